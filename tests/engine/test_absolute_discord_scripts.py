"""Absolute Discord card scripts and the mechanisms the later sets need, one scenario per
card: position -> choices -> result. Read each test beside the card's printed text."""

from __future__ import annotations

import pytest
from script_scenes import challenge, in_play, play

from engine.choices import EndMainPhase
from engine.record import load_record, record_of
from engine.scenario import ALICE, B_HOME, B_PROBLEM, BOB, trace_text


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


# --- gaining control until a time (513.2) -----------------------------------------------------
def test_AD32_flipped_hoops_takes_an_involved_friend_for_the_faceoff(ad_scene):
    # Problem faceoff at Bob's Problem: Alice's Orange 3 against Bob's two Orange 2s. Alice
    # flips Hoops (2) and gains control of an Orange 2: 3 + 2 + 2 = 7 against 2 + 1 (without
    # it, 5 against 5); as the faceoff ends the Friend is Bob's again
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    taken, kept = s.put("orange-2", BOB, B_PROBLEM), s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "AD32", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad_scene.settle(s.game(at="score"), prefer=[taken])
    text = trace_text(game)
    assert "Alice gains control of Orange 2 #6 until the end of the faceoff" in text
    assert "Faceoff totals: Alice 7" in text
    assert "Bob controls Orange 2 #6 again" in text
    assert game.state.cards[taken].controller == BOB
    assert game.state.cards[taken].area == B_HOME  # sent to its controller's home (613.2)
    assert game.state.cards[kept].controller == BOB
    # the game replays from its record to the same state (choices, Chaos and control included)
    assert load_record(record_of(game), game.pool).fingerprint() == game.fingerprint()
    game.rewind(0)
    assert game.state.cards[taken].controller == BOB and game.state.cards[taken].area == B_PROBLEM


def test_AD32_played_to_a_problem_takes_an_opposing_friend_there_until_the_score_phase_ends(
    ad_scene,
):
    s = ad_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_HOME)  # at home, not "there"
    (hoops,) = s.hand(ALICE, "AD32")
    game = play(ad_scene, s.game(), hoops, B_PROBLEM)
    assert game.state.cards[theirs].controller == ALICE
    assert game.state.cards[theirs].area == B_PROBLEM  # at a Problem it stays there
    assert in_play(game, "orange-1").controller == BOB
    # Alice confronts Bob's Problem with Hoops and Bob's Orange 2 (611.3); Bob has nobody
    # there; the Friend is Bob's again once the Score Phase ends
    game.apply(EndMainPhase(ALICE))
    game = ad_scene.settle(game)
    confront = next(x for x in trace_text(game).splitlines() if x.startswith("Alice confronts"))
    assert "Hoops" in confront and "Orange 2 #5" in confront
    assert "Bob controls Orange 2 #5 again (Hoops, Peer Pressurer ends, 513.2)" in trace_text(game)
    assert game.state.cards[theirs].controller == BOB
