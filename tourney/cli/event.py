"""``tourney event create|list|show|edit|start|finish|do-not-pair|audit|export|import``."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tourney.cli.common import (
    CommandError,
    acting_staff,
    add_as_option,
    add_command,
    add_json_option,
    add_why_option,
    find_event,
    find_player,
    open_db,
    parse_date,
    print_json,
    read_file,
    transaction,
    write_output,
)
from tourney.events.model import StaffRole, Structure

if TYPE_CHECKING:  # SQLAlchemy is imported by the commands that open a database
    from sqlalchemy.orm import Session

    from tourney.db.schema import EventRow

# The words the command line accepts for an event's structure.
STRUCTURES = {
    "swiss": Structure.SWISS,
    "swiss+cut": Structure.SWISS_TOP_CUT,
    Structure.SWISS_TOP_CUT.value: Structure.SWISS_TOP_CUT,
}
RUNS_EVENT = (StaffRole.HEAD_JUDGE, StaffRole.ORGANIZER)


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("event", help="create, show, start, export and import events")
    sub = group.add_subparsers(dest="event_command", metavar="COMMAND", required=True)

    create = add_command(
        sub, "create", run_create, help="create an event, open for registration", event=False
    )
    create.add_argument("name")
    create.add_argument("--date", type=parse_date, required=True, help="YYYY-MM-DD")
    create.add_argument("--tier", type=int, choices=[1, 2, 3], required=True)
    create.add_argument("--format", required=True, help="format id, e.g. harmony")
    create.add_argument("--rounds", type=int, help="Swiss rounds (default: the suggested number)")
    create.add_argument("--round-minutes", type=int, default=35, help="default: 35")
    create.add_argument("--structure", choices=sorted(STRUCTURES), default="swiss")
    create.add_argument("--organizer", metavar="NAME")
    create.add_argument("--head-judge", metavar="NAME", required=True)
    create.add_argument("--floor-judge", metavar="NAME", nargs="+", action="extend", default=[])
    create.add_argument("--scorekeeper", metavar="NAME")
    create.add_argument("--seed", type=int, help="seed for the random pairings (default: random)")
    add_json_option(create)

    listing = add_command(sub, "list", run_list, help="every event, newest first", event=False)
    add_json_option(listing)

    show = add_command(sub, "show", run_show, help="an event: staff, players, rounds, warnings")
    add_json_option(show)

    edit = add_command(
        sub,
        "edit",
        run_edit,
        help="correct the name, date, tier, format, round time or planned rounds (audited)",
        description="After the start the tier, format and date stay (Tier 2/3 Rules: Deck Lists, "
        "Player Eligibility), the round time changes only between rounds, and only the head "
        "judge changes the announced rounds (Swiss Rounds). A finished event keeps its settings; "
        "its name may still be corrected.",
    )
    edit.add_argument("--name")
    edit.add_argument("--date", type=parse_date, help="YYYY-MM-DD")
    edit.add_argument("--tier", type=int, choices=[1, 2, 3])
    edit.add_argument("--format", help="format id, e.g. harmony")
    edit.add_argument("--round-minutes", type=int)
    edit.add_argument("--rounds", type=int, help="planned Swiss rounds")
    add_why_option(edit)
    add_json_option(edit)
    add_as_option(edit, "the head judge")

    start = add_command(sub, "start", run_start, help="start the event: deck lists lock")
    add_as_option(start, "the head judge")

    finish = add_command(sub, "finish", run_finish, help="finish the event")
    add_as_option(finish, "the head judge")

    avoid = add_command(
        sub,
        "do-not-pair",
        run_do_not_pair,
        help="set the event's do-not-pair list (replaces it; no --pair clears it)",
        description="Players who must not meet (e.g. family members); pairing bends this only "
        "when nothing else works, and says so.",
    )
    avoid.add_argument(
        "--pair", nargs=2, action="append", default=[], metavar=("PLAYER1", "PLAYER2")
    )
    add_why_option(avoid)
    add_as_option(avoid, "the head judge")

    trail = add_command(
        sub, "audit", run_audit, help="the audit trail: who changed what, when and why"
    )
    add_json_option(trail)
    trail.add_argument(
        "--verify",
        action="store_true",
        help="check every entry against the trail's hash chain; exit 1 naming the first entry "
        "that does not match",
    )
    trail.add_argument("--player", help="only the entries that name this player (or #N)")
    trail.add_argument("--round", type=int, help="only the entries about this round")

    export = add_command(sub, "export", run_export, help="write the whole event as JSON")
    export.add_argument("-o", "--out", type=Path, help="file to write (default: standard output)")

    importer = add_command(
        sub, "import", run_import, help="add an event from an exported JSON file", event=False
    )
    importer.add_argument("file", type=Path)
    importer.add_argument(
        "--unverified",
        action="store_true",
        help="import even if the file's audit trail does not verify, marking the event's trail "
        "as unverified (default: refuse such a file)",
    )


def _known_format(format_id: str) -> None:
    from tourney.legality import FormatFileError, load_formats

    try:
        formats = load_formats()
    except FormatFileError as error:
        raise CommandError(f"format files: {error}") from error
    if format_id not in formats:
        raise CommandError(f"unknown format {format_id!r}; known: {', '.join(sorted(formats))}")


def run_create(args: argparse.Namespace) -> int:
    from tourney.events.event import StaffMember, create_event

    _known_format(args.format)
    if args.rounds is not None and args.rounds < 1:
        raise CommandError(f"--rounds must be at least 1, not {args.rounds}")
    staff = [StaffMember(args.head_judge, StaffRole.HEAD_JUDGE)]
    if args.organizer:
        staff.insert(0, StaffMember(args.organizer, StaffRole.ORGANIZER))
    staff += [StaffMember(name, StaffRole.FLOOR_JUDGE) for name in args.floor_judge]
    if args.scorekeeper:
        staff.append(StaffMember(args.scorekeeper, StaffRole.SCOREKEEPER))
    with transaction(args) as session:
        event = create_event(
            session,
            name=args.name,
            on=args.date,
            tier=args.tier,
            format_id=args.format,
            staff=staff,
            structure=STRUCTURES[args.structure],
            round_minutes=args.round_minutes,
            planned_rounds=args.rounds,
            seed=args.seed,
        )
        summary = event_summary(session, event)
    if args.json:
        print_json(summary)
    else:
        print(
            f"Created event {event.id}: {event.name} ({event.date.isoformat()}), seed {event.seed}"
        )
    return 0


def run_list(args: argparse.Namespace) -> int:
    from tourney.events.event import all_events
    from tourney.events.registration import registrations_of

    with transaction(args) as session:
        rows = [
            {
                "id": e.id,
                "name": e.name,
                "date": e.date.isoformat(),
                "tier": e.tier,
                "format": e.format_id,
                "status": e.status,
                "players": len(registrations_of(session, e)),
            }
            for e in all_events(session)
        ]
    if args.json:
        print_json(rows)
        return 0
    if not rows:
        print("No events yet (tourney event create).")
    for row in rows:
        print(
            f"{row['id']:>4}  {row['date']}  {row['name']}  (Tier {row['tier']}, {row['format']}, "
            f"{row['status']}, {row['players']} players)"
        )
    return 0


def event_summary(session: Session, event: EventRow) -> dict[str, Any]:
    """What ``event show --json`` prints: the event, staff, players, rounds and warnings."""
    from tourney.events.do_not_pair import do_not_pair_of
    from tourney.events.event import event_warnings
    from tourney.events.matches import matches_in, rounds_of
    from tourney.events.registration import registrations_of
    from tourney.events.staff import staff_of
    from tourney.swiss.rounds import suggested_rounds

    registrations = registrations_of(session, event)
    active = [r for r in registrations if r.dropped_at is None]
    return {
        "id": event.id,
        "name": event.name,
        "date": event.date.isoformat(),
        "tier": event.tier,
        "format": event.format_id,
        "structure": event.structure,
        "status": event.status,
        "round_minutes": event.round_minutes,
        "planned_rounds": event.planned_rounds,
        "suggested_rounds": suggested_rounds(len(active)).rounds,
        "seed": event.seed,
        "staff": [{"name": m.name, "role": m.role} for m in staff_of(session, event)],
        "players": [
            {
                "number": n,
                "name": r.player.name,
                "deck_list": r.deck_list is not None,
                "dropped_round": r.dropped_round,
                "drop_reason": r.drop_reason,
                "late_entry_round": r.late_entry_round,
                "plays_as_judge": r.plays_as_judge,
            }
            for n, r in enumerate(registrations, start=1)
        ],
        "rounds": [
            {
                "number": r.number,
                "kind": r.kind,
                "status": r.status,
                "tables": len(matches_in(session, r)),
                "results_missing": sum(m.result is None for m in matches_in(session, r)),
            }
            for r in rounds_of(session, event)
        ],
        "do_not_pair": [[a.player.name, b.player.name] for a, b in do_not_pair_of(session, event)],
        "warnings": event_warnings(session, event),
    }


def run_show(args: argparse.Namespace) -> int:
    with transaction(args) as session:
        summary = event_summary(session, find_event(session, args.event))
    if args.json:
        print_json(summary)
        return 0
    rounds = summary["planned_rounds"] or summary["suggested_rounds"]
    planned = "planned" if summary["planned_rounds"] else "suggested"
    print(f"{summary['name']} (event {summary['id']}), {summary['date']}")
    print(
        f"  Tier {summary['tier']}, {summary['format']}, {summary['structure']}, "
        f"{summary['round_minutes']}-minute rounds, {rounds or 'no'} rounds {planned}, "
        f"seed {summary['seed']}; {summary['status']}"
    )
    print("  staff: " + ", ".join(f"{m['name']} ({m['role']})" for m in summary["staff"]))
    print(f"  players ({len(summary['players'])}):")
    for p in summary["players"]:
        notes = []
        if not p["deck_list"]:
            notes.append("no deck list")
        if p["late_entry_round"]:
            notes.append(f"late entry from round {p['late_entry_round']}")
        if p["dropped_round"] == 0:
            notes.append("dropped before round 1")
        elif p["dropped_round"] is not None:
            notes.append(f"dropped in round {p['dropped_round']}")
        if p["plays_as_judge"]:
            notes.append("on staff")
        print(f"    #{p['number']:<3} {p['name']}" + (f"  ({'; '.join(notes)})" if notes else ""))
    for r in summary["rounds"]:
        missing = f", {r['results_missing']} results missing" if r["results_missing"] else ""
        print(f"  round {r['number']} ({r['kind']}): {r['status']}, {r['tables']} tables{missing}")
    for a, b in summary["do_not_pair"]:
        print(f"  do not pair: {a} and {b}")
    for warning in summary["warnings"]:
        print(f"  warning: {warning}")
    return 0


def run_edit(args: argparse.Namespace) -> int:
    from tourney.events.event import edit_event

    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, RUNS_EVENT)
        edit = edit_event(
            session,
            event,
            by=by,
            why=args.why,
            name=args.name,
            on=args.date,
            tier=args.tier,
            format_id=args.format,
            round_minutes=args.round_minutes,
            planned_rounds=args.rounds,
        )
    if args.json:
        print_json({"event": event.name, "changed": edit.changes, "warnings": edit.warnings})
        return 0
    for field, (old, new) in edit.changes.items():
        print(f"{event.name}: {field.replace('_', ' ')} {old} -> {new}")
    for warning in edit.warnings:
        print(f"warning: {warning}")
    return 0


def run_start(args: argparse.Namespace) -> int:
    from tourney.events.event import start_event

    with transaction(args) as session:
        event = find_event(session, args.event)
        warnings = start_event(
            session, event, by=acting_staff(session, event, args.acting, RUNS_EVENT)
        )
    print(f"Started {event.name}: deck lists are locked.")
    for warning in warnings:
        print(f"warning: {warning}")
    return 0


def run_finish(args: argparse.Namespace) -> int:
    from tourney.events.event import finish_event

    with transaction(args) as session:
        event = find_event(session, args.event)
        finish_event(session, event, by=acting_staff(session, event, args.acting, RUNS_EVENT))
    print(f"Finished {event.name}.")
    return 0


def run_do_not_pair(args: argparse.Namespace) -> int:
    from tourney.events.do_not_pair import set_do_not_pair

    with transaction(args) as session:
        event = find_event(session, args.event)
        pairs = [
            (find_player(session, event, a), find_player(session, event, b)) for a, b in args.pair
        ]
        by = acting_staff(session, event, args.acting, RUNS_EVENT)
        stored = set_do_not_pair(session, event, pairs, by=by, why=args.why)
        lines = [f"  {a.player.name} and {b.player.name}" for a, b in stored]
    print(f"Do-not-pair list of {event.name}: {len(lines)} pair{'' if len(lines) == 1 else 's'}")
    for line in lines:
        print(line)
    return 0


def run_audit(args: argparse.Namespace) -> int:
    from tourney.events.audit import audit_trail, entries_about

    if args.verify:
        return _verify_audit(args)
    with transaction(args) as session:
        event = find_event(session, args.event)
        player = find_player(session, event, args.player).player.name if args.player else None
        chosen = entries_about(audit_trail(session, event), player=player, round_number=args.round)
        entries = [
            {
                "at": e.at.isoformat(timespec="seconds"),
                "who": e.who,
                "action": e.action,
                "details": e.details,
                "why": e.why,
            }
            for e in chosen
        ]
    if args.json:
        print_json(entries)
        return 0
    for e in entries:
        details = ", ".join(f"{k}: {v}" for k, v in e["details"].items() if k != "previous")
        why = f" — {e['why']}" if e["why"] else ""
        print(f"{e['at']}  {e['who']}: {e['action']} ({details}){why}")
    return 0


def _verify_audit(args: argparse.Namespace) -> int:
    from tourney.events.audit import verify_trail

    with transaction(args) as session:
        event = find_event(session, args.event)
        check = verify_trail(session, event)
        unverified = event.audit_unverified
    if args.json:
        print_json(
            {
                "entries": check.entries,
                "verified": check.ok and unverified is None,
                "first_bad_entry": check.first_bad,
                "problem": check.problem or None,
                "unverified": unverified,
            }
        )
    elif not check.ok:
        print(f"The audit trail of {event.name} does not verify: {check.problem}")
    else:
        print(f"The audit trail of {event.name}: {check.entries} entries, every hash matches")
        if unverified is not None:
            print(f"but it is marked unverified: {unverified}")
    return 0 if check.ok and unverified is None else 1


def run_export(args: argparse.Namespace) -> int:
    from tourney.cards.store import has_cards, load_catalog
    from tourney.events.transfer import export_event_json

    engine = open_db(args)  # with cards, the export carries the event's metagame
    catalog = load_catalog(engine) if has_cards(engine) else None
    with transaction(args) as session:
        event = find_event(session, args.event)
        text = export_event_json(session, event, catalog)
    if write_output(text, args.out):
        print(f"Exported {event.name} to {args.out}")
    return 0


def run_import(args: argparse.Namespace) -> int:
    from tourney.cards.store import has_cards, load_catalog
    from tourney.events.errors import EventFileError
    from tourney.events.transfer import import_event_json

    text = read_file(args.file)
    engine = open_db(args)  # a stored draft is replayed against the cards, when there are any
    catalog = load_catalog(engine) if has_cards(engine) else None
    engine.dispose()
    with transaction(args) as session:
        try:
            event = import_event_json(session, text, catalog, accept_unverified=args.unverified)
        except EventFileError as error:
            raise CommandError(f"{args.file}: {error}") from error
    print(f"Imported {event.name} as event {event.id}")
    if event.audit_unverified is not None:
        print(f"Its audit trail is marked unverified: {event.audit_unverified}")
    return 0
