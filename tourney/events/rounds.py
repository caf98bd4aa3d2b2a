"""Rounds: storing a pairing as numbered tables, the round clock and time extensions."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow, RegistrationRow, RoundRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.conflicts import ConflictError, clock, saving, touch
from tourney.events.errors import EventRuleError
from tourney.events.matches import current_round, matches_in
from tourney.events.model import Ending, EventStatus, Result, RoundKind, RoundStatus
from tourney.events.penalties import apply_pending_game_losses
from tourney.events.staff import JUDGES, RUNS_ROUNDS, require_role

Pair = tuple[RegistrationRow, RegistrationRow | None]


def store_pairing(
    session: Session,
    event: EventRow,
    pairs: Sequence[Pair],
    *,
    by: StaffRow,
    kind: RoundKind = RoundKind.SWISS,
    seed: int | None = None,
    notes: Sequence[str] = (),
    at: datetime | None = None,
    seen_round: int | None = None,
) -> RoundRow:
    """Store the next round: tables numbered 1..n in the order given, byes last.

    ``seen_round``: the newest round the station showed when it was asked to pair (0: none).
    If another station has paired a round since, nothing is stored: a ``ConflictError`` says
    which round, when and by whom, not the state that round is in now.

    The previous round must have all its results; it is finished here if it was not yet. A bye
    is recorded as won at once (floor rules, Scoring: "Bye (W)"), and Game Losses given between
    games are applied to the new matches (floor rules, Game Loss). ``notes`` (such as the
    pairing rules that had to bend) go into the audit entry.
    """
    require_role(by, event, RUNS_ROUNDS, "pair rounds", "floor rules, Swiss Rounds")
    if event.status != EventStatus.RUNNING:
        raise EventRuleError(
            f"{event.name} is not running; start it first (deck lists lock when it starts)"
        )
    stamp = now(at)
    refuse_if_paired_since(session, event, seen_round)
    previous = current_round(session, event)
    number = previous.number + 1 if previous is not None else 1
    with saving(session, lambda: _paired_meanwhile(session, event, number)):
        if previous is not None:
            if previous.status != RoundStatus.FINISHED:
                require_results(session, previous)
                previous.status = RoundStatus.FINISHED
                previous.finished_at = stamp
            # The pairing rests on the previous round's results: a correction of one of them
            # changes that round's row too, so the two cannot both commit unnoticed.
            touch(previous, "status")
        _check_pairs(event, pairs, number)
        round_ = RoundRow(
            event_id=event.id,
            number=number,
            kind=RoundKind(kind),
            seed=seed if seed is not None else event.seed + number,
            status=RoundStatus.PAIRED,
            paired_at=stamp,
            extra_minutes=0,
        )
        session.add(round_)
    ordered = [p for p in pairs if p[1] is not None] + [p for p in pairs if p[1] is None]
    matches = []
    for table, (a, b) in enumerate(ordered, start=1):
        match = MatchRow(
            round_id=round_.id,
            table_number=table,
            player_a_id=a.id,
            player_b_id=b.id if b is not None else None,
            extra_minutes=0,
        )
        if b is None:
            match.result, match.ending = Result.BYE, Ending.BYE
            match.entered_by_id, match.entered_at = by.id, stamp
        matches.append(match)
    session.add_all(matches)
    session.flush()
    details: dict[str, object] = {
        "round": number,
        "kind": str(round_.kind),
        "tables": [
            [m.table_number, m.player_a.player.name, m.player_b.player.name if m.player_b else None]
            for m in matches
        ],
    }
    if notes:
        details["notes"] = list(notes)
    audit.record(session, event, by, "round paired", details, at=stamp)
    apply_pending_game_losses(session, matches, by=by, at=stamp)
    return round_


def refuse_if_paired_since(session: Session, event: EventRow, seen_round: int | None) -> None:
    """ConflictError when another station paired a round after ``seen_round``, the newest
    round this station showed (None: not known), naming that round, when and by whom."""
    previous = current_round(session, event)
    if seen_round is not None and previous is not None and previous.number > seen_round:
        raise ConflictError(_paired_meanwhile(session, event, seen_round + 1))


def _paired_meanwhile(session: Session, event: EventRow, number: int) -> str:
    """Why a pairing was refused after another station changed the event: it paired this
    round first, or changed the previous round's results."""
    query = select(RoundRow).where(RoundRow.event_id == event.id, RoundRow.number == number)
    existing = session.scalars(query).first()
    if existing is None:
        return (
            f"round {number - 1} changed on another station while round {number} was being "
            f"paired (a result was corrected); your pairing was not saved: pair again"
        )
    entries = [
        e
        for e in audit.audit_trail(session, event)
        if e.action == "round paired" and e.details.get("round") == number
    ]
    by = f" by {entries[-1].who}" if entries else ""
    return (
        f"round {number} was already paired at {clock(existing.paired_at)}{by} on another "
        "station; your pairing was not saved"
    )


