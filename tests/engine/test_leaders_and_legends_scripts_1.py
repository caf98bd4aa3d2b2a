"""Leaders and Legends card scripts LL1-LL72, one scenario per automated card: position ->
choices -> result. Each test names the card by collector number; read it beside the card's
text."""

from __future__ import annotations

import re

from script_scenes import challenge, in_play, play, strong_at, until

from engine import DecisionKind, Zone
from engine.choices import ActivateAbility, EndMainPhase, MoveCharacter, PlaceCard, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, trace_text
from engine.tokens import is_token


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def activation(game, card: int, using: tuple[int, ...] = (), player: int = ALICE):  # type: ignore[no-untyped-def]
    (number,) = {
        c.ability for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == card
    }
    return ActivateAbility(player, card, number, using)


def offered(game, card: int) -> bool:  # type: ignore[no-untyped-def]
    return any(isinstance(c, ActivateAbility) and c.card == card for c in game.legal_choices())


def keywords(game, iid: int) -> set[str]:  # type: ignore[no-untyped-def]
    view = game._table.view()
    return {
        k
        for k in ("Agile", "Eccentric", "Traveler", "Competitive")
        if view.keyword(iid, k) is not None
    }


# --- Talented (the Event's play requirement shares a colour with this card) ---------------------
def test_LL30_talented_draws_for_an_event_of_its_colour_only(later_scene):
    s = later_scene()
    petunia = s.put("LL30", ALICE, A_HOME)  # pink
    pink_event = s.hand(ALICE, "PR114")[0]  # pink requirement: Draw 3 cards
    s.deck(ALICE, *("orange-1",) * 6)
    game = s.game()
    before = len(game.state.players[ALICE].hand)
    game = play(later_scene, game, pink_event)
    assert game.state.cards[petunia].exhausted
    assert len(game.state.players[ALICE].hand) == before - 1 + 3 + 1


def test_LL30_talented_ignores_an_event_of_another_colour(later_scene):
    s = later_scene()
    petunia = s.put("LL30", ALICE, A_HOME)
    s.put("orange-1", BOB, B_PROBLEM)
    purple_event = s.hand(ALICE, "PR106")[0]  # purple: Move an opponent's character
    s.deck(ALICE, *("orange-1",) * 6)
    game = play(later_scene, s.game(), purple_event)
    assert not game.state.cards[petunia].exhausted
    assert "Petunia" not in trace_text(game).split("Move an opponent")[-1]


WHITE_EVENT = "CN112"  # Main Phase: Banish a Friend with 2 or less power.
BLUE_EVENT = "HM87"  # Main Phase: Your characters have Swift this turn.
YELLOW_EVENT = "PR123"  # Main Phase: Dismiss an opponent's Resource.
ORANGE_EVENT = "MT85"  # Main Phase: Put a 3 [Honesty] Rock Friend token into play.


def test_LL49_talented_gets_two_power_for_a_white_event_not_a_yellow_one(later_scene):
    s = later_scene()
    sweetie = s.put("LL49", ALICE, A_HOME)  # white, 2 power
    s.put("resource-1", BOB, B_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    yellow, white = s.hand(ALICE, YELLOW_EVENT, WHITE_EVENT)
    game = play(later_scene, s.game(), yellow)
    assert game.power(sweetie) == 2
    game = play(later_scene, game, white, prefer=(foe,))
    assert game.power(sweetie) == 4


def test_LL13_talented_moves_this_card(later_scene):
    s = later_scene()
    scoot = s.put("LL13", ALICE, A_HOME)  # blue
    pink, blue = s.hand(ALICE, "PR114", BLUE_EVENT)
    s.deck(ALICE, *("orange-1",) * 4)
    game = play(later_scene, s.game(), pink)
    assert game.state.cards[scoot].area == A_HOME  # a pink Event: no trigger
    game = play(later_scene, game, blue, prefer=(B_PROBLEM,))
    assert game.state.cards[scoot].area == B_PROBLEM  # a blue one: it may move (506)


def test_LL27_talented_shuffles_a_friend_from_the_discard_pile_into_the_deck(later_scene):
    s = later_scene()
    s.put("LL27", ALICE, A_HOME)  # pink
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    ev = s.hand(ALICE, "PR114")[0]
    s.deck(ALICE, *("orange-1",) * 5)
    game = play(later_scene, s.game(), ev)
    assert "orange-2" not in ids(game, Zone.DISCARD, ALICE)
    assert "orange-2" in ids(game, Zone.DRAW_DECK, ALICE)


def test_LL39_talented_may_put_the_top_card_on_the_bottom(later_scene):
    s = later_scene()
    s.put("LL39", ALICE, A_HOME)  # purple
    foe = s.put("orange-1", BOB, B_PROBLEM)
    ev = s.hand(ALICE, "PR106")[0]  # purple: Move an opponent's character
    s.deck(ALICE, "orange-3", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, ev, None))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.ARRANGE, prefer=(foe,))
    top = game.state.players[ALICE].zone_list(Zone.DRAW_DECK)[0]
    assert game.legal_choices() == [PlaceCard(ALICE, top, False), PlaceCard(ALICE, top, True)]
    game.apply(PlaceCard(ALICE, top, True))
    assert game.state.players[ALICE].zone_list(Zone.DRAW_DECK)[-1] == top


