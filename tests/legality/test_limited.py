"""Limited Play (2016 document, section 11): pool, provided cards, limited deck sizes."""

from __future__ import annotations

from collections import Counter
from datetime import date

import pytest

from tourney.decks.model import DeckEntry
from tourney.legality import MissingPoolError, UnknownPoolCardError

POOL_RULE = "Limited Play: Limited Pool"
CONSTRUCTION_RULE = "Limited Play: Limited Deck Construction"


def test_sealed_deck_from_the_pool_with_provided_mane_and_starting_problem_is_legal(decks):
    report = decks.check(decks.sealed(), "sealed", pool=decks.sealed_pool())
    assert report.violations == []
    assert decks.check(decks.sealed(), "draft", pool=decks.sealed_pool()).legal


def test_a_card_outside_the_pool_is_illegal(decks):
    deck = decks.sealed()
    deck.add(decks.card("PR40"), 1)  # Dance Fever, Disco King: not opened
    report = decks.check(deck, "sealed", pool=decks.sealed_pool())
    [violation] = report.violations
    assert violation.rule == POOL_RULE
    assert violation.message == (
        "1 copy of Dance Fever, Disco King (PR40) in the deck, but it is not in the player's "
        f"pool ({POOL_RULE})"
    )
    assert report.recommended_penalty == "Game Loss"


def test_more_copies_than_the_pool_holds_is_illegal(decks):
    pool = decks.sealed_pool()
    pool[decks.card("PR7").guid] = 2
    [violation] = decks.check(decks.sealed(), "sealed", pool=pool).violations
    assert violation.message == (
        "3 copies of Jetstream, All Heart (PR7) in the deck, but the player's pool has 2 "
        f"({POOL_RULE})"
    )


def test_any_number_of_provided_starting_problems_may_be_used(decks):
    deck = decks.sealed()
    deck.problems[:] = [DeckEntry(decks.card("PR168"), 3), DeckEntry(decks.card("PR190"), 2)]
    assert decks.check(deck, "sealed", pool=decks.sealed_pool()).legal


def test_a_mane_character_from_the_pool_may_be_used(decks):
    deck = decks.sealed()
    deck.mane[:] = [DeckEntry(decks.card("PR4"), 1)]  # opened; not on the provided list
    assert decks.check(deck, "sealed", pool=decks.sealed_pool()).legal


def test_another_blocks_provided_mane_is_not_provided(decks):
    deck = decks.sealed()
    deck.mane[:] = [DeckEntry(decks.card("EO1"), 1)]  # Odyssey table, Premiere pool
    [violation] = decks.check(deck, "sealed", pool=decks.sealed_pool()).violations
    assert violation.rule == POOL_RULE
    assert violation.message.endswith(
        f"not in the player's pool nor a provided Mane Character for Premiere Block ({POOL_RULE})"
    )


def test_a_non_provided_starting_problem_must_come_from_the_pool(decks):
    deck = decks.sealed()
    deck.problems[0] = DeckEntry(decks.card("PR169"), 1)  # a Starting Problem, not provided
    [violation] = decks.check(deck, "sealed", pool=decks.sealed_pool()).violations
    assert "nor a provided Starting Problem for Premiere Block" in violation.message


def test_limited_problem_deck_is_exactly_five(decks):
    six = decks.sealed()
    six.add(decks.card("PR168"), 1)
    assert decks.check(six, "sealed", pool=decks.sealed_pool()).legal is False
    four = decks.sealed()
    four.problems.pop()
    [violation] = decks.check(four, "sealed", pool=decks.sealed_pool()).violations
    assert violation.rule == CONSTRUCTION_RULE
    assert violation.message == (
        f"Problem deck has 4 cards; it needs exactly 5 ({CONSTRUCTION_RULE})"
    )


def test_limited_draw_deck_needs_30(decks):
    deck = decks.sealed()
    deck.draw[0] = DeckEntry(deck.draw[0].card, 2)
    [violation] = decks.check(deck, "sealed", pool=decks.sealed_pool()).violations
    assert violation.rule == CONSTRUCTION_RULE
    assert violation.message == (
        f"Draw deck has 29 cards; it needs at least 30 ({CONSTRUCTION_RULE})"
    )


def test_limited_problem_deck_needs_a_starting_problem(decks):
    deck = decks.sealed()
    deck.problems[0] = DeckEntry(decks.card("PR187"), 1)
    pool = decks.sealed_pool()
    pool[decks.card("PR187").guid] += 1
    [violation] = decks.check(deck, "sealed", pool=pool).violations
    assert violation.rule == CONSTRUCTION_RULE
    assert "no Starting Problem" in violation.message


def test_limited_has_no_copy_limit_when_the_pool_holds_the_copies(decks):
    deck = decks.sealed()
    deck.add(decks.card("PR7"), 1)  # a fourth Jetstream, All Heart
    pool = decks.sealed_pool()
    pool[decks.card("PR7").guid] += 1
    assert decks.check(deck, "sealed", pool=pool).legal


def test_limited_pool_is_legal_before_release_for_pre_release_events(decks):
    report = decks.check(decks.sealed(), "sealed", on=date(2013, 1, 1), pool=decks.sealed_pool())
    assert report.legal


def test_a_limited_check_needs_the_pool(decks):
    with pytest.raises(MissingPoolError, match="Sealed Deck is a limited format"):
        decks.check(decks.sealed(), "sealed")


def test_a_pool_naming_an_unknown_card_is_an_error(decks):
    with pytest.raises(UnknownPoolCardError, match="not-a-card"):
        decks.check(decks.sealed(), "sealed", pool=Counter({"not-a-card": 1}))
