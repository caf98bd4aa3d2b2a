"""Load N mutated game records and positions, replaying each; print what the loads ended in.

The seeds are real: short random games (``engine.selfplay``) saved as records, some starting
from a position, and positions taken at random steps of those games. Each input is mutated: a
record's JSON has keys removed, values replaced by other types (a card id that is a number, an
empty deck list, owner 2 ...), entries dropped or repeated; a position's text has lines
dropped, numbers changed, words replaced. Half the records are opened ``check="on visit"``
and then checked in full (``Game.check_all``). Every input must load (and a loaded position must
then play on) or be refused with an ``EngineError`` saying what is wrong, within 2 seconds.

    uv run python bench/fuzz_records.py [--inputs 10000] [--seed 1]
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import signal
import time
from collections import Counter
from typing import Any

from engine import EngineError, Game, GameRecord, load_record, read_position, record_of
from engine.cards import CardPool
from engine.position import write_position
from engine.selfplay import play_random_game
from engine.vanilla import vanilla_pool

SLOW_SECONDS = 2.0
GIVE_UP_SECONDS = 60
ODD_VALUES: list[Any] = [
    None, 0, 1, 2, -1, 10**30, 1.5, True, "", "x", "PR12", "#1", [], [1], {}, {"type": "X"},
    ["a", 2], "2", "\ud800",
]  # fmt: skip


class _TooSlow(Exception):
    pass


def seeds(pool: CardPool, rng: random.Random, games: int) -> tuple[list[str], list[str]]:
    """Records (JSON) and positions (text) of short random games."""
    records, positions = [], []
    for seed in range(games):
        game, _ = play_random_game(pool, seed, turn_cap=rng.choice([1, 2, 4]), check=False)
        records.append(record_of(game).to_json())
        for step in sorted(rng.sample(range(game.step + 1), min(4, game.step + 1))):
            positions.append(write_position(game.state_at(step)))
        # a record that starts from a position, as the replay screen saves one
        start = Game(pool, game.state_at(min(game.step, rng.randrange(1, 40))))
        for _ in range(rng.randrange(20)):
            if start.outcome is not None or start.play_random(rng) is None:
                break
        records.append(record_of(start).to_json())
    return records, positions


def _paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:50]):
            out += _paths(value, (*path, i))
    return out


def mutate_record(text: str, rng: random.Random) -> str:
    if rng.random() < 0.15:
        return _mutate_text(text, rng)
    data = json.loads(text)
    for _ in range(rng.randrange(1, 4)):
        paths = _paths(data)[1:]
        if not paths:
            break
        path = rng.choice(paths)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = rng.random()
        if (op < 0.3 and isinstance(parent, dict)) or (op < 0.4 and isinstance(parent, list)):
            del parent[key]
        elif op < 0.5 and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif op < 0.6 and isinstance(parent[key], list):
            parent[key] = []
        else:
            parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    return json.dumps(data, ensure_ascii=False)


def mutate_position(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(rng.randrange(1, 4)):
        i = rng.randrange(len(lines))
        op = rng.random()
        if op < 0.15:
            del lines[i]
            if not lines:
                return ""
        elif op < 0.25:
            lines.insert(i, lines[i])
        elif op < 0.7:  # a word replaced: numbers changed, owner 2, unknown cards
            words = lines[i].split(" ")
            j = rng.randrange(len(words))
            words[j] = rng.choice(
                ["2", "-1", "0", "99999", "x", "", "#999", "#1", "None", "owner", "PR12", "[]",
                 "{}", "[{}]", "'", str(10**40), words[j] + words[j]]
            )  # fmt: skip
            lines[i] = " ".join(words)
        else:
            lines[i] = _mutate_text(lines[i], rng)
    return "\n".join(lines) + "\n"


def _mutate_text(text: str, rng: random.Random) -> str:
    at = rng.randrange(len(text) + 1)
    op = rng.random()
    if op < 0.4:
        return text[:at] + rng.choice("0129#-x\"'{}[],: \n\ud800") + text[at:]
    if op < 0.7:
        return text[:at] + text[at + rng.randrange(1, 10) :]
    return text[:at]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=12, help="random games to take seeds from")
    args = parser.parse_args()

    pool = vanilla_pool()
    rng = random.Random(args.seed)
    records, positions = seeds(pool, rng, args.games)

    def give_up(*_: object) -> None:
        raise _TooSlow

    signal.signal(signal.SIGALRM, give_up)
    counts: Counter[str] = Counter()
    unexpected: Counter[str] = Counter()
    examples: dict[str, str] = {}
    slowest = 0.0
    started = time.perf_counter()
    for _ in range(args.inputs):
        is_record = rng.random() < 0.5
        if is_record:
            text = mutate_record(rng.choice(records), rng)
        else:
            text = mutate_position(rng.choice(positions), rng)
        t0 = time.perf_counter()
        signal.alarm(GIVE_UP_SECONDS)
        try:
            if is_record and rng.random() < 0.5:
                game = load_record(GameRecord.from_json(text), pool)
            elif is_record:  # from its last saved position, then every step checked
                game = load_record(GameRecord.from_json(text), pool, check="on visit")
                game.check_all()
            else:
                game = Game(pool, read_position(text))
            for _ in range(10):  # a loaded game must play on
                if game.outcome is not None or game.play_random(rng) is None:
                    break
            counts["loaded"] += 1
        except EngineError as error:
            counts["refused with an EngineError"] += 1
            if not str(error):
                counts["refusals saying nothing"] += 1
        except _TooSlow:
            counts[f"inputs abandoned after {GIVE_UP_SECONDS} s"] += 1
            examples.setdefault("abandoned", text)
        except Exception as error:  # the point of the run: count what escapes
            counts["unexpected exceptions"] += 1
            unexpected[f"{type(error).__name__}: {str(error)[:90]}"] += 1
            examples.setdefault(type(error).__name__, text)
        finally:
            signal.alarm(0)
        elapsed = time.perf_counter() - t0
        slowest = max(slowest, elapsed)
        if elapsed > SLOW_SECONDS:
            counts[f"inputs over {SLOW_SECONDS:g} s"] += 1

    total = time.perf_counter() - started
    print(f"{args.inputs:,} mutated records and positions (seed {args.seed}) in {total:.0f} s")
    for name in (
        "loaded",
        "refused with an EngineError",
        "refusals saying nothing",
        "unexpected exceptions",
        f"inputs over {SLOW_SECONDS:g} s",
        f"inputs abandoned after {GIVE_UP_SECONDS} s",
    ):
        print(f"  {name}: {counts[name]:,}")
    print(f"  slowest input: {slowest:.2f} s")
    for what, n in unexpected.most_common(25):
        print(f"    {n:,} x {what}")
    for what, text in examples.items():
        print(f"  first {what} input: {text[:300]!r}")


if __name__ == "__main__":
    main()
