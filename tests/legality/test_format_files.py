"""Formats as data: the shipped files, an organizer's own format, and clear errors."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from datetime import date
from pathlib import Path

import pytest

from tourney.decks.model import DeckEntry, DeckList, ResolvedDeck
from tourney.legality import FormatFileError, FormatKind, check_deck, load_formats
from tourney.resources import resource_path

EVENT_DAY = date(2016, 9, 1)


@pytest.fixture
def resources(tmp_path: Path) -> Path:
    """A copy of the shipped format files and limited table, free to edit."""
    shutil.copytree(resource_path("formats"), tmp_path / "formats")
    shutil.copy(resource_path("limited.toml"), tmp_path / "limited.toml")
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def load(resources: Path, catalog=None):
    return load_formats(
        resources / "formats", limited_file=resources / "limited.toml", catalog=catalog
    )


def test_shipped_formats_load_and_match_the_card_catalogue(formats):
    assert set(formats) == {
        "harmony", "premiere-block", "odyssey-block", "beyond-block", "core", "sealed", "draft"
    }  # fmt: skip
    harmony = formats["harmony"]
    assert harmony.kind is FormatKind.CONSTRUCTED
    assert len(harmony.banlist) == 9
    assert (harmony.deck.draw_min, harmony.deck.problem_count) == (45, 10)
    assert (harmony.deck.draw_max_copies, harmony.deck.problem_max_copies) == (3, 2)
    for block in ("premiere-block", "odyssey-block", "beyond-block", "core"):
        assert formats[block].banlist == harmony.banlist  # by reference, not a copy
    assert formats["premiere-block"].sets.set_codes == {"PR", "CN", "CG", "AD"}
    assert formats["odyssey-block"].sets.set_codes == {"EO", "HM", "MT"}
    assert formats["beyond-block"].sets.set_codes == {"DE", "SB", "FF"}
    assert formats["core"].sets.set_codes == {"EO", "HM", "MT", "DE", "SB", "FF", "LL"}
    sealed = formats["sealed"]
    assert sealed.limited
    assert (sealed.deck.draw_min, sealed.deck.problem_count) == (30, 5)
    assert sealed.deck.draw_max_copies is None
    premiere = sealed.tables_by_block["premiere"]
    assert [(p.set_code, p.packs) for p in premiere.draft] == [
        ("AD", 1), ("CG", 1), ("CN", 1), ("PR", 1)
    ]  # fmt: skip
    assert "Cloudbursting" in premiere.provided_names
    assert len(sealed.tables_by_block["odyssey"].provided_manes) == 9


def test_an_organizer_adds_a_format_without_code(resources, catalog, decks):
    (resources / "formats" / "early.toml").write_text(
        """
