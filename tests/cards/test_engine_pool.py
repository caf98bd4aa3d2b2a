"""The catalogue as the rules engine sees it: card definitions and playable deck lists."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import CardType, DeckError, Game, Mode
from engine.game import deck_errors
from tourney.cards.engine_pool import engine_deck, engine_deck_from_text, engine_pool
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve

# A legal Harmony list (Rainbow Dash, Hanging Out), shared by the tests that need real decks.
BLUE = (Path(__file__).parents[1] / "data" / "legal-harmony-deck.txt").read_text()


@pytest.fixture(scope="module")
def pool(catalog):
    return engine_pool(catalog)


def test_pool_holds_every_tournament_card_by_collector_number(catalog, pool):
    assert len(pool) == len(catalog.tournament_cards())
    mane = pool["CN1"]
    assert mane.name == "Rainbow Dash, Hanging Out" and mane.type is CardType.MANE
    assert mane.boosted is not None and mane.boosted.power > mane.power
    thorn = pool["PR161"]
    assert [str(r) for r in thorn.confront_owner] == ["4 yellow", "3 non-yellow"]
    assert [str(r) for r in thorn.confront_opponent] == ["8 wild"]
    # a Dilemma (522.1) is a Resource with a Problem's requirements and bonus
    dilemma = pool["MT105"]
    assert dilemma.dilemma and dilemma.type is CardType.RESOURCE and dilemma.cost == 1
    assert [str(r) for r in dilemma.confront_owner] == ["6 wild"]
    assert [str(r) for r in dilemma.confront_opponent] == ["10 wild"]
    assert dilemma.problem_bonus == 1
    assert sum(d.dilemma for d in pool.values()) == 19  # all Resources in the data
    # keyword paragraphs are keywords, not repeated as manual text
    assert all(str(k) not in pool[c].text for c in pool for k in pool[c].keywords)


def test_a_registered_list_becomes_a_legal_engine_deck_that_starts_a_game(catalog, pool):
    deck = engine_deck_from_text(BLUE, catalog, "Alice", "blue.txt")
    assert deck.player == "Alice" and deck.mane == "CN1"
    assert len(deck.problems) == 10 and len(deck.draw) == 47
    assert deck.draw.count(catalog.exact("Thunderclap").number) == 3
    assert deck_errors(pool, deck) == []
    game = Game.new(pool, [deck, engine_deck_from_text(BLUE, catalog, "Bob")], Mode.SEEDED, 3)
    assert game.current_decision() is not None


def test_an_unknown_card_line_is_refused_with_its_line(catalog):
    text = BLUE.replace("3x Thunderclap", "3x Thundrclp Zzzz")
    where = r"Alice's deck list \(bad.txt\).*line 24: \"Thundrclp Zzzz\""
    with pytest.raises(DeckError, match=where):
        engine_deck(resolve(read_deck_list(text, "bad.txt"), catalog), "Alice")


def test_a_deck_without_exactly_one_mane_is_refused_citing_102_1(catalog):
    text = BLUE.replace("1x Rainbow Dash, Hanging Out", "2x Rainbow Dash, Hanging Out")
    with pytest.raises(DeckError, match=r"exactly one Mane Character \(102.1\)"):
        engine_deck_from_text(text, catalog, "Bob")
