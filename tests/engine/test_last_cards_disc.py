"""The last manual cards of the discard family and the play-requirement reductions (LL3, LL4,
LL22, LL68, LL113, LL144, FF115, CN25): one or more scenarios per card, position -> choices ->
result."""

from __future__ import annotations

from script_scenes import until

from engine import DecisionKind, Zone
from engine.cards import Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    ApplyReplacement,
    ChooseCard,
    ChooseOption,
    Decline,
    PassPriority,
    PlayCard,
    Retire,
)
from engine.choices import Discard as DiscardChoice
from engine.priority import requirement_reduction
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, BOB, Mane, ids, trace_text


def activate_and_choose(game, card: int, index: int, choice):  # type: ignore[no-untyped-def]
    """Alice activates ``card``'s ability ``index``; priority passes and ``choice`` answers
    the question its instructions ask."""
    game.apply(ActivateAbility(ALICE, card, index))
    decision = game.current_decision()
    while decision is not None and decision.kind is DecisionKind.PRIORITY:
        game.apply(PassPriority(decision.player))
        decision = game.current_decision()
    game.apply(choice)
    return game


def test_LL113_reduces_the_requirement_of_the_next_card_only(later_scene):
    s = later_scene()
    generator = s.put("LL113", ALICE, A_HOME)
    blue = "V-BL-F330"  # needs 2 blue; Alice has none
    small, big = s.board.add(Zone.HAND, ALICE, "orange-1", blue)
    game = s.game()
    assert "needs 2 blue power" in game.why_not(PlayCard(ALICE, big, A_HOME))
    game = activate_and_choose(game, generator, 1, ChooseOption(ALICE, "blue"))
    assert game.state.players[ALICE].tokens == 9
    assert "the play requirement of the next card Alice plays this turn is 2 blue less" in (
        trace_text(game)
    )
    assert game.why_not(PlayCard(ALICE, big, A_HOME)) is None
    game.apply(PlayCard(ALICE, small, A_HOME))  # the next card played spends it (705.2b)
    game = later_scene.settle(game)
    assert "needs 2 blue power" in game.why_not(PlayCard(ALICE, big, A_HOME))


def test_LL113_the_reduced_card_is_played_and_draws_as_it_enters(later_scene):
    s = later_scene()
    s.deck(ALICE, "orange-2")
    generator = s.hand(ALICE, "LL113")[0]
    big = s.board.add(Zone.HAND, ALICE, "V-BL-F330")[0]
    game = later_scene.settle(s.game())
    game.apply(PlayCard(ALICE, generator, A_HOME))
    game = later_scene.settle(game)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["V-BL-F330", "orange-2"]  # drew on entering
    generator = next(c.iid for c in game.state.in_play() if c.card_id == "LL113")
    game = activate_and_choose(game, generator, 1, ChooseOption(ALICE, "blue"))
    game.apply(PlayCard(ALICE, big, A_HOME))
    game = later_scene.settle(game)
    assert "V-BL-F330" in [c.card_id for c in game.state.in_play()]


def in_play(game, card_id: str):  # type: ignore[no-untyped-def]
    return next((c for c in game.state.in_play() if c.card_id == card_id), None)


def answer(game, choice):  # type: ignore[no-untyped-def]
    """Pass priority until ``choice``'s player is asked, then make it."""
    decision = game.current_decision()
    while decision is not None and decision.kind is DecisionKind.PRIORITY:
        game.apply(PassPriority(decision.player))
        decision = game.current_decision()
    game.apply(choice)
    return game


def test_LL144_puts_the_discarded_card_on_top_of_the_deck_instead(later_scene):
    s = later_scene()
    sense = s.put("LL144", ALICE, A_HOME)
    kept, _ = s.board.add(Zone.HAND, ALICE, "orange-2", "pink-2")
    s.deck(ALICE, "orange-1")
    game = s.game()
    game = answer(game, ActivateAbility(ALICE, sense, 1))  # exhaust this card to discard
    game.apply(ChooseCard(ALICE, kept))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == ALICE
    assert "you would discard Orange 2" in decision.prompt
    assert "put it on top of your deck instead (Pinkie Sense" in decision.prompt
    game.apply(Accept(ALICE))
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2", "orange-1"]
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]
    assert ids(game, Zone.DISCARD, ALICE) == []
    assert game.state.cards[sense].exhausted
    assert "instead of discarding it (Pinkie Sense replaces it (710.1))" in trace_text(game)


