"""One scenario per rule section of CR 3.8 not already named by another test file.

Each test is named ``test_<section>_<what it proves>``; together with the other files in this
folder every section from 101 to 802 that the engine implements has a named scenario.
"""

from __future__ import annotations

import random

from engine import Zone
from engine.choices import (
    Challenge,
    ChooseCard,
    ConfrontAt,
    Continue,
    DecisionKind,
    Decline,
    DismissForUniqueness,
    EndMainPhase,
    JudgeApplied,
    MoveCharacter,
    PlayCard,
    Rally,
    Retire,
)
from engine.edits import MoveCard, SetCounter, SetPoints
from engine.game import Game, deck_errors
from engine.invariants import violations
from engine.record import load_record, record_of
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.selfplay import random_deck
from engine.state import Mode
from engine.vanilla import vanilla_pool


# --- 1: fundamentals --------------------------------------------------------------------------
def test_101_a_draw_deck_needs_45_cards():
    pool = vanilla_pool()
    deck = random_deck(pool, random.Random(1), "Alice")
    short = deck.__class__(deck.player, deck.mane, deck.problems, deck.draw[:44])
    assert "the draw deck has 44 cards, at least 45 are needed (101.1)" in deck_errors(pool, short)


def test_102_a_game_starts_with_starting_problems_and_six_cards_each():
    pool = vanilla_pool()
    rng = random.Random(2)
    game = Game.new(
        pool, [random_deck(pool, rng, "A"), random_deck(pool, rng, "B")], Mode.SEEDED, seed=2
    )
    for _ in (ALICE, BOB):
        game.apply(game.legal_choices()[0])  # each chooses a Starting Problem (102.2)
    assert game.current_decision().kind is DecisionKind.MULLIGAN  # 102.4
    assert [len(p.hand) for p in game.state.players] == [6, 6]  # 102.3


def test_103_reaching_15_points_wins(board):
    game = board().game()
    game.edit(SetPoints(BOB, 15, "scored off-screen"))
    assert game.outcome.winner == BOB and "(103.2)" in game.outcome.reason
    assert game.current_decision() is None and game.legal_choices() == []


def test_104_2_a_cant_modifier_beats_an_instruction(scene):
    s = scene()
    s.board.table.update(s.board.problem[BOB], card_id="PR189")  # Honesty Friends here stay
    safe = s.put("orange-1", BOB, B_PROBLEM)
    (invite,) = s.hand(ALICE, "PR113")
    game = s.game()
    game.apply(PlayCard(ALICE, invite))
    assert safe in game.state.cards


def test_105_2_power_may_be_negative(scene):
    s = scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    s.put("PR148", BOB, A_HOME, attached_to=friend)  # -2 power
    assert s.game().power(friend) == -1


def test_106_1_the_turn_player_takes_turns_in_order(board):
    game = board().game()
    game.apply(EndMainPhase(ALICE))
    assert game.state.turn_player == BOB and game.current_decision().player == BOB


# --- 2: parts of a card -----------------------------------------------------------------------
def test_201_a_name_is_title_and_subtitle(premiere_pool):
    assert premiere_pool["PR1"].name == "Rainbow Dash, Flier Extraordinaire"


def test_202_505_1b_face_down_cards_have_no_power(board):
    b = board()
    tm = b.play("tm-3", BOB, A_PROBLEM, face_down=True)
    assert b.game().power(tm) is None


def test_203_507_3_a_multicolour_character_counts_for_each_of_its_colours(board):
    b = board()
    b.play("orange-pink-2", ALICE, A_HOME)
    game = b.game()
    assert game._table.colour_power(ALICE, "pink") == 2
    assert game._table.colour_power(ALICE, "orange") == 1 + 2  # the orange Mane too


def test_204_playing_a_card_costs_its_cost(board):
    b = board()
    (two,) = b.add(Zone.HAND, ALICE, "orange-2")
    game = b.game(tokens=(3, 0))
    game.apply(PlayCard(ALICE, two, A_HOME))
    assert game.state.players[ALICE].tokens == 1


def test_205_a_play_requirement_must_be_met(board):
    b = board()
    (three,) = b.add(Zone.HAND, ALICE, "orange-3")
    assert "(205.1)" in b.game(tokens=(5, 0)).why_not(PlayCard(ALICE, three, A_HOME))


