"""Random self-play: agents choosing uniformly among legal choices, invariants checked each step.

    uv run python -m engine.selfplay --games 200 --seed 1 [--json] [--cards defs.json]

``--cards`` reads card definitions written by ``CardPool.save`` (``bench/engine_selfplay.py
--set all --save-cards defs.json``: the whole card pool, every set); random decks are drawn from
all of them. Abilities the engine does not automate stop the game for the judge
(``DecisionKind.MANUAL``); the random agent, as judge, applies nothing and goes on. Without it,
vanilla cards are used.

A game that takes more than ``--step-cap`` decisions, or a choice after which the engine
carries out more than ``flow.ADVANCE_LIMIT`` agenda items with no decision
(``UnendingLoopError``), is stopped and reported as "grew without bound" with its seed, so
that a loop the engine fails to end can't hang a long run or eat the machine's memory.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.cards import DRAW_DECK_TYPES, CardPool, CardType
from engine.errors import UnendingLoopError
from engine.game import DeckList, Game, deck_errors
from engine.invariants import violations
from engine.state import Mode
from engine.table import Table
from engine.vanilla import vanilla_pool

DEFAULT_TURN_CAP = 120
# Random games end in a few thousand decisions at most (a loop's repetitions are carried out
# inside one decision, 802.2-802.3); many more means a loop the engine did not end.
DEFAULT_STEP_CAP = 20_000
GREW = "grew without bound"


def random_deck(pool: CardPool, rng: random.Random, player: str) -> DeckList:
    """A deck legal under 101 from any pool: a Mane, its colour and one more, Problems to fit."""
    manes = sorted(i for i, d in pool.items() if d.type is CardType.MANE and d.colours)
    mane = rng.choice(manes)
    colours = set(pool[mane].colours)
    colours.add(rng.choice([c for d in pool.values() for c in d.colours if c not in colours]))
    problems = sorted(i for i, d in pool.items() if d.type is CardType.PROBLEM and not d.dilemma)
    chosen = [rng.choice([p for p in problems if pool[p].starting_problem])]
    names = Counter([pool[chosen[0]].name])
    for p in rng.sample(problems, len(problems)):
        while len(chosen) < 10 and names[pool[p].name] < 2:
            chosen.append(p)
            names[pool[p].name] += 1
    fits = sorted(
        i
        for i, d in pool.items()
        if d.type in DRAW_DECK_TYPES
        and set(d.colours) <= colours
        and all(r.colour in colours for r in d.play_requirements)
    )
    draw: list[str] = []
    names.clear()
    for card_id in rng.sample(fits, len(fits)):
        while len(draw) < 45 and names[pool[card_id].name] < 3:
            draw.append(card_id)
            names[pool[card_id].name] += 1
    return DeckList(player, mane, tuple(chosen), tuple(draw))


@dataclass(frozen=True)
class SelfPlayResult:
    winner: int | None
    reason: str  # the outcome's reason, "turn cap", or ``GREW`` (over the step cap)
    turns: int
    steps: int


class InvariantBroken(AssertionError):
    pass


def play_random_game(
    pool: CardPool,
    seed: int,
    turn_cap: int = DEFAULT_TURN_CAP,
    check: bool = True,
    step_cap: int = DEFAULT_STEP_CAP,
) -> tuple[Game, SelfPlayResult]:
    rng = random.Random(seed)
    decks = [random_deck(pool, rng, "Player 1"), random_deck(pool, rng, "Player 2")]
    for d in decks:
        errors = deck_errors(pool, d)
        if errors:
            raise InvariantBroken(f"random deck is not legal: {errors}")
    game = Game.new(pool, decks, Mode.SEEDED, seed=seed)
    owned = [1 + len(d.problems) + len(d.draw) for d in decks]
    unending = False
    while game.outcome is None and game.state.turn <= turn_cap and game.step < step_cap:
        try:
            if check:  # the random choice is legal by construction: apply checks it again
                choice = game.random_choice(rng)
                if choice is not None:
                    game.apply(choice)
            else:
                choice = game.play_random(rng)
        except UnendingLoopError:
            unending = True
            break
        if choice is None:
            raise InvariantBroken(f"seed {seed}: no legal choice for {game.current_decision()}")
        if check:
            broken = violations(game.state, pool, owned)
            if broken:
                raise InvariantBroken(f"seed {seed} step {game.step}: {broken}")
    outcome = game.outcome
    capped = outcome is None and (unending or game.step >= step_cap)
    result = SelfPlayResult(
        outcome.winner if outcome else None,
        outcome.reason if outcome else GREW if capped else "turn cap",
        game.state.turn,
        game.step,
    )
    return game, result


def run(
    games: int,
    seed: int,
    pool: CardPool,
    turn_cap: int = DEFAULT_TURN_CAP,
    step_cap: int = DEFAULT_STEP_CAP,
) -> dict[str, object]:
    start = time.perf_counter()
    results = []
    grew: list[int] = []
    for s in range(seed, seed + games):
        try:
            results.append(play_random_game(pool, s, turn_cap, step_cap=step_cap)[1])
            if results[-1].reason == GREW:
                grew.append(s)
        except InvariantBroken:
            raise
        except AssertionError as e:  # a stale cache (``Table.check_caches``)
            raise InvariantBroken(f"seed {s}: {e}") from e
    elapsed = time.perf_counter() - start
    endings = Counter(
        r.reason if r.reason in ("turn cap", GREW) else "draw" if r.winner is None else "win"
        for r in results
    )
    steps = sum(r.steps for r in results)
    most = max(results, key=lambda r: r.steps, default=None)
    return {
        "games": games,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed else None,
        "steps_per_second": round(steps / elapsed) if elapsed else None,
        "wins": endings["win"],
        "draws": endings["draw"],
        "turn_cap": endings["turn cap"],
        "grew_without_bound": endings[GREW],
        "grew_seeds": grew,
        "average_turns": round(sum(r.turns for r in results) / games, 1) if games else 0,
        "average_steps": round(steps / games, 1) if games else 0,
        "most_steps": most.steps if most else 0,
        "invariant_violations": 0,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.selfplay", description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turn-cap", type=int, default=DEFAULT_TURN_CAP)
    parser.add_argument(
        "--step-cap",
        type=int,
        default=DEFAULT_STEP_CAP,
        help="decisions after which a game is stopped and reported as grown without bound",
    )
    parser.add_argument("--cards", type=Path, help="card definitions JSON (CardPool.save)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument(
        "--check-caches",
        action="store_true",
        help="also recompute every cached value on each read and stop if one is stale (slow)",
    )
    args = parser.parse_args(argv)
    pool = CardPool.load(args.cards) if args.cards else vanilla_pool()
    Table.check_caches = args.check_caches
    try:
        summary = run(args.games, args.seed, pool, args.turn_cap, args.step_cap)
    except InvariantBroken as e:
        print(f"invariant broken: {e}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            print(f"{key.replace('_', ' ')}: {value}")
    return 1 if summary["grew_without_bound"] else 0


if __name__ == "__main__":
    sys.exit(main())