def test_LL43_talented_pays_one_and_banishes_itself_to_score(later_scene):
    s = later_scene()
    capper = s.put("LL43", ALICE, A_HOME)  # white
    foe = s.put("orange-1", BOB, B_PROBLEM)
    ev = s.hand(ALICE, WHITE_EVENT)[0]
    game = play(later_scene, s.game(tokens=(5, 5)), ev, prefer=(foe,))
    assert capper not in game.state.cards or game.state.cards[capper].zone is not Zone.PLAY
    assert "LL43" in ids(game, Zone.BANISHED, ALICE)
    assert game.state.players[ALICE].tokens == 5 - 2 - 1  # the Event's cost, then [1]
    assert game.state.players[ALICE].points == 1
    assert game.state.players[ALICE].points == 1


def test_LL55_talented_puts_a_critter_token(later_scene):
    s = later_scene()
    s.put("LL55", ALICE, A_HOME)  # yellow
    s.put("resource-1", BOB, B_HOME)
    ev = s.hand(ALICE, YELLOW_EVENT)[0]
    game = play(later_scene, s.game(), ev)
    tokens = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert len(tokens) == 1 and "Critter" in game._table.view().traits(tokens[0].iid)


# --- "if a player has 8 or more points" ---------------------------------------------------------
def test_LL12_frightens_a_friend_only_if_a_player_has_eight_points(later_scene):
    for points, frightened in (((0, 7), False), ((0, 8), True)):
        s = later_scene()
        foe = s.put("orange-2", BOB, B_PROBLEM)
        dash = s.hand(ALICE, "LL12")[0]
        game = play(later_scene, s.game(points=points), dash, A_HOME, prefer=(foe,))
        scared = [c for c in game.state.in_play() if c.frightened]
        assert len(scared) == int(frightened)


def test_LL31_dismisses_a_two_power_friend_at_eight_points(later_scene):
    s = later_scene()
    weak = s.put("orange-2", BOB, B_PROBLEM)
    strong = s.put("orange-3", BOB, B_PROBLEM)
    pinkie = s.hand(ALICE, "LL31")[0]
    game = play(later_scene, s.game(points=(8, 0)), pinkie, A_HOME, prefer=(strong, weak))
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]
    assert game.state.cards[strong].zone is Zone.PLAY  # 3 power: not offered


def test_LL48_reduces_the_opponents_home_limit_while_a_player_has_eight_points(later_scene):
    s = later_scene()
    s.put("LL48", ALICE, A_HOME)
    game = s.game(points=(0, 7))
    limit = game._table.home_limit(BOB)
    s = later_scene()
    s.put("LL48", ALICE, A_HOME)
    game = s.game(points=(0, 8))
    assert game._table.home_limit(BOB) == limit - 1
    assert game._table.home_limit(ALICE) == limit


def test_LL53_critter_friends_have_one_more_power_at_eight_points(later_scene):
    s = later_scene()
    s.put("LL53", ALICE, A_HOME)
    critter = s.put("critter-1", ALICE, A_HOME)
    assert s.game(points=(7, 0)).power(critter) == 1
    s = later_scene()
    s.put("LL53", ALICE, A_HOME)
    critter = s.put("critter-1", ALICE, A_HOME)
    assert s.game(points=(7, 8)).power(critter) == 2


