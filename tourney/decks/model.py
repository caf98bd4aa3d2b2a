"""Deck lists: what a player wrote, and the deck it resolves to (CR 101, 102.1).

A ``DeckList`` is what was written, line by line, before any card is looked up. Resolving it
against the card catalogue gives a ``Deck`` (one Mane Character, a Problem deck, a Draw deck)
plus the ``DeckListProblem``s found on the way: the floor rules' *incorrect* (typos, nicknames,
missing subtitles that still identify one card) and *invalid* (unknown or ambiguous cards).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from tourney.cards.model import Card, CardType


class Section(StrEnum):
    MANE = "Mane Character"
    PROBLEM = "Problem deck"
    DRAW = "Draw deck"


def section_for(card: Card) -> Section:
    if card.type is CardType.MANE:
        return Section.MANE
    if card.type is CardType.PROBLEM:
        return Section.PROBLEM
    return Section.DRAW


@dataclass(frozen=True)
class DeckLine:
    """One entry as written: ``3x Rainbow Dash, Hanging Out`` on line 4 of ``deck.txt``."""

    count: int
    written: str  # the card as the player wrote it: a name, a collector number or an id
    line: int  # 1-based line in the source; 0 when the source has no lines (PonyHead code)
    section: Section | None = None  # the header it was under, if the list had headers
    guid: str | None = None  # set when the source names cards by id (.o8d, PonyHead)


@dataclass(frozen=True)
class DeckList:
    source: str  # file name or "pasted text"
    format: str  # "text", "o8d" or "ponyhead"
    lines: tuple[DeckLine, ...]
    name: str = ""
    stated_totals: dict[Section, int] = field(default_factory=dict)  # totals the player wrote
    stated_type_totals: dict[CardType, int] = field(default_factory=dict)  # "Friends (20)"
    stated_total: int | None = None  # a "Total: 56" written before any header: the whole list


class ProblemClass(StrEnum):
    """Floor rules, Deck Lists: the two kinds of deck-list violation."""

    INCORRECT = "incorrect"  # usually a Game Warning
    INVALID = "invalid"  # minimum Game Loss


@dataclass(frozen=True)
class DeckListProblem:
    problem_class: ProblemClass
    message: str  # says what and where: 'line 4: "Rainbow Dsh" read as Rainbow Dash, Hanging Out'
    line: int = 0
    cards: tuple[str, ...] = ()  # full names involved, or candidates


@dataclass(frozen=True)
class DeckEntry:
    card: Card
    count: int


@dataclass
class Deck:
    """A resolved deck. Entries keep the order the player listed them in."""

    mane: list[DeckEntry] = field(default_factory=list)
    problems: list[DeckEntry] = field(default_factory=list)
    draw: list[DeckEntry] = field(default_factory=list)
    name: str = ""

    def entries(self) -> list[DeckEntry]:
        return [*self.mane, *self.problems, *self.draw]

    def section(self, section: Section) -> list[DeckEntry]:
        return {Section.MANE: self.mane, Section.PROBLEM: self.problems, Section.DRAW: self.draw}[
            section
        ]

    def add(self, card: Card, count: int, section: Section | None = None) -> None:
        """Add copies to the card's own section (or the ``section`` a deck file put it in),
        merging with an earlier line for that card."""
        entries = self.section(section or section_for(card))
        for i, entry in enumerate(entries):
            if entry.card.guid == card.guid:
                entries[i] = DeckEntry(card, entry.count + count)
                return
        entries.append(DeckEntry(card, count))

    def total(self, section: Section) -> int:
        return sum(e.count for e in self.section(section))

    def to_dict(self) -> dict[str, list[dict[str, object]]]:
        """The deck for JSON output: each section's cards with count, name, number and id."""
        return {
            str(section): [
                {
                    "count": e.count,
                    "name": e.card.name,
                    "number": e.card.number,
                    "guid": e.card.guid,
                }
                for e in self.section(section)
            ]
            for section in Section
        }

    def counts_by_name(self, section: Section) -> Counter[str]:
        """Copies per full name (201.1a): the unit copy limits are counted in."""
        counts: Counter[str] = Counter()
        for entry in self.section(section):
            counts[entry.card.name] += entry.count
        return counts


@dataclass
class ResolvedDeck:
    deck: Deck
    problems: list[DeckListProblem]
    source: DeckList
