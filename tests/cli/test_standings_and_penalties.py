"""`tourney standings` and `tourney penalty add|list|infractions`."""

from __future__ import annotations

import csv

from tests.cli.conftest import EVENT, PLAYERS, enter_results


def test_standings_show_every_tiebreaker_and_write_csv(running, tmp_path):
    running.ok("round", "pair", EVENT)
    enter_results(running)
    running.ok("round", "pair", EVENT)
    enter_results(running, "win-b")
    sheet = tmp_path / "standings.csv"
    out = running.ok("standings", EVENT, "--csv", sheet).out
    header = out.splitlines()[1]
    for column in ("rank", "record", "points", "opponents' match-win %", "decided by"):
        assert column in header
    rows = list(csv.DictReader(sheet.open()))
    assert len(rows) == len(PLAYERS) and rows[0]["rank"] == "1"
    data = running.ok("standings", EVENT, "--json").json()
    assert data["tiebreakers"][0] == "match points" and data["match_win_basis"] == "wins"
    first = data["standings"][0]
    assert first["points"] == 6 and first["record"] == "2-0-0"
    assert set(first["figures"]) == {
        "match points",
        "opponents' match-win %",
        "opponents' opponents' match-win %",
    }
    assert first["player"] == rows[0]["player"]
    after_one = running.ok("standings", EVENT, "--after", "1", "--json").json()["standings"]
    assert sorted(s["points"] for s in after_one) == [1] * 4 + [3] * 4


def test_a_second_game_warning_becomes_a_game_loss_and_the_opponent_wins(running):
    tables = running.ok("round", "pair", EVENT, "--json").json()["tables"]
    player, opponent = tables[0]["a"], tables[0]["b"]
    out = running.ok("penalty", "add", EVENT, player, "looking-at-extra-cards",
                     "--notes", "saw two cards", "--table", "1").out  # fmt: skip
    expected = f"#1 {player}: Game Warning for Looking at extra cards (round 1, table 1)"
    assert out.startswith(expected)
    out = running.ok("penalty", "add", EVENT, player, "Looking at extra cards",
                     "--as", "Fern Floor").out  # fmt: skip
    assert "Game Loss" in out and "upgraded from Game Warning" in out
    assert "upgraded to a Game Loss (floor rules, Game Warning)" in out
    # A Game Loss during the game: the opponent receives the win (floor rules, Game Loss).
    table = running.ok("round", "show", EVENT, "--json").json()["tables"][0]
    assert (table["winner"], table["ending"]) == (opponent, "game loss")
    listed = running.ok("penalty", "list", EVENT, "--json").json()
    assert [(p["level"], p["upgraded_from"], p["judge"]) for p in listed] == [
        ("Game Warning", None, "Hazel Head"),
        ("Game Loss", "Game Warning", "Fern Floor"),
    ]
    assert "upgraded from Game Warning" in running.ok("penalty", "list", EVENT).out


def test_only_the_head_judge_disqualifies_and_the_player_is_dropped(running):
    running.ok("round", "pair", EVENT)
    message = running.refused("penalty", "add", EVENT, "Derpy", "cheating", "--as", "Fern Floor")
    assert "only the head judge may disqualify" in message
    assert running.ok("penalty", "list", EVENT, "--json").json() == []
    out = running.ok("penalty", "add", EVENT, "Derpy", "cheating").out
    assert "Disqualification" in out and "disqualified and dropped" in out
    shown = running.ok("event", "show", EVENT, "--json").json()
    assert next(p for p in shown["players"] if p["name"] == "Derpy")["dropped_round"] == 1


def test_penalty_input_errors_name_what_is_wrong(running):
    running.ok("round", "pair", EVENT)
    message = running.refused("penalty", "add", EVENT, "Derpy", "being-rude")
    assert "unknown infraction 'being-rude'" in message and "looking-at-extra-cards" in message
    message = running.refused("penalty", "add", EVENT, "Derpy", "tardiness", "--table", "9")
    assert "Derpy is at table" in message and "not table 9" in message
    message = running.refused("penalty", "add", EVENT, "Derpy", "tardiness", "--as", "Sam Scores")
    assert "only the head judge or floor judge may issue penalties" in message
    assert running.ok("penalty", "list", EVENT, "--json").json() == []
    codes = [i["code"] for i in running.ok("penalty", "infractions", "--json").json()]
    assert "looking-at-extra-cards" in codes and "cheating" in codes
