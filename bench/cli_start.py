"""Whole-process speed of the ``tourney`` command: start-up of commands that need no database,
and ``tourney swiss pair`` beside the PyPI ``swisspair`` pairer's whole process.

    uv run python bench/cli_start.py [--runs 5] [--sizes 512 4096] [--peer PYTHON]
                                     [--tourney COMMAND]

Every figure is a fresh process, started the way a user starts it (the installed ``tourney``
script of this environment, bytecode compiled), timed from spawn to exit; the median of
``--runs`` runs after one warm-up run is printed with the median CPU time. ``tourney swiss
pair`` and swisspair take turns, run for run, so that a shared machine's load falls on both;
on a busy machine compare the CPU columns.

Goals: ``tourney --help``, ``tourney --version`` and ``tourney swiss pair`` on a small event (no
database) under 0.3 s; ``tourney swiss pair`` at 512 and 4,096 players (9 rounds played, random
results and drops, the 10th round paired) no slower than swisspair's whole process on the same
event. The peer is a separate environment, never the app's dependencies::

    uv venv /tmp/peer-swisspair && uv pip install --python /tmp/peer-swisspair swisspair

It gets the same players in standings order with their points, their past opponents as
forbidden pairs and no second bye, reads them from a JSON file and writes the pairs as
``tourney swiss pair`` does. ``--tourney`` times another build (e.g. the frozen one:
``--tourney dist/tourney/tourney``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
START_GOAL = 0.3
DEFAULT_PEER = Path(os.environ.get("SWISSPAIR_PYTHON", "/tmp/peer-swisspair/bin/python"))

# The peer's whole process: read the event, pair it, write the pairs.
PEER = r"""
import json, sys
from swisspair import Player, create_matches

players = json.load(open(sys.argv[1]))
ids = {p["id"] for p in players}
matches = create_matches([
    Player(id=str(p["id"]), points=p["points"], rank=i + 1, can_get_bye=not p["had_bye"],
           cannot_be_paired_against_ids={str(o) for o in p["opponents"] if o in ids})
    for i, p in enumerate(players)
])
lines = [str(len(matches))]
for m in matches:
    lines.append(f"{m.p1.id} {m.p2.id if m.p2 is not None else 0}")
open(sys.argv[2], "w").write("\n".join(lines) + "\n")
"""


def build_event(size: int, seed: int) -> tuple[str, list[dict[str, object]], int]:
    """TRF text and the peer's JSON for ``size`` players after all but the last suggested
    round, played out with tourney's own pairing and random results (as bench/pairing.py)."""
    sys.path.insert(0, str(REPO / "bench"))
    from pairing import simulate  # bench/pairing.py

    from tourney.swiss import suggested_rounds
    from tourney.swiss.standings import standings
    from tourney.swiss.trf import trf_numbers, write_trf

    rounds = (suggested_rounds(size).rounds or 3) - 1
    event, _ = simulate(size, rounds, seed)
    number = trf_numbers(event)
    active = {p.id for p in event.active_players(rounds + 1)}
    peer = []
    for s in standings(event):
        if s.player.id not in active:
            continue
        record = event.record(s.player.id)
        peer.append(
            {
                "id": number[s.player.id],
                "points": record.points,
                "had_bye": record.byes > 0,
                "opponents": sorted({number[o] for o in record.opponents if o in active}),
            }
        )
    return write_trf(event, total_rounds=rounds + 1), peer, rounds


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command: list[str], runs: int, env: dict[str, str]) -> tuple[float, float]:
    """Median wall and CPU seconds of ``runs`` whole processes (after one warm-up run)."""
    return timed_side_by_side([command], runs, env)[0]


