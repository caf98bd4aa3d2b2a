"""What each phone page shows: the newest publication of its kind, and the round clock read
live (the clock is public: it is on the projector). Everything is plain JSON-ready data; nothing
here reads deck lists, penalties or the audit trail."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow, RoundRow
from tourney.events.matches import current_round, matches_in
from tourney.events.round_clock import ClockStatus, ends_at, read_clock
from tourney.printing.pairings import round_title
from tourney.venue.publishing import Published, published

VIEWS = ("pairings", "standings", "clock", "bracket")


def view(session: Session, event: EventRow, name: str, now: datetime) -> dict[str, Any]:
    """The data of page ``name`` (one of ``VIEWS``)."""
    if name == "clock":
        return clock(session, event, now)
    row = published(session, event, Published(name))
    return {"event": event.name, "published": row.content if row is not None else None}


def clock(session: Session, event: EventRow, now: datetime) -> dict[str, Any]:
    """The current round's clock as ``tourney.events.round_clock`` reads it. A running clock is
    sent as when time is called (``ends_at``, seconds since the epoch on the laptop's clock),
    so the data changes only when the clock is started, paused, resumed or extended, and a
    phone counts down by itself between polls. Tables with extra minutes are listed by number
    only: who sits there is in the pairings, once published."""
    round_ = current_round(session, event)
    if round_ is None:
        return {"event": event.name, "round": None}
    reading = read_clock(round_, now)
    data: dict[str, Any] = {
        "event": event.name,
        "round": round_.number,
        "title": round_title(round_),
        "status": str(reading.status),
        "limit_minutes": reading.limit_minutes,
    }
    data.update(_timing(round_, now, reading.status, reading.remaining))
    tables = []
    if reading.status not in (ClockStatus.FINISHED, ClockStatus.NOT_STARTED):
        for match in matches_in(session, round_):
            if match.extra_minutes and match.player_b_id is not None:
                table = read_clock(round_, now, match)
                entry = {"table": match.table_number, "extra_minutes": match.extra_minutes}
                entry.update(_timing(round_, now, table.status, table.remaining, match))
                entry["status"] = str(table.status)
                tables.append(entry)
    data["tables"] = tables
    return data


def _timing(
    round_: RoundRow,
    now: datetime,
    status: ClockStatus,
    remaining: timedelta | None,
    match: MatchRow | None = None,
) -> dict[str, Any]:
    if status in (ClockStatus.RUNNING, ClockStatus.TIME_CALLED):
        end = ends_at(round_, now, match)
        if end is None:
            return {}
        return {"ends_at": end.timestamp(), "ends_at_text": f"{end:%H:%M}"}
    if status == ClockStatus.PAUSED and remaining is not None:
        return {"remaining_seconds": int(remaining.total_seconds())}
    return {}
