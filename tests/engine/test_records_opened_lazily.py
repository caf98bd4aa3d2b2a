"""Records opened with ``check="on visit"``: from the last saved position, each earlier step
replayed and checked when the game first goes to it. Such a game is the one ``check="all"``
opens at every step, and a record whose steps don't replay is refused at the step."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import GameRecord, load_record, record_of
from engine.errors import RecordError
from engine.game import KEYFRAME_EVERY, Game, fingerprint
from engine.selfplay import play_random_game
from engine.vanilla import vanilla_pool

POOL = vanilla_pool()
OLD = Path(__file__).parent / "data" / "vanilla-game-record-0.5.0.json"  # no saved positions


@pytest.fixture(scope="module")
def saved() -> str:
    game, _ = play_random_game(POOL, 1, turn_cap=30, check=False)
    assert game.step > 5 * KEYFRAME_EVERY
    return record_of(game).to_json()


def _open(text: str, check: str = "on visit") -> Game:
    return load_record(GameRecord.from_json(text), POOL, check=check)  # type: ignore[arg-type]


def _entries(text: str) -> list[dict]:
    return json.loads(text)["entries"]


def _with(text: str, entries: list[dict]) -> str:
    data = json.loads(text)
    data["entries"] = entries
    return json.dumps(data)


def test_a_lazily_opened_game_is_the_eagerly_opened_one_at_every_step(saved):
    eager, lazy = _open(saved, "all"), _open(saved)
    assert lazy.step == eager.step and lazy.fingerprint() == eager.fingerprint()
    assert lazy.legal_choices() == eager.legal_choices()
    order = list(range(eager.step + 1))
    random.Random(0).shuffle(order)  # a judge jumps about
    for step in order:
        assert fingerprint(lazy.state_at(step)) == fingerprint(eager.state_at(step)), step
        assert lazy.trace(step) == eager.traces[step], step
        assert lazy.new_ids(step) == eager.new_ids(step), step
    assert lazy.traces == eager.traces and lazy.fingerprints() == eager.fingerprints()
    assert record_of(lazy).to_json() == saved


def test_a_lazily_opened_game_rewinds_forks_and_plays_on_as_the_eager_one(saved):
    eager, lazy = _open(saved, "all"), _open(saved)
    branches = [g.fork(3 * KEYFRAME_EVERY + 5) for g in (eager, lazy)]
    for g in (eager, lazy):
        g.rewind(2 * KEYFRAME_EVERY)
    for g in (eager, lazy, *branches):
        g.play_random(random.Random(7))
    assert lazy.fingerprints() == eager.fingerprints()
    assert branches[1].fingerprints() == branches[0].fingerprints()
    assert branches[1].traces == branches[0].traces
    assert lazy.new_id(3) == eager.new_id(3)


def test_opening_lazily_replays_only_the_steps_after_the_last_saved_position(saved):
    lazy = _open(saved)
    last = max(n for n, e in enumerate(_entries(saved), 1) if "position" in e)
    assert lazy._unchecked == set(range(0, last, KEYFRAME_EVERY))
    lazy.state_at(KEYFRAME_EVERY + 3)  # visiting a step checks its keyframe interval alone
    assert lazy._unchecked == set(range(0, last, KEYFRAME_EVERY)) - {KEYFRAME_EVERY}


def test_a_step_that_does_not_replay_is_refused_when_the_game_goes_to_it(saved):
    entries = _entries(saved)
    bad = KEYFRAME_EVERY + 4
    entries[bad - 1]["fingerprint"] = "0" * 16  # another state recorded at that step
    text = _with(saved, entries)
    with pytest.raises(RecordError, match=f"step {bad} replays to a different state"):
        _open(text, "all")
    game = _open(text)  # the steps before the last saved position are not replayed yet
    game.state_at(3 * KEYFRAME_EVERY)  # elsewhere it opens
    for visit in (
        lambda: game.state_at(bad),
        lambda: game.state_at(bad - 3),  # the same keyframe interval
        lambda: game.trace(bad),
        lambda: game.fork(bad + 1),
        lambda: game.rewind(bad),
        game.check_all,
        lambda: record_of(game),  # saving checks every step
        lambda: game.traces,
    ):
        with pytest.raises(RecordError, match=f"step {bad} replays to a different state"):
            visit()
    assert game.step == len(entries)  # a refused visit changes nothing


def test_a_changed_choice_is_refused_at_its_step_not_trusted_from_a_later_position(saved):
    entries = _entries(saved)
    # a step made twice: the second time is not what the record says was decided then
    n = next(
        i for i in range(6, 2 * KEYFRAME_EVERY) if entries[i]["choice"] != entries[i - 1]["choice"]
    )
    entries[n]["choice"] = entries[n - 1]["choice"]
    text = _with(saved, entries)
    game = _open(text)
    with pytest.raises(RecordError, match=f"step {n + 1}"):
        game.state_at(n + 1)


def test_a_saved_position_that_is_not_the_replayed_state_is_refused(saved):
    entries = _entries(saved)
    positions = [n for n, e in enumerate(entries, 1) if "position" in e]
    last, earlier = positions[-1], positions[1]
    # The last position swapped for another: refused on opening, its fingerprint differs.
    swapped = [dict(e) for e in entries]
    swapped[last - 1]["position"] = entries[earlier - 1]["position"]
    with pytest.raises(RecordError, match=f"step {last}: the saved position is not the state"):
        _open(_with(saved, swapped))
    # An earlier position and its fingerprint both swapped: consistent with each other, but
    # the steps before it don't replay to it, so going to them refuses it.
    forged = [dict(e) for e in entries]
    forged[earlier - 1]["position"] = entries[earlier - 1 + KEYFRAME_EVERY]["position"]
    forged[earlier - 1]["fingerprint"] = entries[earlier - 1 + KEYFRAME_EVERY]["fingerprint"]
    game = _open(_with(saved, forged))
    with pytest.raises(RecordError, match=f"step {earlier} replays to a different state"):
        game.state_at(earlier - 1)
    with pytest.raises(RecordError):
        game.check_all()


def test_a_record_without_saved_positions_opens_lazily_as_it_opens_eagerly():
    text = OLD.read_text()
    assert not any("position" in e for e in _entries(text))
    lazy, eager = _open(text), _open(text, "all")
    assert not lazy._unchecked  # replayed and checked in full: nothing to start from
    assert lazy.traces == eager.traces and lazy.fingerprints() == eager.fingerprints()


def test_check_takes_two_values_and_a_position_is_text(saved):
    with pytest.raises(ValueError, match="check is 'all' or 'on visit'"):
        _open(saved, "later")
    entries = _entries(saved)
    entries[2]["position"] = 7
    with pytest.raises(RecordError, match="step 3: a saved position is text"):
        GameRecord.from_json(_with(saved, entries))


def test_positions_at_other_steps_are_not_needed_and_missing_ones_are_replayed(saved):
    eager = _open(saved, "all")
    entries = _entries(saved)
    entries[2]["position"] = entries[KEYFRAME_EVERY - 1]["position"]  # not a keyframe step
    for step in (KEYFRAME_EVERY, 2 * KEYFRAME_EVERY):  # keyframes without saved positions
        del entries[step - 1]["position"]
    game = _open(_with(saved, entries))
    # the steps from the start make the missing positions, each checked on the way
    assert fingerprint(game.state_at(2 * KEYFRAME_EVERY + 2)) == fingerprint(
        eager.state_at(2 * KEYFRAME_EVERY + 2)
    )
    assert not {0, KEYFRAME_EVERY, 2 * KEYFRAME_EVERY} & game._unchecked
    assert game.traces == eager.traces
