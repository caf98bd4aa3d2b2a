"""The window's Event menu: the event-wide jobs (edit, do-not-pair list, finish, audit trail,
export, import) from any screen, each opening the Event screen's own flow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from tourney.gui.main_window import MainWindow


def event_menu(window: MainWindow) -> QMenu:
    """Built once; the actions that need an open event are enabled while one is."""
    menu = QMenu("E&vent", window)
    menu.setObjectName("event-menu")

    def on_event_screen(method: str):
        def run() -> None:
            screen = window.show_screen("event")
            if screen is not None and hasattr(screen, method):
                getattr(screen, method)()

        return run

    needs_event: list[QAction] = []

    def add(text: str, call, shortcut: str = "", event: bool = True) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(lambda _checked=False: call())
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        if event:
            needs_event.append(action)
        return action

    add("&Edit event…", on_event_screen("edit_event"))  # Alt+V, E: Ctrl+Shift+E extends time
    add("&Do-not-pair list…", on_event_screen("edit_do_not_pair"))
    add("&Finish event…", on_event_screen("confirm_finish"))
    menu.addSeparator()
    # The screen's own shortcut (screens.py) opens it; the menu only shows it.
    add("&Audit trail\tCtrl+Shift+A", lambda: window.show_screen("audit"))
    menu.addSeparator()
    add("E&xport event…", on_event_screen("export_event"))
    add("&Import event…", window.import_event, event=False)

    def update(event_id: object = None) -> None:
        for action in needs_event:
            action.setEnabled(window.ctx.event_id is not None)

    menu.aboutToShow.connect(update)
    menu.update_actions = update  # type: ignore[attr-defined] - for the window's event changes
    update()
    return menu
