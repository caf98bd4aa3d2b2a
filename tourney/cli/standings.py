"""``tourney standings``: the Swiss standings with every tiebreaker figure."""

from __future__ import annotations

import argparse
import csv
import io
from fractions import Fraction
from pathlib import Path
from typing import Any

from tourney.cli.common import (
    CommandError,
    add_command,
    add_json_option,
    find_event,
    print_json,
    transaction,
    write_file,
)


def register(commands: argparse._SubParsersAction) -> None:
    standings = add_command(
        commands,
        "standings",
        run_standings,
        help="Swiss standings with every tiebreaker figure",
        description="Rank, record (wins-losses-draws, byes as wins), match points and each "
        "tiebreaker of the event's chain; 'decided by' names the criterion that placed a "
        "player below the one above.",
    )
    standings.add_argument("--after", type=int, metavar="N", help="standings after round N")
    add_json_option(standings)
    standings.add_argument("--csv", type=Path, metavar="FILE", help="also write them as CSV")


def _exact(value: Fraction) -> dict[str, Any]:
    return {"exact": str(value), "value": float(value)}


def run_standings(args: argparse.Namespace) -> int:
    from tourney.events.swiss_link import event_standings, standings_csv, standings_rules

    if args.after is not None and args.after < 0:
        raise CommandError(f"--after takes a round number, not {args.after}")
    with transaction(args) as session:
        event = find_event(session, args.event)
        rows = event_standings(session, event, args.after)
        table = standings_csv(session, event, args.after)
        rules = standings_rules(event)
    if args.csv is not None:
        write_file(args.csv, table)
    if args.json:
        print_json(
            {
                "event": event.name,
                "after_round": args.after,
                "tiebreakers": [str(t) for t in rules.tiebreakers],
                "match_win_basis": str(rules.match_win_basis),
                "standings": [
                    {
                        "rank": s.rank,
                        "player": s.player.name,
                        "record": s.record,
                        "points": s.points,
                        "wins": s.wins,
                        "losses": s.losses,
                        "draws": s.draws,
                        "byes": s.byes,
                        "match_win": _exact(s.match_win),
                        "figures": {str(t): _exact(v) for t, v in s.figures.items()},
                        "decided_by": str(s.below_above_by) if s.below_above_by else None,
                        "dropped": s.dropped,
                    }
                    for s in rows
                ],
            }
        )
        return 0
    # The CSV is the one place figures are formatted (percentages to two decimals).
    lines = list(csv.reader(io.StringIO(table)))
    header, body = lines[0], lines[1:]
    header.append("decided by")
    for line, standing in zip(body, rows, strict=True):
        line.append(str(standing.below_above_by or ""))
    widths = [max(len(row[i]) for row in [header, *body]) for i in range(len(header))]
    after = f" after round {args.after}" if args.after is not None else ""
    print(f"{event.name}: standings{after} ({rules.match_win_basis} basis for match-win %)")
    for row in [header, *body]:
        print(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        )
    return 0
