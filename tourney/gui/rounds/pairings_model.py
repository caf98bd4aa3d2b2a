"""One round's pairings as a table model: one row per seat (a player at a table), so one model
serves the pairings by table (player A's seats, by table number), by name (every seat, by the
player's name) and the outstanding tables (seats A whose match has no result yet) through
``PairingsProxy``.

A player cell can be dragged onto another player's cell to ask for a swap; the model only
emits ``swap_requested`` and the screen asks for the reason and calls the domain.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont
from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from tourney.collation import collation_key
from tourney.db.schema import MatchRow, RegistrationRow, RoundRow
from tourney.events.matches import matches_in
from tourney.events.model import Ending, Result
from tourney.events.naming import shown_names
from tourney.events.swiss_link import event_standings

Index = QModelIndex | QPersistentModelIndex
MIME_TYPE = "application/x-tourney-registration"


class Column(IntEnum):
    TABLE = 0
    PLAYER = 1
    POINTS = 2
    OPPONENT = 3
    OPPONENT_POINTS = 4
    RESULT = 5


HEADERS = {
    Column.TABLE: "Table",
    Column.PLAYER: "Player",
    Column.POINTS: "Points",
    Column.OPPONENT: "Opponent",
    Column.OPPONENT_POINTS: "Opp. points",
    Column.RESULT: "Result",  # the player's: won, lost, draw...
}


class Role(IntEnum):
    MATCH_ID = Qt.ItemDataRole.UserRole + 1
    REGISTRATION_ID = Qt.ItemDataRole.UserRole + 2  # the player in this cell (player/opponent)
    SEAT = Qt.ItemDataRole.UserRole + 3  # 0: player A, 1: player B
    OUTSTANDING = Qt.ItemDataRole.UserRole + 4  # the match still needs its result
    SORT = Qt.ItemDataRole.UserRole + 5
    TABLE = Qt.ItemDataRole.UserRole + 6


@dataclass(frozen=True)
class Seat:
    """A player at a table in one round, with what a scorekeeper reads off the pairings."""

    match_id: int
    table: int
    seat: int  # 0: player A, 1: player B
    registration_id: int
    player: str
    points: int  # before this round
    opponent_id: int | None  # None: the bye
    opponent: str
    opponent_points: int | None
    result: Result | None
    ending: Ending | None
    extra_minutes: int
    version: int = 0  # the match's row version when read: a correction from it checks it

    @property
    def is_bye(self) -> bool:
        return self.opponent_id is None

    @property
    def result_text(self) -> str:
        """The match's outcome as a judge says it: "Applejack wins", "draw", "bye"."""
        if self.result is None:
            return f"+{self.extra_minutes} min" if self.extra_minutes else ""
        a, b = (self.player, self.opponent) if self.seat == 0 else (self.opponent, self.player)
        text = {
            Result.A_WINS: f"{a} wins",
            Result.B_WINS: f"{b} wins",
            Result.DRAW: "draw",
            Result.DOUBLE_LOSS: "double loss",
            Result.BYE: "bye",
        }[self.result]
        if self.ending not in (None, Ending.PLAYED, Ending.BYE):
            text += f" ({self.ending})"
        return text

    @property
    def outcome_text(self) -> str:
        """The result for this seat's player, short enough for a column beside two long
        names: "won", "lost", "draw", "bye", "double loss" (with how it ended)."""
        if self.result is None:
            return f"+{self.extra_minutes} min" if self.extra_minutes else ""
        won = Result.A_WINS if self.seat == 0 else Result.B_WINS
        text = {
            Result.DRAW: "draw",
            Result.DOUBLE_LOSS: "double loss",
            Result.BYE: "bye",
        }.get(self.result, "won" if self.result == won else "lost")
        if self.ending not in (None, Ending.PLAYED, Ending.BYE):
            text += f" ({self.ending})"
        return text


def load_seats(session: Session, round_: RoundRow) -> list[Seat]:
    """Every seat of the round, tables in order; points are the standings before the round."""
    points = {
        s.player.id: s.points for s in event_standings(session, round_.event, round_.number - 1)
    }
    # The event's registrations and players in two queries, held while the matches are read:
    # each match's players then come from the session, not one query per seat.
    held = session.scalars(
        select(RegistrationRow)
        .where(RegistrationRow.event_id == round_.event_id)
        .options(selectinload(RegistrationRow.player))
    ).all()
    names = shown_names(session, round_.event)  # players sharing a name carry their number
    seats: list[Seat] = []
    for match in matches_in(session, round_):
        seats.extend(seats_of(match, points, names))
    del held
    return seats


def seats_of(
    match: MatchRow, points: dict[int, int], names: dict[int, str] | None = None
) -> list[Seat]:
    """The match's seats; ``names``: registration id -> name as shown (``shown_names``),
    each player's own name where it has none."""
    a, b = match.player_a, match.player_b
    names = names or {}
    result = Result(match.result) if match.result is not None else None
    ending = Ending(match.ending) if match.ending is not None else None
    first = Seat(
        match_id=match.id,
        table=match.table_number,
        seat=0,
        registration_id=a.id,
        player=names.get(a.id, a.player.name),
        points=points.get(a.id, 0),
        opponent_id=b.id if b is not None else None,
        opponent=names.get(b.id, b.player.name) if b is not None else "BYE",
        opponent_points=points.get(b.id, 0) if b is not None else None,
        result=result,
        ending=ending,
        extra_minutes=match.extra_minutes,
        version=match.version,
    )
    if b is None:
        return [first]
    second = replace(
        first,
        seat=1,
        registration_id=b.id,
        player=first.opponent,
        points=first.opponent_points or 0,
        opponent_id=a.id,
        opponent=first.player,
        opponent_points=first.points,
    )
    return [first, second]


