"""Who may do what: the roles the floor rules give the organizer and the judges."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, PlayerRow, StaffRow
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.model import StaffRole

JUDGES = (StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)
RUNS_EVENT = (StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE)
# Least authority first: the scorekeeper only enters results; a floor judge also rules and
# penalizes; the organizer runs the event; the head judge has the final word (floor rules,
# Tournament Organizer and Judges).
BY_AUTHORITY = (
    StaffRole.SCOREKEEPER,
    StaffRole.FLOOR_JUDGE,
    StaffRole.ORGANIZER,
    StaffRole.HEAD_JUDGE,
)


def name_key(name: str) -> str:
    """A name as ``same_name`` compares it: spacing collapsed, case folded."""
    return " ".join(name.split()).casefold()


def same_name(a: str, b: str) -> bool:
    """Names typed by different people: case and spacing differ, the person does not."""
    return name_key(a) == name_key(b)


def is_same_person(staff: StaffRow, player: PlayerRow) -> bool:
    """A staff member linked to a player record is that player; an unlinked one is matched by
    name, since the organizer usually types staff and players separately."""
    if staff.player_id is not None:
        return staff.player_id == player.id
    return same_name(staff.name, player.name)


def staff_of(session: Session, event: EventRow) -> list[StaffRow]:
    query = select(StaffRow).where(StaffRow.event_id == event.id).order_by(StaffRow.id)
    return list(session.scalars(query))


def least_authority(staff: Iterable[StaffRow]) -> StaffRow | None:
    """The staff member whose role may do least (the first listed of that role): who is
    assumed at the keyboard until someone says otherwise, so nothing is audited under more
    authority than was used."""
    ranked = sorted(staff, key=lambda s: (BY_AUTHORITY.index(StaffRole(s.role)), s.id))
    return ranked[0] if ranked else None


def head_judge(session: Session, event: EventRow) -> StaffRow:
    for member in staff_of(session, event):
        if member.role == StaffRole.HEAD_JUDGE:
            return member
    raise EventRuleError(f"{event.name} has no head judge (floor rules, Judges)")


def require_role(
    by: StaffRow, event: EventRow, roles: Iterable[StaffRole], doing: str, rule: str
) -> None:
    """Refuse ``doing`` unless ``by`` is this event's staff in one of ``roles``."""
    allowed = tuple(roles)
    if by.event_id != event.id:
        raise NotAllowedError(f"{by.name} is not on the staff of {event.name}")
    if by.role not in allowed:
        names = " or ".join(str(role) for role in allowed)
        raise NotAllowedError(f"only the {names} may {doing}; {by.name} is the {by.role} ({rule})")


def staff_member_as_player(session: Session, event: EventRow, player: PlayerRow) -> StaffRow | None:
    """The organizer or judge of this event who is this player, if any (scorekeepers are
    neither, so the floor rules let them play)."""
    for member in staff_of(session, event):
        if member.role != StaffRole.SCOREKEEPER and is_same_person(member, player):
            return member
    return None


# Pairing and running the round clock is the scorekeeper's job as much as the organizer's.
RUNS_ROUNDS = (StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE, StaffRole.SCOREKEEPER)
