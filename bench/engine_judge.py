"""What a judge waits for: opening, saving and viewing a game record, rewinding, legal choices.

    uv run python bench/engine_judge.py [--set PR ...] [--repeat 5]

Games are made by seeded random self-play with the real cards of the sets given (Premiere by
default; the card data beside this checkout): a game stopped after 31 turns, one after 100
turns, and the first game of seeds 0-39 that repeats a loop (802), if any. For each it prints
the median CPU time of ``--repeat`` runs (the machine is shared: CPU time is what a run takes
on a core of its own, and varies less with other people's load than the wall clock) of:

- open: a saved record read back (``GameRecord.from_json`` and ``load_record``: the replay to
  its last step, each step's legality and fingerprint checked); "replay alone": the same
  steps carried out with no check and no fingerprint, the part of opening no check removes;
- open, on visit: ``load_record(..., check="on visit")``, from the record's last saved
  position; "go to a step": then ``state_at`` a step in each keyframe interval, each first
  visit replaying and checking its interval (the median and the slowest);
- save: ``record_of(game).to_json()`` of the game just opened (its fingerprints known from
  opening it); "save, played here": of the same game played step by step here, whose
  fingerprints are worked out as it is first saved;
- player view: ``perspective.seen_steps`` for player 1, every step's trace as they may read it;
  "player view, a step": ``perspective.SeenSteps`` for player 1, one step asked for (from the
  keyframe before it; median and slowest over a step in each keyframe interval);
- rewind: ``Game.rewind`` to each of the 16 steps from the middle on (one keyframe interval:
  the median and the slowest);
- legal choices: ``Game.legal_choices`` at 100 positions spread over the game (the median and
  the slowest).

Goals on the 100-turn game: open, save and player view under 50 ms each, rewind under 5 ms,
legal choices under 1 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import CardPool
from engine.edits import JudgeEdit
from engine.game import KEYFRAME_EVERY, Game, perform
from engine.perspective import SeenSteps, seen_steps
from engine.record import GameRecord, load_record, record_of
from engine.selfplay import play_random_game
from engine.table import Table

GOALS = {
    "open": 50.0,
    "open, on visit": 50.0,
    "go to a step": 50.0,
    "replay alone": 50.0,
    "save": 50.0,
    "save, played here": 50.0,
    "player view": 50.0,
    "player view, a step": 50.0,
    "rewind": 5.0,
    "legal choices": 1.0,
}


def set_pool(codes: list[str]) -> CardPool:
    """The real cards of the sets with these codes, as ``bench/engine_selfplay.py`` reads them."""
    from engine_selfplay import set_pool as read

    return read(codes)


def game_of_turns(pool: CardPool, turns: int, seeds: range = range(100)) -> tuple[int, Game]:
    """The first seeded game that reaches ``turns`` turns, stopped there."""
    for seed in seeds:
        game, result = play_random_game(pool, seed, turn_cap=turns - 1, check=False)
        if result.turns >= turns:
            return seed, game
    raise SystemExit(f"no random game of seeds {seeds} lasted {turns} turns")


def loop_game(pool: CardPool, seeds: range = range(40)) -> tuple[int, Game] | None:
    """The first seeded game whose trace names a loop (802), played to its end."""
    for seed in seeds:
        game, _ = play_random_game(pool, seed, check=False)
        if any(line.startswith("Loop:") for step in game.traces for line in step):
            return seed, game
    return None


def median_ms(
    action: Callable[[Any], Any], repeat: int, prepare: Callable[[], Any] = lambda: None
) -> float:
    """The median CPU time of ``action(prepare())``, ``prepare`` not counted."""
    timings = []
    for _ in range(repeat):
        ready = prepare()
        start = time.process_time()
        action(ready)
        timings.append(time.process_time() - start)
    return statistics.median(timings) * 1000


def replay(game: Game) -> None:
    """Every step of ``game`` carried out again from its first state, nothing checked."""
    t = Table(game.initial_state(), game.pool)
    for item in game.history:
        perform(t, item)


def played_here(game: Game) -> Game:
    """The same game, its choices and edits made one by one (nothing about it worked out yet)."""
    again = Game(game.pool, game.initial_state(), game.decks)
    for item in game.history:
        if isinstance(item, JudgeEdit):
            again.edit(item)
        else:
            again.apply(item)
    return again


def rewinds_ms(game: Game) -> tuple[float, float]:
    """Median and slowest ``rewind`` to each step of one keyframe interval from the middle."""
    middle = game.step // 2
    timings = []
    for step in range(middle, min(game.step, middle + KEYFRAME_EVERY)):
        other = game.fork()
        start = time.process_time()
        other.rewind(step)
        timings.append(time.process_time() - start)
    return statistics.median(timings) * 1000, max(timings) * 1000


def legal_choices_ms(game: Game, positions: int = 100) -> tuple[float, float]:
    timings = []
    for step in range(0, game.step, max(1, game.step // positions)):
        replay = game.fork(step)
        start = time.process_time()
        replay.legal_choices()
        timings.append(time.process_time() - start)
    return statistics.median(timings) * 1000, max(timings) * 1000


def visits_ms(game: Game, visit: Callable[[int], Any]) -> tuple[float, float]:
    """Median and slowest ``visit(step)`` at a step in each keyframe interval."""
    timings = []
    for step in range(KEYFRAME_EVERY // 2, game.step + 1, KEYFRAME_EVERY):
        start = time.process_time()
        visit(step)
        timings.append(time.process_time() - start)
    return statistics.median(timings) * 1000, max(timings) * 1000


def measure(pool: CardPool, game: Game, repeat: int) -> dict[str, str]:
    text = record_of(game).to_json()
    opened = load_record(GameRecord.from_json(text), pool)
    assert opened.fingerprint() == game.fingerprint(), "the record does not reopen to the game"
    rewind, slowest = rewinds_ms(game)
    choices, slowest_choices = legal_choices_ms(game)
    lazy = load_record(GameRecord.from_json(text), pool, check="on visit")
    visit, slowest_visit = visits_ms(lazy, lazy.state_at)
    view = SeenSteps(game, 0)
    view_step, slowest_view = visits_ms(game, view.__getitem__)
    figures = {
        "open": median_ms(lambda _: load_record(GameRecord.from_json(text), pool), repeat),
        "open, on visit": median_ms(
            lambda _: load_record(GameRecord.from_json(text), pool, check="on visit"), repeat
        ),
        "go to a step": visit,
        "replay alone": median_ms(lambda _: replay(game), repeat),
        "save": median_ms(lambda g: record_of(g).to_json(), repeat, lambda: opened.fork()),
        "save, played here": median_ms(
            lambda g: record_of(g).to_json(), repeat, lambda: played_here(game)
        ),
        "player view": median_ms(lambda _: seen_steps(game, 0), repeat),
        "player view, a step": view_step,
        "rewind": rewind,
        "legal choices": choices,
    }
    out = {name: f"{ms:.2f} ms" if ms < 10 else f"{ms:.0f} ms" for name, ms in figures.items()}
    out["rewind"] += f" (slowest {slowest:.2f} ms)"
    out["go to a step"] += f" (slowest {slowest_visit:.2f} ms)"
    out["player view, a step"] += f" (slowest {slowest_view:.2f} ms)"
    out["legal choices"] += f" (slowest {slowest_choices:.2f} ms)"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--set",
        dest="sets",
        action="append",
        default=[],
        metavar="CODE",
        help="real cards of the set with this code (default PR); may be repeated",
    )
    parser.add_argument("--repeat", type=int, default=5, help="runs of each timing (median)")
    args = parser.parse_args()
    pool = set_pool(args.sets or ["PR"])
    games: list[tuple[str, int, Game]] = []
    for turns in (31, 100):
        seed, game = game_of_turns(pool, turns)
        games.append((f"{turns}-turn game", seed, game))
    found = loop_game(pool)
    if found is None:
        print("no game of seeds 0-39 repeats a loop")
    else:
        games.append(("loop game", *found))
    for label, seed, game in games:
        figures = measure(pool, game, args.repeat)
        print(f"{label} (seed {seed}, {game.state.turn} turns, {game.step} steps):")
        for name, value in figures.items():
            print(f"  {name:<18} {value:>26}   goal < {GOALS[name]:g} ms")


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))  # engine_selfplay's card reader
    main()
