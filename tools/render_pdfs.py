"""Render every printout to PDF and PNG pages, for a person to look at.

    uv run python tools/render_pdfs.py OUTDIR [--cards PATH] [--players 32] [--rounds 3]

Builds ``tourney.demo``'s event in a temporary database (the real cards from ../shared) and,
through the same domain functions an organizer's actions call, cuts it to the top 8 with a deck
check in the first elimination round and most of that round played; a booster draft seated in
two pods and a sealed event whose pools are generated (``tourney.limited``) give the limited
sheets. Then every printout again for the long-names event (``tourney.demo.LONG_NAMES``: a
shared name, very long names, Arabic, Hebrew, CJK, a long event name), named ``long-NAME``.
Writes OUTDIR/NAME.pdf for each document (A4, plus the pairings and standings on Letter) and
OUTDIR/NAME-N.png for each page with pdftoppm (poppler-utils).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import date, datetime
from pathlib import Path

from sqlalchemy.orm import Session

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tourney.cards.catalog import CardCatalog  # noqa: E402
from tourney.cards.octgn import read_octgn  # noqa: E402
from tourney.db.database import open_database  # noqa: E402
from tourney.db.schema import EventRow, RegistrationRow  # noqa: E402
from tourney.demo import (  # noqa: E402
    DEMO_STAFF,
    LONG_NAMES,
    LONG_NAMES_EVENT,
    build_demo_event,
    demo_names,
)
from tourney.events.deck_checks import record_deck_check, select_deck_checks  # noqa: E402
from tourney.events.event import create_event  # noqa: E402
from tourney.events.matches import current_round, matches_in  # noqa: E402
from tourney.events.model import Result, Tier  # noqa: E402
from tourney.events.players import add_players  # noqa: E402
from tourney.events.registration import register_player, registrations_of  # noqa: E402
from tourney.events.results import record_result  # noqa: E402
from tourney.events.staff import head_judge, staff_of  # noqa: E402
from tourney.events.topcut import cut_to_top  # noqa: E402
from tourney.limited.event_pools import generate_pools, set_event_packs  # noqa: E402
from tourney.limited.seating import assign_pods  # noqa: E402
from tourney.printing import render  # noqa: E402

DEFAULT_CARDS = REPO.parent / "shared" / "cards" / "octgn-mlpccg"
LIMITED_DAY = datetime(2016, 9, 3, 12, 0)


def cut_with_deck_check(session: Session, event: EventRow, catalog: CardCatalog) -> RegistrationRow:
    """Cut to the top (``cut_to_top``), deck-check one game of the first elimination round
    (the first player's deck one card short of the list: ``record_deck_check`` finds it), and
    play every table of the round but the last (a Game Loss from the check may end its match).
    Returns the checked player's registration."""
    judge = head_judge(session, event)
    first_round = cut_to_top(session, event, by=judge)
    short, other = select_deck_checks(session, first_round, count=1, seed=1, by=judge)
    lines = short.registration.deck_list.splitlines()
    k = next(i for i, line in enumerate(lines) if line.startswith("3x "))
    lines[k] = "2x " + lines[k][3:]
    record_deck_check(session, short, "\n".join(lines), catalog=catalog, by=judge)
    record_deck_check(session, other, other.registration.deck_list, catalog=catalog, by=judge)
    matches = matches_in(session, first_round)
    for k, match in enumerate(matches[:-1]):
        if match.result is None:  # the deck check's Game Loss may have ended one already
            record_result(session, match, Result.B_WINS if k == 0 else Result.A_WINS, by=judge)
    return short.registration


def limited_event(
    session: Session, name: str, format_id: str, players: int, names: tuple[str, ...] = ()
) -> EventRow:
    """A limited event open for registration with the demo's staff and names (or ``names``)."""
    event = create_event(
        session,
        name=name,
        on=date(2016, 9, 3),
        tier=Tier.LOCAL,
        format_id=format_id,
        seed=5,
        staff=list(DEMO_STAFF),
        at=LIMITED_DAY,
    )
    organizer = staff_of(session, event)[0]
    chosen = list(names[:players]) or demo_names(players)
    for player in add_players(session, chosen, at=LIMITED_DAY).players:
        register_player(session, event, player, by=organizer, at=LIMITED_DAY)
    return event


def limited_events(
    session: Session, names: tuple[str, ...] = (), prefix: str = ""
) -> tuple[EventRow, EventRow]:
    """A 13-player Odyssey-block draft seated in two pods (7 and 6) and a 6-player Premiere
    sealed event with its packs chosen, pools not yet generated."""
    draft = limited_event(session, f"{prefix}Ponyville Draft Night", "draft", 13, names)
    set_event_packs(session, draft, block="odyssey", by=staff_of(session, draft)[0])
    assign_pods(session, draft, seed=2, by=head_judge(session, draft))
    sealed = limited_event(session, f"{prefix}Manehattan Sealed", "sealed", 6, names)
    set_event_packs(session, sealed, block="premiere", by=staff_of(session, sealed)[0])
    return draft, sealed


def write(outdir: Path, dpi: int, name: str, pdf: bytes, seconds: float) -> None:
    path = outdir / f"{name}.pdf"
    path.write_bytes(pdf)
    for old in outdir.glob(f"{name}-[0-9]*.png"):
        old.unlink()
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-png", str(path), str(path.with_suffix(""))], check=True
    )
    pages = len(list(outdir.glob(f"{name}-[0-9]*.png")))
    print(f"{name:20} {len(pdf) / 1024:7.1f} KiB {seconds * 1000:7.1f} ms  {pages} pages")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--cards", type=Path, default=DEFAULT_CARDS)
    parser.add_argument("--players", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dpi", type=int, default=70)
    args = parser.parse_args()
    if shutil.which("pdftoppm") is None:
        print("pdftoppm not found: install poppler-utils", file=sys.stderr)
        return 2
    args.outdir.mkdir(parents=True, exist_ok=True)
    data = read_octgn(args.cards)
    catalog = CardCatalog(data.cards, data.sets)
    with tempfile.TemporaryDirectory() as tmp:
        engine = open_database(Path(tmp) / "demo.db")
        with Session(engine) as session:
            event = build_demo_event(
                session, catalog, players=args.players, rounds=args.rounds, seed=1
            )
            render_all(session, event, catalog, args, "")
            long = build_demo_event(
                session,
                catalog,
                rounds=args.rounds,
                seed=2,
                names=LONG_NAMES,
                event_name=LONG_NAMES_EVENT,
            )
            render_all(session, long, catalog, args, "long-", LONG_NAMES)
        engine.dispose()
    return 0


def render_all(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    args: argparse.Namespace,
    prefix: str,
    names: tuple[str, ...] = (),
) -> None:
    """Every printout of ``event`` (and of a draft and a sealed event with ``names``), each
    written as ``prefix`` + its name."""
    swiss_rounds = current_round(session, event).number
    someone = registrations_of(session, event)[1]

    def run(name: str, document: str, owner: EventRow = event, **options: object) -> None:
        started = time.perf_counter()
        pdf = render(document, session, owner, **options)
        write(args.outdir, args.dpi, prefix + name, pdf, time.perf_counter() - started)

    last = swiss_rounds
    run("pairings", "pairings", round_number=last)
    run("pairings-by-name", "pairings", round_number=last, by_name=True)
    run("pairings-split", "pairings", round_number=last, split="A-K,L-Z")
    run("slips", "slips", round_number=last)
    run("standings", "standings")
    run("standings-letter", "standings", page_size="Letter")
    run("standings-wall", "standings", wall=True)
    run("decksheet-blank", "decksheet")
    run("decksheet-blank-letter", "decksheet", page_size="Letter")
    run("decksheet-filled", "decksheet", player=someone, catalog=catalog)
    run("penalties", "penalties")
    run("metagame", "metagame", catalog=catalog)
    run("bracket-projected", "bracket")
    checked = cut_with_deck_check(session, event, catalog)
    run("deckcheck", "deckcheck", player=checked, catalog=catalog)
    run("outstanding", "outstanding")
    run("standings-mid-round", "standings")
    run("bracket", "bracket")
    run("report", "report")
    draft, sealed = limited_events(session, names, prefix=prefix.upper().replace("-", " "))
    run("pods", "pods", draft, catalog=catalog)
    run("poolsheet-blank", "poolsheet", sealed, catalog=catalog)
    generate_pools(session, sealed, catalog, seed=3, by=staff_of(session, sealed)[0])
    filled = registrations_of(session, sealed)[1]
    run("poolsheet-filled", "poolsheet", sealed, player=filled, catalog=catalog)


if __name__ == "__main__":
    sys.exit(main())
