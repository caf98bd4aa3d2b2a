"""Entering players in an event, late entries, and dropping out.

Floor rules, Conceding and Dropping: "A player may choose to drop or withdraw from a tournament
at any time ... If the round is already paired and a player drops, then that player is
considered to have conceded that round."
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from tourney.db.schema import (
    DraftRow,
    EventRow,
    MatchRow,
    PenaltyRow,
    PlayerRow,
    RegistrationRow,
    StaffRow,
)
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.conflicts import check_seen, registration_conflict, saving
from tourney.events.deck_lists import store_deck_list
from tourney.events.errors import EventRuleError, IneligiblePlayerError
from tourney.events.matches import current_round, match_in_progress, opponent, win_for
from tourney.events.model import (
    Ending,
    EventStatus,
    PenaltyLevel,
    StaffRole,
    Tier,
    tier_rule,
)
from tourney.events.results import set_result
from tourney.events.staff import RUNS_EVENT, RUNS_ROUNDS, require_role, staff_member_as_player

DROP_RULE = "floor rules, Conceding and Dropping"


def registrations_of(
    session: Session, event: EventRow, *, active: bool = False
) -> list[RegistrationRow]:
    """The event's players in registration order; ``active``: only those still playing."""
    query = (
        select(RegistrationRow)
        .where(RegistrationRow.event_id == event.id)
        .options(selectinload(RegistrationRow.player))  # names are almost always wanted
    )
    if active:
        query = query.where(RegistrationRow.dropped_at.is_(None))
    return list(session.scalars(query.order_by(RegistrationRow.id)))


def register_player(
    session: Session,
    event: EventRow,
    player: PlayerRow,
    *,
    by: StaffRow,
    deck_list: str | None = None,
    deck_format: str = "text",
    pod: int | None = None,
    at: datetime | None = None,
) -> RegistrationRow:
    """Enter a player before the event starts (after it, use ``register_late_entry``).

    At Tier 2 and 3 the organizer and judges may not play (floor rules, Tier 2/3 Rules: Player
    Eligibility); at Tier 1 they may (Tier 1 Rules: Player Eligibility), and their
    registration is flagged ``plays_as_judge`` so the organizer sees when it makes a bye.
    """
    require_role(by, event, StaffRole, "register players", "floor rules, Tournament Organizer")
    if event.status != EventStatus.REGISTRATION:
        raise EventRuleError(
            f"{event.name} has started; register {player.name} as a late entry instead"
        )
    return _register(session, event, player, by, deck_list, deck_format, pod, None, "", at)


def register_late_entry(
    session: Session,
    event: EventRow,
    player: PlayerRow,
    *,
    by: StaffRow,
    why: str = "",
    deck_list: str | None = None,
    deck_format: str = "text",
    pod: int | None = None,
    at: datetime | None = None,
) -> RegistrationRow:
    """Enter a player after the start; they are paired from the next round on.

    The organizer or head judge decides; at Tier 2/3 the deck list comes with the entry, since
    lists are required before a player's first round (Tier 2/3 Rules: Deck Lists).
    """
    require_role(by, event, RUNS_EVENT, "accept a late entry", "floor rules, Judges")
    if event.status != EventStatus.RUNNING:
        raise EventRuleError(f"{event.name} is not running; a late entry joins a running event")
    if event.tier >= Tier.CHAMPIONSHIP and not (deck_list and deck_list.strip()):
        raise EventRuleError(
            f"a late entry at Tier {event.tier} hands in a deck list with the entry "
            f"({tier_rule(event.tier, 'Deck Lists')})"
        )
    first_round = late_entry_first_round(session, event)
    return _register(session, event, player, by, deck_list, deck_format, pod, first_round, why, at)


def late_entry_first_round(session: Session, event: EventRow) -> int:
    """The round a late entry entered now plays first: the one after the last paired. The
    rounds before it they were not paired in score nothing (``Outcome.ABSENT``: 0 points, less
    than a loss's 1; floor rules, Scoring)."""
    round_ = current_round(session, event)
    return 1 if round_ is None else round_.number + 1


