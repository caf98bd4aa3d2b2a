"""Card errata (2016 rules document, section 10) and name corrections over the real OCTGN data."""

from __future__ import annotations

import pytest

from tourney.cards.errata import apply_corrections, apply_errata
from tourney.cards.model import Card
from tourney.cards.octgn import ImportReport
from tourney.resources import load_toml

ERRATA = load_toml("errata.toml")["erratum"]
ERRATA_BY_NUMBER = {entry["number"]: entry for entry in ERRATA}


@pytest.fixture(scope="module")
def imported(octgn_data) -> tuple[dict[str, Card], ImportReport]:
    """The real cards as the importer hands them over: corrections first, then errata."""
    report = ImportReport()
    cards = apply_errata(apply_corrections(octgn_data.cards, report), report)
    return {c.number: c for c in cards if not c.token}, report


def test_every_card_of_the_errata_section_is_transcribed_once():
    assert len(ERRATA) == 70
    assert len(ERRATA_BY_NUMBER) == 70
    for entry in ERRATA:
        assert "<" not in entry["summary"], f"{entry['number']}: HTML left in the summary"


def test_every_erratum_applies_to_the_real_cards(imported):
    cards, report = imported
    assert [line for line in report.skipped if "erratum" in line or "correction" in line] == []
    for number, entry in ERRATA_BY_NUMBER.items():
        assert cards[number].name == entry["name"]
        assert [e.summary for e in cards[number].errata] == [entry["summary"]]
    assert sum(1 for c in cards.values() if c.errata) == len(ERRATA)


def test_each_erratum_is_in_the_import_report(imported):
    _, report = imported
    for number, entry in ERRATA_BY_NUMBER.items():
        assert any(line.startswith(f"{number} {entry['name']}: ") for line in report.repairs)


def test_errata_not_yet_in_the_data_change_the_card_text(imported):
    cards, _ = imported
    for number, entry in ERRATA_BY_NUMBER.items():
        for part in entry.get("replace", []):
            text = "\n".join(
                cards[number].text + (cards[number].boosted.text if cards[number].boosted else ())
            )
            assert part["new"] in text
            assert part["old"] not in text.replace(part["new"], ""), number


def test_pie_family_rock_farm_reads_its_errata_text(imported):
    cards, _ = imported
    farm = cards["CN145"]
    assert farm.name == "Pie Family Rock Farm"
    assert "At the start of each player's turn, that player draws an additional card." in farm.text
    assert not any("Ready Phase" in paragraph for paragraph in farm.text)


def test_twilight_sparkle_ursa_vanquisher_returns_to_her_owners_hand(imported):
    cards, _ = imported
    twilight = cards["PR203"]
    assert twilight.name == "Twilight Sparkle, Ursa Vanquisher"
    assert "exhaust this card and put it into its owner's hand" in twilight.text[0]
    assert twilight.errata


def test_the_cutie_map_has_its_subtitle(imported):
    cards, _ = imported
    assert cards["EO216"].subtitle == "Equestrian Odysseys"
    assert cards["EO216"].name == "The Cutie Map, Equestrian Odysseys"


@pytest.mark.parametrize("number", ["PR152", "PR210"])
def test_ahuizotl_and_nightmare_moon_are_epic(imported, number):
    cards, _ = imported
    assert cards[number].title in ("Ahuizotl", "Nightmare Moon")
    assert "Epic" in cards[number].traits


def test_element_of_magic_gets_its_own_paragraph_for_the_control_requirement(imported):
    cards, _ = imported
    text = cards["CN202"].text
    assert text[:2] == (
        "Play to your home.",
        "You must control Twilight Sparkle to play this card.",
    )


def test_goof_off_loses_the_stray_paragraph_mark(imported):
    cards, _ = imported
    assert cards["CN176"].text[0].startswith("Main Phase: This card's owner may exhaust")
    assert cards["CN176"].starting_problem


def test_octavia_serious_musician_goes_to_her_owners_hand(imported):
    cards, _ = imported
    assert "put this card into its owner's hand" in cards["CGpf6"].text[1]


def test_king_sombra_is_spelt_as_printed(imported, octgn_data):
    cards, report = imported
    assert cards["KS1"].name == "King Sombra, Crystal Tyrant"
    repairs = report.repairs + octgn_data.report.repairs  # whichever step corrected it
    assert any(
        line.startswith("KS1 King Somba, Crystal Tyrant: name corrected") for line in repairs
    )


def test_an_erratum_for_an_unknown_card_is_reported(octgn_data):
    report = ImportReport()
    entry = {"number": "PR999", "name": "No Such Pony", "summary": "Added trait."}
    apply_errata(octgn_data.cards, report, [entry])
    assert report.skipped == [
        "erratum for PR999 No Such Pony not applied: no card with that number and name"
    ]


def test_an_erratum_whose_old_text_is_missing_is_reported_not_dropped(octgn_data):
    report = ImportReport()
    entry = {
        "number": "CN145",
        "name": "Pie Family Rock Farm",
        "summary": "test",
        "replace": [{"old": "draw 2 cards instead", "new": "draw 3 cards instead"}],
    }
    cards = apply_errata(octgn_data.cards, report, [entry])
    assert len(report.skipped) == 1
    assert "'draw 2 cards instead' not found" in report.skipped[0]
    farm = next(c for c in cards if c.number == "CN145")
    assert farm.errata[-1].summary == "test"


def test_an_erratum_said_to_be_in_the_data_is_checked(octgn_data):
    report = ImportReport()
    entry = {
        "number": "PR152",
        "name": "Ahuizotl",
        "summary": "test",
        "already_in_data": True,
        "add_traits": ["Villain"],
    }
    cards = apply_errata(octgn_data.cards, report, [entry])
    assert "trait 'Villain' missing" in report.skipped[0]
    assert "Villain" not in next(c for c in cards if c.number == "PR152").traits


def test_a_correction_for_a_missing_card_is_reported(octgn_data):
    report = ImportReport()
    entry = {"number": "KS99", "octgn_name": "Nobody", "title": "Somebody", "why": "test"}
    apply_corrections(octgn_data.cards, report, [entry])
    assert report.skipped == [
        "name correction for KS99 'Nobody' not applied: no such card in the data"
    ]


def test_applying_the_errata_again_changes_nothing(imported):
    cards, _ = imported
    report = ImportReport()
    again = apply_errata(list(cards.values()), report)
    assert again == list(cards.values())
    assert report.skipped == []