def timed_side_by_side(
    commands: list[list[str]], runs: int, env: dict[str, str]
) -> list[tuple[float, float]]:
    """Median wall and CPU seconds of each command over ``runs`` whole processes (after one
    warm-up run each), the commands taking turns so that a busy machine slows them alike."""
    walls: list[list[float]] = [[] for _ in commands]
    cpus: list[list[float]] = [[] for _ in commands]
    for n in range(runs + 1):
        for k, command in enumerate(commands):
            cpu = _children_cpu()
            start = time.perf_counter()
            done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=REPO)
            wall = time.perf_counter() - start
            if done.returncode != 0:
                raise RuntimeError(
                    f"{shlex.join(command)} failed ({done.returncode}):\n{done.stderr}"
                )
            if n:
                walls[k].append(wall)
                cpus[k].append(_children_cpu() - cpu)
    return [(statistics.median(w), statistics.median(c)) for w, c in zip(walls, cpus, strict=True)]


def find_tourney(given: str | None) -> list[str]:
    if given:
        return shlex.split(given)
    script = Path(sys.executable).parent / "tourney"
    if script.exists():
        return [str(script)]
    found = shutil.which("tourney")
    if found is None:
        sys.exit("no tourney command found: run inside `uv run` or pass --tourney")
    return [found]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="*", default=[512, 4096])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--peer", type=Path, default=DEFAULT_PEER, help="swisspair's Python")
    parser.add_argument("--tourney", help="the command to time (default: this env's tourney)")
    args = parser.parse_args()
    tourney = find_tourney(args.tourney)
    env = dict(os.environ, RAYON_NUM_THREADS="1")  # one core for both pairers
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    print(f"load average now: {', '.join(f'{n:.2f}' for n in os.getloadavg())}")
    print(f"tourney: {shlex.join(tourney)}")

    with tempfile.TemporaryDirectory(prefix="tourney-cli-bench-") as temp:
        small = Path(temp) / "small.trf"
        small.write_text(build_event(64, args.seed)[0], encoding="utf-8")
        print(f"\nStart-up, whole process, median of {args.runs} (goal < {START_GOAL} s):")
        print(f"{'command':<34} {'wall s':>7} {'CPU s':>6}")
        for label, extra in (
            ("tourney --help", ["--help"]),
            ("tourney --version", ["--version"]),
            ("tourney swiss pair (64 players)", ["swiss", "pair", str(small)]),
        ):
            try:
                wall, cpu = timed(tourney + extra, args.runs, env)
            except RuntimeError as error:
                print(f"{label:<34} {'failed':>7}  ({str(error).splitlines()[0]})")
                continue
            verdict = "ok" if wall < START_GOAL else "SLOW"
            print(f"{label:<34} {wall:>7.3f} {cpu:>6.3f}  {verdict}")

        peer = args.peer if args.peer.exists() else None
        if peer is None:
            print(f"\nno swisspair at {args.peer}: install it as the docstring says (--peer)")
        print("\ntourney swiss pair beside swisspair, whole process, median of", args.runs)
        print(
            f"{'players':>7} {'played':>6} {'tourney s':>9} {'CPU s':>6} {'swisspair s':>11} "
            f"{'CPU s':>6} {'ratio':>5} {'CPU ratio':>9}"
        )
        peer_script = Path(temp) / "peer.py"
        peer_script.write_text(PEER, encoding="utf-8")
        for size in args.sizes:
            trf, players, played = build_event(size, args.seed)
            trf_file = Path(temp) / f"event-{size}.trf"
            trf_file.write_text(trf, encoding="utf-8")
            peer_file = Path(temp) / f"event-{size}.json"
            peer_file.write_text(json.dumps(players), encoding="utf-8")
            out = Path(temp) / "pairs.txt"
            ours_command = tourney + ["swiss", "pair", str(trf_file), "-p", str(out)]
            if peer is None:
                ours, our_cpu = timed(ours_command, args.runs, env)
                print(f"{size:>7} {played:>6} {ours:>9.3f} {our_cpu:>6.3f}")
                continue
            peer_command = [str(peer), str(peer_script), str(peer_file), str(out)]
            (ours, our_cpu), (theirs, their_cpu) = timed_side_by_side(
                [ours_command, peer_command], args.runs, env
            )
            print(
                f"{size:>7} {played:>6} {ours:>9.3f} {our_cpu:>6.3f} {theirs:>11.3f} "
                f"{their_cpu:>6.3f} {ours / theirs:>5.2f} {our_cpu / their_cpu:>9.2f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
