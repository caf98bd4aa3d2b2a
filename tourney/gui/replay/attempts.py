"""Everything a player could try with one card, legal or not, so the judge can ask "why not?".

The engine lists only legal choices; a player at the table tries illegal ones too. Every choice
kind of the engine that names a card (and maybe a player and an area) is built for the card
from its fields, so kinds the engine adds later are offered without a change here.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass

from engine import Area, Choice, GameState
from engine.choices import CHOICES, Concede
from tourney.gui.replay.lines import Replay

_BUILDABLE = {"player", "card", "area"}


@dataclass(frozen=True)
class Attempt:
    choice: Choice
    why_not: str | None  # None: legal now

    @property
    def legal(self) -> bool:
        return self.why_not is None


def _areas(state: GameState) -> list[Area]:
    return state.areas()


def card_attempts(replay: Replay, iid: int) -> list[Attempt]:
    """Each choice kind naming a card, for this card, by its controller; legal ones first."""
    state = replay.state()
    card = state.cards.get(iid)
    if card is None:
        return []
    built: list[Choice] = []
    for cls in CHOICES.values():
        if cls is Concede or not dataclasses.is_dataclass(cls):
            continue
        fields = {f.name: f for f in dataclasses.fields(cls)}
        required = {
            name
            for name, f in fields.items()
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        }
        if "card" not in fields or not required <= _BUILDABLE:
            continue  # other fields (a host, a target) keep their defaults
        if typing.get_type_hints(cls).get("card") is not int:
            continue
        base = {"player": card.controller} if "player" in fields else {}
        if "area" in fields:
            areas: list[Area | None] = list(_areas(state))
            if "area" not in required:
                areas.insert(0, None)
            built += [cls(**base, card=iid, area=a) for a in areas]
        else:
            built.append(cls(**base, card=iid))
    attempts = [Attempt(c, replay.why_not(c)) for c in built]
    return sorted(attempts, key=lambda a: not a.legal)
