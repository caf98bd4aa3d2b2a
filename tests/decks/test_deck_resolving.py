"""Resolving: exact names silently, anything else resolved only when sure, and always reported
as the floor rules' incorrect or invalid deck list."""

from __future__ import annotations

import pytest

from tourney.decks.model import ProblemClass, Section
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve

INCORRECT, INVALID = ProblemClass.INCORRECT, ProblemClass.INVALID


def resolve_text(catalog, text: str):
    return resolve(read_deck_list(text, "deck.txt"), catalog)


@pytest.mark.parametrize(
    "written",
    [
        "Pinkie Pie, Party Animal",
        "PINKIE PIE, PARTY ANIMAL",
        "Pinkie Pie - Party Animal!",
        "Pinkie  Pie,Party Animal",
        "Pinkie Pie Party Animal",
    ],
)
def test_exact_name_case_and_punctuation_aside_is_no_problem(catalog, written):
    resolved = resolve_text(catalog, f"2x {written}")

    assert [(e.card.number, e.count) for e in resolved.deck.entries()] == [("PR3", 2)]
    assert resolved.problems == []


@pytest.mark.parametrize(
    ("written", "number"),
    [
        ("Rainbow Dsh, Hanging Out", "CN1"),
        ("Pinky Pie, Party Animal", "PR3"),
        ("Fluttershy, Monster Trainer", "PR211"),
        ("800 Years of Sweltring Heat", "CN165"),
    ],
)
def test_misspelt_name_is_resolved_and_incorrect(catalog, written, number):
    resolved = resolve_text(catalog, f"Mane Character\n3x {written}")

    assert [(e.card.number, e.count) for e in resolved.deck.entries()] == [(number, 3)]
    (problem,) = resolved.problems
    card = resolved.deck.entries()[0].card
    assert problem.problem_class is INCORRECT
    assert problem.line == 2
    assert problem.message.startswith(f'line 2: "{written}" read as {card.name} ({number})')
    assert problem.cards == (card.name,)


def test_title_that_names_one_card_is_resolved_and_incorrect(catalog):
    resolved = resolve_text(catalog, "2x Gala Appleby")

    assert [(e.card.name, e.count) for e in resolved.deck.entries()] == [
        ("Gala Appleby, Refined Farmer", 2)
    ]
    (problem,) = resolved.problems
    assert problem.problem_class is INCORRECT
    assert "subtitle missing" in problem.message


def test_title_shared_by_several_cards_is_invalid_with_the_candidates(catalog):
    resolved = resolve_text(catalog, "Draw deck\n3x Thunderclap\n3x Rainbow Dash")

    assert [e.card.name for e in resolved.deck.entries()] == ["Thunderclap"]
    (problem,) = resolved.problems
    assert problem.problem_class is INVALID
    assert problem.line == 3
    assert problem.message.startswith('line 3: "Rainbow Dash" does not say which card')
    assert "Rainbow Dash, Hanging Out" in problem.cards
    assert "Rainbow Dash, Flier Extraordinaire" in problem.cards
    assert all(name.startswith("Rainbow Dash, ") for name in problem.cards)


def test_wrong_subtitle_on_a_shared_title_is_invalid(catalog):
    # The fuzzy matcher would take this for Hanging Out; the floor rules call it invalid.
    resolved = resolve_text(catalog, "1x Rainbow Dash, Hanging Out With Friends")

    assert resolved.deck.entries() == []
    (problem,) = resolved.problems
    assert problem.problem_class is INVALID
    assert "no Rainbow Dash has that subtitle" in problem.message
    assert "Rainbow Dash, Hanging Out" in problem.cards


@pytest.mark.parametrize("written", ["Zzyzx Qwvrt", "300 Rainbow Dash, Hanging Out", "ZZ12"])
def test_unknown_card_is_invalid_naming_the_line(catalog, written):
    resolved = resolve_text(catalog, f"3x Thunderclap\n{written}")

    assert [e.card.name for e in resolved.deck.entries()] == ["Thunderclap"]
    (problem,) = resolved.problems
    assert problem.problem_class is INVALID
    assert problem.message.startswith(f'line 2: "{written}"')


