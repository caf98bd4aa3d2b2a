"""Adding a list of players at once: flagged like one by one, nothing added on a bad name."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from tourney.db.schema import PlayerRow
from tourney.events.errors import EventRuleError
from tourney.events.players import add_player, add_players


def test_a_list_flags_names_already_on_file_and_repeated_in_the_list(session):
    add_player(session, "Zoë Ångström")
    added = add_players(session, ["zoë  ångström", "Ярослав Котов", "ЯРОСЛАВ котов", "Lyra"])
    assert [p.name for p in added.players] == [
        "zoë ångström",
        "Ярослав Котов",
        "ЯРОСЛАВ котов",
        "Lyra",
    ]
    assert len(added.flags()) == 2
    assert [p.name for p in added.same_name[added.players[2].id]] == ["Ярослав Котов"]


def test_a_bad_name_in_a_list_adds_nobody_and_says_which(session):
    with pytest.raises(EventRuleError, match="name 2 of the list is empty"):
        add_players(session, ["Lyra", "   ", "Bon Bon"])
    assert session.scalar(select(func.count()).select_from(PlayerRow)) == 0
