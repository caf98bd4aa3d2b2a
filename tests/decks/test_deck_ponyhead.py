"""PonyHead deck links: the card-code rule checked against every row of PonyHead's id table."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

from tourney.cards.model import Card, CardType, Rarity, SetKind
from tourney.decks.errors import DeckReadError
from tourney.decks.model import ProblemClass
from tourney.decks.ponyhead import (
    PonyheadCodeError,
    ponyhead_card,
    ponyhead_code,
    read_ponyhead,
    write_ponyhead,
)
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve

SHARED = Path(os.environ.get("TOURNEY_SHARED", Path(__file__).resolve().parents[3] / "shared"))
PONYHEAD_IDS = SHARED / "cards" / "ponyhead-ids.csv"

# PonyHead codes whose card is not in the OCTGN data: Absolute Discord's promos.
NOT_IN_CARD_DATA = {"adpf2", "adpf4", "adpf6", "adpf8", "adpf10", "adpf12"}
# Second codes PonyHead has for a card; the rule gives the first (cnF2, cnF4).
SECOND_CODES = {"cnf2b", "cnf4b"}


@pytest.fixture(scope="module")
def ponyhead_rows() -> list[dict[str, str]]:
    if not PONYHEAD_IDS.is_file():
        pytest.fail(f"PonyHead id table missing: {PONYHEAD_IDS}")
    with PONYHEAD_IDS.open(encoding="utf-8", newline="") as table:
        return list(csv.DictReader(table))


def test_every_ponyhead_code_names_its_card(catalog, ponyhead_rows):
    assert len(ponyhead_rows) == 1969
    wrong, missing = [], set()
    for row in ponyhead_rows:
        code, card = row["ponyhead_id"], catalog.by_guid.get(row["octgn_guid"].lower())
        if card is None:
            missing.add(code)
            with pytest.raises(PonyheadCodeError, match=code):
                ponyhead_card(code, catalog)
        elif ponyhead_card(code, catalog) is not card:
            wrong.append(code)
    assert wrong == []
    assert missing == NOT_IN_CARD_DATA


def test_every_card_gets_the_code_ponyhead_gives_it(catalog, ponyhead_rows):
    differ = []
    for row in ponyhead_rows:
        card = catalog.by_guid.get(row["octgn_guid"].lower())
        code = row["ponyhead_id"]
        # The table spells promo and fixed codes both "prPF3" and "cgpf8"; PonyHead reads either.
        if card is not None and ponyhead_code(card).casefold() != code.casefold():
            differ.append(code)
    assert sorted(differ) == sorted(SECOND_CODES)


def test_rule_and_its_exceptions():
    assert [_code(n) for n in ("DE52", "PRpf3", "CNf2", "AD-1", "HM-1", "CN0", "GF9")] == [
        "de52",
        "prPF3",
        "cnF2",
        "adn1",
        "hmn1",
        "cn0",
        "gf9",
    ]
    # OCTGN numbers Premiere's two promos as if they were the last cards of the set.
    assert [_code("PR212"), _code("PR213"), _code("PR211")] == ["prPF1", "prPF2", "pr211"]


def _code(number: str) -> str:
    card = Card(
        "id", "set", number[:2], SetKind.EXPANSION, number, Rarity.COMMON, "T", "", CardType.EVENT
    )
    return ponyhead_code(card)


def test_codes_of_tournament_cards_are_unique_and_lead_back(catalog):
    seen: dict[str, str] = {}
    for card in catalog.tournament_cards():
        code = ponyhead_code(card).casefold()
        assert code not in seen, f"{card.number} and {seen[code]} share {code}"
        seen[code] = card.number
        assert ponyhead_card(code, catalog) is card
    assert ponyhead_card("prpf1", catalog).number == "PR212"
    assert ponyhead_card("CNF2B", catalog).number == "CNf2"


@pytest.mark.parametrize(
    ("code", "fragment"),
    [
        ("nd49", "'nd49' is from the fan-made set 'nd'"),
        ("fm159", "'fm159' is from the fan-made set 'fm'"),
        ("pw18", "'pw18' is from the fan-made set 'pw'"),
        ("zz5", "'zz5': unknown set 'zz'"),
        ("de999", "'de999': no such card"),
        ("t1", "'t1' could be any of"),
    ],
)
def test_codes_naming_no_card_say_which_code_and_why(catalog, code, fragment):
    with pytest.raises(PonyheadCodeError, match=fragment):
        ponyhead_card(code, catalog)


LINK = (
    "http://www.ponyhead.com/deckbuilder?v1code=cn1x1-cn167x2-cn170x2-cn172x2-cn177x2-cn188x2"
    "-cn10x3-cn11x3-cn12x3-cn14x3-cn15x3-cn16x3-cn17x3-cn18x3-cn20x3-cn21x3-cn101x3-cn120x3"
    "-cn123x3-cn152x3-cn143x3"
)


@pytest.mark.parametrize(
    "pasted",
    [
        LINK,
        LINK.replace("deckbuilder?", "deckbuilder?draftMode&"),
        LINK.split("?", 1)[1],
        LINK.split("=", 1)[1],
        LINK.upper(),
        f"\n  {LINK}\n",
        LINK.replace("-", "%2D"),
    ],
)
def test_link_code_or_bare_code_read_the_same(catalog, pasted):
    resolved = resolve(read_deck_list(pasted.encode(), "link.txt"), catalog)

    assert resolved.problems == []
    deck = resolved.deck
    assert [(e.card.number, e.count) for e in deck.mane] == [("CN1", 1)]
    assert (len(deck.problems), len(deck.draw)) == (5, 15)
    assert sum(e.count for e in deck.entries()) == 1 + 10 + 45


def test_fan_made_cards_are_invalid_lines_naming_the_code(catalog):
    link = "https://ponyhead.com/deckbuilder?v1code=cn1x1-nd49x2-fm3x1-cn167x2"

    resolved = resolve(read_deck_list(link, "pasted text"), catalog)

    assert [e.card.number for e in resolved.deck.entries()] == ["CN1", "CN167"]
    assert [p.problem_class for p in resolved.problems] == [ProblemClass.INVALID] * 2
    assert "'nd49' is from the fan-made set 'nd'" in resolved.problems[0].message
    assert "'fm3'" in resolved.problems[1].message


def test_written_link_reads_back_to_the_same_deck(catalog, blue_deck):
    link = write_ponyhead(blue_deck)

    again = resolve(read_deck_list(link, "link"), catalog)

    assert link.startswith("https://ponyhead.com/deckbuilder?v1code=cn1x1-cn167x2-")
    assert again.problems == []
    assert again.deck.entries() == blue_deck.entries()


@pytest.mark.parametrize(
    ("pasted", "fragment"),
    [
        ("https://ponyhead.com/deckbuilder?v1code=", "empty v1code"),
        ("https://ponyhead.com/deckbuilder?v1code=de52x3-de53", "entry 2 is not <card code>x"),
        ("v1code=de52x3-??x1", "entry 2 is not <card code>x<count> (like de52x3): '??x1'"),
        ("v1code=de52x300", "entry 1: count must be 1 to 99: 'de52x300'"),
        ("v1code=de52x0", "entry 1: count must be 1 to 99"),
    ],
)
def test_malformed_codes_are_errors_naming_the_line_and_entry(pasted, fragment):
    with pytest.raises(DeckReadError) as error:
        read_ponyhead(f"\n\n{pasted}\n", "link.txt")

    assert str(error.value).startswith("link.txt, line 3: PonyHead")
    assert error.value.line == 3
    assert fragment in str(error.value)
