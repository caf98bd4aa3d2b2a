"""``tourney publish`` and ``tourney serve``: what players may see, and the read-only pages
that show it on their phones (tourney.venue)."""

from __future__ import annotations

import argparse
import sys
import time

from tourney.cli.common import (
    CommandError,
    acting_staff,
    add_as_option,
    add_command,
    find_event,
    open_db,
    transaction,
)

PUBLISHABLE = ("pairings", "standings")


def register(commands: argparse._SubParsersAction) -> None:
    publish = add_command(
        commands,
        "publish",
        run_publish,
        help="publish pairings or standings for the players' phones",
        description="Make the pairings of a round (default: the current one) or the standings "
        "after a round (default: the last with every result in) public, as they read now; "
        "`tourney serve` shows only what was published. After the cut the bracket goes with "
        "them.",
        event=False,
    )
    publish.add_argument("what", choices=PUBLISHABLE, metavar="WHAT", help="pairings, standings")
    publish.add_argument("event", metavar="EVENT", help="event id or exact name")
    publish.add_argument("--round", type=int, metavar="N", help="round number")
    add_as_option(publish, "the scorekeeper")
    serve = add_command(
        commands,
        "serve",
        run_serve,
        help="serve read-only pages of the event to players' phones on the local network",
        description="Pairings, standings and the bracket as published, and the round clock, "
        "at an unguessable address on this computer's local network address and loopback; "
        "the event keeps its address, so printed QR codes stay right. Read only; runs until "
        "Ctrl+C.",
    )
    serve.add_argument(
        "--port", type=int, help="port (default: the event's port from before, else a free one)"
    )
    serve.add_argument(
        "--host",
        action="append",
        metavar="ADDRESS",
        help="listen on this address instead (repeatable; default: the LAN address and 127.0.0.1)",
    )
    serve.add_argument(
        "--minutes", type=float, metavar="M", help="stop after M minutes (default: Ctrl+C)"
    )


def run_publish(args: argparse.Namespace) -> int:
    from tourney.venue.publishing import publish_pairings, publish_standings

    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, ("scorekeeper", "organizer", "head judge"))
        if args.what == "pairings":
            row = publish_pairings(session, event, by=by, round_number=args.round)
            said = f"{row.content['title']} pairings"
        else:
            row = publish_standings(session, event, by=by, after_round=args.round)
            said = row.content["title"].lower()
    print(f"published {said} of {event.name}")
    return 0


def run_serve(args: argparse.Namespace) -> int:
    from tourney.venue.qr import qr_terminal
    from tourney.venue.server import serve_event

    if args.port is not None and not 1 <= args.port <= 65535:
        raise CommandError(f"--port takes 1-65535, not {args.port}")
    engine = open_db(args)
    with transaction(args) as session:
        event = find_event(session, args.event)
        event_id, name = event.id, event.name
    try:
        server = serve_event(engine, event_id, hosts=args.host, port=args.port)
    except OSError as error:
        hosts = ", ".join(args.host or ["this computer's network address"])
        raise CommandError(f"cannot listen on {hosts}: {error}") from error
    url = server.url()
    print(f"Serving {name} to phones at {url}")
    if server.hosts == ["127.0.0.1"]:
        print("(no local network found: only this computer can open it)")
    print(qr_terminal(url))
    print("Ctrl+C stops it.", flush=True)
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    try:
        while deadline is None or time.monotonic() < deadline:
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
        engine.dispose()
    print("stopped", file=sys.stderr)
    return 0
