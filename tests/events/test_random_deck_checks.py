"""Random deck checks: seeded selection, extra time, comparison with the list, penalties."""

from __future__ import annotations

from datetime import date

import pytest

from tourney.demo import random_legal_deck
from tourney.events.audit import audit_trail
from tourney.events.deck_checks import (
    deck_checks_of,
    record_deck_check,
    review_deck_list,
    select_deck_checks,
)
from tourney.events.deck_lists import submit_deck_list
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.event import start_event
from tourney.events.matches import matches_in
from tourney.events.model import Ending, PenaltyLevel, Result
from tourney.events.penalties import change_penalty_level, penalties_of
from tourney.events.swiss_link import pair_next_round
from tourney.legality import load_formats

ON = date(2016, 9, 3)


@pytest.fixture(scope="module")
def harmony(catalog):
    return load_formats(catalog=catalog)["harmony"]


@pytest.fixture
def checked_event(session, scene, catalog, harmony):
    """A Tier 2 event of 6 players with real legal lists, round 1 paired."""
    s = scene(tier=2, players=6, started=False)
    for n, registration in enumerate(s.players):
        text = random_legal_deck(catalog, harmony, ON, 100 + n)
        submit_deck_list(session, registration, text, by=s.head_judge, why="real list")
    start_event(session, s.event, by=s.head_judge)
    round_, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    return s, round_


def _typo(text: str) -> str:
    """The list with the last Draw Deck line's final letter dropped: still one card, so an
    incorrect list (floor rules, Deck Lists)."""
    lines = text.strip().splitlines()
    lines[-1] = lines[-1][:-1]
    return "\n".join(lines) + "\n"


def _swap_one_card(text: str) -> str:
    """The list with one copy of the last Draw Deck card played as a copy of the first."""
    lines = text.strip().splitlines()
    count, name = lines[-1].split("x ", 1)
    lines[-1] = f"{int(count) - 1}x {name}" if int(count) > 1 else ""
    first_draw = next(i for i, line in enumerate(lines) if line.startswith("Draw Deck")) + 1
    n, first = lines[first_draw].split("x ", 1)
    lines[first_draw] = f"{int(n) + 1}x {first}"
    return "\n".join(line for line in lines if line) + "\n"


def test_selection_is_seeded_recorded_audited_and_gives_the_tables_extra_time(
    session, checked_event
):
    s, round_ = checked_event
    checks = select_deck_checks(session, round_, count=2, seed=42, by=s.floor_judge)
    assert len(checks) == 4 and checks == deck_checks_of(session, round_)
    tables = sorted({c.match_id for c in checks})
    matches = {m.id: m for m in matches_in(session, round_)}
    assert all(matches[t].extra_minutes == 10 for t in tables)
    assert sum(m.extra_minutes for m in matches.values()) == 20
    players = {c.registration_id for c in checks}
    assert players == {i for t in tables for i in (matches[t].player_a_id, matches[t].player_b_id)}
    entry = [e for e in audit_trail(session, s.event) if e.action == "deck checks selected"][0]
    assert entry.details["seed"] == 42
    assert entry.details["tables"] == sorted(matches[t].table_number for t in tables)
    # The remaining game is the only one left to select; a second pick never repeats a table.
    (last,) = {
        c.match_id for c in select_deck_checks(session, round_, count=1, seed=1, by=s.head_judge)
    }
    assert last not in tables
    with pytest.raises(EventRuleError, match="0 games not yet checked"):
        select_deck_checks(session, round_, count=1, seed=1, by=s.head_judge)


def test_the_same_seed_selects_the_same_tables(session, scene):
    picked = []
    for _ in range(2):
        s = scene(players=8, seed=3)
        round_, _ = pair_next_round(session, s.event, by=s.scorekeeper)
        checks = select_deck_checks(session, round_, count=2, seed=9, by=s.floor_judge)
        picked.append(
            [
                (c.match.table_number if False else c.match_id) and c.registration.player.name
                for c in checks
            ]
        )
    assert picked[0] == picked[1]


def test_a_deck_matching_its_list_is_recorded_clean(session, checked_event, catalog, harmony):
    s, round_ = checked_event
    check = select_deck_checks(session, round_, count=1, seed=1, by=s.floor_judge)[0]
    outcome = record_deck_check(
        session, check, check.registration.deck_list, catalog=catalog, fmt=harmony, by=s.floor_judge
    )
    assert outcome.deck_matches_list and outcome.penalty is None
    assert check.findings["matches_list"] is True and check.checked_at is not None
    with pytest.raises(EventRuleError, match="is recorded"):
        record_deck_check(session, check, "x", catalog=catalog, fmt=harmony, by=s.floor_judge)


