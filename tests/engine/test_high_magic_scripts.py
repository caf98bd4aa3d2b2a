"""High Magic scripts: one scenario per card, position -> choices -> result. Read each test
beside the card's printed text (the Choose-one Events and HM14/HM55 are tested in
test_later_set_mechanisms.py)."""

from __future__ import annotations

import pytest
from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    solving_bobs_problem,
    strong_at,
    until,
    when_offered,
    with_problem,
)

from engine import Zone
from engine.choices import ActivateAbility, Challenge, ChooseOption, Decline, PlayCard
from engine.scenario import (
    A_HOME,
    A_PROBLEM,
    ALICE,
    B_HOME,
    B_PROBLEM,
    BOB,
    Mane,
    ids,
    trace_text,
)
from engine.state import POWER_COUNTER


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


def test_HM12_may_put_three_pegasus_tokens_with_swift_into_play(later_scene):
    s = later_scene()
    (spitfire,) = s.hand(ALICE, "HM12")
    game = play(later_scene, s.game(), spitfire, A_HOME)
    view = game._table.view()
    tokens = [c for c in game.state.in_play() if c.controller == ALICE and c.card_id != "HM12"]
    tokens = [c for c in tokens if c.area == A_HOME and "Pegasus" in view.traits(c.iid)]
    assert len(tokens) == 3
    assert all(keyword(game, c.iid, "Swift") is not None for c in tokens)
    assert all(game.power(c.iid) == 1 for c in tokens)


def test_HM17_entering_play_may_unfrighten_a_friend(later_scene):
    s = later_scene()
    scared = s.put("orange-2", ALICE, A_HOME, frightened=True)
    (braeburn,) = s.hand(ALICE, "HM17")
    game = play(later_scene, s.game(), braeburn, A_HOME, prefer=[scared])
    friend = in_play(game, "orange-2")
    assert not friend.frightened and not friend.face_down


def test_HM22_leaving_play_may_put_a_counter_on_a_character(later_scene):
    # Mega Mare dismisses Silver Shill; its counter goes on Bob's Friend (any character)
    s = later_scene()
    shill = s.put("HM22", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, A_PROBLEM)
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM, prefer=[shill, theirs])
    assert shill not in game.state.play
    assert game.state.cards[theirs].counter(POWER_COUNTER) == 1
    assert game.power(theirs) == 3


def test_HM25_dismisses_each_opposing_friend_here_with_printed_power_1_or_less(later_scene):
    s = later_scene()
    weak = s.put("orange-1", BOB, B_PROBLEM)
    pumped = s.put("orange-1", BOB, B_PROBLEM, counters={POWER_COUNTER: 2})  # 3, printed 1
    strong = s.put("orange-2", BOB, B_PROBLEM)
    elsewhere = s.put("orange-1", BOB, A_PROBLEM)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    (flitter,) = s.hand(ALICE, "HM25")
    game = play(later_scene, s.game(), flitter, B_PROBLEM)
    play_zone = game.state.play
    assert weak not in play_zone and pumped not in play_zone  # printed power (507.4)
    assert strong in play_zone and elsewhere in play_zone and mine in play_zone


def test_HM32_retires_one_of_your_friends_as_it_is_played(later_scene):
    s = later_scene()
    (snips,) = s.hand(ALICE, "HM32")
    spent = s.put("orange-1", ALICE, A_HOME)
    game = play(later_scene, s.game(), snips, A_HOME, prefer=(spent,))
    assert spent not in game.state.play and "orange-1" in ids(game, Zone.DISCARD, ALICE)
    assert in_play(game, "HM32").area == A_HOME


def test_HM41_leaving_play_may_move_an_opposing_character(later_scene):
    s = later_scene()
    spike = s.put("HM41", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM, prefer=[spike, theirs, A_PROBLEM])
    assert spike not in game.state.play
    assert game.state.cards[theirs].area != B_PROBLEM


