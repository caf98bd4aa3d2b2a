"""Canterlot Nights card scripts, one scenario per automated card: position -> choices -> result.

Each test names the card by collector number; read it beside the card's printed text.
"""

from __future__ import annotations

import re

import pytest
from script_scenes import (
    PassPriorityFor,
    activate,
    challenge,
    faceoff_game,
    in_play,
    manual_marks_match,
    not_yet,
    play,
    problem_faceoff_at_bobs_problem,
    react,
    solving_bobs_problem,
    strong_at,
    when_offered,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    ChooseCard,
    ChooseOption,
    Decline,
    DrawAction,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
    Retire,
)
from engine.coverage import covering_tests, pool_coverage
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.scripts import canterlot_nights
from engine.view import involved_in


# --- the set as a whole -----------------------------------------------------------------------
def test_every_canterlot_nights_card_is_scripted_or_marked_manual_and_tested(canterlot_pool):
    [cn] = pool_coverage(canterlot_pool, covering_tests(), "CN")
    numbered = [c for c in cn.cards if c.id[2:].isdigit()]
    automated = [c for c in numbered if c.kind != "manual"]
    assert len(numbered) == 204  # CN0-CN203; the promos CNpf and CNf are checked too
    assert cn.of("not handled") == []  # every card with text is scripted or manual with a reason
    assert cn.untested == []  # every automated card with text has a scenario naming it
    assert len(automated) >= 193  # 94.6 %, as engine/README.md says
    assert manual_marks_match(canterlot_pool, canterlot_nights.SCRIPTS) == []


def beneath(s, iid: int, n: int = 1) -> list[int]:  # type: ignore[no-untyped-def]
    """``n`` cards banished beneath card ``iid`` (glossary: Pumped)."""
    return s.board.add(
        Zone.BANISHED, s.board.state.cards[iid].owner, *["orange-1"] * n, beneath=iid
    )


def challenge_at_bobs_problem(s, tm: int, flips: str = "orange-1"):  # type: ignore
    """Alice challenges ``tm``; Bob holds a Faceoff Event, so the faceoff waits for him."""
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    return challenge(s, tm, (flips, flips), ("orange-1", "orange-1"))


# --- Mane Characters ----------------------------------------------------------------------------
def test_CN4_turns_over_when_winning_a_faceoff(cn_scene):
    s = cn_scene(mane="CN4")
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3", "orange-3"), ("orange-1", "orange-1"))
    cn_scene.settle(game)
    assert game.state.cards[s.board.mane[ALICE]].boosted


def test_CN4_boosted_opposing_characters_here_get_minus_one_only_in_problem_faceoffs(cn_scene):
    s = cn_scene(mane="CN4")
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM, boosted=True)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge_at_bobs_problem(s, tm)
    assert game.power(foe) == 3  # a Troublemaker faceoff
    s = cn_scene(mane="CN4")
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM, boosted=True)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = problem_faceoff_at_bobs_problem(s)
    assert game.power(foe) == 2


def test_CN5_turns_over_and_exhausts_when_you_play_an_event(cn_scene):
    s = cn_scene(mane="CN5")
    (event,) = s.hand(ALICE, "PR114")
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    game = play(cn_scene, s.game(), event)
    mane = game.state.cards[s.board.mane[ALICE]]
    assert mane.boosted and mane.exhausted


def test_CN5_boosted_brings_an_opponents_friend_to_the_problem(cn_scene):
    s = cn_scene(mane="CN5")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, boosted=True)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mane, B_PROBLEM))
    cn_scene.settle(game, prefer=(foe,))
    assert game.state.cards[foe].area == B_PROBLEM


def test_CN1_turns_over_in_any_phase_with_two_pegasus_friends_at_its_problem(cn_scene):
    s = cn_scene(mane="CN1")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    s.put("CN15", BOB, B_PROBLEM)  # anyone's Pegasus Friends count
    game = s.game(at="challenge")  # Alice's Troublemaker Phase: not only the Main Phase
    choice = ActivateAbility(ALICE, mane, 0)
    assert "condition is not met (703.1)" in game.why_not(choice)  # only one Pegasus
    s.put("CN55", ALICE, B_PROBLEM)
    game = s.game(at="challenge")
    assert choice in game.legal_choices(), game.why_not(choice)
    assert "only the turn player" in game.why_not(ActivateAbility(BOB, s.board.mane[BOB], 0))
    game.apply(choice)
    cn_scene.settle(game)
    assert game.state.cards[mane].boosted


def test_CN1_pegasus_friends_at_home_do_not_count(cn_scene):
    s = cn_scene(mane="CN1")
    s.put("CN15", ALICE, A_HOME)
    s.put("CN55", ALICE, A_HOME)
    game = s.game()
    assert "condition is not met" in game.why_not(ActivateAbility(ALICE, s.board.mane[ALICE], 0))


def test_CN1_boosted_readies_an_exhausted_friend_here_as_a_faceoff_starts(cn_scene):
    s = cn_scene(mane="CN1")
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM, boosted=True)
    tired = s.put("orange-1", ALICE, B_PROBLEM, exhausted=True)
    away = s.put("orange-1", ALICE, A_PROBLEM, exhausted=True)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge_at_bobs_problem(s, tm)
    cn_scene.settle(game)
    assert not game.state.cards[tired].exhausted
    assert game.state.cards[away].exhausted  # not at its Problem


# --- Friends ------------------------------------------------------------------------------------
def test_CN10_may_ready_itself_at_the_start_of_each_turn_with_a_card_beneath(cn_scene):
    s = cn_scene()  # Alice's turn starts: Bob's cards are not readied by the Ready step
    cipher = s.put("CN10", BOB, B_PROBLEM, exhausted=True)
    plain = s.put("CN10", BOB, B_PROBLEM, exhausted=True)
    beneath(s, cipher)
    s.deck(ALICE, "orange-1")
    game = cn_scene.settle(s.game(at="start"))
    assert not game.state.cards[cipher].exhausted
    assert game.state.cards[plain].exhausted  # nothing beneath it


def test_CN14_gets_two_per_card_beneath_while_involved(cn_scene):
    s = cn_scene()
    me = s.put("CN14", ALICE, B_PROBLEM)
    beneath(s, me, 2)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    assert s.game().power(me) == 2
    game = challenge_at_bobs_problem(s, tm)
    assert game.power(me) == 2 + 4


@pytest.mark.parametrize("card", ["CN20", "CN192"])
def test_exhausts_to_move_itself(cn_scene, card):
    s = cn_scene()
    me = s.put(card, ALICE, A_HOME)
    game = activate(cn_scene, s.game(tokens=(0, 0)), me, prefer=(B_PROBLEM,))
    assert game.state.cards[me].area == B_PROBLEM and game.state.cards[me].exhausted
    assert game.state.players[ALICE].tokens == 0  # moved by its effect, not the move action


def test_CN34_spends_to_exhaust_every_character_at_its_problem(cn_scene):
    s = cn_scene()
    me = s.put("CN34", ALICE, B_PROBLEM)
    beneath(s, me)
    mine, foe = s.put("orange-1", ALICE, B_PROBLEM), s.put("orange-2", BOB, B_PROBLEM)
    away = s.put("orange-1", BOB, A_PROBLEM)
    game = activate(cn_scene, s.game(), me)
    assert all(game.state.cards[i].exhausted for i in (me, mine, foe))
    assert not game.state.cards[away].exhausted and ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


@pytest.mark.parametrize(("under", "flips"), [(0, 1), (1, 2)])
def test_CN36_flips_an_additional_card_with_a_card_beneath(cn_scene, under, flips):
    s = cn_scene()
    me = s.put("CN36", ALICE, B_PROBLEM)
    beneath(s, me, under)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge_at_bobs_problem(s, tm, flips="orange-3")  # no tie: no more flips
    game.apply(PassPriorityFor(game))
    while game.current_decision().player == BOB:
        game.apply(PassPriorityFor(game))
    assert len(game.state.players[ALICE].flip) == flips


def test_CN40_enters_play_exhausted(cn_scene):
    s = cn_scene()
    (iid,) = s.hand(ALICE, "CN40")
    game = play(cn_scene, s.game(), iid, A_HOME)
    assert in_play(game, "CN40").exhausted


def test_CN40_returns_to_hand_to_dismiss_an_exhausted_friend(cn_scene):
    s = cn_scene()
    me = s.put("CN40", ALICE, A_HOME)
    tired = s.put("orange-2", BOB, B_HOME, exhausted=True)
    s.put("orange-1", BOB, B_HOME)  # ready: not a choice
    game = activate(cn_scene, s.game(), me, index=1)
    assert ids(game, Zone.HAND, ALICE) == ["CN40"] and tired not in game.state.cards
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_CN42_spends_to_draw_two(cn_scene):
    s = cn_scene()
    me = s.put("CN42", ALICE, A_HOME)
    beneath(s, me)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = activate(cn_scene, s.game(), me)
    assert len(game.state.players[ALICE].hand) == 2 and not game.state.cards[me].exhausted


def test_CN44_gets_one_while_the_opponents_mane_is_at_home(cn_scene):
    s = cn_scene()
    me = s.put("CN44", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(me) == 3
    s.board.table.update(s.board.mane[BOB], area=B_PROBLEM)
    assert s.game().power(me) == 2


def test_CN49_exhausts_itself(cn_scene):
    s = cn_scene()
    me = s.put("CN49", ALICE, A_PROBLEM)
    game = activate(cn_scene, s.game(), me)
    assert game.state.cards[me].exhausted


@pytest.mark.parametrize(("exhausted", "confronts"), [(True, False), (False, True)])
def test_CN49_opponent_needs_two_more_while_it_is_exhausted(cn_scene, exhausted, confronts):
    s = cn_scene(turn_player=BOB)
    s.put("CN49", ALICE, A_PROBLEM, exhausted=exhausted)
    s.put("orange-2", BOB, A_PROBLEM)  # "easy" needs 1 wild; +2 makes 3
    game = cn_scene.settle(s.game(at="score"))
    assert ("does not confront" in trace_text(game)) is not confronts


def test_CN50_exhausts_and_spends_two_to_dismiss_an_opposing_friend_here(cn_scene):
    s = cn_scene()
    me = s.put("CN50", ALICE, B_PROBLEM)
    beneath(s, me, 2)
    s.put("orange-2", BOB, B_PROBLEM)
    game = activate(cn_scene, s.game(), me)
    assert "orange-2" in ids(game, Zone.DISCARD, BOB) and game.state.cards[me].exhausted


def test_CN51_exhausts_and_retires_to_replace_its_problem(cn_scene):
    s = cn_scene()
    me = s.put("CN51", ALICE, B_PROBLEM)
    mine, foe = s.put("orange-1", ALICE, B_PROBLEM), s.put("orange-2", BOB, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    away = s.put("orange-1", BOB, A_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "orange-pink")
    old = s.board.problem[BOB]
    game = activate(cn_scene, s.game(), me)
    assert me not in game.state.cards and "CN51" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.cards[mine].area == A_HOME and game.state.cards[foe].area == B_HOME
    assert tm not in game.state.cards and ids(game, Zone.DISCARD, BOB) == ["tm-2"]
    assert game.state.cards[away].area == A_PROBLEM  # another Problem: untouched
    problem = next(c for c in game.state.in_play() if c.area == B_PROBLEM)
    assert problem.card_id == "orange-pink"  # the top card of Bob's Problem deck (613.2)
    assert old not in game.state.cards and ids(game, Zone.PROBLEM_DECK, BOB) == ["easy"]


def test_CN51_at_home_replaces_nothing(cn_scene):
    s = cn_scene()
    me = s.put("CN51", ALICE, A_HOME)
    s.board.add(Zone.PROBLEM_DECK, BOB, "orange-pink")
    game = activate(cn_scene, s.game(), me)
    assert "not at a Problem" in trace_text(game) and "CN51" in ids(game, Zone.DISCARD, ALICE)
    assert ids(game, Zone.PROBLEM_DECK, BOB) == ["orange-pink"]


def test_CN52_gets_one_per_card_beneath(cn_scene):
    s = cn_scene()
    me = s.put("CN52", ALICE, A_HOME)
    beneath(s, me, 3)
    assert s.game().power(me) == 1 + 3


def test_CN58_spends_for_four_power_in_a_faceoff(cn_scene):
    s = cn_scene()
    me = s.put("CN58", ALICE, B_PROBLEM)
    beneath(s, me)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge_at_bobs_problem(s, tm)
    when_offered(game, ActivateAbility(ALICE, me, 0))
    cn_scene.settle(game)
    assert "+4 power until the end of the faceoff" in trace_text(game)


def test_CN59_frightens_a_friend_there(cn_scene):
    s = cn_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (iid,) = s.hand(ALICE, "CN59")
    game = play(cn_scene, s.game(), iid, B_PROBLEM, prefer=(foe,))
    assert foe not in game.state.cards
    assert [c.card_id for c in game.state.in_play() if c.frightened] == ["orange-2"]


def test_CN68_opponents_cannot_move_it_or_your_mane(cn_scene):
    s = cn_scene()
    me = s.put("CN68", BOB, B_PROBLEM)
    mane = s.board.mane[BOB]
    s.board.table.update(mane, area=B_PROBLEM)
    (back,) = s.hand(ALICE, "PR106")  # move an opponent's character
    game = play(cn_scene, s.game(), back)
    assert game.state.cards[me].area == B_PROBLEM and game.state.cards[mane].area == B_PROBLEM


def test_CN62_looks_at_the_bottom_two_and_may_put_one_on_top(cn_scene):
    s = cn_scene()
    me = s.put("CN62", ALICE, A_HOME)
    _, _, bottom = s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = s.game()
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "orange-2", "orange-3"]
    game.apply(ActivateAbility(ALICE, me, 0))
    choices = game.legal_choices()
    offered = {game.state.cards[c.card].card_id for c in choices if isinstance(c, ChooseCard)}
    assert offered == {"orange-2", "orange-3"} and Decline(ALICE) in choices
    game.apply(ChooseCard(ALICE, bottom))
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3", "orange-1", "orange-2"]
    assert game.state.cards[me].exhausted


def test_CN62_may_leave_them_at_the_bottom(cn_scene):
    s = cn_scene()
    me = s.put("CN62", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0))
    game.apply(Decline(ALICE))
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "orange-2", "orange-3"]


def test_CN69_spends_to_give_another_character_four(cn_scene):
    s = cn_scene()
    me = s.put("CN69", ALICE, A_HOME)
    beneath(s, me)
    other = s.put("orange-1", ALICE, A_HOME)
    game = activate(cn_scene, s.game(), me, prefer=(other,))
    assert game.power(other) == 5


