"""``tourney round pair|repair|swap|start|finish|result|correct|show|outstanding``: running
Swiss rounds."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from tourney.cli import round_time
from tourney.cli.common import (
    CommandError,
    acting_staff,
    add_as_option,
    add_command,
    add_json_option,
    add_why_option,
    find_event,
    find_player,
    print_json,
    transaction,
)
from tourney.events.model import Ending, Result, RoundKind, StaffRole

if TYPE_CHECKING:  # SQLAlchemy is imported by the commands that open a database
    from sqlalchemy.orm import Session

    from tourney.db.schema import EventRow, MatchRow, RoundRow

RUNS_ROUNDS = (StaffRole.SCOREKEEPER, StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE)
ENTERS_RESULTS = (StaffRole.SCOREKEEPER, StaffRole.HEAD_JUDGE)

# Result words: (result, how the match ended). Player A sits first at the table (show lists
# them on the left); a player's name instead of a word means that player won a played game.
RESULT_WORDS: dict[str, tuple[Result, Ending]] = {
    "win-a": (Result.A_WINS, Ending.PLAYED),
    "win-b": (Result.B_WINS, Ending.PLAYED),
    "draw": (Result.DRAW, Ending.PLAYED),
    "concede-a": (Result.B_WINS, Ending.CONCEDED),  # A concedes: B wins
    "concede-b": (Result.A_WINS, Ending.CONCEDED),
    "no-show-a": (Result.B_WINS, Ending.NO_SHOW),  # A did not show up: B wins
    "no-show-b": (Result.A_WINS, Ending.NO_SHOW),
    "no-show-both": (Result.DOUBLE_LOSS, Ending.NO_SHOW),
    "double-loss": (Result.DOUBLE_LOSS, Ending.NO_SHOW),  # both absent (floor rules, Tardiness)
}
RESULT_HELP = (
    f"{', '.join(RESULT_WORDS)}, or the winner's name (A is the first player at the table)"
)


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("round", help="pair rounds, enter results, show tables")
    sub = group.add_subparsers(dest="round_command", metavar="COMMAND", required=True)

    pair = add_command(sub, "pair", run_pair, help="pair the next Swiss round and print the tables")
    pair.add_argument("--seed", type=int, help="pairing seed (default: event seed + round)")
    _add_explain_option(pair)
    add_json_option(pair)
    add_as_option(pair, "the scorekeeper")

    repair = add_command(
        sub, "repair", run_repair, help="pair the current round again before it starts"
    )
    add_why_option(repair)
    repair.add_argument("--seed", type=int, help="default: the round's own seed")
    _add_explain_option(repair)
    add_json_option(repair)
    add_as_option(repair, "the scorekeeper")

    swap = add_command(
        sub,
        "swap",
        run_swap,
        help="swap two players' seats before the round starts (each takes the other's)",
    )
    swap.add_argument("first", metavar="PLAYER1")
    swap.add_argument("second", metavar="PLAYER2")
    add_why_option(swap)
    add_as_option(swap, "the scorekeeper")

    start = add_command(
        sub, "start", run_start_or_finish, help="start the round clock of the paired round"
    )
    add_as_option(start, "the scorekeeper")

    finish = add_command(
        sub, "finish", run_start_or_finish, help="close the round once every table has its result"
    )
    add_as_option(finish, "the scorekeeper")

    result = add_command(
        sub, "result", run_result, help="enter a table's result (final once entered)"
    )
    _add_result_arguments(result)
    add_as_option(result, "the scorekeeper")

    correct = add_command(
        sub, "correct", run_result, help="the head judge corrects a recorded result"
    )
    _add_result_arguments(correct)
    add_why_option(correct)
    add_as_option(correct, "the head judge")

    show = add_command(sub, "show", run_show, help="a round's tables and results")
    show.add_argument("--round", type=int, help="default: the current round")
    _add_explain_option(show)
    add_json_option(show)

    outstanding = add_command(
        sub,
        "outstanding",
        run_outstanding,
        help="tables still without a result; exit 1 if there are any",
    )
    add_json_option(outstanding)

    round_time.add_commands(sub)


def _add_explain_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--explain", action="store_true", help="say why each table was paired")


def _add_result_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("table", metavar="TABLE", help="table number, or a player at it")
    parser.add_argument("result", metavar="RESULT", help=RESULT_HELP)
    parser.add_argument("--round", type=int, help="default: the current round")


def find_round(session: Session, event: EventRow, number: int | None) -> RoundRow:
    from tourney.events.matches import current_round, rounds_of

    if number is None:
        round_ = current_round(session, event)
        if round_ is None:
            raise CommandError(f"{event.name} has no round yet (tourney round pair)")
        return round_
    for round_ in rounds_of(session, event):
        if round_.number == number:
            return round_
    raise CommandError(f"{event.name} has no round {number}")


def find_match(session: Session, event: EventRow, round_: RoundRow, table: str) -> MatchRow:
    """The match at this table number, or the one a named player plays in the round."""
    from tourney.events.matches import match_of, matches_in

    if table.strip().isdigit():
        for match in matches_in(session, round_):
            if match.table_number == int(table):
                return match
        raise CommandError(
            f"round {round_.number} of {event.name} has no table {table} "
            f"({len(matches_in(session, round_))} tables)"
        )
    registration = find_player(session, event, table)
    match = match_of(session, registration, round_)
    if match is None:
        raise CommandError(f"{registration.player.name} is not paired in round {round_.number}")
    return match


def parse_result(
    session: Session, event: EventRow, match: MatchRow, word: str
) -> tuple[Result, Ending]:
    from tourney.events.matches import label, win_for

    key = word.strip().casefold()
    if key in RESULT_WORDS:
        return RESULT_WORDS[key]
    registration = find_player(session, event, word)
    if registration.id not in (match.player_a_id, match.player_b_id):
        raise CommandError(
            f"{registration.player.name} does not play at {label(match)}; the result is one of "
            f"{RESULT_HELP}"
        )
    return win_for(match, registration), Ending.PLAYED


def describe_result(match: MatchRow) -> str:
    from tourney.events.matches import winner_name

    if match.result is None:
        return "no result yet"
    if match.result == Result.BYE:
        return "bye"
    winner = winner_name(match)
    text = f"{winner} wins" if winner is not None else str(match.result)
    return text if match.ending in (None, Ending.PLAYED) else f"{text} ({match.ending})"


def tables_json(session: Session, event: EventRow, round_: RoundRow) -> list[dict[str, Any]]:
    """Each table of the round: players with their points before it, and the result."""
    from tourney.events.matches import matches_in, winner_name
    from tourney.events.swiss_link import event_standings

    points = {s.player.id: s.points for s in event_standings(session, event, round_.number - 1)}
    return [
        {
            "table": m.table_number,
            "a": m.player_a.player.name,
            "b": m.player_b.player.name if m.player_b is not None else None,
            "a_points_before": points.get(m.player_a_id, 0),
            "b_points_before": points.get(m.player_b_id, 0) if m.player_b_id else None,
            "result": m.result,
            "ending": m.ending,
            "winner": winner_name(m),
            "described": describe_result(m),
            "extra_minutes": m.extra_minutes,
        }
        for m in matches_in(session, round_)
    ]


def print_tables(tables: list[dict[str, Any]]) -> None:
    for t in tables:
        a = f"{t['a']} ({t['a_points_before']})"
        if t["b"] is None:
            print(f"  bye       {a}")
        else:
            b = f"{t['b']} ({t['b_points_before']})"
            print(f"  table {t['table']:<3} {a}  vs  {b}:  {t['described']}")


def run_pair(args: argparse.Namespace) -> int:
    from tourney.events.swiss_link import pair_next_round
    from tourney.events.topcut import bracket_of, pair_next_elimination_round

    with transaction(args) as session:
        event = find_event(session, args.event)
        if bracket_of(session, event) is not None:  # after the cut: the bracket's next round
            by = acting_staff(session, event, args.acting, (StaffRole.HEAD_JUDGE,))
            round_ = pair_next_elimination_round(session, event, by=by)
            data = paired_round_json(session, event, round_)
        else:
            by = acting_staff(session, event, args.acting, RUNS_ROUNDS)
            round_, pairing = pair_next_round(session, event, by=by, seed=args.seed)
            data = paired_round_json(session, event, round_)
            data["bends"] = [bend.message for bend in pairing.bends]
    return print_paired_round(data, args)


def run_repair(args: argparse.Namespace) -> int:
    from tourney.events.round_edits import repair_round

    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, RUNS_ROUNDS)
        round_ = repair_round(
            session, find_round(session, event, None), by=by, why=args.why, seed=args.seed
        )
        data = paired_round_json(session, event, round_)
    return print_paired_round(data, args)


def paired_round_json(session: Session, event: EventRow, round_: RoundRow) -> dict[str, Any]:
    """The tables of a round just paired, each explained, with the pairing's quality."""
    from tourney.events.matches import matches_in
    from tourney.events.round_edits import explain_pairing, pairing_warnings

    tables = tables_json(session, event, round_)
    explained = explain_pairing(session, round_)
    for table in tables:
        table["explanation"] = explained.get(table["table"])
    swiss = round_.kind == RoundKind.SWISS  # rematches and pair-downs are Swiss notions
    matches = matches_in(session, round_) if swiss else []
    warnings = [w for m in matches for w in pairing_warnings(session, round_, m)]
    return {
        "event": event.name,
        "round": round_.number,
        "seed": round_.seed,
        "tables": tables,
        "bends": [],
        "warnings": warnings,
        "byes": sum(t["b"] is None for t in tables),
        "pair_downs": sum(
            swiss and t["b"] is not None and t["a_points_before"] != t["b_points_before"]
            for t in tables
        ),
    }


