"""Finding cards the way organizers type them: typos, missing punctuation, filters."""

from __future__ import annotations

import pytest

from tourney.cards.catalog import MatchKind, normalize_name
from tourney.cards.model import CardType, Colour


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("Magicl Malbox", "Magical Mailbox"),
        ("Rainbow Dsh, Hangin Out", "Rainbow Dash, Hanging Out"),
        ("Fluttershy Guidance Counsellor", "Fluttershy, Guidance Counselor"),
        ("pinkie pie party animal", "Pinkie Pie, Party Animal"),
    ],
)
def test_typos_still_find_the_one_card_meant(catalog, written, expected):
    match = catalog.lookup(written)
    assert match.resolved is not None and match.resolved.name == expected


def test_exact_names_ignore_case_accents_and_punctuation(catalog):
    assert catalog.lookup("kitchen au flambe").kind is MatchKind.EXACT
    assert catalog.lookup("Protege's Downfall").resolved.number == "KS9"
    assert normalize_name("Pinkie Pie - Party Animal!") == "pinkie pie party animal"


def test_a_title_shared_by_several_cards_is_never_guessed(catalog):
    match = catalog.lookup("Twilight Sparkle")
    assert match.resolved is None and match.ambiguous
    assert {c.title for c in match.cards} == {"Twilight Sparkle"}
    assert len(match.cards) > 10


def test_a_title_naming_one_card_resolves_as_title_only(catalog):
    match = catalog.lookup("Magical Mailbox")
    assert match.kind is MatchKind.EXACT
    flutterbat = catalog.lookup("Flutterbat")
    assert flutterbat.resolved is not None and flutterbat.resolved.number == "CN0"


def test_an_unknown_name_is_unresolved_with_suggestions(catalog):
    match = catalog.lookup("Completely Made Up Pony")
    assert match.resolved is None


def test_collector_numbers_are_case_insensitive(catalog):
    assert [c.name for c in catalog.by_number("pr12")] == [
        c.name for c in catalog.by_number("PR12")
    ]
    assert catalog.by_number("PR12")[0].name == "Emerald Green, Cider Aficionado"


def test_search_by_name_with_typo_ranks_the_card_first(catalog):
    assert catalog.search("magicl mailbx")[0].name == "Magical Mailbox"
    assert catalog.search("pr83")[0].name == "Fluttershy, Guidance Counselor"


def test_search_filters_combine(catalog):
    found = catalog.search(
        set_code="PR", card_type=CardType.FRIEND, colour=Colour.YELLOW, limit=500
    )
    assert found and all(
        c.set_code == "PR" and c.type is CardType.FRIEND and Colour.YELLOW in c.colours
        for c in found
    )
    critters = catalog.search(trait="critter", limit=500)
    assert critters and all("Critter" in c.traits for c in critters)
    swift = catalog.search(keyword="swift", limit=500)
    assert swift and all(c.keyword("Swift") for c in swift)
    frighten = catalog.search(text="frighten", limit=500)
    assert frighten and all("frighten" in " ".join(c.text).lower() for c in frighten)


def test_search_leaves_out_non_tournament_cards_unless_asked(catalog):
    assert not any(c.joke for c in catalog.search("Orange You Glad", limit=50))
    assert any(c.joke for c in catalog.search("Orange You Glad", include_non_tournament=True))


def test_nicknames_from_resources_identify_a_card_and_say_so(catalog):
    match = catalog.lookup("AJ, Steadfast Farmpony")
    assert match.kind is MatchKind.NICKNAME
    assert match.resolved.name == "Applejack, Steadfast Farmpony"
    assert catalog.lookup("Twi Faithful Student").resolved.number == "PR4"


@pytest.mark.parametrize(
    "written",
    ["Fluttershy, Super Nice Pony", "Flutershy, Super Nice Pony", "Fluttershy Super Nice Pony"],
)
def test_an_unknown_subtitle_offers_that_characters_cards_first(catalog, written):
    """The character's name (the title, before the comma: 201.1) outweighs words shared with
    other cards: the suggestions are Fluttershy's, never Lead Pony Badge."""
    match = catalog.lookup(written)
    assert match.resolved is None
    names = [c.name for c in match.cards]
    assert names and all(name.startswith("Fluttershy, ") for name in names)
    assert "Fluttershy, Kind Pony" in names[:2]  # the closest subtitle leads


def test_a_card_of_another_character_is_never_read_for_a_characters_name(catalog):
    assert catalog.lookup("Applejack, Farm Pony").resolved is None
    assert catalog.lookup("Pinkie Pie, Pokey Pny").resolved.name == "Pinkie Pie, Pokey Pony"
