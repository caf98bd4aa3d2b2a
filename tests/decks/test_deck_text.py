"""Typed deck lists: every form players write, read and resolved against the real card data."""

from __future__ import annotations

import pytest

from tourney.cards.model import CardType
from tourney.decks.errors import DeckReadError
from tourney.decks.model import ProblemClass, Section
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve
from tourney.decks.text import read_text, write_text


@pytest.mark.parametrize(
    ("written", "count"),
    [
        ("3x Rainbow Dash, Hanging Out", 3),
        ("3X Rainbow Dash, Hanging Out", 3),
        ("3 x Rainbow Dash, Hanging Out", 3),
        ("3× Rainbow Dash, Hanging Out", 3),
        ("x3 Rainbow Dash, Hanging Out", 3),
        ("3 Rainbow Dash Hanging Out", 3),
        ("3 rainbow dash, hanging out", 3),
        ("Rainbow Dash, Hanging Out x3", 3),
        ("Rainbow Dash, Hanging Out x 3", 3),
        ("Rainbow Dash, Hanging Out (3)", 3),
        ("Rainbow Dash, Hanging Out (x3)", 3),
        ("Rainbow Dash, Hanging Out", 1),
        ("- 2x Rainbow Dash, Hanging Out", 2),
        ("* Rainbow Dash, Hanging Out", 1),
        ("2x Rainbow Dash, Hanging Out   // the Mane", 2),
        ("2x Rainbow Dash, Hanging Out # the Mane", 2),
        ("3x CN1 Rainbow Dash...", 3),
        ("3x CN1 Rainbow Dash, Hanging Out", 3),
        ("3x CN1 - Rainbow Dash, Hanging Out", 3),
        ("3x Rainbow Dash, Hanging Out (CN1)", 3),
        ("3x Rainbow Dash, Hanging Out [CN1]", 3),
        ("1 Rainbow Dash: Hanging Out", 1),
    ],
)
def test_each_written_form_gives_the_card_and_count_with_no_problem(catalog, written, count):
    resolved = resolve(read_deck_list(written, "pasted text"), catalog)

    assert [(e.card.number, e.count) for e in resolved.deck.entries()] == [("CN1", count)]
    assert resolved.problems == []


@pytest.mark.parametrize(("written", "count"), [("3 CN1", 3), ("cn1", 1)])
def test_a_collector_number_alone_reads_the_card_but_is_an_incorrect_list(catalog, written, count):
    # Floor rules, Deck Lists: a list gives each card's complete name.
    resolved = resolve(read_deck_list(written, "pasted text"), catalog)

    assert [(e.card.number, e.count) for e in resolved.deck.entries()] == [("CN1", count)]
    assert [p.problem_class for p in resolved.problems] == [ProblemClass.INCORRECT]
    assert "collector number only" in resolved.problems[0].message


def test_lines_keep_their_line_numbers_and_headers(blue_text):
    deck_list = read_text(blue_text, "blue.txt")

    mane = deck_list.lines[0]
    assert (mane.count, mane.written, mane.line, mane.section) == (
        1,
        "Rainbow Dash, Hanging Out",
        5,
        Section.MANE,
    )
    assert (deck_list.lines[1].written, deck_list.lines[1].section) == (
        "Ancient Research",
        Section.PROBLEM,
    )
    assert deck_list.lines[-1].section is Section.DRAW
    assert deck_list.name == "Blue Rush"
    assert deck_list.stated_totals == {Section.PROBLEM: 10, Section.DRAW: 47}


def test_realistic_list_resolves_to_the_full_deck(catalog, blue_text):
    resolved = resolve(read_deck_list(blue_text, "blue.txt"), catalog)
    deck = resolved.deck

    assert resolved.problems == []
    assert [(e.card.number, e.count) for e in deck.mane] == [("CN1", 1)]
    assert deck.total(Section.PROBLEM) == 10
    assert deck.total(Section.DRAW) == 47
    assert any(e.card.starting_problem for e in deck.problems)
    assert deck.name == "Blue Rush"


