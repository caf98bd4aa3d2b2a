"""Deck lists handed in at registration, kept as the text the player gave.

Floor rules, Tier 2 and Tier 3 Rules, Deck Lists: "Deck lists must be turned in prior to the
advertised start time ... Changes may be made to a deck list after it has been turned in but
only before an event starts and only with the Head Judge's approval." Every list locks when the
event starts; the head judge may unlock one (to correct it after a deck-list penalty, floor
rules, Deck Lists: the list is "corrected" along with the penalty), and it locks again on change.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, RegistrationRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.conflicts import check_seen, registration_conflict, saving
from tourney.events.errors import DeckListLockedError, EventRuleError
from tourney.events.model import EventStatus, StaffRole, Tier, tier_rule
from tourney.events.staff import require_role

# Kinds of list the deck readers in tourney/decks/ understand.
DECK_FORMATS = ("text", "o8d", "ponyhead")


def submit_deck_list(
    session: Session,
    registration: RegistrationRow,
    text: str,
    *,
    source_format: str = "text",
    by: StaffRow,
    approved_by: StaffRow | None = None,
    why: str = "",
    at: datetime | None = None,
    seen_version: int | None = None,
) -> RegistrationRow:
    """Hand in or replace a player's deck list, enforcing when it may change (see module).

    ``approved_by`` is the head judge approving a change to a Tier 2/3 list before the start;
    the head judge entering the change approves it by doing so. ``seen_version`` is the
    registration's ``version`` the screen showed: a list changed since on another station is
    not replaced by one edited from the older one.
    """
    event = registration.event
    require_role(by, event, StaffRole, "take deck lists", "floor rules, Deck Lists")
    check_seen(
        seen_version,
        registration.version,
        lambda: registration_conflict(session, registration, "your deck list"),
    )
    name = registration.player.name
    if event.status == EventStatus.FINISHED:
        raise DeckListLockedError(f"{event.name} has finished; {name}'s deck list is final")
    approver: StaffRow | None = None
    if event.status == EventStatus.RUNNING:
        if not registration.deck_unlocked:
            rule = (
                f" ({tier_rule(event.tier, 'Deck Lists')})"
                if event.tier >= Tier.CHAMPIONSHIP
                else ""
            )
            raise DeckListLockedError(
                f"{name}'s deck list locked when {event.name} started{rule}; only the head "
                "judge can unlock it"
            )
    elif registration.deck_list is not None and event.tier >= Tier.CHAMPIONSHIP:
        approver = approved_by if approved_by is not None else by
        if approver.role != StaffRole.HEAD_JUDGE or approver.event_id != event.id:
            raise DeckListLockedError(
                f"{name} already turned in a deck list; at Tier {event.tier} it may change "
                f"only with the head judge's approval ({tier_rule(event.tier, 'Deck Lists')})"
            )
    store_deck_list(
        session,
        event,
        registration,
        text,
        source_format,
        by=by,
        approved_by=approver,
        why=why,
        at=at,
    )
    return registration


def unlock_deck_list(
    session: Session,
    registration: RegistrationRow,
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
) -> None:
    """The head judge lets one changed list in after the start (floor rules, Judges: the head
    judge has "ultimate responsibility and authority"). The list locks again once changed."""
    event = registration.event
    require_role(by, event, [StaffRole.HEAD_JUDGE], "unlock a deck list", "floor rules, Judges")
    if not why.strip():
        raise EventRuleError("unlocking a deck list needs the reason, for the audit trail")
    with saving(session, lambda: registration_conflict(session, registration, "the unlock")):
        registration.deck_unlocked = True
    audit.record(
        session, event, by, "deck list unlocked", {"player": registration.player.name}, why, at
    )


def store_deck_list(
    session: Session,
    event: EventRow,
    registration: RegistrationRow,
    text: str,
    source_format: str,
    *,
    by: StaffRow,
    approved_by: StaffRow | None = None,
    why: str = "",
    at: datetime | None = None,
) -> None:
    """Store and audit a list; the caller has decided it may change. The replaced text is kept in
    the audit trail, so a deck check can be compared with any list the player handed in."""
    if not text.strip():
        raise EventRuleError(f"{registration.player.name}'s deck list is empty")
    if source_format not in DECK_FORMATS:
        raise EventRuleError(
            f"unknown deck list format {source_format!r}; expected one of {', '.join(DECK_FORMATS)}"
        )
    previous = registration.deck_list
    with saving(session, lambda: registration_conflict(session, registration, "your deck list")):
        registration.deck_list = text
        registration.deck_format = source_format
        registration.deck_submitted_at = now(at)
        registration.deck_unlocked = False
    details: dict[str, object] = {"player": registration.player.name, "format": source_format}
    if approved_by is not None:
        details["approved_by"] = approved_by.name
    if previous is not None:
        details["previous"] = previous
    action = "deck list replaced" if previous is not None else "deck list submitted"
    audit.record(session, event, by, action, details, why, registration.deck_submitted_at)
