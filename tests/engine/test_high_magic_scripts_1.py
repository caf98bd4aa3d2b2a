"""High Magic scripts (HM0-HM84, HM136) and the Marks in Time cards of the same families
(MT7, MT59): one scenario per card, position -> choices -> result. Read each test beside the
card's printed text."""

from __future__ import annotations

import pytest
from script_scenes import activate, challenge, in_play, play, until, when_offered

from engine import Zone
from engine.choices import Accept, ActivateAbility, Decline, EndMainPhase, PlayCard
from engine.scenario import (
    A_HOME,
    A_PROBLEM,
    ALICE,
    B_HOME,
    B_PROBLEM,
    BOB,
    ids,
    trace_text,
)
from engine.state import POWER_COUNTER


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


# --- keywords while a card has at least N power (507.1, 702) ------------------------------------
@pytest.mark.parametrize(("counters", "calming", "power"), [(1, 2, 0), (0, None, 2)])
def test_HM16_has_calming_2_at_four_power(later_scene, counters, calming, power):
    # Applejack (3) with a +1 power counter has 4 power: Calming 2 gives Bob's Friend entering
    # play at her Problem -2 power (glossary: Calming); at 3 power she has no Calming
    s = later_scene(turn_player=BOB)
    applejack = s.put("HM16", ALICE, B_PROBLEM, counters={POWER_COUNTER: counters})
    (friend,) = s.hand(BOB, "orange-2")
    game = s.game()
    assert keyword(game, applejack, "Calming") == calming
    game = play(later_scene, game, friend, B_PROBLEM, player=BOB)
    assert game.power(in_play(game, "orange-2").iid) == power


@pytest.mark.parametrize(
    ("counters", "swift", "stubborn", "competitive"),
    [(0, None, None, None), (1, 0, None, None), (2, 0, 0, None), (3, 0, 0, 2)],
)
def test_MT59_gains_swift_stubborn_competitive_at_three_four_five_power(
    later_scene, counters, swift, stubborn, competitive
):
    s = later_scene()
    bulk = s.put("MT59", ALICE, B_PROBLEM, counters={POWER_COUNTER: counters})
    game = s.game()
    assert keyword(game, bulk, "Swift") == swift
    assert keyword(game, bulk, "Stubborn") == stubborn
    assert keyword(game, bulk, "Competitive") == competitive
    assert game.power(bulk) == 2 + counters  # Competitive adds only while in a faceoff


def test_MT59_at_five_power_competitive_adds_two_in_faceoffs(later_scene):
    # printed 2 and three +1 power counters: 5 power, so Competitive 2, which adds +2 while it
    # is involved in a faceoff (glossary: Competitive)
    s = later_scene()
    bulk = s.put("MT59", ALICE, B_PROBLEM, counters={POWER_COUNTER: 3})
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    assert game.state.faceoff is not None
    assert game.power(bulk) == 7


# --- "Banish this card from your hand to reduce the play requirements ..." (701.3, 205.1) -------
@pytest.mark.parametrize(
    ("card_id", "needs", "other"),
    [
        ("HM4", "HM11", "HM26"),  # Spike needs 2 [Loyalty]; Fluffy Clouds 2 [Laughter]
        ("HM17", "HM21", "HM26"),  # Shining Armor needs 3 [Honesty], the Mane gives 1
        ("HM25", "HM26", "HM11"),
        ("HM43", "HM38", "HM26"),
        ("HM47", "HM48", "HM26"),
        ("HM61", "HM54", "HM26"),
    ],
)
def test_HM4_HM17_HM25_HM43_HM47_HM61_banished_from_hand_reduce_requirements_by_two(
    later_scene, card_id, needs, other
):
    s = later_scene()  # Alice's Mane: 1 [Honesty] power, and no other character
    trainee, needy, unhelped = s.board.add(Zone.HAND, ALICE, card_id, needs, other)
    game = s.game()
    assert PlayCard(ALICE, needy, A_HOME) not in game.legal_choices()
    assert "205.1" in game.why_not(PlayCard(ALICE, needy, A_HOME))
    assert ActivateAbility(ALICE, trainee, 0) in game.legal_choices()
    game = activate(later_scene, game, trainee)
    assert card_id in ids(game, Zone.BANISHED, ALICE)
    assert card_id not in ids(game, Zone.HAND, ALICE)
    assert "from their hand" in trace_text(game)
    assert PlayCard(ALICE, needy, A_HOME) in game.legal_choices()
    # only that colour's requirements are reduced
    assert PlayCard(ALICE, unhelped, A_HOME) not in game.legal_choices()
    assert game.state.players[ALICE].tokens == 10  # the ability costs no action token


