"""Rules-engine game records a judge saves while settling a dispute, kept with the match.

Floor rules, Judges: the head judge's ruling is final, so the replay a ruling rests on is kept
with the match result it decides, and saving one is audited like any other ruling. A record not
tied to an event (a judge rebuilding a game from two lists at home) is stored free-standing.

The record itself is the engine's JSON (``engine.GameRecord``); loading it back into a game is
``engine.load_record``'s job, which checks it replays to the same state at every step.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from engine import GameRecord, RecordError
from tourney.db.schema import EventRow, GameRecordRow, MatchRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.errors import EventRuleError
from tourney.events.matches import describe, label
from tourney.events.staff import JUDGES, require_role

TITLE_LIMIT = 200  # the game_record.title column


@dataclass(frozen=True)
class SavedGame:
    """A stored record with what a list of them shows: title, when, by whom, which match."""

    id: int
    title: str
    created_at: datetime
    created_by: str
    event_id: int | None
    match_id: int | None
    steps: int

    @classmethod
    def of(cls, row: GameRecordRow) -> SavedGame:
        return cls(
            row.id,
            row.title,
            row.created_at,
            row.created_by,
            row.event_id,
            row.match_id,
            len(row.record.get("entries", ())),
        )


def save_game_record(
    session: Session,
    record: GameRecord,
    title: str,
    *,
    match: MatchRow | None = None,
    event: EventRow | None = None,
    by: StaffRow | None = None,
    why: str = "",
    at: datetime | None = None,
) -> GameRecordRow:
    """Store ``record``, attached to ``match`` (and its event), to ``event`` alone, or to nothing.

    Attached to an event it is a ruling: only a judge of that event may save it (floor rules,
    Judges) and the audit trail names the table and players.
    """
    title = " ".join(title.split())
    if not title:
        raise EventRuleError("a saved game needs a title, e.g. 'Round 3 table 5: confront at X'")
    if len(title) > TITLE_LIMIT:
        raise EventRuleError(f"the title is {len(title)} characters, at most {TITLE_LIMIT}")
    if match is not None:
        if event is not None and match.round.event_id != event.id:
            raise EventRuleError(f"{label(match)} is not a match of {event.name}")
        event = match.round.event
    if event is not None:
        if by is None:
            raise EventRuleError(
                f"say which judge saves this ruling for {event.name} (floor rules, Judges)"
            )
        require_role(by, event, JUDGES, "save a game ruling", "floor rules, Judges")
    row = GameRecordRow(
        event_id=event.id if event is not None else None,
        match_id=match.id if match is not None else None,
        title=title,
        created_at=now(at),
        created_by=audit.who(by),
        record=json.loads(record.to_json()),
    )
    session.add(row)
    session.flush()
    if event is not None:
        details = describe(match) if match is not None else {}
        details |= {"title": title, "steps": len(record.entries)}
        audit.record(session, event, by, "save game record", details, why, at)
    return row


def load_game_record(session: Session, record_id: int) -> GameRecord:
    """The stored record, ready for ``engine.load_record``."""
    row = session.get(GameRecordRow, record_id)
    if row is None:
        raise EventRuleError(f"there is no saved game record #{record_id}")
    try:
        return GameRecord.from_json(json.dumps(row.record))
    except RecordError as e:
        raise EventRuleError(f"saved game record #{record_id} ({row.title!r}): {e}") from e


def records_of_match(session: Session, match: MatchRow) -> list[SavedGame]:
    """The records saved for a match, oldest first."""
    query = select(GameRecordRow).where(GameRecordRow.match_id == match.id)
    return [SavedGame.of(r) for r in session.scalars(query.order_by(GameRecordRow.id))]


def records_of_event(session: Session, event: EventRow | None) -> list[SavedGame]:
    """The records saved in an event (with or without a match), or the free-standing ones."""
    column = GameRecordRow.event_id
    query = select(GameRecordRow).where(column.is_(None) if event is None else column == event.id)
    return [SavedGame.of(r) for r in session.scalars(query.order_by(GameRecordRow.id))]
