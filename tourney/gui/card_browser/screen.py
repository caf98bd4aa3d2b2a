"""The Cards screen: name search (typos allowed) with set, type, colour, trait, keyword and
text filters, through ``CardCatalog.search`` like ``tourney cards search``."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tourney.cards.model import CardType, Colour
from tourney.gui.card_browser.model import CardsModel, card_html
from tourney.gui.context import AppContext
from tourney.gui.table import RowFilterProxy, table_view
from tourney.gui.theme import heading
from tourney.gui.widgets import debounced, find_shortcut

SEARCH_DELAY_MS = 200
COLOUR_COLUMN = 3


class CardsScreen(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.query = QLineEdit()
        self.query.setPlaceholderText("Name or collector number; typos allowed (Ctrl+F)")
        self.query.setClearButtonEnabled(True)
        self.set_code = QComboBox()
        self.card_type = QComboBox()
        self.card_type.addItem("any type", None)
        for card_type in CardType:
            self.card_type.addItem(str(card_type), str(card_type))
        self.colour = QComboBox()
        self.colour.addItem("any colour", None)
        for colour in Colour:
            self.colour.addItem(str(colour), str(colour))
        self.trait = QLineEdit()
        self.trait.setPlaceholderText("trait, e.g. Unicorn")
        self.keyword = QLineEdit()
        self.keyword.setPlaceholderText("keyword, e.g. Swift")
        self.text = QLineEdit()
        self.text.setPlaceholderText("words in the text")
        self.everything = QCheckBox("&Joke, token and co-op cards too")
        self.count = QLabel()
        filters = QGridLayout()
        search_label = QLabel("&Search")
        search_label.setBuddy(self.query)
        filters.addWidget(search_label, 0, 0)
        filters.addWidget(self.query, 0, 1, 1, 3)
        filters.addWidget(self.set_code, 0, 4)
        filters.addWidget(self.card_type, 0, 5)
        filters.addWidget(self.colour, 1, 1)
        filters.addWidget(self.trait, 1, 2)
        filters.addWidget(self.keyword, 1, 3)
        filters.addWidget(self.text, 1, 4)
        filters.addWidget(self.everything, 1, 5)
        filters.setColumnStretch(1, 1)
        filters.setColumnStretch(2, 1)
        filters.setColumnStretch(3, 1)
        filters.setColumnStretch(4, 1)

        self.model = CardsModel(self)
        self.proxy = RowFilterProxy(self.model)
        self.table = table_view(self.proxy)
        self.table.setObjectName("cards-table")
        # Colour as wide as two colours: a card of more is rare and its tooltip has them all.
        colour = self.table.horizontalHeader()
        colour.setSectionResizeMode(COLOUR_COLUMN, QHeaderView.ResizeMode.Interactive)
        colour.resizeSection(COLOUR_COLUMN, self.fontMetrics().horizontalAdvance("orange/purple__"))
        self.table.selectionModel().currentRowChanged.connect(self._card_chosen)
        self.detail = QTextBrowser()
        self.detail.setObjectName("card-detail")
        self.detail.setOpenLinks(False)
        splitter = QSplitter()
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.count)
        splitter.addWidget(left)
        splitter.addWidget(self.detail)
        # The card list first: its names should not be cut off while the details have room.
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([860, 280])

        layout = QVBoxLayout(self)
        layout.addWidget(heading(QLabel("Cards")))
        layout.addLayout(filters)
        layout.addWidget(splitter, 1)

        self.timer = debounced(self, SEARCH_DELAY_MS, self.search)
        for line in (self.query, self.trait, self.keyword, self.text):
            line.textChanged.connect(self.timer.start)
            line.returnPressed.connect(self.search)
        for combo in (self.set_code, self.card_type, self.colour):
            combo.currentIndexChanged.connect(self.timer.start)
        self.everything.toggled.connect(self.timer.start)
        find_shortcut(self, self.query)
        ctx.catalog_changed.connect(self._catalog_changed)
        self._catalog_changed()

    def _catalog_changed(self) -> None:
        self.set_code.blockSignals(True)
        self.set_code.clear()
        self.set_code.addItem("any set", None)
        catalog = self.ctx.catalog
        if catalog is not None:
            codes = sorted(
                {
                    (s.released.isoformat() if s.released else "9999", s.code, s.name)
                    for s in catalog.sets.values()
                    if s.tournament_set
                }
            )
            for _released, code, name in codes:
                self.set_code.addItem(f"{code}: {name}", code)
        self.set_code.blockSignals(False)
        self.search()

    def search(self) -> None:
        self.timer.stop()
        catalog = self.ctx.catalog
        if catalog is None:
            self.model.set_rows([])
            self.count.setText("No card data yet: import it in Settings.")
            return
        card_type, colour = self.card_type.currentData(), self.colour.currentData()
        found = catalog.search(
            self.query.text(),
            set_code=self.set_code.currentData(),
            card_type=CardType(card_type) if card_type else None,
            colour=Colour(colour) if colour else None,
            trait=self.trait.text().strip() or None,
            keyword=self.keyword.text().strip() or None,
            text=self.text.text().strip() or None,
            include_non_tournament=self.everything.isChecked(),
            limit=len(catalog.cards),  # every match: a few thousand rows are quick to show
        )
        self.model.set_rows(found)
        ranked = bool(self.query.text().strip())
        self.proxy.sort(-1)  # keep the search's best-first order until a header is clicked
        self.count.setText(
            f"{len(found):,} card{'s' if len(found) != 1 else ''}"
            + (" (best match first)" if ranked else "")
        )
        if found:
            self.table.selectRow(0)
            self.show_card(found[0])
        else:
            self.detail.setHtml("<p>No card matches.</p>")

    def _card_chosen(self, current, _previous) -> None:
        if current.isValid():
            self.show_card(self.proxy.row_at(current))

    def show_card(self, card) -> None:
        self.detail.setHtml(card_html(card, self.ctx.catalog))
