"""The main window: a sidebar over the screens of ``SCREENS``, the event and operator choosers,
and a status bar. Screens are built the first time they are shown.

The window owns no rules: it chooses what is on screen (database, event, operator) and hands
the screens the shared ``AppContext``.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.errors import show_error
from tourney.gui.screens import SCREENS, ScreenSpec
from tourney.gui.theme import heading
from tourney.gui.widgets import ElidedLabel, MessageLine

# Screens without a shortcut of their own take these in sidebar order: every screen has one.
SCREEN_KEYS = [f"{mod}+{n}" for mod in ("Ctrl", "Alt") for n in (*range(1, 10), 0)]


def ordered_screens(screens: list[ScreenSpec]) -> list[tuple[ScreenSpec, str]]:
    """The sidebar's order (screens for the event first) with each screen's shortcut: its own,
    else the next free one of Ctrl+1..Ctrl+9, Ctrl+0, Alt+1..Alt+9, Alt+0."""
    ordered = [s for s in screens if s.needs_event] + [s for s in screens if not s.needs_event]
    taken = {s.shortcut for s in screens if s.shortcut}
    free = [key for key in SCREEN_KEYS if key not in taken]
    result = []
    for spec in ordered:
        shortcut = spec.shortcut or (free.pop(0) if free else "")
        result.append((spec, shortcut))
    return result


class Sidebar(QListWidget):
    """The list of screens. Letters typed here go to the screen's search field (``typed``),
    never to a sidebar entry of that initial: typing "t" on Cards must not open Top cut."""

    typed = Signal(str)

    def keyboardSearch(self, search: str) -> None:  # noqa: N802 - Qt API
        pass

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        text = event.text()
        commands = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        if text.strip() and text.isprintable() and not event.modifiers() & commands:
            self.typed.emit(text)
            event.accept()
            return
        super().keyPressEvent(event)


class NoEventPage(QWidget):
    """Shown in place of a screen that needs an event while none is open."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        title = heading(QLabel("No event open"), 1.6)
        text = QLabel(
            "Choose a recent event above, or create a new one. "
            "The card browser and settings work without an event."
        )
        text.setWordWrap(True)
        # The whole width, centred text: an aligned word-wrapped label gets too little height.
        text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.text = text
        new = QPushButton("&New event…")
        new.clicked.connect(window.new_event)
        imported = QPushButton("&Import event…")
        imported.setToolTip("Add an event from a file another Tourney exported")
        imported.clicked.connect(window.import_event)
        self.message = MessageLine()
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(text)
        layout.addWidget(new, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(imported, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.message, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)


class MainWindow(QMainWindow):
    def __init__(self, ctx: AppContext, *, ask_for_cards: bool = True) -> None:
        super().__init__()
        self.ctx = ctx
        self.screens = ordered_screens(SCREENS)
        self.built: dict[str, QWidget] = {}
        self.asked_for_event: int | None = None  # the event whose operator was last asked
        self.setMinimumSize(QSize(900, 600))

        self.events = QComboBox()
        self.events.setMinimumContentsLength(48)
        self.events.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        # The event's name takes the bar's spare width: long names are common.
        self.events.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.events.setToolTip("The event on screen: recent events, newest first (Ctrl+E)")
        self.events.activated.connect(self._event_chosen)
        self.operators = QComboBox()
        self.operators.setMinimumContentsLength(22)
        self.operators.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.operators.setToolTip(
            "The staff member at the keyboard: role checks and the audit trail use this"
        )
        self.operators.activated.connect(self._operator_chosen)

        bar = QToolBar("Event")
        bar.setMovable(False)
        bar.setObjectName("event-bar")
        event_label = QLabel("&Event ")
        event_label.setBuddy(self.events)
        bar.addWidget(event_label)
        bar.addWidget(self.events)
        self.new_event_action = QAction("&New event…", self)
        self.new_event_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_event_action.triggered.connect(self.new_event)
        bar.addAction(self.new_event_action)
        self.open_db_action = QAction("&Open database…", self)
        self.open_db_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_db_action.triggered.connect(self.choose_database)
        bar.addAction(self.open_db_action)
        operator_label = QLabel("Acting &as ")
        operator_label.setBuddy(self.operators)
        bar.addWidget(operator_label)
        bar.addWidget(self.operators)
        self.about_action = QAction("A&bout", self)
        self.about_action.setToolTip("The version of Tourney and where its data is")
        self.about_action.triggered.connect(self.show_about)
        bar.addAction(self.about_action)
        self.addToolBar(bar)
        from tourney.gui.event.menu import event_menu

        self.event_menu = event_menu(self)
        self.menuBar().addMenu(self.event_menu)
        focus_events = QAction(self)
        focus_events.setShortcut(QKeySequence("Ctrl+E"))
        focus_events.triggered.connect(lambda: self.events.setFocus())
        self.addAction(focus_events)
        quit_action = QAction(self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        self.addAction(quit_action)

        self.sidebar = Sidebar()
        self.sidebar.setObjectName("sidebar")
        self.sidebar.typed.connect(self.focus_search)
        find = QShortcut(QKeySequence.StandardKey.Find, self.sidebar)
        find.setContext(Qt.ShortcutContext.WidgetShortcut)  # in a screen, the screen's own
        find.activated.connect(lambda: self.focus_search())
        self.sidebar.setUniformItemSizes(True)
        self.sidebar.setSpacing(3)
        sidebar_font = QFont(self.sidebar.font())
        sidebar_font.setPointSizeF(sidebar_font.pointSizeF() * 1.15)
        self.sidebar.setFont(sidebar_font)
        self.stack = QStackedWidget()
        self.no_event = NoEventPage(self)
        self.stack.addWidget(self.no_event)
        for i, (spec, shortcut) in enumerate(self.screens):
            item = QListWidgetItem(spec.title)
            item.setToolTip(f"{spec.title} ({shortcut})" if shortcut else spec.title)
            item.setData(Qt.ItemDataRole.UserRole, spec.key)
            self.sidebar.addItem(item)
            if shortcut:
                action = QAction(self)
                action.setShortcut(QKeySequence(shortcut))
                action.triggered.connect(lambda _=False, row=i: self._shortcut_to(row))
                self.addAction(action)
        self.sidebar.setFixedWidth(
            max(160, self.sidebar.sizeHintForColumn(0) + 4 * self.fontMetrics().averageCharWidth())
        )
        self.sidebar.currentRowChanged.connect(self._show_row)
        central = QWidget()
        body = QHBoxLayout(central)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.sidebar)
        body.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.database_label = QLabel()
        self.cards_label = QLabel()
        self.event_label = ElidedLabel(mode=Qt.TextElideMode.ElideMiddle)  # who acts stays in view
        self.statusBar().addWidget(self.event_label, 1)
        self.statusBar().addPermanentWidget(self.cards_label)
        self.statusBar().addPermanentWidget(self.database_label)

        self._connect(ctx)
        self.refresh_events()
        last = ctx.settings.last_event(ctx.database)
        if last is not None and self.events.findData(last) >= 0:
            ctx.set_event(last)
        self._event_changed(ctx.event_id)
        self._update_cards_label()
        self.sidebar.setCurrentRow(0)
        self.sidebar.setFocus()
        if ask_for_cards and ctx.catalog is None:
            QTimer.singleShot(0, self.import_cards)

    # -- context ---------------------------------------------------------------------------

    def _connect(self, ctx: AppContext) -> None:
        ctx.event_changed.connect(self._event_changed)
        ctx.data_changed.connect(self._data_changed)
        ctx.catalog_changed.connect(self._update_cards_label)
        ctx.operator_changed.connect(self._operator_changed)

    def set_context(self, ctx: AppContext) -> None:
        """Switch to another database: every screen is rebuilt on the new context."""
        for widget in self.built.values():
            self.stack.removeWidget(widget)
            widget.deleteLater()
        self.built.clear()
        old, self.ctx = self.ctx, ctx
        self.asked_for_event = None  # another database: its events are asked about afresh
        old.watcher.close()
        old.deleteLater()
        self._connect(ctx)
        self.refresh_events()
        last = ctx.settings.last_event(ctx.database)
        ctx.set_event(last if last is not None and self.events.findData(last) >= 0 else None)
        self._event_changed(ctx.event_id)
        self._update_cards_label()
        self._show_row(self.sidebar.currentRow())

    # -- screens ---------------------------------------------------------------------------

    def screen(self, key: str) -> QWidget:
        """The screen for ``key``, built on first use."""
        if key not in self.built:
            spec = next(s for s, _ in self.screens if s.key == key)
            widget = spec.factory(self.ctx)
            widget.setObjectName(f"screen-{key}")
            self.built[key] = widget
            self.stack.addWidget(widget)
        return self.built[key]

    def show_screen(self, key: str) -> QWidget | None:
        for row, (spec, _) in enumerate(self.screens):
            if spec.key == key:
                self.sidebar.setCurrentRow(row)
                return self.stack.currentWidget()
        return None

    def _shortcut_to(self, row: int) -> None:
        """A screen's shortcut: show it with the focus on the sidebar, from where typing goes
        to the screen's search field and Ctrl+F focuses it."""
        self.sidebar.setCurrentRow(row)
        self.sidebar.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def search_field(self) -> QLineEdit | None:
        """The search field of the screen on show: its ``search_field()`` if it has one (a
        field on a tab it must show first), else its line edit marked ``searchField``."""
        screen = self.stack.currentWidget()
        if hasattr(screen, "search_field"):
            return screen.search_field()
        fields = [w for w in screen.findChildren(QLineEdit) if w.property("searchField")]
        return next((w for w in fields if w.isVisibleTo(screen)), None)

    def focus_search(self, text: str = "") -> bool:
        """Focus the screen's search field, everything in it selected, so ``text`` (typed on
        the sidebar) starts a new search; False when the screen has none."""
        field = self.search_field()
        if field is None:
            return False
        field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        field.selectAll()
        if text:
            field.insert(text)
        return True

    def _show_row(self, row: int) -> None:
        if row < 0:
            return
        spec = self.screens[row][0]
        if spec.needs_event and self.ctx.event_id is None:
            self.stack.setCurrentWidget(self.no_event)
            return
        try:
            widget = self.screen(spec.key)
        except Exception as error:  # noqa: BLE001 - a broken screen must not close the window
            show_error(self, f"Could not open the {spec.title} screen", error)
            return
        self.stack.setCurrentWidget(widget)

    # -- events ----------------------------------------------------------------------------

    def refresh_events(self) -> None:
        from tourney.events.event import all_events

        with self.ctx.session() as session:
            events = [(e.id, _event_label(e)) for e in all_events(session)]
        self.events.blockSignals(True)
        self.events.clear()
        if not events:
            self.events.addItem("No events yet: create one with New event", None)
        for event_id, label in events:
            self.events.addItem(label, event_id)
        index = self.events.findData(self.ctx.event_id)
        self.events.setCurrentIndex(max(index, 0))
        self.events.blockSignals(False)

    def _event_chosen(self, index: int) -> None:
        event_id = self.events.itemData(index)
        if event_id is not None:
            self.ctx.set_event(int(event_id))

    def _event_changed(self, event_id: int | None) -> None:
        for screen in self.built.values():  # what they last said was about the other event
            for line in screen.findChildren(MessageLine):
                line.clear_message()
        self.ctx.settings.remember_event(self.ctx.database, event_id)
        if self.events.findData(event_id) < 0:
            self.refresh_events()  # created elsewhere (the Event screen's New event)
        index = self.events.findData(event_id)
        if index >= 0:
            self.events.setCurrentIndex(index)
        self._load_operators()
        self._update_event_label()
        self.event_menu.update_actions()
        self._show_row(self.sidebar.currentRow())
        if event_id is not None and event_id != self.asked_for_event:
            self.asked_for_event = event_id
            self.ask_operator()

    def _data_changed(self) -> None:
        self.refresh_events()
        self._load_operators()
        self._update_event_label()

    def new_event(self) -> None:
        from tourney.gui.event.new_event_dialog import NewEventDialog

        dialog = NewEventDialog(self.ctx, self)
        dialog.accepted.connect(lambda: self._event_created(dialog.created_event_id))
        dialog.open()
        self.new_event_dialog = dialog

    def import_event(self) -> object:
        """Import an exported event (Event menu, or the page shown while none is open): the
        Event screen's flow when an event is open, else the no-event page's; it opens the
        imported event."""
        screen = self.show_screen("event") if self.ctx.event_id is not None else None
        if screen is not None and hasattr(screen, "import_event"):
            return screen.import_event()
        from tourney.gui.event.transfer import import_event_file

        self.importer = import_event_file(self, self.ctx, self.no_event.message)
        return self.importer

    def _event_created(self, event_id: int | None) -> None:
        self.refresh_events()
        if event_id is not None:
            self.ctx.set_event(event_id)
            self.show_screen("event")

    # -- operator --------------------------------------------------------------------------

    def _load_operators(self) -> None:
        from tourney.db.schema import EventRow
        from tourney.events.staff import least_authority, staff_of

        self.operators.blockSignals(True)
        self.operators.clear()
        event_id = self.ctx.event_id
        if event_id is None:
            self.operators.addItem("(no event)", None)
            self.operators.setEnabled(False)
            self.operators.blockSignals(False)
            return
        with self.ctx.session() as session:
            event = session.get(EventRow, event_id)
            rows = staff_of(session, event) if event else []
            staff = [(s.id, s.name, s.role) for s in rows]
            fewest = least_authority(rows)
            least = fewest.id if fewest is not None else None
        for staff_id, name, role in staff:
            self.operators.addItem(f"{name} ({role})", staff_id)
        self.operators.setEnabled(bool(staff))
        chosen = self.ctx.operator_id
        if chosen is None or self.operators.findData(chosen) < 0:
            chosen = self.ctx.settings.last_operator(self.ctx.database, event_id)
        if chosen is None or self.operators.findData(chosen) < 0:
            chosen = least  # nothing audited under more authority than was used
        self.operators.setCurrentIndex(max(self.operators.findData(chosen), 0))
        self.operators.blockSignals(False)
        self.ctx.set_operator(self.operators.currentData())

    def ask_operator(self) -> QDialog | None:
        """Ask who is at the keyboard (an event was opened): the least authority is offered
        until someone says otherwise. Not modal: the window stays usable meanwhile."""
        if self.operators.count() < 2 or not self.operators.isEnabled():
            return None
        dialog = QDialog(self)
        dialog.setWindowTitle("Who is at the keyboard?")
        choice = QComboBox()
        for index in range(self.operators.count()):
            choice.addItem(self.operators.itemText(index), self.operators.itemData(index))
        choice.setCurrentIndex(self.operators.currentIndex())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(
            QLabel(
                "Who is at the keyboard? What they may do is checked, and the audit trail "
                "records their name.\nChange it any time under Acting as, top right."
            )
        )
        layout.addWidget(choice)
        layout.addWidget(buttons)
        dialog.choice = choice
        dialog.accepted.connect(lambda: self._operator_asked(choice.currentData()))
        dialog.setModal(False)
        dialog.show()
        choice.setFocus()
        self.operator_dialog = dialog
        return dialog

    def _operator_asked(self, staff_id: int | None) -> None:
        index = self.operators.findData(staff_id)
        if index >= 0:
            self.operators.setCurrentIndex(index)
            self._operator_chosen(index)

    def _operator_chosen(self, index: int) -> None:
        staff_id = self.operators.itemData(index)
        self.ctx.set_operator(staff_id)
        if self.ctx.event_id is not None:  # remembered even when it was already the default
            self.ctx.settings.remember_operator(self.ctx.database, self.ctx.event_id, staff_id)

    def _operator_changed(self, staff_id: int | None) -> None:
        if self.ctx.event_id is not None:
            self.ctx.settings.remember_operator(self.ctx.database, self.ctx.event_id, staff_id)
        index = self.operators.findData(staff_id)
        if index >= 0 and index != self.operators.currentIndex():
            self.operators.setCurrentIndex(index)
        self._update_event_label()

    # -- status bar ------------------------------------------------------------------------

    def _update_event_label(self) -> None:
        from tourney.db.schema import EventRow

        title = "Tourney"
        text = "No event open"
        if self.ctx.event_id is not None:
            with self.ctx.session() as session:
                event = session.get(EventRow, self.ctx.event_id)
                if event is not None:
                    text = f"{event.name}: {event.status}, Tier {event.tier}, {event.format_id}"
                    title = f"{event.name} — Tourney"
        operator = self.operators.currentText() if self.operators.isEnabled() else ""
        self.event_label.setText(f"{text}   ·   acting as {operator}" if operator else text)
        self.setWindowTitle(title)

    def _update_cards_label(self) -> None:
        catalog = self.ctx.catalog
        self.cards_label.setText(
            f"{len(catalog.tournament_cards()):,} tournament cards"
            if catalog is not None
            else "no card data: import it (Settings)"
        )
        self.database_label.setText(Path(self.ctx.database).name or self.ctx.database)
        self.database_label.setToolTip(self.ctx.database)

    def about_text(self) -> str:
        from tourney.version import app_version

        return (
            f"<h3>Tourney {app_version()}</h3>"
            "<p>Tournament software for the My Little Pony Collectible Card Game.</p>"
            f"<p>Database: {html.escape(self.ctx.database)}</p>"
        )

    def show_about(self) -> None:
        QMessageBox.about(self, "About Tourney", self.about_text())

    # -- card data and database ------------------------------------------------------------

    def import_cards(self) -> None:
        from tourney.gui.card_import import CardImportDialog

        dialog = CardImportDialog(self.ctx, self, first_start=self.ctx.catalog is None)
        dialog.open()
        self.import_dialog = dialog

    def choose_database(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            "Open or create a Tourney database",
            str(Path(self.ctx.database).parent),
            "Tourney databases (*.db);;All files (*)",
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.open_database(path)

    def open_database(self, path: str) -> bool:
        """Open (or create) another database and show it; on failure the current one stays."""
        from tourney.cards.store import has_cards, load_catalog
        from tourney.db.database import open_database

        try:
            engine = open_database(path)
            catalog = load_catalog(engine) if has_cards(engine) else None
        except Exception as error:  # noqa: BLE001 - the open database stays in use
            show_error(self, f"Could not open the database {path}", error)
            return False
        self.ctx.settings.remember_database(path)
        self.set_context(AppContext(engine, catalog, settings=self.ctx.settings, database=path))
        if catalog is None:
            self.import_cards()
        return True


def _event_label(event) -> str:
    return f"{event.name} — {event.date.isoformat()} ({event.status})"


def status_line(window: MainWindow) -> str:
    """The status bar as one line of text (for tests and screenshots)."""
    return " | ".join(
        label.text() for label in (window.event_label, window.cards_label, window.database_label)
    )


__all__ = ["MainWindow", "ordered_screens", "status_line"]
