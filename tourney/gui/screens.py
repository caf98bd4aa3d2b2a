"""The screens of the main window, in navigation order. Each screen is a QWidget built from the
shared AppContext; the main window shows them in a sidebar, and tools/screenshots.py saves one
PNG per screen named after its key (``players.png``, ``pairings.png``, ...).

Add a screen by appending a ScreenSpec here; nothing else needs to know about it. Name its
factory with ``lazy("package.module:Name")`` so the module is imported only when the screen is
first opened: the window starts fast however many screens there are. The window lists the
screens that need an event first, in this order, then the others (cards, settings, ...); it gives
Ctrl+1..Ctrl+9, Ctrl+0, then Alt+1..Alt+9, Alt+0 to those that set no shortcut of their own, so
every screen has one. Mark a screen's search field with ``search_box`` (or the Qt property
``searchField``), or give the screen a ``search_field()`` method: Ctrl+F and letters typed on the
sidebar go there.
"""

from __future__ import annotations

import importlib
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


def lazy(target: str) -> Callable[[AppContext], QWidget]:
    """A factory that imports ``"package.module:Name"`` when first called, then calls it."""
    module_name, _, attribute = target.partition(":")

    def factory(ctx: AppContext) -> QWidget:
        return getattr(importlib.import_module(module_name), attribute)(ctx)

    factory.__qualname__ = f"lazy({target!r})"
    return factory


SCREENS: list[ScreenSpec] = [
    ScreenSpec("event", "Event", lazy("tourney.gui.event.screen:EventScreen")),
    ScreenSpec("players", "Players", lazy("tourney.gui.players.screen:PlayersScreen")),
    ScreenSpec("decks", "Decks", lazy("tourney.gui.decks.screen:DecksScreen")),
    ScreenSpec(
        "cards", "Cards", lazy("tourney.gui.card_browser.screen:CardsScreen"), needs_event=False
    ),
    ScreenSpec(
        "formats", "Formats", lazy("tourney.gui.formats.screen:FormatsScreen"), needs_event=False
    ),
    ScreenSpec(
        "replay",
        "Judge replay",
        lazy("tourney.gui.replay.workspace:ReplayWorkspace"),
        needs_event=False,
    ),
    ScreenSpec(
        "settings",
        "Settings",
        lazy("tourney.gui.settings.screen:SettingsScreen"),
        needs_event=False,
    ),
    ScreenSpec("pairings", "Pairings", lazy("tourney.gui.rounds.pairings:PairingsScreen")),
    ScreenSpec("standings", "Standings", lazy("tourney.gui.rounds.standings:StandingsScreen")),
    ScreenSpec("penalties", "Penalties", lazy("tourney.gui.rounds.penalties:PenaltiesScreen")),
    ScreenSpec("clock", "Round clock", lazy("tourney.gui.rounds.clock:ClockScreen")),
    ScreenSpec("topcut", "Top cut", lazy("tourney.gui.rounds.topcut:TopCutScreen")),
    ScreenSpec("phones", "Phones", lazy("tourney.gui.phones:PhonesScreen")),
    ScreenSpec("limited", "Limited", lazy("tourney.gui.limited.screen:LimitedScreen")),
    ScreenSpec("metagame", "Metagame", lazy("tourney.gui.metagame.screen:MetagameScreen")),
    ScreenSpec(
        "audit", "Audit trail", lazy("tourney.gui.audit.screen:AuditScreen"), "Ctrl+Shift+A"
    ),
]
