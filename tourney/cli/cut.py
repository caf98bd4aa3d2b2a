"""``tourney cut`` and ``tourney bracket``: the elimination rounds after the Swiss (floor rules,
Tier 1 Rules: Elimination Rounds). Later elimination rounds are paired with ``round pair``."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tourney.cli.common import (
    CommandError,
    acting_staff,
    add_as_option,
    add_command,
    add_json_option,
    find_event,
    print_json,
    transaction,
)
from tourney.events.model import StaffRole

if TYPE_CHECKING:  # SQLAlchemy is imported by the commands that open a database
    from sqlalchemy.orm import Session

    from tourney.db.schema import EventRow

RUNS_EVENT = (StaffRole.HEAD_JUDGE, StaffRole.ORGANIZER)


def register(commands: argparse._SubParsersAction) -> None:
    cut = add_command(
        commands,
        "cut",
        run_cut,
        help="cut to the top 4/8 after the Swiss and pair the first elimination round",
        description="Seed the bracket from the final Swiss standings (dropped players left "
        "out): top 4 for 16 or fewer players, top 8 for 17 or more unless --size says; 1v8, "
        "4v5, 2v7, 3v6. Enter results with 'tourney round result' (no draws) and pair the "
        "next elimination round with 'tourney round pair'.",
    )
    cut.add_argument("--size", type=int, choices=[2, 4, 8, 16], help="default: by field size")
    add_json_option(cut)
    add_as_option(cut, "the head judge")

    bracket = add_command(
        commands, "bracket", run_bracket, help="the elimination bracket with its results"
    )
    add_json_option(bracket)


def bracket_json(session: Session, event: EventRow) -> dict[str, Any]:
    from tourney.events.topcut import bracket_of

    bracket = bracket_of(session, event)
    if bracket is None:
        raise CommandError(f"{event.name} has not cut to the elimination rounds (tourney cut)")

    def name(registration: Any) -> str | None:
        return registration.player.name if registration is not None else None

    return {
        "event": event.name,
        "size": bracket.size,
        "seeds": [name(r) for r in bracket.seeds],
        "notes": list(bracket.notes),
        "matches": [
            {
                "number": m.number,
                "elimination_round": m.elimination_round,
                "seeds": list(m.seeds),
                "players": [name(p) for p in m.players],
                "winner": name(m.winner),
                "round": m.round_number,
                "table": m.table,
            }
            for m in bracket.matches
        ],
        "champion": name(bracket.champion),
    }


def print_bracket(data: dict[str, Any]) -> None:
    print(f"{data['event']}: top {data['size']}")
    for n, seed in enumerate(data["seeds"], start=1):
        print(f"  seed {n}: {seed}")
    current = 0
    for m in data["matches"]:
        if m["elimination_round"] != current:
            current = m["elimination_round"]
            print(f"elimination round {current}:")
        sides = [
            f"({s}) {p}" if p is not None else "winner to come"
            for s, p in zip(m["seeds"], m["players"], strict=True)
        ]
        where = (
            f"round {m['round']}, table {m['table']}" if m["table"] is not None else "not paired"
        )
        result = f": {m['winner']} wins" if m["winner"] else ""
        print(f"  match {m['number']} ({where}): {sides[0]} vs {sides[1]}{result}")
    for note in data["notes"]:
        print(f"note: {note}")
    if data["champion"]:
        print(f"champion: {data['champion']}")


def run_cut(args: argparse.Namespace) -> int:
    from tourney.events.topcut import cut_to_top

    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, RUNS_EVENT)
        cut_to_top(session, event, by=by, size=args.size)
        data = bracket_json(session, event)
    return show_bracket(data, args)


def run_bracket(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        data = bracket_json(session, find_event(session, args.event))
    return show_bracket(data, args)


def show_bracket(data: dict[str, Any], args: argparse.Namespace) -> int:
    if args.json:
        print_json(data)
    else:
        print_bracket(data)
    return 0
