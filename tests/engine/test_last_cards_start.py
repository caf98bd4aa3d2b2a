"""The last manual cards of the "start" family: extra turns (ST1), "at the start of the game"
(FF128, LL135), "characters with different power" (LL1), an opponent's Ready step readying one
character (FF16), a Resource forbidding deck searches and discard-pile departures (FF113) and
+X power read from a discarded card (FF2). One scenario per card, position -> choices ->
result; read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import challenge, strong_at, until

from engine.scenario import A_PROBLEM, ALICE, B_PROBLEM, BOB, MANE, Mane
from engine.trace import RULE_CHANGE, of_kind


def turns(game, n: int) -> list[int]:  # type: ignore[no-untyped-def]
    """The players of the next ``n`` turns to begin, played through with no action."""
    seen = []
    for _ in range(n):
        now = game.state.turn
        game = until(game, lambda g, now=now: g.state.turn > now, passes=400)
        seen.append(game.state.turn_player)
    return seen


# --- Sands of Time -----------------------------------------------------------------------------
def test_ST1_the_fifth_time_counter_turns_it_over_and_gives_an_extra_turn(later_scene):
    s = later_scene(mane=("ST1", MANE))
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", 4),))
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[hooves].counter("Time") == 0  # removed (519.3)
    assert game.state.cards[hooves].boosted  # turned over (301.2)
    # turn 3 is hers: the extra turn, then Bob's and hers again (616.4)
    assert turns(game, 3) == [ALICE, BOB, ALICE]


def test_ST1_the_extra_turn_is_named_in_the_trace(later_scene):
    s = later_scene(mane=("ST1", MANE))
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", 4),))
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    game = until(game, lambda g: g.state.turn > 3, passes=400)
    lines = [line for step in game.traces for line in of_kind(step, RULE_CHANGE)]
    assert any("Alice takes an extra turn (Dr. Hooves" in x and "616.4" in x for x in lines)


def test_ST1_fewer_than_five_counters_no_extra_turn(later_scene):
    s = later_scene(mane=("ST1", MANE))
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", 2),))
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[hooves].counter("Time") == 3
    assert not game.state.cards[hooves].boosted
    assert turns(game, 2) == [BOB, ALICE]


def test_ST1_a_lost_faceoff_puts_no_counter(later_scene):
    s = later_scene(mane=("ST1", MANE))
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", 4),))
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    game = challenge(s, tm, ("orange-1",), ("orange-3",))  # 2 against 2 + 3: Bob wins
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[hooves].counter("Time") == 4
    assert turns(game, 1) == [BOB]


def test_ST1_won_in_an_opponents_turn_that_turn_is_followed_by_two_of_hers(later_scene):
    # Bob's turn 3: both meet "easy" at Alice's Problem, a Problem faceoff Alice wins (612.2)
    s = later_scene(mane=("ST1", Mane(MANE)), turn_player=BOB)
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", 4),))
    strong_at(s, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.deck(ALICE, *["orange-3"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    game = s.game(at="score")  # played through to Alice's first decision, in turn 4
    assert game.state.cards[hooves].boosted
    assert (game.state.turn, game.state.turn_player) == (4, ALICE)
    assert turns(game, 2) == [ALICE, BOB]  # turn 5 is hers too, then Bob's (616.4)
