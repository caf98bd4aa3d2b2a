"""The round clock: large digits for a projector, start, pause and resume, time extensions for
the round or one table, and the end-of-match procedure to read out when time is called.

The time comes from the stored round (``tourney.events.round_clock.read_clock`` over its start,
pauses and extensions), so closing and reopening the app keeps the clock. A QTimer redraws it
every second; the database is read again only when something changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QKeySequence, QPixmap, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.orm import Session

from tourney.db.schema import MatchRow, RoundRow
from tourney.events.matches import current_round, matches_in
from tourney.events.naming import shown_names
from tourney.events.round_clock import (
    ClockReading,
    ClockStatus,
    end_of_match_text,
    pause_round,
    read_clock,
    resume_round,
)
from tourney.events.rounds import extend_time, start_round
from tourney.gui.context import AppContext
from tourney.gui.rounds.dialogs import ReasonDialog
from tourney.gui.theme import css
from tourney.gui.widgets import ElidedLabel, MessageLine, ReloadingScreen

Now = Callable[[], datetime]
_UNSET = object()


@dataclass
class _Stored:
    """The round as last read, detached from its session: enough to compute the clock."""

    event_name: str
    round_: RoundRow
    extended: list[tuple[MatchRow, str]]  # tables with extra minutes, and who plays there


def _names(match: MatchRow, shown: dict[int, str]) -> str:
    a, b = match.player_a, match.player_b
    return f"{shown[a.id]} v {shown[b.id]}" if b is not None else shown[a.id]


class ClockPanel(ReloadingScreen):
    """The clock itself; with ``controls`` also the buttons, the extensions list and the
    end-of-match text. The projector window shows it without controls."""

    def __init__(
        self,
        ctx: AppContext,
        *,
        controls: bool = True,
        now: Now = datetime.now,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.now = now
        self.controls = controls
        self.stored: _Stored | None = None
        self.reading: ClockReading | None = None
        self._shown: dict[str, object] = {}  # what each widget shows now, by key

        # A long event name shortens in its middle: "· Round 3" stays in view.
        self.title = ElidedLabel(mode=Qt.TextElideMode.ElideMiddle)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.digits = QLabel("--:--")
        self.digits.setObjectName("clockDigits")
        self.digits.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status = QLabel()
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ends = QLabel()
        self.ends.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.procedure = QTextBrowser()
        self.procedure.setObjectName("endOfMatch")
        self.extensions = QListWidget()
        self.message = MessageLine()

        clock = QVBoxLayout()
        clock.addWidget(self.title)
        clock.addWidget(self.digits, 1)
        clock.addWidget(self.status)
        clock.addWidget(self.ends)
        layout = QVBoxLayout(self)
        layout.addLayout(clock, 3)
        if controls:
            self._build_controls(layout)
        else:  # the projector: each shown only when it has something to say
            layout.addWidget(self.extensions, 1)
            layout.addWidget(self.procedure, 2)
            self.extensions.hide()
            self.procedure.hide()
            self._build_phones(layout)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        ctx.data_changed.connect(self._data_changed)
        ctx.event_changed.connect(lambda _id: self._data_changed())
        self.reload_if_stale()

    def _build_phones(self, layout: QVBoxLayout) -> None:
        """The phones' address and QR code in a corner, while they are served."""
        self.phones_code = QLabel()
        self.phones_text = QLabel()
        self.phones_text.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.phones_url: str | None = None
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.phones_text, 0, Qt.AlignmentFlag.AlignBottom)
        row.addWidget(self.phones_code)
        layout.addLayout(row)
        self.ctx.phones_changed.connect(self._show_phones)
        self._show_phones(self.ctx.phones_url)

    def _show_phones(self, url: str | None) -> None:
        from tourney.gui.phones import qr_pixmap

        self.phones_url = url
        if url:
            # Scannable from the back of the room: a quarter of the window's height.
            side = max(120, self.height() // 4)
            code = qr_pixmap(url, scale=8)
            self.phones_code.setPixmap(
                code.scaled(side, side, mode=Qt.TransformationMode.FastTransformation)
            )
        else:
            self.phones_code.setPixmap(QPixmap())
        self.phones_text.setText(f"Pairings, standings and\nthis clock on your phone:\n{url}")
        self.phones_code.setVisible(bool(url))
        self.phones_text.setVisible(bool(url))

    def _build_controls(self, layout: QVBoxLayout) -> None:
        self.start_button = QPushButton("Start round")
        self.start_button.setShortcut("Ctrl+Shift+S")
        self.start_button.setToolTip("Start round time (Ctrl+Shift+S)")
        self.start_button.clicked.connect(self.start)
        self.pause_button = QPushButton("Pause (Space)")
        self.pause_button.clicked.connect(self.toggle_pause)
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 60)
        self.minutes.setValue(5)
        self.minutes.setSuffix(" min")
        self.table = QSpinBox()
        self.table.setRange(0, 9999)
        self.table.setSpecialValueText("whole round")
        self.table.setPrefix("table ")
        self.extend_button = QPushButton("Extend…")
        self.extend_button.clicked.connect(self.ask_extend)
        self.extend_button.setShortcut("Ctrl+Shift+E")
        self.extend_button.setToolTip("Judges give extra time (floor rules, Judges); Ctrl+Shift+E")
        self.five_minutes = QCheckBox("Five-minute limit for the last turns")
        self.five_minutes.toggled.connect(self._show_procedure)
        row = QHBoxLayout()
        for widget in (
            self.start_button,
            self.pause_button,
            QLabel("Extend"),
            self.minutes,
            self.table,
            self.extend_button,
        ):
            row.addWidget(widget)
        row.addStretch(1)
        row.addWidget(self.five_minutes)
        layout.addLayout(row)
        layout.addWidget(self.message)
        lower = QSplitter(Qt.Orientation.Horizontal)
        extensions = QWidget()
        extensions_layout = QVBoxLayout(extensions)
        extensions_layout.setContentsMargins(0, 0, 0, 0)
        extensions_layout.addWidget(QLabel("Time extensions by table"))
        extensions_layout.addWidget(self.extensions)
        procedure = QWidget()
        procedure_layout = QVBoxLayout(procedure)
        procedure_layout.setContentsMargins(0, 0, 0, 0)
        procedure_layout.addWidget(QLabel("When time is called, read out"))
        procedure_layout.addWidget(self.procedure)
        lower.addWidget(extensions)
        lower.addWidget(procedure)
        lower.setStretchFactor(1, 2)
        layout.addWidget(lower, 2)
        space = QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.toggle_pause)
        space.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    # -- reading -------------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the current round again (after a start, pause, extension or a new round)."""
        self.stored = None
        if self.ctx.event_id is not None:
            with self.ctx.session() as session:
                event = self.ctx.event(session)
                round_ = current_round(session, event)
                if round_ is not None:
                    _ = round_.event  # loaded now: read_clock needs it after the session ends
                    shown = shown_names(session, event)
                    extended = [
                        (m, _names(m, shown))
                        for m in matches_in(session, round_)
                        if m.extra_minutes
                    ]
                    self.stored = _Stored(event.name, round_, extended)
        self.tick()

    def tick(self) -> None:
        """Redraw from the stored times; called every second by the timer (a hidden clock
        waits until it is shown)."""
        if not self.isVisible() and self.sender() is self.timer:
            return
        stored = self.stored
        if stored is None:
            self.reading = None
            self._show("title", "No round paired yet", self.title.setText)
            self._show("digits", "--:--", self.digits.setText)
            self._show("status", "", self.status.setText)
            self._show("ends", "", self.ends.setText)
            self._update_buttons()
            return
        now = self.now()
        round_ = stored.round_
        self.reading = read_clock(round_, now)
        status = self.reading.status
        # A finished round's overrun says nothing to the room: the clock waits for the next.
        finished = status == ClockStatus.FINISHED
        kind = {
            ClockStatus.TIME_CALLED: "bad",
            ClockStatus.PAUSED: "warn",
            ClockStatus.RUNNING: "good",
        }.get(status, "muted")
        colour = css(kind)
        ends = ""
        if status == ClockStatus.RUNNING and self.reading.remaining is not None:
            ends = f"Time is called at {(now + self.reading.remaining):%H:%M}"
        extensions = [
            f"Table {match.table_number}: +{match.extra_minutes} min, "
            f"{read_clock(round_, now, match).display()} left ({names})"
            for match, names in stored.extended
        ]
        self._show("title", f"{stored.event_name} · Round {round_.number}", self.title.setText)
        self._show("digits", "--:--" if finished else self.reading.display(), self.digits.setText)
        self._show("status", str(status).upper(), self.status.setText)
        digits_colour = colour if kind != "good" else "palette(text)"
        self._show("digits style", f"color: {digits_colour};", self.digits.setStyleSheet)
        self._show("status style", f"color: {colour}; font-weight: 700;", self.status.setStyleSheet)
        self._show("ends", ends, self.ends.setText)
        self._show("extensions", extensions, self._fill_extensions)
        self._show_procedure()
        if not self.controls:
            self._show("extensions shown", bool(extensions), self.extensions.setVisible)
            called = status == ClockStatus.TIME_CALLED
            self._show("procedure shown", called, self.procedure.setVisible)
        self._update_buttons()

    def _show(self, key: str, value: object, setter: Callable[[Any], object]) -> None:
        """Change a widget only when what it shows changes: the clock redraws every second,
        and restyling a projector's worth of labels each time is wasted work."""
        if self._shown.get(key, _UNSET) != value:
            self._shown[key] = value
            setter(value)

    def _fill_extensions(self, lines: list[str]) -> None:
        self.extensions.clear()
        self.extensions.addItems(lines)

    def _show_procedure(self) -> None:
        if self.stored is None:
            self._show("procedure", "", self.procedure.setPlainText)
            return
        five = self.controls and self.five_minutes.isChecked()
        words = end_of_match_text(self.stored.round_.kind, five_minute_limit=five)
        called = self.reading is not None and self.reading.status == ClockStatus.TIME_CALLED
        text = f"{words.text}\n\n({words.rule})" if self.controls or called else ""
        self._show("procedure", text, self.procedure.setPlainText)

    def _update_buttons(self) -> None:
        if not self.controls:
            return
        status = self.reading.status if self.reading is not None else None
        running = status in (ClockStatus.RUNNING, ClockStatus.TIME_CALLED, ClockStatus.UNTIMED)
        paused = status == ClockStatus.PAUSED
        self._show("start", status == ClockStatus.NOT_STARTED, self.start_button.setEnabled)
        self._show("pause", running or paused, self.pause_button.setEnabled)
        pause_text = "Resume (Space)" if paused else "Pause (Space)"
        self._show("pause text", pause_text, self.pause_button.setText)
        extendable = status not in (None, ClockStatus.FINISHED)
        self._show("extend", extendable, self.extend_button.setEnabled)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        share = 0.22 if self.controls else 0.42  # of the height: readable across a room
        font = QFont(self.digits.font())
        font.setPixelSize(max(24, int(self.height() * share)))
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.digits.setFont(font)
        title = QFont(self.title.font())
        title.setPixelSize(max(14, int(self.height() * share / 5)))
        self.title.setFont(title)
        self.status.setFont(title)
        if not self.controls:
            text = QFont(self.procedure.font())
            text.setPixelSize(max(14, int(self.height() / 30)))
            for widget in (self.procedure, self.extensions, self.ends, self.phones_text):
                widget.setFont(text)
            self._show_phones(self.phones_url)

    # -- acting -----------------------------------------------------------------------------

    def _act(self, action: Callable[[Session, RoundRow], str]) -> bool:
        try:
            with self.ctx.session() as session:
                round_ = current_round(session, self.ctx.event(session))
                if round_ is None:
                    raise ValueError("no round is paired yet")
                done = action(session, round_)
        except ValueError as error:
            if self.controls:
                self.message.refuse(error)
            return False
        if self.controls:
            self.message.say(done, "good")
        self.ctx.data_changed.emit()  # reloads this clock, the projector's and the screens
        return True

    def start(self) -> bool:
        def action(session: Session, round_: RoundRow) -> str:
            start_round(session, round_, by=self.ctx.operator(session), at=self.now())
            return f"Round {round_.number} started."

        return self._act(action)

    def pause(self, why: str) -> bool:
        def action(session: Session, round_: RoundRow) -> str:
            pause_round(session, round_, by=self.ctx.operator(session), why=why, at=self.now())
            return f"Clock paused: {why}"

        return self._act(action)

    def resume(self) -> bool:
        def action(session: Session, round_: RoundRow) -> str:
            pause = resume_round(session, round_, by=self.ctx.operator(session), at=self.now())
            return f"Clock running again after a {int(pause.total_seconds() // 60)} min pause."

        return self._act(action)

    def toggle_pause(self) -> None:
        if self.reading is not None and self.reading.status == ClockStatus.PAUSED:
            self.resume()
            return
        dialog = ReasonDialog(
            "Pause the round clock", "The reason is recorded in the audit trail.", self
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.pause(dialog.reason.text().strip())

    def extend(self, minutes: int, why: str, table: int | None = None) -> bool:
        def action(session: Session, round_: RoundRow) -> str:
            by = self.ctx.operator(session)
            extend_time(session, round_, minutes, by=by, why=why, table_number=table)
            where = f"table {table}" if table is not None else f"round {round_.number}"
            return f"{minutes} extra minutes for {where}."

        return self._act(action)

    def ask_extend(self) -> None:
        table = self.table.value() or None
        where = f"table {table}" if table is not None else "the whole round"
        dialog = ReasonDialog(
            f"{self.minutes.value()} extra minutes for {where}",
            "For instance a deck check or a long ruling (floor rules, Tier 2/3 Rules: Deck "
            'Checks: "The selected players will be given extra time").',
            self,
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.extend(self.minutes.value(), dialog.reason.text().strip(), table)


class ClockWindow(QWidget):
    """The clock alone in its own window, for the projector: F11 toggles full screen."""

    def __init__(self, ctx: AppContext, now: Now = datetime.now) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setWindowTitle("Round clock")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.panel = ClockPanel(ctx, controls=False, now=now)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        QShortcut(QKeySequence("F11"), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.showNormal)
        self.resize(1024, 640)

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()


class ClockScreen(QWidget):
    """The clock with its controls, and a button that opens it on the projector."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.panel = ClockPanel(ctx)
        self.window_button = QPushButton("Open clock window for the projector (Ctrl+Shift+K)")
        self.window_button.setShortcut("Ctrl+Shift+K")
        self.window_button.clicked.connect(self.open_window)
        self.clock_window: ClockWindow | None = None
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.window_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.panel, 1)

    def open_window(self) -> ClockWindow:
        if self.clock_window is None:
            self.clock_window = ClockWindow(self.ctx, self.panel.now)
            self.clock_window.destroyed.connect(self._window_closed)
        self.clock_window.show()
        self.clock_window.raise_()
        return self.clock_window

    def _window_closed(self) -> None:
        self.clock_window = None
