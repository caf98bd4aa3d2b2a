"""Formats the organizer owns: files in the user's config folder beside the shipped ones."""

from __future__ import annotations

import pytest

from tourney.legality import FormatFileError, load_formats
from tourney.paths import user_formats_folder
from tourney.resources import resource_path


def test_a_user_format_overrides_the_shipped_one_with_its_id(user_config):
    shipped = load_formats()
    assert shipped["harmony"].deck.draw_max_copies == 3
    folder = user_formats_folder()
    assert folder.parent == user_config  # the test's folder, never the real user's
    folder.mkdir(parents=True)
    text = resource_path("formats", "harmony.toml").read_text(encoding="utf-8")
    text = text.replace('name = "Harmony"', 'name = "Harmony (store rules)"')
    text = text.replace("draw_max_copies = 3", "draw_max_copies = 4")
    (folder / "my-harmony.toml").write_text(text, encoding="utf-8")

    formats = load_formats()

    assert formats["harmony"].name == "Harmony (store rules)"
    assert formats["harmony"].deck.draw_max_copies == 4
    assert formats["harmony"].source == folder / "my-harmony.toml"
    assert set(formats) == set(shipped)  # replaced, not added beside it
    # Formats that take the Harmony banlist by reference take the organizer's.
    assert formats["odyssey-block"].banlist == formats["harmony"].banlist


def test_a_broken_user_format_names_its_file_line_and_key(user_config):
    folder = user_formats_folder()
    folder.mkdir(parents=True)
    text = resource_path("formats", "core.toml").read_text(encoding="utf-8")
    (folder / "core.toml").write_text(text.replace("problem_count = 10", "problem_count = 0"))
    with pytest.raises(FormatFileError) as raised:
        load_formats()
    assert raised.value.path == folder / "core.toml"
    line = next(
        i + 1
        for i, t in enumerate((folder / "core.toml").read_text().splitlines())
        if t.startswith("problem_count")
    )
    assert str(raised.value).startswith(f"core.toml line {line}: deck.problem_count: must be")
