"""`tourney player rename` and `tourney event edit`: corrections, audited, refused where the
floor rules fix a setting once the event has started."""

from __future__ import annotations

from tests.cli.conftest import EVENT, create_event


def test_rename_changes_the_name_everywhere_and_is_audited(running):
    out = running.ok("player", "rename", EVENT, "derpy", "Derpy Hooves", "--why", "full name").out
    assert out.strip() == "Renamed Derpy to Derpy Hooves."
    names = [p["name"] for p in running.ok("event", "show", EVENT, "--json").json()["players"]]
    assert "Derpy Hooves" in names and "Derpy" not in names
    entry = running.ok("event", "audit", EVENT, "--json").json()[-1]
    assert entry["action"] == "player renamed" and entry["why"] == "full name"
    assert entry["details"] == {"player": "Derpy Hooves", "previous": "Derpy"}
    assert "is not registered" in running.refused(
        "player", "rename", EVENT, "Derpy", "Ditzy", "--why", "x"
    )
    message = running.refused(
        "player", "rename", EVENT, "Lyra", "Lyra H", "--why", "x", "--as", "Fern Floor"
    )
    assert "only the organizer or head judge or scorekeeper may rename players" in message


def test_rename_to_a_name_on_file_notes_it(running):
    out = running.ok("player", "rename", EVENT, "Lyra", "vinyl", "--why", "typo").out
    assert "note: 'vinyl' is also the name of 1 other player" in out


def test_event_edit_before_the_start(tourney):
    create_event(tourney, players=["Derpy", "Lyra", "Vinyl", "Octavia"])
    out = tourney.ok("event", "edit", EVENT, "--tier", "2", "--round-minutes", "40",
                     "--date", "2016-09-10", "--why", "flyer").out  # fmt: skip
    assert f"{EVENT}: tier 1 -> 2" in out and "round minutes 35 -> 40" in out
    assert "warning: no deck list yet from Derpy" in out, "Tier 2 wants lists before the start"
    shown = tourney.ok("event", "show", EVENT, "--json").json()
    assert (shown["tier"], shown["round_minutes"], shown["date"]) == (2, 40, "2016-09-10")
    edit = tourney.ok("event", "edit", EVENT, "--name", "Canterlot Open", "--why", "sponsor",
                      "--json").json()  # fmt: skip
    assert edit["changed"] == {"name": [EVENT, "Canterlot Open"]}
    trail = tourney.ok("event", "audit", "Canterlot Open", "--json").json()
    assert [e["why"] for e in trail if e["action"] == "event edited"] == ["flyer", "sponsor"]


def test_event_edit_after_the_start_keeps_tier_and_date(running):
    message = running.refused("event", "edit", EVENT, "--tier", "2", "--why", "x")
    assert "the tier cannot change" in message and "Tier 2/3 Rules" in message
    message = running.refused("event", "edit", EVENT, "--rounds", "5", "--why", "x",
                              "--as", "Olive Organizer")  # fmt: skip
    assert "only the head judge may change the announced rounds" in message
    running.ok("event", "edit", EVENT, "--rounds", "5", "--why", "time")
    assert running.ok("event", "show", EVENT, "--json").json()["tier"] == 1
    running.ok("round", "pair", EVENT)
    assert "round 1 is paired" in running.refused(
        "event", "edit", EVENT, "--round-minutes", "50", "--why", "x"
    )
    assert "nothing to change" in running.refused("event", "edit", EVENT, "--why", "x")


def test_event_edit_changes_the_format_before_the_start_only(tourney):
    create_event(tourney, players=["Derpy", "Lyra"])
    out = tourney.ok("event", "edit", EVENT, "--format", "core", "--why", "flyer said Core").out
    assert f"{EVENT}: format id harmony -> core" in out
    assert tourney.ok("event", "show", EVENT, "--json").json()["format"] == "core"
    assert "unknown format 'harmoni'" in tourney.refused(
        "event", "edit", EVENT, "--format", "harmoni", "--why", "x"
    )
    tourney.ok("player", "add", EVENT, "Vinyl", "Octavia")
    tourney.ok("event", "start", EVENT)
    message = tourney.refused("event", "edit", EVENT, "--format", "harmony", "--why", "x")
    assert "the format cannot change" in message and "Deck Lists" in message


def test_remove_takes_back_a_registration_before_the_start_only(tourney):
    create_event(tourney, players=["Derpy", "Lyra", "Vinyl", "Octavia", "Trixie"])
    tourney.ok("event", "do-not-pair", EVENT, "--pair", "Derpy", "Lyra", "--why", "siblings")
    out = tourney.ok("player", "remove", EVENT, "Derpy", "--why", "signed up twice").out
    assert out.strip() == f"Removed Derpy from {EVENT}."
    shown = tourney.ok("event", "show", EVENT, "--json").json()
    assert [p["name"] for p in shown["players"]] == ["Lyra", "Vinyl", "Octavia", "Trixie"]
    assert shown["do_not_pair"] == []
    entry = tourney.ok("event", "audit", EVENT, "--json").json()[-1]
    assert (entry["action"], entry["why"]) == ("player removed", "signed up twice")
    assert entry["details"] == {"player": "Derpy", "do_not_pair_pairs_removed": 1}
    tourney.ok("event", "start", EVENT)
    message = tourney.refused("player", "remove", EVENT, "Lyra", "--why", "x")
    assert "cannot be removed: drop them instead" in message
    assert "Conceding and Dropping" in message


def test_audit_filters_by_player_with_their_earlier_names_and_by_round(running):
    running.ok("round", "pair", EVENT)
    running.ok("player", "rename", EVENT, "Derpy", "Derpy Hooves", "--why", "full name")
    running.ok("player", "drop", EVENT, "Derpy Hooves", "--reason", "ill")
    trail = running.ok("event", "audit", EVENT, "--player", "Derpy Hooves", "--json").json()
    actions = [e["action"] for e in trail]
    assert actions[0] == "player registered" and trail[0]["details"]["player"] == "Derpy"
    assert "player renamed" in actions and "player dropped" in actions
    assert all(e["details"].get("player") != "Lyra" for e in trail)
    round_1 = running.ok("event", "audit", EVENT, "--round", "1", "--json").json()
    assert round_1 and all(e["details"].get("round") == 1 for e in round_1)
    assert "round paired" in [e["action"] for e in round_1]
    assert "event started" not in [e["action"] for e in round_1]
