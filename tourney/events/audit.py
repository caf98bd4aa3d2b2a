"""The audit trail: who changed what in an event, when and why.

Results, corrections, drops, penalties and deck lists are disputed after the fact; the floor
rules make the head judge's ruling final (Judges), so the record must show who ruled and why.

The trail is tamper-evident: each entry stores a sha256 over its own content and the hash of
the entry before it, and the event keeps the newest hash (``EventRow.audit_head``). Editing,
deleting or reordering an entry, in the database or in an exported file, breaks the chain from
that entry on; ``verify_trail`` names the first entry that does not match. (Whoever can rewrite
every hash after an edit can forge a chain: the hashes are not signed.)
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from tourney.db.schema import AuditEntryRow, EventRow, StaffRow
from tourney.events.clock import now
from tourney.events.staff import name_key

# Tries at moving the chain head when other stations keep moving it first; each retry reads the
# head again, so this only runs out if the database keeps changing under us.
_HEAD_TRIES = 20


def who(staff: StaffRow | None) -> str:
    return f"{staff.name} ({staff.role})" if staff is not None else "Tourney"


def entry_hash(
    previous: str, at: datetime | str, who: str, action: str, details: Any, why: str
) -> str:
    """The chain hash of one entry: sha256 over the previous entry's hash and this entry's
    time, author, action, details and reason, as canonical JSON (the same in the database and
    in an exported file, so an imported trail verifies as it did at home)."""
    stamp = at if isinstance(at, str) else at.isoformat()
    content = json.dumps(
        [previous, stamp, who, action, details, why],
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(content.encode("utf-8")).hexdigest()


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
    so the trail reads the same after an event is exported and imported elsewhere.

    The event's chain head is moved first, from the value just read (the previous value in the
    UPDATE's WHERE): two stations writing at once queue on the event's row instead of both
    chaining to the same entry, and entries are numbered in chain order."""
    stamp = now(at)
    author = who(by)
    # Stored and read back as JSON: hash what the database will hold (tuples become lists).
    details = json.loads(json.dumps(details))
    for _ in range(_HEAD_TRIES):
        previous = session.scalar(select(EventRow.audit_head).where(EventRow.id == event.id))
        digest = entry_hash(previous or "", stamp, author, action, details, why)
        moved = session.execute(
            update(EventRow)
            .where(EventRow.id == event.id, EventRow.audit_head == (previous or ""))
            .values(audit_head=digest)
            .execution_options(synchronize_session=False)
        )
        if moved.rowcount == 1:
            break
    else:
        from tourney.events.conflicts import SAME_MOMENT, ConflictError

        raise ConflictError(SAME_MOMENT)
    entry = AuditEntryRow(
        event_id=event.id,
        at=stamp,
        staff_id=by.id if by is not None else None,
        who=author,
        action=action,
        details=details,
        why=why,
        hash=digest,
    )
    session.add(entry)
    session.flush()
    return entry


def audit_trail(session: Session, event: EventRow) -> list[AuditEntryRow]:
    """Every entry for the event, oldest first."""
    query = select(AuditEntryRow).where(AuditEntryRow.event_id == event.id)
    return list(session.scalars(query.order_by(AuditEntryRow.id)))


def _round_of(details: Any) -> set[int]:
    """The rounds an entry's details name: ``round`` and keys such as ``first_round``."""
    if not isinstance(details, dict):
        return set()
    return {
        int(value)
        for key, value in details.items()
        if (key == "round" or key.endswith("_round")) and isinstance(value, int)
    }


def _names_in(details: Any) -> set[str]:
    if isinstance(details, str):
        return {name_key(details)}
    if isinstance(details, dict):
        return set().union(*(_names_in(v) for v in details.values()))
    if isinstance(details, list):
        return set().union(*(_names_in(v) for v in details))
    return set()


def entries_about(
    entries: Sequence[AuditEntryRow], *, player: str | None = None, round_number: int | None = None
) -> list[AuditEntryRow]:
    """The entries that name ``player`` (any name they had: a rename's previous name counts
    for the entries before it) and ``round_number``; None for either: no filter on it. Entries
    name players, not registrations, so two players of one name share their entries."""
    chosen = list(entries)
    if round_number is not None:
        chosen = [e for e in chosen if round_number in _round_of(e.details)]
    if player is not None:
        names = {name_key(player)}
        for entry in reversed(entries):  # newest first: each rename adds the name before it
            details = entry.details if isinstance(entry.details, dict) else {}
            if entry.action == "player renamed" and name_key(str(details.get("player"))) in names:
                names.add(name_key(str(details.get("previous", ""))))
        chosen = [e for e in chosen if names & _names_in(e.details)]
    return chosen