def test_HM4_its_ability_functions_only_in_the_hand(later_scene):
    s = later_scene()
    trainee = s.put("HM4", ALICE, A_HOME)
    game = s.game()
    assert ActivateAbility(ALICE, trainee, 0) not in game.legal_choices()
    assert "hand" in game.why_not(ActivateAbility(ALICE, trainee, 0))


def test_HM4_the_reduction_ends_with_the_turn_and_may_be_used_outside_the_main_phase(
    later_scene,
):
    # Bob holds priority during Alice's turn (512.5: Immediate); the reduction is Bob's, until
    # the end of the turn (708.2, 616.4)
    from engine.choices import EndMainPhase

    s = later_scene()
    (trainee,) = s.board.add(Zone.HAND, BOB, "HM4")
    game = s.game()
    game.apply(next(c for c in game.legal_choices() if isinstance(c, EndMainPhase)))
    game = when_offered(game, ActivateAbility(BOB, trainee, 0))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert not any(e.kind == "requirement-reduction" for e in game.state.effects)


# --- costs that take cards (508.1) and "here" after this card left play (712.2) ------------------
@pytest.mark.parametrize(("theirs", "taken"), [("orange-2", True), ("orange-3", False)])
def test_HM73_retires_to_gain_control_of_a_friend_here_with_no_more_power(
    later_scene, theirs, taken
):
    s = later_scene()
    davenport = s.put("HM73", ALICE, B_PROBLEM)  # power 2
    friend = s.put(theirs, BOB, B_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # not here
    game = activate(later_scene, s.game(), davenport, prefer=[friend])
    assert "HM73" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.players[ALICE].tokens == 8
    assert (in_play(game, theirs).controller == ALICE) is taken
    assert in_play(game, "orange-1").controller == BOB


def test_HM33_banishes_a_card_from_hand_and_retires_to_take_a_friend_here_this_turn(later_scene):
    s = later_scene()
    sonata = s.put("HM33", ALICE, B_PROBLEM)
    friend = s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # not here
    (card,) = s.board.add(Zone.HAND, ALICE, "pink-2")
    game = s.game()
    use = ActivateAbility(ALICE, sonata, 0, (card,))
    assert use in game.legal_choices()
    game.apply(use)
    game = later_scene.settle(game, prefer=[friend])
    assert ids(game, Zone.BANISHED, ALICE) == ["pink-2"]
    assert "HM33" in ids(game, Zone.DISCARD, ALICE)
    assert in_play(game, "orange-3").controller == ALICE
    assert in_play(game, "orange-1").controller == BOB
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert in_play(game, "orange-3").controller == BOB  # until the end of the turn (616.4)


def test_HM33_needs_a_card_in_hand_to_banish(later_scene):
    s = later_scene()
    sonata = s.put("HM33", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)
    game = s.game()
    assert not any(
        isinstance(c, ActivateAbility) and c.card == sonata for c in game.legal_choices()
    )
    assert "508.1d" in game.why_not(ActivateAbility(ALICE, sonata, 0))


def test_HM136_banishes_an_event_from_hand_to_give_a_character_here_two_power(later_scene):
    from script_scenes import with_problem

    s = with_problem(later_scene, "HM136", owner=ALICE)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    event, friend = s.board.add(Zone.HAND, ALICE, "event-faceoff", "pink-2")
    problem = s.board.problem[ALICE]
    game = s.game()
    assert ActivateAbility(ALICE, problem, 0, (friend,)) not in game.legal_choices()
    assert "does not fit" in game.why_not(ActivateAbility(ALICE, problem, 0, (friend,)))
    game.apply(ActivateAbility(ALICE, problem, 0, (event,)))
    game = later_scene.settle(game, prefer=[mine])
    assert ids(game, Zone.BANISHED, ALICE) == ["event-faceoff"]
    assert game.power(mine) == 3


def tokens_with(game, trait: str, player: int = ALICE):  # type: ignore[no-untyped-def]
    """``player``'s Friend tokens with ``trait`` in play (521.1)."""
    from engine.tokens import is_token

    view = game._table.view()
    return [
        c
        for c in game.state.in_play()
        if is_token(c.card_id) and c.controller == player and trait in view.traits(c.iid)
    ]


def counters_on(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return sum(c.counter(POWER_COUNTER) for c in game.state.in_play() if c.controller == player)


# --- Friends ------------------------------------------------------------------------------------
def test_HM0_chaos_distributes_two_counters_among_your_characters(later_scene):
    s = later_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("HM0",), ("orange-1",)), prefer=[mine])
    assert "Big Mac, Princess for a Night" in trace_text(game)
    assert counters_on(game, ALICE) == 2
    assert counters_on(game, BOB) == 0