def _register(
    session: Session,
    event: EventRow,
    player: PlayerRow,
    by: StaffRow,
    deck_list: str | None,
    deck_format: str,
    pod: int | None,
    late_entry_round: int | None,
    why: str,
    at: datetime | None,
) -> RegistrationRow:
    existing = session.scalars(
        select(RegistrationRow).where(
            RegistrationRow.event_id == event.id, RegistrationRow.player_id == player.id
        )
    ).first()
    if existing is not None:
        raise EventRuleError(f"{player.name} is already registered for {event.name}")
    staff = staff_member_as_player(session, event, player)
    if staff is not None and event.tier >= Tier.CHAMPIONSHIP:
        raise IneligiblePlayerError(
            f"{player.name} is the {staff.role} of {event.name}; the Tournament Organizer, Head "
            f"Judge and any other judges may not play in a Tier {event.tier} event "
            f"({tier_rule(event.tier, 'Player Eligibility')})"
        )
    registration = RegistrationRow(
        event_id=event.id,
        player_id=player.id,
        registered_at=now(at),
        deck_unlocked=False,
        late_entry_round=late_entry_round,
        pod=pod,
        plays_as_judge=staff is not None,
    )
    session.add(registration)
    session.flush()
    details: dict[str, object] = {"player": player.name}
    if late_entry_round is not None:
        details["first_round"] = late_entry_round
    if staff is not None:
        details["staff_role"] = staff.role
    action = "late entry" if late_entry_round is not None else "player registered"
    audit.record(session, event, by, action, details, why, registration.registered_at)
    if deck_list is not None:
        store_deck_list(session, event, registration, deck_list, deck_format, by=by, at=at)
    return registration


def drop_player(
    session: Session,
    registration: RegistrationRow,
    *,
    by: StaffRow,
    why: str = "",
    at: datetime | None = None,
    seen_version: int | None = None,
) -> MatchRow | None:
    """Drop a player; they are not paired again. If their round is already paired and its
    result not yet recorded, they concede it and the conceded match is returned (floor rules,
    Conceding and Dropping).

    ``seen_version`` is the registration's ``version`` the screen showed: when another station
    changed the player's record since, the drop is refused rather than made on what it no
    longer is."""
    event = registration.event
    require_role(by, event, StaffRole, "drop players", DROP_RULE)
    check_seen(
        seen_version,
        registration.version,
        lambda: registration_conflict(session, registration, "your drop"),
    )
    name = registration.player.name
    if registration.dropped_at is not None:
        raise EventRuleError(f"{name} has already dropped")
    round_ = current_round(session, event)
    with saving(session, lambda: registration_conflict(session, registration, "your drop")):
        registration.dropped_round = round_.number if round_ is not None else 0
        registration.dropped_at = now(at)
        registration.drop_reason = why
    audit.record(
        session,
        event,
        by,
        "player dropped",
        {"player": name, "round": registration.dropped_round},
        why,
        registration.dropped_at,
    )
    match = match_in_progress(session, registration)
    if match is None or match.result is not None:
        return None
    other = opponent(match, registration)
    if other is None:
        return None
    set_result(
        session,
        match,
        win_for(match, other),
        Ending.DROPPED,
        by=by,
        action="result",
        why=f"{name} dropped after the round was paired and so concedes it ({DROP_RULE})",
        at=registration.dropped_at,
    )
    return match


