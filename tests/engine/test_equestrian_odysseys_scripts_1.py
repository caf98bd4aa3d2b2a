"""Equestrian Odysseys card scripts EO0-EO91, one scenario per automated card: position ->
choices -> result. Each test names the card by collector number; read it beside the card's
text."""

from __future__ import annotations

from script_scenes import activate, challenge, in_play, play, problem_faceoff_at_bobs_problem

from engine import DecisionKind, Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseCard,
    ChooseOption,
    Decline,
    EndMainPhase,
    MoveCharacter,
    NameCard,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, trace_text


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def boosted(game, iid: int) -> bool:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].boosted


def activation(game, card: int, using: tuple[int, ...] = ()) -> ActivateAbility:  # type: ignore[no-untyped-def]
    """The one activated ability of ``card`` offered now (a Boosted side's abilities are
    numbered after its front's, 703.1), paid with ``using``."""
    (number,) = {
        c.ability for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == card
    }
    return ActivateAbility(ALICE, card, number, using)


def end_turn(game, player: int = ALICE):  # type: ignore[no-untyped-def]
    """End ``player``'s Main Phase and answer everything until the other player's turn."""
    game.apply(EndMainPhase(player))
    while game.state.turn_player == player and game.state.outcome is None:
        game.apply(game.legal_choices()[0])
    return game


# --- Mane Characters ----------------------------------------------------------------------------
def test_EO0_pays_two_discards_the_hand_and_turns_over(later_scene):
    s = later_scene(mane=("EO0", "V-OR-M"))
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    lyra = s.board.mane[ALICE]
    game = activate(later_scene, s.game(), lyra)
    assert boosted(game, lyra)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["orange-1", "orange-2"]
    assert game.state.players[ALICE].tokens == 8
    assert lyra not in game.not_automated()  # its Boosted side is scripted too (EO0)


def test_EO1_turns_over_at_the_start_of_a_faceoff_involving_it(later_scene):
    s = later_scene(mane=("EO1", "V-OR-M"))
    dash = s.board.mane[ALICE]
    s.board.table.update(dash, area=B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm))
    assert boosted(game, dash)


def test_EO1_boosted_exhausts_to_move_itself(later_scene):
    s = later_scene(mane=(Mane("EO1", boosted=True), "V-OR-M"))
    dash = s.board.mane[ALICE]
    game = s.game()
    game.apply(activation(game, dash))
    game = later_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[dash].exhausted
    assert game.state.cards[dash].area == B_PROBLEM


def test_EO2_boosted_moves_a_power_counter_to_one_of_your_friends(later_scene):
    s = later_scene(mane=(Mane("EO2", boosted=True), "V-OR-M"))
    aj = s.board.mane[ALICE]
    s.board.table.update(aj, counters=(("+1 power", 2),))
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(activation(game, aj))
    game = later_scene.settle(game)
    assert game.state.cards[aj].counter("+1 power") == 1
    assert game.power(friend) == 2


def test_EO2_boosted_needs_a_counter_to_remove(later_scene):
    s = later_scene(mane=(Mane("EO2", boosted=True), "V-OR-M"))
    s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    aj = s.board.mane[ALICE]
    assert not any(
        isinstance(c, ActivateAbility) and c.card == aj for c in game.legal_choices()
    )  # 519.3: no counter to remove (508.1d)


def test_EO2_turns_over_at_the_start_of_a_faceoff_involving_it(later_scene):
    s = later_scene(mane=("EO2", "V-OR-M"))
    aj = s.board.mane[ALICE]
    s.board.table.update(aj, area=B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm))
    assert boosted(game, aj)


def test_EO3_boosted_exhausts_a_character_to_add_its_power_to_another(later_scene):
    s = later_scene(mane=(Mane("EO3", boosted=True), "V-OR-M"))
    giver = s.put("orange-3", ALICE, A_HOME)
    taker = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(activation(game, s.board.mane[ALICE], (giver,)))
    game = later_scene.settle(game, prefer=(taker,))
    assert game.state.cards[giver].exhausted
    assert game.power(taker) == 4  # 1 + Orange 3's 3 (712.2)
    assert game.state.players[ALICE].tokens == 9


def test_EO4_turns_over_at_the_start_of_your_turn_with_more_friends(later_scene):
    s = later_scene(turn_player=BOB, mane=("EO4", "V-OR-M"))
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    game = end_turn(later_scene.settle(s.game()), BOB)
    game = later_scene.settle(game)
    assert boosted(game, s.board.mane[ALICE])


def test_EO4_not_with_as_many_friends(later_scene):
    s = later_scene(turn_player=BOB, mane=("EO4", "V-OR-M"))
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    game = end_turn(later_scene.settle(s.game()), BOB)
    game = later_scene.settle(game)
    assert not boosted(game, s.board.mane[ALICE])


