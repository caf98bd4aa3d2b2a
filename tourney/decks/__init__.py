"""Deck lists: read what a player handed in, resolve it to cards, write it in any format."""

from tourney.decks.errors import DeckReadError
from tourney.decks.o8d import write_o8d
from tourney.decks.ponyhead import ponyhead_card, ponyhead_code, write_ponyhead
from tourney.decks.reading import (
    MAX_DECK_LIST_BYTES,
    deck_file_text,
    read_deck_file,
    read_deck_list,
)
from tourney.decks.resolving import resolve
from tourney.decks.text import write_text

__all__ = [
    "MAX_DECK_LIST_BYTES",
    "DeckReadError",
    "deck_file_text",
    "ponyhead_card",
    "ponyhead_code",
    "read_deck_file",
    "read_deck_list",
    "resolve",
    "write_o8d",
    "write_ponyhead",
    "write_text",
]