def test_206_303_3_a_problem_that_would_go_to_a_hand_goes_under_its_problem_deck(board):
    b = board()
    game = b.game()
    problem = b.problem[BOB]
    game.edit(MoveCard(problem, Zone.HAND, "test"))
    assert ids(game, Zone.PROBLEM_DECK, BOB) == ["easy"] and not game.state.players[BOB].hand


def test_207_516_3_two_unique_cards_with_one_name_violate_uniqueness(board):
    b = board()
    first = b.play("unique-1", ALICE, A_HOME)
    b.play("unique-1", ALICE, B_PROBLEM)
    game = b.game()
    assert game.current_decision().kind is DecisionKind.UNIQUENESS
    game.apply(DismissForUniqueness(ALICE, first))
    assert (
        first not in game.state.cards
        and game.current_decision().kind is not DecisionKind.UNIQUENESS
    )


def test_208_text_the_engine_does_not_automate_stops_the_game_for_the_judge(board):
    b = board()
    (manual,) = b.add(Zone.HAND, ALICE, "manual-1")
    b.add(Zone.DRAW_DECK, ALICE, "orange-2")
    game = b.game(tokens=(1, 0))
    hand = len(game.state.players[ALICE].hand)
    lines = game.apply(PlayCard(ALICE, manual, A_HOME))
    assert any("not automated, judge to apply: When you play this card" in x for x in lines)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.MANUAL and decision.player is None
    assert "When you play this card, draw a card." in decision.prompt
    played = game.state.play[-1]
    (done,) = game.legal_choices()
    assert isinstance(done, JudgeApplied) and done.card == played
    assert "Alice's decision" not in (game.why_not(EndMainPhase(ALICE)) or "")
    assert game.why_not(EndMainPhase(ALICE)) is not None  # nobody acts before the judge
    # The judge applies "draw a card" by an edit, then lets the game go on.
    top = game.state.players[ALICE].deck[0]
    game.edit(MoveCard(top, Zone.HAND, "manual-1: when you play this card, draw a card"))
    assert game.current_decision().kind is DecisionKind.MANUAL  # edits don't skip the stop
    game.apply(done)
    assert len(game.state.players[ALICE].hand) == hand  # played one, drew one
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    replayed = load_record(record_of(game), game.pool, check_cards=False)
    assert replayed.fingerprint() == game.fingerprint()


def test_209_611_2_owners_and_opponents_requirements_differ(board):
    b = board(problems=("orange-pink", "easy"))
    b.play("orange-2", BOB, A_PROBLEM)  # the opponent needs 5 wild at Alice's Problem
    b.play("orange-2", ALICE, A_PROBLEM)
    b.play("pink-2", ALICE, A_PROBLEM)  # the owner needs 2 orange + 2 pink
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    text = trace_text(game)
    assert "Alice confronts" in text and "meets 2 orange + 2 pink" in text


def test_210_514_5c_winning_a_problem_faceoff_scores_the_problem_bonus(board):
    b = board(problems=("easy", "pink-wild"))
    b.play("pink-3", ALICE, B_PROBLEM)
    b.play("pink-2", ALICE, B_PROBLEM)
    b.play("pink-2", BOB, B_PROBLEM)
    b.play("orange-2", BOB, B_PROBLEM)  # Bob meets his own 2 pink + 2 wild: a faceoff
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert "scores 3 points as the highest Problem bonus (514.5c)" in trace_text(game)


def test_211_defeating_a_troublemaker_scores_its_point_value(board):
    b = board()
    b.play("orange-3", ALICE, B_PROBLEM)
    tm = b.play("tm-3", BOB, B_PROBLEM)  # power 3, point value 2
    b.add(Zone.DRAW_DECK, ALICE, "orange-2")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert game.state.players[ALICE].points == 2
    assert "for defeating" in trace_text(game) and "(514.5a)" in trace_text(game)


def test_212_616_3_friends_over_the_home_limit_are_retired(board):
    b = board()
    friends = [b.play("orange-1", ALICE, A_HOME) for _ in range(4)]
    game = b.game(at="end")
    assert game.current_decision().kind is DecisionKind.RETIRE  # home limit 3
    game.apply(Retire(ALICE, friends[0]))
    assert game.state.turn_player == BOB


def test_213_cards_are_known_by_collector_number(premiere_pool):
    assert premiere_pool["PR161"].title == "A Thorn in His Paw"