def test_HM42_entering_play_may_move_an_opposing_character_at_its_problem(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    away = s.put("orange-2", BOB, A_PROBLEM)
    (trixie,) = s.hand(ALICE, "HM42")
    game = play(later_scene, s.game(), trixie, B_PROBLEM, prefer=[away, theirs, A_PROBLEM])
    assert game.state.cards[theirs].area == A_PROBLEM  # not the one elsewhere
    assert game.state.cards[away].area == A_PROBLEM


def test_HM43_opposing_manes_here_add_nothing_to_faceoffs(later_scene):
    s = later_scene()
    zecora = s.put("HM43", BOB, B_PROBLEM)
    mane = s.board.mane[ALICE]
    game = s.game()
    assert mane not in game._table.view().no_faceoff_power  # at home, not here
    s.board.table.update(mane, area=B_PROBLEM)
    view = s.game()._table.view()
    assert mane in view.no_faceoff_power
    assert zecora not in view.no_faceoff_power and s.board.mane[BOB] not in view.no_faceoff_power


def test_HM54_pays_one_to_give_a_character_here_minus_two(later_scene):
    s = later_scene()
    aloe = s.put("HM54", ALICE, B_PROBLEM)
    theirs = s.put("orange-3", BOB, B_PROBLEM)
    game = activate(later_scene, s.game(), aloe, prefer=[theirs])
    assert game.power(theirs) == 1
    assert game.state.players[ALICE].tokens == 9


# --- Events -------------------------------------------------------------------------------------
def test_HM86_dismisses_a_resource(later_scene):
    s = later_scene()
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    hat = s.put("resource-1", BOB, B_PROBLEM, attached_to=theirs)
    (beavers,) = s.hand(ALICE, "HM86")
    game = play(later_scene, s.game(), beavers, prefer=[hat])
    assert hat not in game.state.play and "resource-1" in ids(game, Zone.DISCARD, BOB)
    assert theirs in game.state.play


def test_HM93_unfrightens_up_to_two_friends(later_scene):
    s = later_scene()
    scared = [s.put("orange-2", ALICE, A_HOME, frightened=True) for _ in range(3)]
    (event,) = s.hand(ALICE, "HM93")
    game = play(later_scene, s.game(), event)
    assert sorted(game.state.cards[i].frightened for i in scared) == [False, False, True]


def test_HM94_puts_two_critter_tokens_into_play(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "HM94")
    before = len(s.game().state.play)
    game = play(later_scene, s.game(), event)
    view = game._table.view()
    new = [c for c in game.state.in_play() if "Critter" in view.traits(c.iid)]
    assert len(new) == 2 and len(game.state.play) == before + 2
    assert all(c.controller == ALICE and game.power(c.iid) == 1 for c in new)


def test_HM100_banishes_a_friend(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "HM100")
    game = play(later_scene, s.game(), event, prefer=[theirs])
    assert theirs not in game.state.play
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]


def test_HM148_banishes_all_opposing_resources(later_scene):
    s = later_scene()
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    s.put("resource-1", BOB, B_PROBLEM, attached_to=theirs)
    s.put("resource-1", BOB, B_PROBLEM, attached_to=theirs)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    kept = s.put("resource-1", ALICE, B_PROBLEM, attached_to=mine)
    (event,) = s.hand(ALICE, "HM148")
    game = play(later_scene, s.game(), event)
    assert ids(game, Zone.BANISHED, BOB) == ["resource-1", "resource-1"]
    assert kept in game.state.play


# --- Resources ----------------------------------------------------------------------------------
def test_HM104_exhausts_to_gain_one(later_scene):
    s = later_scene()
    castle = s.put("HM104", ALICE, A_HOME)
    game = activate(later_scene, s.game(), castle)
    assert game.state.players[ALICE].tokens == 11
    assert game.state.cards[castle].exhausted


def test_HM105_HM110_give_their_friend_power_and_eccentric(later_scene):
    s = later_scene()
    shod = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("HM105", ALICE, B_PROBLEM, attached_to=shod)
    winged = s.put("orange-1", ALICE, A_PROBLEM)
    s.put("HM110", ALICE, A_PROBLEM, attached_to=winged)
    game = s.game()
    assert game.power(shod) == 3 and keyword(game, shod, "Eccentric") == 2
    assert game.power(winged) == 8 and keyword(game, winged, "Eccentric") is None


def test_HM108_your_critters_have_one_more_power(later_scene):
    s = later_scene()
    s.put("HM108", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "HM94")  # two 1-power Critter tokens
    furball = s.put("HM60", BOB, B_PROBLEM)  # Bob's Critter: not "your"
    game = play(later_scene, s.game(), event)
    view = game._table.view()
    critters = [c.iid for c in game.state.in_play() if "Critter" in view.traits(c.iid)]
    assert sorted(game.power(i) for i in critters if i != furball) == [2, 2]
    assert game.power(furball) == game._table.pool["HM60"].power


# --- Problems -----------------------------------------------------------------------------------
def test_HM121_your_characters_here_have_stubborn(later_scene):
    s = with_problem(later_scene, "HM121", owner=BOB)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    away = s.put("orange-1", BOB, A_PROBLEM)
    game = s.game()
    # "your": the Problem's controller's, Bob's (513.5)
    assert keyword(game, theirs, "Stubborn") is not None
    assert keyword(game, mine, "Stubborn") is None and keyword(game, away, "Stubborn") is None


def test_HM137_mane_characters_here_have_one_more_power(later_scene):
    s = with_problem(later_scene, "HM137", owner=BOB)
    mane = s.board.mane[ALICE]
    before = s.game().power(mane)
    s.board.table.update(mane, area=B_PROBLEM)
    game = s.game()
    assert game.power(mane) == before + 1
    assert game.power(s.board.mane[BOB]) == s.game().power(s.board.mane[BOB])
    friend = s.put("orange-1", ALICE, B_PROBLEM)
    assert s.game().power(friend) == 1


