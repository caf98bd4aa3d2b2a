"""The database file: created where asked, durable settings, upgraded with a backup."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import text

from tourney.db.database import current_revision, head_revision, open_database, upgrade


def test_new_database_is_created_at_the_newest_schema(tmp_path):
    engine = open_database(tmp_path / "sub" / "tourney.db")
    assert (tmp_path / "sub" / "tourney.db").exists()
    assert current_revision(engine) == head_revision()


def test_sqlite_runs_with_wal_foreign_keys_and_full_sync(tmp_path):
    engine = open_database(tmp_path / "tourney.db")
    with engine.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert connection.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL


def test_an_older_database_is_backed_up_before_it_is_upgraded(tmp_path, monkeypatch):
    path = tmp_path / "tourney.db"
    engine = open_database(path)
    revision_before = current_revision(engine)
    monkeypatch.setattr("tourney.db.database.head_revision", lambda: "a-newer-revision")
    monkeypatch.setattr("alembic.command.upgrade", lambda config, target: None)
    upgrade(engine)
    backups = list(tmp_path.glob("tourney.db.before-*"))
    assert len(backups) == 1
    assert backups[0].name.startswith(f"tourney.db.before-{revision_before}-")


def test_migrations_build_exactly_the_tables_the_code_declares(db_url):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from tourney.db.schema import Base

    engine = open_database(db_url)
    with engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert differences == []


def test_head_revision_read_from_the_files_is_alembics_head():
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from tourney.db.database import MIGRATIONS

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    assert head_revision() == ScriptDirectory.from_config(config).get_current_head()


def test_downgrading_a_database_with_an_event_keeps_its_rows(tmp_path, catalog):
    """Downgrades drop columns in place: with the app's foreign keys on, copying a table that
    matches and picks point to would fail (or lose rows)."""
    from sqlalchemy.orm import Session

    from tourney.db.database import downgrade
    from tourney.demo import build_demo_event

    engine = open_database(tmp_path / "tourney.db")
    with Session(engine) as session:
        build_demo_event(session, catalog, players=8, rounds=2)
        session.commit()
    counted = "SELECT (SELECT count(*) FROM registration), (SELECT count(*) FROM match)"
    with engine.connect() as connection:
        before = connection.execute(text(counted)).one()
    downgrade(engine, "0002_events")
    assert current_revision(engine) == "0002_events"
    with engine.connect() as connection:
        assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert connection.execute(text(counted)).one() == before
    engine.dispose()
    reopened = open_database(tmp_path / "tourney.db")  # upgraded again, as the app opens it
    assert current_revision(reopened) == head_revision()
    reopened.dispose()


def _postgresql_at_an_older_revision(db_url, monkeypatch, tmp_path):
    import pytest

    if not db_url.startswith("postgresql"):
        pytest.skip("needs $TOURNEY_TEST_DATABASE_URL (a PostgreSQL server; .ci/run starts one)")
    engine = open_database(db_url)
    with engine.begin() as connection:
        connection.execute(
            text("INSERT INTO player (name, created_at) VALUES ('Lyra', '2016-09-03 12:00')")
        )
    monkeypatch.setenv("TOURNEY_BACKUP_DIR", str(tmp_path / "backups"))
    monkeypatch.setattr("tourney.db.database.head_revision", lambda: "a-newer-revision")
    monkeypatch.setattr("alembic.command.upgrade", lambda config, target: None)
    return engine, current_revision(engine)


def test_a_postgresql_database_is_dumped_before_it_is_upgraded(db_url, monkeypatch, tmp_path):
    import shutil
    import subprocess

    engine, revision = _postgresql_at_an_older_revision(db_url, monkeypatch, tmp_path)
    if shutil.which("pg_dump") is None:
        import pytest

        pytest.skip("pg_dump is not installed")
    upgrade(engine)
    (backup,) = (tmp_path / "backups").iterdir()
    assert backup.name.startswith(f"{engine.url.database}.before-{revision}-")
    assert backup.suffix == ".pgdump"
    listing = subprocess.run(
        ["pg_restore", "--data-only", "--table=player", "--file=-", str(backup)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Lyra" in listing
    engine.dispose()


def test_without_pg_dump_a_postgresql_database_is_saved_as_json_rows(db_url, monkeypatch, tmp_path):
    import json

    engine, revision = _postgresql_at_an_older_revision(db_url, monkeypatch, tmp_path)
    monkeypatch.setattr("shutil.which", lambda name: None)
    upgrade(engine)
    (backup,) = (tmp_path / "backups").iterdir()
    assert backup.name.endswith(".json") and f".before-{revision}-" in backup.name
    rows = json.loads(backup.read_text(encoding="utf-8"))
    assert [p["name"] for p in rows["player"]] == ["Lyra"]
    assert rows["alembic_version"] == [{"version_num": revision}]
    engine.dispose()


MOUNTS = """\
/dev/sda1 / ext4 rw,relatime 0 0
tmpfs /tmp tmpfs rw 0 0
//nas/events /mnt/events cifs rw,vers=3.0 0 0
nas:/export /srv/shared\\040folder nfs4 rw 0 0
"""


def test_the_mount_table_tells_a_shared_folder_from_a_local_disk():
    from tourney.db.database import NETWORK_FILESYSTEMS, filesystem_type

    assert filesystem_type(Path("/home/sam/tourney.db"), MOUNTS) == "ext4"
    assert filesystem_type(Path("/tmp/t.db"), MOUNTS) == "tmpfs"
    assert filesystem_type(Path("/mnt/events/regional.db"), MOUNTS) in NETWORK_FILESYSTEMS
    assert filesystem_type(Path("/mnt/eventsx/regional.db"), MOUNTS) == "ext4"  # not a prefix
    assert filesystem_type(Path("/srv/shared folder/r.db"), MOUNTS) in NETWORK_FILESYSTEMS


def test_a_database_on_a_shared_folder_uses_the_rollback_journal_not_wal(tmp_path, monkeypatch):
    # Two stations on one SQLite file of a shared disk run on different computers; WAL needs
    # memory shared by every process, so only the rollback journal's locking works there.
    from tourney.db import database

    local = open_database(tmp_path / "local.db")
    with local.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
    local.dispose()
    monkeypatch.setattr(database, "on_network_share", lambda path: True)
    shared = open_database(tmp_path / "shared.db")
    with shared.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "delete"
    shared.dispose()
    monkeypatch.undo()
    assert database.on_network_share(Path("//nas/events/regional.db"))
