"""Shared GUI fixtures (pytest-qt, offscreen).

- ``ctx``: an AppContext on a fresh copy of a database with the real cards imported, and the
  real catalogue; no event chosen.
- ``demo_ctx``: the same with ``tourney.demo.build_demo_event`` stored (32 players with real
  decks, three rounds played, penalties, a drop), the event chosen and the scorekeeper acting.
  ``demo_ctx.demo`` names the staff: ``organizer``, ``head_judge``, ``scorekeeper`` (ids).
- ``event_ctx``: ``ctx`` with a new Tier 1 Harmony event open for registration (no players),
  the store staff of ``store_event`` (Olive Organizer, Hazel Head, Fern Floor, Sam Scores,
  the scorekeeper acting).
- ``window``: the main window on ``ctx`` (no import prompt), closed after the test.

The QApplication is ``tourney.gui.app.application()``, the one the app and tools/screenshots.py
use (bundled fonts registered). Application settings (QSettings) go to a temporary folder for
the whole session, never to the user's. Each database is built once per session and copied per
test, so tests stay fast.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

DEMO_PLAYERS = 32
DEMO_ROUNDS = 3


@pytest.fixture(scope="session")
def qapp():
    """pytest-qt's application, made the way the app makes its own."""
    from tourney.gui.app import application

    return application()


@pytest.fixture(scope="session", autouse=True)
def _isolated_settings(tmp_path_factory):
    from PySide6.QtCore import QSettings

    folder = tmp_path_factory.mktemp("qsettings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder


@pytest.fixture(scope="session")
def octgn_dir() -> Path:
    """The real OCTGN folder beside the checkout (as tests/conftest.py finds it)."""
    import os

    repo = Path(__file__).resolve().parents[2]
    return Path(os.environ.get("TOURNEY_SHARED", repo.parent / "shared")) / "cards" / "octgn-mlpccg"


@pytest.fixture(scope="session")
def demo_db(tmp_path_factory, card_db, catalog) -> str:
    """A database file with the cards and the demo event, built once."""
    from sqlalchemy.orm import Session

    from tourney.db.database import open_database
    from tourney.demo import build_demo_event

    path = tmp_path_factory.mktemp("demo") / "demo.db"
    shutil.copy(card_db, path)
    engine = open_database(path)
    with Session(engine) as session:
        build_demo_event(session, catalog, players=DEMO_PLAYERS, rounds=DEMO_ROUNDS, seed=1)
        session.commit()
    engine.dispose()
    return str(path)


def _context(source: str, target: Path, catalog, qapp):
    from tourney.db.database import open_database
    from tourney.gui.context import AppContext
    from tourney.gui.settings.store import AppSettings

    shutil.copy(source, target)
    engine = open_database(target)
    ctx = AppContext(engine, catalog, settings=AppSettings(), database=str(target))
    return ctx, engine


@pytest.fixture
def ctx(tmp_path, card_db, catalog, qapp):
    ctx, engine = _context(card_db, tmp_path / "tourney.db", catalog, qapp)
    yield ctx
    engine.dispose()


@pytest.fixture
def demo_ctx(tmp_path, demo_db, catalog, qapp):
    from tourney.db.schema import EventRow
    from tourney.events.model import StaffRole
    from tourney.events.staff import staff_of

    ctx, engine = _context(demo_db, tmp_path / "tourney.db", catalog, qapp)
    with ctx.session() as session:
        event = session.query(EventRow).one()
        staff = {s.role: s.id for s in staff_of(session, event)}
        event_id = event.id
    ctx.demo = {
        "organizer": staff[StaffRole.ORGANIZER],
        "head_judge": staff[StaffRole.HEAD_JUDGE],
        "scorekeeper": staff[StaffRole.SCOREKEEPER],
    }
    ctx.set_event(event_id)
    ctx.set_operator(staff[StaffRole.SCOREKEEPER])
    yield ctx
    engine.dispose()


@pytest.fixture
def event_ctx(ctx, store_event):
    from datetime import date

    from tourney.events.model import StaffRole

    with ctx.session() as session:
        event, staff, _ = store_event(
            session, 0, name="Ponyville League", seed=5, on=date(2019, 6, 1), at=None
        )
        ctx.staff = {role: row.id for role, row in staff.items()}
        event_id = event.id
    ctx.set_event(event_id)
    ctx.set_operator(ctx.staff[StaffRole.SCOREKEEPER])
    return ctx


@pytest.fixture
def window(ctx, qtbot):
    from tourney.gui.main_window import MainWindow

    main = MainWindow(ctx, ask_for_cards=False)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    return main
