"""Draft seats set to always simulate, and picks made automatically for them.

Revision ID: 0005_simulated_draft_seats
Revises: 0004_drafts
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0005_simulated_draft_seats"
down_revision = "0004_drafts"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Drafts stored before this revision have every seat entered by a person.
    with op.batch_alter_table("draft") as batch:
        batch.add_column(
            sa.Column("simulated_seats", sa.JSON(), nullable=False, server_default="[]")
        )
    with op.batch_alter_table("draft_pick") as batch:
        batch.add_column(
            sa.Column("automatic", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    # Dropped in place (SQLite has ALTER TABLE ... DROP COLUMN since 3.35), not by copying the
    # tables: with the app's foreign keys on, copying "draft" would drop the table its picks
    # point to.
    with op.batch_alter_table("draft_pick", recreate="never") as batch:
        batch.drop_column("automatic")
    with op.batch_alter_table("draft", recreate="never") as batch:
        batch.drop_column("simulated_seats")
