"""Editing the event: name, date, tier, format, round time and the announced Swiss rounds,
with the reason, through ``edit_event`` (as ``tourney event edit``). What the floor rules fix
once the event has started is shown but locked, with the reason beside it; a refusal is shown
in the dialog, which keeps everything typed."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.events.event import EventEdit, edit_event
from tourney.events.model import EventStatus
from tourney.gui.context import AppContext
from tourney.gui.event.model import EventSummary
from tourney.gui.event.new_event_dialog import TIER_LABELS, format_choices
from tourney.gui.widgets import MessageLine

LOCKED_AFTER_START = (
    "Fixed since the start: deck lists were checked against the format on this date and "
    "locked, and the tier decided whether lists were due and who may play (floor rules, Tier "
    "2/3 Rules: Deck Lists, Player Eligibility)."
)


class EditEventDialog(QDialog):
    """``edit`` is the stored edit once accepted (its ``changes`` and ``warnings``)."""

    def __init__(self, ctx: AppContext, summary: EventSummary, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.summary = summary
        self.edit: EventEdit | None = None
        self.setWindowTitle("Edit the event")
        self.setMinimumWidth(560)
        started = summary.status != EventStatus.REGISTRATION
        finished = summary.status == EventStatus.FINISHED

        self.name = QLineEdit(summary.name)
        self.date = QDateEdit(QDate.fromString(summary.date, "yyyy-MM-dd"))
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.tier = QComboBox()
        for tier, label in TIER_LABELS.items():
            self.tier.addItem(label, int(tier))
        self.tier.setCurrentIndex(max(self.tier.findData(summary.tier), 0))
        self.format = QComboBox()
        for format_id, name in format_choices():
            self.format.addItem(name, format_id)
        if self.format.findData(summary.format_id) < 0:
            self.format.addItem(summary.format_id, summary.format_id)
        self.format.setCurrentIndex(self.format.findData(summary.format_id))
        self.round_minutes = QSpinBox()
        self.round_minutes.setRange(1, 240)
        self.round_minutes.setSuffix(" min")
        self.round_minutes.setValue(summary.round_minutes)
        self.round_minutes.setToolTip(
            "Changes between rounds only, never under a running clock (floor rules, Match Time "
            "Limit)"
        )
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 20)
        self.rounds.setSpecialValueText("not announced yet")
        self.rounds.setValue(summary.planned_rounds or 0)
        self.rounds.setToolTip(
            "The head judge announces the Swiss rounds before round 1; after the start only "
            "the head judge changes them (floor rules, Swiss Rounds)"
        )
        self.why = QLineEdit()
        self.why.setPlaceholderText("e.g. the flyer said Tier 2; short on time")

        form = QFormLayout()
        form.addRow("&Name", self.name)
        form.addRow("&Date", self.date)
        form.addRow("&Tier", self.tier)
        form.addRow("&Format", self.format)
        form.addRow("Round &time", self.round_minutes)
        form.addRow("Swiss &rounds", self.rounds)
        form.addRow("&Why (audit trail)", self.why)
        self.note = QLabel()
        self.note.setWordWrap(True)
        if started:
            for field in (self.date, self.tier, self.format):
                field.setEnabled(False)
                field.setToolTip(LOCKED_AFTER_START)
            self.note.setText(LOCKED_AFTER_START)
        if finished:
            for field in (self.round_minutes, self.rounds):
                field.setEnabled(False)
            self.note.setText(
                "The event has finished: its record is final; only its name may still be corrected."
            )
        self.message = MessageLine()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Save changes")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.name.setFocus()

    def asked(self) -> dict[str, object]:
        """The settings the form changes, as ``edit_event`` takes them; unchanged ones left
        out, so a locked setting is never sent."""
        s = self.summary
        on: date = self.date.date().toPython()
        asked: dict[str, object] = {}
        if self.name.text().strip() != s.name:
            asked["name"] = self.name.text()
        if on.isoformat() != s.date:
            asked["on"] = on
        if self.tier.currentData() != s.tier:
            asked["tier"] = self.tier.currentData()
        if self.format.currentData() != s.format_id:
            asked["format_id"] = self.format.currentData()
        if self.round_minutes.value() != s.round_minutes:
            asked["round_minutes"] = self.round_minutes.value()
        if self.rounds.value() and self.rounds.value() != s.planned_rounds:
            asked["planned_rounds"] = self.rounds.value()
        return asked

    def accept(self) -> None:
        """Store the edit; on a refusal say why here and keep the form as typed."""
        try:
            with self.ctx.session() as session:
                self.edit = edit_event(
                    session,
                    self.ctx.event(session),
                    by=self.ctx.operator(session),
                    why=self.why.text(),
                    **self.asked(),  # type: ignore[arg-type]
                )
        except Exception as error:  # noqa: BLE001 - shown; the form is kept
            self.message.refuse(error)
            return
        super().accept()


def describe_edit(edit: EventEdit) -> str:
    """The stored changes in words, for the screen's message line."""
    labels = {
        "name": "name",
        "date": "date",
        "tier": "tier",
        "format_id": "format",
        "round_minutes": "round time (minutes)",
        "planned_rounds": "Swiss rounds",
    }
    changed = "; ".join(
        f"{labels.get(field, field)} {old if old is not None else 'not set'} → {new}"
        for field, (old, new) in edit.changes.items()
    )
    return f"Changed: {changed}." + "".join(f" ⚠ {w}" for w in edit.warnings)
