"""``tourney limited setup|pods|packs|pool|draft``: sealed and booster-draft events.

``draft start|show|pick|undo|simulate|seat|discard`` runs one pod's draft, stored pick by pick."""

from __future__ import annotations

import argparse
import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from tourney.cards.model import Card
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
    read_file,
    transaction,
)
from tourney.events.model import StaffRole

if TYPE_CHECKING:
    from collections.abc import Collection, Iterator

    from sqlalchemy.orm import Session

    from tourney.cards.catalog import CardCatalog
    from tourney.db.schema import EventRow, RegistrationRow, StaffRow
    from tourney.legality.format import PackCount
    from tourney.limited.draft import Draft

JUDGES_FIRST = (StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE, StaffRole.ORGANIZER)
DESK_FIRST = (StaffRole.SCOREKEEPER, StaffRole.HEAD_JUDGE, StaffRole.ORGANIZER)


@contextmanager
def _judging(args: argparse.Namespace) -> Iterator[tuple[Session, EventRow, StaffRow]]:
    """One command's transaction (``transaction``), its event and the judge acting (--as,
    else the first judge on staff)."""
    with transaction(args) as session:
        event = find_event(session, args.event)
        yield session, event, acting_staff(session, event, args.acting, JUDGES_FIRST)


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("limited", help="sealed and draft events: packs, pools, pods")
    sub = group.add_subparsers(dest="limited_command", metavar="COMMAND", required=True)

    setup = add_command(
        sub, "setup", run_setup, help="choose the block and the packs each player gets"
    )
    setup.add_argument("--block", help="block id from resources/limited.toml, e.g. odyssey")
    setup.add_argument(
        "--packs",
        type=parse_packs,
        help="custom pack list, e.g. EO=3,HM=2,MT=3 (default: the block's recommended packs)",
    )
    add_as_option(setup, "the organizer")

    pods = add_command(sub, "pods", run_pods, help="seat the players in draft pods at random")
    pods.add_argument("--pod-size", type=int, default=8, help="default: 8, as recommended")
    _add_seed_option(pods)
    add_json_option(pods)
    add_as_option(pods, "the head judge")

    packs = add_command(
        sub, "packs", run_packs, help="open booster packs of a set (seeded)", event=False
    )
    packs.add_argument("set", metavar="SET", help="set code, e.g. PR")
    packs.add_argument("--count", type=int, required=True)
    packs.add_argument("--seed", type=int, required=True)
    add_json_option(packs)

    pool = add_command(sub, "pool", run_pool, help="generate, register or show a player's pool")
    add_player_argument(pool)
    how = pool.add_mutually_exclusive_group()
    how.add_argument("--generate", action="store_true", help="open the event's packs for them")
    how.add_argument("--file", help="the pool opened on paper, as a card list ('-': stdin)")
    how.add_argument("--show", action="store_true", help="print the stored pool (the default)")
    pool.add_argument("--seed", type=int, help="with --generate (default: the event's seed)")
    add_json_option(pool)
    add_as_option(pool, "the scorekeeper")

    _register_draft(sub)


