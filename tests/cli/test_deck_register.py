"""`tourney deck register EVENT PLAYER FILE`: the list is stored as handed in, then checked."""

from __future__ import annotations

from tests.cli.conftest import EVENT, create_event, deck_file


def stored_list(tourney, player: str) -> str | None:
    registrations = tourney.ok("event", "export", EVENT).json()["registrations"]
    players = {p["key"]: p["name"] for p in tourney.ok("event", "export", EVENT).json()["players"]}
    return next(r["deck_list"] for r in registrations if players[r["player"]] == player)


def test_a_legal_list_is_stored_and_reported_legal(derpy_entered, tmp_path, legal_deck_text):
    tourney = derpy_entered
    deck = deck_file(tmp_path, "derpy.txt", legal_deck_text)
    out = tourney.ok("deck", "register", EVENT, "Derpy", deck).out
    assert "Stored Derpy's deck list" in out and "LEGAL in Harmony on 2016-09-03" in out
    assert stored_list(tourney, "Derpy") == legal_deck_text
    assert tourney.ok("event", "show", EVENT, "--json").json()["players"][0]["deck_list"]


def test_an_illegal_list_is_stored_exits_1_and_names_the_penalty(
    derpy_entered, tmp_path, legal_deck_text
):
    tourney = derpy_entered
    deck = deck_file(tmp_path, "derpy.txt", legal_deck_text + "1x Magical Mailboxx\n")
    outcome = tourney("deck", "register", EVENT, "Derpy", deck, "--json")
    assert outcome.code == 1
    report = outcome.json()
    assert report["legal"] is False and report["infraction"] == "invalid-deck-list"
    assert report["player"] == "Derpy" and report["format"] == "harmony"
    assert stored_list(tourney, "Derpy").endswith("1x Magical Mailboxx\n")


def test_tier_2_changes_need_the_head_judge(tourney_with_cards, tmp_path, legal_deck_text):
    tourney = create_event(tourney_with_cards, tier="2", players=["Derpy"])
    tourney.ok("deck", "register", EVENT, "Derpy", deck_file(tmp_path, "d.txt", legal_deck_text))
    changed = deck_file(tmp_path, "changed.txt", legal_deck_text.replace("3x", "2x", 1))
    message = tourney.refused("deck", "register", EVENT, "Derpy", changed)
    assert "may change only with the head judge's approval" in message
    assert stored_list(tourney, "Derpy") == legal_deck_text
    approved = tourney("deck", "register", EVENT, "Derpy", changed, "--approved-by",
                       "Hazel Head", "--why", "cut a card before the start")  # fmt: skip
    assert approved.code == 1 and "Draw deck: 44 cards" in approved.out, "stored, though short"
    assert stored_list(tourney, "Derpy") == changed.read_text()


def test_an_unreadable_file_exits_2_and_stores_nothing(derpy_entered, tmp_path, legal_deck_text):
    tourney = derpy_entered
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\x00\x01binary")
    assert "photo.jpg, line 1: binary data, not a deck list" in tourney.refused(
        "deck", "register", EVENT, "Derpy", binary
    )
    missing = tmp_path / "nowhere.txt"
    assert "nowhere.txt: cannot be read" in tourney.refused(
        "deck", "register", EVENT, "Derpy", missing
    )
    deck = tmp_path / "deck.txt"
    deck.write_text(legal_deck_text)
    assert "'Pinkie' is not registered" in tourney.refused(
        "deck", "register", EVENT, "Pinkie", deck
    )
    assert stored_list(tourney, "Derpy") is None