def print_paired_round(data: dict[str, Any], args: argparse.Namespace) -> int:
    if args.json:
        print_json(data)
        return 0
    print(f"{data['event']}, round {data['round']} (seed {data['seed']}), points before it:")
    print_tables(data["tables"])
    byes = f"{data['byes']} bye{'' if data['byes'] == 1 else 's'}"
    print(f"{data['pair_downs']} pair-downs, {byes}")
    # The pairing's own account of a bent rule if it has one, else each table's warnings.
    for text in data["bends"] or data["warnings"]:
        print(f"warning: {text}")
    if args.explain:
        for table in data["tables"]:
            print()
            print(table["explanation"])
    return 0


def run_swap(args: argparse.Namespace) -> int:
    from tourney.events.round_edits import swap_players

    with transaction(args) as session:
        event = find_event(session, args.event)
        round_ = find_round(session, event, None)
        first = find_player(session, event, args.first)
        second = find_player(session, event, args.second)
        by = acting_staff(session, event, args.acting, RUNS_ROUNDS)
        warnings = swap_players(session, round_, first, second, by=by, why=args.why)
        tables = tables_json(session, event, round_)
        names = (first.player.name, second.player.name)
    print(f"Swapped {names[0]} and {names[1]} in round {round_.number}:")
    print_tables([t for t in tables if {t["a"], t["b"]} & set(names)])
    for warning in warnings:
        print(f"warning: {warning}")
    return 0


