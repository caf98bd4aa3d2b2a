"""The standings screen: rank, record, points and every figure of the event's tiebreaker chain,
after any round, with what separated each player from the one ranked just above."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.collation import collation_key
from tourney.events.matches import rounds_of
from tourney.events.model import EventStatus, RoundKind
from tourney.events.naming import shown_names
from tourney.events.staff import RUNS_EVENT
from tourney.events.standings_basis import SAID, set_bye_basis
from tourney.events.swiss_link import event_standings, standings_rules
from tourney.gui.context import AppContext
from tourney.gui.printouts import print_button, print_document
from tourney.gui.rounds.common import fit_columns
from tourney.gui.rounds.dialogs import ReasonDialog
from tourney.gui.tasks import Task
from tourney.gui.theme import css
from tourney.gui.widgets import MessageLine, ReloadingScreen, search_box
from tourney.swiss.model import MLP_SCORING
from tourney.swiss.standings import ByeBasis, Standing, Tiebreaker, figure_text

Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
DROPPED_ROLE = Qt.ItemDataRole.UserRole + 2
FIXED = ("Rank", "Player", "Record", "Points")

TIEBREAKER_HELP = {
    Tiebreaker.OPPONENTS_MATCH_WIN: "Average match-win % of the player's opponents, each at "
    "least 33.33 %; byes left out",
    Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN: "Average of the opponents' own OMW %",
    Tiebreaker.HEAD_TO_HEAD: "Wins minus losses against the players still tied",
    Tiebreaker.BUCHHOLZ: "Sum of the opponents' match points",
    Tiebreaker.RANDOM: "A seeded random draw, the same every time for this event",
}
SHORT_NAMES = {
    Tiebreaker.OPPONENTS_MATCH_WIN: "OMW %",
    Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN: "OOMW %",
    Tiebreaker.HEAD_TO_HEAD: "Head-to-head",
    Tiebreaker.BUCHHOLZ: "Buchholz",
    Tiebreaker.RANDOM: "Random",
    Tiebreaker.MATCH_POINTS: "Points",
}


class StandingsModel(QAbstractTableModel):
    """One row per player; the columns after Points are the event's tiebreaker chain, then
    the criterion that placed the player below the one above, then whether they dropped."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Standing] = []
        self._chain: list[Tiebreaker] = []
        self._cells: list[list[tuple[str, object]]] = []
        self._names: dict[int, str] = {}

    @property
    def chain(self) -> list[Tiebreaker]:
        return list(self._chain)

    def set_standings(
        self, rows: list[Standing], chain: list[Tiebreaker], names: dict[int, str] | None = None
    ) -> None:
        """``names``: registration id -> name as shown (``shown_names``)."""
        self.beginResetModel()
        self._rows = list(rows)
        self._names = names or {}
        self._chain = [t for t in chain if t is not Tiebreaker.MATCH_POINTS]
        columns = range(len(FIXED) + len(self._chain) + 2)
        # Worked out once: sorting and sizing ask for each cell many times.
        self._cells = [[self._cell(row, c) for c in columns] for row in self._rows]
        self.endResetModel()

    def standing_at(self, row: int) -> Standing:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt API
        return 0 if parent.isValid() else len(FIXED) + len(self._chain) + 2

    def headerData(  # noqa: N802 - Qt API
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        tiebreaker = self._tiebreaker(section)
        if role == Qt.ItemDataRole.DisplayRole:
            if section < len(FIXED):
                return FIXED[section]
            if tiebreaker is not None:
                return SHORT_NAMES[tiebreaker]
            return (
                "Below the one above by" if section == len(FIXED) + len(self._chain) else "Dropped"
            )
        if role == Qt.ItemDataRole.ToolTipRole and tiebreaker is not None:
            return f"{tiebreaker}: {TIEBREAKER_HELP.get(tiebreaker, '')}"
        return None

    def _tiebreaker(self, column: int) -> Tiebreaker | None:
        k = column - len(FIXED)
        return self._chain[k] if 0 <= k < len(self._chain) else None

    def _cell(self, row: Standing, column: int) -> tuple[str, object]:
        """A cell's text and its sort value (numbers, so the proxy sorts in C++)."""
        tiebreaker = self._tiebreaker(column)
        if column == 0:
            return str(row.rank), row.rank
        if column == 1:
            name = self._names.get(row.player.id, row.player.name)
            return name, collation_key(name)
        if column == 2:
            return row.record, (row.wins + row.byes) * 10_000 - row.losses * 100 + row.draws
        if column == 3:
            return str(row.points), row.points
        if tiebreaker is not None:
            figure = row.figures.get(tiebreaker)
            return figure_text(tiebreaker, figure), float(figure) if figure is not None else -1.0
        if column == len(FIXED) + len(self._chain):
            below = row.below_above_by
            text = SHORT_NAMES[below] if below is not None else ""
            return text, text
        return ("dropped" if row.dropped else ""), int(row.dropped)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[row][column][0]
        if role == SORT_ROLE:
            return self._cells[row][column][1]
        if role == DROPPED_ROLE:
            return self._rows[row].dropped
        if role == Qt.ItemDataRole.TextAlignmentRole and (
            column in (0, 3) or self._tiebreaker(column) is not None
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class StandingsProxy(QSortFilterProxyModel):
    """Sorts by the figures (not their text) and filters by player name; can hide drops."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.show_dropped = True

    def set_show_dropped(self, show: bool) -> None:
        self.beginFilterChange()
        self.show_dropped = show
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        index = self.sourceModel().index(source_row, 0, source_parent)
        if not self.show_dropped and index.data(DROPPED_ROLE):
            return False
        return super().filterAcceptsRow(source_row, source_parent)


class StandingsScreen(ReloadingScreen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.model = StandingsModel(self)
        self.proxy = StandingsProxy(self)
        self.proxy.setSourceModel(self.model)
        self.after_round: int | None = None

        self.round_box = QComboBox()
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.find_box = search_box(self, "Find a player", self.proxy.setFilterFixedString)
        self.dropped_box = QCheckBox("Show dropped players")
        self.dropped_box.setChecked(True)
        self.dropped_box.toggled.connect(self.proxy.set_show_dropped)
        self.chain_label = QLabel()
        self.chain_label.setWordWrap(True)
        # How a bye counts in the player's own match-win % (organizer or head judge, audited).
        self.bye_box = QComboBox()
        for basis, text in SAID.items():
            self.bye_box.addItem(text, basis)
        self.bye_box.setToolTip(
            "The floor rules set no tiebreakers; MTG's tournament rules count a bye as a match "
            "won. The organizer or head judge may change it until the event finishes (audited)."
        )
        self.bye_box.activated.connect(self._bye_basis_chosen)
        self.bye_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.bye_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.message = MessageLine()

        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        fit_columns(self.view, stretch=(1,))

        top = QHBoxLayout()
        label = QLabel("&After")
        label.setBuddy(self.round_box)
        top.addWidget(label)
        top.addWidget(self.round_box)
        top.addWidget(self.find_box, 1)
        top.addWidget(self.dropped_box)
        bye_label = QLabel("A &bye")
        bye_label.setBuddy(self.bye_box)
        top.addWidget(bye_label)
        top.addWidget(self.bye_box)
        self.print_button = print_button(
            self,
            [
                ("Standings", lambda: self.print()),
                ("Standings for the wall (large print)", lambda: self.print(wall=True)),
            ],
        )
        top.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.chain_label)
        layout.addWidget(self.message)
        layout.addWidget(self.view, 1)

        self.finished = False
        ctx.data_changed.connect(self._data_changed)
        ctx.event_changed.connect(self._event_changed)
        ctx.operator_changed.connect(lambda _id: self._update_bye_box())
        self.reload_if_stale()

    def _event_changed(self, _event_id: object) -> None:
        self.after_round = None
        self._data_changed()

    def _round_chosen(self, _index: int) -> None:
        number = self.round_box.currentData()
        if number is not None and number != self.after_round:
            self.after_round = number
            self.reload()

    def reload(self) -> None:
        if self.ctx.event_id is None:
            self.model.set_standings([], [])
            return
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            numbers = [r.number for r in rounds_of(session, event) if r.kind == RoundKind.SWISS]
            if self.after_round not in numbers:
                self.after_round = numbers[-1] if numbers else None
            self.round_box.blockSignals(True)
            self.round_box.clear()
            for number in numbers:
                self.round_box.addItem(f"round {number}", number)
            if self.after_round is not None:
                self.round_box.setCurrentIndex(self.round_box.findData(self.after_round))
            self.round_box.blockSignals(False)
            rules = standings_rules(event)
            rows = event_standings(session, event, self.after_round) if numbers else []
            names = shown_names(session, event)
            finished = event.status == EventStatus.FINISHED
        self.bye_box.setCurrentIndex(self.bye_box.findData(rules.byes))
        self.finished = finished
        self._update_bye_box()
        self.model.set_standings(rows, list(rules.tiebreakers), names)
        chain = " → ".join(str(t) for t in rules.tiebreakers)
        points = MLP_SCORING
        from tourney.printing.standings import basis_text  # the printouts' own words

        self.chain_label.setText(
            f"Ranked by {chain}. Scoring (floor rules, Scoring): win {points.win}, loss "
            f"{points.loss}, draw {points.draw}, bye {points.bye}. {basis_text(rules)}"
        )
        self.chain_label.setStyleSheet(f"color: {css('muted')};")
        if not numbers:
            self.message.say("No Swiss round has been paired yet.", "muted")
        else:
            self.message.setText("")

    def _update_bye_box(self) -> None:
        """Only the organizer and head judge change it, and not once the event finished."""
        self.bye_box.setEnabled(not self.finished and self.ctx.operator_role() in RUNS_EVENT)

    def _bye_basis_chosen(self, _index: int) -> None:
        basis = self.bye_box.currentData()
        dialog = ReasonDialog(
            f"A bye {SAID[basis]}",
            f"From now on a bye {_in_own(basis)}, in every standings and printout of this "
            "event (standings already printed used the old way). The audit trail records the "
            "change.",
            self,
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_bye_basis(basis, dialog.reason.text().strip())
        else:
            self.reload()  # the box shows the event's basis again

    def set_bye_basis(self, basis: ByeBasis, why: str) -> bool:
        try:
            with self.ctx.session() as session:
                set_bye_basis(
                    session, self.ctx.event(session), basis, by=self.ctx.operator(session), why=why
                )
        except Exception as error:  # noqa: BLE001 - the domain's refusal is shown as it is
            self.reload()
            self.message.refuse(error)
            return False
        self.ctx.data_changed.emit()
        self.reload()
        self.message.say(f"A bye now {_in_own(basis)}.", "good")
        return True

    def print(self, path: Path | None = None, *, wall: bool = False) -> Task | None:
        """The standings after the round chosen, as a PDF; ``wall``: large print, read from a
        metre away, as the pairings for the wall."""
        return print_document(
            self,
            self.ctx,
            self.message,
            "standings",
            round_number=self.after_round,
            path=path,
            open_when_done=path is None,
            **({"wall": True} if wall else {}),
        )


def _in_own(basis: ByeBasis) -> str:
    """ "counts as a match won in the player's own match-win %", "is left out of ..."."""
    return f"{SAID[basis]} {'in' if basis is ByeBasis.WON else 'of'} the player's own match-win %"