def test_HM0_removes_a_counter_while_involved_to_flip_an_additional_card(later_scene):
    s = later_scene()
    big_mac = s.put("HM0", ALICE, B_PROBLEM, counters={POWER_COUNTER: 1})
    tm = s.put("tm-2", BOB, B_PROBLEM)
    use = ActivateAbility(ALICE, big_mac, 1)
    # not involved in a faceoff: its condition is not met (703.1)
    assert "condition is not met" in s.game().why_not(use)
    game = challenge(s, tm, ("orange-1", "orange-3"), ("orange-1",))
    game = when_offered(game, use)
    text = trace_text(game)
    assert "Alice flips Orange 3" in text
    assert game.state.cards[big_mac].counter(POWER_COUNTER) == 0


@pytest.mark.parametrize("whose", [ALICE, BOB])
def test_HM21_one_of_your_friends_unfrightened_may_put_a_counter(later_scene, whose):
    from engine.choices import Rally

    s = later_scene(turn_player=whose)
    armor = s.put("HM21", ALICE, B_PROBLEM)
    scared = s.put("orange-2", whose, A_PROBLEM, frightened=True)
    game = s.game()
    game.apply(Rally(whose, scared))
    game = later_scene.settle(game, prefer=[armor])
    assert game.state.cards[armor].counter(POWER_COUNTER) == (1 if whose == ALICE else 0)


def test_HM31_confronting_may_retire_it_for_six_power_to_a_character_here(later_scene):
    s = later_scene()
    s.put("HM31", ALICE, B_PROBLEM)
    friend = s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    game = until(game, lambda g: "HM31" in ids(g, Zone.DISCARD, ALICE), prefer=[friend])
    game = later_scene.settle(game, prefer=[friend])
    (line,) = [x for x in trace_text(game).splitlines() if "+6 power" in x]
    assert line.strip().startswith(f"Orange 2 #{friend} gets +6 power until the end of the turn")