def _to_bobs_turn(scene, game):  # type: ignore[no-untyped-def]
    return until(scene.settle(game), lambda g: g.state.turn_player == BOB)


def test_HM131_confronting_it_scores_an_additional_point(later_scene):
    # "you": the Problem's controller, who confronts their own Problem (513.5, 611.4)
    s = with_problem(later_scene, "HM131", owner=ALICE)
    s.put("V-YE-F330", ALICE, A_PROBLEM)  # Alice's own requirement: 3 [Kindness], 3 [Loyalty]
    s.put("V-BL-F330", ALICE, A_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = _to_bobs_turn(later_scene, s.game(at="score"))
    assert game.state.players[ALICE].points == 2
    assert "Save the Day" in trace_text(game)


@pytest.mark.parametrize(("bobs_problem", "points"), [("easy", 4), ("HM123", 3)])
def test_HM123_players_cant_score_more_than_3_points_per_turn(later_scene, bobs_problem, points):
    # a point for each confront, Save the Day's additional point, then the Multi Problem
    # Faceoff's bonus: 4 without Equalist Propaganda
    s = with_problem(later_scene, "HM131", owner=ALICE)
    s.board.table.update(s.board.problem[BOB], card_id=bobs_problem)
    s.put("V-YE-F330", ALICE, A_PROBLEM)
    s.put("V-BL-F330", ALICE, A_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = _to_bobs_turn(later_scene, s.game(at="score"))
    assert game.state.players[ALICE].points == points


def test_HM134_gains_one_as_it_enters_play(later_scene):
    # it replaces Bob's solved Problem during Alice's Score Phase: Bob, its owner, gains 1
    # more than with a plain Problem
    tokens = []
    for next_problem in ("easy", "HM134"):
        s = later_scene()
        solving_bobs_problem(s, next_problem)
        game = _to_bobs_turn(later_scene, s.game(at="score"))
        tokens.append(game.state.players[BOB].tokens)
    assert in_play(game, "HM134").controller == BOB
    assert tokens[1] == tokens[0] + 1


# --- more Friends -------------------------------------------------------------------------------
def test_HM3_may_exhaust_itself_at_the_end_of_your_turn_to_move(later_scene):
    s = later_scene()
    bulk = s.put("HM3", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(
        later_scene.settle(s.game(at="score"), prefer=[bulk, B_PROBLEM]),
        lambda g: g.state.turn_player == BOB,
        prefer=[bulk, B_PROBLEM],
    )
    assert game.state.cards[bulk].exhausted
    assert game.state.cards[bulk].area != A_HOME


def won_by(scene, card_id: str, helpers: int):  # type: ignore[no-untyped-def]
    """Alice, ``card_id`` and ``helpers`` 4-power Friends, wins the Problem faceoff at Bob's
    Problem against Bob's Orange 1 (Orange 1 flipped by each)."""
    s = scene()
    iid = s.put(card_id, ALICE, B_PROBLEM)
    for _ in range(helpers):
        s.put("V-OR-F540", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = scene.settle(s.game(at="score"), prefer=[iid, foe])
    assert "Alice wins the faceoff" in trace_text(game)
    return game, iid, foe


@pytest.mark.parametrize(("helpers", "retired"), [(3, True), (0, False)])
def test_HM9_may_retire_itself_for_a_point_after_a_win_by_five(later_scene, helpers, retired):
    game, dash, _ = won_by(later_scene, "HM9", helpers)
    assert (dash not in game.state.play) is retired
    # the confront point and the bonus point, and 1 more for retiring it
    assert game.state.players[ALICE].points == 2 + retired


@pytest.mark.parametrize(("helpers", "bounced"), [(3, True), (0, False)])
def test_HM70_may_put_an_opposing_friend_into_its_hand_after_a_win_by_five(
    later_scene, helpers, bounced
):
    game, _, foe = won_by(later_scene, "HM70", helpers)
    assert (foe not in game.state.play) is bounced
    assert ("is put into its owner's hand (Fleetfoot" in trace_text(game)) is bounced


def test_HM50_has_showy_2_while_no_opposing_character_is_here(later_scene):
    s = later_scene()
    cadance = s.put("HM50", ALICE, B_PROBLEM)
    assert keyword(s.game(), cadance, "Showy") == 2
    s.put("orange-1", BOB, B_PROBLEM)
    assert keyword(s.game(), cadance, "Showy") is None


@pytest.mark.parametrize("player", [ALICE, BOB])
def test_HM61_entering_play_during_your_turn_each_opponent_loses_one(later_scene, player):
    s = later_scene(turn_player=player)
    (nurse,) = s.hand(player, "HM61")
    game = s.game()
    before = [p.tokens for p in game.state.players]
    game = play(later_scene, game, nurse, A_HOME if player == ALICE else B_HOME, player=player)
    opponent = 1 - player
    assert game.state.players[opponent].tokens == before[opponent] - 1
    assert "Nurse Redheart" in trace_text(game)


def test_HM62_pays_one_to_put_an_opposing_friend_here_with_1_power_into_its_hand(later_scene):
    s = later_scene()
    celestia = s.put("HM62", ALICE, B_PROBLEM)
    strong = s.put("orange-2", BOB, B_PROBLEM)
    weak = s.put("orange-1", BOB, B_PROBLEM)
    away = s.put("orange-1", BOB, A_PROBLEM)
    game = activate(later_scene, s.game(), celestia, prefer=[away, strong, weak])
    assert weak not in game.state.play and ids(game, Zone.HAND, BOB) == ["orange-1"]
    assert strong in game.state.play and away in game.state.play
    assert game.state.players[ALICE].tokens == 9


def test_HM66_may_put_a_pegasus_and_an_earth_pony_token_into_play(later_scene):
    s = later_scene()
    (gilda,) = s.hand(ALICE, "HM66")
    game = play(later_scene, s.game(), gilda, A_HOME)
    view = game._table.view()
    new = [c for c in game.state.in_play() if c.card_id != "HM66" and c.area == A_HOME]
    new = [c for c in new if not c.card_id.startswith("V-")]  # not the Friends paying for it
    pegasus = [c for c in new if "Pegasus" in view.traits(c.iid)]
    earth = [c for c in new if "Earth Pony" in view.traits(c.iid)]
    assert len(pegasus) == 1 and keyword(game, pegasus[0].iid, "Swift") is not None
    assert len(earth) == 1 and game.power(earth[0].iid) == 1


def test_HM68_retires_one_of_your_friends_for_two_power(later_scene):
    s = later_scene()
    soarin = s.put("HM68", ALICE, A_HOME)
    spent = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, soarin, 0, using=(spent,)))
    game = later_scene.settle(game)
    assert spent not in game.state.play
    assert game.power(soarin) == 1 + 2


def test_HM72_troublemakers_here_have_minus_two(later_scene):
    s = later_scene()
    s.put("HM72", ALICE, B_PROBLEM)
    here = s.put("tm-3", BOB, B_PROBLEM)
    away = s.put("tm-3", BOB, A_PROBLEM)
    game = s.game()
    assert game.power(here) == 1 and game.power(away) == 3


@pytest.mark.parametrize("owner", [ALICE, BOB])
def test_HM76_every_players_home_limit_is_one_less(later_scene, owner):
    s = later_scene()
    before = [s.game()._table.home_limit(p) for p in (ALICE, BOB)]
    s.put("HM76", owner, B_PROBLEM)
    after = [s.game()._table.home_limit(p) for p in (ALICE, BOB)]
    assert after == [before[0] - 1, before[1] - 1]


def test_HM141_two_more_power_per_other_exhausted_character_at_its_problem(later_scene):
    s = later_scene()
    aj = s.put("HM141", ALICE, B_PROBLEM, exhausted=True)  # itself: not "other"
    s.put("orange-1", ALICE, B_PROBLEM, exhausted=True)
    s.put("orange-1", BOB, B_PROBLEM, exhausted=True)
    s.put("orange-1", BOB, B_PROBLEM)  # ready
    s.put("orange-1", ALICE, A_PROBLEM, exhausted=True)  # elsewhere
    assert s.game().power(aj) == 2 + 2 * 2


# --- more Events --------------------------------------------------------------------------------
def test_HM87_your_characters_have_swift_this_turn(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-1", BOB, B_HOME)
    (event,) = s.hand(ALICE, "HM87")
    game = play(later_scene, s.game(), event)
    assert keyword(game, mine, "Swift") is not None
    assert keyword(game, s.board.mane[ALICE], "Swift") is not None
    assert keyword(game, theirs, "Swift") is None


def test_HM88_puts_a_token_copy_of_one_of_your_non_unique_friends_into_play(later_scene):
    s = later_scene()
    s.put("orange-2", ALICE, A_PROBLEM)
    (event,) = s.hand(ALICE, "HM88")
    game = play(later_scene, s.game(), event)
    copies = [c for c in game.state.in_play() if c.area == A_HOME and game.power(c.iid) == 2]
    copies = [c for c in copies if not c.card_id.startswith("V-")]
    assert len(copies) == 1 and copies[0].controller == ALICE
    assert copies[0].card_id != "orange-2"  # a token (520.2)


def test_HM96_scores_two_after_a_problem_faceoff_won_by_five(later_scene):
    for helpers, points in ((3, 2 + 2), (0, 2)):
        s = later_scene()
        for _ in range(helpers):
            s.put("V-OR-F540", ALICE, B_PROBLEM)
        s.put("orange-2", ALICE, B_PROBLEM)
        s.put("orange-1", BOB, B_PROBLEM)
        s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
        (event,) = s.hand(ALICE, "HM96")
        s.deck(ALICE, "orange-1", "orange-1")
        s.deck(BOB, "orange-1", "orange-1")
        game = s.game(at="score")
        game = until(game, lambda g: "is solved and replaced" in trace_text(g))
        game = when_offered(game, PlayCard(ALICE, event, None))
        game = later_scene.settle(game)
        assert game.state.players[ALICE].points == points
        assert "HM96" in ids(game, Zone.DISCARD, ALICE)


# --- Troublemakers ------------------------------------------------------------------------------
def uncovering(scene, tm: str, prefer=()):  # type: ignore[no-untyped-def]
    """Alice's face-down ``tm`` at Bob's Problem is uncovered in her Troublemaker Phase (607.3)."""
    s = scene()
    iid = s.put(tm, ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    return s, iid


def test_HM117_may_turn_another_troublemaker_face_down_when_uncovered(later_scene):
    s, cerberus = uncovering(later_scene, "HM117")
    other = s.put("tm-2", BOB, A_PROBLEM)
    game = later_scene.settle(s.game(at="start"), prefer=(other,))
    assert not game.state.cards[cerberus].face_down
    assert other not in game.state.play  # turned face-down: a new card (505.1, 410.6)
    assert in_play(game, "tm-2").face_down


def test_HM119_may_move_one_of_your_characters_when_uncovered(later_scene):
    s, _ = uncovering(later_scene, "HM119")
    mine = s.put("orange-1", ALICE, A_HOME)
    game = later_scene.settle(s.game(at="start"), prefer=(mine, B_PROBLEM))
    assert game.state.cards[mine].area == B_PROBLEM


def test_HM149_friends_here_lose_their_abilities(later_scene):
    s = later_scene()
    s.put("HM149", BOB, B_PROBLEM)
    here = s.put("HM50", ALICE, B_PROBLEM)  # Showy 2 only while no opposing character here
    away = s.put("HM50", ALICE, A_PROBLEM)
    game = s.game()
    assert keyword(game, away, "Showy") == 2
    assert keyword(game, here, "Showy") is None  # a Troublemaker is no opposing character


# --- Mane Characters ----------------------------------------------------------------------------
def test_HM2_may_turn_over_when_a_troublemaker_is_uncovered_here(later_scene):
    s = later_scene(mane=("HM2", "V-OR-M"))
    discord = s.board.mane[ALICE]
    s.board.table.update(discord, area=B_PROBLEM)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="start"))
    assert game.state.cards[discord].boosted
    s = later_scene(mane=("HM2", "V-OR-M"))  # not here: at home
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="start"))
    assert not game.state.cards[s.board.mane[ALICE]].boosted


