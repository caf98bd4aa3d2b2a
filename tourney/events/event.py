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
from tourney.events.matches import current_round
from tourney.events.model import EventStatus, RoundStatus, StaffRole, Structure, Tier, tier_rule
from tourney.events.registration import registrations_of
from tourney.events.staff import (
    RUNS_EVENT,
    is_same_person,
    name_key,
    require_role,
    staff_member_as_player,
)
from tourney.swiss.rounds import suggested_rounds

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
    active = registrations_of(session, event, active=True)
    if event.planned_rounds is None:
        # The number of rounds is announced before round 1 (floor rules, Swiss Rounds) and is
        # fixed from then on: a later drop must not change it; only ``edit_event`` may.
        event.planned_rounds = rounds_to_announce(len(active))
    event.status = EventStatus.RUNNING
    event.started_at = now(at)
    warnings = event_warnings(session, event)
    audit.record(
        session,
        event,
        by,
        "event started",
        {"players": len(active), "rounds": event.planned_rounds, "warnings": warnings},
        at=event.started_at,
    )
    return warnings


def rounds_to_announce(players: int) -> int | None:
    """The Swiss rounds fixed at the start when none were announced: the floor rules' suggestion
    for ``players`` (Swiss Rounds); None below the sanctioning minimum, where none is suggested."""
    return suggested_rounds(players).rounds


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


# Floor rules, Swiss Rounds: "The Head Judge will announce the number of rounds prior to the
# start of the tournament."
ROUNDS_RULE = "floor rules, Swiss Rounds"


@dataclass(frozen=True)
class EventEdit:
    changes: dict[str, list[Any]]  # each setting changed: [old, new], as audited
    warnings: list[str]  # what still stands afterwards (``event_warnings``)


def edit_event(
    session: Session,
    event: EventRow,
    *,
    by: StaffRow,
    why: str,
    name: str | None = None,
    on: date | None = None,
    tier: Tier | int | None = None,
    format_id: str | None = None,
    round_minutes: int | None = None,
    planned_rounds: int | None = None,
    at: datetime | None = None,
) -> EventEdit:
    """The organizer or head judge corrects the event's settings, audited with each old and new
    value.

    What may change once the event has started:
    - the name, always (it changes no result);
    - not the date, the tier or the format: deck lists were checked against the format on the
      date and locked at the start, and the tier decided whether lists were required and who
      may play (Tier 2/3 Rules: Deck Lists, Player Eligibility);
    - the round time between rounds only, never while a round is paired or running, since the
      clock reads it (Match Time Limit);
    - the planned rounds only by the head judge, who announces them (Swiss Rounds), and never
      fewer than the rounds already paired.
    Once the event has finished only its name may change: its record is final.
    """
    require_role(by, event, RUNS_EVENT, "edit the event", "floor rules, Tournament Organizer")
    if not why.strip():
        raise EventRuleError("editing an event needs the reason, for the audit trail")
    started = event.status != EventStatus.REGISTRATION
    changes: dict[str, list[Any]] = {}
    if name is not None and name.strip() != event.name:
        if not name.strip():
            raise EventRuleError("an event needs a name")
        changes["name"] = [event.name, name.strip()]
    settings = {"date": on, "tier": tier, "format_id": format_id, "round_minutes": round_minutes}
    settings["planned_rounds"] = planned_rounds
    asked = {k: v for k, v in settings.items() if v is not None and v != getattr(event, k)}
    if asked and event.status == EventStatus.FINISHED:
        raise EventRuleError(
            f"{event.name} has finished; its {', '.join(asked)} can no longer change"
        )
    if on is not None and on != event.date:
        if started:
            raise EventRuleError(
                f"{event.name} has started: its date stays {event.date.isoformat()}, the date its "
                "deck lists were checked on and locked (floor rules, Deck Lists)"
            )
        changes["date"] = [event.date.isoformat(), on.isoformat()]
    if tier is not None and int(tier) != event.tier:
        changes["tier"] = [event.tier, _new_tier(session, event, Tier(tier), started)]
    if format_id is not None and format_id != event.format_id:
        changes["format_id"] = [event.format_id, _new_format(event, format_id, started)]
    if round_minutes is not None and round_minutes != event.round_minutes:
        _check_round_minutes(session, event, round_minutes)
        changes["round_minutes"] = [event.round_minutes, round_minutes]
    if planned_rounds is not None and planned_rounds != event.planned_rounds:
        _check_planned_rounds(session, event, planned_rounds, by, started)
        changes["planned_rounds"] = [event.planned_rounds, planned_rounds]
    if not changes:
        raise EventRuleError(f"nothing to change: {event.name} already has these settings")
    for field, (_, new) in changes.items():
        setattr(event, field, date.fromisoformat(new) if field == "date" else new)
    session.flush()
    audit.record(session, event, by, "event edited", changes, why, at)
    return EventEdit(changes, event_warnings(session, event))


def _new_tier(session: Session, event: EventRow, tier: Tier, started: bool) -> int:
    if started:
        raise EventRuleError(
            f"{event.name} has started at Tier {event.tier}; the tier cannot change, as it decided "
            "whether deck lists were due before the start and who may play (floor rules, "
            "Tier 2/3 Rules: Deck Lists, Player Eligibility)"
        )
    if tier >= Tier.CHAMPIONSHIP:
        playing = [
            member.name
            for registration in registrations_of(session, event)
            if (member := staff_member_as_player(session, event, registration.player))
        ]
        if playing:
            raise IneligiblePlayerError(
                f"{', '.join(playing)} on staff and registered to play: the organizer and judges "
                f"may not play at Tier {int(tier)} ({tier_rule(tier, 'Player Eligibility')})"
            )
    return int(tier)


def _new_format(event: EventRow, format_id: str, started: bool) -> str:
    if started:
        raise EventRuleError(
            f"{event.name} has started in {event.format_id}; the format cannot change, as the "
            "deck lists were checked against it and locked at the start (floor rules, Tier 2/3 "
            "Rules: Deck Lists)"
        )
    from tourney.legality import load_formats  # the format files, read only for this check

    known = load_formats()
    if format_id not in known:
        raise EventRuleError(f"unknown format {format_id!r}; known: {', '.join(sorted(known))}")
    return format_id


def _check_round_minutes(session: Session, event: EventRow, minutes: int) -> None:
    if minutes <= 0:
        raise EventRuleError(f"round time must be positive, not {minutes} minutes")
    round_ = current_round(session, event)
    if round_ is not None and round_.status != RoundStatus.FINISHED:
        raise EventRuleError(
            f"round {round_.number} is {round_.status}; change the round time between rounds, "
            "so no round's clock changes under the players (floor rules, Match Time Limit)"
        )


def _check_planned_rounds(
    session: Session, event: EventRow, rounds: int, by: StaffRow, started: bool
) -> None:
    if rounds < 1:
        raise EventRuleError(f"an event plays at least one round, not {rounds}")
    if started:
        require_role(by, event, [StaffRole.HEAD_JUDGE], "change the announced rounds", ROUNDS_RULE)
    round_ = current_round(session, event)
    if round_ is not None and rounds < round_.number:
        raise EventRuleError(
            f"{event.name} has already paired {round_.number} rounds; it cannot plan {rounds}"
        )
