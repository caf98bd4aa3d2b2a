"""Penalties as the floor rules give them, and what they do to the match on the table."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.matches import matches_in
from tourney.events.model import Ending, PenaltyLevel, Result
from tourney.events.penalties import issue_penalty, penalize_tardiness, penalties_of
from tourney.events.registration import registrations_of, undrop_player
from tourney.events.results import record_result
from tourney.events.rounds import start_round, store_pairing

ROUND_START = datetime(2016, 9, 3, 13, 0)


def _paired(session, s):
    a, b, c, d = s.players
    round_ = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    return round_, matches_in(session, round_)


def test_a_second_game_warning_for_the_same_infraction_is_a_game_loss(session, scene):
    s = scene()
    _, (table1, _) = _paired(session, s)
    a = s.players[0]
    first = issue_penalty(session, a, "slow-play", judge=s.floor_judge, notes="long think")
    other = issue_penalty(session, a, "game-state", judge=s.floor_judge)
    assert first.level == other.level == PenaltyLevel.GAME_WARNING
    assert table1.result is None
    second = issue_penalty(session, a, "slow-play", judge=s.floor_judge)
    assert second.level == PenaltyLevel.GAME_LOSS
    assert second.upgraded_from == PenaltyLevel.GAME_WARNING
    assert table1.result == Result.B_WINS  # Bon Bon receives the win
    penalty_entry = [e for e in audit_trail(session, s.event) if e.action == "penalty"][-1]
    assert penalty_entry.details["upgraded_from"] == "Game Warning"
    assert "second Game Warning for Slow play" in penalty_entry.why


def test_a_game_loss_gives_the_opponent_the_win(session, scene):
    s = scene()
    _, (table1, table2) = _paired(session, s)
    penalty = issue_penalty(session, s.players[3], "drawing-extra-cards", judge=s.floor_judge)
    assert (table2.result, table2.ending) == (Result.A_WINS, Ending.GAME_LOSS)
    assert penalty.match_id == table2.id and not penalty.pending
    assert (penalty.round_number, penalty.table_number) == (1, 2)
    assert table1.result is None


def test_game_losses_to_both_players_in_the_same_game_are_a_double_loss(session, scene):
    s = scene()
    _, (table1, _) = _paired(session, s)
    a, b = s.players[:2]
    issue_penalty(session, a, "drawing-extra-cards", judge=s.floor_judge)
    issue_penalty(session, b, "marked-cards-pattern", judge=s.head_judge)
    assert (table1.result, table1.ending) == (Result.DOUBLE_LOSS, Ending.GAME_LOSS)


def test_a_game_loss_between_games_loses_the_next_game(session, scene):
    s = scene()
    a, b, c, d = s.players
    _, (table1, table2) = _paired(session, s)
    record_result(session, table1, Result.A_WINS, by=s.scorekeeper)
    record_result(session, table2, Result.A_WINS, by=s.scorekeeper)
    penalty = issue_penalty(session, a, "outside-assistance", judge=s.floor_judge)
    assert penalty.pending and table1.result == Result.A_WINS  # the recorded result stands
    round2 = store_pairing(session, s.event, [(a, c), (b, d)], by=s.scorekeeper)
    next_game = matches_in(session, round2)[0]
    assert (next_game.result, next_game.ending) == (Result.B_WINS, Ending.GAME_LOSS)
    assert not penalty.pending and penalty.match_id == next_game.id
    assert matches_in(session, round2)[1].result is None


def test_a_game_loss_marked_between_games_waits_even_while_a_game_is_on(session, scene):
    s = scene()
    _, (table1, _) = _paired(session, s)
    penalty = issue_penalty(
        session, s.players[0], "outside-assistance", judge=s.floor_judge, between_games=True
    )
    assert penalty.pending and table1.result is None


def test_tardiness_after_the_five_minute_grace_is_a_game_loss(session, scene):
    s = scene()
    round_, (table1, table2) = _paired(session, s)
    start_round(session, round_, by=s.scorekeeper, at=ROUND_START)
    on_time = penalize_tardiness(
        session, s.players[0], judge=s.floor_judge, at=ROUND_START + timedelta(minutes=5)
    )
    assert on_time is None and table1.result is None
    late = penalize_tardiness(
        session, s.players[3], judge=s.floor_judge, at=ROUND_START + timedelta(minutes=6)
    )
    assert late is not None and late.level == PenaltyLevel.GAME_LOSS
    assert late.infraction == "tardiness" and "6 minutes" in late.notes
    assert table2.result == Result.A_WINS


def test_tardiness_needs_the_round_clock_running(session, scene):
    s = scene()
    _paired(session, s)
    with pytest.raises(EventRuleError, match="Tardiness"):
        penalize_tardiness(session, s.players[0], judge=s.floor_judge)


def test_only_the_head_judge_disqualifies(session, scene):
    s = scene()
    _paired(session, s)
    with pytest.raises(NotAllowedError, match="only the head judge may disqualify"):
        issue_penalty(session, s.players[0], "cheating", judge=s.floor_judge)
    with pytest.raises(NotAllowedError, match="only the head judge"):
        issue_penalty(
            session,
            s.players[0],
            "slow-play",
            judge=s.floor_judge,
            level=PenaltyLevel.DISQUALIFICATION,
        )
    with pytest.raises(NotAllowedError):
        issue_penalty(session, s.players[0], "slow-play", judge=s.scorekeeper)
    assert penalties_of(session, s.event) == []


def test_a_disqualified_player_is_dropped_concedes_and_cannot_rejoin(session, scene):
    s = scene()
    _, (table1, _) = _paired(session, s)
    a = s.players[0]
    penalty = issue_penalty(session, a, "cheating", judge=s.head_judge, notes="stacked deck")
    assert penalty.level == PenaltyLevel.DISQUALIFICATION
    assert a.dropped_at is not None and "disqualified" in (a.drop_reason or "")
    assert a not in registrations_of(session, s.event, active=True)
    assert (table1.result, table1.ending) == (Result.B_WINS, Ending.DROPPED)
    with pytest.raises(EventRuleError, match="disqualified"):
        undrop_player(session, a, by=s.head_judge, why="changed mind")


def test_head_judge_may_upgrade_a_penalty_and_the_upgrade_is_recorded(session, scene):
    s = scene()
    _paired(session, s)
    with pytest.raises(NotAllowedError, match="Head Judge's discretion"):
        issue_penalty(
            session,
            s.players[0],
            "missed-trigger",
            judge=s.floor_judge,
            level=PenaltyLevel.GAME_WARNING,
        )
    penalty = issue_penalty(
        session,
        s.players[0],
        "missed-trigger",
        judge=s.head_judge,
        level=PenaltyLevel.GAME_WARNING,
    )
    assert penalty.upgraded_from == PenaltyLevel.PROCEDURAL_ERROR


def test_an_unknown_infraction_lists_the_catalogue(session, scene):
    s = scene()
    with pytest.raises(EventRuleError, match="tardiness"):
        issue_penalty(session, s.players[0], "being-a-meanie", judge=s.floor_judge)


def test_a_player_with_the_bye_is_not_late(session, scene):
    s = scene(players=3)
    a, b, c = s.players
    round_ = store_pairing(session, s.event, [(a, b), (c, None)], by=s.scorekeeper)
    start_round(session, round_, by=s.scorekeeper, at=ROUND_START)
    with pytest.raises(EventRuleError, match="has the bye"):
        penalize_tardiness(session, c, judge=s.floor_judge, at=ROUND_START + timedelta(hours=1))
