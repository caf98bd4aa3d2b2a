"""A play format: which cards it allows, which are banned, and how a deck is built.

Formats are data (``resources/formats/*.toml``, read by ``tourney.legality.files``) so an
organizer can add or change one without code. A ``Format`` precomputes the lookups a deck check
needs (allowed set codes and kinds, banned names) once, because a large event checks every list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from functools import cached_property
from pathlib import Path

from tourney.cards.model import SetKind


class FormatKind(StrEnum):
    CONSTRUCTED = "constructed"  # players bring decks (floor rules, Format Legality)
    LIMITED = "limited"  # decks built at the event from a pool (Limited Play)


@dataclass(frozen=True)
class CardRef:
    """A card named in a data file by set, collector number and full name (201.1).

    Both are written so a typo in either is caught when the file is checked against the
    catalogue, and so a reader can check the entry against the printed document.
    """

    set_code: str
    number: str  # collector number as printed, with set code: "HM150"
    name: str

    def __str__(self) -> str:
        return f"{self.name} ({self.number})"


@dataclass(frozen=True)
class BanlistEntry:
    card: CardRef
    effective: date  # banned on and after this day; legal the day before
    rule: str  # where the ban is published, for violation messages
    source: Path | None = None  # the file that lists it, for error messages


@dataclass(frozen=True)
class SetRule:
    """Which printings a format admits, before bans and release dates."""

    set_codes: frozenset[str] | None  # None: every set
    block: str | None = None  # set when the codes came from a block name ("premiere")
    supplemental: bool = True  # theme decks and boxes: Rock N' Rave, Celestial Solstice...
    promos: bool = True  # promos count as the set their collector number names (PRpf3: PR)
    released_by_event: bool = True  # cards are legal upon release (floor rules, Legal Cards)


@dataclass(frozen=True)
class DeckRules:
    """Deck sizes and copy limits. ``None`` copy limit: no limit."""

    draw_min: int
    problem_count: int
    starting_problems_min: int
    draw_max_copies: int | None
    problem_max_copies: int | None


@dataclass(frozen=True)
class PackCount:
    set_code: str
    packs: int


@dataclass(frozen=True)
class LimitedTable:
    """One block's column of the Limited Play table (2016 document, section 11)."""

    block: str
    name: str
    sealed: tuple[PackCount, ...]
    draft: tuple[PackCount, ...]  # in opening order: most recent set first
    provided_manes: tuple[CardRef, ...]
    provided_starting_problems: tuple[CardRef, ...]
    source: Path | None = None

    @cached_property
    def provided_names(self) -> frozenset[str]:
        return frozenset(c.name for c in (*self.provided_manes, *self.provided_starting_problems))


@dataclass(frozen=True)
class Format:
    id: str
    name: str
    kind: FormatKind
    rule: str  # the document that defines the format, cited when a card is outside it
    sets: SetRule
    deck: DeckRules
    banlist: tuple[BanlistEntry, ...] = ()
    block: str | None = None  # limited: the block whose provided cards apply; None: the pool's
    limited_tables: tuple[LimitedTable, ...] = ()
    pack_list: str | None = None  # limited: "sealed" or "draft" column of the table
    description: str = ""
    source: Path | None = None
    allowed_kinds: frozenset[SetKind] = field(init=False, repr=False, compare=False)
    banned: dict[str, BanlistEntry] = field(init=False, repr=False, compare=False)
    tables_by_block: dict[str, LimitedTable] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kinds = {SetKind.EXPANSION}
        if self.sets.supplemental:
            kinds.add(SetKind.SUPPLEMENTAL)
        if self.sets.promos:
            kinds.add(SetKind.PROMO)
        banned: dict[str, BanlistEntry] = {}
        for entry in self.banlist:
            # Bans go by name (201.1a): every printing of a banned card is banned. If two lists
            # ban the same card, the earlier date governs.
            known = banned.get(entry.card.name)
            if known is None or entry.effective < known.effective:
                banned[entry.card.name] = entry
        object.__setattr__(self, "allowed_kinds", frozenset(kinds))
        object.__setattr__(self, "banned", banned)
        object.__setattr__(self, "tables_by_block", {t.block: t for t in self.limited_tables})

    @property
    def limited(self) -> bool:
        return self.kind is FormatKind.LIMITED

    def banned_on(self, name: str, on: date) -> BanlistEntry | None:
        """The ban in force on ``on`` for a card of this full name, if any."""
        entry = self.banned.get(name)
        return entry if entry is not None and on >= entry.effective else None
