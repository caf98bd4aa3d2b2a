"""Canterlot Nights costs that choose other cards and cost modifiers: position -> choices ->
result, legal choices and the rules ``why_not`` cites.

A cost that chooses cards ("exhaust one of your Resources at home", "retire one of your
Friends", "discard a Critter Friend", "exhaust 3 of your Friends") is chosen by the player
taking the action, as part of it (703.1d, 705.2c): ``ActivateAbility.using``, one legal choice
per way to pay. It must be payable in full (508.1d), so an action that can't be paid is refused
and the game is left as it was (705.2). Cost modifiers ("pay 1 less to play Events", "pay +1",
"pay 1 less to rally, to a minimum of 1", "pay 1 less to turn this card over for each Critter
Friend") apply as costs are determined (705.2b). Read each test beside the card's text.
"""

from __future__ import annotations

import re

from script_scenes import (
    PassPriorityFor,
    challenge,
    faceoff_game,
    in_play,
    play,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.choices import (
    ActivateAbility,
    Challenge,
    Decline,
    PassPriority,
    PlaceCard,
    PlayCard,
    Rally,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text

BOOSTED_2 = 2  # abilities are numbered along the card's layout: two front paragraphs first


def activations(game, card: int) -> list[ActivateAbility]:  # type: ignore[no-untyped-def]
    """The legal ways to activate ``card``'s abilities now."""
    return [c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == card]


def refused(game, card: int, ability: int = 0) -> str:  # type: ignore[no-untyped-def]
    """Why ``card``'s ability can't be activated now, after checking it is not offered."""
    assert activations(game, card) == []
    return game.why_not(ActivateAbility(ALICE, card, ability))


def until_offered(game, choice):  # type: ignore[no-untyped-def]
    """Pass priority until ``choice`` is legal (a window of the phase or faceoff)."""
    for _ in range(20):
        if choice in game.legal_choices():
            return game
        game.apply(PassPriorityFor(game))
    raise AssertionError(game.why_not(choice))


# --- exhausting a Resource at home (CN11, CN27, CN63, CN74, CN97) -------------------------------
def test_CN11_exhausts_one_of_your_resources_at_home_to_ready_itself(cn_scene):
    s = cn_scene()
    me = s.put("CN11", ALICE, A_PROBLEM, exhausted=True)
    charm = s.put("resource-1", ALICE, A_HOME)
    tired = s.put("resource-1", ALICE, A_HOME, exhausted=True)
    s.put("resource-1", BOB, B_HOME)  # not Alice's
    game = s.game()
    assert activations(game, me) == [ActivateAbility(ALICE, me, 0, (charm,))]
    assert "already exhausted (503.2a)" in game.why_not(ActivateAbility(ALICE, me, 0, (tired,)))
    assert "(104.2a, 508.1d)" in game.why_not(ActivateAbility(ALICE, me, 0, (tired,)))
    assert "say which pay it (703.1d, 705.2c)" in game.why_not(ActivateAbility(ALICE, me, 0))
    game.apply(ActivateAbility(ALICE, me, 0, (charm,)))
    cn_scene.settle(game)
    assert not game.state.cards[me].exhausted and game.state.cards[charm].exhausted
    assert "Alice exhausts Charm #" in trace_text(game)


def test_CN11_can_not_be_activated_without_a_ready_resource_at_home(cn_scene):
    s = cn_scene()
    me = s.put("CN11", ALICE, A_PROBLEM, exhausted=True)
    s.put("resource-1", ALICE, A_HOME, exhausted=True)
    game = s.game()
    before = game.state.copy()
    why = refused(game, me)
    assert "can't be paid in full" in why and "(0 can be)" in why and "508.1d" in why
    assert game.state == before  # nothing paid (705.2)


def test_CN11_a_resource_of_the_wrong_kind_does_not_fit_the_cost(cn_scene):
    s = cn_scene()
    me = s.put("CN11", ALICE, A_PROBLEM, exhausted=True)
    s.put("resource-1", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    why = game.why_not(ActivateAbility(ALICE, me, 0, (friend,)))
    assert "does not fit the description" in why and "(703.1d, 508.1d)" in why


def test_CN27_exhausts_a_resource_at_home_for_two_power_in_the_score_phase(cn_scene):
    s = cn_scene()
    me = s.put("CN27", ALICE, B_PROBLEM)
    charm = s.put("resource-1", ALICE, A_HOME)
    s.put("resource-1", ALICE, A_HOME)  # a second one: Alice keeps priority after the first
    game = s.game()
    use = ActivateAbility(ALICE, me, 0, (charm,))
    assert "only during your Score Phase (512.3)" in game.why_not(use)
    game = s.game(at="score")
    until_offered(game, use).apply(use)
    assert game.power(me) == 1 + 2 and game.state.cards[charm].exhausted  # until the phase ends


def test_CN63_exhausts_a_resource_at_home_for_two_power_in_a_faceoff(cn_scene):
    s = cn_scene()
    me = s.put("CN63", ALICE, B_PROBLEM)
    charm = s.put("resource-1", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")  # the faceoff waits for Bob
    game = challenge(s, tm, ("orange-1", "orange-1"), ("orange-1", "orange-1"))
    use = ActivateAbility(ALICE, me, 0, (charm,))
    until_offered(game, use).apply(use)
    assert game.power(me) == 1 + 2 and game.state.cards[charm].exhausted
    assert "+2 power until the end of the faceoff" in trace_text(game)


def test_CN74_exhausts_a_resource_at_home_for_two_power_until_the_end_of_the_phase(cn_scene):
    s = cn_scene()
    me = s.put("CN74", ALICE, A_PROBLEM)
    charm = s.put("resource-1", ALICE, A_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0, (charm,)))
    cn_scene.settle(game)
    assert game.power(me) == 1 + 2
    assert activations(game, me) == []  # its only Resource is exhausted now


def test_CN97_exhausts_a_resource_at_home_to_move_itself(cn_scene):
    s = cn_scene()
    me = s.put("CN97", ALICE, A_HOME)
    charm = s.put("resource-1", ALICE, A_HOME)
    game = s.game(tokens=(0, 0))
    game.apply(ActivateAbility(ALICE, me, 0, (charm,)))
    cn_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[me].area == B_PROBLEM and not game.state.cards[me].exhausted
    assert game.state.players[ALICE].tokens == 0  # moved by its effect, not the move action


# --- exhausting other Friends (CN13, CNf4) ------------------------------------------------------
def test_CN13_exhausts_another_friend_and_pays_one_for_two_power(cn_scene):
    s = cn_scene()
    me = s.put("CN13", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)  # a second one: Alice keeps priority after the first
    game = s.game(at="score", tokens=(2, 0))
    use = ActivateAbility(ALICE, me, 0, (other,))
    until_offered(game, use)
    assert use in activations(game, me) and len(activations(game, me)) == 2  # not itself
    assert "does not fit" in game.why_not(ActivateAbility(ALICE, me, 0, (me,)))
    game.apply(use)
    assert game.power(me) == 2 + 2 and game.state.cards[other].exhausted
    assert game.state.players[ALICE].tokens == 1


def test_CN13_needs_the_token_too(cn_scene):
    s = cn_scene()
    me = s.put("CN13", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, A_HOME)
    bags = s.put("CN27", ALICE, A_HOME)  # so that Alice holds priority in the Score Phase
    charm = s.put("resource-1", ALICE, A_HOME)
    game = until_offered(
        s.game(at="score", tokens=(0, 0)), ActivateAbility(ALICE, bags, 0, (charm,))
    )
    why = game.why_not(ActivateAbility(ALICE, me, 0, (other,)))
    assert "costs 1 action tokens" in why and "508.1d" in why


def test_CNf4_exhausts_three_of_your_friends_to_turn_over(cn_scene):
    s = cn_scene(mane="CNf4")
    mane = s.board.mane[ALICE]
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(4)]
    game = s.game()
    ways = activations(game, mane)
    assert len(ways) == 4  # any 3 of the 4 (703.1d)
    assert all(len(w.using) == 3 for w in ways)
    why = game.why_not(ActivateAbility(ALICE, mane, 0, tuple(friends[:2])))
    assert "chooses 3 different cards, 2 given" in why
    game.apply(ways[0])
    cn_scene.settle(game)
    assert game.state.cards[mane].boosted
    assert sum(game.state.cards[f].exhausted for f in friends) == 3


def test_CNf4_two_ready_friends_can_not_pay_for_three(cn_scene):
    s = cn_scene(mane="CNf4")
    mane = s.board.mane[ALICE]
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_PROBLEM)
    s.put("orange-1", ALICE, A_HOME, exhausted=True)
    game = s.game()
    assert "exhaust 3 (2 can be)" in refused(game, mane)


# --- retiring one of your Friends (CN2 Boosted) -----------------------------------------------
def test_CN2_boosted_retires_a_friend_to_reveal_three_and_keep_a_friend(cn_scene):
    s = cn_scene(mane="CN2")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, boosted=True)
    gone = s.put("orange-3", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1", "event-main", "orange-2", "pink-2")
    game = s.game()
    assert activations(game, mane) == [ActivateAbility(ALICE, mane, BOOSTED_2, (gone,))]
    game.apply(ActivateAbility(ALICE, mane, BOOSTED_2, (gone,)))
    assert game.current_decision().kind is DecisionKind.TARGET  # two Friends revealed
    kept = next(c for c in game.legal_choices() if game.state.cards[c.card].card_id == "orange-2")
    game.apply(kept)
    cn_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["event-main", "orange-1", "orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["pink-2"]
    assert "Alice retires Orange 3 #" in trace_text(game)


def test_CN2_boosted_the_mane_is_no_friend_to_retire(cn_scene):
    s = cn_scene(mane="CN2")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, boosted=True)
    game = s.game()
    assert "retire 1 (0 can be)" in refused(game, mane, BOOSTED_2)
    assert "does not fit" in game.why_not(ActivateAbility(ALICE, mane, BOOSTED_2, (mane,)))


# --- discarding a card (CN89, CNf2 Boosted) ---------------------------------------------------
def test_CN89_searches_for_up_to_two_critter_friends(cn_scene):
    s = cn_scene()
    (me,) = s.hand(ALICE, "CN89")
    s.deck(ALICE, "PR86", "orange-1", "PR81", "PR86")
    game = play(cn_scene, s.game(), me, A_HOME)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["PR81", "PR86"]
    assert "fails to find" not in trace_text(game)


def test_CN89_stops_searching_after_one(cn_scene):
    s = cn_scene()
    (me,) = s.hand(ALICE, "CN89")
    s.deck(ALICE, "PR86", "PR86", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, me, A_HOME))
    while game.current_decision().kind is DecisionKind.PRIORITY:
        game.apply(PassPriorityFor(game))
    game.apply(next(c for c in game.legal_choices() if not isinstance(c, Decline)))
    assert "1 of up to 2 found" in game.current_decision().prompt
    game.apply(Decline(ALICE))
    cn_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["PR86"]
    assert "fails to find another card (518.1)" in trace_text(game)


