"""Noticing what another station stored: a cheap question asked every second or so.

SQLite: ``PRAGMA data_version`` on a connection of our own changes whenever any other
connection commits to the file. PostgreSQL: the migrations' triggers ``NOTIFY`` the
``tourney_changes`` channel at each commit that wrote an event's tables; a listening
connection collects them without a query.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine

CHANNEL = "tourney_changes"


class ChangeProbe:
    """``changed()``: whether anything was committed since the last call (the first call
    answers False). ``close()`` gives back its connection."""

    def __init__(self, engine: Engine) -> None:
        self.dialect = engine.dialect.name
        self._raw: Any = engine.raw_connection()
        self._last: int | None = None
        if self.dialect == "postgresql":
            connection = self._raw.driver_connection
            self._raw.rollback()
            connection.autocommit = True
            connection.execute(f"LISTEN {CHANNEL}")
        elif self.dialect == "sqlite":
            self._last = self._data_version()

    def _data_version(self) -> int:
        cursor = self._raw.cursor()
        try:
            cursor.execute("PRAGMA data_version")
            return int(cursor.fetchone()[0])
        finally:
            cursor.close()

    def changed(self) -> bool:
        if self.dialect == "postgresql":
            notes = list(self._raw.driver_connection.notifies(timeout=0, stop_after=1000))
            return bool(notes)
        if self.dialect == "sqlite":
            version = self._data_version()
            moved, self._last = version != self._last, version
            return moved
        return False

    def close(self) -> None:
        if self._raw is not None:
            if self.dialect == "postgresql":
                self._raw.driver_connection.execute(f"UNLISTEN {CHANNEL}")
                self._raw.driver_connection.autocommit = False
            self._raw.close()
            self._raw = None