def test_HM2_boosted_opponents_pay_one_more_for_troublemakers(later_scene):
    left = []
    for boosted in (False, True):
        s = later_scene(mane=(Mane("HM2", boosted=boosted), "V-OR-M"), turn_player=BOB)
        (tm,) = s.hand(BOB, "tm-2")
        game = play(later_scene, s.game(), tm, B_PROBLEM, player=BOB)
        assert tm not in game.state.players[BOB].hand
        left.append(game.state.players[BOB].tokens)
    assert left[1] == left[0] - 1


# --- Friends, more ------------------------------------------------------------------------------
@pytest.mark.parametrize(("mane", "value"), [("V-BL-M", 2), ("V-OR-M", None)])
def test_HM10_has_competitive_2_while_your_mane_is_loyalty(later_scene, mane, value):
    s = later_scene(mane=mane)
    scootaloo = s.put("HM10", ALICE, B_PROBLEM)
    assert keyword(s.game(), scootaloo, "Competitive") == value


def test_HM29_leaving_play_may_put_tokens_equal_to_its_power(later_scene):
    s = later_scene()
    favor = s.put("HM29", ALICE, B_PROBLEM, counters={POWER_COUNTER: 1})
    power = s.game().power(favor)
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM, prefer=[favor])
    assert favor not in game.state.play
    view = game._table.view()
    tokens = [
        c
        for c in game.state.in_play()
        if c.area == A_HOME and not c.card_id.startswith("V-") and c.card_id != "HM27"
    ]
    assert len(tokens) == power  # its power as it last existed, the counter too (712.2)
    assert all("Earth Pony" in view.traits(c.iid) for c in tokens)