# --- 3: card types ----------------------------------------------------------------------------
def test_301_5_a_mane_character_cannot_leave_play(scene):
    s = scene()
    mane = s.board.mane[BOB]
    (invite,) = s.hand(ALICE, "PR113")  # "dismiss an opponent's Friend": a Mane isn't one
    game = s.game()
    assert PlayCard(ALICE, invite) in game.legal_choices()
    game.apply(PlayCard(ALICE, invite))
    assert mane in game.state.cards


def test_302_1_friends_enter_play_at_your_home_or_a_problem(board):
    b = board()
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game(tokens=(1, 0))
    assert "(302.1)" in game.why_not(PlayCard(ALICE, one, B_HOME))
    assert game.why_not(PlayCard(ALICE, one, B_PROBLEM)) is None


def test_304_2_an_event_goes_to_the_discard_pile_after_it_resolves(board):
    b = board()
    (plan,) = b.add(Zone.HAND, ALICE, "event-main")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, plan))
    assert ids(game, Zone.DISCARD, ALICE) == ["event-main"]


def test_305_a_resource_is_played_to_your_home(board):
    b = board()
    (charm,) = b.add(Zone.HAND, ALICE, "resource-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, charm))
    assert next(c for c in game.state.in_play() if c.card_id == "resource-1").area == A_HOME


def test_306_1_a_troublemaker_is_played_face_down_for_one_token(board):
    b = board()
    (tm,) = b.add(Zone.HAND, ALICE, "tm-3")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, tm, B_PROBLEM))
    played = next(c for c in game.state.in_play() if c.card_id == "tm-3")
    assert played.face_down and game.state.players[ALICE].tokens == 0


# --- 4: zones ---------------------------------------------------------------------------------
def test_401_every_card_is_in_exactly_one_zone(board):
    b = board()
    b.add(Zone.HAND, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-2")
    assert violations(b.game().state, b.pool) == []


def test_401_invariants_name_a_card_listed_twice_and_a_card_in_no_zone(board):
    b = board()
    first, second = b.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    state = b.game().state.copy()
    hand = state.players[ALICE].hand
    hand[hand.index(second)] = first  # as many list entries as cards, but one card twice
    found = violations(state, b.pool)
    assert f"#{first} is in 2 zones at once (401.1)" in found
    assert any(v.startswith(f"#{second} (orange-2) is in no zone") for v in found)
    owned = [sum(c.owner == p for c in state.cards.values()) for p in (ALICE, BOB)]
    assert not any("owns" in v for v in violations(state, b.pool, owned))


def test_402_drawing_takes_the_top_card(board):
    b = board()
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2")
    game = b.game(at="start")
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]


def test_403_a_problem_is_replaced_from_the_top_of_its_problem_deck(board):
    b = board()
    b.play("orange-3", ALICE, B_PROBLEM)
    b.play("orange-1", BOB, B_PROBLEM)
    b.add(Zone.PROBLEM_DECK, BOB, "pink-wild", "spare")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert any(c.card_id == "pink-wild" and c.area == B_PROBLEM for c in game.state.in_play())


def test_404_616_2_a_hand_over_eight_is_discarded_down(board):
    b = board()
    b.add(Zone.HAND, ALICE, *["orange-1"] * 9)
    game = b.game(at="end")
    assert game.current_decision().kind is DecisionKind.DISCARD
    game.apply(game.legal_choices()[0])
    assert len(game.state.players[ALICE].hand) == 8


def test_405_cards_in_play_are_at_an_area(board):
    b = board()
    one = b.play("orange-1", ALICE, B_PROBLEM)
    assert b.game().state.cards[one].area == B_PROBLEM


def test_406_a_dismissed_card_goes_to_its_owners_discard_pile(scene):
    s = scene()
    s.put("orange-1", BOB, B_PROBLEM)
    (invite,) = s.hand(ALICE, "PR113")
    game = s.game()
    game.apply(PlayCard(ALICE, invite))
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]


def test_407_a_banished_card_is_in_the_banished_zone(board):
    b = board()
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game()
    game.edit(MoveCard(one, Zone.BANISHED, "an effect banished it"))
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-1"]


def test_408_a_card_being_played_waits_in_the_queue(scene):
    s = scene()
    a = s.put("orange-2", BOB, B_PROBLEM)
    s.put("pink-3", BOB, B_PROBLEM)
    (danger,) = s.hand(ALICE, "PR110")
    game = s.game()
    game.apply(PlayCard(ALICE, danger))
    assert [game.state.cards[i].card_id for i in game.state.queue] == ["PR110"]  # 705.2d
    game.apply(ChooseCard(ALICE, a))
    assert game.state.queue == []


