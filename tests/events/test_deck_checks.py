"""A registered deck list checked against the event's format names the penalty to issue."""

from __future__ import annotations

import pytest

from tourney.events.deck_checks import check_registered_deck
from tourney.events.deck_lists import submit_deck_list, unlock_deck_list
from tourney.events.matches import matches_in
from tourney.events.model import PenaltyLevel, Result
from tourney.events.penalties import issue_penalty
from tourney.events.rounds import store_pairing
from tourney.legality import load_formats

LEGAL = """Mane Character
1x Rainbow Dash, Hanging Out

Problem Deck (10)
2x Ancient Research
2x Bottom of the Well
2x Cockatrice on the Loose
2x Frown Town
2x Too Many Pinkie Pies

Draw Deck (47)
3x Cipher Splash, Born Ready
3x Dark Moon, Moonlit Colt
3x Dr. Hooves, Just In Time
3x Hairpin Turn, Blocker
3x Orange Swirl, Dizzy Daredevil
3x Pipsqueak, Scrappy Squirt
3x Rainbow Blaze, Dashing Mentor
3x Rainbow Dash, Goosebump Giver
3x Rumble, Fast Learner
3x Scootaloo, Fan Club Founder
3x Biff! Pow!
3x The Hard Way
3x Thunderclap
3x Train Tracks
3x Monstrous Cave
1x Changeling Infiltrator
1x Industrial Revolution
"""


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
