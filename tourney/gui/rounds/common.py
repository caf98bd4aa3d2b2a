"""What the round screens share: the event and staff member acting, and a message line that
says what just happened (or why it was refused) in colours readable in light and dark themes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QWidget
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, StaffRow
from tourney.events.errors import EventRuleError
from tourney.events.model import StaffRole
from tourney.gui.context import AppContext

HEAD_JUDGE_TIP = 'Head judge only (floor rules, Judges: "A Head Judge\'s ruling ... is final")'


def head_judge_label(text: str) -> str:
    """The caption of a button only the head judge may use, so it reads as such."""
    return f"{text} [head judge]"


def current_event(session: Session, ctx: AppContext) -> EventRow:
    return event_row(session, ctx.event_id)


def acting_staff(session: Session, ctx: AppContext) -> StaffRow:
    """The staff member at the keyboard; the domain functions check what their role allows."""
    return staff_row(session, ctx.operator_id)


def event_row(session: Session, event_id: int | None) -> EventRow:
    """The event by id (a worker thread has ids, not the AppContext)."""
    if event_id is None:
        raise EventRuleError("open an event first")
    event = session.get(EventRow, event_id)
    if event is None:
        raise EventRuleError(f"event {event_id} is not in this database")
    return event


def staff_row(session: Session, operator_id: int | None) -> StaffRow:
    if operator_id is None:
        raise EventRuleError("choose the staff member at the keyboard first (who is acting)")
    staff = session.get(StaffRow, operator_id)
    if staff is None:
        raise EventRuleError(f"staff member {operator_id} is not in this database")
    return staff


def operator_role(ctx: AppContext) -> StaffRole | None:
    if ctx.operator_id is None:
        return None
    with ctx.session() as session:
        staff = session.get(StaffRow, ctx.operator_id)
        return StaffRole(staff.role) if staff is not None else None


def is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


def tone(widget: QWidget, kind: str) -> QColor:
    """A text colour for ``kind`` ("error", "ok", "warn", "muted") with enough contrast on the
    widget's background in a light or a dark theme."""
    dark = is_dark(widget)
    colours = {
        "error": ("#ff8a80", "#b71c1c"),
        "ok": ("#a5d6a7", "#1b5e20"),
        "warn": ("#ffcc80", "#8a4b00"),
        "muted": ("#b0b0b0", "#555555"),
    }
    light_theme, dark_theme = colours[kind][1], colours[kind][0]
    return QColor(dark_theme if dark else light_theme)


class MessageLine(QLabel):
    """One line saying what the last action did, or why it was refused (the error text cites
    the floor rules); selectable so a judge can copy it into a report."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.kind = ""

    def show_message(self, text: str, kind: str = "ok") -> None:
        self.kind = kind
        self.setText(text)
        self.setStyleSheet(f"color: {tone(self, kind).name()}; font-weight: 600;")

    def show_error(self, error: Exception) -> None:
        self.show_message(str(error), "error")
