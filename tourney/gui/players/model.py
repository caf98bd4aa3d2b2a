"""The players table: one line per registration, built from the stored event."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import EventRow
from tourney.events.deck_checks import open_deck_list_problems
from tourney.events.model import EventStatus
from tourney.events.naming import shown_names_of
from tourney.events.registration import registrations_of
from tourney.events.staff import name_key
from tourney.gui.table import Column, RowFilterProxy, RowTableModel
from tourney.gui.theme import brush


@dataclass(frozen=True)
class PlayerLine:
    registration_id: int
    number: int  # order of registration, 1 = first
    name: str
    deck: str  # "handed in", "not legal", "none", "unlocked"
    status: str  # "playing", "dropped in round 2", "late entry: from round 3"
    dropped: bool
    same_name: int  # other players of this event with the same name
    plays_as_judge: bool
    deck_problem: str = ""  # what is wrong with the list handed in, before the start
    version: int = 0  # the registration's row version when read: a drop from it checks it
    shown: str = ""  # the name as shown everywhere ("Pinkie Pie #3" when names collide)

    @property
    def flags(self) -> str:
        notes = []
        if self.same_name:
            notes.append(f"same name as {self.same_name} other: check they are different people")
        if self.plays_as_judge:
            notes.append("on staff and playing (Tier 1 Rules: Player Eligibility)")
        return "; ".join(notes)


def player_lines(
    session: Session, event: EventRow, catalog: CardCatalog | None = None
) -> list[PlayerLine]:
    """With ``catalog``, a list handed in before the start that is not legal reads "not legal"
    (``open_deck_list_problems``), with the problems as its tooltip."""
    registrations = registrations_of(session, event)
    problems = (
        {
            p.registration.id: p.problem
            for p in open_deck_list_problems(session, event, catalog)
            if not p.missing
        }
        if catalog is not None and event.status == EventStatus.REGISTRATION
        else {}
    )
    names = Counter(name_key(r.player.name) for r in registrations)
    shown = shown_names_of(registrations)
    lines = []
    for number, registration in enumerate(registrations, start=1):
        if registration.dropped_at is not None:
            status = (
                f"dropped in round {registration.dropped_round}"
                if registration.dropped_round
                else "dropped before round 1"
            )
        elif registration.late_entry_round is not None:
            status = f"late entry: from round {registration.late_entry_round}"
        else:
            status = "playing"
        if registration.deck_list is None:
            deck = "none"
        elif registration.deck_unlocked:
            deck = "unlocked"
        elif registration.id in problems:
            deck = "not legal"
        else:
            deck = "handed in"
        lines.append(
            PlayerLine(
                registration_id=registration.id,
                number=number,
                name=registration.player.name,
                deck=deck,
                status=status,
                dropped=registration.dropped_at is not None,
                same_name=names[name_key(registration.player.name)] - 1,
                plays_as_judge=registration.plays_as_judge,
                deck_problem=problems.get(registration.id, ""),
                version=registration.version,
                shown=shown[registration.id],
            )
        )
    return lines


def _status_brush(line: PlayerLine):
    return brush("muted") if line.dropped else None


PLAYER_COLUMNS = (
    Column("#", lambda p: p.number, numeric=True),
    Column("Name", lambda p: p.shown or p.name, bold=lambda p: bool(p.same_name)),
    Column(
        "Deck list",
        lambda p: p.deck,
        foreground=lambda p: brush("warn") if p.deck in ("none", "not legal") else None,
        tooltip=lambda p: p.deck_problem,
    ),
    Column("Status", lambda p: p.status, foreground=_status_brush),
    Column(
        "Notes",
        lambda p: p.flags,
        foreground=lambda p: brush("warn") if p.flags else None,
        tooltip=lambda p: p.flags,
        stretch=True,
    ),
)


class PlayersModel(RowTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(PLAYER_COLUMNS, parent=parent)


def players_proxy(model: PlayersModel) -> RowFilterProxy:
    return RowFilterProxy(model)
