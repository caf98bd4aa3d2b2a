"""The engine on real card data: tourney's OCTGN import adapted into engine definitions.

The adapter is the app's: ``tourney.cards.engine_pool``.
"""

from __future__ import annotations

import random

import pytest

from engine import CardPool
from engine.game import deck_errors
from engine.invariants import violations
from engine.selfplay import play_random_game, random_deck
from tourney.cards.engine_pool import engine_pool


@pytest.fixture(scope="module")
def premiere(octgn_data) -> CardPool:
    return engine_pool(c for c in octgn_data.cards if c.set_code == "PR")


@pytest.fixture(scope="module", params=["PR", "CN"])
def scripted_set(request, octgn_data) -> CardPool:
    """The real cards of each set with scripts: Premiere, Canterlot Nights."""
    return engine_pool(c for c in octgn_data.cards if c.set_code == request.param)


def test_premiere_cards_adapt_with_manual_text_marked(premiere):
    assert len(premiere) > 200
    rainbow = premiere["PR1"]
    assert rainbow.name == "Rainbow Dash, Flier Extraordinaire" and rainbow.home_limit == 3
    assert not rainbow.manual  # scripted (engine/scripts/premiere.py)
    assert not premiere["PR32"].manual  # playing a Resource from the discard pile: scripted
    assert not premiere["PR197"].manual  # triggering from any zone: scripted too
    thorn = premiere["PR161"]
    assert [str(r) for r in thorn.confront_owner] == ["4 yellow", "3 non-yellow"]
    assert [str(r) for r in thorn.confront_opponent] == ["8 wild"]
    assert CardPool.from_json(premiere.to_json()).fingerprint() == premiere.fingerprint()


def test_random_decks_of_a_scripted_set_are_legal_and_self_play_keeps_invariants(scripted_set):
    rng = random.Random(5)
    assert deck_errors(scripted_set, random_deck(scripted_set, rng, "Alice")) == []
    for seed in range(3):
        game, result = play_random_game(scripted_set, seed, turn_cap=40)
        assert violations(game.state, scripted_set) == []
        assert result.turns <= 41
        abilities = [
            line
            for step in game.traces
            for line in step
            if "not automated" in line or "resolves" in line
        ]
        assert abilities or result.steps < 200  # scripted or manual card text came up


def test_a_game_with_scripted_abilities_replays_and_rewinds_to_the_same_states(scripted_set):
    from engine import GameRecord, load_record, record_of, write_position

    game, _ = play_random_game(scripted_set, seed=7, turn_cap=30)
    resolved = [line for step in game.traces for line in step if "resolves" in line]
    assert resolved  # scripted abilities were carried out in this game
    again = load_record(GameRecord.from_json(record_of(game).to_json()), scripted_set)
    assert again.fingerprint() == game.fingerprint()  # every step's fingerprint was checked
    middle = game.step // 2
    branch = game.fork(middle)
    for choice in game.history[middle:]:
        branch.apply(choice)
    assert write_position(branch.state) == write_position(game.state)
