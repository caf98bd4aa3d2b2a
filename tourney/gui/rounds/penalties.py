"""The penalties screen: a judge issues a penalty to a player (picked by name or by table),
sees the event's penalty history, and sees an automatic upgrade spelled out ("Game Warning →
Game Loss: second Game Warning for ..."). What only the head judge may do (another penalty
than the floor rules name, disqualification, changing a penalty's level) is marked
``[head judge]`` and disabled for everyone else; the domain refuses it anyway."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.orm import Session

from tourney.collation import collation_key
from tourney.db.schema import EventRow, PenaltyRow, RegistrationRow
from tourney.events.audit import audit_trail, verify_trail
from tourney.events.conflicts import ConflictError
from tourney.events.infractions import CATALOGUE, infraction
from tourney.events.matches import current_round, match_of
from tourney.events.model import PenaltyLevel, StaffRole
from tourney.events.naming import shown_names
from tourney.events.penalties import change_penalty_level, issue_penalty, penalties_of
from tourney.events.registration import registrations_of
from tourney.events.staff import JUDGES
from tourney.gui.context import AppContext
from tourney.gui.printouts import print_button, print_document
from tourney.gui.rounds.dialogs import ReasonDialog
from tourney.gui.table import Column, RowFilterProxy, RowTableModel, selected_row, table_view
from tourney.gui.tasks import Task
from tourney.gui.theme import brush, css
from tourney.gui.widgets import (
    HEAD_JUDGE_TIP,
    MessageLine,
    ReloadingScreen,
    head_judge_label,
    search_box,
)

ISSUE_SHORTCUT = "Ctrl+Return"


@dataclass(frozen=True)
class PenaltyLine:
    """One penalty as the history shows it."""

    id: int
    round: int | None
    table: int | None
    registration_id: int
    player: str
    infraction: str
    level: PenaltyLevel
    upgraded_from: PenaltyLevel | None
    why: str  # the audited reason for an upgrade or a change
    judge: str
    notes: str
    at: datetime
    pending: bool

    @property
    def penalty_text(self) -> str:
        """ "Game Warning → Game Loss" for an upgrade, else the level."""
        if self.upgraded_from is not None:
            return f"{self.upgraded_from} → {self.level}"
        return str(self.level)

    @property
    def summary(self) -> str:
        text = f"{self.player}: {self.penalty_text} for {self.infraction}"
        if self.why:
            text += f" ({self.why})"
        if self.pending:
            text += "; it applies to their next game"
        return text


def load_penalties(session: Session, event: EventRow) -> list[PenaltyLine]:
    reasons = _reasons(session, event)
    shown = shown_names(session, event)  # players sharing a name carry their number
    lines = []
    for penalty in penalties_of(session, event):
        name = penalty.registration.player.name  # as the audit trail records it
        lines.append(
            PenaltyLine(
                id=penalty.id,
                round=penalty.round_number,
                table=penalty.table_number,
                registration_id=penalty.registration_id,
                player=shown[penalty.registration_id],
                infraction=infraction(penalty.infraction).name,
                level=PenaltyLevel(penalty.level),
                upgraded_from=PenaltyLevel(penalty.upgraded_from)
                if penalty.upgraded_from
                else None,
                why=reasons.get((name, penalty.infraction, penalty.at), ""),
                judge=penalty.judge.name,
                notes=penalty.notes,
                at=penalty.at,
                pending=penalty.pending,
            )
        )
    return lines


def _reasons(session: Session, event: EventRow) -> dict[tuple[str, str, datetime], str]:
    """The audited reason of each penalty (an automatic upgrade says why), keyed by player,
    infraction and time; a later level change by the head judge replaces it."""
    reasons: dict[tuple[str, str, datetime], str] = {}
    by_penalty: dict[tuple[str, str], datetime] = {}
    for entry in audit_trail(session, event):
        details = entry.details
        if entry.action == "penalty":
            key = (details.get("player", ""), details.get("infraction", ""))
            by_penalty[key] = entry.at
            reasons[(*key, entry.at)] = entry.why if details.get("upgraded_from") else ""
        elif entry.action == "penalty level changed":
            key = (details.get("player", ""), details.get("infraction", ""))
            if key in by_penalty:
                reasons[(*key, by_penalty[key])] = f"changed by the head judge: {entry.why}"
    return reasons


class PenaltiesScreen(ReloadingScreen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._players: list[tuple[int, str, int | None]] = []  # id, name, current table
        self._versions: dict[int, int] = {}  # each record's version as read: a penalty checks it
        upgraded = brush("warn")
        self.model = RowTableModel(
            [
                Column("Round", lambda p: p.round, numeric=True),
                Column("Table", lambda p: p.table, numeric=True),
                Column("Player", lambda p: p.player, tooltip=lambda p: p.player, stretch=True),
                Column(
                    "Infraction",
                    lambda p: p.infraction,
                    tooltip=lambda p: p.infraction,
                    stretch=True,
                ),
                Column(
                    "Penalty",
                    lambda p: p.penalty_text + (" (next game)" if p.pending else ""),
                    sort=lambda p: p.level.severity,
                    foreground=lambda p: upgraded if p.upgraded_from else None,
                    bold=lambda p: p.upgraded_from is not None,
                    tooltip=lambda p: p.why,
                ),
                Column("Why", lambda p: p.why, tooltip=lambda p: p.why),
                Column("Judge", lambda p: p.judge),
                Column("Notes", lambda p: p.notes, tooltip=lambda p: p.notes),
                Column("Time", lambda p: p.at.strftime("%H:%M"), sort=lambda p: p.at.isoformat()),
            ],
            parent=self,
        )
        self.proxy = RowFilterProxy(self.model, self)
        self._build()
        ctx.data_changed.connect(self._data_changed)
        ctx.event_changed.connect(lambda _id: self._data_changed())
        ctx.operator_changed.connect(lambda _id: self._update_roles())
        self.reload_if_stale()

    def _build(self) -> None:
        self.table_box = QLineEdit()
        self.table_box.setPlaceholderText("table in the current round")
        self.table_box.textChanged.connect(self._fill_players)
        self.player_box = QComboBox()
        self.player_box.setEditable(True)
        self.player_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.infraction_box = QComboBox()
        for entry in CATALOGUE:
            label = f"{entry.level} · {entry.name}"
            if entry.level == PenaltyLevel.DISQUALIFICATION:
                label = head_judge_label(label)
            self.infraction_box.addItem(label, entry.code)
        self.infraction_box.currentIndexChanged.connect(self._show_infraction)
        self.rule_label = QLabel()
        self.rule_label.setWordWrap(True)
        self.level_box = QComboBox()
        self.level_box.addItem("as the floor rules say", None)
        for level in PenaltyLevel:
            self.level_box.addItem(str(level), level)
        self.level_box.setToolTip(HEAD_JUDGE_TIP)
        self.level_label = QLabel(head_judge_label("Other penalty"))
        self.between_games = QCheckBox("Happened between games")
        self.between_games.setToolTip(
            "A Game Loss given between games applies to the player's next game "
            "(floor rules, Game Loss)"
        )
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText("What happened (for the report and the audit trail)")
        self.notes.setMaximumHeight(90)
        self.issue_button = QPushButton("Issue penalty")
        self.issue_button.setShortcut(ISSUE_SHORTCUT)
        self.issue_button.setToolTip(f"Issue penalty ({ISSUE_SHORTCUT})")
        self.issue_button.clicked.connect(self.issue_from_form)
        self.role_note = QLabel()
        self.role_note.setWordWrap(True)
        self.message = MessageLine()
        self.message.setObjectName("penaltyMessage")

        form_box = QGroupBox("Issue a penalty")
        form_box.setMaximumWidth(420)  # the history beside it needs the width more
        outer = QVBoxLayout(form_box)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)
        form.addRow("&Table", self.table_box)
        form.addRow("&Player", self.player_box)
        form.addRow("&Infraction", self.infraction_box)
        form.addRow("", self.rule_label)
        form.addRow(self.level_label, self.level_box)
        form.addRow("", self.between_games)
        form.addRow("&Notes", self.notes)
        form.addRow("", self.issue_button)
        form.addRow(self.role_note)
        form.addRow(self.message)
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if item is not None and isinstance(item.widget(), QLabel):
                # A label is given exactly its text's advance: the ink of a last "e" reaches a
                # pixel past it and was cut off ("Tabl").
                item.widget().setContentsMargins(0, 0, 2, 0)

        self.find_box = search_box(self, "Filter the history", self.proxy.setFilterFixedString)
        self.view = table_view(self.proxy)
        self.view.sortByColumn(8, Qt.SortOrder.AscendingOrder)
        for column in (5, 7):  # the reason and the notes: long text, read in full below
            self.view.hideColumn(column)  # (still searched by the filter)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.view.selectionModel().currentRowChanged.connect(self._show_detail)
        self.change_button = QPushButton(head_judge_label("Change level…"))
        self.change_button.setToolTip(HEAD_JUDGE_TIP)
        self.change_button.clicked.connect(self.ask_change_level)
        self.change_level_box = QComboBox()
        for level in PenaltyLevel:
            if level != PenaltyLevel.DISQUALIFICATION:
                self.change_level_box.addItem(str(level), level)
        history_box = QGroupBox("Penalty history")
        history = QVBoxLayout(history_box)
        # The history is read from the audit trail: its hash chain is checked here.
        self.verify_button = QPushButton("Verify audit trail")
        self.verify_button.setToolTip(
            "Check every audit entry against the trail's hash chain; names the first entry "
            "that does not match (an edit in the database or an imported file)"
        )
        self.verify_button.clicked.connect(self.verify_trail)
        find_row = QHBoxLayout()
        find_row.addWidget(self.find_box, 1)
        find_row.addWidget(self.verify_button)
        history.addLayout(find_row)
        history.addWidget(self.view, 1)
        history.addWidget(self.detail)
        change_row = QHBoxLayout()
        change_row.addStretch(1)
        self.print_button = print_button(self, [("Penalties", lambda: self.print())])
        change_row.addWidget(self.print_button)
        change_row.addWidget(QLabel("Selected penalty to"))
        change_row.addWidget(self.change_level_box)
        change_row.addWidget(self.change_button)
        history.addLayout(change_row)

        layout = QHBoxLayout(self)
        layout.addWidget(form_box)
        layout.addWidget(history_box, 1)
        self._show_infraction()

    def verify_trail(self) -> bool:
        """Say whether the event's audit trail verifies; whether it does."""
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            check = verify_trail(session, event)
            unverified = event.audit_unverified
        if not check.ok:
            self.message.say(f"The audit trail does not verify: {check.problem}", "bad")
            return False
        if unverified is not None:
            self.message.say(
                f"Every hash of the {check.entries} entries matches, but the trail is marked "
                f"unverified: {unverified}",
                "warn",
            )
            return False
        self.message.say(f"The audit trail verifies: {check.entries} entries, every hash matches.")
        return True

    # -- loading ------------------------------------------------------------------------------

    def reload(self) -> None:
        if self.ctx.event_id is None:
            self.model.set_rows([])
            return
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            round_ = current_round(session, event)
            players = []
            versions: dict[int, int] = {}
            shown = shown_names(session, event)
            for registration in registrations_of(session, event, active=True):
                match = match_of(session, registration, round_) if round_ is not None else None
                table = match.table_number if match is not None else None
                players.append((registration.id, shown[registration.id], table))
                versions[registration.id] = registration.version
            self._versions = versions
            self._players = sorted(players, key=lambda p: collation_key(p[1]))
            lines = load_penalties(session, event)
        self.model.set_rows(lines)
        self._fill_players()
        self._update_roles()

    def _fill_players(self) -> None:
        chosen = self.player_box.currentData()
        text = self.table_box.text().strip()
        table = int(text) if text.isdigit() else None
        self.player_box.clear()
        for registration_id, name, at in self._players:
            if table is None or at == table:
                label = f"{name} (table {at})" if at is not None else name
                self.player_box.addItem(label, registration_id)
        if chosen is not None and self.player_box.findData(chosen) >= 0:
            self.player_box.setCurrentIndex(self.player_box.findData(chosen))

    def select_player(self, registration_id: int) -> None:
        """Preselect a player."""
        self.table_box.clear()
        self.player_box.setCurrentIndex(max(0, self.player_box.findData(registration_id)))

    def select_seat(self, table: int, registration_id: int) -> None:
        """Preselect a table's player, as chosen on the pairings screen: the player list then
        holds the two players of that table."""
        self.reload_if_stale()
        self.table_box.setText(str(table))
        self.player_box.setCurrentIndex(max(0, self.player_box.findData(registration_id)))
        self.infraction_box.setFocus()

    def _show_infraction(self) -> None:
        code = self.infraction_box.currentData()
        if code is None:
            return
        entry = infraction(code)
        self.rule_label.setText(f"{entry.level} under the floor rules ({entry.rule})")
        self.rule_label.setStyleSheet(f"color: {css('muted')};")

    def _update_roles(self) -> None:
        role = self.ctx.operator_role()
        judge = role in JUDGES
        head = role == StaffRole.HEAD_JUDGE
        self.issue_button.setEnabled(judge)
        self.level_box.setEnabled(head)
        self.level_label.setEnabled(head)
        self.change_button.setEnabled(head)
        self.change_level_box.setEnabled(head)
        items = self.infraction_box.model()
        if isinstance(items, QStandardItemModel):
            for row in range(items.rowCount()):
                entry = infraction(self.infraction_box.itemData(row))
                item = items.item(row)
                if item is not None and entry.level == PenaltyLevel.DISQUALIFICATION:
                    item.setEnabled(head)
        if not judge:
            self.role_note.setText(
                f"You act as {role or 'nobody'}: only judges issue penalties (floor rules, Judges)."
            )
        elif not head:
            self.role_note.setText(
                "Marked [head judge]: only the head judge gives another penalty than the floor "
                "rules name, disqualifies, or changes a penalty."
            )
        else:
            self.role_note.setText("You act as the head judge.")
        self.role_note.setStyleSheet(f"color: {css('muted')};")

    # -- acting ---------------------------------------------------------------------------

    def issue_from_form(self) -> None:
        registration_id = self.player_box.currentData()
        if registration_id is None:
            self.message.say("Choose the player to penalize first.", "warn")
            return
        line = self.issue(
            int(registration_id),
            self.infraction_box.currentData(),
            level=self.level_box.currentData(),
            notes=self.notes.toPlainText().strip(),
            between_games=self.between_games.isChecked(),
        )
        if line is not None:  # the form is cleared only once the penalty is stored
            self.notes.clear()
            self.level_box.setCurrentIndex(0)
            self.between_games.setChecked(False)

    def issue(
        self,
        registration_id: int,
        code: str,
        *,
        level: PenaltyLevel | None = None,
        notes: str = "",
        between_games: bool = False,
    ) -> PenaltyLine | None:
        """Issue through the domain; shows the penalty given, the upgrade spelled out. Refused
        if another station changed the player's record since this screen read it."""
        shown = self._versions.get(registration_id)
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, registration_id)
                if registration is None:
                    raise ValueError(f"no registration {registration_id}")
                penalty = issue_penalty(
                    session,
                    registration,
                    code,
                    judge=self.ctx.operator(session),
                    level=level,
                    notes=notes,
                    between_games=between_games,
                    seen_version=shown,
                )
                penalty_id = penalty.id
        except ValueError as error:
            if isinstance(error, ConflictError):
                self.reload()  # show what the other station changed
            self.message.refuse(error)
            return None
        self.reload()
        line = next(p for p in self.model.rows if p.id == penalty_id)
        self.message.say(line.summary + ".", "warn" if line.upgraded_from else "good")
        self.ctx.data_changed.emit()
        return line

    def _show_detail(self) -> None:
        line = selected_row(self.view)
        if line is None:
            self.detail.clear()
            return
        where = f"round {line.round}, table {line.table}" if line.table else "no table"
        notes = f" Notes: {line.notes}" if line.notes else ""
        self.detail.setText(f"{line.summary}. {where}, judge {line.judge}.{notes}")

    def ask_change_level(self) -> None:
        line = selected_row(self.view)
        if line is None:
            self.message.say("Select the penalty to change in the history.", "warn")
            return
        level = PenaltyLevel(self.change_level_box.currentData())
        dialog = ReasonDialog(
            f"Change {line.player}'s {line.level} to a {level}",
            "Penalties may be changed at the head judge's discretion (floor rules, Tournament "
            "Penalties); the reason is audited.",
            self,
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.change_level(line.id, level, dialog.reason.text().strip())

    def change_level(self, penalty_id: int, level: PenaltyLevel, why: str) -> None:
        try:
            with self.ctx.session() as session:
                penalty = session.get(PenaltyRow, penalty_id)
                if penalty is None:
                    raise ValueError(f"no penalty {penalty_id}")
                to_do = change_penalty_level(
                    session, penalty, level, by=self.ctx.operator(session), why=why
                )
        except ValueError as error:
            self.message.refuse(error)
            return
        self.reload()
        done = f"Penalty changed to a {level}."
        self.message.say(" ".join([done, *to_do]), "warn" if to_do else "good")
        self.ctx.data_changed.emit()

    def print(self, path: Path | None = None) -> Task | None:
        """Every penalty of the event, as a PDF for the event report."""
        return print_document(
            self, self.ctx, self.message, "penalties", path=path, open_when_done=path is None
        )