def _register_draft(sub: argparse._SubParsersAction) -> None:
    group = sub.add_parser(
        "draft",
        help="a booster draft in a pod: picks entered or simulated, pools registered at the end",
        description=(
            "A pod's draft is stored pick by pick, so it resumes where it stopped. Start it "
            "(the packs are opened from the seed), then for each pick enter the card each seat "
            "took, or let the simulated drafter pick for some seats or for the rest of the "
            "draft; a seat set to simulate (draft seat --simulate) picks automatically. When "
            "the last card is taken every player's picks become their pool."
        ),
    )
    draft = group.add_subparsers(dest="draft_command", metavar="COMMAND", required=True)

    start = add_command(draft, "start", run_draft_start, help="open the pod's packs (seeded)")
    _add_pod_option(start)
    _add_seed_option(start)
    add_as_option(start, "the head judge")

    show = add_command(draft, "show", run_draft_show, help="the pack in front of each seat")
    _add_pod_option(show)
    add_json_option(show)

    pick = add_command(
        draft, "pick", run_draft_pick, help="record the card a seat took from its pack"
    )
    _add_pod_option(pick)
    pick.add_argument("--seat", type=int, required=True, help="the seat that picked")
    pick.add_argument(
        "card", metavar="CARD", help="collector number (PR12), card id or name, as in the pack"
    )
    add_as_option(pick, "the head judge")

    undo = add_command(
        draft,
        "undo",
        run_draft_undo,
        help="take back the last pick stored (with the automatic picks that followed it)",
    )
    _add_pod_option(undo)
    add_as_option(undo, "the head judge")

    simulate = add_command(
        draft,
        "simulate",
        run_draft_simulate,
        help="simulated picks: the rest of the draft, or this pick for some seats",
        description=(
            "Without --pod: a practice draft in every seated pod (started from --seed where "
            "not started yet), every pick not entered simulated. With --pod: that pod's "
            "remaining picks, or with --seat only those seats' picks this turn."
        ),
    )
    simulate.add_argument("--pod", type=int, help="one pod (default: every pod)")
    simulate.add_argument(
        "--seat",
        type=int,
        action="append",
        help="simulate only this seat's current pick (repeatable; needs --pod)",
    )
    _add_seed_option(simulate)
    add_as_option(simulate, "the head judge")

    seat = add_command(
        draft,
        "seat",
        run_draft_seat,
        help="set a seat to always simulate (a bot, or a player who left) or back to a person",
        description=(
            "A seat set to --simulate picks at once if it has not picked this turn, and from "
            "then on its picks are made automatically after each pick entered, until a seat "
            "played by a person has to pick. Undo takes back a pick entered together with the "
            "automatic picks that followed it. --human: the player's picks are entered again."
        ),
    )
    _add_pod_option(seat)
    seat.add_argument("--seat", type=int, required=True, help="the seat")
    who = seat.add_mutually_exclusive_group(required=True)
    who.add_argument(
        "--simulate",
        dest="simulated",
        action="store_true",
        default=None,
        help="the simulated drafter makes this seat's picks",
    )
    who.add_argument(
        "--human", dest="simulated", action="store_false", help="a person enters its picks"
    )
    add_as_option(seat, "the head judge")

    discard = add_command(
        draft, "discard", run_draft_discard, help="delete a pod's stored draft (audited)"
    )
    _add_pod_option(discard)
    add_why_option(discard)
    add_as_option(discard, "the head judge")


def _add_pod_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--pod", type=int, default=1, help="the pod (default: 1)")


def _add_seed_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, help="default: the event's seed")


def _seed(args: argparse.Namespace, event: EventRow) -> int:
    return args.seed if args.seed is not None else event.seed


def parse_packs(text: str) -> list[PackCount]:
    from tourney.legality.format import PackCount

    packs = []
    for part in text.split(","):
        code, _, count = part.strip().partition("=")
        if not code or not count.strip().isdigit():
            raise argparse.ArgumentTypeError(f"expected SET=COUNT, e.g. EO=3, not {part!r}")
        packs.append(PackCount(code.strip().upper(), int(count)))
    return packs


def run_setup(args: argparse.Namespace) -> int:
    from tourney.limited.event_pools import event_packs, set_event_packs

    catalog = open_catalog(args) if args.packs else None
    with transaction(args) as session:
        event = find_event(session, args.event)
        by = acting_staff(session, event, args.acting, (StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE))
        warnings = set_event_packs(
            session, event, by=by, block=args.block, packs=args.packs, catalog=catalog
        )
        packs = event_packs(event)
    print(f"{event.name}: " + ", ".join(f"{p.packs} {p.set_code}" for p in packs))
    for warning in warnings:
        print(f"warning: {warning}")
    return 0


