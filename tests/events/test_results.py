"""Results are entered once and are final; only the head judge corrects them, with a reason."""

from __future__ import annotations

import pytest

from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError, ResultFinalError
from tourney.events.matches import matches_in
from tourney.events.model import Ending, Result, RoundKind
from tourney.events.results import correct_result, record_result
from tourney.events.rounds import store_pairing


def _round_one(session, s, kind=RoundKind.SWISS):
    a, b, c, d = s.players
    round_ = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper, kind=kind)
    return matches_in(session, round_)


def test_a_recorded_result_is_final_for_everyone_but_the_head_judge(session, scene):
    s = scene()
    table1, _ = _round_one(session, s)
    record_result(session, table1, Result.A_WINS, by=s.scorekeeper)
    with pytest.raises(ResultFinalError, match="Conceding and Dropping"):
        record_result(session, table1, Result.B_WINS, by=s.floor_judge)
    with pytest.raises(NotAllowedError, match="head judge"):
        correct_result(session, table1, Result.B_WINS, by=s.organizer, why="slip entered wrong")
    assert table1.result == Result.A_WINS


def test_head_judge_correction_changes_the_result_and_is_audited_with_the_reason(session, scene):
    s = scene()
    table1, _ = _round_one(session, s)
    record_result(session, table1, Result.A_WINS, by=s.scorekeeper)
    with pytest.raises(EventRuleError, match="reason"):
        correct_result(session, table1, Result.B_WINS, by=s.head_judge, why=" ")
    correct_result(session, table1, Result.B_WINS, by=s.head_judge, why="both signed for Bon Bon")
    assert table1.result == Result.B_WINS
    entry = audit_trail(session, s.event)[-1]
    assert entry.action == "result corrected"
    assert entry.who == "Hazel Head (head judge)"
    assert entry.why == "both signed for Bon Bon"
    assert entry.details["winner"] == "Bon Bon"
    assert entry.details["previous"]["winner"] == "Applejack Fan"


def test_no_show_concession_draw_and_double_loss_are_results(session, scene):
    s = scene()
    table1, table2 = _round_one(session, s)
    record_result(session, table1, Result.B_WINS, by=s.scorekeeper, ending=Ending.NO_SHOW)
    record_result(session, table2, Result.DOUBLE_LOSS, by=s.scorekeeper, ending=Ending.NO_SHOW)
    assert (table1.result, table1.ending) == (Result.B_WINS, Ending.NO_SHOW)
    assert table2.result == Result.DOUBLE_LOSS
    with pytest.raises(EventRuleError, match="was conceded cannot end in a draw"):
        correct_result(
            session, table1, Result.DRAW, by=s.head_judge, why="x", ending=Ending.CONCEDED
        )


def test_an_elimination_match_cannot_be_a_draw(session, scene):
    s = scene()
    table1, _ = _round_one(session, s, kind=RoundKind.ELIMINATION)
    with pytest.raises(EventRuleError, match="End of Match Procedures"):
        record_result(session, table1, Result.DRAW, by=s.scorekeeper)
