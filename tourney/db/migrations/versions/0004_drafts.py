"""Booster drafts stored pick by pick, so a draft in progress survives closing the app.

Revision ID: 0004_drafts
Revises: 0003_clock_checks_limited_replays
Create Date: 2026-11-23
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_drafts"
down_revision = "0003_clock_checks_limited_replays"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "draft",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=False),
        sa.Column("pod", sa.Integer(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("seats", sa.JSON(), nullable=False),
        sa.Column("packs", sa.JSON(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.UniqueConstraint("event_id", "pod"),
    )
    op.create_index("ix_draft_event_id", "draft", ["event_id"])
    op.create_table(
        "draft_pick",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("draft_id", sa.Integer(), sa.ForeignKey("draft.id"), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("card_guid", sa.String(36), nullable=False),
        sa.Column("simulated", sa.Boolean(), nullable=False),
        sa.Column("entered_by_id", sa.Integer(), sa.ForeignKey("staff.id"), nullable=True),
        sa.Column("entered_at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("draft_id", "number"),
    )
    op.create_index("ix_draft_pick_draft_id", "draft_pick", ["draft_id"])


def downgrade() -> None:
    op.drop_index("ix_draft_pick_draft_id", "draft_pick")
    op.drop_table("draft_pick")
    op.drop_index("ix_draft_event_id", "draft")
    op.drop_table("draft")
