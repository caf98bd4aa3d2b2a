"""A game record or position read from a file is untrusted: loading it ends in a game that
plays on, or in the engine's own error (``RecordError``, ``PositionFormatError``) naming the
step or line and what is wrong, within a time bound (hypothesis deadline and an alarm)."""

from __future__ import annotations

import copy
import json
import random
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import EngineError, Game, GameRecord, load_record, read_position, record_of
from engine.errors import PositionFormatError, RecordError
from engine.position import write_position
from engine.selfplay import play_random_game
from engine.vanilla import vanilla_pool
from tests.limits import at_most

POOL = vanilla_pool()
FUZZ = settings(
    max_examples=200,
    deadline=timedelta(seconds=5),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
ODD = st.sampled_from(
    [None, 0, 1, 2, -1, 10**30, 1.5, True, "", "x", "PR12", [], [1], {}, {"type": "X"}, "\ud800"]
)


@pytest.fixture(scope="module")
def saved() -> tuple[list[str], list[str]]:
    """Records of short random games (one starting from a position) and their positions."""
    records, positions = [], []
    for seed in (1, 2):
        game, _ = play_random_game(POOL, seed, turn_cap=2, check=False)
        records.append(record_of(game).to_json())
        positions += [write_position(game.state_at(s)) for s in (0, game.step // 2, game.step)]
        later = Game(POOL, game.state_at(game.step // 2))
        rng = random.Random(seed)
        for _ in range(5):
            later.play_random(rng)
        records.append(record_of(later).to_json())
    return records, positions


def _paths(data: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:20]):
            out += _paths(value, (*path, i))
    return out


@st.composite
def mutated_record(draw: st.DrawFn, records: list[str]) -> str:
    data = json.loads(draw(st.sampled_from(records)))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(data)[1:]
        path = draw(st.sampled_from(paths))
        parent = data
        for key in path[:-1]:
            parent = parent[key]  # type: ignore[index]
        if draw(st.booleans()) and isinstance(parent, dict | list):
            del parent[path[-1]]  # type: ignore[arg-type]
        else:
            parent[path[-1]] = copy.deepcopy(draw(ODD))  # type: ignore[index]
    return json.dumps(data)


@st.composite
def mutated_position(draw: st.DrawFn, positions: list[str]) -> str:
    lines = draw(st.sampled_from(positions)).splitlines()
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        words = lines[i].split(" ")
        j = draw(st.integers(0, len(words) - 1))
        words[j] = draw(st.sampled_from(["2", "-1", "99999", "x", "", "#1", "None", "[]", "'"]))
        lines[i] = " ".join(words)
        if draw(st.integers(0, 4)) == 0:
            del lines[draw(st.integers(0, len(lines) - 1))]
    return "\n".join(lines) + "\n"


def _loads_or_is_refused(load, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    try:
        with at_most(10):
            game = load()
            for _ in range(10):  # a loaded game plays on
                if game.outcome is not None or game.play_random(rng) is None:
                    break
    except EngineError as error:
        assert str(error), "a refusal says what is wrong"


@FUZZ
@given(data=st.data())
def test_a_mutated_record_loads_and_plays_on_or_is_refused_with_a_record_error(saved, data):
    text = data.draw(mutated_record(saved[0]))
    _loads_or_is_refused(lambda: load_record(GameRecord.from_json(text), POOL), random.Random(0))


@FUZZ
@given(data=st.data())
def test_a_mutated_position_loads_and_plays_on_or_is_refused_naming_what(saved, data):
    text = data.draw(mutated_position(saved[1]))
    _loads_or_is_refused(lambda: Game(POOL, read_position(text)), random.Random(0))


def test_every_position_of_a_game_reads_back_unrefused(saved):
    game, _ = play_random_game(POOL, 3, turn_cap=3, check=False)
    for step in range(game.step + 1):
        text = write_position(game.state_at(step))
        assert write_position(read_position(text)) == text


def _record(saved, edit) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(saved[0][0])
    edit(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["entries"][2].pop("choice"), "step 3: an entry holds one 'choice' or one"),
        (lambda d: d["header"]["decks"][0].update(draw=[]), "deck 1: 'draw' is a non-empty list"),
        (lambda d: d["header"]["decks"][1]["problems"].__setitem__(0, 7), "deck 2: 'problems'"),
        (lambda d: d["header"].update(seed="7"), "the header's seed is a whole number, not '7'"),
        (lambda d: d["entries"][0]["choice"].update(player=2), "step 1: there is no player 2"),
        (lambda d: d["entries"].insert(0, 3), "step 1: an entry is an object, not 3"),
        (lambda d: d.pop("entries"), "the record has no list of entries"),
    ],
    ids=["no-choice", "empty-draw", "card-id-a-number", "seed-text", "player-2", "entry-3", "none"],
)
def test_a_broken_record_is_refused_naming_the_step_and_what_is_wrong(saved, edit, message):
    with pytest.raises(RecordError) as error:
        load_record(GameRecord.from_json(_record(saved, edit)), POOL)
    assert message in str(error.value)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("owner 1 at home:1", "owner 2 at home:1", "card #57: there is no player 2"),
        ("turn 0 player 0", "turn 0 player 2", "turn: there is no player 2"),
        ("#1 V-OR-M owner 0 at home:0", "#1 V-OR-M owner 0 at home:5", "area of no player"),
    ],
)
def test_a_position_naming_a_player_that_is_not_there_is_refused(saved, old, new, message):
    text = saved[1][0]
    assert old in text
    with pytest.raises(PositionFormatError, match=message):
        read_position(text.replace(old, new, 1))


def test_a_position_whose_memo_holds_other_than_texts_is_refused(saved):
    text = next(t for t in saved[1] if "\nmemo [" in t)
    memo = text[text.index("\nmemo [") + 1 :].split("\n", 1)[0]
    with pytest.raises(PositionFormatError, match="memo: a list of texts, not \\[5\\]"):
        read_position(text.replace(memo, "memo [5]", 1))


def test_real_card_games_load_unrefused_at_every_step(octgn_data):
    """Validation refuses only what no game writes: real-card games (a card the judge applied
    may have left play since, 712.2) reload from their records and positions."""
    from tourney.cards.engine_pool import engine_pool

    pool = engine_pool(c for c in octgn_data.cards if c.set_code in ("PR", "CN", "CG"))
    for seed in (2, 5):
        game, _ = play_random_game(pool, seed, turn_cap=8, check=False)
        again = load_record(GameRecord.from_json(record_of(game).to_json()), pool)
        assert again.fingerprint() == game.fingerprint()
        for step in range(0, game.step + 1, 7):
            text = write_position(game.state_at(step))
            assert write_position(read_position(text)) == text
