"""Re-pairing and swapping an unstarted round, and explaining each table."""

from __future__ import annotations

import pytest

from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Ending, PenaltyLevel, Result
from tourney.events.penalties import issue_penalty, penalties_of
from tourney.events.players import add_player
from tourney.events.registration import drop_player, register_late_entry
from tourney.events.results import record_result
from tourney.events.round_edits import (
    explain_pairing,
    repair_round,
    seat_late_entry,
    swap_players,
)
from tourney.events.rounds import start_round, store_pairing
from tourney.events.swiss_link import event_standings, pair_next_round


def _tables(session, round_):
    return [
        (m.table_number, m.player_a.player.name, m.player_b.player.name if m.player_b else None)
        for m in matches_in(session, round_)
    ]


def _finish(session, s, round_):
    for m in matches_in(session, round_):
        if m.result is None:
            record_result(session, m, Result.A_WINS, by=s.scorekeeper)


def test_repair_round_leaves_out_a_player_who_dropped_and_is_audited(session, scene):
    s = scene(players=6)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    gone = s.players[0]
    drop_player(session, gone, by=s.scorekeeper, why="left before round 1 began")
    new = repair_round(session, round1, by=s.scorekeeper, why="forgotten drop")
    seated = {n for _, a, b in _tables(session, new) for n in (a, b) if n}
    assert gone.player.name not in seated and len(seated) == 5
    assert [r.number for r in rounds_of(session, s.event)] == [1]
    assert any(b is None for _, _, b in _tables(session, new))  # 5 players: one bye
    entry = [e for e in audit_trail(session, s.event) if e.action == "round re-paired"][-1]
    assert entry.why == "forgotten drop" and entry.details["round"] == 1
    assert len(entry.details["previous_tables"]) == 3


def test_repair_with_the_same_seed_gives_the_same_tables_and_another_seed_may_not(session, scene):
    s = scene(players=8)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    before = _tables(session, round1)
    again = repair_round(session, round1, by=s.scorekeeper, why="check")
    assert _tables(session, again) == before
    tables = {tuple(_tables(session, again))}
    for seed in range(1, 6):
        again = repair_round(session, again, by=s.scorekeeper, why="new draw", seed=seed)
        tables.add(tuple(_tables(session, again)))
    assert len(tables) > 1


def test_a_started_round_cannot_be_repaired_or_swapped(session, scene):
    s = scene(players=4)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    start_round(session, round1, by=s.scorekeeper)
    with pytest.raises(EventRuleError, match="before it starts"):
        repair_round(session, round1, by=s.scorekeeper, why="x")
    with pytest.raises(EventRuleError, match="before it starts"):
        swap_players(session, round1, s.players[0], s.players[1], by=s.scorekeeper, why="x")


def test_repair_needs_a_reason_and_the_right_role(session, scene):
    s = scene(players=4)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    with pytest.raises(EventRuleError, match="reason"):
        repair_round(session, round1, by=s.scorekeeper, why=" ")
    with pytest.raises(NotAllowedError):
        repair_round(session, round1, by=s.floor_judge, why="x")


def test_swap_warns_of_a_rematch_and_is_audited(session, scene):
    s = scene(players=4)
    a, b, c, d = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    _finish(session, s, round1)
    round2 = store_pairing(session, s.event, [(a, c), (b, d)], by=s.scorekeeper)
    warnings = swap_players(session, round2, c, b, by=s.scorekeeper, why="players asked")
    assert _tables(session, round2) == [
        (1, a.player.name, b.player.name),
        (2, c.player.name, d.player.name),
    ]
    assert f"creates a rematch: {a.player.name} played {b.player.name} in round 1" in warnings
    assert f"creates a rematch: {c.player.name} played {d.player.name} in round 1" in warnings
    entry = audit_trail(session, s.event)[-1]
    assert entry.action == "pairing swapped" and entry.why == "players asked"
    assert entry.details["warnings"] == warnings


def test_swap_with_the_bye_moves_the_bye_and_warns_of_a_second_one(session, scene):
    s = scene(players=5)
    a, b, c, d, e = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d), (e, None)], by=s.scorekeeper)
    _finish(session, s, round1)
    round2 = store_pairing(session, s.event, [(a, e), (b, c), (d, None)], by=s.scorekeeper)
    warnings = swap_players(session, round2, d, e, by=s.scorekeeper, why="judge call")
    tables = matches_in(session, round2)
    assert (tables[0].player_b_id, tables[2].player_a_id) == (d.id, e.id)
    assert tables[2].result == Result.BYE and tables[0].result is None
    assert f"gives {e.player.name} a second bye: they had one in round 1" in warnings


