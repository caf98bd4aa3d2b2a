"""Running ``tourney`` commands the way scripts do, each test on its own database file."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tourney.cli import main

EVENT = "Ponyville Open"
PLAYERS = ["Applejack Fan", "Bon Bon", "Cheerilee", "Derpy", "Lyra", "Octavia", "Vinyl", "Zecora"]


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


@dataclass
class Tourney:
    """``tourney("round", "pair", EVENT)`` runs the command with ``--db`` on this test's file."""

    db: Path
    capsys: pytest.CaptureFixture[str]

    def __call__(self, *argv: str | Path) -> Outcome:
        code = main([*(str(a) for a in argv), "--db", str(self.db)])
        out, err = self.capsys.readouterr()
        return Outcome(code, out, err)

    def ok(self, *argv: str | Path) -> Outcome:
        """Run a command that must succeed."""
        outcome = self(*argv)
        assert outcome.code == 0, f"tourney {' '.join(map(str, argv))}: {outcome.err}"
        return outcome

    def refused(self, *argv: str | Path) -> str:
        """Run a command that must be refused as bad input (exit 2); its one-line message."""
        outcome = self(*argv)
        assert outcome.code == 2, f"expected exit 2, got {outcome.code}: {outcome.out}"
        assert "Traceback" not in outcome.err
        message = outcome.err.strip()
        assert message.startswith("tourney: ") and "\n" not in message
        return message


def copy_database(source: str | Path, target: Path) -> Path:
    with sqlite3.connect(source) as old, sqlite3.connect(target) as new:
        old.backup(new)
    return target


@pytest.fixture(scope="session")
def migrated_db(tmp_path_factory) -> Path:
    """An empty database at the newest schema; copying it skips the migrations per test."""
    from tourney.db.database import open_database

    path = tmp_path_factory.mktemp("empty") / "empty.db"
    open_database(path).dispose()
    return path


@pytest.fixture
def tourney(tmp_path, capsys, migrated_db) -> Tourney:
    return Tourney(copy_database(migrated_db, tmp_path / "tourney.db"), capsys)


@pytest.fixture
def tourney_with_cards(tmp_path, capsys, card_db) -> Tourney:
    """A copy of the shared card database, so events written here stay in this test."""
    return Tourney(copy_database(card_db, tmp_path / "cards.db"), capsys)


def create_event(
    tourney: Tourney, *extra: str, tier: str = "1", players: Sequence[str] = ()
) -> Tourney:
    """The Ponyville Open with its four staff (and ``players`` registered), not started."""
    tourney.ok(
        "event", "create", EVENT, "--date", "2016-09-03", "--tier", tier, "--format", "harmony",
        "--organizer", "Olive Organizer", "--head-judge", "Hazel Head",
        "--floor-judge", "Fern Floor", "--scorekeeper", "Sam Scores", "--seed", "7", *extra,
    )  # fmt: skip
    if players:
        tourney.ok("player", "add", EVENT, *players)
    return tourney


@pytest.fixture
def running(tourney) -> Tourney:
    """Tier 1 event with eight players, started, nothing paired yet."""
    create_event(tourney, players=PLAYERS)
    tourney.ok("event", "start", EVENT)
    return tourney


@pytest.fixture
def derpy_entered(tourney_with_cards) -> Tourney:
    """A Tier 1 event with the card data and one player, Derpy, who has handed in no list."""
    return create_event(tourney_with_cards, players=["Derpy"])


def deck_file(folder: Path, name: str, text: str) -> Path:
    """``text`` written as the deck list file ``name`` in ``folder``."""
    path = folder / name
    path.write_text(text)
    return path


def trf_player_line(number: int, name: str, points: str, *rounds: str) -> str:
    """A TRF-16 ``001`` line: number, name, points, rank, then ten columns per round."""
    line = f"001 {number:>4}      {name:<33}{'':33}{points:>4} {number:>4}"
    return line + "".join(f"  {r:<8}" for r in rounds)


def enter_results(tourney: Tourney, result: str = "win-a") -> None:
    """Enter ``result`` at every table of the current round still without one."""
    outstanding = tourney("round", "outstanding", EVENT, "--json")
    assert outstanding.code in (0, 1), outstanding.err
    for table in outstanding.json()["outstanding"]:
        tourney.ok("round", "result", EVENT, str(table["table"]), result)


@pytest.fixture(scope="session")
def legal_deck_text(catalog) -> str:
    """A Premiere deck legal in Harmony on the event date: Twilight Sparkle, Faithful Student,
    five Starting Problems x2 and fifteen Friends x3, typed as a text list."""
    from tests.legality.conftest import PREMIERE_DRAW, PREMIERE_MANE, PREMIERE_PROBLEMS
    from tourney.decks import write_text
    from tourney.decks.model import Deck

    deck = Deck()
    for numbers, count in (([PREMIERE_MANE], 1), (PREMIERE_PROBLEMS, 2), (PREMIERE_DRAW, 3)):
        for number in numbers:
            [card] = catalog.by_number(number)
            deck.add(card, count)
    return write_text(deck)