def run_start_or_finish(args: argparse.Namespace) -> int:
    """``round start`` starts the paired round's clock; ``round finish`` closes the round."""
    from tourney.events.rounds import finish_round, start_round

    starting = args.round_command == "start"
    with transaction(args) as session:
        event = find_event(session, args.event)
        round_ = find_round(session, event, None)
        by = acting_staff(session, event, args.acting, RUNS_ROUNDS)
        (start_round if starting else finish_round)(session, round_, by=by)
    done = f"started: {event.round_minutes} minutes" if starting else "finished"
    print(f"Round {round_.number} of {event.name} {done}.")
    return 0


def run_result(args: argparse.Namespace) -> int:
    """``round result`` records a table's result; ``round correct`` is the head judge changing a
    recorded one, with a reason."""
    from tourney.events.matches import label
    from tourney.events.results import correct_result, later_round_paired, record_result

    correcting = args.round_command == "correct"
    later = None
    with transaction(args) as session:
        event = find_event(session, args.event)
        match = find_match(session, event, find_round(session, event, args.round), args.table)
        result, ending = parse_result(session, event, match, args.result)
        prefer = (StaffRole.HEAD_JUDGE,) if correcting else ENTERS_RESULTS
        by = acting_staff(session, event, args.acting, prefer)
        before = describe_result(match)
        if correcting:
            correct_result(session, match, result, by=by, why=args.why, ending=ending)
            later = later_round_paired(session, match)
        else:
            record_result(session, match, result, by=by, ending=ending)
        text = f"{label(match).capitalize()}: {describe_result(match)}"
    print(f"{text} (was: {before})" if correcting else text)
    if later is not None:
        print(
            f"Warning: round {later} was already paired on the old result; its pairings may no "
            f"longer follow the standings. To pair it again (before it starts): tourney round "
            f'repair "{args.event}" --why "..."',
            file=sys.stderr,
        )
    return 0


def run_show(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = find_event(session, args.event)
        round_ = find_round(session, event, args.round)
        data = {
            "event": event.name,
            "round": round_.number,
            "kind": round_.kind,
            "status": round_.status,
            "seed": round_.seed,
            "tables": tables_json(session, event, round_),
        }
        if args.explain:
            from tourney.events.round_edits import explain_pairing

            explained = explain_pairing(session, round_)
            for table in data["tables"]:
                table["explanation"] = explained.get(table["table"])
    if args.json:
        print_json(data)
        return 0
    print(f"{data['event']}, round {data['round']} ({data['kind']}, {data['status']}):")
    print_tables(data["tables"])
    for table in data["tables"] if args.explain else []:
        print()
        print(table["explanation"])
    return 0


def run_outstanding(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        event = find_event(session, args.event)
        round_ = find_round(session, event, None)
        missing = [t for t in tables_json(session, event, round_) if t["result"] is None]
    if args.json:
        print_json({"event": event.name, "round": round_.number, "outstanding": missing})
    elif not missing:
        print(f"Round {round_.number}: every table has its result.")
    else:
        print(f"Round {round_.number}: {len(missing)} tables without a result:")
        for t in missing:
            print(f"  table {t['table']:<3} {t['a']} vs {t['b']}")
    return 1 if missing else 0
