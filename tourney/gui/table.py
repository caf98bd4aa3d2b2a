"""Table views over lists of domain objects: one model class, one proxy, one view setup.

A screen describes its columns (title, value, optional sort key, alignment, tooltip) and hands
the model a list of rows; the model never queries the database itself, so it is testable with
no widget and no database. ``ROW_ROLE`` gives back the row object behind an index.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from tourney.collation import collation_key

ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # the row object
SORT_ROLE = Qt.ItemDataRole.UserRole + 2  # the value the column sorts by

_Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    title: str
    value: Callable[[Any], Any]  # what the cell shows (None shows nothing)
    sort: Callable[[Any], Any] | None = None  # sort key; default: the shown value
    numeric: bool = False  # right-aligned
    tooltip: Callable[[Any], str] | None = None
    foreground: Callable[[Any], QBrush | None] | None = None
    bold: Callable[[Any], bool] | None = None
    stretch: bool = False  # takes the spare width


class HeadedTableModel(QAbstractTableModel):
    """Base of a hand-written table model whose columns are fixed: ``HEADERS`` names them."""

    HEADERS: tuple[str, ...] = ()

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.HEADERS)
        ):
            return self.HEADERS[section]
        return None


class RowTableModel(HeadedTableModel):
    def __init__(self, columns: Sequence[Column], rows: Sequence[Any] = (), parent=None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self._rows: list[Any] = list(rows)

    @property
    def HEADERS(self) -> tuple[str, ...]:  # type: ignore[override]  # noqa: N802
        return tuple(c.title for c in self.columns)

    @property
    def rows(self) -> list[Any]:
        return list(self._rows)

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, index: _Index) -> Any:
        return self._rows[index.row()]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = column.value(row)
            return None if value is None else str(value)
        if role == SORT_ROLE:
            key = (column.sort or column.value)(row)
            if key is None:
                return ""
            if isinstance(key, str):
                return collation_key(key)  # Élodie before Zoë, whatever the locale
            return key if isinstance(key, int | float) else str(key)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(row) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column.foreground is not None:
            return column.foreground(row)
        if role == Qt.ItemDataRole.FontRole and column.bold is not None and column.bold(row):
            font = QFont()
            font.setBold(True)
            return font
        return None


class RowFilterProxy(QSortFilterProxyModel):
    """Sorts by each column's sort key; the search text matches any column, ignoring case."""

    def __init__(self, source: RowTableModel, parent=None) -> None:
        super().__init__(parent)
        self.setSourceModel(source)
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def row_at(self, index: _Index) -> Any:
        return self.data(index, ROW_ROLE)


def table_view(proxy: QSortFilterProxyModel, parent: QWidget | None = None) -> QTableView:
    """A read-only, row-selecting, sortable view sized to its columns."""
    view = QTableView(parent)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(int(view.fontMetrics().height() * 1.6))
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setHighlightSections(False)
    source = proxy.sourceModel()
    columns = source.columns if isinstance(source, RowTableModel) else []
    stretched = False
    for i, column in enumerate(columns):
        if column.stretch:
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)
            stretched = True
        else:
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(not stretched)
    return view


def selected_row(view: QTableView) -> Any:
    """The row object selected in ``view`` (through its proxy), or None."""
    indexes = view.selectionModel().selectedRows() if view.selectionModel() else []
    if not indexes:
        index = view.currentIndex()
        if not index.isValid():
            return None
        indexes = [index]
    return view.model().data(indexes[0], ROW_ROLE)


def select_row_where(view: QTableView, wanted: Callable[[Any], bool]) -> bool:
    """Select (and make current) the first row whose object ``wanted`` accepts, in the view's
    sorted and filtered order; False if none is shown."""
    model = view.model()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if wanted(model.data(index, ROW_ROLE)):
            view.setCurrentIndex(index)
            view.selectRow(row)
            return True
    return False
