"""The Formats screen: every format with its sets and banlist as of a date, and the organizer's
own copies of them; and the card sets, official or not, with the import of an extra set folder.

Edits go to a draft (``tourney.legality.editing``); Save checks the draft beside every other
format against the card catalogue and only then writes it to the user formats folder, where it
replaces a shipped format with the same id.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tourney.cards.model import Card, CardSet, SetKind
from tourney.gui.context import AppContext
from tourney.gui.table import Column, RowFilterProxy, RowTableModel, table_view
from tourney.gui.theme import heading
from tourney.gui.widgets import MessageLine
from tourney.legality import FormatFileError, load_formats
from tourney.legality.editing import (
    FormatDraft,
    add_ban,
    check_draft,
    copy_format,
    draft_of,
    in_force,
    remove_ban,
    resource_formats,
    save_format,
    set_deck_rule,
    set_sets,
)
from tourney.legality.format import Format
from tourney.paths import user_formats_folder, user_sets_file

DECK_RULES = (
    ("draw_min", "Draw deck at least (101.1)", 0),
    ("problem_count", "Problem deck exactly (101.3)", 1),
    ("starting_problems_min", "Starting Problems at least (101.3c)", 0),
    ("draw_max_copies", "Draw copies at most (101.2; 0: no limit)", 0),
    ("problem_max_copies", "Problem copies at most (101.3a; 0: no limit)", 0),
)
LIMITS = ("draw_max_copies", "problem_max_copies")


def sets_text(value: object) -> str:
    """A format's ``cards.sets`` as typed in the screen: "all", "PR, CN" or "block: odyssey"."""
    if value == "all":
        return "all"
    if isinstance(value, list):
        return ", ".join(value)
    if isinstance(value, dict):
        parts = []
        blocks = [value["block"]] if "block" in value else []
        blocks += list(value.get("blocks", []))
        if blocks:
            parts.append("block: " + ", ".join(blocks))
        if value.get("codes"):
            parts.append(", ".join(value["codes"]))
        for key in ("released_from", "released_until"):
            if key in value:
                parts.append(f"{key.replace('_', ' ')}: {value[key]}")
        return "; ".join(parts)
    return ""


def parse_sets(text: str) -> str | list[str] | dict[str, object]:
    """The inverse of ``sets_text``: ``;`` separates parts, ``block:`` names blocks, dates
    bound a release window; anything else is set codes."""
    text = text.strip()
    if text.casefold() == "all":
        return "all"
    table: dict[str, object] = {}
    codes: list[str] = []
    for part in (p.strip() for p in text.split(";") if p.strip()):
        head, colon, rest = part.partition(":")
        head = head.strip().casefold()
        if colon and head == "block":
            table["blocks"] = [b.strip() for b in rest.split(",") if b.strip()]
        elif colon and head in ("released from", "released until"):
            try:
                table[head.replace(" ", "_")] = date.fromisoformat(rest.strip())
            except ValueError:
                raise ValueError(f"{head}: {rest.strip()!r} is not a date (YYYY-MM-DD)") from None
        else:
            codes += [c.strip() for c in part.split(",") if c.strip()]
    if not table:
        return codes
    if codes:
        table["codes"] = codes
    return table


