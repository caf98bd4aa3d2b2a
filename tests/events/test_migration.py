"""An organizer's database from before events existed opens with its cards intact."""

from __future__ import annotations

from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, inspect, text

from tourney.db.database import MIGRATIONS, current_revision, head_revision, open_database


def _database_at_0001_with_cards(path):
    engine = create_engine(f"sqlite:///{path}")
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001_cards")
        connection.execute(
            text(
                "INSERT INTO card_set (guid, code, name, kind, released, data) VALUES "
                "('s1', 'PR', 'Premiere', 'main', '2013-06-01', '{}')"
            )
        )
        connection.execute(
            text(
                "INSERT INTO card (guid, set_guid, number, title, subtitle, type, rarity, text, "
                "data) VALUES ('c1', 's1', 'PR1', 'Twilight Sparkle', 'Ponyville Librarian', "
                "'Mane Character', 'R', '', '{}')"
            )
        )
    engine.dispose()


def test_a_cards_only_database_is_backed_up_and_upgraded_keeping_its_cards(tmp_path):
    path = tmp_path / "tourney.db"
    _database_at_0001_with_cards(path)
    engine = open_database(path)
    assert current_revision(engine) == head_revision()
    tables = set(inspect(engine).get_table_names())
    assert {"event", "player", "registration", "round", "match", "penalty", "audit_entry"} <= tables
    (backup,) = tmp_path.glob("tourney.db.before-0001_cards-*")
    with engine.connect() as connection:
        titles = connection.execute(text("SELECT number, title FROM card")).all()
    assert titles == [("PR1", "Twilight Sparkle")]
    backup_engine = create_engine(f"sqlite:///{backup}")
    with backup_engine.connect() as connection:
        assert "event" not in inspect(connection).get_table_names()
        assert connection.execute(text("SELECT count(*) FROM card")).scalar() == 1
    backup_engine.dispose()
    engine.dispose()
