"""Save PNGs of the players' phone pages (tourney.venue) as Chromium draws them at a phone's
size, for review.

    uv run python tools/phone_screenshots.py OUTDIR [--size 390x844]

Builds, in a temporary database, a 24-player Swiss event (names in many scripts, one right-to-
left) with two rounds played and published, round 3 published and running for twelve minutes
with a deck-check extension at table 3, and an 8-player event cut to its top 4 with the
semifinals published and one result in. Serves both on loopback and saves ``pairings.png``
(with "my table" chosen), ``standings.png``, ``clock.png``, ``bracket.png`` and
``not-published.png`` (an event with nothing published). Needs Debian's ``chromium``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from datetime import date, datetime, timedelta
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow, StaffRow
from tourney.demo import demo_names
from tourney.events.event import StaffMember, create_event, start_event
from tourney.events.matches import current_round, matches_in
from tourney.events.model import Result, StaffRole, Structure, Tier
from tourney.events.players import add_players
from tourney.events.registration import register_player
from tourney.events.results import record_result
from tourney.events.rounds import extend_time, start_round
from tourney.events.swiss_link import pair_next_round
from tourney.events.topcut import cut_to_top
from tourney.venue.browser import chromium, run_chromium
from tourney.venue.publishing import publish_pairings, publish_standings
from tourney.venue.server import VenueServer

RIGHT_TO_LEFT = "ليلى حسن"


def shoot(url: str, png: Path, size: tuple[int, int], profile: Path) -> None:
    """One screenshot of ``url`` in a Chromium window of ``size`` (CSS pixels)."""
    done = run_chromium(url, profile, f"--screenshot={png}", size=size)
    if done.returncode != 0:
        raise RuntimeError(f"chromium failed on {url}: {done.stderr[-500:]}")


def _staff() -> list[StaffMember]:
    return [
        StaffMember("Olive Organizer", StaffRole.ORGANIZER),
        StaffMember("Hazel Head", StaffRole.HEAD_JUDGE),
        StaffMember("Sam Scores", StaffRole.SCOREKEEPER),
    ]


def _event(
    session: Session, name: str, names: list[str], at: datetime, structure: Structure
) -> tuple[EventRow, dict[StaffRole, StaffRow]]:
    event = create_event(
        session,
        name=name,
        on=date.today(),
        tier=Tier.LOCAL,
        format_id="harmony",
        staff=_staff(),
        structure=structure,
        seed=5,
        at=at,
    )
    from tourney.events.staff import staff_of

    staff = {StaffRole(s.role): s for s in staff_of(session, event)}
    for player in add_players(session, names, at=at).players:
        register_player(session, event, player, by=staff[StaffRole.SCOREKEEPER], at=at)
    start_event(session, event, by=staff[StaffRole.HEAD_JUDGE], at=at)
    return event, staff


def _play(session: Session, event: EventRow, by: StaffRow, at: datetime, step: int) -> None:
    """Results for every table of the current round, varied so the standings spread."""
    for n, match in enumerate(matches_in(session, current_round(session, event))):
        if match.result is None:
            choice = (Result.A_WINS, Result.B_WINS, Result.A_WINS, Result.DRAW)[(n + step) % 4]
            record_result(session, match, choice, by=by, at=at)


def build_scene(engine: Engine, now: datetime) -> dict[str, int]:
    """The events to show, by purpose: ``swiss``, ``cut``, ``quiet``."""
    start = now - timedelta(hours=2)
    with Session(engine) as session:
        names = demo_names(24)
        names[5] = RIGHT_TO_LEFT
        swiss, staff = _event(
            session, "Canterlot Store Championship", names, start, Structure.SWISS
        )
        keeper, judge = staff[StaffRole.SCOREKEEPER], staff[StaffRole.HEAD_JUDGE]
        for number in (1, 2):
            at = start + timedelta(minutes=45 * (number - 1))
            pair_next_round(session, swiss, by=keeper, at=at)
            publish_pairings(session, swiss, by=keeper, at=at)
            start_round(session, current_round(session, swiss), by=keeper, at=at)
            _play(session, swiss, keeper, at + timedelta(minutes=30), number)
        publish_standings(session, swiss, by=keeper, at=now - timedelta(minutes=20))
        round_3, _ = pair_next_round(session, swiss, by=keeper, at=now - timedelta(minutes=15))
        publish_pairings(session, swiss, by=keeper, at=now - timedelta(minutes=14))
        start_round(session, round_3, by=keeper, at=now - timedelta(minutes=12))
        extend_time(session, round_3, 5, by=judge, why="deck check", table_number=3, at=now)

        cut, staff = _event(
            session, "Top cut: Ponyville Open", demo_names(8), start, Structure.SWISS_TOP_CUT
        )
        keeper, organizer = staff[StaffRole.SCOREKEEPER], staff[StaffRole.ORGANIZER]
        for number in (1, 2, 3):
            pair_next_round(session, cut, by=keeper, at=start)
            _play(session, cut, keeper, start, number)
        cut_to_top(session, cut, by=organizer, size=4, at=start)
        publish_standings(session, cut, by=keeper, at=start)
        publish_pairings(session, cut, by=keeper, at=start)
        first = matches_in(session, current_round(session, cut))[0]
        record_result(session, first, Result.B_WINS, by=keeper, at=start)
        publish_standings(session, cut, by=keeper, at=start)

        quiet, _ = _event(session, "Quiet Tuesday", demo_names(6), start, Structure.SWISS)
        session.commit()
        return {"swiss": swiss.id, "cut": cut.id, "quiet": quiet.id}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--size", default="390x844", help="phone screen, WIDTHxHEIGHT")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    if chromium() is None:
        print(
            "phone_screenshots: chromium is not installed (apt-get install chromium)",
            file=sys.stderr,
        )
        return 2
    args.outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tourney-phones-") as temp:
        engine = open_database(Path(temp) / "venue.db")
        events = build_scene(engine, datetime.now())
        servers = {k: VenueServer(engine, v, hosts=["127.0.0.1"]) for k, v in events.items()}
        for server in servers.values():
            server.start()
        profile = Path(temp) / "profile"
        try:
            swiss = servers["swiss"].url()
            shots = [
                ("pairings", f"{swiss}pairings?me=Emily%20Carter"),
                ("standings", f"{swiss}standings"),
                ("clock", f"{swiss}clock"),
                ("bracket", f"{servers['cut'].url()}bracket"),
                ("not-published", f"{servers['quiet'].url()}pairings"),
            ]
            for name, url in shots:
                shoot(url, args.outdir / f"{name}.png", (width, height), profile)
                print(f"wrote {args.outdir / name}.png")
        finally:
            for server in servers.values():
                server.stop()
            engine.dispose()
    return 0


if __name__ == "__main__":
    sys.exit(main())
