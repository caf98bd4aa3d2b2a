"""Cached derived values (``Table.derived``, ``Table.view``, the clean mark of 511.2-511.6 and
516) are exact: ``Table.check_caches`` recomputes each on every read and fails when one is
stale. Self-play with real cards runs under it; the engine's speed rests on these caches."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import CardPool
from engine.areas import home, problem_area
from engine.selfplay import main as selfplay_main
from engine.selfplay import play_random_game
from engine.table import Table
from engine.vanilla import vanilla_pool


@pytest.fixture
def checking(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Table, "check_caches", True)


def test_a_change_made_behind_the_caches_back_is_caught(checking: None) -> None:
    game, _ = play_random_game(vanilla_pool(), seed=2, turn_cap=4, check=False)
    t = game._table
    character = next(c for c in t.state.in_play() if t.power(c.iid))
    in_play = t.derived("in play", lambda: tuple(t.state.play))
    # a card leaves play without a new version: every cached value is now wrong
    t.state.cards[character.iid] = replace(character, exhausted=not character.exhausted)
    t.state.play.remove(character.iid)
    with pytest.raises(AssertionError, match=r"stale cache view\[0\]"):
        t.power(character.iid)
    with pytest.raises(AssertionError, match="stale cache in play"):
        t.derived("in play", lambda: tuple(t.state.play))
    assert character.iid in in_play


def test_a_fresh_cache_passes_the_check(checking: None) -> None:
    game, _ = play_random_game(vanilla_pool(), seed=2, turn_cap=4, check=False)
    t = game._table
    iid = t.state.play[0]
    assert t.power(iid) == t.power(iid)  # read twice: the second read is checked


def test_values_of_where_cards_are_outlive_readying_but_not_a_move(checking: None) -> None:
    game, _ = play_random_game(vanilla_pool(), seed=2, turn_cap=4, check=False)
    t = game._table
    mane = next(c for c in t.state.in_play() if c.area == home(c.controller))

    def areas() -> tuple[object, ...]:
        return tuple(c.area for c in t.state.in_play())

    before = t.derived("areas in play", areas, placed=True)
    t.update(mane.iid, exhausted=not mane.exhausted)  # no placement: the value is kept
    assert t.derived("areas in play", areas, placed=True) is before
    t.update(mane.iid, area=problem_area(mane.controller))
    after = t.derived("areas in play", areas, placed=True)
    assert after != before and problem_area(mane.controller) in after


@pytest.mark.parametrize("pool_name", ["premiere_pool", "canterlot_pool"])
def test_self_play_with_real_cards_never_reads_a_stale_cache(
    pool_name: str, request: pytest.FixtureRequest, checking: None
) -> None:
    pool: CardPool = request.getfixturevalue(pool_name)
    for seed in range(3):
        play_random_game(pool, seed, turn_cap=25)  # raises on a stale cache or broken invariant


def test_selfplay_command_checks_caches_on_request() -> None:
    try:
        assert (
            selfplay_main(["--games", "2", "--seed", "5", "--turn-cap", "20", "--check-caches"])
            == 0
        )
    finally:
        Table.check_caches = False


def test_a_window_wrongly_found_empty_is_caught(checking: None, board, monkeypatch) -> None:
    # ``priority.may_act_outside_main`` decides most windows without listing the options:
    # under the check the options are listed anyway, and one it missed stops the game
    from engine import Zone, priority
    from engine.choices import PlayCard
    from engine.scenario import ALICE, BOB

    monkeypatch.setattr(priority, "_ways_from_hand", lambda d: ())  # forgets Hasty (512.5)
    b = board()
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    b.add(Zone.HAND, BOB, "hasty-1")
    game = b.game(tokens=(3, 2))
    with pytest.raises(AssertionError, match="may_act_outside_main"):
        game.apply(PlayCard(ALICE, one, home(ALICE)))


def test_a_phase_read_inside_an_all_condition_ends_the_cached_view(cn_scene, checking) -> None:
    # CN151: "while ... in the Score Phase, if that Mane is at home": the phase is read inside
    # ``Condition("all")``, so the Main Phase's view (no -1) must not outlive the phase change
    from engine.choices import EndMainPhase
    from engine.scenario import A_PROBLEM, ALICE, B_HOME, BOB, trace_text

    s = cn_scene()
    s.put("CN151", ALICE, B_HOME, attached_to=s.board.mane[BOB])
    theirs, mine = s.put("orange-2", BOB, A_PROBLEM), s.put("orange-2", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(theirs) == 2  # the Main Phase: the view is built and cached here
    game.apply(EndMainPhase(ALICE))  # Alice confronts her Problem; Bob meets it too (611.4)
    text = trace_text(game)
    assert f"Orange 2 #{mine} 2 orange meets" in text
    assert f"Orange 2 #{theirs} 1 orange meets" in text


def test_a_token_frightened_out_of_existence_ends_the_cached_view(later_scene, checking) -> None:
    # HM7 frightens a Rock token: turned face-down it ceases to exist (521.4); the view read
    # for its last known information must not outlive it (found by --check-caches self-play)
    from engine.choices import PlayCard
    from engine.scenario import A_HOME, A_PROBLEM, ALICE, BOB, trace_text

    s = later_scene()
    rock = s.put("token:Friend:3:orange:Rock::", BOB, A_PROBLEM)
    (prince,) = s.hand(ALICE, "HM7")
    game = s.game()
    game.apply(PlayCard(ALICE, prince, A_HOME))
    game = later_scene.settle(game, prefer=(rock,))
    assert rock not in game.state.play and "it ceases to exist (521.4)" in trace_text(game)
    cards = game.state.cards.values()
    assert all(c.zone.value != "play" or c.iid in game.state.play for c in cards)
