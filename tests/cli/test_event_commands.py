"""`tourney event create|list|show|start|export|import`."""

from __future__ import annotations

import json

import pytest

from tests.cli.conftest import EVENT, PLAYERS, create_event


def test_create_stores_the_event_and_its_staff(tourney):
    create_event(tourney, "--rounds", "3", "--round-minutes", "40", "--structure", "swiss+cut")
    shown = tourney.ok("event", "show", EVENT, "--json").json()
    assert shown["tier"] == 1 and shown["format"] == "harmony" and shown["date"] == "2016-09-03"
    assert shown["planned_rounds"] == 3 and shown["round_minutes"] == 40
    assert shown["structure"] == "swiss+top-cut" and shown["seed"] == 7
    assert shown["status"] == "registration"
    assert {(m["name"], m["role"]) for m in shown["staff"]} == {
        ("Olive Organizer", "organizer"),
        ("Hazel Head", "head judge"),
        ("Fern Floor", "floor judge"),
        ("Sam Scores", "scorekeeper"),
    }
    listed = tourney.ok("event", "list", "--json").json()
    assert [(e["id"], e["name"]) for e in listed] == [(shown["id"], EVENT)]


def test_show_text_lists_players_and_the_sanctioning_warning(tourney):
    create_event(tourney, players=["Derpy", "Lyra"])
    out = tourney.ok("event", "show", "1").out
    assert "#1   Derpy" in out and "#2   Lyra" in out
    assert "at least 4 to be sanctioned (floor rules, Participation Minimums)" in out


def test_start_locks_the_event_and_prints_warnings(tourney):
    create_event(tourney, players=["Derpy", "Lyra", "Bon Bon"])
    out = tourney.ok("event", "start", EVENT).out
    assert "Started" in out and "Participation Minimums" in out
    assert tourney.ok("event", "show", EVENT, "--json").json()["status"] == "running"
    assert "already started" in tourney.refused("event", "start", EVENT)


def test_a_floor_judge_may_not_start_the_event(tourney):
    create_event(tourney)
    message = tourney.refused("event", "start", EVENT, "--as", "Fern Floor")
    assert "only the organizer or head judge may start the event" in message
    assert tourney.ok("event", "show", EVENT, "--json").json()["status"] == "registration"


def test_acting_as_someone_not_on_staff_names_the_staff(tourney):
    create_event(tourney)
    message = tourney.refused("event", "start", EVENT, "--as", "Discord")
    assert "'Discord' is not on the staff" in message and "Hazel Head (head judge)" in message


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (
            ["--format", "chaos"],
            "unknown format 'chaos'; known: beyond-block, core, draft, harmony",
        ),
        (["--rounds", "0"], "--rounds must be at least 1"),
        (["--round-minutes", "0"], "round time must be positive"),
    ],
)
def test_create_refuses_bad_settings_and_stores_nothing(tourney, args, expected):
    base = {"--format": "harmony", "--rounds": "5", "--round-minutes": "35"}
    base[args[0]] = args[1]
    flat = [x for pair in base.items() for x in pair]
    message = tourney.refused(
        "event", "create", EVENT, "--date", "2016-09-03", "--tier", "1",
        "--head-judge", "Hazel Head", *flat,
    )  # fmt: skip
    assert expected in message
    assert tourney.ok("event", "list", "--json").json() == []


def test_a_bad_date_is_an_argument_error(tourney, capsys):
    with pytest.raises(SystemExit) as exit_:
        tourney("event", "create", EVENT, "--date", "3 Sept", "--tier", "1",
                "--format", "harmony", "--head-judge", "H")  # fmt: skip
    assert exit_.value.code == 2
    assert "not a date (YYYY-MM-DD): '3 Sept'" in capsys.readouterr().err


def test_an_ambiguous_or_unknown_event_name_lists_the_candidates(tourney):
    create_event(tourney)
    create_event(tourney)
    message = tourney.refused("event", "show", EVENT)
    assert "2 events are named 'Ponyville Open'; give the id: 2 = Ponyville Open" in message
    assert "1 = Ponyville Open (2016-09-03)" in message
    assert tourney.ok("event", "show", "2", "--json").json()["id"] == 2
    message = tourney.refused("event", "show", "Ponyvile Open")
    assert "no event 'Ponyvile Open'; did you mean" in message


def test_export_and_import_round_trip(running, tmp_path):
    running.ok("round", "pair", EVENT)
    running.ok("round", "result", EVENT, "1", "win-a")
    exported = tmp_path / "event.json"
    running.ok("event", "export", EVENT, "-o", exported)
    out = running.ok("event", "import", exported).out
    assert "Imported Ponyville Open as event 2" in out
    again = running.ok("event", "export", "2").out
    assert json.loads(again) == json.loads(exported.read_text())
    tables = running.ok("round", "show", "2", "--json").json()["tables"]
    assert tables[0]["result"] == "A wins" and len(tables) == len(PLAYERS) // 2


def test_import_of_a_damaged_file_names_the_file_and_adds_nothing(tourney, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"kind": "tourney-event",\n "version": 1,\n')
    message = tourney.refused("event", "import", bad)
    assert str(bad) in message and "not JSON: line 3" in message
    bad.write_text(json.dumps({"kind": "something else"}))
    assert "not a Tourney event file" in tourney.refused("event", "import", bad)
    assert tourney.ok("event", "list", "--json").json() == []


def test_do_not_pair_keeps_players_apart_and_is_audited(running):
    running.ok("event", "do-not-pair", EVENT, "--pair", "Derpy", "Lyra",
               "--pair", "Bon Bon", "Octavia", "--why", "siblings")  # fmt: skip
    shown = running.ok("event", "show", EVENT, "--json").json()
    assert shown["do_not_pair"] == [["Derpy", "Lyra"], ["Bon Bon", "Octavia"]]
    tables = running.ok("round", "pair", EVENT, "--json").json()["tables"]
    pairs = {frozenset((t["a"], t["b"])) for t in tables}
    assert not pairs & {frozenset(("Derpy", "Lyra")), frozenset(("Bon Bon", "Octavia"))}
    message = running.refused("event", "do-not-pair", EVENT, "--pair", "Derpy", "Derpy",
                              "--why", "typo")  # fmt: skip
    assert "names Derpy twice" in message
    trail = running.ok("event", "audit", EVENT, "--json").json()
    [entry] = [e for e in trail if e["action"] == "do-not-pair list set"]
    assert entry["why"] == "siblings" and entry["who"] == "Hazel Head (head judge)"
    assert "do-not-pair list set" in running.ok("event", "audit", EVENT).out
    running.ok("event", "do-not-pair", EVENT, "--why", "they left")
    assert running.ok("event", "show", EVENT, "--json").json()["do_not_pair"] == []