def test_EO6_turns_over_when_you_confront_its_problem(later_scene):
    s = later_scene(mane=("EO6", "V-OR-M"))
    octavia = s.board.mane[ALICE]
    s.board.table.update(octavia, area=B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert boosted(game, octavia)


def test_EO6_boosted_another_character_there_gets_two_when_a_friend_enters_play(later_scene):
    s = later_scene(mane=(Mane("EO6", boosted=True), "V-OR-M"))
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    (new,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), new, B_PROBLEM, prefer=(mine,))
    assert game.power(mine) == 3
    assert game.power(in_play(game, "orange-2").iid) == 2  # "another character there"


def test_EO6_boosted_not_for_a_friend_entering_at_home(later_scene):
    s = later_scene(mane=(Mane("EO6", boosted=True), "V-OR-M"))
    mine = s.put("orange-1", ALICE, A_HOME)
    (new,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), new, A_HOME)
    assert game.power(mine) == 1


def test_EO7_scores_two_and_turns_over_when_behind_at_the_end_of_your_turn(later_scene):
    s = later_scene(mane=("EO7", "V-OR-M"))
    game = end_turn(s.game(points=(1, 2)))
    assert game.state.players[ALICE].points == 3
    assert boosted(game, s.board.mane[ALICE])


def test_EO7_not_when_level(later_scene):
    s = later_scene(mane=("EO7", "V-OR-M"))
    game = end_turn(s.game(points=(2, 2)))
    assert game.state.players[ALICE].points == 2
    assert not boosted(game, s.board.mane[ALICE])


def test_EO7_boosted_reduces_the_opponents_home_limit(later_scene):
    table = later_scene(mane=(Mane("EO7", boosted=True), "V-OR-M")).game()._table
    front = later_scene(mane=("EO7", "V-OR-M")).game()._table
    assert table.home_limit(BOB) == front.home_limit(BOB) - 1  # 616.3
    assert table.home_limit(ALICE) == 4


def test_EO8_boosted_each_opponent_loses_one_at_the_start_of_a_problem_faceoff(later_scene):
    s = later_scene(mane=(Mane("EO8", boosted=True), "V-OR-M"))
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    game = problem_faceoff_at_bobs_problem(s)
    game = later_scene.settle(game)
    assert "Bob loses 1" in trace_text(game).split("Problem faceoff at")[1]


def test_EO8_turns_over_when_you_confront_its_problem(later_scene):
    s = later_scene(mane=("EO8", "V-OR-M"))
    me = s.board.mane[ALICE]
    s.board.table.update(me, area=B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert boosted(game, me)


# --- Friends ------------------------------------------------------------------------------------
def test_EO11_gets_one_when_you_move_another_of_your_characters(later_scene):
    s = later_scene()
    fancy = s.put("EO11", ALICE, A_HOME)
    runner = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, runner, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(fancy) == game._table.pool["EO11"].power + 1
    game.apply(MoveCharacter(ALICE, fancy, B_PROBLEM))  # itself: not "another"
    game = later_scene.settle(game)
    assert game.power(fancy) == game._table.pool["EO11"].power + 1


def test_EO13_retires_another_friend_to_move_itself(later_scene):
    s = later_scene()
    dust = s.put("EO13", ALICE, A_HOME)
    spent = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, dust, 0, (spent,)))
    game = later_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[dust].area == B_PROBLEM
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert "(703.1d" in (game.why_not(ActivateAbility(ALICE, dust, 0, (dust,))) or "")


def test_EO14_pays_one_during_a_faceoff_for_two_power_until_its_end(later_scene):
    s = later_scene()
    dash = s.put("EO14", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    choice = ActivateAbility(ALICE, dash, 0)
    while choice not in game.legal_choices():
        game.apply(game.legal_choices()[0])
    before = game.power(dash)  # with Competitive 3 in the faceoff (glossary)
    game.apply(choice)
    assert game.power(dash) == before + 2 and game.state.players[ALICE].tokens == 9
    game = later_scene.settle(game)
    assert game.power(dash) == game._table.pool["EO14"].power  # until the faceoff ends (514.6)


def test_EO14_not_outside_a_faceoff(later_scene):
    s = later_scene()
    dash = s.put("EO14", ALICE, A_HOME)
    game = s.game()
    assert ActivateAbility(ALICE, dash, 0) not in game.legal_choices()


def test_EO21_may_draw_a_card_and_discard_a_card(later_scene):
    s = later_scene()
    (tank,) = s.hand(ALICE, "EO21")
    kept = s.board.add(Zone.HAND, ALICE, "orange-2")
    s.deck(ALICE, "orange-3")
    game = play(later_scene, s.game(), tank, A_HOME, prefer=tuple(kept))
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]


