"""Records saved by an earlier engine still open to the same positions; the fingerprints a game
remembers stay those of its positions through rewind, fork and new choices."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine import GameRecord, load_record, record_of
from engine.agenda import MainPhase, SeenPriority
from engine.areas import dilemma_area
from engine.choices import EndMainPhase
from engine.game import KEYFRAME_EVERY, fingerprint
from engine.loops import seen_from_json, seen_text, seen_to_json
from engine.state import CardInstance, Zone
from engine.vanilla import vanilla_pool

# A vanilla-card self-play game (seed 1, 31 turns, 126 steps, faceoffs and priority windows
# watched for loops in it) saved by engine 0.5.0 before positions were written from memos.
SAVED = Path(__file__).parent / "data" / "vanilla-game-record-0.5.0.json"


def _saved() -> GameRecord:
    return GameRecord.from_json(SAVED.read_text())


def test_a_record_saved_by_engine_0_5_0_opens_and_each_step_has_its_saved_fingerprint():
    record = _saved()
    game = load_record(record, vanilla_pool())
    assert game.step == len(record.entries) == 126
    # Worked out from the replayed positions, not read from the record: one changed step
    # would change its print.
    assert game.fingerprints() == [e["fingerprint"] for e in record.entries]
    for step in (1, 40, 77, 126):  # rewinding replays the same positions too
        assert fingerprint(game.state_at(step)) == record.entries[step - 1]["fingerprint"]


def test_saving_an_opened_record_writes_the_same_steps_and_fingerprints():
    record = _saved()
    again = record_of(load_record(record, vanilla_pool()))
    # the same entries, with the position every KEYFRAME_EVERY steps added (optional field)
    assert [n for n, e in enumerate(again.entries, 1) if "position" in e] == list(
        range(KEYFRAME_EVERY, len(record.entries) + 1, KEYFRAME_EVERY)
    )
    without = [{k: v for k, v in e.items() if k != "position"} for e in again.entries]
    assert without == record.entries
    saved = json.loads(SAVED.read_text())["entries"]
    assert [
        {k: v for k, v in e.items() if k != "position"}
        for e in json.loads(again.to_json())["entries"]
    ] == saved


def test_a_game_rewound_forked_and_played_on_saves_the_fingerprints_of_its_new_steps():
    pool = vanilla_pool()
    game = load_record(_saved(), pool)
    branch = game.fork(60)
    game.rewind(50)
    rng = random.Random(3)
    for g in (game, branch):
        for _ in range(12):
            g.play_random(rng)
    for g in (game, branch):
        prints = g.fingerprints()
        assert prints[-1] == fingerprint(g.state)
        # Opening checks every step's fingerprint against a replay: a print kept from the
        # line of play before the rewind would be refused here.
        reopened = load_record(GameRecord.from_json(record_of(g).to_json()), pool)
        assert reopened.fingerprints() == prints


def test_the_watched_decisions_line_writes_every_card_field_and_reads_back():
    card = CardInstance(
        7,
        "V-OR-F2",
        1,
        Zone.PLAY,
        0,
        area=dilemma_area(0, 9),
        exhausted=True,
        frightened=True,
        face_down=True,
        boosted=True,
        counters=(("+1 power", 2),),
        unordered=True,
        attached_to=3,
        beneath=4,
        chosen=("blue",),
        revealed=True,
        looked_at_by=(0, 1),
    )
    # the window: kind, holder, passes, label, turn, player, phase, agenda, calm, queue, play,
    # hand and flip sizes, memo, faceoff (loops._seen)
    window = (MainPhase, 0, 0, "", 3, 0, "Main", (MainPhase,), True, (), 1, (1, 0))
    window += (frozenset(), None)
    entry = SeenPriority(window, (card,), ((card,), ()), (1, 2), 0, EndMainPhase(0))
    data = seen_to_json(entry)
    assert seen_from_json(data) == entry
    assert seen_text((entry, entry)) == json.dumps([data, data], ensure_ascii=False)


def test_a_record_with_a_lone_surrogate_is_refused_with_its_line_and_a_paired_one_opens():
    """A lone surrogate half can be neither shown nor saved again: the file is refused, saying
    where. A pair written as two escapes is one character (an emoji in a player's name)."""
    import pytest

    from engine.errors import RecordError

    def record(name: str) -> str:
        lines = ["{", ' "format": "mlpccg-game-record 1",', f' "header": {{"name": "{name}"}},']
        return "\n".join([*lines, ' "entries": []', "}"])

    opened = GameRecord.from_json(record("Pinkie \\ud83c\\udf89"))
    assert opened.header["name"] == "Pinkie \U0001f389"
    for lone in ("\\ud83c", "\\udf89", "\ud83c"):
        with pytest.raises(RecordError, match="line 3: not text"):
            GameRecord.from_json(record("x" + lone))
