"""Section 6: the turn, step by step (601-616), as position -> choices -> expected result."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import IllegalChoiceError, Zone, home, problem_area
from engine.choices import (
    Challenge,
    ConfrontAt,
    Continue,
    DecisionKind,
    Discard,
    DrawAction,
    EndChallenges,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
    Rally,
    Retire,
    SendHome,
    Uncover,
)
from engine.flow import tokens_for
from engine.scenario import ALICE, BOB, trace_text


@pytest.mark.parametrize(
    ("highest", "tokens", "rule"),
    [
        (0, 2, "604.1a"),
        (1, 2, "604.1a"),
        (2, 3, "604.1b"),
        (5, 3, "604.1b"),
        (6, 4, "604.1c"),
        (10, 4, "604.1c"),
        (11, 5, "604.1d"),
        (14, 5, "604.1d"),
    ],
)
def test_action_tokens_follow_the_highest_score(highest, tokens, rule):
    assert tokens_for(highest) == (tokens, rule)


def test_ready_phase_readies_gives_tokens_by_opponents_score_and_draws(board):
    b = board()
    tired = b.play("orange-2", ALICE, home(ALICE), exhausted=True)
    theirs = b.play("pink-2", BOB, home(BOB), exhausted=True)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    game = b.game(at="start", tokens=(1, 0), points=(1, 6))
    s = game.state
    assert not s.cards[tired].exhausted and s.cards[theirs].exhausted  # 603.1
    assert s.players[ALICE].tokens == 1 + 4  # 604.1c: Bob's 6 points count; tokens accumulate
    assert len(s.players[ALICE].hand) == 1  # 605.1
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE


def test_playing_a_friend_pays_its_cost_and_checks_the_play_requirement(board):
    b = board()
    three, one = b.add(Zone.HAND, ALICE, "orange-3", "orange-1")
    game = b.game(tokens=(5, 0))
    play = PlayCard(ALICE, three, home(ALICE))
    assert game.why_not(play) == (
        f"Orange 3 #{three} needs 2 orange power in play, Alice has 1 orange (205.1)"
    )
    assert play not in game.legal_choices()
    game.apply(PlayCard(ALICE, one, problem_area(BOB)))
    assert game.state.players[ALICE].tokens == 4
    three_again = game.state.players[ALICE].hand[0]
    lines = game.apply(PlayCard(ALICE, three_again, home(ALICE)))  # now 2 orange in play
    assert game.state.players[ALICE].tokens == 1
    assert "pays 3 and plays Orange 3" in lines[0] and "(609.2a, 302.1)" in lines[0]


def test_cost_and_area_rules_are_cited(board):
    b = board()
    (friend,) = b.add(Zone.HAND, ALICE, "orange-2")
    game = b.game(tokens=(1, 0))
    assert "costs 2 action tokens, Alice has 1 (609.2a, 204.1, 508.1d)" in game.why_not(
        PlayCard(ALICE, friend, problem_area(ALICE))
    )
    assert "(302.1)" in game.why_not(PlayCard(ALICE, friend, home(BOB)))
    with pytest.raises(IllegalChoiceError, match="609.2a"):
        game.apply(PlayCard(ALICE, friend, home(ALICE)))
    assert "Bob's decision" not in game.why_not(EndMainPhase(BOB))
    assert "Alice's decision" in game.why_not(EndMainPhase(BOB))


def test_events_go_to_the_discard_pile_and_faceoff_events_wait_for_a_faceoff(board):
    b = board()
    plan, cheer = b.add(Zone.HAND, ALICE, "event-main", "event-faceoff")
    game = b.game(tokens=(3, 0))
    assert "timing 'Faceoff'" in game.why_not(PlayCard(ALICE, cheer))
    lines = game.apply(PlayCard(ALICE, plan))
    assert "not automated, judge to apply: Main Phase: Draw a card." in "\n".join(lines)
    discard = game.state.players[ALICE].discard
    assert [game.state.cards[i].card_id for i in discard] == ["event-main"]  # 304.2


def test_moving_costs_two_swift_one_and_never_to_an_opponents_home(board):
    b = board()
    runner = b.play("swift-1", ALICE, home(ALICE))
    game = b.game(tokens=(2, 0))
    mane = b.mane[ALICE]
    assert "(506.2)" in game.why_not(MoveCharacter(ALICE, mane, home(BOB)))
    assert "(506.2)" in game.why_not(MoveCharacter(ALICE, mane, home(ALICE)))
    game.apply(MoveCharacter(ALICE, runner, problem_area(BOB)))
    assert game.state.players[ALICE].tokens == 1  # Swift pays 1 less (609.2b)
    assert "costs 2 action tokens" in game.why_not(MoveCharacter(ALICE, mane, problem_area(BOB)))


def test_draw_action_and_rally(board):
    b = board()
    scared = b.play("orange-2", ALICE, home(ALICE), frightened=True, face_down=True)
    game = b.game(tokens=(3, 0))
    assert "(410.4, 508.1c)" in game.why_not(DrawAction(ALICE))
    game.apply(Rally(ALICE, scared))
    card = game.state.cards[scared]
    assert not card.frightened and not card.face_down and game.state.players[ALICE].tokens == 1


def test_troublemaker_is_played_face_down_for_one_token_and_uncovered_next_turn(board):
    b = board()
    (tm,) = b.add(Zone.HAND, ALICE, "tm-3")
    game = b.game(tokens=(1, 0))
    assert "(306.1, 609.2c)" in game.why_not(PlayCard(ALICE, tm, home(ALICE)))
    lines = game.apply(PlayCard(ALICE, tm, problem_area(BOB)))
    assert "face-down Troublemaker" in lines[0] and "(609.2c, 306.1)" in lines[0]
    played = next(c for c in game.state.in_play() if c.card_id == "tm-3")
    assert played.face_down
    game.apply(EndMainPhase(ALICE))  # Bob's turn
    game.apply(EndMainPhase(BOB))  # Alice's turn: the only face-down one is uncovered (607.2)
    assert not game.state.cards[played.iid].face_down
    assert "(607.2, 607.3)" in trace_text(game)


def test_uncover_order_is_the_turn_players_choice(board):
    b = board()
    one = b.play("tm-2", ALICE, problem_area(BOB), face_down=True)
    b.play("tm-3", ALICE, problem_area(ALICE), face_down=True)
    game = b.game(at="start")
    assert game.current_decision().kind is DecisionKind.UNCOVER
    game.apply(Uncover(ALICE, one))
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # the second one is forced


def test_epic_troublemaker_uncovered_dismisses_other_face_up_ones(board):
    b = board()
    plain = b.play("tm-2", BOB, problem_area(BOB))
    b.play("tm-epic", ALICE, problem_area(BOB), face_down=True)
    game = b.game(at="start")
    assert plain not in game.state.cards  # 607.3
    assert "dismissed to its owner's discard pile (607.3)" in trace_text(game)


def test_winning_a_troublemaker_faceoff_scores_its_points(board):
    b = board()
    tm = b.play("tm-2", BOB, problem_area(BOB))
    b.play("orange-3", ALICE, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="challenge")
    assert "(608.2)" not in (game.why_not(Challenge(ALICE, tm)) or "")
    game.apply(Challenge(ALICE, tm))
    text = trace_text(game)
    assert f"Bob 3 (Timberwolf, Two #{tm} 2 + flipped Orange 1" in text  # 514.4a
    assert "Faceoff totals: Alice 4 (Orange 3" in text
    assert game.state.players[ALICE].points == 1 and tm not in game.state.cards  # 514.5a
    assert len(game.state.players[ALICE].deck) == 1  # flipped card back at the bottom (514.6)


def test_challenging_needs_a_character_there_and_losing_sends_one_home(board):
    b = board()
    tm = b.play("tm-3", BOB, problem_area(BOB))
    game = b.game(at="challenge")
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # nothing to challenge
    b = board()
    tm = b.play("tm-3", BOB, problem_area(BOB))
    one = b.play("orange-1", ALICE, problem_area(BOB))
    two = b.play("orange-1", ALICE, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert game.current_decision().kind is DecisionKind.SEND_HOME  # 514.5b
    game.apply(SendHome(ALICE, two))
    assert game.state.cards[two].area == home(ALICE) and game.state.cards[one].area != home(ALICE)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.why_not(EndChallenges(ALICE)) is not None


def test_tied_faceoff_flips_again(board):
    b = board()
    tm = b.play("tm-2", BOB, problem_area(BOB))
    b.play("orange-2", ALICE, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    text = trace_text(game)
    assert "Totals are tied: each player flips another card (514.4c)" in text
    assert game.state.players[ALICE].points == 1


def test_opposing_face_up_troublemaker_blocks_confronting(board):
    b = board()
    b.play("orange-1", ALICE, problem_area(ALICE))
    b.play("tm-2", BOB, problem_area(ALICE))
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.state.players[ALICE].points == 0
    assert "opposing face-up Troublemaker there (611.3e)" in trace_text(game)


def test_contested_problem_has_a_faceoff_and_is_replaced(board):
    b = board()
    mine = b.play("orange-2", ALICE, problem_area(BOB))
    theirs = b.play("pink-3", BOB, problem_area(BOB))
    old_problem = b.problem[BOB]
    b.add(Zone.PROBLEM_DECK, BOB, "spare")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    s = game.state
    text = trace_text(game)
    assert "Alice confronts Problem Easy" in text and "(611.3)" in text
    assert "Problem Faceoff (612.2)" in text
    assert "Bob wins the faceoff (514.5)" in text  # 3 + 1 beats 2 + 1
    assert s.players[ALICE].points == 1 and s.players[BOB].points == 1  # bonus 1 (514.5c)
    assert s.cards[mine].area == home(ALICE) and s.cards[theirs].area == home(BOB)  # 613.2
    assert old_problem not in s.cards
    replacement = next(c for c in s.in_play() if c.area == problem_area(BOB))
    assert replacement.card_id == "spare"


def test_confronting_both_problems_means_a_multi_problem_faceoff(board):
    b = board()
    b.play("orange-1", ALICE, problem_area(ALICE))
    b.play("orange-1", ALICE, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    b.add(Zone.PROBLEM_DECK, ALICE, "spare")
    b.add(Zone.PROBLEM_DECK, BOB, "spare")
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.current_decision().kind is DecisionKind.CONFRONT_ORDER  # 610.1
    game.apply(ConfrontAt(ALICE, problem_area(BOB)))
    text = trace_text(game)
    assert "Multi Problem Faceoff (612.1)" in text
    assert game.state.players[ALICE].points == 2 + 1  # two confronts, bonus 1
    problems = sorted(c.card_id for c in game.state.in_play() if c.card_id in ("spare", "easy"))
    assert problems == ["spare", "spare"]


def test_wrap_up_discards_to_eight_and_retires_to_the_home_limit(board):
    b = board()
    b.add(Zone.HAND, ALICE, *["orange-1"] * 9)
    friends = [b.play("orange-1", ALICE, home(ALICE)) for _ in range(4)]
    game = b.game(at="end")
    assert game.current_decision().kind is DecisionKind.DISCARD  # 616.2
    game.apply(Discard(ALICE, game.state.players[ALICE].hand[0]))
    assert game.current_decision().kind is DecisionKind.RETIRE  # 616.3: home limit 3
    assert "(616.3)" in game.why_not(Retire(ALICE, b.mane[ALICE]))
    game.apply(Retire(ALICE, friends[0]))
    assert game.state.turn_player == BOB and len(game.state.players[ALICE].hand) == 8


def test_competitive_adds_power_only_in_faceoffs(board):
    b = board()
    tm = b.play("tm-3", BOB, problem_area(BOB))
    b.play("competitive-1", ALICE, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert "Competitive 1 #" in trace_text(game) and "Alice 4 (" in trace_text(game)
    assert tm in game.state.cards  # 1 + 2 + flip 1 = 4 = 3 + 1: a tie, then no cards: no winner
    assert "without a winner" in trace_text(game)


def test_challenging_your_own_epic_troublemaker_gives_its_power_to_the_opponent(board):
    b = board()
    epic = b.play("tm-epic", ALICE, problem_area(BOB))
    b.play("orange-3", ALICE, problem_area(BOB))
    b.play("orange-1", ALICE, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, epic))  # 608.1: Epic Troublemakers may be challenged by anyone
    assert f"Bob 6 (Ursa, Epic #{epic} 5 + flipped" in trace_text(game)  # 514.4a.i
    assert game.state.players[ALICE].points == 3


def test_frightened_friends_at_a_solved_problem_are_sent_home(board):
    b = board()
    b.play("orange-3", ALICE, problem_area(BOB))
    scared = b.play("pink-2", ALICE, problem_area(BOB), frightened=True, face_down=True)
    b.play("pink-3", BOB, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.state.cards[scared].area == home(ALICE)  # 613.2
    assert game.state.cards[scared].frightened


def test_frightened_non_friends_are_turned_face_up_before_priority(board):
    b = board()
    mane = b.state.cards[b.mane[BOB]]
    b.state.cards[mane.iid] = replace(mane, frightened=True, face_down=True)
    game = b.game()
    mane = game.state.cards[b.mane[BOB]]
    assert not mane.frightened and not mane.face_down
    assert "(511.4)" in trace_text(game)