def run_pods(args: argparse.Namespace) -> int:
    from tourney.limited.event_pools import event_packs
    from tourney.limited.pods import pack_passing, pick_pass_reminder
    from tourney.limited.pools import LimitedSetupError
    from tourney.limited.seating import assign_pods

    with _judging(args) as (session, event, by):
        seed = _seed(args, event)
        pods = assign_pods(session, event, pod_size=args.pod_size, seed=seed, by=by)
        try:
            codes = [p.set_code for p in event_packs(event) for _ in range(p.packs)]
        except LimitedSetupError:
            codes = []  # no pack list yet: four packs, as the Booster Draft Format says
        directions = pack_passing(len(codes) or 4)
        data = {
            "event": event.name,
            "seed": seed,
            "same_pod_only": event.settings.get("same_pod_only", False),
            "packs": [
                {"pack": n, "set": code, "passes": str(direction)}
                for n, (code, direction) in enumerate(
                    zip(codes or [""] * len(directions), directions, strict=True), start=1
                )
            ],
            "pods": [
                {
                    "pod": pod.number,
                    "seats": [
                        {"seat": n, "player": r.player.name} for n, r in enumerate(pod.seats, 1)
                    ],
                }
                for pod in pods
            ],
            "reminders": [
                pick_pass_reminder(n, len(directions), code, tier=event.tier)
                for n, code in enumerate(codes or [""] * len(directions), start=1)
            ],
        }
    if args.json:
        print_json(data)
        return 0
    passes = ", ".join(
        f"pack {p['pack']}{' ' + p['set'] if p['set'] else ''} {p['passes']}" for p in data["packs"]
    )
    print(f"{event.name}: {len(pods)} pod{'s' if len(pods) != 1 else ''} (seed {seed}); {passes}")
    for pod in data["pods"]:
        print(f"Pod {pod['pod']}:")
        for seat in pod["seats"]:
            print(f"  seat {seat['seat']}: {seat['player']}")
    for reminder in data["reminders"]:
        print(reminder)
    return 0


def run_packs(args: argparse.Namespace) -> int:
    from tourney.legality.format import PackCount
    from tourney.limited.boosters import BoosterError, open_packs

    if args.count < 1:
        raise CommandError(f"--count must be at least 1, not {args.count}")
    catalog = open_catalog(args)
    try:
        packs = open_packs(catalog, [PackCount(args.set.upper(), args.count)], seed=args.seed)
    except BoosterError as error:  # no transaction here to turn it into a CommandError
        raise CommandError(str(error)) from error
    if args.json:
        print_json([[card_json(c) for c in pack.cards] for pack in packs])
        return 0
    for n, pack in enumerate(packs, start=1):
        print(f"Pack {n} ({pack.set_code}):")
        for card in pack.cards:
            print(f"  {card.number:<7} {card.rarity!s:<2} {card.name}")
    return 0


def card_json(card: Card) -> dict[str, Any]:
    return {"number": card.number, "rarity": str(card.rarity), "name": card.name, "guid": card.guid}


def run_pool(args: argparse.Namespace) -> int:
    from tourney.limited.event_pools import PoolSource, generate_player_pool, store_pool

    catalog = open_catalog(args)
    text = read_file(args.file) if args.file else None
    with transaction(args) as session:
        event = find_event(session, args.event)
        registration = find_player(session, event, args.player)
        if args.generate or text is not None:
            by = acting_staff(session, event, args.acting, DESK_FIRST)
            if args.generate:
                seed = _seed(args, event)
                generate_player_pool(session, registration, catalog, seed=seed, by=by)
            else:
                reading = store_pool(
                    session,
                    registration,
                    text or "",
                    source=PoolSource.OPENED,
                    by=by,
                    catalog=catalog,
                )
                for note in reading.notes:
                    print(f"note: {note}", file=sys.stderr)
        name, pool, source = registration.player.name, registration.pool, registration.pool_source
    if pool is None:
        raise CommandError(f"{name} has no pool registered in {event.name}", exit_code=1)
    if args.json:
        print_json(_pool_json(name, pool, source, catalog))
    else:
        print(f"# {name}'s pool ({source})")
        sys.stdout.write(pool if pool.endswith("\n") else pool + "\n")
    return 0


