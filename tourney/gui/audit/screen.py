"""The Audit trail screen: every change to the event — who made it, when, what and why — as
``tourney event audit`` prints it, narrowed to one player and/or one round
(``entries_about``), with a search box, and whether the trail's hash chain verifies
(``verify_trail``). Read only: the trail is never edited."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLabel, QVBoxLayout

from tourney.events.audit import audit_trail, entries_about, verify_trail
from tourney.events.matches import rounds_of
from tourney.events.naming import shown_names_of
from tourney.events.registration import registrations_of
from tourney.gui.context import AppContext
from tourney.gui.table import Column, RowFilterProxy, RowTableModel, table_view
from tourney.gui.theme import heading
from tourney.gui.widgets import MessageLine, ReloadingScreen, search_box


@dataclass(frozen=True)
class AuditLine:
    number: int  # place in the trail, 1 = first
    at: str
    who: str
    action: str
    details: str  # in full: the tooltip, the search and the player filter's tests read it
    why: str
    brief: str  # the details with long lists counted, for the table cell


def details_text(details: Any, *, brief: bool = False) -> str:
    """An entry's details as one readable line: "player: Derpy, round: 2". ``brief``: a long
    list (a round's tables) is counted, not spelled out, so the line fits a table cell."""
    if not isinstance(details, dict):
        return json.dumps(details, ensure_ascii=False)

    def value(v: Any) -> str:
        if isinstance(v, list):
            if brief and len(v) > 4:
                return f"{len(v)} listed"
            return "[" + "; ".join(value(x) for x in v) + "]"
        if isinstance(v, dict):
            return "{" + details_text(v, brief=brief) + "}"
        return "—" if v is None else str(v)

    return ", ".join(f"{key.replace('_', ' ')}: {value(v)}" for key, v in details.items())


COLUMNS = (
    Column("#", lambda e: e.number, numeric=True),
    Column("When", lambda e: e.at),
    Column("Who", lambda e: e.who),
    Column("What", lambda e: e.action),
    Column("Why", lambda e: e.why, tooltip=lambda e: e.why),
    Column("Details", lambda e: e.brief, tooltip=lambda e: e.details, stretch=True),
)
WHY_COLUMN = 4

ALL = None  # the combo boxes' "no filter" entry


class AuditScreen(ReloadingScreen):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.title = heading(QLabel("Audit trail"))
        self.player = QComboBox()
        self.player.setMinimumContentsLength(24)
        self.player.setToolTip(
            "Only the entries that name this player, under any name they had before a rename"
        )
        self.round = QComboBox()
        self.round.setToolTip("Only the entries about this round")
        self.player.activated.connect(lambda _index: self.reload())
        self.round.activated.connect(lambda _index: self.reload())
        self.model = RowTableModel(COLUMNS, parent=self)
        self.proxy = RowFilterProxy(self.model)
        self.search = search_box(self, "Search the trail", self.proxy.setFilterFixedString)
        self.table = table_view(self.proxy)
        self.table.setObjectName("audit-table")
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(WHY_COLUMN, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(WHY_COLUMN, 18 * self.fontMetrics().averageCharWidth())
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # the newest change first
        self.names: dict[int, str] = {}  # registration id -> the player's name now
        self.count = QLabel()
        self.chain = MessageLine()

        player_label = QLabel("&Player")
        player_label.setBuddy(self.player)
        round_label = QLabel("&Round")
        round_label.setBuddy(self.round)
        filters = QHBoxLayout()
        filters.addWidget(player_label)
        filters.addWidget(self.player)
        filters.addWidget(round_label)
        filters.addWidget(self.round)
        filters.addWidget(self.search, 1)
        filters.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chain)
        ctx.event_changed.connect(self._event_changed)
        ctx.data_changed.connect(self._data_changed)

    def _event_changed(self, *_args) -> None:
        self.player.clear()
        self.round.clear()
        self._data_changed()

    def chosen_player(self) -> str | None:
        """The chosen player's name (entries name players, not registrations)."""
        return self.names.get(self.player.currentData())

    def chosen_round(self) -> int | None:
        return self.round.currentData()

    def set_filters(self, player: str | None = ALL, round_number: int | None = ALL) -> None:
        """Choose a player (by name) and a round, as picking them in the boxes does."""
        self.reload()
        chosen = next((i for i, name in self.names.items() if name == player), ALL)
        self.player.setCurrentIndex(max(self.player.findData(chosen), 0))
        self.round.setCurrentIndex(max(self.round.findData(round_number), 0))
        self.reload()

    def reload(self) -> None:
        if self.ctx.event_id is None:
            self.model.set_rows([])
            return
        player, round_number = self.chosen_player(), self.chosen_round()
        chosen_id = self.player.currentData()
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            registrations = registrations_of(session, event)
            shown = shown_names_of(registrations)
            players = [(shown[r.id], r.id) for r in registrations]
            self.names = {r.id: r.player.name for r in registrations}
            player = self.names.get(chosen_id)
            rounds = [r.number for r in rounds_of(session, event)]
            trail = audit_trail(session, event)
            numbers = {entry.id: n for n, entry in enumerate(trail, start=1)}
            chosen = entries_about(trail, player=player, round_number=round_number)
            lines = [
                AuditLine(
                    numbers[e.id],
                    e.at.isoformat(sep=" ", timespec="seconds"),
                    e.who,
                    e.action,
                    details_text(e.details),
                    e.why,
                    details_text(e.details, brief=True),
                )
                for e in chosen
            ]
            check = verify_trail(session, event)
            unverified = event.audit_unverified
            self.title.setText(f"Audit trail — {event.name}")
        self._fill(self.player, "All players", sorted(players, key=lambda p: p[0].casefold()))
        self._fill(self.round, "All rounds", [(f"Round {n}", n) for n in rounds])
        self.player.setCurrentIndex(max(self.player.findData(chosen_id), 0))
        self.round.setCurrentIndex(max(self.round.findData(round_number), 0))
        self.model.set_rows(lines)
        self.count.setText(
            f"{len(lines)} of {len(trail)} entries"
            if player is not None or round_number is not None
            else f"{len(trail)} entries"
        )
        if not check.ok:
            self.chain.say(f"⚠ The trail does not verify: {check.problem}", "bad")
        elif unverified:
            self.chain.say(f"⚠ The trail is marked unverified: {unverified}", "warn")
        else:
            self.chain.say(
                f"The trail's {check.entries} entries verify: each is chained to the one before "
                "by its hash, so none was edited, removed or reordered since.",
                "muted",
            )

    @staticmethod
    def _fill(box: QComboBox, everything: str, items: list[tuple[str, Any]]) -> None:
        """Refill ``box`` keeping its choice; the first entry is ``everything`` (no filter)."""
        wanted = [(everything, ALL), *items]
        current = [(box.itemText(i), box.itemData(i)) for i in range(box.count())]
        if current == wanted:
            return
        box.blockSignals(True)
        box.clear()
        for text, data in wanted:
            box.addItem(text, data)
        box.blockSignals(False)


__all__ = ["AuditScreen", "details_text"]
