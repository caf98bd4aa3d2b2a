"""The do-not-pair list: players the organizer keeps apart in Swiss pairings (family members,
a reported conflict). Pairs are added and removed here, then saved with one reason through
``set_do_not_pair`` (as ``tourney event do-not-pair``), which audits the old and new lists."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.db.schema import RegistrationRow
from tourney.events.do_not_pair import do_not_pair_of, set_do_not_pair
from tourney.events.staff import name_key
from tourney.gui.context import AppContext
from tourney.gui.players.choose_dialog import player_label
from tourney.gui.players.model import PlayerLine, player_lines
from tourney.gui.widgets import MessageLine

Pair = tuple[int, int]  # registration ids, the lower first


class DoNotPairDialog(QDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle("Do-not-pair list")
        self.setMinimumWidth(560)
        with ctx.session() as session:
            event = ctx.event(session)
            self.players: list[PlayerLine] = player_lines(session, event)
            stored = [(a.id, b.id) for a, b in do_not_pair_of(session, event)]
        self.by_id = {p.registration_id: p for p in self.players}
        self.stored = list(stored)
        self.pairs: list[Pair] = list(stored)

        self.list = QListWidget()
        self.list.setObjectName("do-not-pair-list")
        self.list.installEventFilter(self)
        self.first = self._player_box()
        self.second = self._player_box()
        self.second.returnPressed.connect(self.add_typed_pair)
        add = QPushButton("&Add pair")
        add.clicked.connect(self.add_typed_pair)
        self.remove_button = QPushButton("&Remove pair")
        self.remove_button.setToolTip("Take the selected pair off the list (Delete)")
        self.remove_button.clicked.connect(self.remove_selected)
        self.why = QLineEdit()
        self.why.setPlaceholderText("e.g. siblings who travel together")
        self.message = MessageLine()

        entry = QHBoxLayout()
        entry.addWidget(self.first, 1)
        entry.addWidget(QLabel("and"))
        entry.addWidget(self.second, 1)
        entry.addWidget(add)
        form = QFormLayout()
        form.addRow("&Players", entry)
        form.addRow("&Why (audit trail)", self.why)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        explanation = QLabel(
            "Players on this list are not paired against each other in Swiss rounds. When no "
            "pairing can keep a pair apart they are paired anyway, and the pairing says so."
        )
        explanation.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        for before, after in (
            (self.first, self.second),
            (self.second, add),
            (add, self.why),
            (self.why, self.list),
            (self.list, self.remove_button),
        ):
            self.setTabOrder(before, after)
        self.refresh()
        self.first.setFocus()

    def _player_box(self) -> QLineEdit:
        box = QLineEdit()
        box.setPlaceholderText("Player's name")
        completer = QCompleter([player_label(p) for p in self.players], box)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        box.setCompleter(completer)
        return box

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Delete in the list takes the selected pair off it."""
        if (
            watched is self.list
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Delete  # type: ignore[attr-defined]
        ):
            self.remove_selected()
            return True
        return super().eventFilter(watched, event)

    def pair_text(self, pair: Pair) -> str:
        a, b = (self.by_id[i] for i in pair)
        return f"{player_label(a)}  and  {player_label(b)}"

    def refresh(self) -> None:
        self.list.clear()
        for pair in self.pairs:
            item = QListWidgetItem(self.pair_text(pair))
            item.setData(Qt.ItemDataRole.UserRole, pair)
            self.list.addItem(item)
        if not self.pairs:
            self.list.addItem(QListWidgetItem("(no pairs: anyone may be paired with anyone)"))
        self.remove_button.setEnabled(bool(self.pairs))

    def find(self, text: str) -> PlayerLine | None:
        """The player a box names: a label from the completer, or a name only one player has."""
        text = text.strip()
        if not text:
            self.message.say("Type both players' names.", "warn")
            return None
        for p in self.players:
            if player_label(p).casefold() == text.casefold():
                return p
        named = [p for p in self.players if name_key(p.name) == name_key(text)]
        if len(named) == 1:
            return named[0]
        if named:
            labels = ", ".join(player_label(p) for p in named)
            self.message.say(
                f"{len(named)} players are named {text!r}: choose one ({labels}).", "warn"
            )
        else:
            self.message.say(f"No player named {text!r} is registered.", "warn")
        return None

    def add_typed_pair(self) -> bool:
        first = self.find(self.first.text())
        second = self.find(self.second.text()) if first is not None else None
        if first is None or second is None:
            return False
        if first.registration_id == second.registration_id:
            self.message.say("Choose two different players.", "warn")
            return False
        pair = tuple(sorted((first.registration_id, second.registration_id)))
        if pair in self.pairs:
            self.message.say(f"{self.pair_text(pair)} are already on the list.", "warn")
            return False
        self.pairs.append(pair)  # type: ignore[arg-type]
        self.refresh()
        self.first.clear()
        self.second.clear()
        self.first.setFocus()
        self.message.say(f"Added {self.pair_text(pair)}; Save to store the list.", "muted")
        return True

    def remove_selected(self) -> None:
        item = self.list.currentItem()
        pair = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if pair is None:
            self.message.say("Select the pair to take off the list.", "warn")
            return
        self.pairs.remove(tuple(pair))
        self.refresh()
        self.message.say(f"Removed {self.pair_text(tuple(pair))}; Save to store the list.", "muted")

    def accept(self) -> None:
        """Store the list with the reason; refused (and the dialog kept) without one."""
        if sorted(self.pairs) == sorted(self.stored):
            self.message.say("The list is unchanged: nothing to save.", "warn")
            return
        try:
            with self.ctx.session() as session:
                event = self.ctx.event(session)
                pairs = [
                    (session.get(RegistrationRow, a), session.get(RegistrationRow, b))
                    for a, b in self.pairs
                ]
                set_do_not_pair(
                    session, event, pairs, by=self.ctx.operator(session), why=self.why.text()
                )
        except Exception as error:  # noqa: BLE001 - shown; the list is kept
            self.message.refuse(error)
            return
        super().accept()

    def summary(self) -> str:
        count = len(self.pairs)
        return f"Do-not-pair list saved: {count} pair{'' if count == 1 else 's'}."
