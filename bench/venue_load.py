"""Players' phones on the venue server: 200 phones polling for a while, on loopback.

    uv run python bench/venue_load.py [--phones 200] [--seconds 60] [--players 64]

Stores a 64-player event (``tourney.events.simulation``) with three rounds played, the
standings after round 3 published, and round 4 paired and published. Serves it with
``tourney.venue.server.VenueServer`` (its default threads, rate limit and cache) inside this
process, which also runs a Qt event loop with a 20 ms timer, as the window would. Another
process plays the phones: each opens the pairings page once, then asks ``pairings.json`` and
``clock.json`` every 5 s and ``standings.json`` every 15 s with ``If-None-Match``, from its own
loopback address (127.0.1.N on Linux), so the per-client rate limit applies to each phone
alone. Halfway through, from the Qt loop, a late fix: two players swapped, the pairings
published again and the round started.

Prints requests per second served, status counts, latency percentiles per kind of request,
how late the Qt timer fired (the window staying responsive), and how long the phones took to
see the new pairings. No goal is asserted.
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import os
import random
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

POLLS = {"pairings.json": 5.0, "clock.json": 5.0, "standings.json": 15.0}
# phone, what, status, seconds taken, finished at (epoch), whether it brought changed data
Sample = tuple[int, str, int, float, float, bool]


def phone(number: int, url: str, seconds: float, samples: list[Sample]) -> None:
    """One phone: the page, then its polls, each on a fresh connection (as a phone on a busy
    Wi-Fi does after a few seconds idle)."""
    host, _, rest = url.removeprefix("http://").partition("/")
    name, _, port = host.partition(":")
    base = "/" + rest
    source = (f"127.0.{1 + number // 250}.{1 + number % 250}", 0)
    etags: dict[str, str] = {}
    rng = random.Random(number)
    deadline = time.monotonic() + seconds

    def ask(what: str) -> None:
        connection = http.client.HTTPConnection(name, int(port), timeout=10, source_address=source)
        headers = {"If-None-Match": etags[what]} if what in etags else {}
        started = time.perf_counter()
        try:
            connection.request("GET", base + what, headers=headers)
            response = connection.getresponse()
            response.read()
            status = response.status
            tag = response.getheader("ETag")
            changed = status == 200 and what in etags and tag != etags[what]
            if status == 200 and tag:
                etags[what] = tag
        except OSError:
            status, changed = 0, False
        finally:
            connection.close()
        taken = time.perf_counter() - started
        samples.append((number, what or "page", status, taken, time.time(), changed))

    time.sleep(rng.uniform(0, 5))  # phones arrive over a few seconds, not all at once
    ask("")
    due = {what: time.monotonic() + rng.uniform(0, every) for what, every in POLLS.items()}
    while time.monotonic() < deadline:
        what = min(due, key=due.__getitem__)
        wait = due[what] - time.monotonic()
        if wait > 0:
            time.sleep(min(wait, max(0.0, deadline - time.monotonic())))
            if time.monotonic() >= deadline:
                break
        ask(what)
        due[what] += POLLS[what]


def phones(url: str, count: int, seconds: float) -> list[Sample]:
    samples: list[Sample] = []
    threads = [
        threading.Thread(target=phone, args=(n, url, seconds, samples), daemon=True)
        for n in range(count)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return samples


def build(db: Path, players: int) -> int:
    from datetime import datetime, timedelta

    from sqlalchemy.orm import Session

    from tourney.db.database import open_database
    from tourney.db.schema import EventRow
    from tourney.events.simulation import simulate_event
    from tourney.events.staff import staff_of
    from tourney.events.swiss_link import pair_next_round
    from tourney.venue.publishing import publish_pairings, publish_standings

    engine = open_database(db)
    with Session(engine) as session:
        report = simulate_event(session, players=players, rounds=3, seed=3)
        event = session.get_one(EventRow, report.event_id)
        keeper = staff_of(session, event)[2]
        publish_standings(session, event, by=keeper)
        now = datetime.now()
        pair_next_round(session, event, by=keeper, at=now - timedelta(minutes=10))
        publish_pairings(session, event, by=keeper, at=now - timedelta(minutes=9))
        session.commit()
    engine.dispose()
    return report.event_id


def republish(engine: object, event_id: int) -> tuple[float, float, float]:
    """A late fix before the round starts: the head judge swaps two players, the scorekeeper
    publishes the pairings again and starts the round. Returns when it was published (epoch)
    and when the work began and ended on the Qt thread (perf_counter)."""
    from sqlalchemy.orm import Session

    from tourney.db.schema import EventRow
    from tourney.events.matches import current_round, matches_in
    from tourney.events.round_edits import swap_players
    from tourney.events.rounds import start_round
    from tourney.events.staff import staff_of
    from tourney.venue.publishing import publish_pairings

    began = time.perf_counter()
    with Session(engine) as session:
        event = session.get_one(EventRow, event_id)
        organizer, judge, keeper = staff_of(session, event)
        round_ = current_round(session, event)
        first, second = (m.player_a for m in matches_in(session, round_)[:2])
        swap_players(session, round_, first, second, by=judge, why="bench: a late fix")
        publish_pairings(session, event, by=keeper)
        start_round(session, round_, by=keeper)
        session.commit()
    return time.time(), began, time.perf_counter()


def percentiles(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000

    return (
        f"p50 {at(0.50):6.1f}  p90 {at(0.90):6.1f}  p99 {at(0.99):6.1f}  "
        f"max {ordered[-1] * 1000:6.1f} ms  (n={len(ordered)})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phones", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--players", type=int, default=64)
    args = parser.parse_args(argv)
    if sys.platform != "linux":
        print("venue_load: needs Linux (each phone sends from its own 127.x address)")
        return 2

    from PySide6.QtCore import QCoreApplication, QTimer

    from tourney.db.database import open_database
    from tourney.venue.server import VenueServer

    with tempfile.TemporaryDirectory(prefix="tourney-venue-") as temp:
        db = Path(temp) / "venue.db"
        event_id = build(db, args.players)
        engine = open_database(db)
        server = VenueServer(engine, event_id, hosts=["127.0.0.1"])
        url = server.start()
        app = QCoreApplication.instance() or QCoreApplication([])
        ticks: list[float] = []
        timer = QTimer()
        timer.setInterval(20)
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        published: list[tuple[float, float, float]] = []
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            future = pool.submit(phones, url, args.phones, args.seconds)
            QTimer.singleShot(
                int(args.seconds * 500), lambda: published.append(republish(engine, event_id))
            )
            QTimer.singleShot(int((args.seconds + 8) * 1000), app.quit)
            timer.start()
            app.exec()
            timer.stop()
            samples = future.result()
        served = server.site.served
        server.stop()
        engine.dispose()

    statuses = Counter(status for _, _, status, _, _, _ in samples)
    span = max(t for *_, t, _ in samples) - min(t for *_, t, _ in samples)
    busy = (published[0][1], published[0][2]) if published else (0.0, 0.0)
    # The Qt thread's own work (the fix and publishing) is left out: only waiting on the server.
    lateness = [
        max(0.0, b - a - 0.020)
        for a, b in zip(ticks, ticks[1:], strict=False)
        if not (a <= busy[1] and b >= busy[0])
    ]
    print(f"{args.phones} phones for {args.seconds:.0f} s on loopback, event of {args.players}")
    print(
        f"requests answered: {len(samples)} in {span:.1f} s = {len(samples) / span:.1f} per "
        f"second (server counted {served})"
    )
    print("statuses: " + ", ".join(f"{s or 'failed'}: {n}" for s, n in sorted(statuses.items())))
    for what in ("page", *POLLS):
        print(f"  {what:15} {percentiles([s for _, w, _, s, _, _ in samples if w == what])}")
    print(f"  {'all':15} {percentiles([s for _, _, _, s, _, _ in samples])}")
    print(f"Qt timer every 20 ms, late by: {percentiles(lateness)}")
    if published:
        at, began, ended = published[0]
        print(f"the fix and publishing took {(ended - began) * 1000:.0f} ms on the Qt thread")
        first: dict[int, float] = {}
        for number, what, _, _, t, changed in sorted(samples, key=lambda s: s[4]):
            if what == "pairings.json" and changed and t > at:
                first.setdefault(number, t - at)
        print(
            f"new pairings reached {len(first)} of {args.phones} phones, after: "
            + percentiles(list(first.values())).split("  (")[0]
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
