"""The Decks screen: pick a player, type, paste (text, a PonyHead link, an OCTGN .o8d) or open
a list; the legality panel re-checks a moment after typing stops. Registering the list goes
through ``tourney.events.deck_lists.submit_deck_list``, which locks lists once the event has
started; the head judge may unlock one (``unlock_deck_list``, audited).

Unsaved edits are kept per player while switching between players, so nothing typed is lost.
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tourney.db.schema import RegistrationRow
from tourney.decks import DeckReadError, deck_file_text
from tourney.events.conflicts import ConflictError
from tourney.events.deck_lists import submit_deck_list, unlock_deck_list
from tourney.events.model import EventStatus
from tourney.events.naming import shown_name, shown_names
from tourney.events.registration import registrations_of
from tourney.gui.context import AppContext
from tourney.gui.decks.checking import TypedListCheck, check_list_text, replace_line_card
from tourney.gui.decks.model import DeckPlayerLine, DeckPlayersModel, FindingsModel
from tourney.gui.printouts import print_button, print_document
from tourney.gui.table import RowFilterProxy, select_row_where, selected_row, table_view
from tourney.gui.tasks import Task
from tourney.gui.theme import css, heading
from tourney.gui.widgets import (
    ElidedLabel,
    MessageLine,
    choose_list_file,
    debounced,
    head_judge_label,
    search_box,
)

CHECK_DELAY_MS = 300  # the legality panel re-checks once typing pauses this long


class DecksScreen(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.formats = None
        self.drafts: dict[int, str] = {}  # registration id -> edited, unsaved text
        # registration id -> its version when the list in the editor was read: a draft keeps
        # the version it was started from, so registering it over a list another station
        # changed meanwhile is refused, even after this screen has reloaded
        self.seen_versions: dict[int, int] = {}
        self.current_id: int | None = None
        self.locked = False
        self.last_check: TypedListCheck | None = None

        self.title = heading(ElidedLabel("Deck lists"))
        self.players = DeckPlayersModel(self)
        self.players_proxy = RowFilterProxy(self.players)
        self.search = search_box(self, "Search players", self.players_proxy.setFilterFixedString)
        self.player_table = table_view(self.players_proxy)
        self.player_table.setObjectName("deck-players")
        self.player_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.player_table.selectionModel().currentRowChanged.connect(self._player_chosen)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.player_table, 1)

        self.player_label = heading(ElidedLabel("Choose a player"), 1.1)
        self.lock_label = QLabel()
        self.lock_label.setWordWrap(True)
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("deck-editor")
        self.editor.setPlaceholderText(
            'Type or paste the deck list: one card a line ("3x Rainbow Dash, Hanging Out"), '
            "a PonyHead link, or the contents of an OCTGN .o8d file."
        )
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        fixed.setPointSizeF(self.font().pointSizeF())
        self.editor.setFont(QFont(fixed))
        self.editor.textChanged.connect(self._edited)
        self.check_timer = debounced(self, CHECK_DELAY_MS, self.run_check)
        open_file = QPushButton("&Open .o8d / list…")
        open_file.clicked.connect(self.choose_file)
        self.save_button = QPushButton("&Register list")
        self.save_button.setToolTip("Store this list for the player (Ctrl+S)")
        self.save_button.clicked.connect(self.save)
        QShortcut(QKeySequence.StandardKey.Save, self, self.save)
        self.revert_button = QPushButton("Re&vert")
        self.revert_button.setToolTip("Throw away the edits and show the registered list")
        self.revert_button.clicked.connect(self.revert)
        self.unlock_button = QPushButton(head_judge_label("&Unlock…"))
        self.unlock_button.setToolTip(
            "Let a changed list in after the start; head judge only (floor rules, Judges)"
        )
        self.unlock_button.clicked.connect(self.ask_unlock)
        self.review_button = QPushButton("&Penalize list problems [judge]")
        self.review_button.setToolTip(
            "Issue the penalty the legality check recommends for the registered list: one per "
            "list (floor rules, Deck Lists); only the head judge may choose another level later"
        )
        self.review_button.clicked.connect(self.review)
        self.print_button = print_button(
            self,
            [
                ("This player's deck sheet", lambda: self.print_sheet(filled=True)),
                ("Blank deck registration sheet", lambda: self.print_sheet(filled=False)),
            ],
        )
        buttons = QHBoxLayout()
        buttons.addWidget(open_file)
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.unlock_button)
        buttons.addWidget(self.revert_button)
        buttons.addWidget(self.save_button)
        self.message = MessageLine()

        self.verdict = heading(QLabel(""), 1.2)
        self.verdict.setObjectName("legality-verdict")
        self.totals = QLabel()
        self.penalty = QLabel()
        self.penalty.setWordWrap(True)
        self.findings = FindingsModel(self)
        self.findings_table = table_view(RowFilterProxy(self.findings))
        self.findings_table.setObjectName("legality-findings")
        self.findings_table.setSortingEnabled(False)
        self.findings_table.setWordWrap(True)
        self.findings_table.selectionModel().currentRowChanged.connect(self._finding_chosen)
        self.candidates = QComboBox()
        self.candidates.setMinimumContentsLength(30)
        self.use_candidate = QPushButton("Use this &card")
        self.use_candidate.clicked.connect(self.apply_candidate)
        candidate_row = QHBoxLayout()
        self.candidate_label = QLabel("Could be:")
        candidate_row.addWidget(self.candidate_label)
        candidate_row.addWidget(self.candidates, 1)
        candidate_row.addWidget(self.use_candidate)
        panel = QGroupBox("Legality")
        panel_layout = QVBoxLayout(panel)
        top = QHBoxLayout()
        top.addWidget(self.verdict)
        top.addStretch(1)
        top.addWidget(self.totals)
        panel_layout.addLayout(top)
        panel_layout.addWidget(self.penalty)
        panel_layout.addWidget(self.findings_table, 1)
        panel_layout.addLayout(candidate_row)
        self._show_candidates(())

        editor_side = QWidget()
        editor_layout = QVBoxLayout(editor_side)
        editor_layout.setContentsMargins(0, 0, 0, 0)
        editor_layout.addWidget(self.player_label)
        editor_layout.addWidget(self.lock_label)
        editor_layout.addWidget(self.editor, 1)
        editor_layout.addLayout(buttons)
        editor_layout.addWidget(self.message)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(editor_side)
        right.addWidget(panel)
        right.setStretchFactor(0, 1)
        right.setStretchFactor(1, 1)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 5)
        splitter.setSizes([330, 800])
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(splitter, 1)

        ctx.event_changed.connect(self._event_changed)
        ctx.data_changed.connect(self.reload)
        ctx.catalog_changed.connect(self.reload)
        self.reload()

    # -- the event and its players ---------------------------------------------------------

    def _event_changed(self, *_args) -> None:
        self.drafts.clear()
        self.current_id = None
        self.reload()

    def _format(self, format_id: str):
        from tourney.legality import load_formats

        if self.formats is None:
            self.formats = load_formats()
        fmt = self.formats.get(format_id)
        if fmt is None:
            raise ValueError(
                f"the event's format {format_id!r} is not in resources/formats "
                f"(known: {', '.join(sorted(self.formats))})"
            )
        return fmt

    def reload(self, *_args) -> None:
        if self.ctx.event_id is None:
            return
        lines = []
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            self.title.setText(f"Deck lists — {event.name} ({event.format_id}, {event.date})")
            self.event_running = event.status != EventStatus.REGISTRATION
            self.event_date: date = event.date
            self.format_id = event.format_id
            shown = shown_names(session, event)  # players sharing a name carry their number
            for registration in registrations_of(session, event):
                lines.append(
                    DeckPlayerLine(
                        registration.id,
                        shown[registration.id],
                        _deck_state(registration),
                        self._stored_check(registration),
                        registration.dropped_at is not None,
                    )
                )
        self.players.set_rows(lines)
        if self.current_id is not None and self.select_player(self.current_id):
            self._load_player(self.current_id)  # lock state may have changed; drafts are kept
        else:
            self._load_player(None)

    def _stored_check(self, registration: RegistrationRow) -> str:
        """The registered list's standing for the players table."""
        if not registration.deck_list or self.ctx.catalog is None:
            return ""
        try:
            result = self._check(registration.deck_list, registration)
        except Exception:  # noqa: BLE001 - the table only summarises; the panel explains
            return "not checked"
        if result.source_format is None:
            return "unreadable"
        return result.penalty or "legal"

    def _pool(self, registration: RegistrationRow) -> Counter[str] | None:
        from tourney.limited.event_pools import registration_pool

        return registration_pool(registration, self.ctx.catalog)

    def _check(self, text: str, registration: RegistrationRow) -> TypedListCheck:
        fmt = self._format(self.format_id)
        pool = self._pool(registration) if fmt.limited else None
        return check_list_text(
            text, self.ctx.catalog, fmt, self.event_date, pool, f"{registration.player.name}'s list"
        )

    def select_player(self, registration_id: int) -> bool:
        """Select a player by registration id (keeps the editor's drafts)."""
        if not select_row_where(
            self.player_table, lambda line: line.registration_id == registration_id
        ):
            return False
        if self.current_id != registration_id:
            self._load_player(registration_id)
        return True

    def _player_chosen(self, current, _previous) -> None:
        line = self.players_proxy.row_at(current) if current.isValid() else None
        registration_id = line.registration_id if line is not None else None
        if registration_id != self.current_id:
            self._load_player(registration_id)

    def _load_player(self, registration_id: int | None) -> None:
        if registration_id != self.current_id:
            self.message.clear_message()  # it spoke of the player shown before
        self.current_id = registration_id
        if registration_id is None:
            self.player_label.setText("Choose a player on the left")
            self._set_editor("", locked=True, lock_text="")
            self._show_check(None)
            return
        with self.ctx.session() as session:
            registration = session.get(RegistrationRow, registration_id)
            name = shown_name(session, registration)
            stored = registration.deck_list or ""
            locked = self.event_running and not registration.deck_unlocked
            if registration_id not in self.drafts or registration_id not in self.seen_versions:
                self.seen_versions[registration_id] = registration.version
        self.stored_text = stored
        self.player_label.setText(name)
        lock_text = (
            "Locked: deck lists lock when the event starts (floor rules, Tier 2/3 Rules: Deck "
            "Lists). The head judge can unlock it."
            if locked
            else (
                "Unlocked by the head judge: registering locks it again."
                if self.event_running and stored
                else ""
            )
        )
        self._set_editor(self.drafts.get(registration_id, stored), locked, lock_text)
        self.run_check()

    def _set_editor(self, text: str, locked: bool, lock_text: str) -> None:
        self.locked = locked
        self.editor.blockSignals(True)
        self.editor.setPlainText(text)
        self.editor.blockSignals(False)
        self.editor.setReadOnly(locked)
        self.save_button.setEnabled(not locked and self.current_id is not None)
        self.revert_button.setEnabled(self.current_id in self.drafts)
        self.unlock_button.setVisible(locked and self.current_id is not None)
        self.lock_label.setText(lock_text)
        self.lock_label.setStyleSheet(f"color: {css('warn')};" if lock_text else "")

    # -- editing and checking --------------------------------------------------------------

    def _edited(self) -> None:
        if self.current_id is not None:
            self.drafts[self.current_id] = self.editor.toPlainText()
            self.revert_button.setEnabled(True)
        self.check_timer.start()

    def run_check(self) -> None:
        """Check the editor's text now (the debounce timer calls this)."""
        self.check_timer.stop()
        text = self.editor.toPlainText()
        if self.current_id is None or not text.strip():
            self._show_check(None)
            return
        if self.ctx.catalog is None:
            self.verdict.setText("No card data: import it in Settings to check lists")
            return
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, self.current_id)
                result = self._check(text, registration)
        except Exception as error:  # noqa: BLE001 - e.g. a limited event without the pool
            self._show_check(None)
            self.verdict.setText("Cannot check")
            self.penalty.setText(str(error))
            return
        self._show_check(result)

    def _show_check(self, result: TypedListCheck | None) -> None:
        self.last_check = result
        if result is None:
            self.verdict.setText("")
            self.totals.setText("")
            self.penalty.setText("")
            self.findings.set_rows([])
            self._show_candidates(())
            return
        meaning = "good" if result.legal else "bad"
        self.verdict.setText(result.verdict)
        self.verdict.setStyleSheet(f"color: {css(meaning)};")
        self.totals.setText(
            "   ".join(f"{section}: {count}" for section, count in result.totals.items())
        )
        if result.penalty:
            self.penalty.setText(
                f"Recommended penalty: <b>{result.penalty}</b> (floor rules, Deck Lists: one "
                "penalty for the list, the most severe problem decides)"
            )
        else:
            self.penalty.setText("No deck-list problem." if result.legal else "")
        self.findings.set_rows(result.findings)
        self.findings_table.resizeRowsToContents()
        first = next((f for f in result.findings if f.candidates), None)
        self._show_candidates(first.candidates if first else (), first.line if first else 0)

    def _finding_chosen(self, current, _previous) -> None:
        finding = self.findings_table.model().row_at(current) if current.isValid() else None
        if finding is not None and finding.candidates:
            self._show_candidates(finding.candidates, finding.line)

    def _show_candidates(self, candidates: tuple[str, ...], line: int = 0) -> None:
        self.candidate_line = line
        self.candidates.clear()
        self.candidates.addItems(list(candidates))
        visible = bool(candidates)
        self.candidate_label.setText(f"Line {line} could be:" if line else "Could be:")
        for widget in (self.candidate_label, self.candidates, self.use_candidate):
            widget.setVisible(visible)
        self.use_candidate.setEnabled(visible and not self.locked)

    def apply_candidate(self) -> None:
        name = self.candidates.currentText()
        if not name or not self.candidate_line or self.locked:
            return
        try:
            text = replace_line_card(self.editor.toPlainText(), self.candidate_line, name)
        except ValueError as error:
            self.message.refuse(error)
            return
        self.editor.setPlainText(text)  # textChanged keeps the draft and re-checks
        self.run_check()

    def choose_file(self) -> None:
        path = choose_list_file(self, "Open a deck list")
        if path:
            self.open_file(path)

    def open_file(self, path: Path) -> bool:
        """Put a list file's contents in the editor (not yet registered)."""
        if self.current_id is None or self.locked:
            self.message.say("Choose a player whose list is not locked first.", "warn")
            return False
        try:
            text = deck_file_text(path)
        except DeckReadError as error:
            self.message.refuse(error)
            return False
        self.editor.setPlainText(text)
        self.run_check()
        self.message.say(f"Opened {path.name}: check it, then Register list.", "good")
        return True

    # -- storing ---------------------------------------------------------------------------

    def save(self) -> bool:
        """Register the editor's list for the player; the legality panel's findings are not
        a reason to refuse it (a judge penalizes an illegal list, floor rules, Deck Lists)."""
        if self.current_id is None or self.locked:
            return False
        self.run_check()
        text = self.editor.toPlainText()
        check = self.last_check
        source_format = check.source_format if check and check.source_format else "text"
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, self.current_id)
                submit_deck_list(
                    session,
                    registration,
                    text,
                    source_format=source_format,
                    by=self.ctx.operator(session),
                    seen_version=self.seen_versions.get(self.current_id),
                )
                name = shown_name(session, registration)
        except Exception as error:  # noqa: BLE001 - shown; the text stays in the editor
            if isinstance(error, ConflictError):
                # Read the list stored now (Revert shows it); the draft stays in the editor.
                self.seen_versions.pop(self.current_id, None)
                self._load_player(self.current_id)
            self.message.refuse(error)
            return False
        self.drafts.pop(self.current_id, None)
        verdict = check.verdict.lower() if check else "registered"
        penalty = f"; recommended penalty: {check.penalty}" if check and check.penalty else ""
        self.message.say(
            f"Registered {name}'s list ({verdict}{penalty}).",
            "good" if check is None or check.legal else "warn",
        )
        self.ctx.data_changed.emit()
        return True

    def revert(self) -> None:
        if self.current_id is None:
            return
        self.drafts.pop(self.current_id, None)
        self._load_player(self.current_id)

    def ask_unlock(self) -> None:
        if self.current_id is None:
            return
        why, ok = QInputDialog.getText(
            self, "Unlock deck list", "Why is this list unlocked? (for the audit trail)"
        )
        if ok:
            self.unlock(why)

    def unlock(self, why: str) -> bool:
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, self.current_id)
                unlock_deck_list(session, registration, by=self.ctx.operator(session), why=why)
                name = shown_name(session, registration)
        except Exception as error:  # noqa: BLE001
            self.message.refuse(error)
            return False
        self.message.say(f"{name}'s list is unlocked until it is registered again.", "good")
        self.ctx.data_changed.emit()
        return True

    def review(self) -> bool:
        """Penalize what the check finds in the registered list, through the domain
        (``review_deck_list``: judges only, one penalty per list, audited)."""
        from tourney.events.deck_checks import review_deck_list

        if self.current_id is None:
            self.message.say("Choose a player first.", "warn")
            return False
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, self.current_id)
                fmt = self._format(self.format_id)
                pool = self._pool(registration) if fmt.limited else None
                found = review_deck_list(
                    session,
                    registration,
                    self.ctx.catalog,
                    fmt,
                    judge=self.ctx.operator(session),
                    pool=pool,
                )
                name = shown_name(session, registration)
                penalty = found.penalty
                said = (
                    f"{name}: {penalty.level} for {penalty.infraction} issued."
                    if penalty is not None
                    else f"{name}'s registered list has nothing to penalize."
                )
        except Exception as error:  # noqa: BLE001 - the domain's refusal is shown as it is
            self.message.refuse(error)
            return False
        self.message.say(said, "good" if penalty is None else "warn")
        self.ctx.data_changed.emit()
        return True

    def print_sheet(self, *, filled: bool, path: Path | None = None) -> Task | None:
        """The deck registration sheet: blank, or filled from the selected player's list."""
        options: dict[str, object] = {}
        if filled:
            line = self.current_line()
            if line is None:
                self.message.say("Choose a player first.", "warn")
                return None
            options = {"player": line.name, "catalog": self.ctx.catalog}
        return print_document(
            self,
            self.ctx,
            self.message,
            "decksheet",
            path=path,
            open_when_done=path is None,
            **options,
        )

    def current_line(self) -> DeckPlayerLine | None:
        return selected_row(self.player_table)


def _deck_state(registration: RegistrationRow) -> str:
    if registration.deck_list is None:
        return "none"
    return "unlocked" if registration.deck_unlocked else "handed in"
