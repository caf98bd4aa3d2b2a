"""Refreshing the window when another station stores something (tourney.db.changes)."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, QTimer, Signal
from sqlalchemy import Engine

from tourney.db.changes import ChangeProbe

# How often to ask: what another station entered shows within about this long.
INTERVAL_MS = 1500


class ChangeWatcher(QObject):
    """Emits ``changed`` when another connection committed to the database since the last
    look. Starts at once; a database it cannot watch is simply not watched."""

    changed = Signal()

    def __init__(self, engine: Engine, parent: QObject | None = None) -> None:
        super().__init__(parent)
        try:
            self._probe: ChangeProbe | None = ChangeProbe(engine)
        except Exception:  # noqa: BLE001 - refreshing is a convenience; the data stays safe
            self._probe = None
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.poll)
        if self._probe is not None:
            self.timer.start()
        self.destroyed.connect(self.timer.stop)

    def poll(self) -> bool:
        """Look now; whether something changed (and ``changed`` was emitted)."""
        if self._probe is None:
            return False
        try:
            moved = self._probe.changed()
        except Exception:  # noqa: BLE001 - a dropped connection: stop watching, keep working
            self.close()
            return False
        if moved:
            self.changed.emit()
        return moved

    def seen(self) -> None:
        """Forget changes so far: this window made them and has shown them."""
        if self._probe is not None:
            try:
                self._probe.changed()
            except Exception:  # noqa: BLE001
                self.close()

    def close(self) -> None:
        self.timer.stop()
        if self._probe is not None:
            probe, self._probe = self._probe, None
            with contextlib.suppress(Exception):  # the connection is gone already
                probe.close()
