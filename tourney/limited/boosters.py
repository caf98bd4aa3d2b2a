"""Booster packs, generated from each set's ``<packaging>`` in the card data, seeded.

The collation model is replaceable: anything with ``open_pack(booster, rng)`` (``Collation``)
can fill packs. Tourney uses ``OctgnCollation``, which follows the OCTGN packaging exactly: for
every MLP CCG booster set it is 3 uncommons, 1 rare, 7 commons and one slot that is an ultra
rare with the set's probability (0.077 for Premiere, 0.083 after) and otherwise a common, each
card drawn uniformly from the set's cards of that rarity, with no card twice in one pack.

How real boxes differed, and so what this model does not reproduce: from Equestrian Odysseys on,
sets also had super rares (rarity SR in the data), which turned up in real packs but have no
slot in the OCTGN packaging, so generated packs never contain them; later sets' royal rares are
not in the card data at all; and real print sheets were not uniform within a rarity. Manes and
Starting Problems printed at C/U/R/UR do appear, as they did in real boosters.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import BoosterDefinition, Card, CardSet, PackPick, SetKind
from tourney.legality.format import PackCount


class BoosterError(ValueError):
    """Packs cannot be made for this set; the message names the set and the reason."""


@dataclass(frozen=True)
class Pack:
    set_code: str
    cards: tuple[Card, ...]


class BoosterSet:
    """One set ready to open packs from: its booster definition and its cards by property."""

    def __init__(self, card_set: CardSet, cards: Sequence[Card]) -> None:
        if card_set.booster is None:
            raise BoosterError(_no_booster(card_set))
        self.card_set = card_set
        self.booster: BoosterDefinition = card_set.booster
        # Collector order, so a seed gives the same pack whatever order the catalogue loaded in.
        self.cards = tuple(sorted(cards, key=lambda c: (_number_key(c.number), c.guid)))
        self._matching: dict[tuple[str, str], tuple[Card, ...]] = {}

    def matching(self, pick: PackPick) -> tuple[Card, ...]:
        """The set's cards a pick may give, e.g. every common for ``Rarity = C``."""
        key = (pick.key, pick.value)
        if key not in self._matching:
            value = _PROPERTIES.get(pick.key)
            if value is None:
                raise BoosterError(
                    f"{self.card_set.name}: its packaging picks cards by {pick.key!r}, which "
                    f"Tourney cannot read (known: {', '.join(_PROPERTIES)})"
                )
            self._matching[key] = tuple(c for c in self.cards if value(c) == pick.value)
        return self._matching[key]


_PROPERTIES = {"Rarity": lambda c: str(c.rarity), "Type": lambda c: str(c.type)}


class Collation(Protocol):
    """How a pack is filled from a set's booster definition."""

    name: str

    def open_pack(self, booster_set: BoosterSet, rng: random.Random) -> list[Card]: ...


class OctgnCollation:
    """The OCTGN packaging as defined (see the module docstring)."""

    name = "OCTGN packaging: each slot uniform within its rarity, no card twice in a pack"

    def open_pack(self, booster_set: BoosterSet, rng: random.Random) -> list[Card]:
        picks = list(booster_set.booster.picks)
        for options in booster_set.booster.slots:
            roll = rng.random()
            for option in options:
                roll -= option.probability
                if roll < 0:
                    break
            picks.extend(option.picks)  # the last option when rounding leaves roll >= 0
        cards: list[Card] = []
        taken: set[str] = set()
        for pick in picks:
            choices = [c for c in booster_set.matching(pick) if c.guid not in taken]
            if len(choices) < pick.qty:
                raise BoosterError(
                    f"{booster_set.card_set.name}: a pack needs {pick.qty} more cards with "
                    f"{pick.key} {pick.value}, and the set has only {len(choices)} left"
                )
            chosen = rng.sample(choices, pick.qty)
            cards.extend(chosen)
            taken.update(c.guid for c in chosen)
        return cards


DEFAULT_COLLATION = OctgnCollation()


def booster_set(catalog: CardCatalog, set_code: str) -> BoosterSet:
    """The booster set with this code ("PR", case aside); only tournament cards go in packs."""
    wanted = set_code.strip().casefold()
    for card_set in catalog.sets.values():
        if card_set.code.casefold() == wanted and card_set.kind is not SetKind.PROMO:
            cards = [c for c in catalog.cards if c.set_guid == card_set.guid and c.tournament_card]
            return BoosterSet(card_set, cards)
    codes = sorted(s.code for s in catalog.sets.values() if s.booster is not None)
    raise BoosterError(f"no set with code {set_code!r}; sets with boosters: {', '.join(codes)}")


def open_packs(
    catalog: CardCatalog,
    packs: Sequence[PackCount],
    *,
    seed: int | str,
    collation: Collation = DEFAULT_COLLATION,
) -> list[Pack]:
    """Open the packs listed, in order; the same seed opens the same cards."""
    rng = random.Random(f"boosters:{seed}")
    sets = {p.set_code: booster_set(catalog, p.set_code) for p in packs}
    return [
        Pack(
            sets[entry.set_code].card_set.code,
            tuple(collation.open_pack(sets[entry.set_code], rng)),
        )
        for entry in packs
        for _ in range(entry.packs)
    ]


def _no_booster(card_set: CardSet) -> str:
    if card_set.kind is SetKind.EXPANSION:
        return (
            f"{card_set.name} has no booster definition in the database: import the card data "
            "again (`tourney cards import PATH`) to read its <packaging>"
        )
    return f"{card_set.name} was not sold in booster packs (its card data defines none)"


def _number_key(number: str) -> tuple[int, str]:
    digits = "".join(ch for ch in number if ch.isdigit() or ch == "-")
    try:
        return int(digits), number
    except ValueError:
        return 0, number