def test_HM38_may_pay_one_for_a_figment_when_you_play_an_event(later_scene):
    s = later_scene()
    s.put("HM38", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "HM94")  # Rise and Shine: two Critters
    game = play(later_scene, s.game(), event)
    view = game._table.view()
    figments = [c for c in game.state.in_play() if "Figment" in view.traits(c.iid)]
    assert len(figments) == 1 and game.power(figments[0].iid) == 2
    assert game.state.players[ALICE].tokens == 10 - 1 - s.pool["HM94"].cost


def test_HM47_may_put_a_friend_with_cost_2_or_less_from_the_discard_pile_into_play(later_scene):
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "orange-3", "orange-2")  # costs 3 and 2
    (fancy,) = s.hand(ALICE, "HM47")
    game = play(later_scene, s.game(), fancy, A_HOME)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-3"]
    assert in_play(game, "orange-2").area == A_HOME


def test_HM71_one_more_power_per_other_character_here_during_faceoffs(later_scene):
    s = later_scene()
    strongheart = s.put("HM71", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # not here
    tm = s.put("tm-2", BOB, B_PROBLEM)
    printed = s.pool["HM71"].power
    s.board.add(Zone.HAND, BOB, "event-faceoff")  # a priority window during the faceoff
    assert s.game().power(strongheart) == printed  # only during faceoffs
    game = challenge(s, tm)
    assert game.state.faceoff is not None
    assert game.power(strongheart) == printed + 2


# --- Events, more -------------------------------------------------------------------------------
def test_HM91_puts_an_opposing_friend_on_top_of_its_deck_then_a_figment(later_scene):
    s = later_scene()
    theirs = s.put("orange-3", BOB, B_PROBLEM)
    s.deck(BOB, "orange-1")
    (tale,) = s.hand(ALICE, "HM91")
    game = play(later_scene, s.game(), tale, prefer=[theirs])
    assert theirs not in game.state.play
    assert ids(game, Zone.DRAW_DECK, BOB)[0] == "orange-3"
    view = game._table.view()
    assert any("Figment" in view.traits(c.iid) for c in game.state.in_play())


# --- Problems, more -----------------------------------------------------------------------------
@pytest.mark.parametrize(("characters", "gained"), [(4, 1), (3, 0)])
def test_HM120_confronting_it_with_4_characters_gains_one(later_scene, characters, gained):
    # "you": its controller, confronting their own Problem (3 [Kindness] and 3 [Magic])
    s = with_problem(later_scene, "HM120", owner=ALICE)
    s.put("V-YE-F330", ALICE, A_PROBLEM)
    s.put("V-PU-F330", ALICE, A_PROBLEM)
    for _ in range(characters - 2):
        s.put("orange-1", ALICE, A_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = until(
        later_scene.settle(s.game(at="score")),
        lambda g: "Alice scores 1 point for confronting" in trace_text(g),
    )
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 10 + gained


@pytest.mark.parametrize(("opposing", "points"), [(False, 1), (True, 0)])
def test_HM138_needs_two_less_while_no_opposing_character_is_here(later_scene, opposing, points):
    # its controller's requirement, 4 [Generosity] and 4 wild, met with 4 + 2 (611.3)
    s = with_problem(later_scene, "HM138", owner=ALICE)
    s.put("V-WH-F540", ALICE, A_PROBLEM)
    s.put("orange-2", ALICE, A_PROBLEM)
    if opposing:
        s.put("orange-1", BOB, A_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = until(later_scene.settle(s.game(at="score")), lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points == points


def test_HM130_a_friend_entering_play_here_gives_another_character_here_one_power(later_scene):
    s = with_problem(later_scene, "HM130", owner=BOB)
    there = s.put("orange-1", ALICE, B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), friend, B_PROBLEM)
    assert game.power(there) == 2
    assert game.power(in_play(game, "orange-2").iid) == 2  # not that Friend


def test_HM126_draws_3_when_an_opposing_troublemaker_is_uncovered_here(later_scene):
    # Bob's Problem: Alice's Troublemaker there is uncovered; Bob, its controller, draws 3
    s = with_problem(later_scene, "HM126", owner=BOB)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-2", "orange-3", "pink-2")
    game = later_scene.settle(s.game(at="start"))
    assert sorted(ids(game, Zone.HAND, BOB)) == ["orange-1", "orange-2", "orange-3"]


def test_HM146_pays_two_to_move_up_to_two_of_your_critter_friends(later_scene):
    s = later_scene()
    hugger = s.put("HM146", ALICE, A_HOME)
    critters = [s.put("HM60", ALICE, A_HOME) for _ in range(3)]
    game = activate(later_scene, s.game(), hugger, prefer=[*critters, B_PROBLEM])
    areas = [game.state.cards[i].area for i in critters]
    assert areas.count(A_HOME) == 1
    assert game.state.players[ALICE].tokens == 8


# --- a further round: Friends -------------------------------------------------------------------
def _new_tokens(game, trait: str):  # type: ignore[no-untyped-def]
    """Cards with ``trait`` in play that are not the test's vanilla or High Magic cards."""
    view = game._table.view()
    printed = ("V-", "HM", "orange")
    return [
        c
        for c in game.state.in_play()
        if trait in view.traits(c.iid) and not c.card_id.startswith(printed)
    ]


def test_HM46_an_opposing_friend_entering_play_here_may_bring_a_unicorn(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("HM46", ALICE, B_PROBLEM)
    (here,) = s.hand(BOB, "orange-2")
    game = play(later_scene, s.game(), here, B_PROBLEM, player=BOB)
    unicorns = [c for c in _new_tokens(game, "Unicorn") if c.controller == ALICE]
    assert len(unicorns) == 1 and keyword(game, unicorns[0].iid, "Prepared") is not None
    s = later_scene(turn_player=BOB)
    s.put("HM46", ALICE, B_PROBLEM)
    (away,) = s.hand(BOB, "orange-2")
    game = play(later_scene, s.game(), away, A_PROBLEM, player=BOB)
    assert [c for c in _new_tokens(game, "Unicorn") if c.controller == ALICE] == []


def test_HM52_leaving_play_may_move_a_troublemaker(later_scene):
    s = later_scene()
    magnet = s.put("HM52", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM, prefer=[magnet, tm, A_PROBLEM])
    assert magnet not in game.state.play
    assert game.state.cards[tm].area == A_PROBLEM


def test_HM56_leaving_play_may_pay_two_to_put_an_opposing_friend_into_its_hand(later_scene):
    s = later_scene()
    angel = s.put("HM56", ALICE, B_PROBLEM)
    theirs = s.put("orange-3", BOB, A_PROBLEM)
    (mare,) = s.hand(ALICE, "HM27")
    game = s.game()
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, mare, B_PROBLEM, prefer=[angel, theirs])
    assert angel not in game.state.play and theirs not in game.state.play
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]
    assert game.state.players[ALICE].tokens == before - s.pool["HM27"].cost - 2


def test_HM78_retires_itself_to_draw_a_card(later_scene):
    s = later_scene()
    discord = s.put("HM78", ALICE, A_HOME)
    s.deck(ALICE, "pink-2")
    game = s.game()
    (retire,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == discord
    ]
    game.apply(retire)
    game = later_scene.settle(game)
    assert discord not in game.state.play and ids(game, Zone.HAND, ALICE) == ["pink-2"]


def test_HM81_copies_each_of_your_token_friends(later_scene):
    s = later_scene()
    (rise,) = s.hand(ALICE, "HM94")  # two Critter tokens first
    (clony,) = s.hand(ALICE, "HM81")
    game = play(later_scene, s.game(), rise)
    view = game._table.view()
    assert len([c for c in game.state.in_play() if "Critter" in view.traits(c.iid)]) == 2
    game = play(later_scene, game, clony, A_HOME)
    view = game._table.view()
    assert len([c for c in game.state.in_play() if "Critter" in view.traits(c.iid)]) == 4
    assert len([c for c in game.state.in_play() if c.card_id == "HM81"]) == 1  # not itself


def test_HM83_your_critter_entering_play_here_may_move_an_opposing_character(later_scene):
    s = later_scene()
    s.put("HM83", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (furball,) = s.hand(ALICE, "HM60")  # a Critter
    game = play(later_scene, s.game(), furball, B_PROBLEM, prefer=[theirs, A_PROBLEM])
    assert game.state.cards[theirs].area == A_PROBLEM


def test_HM84_is_the_colour_named_as_it_enters_play(later_scene):
    from engine.cards import Colour
    from engine.choices import ChooseColour

    s = later_scene()
    (kevin,) = s.hand(ALICE, "HM84")
    game = s.game()
    game.apply(PlayCard(ALICE, kevin, A_HOME))
    game.apply(ChooseColour(ALICE, Colour.PINK))
    game = later_scene.settle(game)
    assert game.colours(in_play(game, "HM84").iid) == (Colour.PINK,)


# --- a further round: Events --------------------------------------------------------------------
def test_HM92_draws_two_and_puts_a_card_back_on_top(later_scene):
    s = later_scene()
    (party,) = s.hand(ALICE, "HM92")
    s.deck(ALICE, "pink-2", "orange-3", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, party, None))
    game = when_offered(
        game, ChooseOption(ALICE, "draw 2 cards and put a card from your hand on top of your deck")
    )
    game = later_scene.settle(game)
    assert len(game.state.players[ALICE].hand) == 1
    assert len(game.state.players[ALICE].deck) == 2


def test_HM92_dismisses_a_friend_with_3_or_more_power(later_scene):
    s = later_scene()
    strong = s.put("orange-3", BOB, B_PROBLEM)
    weak = s.put("orange-2", BOB, B_PROBLEM)
    (party,) = s.hand(ALICE, "HM92")
    game = s.game()
    game.apply(PlayCard(ALICE, party, None))
    game = when_offered(game, ChooseOption(ALICE, "dismiss a Friend with 3 or more power"))
    game = later_scene.settle(game, prefer=[weak, strong])
    assert strong not in game.state.play and weak in game.state.play


def test_HM95_goes_on_top_of_its_owners_deck(later_scene):
    s = later_scene()
    (research,) = s.hand(ALICE, "HM95")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), research)
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "HM95"
    assert "HM95" not in ids(game, Zone.DISCARD, ALICE)


