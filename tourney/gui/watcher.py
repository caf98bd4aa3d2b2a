"""Refreshing the window when another station stores something (tourney.db.changes).

The watchers are plain Python objects polled by one timer that belongs to the application.
A window's context may be garbage-collected on any thread (a background task's allocations
run the collector); a Qt timer of its own would then be stopped from that thread, which Qt
refuses and which crashed the process. The shared timer lives and stops on the GUI thread.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QTimer
from sqlalchemy import Engine

from tourney.db.changes import ChangeProbe

# How often to ask: what another station entered shows within about this long.
INTERVAL_MS = 1500

_watchers: weakref.WeakSet[ChangeWatcher] = weakref.WeakSet()
_timer: QTimer | None = None


def _poll_all() -> None:
    for watcher in list(_watchers):
        watcher.poll()


def _watch(watcher: ChangeWatcher) -> None:
    global _timer
    _watchers.add(watcher)
    app = QCoreApplication.instance()
    if _timer is None and app is not None:
        _timer = QTimer(app)
        _timer.setInterval(INTERVAL_MS)
        _timer.timeout.connect(_poll_all)
        _timer.start()


class ChangeWatcher:
    """Calls ``on_change`` when another connection committed to the database since the last
    look (every ``INTERVAL_MS``). A database it cannot watch is simply not watched."""

    def __init__(self, engine: Engine, on_change: Callable[[], None]) -> None:
        self._on_change = on_change
        self.paused = False
        try:
            self._probe: ChangeProbe | None = ChangeProbe(engine)
        except Exception:  # noqa: BLE001 - refreshing is a convenience; the data stays safe
            self._probe = None
        if self._probe is not None:
            _watch(self)

    def poll(self) -> bool:
        """Look now; whether something changed (and ``on_change`` was called)."""
        if self._probe is None or self.paused:
            return False
        try:
            moved = self._probe.changed()
        except Exception:  # noqa: BLE001 - a dropped connection: stop watching, keep working
            self.close()
            return False
        if moved:
            self._on_change()
        return moved

    def seen(self) -> None:
        """Forget changes so far: this window made them and has shown them."""
        if self._probe is not None:
            try:
                self._probe.changed()
            except Exception:  # noqa: BLE001
                self.close()

    def close(self) -> None:
        _watchers.discard(self)
        if self._probe is not None:
            probe, self._probe = self._probe, None
            with contextlib.suppress(Exception):  # the connection is gone already
                probe.close()
