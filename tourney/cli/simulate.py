"""``tourney simulate``: a whole Swiss event with random results through the real code path,
printing each round's pairing time and quality as it is played."""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from tourney.cli.common import (
    CommandError,
    add_command,
    add_json_option,
    print_json,
    transaction,
)


def register(commands: argparse._SubParsersAction) -> None:
    simulate = add_command(
        commands,
        "simulate",
        run_simulate,
        help="play a random Swiss event and print pairing time and quality per round",
        description="Create a Tier 1 event of N players, pair R rounds with seeded random "
        "results through the same functions the organizer's commands use, and print each "
        "round's pairing time, rematches, pair-downs and byes. With --db the event is kept "
        "there; without it a temporary database is used and thrown away.",
        event=False,
        database_optional=True,
    )
    simulate.add_argument("--players", type=int, required=True, metavar="N")
    simulate.add_argument("--rounds", type=int, required=True, metavar="R")
    simulate.add_argument("--seed", type=int, default=1, metavar="S", help="default: 1")
    simulate.add_argument(
        "--drop-rate", type=float, default=0.0, metavar="P", help="chance a player drops after "
        "each round (default: 0)"
    )  # fmt: skip
    simulate.add_argument("--name", help="event name (default: says players, rounds, seed)")
    add_json_option(simulate)


def run_simulate(args: argparse.Namespace) -> int:
    if args.db is not None:
        return _simulate(args, kept=True)
    with tempfile.TemporaryDirectory(prefix="tourney-simulate-") as folder:
        args.db = str(Path(folder) / "simulation.db")
        return _simulate(args, kept=False)


def _simulate(args: argparse.Namespace, *, kept: bool) -> int:
    from tourney.events.simulation import SimulatedRound, simulate_event

    def show(played: SimulatedRound) -> None:
        if args.json:
            return
        line = (
            f"round {played.round:>2}: paired {played.players_paired} players in "
            f"{played.pairing_seconds:.3f} s; {played.rematches} rematches, "
            f"{played.pair_downs} pair-downs ({played.group_crossings} score groups crossed, "
            f"parity minimum {played.parity_minimum}), {played.byes} "
            f"bye{'' if played.byes == 1 else 's'}"
        )
        if played.dropped:
            line += f"; {played.dropped} dropped after it"
        print(line, flush=True)
        for bend in played.bends:
            print(f"  bent: {bend}", flush=True)

    started = time.perf_counter()
    with transaction(args) as session:
        try:
            report = simulate_event(
                session,
                players=args.players,
                rounds=args.rounds,
                seed=args.seed,
                drop_rate=args.drop_rate,
                name=args.name,
                on_round=show,
            )
        except ValueError as error:  # the arguments themselves are out of range
            raise CommandError(str(error)) from error
    seconds = time.perf_counter() - started
    if args.json:
        print_json(
            {**report.as_dict(), "total_seconds": seconds, "kept_in": args.db if kept else None}
        )
        return 0
    print(
        f"{report.event_name}: {len(report.rounds)} rounds paired in "
        f"{report.total_pairing_seconds:.2f} s ({seconds:.2f} s in all)"
    )
    print(f"kept as event {report.event_id} in {args.db}" if kept else "not kept (no --db)")
    return 0
