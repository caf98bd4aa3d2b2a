"""Feed N mutated deck inputs through reading, resolving and the legality check; print counts.

Inputs are real-looking lists built from the card data (typed text in the forms players use,
OCTGN .o8d files and PonyHead links, written by this program's writers) and junk, each mutated
a few times: characters inserted, deleted or repeated, digits blown up into huge counts, lines
repeated thousands of times, control characters, lone surrogates, other encodings. Every input
must end in a result or a ``DeckReadError`` naming its line (or, for errors about the whole
input, saying so), within 2 seconds. A result whose deck names no unknown card is also written
in each format and read back, which must give the same cards.

    uv run python bench/fuzz_decks.py [--inputs 100000] [--seed 1] [--cards PATH]
"""

from __future__ import annotations

import argparse
import random
import signal
import time
from collections import Counter
from datetime import date
from pathlib import Path

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import DRAW_DECK_TYPES, CardType
from tourney.cards.octgn import read_octgn
from tourney.decks import DeckReadError, read_deck_list, resolve
from tourney.decks.model import Deck, ProblemClass
from tourney.decks.o8d import write_o8d
from tourney.decks.ponyhead import PonyheadCodeError, write_ponyhead
from tourney.decks.text import write_text
from tourney.legality import check_deck, load_formats

DEFAULT_CARDS = Path(__file__).resolve().parent.parent.parent / "shared/cards/octgn-mlpccg"
SLOW_SECONDS = 2.0
GIVE_UP_SECONDS = 60  # an input still running then is counted as slow and abandoned
ODD_CHARACTERS = (
    "x×X-–:#/()[]<>&;\"' \t\n\r\n0123456789²³¹½٣\u00a0\u2028\u0085\x0b\x0c\x1c\x01\x00\x7f"
    "\ud800\udfff\ufeffé€🦄"
)
TEXT_FORMS = (
    "{n}x {name}",
    "{n} {name}",
    "{name} x{n}",
    "{name} ({n})",
    "{number}",
    "{n}x {number}",
)
HEADERS = (
    "Mane Character",
    "Problem Deck (10)",
    "Draw Deck",
    "Friends:",
    "Total: 56",
    "== Events ==",
)


class _TooSlow(Exception):
    pass


class _Pools:
    def __init__(self, catalog: CardCatalog) -> None:
        cards = catalog.tournament_cards()
        self.manes = [c for c in cards if c.type is CardType.MANE]
        self.problems = [c for c in cards if c.type is CardType.PROBLEM]
        self.draw = [c for c in cards if c.type in DRAW_DECK_TYPES]
        self.others = [c for c in catalog.cards if not c.tournament_card]


def _real_deck(pools: _Pools, rng: random.Random) -> Deck:
    deck = Deck(name=rng.choice(["", "Blue Rush", "Test deck"]))
    deck.add(rng.choice(pools.manes), 1)
    for card in rng.sample(pools.problems, 5):
        deck.add(card, 2)
    for card in rng.sample(pools.draw, 16):
        deck.add(card, rng.choice([1, 2, 3, 3, 3]))
    if rng.random() < 0.05:  # a token or a joke card now and then
        deck.add(rng.choice(pools.others), 1)
    return deck


def _typed(deck: Deck, rng: random.Random) -> str:
    lines: list[str] = []
    for entry in deck.entries():
        if rng.random() < 0.1:
            lines.append(rng.choice(HEADERS))
        form = rng.choice(TEXT_FORMS)
        lines.append(form.format(n=entry.count, name=entry.card.name, number=entry.card.number))
    return "\n".join(lines)


def seed_input(pools: _Pools, rng: random.Random) -> str | bytes:
    kind = rng.random()
    if kind < 0.08:  # junk
        if rng.random() < 0.5:
            return rng.randbytes(rng.randrange(200))
        return "".join(rng.choice(ODD_CHARACTERS) for _ in range(rng.randrange(200)))
    deck = _real_deck(pools, rng)
    if kind < 0.4:
        return _typed(deck, rng) if rng.random() < 0.5 else write_text(deck)
    if kind < 0.7:
        return write_o8d(deck)
    try:
        link = write_ponyhead(deck)
    except PonyheadCodeError:  # a token: PonyHead has no code for it
        return write_text(deck)
    return link if rng.random() < 0.5 else link.split("=", 1)[1]


def mutate(text: str, rng: random.Random) -> str | bytes:
    for _ in range(rng.randrange(1, 5)):
        at = rng.randrange(len(text) + 1)
        op = rng.random()
        if op < 0.3:
            text = text[:at] + rng.choice(ODD_CHARACTERS) * rng.choice([1, 1, 2, 30]) + text[at:]
        elif op < 0.5:
            text = text[:at] + text[at + rng.randrange(1, 40) :]
        elif op < 0.6:  # a piece repeated: long lines, many entries
            piece = text[at : at + rng.randrange(1, 30)]
            text = text[:at] + piece * rng.choice([2, 50, 2000]) + text[at:]
        elif op < 0.7:  # a count or number blown up
            text = text[:at] + "9" * rng.choice([3, 300, 4301]) + text[at:]
        elif op < 0.8:  # lines repeated or shuffled
            lines = text.splitlines()
            if lines:
                line = rng.choice(lines)
                lines.insert(rng.randrange(len(lines) + 1), line)
                if rng.random() < 0.1:
                    lines += [f"{line} {i}" for i in range(rng.choice([100, 5000, 70_000]))]
                rng.shuffle(lines) if rng.random() < 0.2 else None
                text = "\n".join(lines)
        elif op < 0.9:
            text = text[:at].swapcase() + text[at:]
        else:
            text = text[:at]
    if rng.random() < 0.1:
        encoding = rng.choice(["utf-8", "utf-16", "cp1252", "utf-8-sig"])
        return text.encode(encoding, errors="replace")
    return text