def _pool_json(name: str, pool: str, source: str | None, catalog: CardCatalog) -> dict[str, Any]:
    from tourney.limited.pools import read_pool

    counts = read_pool(pool, catalog, f"{name}'s pool").pool
    cards = sorted((catalog.by_guid[g] for g in counts), key=lambda c: (c.set_code, c.number))
    return {
        "player": name,
        "source": source,
        "total": sum(counts.values()),
        "cards": [{"count": counts[c.guid], **card_json(c)} for c in cards],
        "text": pool,
    }


def run_draft_start(args: argparse.Namespace) -> int:
    from tourney.limited.event_drafts import start_draft

    catalog = open_catalog(args)
    with _judging(args) as (session, event, by):
        seed = _seed(args, event)
        draft = start_draft(session, event, catalog, pod=args.pod, seed=seed, by=by)
        packs = ", ".join(p.set_code for p in draft.packs[0])
        print(
            f"{event.name}, pod {args.pod}: draft started (seed {seed}), "
            f"{len(draft.pod.seats)} seats, packs {packs}"
        )
    return 0


def run_draft_show(args: argparse.Namespace) -> int:
    from tourney.limited.event_drafts import draft_row, load_draft

    catalog = open_catalog(args)
    with transaction(args) as session:
        event = find_event(session, args.event)
        draft = load_draft(session, event, args.pod, catalog)
        row = draft_row(session, event, args.pod)
        data = draft_json(draft, row.simulated_seats if row is not None else ())
        data["event"] = event.name
    if args.json:
        print_json(data)
        return 0
    print(_draft_heading(data))
    for seat in data["seats"]:
        if seat["simulated"]:
            seat["player"] += " (simulated)"
        if data["finished"]:
            print(f"  seat {seat['seat']}: {seat['player']}, {seat['picks']} cards drafted")
        elif seat["picked"] is not None:
            card = seat["picked"]
            print(f"  seat {seat['seat']}: {seat['player']} took {card['number']} {card['name']}")
        else:
            print(f"  seat {seat['seat']}: {seat['player']}, {len(seat['pack'])} cards in front:")
            for card in seat["pack"]:
                print(f"      {card['number']:<7} {card['rarity']:<2} {card['name']}")
    return 0


def _draft_heading(data: dict[str, Any]) -> str:
    where = f"{data['event']}, pod {data['pod']}"
    if data["finished"]:
        return f"{where}: the draft is over ({data['picks']} picks); pools registered"
    waiting = ", ".join(str(s) for s in data["waiting"])
    return (
        f"{where}: pack {data['pack']} of {data['pack_count']} ({data['set']}), pick "
        f"{data['pick']}, passing {data['passes'].upper()}; seats still to pick: {waiting}"
    )


def draft_json(draft: Draft[RegistrationRow], simulated: Collection[int]) -> dict[str, Any]:
    """Where a pod's draft stands: the pack, pick and direction, and each seat's pack
    (``simulated``: the seats set to always simulate)."""
    set_code = draft.packs[0][draft.pack_number - 1].set_code
    return {
        "pod": draft.pod.number,
        "finished": draft.finished,
        "pack": draft.pack_number,
        "pack_count": draft.pack_count,
        "set": set_code,
        "pick": draft.pick_number,
        "passes": str(draft.direction),
        "picks": len(draft.picks),
        "waiting": draft.waiting(),
        "seats": [
            {
                "seat": n,
                "player": registration.player.name,
                "simulated": n in simulated,
                "picks": len(draft.picks_of(n)),
                "picked": card_json(c) if (c := draft.chosen(n)) is not None else None,
                "pack": [card_json(c) for c in draft.pack_at(n)],
            }
            for n, registration in enumerate(draft.pod.seats, start=1)
        ],
    }


