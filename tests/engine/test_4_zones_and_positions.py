"""Section 4: zones (401-410), and the position text format that writes them all."""

from __future__ import annotations

import pytest

from engine import PositionFormatError, Zone, home, problem_area, read_position, write_position
from engine.scenario import ALICE, BOB
from engine.table import Table


def test_position_round_trips_a_busy_board(board):
    b = board()
    b.play("orange-2", ALICE, problem_area(BOB), exhausted=True, counters=(("+1 power", 2),))
    b.play("tm-3", BOB, problem_area(ALICE), face_down=True)
    b.play("pink-2", BOB, home(BOB), frightened=True, face_down=True)
    b.add(Zone.HAND, ALICE, "orange-1", "event-main")
    b.add(Zone.DRAW_DECK, BOB, "pink-3", "blue-2", unordered=True)
    b.add(Zone.DISCARD, BOB, "orange-3")
    game = b.game(at="main", tokens=(3, 1), points=(4, 7))
    text = write_position(game.state)
    again = read_position(text)
    assert write_position(again) == text
    assert again.cards == game.state.cards and again.agenda == game.state.agenda
    assert "'counter=+1 power=2'" in text and "#" in text and "?" in text


def test_position_reader_names_the_bad_line(board):
    text = write_position(board().game().state).replace("ruleset cr-3.8", "ruleset cr-9")
    with pytest.raises(PositionFormatError, match="cr-3.8"):
        read_position(text)
    with pytest.raises(PositionFormatError):
        read_position("not a position")


def test_changing_zones_makes_a_new_card_and_problems_never_reach_a_discard_pile(board):
    b = board()
    friend = b.play("orange-2", ALICE, problem_area(BOB), exhausted=True)
    t = Table(b.state, b.pool)
    new = t.to_discard(friend, "dismissed", "410.1")
    assert friend not in b.state.cards and b.state.cards[new].zone is Zone.DISCARD  # 410.6
    assert not b.state.cards[new].exhausted
    problem = b.problem[ALICE]
    moved = t.put(problem, Zone.DISCARD)
    assert b.state.cards[moved].zone is Zone.PROBLEM_DECK  # 303.3
    assert b.state.players[ALICE].problem_deck[-1] == moved


def test_mane_characters_cannot_leave_play(board):
    b = board()
    t = Table(b.state, b.pool)
    assert t.to_discard(b.mane[ALICE], "dismissed", "410.1") is None
    assert "can't leave play" in t.trace[-1] and "(301.5)" in t.trace[-1]
