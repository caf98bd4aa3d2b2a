"""Starting the desktop application: ``tourney`` with no command ends up here."""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from sqlalchemy import Engine

from tourney.gui.context import AppContext
from tourney.gui.errors import show_error
from tourney.gui.fonts import register_bundled_fonts
from tourney.gui.main_window import MainWindow
from tourney.gui.tasks import Task, run_task, wait_for_tasks

if TYPE_CHECKING:
    from tourney.cards.catalog import CardCatalog

DEFAULT_SIZE = (1280, 800)


def application() -> QApplication:
    """The one QApplication, created High-DPI friendly (fractional scale factors kept), with the
    bundled fonts registered so every script a player's name uses can be drawn."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        register_bundled_fonts()
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Tourney")
    app.setOrganizationName("Tourney")
    app.setApplicationDisplayName("Tourney")
    register_bundled_fonts()
    return app


def open_main_window(engine: Engine, catalog: CardCatalog | None, database: str) -> MainWindow:
    """Build and show the main window on ``engine``. With ``catalog`` None the card catalogue
    is loaded off the GUI thread once the window is up (``ctx.catalog_changed`` tells the
    screens), so the window opens fast; a database without cards offers the import instead."""
    from tourney.cards.store import has_cards

    ctx = AppContext(engine, catalog, database=database)
    ctx.settings.remember_database(database)
    cards = catalog is not None or has_cards(engine)
    window = MainWindow(ctx, ask_for_cards=not cards)
    window.resize(*DEFAULT_SIZE)
    window.show()
    if catalog is None and cards:
        load_catalog_later(ctx, window)
    return window


def load_catalog_later(ctx: AppContext, window: MainWindow) -> Task:
    from tourney.cards.store import load_catalog

    engine = ctx.engine
    window.cards_label.setText("loading cards…")
    task = run_task(lambda control: load_catalog(engine), title="Loading cards")
    task.succeeded.connect(ctx.set_catalog)
    task.failed.connect(lambda error: show_error(window, "Could not load the card data", error))
    return task


# Set to 1, the app reports on standard output once its window is shown with the event list
# filled and the event loop has run, then quits: the start-up bench and the installers' smoke
# test start the built program this way.
QUIT_WHEN_SHOWN_ENV = "TOURNEY_QUIT_WHEN_SHOWN"


def run_gui(args: argparse.Namespace, engine: Engine, catalog: CardCatalog | None) -> int:
    app = application()
    window = open_main_window(engine, catalog, str(args.db))
    if os.environ.get(QUIT_WHEN_SHOWN_ENV) == "1":
        QTimer.singleShot(0, lambda shown=window: _report_shown_and_quit(shown))
    code = app.exec()
    del window
    return code


def _report_shown_and_quit(window: MainWindow) -> None:
    if sys.stdout is not None:  # a windowed build on Windows has no standard output
        print(
            f"window shown: {window.windowTitle() or 'Tourney'}, "
            f"{window.events.count()} in the event list ({window.events.currentText()}); "
            f"CPU {time.process_time():.3f} s",
            flush=True,
        )
    wait_for_tasks()  # the card catalogue loading, if it started
    window.close()
    QApplication.quit()