def adversarial(rng: random.Random) -> str:
    """Shapes that once took seconds or crashed, at random sizes."""
    shape = rng.randrange(4)
    n = rng.randrange(1, 60)
    if shape == 0:  # a bare PonyHead code with one stray character
        return "-".join(["adn1x3"] * n) + rng.choice("!x-?")
    if shape == 1:
        return f"{rng.randrange(2, 9)}{rng.choice('²³¹')} Rarity, Truly Outrageous"
    if shape == 2:  # many unknown names
        return "\n".join(f"Zorblax Quuxington {i}" for i in range(rng.choice([100, 70_000])))
    return "\n".join(["3x Thunderclap"] * n + ["3x Thunder\x01clap"])


def _same_cards(a: Deck, b: Deck) -> bool:
    def names(deck: Deck) -> Counter[str]:
        counts: Counter[str] = Counter()
        for entry in deck.entries():
            counts[entry.card.name] += entry.count
        return counts

    return names(a) == names(b)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", type=Path, default=DEFAULT_CARDS)
    parser.add_argument("--progress", type=int, default=0, help="print counts every N inputs")
    args = parser.parse_args()

    octgn = read_octgn(args.cards)
    catalog = CardCatalog(octgn.cards, octgn.sets)
    fmt = load_formats(catalog=catalog)["harmony"]
    on = date(2019, 1, 1)
    rng = random.Random(args.seed)
    pools = _Pools(catalog)

    def give_up(*_: object) -> None:
        raise _TooSlow

    signal.signal(signal.SIGALRM, give_up)
    counts: Counter[str] = Counter()
    unexpected: Counter[str] = Counter()
    examples: dict[str, str | bytes] = {}
    slowest = slowest_cpu = 0.0
    started = time.perf_counter()
    for done in range(args.inputs):
        if args.progress and done and done % args.progress == 0:
            so_far = ", ".join(f"{k.strip()} {v:,}" for k, v in sorted(counts.items()))
            print(f"after {done:,} ({time.perf_counter() - started:.0f} s): {so_far}", flush=True)
        if rng.random() < 0.02:
            data: str | bytes = adversarial(rng)
        else:
            seed = seed_input(pools, rng)
            data = mutate(seed, rng) if isinstance(seed, str) else seed
        t0, cpu0 = time.perf_counter(), time.process_time()
        signal.alarm(GIVE_UP_SECONDS)
        try:
            deck_list = read_deck_list(data, "fuzzed")
            resolved = resolve(deck_list, catalog)
            check_deck(resolved, fmt, on, catalog)
            counts["results"] += 1
            if not any(p.problem_class is ProblemClass.INVALID for p in resolved.problems):
                for write in (write_text, write_o8d, write_ponyhead):
                    try:
                        written = write(resolved.deck)
                    except PonyheadCodeError:
                        continue  # refused with a message naming the card
                    again = resolve(read_deck_list(written, "written"), catalog)
                    if not _same_cards(again.deck, resolved.deck):
                        counts["written lists read back as another deck"] += 1
                        examples.setdefault("round trip", data)
        except DeckReadError as error:
            counts["project errors (DeckReadError)"] += 1
            if error.whole_input:
                counts["  of which about the whole input (empty, too large, no cards)"] += 1
            elif error.line <= 0:
                counts["rejections naming no line"] += 1
                examples.setdefault("no line", data)
        except _TooSlow:
            counts[f"inputs abandoned after {GIVE_UP_SECONDS} s"] += 1
            examples.setdefault("abandoned", data)
        except Exception as error:  # the point of the run: count what escapes
            counts["unexpected exceptions"] += 1
            unexpected[f"{type(error).__name__}: {str(error)[:100]}"] += 1
            examples.setdefault(f"{type(error).__name__}", data)
        finally:
            signal.alarm(0)
        elapsed, cpu = time.perf_counter() - t0, time.process_time() - cpu0
        slowest, slowest_cpu = max(slowest, elapsed), max(slowest_cpu, cpu)
        if elapsed > SLOW_SECONDS:
            counts[f"inputs over {SLOW_SECONDS:g} s"] += 1
            examples.setdefault("slow", data)
        if cpu > SLOW_SECONDS:  # on a shared machine the wall clock also counts others' work
            counts[f"inputs over {SLOW_SECONDS:g} s of CPU time"] += 1
            examples.setdefault("slow in CPU time", data)

    total = time.perf_counter() - started
    print(f"{args.inputs:,} fuzzed deck inputs (seed {args.seed}) in {total:.0f} s")
    for name in (
        "results",
        "project errors (DeckReadError)",
        "  of which about the whole input (empty, too large, no cards)",
        "unexpected exceptions",
        f"inputs over {SLOW_SECONDS:g} s",
        f"inputs over {SLOW_SECONDS:g} s of CPU time",
        "rejections naming no line",
        "written lists read back as another deck",
        f"inputs abandoned after {GIVE_UP_SECONDS} s",
    ):
        print(f"  {name}: {counts[name]:,}")
    print(f"  slowest input: {slowest:.2f} s ({slowest_cpu:.2f} s of CPU time at most)")
    for what, n in unexpected.most_common(10):
        print(f"    {n:,} x {what}")
    for what, data in examples.items():
        print(f"  first {what} input: {data[:200]!r}")


if __name__ == "__main__":
    main()
