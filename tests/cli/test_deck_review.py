"""`tourney deck review` gives a registered list's recommended penalty; `tourney penalty level`
lets the head judge change it (floor rules, Deck Lists; Tournament Penalties)."""

from __future__ import annotations

from tests.cli.conftest import EVENT, create_event, deck_file

MISTYPED = "1x Magical Mailboxx\n"  # names no card: an invalid deck list


def register_list(tourney, tmp_path, player: str, text: str):
    return tourney("deck", "register", EVENT, player, deck_file(tmp_path, f"{player}.txt", text))


def test_review_gives_the_recommended_penalty_and_audits_it(
    tourney_with_cards, tmp_path, legal_deck_text
):
    tourney = create_event(tourney_with_cards, tier="2", players=["Derpy", "Lyra"])
    registered = register_list(tourney, tmp_path, "Derpy", legal_deck_text + MISTYPED)
    assert registered.code == 1
    assert "invalid-deck-list (tourney deck review 'Ponyville Open' Derpy)" in registered.out
    assert tourney.ok("penalty", "list", EVENT, "--json").json() == [], "register never penalizes"

    review = tourney.ok("deck", "review", EVENT, "Derpy", "--as", "Fern Floor", "--json").json()
    penalty = review["penalty"]
    assert (penalty["number"], penalty["infraction"]) == (1, "invalid-deck-list")
    assert penalty["level"] == "Game Loss" and penalty["pending"] is True
    assert penalty["judge"] == "Fern Floor" and "Magical Mailboxx" in penalty["notes"]
    assert tourney.ok("penalty", "list", EVENT, "--json").json() == [penalty]
    entry = tourney.ok("event", "audit", EVENT, "--json").json()[-1]
    assert entry["action"] == "penalty" and "Fern Floor" in entry["who"]
    assert entry["details"]["infraction"] == "invalid-deck-list"

    # One penalty per list: reviewing it again is refused and adds nothing.
    message = tourney.refused("deck", "review", EVENT, "Derpy")
    assert "already drew a Game Loss" in message and "one penalty per list" in message
    assert len(tourney.ok("penalty", "list", EVENT, "--json").json()) == 1


def test_a_clean_list_draws_no_penalty(derpy_entered, tmp_path, legal_deck_text):
    tourney = derpy_entered
    register_list(tourney, tmp_path, "Derpy", legal_deck_text)
    out = tourney.ok("deck", "review", EVENT, "Derpy").out
    assert out.strip() == "Derpy's deck list has no problems to penalize in Harmony."
    assert tourney.ok("penalty", "list", EVENT, "--json").json() == []


def test_only_a_judge_reviews_and_a_missing_list_is_named(
    tourney_with_cards, tmp_path, legal_deck_text
):
    tourney = create_event(tourney_with_cards, players=["Derpy", "Lyra"])
    register_list(tourney, tmp_path, "Derpy", legal_deck_text + MISTYPED)
    message = tourney.refused("deck", "review", EVENT, "Derpy", "--as", "Sam Scores")
    assert "may issue penalties" in message
    assert "Lyra has not handed in a deck list" in tourney.refused("deck", "review", EVENT, "Lyra")
    assert tourney.ok("penalty", "list", EVENT, "--json").json() == []


def test_the_head_judge_changes_a_penalty_level_with_a_reason(
    derpy_entered, tmp_path, legal_deck_text
):
    tourney = derpy_entered
    register_list(tourney, tmp_path, "Derpy", legal_deck_text + MISTYPED)
    tourney.ok("deck", "review", EVENT, "Derpy")

    message = tourney.refused(
        "penalty", "level", EVENT, "1", "Game Warning", "--why", "typo", "--as", "Fern Floor"
    )
    assert "only the head judge" in message
    assert "has no penalty '2'" in tourney.refused(
        "penalty", "level", EVENT, "2", "Game Warning", "--why", "typo"
    )
    out = tourney.ok("penalty", "level", EVENT, "#1", "Game Warning", "--why", "a typo").out
    assert out.startswith("#1 Derpy: Game Warning for Invalid deck list")
    [penalty] = tourney.ok("penalty", "list", EVENT, "--json").json()
    assert penalty["level"] == "Game Warning" and penalty["pending"] is False
    entry = tourney.ok("event", "audit", EVENT, "--json").json()[-1]
    assert entry["action"] == "penalty level changed" and entry["why"] == "a typo"
    details = entry["details"]
    assert (details["previous"], details["level"]) == ("Game Loss", "Game Warning")
