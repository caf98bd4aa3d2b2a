"""Publications: pairings, standings and the bracket as the scorekeeper published them.

Revision ID: 0007_publications
Revises: 0006_stations_and_audit_chain
Create Date: 2026-11-27
"""

import sqlalchemy as sa
from alembic import op

revision = "0007_publications"
down_revision = "0006_stations_and_audit_chain"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "publication",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=True),
        sa.Column("published_at", sa.DateTime(), nullable=False),
        sa.Column("published_by_id", sa.Integer(), sa.ForeignKey("staff.id"), nullable=True),
        sa.Column("content", sa.JSON(), nullable=False),
    )
    op.create_index("ix_publication_event_kind", "publication", ["event_id", "kind"])


def downgrade() -> None:
    op.drop_index("ix_publication_event_kind", "publication")
    op.drop_table("publication")
