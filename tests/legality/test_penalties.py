"""Deck-list problems and the one penalty per list (2016 floor rules: Deck Lists, Penalties)."""

from __future__ import annotations

from tourney.decks.model import DeckListProblem, ProblemClass
from tourney.legality import Penalty, penalty_for

TYPO = DeckListProblem(
    ProblemClass.INCORRECT,
    'line 4: "Jetstrem, All Heart" read as Jetstream, All Heart',
    line=4,
    cards=("Jetstream, All Heart",),
)
UNKNOWN = DeckListProblem(
    ProblemClass.INVALID, 'line 9: "Twilight" names more than one card', line=9
)


def test_incorrect_deck_list_draws_a_game_warning(decks):
    report = decks.check(decks.premiere(), problems=[TYPO])
    assert report.legal
    assert report.recommended_penalty is Penalty.GAME_WARNING
    assert penalty_for(ProblemClass.INCORRECT) == "Game Warning"


def test_invalid_deck_list_draws_a_game_loss(decks):
    report = decks.check(decks.premiere(), problems=[UNKNOWN])
    assert not report.legal, "an invalid list does not describe a legal deck"
    assert report.recommended_penalty is Penalty.GAME_LOSS
    assert penalty_for(ProblemClass.INVALID) == "Game Loss"


def test_an_illegal_deck_is_an_invalid_list_and_draws_a_game_loss(decks):
    deck = decks.premiere()
    deck.add(decks.card("PR7"), 1)
    report = decks.check(deck)
    assert report.deck_list_problems == []
    assert report.recommended_penalty is Penalty.GAME_LOSS


def test_many_errors_on_one_list_draw_one_penalty_the_most_severe(decks):
    warnings_only = decks.check(decks.premiere(), problems=[TYPO, TYPO])
    assert warnings_only.recommended_penalty is Penalty.GAME_WARNING
    mixed = decks.check(decks.premiere(), problems=[TYPO, UNKNOWN, TYPO])
    assert mixed.recommended_penalty is Penalty.GAME_LOSS


def test_clean_legal_list_draws_no_penalty(decks):
    assert decks.check(decks.premiere()).recommended_penalty is None


def test_report_as_json(decks):
    deck = decks.premiere()
    deck.add(decks.card("PR7"), 1)
    assert decks.check(deck, problems=[TYPO]).to_json() == {
        "legal": False,
        "violations": [
            {
                "rule": "101.2",
                "message": "4 copies of Jetstream, All Heart in the Draw deck; at most 3 (101.2)",
                "cards": ["Jetstream, All Heart"],
            }
        ],
        "deck_list_problems": [
            {
                "class": "incorrect",
                "message": 'line 4: "Jetstrem, All Heart" read as Jetstream, All Heart',
                "line": 4,
                "cards": ["Jetstream, All Heart"],
                "penalty": "Game Warning",
            }
        ],
        "recommended_penalty": "Game Loss",
    }
