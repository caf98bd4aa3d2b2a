"""Positions worth showing (screenshots, demonstrations): found by seeded random self-play on
the real cards, so they are games the engine actually reaches, not painted mock-ups."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine import CardPool, DecisionKind, Game, Mode
from engine.coverage import set_code
from engine.selfplay import random_deck
from tourney.gui.replay.describe import faceoff_in_progress

Wanted = Callable[[Game], bool]
MAX_STEPS = 1500


# The game's last years of organized play: Defenders of Equestria, Seaquestria and Beyond,
# Friends Forever, Leaders and Legends.
LAST_SETS = ("DE", "SB", "FF", "LL")


def find_position(
    pool: CardPool,
    wanted: Wanted,
    seed: int = 1,
    games: int = 40,
    sets: tuple[str, ...] = (),
) -> Game:
    """The first position of seeded random games (from ``seed`` on) where ``wanted`` holds;
    decks drawn from the cards of ``sets`` only when given (collector-number prefixes)."""
    cards = CardPool(d for d in pool.values() if set_code(d.id) in sets) if sets else pool
    for n in range(games):
        rng = random.Random(seed + n)
        decks = [random_deck(cards, rng, "Applejack Fan"), random_deck(cards, rng, "Bon Bon")]
        game = Game.new(pool, decks, Mode.SEEDED, seed=seed + n)
        for _ in range(MAX_STEPS):
            if game.outcome is not None:
                break
            if wanted(game):
                return game
            game.apply(rng.choice(game.legal_choices()))
    raise LookupError(f"no such position in {games} random games from seed {seed}")


def _crowded(game: Game, at_least: int) -> bool:
    return len(game.state.play) >= at_least and game.state.turn >= 6


def midgame(game: Game) -> bool:
    decision = game.current_decision()
    return (
        decision is not None
        and decision.kind is DecisionKind.MAIN_PHASE
        and _crowded(game, 14)
        and game.state.players[decision.player or 0].tokens >= 2
        and all(p.hand for p in game.state.players)
    )


def faceoff(game: Game) -> bool:
    state = game.state
    flipped = sum(len(p.flip) for p in state.players)
    return faceoff_in_progress(state) is not None and flipped >= 2 and _crowded(game, 8)


def confront(game: Game) -> bool:
    decision = game.current_decision()
    return (
        decision is not None
        and decision.kind is DecisionKind.CONFRONT_ORDER
        and len(game.legal_choices()) >= 2
        and _crowded(game, 10)
    )
