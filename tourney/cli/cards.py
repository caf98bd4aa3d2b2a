"""``tourney cards import|search|coverage``."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from tourney.cards.model import Card, CardType, Colour
from tourney.cli.common import (
    CommandError,
    add_command,
    add_json_option,
    open_catalog,
    open_db,
    print_json,
)

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from tourney.cards.catalog import CardCatalog
    from tourney.cards.store import ImportResult


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("cards", help="the card database").add_subparsers(
        dest="cards_command", metavar="COMMAND", required=True
    )
    importer = add_command(
        group, "import", run_import, help="import the OCTGN MLP CCG card data", event=False
    )
    importer.add_argument("path", type=Path, help="OCTGN game folder (holding Sets/)")

    search = add_command(
        group,
        "search",
        run_search,
        help="find cards by name (typos allowed) and filters",
        event=False,
    )
    search.add_argument("query", nargs="?", default="", help="name or collector number")
    search.add_argument("--set", dest="set_code", help="set code, e.g. PR, CN, EO")
    search.add_argument("--type", choices=[t.value for t in CardType], help="card type")
    search.add_argument("--colour", "--color", choices=[c.value for c in Colour])
    search.add_argument("--trait")
    search.add_argument("--keyword")
    search.add_argument("--text", help="words in the card text")
    search.add_argument("--limit", type=int, default=25)
    add_json_option(search)

    coverage = add_command(
        group,
        "coverage",
        run_coverage,
        help="per set, the cards the rules engine automates, leaves to the judge, or misses",
        event=False,
    )
    coverage.add_argument("--set", dest="set_code", help="set code, e.g. PR, CN, CG")
    add_json_option(coverage)


def import_card_data(engine: Engine, path: Path, db: str) -> ImportResult:
    """``import_cards`` for a command: Ctrl+C stops it at the next set and rolls it back.

    Ctrl+C is held back while the import runs and acted on at the importer's next progress step,
    so it never lands in the middle of a database write or after the commit; exit code 130, as
    for any interrupted command."""
    from tourney.cards.octgn import OctgnDataError
    from tourney.cards.store import import_cards

    pressed = threading.Event()

    def stop_if_pressed(done: int, total: int, message: str) -> None:
        if pressed.is_set():
            raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, lambda _signal, _frame: pressed.set())
    try:
        result = import_cards(engine, path, stop_if_pressed)
    except OctgnDataError as error:
        raise CommandError(str(error)) from error
    except KeyboardInterrupt:
        raise CommandError(
            f"import interrupted: nothing was changed, the card database {db} is as it was",
            exit_code=130,
        ) from None
    finally:
        signal.signal(signal.SIGINT, previous)
    if pressed.is_set():
        sys.stderr.write("tourney: Ctrl+C came after the import had finished; it is kept\n")
    return result


def run_import(args: argparse.Namespace) -> int:
    result = import_card_data(open_db(args), args.path, args.db)
    print_import(result, args.path, args.db)
    return 0


def print_import(result: ImportResult, path: Path | str, db: Path | str) -> None:
    """What an import did, set by set, and its repair report: ``cards import`` and the app's
    ``--cards`` print the same."""
    print(f"Imported card data from {path} into {db}")
    print(f"{'set':4} {'name':26} {'tournament':>10} {'all':>5}")
    for code, name, tournament, everything in result.per_set:
        print(f"{code:4} {name:26} {tournament:>10} {everything:>5}")
    total_t = sum(r[2] for r in result.per_set)
    total = sum(r[3] for r in result.per_set)
    print(f"{'':4} {'total':26} {total_t:>10} {total:>5}")
    print(
        f"{result.added} added, {result.updated} updated, {result.unchanged} unchanged"
        + (
            f", {result.kept_missing} kept though missing from the data"
            if result.kept_missing
            else ""
        )
    )
    print("\n".join(result.report.lines()))


def run_search(args: argparse.Namespace) -> int:
    catalog: CardCatalog = open_catalog(args)
    found = catalog.search(
        args.query,
        set_code=args.set_code,
        card_type=CardType(args.type) if args.type else None,
        colour=Colour(args.colour) if args.colour else None,
        trait=args.trait,
        keyword=args.keyword,
        text=args.text,
        limit=args.limit,
    )
    if args.json:
        from tourney.cards.serialize import card_to_dict

        print_json([card_to_dict(c) for c in found])
        return 0
    if not found:
        print("No cards found.")
    for card in found:
        print(describe_line(card))
    return 0


def run_coverage(args: argparse.Namespace) -> int:
    """``python -m engine.coverage`` on the tournament cards of the card database."""
    from engine.coverage import report
    from tourney.cards.engine_pool import engine_pool

    try:
        print(report(engine_pool(open_catalog(args)), args.set_code, args.json))
    except ValueError as error:
        raise CommandError(str(error)) from error
    return 0


def describe_line(card: Card) -> str:
    colours = "/".join(card.colours) or "no colour"
    stats = []
    if card.cost is not None:
        stats.append(f"cost {card.cost}")
    if card.power is not None:
        stats.append(f"power {card.power}")
    return f"{card.number:8} {card.name} — {card.type}, {colours}" + (
        f", {', '.join(stats)}" if stats else ""
    )