def test_409_flipped_cards_go_to_the_bottom_of_the_deck_after_the_faceoff(board):
    b = board()
    b.play("orange-3", ALICE, B_PROBLEM)
    tm = b.play("tm-2", BOB, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2", "orange-1"]  # 514.6
    assert game.state.players[ALICE].flip == []


def test_410_6_a_card_changing_zones_becomes_a_new_card(board):
    b = board()
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, one, A_HOME))
    assert one not in game.state.cards


# --- 5: game concepts -------------------------------------------------------------------------
def test_501_2_a_card_played_to_an_area_enters_play_there(board):
    b = board()
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, one, B_PROBLEM))
    assert next(c for c in game.state.in_play() if c.card_id == "orange-1").area == B_PROBLEM


def test_502_1a_action_tokens_do_not_expire(board):
    game = board().game(at="start", tokens=(3, 0))
    assert game.state.players[ALICE].tokens == 3 + 2


def test_503_5_exhausted_characters_do_not_contribute(board):
    b = board()
    b.play("orange-2", ALICE, A_PROBLEM, exhausted=True)
    b.play("stubborn-2", ALICE, B_PROBLEM, exhausted=True)
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    game.apply(ConfrontAt(ALICE, A_PROBLEM))
    text = trace_text(game)
    assert "does not confront Problem Easy [problem:0]" in text
    assert "confronts Problem Easy [problem:1]" in text  # Stubborn contributes anyway


def test_504_frightening_removes_counters_and_a_rally_turns_it_face_up(scene):
    s = scene()
    friend = s.put("orange-1", BOB, B_PROBLEM, counters=(("+1 power", 2),))
    game = s.game(tokens=(0, 2))
    game.edit(SetCounter(friend, "+1 power", 2, "keep"))
    from engine.abilities import frighten

    new = frighten(game._table, friend, "test")
    assert game.state.cards[new].counters == () and game.state.cards[new].face_down
    game.apply(EndMainPhase(ALICE))
    game.apply(Rally(BOB, new))
    assert not game.state.cards[new].frightened


def test_505_1d_face_down_troublemakers_have_no_name_in_the_trace(board):
    b = board()
    (tm,) = b.add(Zone.HAND, ALICE, "tm-3")
    game = b.game(tokens=(1, 0))
    lines = game.apply(PlayCard(ALICE, tm, B_PROBLEM))
    assert "face-down Troublemaker #" in lines[0] and "Timberwolf" not in lines[0]


def test_507_current_power_includes_counters(board):
    b = board()
    one = b.play("orange-1", ALICE, A_HOME, counters=(("+1 power", 2),))
    assert b.game().power(one) == 3  # 519.4


def test_508_1d_a_cost_that_cannot_be_paid_in_full_is_refused(board):
    b = board()
    one = b.play("orange-1", ALICE, A_HOME)
    game = b.game(tokens=(1, 0))
    assert "(609.2b, 508.1d)" in game.why_not(MoveCharacter(ALICE, one, B_PROBLEM))


def test_509_attachments_follow_their_host_and_go_when_it_leaves(scene):
    s = scene()
    host = s.put("orange-1", BOB, B_HOME)
    hat = s.put("PR139", BOB, B_HOME, attached_to=host)
    game = s.game()
    game.edit(MoveCard(host, Zone.PLAY, "moved by an effect", area=B_PROBLEM))
    assert game.state.cards[hat].area == B_PROBLEM  # 509.3
    game.edit(MoveCard(host, Zone.HAND, "returned to hand"))
    assert "PR139" in ids(game, Zone.DISCARD, BOB)  # 511.2


def test_513_2_cards_in_the_queue_are_controlled_by_who_put_them_there(scene):
    s = scene()
    s.put("orange-2", BOB, B_PROBLEM)
    s.put("pink-3", BOB, B_PROBLEM)
    (danger,) = s.hand(ALICE, "PR110")
    game = s.game()
    game.apply(PlayCard(ALICE, danger))
    assert game.state.cards[game.state.queue[0]].controller == ALICE


