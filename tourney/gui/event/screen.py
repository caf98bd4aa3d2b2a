"""The Event screen: the event's setup at a glance, its staff, what the floor rules warn
about, and starting the event (which locks the deck lists)."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.events.event import StaffMember, add_staff, edit_event, finish_event, start_event
from tourney.events.model import EventStatus, RoundStatus, StaffRole
from tourney.gui.context import AppContext
from tourney.gui.event.do_not_pair_dialog import DoNotPairDialog
from tourney.gui.event.edit_dialog import EditEventDialog, describe_edit
from tourney.gui.event.model import EventSummary, StaffModel, event_summary
from tourney.gui.event.new_event_dialog import STRUCTURE_LABELS, TIER_LABELS, NewEventDialog
from tourney.gui.event.transfer import EventImport, export_event_file, import_event_file
from tourney.gui.printouts import print_button, print_document
from tourney.gui.table import RowFilterProxy, table_view
from tourney.gui.tasks import Task
from tourney.gui.theme import css, heading
from tourney.gui.widgets import ElidedLabel, MessageLine

ADDABLE_ROLES = (StaffRole.FLOOR_JUDGE, StaffRole.SCOREKEEPER, StaffRole.ORGANIZER)


class EventScreen(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.summary: EventSummary | None = None
        self.title = heading(ElidedLabel("Event"), 1.6)
        self.fields: dict[str, QLabel] = {}
        setup = QGroupBox("Setup")
        form = QFormLayout(setup)
        for key, label in (
            ("date", "Date"),
            ("tier", "Tier"),
            ("format", "Format"),
            ("structure", "Structure"),
            ("round_time", "Round time"),
            ("rounds", "Swiss rounds"),
            ("status", "Status"),
            ("players", "Players"),
        ):
            value = QLabel()
            value.setWordWrap(True)
            self.fields[key] = value
            if key == "rounds":
                self.rounds_button = QPushButton("Change &rounds…")
                self.rounds_button.setToolTip(
                    "Announce another number of Swiss rounds: audited, with the reason; once "
                    "the event has started only the head judge may (floor rules, Swiss Rounds)"
                )
                self.rounds_button.clicked.connect(self.change_rounds)
                # the wrapped text in a row of its own, the button under it: a QLabel that
                # wraps inside a nested layout gets the height of one line (Qt lays the row
                # out before it knows the label's width)
                form.addRow(label, value)
                line = QHBoxLayout()
                line.addWidget(self.rounds_button)
                line.addStretch(1)
                form.addRow("", line)
                continue
            form.addRow(label, value)

        staff_box = QGroupBox("Staff")
        self.staff_model = StaffModel(self)
        self.staff_table = table_view(RowFilterProxy(self.staff_model))
        self.staff_name = QLineEdit()
        self.staff_name.setPlaceholderText("Name")
        self.staff_name.returnPressed.connect(self.add_staff_member)
        self.staff_role = QComboBox()
        for role in ADDABLE_ROLES:
            self.staff_role.addItem(str(role), str(role))
        add = QPushButton("Add &staff")
        add.clicked.connect(self.add_staff_member)
        row = QHBoxLayout()
        row.addWidget(self.staff_name, 1)
        row.addWidget(self.staff_role)
        row.addWidget(add)
        staff_layout = QVBoxLayout(staff_box)
        staff_layout.addWidget(self.staff_table)
        staff_layout.addLayout(row)

        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.warnings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        warnings_box = QGroupBox("Warnings")
        QVBoxLayout(warnings_box).addWidget(self.warnings)

        self.message = MessageLine()
        self.start_button = QPushButton("S&tart event")
        self.start_button.setToolTip(
            "Deck lists lock when the event starts (floor rules, Tier 2/3 Rules: Deck Lists)"
        )
        self.start_button.clicked.connect(self.confirm_start)
        new = QPushButton("&New event…")
        new.clicked.connect(self.new_event)
        self.edit_button = QPushButton("E&dit event…")
        self.edit_button.setToolTip(
            "Correct the name, date, tier, format, round time or Swiss rounds, with the reason "
            "(also Event menu, Alt+V)"
        )
        self.edit_button.clicked.connect(self.edit_event)
        self.avoid_button = QPushButton("Do-not-&pair list…")
        self.avoid_button.setToolTip("Players kept apart in Swiss pairings (family, a conflict)")
        self.avoid_button.clicked.connect(self.edit_do_not_pair)
        self.finish_button = QPushButton("&Finish event…")
        self.finish_button.setToolTip("End the event: its record becomes final")
        self.finish_button.clicked.connect(self.confirm_finish)
        self.export_button = QPushButton("E&xport…")
        self.export_button.setToolTip(
            "Save the whole event (players, rounds, results, penalties, audit trail) as a file "
            "another Tourney can import"
        )
        self.export_button.clicked.connect(lambda: self.export_event())
        self.import_button = QPushButton("&Import…")
        self.import_button.setToolTip("Add an event from an exported file, as a new event")
        self.import_button.clicked.connect(lambda: self.import_event())
        self.print_button = print_button(
            self, [("Event report", lambda: self.print_report())], shortcut="Ctrl+P"
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.avoid_button)
        buttons.addWidget(self.finish_button)
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.import_button)
        buttons.addWidget(new)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(setup)
        left.addWidget(warnings_box, 1)
        columns.addLayout(left, 3)
        columns.addWidget(staff_box, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(columns, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

        ctx.event_changed.connect(self.reload)
        ctx.data_changed.connect(self.reload)
        self.reload()

    def reload(self, *_args) -> None:
        if self.ctx.event_id is None:
            return
        with self.ctx.session() as session:
            summary = event_summary(session, self.ctx.event(session), self.ctx.catalog)
        self.summary = summary
        self.title.setText(summary.name)
        tiers = {int(t): label for t, label in TIER_LABELS.items()}
        structures = {str(s): label for s, label in STRUCTURE_LABELS.items()}
        self.fields["date"].setText(summary.date)
        self.fields["tier"].setText(tiers.get(summary.tier, f"Tier {summary.tier}"))
        self.fields["format"].setText(summary.format_id)
        self.fields["structure"].setText(structures.get(summary.structure, summary.structure))
        self.fields["round_time"].setText(f"{summary.round_minutes} minutes per match")
        self.fields["rounds"].setText(summary.rounds_text)
        self.fields["status"].setText(str(summary.status))
        self.fields["players"].setText(
            f"{summary.players} playing ({summary.registered} registered), "
            f"{summary.decks_in} deck lists handed in"
        )
        self.staff_model.set_rows(summary.staff)
        problems = (
            f"<p><b>Open deck list problems ({len(summary.deck_problems)})</b></p>"
            + "".join(
                f"<p style='color:{css('warn')}'>⚠ {html.escape(p)}</p>"
                for p in summary.deck_problems
            )
            if summary.deck_problems
            else ""
        )
        self.warnings.setText(
            (
                "".join(
                    f"<p style='color:{css('warn')}'>⚠ {html.escape(w)}</p>"
                    for w in summary.warnings
                )
                + problems
            )
            or f"<p style='color:{css('good')}'>Nothing to warn about.</p>"
        )
        self.start_button.setEnabled(summary.status == EventStatus.REGISTRATION)
        self.rounds_button.setEnabled(summary.status != EventStatus.FINISHED)
        self.finish_button.setEnabled(summary.status == EventStatus.RUNNING)
        self.avoid_button.setEnabled(summary.status != EventStatus.FINISHED)

    def add_staff_member(self) -> None:
        name = self.staff_name.text()
        role = StaffRole(self.staff_role.currentData())
        try:
            with self.ctx.session() as session:
                add_staff(
                    session,
                    self.ctx.event(session),
                    StaffMember(name, role),
                    by=self.ctx.operator(session),
                )
        except Exception as error:  # noqa: BLE001 - shown; the typed name is kept
            self.message.refuse(error)
            return
        self.staff_name.clear()
        self.message.say(f"{name.strip()} joins the staff as {role}.", "good")
        self.ctx.data_changed.emit()

    def confirm_start(self) -> None:
        """Names every open deck list problem before asking; at a tier that needs lists, a
        missing one stops the start (floor rules, Tier 2/3 Rules: Deck Lists)."""
        self.reload()
        summary = self.summary
        problems = summary.deck_problems if summary is not None else []
        listed = "".join(f"\n• {p}" for p in problems)
        if summary is not None and summary.lists_missing:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                "Start the event",
                "The event cannot start yet: deck lists are required before the start "
                f"(floor rules, Deck Lists). Open deck list problems:{listed}",
                QMessageBox.StandardButton.Close,
                self,
            )
        else:
            rounds = summary.planned_rounds or summary.suggested_rounds if summary else None
            text = (
                f"Deck list problems still open ({len(problems)}):{listed}\n\n"
                if problems
                else ""
            )
            if rounds:
                text += (
                    f"{rounds} Swiss rounds are announced at the start (floor rules, Swiss "
                    "Rounds); only the head judge can change them afterwards.\n\n"
                )
            text += "Start now? Deck lists lock; only the head judge can unlock one."
            box = QMessageBox(
                QMessageBox.Icon.Warning if problems else QMessageBox.Icon.Question,
                "Start the event",
                text,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self,
            )
            box.accepted.connect(self.start)
        box.open()
        self.confirm_box = box

    def start(self) -> bool:
        try:
            with self.ctx.session() as session:
                warnings = start_event(
                    session, self.ctx.event(session), by=self.ctx.operator(session)
                )
        except Exception as error:  # noqa: BLE001
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.message.say(
            "The event has started; deck lists are locked."
            + (" Still standing: " + "; ".join(warnings) if warnings else ""),
            "warn" if warnings else "good",
        )
        return True

    def change_rounds(self) -> None:
        """Ask for the number and the reason; ``set_rounds`` makes the audited edit."""
        dialog = QDialog(self)
        dialog.setWindowTitle("Announced Swiss rounds")
        dialog.rounds = QSpinBox()
        dialog.rounds.setRange(1, 20)
        summary = self.summary
        current = summary.planned_rounds or summary.suggested_rounds if summary else None
        dialog.rounds.setValue(current or 3)
        dialog.why = QLineEdit()
        dialog.why.setPlaceholderText("e.g. announced before round 1; short on time")
        form = QFormLayout()
        form.addRow("&Rounds", dialog.rounds)
        form.addRow("&Why (audit trail)", dialog.why)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addLayout(form)
        layout.addWidget(buttons)
        dialog.accepted.connect(lambda: self.set_rounds(dialog.rounds.value(), dialog.why.text()))
        dialog.open()
        self.rounds_dialog = dialog

    def set_rounds(self, rounds: int, why: str) -> bool:
        """Announce ``rounds`` Swiss rounds through ``edit_event`` (as ``tourney event edit
        --rounds`` does): audited, refused with the reason where the floor rules forbid it."""
        try:
            with self.ctx.session() as session:
                edit_event(
                    session,
                    self.ctx.event(session),
                    by=self.ctx.operator(session),
                    why=why,
                    planned_rounds=rounds,
                )
        except Exception as error:  # noqa: BLE001 - shown with the reason
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.message.say(f"{rounds} Swiss rounds announced (floor rules, Swiss Rounds).", "good")
        return True

    def new_event(self) -> None:
        dialog = NewEventDialog(self.ctx, self)
        dialog.accepted.connect(lambda: self.ctx.set_event(dialog.created_event_id))
        dialog.open()
        self.new_event_dialog = dialog

    def print_report(self, path: Path | None = None) -> Task | None:
        """The event report: details, staff, rounds, standings, top cut and penalties."""
        return print_document(
            self, self.ctx, self.message, "report", path=path, open_when_done=path is None
        )

    # -- editing, finishing, do-not-pair, export and import -------------------------------

    def edit_event(self) -> EditEventDialog | None:
        """The Edit event dialog; on Save the changes (and what still stands) are said here."""
        self.reload()
        if self.summary is None:
            return None
        dialog = EditEventDialog(self.ctx, self.summary, self)
        dialog.accepted.connect(lambda: self._edited(dialog))
        dialog.open()
        self.edit_dialog = dialog
        return dialog

    def _edited(self, dialog: EditEventDialog) -> None:
        self.ctx.data_changed.emit()
        if dialog.edit is not None:
            self.message.say(describe_edit(dialog.edit), "warn" if dialog.edit.warnings else "good")

    def edit_do_not_pair(self) -> DoNotPairDialog | None:
        try:
            dialog = DoNotPairDialog(self.ctx, self)
        except Exception as error:  # noqa: BLE001
            self.message.refuse(error)
            return None
        dialog.accepted.connect(lambda: self._do_not_pair_saved(dialog))
        dialog.open()
        self.do_not_pair_dialog = dialog
        return dialog

    def _do_not_pair_saved(self, dialog: DoNotPairDialog) -> None:
        self.ctx.data_changed.emit()
        self.message.say(dialog.summary(), "good")

    def confirm_finish(self) -> QMessageBox | None:
        """Ask before finishing, naming what is still open (results missing, a round running)."""
        self.reload()
        summary = self.summary
        if summary is None:
            return None
        if summary.status != EventStatus.RUNNING:
            self.message.say(
                "Only a running event can be finished"
                + (
                    ": this one has not started."
                    if summary.status == EventStatus.REGISTRATION
                    else ": this one has finished already."
                ),
                "warn",
            )
            return None
        open_rounds = finish_blockers(self.ctx)
        text = "".join(f"⚠ {line}\n" for line in open_rounds)
        text += (
            f"\nFinish {summary.name}? Its record becomes final: results, penalties and "
            "settings no longer change (its name may still be corrected)."
        )
        box = QMessageBox(
            QMessageBox.Icon.Warning if open_rounds else QMessageBox.Icon.Question,
            "Finish the event",
            text.strip(),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(self.finish)
        box.open()
        self.confirm_box = box
        return box

    def finish(self) -> bool:
        """``finish_event``, as ``tourney event finish`` calls it."""
        try:
            with self.ctx.session() as session:
                event = self.ctx.event(session)
                finish_event(session, event, by=self.ctx.operator(session))
                name = event.name
        except Exception as error:  # noqa: BLE001
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.message.say(f"Finished {name}. Its record is final.", "good")
        return True

    def export_event(self, path: Path | None = None) -> Task | None:
        self.export_task = export_event_file(self, self.ctx, self.message, path)
        return self.export_task

    def import_event(self, path: Path | None = None) -> EventImport | None:
        self.importer = import_event_file(self, self.ctx, self.message, path)
        return self.importer


def finish_blockers(ctx: AppContext) -> list[str]:
    """What is still open in the event's rounds, said before finishing it."""
    from tourney.events.matches import matches_in, rounds_of

    lines = []
    with ctx.session() as session:
        for round_ in rounds_of(session, ctx.event(session)):
            missing = sum(m.result is None for m in matches_in(session, round_))
            if missing:
                lines.append(
                    f"round {round_.number} has {missing} result{'s' if missing > 1 else ''} "
                    "missing"
                )
            elif round_.status != RoundStatus.FINISHED:
                lines.append(f"round {round_.number} is {round_.status}")
    return lines