# --- the others ---------------------------------------------------------------------------------
def test_LL9_your_other_friends_have_traveler_this_turn(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-1", BOB, B_HOME)
    hoofar = s.hand(ALICE, "LL9")[0]
    game = play(later_scene, s.game(), hoofar, A_HOME)
    assert "Traveler" in keywords(game, mine)
    assert "Traveler" not in keywords(game, theirs)


def test_LL10_opponents_need_one_more_power_per_frightened_friend_here(later_scene):
    s = later_scene()
    s.put("LL10", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM, frightened=True)
    s.put("orange-1", BOB, B_PROBLEM, frightened=True)
    s.put("orange-1", ALICE, B_PROBLEM, frightened=True)  # Alice's own: not counted
    game = s.game()
    assert game._table.view().confront_extra[(B_PROBLEM, BOB)] == 2


def test_LL14_art_counter_takes_an_opposing_resources_abilities(later_scene):
    s = later_scene()
    charm = s.put("resource-1", BOB, B_HOME)
    spear = s.hand(ALICE, "LL14")[0]
    game = play(later_scene, s.game(), spear, A_HOME)
    assert game.state.cards[charm].counter("Art") == 1
    assert charm in game._table.view().blank  # 701.1: it has lost its abilities


def test_LL18_cant_be_frightened_and_pays_one_to_unfrighten(later_scene):
    s = later_scene()
    garble = s.put("LL18", ALICE, A_HOME)
    scared = s.put("orange-2", ALICE, A_HOME, frightened=True)
    game = s.game(tokens=(3, 3))
    game.apply(activation(game, garble))
    game = later_scene.settle(game, prefer=(scared,))
    assert not game.state.cards[scared].frightened
    assert game.state.players[ALICE].tokens == 2
    assert garble in game._table.view().cant_frighten


def test_LL20_exhausts_to_exhaust_an_opposing_character_here(later_scene):
    s = later_scene()
    moody = s.put("LL20", ALICE, B_PROBLEM)
    there = s.put("orange-2", BOB, B_PROBLEM)
    away = s.put("orange-2", BOB, B_HOME)
    game = s.game()
    game.apply(activation(game, moody))
    game = later_scene.settle(game)
    assert game.state.cards[moody].exhausted and game.state.cards[there].exhausted
    assert not game.state.cards[away].exhausted


def test_LL21_discards_two_cards_during_a_faceoff_to_flip_another(later_scene):
    s = later_scene()
    rock = s.put("LL21", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    a, b = s.hand(ALICE, "orange-1", "orange-2")
    assert not offered(s.game(), rock)  # "During a faceoff" only
    game = challenge(s, tm, ("orange-1", "orange-3"), ("orange-1",))
    game = until(game, lambda g: offered(g, rock))
    game.apply(activation(game, rock, (a, b)))
    game = later_scene.settle(game)
    assert {"orange-1", "orange-2"} <= set(ids(game, Zone.DISCARD, ALICE))
    assert len(re.findall(r"^Alice flips", trace_text(game), re.M)) == 2  # one more (515.1)


def test_LL28_dismisses_a_friend_here_for_a_token_copy_of_it(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    discord = s.hand(ALICE, "LL28")[0]
    game = play(later_scene, s.game(), discord, B_PROBLEM, prefer=(foe,))
    assert ids(game, Zone.DISCARD, BOB) == ["orange-3"], trace_text(game)
    (copy,) = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert copy.controller == ALICE and copy.area == A_HOME
    assert game.power(copy.iid) == 3


def test_LL29_grows_with_the_hand(later_scene):
    for hand, agile, eccentric, strength in (
        (2, False, False, 3),
        (6, True, True, 3),
        (9, True, True, 5),
    ):
        s = later_scene()
        lyra = s.put("LL29", ALICE, A_HOME)
        s.board.add(Zone.HAND, ALICE, *("orange-1",) * hand)
        game = s.game()
        found = keywords(game, lyra)
        assert ("Agile" in found, "Eccentric" in found) == (agile, eccentric)
        assert game.power(lyra) == strength


def test_LL33_retires_for_three_more_to_confront_its_problem(later_scene):
    s = later_scene()
    silver = s.put("LL33", ALICE, B_PROBLEM)
    game = s.game()
    before = dict(game._table.view().confront_extra)
    game.apply(activation(game, silver))
    game = later_scene.settle(game)
    assert "LL33" in ids(game, Zone.DISCARD, ALICE)
    extra = game._table.view().confront_extra
    assert extra.get((B_PROBLEM, ALICE), 0) - before.get((B_PROBLEM, ALICE), 0) == 3
    assert extra.get((B_PROBLEM, BOB), 0) - before.get((B_PROBLEM, BOB), 0) == 3


def test_LL58_exhausts_when_moved_to_ready_a_friend_there(later_scene):
    s = later_scene()
    shine = s.put("LL58", ALICE, A_HOME)
    tired = s.put("orange-2", ALICE, B_PROBLEM, exhausted=True)
    game = s.game()
    game.apply(MoveCharacter(ALICE, shine, B_PROBLEM))
    game = later_scene.settle(game, prefer=(tired,))
    assert game.state.cards[shine].exhausted
    assert not game.state.cards[tired].exhausted


def test_LL61_friends_in_hand_have_hasty_until_you_play_one(later_scene):
    s = later_scene()
    gruff = s.hand(ALICE, "LL61")[0]
    friend = s.hand(ALICE, "orange-2")[0]
    game = play(later_scene, s.game(), gruff, A_HOME)
    game.apply(MoveCharacter(ALICE, in_play(game, "LL61").iid, B_PROBLEM))
    game = later_scene.settle(game)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.PRIORITY)
    assert PlayCard(ALICE, friend, A_HOME) in game.legal_choices()  # Hasty (512.5)


def test_LL63_has_competitive_three_with_a_troublemaker_here(later_scene):
    s = later_scene()
    quibble = s.put("LL63", ALICE, B_PROBLEM)
    away = s.put("LL63", ALICE, A_PROBLEM)
    s.put("tm-2", BOB, B_PROBLEM, face_down=False)
    game = s.game()
    assert game._table.view().keyword(quibble, "Competitive") == 3
    assert game._table.view().keyword(away, "Competitive") is None


def test_LL71_discards_at_the_start_of_your_score_phase_or_retires(later_scene):
    for hand, kept in ((1, True), (0, False)):
        s = later_scene()
        sludge = s.put("LL71", ALICE, A_HOME)
        s.board.add(Zone.HAND, ALICE, *("orange-1",) * hand)
        game = later_scene.settle(s.game(at="score"))
        assert (sludge in game.state.cards and game.state.cards[sludge].zone is Zone.PLAY) is kept
        assert ids(game, Zone.DISCARD, ALICE) == (["orange-1"] if kept else ["LL71"])


def test_LL71_cant_contribute_to_confronting_with_four_cards_in_hand(later_scene):
    for hand, confronts in ((4, True), (5, False)):  # one discarded as the phase starts
        s = later_scene()
        s.put("LL71", ALICE, B_PROBLEM)
        s.board.add(Zone.HAND, ALICE, *("orange-1",) * hand)
        game = later_scene.settle(s.game(at="score"))
        assert ("Alice confronts" in trace_text(game)) is confronts


def test_LL72_troublemakers_here_lose_their_abilities(later_scene):
    s = later_scene()
    s.put("LL72", ALICE, B_PROBLEM)
    here = s.put("tm-2", BOB, B_PROBLEM, face_down=False)
    away = s.put("tm-2", BOB, A_PROBLEM, face_down=False)
    blank = s.game()._table.view().blank
    assert here in blank and away not in blank


# --- batch 2 ------------------------------------------------------------------------------------
def problem_faceoff_at(s, area):  # type: ignore[no-untyped-def]
    """Alice (strong) and Bob both meet "easy" at ``area``: the game played through the
    Problem faceoff there (612.2), which Alice wins, to Bob's turn."""
    strong_at(s, area)
    s.put("orange-1", BOB, area)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    return s.game(at="score")


def test_LL5_turns_over_at_the_start_of_a_problem_faceoff(later_scene):
    s = later_scene(mane=("LL5", "V-OR-M"))
    rarity = s.board.mane[ALICE]
    assert not s.game().state.cards[rarity].boosted
    game = later_scene.settle(problem_faceoff_at(s, B_PROBLEM))
    assert "Problem faceoff at" in trace_text(game)
    assert game.state.cards[rarity].boosted


def test_LL5_boosted_pays_and_exhausts_for_a_prepared_token_under_an_opponents_control(
    later_scene,
):
    s = later_scene(mane=(Mane("LL5", boosted=True), "V-OR-M"))
    rarity = s.board.mane[ALICE]
    game = s.game(tokens=(3, 3))
    game.apply(activation(game, rarity))
    game = later_scene.settle(game)
    (token,) = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert token.controller == BOB and token.area == B_HOME
    assert game._table.view().keyword(token.iid, "Prepared") is not None
    assert game.state.cards[rarity].exhausted and game.state.players[ALICE].tokens == 2


def test_LL6_boosted_gains_and_draws_when_one_of_your_problems_enters_play(later_scene):
    s = later_scene(mane=(Mane("LL6", boosted=True), "V-OR-M"))
    s.board.add(Zone.PROBLEM_DECK, ALICE, "easy")
    game = problem_faceoff_at(s, A_PROBLEM)
    game = later_scene.settle(game)
    text = trace_text(game)
    assert "enters play as Alice's Problem" in text
    after = text.split("enters play as Alice's Problem")[1].split("End of turn")[0]
    assert "Growing Confidence" in after
    assert "Alice gains 1 action token" in after and "Alice draws" in after


def test_LL11_talented_muscle_counters_give_flipped_cards_power(later_scene):
    from engine.faceoff import flipped_bonus

    s = later_scene()
    tirek = s.put("LL11", ALICE, A_HOME)  # blue
    a, b = s.hand(ALICE, BLUE_EVENT, BLUE_EVENT)
    game = play(later_scene, s.game(), a)
    game = play(later_scene, game, b)
    assert game.state.cards[tirek].counter("Muscle") == 2
    assert flipped_bonus(game._table.view(), 2) == [2, 0]


def test_LL15_its_problems_bonus_is_one_more(later_scene):
    s = later_scene()
    s.put("LL15", ALICE, B_PROBLEM)
    game = s.game()
    table = game._table
    theirs = table.card(s.board.problem[BOB])
    mine = table.card(s.board.problem[ALICE])
    assert table.problem_bonus(theirs) == table.problem_bonus(mine) + 1


def test_LL34_moves_an_opposing_character_after_winning_a_troublemaker_faceoff_here(later_scene):
    s = later_scene()
    s.put("LL34", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    game = later_scene.settle(game, prefer=(foe, B_HOME))
    assert "Alice wins the faceoff" in trace_text(game)
    assert game.state.cards[foe].area == B_HOME


def test_LL37_banishes_an_event_and_grows_with_banished_events(later_scene):
    s = later_scene()
    celestia = s.put("LL37", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, BOB, "PR114")
    game = s.game()
    printed = game.power(celestia)
    game.apply(activation(game, celestia))
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["PR114"]
    assert game.power(celestia) == printed + 1


def test_LL38_banishes_itself_to_copy_a_cheap_event_at_eight_points(later_scene):
    for points, drawn in ((7, 3), (8, 6)):
        s = later_scene()
        s.put("LL38", ALICE, A_HOME)
        ev = s.hand(ALICE, "PR114")[0]  # cost 1: Draw 3 cards
        s.deck(ALICE, *("orange-1",) * 8)
        game = play(later_scene, s.game(points=(0, points)), ev)
        assert len(game.state.players[ALICE].hand) == drawn
        assert ("LL38" in ids(game, Zone.BANISHED, ALICE)) is (points == 8)


def test_LL45_resources_on_friends_cost_one_less(later_scene):
    s = later_scene()
    s.put("LL45", ALICE, A_HOME)
    host = s.put("orange-1", ALICE, A_HOME)
    crown = s.hand(ALICE, "CN135")[0]  # cost 3, Play on a Friend
    game = s.game(tokens=(5, 5))
    game.apply(PlayCard(ALICE, crown, None, on=host))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 5 - 2


def test_LL54_retires_to_turn_a_face_down_troublemaker_face_up(later_scene):
    s = later_scene()
    geese = s.put("LL54", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    game = s.game()
    assert game.state.cards[tm].face_down
    game.apply(activation(game, geese))
    game = later_scene.settle(game)
    assert "LL54" in ids(game, Zone.DISCARD, ALICE)
    (face_up,) = [c for c in game.state.in_play() if c.card_id == "tm-2"]
    assert not face_up.face_down
    assert "uncover" not in trace_text(game).split("Guard Geese")[-1].lower()


def test_LL65_accessories_on_it_cost_one_less_and_have_vexing(later_scene):
    s = later_scene()
    dash = s.put("LL65", ALICE, A_HOME)
    crown = s.hand(ALICE, "CN135")[0]
    game = s.game(tokens=(5, 5))
    game.apply(PlayCard(ALICE, crown, None, on=dash))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 5 - 2
    (worn,) = [c for c in game.state.in_play() if c.card_id == "CN135"]
    assert game._table.view().keyword(worn.iid, "Vexing") is not None


def test_LL70_talented_dismisses_an_opposing_resource_and_grows_as_it_leaves(later_scene):
    s = later_scene()
    wrench = s.put("LL70", ALICE, A_HOME)  # orange and purple
    charm = s.put("resource-1", BOB, B_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    ev = s.hand(ALICE, "PR106")[0]  # purple
    game = play(later_scene, s.game(), ev, prefer=(foe, charm))
    assert "resource-1" in ids(game, Zone.DISCARD, BOB)
    assert game.state.cards[wrench].exhausted
    assert game.state.cards[wrench].counter("+1 power") == 1


# --- batch 3 ------------------------------------------------------------------------------------
def end_turn(game, player: int = ALICE):  # type: ignore[no-untyped-def]
    """End ``player``'s Main Phase and answer everything until the other player's turn."""
    game.apply(EndMainPhase(player))
    while game.state.turn_player == player and game.state.outcome is None:
        game.apply(game.legal_choices()[0])
    return game


def test_LL2_turns_over_when_an_opposing_character_becomes_exhausted(later_scene):
    s = later_scene(mane=("LL2", "V-OR-M"))
    applejack = s.board.mane[ALICE]
    moody = s.put("LL20", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-2", ALICE, A_HOME, exhausted=True)  # Alice's own: no trigger
    game = s.game()
    assert not game.state.cards[applejack].boosted
    game.apply(activation(game, moody))  # exhausts Moody Root (Alice's) and Bob's Friend
    game = later_scene.settle(game)
    assert game.state.cards[applejack].boosted


def test_LL2_boosted_grows_per_exhausted_opponent_and_keeps_one_exhausted(later_scene):
    s = later_scene(mane=(Mane("LL2", boosted=True), "V-OR-M"))
    applejack = s.board.mane[ALICE]
    tired = s.put("orange-2", BOB, B_HOME, exhausted=True)
    s.put("orange-2", BOB, B_HOME, exhausted=True)
    s.put("orange-2", BOB, B_HOME)
    game = s.game()
    assert game.power(applejack) == 3 + 2
    game.apply(EndMainPhase(ALICE))
    game = until(
        game,
        lambda g: g.state.turn_player == BOB and "Ready step" in trace_text(g),
        prefer=(tired,),
    )
    assert game.state.cards[tired].exhausted  # its controller's next Ready Phase: stays
    exhausted = [c for c in game.state.in_play() if c.controller == BOB and c.exhausted]
    assert len(exhausted) == 1  # the other one readied (603.1)


def test_LL16_talented_exhausts_an_opposing_character_that_skips_its_next_ready(later_scene):
    s = later_scene()
    s.put("LL16", ALICE, A_HOME)  # orange
    foe = s.put("orange-2", BOB, B_PROBLEM)
    ev = s.hand(ALICE, ORANGE_EVENT)[0]
    game = play(later_scene, s.game(), ev, prefer=(foe,))
    assert game.state.cards[foe].exhausted
    game = end_turn(game)
    game = until(game, lambda g: "Ready step" in trace_text(g).split("Turn 4")[-1])
    assert game.state.cards[foe].exhausted  # Bob's next Ready Phase passed it by
    game = until(game, lambda g: g.state.turn_player == ALICE)
    game = end_turn(game)
    game = until(
        game, lambda g: g.state.turn == 6 and "Ready step" in trace_text(g).split("Turn 6")[-1]
    )
    assert not game.state.cards[foe].exhausted  # spent: it readies the time after (708.2)


def test_LL17_distributes_two_counters_at_eight_points(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    aj = s.hand(ALICE, "LL17")[0]
    game = play(later_scene, s.game(points=(8, 0)), aj, A_HOME, prefer=(mine,))
    assert game.state.cards[mine].counter("+1 power") == 2
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    aj = s.hand(ALICE, "LL17")[0]
    game = play(later_scene, s.game(points=(7, 7)), aj, A_HOME, prefer=(mine,))
    assert game.state.cards[mine].counter("+1 power") == 0


def test_LL22_an_opponent_discards_when_it_goes_from_play_to_the_discard_pile(later_scene):
    s = later_scene()
    s.put("LL22", BOB, B_PROBLEM)
    discord = s.hand(ALICE, "LL28")[0]  # dismisses a Friend here
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    game = s.game()
    smolder = in_play(game, "LL22").iid
    game = play(later_scene, game, discord, B_PROBLEM, prefer=(smolder,))
    assert "LL22" in ids(game, Zone.DISCARD, BOB)
    assert len(ids(game, Zone.DISCARD, ALICE)) == 1  # Alice discarded one of her two
    assert len(game.state.players[ALICE].hand) == 1


def test_LL24_has_diligent_one_with_three_or_less_power(later_scene):
    s = later_scene()
    winona = s.put("LL24", ALICE, A_HOME)
    game = s.game()
    view = game._table.view()
    assert game.power(winona) <= 3 and view.keyword(winona, "Diligent") == 1
    s = later_scene()
    winona = s.put("LL24", ALICE, A_HOME, counters=(("+1 power", 3),))
    game = s.game()
    assert game.power(winona) >= 4 and game._table.view().keyword(winona, "Diligent") is None


def test_LL32_draws_up_to_the_opponents_hand_size(later_scene):
    s = later_scene()
    pinkie = s.hand(ALICE, "LL32")[0]
    s.board.add(Zone.HAND, ALICE, "orange-1")
    s.board.add(Zone.HAND, BOB, *("orange-1",) * 5)
    s.deck(ALICE, *("orange-1",) * 8)
    game = play(later_scene, s.game(), pinkie, A_HOME)
    assert len(game.state.players[ALICE].hand) == 5


def test_LL40_puts_a_card_on_top_with_an_even_number_of_tokens(later_scene):
    for tokens, on_top in ((10, True), (9, False)):
        s = later_scene()
        trixie = s.hand(ALICE, "LL40")[0]
        card = s.board.add(Zone.HAND, ALICE, "orange-3")[0]
        game = s.game(tokens=(tokens + 3, 5))  # Trixie costs 3
        game = play(later_scene, game, trixie, A_HOME, prefer=(card,))
        deck = ids(game, Zone.DRAW_DECK, ALICE)
        assert (deck[:1] == ["orange-3"]) is on_top


def test_LL42_friends_with_resources_have_one_more_power(later_scene):
    s = later_scene()
    s.put("LL42", ALICE, A_HOME)
    worn = s.put("orange-1", ALICE, A_HOME)
    bare = s.put("orange-1", ALICE, A_HOME)
    s.put("CN135", ALICE, A_HOME, attached_to=worn)
    game = s.game()
    assert game.power(bare) == 1
    assert game.power(worn) == 1 + 1 + 1  # the Accessory's +1, this card's +1


def test_LL56_has_one_more_power_per_other_pukwudgie(later_scene):
    s = later_scene()
    a = s.put("LL56", ALICE, A_HOME)
    s.put("LL56", ALICE, A_HOME)
    s.put("LL56", ALICE, A_PROBLEM)
    s.put("LL56", BOB, B_HOME)  # Bob's: not Alice's
    game = s.game()
    assert game.power(a) == game._table.pool["LL56"].power + 2


def test_LL66_has_persistent_while_an_opponent_has_two_tokens(later_scene):
    s = later_scene()
    bug = s.put("LL66", ALICE, A_HOME)
    assert s.game(tokens=(5, 2))._table.view().keyword(bug, "Persistent") is not None
    s = later_scene()
    bug = s.put("LL66", ALICE, A_HOME)
    assert s.game(tokens=(5, 1))._table.view().keyword(bug, "Persistent") is None


def test_LL68_puts_an_earth_pony_token_for_each_discard(later_scene):
    s = later_scene()
    s.put("LL68", ALICE, A_HOME)
    s.put("LL21", ALICE, B_PROBLEM)  # discards two cards as its cost
    tm = s.put("tm-2", BOB, B_PROBLEM)
    a, b = s.hand(ALICE, "orange-1", "orange-2")
    game = challenge(s, tm, ("orange-1", "orange-3"), ("orange-1",))
    rock = in_play(game, "LL21").iid
    game = until(game, lambda g: offered(g, rock))
    game.apply(activation(game, rock, (a, b)))
    game = later_scene.settle(game)
    tokens = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert len(tokens) == 2
    assert all("Earth Pony" in game._table.view().traits(t.iid) for t in tokens)


# --- batch 4 ------------------------------------------------------------------------------------
def test_LL35_has_one_more_power_per_opposing_character_elsewhere(later_scene):
    s = later_scene()
    moon = s.put("LL35", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)  # here: not counted
    s.put("orange-1", BOB, B_HOME)
    s.put("orange-1", BOB, A_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # Alice's own: not counted
    game = s.game()
    assert game.power(moon) == game._table.pool["LL35"].power + 1 + 2  # Bob's Mane at home


def test_LL44_puts_a_cheap_friend_or_at_eight_points_any_friend_from_their_discard_pile(
    later_scene,
):
    for points, taken in ((0, "orange-2"), (8, "LL27")):
        s = later_scene()
        s.board.add(Zone.DISCARD, BOB, "LL27", "orange-2")  # cost 4, cost 2
        cozy = s.hand(ALICE, "LL44")[0]
        game = s.game(points=(0, points))
        first = next(
            i for i in game.state.players[BOB].discard if game.state.cards[i].card_id == "LL27"
        )
        game = play(later_scene, game, cozy, A_HOME, prefer=(first,))
        (put,) = [c for c in game.state.in_play() if c.card_id == taken]
        assert put.controller == ALICE and put.owner == BOB


def test_LL47_puts_a_token_when_an_opponent_plays_their_second_card(later_scene):
    s = later_scene()
    s.put("LL47", BOB, B_HOME)
    a, b, c = s.hand(ALICE, "orange-1", "orange-1", "orange-1")
    game = play(later_scene, s.game(), a, A_HOME)
    assert not [x for x in game.state.in_play() if is_token(x.card_id)]
    game = play(later_scene, game, b, A_HOME)
    game = play(later_scene, game, c, A_HOME)
    tokens = [x for x in game.state.in_play() if is_token(x.card_id)]
    assert len(tokens) == 1 and tokens[0].controller == BOB  # the second card only


def test_LL57_exhausts_for_another_critter_token_when_one_enters(later_scene):
    s = later_scene()
    yona = s.put("LL57", ALICE, A_HOME)
    s.put("LL55", ALICE, A_HOME)  # Talented: a Critter token (yellow Event)
    s.put("resource-1", BOB, B_HOME)
    ev = s.hand(ALICE, YELLOW_EVENT)[0]
    game = play(later_scene, s.game(), ev)
    tokens = [x for x in game.state.in_play() if is_token(x.card_id)]
    assert len(tokens) == 2  # Luna's, then Yona's (exhausted: no third)
    assert game.state.cards[yona].exhausted


def test_LL66_has_one_power_per_opposing_action_token(later_scene):
    s = later_scene()
    bug = s.put("LL66", ALICE, A_HOME)
    printed = s.pool["LL66"].power
    assert s.game(tokens=(9, 3)).power(bug) == printed + 3


def test_LL5_boosted_opponent_cant_retire_tokens_for_the_home_limit(later_scene):
    s = later_scene(mane=(Mane("LL5", boosted=True), "V-OR-M"))
    rarity = s.board.mane[ALICE]
    limit = s.game()._table.home_limit(BOB)
    for _ in range(limit):
        s.put("orange-1", BOB, B_HOME)
    game = s.game(tokens=(3, 3))
    game.apply(activation(game, rarity))  # a Unicorn token at Bob's home
    game = later_scene.settle(game)
    (token,) = [c.iid for c in game.state.in_play() if is_token(c.card_id)]
    game = end_turn(game)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.RETIRE)
    retirable = {c.card for c in game.legal_choices()}
    assert token not in retirable and len(retirable) == limit


def test_LL24_with_four_power_cant_be_dismissed_or_retired(later_scene):
    for counters, stays in ((0, False), (3, True)):
        s = later_scene()
        flags = {"counters": (("+1 power", counters),)} if counters else {}
        winona = s.put("LL24", BOB, B_PROBLEM, **flags)
        discord = s.hand(ALICE, "LL28")[0]  # dismisses a Friend here
        game = s.game()
        assert (("retire", winona) in game._table.view().forbidden_by) is stays
        game = play(later_scene, game, discord, B_PROBLEM, prefer=(winona,))
        assert (winona in game.state.cards and game.state.cards[winona].zone is Zone.PLAY) is stays


def test_LL59_challenges_an_opposing_troublemaker_uncovered_here(later_scene):
    for points, involved in ((0, 1), (8, 2)):
        s = later_scene()
        snap = s.put("LL59", ALICE, B_PROBLEM)
        s.put("orange-1", ALICE, B_PROBLEM)
        s.put("tm-2", BOB, B_PROBLEM, face_down=True)
        s.deck(ALICE, *("orange-3",) * 4)
        s.deck(BOB, *("orange-1",) * 4)
        game = end_turn(s.game(points=(points, 0)))
        game = until(game, lambda g: "Troublemaker faceoff" in trace_text(g))
        text = trace_text(game)
        assert game.state.cards[snap].zone is Zone.PLAY
        line = next(x for x in text.splitlines() if "involved" in x and "faceoff" in x.lower())
        assert line.count("Orange 1") + line.count("Snap Shutter") == involved, line


def test_LL25_draws_two_if_a_friend_left_play_this_turn(later_scene):
    for left, drawn in ((False, 0), (True, 2)):
        s = later_scene()
        silver = s.put("LL33", ALICE, B_PROBLEM)  # retires itself
        cargo = s.hand(ALICE, "LL25")[0]
        s.deck(ALICE, *("orange-1",) * 4)
        game = s.game()
        if left:
            game.apply(activation(game, silver))
            game = later_scene.settle(game)
        hand = len(game.state.players[ALICE].hand)
        game = play(later_scene, game, cargo, A_HOME)
        assert len(game.state.players[ALICE].hand) == hand - 1 + drawn


def test_LL64_two_more_faceoff_power_per_resource_on_involved_characters(later_scene):
    s = later_scene()
    s.put("LL64", ALICE, A_HOME)  # at home: not involved, its ability still applies
    pony = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("CN135", ALICE, B_PROBLEM, attached_to=pony)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    totals = next(x for x in trace_text(game).splitlines() if x.startswith("Faceoff totals"))
    assert re.search(r"Bulk Biceps, Job Juggler #\d+ \+2 \(514\.4a\)", totals)
    assert "Alice 5" in totals  # Orange 1 with the Accessory 2, flipped 1, +2 (514.4a)


def test_LL52_discards_a_kindness_friend_for_three_on_a_flipped_card(later_scene):
    s = later_scene()
    fern = s.put("LL52", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    (kind,) = s.board.add(Zone.HAND, ALICE, "LL51")  # a [Kindness] Friend
    game = challenge(s, tm, ("orange-1",), ("orange-1",), tokens=(3, 3))
    game = until(game, lambda g: offered(g, fern) and g.state.players[ALICE].flip)
    game.apply(activation(game, fern, (kind,)))
    game = later_scene.settle(game)
    totals = next(x for x in trace_text(game).splitlines() if x.startswith("Faceoff totals"))
    assert re.search(r"flipped Orange 1 #\d+ 4", totals), totals
    assert "LL51" in ids(game, Zone.DISCARD, ALICE)


def test_LL7_costs_two_less_while_an_opponent_controls_a_friend_they_do_not_own(later_scene):
    for borrowed, paid in ((False, 4), (True, 2)):
        s = later_scene()
        if borrowed:
            s.put("orange-1", ALICE, B_HOME, controller=BOB)
        s.put("orange-1", BOB, B_HOME)
        flash = s.hand(ALICE, "LL7")[0]
        game = play(later_scene, s.game(tokens=(10, 10)), flash, A_HOME)
        assert game.state.players[ALICE].tokens == 10 - paid


def test_LL19_first_friend_with_printed_power_four_each_turn_costs_one_less(later_scene):
    s = later_scene()
    s.put("LL19", ALICE, A_HOME)
    first, second = s.hand(ALICE, "V-OR-F540", "V-OR-F540")  # cost 5, power 4
    small = s.hand(ALICE, "orange-2")[0]
    game = play(later_scene, s.game(tokens=(20, 5)), small, A_HOME)
    assert game.state.players[ALICE].tokens == 20 - 2  # power 2: not this one
    game = play(later_scene, game, first, A_HOME)
    assert game.state.players[ALICE].tokens == 18 - 4
    game = play(later_scene, game, second, A_HOME)
    assert game.state.players[ALICE].tokens == 14 - 5  # the first each turn only


def test_LL50_opponents_with_a_four_power_character_involved_flip_one_fewer(later_scene):
    for strong, alice_flips in ((False, 1), (True, 0)):
        s = later_scene()
        s.put("LL50", BOB, B_HOME)  # Alice is Autumn Blaze's opponent
        s.put("V-OR-F540" if strong else "orange-1", ALICE, B_PROBLEM)  # 4 power, or 1
        tm = s.put("tm-2", BOB, B_PROBLEM)
        text = trace_text(later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",))))
        assert len(re.findall(r"^Alice flips", text, re.M)) == alice_flips
        assert len(re.findall(r"^Bob flips", text, re.M)) == 1


def test_LL69_exhausts_to_put_a_troublemaker_from_hand_into_play_face_down(later_scene):
    s = later_scene()
    plume = s.put("LL69", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "tm-3")
    game = s.game()
    assert plume in game._table.view().cant_frighten
    game.apply(activation(game, plume))
    game = later_scene.settle(game, prefer=(s.board.problem[BOB],))
    (tm,) = [c for c in game.state.in_play() if c.card_id == "tm-3"]
    assert tm.face_down and tm.area == B_PROBLEM and tm.controller == ALICE
    assert game.state.cards[plume].exhausted and not game.state.players[ALICE].hand


def test_LL60_discards_the_hand_to_draw_that_many_plus_one_on_confronting(later_scene):
    s = later_scene()
    s.put("LL60", ALICE, B_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    s.deck(ALICE, *("orange-3",) * 5)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["orange-1", "orange-2"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"] * 3


def test_LL25_a_friend_token_leaving_play_counts(later_scene):
    # a token is a Friend with the type its token id spells (521.1); PR45 dismisses it
    s = later_scene()
    s.put("token:Friend:1:yellow:Critter::", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    duty, cargo = s.hand(ALICE, "PR45", "LL25")
    s.deck(ALICE, *("orange-1",) * 4)
    game = play(later_scene, s.game(), duty, B_PROBLEM)
    assert not [c for c in game.state.in_play() if is_token(c.card_id)]
    hand = len(game.state.players[ALICE].hand)
    game = play(later_scene, game, cargo, A_HOME)
    assert len(game.state.players[ALICE].hand) == hand - 1 + 2