id = "early"
name = "Premiere and Canterlot Nights"
kind = "constructed"
rule = "Store event: early sets"
[cards]
sets = ["PR", "CN"]
supplemental = false
promos = false
[deck]
draw_min = 45
problem_count = 10
starting_problems_min = 1
draw_max_copies = 3
problem_max_copies = 2
[banlist]
use = ["harmony"]
""",
        encoding="utf-8",
    )
    early = load(resources, catalog)["early"]
    deck = decks.premiere()
    resolved = ResolvedDeck(deck, [], DeckList("t", "text", ()))
    assert check_deck(resolved, early, EVENT_DAY, catalog).legal
    deck.add(decks.card("CG136"), 1)  # Magical Mailbox: The Crystal Games, and banned
    report = check_deck(resolved, early, EVENT_DAY, catalog)
    assert [v.rule for v in report.violations] == [
        "Store event: early sets",
        "Floor rules: Format Legality (Harmony banlist)",
    ]


def test_a_limited_format_can_name_its_block(resources, catalog, decks):
    edit(resources / "formats" / "sealed.toml", '# block = "premiere"', 'block = "odyssey"')
    sealed = load(resources, catalog)["sealed"]
    deck = decks.sealed()
    deck.mane[:] = [DeckEntry(decks.card("EO1"), 1)]  # provided for Odyssey, not in the pool
    deck.problems[0] = DeckEntry(decks.card("EO191"), 1)  # Locked Out, provided for Odyssey
    pool: Counter[str] = decks.sealed_pool()
    resolved = ResolvedDeck(deck, [], DeckList("t", "text", ()))
    assert check_deck(resolved, sealed, EVENT_DAY, catalog, pool).legal


@pytest.mark.parametrize(
    ("file", "old", "new", "error"),
    [
        ("harmony.toml", 'kind = "constructed"\n', "", "harmony.toml: kind: missing"),
        (
            "harmony.toml",
            "draw_min = 45",
            'draw_min = "45"',
            "harmony.toml: deck.draw_min: expected a whole number, found '45'",
        ),
        (
            "harmony.toml",
            "draw_min = 45",
            "draw_minimum = 45",
            "harmony.toml: deck.draw_minimum: unknown key",
        ),
        (
            "harmony.toml",
            "supplemental = true",
            "supplemental = 1",
            "harmony.toml: cards.supplemental: expected true or false, found 1",
        ),
        (
            "harmony.toml",
            'kind = "constructed"',
            'kind = "casual"',
            "harmony.toml: kind: expected 'constructed' or 'limited', found 'casual'",
        ),
        (
            "harmony.toml",
            'set = "HM"',
            'set = "XX"',
            "harmony.toml: banlist.card[8].set: unknown set code 'XX'",
        ),
        (
            "harmony.toml",
            "effective = 2016-08-31",
            'effective = "August 31, 2016"',
            "harmony.toml: banlist.card[8].effective: expected a date (YYYY-MM-DD)",
        ),
        (
            "premiere-block.toml",
            'use = ["harmony"]',
            'use = ["harmoni"]',
            "premiere-block.toml: banlist.use[0]: no format with id 'harmoni'",
        ),
        (
            "premiere-block.toml",
            'sets = { block = "premiere" }',
            'sets = { block = "later" }',
            "premiere-block.toml: cards.sets.block: no set in resources/sets.toml is in block",
        ),
        (
            "odyssey-block.toml",
            'id = "odyssey-block"',
            'id = "premiere-block"',
            "premiere-block.toml: id: 'premiere-block' is also the id of odyssey-block.toml",
        ),
        (
            "sealed.toml",
            'pack_list = "sealed"',
            'pack_list = "cube"',
            "sealed.toml: pack_list: expected 'sealed' or 'draft', found 'cube'",
        ),
        ("draft.toml", "[deck]", "[deck", "draft.toml: not valid TOML"),
    ],
)
def test_format_file_errors_name_the_file_and_key(resources, file, old, new, error):
    edit(resources / "formats" / file, old, new)
    with pytest.raises(FormatFileError) as raised:
        load(resources)
    assert re.sub(r" line \d+", "", str(raised.value)).startswith(error)


def test_banlist_name_must_match_the_card_with_that_number(resources, catalog):
    edit(resources / "formats" / "harmony.toml", "Tantabus, Night Terror", "Tantabus, Nightmare")
    with pytest.raises(FormatFileError) as raised:
        load(resources, catalog)
    assert str(raised.value) == (
        "harmony.toml line 80: banlist.card (HM150): HM150 is 'Tantabus, Night Terror' in the card "
        "catalogue, not 'Tantabus, Nightmare'"
    )
    load(resources)  # without a catalogue the name cannot be checked


def test_banlist_number_must_name_a_card(resources, catalog):
    edit(resources / "formats" / "harmony.toml", "number = 150", "number = 999")
    with pytest.raises(FormatFileError, match="no card numbered HM999 in the card catalogue"):
        load(resources, catalog)


def test_provided_mane_must_be_a_mane_character(resources, catalog):
    edit(
        resources / "limited.toml",
        '{ set = "CN", number = 7, name = "Fluttershy, Friend to Animals" }',
        '{ set = "PR", number = 7, name = "Jetstream, All Heart" }',
    )
    with pytest.raises(FormatFileError) as raised:
        load(resources, catalog)
    assert str(raised.value) == (
        "limited.toml: block premiere: provided_manes (PR7): Jetstream, All Heart (PR7) is a "
        "Friend, not a Mane Character"
    )


def test_provided_starting_problem_name_is_checked(resources, catalog):
    edit(resources / "limited.toml", 'name = "Runaway Cart"', 'name = "Runaway Carts"')
    with pytest.raises(FormatFileError, match="PR190 is 'Runaway Cart' in the card catalogue"):
        load(resources, catalog)


def test_sealed_pack_list_must_make_eight_boosters(resources):
    edit(resources / "limited.toml", '{ set = "EO", packs = 3 }', '{ set = "EO", packs = 4 }')
    with pytest.raises(FormatFileError) as raised:
        load(resources)
    assert str(raised.value) == (
        "limited.toml line 15: block[0].sealed: 9 packs; a sealed pool is 8 booster packs "
        "(Limited Play)"
    )


def test_a_folder_without_formats_is_an_error(tmp_path):
    with pytest.raises(FormatFileError, match="no format files"):
        load_formats(tmp_path)


@pytest.mark.parametrize(
    ("file", "old", "new", "key"),
    [
        ("harmony.toml", "draw_min = 45", 'draw_min = "45"', "deck.draw_min"),
        (
            "harmony.toml",
            "effective = 2016-08-31",
            'effective = "soon"',
            "banlist.card[8].effective",
        ),
        ("odyssey-block.toml", 'use = ["harmony"]', 'use = ["harmonie"]', "banlist.use[0]"),
    ],
)
def test_format_file_errors_name_the_line_of_the_key(resources, file, old, new, key):
    path = resources / "formats" / file
    edit(path, old, new)
    lines = path.read_text(encoding="utf-8").splitlines()
    expected = next(i for i, text in enumerate(lines) if text.startswith(new)) + 1
    with pytest.raises(FormatFileError) as raised:
        load(resources)
    assert (raised.value.key, raised.value.line) == (key, expected)
    assert str(raised.value).startswith(f"{file} line {expected}: {key}: ")
