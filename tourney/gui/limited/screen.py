"""The Limited screen: a sealed or booster-draft event (2016 rules document, 11. Limited Play).

Three tabs, in the order the event runs:

- **Packs**: the block (whose Mane Characters and Starting Problems are provided) and the packs
  each player opens or drafts, the block's recommendation by default and editable; a list that
  differs from the rules is stored with a warning (``set_event_packs``, ``pack_list_warnings``).
- **Draft pods** (draft events): seat the players (``assign_pods``), see each pod's seats and
  who they pass to, each pack's set and direction and the judge's announcement
  (``pod_seating_sheet``); a practice draft finishes every pod's draft with simulated picks
  and registers the drafted pools (``simulate_event_draft``); print the seating sheet.
- **Draft picks** (draft events): one pod's draft, stored pick by pick (``event_drafts``):
  the pack, pick and passing direction, each seat and the pack in front of it; the organizer
  records the card each player took (Enter on the card), undoes the last pick, or lets the
  simulated drafter pick for a seat or for the rest of the draft. A seat can be set to always
  simulate (a bot in a short pod, a player who left): its picks follow each pick entered, and
  undo takes them back with it. The last pick registers the drafted pools. Closing the window
  loses nothing: every pick is stored as it is made.
- **Pools**: generate the pools (``generate_pools``, seeded) or type a pool opened on paper
  (``store_pool``); per player, the pool and the deck registered against it, checked by
  ``check_limited_deck``; print pool registration sheets.

Decks are typed in the Decks screen, which checks them against the pool as they are typed; this
screen shows where each player stands. Nothing here decides a rule: it calls ``tourney.limited``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontDatabase, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from sqlalchemy.orm import Session

from tourney.cards.model import Card
from tourney.db.schema import EventRow, RegistrationRow
from tourney.events.naming import shown_name, shown_names
from tourney.events.registration import registrations_of
from tourney.gui.context import AppContext
from tourney.gui.errors import error_text
from tourney.gui.limited.models import (
    DRAFT_CARD_COLUMNS,
    DRAFT_SEAT_COLUMNS,
    PACK_STEP_COLUMNS,
    PLAYER_COLUMNS,
    POOL_COLUMNS,
    SEAT_COLUMNS,
    VIOLATION_COLUMNS,
    DraftSeatLine,
    LimitedPlayerLine,
    PackListModel,
    SeatLine,
)
from tourney.gui.printouts import print_document
from tourney.gui.table import (
    ROW_ROLE,
    RowFilterProxy,
    RowTableModel,
    select_row_where,
    selected_row,
    table_view,
)
from tourney.gui.tasks import Task, TaskControl, run_with_progress
from tourney.gui.theme import css, heading
from tourney.gui.widgets import ElidedLabel, MessageLine, choose_list_file, search_box
from tourney.legality.report import Violation

if TYPE_CHECKING:
    from tourney.limited.draft import Draft

NOT_LIMITED = (
    "{name} is a {format} event, not a limited one. Sealed and booster-draft events are their "
    "own format (2016 rules document, 11. Limited Play): create a new event (New event, at "
    "the top of the window) and choose the format “Sealed Deck” or “Booster Draft”. Its "
    "packs, pools, draft pods and decks are then run from this screen."
)


def _unsorted(view: QTableView) -> None:
    """Keep the rows in the order the domain gives them (pack order, pool sheet order)."""
    view.setSortingEnabled(False)
    view.model().sort(-1)
    view.horizontalHeader().setSortIndicatorShown(False)


def _fixed_font(widget: QWidget) -> QFont:
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    fixed.setPointSizeF(widget.font().pointSizeF())
    return QFont(fixed)


class LimitedScreen(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.task: Task | None = None
        self.kind = ""  # "sealed" or "draft" once a limited event is open
        self.current_id: int | None = None
        self.stored_setup: tuple[str | None, list] | None = None  # (block, packs) as stored
        self.pool_drafts: dict[int, str] = {}  # registration id -> typed, unregistered pool
        self.draft_seat: int | None = None  # the seat whose pack the draft panel shows
        self.draft_packs: dict[int, tuple[Card, ...]] = {}  # seat -> pack in front of it

        self.title = heading(ElidedLabel("Limited"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.message = MessageLine()
        self.message.setObjectName("limited-message")

        self.not_limited = QLabel()
        self.not_limited.setObjectName("limited-not-limited")
        self.not_limited.setWordWrap(True)
        self.not_limited.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.not_limited.setMargin(12)

        self.tabs = QTabWidget()
        self.tabs.addTab(self._packs_tab(), "&Packs")
        self.pods_tab = self._pods_tab()
        self.tabs.addTab(self.pods_tab, "Draft p&ods")
        self.draft_tab = self._draft_tab()
        self.tabs.addTab(self.draft_tab, "Draft p&icks")
        self.tabs.addTab(self._pools_tab(), "P&ools and decks")
        self.draft_pack_table.installEventFilter(self)  # Enter takes the card (once all exist)

        self.pages = QStackedWidget()
        self.pages.addWidget(self.not_limited)
        self.pages.addWidget(self.tabs)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)

        ctx.event_changed.connect(self._event_changed)
        ctx.data_changed.connect(self.reload)
        ctx.catalog_changed.connect(self.reload)
        self.reload()

    # -- building the tabs -----------------------------------------------------------------

    def _packs_tab(self) -> QWidget:
        self.block = QComboBox()
        self.block.setObjectName("limited-block")
        self.block.currentIndexChanged.connect(self._block_chosen)
        self.pack_model = PackListModel(parent=self)
        self.pack_table = QTableView()
        self.pack_table.setObjectName("limited-packs")
        self.pack_table.setModel(self.pack_model)
        self.pack_table.verticalHeader().hide()
        self.pack_table.horizontalHeader().setStretchLastSection(False)
        self.pack_table.horizontalHeader().setSectionResizeMode(
            PackListModel.NAME, self.pack_table.horizontalHeader().ResizeMode.Stretch
        )
        self.pack_model.dataChanged.connect(self._packs_edited)
        self.pack_model.rowsInserted.connect(self._packs_edited)
        self.pack_model.rowsRemoved.connect(self._packs_edited)
        self.add_set = QComboBox()
        self.add_set.setObjectName("limited-add-set")
        add = QPushButton("&Add a pack")
        add.clicked.connect(self._add_pack)
        remove = QPushButton("Remove set")
        remove.clicked.connect(self._remove_pack)
        recommended = QPushButton("&Recommended")
        recommended.setToolTip("Put back the block's recommended packs (Limited Play table)")
        recommended.clicked.connect(self._show_recommended)
        self.save_packs = QPushButton("&Save pack list")
        self.save_packs.setObjectName("limited-save-packs")
        self.save_packs.clicked.connect(self.store_packs)
        edit_row = QHBoxLayout()
        edit_row.addWidget(self.add_set, 1)
        edit_row.addWidget(add)
        edit_row.addWidget(remove)
        edit_row.addStretch(1)
        edit_row.addWidget(recommended)
        edit_row.addWidget(self.save_packs)
        self.pack_total = QLabel()
        self.pack_total.setObjectName("limited-pack-total")
        self.pack_warnings = QLabel()
        self.pack_warnings.setObjectName("limited-pack-warnings")
        self.pack_warnings.setWordWrap(True)
        self.provided = QLabel()
        self.provided.setWordWrap(True)
        self.provided.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        tab = QWidget()
        form = QFormLayout()
        form.addRow("&Block", self.block)
        layout = QVBoxLayout(tab)
        layout.addLayout(form)
        layout.addWidget(self.pack_table, 1)
        layout.addLayout(edit_row)
        layout.addWidget(self.pack_total)
        layout.addWidget(self.pack_warnings)
        provided_box = QGroupBox("Provided on request (any number of these Starting Problems)")
        QVBoxLayout(provided_box).addWidget(self.provided)
        layout.addWidget(provided_box)
        return tab

    def _pods_tab(self) -> QWidget:
        self.pod_size = QSpinBox()
        self.pod_size.setRange(2, 16)
        self.pod_size.setValue(8)
        self.pod_size.setToolTip("Booster Draft Format: the recommended pod size is 8")
        self.pod_seed = QSpinBox()
        self.pod_seed.setRange(0, 2_000_000_000)
        self.seat_button = QPushButton("&Seat pods")
        self.seat_button.setObjectName("limited-seat-pods")
        self.seat_button.clicked.connect(self.seat_pods)
        self.practice_button = QPushButton("Practice &draft (simulated picks)")
        self.practice_button.setObjectName("limited-practice-draft")
        self.practice_button.setToolTip(
            "Every pod's draft to the end: started from the seed where not started yet, every "
            "pick not entered made by rarity (seeded); the drafted pools are registered"
        )
        self.practice_button.clicked.connect(self.practice_draft)
        print_pods = QPushButton("&Print seating sheet…")
        print_pods.clicked.connect(lambda: self.print_document("pods"))
        controls = QHBoxLayout()
        controls.addWidget(QLabel("Pod size"))
        controls.addWidget(self.pod_size)
        controls.addWidget(QLabel("Seed"))
        controls.addWidget(self.pod_seed)
        controls.addWidget(self.seat_button)
        controls.addStretch(1)
        controls.addWidget(self.practice_button)
        controls.addWidget(print_pods)

        self.steps = RowTableModel(PACK_STEP_COLUMNS, parent=self)
        self.steps_table = table_view(RowFilterProxy(self.steps))
        self.steps_table.setObjectName("limited-pack-steps")
        _unsorted(self.steps_table)
        self.steps_table.setWordWrap(True)
        self.seats = RowTableModel(SEAT_COLUMNS, parent=self)
        self.seats_proxy = RowFilterProxy(self.seats)
        self.seats_table = table_view(self.seats_proxy)
        self.seats_table.setObjectName("limited-seats")
        self.seats_table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
        self.pods_state = QLabel()
        self.pods_state.setWordWrap(True)

        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addLayout(controls)
        layout.addWidget(self.pods_state)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.steps_table)
        splitter.addWidget(self.seats_table)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        # Four packs' announcements without scrolling in a 1280x800 window (sizes are scaled to
        # the height the splitter gets, so the ratio is what counts).
        splitter.setSizes([340, 220])
        layout.addWidget(splitter, 1)
        return tab

    def _draft_tab(self) -> QWidget:
        self.draft_pod = QComboBox()
        self.draft_pod.setObjectName("limited-draft-pod")
        self.draft_pod.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.draft_pod.currentIndexChanged.connect(self._draft_pod_chosen)
        self.start_draft_button = QPushButton("Start dra&ft")
        self.start_draft_button.setObjectName("limited-start-draft")
        self.start_draft_button.setToolTip(
            "Open every seat's packs from the seed (Draft pods tab) and store them"
        )
        self.start_draft_button.clicked.connect(self.start_draft)
        self.undo_pick_button = QPushButton("&Undo last pick")
        self.undo_pick_button.setObjectName("limited-undo-pick")
        self.undo_pick_button.clicked.connect(self.undo_pick)
        self.simulate_seat_button = QPushButton("Simulate this s&eat")
        self.simulate_seat_button.setToolTip("The simulated drafter picks for the chosen seat")
        self.simulate_seat_button.clicked.connect(self._simulate_chosen_seat)
        self.simulate_rest_button = QPushButton("Simulate &the rest")
        self.simulate_rest_button.setObjectName("limited-simulate-rest")
        self.simulate_rest_button.setToolTip(
            "Every pick not entered is made by the simulated drafter (rarest card first); the "
            "drafted pools are registered"
        )
        self.simulate_rest_button.clicked.connect(self.simulate_rest)
        self.seat_simulated_button = QPushButton("A&lways simulate this seat")
        self.seat_simulated_button.setObjectName("limited-seat-simulated")
        self.seat_simulated_button.setCheckable(True)
        self.seat_simulated_button.setToolTip(
            "On: the simulated drafter makes the chosen seat's picks (a bot filling a short pod, "
            "or a player who left), each after the pick entered before it; Undo takes them back "
            "with that pick. Off: the player's picks are entered again."
        )
        self.seat_simulated_button.clicked.connect(self._toggle_chosen_seat)
        controls = QHBoxLayout()
        pod_label = QLabel("Po&d")
        pod_label.setBuddy(self.draft_pod)
        controls.addWidget(pod_label)
        controls.addWidget(self.draft_pod)
        controls.addWidget(self.start_draft_button)
        controls.addStretch(1)
        controls.addWidget(self.undo_pick_button)
        controls.addWidget(self.simulate_seat_button)
        controls.addWidget(self.seat_simulated_button)
        controls.addWidget(self.simulate_rest_button)
        self.draft_state = heading(QLabel(), 1.1)
        self.draft_state.setObjectName("limited-draft-state")
        self.draft_state.setWordWrap(True)

        self.draft_seats = RowTableModel(DRAFT_SEAT_COLUMNS, parent=self)
        self.draft_seats_table = table_view(RowFilterProxy(self.draft_seats))
        self.draft_seats_table.setObjectName("limited-draft-seats")
        _unsorted(self.draft_seats_table)
        self.draft_seats_table.selectionModel().currentRowChanged.connect(self._draft_seat_chosen)
        self.draft_pack = RowTableModel(DRAFT_CARD_COLUMNS, parent=self)
        self.draft_pack_proxy = RowFilterProxy(self.draft_pack)
        self.draft_pack_table = table_view(self.draft_pack_proxy)
        self.draft_pack_table.setObjectName("limited-draft-pack")
        _unsorted(self.draft_pack_table)
        self.draft_pack_table.doubleClicked.connect(lambda _index: self.take_chosen_card())
        self.draft_find = QLineEdit()
        self.draft_find.setObjectName("limited-draft-find")
        self.draft_find.setPlaceholderText("Number or name; Enter takes the card shown first")
        self.draft_find.setClearButtonEnabled(True)
        self.draft_find.textChanged.connect(self._draft_find_typed)
        self.draft_find.returnPressed.connect(self.take_chosen_card)
        find_label = QLabel("Find &card")
        find_label.setBuddy(self.draft_find)
        self.pack_label = QLabel()
        self.pack_label.setWordWrap(True)
        self.take_button = QPushButton("Take the c&hosen card")
        self.take_button.setObjectName("limited-take-card")
        self.take_button.clicked.connect(self.take_chosen_card)
        find_row = QHBoxLayout()
        find_row.addWidget(find_label)
        find_row.addWidget(self.draft_find, 1)
        find_row.addWidget(self.take_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.pack_label)
        right_layout.addLayout(find_row)
        right_layout.addWidget(self.draft_pack_table, 1)

        splitter = QSplitter()
        splitter.addWidget(self.draft_seats_table)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addLayout(controls)
        layout.addWidget(self.draft_state)
        layout.addWidget(splitter, 1)
        return tab

    def _pools_tab(self) -> QWidget:
        self.players = RowTableModel(PLAYER_COLUMNS, parent=self)
        self.players_proxy = RowFilterProxy(self.players)
        self.search = search_box(self, "Search players", self.players_proxy.setFilterFixedString)
        self.player_table = table_view(self.players_proxy)
        self.player_table.setObjectName("limited-players")
        self.player_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.player_table.selectionModel().currentRowChanged.connect(self._player_chosen)
        self.pool_seed = QSpinBox()
        self.pool_seed.setRange(0, 2_000_000_000)
        self.generate_button = QPushButton("&Generate missing pools")
        self.generate_button.setObjectName("limited-generate")
        self.generate_button.setToolTip(
            "Open the event's packs for every active player without a pool (a virtual or "
            "practice event); the same seed opens the same packs"
        )
        self.generate_button.clicked.connect(self.generate)
        print_all = QPushButton("Print all pool sheets…")
        print_all.clicked.connect(lambda: self.print_document("poolsheet"))
        generate_row = QHBoxLayout()
        generate_row.addWidget(QLabel("Seed"))
        generate_row.addWidget(self.pool_seed)
        generate_row.addWidget(self.generate_button, 1)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.player_table, 1)
        left_layout.addLayout(generate_row)
        left_layout.addWidget(print_all)

        self.player_label = heading(QLabel("Choose a player"), 1.1)
        self.pool_state = QLabel()
        self.pool_state.setWordWrap(True)
        self.pool = RowTableModel(POOL_COLUMNS, parent=self)
        self.pool_table = table_view(RowFilterProxy(self.pool))
        self.pool_table.setObjectName("limited-pool")
        _unsorted(self.pool_table)  # the pool sheet's order: by type, then collector number
        self.pool_editor = QPlainTextEdit()
        self.pool_editor.setObjectName("limited-pool-editor")
        self.pool_editor.setFont(_fixed_font(self))
        self.pool_editor.setPlaceholderText(
            "The pool the player opened on paper, one card a line as on the pool sheet "
            '("2x PR12", "1 Rainbow Dash, Hanging Out", "EO55")'
        )
        self.pool_editor.textChanged.connect(self._pool_typed)
        self.register_pool_button = QPushButton("&Register typed pool")
        self.register_pool_button.setObjectName("limited-register-pool")
        self.register_pool_button.clicked.connect(self.register_pool)
        self.pool_editor.installEventFilter(self)  # Ctrl+Enter registers the typed pool
        self.register_pool_button.setToolTip("Store the typed pool for the player (Ctrl+Enter)")
        open_pool = QPushButton("Open a &file…")
        open_pool.setToolTip("A pool typed into a text file, or a deck-list file")
        open_pool.clicked.connect(self._choose_pool_file)
        print_one = QPushButton("Print this player's &sheet…")
        print_one.clicked.connect(self._print_player_sheet)
        pool_buttons = QHBoxLayout()
        pool_buttons.addWidget(print_one)
        pool_buttons.addStretch(1)
        pool_buttons.addWidget(open_pool)
        pool_buttons.addWidget(self.register_pool_button)
        pool_tabs = QTabWidget()
        pool_tabs.addTab(self.pool_table, "Pool")
        typed = QWidget()
        typed_layout = QVBoxLayout(typed)
        typed_layout.setContentsMargins(0, 0, 0, 0)
        typed_layout.addWidget(self.pool_editor, 1)
        typed_layout.addLayout(pool_buttons)
        pool_tabs.addTab(typed, "Type a pool opened on paper")
        self.pool_tabs = pool_tabs

        self.deck_verdict = heading(QLabel(""), 1.1)
        self.deck_verdict.setObjectName("limited-deck-verdict")
        self.deck_verdict.setWordWrap(True)
        self.findings = RowTableModel(VIOLATION_COLUMNS, parent=self)
        self.findings_table = table_view(RowFilterProxy(self.findings))
        self.findings_table.setObjectName("limited-deck-findings")
        self.findings_table.setWordWrap(True)
        _unsorted(self.findings_table)
        deck_box = QGroupBox("Deck registered against the pool")
        deck_layout = QVBoxLayout(deck_box)
        deck_layout.addWidget(self.deck_verdict)
        deck_layout.addWidget(self.findings_table, 1)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.player_label)
        right_layout.addWidget(self.pool_state)
        right_split = QSplitter(Qt.Orientation.Vertical)
        right_split.addWidget(pool_tabs)
        right_split.addWidget(deck_box)
        right_split.setStretchFactor(0, 3)
        right_split.setStretchFactor(1, 2)
        right_layout.addWidget(right_split, 1)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([460, 700])
        return splitter

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # The text editor takes Ctrl+Enter for itself before any QShortcut sees it.
        if (
            watched is self.pool_editor
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.register_pool()
            return True
        if (
            watched is self.draft_pack_table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.take_chosen_card()
            return True
        return super().eventFilter(watched, event)

        # -- loading ---------------------------------------------------------------------------

    def _event_changed(self, *_args) -> None:
        self.pool_drafts.clear()
        self.current_id = None
        self.reload()

    def reload(self, *_args) -> None:
        """Read the event's limited setup, pods and pools again (after any change)."""
        if self.ctx.event_id is None:
            return
        from tourney.legality import load_formats

        with self.ctx.session() as session:
            event = self.ctx.event(session)
            fmt = load_formats().get(event.format_id)
            self.title.setText(f"Limited — {event.name}")
            if fmt is None or not fmt.limited:
                self.kind = ""
                self.summary.setText("")
                format_name = fmt.name if fmt is not None else event.format_id
                self.not_limited.setText(NOT_LIMITED.format(name=event.name, format=format_name))
                self.pages.setCurrentWidget(self.not_limited)
                return
            self.kind = fmt.pack_list or "sealed"
            self.pages.setCurrentWidget(self.tabs)
            self.pod_seed.setValue(event.seed or 0)
            self.pool_seed.setValue(event.seed or 0)
            self._load_packs(session, event, fmt)
            self._load_pods(session, event)
            self._load_draft(session, event)
            self._load_players(session, event)
        draft = self.kind == "draft"
        self.tabs.setTabVisible(self.tabs.indexOf(self.pods_tab), draft)
        self.tabs.setTabVisible(self.tabs.indexOf(self.draft_tab), draft)
        for column in (1, 2):  # Pod, Seat: a sealed event has none
            self.player_table.setColumnHidden(column, not draft)
        self._load_player(self.current_id)

    def _load_packs(self, session: Session, event: EventRow, fmt) -> None:
        from tourney.limited.event_pools import event_block, event_packs
        from tourney.limited.pools import LimitedSetupError

        sets = self._booster_sets()
        self.pack_model.set_names = sets
        chosen = self.add_set.currentData()
        self.add_set.clear()
        for code, name in sets.items():
            self.add_set.addItem(f"{code} — {name}", code)
        if chosen is not None:
            self.add_set.setCurrentIndex(max(self.add_set.findData(chosen), 0))
        table = event_block(event, fmt)
        self.block.blockSignals(True)
        self.block.clear()
        self.block.addItem("(choose the block)", None)
        for limited_table in fmt.limited_tables:
            self.block.addItem(limited_table.name, limited_table.block)
        self.block.setCurrentIndex(max(self.block.findData(table.block if table else None), 0))
        self.block.blockSignals(False)
        try:
            packs = event_packs(event, fmt)
            stored = True
        except LimitedSetupError:
            packs, stored = (), False
        self.pack_model.set_packs(packs)
        limited = (event.settings or {}).get("limited") or {}
        self.stored_setup = (limited.get("block"), list(packs)) if stored and limited else None
        self._show_provided(table)
        self._packs_edited()
        kind = "Sealed Deck" if self.kind == "sealed" else "Booster Draft"
        packs_text = ", ".join(f"{p.packs} {p.set_code}" for p in packs) or "no packs chosen yet"
        self.summary.setText(
            f"{kind} ({fmt.rule}) · block: {table.name if table else 'not chosen'} · "
            f"packs per player: {packs_text}"
        )

    def _booster_sets(self) -> dict[str, str]:
        catalog = self.ctx.catalog
        if catalog is None:
            return {}
        sets = sorted(
            (s for s in catalog.sets.values() if s.booster is not None),
            key=lambda s: (s.released is None, s.released, s.code),
        )
        return {s.code: s.name for s in sets}

    def _show_provided(self, table) -> None:
        if table is None:
            self.provided.setText("Choose the block to see its provided cards.")
            return
        manes = "; ".join(str(ref) for ref in table.provided_manes)
        problems = "; ".join(str(ref) for ref in table.provided_starting_problems)
        self.provided.setText(
            f"<b>Mane Characters:</b> {manes}<br><b>Starting Problems:</b> {problems}"
        )

    def _load_pods(self, session: Session, event: EventRow) -> None:
        from tourney.limited.sheets import pod_seating_sheet

        sheet = pod_seating_sheet(session, event, self.ctx.catalog)
        self.steps.set_rows(sheet.packs)
        self.steps_table.resizeRowsToContents()
        lines = []
        for pod in sheet.pods:
            size = len(pod.seats)
            for seat, name in enumerate(pod.seats, start=1):
                lines.append(
                    SeatLine(
                        pod.number,
                        seat,
                        name,
                        pod.seats[seat % size],  # seat k passes left to seat k + 1
                        pod.seats[(seat - 2) % size],
                    )
                )
        self.seats.set_rows(lines)
        if sheet.pods:
            sizes = ", ".join(f"pod {p.number}: {len(p.seats)}" for p in sheet.pods)
            same_pod = (event.settings or {}).get("same_pod_only", False)
            self.pods_state.setText(
                f"{len(sheet.pods)} pod{'s' if len(sheet.pods) != 1 else ''} ({sizes}). "
                + (
                    "Swiss rounds pair players within their pod."
                    if same_pod
                    else "Swiss rounds pair across pods."
                )
                + " Seat k passes left to seat k + 1; the last seat passes left to seat 1."
            )
        else:
            self.pods_state.setText(
                "No pods yet: Seat pods splits the players into pods of about the pod size "
                "(as equal as possible) and seats each at random from the seed."
            )

    def _load_draft(self, session: Session, event: EventRow) -> None:
        """The chosen pod's draft as stored: each seat, and the pack in front of each."""
        from tourney.limited.event_drafts import draft_row, load_draft
        from tourney.limited.pods import DRAFT_RULE
        from tourney.limited.seating import event_pods

        chosen = self.draft_pod.currentData()
        self.draft_pod.blockSignals(True)
        self.draft_pod.clear()
        for seated in event_pods(session, event):
            self.draft_pod.addItem(
                f"Pod {seated.number} ({len(seated.seats)} seats)", seated.number
            )
        self.draft_pod.setCurrentIndex(max(self.draft_pod.findData(chosen), 0))
        self.draft_pod.blockSignals(False)
        pod = self.draft_pod.currentData()
        catalog = self.ctx.catalog
        lines: list[DraftSeatLine] = []
        self.draft_packs = {}
        started = finished = False
        picks = 0
        if pod is None:
            state = "No pods yet: seat the players in the Draft pods tab first."
        elif catalog is None:
            state = "No card data: import it in Settings to open packs."
        elif draft_row(session, event, pod) is None:
            state = (
                f"Pod {pod}'s draft has not started. Start draft opens every seat's packs from "
                f"the seed ({self.pod_seed.value()}, Draft pods tab) and stores them; then "
                "record each card a player takes, or simulate picks."
            )
        else:
            simulated = draft_row(session, event, pod).simulated_seats
            try:
                draft = load_draft(session, event, pod, catalog)
            except ValueError as error:
                state = f"Cannot read pod {pod}'s draft: {error_text(error)}"
            else:
                started, finished, picks = True, draft.finished, len(draft.picks)
                shown = shown_names(session, event)
                for seat, registration in enumerate(draft.pod.seats, start=1):
                    taken = draft.chosen(seat)
                    lines.append(
                        DraftSeatLine(
                            seat,
                            shown[registration.id],
                            len(draft.picks_of(seat)),
                            f"{taken.number} {taken.name}" if taken else "",
                            len(draft.pack_at(seat)),
                            seat in simulated,
                        )
                    )
                    self.draft_packs[seat] = () if taken else draft.pack_at(seat)
                state = self._draft_state(draft, DRAFT_RULE)
        self.draft_state.setText(state)
        self.draft_seats.set_rows(lines)
        self.start_draft_button.setEnabled(pod is not None and not started)
        self.undo_pick_button.setEnabled(picks > 0)
        for button in (
            self.simulate_seat_button,
            self.simulate_rest_button,
            self.take_button,
            self.seat_simulated_button,
        ):
            button.setEnabled(started and not finished)
        self.draft_find.setEnabled(started and not finished)
        waiting = [line.seat for line in lines if not line.picked] if not finished else []
        # The seat shown if it still has to pick, else the next one round the table that does.
        start = self.draft_seat or 1
        self.draft_seat = min(waiting, key=lambda s: (s - start) % len(lines)) if waiting else None
        if self.draft_seat is None or not select_row_where(
            self.draft_seats_table, lambda line: line.seat == self.draft_seat
        ):
            self._show_draft_pack()

    def _draft_state(self, draft: Draft[RegistrationRow], rule: str) -> str:
        if draft.finished:
            return (
                f"Pod {draft.pod.number}'s draft is over ({len(draft.picks)} picks): every "
                "player's picks are registered as their pool (Pools and decks tab)."
            )
        set_code = draft.packs[0][draft.pack_number - 1].set_code
        set_name = self._booster_sets().get(set_code, set_code)
        waiting = len(draft.waiting())
        return (
            f"Pack {draft.pack_number} of {draft.pack_count} ({set_name}) · pick "
            f"{draft.pick_number} · passing {str(draft.direction).upper()} ({rule}) · "
            f"{waiting} seat{'s' if waiting != 1 else ''} still to pick"
        )

    def _draft_pod_chosen(self) -> None:
        self.draft_seat = None
        self.reload()

    def _draft_seat_chosen(self, current, _previous) -> None:
        line = self.draft_seats_table.model().data(current, ROW_ROLE) if current.isValid() else None
        if line is not None:
            self.draft_seat = line.seat
        self._show_draft_pack()

    def _show_draft_pack(self) -> None:
        seat = self.draft_seat
        line = next((s for s in self.draft_seats.rows if s.seat == seat), None)
        self.seat_simulated_button.setChecked(line is not None and line.simulated)
        self.draft_pack.set_rows(self.draft_packs.get(seat, ()) if line is not None else ())
        if line is None:
            self.pack_label.setText("")
        elif line.picked:
            self.pack_label.setText(
                f"Seat {seat} ({line.player}) took {line.picked}; the packs pass once every "
                "seat has picked."
            )
        else:
            self.pack_label.setText(
                f"Seat {seat} ({line.player}): the pack in front of them, {line.cards} cards. "
                "Choose the card they took and press Enter."
            )
        self._select_first_card()

    def _draft_find_typed(self, text: str) -> None:
        self.draft_pack_proxy.setFilterFixedString(text)
        self._select_first_card()

    def _select_first_card(self) -> None:
        """The card whose number is typed exactly (PR12 before PR120), else the first shown."""
        typed = self.draft_find.text().strip().casefold()
        if (
            not select_row_where(
                self.draft_pack_table, lambda card: card.number.casefold() == typed
            )
            and self.draft_pack_proxy.rowCount()
        ):
            self.draft_pack_table.selectRow(0)

    def _load_players(self, session: Session, event: EventRow) -> None:
        shown = shown_names(session, event)  # players sharing a name carry their number
        lines = [self._player_line(r, shown[r.id]) for r in registrations_of(session, event)]
        self.players.set_rows(lines)
        missing = sum(1 for line in lines if not line.pool_source and not line.dropped)
        self.generate_button.setText(
            f"&Generate {missing} missing pool{'' if missing == 1 else 's'}"
            if missing
            else "Every player has a pool"
        )
        self.generate_button.setEnabled(missing > 0)

    def _player_line(self, registration: RegistrationRow, name: str) -> LimitedPlayerLine:
        from tourney.limited.event_pools import check_limited_deck, registration_pool

        cards = 0
        deck = ""
        catalog = self.ctx.catalog
        if registration.pool and catalog is not None:
            try:
                cards = sum(registration_pool(registration, catalog).values())
            except ValueError:
                cards = 0
        if registration.deck_list and catalog is not None:
            try:
                report = check_limited_deck(registration, catalog).report
                penalty = report.recommended_penalty
                deck = str(penalty) if penalty else "legal"
            except ValueError:  # no pool yet, or a list that is no deck list at all
                deck = "not checked" if registration.pool else "no pool"
        return LimitedPlayerLine(
            registration.id,
            name,
            registration.pod,
            registration.seat,
            registration.pool_source,
            cards,
            deck,
            registration.dropped_at is not None,
        )

    # -- one player's pool and deck -------------------------------------------------------

    def select_player(self, registration_id: int) -> bool:
        if not select_row_where(
            self.player_table, lambda line: line.registration_id == registration_id
        ):
            return False
        self._load_player(registration_id)
        return True

    def _player_chosen(self, current, _previous) -> None:
        line = self.players_proxy.row_at(current) if current.isValid() else None
        self._load_player(line.registration_id if line is not None else None)

    def _load_player(self, registration_id: int | None) -> None:
        from tourney.limited.event_pools import check_limited_deck
        from tourney.limited.sheets import pool_sheet

        self.current_id = registration_id
        self.register_pool_button.setEnabled(registration_id is not None)
        if registration_id is None or not self.kind or self.ctx.catalog is None:
            self.player_label.setText("Choose a player on the left")
            self.pool_state.setText("")
            self.pool.set_rows([])
            self._show_deck("", "muted", [])
            self._set_pool_editor("")
            return
        catalog = self.ctx.catalog
        with self.ctx.session() as session:
            registration = session.get(RegistrationRow, registration_id)
            if registration is None:
                self._load_player(None)
                return
            name = shown_name(session, registration)
            self.player_label.setText(name)
            sheet = pool_sheet(registration, catalog)
            self.pool.set_rows(sheet.lines)
            if sheet.source:
                seat = (
                    f" Pod {registration.pod}, seat {registration.seat}."
                    if registration.pod
                    else ""
                )
                self.pool_state.setText(
                    f"Pool: {sheet.total} cards, {sheet.source}.{seat} Typing a pool replaces "
                    "it; the old one stays in the audit trail."
                )
            else:
                self.pool_state.setText(
                    "No pool registered yet: generate one, or type the pool the player opened "
                    "(tab Type a pool opened on paper)."
                )
            if not registration.deck_list:
                self._show_deck(
                    f"{name} has not handed in a deck list: type it in the Decks screen, which "
                    "checks it against this pool as you type.",
                    "muted",
                    [],
                )
            elif not registration.pool:
                self._show_deck(
                    f"{name}'s deck cannot be checked before the pool is registered (Limited "
                    "Play: Limited Deck Construction).",
                    "warn",
                    [],
                )
            else:
                try:
                    report = check_limited_deck(registration, catalog).report
                except ValueError as error:
                    self._show_deck(f"Cannot check the deck: {error_text(error)}", "bad", [])
                else:
                    findings = list(report.violations) + [
                        Violation(f"Deck list ({p.problem_class})", p.message, p.cards)
                        for p in report.deck_list_problems
                    ]
                    penalty = report.recommended_penalty
                    if report.legal and penalty is None:
                        self._show_deck("Legal: the deck is built from the pool.", "good", [])
                    elif report.legal:
                        self._show_deck(f"Legal, but the list draws a {penalty}", "warn", findings)
                    else:
                        self._show_deck(
                            f"Invalid deck: recommended penalty {penalty} (floor rules, Deck "
                            "Lists)",
                            "bad",
                            findings,
                        )
        self._set_pool_editor(self.pool_drafts.get(registration_id, ""))

    def _show_deck(self, text: str, meaning: str, findings: list[Violation]) -> None:
        self.deck_verdict.setText(text)
        self.deck_verdict.setStyleSheet(f"color: {css(meaning)};")
        self.findings.set_rows(findings)
        self.findings_table.resizeRowsToContents()
        self.findings_table.setVisible(bool(findings))

    def _set_pool_editor(self, text: str) -> None:
        self.pool_editor.blockSignals(True)
        self.pool_editor.setPlainText(text)
        self.pool_editor.blockSignals(False)

    def _pool_typed(self) -> None:
        if self.current_id is not None:
            self.pool_drafts[self.current_id] = self.pool_editor.toPlainText()

    # -- actions ---------------------------------------------------------------------------

    def _act(self, doing: str, action: Callable[[Session], str | None]) -> bool:
        """Run ``action`` in one session as the acting staff member; say what happened or why
        it was refused (the input stays where it was)."""
        try:
            with self.ctx.session() as session:
                said = action(session)
        except Exception as error:  # noqa: BLE001 - every refusal is shown, nothing is lost
            self.message.say(f"{doing}: {error_text(error)}", "bad")
            return False
        if said:
            self.message.say(said, "good")
        self.ctx.data_changed.emit()
        return True

    def _block_chosen(self) -> None:
        self._show_recommended()

    def _show_recommended(self) -> None:
        """Put the chosen block's recommended packs in the list (not stored yet)."""
        from tourney.legality import load_formats
        from tourney.limited.pools import recommended_packs

        block = self.block.currentData()
        if block is None or not self.kind:
            return
        with self.ctx.session() as session:
            fmt = load_formats()[self.ctx.event(session).format_id]
        table = fmt.tables_by_block[block]
        self.pack_model.set_packs(recommended_packs(table, self.kind))
        self._show_provided(table)
        self._packs_edited()

    def _packs_edited(self, *_args) -> None:
        from tourney.limited.pools import pack_list_warnings

        packs = self.pack_model.packs()
        saved = self.stored_setup == (self.block.currentData(), packs)
        self.pack_total.setText(
            f"{self.pack_model.total()} packs per player"
            + (" (opened most recent set first)" if self.kind == "draft" else "")
            + ("" if saved else " · not saved yet: Save pack list stores it")
        )
        warnings = pack_list_warnings(packs, self.kind) if self.kind and packs else []
        if not packs:
            warnings = ["The pack list is empty: choose the block or add packs."]
        self.pack_warnings.setText("\n".join(f"⚠ {w}" for w in warnings))
        self.pack_warnings.setStyleSheet(f"color: {css('warn')};")

    def _add_pack(self) -> None:
        code = self.add_set.currentData()
        if code:
            self.pack_model.add_set(code)

    def _remove_pack(self) -> None:
        index = self.pack_table.currentIndex()
        if index.isValid():
            self.pack_model.remove_row(index.row())

    def store_packs(self) -> bool:
        """Store the block and the pack list shown (``set_event_packs``)."""
        from tourney.limited.event_pools import set_event_packs

        block = self.block.currentData()
        packs = self.pack_model.packs()
        catalog = self.ctx.catalog

        def action(session: Session) -> str:
            event = self.ctx.event(session)
            by = self.ctx.operator(session)
            warnings = set_event_packs(
                session, event, by=by, block=block, packs=packs, catalog=catalog
            )
            listed = ", ".join(f"{p.packs} {p.set_code}" for p in packs)
            return f"Pack list stored: {listed}." + "".join(f" Warning: {w}" for w in warnings)

        return self._act("Could not store the pack list", action)

    def seat_pods(self) -> bool:
        from tourney.limited.seating import assign_pods

        size, seed = self.pod_size.value(), self.pod_seed.value()

        def action(session: Session) -> str:
            event = self.ctx.event(session)
            pods = assign_pods(
                session, event, pod_size=size, seed=seed, by=self.ctx.operator(session)
            )
            return (
                f"{len(pods)} pod{'s' if len(pods) != 1 else ''} seated (seed {seed}): "
                + ", ".join(f"pod {p.number} has {len(p.seats)}" for p in pods)
                + "."
            )

        return self._act("Could not seat the pods", action)

    def _in_background(
        self, title: str, work: Callable[[Session], str], *, changes: bool = True
    ) -> Task | None:
        """Run ``work`` in its own session off the GUI thread, behind a progress dialog; what
        it returns is said when it is done, and ``changes`` tells the other screens to reload."""
        if self.task is not None:
            self.message.say(f"Wait for {self.task.title.lower()} to finish first.", "warn")
            return None
        ctx = self.ctx

        def run(control: TaskControl) -> str:
            control.progress(0, 0, title)
            with ctx.session() as session:
                return work(session)

        self.task = run_with_progress(self, title, run, cancellable=False)
        self.task.succeeded.connect(lambda said: self._background_done(said, changes))
        self.task.failed.connect(
            lambda error: self.message.say(f"{title}: {error_text(error)}", "bad")
        )
        self.task.finished.connect(self._task_finished)
        return self.task

    def _background_done(self, said: str, changes: bool) -> None:
        self.message.say(said, "good")
        if changes:
            self.ctx.data_changed.emit()

    def _task_finished(self) -> None:
        self.task = None

    def generate(self) -> Task | None:
        """Generate every active player's missing pool from the seed, off the GUI thread."""
        from tourney.limited.event_pools import generate_pools

        ctx, seed, catalog = self.ctx, self.pool_seed.value(), self.ctx.catalog
        if catalog is None:
            self.message.say("No card data: import it in Settings to open packs.", "bad")
            return None

        def work(session: Session) -> str:
            event = ctx.event(session)
            opened = generate_pools(session, event, catalog, seed=seed, by=ctx.operator(session))
            return f"{len(opened)} pool{'s' if len(opened) != 1 else ''} generated (seed {seed})."

        return self._in_background("Generating pools", work)

    def practice_draft(self) -> Task | None:
        """Finish every seated pod's draft with simulated picks (picks entered stay) and register
        the drafted pools."""
        from tourney.limited.event_drafts import simulate_event_draft

        ctx, seed, catalog = self.ctx, self.pod_seed.value(), self.ctx.catalog
        if catalog is None:
            self.message.say("No card data: import it in Settings to open packs.", "bad")
            return None

        def work(session: Session) -> str:
            event = ctx.event(session)
            drafts = simulate_event_draft(
                session, event, catalog, seed=seed, by=ctx.operator(session)
            )
            players = sum(len(d.pod.seats) for d in drafts)
            return (
                f"Practice draft done in {len(drafts)} pod{'s' if len(drafts) != 1 else ''}: "
                f"{players} drafted pools registered."
            )

        return self._in_background("Practice draft", work)

    def start_draft(self) -> bool:
        """Open the chosen pod's packs from the seed and store the draft (``start_draft``)."""
        from tourney.limited.event_drafts import start_draft

        pod, seed, catalog = self.draft_pod.currentData(), self.pod_seed.value(), self.ctx.catalog
        if pod is None or catalog is None:
            self.message.say("Seat the pods (and import the card data) first.", "warn")
            return False

        def action(session: Session) -> str:
            event = self.ctx.event(session)
            draft = start_draft(
                session, event, catalog, pod=pod, seed=seed, by=self.ctx.operator(session)
            )
            packs = ", ".join(p.set_code for p in draft.packs[0])
            return f"Pod {pod}'s draft started (seed {seed}): packs {packs}."

        self.draft_seat = None
        return self._act("Could not start the draft", action)

    def take_chosen_card(self) -> bool:
        """Record that the chosen seat took the card chosen in its pack."""
        card = selected_row(self.draft_pack_table)
        if self.draft_seat is None or card is None:
            self.message.say("Choose the seat and the card it took first.", "warn")
            return False
        return self.record_draft_pick(self.draft_seat, card)

    def record_draft_pick(self, seat: int, card: Card) -> bool:
        """Store ``card`` as the pick of ``seat`` (``record_pick``); the next seat still to
        pick is shown."""
        from tourney.limited.event_drafts import load_draft, picks_for_seats, record_pick

        pod, catalog = self.draft_pod.currentData(), self.ctx.catalog
        if pod is None or catalog is None:
            return False

        def action(session: Session) -> str:
            event = self.ctx.event(session)
            made, *following = record_pick(
                session,
                event,
                catalog,
                pod=pod,
                seat=seat,
                card=card,
                by=self.ctx.operator(session),
            )
            draft = load_draft(session, event, pod, catalog)
            self.draft_seat = draft.pod.left_of(seat)  # then the next seat still to pick
            player = shown_name(session, draft.pod.seats[seat - 1])
            said = (
                f"Pod {pod}, pack {made.pack} pick {made.pick}: seat {seat} ({player}) took "
                f"{made.card.number} {made.card.name}."
            )
            if following:
                said += f" {picks_for_seats(following)}."
            if draft.finished:
                said += f" The draft is over: {len(draft.pod.seats)} drafted pools registered."
            return said

        if not self._act("Could not record the pick", action):
            return False
        self.draft_find.clear()
        return True

    def undo_pick(self) -> bool:
        """Take back the chosen pod's last pick (``undo_pick``); every other pick stays."""
        from tourney.limited.event_drafts import picks_for_seats, undo_pick

        pod, catalog = self.draft_pod.currentData(), self.ctx.catalog
        if pod is None or catalog is None:
            return False

        def action(session: Session) -> str:
            undone, *following = undo_pick(
                session, self.ctx.event(session), catalog, pod=pod, by=self.ctx.operator(session)
            )
            self.draft_seat = undone.seat  # show the seat to pick again
            also = f", and {picks_for_seats(following)}" if following else ""
            return (
                f"Undone: seat {undone.seat}'s pack {undone.pack} pick {undone.pick} "
                f"({undone.card.number} {undone.card.name}){also}; the other picks stay."
            )

        return self._act("Could not undo the pick", action)

    def _simulate_chosen_seat(self) -> None:
        if self.draft_seat is not None:
            self.simulate_seat(self.draft_seat)

    def simulate_seat(self, seat: int) -> bool:
        """The simulated drafter makes ``seat``'s pick this turn."""
        from tourney.limited.event_drafts import simulate_picks

        pod, catalog = self.draft_pod.currentData(), self.ctx.catalog
        if pod is None or catalog is None:
            return False

        def action(session: Session) -> str:
            made = simulate_picks(
                session,
                self.ctx.event(session),
                catalog,
                pod=pod,
                seats=[seat],
                by=self.ctx.operator(session),
            )
            if not made:
                return f"Seat {seat} has picked already this turn."
            return f"Seat {seat} took {made[0].card.number} {made[0].card.name} (simulated)."

        return self._act("Could not simulate the pick", action)

    def _toggle_chosen_seat(self, checked: bool) -> None:
        if self.draft_seat is None or not self.set_seat_simulated(self.draft_seat, checked):
            self.reload()  # the button shows the seat as stored

    def set_seat_simulated(self, seat: int, simulated: bool) -> bool:
        """Set ``seat`` to always simulate, or back to a person (``set_seat_simulated``); a seat
        set to simulate that has not picked this turn picks at once."""
        from tourney.limited.event_drafts import picks_for_seats, set_seat_simulated

        pod, catalog = self.draft_pod.currentData(), self.ctx.catalog
        if pod is None or catalog is None:
            return False

        def action(session: Session) -> str:
            made = set_seat_simulated(
                session,
                self.ctx.event(session),
                catalog,
                pod=pod,
                seat=seat,
                simulated=simulated,
                by=self.ctx.operator(session),
            )
            if not simulated:
                return f"Seat {seat}'s picks are entered by a person again."
            said = f"Seat {seat} is simulated: its picks follow each pick entered."
            return f"{said} {picks_for_seats(made)}." if made else said

        return self._act("Could not change the seat", action)

    def simulate_rest(self) -> Task | None:
        """Every pick not entered in the chosen pod, made by the simulated drafter, off the GUI
        thread; the drafted pools are registered."""
        from tourney.limited.event_drafts import simulate_picks

        ctx, pod, catalog = self.ctx, self.draft_pod.currentData(), self.ctx.catalog
        if pod is None or catalog is None:
            self.message.say("Start the draft first.", "warn")
            return None

        def work(session: Session) -> str:
            made = simulate_picks(
                session, ctx.event(session), catalog, pod=pod, by=ctx.operator(session)
            )
            return (
                f"Pod {pod}: {len(made)} picks simulated; the draft is over and the drafted "
                "pools are registered."
            )

        return self._in_background("Simulating the draft", work)

    def register_pool(self) -> bool:
        """Register the typed pool for the chosen player (``store_pool``, opened on paper)."""
        from tourney.limited.event_pools import PoolSource, store_pool

        registration_id, text = self.current_id, self.pool_editor.toPlainText()
        catalog = self.ctx.catalog
        if registration_id is None or catalog is None:
            self.message.say("Choose a player first.", "warn")
            return False
        if not text.strip():
            self.message.say("Type the pool first, one card a line.", "warn")
            return False

        def action(session: Session) -> str:
            registration = session.get(RegistrationRow, registration_id)
            reading = store_pool(
                session,
                registration,
                text,
                source=PoolSource.OPENED,
                by=self.ctx.operator(session),
                catalog=catalog,
            )
            notes = "".join(f" Note: {note}" for note in reading.notes)
            cards = sum(reading.pool.values())
            return f"{shown_name(session, registration)}'s pool registered: {cards} cards.{notes}"

        if not self._act("Could not register the pool", action):
            return False
        self.pool_drafts.pop(registration_id, None)
        self._set_pool_editor("")
        self.pool_tabs.setCurrentIndex(0)
        return True

    def _choose_pool_file(self) -> None:
        path = choose_list_file(self, "Open a pool")
        if path:
            self.open_pool_file(path)

    def open_pool_file(self, path: Path) -> bool:
        """Put a pool file's text in the editor, to check and register (not stored yet)."""
        from tourney.decks import DeckReadError, deck_file_text

        if self.current_id is None:
            self.message.say("Choose a player first.", "warn")
            return False
        try:
            text = deck_file_text(path)
        except DeckReadError as error:
            self.message.say(f"Could not open the pool: {error_text(error)}", "bad")
            return False
        self.pool_editor.setPlainText(text)  # kept as the player's typed draft
        self.pool_tabs.setCurrentIndex(1)
        self.message.say(f"Opened {path.name}: check it, then Register typed pool.", "good")
        return True

    # -- printing --------------------------------------------------------------------------

    def _print_player_sheet(self) -> None:
        line = selected_row(self.player_table)
        if line is None:
            self.message.say("Choose a player first.", "warn")
            return
        self.print_document("poolsheet", player=line.registration_id)  # one of a shared name

    def print_document(
        self, document: str, path: Path | None = None, **options: Any
    ) -> Task | None:
        """Write ``document`` (``pods`` or ``poolsheet``) as a PDF off the GUI thread (every
        player's pool sheet takes a few seconds); asks where to save unless ``path`` is given."""
        return print_document(
            self,
            self.ctx,
            self.message,
            document,
            path=path,
            open_when_done=path is None,
            catalog=self.ctx.catalog,
            **options,
        )
