"""``tourney deck check|convert|register``: deck legality, deck-list formats, and handing a
player's list in to an event."""

from __future__ import annotations

import argparse
import shlex
import sys
from collections import Counter
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from tourney.cli.common import (
    CommandError,
    acting_staff,
    add_as_option,
    add_command,
    add_json_option,
    add_level_option,
    add_player_argument,
    find_event,
    find_player,
    open_catalog,
    parse_date,
    print_json,
    transaction,
    write_file,
)
from tourney.events.model import PenaltyLevel, StaffRole

if TYPE_CHECKING:  # the deck and legality modules are imported by the commands that use them
    from tourney.cards.catalog import CardCatalog
    from tourney.db.schema import EventRow
    from tourney.decks.model import Deck, ResolvedDeck
    from tourney.legality import Format, LegalityReport

WRITERS = ("text", "o8d", "ponyhead")  # the formats `deck convert --to` writes


def write_deck(to: str, deck: Deck) -> str:
    from tourney.decks.o8d import write_o8d
    from tourney.decks.ponyhead import write_ponyhead
    from tourney.decks.text import write_text

    return {"text": write_text, "o8d": write_o8d, "ponyhead": write_ponyhead}[to](deck)


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("deck", help="deck lists: check legality, convert formats")
    deck_commands = group.add_subparsers(dest="deck_command", metavar="COMMAND", required=True)

    check = add_command(
        deck_commands,
        "check",
        run_check,
        help="is this deck legal? exit 0 legal, 1 not legal, 2 input unreadable",
        description="Check a deck list (text, OCTGN .o8d or PonyHead code; '-' reads stdin).",
        event=False,
    )
    _add_file_argument(check)
    check.add_argument("--format", default="harmony", help="format id (default: harmony)")
    check.add_argument(
        "--date", type=parse_date, default=None, help="event date YYYY-MM-DD (default: today)"
    )
    check.add_argument("--pool", type=Path, help="the player's limited pool, as a card list")
    add_json_option(check)

    convert = add_command(
        deck_commands,
        "convert",
        run_convert,
        help="write a deck list in another format",
        event=False,
    )
    _add_file_argument(convert)
    convert.add_argument("--to", required=True, choices=sorted(WRITERS))
    convert.add_argument("--out", type=Path, help="write here instead of standard output")

    submit = add_command(
        deck_commands,
        "register",
        run_register,
        help="hand in a player's deck list for an event and check it; exit 1 if not legal",
        description="Store the list (text, .o8d or PonyHead; '-' reads stdin) even when it is "
        "not legal, as the floor rules want the list the player handed in, then print the "
        "legality report and the deck-list penalty it calls for, which a judge gives with "
        "tourney deck review.",
    )
    add_player_argument(submit)
    _add_file_argument(submit)
    submit.add_argument(
        "--approved-by", metavar="NAME", help="the head judge approving a change (Tier 2/3)"
    )
    submit.add_argument("--why", default="", help="why the list changes, for the audit trail")
    add_json_option(submit)
    add_as_option(submit, "the scorekeeper")

    review = add_command(
        deck_commands,
        "review",
        run_review,
        help="a judge checks a player's registered list and gives the penalty it calls for",
        description="Check the registered list against the event's format and give the "
        "deck-list penalty the floor rules recommend (Deck Lists: incorrect, a Game Warning; "
        "invalid or illegal, a Game Loss applied to the player's next game), audited. One "
        "penalty per list: the head judge changes its level with tourney penalty level.",
    )
    add_player_argument(review)
    add_level_option(review)
    add_json_option(review)
    add_as_option(review, "the head judge")


def _add_file_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="deck list file, or - for standard input")


def read_and_resolve(file: str, catalog: CardCatalog) -> ResolvedDeck:
    from tourney.decks import DeckReadError, read_deck_file, read_deck_list, resolve

    try:
        if file == "-":
            deck_list = read_deck_list(sys.stdin.buffer.read(), "standard input")
        else:
            deck_list = read_deck_file(Path(file))
    except DeckReadError as error:
        raise CommandError(str(error)) from error
    return resolve(deck_list, catalog)


def read_deck_text(file: str) -> tuple[str, str]:
    """The list exactly as handed in, decoded, and its format ("text", "o8d", "ponyhead");
    refused with the reader's message when it is no deck list at all."""
    from tourney.decks import DeckReadError, read_deck_list
    from tourney.decks.reading import decode_deck_list

    source = "standard input" if file == "-" else Path(file).name
    try:
        data = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
    except OSError as error:
        raise CommandError(f"{file}: cannot be read ({error.strerror})") from error
    try:
        deck_list = read_deck_list(data, source)
        return decode_deck_list(data, source), deck_list.format
    except DeckReadError as error:
        raise CommandError(str(error)) from error


def read_pool_file(path: Path, catalog: CardCatalog) -> Counter[str]:
    """A limited pool written like a deck list, read by the one pool reader."""
    from tourney.limited.pools import PoolError, read_pool

    text, _ = read_deck_text(str(path))
    try:
        return read_pool(text, catalog, f"pool {path.name}").pool
    except PoolError as error:
        raise CommandError(str(error)) from error


