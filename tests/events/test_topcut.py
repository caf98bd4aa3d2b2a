"""Top cut stored as elimination rounds: seeding, advancing winners, no draws, tier timing."""

from __future__ import annotations

import pytest

from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError
from tourney.events.matches import matches_in
from tourney.events.model import Result, RoundKind
from tourney.events.players import add_players
from tourney.events.registration import register_player
from tourney.events.results import record_result
from tourney.events.round_clock import time_limit
from tourney.events.round_edits import explain_pairing, swap_players
from tourney.events.swiss_link import event_standings, pair_next_round, standings_csv
from tourney.events.topcut import bracket_of, cut_to_top, pair_next_elimination_round


def _swiss(session, s, rounds):
    for _ in range(rounds):
        round_, _ = pair_next_round(session, s.event, by=s.scorekeeper)
        for m in matches_in(session, round_):
            if m.result is None:
                # The player registered earlier wins: a clear, stable ranking.
                result = Result.A_WINS if m.player_a_id < m.player_b_id else Result.B_WINS
                record_result(session, m, result, by=s.scorekeeper)


def _names(session, round_):
    return [(m.player_a.player.name, m.player_b.player.name) for m in matches_in(session, round_)]


def test_top_eight_is_seeded_1v8_4v5_2v7_3v6_from_the_swiss_standings(session, scene):
    s = scene(players=8, tier=2)
    _swiss(session, s, 3)
    seeds = [row.player.name for row in event_standings(session, s.event)][:8]
    first = cut_to_top(session, s.event, by=s.organizer, size=8)
    assert first.kind == RoundKind.ELIMINATION and first.number == 4
    assert _names(session, first) == [
        (seeds[0], seeds[7]),
        (seeds[3], seeds[4]),
        (seeds[1], seeds[6]),
        (seeds[2], seeds[5]),
    ]
    explained = explain_pairing(session, first)
    assert explained[1].startswith(f"Elimination round 1, table 1: seed 1 {seeds[0]}")


def test_field_size_decides_top_four_or_top_eight(session, scene):
    small = scene(players=8)
    _swiss(session, small, 2)
    assert len(matches_in(session, cut_to_top(session, small.event, by=small.organizer))) == 2

    big = scene(players=8, started=False)
    extra = add_players(session, [f"Extra {n}" for n in range(9)]).players
    for player in extra:
        register_player(session, big.event, player, by=big.scorekeeper)
    from tourney.events.event import start_event

    start_event(session, big.event, by=big.head_judge)
    _swiss(session, big, 2)
    assert len(matches_in(session, cut_to_top(session, big.event, by=big.organizer))) == 4


def test_winners_advance_the_1_8_winner_meets_the_4_5_winner_until_a_champion(session, scene):
    s = scene(players=8)
    _swiss(session, s, 3)
    cut = cut_to_top(session, s.event, by=s.organizer, size=8)
    t1, t2, t3, t4 = matches_in(session, cut)
    record_result(session, t1, Result.A_WINS, by=s.scorekeeper)  # seed 1
    record_result(session, t2, Result.B_WINS, by=s.scorekeeper)  # seed 5
    record_result(session, t3, Result.B_WINS, by=s.scorekeeper)  # seed 7
    record_result(session, t4, Result.A_WINS, by=s.scorekeeper)  # seed 3
    semis = pair_next_elimination_round(session, s.event, by=s.organizer)
    seeds = bracket_of(session, s.event).seeds
    assert [(m.player_a_id, m.player_b_id) for m in matches_in(session, semis)] == [
        (seeds[0].id, seeds[4].id),
        (seeds[6].id, seeds[2].id),
    ]
    a, b = matches_in(session, semis)
    record_result(session, a, Result.B_WINS, by=s.scorekeeper)
    record_result(session, b, Result.A_WINS, by=s.scorekeeper)
    final = pair_next_elimination_round(session, s.event, by=s.organizer)
    (match,) = matches_in(session, final)
    assert (match.player_a_id, match.player_b_id) == (seeds[4].id, seeds[6].id)
    record_result(session, match, Result.B_WINS, by=s.scorekeeper)
    bracket = bracket_of(session, s.event)
    assert bracket.champion.id == seeds[6].id
    assert [m.table for m in bracket.round_matches(2)] == [1, 2]
    with pytest.raises(EventRuleError, match="over: .* won the final"):
        pair_next_elimination_round(session, s.event, by=s.organizer)


def test_an_elimination_draw_is_refused_and_said_to_be_replayed(session, scene):
    s = scene(players=4)
    _swiss(session, s, 2)
    cut = cut_to_top(session, s.event, by=s.organizer)
    with pytest.raises(EventRuleError, match="may not end in a draw.*another game"):
        record_result(session, matches_in(session, cut)[0], Result.DRAW, by=s.scorekeeper)


def test_swiss_standings_ignore_elimination_rounds_and_swiss_pairing_stops(session, scene):
    s = scene(players=4)
    _swiss(session, s, 2)
    before = standings_csv(session, s.event)
    cut = cut_to_top(session, s.event, by=s.organizer)
    for m in matches_in(session, cut):
        record_result(session, m, Result.B_WINS, by=s.scorekeeper)
    assert standings_csv(session, s.event) == before
    with pytest.raises(EventRuleError, match="elimination rounds; the Swiss rounds are over"):
        pair_next_round(session, s.event, by=s.scorekeeper)
    with pytest.raises(EventRuleError, match="already cut"):
        cut_to_top(session, s.event, by=s.organizer)


def test_tier_2_eliminations_are_45_minutes_tier_3_untimed_best_of_three(session, scene):
    for tier, minutes, games in ((1, 35, 1), (2, 45, 1), (3, None, 3)):
        s = scene(players=4, tier=tier)
        limit = time_limit(s.event, RoundKind.ELIMINATION)
        assert (limit.minutes, limit.games) == (minutes, games)
        assert time_limit(s.event, RoundKind.SWISS).minutes == 35
        _swiss(session, s, 2)
        cut_to_top(session, s.event, by=s.organizer)
        note = audit_trail(session, s.event)[-1].details["notes"][-1]
        assert ("untimed" in note) == (tier == 3) and ("best of 3" in note) == (tier == 3)


def test_a_cut_larger_than_the_field_is_refused(session, scene):
    s = scene(players=4)
    _swiss(session, s, 1)
    with pytest.raises(EventRuleError, match="top 8 needs 8 players"):
        cut_to_top(session, s.event, by=s.organizer, size=8)
    assert bracket_of(session, s.event) is None


def test_the_organizer_may_set_the_cut_size_in_the_event_settings(session, scene):
    s = scene(players=8)
    s.event.settings = {**s.event.settings, "top_cut_size": 2}
    _swiss(session, s, 2)
    final = cut_to_top(session, s.event, by=s.organizer)
    assert len(matches_in(session, final)) == 1
    assert bracket_of(session, s.event).size == 2


def test_elimination_tables_are_not_swapped_and_an_unannounced_cut_is_noted(session, scene):
    s = scene(players=4)  # set up as Swiss only
    _swiss(session, s, 2)
    cut = cut_to_top(session, s.event, by=s.organizer)
    notes = audit_trail(session, s.event)[-1].details["notes"]
    assert any("must be told before the tournament" in note for note in notes)
    a, b = matches_in(session, cut)
    with pytest.raises(EventRuleError, match="elimination round: its tables follow"):
        swap_players(session, cut, a.player_a, b.player_a, by=s.scorekeeper, why="x")