@pytest.mark.parametrize(
    ("mane", "outside", "involved"), [("CN8", 2 + 1, 2 + 1 + 2), ("CN1", 2, 2)]
)
def test_CN70_also_has_supportive_two_while_involved(cn_scene, mane, outside, involved):
    s = cn_scene(mane=mane)  # CN8 shares its [Generosity]; CN1 is [Loyalty]
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    me = s.put("CN70", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    assert s.game().power(me) == outside  # Supportive 1 only
    game = challenge_at_bobs_problem(s, tm)
    assert game.power(me) == involved  # Supportive 1 and Supportive 2


def test_CN72_pays_one_to_exhaust_and_then_taxes_the_opponent(cn_scene):
    s = cn_scene()
    me = s.put("CN72", ALICE, A_PROBLEM)
    game = activate(cn_scene, s.game(tokens=(1, 0)), me)
    assert game.state.cards[me].exhausted and game.state.players[ALICE].tokens == 0
    s = cn_scene(turn_player=BOB)
    s.put("CN72", ALICE, A_PROBLEM, exhausted=True)
    walker = s.put("orange-1", BOB, B_HOME)
    (one,) = s.hand(BOB, "orange-1")
    game = s.game(tokens=(0, 1))
    assert "costs 2 action tokens" in game.why_not(PlayCard(BOB, one, A_PROBLEM))
    assert "costs 3 action tokens" in game.why_not(MoveCharacter(BOB, walker, A_PROBLEM))
    assert "costs 2 action tokens" in game.why_not(MoveCharacter(BOB, walker, B_PROBLEM))
    assert game.why_not(PlayCard(BOB, one, B_PROBLEM)) is None


def test_CN73_puts_all_cards_from_beneath_a_friend_with_pumped_into_the_discard_pile(cn_scene):
    s = cn_scene()
    me = s.put("CN73", ALICE, A_HOME)
    swan = s.put("CN52", BOB, B_HOME)  # Pumped: +1 power for each card beneath it
    plain = s.put("orange-1", BOB, B_HOME)  # no Pumped: not a choice
    beneath(s, swan, 2)
    beneath(s, plain)
    game = s.game()
    assert game.power(swan) == 3
    activate(cn_scene, game, me, prefer=(plain,))  # not a choice: it has no Pumped
    assert game.power(swan) == 1 and ids(game, Zone.DISCARD, BOB) == ["orange-1", "orange-1"]
    assert [c.beneath for c in game.state.cards.values() if c.zone is Zone.BANISHED] == [plain]


def test_CN103_banishes_itself_beneath_your_friend_with_pumped(cn_scene):
    s = cn_scene()
    swan = s.put("CN52", ALICE, A_HOME)
    s.put("CN52", BOB, B_HOME)  # not Alice's
    (eep,) = s.hand(ALICE, "CN103")
    game = play(cn_scene, s.game(), eep)
    assert game.power(swan) == 2 and ids(game, Zone.DISCARD, ALICE) == []
    under = [c for c in game.state.cards.values() if c.beneath == swan]
    assert [c.card_id for c in under] == ["CN103"]


def test_CN103_goes_to_the_discard_pile_with_no_friend_with_pumped(cn_scene):
    s = cn_scene()
    s.put("orange-1", ALICE, A_HOME)
    (eep,) = s.hand(ALICE, "CN103")
    game = play(cn_scene, s.game(), eep)
    assert ids(game, Zone.DISCARD, ALICE) == ["CN103"]


def test_CN75_spends_to_banish_an_opposing_friend_after_winning(cn_scene):
    s = cn_scene()
    me = s.put("CN75", ALICE, B_PROBLEM)
    beneath(s, me)
    s.put("orange-2", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    cn_scene.settle(game)
    assert "orange-2" in ids(game, Zone.BANISHED, BOB)


def test_CN77_scores_an_additional_point_for_a_troublemaker_faceoff(cn_scene):
    s = cn_scene()
    s.put("CN77", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    cn_scene.settle(game)
    assert game.state.players[ALICE].points == 1 + 1  # point value 1, and one more


@pytest.mark.parametrize(("pays", "exhausted"), [(True, False), (False, True)])
def test_CN82_a_friend_moved_here_is_exhausted_unless_its_controller_pays(
    cn_scene, pays, exhausted
):
    s = cn_scene(turn_player=BOB)
    s.put("CN82", ALICE, A_PROBLEM)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game(tokens=(0, 5))
    game.apply(MoveCharacter(BOB, foe, A_PROBLEM))
    cn_scene.settle(game, accept=pays)
    assert game.state.cards[foe].exhausted is exhausted
    assert game.state.players[BOB].tokens == 5 - 2 - pays


def test_CN85_other_friends_here_get_one_per_card_beneath(cn_scene):
    s = cn_scene()
    me = s.put("CN85", ALICE, B_PROBLEM)
    beneath(s, me, 2)
    other = s.put("orange-1", ALICE, B_PROBLEM)
    away = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(other) == 3 and game.power(away) == 1 and game.power(me) == 2


def test_CN87_others_here_get_one_while_the_opponents_mane_is_home(cn_scene):
    s = cn_scene()
    s.put("CN87", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, B_PROBLEM)
    assert s.game().power(other) == 2
    s.board.table.update(s.board.mane[BOB], area=A_PROBLEM)
    assert s.game().power(other) == 1


def test_CN90_critters_here_get_one_while_it_is_exhausted(cn_scene):
    s = cn_scene()
    me = s.put("CN90", ALICE, B_PROBLEM)
    critter = s.put("critter-1", ALICE, B_PROBLEM)
    assert s.game().power(critter) == 1
    game = activate(cn_scene, s.game(), me)
    assert game.power(critter) == 2


def test_CN93_dismisses_a_resource_when_played(cn_scene):
    s = cn_scene()
    s.put("resource-1", BOB, B_HOME)
    (iid,) = s.hand(ALICE, "CN93")
    game = play(cn_scene, s.game(), iid, A_HOME)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]


def test_CN94_your_mane_gets_one_at_its_problem(cn_scene):
    s = cn_scene()
    s.put("CN94", ALICE, B_PROBLEM)
    mane = s.board.mane[ALICE]
    assert s.game().power(mane) == 1
    s.board.table.update(mane, area=B_PROBLEM)
    assert s.game().power(mane) == 2


def test_CN191_draws_two_then_discards_two(cn_scene):
    s = cn_scene()
    me = s.put("CN191", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = activate(cn_scene, s.game(), me)
    assert len(game.state.players[ALICE].hand) == 0
    assert len(game.state.players[ALICE].discard) == 2


def test_CN193_pays_one_to_make_the_opponent_discard_on_confronting(cn_scene):
    s = cn_scene()
    s.put("CN193", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "orange-1")
    game = cn_scene.settle(s.game(at="score", tokens=(1, 0)))
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]
    assert game.state.players[ALICE].tokens == 0


def test_CN199_exhausts_to_score_after_winning_with_rarity(cn_scene):
    s = cn_scene()
    me = s.put("CN199", ALICE, B_PROBLEM)
    s.put("CN78", ALICE, B_PROBLEM)  # Rarity
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    cn_scene.settle(game)
    assert game.state.players[ALICE].points == 1 + 1 and game.state.cards[me].exhausted


@pytest.mark.parametrize(
    ("card", "colour_friend", "title_card", "also"),
    [
        ("CNpf3", "orange-1", "CN18", "blue"),
        ("CNpf5", "V-WH-F330", "CN197", "purple"),
        ("CNpf7", "pink-2", "CN88", "yellow"),
        ("CNpf9", "V-PU-F330", "CN78", "white"),
        ("CNpf11", "V-YE-F330", "CN195", "pink"),
        ("CNpf13", "blue-2", "CN26", "orange"),
    ],
)
def test_promo_friends_gain_power_and_a_colour_from_company(
    cn_scene, card, colour_friend, title_card, also
):
    s = cn_scene()
    me = s.put(card, ALICE, B_PROBLEM)
    game = s.game()
    assert game.power(me) == 2 and also not in {c.value for c in game.colours(me)}
    s.put(colour_friend, BOB, B_PROBLEM)
    assert s.game().power(me) == 3
    s.put(title_card, ALICE, B_PROBLEM)
    game = s.game()
    assert game.power(me) == 4 and also in {c.value for c in game.colours(me)}


def test_CN29_may_be_exhausted_instead_of_frightened(cn_scene):
    for accept in (True, False):
        s = cn_scene()
        cherry = s.put("CN29", BOB, B_PROBLEM)
        (iid,) = s.hand(ALICE, "CN59")  # when played to a Problem, frighten a Friend there
        game = s.game()
        game.apply(PlayCard(ALICE, iid, B_PROBLEM))
        game.apply(ChooseCard(ALICE, cherry))  # the Friend to frighten
        decision = game.current_decision()
        assert decision.player == BOB  # the affected card's controller (710.5)
        assert "would be frightened; exhaust it instead" in decision.prompt
        game.apply(Accept(BOB) if accept else Decline(BOB))
        cn_scene.settle(game)
        if accept:  # the frighten does not happen (710.1)
            assert game.state.cards[cherry].exhausted and not game.state.cards[cherry].frightened
        else:
            assert cherry not in game.state.cards
            assert [c.card_id for c in game.state.in_play() if c.frightened] == ["CN29"]


def test_CN29_an_exhausted_cherry_fizzy_is_still_not_frightened(cn_scene):
    s = cn_scene()
    cherry = s.put("CN29", BOB, B_PROBLEM, exhausted=True)
    (iid,) = s.hand(ALICE, "CN59")
    game = s.game()
    game.apply(PlayCard(ALICE, iid, B_PROBLEM))
    cn_scene.settle(game, prefer=(cherry,))  # Bob accepts: replaced, though it can't exhaust
    assert game.state.cards[cherry].exhausted and not game.state.cards[cherry].frightened
    assert "can't be exhausted instead: it is already exhausted (503.2a) (710.4)" in trace_text(
        game
    )


def test_CN38_with_a_card_beneath_can_not_be_dismissed_or_frightened(cn_scene):
    for under in (0, 1):
        s = cn_scene()
        roller = s.put("CN38", BOB, B_PROBLEM)
        beneath(s, roller, under)
        scare, oust = s.hand(ALICE, "CN59", "PR45")  # frighten / dismiss a Friend there
        game = play(cn_scene, s.game(), scare, B_PROBLEM)
        if not under:
            assert [c.card_id for c in game.state.in_play() if c.frightened] == ["CN38"]
            continue
        assert roller in game.state.cards and not game.state.cards[roller].frightened
        game = play(cn_scene, game, oust, B_PROBLEM)
        assert game.state.cards[roller].zone is Zone.PLAY  # 104.2


def test_CN88_critter_friends_do_not_count_towards_your_home_limit(cn_scene):
    for caregiver, retires in (("CN88", False), ("orange-2", True)):
        s = cn_scene()
        s.put(caregiver, ALICE, A_HOME)
        s.put("orange-1", ALICE, A_HOME)
        s.put("orange-1", ALICE, A_HOME)
        critters = [s.put("critter-1", ALICE, A_HOME) for _ in range(2)]
        game = s.game(at="end")  # five Friends at home, home limit 3
        decision = game.current_decision()
        assert (decision is not None and decision.kind is DecisionKind.RETIRE) is retires
        if retires:  # 616.3: without Fluttershy the Critters count, and may be retired
            assert Retire(ALICE, critters[0]) in game.legal_choices()
        else:
            assert game.state.turn_player == BOB


def test_CN88_the_friends_that_count_are_the_ones_retired(cn_scene):
    s = cn_scene()
    s.put("CN88", ALICE, A_HOME)
    others = [s.put("orange-1", ALICE, A_HOME) for _ in range(3)]
    critter = s.put("critter-1", ALICE, A_HOME)
    game = s.game(at="end")  # four that count, home limit 3
    assert game.current_decision().kind is DecisionKind.RETIRE
    assert Retire(ALICE, critter) not in game.legal_choices()
    assert "(616.3)" in game.why_not(Retire(ALICE, critter))
    game.apply(Retire(ALICE, others[0]))
    assert game.state.turn_player == BOB and game.state.cards[critter].zone is Zone.PLAY


def test_CN92_may_dismiss_a_resource_on_a_friend_where_it_enters_play(cn_scene):
    s = cn_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    charm = s.put("resource-1", BOB, B_PROBLEM, attached_to=foe)
    s.put("resource-1", BOB, B_HOME)  # not on a Friend, not there
    (iid,) = s.hand(ALICE, "CN92")
    game = play(cn_scene, s.game(), iid, B_PROBLEM)
    assert charm not in game.state.cards
    assert len(game.state.players[BOB].discard) == 1 and foe in game.state.cards


# --- Events -------------------------------------------------------------------------------------
def test_CN100_returns_an_opponents_friend_or_resource_to_hand(cn_scene):
    s = cn_scene()
    s.put("resource-1", BOB, B_HOME)
    s.put("orange-1", ALICE, A_HOME)  # Alice's own: not a choice
    (iid,) = s.hand(ALICE, "CN100")
    game = play(cn_scene, s.game(), iid)
    assert ids(game, Zone.HAND, BOB) == ["resource-1"]


def test_CN110_frightens_a_friend_involved_in_a_troublemaker_faceoff(cn_scene):
    game, (event,), _ = faceoff_game(cn_scene, alice_hand=("CN110",))
    game.apply(PlayCard(ALICE, event))
    cn_scene.settle(game)
    assert [c.card_id for c in game.state.in_play() if c.frightened] == ["orange-3"]


@pytest.mark.parametrize(
    ("card", "zone", "fits", "misses"),
    [
        ("CN112", Zone.BANISHED, "orange-2", "orange-3"),
        ("CN123", Zone.PLAY, "orange-2", "orange-3"),
        ("CN124", Zone.DISCARD, "V-OR-F540", "orange-3"),
    ],
)
def test_events_that_remove_a_friend_by_power(cn_scene, card, zone, fits, misses):
    s = cn_scene()
    target, other = s.put(fits, BOB, B_HOME), s.put(misses, BOB, B_HOME)
    (iid,) = s.hand(ALICE, card)
    game = play(cn_scene, s.game(), iid)
    assert target not in game.state.cards and other in game.state.cards
    if zone is Zone.PLAY:  # frightened: a new face-down card
        assert [c.card_id for c in game.state.in_play() if c.frightened] == [fits]
    else:
        assert ids(game, zone, BOB) == [fits]


def test_CN113_unfrightens_a_friend(cn_scene):
    s = cn_scene()
    scared = s.put("orange-2", ALICE, A_HOME, frightened=True, face_down=True)
    (iid,) = s.hand(ALICE, "CN113")
    game = play(cn_scene, s.game(), iid)
    assert not game.state.cards[scared].frightened and not game.state.cards[scared].face_down


@pytest.mark.parametrize(
    ("card", "colours"), [("CN118", ("yellow", "white")), ("CN121", ("blue", "purple"))]
)
def test_CN_two_colour_events(cn_scene, card, colours):
    s = cn_scene()
    target = s.put(f"V-{colours[1][:2].upper()}-F330", ALICE, B_PROBLEM)
    (iid,) = s.hand(ALICE, card)
    game = play(cn_scene, s.game(), iid, prefer=(target,))
    assert game.power(target) == 5
    assert {c.value for c in game.colours(target)} >= set(colours)


@pytest.mark.parametrize(
    ("card", "titles", "extra"),
    [
        ("CN119", ("CN18",), 1),
        ("CN119", ("CN18", "CN26"), 2),
        ("CN122", ("CN59",), 1),
        ("CN122", ("CN59", "CN96"), 2),
    ],
)
def test_CN_flip_events_flip_for_named_characters(cn_scene, card, titles, extra):
    game, (event,), _ = faceoff_game(cn_scene, alice_hand=(card,), mine=titles)
    game.apply(PlayCard(ALICE, event))
    assert len(game.state.players[ALICE].flip) == extra


def test_CN128_puts_an_exhausted_friend_on_top_of_its_owners_deck(cn_scene):
    s = cn_scene()
    s.put("orange-2", BOB, B_HOME, exhausted=True)
    s.put("orange-1", BOB, B_HOME)
    s.deck(BOB, "pink-2")
    (iid,) = s.hand(ALICE, "CN128")
    game = play(cn_scene, s.game(), iid)
    assert ids(game, Zone.DRAW_DECK, BOB) == ["orange-2", "pink-2"]


def test_CN125_dismisses_every_friend_with_printed_power_zero(cn_scene):
    s = cn_scene()
    grown = s.put("CN197", BOB, B_PROBLEM, counters=(("+1 power", 2),))  # printed 0, now 2
    mine = s.put("CN197", ALICE, A_HOME)
    kept = s.put("orange-1", BOB, B_PROBLEM)
    (iid,) = s.hand(ALICE, "CN125")
    game = play(cn_scene, s.game(), iid)
    assert grown not in game.state.cards and mine not in game.state.cards  # 507.4
    assert kept in game.state.cards


# --- Resources ----------------------------------------------------------------------------------
def test_CN129_gives_its_troublemaker_two_power(cn_scene):
    s = cn_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    (iid,) = s.hand(ALICE, "CN129")
    game = s.game()
    assert PlayCard(ALICE, iid, A_PROBLEM, on=tm) in game.legal_choices()
    game.apply(PlayCard(ALICE, iid, A_PROBLEM, on=tm))
    assert game.power(tm) == 4


def test_CN132_exhausts_to_uncover_your_troublemaker(cn_scene):
    s = cn_scene()
    me = s.put("CN132", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    game = activate(cn_scene, s.game(), me)
    assert not game.state.cards[tm].face_down


def test_CN140_moves_an_opposing_character_away_from_its_problem(cn_scene):
    s = cn_scene()
    problem = s.board.problem[ALICE]
    me = s.put("CN140", ALICE, A_PROBLEM, attached_to=problem)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    game = activate(cn_scene, s.game(tokens=(1, 0)), me, index=1, prefer=(B_HOME,))
    assert game.state.cards[foe].area == B_HOME and game.state.players[ALICE].tokens == 0


def test_CN143_searches_the_deck_for_a_troublemaker(cn_scene):
    s = cn_scene()
    me = s.put("CN143", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "tm-3", "orange-2")
    game = activate(cn_scene, s.game(), me)
    assert ids(game, Zone.HAND, ALICE) == ["tm-3"]


def test_CN145_draws_when_played_and_each_player_draws_an_extra_card_each_turn(cn_scene):
    s = cn_scene()
    (iid,) = s.hand(ALICE, "CN145")
    s.deck(ALICE, "orange-1")
    game = play(cn_scene, s.game(), iid)
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    s = cn_scene()
    s.put("CN145", BOB, B_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = cn_scene.settle(s.game(at="start"))
    assert len(game.state.players[ALICE].hand) == 2  # the extra card and the draw step's


def test_CN130_the_problem_its_friend_is_at_has_no_bonus_points(cn_scene):
    points = {}
    for cider in (True, False):
        s = cn_scene()
        friend = s.put("orange-1", ALICE, B_PROBLEM)
        if cider:
            s.put("CN130", ALICE, B_PROBLEM, attached_to=friend)
        game = problem_faceoff_at_bobs_problem(s)
        cn_scene.settle(game)
        points[cider] = game.state.players[ALICE].points
        assert "as the highest Problem bonus (514.5c)" in trace_text(game)
    assert points[False] - points[True] == 1  # "easy" has 1 bonus point (210.1)


# --- Troublemakers ------------------------------------------------------------------------------
def test_CN160_may_move_to_another_problem_when_uncovered(cn_scene):
    s = cn_scene()
    tm = s.put("CN160", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    game = cn_scene.settle(s.game(at="start"))
    assert game.state.cards[tm].area == A_PROBLEM


def test_CN161_may_frighten_a_friend_at_its_problem_when_uncovered(cn_scene):
    s = cn_scene()
    s.put("CN161", ALICE, B_PROBLEM, face_down=True)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    game = cn_scene.settle(s.game(at="start"), prefer=(foe,))
    assert foe not in game.state.cards
    assert any(c.frightened and c.owner == BOB for c in game.state.in_play())


@pytest.mark.parametrize(("pays", "face_down"), [(True, True), (False, False)])
def test_CN163_the_opponent_may_pay_two_to_turn_it_face_down(cn_scene, pays, face_down):
    s = cn_scene()
    s.put("CN163", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1")
    game = cn_scene.settle(s.game(at="start", tokens=(0, 0)), accept=pays)
    dragon = in_play(game, "CN163")
    assert dragon.face_down is face_down


# --- Problems -----------------------------------------------------------------------------------
def test_CN165_the_confronter_may_pay_one_to_frighten_an_opposing_friend_here(cn_scene):
    s = with_problem(cn_scene, "CN165", owner=BOB)
    strong_at(s, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = cn_scene.settle(s.game(at="score", tokens=(1, 0)))
    assert foe not in game.state.cards and game.state.players[ALICE].tokens == 0


def test_CN167_its_owner_looks_at_the_top_two_with_their_mane_there(cn_scene):
    s = with_problem(cn_scene, "CN167")
    s.board.table.update(s.board.mane[ALICE], area=A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = cn_scene.settle(s.game(at="start"))
    assert "looks at the top 2 cards of Alice's deck" in trace_text(game)


def test_CN168_the_owners_mane_gets_two_only_in_problem_faceoffs(cn_scene):
    s = with_problem(cn_scene, "CN168")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge_at_bobs_problem(s, tm)
    assert game.power(mane) == 1  # a Troublemaker faceoff
    s = with_problem(cn_scene, "CN168")
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    game = problem_faceoff_at_bobs_problem(s)
    assert game.power(s.board.mane[ALICE]) == 3


def test_CN170_the_owners_mane_gets_one_while_involved(cn_scene):
    s = with_problem(cn_scene, "CN170")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    assert s.game().power(mane) == 1
    game = challenge_at_bobs_problem(s, tm)
    assert game.power(mane) == 2


def test_CN171_confronting_needs_four_characters_there(cn_scene):
    s = with_problem(cn_scene, "CN171", owner=BOB)
    strong_at(s, B_PROBLEM)  # three characters
    game = cn_scene.settle(s.game(at="score"))
    assert "requires 4 characters" in trace_text(game) or "does not confront" in trace_text(game)
    assert game.state.players[ALICE].points == 0


@pytest.mark.parametrize(("at", "power"), [("main", 2), ("challenge", 1)])
def test_CN173_the_owners_mane_here_gets_one_in_the_main_phase(cn_scene, at, power):
    s = with_problem(cn_scene, "CN173")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=A_PROBLEM)
    s.put("tm-2", BOB, A_PROBLEM)  # Alice may challenge it: the game waits in that phase
    game = s.game(at=at)
    assert game.power(mane) == power


def test_CN174_characters_here_have_swift(cn_scene):
    s = with_problem(cn_scene, "CN174", owner=BOB)
    here = s.put("orange-1", ALICE, B_PROBLEM)
    there = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(1, 0))
    assert game.why_not(MoveCharacter(ALICE, here, A_PROBLEM)) is None  # Swift: 1 less
    assert "costs 2 action tokens" in game.why_not(MoveCharacter(ALICE, there, A_PROBLEM))


def test_CN175_the_confronter_returns_one_of_their_friends_here_to_hand(cn_scene):
    s = with_problem(cn_scene, "CN175", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    game = cn_scene.settle(s.game(at="score"))
    assert ids(game, Zone.HAND, ALICE) == ["V-OR-F540"] and ids(game, Zone.HAND, BOB) == []


def test_CN179_any_player_pays_one_to_move_their_opponents_mane_here(cn_scene):
    s = with_problem(cn_scene, "CN179", owner=BOB)
    problem = s.board.problem[BOB]
    game = s.game(tokens=(1, 0))
    game.apply(ActivateAbility(ALICE, problem, 0))
    cn_scene.settle(game)
    assert game.state.cards[s.board.mane[BOB]].area == B_PROBLEM
    assert game.state.players[ALICE].tokens == 0


def test_CN182_the_confronter_moves_a_character_here_home(cn_scene):
    s = with_problem(cn_scene, "CN182", owner=BOB)
    strong_at(s, B_PROBLEM)
    game = cn_scene.settle(s.game(at="score"))
    assert sum(c.area == A_HOME for c in game.state.in_play() if c.card_id == "V-OR-F540") == 1


# --- cards using the second round of vocabulary -------------------------------------------------
def test_CN6_turns_over_when_you_play_a_resource_on_your_friend(cn_scene):
    s = cn_scene(mane="CN6")
    friend = s.put("orange-2", ALICE, A_HOME)
    (hat,) = s.hand(ALICE, "PR139")
    game = s.game()
    game.apply(PlayCard(ALICE, hat, A_HOME, on=friend))
    cn_scene.settle(game)
    assert game.state.cards[s.board.mane[ALICE]].boosted


def test_CN6_boosted_the_friend_a_resource_is_played_on_gets_two(cn_scene):
    s = cn_scene(mane="CN6")
    s.board.table.update(s.board.mane[ALICE], boosted=True)
    friend = s.put("orange-2", ALICE, A_HOME)
    (hat,) = s.hand(ALICE, "PR139")
    game = s.game()
    game.apply(PlayCard(ALICE, hat, A_HOME, on=friend))
    cn_scene.settle(game)
    assert game.power(friend) == 4


def test_CN21_may_exhaust_to_follow_your_mane_to_a_problem(cn_scene):
    s = cn_scene()
    me = s.put("CN21", ALICE, A_HOME)
    mane = s.board.mane[ALICE]
    game = s.game()
    game.apply(MoveCharacter(ALICE, mane, B_PROBLEM))
    cn_scene.settle(game)
    assert game.state.cards[me].area == B_PROBLEM and game.state.cards[me].exhausted


def test_CN31_returns_to_its_owners_hand_when_retired(cn_scene):
    s = cn_scene()
    daisy = s.put("CN31", ALICE, A_HOME)
    for _ in range(3):
        s.put("orange-1", ALICE, A_HOME)
    game = s.game(at="end")
    game.apply(Retire(ALICE, daisy))  # 616.3: one Friend too many at home
    cn_scene.settle(game)
    assert "CN31" in ids(game, Zone.HAND, ALICE)


@pytest.mark.parametrize(("area", "discards"), [(A_HOME, ["orange-1"]), (B_PROBLEM, [])])
def test_CN33_at_your_home_you_choose_a_friend_from_the_opponents_revealed_hand(
    cn_scene, area, discards
):
    s = cn_scene()
    s.board.add(Zone.HAND, BOB, "event-main", "orange-1")
    (iid,) = s.hand(ALICE, "CN33")
    game = play(cn_scene, s.game(), iid, area)
    assert ids(game, Zone.DISCARD, BOB) == discards
    assert ("Bob reveals their hand" in trace_text(game)) is bool(discards)


def test_CN48_each_player_shuffles_and_draws_when_it_enters_play_at_a_problem(cn_scene):
    s = cn_scene()
    (iid,) = s.hand(ALICE, "CN48")
    s.deck(ALICE, "orange-1", "orange-2")
    s.deck(BOB, "orange-1", "orange-2")
    game = play(cn_scene, s.game(), iid, B_PROBLEM)
    assert trace_text(game).count("shuffles their draw deck") == 2
    assert len(game.state.players[ALICE].hand) == 1 and len(game.state.players[BOB].hand) == 1


def test_CN105_all_players_shuffle_after_a_faceoff_starts(cn_scene):
    game, (event,), _ = faceoff_game(cn_scene, alice_hand=("CN105",))
    when_offered(game, PlayCard(ALICE, event))
    cn_scene.settle(game)
    assert trace_text(game).count("shuffles their draw deck") == 2


def golden_ticket(cn_scene, friend: str):  # type: ignore[no-untyped-def]
    """A Problem faceoff at Bob's Problem, Bob's Resource at his home; Alice plays CN107 with
    ``friend`` alone in her discard pile. Returns the game and that card, now in play."""
    s = cn_scene()
    s.put("resource-1", BOB, B_HOME)
    (event,) = s.hand(ALICE, "CN107")
    (card,) = s.board.add(Zone.DISCARD, ALICE, friend)
    game = problem_faceoff_at_bobs_problem(s)
    when_offered(game, PlayCard(ALICE, event))  # the only Friend there: chosen (703.1d)
    return game, in_play(game, friend)


def test_CN107_puts_a_friend_into_the_faceoff_and_banishes_it_at_the_end(cn_scene):
    game, friend = golden_ticket(cn_scene, "orange-3")
    assert friend.area == B_PROBLEM and friend.controller == ALICE
    assert friend.iid in involved_in(game.state.faceoff, game.state.cards, game.pool)
    assert "put into play at" in trace_text(game) and "706.1d" in trace_text(game)
    cn_scene.settle(game)
    assert game.state.faceoff is None
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-3"]  # "at the end of the faceoff"


def test_706_1d_a_friend_put_into_play_triggers_when_it_enters_play(cn_scene):
    game, _ = golden_ticket(cn_scene, "CN93")  # "When this card enters play, dismiss a Resource"
    cn_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]


def test_706_1d_a_friend_put_into_play_is_not_played(cn_scene):
    game, _ = golden_ticket(cn_scene, "PR37")  # "When you play this card, draw a card"
    hand = len(game.state.players[ALICE].hand)
    cn_scene.settle(game)
    assert len(game.state.players[ALICE].hand) == hand
    assert not re.search(r"Pom-Pom Pony #\d+ triggers", trace_text(game))  # 706.1d


def test_CN134_exhausts_and_pays_one_to_banish_an_opposing_friend_beneath_it(cn_scene):
    s = cn_scene()
    maze = s.put("CN134", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    game = activate(cn_scene, s.game(tokens=(1, 0)), maze, index=0)
    assert foe not in game.state.cards and game.state.cards[maze].exhausted
    assert [c.card_id for c in game.state.cards.values() if c.beneath == maze] == ["orange-2"]
    assert game.state.players[ALICE].tokens == 0


def test_CN134_a_token_banished_beneath_it_ceases_to_exist(cn_scene):
    # a token that leaves play ceases to exist (521.3): nothing is beneath the Maze after
    s = cn_scene()
    maze = s.put("CN134", ALICE, A_HOME)
    token = s.put("token:Friend:1:yellow:Critter::", BOB, B_HOME)
    game = activate(cn_scene, s.game(tokens=(1, 0)), maze, index=0)
    assert token not in game.state.cards and game.state.cards[maze].exhausted
    assert not [c for c in game.state.cards.values() if c.beneath == maze]
    assert "ceases to exist" in trace_text(game)


def test_CN134_any_player_pays_two_to_dismiss_it_and_put_the_cards_beneath_into_play(cn_scene):
    s = cn_scene(turn_player=BOB)
    maze = s.put("CN134", ALICE, A_HOME)
    s.board.add(Zone.BANISHED, BOB, "CN93", beneath=maze)  # "When this card enters play, ..."
    s.put("resource-1", ALICE, A_HOME)
    game = s.game(tokens=(0, 2))
    choice = ActivateAbility(BOB, maze, 1)  # Bob activates Alice's Resource
    assert choice in game.legal_choices(), game.why_not(choice)
    game.apply(choice)
    cn_scene.settle(game)
    back = in_play(game, "CN93")
    assert back.area == B_HOME and back.controller == BOB  # at its owner's home
    assert game.state.players[BOB].tokens == 0
    # the Maze is dismissed, and CN93 entered play: "dismiss a Resource" (706.1d)
    assert ids(game, Zone.DISCARD, ALICE) == ["CN134", "resource-1"]


def test_CN135_gives_one_power_and_generosity_and_pays_one_to_reattach(cn_scene):
    s = cn_scene()
    first, second = s.put("orange-2", ALICE, A_HOME), s.put("orange-1", BOB, B_HOME)
    beret = s.put("CN135", ALICE, A_HOME, attached_to=first)
    game = s.game(tokens=(1, 0))
    assert game.power(first) == 3 and "white" in {c.value for c in game.colours(first)}
    activate(cn_scene, game, beret, index=3, prefer=(second,))
    assert game.state.cards[beret].attached_to == second
    assert game.state.cards[beret].area == B_HOME  # 509.3: at its host's area
    assert game.power(second) == 2 and game.power(first) == 2


def test_CN136_dismisses_its_friend_when_it_is_exhausted_to_pay_a_cost(cn_scene):
    s = cn_scene()
    worn = s.put("CN49", ALICE, A_HOME)  # "Main Phase: Exhaust this card."
    s.put("CN136", ALICE, A_HOME, attached_to=worn)
    game = activate(cn_scene, s.game(), worn)
    assert worn not in game.state.cards  # dismissed; its costume goes too (511.2)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["CN136", "CN49"]


def test_CN136_dismisses_its_friend_when_an_effect_exhausts_it(cn_scene):
    s = cn_scene()
    me = s.put("CN34", ALICE, B_PROBLEM)  # spends to exhaust every character at its Problem
    beneath(s, me)
    worn, plain = s.put("orange-2", BOB, B_PROBLEM), s.put("orange-1", BOB, B_PROBLEM)
    s.put("CN136", ALICE, B_PROBLEM, attached_to=worn)
    game = activate(cn_scene, s.game(), me)
    assert worn not in game.state.cards and game.state.cards[plain].exhausted
    assert game.state.cards[me].exhausted  # no costume: it stays


def test_CN137_taxes_moves_to_its_friends_problem_and_reattaches_to_your_friend(cn_scene):
    s = cn_scene(turn_player=BOB)
    mine = s.put("orange-2", ALICE, A_PROBLEM)
    s.put("CN137", ALICE, A_PROBLEM, attached_to=mine)
    walker = s.put("orange-1", BOB, B_HOME)
    game = s.game(tokens=(0, 1))
    assert "costs 3 action tokens" in game.why_not(MoveCharacter(BOB, walker, A_PROBLEM))
    s = cn_scene()
    first, second = s.put("orange-2", ALICE, A_HOME), s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_HOME)  # an opponent's Friend: not a choice
    hat = s.put("CN137", ALICE, A_HOME, attached_to=first)
    game = activate(cn_scene, s.game(tokens=(1, 0)), hat, index=2)
    assert game.state.cards[hat].attached_to == second


def test_CN166_its_owner_may_reattach_a_resource_between_their_friends(cn_scene):
    s = cn_scene()
    first, second = s.put("orange-2", BOB, B_HOME), s.put("orange-1", BOB, B_HOME)
    hat = s.put("PR139", BOB, B_HOME, attached_to=first)
    solving_bobs_problem(s, "CN166")
    game = cn_scene.settle(s.game(at="score"), prefer=(hat, second))
    assert "CN166" in [c.card_id for c in game.state.in_play()]
    assert game.state.cards[hat].attached_to == second


def test_CN172_the_troublemakers_owner_may_return_a_friend_here_to_hand(cn_scene):
    s = with_problem(cn_scene, "CN172", turn_player=BOB)
    s.put("orange-2", ALICE, A_PROBLEM)
    (tm,) = s.hand(BOB, "tm-2")
    game = s.game()
    game.apply(PlayCard(BOB, tm, A_PROBLEM))
    cn_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]


@pytest.mark.parametrize("pays", [True, False])
def test_CN186_a_troublemaker_played_here_may_be_uncovered_for_two(cn_scene, pays):
    s = with_problem(cn_scene, "CN186")
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game(tokens=(3, 0))
    game.apply(PlayCard(ALICE, tm, A_PROBLEM))
    cn_scene.settle(game, accept=pays)
    assert in_play(game, "tm-2").face_down is not pays
    assert game.state.players[ALICE].tokens == 3 - 1 - 2 * pays


# --- moving Troublemakers, choosing a player, revealing, at random ------------------------------
def test_CN0_moves_to_another_problem_when_uncovered(cn_scene):
    s = cn_scene()
    bat = s.put("CN0", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    game = cn_scene.settle(s.game(at="start"))
    assert game.state.cards[bat].area == A_PROBLEM


@pytest.mark.parametrize(("there", "moves"), [(0, True), (1, True), (2, False)])
def test_CN0_moves_to_a_problem_with_no_more_characters_in_the_opponents_phase(
    cn_scene, there, moves
):
    s = cn_scene()
    bat = s.put("CN0", BOB, A_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # one character at its Problem
    for _ in range(there):
        s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    game = cn_scene.settle(s.game(at="start"))
    assert (game.state.cards[bat].area == B_PROBLEM) is moves


@pytest.mark.parametrize(("yourself", "milled"), [(True, ALICE), (False, BOB)])
def test_CN26_the_chosen_player_puts_their_top_four_cards_into_the_discard_pile(
    cn_scene, yourself, milled
):
    s = cn_scene()
    (iid,) = s.hand(ALICE, "CN26")
    s.deck(ALICE, *["orange-1"] * 5)
    s.deck(BOB, *["orange-2"] * 5)
    game = play(cn_scene, s.game(), iid, A_HOME, accept=yourself)
    assert len(game.state.players[milled].discard) == 4
    assert len(game.state.players[1 - milled].discard) == 0


@pytest.mark.parametrize(("top", "zone"), [("orange-1", Zone.HAND), ("event-main", Zone.DISCARD)])
def test_CN177_the_confronter_reveals_the_top_card_a_friend_goes_to_hand(cn_scene, top, zone):
    s = with_problem(cn_scene, "CN177", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, top, "pink-2")
    game = cn_scene.settle(s.game(at="score"))
    assert top in ids(game, zone, ALICE) and "reveals" in trace_text(game)


def test_CN203_exhausts_a_random_involved_character_as_its_faceoff_starts(cn_scene):
    s = cn_scene()
    mine = [s.put("orange-1", ALICE, B_PROBLEM), s.put("orange-2", ALICE, B_PROBLEM)]
    queen = s.put("CN203", BOB, B_PROBLEM)
    game = challenge_at_bobs_problem(s, queen)
    cn_scene.settle(game)
    assert "chosen at random" in trace_text(game)
    assert sum(game.state.cards[i].exhausted for i in mine if i in game.state.cards) == 1


def test_effects_move_troublemakers_between_problems_but_never_home(cn_scene):
    """506.4: effects may move a Troublemaker; 506.2a: never to a player's home."""
    from engine.abilities import destinations, movable

    s = cn_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    table = s.board.table
    assert movable(table, table.card(tm), ALICE)
    assert destinations(table, table.card(tm), "any", None, None) == [B_PROBLEM]


@pytest.mark.parametrize("card", ["CN53", "CN198"])
def test_spending_any_number_of_cards_after_winning_for_a_token_or_point_each(cn_scene, card):
    s = cn_scene()
    me = s.put(card, ALICE, B_PROBLEM)
    beneath(s, me, 2)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, tokens=(0, 0))
    cn_scene.settle(game)
    gained = 2  # both cards spent
    if card == "CN53":
        assert game.state.players[ALICE].tokens == gained
    else:
        assert game.state.players[ALICE].points == 1 + gained
    assert trace_text(game).count("is spent from beneath") == 2


@pytest.mark.parametrize("frightened", [True, False])
def test_CN96_unfrightens_or_readies_a_friend_when_it_enters_play_at_a_problem(
    cn_scene, frightened
):
    s = cn_scene()
    flags = {"frightened": True, "face_down": True} if frightened else {"exhausted": True}
    friend = s.put("orange-2", ALICE, A_HOME, **flags)
    (iid,) = s.hand(ALICE, "CN96")
    game = play(cn_scene, s.game(), iid, B_PROBLEM, prefer=(friend,))
    card = game.state.cards[friend]
    assert not card.frightened and not card.face_down and not card.exhausted


def test_CN131_is_played_on_a_ready_opposing_friend(cn_scene):
    s = cn_scene()
    ready, tired = s.put("orange-2", BOB, B_HOME), s.put("orange-1", BOB, B_HOME, exhausted=True)
    (rest,) = s.hand(ALICE, "CN131")
    game = s.game()
    assert PlayCard(ALICE, rest, B_HOME, on=tired) not in game.legal_choices()
    assert PlayCard(ALICE, rest, B_HOME, on=ready) in game.legal_choices()


def test_CN131_its_friend_cannot_be_exhausted_even_to_pay_a_cost(cn_scene):
    s = cn_scene(turn_player=BOB)
    snails = s.put("CN49", BOB, B_HOME)  # "Main Phase: Exhaust this card."
    s.put("CN131", ALICE, B_HOME, attached_to=snails)
    other = s.put("CN49", BOB, B_HOME)
    game = s.game()
    assert "can't be exhausted (104.2" in game.why_not(ActivateAbility(BOB, snails, 0))
    assert game.why_not(ActivateAbility(BOB, other, 0)) is None


@pytest.mark.parametrize(("luna", "gained"), [(True, 1), (False, 0)])
def test_CN116_the_opponent_moves_a_friend_away_from_the_chosen_problem(cn_scene, luna, gained):
    s = cn_scene()
    foe = s.put("orange-2", BOB, A_PROBLEM)
    if luna:
        s.put("CN59", ALICE, A_HOME)  # Princess Luna
    (iid,) = s.hand(ALICE, "CN116")
    game = s.game(tokens=(5, 0))
    game.apply(PlayCard(ALICE, iid))
    cn_scene.settle(game, prefer=(s.board.problem[ALICE], B_HOME))
    assert game.state.cards[foe].area == B_HOME
    assert game.state.players[ALICE].tokens == 5 - 1 + gained


@pytest.mark.parametrize("bob_tokens", [0, 2])
def test_CN111_draws_a_card_per_opposing_token_then_discards_as_many(cn_scene, bob_tokens):
    s = cn_scene()
    (iid,) = s.hand(ALICE, "CN111")
    s.board.add(Zone.HAND, ALICE, "pink-2")
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = play(cn_scene, s.game(tokens=(5, bob_tokens)), iid)
    assert len(game.state.players[ALICE].deck) == 3 - bob_tokens
    assert len(game.state.players[ALICE].hand) == 1
    assert len(game.state.players[ALICE].discard) == 1 + bob_tokens  # the Event itself too


# --- Reactions (512.4): offered only in the window after their occurrence -----------------------
def test_CN9_spends_to_frighten_a_friend_an_opponent_plays_to_its_problem(cn_scene):
    s = cn_scene(turn_player=BOB)
    buffalo = s.put("CN9", ALICE, B_PROBLEM)
    beneath(s, buffalo, 2)
    there, elsewhere = s.hand(BOB, "orange-2", "pink-2")
    s.deck(BOB, "orange-1")
    game = s.game()
    assert "(512.4d)" in not_yet(game, buffalo)
    game.apply(PlayCard(BOB, elsewhere, A_PROBLEM))
    assert "(512.4d)" in not_yet(game, buffalo)  # not this card's Problem
    game.apply(PlayCard(BOB, there, B_PROBLEM))
    cn_scene.settle(react(game, buffalo))
    assert in_play(game, "orange-2").frightened
    assert not in_play(game, "pink-2").frightened
    assert len(game.state.players[ALICE].banished) == 1  # one card spent of two
    game.apply(DrawAction(BOB))  # the window has not closed, yet Alice is passed for:
    assert game.current_decision().player == BOB
    assert "(512.4c" in not_yet(game, buffalo)  # that instance was answered already


def test_CN18_exhausts_to_frighten_another_friend_after_an_opponents_is_frightened(cn_scene):
    s = cn_scene()
    dash = s.put("CN18", ALICE, A_HOME)
    weak = s.put("orange-1", BOB, B_PROBLEM)
    other = s.put("orange-3", BOB, B_PROBLEM)
    (scare,) = s.hand(ALICE, "CN123")  # Main Phase: frighten a Friend with 2 power or less
    game = s.game()
    assert "(512.4d)" in not_yet(game, dash)
    play(cn_scene, game, scare, prefer=(weak,))
    cn_scene.settle(react(game, dash), prefer=(other,))
    assert in_play(game, "orange-3").frightened and game.state.cards[dash].exhausted


def test_CN19_pays_to_move_after_an_opponent_takes_a_main_phase_action(cn_scene):
    s = cn_scene(turn_player=BOB)
    dash = s.put("CN19", ALICE, A_HOME)
    s.deck(BOB, "orange-1")
    game = s.game(tokens=(1, 5))
    assert "(512.4d)" in not_yet(game, dash)
    game.apply(DrawAction(BOB))
    cn_scene.settle(react(game, dash), prefer=(B_PROBLEM,))
    assert game.state.cards[dash].area == B_PROBLEM
    assert game.state.players[ALICE].tokens == 0


def test_CN56_exhausts_to_send_a_different_character_there_home(cn_scene):
    s = cn_scene(turn_player=BOB)
    dancer = s.put("CN56", ALICE, B_PROBLEM)
    staying = s.put("orange-3", BOB, B_PROBLEM)
    mover = s.put("orange-2", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(BOB, mover, B_PROBLEM))
    react(game, dancer)
    candidates = {getattr(c, "card", None) for c in game.legal_choices()}
    moved = in_play(game, "orange-2").iid
    assert staying in candidates and moved not in candidates  # "a different character"
    cn_scene.settle(game, prefer=(staying,))
    assert game.state.cards[staying].area == B_HOME
    assert game.state.cards[moved].area == B_PROBLEM


def test_CN61_exhausts_to_turn_a_troublemaker_face_down_after_moving_to_its_problem(cn_scene):
    s = cn_scene()
    armor = s.put("CN61", ALICE, A_HOME)
    s.put("tm-2", BOB, B_PROBLEM)
    game = s.game(tokens=(2, 0))
    assert "(512.4d)" in not_yet(game, armor)
    game.apply(MoveCharacter(ALICE, armor, B_PROBLEM))
    cn_scene.settle(react(game, armor))
    assert in_play(game, "tm-2").face_down


@pytest.mark.parametrize("how", ["play", "move"])
def test_CN64_spends_to_send_home_a_friend_an_opponent_plays_or_moves_here(cn_scene, how):
    s = cn_scene(turn_player=BOB)
    order = s.put("CN64", ALICE, B_PROBLEM)
    beneath(s, order)
    if how == "play":
        (friend,) = s.hand(BOB, "orange-2")
        game = s.game()
        game.apply(PlayCard(BOB, friend, B_PROBLEM))
    else:
        friend = s.put("orange-2", BOB, B_HOME)
        game = s.game()
        game.apply(MoveCharacter(BOB, friend, B_PROBLEM))
    cn_scene.settle(react(game, order))
    assert in_play(game, "orange-2").area == B_HOME


def test_CN86_spends_to_move_itself_after_the_start_of_a_phase(cn_scene):
    s = cn_scene()
    eagle = s.put("CN86", ALICE, A_HOME)
    beneath(s, eagle, 2)
    game = s.game(at="main")  # the Main Phase has just started
    cn_scene.settle(react(game, eagle), prefer=(B_PROBLEM,))
    eagle = in_play(game, "CN86").iid
    assert game.state.cards[eagle].area == B_PROBLEM
    assert "(512.4c" in not_yet(game, eagle)  # once for that phase's start
    game.apply(EndMainPhase(ALICE))  # the window closes; the Score Phase starts: a new instance
    assert game.state.phase == "Score"
    assert not any(m.startswith("react:") for m in game.state.memo)
    cn_scene.settle(react(game, eagle), prefer=(A_PROBLEM,))
    assert game.state.cards[in_play(game, "CN86").iid].area == A_PROBLEM


def test_CN95_spends_to_return_an_opponents_friend_at_the_start_of_a_score_phase(cn_scene):
    s = cn_scene()
    nurse = s.put("CN95", ALICE, A_HOME)
    beneath(s, nurse)
    s.put("orange-2", BOB, B_HOME)
    game = s.game(at="score")
    assert game.state.phase == "Score"
    cn_scene.settle(react(game, nurse))
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]


def test_CN144_exhausts_and_pays_to_turn_a_troublemaker_face_down(cn_scene):
    s = cn_scene()
    manual_ = s.put("CN144", ALICE, A_HOME)
    s.put("tm-2", BOB, A_PROBLEM)
    game = s.game(at="troublemaker", tokens=(2, 0))
    cn_scene.settle(react(game, manual_))
    assert in_play(game, "tm-2").face_down and game.state.players[ALICE].tokens == 0


def test_CN146_exhausts_and_pays_to_move_a_troublemaker_an_opponent_plays(cn_scene):
    s = cn_scene(turn_player=BOB)
    party = s.put("CN146", ALICE, A_HOME)
    (tm,) = s.hand(BOB, "tm-2")
    game = s.game(tokens=(1, 1))
    game.apply(PlayCard(BOB, tm, A_PROBLEM))
    cn_scene.settle(react(game, party))
    moved = in_play(game, "tm-2")
    assert moved.area == B_PROBLEM and moved.face_down


def test_CN148_exhausts_to_put_a_card_from_hand_on_the_deck_as_a_faceoff_starts(cn_scene):
    s = cn_scene()
    boutique = s.put("CN148", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.hand(ALICE, "pink-2")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge")
    assert "(512.4d)" in not_yet(game, boutique)
    game.apply(Challenge(ALICE, tm))
    react(game, boutique)
    while game.current_decision().kind is not DecisionKind.PRIORITY:  # choose the card
        game.apply(game.legal_choices()[0])
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "pink-2"
    assert ids(game, Zone.HAND, ALICE) == []


def test_CN150_exhausts_to_ready_a_character_after_a_troublemaker_is_played(cn_scene):
    s = cn_scene(turn_player=BOB)
    ground = s.put("CN150", ALICE, A_HOME)
    tired = s.put("orange-2", ALICE, A_HOME, exhausted=True)
    (tm,) = s.hand(BOB, "tm-2")
    game = s.game()
    game.apply(PlayCard(BOB, tm, A_PROBLEM))
    cn_scene.settle(react(game, ground))
    assert not game.state.cards[tired].exhausted


def test_CN155_retires_to_exhaust_an_opponents_friend_entering_play_there(cn_scene):
    s = cn_scene(turn_player=BOB)
    host = s.put("orange-1", ALICE, B_PROBLEM)
    wagon = s.put("CN155", ALICE, B_PROBLEM, attached_to=host)
    (friend,) = s.hand(BOB, "orange-2")
    game = s.game()
    game.apply(PlayCard(BOB, friend, B_PROBLEM))
    cn_scene.settle(react(game, wagon, ability=1))
    assert in_play(game, "orange-2").exhausted
    assert ids(game, Zone.DISCARD, ALICE) == ["CN155"]


def test_CN195_pays_to_ignore_a_flip_and_flip_again(cn_scene):
    s = cn_scene()
    pie = s.put("CN195", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1", "orange-3"), ("orange-1", "orange-1"), tokens=(1, 0))
    react(game, pie)
    flipped = [game.state.cards[i].card_id for i in game.state.players[ALICE].flip]
    assert flipped == ["orange-1", "orange-3"] and "is ignored" in trace_text(game)
    assert game.state.players[ALICE].tokens == 0


# --- Event Reactions that filter the card they answer -------------------------------------------
def test_CN99_uncovers_your_troublemaker_where_an_opponent_plays_a_friend(cn_scene):
    s = cn_scene(turn_player=BOB)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    there, elsewhere = s.hand(BOB, "orange-2", "pink-2")
    (gotcha,) = s.hand(ALICE, "CN99")
    game = s.game()
    game.apply(PlayCard(BOB, elsewhere, A_PROBLEM))  # no Troublemaker of Alice's there
    assert "(512.4d)" in game.why_not(PlayCard(ALICE, gotcha))
    game.apply(PlayCard(BOB, there, B_PROBLEM))
    play(cn_scene, game, gotcha)
    assert not in_play(game, "tm-2").face_down


def test_CN102_returns_a_friend_an_opponent_plays_to_its_owners_hand(cn_scene):
    s = cn_scene(turn_player=BOB)
    (friend, charm) = s.hand(BOB, "orange-2", "resource-1")
    (gotcha,) = s.hand(ALICE, "CN102")
    game = s.game()
    game.apply(PlayCard(BOB, charm))
    assert "(512.4d)" in game.why_not(PlayCard(ALICE, gotcha))  # a Resource, not a Friend
    game.apply(PlayCard(BOB, friend, B_PROBLEM))
    play(cn_scene, game, gotcha)
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]


@pytest.mark.parametrize("how", ["play", "move"])
def test_CN114_exhausts_a_character_an_opponent_plays_or_moves(cn_scene, how):
    s = cn_scene(turn_player=BOB)
    (gotcha,) = s.hand(ALICE, "CN114")
    if how == "play":
        (friend,) = s.hand(BOB, "orange-2")
        game = s.game()
        game.apply(PlayCard(BOB, friend, B_PROBLEM))
    else:
        game = s.game()
        game.apply(MoveCharacter(BOB, s.board.mane[BOB], B_PROBLEM))
    play(cn_scene, game, gotcha)
    character = in_play(game, "orange-2").iid if how == "play" else s.board.mane[BOB]
    assert game.state.cards[character].exhausted


def test_CN126_the_opponent_reattaches_a_resource_they_played_on_a_friend(cn_scene):
    s = cn_scene(turn_player=BOB)
    first = s.put("orange-2", BOB, B_HOME)
    second = s.put("pink-2", BOB, B_PROBLEM)
    (costume,) = s.hand(BOB, "CN135")  # a Resource played on a Friend
    (gotcha,) = s.hand(ALICE, "CN126")
    game = s.game()
    game.apply(PlayCard(BOB, costume, B_HOME, on=first))
    game.apply(PlayCard(ALICE, gotcha))
    assert game.current_decision().player == BOB  # "that opponent reattaches"
    cn_scene.settle(game, prefer=(second,))
    resource = in_play(game, "CN135")
    assert resource.attached_to == second and resource.area == B_PROBLEM


# --- "at the end of your turn" and "at the end of your draw step" (615.1, 601.2) -------------
def test_CN2_pays_two_at_the_start_of_the_score_phase_and_turns_over_at_the_end_of_turn(
    cn_scene,
):
    s = cn_scene(mane="CN2")
    friend = s.put("V-OR-F330", ALICE, A_HOME)
    game = cn_scene.settle(s.game(at="score", tokens=(2, 0)))  # on into Bob's turn
    assert f"#{friend} gets +2 power until the end of the turn" in trace_text(game)
    assert game.state.players[ALICE].tokens == 0
    assert game.state.cards[s.board.mane[ALICE]].boosted  # a Friend with 5 power at turn end
    s = cn_scene(mane="CN2")
    s.put("V-OR-F330", ALICE, A_HOME)
    game = cn_scene.settle(s.game(at="score", tokens=(1, 0)))  # can't pay: 3 power only
    assert not game.state.cards[s.board.mane[ALICE]].boosted


@pytest.mark.parametrize("friends, boosted", [(3, True), (2, False)])
def test_CN3_turns_over_when_ending_the_turn_with_three_friends_in_its_area(
    cn_scene, friends, boosted
):
    s = cn_scene(mane="CN3")
    for _ in range(friends):
        s.put("orange-1", ALICE, A_HOME)
    game = cn_scene.settle(s.game(at="end"))
    assert game.state.cards[s.board.mane[ALICE]].boosted is boosted


def test_CN3_boosted_retires_a_friend_there_to_dismiss_an_opponents_on_confronting(cn_scene):
    s = cn_scene(mane="CN3")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM, boosted=True)
    strong_at(s, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    foe = s.put("pink-2", BOB, B_PROBLEM)
    game = cn_scene.settle(s.game(at="score"), prefer=(foe,))
    assert ids(game, Zone.DISCARD, BOB) == ["pink-2"]
    assert len(ids(game, Zone.DISCARD, ALICE)) == 1  # the Friend retired for it


def test_CN78_the_opponent_chooses_which_of_two_goes_to_hand_the_other_enters_play(cn_scene):
    s = cn_scene()
    first, second = s.board.add(Zone.DISCARD, ALICE, "V-WH-F110", "V-WH-F220")
    s.board.add(Zone.DISCARD, ALICE, "orange-1")  # not [Generosity]: not offered
    (rarity,) = s.hand(ALICE, "CN78")
    game = s.game(tokens=(9, 0))
    game.apply(PlayCard(ALICE, rarity, A_HOME))
    while game.current_decision().kind is not DecisionKind.TARGET:
        game.apply(game.legal_choices()[0])  # pass priority, accept "you may"
    options = {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}
    assert options == {first, second} and Decline(ALICE) in game.legal_choices()
    game.apply(ChooseCard(ALICE, first))  # the second one is the only one left: chosen too
    assert game.current_decision().player == BOB  # "an opponent chooses 1"
    game.apply(ChooseCard(BOB, second))
    cn_scene.settle(game)  # Alice accepts putting the other into play
    assert ids(game, Zone.HAND, ALICE) == ["V-WH-F220"]
    assert in_play(game, "V-WH-F110").area == A_HOME
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


def test_CN79_exhausts_to_take_back_another_friend_after_one_of_yours_is_retired(cn_scene):
    s = cn_scene(mane="CN3")  # Boosted: retires one of Alice's Friends as she confronts
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM, boosted=True)
    strong_at(s, B_PROBLEM)
    s.put("pink-2", BOB, B_PROBLEM)
    roseluck = s.put("CN79", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    game = s.game(at="score")
    while ActivateAbility(ALICE, roseluck, 0) not in game.legal_choices():
        assert game.state.phase == "Score", game.why_not(ActivateAbility(ALICE, roseluck, 0))
        game.apply(game.legal_choices()[0])
    assert len(ids(game, Zone.DISCARD, ALICE)) == 2  # one of her Friends was retired
    react(game, roseluck)  # "another Friend": the retired one is not a choice
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert ids(game, Zone.DISCARD, ALICE) == ["V-OR-F540"]


@pytest.mark.parametrize("mane_at, draws", [(B_HOME, True), (B_PROBLEM, False)])
def test_CN22_may_draw_and_discard_at_the_end_of_the_draw_step(cn_scene, mane_at, draws):
    s = cn_scene()
    s.put("CN22", ALICE, A_HOME)
    s.board.table.update(s.board.mane[BOB], area=mane_at)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = cn_scene.settle(s.game(at="start"))
    assert game.state.phase == "Main"
    text = trace_text(game)
    assert ("triggers (when step-end Draw)" in text) is draws
    if draws:  # after the draw step's draw, before the Troublemaker Phase (601.2)
        assert text.index("Alice draws Orange 1") < text.index("Alice draws Orange 2")
    hand, discard = ids(game, Zone.HAND, ALICE), ids(game, Zone.DISCARD, ALICE)
    assert (len(hand), len(discard)) == ((1, 1) if draws else (1, 0))


def test_CNf4_boosted_may_exhaust_to_return_a_friend_over_the_home_limit(cn_scene):
    s = cn_scene(mane="CNf4")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, boosted=True)
    for _ in range(5):  # its Boosted side's home limit is 4
        s.put("orange-1", ALICE, A_HOME)
    game = cn_scene.settle(s.game(at="end"))
    assert game.state.cards[mane].exhausted
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert ids(game, Zone.DISCARD, ALICE) == []  # no retiring for the home limit (616.3)


# --- faceoffs started by effects: Showdowns and "challenge with" (514.2c, 514.2a.i, 608.4) ----
def involved(game) -> set[int]:  # type: ignore[no-untyped-def]
    """The cards involved in the faceoff in progress (514.2)."""
    state = game.state
    cards = {i: state.cards[i] for i in state.play}
    return set(involved_in(state.faceoff, cards, game.pool))


def plain_trace(game) -> str:  # type: ignore[no-untyped-def]
    """The trace without card ids ("Orange 2", not "Orange 2 #7")."""
    return re.sub(r" #\d+", "", trace_text(game))


def showdown_scene(cn_scene, card: str, alice_flip: str, bob_flip: str):  # type: ignore
    """Alice holds Showdown Event ``card`` (its colour supplied by a 3-power Friend at her
    home); she has Orange 2 at home, Bob has Orange 2, Pink 3 and Orange 1 at his."""
    s = cn_scene()
    (event,) = s.hand(ALICE, card)
    mine = s.put("orange-2", ALICE, A_HOME)
    theirs = [s.put(c, BOB, B_HOME) for c in ("orange-2", "pink-3", "orange-1")]
    s.deck(ALICE, alice_flip, "orange-1")
    s.deck(BOB, bob_flip, "orange-1")
    return s, event, mine, theirs


def test_CN104_a_showdown_faceoff_with_an_equal_or_stronger_friend_the_winner_scores(cn_scene):
    s, event, mine, (equal, stronger, weaker) = showdown_scene(
        cn_scene, "CN104", "orange-3", "orange-1"
    )
    s.board.add(Zone.HAND, BOB, "event-faceoff")  # so the faceoff's windows wait for Bob
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    supply = next(c.iid for c in game.state.in_play() if c.card_id.endswith("-F330"))
    assert game.current_decision().kind is DecisionKind.TARGET  # one of Alice's Friends
    assert set(game.legal_choices()) == {ChooseCard(ALICE, mine), ChooseCard(ALICE, supply)}
    game.apply(ChooseCard(ALICE, mine))  # power 2: Bob's 2 or 3, not his 1
    assert set(game.legal_choices()) == {ChooseCard(ALICE, equal), ChooseCard(ALICE, stronger)}
    game.apply(ChooseCard(ALICE, equal))
    assert game.state.faceoff is not None and game.state.faceoff.areas == ()  # at no Problem
    assert involved(game) == {mine, equal}  # flagged (514.2d.i)
    cn_scene.settle(game)
    assert game.state.faceoff is None
    assert game.state.players[ALICE].points == 1  # 2 + 3 against 2 + 1
    assert game.state.players[BOB].points == 0  # no Problem bonus (514.5c does not apply)
    text = plain_trace(game)
    assert "involved Orange 2, Orange 2 (514.2c, 514.2d.i)" in text
    assert "Alice 5 (Orange 2 2 + flipped Orange 3 3)" in text
    assert "(514.5d)" in text
    assert "CN104" in ids(game, Zone.DISCARD, ALICE)  # after the faceoff (304.2)


def test_CN109_the_showdown_winner_gains_an_action_token(cn_scene):
    s, event, *_ = showdown_scene(cn_scene, "CN109", "orange-1", "orange-3")
    game = s.game(tokens=(0, 0))
    game.apply(PlayCard(ALICE, event))
    cn_scene.settle(game)
    assert [p.tokens for p in game.state.players] == [0, 1]  # Bob won


def test_CN106_the_showdown_winner_puts_a_card_from_the_losers_hand_on_their_deck(cn_scene):
    s, event, mine, (equal, *_) = showdown_scene(cn_scene, "CN106", "orange-3", "orange-1")
    _, pinkie = s.board.add(Zone.HAND, BOB, "orange-1", "pink-2")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    game.apply(ChooseCard(ALICE, mine))
    game.apply(ChooseCard(ALICE, equal))
    while game.state.faceoff is not None and game.state.faceoff.cards:
        if game.current_decision().kind is DecisionKind.TARGET:
            break
        game.apply(PassPriorityFor(game))
    # Alice won: she chooses from Bob's hand as the faceoff is resolved (514.5d)
    assert game.state.faceoff is not None
    assert set(game.legal_choices()) == {ChooseCard(ALICE, c) for c in game.state.players[BOB].hand}
    game.apply(ChooseCard(ALICE, pinkie))
    assert ids(game, Zone.DRAW_DECK, BOB)[0] == "pink-2"  # before the flips go to the bottom
    cn_scene.settle(game)
    assert ids(game, Zone.HAND, BOB) == ["orange-1"]
    assert ids(game, Zone.DRAW_DECK, BOB) == ["pink-2", "orange-1", "orange-1"]


def test_CN106_the_winner_has_looked_at_the_losers_hand_and_knows_those_cards(cn_scene):
    """What the winner looked at is recorded (410.6): the player view shows Alice the cards of
    Bob's hand then, not the cards Bob holds later; spectators see none of them."""
    from engine.perspective import HIDDEN, may_see, seen_steps

    s, event, mine, (equal, *_) = showdown_scene(cn_scene, "CN106", "orange-3", "orange-1")
    kept, pinkie = s.board.add(Zone.HAND, BOB, "orange-1", "pink-2")
    s.deck(BOB, "orange-2")  # drawn later: never looked at
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    game.apply(ChooseCard(ALICE, mine))
    game.apply(ChooseCard(ALICE, equal))
    while game.current_decision().kind is not DecisionKind.TARGET:
        game.apply(PassPriorityFor(game))
    cards = game.state.cards
    assert may_see(game.pool, cards[kept], ALICE) and may_see(game.pool, cards[pinkie], ALICE)
    assert not may_see(game.pool, cards[kept], None)  # looked at by Alice alone
    step = len(game.history)  # the step that made her look
    alice, spectator = seen_steps(game, ALICE)[step].trace, seen_steps(game, None)[step].trace
    assert any("Alice looks at Pink 2" in line for line in alice)
    assert not any("Pink 2" in line for line in spectator) and HIDDEN in "\n".join(spectator)
    game.apply(ChooseCard(ALICE, pinkie))
    cn_scene.settle(game)
    top = game.state.players[BOB].deck[0]
    assert game.state.cards[top].card_id == "pink-2"  # known to Alice, who put it there
    assert may_see(game.pool, game.state.cards[top], ALICE)
    (still,) = game.state.players[BOB].hand  # the same card, still known to Alice
    assert may_see(game.pool, game.state.cards[still], ALICE)
    (later,) = (
        i for i in game.state.players[BOB].deck if game.state.cards[i].card_id == "orange-2"
    )
    assert not may_see(game.pool, game.state.cards[later], ALICE)  # never looked at


@pytest.mark.parametrize(
    ("card", "alice_flip", "bob_flip", "zone", "who", "gone"),
    [
        ("CN115", "orange-1", "orange-3", Zone.DISCARD, ALICE, "orange-2"),  # Alice loses
        ("CN117", "orange-3", "orange-1", Zone.HAND, BOB, "orange-2"),  # Bob loses
    ],
)
def test_at_the_end_of_the_showdown_the_loser_removes_their_friend_that_was_involved(
    cn_scene, card, alice_flip, bob_flip, zone, who, gone
):
    s, event, mine, (equal, *_) = showdown_scene(cn_scene, card, alice_flip, bob_flip)
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    game.apply(ChooseCard(ALICE, mine))
    game.apply(ChooseCard(ALICE, equal))
    cn_scene.settle(game)
    lost = mine if who == ALICE else equal
    assert lost not in game.state.cards
    assert gone in ids(game, zone, who)
    assert (equal if who == ALICE else mine) in game.state.cards  # the winner's stays
    text = plain_trace(game)
    assert "triggers (at the end of the faceoff, 514.6)" in text
    assert text.index("The faceoff ends") < text.index("delayed effect")


def test_CN101_challenges_with_one_character_from_anywhere(cn_scene):
    s = cn_scene()
    tm = s.put("tm-2", BOB, B_PROBLEM)
    at_home = s.put("orange-3", ALICE, A_HOME)
    there = s.put("orange-1", ALICE, B_PROBLEM)  # at the Problem, but not the one chosen
    (event,) = s.hand(ALICE, "CN101")
    s.board.add(Zone.HAND, BOB, "event-faceoff")  # so the faceoff's windows wait for Bob
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event))  # the only Troublemaker is chosen for her
    assert ChooseCard(ALICE, there) in game.legal_choices()
    game.apply(ChooseCard(ALICE, at_home))
    assert involved(game) == {at_home, tm}
    cn_scene.settle(game)
    text = plain_trace(game)
    assert "with Orange 3 (514.2a.i) (Biff! Pow!, 608.4)" in text
    assert "Alice 4 (Orange 3 3 + flipped Orange 1 1)" in text  # not Orange 1 at the Problem
    assert game.state.players[ALICE].points == 1 and tm not in game.state.cards  # 514.5a


def test_CN120_challenges_with_all_your_characters_at_its_problem(cn_scene):
    s = cn_scene()
    tm = s.put("tm-3", BOB, B_PROBLEM)
    there = [s.put("orange-1", ALICE, B_PROBLEM), s.put("orange-2", ALICE, B_PROBLEM)]
    s.put("orange-3", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "CN120")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    assert game.state.faceoff is not None and game.state.faceoff.cards is None  # 514.2a
    cn_scene.settle(game)
    assert "Alice 4 (Orange 1 1 + Orange 2 2 + flipped Orange 1 1)" in plain_trace(game)
    # Alice lost (4 against 6): she sends one of her involved characters home (514.5b)
    assert game.current_decision().kind is DecisionKind.SEND_HOME
    assert {c.card for c in game.legal_choices()} == set(there)
    game.apply(game.legal_choices()[0])
    assert tm in game.state.cards


def test_CN16_reacts_to_an_uncovered_troublemaker_by_challenging_it(cn_scene):
    s = cn_scene(turn_player=BOB)
    pip = s.put("CN16", ALICE, A_PROBLEM)
    s.put("orange-3", ALICE, A_PROBLEM)
    s.put("orange-2", ALICE, A_HOME)  # not there: not involved
    tm = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="start")
    choice = ActivateAbility(ALICE, pip, 0)
    while choice not in game.legal_choices():
        assert game.state.phase in ("Ready", "Draw", "Troublemaker"), game.why_not(choice)
        game.apply(game.legal_choices()[0])
    react(game, pip)  # on Bob's turn, Alice is the challenger
    cn_scene.settle(game)
    text = plain_trace(game)
    assert "Alice challenges Timberwolf, Two at Problem Easy [problem:0] with all" in text
    assert "Alice 5 (Pipsqueak, Scrappy Squirt 1 + Orange 3 3 + flipped Orange 1 1)" in text
    assert game.state.players[ALICE].points == 1 and tm not in game.state.cards


@pytest.mark.parametrize("with_troublemaker", [True, False])
def test_CN200_entering_at_a_problem_with_an_opposing_troublemaker_challenges_it_alone(
    cn_scene, with_troublemaker
):
    s = cn_scene()
    if with_troublemaker:
        s.put("tm-3", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)  # there, but only Celestia challenges
    (celestia,) = s.hand(ALICE, "CN200")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = play(cn_scene, s.game(), celestia, B_PROBLEM)
    text = plain_trace(game)
    name = "Princess Celestia, Protector of Equestria"
    assert (f"involved {name} (514.2a.i)" in text) is with_troublemaker
    if with_troublemaker:  # 3 + 2 + 1 against 3 + 1
        assert f"Alice 6 ({name} 5 + flipped Orange 1 1)" in text
        assert game.state.players[ALICE].points == 2


# --- the discard pile (701.3) and counts per player (801.1) -------------------------------------
def test_CN71_may_be_played_from_the_discard_pile_like_from_the_hand(cn_scene):
    s = cn_scene()
    s.put("V-WH-F330", ALICE, A_HOME)  # its requirement: 2 White (205.1)
    foggy, other = s.board.add(Zone.DISCARD, ALICE, "CN71", "orange-1")
    game = s.game(tokens=(3, 0))
    legal = game.legal_choices()
    assert PlayCard(ALICE, foggy, A_HOME) in legal and PlayCard(ALICE, foggy, B_PROBLEM) in legal
    assert not any(isinstance(c, PlayCard) and c.card == other for c in legal)
    assert "is not in Alice's hand (609.2a)" in game.why_not(PlayCard(ALICE, other, A_HOME))
    game.apply(PlayCard(ALICE, foggy, A_PROBLEM))
    assert in_play(game, "CN71").area == A_PROBLEM
    assert game.state.players[ALICE].tokens == 3 - 2  # its cost is paid (609.2a)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert "Cloud Crafter #9 from their discard pile to Problem Easy" in trace_text(game)


def test_CN71_is_not_offered_from_the_discard_pile_without_its_cost(cn_scene):
    s = cn_scene()
    s.put("V-WH-F330", ALICE, A_HOME)
    (foggy,) = s.board.add(Zone.DISCARD, ALICE, "CN71")
    game = s.game(tokens=(1, 0))
    assert not any(isinstance(c, PlayCard) for c in game.legal_choices())
    assert "(609.2a" in game.why_not(PlayCard(ALICE, foggy, A_HOME))


def test_CN178_each_player_discards_a_card_for_each_of_their_own_tokens(cn_scene):
    s = cn_scene()
    solving_bobs_problem(s, "CN178")
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2", "orange-3")
    s.board.add(Zone.HAND, BOB, "orange-1", "orange-2")
    game = cn_scene.settle(s.game(at="score", tokens=(2, 1)))
    assert "CN178" in [c.card_id for c in game.state.in_play()]
    assert len(game.state.players[ALICE].hand) == 3 - 2
    assert len(game.state.players[ALICE].discard) == 2
    assert len(game.state.players[BOB].discard) == 1  # (Bob has drawn for his turn since)
    assert trace_text(game).count("at the same time as the others (801.1)") == 3


def test_CN162_its_challenger_moves_one_of_their_characters_there_home(cn_scene):
    s = cn_scene()
    blueblood = s.put("CN162", BOB, B_PROBLEM)
    strong = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    game = challenge(s, blueblood, ("orange-1",), ("orange-1",))
    cn_scene.settle(game, prefer=(strong,))
    text = plain_trace(game)
    assert "Orange 3 moves from Problem Easy [problem:1] to Alice's home (Prince Blueblood" in text
    assert "Alice 3 (Orange 2 2 + flipped Orange 1 1)" in text  # it is no longer involved


def test_CN162_does_not_trigger_when_another_troublemaker_there_is_challenged(cn_scene):
    s = cn_scene(turn_player=BOB)
    s.put("CN162", BOB, B_PROBLEM)  # Bob's own: he challenges Alice's Troublemaker there
    other = s.put("tm-3", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    game.apply(Challenge(BOB, other))
    cn_scene.settle(game)
    text = plain_trace(game)
    assert "moves from" not in text
    assert "Bob 6 (Orange 3 3 + Orange 2 2 + flipped Orange 1 1)" in text


# --- "the first time ... each turn", "once this Problem has been confronted" ---------------------
def test_CN181_the_first_friend_played_here_each_turn_lets_its_player_ready_another(cn_scene):
    s = with_problem(cn_scene, "CN181")
    tired = s.put("orange-1", BOB, A_PROBLEM, exhausted=True)  # "another Friend": anyone's
    first, second = s.hand(ALICE, "orange-2", "orange-2")
    game = s.game(tokens=(6, 0))
    game.apply(PlayCard(ALICE, first, A_PROBLEM))
    while game.current_decision().kind is not DecisionKind.TARGET:
        game.apply(PassPriorityFor(game))
    offered = game.legal_choices()
    assert Decline(ALICE) in offered  # "may" (712.3)
    assert {c.card for c in offered if isinstance(c, ChooseCard)} == {tired}  # not THAT
    game.apply(Decline(ALICE))
    cn_scene.settle(game)
    assert game.state.cards[tired].exhausted
    play(cn_scene, game, second, A_PROBLEM)  # not the first time this turn: no trigger
    assert game.state.cards[tired].exhausted
    assert trace_text(game).count("Impress the Inspector #") == 1  # triggered once
    # the next turn it is the first time again: the flag lasts the turn only (616.4)
    game.apply(EndMainPhase(ALICE))
    while game.state.turn_player == ALICE:
        game.apply(game.legal_choices()[0])
    assert not any(m.startswith("first-turn:") for m in game.state.memo)
    s = with_problem(cn_scene, "CN181")
    tired = s.put("orange-1", BOB, A_PROBLEM, exhausted=True)
    (card,) = s.hand(ALICE, "orange-2")
    game = play(cn_scene, s.game(tokens=(3, 0)), card, A_PROBLEM)
    assert not game.state.cards[tired].exhausted


def test_CN187_troublemakers_cant_be_played_here_once_it_has_been_confronted(cn_scene):
    s = with_problem(cn_scene, "CN187", owner=BOB)
    strong_at(s, B_PROBLEM)
    (mine,) = s.hand(ALICE, "tm-2")
    (theirs,) = s.hand(BOB, "tm-2")
    game = s.game(tokens=(1, 0))
    assert game.why_not(PlayCard(ALICE, mine, B_PROBLEM)) is None  # not yet confronted
    game.apply(EndMainPhase(ALICE))
    while game.state.turn_player == ALICE or game.state.phase != "Main":
        game.apply(game.legal_choices()[0])
    assert game.state.players[ALICE].points == 1  # Alice confronted it (611.4)
    game.state.players[BOB].tokens = 5
    assert "forbids it" in game.why_not(PlayCard(BOB, theirs, B_PROBLEM))
    assert game.why_not(PlayCard(BOB, theirs, A_PROBLEM)) is None  # only here


def test_CN187_an_effect_cant_play_a_troublemaker_there_either(cn_scene):
    s = with_problem(cn_scene, "CN187", owner=BOB)
    s.board.state.memo = frozenset({f"confronted:{s.board.problem[BOB]}"})
    me = s.put("PR17", ALICE, A_HOME)  # "exhaust this card to play a Troublemaker for free"
    (tm,) = s.hand(ALICE, "tm-3")
    game = s.game()
    game = activate(cn_scene, game, me, prefer=(B_PROBLEM,))  # Bob's is not offered
    assert game.state.cards[in_play(game, "tm-3").iid].area == A_PROBLEM  # (104.2)


@pytest.mark.parametrize(("choice", "gains"), [("odd", 1), ("even", 0)])
def test_CN108_choose_odd_or_even_reveal_the_top_card_and_gain_one_if_it_matches(
    cn_scene, choice, gains
):
    s = cn_scene()
    (event,) = s.hand(ALICE, "CN108")
    s.deck(ALICE, "orange-1", "orange-2")  # printed power 1: odd
    game = s.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, event))
    while game.current_decision().kind is not DecisionKind.TARGET:
        game.apply(PassPriorityFor(game))
    assert set(game.legal_choices()) == {ChooseOption(ALICE, "odd"), ChooseOption(ALICE, "even")}
    game.apply(ChooseOption(ALICE, choice))
    cn_scene.settle(game)
    assert "Alice reveals Orange 1" in trace_text(game)
    assert game.state.players[ALICE].tokens == gains  # 1 paid, [1] gained on a match
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]  # the revealed card is drawn either way
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2"]