def test_LL144_declined_the_card_is_discarded(later_scene):
    s = later_scene()
    sense = s.put("LL144", ALICE, A_HOME)
    kept = s.board.add(Zone.HAND, ALICE, "orange-2")[0]
    game = answer(s.game(), ActivateAbility(ALICE, sense, 1))
    if game.current_decision().kind is DecisionKind.TARGET:
        game.apply(ChooseCard(ALICE, kept))
    game.apply(Decline(ALICE))
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == []


def test_LL144_replaces_an_opponents_discard_and_not_a_discard_paid_as_a_cost(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("LL144", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-2", "pink-2")
    achoo = s.hand(BOB, "AD85")[0]  # "Main Phase: All players discard 2 cards."
    s.board.add(Zone.HAND, BOB, "orange-1", "pink-3")
    game = s.game()
    game.apply(PlayCard(BOB, achoo, None))
    game = later_scene.settle(game)  # each chooses two; Alice puts both on her deck
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-2", "pink-2"]
    assert ids(game, Zone.HAND, ALICE) == []
    assert sorted(ids(game, Zone.DISCARD, BOB)) == ["AD85", "orange-1", "pink-3"]  # not Bob's


def test_LL144_does_not_replace_a_discard_paid_as_an_additional_cost(later_scene):
    s = later_scene()
    s.put("LL144", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    bale = s.hand(ALICE, "EO111")[0]  # "As an additional cost to play this card, discard a card"
    s.board.add(Zone.HAND, ALICE, "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, bale, None))
    game = later_scene.settle(game)
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE)  # no question: a cost (508.1a)
    assert ids(game, Zone.DRAW_DECK, ALICE) == []


def test_LL22_is_discarded_instead_of_a_card_an_opponent_forces_you_to_discard(later_scene):
    s = later_scene(turn_player=BOB)
    s.board.add(Zone.HAND, ALICE, "LL22")
    first, second = s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    achoo = s.hand(BOB, "AD85")[0]
    s.board.add(Zone.HAND, BOB, "pink-2", "pink-3")
    game = s.game()
    game.apply(PlayCard(BOB, achoo, None))
    game = later_scene.settle(game, prefer=(first, second))
    # Smolder was discarded instead of the first; the second found her gone (710.5a)
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["LL22", "orange-2"]
    assert "Alice does not discard Orange 1 #" in trace_text(game)


def test_LL22_does_not_replace_your_own_discards(later_scene):
    s = later_scene()
    s.board.add(Zone.HAND, ALICE, "LL22")
    first, second = s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    achoo = s.hand(ALICE, "AD85")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, achoo, None))
    game = later_scene.settle(game, prefer=(first, second))
    assert ids(game, Zone.HAND, ALICE) == ["LL22"]  # settle would have said yes


def test_LL22_leaving_play_makes_an_opponent_discard(later_scene):
    s = later_scene()
    smolder = s.put("LL22", ALICE, A_HOME)
    for _ in range(3):
        s.put("orange-1", ALICE, A_HOME)  # one over the home limit of 3 (616.3)
    s.board.add(Zone.HAND, BOB, "pink-2")
    game = s.game(at="end")
    game = answer(game, Retire(ALICE, smolder))
    game = later_scene.settle(game)
    assert "LL22" in ids(game, Zone.DISCARD, ALICE)
    assert ids(game, Zone.DISCARD, BOB) == ["pink-2"]


def test_CN25_is_put_into_play_instead_of_being_discarded_by_an_opponent(later_scene):
    s = later_scene(turn_player=BOB)
    applejack = s.board.add(Zone.HAND, ALICE, "CN25")[0]
    other = s.board.add(Zone.HAND, ALICE, "orange-1")[0]
    achoo = s.hand(BOB, "AD85")[0]
    s.board.add(Zone.HAND, BOB, "pink-2", "pink-3")
    game = s.game()
    game.apply(PlayCard(BOB, achoo, None))
    game = later_scene.settle(game, prefer=(applejack, other))
    card = in_play(game, "CN25")
    assert card is not None and card.area == A_HOME and card.controller == ALICE
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert "is put into play at Alice's home" in trace_text(game)
    assert "plays Applejack" not in trace_text(game)  # not played (706.1d)


def test_CN25_your_own_discard_is_not_replaced(later_scene):
    s = later_scene()
    applejack = s.board.add(Zone.HAND, ALICE, "CN25")[0]
    other = s.board.add(Zone.HAND, ALICE, "orange-1")[0]
    achoo = s.hand(ALICE, "AD85")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, achoo, None))
    game = later_scene.settle(game, prefer=(applejack, other))
    assert in_play(game, "CN25") is None
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["AD85", "CN25", "orange-1"]


