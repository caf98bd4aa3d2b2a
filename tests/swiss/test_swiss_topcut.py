"""Top cut (floor rules, Tier 1 Rules: Elimination Rounds; End of Match Procedures)."""

from __future__ import annotations

import pytest
from swiss_events import players

from tourney.swiss import (
    Bracket,
    BracketError,
    DrawInEliminationError,
    Drop,
    Event,
    Outcome,
    StandingsRules,
    Tiebreaker,
    match_won,
    standings,
    top_cut,
)
from tourney.swiss.topcut import seed_order, top_cut_size


@pytest.mark.parametrize(("count", "size"), [(4, 4), (9, 4), (16, 4), (17, 8), (120, 8), (3, 2)])
def test_top_four_up_to_16_players_and_top_eight_from_17(count, size):
    assert top_cut_size(count) == size


def test_top_eight_is_seeded_1v8_4v5_2v7_3v6():
    assert seed_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    bracket = Bracket([10 * s for s in range(1, 9)])
    assert [m.seeds for m in bracket.round_matches(1)] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert [m.players for m in bracket.round_matches(1)] == [
        (10, 80),
        (40, 50),
        (20, 70),
        (30, 60),
    ]


def test_top_four_is_seeded_1v4_2v3():
    bracket = Bracket([1, 2, 3, 4])
    assert [m.seeds for m in bracket.round_matches(1)] == [(1, 4), (2, 3)]
    assert bracket.rounds == 2


def test_winner_of_1v8_meets_winner_of_4v5():
    bracket = Bracket(list(range(1, 9)))
    bracket.record(1, 8, Outcome.WIN)  # the 8 seed upsets the 1 seed
    bracket.record(2, 4, Outcome.WIN)
    bracket.record(3, 2, Outcome.WIN)
    bracket.record(4, 3, Outcome.LOSS)  # 6 beats 3
    semis = bracket.round_matches(2)
    assert [m.players for m in semis] == [(8, 4), (2, 6)]
    assert [m.seeds for m in semis] == [(8, 4), (2, 6)]
    bracket.record(5, 4, Outcome.WIN)
    bracket.record(6, 6, Outcome.WIN)
    assert bracket.round_matches(3)[0].players == (4, 6)
    bracket.record(7, 6, Outcome.WIN)
    assert bracket.champion == 6


def test_elimination_match_cannot_end_in_a_draw():
    bracket = Bracket([1, 2, 3, 4])
    with pytest.raises(DrawInEliminationError, match="End of Match Procedures"):
        bracket.record(1, 1, Outcome.DRAW)
    assert bracket.match(1).winner is None


def test_results_only_for_the_players_at_the_table_and_only_once():
    bracket = Bracket([1, 2, 3, 4])
    with pytest.raises(BracketError, match="does not play"):
        bracket.record(1, 2, Outcome.WIN)
    with pytest.raises(BracketError, match="both players"):
        bracket.record(3, 1, Outcome.WIN)
    bracket.record(1, 1, Outcome.WIN)
    with pytest.raises(BracketError, match="already"):
        bracket.record(1, 4, Outcome.WIN)


def test_top_cut_seeds_from_the_standings_and_skips_dropped_players():
    # 1 beats 2, 3 beats 4, 5 beats 6; then 1 beats 3; 2 dropped after round 1.
    event = Event(players(6), match_won(1, 1, 2) + match_won(1, 3, 4) + match_won(1, 5, 6))
    event = event.with_results(match_won(2, 1, 3) + match_won(2, 5, 4)).with_drops([Drop(2, 1)])
    table = standings(event)
    bracket = top_cut(table)
    seeded = [s.player.id for s in table if not s.dropped][:4]
    assert bracket.seeded == tuple(seeded)
    assert 2 not in bracket.seeded
    assert bracket.round_matches(1)[0].players == (seeded[0], seeded[3])


def test_a_tie_across_the_cut_line_is_noted():
    table = standings(Event(players(6)), StandingsRules((Tiebreaker.MATCH_POINTS,)))
    bracket = top_cut(table, size=4)
    assert bracket.notes and "cut line" in bracket.notes[0]


def test_bracket_size_must_be_a_power_of_two():
    with pytest.raises(BracketError, match="power of two"):
        Bracket([1, 2, 3])
