"""The demo event the GUI, printouts and screenshots use is a realistic, repeatable event."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.decks import read_deck_list, resolve
from tourney.demo import INCORRECT_LIST_PLAYER, build_demo_event, random_legal_deck
from tourney.events.audit import audit_trail
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import EventStatus, PenaltyLevel, RoundStatus, StaffRole, Tier
from tourney.events.penalties import penalties_of
from tourney.events.registration import registrations_of
from tourney.events.staff import staff_of
from tourney.events.swiss_link import standings_csv
from tourney.legality import check_deck, load_formats


@pytest.fixture(scope="module")
def harmony(catalog):
    return load_formats(catalog=catalog)["harmony"]


def _build(tmp_path, catalog, name="demo.db", **kwargs):
    engine = open_database(tmp_path / name)
    session = Session(engine)
    return session, build_demo_event(session, catalog, **kwargs)


def test_random_legal_decks_pass_the_legality_check_and_differ_by_seed(catalog, harmony):
    on = date(2019, 6, 22)
    texts = {random_legal_deck(catalog, harmony, on, seed) for seed in range(6)}
    assert len(texts) == 6
    for text in texts:
        report = check_deck(resolve(read_deck_list(text, "t"), catalog), harmony, on, catalog)
        assert report.legal and report.deck_list_problems == [], report.violations


def test_random_legal_deck_respects_the_release_date(catalog, harmony):
    on = date(2014, 1, 1)
    text = random_legal_deck(catalog, harmony, on, 3)
    resolved = resolve(read_deck_list(text, "t"), catalog)
    assert all(e.card.legal_from <= on for e in resolved.deck.entries())


def test_demo_event_is_a_played_tier_2_event_with_every_ingredient(tmp_path, catalog):
    session, event = _build(tmp_path, catalog)
    assert event.tier == Tier.CHAMPIONSHIP and event.status == EventStatus.RUNNING
    roles = sorted(str(s.role) for s in staff_of(session, event))
    assert roles == sorted(
        [StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE, StaffRole.SCOREKEEPER]
        + [StaffRole.FLOOR_JUDGE] * 2
    )
    players = registrations_of(session, event)
    names = [r.player.name for r in players]
    assert len(names) == 32 and len(set(names)) == 32
    assert {"Łucja Wiśniewska", "Ярослав Котов", "佐藤 花子"} <= set(names)
    assert all(r.deck_list for r in players)
    rounds = rounds_of(session, event)
    assert [r.number for r in rounds] == [1, 2, 3]
    assert all(r.status == RoundStatus.FINISHED for r in rounds)
    assert all(m.result is not None for m in matches_in(session, rounds[-1]))
    assert sum(r.dropped_at is not None for r in players) == 1

    penalties = penalties_of(session, event)
    deck_list = [p for p in penalties if p.infraction == "incorrect-deck-list"]
    assert [p.registration_id for p in deck_list] == [players[INCORRECT_LIST_PLAYER].id]
    assert deck_list[0].level == PenaltyLevel.GAME_WARNING and "line" in deck_list[0].notes
    upgraded = [p for p in penalties if p.upgraded_from == PenaltyLevel.GAME_WARNING]
    assert len(upgraded) == 1 and upgraded[0].level == PenaltyLevel.GAME_LOSS
    assert any(p.level == PenaltyLevel.PROCEDURAL_ERROR for p in penalties)
    assert [e.action for e in audit_trail(session, event)].count("penalty") == len(penalties)
    session.close()


def test_demo_event_is_the_same_for_the_same_seed(tmp_path, catalog):
    first, a = _build(tmp_path, catalog, "a.db", players=12, rounds=2, seed=4)
    second, b = _build(tmp_path, catalog, "b.db", players=12, rounds=2, seed=4)
    assert standings_csv(first, a) == standings_csv(second, b)
    lists = [[r.deck_list for r in registrations_of(s, e)] for s, e in ((first, a), (second, b))]
    assert lists[0] == lists[1]
    first.close()
    second.close()


def test_demo_event_with_a_single_round_still_has_its_upgraded_warning(tmp_path, catalog):
    session, event = _build(tmp_path, catalog, players=5, rounds=1)
    assert any(p.upgraded_from for p in penalties_of(session, event))
    assert len(rounds_of(session, event)) == 1
    session.close()


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_the_incorrect_list_draws_a_game_warning_whatever_the_seed(tmp_path, catalog, seed):
    session, event = _build(tmp_path, catalog, players=8, rounds=1, seed=seed)
    warnings = [p for p in penalties_of(session, event) if p.infraction == "incorrect-deck-list"]
    assert [p.level for p in warnings] == [PenaltyLevel.GAME_WARNING]
    session.close()
