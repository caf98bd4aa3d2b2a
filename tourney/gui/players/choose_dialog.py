"""Choosing the player to drop, or whose drop to take back: the name box starts empty, the
completer offers only the players the action applies to, and nothing happens until a
confirmation that names the player (with their number) is answered Yes, so a stray Enter or an
arrow key in the completer cannot act on the wrong player."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from tourney.events.staff import name_key
from tourney.gui.players.model import PlayerLine
from tourney.gui.widgets import MessageLine


def player_label(line: PlayerLine) -> str:
    """The name with the player's number, which tells two players of one name apart."""
    return f"{line.name} (#{line.number})"


class ChoosePlayerDialog(QDialog):
    """``players`` are the only ones offered; ``chosen`` is set once the confirmation is
    answered Yes, and the dialog is accepted then."""

    def __init__(
        self,
        title: str,
        verb: str,
        players: Sequence[PlayerLine],
        *,
        why_label: str,
        why_required: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.verb = verb
        self.players = list(players)
        self.why_required = why_required
        self.chosen: PlayerLine | None = None
        self.confirm_box: QMessageBox | None = None
        self.name = QLineEdit()  # empty: never the row that happened to be selected
        self.name.setPlaceholderText("Type the player's name")
        completer = QCompleter([player_label(p) for p in self.players], self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.name.setCompleter(completer)
        self.why = QLineEdit()
        self.message = MessageLine()
        form = QFormLayout()
        form.addRow("&Player", self.name)
        form.addRow(why_label, self.why)
        self.form = form  # a dialog built on this one adds its own rows
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(f"{verb}…")
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"{len(self.players)} players can be chosen."))
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.name.setFocus()

    def matching(self) -> PlayerLine | None:
        """The offered player the typed text names: a label from the completer, or a name that
        only one offered player has. Says why when none is."""
        text = self.name.text().strip()
        if not text:
            self.message.say("Type the player's name first.", "warn")
            return None
        by_label = [p for p in self.players if player_label(p).casefold() == text.casefold()]
        if by_label:
            return by_label[0]
        by_name = [p for p in self.players if name_key(p.name) == name_key(text)]
        if len(by_name) == 1:
            return by_name[0]
        if by_name:
            self.message.say(
                f"{len(by_name)} players are named {text!r}: choose one by number ("
                + ", ".join(player_label(p) for p in by_name)
                + ").",
                "warn",
            )
        else:
            self.message.say(f"No player named {text!r} can be chosen here.", "warn")
        return None

    def confirm(self) -> None:
        """Ask, naming the player, before acting (Enter and the OK button both come here)."""
        line = self.matching()
        if line is None:
            return
        if self.why_required and not self.why.text().strip():
            self.message.say("Give the reason first: it goes into the audit trail.", "warn")
            self.why.setFocus()
            return
        question = self.question(line)
        if question is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.windowTitle(),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(lambda: self._confirmed(line))
        box.open()
        self.confirm_box = box

    def question(self, line: PlayerLine) -> str | None:
        """What the confirmation asks; None (having said why) when the form is not ready."""
        return f"{self.verb} {player_label(line)}?"

    def _confirmed(self, line: PlayerLine) -> None:
        self.chosen = line
        self.accept()
