"""Legal base decks built from real cards, and the shipped formats, for the legality tests.

Each test starts from a deck a judge would pass and breaks exactly one rule, so a failing test
points at one check.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

import pytest

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.decks.model import Deck, DeckList, DeckListProblem, ResolvedDeck
from tourney.legality import Format, LegalityReport, check_deck, load_formats

# After every ban in the 2016 floor rules and every set they name: base decks are legal here.
EVENT_DAY = date(2016, 9, 1)

# Twilight Sparkle, Faithful Student; five Starting Problems x2; fifteen Friends x3.
PREMIERE_MANE = "PR4"
PREMIERE_PROBLEMS = ["PR169", "PR172", "PR178", "PR190", "PR193"]
PREMIERE_DRAW = [
    "PR7", "PR10", "PR13", "PR19", "PR22", "PR25", "PR28", "PR31",
    "PR34", "PR37", "PR40", "PR43", "PR46", "PR49", "PR52",
]  # fmt: skip

# Rainbow Dash, Ambassador of Loyalty; Mob Mentality and Winter is Coming start.
ODYSSEY_MANE = "EO1"
ODYSSEY_PROBLEMS = ["EO192", "EO201", "EO183", "EO186", "EO189"]
ODYSSEY_DRAW = [
    "EO10", "EO13", "EO16", "EO19", "EO22", "EO25", "EO28", "EO31",
    "EO34", "EO37", "EO40", "EO43", "EO46", "EO49", "EO52",
]  # fmt: skip

# A Premiere-block sealed pool: ten Friends x3, four non-starting Problems, one Mane.
SEALED_DRAW = ["PR7", "PR10", "PR13", "PR19", "PR22", "PR25", "PR28", "PR31", "PR34", "PR37"]
SEALED_PROBLEMS = ["PR163", "PR166", "PR181", "PR184"]


@dataclass
class Decks:
    """Builds decks and checks them, the way a judge reads a list: card by card."""

    catalog: CardCatalog
    formats: dict[str, Format]

    def card(self, number: str, name: str | None = None) -> Card:
        found = [c for c in self.catalog.by_number(number) if name is None or c.name == name]
        assert len(found) == 1, f"{number} {name or ''}: {[c.name for c in found]}"
        return found[0]

    def named(self, name: str) -> Card:
        card = self.catalog.lookup(name).resolved
        assert card is not None and card.name == name, name
        return card

    def build(
        self, mane: str | None, problems: Iterable[tuple[str, int]], draw: Iterable[tuple[str, int]]
    ) -> Deck:
        deck = Deck()
        if mane is not None:
            deck.add(self.card(mane), 1)
        for number, count in [*problems, *draw]:
            deck.add(self.card(number), count)
        return deck

    def premiere(self) -> Deck:
        return self.build(
            PREMIERE_MANE, [(n, 2) for n in PREMIERE_PROBLEMS], [(n, 3) for n in PREMIERE_DRAW]
        )

    def odyssey(self) -> Deck:
        return self.build(
            ODYSSEY_MANE, [(n, 2) for n in ODYSSEY_PROBLEMS], [(n, 3) for n in ODYSSEY_DRAW]
        )

    def sealed_pool(self) -> Counter[str]:
        pool: Counter[str] = Counter()
        for number in SEALED_DRAW:
            pool[self.card(number).guid] += 3
        for number in SEALED_PROBLEMS:
            pool[self.card(number).guid] += 1
        pool[self.card("PR4").guid] += 1  # Twilight Sparkle, Faithful Student
        return pool

    def sealed(self) -> Deck:
        """Provided Mane (Rainbow Dash, Hanging Out) and Starting Problem (Cloudbursting)."""
        return self.build(
            "CN1",
            [("PR168", 1), *((n, 1) for n in SEALED_PROBLEMS)],
            [(n, 3) for n in SEALED_DRAW],
        )

    def check(
        self,
        deck: Deck,
        format_id: str = "harmony",
        on: date = EVENT_DAY,
        pool: Counter[str] | None = None,
        problems: Iterable[DeckListProblem] = (),
    ) -> LegalityReport:
        resolved = ResolvedDeck(deck, list(problems), DeckList("test deck", "text", ()))
        return check_deck(resolved, self.formats[format_id], on, self.catalog, pool)


@pytest.fixture(scope="session")
def formats(catalog: CardCatalog) -> dict[str, Format]:
    return load_formats(catalog=catalog)


@pytest.fixture(scope="session")
def decks(catalog: CardCatalog, formats: dict[str, Format]) -> Decks:
    return Decks(catalog, formats)