def _check_pairs(event: EventRow, pairs: Sequence[Pair], number: int) -> None:
    seen: set[int] = set()
    for pair in pairs:
        for registration in pair:
            if registration is None:
                continue
            name = registration.player.name
            if registration.event_id != event.id:
                raise EventRuleError(f"{name} is not registered for {event.name}")
            if registration.id in seen:
                raise EventRuleError(f"{name} is paired twice in round {number}")
            seen.add(registration.id)
            if registration.dropped_at is not None:
                raise EventRuleError(f"{name} has dropped and cannot be paired")
            if (registration.late_entry_round or 1) > number:
                raise EventRuleError(
                    f"{name} entered late and plays from round {registration.late_entry_round}"
                )


def require_results(session: Session, round_: RoundRow) -> None:
    """Refuse to go on while a table of the round has no result, naming the tables."""
    missing = [m.table_number for m in matches_in(session, round_) if m.result is None]
    if missing:
        tables = ", ".join(str(t) for t in missing)
        raise EventRuleError(
            f"round {round_.number} still needs results for table{'s' if len(missing) > 1 else ''} "
            f"{tables}"
        )


def start_round(
    session: Session, round_: RoundRow, *, by: StaffRow, at: datetime | None = None
) -> None:
    """Start round time; tardiness counts from here (floor rules, Tardiness)."""
    event = round_.event
    require_role(by, event, RUNS_ROUNDS, "start rounds", "floor rules, Match Time Limit")
    if round_.status != RoundStatus.PAIRED:
        raise EventRuleError(f"round {round_.number} has already started")
    round_.status = RoundStatus.STARTED
    round_.started_at = now(at)
    session.flush()
    audit.record(
        session, event, by, "round started", {"round": round_.number}, at=round_.started_at
    )


def finish_round(
    session: Session, round_: RoundRow, *, by: StaffRow, at: datetime | None = None
) -> None:
    """Close a round once every table has its result."""
    event = round_.event
    require_role(by, event, RUNS_ROUNDS, "finish rounds", "floor rules, Swiss Rounds")
    if round_.status == RoundStatus.FINISHED:
        raise EventRuleError(f"round {round_.number} has already finished")
    require_results(session, round_)
    round_.status = RoundStatus.FINISHED
    round_.finished_at = now(at)
    session.flush()
    audit.record(
        session, event, by, "round finished", {"round": round_.number}, at=round_.finished_at
    )


def extend_time(
    session: Session,
    round_: RoundRow,
    minutes: int,
    *,
    by: StaffRow,
    why: str,
    table_number: int | None = None,
    at: datetime | None = None,
) -> None:
    """A judge gives extra time to the whole round or to one table, for instance the players
    whose decks were checked (floor rules, Tier 2/3 Rules: Deck Checks: "The selected players
    will be given extra time to finish the round")."""
    event = round_.event
    require_role(by, event, JUDGES, "extend round time", "floor rules, Judges")
    if minutes <= 0:
        raise EventRuleError(f"a time extension is a positive number of minutes, not {minutes}")
    if round_.status == RoundStatus.FINISHED:
        raise EventRuleError(f"round {round_.number} has finished")
    if not why.strip():
        raise EventRuleError("a time extension needs the reason, for the audit trail")
    if table_number is None:
        round_.extra_minutes += minutes
    else:
        match = next(
            (m for m in matches_in(session, round_) if m.table_number == table_number), None
        )
        if match is None:
            raise EventRuleError(f"round {round_.number} has no table {table_number}")
        match.extra_minutes += minutes
    session.flush()
    audit.record(
        session,
        event,
        by,
        "time extended",
        {"round": round_.number, "table": table_number, "minutes": minutes},
        why,
        at,
    )
