"""Marks in Time scripts: one scenario per card, position -> choices -> result. Read each test
beside the card's printed text."""

from __future__ import annotations

import pytest
from script_scenes import activate, with_problem

from engine.choices import ActivateAbility
from engine.scenario import A_HOME, A_PROBLEM, ALICE, trace_text


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


# --- Cutie Mark: the "Growing Up" cycle (glossary: Cutie Mark) -------------------------------
@pytest.mark.parametrize(
    ("card_id", "name", "value"),
    [
        ("MT10", "Swift", None),
        ("MT16", "Diligent", 1),
        ("MT30", "Eccentric", 2),
        ("MT38", "Meticulous", 1),
        ("MT46", "Showy", 1),
        ("MT51", "Calming", 1),
    ],
)
def test_MT10_MT16_MT30_MT38_MT46_MT51_growing_up_cutie_marked_gets_power_and_keyword(
    later_scene, card_id, name, value
):
    s = later_scene()
    filly = s.put(card_id, ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    printed = game.power(filly)
    assert keyword(game, filly, name) is None  # not Cutie Marked yet
    game = activate(later_scene, game, filly)
    assert game.state.players[ALICE].tokens == 3  # paid [2]
    assert "Cutie Marked" in trace_text(game)
    # +1 power counter (glossary: Cutie Mark) and +1 power while Cutie Marked
    assert game.power(filly) == printed + 2
    got = keyword(game, filly, name)
    assert got is not None and (value is None or got == value)
    # a Cutie Marked card can't be Cutie Marked again (glossary): no second counter
    game = activate(later_scene, game, filly)
    assert game.power(filly) == printed + 2


# --- the "Best" pets: "while with another one of your [colour] Friends" ---------------------
@pytest.mark.parametrize(
    ("card_id", "friend", "name", "value"),
    [
        ("MT13", "blue-2", "Competitive", 2),
        ("MT22", "orange-1", "Stubborn", None),
        ("MT26", "pink-2", "Eccentric", 2),
        ("MT34", "MT38", "Meticulous", 1),  # Twilight Sparkle, Growing Up: [Magic]
        ("MT44", "MT46", "Prepared", None),  # Rarity, Growing Up: [Generosity]
        ("MT49", "MT51", "Persistent", None),  # Fluttershy, Growing Up: [Kindness]
    ],
)
def test_MT13_MT22_MT26_MT34_MT44_MT49_best_pets_have_a_keyword_with_a_friend_of_their_colour(
    later_scene, card_id, friend, name, value
):
    s = later_scene()
    pet = s.put(card_id, ALICE, A_PROBLEM)
    s.put(friend, ALICE, A_HOME)
    game = s.game()
    assert keyword(game, pet, name) is None  # its colour's Friend is not with it
    s = later_scene()
    pet = s.put(card_id, ALICE, A_PROBLEM)
    s.put(friend, ALICE, A_PROBLEM)
    game = s.game()
    got = keyword(game, pet, name)
    assert got is not None and (value is None or got == value)


def test_MT13_an_other_colour_friend_gives_tank_nothing(later_scene):
    s = later_scene()
    tank = s.put("MT13", ALICE, A_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)
    assert keyword(s.game(), tank, "Competitive") is None


# --- Problems -------------------------------------------------------------------------------
def test_MT123_entrance_exam_exhausts_the_mane_to_gain_a_token(later_scene):
    s = with_problem(later_scene, "MT123")
    exam = s.board.problem[ALICE]
    game = s.game(tokens=(0, 0))
    mane = s.board.mane[ALICE]
    game.apply(ActivateAbility(ALICE, exam, 0, using=(mane,)))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 1
    assert game.state.cards[mane].exhausted
    # an exhausted Mane can't pay the cost again (703.1d)
    assert game.why_not(ActivateAbility(ALICE, exam, 0, using=(mane,))) is not None
