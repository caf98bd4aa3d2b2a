"""``tourney penalty add|list|level|infractions``: penalties under the floor rules, automatic
upgrades shown. A penalty is named by its number in ``tourney penalty list`` (oldest first),
which stays the same after an event is exported and imported."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tourney.cli.common import (
    CommandError,
    acting_staff,
    add_as_option,
    add_command,
    add_json_option,
    add_level_option,
    add_player_argument,
    add_why_option,
    find_event,
    find_player,
    print_json,
    transaction,
)
from tourney.events.model import PenaltyLevel, StaffRole

if TYPE_CHECKING:  # SQLAlchemy is imported by the commands that open a database
    from sqlalchemy.orm import Session

    from tourney.db.schema import EventRow, PenaltyRow


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("penalty", help="issue and list penalties")
    sub = group.add_subparsers(dest="penalty_command", metavar="COMMAND", required=True)

    add = add_command(
        sub,
        "add",
        run_add,
        help="penalize a player for an infraction",
        description="INFRACTION is a code or name from resources/infractions.toml "
        "(tourney penalty infractions lists them). A second Game Warning for the same "
        "infraction becomes a Game Loss (floor rules, Game Warning).",
    )
    add_player_argument(add)
    add.add_argument("infraction", metavar="INFRACTION")
    add_level_option(add)
    add.add_argument("--notes", default="")
    add.add_argument(
        "--table", type=int, help="the player's table this round, checked against the pairing"
    )
    add.add_argument(
        "--between-games",
        action="store_true",
        help="outside a game: a Game Loss applies to the player's next game",
    )
    add_json_option(add)
    add_as_option(add, "the head judge")

    listing = add_command(sub, "list", run_list, help="the event's penalties, upgrades shown")
    add_json_option(listing)

    level = add_command(
        sub,
        "level",
        run_level,
        help="the head judge changes a penalty's level (audited)",
        description="Penalties may be upgraded at the Head Judge's discretion (floor rules, "
        "Tournament Penalties); an incorrect deck list is only 'usually' a Game Warning "
        "(Deck Lists). A disqualification is never given or taken back by a level change.",
    )
    level.add_argument("penalty", metavar="PENALTY", help="its number in tourney penalty list")
    level.add_argument("level", metavar="LEVEL", choices=[lv.value for lv in PenaltyLevel])
    add_why_option(level)
    add_json_option(level)
    add_as_option(level, "the head judge")

    infractions = add_command(
        sub, "infractions", run_infractions, help="the infraction catalogue", event=False
    )
    add_json_option(infractions)


def _infraction_code(text: str) -> str:
    """A catalogue code, or an infraction's full name (case aside)."""
    from tourney.events.infractions import CATALOGUE
    from tourney.events.staff import same_name

    for entry in CATALOGUE:
        if entry.code == text.strip() or same_name(entry.name, text):
            return entry.code
    return text  # the domain's error lists the codes


def penalty_json(penalty: PenaltyRow, number: int) -> dict[str, Any]:
    """The penalty as ``penalty list --json`` prints it; ``number`` is its place in the list."""
    from tourney.events.infractions import BY_CODE

    what = BY_CODE.get(penalty.infraction)
    return {
        "number": number,
        "player": penalty.registration.player.name,
        "infraction": penalty.infraction,
        "infraction_name": what.name if what is not None else penalty.infraction,
        "level": penalty.level,
        "upgraded_from": penalty.upgraded_from,
        "round": penalty.round_number,
        "table": penalty.table_number,
        "judge": penalty.judge.name,
        "notes": penalty.notes,
        "at": penalty.at.isoformat(timespec="seconds"),
        "pending": penalty.pending,
    }


def numbered_json(session: Session, penalty: PenaltyRow) -> dict[str, Any]:
    """``penalty_json`` for one penalty, numbered as the event's penalty list numbers it."""
    from tourney.events.penalties import penalties_of

    number = penalties_of(session, penalty.registration.event).index(penalty) + 1
    return penalty_json(penalty, number)