def test_HM98_opposing_involved_characters_have_minus_one_until_the_end_of_the_faceoff(
    later_scene,
):
    # Bob plays it during the Problem faceoff at his Problem: Alice's involved characters
    # get -1, his own Orange 1 does not; after the faceoff the modifier is gone
    s = later_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    away = s.put("orange-3", ALICE, A_HOME)
    (event,) = s.hand(BOB, "HM98")
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    while game.state.faceoff is None:  # passing, Bob keeps his Event (612.2)
        choices = game.legal_choices()
        game.apply(next((c for c in choices if not isinstance(c, PlayCard)), choices[0]))
    game = when_offered(game, PlayCard(BOB, event, None))
    game = until(game, lambda g: "The faceoff ends" in trace_text(g))
    totals = trace_text(game).split("Faceoff totals:")[1].split("\n")[0]
    assert f"Orange 3 #{mine} 2 +" in totals  # 3 - 1 during the faceoff
    assert "(Orange 1 #" in totals.split("Bob")[1] and " 1 + flipped" in totals.split("Bob")[1]
    assert game.power(away) == 3  # not involved
    assert game.power(mine) == 3  # "until the end of the faceoff"


# --- a further round: Resources, Problems, Mane -------------------------------------------------
def test_HM113_an_opponents_friend_dismissed_dismisses_the_attached_friend(later_scene):
    s = later_scene()
    host = s.put("orange-1", ALICE, A_HOME)
    s.put("HM113", ALICE, A_HOME, attached_to=host)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (mare,) = s.hand(ALICE, "HM27")
    game = play(later_scene, s.game(), mare, B_PROBLEM, prefer=[theirs])
    assert theirs not in game.state.play
    assert host not in game.state.play and "orange-1" in ids(game, Zone.DISCARD, ALICE)


