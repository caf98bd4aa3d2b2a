"""The round screens on big events: how long the scorekeeper waits, for 64, 512 and 2048 players.

    uv run python bench/gui_rounds.py [--players 64 512 2048] [--results 10]

For each size, ``tourney.events.simulation.simulate_event`` stores an event with three rounds
played (no card data needed), then, offscreen, with the scorekeeper acting:
- pairings screen open (built, shown, round 3 loaded) and reload;
- why-this-pairing for one table (explain_pairing: the round is paired again to explain it);
- pair round 4 (off the GUI thread, until the screen shows it);
- one typed result (``enter_result``: stored, its rows updated; median and worst of --results);
- standings screen open (built, shown, every tiebreaker computed).
Prints milliseconds; no goal is asserted (tests never time anything).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def build(db: Path, players: int) -> float:
    from sqlalchemy.orm import Session

    from tourney.db.database import open_database
    from tourney.events.simulation import simulate_event

    started = time.perf_counter()
    engine = open_database(db)
    with Session(engine) as session:
        simulate_event(session, players=players, rounds=3, seed=1)
        session.commit()
    engine.dispose()
    return time.perf_counter() - started


def measure(app, db: Path, players: int, results: int) -> dict[str, float]:
    from sqlalchemy import select

    from tourney.db.database import open_database
    from tourney.db.schema import EventRow
    from tourney.events.model import Result, StaffRole
    from tourney.events.staff import staff_of
    from tourney.gui.context import AppContext
    from tourney.gui.rounds.pairings import PairingsScreen
    from tourney.gui.rounds.standings import StandingsScreen

    def timed(call) -> float:
        started = time.perf_counter()
        call()
        app.processEvents()
        return (time.perf_counter() - started) * 1000

    engine = open_database(db)
    ctx = AppContext(engine, None)
    with ctx.session() as session:
        event = session.scalars(select(EventRow)).one()
        scorekeeper = next(s for s in staff_of(session, event) if s.role == StaffRole.SCOREKEEPER)
        event_id, operator = event.id, scorekeeper.id
    ctx.set_event(event_id)
    ctx.set_operator(operator)
    numbers: dict[str, float] = {}
    screens = []

    def opener(screen_class):  # type: ignore[no-untyped-def]
        def open_screen() -> None:
            screen = screen_class(ctx)
            screen.resize(1280, 800)
            screen.show()
            screens.append(screen)

        return open_screen

    numbers["pairings open"] = timed(opener(PairingsScreen))
    pairings = screens[0]
    numbers["pairings reload"] = timed(pairings.reload)
    seat = pairings.model.seats[0]
    numbers["why this pairing"] = timed(lambda: pairings.explanation(seat))

    def pair_next() -> None:
        pairings.pair_next_round()
        while pairings.task is not None:
            app.processEvents()

    numbers["pair next round"] = timed(pair_next)
    typed = sorted(
        timed(lambda table=table: pairings.enter_result(table, Result.A_WINS))
        for table in range(1, results + 1)
    )
    if pairings.message.meaning == "bad":
        raise RuntimeError(f"a result was refused: {pairings.message.text()}")
    numbers["one result typed (median)"] = statistics.median(typed)
    numbers["one result typed (worst)"] = typed[-1]

    numbers["standings open"] = timed(opener(StandingsScreen))
    for screen in screens:
        screen.close()
    engine.dispose()
    return numbers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[64, 512, 2048])
    parser.add_argument("--results", type=int, default=10, help="results typed per size")
    args = parser.parse_args()
    from tourney.gui.app import application

    app = application()
    print(f"load average now: {', '.join(f'{n:.2f}' for n in os.getloadavg())}")
    with tempfile.TemporaryDirectory(prefix="tourney-bench-rounds-") as temp:
        for players in args.players:
            db = Path(temp) / f"rounds{players}.db"
            built = build(db, players)
            numbers = measure(app, db, players, args.results)
            shown = " | ".join(f"{name} {ms:.0f} ms" for name, ms in numbers.items())
            print(f"{players} players (3 rounds stored in {built:.1f} s): {shown}", flush=True)
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    # Skip the interpreter's teardown: PySide6 can crash collecting widgets at exit.
    os._exit(code)