def test_EO21_declined_nothing_happens(later_scene):
    s = later_scene()
    (tank,) = s.hand(ALICE, "EO21")
    s.board.add(Zone.HAND, ALICE, "orange-2")
    s.deck(ALICE, "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, tank, A_HOME))
    game = later_scene.settle(game, accept=False)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"] and not ids(game, Zone.DISCARD, ALICE)


def test_EO22_exhausts_another_character_and_pays_one_to_add_its_power(later_scene):
    s = later_scene()
    bloom = s.put("EO22", ALICE, A_HOME)
    helper = s.put("orange-3", ALICE, A_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, bloom, 0, (helper,)))
    game = later_scene.settle(game)
    assert game.power(bloom) == game._table.pool["EO22"].power + 3
    assert game.state.cards[helper].exhausted and game.state.players[ALICE].tokens == 9


def test_EO23_exhausts_and_discards_to_pay_one_less_for_the_next_card(later_scene):
    s = later_scene()
    bloom = s.put("EO23", ALICE, A_HOME)
    fodder, bought = s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, bloom, 0, (fodder,)))
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    game = play(later_scene, game, bought, A_HOME)
    assert game.state.players[ALICE].tokens == 9  # Orange 2 cost 2 - 1 (705.2b)


def test_EO24_your_honesty_characters_have_two_more_while_exhausted(later_scene):
    s = later_scene()
    s.put("EO24", ALICE, A_HOME)
    tired = s.put("orange-1", ALICE, A_HOME, exhausted=True)
    fresh = s.put("orange-1", ALICE, A_HOME)
    pink = s.put("pink-2", ALICE, A_HOME, exhausted=True)
    theirs = s.put("orange-1", BOB, B_HOME, exhausted=True)
    game = s.game()
    assert [game.power(i) for i in (tired, fresh, pink, theirs)] == [3, 1, 2, 1]


