"""Helpers shared by the card-script tests (one scenario per automated card, per set):
playing and activating with the ``scene`` fixture's settle policy, a Troublemaker faceoff,
a Problem swapped in, and the checks every scripted set must pass."""

from __future__ import annotations

import functools
import os
from pathlib import Path

from engine import Zone
from engine.cards import CardPool
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    DecisionKind,
    Decline,
    EndMainPhase,
    PlayCard,
)
from engine.scenario import ALICE, B_PROBLEM, BOB
from engine.scripts.vocabulary import CardScript, Manual

OCTGN = (
    Path(os.environ.get("TOURNEY_SHARED", Path(__file__).parents[3] / "shared"))
    / "cards"
    / "octgn-mlpccg"
)


@functools.cache
def whole_pool() -> CardPool:
    """Every card of every set (through the app's adapter), the vanilla and the test cards:
    read once, for tests parametrized over the card data at collection."""
    from conftest import TEST_CARDS

    from engine.vanilla import vanilla_cards
    from tourney.cards.engine_pool import engine_pool
    from tourney.cards.octgn import read_octgn

    real = engine_pool(read_octgn(OCTGN).cards)
    return CardPool([*vanilla_cards(), *TEST_CARDS, *real.values()])


def manual_marks_match(pool: CardPool, scripts: dict[str, CardScript]) -> list[str]:
    """Scripts for unknown cards, or cards counted manual whose script marks nothing manual."""
    wrong = []
    for card_id, script in scripts.items():
        marks = [a for a in (*script.abilities, *script.boosted) if isinstance(a, Manual)]
        if card_id not in pool or (pool[card_id].manual and not marks):
            wrong.append(card_id)
    return wrong


def in_play(game, card_id: str):  # type: ignore[no-untyped-def]
    return next(c for c in game.state.in_play() if c.card_id == card_id)


def play(scene, game, iid: int, area=None, player: int = ALICE, **prefer):  # type: ignore
    game.apply(PlayCard(player, iid, area))
    return scene.settle(game, **prefer)


def activate(scene, game, iid: int, index: int = 0, **prefer):  # type: ignore
    game.apply(ActivateAbility(ALICE, iid, index))
    return scene.settle(game, **prefer)


def react(game, card: int, player: int = ALICE, ability: int = 0):  # type: ignore
    """``player`` activates ``card``'s Reaction, which must be a legal choice now."""
    choice = ActivateAbility(player, card, ability)
    assert choice in game.legal_choices(), game.why_not(choice)
    game.apply(choice)
    return game


def not_yet(game, card: int, player: int = ALICE) -> str:  # type: ignore[no-untyped-def]
    """Why ``card``'s Reaction is not offered now (it must not be)."""
    choice = ActivateAbility(player, card, 0)
    assert choice not in game.legal_choices()
    return game.why_not(choice)


def faceoff_game(
    scene,
    alice_hand=(),
    bob_hand=("event-faceoff",),
    alice_deck=("orange-1",) * 4,
    bob_deck=("orange-1",) * 4,
    mine=("orange-3",),
):  # type: ignore
    s = scene()
    for card_id in mine:
        s.put(card_id, ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    a_hand = s.hand(ALICE, *alice_hand)
    b_hand = s.hand(BOB, *bob_hand)
    return challenge(s, tm, alice_deck, bob_deck), a_hand, b_hand


def challenge(s, tm: int, alice_flips=("orange-3",), bob_flips=("orange-1",), **options):  # type: ignore
    """Alice's and Bob's next flips on top of their decks, the game at the Troublemaker Phase
    (``options`` for ``s.game``), and Alice challenging Troublemaker ``tm`` (612.1, 514.1)."""
    s.deck(ALICE, *alice_flips)
    s.deck(BOB, *bob_flips)
    game = s.game(at="challenge", **options)
    game.apply(Challenge(ALICE, tm))
    judge_applies(game)  # text of cards involved the engine does not automate (engine.manual)
    return game


def PassPriorityFor(game):  # type: ignore[no-untyped-def]
    """Pass priority; or, when the game waits for the judge to apply text the engine does not
    automate (``engine.manual``), the judge applies nothing."""
    from engine.choices import DecisionKind, PassPriority

    if game.current_decision().kind is DecisionKind.MANUAL:
        return game.legal_choices()[0]
    return PassPriority(game.current_decision().player)


def judge_applies(game) -> list[int]:  # type: ignore[no-untyped-def]
    """While the game waits for the judge (``DecisionKind.MANUAL``), the judge applies
    nothing; returns the cards it was asked about."""
    from engine.choices import DecisionKind, JudgeApplied

    asked = []
    while (d := game.current_decision()) is not None and d.kind is DecisionKind.MANUAL:
        (choice,) = game.legal_choices()
        assert isinstance(choice, JudgeApplied)
        asked.append(choice.card)
        game.apply(choice)
    return asked


def when_offered(game, choice, passes: int = 50):  # type: ignore[no-untyped-def]
    """Pass priority, whoever holds it, until ``choice`` is legal (within ``passes``); then
    make it."""
    for _ in range(passes):
        if choice in game.legal_choices():
            break
        game.apply(PassPriorityFor(game))
    else:
        raise AssertionError(f"{choice} was never offered: {game.why_not(choice)}")
    game.apply(choice)
    return game


def with_problem(scene, card_id, owner=ALICE, **options):  # type: ignore[no-untyped-def]
    s = scene(**options)
    s.board.table.update(s.board.problem[owner], card_id=card_id)
    return s


def strong_at(s, area, n=3):  # type: ignore[no-untyped-def]
    for _ in range(n):  # 12 power meets any opponent's (wild) requirement in Premiere
        s.put("V-OR-F540", ALICE, area)


def solving_bobs_problem(s, next_problem: str) -> None:  # type: ignore[no-untyped-def]
    """Alice wins a Problem faceoff at Bob's Problem, so ``next_problem`` replaces it."""
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)  # Bob meets "easy" too: a Problem faceoff (612.2)
    s.board.add(Zone.PROBLEM_DECK, BOB, next_problem)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")


def problem_faceoff_at_bobs_problem(s, foe: str = "orange-1"):  # type: ignore[no-untyped-def]
    """Alice and Bob (with ``foe``) both meet "easy" at Bob's Problem: play up to the Problem
    faceoff there (612.2), which waits for Bob, who holds a Faceoff Event."""
    strong_at(s, B_PROBLEM)
    s.put(foe, BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    while game.state.faceoff is None:
        game.apply(game.legal_choices()[0])
    return game


def until(game, done, prefer=(), passes: int = 200):  # type: ignore[no-untyped-def]
    """Play on (passing priority, accepting "may", choosing ``prefer``ed cards first) until
    ``done(game)`` holds."""
    for _ in range(passes):
        if done(game):
            return game
        d = game.current_decision()
        assert d is not None, "the game ended first"
        options = game.legal_choices()
        if d.kind is DecisionKind.PRIORITY:
            game.apply(PassPriorityFor(game))
            continue
        if d.kind is DecisionKind.MAIN_PHASE:
            game.apply(next(c for c in options if isinstance(c, EndMainPhase)))
            continue
        accept = [c for c in options if isinstance(c, Accept)]
        preferred = [c for c in options if getattr(c, "card", None) in prefer]
        plain = [c for c in options if not isinstance(c, Decline)]
        game.apply((accept or preferred or plain or options)[0])
    raise AssertionError("never reached")
