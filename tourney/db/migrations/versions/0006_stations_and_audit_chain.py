"""Row versions for changes from two stations, and the audit trail's hash chain.

Revision ID: 0006_stations_and_audit_chain
Revises: 0005_simulated_draft_seats
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0006_stations_and_audit_chain"
down_revision = "0005_simulated_draft_seats"
branch_labels = None
depends_on = None

VERSIONED = ("registration", "round", "match", "penalty")
# Tables whose changes another station's window shows; PostgreSQL tells listeners at commit.
WATCHED = (
    "event",
    "staff",
    "player",
    "registration",
    "round",
    "match",
    "penalty",
    "audit_entry",
    "deck_check",
    "game_record",
    "draft",
    "draft_pick",
)
CHANNEL = "tourney_changes"


def upgrade() -> None:
    # recreate="never": ADD COLUMN in place, so no table that others point to is copied.
    for table in VERSIONED:
        with op.batch_alter_table(table, recreate="never") as batch:
            batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="1"))
    with op.batch_alter_table("audit_entry", recreate="never") as batch:
        batch.add_column(sa.Column("hash", sa.String(64), nullable=False, server_default=""))
    with op.batch_alter_table("event", recreate="never") as batch:
        batch.add_column(sa.Column("audit_head", sa.String(64), nullable=False, server_default=""))
        batch.add_column(sa.Column("audit_unverified", sa.Text(), nullable=True))
    _chain_existing_entries()
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            f"CREATE OR REPLACE FUNCTION tourney_notify() RETURNS trigger AS $$ "
            f"BEGIN PERFORM pg_notify('{CHANNEL}', TG_TABLE_NAME); RETURN NULL; END; "
            f"$$ LANGUAGE plpgsql"
        )
        for table in WATCHED:
            op.execute(
                f'CREATE TRIGGER tourney_notify AFTER INSERT OR UPDATE OR DELETE ON "{table}" '
                f"FOR EACH STATEMENT EXECUTE FUNCTION tourney_notify()"
            )


def _chain_existing_entries() -> None:
    """Entries written before the chain existed get their hashes now, oldest first: they are
    trusted as they stand at the upgrade, and any later edit shows."""
    from tourney.events.audit import entry_hash

    bind = op.get_bind()
    audit = sa.table(
        "audit_entry",
        sa.column("id", sa.Integer),
        sa.column("event_id", sa.Integer),
        sa.column("at", sa.DateTime),
        sa.column("who", sa.String),
        sa.column("action", sa.String),
        sa.column("details", sa.JSON),
        sa.column("why", sa.Text),
        sa.column("hash", sa.String),
    )
    event = sa.table("event", sa.column("id", sa.Integer), sa.column("audit_head", sa.String))
    heads: dict[int, str] = {}
    rows = bind.execute(sa.select(audit).order_by(audit.c.event_id, audit.c.id)).all()
    for row in rows:
        digest = entry_hash(
            heads.get(row.event_id, ""), row.at, row.who, row.action, row.details, row.why or ""
        )
        heads[row.event_id] = digest
        bind.execute(sa.update(audit).where(audit.c.id == row.id).values(hash=digest))
    for event_id, head in heads.items():
        bind.execute(sa.update(event).where(event.c.id == event_id).values(audit_head=head))


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in WATCHED:
            op.execute(f'DROP TRIGGER IF EXISTS tourney_notify ON "{table}"')
        op.execute("DROP FUNCTION IF EXISTS tourney_notify()")
    with op.batch_alter_table("event", recreate="never") as batch:
        batch.drop_column("audit_unverified")
        batch.drop_column("audit_head")
    with op.batch_alter_table("audit_entry", recreate="never") as batch:
        batch.drop_column("hash")
    for table in reversed(VERSIONED):
        with op.batch_alter_table(table, recreate="never") as batch:
            batch.drop_column("version")
