"""Table models of the Limited screen.

``PackListModel`` is the one editable table: the packs each player opens or drafts, set by set,
whose count the organizer may change before storing the list with ``set_event_packs``. The
read-only tables (players, seats, packs to pass, a draft's seats and the pack in front of one,
a pool, a deck's violations) are
``tourney.gui.table.RowTableModel`` over the rows below; their columns are defined here so tests
check them without any widget.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from tourney.gui.table import Column, HeadedTableModel
from tourney.gui.theme import brush
from tourney.legality.format import PackCount
from tourney.legality.report import Violation
from tourney.limited.sheets import PackStep, PoolLine

_Index = QModelIndex | QPersistentModelIndex
MAX_PACKS_PER_SET = 24  # far above any pool (8 packs); a typo guard, not a rule


class PackListModel(HeadedTableModel):
    """The pack list being edited: set (with its name) and packs; the count is editable."""

    SET, NAME, PACKS = range(3)
    HEADERS = ("Set", "Name", "Packs")

    def __init__(self, set_names: dict[str, str] | None = None, parent=None) -> None:
        super().__init__(parent)
        self.set_names = dict(set_names or {})
        self._rows: list[list[Any]] = []  # [set code, packs]

    def set_packs(self, packs: Sequence[PackCount]) -> None:
        self.beginResetModel()
        self._rows = [[p.set_code, p.packs] for p in packs]
        self.endResetModel()

    def packs(self) -> list[PackCount]:
        return [PackCount(code, count) for code, count in self._rows]

    def total(self) -> int:
        return sum(count for _code, count in self._rows)

    def add_set(self, set_code: str, packs: int = 1) -> None:
        """One more pack of ``set_code``: a set already listed gets another pack."""
        for row, entry in enumerate(self._rows):
            if entry[0] == set_code:
                self.setData(self.index(row, self.PACKS), entry[1] + packs)
                return
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows))
        self._rows.append([set_code, packs])
        self.endInsertRows()

    def remove_row(self, row: int) -> None:
        if 0 <= row < len(self._rows):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            self.endRemoveRows()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        code, count = self._rows[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == self.SET:
                return code
            if column == self.NAME:
                return self.set_names.get(code, "")
            if column == self.PACKS:
                return count if role == Qt.ItemDataRole.EditRole else str(count)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.PACKS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.PACKS:
            return "Double-click or F2 to change the number of packs"
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.PACKS:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        if index.column() != self.PACKS:
            return False
        try:
            count = int(value)
        except (TypeError, ValueError):
            return False
        if not 1 <= count <= MAX_PACKS_PER_SET:
            return False
        self._rows[index.row()][1] = count
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole])
        return True


@dataclass(frozen=True)
class LimitedPlayerLine:
    """One player in the Limited screen's table."""

    registration_id: int
    name: str
    pod: int | None
    seat: int | None
    pool_source: str | None  # generated, opened, drafted; None: no pool yet
    pool_cards: int
    deck: str  # "", "legal", the recommended penalty, or why it cannot be checked
    dropped: bool = False


def _deck_colour(line: LimitedPlayerLine):
    if line.deck == "legal":
        return brush("good")
    if line.deck:
        return brush("bad")
    return None


PLAYER_COLUMNS = [
    Column("Player", lambda p: p.name + (" (dropped)" if p.dropped else ""), stretch=True),
    Column("Pod", lambda p: p.pod, numeric=True),
    Column("Seat", lambda p: p.seat, numeric=True),
    Column(
        "Pool",
        lambda p: p.pool_source or "none",
        foreground=lambda p: None if p.pool_source else brush("warn"),
    ),
    Column("Cards", lambda p: p.pool_cards if p.pool_source else None, numeric=True),
    Column("Deck", lambda p: p.deck or "no list", foreground=_deck_colour),
]


@dataclass(frozen=True)
class SeatLine:
    """A seat at a draft pod, with the seats it passes to (seat k's left is seat k + 1)."""

    pod: int
    seat: int
    player: str
    left: str
    right: str


SEAT_COLUMNS = [
    Column("Pod", lambda s: s.pod, numeric=True),
    Column("Seat", lambda s: s.seat, numeric=True, sort=lambda s: (s.pod, s.seat)),
    Column("Player", lambda s: s.player, stretch=True),
    Column("Passes left to", lambda s: s.left),
    Column("Passes right to", lambda s: s.right),
]

PACK_STEP_COLUMNS = [
    Column("Pack", lambda s: s.number, numeric=True),
    Column("Set", lambda s: s.set_name or "(not chosen)"),
    Column("Passes", lambda s: str(s.passes).upper(), bold=lambda s: True),
    Column(
        "Judge's announcement", lambda s: s.reminder, tooltip=lambda s: s.reminder, stretch=True
    ),
]


@dataclass(frozen=True)
class DraftSeatLine:
    """A seat in a draft in progress: what it has taken, and the pack in front of it now."""

    seat: int
    player: str
    picks: int  # cards drafted so far (passed packs only)
    picked: str  # the card taken this turn ("" while the seat still has to pick)
    cards: int  # cards in the pack in front of the seat
    simulated: bool = False  # set to always simulate: the simulated drafter picks for it


DRAFT_SEAT_COLUMNS = [
    Column("Seat", lambda s: s.seat, numeric=True),
    Column("Player", lambda s: s.player),  # names in full: the judge reads them
    Column("Drafted", lambda s: s.picks, numeric=True),
    Column(
        "This pick",
        lambda s: f"took {s.picked}" if s.picked else f"to pick from {s.cards} cards",
        foreground=lambda s: brush("good") if s.picked else brush("warn"),
        tooltip=lambda s: f"took {s.picked}" if s.picked else f"to pick from {s.cards} cards",
        stretch=True,
    ),
    Column("Picks by", lambda s: "simulated" if s.simulated else "person"),
]

DRAFT_CARD_COLUMNS = [
    Column("Number", lambda c: c.number),
    Column("Rarity", lambda c: str(c.rarity)),
    Column("Card", lambda c: c.name, stretch=True),
    Column("Type", lambda c: str(c.type)),
]

POOL_COLUMNS = [
    Column("Qty", lambda c: c.count, numeric=True),
    Column("Number", lambda c: c.number),
    Column("Rarity", lambda c: c.rarity),
    Column("Card", lambda c: c.name, stretch=True),
    Column("Type", lambda c: str(c.type)),
]

VIOLATION_COLUMNS = [
    Column("Rule", lambda v: v.rule),
    Column("Problem", lambda v: v.message, tooltip=lambda v: v.message, stretch=True),
]

__all__ = [
    "DRAFT_CARD_COLUMNS",
    "DRAFT_SEAT_COLUMNS",
    "PACK_STEP_COLUMNS",
    "PLAYER_COLUMNS",
    "POOL_COLUMNS",
    "SEAT_COLUMNS",
    "VIOLATION_COLUMNS",
    "DraftSeatLine",
    "LimitedPlayerLine",
    "PackListModel",
    "PackStep",
    "PoolLine",
    "SeatLine",
    "Violation",
]
