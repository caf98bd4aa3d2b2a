"""The Players screen. Keyboard first: type a name, Enter, the next name; the list below
filters as you search (Ctrl+F). Every change goes through ``tourney.events`` (the same
functions as the command line) as the staff member acting, and is audited there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.db.schema import RegistrationRow
from tourney.events.conflicts import ConflictError
from tourney.events.errors import PlayerCsvError
from tourney.events.event import event_warnings
from tourney.events.model import EventStatus, Tier
from tourney.events.naming import shown_name, shown_names
from tourney.events.players import add_player, import_players_csv, rename_player
from tourney.events.registration import (
    drop_player,
    late_entry_first_round,
    register_late_entry,
    register_player,
    registrations_of,
    remove_player,
    undrop_player,
)
from tourney.events.staff import name_key
from tourney.gui.context import AppContext
from tourney.gui.errors import show_error
from tourney.gui.players.choose_dialog import ChoosePlayerDialog
from tourney.gui.players.model import PlayersModel, player_lines, players_proxy
from tourney.gui.players.rename_dialog import RenamePlayerDialog
from tourney.gui.table import selected_row, table_view
from tourney.gui.theme import css, heading
from tourney.gui.widgets import ElidedLabel, MessageLine, choose_list_file, search_box


def late_entry_text(first_round: int) -> str:
    """What a late entry entered now gets: the rounds already paired score nothing."""
    if first_round <= 1:
        return "No round is paired yet: a late entry now plays from round 1."
    missed = "round 1" if first_round == 2 else f"rounds 1–{first_round - 1}"
    return (
        f"The event has started: a late entry now plays from round {first_round}. For "
        f"{missed}, already paired, they score 0 points each, as a player not paired (less than "
        "the 1 point of a loss; floor rules, Scoring)."
    )


class LateEntryDialog(QDialog):
    """A late entry: the reason for the audit, and at Tier 2/3 the deck list with it; says
    which round they play from and what the rounds before it count for."""

    def __init__(
        self, name: str, needs_deck: bool, first_round: int = 1, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Late entry")
        self.setMinimumWidth(520)
        self.name = QLineEdit(name)
        self.why = QLineEdit()
        self.why.setPlaceholderText("e.g. arrived after round 1 was paired")
        self.deck = QPlainTextEdit()
        self.deck.setPlaceholderText(
            "Deck list (required at Tier 2/3: Tier 2/3 Rules, Deck Lists)"
            if needs_deck
            else "Deck list (optional)"
        )
        form = QFormLayout()
        form.addRow("&Name", self.name)
        form.addRow("&Why", self.why)
        self.deck_format = "text"  # "o8d" or "ponyhead" when the list came from such a file
        self.deck.textChanged.connect(lambda: setattr(self, "deck_format", "text"))
        open_file = QPushButton("&Open list file…")
        open_file.setToolTip("A deck list saved as text, OCTGN .o8d or .dek")
        open_file.clicked.connect(self.open_deck_file)
        self.deck_message = QLabel()
        self.deck_message.setWordWrap(True)
        form.addRow("&Deck list", self.deck)
        form.addRow("", open_file)
        form.addRow("", self.deck_message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.explanation = QLabel(late_entry_text(first_round))
        self.explanation.setWordWrap(True)
        layout.addWidget(self.explanation)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def open_deck_file(self, path: Path | None = None) -> bool:
        """Read a deck list file as ``tourney player late --deck FILE`` does."""
        from tourney.decks import DeckReadError, read_deck_list
        from tourney.decks.reading import decode_deck_list

        path = path if path is not None else choose_list_file(self, "Open a deck list")
        if path is None:
            return False
        try:
            data = path.read_bytes()
            deck_list = read_deck_list(data, path.name)
            text = decode_deck_list(data, path.name)
        except (OSError, DeckReadError) as error:
            self.deck_message.setText(f"Could not read {path.name}: {error}")
            return False
        self.deck.setPlainText(text)
        self.deck_format = deck_list.format
        self.deck_message.setText(f"Read {path.name}.")
        return True


class PlayersScreen(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        # What the event allows, read by ``reload``: none open yet reads as registration.
        self.running = False
        self.status: EventStatus | None = None
        self.tier = 1
        self.first_late_round = 1
        self.title = heading(ElidedLabel("Players"))
        self.entry = QLineEdit()
        self.entry.setPlaceholderText("Type a player's name and press Enter")
        self.entry.returnPressed.connect(self.add_typed_player)
        self.entry.textEdited.connect(self._warn_if_taken)
        add = QPushButton("&Add")
        add.clicked.connect(self.add_typed_player)
        import_csv = QPushButton("&Import CSV…")
        import_csv.setToolTip("A sign-up sheet with a name column (name, player, full name)")
        import_csv.clicked.connect(self.choose_csv)
        entry_row = QHBoxLayout()
        entry_label = QLabel("&New player")
        entry_label.setBuddy(self.entry)
        entry_row.addWidget(entry_label)
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(add)
        entry_row.addWidget(import_csv)

        self.message = MessageLine()
        self.model = PlayersModel(self)
        self.proxy = players_proxy(self.model)
        self.search = search_box(self, "Search players", self.proxy.setFilterFixedString)
        self.table = table_view(self.proxy)
        self.table.setObjectName("players-table")
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setToolTip("Double-click or Enter: the player's deck list")
        self.table.doubleClicked.connect(self.open_deck_list)
        self.table.activated.connect(self.open_deck_list)
        self.count = QLabel()
        self.drop_button = QPushButton("&Drop…")
        self.drop_button.setToolTip(
            "Drop a player, confirmed by name (Ctrl+D; floor rules, Conceding and Dropping)"
        )
        self.drop_button.clicked.connect(self.drop_selected)
        self.undrop_button = QPushButton("&Take back drop…")
        self.undrop_button.clicked.connect(self.undrop_selected)
        QShortcut(QKeySequence("Ctrl+D"), self, self.drop_selected)
        self.rename_button = QPushButton("&Rename…")
        self.rename_button.setToolTip("Correct a player's name, with the reason (F2)")
        self.rename_button.clicked.connect(self.rename_selected)
        QShortcut(QKeySequence("F2"), self, self.rename_selected)
        self.remove_button = QPushButton("Re&move…")
        self.remove_button.setToolTip(
            "Take back a registration before the event starts (Delete in the list); after the "
            "start a player who leaves drops instead (floor rules, Conceding and Dropping)"
        )
        self.remove_button.clicked.connect(self.remove_selected)
        remove_key = QShortcut(QKeySequence.StandardKey.Delete, self.table, self.remove_selected)
        remove_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        self.late_button = QPushButton("&Late entry…")
        self.late_button.setToolTip("Enter a player after the event has started (Ctrl+L)")
        self.late_button.clicked.connect(lambda: self.add_late_entry(self.entry.text()))
        QShortcut(QKeySequence("Ctrl+L"), self, lambda: self.add_late_entry(self.entry.text()))
        actions = QHBoxLayout()
        actions.addWidget(self.search, 1)
        actions.addWidget(self.count)
        actions.addWidget(self.rename_button)
        actions.addWidget(self.late_button)
        actions.addWidget(self.remove_button)
        actions.addWidget(self.drop_button)
        actions.addWidget(self.undrop_button)
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(entry_row)
        layout.addWidget(self.message)
        layout.addLayout(actions)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.warnings)
        self.setTabOrder(self.entry, add)
        self.setTabOrder(add, import_csv)
        self.setTabOrder(import_csv, self.search)
        self.setTabOrder(self.search, self.table)
        self.setTabOrder(self.table, self.rename_button)
        self.setTabOrder(self.rename_button, self.late_button)
        self.setTabOrder(self.late_button, self.remove_button)
        self.setTabOrder(self.remove_button, self.drop_button)
        self.setTabOrder(self.drop_button, self.undrop_button)

        ctx.event_changed.connect(self.reload)
        ctx.data_changed.connect(self.reload)
        self.reload()
        self.entry.setFocus()

    # -- reading ---------------------------------------------------------------------------

    def reload(self, *_args) -> None:
        if self.ctx.event_id is None:
            self.model.set_rows([])
            return
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            lines = player_lines(session, event, self.ctx.catalog)
            warnings = event_warnings(session, event)
            self.running = event.status != EventStatus.REGISTRATION
            self.status = EventStatus(event.status)
            self.tier = event.tier
            self.first_late_round = late_entry_first_round(session, event)
            self.title.setText(f"Players — {event.name}")
        self.model.set_rows(lines)
        active = sum(not line.dropped for line in lines)
        self.count.setText(f"{active} playing, {len(lines) - active} dropped")
        self.entry.setPlaceholderText(
            "Type a late entry's name and press Enter (the event has started)"
            if self.running
            else "Type a player's name and press Enter"
        )
        self.warnings.setText(
            "".join(f"<p style='color:{css('warn')}'>⚠ {w}</p>" for w in warnings)
        )
        self.late_button.setEnabled(self.status == EventStatus.RUNNING)

    # -- adding ----------------------------------------------------------------------------

    def add_typed_player(self) -> None:
        """Register the typed name; on success the box is cleared for the next one, on a
        refusal the name stays so nothing typed is lost."""
        name = self.entry.text()
        if not name.strip():
            self.message.say("Type a name first.", "warn")
            return
        if self.running:
            self.add_late_entry(name)
            return
        try:
            with self.ctx.session() as session:
                event = self.ctx.event(session)
                by = self.ctx.operator(session)
                added = add_player(session, name)
                registration = register_player(session, event, added.players[0], by=by)
                flags = added.flags()
                clean = added.players[0].name
                shown = shown_names(session, event)
                namesakes = [
                    shown[r.id]
                    for r in registrations_of(session, event)
                    if r.id != registration.id and name_key(r.player.name) == name_key(clean)
                ]
                clean = shown[registration.id]
        except Exception as error:  # noqa: BLE001 - shown; the typed name is kept
            self.message.refuse(error)
            return
        self.entry.clear()
        self.ctx.data_changed.emit()
        if namesakes:
            self.message.say(
                f"Added {clean}; this event already has {', '.join(namesakes)}. Players of one "
                "name are told apart by their number on screen and on paper: check they are "
                "different people.",
                "warn",
            )
        elif flags:
            self.message.say(f"Added {clean}. " + " ".join(flags), "warn")
        else:
            self.message.say(f"Added {clean}.", "good")
        self.entry.setFocus()

    def _warn_if_taken(self, text: str) -> None:
        """Say, while the name is typed, that a player of this event already has it."""
        key = name_key(text)
        taken = [line for line in self.model.rows if key and name_key(line.name) == key]
        if taken:
            self.message.say(
                f"Already registered: {', '.join(line.shown or line.name for line in taken)}. "
                "Press Enter only if this is another person: they will be told apart by number.",
                "warn",
            )
        elif self.message.meaning == "warn" and self.message.text().startswith("Already"):
            self.message.clear_message()

    def add_late_entry(self, name: str) -> None:
        if self.ctx.event_id is None or self.status != EventStatus.RUNNING:
            self.message.say(
                "The event is not running: before the start, type the name above and press "
                "Enter; a finished event takes no entries.",
                "warn",
            )
            return
        dialog = LateEntryDialog(name, self.tier >= Tier.CHAMPIONSHIP, self.first_late_round, self)
        self.late_dialog = dialog
        dialog.accepted.connect(lambda: self._late_entry(dialog))
        dialog.open()

    def _late_entry(self, dialog: LateEntryDialog) -> None:
        deck = dialog.deck.toPlainText()
        try:
            with self.ctx.session() as session:
                event = self.ctx.event(session)
                by = self.ctx.operator(session)
                player = add_player(session, dialog.name.text()).players[0]
                registration = register_late_entry(
                    session,
                    event,
                    player,
                    by=by,
                    why=dialog.why.text(),
                    deck_list=deck if deck.strip() else None,
                    deck_format=dialog.deck_format,
                )
                first = registration.late_entry_round
                clean = shown_name(session, registration)
        except Exception as error:  # noqa: BLE001 - shown; the dialog's text is kept
            self.message.refuse(error)
            dialog.open()
            return
        self.entry.clear()
        self.ctx.data_changed.emit()
        missed = (
            f"; rounds 1–{first - 1} score 0 points"
            if first > 2
            else ("; round 1 scores 0 points" if first == 2 else "")
        )
        self.message.say(f"Late entry: {clean}, paired from round {first}{missed}.", "good")

    def choose_csv(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Import players", "", "CSV files (*.csv);;All files (*)"
        )
        if path:
            self.import_csv(Path(path))

    def import_csv(self, path: Path) -> bool:
        """Add and register every player of a CSV sign-up sheet; nothing if any line is bad."""
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            show_error(self, f"Could not read {path.name}", error)
            return False
        try:
            with self.ctx.session() as session:
                event = self.ctx.event(session)
                by = self.ctx.operator(session)
                added = import_players_csv(session, text, source=path.name)
                for player in added.players:
                    register_player(session, event, player, by=by)
                count = len(added.players)
                flags = added.flags()
        except PlayerCsvError as error:
            self.error_box = show_error(
                self,
                f"Nothing imported: {path.name} has {len(error.problems)} problem"
                f"{'s' if len(error.problems) != 1 else ''}",
                ValueError("\n".join(error.problems)),
            )
            return False
        except Exception as error:  # noqa: BLE001
            self.error_box = show_error(self, f"Nothing imported from {path.name}", error)
            return False
        self.ctx.data_changed.emit()
        text = " ".join([f"Imported {count} players from {path.name}.", *flags])
        self.message.say(text, "warn" if flags else "good")
        return True

    def open_deck_list(self, index) -> QWidget | None:
        """Show the player's deck list on the Decks screen (when inside the main window)."""
        line = self.proxy.row_at(index)
        window = self.window()
        if line is None or not hasattr(window, "show_screen"):
            return None
        decks = window.show_screen("decks")
        if decks is not None and hasattr(decks, "select_player"):
            decks.select_player(line.registration_id)
        return decks

    # -- dropping --------------------------------------------------------------------------

    def selected_registration_id(self) -> int | None:
        line = selected_row(self.table)
        return line.registration_id if line is not None else None

    def drop_selected(self) -> None:
        """Ask who drops: the box starts empty and offers only players still in the event."""
        playing = [line for line in self.model.rows if not line.dropped]
        if not playing:
            self.message.say("Nobody is left to drop.", "warn")
            return
        dialog = ChoosePlayerDialog(
            "Drop player",
            "Drop",
            playing,
            why_label="&Reason (optional, for the audit trail)",
            why_required=False,
            parent=self,
        )
        dialog.accepted.connect(lambda: self.drop(dialog.chosen.registration_id, dialog.why.text()))
        dialog.open()
        self.choose_dialog = dialog

    def shown_version(self, registration_id: int) -> int | None:
        """The registration's version as this screen shows it: a drop or its taking back made
        from it is refused if another station changed the player since."""
        return next(
            (line.version for line in self.model.rows if line.registration_id == registration_id),
            None,
        )

    def drop(self, registration_id: int, why: str = "") -> bool:
        shown = self.shown_version(registration_id)
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, registration_id)
                by = self.ctx.operator(session)
                conceded = drop_player(session, registration, by=by, why=why, seen_version=shown)
                name = shown_name(session, registration)
                table = conceded.table_number if conceded is not None else None
        except Exception as error:  # noqa: BLE001
            if isinstance(error, ConflictError):
                self.reload()  # show what the other station changed
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.message.say(
            f"{name} dropped"
            + (
                f" and concedes the match at table {table} (floor rules, Conceding and Dropping)."
                if table is not None
                else "."
            ),
            "good",
        )
        return True

    def undrop_selected(self) -> None:
        """Ask whose drop to take back, offering only the players who have dropped."""
        dropped = [line for line in self.model.rows if line.dropped]
        if not dropped:
            self.message.say("Nobody has dropped: there is no drop to take back.", "warn")
            return
        dialog = ChoosePlayerDialog(
            "Take back a drop",
            "Take back the drop of",
            dropped,
            why_label="&Why (for the audit trail)",
            why_required=True,
            parent=self,
        )
        dialog.accepted.connect(
            lambda: self.undrop(dialog.chosen.registration_id, dialog.why.text())
        )
        dialog.open()
        self.choose_dialog = dialog

    def undrop(self, registration_id: int, why: str) -> bool:
        shown = self.shown_version(registration_id)
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, registration_id)
                by = self.ctx.operator(session)
                undrop_player(session, registration, by=by, why=why, seen_version=shown)
                name = shown_name(session, registration)
        except Exception as error:  # noqa: BLE001
            if isinstance(error, ConflictError):
                self.reload()  # show what the other station changed
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.message.say(f"{name} is back in and is paired from the next round.", "good")
        return True

    # -- correcting ------------------------------------------------------------------------

    def rename_selected(self) -> None:
        """Ask for the new name and the reason, offering the selected player (F2)."""
        if not self.model.rows:
            self.message.say("Nobody is registered yet: there is no name to correct.", "warn")
            return
        dialog = RenamePlayerDialog(self.model.rows, selected_row(self.table), self)
        dialog.accepted.connect(
            lambda: self.rename(
                dialog.chosen.registration_id, dialog.new_name.text(), dialog.why.text()
            )
        )
        dialog.open()
        self.choose_dialog = dialog

    def rename(self, registration_id: int, new_name: str, why: str) -> bool:
        """``rename_player``, as ``tourney player rename`` calls it: audited with both names."""
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, registration_id)
                by = self.ctx.operator(session)
                old = registration.player.name
                flags = rename_player(session, registration, new_name, by=by, why=why)
                new = registration.player.name
        except Exception as error:  # noqa: BLE001 - shown with the reason
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.message.say(
            " ".join([f"Renamed {old} to {new}.", *flags]), "warn" if flags else "good"
        )
        return True

    def remove_selected(self) -> None:
        """Before the start: ask whose registration to take back (the box starts empty, and a
        confirmation names the player). After it, say why not: a player who leaves drops."""
        if self.status != EventStatus.REGISTRATION:
            self.message.say(
                "The event has started, so nobody can be removed: a player who leaves drops "
                "instead (Drop…), which keeps the rounds they played and their results on record "
                "(floor rules, Conceding and Dropping).",
                "warn",
            )
            return
        if not self.model.rows:
            self.message.say("Nobody is registered yet.", "warn")
            return
        dialog = ChoosePlayerDialog(
            "Remove player",
            "Remove the registration of",
            self.model.rows,
            why_label="&Why (for the audit trail)",
            why_required=True,
            parent=self,
        )
        dialog.accepted.connect(
            lambda: self.remove(dialog.chosen.registration_id, dialog.why.text())
        )
        dialog.open()
        self.choose_dialog = dialog

    def remove(self, registration_id: int, why: str) -> bool:
        """``remove_player``, as ``tourney player remove`` calls it; refused with the reason
        after the start, or for a player with a penalty or a draft seat."""
        shown = self.shown_version(registration_id)
        try:
            with self.ctx.session() as session:
                registration = session.get(RegistrationRow, registration_id)
                by = self.ctx.operator(session)
                name = registration.player.name
                remove_player(session, registration, by=by, why=why, seen_version=shown)
        except Exception as error:  # noqa: BLE001
            if isinstance(error, ConflictError):
                self.reload()
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.message.say(f"Removed {name} from the event.", "good")
        return True
