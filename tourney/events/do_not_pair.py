"""The do-not-pair list: players the organizer keeps apart in Swiss pairings (family members
travelling together, a player and the friend driving them, a reported conflict).

The list is an event setting (``settings["do_not_pair"]``, pairs of registration ids); the
Swiss core treats it as a hard constraint that ranks above avoiding rematches, and when no
pairing can keep a listed pair apart it pairs them anyway and says so (a ``Bend``), which
``pair_next_round`` writes to the audit trail with the round.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, RegistrationRow, StaffRow
from tourney.events import audit
from tourney.events.errors import EventRuleError
from tourney.events.registration import registrations_of
from tourney.events.staff import RUNS_EVENT, require_role

SETTING = "do_not_pair"


def set_do_not_pair(
    session: Session,
    event: EventRow,
    pairs: Iterable[tuple[RegistrationRow, RegistrationRow]],
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
) -> list[tuple[RegistrationRow, RegistrationRow]]:
    """Replace the event's do-not-pair list with ``pairs`` (an empty list clears it). The
    organizer or head judge decides; the old and new lists and the reason are audited.
    Returns the list as stored (each pair once, in registration order)."""
    require_role(by, event, RUNS_EVENT, "set the do-not-pair list", "floor rules, Swiss Pairings")
    if not why.strip():
        raise EventRuleError("the do-not-pair list needs the reason, for the audit trail")
    stored: list[tuple[RegistrationRow, RegistrationRow]] = []
    seen: set[frozenset[int]] = set()
    for n, (a, b) in enumerate(pairs, start=1):
        for registration in (a, b):
            if registration.event_id != event.id:
                raise EventRuleError(
                    f"do-not-pair pair {n}: {registration.player.name} is not registered for "
                    f"{event.name}"
                )
        if a.id == b.id:
            raise EventRuleError(f"do-not-pair pair {n} names {a.player.name} twice")
        key = frozenset((a.id, b.id))
        if key not in seen:
            seen.add(key)
            stored.append((a, b) if a.id < b.id else (b, a))
    previous = do_not_pair_of(session, event)
    event.settings = {**(event.settings or {}), SETTING: [[a.id, b.id] for a, b in stored]}
    session.flush()
    audit.record(
        session,
        event,
        by,
        "do-not-pair list set",
        {
            "pairs": [[a.player.name, b.player.name] for a, b in stored],
            "previous": [[a.player.name, b.player.name] for a, b in previous],
        },
        why.strip(),
        at,
    )
    return stored


def do_not_pair_of(
    session: Session, event: EventRow
) -> list[tuple[RegistrationRow, RegistrationRow]]:
    """The event's do-not-pair list as registrations."""
    by_id = {r.id: r for r in registrations_of(session, event)}
    return [
        (by_id[int(a)], by_id[int(b)])
        for a, b in (event.settings or {}).get(SETTING, [])
        if int(a) in by_id and int(b) in by_id
    ]