@pytest.mark.parametrize(
    ("header", "section", "card_type"),
    [
        ("Mane Character", Section.MANE, None),
        ("Mane:", Section.MANE, None),
        ("Problems", Section.PROBLEM, None),
        ("Problem Deck (10)", Section.PROBLEM, None),
        ("PROBLEM DECK: 10", Section.PROBLEM, None),
        ("Draw Deck", Section.DRAW, None),
        ("Draw deck - 45 cards", Section.DRAW, None),
        ("Friends", Section.DRAW, CardType.FRIEND),
        ("Friends (20):", Section.DRAW, CardType.FRIEND),
        ("Events:", Section.DRAW, CardType.EVENT),
        ("Resources (5)", Section.DRAW, CardType.RESOURCE),
        ("troublemakers", Section.DRAW, CardType.TROUBLEMAKER),
        ("== Problems ==", Section.PROBLEM, None),
        ("**Friends**", Section.DRAW, CardType.FRIEND),
    ],
)
def test_section_headers_set_the_section_of_the_lines_below(header, section, card_type):
    deck_list = read_text(f"{header}\n2x Thunderclap\nTotal: 2\n", "pasted text")

    assert [(line.written, line.section) for line in deck_list.lines] == [("Thunderclap", section)]
    # A total belongs to the header it follows: a card type's, or the deck section's.
    if card_type is None:
        assert deck_list.stated_totals[section] == 2
    else:
        assert deck_list.stated_type_totals[card_type] == 2


def test_stated_totals_are_recorded_where_they_were_written():
    text = """Total: 58
Mane Character (1)
1x Rainbow Dash, Hanging Out
Problem Deck (10)
2x Frown Town
Draw deck
Friends (20)
3x Rumble, Fast Learner
Events
3x Thunderclap
Total: 12
Draw deck total: 47
"""
    deck_list = read_text(text, "pasted text")

    assert deck_list.stated_total == 58
    assert deck_list.stated_totals == {Section.MANE: 1, Section.PROBLEM: 10, Section.DRAW: 47}
    assert deck_list.stated_type_totals == {CardType.FRIEND: 20, CardType.EVENT: 12}


def test_header_with_the_card_on_the_same_line():
    deck_list = read_text("Mane Character: Rainbow Dash, Hanging Out\n", "pasted text")

    assert [(line.count, line.written, line.section) for line in deck_list.lines] == [
        (1, "Rainbow Dash, Hanging Out", Section.MANE)
    ]


def test_comments_blank_lines_and_rules_are_skipped():
    text = "# my deck\n// v2\n\n-----\n====\n3x Thunderclap\n   \n"
    deck_list = read_text(text, "pasted text")

    assert [(line.line, line.written) for line in deck_list.lines] == [(6, "Thunderclap")]


def test_names_that_start_with_a_number_are_names_not_counts(catalog):
    text = "795 Wing Power\n2 800 Years of Sweltering Heat\n"
    resolved = resolve(read_deck_list(text, "pasted text"), catalog)

    assert [(e.card.number, e.count) for e in resolved.deck.entries()] == [
        ("PR171", 1),
        ("CN165", 2),
    ]
    assert resolved.problems == []


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("Mane\n300x Rainbow Dash, Hanging Out", 2, "count must be 1 to 99"),
        ("0x Thunderclap", 1, "count must be 1 to 99"),
        ("0 Thunderclap", 1, "count must be 1 to 99"),
        ("Thunderclap x100", 1, "count must be 1 to 99"),
        ("Thunderclap\n3x", 2, "a count with no card"),
        ("Thunderclap\n" + "A" * 400, 2, "line too long"),
        ("Problems\nWeird total: 10", 2, "a total for an unknown section"),
    ],
)
def test_a_line_that_cannot_be_a_card_line_is_an_error_naming_it(text, line, fragment):
    with pytest.raises(DeckReadError) as error:
        read_deck_list(text, "deck.txt")

    assert f"deck.txt, line {line}: {fragment}" in str(error.value)
    assert error.value.line == line


def test_a_list_of_only_headers_and_comments_is_an_error():
    with pytest.raises(DeckReadError, match=r"deck\.txt: no card lines found"):
        read_deck_list("Mane Character\n# nothing yet\nProblems (10)\n", "deck.txt")


def test_written_list_reads_back_to_the_same_deck(catalog, blue_deck):
    deck = blue_deck

    written = write_text(deck)
    again = resolve(read_deck_list(written, "written.txt"), catalog)

    assert again.problems == []  # including the totals it states
    assert again.deck == deck
    assert "Problem deck (10)\n2x Ancient Research" in written
    assert "Draw deck (47)" in written
