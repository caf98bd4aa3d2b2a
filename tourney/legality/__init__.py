"""Deck legality: formats as data, deckbuilding and format checks, deck-list penalties."""

from tourney.legality.check import MissingPoolError, UnknownPoolCardError, check_deck
from tourney.legality.files import (
    FormatFileError,
    load_formats,
    load_limited_tables,
    verify_cards,
)
from tourney.legality.format import (
    BanlistEntry,
    CardRef,
    DeckRules,
    Format,
    FormatKind,
    LimitedTable,
    PackCount,
    SetRule,
)
from tourney.legality.report import LegalityReport, Penalty, Violation, penalty_for

__all__ = [
    "BanlistEntry",
    "CardRef",
    "DeckRules",
    "Format",
    "FormatFileError",
    "FormatKind",
    "LegalityReport",
    "LimitedTable",
    "MissingPoolError",
    "PackCount",
    "Penalty",
    "SetRule",
    "UnknownPoolCardError",
    "Violation",
    "check_deck",
    "load_formats",
    "load_limited_tables",
    "penalty_for",
    "verify_cards",
]
