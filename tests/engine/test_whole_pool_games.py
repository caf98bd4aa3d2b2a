"""Self-play games of the whole card pool that once broke the engine, replayed as they went."""

from __future__ import annotations

from script_scenes import OCTGN

from engine.selfplay import GREW, play_random_game


def test_a_whole_pool_game_that_once_raised_plays_to_its_end():
    # Seed 20220 once had King Sombra (CG205) frighten a Critter token (it ceases to exist,
    # 521.4) while "dismiss each Friend here with cost 2 or less" still listed it: the engine
    # raised KeyError. A card that left its zone is a new card an instruction can't find
    # (410.6, ``effects.acts``). Scripting more cards changes how the seed plays; the game must
    # still play to its end.
    from tourney.cards.engine_pool import engine_pool
    from tourney.cards.octgn import read_octgn

    pool = engine_pool(read_octgn(OCTGN).cards)
    game, result = play_random_game(pool, 20220)
    assert result.steps == game.step and result.reason != GREW
