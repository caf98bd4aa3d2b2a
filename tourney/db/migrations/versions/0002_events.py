"""Events: players, staff, registrations, rounds, matches, penalties and the audit trail.

Revision ID: 0002_events
Revises: 0001_cards
Create Date: 2026-11-22
"""

import sqlalchemy as sa
from alembic import op

revision = "0002_events"
down_revision = "0001_cards"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_player_name", "player", ["name"])
    op.create_table(
        "event",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("tier", sa.Integer(), nullable=False),
        sa.Column("format_id", sa.String(50), nullable=False),
        sa.Column("structure", sa.String(30), nullable=False),
        sa.Column("round_minutes", sa.Integer(), nullable=False),
        sa.Column("planned_rounds", sa.Integer(), nullable=True),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=True),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
    )
    op.create_table(
        "staff",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("role", sa.String(20), nullable=False),
        sa.Column("player_id", sa.Integer(), sa.ForeignKey("player.id"), nullable=True),
    )
    op.create_index("ix_staff_event_id", "staff", ["event_id"])
    op.create_table(
        "registration",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=False),
        sa.Column("player_id", sa.Integer(), sa.ForeignKey("player.id"), nullable=False),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.Column("deck_list", sa.Text(), nullable=True),
        sa.Column("deck_format", sa.String(20), nullable=True),
        sa.Column("deck_submitted_at", sa.DateTime(), nullable=True),
        sa.Column("deck_unlocked", sa.Boolean(), nullable=False),
        sa.Column("dropped_round", sa.Integer(), nullable=True),
        sa.Column("dropped_at", sa.DateTime(), nullable=True),
        sa.Column("drop_reason", sa.Text(), nullable=True),
        sa.Column("late_entry_round", sa.Integer(), nullable=True),
        sa.Column("pod", sa.Integer(), nullable=True),
        sa.Column("plays_as_judge", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("event_id", "player_id"),
    )
    op.create_index("ix_registration_event_id", "registration", ["event_id"])
    op.create_table(
        "round",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("paired_at", sa.DateTime(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=True),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.Column("extra_minutes", sa.Integer(), nullable=False),
        sa.UniqueConstraint("event_id", "number"),
    )
    op.create_index("ix_round_event_id", "round", ["event_id"])
    op.create_table(
        "match",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("round_id", sa.Integer(), sa.ForeignKey("round.id"), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("player_a_id", sa.Integer(), sa.ForeignKey("registration.id"), nullable=False),
        sa.Column("player_b_id", sa.Integer(), sa.ForeignKey("registration.id"), nullable=True),
        sa.Column("result", sa.String(20), nullable=True),
        sa.Column("ending", sa.String(20), nullable=True),
        sa.Column("entered_by_id", sa.Integer(), sa.ForeignKey("staff.id"), nullable=True),
        sa.Column("entered_at", sa.DateTime(), nullable=True),
        sa.Column("extra_minutes", sa.Integer(), nullable=False),
        sa.UniqueConstraint("round_id", "table_number"),
    )
    op.create_index("ix_match_round_id", "match", ["round_id"])
    op.create_table(
        "penalty",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=False),
        sa.Column(
            "registration_id", sa.Integer(), sa.ForeignKey("registration.id"), nullable=False
        ),
        sa.Column("round_number", sa.Integer(), nullable=True),
        sa.Column("table_number", sa.Integer(), nullable=True),
        sa.Column("infraction", sa.String(50), nullable=False),
        sa.Column("level", sa.String(30), nullable=False),
        sa.Column("upgraded_from", sa.String(30), nullable=True),
        sa.Column("judge_id", sa.Integer(), sa.ForeignKey("staff.id"), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("match_id", sa.Integer(), sa.ForeignKey("match.id"), nullable=True),
        sa.Column("pending", sa.Boolean(), nullable=False),
    )
    op.create_index("ix_penalty_event_id", "penalty", ["event_id"])
    op.create_table(
        "audit_entry",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("event_id", sa.Integer(), sa.ForeignKey("event.id"), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("staff_id", sa.Integer(), sa.ForeignKey("staff.id"), nullable=True),
        sa.Column("who", sa.String(250), nullable=False),
        sa.Column("action", sa.String(50), nullable=False),
        sa.Column("details", sa.JSON(), nullable=False),
        sa.Column("why", sa.Text(), nullable=False),
    )
    op.create_index("ix_audit_entry_event_id", "audit_entry", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_audit_entry_event_id", "audit_entry")
    op.drop_table("audit_entry")
    op.drop_index("ix_penalty_event_id", "penalty")
    op.drop_table("penalty")
    op.drop_index("ix_match_round_id", "match")
    op.drop_table("match")
    op.drop_index("ix_round_event_id", "round")
    op.drop_table("round")
    op.drop_index("ix_registration_event_id", "registration")
    op.drop_table("registration")
    op.drop_index("ix_staff_event_id", "staff")
    op.drop_table("staff")
    op.drop_table("event")
    op.drop_index("ix_player_name", "player")
    op.drop_table("player")
