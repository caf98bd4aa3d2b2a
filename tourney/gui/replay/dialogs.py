"""Dialogs of the replay workspace. Each keeps what was typed when the workspace refuses it:
``on_accept`` returns False on an error (already shown) and the dialog stays open."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import Mode
from tourney.gui.context import AppContext


class _Form(QDialog):
    def __init__(self, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.on_accept: Callable[[], bool] = lambda: True
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)

    def _ok(self) -> None:
        if self.on_accept():
            self.accept()


class NewReplayDialog(_Form):
    """Two deck lists: a registered player's of the open event, pasted, or from a file."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__("New replay from two deck lists", parent)
        self.registered: dict[str, tuple[str, str]] = {}
        if ctx.event_id is not None:
            from tourney.events.registration import registrations_of

            with ctx.session() as session:
                for r in registrations_of(session, ctx.event(session)):
                    if r.deck_list:
                        self.registered[r.player.name] = (r.player.name, r.deck_list)
        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.texts: list[QPlainTextEdit] = []
        for side, default in enumerate(("Player A", "Player B")):
            name = QLineEdit(default)
            text = QPlainTextEdit()
            text.setPlaceholderText("Paste a deck list (text, .o8d or a PonyHead code)")
            pick = QComboBox()
            pick.addItem("— registered deck list —")
            pick.addItems(sorted(self.registered))
            pick.activated.connect(lambda _i, s=side, c=pick: self._registered(s, c.currentText()))
            open_file = QPushButton("Open file…")
            open_file.clicked.connect(lambda _=False, s=side: self._open(s))
            grid.addWidget(QLabel(f"Player {side + 1}"), 0, side)
            grid.addWidget(name, 1, side)
            grid.addWidget(pick, 2, side)
            grid.addWidget(open_file, 3, side)
            grid.addWidget(text, 4, side)
            self.names.append(name)
            self.texts.append(text)
        self.mode = QComboBox()
        self.mode.addItem("Observed (paper game: the judge enters each card drawn)", Mode.OBSERVED)
        self.mode.addItem("Seeded (the engine shuffles from the seed)", Mode.SEEDED)
        self.seed = QSpinBox()
        self.seed.setRange(1, 999_999)
        self.seed.setValue(1)
        form = QFormLayout()
        form.addRow("Mode", self.mode)
        form.addRow("Seed", self.seed)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.resize(900, 600)

    def _registered(self, side: int, name: str) -> None:
        if name in self.registered:
            player, text = self.registered[name]
            self.names[side].setText(player)
            self.texts[side].setPlainText(text)

    def _open(self, side: int) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a deck list")
        if path:
            # unreadable lists are reported, naming the file, when the replay starts
            self.texts[side].setPlainText(Path(path).read_text(encoding="utf-8", errors="replace"))

    def values(self) -> tuple[list[tuple[str, str]], Mode, int | None]:
        lists = [
            (n.text().strip() or f"Player {i + 1}", t.toPlainText())
            for i, (n, t) in enumerate(zip(self.names, self.texts, strict=True))
        ]
        mode = self.mode.currentData()
        return lists, mode, self.seed.value() if mode is Mode.SEEDED else None


class TextDialog(_Form):
    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.edit = QPlainTextEdit(text)
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout = QVBoxLayout(self)
        layout.addWidget(self.edit)
        layout.addWidget(self.buttons)
        self.resize(800, 600)

    def text(self) -> str:
        return self.edit.toPlainText()


class SaveDialog(_Form):
    """Title, the match of the open event the ruling belongs to (or none), and why."""

    def __init__(self, ctx: AppContext, title: str, parent: QWidget | None = None) -> None:
        super().__init__("Save the game record", parent)
        self.title = QLineEdit(title)
        self.match = QComboBox()
        self.match.addItem("No match (free-standing record)", None)
        if ctx.event_id is not None:
            from tourney.events.matches import label, matches_in, rounds_of

            with ctx.session() as session:
                for round_ in rounds_of(session, ctx.event(session)):
                    for m in matches_in(session, round_):
                        b = m.player_b.player.name if m.player_b is not None else "bye"
                        self.match.addItem(f"{label(m)}: {m.player_a.player.name} vs {b}", m.id)
        self.why = QLineEdit()
        form = QFormLayout(self)
        form.addRow("Title", self.title)
        form.addRow("Match", self.match)
        form.addRow("Why (audit trail)", self.why)
        form.addRow(self.buttons)

    def values(self) -> tuple[str, int | None, str]:
        return self.title.text(), self.match.currentData(), self.why.text()