@pytest.mark.parametrize(("helper", "points"), [(False, 0), (True, 1)])
def test_HM49_cant_contribute_its_power_to_confronting(later_scene, helper, points):
    # "easy" needs 1 power: Prim Hemline (4) alone does not meet it (611.3a)
    s = later_scene()
    s.put("HM49", ALICE, B_PROBLEM)
    if helper:
        s.put("orange-1", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points == points


def test_HM59_may_pay_one_for_players_to_flip_one_fewer_card(later_scene):
    s = later_scene()
    s.put("HM59", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)  # 3 against Timberwolf's 2: no tie to flip for
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-2",)))
    text = trace_text(game)
    assert "each player flips 1 fewer card in this faceoff (Fluttershy" in text
    assert "Alice flips" not in text and "Bob flips" not in text
    assert game.state.players[ALICE].tokens == 9


def test_HM60_entering_play_or_becoming_frightened_puts_a_critter_token(later_scene):
    s = later_scene()
    (furball,) = s.hand(ALICE, "HM60")
    game = play(later_scene, s.game(), furball, A_HOME)
    assert len(tokens_with(game, "Critter")) == 1
    # frightened by Prince Rutherford: a second Critter
    s = later_scene()
    furball = s.put("HM60", ALICE, A_HOME)
    (rutherford,) = s.hand(ALICE, "HM7")
    game = play(later_scene, s.game(), rutherford, A_HOME, prefer=[furball])
    assert in_play(game, "HM60").frightened
    assert len(tokens_with(game, "Critter")) == 1


@pytest.mark.parametrize("frightened", ["MT7", "orange-2"])
def test_MT7_this_or_another_friend_frightened_may_bring_a_pegasus(later_scene, frightened):
    s = later_scene()
    gilda = s.put("MT7", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (rutherford,) = s.hand(ALICE, "HM7")
    target = gilda if frightened == "MT7" else theirs
    game = play(later_scene, s.game(), rutherford, A_HOME, prefer=[target])
    assert in_play(game, frightened).frightened
    (token,) = tokens_with(game, "Pegasus")
    assert keyword(game, token.iid, "Swift") is not None


def test_MT7_a_frightened_gilda_does_not_see_other_friends_frightened(later_scene):
    s = later_scene()
    s.put("MT7", ALICE, A_HOME, frightened=True)  # face-down: no abilities (505.1a)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (rutherford,) = s.hand(ALICE, "HM7")
    game = play(later_scene, s.game(), rutherford, A_HOME, prefer=[theirs])
    assert in_play(game, "orange-2").frightened
    assert tokens_with(game, "Pegasus") == []


def test_HM63_flipped_an_opposing_character_has_minus_one_per_involved_character(later_scene):
    from script_scenes import strong_at

    # a Problem faceoff at Bob's Problem: Alice's three characters against Bob's Orange 1
    s = later_scene()
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "HM63", "orange-1")
    s.deck(BOB, "orange-2", "orange-1")
    game = until(s.game(at="score"), lambda g: "Faceoff totals" in trace_text(g))
    line = next(x for x in trace_text(game).splitlines() if x.startswith("Faceoff totals"))
    bob = line.split("; Bob ")[1]
    assert bob.startswith("0 (")  # 1 + 2 flipped - 3
    assert "Seabreeze, Breezie Boss" in bob and "-3 (flipped, 514.4a)" in bob


def test_HM63_exhausts_while_involved_to_give_your_other_involved_characters_one(later_scene):
    s = later_scene()
    seabreeze = s.put("HM63", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, B_PROBLEM)
    away = s.put("orange-2", ALICE, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    use = ActivateAbility(ALICE, seabreeze, 1)
    assert "condition is not met" in s.game().why_not(use)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    game = when_offered(game, use)
    assert game.state.cards[seabreeze].exhausted
    text = trace_text(game)
    (line,) = [x for x in text.splitlines() if "+1 power until the end of the faceoff" in x]
    assert line.strip().startswith(f"Orange 1 #{other} gets")  # not itself, not one away
    assert f"Faceoff totals: Alice 3 (Orange 1 #{other} 2 + flipped" in text
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.power(other) == 1 and game.power(away) == 2  # the faceoff ended (514.6)


@pytest.mark.parametrize("face_down", [False, True])
def test_HM69_turns_over_an_opposing_troublemaker_here_without_uncovering(later_scene, face_down):
    s = later_scene()
    s.put("HM69", ALICE, B_PROBLEM)
    tm = s.put("HM117", BOB, B_PROBLEM, face_down=face_down)  # Cerberus: "when uncovered"
    s.put("tm-2", BOB, A_PROBLEM, face_down=not face_down)  # not here
    game = until(s.game(at="troublemaker"), lambda g: "is turned face-" in trace_text(g))
    game = until(game, lambda g: g.current_decision().kind.name == "MAIN_PHASE")
    text = trace_text(game)
    cerberus = in_play(game, "HM117")
    assert cerberus.face_down is not face_down
    if face_down:
        assert "is turned face-up; it is not uncovered" in text
        assert cerberus.iid == tm and "Cerberus, Tartarus Guard #6 triggers" not in text
    else:
        assert cerberus.iid != tm  # face-down: a new card (505.3)
    assert in_play(game, "tm-2").face_down is not face_down  # the one away is not turned


def test_HM75_its_problem_cant_be_replaced_by_an_effect_and_it_stays_when_solved(later_scene):
    # CN51: "Exhaust and retire this card to replace its Problem": not while Joe is there
    s = later_scene()
    s.put("HM75", ALICE, B_PROBLEM)
    replacer = s.put("CN51", ALICE, B_PROBLEM)
    problem = s.board.problem[BOB]
    game = activate(later_scene, s.game(), replacer)
    assert "CN51" in ids(game, Zone.DISCARD, ALICE)
    assert problem in game.state.play
    assert "can't be replaced until it is solved" in trace_text(game)
    # solved: it is replaced, and Joe stays at the new Problem (613.2, 710.1)
    from script_scenes import solving_bobs_problem

    s = later_scene()
    joe = s.put("HM75", ALICE, B_PROBLEM)
    solving_bobs_problem(s, "easy")
    game = later_scene.settle(s.game(at="score"))
    assert "is solved and replaced" in trace_text(game)
    assert game.state.cards[joe].area == B_PROBLEM


@pytest.mark.parametrize(("where", "gained"), [(B_PROBLEM, 1), (A_PROBLEM, 0)])
def test_HM77_a_friend_here_dismissed_may_exhaust_it_to_gain_one(later_scene, where, gained):
    s = later_scene()
    tiara = s.put("HM77", ALICE, B_PROBLEM)
    victim = s.put("orange-2", BOB, where)
    (mare,) = s.hand(ALICE, "HM27")  # Mega Mare: "you may dismiss a Friend here"
    game = play(later_scene, s.game(), mare, where, prefer=[victim])
    assert victim not in game.state.play
    assert game.state.cards[tiara].exhausted is bool(gained)
    assert game.state.players[ALICE].tokens == 10 - 5 + gained  # Mega Mare costs 5
    assert ("gains 1 action token (Diamond Tiara" in trace_text(game)) is bool(gained)


@pytest.mark.parametrize(("top", "power"), [("event-faceoff", 5), ("orange-1", 3)])
def test_HM79_pays_one_to_draw_the_revealed_top_card_two_power_if_an_event(later_scene, top, power):
    s = later_scene()
    lemon = s.put("HM79", ALICE, A_HOME)
    s.deck(ALICE, top, "pink-2")
    game = activate(later_scene, s.game(), lemon)
    assert top in ids(game, Zone.HAND, ALICE)
    assert game.power(lemon) == power
    assert game.state.players[ALICE].tokens == 9
    assert "reveals" in trace_text(game)


def test_HM82_opposing_friends_here_have_minus_one_while_involved(later_scene):
    from engine.choices import Challenge

    s = later_scene(turn_player=BOB)
    s.put("HM82", ALICE, B_PROBLEM)
    theirs = s.put("orange-3", BOB, B_PROBLEM)
    away = s.put("orange-3", BOB, A_PROBLEM)
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    assert game.power(theirs) == 3  # no faceoff yet
    game.apply(Challenge(BOB, tm))
    assert game.power(theirs) == 2
    assert game.power(away) == 3


def test_HM82_exhausts_to_put_an_opposing_friend_with_0_power_into_its_hand(later_scene):
    # Bob's Orange 1 enters play at Alice's Calming 1 Friend's Problem: -1 power, so 0
    s = later_scene(turn_player=BOB)
    s.put("calming-1", ALICE, B_PROBLEM)
    mayor = s.put("HM82", ALICE, A_HOME)
    one = s.put("orange-1", BOB, A_PROBLEM)  # 1 power: not this one
    (friend,) = s.hand(BOB, "orange-1")
    game = play(later_scene, s.game(), friend, B_PROBLEM, player=BOB)
    zero = next(c.iid for c in game.state.in_play() if c.card_id == "orange-1" and c.iid != one)
    assert game.power(zero) == 0
    game.apply(next(c for c in game.legal_choices() if isinstance(c, EndMainPhase)))
    game = when_offered(game, ActivateAbility(ALICE, mayor, 1))
    game = later_scene.settle(game)
    assert zero not in game.state.play
    assert ids(game, Zone.HAND, BOB) == ["orange-1"]
    assert one in game.state.play
    assert "Alice exhausts Mayor Mare, Lawmaker" in trace_text(game)


# --- "If ... would be frightened, ... instead" (710.1) -------------------------------------------
@pytest.mark.parametrize("accept", [True, False])
def test_HM19_may_banish_a_card_from_your_discard_pile_instead_of_being_frightened(
    later_scene, accept
):
    s = later_scene()
    granny = s.put("HM19", ALICE, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "pink-2")
    (rutherford,) = s.hand(ALICE, "HM7")
    game = s.game()
    game.apply(PlayCard(ALICE, rutherford, A_HOME))
    game = until(game, lambda g: g.current_decision().kind.name == "REPLACEMENT", prefer=[granny])
    game.apply((Accept if accept else Decline)(ALICE))
    game = later_scene.settle(game)
    if accept:
        assert granny in game.state.play and not game.state.cards[granny].frightened
        assert ids(game, Zone.BANISHED, ALICE) == ["pink-2"]
    else:
        assert in_play(game, "HM19").frightened
        assert ids(game, Zone.DISCARD, ALICE) == ["pink-2"]


def test_HM19_with_an_empty_discard_pile_nothing_replaces_it(later_scene):
    s = later_scene()
    granny = s.put("HM19", ALICE, B_PROBLEM)
    (rutherford,) = s.hand(ALICE, "HM7")
    game = play(later_scene, s.game(), rutherford, A_HOME, prefer=[granny])
    assert in_play(game, "HM19").frightened
    assert "Granny Smith, Fit as a Fiddle #5 replaces it" not in trace_text(game)


def test_HM65_bob_may_pay_one_to_dismiss_a_friend_instead_of_it_being_frightened(later_scene):
    # Alice frightens her own Friend with Prince Rutherford; Bob's Cheese Sandwich: Bob says
    # "may" and pays 1, and the Friend is dismissed instead
    s = later_scene()
    s.put("HM65", BOB, B_PROBLEM)
    mine = s.put("orange-2", ALICE, A_PROBLEM)
    (rutherford,) = s.hand(ALICE, "HM7")
    game = s.game()
    game.apply(PlayCard(ALICE, rutherford, A_HOME))
    game = until(game, lambda g: g.current_decision().kind.name == "REPLACEMENT", prefer=[mine])
    assert game.current_decision().player == BOB
    game.apply(Accept(BOB))
    game = later_scene.settle(game)
    assert mine not in game.state.play
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE)
    assert not any(c.card_id == "orange-2" for c in game.state.in_play())
    assert game.state.players[BOB].tokens == 9


# --- "banish ... until this card leaves play" ----------------------------------------------------
def test_HM48_banishes_an_opposing_friend_until_it_leaves_play(later_scene):
    s = later_scene()
    small = s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)  # 3 power: not this one
    opal, mare = s.hand(ALICE, "HM48", "HM27")
    game = play(later_scene, s.game(), opal, A_PROBLEM, prefer=[small])
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    assert "stays banished until Opalescence" in trace_text(game)
    # Mega Mare dismisses Opalescence at Alice's Problem: Orange 2 returns to play at Bob's
    # home (706.1d)
    opal = in_play(game, "HM48").iid
    game = play(later_scene, game, mare, A_PROBLEM, prefer=[opal])
    assert "HM48" in ids(game, Zone.DISCARD, ALICE)
    back = in_play(game, "orange-2")
    assert back.area == B_HOME and back.controller == BOB
    assert ids(game, Zone.BANISHED, BOB) == []


