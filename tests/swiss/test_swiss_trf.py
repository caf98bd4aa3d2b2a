"""FIDE TRF-16 in and bbpPairings output out: columns as the TRF-16 description gives them."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from swiss_events import random_event, swiss_like_event

from tourney.swiss import MLP_SCORING, Ending, Event, Outcome, PairingRules, Scoring, pair_round
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


# pair_trf pairs straight from the file's columns (tourney.swiss.trf_columns), with its own
# reckoning of points, byes, the standings order and last round's pair-downs: it must agree
# with pair_round on the Event that read_trf builds, answer for answer and error for error.


def plain_pair_trf(text: str, seed: int) -> str:
    """What pair_trf does, the long way: read_trf's Event, pair_round, write_pairs."""
    trf = read_trf(text)
    if trf.total_rounds is not None and trf.rounds_paired >= trf.total_rounds:
        raise TrfError(f"all {trf.total_rounds} rounds (XXR) are already paired")
    rules = PairingRules(do_not_pair=trf.do_not_pair)
    round_ = trf.rounds_paired + 1
    return write_pairs(pair_round(trf.event, seed, rules, round_, trf.sitting_out))


def both_ways(text: str, seed: int) -> tuple[str, str]:
    answers = []
    for pair in (pair_trf, plain_pair_trf):
        try:
            answers.append(pair(text, seed))
        except TrfError as error:
            answers.append(f"TrfError: {error}")
    return answers[0], answers[1]


def trf_variant(rng: random.Random, event: Event, rounds: int) -> str:
    """The event as TRF with some players sitting out, some do-not-pair pairs and, at random,
    chess scoring (no point lines) or other points per result."""
    ids = [p.id for p in event.players]
    sitting = rng.sample(ids, rng.randint(0, min(3, len(ids))))
    pairs = rng.randint(0, 4) if len(ids) > 1 else 0
    do_not_pair = [frozenset(rng.sample(ids, 2)) for _ in range(pairs)]
    text = write_trf(
        event,
        total_rounds=rounds + 2,
        sitting_out=sitting,
        do_not_pair=do_not_pair,
        tenths_per_point=rng.choice([10, 5]),
    )
    lines = text.splitlines()
    scoring = rng.choice(["as written", "chess", "other"])
    if scoring != "as written":
        lines = [line for line in lines if not line.startswith("BB")]
    if scoring == "other":
        lines += [f"{code} {rng.randint(0, 4)}.{rng.choice('05')}" for code in BB_LINES]
    return "\n".join(lines) + "\n"


BB_LINES = ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU")


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), count=st.integers(1, 40), rounds=st.integers(0, 7))
def test_pair_trf_pairs_as_pair_round_does_on_the_read_event(seed, count, rounds):
    rng = random.Random(seed)
    event = random_event(rng, count, rounds)
    text = trf_variant(rng, event, rounds)
    fast, plain = both_ways(text, rng.randrange(1000))
    assert fast == plain
    assert not fast.startswith("TrfError")


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32), count=st.integers(129, 400), rounds=st.integers(1, 9))
def test_pair_trf_pairs_large_swiss_events_as_pair_round_does(seed, count, rounds):
    """Past EXACT_LIMIT the reserves and the greedy pass draw from the seeded generators too."""
    rng = random.Random(seed)
    event = swiss_like_event(rng, count, rounds)
    text = trf_variant(rng, event, rounds)
    fast, plain = both_ways(text, rng.randrange(1000))
    assert fast == plain


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    damage=st.lists(
        st.tuples(st.floats(0, 1), st.sampled_from("0123456789 wbWB-=+LWDUZFHX.\t?")),
        min_size=1,
        max_size=4,
    ),
)
def test_a_damaged_file_gets_the_same_answer_or_error_both_ways(seed, damage):
    rng = random.Random(seed)
    rounds = rng.randint(1, 4)
    text = list(trf_variant(rng, random_event(rng, rng.randint(2, 12), rounds), rounds))
    for where, character in damage:
        k = min(int(where * len(text)), len(text) - 1)
        if text[k] != "\n":
            text[k] = character
    fast, plain = both_ways("".join(text), 3)
    assert fast == plain


