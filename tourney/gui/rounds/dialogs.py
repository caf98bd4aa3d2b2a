"""Small dialogs the round screens open: swap two players, drop a player, correct a result.
Each only collects what the domain function needs; the reason is required where the audit
trail needs one, and the OK button stays disabled until it is given."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from tourney.events.model import Ending, Result
from tourney.gui.theme import css


class _ReasonDialog(QDialog):
    def __init__(self, title: str, parent: QWidget | None, reason_required: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(420)
        self.form = QFormLayout(self)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText("for the audit trail" if reason_required else "optional")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._reason_required = reason_required
        self.reason.textChanged.connect(self._update_ok)

    def finish_form(self) -> None:
        self.form.addRow("Reason", self.reason)
        self.form.addRow(self.buttons)
        self._update_ok()

    def _update_ok(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.reason.text().strip()) or not self._reason_required)


def _player_box(players: list[tuple[int, str]], selected: int | None) -> QComboBox:
    box = QComboBox()
    box.setEditable(True)  # type to find a name
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    for registration_id, name in players:
        box.addItem(name, registration_id)
    if selected is not None:
        box.setCurrentIndex(max(0, box.findData(selected)))
    return box


class SwapDialog(_ReasonDialog):
    """Swap two players of a round. ``preview(first, second)`` says what the swap would cause
    (a rematch, a second bye) or why it is refused; it is shown in the warning colour as the
    players are chosen, before the reason is asked for."""

    def __init__(
        self,
        players: list[tuple[int, str]],
        preview: Callable[[int, int], str],
        first: int | None = None,
        second: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("Swap players", parent)
        self._preview = preview
        self.first = _player_box(players, first)
        self.second = _player_box(players, second)
        self.form.addRow("Swap", self.first)
        self.form.addRow("with", self.second)
        self.warning = QLabel()
        self.warning.setObjectName("swapWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(f"color: {css('warn')}; font-weight: 600;")
        self.form.addRow(self.warning)
        self.first.currentIndexChanged.connect(self._update_warning)
        self.second.currentIndexChanged.connect(self._update_warning)
        self.finish_form()
        self._update_warning()

    def _update_warning(self) -> None:
        first, second = self.first.currentData(), self.second.currentData()
        text = self._preview(int(first), int(second)) if None not in (first, second) else ""
        self.warning.setText(text)
        self.warning.setVisible(bool(text))

    def chosen(self) -> tuple[int, int]:
        return int(self.first.currentData()), int(self.second.currentData())


class ReasonDialog(_ReasonDialog):
    """Only the reason, for an action that needs one (re-pairing a round)."""

    def __init__(self, title: str, explanation: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        note = QLabel(explanation)
        note.setWordWrap(True)
        self.form.addRow(note)
        self.finish_form()


class DropDialog(_ReasonDialog):
    def __init__(
        self, players: list[tuple[int, str]], selected: int | None, parent: QWidget | None = None
    ) -> None:
        super().__init__("Drop player", parent, reason_required=False)
        self.player = _player_box(players, selected)
        self.form.addRow("Player", self.player)
        note = QLabel(
            "A player who drops after the round is paired concedes the round "
            "(floor rules, Conceding and Dropping)."
        )
        note.setWordWrap(True)
        self.form.addRow(note)
        self.finish_form()

    def chosen(self) -> int:
        return int(self.player.currentData())


class CorrectResultDialog(_ReasonDialog):
    """The head judge's correction of a recorded result (floor rules, Judges)."""

    def __init__(self, table: int, player_a: str, player_b: str, parent: QWidget | None = None):
        super().__init__(f"Correct the result of table {table}", parent)
        self.result = QComboBox()
        for text, result in (
            (f"{player_a} wins", Result.A_WINS),
            (f"{player_b} wins", Result.B_WINS),
            ("Draw", Result.DRAW),
            ("Double loss", Result.DOUBLE_LOSS),
        ):
            self.result.addItem(text, result)
        self.form.addRow(f"{player_a} vs {player_b}", self.result)
        self.ending = QComboBox()
        for ending in (Ending.PLAYED, Ending.CONCEDED, Ending.NO_SHOW, Ending.GAME_LOSS):
            self.ending.addItem(str(ending), ending)
        self.ending.setToolTip("A double loss comes from no-shows or Game Losses, not play")
        self.form.addRow("How it ended", self.ending)
        self.finish_form()

    def chosen(self) -> tuple[Result, Ending]:
        return Result(self.result.currentData()), Ending(self.ending.currentData())
