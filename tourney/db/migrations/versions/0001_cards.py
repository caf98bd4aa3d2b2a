"""Card database: sets, cards and the import log.

Revision ID: 0001_cards
Revises:
Create Date: 2026-11-21
"""

import sqlalchemy as sa
from alembic import op

revision = "0001_cards"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "card_set",
        sa.Column("guid", sa.String(36), primary_key=True),
        sa.Column("code", sa.String(8), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("released", sa.Date(), nullable=True),
        sa.Column("data", sa.JSON(), nullable=False),
    )
    op.create_table(
        "card",
        sa.Column("guid", sa.String(36), primary_key=True),
        sa.Column("set_guid", sa.String(36), sa.ForeignKey("card_set.guid"), nullable=False),
        sa.Column("number", sa.String(16), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("subtitle", sa.String(200), nullable=False),
        sa.Column("type", sa.String(20), nullable=False),
        sa.Column("rarity", sa.String(4), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
    )
    op.create_index("ix_card_number", "card", ["number"])
    op.create_index("ix_card_title", "card", ["title"])
    op.create_table(
        "card_import",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("imported_at", sa.DateTime(), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.Column("fingerprint", sa.String(64), nullable=False),
        sa.Column("report", sa.JSON(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("card_import")
    op.drop_index("ix_card_title", "card")
    op.drop_index("ix_card_number", "card")
    op.drop_table("card")
    op.drop_table("card_set")
