"""What the printouts read from the stored event: the round asked for, points before it, a player
named on the command line, names as shown (``shown_names``: players who share a name carry
their player number). Everything else comes straight from ``tourney.events``."""

from __future__ import annotations

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, RegistrationRow, RoundRow
from tourney.events.matches import current_round, rounds_of
from tourney.events.naming import shown_names
from tourney.events.registration import registrations_of
from tourney.events.staff import same_name
from tourney.events.swiss_link import event_standings
from tourney.printing.layout import PrintoutError

__all__ = ["chosen_round", "points_before", "registration_named", "shown_names"]


def chosen_round(session: Session, event: EventRow, number: int | None) -> RoundRow:
    """Round ``number``, or the current round when None."""
    if number is None:
        round_ = current_round(session, event)
        if round_ is None:
            raise PrintoutError(f"{event.name} has no rounds paired yet")
        return round_
    for round_ in rounds_of(session, event):
        if round_.number == number:
            return round_
    last = current_round(session, event)
    have = f"rounds 1-{last.number}" if last is not None else "no rounds yet"
    raise PrintoutError(f"{event.name} has no round {number} ({have})")


def points_before(session: Session, event: EventRow, number: int) -> dict[int, int]:
    """Match points per registration id going into round ``number`` (floor rules, Scoring)."""
    return {s.player.id: s.points for s in event_standings(session, event, number - 1)}


def registration_named(
    session: Session, event: EventRow, name: str | int | RegistrationRow
) -> RegistrationRow:
    """The registration of the player called ``name`` (case and spacing ignored); a
    registration already looked up (the command line's ``#N``) is taken as it is, and an int
    is a registration id (the window's choice, two players of one name told apart)."""
    if isinstance(name, int):
        found_row = session.get(RegistrationRow, name)
        if found_row is None:
            raise PrintoutError(f"no registration {name} in {event.name}")
        name = found_row
    if isinstance(name, RegistrationRow):
        if name.event_id != event.id:
            raise PrintoutError(f"{name.player.name} is not registered in {event.name}")
        return name
    registrations = registrations_of(session, event)
    found = [r for r in registrations if same_name(r.player.name, name)]
    if not found:
        raise PrintoutError(f"no player named {name!r} is registered in {event.name}")
    if len(found) > 1:
        raise PrintoutError(
            f"{len(found)} players in {event.name} are named {name!r}; their registrations "
            f"are {', '.join(str(r.id) for r in found)}"
        )
    return found[0]