def test_CN108_the_choice_is_part_of_the_position_while_the_event_resolves(cn_scene):
    from engine import agenda
    from engine.position import read_position, write_position

    s = cn_scene()
    (event,) = s.hand(ALICE, "CN108")
    state = s.game().state.copy()
    state.agenda.insert(0, agenda.Resolve(ALICE, event, "CN108", 0, step=2, option="odd"))
    text = write_position(state)
    assert '"option": "odd"' in text
    assert write_position(read_position(text)) == text


# --- CN84: a flip-to-bottom replacement with a cost (514.6, 710.1, 508.1) --------------------
def blossomforth_faceoff(cn_scene, alice_flips=("orange-3",), tokens=(10, 10), where=B_PROBLEM):  # type: ignore
    """Alice's Blossomforth (CN84, at ``where``) and Orange 3 challenge Bob's Timberwolf at
    Bob's Problem; played on to the end of the faceoff, where Alice's flipped cards would go to
    the bottom of her deck."""
    s = cn_scene()
    blossom = s.put("CN84", ALICE, where)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips, ("orange-1",), tokens=tokens)
    passing = (DecisionKind.PRIORITY, DecisionKind.BOTTOM_ORDER, DecisionKind.ORDER_TRIGGERS)
    while (d := game.current_decision()) is not None and d.kind in passing:
        options = game.legal_choices()
        game.apply(next((c for c in options if type(c).__name__ == "PassPriority"), options[0]))
    return game, blossom


