"""Parse, resolve and check 1,000 generated deck lists; print decks per second.

Goal (issue: foundation): 1,000 lists in under 1 second. The lists are random legal-looking
Harmony decks built from the real card data, written as text the way players write them, so
the timing covers reading, name resolution and every legality rule.

    uv run python bench/deck_check.py [--decks 1000] [--seed 1] [--cards PATH]
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import date
from pathlib import Path

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import DRAW_DECK_TYPES, CardType
from tourney.cards.octgn import read_octgn
from tourney.decks import read_deck_list, resolve
from tourney.legality import check_deck, load_formats

DEFAULT_CARDS = Path(__file__).resolve().parent.parent.parent / "shared/cards/octgn-mlpccg"


def generate_lists(catalog: CardCatalog, count: int, rng: random.Random) -> list[str]:
    cards = catalog.tournament_cards()
    manes = [c for c in cards if c.type is CardType.MANE]
    problems = [c for c in cards if c.type is CardType.PROBLEM]
    starting = [c for c in problems if c.starting_problem]
    draw = [c for c in cards if c.type in DRAW_DECK_TYPES]
    lists = []
    for _ in range(count):
        lines = ["Mane Character", f"1 {rng.choice(manes).name}", "", "Problem Deck"]
        chosen = [rng.choice(starting), *rng.sample(problems, 4)]
        lines += [f"2x {c.name}" for c in dict.fromkeys(chosen)]
        lines += ["", "Draw Deck"]
        lines += [f"3 {c.name}" for c in rng.sample(draw, 16)]
        lists.append("\n".join(lines))
    return lists


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", type=Path, default=DEFAULT_CARDS)
    args = parser.parse_args()

    catalog = CardCatalog(read_octgn(args.cards).cards)
    harmony = load_formats(catalog=catalog)["harmony"]
    lists = generate_lists(catalog, args.decks, random.Random(args.seed))
    on = date(2019, 6, 20)

    start = time.perf_counter()
    legal = 0
    for n, text in enumerate(lists):
        resolved = resolve(read_deck_list(text, f"list {n}"), catalog)
        legal += check_deck(resolved, harmony, on, catalog).legal
    elapsed = time.perf_counter() - start

    print(f"decks checked:   {len(lists)} ({legal} legal)")
    print(f"total time:      {elapsed:.3f} s")
    print(f"decks/second:    {len(lists) / elapsed:,.0f}")
    print(f"per deck:        {elapsed / len(lists) * 1e3:.3f} ms")
    print(f"goal 1,000 < 1s: {'met' if elapsed * 1000 / len(lists) < 1 else 'NOT met'}")


if __name__ == "__main__":
    main()
