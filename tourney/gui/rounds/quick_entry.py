"""Fast result entry: a table number, then one key for the result, without touching the mouse.

``12 1`` or ``12a``: player A of table 12 wins; ``12 2`` or ``12b``: player B wins; ``12 d``
or ``12d``: a draw. After a number the key needs a space (or ``.`` ``/`` ``-``) when it is a
digit, so ``121`` stays "table 121". The entry goes through as soon as it is complete; Enter
does the same and says what is still missing otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from tourney.events.model import Result

KEYS = {
    "1": Result.A_WINS,
    "a": Result.A_WINS,
    "2": Result.B_WINS,
    "b": Result.B_WINS,
    "d": Result.DRAW,
    "=": Result.DRAW,
}
KEY_HELP = "table number, then 1 or a (player A wins), 2 or b (player B wins), d (draw)"

_TABLE_ONLY = re.compile(r"\s*(\d+)\s*[./:-]?\s*")
_WITH_LETTER = re.compile(r"\s*(\d+)\s*[./:-]?\s*([abd=])\s*", re.IGNORECASE)
_WITH_DIGIT = re.compile(r"\s*(\d+)(?:\s+|\s*[./:-]\s*)([12])\s*")


@dataclass(frozen=True)
class QuickEntry:
    """What the scorekeeper has typed so far: a table, maybe its result, or why it cannot be
    read."""

    table: int | None = None
    result: Result | None = None
    problem: str = ""

    @property
    def complete(self) -> bool:
        return self.table is not None and self.result is not None


def parse_quick_entry(text: str) -> QuickEntry:
    if not text.strip():
        return QuickEntry()
    for pattern in (_WITH_LETTER, _WITH_DIGIT):
        match = pattern.fullmatch(text)
        if match:
            return QuickEntry(int(match[1]), KEYS[match[2].lower()])
    match = _TABLE_ONLY.fullmatch(text)
    if match:
        return QuickEntry(int(match[1]))
    return QuickEntry(problem=f"cannot read {text.strip()!r}: type a {KEY_HELP}")


class QuickResultEntry(QLineEdit):
    """Emits ``entered(table, result)`` once an entry is complete and ``table_typed(table)``
    while a table number is being typed (None when there is none), so the screen can show who
    plays there. The text stays until the screen calls ``accept_entry`` (the result was
    stored), so nothing typed is lost when the entry is refused."""

    entered = Signal(int, object)  # table number, tourney.events.model.Result
    table_typed = Signal(object)  # int or None
    unreadable = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText("e.g. 12 1 · 12 2 · 12 d")
        self.setToolTip(f"Enter a result: {KEY_HELP}. Esc clears.")
        self.setClearButtonEnabled(True)
        self.textEdited.connect(self._edited)
        self.returnPressed.connect(self._return)

    def _edited(self, text: str) -> None:
        entry = parse_quick_entry(text)
        self.table_typed.emit(entry.table)
        if entry.complete:
            self.entered.emit(entry.table, entry.result)

    def _return(self) -> None:
        entry = parse_quick_entry(self.text())
        if entry.complete:
            self.entered.emit(entry.table, entry.result)
        elif entry.problem:
            self.unreadable.emit(entry.problem)
        elif entry.table is not None:
            self.unreadable.emit(f"table {entry.table}: now press 1, 2 or d for the result")

    def accept_entry(self) -> None:
        self.clear()
        self.table_typed.emit(None)
        self.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape and self.text():
            self.accept_entry()
            return
        super().keyPressEvent(event)
