"""516 with 710 and 104.4: a card the game dismisses to repair a uniqueness violation may be
sent elsewhere by a replacement modifier; while its controller decides, the repair is under
way and the violation is not asked again. Asking it again repeated the uniqueness check and
the replacement without end (the game's agenda grew at every step).

Applejack, Steadfast Farmpony (PR2), Boosted: "If one of your Friends here would be dismissed,
you may put it on top of your deck instead." Rainbow Dash, Element of Loyalty (CN19) is Unique.
"""

from __future__ import annotations

import random

import pytest

from engine.choices import Accept, DecisionKind, Decline, DismissForUniqueness, PlayCard
from engine.scenario import A_PROBLEM, ALICE, BOB, Board, ids, trace_text
from engine.state import Zone


def two_rainbow_dashes(canterlot_pool):  # type: ignore[no-untyped-def]
    """Alice's Boosted Applejack and a Rainbow Dash at her Problem; a second one in hand."""
    b = Board(canterlot_pool, problems=("easy", "easy"), mane="PR2")
    b.table.update(b.mane[ALICE], boosted=True, area=A_PROBLEM)
    first = b.play("CN19", ALICE, A_PROBLEM)
    (second,) = b.add(Zone.HAND, ALICE, "CN19")
    for _ in range(2):
        b.play("V-BL-F540", ALICE, A_PROBLEM)  # blue power to play it
    game = b.game(tokens=(10, 0))
    game.apply(PlayCard(ALICE, second, A_PROBLEM))
    return game, first


@pytest.mark.parametrize("answer", [Accept, Decline])
def test_516_2_a_replacement_choice_for_the_games_dismissal_repairs_it_once(canterlot_pool, answer):  # type: ignore[no-untyped-def]
    game, first = two_rainbow_dashes(canterlot_pool)
    assert game.current_decision().kind is DecisionKind.UNIQUENESS
    game.apply(DismissForUniqueness(ALICE, first))
    # 710.5: Alice now decides about Applejack's replacement, not the violation again
    assert game.current_decision().kind is DecisionKind.REPLACEMENT
    assert len(game.legal_choices()) == 2
    game.apply(answer(ALICE))
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert [c.card_id for c in game.state.in_play()].count("CN19") == 1
    where = Zone.DRAW_DECK if answer is Accept else Zone.DISCARD
    assert ids(game, where, ALICE)[:1] == ["CN19"]
    assert trace_text(game).count("would be dismissed by the game") == 1


def test_516_random_choices_end_the_repair_in_a_few_steps(canterlot_pool):  # type: ignore[no-untyped-def]
    for seed in range(6):
        game, _ = two_rainbow_dashes(canterlot_pool)
        rng = random.Random(seed)
        for _ in range(10):  # one choice of card, one of replacement: no more
            if game.current_decision().kind is DecisionKind.MAIN_PHASE:
                break
            game.apply(game.random_choice(rng))
        assert game.current_decision().kind is DecisionKind.MAIN_PHASE, seed
        assert len(game.state.agenda) < 20


def test_802_a_choice_that_never_reaches_a_decision_is_reported_and_undone(
    canterlot_pool, monkeypatch
):  # type: ignore[no-untyped-def]
    """A loop the engine failed to end would run until memory runs out: past
    ``flow.ADVANCE_LIMIT`` agenda items with no decision the choice is refused, with the
    game as it was (here the limit is lowered so that ending the Main Phase passes it)."""
    from engine import flow
    from engine.choices import EndMainPhase
    from engine.errors import UnendingLoopError

    game = Board(canterlot_pool, problems=("easy", "easy")).game()
    before, step = game.fingerprint, game.step
    monkeypatch.setattr(flow, "ADVANCE_LIMIT", 3)
    with pytest.raises(UnendingLoopError, match=r"3 agenda items .* \(802\.1\)"):
        game.apply(EndMainPhase(ALICE))
    assert game.fingerprint == before and game.step == step
    monkeypatch.setattr(flow, "ADVANCE_LIMIT", 300_000)
    game.apply(EndMainPhase(ALICE))
    assert game.step == step + 1 and game.state.turn_player == BOB  # the same choice goes on


def test_self_play_reports_a_game_past_its_step_cap_instead_of_running_on(capsys):  # type: ignore[no-untyped-def]
    import json

    from engine.selfplay import main

    assert main(["--games", "2", "--seed", "4", "--step-cap", "30", "--json"]) == 1
    summary = json.loads(capsys.readouterr().out)
    assert summary["grew_without_bound"] == 2 and summary["grew_seeds"] == [4, 5]
    assert summary["most_steps"] == 30