def test_HM114_an_opponent_starting_a_faceoff_here_may_bring_a_unicorn(later_scene):
    s = later_scene(turn_player=BOB)
    host = s.put("orange-1", ALICE, A_PROBLEM)
    s.put("HM114", ALICE, A_PROBLEM, attached_to=host)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="troublemaker")
    game = when_offered(game, Challenge(BOB, tm))
    game = later_scene.settle(game)
    unicorns = [c for c in _new_tokens(game, "Unicorn") if c.controller == ALICE]
    assert len(unicorns) == 1 and keyword(game, unicorns[0].iid, "Prepared") is not None


def test_HM132_may_put_counters_at_the_start_of_your_turn_on_characters_with_resources(
    later_scene,
):
    s = with_problem(later_scene, "HM132", owner=ALICE)
    dressed = s.put("orange-1", ALICE, A_PROBLEM)
    s.put("resource-1", ALICE, A_PROBLEM, attached_to=dressed)
    theirs = s.put("orange-1", BOB, A_PROBLEM)
    s.put("resource-1", BOB, A_PROBLEM, attached_to=theirs)
    plain = s.put("orange-1", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1")
    game = later_scene.settle(s.game(at="start"), prefer=[dressed, theirs])
    cards = game.state.cards
    assert cards[dressed].counter(POWER_COUNTER) == 1
    assert cards[theirs].counter(POWER_COUNTER) == 1  # "any number of characters"
    assert cards[plain].counter(POWER_COUNTER) == 0


def test_HM139_may_turn_over_when_you_play_a_friend_to_its_problem(later_scene):
    s = later_scene(mane=("HM139", "V-OR-M"))
    luna = s.board.mane[ALICE]
    s.board.table.update(luna, area=B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-1")
    game = play(later_scene, s.game(), friend, B_PROBLEM)
    assert game.state.cards[luna].boosted


def test_HM139_boosted_may_move_to_the_problem_a_friend_is_played_to(later_scene):
    s = later_scene(mane=(Mane("HM139", boosted=True), "V-OR-M"))
    luna = s.board.mane[ALICE]
    (friend,) = s.hand(ALICE, "orange-1")
    game = play(later_scene, s.game(), friend, B_PROBLEM)
    assert game.state.cards[luna].area == B_PROBLEM


# --- a last round -------------------------------------------------------------------------------
def test_HM1_may_pay_two_to_turn_over_when_you_play_an_event(later_scene):
    s = later_scene(mane=("HM1", "V-OR-M"))
    trixie = s.board.mane[ALICE]
    (event,) = s.hand(ALICE, "HM94")
    game = s.game()
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, event)
    assert game.state.cards[trixie].boosted
    assert game.state.players[ALICE].tokens == before - s.pool["HM94"].cost - 2


def test_HM20_removes_two_counters_for_a_rock_token(later_scene):
    s = later_scene()
    maud = s.put("HM20", ALICE, A_HOME, counters={POWER_COUNTER: 2})
    game = activate(later_scene, s.game(), maud)
    assert game.state.cards[maud].counter(POWER_COUNTER) == 0
    rocks = _new_tokens(game, "Rock")
    assert len(rocks) == 1 and game.power(rocks[0].iid) == 3
    s = later_scene()
    maud = s.put("HM20", ALICE, A_HOME, counters={POWER_COUNTER: 1})
    assert ActivateAbility(ALICE, maud, 0) not in s.game().legal_choices()  # 508.1d
