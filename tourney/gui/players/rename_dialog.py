"""Renaming a player: the player chosen as in the drop dialog (offered from the selected row,
since a rename loses nothing), the new name and the reason, confirmed naming both names."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLineEdit, QWidget

from tourney.gui.players.choose_dialog import ChoosePlayerDialog, player_label
from tourney.gui.players.model import PlayerLine


class RenamePlayerDialog(ChoosePlayerDialog):
    def __init__(
        self,
        players: Sequence[PlayerLine],
        selected: PlayerLine | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            "Rename player",
            "Rename",
            players,
            why_label="&Why (for the audit trail)",
            why_required=True,
            parent=parent,
        )
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText("The name as it should read on every printout")
        self.form.insertRow(1, "&New name", self.new_name)
        if selected is not None:
            self.name.setText(player_label(selected))
            self.new_name.setText(selected.name)
            self.new_name.selectAll()
            self.new_name.setFocus()

    def question(self, line: PlayerLine) -> str | None:
        new = " ".join(self.new_name.text().split())
        if not new:
            self.message.say("Type the new name first.", "warn")
            self.new_name.setFocus()
            return None
        return (
            f"Rename {player_label(line)} to {new}? The new name shows in every event they played."
        )
