"""Behaviour does not change: seeded self-play games replay to the same positions.

``data/saved_games.json`` holds, for a few seeded self-play games (vanilla cards, and the real
Premiere, Canterlot Nights and Crystal Games cards with the test cards), the seed, the step
limit and a sha256 of the position text (``engine.position``) after every step, plus one hash
of the whole trace. No card data: only hashes. ``data/saved_records.json`` holds records
written by ``record_of`` at the time; they must still load (by a later engine version too,
which replays them choice by choice, ``engine.record``). A deliberate change of behaviour
regenerates the games (and, with ``--records``, the records, which are kept otherwise):

    uv run python tests/engine/test_saved_games.py [--records]
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from engine.cards import CardPool
from engine.game import Game, perform
from engine.position import write_position
from engine.record import ENGINE_VERSION, GameRecord, load_record, record_of
from engine.selfplay import play_random_game
from engine.table import Table
from engine.vanilla import vanilla_pool

DATA = Path(__file__).parent / "data"
GAMES = DATA / "saved_games.json"
RECORDS = DATA / "saved_records.json"
# (pool, seed, step limit): a few seconds in all
PLAYED = [("vanilla", 3, 300), ("vanilla", 11, 300), ("crystal", 5, 250), ("crystal", 8, 250)]
RECORDED = [("vanilla", 4, 100), ("crystal", 6, 100)]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _played(pool: CardPool, seed: int, steps: int) -> Game:
    return play_random_game(pool, seed, check=False, step_cap=steps)[0]


def position_hashes(game: Game) -> list[str]:
    """The hash of the position after each step, from the start."""
    t = Table(game.initial_state(), game.pool)
    hashes = [_sha(write_position(t.state))]
    for item in game.history:
        perform(t, item)
        hashes.append(_sha(write_position(t.state)))
    return hashes


def trace_hash(game: Game) -> str:
    return _sha(json.dumps([[str(line) for line in lines] for lines in game.traces]))


def saved(pools: dict[str, CardPool]) -> dict[str, object]:
    games = []
    for name, seed, steps in PLAYED:
        game = _played(pools[name], seed, steps)
        games.append(
            {
                "pool": name,
                "seed": seed,
                "steps": steps,
                "positions": position_hashes(game),
                "trace": trace_hash(game),
            }
        )
    return {"games": games}


@pytest.fixture(scope="module")
def pools(crystal_pool: CardPool) -> dict[str, CardPool]:
    return {"vanilla": vanilla_pool(), "crystal": crystal_pool}


@pytest.mark.parametrize("index", range(len(PLAYED)))
def test_seeded_games_replay_to_the_same_positions_at_every_step(
    pools: dict[str, CardPool], index: int
) -> None:
    expected = json.loads(GAMES.read_text())["games"][index]
    name, seed, steps = PLAYED[index]
    assert (expected["pool"], expected["seed"], expected["steps"]) == (name, seed, steps)
    game = _played(pools[name], seed, steps)
    got = position_hashes(game)
    assert len(got) == len(expected["positions"]), f"{name} seed {seed}: game length changed"
    for step, (a, b) in enumerate(zip(got, expected["positions"], strict=True)):
        assert a == b, f"{name} seed {seed}: position differs at step {step}"
    assert trace_hash(game) == expected["trace"], f"{name} seed {seed}: trace differs"


@pytest.mark.parametrize("index", range(len(RECORDED)))
def test_records_saved_by_an_earlier_version_still_load(
    pools: dict[str, CardPool], index: int
) -> None:
    record = json.loads(RECORDS.read_text())["records"][index]
    text = json.dumps(record["record"])
    game = load_record(GameRecord.from_json(text), pools[record["pool"]])
    assert game.step == len(record["positions"]) - 1
    if record["record"]["header"]["engine_version"] == ENGINE_VERSION:
        # load_record has checked each step's fingerprint; the positions are the same too
        assert position_hashes(game) == record["positions"]


def _write() -> None:  # pragma: no cover - run by hand to regenerate after a deliberate change
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from tests.conftest import OCTGN_DIR
    from tests.engine.conftest import make_pool
    from tourney.cards.engine_pool import engine_pool
    from tourney.cards.octgn import read_octgn

    data = read_octgn(OCTGN_DIR)
    sets = ("PR", "CN", "CG")
    # the same pool, in the same order, as the ``crystal_pool`` fixture builds
    real = [engine_pool(c for c in data.cards if c.set_code == s).values() for s in sets]
    crystal = CardPool([*make_pool().values(), *[d for part in real for d in part]])
    pools = {"vanilla": vanilla_pool(), "crystal": crystal}
    DATA.mkdir(exist_ok=True)
    GAMES.write_text(json.dumps(saved(pools), indent=0) + "\n")
    if RECORDS.exists() and "--records" not in sys.argv:
        return
    records = []
    for name, seed, steps in RECORDED:
        game = _played(pools[name], seed, steps)
        record = json.loads(record_of(game).to_json())
        records.append({"pool": name, "record": record, "positions": position_hashes(game)})
    RECORDS.write_text(json.dumps({"records": records}, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    _write()
