"""Section 1: deckbuilding (101), starting a game (102), winning (103)."""

from __future__ import annotations

import random

import pytest

from engine import DeckError, DeckList, Game, Mode, Zone, problem_area
from engine.choices import (
    ChooseStartingProblem,
    Concede,
    Continue,
    DecisionKind,
    EndMainPhase,
    FirstPlayer,
    Mulligan,
)
from engine.game import deck_errors
from engine.scenario import ALICE, BOB
from engine.selfplay import random_deck
from engine.vanilla import vanilla_pool


def two_decks(seed: int = 3) -> tuple[DeckList, DeckList]:
    p = vanilla_pool()
    rng = random.Random(seed)
    return random_deck(p, rng, "Alice"), random_deck(p, rng, "Bob")


def test_deck_rules_are_cited_for_a_short_deck_without_starting_problem(pool):
    p = pool
    deck = DeckList("Alice", "V-OR-M", ("spare",) * 10, ("orange-1",) * 4)
    errors = deck_errors(p, deck)
    assert any("(101.1)" in e for e in errors)
    assert any("4 copies of Orange 1" in e and "(101.2)" in e for e in errors)
    assert any("(101.3a)" in e for e in errors)
    assert any("(101.3c)" in e for e in errors)
    with pytest.raises(DeckError, match="101.1"):
        Game.new(p, [deck, deck], seed=1)


def test_game_starts_with_manes_in_play_and_asks_for_starting_problems_in_seat_order():
    p = vanilla_pool()
    game = Game.new(p, two_decks(), seed=9)
    manes = [c for c in game.state.in_play() if p[c.card_id].type == "Mane Character"]
    assert [(m.owner, str(m.area), m.boosted) for m in manes] == [
        (0, "home:0", False),
        (1, "home:1", False),
    ]  # 102.1, 301.1
    decision = game.current_decision()
    assert decision.kind is DecisionKind.STARTING_PROBLEM and decision.player == ALICE
    assert all(p[game.state.cards[c.card].card_id].starting_problem for c in game.legal_choices())


def test_non_starting_problem_is_refused_with_rule():
    p = vanilla_pool()
    game = Game.new(p, two_decks(), seed=9)
    other = next(
        i
        for i in game.state.players[0].problem_deck
        if not p[game.state.cards[i].card_id].starting_problem
    )
    assert "Starting Problem keyword (102.2)" in game.why_not(ChooseStartingProblem(0, other))


def start(game: Game) -> None:
    for _ in range(2):
        game.apply(game.legal_choices()[0])


def test_seeded_start_draws_six_each_and_first_player_mulligans_first():
    game = Game.new(vanilla_pool(), two_decks(), seed=9)
    start(game)
    s = game.state
    assert [len(p.hand) for p in s.players] == [6, 6]  # 102.3
    assert [len(p.deck) for p in s.players] == [39, 39]
    assert [len(p.problem_deck) for p in s.players] == [9, 9]
    assert game.current_decision().kind is DecisionKind.MULLIGAN
    assert game.current_decision().player == s.first_player  # 102.4: in turn order


def test_mulligan_reshuffles_and_redraws_six_then_first_turn_skips_draw():
    game = Game.new(vanilla_pool(), two_decks(), seed=9)
    start(game)
    first = game.state.first_player
    kept = list(game.state.players[1 - first].hand)
    game.apply(Mulligan(first, True))
    game.apply(Mulligan(1 - first, False))
    s = game.state
    assert s.turn == 1 and s.turn_player == first
    assert len(s.players[first].hand) == 6 and s.players[1 - first].hand == kept
    assert "skips the draw on the first turn (605.1a)" in "\n".join(game.traces[-1])
    game.apply(EndMainPhase(first))
    assert len(game.state.players[1 - first].hand) == 7  # the second player draws (605.1)


def test_observed_mode_asks_the_judge_for_first_player_and_every_drawn_card():
    game = Game.new(vanilla_pool(), two_decks(), mode=Mode.OBSERVED)
    start(game)
    assert game.current_decision().kind is DecisionKind.FIRST_PLAYER
    assert game.current_decision().player is None
    game.apply(FirstPlayer(BOB))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REVEAL and "Bob's deck" in decision.prompt


def test_fifteen_points_wins_at_once(board):
    board = board()
    board.play("orange-1", ALICE, problem_area(ALICE))
    game = board.game(at="score", points=(14, 3))
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.outcome is not None and game.outcome.winner == ALICE
    assert "(103.2)" in game.outcome.reason
    assert game.legal_choices() == [] and game.current_decision() is None


def test_concede_ends_the_game_for_the_opponent(board):
    game = board().game()
    assert Concede(BOB) not in game.legal_choices()
    game.apply(Concede(BOB))
    assert game.outcome.winner == ALICE and "103.4" in game.outcome.reason
    assert "game is over" in game.why_not(EndMainPhase(ALICE))


def test_zone_change_at_start_gives_new_ids():
    game = Game.new(vanilla_pool(), two_decks(), seed=9)
    chosen = game.legal_choices()[0]
    game.apply(chosen)
    game.apply(game.legal_choices()[0])  # both chosen: put into play together (801.1)
    assert chosen.card not in game.state.cards  # 410.6
    assert any(
        c.zone is Zone.PLAY and c.area is not None and c.area.kind == "problem"
        for c in game.state.cards.values()
    )