def test_CN89_discards_a_critter_friend_to_give_a_friend_two_in_a_faceoff(cn_scene):
    game, hand, _ = faceoff_game(cn_scene, alice_hand=("PR86", "PR86", "orange-1"), mine=("CN89",))
    me = in_play(game, "CN89").iid
    mouse, other_mouse, plain = hand
    use = ActivateAbility(ALICE, me, 1, (mouse,))
    until_offered(game, use)
    assert activations(game, me) == [use]  # copies are interchangeable; orange-1 no Critter
    assert "does not fit" in game.why_not(ActivateAbility(ALICE, me, 1, (plain,)))
    game.apply(use)
    cn_scene.settle(game, prefer=(me,))
    assert "PR86" in ids(game, Zone.DISCARD, ALICE) and other_mouse in game.state.players[0].hand
    assert "Alice discards House Mouse, Little Pipsqueak #" in trace_text(game)
    assert "+2 power until the end of the faceoff" in trace_text(game)


def test_CNf2_pays_two_on_confronting_to_turn_over(cn_scene):
    s = cn_scene(mane="CNf2")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    for _ in range(3):
        s.put("V-OR-F540", ALICE, B_PROBLEM)
    game = cn_scene.settle(s.game(at="score", tokens=(2, 0)))
    assert game.state.cards[mane].boosted and game.state.players[ALICE].tokens == 0