def test_CN84_retires_itself_and_pays_two_to_put_a_flipped_friend_into_play_here(cn_scene):
    from engine.invariants import violations
    from engine.position import read_position, write_position

    game, blossom = blossomforth_faceoff(cn_scene)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == ALICE
    assert "retire Blossomforth, Too Flexible #" in decision.prompt
    assert "and pay 2 to put one of the flipped cards into play at Problem" in decision.prompt
    assert game.state.faceoff is not None  # during the faceoff (514.6)
    (flipped,) = game.state.players[ALICE].flip
    assert set(game.legal_choices()) == {ChooseCard(ALICE, flipped), Decline(ALICE)}
    game.apply(ChooseCard(ALICE, flipped))
    assert blossom not in game.state.cards and ids(game, Zone.DISCARD, ALICE) == ["CN84"]
    assert game.state.players[ALICE].tokens == 10 - 2
    assert [c.area for c in game.state.in_play() if c.card_id == "orange-3"] == [B_PROBLEM] * 2
    assert ids(game, Zone.DRAW_DECK, ALICE) == []  # not put on the bottom (514.6, 710.1)
    assert "put into play at" in trace_text(game) and "706.1d" in trace_text(game)
    cn_scene.settle(game)
    assert game.state.faceoff is None
    assert violations(game.state, game.pool) == []
    text = write_position(game.state)
    assert write_position(read_position(text)) == text


