"""Render every printout of the demo event to PDF and PNG pages, for a person to look at.

    uv run python tools/render_pdfs.py OUTDIR [--cards PATH] [--players 32] [--rounds 3]

Builds ``tourney.demo``'s event in a temporary database (the real cards from ../shared), adds a
top cut and a deck check, writes OUTDIR/NAME.pdf for each document (A4, plus the pairings and
standings on Letter) and OUTDIR/NAME-N.png for each page with pdftoppm (poppler-utils).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy.orm import Session

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tourney.cards.catalog import CardCatalog  # noqa: E402
from tourney.cards.octgn import read_octgn  # noqa: E402
from tourney.db.database import open_database  # noqa: E402
from tourney.db.schema import DeckCheckRow, EventRow  # noqa: E402
from tourney.demo import build_demo_event  # noqa: E402
from tourney.events.matches import current_round, matches_in  # noqa: E402
from tourney.events.model import Result  # noqa: E402
from tourney.events.registration import registrations_of  # noqa: E402
from tourney.events.results import record_result  # noqa: E402
from tourney.events.staff import head_judge  # noqa: E402
from tourney.events.topcut import cut_to_top  # noqa: E402
from tourney.printing import render  # noqa: E402

DEFAULT_CARDS = REPO.parent / "shared" / "cards" / "octgn-mlpccg"


def add_top_cut_round(session: Session, event: EventRow) -> None:
    """Cut to the top (``cut_to_top``) and play the first elimination round but its last
    table, the lower seed winning the first table."""
    judge = head_judge(session, event)
    matches = matches_in(session, cut_to_top(session, event, by=judge))
    for k, match in enumerate(matches[:-1]):
        record_result(session, match, Result.B_WINS if k == 0 else Result.A_WINS, by=judge)


def add_deck_check(session: Session, event: EventRow) -> str:
    """A deck check of the first player whose presented deck is one card short."""
    registration = registrations_of(session, event)[0]
    lines = registration.deck_list.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("3x "):
            lines[i] = "2x " + line[3:]
            break
    round_ = current_round(session, event)
    session.add(
        DeckCheckRow(
            round_id=round_.id,
            registration_id=registration.id,
            selected_at=round_.paired_at,
            checked_at=round_.paired_at,
            presented="\n".join(lines),
            findings={"notes": "one Draw deck card missing; found in the deck box"},
        )
    )
    session.flush()
    return registration.player.name


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
            swiss_rounds = current_round(session, event).number
            checked = add_deck_check(session, event)
            someone = registrations_of(session, event)[1].player.name
            jobs: list[tuple[str, str, dict[str, object]]] = [
                ("pairings", "pairings", {"round_number": swiss_rounds}),
                ("pairings-by-name", "pairings", {"round_number": swiss_rounds, "by_name": True}),
                (
                    "pairings-split",
                    "pairings",
                    {"round_number": swiss_rounds, "split": "A-K,L-Z"},
                ),
                ("slips", "slips", {"round_number": swiss_rounds}),
                ("standings", "standings", {}),
                ("standings-letter", "standings", {"page_size": "Letter"}),
                ("decksheet-blank", "decksheet", {}),
                ("decksheet-filled", "decksheet", {"player": someone, "catalog": catalog}),
                ("deckcheck", "deckcheck", {"player": checked, "catalog": catalog}),
                ("penalties", "penalties", {}),
                ("bracket-projected", "bracket", {}),
            ]
            add_top_cut_round(session, event)
            jobs += [
                ("outstanding", "outstanding", {}),
                ("bracket", "bracket", {}),
                ("report", "report", {}),
            ]
            for name, document, options in jobs:
                started = time.perf_counter()
                pdf = render(document, session, event, **options)
                seconds = time.perf_counter() - started
                path = args.outdir / f"{name}.pdf"
                path.write_bytes(pdf)
                subprocess.run(
                    ["pdftoppm", "-r", str(args.dpi), "-png", str(path), str(path.with_suffix(""))],
                    check=True,
                )
                pages = sorted(args.outdir.glob(f"{name}-[0-9]*.png"))
                print(f"{name:20} {len(pdf) / 1024:7.1f} KiB {seconds * 1000:7.1f} ms  ", end="")
                print(f"{len(pages)} pages")
        engine.dispose()
    return 0


if __name__ == "__main__":
    sys.exit(main())