def test_a_mismatch_is_an_invalid_list_and_a_game_loss_for_that_game(
    session, checked_event, catalog, harmony
):
    s, round_ = checked_event
    check = select_deck_checks(session, round_, count=1, seed=1, by=s.floor_judge)[0]
    presented = _swap_one_card(check.registration.deck_list)
    outcome = record_deck_check(
        session, check, presented, catalog=catalog, fmt=harmony, by=s.floor_judge
    )
    assert not outcome.deck_matches_list
    assert sum(outcome.missing.values()) == sum(outcome.extra.values()) == 1
    penalty = outcome.penalty
    assert penalty.infraction == "invalid-deck-list" and penalty.level == PenaltyLevel.GAME_LOSS
    assert "does not match the registered list" in penalty.notes
    match = next(m for m in matches_in(session, round_) if m.id == check.match_id)
    assert match.ending == Ending.GAME_LOSS
    loser_is_a = match.player_a_id == check.registration_id
    assert match.result == (Result.B_WINS if loser_is_a else Result.A_WINS)
    assert check.findings["infraction"] == "invalid-deck-list"
    assert [e.action for e in audit_trail(session, s.event)][-3:] == [
        "penalty",
        "result",
        "deck checked",
    ]


def test_only_the_head_judge_may_give_another_level_and_it_is_audited(
    session, checked_event, catalog, harmony
):
    s, round_ = checked_event
    check = select_deck_checks(session, round_, count=1, seed=1, by=s.floor_judge)[0]
    presented = _swap_one_card(check.registration.deck_list)
    with pytest.raises(NotAllowedError):
        record_deck_check(
            session,
            check,
            presented,
            catalog=catalog,
            fmt=harmony,
            by=s.floor_judge,
            level=PenaltyLevel.GAME_WARNING,
        )
    outcome = record_deck_check(
        session,
        check,
        presented,
        catalog=catalog,
        fmt=harmony,
        by=s.head_judge,
        level=PenaltyLevel.GAME_WARNING,
    )
    assert outcome.penalty.level == PenaltyLevel.GAME_WARNING
    match = next(m for m in matches_in(session, round_) if m.id == check.match_id)
    assert match.result is None


def test_a_list_problem_found_at_registration_becomes_its_recommended_penalty(
    session, scene, catalog, harmony
):
    s = scene(tier=2, players=4, started=False)
    good = random_legal_deck(catalog, harmony, ON, 5)
    submit_deck_list(session, s.players[0], _typo(good), by=s.head_judge, why="typo")
    submit_deck_list(session, s.players[1], good, by=s.head_judge, why="legal")
    review = review_deck_list(session, s.players[0], catalog, harmony, judge=s.floor_judge)
    assert review.check.infraction == "incorrect-deck-list"
    assert review.penalty.level == PenaltyLevel.GAME_WARNING and "line" in review.penalty.notes
    clean = review_deck_list(session, s.players[1], catalog, harmony, judge=s.floor_judge)
    assert clean.penalty is None
    # Not legal at all (the scene's one-card list): invalid, a Game Loss owed for the first game.
    bad = review_deck_list(session, s.players[2], catalog, harmony, judge=s.floor_judge)
    assert bad.penalty.infraction == "invalid-deck-list" and bad.penalty.pending
    # The head judge upgrades the incorrect list's warning: audited, and the Game Loss is owed.
    to_do = change_penalty_level(
        session, review.penalty, PenaltyLevel.GAME_LOSS, by=s.head_judge, why="third time"
    )
    assert to_do == [] and review.penalty.pending
    assert review.penalty.upgraded_from == PenaltyLevel.GAME_WARNING
    entry = audit_trail(session, s.event)[-1]
    assert entry.action == "penalty level changed" and entry.why == "third time"
    assert (entry.details["previous"], entry.details["level"]) == ("Game Warning", "Game Loss")
    with pytest.raises(NotAllowedError):
        change_penalty_level(
            session, bad.penalty, PenaltyLevel.GAME_WARNING, by=s.floor_judge, why="x"
        )
    change_penalty_level(session, bad.penalty, PenaltyLevel.GAME_WARNING, by=s.head_judge, why="y")
    assert not bad.penalty.pending
    assert len(penalties_of(session, s.event)) == 2


def test_a_deck_check_does_not_penalize_a_list_twice_for_the_same_problem(
    session, scene, catalog, harmony
):
    s = scene(tier=2, players=4, started=False)
    good = random_legal_deck(catalog, harmony, ON, 8)
    for registration in s.players:
        submit_deck_list(session, registration, _typo(good), by=s.head_judge, why="typo")
    first = review_deck_list(session, s.players[0], catalog, harmony, judge=s.head_judge)
    assert first.penalty.infraction == "incorrect-deck-list"
    start_event(session, s.event, by=s.head_judge)
    round_, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    checks = select_deck_checks(session, round_, count=2, seed=1, by=s.floor_judge)
    outcomes = {
        c.registration_id: record_deck_check(
            session, c, good, catalog=catalog, fmt=harmony, by=s.floor_judge
        )
        for c in checks
    }
    # The deck matches the list (the typo names the same card); the list drew its penalty once.
    assert outcomes[s.players[0].id].penalty is None
    assert outcomes[s.players[0].id].check.findings["list_problems"]
    assert all(
        o.penalty.infraction == "incorrect-deck-list"
        for i, o in outcomes.items()
        if i != s.players[0].id
    )
