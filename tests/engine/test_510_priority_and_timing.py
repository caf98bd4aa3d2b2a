"""Sections 510-512: priority windows, Pre-Priority Processing and timing phrases."""

from __future__ import annotations

from engine import Zone, home, problem_area
from engine.choices import (
    Challenge,
    DecisionKind,
    EndMainPhase,
    OrderTrigger,
    PassPriority,
    PlayCard,
)
from engine.scenario import ALICE, BOB, trace_text


def test_510_1_after_a_main_phase_action_the_opponent_may_answer_with_an_immediate_one(board):
    b = board()
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    (hasty,) = b.add(Zone.HAND, BOB, "hasty-1")
    game = b.game(tokens=(3, 2))
    game.apply(PlayCard(ALICE, one, home(ALICE)))
    decision = game.current_decision()
    assert decision.player == BOB and decision.kind is DecisionKind.PRIORITY  # 705.2h
    assert PassPriority(BOB) in game.legal_choices()
    assert PlayCard(BOB, hasty, home(BOB)) in game.legal_choices()  # Hasty: Immediate (512.5)
    game.apply(PlayCard(BOB, hasty, home(BOB)))
    assert game.current_decision().player == ALICE  # priority passes back (705.2h)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.state.players[BOB].tokens == 1


def test_510_2_a_window_nobody_can_use_closes_without_asking(board):
    b = board()
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    b.add(Zone.HAND, BOB, "orange-2")  # not Hasty: Bob has nothing to do on Alice's turn
    game = b.game(tokens=(3, 5))
    game.apply(PlayCard(ALICE, one, home(ALICE)))
    assert game.current_decision().player == ALICE
    game.apply(EndMainPhase(ALICE))
    assert "Alice ends the Main Phase (510.2)" in trace_text(game)
    assert "passes priority" not in trace_text(game)  # Bob's passes were automatic
    assert game.state.turn_player == BOB  # nothing else asked anyone: Bob's turn began
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE


def test_512_4_faceoff_cards_are_offered_in_faceoff_windows_only(board):
    b = board()
    b.play("orange-2", ALICE, problem_area(BOB))
    tm = b.play("tm-2", BOB, problem_area(BOB))
    (cheer,) = b.add(Zone.HAND, BOB, "event-faceoff")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1")
    game = b.game(at="challenge", tokens=(0, 1))
    assert "only during a faceoff (512.4)" in game.why_not(PlayCard(BOB, cheer))
    game.apply(Challenge(ALICE, tm))
    decision = game.current_decision()  # Alice had priority first and could only pass
    assert decision.player == BOB and decision.kind is DecisionKind.PRIORITY
    assert "the faceoff begins" in decision.prompt
    assert set(game.legal_choices()) == {PlayCard(BOB, cheer), PassPriority(BOB)}
    lines = game.apply(PlayCard(BOB, cheer))
    assert any("judge to apply: Faceoff: +2 power." in line for line in lines)
    assert game.state.players[BOB].tokens == 0


def test_512_3a_main_phase_cards_cannot_be_played_during_a_faceoff(board):
    b = board()
    b.play("orange-2", ALICE, problem_area(BOB))
    tm = b.play("tm-2", BOB, problem_area(BOB))
    (cheer,) = b.add(Zone.HAND, BOB, "event-faceoff")
    (plan,) = b.add(Zone.HAND, BOB, "event-main")
    game = b.game(at="challenge", tokens=(0, 3))
    game.apply(Challenge(ALICE, tm))
    assert "(512.3)" in game.why_not(PlayCard(BOB, plan))  # Bob's not the turn player
    assert PlayCard(BOB, plan) not in game.legal_choices()


def test_511_7a_a_player_orders_their_own_waiting_triggered_effects(pr_board, pick):
    b = pr_board(turn_player=ALICE)
    b.play("PR153", BOB, problem_area(ALICE))  # at the start of the opponent's TM phase
    b.play("PR160", BOB, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2", "orange-3")
    b.add(Zone.HAND, ALICE, "pink-2")
    game = b.game(at="start")
    decision = game.current_decision()
    assert decision.kind is DecisionKind.ORDER_TRIGGERS and decision.player == BOB
    assert len(game.legal_choices()) == 2
    pick(game, OrderTrigger, index=1)  # Yellow Parasprite first
    text = trace_text(game)
    assert text.index("discards") < text.index("from the top of their deck")
    discard = [game.state.cards[i].card_id for i in game.state.players[ALICE].discard]
    assert discard[0] in ("pink-2", "orange-1")  # at random from hand (orange-1 was drawn)
    assert discard[1] == "orange-2"  # then the top card of the deck


def test_511_5_ppp_sends_a_character_in_another_players_home_to_its_own(board):
    b = board()
    stray = b.play("orange-2", ALICE, home(BOB))
    game = b.game()
    assert game.state.cards[stray].area == home(ALICE)
    assert "(511.5)" in trace_text(game)


def test_512_4d_a_reaction_answers_a_condition_met_since_the_last_window(pr_board):
    b = pr_board()
    b.play("orange-2", ALICE, problem_area(BOB))
    tm = b.play("tm-2", BOB, problem_area(BOB))
    (duck,) = b.add(Zone.HAND, ALICE, "PR111")  # Reaction: after you flip during a faceoff
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-3", "orange-2")
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1", "orange-1")
    game = b.game(at="challenge", tokens=(1, 0))
    assert "(512.4d)" in game.why_not(PlayCard(ALICE, duck))
    game.apply(Challenge(ALICE, tm))
    assert game.current_decision().kind is DecisionKind.PRIORITY
    assert PlayCard(ALICE, duck) in game.legal_choices()  # Alice flipped orange-1 (power 1)
    game.apply(PlayCard(ALICE, duck))
    flipped = [game.state.cards[i].card_id for i in game.state.players[ALICE].flip]
    assert flipped == ["orange-1", "orange-3"]  # ignored and flipped a new card (515.4)
    assert "is ignored" in trace_text(game)
    while game.current_decision() and game.current_decision().kind is DecisionKind.PRIORITY:
        game.apply(game.legal_choices()[-1])
    text = trace_text(game)
    assert "ignored Orange 1" in text and "Alice wins the faceoff" in text


def test_601_2_windows_open_at_phase_boundaries_and_close_when_unused(board):
    game = board().game(at="challenge")  # no Troublemaker to challenge, no card to play
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.state.phase == "Main"
    assert game.state.priority == ALICE


def test_512_5_no_keyword_means_a_keyword_grant():
    # ``priority.may_act_outside_main`` finds every card that could give Agile (512.5) among
    # the cards' own continuous abilities: a granted keyword's would be missed
    from engine.scripts import keywords as kw

    for name in kw.AUTOMATED:
        for value in (0, 1, 2, 3):
            assert all(st.kind != "keyword" for st in kw.statics(name, value)), name
