"""Equestrian Odysseys scripts, EO92-EO154: one scenario per card, position -> choices ->
result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import PassPriorityFor, activate, challenge, in_play, play, when_offered

from engine import Zone
from engine.choices import (
    Accept,
    ChooseCard,
    ChooseOption,
    Decline,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    p = game.state.players[player]
    held = {Zone.HAND: p.hand, Zone.DISCARD: p.discard, Zone.DRAW_DECK: p.deck}[zone]
    return [game.state.cards[i].card_id for i in held]


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


# --- Friends -----------------------------------------------------------------------------------
def test_EO92_sunshower_looks_at_a_face_down_troublemaker(later_scene):
    s = later_scene()
    hidden = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    (friend,) = s.hand(ALICE, "EO92")
    game = play(later_scene, s.game(), friend, A_HOME)
    text = trace_text(game)
    assert "Sunshower" in text and "looks at" in text
    assert game.state.cards[hidden].face_down


def test_EO94_shining_armor_gains_a_token_when_its_player_wins_a_troublemaker_faceoff(
    later_scene,
):
    s = later_scene()
    s.put("EO94", ALICE, A_HOME)  # not involved: "a Troublemaker faceoff" is any
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
    game = later_scene.settle(game)
    assert "Shining Armor" in trace_text(game)
    assert game.state.players[ALICE].tokens == 10 + 1


def test_EO94_nothing_when_the_troublemaker_wins(later_scene):
    s = later_scene()
    s.put("EO94", ALICE, A_HOME)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-3",))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 10


def test_EO97_bon_bon_gets_power_when_an_opposing_friend_enters_play_here(later_scene):
    s = later_scene(turn_player=BOB)
    bonbon = s.put("EO97", ALICE, B_PROBLEM)
    (theirs, elsewhere) = s.hand(BOB, "orange-1", "pink-2")
    game = s.game()
    base = game.power(bonbon)
    game = play(later_scene, game, elsewhere, A_PROBLEM, player=BOB)
    assert game.power(bonbon) == base  # at another Problem: not here
    game = play(later_scene, game, theirs, B_PROBLEM, player=BOB)
    assert game.power(bonbon) == base + 1


def test_EO98_golden_harvest_counters_on_each_other_friend_here(later_scene):
    s = later_scene()
    here = s.put("orange-1", ALICE, A_PROBLEM)
    here2 = s.put("pink-2", ALICE, A_PROBLEM)
    home = s.put("orange-2", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    (harvest,) = s.hand(ALICE, "EO98")
    game = play(later_scene, s.game(), harvest, A_PROBLEM)
    assert game.power(here) == 2 and game.power(here2) == 3
    assert game.power(home) == 2 and game.power(foe) == 1  # not here; not Alice's
    harvest_now = in_play(game, "EO98")
    assert not harvest_now.counters  # "other" Friends only


def test_EO99_luna_lends_diligent_to_her_other_friends_here(later_scene):
    s = later_scene()
    s.put("EO99", ALICE, B_PROBLEM)
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    away = s.put("orange-2", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
    game = later_scene.settle(game)
    assert "Diligent 1" in trace_text(game)
    assert game.power(mine) == 3 + 1  # one +1 power counter (glossary: Diligent)
    assert game.power(away) == 2


def test_EO100_snips_and_snails_cant_be_frightened_and_uncovers_here(later_scene):
    s = later_scene()
    snips = s.put("EO100", ALICE, B_PROBLEM)
    hidden = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    other = s.put("tm-3", BOB, A_PROBLEM, face_down=True)
    game = s.game()
    assert snips in game._table.view().cant_frighten
    game = activate(later_scene, game, snips, index=1)  # its second paragraph
    assert game.state.cards[snips].exhausted
    assert not game.state.cards[hidden].face_down  # uncovered (607.3)
    assert game.state.cards[other].face_down  # not here


def test_EO101_toe_tapper_draws_three_then_discards_one(later_scene):
    s = later_scene()
    (tapper,) = s.hand(ALICE, "EO101")
    s.deck(ALICE, "orange-1", "pink-2", "orange-2")
    game = s.game()
    game = play(later_scene, game, tapper, A_HOME)
    assert len(game.state.players[ALICE].hand) == 2  # drew 3, discarded 1
    assert len(ids(game, Zone.DISCARD, ALICE)) == 1


def test_EO101_declined_draw_discards_nothing(later_scene):
    s = later_scene()
    (tapper,) = s.hand(ALICE, "EO101")
    (kept,) = s.hand(ALICE, "pink-2")
    s.deck(ALICE, "orange-1", "pink-2", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, tapper, A_HOME))
    game = later_scene.settle(game, accept=False)
    assert game.state.players[ALICE].hand == [kept]
    assert ids(game, Zone.DISCARD, ALICE) == []


def test_EO103_bulk_biceps_dismisses_then_returns_a_card_as_it_leaves(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "pink-3")
    (bulk,) = s.hand(ALICE, "EO103")
    game = play(later_scene, s.game(), bulk, A_HOME, prefer=[foe])
    assert foe not in game.state.cards or game.state.cards[foe].zone is not Zone.PLAY
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_EO103_bulk_biceps_leaving_play_returns_a_card_from_the_discard_pile(later_scene):
    s = later_scene()
    bulk = s.put("EO103", ALICE, A_HOME)
    (back,) = s.board.add(Zone.DISCARD, ALICE, "pink-3")
    (tones,) = s.hand(ALICE, "EO135")  # Rolling Tones: "Immediate: Dismiss a Friend."
    game = play(later_scene, s.game(), tones, prefer=[bulk, back])
    assert "Bulk Biceps" in trace_text(game) and bulk not in game.state.play
    assert "pink-3" in ids(game, Zone.HAND, ALICE)
    assert "EO103" in ids(game, Zone.DISCARD, ALICE)


def test_EO104_featherweight_draws_when_an_opponent_moves_a_character(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO104", ALICE, A_HOME)
    mover = s.put("orange-1", BOB, B_HOME)
    s.deck(ALICE, "pink-2")
    game = s.game()
    game.apply(MoveCharacter(BOB, mover, B_PROBLEM))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]
    assert "Featherweight" in trace_text(game)


def test_EO106_cratus_retires_a_critter_here_to_score_an_additional_point(later_scene):
    s = later_scene()
    s.put("EO106", ALICE, B_PROBLEM)
    critter = s.put("critter-1", ALICE, B_PROBLEM)
    for _ in range(3):
        s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"), prefer=[critter])
    assert "critter-1" in ids(game, Zone.DISCARD, ALICE)
    assert "Cratus" in trace_text(game)
    assert game.state.players[ALICE].points == 1 + 1  # the confront point and the extra one


def test_EO107_davenport_opponents_pay_one_more_for_friends_with_3_printed_power(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO107", ALICE, A_HOME)
    big, small = s.hand(BOB, "pink-3", "pink-2")
    game = s.game()
    game = play(later_scene, game, big, B_HOME, player=BOB)
    assert game.state.players[BOB].tokens == 10 - 2 - 1
    game = play(later_scene, game, small, B_HOME, player=BOB)
    assert game.state.players[BOB].tokens == 7 - 2


def test_EO108_opalescence_opponents_pay_one_more_during_faceoffs(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO108", ALICE, A_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    (cheer,) = s.hand(BOB, "event-faceoff")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    from engine.choices import Challenge

    game.apply(Challenge(BOB, tm))
    game = when_offered(game, PlayCard(BOB, cheer, None))
    assert game.state.players[BOB].tokens == 10 - 1 - 1


def test_EO109_the_smooze_banishes_a_non_friend_from_a_discard_pile(later_scene):
    s = later_scene()
    smooze = s.put("EO109", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, BOB, "orange-2", "event-main")
    game = s.game()
    base = game.power(smooze)
    game = activate(later_scene, game, smooze)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]  # the Friend stays
    assert game.state.players[ALICE].tokens == 10 - 1
    assert game.power(smooze) == base + 1


# --- Events ------------------------------------------------------------------------------------
def test_EO110_apples_to_the_core_raises_a_problems_requirements(later_scene):
    s = later_scene()
    s.put("orange-2", ALICE, B_PROBLEM)  # 2 power: meets "easy" (1) but not 2 more
    (event,) = s.hand(ALICE, "EO110")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    assert options(game) == [
        "increase a Problem's confront requirements by 2",
        "exhaust a character",
        "an opponent discards a card and you draw a card",
    ]
    game.apply(ChooseOption(ALICE, "increase a Problem's confront requirements by 2"))
    game = later_scene.settle(game, prefer=[s.board.problem[BOB]])
    assert "needs +2 power to confront" in trace_text(game)
    game = later_scene.settle(game)  # on to the Score Phase: no confront
    while game.state.turn_player == ALICE and game.current_decision() is not None:
        game.apply(game.legal_choices()[0])
        game = later_scene.settle(game)
    assert game.state.players[ALICE].points == 0


def test_EO110_an_opponent_discards_and_you_draw(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO110")
    s.hand(BOB, "pink-2")
    s.deck(ALICE, "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game.apply(ChooseOption(ALICE, "an opponent discards a card and you draw a card"))
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["pink-2"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]


def test_EO112_barrel_through_flips_an_additional_card_only_during_a_faceoff(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO112")
    game = challenge(s, tm, alice_flips=("orange-1", "orange-3"), bob_flips=("orange-1",))
    game = when_offered(game, PlayCard(ALICE, event, None))
    game = later_scene.settle(game)
    assert "EO112" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.players[ALICE].points == 1  # 1 + 1 + 3 beats 2 + 1: Timberwolf defeated


def test_EO112_outside_a_faceoff_nothing_is_flipped(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO112")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), event)
    assert "no faceoff is in progress" in trace_text(game)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


def test_EO117_dizzy_spell_returns_a_friend_then_its_owner_discards(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO117")
    game = play(later_scene, s.game(), event, prefer=[foe])
    assert foe not in game.state.play
    # Orange 2 went to Bob's hand; it is his only card: he discards it
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"] and ids(game, Zone.HAND, BOB) == []


def test_EO120_extreme_sledding_moves_up_to_two_of_your_characters(later_scene):
    s = later_scene()
    first = s.put("orange-1", ALICE, A_HOME)
    second = s.put("pink-2", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    (event,) = s.hand(ALICE, "EO120")
    game = play(later_scene, s.game(), event, prefer=[first, second, B_PROBLEM])
    assert "moves from Alice's home" in trace_text(game)
    assert game.state.cards[first].area == B_PROBLEM
    assert game.state.cards[second].area == B_PROBLEM
    assert game.state.cards[foe].area == B_HOME


def test_EO121_find_the_music_puts_a_small_friend_into_play_from_the_discard(later_scene):
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "pink-2", "orange-1")
    (event,) = s.hand(ALICE, "EO121")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game.apply(
        ChooseOption(ALICE, "put a Friend with printed power 1 or less into play from your discard")
    )
    game = later_scene.settle(game)
    assert in_play(game, "orange-1").area == A_HOME
    assert ids(game, Zone.DISCARD, ALICE).count("pink-2") == 1  # 2 power: not chosen


def test_EO121_each_opponent_loses_two(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO121")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    # no Friend with printed power 1 or less in Alice's discard pile: not offered (705.2f)
    assert len(options(game)) == 2
    game.apply(ChooseOption(ALICE, "each opponent loses 2"))
    game = later_scene.settle(game)
    assert game.state.players[BOB].tokens == 10 - 2


def test_EO122_heroic_leap_gives_an_involved_character_two_power(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO122")
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
    game = when_offered(game, PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=[mine])
    assert "EO122" in ids(game, Zone.DISCARD, ALICE)
    assert "gets +2 power until the end of the faceoff" in trace_text(game)
    assert game.state.players[ALICE].points == 2  # 1 + 2 + 3 beats 3 + 1: Timberwolf (2)


def test_EO123_ill_fly_gives_two_power_or_moves_a_friend(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "EO123")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    assert options(game) == [
        "a character gets +2 power",
        "look at the top 5 cards of your deck",
        "move a Friend",
    ]
    game.apply(ChooseOption(ALICE, "a character gets +2 power"))
    game = later_scene.settle(game, prefer=[mine])
    assert game.power(mine) == 3


def test_EO124_interdimensional_portal_banishes_and_returns_a_friend(later_scene):
    s = later_scene()
    tired = s.put("orange-2", ALICE, B_PROBLEM, exhausted=True)
    (event,) = s.hand(ALICE, "EO124")
    game = play(later_scene, s.game(), event, prefer=[tired])
    back = in_play(game, "orange-2")
    assert back.iid != tired and back.area == A_HOME and not back.exhausted  # a new card
    assert "is banished" in trace_text(game)


def test_EO125_lie_low_returns_an_opposing_friend(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO125")
    game = play(later_scene, s.game(), event)
    assert foe not in game.state.play and mine in game.state.play
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]


def test_EO126_make_this_castle_a_home_banishes_a_printed_two(later_scene):
    s = later_scene()
    two = s.put("orange-2", BOB, B_PROBLEM, counters={"+1 power": 1})  # 3, printed 2
    three = s.put("pink-3", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO126")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    # no Resource in Alice's discard pile: that mode is not offered (705.2f)
    assert options(game) == ["draw 2 cards", "banish a Friend with printed power of 2"]
    game.apply(ChooseOption(ALICE, "banish a Friend with printed power of 2"))
    game = later_scene.settle(game)
    assert two not in game.state.play and three in game.state.play


def test_EO127_makeover_adds_a_colour_until_the_end_of_the_turn(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "EO127")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=[mine])
    colours = {c.value for c in game.colours(mine)}
    assert "orange" in colours and len(colours) == 2
    assert game.power(mine) == 2


def test_EO128_napcakes_puts_a_small_friend_on_its_owners_deck(later_scene):
    s = later_scene()
    big = s.put("pink-3", BOB, B_PROBLEM)
    small = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO128")
    game = play(later_scene, s.game(), event)
    assert small not in game.state.play and big in game.state.play
    assert ids(game, Zone.DRAW_DECK, BOB)[0] == "orange-2"


def test_EO131_party_of_one_banishes_every_other_friend(later_scene):
    s = later_scene()
    kept = s.put("pink-3", ALICE, B_PROBLEM)
    mine = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO131")
    game = play(later_scene, s.game(), event, prefer=[kept])
    assert kept in game.state.play
    assert mine not in game.state.play and foe not in game.state.play
    banished = [game.state.cards[i].card_id for i in game.state.players[BOB].banished]
    assert banished == ["orange-2"]
    assert any(c.card_id == "V-OR-F330" for c in game.state.in_play()) is False  # supply too


def test_EO132_ponyville_emergency_moves_up_to_two_opposing_characters(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO132")
    game = play(later_scene, s.game(), event, prefer=[foe, B_HOME])
    assert game.state.cards[foe].area != B_PROBLEM
    assert game.state.cards[mine].area == B_PROBLEM


def test_EO133_puppet_show_opponents_need_two_more_power_there(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO133")
    game = play(later_scene, s.game(), event, prefer=[s.board.problem[ALICE]])
    assert "Bob needs +2 power to confront" in trace_text(game)
    assert "Alice needs" not in trace_text(game)


def test_EO134_read_the_manual_gains_five_and_is_banished(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO134")
    game = play(later_scene, s.game(), event)
    assert game.state.players[ALICE].tokens == 10 - s.pool["EO134"].cost + 5
    assert "EO134" not in ids(game, Zone.DISCARD, ALICE)
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].banished] == ["EO134"]


def test_EO135_rolling_tones_dismisses_a_friend(later_scene):
    s = later_scene()
    s.put("orange-2", ALICE, B_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO135")
    game = play(later_scene, s.game(), event, prefer=[foe])
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_EO136_scope_things_out_draws_four_and_puts_three_back(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO136")
    s.deck(ALICE, "orange-1", "pink-2", "orange-2", "pink-3", "blue-2")
    game = play(later_scene, s.game(), event)
    assert len(game.state.players[ALICE].hand) == 1
    assert len(game.state.players[ALICE].deck) == 1 + 3
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "blue-2"  # the undrawn card stays under


def test_EO138_special_beam_cannon_banishes_a_resource(later_scene):
    s = later_scene()
    charm = s.put("resource-1", BOB, B_HOME)
    (event,) = s.hand(ALICE, "EO138")
    game = play(later_scene, s.game(), event)
    assert charm not in game.state.play
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].banished] == ["resource-1"]


def test_EO139_splash_attack_turns_a_troublemaker_face_down(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO139")
    game = play(later_scene, s.game(), event)
    (now,) = [c for c in game.state.in_play() if c.card_id == "tm-2"]
    assert now.face_down and now.iid != tm  # a new card (410.6)


def test_EO140_training_montage_counts_your_other_friends_at_its_problem(later_scene):
    s = later_scene()
    star = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    s.put("pink-2", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)  # not Alice's
    s.put("pink-3", ALICE, A_PROBLEM)  # not at its Problem
    (event,) = s.hand(ALICE, "EO140")
    game = play(later_scene, s.game(), event, prefer=[star])
    assert game.power(star) == 1 + 2


def test_EO140_a_friend_at_home_gets_nothing(later_scene):
    s = later_scene()
    star = s.put("orange-1", ALICE, A_HOME)
    s.put("orange-2", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "EO140")
    game = play(later_scene, s.game(), event, prefer=[star])
    assert game.power(star) == 1


# --- Resources ---------------------------------------------------------------------------------
def test_EO142_acrobatics_act_draws_at_the_end_of_your_turn(later_scene):
    s = later_scene()
    s.put("EO142", ALICE, A_HOME)
    s.deck(ALICE, "pink-2")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    for _ in range(40):
        if game.state.turn_player == BOB:
            break
        game.apply(game.legal_choices()[0])
        game = later_scene.settle(game)
    assert "Acrobatics Act" in trace_text(game)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_EO142_retired_when_an_opponent_confronts_a_problem(later_scene):
    s = later_scene(turn_player=BOB)
    act = s.put("EO142", ALICE, A_HOME)
    s.put("orange-2", BOB, A_PROBLEM)  # meets "easy": Bob confronts Alice's Problem
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert act not in game.state.play
    assert "EO142" in ids(game, Zone.DISCARD, ALICE)


def test_EO143_appleoosa_protects_your_friends_with_four_power(later_scene):
    s = later_scene()
    s.put("EO143", ALICE, A_HOME)
    big = s.put("V-OR-F540", ALICE, B_PROBLEM)
    small = s.put("orange-3", ALICE, B_PROBLEM)
    theirs = s.put("V-OR-F540", BOB, B_PROBLEM)
    view = s.game()._table.view()
    assert big in view.cant_frighten and big in view.cant_dismiss
    assert small not in view.cant_frighten and small not in view.cant_dismiss
    assert theirs not in view.cant_dismiss


def test_EO144_assault_pie_dismisses_an_opposing_friend_in_the_faceoff(later_scene):
    s = later_scene()
    host = s.put("orange-3", ALICE, B_PROBLEM)
    pie = s.put("EO144", ALICE, B_PROBLEM, attached_to=host)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    for _ in range(2):
        s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"), prefer=[foe])
    text = trace_text(game)
    assert "Assault Pie" in text
    assert pie not in game.state.play and "EO144" in ids(game, Zone.DISCARD, ALICE)
    assert "orange-2" in ids(game, Zone.DISCARD, BOB)


def test_EO148_conductors_baton_your_cheap_friends_have_one_more_power(later_scene):
    s = later_scene()
    s.put("EO148", ALICE, A_HOME)
    cheap = s.put("orange-2", ALICE, A_HOME)  # cost 2
    dear = s.put("orange-3", ALICE, A_HOME)  # cost 3
    theirs = s.put("pink-2", BOB, B_HOME)
    game = s.game()
    assert game.power(cheap) == 3 and game.power(dear) == 3 and game.power(theirs) == 2


def test_EO152_fake_star_swirl_beard_power_when_you_play_an_event(later_scene):
    s = later_scene()
    host = s.put("orange-2", ALICE, A_HOME)
    s.put("EO152", ALICE, A_HOME, attached_to=host)
    (event,) = s.hand(ALICE, "event-main")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), event)
    assert "Fake Star Swirl Beard" in trace_text(game)
    assert game.power(host) == 4


def test_EO154_griffonstone_retired_may_pay_to_dismiss_a_friend_here(later_scene):
    s = later_scene()
    s.put("EO154", BOB, B_PROBLEM, attached_to=s.board.problem[BOB])
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    # Alice confronts Bob's Problem; Bob retires Griffonstone instead (Vexing), then pays
    game = later_scene.settle(s.game(at="score"))
    text = trace_text(game)
    assert "Griffonstone" in text
    assert mine not in game.state.play and "orange-3" in ids(game, Zone.DISCARD, ALICE)
    assert "Bob pays 1 (Griffonstone, 508.1)" in text
    assert game.state.players[ALICE].points == 0


def test_EO105_cadance_searches_for_a_friend_with_the_same_name(later_scene):
    s = later_scene()
    cadance = s.put("EO105", ALICE, A_HOME)
    _, twin, _ = s.deck(ALICE, "pink-2", "orange-2", "orange-1")
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO135")  # Rolling Tones: "Immediate: Dismiss a Friend."
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game.apply(ChooseCard(ALICE, mine))
    game.apply(Accept(ALICE))  # exhaust Cadance
    # the search offers the Friend with the same name only (201.1), or failing to find
    assert game.legal_choices() == [ChooseCard(ALICE, twin), Decline(ALICE)]
    game = later_scene.settle(game, prefer=[twin])
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.cards[cadance].exhausted
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]  # the same name, from the deck
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-1", "pink-2"]


def test_EO105_not_for_an_opponents_friend(later_scene):
    s = later_scene()
    cadance = s.put("EO105", ALICE, A_HOME)
    s.deck(ALICE, "orange-2")
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO135")
    game = play(later_scene, s.game(), event, prefer=[foe])
    assert "orange-2" in ids(game, Zone.DISCARD, BOB)
    assert not game.state.cards[cadance].exhausted
    assert ids(game, Zone.HAND, ALICE) == []


def test_EO115_cleaning_up_banishes_one_chosen_card_and_returns_the_other(later_scene):
    s = later_scene()
    (theirs,) = s.board.add(Zone.DISCARD, BOB, "pink-3")
    (mine, _) = s.board.add(Zone.DISCARD, ALICE, "orange-2", "event-main")
    (event,) = s.hand(ALICE, "EO115")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game.apply(ChooseCard(ALICE, theirs))
    game.apply(ChooseCard(ALICE, mine))
    # which one is banished: one of the two chosen only
    assert set(game.legal_choices()) == {ChooseCard(ALICE, theirs), ChooseCard(ALICE, mine)}
    game.apply(ChooseCard(ALICE, theirs))
    game = later_scene.settle(game)
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].banished] == ["pink-3"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]  # the other, to its owner's hand
    assert "event-main" in ids(game, Zone.DISCARD, ALICE)  # not chosen: stays


def test_EO141_a_stern_talking_to_is_vexing(
    later_scene,
):
    s = later_scene()
    talk = s.put("EO141", BOB, B_PROBLEM, attached_to=s.board.problem[BOB])
    s.put("orange-3", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    assert talk not in game.not_automated()  # its replacement is scripted too (EO141)
    game = later_scene.settle(game)  # Bob retires it instead of Alice confronting (Vexing)
    assert talk not in game.state.play and "EO141" in ids(game, Zone.DISCARD, BOB)
    assert game.state.players[ALICE].points == 0


def test_EO102_trouble_shoes_counters_for_the_combined_power_retired(later_scene):
    s = later_scene()
    big = s.put("orange-2", ALICE, A_PROBLEM, counters={"+1 power": 1})  # 3 power as it leaves
    small = s.put("orange-1", ALICE, A_HOME)
    kept = s.put("pink-2", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_HOME)
    (shoes,) = s.hand(ALICE, "EO102")
    game = s.game()
    game.apply(PlayCard(ALICE, shoes, A_HOME))
    offered = {getattr(c, "card", None) for c in game.legal_choices()}
    assert foe not in offered and big in offered  # only Friends Alice controls (410.2)
    game.apply(ChooseCard(ALICE, big))
    game.apply(ChooseCard(ALICE, small))
    game.apply(Decline(ALICE))  # no more
    game = later_scene.settle(game)
    now = in_play(game, "EO102")
    assert big not in game.state.play and small not in game.state.play and kept in game.state.play
    assert game.power(now.iid) == s.pool["EO102"].power + 3 + 1


def test_EO102_declined_retires_nothing(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    (shoes,) = s.hand(ALICE, "EO102")
    game = s.game()
    game.apply(PlayCard(ALICE, shoes, A_HOME))
    game.apply(Decline(ALICE))  # "you may": none retired
    game = later_scene.settle(game)
    assert mine in game.state.play
    assert game.power(in_play(game, "EO102").iid) == s.pool["EO102"].power


def test_EO102_retiring_itself_puts_its_counters_nowhere(later_scene):
    # Trouble Shoes may retire itself among "any number of Friends": the counters are for
    # "this Friend", gone to the discard pile, a new card there (410.6): none are put
    s = later_scene()
    other = s.put("orange-2", ALICE, A_HOME)
    (shoes,) = s.hand(ALICE, "EO102")
    game = s.game()
    game.apply(PlayCard(ALICE, shoes, A_HOME))
    here = in_play(game, "EO102").iid
    game.apply(ChooseCard(ALICE, other))
    game.apply(ChooseCard(ALICE, here))
    game.apply(Decline(ALICE))
    game = later_scene.settle(game)
    assert other not in game.state.play and not any(
        game.state.cards[i].card_id == "EO102" for i in game.state.play
    )
    assert "no such card (410.6)" in trace_text(game)


def test_EO116_cold_wave_exhausts_involved_characters_without_an_accessory(later_scene):
    s = later_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    suited = s.put("orange-2", ALICE, B_PROBLEM)
    s.put("AD124", ALICE, B_PROBLEM, attached_to=suited)  # Bee Suit: an Accessory
    charmed = s.put("pink-2", ALICE, B_PROBLEM)
    s.put("resource-1", ALICE, B_PROBLEM, attached_to=charmed)  # a Resource, no Accessory
    away = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(BOB, "EO116")
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    game = when_offered(game, PlayCard(BOB, event, None))
    game = later_scene.settle(game)
    assert game.state.cards[mine].exhausted and game.state.cards[charmed].exhausted
    assert not game.state.cards[suited].exhausted
    assert not game.state.cards[away].exhausted  # not involved


def test_EO147_cardboard_box_its_character_adds_nothing_to_faceoff_totals(later_scene):
    s = later_scene()
    boxed = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("EO147", BOB, B_PROBLEM, attached_to=boxed)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    # 1 + 1 against 2 + 1: without the box, 3 + 1 + 1 would win
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    game = later_scene.settle(game)
    assert tm in game.state.play and game.state.players[ALICE].points == 0
    (totals,) = [line for line in trace_text(game).splitlines() if "Faceoff totals" in line]
    assert totals.startswith("Faceoff totals: Alice 2 (Orange 1 #") and "Orange 3" not in totals


def test_EO147_its_power_still_counts_for_confronting(later_scene):
    s = later_scene()
    boxed = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("EO147", BOB, B_PROBLEM, attached_to=boxed)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert game.state.players[ALICE].points == 1  # confronted "easy" alone (611.3)


def test_EO96_zecora_banishes_a_friend_which_returns_frightened_at_the_end_of_the_turn(
    later_scene,
):
    s = later_scene()
    foe = s.put("EO98", BOB, B_PROBLEM)  # Golden Harvest: an "enters play" ability
    other = s.put("orange-2", BOB, B_HOME)
    (zecora,) = s.hand(ALICE, "EO96")
    s.deck(BOB, "orange-1", "orange-1")
    game = play(later_scene, s.game(), zecora, A_HOME, prefer=[foe])
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].banished] == ["EO98"]
    game.apply(game.legal_choices()[-1])  # Alice ends her Main Phase
    game = later_scene.settle(game)
    back = in_play(game, "EO98")
    assert back.frightened and back.face_down and back.area == B_HOME
    assert back.controller == BOB
    assert "is put into play frightened" in trace_text(game)
    # face-down as it entered: Golden Harvest's ability did not trigger (505.1)
    assert game.power(other) == 2 and not game.state.cards[other].counters


def test_EO150_daring_do_poster_gains_one_per_face_up_troublemaker_at_turn_start(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO150", ALICE, A_HOME)
    s.put("tm-2", ALICE, A_PROBLEM)
    s.put("tm-3", ALICE, B_PROBLEM)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)  # no abilities face-down (505.1)
    s.put("tm-3", BOB, B_PROBLEM)  # Bob's: not Alice's
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    for _ in range(40):
        if game.state.turn_player == ALICE and "Action step" in trace_text(game):
            break
        game.apply(game.legal_choices()[0])
        game = later_scene.settle(game)
    text = trace_text(game)
    # two face-up Troublemakers of Alice's: [1] for each (the face-down one is uncovered
    # only after the trigger resolves)
    assert "Alice gains 2 action tokens (Daring Do Poster)" in text


def test_EO118_dreamseized_discards_a_card_with_three_printed_power_from_a_hand(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO118")
    weak, other, _ = s.hand(BOB, "orange-2", "event-main", "pink-3")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    assert options(game) == ["an opponent's hand", "your hand"]
    game.apply(ChooseOption(ALICE, "an opponent's hand"))
    # Bob's hand revealed to Alice; the one card with printed power 3 or more is taken
    # (Plan's printed power is 1, Orange 2's 2: 507.4)
    game = later_scene.settle(game)
    assert "Bob reveals their hand" in trace_text(game)
    assert ids(game, Zone.DISCARD, BOB) == ["pink-3"]
    assert weak in game.state.players[BOB].hand and other in game.state.players[BOB].hand


def test_EO118_nothing_fits_nothing_is_discarded(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO118")
    s.hand(BOB, "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game.apply(ChooseOption(ALICE, "an opponent's hand"))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, BOB) == ["orange-2"] and ids(game, Zone.DISCARD, BOB) == []


def solo_after_confronting(scene, bob_there=()):  # type: ignore[no-untyped-def]
    """Alice (Orange 3) confronts Bob's Problem, Bob's ``bob_there`` (exhausted: no faceoff)
    there too; Solo Performance is then played. Returns the game and Alice's points before."""
    s = scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    for card_id in bob_there:
        s.put(card_id, BOB, B_PROBLEM, exhausted=True)
    (event,) = s.hand(ALICE, "EO137")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    for _ in range(30):
        if "confronts Problem" in trace_text(game):
            break
        game.apply(PassPriorityFor(game))
    before = game.state.players[ALICE].points
    game = when_offered(game, PlayCard(ALICE, event, None))
    return scene.settle(game), before


