"""Self-play games of the whole card pool that once broke the engine, replayed as they went."""

from __future__ import annotations

from script_scenes import OCTGN

from engine.selfplay import GREW, play_random_game
from engine.trace import entry


def test_an_each_instruction_skips_a_card_that_ceased_to_exist_meanwhile():
    # Seed 20220: King Sombra (CG205) frightens a Critter token (it ceases to exist, 521.4),
    # then "dismiss each Friend here with cost 2 or less" still listed it: the engine raised
    # KeyError. A card that left its zone is a new card the instruction can't find (410.6).
    from tourney.cards.engine_pool import engine_pool
    from tourney.cards.octgn import read_octgn

    pool = engine_pool(read_octgn(OCTGN).cards)
    game, result = play_random_game(pool, 20220)
    lines = [entry(line) for step in game.traces for line in step]
    assert any("is no longer there (King Sombra, 410.6)" in line for line in lines)
    assert result.steps == game.step and result.reason != GREW
