"""Standings and tiebreakers: hand-worked examples, and every figure recomputed independently
over random events."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from swiss_events import random_event

from tourney.swiss import (
    ByeBasis,
    Drop,
    Event,
    MatchWinBasis,
    Outcome,
    Player,
    StandingsRules,
    Tiebreaker,
    match_bye,
    match_drawn,
    match_won,
    standings,
)

OMW = Tiebreaker.OPPONENTS_MATCH_WIN
OOMW = Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN
A, B, C, D = 1, 2, 3, 4
PLAYERS = (Player(A, "A", 1), Player(B, "B", 2), Player(C, "C", 3), Player(D, "D", 4))


def two_rounds() -> Event:
    """A beats B, C beats D; then A beats C, B draws D. Points: A 6, C 4, B 2, D 2."""
    return Event(
        PLAYERS,
        match_won(1, A, B) + match_won(1, C, D) + match_won(2, A, C) + match_drawn(2, B, D),
    )


def by_id(table):
    return {s.player.id: s for s in table}


def test_match_points_come_first():
    table = standings(two_rounds())
    assert [s.player.id for s in table] == [A, C, B, D]
    assert [s.points for s in table] == [6, 4, 2, 2]
    assert [s.record for s in table] == ["2-0-0", "1-1-0", "0-1-1", "0-1-1"]


def test_opponents_match_win_breaks_the_tie_with_each_opponent_floored_at_a_third():
    table = by_id(standings(two_rounds()))
    # B's opponents: A (2 of 2) and D (½ of 2 = 1/4, floored to 1/3).
    assert table[B].figures[OMW] == Fraction(2, 3)
    # D's opponents: C (1 of 2) and B (1/4, floored to 1/3).
    assert table[D].figures[OMW] == Fraction(5, 12)
    assert table[B].rank == 3 and table[D].rank == 4
    assert table[D].below_above_by is OMW
    assert table[C].below_above_by is Tiebreaker.MATCH_POINTS
    assert table[A].below_above_by is None


def test_opponents_opponents_match_win_averages_the_opponents_figure():
    table = by_id(standings(two_rounds()))
    assert table[A].figures[OOMW] == (table[B].figures[OMW] + table[C].figures[OMW]) / 2


def test_points_basis_cannot_fall_below_a_third_and_counts_a_loss_like_a_draw():
    rules = StandingsRules(match_win_basis=MatchWinBasis.POINTS)
    table = by_id(standings(two_rounds(), rules))
    assert table[B].match_win == Fraction(2, 6)  # a loss and a draw: 1 + 1 of 6
    assert table[D].figures[OMW] == (Fraction(4, 6) + Fraction(2, 6)) / 2
    wins_table = by_id(standings(two_rounds()))
    assert wins_table[B].match_win == Fraction(1, 4)


def bye_event() -> Event:
    event = Event(PLAYERS, match_won(1, A, B) + match_drawn(1, C, D) + match_bye(2, B))
    return event.with_results(match_won(2, A, C))  # D sits out round 2


def test_a_bye_is_no_opponent_but_counts_as_a_match_won_in_the_own_percentage():
    table = by_id(standings(bye_event()))
    assert table[B].points == 4
    assert table[B].match_win == Fraction(1, 2)  # a loss and the bye, won
    assert table[A].figures[OMW] == (Fraction(1, 2) + Fraction(1, 3)) / 2  # B; C floored
    assert table[B].figures[OMW] == 1  # only A: the bye is no opponent
    points = by_id(standings(bye_event(), StandingsRules(match_win_basis=MatchWinBasis.POINTS)))
    assert points[B].match_win == Fraction(1 + 3, 6)


def test_the_other_basis_leaves_the_bye_out_of_the_own_percentage():
    rules = StandingsRules(byes=ByeBasis.LEFT_OUT)
    table = by_id(standings(bye_event(), rules))
    assert table[B].match_win == 0  # one match played, lost; the bye is left out
    assert table[A].figures[OMW] == (Fraction(1, 3) + Fraction(1, 3)) / 2  # both floored


def test_head_to_head_orders_players_tied_on_points():
    # C registered before B; they end level on 4 points and B beat C.
    players = (Player(A, "A", 1), Player(B, "B", 3), Player(C, "C", 2), Player(D, "D", 4))
    event = Event(
        players,
        match_won(1, A, B) + match_won(1, C, D) + match_won(2, B, C) + match_won(2, A, D),
    )
    plain = standings(event, StandingsRules(tiebreakers=(Tiebreaker.MATCH_POINTS,)))
    assert [(s.player.id, s.rank) for s in plain[1:3]] == [(C, 2), (B, 2)]
    h2h = standings(event, StandingsRules(tiebreakers=(Tiebreaker.HEAD_TO_HEAD,)))
    assert [(s.player.id, s.rank) for s in h2h[1:3]] == [(B, 2), (C, 3)]
    assert h2h[2].below_above_by is Tiebreaker.HEAD_TO_HEAD
    assert (h2h[1].figures[Tiebreaker.HEAD_TO_HEAD], h2h[2].figures[Tiebreaker.HEAD_TO_HEAD]) == (
        1,
        -1,
    )


def test_buchholz_sums_opponents_points():
    rules = StandingsRules(tiebreakers=(Tiebreaker.BUCHHOLZ,))
    table = by_id(standings(two_rounds(), rules))
    assert table[A].figures[Tiebreaker.BUCHHOLZ] == 2 + 4
    assert table[D].figures[Tiebreaker.BUCHHOLZ] == 4 + 2


def test_random_tiebreaker_is_seeded_and_separates_everyone():
    def order(seed):
        rules = StandingsRules((Tiebreaker.RANDOM,), seed=seed)
        return [(s.player.id, s.rank) for s in standings(Event(PLAYERS), rules)]

    assert order(3) == order(3)
    assert len({tuple(order(seed)) for seed in range(8)}) > 1
    assert [rank for _, rank in order(5)] == [1, 2, 3, 4]


def test_players_the_chain_cannot_separate_share_a_rank_in_registration_order():
    table = standings(Event(PLAYERS))
    assert [s.rank for s in table] == [1, 1, 1, 1]
    assert [s.player.id for s in table] == [A, B, C, D]


def test_standings_after_an_earlier_round():
    table = by_id(standings(two_rounds(), after_round=1))
    assert (table[A].points, table[C].points, table[B].points) == (3, 3, 1)


def test_dropped_players_stay_in_the_standings_marked():
    table = by_id(standings(two_rounds().with_drops([Drop(D, 2)])))
    assert table[D].dropped and not table[B].dropped


# --- independent recomputation ------------------------------------------------------------


def recompute(event: Event, basis: MatchWinBasis, byes: ByeBasis = ByeBasis.WON):
    points = {p.id: 0 for p in event.players}
    value = {Outcome.WIN: 3, Outcome.LOSS: 1, Outcome.DRAW: 1, Outcome.BYE: 3, Outcome.ABSENT: 0}
    opponents: dict[int, list[int]] = {p.id: [] for p in event.players}
    played_results: dict[int, list] = {p.id: [] for p in event.players}
    for r in event.results:
        points[r.player] += value[r.outcome]
        if r.opponent is not None:
            opponents[r.player].append(r.opponent)
            played_results[r.player].append(r)

    def mwp(pid):
        rs = played_results[pid]
        if byes is ByeBasis.WON:  # a bye is a match won (3 points)
            rs = rs + [r for r in event.results if r.player == pid and r.outcome is Outcome.BYE]
        if not rs:
            return Fraction(0)
        if basis is MatchWinBasis.WINS:
            won = sum(1 for r in rs if r.outcome in (Outcome.WIN, Outcome.BYE))
            drawn = sum(1 for r in rs if r.outcome is Outcome.DRAW)
            return (won + Fraction(drawn, 2)) / len(rs)
        return Fraction(sum(value[r.outcome] for r in rs), 3 * len(rs))

    third = Fraction(1, 3)

    def omw(pid):
        opp = opponents[pid]
        return sum((max(third, mwp(o)) for o in opp), Fraction(0)) / len(opp) if opp else third

    def oomw(pid):
        opp = opponents[pid]
        return sum((omw(o) for o in opp), Fraction(0)) / len(opp) if opp else third

    return {p.id: (points[p.id], omw(p.id), oomw(p.id)) for p in event.players}


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    count=st.integers(1, 14),
    rounds=st.integers(0, 6),
    basis=st.sampled_from(list(MatchWinBasis)),
    byes=st.sampled_from(list(ByeBasis)),
)
def test_points_and_tiebreakers_match_an_independent_computation(seed, count, rounds, basis, byes):
    event = random_event(random.Random(seed), count, rounds)
    expected = recompute(event, basis, byes)
    table = standings(event, StandingsRules(match_win_basis=basis, byes=byes))
    for s in table:
        assert (s.points, s.figures[OMW], s.figures[OOMW]) == expected[s.player.id]
    keys = [expected[s.player.id] for s in table]
    assert keys == sorted(keys, reverse=True)
    for above, below in zip(table, table[1:], strict=False):
        same = expected[above.player.id] == expected[below.player.id]
        assert (above.rank == below.rank) == same
