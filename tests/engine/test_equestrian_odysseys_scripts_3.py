"""Equestrian Odysseys scripts, EO155-EO217 (Resources, Troublemakers, Problems, rares): one
scenario per card, position -> choices -> result. Read each test beside the card's printed
text."""

from __future__ import annotations

from script_scenes import activate, challenge, in_play, play, solving_bobs_problem, with_problem

from engine import Zone
from engine.choices import Accept, Decline, MoveCharacter, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text


# --- Resources ----------------------------------------------------------------------------------
def test_EO155_highly_motivated_two_counters_then_one_each_turn(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    (hat,) = s.hand(ALICE, "EO155")
    game = s.game()
    game.apply(PlayCard(ALICE, hat, A_HOME, on=friend))
    game = later_scene.settle(game)
    assert game.state.cards[friend].counter("+1 power") == 2
    assert game.power(friend) == 3
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    s.put("EO155", ALICE, A_HOME, attached_to=friend)
    game = later_scene.settle(s.game(at="start"))
    assert game.state.cards[friend].counter("+1 power") == 1  # the start of Alice's turn


def test_EO156_local_fashion_its_controller_needs_two_less(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("EO156", ALICE, B_PROBLEM, attached_to=friend)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.put("EO156", BOB, B_PROBLEM, attached_to=foe)
    game = s.game()
    view = game._table.view()
    # each Resource's controller ("you"), not the other player
    assert view.confront_extra[(B_PROBLEM, ALICE)] == -2
    assert view.confront_extra[(B_PROBLEM, BOB)] == -2
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    s.put("EO156", ALICE, A_PROBLEM, attached_to=friend)
    view = s.game()._table.view()
    assert (B_PROBLEM, ALICE) not in view.confront_extra  # only that Friend's Problem


def test_EO157_on_a_deadline_only_while_no_opposing_character_is_here(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    problem = s.board.problem[BOB]
    s.put("EO157", ALICE, B_PROBLEM, attached_to=problem)
    away = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(mine) == 2 and game.power(away) == 1
    s.put("orange-2", BOB, B_PROBLEM)
    assert s.game().power(mine) == 1


def test_EO158_oozeccessorized_pay_or_banish_at_the_start_of_that_players_turn(later_scene):
    for tokens, pays in ((3, True), (3, False), (0, False)):
        s = later_scene(turn_player=BOB)
        foe = s.put("orange-1", BOB, B_HOME)
        s.put("EO158", ALICE, B_HOME, attached_to=foe)
        s.deck(BOB, "orange-1", "orange-1")
        game = later_scene.settle(s.game(at="start", tokens=(5, tokens)), accept=pays)
        if pays:
            assert foe in game.state.play
            assert "Bob pays 1" in trace_text(game)
        else:
            assert foe not in game.state.play
            assert ids(game, Zone.BANISHED, BOB) == ["orange-1"]
    s = later_scene()  # Alice's turn: not that Friend's controller's
    foe = s.put("orange-1", BOB, B_HOME)
    s.put("EO158", ALICE, B_HOME, attached_to=foe)
    game = later_scene.settle(s.game(at="start"), accept=False)
    assert foe in game.state.play


def test_EO159_ponyville_opposing_friends_moved_or_played_here_get_minus_one(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO159", ALICE, A_PROBLEM, attached_to=s.board.problem[ALICE])
    mover = s.put("orange-2", BOB, B_HOME)
    (new,) = s.hand(BOB, "pink-2")
    game = s.game()
    game.apply(MoveCharacter(BOB, mover, A_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(mover) == 1
    game = play(later_scene, game, new, A_PROBLEM, player=BOB)
    assert game.power(in_play(game, "pink-2").iid) == 1
    s = later_scene()
    s.put("EO159", ALICE, A_PROBLEM, attached_to=s.board.problem[ALICE])
    mine = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mine, A_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(mine) == 2  # not an opposing Friend


def test_EO161_rage_face_may_move_that_friend_if_it_is_yours(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    rage, other = s.hand(ALICE, "EO161", "EO161")
    game = s.game()
    game.apply(PlayCard(ALICE, rage, A_HOME, on=mine))
    game = later_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[mine].area == B_PROBLEM
    game.apply(PlayCard(ALICE, other, B_PROBLEM, on=foe))
    game = later_scene.settle(game, prefer=(A_HOME,))
    assert game.state.cards[foe].area == B_PROBLEM  # not Alice's: no move


def test_EO164_ten_carat_hat_gives_two_power(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    s.put("EO164", ALICE, A_HOME, attached_to=friend)
    assert s.game().power(friend) == 3


def test_EO165_the_full_tour_may_exhaust_that_friend_if_it_is_not_yours(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    tour, other = s.hand(ALICE, "EO165", "EO165")
    game = s.game()
    game.apply(PlayCard(ALICE, tour, B_PROBLEM, on=foe))
    game = later_scene.settle(game)
    assert game.state.cards[foe].exhausted
    game.apply(PlayCard(ALICE, other, A_PROBLEM, on=mine))
    game = later_scene.settle(game)
    assert not game.state.cards[mine].exhausted  # Alice's own: not exhausted


def test_EO166_idol_of_boreas_gold_for_a_win_by_five_then_moves_two(later_scene):
    s = later_scene()
    idol = s.put("EO166", ALICE, A_HOME)
    solving_bobs_problem(s, "spare")
    game = later_scene.settle(s.game(at="score"))
    assert "Gold counter" in trace_text(game)
    assert game.state.cards[idol].counter("Gold") == 1  # 12 + 1 against 1 + 1
    s = later_scene()
    idol = s.put("EO166", ALICE, A_HOME, counters=(("Gold", 1),))
    a = s.put("orange-1", ALICE, A_HOME)
    b = s.put("orange-2", ALICE, A_HOME)
    game = activate(later_scene, s.game(), idol, 1, prefer=(a, b, B_PROBLEM))
    assert game.state.cards[idol].exhausted and game.state.cards[idol].counter("Gold") == 0
    assert game.state.cards[a].area == B_PROBLEM and game.state.cards[b].area == B_PROBLEM


def test_EO166_idol_of_boreas_no_gold_for_a_narrower_win(later_scene):
    s = later_scene()
    idol = s.put("EO166", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)  # 3 + 1 flipped against 1 + 1: by 2
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert "Faceoff totals" in trace_text(game)
    assert game.state.cards[idol].counter("Gold") == 0


def test_EO167_trashed_that_resource_loses_its_abilities(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    hat = s.put("EO164", ALICE, A_HOME, attached_to=friend)
    s.put("EO167", BOB, A_HOME, attached_to=hat)
    assert s.game().power(friend) == 1


def test_EO168_umbrella_hat_laughter_then_back_on_top_of_the_deck(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    hat = s.put("EO168", ALICE, A_HOME, attached_to=friend)
    game = s.game()
    assert {c.value for c in game.colours(friend)} == {"orange", "pink"}
    game = activate(later_scene, game, hat, 2)
    assert hat not in game.state.play
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "EO168"
    assert {c.value for c in game.colours(friend)} == {"orange"}
