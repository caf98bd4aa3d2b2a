"""A practice booster draft, one pick at a time, so the drafted pools register themselves.

Booster Draft Format (2016 document, section 11): each player opens a pack, "chooses a card from
that pack, places it face-down in front of them, and passes the remaining cards to the next
player ... until all cards in a pack have been drafted", then the next pack is opened; packs 1
and 3 pass left, 2 and 4 right, most recent set first.

``Draft`` is the state: every pick is an explicit step (``pick(seat, card)``), entered by a
person or made by a ``Picker`` (``simulate``, ``simulate_pick``); when every seat has picked,
the packs pass; ``simulate_seats`` picks for seats set to simulate whenever their pack is in
front of them. ``picks`` is every pick in the order made, so a stored draft resumes by
replaying them (``Draft(pod, packs, picks)``) and ``undo`` takes back the last one exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from tourney.cards.catalog import CardCatalog, normalize_name
from tourney.cards.model import Card, Rarity
from tourney.legality.format import PackCount
from tourney.limited.boosters import DEFAULT_COLLATION, Collation, Pack, open_packs
from tourney.limited.pods import DRAFT_RULE, PassDirection, Pod, pack_order, pack_passing

T = TypeVar("T")


class DraftError(ValueError):
    """A pick that cannot be made; the message names the seat and the card."""


@dataclass(frozen=True)
class DraftPick:
    """One card taken: by ``seat``, at pick ``pick`` (1, 2, ...) of pack ``pack`` (1, 2, ...)."""

    seat: int
    card: Card
    pack: int
    pick: int
    simulated: bool = False


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

    def __init__(
        self,
        pod: Pod[T],
        packs: Sequence[Sequence[Pack]],
        picks: Sequence[tuple[int, Card] | DraftPick] = (),
    ) -> None:
        """``picks`` (seat, card), in the order made, are replayed: a stored draft resumes."""
        if len(packs) != len(pod.seats):
            raise DraftError(f"pod {pod.number} has {len(pod.seats)} seats but {len(packs)} packs")
        counts = {len(p) for p in packs}
        if len(counts) != 1:
            raise DraftError(f"pod {pod.number}: every seat opens the same number of packs")
        self.pod = pod
        self._packs = [list(p) for p in packs]
        self.pack_count = counts.pop()
        self.directions = pack_passing(self.pack_count)
        self._restart()
        for entry in picks:
            if isinstance(entry, DraftPick):
                self.pick(entry.seat, entry.card, simulated=entry.simulated)
            else:
                self.pick(*entry)

    def _restart(self) -> None:
        self.round = 0  # index of the pack being drafted
        self._passes = 0  # passes made in this round
        self._in_front: list[list[Card]] = [list(p[0].cards) for p in self._packs]
        self._chosen: dict[int, Card] = {}
        self._picks: list[list[Card]] = [[] for _ in self.pod.seats]
        self.picks: list[DraftPick] = []  # every pick, in the order made

    @property
    def packs(self) -> list[list[Pack]]:
        """The packs each seat opens, in opening order."""
        return [list(p) for p in self._packs]

    @property
    def finished(self) -> bool:
        return self.round >= self.pack_count

    @property
    def direction(self) -> PassDirection:
        return self.directions[min(self.round, self.pack_count - 1)]

    @property
    def pack_number(self) -> int:
        """The pack being drafted, 1-based (the last one once finished)."""
        return min(self.round, self.pack_count - 1) + 1

    @property
    def pick_number(self) -> int:
        """The pick being made from the current pack, 1-based."""
        return self._passes + 1

    def chosen(self, seat: int) -> Card | None:
        """The card ``seat`` took this turn, while the others still pick (not passed yet)."""
        return self._chosen.get(seat)

    def pack_at(self, seat: int) -> tuple[Card, ...]:
        """The cards in front of ``seat`` now."""
        return tuple(self._in_front[seat - 1]) if not self.finished else ()

    def card_in_pack(self, seat: int, written: str, catalog: CardCatalog | None = None) -> Card:
        """The card in front of ``seat`` that ``written`` names: its collector number, card id,
        full name or (when one card in the pack has it) title; with ``catalog``, also a
        misspelling the catalogue resolves to one card of the pack."""
        if self.finished:
            raise DraftError(f"pod {self.pod.number}: the draft is over")
        self.check_seat(seat)
        pack = self.pack_at(seat)
        where = (
            f"pod {self.pod.number}, seat {seat}, pack {self.pack_number} pick {self.pick_number}"
        )
        key, name = written.strip().casefold(), normalize_name(written)
        for found in (
            [c for c in pack if c.number.casefold() == key or c.guid.casefold() == key],
            [c for c in pack if normalize_name(c.name) == name],
            [c for c in pack if normalize_name(c.title) == name],
        ):
            if len(found) == 1:
                return found[0]
            if found:
                named = "; ".join(f"{c.number} {c.name}" for c in found)
                raise DraftError(
                    f"{where}: {written!r} names {len(found)} cards in the pack ({named}); give "
                    "the collector number"
                )
        if catalog is not None and name:
            match = catalog.lookup(written)
            chosen = match.resolved
            if chosen is not None and any(c.guid == chosen.guid for c in pack):
                return chosen
        held = "; ".join(f"{c.number} {c.name}" for c in pack)
        raise DraftError(
            f"{where}: {written!r} is not in the pack in front of that seat ({DRAFT_RULE}); "
            f"it holds: {held}"
        )

    def waiting(self) -> list[int]:
        """Seats that have not picked from their current pack yet."""
        if self.finished:
            return []
        return [s for s in range(1, len(self.pod.seats) + 1) if s not in self._chosen]

    def picks_of(self, seat: int) -> list[Card]:
        return list(self._picks[seat - 1])

    def pick(self, seat: int, card: Card, *, simulated: bool = False) -> DraftPick:
        """``seat`` takes ``card`` from the pack in front of it; when all seats have, the packs
        pass, and an empty round opens the next pack."""
        where = f"pod {self.pod.number}, seat {seat}"
        if self.finished:
            raise DraftError(f"pod {self.pod.number}: the draft is over")
        self.check_seat(seat)
        turn = f"pack {self.pack_number} pick {self.pick_number}"
        if seat in self._chosen:
            raise DraftError(
                f"{where} has already picked this turn ({turn}: {self._chosen[seat].name})"
            )
        if all(c.guid != card.guid for c in self._in_front[seat - 1]):
            raise DraftError(
                f"{where}, {turn}: {card.name} ({card.number}) is not in the pack in front of "
                f"that seat ({DRAFT_RULE})"
            )
        made = DraftPick(seat, card, self.pack_number, self.pick_number, simulated)
        self._chosen[seat] = card
        self.picks.append(made)
        if not self.waiting():
            self._pass()
        return made

    def check_seat(self, seat: int) -> None:
        """Refuse a seat number the pod does not have."""
        if not 1 <= seat <= len(self.pod.seats):
            raise DraftError(
                f"pod {self.pod.number} has seats 1 to {len(self.pod.seats)}, not {seat}"
            )

    def undo(self) -> DraftPick:
        """Take back the last pick (passing back the packs if it made them pass); every other
        pick stays."""
        if not self.picks:
            raise DraftError(f"pod {self.pod.number}: no pick has been made yet")
        *kept, last = self.picks
        self._restart()
        for entry in kept:
            self.pick(entry.seat, entry.card, simulated=entry.simulated)
        return last

    def simulate(self, picker: Picker, rng: random.Random) -> list[DraftPick]:
        """Let ``picker`` make every pick not entered, to the end of the draft."""
        made: list[DraftPick] = []
        while not self.finished:
            made += self.simulate_pick(picker, rng)
        return made

    def simulate_seats(
        self, picker: Picker, rng: random.Random, seats: Collection[int]
    ) -> list[DraftPick]:
        """Let ``picker`` pick for ``seats`` (seats set to always simulate) each time their
        pack is in front of them, until the draft waits for a seat not among them or is over."""
        made: list[DraftPick] = []
        while due := [s for s in self.waiting() if s in seats]:
            made += self.simulate_pick(picker, rng, due)
        return made

    def simulate_pick(
        self, picker: Picker, rng: random.Random, seats: Collection[int] | None = None
    ) -> list[DraftPick]:
        """Let ``picker`` make this turn's pick for ``seats`` (default: every seat still
        waiting); seats that have picked already are left alone."""
        waiting = self.waiting()
        if seats is not None:
            for seat in seats:
                self.check_seat(seat)
            waiting = [s for s in waiting if s in seats]
        return [
            self.pick(
                seat,
                picker.choose(self.pack_at(seat), self.picks_of(seat), rng),
                simulated=True,
            )
            for seat in waiting
        ]

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
        self._passes += 1
        seats = len(self.pod.seats)
        step = self.pod.left_of if self.direction is PassDirection.LEFT else self.pod.right_of
        passed: list[list[Card]] = [[] for _ in range(seats)]
        for seat in range(1, seats + 1):
            passed[step(seat) - 1] = self._in_front[seat - 1]
        self._in_front = passed
        if all(not pack for pack in self._in_front):
            self.round += 1
            self._passes = 0
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
