"""Opening the Tourney database: SQLite by default (a file), PostgreSQL by URL.

Opening upgrades the schema to the newest migration, backing up the database first: an SQLite
file is copied beside itself; a PostgreSQL database is dumped with ``pg_dump`` when it is
installed, else every table's rows are written as JSON, into ``$TOURNEY_BACKUP_DIR`` (default:
the platform data folder's ``backups``).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import URL, Engine, create_engine, event, inspect, text
from sqlalchemy.orm import Session, sessionmaker

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class DatabaseError(RuntimeError):
    """The database cannot be opened or upgraded; the message says which and why."""


def database_url(db: str | Path) -> str:
    """A path becomes an SQLite URL; a URL (postgresql+psycopg://...) is used as given."""
    text = str(db)
    if "://" in text:
        return text
    return f"sqlite:///{Path(text).expanduser().resolve()}"


# Filesystems of another computer (Linux mount types): SQLite's WAL needs memory shared by
# every process using the file, so it works only when they all run on one computer.
NETWORK_FILESYSTEMS = frozenset(
    {"nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "afs", "ceph", "glusterfs", "fuse.sshfs"}
)


def filesystem_type(path: Path, mounts: str) -> str | None:
    """The type of the filesystem holding ``path``, from a Linux mount table (the text of
    /proc/mounts): the mount point that is the longest prefix of the path."""
    best, kind = "", None
    resolved = str(path)
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        point = fields[1].replace("\\040", " ")
        inside = resolved == point or resolved.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, kind = point, fields[2]
    return kind


def on_network_share(path: Path) -> bool:
    """Whether the database file is on another computer's disk (a shared folder)."""
    text = str(path)
    if text.startswith(("\\\\", "//")):  # a UNC path: \\server\share
        return True
    if sys.platform == "win32":
        import ctypes

        drive = os.path.splitdrive(text)[0]
        remote = 4  # DRIVE_REMOTE
        return bool(drive) and ctypes.windll.kernel32.GetDriveTypeW(drive + "\\") == remote
    try:
        mounts = Path("/proc/mounts").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False  # no mount table to read (macOS): taken as a local disk
    return filesystem_type(path, mounts) in NETWORK_FILESYSTEMS


def journal_mode(path: Path | None) -> str:
    """WAL on a local disk (readers never wait for the writer); on a shared folder, where two
    stations' processes run on different computers, SQLite's rollback journal (DELETE), the
    mode its locking supports across computers."""
    return "DELETE" if path is not None and on_network_share(path) else "WAL"


def _sqlite_pragmas(journal: str) -> Callable[..., None]:
    def pragmas(dbapi_connection, _record) -> None:  # noqa: ANN001 - DB-API objects
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA journal_mode={journal}")
        cursor.execute("PRAGMA foreign_keys=ON")
        # FULL: a result the scorekeeper saw as saved survives a power cut.
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.close()

    return pragmas


def _alembic_config(engine: Engine) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", engine.url.render_as_string(hide_password=False))
    return config


def current_revision(engine: Engine) -> str | None:
    """The migration the database is at (None for a new database), read without Alembic: the
    app opens an up-to-date database on every start and importing Alembic costs ~0.4 s."""
    with engine.connect() as connection:
        if not inspect(connection).has_table("alembic_version"):
            return None
        return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()


_REVISION = re.compile(r'^(down_revision|revision) = "?([^"\n]*?)"?$', re.MULTILINE)


@cache
def head_revision() -> str:
    """The newest migration: the one no other migration revises. Read from the migration files'
    ``revision`` / ``down_revision`` lines; a test checks it against Alembic's own answer."""
    revisions: set[str] = set()
    revised: set[str] = set()
    for script in (MIGRATIONS / "versions").glob("*.py"):
        fields = dict(_REVISION.findall(script.read_text(encoding="utf-8")))
        revisions.add(fields["revision"])
        revised.add(fields.get("down_revision", "None"))
    heads = revisions - revised
    if len(heads) != 1:
        raise DatabaseError(f"the migrations in {MIGRATIONS} have {len(heads)} heads: {heads}")
    return heads.pop()


def open_database(db: str | Path) -> Engine:
    """Open (creating if needed) and upgrade the database; returns a ready engine."""
    url = database_url(db)
    path = None
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseError(f"cannot create the folder for {path}: {error}") from error
    engine = create_engine(url)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas(journal_mode(path)))
    upgrade(engine)
    return engine


def upgrade(engine: Engine) -> None:
    current = current_revision(engine)
    if current == head_revision():
        return
    if current is not None and engine.dialect.name == "sqlite" and engine.url.database:
        backup_sqlite(Path(engine.url.database), current)
    elif current is not None and engine.dialect.name == "postgresql":
        backup_postgresql(engine, current)
    from alembic import command

    with engine.begin() as connection:
        config = _alembic_config(engine)
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def downgrade(engine: Engine, revision: str) -> None:
    """Take the database back to ``revision`` (developers and tests; the app only upgrades).
    Runs on the engine's own connections, so SQLite keeps the app's pragmas (foreign keys on)."""
    from alembic import command

    with engine.begin() as connection:
        config = _alembic_config(engine)
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def backup_sqlite(path: Path, revision: str) -> Path:
    """Copy the file before a migration touches it: ``tourney.db.before-<rev>-<time>``."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.before-{revision}-{stamp}")
    shutil.copy2(path, backup)
    return backup


BACKUP_DIR_ENV = "TOURNEY_BACKUP_DIR"


def backup_folder() -> Path:
    configured = os.environ.get(BACKUP_DIR_ENV)
    if configured:
        return Path(configured)
    from platformdirs import user_data_dir

    return Path(user_data_dir("Tourney", appauthor=False)) / "backups"


def backup_postgresql(engine: Engine, revision: str) -> Path:
    """Save a PostgreSQL database before a migration touches it: ``pg_dump`` (custom format,
    ``<database>.before-<rev>-<time>.pgdump``), or, when it is missing or refuses (a server
    newer than the client), every table's rows as JSON (``....json``). No backup, no upgrade."""
    folder = backup_folder()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = folder / f"{engine.url.database}.before-{revision}-{stamp}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseError(f"cannot create the backup folder {folder}: {error}") from error
    pg_dump = shutil.which("pg_dump")
    if pg_dump is not None:
        target = base.with_name(base.name + ".pgdump")
        url = URL.create(  # libpq's form, without the password
            "postgresql",
            username=engine.url.username,
            host=engine.url.host,
            port=engine.url.port,
            database=engine.url.database,
        )
        environment = dict(os.environ)
        if engine.url.password is not None:
            environment["PGPASSWORD"] = str(engine.url.password)  # kept off the command line
        done = subprocess.run(
            [pg_dump, "--format=custom", f"--file={target}", url.render_as_string()],
            env=environment,
            capture_output=True,
            text=True,
            timeout=600,
        )
        if done.returncode == 0:
            return target
        target.unlink(missing_ok=True)
    return _backup_rows_as_json(engine, base.with_name(base.name + ".json"))


def _backup_rows_as_json(engine: Engine, target: Path) -> Path:
    """Every row of every table, read as the database holds it now (the code's tables may
    already be newer), so nothing is lost if the upgrade goes wrong."""
    from sqlalchemy import MetaData, select

    metadata = MetaData()
    data: dict[str, list[dict[str, object]]] = {}
    with engine.connect() as connection:
        metadata.reflect(connection)
        for table in metadata.sorted_tables:
            rows = connection.execute(select(table)).mappings()
            data[table.name] = [dict(row) for row in rows]
    try:
        target.write_text(json.dumps(data, default=str, ensure_ascii=False), encoding="utf-8")
    except OSError as error:
        raise DatabaseError(f"cannot write the backup {target}: {error}") from error
    return target


def session_factory(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(engine, expire_on_commit=False)
