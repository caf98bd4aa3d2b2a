"""`tourney simulate` and `tourney swiss pair FILE.trf -p OUT`."""

from __future__ import annotations

from tests.cli.conftest import trf_player_line


def test_simulate_prints_each_round_and_keeps_the_event_in_the_given_db(tourney):
    out = tourney.ok("simulate", "--players", "11", "--rounds", "3", "--seed", "5").out
    lines = [line for line in out.splitlines() if line.startswith("round")]
    assert len(lines) == 3
    assert all("paired 11 players" in line and "0 rematches" in line for line in lines)
    assert all("1 bye" in line for line in lines)
    assert "kept as event 1" in out
    listed = tourney.ok("event", "list", "--json").json()
    assert listed[0]["players"] == 11
    shown = tourney.ok("round", "show", "1", "--json").json()
    assert shown["round"] == 3 and all(t["result"] for t in shown["tables"])


def test_simulate_json_names_the_event_and_is_reproducible(tourney, capsys):
    from tourney.cli import main

    args = ["simulate", "--players", "16", "--rounds", "3", "--seed", "2", "--drop-rate", "0.2"]
    assert main([*args, "--json"]) == 0  # no --db: a temporary database, thrown away
    first = __import__("json").loads(capsys.readouterr().out)
    assert first["event"]["name"] == "Simulated event: 16 players, 3 rounds, seed 2"
    assert first["kept_in"] is None and len(first["rounds"]) == 3
    assert sum(r["dropped"] for r in first["rounds"]) > 0
    again = tourney.ok(*args, "--json").json()
    figures = ("players_paired", "rematches", "pair_downs", "byes", "dropped")
    assert [[r[k] for k in figures] for r in again["rounds"]] == [
        [r[k] for k in figures] for r in first["rounds"]
    ]


def test_simulate_refuses_impossible_arguments(tourney):
    assert "at least 2 players" in tourney.refused("simulate", "--players", "1", "--rounds", "2")
    message = tourney.refused("simulate", "--players", "8", "--rounds", "2", "--drop-rate", "1.5")
    assert "the drop rate is a chance from 0 up to 1" in message


MLP_TRF = "\n".join(
    [
        "012 Ponyville Open",
        trf_player_line(1, "Applejack", "6.0", "   2 w 1", "   3 b 1"),
        trf_player_line(2, "Rarity", "4.0", "   1 b 0", "   4 w 1"),
        trf_player_line(3, "Fluttershy", "4.0", "   4 w 1", "   1 w 0"),
        trf_player_line(4, "Pinkie Pie", "2.0", "   3 b 0", "   2 b 0"),
        trf_player_line(5, "Twilight", "6.0", "0000 - U", "   6 w 1"),
        trf_player_line(6, "Rainbow Dash", "2.0", "0000 - Z", "   5 b 0"),
        "XXR 4",
        "BBW  3.0",
        "BBD  1.0",
        "BBL  1.0",
        "BBU  3.0",
        "",
    ]
)


def test_swiss_pair_writes_bbp_pairs_for_the_next_round(tourney, tmp_path):
    trf = tmp_path / "event.trf"
    trf.write_text(MLP_TRF)
    out_file = tmp_path / "pairs.txt"
    assert "Paired 3 pairs" in tourney.ok("swiss", "pair", trf, "-p", out_file).out
    lines = out_file.read_text().splitlines()
    assert lines[0] == "3"
    pairs = [tuple(map(int, line.split())) for line in lines[1:]]
    assert sorted(n for pair in pairs for n in pair) == [1, 2, 3, 4, 5, 6]
    met = {frozenset(p) for p in [(1, 2), (1, 3), (2, 4), (3, 4), (5, 6)]}
    assert not {frozenset(p) for p in pairs} & met, "no rematch"
    assert frozenset((1, 5)) in {frozenset(p) for p in pairs}, "the two 6-point players meet"
    assert tourney.ok("swiss", "pair", trf).out == out_file.read_text()


def test_swiss_pair_errors_name_the_file_and_line(tourney, tmp_path):
    trf = tmp_path / "broken.trf"
    trf.write_text(MLP_TRF.replace("BBL  1.0", "BBL  one"))
    message = tourney.refused("swiss", "pair", trf)
    assert message.startswith(f"tourney: {trf}: line 11:") and "BBL  one" in message
    trf.write_text(MLP_TRF.replace("   3 b 0", "   9 b 0"))
    assert "player 4, round 1: no player 9" in tourney.refused("swiss", "pair", trf)
    trf.write_text(MLP_TRF.replace("XXR 4", "XXR 2"))
    assert "all 2 rounds (XXR) are already paired" in tourney.refused("swiss", "pair", trf)
    assert "cannot read" in tourney.refused("swiss", "pair", tmp_path / "missing.trf")
