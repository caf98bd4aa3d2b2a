"""Round clock pauses, recorded deck checks, limited pools and draft seats, saved game records.

Revision ID: 0003_clock_checks_limited_replays
Revises: 0002_events
Create Date: 2026-11-21
"""

import sqlalchemy as sa
from alembic import op

revision = "0003_clock_checks_limited_replays"
down_revision = "0002_events"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("round") as batch:
        batch.add_column(sa.Column("paused_at", sa.DateTime(), nullable=True))
        batch.add_column(
            sa.Column("paused_seconds", sa.Integer(), nullable=False, server_default="0")
        )
    with op.batch_alter_table("registration") as batch:
        batch.add_column(sa.Column("pool", sa.Text(), nullable=True))
        batch.add_column(sa.Column("pool_source", sa.String(20), nullable=True))
        batch.add_column(sa.Column("seat", sa.Integer(), nullable=True))
    op.create_table(
        "deck_check",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("round_id", sa.Integer(), sa.ForeignKey("round.id"), nullable=False),
        sa.Column("match_id", sa.Integer(), sa.ForeignKey("match.id"), nullable=True),
        sa.Column(
            "registration_id", sa.Integer(), sa.ForeignKey("registration.id"), nullable=False
        ),
        sa.Column("seed", sa.Integer(), nullable=True),
        sa.Column("selected_at", sa.DateTime(), nullable=False),
        sa.Column("checked_at", sa.DateTime(), nullable=True),
        sa.Column("judge_id", sa.Integer(), sa.ForeignKey("staff.id"), nullable=True),
        sa.Column("presented", sa.Text(), nullable=True),
        sa.Column("findings", sa.JSON(), nullable=True),
    )
    op.create_index("ix_deck_check_round_id", "deck_check", ["round_id"])
    op.create_table(
        "game_record",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=True),
        sa.Column("match_id", sa.Integer(), sa.ForeignKey("match.id"), nullable=True),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(250), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
    )
    op.create_index("ix_game_record_match_id", "game_record", ["match_id"])


def downgrade() -> None:
    op.drop_index("ix_game_record_match_id", "game_record")
    op.drop_table("game_record")
    op.drop_index("ix_deck_check_round_id", "deck_check")
    op.drop_table("deck_check")
    # Columns dropped in place, not by copying the tables (see 0005's downgrade): matches and
    # results point to these tables, and the app opens SQLite with foreign keys on.
    with op.batch_alter_table("registration", recreate="never") as batch:
        batch.drop_column("seat")
        batch.drop_column("pool_source")
        batch.drop_column("pool")
    with op.batch_alter_table("round", recreate="never") as batch:
        batch.drop_column("paused_seconds")
        batch.drop_column("paused_at")