def run_check(args: argparse.Namespace) -> int:
    from tourney.legality import FormatFileError, check_deck, load_formats  # slow to import

    catalog = open_catalog(args)
    try:
        formats = load_formats(catalog=catalog)
    except FormatFileError as error:
        raise CommandError(f"format files: {error}") from error
    fmt = formats.get(args.format)
    if fmt is None:
        raise CommandError(f"unknown format {args.format!r}; known: {', '.join(sorted(formats))}")
    if fmt.limited and args.pool is None:
        raise CommandError(f"{fmt.name} is a limited format: give the player's pool with --pool")
    on = args.date or date.today()
    resolved = read_and_resolve(args.file, catalog)
    pool = read_pool_file(args.pool, catalog) if fmt.limited else None
    report = check_deck(resolved, fmt, on, catalog, pool)
    if args.json:
        print_json(
            {
                "source": resolved.source.source,
                "format": fmt.id,
                "date": on.isoformat(),
                **report.to_json(),
                "deck": resolved.deck.to_dict(),
            }
        )
    else:
        print_report(resolved, report, fmt.name, on)
    return 0 if report.legal else 1


def print_report(
    resolved: ResolvedDeck, report: LegalityReport, format_name: str, on: date
) -> None:
    from tourney.decks.model import Section

    verdict = "LEGAL" if report.legal else "NOT LEGAL"
    print(f"{resolved.source.source}: {verdict} in {format_name} on {on.isoformat()}")
    for section in Section:
        count = resolved.deck.total(section)
        print(f"  {section}: {count} card{'' if count == 1 else 's'}")
    for violation in report.violations:
        print(f"  violation: {violation.message}")  # the message cites its rule
    for problem in report.deck_list_problems:
        print(f"  {problem.problem_class} deck list: {problem.message}")
    if report.recommended_penalty:
        print(f"  recommended penalty: {report.recommended_penalty} (floor rules, Deck Lists)")


def run_convert(args: argparse.Namespace) -> int:
    from tourney.decks.model import ProblemClass
    from tourney.decks.ponyhead import PonyheadCodeError

    catalog = open_catalog(args)
    resolved = read_and_resolve(args.file, catalog)
    unresolved = [p for p in resolved.problems if p.problem_class is ProblemClass.INVALID]
    if unresolved:
        raise CommandError(
            "cannot convert a list with cards that name no single card: "
            + "; ".join(p.message for p in unresolved)
        )
    for problem in resolved.problems:
        print(f"note: {problem.message}", file=sys.stderr)
    try:
        output = write_deck(args.to, resolved.deck)
    except PonyheadCodeError as error:
        raise CommandError(f"cannot convert to {args.to}: {error}") from error
    if args.out:
        write_file(args.out, output)
    else:
        sys.stdout.write(output if output.endswith("\n") else output + "\n")
    return 0


def run_register(args: argparse.Namespace) -> int:
    from tourney.decks import read_deck_list, resolve
    from tourney.events.deck_checks import check_registered_deck
    from tourney.events.deck_lists import submit_deck_list
    from tourney.limited.event_pools import registration_pool

    text, source_format = read_deck_text(args.file)
    catalog = open_catalog(args)
    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        by = acting_staff(
            session, event, args.acting, (StaffRole.SCOREKEEPER, StaffRole.HEAD_JUDGE)
        )
        approver = acting_staff(session, event, args.approved_by, ()) if args.approved_by else None
        submit_deck_list(
            session,
            registration,
            text,
            source_format=source_format,
            by=by,
            approved_by=approver,
            why=args.why,
        )
        fmt = event_format(event, catalog)
        pool = None
        if fmt.limited:
            if not registration.pool:
                print(
                    f"Stored {registration.player.name}'s deck list; not checked: {fmt.name} is "
                    "a limited format and the player has no pool registered yet"
                )
                return 0
            pool = registration_pool(registration, catalog)
        check = check_registered_deck(registration, catalog, fmt, pool)
        resolved = resolve(read_deck_list(text, registration.player.name), catalog)
    report = check.report
    if args.json:
        print_json(
            {
                "event": event.name,
                "player": registration.player.name,
                "format": fmt.id,
                "date": event.date.isoformat(),
                **report.to_json(),
                "infraction": check.infraction,
                "deck": resolved.deck.to_dict(),
            }
        )
    else:
        print(f"Stored {registration.player.name}'s deck list for {event.name}.")
        print_report(resolved, report, fmt.name, event.date)
        if check.infraction:
            print(
                f"  infraction to penalize: {check.infraction} "
                f"(tourney deck review {shlex.quote(event.name)} "
                f"{shlex.quote(registration.player.name)})"
            )
    return 0 if report.legal else 1


def event_format(event: EventRow, catalog: CardCatalog) -> Format:
    """The event's format from the format files, for checking its players' lists."""
    from tourney.legality import FormatFileError, load_formats

    try:
        fmt = load_formats(catalog=catalog).get(event.format_id)
    except FormatFileError as error:
        raise CommandError(f"format files: {error}") from error
    if fmt is None:
        raise CommandError(f"{event.name} has format {event.format_id!r}, which is unknown")
    return fmt


def run_review(args: argparse.Namespace) -> int:
    from tourney.cli.penalty import describe, numbered_json
    from tourney.events.deck_checks import review_deck_list
    from tourney.limited.event_pools import registration_pool

    catalog = open_catalog(args)
    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        judge = acting_staff(
            session, event, args.acting, (StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)
        )
        fmt = event_format(event, catalog)
        pool = registration_pool(registration, catalog) if fmt.limited else None
        review = review_deck_list(
            session,
            registration,
            catalog,
            fmt,
            judge=judge,
            level=PenaltyLevel(args.level) if args.level else None,
            pool=pool,
        )
        penalty = numbered_json(session, review.penalty) if review.penalty else None
        name = registration.player.name
    report = review.check.report
    if args.json:
        print_json(
            {
                "event": event.name,
                "player": name,
                "format": fmt.id,
                **report.to_json(),
                "infraction": review.check.infraction,
                "penalty": penalty,
            }
        )
    elif penalty is None:
        print(f"{name}'s deck list has no problems to penalize in {fmt.name}.")
    else:
        print(describe(penalty))
    return 0
