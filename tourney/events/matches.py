"""Finding rounds and matches, and naming them the way a judge calls them out."""

from __future__ import annotations

from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow, RegistrationRow, RoundRow
from tourney.events.model import Result, RoundStatus


def rounds_of(session: Session, event: EventRow) -> list[RoundRow]:
    query = select(RoundRow).where(RoundRow.event_id == event.id).order_by(RoundRow.number)
    return list(session.scalars(query))


def current_round(session: Session, event: EventRow) -> RoundRow | None:
    """The newest round, finished or not; None before round 1 is paired."""
    query = select(RoundRow).where(RoundRow.event_id == event.id)
    return session.scalars(query.order_by(RoundRow.number.desc()).limit(1)).first()


def matches_in(session: Session, round_: RoundRow) -> list[MatchRow]:
    query = select(MatchRow).where(MatchRow.round_id == round_.id)
    return list(session.scalars(query.order_by(MatchRow.table_number)))


def match_of(session: Session, registration: RegistrationRow, round_: RoundRow) -> MatchRow | None:
    """The player's table in the round, if they were paired in it."""
    query = select(MatchRow).where(
        MatchRow.round_id == round_.id,
        or_(MatchRow.player_a_id == registration.id, MatchRow.player_b_id == registration.id),
    )
    return session.scalars(query).first()


def match_in_progress(session: Session, registration: RegistrationRow) -> MatchRow | None:
    """The player's match in the current round while the round is not finished."""
    round_ = current_round(session, registration.event)
    if round_ is None or round_.status == RoundStatus.FINISHED:
        return None
    return match_of(session, registration, round_)


def opponent(match: MatchRow, registration: RegistrationRow) -> RegistrationRow | None:
    """The other player at the table; None at a bye."""
    return match.player_b if match.player_a_id == registration.id else match.player_a


def win_for(match: MatchRow, winner: RegistrationRow) -> Result:
    """The result in which ``winner`` wins the match."""
    if winner.id == match.player_a_id:
        return Result.A_WINS
    if winner.id == match.player_b_id:
        return Result.B_WINS
    raise ValueError(f"{winner.player.name} does not play at table {match.table_number}")


def winner_name(match: MatchRow) -> str | None:
    if match.result == Result.A_WINS:
        return match.player_a.player.name
    if match.result == Result.B_WINS and match.player_b is not None:
        return match.player_b.player.name
    return None


def describe(match: MatchRow) -> dict[str, Any]:
    """Round, table and players, for messages and the audit trail."""
    return {
        "round": match.round.number,
        "table": match.table_number,
        "players": [
            match.player_a.player.name,
            match.player_b.player.name if match.player_b is not None else None,
        ],
    }


def label(match: MatchRow) -> str:
    return f"round {match.round.number}, table {match.table_number}"