def test_joke_cards_and_tokens_resolve_only_when_named_exactly(catalog):
    resolved = resolve_text(catalog, "Nightmare Star, Solar Flare\nNightmare Star\nT1")

    assert [e.card.number for e in resolved.deck.entries()] == ["AD-1"]
    assert [p.problem_class for p in resolved.problems] == [INVALID, INVALID]
    assert "not a tournament card name" in resolved.problems[0].message
    assert "T1 could be Rock (T1); Changeling (T1)" in resolved.problems[1].message


def test_collector_number_and_a_name_that_disagree_is_invalid(catalog):
    resolved = resolve_text(catalog, "3x PR12 Pinkie Pie, Party Animal\n3x PR12 Emerald Gr...")

    assert [(e.card.name, e.count) for e in resolved.deck.entries()] == [
        ("Emerald Green, Cider Aficionado", 3)
    ]
    (problem,) = resolved.problems
    assert problem.problem_class is INVALID
    assert problem.line == 1
    assert "PR12 is Emerald Green, Cider Aficionado, but the name says" in problem.message
    assert set(problem.cards) == {"Emerald Green, Cider Aficionado", "Pinkie Pie, Party Animal"}


def test_collector_number_with_a_misspelt_name_is_incorrect(catalog):
    resolved = resolve_text(catalog, "3x PR3 Pinky Pie, Party Animal")

    assert [e.card.number for e in resolved.deck.entries()] == ["PR3"]
    (problem,) = resolved.problems
    assert problem.problem_class is INCORRECT


def test_cards_go_to_their_own_section_whatever_the_header(catalog):
    text = "Problems\n1x Rainbow Dash, Hanging Out\n3x Thunderclap\n2x Frown Town\n"

    deck = resolve_text(catalog, text).deck

    assert [e.card.name for e in deck.mane] == ["Rainbow Dash, Hanging Out"]
    assert [e.card.name for e in deck.problems] == ["Frown Town"]
    assert [e.card.name for e in deck.draw] == ["Thunderclap"]


def test_lines_for_one_card_are_added_together(catalog):
    deck = resolve_text(catalog, "2x Thunderclap\n1x Biff! Pow!\nThunderclap\nCN123").deck

    assert [(e.card.name, e.count) for e in deck.draw] == [("Thunderclap", 4), ("Biff! Pow!", 1)]


def test_missing_totals_are_no_problem_and_right_totals_neither(catalog, blue_text):
    without = "\n".join(
        line for line in blue_text.splitlines() if "(" not in line and "Total" not in line
    )

    assert resolve_text(catalog, without).problems == []
    assert resolve_text(catalog, blue_text).problems == []


def test_each_wrong_stated_total_is_incorrect(catalog, blue_text):
    text = blue_text.replace("Problem Deck (10)", "Problem Deck (9)").replace(
        "Draw Deck (47)", "Draw Deck\nFriends (25)"
    )
    text = "Total: 50\n" + text

    problems = resolve_text(catalog, text).problems

    assert [(p.problem_class, p.message) for p in problems] == [
        (INCORRECT, "Problem deck: the list says 9 cards but lists 10"),
        (INCORRECT, "Friends: the list says 25 cards but lists 30"),
        (INCORRECT, "the whole list: the list says 50 cards but lists 58"),
    ]


def test_totals_are_not_checked_while_a_line_is_unresolved(catalog):
    problems = resolve_text(catalog, "Draw deck (6)\n3x Thunderclap\n3x Zzyzx Qwvrt").problems

    assert [p.problem_class for p in problems] == [INVALID]


def test_resolved_deck_keeps_the_list_it_came_from(catalog, blue_text):
    deck_list = read_deck_list(blue_text, "blue.txt")

    resolved = resolve(deck_list, catalog)

    assert resolved.source is deck_list
    assert resolved.deck.total(Section.DRAW) == 47
