"""``tourney deck check|convert``: deck legality and deck-list formats from the command line."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from tourney.cards.catalog import CardCatalog
from tourney.cli.common import CommandError, add_db_option, open_catalog, print_json
from tourney.decks import DeckReadError, read_deck_file, read_deck_list, resolve
from tourney.decks.model import ProblemClass, ResolvedDeck, Section
from tourney.decks.o8d import write_o8d
from tourney.decks.ponyhead import write_ponyhead
from tourney.decks.text import write_text
from tourney.legality import LegalityReport

WRITERS = {"text": write_text, "o8d": write_o8d, "ponyhead": write_ponyhead}


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("deck", help="deck lists: check legality, convert formats")
    deck_commands = group.add_subparsers(dest="deck_command", metavar="COMMAND", required=True)

    check = deck_commands.add_parser(
        "check",
        help="is this deck legal? exit 0 legal, 1 not legal, 2 input unreadable",
        description="Check a deck list (text, OCTGN .o8d or PonyHead code; '-' reads stdin).",
    )
    check.add_argument("file", help="deck list file, or - for standard input")
    check.add_argument("--format", default="harmony", help="format id (default: harmony)")
    check.add_argument(
        "--date", type=_date, default=None, help="event date YYYY-MM-DD (default: today)"
    )
    check.add_argument("--pool", type=Path, help="the player's limited pool, as a card list")
    check.add_argument("--json", action="store_true")
    add_db_option(check)
    check.set_defaults(run=run_check)

    convert = deck_commands.add_parser("convert", help="write a deck list in another format")
    convert.add_argument("file", help="deck list file, or - for standard input")
    convert.add_argument("--to", required=True, choices=sorted(WRITERS))
    convert.add_argument("--out", type=Path, help="write here instead of standard output")
    add_db_option(convert)
    convert.set_defaults(run=run_convert)


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from error


def read_and_resolve(file: str, catalog: CardCatalog) -> ResolvedDeck:
    try:
        if file == "-":
            deck_list = read_deck_list(sys.stdin.buffer.read(), "standard input")
        else:
            deck_list = read_deck_file(Path(file))
    except DeckReadError as error:
        raise CommandError(str(error)) from error
    return resolve(deck_list, catalog)


def read_pool(path: Path, catalog: CardCatalog) -> Counter[str]:
    """A limited pool is written like a deck list; every line must name exactly one card."""
    resolved = read_and_resolve(str(path), catalog)
    unreadable = [p for p in resolved.problems if p.problem_class is ProblemClass.INVALID]
    if unreadable:
        raise CommandError(f"pool {path}: " + "; ".join(p.message for p in unreadable))
    return Counter({e.card.guid: e.count for e in resolved.deck.entries()})


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
    pool = read_pool(args.pool, catalog) if fmt.limited else None
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
    output = WRITERS[args.to](resolved.deck)
    if args.out:
        args.out.write_text(output, encoding="utf-8")
    else:
        sys.stdout.write(output if output.endswith("\n") else output + "\n")
    return 0