def test_HM48_chaos_banishes_a_friend_with_2_or_less_power(later_scene):
    s = later_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    small = s.put("orange-2", BOB, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("HM48",), ("orange-1",)), prefer=[small])
    assert small not in game.state.play and ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    assert mine in game.state.play


def test_HM78_banishes_another_of_your_friends_until_it_leaves_play(later_scene):
    s = later_scene()
    friend = s.put("orange-2", ALICE, B_PROBLEM)
    (discord,) = s.hand(ALICE, "HM78")
    s.deck(ALICE, "pink-2")
    game = play(later_scene, s.game(), discord, A_HOME, prefer=[friend])
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-2"]
    # "Immediate: Retire this card to draw a card": it leaves play, Orange 2 returns home
    discord = in_play(game, "HM78").iid
    retire = next(
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == discord
    )
    game.apply(retire)
    game = later_scene.settle(game)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)
    assert in_play(game, "orange-2").area == A_HOME
    assert ids(game, Zone.BANISHED, ALICE) == []


def test_HM67_is_both_a_lyra_and_a_bon_bon(later_scene):
    from engine.cards import has_title

    pool = later_scene().pool
    assert has_title(pool["HM67"], "Lyra") and has_title(pool["HM67"], "Bon Bon")
    assert not has_title(pool["HM68"], "Lyra")


