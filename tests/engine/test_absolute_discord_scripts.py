"""Absolute Discord card scripts and the mechanisms the later sets need, one scenario per
card: position -> choices -> result. Read each test beside the card's printed text."""

from __future__ import annotations

import pytest
from script_scenes import challenge, play

from engine.scenario import ALICE, B_PROBLEM, BOB, trace_text


# --- Chaos (glossary: Chaos; 701.3, 515.1) ----------------------------------------------------
def chaos_challenge(scene, alice_flips, bob_flips=("orange-2",), mine=("orange-3",), tm="tm-3"):  # type: ignore[no-untyped-def]
    """Alice (with ``mine``) challenges Bob's Troublemaker ``tm`` at Bob's Problem; the
    abilities' choices are answered by ``scene.settle``. Returns the scene and the game."""
    s = scene()
    for card_id in mine:
        s.put(card_id, ALICE, B_PROBLEM)
    troublemaker = s.put(tm, BOB, B_PROBLEM)
    return s, challenge(s, troublemaker, alice_flips=alice_flips, bob_flips=bob_flips)


def test_AD14_flipped_spike_has_two_more_power_for_the_faceoff(ad_scene):
    # Orange 3 + Spike 2 against Timberwolf 3 + Orange 2 is a tie; Chaos makes it 7-5
    s, game = chaos_challenge(ad_scene, ("AD14",))
    game = ad_scene.settle(game)
    assert "triggers (when flipped chaos)" in trace_text(game)
    assert "Alice 7 (Orange 3 #5 3 + flipped Spike, The New Rainbow Dash" in trace_text(game)
    assert game.state.players[ALICE].points == 2  # Timberwolf defeated (514.5a)


def test_AD14_only_the_chaos_ability_functions_in_the_flip_zone(ad_scene):
    # "While involved in a faceoff, this card has +2 power" does not function there (701.3):
    # flipped, Spike counts 2 + 2, not 2 + 2 + 2
    s, game = chaos_challenge(ad_scene, ("AD14",))
    game = ad_scene.settle(game)
    assert "flipped Spike, The New Rainbow Dash #9 4)" in trace_text(game)


def test_AD14_in_play_and_involved_has_two_more_power(ad_scene):
    s = ad_scene()
    spike = s.put("AD14", ALICE, B_PROBLEM)
    game = s.game()
    assert game.power(spike) == 2  # not involved in a faceoff
    s, game = chaos_challenge(ad_scene, ("orange-1",), ("orange-1",), mine=("AD14",))
    game = ad_scene.settle(game)
    assert "Faceoff totals: Alice 5 (Spike, The New Rainbow Dash #5 4 + flipped Orange 1" in (
        trace_text(game)
    )


@pytest.mark.parametrize("discord", ["AD9", "AD23", "AD30", "AD44", "AD57", "AD68"])
def test_AD9_flipped_discord_gives_one_of_your_involved_cards_two_power(ad_scene, discord):
    s, game = chaos_challenge(ad_scene, (discord,), mine=("orange-1", "orange-3"))
    game = ad_scene.settle(game, prefer=[5])  # Orange 1 #5, chosen from Alice's involved cards
    text = trace_text(game)
    assert "Orange 1 #5 gets +2 power until the end of the faceoff" in text
    # Orange 1 + Orange 3 + Discord 2 + 2 = 8 against 3 + 2
    assert "Faceoff totals: Alice 8" in text
    assert game.state.players[ALICE].points == 2


def test_AD9_flipped_discord_gives_the_power_to_an_involved_card_not_itself(ad_scene):
    # A flipped card is not involved (514.2, 514.4a): Alice's only card involved is Orange 3
    s, game = chaos_challenge(ad_scene, ("AD9",), mine=("orange-3",), bob_flips=("orange-2",))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "Orange 3 #5 gets +2 power" in text  # the only card of Alice's involved
    assert "Discord, General Disarray #9 gets" not in text


def test_AD21_flipped_coco_crusoe_flips_an_additional_card(ad_scene):
    # Coco 2, then the extra flip Orange 3: Orange 3 + 2 + 3 = 8 against 3 + 2 (515.1)
    s, game = chaos_challenge(ad_scene, ("AD21", "orange-3"))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "Alice flips Orange 3" in text
    assert "Faceoff totals: Alice 8" in text


def test_AD21_in_play_flips_an_additional_card_during_its_faceoffs(ad_scene):
    s, game = chaos_challenge(ad_scene, ("orange-1", "orange-2"), mine=("AD21",))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "Alice flips Orange 1" in text and "Alice flips Orange 2" in text  # 514.3a


def test_AD117_flipped_trampled_makes_the_opponent_lose_a_token(ad_scene):
    s, game = chaos_challenge(ad_scene, ("AD117",))  # each player has 10 tokens
    game = ad_scene.settle(game)
    assert "Trampled #9 triggers (when flipped chaos)" in trace_text(game)
    assert game.state.players[BOB].tokens == 9
    assert game.state.players[ALICE].tokens == 10


def test_AD117_played_trampled_makes_an_opponent_lose_two_tokens(ad_scene):
    s = ad_scene()
    (trampled,) = s.hand(ALICE, "AD117")
    game = play(ad_scene, s.game(), trampled)
    assert game.state.players[BOB].tokens == 8
