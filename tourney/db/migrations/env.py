"""Alembic environment: run migrations on the connection Tourney hands over."""

from alembic import context
from sqlalchemy import Connection, create_engine, text

from tourney.db.schema import Base

config = context.config
target_metadata = Base.metadata


def _wide_version_table(conn: Connection) -> None:
    """Alembic's version table holds 32 characters; our revision ids are longer
    ("0003_clock_checks_limited_replays"). SQLite does not enforce the length, PostgreSQL does,
    so there the table is made (or widened) first."""
    if conn.dialect.name != "postgresql":
        return
    conn.execute(
        text(
            "CREATE TABLE IF NOT EXISTS alembic_version (version_num VARCHAR(255) NOT NULL, "
            "CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num))"
        )
    )
    conn.execute(text("ALTER TABLE alembic_version ALTER COLUMN version_num TYPE VARCHAR(255)"))


connection = config.attributes.get("connection")
if connection is not None:
    _wide_version_table(connection)
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
else:  # `alembic revision --autogenerate` run by a developer
    engine = create_engine(config.get_main_option("sqlalchemy.url"))
    with engine.connect() as conn:
        _wide_version_table(conn)
        context.configure(connection=conn, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
