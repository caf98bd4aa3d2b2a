"""``tourney deck check|convert`` (wired to the deck-list and legality modules)."""

from __future__ import annotations

import argparse


def register(commands: argparse._SubParsersAction) -> None:
    commands.add_parser("deck", help="deck lists: check legality, convert formats")
