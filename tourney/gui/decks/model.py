"""The Decks screen's tables: players with the state of their lists, and the findings of the
legality check of the list being edited."""

from __future__ import annotations

from dataclasses import dataclass

from tourney.gui.decks.checking import Finding
from tourney.gui.table import Column, RowTableModel
from tourney.gui.theme import brush


@dataclass(frozen=True)
class DeckPlayerLine:
    registration_id: int
    name: str
    deck: str  # "none", "handed in", "unlocked"
    check: str  # "legal", "Game Warning", "Game Loss", "unreadable", "" (no list)
    dropped: bool


def _check_brush(line: DeckPlayerLine):
    if line.check == "legal":
        return brush("good")
    if line.check == "Game Warning":
        return brush("warn")
    if line.check:
        return brush("bad")
    return brush("muted")


class DeckPlayersModel(RowTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(
            (
                Column(  # the name takes what the list and check leave: they stay in view
                    "Player",
                    lambda p: p.name,
                    foreground=lambda p: brush("muted") if p.dropped else None,
                    tooltip=lambda p: p.name,
                    stretch=True,
                ),
                Column("List", lambda p: p.deck),
                Column("Check", lambda p: p.check or "—", foreground=_check_brush),
            ),
            parent=parent,
        )


def _kind_brush(finding: Finding):
    return brush("warn") if finding.kind == "incorrect list" else brush("bad")


class FindingsModel(RowTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(
            (
                Column("Kind", lambda f: f.kind, foreground=_kind_brush),
                Column("Rule", lambda f: f.rule),
                Column("Line", lambda f: f.line or None, numeric=True),
                Column("Problem", lambda f: f.message, tooltip=lambda f: f.message, stretch=True),
                Column("Cards", lambda f: ", ".join(f.cards), tooltip=lambda f: "\n".join(f.cards)),
                Column("Penalty", lambda f: f.penalty),
            ),
            parent=parent,
        )