def test_CN84_is_offered_only_when_involved_for_a_flipped_friend_and_paid_in_full(cn_scene):
    game, blossom = blossomforth_faceoff(cn_scene, where=A_HOME)  # not involved (514.6)
    assert game.current_decision().kind is not DecisionKind.REPLACEMENT
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"] and blossom in game.state.cards
    game, blossom = blossomforth_faceoff(cn_scene, tokens=(1, 10))  # 508.1d: can't pay [2]
    assert game.current_decision().kind is not DecisionKind.REPLACEMENT
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"] and blossom in game.state.cards
    game, blossom = blossomforth_faceoff(cn_scene, alice_flips=("event-faceoff",))
    assert "judge to apply (Cheer #10, flipped (515.1))" in trace_text(game)  # its text
    assert game.current_decision().kind is not DecisionKind.REPLACEMENT  # "a flipped Friend"
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["event-faceoff"]


def test_CN84_declined_leaves_the_friend_on_the_bottom_and_itself_in_play(cn_scene):
    game, blossom = blossomforth_faceoff(cn_scene)
    game.apply(Decline(ALICE))
    cn_scene.settle(game)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"]
    assert blossom in game.state.cards and game.state.players[ALICE].tokens == 10


# --- the cards numbered from CN141 (branch cn-b) -------------------------------------------------
def test_CN194_returns_to_hand_to_shuffle_every_hand_into_its_deck_and_draw_four(cn_scene):
    s = cn_scene()
    dj = s.put("CN194", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "tm-3")
    s.board.add(Zone.HAND, BOB, "orange-2", "orange-2")
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = s.game(at="main")  # the Main Phase has just started
    cn_scene.settle(react(game, dj))
    assert not any(c.card_id == "CN194" for c in game.state.in_play())
    for player, deck_left in ((ALICE, 2), (BOB, 2)):  # 4 + hand (2 each) shuffled in, 4 drawn
        assert len(game.state.players[player].hand) == 4
        assert len(game.state.players[player].zone_list(Zone.DRAW_DECK)) == deck_left
    assert "puts their hand into their deck" in trace_text(game)