def test_514_4c_tied_totals_flip_again(board):
    b = board()
    b.play("orange-2", ALICE, B_PROBLEM)
    tm = b.play("tm-2", BOB, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert "(514.4c)" in trace_text(game) and "Alice wins the faceoff" in trace_text(game)


def test_515_1_with_no_card_left_a_player_flips_nothing(board):
    b = board()
    b.play("orange-3", ALICE, B_PROBLEM)
    tm = b.play("tm-2", BOB, B_PROBLEM)
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert "flips nothing (515.1)" in trace_text(game)


def test_516_4_one_player_two_face_up_troublemakers_at_a_problem(board):
    b = board()
    b.play("tm-2", BOB, A_PROBLEM)
    b.play("tm-3", BOB, A_PROBLEM)
    game = b.game()
    decision = game.current_decision()
    assert decision.kind is DecisionKind.UNIQUENESS and decision.player == BOB


def test_517_2_confronting_scores_a_point(board):
    b = board()
    b.play("orange-1", ALICE, A_PROBLEM)
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.state.players[ALICE].points == 1 and "(611.4)" in trace_text(game)


def test_518_1_a_search_may_fail_to_find(scene):
    s = scene()
    (gyro,) = s.hand(ALICE, "PR56")
    s.deck(ALICE, "event-main", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, gyro, A_HOME))
    game.apply(Decline(ALICE))
    assert "fails to find a card (518.1)" in trace_text(game)
    assert "(518.2, 410.6)" in trace_text(game)  # the deck is shuffled anyway


def test_519_3a_counters_go_when_a_card_becomes_a_different_card(board):
    b = board()
    one = b.play("orange-1", ALICE, A_HOME, counters=(("+1 power", 1),))
    game = b.game()
    game.edit(MoveCard(one, Zone.HAND, "bounced"))
    (again,) = game.state.players[ALICE].hand
    assert game.state.cards[again].counters == ()


# --- 6: the turn ------------------------------------------------------------------------------
def test_602_603_the_ready_phase_readies_the_turn_players_cards(board):
    b = board()
    tired = b.play("orange-2", ALICE, A_HOME, exhausted=True)
    assert not b.game(at="start").state.cards[tired].exhausted


def test_604_action_tokens_come_from_the_highest_score(board):
    game = board().game(at="start", points=(0, 11))
    assert game.state.players[ALICE].tokens == 5  # 604.1d


def test_605_1a_the_first_player_skips_the_first_draw(board):
    b = board(turn=1)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.state.turn = 1
    game = b.game(at="start")
    assert game.state.players[ALICE].hand == [] and "(605.1a)" in trace_text(game)


def test_606_607_the_troublemaker_phase_uncovers_your_troublemakers(board):
    b = board()
    tm = b.play("tm-2", ALICE, B_PROBLEM, face_down=True)
    game = b.game(at="start")
    assert not game.state.cards[tm].face_down and "(607.2, 607.3)" in trace_text(game)


def test_608_2_a_challenge_needs_your_character_at_that_problem(board):
    b = board()
    tm = b.play("tm-2", BOB, B_PROBLEM)
    b.play("orange-1", ALICE, A_PROBLEM)
    game = b.game(at="challenge")
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # nothing to challenge
    assert "(608.2)" in game.why_not(
        Challenge(ALICE, tm)
    ) or "Challenge choice is not what is asked" in game.why_not(Challenge(ALICE, tm))


def test_609_2d_drawing_a_card_costs_one(board):
    b = board()
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(next(c for c in game.legal_choices() if type(c).__name__ == "DrawAction"))
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"] and game.state.players[ALICE].tokens == 0


def test_610_the_turn_player_orders_the_confront_steps(board):
    b = board()
    b.play("orange-1", ALICE, A_PROBLEM)
    b.play("orange-1", ALICE, B_PROBLEM)
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.current_decision().kind is DecisionKind.CONFRONT_ORDER
    assert {c.area for c in game.legal_choices()} == {A_PROBLEM, B_PROBLEM}


def test_611_3e_an_opposing_face_up_troublemaker_stops_a_confront(board):
    b = board()
    b.play("orange-3", ALICE, A_PROBLEM)
    b.play("tm-2", BOB, A_PROBLEM)
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert "(611.3e)" in trace_text(game)


