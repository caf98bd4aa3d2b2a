"""Rules engine cost in CPU instructions per step: the same count on a busy machine as on a
quiet one, so two versions of the engine compare where wall-clock timings do not (on a shared
2-core machine they vary by 20 % from run to run).

    uv run python bench/engine_instructions.py [--games 4] [--cards defs.json]

Runs random self-play under valgrind's callgrind (``apt-get install valgrind``), once with no
game to count the start-up, then with ``--games`` games, and prints the difference divided by the
steps played. About 60 times slower than a plain run: 4 Premiere games take a minute.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

PLAY = """
import sys
from pathlib import Path
from engine import CardPool
from engine.selfplay import play_random_game
from engine.vanilla import vanilla_pool
pool = CardPool.load(Path(sys.argv[1])) if sys.argv[1] else vanilla_pool()
print("steps", sum(play_random_game(pool, s, check=False)[0].step for s in range(int(sys.argv[2]))))
"""


def counted(cards: str, games: int) -> tuple[int, int]:
    """(instructions, steps) of a run playing ``games`` games."""
    run = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            PLAY,
            cards,
            str(games),
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from valgrind:\n{run.stderr[-2000:]}")
    return int(found.group(1)), int(run.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--cards", type=Path, help="card definitions JSON (CardPool.save)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed: apt-get install valgrind")
    cards = str(args.cards.resolve()) if args.cards else ""
    start_up, _ = counted(cards, 0)
    total, steps = counted(cards, args.games)
    print(
        f"{(total - start_up) / steps / 1e6:.3f} million instructions per step "
        f"({args.games} games, {steps} steps, seeds 0-{args.games - 1})"
    )


if __name__ == "__main__":
    main()
