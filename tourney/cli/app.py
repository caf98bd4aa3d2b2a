"""Starting the desktop application from the command line."""

from __future__ import annotations

import argparse
from pathlib import Path

from tourney.cli.common import CommandError, open_db


def start_app(args: argparse.Namespace) -> int:
    """Import the card data if asked and needed, then open the main window (which offers the
    import itself when the database has no cards)."""
    from tourney.cards.store import has_cards, load_catalog
    from tourney.cli.cards import import_card_data

    engine = open_db(args)
    if args.cards and not has_cards(engine):
        result = import_card_data(engine, Path(args.cards), args.db)
        total = sum(r[2] for r in result.per_set)
        print(f"Imported {total} tournament cards from {args.cards}")
    try:
        from tourney.gui.app import run_gui
    except ImportError:
        if not has_cards(engine):
            raise CommandError(
                "no card data yet: start with --cards PATH to your OCTGN MLP CCG folder"
            ) from None
        count = len(load_catalog(engine).tournament_cards())
        print(
            f"Card database ready: {count} tournament cards in {args.db}.\n"
            "The desktop window is not built yet; use the commands (tourney --help)."
        )
        return 0
    return run_gui(args, engine, None)  # the window loads the catalogue once it is shown