def test_612_1_confronting_two_problems_starts_a_multi_problem_faceoff(board):
    b = board()
    b.play("orange-1", ALICE, A_PROBLEM)
    b.play("orange-3", ALICE, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    game.apply(ConfrontAt(ALICE, A_PROBLEM))
    assert "Multi Problem Faceoff (612.1)" in trace_text(game)


def test_613_2_a_solved_problem_sends_characters_home(board):
    b = board()
    mine = b.play("orange-3", ALICE, B_PROBLEM)
    b.play("orange-1", BOB, B_PROBLEM)
    b.add(Zone.PROBLEM_DECK, BOB, "spare")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.state.cards[mine].area == A_HOME and "(613.1, 613.2)" in trace_text(game)


def test_614_615_the_end_phase_opens_an_end_of_turn_window(board):
    b = board()
    (hasty,) = b.add(Zone.HAND, BOB, "hasty-1")
    game = b.game(at="end", tokens=(0, 1))
    decision = game.current_decision()
    assert decision.player == BOB and "end of turn" in decision.prompt
    assert game.state.phase == "End"


def test_616_4_modifiers_until_the_end_of_the_turn_end(scene):
    s = scene()
    (rock,) = s.hand(ALICE, "PR29")
    game = s.game()
    game.apply(PlayCard(ALICE, rock, A_HOME))
    assert game.state.effects
    game.apply(EndMainPhase(ALICE))
    assert game.state.effects == []


# --- 7 and 8 ----------------------------------------------------------------------------------
def test_707_2_the_parts_of_an_instruction_that_can_be_done_are_done(scene):
    s = scene()
    s.put("PR210", ALICE, B_PROBLEM, face_down=True)  # discard hands, then draw 3
    s.board.add(Zone.HAND, BOB, "orange-2")
    s.deck(ALICE, "orange-1", "orange-1", "orange-1", "orange-1")
    s.deck(BOB, "orange-1")  # only one card to draw
    game = scene.settle(s.game(at="start"))
    assert len(game.state.players[BOB].hand) == 1 and "has no card to draw" in trace_text(game)


def test_801_1_simultaneous_draws_start_with_the_turn_player(scene):
    s = scene()
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "PR172")  # when played, each player draws a card
    s.deck(ALICE, "orange-1", "orange-1", "pink-2")
    s.deck(BOB, "orange-1", "orange-1", "pink-3")
    game = scene.settle(s.game(at="score"))
    text = trace_text(game)
    after = text[text.index("enters play as Bob's Problem") :]
    assert after.index("Alice draws") < after.index("Bob draws")


def test_802_3_a_loop_of_mandatory_effects_ends_and_play_proceeds(pool_with, monkeypatch):
    from engine.areas import Area
    from engine.cards import Colour
    from engine.scenario import Board
    from engine.scripts import SCRIPTS
    from engine.scripts.vocabulary import THIS, Move, Trigger, Triggered, card

    restless = pool_with.friend("restless", (Colour.ORANGE,), 1)
    monkeypatch.setitem(
        SCRIPTS,
        restless.id,
        card(Triggered(Trigger("moved", to_problem=True), (Move(THIS, "a-problem"),))),
    )
    b = Board(pool_with(restless), problems=("easy", "easy"))
    me = b.play("restless", ALICE, A_HOME)
    game = b.game(tokens=(2, 0))
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))  # moves on and on between the Problems
    assert "Mandatory loop (Restless)" in trace_text(game) and "(802.3)" in trace_text(game)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert isinstance(game.state.cards[me].area, Area)


def test_104_3_what_the_game_dismisses_cannot_be_replaced(pool_with):
    from engine.cards import CardDefinition, CardType, Keyword
    from engine.scenario import Board

    stubborn_tm = CardDefinition(
        "persistent-tm",
        "Gremlin",
        CardType.TROUBLEMAKER,
        power=1,
        point_value=1,
        keywords=(Keyword("Persistent"),),
    )
    b = Board(pool_with(stubborn_tm), problems=("easy", "easy"))
    b.play("persistent-tm", ALICE, B_PROBLEM)  # her own: it doesn't stop her (611.3e)
    b.play("orange-3", ALICE, B_PROBLEM)
    b.play("orange-1", ALICE, A_PROBLEM)  # two Problems confronted: a Multi Problem Faceoff
    b.add(Zone.PROBLEM_DECK, BOB, "spare")
    b.add(Zone.PROBLEM_DECK, ALICE, "spare")
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="confront")
    game.apply(ConfrontAt(ALICE, A_PROBLEM))
    text = trace_text(game)
    assert "is dismissed by the game to its owner's discard pile (613.2)" in text
    assert "may replace" not in text
