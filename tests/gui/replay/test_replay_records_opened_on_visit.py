"""The replay window opens a record at its last step without replaying the game: earlier steps
are described and checked as they are shown or visited, and the rest while the judge is idle;
a step that does not replay is reported when it is reached."""

from __future__ import annotations

import json

import pytest

from engine import GameRecord, load_record, record_of
from engine.game import KEYFRAME_EVERY
from engine.selfplay import play_random_game
from tourney.gui.replay.lines import labels_of

TAMPERED = 20  # a step in the second keyframe block, far from the last step shown


@pytest.fixture(scope="module")
def hundred_turns(pool) -> str:
    """The record of a seeded vanilla self-play game stopped after 100 turns."""
    game, result = play_random_game(pool, 0, turn_cap=99, check=False)
    assert result.turns == 100 and game.step > 20 * KEYFRAME_EVERY
    return record_of(game).to_json()


def _file(tmp_path, text: str):
    path = tmp_path / "long-game.json"
    path.write_text(text, encoding="utf-8")
    return path


def _tampered(text: str) -> str:
    data = json.loads(text)
    data["entries"][TAMPERED - 1]["fingerprint"] = "0" * 16  # another state recorded there
    return json.dumps(data)


def test_a_long_record_opens_at_its_last_step_before_the_game_is_checked(
    workspace, pool, hundred_turns, tmp_path, qtbot
):
    workspace.open_record_file(_file(tmp_path, hundred_turns))

    replay = workspace.replay
    steps = replay.game.step
    assert replay.cursor == steps and replay.state().turn == 100
    assert "Turn 100" in workspace.status.text()
    last = workspace.timeline.index(steps, 1).data()
    assert last and not last.startswith("Does not replay")
    assert workspace.checking and replay.line.labels[0] is None  # step 1 not described yet
    assert KEYFRAME_EVERY not in replay.game.keyframes()  # nor the first block replayed

    qtbot.waitUntil(lambda: not workspace.checking, timeout=20_000)
    eager = load_record(GameRecord.from_json(hundred_turns), pool)  # replays every step
    assert replay.all_labels(0) == labels_of(eager)
    assert workspace.replay is replay and workspace.last_message.startswith("Replay started")


def test_a_tampered_step_is_reported_when_the_background_check_reaches_it(
    workspace, hundred_turns, tmp_path, qtbot
):
    from PySide6.QtWidgets import QMessageBox

    workspace.open_record_file(_file(tmp_path, _tampered(hundred_turns)))
    assert workspace.replay is not None and workspace.checking  # the last step is sound

    qtbot.waitUntil(lambda: workspace.replay is None, timeout=20_000)
    assert not workspace.checking
    message = f"step {TAMPERED} replays to a different state than recorded"
    assert workspace.last_message == f"Could not open the record: {message}"
    [box] = [w for w in workspace.findChildren(QMessageBox) if w.isVisible()]
    assert message in box.informativeText() and not box.detailedText()  # no traceback


def test_a_tampered_step_is_reported_as_soon_as_the_judge_goes_to_it(
    workspace, hundred_turns, tmp_path
):
    workspace.open_record_file(_file(tmp_path, _tampered(hundred_turns)))

    workspace.jump(TAMPERED)

    assert workspace.replay is None and not workspace.checking
    assert workspace.last_message == (
        f"Could not open the record: step {TAMPERED} replays to a different state than recorded"
    )


def test_a_timeline_row_whose_step_does_not_replay_says_so_and_the_record_is_refused(
    workspace, hundred_turns, tmp_path, qtbot
):
    steps = json.loads(hundred_turns)["entries"]
    last_keyframe = len(steps) // KEYFRAME_EVERY * KEYFRAME_EVERY
    bad = last_keyframe - 3  # in the block before the saved position the record opens from
    data = json.loads(hundred_turns)
    data["entries"][bad - 1]["fingerprint"] = "0" * 16
    workspace.open_record_file(_file(tmp_path, json.dumps(data)))

    row = workspace.timeline.index(bad, 1).data()

    message = f"step {bad} replays to a different state than recorded"
    assert row == f"Does not replay: {message}"
    qtbot.waitUntil(lambda: workspace.replay is None, timeout=20_000)
    assert workspace.last_message == f"Could not open the record: {message}"
