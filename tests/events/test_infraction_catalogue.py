"""The infraction catalogue is data in resources/: complete, and malformed files are named."""

from __future__ import annotations

import pytest

from tourney.events import infractions
from tourney.events.model import PenaltyLevel


def test_catalogue_holds_the_floor_rules_examples_with_their_penalties():
    assert infractions.infraction("drawing-extra-cards").level is PenaltyLevel.GAME_LOSS
    assert infractions.infraction("slow-play").level is PenaltyLevel.GAME_WARNING
    assert infractions.infraction("missed-trigger").level is PenaltyLevel.PROCEDURAL_ERROR
    assert infractions.infraction("cheating").level is PenaltyLevel.DISQUALIFICATION
    assert {i.level for i in infractions.CATALOGUE} == set(PenaltyLevel)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            '[[infraction]]\ncode = "x"\nname = "X"\nlevel = "Warning"\nrule = "r"\n',
            "level 'Warning'",
        ),
        ('[[infraction]]\ncode = "x"\nname = "X"\nrule = "r"\n', "missing level"),
        (
            '[[infraction]]\ncode = "x"\nname = "X"\nlevel = "Game Loss"\nrule = "r"\n' * 2,
            "codes used twice: x",
        ),
    ],
)
def test_a_malformed_catalogue_names_the_entry_and_problem(tmp_path, monkeypatch, content, message):
    (tmp_path / "infractions.toml").write_text(content)
    monkeypatch.setattr("tourney.resources.RESOURCES", tmp_path)
    with pytest.raises(infractions.InfractionFileError, match=message):
        infractions.load_catalogue()