def test_a_game_loss_owed_moves_with_the_player_when_swapped(session, scene):
    s = scene(players=4)
    a, b, c, d = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    _finish(session, s, round1)
    issue_penalty(
        session, a, "other-game-loss", judge=s.head_judge, between_games=True, notes="late list"
    )
    round2 = store_pairing(session, s.event, [(a, c), (b, d)], by=s.scorekeeper)
    t1, t2 = matches_in(session, round2)
    assert (t1.result, t1.ending) == (Result.B_WINS, Ending.GAME_LOSS)
    swap_players(session, round2, a, b, by=s.scorekeeper, why="fix")
    t1, t2 = matches_in(session, round2)
    assert t1.result is None  # b v c now: nothing owed
    assert {t2.player_a_id, t2.player_b_id} == {a.id, d.id}
    assert t2.ending == Ending.GAME_LOSS and t2.result == (
        Result.B_WINS if t2.player_a_id == a.id else Result.A_WINS
    )
    (loss,) = [p for p in penalties_of(session, s.event) if p.level == PenaltyLevel.GAME_LOSS]
    assert loss.match_id == t2.id and not loss.pending


def test_swap_refuses_a_round_with_a_played_result(session, scene):
    s = scene(players=4)
    a, b, c, d = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    drop_player(session, a, by=s.scorekeeper, why="ill")  # concedes table 1
    with pytest.raises(EventRuleError, match="re-pair the round instead"):
        swap_players(session, round1, b, c, by=s.scorekeeper, why="x")


def test_explain_pairing_explains_each_table_and_marks_hand_edits(session, scene):
    s = scene(players=5)
    round1, pairing = pair_next_round(session, s.event, by=s.scorekeeper)
    _finish(session, s, round1)
    round2, pairing = pair_next_round(session, s.event, by=s.scorekeeper)
    explained = explain_pairing(session, round2)
    assert sorted(explained) == [m.table_number for m in matches_in(session, round2)]
    for match in matches_in(session, round2):
        assert explained[match.table_number] == pairing.explain(match.player_a_id)
    bye = matches_in(session, round2)[-1]
    assert "has the bye" in explained[bye.table_number]
    first, second = matches_in(session, round2)[:2]
    swap_players(
        session, round2, first.player_b, second.player_b, by=s.scorekeeper, why="seat request"
    )
    explained = explain_pairing(session, round2)
    assert "set by hand" in explained[1] and "seat request" in explained[1]


def test_a_late_entry_takes_the_bye_of_an_unstarted_round(session, scene):
    s = scene(players=5)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    late = register_late_entry(
        session, s.event, add_player(session, "Trixie").players[0], by=s.organizer
    )
    assert late.late_entry_round == 2
    table = seat_late_entry(session, round1, late, by=s.scorekeeper, why="arrived on time")
    assert table.player_b_id == late.id and table.result is None
    assert late.late_entry_round == 1
    record_result(session, table, Result.B_WINS, by=s.scorekeeper)
    _finish(session, s, round1)
    points = {row.player.name: row.points for row in event_standings(session, s.event)}
    assert points["Trixie"] == 3
    assert audit_trail(session, s.event)[-2].action == "result"
    entry = [e for e in audit_trail(session, s.event) if e.action == "late entry seated"][0]
    assert entry.details["player"] == "Trixie" and entry.why == "arrived on time"
    other = register_late_entry(
        session, s.event, add_player(session, "Gilda").players[0], by=s.organizer
    )
    round2, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    assert other.id in {
        i for m in matches_in(session, round2) for i in (m.player_a_id, m.player_b_id)
    }


def test_no_bye_no_seat_for_a_late_entry(session, scene):
    s = scene(players=4)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    late = register_late_entry(
        session, s.event, add_player(session, "Trixie").players[0], by=s.organizer
    )
    with pytest.raises(EventRuleError, match="no bye and no player who dropped"):
        seat_late_entry(session, round1, late, by=s.scorekeeper)


def test_explain_holds_for_a_round_in_which_a_player_dropped_and_conceded(session, scene):
    s = scene(players=6)
    round1, pairing = pair_next_round(session, s.event, by=s.scorekeeper)
    leaving = matches_in(session, round1)[0].player_a
    drop_player(session, leaving, by=s.scorekeeper, why="ill")
    _finish(session, s, round1)
    explained = explain_pairing(session, round1)
    for match in matches_in(session, round1):
        assert explained[match.table_number] == pairing.explain(match.player_a_id)


def test_a_late_entry_takes_the_seat_of_a_player_who_dropped_before_the_round_began(session, scene):
    s = scene(players=4)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    absent = matches_in(session, round1)[1].player_b
    drop_player(session, absent, by=s.scorekeeper, why="never arrived")
    late = register_late_entry(
        session, s.event, add_player(session, "Trixie").players[0], by=s.organizer
    )
    table = seat_late_entry(session, round1, late, by=s.scorekeeper, why="room at table 2")
    assert table.table_number == 2 and table.player_b_id == late.id and table.result is None
    entry = audit_trail(session, s.event)[-1]
    assert entry.details["in_place_of"] == absent.player.name
    _finish(session, s, round1)
    points = {row.player.name: row.points for row in event_standings(session, s.event)}
    assert points["Trixie"] == 1 and points[absent.player.name] == 0
