"""Table models of the replay workspace: the timeline of a line of play, the legal choices now."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from engine import Choice
from engine.edits import JudgeEdit
from engine.errors import RecordError
from tourney.gui.replay.describe import describe, player_name, rules_cited
from tourney.gui.replay.lines import JUDGE, Perspective, Replay
from tourney.gui.table import HeadedTableModel

ItemRole = Qt.ItemDataRole.UserRole + 1  # the Choice of a row / the step number of a row
EDIT_COLOUR = QColor("#fff3cd")
CURSOR_COLOUR = QColor("#cfe2ff")
_Index = QModelIndex | QPersistentModelIndex


class TimelineModel(HeadedTableModel):
    """Step 0 is the set-up; step n is the n-th choice or judge edit of the line shown."""

    HEADERS = ("Step", "What", "Trace", "Rules")

    def __init__(self, replay: Replay | None = None) -> None:
        super().__init__()
        self._replay = replay
        self.perspective = JUDGE  # a player's or spectators' view hides cards (404.1, 402.2)
        self.on_broken: Callable[[RecordError], None] | None = None  # a row does not replay

    def set_replay(self, replay: Replay | None, perspective: Perspective = JUDGE) -> None:
        self.beginResetModel()
        self._replay = replay
        self.perspective = perspective
        self.endResetModel()

    def refresh(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._replay is None:
            return 0
        return self._replay.game.step + 1

    def is_edit(self, step: int) -> bool:
        assert self._replay is not None
        return step > 0 and isinstance(self._replay.game.history[step - 1], JudgeEdit)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        try:
            return self._data(index, role)
        except RecordError as e:  # a record opened on visit: this row's step does not replay
            if self.on_broken is not None:
                self.on_broken(e)
            return f"Does not replay: {e}" if role == Qt.ItemDataRole.DisplayRole else None

    def _data(self, index: _Index, role: int) -> object:
        replay = self._replay
        if replay is None or not index.isValid():
            return None
        step, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return step
            if column == 1:
                return "Game set up" if step == 0 else replay.label(step, self.perspective)
            trace = replay.trace(step, self.perspective)
            if column == 2:
                return " · ".join(trace)
            return ", ".join(rules_cited(trace))
        if role == Qt.ItemDataRole.ToolTipRole and column in (1, 2):
            return "\n".join(replay.trace(step, self.perspective)) or None
        if role == Qt.ItemDataRole.BackgroundRole:
            if step == replay.cursor:
                return QBrush(CURSOR_COLOUR)
            if self.is_edit(step):
                return QBrush(EDIT_COLOUR)
        if role == ItemRole:
            return step
        return None


class ChoicesModel(HeadedTableModel):
    """The legal choices at the step looked at, with who makes each and its cost."""

    HEADERS = ("Choice", "Player", "Tokens")  # tokens: the action tokens it costs

    def __init__(self, replay: Replay | None = None) -> None:
        super().__init__()
        self._replay = replay
        self.perspective = JUDGE
        self._rows: list[tuple[Choice, str, str, str]] = []
        self.refresh()

    def set_replay(self, replay: Replay | None, perspective: Perspective = JUDGE) -> None:
        self._replay = replay
        self.perspective = perspective
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        self._rows = []
        replay = self._replay
        if replay is not None:
            state = replay.state()
            pool = replay.game.pool
            position = replay.position()
            for choice in replay.legal_choices():
                who = player_name(state, getattr(choice, "player", None))
                tokens = replay.cost(choice)
                cost = str(tokens) if tokens else "—"
                text = replay.shown(describe(state, pool, choice), self.perspective)
                # The Player column names who chooses: the text need not start with it too.
                text = text.removeprefix(f"{who}: ") if who else text
                if self.perspective is JUDGE and position.not_automated(choice):  # engine.manual
                    text += "  [J: the judge applies its text]"
                self._rows.append((choice, text, who, cost))
        self.endResetModel()

    def choice(self, row: int) -> Choice:
        return self._rows[row][0]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        choice, text, who, cost = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (text, who, cost)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            if index.column() == 2 and cost != "—":
                return f"{cost} action token{'s' if cost != '1' else ''}"
            return f"{who}: {text}" if who else text
        if role == ItemRole:
            return choice
        return None
