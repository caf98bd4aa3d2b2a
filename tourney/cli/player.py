"""``tourney player add|import|drop|undrop|late|rename|remove``: entering players, taking them
out and correcting their names."""

from __future__ import annotations

import argparse
from pathlib import Path

from tourney.cli.common import (
    acting_staff,
    add_as_option,
    add_command,
    add_player_argument,
    add_why_option,
    find_event,
    find_player,
    read_file,
    transaction,
)
from tourney.events.model import StaffRole

TAKES_ENTRIES = (StaffRole.SCOREKEEPER, StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE)
RUNS_EVENT = (StaffRole.HEAD_JUDGE, StaffRole.ORGANIZER)


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("player", help="register, import, drop and late-enter players")
    sub = group.add_subparsers(dest="player_command", metavar="COMMAND", required=True)

    add = add_command(sub, "add", run_add, help="register players before the event starts")
    add.add_argument("names", nargs="+", metavar="NAME")
    add_as_option(add, "the scorekeeper")

    importer = add_command(
        sub,
        "import",
        run_import,
        help="register the players of a CSV sign-up sheet (a name column)",
    )
    importer.add_argument("file", type=Path)
    add_as_option(importer, "the scorekeeper")

    drop = add_command(sub, "drop", run_drop, help="drop a player (a paired round is conceded)")
    add_player_argument(drop)
    drop.add_argument("--reason", default="")
    add_as_option(drop, "the scorekeeper")

    undrop = add_command(sub, "undrop", run_undrop, help="take back a drop entered by mistake")
    add_player_argument(undrop)
    add_why_option(undrop)
    add_as_option(undrop, "the head judge")

    late = add_command(sub, "late", run_late, help="enter a player after the event started")
    late.add_argument("name")
    late.add_argument("--deck", metavar="FILE", help="deck list (required at Tier 2/3)")
    late.add_argument("--why", default="")
    add_as_option(late, "the head judge")

    rename = add_command(
        sub,
        "rename",
        run_rename,
        help="correct a player's name (audited; the name changes in every event they played)",
    )
    add_player_argument(rename)
    rename.add_argument("new_name", metavar="NEW")
    add_why_option(rename)
    add_as_option(rename, "the scorekeeper")

    remove = add_command(
        sub,
        "remove",
        run_remove,
        help="take back a registration before the event starts (audited; afterwards: drop)",
    )
    add_player_argument(remove)
    add_why_option(remove)
    add_as_option(remove, "the scorekeeper")


def run_add(args: argparse.Namespace) -> int:
    from tourney.events.players import add_players
    from tourney.events.registration import register_player

    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, TAKES_ENTRIES)
        added = add_players(session, args.names)
        for player in added.players:
            register_player(session, event, player, by=by)
    count = len(added.players)
    print(f"Registered {count} player{'' if count == 1 else 's'} in {event.name}")
    for flag in added.flags():
        print(f"note: {flag}")
    return 0


def run_import(args: argparse.Namespace) -> int:
    from tourney.events.players import import_players_csv
    from tourney.events.registration import register_player

    text = read_file(args.file)
    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, TAKES_ENTRIES)
        added = import_players_csv(session, text, source=str(args.file))
        for player in added.players:
            register_player(session, event, player, by=by)
    print(f"Registered {len(added.players)} players from {args.file} in {event.name}")
    for flag in added.flags():
        print(f"note: {flag}")
    return 0


def run_drop(args: argparse.Namespace) -> int:
    from tourney.events.registration import drop_player

    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        by = acting_staff(session, event, args.acting, TAKES_ENTRIES)
        conceded = drop_player(session, registration, by=by, why=args.reason)
        name = registration.player.name
        when = registration.dropped_round
        message = f"Dropped {name} " + (f"in round {when}." if when else "before round 1.")
        if conceded is not None:
            message += (
                f" {name} concedes round {conceded.round.number}, table {conceded.table_number} "
                "(floor rules, Conceding and Dropping)."
            )
    print(message)
    return 0


def run_undrop(args: argparse.Namespace) -> int:
    from tourney.events.registration import undrop_player

    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        by = acting_staff(session, event, args.acting, RUNS_EVENT)
        undrop_player(session, registration, by=by, why=args.why)
        message = f"{registration.player.name} is back in {event.name} from the next round."
    print(message)
    return 0


def run_late(args: argparse.Namespace) -> int:
    from tourney.cli.deck import read_deck_text
    from tourney.events.players import add_player
    from tourney.events.registration import register_late_entry

    deck_text, deck_format = read_deck_text(args.deck) if args.deck else (None, "text")
    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, RUNS_EVENT)
        added = add_player(session, args.name)
        registration = register_late_entry(
            session,
            event,
            added.players[0],
            by=by,
            why=args.why,
            deck_list=deck_text,
            deck_format=deck_format,
        )
        message = (
            f"{registration.player.name} enters {event.name} late and plays from round "
            f"{registration.late_entry_round}."
        )
    print(message)
    for flag in added.flags():
        print(f"note: {flag}")
    return 0


def run_rename(args: argparse.Namespace) -> int:
    from tourney.events.players import rename_player

    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        by = acting_staff(session, event, args.acting, TAKES_ENTRIES)
        old = registration.player.name
        flags = rename_player(session, registration, args.new_name, by=by, why=args.why)
        new = registration.player.name
    print(f"Renamed {old} to {new}.")
    for flag in flags:
        print(f"note: {flag}")
    return 0


def run_remove(args: argparse.Namespace) -> int:
    from tourney.events.registration import remove_player

    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        by = acting_staff(session, event, args.acting, TAKES_ENTRIES)
        name = registration.player.name
        remove_player(session, registration, by=by, why=args.why)
    print(f"Removed {name} from {event.name}.")
    return 0
