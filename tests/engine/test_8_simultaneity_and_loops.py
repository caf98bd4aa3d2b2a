"""Section 8: simultaneity (801) and loops (802), as position -> choices -> expected state.

The loop cards are made up for the tests (no Premiere card loops): "Restless" may move itself
whenever it moves to a Problem, so moving it starts a loop with an optional action in it.
"""

from __future__ import annotations

import pytest

from engine.areas import Area
from engine.cards import Colour
from engine.choices import (
    Accept,
    DecisionKind,
    Decline,
    MoveCharacter,
    NameNumber,
)
from engine.game import Game
from engine.position import read_position, write_position
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Board, trace_text
from engine.scripts import SCRIPTS
from engine.scripts.vocabulary import (
    CHARACTER,
    OPPONENT,
    THIS,
    Cards,
    Choose,
    GainTokens,
    IfYouDo,
    Move,
    Pay,
    Trigger,
    Triggered,
    card,
)

MOVED = Trigger("moved", to_problem=True)


@pytest.fixture
def restless(pool_with, monkeypatch):  # type: ignore[no-untyped-def]
    """``restless(*effects)``: a board with Alice's 1-power Friend whose "when this card
    moves to a Problem" ability has ``effects``; returns (game, the Friend)."""

    def make(*effects, bob_tokens: int = 0, others: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
        friend = pool_with.friend("restless", (Colour.ORANGE,), 1)
        monkeypatch.setitem(SCRIPTS, friend.id, card(Triggered(MOVED, effects)))
        b = Board(pool_with(friend), problems=("easy", "easy"))
        me = b.play("restless", ALICE, A_HOME)
        for other in others:
            b.play(other, BOB, A_PROBLEM)
            b.play(other, BOB, B_PROBLEM)
        game = b.game(tokens=(2, bob_tokens))
        game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
        return game, me

    return make


MAY_MOVE_AND_GAIN = (IfYouDo(Move(THIS, optional=True), (GainTokens(1),)),)


def accept_until_loop(game: Game) -> None:
    while game.current_decision().kind is DecisionKind.OPTIONAL:
        game.apply(Accept(game.current_decision().player))


def test_802_2_a_full_iteration_with_an_optional_action_asks_for_a_number(restless):
    game, me = restless(*MAY_MOVE_AND_GAIN)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.OPTIONAL and decision.player == ALICE
    game.apply(Accept(ALICE))  # to Alice's Problem: asked again
    assert game.current_decision().kind is DecisionKind.OPTIONAL
    game.apply(Accept(ALICE))  # back at Bob's Problem: the same position as before
    decision = game.current_decision()
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == ALICE
    assert "(802.2)" in decision.prompt
    assert "a full iteration of 2 decisions" in trace_text(game) and "(802.1)" in trace_text(game)
    options = game.legal_choices()
    assert NameNumber(ALICE, 0) in options and NameNumber(ALICE, 1000) in options
    assert "at most 1,000" in game.why_not(NameNumber(ALICE, 1001))
    assert "(802.2)" in game.why_not(NameNumber(ALICE, -1))
    assert game.why_not(Decline(ALICE)) == "the first player must name a number (802.2)"


def test_802_2_the_loop_is_repeated_the_number_of_times_named(restless):
    game, me = restless(*MAY_MOVE_AND_GAIN)
    accept_until_loop(game)
    tokens = game.state.players[ALICE].tokens
    game.apply(NameNumber(ALICE, 3))
    # three repetitions of two moves each, then Alice can't move it again (802.2)
    assert game.state.players[ALICE].tokens == tokens + 6
    assert trace_text(game).count("Loop: repetition") == 3
    decision = game.current_decision()
    assert decision.kind is DecisionKind.OPTIONAL and decision.player == ALICE
    assert game.legal_choices() == [Decline(ALICE)]
    assert "would continue it (802.2)" in game.why_not(Accept(ALICE))
    game.apply(Decline(ALICE))
    assert game.state.cards[me].area == B_PROBLEM
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # play proceeds
    assert game.state.loop is None


def test_802_2_naming_zero_ends_the_loop_at_once(restless):
    game, me = restless(*MAY_MOVE_AND_GAIN)
    accept_until_loop(game)
    tokens = game.state.players[ALICE].tokens
    game.apply(NameNumber(ALICE, 0))
    assert game.legal_choices() == [Decline(ALICE)]
    game.apply(Decline(ALICE))
    assert game.state.players[ALICE].tokens == tokens
    assert game.state.cards[me].area == B_PROBLEM


def pay_then_move(restless, bob_tokens: int):  # type: ignore[no-untyped-def]
    """Bob may pay [n] each time; if he does, Alice may move the Friend on (two deciders)."""
    n = 1 if bob_tokens else 0
    return restless(IfYouDo(Pay(n, OPPONENT), (Move(THIS, optional=True),)), bob_tokens=bob_tokens)


def test_802_2_each_player_in_the_loop_may_name_a_smaller_number(restless):
    game, me = pay_then_move(restless, bob_tokens=0)
    assert game.current_decision().player == BOB  # Bob may pay [0]
    accept_until_loop(game)  # Bob, Alice, Bob, Alice: then Bob's decision comes round again
    decision = game.current_decision()
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == BOB
    game.apply(NameNumber(BOB, 5))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == ALICE
    assert game.legal_choices() == [*(NameNumber(ALICE, n) for n in range(5)), Decline(ALICE)]
    assert "smaller than 5" in game.why_not(NameNumber(ALICE, 5))
    game.apply(NameNumber(ALICE, 2))
    assert trace_text(game).count("Loop: repetition") == 2
    # the repetitions end just before Alice would move it on: Bob paid, Alice can't move
    decision = game.current_decision()
    assert decision.player == ALICE and decision.kind is DecisionKind.OPTIONAL
    assert game.legal_choices() == [Decline(ALICE)]
    game.apply(Decline(ALICE))
    assert game.state.cards[me].area == B_PROBLEM
    assert "ending before Alice would continue it (802.2)" in trace_text(game)


def test_802_2_the_next_player_keeping_the_number_is_the_stopper_when_smallest(restless):
    game, me = pay_then_move(restless, bob_tokens=0)
    accept_until_loop(game)
    game.apply(NameNumber(BOB, 1))
    game.apply(Decline(ALICE))  # names no smaller number
    assert trace_text(game).count("Loop: repetition") == 1
    decision = game.current_decision()
    assert decision.player == BOB and game.legal_choices() == [Decline(BOB)]


def test_802_4_a_loop_that_can_no_longer_go_on_ends_early(restless):
    game, me = pay_then_move(restless, bob_tokens=4)  # Bob pays [1] each time round
    accept_until_loop(game)  # two payments: Bob has 2 tokens left
    assert game.state.players[BOB].tokens == 2
    game.apply(NameNumber(BOB, 10))
    game.apply(Decline(ALICE))
    text = trace_text(game)
    assert "Loop: repetition 1 (802.2)" in text and "Loop: repetition 2" not in text
    assert "after 1 repetition it can't go on as before, so it ends and play proceeds (802.4)" in (
        text
    )
    assert game.state.players[BOB].tokens == 0
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.state.loop is None


def test_802_3_a_loop_of_mandatory_effects_with_choices_is_not_asked_forever(restless):
    choose_then_move = (Choose(Cards(types=CHARACTER, where="here")), Move(THIS))
    game, me = restless(*choose_then_move, others=("orange-1",))
    for _ in range(4):  # the mandatory choice of a character, at each Problem
        if game.current_decision().kind is not DecisionKind.TARGET:
            break
        game.apply(game.legal_choices()[0])
    text = trace_text(game)
    assert "no optional action in it" in text and "(802.3)" in text
    assert game.current_decision().kind in (DecisionKind.PRIORITY, DecisionKind.MAIN_PHASE)
    assert isinstance(game.state.cards[me].area, Area)


def test_802_loop_state_is_in_the_position_fingerprint_and_rewind(restless):
    game, me = restless(*MAY_MOVE_AND_GAIN)
    accept_until_loop(game)
    text = write_position(game.state)
    assert "\nloop " not in text  # nothing watched while the number is being named
    assert write_position(read_position(text)) == text
    game.apply(NameNumber(ALICE, 2))
    text = write_position(game.state)
    assert "\nloop " in text  # the stopper's forbidden choice is part of the state
    assert write_position(read_position(text)) == text
    resumed = Game(game.pool, read_position(text))
    assert resumed.legal_choices() == [Decline(ALICE)]
    after = game.fingerprint()
    game.undo()
    assert game.current_decision().kind is DecisionKind.LOOP_COUNT
    game.apply(NameNumber(ALICE, 2))
    assert game.fingerprint() == after
    game.undo()
    game.apply(NameNumber(ALICE, 1))
    assert game.fingerprint() != after


# --- 801: simultaneity ------------------------------------------------------------------------
def test_801_1_starting_problems_are_chosen_in_seat_order_and_put_into_play_together():
    from engine.vanilla import vanilla_pool
    from tests.engine.test_1_starting_a_game import two_decks

    game = Game.new(vanilla_pool(), two_decks(), seed=9)
    alices = game.legal_choices()[0]
    game.apply(alices)
    assert len(game.state.play) == 2  # only the Manes: Alice's choice is not revealed yet
    assert alices.card in game.state.players[ALICE].problem_deck
    assert game.current_decision().player == BOB
    assert "chooses a Starting Problem (102.2, 801.1)" in trace_text(game)
    assert game.pool[game.state.cards[alices.card].card_id].name not in trace_text(game)
    game.apply(game.legal_choices()[0])
    problems = [c for c in game.state.in_play() if c.area is not None and c.area.kind == "problem"]
    assert sorted(c.owner for c in problems) == [ALICE, BOB]


@pytest.fixture
def each_discards(pool_with, monkeypatch):  # type: ignore[no-untyped-def]
    """A Hasty Friend: "When you play this card, each player chooses and discards a card"."""
    from engine.cards import Keyword
    from engine.scripts.vocabulary import ANY, Discard, on_play

    friend = pool_with.friend("swap", (Colour.ORANGE,), 1, keywords=(Keyword("Hasty"),))
    monkeypatch.setitem(SCRIPTS, friend.id, card(on_play(Discard(1, ANY, random=False))))
    b = Board(pool_with(friend), problems=("easy", "easy"))
    return b


def test_801_1_the_player_who_played_the_card_decides_first_and_discards_happen_together(
    each_discards,
):
    from engine.choices import ChooseCard, PlayCard
    from engine.state import Zone

    b = each_discards
    swap, keep, toss = b.add(Zone.HAND, ALICE, "swap", "orange-2", "pink-2")
    bobs, other = b.add(Zone.HAND, BOB, "blue-2", "pink-3")
    game = b.game(tokens=(2, 2))
    game.apply(PlayCard(ALICE, swap, A_HOME))
    decision = game.current_decision()  # Alice had priority most recently (801.1)
    assert decision.player == ALICE and decision.kind is DecisionKind.TARGET
    game.apply(ChooseCard(ALICE, toss))
    assert toss in game.state.players[ALICE].hand  # not discarded before Bob decides
    assert game.current_decision().player == BOB
    assert game.legal_choices() == [ChooseCard(BOB, bobs), ChooseCard(BOB, other)]
    game.apply(ChooseCard(BOB, bobs))
    discards = [
        [game.state.cards[i].card_id for i in game.state.players[p].discard] for p in (ALICE, BOB)
    ]
    assert discards == [["pink-2"], ["blue-2"]]
    assert trace_text(game).count("at the same time as the others (801.1)") == 2


def test_801_1_an_immediate_action_by_the_opponent_makes_him_decide_first(each_discards):
    from engine.choices import PlayCard
    from engine.state import Zone

    b = each_discards
    (mine,) = b.add(Zone.HAND, ALICE, "orange-1")
    b.add(Zone.HAND, ALICE, "pink-2", "blue-2")
    swap, _, _ = b.add(Zone.HAND, BOB, "swap", "blue-2", "pink-3")
    game = b.game(tokens=(2, 2))
    game.apply(PlayCard(ALICE, mine, A_HOME))
    assert game.current_decision().player == BOB  # priority after Alice's action (705.2h)
    game.apply(PlayCard(BOB, swap, B_HOME))  # Hasty: an Immediate action in Alice's turn
    decision = game.current_decision()
    assert decision.player == BOB and decision.kind is DecisionKind.TARGET  # 801.1
    game.apply(game.legal_choices()[0])
    assert game.current_decision().player == ALICE


def test_801_1_as_a_faceoff_ends_the_last_priority_holder_orders_flipped_cards_first(board):
    from engine.choices import Challenge
    from engine.state import Zone

    b = board()
    b.play("orange-2", ALICE, B_PROBLEM)
    tm = b.play("tm-2", BOB, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-3")  # 3 against 3, then 6 against 5
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "blue-2")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert "Alice wins the faceoff" in trace_text(game)
    assert game.state.priority == BOB  # the last to pass in the faceoff's last window
    decision = game.current_decision()
    assert decision.kind is DecisionKind.BOTTOM_ORDER and decision.player == BOB  # 801.1
    game.apply(game.legal_choices()[0])  # his other card follows it (one left)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.BOTTOM_ORDER and decision.player == ALICE


def test_802_1_two_copies_of_one_may_ability_are_not_a_loop(pool_with, monkeypatch):
    from engine.scripts.vocabulary import YOU, Draw, at_start_of
    from engine.state import Zone

    friend = pool_with.friend("reader", (Colour.ORANGE,), 1)
    monkeypatch.setitem(
        SCRIPTS, friend.id, card(at_start_of("Main", Draw(1, optional=True), whose=YOU))
    )
    b = Board(pool_with(friend), problems=("easy", "easy"))
    b.play("reader", ALICE, A_HOME)
    b.play("reader", ALICE, A_HOME)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2")
    game = b.game(at="main")
    asked = 0
    while game.current_decision().kind is DecisionKind.OPTIONAL:
        game.apply(Accept(ALICE))
        asked += 1
    assert asked == 2 and len(game.state.players[ALICE].hand) == 2
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert "Loop" not in trace_text(game)


def test_802_2_the_first_to_name_is_the_next_player_with_an_optional_action(restless):
    choose_then_bob_may = (
        Choose(Cards(types=CHARACTER, where="here")),  # Alice must choose: not optional
        IfYouDo(Pay(0, OPPONENT), (Move(THIS),)),  # Bob may let it move on
    )
    game, me = restless(*choose_then_bob_may, others=("orange-1",))
    for _ in range(6):
        decision = game.current_decision()
        if decision.kind is DecisionKind.TARGET:
            game.apply(game.legal_choices()[0])
        elif decision.kind is DecisionKind.OPTIONAL:
            game.apply(Accept(BOB))
        else:
            break
    decision = game.current_decision()
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == BOB
    game.apply(NameNumber(BOB, 2))  # Alice has no optional action in it: she names nothing
    decision = game.current_decision()
    assert decision.player == BOB and decision.kind is DecisionKind.OPTIONAL
    assert game.legal_choices() == [Decline(BOB)]
    assert trace_text(game).count("Loop: repetition") == 2


# --- 802: loops through priority windows -------------------------------------------------------
# A real loop in the Premiere cards: two Rainbow Dash, Weather Leader (PR15, "Main Phase: Exhaust
# this card to ready another one of your cards") ready each other for ever. "scoring-dash" is
# made up for the tests: PR15's ability that also scores a point, so repetitions show.


@pytest.fixture
def dashes(premiere_pool, monkeypatch):  # type: ignore[no-untyped-def]
    """``dashes(card, ...)``: Alice's turn, Main Phase, two copies of ``card`` at her home,
    the second exhausted; returns (game, first, second)."""
    from engine.cards import CardPool
    from engine.scripts.vocabulary import EXHAUST_THIS, YOU, Act, Activated, Score
    from engine.state import Zone
    from tests.engine.conftest import friend

    scoring = friend("scoring-dash", (Colour.BLUE,), 1)
    ready_and_score = (Act("ready", Cards(YOU, other=True)), Score(1))
    monkeypatch.setitem(
        SCRIPTS, scoring.id, card(Activated("Main Phase", (EXHAUST_THIS,), ready_and_score))
    )
    may = friend("may-dash", (Colour.BLUE,), 1)  # "... you may ready another ... and score"
    may_ready = (Act("ready", Cards(YOU, other=True), optional=True), Score(1))
    monkeypatch.setitem(SCRIPTS, may.id, card(Activated("Main Phase", (EXHAUST_THIS,), may_ready)))
    pool = CardPool([*premiere_pool.values(), scoring, may])

    def make(  # type: ignore[no-untyped-def]
        card_id: str = "PR15",
        tokens: tuple[int, int] = (0, 0),
        points: tuple[int, int] = (0, 0),
        bob_hand: tuple[str, ...] = (),
    ):
        b = Board(pool, problems=("easy", "easy"))
        first = b.play(card_id, ALICE, A_HOME)
        second = b.play(card_id, ALICE, A_HOME, exhausted=True)
        b.add(Zone.HAND, BOB, *bob_hand)
        return b.game(tokens=tokens, points=points), first, second

    return make


def activate_in_turn(game: Game, *cards: int) -> None:
    """Alice activates each card's ability in turn (and chooses a card for its "may"); Bob
    passes whenever he holds priority."""
    from engine.choices import ActivateAbility, PassPriority

    for iid in cards:
        game.apply(ActivateAbility(ALICE, iid, 0))
        if game.current_decision().kind is DecisionKind.TARGET:  # "may": not declined
            game.apply(next(c for c in game.legal_choices() if not isinstance(c, Decline)))
        if game.current_decision().kind is DecisionKind.PRIORITY:
            game.apply(PassPriority(BOB))


def test_802_1_two_PR15_readying_each_other_loop_through_priority_windows(dashes):
    game, first, second = dashes()
    activate_in_turn(game, first, second)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # not round yet
    activate_in_turn(game, first)  # Alice holds priority as after her first activation
    decision = game.current_decision()
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == ALICE
    assert "(802.2)" in decision.prompt
    text = trace_text(game)
    assert "a full iteration of 2 decisions through priority windows" in text
    assert "brought the game back to the same position (802.1)" in text
    options = game.legal_choices()
    assert NameNumber(ALICE, 0) in options and NameNumber(ALICE, 1000) in options


def test_802_2_the_loop_is_repeated_then_its_continuing_action_is_forbidden(dashes):
    from engine.choices import ActivateAbility, EndMainPhase

    game, first, second = dashes("scoring-dash")
    activate_in_turn(game, first, second, first)
    assert game.state.players[ALICE].points == 3  # points piling up do not hide a loop
    game.apply(NameNumber(ALICE, 4))
    assert trace_text(game).count("Loop: repetition") == 4
    assert game.state.players[ALICE].points == 3 + 4 * 2
    assert "ending before Alice would continue it (802.2)" in trace_text(game)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.MAIN_PHASE and decision.player == ALICE
    continuing = ActivateAbility(ALICE, second, 0)
    assert continuing not in game.legal_choices()
    assert EndMainPhase(ALICE) in game.legal_choices()
    assert "this choice would continue it (802.2)" in game.why_not(continuing)
    assert game.state.cards[first].exhausted and not game.state.cards[second].exhausted
    game.apply(EndMainPhase(ALICE))
    assert game.state.loop is None


def test_802_2_an_iteration_through_priority_repeats_the_choices_made_in_between(dashes):
    from engine.choices import ActivateAbility

    game, first, second = dashes("may-dash")
    activate_in_turn(game, first, second, first)
    assert game.state.players[ALICE].points == 3
    assert "a full iteration of 4 decisions through priority windows" in trace_text(game)
    game.apply(NameNumber(ALICE, 2))  # each activation's "you may ready" chosen again
    assert game.state.players[ALICE].points == 3 + 2 * 2
    assert not game.state.cards[second].exhausted and game.state.cards[first].exhausted
    assert ActivateAbility(ALICE, second, 0) not in game.legal_choices()


def test_802_2_a_random_agent_never_picks_the_forbidden_continuation(dashes):
    import random

    from engine.choices import ActivateAbility

    game, first, second = dashes()
    activate_in_turn(game, first, second, first)
    game.apply(NameNumber(ALICE, 0))
    picks = {game.random_choice(random.Random(seed)) for seed in range(60)}
    assert ActivateAbility(ALICE, second, 0) not in picks
    assert picks <= set(game.legal_choices())


def test_802_1_a_position_reached_again_with_fewer_action_tokens_is_no_loop(dashes):
    game, first, _ = dashes(tokens=(10, 0))
    mane = next(c.iid for c in game.state.in_play() if c.owner == ALICE and c.card_id == "V-OR-M")
    for area in (A_PROBLEM, B_PROBLEM, A_PROBLEM, B_PROBLEM):  # 2 action tokens each (609.2b)
        game.apply(MoveCharacter(ALICE, mane, area))
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.state.players[ALICE].tokens == 2
    assert "Loop" not in trace_text(game)


def test_802_2_the_opponent_holding_priority_in_the_loop_names_first_and_may_stop_it(dashes):
    from engine.choices import PassPriority, PlayCard

    game, first, second = dashes(tokens=(0, 1), bob_hand=("hasty-1",))
    activate_in_turn(game, first, second, first)
    # Bob could play his Hasty Friend each time he held priority: an opportunity to act in
    # the loop, and his is the next one (802.2)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == BOB
    assert "a full iteration of 4 decisions" in trace_text(game)
    game.apply(NameNumber(BOB, 1))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == ALICE
    game.apply(Decline(ALICE))  # names no smaller number
    assert trace_text(game).count("Loop: repetition") == 1
    assert "Bob holds priority again and may break the loop by taking an action (802.2, 802.4)" in (
        trace_text(game)
    )
    decision = game.current_decision()
    assert decision.kind is DecisionKind.PRIORITY and decision.player == BOB
    (hasty,) = game.state.players[BOB].hand
    options = game.legal_choices()
    assert PassPriority(BOB) in options and PlayCard(BOB, hasty, B_HOME) in options
    game.apply(PlayCard(BOB, hasty, B_HOME))  # 802.4: Bob acts
    assert game.current_decision().player == ALICE and game.state.loop is None


def test_802_2_a_loop_that_scores_ends_when_the_game_is_won(dashes):
    game, first, second = dashes("scoring-dash", points=(10, 0))
    activate_in_turn(game, first, second, first)
    game.apply(NameNumber(ALICE, 100))
    assert game.outcome is not None and game.outcome.winner == ALICE
    assert game.state.players[ALICE].points == 15
    assert trace_text(game).count("Loop: repetition") == 1


def test_802_loops_through_priority_rewind_exactly_and_resume_from_the_position_text(dashes):
    game, first, second = dashes()
    activate_in_turn(game, first, second, first)
    game.apply(NameNumber(ALICE, 3))
    after = game.fingerprint()
    game.undo()
    assert game.current_decision().kind is DecisionKind.LOOP_COUNT
    game.apply(NameNumber(ALICE, 3))
    assert game.fingerprint() == after
    # The decisions watched are part of the position (its "seen" line): a resumed game finds
    # the loop at the same decision as the game it was written from.
    fresh, first, second = dashes()
    activate_in_turn(fresh, first, second)
    text = write_position(fresh.state)
    assert "\nseen [" in text and '"SeenPriority"' in text
    assert write_position(read_position(text)) == text
    assert read_position(text).seen == fresh.state.seen
    resumed = Game(fresh.pool, read_position(text))
    activate_in_turn(fresh, first)
    assert fresh.current_decision().kind is DecisionKind.LOOP_COUNT
    activate_in_turn(resumed, first)
    assert resumed.current_decision().kind is DecisionKind.LOOP_COUNT
    assert resumed.fingerprint() == fresh.fingerprint()


def test_802_a_position_text_without_a_seen_line_is_read_and_watched_afresh(dashes):
    """Texts written before the "seen" line existed are still read: nothing was watched, so
    a full iteration is needed before anyone is asked to name a number."""
    fresh, first, second = dashes()
    activate_in_turn(fresh, first, second)
    old = "".join(
        line
        for line in write_position(fresh.state).splitlines(True)
        if not line.startswith("seen ")
    )
    resumed = Game(fresh.pool, read_position(old))
    assert len(resumed.state.seen) < len(fresh.state.seen)  # only the decision asked now
    activate_in_turn(resumed, first)
    assert resumed.current_decision().kind is DecisionKind.MAIN_PHASE
    activate_in_turn(resumed, second)
    assert resumed.current_decision().kind is DecisionKind.LOOP_COUNT


def test_802_1_a_card_played_and_returned_to_hand_each_time_round_is_a_loop(pool_with, monkeypatch):
    """ "Boomerang" (made up): costs nothing; "Main Phase: Put this card into your hand to
    score a point". It gets a new id each time it changes zones (410.6), yet the position
    repeats: its place in play and hand is what counts."""
    from engine.choices import ActivateAbility, PlayCard
    from engine.scripts.vocabulary import Activated, Cost, Score
    from engine.state import Zone

    boomerang = pool_with.friend("boomerang", (Colour.ORANGE,), 1, cost=0)
    activated = Activated("Main Phase", (Cost("to-hand"),), (Score(1),))
    monkeypatch.setitem(SCRIPTS, boomerang.id, card(activated))
    b = Board(pool_with(boomerang), problems=("easy", "easy"))
    b.add(Zone.HAND, ALICE, "boomerang")
    game = b.game()

    def play() -> int:
        (iid,) = game.state.players[ALICE].hand
        game.apply(PlayCard(ALICE, iid, A_HOME))
        (again,) = [c.iid for c in game.state.in_play() if c.card_id == "boomerang"]
        return again

    game.apply(ActivateAbility(ALICE, play(), 0))
    first_time = play()
    decision = game.current_decision()  # back in play, with a new id: the same position
    assert decision.kind is DecisionKind.LOOP_COUNT and decision.player == ALICE
    assert game.state.players[ALICE].points == 1
    game.apply(NameNumber(ALICE, 3))
    assert game.state.players[ALICE].points == 1 + 3
    (now,) = [c.iid for c in game.state.in_play() if c.card_id == "boomerang"]
    assert now != first_time
    assert "would continue it (802.2)" in game.why_not(ActivateAbility(ALICE, now, 0))


def test_802_the_position_key_of_a_loop_through_priority_is_as_saved_games_wrote_it(dashes):
    """The keys of an iteration (``LoopStep.key``) are in the position text and fingerprints
    of saved games: the same position gives the same key as before (the JSON of the window
    and the cards, hashed)."""
    from engine import agenda as a

    game, first, second = dashes()
    activate_in_turn(game, first, second, first)
    op = game.state.agenda[0]
    assert isinstance(op, a.NameLoopCount)
    assert [step.key for step in op.iteration] == [
        "priority:3a32626f4fe90286",
        "priority:96feb363c4fd4aad",
    ]