def test_CN169_characters_with_accessories_on_them_here_get_plus_one(cn_scene):
    s = with_problem(cn_scene, "CN169")
    hatted = s.put("orange-2", BOB, A_PROBLEM)
    s.put("PR139", BOB, A_PROBLEM, attached_to=hatted)  # an Accessory
    bandaged = s.put("orange-3", ALICE, A_PROBLEM)
    s.put("PR148", BOB, A_PROBLEM, attached_to=bandaged)  # a Condition: -2, no Accessory
    away = s.put("orange-2", ALICE, B_PROBLEM)
    s.put("PR139", ALICE, B_PROBLEM, attached_to=away)
    game = s.game()
    assert (game.power(hatted), game.power(bandaged), game.power(away)) == (3, 1, 2)


@pytest.mark.parametrize("card", ["CN180", "CN184"])
def test_CN180_and_CN184_friends_with_or_without_resources_cant_be_moved_here(cn_scene, card):
    s = with_problem(cn_scene, card)
    hatted = s.put("orange-2", ALICE, A_HOME)
    s.put("PR139", ALICE, A_HOME, attached_to=hatted)
    plain = s.put("CN20", ALICE, A_HOME)  # "Exhaust this card to move it": an effect's move
    barred, free = (hatted, plain) if card == "CN180" else (plain, hatted)
    game = s.game()
    refused = game.why_not(MoveCharacter(ALICE, barred, A_PROBLEM))
    assert refused is not None and "(104.2, 506)" in refused
    assert f"{game.pool[card].name} #" in refused  # the card whose "can't" forbids it
    assert MoveCharacter(ALICE, barred, B_PROBLEM) in game.legal_choices()
    assert MoveCharacter(ALICE, free, A_PROBLEM) in game.legal_choices()
    activate(cn_scene, game, plain, prefer=(A_PROBLEM,))  # CN20 has no Resource on it
    assert (game.state.cards[plain].area == A_PROBLEM) is (card == "CN180")