def test_EO26_puts_a_counter_on_another_of_your_friends(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    (mac,) = s.hand(ALICE, "EO26")
    game = play(later_scene, s.game(), mac, A_HOME)
    assert game.state.cards[mine].counter("+1 power") == 1
    assert in_play(game, "EO26").counter("+1 power") == 0


def test_EO29_cant_be_frightened_and_protects_your_friends_at_four_power(later_scene):
    s = later_scene()
    maud = s.put("EO29", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    view = s.game()._table.view()
    assert maud in view.cant_frighten and mine not in view.cant_frighten
    s2 = later_scene()
    maud = s2.put("EO29", ALICE, A_HOME, counters=(("+1 power", 2),))
    mine = s2.put("orange-1", ALICE, A_HOME)
    theirs = s2.put("orange-1", BOB, B_HOME)
    view = s2.game()._table.view()
    assert {maud, mine} <= view.cant_frighten and theirs not in view.cant_frighten


def test_EO31_exhausts_itself_to_exhaust_an_opposing_character_here(later_scene):
    s = later_scene()
    agent = s.put("EO31", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)
    (new,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), new, B_PROBLEM)
    assert game.state.cards[agent].exhausted and game.state.cards[foe].exhausted


def test_EO31_not_when_it_enters_itself_nor_elsewhere(later_scene):
    s = later_scene()
    foe = s.put("orange-1", BOB, B_PROBLEM)
    (agent, other) = s.hand(ALICE, "EO31", "orange-2")
    game = play(later_scene, s.game(), agent, B_PROBLEM)
    game = play(later_scene, game, other, A_HOME)
    assert not game.state.cards[foe].exhausted


def test_EO32_names_a_card_and_the_opponent_discards_each_card_with_that_name(later_scene):
    s = later_scene()
    (sheriff,) = s.hand(ALICE, "EO32")
    s.board.add(Zone.HAND, BOB, "EO21", "EO36", "EO21")
    game = s.game()
    game.apply(PlayCard(ALICE, sheriff, A_HOME))
    game.apply(NameCard(ALICE, "EO21"))
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["EO21", "EO21"]
    assert ids(game, Zone.HAND, BOB) == ["EO36"]
    assert "Bob reveals their hand" in trace_text(game)


def test_EO33_may_look_at_an_opponents_hand(later_scene):
    s = later_scene()
    (spur,) = s.hand(ALICE, "EO33")
    (secret,) = s.board.add(Zone.HAND, BOB, "orange-3")
    game = play(later_scene, s.game(), spur, A_HOME)
    assert "Alice looks at" in trace_text(game)
    assert ALICE in game.state.cards[secret].looked_at_by  # she knows it now (410.6)


def test_EO36_gets_one_for_each_card_you_draw(later_scene):
    s = later_scene()
    babs = s.put("EO36", ALICE, A_HOME)
    minuette = s.put("EO55", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    s.board.add(Zone.HAND, ALICE, "orange-1")
    game = activate(later_scene, s.game(), minuette)  # draws 2 (EO55)
    assert game.power(babs) == game._table.pool["EO36"].power + 2


def test_EO39_may_draw_a_card_at_the_end_of_your_turn(later_scene):
    s = later_scene()
    s.put("EO39", ALICE, A_HOME)
    s.deck(ALICE, "orange-3", "orange-1")
    game = end_turn(s.game())
    assert "orange-3" in ids(game, Zone.HAND, ALICE)


def test_EO44_pays_one_for_a_counter_on_an_opposing_friend_here(later_scene):
    s = later_scene()
    mare = s.put("EO44", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)
    game = activate(later_scene, s.game(), mare, 0)
    assert game.state.cards[foe].counter("+1 power") == 1
    assert game.state.players[ALICE].tokens == 9


def test_EO44_pays_one_and_exhausts_to_dismiss_a_friend_here_with_four_power(later_scene):
    s = later_scene()
    mare = s.put("EO44", ALICE, B_PROBLEM)
    big = s.put("V-OR-F540", BOB, B_PROBLEM)
    small = s.put("orange-3", BOB, B_PROBLEM)
    game = activate(later_scene, s.game(), mare, 1)
    assert game.state.cards[mare].exhausted
    assert ids(game, Zone.DISCARD, BOB) == ["V-OR-F540"]
    assert game.state.cards[small].zone is Zone.PLAY
    assert big not in game.state.play


def test_EO46_searches_the_deck_for_a_friend(later_scene):
    s = later_scene()
    (pinkie,) = s.hand(ALICE, "EO46")
    _, found, _ = s.deck(ALICE, "event-main", "orange-3", "resource-1")
    game = s.game()
    options = []
    game.apply(PlayCard(ALICE, pinkie, A_HOME))
    while game.current_decision().kind is not DecisionKind.MAIN_PHASE:
        options += [getattr(c, "card", None) for c in game.legal_choices()]
        game = later_scene.settle(game, prefer=(found,))
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    deck = game.state.players[ALICE].deck
    assert not any(i in options for i in deck if game.state.cards[i].card_id != "orange-3")
    assert "(518" in trace_text(game)


def test_EO49_may_search_the_deck_for_a_pony_tone_card(later_scene):
    s = later_scene()
    (torch,) = s.hand(ALICE, "EO49")
    _, tone, _ = s.deck(ALICE, "orange-3", "EO26", "orange-1")  # Big Mac, Bass: a Pony Tone
    game = play(later_scene, s.game(), torch, A_HOME, prefer=(tone,))
    assert ids(game, Zone.HAND, ALICE) == ["EO26"]


def test_EO55_draws_two_then_puts_a_card_from_hand_on_top(later_scene):
    s = later_scene()
    minuette = s.put("EO55", ALICE, A_HOME)
    (back,) = s.board.add(Zone.HAND, ALICE, "orange-2")
    s.deck(ALICE, "orange-1", "orange-3", "pink-2")
    game = activate(later_scene, s.game(), minuette, prefer=(back,))
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["orange-1", "orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE)[:2] == ["orange-2", "pink-2"]
    assert game.state.cards[minuette].exhausted and game.state.players[ALICE].tokens == 9


def test_EO58_gains_one_as_it_enters(later_scene):
    s = later_scene()
    (luna,) = s.hand(ALICE, "EO58")
    game = s.game()
    cost = game._table.pool["EO58"].cost
    game = play(later_scene, game, luna, A_HOME)
    assert game.state.players[ALICE].tokens == 10 - cost + 1


def test_EO58_banishes_itself_when_an_opposing_friend_enters_and_returns_next_turn(later_scene):
    s = later_scene(turn_player=BOB)
    luna = s.put("EO58", ALICE, B_PROBLEM)
    (foe,) = s.hand(BOB, "orange-1")
    game = play(later_scene, s.game(), foe, B_PROBLEM, player=BOB)
    assert luna not in game.state.play and ids(game, Zone.BANISHED, ALICE) == ["EO58"]
    game = end_turn(game, BOB)
    game = later_scene.settle(game)
    back = in_play(game, "EO58")
    assert back.area == A_HOME and back.controller == ALICE  # at its owner's home (706.1d)
    assert "gains 1" in trace_text(game).split("End of turn")[-1]  # it entered play again


def test_EO59_pays_one_to_move_an_opposing_character_at_that_problem_home(later_scene):
    s = later_scene()
    s.put("EO59", ALICE, A_HOME)
    runner = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    elsewhere = s.put("orange-1", BOB, A_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, runner, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.state.cards[foe].area == B_HOME
    assert game.state.cards[elsewhere].area == A_PROBLEM
    assert "Alice pays 1 (Princess Twilight Sparkle, A Born Leader" in trace_text(game)


def test_EO63_another_of_your_characters_here_gets_two(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    away = s.put("orange-1", ALICE, A_HOME)
    (aloe,) = s.hand(ALICE, "EO63")
    game = play(later_scene, s.game(), aloe, B_PROBLEM)
    assert game.power(mine) == 3 and game.power(away) == 1


def test_EO65_has_three_more_while_no_opposing_character_is_here(later_scene):
    s = later_scene()
    daisy = s.put("EO65", ALICE, B_PROBLEM)
    printed = s.game()._table.pool["EO65"].power
    assert s.game().power(daisy) == printed + 3
    s.put("orange-1", BOB, B_PROBLEM)
    assert s.game().power(daisy) == printed


def test_EO69_cards_with_the_named_name_cant_be_played(later_scene):
    s = later_scene()
    (octavia,) = s.hand(ALICE, "EO69")
    (mine,) = s.board.add(Zone.HAND, ALICE, "orange-2")
    s.board.add(Zone.HAND, BOB, "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, octavia, A_HOME))
    game.apply(NameCard(ALICE, "orange-2"))
    game = later_scene.settle(game)
    assert PlayCard(ALICE, mine, A_HOME) not in game.legal_choices()


def test_EO72_gets_two_when_another_of_your_friends_enters_play_here(later_scene):
    s = later_scene()
    (rarity, friend) = s.hand(ALICE, "EO72", "orange-1")
    game = play(later_scene, s.game(), rarity, B_PROBLEM)
    printed = game._table.pool["EO72"].power
    me = in_play(game, "EO72").iid
    assert game.power(me) == printed + 2  # itself: one of your Friends (706.1d)
    game = play(later_scene, game, friend, B_PROBLEM)
    assert game.power(me) == printed + 4
    (third,) = s.board.add(Zone.HAND, ALICE, "orange-1")
    game = play(later_scene, game, third, A_HOME)  # not here
    assert game.power(me) == printed + 4


def test_EO76_may_put_an_accessory_from_your_discard_pile_into_your_hand(later_scene):
    s = later_scene()
    (belle,) = s.hand(ALICE, "EO76")
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "EO164")  # Ten Carat Hat, an Accessory
    game = play(later_scene, s.game(), belle, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == ["EO164"]


def test_EO77_pays_one_for_showy_three_until_the_start_of_your_next_turn(later_scene):
    s = later_scene()
    belle = s.put("EO77", ALICE, A_HOME)
    game = activate(later_scene, s.game(), belle)
    view = game._table.view()
    assert view.keyword(belle, "Showy") == 3
    game = end_turn(game)
    assert game._table.view().keyword(belle, "Showy") == 3  # through Bob's turn
    game = end_turn(later_scene.settle(game), BOB)
    assert game._table.view().keyword(belle, "Showy") is None


def test_EO78_power_is_the_number_of_your_friends(later_scene):
    s = later_scene()
    allies = s.put("EO78", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_HOME)
    assert s.game().power(allies) == 3  # itself included


def test_EO79_may_dismiss_a_resource(later_scene):
    s = later_scene()
    charm = s.put("resource-1", BOB, B_HOME)
    (calvin,) = s.hand(ALICE, "EO79")
    game = play(later_scene, s.game(), calvin, A_HOME)
    assert charm not in game.state.play and ids(game, Zone.DISCARD, BOB) == ["resource-1"]


def test_EO80_puts_another_friend_into_its_owners_hand(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_HOME)
    (shy,) = s.hand(ALICE, "EO80")
    game = s.game()
    game.apply(PlayCard(ALICE, shy, A_HOME))
    game.apply(ChooseOption(ALICE, "put another Friend or Resource into its owner's hand"))
    game = later_scene.settle(game, prefer=(foe,))
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]


def test_EO80_or_turns_a_mane_character_over(later_scene):
    s = later_scene()
    (shy,) = s.hand(ALICE, "EO80")
    game = s.game()
    game.apply(PlayCard(ALICE, shy, A_HOME))
    game.apply(ChooseOption(ALICE, "turn a Mane Character over"))
    game = later_scene.settle(game, prefer=(s.board.mane[BOB],))
    assert boosted(game, s.board.mane[BOB])


def test_EO82_each_opposing_character_here_gets_minus_one(later_scene):
    s = later_scene()
    shy = s.put("EO82", ALICE, B_PROBLEM)
    a, b = s.put("orange-3", BOB, B_PROBLEM), s.put("orange-2", BOB, B_PROBLEM)
    away = s.put("orange-2", BOB, A_PROBLEM)
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    game = activate(later_scene, s.game(), shy)
    assert [game.power(i) for i in (a, b, away, mine)] == [2, 1, 2, 2]


def test_EO87_puts_an_opposing_friend_with_zero_power_into_its_owners_hand(later_scene):
    s = later_scene()
    nurse = s.put("EO87", ALICE, A_HOME)
    stare = s.put("EO82", ALICE, B_PROBLEM)
    zero = s.put("orange-1", BOB, B_PROBLEM)
    one = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game = activate(later_scene, game, stare)  # Orange 1 at Bob's Problem: 0 power (EO82)
    game = activate(later_scene, game, nurse)
    assert zero not in game.state.play and ids(game, Zone.HAND, BOB) == ["orange-1"]
    assert game.state.cards[one].zone is Zone.PLAY


def test_EO88_an_opponent_loses_one(later_scene):
    s = later_scene()
    (peewee,) = s.hand(ALICE, "EO88")
    game = play(later_scene, s.game(), peewee, A_HOME)
    assert game.state.players[BOB].tokens == 9


def test_EO89_opponents_cant_play_friends_with_three_or_more_power_here(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO89", ALICE, B_PROBLEM)
    big, small = s.hand(BOB, "orange-3", "orange-2")
    game = s.game()
    choices = game.legal_choices()
    assert PlayCard(BOB, big, B_PROBLEM) not in choices
    assert PlayCard(BOB, big, B_HOME) in choices and PlayCard(BOB, small, B_PROBLEM) in choices


def test_EO91_has_two_more_per_critter_here_during_faceoffs(later_scene):
    s = later_scene()
    screwy = s.put("EO91", ALICE, B_PROBLEM)
    s.put("critter-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "event-faceoff")  # a priority window during the faceoff
    printed = s.game()._table.pool["EO91"].power
    assert s.game().power(screwy) == printed  # only during faceoffs
    game = challenge(s, tm)
    assert game.state.faceoff is not None
    assert game.power(screwy) == printed + 2  # Critter 1 (Screwy is an Earth Pony)


def test_EO6_boosted_is_optional(later_scene):
    s = later_scene(mane=(Mane("EO6", boosted=True), "V-OR-M"))
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    (new,) = s.hand(ALICE, "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, new, B_PROBLEM))
    game.apply(Decline(ALICE))  # "you may" (712.3)
    game = later_scene.settle(game)
    assert game.power(mine) == 1


def test_EO9_chaos_moves_one_of_your_characters(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    runner = s.put("orange-2", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("EO9",), ("orange-1",)), prefer=(runner, A_PROBLEM))
    assert "Chief Thunderhooves, On the Warpath" in trace_text(game)  # flipped by Alice
    assert game.state.cards[runner].area == A_PROBLEM


def test_EO9_may_exhaust_itself_to_frighten_another_friend_where_it_moves(later_scene):
    s = later_scene()
    chief = s.put("EO9", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, chief, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.state.cards[chief].exhausted and foe not in game.state.cards  # a new card (410.6)
    assert [c.frightened for c in game.state.in_play() if c.card_id == "orange-1"] == [True]


def test_EO30_chaos_an_opponent_discards_a_card_they_choose(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    keep, drop = s.board.add(Zone.HAND, BOB, "orange-3", "orange-1")
    game = challenge(s, tm, ("EO30",), ("orange-1",))
    decision = game.current_decision()
    assert decision.player == BOB
    game.apply(ChooseCard(BOB, drop))
    game = later_scene.settle(game)
    assert (
        ids(game, Zone.HAND, BOB) == ["orange-3"] and ids(game, Zone.DISCARD, BOB)[0] == "orange-1"
    )


def test_EO38_retires_one_of_your_friends_as_it_is_played(later_scene):
    s = later_scene()
    (braeburn,) = s.hand(ALICE, "EO38")
    spent = s.put("orange-1", ALICE, A_HOME)
    game = play(later_scene, s.game(), braeburn, A_HOME, prefer=(spent,))
    assert spent not in game.state.play and "orange-1" in ids(game, Zone.DISCARD, ALICE)
    assert in_play(game, "EO38").area == A_HOME


def test_EO51_gains_one_when_the_revealed_card_has_even_power(later_scene):
    s = later_scene()
    (cheerilee,) = s.hand(ALICE, "EO51")
    s.deck(ALICE, "orange-2")
    game = s.game()
    cost = game._table.pool["EO51"].cost
    game = play(later_scene, game, cheerilee, A_HOME)
    assert game.state.players[ALICE].tokens == 10 - cost + 1
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-2"  # it stays on top (410.6)


def test_EO51_not_when_odd(later_scene):
    s = later_scene()
    (cheerilee,) = s.hand(ALICE, "EO51")
    s.deck(ALICE, "orange-3")
    game = s.game()
    cost = game._table.pool["EO51"].cost
    game = play(later_scene, game, cheerilee, A_HOME)
    assert game.state.players[ALICE].tokens == 10 - cost


def test_EO61_even_puts_a_friend_here_on_top_of_its_owners_deck(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (trixie,) = s.hand(ALICE, "EO61")
    s.deck(ALICE, "orange-2")
    game = play(later_scene, s.game(), trixie, B_PROBLEM, prefer=(foe,))
    assert foe not in game.state.play and ids(game, Zone.DRAW_DECK, BOB)[0] == "orange-3"


def test_EO61_odd_nothing_happens(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (trixie,) = s.hand(ALICE, "EO61")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), trixie, B_PROBLEM, prefer=(foe,))
    assert game.state.cards[foe].zone is Zone.PLAY


def test_EO90_troublemakers_here_cant_be_uncovered(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO90", ALICE, A_PROBLEM)
    hidden = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    other = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    game = later_scene.settle(s.game(at="troublemaker"))
    assert game.state.cards[hidden].face_down and not game.state.cards[other].face_down


def test_EO90_chaos_turns_an_involved_troublemaker_face_down(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("EO90",), ("orange-1",)))
    assert "(Princess Celestia, Smite Makes Right" in trace_text(game)
    assert [c.face_down for c in game.state.in_play() if c.card_id == "tm-2"] == [True]
    assert game.state.players[ALICE].points == 0  # not defeated: no longer involved (514.2d)


def test_EO40_exhausts_to_dismiss_an_exhausted_friend(later_scene):
    s = later_scene()
    dj = s.put("EO40", ALICE, A_HOME)
    tired = s.put("orange-3", BOB, B_HOME, exhausted=True)
    fresh = s.put("orange-1", BOB, B_HOME)
    game = activate(later_scene, s.game(), dj, prefer=(tired,))
    assert tired not in game.state.play and ids(game, Zone.DISCARD, BOB) == ["orange-3"]
    assert game.state.cards[fresh].zone is Zone.PLAY and game.state.cards[dj].exhausted


def test_EO70_the_next_accessory_this_turn_costs_two_less(later_scene):
    s = later_scene()
    photo, charm, beard = s.hand(ALICE, "EO70", "resource-1", "PR143")  # an Accessory, cost 2
    host = s.put("orange-1", ALICE, A_HOME)
    game = play(later_scene, s.game(), photo, A_HOME)
    tokens = game.state.players[ALICE].tokens
    assert "the next Accessory Alice plays this turn costs 2 less" in trace_text(game)
    game.apply(PlayCard(ALICE, charm, A_HOME))  # not an Accessory: its full cost
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == tokens - 1
    game.apply(PlayCard(ALICE, beard, None, on=host))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == tokens - 1  # 2 - 2 (705.2b)


def test_EO66_chaos_each_player_keeps_one_character_involved(later_scene):
    # a Problem faceoff at Bob's Problem, two characters a side at least; Alice flips Discord:
    # she keeps Orange 3, Bob keeps Orange 1 (the others cease to be involved, 514.2d)
    s = later_scene()
    strong_a = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    weak_b = s.put("orange-1", BOB, B_PROBLEM)
    strong_b = s.put("orange-3", BOB, B_PROBLEM)
    s.deck(ALICE, "EO66", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    asked = []
    while BOB not in asked:
        d = game.current_decision()
        if d.kind is DecisionKind.TARGET and "Discord, Plus One" in d.prompt:
            asked.append(d.player)
            game.apply(ChooseCard(d.player, strong_a if d.player == ALICE else weak_b))
        else:
            game.apply(game.legal_choices()[0])
    assert asked == [ALICE, BOB]  # the flipper first (801.1)
    text = trace_text(game)
    assert f"Orange 3 #{strong_b} ceases to be involved in the faceoff" in text
    assert f"Orange 3 #{strong_a} ceases" not in text and f"Orange 1 #{weak_b} ceases" not in text
    assert "Faceoff totals: Alice 6 (Orange 3" in text and "Bob 2 (Orange 1" in text


def test_EO30_a_counter_for_the_first_card_an_opponent_discards_each_turn(later_scene):
    s = later_scene(turn_player=BOB)
    skies = s.put("EO30", ALICE, A_HOME)
    s.board.add(Zone.HAND, BOB, *["orange-1"] * 10)  # two over the hand size (616.2)
    game = end_turn(later_scene.settle(s.game()), BOB)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1", "orange-1"]
    assert game.state.cards[skies].counter("+1 power") == 1  # the first one only


def test_EO30_not_for_your_own_discards(later_scene):
    s = later_scene()
    skies = s.put("EO30", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, *["orange-1"] * 9)
    game = end_turn(s.game())
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert game.state.cards[skies].counter("+1 power") == 0


def gilda_faces(later_scene, foe_card: str, alice_flip: str, bob_flip: str):  # type: ignore[no-untyped-def]
    s = later_scene()
    foe = s.put(foe_card, BOB, B_HOME)
    (gilda,) = s.hand(ALICE, "EO12")
    s.deck(ALICE, alice_flip)
    s.deck(BOB, bob_flip)
    game = s.game()
    game.apply(PlayCard(ALICE, gilda, A_HOME))
    return later_scene.settle(game, prefer=(foe,)), foe


def test_EO12_starts_a_faceoff_and_frightens_the_opposing_friend_if_she_wins(later_scene):
    game, foe = gilda_faces(later_scene, "V-OR-F540", "orange-3", "orange-1")
    text = trace_text(game)
    assert "starts a faceoff involving Gilda, Feather Ruffler" in text  # stronger or not
    assert "Alice won: Gilda, Feather Ruffler's instructions" in text
    assert [c.frightened for c in game.state.in_play() if c.card_id == "V-OR-F540"] == [True]


def test_EO12_nothing_happens_if_she_loses(later_scene):
    game, foe = gilda_faces(later_scene, "V-OR-F540", "orange-1", "orange-3")
    assert "Bob won: Gilda, Feather Ruffler's instructions" in trace_text(game)
    assert not any(c.frightened for c in game.state.in_play())


def test_EO74_chaos_exhausts_the_involved_friends_without_an_accessory(later_scene):
    s = later_scene()
    dressed = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("EO164", ALICE, B_PROBLEM, attached_to=dressed)  # Ten Carat Hat, an Accessory
    plain = s.put("orange-1", ALICE, B_PROBLEM)
    charmed = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("resource-1", ALICE, B_PROBLEM, attached_to=charmed)  # a Resource, no Accessory
    elsewhere = s.put("orange-1", ALICE, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("EO74",), ("orange-1",)))
    cards = game.state.cards
    assert [cards[i].exhausted for i in (dressed, plain, charmed, elsewhere)] == [
        False,
        True,
        True,
        False,
    ]


def test_EO74_an_accessory_played_on_it_makes_the_next_one_cost_one_less(later_scene):
    s = later_scene()
    shores = s.put("EO74", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    first, second, third = s.hand(ALICE, "PR143", "PR143", "PR143")  # Accessories, cost 2
    game = s.game()
    game.apply(PlayCard(ALICE, first, None, on=other))  # not on this card: no reduction
    game = later_scene.settle(game)
    tokens = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, second, None, on=shores))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == tokens - 2
    game.apply(PlayCard(ALICE, third, None, on=other))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == tokens - 2 - 1  # 2 - 1 (705.2b)


def test_EO83_puts_a_card_with_the_chosen_critters_name_into_play_exhausted(later_scene):
    s = later_scene()
    critter = s.put("critter-1", ALICE, A_PROBLEM)
    s.put("orange-1", ALICE, A_HOME)  # not a Critter: not offered
    (goldie,) = s.hand(ALICE, "EO83")
    _, twin, _ = s.deck(ALICE, "orange-1", "critter-1", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, goldie, A_HOME))
    decision = game.current_decision()  # the only Critter is chosen (705.2f); the search:
    assert decision.kind is DecisionKind.TARGET and "search your deck" in decision.prompt
    offered = [c.card for c in game.legal_choices() if isinstance(c, ChooseCard)]
    assert offered == [twin]  # the same name only (201.1)
    game = later_scene.settle(game)
    (new,) = [c for c in game.state.in_play() if c.card_id == "critter-1" and c.iid != critter]
    assert new.exhausted and new.area == A_HOME
    assert "is put into play at Alice's home, exhausted (706.1b)" in trace_text(game)


def test_EO16_each_player_keeps_only_the_tokens_received_this_turn(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO16", ALICE, A_HOME)
    game = end_turn(later_scene.settle(s.game(tokens=(7, 10))), BOB)
    game = later_scene.settle(game)
    assert game.state.turn_player == ALICE
    assert game.state.players[ALICE].tokens == 2  # the Action Step's 2 (604.1a); 7 lost
    assert game.state.players[BOB].tokens == 10  # not his turn
    assert "Alice loses 7 action tokens" in trace_text(game)


def lyra_sees(later_scene, top: str, foe_card: str):  # type: ignore[no-untyped-def]
    s = later_scene(turn_player=BOB)
    lyra = s.put("EO43", ALICE, B_PROBLEM)
    s.deck(ALICE, top)
    (foe,) = s.hand(BOB, foe_card)
    return lyra, play(later_scene, s.game(), foe, B_PROBLEM, player=BOB)


def test_EO43_reveals_a_stronger_card_and_exhausts_to_dismiss_the_opposing_friend(later_scene):
    lyra, game = lyra_sees(later_scene, "orange-3", "orange-2")
    assert game.state.cards[lyra].exhausted
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-3"  # it stays on top (410.6)


def test_EO43_not_with_a_card_of_equal_power(later_scene):
    lyra, game = lyra_sees(later_scene, "orange-2", "orange-2")
    assert "Alice reveals" in trace_text(game)
    assert not game.state.cards[lyra].exhausted and not ids(game, Zone.DISCARD, BOB)


def test_EO43_declining_to_exhaust_dismisses_nothing(later_scene):
    s = later_scene(turn_player=BOB)
    lyra = s.put("EO43", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-3")
    (foe,) = s.hand(BOB, "orange-2")
    game = s.game()
    game.apply(PlayCard(BOB, foe, B_PROBLEM))
    game.apply(Accept(ALICE))  # she reveals Orange 3 (712.3)
    game.apply(Decline(ALICE))  # but does not exhaust Lyra
    game = later_scene.settle(game)
    assert not game.state.cards[lyra].exhausted and not ids(game, Zone.DISCARD, BOB)


def test_EO43_may_decline_to_reveal(later_scene):
    s = later_scene(turn_player=BOB)
    lyra = s.put("EO43", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-3")
    (foe,) = s.hand(BOB, "orange-2")
    game = s.game()
    game.apply(PlayCard(BOB, foe, B_PROBLEM))
    game.apply(Decline(ALICE))  # "you may reveal" (712.3)
    game = later_scene.settle(game)
    assert "Alice reveals" not in trace_text(game)
    assert not game.state.cards[lyra].exhausted and not ids(game, Zone.DISCARD, BOB)
