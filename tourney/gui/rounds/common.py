"""What the round screens share: the role of the staff member acting, and how actions only the
head judge may take are marked."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableView

from tourney.events.model import StaffRole
from tourney.gui.context import AppContext

HEAD_JUDGE_TIP = 'Head judge only (floor rules, Judges: "A Head Judge\'s ruling ... is final")'


def head_judge_label(text: str) -> str:
    """The caption of a button only the head judge may use, so it reads as such."""
    return f"{text} [head judge]"


def operator_role(ctx: AppContext) -> StaffRole | None:
    """The role of the staff member at the keyboard, to enable what they may do (the domain
    still checks every action)."""
    if ctx.operator_id is None:
        return None
    with ctx.session() as session:
        return StaffRole(ctx.operator(session).role)


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
