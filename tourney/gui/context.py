"""What every screen of the window shares: the database, the card catalogue, the event being run
and the staff member at the keyboard, with signals so screens refresh when another one changes
something.

Screens never keep a Session open between user actions: they open one with ``ctx.session()``,
call the domain functions the command line uses (``tourney.events``, ``tourney.swiss``, ...),
commit, then ``ctx.data_changed.emit()``.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from sqlalchemy import Engine
from sqlalchemy import event as sa_event
from sqlalchemy.orm import Session, sessionmaker

from tourney.db.database import session_factory
from tourney.db.schema import EventRow, StaffRow
from tourney.events.conflicts import SAME_MOMENT, ConflictError, is_conflict
from tourney.events.errors import EventRuleError
from tourney.events.model import StaffRole
from tourney.gui.settings.store import AppSettings
from tourney.gui.watcher import ChangeWatcher


def _note_write(session: Session, _flush_context: object) -> None:
    session.info["wrote"] = True

if TYPE_CHECKING:
    from tourney.cards.catalog import CardCatalog


class AppContext(QObject):
    """One per window. ``event_id`` is the event on screen (None: none chosen yet);
    ``operator_id`` is the StaffRow id of the person acting (for role checks and the audit).
    ``settings`` are the application's settings (page size for printing, default tiebreakers);
    ``database`` names the open database for titles and messages."""

    event_changed = Signal(object)  # the new event id, or None
    operator_changed = Signal(object)  # the new staff id, or None
    data_changed = Signal()  # something in the event was stored: screens reload their models
    catalog_changed = Signal()  # card data was imported or re-imported: ``catalog`` is new
    phones_changed = Signal(object)  # the phones' address (tourney.venue), or None when stopped

    def __init__(
        self,
        engine: Engine,
        catalog: CardCatalog | None,
        parent: QObject | None = None,
        *,
        settings: AppSettings | None = None,
        database: str = "",
    ):
        super().__init__(parent)
        self.engine = engine
        self.catalog = catalog
        self.settings = settings if settings is not None else AppSettings()
        self.database = database or engine.url.render_as_string(hide_password=True)
        self._sessions: sessionmaker[Session] = session_factory(engine)
        sa_event.listen(self._sessions, "after_flush", _note_write)
        self.event_id: int | None = None
        self.operator_id: int | None = None
        self.phones_url: str | None = None  # set while the phones' pages are served
        # Another station's commits reach this window's screens as ``data_changed``. The watcher
        # holds the context weakly: no cycle keeps it for the collector to free on another thread.
        context = weakref.ref(self)

        def changed() -> None:
            if (alive := context()) is not None:
                alive.data_changed.emit()

        self.watcher = ChangeWatcher(engine, changed)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session for one user action: committed if the block succeeds, rolled back if not."""
        with self._sessions() as session:
            try:
                yield session
                session.commit()
            except BaseException as error:
                session.rollback()
                if is_conflict(error, unique_keys=False):
                    raise ConflictError(SAME_MOMENT) from error
                raise
            if session.info.pop("wrote", False):
                self.watcher.seen()  # our own change: the screen that made it shows it

    def event(self, session: Session) -> EventRow:
        """The event on screen, in ``session``; refuses plainly when none is open."""
        if self.event_id is None:
            raise EventRuleError("open an event first (Event, at the top of the window)")
        event = session.get(EventRow, self.event_id)
        if event is None:
            raise EventRuleError(f"event {self.event_id} is not in {self.database}")
        return event

    def operator(self, session: Session) -> StaffRow:
        """The staff member at the keyboard, in ``session``: the domain functions check what
        their role allows and write them into the audit trail."""
        if self.operator_id is None:
            raise EventRuleError(
                "choose the staff member at the keyboard first (Acting as, top right)"
            )
        staff = session.get(StaffRow, self.operator_id)
        if staff is None:
            raise EventRuleError(f"staff member {self.operator_id} is not in {self.database}")
        return staff

    def operator_role(self) -> StaffRole | None:
        """The role of the staff member at the keyboard (None: nobody chosen), to enable what
        they may do; the domain still checks every action."""
        if self.operator_id is None:
            return None
        with self.session() as session:
            return StaffRole(self.operator(session).role)

    def set_event(self, event_id: int | None) -> None:
        if event_id != self.event_id:
            self.event_id = event_id
            self.operator_id = None
            self.event_changed.emit(event_id)

    def set_phones_url(self, url: str | None) -> None:
        if url != self.phones_url:
            self.phones_url = url
            self.phones_changed.emit(url)

    def set_catalog(self, catalog: CardCatalog) -> None:
        self.catalog = catalog
        self.catalog_changed.emit()

    def set_operator(self, staff_id: int | None) -> None:
        if staff_id != self.operator_id:
            self.operator_id = staff_id
            self.operator_changed.emit(staff_id)