@dataclass(frozen=True)
class TrailEntry:
    """One audit entry as verification sees it, from the database or from an event file."""

    at: str
    who: str
    action: str
    details: Any
    why: str
    hash: str | None
    # The author's "name (role)" from the staff list the entry points to; None: no staff link.
    staff: str | None = None


@dataclass(frozen=True)
class TrailCheck:
    """What verifying a trail found: ``first_bad`` is the 1-based number of the first entry
    that does not match (None: all do), ``problem`` says what is wrong in words."""

    entries: int
    first_bad: int | None = None
    problem: str = ""

    @property
    def ok(self) -> bool:
        return not self.problem


def describe_entry(number: int, entry: TrailEntry) -> str:
    return f"entry {number} ({entry.at}, {entry.who}: {entry.action})"


def check_chain(entries: Sequence[TrailEntry], head: str | None = None) -> TrailCheck:
    """Recompute the chain. An entry whose stored hash differs was edited, or an entry before
    it was deleted or moved; an author that is not the staff member the entry points to was
    re-attributed. ``head`` (the event's newest hash) catches the newest entries deleted."""
    previous = ""
    for number, entry in enumerate(entries, start=1):
        if entry.staff is not None and entry.staff != entry.who:
            return TrailCheck(
                len(entries),
                number,
                f"{describe_entry(number, entry)} names {entry.who} but points to the staff "
                f"member {entry.staff}: it was re-attributed",
            )
        expected = entry_hash(previous, entry.at, entry.who, entry.action, entry.details, entry.why)
        if entry.hash != expected:
            reason = (
                "has no hash"
                if not entry.hash
                else "does not match its hash: it was edited, or an entry before it was "
                "deleted or moved"
            )
            return TrailCheck(len(entries), number, f"{describe_entry(number, entry)} {reason}")
        previous = expected
    if head is not None and head != previous:
        return TrailCheck(
            len(entries),
            len(entries) + 1 if entries else 1,
            f"the trail ends after entry {len(entries)} but the event's newest entry is another "
            "one: entries at the end were deleted",
        )
    return TrailCheck(len(entries))


def trail_entries(session: Session, rows: Iterable[AuditEntryRow]) -> list[TrailEntry]:
    staff: dict[int, str] = {}
    out = []
    for row in rows:
        author = None
        if row.staff_id is not None:
            if row.staff_id not in staff:
                member = session.get(StaffRow, row.staff_id)
                staff[row.staff_id] = who(member) if member is not None else "(missing)"
            author = staff[row.staff_id]
        out.append(
            TrailEntry(
                row.at.isoformat(), row.who, row.action, row.details, row.why, row.hash, author
            )
        )
    return out


def stored_head(session: Session, event: EventRow) -> str:
    """The event's newest hash as stored: entries move it with an UPDATE of their own, so the
    loaded ``event.audit_head`` may be older than the trail."""
    return session.scalar(select(EventRow.audit_head).where(EventRow.id == event.id)) or ""


def verify_trail(session: Session, event: EventRow) -> TrailCheck:
    """Check the event's stored trail against its hashes and the event's newest hash."""
    return check_chain(
        trail_entries(session, audit_trail(session, event)), stored_head(session, event)
    )


def rechain(session: Session, event_id: int) -> None:
    """Compute every entry's hash from the first (for entries written before hashes existed,
    and for a trail imported as unverified, which starts a chain of its own)."""
    previous = ""
    query = select(AuditEntryRow).where(AuditEntryRow.event_id == event_id)
    for row in session.scalars(query.order_by(AuditEntryRow.id)):
        row.hash = entry_hash(previous, row.at, row.who, row.action, row.details, row.why)
        previous = row.hash
    session.execute(
        update(EventRow)
        .where(EventRow.id == event_id)
        .values(audit_head=previous)
        .execution_options(synchronize_session=False)
    )
    session.flush()
