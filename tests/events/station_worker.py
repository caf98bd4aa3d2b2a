"""One station in the race tests: a separate process entering or correcting results.

Imported by the child processes as a top-level module (the race test puts this folder on the
path), so it is not collected as a test."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

RESULTS = ("A wins", "B wins")


def run(url: str, role: int, phases: list[tuple[str, int, int]], barrier, outcomes) -> None:  # noqa: ANN001
    """Run each (phase, event id, trials) in turn; the other station runs the same ones."""
    for phase, event_id, trials in phases:
        _run_phase(url, event_id, role, trials, phase, barrier, outcomes)


def _run_phase(
    url: str, event_id: int, role: int, trials: int, phase: str, barrier, outcomes
) -> None:  # noqa: ANN001
    from tourney.db.database import open_database
    from tourney.db.schema import MatchRow, RoundRow, StaffRow
    from tourney.events.conflicts import ConflictError
    from tourney.events.model import Result, StaffRole
    from tourney.events.results import correct_result, record_result

    engine = open_database(url)
    if phase == "pair":
        try:
            _pair(engine, event_id, role, trials, barrier, outcomes)
        finally:
            engine.dispose()
        return
    try:
        for trial in range(trials):
            table = trial + 1
            with Session(engine) as session:
                match = session.scalars(
                    select(MatchRow)
                    .join(RoundRow, MatchRow.round_id == RoundRow.id)
                    .where(RoundRow.event_id == event_id, RoundRow.number == 1)
                    .where(MatchRow.table_number == table)
                ).one()
                wanted_role = StaffRole.HEAD_JUDGE if phase == "correct" else StaffRole.SCOREKEEPER
                by = session.scalars(
                    select(StaffRow).where(
                        StaffRow.event_id == event_id, StaffRow.role == wanted_role
                    )
                ).one()
                seen = match.result  # what this station shows before the user presses Enter
                barrier.wait(timeout=60)
                try:
                    if phase == "enter":
                        assert seen is None
                        record_result(session, match, Result(RESULTS[role]), by=by)
                        mine = RESULTS[role]
                    else:
                        flipped = Result.B_WINS if seen == Result.A_WINS else Result.A_WINS
                        mine = Result.DRAW if role == 0 else flipped
                        correct_result(session, match, mine, by=by, why=f"station {role}")
                    session.commit()
                    outcomes.put((phase, trial, role, "saved", str(mine)))
                except ConflictError as error:
                    session.rollback()
                    outcomes.put((phase, trial, role, "refused", str(error)))
                except Exception as error:  # noqa: BLE001 - the test reports it
                    session.rollback()
                    outcomes.put((phase, trial, role, "error", repr(error)))
    finally:
        engine.dispose()


def _pair(engine, event_id: int, role: int, trials: int, barrier, outcomes) -> None:  # noqa: ANN001
    """Both stations pair the next round of a two-player event at once; the one that stored it
    then enters its result, so the next trial can pair again."""
    from tourney.db.schema import EventRow, RegistrationRow, StaffRow
    from tourney.events.conflicts import ConflictError
    from tourney.events.matches import current_round, matches_in
    from tourney.events.model import Result, StaffRole
    from tourney.events.results import record_result
    from tourney.events.rounds import store_pairing

    for trial in range(trials):
        saved = False
        with Session(engine) as session:
            event = session.get(EventRow, event_id)
            a, b = session.scalars(
                select(RegistrationRow)
                .where(RegistrationRow.event_id == event_id)
                .order_by(RegistrationRow.id)
            ).all()
            by = session.scalars(
                select(StaffRow).where(
                    StaffRow.event_id == event_id, StaffRow.role == StaffRole.SCOREKEEPER
                )
            ).one()
            staff_id = by.id
            shown = current_round(session, event)  # what this station showed before pairing
            seen = shown.number if shown is not None else 0
            barrier.wait(timeout=60)
            try:
                round_ = store_pairing(session, event, [(a, b)], by=by, seen_round=seen)
                session.commit()
                saved = True
                outcomes.put(("pair", trial, role, "saved", str(round_.number)))
            except ConflictError as error:
                session.rollback()
                outcomes.put(("pair", trial, role, "refused", str(error)))
            except Exception as error:  # noqa: BLE001 - the test reports it
                session.rollback()
                outcomes.put(("pair", trial, role, "error", repr(error)))
        if saved:
            with Session(engine) as session:
                event = session.get(EventRow, event_id)
                (match,) = matches_in(session, current_round(session, event))
                keeper = session.get(StaffRow, staff_id)
                record_result(session, match, Result.A_WINS, by=keeper)
                session.commit()
        barrier.wait(timeout=60)  # the result is in before anyone pairs again
