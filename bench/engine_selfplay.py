"""Rules engine speed: random self-play, rewinding a long game, enumerating legal choices.

    uv run python bench/engine_selfplay.py [--games 100] [--cards defs.json | --set CN ...]

``--set CODE`` plays real decks of that set (repeat it for several sets, each measured on its
own; the card data beside this checkout, read through the app's adapter); ``--set all`` is
every tournament card of every set, unscripted cards included; ``--set scripted`` is every
card of the sets the engine scripts whole (``engine.scripts.SCRIPTED_SETS``) together: Harmony
decks mixing them; ``--premiere`` is ``--set PR``.
``--block NAME`` plays decks drawn from a whole block's cards together, measured as one pool:
the block's expansions (``block`` in resources/sets.toml: "premiere" is PR, CN, CG and AD)
with their supplements, the supplemental and promo products released from the block's first
expansion until the next expansion of another block (for "premiere": Rock N' Rave, Celestial
Solstice and the GF promos; promos numbered for a set count with it). The Premiere block
self-play, 1,000 games:

    uv run python bench/engine_selfplay.py --block premiere --save-cards /tmp/pb.json
    uv run python -m engine.selfplay --games 1000 --seed 1 --cards /tmp/pb.json --json

By default the vanilla cards are used. Speed is given in games and in decisions (a game's
steps: each choice a player or the judge makes) per second.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from engine import CardPool
from engine.selfplay import play_random_game
from engine.vanilla import vanilla_pool


def selfplay(pool: CardPool, games: int, check: bool) -> tuple[float, float, float, float]:
    """Games per second (wall clock), decisions per second, games per second of CPU time (the
    machine is shared: CPU time varies less with other people's load), and turns per game
    (how long random agents take to finish, which games per second depends on)."""
    start, cpu = time.perf_counter(), time.process_time()
    steps = turns = 0
    for seed in range(games):
        game, result = play_random_game(pool, seed, check=check)
        steps += game.step
        turns += result.turns
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return games / elapsed, steps / elapsed, games / cpu, turns / games


OCTGN = Path(__file__).resolve().parents[1].parent / "shared/cards/octgn-mlpccg"


def set_pool(codes: list[str]) -> CardPool:
    """The real cards of the sets with these codes ("PR", "CN", ...)."""
    from tourney.cards.engine_pool import engine_pool
    from tourney.cards.octgn import read_octgn

    data = read_octgn(OCTGN)
    known = {c.set_code for c in data.cards}
    if "all" in codes:
        return engine_pool(data.cards)
    if "scripted" in codes:
        from engine.scripts import SCRIPTED_SETS

        return engine_pool(c for c in data.cards if _set_of(c.number) in SCRIPTED_SETS)
    unknown = sorted(set(codes) - known)
    if unknown:
        raise SystemExit(f"--set {', '.join(unknown)}: no such set code (known: {sorted(known)})")
    return engine_pool(c for c in data.cards if c.set_code in codes)


def _set_of(number: str) -> str:
    """The set a collector number names ("CGpf14" is Crystal Games'), as engine.coverage counts."""
    from engine.coverage import set_code

    return set_code(number)


def block_pool(block: str) -> tuple[list[str], CardPool]:
    """The set codes of ``block`` and its supplements (see the module docstring), and their
    real cards together."""
    from tourney.cards.engine_pool import engine_pool
    from tourney.cards.model import SetKind
    from tourney.cards.octgn import read_octgn
    from tourney.cards.sets import load_set_catalogue

    expansions = [s for s in load_set_catalogue().by_guid.values() if s.kind is SetKind.EXPANSION]
    blocks = sorted({s.block for s in expansions if s.block})
    own = [s for s in expansions if s.block == block and s.released is not None]
    if not own:
        raise SystemExit(f"--block {block}: no such block in resources/sets.toml (known: {blocks})")
    start = min(s.released for s in own)  # type: ignore[type-var]
    later = [
        s.released
        for s in expansions
        if s.block != block and s.released is not None and s.released > start
    ]
    end = min(later, default=None)
    codes = {s.code for s in own}

    def supplement(card) -> bool:  # type: ignore[no-untyped-def]
        when = card.legal_from
        return (
            card.set_kind in (SetKind.SUPPLEMENTAL, SetKind.PROMO)
            and when is not None
            and start <= when
            and (end is None or when < end)
        )

    cards = [c for c in read_octgn(OCTGN).cards if c.set_code in codes or supplement(c)]
    order = [s.code for s in sorted(own, key=lambda s: s.released)]  # type: ignore[arg-type, return-value]
    found = order + sorted({c.set_code for c in cards} - codes)
    return found, engine_pool(cards)


def long_game(pool: CardPool, turns: int = 30):  # type: ignore[no-untyped-def]
    for seed in range(100):
        game, result = play_random_game(pool, seed, turn_cap=turns, check=False)
        if result.turns >= turns:
            return game
    raise SystemExit(f"no random game lasted {turns} turns")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--cards", type=Path, help="card definitions JSON (CardPool.save)")
    parser.add_argument("--premiere", action="store_true", help="real Premiere cards (--set PR)")
    parser.add_argument(
        "--set",
        dest="sets",
        action="append",
        default=[],
        metavar="CODE",
        help="real cards of the set with this code (PR, CN, ...; all: every set; scripted: "
        "every set the engine scripts whole, together); may be repeated",
    )
    parser.add_argument(
        "--block",
        metavar="NAME",
        help="real cards of a block's sets and supplements together (premiere, odyssey, ...)",
    )
    parser.add_argument(
        "--save-cards",
        type=Path,
        help="write the pool for `engine.selfplay --cards` (outside the repo) and stop",
    )
    args = parser.parse_args()
    pool = CardPool.load(args.cards) if args.cards else vanilla_pool()
    sets = args.sets + ["PR"] * args.premiere
    if args.block and (sets or args.cards):
        raise SystemExit("--block plays its own cards: not with --set or --cards")
    if args.block:
        codes, pool = block_pool(args.block)
        print(f"{args.block} block: {', '.join(codes)}")
    if args.save_cards:
        pool = set_pool(sets) if sets else pool
        pool.save(args.save_cards)
        print(f"{len(pool)} card definitions written to {args.save_cards}")
        return
    label = f"{args.block} block" if args.block else "card definitions" if args.cards else "vanilla"
    pools = [(code, set_pool([code])) for code in sets] if sets else [(label, pool)]
    for name, pool in pools:
        print(f"{name}:")
        measure(pool, args.games)


def measure(pool: CardPool, games: int) -> None:
    per_s, decisions_s, per_cpu_s, turns = selfplay(pool, games, check=False)
    print(
        f"  self-play, invariant checks off: {per_s:.1f} games/s, {decisions_s:.0f} decisions/s "
        f"({per_cpu_s:.1f} games per CPU second, {games} games of {turns:.1f} turns "
        f"on average)"
    )
    per_s, decisions_s, per_cpu_s, _ = selfplay(pool, games, check=True)  # the same games
    print(
        f"  self-play, invariant checks on after every step (as engine.selfplay): "
        f"{per_s:.1f} games/s, {decisions_s:.0f} decisions/s ({per_cpu_s:.1f} games per CPU "
        f"second, {games} games)"
    )

    game = long_game(pool)
    rewinds = []
    for step in range(0, game.step, max(1, game.step // 50)):
        start = time.perf_counter()
        game.state_at(step)
        rewinds.append(time.perf_counter() - start)
    print(
        f"  rewind in a {game.state.turn}-turn game of {game.step} steps: "
        f"median {statistics.median(rewinds) * 1000:.2f} ms, max {max(rewinds) * 1000:.2f} ms"
    )

    timings = []
    for step in range(0, game.step, max(1, game.step // 100)):
        replay = game.fork(step)
        start = time.perf_counter()
        replay.legal_choices()
        timings.append(time.perf_counter() - start)
    print(
        f"  legal choices: median {statistics.median(timings) * 1e6:.0f} µs, "
        f"max {max(timings) * 1e6:.0f} µs over {len(timings)} positions"
    )


if __name__ == "__main__":
    main()
