"""The Settings screen: card data (folder, re-import), the database, the tiebreaker chain new
events start with and how they count a bye, and the page size for printing. Stored at once in
the application settings (QSettings); an event keeps the chain and bye basis it was created with
(``EventRow.settings``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.events.standings_basis import SAID
from tourney.gui.context import AppContext
from tourney.gui.settings.store import PAGE_SIZES
from tourney.gui.theme import heading
from tourney.gui.widgets import MessageLine
from tourney.swiss.standings import ByeBasis, Tiebreaker

FIRST = Tiebreaker.MATCH_POINTS  # points always rank first (floor rules, Swiss Rounds)
BYE_CHOICES = (  # the store keeps ByeBasis by value
    (f"{SAID[ByeBasis.WON]} (as MTG's rules)", str(ByeBasis.WON)),
    (SAID[ByeBasis.LEFT_OUT], str(ByeBasis.LEFT_OUT)),
)


class SettingsScreen(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.message = MessageLine()

        cards = QGroupBox("Card data")
        self.card_folder = QLabel()
        self.card_folder.setWordWrap(True)
        self.card_folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.card_count = QLabel()
        reimport = QPushButton("&Import or re-import card data…")
        reimport.clicked.connect(self.import_cards)
        card_form = QFormLayout(cards)
        card_form.addRow("OCTGN folder", self.card_folder)
        card_form.addRow("Cards", self.card_count)
        card_form.addRow("", reimport)

        database = QGroupBox("Database")
        self.database = QLabel()
        self.database.setWordWrap(True)
        self.database.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        other = QPushButton("&Open or create another database…")
        other.clicked.connect(self.choose_database)
        database_form = QFormLayout(database)
        database_form.addRow("In use", self.database)
        database_form.addRow("", other)

        standings = QGroupBox("Default tiebreakers for new events")
        self.tiebreakers = QListWidget()
        self.tiebreakers.setObjectName("tiebreakers")
        self.tiebreakers.itemChanged.connect(self.store_tiebreakers)
        up = QPushButton("Move &up")
        up.clicked.connect(lambda: self.move(-1))
        down = QPushButton("Move &down")
        down.clicked.connect(lambda: self.move(1))
        moves = QVBoxLayout()
        moves.addWidget(up)
        moves.addWidget(down)
        moves.addStretch(1)
        chain = QHBoxLayout(standings)
        note = QLabel(
            "Match points always rank first. Tick the tiebreakers to use after them, in order. "
            "The floor rules' chain is opponents' match-win %, then opponents' opponents' "
            "match-win % (floor rules, Swiss Rounds)."
        )
        note.setWordWrap(True)
        self.bye_basis = QComboBox()
        for text, basis in BYE_CHOICES:
            self.bye_basis.addItem(text, basis)
        self.bye_basis.currentIndexChanged.connect(self.store_bye_basis)
        bye_label = QLabel("A &bye in the player's own match-win %")
        bye_label.setBuddy(self.bye_basis)
        bye_label.setWordWrap(True)
        bye_label.setToolTip(
            "The floor rules set no tiebreakers. MTG's tournament rules count a bye as a match "
            "won; the other way leaves the bye round out. Every standings printout says which."
        )
        column = QVBoxLayout()
        column.addWidget(note)
        column.addWidget(self.tiebreakers, 1)
        column.addWidget(bye_label)
        column.addWidget(self.bye_basis)
        chain.addLayout(column, 1)
        chain.addLayout(moves)

        printing = QGroupBox("Printing")
        self.page_size = QComboBox()
        self.page_size.addItems(list(PAGE_SIZES))
        self.page_size.currentTextChanged.connect(self.store_page_size)
        QFormLayout(printing).addRow("&Page size", self.page_size)

        layout = QVBoxLayout(self)
        layout.addWidget(heading(QLabel("Settings")))
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(cards)
        left.addWidget(database)
        left.addWidget(printing)
        left.addStretch(1)
        top.addLayout(left, 1)
        top.addWidget(standings, 1)
        layout.addLayout(top, 1)
        layout.addWidget(self.message)
        ctx.catalog_changed.connect(self.reload)
        self.reload()

    def reload(self) -> None:
        from tourney.cards.store import last_import

        settings = self.ctx.settings
        # The database says where its cards came from (the command line imports too); this
        # computer's last folder only stands in for a database without the record.
        stored = last_import(self.ctx.engine)
        if stored is not None:
            source, at = stored
            self.card_folder.setText(f"{source} (imported {at:%Y-%m-%d %H:%M})")
        elif settings.card_folder:
            self.card_folder.setText(settings.card_folder)
        elif self.ctx.catalog is not None:
            self.card_folder.setText("imported before this version recorded where from")
        else:
            self.card_folder.setText("not imported yet")
        catalog = self.ctx.catalog
        self.card_count.setText(
            f"{len(catalog.tournament_cards()):,} tournament cards ({len(catalog.cards):,} in all)"
            if catalog is not None
            else "none: import the OCTGN data"
        )
        self.database.setText(self.ctx.database)
        self.page_size.blockSignals(True)
        self.page_size.setCurrentText(settings.page_size)
        self.page_size.blockSignals(False)
        self.bye_basis.blockSignals(True)
        self.bye_basis.setCurrentIndex(self.bye_basis.findData(settings.bye_basis))
        self.bye_basis.blockSignals(False)
        chosen = [t for t in settings.default_tiebreakers if t != FIRST]
        rest = [str(t) for t in Tiebreaker if t != FIRST and str(t) not in chosen]
        self.tiebreakers.blockSignals(True)
        self.tiebreakers.clear()
        for name in chosen + rest:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in chosen else Qt.CheckState.Unchecked)
            self.tiebreakers.addItem(item)
        self.tiebreakers.blockSignals(False)

    def chain(self) -> list[str]:
        items = [self.tiebreakers.item(i) for i in range(self.tiebreakers.count())]
        return [str(FIRST)] + [
            item.text() for item in items if item.checkState() == Qt.CheckState.Checked
        ]

    def store_tiebreakers(self, *_args) -> None:
        chain = self.chain()
        for name in chain:
            Tiebreaker(name)  # only the Swiss core's tiebreakers can be offered
        self.ctx.settings.default_tiebreakers = chain
        self.message.say("New events will rank by " + ", then ".join(chain) + ".", "good")

    def move(self, step: int) -> None:
        row = self.tiebreakers.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.tiebreakers.count():
            return
        item = self.tiebreakers.takeItem(row)
        self.tiebreakers.insertItem(target, item)
        self.tiebreakers.setCurrentRow(target)
        self.store_tiebreakers()

    def store_bye_basis(self, _index: int) -> None:
        self.ctx.settings.bye_basis = self.bye_basis.currentData()
        self.message.say(f"New events: a bye {self.bye_basis.currentText()}.", "good")

    def store_page_size(self, size: str) -> None:
        self.ctx.settings.page_size = size
        self.message.say(f"Printouts use {size} paper.", "good")

    def import_cards(self) -> None:
        from tourney.gui.card_import import CardImportDialog

        dialog = CardImportDialog(self.ctx, self)
        dialog.finished.connect(lambda _: self.reload())
        dialog.open()
        self.import_dialog = dialog

    def choose_database(self) -> None:
        window = self.window()
        if hasattr(window, "choose_database"):
            window.choose_database()
