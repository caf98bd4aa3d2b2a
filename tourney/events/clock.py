"""The time stamped on records. Every service takes an explicit ``at`` for tests and replays."""

from __future__ import annotations

from datetime import datetime


def now(at: datetime | None = None) -> datetime:
    """``at`` if given, else the local wall-clock time the organizer's room runs on."""
    return at if at is not None else datetime.now()
