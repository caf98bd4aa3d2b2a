"""A practice booster draft, one pick at a time, so the drafted pools register themselves.

Booster Draft Format (2016 document, section 11): each player opens a pack, "chooses a card from
that pack, places it face-down in front of them, and passes the remaining cards to the next
player ... until all cards in a pack have been drafted", then the next pack is opened; packs 1
and 3 pass left, 2 and 4 right, most recent set first.

``Draft`` is the state: every pick is an explicit step (``pick(seat, card)``), entered by a
person or made by a ``Picker`` (``simulate``); when every seat has picked, the packs pass.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card, Rarity
from tourney.legality.format import PackCount
from tourney.limited.boosters import DEFAULT_COLLATION, Collation, Pack, open_packs
from tourney.limited.pods import DRAFT_RULE, PassDirection, Pod, pack_order, pack_passing

T = TypeVar("T")


class DraftError(ValueError):
    """A pick that cannot be made; the message names the seat and the card."""


class Picker(Protocol):
    def choose(self, pack: Sequence[Card], picked: Sequence[Card], rng: random.Random) -> Card: ...


_RARITY_ORDER = {
    Rarity.ULTRA_RARE: 5,
    Rarity.SUPER_RARE: 4,
    Rarity.RARE: 3,
    Rarity.UNCOMMON: 2,
    Rarity.COMMON: 1,
}


class RarityPicker:
    """A simple seeded drafter: the rarest card in the pack, ties broken at random."""

    def choose(self, pack: Sequence[Card], picked: Sequence[Card], rng: random.Random) -> Card:
        best = max(_RARITY_ORDER.get(c.rarity, 0) for c in pack)
        return rng.choice([c for c in pack if _RARITY_ORDER.get(c.rarity, 0) == best])


class Draft(Generic[T]):
    """One pod's draft. ``packs[seat - 1]`` are the packs that seat opens, in opening order."""

    def __init__(self, pod: Pod[T], packs: Sequence[Sequence[Pack]]) -> None:
        if len(packs) != len(pod.seats):
            raise DraftError(f"pod {pod.number} has {len(pod.seats)} seats but {len(packs)} packs")
        counts = {len(p) for p in packs}
        if len(counts) != 1:
            raise DraftError(f"pod {pod.number}: every seat opens the same number of packs")
        self.pod = pod
        self._packs = [list(p) for p in packs]
        self.pack_count = counts.pop()
        self.directions = pack_passing(self.pack_count)
        self.round = 0  # index of the pack being drafted
        self._in_front: list[list[Card]] = [list(p[0].cards) for p in self._packs]
        self._chosen: dict[int, Card] = {}
        self._picks: list[list[Card]] = [[] for _ in pod.seats]

    @property
    def finished(self) -> bool:
        return self.round >= self.pack_count

    @property
    def direction(self) -> PassDirection:
        return self.directions[min(self.round, self.pack_count - 1)]

    def pack_at(self, seat: int) -> tuple[Card, ...]:
        """The cards in front of ``seat`` now."""
        return tuple(self._in_front[seat - 1]) if not self.finished else ()

    def waiting(self) -> list[int]:
        """Seats that have not picked from their current pack yet."""
        if self.finished:
            return []
        return [s for s in range(1, len(self.pod.seats) + 1) if s not in self._chosen]

    def picks_of(self, seat: int) -> list[Card]:
        return list(self._picks[seat - 1])

    def pick(self, seat: int, card: Card) -> None:
        """``seat`` takes ``card`` from the pack in front of it; when all seats have, the packs
        pass, and an empty round opens the next pack."""
        if self.finished:
            raise DraftError(f"pod {self.pod.number}: the draft is over")
        if seat in self._chosen:
            raise DraftError(f"pod {self.pod.number}, seat {seat} has already picked this turn")
        if all(c.guid != card.guid for c in self._in_front[seat - 1]):
            raise DraftError(
                f"pod {self.pod.number}, seat {seat}: {card.name} ({card.number}) is not in the "
                f"pack in front of that seat ({DRAFT_RULE})"
            )
        self._chosen[seat] = card
        if not self.waiting():
            self._pass()

    def simulate(self, picker: Picker, rng: random.Random) -> None:
        """Let ``picker`` make every pick not entered, to the end of the draft."""
        while not self.finished:
            for seat in self.waiting():
                self.pick(seat, picker.choose(self.pack_at(seat), self.picks_of(seat), rng))

    def pools(self) -> dict[T, Counter[str]]:
        """Each player's drafted cards by card id (complete once ``finished``)."""
        return {
            player: Counter(c.guid for c in self._picks[i])
            for i, player in enumerate(self.pod.seats)
        }

    def _pass(self) -> None:
        for seat, card in self._chosen.items():
            self._picks[seat - 1].append(card)
            front = self._in_front[seat - 1]
            front.pop(next(i for i, c in enumerate(front) if c.guid == card.guid))
        self._chosen = {}
        seats = len(self.pod.seats)
        step = self.pod.left_of if self.direction is PassDirection.LEFT else self.pod.right_of
        passed: list[list[Card]] = [[] for _ in range(seats)]
        for seat in range(1, seats + 1):
            passed[step(seat) - 1] = self._in_front[seat - 1]
        self._in_front = passed
        if all(not pack for pack in self._in_front):
            self.round += 1
            if not self.finished:
                self._in_front = [list(p[self.round].cards) for p in self._packs]


def open_draft_packs(
    catalog: CardCatalog,
    pod: Pod[T],
    packs: Sequence[PackCount],
    *,
    seed: int | str,
    collation: Collation = DEFAULT_COLLATION,
) -> list[list[Pack]]:
    """Each seat's packs in opening order, most recent set first (``pack_order``)."""
    released = {s.code: s.released for s in catalog.sets.values()}
    order = [PackCount(code, 1) for code in pack_order(packs, released)]
    return [
        open_packs(catalog, order, seed=f"{seed}:pod{pod.number}:seat{seat}", collation=collation)
        for seat in range(1, len(pod.seats) + 1)
    ]


def simulate_draft(
    catalog: CardCatalog,
    pod: Pod[T],
    packs: Sequence[PackCount],
    *,
    seed: int | str,
    picker: Picker | None = None,
) -> Draft[T]:
    """A whole practice draft for one pod, every pick made by ``picker`` (``RarityPicker``)."""
    draft = Draft(pod, open_draft_packs(catalog, pod, packs, seed=seed))
    draft.simulate(picker or RarityPicker(), random.Random(f"picks:{seed}:{pod.number}"))
    return draft