def test_CN25_entering_play_at_a_problem_may_dismiss_an_opposing_troublemaker(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    applejack = s.hand(ALICE, "CN25")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, applejack, A_PROBLEM))
    game = later_scene.settle(game)
    assert tm not in game.state.cards or game.state.cards[tm].zone is Zone.DISCARD
    assert ids(game, Zone.DISCARD, BOB) == ["tm-2"]


def test_FF115_is_put_into_play_instead_of_a_discard_and_reduces_the_chosen_colour(later_scene):
    s = later_scene()
    s.board.add(Zone.HAND, ALICE, "FF115")
    first, second = s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    big = s.board.add(Zone.HAND, ALICE, "V-BL-F330")[0]  # needs 2 blue; Alice has none
    achoo = s.hand(ALICE, "AD85")[0]
    game = s.game()
    assert "needs 2 blue power" in game.why_not(PlayCard(ALICE, big, A_HOME))
    game.apply(PlayCard(ALICE, achoo, None))
    game = later_scene.settle(game, prefer=(first, second))  # yes to the replacement
    fire = in_play(game, "FF115")
    assert fire is not None and fire.area == A_HOME
    assert "orange-1" in ids(game, Zone.HAND, ALICE)  # replaced: not discarded (710.1)
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE)  # the fire had left the hand
    assert fire.chosen == ("blue",)  # the first colour offered
    assert game.why_not(PlayCard(ALICE, big, A_HOME)) is None  # 2 blue less (205.1)


def test_FF115_played_reduces_only_its_controllers_requirements(later_scene):
    s = later_scene()
    fire = s.hand(ALICE, "FF115")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, fire, A_HOME))
    game = later_scene.settle(game)
    assert in_play(game, "FF115").chosen == ("blue",)
    table = game._table
    assert requirement_reduction(table, ALICE, Colour.BLUE) == 2
    assert requirement_reduction(table, ALICE, Colour.PINK) == 0
    assert requirement_reduction(table, BOB, Colour.BLUE) == 0


def tokens_of(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        c.card_id for c in game.state.in_play() if c.controller == player and "token" in c.card_id
    ]


def test_LL68_discards_any_number_then_draws_as_many_and_a_token_for_each(later_scene):
    s = later_scene()
    s.deck(ALICE, "pink-2", "pink-3", "blue-2")
    bangs = s.hand(ALICE, "LL68")[0]
    first, second, kept = s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2", "grey-2")
    game = s.game()
    game.apply(PlayCard(ALICE, bangs, A_HOME))
    game = answer(game, ChooseCard(ALICE, first))
    assert "or none more" in game.current_decision().prompt
    game.apply(ChooseCard(ALICE, second))
    game.apply(Decline(ALICE))  # no more
    game = later_scene.settle(game)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["orange-1", "orange-2"]
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["grey-2", "pink-2", "pink-3"]  # drew 2
    assert len(tokens_of(game, ALICE)) == 2  # "when you discard a card", each (410.3)


def test_LL68_may_discard_none(later_scene):
    s = later_scene()
    s.deck(ALICE, "pink-2")
    bangs = s.hand(ALICE, "LL68")[0]
    s.board.add(Zone.HAND, ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, bangs, A_HOME))
    game = answer(game, Decline(ALICE))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["pink-2"]
    assert tokens_of(game, ALICE) == []


def test_LL68_a_discard_replaced_by_LL144_is_not_discarded_this_way(later_scene):
    s = later_scene()
    s.put("LL144", ALICE, A_HOME)
    s.deck(ALICE, "pink-2", "pink-3")
    bangs = s.hand(ALICE, "LL68")[0]
    first, second = s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, bangs, A_HOME))
    game = answer(game, ChooseCard(ALICE, first))
    game.apply(ChooseCard(ALICE, second))  # the hand is empty now: no more to choose
    game.apply(Accept(ALICE))  # Orange 1 goes on top of the deck instead (710.1)
    game.apply(Decline(ALICE))  # Orange 2 is discarded
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]  # one discarded: one drawn, from the top
    assert len(tokens_of(game, ALICE)) == 1


