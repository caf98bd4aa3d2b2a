"""Fan-made sets: imported from their own OCTGN folder beside the official data, read from
PonyHead links by collector number, and legal only where a format names the set."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from tourney.cards.store import import_cards, load_catalog
from tourney.db.database import open_database
from tourney.decks.ponyhead import write_ponyhead
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve
from tourney.legality import check_deck, load_formats
from tourney.paths import user_formats_folder, user_sets_file
from tourney.resources import resource_path

FAN_SET_ID = "f0f0f0f0-1111-4222-8333-944444444444"
FAN_CARDS = [
    # (id, number, title, subtitle, element, cost, power)
    ("f0f0f0f0-0000-4000-8000-000000000012", "ND12", "Sea Breeze", "Tide Turner", "Loyalty", 2, 2),
    ("f0f0f0f0-0000-4000-8000-000000000013", "ND13", "Coral Crest", "Reef Guard", "Loyalty", 3, 3),
]


def write_fan_folder(root: Path) -> Path:
    """A one-set OCTGN folder, as a fan community ships it: Sets/<guid>/set.xml."""
    cards = "\n".join(
        f'''    <card id="{guid}" name="{title}">
      <property name="Number" value="{number}"/>
      <property name="Type" value="Friend"/>
      <property name="Element" value="{element}"/>
      <property name="Subname" value="{subtitle}"/>
      <property name="Power" value="{power}"/>
      <property name="Cost" value="{cost}"/>
      <property name="PlayRequiredPower" value="1"/>
      <property name="PlayRequiredElement" value="{element}"/>
      <property name="Rarity" value="C"/>
      <property name="Traits" value="Unicorn"/>
      <property name="Text" value=""/>
    </card>'''
        for guid, number, title, subtitle, element, cost, power in FAN_CARDS
    )
    folder = root / "fan-octgn" / "Sets" / FAN_SET_ID
    folder.mkdir(parents=True)
    (folder / "set.xml").write_text(
        f"""<?xml version='1.0' encoding='UTF-8'?>
<set name="Neigh Depths" id="{FAN_SET_ID}" gameId="65656467-b709-43b2-a5c6-80c2f216adf9">
  <cards>
{cards}
  </cards>
</set>
""",
        encoding="utf-8",
    )
    return root / "fan-octgn"


@pytest.fixture
def fan_engine(tmp_path, card_db):
    """The real cards, then the fan set imported from a second folder."""
    source = open_database(card_db)
    official = len(load_catalog(source).cards)
    source.dispose()
    # sqlite's backup, not a file copy: the shared database may hold pages in its journal
    with sqlite3.connect(card_db) as shared, sqlite3.connect(tmp_path / "cards.db") as copy:
        shared.backup(copy)
    engine = open_database(tmp_path / "cards.db")
    result = import_cards(engine, write_fan_folder(tmp_path))
    assert result.per_set == [("ND", "Neigh Depths", 2, 2)]
    assert result.added == 2
    assert len(load_catalog(engine).cards) == official + 2  # the official cards stay
    return engine


def fan_link(blue_deck) -> str:
    return write_ponyhead(blue_deck) + "-nd12x3"


def test_a_list_with_an_unimported_set_names_the_card_its_set_and_how_to_import(catalog, blue_deck):
    resolved = resolve(read_deck_list(fan_link(blue_deck), "link"), catalog)
    [problem] = resolved.problems
    assert "'nd12'" in problem.message and "(ND)" in problem.message
    assert "tourney cards import FOLDER" in problem.message


def test_fan_set_from_a_second_folder_resolves_and_is_legal_only_where_named(fan_engine, blue_deck):
    catalog = load_catalog(fan_engine)
    fan = next(s for s in catalog.sets.values() if s.code == "ND")
    assert not fan.official and fan.released is None
    assert all(s.official for s in catalog.sets.values() if s.code != "ND")

    resolved = resolve(read_deck_list(fan_link(blue_deck), "link"), catalog)
    assert resolved.problems == []
    fan_entries = [e for e in resolved.deck.entries() if e.card.set_code == "ND"]
    assert [(e.card.number, e.card.name, e.count) for e in fan_entries] == [
        ("ND12", "Sea Breeze, Tide Turner", 3)
    ]

    # Harmony admits "any released product", but not a set the game's makers never released.
    harmony = load_formats()["harmony"]
    report = check_deck(resolved, harmony, date(2021, 1, 1), catalog)
    assert [v.message for v in report.violations] == [
        "3 copies of Sea Breeze, Tide Turner (ND12): from Neigh Depths (ND), not an official "
        "set; legal only in a format that names its set "
        "(Floor rules: Format Legality (Harmony Constructed))",
        "3 copies of Sea Breeze, Tide Turner (ND12): its set has no release date on record, so "
        "it is not legal at a dated event; an organizer gives a fan-made set its date in the "
        "user sets.toml (Floor rules: Legal Cards)",
    ]

    # The organizer dates the set, puts it in a block, and writes a format naming that block.
    user_sets_file().write_text(
        '[[set]]\ncode = "ND"\nreleased = 2021-06-05\nblock = "fan"\n'
        'release_note = "fan community release day"\n',
        encoding="utf-8",
    )
    text = resource_path("formats", "harmony.toml").read_text(encoding="utf-8")
    text = text.replace('id = "harmony"', 'id = "harmony-fan"')
    text = text.replace('sets = "all"', 'sets = { released_from = 2013-12-13, block = "fan" }')
    user_formats_folder().mkdir(parents=True)
    (user_formats_folder() / "harmony-fan.toml").write_text(text, encoding="utf-8")
    catalog = load_catalog(fan_engine)
    resolved = resolve(read_deck_list(fan_link(blue_deck), "link"), catalog)
    formats = load_formats(catalog=catalog)
    fan_format = formats["harmony-fan"]
    assert {"ND", "PR", "LL"} <= fan_format.sets.set_codes

    before = check_deck(resolved, fan_format, date(2021, 6, 4), catalog)
    assert [v.message for v in before.violations] == [
        "3 copies of Sea Breeze, Tide Turner (ND12): not legal until its release on 2021-06-05; "
        "the event is on 2021-06-04 (Floor rules: Legal Cards)"
    ]
    assert check_deck(resolved, fan_format, date(2021, 6, 5), catalog).violations == []
    # Still outside the formats that do not name it.
    still = check_deck(resolved, formats["harmony"], date(2021, 6, 5), catalog)
    assert len(still.violations) == 1 and "not an official set" in still.violations[0].message