class PairingsModel(QAbstractTableModel):
    swap_requested = Signal(int, int)  # two registration ids, dragged one onto the other

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._seats: list[Seat] = []
        self._rows: dict[tuple[int, int], int] = {}  # (match id, seat) -> row
        # Each row's texts and sort keys, worked out once: the three proxies sort on them.
        self._cells: list[tuple[tuple[str, ...], tuple[object, ...]]] = []
        self._bold = QFont()
        self._bold.setBold(True)
        self.swappable = False  # whether player cells may be dragged (the round not finished)

    @property
    def seats(self) -> list[Seat]:
        return list(self._seats)

    def set_seats(self, seats: list[Seat]) -> None:
        self.beginResetModel()
        self._seats = list(seats)
        self._rows = {(s.match_id, s.seat): row for row, s in enumerate(self._seats)}
        self._cells = [_cells(s) for s in self._seats]
        self.endResetModel()

    def update_match(self, seats: list[Seat]) -> None:
        """Replace one match's seats after its result was entered; only those rows change."""
        for new in seats:
            row = self._rows.get((new.match_id, new.seat))
            if row is not None:
                self._seats[row] = new
                self._cells[row] = _cells(new)
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(Column) - 1))

    def seat_at(self, row: int) -> Seat:
        return self._seats[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(self._seats)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(Column)

    def headerData(  # noqa: N802 - Qt API
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(Column):
            return HEADERS[Column(section)]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._seats):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[row][0][column]
        if role == Role.SORT:
            return self._cells[row][1][column]
        seat = self._seats[row]
        if role == Role.MATCH_ID:
            return seat.match_id
        if role == Role.TABLE:
            return seat.table
        if role == Role.SEAT:
            return seat.seat
        if role == Role.OUTSTANDING:
            return seat.result is None
        if role == Role.REGISTRATION_ID:
            if column == Column.PLAYER:
                return seat.registration_id
            if column == Column.OPPONENT:
                return seat.opponent_id
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMBERS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column == Column.TABLE:
            return self._bold
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == Column.TABLE and seat.extra_minutes:
                return f"{seat.extra_minutes} extra minutes at this table"
            if column in (Column.PLAYER, Column.OPPONENT):
                return self._cells[row][0][column]  # the whole name, however narrow the column
            if column == Column.RESULT and seat.result is not None:
                return seat.result_text
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled if self.swappable else Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.swappable and self._player_cell(index) is not None:
            base |= Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        return base

    def _player_cell(self, index: Index) -> int | None:
        if index.column() in (Column.PLAYER, Column.OPPONENT):
            value = self.data(index, Role.REGISTRATION_ID)
            return value if isinstance(value, int) else None
        return None

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt API
        return [MIME_TYPE]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # noqa: N802 - Qt API
        data = QMimeData()
        players = [p for p in (self._player_cell(i) for i in indexes) if p is not None]
        if players:
            data.setData(MIME_TYPE, str(players[0]).encode())
        return data

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802 - Qt API
        return Qt.DropAction.MoveAction

    def canDropMimeData(  # noqa: N802 - Qt API
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return self.swappable and data.hasFormat(MIME_TYPE) and parent.isValid()

    def dropMimeData(  # noqa: N802 - Qt API
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        """A player dropped on another player's cell asks for a swap; nothing changes here."""
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        target = self._player_cell(parent)
        dragged = int(bytes(data.data(MIME_TYPE).data()).decode())
        if target is not None and target != dragged:
            self.swap_requested.emit(dragged, target)
        return False  # the rows stay as they are until the domain has swapped the players


_NUMBERS = (Column.TABLE, Column.POINTS, Column.OPPONENT_POINTS)


def _cells(seat: Seat) -> tuple[tuple[str, ...], tuple[object, ...]]:
    return (
        tuple(_display(seat, column) for column in Column),
        tuple(_sort_key(seat, column) for column in Column),
    )


def _display(seat: Seat, column: Column) -> str:
    if column == Column.TABLE:
        return str(seat.table)
    if column == Column.PLAYER:
        return seat.player
    if column == Column.POINTS:
        return str(seat.points)
    if column == Column.OPPONENT:
        return seat.opponent
    if column == Column.OPPONENT_POINTS:
        return "" if seat.opponent_points is None else str(seat.opponent_points)
    return seat.outcome_text


def _sort_key(seat: Seat, column: Column) -> object:
    if column == Column.TABLE:
        return seat.table
    if column == Column.PLAYER:
        return collation_key(seat.player)
    if column == Column.POINTS:
        return seat.points
    if column == Column.OPPONENT:
        return collation_key(seat.opponent)
    if column == Column.OPPONENT_POINTS:
        return seat.opponent_points if seat.opponent_points is not None else -1
    return seat.outcome_text.casefold()


class View(IntEnum):
    BY_TABLE = 0
    BY_NAME = 1
    OUTSTANDING = 2


class PairingsProxy(QSortFilterProxyModel):
    """One of the three views of the pairings, with a name filter for "by name"."""

    def __init__(self, view: View, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.setSortRole(Role.SORT)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(Column.PLAYER)
        self.setDynamicSortFilter(True)
        self.default_column = Column.PLAYER if view == View.BY_NAME else Column.TABLE
        self.sort(self.default_column)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        if self.view != View.BY_NAME and model.data(index, Role.SEAT) != 0:
            return False
        if self.view == View.OUTSTANDING and not model.data(index, Role.OUTSTANDING):
            return False
        return super().filterAcceptsRow(source_row, source_parent)
