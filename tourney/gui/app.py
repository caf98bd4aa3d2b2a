"""Starting the desktop application: ``tourney`` with no command ends up here."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from sqlalchemy import Engine

from tourney.cards.catalog import CardCatalog
from tourney.gui.context import AppContext
from tourney.gui.main_window import MainWindow

DEFAULT_SIZE = (1280, 800)


def application() -> QApplication:
    """The one QApplication, created High-DPI friendly (fractional scale factors kept)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Tourney")
    app.setOrganizationName("Tourney")
    app.setApplicationDisplayName("Tourney")
    return app


def open_main_window(engine: Engine, catalog: CardCatalog | None, database: str) -> MainWindow:
    """Build and show the main window on ``engine``; without cards it offers the import."""
    ctx = AppContext(engine, catalog, database=database)
    ctx.settings.remember_database(database)
    window = MainWindow(ctx)
    window.resize(*DEFAULT_SIZE)
    window.show()
    return window


def run_gui(args: argparse.Namespace, engine: Engine, catalog: CardCatalog | None) -> int:
    app = application()
    window = open_main_window(engine, catalog, str(args.db))
    code = app.exec()
    del window
    return code
