"""``tourney round clock|extend|pause|resume|deck-checks|deck-check``: the round clock, time
extensions, and random deck checks (floor rules, Match Time Limit; Tier 2/3 Rules: Deck Checks).
Registered into the ``round`` group by ``tourney.cli.rounds``."""

from __future__ import annotations

import argparse
from datetime import datetime
from typing import TYPE_CHECKING

from tourney.cli.common import (
    CommandError,
    acting_staff,
    add_as_option,
    add_command,
    add_json_option,
    add_player_argument,
    add_why_option,
    find_event,
    find_player,
    open_catalog,
    print_json,
    transaction,
)
from tourney.events.model import StaffRole

if TYPE_CHECKING:  # SQLAlchemy is imported by the commands that open a database
    from sqlalchemy.orm import Session

    from tourney.db.schema import EventRow, RoundRow, StaffRow

KEEPS_CLOCK = (StaffRole.SCOREKEEPER, StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)
JUDGES = (StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)


def add_commands(sub: argparse._SubParsersAction) -> None:
    clock = add_command(
        sub, "clock", run_clock, help="time left in the current round, per table if extended"
    )
    clock.add_argument(
        "--announce", action="store_true", help="print what to read out when time is called"
    )
    clock.add_argument(
        "--five-minutes", action="store_true", help="with --announce: the five-minute limit"
    )
    add_json_option(clock)

    extend = add_command(
        sub, "extend", run_extend, help="give the round or one table extra minutes"
    )
    extend.add_argument("minutes", type=int)
    extend.add_argument("--table", type=int, help="one table only (default: the whole round)")
    add_why_option(extend)
    add_as_option(extend, "the head judge")

    pause = add_command(sub, "pause", run_pause, help="stop the round clock")
    add_why_option(pause)
    add_as_option(pause, "the scorekeeper")

    resume = add_command(sub, "resume", run_resume, help="start the paused round clock again")
    add_as_option(resume, "the scorekeeper")

    checks = add_command(
        sub,
        "deck-checks",
        run_deck_checks,
        help="pick games of the current round for deck checks at random (seeded)",
    )
    checks.add_argument("--count", type=int, default=1, help="games to check (default: 1)")
    checks.add_argument("--seed", type=int, help="default: the round's seed")
    checks.add_argument("--minutes", type=int, help="extra time per table (default: as data)")
    add_as_option(checks, "the head judge")

    check = add_command(
        sub,
        "deck-check",
        run_deck_check,
        help="enter the deck a selected player presented; mismatches are penalized",
    )
    add_player_argument(check)
    check.add_argument("file", help="the presented deck written as a list, or - for stdin")
    add_json_option(check)
    add_as_option(check, "the head judge")


def _current_round(session: Session, event: EventRow) -> RoundRow:
    from tourney.cli.rounds import find_round  # rounds imports this module

    return find_round(session, event, None)


def _round_and_staff(
    session: Session, args: argparse.Namespace, prefer: tuple[str, ...]
) -> tuple[EventRow, RoundRow, StaffRow]:
    """The named event, its current round, and the staff member acting (--as or ``prefer``)."""
    event = find_event(session, args.event)
    return event, _current_round(session, event), acting_staff(session, event, args.acting, prefer)


def run_clock(args: argparse.Namespace) -> int:
    from tourney.events.matches import matches_in
    from tourney.events.round_clock import end_of_match_text, read_clock

    at = datetime.now()
    with transaction(args) as session:
        event = find_event(session, args.event)
        round_ = _current_round(session, event)
        reading = read_clock(round_, at)
        tables = [
            {"table": m.table_number, "remaining": read_clock(round_, at, m).display()}
            for m in matches_in(session, round_)
            if m.extra_minutes and m.result is None
        ]
        announcement = end_of_match_text(round_.kind, five_minute_limit=args.five_minutes)
        data = {
            "event": event.name,
            "round": round_.number,
            "status": str(reading.status),
            "limit_minutes": reading.limit_minutes,
            "elapsed_seconds": int(reading.elapsed.total_seconds()),
            "remaining": reading.display(),
            "extended_tables": tables,
            "announcement": announcement.text if args.announce else None,
        }
    if args.json:
        print_json(data)
        return 0
    limit = f"{data['limit_minutes']} minutes" if data["limit_minutes"] else "untimed"
    shown = data["remaining"]
    if shown != data["status"]:
        shown += f" ({data['status']})"
    print(f"{event.name}, round {data['round']} ({limit}): {shown}")
    for t in tables:
        print(f"  table {t['table']}: {t['remaining']}")
    if args.announce:
        print()
        print(announcement.text)
        print(f"({announcement.rule})")
    return 0


