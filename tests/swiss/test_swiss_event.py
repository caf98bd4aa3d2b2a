"""The event model, MLP scoring (floor rules, Scoring) and suggested rounds (Swiss Rounds)."""

from __future__ import annotations

import dataclasses

import pytest

from tourney.swiss import (
    Drop,
    Ending,
    Event,
    EventError,
    Outcome,
    Player,
    Result,
    match_bye,
    match_double_loss,
    match_drawn,
    match_won,
    suggested_rounds,
)
from tourney.swiss.model import new_result

PLAYERS = (Player(1, "Applejack", 1), Player(2, "Rarity", 2), Player(3, "Fluttershy", 3))


def test_win_scores_3_and_loss_scores_1():
    event = Event(PLAYERS, match_won(1, 1, 2))
    assert event.record(1).points == 3
    assert event.record(2).points == 1


def test_draw_scores_1_each():
    event = Event(PLAYERS, match_drawn(1, 1, 2))
    assert (event.record(1).points, event.record(2).points) == (1, 1)


def test_bye_scores_3_like_a_win():
    event = Event(PLAYERS, match_bye(1, 3))
    assert event.record(3).points == 3
    assert event.record(3).byes == 1
    assert event.record(3).played == 0


def test_double_loss_is_a_loss_for_both():
    event = Event(PLAYERS, match_double_loss(1, 1, 2))
    assert (event.record(1).points, event.record(2).points) == (1, 1)
    assert (event.record(1).losses, event.record(2).losses) == (1, 1)


def test_no_show_and_concession_are_losses():
    event = Event(PLAYERS, match_won(1, 1, 2, Ending.NO_SHOW) + match_won(2, 2, 1, Ending.CONCEDED))
    assert event.record(1).points == 3 + 1
    assert event.record(2).points == 1 + 3


def test_absence_scores_nothing():
    event = Event(PLAYERS, (Result(1, 3, Outcome.ABSENT),))
    assert event.record(3).points == 0


def test_results_must_mirror_each_other():
    with pytest.raises(EventError, match="cannot both be true"):
        Event(PLAYERS, (Result(1, 1, Outcome.WIN, 2), Result(1, 2, Outcome.DRAW, 1)))
    with pytest.raises(EventError, match="does not name them"):
        Event(PLAYERS, (Result(1, 1, Outcome.WIN, 2),))
    with pytest.raises(EventError, match="two results"):
        Event(PLAYERS, match_won(1, 1, 2) + match_bye(1, 1))
    with pytest.raises(EventError, match="has an opponent"):
        Event(PLAYERS, (Result(1, 1, Outcome.BYE, 2), Result(1, 2, Outcome.BYE, 1)))


def test_dropped_player_is_not_active_after_the_drop():
    event = Event(PLAYERS, match_won(1, 1, 2, Ending.DROPPED), (Drop(2, 1),))
    assert [p.id for p in event.active_players(1)] == [1, 2, 3]
    assert [p.id for p in event.active_players(2)] == [1, 3]


@pytest.mark.parametrize(
    ("players", "rounds"),
    [
        (4, 3),
        (5, 4),
        (8, 4),
        (9, 5),
        (16, 5),
        (17, 6),
        (24, 6),
        (25, 7),
        (39, 7),
        (40, 8),
        (56, 8),
        (57, 9),
        (98, 9),
        (99, 10),
        (4096, 10),
    ],
)
def test_suggested_rounds_follow_the_floor_rules_table(players, rounds):
    assert suggested_rounds(players).rounds == rounds
    assert suggested_rounds(players).warning is None


@pytest.mark.parametrize("players", [0, 1, 3])
def test_fewer_than_four_players_cannot_be_sanctioned(players):
    suggestion = suggested_rounds(players)
    assert suggestion.rounds is None
    assert "at least 4 players" in suggestion.warning
    assert "Participation Minimums" in suggestion.warning


@pytest.mark.parametrize(
    "args",
    [
        (1, 2, Outcome.WIN, 3, Ending.NO_SHOW),
        (4, 5, Outcome.BYE, None, Ending.BYE),
        (2, 7, Outcome.ABSENT, None, Ending.PLAYED),
    ],
)
def test_new_result_is_the_result_the_constructor_makes(args: tuple) -> None:
    made, built = new_result(*args), Result(*args)
    assert made == built and hash(made) == hash(built) and repr(made) == repr(built)
    assert vars(made) == vars(built)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.round = 9  # type: ignore[misc]
