"""A running event on a fresh database behind an AppContext, built through the domain functions
(no card data needed: the round screens never read cards)."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest

from tourney.db.database import open_database
from tourney.events.model import StaffRole
from tourney.gui.context import AppContext

NOON = datetime(2016, 9, 3, 12, 0)
DECK = "Mane Character\n1x Twilight Sparkle, Princess of Friendship\n"
NAMES = [
    "Applejack Fan",
    "Bon Bon",
    "Cheerilee",
    "Derpy",
    "Fluttershy Fan",
    "Lyra",
    "Octavia",
    "Vinyl",
    "Rarity Fan",
    "Berry Punch",
    "Carrot Top",
    "Roseluck",
]


@dataclass
class RoundsScene:
    ctx: AppContext
    staff: dict[StaffRole, int]  # staff id by role
    players: dict[str, int]  # registration id by player name

    def act_as(self, role: StaffRole) -> None:
        self.ctx.set_operator(self.staff[role])


@pytest.fixture(scope="session")
def _migrated_db(tmp_path_factory) -> Path:
    """An empty database at the newest schema, built once: each test copies it."""
    path = tmp_path_factory.mktemp("rounds") / "empty.db"
    open_database(path).dispose()
    return path


@pytest.fixture
def rounds_scene(qapp, tmp_path, _migrated_db, store_event):
    """``rounds_scene(players=8)``: a started Tier 1 event, the scorekeeper at the keyboard;
    ``names`` replaces the players' names (the registration order)."""
    engines = []

    def build(players: int = 8, seed: int = 11, names: list[str] | None = None) -> RoundsScene:
        path = tmp_path / f"rounds{len(engines)}.db"
        shutil.copy(_migrated_db, path)
        engine = open_database(path)
        engines.append(engine)
        ctx = AppContext(engine, None)
        with ctx.session() as session:
            event, rows, registrations = store_event(
                session, names or NAMES[:players], seed=seed, deck_list=DECK, started=True, at=NOON
            )
            staff = {role: row.id for role, row in rows.items()}
            players_by_name = {r.player.name: r.id for r in registrations}
            event_id = event.id
        ctx.set_event(event_id)
        ctx.set_operator(staff[StaffRole.SCOREKEEPER])
        return RoundsScene(ctx, staff, players_by_name)

    yield build
    for engine in engines:
        engine.dispose()


@pytest.fixture
def paired_screen(rounds_scene, qtbot, pair_round):
    """A pairings screen over an 8-player event with round 1 paired: (scene, screen)."""
    from tourney.gui.rounds.pairings import PairingsScreen

    scene = rounds_scene()
    screen = PairingsScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.show()
    pair_round(screen)
    return scene, screen


@pytest.fixture
def pair_round(qtbot):
    """``pair_round(screen)``: press Pair next round and wait until the worker has stored it;
    returns the new round's number."""

    def pair(screen) -> int:
        with qtbot.waitSignal(screen.round_paired, timeout=10_000) as blocker:
            screen.pair_button.click()
        return blocker.args[0]

    return pair
