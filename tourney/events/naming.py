"""Names as shown wherever a player's name appears (window, printouts, messages): two players
with the same name are told apart by their player number.

A player's number is their place in registration order, the ``#N`` that ``tourney event show``
lists and the command line accepts for a player ("#12"). It is added only where names collide
("Pinkie Pie #3", "Pinkie Pie #17"); everyone else is shown by name alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, RegistrationRow
from tourney.events.registration import registrations_of
from tourney.events.staff import name_key


def distinguished(names: Sequence[str]) -> list[str]:
    """``names`` (in registration order) as shown: a name two or more share (case and spacing
    aside, as ``same_name`` compares) gets " #N", N its 1-based place in the sequence."""
    counts = Counter(name_key(n) for n in names)
    return [
        f"{name} #{number}" if counts[name_key(name)] > 1 else name
        for number, name in enumerate(names, start=1)
    ]


def shown_names_of(registrations: Sequence[RegistrationRow]) -> dict[int, str]:
    """Registration id -> the name as shown, for an event's registrations in registration
    order (``registrations_of``)."""
    shown = distinguished([r.player.name for r in registrations])
    return {r.id: name for r, name in zip(registrations, shown, strict=True)}


def shown_names(session: Session, event: EventRow) -> dict[int, str]:
    """Registration id -> the name as shown, for every player of ``event``."""
    return shown_names_of(registrations_of(session, event))


def shown_name(session: Session, registration: RegistrationRow) -> str:
    """One player's name as shown (for a message or a dialog: a table reads ``shown_names``
    once)."""
    return shown_names(session, registration.event)[registration.id]
