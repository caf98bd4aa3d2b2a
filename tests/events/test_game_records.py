"""Saved rules-engine game records: kept with the match they rule on, audited, reloadable."""

from __future__ import annotations

import random

import pytest

from engine import Game, Mode, load_record, record_of
from engine.selfplay import random_deck
from engine.vanilla import vanilla_pool
from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.game_records import (
    load_game_record,
    records_of_event,
    records_of_match,
    save_game_record,
)
from tourney.events.matches import matches_in
from tourney.events.rounds import store_pairing


def _played(steps: int) -> Game:
    pool = vanilla_pool()
    rng = random.Random(4)
    game = Game.new(
        pool,
        [random_deck(pool, rng, "Applejack Fan"), random_deck(pool, rng, "Bon Bon")],
        Mode.SEEDED,
        seed=4,
    )
    for _ in range(steps):
        game.apply(rng.choice(game.legal_choices()))
    return game


def test_a_ruling_saved_to_a_match_reloads_to_the_same_state_and_is_audited(session, scene):
    s = scene()
    a, b, c, d = s.players
    table1, table2 = matches_in(
        session, store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    )
    game = _played(25)
    row = save_game_record(
        session,
        record_of(game),
        "  Confront at  Frown Town ",
        match=table1,
        by=s.floor_judge,
        why="players disagree on the confront",
    )
    assert row.event_id == s.event.id and row.title == "Confront at Frown Town"
    saved = records_of_match(session, table1)
    assert [(r.id, r.steps, r.created_by) for r in saved] == [
        (row.id, 25, "Fern Floor (floor judge)")
    ]
    assert records_of_match(session, table2) == []
    assert [r.id for r in records_of_event(session, s.event)] == [row.id]
    reloaded = load_record(load_game_record(session, row.id), vanilla_pool())
    assert reloaded.step == 25 and reloaded.fingerprint() == game.fingerprint()
    entry = audit_trail(session, s.event)[-1]
    assert entry.action == "save game record" and entry.why == "players disagree on the confront"
    assert entry.details["table"] == 1 and entry.details["players"] == ["Applejack Fan", "Bon Bon"]


def test_only_a_judge_of_the_event_saves_a_ruling(session, scene):
    s = scene()
    a, b, *_ = s.players
    (table1,) = matches_in(session, store_pairing(session, s.event, [(a, b)], by=s.scorekeeper))
    record = record_of(_played(3))
    with pytest.raises(NotAllowedError, match=r"floor rules, Judges"):
        save_game_record(session, record, "ruling", match=table1, by=s.scorekeeper)
    with pytest.raises(EventRuleError, match="which judge"):
        save_game_record(session, record, "ruling", event=s.event)
    with pytest.raises(EventRuleError, match="title"):
        save_game_record(session, record, "   ", match=table1, by=s.head_judge)
    assert records_of_match(session, table1) == []


def test_a_free_standing_record_needs_no_event_and_lists_apart(session, scene):
    s = scene()
    row = save_game_record(session, record_of(_played(5)), "what-if at home")
    assert row.event_id is None and row.created_by == "Tourney"
    assert [r.title for r in records_of_event(session, None)] == ["what-if at home"]
    assert records_of_event(session, s.event) == []
    with pytest.raises(EventRuleError, match="no saved game record #999"):
        load_game_record(session, 999)