def undrop_player(
    session: Session,
    registration: RegistrationRow,
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
    seen_version: int | None = None,
) -> None:
    """Take back a drop entered by mistake; the player is paired again from the next round.

    A match conceded by the drop keeps its result, which is final (floor rules, Conceding and
    Dropping); a disqualified player stays out (Tournament Disqualification). ``seen_version``:
    as for ``drop_player``.
    """
    event = registration.event
    require_role(by, event, RUNS_EVENT, "take back a drop", DROP_RULE)
    check_seen(
        seen_version,
        registration.version,
        lambda: registration_conflict(session, registration, "your taking back of the drop"),
    )
    name = registration.player.name
    if registration.dropped_at is None:
        raise EventRuleError(f"{name} has not dropped")
    disqualified = session.scalars(
        select(PenaltyRow).where(
            PenaltyRow.registration_id == registration.id,
            PenaltyRow.level == PenaltyLevel.DISQUALIFICATION,
        )
    ).first()
    if disqualified is not None:
        raise EventRuleError(
            f"{name} was disqualified and cannot rejoin (floor rules, Tournament Disqualification)"
        )
    if not why.strip():
        raise EventRuleError("taking back a drop needs the reason, for the audit trail")
    dropped_round = registration.dropped_round
    with saving(session, lambda: registration_conflict(session, registration, "yours")):
        registration.dropped_round = None
        registration.dropped_at = None
        registration.drop_reason = None
    round_ = current_round(session, event)
    rejoins = 1 if round_ is None else round_.number + 1
    audit.record(
        session,
        event,
        by,
        "drop taken back",
        {"player": name, "dropped_round": dropped_round, "rejoins_round": rejoins},
        why,
        at,
    )


def remove_player(
    session: Session,
    registration: RegistrationRow,
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
    seen_version: int | None = None,
) -> None:
    """Take a registration back before the event starts (the wrong event, the same person
    entered twice): the registration, its deck list and its do-not-pair pairs go; the player's
    record stays for their other events. Audited with the reason.

    Once the event has started a player who leaves drops instead, so the rounds they played,
    their results and penalties stay on record (floor rules, Conceding and Dropping); a player
    with a penalty, or seated in a stored draft, is not removed either. ``seen_version``: as for
    ``drop_player``."""
    from tourney.events.do_not_pair import SETTING as DO_NOT_PAIR  # imports this module

    event = registration.event
    require_role(by, event, RUNS_ROUNDS, "remove players", "floor rules, Tournament Organizer")
    check_seen(
        seen_version,
        registration.version,
        lambda: registration_conflict(session, registration, "your removal"),
    )
    name = registration.player.name
    if event.status != EventStatus.REGISTRATION:
        raise EventRuleError(
            f"{event.name} has started, so {name} cannot be removed: drop them instead, which "
            f"keeps the rounds they played and their results on record ({DROP_RULE})"
        )
    if not why.strip():
        raise EventRuleError("removing a player needs the reason, for the audit trail")
    penalties = session.scalars(
        select(PenaltyRow).where(PenaltyRow.registration_id == registration.id)
    ).all()
    if penalties:
        raise EventRuleError(
            f"{name} has {len(penalties)} penalt{'y' if len(penalties) == 1 else 'ies'} on "
            "record, which must stay (floor rules, Tournament Penalties); drop them instead"
        )
    drafts = session.scalars(select(DraftRow).where(DraftRow.event_id == event.id)).all()
    seated = [d.pod for d in drafts if registration.id in (d.seats or [])]
    if seated:
        raise EventRuleError(
            f"{name} is seated in the stored draft of pod {seated[0]}; discard that draft "
            "first (Limited screen, or tourney limited draft discard)"
        )
    pairs = (event.settings or {}).get(DO_NOT_PAIR, [])
    kept = [pair for pair in pairs if registration.id not in (int(pair[0]), int(pair[1]))]
    details: dict[str, object] = {"player": name}
    if len(kept) != len(pairs):
        event.settings = {**(event.settings or {}), DO_NOT_PAIR: kept}
        details["do_not_pair_pairs_removed"] = len(pairs) - len(kept)
    if registration.deck_list is not None:
        details["deck_list"] = True
    session.delete(registration)
    session.flush()
    audit.record(session, event, by, "player removed", details, why.strip(), at)
