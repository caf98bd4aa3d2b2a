"""Premiere card scripts, one scenario per automated card: position -> choices -> result.

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
    react,
    solving_bobs_problem,
    strong_at,
    when_offered,
    with_problem,
)

from engine import Colour, Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    ChooseArea,
    ChooseCard,
    DecisionKind,
    Decline,
    DrawAction,
    EndChallenges,
    EndMainPhase,
    MoveCharacter,
    PassPriority,
    PlaceCard,
    PlayCard,
)
from engine.coverage import covering_tests, pool_coverage
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.scripts import premiere


# --- the set as a whole -----------------------------------------------------------------------
def test_every_premiere_card_is_scripted_or_marked_manual_and_80_percent_are_automated(
    premiere_pool,
):
    [pr] = pool_coverage(premiere_pool, covering_tests(), "PR")
    numbered = [c for c in pr.cards if c.id[2:].isdigit()]
    automated = [c for c in numbered if c.kind != "manual"]
    assert len(numbered) == 213
    assert pr.of("not handled") == []  # every card with text is scripted or manual with a reason
    assert len(automated) / len(numbered) >= 0.8
    assert len(automated) >= 211  # 99.1 %, as engine/README.md says
    assert pr.untested == []  # every automated card with text has a scenario naming it
    assert manual_marks_match(premiere_pool, premiere.SCRIPTS) == []


# --- Mane Characters ----------------------------------------------------------------------------
def test_PR1_turns_over_when_confronting_with_a_troublemaker_there(scene):
    s = scene(mane="PR1")
    s.put("tm-2", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    game = scene.settle(s.game(at="score"))
    assert game.state.cards[mane].boosted and "turns over" in trace_text(game)


def test_PR2_turns_over_when_confronting_with_more_power_than_required(scene):
    s = scene(mane="PR2")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=A_PROBLEM)
    s.put("orange-3", ALICE, A_PROBLEM)  # "easy" needs 1 wild: 1 + 3 is more
    game = scene.settle(s.game(at="score"))
    assert game.state.cards[mane].boosted


def test_PR2_boosted_puts_a_friend_here_on_top_of_the_deck_instead_of_dismissing_it(scene):
    s = scene(mane="PR2", turn_player=BOB)
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=A_PROBLEM, boosted=True)
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    (invite,) = s.hand(BOB, "PR113")
    game = s.game()
    game.apply(PlayCard(BOB, invite))
    scene.settle(game, prefer=(friend,))
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


def test_PR3_boosted_opponent_needs_one_more(scene):
    s = scene(mane="PR3", turn_player=BOB)
    s.board.table.update(s.board.mane[ALICE], area=A_PROBLEM, boosted=True)
    s.put("orange-1", BOB, A_PROBLEM)  # the opponent needs 1 wild + 1
    game = scene.settle(s.game(at="score"))
    assert "does not confront" in trace_text(game)


def test_PR4_turns_over_when_winning_a_faceoff(scene):
    s = scene(mane="PR4")
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3", "orange-3"), ("orange-1", "orange-1"))
    scene.settle(game)
    assert game.state.cards[s.board.mane[ALICE]].boosted


@pytest.mark.parametrize(("bob_there", "boosted"), [(True, True), (False, False)])
def test_PR5_turns_over_after_scoring_two_points_with_it_in_one_score_phase(
    scene, bob_there, boosted
):
    s = scene(mane="PR5")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    if bob_there:  # Bob meets "easy" too: Alice confronts (1) and wins the faceoff (bonus)
        s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-3", "orange-3")
    s.deck(BOB, "orange-1", "orange-1")
    game = scene.settle(s.game(at="score"))
    text = trace_text(game)
    assert "for confronting" in text and ("(514.5c)" in text) == bob_there
    assert game.state.cards[mane].boosted == boosted  # confronting alone scores only 1
    # only a card that reads them has its points kept (Table.score)


def test_PR5_points_scored_with_a_card_are_kept_only_for_a_card_that_reads_them(scene):
    s = scene(mane="PR5")
    mane = s.board.mane[ALICE]
    friend = s.put("orange-3", ALICE, B_PROBLEM)
    t = s.board.table
    t.score(ALICE, 1, "in the Main Phase", (mane, friend))  # not during the Score Phase
    t.state.phase = "Score"
    t.score(ALICE, 1, "for confronting", (mane, friend))
    t.score(ALICE, 2, "as a bonus", (mane, friend))
    assert {m for m in t.state.memo if m.startswith("scored-with:")} == {f"scored-with:{mane}:3"}


def test_PR6_turns_over_with_a_critter_friend_there(scene):
    s = scene(mane="PR6")
    s.board.table.update(s.board.mane[ALICE], area=A_PROBLEM)
    s.put("critter-1", ALICE, A_PROBLEM)
    game = scene.settle(s.game(at="score"))
    assert game.state.cards[s.board.mane[ALICE]].boosted


# --- Friends: when played -----------------------------------------------------------------------
@pytest.mark.parametrize(("card", "deck_before", "hand_after"), [("PR37", 2, 1)])
def test_PR37_draws_when_played(scene, card, deck_before, hand_after):
    s = scene()
    (iid,) = s.hand(ALICE, card)
    s.deck(ALICE, *["orange-1"] * deck_before)
    game = play(scene, s.game(), iid, A_HOME)
    assert len(game.state.players[ALICE].hand) == hand_after


def test_PR29_gets_one_power_when_played(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR29")
    game = play(scene, s.game(), iid, A_HOME)
    assert game.power(in_play(game, "PR29").iid) == 2


def test_PR30_opponent_discards_at_random(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR30")
    s.hand(BOB, "orange-1", "orange-2")
    game = play(scene, s.game(), iid, A_HOME)
    assert len(game.state.players[BOB].hand) == 1 and len(game.state.players[BOB].discard) == 1


def test_PR45_dismisses_an_opposing_friend_at_that_problem(scene):
    s = scene()
    s.put("orange-2", BOB, B_PROBLEM)
    (iid,) = s.hand(ALICE, "PR45")
    game = play(scene, s.game(), iid, B_PROBLEM)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_PR50_turns_a_face_up_troublemaker_there_face_down(scene):
    s = scene()
    s.put("tm-2", BOB, A_PROBLEM)
    (iid,) = s.hand(ALICE, "PR50")
    game = play(scene, s.game(), iid, A_PROBLEM)
    assert in_play(game, "tm-2").face_down


def test_PR56_searches_the_deck_for_an_event(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR56")
    s.deck(ALICE, "orange-1", "event-main", "orange-2")
    game = play(scene, s.game(), iid, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == ["event-main"]
    assert "shuffles their draw deck" in trace_text(game)  # 518.2


def test_PR65_gives_another_character_there_four_power(scene):
    s = scene()
    other = s.put("orange-1", ALICE, B_PROBLEM)
    (iid,) = s.hand(ALICE, "PR65")
    game = play(scene, s.game(), iid, B_PROBLEM)
    assert game.power(other) == 5


def test_PR72_gives_another_character_there_two_power(scene):
    s = scene()
    other = s.put("orange-1", ALICE, B_PROBLEM)
    (iid,) = s.hand(ALICE, "PR72")
    game = play(scene, s.game(), iid, B_PROBLEM)
    assert game.power(other) == 3


@pytest.mark.parametrize(("card", "winner"), [("PR67", "Alice"), ("V-WH-F220", "Bob")])
def test_PR67_opponent_flips_one_more_and_ignores_their_highest_in_problem_faceoffs(
    scene, card, winner
):
    s = scene()
    s.put(card, ALICE, B_PROBLEM)  # power 2, like Featherweight
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)  # both meet "easy": a Problem faceoff (612.2)
    s.deck(ALICE, "orange-2", "orange-1")
    s.deck(BOB, "orange-3", "orange-1", "orange-1")
    game = scene.settle(s.game(at="score"))
    text = trace_text(game)
    # with PR67: Alice 3 + 2 = 5 against Bob 3 + (3 ignored) + 1 = 4; without: 5 against 6
    assert f"{winner} wins the faceoff" in text
    assert text.count("Bob flips") == (2 if card == "PR67" else 1)
    ignored = re.search(
        r"ignored Orange 3 #\d+ \(Featherweight, Editor-in-Chief #\d+, 515\.4\)", text
    )
    assert (ignored is not None) == (card == "PR67")


def test_PR67_ignores_nothing_more_when_their_highest_flip_is_ignored_already(scene):
    s = scene()
    s.put("PR67", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)  # a Problem faceoff (612.2)
    (duck,) = s.hand(BOB, "PR111")  # Reaction: ignore the card you flipped and flip a new one
    s.deck(ALICE, "orange-2", "orange-1")
    s.deck(BOB, "orange-1", "orange-3", "orange-2", "orange-1")
    game = s.game(at="score")
    when_offered(game, PlayCard(BOB, duck))  # ignores the orange 3 he flipped last, flips orange 2
    scene.settle(game)
    text = trace_text(game)
    # Bob's highest flip (3) is ignored already (515.4a): PR67 ignores no other card, so Bob
    # has 3 + 1 + 2 = 6 against Alice's 2 + 1 + 2 = 5 (with the orange 2 ignored: 4)
    assert not re.search(r"Editor-in-Chief #\d+, 515\.4", text) and "Bob wins the faceoff" in text


def test_PR67_does_nothing_in_a_troublemaker_faceoff(scene):
    s = scene()
    s.put("PR67", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-3", "orange-1"))  # only Problem faceoffs
    scene.settle(game)
    text = trace_text(game)
    assert text.count("Bob flips") == 1 and "ignored" not in text and "Bob wins" in text


def test_PR68_looks_at_and_reorders_the_opponents_top_two(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR68")
    s.deck(BOB, "orange-1", "orange-2", "orange-3")
    game = play(scene, s.game(), iid, A_HOME)
    assert sorted(ids(game, Zone.DRAW_DECK, BOB)[:2]) == ["orange-1", "orange-2"]
    assert "looks at the top 2 cards of Bob's deck" in trace_text(game)


def test_PR77_returns_a_card_from_the_discard_pile(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR77")
    s.board.add(Zone.DISCARD, ALICE, "orange-3")
    game = play(scene, s.game(), iid, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]


def test_PR84_makes_the_next_kindness_friend_cheaper(scene):
    s = scene()
    (iid, owl) = s.hand(ALICE, "PR84", "PR85")
    game = play(scene, s.game(tokens=(4, 0)), iid, A_HOME)
    assert game.state.players[ALICE].tokens == 1
    game.apply(PlayCard(ALICE, owl, A_HOME))
    assert game.state.players[ALICE].tokens == 1  # PR85 costs 1, reduced to 0


def test_PR89_brings_a_critter_friend(scene):
    s = scene()
    critter = s.put("critter-1", ALICE, A_HOME)
    (iid,) = s.hand(ALICE, "PR89")
    game = play(scene, s.game(), iid, B_PROBLEM)
    assert game.state.cards[critter].area == B_PROBLEM


def test_PR91_opponent_loses_a_token(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR91")
    game = play(scene, s.game(tokens=(5, 2)), iid, A_HOME)
    assert game.state.players[BOB].tokens == 1


def test_PR198_moves_up_to_three_friends_there(scene):
    s = scene()
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(2)]
    (iid,) = s.hand(ALICE, "PR198")
    game = play(scene, s.game(), iid, B_PROBLEM)
    assert all(game.state.cards[f].area == B_PROBLEM for f in friends)


def test_PR41_uncovers_a_face_down_troublemaker(scene):
    s = scene()
    tm = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    (iid,) = s.hand(ALICE, "PR41")
    game = play(scene, s.game(), iid, A_HOME)
    assert not game.state.cards[tm].face_down


# --- Friends: continuous abilities ------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "bonus", "kind"), [("PR7", 2, "any"), ("PR14", 1, "any"), ("PR42", 1, "troublemaker")]
)
def test_faceoff_power_bonus(scene, card, bonus, kind):
    s = scene()
    me = s.put(card, ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")  # Bob may act, so the faceoff waits for him
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    printed = game.power(me)
    game.apply(Challenge(ALICE, tm))
    assert game.power(me) == printed + bonus
    assert f"{game.state.cards[me].card_id}" and "faceoff" in trace_text(game)


@pytest.mark.parametrize("card", ["PR48", "PR49"])
def test_opponent_needs_one_more_power_to_confront(scene, card):
    s = scene(turn_player=BOB)
    s.put(card, ALICE, A_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)
    game = scene.settle(s.game(at="score"))
    assert "does not confront" in trace_text(game) and "1 wild + 1 wild" in trace_text(game)


def test_PR52_gets_one_power_with_a_report_resource_there(scene, premiere_pool):
    s = scene()
    me = s.put("PR52", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(me) == 1  # no Report Resource here


@pytest.mark.parametrize(("card", "per"), [("PR59", 1), ("PR61", 2)])
def test_power_for_each_opposing_character_here(scene, card, per):
    s = scene()
    me = s.put(card, ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    assert s.game().power(me) == s.pool[card].power + 2 * per


def test_PR63_opposing_characters_here_get_minus_one_during_faceoffs(scene):
    s = scene(turn_player=BOB)
    s.put("PR63", ALICE, A_PROBLEM)
    foe = s.put("orange-3", BOB, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "event-faceoff")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    assert game.power(foe) == 3
    game.apply(Challenge(BOB, tm))
    assert game.power(foe) == 2


def test_PR73_opponents_cannot_move_it(scene):
    s = scene()
    me = s.put("PR73", BOB, B_PROBLEM)
    (back,) = s.hand(ALICE, "PR106")  # move an opponent's character
    game = play(scene, s.game(), back)
    assert game.state.cards[me].area == B_PROBLEM


def test_PR85_others_here_get_one_power(scene):
    s = scene()
    s.put("PR85", ALICE, B_PROBLEM)
    other = s.put("orange-2", ALICE, B_PROBLEM)
    assert s.game().power(other) == 3


def test_PR208_other_kindness_characters_here_get_one(scene):
    s = scene()
    s.put("PR208", ALICE, B_PROBLEM)
    other = s.put("V-YE-F330", ALICE, B_PROBLEM)
    assert s.game().power(other) == 4


def test_PR26_gets_one_power_for_each_resource_on_it(scene):
    s = scene()
    me = s.put("PR26", ALICE, A_HOME)
    s.put("PR148", BOB, A_HOME, attached_to=me)  # -2 power on this Friend
    assert s.game().power(me) == 1 + 1 - 2


def test_PRpf6_raises_the_home_limit_at_home(scene):
    s = scene()
    s.put("PRpf6", ALICE, A_HOME)
    for _ in range(4):
        s.put("orange-1", ALICE, A_HOME)
    game = s.game(at="end")
    assert game.state.turn_player == BOB  # 5 Friends at home, limit 3 + 2: nothing retired


@pytest.mark.parametrize("card", ["PR35", "PR159", "PR199"])
def test_flips_an_additional_card(scene, card):
    s = scene()
    me = s.put(card, ALICE if card != "PR159" else BOB, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    tm = me if card == "PR159" else s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
    scene.settle(game)
    flips = trace_text(game).count("flips")
    assert flips >= 3


def test_PR158_timberwolf_taxes_friends_played_to_its_problem(scene):
    s = scene()
    s.put("PR158", BOB, B_PROBLEM)
    (one,) = s.hand(ALICE, "orange-1")
    game = s.game(tokens=(2, 0))
    assert "costs 3 action tokens" in game.why_not(PlayCard(ALICE, one, B_PROBLEM))


def test_PR205_moving_to_or_from_its_problem_costs_two_more(scene):
    s = scene()
    s.put("PR205", BOB, B_PROBLEM)
    me = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(3, 0))
    assert "costs 4 action tokens" in game.why_not(MoveCharacter(ALICE, me, B_PROBLEM))


# --- Friends: activated abilities -------------------------------------------------------------
def test_PRpf3_exhausts_to_draw(scene):
    s = scene()
    me = s.put("PRpf3", ALICE, A_HOME)
    s.deck(ALICE, "orange-1")
    game = activate(scene, s.game(), me)
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"] and game.state.cards[me].exhausted


def test_PR11_makes_the_next_friend_cheaper(scene):
    s = scene()
    me = s.put("PR11", ALICE, A_HOME)
    (two,) = s.hand(ALICE, "orange-2")
    game = activate(scene, s.game(tokens=(1, 0)), me)
    assert game.why_not(PlayCard(ALICE, two, A_HOME)) is None  # 2 - 1 = 1 token


def test_PR15_readies_another_card(scene):
    s = scene()
    me = s.put("PR15", ALICE, A_HOME)
    tired = s.put("orange-2", ALICE, A_HOME, exhausted=True)
    game = activate(scene, s.game(), me)
    assert not game.state.cards[tired].exhausted


def test_PR17_plays_a_troublemaker_for_free(scene):
    s = scene()
    me = s.put("PR17", ALICE, A_HOME)
    s.hand(ALICE, "tm-3")
    game = activate(scene, s.game(tokens=(0, 0)), me)
    assert in_play(game, "tm-3").face_down and game.state.players[ALICE].tokens == 0


def test_PR18_pays_one_for_one_power(scene):
    s = scene()
    me = s.put("PR18", ALICE, A_HOME)
    game = activate(scene, s.game(tokens=(1, 0)), me)
    assert game.power(me) == 1 and game.state.players[ALICE].tokens == 0


def test_PR24_adds_its_power_to_another_honesty_friend(scene):
    s = scene()
    me = s.put("PR24", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    game = activate(scene, s.game(), me, prefer=(other,))
    assert game.power(other) == 3


def test_PR58_pays_three_to_move_an_opponents_character(scene):
    s = scene()
    me = s.put("PR58", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = activate(scene, s.game(tokens=(3, 0)), me, prefer=(foe, B_HOME))
    assert game.state.cards[foe].area != B_PROBLEM


def test_PR64_token_lasts_until_the_end_of_the_phase(scene):
    s = scene()
    me = s.put("PR64", ALICE, A_HOME)
    game = activate(scene, s.game(tokens=(0, 0)), me)
    assert game.state.players[ALICE].tokens == 1
    game.apply(EndMainPhase(ALICE))
    assert "unspent action token" in trace_text(game)


@pytest.mark.parametrize(("card", "wanted"), [("PR69", "event-main"), ("PR70", "orange-2")])
def test_searching_the_discard_pile(scene, card, wanted):
    s = scene()
    me = s.put(card, ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "event-main", "orange-2")
    game = activate(scene, s.game(), me)
    assert ids(game, Zone.HAND, ALICE) == [wanted]


def test_PR75_uncovers_a_troublemaker_here(scene):
    s = scene()
    me = s.put("PR75", ALICE, A_PROBLEM)
    tm = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    game = activate(scene, s.game(), me)
    assert not game.state.cards[tm].face_down


def test_PR90_dismisses_a_resource_in_the_opponents_home(scene):
    s = scene()
    me = s.put("PR90", ALICE, A_HOME)
    s.put("resource-1", BOB, B_HOME)
    game = activate(scene, s.game(), me)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]


def test_PR93_moves_critters_to_its_problem(scene):
    s = scene()
    me = s.put("PR93", ALICE, B_PROBLEM)
    critters = [s.put("critter-1", ALICE, A_HOME) for _ in range(2)]
    game = activate(scene, s.game(), me)
    assert all(game.state.cards[c].area == B_PROBLEM for c in critters)


def test_PR94_looks_at_a_face_down_troublemaker(scene):
    s = scene()
    me = s.put("PR94", ALICE, A_PROBLEM)
    s.put("tm-3", BOB, A_PROBLEM, face_down=True)
    game = activate(scene, s.game(), me)
    assert "Alice looks at Timberwolf, Three" in trace_text(game)


def test_PR203_returns_to_hand_to_send_two_opponents_home(scene):
    s = scene()
    me = s.put("PR203", ALICE, B_PROBLEM)
    foes = [s.put("orange-1", BOB, B_PROBLEM), s.put("orange-2", BOB, A_PROBLEM)]
    game = activate(scene, s.game(), me)
    assert ids(game, Zone.HAND, ALICE) == ["PR203"]
    assert all(game.state.cards[f].area == B_HOME for f in foes)


def test_PR204_draws_two_then_puts_one_back(scene):
    s = scene()
    me = s.put("PR204", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = activate(scene, s.game(), me)
    assert len(game.state.players[ALICE].hand) == 1
    assert len(game.state.players[ALICE].deck) == 2


# --- Friends: triggered abilities ---------------------------------------------------------------
@pytest.mark.parametrize("card", ["PR10", "PR13"])
def test_moving_to_a_problem_may_bring_another_character(scene, card):
    s = scene()
    me = s.put(card, ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    scene.settle(game, prefer=(other,))
    assert game.state.cards[other].area == B_PROBLEM


def test_PR16_readies_a_character_there_when_moved(scene):
    s = scene()
    me = s.put("PR16", ALICE, A_HOME)
    tired = s.put("orange-1", ALICE, B_PROBLEM, exhausted=True)
    game = s.game()
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    scene.settle(game, prefer=(tired,))
    assert not game.state.cards[tired].exhausted


def test_PR21_gets_one_power_when_moved(scene):
    s = scene()
    me = s.put("PR21", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    assert game.power(me) == 2


def test_PR57_moves_an_opposing_character_away(scene):
    s = scene()
    me = s.put("PR57", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    scene.settle(game, prefer=(foe,))
    assert game.state.cards[foe].area == A_PROBLEM


def test_PR82_brings_a_critter_when_moved(scene):
    s = scene()
    me = s.put("PR82", ALICE, A_HOME)
    critter = s.put("critter-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    scene.settle(game)
    assert game.state.cards[critter].area == B_PROBLEM


def test_PR19_exhausts_to_gain_a_token_when_a_pegasus_is_played_here(scene):
    s = scene()
    me = s.put("PR19", ALICE, B_PROBLEM)
    (pegasus,) = s.hand(ALICE, "PR8")
    game = play(scene, s.game(tokens=(1, 0)), pegasus, B_PROBLEM)
    assert game.state.cards[me].exhausted and game.state.players[ALICE].tokens == 1


def test_PR23_opponent_discards_when_it_wins_a_faceoff(scene):
    s = scene()
    s.put("PR23", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.hand(BOB, "orange-1")
    game = challenge(s, tm)
    scene.settle(game)
    assert "orange-1" in ids(game, Zone.DISCARD, BOB) and not game.state.players[BOB].hand


def test_PR25_returns_to_hand_when_dismissed(scene):
    s = scene()
    s.put("PR25", BOB, B_PROBLEM)
    (invite,) = s.hand(ALICE, "PR113")
    game = play(scene, s.game(), invite)
    assert ids(game, Zone.HAND, BOB) == ["PR25"]


def test_PR27_opponent_discards_two_when_you_uncover_here(scene):
    s = scene()
    s.put("PR27", ALICE, B_PROBLEM)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    s.hand(BOB, "orange-1", "orange-2", "orange-3")
    game = scene.settle(s.game(at="start"))
    assert len(game.state.players[BOB].discard) == 2


def test_PR34_gets_one_power_when_an_opponent_discards(scene):
    s = scene()
    me = s.put("PR34", ALICE, A_HOME)
    (drill,) = s.hand(ALICE, "PR30")
    s.hand(BOB, "orange-1")
    game = play(scene, s.game(), drill, A_HOME)
    assert game.power(me) == 4


@pytest.mark.parametrize("card", ["PR38", "PR47"])
def test_dismisses_an_involved_opposing_friend_after_winning_a_problem_faceoff(scene, card):
    s = scene()
    s.put(card, ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-3", "orange-3")
    s.deck(BOB, "orange-1", "orange-1")
    game = scene.settle(s.game(at="score"))
    assert "orange-1" in ids(game, Zone.DISCARD, BOB)


def test_PR43_searches_for_a_friend_after_winning_a_problem_faceoff(scene):
    s = scene()
    s.put("PR43", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-3", "pink-2", "orange-3")
    s.deck(BOB, "orange-1", "orange-1")
    game = scene.settle(s.game(at="score"))
    assert "finds" in trace_text(game)


def test_PR46_draws_when_the_opponent_confronts_its_problem(scene):
    s = scene(turn_player=BOB)
    s.put("PR46", ALICE, A_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1")
    game = scene.settle(s.game(at="score"))
    assert "orange-1" in ids(game, Zone.HAND, ALICE)


def test_PR66_exhausts_to_score_when_a_troublemaker_here_is_uncovered(scene):
    s = scene()
    me = s.put("PR66", ALICE, B_PROBLEM)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    game = scene.settle(s.game(at="start"))
    assert game.state.cards[me].exhausted and game.state.players[ALICE].points == 1


def test_PR74_puts_a_discarded_card_on_top_when_confronting(scene):
    s = scene()
    s.put("PR74", ALICE, A_PROBLEM)
    s.put("orange-2", ALICE, A_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "pink-3")
    game = scene.settle(s.game(at="score"))
    assert "pink-3" in ids(game, Zone.DRAW_DECK, ALICE) + ids(game, Zone.HAND, ALICE)


def test_PR206_goes_home_to_score_the_problem_bonus(scene):
    s = scene()
    me = s.put("PR206", ALICE, A_PROBLEM)
    s.put("orange-2", ALICE, A_PROBLEM)
    game = scene.settle(s.game(at="score"))
    assert game.state.cards[me].area == A_HOME
    assert game.state.players[ALICE].points == 1 + 1  # confront 1, "easy" bonus 1


# --- Events -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "colours"),
    [
        ("PR95", ("blue", "pink")),
        ("PR96", ("white", "pink")),
        ("PR97", ("blue", "white")),
        ("PR98", ("orange", "purple")),
        ("PR99", ("yellow", "purple")),
        ("PR100", ("orange", "yellow")),
    ],
)
def test_two_colour_events(scene, card, colours):
    s = scene()
    target = s.put(f"V-{colours[0][:2].upper()}-F330", ALICE, B_PROBLEM)
    (iid,) = s.hand(ALICE, card)
    game = play(scene, s.game(), iid, prefer=(target,))
    assert game.power(target) == 5
    assert {c.value for c in game.colours(target)} >= set(colours)


@pytest.mark.parametrize(
    ("card", "colour", "n"),
    [
        ("PR103", "white", 2),
        ("PR112", "orange", 4),
        ("PR116", "yellow", 2),
        ("PR120", "blue", 2),
        ("PR126", "purple", 2),
    ],
)
def test_colour_events(scene, card, colour, n):
    s = scene()
    target = s.put("grey-2", ALICE, B_PROBLEM)
    (iid,) = s.hand(ALICE, card)
    game = play(scene, s.game(), iid, prefer=(target,))
    assert game.power(target) == 2 + n and colour in {c.value for c in game.colours(target)}


def test_PR106_moves_an_opponents_character(scene):
    s = scene()
    foe = s.put("orange-1", BOB, B_PROBLEM)
    (iid,) = s.hand(ALICE, "PR106")
    game = play(scene, s.game(), iid, prefer=(foe, B_HOME))
    assert game.state.cards[foe].area == B_HOME


def test_PR109_reorders_the_top_three(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR109")
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = play(scene, s.game(), iid)
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-1", "orange-2", "orange-3"]


def test_PR113_dismisses_a_weak_opposing_friend(scene):
    s = scene()
    weak = s.put("orange-1", BOB, B_PROBLEM)
    strong = s.put("orange-2", BOB, B_PROBLEM)
    (iid,) = s.hand(ALICE, "PR113")
    game = play(scene, s.game(), iid)
    assert weak not in game.state.cards and strong in game.state.cards


def test_PR114_draws_three(scene):
    s = scene()
    (iid,) = s.hand(ALICE, "PR114")
    s.deck(ALICE, "orange-1", "orange-2", "orange-3", "pink-2")
    game = play(scene, s.game(), iid)
    assert len(game.state.players[ALICE].hand) == 3


def test_PR123_dismisses_an_opponents_resource(scene):
    s = scene()
    s.put("resource-1", BOB, B_HOME)
    (iid,) = s.hand(ALICE, "PR123")
    game = play(scene, s.game(), iid)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]


@pytest.mark.parametrize(
    ("card", "titles", "extra"),
    [
        ("PR105", ("PR5",), 1),
        ("PR119", ("PR4", "PR6"), 2),
        ("PR121", ("PR2",), 1),
        ("PR122", ("PR1", "PR3"), 2),
        ("PR125", ("PR1",), 1),
        ("PR129", ("PR2", "PR6"), 2),
    ],
)
def test_flip_events_flip_for_named_characters(scene, card, titles, extra):
    game, (event,), _ = faceoff_game(scene, alice_hand=(card,), mine=titles)
    game.apply(PlayCard(ALICE, event))  # before the faceoff's own flips (514.3)
    assert len(game.state.players[ALICE].flip) == extra


def test_PR101_gives_a_pegasus_two_power_in_a_faceoff(scene):
    game, (event,), _ = faceoff_game(scene, alice_hand=("PR101",), mine=("PR8",))
    pegasus = in_play(game, "PR8").iid
    game.apply(PlayCard(ALICE, event))
    assert game.power(pegasus) == 3


def test_PR117_moves_a_character_during_a_faceoff(scene):
    game, (event,), _ = faceoff_game(scene, alice_hand=("PR117",), mine=("orange-3", "orange-1"))
    game.apply(PlayCard(ALICE, event))
    scene.settle(game)
    assert "moves from" in trace_text(game)


def test_PR130_your_characters_at_opponents_problems_get_one(scene):
    game, (event,), _ = faceoff_game(scene, alice_hand=("PR130",))
    mine = in_play(game, "orange-3").iid
    game.apply(PlayCard(ALICE, event))
    assert game.power(mine) == 4


def test_PR108_a_flipped_card_gets_five_power(scene):
    game, (event,), _ = faceoff_game(scene, alice_hand=("PR108",))
    game.apply(PassPriorityFor(game))
    assert PlayCard(ALICE, event) in game.legal_choices()
    game.apply(PlayCard(ALICE, event))
    scene.settle(game)
    assert re.search(r"flipped Orange 1 #\d+ 6", trace_text(game))


def test_PR102_ignores_your_flip_and_flips_again_only_while_your_opponent_challenges(scene):
    game, (mine,), (theirs,) = faceoff_game(scene, alice_hand=("PR102",), bob_hand=("PR102",))
    while not game.state.players[BOB].flip:
        game.apply(PassPriorityFor(game))
    # Alice flipped too, but she is the challenger: her Reaction was not offered, so the
    # window passed her by and Bob holds priority
    assert game.current_decision().player == BOB
    why = game.why_not(PlayCard(ALICE, mine))
    assert why is not None and "(512.4d)" in why
    flipped = game.state.players[BOB].flip[0]
    assert PlayCard(BOB, theirs) in game.legal_choices()
    game.apply(PlayCard(BOB, theirs))
    text = trace_text(game)
    assert re.search(rf"Orange 1 #{flipped} is ignored", text)
    assert len(re.findall(r"Bob flips", text)) == 2
    assert f"2 + ignored Orange 1 #{flipped} + flipped Orange 1" in text  # not added (515.4)


def test_PR127_the_opponent_ignores_a_flip_and_flips_again(scene):
    game, (event,), _ = faceoff_game(scene, alice_hand=("PR127",))
    game.apply(PassPriorityFor(game))
    game.apply(PlayCard(ALICE, event))
    assert len(game.state.players[BOB].flip) == 2 and "is ignored" in trace_text(game)


def test_PR124_gains_two_after_defeating_a_troublemaker(scene):
    game, (event,), _ = faceoff_game(scene, alice_hand=("PR124",), alice_deck=("orange-3",) * 3)
    assert "(512.4d)" in game.why_not(PlayCard(ALICE, event)) or "Reaction" in game.why_not(
        PlayCard(ALICE, event)
    )
    while PlayCard(ALICE, event) not in game.legal_choices():
        game.apply(PassPriorityFor(game))
    assert "defeating" in trace_text(game)
    game.apply(PlayCard(ALICE, event))
    assert game.state.players[ALICE].tokens == 10 + 2


def test_PR128_a_dismissed_friend_returns_to_hand(scene):
    s = scene(turn_player=BOB)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    (invite,) = s.hand(BOB, "PR113")
    (nelly,) = s.hand(ALICE, "PR128")
    game = s.game()
    game.apply(PlayCard(BOB, invite))
    assert game.current_decision().player == ALICE
    game.apply(PlayCard(ALICE, nelly))
    assert "orange-1" in ids(game, Zone.HAND, ALICE) and mine not in game.state.cards


# --- Resources ----------------------------------------------------------------------------------
def test_PR132_dismisses_itself_to_return_a_card(scene):
    s = scene()
    me = s.put("PR132", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "orange-3")
    game = activate(scene, s.game(), me, prefer=())
    assert len(game.state.players[ALICE].hand) == 1


def test_PR133_attached_friend_cannot_be_moved_by_its_controller(scene):
    s = scene(turn_player=BOB)
    foe = s.put("orange-1", BOB, B_HOME)
    s.put("PR133", ALICE, B_HOME, attached_to=foe)
    game = s.game(tokens=(0, 5))
    assert "can't be moved" in game.why_not(MoveCharacter(BOB, foe, A_PROBLEM))


def test_PR133_is_played_on_an_opponents_friend(scene):
    s = scene()
    foe = s.put("orange-1", BOB, B_PROBLEM)
    (hat,) = s.hand(ALICE, "PR133")
    game = s.game()
    assert PlayCard(ALICE, hat, B_PROBLEM, on=foe) in game.legal_choices()
    game.apply(PlayCard(ALICE, hat, B_PROBLEM, on=foe))
    assert in_play(game, "PR133").attached_to == foe


def test_PR134_critters_get_one_kindness(scene):
    s = scene()
    me = s.put("PR134", ALICE, A_HOME)
    critter = s.put("critter-1", ALICE, A_HOME)
    game = activate(scene, s.game(), me)
    assert game.power(critter) == 2 and "yellow" in {c.value for c in game.colours(critter)}


def test_PR135_your_characters_here_get_one_during_faceoffs(scene):
    s = scene()
    problem = s.board.problem[BOB]
    s.put("PR135", ALICE, B_PROBLEM, attached_to=problem)
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    game = challenge(s, tm, ("orange-1",))
    assert game.power(mine) == 4


def test_PR136_uncovering_makes_the_next_card_cheaper(scene):
    s = scene()
    s.put("PR136", ALICE, A_HOME)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    (two,) = s.hand(ALICE, "orange-2")
    game = scene.settle(s.game(at="start", tokens=(0, 0)))
    assert game.state.players[ALICE].tokens == 2
    game.apply(PlayCard(ALICE, two, A_HOME))
    assert game.state.players[ALICE].tokens == 1


def test_PR139_gives_its_friend_stubborn(scene):
    s = scene()
    friend = s.put("orange-2", ALICE, A_PROBLEM, exhausted=True)
    s.put("PR139", ALICE, A_PROBLEM, attached_to=friend)
    game = scene.settle(s.game(at="score"))
    assert "confronts" in trace_text(game)


def test_PR142_gains_a_token_when_winning_a_faceoff_here(scene):
    s = scene()
    problem = s.board.problem[BOB]
    s.put("PR142", ALICE, B_PROBLEM, attached_to=problem)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, tokens=(0, 0))
    scene.settle(game)
    assert game.state.players[ALICE].tokens == 1


@pytest.mark.parametrize(
    ("card", "at", "change"),
    [("PR148", "main", -2), ("PR149", "confront", -5), ("PR143", "confront", 0)],
)
def test_attached_power_changes(scene, card, at, change):
    s = scene()
    friend = s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)
    s.put(card, ALICE, B_PROBLEM, attached_to=friend)
    game = s.game(at=at)
    assert game.power(friend) == 4 + change


def test_PR143_opposing_characters_get_minus_one_in_the_score_phase(scene):
    s = scene()
    friend = s.put("orange-1", ALICE, B_PROBLEM)
    s.put("PR143", ALICE, B_PROBLEM, attached_to=friend)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)
    assert s.game(at="confront").power(foe) == 2


def test_PR145_forces_a_discard(scene):
    s = scene()
    me = s.put("PR145", ALICE, A_HOME)
    s.hand(BOB, "orange-1")
    game = activate(scene, s.game(), me)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]


@pytest.mark.parametrize(
    ("mine", "offered"), [(("V-WH-F330",), True), (("V-WH-F330", "orange-1"), False)]
)
def test_PR147_scores_one_more_after_defeating_a_troublemaker_with_only_generosity(
    scene, mine, offered
):
    s = scene()
    for card_id in mine:
        s.put(card_id, ALICE, B_PROBLEM)
    express = s.put("PR147", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3",) * 3, ("orange-1",) * 3)
    while "defeating" not in trace_text(game):
        game.apply(PassPriorityFor(game))
    points = game.state.players[ALICE].points
    if not offered:  # an orange Friend was involved too: not "only [Generosity]"
        assert ActivateAbility(ALICE, express, 0) not in game.legal_choices()
        return
    react(game, express)
    scene.settle(game)
    assert game.state.players[ALICE].points == points + 1
    assert express not in game.state.cards  # dismissed to pay (703.1d)


def test_PR150_sends_an_opposing_character_home(scene):
    s = scene()
    me = s.put("PR150", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    game = activate(scene, s.game(), me)
    assert game.state.cards[foe].area == B_HOME


def test_PR151_dismisses_itself_for_two_off_the_next_card(scene):
    s = scene()
    me = s.put("PR151", ALICE, A_HOME)
    (three,) = s.hand(ALICE, "pink-3")
    game = activate(scene, s.game(tokens=(0, 0)), me)
    assert game.why_not(PlayCard(ALICE, three, A_HOME)) is None  # 2 - 2 = 0


# --- Troublemakers ------------------------------------------------------------------------------
def start_of_alices_turn(scene, bob_card, hand=("orange-1", "orange-2"), deck=("pink-2", "pink-3")):  # type: ignore[no-untyped-def]
    s = scene()
    tm = s.put(bob_card, BOB, A_PROBLEM)
    mine = s.put("orange-2", ALICE, A_PROBLEM)
    res = s.put("resource-1", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, *hand)
    s.deck(ALICE, *deck)
    game = scene.settle(s.game(at="start"))
    return game, tm, mine, res


def test_PR153_mills_the_opponents_top_card(scene):
    game, *_ = start_of_alices_turn(scene, "PR153")
    assert ids(game, Zone.DISCARD, ALICE) == ["pink-3"]  # pink-2 was drawn first


@pytest.mark.parametrize("card", ["PR154", "PR157"])
def test_exhausts_an_opposing_character(scene, card):
    game, _, mine, _ = start_of_alices_turn(scene, card)
    assert [c.card_id for c in game.state.in_play() if c.exhausted] in (
        [game.state.cards[mine].card_id],
        ["V-OR-M"],
    )


def test_PR155_exhausts_an_opposing_resource(scene):
    game, _, _, res = start_of_alices_turn(scene, "PR155")
    assert game.state.cards[res].exhausted


def test_PR160_discards_at_random(scene):
    game, *_ = start_of_alices_turn(scene, "PR160")
    assert len(game.state.players[ALICE].discard) == 1


def test_PR210_villain_frightens_and_everyone_discards_and_draws_three(scene):
    s = scene()
    s.put("PR210", ALICE, B_PROBLEM, face_down=True)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "orange-2")
    s.deck(ALICE, *["orange-1"] * 5)
    s.deck(BOB, *["orange-1"] * 5)
    game = scene.settle(s.game(at="start"))
    assert any(c.frightened for c in game.state.in_play() if c.owner == BOB)
    assert foe not in game.state.cards  # frightened: a new card (505.3)
    assert len(game.state.players[BOB].hand) == 3 and "orange-2" in ids(game, Zone.DISCARD, BOB)


def test_PR152_moves_a_character_home_at_the_end_of_the_troublemaker_phase(scene):
    s = scene()
    s.put("PR152", BOB, A_PROBLEM)
    mine = s.put("orange-2", ALICE, A_PROBLEM)
    game = s.game(at="challenge")
    game.apply(EndChallenges(ALICE))  # Alice could challenge Ahuizotl, she does not
    scene.settle(game)
    assert game.state.cards[mine].area == A_HOME


def test_PR158_is_dismissed_unless_its_owner_pays_two(scene):
    s = scene()
    s.put("PR158", ALICE, B_PROBLEM, face_down=True)
    game = s.game(at="start", tokens=(0, 0))
    scene.settle(game, accept=False)
    assert ids(game, Zone.DISCARD, ALICE) == ["PR158"]


# --- Problems -----------------------------------------------------------------------------------
def test_PR162_the_confronters_opponent_discards(scene):
    s = with_problem(scene, "PR162", owner=BOB)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "orange-1")
    game = scene.settle(s.game(at="score"))
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]


def test_PR163_the_first_confronter_takes_back_a_one_power_friend(scene):
    s = with_problem(scene, "PR163", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "orange-1")
    game = scene.settle(s.game(at="score"))
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]


def test_PR172_each_player_draws_when_it_is_played(scene):
    s = scene()
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "PR172")
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-3"] * 4)
    game = scene.settle(s.game(at="score"))
    assert "PR172" in [c.card_id for c in game.state.in_play()]
    assert "orange-3" in ids(game, Zone.HAND, BOB)


def test_PR178_scores_one_more_for_defeating_a_troublemaker_here(scene):
    s = with_problem(scene, "PR178", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    scene.settle(game)
    assert game.state.players[ALICE].points == 1 + 1


def test_PR185_the_confronter_may_draw(scene):
    s = with_problem(scene, "PR185", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "pink-2")
    game = scene.settle(s.game(at="score"))
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_PR193_the_confronter_frightens_one_of_their_friends_there(scene):
    s = with_problem(scene, "PR193", owner=BOB)
    strong_at(s, B_PROBLEM)
    game = scene.settle(s.game(at="score"))
    assert any(c.frightened for c in game.state.in_play() if c.owner == ALICE)


def test_PR189_cannot_dismiss_honesty_friends_there(scene):
    s = with_problem(scene, "PR189", owner=BOB)
    safe = s.put("orange-1", BOB, B_PROBLEM)
    (invite,) = s.hand(ALICE, "PR113")
    game = play(scene, s.game(), invite)
    assert safe in game.state.cards  # the only target can't be dismissed (710.1)


def test_PR39_looks_at_that_problems_deck_when_moved_there(scene):
    s = scene()
    me = s.put("PR39", ALICE, A_HOME)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare", "pink-wild", "orange-pink")
    game = s.game()
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    scene.settle(game)
    assert "looks at the top 2 cards of Bob's Problem deck" in trace_text(game)
    assert ids(game, Zone.PROBLEM_DECK, BOB)[2] == "orange-pink"


def test_PR118_sends_a_moved_opposing_character_back(scene):
    s = scene()
    mover = s.put("orange-1", ALICE, A_HOME)
    (stand,) = s.hand(BOB, "PR118")
    game = s.game()
    game.apply(MoveCharacter(ALICE, mover, B_PROBLEM))
    assert game.current_decision().player == BOB
    game.apply(PlayCard(BOB, stand))
    assert game.state.cards[mover].area == A_HOME


def test_PR137_opponents_cannot_play_weak_friends_to_this_problem(scene):
    s = scene()
    s.put("PR137", BOB, B_PROBLEM, attached_to=s.board.problem[BOB])
    weak, strong = s.hand(ALICE, "orange-2", "orange-3")
    game = s.game()
    assert "forbids it" in game.why_not(PlayCard(ALICE, weak, B_PROBLEM))
    assert game.why_not(PlayCard(ALICE, strong, B_PROBLEM)) is None


def test_PR188_friends_under_two_power_cannot_be_played_here(scene):
    s = with_problem(scene, "PR188", owner=BOB)
    weak, strong = s.hand(ALICE, "orange-1", "orange-2")
    game = s.game()
    assert "forbids it" in game.why_not(PlayCard(ALICE, weak, B_PROBLEM))
    assert game.why_not(PlayCard(ALICE, strong, B_PROBLEM)) is None


def test_PR169_the_first_confronter_may_put_the_top_problem_on_the_bottom(scene):
    s = with_problem(scene, "PR169", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare", "pink-wild")
    game = s.game(at="score")
    while game.current_decision().kind is not DecisionKind.ARRANGE:
        scene.settle(
            game
        ) if game.current_decision().kind is not DecisionKind.OPTIONAL else game.apply(
            game.legal_choices()[0]
        )
    assert game.current_decision().player == ALICE
    game.apply(next(c for c in game.legal_choices() if c.bottom))
    assert ids(game, Zone.PROBLEM_DECK, BOB) == ["pink-wild", "spare"]


def test_PR184_the_winner_looks_at_three_problems(scene):
    s = with_problem(scene, "PR184", owner=BOB)
    strong_at(s, B_PROBLEM)
    for req in s.pool["PR184"].confront_owner:  # Bob meets his own requirements too (612.2)
        colour = (req.colour or Colour.ORANGE).value[:2].upper()
        if req.kind.value == "not-colour":
            colour = "BL" if colour != "BL" else "PI"
        for _ in range(-(-req.amount // 4)):
            s.put(f"V-{colour}-F540", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare", "pink-wild", "orange-pink")
    s.deck(ALICE, *["orange-3"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = scene.settle(s.game(at="score"))
    assert "looks at the top 3 cards of Bob's Problem deck" in trace_text(game)


def test_PR196_the_first_player_to_play_a_friend_here_gains_two(scene):
    s = with_problem(scene, "PR196", owner=BOB)
    one, two = s.hand(ALICE, "orange-1", "orange-1")
    game = s.game(tokens=(2, 0))
    game.apply(PlayCard(ALICE, one, B_PROBLEM))
    scene.settle(game)
    assert game.state.players[ALICE].tokens == 1 + 2
    game.apply(PlayCard(ALICE, game.state.players[ALICE].hand[0], B_PROBLEM))
    scene.settle(game)
    assert game.state.players[ALICE].tokens == 2  # only the first time


def test_PR202_opponents_need_three_characters_to_confront(scene):
    s = scene(turn_player=BOB)
    s.put("PR202", ALICE, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    game = scene.settle(s.game(at="score"))
    assert "requires 3 characters there" in trace_text(game)


def test_PR88_gives_a_friend_with_a_resource_minus_five_in_a_problem_faceoff(scene):
    s = with_problem(scene, "PR88", owner=BOB) if False else scene()
    me = s.put("PR88", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM, n=2)
    foe = s.put("V-OR-F540", BOB, B_PROBLEM)
    s.put("resource-1", BOB, B_PROBLEM, attached_to=foe)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    s.board.table.update(s.board.problem[BOB], card_id="easy")
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = s.game(at="score")
    while ActivateAbility(ALICE, me, 0) not in game.legal_choices():
        game.apply(game.legal_choices()[-1])
    game.apply(ActivateAbility(ALICE, me, 0))
    assert game.power(foe) == -1


def test_PR107_scores_a_point_after_winning_a_problem_faceoff_by_five(scene):
    s = scene()
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    (cream,) = s.hand(ALICE, "PR107")
    s.deck(ALICE, *["orange-3"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = s.game(at="score")
    while PlayCard(ALICE, cream) not in game.legal_choices():
        game.apply(game.legal_choices()[-1])
    points = game.state.players[ALICE].points
    game.apply(PlayCard(ALICE, cream))
    assert game.state.players[ALICE].points == points + 1


def test_PR166_the_defeater_may_move_an_involved_character(scene):
    s = with_problem(scene, "PR166", owner=BOB)
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    scene.settle(game, prefer=(mine, A_HOME))
    assert game.state.cards[mine].area != B_PROBLEM


def test_PR173_each_player_discards_when_it_is_played(scene):
    s = scene()
    solving_bobs_problem(s, "PR173")
    s.board.add(Zone.HAND, ALICE, "orange-1")
    s.board.add(Zone.HAND, BOB, "orange-2")
    game = scene.settle(s.game(at="score"))
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE)
    assert "orange-2" in ids(game, Zone.DISCARD, BOB)


def test_PR174_winning_here_by_exactly_one_scores_one_more(scene):
    s = with_problem(scene, "PR174", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")  # 3 + 1 against 3, Bob has nothing to flip (515.1): by 1
    game = s.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    scene.settle(game)
    assert "Alice wins the faceoff" in trace_text(game)
    assert game.state.players[ALICE].points == 2 + 1  # point value 2, and one more


def test_PR179_its_owner_searches_for_a_critter_when_it_is_played(scene):
    s = scene()
    solving_bobs_problem(s, "PR179")
    s.deck(BOB, "orange-1", "critter-1", "orange-2")
    s.deck(ALICE, "orange-1")
    game = scene.settle(s.game(at="score"))
    assert "critter-1" in ids(game, Zone.HAND, BOB)


def test_PR183_each_player_frightens_an_opponents_friend(scene):
    s = scene()
    solving_bobs_problem(s, "PR183")
    game = scene.settle(s.game(at="score"))
    frightened = [c for c in game.state.in_play() if c.frightened]
    assert {c.owner for c in frightened} == {ALICE, BOB}


def test_PR187_each_player_searches_for_a_troublemaker(scene):
    s = scene()
    solving_bobs_problem(s, "PR187")
    s.deck(ALICE, "orange-1", "tm-2")
    s.deck(BOB, "tm-3", "orange-1")
    game = scene.settle(s.game(at="score"))
    assert "tm-2" in ids(game, Zone.HAND, ALICE) and "tm-3" in ids(game, Zone.HAND, BOB)


def test_PR194_its_owner_may_move_a_critter_from_home_there(scene):
    s = scene()
    critter = s.put("critter-1", BOB, B_HOME)
    solving_bobs_problem(s, "PR194")
    game = scene.settle(s.game(at="score"))
    assert game.state.cards[critter].area == B_PROBLEM


def test_PR40_random_ignores_a_one_power_flip_and_flips_again(scene):
    game, _, _ = faceoff_game(scene, mine=("PR40",), alice_deck=("orange-1", "orange-3"))
    scene.settle(game)
    assert "is ignored" in trace_text(game) and "ignored Orange 1" in trace_text(game)


def test_PR51_studious_gains_a_token_once_per_faceoff(scene):
    game, _, _ = faceoff_game(scene, mine=("PR51", "PR55"), alice_deck=("orange-3",) * 2)
    tokens = game.state.players[ALICE].tokens
    scene.settle(game)
    assert "Alice wins the faceoff" in trace_text(game)
    assert game.state.players[ALICE].tokens == tokens + 1


def test_PR71_inspired_looks_at_the_opponents_deck_at_the_start_of_the_main_phase(scene):
    s = scene()
    s.put("PR71", ALICE, A_HOME)
    s.put("PR78", ALICE, A_HOME)
    s.deck(BOB, "orange-1", "orange-2", "orange-3")
    s.deck(ALICE, "orange-1")
    game = scene.settle(s.game(at="start"))
    assert "looks at the top 2 cards of Bob's deck" in trace_text(game)


def test_frightening_a_friend_with_an_attachment_and_a_trigger_keeps_the_game_consistent(scene):
    """504.1, 511.3, 410.6: the attachment is dismissed first and its leaving is looked at by
    triggered abilities while the Friend still has its old instance id; afterwards the game
    must see only the new face-down card (a random Premiere game once failed on this)."""
    from engine.edits import SetFrightened

    s = scene()
    racer = s.put("PR10", ALICE, A_HOME)  # a Friend with a triggered ability
    s.put("PR133", BOB, A_HOME, attached_to=racer)
    game = s.game(tokens=(2, 0))
    game.edit(SetFrightened(racer, True, "it lost a faceoff at the table"))
    (now,) = [i for i in game.state.play if game.state.cards[i].card_id == "PR10"]
    assert now != racer and racer not in game.state.cards
    assert "PR133" in ids(game, Zone.DISCARD, BOB)  # 511.3: dismissed by the game
    game.apply(EndMainPhase(ALICE))  # the Main Phase ends: every watcher looks (704)
    assert game.state.cards[now].face_down


# --- activated Reactions (512.4) ------------------------------------------------------------
def test_PR53_exhausts_to_move_a_character_an_opponent_plays_here(scene):
    s = scene(turn_player=BOB)
    bulb = s.put("PR53", ALICE, B_PROBLEM)
    (friend,) = s.hand(BOB, "orange-2")
    game = s.game()
    assert "(512.4d)" in not_yet(game, bulb)
    game.apply(PlayCard(BOB, friend, B_PROBLEM))
    scene.settle(react(game, bulb), prefer=(A_PROBLEM,))
    assert in_play(game, "orange-2").area == A_PROBLEM and game.state.cards[bulb].exhausted


def test_PR83_exhausts_so_an_opponent_receiving_tokens_loses_one(scene):
    s = scene(turn_player=BOB)
    counselor = s.put("PR83", ALICE, A_HOME)
    s.deck(BOB, "orange-1")
    game = s.game(at="start", tokens=(0, 0))  # Bob receives 2 in his Action step (604.1)
    assert game.current_decision().player == ALICE and game.state.phase == "Ready"
    scene.settle(react(game, counselor))
    assert game.state.players[BOB].tokens == 2 - 1


def test_PR131_goes_on_top_of_the_deck_as_a_faceoff_starts(scene):
    s = scene()
    cake = s.put("PR131", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1", "orange-1"), ("orange-1", "orange-1"))
    react(game, cake)  # on top of the deck just before the flips: Alice flips it
    assert "Alice flips Assault Cake" in trace_text(game)
    assert not any(c.card_id == "PR131" for c in game.state.in_play())


def test_PR200_exhausts_to_ignore_a_flip_and_flip_again(scene):
    s = scene()
    ship = s.put("PR200", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1", "orange-3"), ("orange-1", "orange-1"))
    react(game, ship)
    flipped = [game.state.cards[i].card_id for i in game.state.players[ALICE].flip]
    assert flipped == ["orange-1", "orange-3"] and game.state.cards[ship].exhausted


def test_PR201_exhausts_to_draw_two_after_an_opponent_draws(scene):
    s = scene(turn_player=BOB)
    lyra = s.put("PR201", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2")
    s.deck(BOB, "orange-3")
    game = s.game()
    assert "(512.4d)" in not_yet(game, lyra)
    game.apply(DrawAction(BOB))
    scene.settle(react(game, lyra))
    assert ids(game, Zone.HAND, ALICE) == ["orange-1", "orange-2"]


def test_PR209_dismisses_itself_to_gain_four_after_winning_a_faceoff(scene):
    s = scene()
    desire = s.put("PR209", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    main = scene()
    outside = main.put("PR209", ALICE, A_HOME)
    assert "(512.4)" in not_yet(main.game(), outside)  # only during a faceoff
    game = challenge(s, tm, ("orange-3", "orange-3"), ("orange-1", "orange-1"))
    assert "the faceoff is resolved" in game.current_decision().prompt  # 514.6
    assert "Alice wins the faceoff" in trace_text(game)
    react(game, desire)
    assert game.state.players[ALICE].tokens == 10 + 4
    assert ids(game, Zone.DISCARD, ALICE) == ["PR209"]


# --- flipped cards put elsewhere instead of on the bottom (514.6, 710) ----------------------
def until_asked(game, kind=DecisionKind.REPLACEMENT):  # type: ignore[no-untyped-def]
    """Pass priority (and order flipped cards and triggers) up to a decision of ``kind``."""
    passing = (
        DecisionKind.PRIORITY,
        DecisionKind.BOTTOM_ORDER,
        DecisionKind.ORDER_TRIGGERS,
        DecisionKind.MANUAL,  # the judge applies nothing (engine.manual)
    )
    for _ in range(200):
        decision = game.current_decision()
        if decision is None or decision.kind is kind or decision.kind not in passing:
            return decision
        options = game.legal_choices()
        passes = [c for c in options if isinstance(c, PassPriority)]
        game.apply((passes or options)[0])
    raise AssertionError("the game kept asking")


def test_PR4_boosted_puts_a_flipped_event_into_the_hand_instead_of_the_deck_bottom(scene):
    s = scene(mane="PR4")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM, boosted=True)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("event-faceoff",), ("orange-1",))
    decision = until_asked(game)
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == ALICE
    assert "into its owner's hand" in decision.prompt and "(710.5, 514.6)" in decision.prompt
    (event,) = game.state.players[ALICE].flip
    assert set(game.legal_choices()) == {ChooseCard(ALICE, event), Decline(ALICE)}
    friend = in_play(game, "orange-3").iid
    assert "flipped cards this modifier can replace (710.1)" in game.why_not(
        ChooseCard(ALICE, friend)
    )
    game.apply(ChooseCard(ALICE, event))
    assert ids(game, Zone.HAND, ALICE) == ["event-faceoff"]
    assert ids(game, Zone.DRAW_DECK, BOB)[-1] == "orange-1"  # Bob's flip: the bottom (514.6)
    assert "instead of on the bottom (Twilight Sparkle, Faithful Student replaces it (710.1))" in (
        trace_text(game)
    )
    assert game.state.faceoff is None


def test_PR4_boosted_leaves_flipped_friends_on_the_bottom(scene):
    s = scene(mane="PR4")
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM, boosted=True)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    assert until_asked(game).kind is not DecisionKind.REPLACEMENT  # a Friend: not an Event
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "orange-1" and game.state.faceoff is None


def test_PR212_once_per_faceoff_puts_a_flipped_card_into_the_hand(scene):
    s = scene()
    dash = s.put("PR212", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    # Tie: Rainbow Dash 3 + 1 vs Timberwolf 2 + 2, so each flips again (514.4c); Alice wins
    game = challenge(s, tm, ("orange-1", "orange-3"), ("orange-2", "orange-1"))
    decision = until_asked(game)
    assert decision.player == ALICE and "Rainbow Dash, To the Rescue" in decision.prompt
    flipped = game.state.players[ALICE].flip
    assert len(flipped) == 2
    assert set(game.legal_choices()) == {*(ChooseCard(ALICE, i) for i in flipped), Decline(ALICE)}
    three = next(i for i in flipped if game.state.cards[i].card_id == "orange-3")
    game.apply(ChooseCard(ALICE, three))
    assert until_asked(game).kind is not DecisionKind.REPLACEMENT  # once per faceoff (710.3)
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "orange-1"
    assert game.state.cards[dash].zone is Zone.PLAY


def test_PR212_declined_puts_the_flipped_card_on_the_bottom(scene):
    s = scene()
    s.put("PR212", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    until_asked(game)
    game.apply(Decline(ALICE))
    until_asked(game)
    assert ids(game, Zone.HAND, ALICE) == [] and ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"]


def test_PR186_cards_flipped_for_a_problem_faceoff_here_go_to_the_discard_pile(scene):
    s = with_problem(scene, "PR186", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.put("V-WH-F540", BOB, B_PROBLEM)  # Bob meets his own Problem's needs too (612.2)
    s.put("V-OR-F330", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = scene.settle(s.game(at="score"))
    text = trace_text(game)
    assert "faceoff" in text and "Fashion Feast replaces it (710.1)" in text
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]  # no question: it is not "may"
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]  # an opponent's flipped card too
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]  # not put on the bottom (514.6)


def test_PR186_leaves_troublemaker_faceoffs_here_alone(scene):
    s = with_problem(scene, "PR186", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    until_asked(game)
    assert ids(game, Zone.DISCARD, ALICE) == [] and ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"]


# --- attachments (509) -------------------------------------------------------------------------
def test_PR28_reattaches_a_resource_from_one_friend_to_another(scene):
    s = scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    charm = s.put("resource-1", ALICE, A_HOME, attached_to=mine)
    (granny,) = s.hand(ALICE, "PR28")
    game = s.game()
    game.apply(PlayCard(ALICE, granny, A_HOME))
    decision = until_asked(game, DecisionKind.TARGET)
    assert decision.player == ALICE
    assert set(game.legal_choices()) == {ChooseCard(ALICE, charm), Decline(ALICE)}
    game.apply(ChooseCard(ALICE, charm))
    hosts = {c.card for c in game.legal_choices()}
    assert theirs in hosts and mine not in hosts  # another Friend (509.5)
    assert "509.5" in game.current_decision().prompt
    game.apply(ChooseCard(ALICE, theirs))
    assert game.state.cards[charm].attached_to == theirs
    assert game.state.cards[charm].area == B_PROBLEM  # at its host's area (509.3)


def test_PR92_dismisses_a_resource_on_an_opponents_character_there(scene):
    s = scene()
    cat = s.put("PR92", ALICE, A_HOME)
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    their_charm = s.put("resource-1", BOB, B_PROBLEM, attached_to=theirs)
    my_charm = s.put("resource-1", ALICE, B_PROBLEM, attached_to=mine)
    game = s.game()
    game.apply(MoveCharacter(ALICE, cat, B_PROBLEM))
    decision = until_asked(game, DecisionKind.TARGET)
    assert decision.player == ALICE
    assert set(game.legal_choices()) == {ChooseCard(ALICE, their_charm), Decline(ALICE)}
    game.apply(ChooseCard(ALICE, their_charm))
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]
    assert game.state.cards[my_charm].zone is Zone.PLAY


def test_PR165_the_first_confronter_may_dismiss_a_resource_on_an_opponents_friend_here(scene):
    s = with_problem(scene, "PR165", owner=BOB)
    strong_at(s, B_PROBLEM)
    mine = next(c.iid for c in s.board.state.in_play() if c.card_id == "V-OR-F540")
    my_charm = s.put("resource-1", ALICE, B_PROBLEM, attached_to=mine)
    theirs = s.put("orange-1", BOB, B_PROBLEM, exhausted=True)
    their_charm = s.put("resource-1", BOB, B_PROBLEM, attached_to=theirs)
    game = s.game(at="score")
    decision = until_asked(game, DecisionKind.TARGET)
    assert decision.player == ALICE  # the confronter chooses, not the Problem's owner
    assert set(game.legal_choices()) == {ChooseCard(ALICE, their_charm), Decline(ALICE)}
    scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]
    assert game.state.cards[my_charm].zone is Zone.PLAY


def test_PR144_its_friend_gets_two_laughter_in_troublemaker_faceoffs(scene):
    s = scene()
    friend = s.put("orange-2", ALICE, B_PROBLEM)
    s.put("PR144", ALICE, B_PROBLEM, attached_to=friend)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    game = s.game(at="challenge")
    assert game.power(friend) == 2 and Colour.PINK not in game.colours(friend)
    game.apply(Challenge(ALICE, tm))
    assert game.power(friend) == 4 and Colour.PINK in game.colours(friend)


# --- conditions about a player (513.5) -------------------------------------------------------
def test_PR87_flips_one_more_with_two_other_critters_involved(scene):
    def alice_flips(critters: int) -> int:
        s = scene()
        s.put("PR87", ALICE, B_PROBLEM)
        for _ in range(critters):
            s.put("critter-1", ALICE, B_PROBLEM)
        tm = s.put("tm-3", BOB, B_PROBLEM)
        game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
        until_asked(game, DecisionKind.MAIN_PHASE)
        return trace_text(game).count("Alice flips")

    assert alice_flips(2) == alice_flips(1) + 1


def test_PR140_exhausts_itself_and_another_ready_card_to_ready_a_character(scene):
    s = scene()
    badge = s.put("PR140", ALICE, A_HOME)
    ready = s.put("orange-1", ALICE, A_HOME)
    tired = s.put("orange-2", BOB, B_HOME, exhausted=True)
    game = s.game()
    choice = ActivateAbility(ALICE, badge, 0, using=(ready,))
    assert choice in game.legal_choices()
    assert "(703.1d, 508.1d)" in game.why_not(ActivateAbility(ALICE, badge, 0, using=(badge,)))
    game.apply(choice)
    scene.settle(game, prefer=(tired,))
    assert game.state.cards[badge].exhausted and game.state.cards[ready].exhausted
    assert not game.state.cards[tired].exhausted


def test_PR175_any_player_dismisses_one_of_their_friends_here_to_gain_a_token(scene):
    s = with_problem(scene, "PR175", owner=ALICE, turn_player=BOB)
    problem = s.board.problem[ALICE]
    friend = s.put("orange-1", BOB, A_PROBLEM)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game(tokens=(0, 0))
    choice = ActivateAbility(BOB, problem, 0, using=(friend,))  # Bob activates Alice's Problem
    assert choice in game.legal_choices()
    assert "(703.1d, 508.1d)" in game.why_not(ActivateAbility(BOB, problem, 0, using=(mine,)))
    game.apply(choice)
    scene.settle(game)
    assert game.state.players[BOB].tokens == 1 and ids(game, Zone.DISCARD, BOB) == ["orange-1"]


def test_PR176_a_player_with_two_loyalty_characters_may_ready_a_card_at_home(scene):
    def score_phase(loyal: int):  # type: ignore[no-untyped-def]
        s = with_problem(scene, "PR176", owner=BOB)
        for _ in range(loyal):
            s.put("V-BL-F330", ALICE, A_PROBLEM)
        tired = s.put("orange-1", ALICE, A_HOME, exhausted=True)
        game = scene.settle(s.game(at="score"))
        return game, tired

    game, tired = score_phase(2)
    assert not game.state.cards[tired].exhausted
    assert "It's a Twister!" in trace_text(game)
    game, tired = score_phase(1)
    assert game.state.cards[tired].exhausted


def test_PR181_moving_a_laughter_character_where_they_have_one_draws(scene):
    def move_pink(already: str):  # type: ignore[no-untyped-def]
        s = with_problem(scene, "PR181", owner=BOB)
        s.put(already, ALICE, B_PROBLEM)
        pink = s.put("V-PI-F330", ALICE, A_HOME)
        s.deck(ALICE, "orange-2")
        game = s.game()
        game.apply(MoveCharacter(ALICE, pink, B_PROBLEM))
        return scene.settle(game)

    assert ids(move_pink("V-PI-F330"), Zone.HAND, ALICE) == ["orange-2"]
    assert ids(move_pink("orange-1"), Zone.HAND, ALICE) == []  # no Laughter one there already


def test_PR195_the_first_to_confront_with_a_strong_honesty_character_scores_one_more(scene):
    def confront(card_id: str) -> int:
        s = with_problem(scene, "PR195", owner=BOB)
        s.put(card_id, ALICE, B_PROBLEM)
        s.put(card_id, ALICE, B_PROBLEM)
        game = scene.settle(s.game(at="score"))
        return game.state.players[ALICE].points

    assert confront("orange-3") == confront("pink-3") + 1  # 3 power, but Laughter


# --- revealing the top cards and keeping the rest in the deck (402.3) ---------------------------
def test_PR213_keeps_a_revealed_resource_and_puts_the_rest_at_the_bottom_in_order(scene, pick):
    s = scene()
    (applejack,) = s.hand(ALICE, "PR213")
    top = s.deck(ALICE, "orange-1", "resource-1", "orange-2", "event-main", "orange-3", "tm-2")
    game = s.game()
    game.apply(PlayCard(ALICE, applejack, A_HOME))
    assert until_asked(game, DecisionKind.OPTIONAL).player == ALICE  # "you may reveal"
    pick(game, Accept)
    assert until_asked(game, DecisionKind.TARGET).player == ALICE
    assert set(game.legal_choices()) == {ChooseCard(ALICE, top[1]), Decline(ALICE)}
    pick(game, ChooseCard, card=top[1])
    assert ids(game, Zone.HAND, ALICE) == ["resource-1"]
    assert game.current_decision().kind is DecisionKind.ARRANGE
    assert all(c.bottom for c in game.legal_choices())  # only the bottom (not the top)
    for card in (top[4], top[0], top[3], top[2]):  # topmost first
        if game.current_decision().kind is DecisionKind.ARRANGE:
            pick(game, PlaceCard, card=card)
    # the unrevealed sixth card is now on top, the others below it in the chosen order
    assert game.state.players[ALICE].deck == [top[5], top[4], top[0], top[3], top[2]]


def test_PR213_may_keep_no_card_or_reveal_nothing(scene, pick):
    def asked_to_reveal():  # type: ignore[no-untyped-def]
        s = scene()
        (applejack,) = s.hand(ALICE, "PR213")
        s.deck(ALICE, "resource-1", "orange-1")
        game = s.game()
        game.apply(PlayCard(ALICE, applejack, A_HOME))
        until_asked(game, DecisionKind.OPTIONAL)
        return game

    game = asked_to_reveal()
    pick(game, Accept)
    until_asked(game, DecisionKind.TARGET)
    pick(game, Decline)  # "you may put one": none
    scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == []
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-1", "resource-1"]
    game = asked_to_reveal()
    pick(game, Decline)
    scene.settle(game)
    assert "reveals" not in trace_text(game)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["resource-1", "orange-1"]


def test_PR138_reveals_three_keeps_an_event_and_puts_the_rest_back_on_top(scene, pick):
    s = scene()
    library = s.put("PR138", ALICE, A_HOME)
    top = s.deck(ALICE, "orange-1", "event-main", "orange-2", "orange-3")
    game = s.game(tokens=(1, 0))
    game.apply(ActivateAbility(ALICE, library, 0))
    assert until_asked(game, DecisionKind.TARGET).player == ALICE
    assert set(game.legal_choices()) == {ChooseCard(ALICE, top[1]), Decline(ALICE)}
    pick(game, ChooseCard, card=top[1])
    assert ids(game, Zone.HAND, ALICE) == ["event-main"]
    assert not any(c.bottom for c in game.legal_choices())  # on the top only
    pick(game, PlaceCard, card=top[2])  # topmost first
    scene.settle(game)
    assert game.state.players[ALICE].deck == [top[2], top[0], top[3]]
    assert game.state.players[ALICE].tokens == 0 and game.state.cards[library].exhausted
    assert ids(game, Zone.DISCARD, ALICE) == []


# --- "characters without [colour]" (PR180) -----------------------------------------------------
@pytest.mark.parametrize("generosity", [3, 2])
def test_PR180_three_generosity_characters_here_keep_the_others_from_moving_away(scene, generosity):
    s = with_problem(scene, "PR180", owner=BOB)
    for _ in range(generosity - 1):  # anyone's [Generosity] characters count: Bob's too
        s.put("V-WH-F330", BOB, B_PROBLEM)
    white = s.put("V-WH-F330", ALICE, B_PROBLEM)
    orange = s.put("orange-1", ALICE, B_PROBLEM)
    frightened = s.put("orange-2", ALICE, B_PROBLEM, frightened=True)  # no colour (505.1b)
    elsewhere = s.put("orange-3", ALICE, A_PROBLEM)
    game = s.game()
    stuck = generosity >= 3
    assert (MoveCharacter(ALICE, orange, A_HOME) in game.legal_choices()) is not stuck
    if stuck:
        assert "can't be moved" in game.why_not(MoveCharacter(ALICE, orange, A_HOME))
        assert "can't be moved" in game.why_not(MoveCharacter(ALICE, frightened, A_HOME))
    assert MoveCharacter(ALICE, white, A_HOME) in game.legal_choices()  # it has [Generosity]
    assert MoveCharacter(ALICE, elsewhere, B_PROBLEM) in game.legal_choices()  # moving here


# --- "while a player has ...": read from each player's side (513.5) ---------------------------
@pytest.mark.parametrize("kindness", [3, 2])
def test_PR161_three_kindness_friends_here_tax_that_players_opponent(scene, kindness):
    s = with_problem(scene, "PR161", owner=ALICE)
    for _ in range(kindness):  # Bob's [Kindness] Friends at Alice's own Problem
        s.put("V-YE-F110", BOB, A_PROBLEM)
    (mine,) = s.hand(ALICE, "orange-1")
    game = s.game(tokens=(1, 1))
    if kindness >= 3:  # Alice, Bob's opponent, pays +[1] here
        assert "costs 2 action tokens" in game.why_not(PlayCard(ALICE, mine, A_PROBLEM))
    else:
        assert PlayCard(ALICE, mine, A_PROBLEM) in game.legal_choices()
    assert PlayCard(ALICE, mine, B_PROBLEM) in game.legal_choices()  # only here


def test_PR161_does_not_tax_the_player_who_has_the_kindness_friends(scene):
    s = with_problem(scene, "PR161", owner=ALICE, turn_player=BOB)
    for _ in range(3):
        s.put("V-YE-F110", BOB, A_PROBLEM)
    (his,) = s.hand(BOB, "orange-1")
    game = s.game(tokens=(1, 1))
    assert PlayCard(BOB, his, A_PROBLEM) in game.legal_choices()


@pytest.mark.parametrize("pegasi", [2, 1])
def test_PR167_players_with_two_pegasus_characters_here_get_one_more_total(scene, pegasi):
    s = with_problem(scene, "PR167", owner=BOB)
    for card in ("PR20", "PR44")[:pegasi]:  # 1-power Pegasus Friends
        s.put(card, ALICE, B_PROBLEM)
    s.put("PR20", BOB, B_PROBLEM)  # Bob's single Pegasus: no bonus for him
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    scene.settle(game)
    text = trace_text(game)
    totals = re.search(r"Faceoff totals: Alice (\d+) \(([^)]*)\)", text)
    assert totals is not None
    assert ("modifier +1" in totals.group(2)) is (pegasi == 2)
    assert int(totals.group(1)) == pegasi + 1 + (pegasi == 2)  # characters, flip, modifier


def test_PR191_the_player_with_more_power_here_has_friends_that_cant_be_dismissed(scene):
    s = with_problem(scene, "PR191", owner=BOB)
    target = s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)  # Bob 4 power here, Alice 3
    s.put("orange-3", ALICE, B_PROBLEM)
    (invite,) = s.hand(ALICE, "PR113")  # dismiss an opponent's Friend with 1 power or less
    game = play(scene, s.game(), invite)
    assert target in game.state.cards  # Bob has more power here: it can't be dismissed
    assert "can't be dismissed" in trace_text(game) or "no card" in trace_text(game)


@pytest.mark.parametrize("alice", ["orange-3", "V-OR-F540"])  # equal (not more), or more
def test_PR191_no_protection_without_more_power_than_the_opponent(scene, alice):
    s = with_problem(scene, "PR191", owner=BOB)
    target = s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)  # Bob 3 power here
    s.put(alice, ALICE, B_PROBLEM)  # Alice 3 or 4
    (invite,) = s.hand(ALICE, "PR113")
    game = play(scene, s.game(), invite)
    assert target not in game.state.cards


@pytest.mark.parametrize("kindness", [3, 2])
def test_PR146_three_kindness_friends_at_the_problem_flip_one_more_there(scene, kindness):
    s = scene()
    s.put("PR146", ALICE, A_HOME)
    for _ in range(kindness):  # Alice's [Kindness] Friends at Bob's Problem
        s.put("V-YE-F110", ALICE, B_PROBLEM)
    s.put("V-YE-F110", ALICE, A_PROBLEM)  # at another Problem: not counted
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3", "orange-2"), ("orange-1", "orange-1"))  # no tie
    scene.settle(game)
    text = trace_text(game)
    assert text.count("Alice flips") == (2 if kindness >= 3 else 1)
    assert text.count("Bob flips") == 1  # only its controller flips more


def test_PR115_moves_up_to_two_characters_from_home_each_to_a_different_problem(scene, pick):
    s = scene()
    first = s.put("orange-1", ALICE, A_HOME)
    second = s.put("orange-2", ALICE, A_HOME)
    away = s.put("orange-3", ALICE, A_PROBLEM)  # not at home: can't be chosen
    (fears,) = s.hand(ALICE, "PR115")
    game = s.game(at="troublemaker")  # Alice has priority as her Troublemaker Phase starts
    game.apply(PlayCard(ALICE, fears))
    assert until_asked(game, DecisionKind.TARGET).player == ALICE
    options = set(game.legal_choices())  # her characters at home (her Mane too), or none
    assert {ChooseCard(ALICE, first), ChooseCard(ALICE, second), Decline(ALICE)} <= options
    assert ChooseCard(ALICE, away) not in options
    pick(game, ChooseCard, card=first)
    pick(game, ChooseArea, area=B_PROBLEM)
    assert game.state.cards[first].area == B_PROBLEM
    pick(game, ChooseCard, card=second)  # the other Problem is the only one left: no question
    assert game.state.cards[second].area == A_PROBLEM
    assert ids(game, Zone.DISCARD, ALICE) == ["PR115"]


def test_PR115_may_move_just_one_or_none(scene, pick):
    s = scene()
    only = s.put("orange-1", ALICE, A_HOME)
    (fears,) = s.hand(ALICE, "PR115")
    game = s.game(at="troublemaker")  # Alice has priority as her Troublemaker Phase starts
    game.apply(PlayCard(ALICE, fears))
    until_asked(game, DecisionKind.TARGET)
    pick(game, Decline)
    pick(game, ChooseCard, card=only)  # the second one: any Problem (none moved before)
    assert {c.area for c in game.legal_choices()} == {A_PROBLEM, B_PROBLEM}
    pick(game, ChooseArea, area=A_PROBLEM)
    assert game.state.cards[only].area == A_PROBLEM


# --- cost reductions for cards played on a host here (705.2b, 509.1) ---------------------------
def test_PR171_resources_played_on_characters_here_cost_one_less(scene):
    s = with_problem(scene, "PR171", owner=BOB)
    here = s.put("orange-1", ALICE, B_PROBLEM)
    theirs = s.put("orange-1", BOB, B_PROBLEM)  # anyone's characters here
    elsewhere = s.put("orange-1", ALICE, A_PROBLEM)
    (bandages,) = s.hand(ALICE, "PR148")  # cost 2, "Play on a Friend"
    game = s.game(tokens=(1, 0))
    assert PlayCard(ALICE, bandages, B_PROBLEM, on=here) in game.legal_choices()
    assert PlayCard(ALICE, bandages, B_PROBLEM, on=theirs) in game.legal_choices()
    full_price = PlayCard(ALICE, bandages, A_PROBLEM, on=elsewhere)
    assert "costs 2 action tokens" in game.why_not(full_price)
    game.apply(PlayCard(ALICE, bandages, B_PROBLEM, on=theirs))
    assert game.state.players[ALICE].tokens == 0
    assert in_play(game, "PR148").attached_to == theirs


def test_PR182_report_resources_played_on_this_problem_cost_one_less(scene):
    s = with_problem(scene, "PR182", owner=BOB)
    this, other = s.board.problem[BOB], s.board.problem[ALICE]
    (report,) = s.hand(ALICE, "PR135")  # a cost-2 Report Resource, "Play on a Problem"
    (hat,) = s.hand(ALICE, "PR139")  # cost 1, not a Report: full price on a Friend here
    friend = s.put("orange-1", ALICE, B_PROBLEM)
    game = s.game(tokens=(1, 0))
    assert PlayCard(ALICE, report, B_PROBLEM, on=this) in game.legal_choices()
    assert "costs 2 action tokens" in game.why_not(PlayCard(ALICE, report, A_PROBLEM, on=other))
    assert PlayCard(ALICE, hat, B_PROBLEM, on=friend) in game.legal_choices()  # its own 1
    game.apply(PlayCard(ALICE, report, B_PROBLEM, on=this))
    assert game.state.players[ALICE].tokens == 0


@pytest.mark.parametrize(("host", "confronts"), [("V-WH-F330", True), ("V-OR-F330", False)])
def test_PR141_at_an_opponents_problem_with_three_generosity_needs_one_wild_less(
    scene, host, confronts
):
    s = with_problem(scene, "PR161", owner=BOB)  # Alice needs 8 wild power there
    friend = s.put(host, ALICE, B_PROBLEM)  # 3 power: [Generosity] or not (507.3)
    s.put("PR141", ALICE, B_PROBLEM, attached_to=friend)
    s.put("V-OR-F540", ALICE, B_PROBLEM)  # 3 + 4 = 7 power: enough only with 1 wild less
    game = scene.settle(s.game(at="score"))
    assert ("Alice confronts" in trace_text(game)) is confronts


def test_PR141_does_nothing_at_your_own_problem(scene):
    s = with_problem(scene, "spare", owner=ALICE)  # 9 wild for its owner too
    friend = s.put("V-WH-F540", ALICE, A_PROBLEM)  # 4 [Generosity] in play
    s.put("PR141", ALICE, A_PROBLEM, attached_to=friend)
    s.put("V-OR-F540", ALICE, A_PROBLEM)  # 8 power: one short
    game = scene.settle(s.game(at="score"))
    assert "Alice confronts" not in trace_text(game)


# --- an Event putting itself on top of the deck (304.2, 705.2g) ---------------------------------
def test_PR104_goes_on_top_of_the_deck_as_the_faceoff_begins_and_is_flipped(scene):
    game, (vision,), _ = faceoff_game(scene, alice_hand=("PR104",))
    assert "the faceoff begins" in game.current_decision().prompt
    assert PlayCard(ALICE, vision) in game.legal_choices()
    game.apply(PlayCard(ALICE, vision))
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "PR104"  # on top, not in the discard pile
    assert ids(game, Zone.DISCARD, ALICE) == []
    assert "is put on top of its owner's deck" in trace_text(game)
    scene.settle(game)
    assert re.search(r"flipped A Vision of the Future #\d+ 5", trace_text(game))  # 514.3


def test_PR104_is_only_played_when_a_faceoff_begins(scene):
    s = scene()
    (vision,) = s.hand(ALICE, "PR104")
    game = s.game()
    assert "Faceoff" in game.why_not(PlayCard(ALICE, vision))  # not in the Main Phase (512.4)


# --- a state trigger (704.1) ------------------------------------------------------------------
@pytest.mark.parametrize(("counters", "reaches"), [(3, True), (2, False)])
def test_PR156_grows_each_turn_and_frightens_and_leaves_when_it_has_8_power(
    scene, counters, reaches
):
    s = scene()
    swarm = s.put("PR156", BOB, A_PROBLEM, counters=(("+1 power", counters),))  # 4 printed
    mine = s.put("orange-2", ALICE, A_PROBLEM)
    away = s.put("orange-2", ALICE, A_HOME)
    theirs = s.put("orange-1", BOB, A_PROBLEM)
    s.deck(ALICE, "pink-2", "pink-3")
    game = scene.settle(s.game(at="start"))  # the start of Bob's opponent's Troublemaker Phase
    text = trace_text(game)
    if reaches:  # 4 + 3 + 1: "when this card has 8 power"
        assert text.count("triggers (when state)") == 1
        assert swarm not in game.state.cards and ids(game, Zone.DISCARD, BOB) == ["PR156"]
        frightened = {(c.controller, c.area) for c in game.state.in_play() if c.frightened}
        assert frightened == {(ALICE, A_PROBLEM)}  # not at home, not Bob's (505.3: new ids)
        assert mine not in game.state.cards and away in game.state.cards
        assert theirs in game.state.cards
    else:  # 7 power: nothing yet, and the +1 lasts beyond the turn (permanently)
        assert game.power(swarm) == 7 and not game.state.cards[mine].frightened
        while game.state.turn_player == ALICE:
            game.apply(game.legal_choices()[0])
        assert game.power(swarm) == 7


def test_PR156_triggers_once_each_time_it_comes_to_have_8_power(scene):
    s = scene()
    swarm = s.put("PR156", BOB, A_PROBLEM, counters=(("+1 power", 4),))  # 8 already
    s.deck(ALICE, "pink-2", "pink-3")
    key = f"state:{swarm}:1"
    s.board.state.memo = frozenset({key})  # it triggered as it came to have 8: not again
    game = scene.settle(s.game(tokens=(2, 0)))
    game.apply(DrawAction(ALICE))
    scene.settle(game)
    assert swarm in game.state.cards and key in game.state.memo
    game.state.memo = frozenset()  # as if the last check found it under 8: it triggers now
    game.apply(DrawAction(ALICE))
    scene.settle(game)
    assert swarm not in game.state.cards and not game.state.memo


# --- hard cards (engine pieces added for them) --------------------------------------------------
def test_PR32_dismisses_itself_to_play_the_dismissed_resource_from_the_discard_pile(scene):
    s = scene(turn_player=BOB)
    spanner = s.put("PR32", ALICE, A_HOME)
    worn = s.put("orange-2", ALICE, A_PROBLEM)
    other = s.put("pink-2", ALICE, A_HOME)
    s.put("PR139", ALICE, A_PROBLEM, attached_to=worn)  # "Play on a Friend"
    (event,) = s.hand(BOB, "PR123")  # "dismiss an opponent's Resource"
    game = s.game()
    game.apply(PlayCard(BOB, event))
    assert ids(game, Zone.DISCARD, ALICE) == ["PR139"]
    react(game, spanner)
    hosts = {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}
    assert other in hosts and spanner not in hosts  # it is dismissed already
    game.apply(ChooseCard(ALICE, other))  # its host chosen as it is played (509.1)
    scene.settle(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["PR32"]
    played = in_play(game, "PR139")
    assert played.attached_to == other and played.area == A_HOME  # 305.1b
    assert "for free (Silver Spanner, Nuts for Bolts, 305.1b, 509.1)" in trace_text(game)


def test_PR32_plays_a_resource_that_is_no_attachment_at_home(scene):
    s = scene(turn_player=BOB)
    spanner = s.put("PR32", ALICE, A_HOME)
    s.put("resource-1", ALICE, A_HOME)
    (event,) = s.hand(BOB, "PR123")
    game = s.game()
    game.apply(PlayCard(BOB, event))
    react(game, spanner)
    scene.settle(game)
    assert in_play(game, "resource-1").area == A_HOME  # 305.1a
    assert ids(game, Zone.DISCARD, ALICE) == ["PR32"]
