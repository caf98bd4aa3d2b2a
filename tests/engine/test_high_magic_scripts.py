"""High Magic scripts: one scenario per card, position -> choices -> result. Read each test
beside the card's printed text (the Choose-one Events and HM14/HM55 are tested in
test_later_set_mechanisms.py)."""

from __future__ import annotations

import pytest
from script_scenes import activate, in_play, play, when_offered

from engine import Zone
from engine.choices import Decline, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB, ids, trace_text


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


# --- Friends ------------------------------------------------------------------------------------
def test_HM7_entering_play_may_frighten_an_opposing_friend(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (rutherford,) = s.hand(ALICE, "HM7")
    game = play(later_scene, s.game(), rutherford, A_HOME, prefer=[theirs])
    assert in_play(game, "orange-2").frightened
    # declined: nothing frightened ("you may")
    s = later_scene()
    s.put("orange-2", BOB, B_PROBLEM)
    (rutherford,) = s.hand(ALICE, "HM7")
    game = s.game()
    game.apply(PlayCard(ALICE, rutherford, A_HOME))
    when_offered(game, Decline(ALICE))
    game = later_scene.settle(game)
    assert not in_play(game, "orange-2").frightened


def test_HM11_pays_one_for_two_power_until_the_end_of_the_turn(later_scene):
    s = later_scene()
    spike = s.put("HM11", ALICE, A_HOME)
    game = s.game()
    before = game.power(spike)
    game = activate(later_scene, game, spike)
    assert game.power(spike) == before + 2
    assert game.state.players[ALICE].tokens == 9


def test_HM27_dismisses_a_friend_here_and_HM26_HM13_leaving_play_trigger(later_scene):
    # Mega Mare enters Bob's Problem and dismisses Alice's own Fluffy Clouds there: Fluffy
    # Clouds leaves play and Alice draws a card
    s = later_scene()
    clouds = s.put("HM26", ALICE, B_PROBLEM)
    s.deck(ALICE, "pink-2")
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM, prefer=[clouds])
    assert clouds not in game.state.play
    assert "HM26" in ids(game, Zone.DISCARD, ALICE)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)
    # Tank leaves play the same way and frightens Bob's Friend
    s = later_scene()
    tank = s.put("HM13", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, A_PROBLEM)
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM, prefer=[tank, theirs])
    assert tank not in game.state.play
    assert in_play(game, "orange-2").frightened


def test_HM27_a_friend_at_another_problem_is_not_here(later_scene):
    s = later_scene()
    s.put("orange-2", BOB, A_PROBLEM)
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM)
    assert not in_play(game, "orange-2").frightened
    assert ids(game, Zone.DISCARD, BOB) == []


def test_HM34_confronting_its_problem_may_draw_a_card(later_scene):
    s = later_scene()
    s.put("HM34", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)  # 2 + Sugar Belle meet "easy" at Bob's Problem
    s.deck(ALICE, "pink-2")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert "Sugar Belle" in trace_text(game)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_HM40_exhausts_to_gain_one(later_scene):
    s = later_scene()
    twilight = s.put("HM40", ALICE, A_HOME)
    game = activate(later_scene, s.game(), twilight)
    assert game.state.players[ALICE].tokens == 11
    assert game.state.cards[twilight].exhausted


@pytest.mark.parametrize(
    ("card_id", "mane", "other_mane", "name", "value"),
    [
        ("HM24", "V-PI-M", "V-OR-M", "Eccentric", 2),
        ("HM37", "V-PU-M", "V-OR-M", "Meticulous", 1),
        ("HM53", "V-WH-M", "V-OR-M", "Showy", 1),
    ],
)
def test_HM24_HM37_HM53_have_a_keyword_while_your_mane_has_their_colour(
    later_scene, card_id, mane, other_mane, name, value
):
    s = later_scene(mane=mane)
    friend = s.put(card_id, ALICE, B_PROBLEM)
    assert keyword(s.game(), friend, name) == value
    s = later_scene(mane=other_mane)
    friend = s.put(card_id, ALICE, B_PROBLEM)
    assert keyword(s.game(), friend, name) is None
