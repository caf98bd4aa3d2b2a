"""Replay workspace fixtures: a workspace on vanilla cards (fast, hand-made positions) and a
board a judge would describe: Alice to act in her Main Phase with cards in hand."""

from __future__ import annotations

import pytest

from engine import Mode, write_position
from engine.areas import problem_area
from engine.scenario import ALICE, BOB, Board
from engine.state import Zone
from engine.vanilla import vanilla_pool

ORANGE_2 = "V-OR-F220"  # orange Friend, cost 2, power 2
ORANGE_3 = "V-OR-F330"  # orange Friend, cost 3, power 3, needs 2 orange power in play (205.1)


@pytest.fixture(scope="session")
def pool():
    return vanilla_pool()


@pytest.fixture
def plain_ctx(tmp_path, qapp):
    """An AppContext on an empty database and no card catalogue."""
    from tourney.db.database import open_database
    from tourney.gui.context import AppContext

    engine = open_database(tmp_path / "replay.db")
    yield AppContext(engine, None)
    engine.dispose()


@pytest.fixture
def make_workspace(qtbot, pool):
    from tourney.gui.replay.workspace import ReplayWorkspace

    def make(ctx, card_pool=pool):
        w = ReplayWorkspace(ctx, pool=card_pool)
        qtbot.addWidget(w)
        w.resize(1400, 900)
        w.show()
        w.ask_text = lambda title, label: "the players agreed it was missed"
        return w

    return make


@pytest.fixture
def workspace(make_workspace, plain_ctx):
    return make_workspace(plain_ctx)


@pytest.fixture
def position_text(pool) -> str:
    """Turn 3, Alice's Main Phase with 2 action tokens, 4 points to Bob's 3; a Problem at each
    Problem area. Alice has her orange Mane at home, a 1-power orange Friend at Bob's Problem and
    two orange Friends in hand (costs 2 and 3); both players have cards in their decks."""
    board = Board(pool, Mode.SEEDED, problems=("V-P00", "V-P10"))
    board.add(Zone.HAND, ALICE, ORANGE_2, ORANGE_3)
    board.add(Zone.DRAW_DECK, ALICE, *["V-OR-F110"] * 6)
    board.add(Zone.DRAW_DECK, BOB, *["V-BL-F110"] * 6)
    board.play("V-OR-F110", ALICE, problem_area(BOB))
    game = board.game(at="main", tokens=(2, 0), points=(4, 3))
    return write_position(game.state)


@pytest.fixture
def hand_card():
    def find(workspace, card_id: str, player: int = ALICE) -> int:
        state = workspace.replay.state()
        return next(i for i in state.players[player].hand if state.cards[i].card_id == card_id)

    return find


@pytest.fixture
def legal():
    """The legal choice of a kind with the given fields, failing the test if there is none."""

    def find(workspace, kind: type, **fields):
        for choice in workspace.replay.legal_choices():
            if isinstance(choice, kind) and all(getattr(choice, k) == v for k, v in fields.items()):
                return choice
        raise AssertionError(f"no legal {kind.__name__} with {fields}")

    return find
