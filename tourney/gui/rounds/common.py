"""What the round screens share: columns sized to their contents without lag on big events."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableView

# Columns are measured on the first rows only, once per reload: measuring every row of a
# 1,000-table round on each result typed would make typing lag.
SIZE_SAMPLE = 64


def fit_columns(view: QTableView, stretch: tuple[int, ...] = ()) -> None:
    """Size ``view``'s columns to their contents whenever its model is reset (not on every
    change); the ``stretch`` columns take the spare width."""
    header = view.horizontalHeader()
    header.setResizeContentsPrecision(SIZE_SAMPLE)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(not stretch)
    for column in stretch:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    view.model().modelReset.connect(view.resizeColumnsToContents)
    view.model().layoutChanged.connect(view.resizeColumnsToContents)
    view.resizeColumnsToContents()
