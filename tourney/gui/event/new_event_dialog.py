"""The New event dialog: name, date, tier, format, structure, round time, rounds and staff.

It calls ``tourney.events.event.create_event`` like the command line does; a refusal is shown
and the dialog stays open with everything typed still in it.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt
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

from tourney.events.event import STANDARD_ROUND_MINUTES, StaffMember, create_event
from tourney.events.model import StaffRole, Structure, Tier
from tourney.gui.context import AppContext
from tourney.gui.errors import show_error

TIER_LABELS = {
    Tier.LOCAL: "Tier 1: local (League, casual)",
    Tier.CHAMPIONSHIP: "Tier 2: store/regional championship",
    Tier.PREMIER: "Tier 3: national, continental, world",
}
STRUCTURE_LABELS = {
    Structure.SWISS: "Swiss rounds",
    Structure.SWISS_TOP_CUT: "Swiss rounds, then a top cut",
}


def format_choices() -> list[tuple[str, str]]:
    """(id, name) of every format in resources/formats, constructed first."""
    from tourney.legality import load_formats

    formats = load_formats()
    ordered = sorted(formats.values(), key=lambda f: (f.limited, f.name))
    return [(f.id, f.name) for f in ordered]


class NewEventDialog(QDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.created_event_id: int | None = None
        self.setWindowTitle("New event")
        self.setMinimumWidth(460)

        self.name = QLineEdit()
        self.name.setPlaceholderText("e.g. Ponyville Store Championship")
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.tier = QComboBox()
        for tier, label in TIER_LABELS.items():
            self.tier.addItem(label, int(tier))
        self.format = QComboBox()
        for format_id, name in format_choices():
            self.format.addItem(name, format_id)
        harmony = self.format.findData("harmony")
        if harmony >= 0:
            self.format.setCurrentIndex(harmony)
        self.structure = QComboBox()
        for structure, label in STRUCTURE_LABELS.items():
            self.structure.addItem(label, str(structure))
        self.round_minutes = QSpinBox()
        self.round_minutes.setRange(1, 240)
        self.round_minutes.setValue(STANDARD_ROUND_MINUTES)
        self.round_minutes.setSuffix(" min")
        self.round_minutes.setToolTip("Floor rules, Match Time Limit: 35 minutes per game")
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 20)
        self.rounds.setSpecialValueText("from the player count")
        self.rounds.setToolTip(
            "Leave at 'from the player count' to use the floor rules' suggested number of "
            "Swiss rounds once players are registered (floor rules, Swiss Rounds)"
        )
        self.organizer = QLineEdit()
        self.head_judge = QLineEdit()
        self.head_judge.setPlaceholderText("required: exactly one (floor rules, Judges)")
        self.floor_judges = QLineEdit()
        self.floor_judges.setPlaceholderText("names separated by commas")
        self.scorekeeper = QLineEdit()

        form = QFormLayout()
        form.addRow("&Name", self.name)
        form.addRow("&Date", self.date)
        form.addRow("&Tier", self.tier)
        form.addRow("&Format", self.format)
        form.addRow("&Structure", self.structure)
        form.addRow("Round &time", self.round_minutes)
        form.addRow("&Rounds", self.rounds)
        form.addRow(QLabel("<b>Staff</b>"))
        form.addRow("&Organizer", self.organizer)
        form.addRow("&Head judge", self.head_judge)
        form.addRow("F&loor judges", self.floor_judges)
        form.addRow("S&corekeeper", self.scorekeeper)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Create event")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.name.setFocus(Qt.FocusReason.OtherFocusReason)

    def staff(self) -> list[StaffMember]:
        members = []
        if self.organizer.text().strip():
            members.append(StaffMember(self.organizer.text(), StaffRole.ORGANIZER))
        if self.head_judge.text().strip():
            members.append(StaffMember(self.head_judge.text(), StaffRole.HEAD_JUDGE))
        for name in self.floor_judges.text().split(","):
            if name.strip():
                members.append(StaffMember(name, StaffRole.FLOOR_JUDGE))
        if self.scorekeeper.text().strip():
            members.append(StaffMember(self.scorekeeper.text(), StaffRole.SCOREKEEPER))
        return members

    def accept(self) -> None:
        """Create the event; on a refusal say why and keep the dialog as typed."""
        on: date = self.date.date().toPython()
        tiebreakers = self.ctx.settings.default_tiebreakers
        try:
            with self.ctx.session() as session:
                event = create_event(
                    session,
                    name=self.name.text(),
                    on=on,
                    tier=Tier(self.tier.currentData()),
                    format_id=self.format.currentData(),
                    structure=Structure(self.structure.currentData()),
                    round_minutes=self.round_minutes.value(),
                    planned_rounds=self.rounds.value() or None,
                    staff=self.staff(),
                    settings={
                        "tiebreakers": tiebreakers,
                        "byes_in_match_win": self.ctx.settings.bye_basis,
                    },
                )
                self.created_event_id = event.id
        except Exception as error:  # noqa: BLE001 - every refusal is shown, the form is kept
            self.error_box = show_error(self, "Could not create the event", error)
            return
        super().accept()
