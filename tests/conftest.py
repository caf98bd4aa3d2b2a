"""Shared fixtures: the real card data from ../shared, read once per test session."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("TOURNEY_SHARED", REPO.parent / "shared"))
OCTGN_DIR = SHARED / "cards" / "octgn-mlpccg"
PONYHEAD_IDS = SHARED / "cards" / "ponyhead-ids.csv"


@pytest.fixture(autouse=True)
def user_config(tmp_path_factory, monkeypatch) -> Path:
    """The organizer's config folder (user formats, set dates): a fresh temporary folder for
    every test, never the real user's."""
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setenv("TOURNEY_CONFIG", str(folder))
    return folder


def card_database_state(engine) -> tuple[int, int, int, str]:
    """What a card import may change: (cards, sets, imports recorded, a hash of every card and
    set row), so a test can tell that a database is exactly as it was."""
    import hashlib
    import json

    from sqlalchemy import func, select
    from sqlalchemy.orm import Session

    from tourney.db.schema import CardImportRow, CardRow, CardSetRow

    digest = hashlib.sha256()
    with Session(engine) as session:
        for table in (CardSetRow, CardRow):
            rows = session.scalars(select(table).order_by(table.guid))
            for row in rows:
                columns = {c.key: getattr(row, c.key) for c in table.__table__.columns}
                digest.update(json.dumps(columns, sort_keys=True, default=str).encode())
        counts = [
            session.scalar(select(func.count()).select_from(table))
            for table in (CardRow, CardSetRow, CardImportRow)
        ]
    return (*counts, digest.hexdigest())


@pytest.fixture(scope="session")
def octgn_data():
    from tourney.cards.octgn import read_octgn

    if not OCTGN_DIR.is_dir():
        pytest.fail(f"real card data missing: {OCTGN_DIR} (shared/ must sit beside the checkout)")
    return read_octgn(OCTGN_DIR)


@pytest.fixture(scope="session")
def catalog(octgn_data):
    from tourney.cards.catalog import CardCatalog

    return CardCatalog(octgn_data.cards, octgn_data.sets)


def _on_server(server: str, statement: str) -> None:
    """Run one CREATE/DROP DATABASE, retrying while an autovacuum worker (the server's own,
    which the test role may not end) is still connected to the database concerned."""
    import time

    from sqlalchemy import create_engine, text
    from sqlalchemy.exc import DBAPIError

    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        for attempt in range(40):
            try:
                with admin.connect() as connection:
                    connection.execute(text(statement))
                return
            except DBAPIError:
                if attempt == 39:
                    raise
                time.sleep(0.25)
    finally:
        admin.dispose()


@pytest.fixture(scope="session")
def _postgresql_template():
    """With a PostgreSQL server: one database migrated to the newest schema, copied for each
    test (CREATE DATABASE ... TEMPLATE), since running every migration per test is slow."""
    server = os.environ.get("TOURNEY_TEST_DATABASE_URL")
    if not server:
        yield None
        return
    import uuid

    from sqlalchemy.engine import make_url

    from tourney.db.database import open_database

    name = f"tourney_template_{uuid.uuid4().hex[:16]}"
    _on_server(server, f'CREATE DATABASE "{name}"')
    open_database(
        make_url(server).set(database=name).render_as_string(hide_password=False)
    ).dispose()
    yield name
    _on_server(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def db_url(tmp_path: Path, _postgresql_template):
    """A fresh database per test; tests never touch the user's files. SQLite in ``tmp_path``,
    or, when ``$TOURNEY_TEST_DATABASE_URL`` names a PostgreSQL server (a URL whose user may
    create databases), a new database on it at the newest schema, dropped after the test."""
    server = os.environ.get("TOURNEY_TEST_DATABASE_URL")
    if not server:
        yield f"sqlite:///{tmp_path / 'tourney.db'}"
        return
    import uuid

    from sqlalchemy.engine import make_url

    name = f"tourney_test_{uuid.uuid4().hex[:16]}"
    _on_server(server, f'CREATE DATABASE "{name}" TEMPLATE "{_postgresql_template}"')
    yield make_url(server).set(database=name).render_as_string(hide_password=False)
    _on_server(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def card_db(tmp_path_factory, octgn_data) -> str:
    """A database file with the real cards imported, shared by command-line tests."""
    from tourney.cards.store import import_cards
    from tourney.db.database import open_database

    path = tmp_path_factory.mktemp("cards") / "cards.db"
    engine = open_database(path)
    import_cards(engine, OCTGN_DIR)
    engine.dispose()  # the last connection closed writes the WAL back: copies get every row
    return str(path)


@pytest.fixture(scope="session")
def store_event():
    """``store_event(session, players=[names] or a count, format_id="harmony", ...)``: the
    event most tests run, returned as (event, staff rows by role, registrations).

    The Ponyville store's staff (Olive Organizer, Hazel Head, Fern Floor, Sam Scores); the
    scorekeeper registers the players (with ``deck_list`` if given); ``started`` starts it (by
    the head judge). Counted players are "Player 01", "Player 02", ..."""
    from datetime import date, datetime

    from tourney.events.event import StaffMember, create_event, start_event
    from tourney.events.model import StaffRole, Tier
    from tourney.events.players import add_players
    from tourney.events.registration import register_player
    from tourney.events.staff import staff_of

    staff = [
        StaffMember("Olive Organizer", StaffRole.ORGANIZER),
        StaffMember("Hazel Head", StaffRole.HEAD_JUDGE),
        StaffMember("Fern Floor", StaffRole.FLOOR_JUDGE),
        StaffMember("Sam Scores", StaffRole.SCOREKEEPER),
    ]

    def build(
        session,
        players=8,
        *,
        name="Ponyville Store Championship",
        format_id="harmony",
        tier=Tier.LOCAL,
        seed=11,
        deck_list=None,
        started=False,
        on=date(2016, 9, 3),
        at=datetime(2016, 9, 3, 12, 0),
    ):
        event = create_event(
            session,
            name=name,
            on=on,
            tier=tier,
            format_id=format_id,
            seed=seed,
            staff=staff,
            at=at,
        )
        rows = {StaffRole(s.role): s for s in staff_of(session, event)}
        if isinstance(players, int):
            players = [f"Player {n:02d}" for n in range(1, players + 1)]
        added = add_players(session, players, at=at).players
        keeper = rows[StaffRole.SCOREKEEPER]
        registrations = [
            register_player(session, event, p, by=keeper, deck_list=deck_list, at=at) for p in added
        ]
        if started:
            start_event(session, event, by=rows[StaffRole.HEAD_JUDGE], at=at)
        return event, rows, registrations

    return build