def test_HM67_puts_a_friendship_counter_then_brings_that_friend_along(later_scene):
    from engine.choices import MoveCharacter

    s = later_scene()
    pal = s.put("orange-2", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)  # no Friendship counter: stays
    (lyra,) = s.hand(ALICE, "HM67")
    game = play(later_scene, s.game(), lyra, A_HOME, prefer=[pal])
    assert game.state.cards[pal].counter("Friendship") == 1
    assert game.state.cards[other].counter("Friendship") == 0
    lyra = in_play(game, "HM67").iid
    game.apply(MoveCharacter(ALICE, lyra, B_PROBLEM))
    game = later_scene.settle(game, prefer=[other])  # not a candidate: no counter
    assert game.state.cards[lyra].area == B_PROBLEM
    assert game.state.cards[pal].area == B_PROBLEM  # moved along, for free (506)
    assert game.state.cards[other].area == A_HOME


def test_HM28_exhausts_friends_here_paying_one_each_for_as_many_earth_pony_tokens(later_scene):
    # Alice has 2 action tokens left after playing Orange 1 (cost 1) with 3: she may exhaust
    # no more than 2 of her 3 Friends at Minuette's Problem (508.1d)
    s = later_scene()
    minuette = s.put("HM28", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-1")
    game = s.game()
    cost = game._table.pool["orange-1"].cost
    game = s.game(tokens=(cost + 2, 10))
    game = play(later_scene, game, friend, B_PROBLEM, prefer=[minuette])
    assert len(tokens_with(game, "Earth Pony")) == 2
    assert game.state.players[ALICE].tokens == 0
    here = [c for c in game.state.in_play() if c.area == B_PROBLEM and c.controller == ALICE]
    assert sum(c.exhausted for c in here) == 2
    assert "Alice pays 2 (Minuette" in trace_text(game)


def test_HM28_declined_nothing_is_exhausted_or_paid(later_scene):
    s = later_scene()
    s.put("HM28", ALICE, B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, friend, B_PROBLEM))
    game = until(game, lambda g: Decline(ALICE) in g.legal_choices())
    tokens = game.state.players[ALICE].tokens
    game.apply(Decline(ALICE))
    game = later_scene.settle(game)
    assert tokens_with(game, "Earth Pony") == []
    assert game.state.players[ALICE].tokens == tokens
    assert not any(c.exhausted for c in game.state.in_play() if c.area == B_PROBLEM)


def test_HM48_frightened_it_is_still_in_play_and_the_friend_returns_as_it_leaves(later_scene):
    # frightened (a new card, 505.3) Opalescence stays in play (504.1): Orange 2 stays
    # banished; Mega Mare then dismisses the face-down Opalescence and Orange 2 returns
    s = later_scene()
    small = s.put("orange-2", BOB, B_PROBLEM)
    opal, rutherford, mare = s.hand(ALICE, "HM48", "HM7", "HM27")
    game = play(later_scene, s.game(tokens=(20, 10)), opal, A_PROBLEM, prefer=[small])
    opal = in_play(game, "HM48").iid
    game = play(later_scene, game, rutherford, A_HOME, prefer=[opal])
    assert in_play(game, "HM48").frightened
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    opal = in_play(game, "HM48").iid
    game = play(later_scene, game, mare, A_PROBLEM, prefer=[opal])
    assert "HM48" in ids(game, Zone.DISCARD, ALICE)
    assert in_play(game, "orange-2").area == B_HOME
