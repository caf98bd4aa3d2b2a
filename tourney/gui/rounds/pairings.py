"""The pairings screen: pair the next round, start and finish it, see the tables by number and
by name, type results in fast (``12 1``), watch the outstanding tables, swap or drop players,
and read why a pairing was made."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.orm import Session

from tourney.collation import collation_key
from tourney.db.schema import MatchRow, RegistrationRow, RoundRow
from tourney.events.conflicts import ConflictError
from tourney.events.deck_checks import DECK_CHECK_RULE, select_deck_checks
from tourney.events.errors import ResultFinalError
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Ending, Result, RoundStatus, StaffRole
from tourney.events.naming import shown_name, shown_names
from tourney.events.registration import drop_player
from tourney.events.results import correct_result, later_round_paired, record_result
from tourney.events.round_edits import explain_pairing, repair_round, swap_players
from tourney.events.rounds import finish_round, start_round
from tourney.events.staff import JUDGES
from tourney.events.swiss_link import pair_next_round
from tourney.gui.context import AppContext
from tourney.gui.printouts import print_button, print_document
from tourney.gui.rounds.common import fit_columns
from tourney.gui.rounds.dialogs import CorrectResultDialog, DropDialog, ReasonDialog, SwapDialog
from tourney.gui.rounds.pairings_model import (
    Column,
    PairingsModel,
    PairingsProxy,
    Role,
    Seat,
    View,
    load_seats,
    seats_of,
)
from tourney.gui.rounds.quick_entry import KEY_HELP, QuickResultEntry
from tourney.gui.tasks import Task, TaskControl, run_task, run_with_progress
from tourney.gui.widgets import HEAD_JUDGE_TIP, MessageLine, ReloadingScreen, head_judge_label

# Seats above which "why this pairing" is worked out off the GUI thread (it re-pairs the round).
EXPLAIN_IN_BACKGROUND = 256

SHORTCUTS = {
    "pair": "Ctrl+Shift+P",
    "start": "Ctrl+Shift+S",
    "finish": "Ctrl+Shift+F",
    "result": "Ctrl+R",  # Ctrl+E is the window's event chooser
    "find": "Ctrl+F",
    "drop": "Ctrl+D",  # as on the players screen
    "swap": "Ctrl+Shift+X",
    "repair": "Ctrl+Shift+R",
    "why": "Ctrl+Shift+W",
    "penalty": "Ctrl+Shift+J",  # J for judge
}


def _table_view(proxy: PairingsProxy) -> QTableView:
    view = QTableView()
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.setWordWrap(False)
    fit_columns(view, stretch=(Column.PLAYER, Column.OPPONENT))
    view.sortByColumn(proxy.default_column, Qt.SortOrder.AscendingOrder)
    return view


class PairingsScreen(ReloadingScreen):
    round_paired = Signal(int)  # the new round's number, once stored

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.model = PairingsModel(self)
        self.by_table = PairingsProxy(View.BY_TABLE, self)
        self.by_name = PairingsProxy(View.BY_NAME, self)
        self.outstanding = PairingsProxy(View.OUTSTANDING, self)
        for proxy in (self.by_table, self.by_name, self.outstanding):
            proxy.setSourceModel(self.model)
        self.round_number: int | None = None
        self.round_status: RoundStatus | None = None
        self._explanations: dict[int, str] | None = None  # by table, computed when first asked
        self._own_change = False
        self.task: Task | None = None
        self._why_task: Task | None = None
        self._build()
        self.model.swap_requested.connect(self._swap_dropped)
        ctx.data_changed.connect(self._data_changed)
        ctx.event_changed.connect(self._event_changed)
        ctx.operator_changed.connect(lambda _id: self._update_actions())
        self.reload_if_stale()

    # -- layout ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(22)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.summary = QLabel()
        self.summary.setObjectName("roundSummary")

        self.pair_button = self._button("Pair next round", "pair", self.pair_next_round)
        self.start_button = self._button("Start round", "start", self.start_round)
        self.finish_button = self._button("Finish round", "finish", self.finish_round)
        self.repair_button = self._button("Re-pair round…", "repair", self.ask_repair)
        self.swap_button = self._button("Swap players…", "swap", self.ask_swap)
        self.drop_button = self._button("Drop player…", "drop", self.ask_drop)
        self.penalty_button = self._button("Penalty…", "penalty", self.ask_penalty)
        self.deck_check_button = self._button("Deck checks…", "", self.ask_deck_checks)
        self.deck_check_button.setToolTip(
            "Judges pick games at random for a deck check; those tables get extra time "
            f"({DECK_CHECK_RULE})"
        )
        self.correct_button = self._button(
            head_judge_label("Correct result…"), "", self.ask_correct
        )
        self.correct_button.setToolTip(HEAD_JUDGE_TIP)

        top = QHBoxLayout()
        top.addWidget(QLabel("Round"))
        top.addWidget(self.round_box)
        top.addWidget(self.summary, 1)
        actions = QHBoxLayout()
        for button in (
            self.pair_button,
            self.start_button,
            self.finish_button,
            self.repair_button,
            self.swap_button,
            self.drop_button,
            self.penalty_button,
            self.deck_check_button,
            self.correct_button,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        self.print_button = print_button(
            self,
            [
                ("Pairings by table", lambda: self.print("pairings")),
                ("Pairings by name", lambda: self.print("pairings", by_name=True)),
                ("Result slips", lambda: self.print("slips")),
                ("Outstanding tables", lambda: self.print("outstanding")),
            ],
        )
        actions.addWidget(self.print_button)
        self.actions_row = actions

        self.entry = QuickResultEntry()
        self.entry.entered.connect(self.enter_result)
        self.entry.table_typed.connect(self._show_table_hint)
        self.entry.unreadable.connect(lambda text: self.message.say(text, "warn"))
        self.entry_hint = QLabel(KEY_HELP)
        self.entry_hint.setWordWrap(True)
        entry_label = QLabel("&Result")
        entry_label.setBuddy(self.entry)
        entry_row = QHBoxLayout()
        entry_row.addWidget(entry_label)
        entry_row.addWidget(self.entry)
        entry_row.addWidget(self.entry_hint, 1)
        font = self.entry.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.entry.setFont(font)
        self.entry.setMinimumWidth(260)
        self.entry.setMaximumWidth(320)
        self.message = MessageLine()
        self.message.setObjectName("pairingsMessage")

        self.table_view = _table_view(self.by_table)
        self.name_view = _table_view(self.by_name)
        for view in (self.table_view, self.name_view):
            view.setDragEnabled(True)
            view.setAcceptDrops(True)
            view.setDropIndicatorShown(True)
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
            view.selectionModel().currentRowChanged.connect(self._row_chosen)
        self.find_box = QLineEdit()
        self.find_box.setPlaceholderText(f"Find a player ({SHORTCUTS['find']})")
        self.find_box.setClearButtonEnabled(True)
        self.find_box.textChanged.connect(self.by_name.setFilterFixedString)
        name_page = QWidget()
        name_layout = QVBoxLayout(name_page)
        name_layout.setContentsMargins(0, 4, 0, 0)
        name_layout.addWidget(self.find_box)
        name_layout.addWidget(self.name_view)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.table_view, "By &table")
        self.tabs.addTab(name_page, "By &name")

        self.outstanding_view = _table_view(self.outstanding)
        for column in (Column.POINTS, Column.OPPONENT_POINTS, Column.RESULT):
            self.outstanding_view.hideColumn(column)
        self.outstanding_view.selectionModel().currentRowChanged.connect(self._row_chosen)
        self.outstanding_box = QGroupBox("Outstanding tables")
        outstanding_layout = QVBoxLayout(self.outstanding_box)
        outstanding_layout.addWidget(self.outstanding_view)

        self.why = QTextBrowser()
        self.why.setPlaceholderText("Select a table to see why it was paired that way.")
        why_box = QGroupBox(f"Why this pairing ({SHORTCUTS['why']})")
        why_layout = QVBoxLayout(why_box)
        why_layout.addWidget(self.why)

        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.outstanding_box)
        side.addWidget(why_box)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.tabs)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        for key, slot in (
            ("why", self._focus_why),
            ("find", self._focus_find),
            ("result", self.entry.setFocus),
        ):
            shortcut = QShortcut(QKeySequence(SHORTCUTS[key]), self, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        entry_label.setToolTip(f"Enter results ({SHORTCUTS['result']})")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(actions)
        layout.addLayout(entry_row)
        layout.addWidget(self.message)
        layout.addWidget(splitter, 1)
        self.setTabOrder(self.entry, self.tabs)

    def _button(self, text: str, key: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        if key:
            button.setShortcut(SHORTCUTS[key])
            button.setToolTip(f"{text} ({SHORTCUTS[key]})")
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # -- loading --------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.entry.setFocus()

    def _data_changed(self) -> None:
        if not self._own_change:
            super()._data_changed()

    def _event_changed(self, _event_id: object) -> None:
        self.round_number = None
        self._data_changed()

    def _changed_here(self) -> None:
        """Tell the other screens; this one has already updated what changed."""
        self._own_change = True
        try:
            self.ctx.data_changed.emit()
        finally:
            self._own_change = False

    def reload(self) -> None:
        if self.ctx.event_id is None:
            self.model.set_seats([])
            self.round_box.clear()
            self._update_actions()
            return
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            rounds = rounds_of(session, event)
            wanted = self.round_number
            if wanted is None or wanted not in {r.number for r in rounds}:
                wanted = rounds[-1].number if rounds else None
            self.round_box.blockSignals(True)
            self.round_box.clear()
            for round_ in rounds:
                self.round_box.addItem(f"Round {round_.number} ({round_.status})", round_.number)
            chosen = next((r for r in rounds if r.number == wanted), None)
            if chosen is not None:
                self.round_box.setCurrentIndex(self.round_box.findData(chosen.number))
            self.round_box.blockSignals(False)
            self._show_round(session, chosen)

    def _show_round(self, session: Session, round_: RoundRow | None) -> None:
        self.round_number = round_.number if round_ is not None else None
        self.round_status = RoundStatus(round_.status) if round_ is not None else None
        self.model.swappable = round_ is not None and round_.status != RoundStatus.FINISHED
        self.model.set_seats(load_seats(session, round_) if round_ is not None else [])
        self._explanations = None
        self.why.clear()
        self._update_summary()
        self._update_actions()

    def _round_chosen(self, _index: int) -> None:
        number = self.round_box.currentData()
        if number is None or number == self.round_number:
            return
        self.round_number = number
        self.message.clear_message()  # it spoke of the round shown before
        self.reload()

    def _update_summary(self) -> None:
        if self.round_number is None:
            self.summary.setText("No round paired yet")
            self.outstanding_box.setTitle("Outstanding tables")
            return
        tables = [s for s in self.model.seats if s.seat == 0]
        open_tables = [s for s in tables if s.result is None]
        self.summary.setText(
            f"{len(tables)} tables, {len(open_tables)} outstanding · {self.round_status}"
        )
        self.outstanding_box.setTitle(f"Outstanding tables ({len(open_tables)})")

    def _update_actions(self) -> None:
        newest = self.round_box.count() == 0 or self.round_number == self.round_box.itemData(
            self.round_box.count() - 1
        )
        status = self.round_status
        outstanding = any(s.result is None for s in self.model.seats)
        self.pair_button.setEnabled(newest and not outstanding and self.task is None)
        self.start_button.setEnabled(status == RoundStatus.PAIRED)
        self.finish_button.setEnabled(status == RoundStatus.STARTED and not outstanding)
        self.repair_button.setEnabled(status == RoundStatus.PAIRED and self.task is None)
        self.swap_button.setEnabled(status == RoundStatus.PAIRED)
        role = self.ctx.operator_role()
        self.deck_check_button.setEnabled(
            status in (RoundStatus.PAIRED, RoundStatus.STARTED) and role in JUDGES
        )
        is_head_judge = role == StaffRole.HEAD_JUDGE
        self.correct_button.setEnabled(is_head_judge and self.round_number is not None)

    # -- acting ---------------------------------------------------------------------------

    def _act(self, action: Callable[[Session], str]) -> bool:
        """Run one user action in one transaction; show what it did or why it was refused."""
        try:
            with self.ctx.session() as session:
                done = action(session)
        except ValueError as error:  # the domain's refusals: EventRuleError and its kin
            if isinstance(error, (ConflictError, ResultFinalError)):
                self.reload()  # show what the other station stored
                self._changed_here()
            self.message.refuse(error)
            return False
        self.message.say(done, "good")
        return True

    def _round(self, session: Session) -> RoundRow:
        event = self.ctx.event(session)
        round_ = next((r for r in rounds_of(session, event) if r.number == self.round_number), None)
        if round_ is None:
            raise ValueError("no round is paired yet; pair round 1 first")
        return round_

    def _match_at(self, session: Session, table: int) -> MatchRow:
        round_ = self._round(session)
        for match in matches_in(session, round_):
            if match.table_number == table:
                return match
        raise ValueError(f"round {round_.number} has no table {table}")

    def pair_next_round(self) -> None:
        """Pair off the GUI thread: a large event takes a moment; the window stays alive."""

        ctx = self.ctx
        box = self.round_box  # the newest round shown: another station may have paired since
        seen = int(box.itemData(box.count() - 1)) if box.count() else 0

        def pair(session: Session) -> tuple[RoundRow, list[str]]:
            event, by = ctx.event(session), ctx.operator(session)
            round_, pairing = pair_next_round(session, event, by=by, seen_round=seen)
            return round_, [bend.message for bend in pairing.bends]

        self._pair_in_background("Pairing the next round…", pair)

    def repair(self, why: str) -> None:
        """Pair the unstarted round again (after a forgotten drop or a late entry)."""
        ctx, number = self.ctx, self.round_number

        def pair(session: Session) -> tuple[RoundRow, list[str]]:
            event = ctx.event(session)
            round_ = next((r for r in rounds_of(session, event) if r.number == number), None)
            if round_ is None:
                raise ValueError("no round is paired yet; pair round 1 first")
            return repair_round(session, round_, by=ctx.operator(session), why=why), []

        self._pair_in_background(f"Pairing round {number} again…", pair)

    def ask_repair(self) -> None:
        dialog = ReasonDialog(
            f"Re-pair round {self.round_number}",
            "The round's tables are deleted and paired again from the standings (same seed), "
            "leaving out players who dropped. Only a round that has not started may be "
            "re-paired.",
            self,
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.repair(dialog.reason.text().strip())

    def _pair_in_background(
        self, title: str, pair: Callable[[Session], tuple[RoundRow, list[str]]]
    ) -> None:
        if self.task is not None:
            return
        ctx = self.ctx

        def work(control: TaskControl) -> tuple[int, list[str]]:
            control.progress(0, 0, title)
            with ctx.session() as session:
                round_, bends = pair(session)
                return round_.number, bends

        self.task = run_with_progress(self, "Pairing", work, cancellable=False)
        self.task.succeeded.connect(self._paired)
        self.task.failed.connect(self.message.refuse)
        self.task.finished.connect(self._pairing_done)
        self._update_actions()

    def _paired(self, outcome: tuple[int, list[str]]) -> None:
        number, bends = outcome
        self.round_number = number
        self.reload()
        if bends:
            bent = "; ".join(bends)
            self.message.say(f"Round {number} paired; rules bent: {bent}", "warn")
        else:
            self.message.say(f"Round {number} paired.", "good")
        self._changed_here()
        self.round_paired.emit(number)

    def _pairing_done(self) -> None:
        self.task = None
        self._update_actions()

    def start_round(self) -> None:
        def action(session: Session) -> str:
            round_ = self._round(session)
            start_round(session, round_, by=self.ctx.operator(session))
            return f"Round {round_.number} started: the round clock runs."

        if self._act(action):
            self._after_change()

    def finish_round(self) -> None:
        def action(session: Session) -> str:
            round_ = self._round(session)
            finish_round(session, round_, by=self.ctx.operator(session))
            return f"Round {round_.number} finished."

        if self._act(action):
            self._after_change()

    def _after_change(self) -> None:
        self.reload()
        self._changed_here()

    def enter_result(self, table: int, result: Result, ending: Ending = Ending.PLAYED) -> None:
        """Store one result from the quick entry (``ending``: played, or a no-show); show it
        at once and clear the entry. When it is refused, the typed text stays and the message
        says why."""
        points = {s.registration_id: s.points for s in self.model.seats}
        names = {s.registration_id: s.player for s in self.model.seats}
        stored: list[Seat] = []

        def action(session: Session) -> str:
            match = self._match_at(session, table)
            record_result(session, match, result, by=self.ctx.operator(session), ending=ending)
            stored.extend(seats_of(match, points, names))
            return f"Table {table}: {stored[0].result_text}."

        if not self._act(action):
            return
        self.model.update_match(stored)
        left = sum(1 for s in self.model.seats if s.seat == 0 and s.result is None)
        self.message.setText(f"{self.message.text()} {left} tables outstanding.")
        self.entry.accept_entry()
        self._select_table(table)
        self._update_summary()
        self._update_actions()
        self._changed_here()

    def print(self, document: str, path: Path | None = None, **options: object) -> Task | None:
        """A printout of the round on screen (asks where to save unless ``path`` is given).
        Printing the pairings for the wall publishes them to the phones too, and prints the
        phones' address while they are served."""
        if document == "pairings":
            self._publish_pairings()
            if self.ctx.phones_url:
                options["phones_url"] = self.ctx.phones_url
        return print_document(
            self,
            self.ctx,
            self.message,
            document,
            round_number=self.round_number,
            path=path,
            open_when_done=path is None,
            **options,
        )

    def _publish_pairings(self) -> None:
        from tourney.venue.publishing import publish_pairings

        try:
            with self.ctx.session() as session:
                event, by = self.ctx.event(session), self.ctx.operator(session)
                publish_pairings(session, event, by=by, round_number=self.round_number)
        except ValueError as error:
            self.message.refuse(error)
            return
        self.ctx.data_changed.emit()

    def _select_table(self, table: int) -> None:
        for row in range(self.by_table.rowCount()):
            index = self.by_table.index(row, 0)
            if index.data(Role.TABLE) == table:
                self.table_view.selectionModel().setCurrentIndex(
                    index,
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
                self.table_view.scrollTo(index)
                return

    def _show_table_hint(self, table: int | None) -> None:
        if table is None:
            self.entry_hint.setText(KEY_HELP)
            return
        seat = next((s for s in self.model.seats if s.table == table and s.seat == 0), None)
        if seat is None:
            self.entry_hint.setText(f"Round {self.round_number} has no table {table}")
        elif seat.is_bye:
            self.entry_hint.setText(f"Table {table}: {seat.player} has the bye")
        elif seat.result is not None:
            self.entry_hint.setText(f"Table {table} already has its result: {seat.result_text}")
        else:
            self.entry_hint.setText(
                f"Table {table}: 1 = {seat.player} wins · 2 = {seat.opponent} wins · d = draw"
            )

    def drop(self, registration_id: int, why: str = "") -> None:
        def action(session: Session) -> str:
            registration = session.get(RegistrationRow, registration_id)
            if registration is None:
                raise ValueError(f"no registration {registration_id}")
            name = shown_name(session, registration)
            by = self.ctx.operator(session)
            conceded = drop_player(session, registration, by=by, why=why)
            if conceded is not None:
                return (
                    f"{name} dropped and concedes table {conceded.table_number} "
                    "(floor rules, Conceding and Dropping)."
                )
            return f"{name} dropped; they will not be paired again."

        if self._act(action):
            self._after_change()

    def ask_penalty(self) -> QWidget | None:
        """Open the penalties screen on the selected player's table (the window provides
        ``show_screen``; a screen on its own says where to go instead)."""
        seat = self._selected_seat()
        if seat is None:
            self.message.say("Select the player's table first.", "warn")
            return None
        show = getattr(self.window(), "show_screen", None)
        screen = show("penalties") if show is not None else None
        if screen is None or not hasattr(screen, "select_seat"):
            self.message.say("Open the Penalties screen to penalize a player.", "warn")
            return None
        newest = self.round_number == self.round_box.itemData(self.round_box.count() - 1)
        if newest:
            screen.select_seat(seat.table, seat.registration_id)
        else:
            screen.select_player(seat.registration_id)
        return screen

    def deck_checks(self, count: int, seed: int) -> bool:
        """Pick ``count`` games of the round at random (``seed`` is shown, so the choice can be
        repeated) and give their tables the deck-check time."""

        def action(session: Session) -> str:
            round_ = self._round(session)
            checks = select_deck_checks(
                session, round_, count=count, seed=seed, by=self.ctx.operator(session)
            )
            shown = shown_names(session, round_.event)
            names = [shown[c.registration.id] for c in checks]
            matches = {m.id: m.table_number for m in matches_in(session, round_)}
            numbers = sorted({matches[c.match_id] for c in checks if c.match_id in matches})
            return (
                f"Deck checks at table {', '.join(map(str, numbers))} (seed {seed}): "
                f"{', '.join(names)}. Their tables have extra time."
            )

        if self._act(action):
            self._after_change()
            return True
        return False

    def ask_deck_checks(self) -> None:
        games = sum(1 for s in self.model.seats if s.seat == 0 and not s.is_bye)
        count, ok = QInputDialog.getInt(
            self, "Deck checks", "Games to check at random:", 1, 1, max(1, games)
        )
        if ok:
            self.deck_checks(count, random.SystemRandom().randrange(1, 1_000_000))

    def ask_drop(self) -> None:
        dialog = DropDialog(self._players(), self._selected_player(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.drop(dialog.chosen(), dialog.reason.text().strip())

    def correct(self, table: int, result: Result, why: str, ending: Ending = Ending.PLAYED) -> None:
        """The head judge corrects a recorded result (floor rules, Judges); the domain says
        which results each way of ending allows."""
        shown = next((s.version for s in self.model.seats if s.table == table), None)
        later: list[int] = []

        def action(session: Session) -> str:
            match = self._match_at(session, table)
            by = self.ctx.operator(session)
            correct_result(
                session, match, result, by=by, why=why, ending=ending, seen_version=shown
            )
            names = {s.registration_id: s.player for s in self.model.seats}
            now = seats_of(match, {}, names)[0].result_text
            if (number := later_round_paired(session, match)) is not None:
                later.append(number)
            return f"Table {table} corrected by the head judge: {now}."

        if self._act(action):
            self._after_change()
            if later:
                self._offer_repair(later[0], table)

    def _offer_repair(self, later: int, table: int) -> QMessageBox:
        """Round ``later`` was paired on the result just corrected: say so, offer to pair it
        again (possible while it has not started)."""
        corrected = self.round_number
        warning = (
            f"Round {later} was already paired, on the old result of round {corrected}, table "
            f"{table}: its pairings may no longer follow the standings."
        )
        self.message.say(warning, "warn")
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle("Tourney")
        box.setText(warning)
        box.setInformativeText(f"Pair round {later} again from the corrected standings?")
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)

        def answered(button: int) -> None:
            if button == QMessageBox.StandardButton.Yes:
                self.round_number = later
                self.reload()
                self.repair(f"round {corrected}, table {table} was corrected after pairing")

        box.finished.connect(answered)
        box.open()
        self.repair_offer = box
        return box

    def ask_correct(self) -> None:
        seat = self._selected_seat()
        if seat is None or seat.is_bye:
            self.message.say("Select the table to correct first.", "warn")
            return
        first, second = (
            (seat.player, seat.opponent)
            if seat.seat == 0
            else (
                seat.opponent,
                seat.player,
            )
        )
        dialog = CorrectResultDialog(seat.table, first, second, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            result, ending = dialog.chosen()
            self.correct(seat.table, result, dialog.reason.text().strip(), ending)

    # -- selection, explanations -------------------------------------------------------------

    def _players(self) -> list[tuple[int, str]]:
        players = {(s.registration_id, s.player) for s in self.model.seats}
        return sorted(players, key=lambda p: collation_key(p[1]))

    def _selected_seat(self) -> Seat | None:
        view = self.table_view if self.tabs.currentIndex() == 0 else self.name_view
        index = view.selectionModel().currentIndex()
        if not index.isValid():
            return None
        source = index.model().mapToSource(index)  # type: ignore[attr-defined]
        return self.model.seat_at(source.row())

    def _selected_player(self) -> int | None:
        seat = self._selected_seat()
        return seat.registration_id if seat is not None else None

    def _row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        source = current.model().mapToSource(current)  # type: ignore[attr-defined]
        seat = self.model.seat_at(source.row())
        if self._explanations is None and len(self.model.seats) > EXPLAIN_IN_BACKGROUND:
            self._explain_in_background(seat)
        else:
            self.why.setPlainText(self.explanation(seat))

    def _explain_in_background(self, seat: Seat) -> None:
        """A big round is paired again to explain it, which takes a moment: off the GUI
        thread, then the table selected by then is shown."""
        self.why.setPlainText("Working out why this round was paired this way…")
        if self._why_task is not None:
            return
        ctx, number = self.ctx, self.round_number

        def work(_control: TaskControl) -> tuple[int | None, dict[int, str]]:
            with ctx.session() as session:
                event = ctx.event(session)
                round_ = next(r for r in rounds_of(session, event) if r.number == number)
                return number, explain_pairing(session, round_)

        def done(outcome: tuple[int | None, dict[int, str]]) -> None:
            if outcome[0] == self.round_number:
                self._explanations = outcome[1]
                chosen = self._selected_seat()
                if chosen is not None:
                    self.why.setPlainText(self._explanations.get(chosen.table, ""))

        self._why_task = run_task(work, title="Explaining the pairing")
        self._why_task.succeeded.connect(done)
        self._why_task.failed.connect(
            lambda error: self.why.setPlainText(f"Cannot explain this pairing: {error}")
        )
        self._why_task.finished.connect(self._why_done)

    def _why_done(self) -> None:
        self._why_task = None

    def explanation(self, seat: Seat) -> str:
        """Why the seat's table is paired as it is (the domain re-derives it from the stored
        event, so it holds after a restart; computed once per round shown)."""
        if self._explanations is None:
            try:
                with self.ctx.session() as session:
                    self._explanations = explain_pairing(session, self._round(session))
            except ValueError as error:
                return f"Cannot explain this pairing: {error}"
        return self._explanations.get(seat.table, "")

    def prepare_screenshot(self) -> None:
        """For tools/screenshots.py: the first table selected, so its explanation shows."""
        self.tabs.setCurrentIndex(0)
        self.table_view.selectRow(0)

    def screenshot_variants(self) -> dict[str, Callable[[], None]]:
        """For tools/screenshots.py: the pairings by name as well."""
        return {"pairings-by-name": lambda: self.tabs.setCurrentIndex(1)}

    def _focus_find(self) -> None:
        self.search_field().setFocus()
        self.find_box.selectAll()

    def search_field(self) -> QLineEdit:
        """The player finder, on the pairings by name (shown first); for the main window."""
        self.tabs.setCurrentIndex(1)
        return self.find_box

    def _focus_why(self) -> None:
        self.why.setFocus()

    def _swap_dropped(self, first: int, second: int) -> None:
        self.ask_swap(first, second)

    def ask_swap(self, first: int | None = None, second: int | None = None) -> None:
        """Choose two players (or confirm the two dragged onto each other), see the rematch
        or second-bye warning, and give the reason."""
        first = first if first is not None else self._selected_player()
        dialog = SwapDialog(self._players(), self.swap_warning, first, second, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.swap(*dialog.chosen(), dialog.reason.text().strip())

    def swap_warning(self, first: int, second: int) -> str:
        """What swapping would cause, found by swapping in a transaction that is rolled back."""
        try:
            with self.ctx.session() as session:
                warnings = self._swap(session, first, second, "checking the swap")
                session.rollback()
        except ValueError as error:
            return f"Cannot swap: {error}"
        return "Warning: this swap " + "; ".join(warnings) + "." if warnings else ""

    def _swap(self, session: Session, first: int, second: int, why: str) -> list[str]:
        a, b = session.get(RegistrationRow, first), session.get(RegistrationRow, second)
        if a is None or b is None:
            raise ValueError("choose two players of this round")
        by = self.ctx.operator(session)
        return swap_players(session, self._round(session), a, b, by=by, why=why)

    def swap(self, first: int, second: int, why: str) -> list[str]:
        """Swap two players' seats; returns the warnings the swap came with."""
        warnings: list[str] = []

        def action(session: Session) -> str:
            warnings.extend(self._swap(session, first, second, why))
            names = [shown_name(session, session.get(RegistrationRow, i)) for i in (first, second)]
            done = f"Swapped {names[0]} and {names[1]}."
            return done + (" The swap " + "; ".join(warnings) + "." if warnings else "")

        if self._act(action):
            self._after_change()
            if warnings:
                self.message.say(self.message.text(), "warn")
        return warnings