def test_CNf2_boosted_discards_an_event_for_three_power_in_a_faceoff(cn_scene):
    s = cn_scene(mane="CNf2")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM, boosted=True)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event, friend) = s.hand(ALICE, "event-main", "orange-1")
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    game = challenge(s, tm, ("orange-1", "orange-1"), ("orange-1", "orange-1"))
    use = ActivateAbility(ALICE, mane, 1, (event,))
    until_offered(game, use)
    assert "does not fit" in game.why_not(ActivateAbility(ALICE, mane, 1, (friend,)))
    game.apply(use)
    cn_scene.settle(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["event-main"]
    assert friend in game.state.players[ALICE].hand
    assert "+3 power until the end of the faceoff" in trace_text(game)


# --- exhausting the Mane as a Problem's cost (CN176) -----------------------------------------
def test_CN176_its_owner_exhausts_their_mane_at_a_problem_to_look_at_that_problems_deck(cn_scene):
    s = with_problem(cn_scene, "CN176")
    mane = s.board.mane[ALICE]
    problem = s.board.problem[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    top, under = s.board.add(Zone.PROBLEM_DECK, BOB, "easy", "spare")
    game = s.game()
    use = ActivateAbility(ALICE, problem, 0, (mane,))
    assert activations(game, problem) == [use]
    assert ActivateAbility(BOB, problem, 0, (s.board.mane[BOB],)) not in game.legal_choices()
    game.apply(use)
    assert game.current_decision().kind is DecisionKind.ARRANGE
    assert PlaceCard(ALICE, top, bottom=True) in game.legal_choices()
    game.apply(PlaceCard(ALICE, top, bottom=True))
    cn_scene.settle(game)
    assert game.state.players[BOB].problem_deck == [under, top]  # that Problem's deck
    assert game.state.cards[mane].exhausted
    assert "looks at the top 1 card of Bob's Problem deck" in trace_text(game)


def test_CN176_a_mane_at_home_can_not_pay(cn_scene):
    s = with_problem(cn_scene, "CN176")
    problem = s.board.problem[ALICE]
    game = s.game()
    assert "exhaust 1 (0 can be)" in refused(game, problem)


# --- cost modifiers (CN7, CN8, CN32, CN65) -----------------------------------------------------
def test_CN7_pays_one_less_to_turn_over_per_critter_friend(cn_scene):
    s = cn_scene(mane="CN7")
    mane = s.board.mane[ALICE]
    s.put("PR86", ALICE, A_HOME)
    s.put("PR81", ALICE, B_PROBLEM)
    s.put("PR86", BOB, B_HOME)  # not Alice's
    game = s.game(tokens=(1, 0))
    game.apply(ActivateAbility(ALICE, mane, 0))
    cn_scene.settle(game)
    assert game.state.cards[mane].boosted and game.state.players[ALICE].tokens == 0
    assert "pays 1 to activate" in trace_text(game)


def test_CN7_without_critters_turning_over_costs_three(cn_scene):
    s = cn_scene(mane="CN7")
    game = s.game(tokens=(2, 0))
    why = game.why_not(ActivateAbility(ALICE, s.board.mane[ALICE], 0))
    assert "costs 3 action tokens, Alice has 2" in why and "508.1d" in why


def test_CN7_boosted_pays_one_to_move_to_a_problem_with_your_critter_friend(cn_scene):
    s = cn_scene(mane="CN7")
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, boosted=True)
    s.put("PR86", ALICE, B_PROBLEM)
    s.put("PR86", BOB, A_PROBLEM)  # Bob's Critter: not "one of your"
    game = s.game(tokens=(1, 0))
    game.apply(ActivateAbility(ALICE, mane, BOOSTED_2))
    cn_scene.settle(game)
    assert game.state.cards[mane].area == B_PROBLEM and game.state.players[ALICE].tokens == 0


def test_CN8_turns_over_confronting_with_two_other_generosity_characters(cn_scene):
    for whites, boosted in ((2, True), (1, False)):
        s = cn_scene(mane="CN8")
        mane = s.board.mane[ALICE]
        s.board.table.update(mane, area=B_PROBLEM)
        for _ in range(whites):
            s.put("PR76", ALICE, B_PROBLEM)
        for _ in range(3):
            s.put("V-OR-F540", ALICE, B_PROBLEM)
        game = cn_scene.settle(s.game(at="score"))
        assert "confronts" in trace_text(game)
        assert game.state.cards[mane].boosted is boosted


def test_CN8_boosted_the_opponent_pays_one_more_to_play_events(cn_scene):
    s = cn_scene(mane="CN8", turn_player=BOB)
    s.board.table.update(s.board.mane[ALICE], boosted=True)
    (theirs,) = s.hand(BOB, "event-main")
    game = s.game(tokens=(0, 1))
    assert "costs 2 action tokens, Bob has 1" in game.why_not(PlayCard(BOB, theirs))
    s = cn_scene(mane="CN8")
    s.board.table.update(s.board.mane[ALICE], boosted=True)
    (mine,) = s.hand(ALICE, "event-main")
    s.deck(ALICE, "orange-1")
    game = s.game(tokens=(1, 0))
    assert game.why_not(PlayCard(ALICE, mine)) is None  # its controller pays as printed


def test_CN32_while_exhausted_rallying_costs_one_less_to_a_minimum_of_one(cn_scene):
    s = cn_scene()
    s.put("CN32", ALICE, A_HOME, exhausted=True)
    scared = s.put("orange-1", ALICE, A_PROBLEM, frightened=True, face_down=True)
    game = s.game(tokens=(1, 0))
    game.apply(Rally(ALICE, scared))
    assert game.state.players[ALICE].tokens == 0 and not game.state.cards[scared].frightened
    assert "pays 1 to rally" in trace_text(game)
    # two of them: 2 - 1 = 1, and the second can't take it below 1
    s = cn_scene()
    s.put("CN32", ALICE, A_HOME, exhausted=True)
    s.put("CN32", ALICE, A_HOME, exhausted=True)
    scared = s.put("orange-1", ALICE, A_PROBLEM, frightened=True, face_down=True)
    game = s.game(tokens=(0, 0))
    assert "costs 1 action tokens, Alice has 0" in game.why_not(Rally(ALICE, scared))


def test_CN32_exhausts_itself_and_ready_it_changes_nothing(cn_scene):
    s = cn_scene()
    me = s.put("CN32", ALICE, A_HOME)
    scared = s.put("orange-1", ALICE, A_PROBLEM, frightened=True, face_down=True)
    game = s.game(tokens=(1, 0))
    assert "costs 2 action tokens, Alice has 1" in game.why_not(Rally(ALICE, scared))
    game.apply(ActivateAbility(ALICE, me, 0))
    cn_scene.settle(game)
    assert game.state.cards[me].exhausted
    assert game.why_not(Rally(ALICE, scared)) is None


def test_CN65_events_cost_one_less_and_you_may_put_the_top_card_on_the_bottom(cn_scene):
    s = cn_scene()
    s.put("CN65", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "event-main")
    top, second, third = s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = s.game(tokens=(0, 0))
    assert game.why_not(PlayCard(ALICE, event)) is None  # 1 - 1 = 0
    game.apply(PlayCard(ALICE, event))
    for _ in range(20):
        if game.current_decision().kind is DecisionKind.ARRANGE:
            break
        choices = game.legal_choices()
        game.apply(next((c for c in choices if isinstance(c, PassPriority)), choices[0]))
    looked = next(c for c in game.legal_choices() if isinstance(c, PlaceCard) and c.bottom)
    assert looked.card in (top, second)  # the Event drew the first card (Plan: draw a card)
    game.apply(looked)
    cn_scene.settle(game)
    assert game.state.players[ALICE].deck[-1] == looked.card
    assert "looks at the top 1 card of Alice's deck" in trace_text(game)


def test_CN65_does_not_make_friends_cheaper(cn_scene):
    s = cn_scene()
    s.put("CN65", ALICE, A_HOME)
    (friend,) = s.hand(ALICE, "orange-1")
    game = s.game(tokens=(0, 0))
    assert "costs 1 action tokens" in game.why_not(PlayCard(ALICE, friend, A_HOME))


def test_CN185_its_owner_may_exhaust_their_mane_after_winning_with_it_to_score_one_more(cn_scene):
    for mane_there, points in ((True, 1 + 1), (False, 1)):
        s = with_problem(cn_scene, "CN185")
        mane = s.board.mane[ALICE]
        s.put("orange-3", ALICE, B_PROBLEM)
        if mane_there:
            s.board.table.update(mane, area=B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        game = challenge(s, tm, ("orange-3", "orange-3"), ("orange-1", "orange-1"))
        cn_scene.settle(game)
        assert game.state.players[ALICE].points == points  # Timberwolf's 1, and one more
        assert game.state.cards[mane].exhausted is mane_there


# --- instructions that name the card paid (CN154) ----------------------------------------------
def test_CN154_exhausts_one_of_your_characters_to_add_its_power_to_another(cn_scene):
    s = cn_scene()
    stand = s.put("CN154", ALICE, A_HOME)
    strong = s.put("orange-3", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_PROBLEM)
    tired = s.put("orange-2", ALICE, A_HOME, exhausted=True)
    s.put("orange-2", BOB, B_HOME)  # not Alice's
    game = s.game()
    pay_with = ActivateAbility(ALICE, stand, 0, (strong,))
    assert pay_with in activations(game, stand)
    assert ActivateAbility(ALICE, stand, 0, (tired,)) not in activations(game, stand)
    assert "already exhausted (503.2a)" in game.why_not(ActivateAbility(ALICE, stand, 0, (tired,)))
    game.apply(pay_with)
    # "another character": every character but the one paid (705.2f)
    targets = {c.card for c in game.legal_choices()}
    assert strong not in targets and {other, tired} <= targets
    game.apply(next(c for c in game.legal_choices() if c.card == other))
    cn_scene.settle(game)
    assert game.power(other) == 1 + 3 and game.power(strong) == 3
    assert game.state.cards[stand].exhausted and game.state.cards[strong].exhausted
    assert f"Alice exhausts Vittles Stand #{stand} and exhausts Orange 3 #{strong}" in trace_text(
        game
    )


def test_CN154_adds_the_power_that_character_has_as_the_ability_resolves(cn_scene):
    s = cn_scene()
    stand = s.put("CN154", ALICE, A_HOME)
    paid = s.put("CN52", ALICE, A_HOME)  # 1 power, +1 for each card beneath it
    s.board.add(Zone.BANISHED, ALICE, "orange-1", "orange-1", beneath=paid)
    other = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(ActivateAbility(ALICE, stand, 0, (paid,)))
    cn_scene.settle(game, prefer=(other,))
    assert game.power(other) == 1 + 3  # its current power, modifiers included (507.1)


def test_a_card_paid_that_left_play_is_known_as_it_last_existed(real_cards):
    """ "Retire one of your Friends to add its power to ...": the retired card is THAT, read
    as it last existed in play (712.2, 701.3)."""
    from engine.cards import CardDefinition, CardType
    from engine.scenario import Board
    from engine.scripts.vocabulary import (
        CHOSEN,
        FRIEND,
        MAIN,
        THAT,
        YOU,
        Activated,
        AddPower,
        Cards,
        Choose,
        card,
        cost_of,
    )

    retire_one = card(
        Activated(
            MAIN,
            (cost_of("retire", Cards(YOU, FRIEND), that=True),),
            (Choose(Cards(YOU, FRIEND, not_that=True)), AddPower(CHOSEN, of=THAT)),
        )
    )
    stand = CardDefinition("retire-stand", "Stand", CardType.RESOURCE, power=1, cost=1)
    board = Board(real_cards({"retire-stand": retire_one}, stand), problems=("easy", "easy"))
    me = board.play("retire-stand", ALICE, A_HOME)
    gone = board.play("orange-3", ALICE, A_HOME)
    other = board.play("orange-1", ALICE, A_PROBLEM)
    game = board.game(at="main")
    game.apply(ActivateAbility(ALICE, me, 0, (gone,)))
    assert game.power(other) == 1 + 3  # the only other Friend: chosen with no question
    assert gone not in game.state.cards and len(game.state.players[ALICE].discard) == 1
    assert "the card has left play; its last known power is 3 (701.3)" in trace_text(game)


def test_a_reaction_cost_can_not_name_its_card_as_that():
    import pytest

    from engine.scripts.vocabulary import CHARACTER, YOU, Activated, Cards, Trigger, cost_of

    paid = cost_of("exhaust", Cards(YOU, CHARACTER), that=True)
    with pytest.raises(ValueError, match="THAT"):
        Activated("Reaction", (paid,), (), react=(Trigger("moved"),))


def test_PR104_is_played_though_it_goes_on_top_of_the_deck(cn_scene):
    """705.2g: "when you play an Event" triggers (CN65) although PR104 is not put into the
    discard pile (304.2): it looks at the Event PR104 put on top of the deck."""
    s = cn_scene()
    s.put("CN65", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (vision,) = s.hand(ALICE, "PR104")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge", tokens=(5, 0))
    game.apply(Challenge(ALICE, tm))
    game.apply(PlayCard(ALICE, vision))
    cn_scene.settle(game, accept=False)  # Alice leaves it on top
    text = trace_text(game)
    assert "looks at the top 1 card of Alice's deck" in text
    assert re.search(r"flipped A Vision of the Future #\d+ 5", text)
