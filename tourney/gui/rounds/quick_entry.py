"""Fast result entry: a table number, then one key for the result, without touching the mouse.

``12 1`` or ``12a``: player A of table 12 wins; ``12 2`` or ``12b``: player B wins; ``12 d``
or ``12d``: a draw. ``12 n1`` (or ``12na``): player A wins because B did not show up;
``12 n2``: player B wins, A did not show up; ``12 x``: a double loss, neither showed up (floor
rules, Tardiness: a player not in their seat when the round's time is up loses the match).
After a number the key needs a space (or ``.`` ``/`` ``-``) when it is a digit, so ``121`` stays
"table 121". The entry goes through as soon as it is complete; Enter
does the same and says what is still missing otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from tourney.events.model import Ending, Result

# key -> (result, how the match ended); stored through tourney.events.results.record_result.
KEYS = {
    "1": (Result.A_WINS, Ending.PLAYED),
    "a": (Result.A_WINS, Ending.PLAYED),
    "2": (Result.B_WINS, Ending.PLAYED),
    "b": (Result.B_WINS, Ending.PLAYED),
    "d": (Result.DRAW, Ending.PLAYED),
    "=": (Result.DRAW, Ending.PLAYED),
    "n1": (Result.A_WINS, Ending.NO_SHOW),
    "na": (Result.A_WINS, Ending.NO_SHOW),
    "n2": (Result.B_WINS, Ending.NO_SHOW),
    "nb": (Result.B_WINS, Ending.NO_SHOW),
    "x": (Result.DOUBLE_LOSS, Ending.NO_SHOW),
}
KEY_HELP = (
    "table number, then 1 or a (player A wins), 2 or b (player B wins), d (draw), "
    "n1 / n2 (A / B wins, the opponent did not show up), x (double loss, neither showed up)"
)

_TABLE_ONLY = re.compile(r"\s*(\d+)\s*[./:-]?\s*")
_WITH_LETTER = re.compile(r"\s*(\d+)\s*[./:-]?\s*([abd=x]|n\s*[12ab])\s*", re.IGNORECASE)
_NO_SHOW_PENDING = re.compile(r"\s*(\d+)\s*[./:-]?\s*n\s*", re.IGNORECASE)  # "12 n", then 1 or 2
_WITH_DIGIT = re.compile(r"\s*(\d+)(?:\s+|\s*[./:-]\s*)([12])\s*")


@dataclass(frozen=True)
class QuickEntry:
    """What the scorekeeper has typed so far: a table, maybe its result, or why it cannot be
    read."""

    table: int | None = None
    result: Result | None = None
    ending: Ending = Ending.PLAYED
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
            result, ending = KEYS[re.sub(r"\s", "", match[2]).lower()]
            return QuickEntry(int(match[1]), result, ending)
    match = _TABLE_ONLY.fullmatch(text) or _NO_SHOW_PENDING.fullmatch(text)
    if match:
        return QuickEntry(int(match[1]))
    return QuickEntry(problem=f"cannot read {text.strip()!r}: type a {KEY_HELP}")


class QuickResultEntry(QLineEdit):
    """Emits ``entered(table, result, ending)`` once an entry is complete and ``table_typed(table)``
    while a table number is being typed (None when there is none), so the screen can show who
    plays there. The text stays until the screen calls ``accept_entry`` (the result was
    stored), so nothing typed is lost when the entry is refused."""

    entered = Signal(int, object, object)  # table number, Result, Ending (tourney.events.model)
    table_typed = Signal(object)  # int or None
    unreadable = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText("e.g. 12 1 · 12 2 · 12 d · 12 n1 · 12 x")
        self.setToolTip(f"Enter a result: {KEY_HELP}. Esc clears.")
        self.setClearButtonEnabled(True)
        self.textEdited.connect(self._edited)
        self.returnPressed.connect(self._return)

    def _edited(self, text: str) -> None:
        entry = parse_quick_entry(text)
        self.table_typed.emit(entry.table)
        if entry.complete:
            self.entered.emit(entry.table, entry.result, entry.ending)

    def _return(self) -> None:
        entry = parse_quick_entry(self.text())
        if entry.complete:
            self.entered.emit(entry.table, entry.result, entry.ending)
        elif entry.problem:
            self.unreadable.emit(entry.problem)
        elif entry.table is not None:
            self.unreadable.emit(
                f"table {entry.table}: now press 1, 2, d, n1, n2 or x for the result"
            )

    def accept_entry(self) -> None:
        self.clear()
        self.table_typed.emit(None)
        self.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape and self.text():
            self.accept_entry()
            return
        super().keyPressEvent(event)
