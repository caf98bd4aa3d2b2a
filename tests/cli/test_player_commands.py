"""`tourney player add|import|drop|undrop|late`."""

from __future__ import annotations

from tests.cli.conftest import EVENT, PLAYERS, create_event, enter_results


def players(tourney) -> dict[str, dict]:
    return {p["name"]: p for p in tourney.ok("event", "show", EVENT, "--json").json()["players"]}


def test_add_registers_in_order_and_flags_a_name_on_file(tourney):
    create_event(tourney, players=["Derpy", "Lyra"])
    out = tourney.ok("player", "add", EVENT, "derpy").out
    assert "'derpy' has the same name as 1 other player on file" in out
    assert [p["number"] for p in players(tourney).values()] == [1, 2, 3]
    message = tourney.refused("player", "add", EVENT, "Trixie", "  ")
    assert "name 2 of the list is empty" in message
    assert "Trixie" not in players(tourney), "nothing of a refused list is registered"


def test_import_registers_every_player_of_the_sheet(tourney, tmp_path):
    create_event(tourney)
    sheet = tmp_path / "signup.csv"
    sheet.write_text("Email,Player Name\nd@x,Derpy\nl@x,Lyra\n\nb@x,Bon Bon\n")
    out = tourney.ok("player", "import", EVENT, sheet).out
    assert "Registered 3 players" in out
    assert list(players(tourney)) == ["Derpy", "Lyra", "Bon Bon"]


def test_import_names_file_and_lines_and_registers_nobody(tourney, tmp_path):
    create_event(tourney)
    sheet = tmp_path / "signup.csv"
    sheet.write_text("name,email\nDerpy,d@x\n,l@x\nLyra\n" + "x" * 201 + ",\n")
    message = tourney.refused("player", "import", EVENT, sheet)
    assert f"{sheet}: line 3: no name; line 5: name longer than 200 characters" in message
    assert players(tourney) == {}
    sheet.write_text("email,phone\nd@x,1\n")
    assert "line 1: no name column" in tourney.refused("player", "import", EVENT, sheet)
    missing = tmp_path / "nope.csv"
    assert f"cannot read {missing}" in tourney.refused("player", "import", EVENT, missing)


def test_add_after_the_start_points_to_late_entry(running):
    assert "register Trixie as a late entry instead" in running.refused(
        "player", "add", EVENT, "Trixie"
    )


def test_drop_after_pairing_concedes_and_undrop_needs_a_reason(running):
    tables = running.ok("round", "pair", EVENT, "--json").json()["tables"]
    loser, winner = tables[0]["a"], tables[0]["b"]
    out = running.ok("player", "drop", EVENT, loser, "--reason", "feeling ill").out
    assert f"{loser} concedes round 1, table 1" in out
    table = running.ok("round", "show", EVENT, "--json").json()["tables"][0]
    assert (table["winner"], table["ending"]) == (winner, "dropped")
    assert players(running)[loser]["dropped_round"] == 1
    assert players(running)[loser]["drop_reason"] == "feeling ill"
    assert "has already dropped" in running.refused("player", "drop", EVENT, loser)
    assert "the following arguments are required: --why" in _argument_error(
        running, "player", "undrop", EVENT, loser
    )
    running.ok("player", "undrop", EVENT, loser, "--why", "dropped the wrong player")
    assert players(running)[loser]["dropped_round"] is None


def _argument_error(tourney, *argv: str) -> str:
    import pytest

    with pytest.raises(SystemExit) as exit_:
        tourney(*argv)
    assert exit_.value.code == 2
    return tourney.capsys.readouterr().err


def test_late_entry_plays_from_the_next_round(running):
    running.ok("round", "pair", EVENT)
    out = running.ok("player", "late", EVENT, "Trixie", "--why", "traffic").out
    assert "plays from round 2" in out
    assert players(running)["Trixie"]["late_entry_round"] == 2
    enter_results(running)
    tables = running.ok("round", "pair", EVENT, "--json").json()["tables"]
    assert any("Trixie" in (t["a"], t["b"]) for t in tables)
    assert len(tables) == (len(PLAYERS) + 2) // 2


def test_players_are_named_by_number_when_two_share_a_name(running):
    running.ok("player", "late", EVENT, "Derpy")
    message = running.refused("player", "drop", EVENT, "derpy")
    assert "2 players in Ponyville Open are named 'derpy'; give their number: #4, #9" in message
    running.ok("player", "drop", EVENT, "#9")
    assert (
        "#9   Derpy  (no deck list; late entry from round 1; dropped before round 1)"
        in running.ok("event", "show", EVENT).out
    )
    assert "did you mean 'Lyra'" in running.refused("player", "drop", EVENT, "Lyla")
