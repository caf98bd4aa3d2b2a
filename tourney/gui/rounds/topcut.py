"""The top cut screen: cut to the top 4 or 8 after the Swiss, see the bracket (1v8, 4v5, 2v7,
3v6; winners meet), enter elimination results by clicking the winner or typing ``table 1|2``
(a draw is refused: the players begin another game), and pair the next elimination round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Ending, Result
from tourney.events.naming import shown_name, shown_names
from tourney.events.registration import registrations_of
from tourney.events.results import record_result
from tourney.events.staff import RUNS_EVENT, head_judge
from tourney.events.topcut import (
    CUT_RULE,
    StoredBracket,
    bracket_of,
    cut_size,
    cut_to_top,
    pair_next_elimination_round,
)
from tourney.gui.context import AppContext
from tourney.gui.printouts import print_button, print_document
from tourney.gui.rounds.quick_entry import QuickResultEntry
from tourney.gui.table import Column, RowFilterProxy, RowTableModel, table_view
from tourney.gui.tasks import Task
from tourney.gui.theme import css
from tourney.gui.widgets import MessageLine, ReloadingScreen


@dataclass(frozen=True)
class BracketLine:
    """One bracket match as the screen shows it (no database objects)."""

    number: int
    elimination_round: int
    round_name: str
    seeds: tuple[int | None, int | None]
    players: tuple[str | None, str | None]
    player_ids: tuple[int | None, int | None]
    winner: str | None
    round_number: int | None  # the event's round, once paired
    table: int | None
    result: str | None
    feeders: tuple[int | None, int | None] = (None, None)  # the matches whose winners meet here

    def slot(self, k: int) -> str:
        seed, name = self.seeds[k], self.players[k]
        if name is None:
            feeder = self.feeders[k]
            return f"winner of match {feeder}" if feeder is not None else "to be decided"
        return f"{seed}. {name}" if seed is not None else name

    @property
    def open(self) -> bool:
        """Paired, both players known, no result yet: a winner can be entered."""
        return self.table is not None and self.winner is None and None not in self.player_ids


def round_name(elimination_round: int, rounds: int) -> str:
    left = rounds - elimination_round
    return {0: "Final", 1: "Semifinals", 2: "Quarterfinals"}.get(
        left, f"Elimination round {elimination_round}"
    )


def bracket_lines(bracket: StoredBracket, names: dict[int, str] | None = None) -> list[BracketLine]:
    """The bracket's matches; in later rounds each slot names the match that fills it (the
    bracket pairs the winners of neighbouring matches: tourney.swiss.topcut). ``names``:
    registration id -> name as shown (``shown_names``)."""
    names = names or {}

    def named(registration) -> str | None:
        return names.get(registration.id, registration.player.name) if registration else None

    lines = []
    for match in bracket.matches:
        a, b = match.players
        feeders: tuple[int | None, int | None] = (None, None)
        if match.elimination_round > 1:
            before = bracket.round_matches(match.elimination_round - 1)
            j = bracket.round_matches(match.elimination_round).index(match)
            feeders = (before[2 * j].number, before[2 * j + 1].number)
        lines.append(
            BracketLine(
                number=match.number,
                elimination_round=match.elimination_round,
                round_name=round_name(match.elimination_round, bracket.rounds),
                seeds=match.seeds,
                players=(named(a), named(b)),
                player_ids=(a.id if a else None, b.id if b else None),
                winner=named(match.winner),
                round_number=match.round_number,
                table=match.table,
                result=match.result,
                feeders=feeders,
            )
        )
    return lines


class MatchBox(QFrame):
    """One bracket match: two seeded players; while it is open, a button per player to enter
    them as the winner."""

    def __init__(self, line: BracketLine, on_winner: Callable[[BracketLine, int], None]) -> None:
        super().__init__()
        self.line = line
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName(f"match{line.number}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        where = f"table {line.table}" if line.table is not None else "not paired yet"
        caption = QLabel(f"Match {line.number} · {where}")
        caption.setStyleSheet(f"color: {css('muted')};")
        layout.addWidget(caption)
        self.buttons: list[QPushButton] = []
        for k in (0, 1):
            text = line.slot(k)
            won = line.winner is not None and line.players[k] == line.winner
            if line.open:
                button = QPushButton(f"{text}  — wins")
                button.setToolTip(f"Enter {line.players[k]} as the winner of match {line.number}")
                button.clicked.connect(lambda _checked=False, k=k: on_winner(line, k))
                self.buttons.append(button)
                layout.addWidget(button)
                continue
            label = QLabel(("✔ " if won else "   ") + text)
            style = "font-weight: 700;" if won else ""
            if line.winner is not None and not won:
                style += f"color: {css('muted')}; text-decoration: line-through;"
            label.setStyleSheet(style)
            layout.addWidget(label)


class TopCutScreen(ReloadingScreen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.lines: list[BracketLine] = []
        self.preview: str | None = None
        self._filling = False
        self.model = RowTableModel(
            [
                Column("Round", lambda m: m.round_name, sort=lambda m: m.elimination_round),
                Column("Match", lambda m: m.number, numeric=True),
                Column("Table", lambda m: m.table, numeric=True),
                Column("Player", lambda m: m.slot(0), stretch=True),
                Column("Opponent", lambda m: m.slot(1), stretch=True),
                Column("Winner", lambda m: m.winner, bold=lambda m: m.winner is not None),
            ],
            parent=self,
        )
        self.proxy = RowFilterProxy(self.model, self)

        self.size_box = QComboBox()
        self.cut_button = QPushButton("Cut to the top")
        self.cut_button.setToolTip(f"The organizer or head judge cuts ({CUT_RULE})")
        self.size_box.currentIndexChanged.connect(self._size_chosen)
        self.cut_button.clicked.connect(lambda: self.cut(self.size_box.currentData()))
        self.next_button = QPushButton("Pair next elimination round")
        self.next_button.clicked.connect(self.pair_next)
        self.entry = QuickResultEntry()
        self.entry.setPlaceholderText("table, then 1 or 2 (Ctrl+R)")
        focus = QShortcut(QKeySequence("Ctrl+R"), self, self.entry.setFocus)
        focus.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.entry.setMaximumWidth(200)
        self.entry.entered.connect(self.enter_result)
        self.entry.unreadable.connect(lambda text: self.message.say(text, "warn"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.message = MessageLine()

        top = QHBoxLayout()
        top.addWidget(QLabel("Cut"))
        top.addWidget(self.size_box)
        top.addWidget(self.cut_button)
        top.addWidget(self.next_button)
        entry_label = QLabel("&Result")
        entry_label.setBuddy(self.entry)
        top.addSpacing(16)
        top.addWidget(entry_label)
        top.addWidget(self.entry)
        self.print_button = print_button(self, [("Bracket", lambda: self.print())])
        top.addWidget(self.print_button)
        top.addStretch(1)

        self.bracket_area = QScrollArea()
        self.bracket_area.setWidgetResizable(True)
        self.bracket_widget = QWidget()
        self.bracket_grid = QGridLayout(self.bracket_widget)
        self.bracket_area.setWidget(self.bracket_widget)
        bracket_box = QGroupBox("Bracket")
        QVBoxLayout(bracket_box).addWidget(self.bracket_area)
        self.view = table_view(self.proxy)
        self.view.setMaximumHeight(220)
        self.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(bracket_box, 3)
        layout.addWidget(self.view, 1)
        ctx.data_changed.connect(self._data_changed)
        ctx.event_changed.connect(lambda _id: self._data_changed())
        ctx.operator_changed.connect(lambda _id: self._data_changed())
        self.reload_if_stale()

    def reload(self) -> None:
        # None: the bracket is stored; "": the lines are a preview; else why there is none.
        self.preview: str | None = None
        bracket: StoredBracket | None = None
        self.lines, notes, champion = [], [], None
        if self.ctx.event_id is not None:
            with self.ctx.session() as session:
                event = self.ctx.event(session)
                players = len(registrations_of(session, event))
                self._fill_sizes(cut_size(event, players), players)
                bracket = bracket_of(session, event)
                if bracket is not None:
                    names = shown_names(session, event)
                    self.lines = bracket_lines(bracket, names)
                    notes = list(bracket.notes)
                    champion = names[bracket.champion.id] if bracket.champion else None
                else:
                    self.preview = ""
                    self.lines, notes = self._preview(session, event)
        cut = bool(self.lines) and self.preview is None
        self.model.set_rows(self.lines)
        self._draw_bracket()
        may_cut = self.ctx.operator_role() in RUNS_EVENT
        self.size_box.setEnabled(not cut)
        self.cut_button.setEnabled(not cut and may_cut)
        rounds_paired = {m.elimination_round for m in self.lines if m.table is not None}
        all_in = all(m.winner is not None for m in self.lines if m.table is not None)
        final = max((m.elimination_round for m in self.lines), default=0)
        self.next_button.setEnabled(cut and all_in and max(rounds_paired, default=0) < final)
        self.entry.setEnabled(any(m.open for m in self.lines))
        if champion:
            self.summary.setText(f"Champion: {champion}")
        elif cut:
            self.summary.setText(
                f"Top {len(bracket.seeds) if bracket else ''}, seeded from the final Swiss "
                f"standings ({CUT_RULE}). A match may not end in a draw: the players begin "
                "another game (floor rules, End of Match Procedures)."
                + (" " + " ".join(notes) if notes else "")
            )
        elif self.preview == "":
            self.summary.setText(
                f"Preview: the top {2 * len([m for m in self.lines if m.elimination_round == 1])} "
                "if the cut were made "
                f"now, the highest seed against the lowest ({CUT_RULE}). Nothing is stored until "
                "the organizer or head judge presses Cut to the top."
                + (" " + " ".join(notes) if notes else "")
            )
        else:
            self.summary.setText(f"Cut to the top after the last Swiss round: {self.preview}")

    def _preview(self, session: Session, event: EventRow) -> tuple[list[BracketLine], list[str]]:
        """The bracket the cut would make now: cut in this transaction, read it, roll back.
        ``self.preview`` says why there is none (the last round still needs results...)."""
        size = self.size_box.currentData()
        try:
            cut_to_top(session, event, by=head_judge(session, event), size=size)
            bracket = bracket_of(session, event)
            assert bracket is not None
            names = shown_names(session, event)
            lines = [
                replace(m, table=None, round_number=None) for m in bracket_lines(bracket, names)
            ]
            return lines, list(bracket.notes)
        except ValueError as error:
            self.preview = str(error)
            return [], []
        finally:
            session.rollback()

    def _size_chosen(self) -> None:
        if self.preview is not None and not self._filling:
            self.reload()

    def _fill_sizes(self, suggested: int, players: int) -> None:
        chosen = self.size_box.currentData()
        self._filling = True
        self.size_box.clear()
        self.size_box.addItem(f"top {suggested} (floor rules for {players} players)", suggested)
        for size in (2, 4, 8, 16):
            if size != suggested and size <= players:
                self.size_box.addItem(f"top {size}", size)
        if chosen is not None and self.size_box.findData(chosen) >= 0:
            self.size_box.setCurrentIndex(self.size_box.findData(chosen))
        self._filling = False

    def _draw_bracket(self) -> None:
        while self.bracket_grid.count():
            item = self.bracket_grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()
        self.boxes: dict[int, MatchBox] = {}
        if not self.lines:
            return
        rounds = max(m.elimination_round for m in self.lines)
        first = len([m for m in self.lines if m.elimination_round == 1])
        for column, number in enumerate(range(1, rounds + 1)):
            matches = [m for m in self.lines if m.elimination_round == number]
            header = QLabel(matches[0].round_name)
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            header.setStyleSheet("font-weight: 700;")
            self.bracket_grid.addWidget(header, 0, column)
            span = 2 * first // len(matches)  # each match centred on the two it follows
            for k, line in enumerate(matches):
                box = MatchBox(line, self._winner_clicked)
                self.boxes[line.number] = box
                self.bracket_grid.addWidget(
                    box, 1 + k * span, column, span, 1, Qt.AlignmentFlag.AlignVCenter
                )

    # -- acting ---------------------------------------------------------------------------

    def _act(self, action: Callable[[Session], str]) -> bool:
        try:
            with self.ctx.session() as session:
                done = action(session)
        except ValueError as error:
            self.message.refuse(error)
            return False
        self.reload()
        self.message.say(done, "good")
        self.ctx.data_changed.emit()
        return True

    def cut(self, size: int | None) -> bool:
        def action(session: Session) -> str:
            event = self.ctx.event(session)
            round_ = cut_to_top(session, event, by=self.ctx.operator(session), size=size)
            top = len(matches_in(session, round_)) * 2
            return f"Cut to the top {top}: round {round_.number} is paired."

        return self._act(action)

    def pair_next(self) -> bool:
        def action(session: Session) -> str:
            event = self.ctx.event(session)
            round_ = pair_next_elimination_round(session, event, by=self.ctx.operator(session))
            return f"Round {round_.number} is paired."

        return self._act(action)

    def _match(self, session: Session, line: BracketLine) -> MatchRow:
        event = self.ctx.event(session)
        round_ = next(r for r in rounds_of(session, event) if r.number == line.round_number)
        return next(m for m in matches_in(session, round_) if m.table_number == line.table)

    def _winner_clicked(self, line: BracketLine, k: int) -> None:
        self.record(line, Result.A_WINS if k == 0 else Result.B_WINS)

    def record(self, line: BracketLine, result: Result, ending: Ending = Ending.PLAYED) -> bool:
        def action(session: Session) -> str:
            match = self._match(session, line)
            record_result(session, match, result, by=self.ctx.operator(session), ending=ending)
            if result == Result.DOUBLE_LOSS:
                return f"Match {line.number}: double loss ({ending}), neither player advances."
            winner = match.player_a if result == Result.A_WINS else match.player_b
            name = shown_name(session, winner) if winner is not None else ""
            return f"Match {line.number}: {name} advances."

        return self._act(action)

    def enter_result(self, table: int, result: Result, ending: Ending = Ending.PLAYED) -> None:
        """Typed entry for the open elimination round; the text stays if it is refused."""
        line = next((m for m in self.lines if m.open and m.table == table), None)
        if line is None:
            self.message.say(f"no open elimination match at table {table}", "bad")
            return
        if self.record(line, result, ending):
            self.entry.accept_entry()

    def print(self, path: Path | None = None) -> Task | None:
        """The bracket with every result so far, as a PDF."""
        return print_document(
            self, self.ctx, self.message, "bracket", path=path, open_when_done=path is None
        )
