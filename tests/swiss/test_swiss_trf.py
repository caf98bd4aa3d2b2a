"""FIDE TRF-16 in and bbpPairings output out: columns as the TRF-16 description gives them."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from swiss_events import random_event

from tourney.swiss import MLP_SCORING, Ending, Outcome, Scoring
from tourney.swiss.trf import TrfError, pair_trf, read_trf, write_pairs, write_trf


def player_line(number: int, name: str, points: str, *rounds: str) -> str:
    """A 001 line: number in columns 5-8, name 15-47, points 81-84, rank 86-89, then one
    ten-column block per round starting at column 90 (opponent at 92-95, colour 97,
    result 99)."""
    line = f"001 {number:>4}      {name:<33}{'':33}{points:>4} {number:>4}"
    assert len(line) == 89
    return line + "".join(f"  {r:<8}" for r in rounds)


CHESS = "\n".join(
    [
        "012 Club championship",
        player_line(1, "Applejack", "2.0", "   4 w 1", "   2 b 1"),
        player_line(2, "Rarity", "1.0", "   5 b 1", "   1 w 0"),
        player_line(3, "Fluttershy", "1.5", "   6 w 1", "0000 - H"),
        player_line(4, "Pinkie Pie", "0.0", "   1 b 0", "   6 w -", "0000 - Z"),
        player_line(5, "Twilight", "1.0", "   2 w 0", "0000 - U"),
        player_line(6, "Rainbow Dash", "1.0", "   3 b 0", "   4 b +"),
        "XXR 5",
        "XXP 1 3",
        "",
    ]
)


def test_reads_players_results_and_chess_scoring():
    trf = read_trf(CHESS)
    event = trf.event
    assert [p.name for p in event.players][:2] == ["Applejack", "Rarity"]
    assert trf.total_rounds == 5 and trf.rounds_paired == 2
    assert event.scoring == Scoring(win=2, draw=1, loss=0, bye=2, forfeit_loss=0, absent=0)
    assert trf.tenths_per_point == 5
    assert trf.warnings == ()
    r = {(x.player, x.round): x for x in event.results}
    assert (r[1, 1].outcome, r[1, 1].opponent) == (Outcome.WIN, 4)
    assert (r[3, 2].outcome, r[3, 2].opponent) == (Outcome.DRAW, None)  # half-point bye
    assert r[5, 2].outcome is Outcome.BYE
    assert (r[6, 2].outcome, r[6, 2].ending) == (Outcome.WIN, Ending.NO_SHOW)
    assert (r[4, 2].outcome, r[4, 2].ending) == (Outcome.LOSS, Ending.NO_SHOW)
    assert trf.sitting_out == {4}  # the Z in round 3, the round to be paired
    assert trf.do_not_pair == {frozenset((1, 3))}


def test_bbp_point_lines_express_mlp_scoring():
    text = CHESS.replace("XXR 5", "XXR 5\nBBW  3.0\nBBD  1.0\nBBL  1.0\nBBF  1.0\nBBU  3.0")
    trf = read_trf(text)
    assert trf.event.scoring == MLP_SCORING
    # The points column still holds chess scores, so every player is flagged.
    assert any("player 1" in w for w in trf.warnings)


def test_pair_trf_writes_bbp_output_with_the_bye_counted_as_a_pair():
    out = pair_trf(CHESS, seed=3).splitlines()
    pairs = [tuple(map(int, line.split())) for line in out[1:]]
    assert int(out[0]) == len(pairs) == 3  # five players in round 3: two tables and a bye
    seated = sorted(p for pair in pairs for p in pair if p != 0)
    assert seated == [1, 2, 3, 5, 6]  # 4 sits out
    assert sum(1 for _, b in pairs if b == 0) == 1
    assert (1, 3) not in pairs and (3, 1) not in pairs  # XXP


def test_pair_trf_is_deterministic_for_a_seed():
    assert pair_trf(CHESS, seed=9) == pair_trf(CHESS, seed=9)


def test_pair_trf_refuses_when_every_round_is_paired():
    with pytest.raises(TrfError, match="already paired"):
        pair_trf(CHESS.replace("XXR 5", "XXR 2"), seed=1)


def test_bad_lines_are_reported_with_their_line_number():
    with pytest.raises(TrfError, match="line 3"):
        read_trf(CHESS.replace("   5 b 1", "   5 b ?"))
    with pytest.raises(TrfError, match="does not name them"):
        read_trf(CHESS.replace("   4 w 1", "   5 w 1"))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), count=st.integers(1, 20), rounds=st.integers(0, 6))
def test_write_then_read_gives_the_same_event(seed, count, rounds):
    event = random_event(random.Random(seed), count, rounds)
    trf = read_trf(write_trf(event, total_rounds=rounds + 1))
    assert trf.warnings == ()
    assert trf.event.scoring == event.scoring
    assert trf.event.players == event.players
    assert sorted(map(_comparable, trf.event.results)) == sorted(map(_comparable, event.results))
    dropped = {p.id for p in event.players} - {p.id for p in event.active_players(rounds + 1)}
    assert trf.sitting_out == dropped


def _comparable(result):
    """TRF keeps whether a game was forfeited, not whether it was conceded or a Game Loss."""
    kept = result.ending if result.ending in (Ending.NO_SHOW, Ending.BYE) else Ending.PLAYED
    return (result.round, result.player, result.outcome, result.opponent or 0, kept)


def test_write_pairs_uses_zero_for_the_bye():
    from tourney.swiss import Event, pair_round
    from tourney.swiss.model import Player

    event = Event(tuple(Player(i, f"P{i}", i) for i in (1, 2, 3)))
    pairing = pair_round(event, seed=1)
    lines = write_pairs(pairing).splitlines()
    assert lines[0] == "2"
    assert lines[-1] == f"{pairing.byes[0]} 0"


def test_carriage_return_line_ends_as_bbp_writes_them():
    assert read_trf(CHESS.replace("\n", "\r")).event == read_trf(CHESS).event
