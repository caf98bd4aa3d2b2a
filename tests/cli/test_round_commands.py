"""`tourney round pair|repair|swap|start|finish|result|correct|show|outstanding`."""

from __future__ import annotations

import pytest

from tests.cli.conftest import EVENT, PLAYERS, enter_results


def test_pair_prints_tables_and_stores_the_round(running):
    out = running.ok("round", "pair", EVENT, "--explain").out
    assert "round 1 (seed 8)" in out and "0 pair-downs, 0 byes" in out
    assert "within a score group opponents are drawn at random (seeded)" in out
    shown = running.ok("round", "show", EVENT, "--json").json()
    assert shown["round"] == 1 and shown["status"] == "paired"
    seated = [name for t in shown["tables"] for name in (t["a"], t["b"])]
    assert sorted(seated) == sorted(PLAYERS)


def test_the_same_seed_pairs_the_same_tables(running):
    first = running.ok("round", "pair", EVENT, "--seed", "99", "--json").json()["tables"]
    running.ok("round", "repair", EVENT, "--why", "check", "--seed", "99")
    again = running.ok("round", "show", EVENT, "--json").json()["tables"]
    assert [(t["a"], t["b"]) for t in again] == [(t["a"], t["b"]) for t in first]


@pytest.mark.parametrize(
    ("word", "winner", "ending"),
    [
        ("win-a", "a", "played"),
        ("win-b", "b", "played"),
        ("concede-a", "b", "conceded"),
        ("no-show-b", "a", "no-show"),
    ],
)
def test_result_words_record_the_winner_and_how(running, word, winner, ending):
    table = running.ok("round", "pair", EVENT, "--json").json()["tables"][0]
    running.ok("round", "result", EVENT, "1", word)
    stored = running.ok("round", "show", EVENT, "--json").json()["tables"][0]
    assert (stored["winner"], stored["ending"]) == (table[winner], ending)


def test_draws_and_double_losses_score_as_the_floor_rules_say(running):
    running.ok("round", "pair", EVENT)
    running.ok("round", "result", EVENT, "1", "draw")
    running.ok("round", "result", EVENT, "2", "double-loss")
    tables = running.ok("round", "show", EVENT, "--json").json()["tables"]
    assert tables[0]["result"] == "draw" and tables[1]["result"] == "double loss"
    enter_results(running)
    points = {
        s["player"]: s["points"]
        for s in running.ok("standings", EVENT, "--json").json()["standings"]
    }
    # Floor rules, Scoring: a draw and a loss are 1 point; a double loss is a loss for both.
    assert {points[tables[0]["a"]], points[tables[0]["b"]]} == {1}
    assert {points[tables[1]["a"]], points[tables[1]["b"]]} == {1}


def test_a_result_by_player_name_and_by_the_winner_name(running):
    table = running.ok("round", "pair", EVENT, "--json").json()["tables"][2]
    out = running.ok("round", "result", EVENT, table["b"], table["b"]).out
    assert out.strip() == f"Round 1, table 3: {table['b']} wins"
    message = running.refused("round", "result", EVENT, "1", table["a"])
    assert (
        "already has its result" not in message and "does not play at round 1, table 1" in message
    )


def test_a_recorded_result_is_final_and_only_the_head_judge_corrects_it(running):
    table = running.ok("round", "pair", EVENT, "--json").json()["tables"][0]
    running.ok("round", "result", EVENT, "1", "win-a")
    message = running.refused("round", "result", EVENT, "1", "win-b")
    assert "is final (floor rules, Conceding and Dropping)" in message
    message = running.refused("round", "correct", EVENT, "1", "win-b", "--why", "slip",
                              "--as", "Sam Scores")  # fmt: skip
    assert "only the head judge may correct a recorded result" in message
    out = running.ok("round", "correct", EVENT, "1", "win-b", "--why", "wrong slip").out
    assert f"{table['b']} wins (was: {table['a']} wins)" in out
    assert running.ok("round", "show", EVENT, "--json").json()["tables"][0]["winner"] == table["b"]
    exported = running.ok("event", "export", EVENT).json()
    [entry] = [a for a in exported["audit"] if a["action"] == "result corrected"]
    assert entry["why"] == "wrong slip" and entry["who"] == "Hazel Head (head judge)"


def test_bad_tables_and_result_words_exit_2_naming_them(running):
    assert "has no round yet (tourney round pair)" in running.refused(
        "round", "result", EVENT, "1", "win-a"
    )
    running.ok("round", "pair", EVENT)
    assert "has no table 9 (4 tables)" in running.refused("round", "result", EVENT, "9", "win-a")
    message = running.refused("round", "result", EVENT, "1", "victory")
    assert "'victory' is not registered" in message
    assert "has no round 5" in running.refused("round", "show", EVENT, "--round", "5")


def test_outstanding_lists_missing_tables_and_pairing_waits_for_them(running):
    running.ok("round", "pair", EVENT)
    running.ok("round", "result", EVENT, "2", "win-a")
    outcome = running("round", "outstanding", EVENT, "--json")
    assert outcome.code == 1
    assert [t["table"] for t in outcome.json()["outstanding"]] == [1, 3, 4]
    assert "round 1 still needs results for tables 1, 3, 4" in running.refused(
        "round", "pair", EVENT
    )
    enter_results(running)
    outcome = running("round", "outstanding", EVENT)
    assert outcome.code == 0 and "every table has its result" in outcome.out
    running.ok("round", "finish", EVENT)
    assert running.ok("round", "show", EVENT, "--json").json()["status"] == "finished"


def test_start_then_no_repair_or_swap(running):
    tables = running.ok("round", "pair", EVENT, "--json").json()["tables"]
    out = running.ok("round", "swap", EVENT, tables[0]["a"], tables[1]["a"], "--why", "seat").out
    assert f"Swapped {tables[0]['a']} and {tables[1]['a']}" in out
    swapped = running.ok("round", "show", EVENT, "--json").json()["tables"]
    assert {swapped[0]["a"], swapped[0]["b"]} == {tables[1]["a"], tables[0]["b"]}
    running.ok("round", "start", EVENT)
    assert "has already started" in running.refused("round", "start", EVENT)
    assert running.refused("round", "repair", EVENT, "--why", "late")
    assert running.refused("round", "swap", EVENT, tables[0]["a"], tables[1]["a"], "--why", "x")
    assert running.ok("round", "show", EVENT, "--json").json()["tables"] == swapped


def test_a_swap_that_makes_a_rematch_warns(running):
    first = running.ok("round", "pair", EVENT, "--json").json()["tables"]
    enter_results(running)
    second = running.ok("round", "pair", EVENT, "--json").json()["tables"]
    a = first[0]["a"]
    opponent_before = first[0]["b"]
    partner = next(t for t in second if a in (t["a"], t["b"]))
    mine = partner["b"] if partner["a"] == a else partner["a"]
    assert mine != opponent_before, "round 2 pairs no rematch"
    out = running.ok("round", "swap", EVENT, mine, opponent_before, "--why", "friends").out
    assert "warning: creates a rematch" in out


def test_correcting_a_round_after_the_next_is_paired_warns_and_says_how_to_pair_again(running):
    running.ok("round", "pair", EVENT)
    enter_results(running)
    running.ok("round", "pair", EVENT)
    outcome = running.ok(
        "round", "correct", EVENT, "1", "win-b", "--round", "1", "--why", "slip misread"
    )
    assert "Warning: round 2 was already paired on the old result" in outcome.err
    assert f'tourney round repair "{EVENT}"' in outcome.err
    assert "Traceback" not in outcome.err
