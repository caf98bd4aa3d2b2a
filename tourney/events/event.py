"""Creating, starting and finishing an event, and the staff who run it."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, PlayerRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.errors import EventRuleError, IneligiblePlayerError
from tourney.events.model import EventStatus, StaffRole, Structure, Tier, tier_rule
from tourney.events.registration import registrations_of
from tourney.events.staff import RUNS_EVENT, is_same_person, name_key, require_role

# Floor rules, Match Time Limit: "35 minutes per game".
STANDARD_ROUND_MINUTES = 35
# Floor rules, Participation Minimums.
MINIMUM_PLAYERS = 4


@dataclass(frozen=True)
class StaffMember:
    """A person to put on the event's staff; ``player`` links their player record, if any."""

    name: str
    role: StaffRole
    player: PlayerRow | None = None


def create_event(
    session: Session,
    *,
    name: str,
    on: date,
    tier: Tier,
    format_id: str,
    staff: list[StaffMember],
    structure: Structure = Structure.SWISS,
    round_minutes: int = STANDARD_ROUND_MINUTES,
    planned_rounds: int | None = None,
    seed: int | None = None,
    settings: dict[str, Any] | None = None,
    at: datetime | None = None,
) -> EventRow:
    """A new event, open for registration, with its staff.

    Exactly one head judge is required (floor rules, Judges: "one Head Judge and any number of
    Floor Judges"; Tournament Organizer: the TO "is required to find a Head Judge").
    """
    if not name.strip():
        raise EventRuleError("an event needs a name")
    head_judges = [m for m in staff if m.role == StaffRole.HEAD_JUDGE]
    if len(head_judges) != 1:
        raise EventRuleError(
            f"an event has exactly one head judge; {len(head_judges)} given (floor rules, Judges)"
        )
    if round_minutes <= 0:
        raise EventRuleError(f"round time must be positive, not {round_minutes} minutes")
    event = EventRow(
        name=name.strip(),
        date=on,
        tier=int(Tier(tier)),
        format_id=format_id,
        structure=Structure(structure),
        round_minutes=round_minutes,
        planned_rounds=planned_rounds,
        seed=seed if seed is not None else random.randrange(2**31),
        settings=settings or {},
        status=EventStatus.REGISTRATION,
        created_at=now(at),
    )
    session.add(event)
    session.flush()
    rows = [_staff_row(event, member) for member in staff]
    session.add_all(rows)
    session.flush()
    creator = next((r for r in rows if r.role == StaffRole.ORGANIZER), None) or next(
        r for r in rows if r.role == StaffRole.HEAD_JUDGE
    )
    audit.record(
        session,
        event,
        creator,
        "event created",
        {
            "name": event.name,
            "date": event.date.isoformat(),
            "tier": event.tier,
            "format": event.format_id,
            "structure": event.structure,
            "staff": [[r.name, r.role] for r in rows],
        },
        at=at,
    )
    return event


def _staff_row(event: EventRow, member: StaffMember) -> StaffRow:
    if not member.name.strip():
        raise EventRuleError(f"a {member.role} needs a name")
    return StaffRow(
        event_id=event.id,
        name=member.name.strip(),
        role=StaffRole(member.role),
        player_id=member.player.id if member.player is not None else None,
    )


def add_staff(
    session: Session,
    event: EventRow,
    member: StaffMember,
    *,
    by: StaffRow,
    at: datetime | None = None,
) -> StaffRow:
    """Put one more person on the staff. At Tier 2/3 a registered player cannot become a judge
    or the organizer (floor rules, Tier 2/3 Rules: Player Eligibility); at Tier 1 they may, and
    their registration is flagged ``plays_as_judge`` (Tier 1 Rules: Player Eligibility)."""
    require_role(by, event, RUNS_EVENT, "add staff", "floor rules, Tournament Organizer")
    if member.role == StaffRole.HEAD_JUDGE:
        raise EventRuleError(f"{event.name} already has its one head judge (floor rules, Judges)")
    row = _staff_row(event, member)
    if row.role != StaffRole.SCOREKEEPER:
        for registration in registrations_of(session, event):
            if not is_same_person(row, registration.player):
                continue
            if event.tier >= Tier.CHAMPIONSHIP:
                raise IneligiblePlayerError(
                    f"{row.name} is registered to play; the organizer and judges may not play "
                    f"in a Tier {event.tier} event ({tier_rule(event.tier, 'Player Eligibility')})"
                )
            registration.plays_as_judge = True  # allowed at Tier 1, and flagged
    session.add(row)
    session.flush()
    audit.record(session, event, by, "staff added", {"name": row.name, "role": row.role}, at=at)
    return row


