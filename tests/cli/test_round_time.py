"""`tourney round clock|extend|pause|resume|deck-checks|deck-check`."""

from __future__ import annotations

from tests.cli.conftest import EVENT, PLAYERS, create_event, deck_file


def test_clock_extensions_and_pauses(running):
    running.ok("round", "pair", EVENT)
    clock = running.ok("round", "clock", EVENT, "--json").json()
    assert (clock["status"], clock["limit_minutes"]) == ("not started", 35)
    assert "only the head judge or floor judge may extend round time" in running.refused(
        "round", "extend", EVENT, "5", "--why", "x", "--as", "Sam Scores"
    )
    running.ok("round", "start", EVENT)
    running.ok("round", "extend", EVENT, "4", "--table", "2", "--why", "long ruling")
    running.ok("round", "extend", EVENT, "1", "--why", "late start")
    clock = running.ok("round", "clock", EVENT, "--json").json()
    assert clock["status"] == "running" and clock["limit_minutes"] == 36
    assert [t["table"] for t in clock["extended_tables"]] == [2]
    assert "has no table 9" in running.refused("round", "extend", EVENT, "3", "--table", "9",
                                               "--why", "x")  # fmt: skip
    running.ok("round", "pause", EVENT, "--why", "fire alarm")
    assert running.ok("round", "clock", EVENT, "--json").json()["status"] == "paused"
    assert "already paused" in running.refused("round", "pause", EVENT, "--why", "again")
    assert "runs again" in running.ok("round", "resume", EVENT).out
    out = running.ok("round", "clock", EVENT, "--announce").out
    assert "Time has been called in this round." in out
    assert "(floor rules, End of Match Procedures)" in out


def test_deck_checks_pick_seeded_games_and_a_mismatch_is_a_game_loss(
    tourney_with_cards, tmp_path, legal_deck_text
):
    t = create_event(tourney_with_cards, tier="2", players=PLAYERS[:4])
    deck = deck_file(tmp_path, "deck.txt", legal_deck_text)
    for name in PLAYERS[:4]:
        t.ok("deck", "register", EVENT, name, deck)
    t.ok("event", "start", EVENT)
    t.ok("round", "pair", EVENT)
    out = t.ok("round", "deck-checks", EVENT, "--count", "1", "--seed", "3").out
    checked = [line.split(": ")[1] for line in out.splitlines()[1:]]
    assert len(checked) == 2, "both players of the game are checked"
    same = t.ok("round", "deck-check", EVENT, checked[0], deck, "--json").json()
    assert same["matches_list"] is True and same["penalty"] is None
    short = deck_file(tmp_path, "short.txt", legal_deck_text.replace("3x", "2x", 1))
    outcome = t("round", "deck-check", EVENT, checked[1], short)
    assert outcome.code == 1 and "does NOT match the list" in outcome.out
    assert "penalty: Game Loss (invalid-deck-list)" in outcome.out
    others = [n for n in PLAYERS[:4] if n not in checked]
    assert "was not selected for a deck check" in t.refused(
        "round", "deck-check", EVENT, others[0], deck
    )
    assert t.ok("round", "clock", EVENT, "--json").json()["limit_minutes"] == 35
