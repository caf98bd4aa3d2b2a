"""OCTGN .o8d deck files: read as OCTGN writes them, written so OCTGN can load them."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tourney.cards.octgn import OCTGN_GAME_ID
from tourney.decks.errors import DeckReadError
from tourney.decks.model import DeckEntry, ProblemClass, Section
from tourney.decks.o8d import write_o8d
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve

RAINBOW_DASH_CN1 = "ad7f8550-7a8c-414e-b96c-6c99c8f925e5"


def octgn_deck(*cards: tuple[str, str, int, str]) -> str:
    """A deck file as OCTGN saves it: the card's title (not full name) as text."""
    sections: dict[str, list[str]] = {}
    for section, guid, qty, title in cards:
        sections.setdefault(section, []).append(f'    <card qty="{qty}" id="{guid}">{title}</card>')
    body = "\n".join(
        f'  <section name="{name}" shared="False">\n' + "\n".join(lines) + "\n  </section>"
        for name, lines in sections.items()
    )
    return (
        '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
        f'<deck game="{OCTGN_GAME_ID}">\n{body}\n  <notes><![CDATA[]]></notes>\n</deck>\n'
    )


def sorted_entries(entries: list[DeckEntry]) -> list[tuple[str, int]]:
    return sorted((e.card.number, e.count) for e in entries)


def test_octgn_deck_resolves_cards_by_id(catalog):
    thunderclap = catalog.lookup("Thunderclap").resolved
    text = octgn_deck(
        ("Mane Character", RAINBOW_DASH_CN1, 1, "Rainbow Dash"),
        ("Events", thunderclap.guid.upper(), 3, "Thunderclap"),
    )

    deck_list = read_deck_list(text.encode("utf-8"), "blue.o8d")
    resolved = resolve(deck_list, catalog)

    assert deck_list.format == "o8d"
    assert [(line.line, line.section) for line in deck_list.lines] == [
        (4, Section.MANE),
        (7, Section.DRAW),
    ]
    assert resolved.problems == []  # "Rainbow Dash" alone is fine: the id says which one
    assert [(e.card.number, e.count) for e in resolved.deck.entries()] == [
        ("CN1", 1),
        (thunderclap.number, 3),
    ]


def test_written_o8d_reads_back_to_the_same_deck(catalog, blue_deck):
    written = write_o8d(blue_deck)

    again = resolve(read_deck_list(written, "blue.o8d"), catalog)

    assert again.problems == []
    for section in Section:  # .o8d groups cards by type, so only the order within may differ
        assert sorted_entries(again.deck.section(section)) == sorted_entries(
            blue_deck.section(section)
        )


def test_written_o8d_puts_each_card_in_its_octgn_section(catalog, blue_deck):
    root = ET.fromstring(write_o8d(blue_deck))

    assert root.tag == "deck" and root.get("game") == OCTGN_GAME_ID
    sections = {s.get("name"): s for s in root.iter("section")}
    assert list(sections) == [
        "Mane Character",
        "Friends",
        "Resources",
        "Events",
        "Troublemakers",
        "Problems",
    ]
    expected_type = {
        "Mane Character": "Mane Character",
        "Friends": "Friend",
        "Resources": "Resource",
        "Events": "Event",
        "Troublemakers": "Troublemaker",
        "Problems": "Problem",
    }
    for name, section in sections.items():
        for card in section.iter("card"):
            assert catalog.by_guid[card.get("id")].type == expected_type[name]
    resources = [catalog.by_guid[c.get("id")] for c in sections["Resources"].iter("card")]
    assert any(card.dilemma for card in resources)  # Dilemmas go with the Resources
    assert sum(int(c.get("qty")) for c in root.iter("card")) == 1 + 10 + 47


def test_unknown_id_with_a_known_name_is_read_by_name_and_reported(catalog):
    text = octgn_deck(
        ("Events", "00000000-0000-0000-0000-000000000000", 2, "Thunderclap"),
        ("Events", "11111111-0000-0000-0000-000000000000", 1, "Zzyzx Qwvrt"),
    )

    resolved = resolve(read_deck_list(text, "old.o8d"), catalog)

    assert [e.card.name for e in resolved.deck.entries()] == ["Thunderclap"]
    incorrect, invalid = resolved.problems
    assert incorrect.problem_class is ProblemClass.INCORRECT
    assert "line 4: card id 00000000-0000-0000-0000-000000000000" in incorrect.message
    assert "as Thunderclap" in incorrect.message
    assert invalid.problem_class is ProblemClass.INVALID
    assert "line 5" in invalid.message and "Zzyzx Qwvrt" in invalid.message


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (
            '<?xml version="1.0"?>\n<deck game="65656467-b709-43b2-a5c6-80c2f216adf9">\n'
            '  <section name="Friends" shared="False">\n    <card qty="3" id="ab',
            "line 4: not a complete OCTGN deck file",
        ),
        ("<deck><section name='Friends'></deck>", "line 1: not a complete OCTGN deck file"),
        (
            '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593"><section name="Deck"/></deck>',
            "an OCTGN deck for another game",
        ),
        ("<html><body>hi</body></html>", "not an OCTGN deck (root element <html>"),
        (
            f'<deck game="{OCTGN_GAME_ID}">\n<section name="Friends">\n'
            '<card qty="300" id="x">A</card></section></deck>',
            "line 3: card quantity must be 1 to 99: 'qty=\"300\"'",
        ),
        (
            f'<deck game="{OCTGN_GAME_ID}">\n<section name="Friends">\n'
            '<card qty="two" id="x">A</card></section></deck>',
            "line 3: card quantity must be 1 to 99",
        ),
        (
            f'<deck game="{OCTGN_GAME_ID}"><section name="Friends"><card qty="1">A</card>'
            "</section></deck>",
            "<card> without an id",
        ),
        (f'<deck game="{OCTGN_GAME_ID}"></deck>', "OCTGN deck with no cards"),
        (
            '<!DOCTYPE deck [<!ENTITY a "aaaa">]><deck game="x"></deck>',
            "has a DTD",
        ),
    ],
)
def test_broken_o8d_is_an_error_saying_what_and_where(text, fragment):
    with pytest.raises(DeckReadError) as error:
        read_deck_list(text, "deck.o8d")

    assert str(error.value).startswith("deck.o8d")
    assert fragment in str(error.value)