def find_penalty(session: Session, event: EventRow, ref: str) -> tuple[int, PenaltyRow]:
    """The penalty numbered ``ref`` (or ``#ref``) in the event's penalty list."""
    from tourney.events.penalties import penalties_of

    penalties = penalties_of(session, event)
    text = ref.strip().removeprefix("#")
    if text.isdigit() and 1 <= int(text) <= len(penalties):
        return int(text), penalties[int(text) - 1]
    raise CommandError(
        f"{event.name} has no penalty {ref!r}: give its number in tourney penalty list "
        f"(1 to {len(penalties)})"
        if penalties
        else f"{event.name} has no penalty {ref!r}: no penalties have been given"
    )


def describe(data: dict[str, Any]) -> str:
    where = f"round {data['round']}" if data["round"] is not None else "before round 1"
    if data["table"] is not None:
        where += f", table {data['table']}"
    text = f"#{data['number']} {data['player']}: {data['level']} for {data['infraction_name']}"
    text += f" ({where})"
    if data["upgraded_from"]:
        text += f", upgraded from {data['upgraded_from']}"
    if data["pending"]:
        text += ", applies to the next game"
    text += f"; by {data['judge']}"
    return text + (f"; {data['notes']}" if data["notes"] else "")


def run_add(args: argparse.Namespace) -> int:
    from tourney.events.matches import current_round, match_of
    from tourney.events.penalties import issue_penalty

    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        if args.table is not None:
            round_ = current_round(session, event)
            match = match_of(session, registration, round_) if round_ is not None else None
            if match is None or match.table_number != args.table:
                at = f"table {match.table_number}" if match is not None else "no table"
                raise CommandError(
                    f"{registration.player.name} is at {at} this round, not table {args.table}"
                )
        judge = acting_staff(
            session, event, args.acting, (StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)
        )
        penalty = issue_penalty(
            session,
            registration,
            _infraction_code(args.infraction),
            judge=judge,
            level=PenaltyLevel(args.level) if args.level else None,
            notes=args.notes,
            between_games=args.between_games,
        )
        data = numbered_json(session, penalty)
        automatic = penalty.upgraded_from == PenaltyLevel.GAME_WARNING and args.level is None
    if args.json:
        print_json(data)
        return 0
    print(describe(data))
    if automatic:
        print(
            f"note: second Game Warning for {data['infraction_name']} in this event: upgraded "
            "to a Game Loss (floor rules, Game Warning)"
        )
    if data["level"] == PenaltyLevel.DISQUALIFICATION:
        print(f"note: {data['player']} is disqualified and dropped")
    return 0


def run_list(args: argparse.Namespace) -> int:
    from tourney.events.penalties import penalties_of

    with transaction(args) as session:
        event = find_event(session, args.event)
        rows = [penalty_json(p, n) for n, p in enumerate(penalties_of(session, event), start=1)]
    if args.json:
        print_json(rows)
        return 0
    if not rows:
        print(f"No penalties in {event.name}.")
    for row in rows:
        print(describe(row))
    return 0


def run_level(args: argparse.Namespace) -> int:
    from tourney.events.penalties import change_penalty_level

    with transaction(args) as session:
        event = find_event(session, args.event)
        number, penalty = find_penalty(session, event, args.penalty)
        by = acting_staff(session, event, args.acting, (StaffRole.HEAD_JUDGE,))
        to_do = change_penalty_level(
            session, penalty, PenaltyLevel(args.level), by=by, why=args.why
        )
        data = penalty_json(penalty, number)
    if args.json:
        print_json({**data, "to_do": to_do})
        return 0
    print(describe(data))
    for step in to_do:
        print(f"to do: {step}")
    return 0


def run_infractions(args: argparse.Namespace) -> int:
    from tourney.events.infractions import CATALOGUE

    if args.json:
        print_json(
            [{"code": i.code, "name": i.name, "level": i.level, "rule": i.rule} for i in CATALOGUE]
        )
        return 0
    width = max(len(i.code) for i in CATALOGUE)
    for i in CATALOGUE:
        print(f"{i.code:<{width}}  {i.level:<17} {i.name}")
    return 0