def test_LL3_turns_over_for_the_cards_in_hand_minus_one(later_scene):
    for hand, paid in ((("orange-1", "orange-2", "pink-2"), 2), ((), 0)):
        s = later_scene(mane=("LL3", "V-OR-M"))
        s.board.add(Zone.HAND, ALICE, *hand)
        game = s.game(tokens=(5, 0))
        pinkie = s.board.mane[ALICE]
        game.apply(ActivateAbility(ALICE, pinkie, 0))
        game = later_scene.settle(game)
        assert game.state.cards[pinkie].boosted
        assert game.state.players[ALICE].tokens == 5 - paid  # X never below 0 (105.2)


def test_LL3_cant_turn_over_without_x_tokens(later_scene):
    s = later_scene(mane=("LL3", "V-OR-M"))
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2", "pink-2", "pink-3")
    game = s.game(tokens=(2, 0))
    pinkie = s.board.mane[ALICE]
    assert "costs 3 action tokens" in game.why_not(ActivateAbility(ALICE, pinkie, 0))


def test_LL3_boosted_discards_random_cards_to_dismiss_a_friend_of_that_cost(later_scene):
    s = later_scene(mane=(Mane("LL3", boosted=True), "V-OR-M"))
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2", "pink-2")
    cheap = s.put("orange-1", BOB, B_HOME)  # cost 1
    two = s.put("orange-2", BOB, B_HOME)  # cost 2
    game = s.game(at="score")
    pinkie = s.board.mane[ALICE]
    while game.current_decision().kind is not DecisionKind.OPTIONAL:
        game.apply(game.legal_choices()[0])
    game.apply(Accept(ALICE))  # exhaust Pinkie Pie
    assert ChooseOption(ALICE, "3") in game.legal_choices()
    game.apply(ChooseOption(ALICE, "2"))
    game = later_scene.settle(game)
    assert len(ids(game, Zone.HAND, ALICE)) == 1 and len(ids(game, Zone.DISCARD, ALICE)) == 2
    assert game.state.cards[pinkie].exhausted
    assert two not in game.state.cards or game.state.cards[two].zone is not Zone.PLAY
    assert game.state.cards[cheap].zone is Zone.PLAY
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_LL4_turns_over_when_no_two_cards_in_hand_share_a_name(later_scene):
    for hand, turns in ((("orange-1", "orange-2"), True), (("orange-1", "orange-1"), False)):
        s = later_scene(mane=("LL4", "V-OR-M"))
        cards = s.board.add(Zone.HAND, ALICE, *hand)
        game = s.game()
        twilight = s.board.mane[ALICE]
        game.apply(ActivateAbility(ALICE, twilight, 0))
        game = later_scene.settle(game)
        assert game.state.cards[twilight].boosted is turns
        assert all(game.state.cards[i].revealed for i in cards)  # revealed (410.6)


def test_LL4_boosted_reveals_the_top_card_and_the_first_card_with_its_name_costs_less(later_scene):
    s = later_scene(mane=(Mane("LL4", boosted=True), "V-OR-M"))
    # revealed at the start of the Draw step (601.2a), then drawn
    s.deck(ALICE, "orange-2", "pink-3")
    first, second = s.board.add(Zone.HAND, ALICE, "orange-2", "orange-2")
    game = s.game(at="start", tokens=(0, 0))
    while game.current_decision().kind is not DecisionKind.OPTIONAL:
        game.apply(game.legal_choices()[0])
    assert "reveal the top card" in game.current_decision().prompt
    game.apply(Accept(ALICE))
    assert "the next Orange 2 Alice plays this turn costs 1 less" in trace_text(game)
    # it stayed on top (410.6), and the Draw step drew it
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["pink-3"]
    assert ids(game, Zone.HAND, ALICE).count("orange-2") == 3
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    tokens = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, first, A_HOME))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == tokens - 1  # 2, 1 less (705.2b)
    # the first one spent it: the second costs its 2 (705.2b)
    assert "costs 2 action tokens" in game.why_not(PlayCard(ALICE, second, A_HOME))


