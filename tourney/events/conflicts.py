"""Two stations on one event: a change made from what one station saw is refused, in words,
when another station changed the same thing first.

Matches, rounds, registrations and penalties carry a ``version`` that every UPDATE raises and
checks in its WHERE (SQLAlchemy's ``version_id_col``): an UPDATE from a stale read matches no
row, and the change is refused instead of replacing the other station's. Pairing the same round
twice meets the round's unique (event, number). Either way nothing of the refused change is
saved, and the message says what the other station stored, when and who.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime

from sqlalchemy import inspect
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import flag_modified
from sqlalchemy.orm.exc import StaleDataError

from tourney.db.schema import MatchRow, RegistrationRow, StaffRow
from tourney.events.errors import EventRuleError
from tourney.events.model import Ending, Result


class ConflictError(EventRuleError):
    """Another station changed what this change depended on first; nothing was saved."""


SAME_MOMENT = (
    "another station saved a change to the same event at the same moment; yours was not "
    "saved: look at the event again and repeat it if it is still needed"
)


def clock(at: datetime | None) -> str:
    return at.strftime("%H:%M") if at is not None else "an unknown time"


def staff_name(session: Session, staff_id: int | None) -> str:
    """The staff member as the audit names them, "Sam Scores (scorekeeper)", or "Tourney"
    for what the program did by itself."""
    member = session.get(StaffRow, staff_id) if staff_id is not None else None
    return f"{member.name} ({member.role})" if member is not None else "Tourney"


def result_words(match: MatchRow) -> str:
    """The stored result as a judge says it: "Lyra wins", "a draw", "a double loss"."""
    if match.result is None:
        return "no result"
    if match.result == Result.BYE:
        return "a bye"
    if match.result == Result.A_WINS:
        text = f"{match.player_a.player.name} wins"
    elif match.result == Result.B_WINS and match.player_b is not None:
        text = f"{match.player_b.player.name} wins"
    else:
        text = {"draw": "a draw", "double loss": "a double loss"}.get(match.result, match.result)
    return text if match.ending in (None, Ending.PLAYED) else f"{text}, {match.ending}"


def match_conflict(session: Session, match: MatchRow, yours: str = "yours") -> str:
    """What another station stored at the table, read fresh: "round 1, table 2 already has a
    result (Lyra wins), entered at 14:02 by Sam Scores (scorekeeper); yours was not saved"."""
    session.refresh(match)
    where = f"round {match.round.number}, table {match.table_number}"
    if match.result is None:
        return f"{where} was changed by another station meanwhile; {yours} was not saved"
    return (
        f"{where} already has a result ({result_words(match)}), entered at "
        f"{clock(match.entered_at)} by {staff_name(session, match.entered_by_id)}; "
        f"{yours} was not saved"
    )


def is_conflict(error: BaseException, *, unique_keys: bool = True) -> bool:
    """A write that lost a race: a stale version, a unique key another station took first
    (with ``unique_keys``: where the caller knows which key that is), or the database refusing
    one of two transactions that waited on each other (a PostgreSQL deadlock or serialization
    failure, SQLite still locked after its wait)."""
    if isinstance(error, StaleDataError) or (unique_keys and isinstance(error, IntegrityError)):
        return True
    if isinstance(error, DBAPIError):
        text = str(error.orig).lower()
        return any(
            sign in text
            for sign in ("deadlock detected", "could not serialize", "database is locked")
        )
    return False


@contextmanager
def saving(session: Session, conflict: Callable[[], str]) -> Iterator[None]:
    """Flush the change made in the block; if another station got there first, roll the whole
    transaction back and raise ``ConflictError`` with ``conflict()``, which runs after the
    rollback and so reads what the other station stored."""
    try:
        yield
        session.flush()
    except Exception as error:
        if not is_conflict(error):
            raise
        session.rollback()
        raise ConflictError(conflict()) from error


def check_seen(seen_version: int | None, current: int, conflict: Callable[[], str]) -> None:
    """A station that shows a row and acts on it later passes the version it showed; a newer
    one means someone else changed it in between."""
    if seen_version is not None and seen_version != current:
        raise ConflictError(conflict())


def touch(row: object, column: str) -> None:
    """Make a flush UPDATE ``row`` (raising and checking its version) though nothing in it
    changes: a change that rests on the row, such as a penalty on a player's record."""
    if not inspect(row).persistent:
        return  # not stored yet: nobody else can have changed it
    # Set to itself first: an attribute never loaded or set is not in the state to flag.
    setattr(row, column, getattr(row, column))
    flag_modified(row, column)


def registration_conflict(session: Session, registration: RegistrationRow, yours: str) -> str:
    """A player's record changed on another station: say what the newest audit entry about
    them was, when and by whom."""
    from tourney.events.audit import audit_trail

    session.refresh(registration)
    name = registration.player.name
    about = [
        e
        for e in audit_trail(session, registration.event)
        if isinstance(e.details, dict) and e.details.get("player") == name
    ]
    latest = f" ({about[-1].action} at {clock(about[-1].at)} by {about[-1].who})" if about else ""
    return f"{name}'s record changed on another station meanwhile{latest}; {yours} was not saved"
