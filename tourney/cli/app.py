"""Starting the desktop application from the command line."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from tourney.cli.common import CommandError, open_db

# What Qt's X11 platform plugin needs beyond PySide6's wheel on Debian and Ubuntu (the list in
# README.md); without libxcb-cursor0 Qt aborts before any window opens.
QT_X11_PACKAGES = (
    "libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libglib2.0-0 "
    "libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0"
)


def no_display(environ: Mapping[str, str], platform: str) -> str | None:
    """Why the window cannot open here, or None. On Linux a window needs an X11 or Wayland
    display; Qt itself only aborts with a message about a missing platform plugin (often
    naming xcb-cursor0). ``QT_QPA_PLATFORM`` set by the user means they chose a platform."""
    if not platform.startswith("linux") or environ.get("QT_QPA_PLATFORM"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the window cannot "
        "open. Start Tourney from a desktop session (or over ssh -X), or use the command line: "
        "tourney --help lists the commands. If a desktop is running and Qt still fails, install "
        f"Qt's X11 libraries: sudo apt-get install {QT_X11_PACKAGES}"
    )


def start_app(args: argparse.Namespace) -> int:
    """Import the card data if asked and needed, then open the main window (which offers the
    import itself when the database has no cards)."""
    from tourney.cards.store import has_cards, load_catalog
    from tourney.cli.cards import import_card_data, print_import

    engine = open_db(args)
    if args.cards and not has_cards(engine):
        result = import_card_data(engine, Path(args.cards), args.db)
        print_import(result, args.cards, args.db)
    reason = no_display(os.environ, sys.platform)
    if reason is not None:
        raise CommandError(reason)
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