def test_LL144_replaces_the_discard_to_hand_size(later_scene):
    s = later_scene()
    s.put("LL144", ALICE, A_HOME)
    hand = s.board.add(Zone.HAND, ALICE, *(["orange-1"] * 8 + ["pink-2"]))
    game = s.game(at="end")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.DISCARD)
    game.apply(DiscardChoice(ALICE, hand[-1]))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and "Pink 2" in decision.prompt
    game.apply(Accept(ALICE))
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["pink-2"]
    assert len(game.state.players[ALICE].hand) == 8 and ids(game, Zone.DISCARD, ALICE) == []


def test_FF115_discarded_itself_is_put_into_play_instead(later_scene):
    s = later_scene()
    fire = s.board.add(Zone.HAND, ALICE, "FF115")[0]
    achoo = s.hand(ALICE, "AD85")[0]  # "All players discard 2 cards."
    other = s.board.add(Zone.HAND, ALICE, "orange-1")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, achoo, None))
    game = later_scene.settle(game, prefer=(fire, other))
    assert in_play(game, "FF115") is not None  # its own discard replaced (701.3, 710.1)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["AD85", "orange-1"]


def test_LL144_and_FF115_the_player_chooses_which_replacement_applies(later_scene):
    s = later_scene()
    sense = s.put("LL144", ALICE, A_HOME)
    fire = s.board.add(Zone.HAND, ALICE, "FF115")[0]
    kept = s.board.add(Zone.HAND, ALICE, "orange-2")[0]
    game = answer(s.game(), ActivateAbility(ALICE, sense, 1))
    game.apply(ChooseCard(ALICE, kept))
    decision = game.current_decision()
    assert (
        decision.kind is DecisionKind.REPLACEMENT and "choose which replacement" in decision.prompt
    )
    assert set(game.legal_choices()) == {
        ApplyReplacement(ALICE, sense, 0),
        ApplyReplacement(ALICE, fire, 2),
        Decline(ALICE),
    }
    game.apply(ApplyReplacement(ALICE, fire, 2))
    game = later_scene.settle(game)
    assert in_play(game, "FF115") is not None
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]  # not discarded (710.1)


def test_LL22_discarded_instead_may_still_be_replaced_by_LL144(later_scene):
    s = later_scene(turn_player=BOB)
    sense = s.put("LL144", ALICE, A_HOME)
    smolder = s.board.add(Zone.HAND, ALICE, "LL22")[0]
    first, second = s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    achoo = s.hand(BOB, "AD85")[0]
    s.board.add(Zone.HAND, BOB, "pink-2", "pink-3")
    game = s.game()
    game.apply(PlayCard(BOB, achoo, None))
    while game.current_decision().player != ALICE:  # priority, then Bob chooses his two
        game.apply(game.legal_choices()[0])
    game.apply(ChooseCard(ALICE, first))
    game.apply(ChooseCard(ALICE, second))
    assert ApplyReplacement(ALICE, smolder, 0) in game.legal_choices()
    game.apply(ApplyReplacement(ALICE, smolder, 0))  # Smolder is discarded instead
    # a discard other modifiers may still replace, Smolder's own not again (710.3)
    assert game.legal_choices() == [Accept(ALICE), Decline(ALICE)]
    assert "Smolder" in game.current_decision().prompt
    game.apply(Accept(ALICE))  # Pinkie Sense: on top of the deck instead
    game.apply(Decline(ALICE))  # Orange 2: discarded
    game = later_scene.settle(game)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["LL22"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]
    assert game.state.cards[sense].zone is Zone.PLAY


def test_FF115_put_into_play_while_its_own_discard_waits(later_scene):
    # Skipping Class discards the whole hand: each discard waits for its replacement question;
    # Orange 1's is replaced by FF115 entering play, so FF115's own waiting discard finds it
    # gone from the hand and is not done (410.3, 410.6)
    s = later_scene()
    other = s.board.add(Zone.HAND, ALICE, "orange-1")[0]
    s.board.add(Zone.HAND, ALICE, "FF115")
    (skipping,) = s.hand(ALICE, "FF96")
    s.deck(ALICE, *("pink-2",) * 8)
    game = s.game()
    game.apply(PlayCard(ALICE, skipping, None))
    game = later_scene.settle(game, prefer=(other,))
    assert in_play(game, "FF115") is not None
    assert "orange-1" in ids(game, Zone.HAND, ALICE)  # replaced: not discarded (710.1)
    assert "is no longer in the hand: it is not discarded (410.3)" in trace_text(game)
