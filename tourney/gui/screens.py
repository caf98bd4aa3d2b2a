"""The screens of the main window, in navigation order. Each screen is a QWidget built from the
shared AppContext; the main window shows them in a sidebar, and tools/screenshots.py saves one
PNG per screen named after its key (``players.png``, ``pairings.png``, ...).

Add a screen by appending a ScreenSpec here; nothing else needs to know about it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from tourney.gui.context import AppContext


@dataclass(frozen=True)
class ScreenSpec:
    key: str  # file-name safe: "players", "pairings", ...
    title: str  # shown in the sidebar
    factory: Callable[[AppContext], QWidget]
    shortcut: str = ""  # e.g. "Ctrl+2"
    needs_event: bool = True  # False for screens usable with no event open (cards, settings)


SCREENS: list[ScreenSpec] = []