def test_CN190_turns_over_readies_a_resource_then_retires_one_to_pump_a_yellow_friend(cn_scene):
    s = cn_scene(mane="CN190")
    mane = s.board.mane[ALICE]
    charm = s.put("resource-1", ALICE, A_HOME, exhausted=True)  # 2 power
    yellow = s.put("V-YE-F330", ALICE, A_HOME)
    orange = s.put("orange-1", ALICE, A_HOME)
    game = activate(cn_scene, s.game(tokens=(3, 0)), mane)  # "pay [3] to turn this card over"
    assert game.state.cards[mane].boosted and game.state.players[ALICE].tokens == 0
    assert not game.state.cards[charm].exhausted  # "when this side is turned face up"
    (retire,) = [c for c in game.legal_choices() if getattr(c, "card", None) == mane]
    assert retire.using == (charm,)  # the cost: one of your Resources (703.1d)
    game.apply(retire)
    cn_scene.settle(game, prefer=(orange, yellow))  # only a Yellow Friend may get the power
    assert (game.power(yellow), game.power(orange)) == (3 + 2, 1)
    assert ids(game, Zone.DISCARD, ALICE) == ["resource-1"]
    assert not game.state.cards[mane].boosted  # turned back over to its Start side (301.2)
    assert "turns over to its Start side" in trace_text(game)


