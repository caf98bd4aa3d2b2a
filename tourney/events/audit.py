"""The audit trail: who changed what in an event, when and why.

Results, corrections, drops, penalties and deck lists are disputed after the fact; the floor
rules make the head judge's ruling final (Judges), so the record must show who ruled and why.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import AuditEntryRow, EventRow, StaffRow
from tourney.events.clock import now


def who(staff: StaffRow | None) -> str:
    return f"{staff.name} ({staff.role})" if staff is not None else "Tourney"


def record(
    session: Session,
    event: EventRow,
    by: StaffRow | None,
    action: str,
    details: dict[str, Any],
    why: str = "",
    at: datetime | None = None,
) -> AuditEntryRow:
    """Add one audit entry. ``details`` name players, rounds and tables, never database ids,
    so the trail reads the same after an event is exported and imported elsewhere."""
    entry = AuditEntryRow(
        event_id=event.id,
        at=now(at),
        staff_id=by.id if by is not None else None,
        who=who(by),
        action=action,
        details=details,
        why=why,
    )
    session.add(entry)
    session.flush()
    return entry


def audit_trail(session: Session, event: EventRow) -> list[AuditEntryRow]:
    """Every entry for the event, oldest first."""
    query = select(AuditEntryRow).where(AuditEntryRow.event_id == event.id)
    return list(session.scalars(query.order_by(AuditEntryRow.id)))
