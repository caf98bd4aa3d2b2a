"""Publishing: the scorekeeper makes the pairings of a round, the standings after a round or
the top-cut bracket public, the way pinning a printout on the wall does.

What was published is stored as it read then (``PublicationRow.content``), from the same
functions the printouts use, so a phone shows exactly the wall's figures; a pairing that is
re-paired or swapped afterwards stays private until it is published again.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, PublicationRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.errors import EventRuleError
from tourney.events.matches import current_round, matches_in, rounds_of
from tourney.events.model import EventStatus, RoundKind
from tourney.events.staff import RUNS_ROUNDS, require_role
from tourney.events.swiss_link import event_standings
from tourney.events.topcut import bracket_of
from tourney.printing.event_data import chosen_round, points_before
from tourney.printing.layout import PrintoutError
from tourney.printing.pairings import round_title
from tourney.printing.standings import SHORT, tiebreaker_chain
from tourney.swiss.standings import figure_text

RULE = "floor rules, Swiss Rounds"


class Published(StrEnum):
    PAIRINGS = "pairings"
    STANDINGS = "standings"
    BRACKET = "bracket"


def publish_pairings(
    session: Session,
    event: EventRow,
    *,
    by: StaffRow,
    round_number: int | None = None,
    at: datetime | None = None,
) -> PublicationRow:
    """Publish the pairings of round ``round_number`` (default: the current round): table,
    players and their points going in, as on the printed pairings. In the elimination rounds
    the bracket is published with them."""
    require_role(by, event, RUNS_ROUNDS, "publish pairings", RULE)
    try:
        round_ = chosen_round(session, event, round_number)
    except PrintoutError as error:
        raise EventRuleError(str(error)) from None
    points = points_before(session, event, round_.number)
    tables = []
    for match in matches_in(session, round_):
        a, b = match.player_a, match.player_b
        tables.append(
            {
                "table": match.table_number if b is not None else None,
                "a": a.player.name,
                "a_points": points.get(a.id, 0),
                "b": b.player.name if b is not None else None,
                "b_points": points.get(b.id, 0) if b is not None else None,
            }
        )
    content = {
        "event": event.name,
        "round": round_.number,
        "title": round_title(round_),
        "elimination": round_.kind == RoundKind.ELIMINATION,
        "tables": tables,
    }
    row = _store(session, event, Published.PAIRINGS, round_.number, content, by, at)
    if round_.kind == RoundKind.ELIMINATION:
        _publish_bracket(session, event, by, at)
    return row


def publish_standings(
    session: Session,
    event: EventRow,
    *,
    by: StaffRow,
    after_round: int | None = None,
    at: datetime | None = None,
) -> PublicationRow:
    """Publish the Swiss standings after round ``after_round`` (default: the last Swiss round
    with every result in): rank, points, record and the event's tiebreaker figures, the
    columns of the printed standings. After the cut the bracket is published with them."""
    require_role(by, event, RUNS_ROUNDS, "publish standings", RULE)
    swiss_rounds = [r for r in rounds_of(session, event) if r.kind == RoundKind.SWISS]
    complete = [
        r.number for r in swiss_rounds if all(m.result is not None for m in matches_in(session, r))
    ]
    if after_round is None:
        if not complete:
            raise EventRuleError(f"{event.name} has no Swiss round with every result in yet")
        after_round = complete[-1]
    elif after_round not in complete:
        have = ", ".join(str(n) for n in complete) or "none yet"
        raise EventRuleError(
            f"standings after round {after_round} cannot be published: it is not a Swiss round "
            f"of {event.name} with every result in (complete: {have})"
        )
    chain = tiebreaker_chain(event)
    last = current_round(session, event)
    final = (
        event.status == EventStatus.FINISHED
        and last is not None
        and last.kind == RoundKind.SWISS
        and after_round == last.number
    )
    content = {
        "event": event.name,
        "after_round": after_round,
        "title": "Final standings" if final else f"Standings after round {after_round}",
        "columns": [SHORT[t] for t in chain],
        "rows": [
            {
                "rank": s.rank,
                "player": s.player.name,
                "points": s.points,
                "record": s.record,
                "figures": [figure_text(t, s.figures.get(t)) for t in chain],
                "dropped": s.dropped,
            }
            for s in event_standings(session, event, after_round)
        ],
    }
    row = _store(session, event, Published.STANDINGS, after_round, content, by, at)
    if bracket_of(session, event) is not None:
        _publish_bracket(session, event, by, at)
    return row


def _publish_bracket(session: Session, event: EventRow, by: StaffRow, at: datetime | None) -> None:
    """The bracket as far as published: players of a match once its round's pairings are
    public, winners as their results came in."""
    bracket = bracket_of(session, event)
    if bracket is None:
        return
    public = published(session, event, Published.PAIRINGS)
    public_round = (public.round_number or 0) if public is not None else 0
    rounds: list[dict[str, Any]] = []
    for number in range(1, bracket.rounds + 1):
        matches = []
        for match in bracket.round_matches(number):
            shown = match.round_number is not None and match.round_number <= public_round
            a, b = match.players
            matches.append(
                {
                    "seeds": list(match.seeds) if shown else [None, None],
                    "players": [
                        a.player.name if shown and a is not None else None,
                        b.player.name if shown and b is not None else None,
                    ],
                    "table": match.table if shown else None,
                    "winner": match.winner.player.name if shown and match.winner else None,
                }
            )
        rounds.append({"number": number, "matches": matches})
    content = {
        "event": event.name,
        "size": bracket.size,
        "rounds": rounds,
        "champion": rounds[-1]["matches"][0]["winner"] if rounds else None,
    }
    _store(session, event, Published.BRACKET, None, content, by, at)


def _store(
    session: Session,
    event: EventRow,
    kind: Published,
    round_number: int | None,
    content: dict[str, Any],
    by: StaffRow,
    at: datetime | None,
) -> PublicationRow:
    stamp = now(at)
    content = {**content, "published_at": stamp.isoformat(timespec="seconds")}
    row = PublicationRow(
        event_id=event.id,
        kind=str(kind),
        round_number=round_number,
        published_at=stamp,
        published_by_id=by.id,
        content=content,
    )
    session.add(row)
    session.flush()
    details = {"what": str(kind), "round": round_number}
    audit.record(session, event, by, f"{kind} published", details, at=stamp)
    return row


def published(session: Session, event: EventRow, kind: Published) -> PublicationRow | None:
    """The newest publication of ``kind``, or None before the first."""
    query = (
        select(PublicationRow)
        .where(PublicationRow.event_id == event.id, PublicationRow.kind == str(kind))
        .order_by(PublicationRow.id.desc())
        .limit(1)
    )
    return session.scalars(query).first()
