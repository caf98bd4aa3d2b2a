"""The last manual cards of the discard family and the play-requirement reductions (LL3, LL4,
LL22, LL68, LL113, LL144, FF115, CN25): one or more scenarios per card, position -> choices ->
result."""

from __future__ import annotations

from engine import DecisionKind, Zone
from engine.cards import Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseCard,
    ChooseOption,
    Decline,
    PassPriority,
    PlayCard,
    Retire,
)
from engine.priority import requirement_reduction
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, BOB, ids, trace_text


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
