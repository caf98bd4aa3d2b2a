"""103: winning and losing. Players who reach 15 points at the same time draw (103.2a), and
once the game is over nothing more happens (103.1): no more points, no triggered effects.

No printed card makes both players score at once yet; a made-up Event "Each player scores a
point" stands for one. Avalanche! (PR162) is real: "When a player confronts this Problem, that
player's opponent discards a card."
"""

from __future__ import annotations

import pytest

from engine.cards import CardDefinition, CardType
from engine.choices import PlayCard
from engine.scenario import A_PROBLEM, ALICE, BOB, Board, trace_text
from engine.scripts.vocabulary import ANY, MAIN, Play, Score, card
from engine.state import Zone

EACH_SCORES = CardDefinition(
    "each-scores", "Shared Win", CardType.EVENT, power=1, cost=1,
    text=("Main Phase: Each player scores a point.",),
)  # fmt: skip


@pytest.fixture
def pool(real_cards):  # type: ignore[no-untyped-def]
    return real_cards({"each-scores": card(Play(MAIN, (Score(1, ANY),)))}, EACH_SCORES)


def test_103_2a_both_players_reaching_15_at_once_draw(pool):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    (event,) = b.add(Zone.HAND, ALICE, "each-scores")
    game = b.game(tokens=(1, 0), points=(14, 14))
    game.apply(PlayCard(ALICE, event))
    assert game.outcome is not None and game.outcome.winner is None  # not the turn player
    assert "(103.2a)" in game.outcome.reason
    assert [p.points for p in game.state.players] == [15, 15]
    assert game.current_decision() is None and game.legal_choices() == []
    assert game.state.agenda == []


def test_103_2_players_scoring_at_once_only_one_reaching_15_wins(pool):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    (event,) = b.add(Zone.HAND, ALICE, "each-scores")
    game = b.game(tokens=(1, 0), points=(14, 3))
    game.apply(PlayCard(ALICE, event))
    assert game.outcome.winner == ALICE and "(103.2)" in game.outcome.reason
    assert [p.points for p in game.state.players] == [15, 4]  # scored at the same time
    assert game.state.agenda == []  # the effect's step is not put back (103.1)


def test_103_1_nothing_happens_after_the_winning_confront(pr_board):  # type: ignore[no-untyped-def]
    b = pr_board(problems=("PR162", "easy"))
    for _ in range(2):
        b.play("V-OR-F220", ALICE, A_PROBLEM)
    b.play("V-PU-F330", ALICE, A_PROBLEM)
    b.add(Zone.HAND, BOB, "V-OR-F110")
    game = b.game(at="confront", points=(14, 0))
    assert game.outcome.winner == ALICE
    assert len(game.state.players[BOB].hand) == 1  # Avalanche!'s discard never happens
    assert game.state.pending == [] and game.state.agenda == []
    assert trace_text(game).splitlines()[-1].startswith("Game over: Alice has 15")
    game._table.score(BOB, 20, "after the end")  # what an effect still running would do
    assert game.state.players[BOB].points == 0 and game.outcome.winner == ALICE