def run_draft_pick(args: argparse.Namespace) -> int:
    from tourney.limited.event_drafts import load_draft, picks_for_seats, record_pick

    catalog = open_catalog(args)
    with _judging(args) as (session, event, by):
        made, *following = record_pick(
            session, event, catalog, pod=args.pod, seat=args.seat, card=args.card, by=by
        )
        draft = load_draft(session, event, args.pod, catalog)
        player = draft.pod.seats[made.seat - 1].player.name
        print(
            f"pod {args.pod}, pack {made.pack} pick {made.pick}: seat {made.seat} ({player}) "
            f"took {made.card.number} {made.card.name}"
        )
        if following:
            print(picks_for_seats(following))
        print(_progress(draft))
    return 0


def _progress(draft: Draft[RegistrationRow]) -> str:
    if draft.finished:
        return f"the draft is over: {len(draft.pod.seats)} drafted pools registered"
    waiting = ", ".join(str(s) for s in draft.waiting())
    return f"now pack {draft.pack_number} pick {draft.pick_number}; seats still to pick: {waiting}"


def run_draft_undo(args: argparse.Namespace) -> int:
    from tourney.limited.event_drafts import load_draft, picks_for_seats, undo_pick

    catalog = open_catalog(args)
    with _judging(args) as (session, event, by):
        undone, *following = undo_pick(session, event, catalog, pod=args.pod, by=by)
        print(
            f"pod {args.pod}: undone seat {undone.seat}'s pack {undone.pack} pick {undone.pick} "
            f"({undone.card.number} {undone.card.name})"
        )
        if following:
            print(f"also undone: {picks_for_seats(following)}")
        print(_progress(load_draft(session, event, args.pod, catalog)))
    return 0


def run_draft_simulate(args: argparse.Namespace) -> int:
    from tourney.limited.event_drafts import load_draft, simulate_event_draft, simulate_picks

    if args.seat and args.pod is None:
        raise CommandError("--seat needs --pod: which pod's seat")
    catalog = open_catalog(args)
    with _judging(args) as (session, event, by):
        if args.pod is not None:
            made = simulate_picks(session, event, catalog, pod=args.pod, by=by, seats=args.seat)
            print(f"pod {args.pod}: {len(made)} pick{'s' if len(made) != 1 else ''} simulated")
            print(_progress(load_draft(session, event, args.pod, catalog)))
            return 0
        drafts = simulate_event_draft(session, event, catalog, seed=_seed(args, event), by=by)
        for draft in drafts:
            for registration, pool in draft.pools().items():
                print(
                    f"pod {draft.pod.number} seat {registration.seat}: "
                    f"{registration.player.name}, {sum(pool.values())} cards drafted"
                )
    return 0


def run_draft_seat(args: argparse.Namespace) -> int:
    from tourney.limited.event_drafts import load_draft, picks_for_seats, set_seat_simulated

    catalog = open_catalog(args)
    with _judging(args) as (session, event, by):
        made = set_seat_simulated(
            session, event, catalog, pod=args.pod, seat=args.seat, simulated=args.simulated, by=by
        )
        draft = load_draft(session, event, args.pod, catalog)
        player = draft.pod.seats[args.seat - 1].player.name
        print(
            f"pod {args.pod}, seat {args.seat} ({player}): "
            + ("simulated from now on" if args.simulated else "picks entered by a person")
        )
        if made:
            print(picks_for_seats(made))
        print(_progress(draft))
    return 0


def run_draft_discard(args: argparse.Namespace) -> int:
    from tourney.limited.event_drafts import discard_draft

    with _judging(args) as (session, event, by):
        picks = discard_draft(session, event, pod=args.pod, by=by, why=args.why)
        print(f"pod {args.pod}: draft discarded ({picks} picks kept in the audit trail)")
    return 0