def under(game, host: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The cards banished beneath card ``host``."""
    return [c.card_id for c in game.state.cards.values() if c.beneath == host]


def test_CN142_banishes_a_card_beneath_when_scoring_bonus_points_then_spends_all(cn_scene):
    s = cn_scene()
    lessons = s.put("CN142", ALICE, A_HOME)
    solving_bobs_problem(s, "spare")
    s.deck(ALICE, "pink-2")
    deck = s.board.state.players[ALICE].deck
    deck.insert(1, deck.pop())  # second: the top card once Alice has flipped one (514.3)
    game = cn_scene.settle(s.game(at="score"))
    assert under(game, lessons) == ["pink-2"]  # "when you score a Problem's bonus points"
    s = cn_scene()
    lessons = s.put("CN142", ALICE, A_HOME)
    beneath(s, lessons, 3)
    game = activate(cn_scene, s.game(tokens=(0, 0)), lessons, index=1)
    assert game.state.players[ALICE].tokens == 3  # one per card spent
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"] * 3 + ["CN142"]  # spent, then retired


def test_CN153_banishes_a_card_beneath_when_a_troublemaker_is_played_and_spends_to_move(
    cn_scene,
):
    s = cn_scene(turn_player=BOB)
    barricade = s.put("CN153", ALICE, A_HOME)
    s.deck(ALICE, "pink-2", "orange-1")
    (tm,) = s.hand(BOB, "tm-2")
    game = s.game()
    game.apply(PlayCard(BOB, tm, A_PROBLEM))
    cn_scene.settle(game)
    assert under(game, barricade) == ["pink-2"]  # the top card of Alice's deck
    s = cn_scene()
    barricade = s.put("CN153", ALICE, A_HOME)
    beneath(s, barricade)
    mover = s.put("orange-1", ALICE, A_HOME)
    s.put("tm-2", BOB, A_PROBLEM, face_down=True)  # not referenced: face-down (505.2)
    s.put("tm-3", BOB, B_PROBLEM)
    game = activate(cn_scene, s.game(), barricade, index=1, prefer=(mover, A_PROBLEM))
    assert game.state.cards[mover].area == B_PROBLEM
    assert under(game, barricade) == []


def test_CN159_cant_be_challenged_without_three_friends_at_its_problem(cn_scene):
    for friends in (2, 3):
        s = cn_scene()
        jet_set = s.put("CN159", BOB, B_PROBLEM)
        for _ in range(friends):
            s.put("orange-1", ALICE, B_PROBLEM)
        s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)  # a Mane is no Friend
        s.put("tm-2", BOB, A_PROBLEM)  # another one Alice may challenge: the step waits
        s.put("orange-1", ALICE, A_PROBLEM)
        s.deck(ALICE, "orange-1")
        s.deck(BOB, "orange-1")
        game = s.game(at="challenge")
        why = game.why_not(Challenge(ALICE, jet_set))
        assert (why is None) is (friends == 3)
        if friends == 2:
            assert "at least 3 there (104.2, 608.1)" in why
            s = cn_scene()  # nor by an effect that challenges (608.4)
            s.put("CN159", BOB, B_PROBLEM)
            s.put("orange-1", ALICE, B_PROBLEM)
            (event,) = s.hand(ALICE, "CN120")
            game = play(cn_scene, s.game(), event)
            assert game.state.faceoff is None
            assert "no face-up Troublemaker it may challenge" in trace_text(game)


def test_CN151_during_the_score_phase_its_manes_controllers_friends_get_minus_one(cn_scene):
    for at_home in (True, False):
        s = cn_scene()
        mane = s.board.mane[BOB]
        if not at_home:
            s.board.table.update(mane, area=B_PROBLEM)
        twilicane = s.put("CN151", ALICE, B_HOME if at_home else B_PROBLEM, attached_to=mane)
        theirs, mine = s.put("orange-2", BOB, A_PROBLEM), s.put("orange-2", ALICE, A_PROBLEM)
        game = s.game()
        assert game.power(theirs) == 2  # the Main Phase
        assert game.state.cards[twilicane].area == game.state.cards[mane].area
        game = s.game(at="score")  # Alice confronts her Problem; Bob meets it too (611.4)
        text = trace_text(game)
        assert f"Orange 2 #{mine} 2 orange meets" in text
        assert f"Orange 2 #{theirs} {1 if at_home else 2} orange meets" in text


@pytest.mark.parametrize(("card", "needs"), [("CN201", "PR84"), ("CN202", "PR64")])
def test_CN201_and_CN202_need_their_pony_and_get_a_harmony_counter_each_turn(cn_scene, card, needs):
    s = cn_scene()
    (element,) = s.hand(ALICE, card)
    game = s.game()
    assert PlayCard(ALICE, element, A_HOME) not in game.legal_choices()
    assert "what you must control to play it (609.2a)" in game.why_not(
        PlayCard(ALICE, element, A_HOME)
    )
    s.put(needs, ALICE, A_HOME)  # Fluttershy, Twilight Sparkle
    game = play(cn_scene, s.game(), element, A_HOME)
    assert in_play(game, card)
    s = cn_scene(turn_player=BOB)
    element = s.put(card, ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = cn_scene.settle(s.game(at="start"))  # Bob's turn: no counter
    assert game.state.cards[element].counter("Harmony") == 0
    game.apply(EndMainPhase(BOB))
    while game.state.turn_player == BOB:
        cn_scene.settle(game)
        game.apply(game.legal_choices()[0])
    cn_scene.settle(game)  # "at the start of your turn"
    assert game.state.cards[element].counter("Harmony") == 1


def test_CN201_removes_a_harmony_counter_to_pump_a_small_friend_you_play(cn_scene):
    s = cn_scene()
    element = s.put("CN201", ALICE, A_HOME, counters=(("Harmony", 1),))
    small, big = s.hand(ALICE, "orange-2", "orange-3")
    game = play(cn_scene, s.game(), big, A_HOME)
    assert ActivateAbility(ALICE, element, 2) not in game.legal_choices()  # 3 power: no
    game = play(cn_scene, game, small, A_HOME)
    friend = in_play(game, "orange-2").iid
    cn_scene.settle(react(game, element, ability=2))
    assert game.power(friend) == 2 + 2
    assert game.state.cards[element].counter("Harmony") == 0
    game = play(cn_scene, game, s.hand(ALICE, "orange-1")[0], A_HOME)
    assert "has 0 Harmony counters" in game.why_not(ActivateAbility(ALICE, element, 2))


def test_CN202_removes_two_harmony_counters_to_look_at_the_top_three_cards(cn_scene):
    s = cn_scene()
    element = s.put("CN202", ALICE, A_HOME, counters=(("Harmony", 1),))
    s.deck(ALICE, "orange-1", "orange-2", "orange-3", "pink-2")
    game = s.game()
    assert "has 1 Harmony counter, the cost removes 2" in game.why_not(
        ActivateAbility(ALICE, element, 2)
    )
    s.board.table.update(element, counters=(("Harmony", 2),))
    game = activate(cn_scene, s.game(), element, index=2)
    assert game.state.cards[element].counter("Harmony") == 0
    assert "looks at the top 3 cards of Alice's deck" in trace_text(game)


def test_CN157_played_face_down_retires_a_friend_there_to_uncover_and_shuffle_discards(cn_scene):
    s = cn_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    (infiltrator,) = s.hand(ALICE, "CN157")
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    s.board.add(Zone.DISCARD, BOB, "orange-3", "pink-2")
    s.deck(BOB, "orange-1")
    game = s.game(at="troublemaker")
    game.apply(PlayCard(ALICE, infiltrator, B_PROBLEM))
    cn_scene.settle(game, prefer=(mine,))
    tm = in_play(game, "CN157")
    assert not tm.face_down  # uncovered (607.3)
    assert mine not in game.state.cards  # retired
    # "all players shuffle their discard piles into their decks": the retired Friend too
    assert game.state.players[ALICE].discard == [] and game.state.players[BOB].discard == []
    assert len(game.state.players[BOB].deck) == 3
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "orange-2"]


def test_CN158_played_face_down_may_retire_your_troublemaker_there_to_uncover(cn_scene):
    for accept in (True, False):
        s = cn_scene()
        old = s.put("tm-2", ALICE, B_PROBLEM)  # face-up, Alice's
        (swarm,) = s.hand(ALICE, "CN158")
        game = s.game(at="troublemaker")
        game.apply(PlayCard(ALICE, swarm, B_PROBLEM))
        if not accept:  # "you may retire ...": Alice retires none (712.3)
            game.apply(Decline(ALICE))
        cn_scene.settle(game)
        assert in_play(game, "CN158").face_down is not accept
        assert (old in game.state.cards) is not accept


def test_CN188_a_player_involved_in_a_problem_faceoff_here_moves_a_character_here(cn_scene):
    s = with_problem(cn_scene, "CN188", owner=BOB)
    s.put("pink-2", BOB, B_PROBLEM)  # Bob meets his side too: [Laughter] 2, not [Laughter] 1
    mover = s.put("orange-2", ALICE, A_PROBLEM)
    problem = s.board.problem[BOB]
    game = problem_faceoff_at_bobs_problem(s)
    activation = ActivateAbility(ALICE, problem, 0)  # Alice is not its controller
    for _ in range(5):
        if activation in game.legal_choices():
            break
        game.apply(PassPriorityFor(game))
    game.apply(activation)
    cn_scene.settle(game, prefer=(mover,))
    # at the Problem, it is involved in the faceoff (514.2d) and counts for Alice's total
    assert re.search(rf"Faceoff totals: Alice \d+ \([^)]*Orange 2 #{mover} 2", trace_text(game))


def test_CN141_spends_from_beneath_a_friend_with_pumped_to_give_it_plus_two(cn_scene):
    s = cn_scene()
    shop = s.put("CN141", ALICE, A_HOME)
    pumped, dry, plain = (
        s.put("CN42", ALICE, A_HOME),  # Pumped, 3 power
        s.put("CN42", ALICE, A_HOME),  # Pumped, nothing beneath it
        s.put("orange-2", ALICE, A_HOME),  # not Pumped
    )
    beneath(s, pumped, 2)
    beneath(s, plain)
    game = s.game()
    ways = [c.using for c in game.legal_choices() if getattr(c, "card", None) == shop]
    assert ways == [(pumped,)]
    assert "does not fit the description" in game.why_not(ActivateAbility(ALICE, shop, 0, (plain,)))
    assert "no card is beneath it" in game.why_not(ActivateAbility(ALICE, shop, 0, (dry,)))
    game.apply(ActivateAbility(ALICE, shop, 0, (pumped,)))
    cn_scene.settle(game)
    assert game.power(pumped) == 3 + 2
    assert len([c for c in game.state.cards.values() if c.beneath == pumped]) == 1


# --- hard cards (engine pieces added for them) --------------------------------------------------
def test_CN133_banishes_an_event_from_hand_beneath_it_then_puts_it_on_the_deck_for_one(cn_scene):
    s = cn_scene()
    archives = s.put("CN133", ALICE, A_HOME)
    s.hand(ALICE, "orange-1", "event-main")  # only the Event may go beneath it
    game = activate(cn_scene, s.game(tokens=(0, 0)), archives, index=0)
    assert game.state.cards[archives].exhausted
    assert [c.card_id for c in game.state.cards.values() if c.beneath == archives] == ["event-main"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    s = cn_scene()
    archives = s.put("CN133", ALICE, A_HOME)
    (under,) = beneath(s, archives)  # an orange-1 beneath it
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-2", "orange-2")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge", tokens=(0, 0))
    assert ActivateAbility(ALICE, archives, 1) not in game.legal_choices()  # no faceoff yet
    game.apply(Challenge(ALICE, tm))
    react(game, archives, ability=1)  # the one card beneath it: no choice to make
    # the card from beneath went on top of Alice's deck, so it is the card she flips (514.3)
    assert f"Orange 1 #{under} is put on top of its owner's deck" in trace_text(game)
    assert "Alice flips Orange 1" in trace_text(game)
    assert not [c for c in game.state.cards.values() if c.beneath == archives]
    assert game.state.players[ALICE].tokens == 1 and game.state.cards[archives].exhausted


def test_CN138_exhausts_its_friend_to_give_your_friends_laughter_for_the_phase(cn_scene):
    s = cn_scene()
    wearer, other = s.put("orange-2", ALICE, A_HOME), s.put("orange-1", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    glasses = s.put("CN138", ALICE, A_HOME, attached_to=wearer)
    game = activate(cn_scene, s.game(), glasses, index=1)
    assert game.state.cards[wearer].exhausted and not game.state.cards[glasses].exhausted
    for iid in (wearer, other):
        assert "pink" in {c.value for c in game.colours(iid)}
    assert "pink" not in {c.value for c in game.colours(foe)}
    assert game.power(other) == 1  # [Laughter] only, no power
    choice = ActivateAbility(ALICE, glasses, 1)
    assert "can't be exhausted to pay the cost" in game.why_not(choice)  # its Friend is
    game.apply(EndMainPhase(ALICE))
    assert "pink" not in {c.value for c in game.colours(other)}  # until the end of the phase


def test_CN54_retires_to_move_everyone_home_and_bars_its_problem_for_the_turn(cn_scene):
    s = cn_scene()
    guard = s.put("CN54", ALICE, B_PROBLEM)
    mine, foe = s.put("orange-1", ALICE, B_PROBLEM), s.put("orange-2", BOB, B_PROBLEM)
    away = s.put("orange-3", ALICE, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)  # not a character: it stays
    (friend,) = s.hand(ALICE, "orange-1")
    game = activate(cn_scene, s.game(tokens=(3, 0)), guard)
    assert guard not in game.state.cards and "CN54" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.cards[mine].area == A_HOME and game.state.cards[foe].area == B_HOME
    assert game.state.cards[tm].area == B_PROBLEM and game.state.cards[away].area == A_PROBLEM
    why = game.why_not(MoveCharacter(ALICE, away, B_PROBLEM))
    assert "can't be moved to" in why and "708.2, 104.2)" in why
    assert "can't be played to" in game.why_not(PlayCard(ALICE, friend, B_PROBLEM))
    assert PlayCard(ALICE, friend, A_PROBLEM) in game.legal_choices()  # another Problem
    game.apply(MoveCharacter(ALICE, away, A_HOME))  # moves elsewhere are allowed
    assert any(e.kind == "barred-area" for e in game.state.effects)
    turn = game.state.turn
    while game.state.turn == turn:  # to the end of the turn (616.4)
        game.apply(game.legal_choices()[-1])
    assert all(e.kind != "barred-area" for e in game.state.effects)
    assert "can't be moved to" not in (game.why_not(MoveCharacter(BOB, foe, B_PROBLEM)) or "")


@pytest.mark.parametrize("fed", [True, False])
def test_CN139_the_loser_against_its_troublemaker_dismisses_the_friend_instead(cn_scene, fed):
    s = cn_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    if fed:
        s.put("CN139", BOB, B_PROBLEM, attached_to=tm)
    game = challenge(s, tm, ("orange-1",), ("orange-3",))  # Alice 2, Bob 5: Alice loses
    cn_scene.settle(game)
    assert "Bob wins the faceoff" in trace_text(game)
    if fed:  # 710: dismissed instead of sent home
        assert mine not in game.state.cards and ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
        assert "dismisses it instead (514.5b, 710)" in trace_text(game)
    else:
        assert game.state.cards[mine].area == A_HOME


def test_CN57_retires_at_the_end_of_a_troublemaker_phase_to_start_a_new_one(cn_scene):
    s = cn_scene()
    minuette = s.put("CN57", ALICE, A_HOME)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-3"] * 4)  # Alice 3, Bob 5: Alice loses, the Troublemaker stays
    game = s.game(at="challenge")
    assert "(512.4d)" in not_yet(game, minuette)  # the phase has not ended
    game.apply(Challenge(ALICE, tm))
    reaction = ActivateAbility(ALICE, minuette, 0)
    for _ in range(20):  # on to the end of the Troublemaker Phase
        if reaction in game.legal_choices():
            break
        assert game.state.phase != "Main"
        game.apply(game.legal_choices()[-1])
    assert "Bob wins the faceoff" in trace_text(game) and tm in game.state.cards
    react(game, minuette)
    cn_scene.settle(game)
    assert minuette not in game.state.cards and "CN57" in ids(game, Zone.DISCARD, ALICE)
    assert "a new Troublemaker Phase starts" in trace_text(game)
    assert game.state.phase == "Troublemaker"  # not the Main Phase
    assert Challenge(ALICE, tm) in game.legal_choices()  # a new Challenge step (608.1)


def test_CN37_banishes_a_card_from_hand_beneath_one_of_your_friends_with_pumped(cn_scene):
    s = cn_scene()
    joe = s.put("CN37", ALICE, A_HOME)
    pumped, other = s.put("CN42", ALICE, A_HOME), s.put("CN52", ALICE, A_HOME)  # Pumped
    s.put("orange-1", ALICE, A_HOME)  # no Pumped: not a choice
    s.put("CN52", BOB, B_HOME)  # Bob's Friend with Pumped: not a choice
    (card, kept) = s.hand(ALICE, "pink-2", "orange-2")
    game = s.game(tokens=(1, 0))
    game.apply(ActivateAbility(ALICE, joe, 0))
    friends = {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}
    assert friends == {pumped, other}
    game.apply(ChooseCard(ALICE, pumped))
    assert {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)} == {card, kept}
    game.apply(ChooseCard(ALICE, card))
    assert [c.card_id for c in game.state.cards.values() if c.beneath == pumped] == ["pink-2"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"] and card not in game.state.cards
    assert game.state.cards[joe].exhausted and game.state.players[ALICE].tokens == 0


def test_CN196_banishes_itself_after_a_phase_starts_and_returns_at_your_next_turn(cn_scene):
    s = cn_scene(turn_player=BOB)
    luna = s.put("CN196", ALICE, A_PROBLEM, exhausted=True)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = s.game(at="main")
    game.apply(EndMainPhase(BOB))  # the Score Phase starts: after it, Alice may react
    for _ in range(10):
        if ActivateAbility(ALICE, luna, 0) in game.legal_choices():
            break
        game.apply(game.legal_choices()[-1])
    react(game, luna)
    cn_scene.settle(game)
    assert luna not in game.state.cards and ids(game, Zone.BANISHED, ALICE) == ["CN196"]
    assert "delayed ability will trigger" in trace_text(game)
    while game.state.turn_player == BOB:  # not at the start of Bob's turns
        assert ids(game, Zone.BANISHED, ALICE) == ["CN196"]
        game.apply(game.legal_choices()[-1])
    cn_scene.settle(game)
    back = in_play(game, "CN196")  # put into play, not played (706.1d), at Alice's home
    assert back.area == A_HOME and not back.exhausted and ids(game, Zone.BANISHED, ALICE) == []
    assert all(e.kind != "at-your-next-turn" for e in game.state.effects)


def test_CN80_retires_an_accessory_on_it_to_play_an_accessory_on_it_for_free(cn_scene):
    s = cn_scene()
    sapphire = s.put("CN80", ALICE, A_PROBLEM)
    glasses = s.put("CN138", ALICE, A_PROBLEM, attached_to=sapphire)
    beret, condition = s.hand(ALICE, "CN135", "PR148")  # an Accessory; a Condition
    game = s.game(tokens=(0, 0))  # for free
    choice = next(
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == sapphire
    )
    assert choice.using == (glasses,)
    game.apply(choice)
    assert {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)} == {beret}
    cn_scene.settle(game, prefer=(beret,))
    assert glasses not in game.state.cards and "CN138" in ids(game, Zone.DISCARD, ALICE)
    worn = in_play(game, "CN135")
    assert worn.attached_to == sapphire and worn.area == A_PROBLEM  # 509.3
    assert game.power(sapphire) == 3 and ids(game, Zone.HAND, ALICE) == ["PR148"]
    assert "plays Chic Beret" in trace_text(game)


def test_CN189_turns_over_to_search_for_an_event(cn_scene):
    s = cn_scene(mane="CN189")
    mane = s.board.mane[ALICE]
    s.deck(ALICE, "orange-1", "event-main", "orange-2")
    game = s.game(tokens=(3, 0))
    game.apply(ActivateAbility(ALICE, mane, 0))  # "pay [3] to turn this card over"
    event = next(
        i for i in game.state.players[ALICE].deck if game.state.cards[i].card_id == "event-main"
    )
    cn_scene.settle(game, prefer=(event,))
    assert game.state.cards[mane].boosted
    assert (
        ids(game, Zone.HAND, ALICE) == ["event-main"] and len(game.state.players[ALICE].deck) == 2
    )


@pytest.mark.parametrize(("in_hand", "greater"), [("orange-3", True), ("orange-1", False)])
def test_CN189_boosted_reveals_the_deck_top_and_a_hand_card_at_main_phase_start(
    cn_scene, in_hand, greater
):
    s = cn_scene(mane="CN189")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, boosted=True)
    s.deck(ALICE, "pink-2", "orange-2")  # printed power 2 on top
    (shown,) = s.hand(ALICE, in_hand)
    game = s.game(at="challenge")  # nothing to challenge: on to the Main Phase, which starts
    cn_scene.settle(game, prefer=(shown,))  # "you may reveal": yes
    assert game.state.phase == "Main"
    assert "printed power" in trace_text(game) and "(Princess Luna" in trace_text(game)
    assert (ids(game, Zone.HAND, ALICE) == sorted([in_hand, "pink-2"])) is greater
    assert game.state.cards[mane].boosted is not greater  # turned over only if greater
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == ("orange-2" if greater else "pink-2")