class FormatsScreen(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.formats: dict[str, Format] = {}
        self.draft: FormatDraft | None = None
        self.message = MessageLine()

        self.as_of = QDateEdit(QDate.currentDate())
        self.as_of.setCalendarPopup(True)
        self.as_of.setDisplayFormat("yyyy-MM-dd")
        self.as_of.dateChanged.connect(lambda _d: self.show_format())
        self.list = QListWidget()
        self.list.setObjectName("formats")
        self.list.currentRowChanged.connect(lambda _r: self.choose())
        copy = QPushButton("&Copy…")
        copy.setToolTip("Make your own format from the one selected")
        copy.clicked.connect(self.ask_copy)
        left = QVBoxLayout()
        date_row = QHBoxLayout()
        date_row.addWidget(QLabel("As of"))
        date_row.addWidget(self.as_of, 1)
        left.addLayout(date_row)
        left.addWidget(self.list, 1)
        left.addWidget(copy)
        left_box = QWidget()
        left_box.setLayout(left)

        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.bans_model = RowTableModel(
            [
                Column("Banned card", lambda r: r[0], stretch=True),
                Column("Since", lambda r: r[2].isoformat()),
                Column("Published in", lambda r: r[1]),
            ]
        )
        self.bans = table_view(RowFilterProxy(self.bans_model))
        self.bans.setObjectName("bans")
        self.bans.sortByColumn(1, Qt.SortOrder.AscendingOrder)

        edit = QGroupBox("Edit (saved to your formats folder)")
        self.sets = QLineEdit()
        self.sets.setPlaceholderText("all · PR, CN · block: odyssey, beyond; LL")
        self.sets.setToolTip(
            "Set codes separated by commas; 'block: name, ...' for blocks; "
            "'released from: YYYY-MM-DD' and 'released until: ...' for a window; ';' between "
            "parts. A fan-made set is in a format only when named by code or block."
        )
        self.sets.editingFinished.connect(self.edit_sets)
        self.rules: dict[str, QSpinBox] = {}
        form = QFormLayout(edit)
        form.addRow("&Sets", self.sets)
        for key, label, minimum in DECK_RULES:
            spin = QSpinBox()
            spin.setRange(minimum, 200)
            spin.valueChanged.connect(lambda value, k=key: self.edit_rule(k, value))
            self.rules[key] = spin
            form.addRow(label, spin)
        self.card_search = QLineEdit()
        self.card_search.setPlaceholderText("card name to ban…")
        self.card_search.textChanged.connect(self.search_cards)
        self.found = QListWidget()
        self.found.setMaximumHeight(110)
        self.ban_from = QDateEdit(QDate.currentDate())
        self.ban_from.setCalendarPopup(True)
        self.ban_from.setDisplayFormat("yyyy-MM-dd")
        ban = QPushButton("&Ban from this date")
        ban.clicked.connect(self.add_ban)
        unban = QPushButton("&Remove selected ban")
        unban.clicked.connect(self.remove_ban)
        self.save_button = QPushButton("&Save format")
        self.save_button.clicked.connect(self.save)
        ban_row = QHBoxLayout()
        ban_row.addWidget(self.ban_from)
        ban_row.addWidget(ban)
        ban_row.addWidget(unban)
        form.addRow("Ban a card", self.card_search)
        form.addRow("", self.found)
        form.addRow("", ban_row)
        form.addRow("", self.save_button)

        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.bans, 1)
        right.addWidget(edit)
        right_box = QWidget()
        right_box.setLayout(right)
        splitter = QSplitter()
        splitter.addWidget(left_box)
        splitter.addWidget(right_box)
        splitter.setStretchFactor(1, 3)

        self.sets_model = RowTableModel(
            [
                Column("Code", lambda s: s.code),
                Column("Set", lambda s: s.name),
                Column("Official", lambda s: "official" if s.official else "fan-made / unofficial"),
                Column("Kind", lambda s: str(s.kind)),
                Column("Block", lambda s: s.block or ""),
                Column("Released", lambda s: s.released.isoformat() if s.released else "unknown"),
                Column("Source of the date", lambda s: s.release_note, stretch=True),
            ]
        )
        self.sets_table = table_view(RowFilterProxy(self.sets_model))
        self.sets_table.setObjectName("sets")
        self.sets_table.sortByColumn(5, Qt.SortOrder.AscendingOrder)
        import_button = QPushButton("&Import a set folder…")
        import_button.setToolTip(
            "Import another OCTGN folder (a fan-made set) beside the cards you have"
        )
        import_button.clicked.connect(self.import_folder)
        sets_note = QLabel(
            "Sets not shipped with the app are not official: their cards are legal only in a "
            "format that names the set. Give such a set its release date and block in "
            f"<i>{user_sets_file()}</i> ([[set]] code, released, block)."
        )
        sets_note.setWordWrap(True)
        sets_page = QWidget()
        sets_layout = QVBoxLayout(sets_page)
        sets_layout.addWidget(sets_note)
        sets_layout.addWidget(self.sets_table, 1)
        sets_layout.addWidget(import_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.tabs = QTabWidget()
        self.tabs.addTab(splitter, "&Formats")
        self.tabs.addTab(sets_page, "Card &sets")
        layout = QVBoxLayout(self)
        layout.addWidget(heading(QLabel("Formats")))
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        ctx.catalog_changed.connect(self.reload)
        self.reload()

    # -- reading ------------------------------------------------------------------------------

    def reload(self, select: str | None = None) -> None:
        current = select or (self.draft.id if self.draft else None)
        try:
            self.formats = load_formats(catalog=self.ctx.catalog)
        except FormatFileError as error:
            self.message.refuse(error)  # a broken file of the user's: show the shipped ones
            self.formats = load_formats(resource_formats())
        yours = user_formats_folder()
        self.list.blockSignals(True)
        self.list.clear()
        for fmt in sorted(self.formats.values(), key=lambda f: (f.kind, f.name)):
            mine = fmt.source is not None and fmt.source.parent == yours
            item = QListWidgetItem(f"{fmt.name}{'  (yours)' if mine else ''}")
            item.setData(Qt.ItemDataRole.UserRole, fmt.id)
            item.setToolTip(f"{fmt.id}: {fmt.source}")
            self.list.addItem(item)
        self.list.blockSignals(False)
        ids = [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]
        self.list.setCurrentRow(ids.index(current) if current in ids else 0)
        catalog = self.ctx.catalog
        sets = sorted(
            (s for s in (catalog.sets.values() if catalog else []) if s.tournament_set),
            key=lambda s: (not s.official, s.released or date.max, s.code),
        )
        self.sets_model.set_rows(sets)

    def selected(self) -> Format | None:
        item = self.list.currentItem()
        return self.formats.get(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def choose(self) -> None:
        fmt = self.selected()
        self.draft = draft_of(fmt) if fmt is not None else None
        self.show_format()

    def select(self, format_id: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == format_id:
                self.list.setCurrentRow(i)
                return
        raise KeyError(format_id)

    def on(self) -> date:
        return self.as_of.date().toPython()

    def show_format(self) -> None:
        fmt = self.shown_format()
        if fmt is None:
            self.summary.clear()
            self.bans_model.set_rows([])
            return
        on = self.on()
        self.summary.setText(self.describe(fmt, on))
        self.bans_model.set_rows(in_force(fmt, on))
        data = self.draft.data if self.draft else {}
        self.sets.setText(sets_text(data.get("cards", {}).get("sets")))
        for key, spin in self.rules.items():
            spin.blockSignals(True)
            spin.setValue(int(data.get("deck", {}).get(key) or 0))
            spin.blockSignals(False)

    def shown_format(self) -> Format | None:
        """The draft as it stands when it checks out, else the format as last loaded."""
        if self.draft is None:
            return self.selected()
        if self.ctx.catalog is not None:
            try:
                return check_draft(self.draft, self.ctx.catalog)
            except (FormatFileError, ValueError):
                pass
        return self.formats.get(self.draft.id) or self.selected()

    def describe(self, fmt: Format, on: date) -> str:
        catalog = self.ctx.catalog
        sets: list[CardSet] = []
        if catalog is not None:
            codes = fmt.sets.set_codes
            for card_set in catalog.sets.values():
                if card_set.kind not in fmt.allowed_kinds or card_set.kind is SetKind.PROMO:
                    continue
                named = codes is not None and card_set.code in codes
                if (codes is None and not card_set.official) or (codes is not None and not named):
                    continue
                if fmt.sets.released_by_event and (
                    card_set.released is None or card_set.released > on
                ):
                    continue
                sets.append(card_set)
        sets.sort(key=lambda s: (s.released or date.min, s.code))
        listed = ", ".join(
            f"{s.name} ({s.code}{'' if s.official else ', unofficial'})" for s in sets
        )
        deck = fmt.deck
        rules = (
            f"Draw deck {deck.draw_min}+, Problems {deck.problem_count} with "
            f"{deck.starting_problems_min}+ Starting; copies at most "
            f"{deck.draw_max_copies or 'any'} / {deck.problem_max_copies or 'any'}"
        )
        return (
            f"<b>{fmt.name}</b> ({fmt.id}, {fmt.kind}) — {fmt.description}<br>"
            f"<b>Sets legal on {on.isoformat()}:</b> {listed or 'none yet'}<br>"
            f"<b>Deck rules:</b> {rules}<br><b>Bans in force:</b> {len(in_force(fmt, on))}"
            f"<br><small>{self.source_text(fmt)}</small>"
        )

    def source_text(self, fmt: Format) -> str:
        saved = self.formats.get(fmt.id)
        if saved is None or saved.source is None:
            return "not saved yet: Save writes it to " + str(user_formats_folder())
        changed = self.draft is not None and self.draft.data != draft_of(saved).data
        return f"{saved.source}{' (changed, not saved)' if changed else ''}"

    # -- editing ------------------------------------------------------------------------------

    def ask_copy(self) -> None:
        fmt = self.selected()
        if fmt is None:
            return
        new_id, ok = QInputDialog.getText(
            self, "Copy format", "Id of the copy", text=f"{fmt.id}-copy"
        )
        if ok and new_id:
            name, ok = QInputDialog.getText(self, "Copy format", "Name", text=f"{fmt.name} (copy)")
            if ok:
                self.copy_current(new_id.strip(), name)

    def copy_current(self, new_id: str, name: str) -> None:
        fmt = self.selected()
        if fmt is None:
            return
        try:
            self.draft = copy_format(fmt, new_id, name)
        except ValueError as error:
            self.message.refuse(error)
            return
        self.message.say(f"Copied {fmt.name} as {new_id}: edit it, then Save.", "muted")
        self.show_format()

    def edit_sets(self) -> None:
        if self.draft is None:
            return
        try:
            set_sets(self.draft, parse_sets(self.sets.text()))
        except ValueError as error:
            self.message.refuse(error)
            return
        self.check()

    def edit_rule(self, key: str, value: int) -> None:
        if self.draft is None:
            return
        set_deck_rule(self.draft, key, None if key in LIMITS and value == 0 else value)
        self.check()

    def search_cards(self, text: str) -> None:
        self.found.clear()
        catalog = self.ctx.catalog
        if catalog is None or len(text.strip()) < 2:
            return
        for card in catalog.search(text, limit=20):
            item = QListWidgetItem(f"{card.name} ({card.number})")
            item.setData(Qt.ItemDataRole.UserRole, card.guid)
            self.found.addItem(item)
        if self.found.count():
            self.found.setCurrentRow(0)

    def chosen_card(self) -> Card | None:
        item = self.found.currentItem()
        if item is None or self.ctx.catalog is None:
            return None
        return self.ctx.catalog.by_guid.get(item.data(Qt.ItemDataRole.UserRole))

    def add_ban(self) -> None:
        card = self.chosen_card()
        if self.draft is None or card is None:
            self.message.say("Search for the card to ban first.", "warn")
            return
        effective = self.ban_from.date().toPython()
        add_ban(self.draft, card, effective)
        self.message.say(f"{card.name} banned from {effective.isoformat()}: Save to keep.", "muted")
        self.check()

    def remove_ban(self) -> None:
        from tourney.gui.table import selected_row

        row = selected_row(self.bans)
        if self.draft is None or row is None:
            return
        name = row[0].rsplit(" (", 1)[0]
        try:
            remove_ban(self.draft, name)
        except ValueError as error:
            self.message.refuse(error)
            return
        self.check()

    def check(self) -> bool:
        """Check the draft against the catalogue now, so a mistake shows as it is made."""
        if self.draft is None or self.ctx.catalog is None:
            return False
        try:
            check_draft(self.draft, self.ctx.catalog)
        except (FormatFileError, ValueError) as error:
            self.message.refuse(error)
            return False
        self.show_format()
        return True

    def save(self) -> None:
        if self.draft is None or self.ctx.catalog is None:
            self.message.say("Import the card data first: edits are checked against it.", "warn")
            return
        try:
            path = save_format(self.draft, self.ctx.catalog)
        except (FormatFileError, ValueError) as error:
            self.message.refuse(error)
            return
        self.message.say(f"Saved {self.draft.data.get('name')} to {path}", "good")
        self.reload(select=self.draft.id)

    # -- tools/screenshots.py --------------------------------------------------------------------

    def prepare_screenshot(self) -> None:
        self.tabs.setCurrentIndex(0)
        self.select("harmony")
        self.as_of.setDate(QDate(2016, 9, 1))

    def screenshot_variants(self) -> dict[str, object]:
        def editing() -> None:
            self.select("core")
            self.copy_current("store-core", "Store Core")
            self.card_search.setText("tantabus")
            self.as_of.setDate(QDate(2019, 7, 1))

        return {"formats-edit": editing, "formats-sets": lambda: self.tabs.setCurrentIndex(1)}

    def import_folder(self) -> None:
        from tourney.gui.card_import import CardImportDialog

        dialog = CardImportDialog(self.ctx, self)
        dialog.setWindowTitle("Import a set folder")
        dialog.open()
        self.import_dialog = dialog
