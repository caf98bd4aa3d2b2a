"""The judge replay workspace: rebuild a disputed game, act for either player, ask why not,
step through the timeline, fork what-ifs, edit the board with reasons, save and print the ruling.

Every action is a method the menus and buttons call (``start_from_decks``, ``take``, ``try_choice``,
``judge_edit``, ``fork``, ``save_to_match``, ...), so tests drive the workspace as a judge does.
Engine errors are ValueErrors whose messages cite the rules; they are shown, never swallowed, and
nothing already entered is lost by one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

import engine
from engine import (
    Area,
    CardPool,
    CardType,
    Choice,
    Game,
    GameRecord,
    Mode,
    load_record,
    read_position,
)
from engine.edits import (
    JudgeEdit,
    MoveCard,
    SetCounter,
    SetExhausted,
    SetFrightened,
    SetPoints,
    SetTokens,
    TurnMane,
)
from engine.errors import RecordError
from engine.perspective import hidden_cards
from tourney.cards.engine_pool import engine_deck_from_text, engine_pool
from tourney.gui.context import AppContext
from tourney.gui.errors import show_error
from tourney.gui.printouts import save_path
from tourney.gui.replay.attempts import card_attempts
from tourney.gui.replay.board import BoardView, BoardWidget
from tourney.gui.replay.describe import area_name, card_name, describe, player_name, turn_step
from tourney.gui.replay.lines import JUDGE, Perspective, Replay, perspectives
from tourney.gui.replay.models import ChoicesModel, ItemRole, TimelineModel
from tourney.gui.widgets import find_shortcut

AskText = Callable[[str, str], str | None]  # (title, label) -> text, None if cancelled
TOOLTIPS = {
    "Export record…": "The record holds every card, hidden ones included (404.1, 402.2): "
    "for judges, whatever the view shown",
    "Save to match…": "The record holds every card, hidden ones included (404.1, 402.2): "
    "for judges, whatever the view shown",
    "Print ruling summary…": "Printed as the view shown (Show as): a player's or spectators' "
    "copy names no hidden card (404.1, 402.2, 505.1d)",
    "Type a position…": "The position text holds every hidden card: offered filled in only in "
    "the judge's view",
}


class ReplayWorkspace(QWidget):
    def __init__(
        self, ctx: AppContext, pool: CardPool | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._pool = pool
        self.replay: Replay | None = None
        self.selected: int | None = None
        self.last_message = ""
        self.perspective: Perspective = JUDGE  # whose eyes the board and timeline show
        self.ask_text: AskText = self._ask_text  # tests replace the reason prompt
        # a record opened on visit is checked a keyframe block at a time while the judge is idle
        self._checker = QTimer(self)
        self._checker.setInterval(0)
        self._checker.timeout.connect(self._check_slice)
        self._build()
        self.timeline.on_broken = self._broken_later
        self.refresh()

    # --- the card pool ---
    @property
    def pool(self) -> CardPool:
        """The engine's view of the catalogue, built once (or the pool a test gave)."""
        if self._pool is None:
            if self.ctx.catalog is None:
                raise ValueError("import the card data first (Cards): the replay needs it")
            self._pool = engine_pool(self.ctx.catalog)
        return self._pool

    # --- layout ---
    def _build(self) -> None:
        self.toolbar = QToolBar("Replay")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for text, slot in (
            ("New from deck lists…", self._new_from_decks_dialog),
            ("Type a position…", self._position_dialog),
            ("Open record…", self._open_record_dialog),
            (None, None),
            ("Save to match…", self._save_dialog),
            ("Export record…", self._export_dialog),
            ("Print ruling summary…", self._print_dialog),
            (None, None),
            ("Fork what-if here", self.fork),
            ("Compare with parent line", self._compare_dialog),
            ("Rewind here…", self._rewind_dialog),
            ("Player edits…", self._player_edit_menu),
        ):
            if text is None:
                self.toolbar.addSeparator()
            else:
                action = QAction(text, self)
                action.triggered.connect(slot)
                action.setToolTip(TOOLTIPS.get(text, text))
                self.toolbar.addAction(action)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.perspective_combo = QComboBox()
        self.perspective_combo.setToolTip(
            "Show the replay as the judge sees it, or as a player or spectators may: hands "
            "(404.1), decks (402.2, 403.2) and face-down Troublemakers (505.1d) are hidden "
            "from those who may not look"
        )
        self.perspective_combo.activated.connect(self._perspective_chosen)
        self.perspective_banner = QLabel()
        self.perspective_banner.setTextFormat(Qt.TextFormat.RichText)
        self.perspective_banner.setWordWrap(True)
        self.board = BoardWidget()
        self.board.card_clicked.connect(self._card_clicked)
        self.board.card_menu_requested.connect(self._card_menu)

        self.choices = ChoicesModel()
        self.choices_filter = QSortFilterProxyModel()
        self.choices_filter.setSourceModel(self.choices)
        self.choices_filter.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.choices_filter.setFilterKeyColumn(0)
        self.choices_view = _table(self.choices_filter)
        header = self.choices_view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.choices_view.setWordWrap(True)
        # Wrapped choices need their rows as tall as their text, after every change of rows.
        for changed in (self.choices_filter.modelReset, self.choices_filter.layoutChanged):
            changed.connect(self.choices_view.resizeRowsToContents)
        self.choices_view.doubleClicked.connect(self._choice_activated)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText("Filter choices (e.g. a card drawn)  (Ctrl+F)")
        find_shortcut(self, self.filter_edit)
        self.filter_edit.textChanged.connect(self.choices_filter.setFilterFixedString)
        take = self.take_button = QPushButton("Take choice")
        take.clicked.connect(self._take_selected)
        self.message = QPlainTextEdit()
        self.message.setReadOnly(True)
        self.message.setMaximumHeight(110)
        self.message.setPlaceholderText(
            "Right-click a card to try any action with it; an illegal one is explained here."
        )
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.decision_label = QLabel()
        self.decision_label.setWordWrap(True)
        rl.addWidget(self.decision_label)
        rl.addWidget(self.filter_edit)
        rl.addWidget(self.choices_view, 1)
        rl.addWidget(take)
        rl.addWidget(QLabel("Why not / what happened"))
        rl.addWidget(self.message)

        self.timeline = TimelineModel()
        self.timeline_view = _table(self.timeline)
        _widths(self.timeline_view, {0: 50, 1: 420, 2: 560})
        self.timeline_view.clicked.connect(self._timeline_clicked)
        self.line_combo = QComboBox()
        self.line_combo.activated.connect(self._line_chosen)
        back = QPushButton("◀ Step back")
        back.clicked.connect(lambda: self._move(-1))
        forward = QPushButton("Step forward ▶")
        forward.clicked.connect(lambda: self._move(1))
        bottom = QWidget()
        bl = QVBoxLayout(bottom)
        bl.setContentsMargins(0, 0, 0, 0)
        nav = QHBoxLayout()
        nav.addWidget(QLabel("Line:"))
        nav.addWidget(self.line_combo, 1)
        nav.addWidget(back)
        nav.addWidget(forward)
        bl.addLayout(nav)
        bl.addWidget(self.timeline_view)

        upper = QSplitter(Qt.Orientation.Horizontal)
        upper.addWidget(self.board)
        upper.addWidget(right)
        upper.setStretchFactor(0, 3)
        upper.setStretchFactor(1, 1)
        upper.setSizes([1000, 380])
        whole = QSplitter(Qt.Orientation.Vertical)
        whole.addWidget(upper)
        whole.addWidget(bottom)
        whole.setStretchFactor(0, 3)
        whole.setStretchFactor(1, 1)
        whole.setSizes([640, 220])
        layout = QVBoxLayout(self)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.status)
        shown_as = QHBoxLayout()
        shown_as.addWidget(QLabel("Show as:"))
        shown_as.addWidget(self.perspective_combo)
        shown_as.addWidget(self.perspective_banner, 1)
        layout.addLayout(shown_as)
        layout.addWidget(whole, 1)

    # --- showing ---
    def refresh(self) -> None:
        replay = self.replay
        view = self.perspective
        self.timeline.set_replay(replay, view)
        self.choices.set_replay(replay, view)
        for widget in (self.choices_view, self.take_button, self.filter_edit):
            widget.setEnabled(view.judge)  # acting and editing are the judge's (see say)
        self.line_combo.clear()
        self._show_perspectives()
        if replay is None:
            self.status.setText("<b>Judge replay</b>: no game yet.")
            self.decision_label.setText("")
            self.board.show_view(None)
            return
        for line in replay.lines:
            self.line_combo.addItem(f"{line.name} ({line.game.step} steps)")
        self.line_combo.setCurrentIndex(replay.current)
        state = replay.state()
        decision = replay.decision()
        view_note = (
            ""
            if replay.at_end
            else f" · <span style='color:#b35c00'>looking at step {replay.cursor} of "
            f"{replay.game.step}: acting here starts a what-if line</span>"
        )
        mode = "observed (paper)" if state.mode is Mode.OBSERVED else f"seeded ({state.seed})"
        turn = (
            f"Turn {state.turn}, {player_name(state, state.turn_player)}'s turn"
            if state.turn
            else "Game start"
        )
        self.status.setText(
            f"<b>{replay.title or 'Replay'}</b> · {replay.line.name} · {mode} · {turn} · "
            f"<b>{turn_step(state)}</b>{view_note}"
        )
        if decision is None:
            self.decision_label.setText("<b>Nothing to decide</b>")
        else:
            who = player_name(state, decision.player)
            prompt = replay.shown(decision.prompt, view)
            self.decision_label.setText(f"<b>{who} decides</b> ({decision.kind}): {prompt}")
        targets = frozenset(
            area
            for choice in replay.legal_choices()
            if isinstance(area := getattr(choice, "area", None), Area)
        )
        self.board.show_view(
            BoardView(
                state,
                replay.game.pool,
                deciding=decision.player if decision else None,
                prompt=replay.shown(decision.prompt, view) if decision else "",
                targets=targets,
                selected=self.selected,
                power_of=replay.position().power,
                judge=view.judge,
                viewer=view.viewer,
                perspective=view.title(state),
                hidden={} if view.judge else hidden_cards(state, replay.game.pool, view.viewer),
            )
        )
        self.timeline_view.selectRow(replay.cursor)
        self.timeline_view.scrollTo(self.timeline.index(replay.cursor, 0))

    def say(self, text: str) -> None:
        """Show a message; in a player's or spectators' view, with hidden cards unnamed."""
        if self.replay is not None:
            text = self.replay.shown(text, self.perspective)
        self.last_message = text
        self.message.setPlainText(text)

    # --- perspective: the judge's view, a player's, spectators' ---
    def set_perspective(self, perspective: Perspective) -> None:
        """Show the board, the timeline and the choices as ``perspective`` may see them."""
        self.perspective = perspective
        # the judge's messages (why not, what happened) are the judge's working: a player's
        # or spectators' view starts without them
        self.say(self.last_message if perspective.judge else "")
        self.refresh()

    def _show_perspectives(self) -> None:
        combo = self.perspective_combo
        state = self.replay.state() if self.replay is not None else None
        combo.blockSignals(True)
        combo.clear()
        for n, view in enumerate(perspectives()):
            combo.addItem(view.title(state), view)
            if state is not None:
                combo.setItemData(n, view.explanation(state), Qt.ItemDataRole.ToolTipRole)
        combo.setCurrentIndex(perspectives().index(self.perspective))
        combo.blockSignals(False)
        view = self.perspective
        if view.judge:
            text = (
                "<b>JUDGE'S VIEW</b>: hidden cards are shown (404.1, 505.1d). "
                "Do not show this screen to the players."
            )
            colours = "background:#b71c1c; color:white;"
        else:
            title = view.title(state)
            text = f"<b>{title.upper()}</b>: only what the rules let them know is shown."
            colours = "background:#1565c0; color:white;"
        self.perspective_banner.setText(text)
        self.perspective_banner.setStyleSheet(f"{colours} padding:4px; border-radius:4px;")
        if state is not None:
            self.perspective_banner.setToolTip(view.explanation(state))

    def _perspective_chosen(self, index: int) -> None:
        self.set_perspective(perspectives()[index])

    # --- starting a replay ---
    def start(self, game: Game, title: str = "") -> None:
        self._checker.stop()
        self.replay = Replay(game, title)
        self.selected = None
        self.say(f"Replay started: {turn_step(game.state)}")
        self.refresh()
        if None in self.replay.line.labels:
            self._checker.start()

    @property
    def checking(self) -> bool:
        """Whether earlier steps of the record opened are still being checked."""
        return self._checker.isActive()

    def _check_slice(self) -> None:
        replay = self.replay
        try:
            more = replay is not None and replay.check_next()
        except RecordError as e:
            self._refuse(e)
            return
        if not more:
            self._checker.stop()

    def _refuse(self, error: RecordError) -> None:
        """A step of the record open does not replay (found on visit or by the background
        check): the record is refused, as when it is opened, with the engine's message."""
        self._checker.stop()
        self.replay = None
        self.selected = None
        self.refresh()
        self.say(f"Could not open the record: {error}")
        show_error(self, "Could not open the record", error)

    def _broken_later(self, error: RecordError) -> None:
        """A timeline row found a step that does not replay while it was being drawn: refuse
        the record once the drawing is over."""
        replay = self.replay
        QTimer.singleShot(0, lambda: self._refuse(error) if self.replay is replay else None)

    def start_from_lists(
        self,
        lists: list[tuple[str, str]],
        mode: Mode = Mode.OBSERVED,
        seed: int | None = None,
        title: str = "",
    ) -> None:
        """Two (player name, deck-list text) pairs, in any format Tourney reads."""
        if self.ctx.catalog is None:
            raise ValueError("import the card data first (Cards): deck lists name real cards")
        decks = [
            engine_deck_from_text(text, self.ctx.catalog, name, f"{name}'s deck list")
            for name, text in lists
        ]
        self.start_from_decks(decks, mode, seed, title)

    def start_from_decks(
        self,
        decks: list[engine.DeckList],
        mode: Mode = Mode.OBSERVED,
        seed: int | None = None,
        title: str = "",
    ) -> None:
        """A new game: observed (the judge enters each hidden card) or seeded (the engine
        shuffles from ``seed``, a random one if not given)."""
        if mode is Mode.SEEDED and seed is None:
            seed = random.randrange(1, 1_000_000)
        game = Game.new(self.pool, decks, mode, seed if mode is Mode.SEEDED else None)
        self.start(game, title or " vs ".join(d.player for d in decks))

    def start_from_position(self, text: str, title: str = "Typed position") -> None:
        self.start(Game(self.pool, read_position(text)), title)

    def open_record(self, record: GameRecord, title: str = "Saved record") -> None:
        """Open a record at its last step; its earlier steps are checked as they are visited
        and, while the judge is idle, a block at a time (``checking``)."""
        self.start(load_record(record, self.pool, check="on visit"), title)

    def open_record_file(self, path: Path) -> None:
        """Open a record file; an unreadable file or a record the engine refuses is a
        ValueError whose message says why (the engine's names the step and what is wrong)."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as e:
            raise ValueError(f"{Path(path).name} cannot be read ({e.strerror})") from e
        self.open_record(GameRecord.from_json(text), Path(path).name)

    # --- acting ---
    def take(self, choice: Choice) -> list[str]:
        """Make a legal choice (for either player, or the judge's entry of a hidden card)."""
        replay = self._need_replay()
        lines = replay.act(choice)
        self.say("\n".join(lines) or "Done.")
        self.refresh()
        return lines

    def try_choice(self, choice: Choice) -> str | None:
        """Take ``choice`` if legal; else show and return why not, with the rules."""
        replay = self._need_replay()
        reason = replay.why_not(choice)
        if reason is None:
            self.take(choice)
            return None
        self.say(f"Not allowed: {describe(replay.state(), replay.game.pool, choice)}\n{reason}")
        return reason

    def judge_edit(self, edit: JudgeEdit) -> list[str]:
        replay = self._need_replay()
        lines = replay.act(edit)
        self.say("\n".join(lines))
        self.refresh()
        return lines

    def fork(self) -> None:
        replay = self._need_replay()
        replay.fork()
        self.say(f"{replay.line.name}: play on from here; the main line is kept.")
        self.refresh()

    def jump(self, step: int) -> None:
        self._need_replay().jump(step)
        try:
            self.refresh()
        except RecordError as e:  # the record opened on visit: a step before it is wrong
            self._refuse(e)

    def rewind_here(self) -> None:
        self._need_replay().rewind_here()
        self.refresh()

    def compare_text(self, other: int | None = None) -> str:
        replay = self._need_replay()
        parent = replay.line.parent if other is None else other
        if parent is None:
            return "This is the main line: fork a what-if first, then compare."
        c = replay.compare(parent, replay.current)
        a, b = replay.lines[parent].name, replay.line.name
        out = [f"{a} and {b} share the first {c.common} steps."]
        for name, steps in ((a, c.steps[0]), (b, c.steps[1])):
            out.append(f"\n{name} then:")
            out += [f"  {c.common + n + 1}. {s}" for n, s in enumerate(steps)] or ["  (nothing)"]
        out.append("\nAt the end: " + ("the same state." if c.same_state else "they differ:"))
        out += [f"  {line}" for line in c.summary]
        return "\n".join(out)

    def _need_replay(self) -> Replay:
        if self.replay is None:
            raise ValueError("start a replay first (New from deck lists, a position or a record)")
        return self.replay

    def _guard(self, doing: str, action: Callable[[], object]) -> object:
        try:
            return action()
        except ValueError as e:  # engine and domain errors: the message cites the rule
            self.say(f"{doing}: {e}")
            show_error(self, doing, e)
        return None

    # --- saving, exporting, printing ---
    def save_to_match(self, title: str, match_id: int | None, why: str = "") -> int:
        """Store the line shown with a match of the open event (or free-standing)."""
        from tourney.db.schema import MatchRow
        from tourney.events.game_records import save_game_record

        record = self._need_replay().record()
        with self.ctx.session() as session:
            match = session.get(MatchRow, match_id) if match_id is not None else None
            if match_id is not None and match is None:
                raise ValueError(f"there is no match {match_id}")
            event = self.ctx.event(session) if self.ctx.event_id is not None else None
            by = self.ctx.operator(session) if event is not None else None
            row = save_game_record(session, record, title, match=match, event=event, by=by, why=why)
            record_id = row.id
        self.ctx.data_changed.emit()
        self.say(f"Saved as game record #{record_id}: {title}")
        return record_id

    def open_saved(self, record_id: int) -> None:
        from tourney.events.game_records import load_game_record

        with self.ctx.session() as session:
            record = load_game_record(session, record_id)
        self.open_record(record, f"Saved record #{record_id}")

    def export_record(self, path: Path) -> None:
        Path(path).write_text(self._need_replay().record().to_json(), encoding="utf-8")
        self.say(f"Exported the record to {path}")

    def print_summary(self, path: Path, step: int | None = None, note: str = "") -> None:
        """The one-page ruling summary, shown as the current perspective shows the game."""
        from tourney.gui.replay.summary import write_ruling_summary

        replay = self._need_replay()
        step = replay.cursor if step is None else step
        write_ruling_summary(Path(path), replay, step, note, self.perspective)
        shown = self.perspective.title(replay.state())
        self.say(f"Ruling summary written to {path} (shown as: {shown})")

    # --- dialogs (thin: each ends in one of the methods above) ---
    def _ask_text(self, title: str, label: str) -> str | None:
        text, ok = QInputDialog.getText(self, title, label)
        return text if ok else None

    def _new_from_decks_dialog(self) -> None:
        from tourney.gui.replay.dialogs import NewReplayDialog

        dialog = NewReplayDialog(self.ctx, self)
        dialog.on_accept = lambda: self._started(
            "Could not start the replay", lambda: self.start_from_lists(*dialog.values())
        )
        dialog.open()

    def _position_dialog(self) -> None:
        from tourney.gui.replay.dialogs import TextDialog

        # the position text holds every hidden card: offered only in the judge's view
        judge = self.replay is not None and self.perspective.judge
        text = engine.write_position(self.replay.state()) if judge else ""
        dialog = TextDialog("Type or paste a position (mlpccg-position 1)", text, self)
        dialog.on_accept = lambda: self._started(
            "The position cannot be read", lambda: self.start_from_position(dialog.text())
        )
        dialog.open()

    def _started(self, doing: str, action: Callable[[], None]) -> bool:
        try:
            action()
        except ValueError as e:
            show_error(self, doing, e)
            return False
        return True

    def _open_record_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a game record", "", "JSON (*.json)")
        if path:
            self._guard("Could not open the record", lambda: self.open_record_file(Path(path)))

    def _save_dialog(self) -> None:
        from tourney.gui.replay.dialogs import SaveDialog

        dialog = SaveDialog(self.ctx, self.replay.title if self.replay else "", self)
        dialog.on_accept = lambda: self._started(
            "Could not save the record", lambda: self._save_from(dialog)
        )
        dialog.open()

    def _save_from(self, dialog: object) -> None:
        title, match_id, why = dialog.values()  # type: ignore[attr-defined]
        self.save_to_match(title, match_id, why)

    def _export_dialog(self) -> None:
        title = self.replay.title if self.replay is not None and self.replay.title else "game"
        path = save_path(self, "Export the record", f"{title} - record.json", "JSON (*.json)")
        if path:
            self._guard("Could not export the record", lambda: self.export_record(path))

    def _print_dialog(self) -> None:
        if self.replay is None:
            return
        note = self.ask_text("Ruling summary", "The ruling, in a sentence or two:")
        if note is None:
            return
        title = self.replay.title or "game"
        path = save_path(self, "Ruling summary", f"{title} - ruling summary.pdf")
        if path:
            self._guard("Could not print", lambda: self.print_summary(path, note=note))

    def _compare_dialog(self) -> None:
        if self.replay is None:
            return
        box = QMessageBox(self)
        box.setWindowTitle("Compare lines")
        box.setText(self.compare_text())
        box.open()

    def _rewind_dialog(self) -> None:
        replay = self.replay
        if replay is None or replay.at_end:
            return
        lost = replay.game.step - replay.cursor
        answer = QMessageBox.question(
            self,
            "Rewind",
            f"Forget the {lost} step(s) after step {replay.cursor} of {replay.line.name}? "
            "(Fork a what-if instead to keep them.)",
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.rewind_here()

    def _player_edit_menu(self) -> None:
        if self.replay is None:
            return
        state = self.replay.state()
        menu = QMenu(self)
        for p in range(len(state.players)):
            name = player_name(state, p)
            menu.addAction(f"Set {name}'s points…", lambda p=p: self._ask_number_edit(p, True))
            menu.addAction(
                f"Set {name}'s action tokens…", lambda p=p: self._ask_number_edit(p, False)
            )
        menu.popup(self.mapToGlobal(self.toolbar.geometry().bottomRight()))

    def _ask_number_edit(self, player: int, points: bool) -> None:
        what = "points" if points else "action tokens"
        value, ok = QInputDialog.getInt(self, "Judge edit", f"New {what}:", 0, 0, 99)
        if not ok:
            return
        reason = self.ask_text("Judge edit", "Reason (kept in the record):")
        if reason is None:
            return
        edit = SetPoints(player, value, reason) if points else SetTokens(player, value, reason)
        self._guard("The edit was refused", lambda: self.judge_edit(edit))

    # --- screenshots (hooks tools/screenshots.py calls) ---
    def prepare_screenshot(self) -> None:
        self._show_case("midgame")

    def screenshot_variants(self) -> dict[str, Callable[[], None]]:
        from tourney.gui.replay import showcase

        shots: dict[str, Callable[[], None]] = {
            f"replay-{name}": lambda name=name: self._show_case(name)
            for name in ("midgame", "faceoff", "confront")
        }
        shots["replay-last-sets"] = lambda: self._show_case("midgame", sets=showcase.LAST_SETS)
        views = perspectives()
        shots["replay-player-view"] = lambda: self._show_case("midgame", views[1])
        shots["replay-spectators"] = lambda: self._show_case("midgame", views[-1])
        return shots

    def _show_case(
        self, name: str, perspective: Perspective = JUDGE, sets: tuple[str, ...] = ()
    ) -> None:
        from tourney.gui.replay import showcase

        self.perspective = JUDGE  # the case is set up as the judge, then shown as asked

        game = showcase.find_position(self.pool, getattr(showcase, name), sets=sets)
        decks = f", decks of {', '.join(sets)}" if sets else ""
        self.start(game, f"Round 3, table 5 ({name.replace('midgame', 'mid-game')}{decks})")
        replay = self._need_replay()
        if name == "midgame":  # a judge asking why a card in hand cannot be played there
            state = replay.state()
            player = state.turn_player
            for iid in state.players[player].hand:
                attempt = next(
                    (
                        a
                        for a in card_attempts(replay, iid)
                        if not a.legal and type(a.choice).__name__ == "PlayCard"
                    ),
                    None,
                )
                if attempt is not None:
                    self.selected = iid
                    self.try_choice(attempt.choice)
                    break
        self.set_perspective(perspective)

    # --- events ---
    def _card_clicked(self, iid: int) -> None:
        self.selected = iid
        replay = self.replay
        if replay is not None:
            state = replay.state()
            card = state.cards.get(iid)
            why = self.board.view.hidden.get(iid) if self.board.view is not None else None
            if card is not None and why is not None:
                self.say(f"A hidden card ({card.zone}): {why}")
            elif card is not None:
                d = replay.game.pool[card.card_id]
                text = "\n".join(d.text) or "(no ability text)"
                manual = (
                    ""
                    if not d.manual
                    else "\nJ: the engine does not automate "
                    + " | ".join(d.manual_abilities)
                    + "; the game stops for the judge to apply it by edits where it names"
                )
                self.say(
                    f"{card_name(state, replay.game.pool, iid)} ({d.type}, {card.zone})\n"
                    f"{text}{manual}"
                )
        self.refresh()

    def card_menu(self, iid: int) -> QMenu:
        """The right-click menu of a card: every action to try, then the judge's edits."""
        replay = self._need_replay()
        state, pool = replay.state(), replay.game.pool
        menu = QMenu(self)
        legal_kinds = {type(c) for c in replay.legal_choices()}
        attempts = card_attempts(replay, iid)
        others = menu.addMenu("Other actions (not asked now)")
        for attempt in attempts:
            text = describe(state, pool, attempt.choice)
            if attempt.legal:
                target = menu
            elif type(attempt.choice) in legal_kinds:
                target, text = menu, f"✗ {text}"
            else:
                target, text = others, f"✗ {text}"
            action = target.addAction(text, lambda c=attempt.choice: self.try_choice(c))
            if attempt.why_not:
                action.setToolTip(attempt.why_not)
        menu.addSeparator()
        self._edit_actions(menu.addMenu("Judge edit"), iid)
        return menu

    def _edit_actions(self, menu: QMenu, iid: int) -> None:
        replay = self._need_replay()
        state, pool = replay.state(), replay.game.pool
        card = state.cards[iid]
        kind = pool[card.card_id].type
        edits: list[tuple[str, Callable[[str], JudgeEdit]]] = []
        if card.zone is engine.Zone.PLAY:
            edits.append(
                (
                    "Ready" if card.exhausted else "Exhaust",
                    lambda r: SetExhausted(iid, not card.exhausted, r),
                )
            )
            edits.append(
                (
                    "Unfrighten" if card.frightened else "Frighten",
                    lambda r: SetFrightened(iid, not card.frightened, r),
                )
            )
            if kind is CardType.MANE:
                edits.append(
                    (
                        "Turn to Start side" if card.boosted else "Turn to Boosted side",
                        lambda r: TurnMane(iid, not card.boosted, r),
                    )
                )
        for label, edit in edits:
            menu.addAction(label, lambda e=edit: self._edit_with_reason(e))
        if card.zone is engine.Zone.PLAY:
            menu.addAction("Set counters…", lambda: self._counter_edit(iid))
        move = menu.addMenu("Move to")
        if pool[card.card_id].dilemma:  # it enters play at an area of its own (522.2)
            if card.zone is not engine.Zone.PLAY:
                move.addAction(
                    "Play: its own Dilemma area",
                    lambda: self._edit_with_reason(lambda r: MoveCard(iid, engine.Zone.PLAY, r)),
                )
        else:
            for area in state.areas():
                move.addAction(
                    f"Play: {area_name(state, pool, area)}",
                    lambda a=area: self._edit_with_reason(
                        lambda r: MoveCard(iid, engine.Zone.PLAY, r, area=a)
                    ),
                )
        for zone in (
            engine.Zone.HAND,
            engine.Zone.DISCARD,
            engine.Zone.BANISHED,
            engine.Zone.DRAW_DECK,
            engine.Zone.PROBLEM_DECK,
        ):
            move.addAction(
                f"{zone}", lambda z=zone: self._edit_with_reason(lambda r: MoveCard(iid, z, r))
            )

    def _edit_with_reason(self, build: Callable[[str], JudgeEdit]) -> None:
        reason = self.ask_text("Judge edit", "Reason (kept in the record):")
        if reason is None:
            return
        self._guard("The edit was refused", lambda: self.judge_edit(build(reason)))

    def _counter_edit(self, iid: int) -> None:
        name, ok = QInputDialog.getText(self, "Counters", "Counter name:", text="+1 power")
        if not ok:
            return
        value, ok = QInputDialog.getInt(self, "Counters", f"How many {name} counters:", 0, 0, 99)
        if ok:
            self._edit_with_reason(lambda r: SetCounter(iid, name, value, r))

    def _card_menu(self, iid: int, where: object) -> None:
        self._card_clicked(iid)
        if self.replay is not None and self.perspective.judge:
            self.card_menu(iid).popup(where)  # type: ignore[arg-type]

    def _choice_activated(self, index: QModelIndex) -> None:
        choice = self.choices_filter.data(index, ItemRole)
        if choice is not None:
            self._guard("The choice was refused", lambda: self.take(choice))

    def _take_selected(self) -> None:
        rows = self.choices_view.selectionModel().selectedRows()
        if rows:
            self._choice_activated(rows[0])

    def _timeline_clicked(self, index: QModelIndex) -> None:
        self.jump(index.row())

    def _line_chosen(self, index: int) -> None:
        if self.replay is not None and 0 <= index < len(self.replay.lines):
            self.replay.switch(index)
            self.refresh()

    def _move(self, delta: int) -> None:
        if self.replay is None:
            return
        replay = self.replay
        self.jump(
            min(replay.cursor + 1, replay.game.step) if delta > 0 else max(replay.cursor - 1, 0)
        )


def _table(model: object) -> QTableView:
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setStretchLastSection(True)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return view


def _widths(view: QTableView, widths: dict[int, int]) -> None:
    for column, width in widths.items():
        view.setColumnWidth(column, width)