def run_extend(args: argparse.Namespace) -> int:
    from tourney.events.rounds import extend_time

    with transaction(args) as session:
        _, round_, by = _round_and_staff(session, args, JUDGES)
        extend_time(session, round_, args.minutes, by=by, why=args.why, table_number=args.table)
    where = f"table {args.table}" if args.table is not None else "every table"
    print(f"Round {round_.number}: {args.minutes} more minutes for {where}.")
    return 0


def run_pause(args: argparse.Namespace) -> int:
    from tourney.events.round_clock import pause_round

    with transaction(args) as session:
        _, round_, by = _round_and_staff(session, args, KEEPS_CLOCK)
        pause_round(session, round_, by=by, why=args.why)
    print(f"Round {round_.number}'s clock is paused.")
    return 0


def run_resume(args: argparse.Namespace) -> int:
    from tourney.events.round_clock import resume_round

    with transaction(args) as session:
        _, round_, by = _round_and_staff(session, args, KEEPS_CLOCK)
        pause = resume_round(session, round_, by=by)
    print(f"Round {round_.number}'s clock runs again after {int(pause.total_seconds())} s.")
    return 0


def run_deck_checks(args: argparse.Namespace) -> int:
    from tourney.events.deck_checks import select_deck_checks
    from tourney.events.matches import matches_in

    with transaction(args) as session:
        _, round_, by = _round_and_staff(session, args, JUDGES)
        seed = args.seed if args.seed is not None else round_.seed
        rows = select_deck_checks(
            session, round_, count=args.count, seed=seed, by=by, extra_minutes=args.minutes
        )
        chosen = [(row.registration.player.name, row.match_id) for row in rows]
        tables = {m.id: m.table_number for m in matches_in(session, round_)}
    print(f"Deck checks in round {round_.number} (seed {seed}):")
    for name, match_id in chosen:
        print(f"  table {tables[match_id]}: {name}")
    return 0


def run_deck_check(args: argparse.Namespace) -> int:
    from sqlalchemy import select

    from tourney.cli.deck import read_deck_text
    from tourney.db.schema import DeckCheckRow
    from tourney.events.deck_checks import record_deck_check

    text, _ = read_deck_text(args.file)
    catalog = open_catalog(args)
    with transaction(args) as session:
        event = find_event(session, args.event)
        round_ = _current_round(session, event)
        registration = find_player(session, event, args.player)
        check = session.scalars(
            select(DeckCheckRow).where(
                DeckCheckRow.round_id == round_.id,
                DeckCheckRow.registration_id == registration.id,
            )
        ).first()
        if check is None:
            raise CommandError(
                f"{registration.player.name} was not selected for a deck check in round "
                f"{round_.number} (tourney round deck-checks)"
            )
        by = acting_staff(session, event, args.acting, JUDGES)
        outcome = record_deck_check(session, check, text, catalog=catalog, by=by)
        data = {
            "player": registration.player.name,
            "round": round_.number,
            "matches_list": outcome.deck_matches_list,
            "missing": outcome.missing,
            "extra": outcome.extra,
            "penalty": outcome.penalty.level if outcome.penalty is not None else None,
            "infraction": outcome.penalty.infraction if outcome.penalty is not None else None,
        }
    if args.json:
        print_json(data)
    else:
        verdict = "matches the list" if data["matches_list"] else "does NOT match the list"
        print(f"{data['player']}'s deck {verdict}.")
        for name, copies in data["missing"].items():
            print(f"  missing from the deck: {copies}x {name}")
        for name, copies in data["extra"].items():
            print(f"  not on the list: {copies}x {name}")
        if data["penalty"]:
            print(f"  penalty: {data['penalty']} ({data['infraction']})")
    return 0 if data["matches_list"] else 1
