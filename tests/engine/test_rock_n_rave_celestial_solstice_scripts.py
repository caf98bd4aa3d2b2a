"""Rock N' Rave (RR), Celestial Solstice (CS) and the GF promo card scripts, one scenario per
automated card: position -> choices -> result. Each test names the card by collector number;
read it beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    react,
    strong_at,
    when_offered,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.cards import Colour, has_title
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    ChooseColour,
    DrawAction,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, ids, trace_text
from engine.scripts import SCRIPTED_SETS


def tokens(game, player: int = ALICE) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].tokens


def test_the_supplements_and_the_gf_promos_are_scripted_sets():
    assert {"RR", "CS", "GF"} <= SCRIPTED_SETS


# --- Rock N' Rave ------------------------------------------------------------------------------
def test_RRf1_turns_over_at_the_end_of_the_main_phase_with_a_friend_and_a_resource(later_scene):
    s = later_scene(mane="RRf1")
    me = s.board.mane[ALICE]
    s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    later_scene.settle(game)
    assert not game.state.cards[me].boosted  # a Friend but no Resource
    s = later_scene(mane="RRf1")
    me = s.board.mane[ALICE]
    s.put("orange-1", ALICE, A_HOME)
    s.put("resource-1", ALICE, A_HOME)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    later_scene.settle(game)
    assert game.state.cards[me].boosted


def test_RRf1_boosted_has_one_power_per_card_type_in_the_discard_pile(later_scene):
    s = later_scene(mane=(Mane("RRf1", boosted=True), "V-OR-M"))
    me = s.board.mane[ALICE]
    game = s.game()
    assert game.power(me) == 3
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "orange-2", "event-main", "resource-1")
    s.board.add(Zone.DISCARD, BOB, "tm-2")  # not Alice's
    assert s.game().power(me) == 3 + 3  # Friend, Event, Resource


def test_RRf2_turns_over_and_shuffles_on_the_third_card_drawn_in_a_turn(later_scene):
    s = later_scene(mane="RRf2")
    me = s.board.mane[ALICE]
    s.deck(ALICE, *["orange-1"] * 6)
    game = s.game(tokens=(5, 0))
    for n in (1, 2):
        game.apply(DrawAction(ALICE))
        later_scene.settle(game)
        assert not game.state.cards[me].boosted, n
    game.apply(DrawAction(ALICE))
    later_scene.settle(game)
    assert game.state.cards[me].boosted
    assert "shuffles" in trace_text(game) and len(ids(game, Zone.HAND, ALICE)) == 3


def test_RRf2_boosted_draws_by_exhausting_and_readies_with_three_friends(later_scene):
    s = later_scene(mane=(Mane("RRf2", boosted=True), "V-OR-M"))
    me = s.board.mane[ALICE]
    s.deck(ALICE, "pink-2", "orange-1")
    game = activate(later_scene, s.game(), me, 1)  # numbered after the Start side's
    assert game.state.cards[me].exhausted and ids(game, Zone.HAND, ALICE) == ["pink-2"]
    s = later_scene(mane=(Mane("RRf2", boosted=True, exhausted=True), "V-OR-M"))
    me = s.board.mane[ALICE]
    for _ in range(3):
        s.put("orange-1", ALICE, A_HOME)
    game = later_scene.settle(s.game(at="score"))
    assert not game.state.cards[me].exhausted
    s = later_scene(mane=(Mane("RRf2", boosted=True, exhausted=True), "V-OR-M"))
    me = s.board.mane[ALICE]
    for _ in range(2):
        s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_PROBLEM)  # not with it
    game = later_scene.settle(s.game(at="score"))
    assert game.state.cards[me].exhausted


def test_RR1_pays_one_to_exhaust_a_character_an_opponent_moves_here(later_scene):
    s = later_scene(turn_player=BOB)
    strudel = s.put("RR1", ALICE, A_PROBLEM)
    mover = s.put("orange-1", BOB, B_HOME)
    game = s.game(tokens=(2, 3))
    game.apply(MoveCharacter(BOB, mover, A_PROBLEM))
    react(game, strudel)
    later_scene.settle(game)
    assert game.state.cards[mover].exhausted and tokens(game) == 1


def test_RR2_may_draw_as_it_enters_and_by_exhausting_when_confronting_here(later_scene):
    s = later_scene()
    (me,) = s.hand(ALICE, "RR2")
    s.deck(ALICE, "pink-2", "orange-1")
    game = play(later_scene, s.game(), me, B_PROBLEM)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)
    s = later_scene()
    berry = s.put("RR2", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "pink-2", "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert game.state.cards[berry].exhausted and "pink-2" in ids(game, Zone.HAND, ALICE)


def test_RR3_has_one_more_power_with_three_cards_in_hand(later_scene):
    s = later_scene()
    me = s.put("RR3", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-1")
    assert s.game().power(me) == 3
    s.board.add(Zone.HAND, ALICE, "orange-1")
    assert s.game().power(me) == 4


def test_RR4_scores_by_exhausting_when_the_opponent_has_more_characters_here(later_scene):
    s = later_scene()
    octavia = s.put("RR4", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM, n=1)
    for _ in range(3):
        s.put("orange-1", BOB, B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert game.state.cards[octavia].exhausted
    assert "Octavia" in trace_text(game) and game.state.players[ALICE].points >= 1
    s = later_scene()
    octavia = s.put("RR4", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM, n=1)
    s.put("orange-1", BOB, B_PROBLEM)  # 1 against Alice's 2: not more
    game = later_scene.settle(s.game(at="score"))
    assert not game.state.cards[octavia].exhausted


def test_RR5_and_RR6_give_two_colours_of_power_to_a_character_of_either(later_scene):
    s = later_scene()
    pink = s.put("pink-2", ALICE, A_HOME)
    orange = s.put("orange-2", ALICE, A_HOME)
    elementary, fashion = s.hand(ALICE, "RR5", "RR6")
    game = play(later_scene, s.game(), elementary)
    assert game.power(pink) == 4 and Colour.PURPLE in game.colours(pink)
    game = play(later_scene, game, fashion, prefer=(orange,))
    assert game.power(orange) == 4 and Colour.WHITE in game.colours(orange)


def test_RR7_players_need_one_more_power_per_opposing_friend_here(later_scene):
    s = with_problem(later_scene, "RR7", owner=BOB)
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    view = s.game()._table.view()
    assert view.confront_extra.get((B_PROBLEM, ALICE)) == 2
    assert view.confront_extra.get((B_PROBLEM, BOB)) == 1


def timber_faceoff(later_scene, both_pick_bobs: bool):  # type: ignore[no-untyped-def]
    """A Problem faceoff at Bob's Timber! (RR8): Alice meets its 9 (wild), Bob its 4 Honesty
    and 3 Generosity; each player picks their own character, or both pick Bob's. The game
    after the picks, the players in the order they picked, and the two characters."""
    s = with_problem(later_scene, "RR8", owner=BOB)
    strong_at(s, B_PROBLEM)
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    theirs = s.put("V-OR-F540", BOB, B_PROBLEM)
    s.put("V-WH-F540", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    seen = []
    while len(seen) < 2:
        d = game.current_decision()
        chosen = [c for c in game.legal_choices() if isinstance(c, ChooseCard)]
        if d.kind is DecisionKind.TARGET and chosen and game.state.faceoff is not None:
            seen.append(d.player)
            pick = mine if d.player == ALICE and not both_pick_bobs else theirs
            game.apply(next(c for c in chosen if c.card == pick))
        else:
            game.apply(game.legal_choices()[0])
    return game, seen, mine, theirs


def test_RR8_each_player_gives_a_character_involved_two_power_for_the_faceoff(later_scene):
    game, seen, mine, theirs = timber_faceoff(later_scene, both_pick_bobs=False)
    assert seen == [BOB, ALICE]  # the Problem's controller first
    text = trace_text(game)
    assert f"#{theirs}, Orange 2 #{mine} get +2 power until the end of the faceoff" in text
    assert f"Orange 2 #{mine} 4" in text and f"Power 4 #{theirs} 6" in text  # the totals
    game, _, _, theirs = timber_faceoff(later_scene, both_pick_bobs=True)
    assert f"Power 4 #{theirs} 6" in trace_text(game)  # one of "those characters": +2 once


def test_RR9_the_player_with_the_most_friends_here_cant_move_friends_here(later_scene):
    s = with_problem(later_scene, "RR9", owner=BOB)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    mine = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    assert game.why_not(MoveCharacter(ALICE, mine, B_PROBLEM)) is not None
    s = with_problem(later_scene, "RR9", owner=BOB)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)  # a tie: nobody has the most
    mine = s.put("orange-2", ALICE, A_HOME)
    assert s.game().why_not(MoveCharacter(ALICE, mine, B_PROBLEM)) is None


def test_RR10_its_controller_may_draw_when_an_opponents_character_moves_away(later_scene):
    s = with_problem(later_scene, "RR10", owner=BOB)
    mover = s.put("orange-1", ALICE, B_PROBLEM)
    s.deck(BOB, "pink-2", "orange-1")
    game = s.game()
    game.apply(MoveCharacter(ALICE, mover, A_PROBLEM))
    later_scene.settle(game)
    assert ids(game, Zone.HAND, BOB) == ["pink-2"]
    s = with_problem(later_scene, "RR10", owner=BOB)
    s.put("orange-1", BOB, A_HOME)
    mover = s.put("orange-1", ALICE, A_PROBLEM)  # moved from another Problem: no draw
    s.deck(BOB, "pink-2", "orange-1")
    game = s.game()
    game.apply(MoveCharacter(ALICE, mover, B_PROBLEM))
    later_scene.settle(game)
    assert ids(game, Zone.HAND, BOB) == []


def test_RR11_its_controller_gains_two_when_it_is_defeated(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    dog = s.put("RR11", BOB, B_PROBLEM)
    game = challenge(s, dog, ("orange-3",), ("orange-1",), tokens=(0, 0))
    later_scene.settle(game)
    assert "RR11" in ids(game, Zone.DISCARD, BOB)
    assert tokens(game, BOB) == 2 and tokens(game, ALICE) == 0


def test_RR12_opponents_pay_one_more_to_move_a_character_to_its_problem(later_scene):
    s = later_scene()
    s.put("RR12", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(2, 0))  # a move costs 2 (609.2b)
    assert "costs 3 action tokens" in game.why_not(MoveCharacter(ALICE, mine, B_PROBLEM))
    assert game.why_not(MoveCharacter(ALICE, mine, A_PROBLEM)) is None
    game = s.game(tokens=(3, 0))
    game.apply(MoveCharacter(ALICE, mine, B_PROBLEM))
    assert tokens(game) == 0


# --- Celestial Solstice ------------------------------------------------------------------------
def test_CSf1_turns_over_on_playing_a_friend_of_another_colour(later_scene):
    s = later_scene(mane="CSf1")
    me = s.board.mane[ALICE]
    s.put("orange-1", ALICE, A_HOME)
    s.put("pink-2", ALICE, A_HOME, frightened=True)  # face-down: no colour (505.1b)
    same, other = s.hand(ALICE, "orange-2", "orange-pink-2")
    game = play(later_scene, s.game(), same, A_HOME)
    assert not game.state.cards[me].boosted
    game = play(later_scene, game, other, A_HOME)  # orange and pink: not only orange
    assert game.state.cards[me].boosted


def test_CSf1_boosted_gains_a_colour_chosen_as_it_turns_face_up(later_scene):
    s = later_scene(mane="CSf1")
    me = s.board.mane[ALICE]
    s.put("orange-1", ALICE, A_HOME)
    (friend,) = s.hand(ALICE, "pink-2")
    game = s.game()
    game.apply(PlayCard(ALICE, friend, A_HOME))
    when_offered(game, ChooseColour(ALICE, Colour.BLUE))
    later_scene.settle(game)
    assert set(game.colours(me)) == {Colour.PURPLE, Colour.BLUE}


def test_CSf2_turns_over_when_a_second_alicorn_friend_enters(later_scene):
    s = later_scene(mane="CSf2")
    me = s.board.mane[ALICE]
    first, second = s.hand(ALICE, "CS4", "CS2")
    game = play(later_scene, s.game(), first, A_HOME)
    assert not game.state.cards[me].boosted
    game = play(later_scene, game, second, A_HOME)
    assert game.state.cards[me].boosted


def test_CSf2_boosted_alicorns_get_one_power_while_you_have_luna(later_scene):
    s = later_scene(mane=(Mane("CSf2", boosted=True), "V-OR-M"))
    celestia = s.put("CS4", ALICE, A_HOME)
    assert s.game().power(celestia) == 2
    luna = s.put("CS2", ALICE, A_HOME)
    game = s.game()
    assert game.power(celestia) == 3 and game.power(luna) == 3


def test_CS1_discards_to_give_another_character_a_power_in_a_problem_faceoff(later_scene):
    s = later_scene()
    me = s.put("CS1", ALICE, B_PROBLEM)
    friend = s.put("orange-2", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)
    (card,) = s.board.add(Zone.HAND, ALICE, "orange-1")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    when_offered(game, ActivateAbility(ALICE, me, 0, (card,)))
    later_scene.settle(game, prefer=(friend,))
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE)
    assert "+1 power until the end of the faceoff" in trace_text(game)


def test_CS2_may_exhaust_a_friend_to_gain_a_token_instead_of_drawing_in_a_main_phase(
    later_scene,
):
    s = later_scene()
    s.put("CS2", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, "pink-2", "orange-1")
    game = s.game(tokens=(2, 0))
    game.apply(DrawAction(ALICE))
    later_scene.settle(game, prefer=(friend,))
    assert ids(game, Zone.HAND, ALICE).count("pink-2") == 0
    assert tokens(game) == 2 and game.state.cards[friend].exhausted  # paid 1, gained 1


def test_CS3_has_two_more_power_per_face_up_opposing_troublemaker(later_scene):
    s = later_scene()
    me = s.put("CS3", ALICE, A_HOME)
    s.put("tm-2", BOB, B_PROBLEM)
    s.put("tm-3", BOB, A_PROBLEM, face_down=True)  # not referenced (505.2)
    assert s.game().power(me) == 3 + 2


def test_CS4_may_draw_when_you_play_a_friend_itself_included(later_scene):
    s = later_scene()
    me, friend = s.hand(ALICE, "CS4", "orange-1")
    s.deck(ALICE, "pink-2", "pink-3", "orange-1")
    game = play(later_scene, s.game(), me, A_HOME)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)
    game = play(later_scene, game, friend, A_HOME)
    assert "pink-3" in ids(game, Zone.HAND, ALICE)


def test_CS5_moves_a_character_after_an_opponents_score_phase_starts(later_scene):
    s = later_scene(turn_player=BOB)
    mine = s.put("orange-1", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "CS5")
    game = s.game(at="score")
    when_offered(game, PlayCard(ALICE, event, None))
    later_scene.settle(game, prefer=(mine, B_PROBLEM))
    assert game.state.cards[mine].area == B_PROBLEM


def test_CS6_everyone_shuffles_their_hand_in_and_draws_six(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "CS6")
    s.board.add(Zone.HAND, ALICE, "orange-1")
    s.board.add(Zone.HAND, BOB, "orange-1", "orange-1")
    s.deck(ALICE, *["pink-2"] * 8)
    s.deck(BOB, *["pink-2"] * 8)
    game = play(later_scene, s.game(), event)
    assert len(ids(game, Zone.HAND, ALICE)) == 6 and len(ids(game, Zone.HAND, BOB)) == 6
    assert len(ids(game, Zone.DRAW_DECK, BOB)) == 10 - 6


def test_CS7_puts_harmony_counters_then_retires_for_that_many_tokens(later_scene):
    s = later_scene()
    tree = s.put("CS7", ALICE, A_HOME, counters=(("Harmony", 1),))
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(0, 0))
    game.apply(ActivateAbility(ALICE, tree, 0, (friend,)))
    later_scene.settle(game)
    assert game.state.cards[tree].counter("Harmony") == 2
    assert game.state.cards[friend].exhausted and game.state.cards[tree].exhausted
    game = activate(later_scene, game, tree, 1)
    assert tokens(game) == 2 and "CS7" in ids(game, Zone.DISCARD, ALICE)


def test_CS8_its_controller_may_put_an_alicorn_friend_from_the_deck_into_play_on_defeat(
    later_scene,
):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    moon = s.put("CS8", BOB, B_PROBLEM)
    game = challenge(s, moon, ("orange-3",), ("orange-1", "orange-1", "CS2"))
    later_scene.settle(game)
    luna = in_play(game, "CS2")
    assert luna.controller == BOB and luna.area == B_HOME
    assert "CS2" not in ids(game, Zone.DRAW_DECK, BOB)


# --- GF promos ---------------------------------------------------------------------------------
def test_GF7_is_a_maud_pie_and_a_pinkie_pie_and_exhausts_for_laughter(later_scene):
    s = later_scene()
    sisters = s.put("GF7", ALICE, A_HOME)
    d = s.pool["GF7"]
    assert has_title(d, "Maud Pie") and has_title(d, "Pinkie Pie")
    assert not has_title(d, "Rarity")
    game = activate(later_scene, s.game(), sisters)
    assert game.state.cards[sisters].exhausted
    assert set(game.colours(sisters)) == {Colour.ORANGE, Colour.PINK}
    assert game.power(sisters) == 3  # the colour only


def alice_flips(later_scene, friend: str, event: str) -> int:  # type: ignore[no-untyped-def]
    """Alice challenges with ``friend`` alone and plays the Faceoff Event ``event``: how many
    cards she flips in all (514.3, 515.1)."""
    s = later_scene()
    s.put(friend, ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (card,) = s.hand(ALICE, event)
    # 2-power flips: GF7's Random flips again for a 1-power one (glossary: Random)
    game = challenge(s, tm, ("orange-2",) * 4, ("orange-2",) * 4)
    when_offered(game, PlayCard(ALICE, card, None))
    later_scene.settle(game)
    return trace_text(game).count("Alice flips")


def test_GF7_is_pinkie_pie_for_an_event_naming_pinkie_pie(later_scene):
    # PR105: "If you have Rarity or Pinkie Pie involved in this faceoff, flip an additional
    # card. If you have Rarity and Pinkie Pie involved, flip 2 additional cards instead."
    assert alice_flips(later_scene, "GF7", "PR105") == 1 + 1
    assert alice_flips(later_scene, "orange-3", "PR105") == 1


def test_GF9_alone_is_both_sisters_for_an_event_naming_both(later_scene):
    # CN122: "... Princess Luna or Princess Celestia ... flip an additional card. If you have
    # Princess Luna and Princess Celestia involved, flip 2 additional cards instead."
    assert alice_flips(later_scene, "GF9", "CN122") == 1 + 2


def test_GF9_needs_two_other_cards_to_discard_and_is_celestia_and_luna(later_scene):
    s = later_scene()
    (me,) = s.hand(ALICE, "GF9")
    s.board.add(Zone.HAND, ALICE, "orange-1")
    game = s.game()
    assert game.why_not(PlayCard(ALICE, me, A_HOME)) is not None  # 508.1d
    s = later_scene()
    (me,) = s.hand(ALICE, "GF9")
    s.board.add(Zone.HAND, ALICE, "orange-1", "pink-2", "blue-2")
    game = play(later_scene, s.game(), me, A_HOME)
    assert len(ids(game, Zone.HAND, ALICE)) == 1 and len(ids(game, Zone.DISCARD, ALICE)) == 2
    d = s.pool["GF9"]
    assert has_title(d, "Princess Celestia") and has_title(d, "Princess Luna")


def test_GF9_counts_as_princess_luna_for_celestia_solar_sister(later_scene):
    s = later_scene(mane=(Mane("CSf2", boosted=True), "V-OR-M"))
    celestia = s.put("CS4", ALICE, A_HOME)
    sisters = s.put("GF9", ALICE, A_HOME)
    game = s.game()
    assert game.power(celestia) == 3 and game.power(sisters) == 6
