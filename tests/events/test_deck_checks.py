"""A registered deck list checked against the event's format names the penalty to issue."""

from __future__ import annotations

from pathlib import Path

import pytest

from tourney.events.deck_checks import check_registered_deck
from tourney.events.deck_lists import submit_deck_list, unlock_deck_list
from tourney.events.matches import matches_in
from tourney.events.model import PenaltyLevel, Result
from tourney.events.penalties import issue_penalty
from tourney.events.rounds import store_pairing
from tourney.legality import load_formats

# A legal Harmony list (Rainbow Dash, Hanging Out), shared by the tests that need real decks.
LEGAL = (Path(__file__).parents[1] / "data" / "legal-harmony-deck.txt").read_text()


@pytest.fixture(scope="module")
def harmony(catalog):
    return load_formats(catalog=catalog)["harmony"]


@pytest.mark.parametrize(
    ("text", "infraction"),
    [
        (LEGAL, None),
        (LEGAL.replace("Frown Town", "Frown Twn"), "incorrect-deck-list"),
        (LEGAL.replace("3x Train Tracks", "3x Choo Choo Express"), "invalid-deck-list"),
        (LEGAL.replace("3x Train Tracks", "5x Train Tracks"), "invalid-deck-list"),
    ],
)
def test_the_check_names_the_deck_list_infraction(
    session, scene, catalog, harmony, text, infraction
):
    s = scene()
    player = s.players[0]
    unlock_deck_list(session, player, by=s.head_judge, why="test list")
    submit_deck_list(session, player, text, by=s.head_judge)
    check = check_registered_deck(player, catalog, harmony)
    assert check.infraction == infraction


def test_an_invalid_list_found_in_a_deck_check_loses_the_game(session, scene, catalog, harmony):
    s = scene()
    player = s.players[0]
    unlock_deck_list(session, player, by=s.head_judge, why="test list")
    submit_deck_list(
        session, player, LEGAL.replace("3x Thunderclap", "4x Thunderclap"), by=s.head_judge
    )
    a, b, c, d = s.players
    table1, _ = matches_in(
        session, store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    )
    check = check_registered_deck(player, catalog, harmony)
    penalty = issue_penalty(session, player, check.infraction, judge=s.floor_judge)
    assert penalty.level == PenaltyLevel.GAME_LOSS
    assert table1.result == Result.B_WINS