def start_event(
    session: Session, event: EventRow, *, by: StaffRow, at: datetime | None = None
) -> list[str]:
    """Start the event: deck lists lock from now on. Returns the warnings still standing.

    Tier 2/3 events cannot start while a player has no deck list: "Deck lists must be turned in
    prior to the advertised start time" (floor rules, Tier 2/3 Rules: Deck Lists).
    """
    require_role(by, event, RUNS_EVENT, "start the event", "floor rules, Judges")
    if event.status != EventStatus.REGISTRATION:
        raise EventRuleError(f"{event.name} has already started")
    if event.tier >= Tier.CHAMPIONSHIP:
        missing = [r.player.name for r in registrations_of(session, event) if not r.deck_list]
        if missing:
            raise EventRuleError(
                f"deck lists are required at Tier {event.tier} and missing for "
                f"{', '.join(missing)} ({tier_rule(event.tier, 'Deck Lists')})"
            )
    event.status = EventStatus.RUNNING
    event.started_at = now(at)
    warnings = event_warnings(session, event)
    audit.record(
        session,
        event,
        by,
        "event started",
        {"players": len(registrations_of(session, event, active=True)), "warnings": warnings},
        at=event.started_at,
    )
    return warnings


def finish_event(
    session: Session, event: EventRow, *, by: StaffRow, at: datetime | None = None
) -> None:
    require_role(by, event, RUNS_EVENT, "finish the event", "floor rules, Judges")
    if event.status != EventStatus.RUNNING:
        raise EventRuleError(f"{event.name} is not running")
    event.status = EventStatus.FINISHED
    event.finished_at = now(at)
    audit.record(session, event, by, "event finished", {}, at=event.finished_at)


def all_events(session: Session) -> list[EventRow]:
    """Every event in the database, newest first."""
    query = select(EventRow).order_by(EventRow.date.desc(), EventRow.id.desc())
    return list(session.scalars(query))


def event_warnings(session: Session, event: EventRow) -> list[str]:
    """What the organizer should know but may go ahead with, each citing the floor rules."""
    warnings: list[str] = []
    active = registrations_of(session, event, active=True)
    if len(active) < MINIMUM_PLAYERS:
        warnings.append(
            f"only {len(active)} players: an event needs at least {MINIMUM_PLAYERS} to be "
            "sanctioned (floor rules, Participation Minimums)"
        )
    staff_players = [r.player.name for r in active if r.plays_as_judge]
    if staff_players and len(active) % 2 == 1:
        warnings.append(
            f"{', '.join(staff_players)} on staff and playing make {len(active)} players, an odd "
            "number that gives a bye; a judge or TO should refrain from playing then "
            f"({tier_rule(1, 'Player Eligibility')})"
        )
    by_name: dict[str, list[str]] = defaultdict(list)
    for registration in active:
        by_name[name_key(registration.player.name)].append(registration.player.name)
    for names in by_name.values():
        if len(names) > 1:
            warnings.append(
                f"{len(names)} registered players are named {names[0]!r}: check they are "
                "different people"
            )
    if event.tier >= Tier.CHAMPIONSHIP and event.status == EventStatus.REGISTRATION:
        missing = [r.player.name for r in active if not r.deck_list]
        if missing:
            warnings.append(
                f"no deck list yet from {', '.join(missing)}; required before the event starts "
                f"({tier_rule(event.tier, 'Deck Lists')})"
            )
    return warnings
