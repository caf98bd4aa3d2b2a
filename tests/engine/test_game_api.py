"""The Game API: records and replay, rewind and fork, judge edits, observed mode, self-play."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from engine import (
    CardPool,
    CardType,
    GameRecord,
    InconsistentObservationError,
    InvalidEditError,
    Mode,
    RecordError,
    Zone,
    home,
    load_record,
    problem_area,
    record_of,
    write_position,
)
from engine.choices import DecisionKind, EndMainPhase, PlayCard, Reveal
from engine.edits import MoveCard, SetCounter, SetExhausted, SetFrightened, SetPoints, TurnMane
from engine.scenario import ALICE, BOB
from engine.selfplay import main as selfplay_main
from engine.selfplay import play_random_game
from engine.vanilla import vanilla_pool

POOL = vanilla_pool()


@pytest.fixture(scope="module")
def long_game():
    game, result = play_random_game(POOL, seed=11, turn_cap=40)
    return game


def test_record_replays_to_the_same_state_at_every_step(long_game):
    record = record_of(long_game)
    header = record.header
    assert header["ruleset"] == "cr-3.8" and header["mode"] == "seeded" and header["seed"] == 11
    assert len(header["card_db_fingerprint"]) == 64 and len(header["decks"]) == 2
    again = load_record(GameRecord.from_json(record.to_json()), POOL)
    assert again.step == long_game.step
    assert again.fingerprint() == long_game.fingerprint()
    assert write_position(again.state) == write_position(long_game.state)


def test_record_of_an_older_engine_replays_by_its_choices_not_its_fingerprints(long_game):
    data = json.loads(record_of(long_game).to_json())
    data["header"]["engine_version"] = "0.2.0"  # wrote the same states differently
    for entry in data["entries"]:
        entry["fingerprint"] = "0" * 16
    again = load_record(GameRecord.from_json(json.dumps(data)), POOL)
    assert again.fingerprint() == long_game.fingerprint()
    data["entries"][3]["choice"]["player"] = 1 - data["entries"][3]["choice"]["player"]
    with pytest.raises(RecordError, match="step 4 does not replay"):  # choices are still checked
        load_record(GameRecord.from_json(json.dumps(data)), POOL)


def test_record_that_does_not_replay_is_refused(long_game):
    data = json.loads(record_of(long_game).to_json())
    data["entries"][40]["fingerprint"] = "0" * 16
    with pytest.raises(RecordError, match="step 41"):
        load_record(GameRecord.from_json(json.dumps(data)), POOL)
    changed = CardPool(
        replace(d, power=99) if d.type is CardType.FRIEND else d for d in POOL.values()
    )
    with pytest.raises(RecordError, match="card definitions differ"):
        load_record(GameRecord.from_json(record_of(long_game).to_json()), changed)


def test_rewind_and_fork_reproduce_earlier_states_quickly(long_game):
    game = long_game.fork()
    assert game.state.turn >= 30
    middle = game.step // 2
    expected = write_position(game.state_at(middle))
    game.rewind(middle)  # its speed is measured by bench/engine_selfplay.py, never in tests
    assert write_position(game.state) == expected and game.step == middle
    branch = long_game.fork(10)
    assert branch.step == 10 and long_game.step > 10
    assert write_position(branch.state) == write_position(long_game.state_at(10))


def test_undo_restores_the_state_before_a_choice(board):
    b = board()
    (friend,) = b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game(tokens=(2, 0))
    before = write_position(game.state)
    game.apply(PlayCard(ALICE, friend, home(ALICE)))
    assert game.undo() == PlayCard(ALICE, friend, home(ALICE))
    assert write_position(game.state) == before


def test_random_choice_draws_only_legal_choices_and_reaches_each_of_them(board):
    b = board()
    b.add(Zone.HAND, ALICE, "orange-1", "orange-2", "orange-3", "pink-2")
    game = b.game(tokens=(1, 0))  # 1 token: orange-1 can be played, the others can't
    legal = game.legal_choices()
    assert any(isinstance(c, PlayCard) for c in legal) and len(legal) >= 3
    drawn = [game.random_choice(random.Random(seed)) for seed in range(300)]
    assert set(drawn) == set(legal)  # every legal choice comes up, nothing else does
    assert all(game.is_legal(c) for c in drawn)


def test_random_choice_is_uniform_over_the_legal_choices(board):
    """Options known to be illegal are left out or set aside before drawing again (whole cards
    in hand that can't be played anywhere, moves to where a character already is): each legal
    choice stays equally likely. A chi-square test on a fixed position with fixed seeds."""
    b = board()
    hand = b.add(Zone.HAND, ALICE, "orange-1", "orange-2", "orange-3", "pink-2", "orange-1")
    b.play("orange-2", ALICE, problem_area(BOB))
    game = b.game(tokens=(2, 0))  # orange-3 needs 3 tokens and 2 orange power: no play at all
    legal = game.legal_choices()
    assert len(legal) >= 12 and not any(getattr(c, "card", None) == hand[2] for c in legal)
    n = 200 * len(legal)
    counts = Counter(game.random_choice(random.Random(seed)) for seed in range(n))
    assert set(counts) == set(legal)
    expected = n / len(legal)
    chi2 = sum((counts[c] - expected) ** 2 / expected for c in legal)
    assert chi2 < 3 * len(legal)  # about the 99.9 % point for these degrees of freedom


def test_judge_edits_are_traced_and_recorded(board):
    b = board()
    friend = b.play("orange-2", ALICE, problem_area(BOB))
    game = b.game(tokens=(2, 0))
    game.edit(SetCounter(friend, "+1 power", 2, "Cutie Mark from a card's text"))
    game.edit(SetExhausted(friend, True, "exhausted to pay an ability"))
    game.edit(TurnMane(b.mane[ALICE], True, "Mane text condition met"))
    game.edit(SetFrightened(friend, True, "Villain uncovered"))
    frightened = next(c for c in game.state.in_play() if c.card_id == "orange-2")
    assert frightened.iid != friend and frightened.face_down and not frightened.counters  # 504.1
    lines = game.edit(MoveCard(frightened.iid, Zone.HAND, "returned by a card"))
    assert "(judge: returned by a card)" in lines[0]
    with pytest.raises(InvalidEditError, match="reason"):
        game.edit(SetPoints(ALICE, 3, " "))
    record = record_of(game)
    assert [("edit" in e) for e in record.entries] == [True] * 5
    assert record.entries[0]["edit"]["reason"] == "Cutie Mark from a card's text"
    assert "start_position" in record.header
    again = load_record(record, game.pool)
    assert again.fingerprint() == game.fingerprint()


def test_points_edit_to_fifteen_ends_the_game(board):
    game = board().game()
    game.edit(SetPoints(BOB, 15, "miscounted confront"))
    assert game.outcome.winner == BOB


def test_observed_mode_checks_what_the_judge_says_was_drawn(board):
    b = board(mode=Mode.OBSERVED)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2", unordered=True)
    game = b.game(at="main", tokens=(1, 0))
    game.apply(game.legal_choices()[-2])  # the draw action
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REVEAL and decision.player is None
    assert {c.card_id for c in game.legal_choices()} == {"orange-1", "orange-2"}
    with pytest.raises(InconsistentObservationError, match="holds only"):
        game.apply(Reveal(ALICE, "pink-2"))
    game.apply(Reveal(ALICE, "orange-2"))
    hand = game.state.players[ALICE].hand
    assert [game.state.cards[i].card_id for i in hand] == ["orange-2"]
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    game.apply(EndMainPhase(ALICE))


def test_random_self_play_keeps_invariants(capsys):
    assert selfplay_main(["--games", "6", "--seed", "3", "--turn-cap", "60", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 6 and summary["invariant_violations"] == 0
    assert summary["wins"] + summary["draws"] + summary["turn_cap"] == 6


def test_self_play_on_saved_card_definitions(tmp_path, capsys):
    path = tmp_path / "cards.json"
    POOL.save(path)
    assert selfplay_main(["--games", "2", "--cards", str(path), "--turn-cap", "30"]) == 0
    assert "games: 2" in capsys.readouterr().out


def test_unchecked_self_play_plays_the_same_games_as_checked_self_play(long_game):
    """``Game.play_random`` skips the second legality check; each choice it makes is one
    ``apply`` accepts, so the record replays and the game matches the checked one."""
    fast, result = play_random_game(POOL, seed=11, turn_cap=40, check=False)
    assert fast.history == long_game.history
    assert fast.fingerprint() == long_game.fingerprint()
    again = load_record(GameRecord.from_json(record_of(fast).to_json()), POOL)
    assert again.fingerprint() == fast.fingerprint() and result.steps == long_game.step


def test_a_play_cost_static_may_only_add_to_the_cost():
    """Main Phase options leave out a card whose cost with no place is too high
    (``priority.may_play``): sound only while playing to a Problem never costs less (609.2a)."""
    from engine.scripts.vocabulary import Static

    assert Static("play-cost", amount=1).amount == 1
    with pytest.raises(ValueError, match="only adds"):
        Static("play-cost", amount=-1)
