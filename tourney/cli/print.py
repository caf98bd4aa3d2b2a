"""``tourney print DOCUMENT EVENT``: the printouts as PDF files (tourney.printing)."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from tourney.cli.common import (
    CommandError,
    add_command,
    add_event_argument,
    find_event,
    find_player,
    open_catalog,
    transaction,
)

# Kept here rather than imported from tourney.printing so `tourney --help` stays fast.
DOCUMENT_NAMES = (
    "pairings",
    "outstanding",
    "slips",
    "standings",
    "decksheet",
    "deckcheck",
    "penalties",
    "bracket",
    "report",
    "pods",
    "poolsheet",
)
NEEDS_CARDS = {"deckcheck", "pods", "poolsheet"}  # and a decksheet filled for a --player


def register(commands: argparse._SubParsersAction) -> None:
    command = add_command(
        commands,
        "print",
        run_print,
        help="print a document as PDF: pairings, slips, standings, deck sheets, reports...",
        description=(
            "Write one of the event's printouts as a PDF. pairings, outstanding and slips are "
            "for one round (default: the current one); standings are after --round N (default: "
            "every result so far, 'final' once the event finished)."
        ),
        event=False,  # EVENT comes after DOCUMENT
    )
    command.add_argument(
        "document", choices=DOCUMENT_NAMES, metavar="DOCUMENT", help=", ".join(DOCUMENT_NAMES)
    )
    add_event_argument(command)
    command.add_argument("--round", type=int, metavar="N", help="round number")
    command.add_argument("--out", type=Path, metavar="FILE.pdf", help="where to write the PDF")
    command.add_argument(
        "--page-size",
        default="A4",
        type=str.upper,
        choices=("A4", "LETTER"),
        help="A4 (default) or letter",
    )
    command.add_argument("--by-name", action="store_true", help="pairings: alphabetical by player")
    command.add_argument(
        "--split",
        metavar="RANGES",
        help="pairings by name, one page per name range: A-K,L-Z",
    )
    command.add_argument(
        "--player",
        metavar="NAME",
        help="decksheet (filled from the player's list), deckcheck (the player's latest "
        "recorded check, or of --round N), poolsheet: name or #N",
    )
    command.add_argument(
        "--top", type=int, metavar="N", help="bracket before the cut: the projected top N"
    )
    command.add_argument(
        "--phones",
        metavar="URL",
        help="pairings: print this address of the phones' pages (tourney serve) with its QR code",
    )
    command.add_argument(
        "--wall", action="store_true", help="standings: large print for the wall, as pairings"
    )


def _options(args: argparse.Namespace) -> dict[str, object]:
    """Only the options given, so a document refuses one it does not take."""
    options: dict[str, object] = {}
    if args.by_name:
        options["by_name"] = True
    if args.split:
        options["split"] = args.split
    if args.top is not None:
        options["size"] = args.top
    if args.phones:
        options["phones_url"] = args.phones
    if args.wall:
        options["wall"] = True
    return options


def default_out(event_name: str, document: str, round_number: int | None) -> Path:
    slug = re.sub(r"[^\w]+", "-", event_name.casefold()).strip("-") or "event"
    suffix = f"-round-{round_number}" if round_number is not None else ""
    return Path(f"{slug}-{document}{suffix}.pdf")


def run_print(args: argparse.Namespace) -> int:
    from tourney.printing import PrintoutError, render  # reportlab is slow to import

    options = _options(args)
    if args.document in NEEDS_CARDS or (args.document == "decksheet" and args.player):
        options["catalog"] = open_catalog(args)
    with transaction(args) as session:
        event = find_event(session, args.event)
        if args.player is not None:
            options["player"] = find_player(session, event, args.player)
        try:
            pdf = render(
                args.document,
                session,
                event,
                round_number=args.round,
                page_size=args.page_size,
                **options,
            )
        except PrintoutError as error:
            raise CommandError(str(error)) from error
        out = args.out or default_out(event.name, args.document, args.round)
    try:
        out.write_bytes(pdf)
    except OSError as error:
        raise CommandError(f"cannot write {out}: {error}") from error
    print(f"wrote {out}", file=sys.stderr)
    return 0
