"""Equestrian Odysseys scripts, EO155-EO217 (Resources, Troublemakers, Problems, rares): one
scenario per card, position -> choices -> result. Read each test beside the card's printed
text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    solving_bobs_problem,
    strong_at,
    until,
    with_problem,
)

from engine import Zone
from engine.choices import (
    ActivateAbility,
    Challenge,
    ChooseOption,
    DrawAction,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


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


# --- Troublemakers ------------------------------------------------------------------------------
def test_EO171_arimaspi_other_troublemakers_here_are_not_uncovered(later_scene):
    s = later_scene()
    s.put("EO171", ALICE, A_PROBLEM)
    kept = s.put("tm-2", ALICE, A_PROBLEM, face_down=True)
    other = s.put("tm-3", ALICE, B_PROBLEM, face_down=True)
    game = until(s.game(at="troublemaker"), lambda g: g.state.phase == "Main")
    assert game.state.cards[kept].face_down  # not uncovered in the Uncover step (607)
    assert not game.state.cards[other].face_down


def test_EO172_bugbear_opponents_discard_as_it_is_uncovered(later_scene):
    s = later_scene()
    bugbear = s.put("EO172", ALICE, B_PROBLEM, face_down=True)
    s.hand(BOB, "orange-1", "orange-2")
    game = until(s.game(at="troublemaker"), lambda g: g.state.phase == "Main")
    assert not game.state.cards[bugbear].face_down
    assert len(game.state.players[BOB].hand) == 1
    assert len(ids(game, Zone.DISCARD, BOB)) == 1


def test_EO172_bugbear_may_turn_face_down_after_winning(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    bugbear = s.put("EO172", BOB, B_PROBLEM)  # 5 power against 1 + 1 flipped
    game = later_scene.settle(challenge(s, bugbear, ("orange-1",), ("orange-1",)))
    assert "Alice challenges" in trace_text(game)
    # turned face-down it is a new object (410.6), still at its Problem, its points unscored
    assert in_play(game, "EO172").face_down and in_play(game, "EO172").area == B_PROBLEM
    assert game.state.players[BOB].points == 0


def test_EO175_pink_parasprite_sends_one_of_their_characters_here_home(later_scene):
    s = later_scene()
    s.put("EO175", BOB, B_PROBLEM)
    here = s.put("orange-1", ALICE, B_PROBLEM)
    away = s.put("orange-2", ALICE, A_PROBLEM)
    game = until(s.game(at="troublemaker"), lambda g: g.state.phase == "Main")
    assert game.state.cards[here].area == A_HOME
    assert game.state.cards[away].area == A_PROBLEM


def test_EO179_town_equalists_one_power_per_opposing_colour_here(later_scene):
    s = later_scene()
    tm = s.put("EO179", BOB, B_PROBLEM)
    s.put("orange-pink-2", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("blue-2", BOB, B_PROBLEM)  # Bob's own: not opposing
    s.put("pink-2", ALICE, A_PROBLEM)  # not here
    printed = s.pool["EO179"].power
    assert s.game().power(tm) == printed + 2


# --- Problems -----------------------------------------------------------------------------------
def test_EO184_dream_patrol_troublemakers_here_have_minus_two(later_scene):
    s = with_problem(later_scene, "EO184", owner=BOB)
    here = s.put("tm-3", ALICE, B_PROBLEM)
    away = s.put("tm-3", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(here) == 1 and game.power(away) == 3


def test_EO185_figuring_out_friendship_draws_as_it_enters_play(later_scene):
    s = later_scene()
    solving_bobs_problem(s, "EO185")
    game = later_scene.settle(s.game(at="score"))
    assert in_play(game, "EO185").area == B_PROBLEM
    text = trace_text(game).split("enters play as Bob's Problem", 1)[1].split("Turn 4", 1)[0]
    assert "Bob draws Orange 1" in text  # its controller draws, as it enters play


def test_EO187_gunked_up_gala_opponents_pay_one_more_to_play_friends_here(later_scene):
    s = with_problem(later_scene, "EO187", owner=BOB)
    mine, again = s.hand(ALICE, "orange-1", "orange-1")
    game = s.game(tokens=(5, 5))
    game = play(later_scene, game, mine, B_PROBLEM)
    assert game.state.players[ALICE].tokens == 5 - 2
    game = play(later_scene, game, again, A_PROBLEM)
    assert game.state.players[ALICE].tokens == 5 - 2 - 1


def test_EO188_halfway_across_equestria_moves_an_opposing_character_at_faceoff_start(
    later_scene,
):
    s = with_problem(later_scene, "EO188", owner=BOB)
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    game = later_scene.settle(game, prefer=(mine, A_PROBLEM))
    assert game.state.cards[mine].area == A_PROBLEM  # moved away: no longer involved (514.2d)
    assert "Faceoff totals: Alice 1 (flipped Orange 1" in trace_text(game)


def test_EO189_hay_bale_monster_stack_its_controller_confronts_and_puts_a_counter(later_scene):
    for owner, area, counters in ((ALICE, A_PROBLEM, 1), (BOB, B_PROBLEM, 0)):
        s = with_problem(later_scene, "EO189", owner=owner)
        strong_at(s, area)
        game = later_scene.settle(s.game(at="score"))
        assert "Alice confronts Problem Hay Bale Monster Stack" in trace_text(game)
        put = sum(c.counter("+1 power") for c in game.state.in_play() if c.controller == ALICE)
        assert put == counters  # on Bob's Problem Alice is not "you" (513.5)


def test_EO193_pet_primping_a_critter_back_from_the_discard_pile(later_scene):
    s = with_problem(later_scene, "EO193", owner=ALICE)
    s.board.add(Zone.DISCARD, ALICE, "critter-1")
    s.board.add(Zone.DISCARD, ALICE, "orange-1")
    s.deck(ALICE, "orange-2")
    game = later_scene.settle(s.game(at="start"))
    assert "critter-1" in ids(game, Zone.HAND, ALICE)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


def test_EO194_ready_to_fight_its_controller_has_two_more_in_faceoffs_here(later_scene):
    s = with_problem(later_scene, "EO194", owner=BOB)
    solving_bobs_problem(s, "spare")
    for _ in range(2):  # Bob meets his own 6 blue too: a Problem faceoff (612.2)
        s.put("V-BL-F540", BOB, B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert "Bob 12 (Orange 1 #" in trace_text(game)  # 1 + 8 + 1 flipped + 2


def test_EO195_rodeo_ruckus_an_opponent_discards_and_its_controller_draws(later_scene):
    s = with_problem(later_scene, "EO195", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.hand(ALICE, "orange-2")
    s.deck(BOB, "pink-2")
    game = later_scene.settle(s.game(at="score"))
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]
    assert ids(game, Zone.HAND, BOB) == ["pink-2"]


def test_EO197_strut_your_stuff_friends_here_with_resources_have_two_more(later_scene):
    s = with_problem(later_scene, "EO197", owner=BOB)
    dressed = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("resource-1", ALICE, B_PROBLEM, attached_to=dressed)
    plain = s.put("orange-1", BOB, B_PROBLEM)
    away = s.put("orange-1", ALICE, A_PROBLEM)
    s.put("resource-1", ALICE, A_PROBLEM, attached_to=away)
    game = s.game()
    assert (game.power(dressed), game.power(plain), game.power(away)) == (3, 1, 1)


def test_EO199_to_griffonstone_moves_one_of_its_controllers_characters_there(later_scene):
    s = later_scene()
    solving_bobs_problem(s, "EO199")
    bobs = s.put("orange-2", BOB, B_HOME)
    game = later_scene.settle(s.game(at="score"), prefer=(bobs,))
    assert in_play(game, "EO199").area == B_PROBLEM
    assert game.state.cards[bobs].area == B_PROBLEM


def test_EO201_winter_is_coming_dismisses_a_frightened_friend(later_scene):
    s = with_problem(later_scene, "EO201", owner=ALICE)
    s.put("V-BL-F540", ALICE, A_PROBLEM)  # 3 blue and 3 purple (611.3)
    s.put("V-PU-F540", ALICE, A_PROBLEM)
    scared = s.put("orange-2", BOB, B_HOME, frightened=True)
    game = later_scene.settle(s.game(at="score"))
    assert scared not in game.state.play
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


# --- Friends and the Event ------------------------------------------------------------------------
def test_EO204_night_glider_scores_two_for_a_problem_win_by_five(later_scene):
    for helpers, points in ((3, 2 + 2), (0, 2)):
        s = later_scene()
        s.put("EO204", ALICE, B_PROBLEM)
        for _ in range(helpers):
            s.put("V-OR-F540", ALICE, B_PROBLEM)
        s.put("orange-1", BOB, B_PROBLEM)
        s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
        s.deck(ALICE, "orange-1", "orange-1")
        s.deck(BOB, "orange-1", "orange-1")
        game = later_scene.settle(s.game(at="score"))
        assert "Alice wins the faceoff" in trace_text(game)
        # the confront point and the bonus point, and 2 more for a win by at least 5
        assert game.state.players[ALICE].points == points


def test_EO210_daring_do_frightens_and_pumps_troublemakers_per_frightened_friend(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_HOME, frightened=True)
    mine = s.put("tm-2", ALICE, A_PROBLEM)
    theirs = s.put("tm-2", BOB, B_PROBLEM)
    (daring,) = s.hand(ALICE, "EO210")
    game = play(later_scene, s.game(), daring, A_HOME, prefer=(foe,))
    assert foe not in game.state.play  # frightened: face-down, a new object (504.1, 410.6)
    assert sum(c.face_down for c in game.state.in_play() if c.controller == BOB) == 2
    assert game.power(mine) == 2 + 2 and game.power(theirs) == 2


def test_EO215_burst_of_strength_counters_equal_to_that_friends_power(later_scene):
    s = later_scene()
    friend = s.put("orange-3", ALICE, A_HOME)
    s.put("EO164", ALICE, A_HOME, attached_to=friend)  # 3 + 2 power
    (burst,) = s.hand(ALICE, "EO215")
    game = play(later_scene, s.game(), burst)
    assert game.state.cards[friend].counter("+1 power") == 5
    assert game.power(friend) == 10


def test_EO169_under_arrest_exhausts_and_keeps_a_weak_host_exhausted(later_scene):
    s = later_scene()
    weak = s.put("orange-3", BOB, B_PROBLEM)
    strong = s.put("V-OR-F540", BOB, B_PROBLEM)
    first, second = s.hand(ALICE, "EO169", "EO169")
    game = s.game()
    game.apply(PlayCard(ALICE, first, B_PROBLEM, on=weak))
    game = later_scene.settle(game)
    game.apply(PlayCard(ALICE, second, B_PROBLEM, on=strong))
    game = later_scene.settle(game)
    assert game.state.cards[weak].exhausted and game.state.cards[strong].exhausted
    s.deck(BOB, "orange-1")
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    assert game.state.cards[weak].exhausted  # 3 power: does not ready (603.1)
    assert not game.state.cards[strong].exhausted  # 4 power: readies


def test_EO186_get_lost_pays_and_exhausts_to_dismiss_a_friend_entering_here(later_scene):
    s = with_problem(later_scene, "EO186", owner=ALICE, turn_player=BOB)
    guard = s.put("orange-1", ALICE, A_PROBLEM)
    (friend,) = s.hand(BOB, "pink-2")
    game = s.game(tokens=(5, 5))
    game = play(later_scene, game, friend, A_PROBLEM, player=BOB)
    assert "pink-2" in ids(game, Zone.DISCARD, BOB)
    assert game.state.cards[guard].exhausted
    assert game.state.players[ALICE].tokens == 3


def test_EO186_get_lost_needs_a_ready_character_here(later_scene):
    s = with_problem(later_scene, "EO186", owner=ALICE, turn_player=BOB)
    s.put("orange-1", ALICE, A_PROBLEM, exhausted=True)
    (friend,) = s.hand(BOB, "pink-2")
    game = s.game(tokens=(5, 5))
    game = play(later_scene, game, friend, A_PROBLEM, player=BOB)
    assert in_play(game, "pink-2").area == A_PROBLEM
    assert game.state.players[ALICE].tokens == 5


def test_EO196_spell_showdown_an_event_on_top_goes_into_the_hand(later_scene):
    for top, kept in (("event-main", True), ("orange-2", False)):
        s = with_problem(later_scene, "EO196", owner=ALICE)
        # the trigger resolves at the start of the Draw step, before the draw (601.2a, 605.1)
        s.deck(ALICE, top, "orange-1")
        game = later_scene.settle(s.game(at="start"))
        assert f"Alice reveals {s.pool[top].name}" in trace_text(game)
        if kept:
            assert ids(game, Zone.HAND, ALICE) == ["event-main", "orange-1"]
        else:  # not an Event: it stays on top of the deck (410.6), and is drawn
            assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
            assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


def test_EO205_double_diamond_enters_with_counters_and_trades_one_to_exhaust(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (dd,) = s.hand(ALICE, "EO205")
    game = play(later_scene, s.game(), dd, B_PROBLEM)
    me = in_play(game, "EO205")
    assert me.counter("+1 power") == 2
    game = activate(later_scene, game, me.iid, 1)
    assert game.state.cards[foe].exhausted
    assert game.state.cards[me.iid].counter("+1 power") == 1


def test_EO207_discord_chaos_banishes_a_friend_and_puts_it_back(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("EO207",), ("orange-1",))
    game = later_scene.settle(game, prefer=(foe,))
    assert foe not in game.state.play  # banished, then put into play: a new object (410.6)
    assert in_play(game, "orange-2").area == B_HOME


def test_EO207_discord_entering_at_a_problem_sends_an_opposing_character_there_home(
    later_scene,
):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    away = s.put("orange-1", BOB, A_PROBLEM)
    (discord,) = s.hand(ALICE, "EO207")
    game = play(later_scene, s.game(tokens=(10, 0)), discord, B_PROBLEM)
    assert game.state.cards[foe].area == B_HOME
    assert game.state.cards[away].area == A_PROBLEM


def test_EO211_applejack_flips_one_more_and_opponents_cant_play_cards(later_scene):
    s = later_scene()
    s.put("EO211", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (cheer,) = s.hand(BOB, "event-faceoff")
    game = challenge(s, tm, ("orange-1", "orange-1"), ("orange-1",))
    assert PlayCard(BOB, cheer) not in game.legal_choices()
    game = later_scene.settle(game)
    assert trace_text(game).count("Alice flips") == 2
    assert cheer in game.state.players[BOB].hand


def test_EO216_the_cutie_map_moves_characters_at_home_to_the_new_problem(later_scene):
    s = later_scene()
    cutie = s.put("EO216", ALICE, A_HOME)
    home = [s.put("orange-1", ALICE, A_HOME) for _ in range(2)]
    solving_bobs_problem(s, "spare")
    game = later_scene.settle(s.game(at="score"), prefer=home)
    assert cutie not in game.state.play and "EO216" in ids(game, Zone.DISCARD, ALICE)
    assert all(game.state.cards[c].area == B_PROBLEM for c in home)


def test_EO162_saving_the_day_first_event_each_turn_costs_one_less(later_scene):
    s = later_scene()
    s.put("EO162", ALICE, A_PROBLEM, attached_to=s.board.problem[ALICE])
    first, second = s.hand(ALICE, "EO215", "EO215")  # Burst of Strength: cost 2
    s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(10, 10))
    game = play(later_scene, game, first)
    assert game.state.players[ALICE].tokens == 10 - 1
    game = play(later_scene, game, second)  # not the first Event this turn: full cost
    assert game.state.players[ALICE].tokens == 10 - 1 - 2


def test_EO162_saving_the_day_to_a_minimum_of_one(later_scene):
    s = later_scene()
    s.put("EO162", ALICE, A_PROBLEM, attached_to=s.board.problem[ALICE])
    (plan,) = s.hand(ALICE, "event-main")  # cost 1: stays 1
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(tokens=(10, 10)), plan)
    assert game.state.players[ALICE].tokens == 9


def test_EO163_singing_barrel_colours_the_mane_and_returns_a_pony_tone_friend(later_scene):
    s = later_scene()
    (barrel,) = s.hand(ALICE, "EO163")
    game = s.game()
    mane = s.board.mane[ALICE]
    before = {c.value for c in game.colours(mane)}
    game = play(later_scene, game, barrel)  # the first colour offered: blue
    assert before == {"orange"}
    assert {c.value for c in game.colours(mane)} == {"orange", "blue"}
    assert "gets the colour blue until the end of the turn" in trace_text(game)
    s = later_scene()
    barrel = s.put("EO163", ALICE, A_HOME)
    tone = s.put("EO212", ALICE, A_PROBLEM)  # Rarity, Soprano: a Pony Tone Friend
    game = activate(later_scene, s.game(), barrel, 1)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["EO163", "EO212"]
    assert tone not in game.state.play and barrel not in game.state.play


def test_EO176_rainbow_dash_total_grinch_moves_an_opposing_character_as_defeated(later_scene):
    s = later_scene()
    strong_at(s, B_PROBLEM)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    grinch = s.put("EO176", BOB, B_PROBLEM)
    game = challenge(s, grinch, ("orange-1",), ("orange-1",))
    game = later_scene.settle(game, prefer=(mine, A_PROBLEM))
    assert "EO176" in ids(game, Zone.DISCARD, BOB)  # defeated (514.5a)
    assert game.state.cards[mine].area == A_PROBLEM  # moved by Bob, its controller


def test_EO177_rover_keeps_one_of_its_controllers_flipped_cards(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    rover = s.put("EO177", BOB, B_PROBLEM)
    game = challenge(s, rover, ("orange-1",), ("pink-2",))
    game = later_scene.settle(game)
    assert "pink-2" in ids(game, Zone.HAND, BOB)
    assert "pink-2" not in ids(game, Zone.DRAW_DECK, BOB)
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "orange-1"  # Alice's: to the bottom (514.6)


def test_EO178_the_smooze_gets_a_counter_as_it_is_uncovered(later_scene):
    s = later_scene()
    smooze = s.put("EO178", ALICE, B_PROBLEM, face_down=True)
    game = until(s.game(at="troublemaker"), lambda g: g.state.phase == "Main")
    assert not game.state.cards[smooze].face_down
    assert game.state.cards[smooze].counter("+1 power") == 1


def test_EO206_party_favor_looks_at_that_problem_deck_then_replaces_its_problem(later_scene):
    s = later_scene()
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare", "EO185")
    (favor,) = s.hand(ALICE, "EO206")
    game = play(later_scene, s.game(), favor, B_PROBLEM)
    # that Problem deck: the deck of the Problem it entered play at, Bob's
    assert "Alice looks at the top 2 cards of Bob's Problem deck" in trace_text(game)
    assert sorted(ids(game, Zone.PROBLEM_DECK, BOB)) == ["EO185", "spare"]
    s = later_scene()
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    favor = s.put("EO206", ALICE, B_PROBLEM)
    others = [s.put("orange-1", ALICE, B_PROBLEM) for _ in range(2)]
    game = s.game()
    game.apply(ActivateAbility(ALICE, favor, 1, using=(favor, *others)))
    game = later_scene.settle(game)
    assert in_play(game, "spare").area == B_PROBLEM  # the old one replaced (613.2)
    assert all(game.state.cards[c].area == A_HOME for c in others)  # sent home (613.2)


def test_EO209_philomena_an_opponent_ends_their_turn_with_at_most_two_tokens(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO209", ALICE, A_HOME)
    game = until(s.game(at="end", tokens=(6, 7)), lambda g: g.state.turn_player == ALICE)
    assert "Bob loses 5 action tokens" in trace_text(game)
    s = later_scene()  # Alice's own turn: nothing
    s.put("EO209", ALICE, A_HOME)
    game = until(s.game(at="end", tokens=(6, 7)), lambda g: g.state.turn_player == BOB)
    assert "loses" not in trace_text(game)


def test_EO192_mob_mentality_opponents_flip_one_fewer_while_outnumbered_here(later_scene):
    for bobs, bob_flips in ((1, 0), (2, 1)):
        s = with_problem(later_scene, "EO192", owner=ALICE)
        s.put("orange-3", ALICE, A_PROBLEM)
        s.put("orange-1", ALICE, A_PROBLEM)
        for _ in range(bobs):
            s.put("orange-1", BOB, A_PROBLEM)
        tm = s.put("tm-2", BOB, A_PROBLEM)
        game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
        # Alice challenges (514.2a); Bob, the opponent of the Problem's controller, flips
        # none while Alice has more characters there (2 against 1), one on a tie
        assert trace_text(game).count("Bob flips") == bob_flips
        assert trace_text(game).count("Alice flips") == 1


def test_EO212_rarity_soprano_played_in_a_faceoff_and_an_opponent_swaps_a_card(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    rarity, plain = s.hand(ALICE, "EO212", "pink-2")
    (plan,) = s.hand(BOB, "event-main")
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    assert game.state.faceoff is not None
    # a Friend without it is played in the Main Phase only (609.2a)
    assert "Hasty (512.5)" in game.why_not(PlayCard(ALICE, plain, A_HOME))
    game.apply(PlayCard(ALICE, rarity, A_HOME))  # Immediate, in a faceoff (512.5)
    assert options(game) == ["your hand", "an opponent's hand"]
    game.apply(ChooseOption(ALICE, "an opponent's hand"))
    game = later_scene.settle(game, prefer=(plan,))
    assert ids(game, Zone.DISCARD, BOB)[:1] == ["event-main"]
    assert "Bob draws" in trace_text(game)


def test_EO212_rarity_soprano_your_own_hand(later_scene):
    s = later_scene()
    rarity, spare = s.hand(ALICE, "EO212", "orange-2")
    s.deck(ALICE, "pink-2")
    game = s.game()
    game.apply(PlayCard(ALICE, rarity, A_HOME))
    game.apply(ChooseOption(ALICE, "your hand"))
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]


def test_EO180_twittermites_three_more_while_an_opponent_leads(later_scene):
    printed = later_scene().pool["EO180"].power
    for points, power in (((3, 0), printed + 3), ((0, 0), printed), ((2, 2), printed)):
        s = later_scene()
        tm = s.put("EO180", BOB, B_PROBLEM)
        assert s.game(points=points).power(tm) == power
    # the view follows the points as they are scored (517.2)
    s = later_scene()
    tm = s.put("EO180", BOB, B_PROBLEM)
    strong_at(s, A_PROBLEM)
    s.deck(BOB, "orange-1")
    game = s.game()  # the Main Phase: Alice confronts her Problem next (611)
    assert game.power(tm) == printed
    game = until(game, lambda g: g.state.players[ALICE].points > 0)
    assert game.power(tm) == printed + 3


def test_EO180_twittermites_flipped_by_the_player_behind_gets_three(later_scene):
    for points, bonus in (((0, 3), 3), ((3, 0), 0)):
        s = later_scene()
        s.put("orange-1", ALICE, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        s.deck(ALICE, "EO180")
        s.deck(BOB, "orange-1")
        game = s.game(at="challenge", points=points)
        game.apply(Challenge(ALICE, tm))
        game = later_scene.settle(game)
        printed = s.pool["EO180"].power
        assert "flipped Twittermites, Little Powerhouses #" in trace_text(game)
        assert f"Alice {1 + printed + bonus} (" in trace_text(game)


def test_EO183_cult_of_personality_one_more_per_colour_among_a_players_characters(later_scene):
    s = with_problem(later_scene, "EO183", owner=BOB)
    s.put("orange-pink-2", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("blue-2", ALICE, B_PROBLEM)  # Alice: orange, pink and blue
    s.put("pink-2", BOB, B_PROBLEM)  # Bob: pink
    s.put("V-WH-F330", ALICE, A_PROBLEM)  # not here
    view = s.game()._table.view()
    assert view.confront_extra.get((B_PROBLEM, ALICE)) == 3
    assert view.confront_extra.get((B_PROBLEM, BOB)) == 1


def test_EO173_double_diamond_no_main_phase_draws_with_four_cards_in_hand(later_scene):
    s = later_scene()
    s.put("EO173", BOB, B_PROBLEM)
    s.hand(ALICE, "orange-1", "orange-1", "orange-1", "orange-1")
    s.deck(ALICE, "pink-2", "pink-2")
    game = s.game()
    why = game.why_not(DrawAction(ALICE))
    assert "Double Diamond, Starlight's Lackey" in why and "can't draw cards now" in why
    s = later_scene()
    s.put("EO173", BOB, B_PROBLEM)
    s.hand(ALICE, "orange-1", "orange-1", "orange-1")  # three: Alice may draw
    s.deck(ALICE, "pink-2", "pink-2")
    game = s.game()
    game.apply(DrawAction(ALICE))
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_EO173_double_diamond_an_effect_draw_in_the_main_phase_does_not_happen(later_scene):
    s = later_scene()
    s.put("EO173", BOB, B_PROBLEM)
    friend, *_ = s.hand(ALICE, "PR37", "orange-1", "orange-1", "orange-1", "orange-1")
    s.deck(ALICE, "pink-2")
    # "When you play this card, draw a card" with four cards left in hand
    game = play(later_scene, s.game(), friend, A_HOME)
    assert "Alice can't draw: Double Diamond" in trace_text(game)
    assert "pink-2" not in ids(game, Zone.HAND, ALICE)
    # the Ready Phase's draw is not in the Main Phase (605.1)
    s = later_scene()
    s.put("EO173", BOB, B_PROBLEM)
    s.hand(ALICE, "orange-1", "orange-1", "orange-1", "orange-1")
    s.deck(ALICE, "pink-2")
    game = later_scene.settle(s.game(at="start"))
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_EO214_tree_hugger_opposing_troublemakers_dont_prevent_confronting(later_scene):
    for hugger, confronts in ((True, True), (False, False)):
        s = later_scene()
        strong_at(s, B_PROBLEM)
        if hugger:
            s.put("EO214", ALICE, B_PROBLEM)
        s.put("tm-2", BOB, B_PROBLEM)  # face-up and opposing (611.3e)
        game = later_scene.settle(s.game(at="score"))
        text = trace_text(game)
        assert ("Alice confronts Problem Easy [problem:1]" in text) is confronts
        if not confronts:
            assert "is an opposing face-up Troublemaker there (611.3e)" in text


def test_EO214_tree_hugger_only_its_controller_and_only_its_problem(later_scene):
    s = later_scene(turn_player=BOB)
    strong_at(s, A_PROBLEM)  # Alice's strong Friends there: Bob too
    for _ in range(3):
        s.put("V-OR-F540", BOB, A_PROBLEM)
    s.put("EO214", ALICE, A_PROBLEM)
    s.put("tm-2", ALICE, A_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert "Bob does not confront" in trace_text(game)
    s = later_scene()
    strong_at(s, B_PROBLEM)
    s.put("EO214", ALICE, A_PROBLEM)  # at another Problem
    s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts Problem Easy [problem:1]" not in trace_text(game)
