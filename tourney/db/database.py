"""Opening the Tourney database: SQLite by default (a file), PostgreSQL by URL.

Opening upgrades the schema to the newest migration, backing up an SQLite file first.
"""

from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class DatabaseError(RuntimeError):
    """The database cannot be opened or upgraded; the message says which and why."""


def database_url(db: str | Path) -> str:
    """A path becomes an SQLite URL; a URL (postgresql+psycopg://...) is used as given."""
    text = str(db)
    if "://" in text:
        return text
    return f"sqlite:///{Path(text).expanduser().resolve()}"


def _sqlite_pragmas(dbapi_connection, _record) -> None:  # noqa: ANN001 - DB-API objects
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    # FULL: a result the scorekeeper saw as saved survives a power cut.
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


def _alembic_config(engine: Engine) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", engine.url.render_as_string(hide_password=False))
    return config


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def head_revision() -> str:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    head = ScriptDirectory.from_config(config).get_current_head()
    assert head is not None
    return head


def open_database(db: str | Path) -> Engine:
    """Open (creating if needed) and upgrade the database; returns a ready engine."""
    url = database_url(db)
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseError(f"cannot create the folder for {path}: {error}") from error
    engine = create_engine(url)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    upgrade(engine)
    return engine


def upgrade(engine: Engine) -> None:
    current = current_revision(engine)
    if current == head_revision():
        return
    if current is not None and engine.dialect.name == "sqlite" and engine.url.database:
        backup_sqlite(Path(engine.url.database), current)
    with engine.begin() as connection:
        config = _alembic_config(engine)
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def backup_sqlite(path: Path, revision: str) -> Path:
    """Copy the file before a migration touches it: ``tourney.db.before-<rev>-<time>``."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.before-{revision}-{stamp}")
    shutil.copy2(path, backup)
    return backup


def session_factory(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(engine, expire_on_commit=False)