def test_EO137_solo_performance_scores_at_a_confronted_problem_without_opposing_friends(
    later_scene,
):
    game, before = solo_after_confronting(later_scene)
    assert before == 1  # the confront point
    assert game.state.players[ALICE].points == 2
    assert "Solo Performance" in trace_text(game)


def test_EO137_no_point_with_an_opposing_friend_there(later_scene):
    game, before = solo_after_confronting(later_scene, bob_there=("orange-1",))
    assert game.state.players[ALICE].points == before == 1


def test_EO137_a_problem_not_confronted_this_turn_cant_be_chosen(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "EO137")
    game = play(later_scene, s.game(), event)
    assert game.state.players[ALICE].points == 0
    assert "Solo Performance" in trace_text(game)


def oh_yeah_after_a_problem_faceoff(scene, mine, theirs):  # type: ignore[no-untyped-def]
    """Alice's ``mine`` and Bob's ``theirs`` both confront Bob's Problem (a Problem faceoff,
    612.2; everyone flips Orange 1); once Alice has won it she plays Oh YEAH!. Returns the
    game and Bob's Friend at home."""
    s = scene()
    for card_id in mine:
        s.put(card_id, ALICE, B_PROBLEM)
    for card_id in theirs:
        s.put(card_id, BOB, B_PROBLEM)
    home = s.put("orange-2", BOB, B_HOME)
    (event,) = s.hand(ALICE, "EO129")
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1", "orange-1")
    game = s.game(at="score")
    for _ in range(60):
        if "Alice wins the faceoff" in trace_text(game):
            break
        game.apply(PassPriorityFor(game))
    game = when_offered(game, PlayCard(ALICE, event, None))
    return scene.settle(game, prefer=[home]), home


def test_EO129_oh_yeah_frightens_after_a_problem_faceoff_won_by_five(later_scene):
    game, home = oh_yeah_after_a_problem_faceoff(
        later_scene, ("V-OR-F540", "V-OR-F540"), ("orange-1",)
    )
    assert "Alice wins the faceoff" in trace_text(game)  # 8 + 1 against 1 + 1
    assert home not in game.state.play  # frightened: a new card (504.1, 410.6)
    assert any(c.frightened and c.card_id == "orange-2" for c in game.state.in_play())


def test_EO129_nothing_after_a_narrow_win(later_scene):
    game, home = oh_yeah_after_a_problem_faceoff(later_scene, ("orange-3",), ("orange-2",))
    assert "Alice wins the faceoff" in trace_text(game)  # 3 + 1 against 2 + 1
    assert home in game.state.play and not game.state.cards[home].frightened


def test_EO129_a_troublemaker_faceoff_does_not_count(later_scene):
    s = later_scene()
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    home = s.put("orange-2", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "EO129")
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    for _ in range(30):
        if "Alice wins the faceoff" in trace_text(game):
            break
        game.apply(PassPriorityFor(game))
    game = when_offered(game, PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=[home])
    assert home in game.state.play and not game.state.cards[home].frightened