def test_pair_trf_names_the_line_or_player_of_each_error():
    cases = {
        CHESS.replace("   5 b 1", "   5 b ?"): "line 3: round 1: result '?'",
        CHESS.replace("   5 b 1", "   5 x 1"): "line 3: round 1: colour 'x'",
        CHESS.replace("   4 w 1", "   5 w 1"): "round 1: player 1 played 5, whose result",
        CHESS.replace("   4 w 1", "   9 w 1"): "player 1, round 1: no player 9",
        CHESS.replace("   4 w 1", "   1 w 1"): "line 2: round 1: player 1 plays themself",
        CHESS.replace("   2 b 1", "   2 b =", 1): "players 1 and 2 have results draw and loss",
        CHESS.replace("0000 - H", "0000 - 1"): "player 3, round 2: result '1' needs an opponent",
        CHESS.replace("   3 b 0", "   3 b U"): "player 6, round 1: result 'U' needs no opponent",
        CHESS.replace(" 1.5 ", " 1.x "): "line 4: not a score: '1.x'",
        CHESS.replace("XXR", player_line(1, "Copy", "0.0") + "\nXXR"): (
            "line 8: pairing number 1 is repeated"
        ),
    }
    for text, message in cases.items():
        with pytest.raises(TrfError, match=message.replace("?", r"\?")):
            pair_trf(text, seed=1)


def test_pairing_from_a_file_imports_no_event_model_standings_or_dataclasses(tmp_path):
    """``tourney swiss pair`` starts in a few hundredths of a second because it leaves these
    unimported (bench/cli_start.py measures it), rustworkx's package included (its compiled
    module is loaded alone)."""
    trf = tmp_path / "event.trf"
    trf.write_text(CHESS, encoding="utf-8")
    probe = (
        "import sys, runpy; sys.argv = ['tourney', 'swiss', 'pair', sys.argv[1]]\n"
        "try:\n    runpy.run_module('tourney', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in ('dataclasses', 'fractions', 'rustworkx', 'tourney.swiss.model',"
        " 'tourney.swiss.standings', 'tourney.swiss.pairing', 'tourney.swiss.trf', 'typing',"
        " 'pathlib', 'shutil') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe, str(trf)], capture_output=True, text=True)
    assert done.stdout.splitlines()[0] == "3"  # two tables and a bye: it did pair
    assert done.stdout.splitlines()[-1] == "[]"


def read_line_column_by_column(line: str) -> object:
    """A 001 line's columns as trf_columns reads any line it does not take in one go."""
    from tourney.swiss.trf_columns import _read_rounds

    try:
        return _read_rounds(line.ljust(84), int(line[4:8]))
    except ValueError as error:
        return f"ValueError: {error}"


def read_line(line: str) -> object:
    from tourney.swiss.trf_columns import _read_player_line

    try:
        return _read_player_line(line)[3]
    except ValueError as error:
        return f"ValueError: {error}"


COLUMN_PARTS = st.tuples(
    st.sampled_from(["   3", "  12", "0000", "    ", "   7", "   0", "0012", " 1 2", "  -4", "x"]),
    st.sampled_from("wb- W?\t"),
    st.sampled_from("10=+-UFHZ Wwlx\t"),
    st.sampled_from(["  ", " ", "\t "]),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(COLUMN_PARTS, max_size=6), st.sampled_from(["", " ", "  ", "   \t"]))
def test_a_player_line_read_at_once_or_column_by_column_gives_the_same_columns(columns, tail):
    """Lines whose columns are all filled in are read a field at a time across the line; the
    columns, and the error for a bad one, must be what reading column by column gives."""
    line = player_line(7, "Rarity", "1.0")
    for opponent, colour, code, gap in columns:
        line += f"{gap}{opponent} {colour} {code}"[-10:].rjust(10)
    line += tail
    assert read_line(line) == read_line_column_by_column(line)


def test_player_line_columns_with_an_opponent_a_bye_and_a_lower_case_code():
    line = player_line(7, "Rarity", "1.0", "   3 w 1", "0000 - U", "  12 b =")
    assert read_line(line) == [(1, 3, "1"), (2, None, "U"), (3, 12, "=")]
    assert read_line(line.replace("b =", "b d")) == [(1, 3, "1"), (2, None, "U"), (3, 12, "D")]
    assert (
        read_line(line.replace("  12 b", "   7 b"))
        == "ValueError: round 3: player 7 plays themself"
    )
