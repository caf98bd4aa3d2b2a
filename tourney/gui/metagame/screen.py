"""The Metagame screen: Mane Characters and colours of the registered lists as bar charts, and
after a Swiss round the main Manes' matchup table; recomputed whenever the event changes (a
list registered or changed, a result entered), and printable (``tourney.printing.metagame``)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from tourney.events.metagame import COLOUR_HEX, Metagame, Share, event_metagame
from tourney.gui.context import AppContext
from tourney.gui.metagame.charts import Bar, BarChart
from tourney.gui.printouts import print_button, print_document
from tourney.gui.theme import heading
from tourney.gui.widgets import MessageLine, ReloadingScreen

MANE_BARS = 12  # the rest are summed in one bar
MANE_COLOUR = "#5b6fb5"
OTHERS_COLOUR = "#9a9aa8"


def mane_bars(shares: list[Share]) -> list[Bar]:
    shown = shares if len(shares) <= MANE_BARS else shares[: MANE_BARS - 1]
    bars = [Bar(s.label, s.count, s.share, QColor(MANE_COLOUR)) for s in shown]
    rest = shares[len(shown) :]
    if rest:
        bars.append(
            Bar(
                f"{len(rest)} others",
                sum(s.count for s in rest),
                sum(s.share for s in rest),
                QColor(OTHERS_COLOUR),
            )
        )
    return bars


def colour_bars(shares: list[Share]) -> list[Bar]:
    return [
        Bar(s.label, s.count, s.share, QColor(COLOUR_HEX.get(s.label.lower(), MANE_COLOUR)))
        for s in shares
    ]


class MetagameScreen(ReloadingScreen):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.figures: Metagame | None = None
        self.message = MessageLine()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.manes = BarChart()
        self.manes.setObjectName("mane-chart")
        self.colours = BarChart()
        self.colours.setObjectName("colour-chart")
        self.matchups = QTableWidget()
        self.matchups.setObjectName("matchups")
        self.matchups.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.matchup_note = QLabel()
        self.matchup_note.setWordWrap(True)

        mane_box = QGroupBox("Mane Characters")
        mane_scroll = QScrollArea()
        mane_scroll.setWidgetResizable(True)
        mane_scroll.setWidget(self.manes)
        QVBoxLayout(mane_box).addWidget(mane_scroll)
        colour_box = QGroupBox("Colours (a deck counts for each colour it plays, 203.1a)")
        colour_layout = QVBoxLayout(colour_box)
        colour_layout.addWidget(self.colours)
        colour_layout.addStretch(1)
        charts = QHBoxLayout()
        charts.addWidget(mane_box, 3)
        charts.addWidget(colour_box, 2)
        matchup_box = QGroupBox("Matchups of the main Mane Characters (Swiss rounds)")
        matchup_layout = QVBoxLayout(matchup_box)
        matchup_layout.addWidget(self.matchup_note)
        matchup_layout.addWidget(self.matchups, 1)

        title_row = QHBoxLayout()
        title_row.addWidget(heading(QLabel("Metagame")))
        title_row.addStretch(1)
        title_row.addWidget(print_button(self, [("Metagame", self.print_sheet)]))
        layout = QVBoxLayout(self)
        layout.addLayout(title_row)
        layout.addWidget(self.summary)
        layout.addLayout(charts, 5)
        layout.addWidget(matchup_box, 4)
        layout.addWidget(self.message)
        ctx.data_changed.connect(self._data_changed)
        ctx.event_changed.connect(lambda _id: self._data_changed())
        ctx.catalog_changed.connect(self._data_changed)

    def reload(self) -> None:
        if self.ctx.catalog is None or self.ctx.event_id is None:
            self.summary.setText("Import the card data and open an event to see its metagame.")
            return
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            self.figures = figures = event_metagame(session, event, self.ctx.catalog)
            name = event.name
        self.manes.set_bars(mane_bars(figures.manes))
        self.colours.set_bars(colour_bars(figures.colours))
        lists = f"{figures.total} registered deck list{'' if figures.total == 1 else 's'}"
        rounds = (
            f", {figures.swiss_rounds} Swiss round{'' if figures.swiss_rounds == 1 else 's'}"
            if figures.swiss_rounds
            else ""
        )
        top = figures.manes[0] if figures.manes else None
        most = f" Most played: {top.label} ({top.count}, {top.share:.0%})." if top else ""
        unread = (
            f" Lists without one Mane Character: {'; '.join(figures.unreadable)}."
            if figures.unreadable
            else ""
        )
        self.summary.setText(f"<b>{name}</b>: {lists}{rounds}.{most}{unread}")
        self.show_matchups(figures)

    def show_matchups(self, figures: Metagame) -> None:
        manes = figures.main_manes if figures.matchups else []
        self.matchups.clear()
        self.matchups.setRowCount(len(manes))
        self.matchups.setColumnCount(len(manes))
        self.matchups.setHorizontalHeaderLabels([f"vs {n}" for n in range(1, len(manes) + 1)])
        self.matchups.setVerticalHeaderLabels([f"{n}. {m}" for n, m in enumerate(manes, 1)])
        for n, mane in enumerate(manes):
            self.matchups.horizontalHeaderItem(n).setToolTip(f"against {mane}")
        for r, row in enumerate(manes):
            for c, column in enumerate(manes):
                record = figures.record(row, column)
                rate = record.win_rate
                item = QTableWidgetItem(f"{record}  {rate:.0%}" if rate is not None else "–")
                if rate is not None and row != column:
                    tint = QColor("#2e7d32" if rate > 0.5 else "#c62828")
                    tint.setAlpha(int(30 + 90 * abs(rate - 0.5) * 2) if rate != 0.5 else 0)
                    item.setBackground(tint)
                item.setToolTip(
                    f"{row} against {column}: {record.wins} wins, {record.losses} losses, "
                    f"{record.draws} draws"
                )
                self.matchups.setItem(r, c, item)
        self.matchups.resizeColumnsToContents()
        if not figures.swiss_rounds:
            self.matchup_note.setText("The table follows once a Swiss round has finished.")
        elif not figures.matchups:
            self.matchup_note.setText("No Mane played by two or more players has met another.")
        else:
            self.matchup_note.setText(
                "Each cell: the row's match record against the column (wins-losses-draws) and "
                "its win share, a draw counting half; byes left out, a mirror counts both "
                "players. Other: every Mane played by one player."
            )

    def print_sheet(self) -> None:
        self.print_task = print_document(
            self, self.ctx, self.message, "metagame", catalog=self.ctx.catalog
        )
