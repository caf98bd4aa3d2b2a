"""Players: adding them, entering them late, dropping them and taking a drop back."""

from __future__ import annotations

import pytest

from tourney.events.errors import EventRuleError, PlayerCsvError
from tourney.events.matches import matches_in
from tourney.events.model import Ending, Result
from tourney.events.players import add_player, import_players_csv
from tourney.events.registration import (
    drop_player,
    register_late_entry,
    register_player,
    registrations_of,
    undrop_player,
)
from tourney.events.results import record_result
from tourney.events.rounds import store_pairing


def test_a_drop_after_pairing_concedes_the_round(session, scene):
    s = scene()
    a, b, c, d = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    conceded = drop_player(session, b, by=s.scorekeeper, why="had to leave")
    table1 = matches_in(session, round1)[0]
    assert conceded is table1
    assert (table1.result, table1.ending) == (Result.A_WINS, Ending.DROPPED)
    assert b.dropped_round == 1 and b.drop_reason == "had to leave"


def test_a_drop_between_rounds_concedes_nothing_and_the_player_is_not_paired_again(session, scene):
    s = scene()
    a, b, c, d = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    for match in matches_in(session, round1):
        record_result(session, match, Result.A_WINS, by=s.scorekeeper)
    assert drop_player(session, d, by=s.scorekeeper) is None
    assert [r.player.name for r in registrations_of(session, s.event, active=True)] == [
        "Applejack Fan",
        "Bon Bon",
        "Cheerilee",
    ]
    with pytest.raises(EventRuleError, match="Derpy has dropped"):
        store_pairing(session, s.event, [(a, c), (b, d)], by=s.scorekeeper)


def test_a_drop_taken_back_keeps_the_conceded_result(session, scene):
    s = scene()
    a, b, c, d = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    drop_player(session, b, by=s.scorekeeper, why="misheard")
    undrop_player(session, b, by=s.head_judge, why="Bon Bon did not mean to drop")
    assert b.dropped_at is None
    assert matches_in(session, round1)[0].result == Result.A_WINS
    with pytest.raises(EventRuleError, match="has not dropped"):
        undrop_player(session, b, by=s.head_judge, why="again")


def test_a_late_entry_is_paired_from_the_next_round(session, scene):
    s = scene(players=3)
    a, b, c = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, None)], by=s.scorekeeper)
    newcomer = add_player(session, "Trixie").players[0]
    with pytest.raises(EventRuleError, match="late entry"):
        register_player(session, s.event, newcomer, by=s.scorekeeper)
    late = register_late_entry(session, s.event, newcomer, by=s.head_judge, why="traffic")
    assert late.late_entry_round == 2
    record_result(session, matches_in(session, round1)[0], Result.A_WINS, by=s.scorekeeper)
    round2 = store_pairing(session, s.event, [(a, late), (b, c)], by=s.scorekeeper)
    assert matches_in(session, round2)[0].player_b is late


def test_a_tier_2_late_entry_brings_a_deck_list(session, scene):
    s = scene(tier=2)
    newcomer = add_player(session, "Trixie").players[0]
    with pytest.raises(EventRuleError, match="Tier 2 Rules: Deck Lists"):
        register_late_entry(session, s.event, newcomer, by=s.head_judge)
    late = register_late_entry(
        session, s.event, newcomer, by=s.head_judge, deck_list="1x Trixie, Great and Powerful"
    )
    assert late.deck_list and late.late_entry_round == 1


def test_players_with_the_same_name_are_added_and_flagged(session):
    add_player(session, "Alex Smith")
    added = add_player(session, "  alex   smith ")
    assert added.players[0].name == "alex smith"
    assert added.flags() == [
        "'alex smith' has the same name as 1 other player on file: check they are different people"
    ]


def test_csv_import_adds_every_named_player(session):
    text = "Email,Player Name\nrd@example.com,Rainbow Dash\n\n,Rarity\nx@y,Rainbow Dash\n"
    added = import_players_csv(session, text, source="signups.csv")
    assert [p.name for p in added.players] == ["Rainbow Dash", "Rarity", "Rainbow Dash"]
    assert len(added.flags()) == 1


def test_csv_import_names_each_bad_line_and_adds_nobody(session):
    text = 'name,deck\nRarity,x\n  ,y\n"Pinkie\nPie",z\nApplejack\n,\n' + "x" * 201 + "\n"
    with pytest.raises(PlayerCsvError) as caught:
        import_players_csv(session, text, source="signups.csv")
    assert caught.value.problems == [
        "line 3: no name",
        "line 8: name longer than 200 characters",
    ]
    assert str(caught.value).startswith("signups.csv: line 3: no name")
    assert add_player(session, "Rarity").flags() == []


def test_csv_import_without_a_name_column_says_what_it_found(session):
    with pytest.raises(PlayerCsvError, match="line 1: no name column.*found: email, deck"):
        import_players_csv(session, "email, deck\na@b,c\n")


def test_a_registration_is_removed_before_the_start_unless_a_penalty_stands(session, scene):
    from tourney.events.audit import audit_trail
    from tourney.events.errors import NotAllowedError
    from tourney.events.event import start_event
    from tourney.events.penalties import issue_penalty
    from tourney.events.registration import remove_player

    s = scene(started=False)
    a, b, c, _d = s.players
    issue_penalty(session, b, "slow-play", judge=s.floor_judge, notes="shuffling at the table")
    with pytest.raises(EventRuleError, match="1 penalty on record, which must stay"):
        remove_player(session, b, by=s.scorekeeper, why="left")
    with pytest.raises(EventRuleError, match="needs the reason"):
        remove_player(session, a, by=s.scorekeeper, why="  ")
    with pytest.raises(NotAllowedError, match="may remove players"):
        remove_player(session, a, by=s.floor_judge, why="entered twice")
    name = a.player.name
    remove_player(session, a, by=s.scorekeeper, why="entered twice")
    assert name not in [r.player.name for r in registrations_of(session, s.event)]
    entry = audit_trail(session, s.event)[-1]
    assert (entry.action, entry.details, entry.why) == (
        "player removed",
        {"player": name, "deck_list": True},
        "entered twice",
    )
    start_event(session, s.event, by=s.head_judge)
    with pytest.raises(EventRuleError, match="drop them instead"):
        remove_player(session, c, by=s.scorekeeper, why="left")
