"""Crystal Games card scripts for the cards whose mechanisms came last: drawing from the
bottom of the deck, control changes, and the others scripted with them. One scenario per
card: position -> choices -> result; each test names the card by collector number (read it
beside the card's printed text)."""

from __future__ import annotations

from script_scenes import PassPriorityFor, play

from engine import DecisionKind, Zone
from engine.choices import Accept, ActivateAbility, Decline, EndMainPhase
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text


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


# --- drawing from the bottom of the deck (410.4) ----------------------------------------------
def test_CG26_draws_the_bottom_card_of_the_deck_at_the_end_of_your_turn(cg_scene):
    s = cg_scene()
    s.put("CG26", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")  # orange-3 at the bottom
    game = s.game()
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "orange-2"]
    assert "Alice draws Orange 3" in trace_text(game) and "from the bottom of their deck" in (
        trace_text(game)
    )


def test_CG111_draws_two_cards_from_the_bottom(cg_scene):
    s = cg_scene()
    (event,) = s.hand(ALICE, "CG111")
    s.deck(ALICE, "orange-1", "pink-2", "blue-2", "orange-3")
    game = play(cg_scene, s.game(), event)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["blue-2", "orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "pink-2"]


def test_CG179_the_player_with_the_most_unicorns_here_may_draw_from_the_bottom(cg_scene):
    s = cg_scene()
    s.board.table.update(s.board.problem[ALICE], card_id="CG179")
    s.put("PR13", BOB, A_PROBLEM)  # Holly Dash, a Unicorn: Bob has the most here
    s.deck(BOB, "orange-1", "orange-3")
    s.deck(ALICE, "orange-1", "orange-2")
    game = s.game()

    def bobs_draw(g):  # type: ignore[no-untyped-def]
        return g.state.turn_player == BOB and g.current_decision().kind is (
            DecisionKind.REPLACEMENT
        )

    game = until(game, bobs_draw)
    assert "Bob would draw a card; Inspiring Magic #3 may replace that (710.1)" in trace_text(game)
    game.apply(Accept(BOB))
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]
    assert ids(game, Zone.DRAW_DECK, BOB) == ["orange-1"]
    # Alice has no Unicorn there: her draw takes her top card, with no question
    game = until(game, lambda g: g.state.turn_player == ALICE and ids(g, Zone.HAND, ALICE))
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]


# --- gaining control (513.2) ------------------------------------------------------------------
def test_CG33_takes_an_opposing_friend_here_for_the_faceoff(cg_scene):
    s = cg_scene()
    s.put("CG33", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.OPTIONAL)
    assert game.state.faceoff is not None
    game.apply(Accept(ALICE))  # exhaust Berry Punch and pay 1
    text = trace_text(game)
    assert game.state.players[ALICE].tokens == 9
    assert "Berry Punch, Very Convincing #5 is exhausted" in text
    assert "Alice gains control of Orange 2 #7 until the end of the faceoff" in text
    # it counts for Alice in the faceoff (514.4a); exhausted Berry Punch does not (503.5)
    assert "Faceoff totals: Alice 7 (Orange Pony, Cost 5 Power 4 #6 4 + Orange 2 #7 2" in text
    assert "Bob controls Orange 2 #7 again (Berry Punch, Very Convincing ends, 513.2)" in text
    assert game.state.cards[foe].controller == BOB


def test_CG33_not_offered_while_exhausted(cg_scene):
    s = cg_scene()
    s.put("CG33", ALICE, B_PROBLEM, exhausted=True)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB)
    assert "Problem faceoff at" in trace_text(game)  # it started, and nothing was asked
    assert "gains control" not in trace_text(game)
    assert game.state.cards[foe].controller == BOB


def test_CG92_takes_an_opposing_friend_until_the_end_of_the_score_phase(cg_scene):
    s = cg_scene()
    (event,) = s.hand(ALICE, "CG92")
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    at_home = s.put("orange-1", BOB, B_HOME)
    game = play(cg_scene, s.game(), event, prefer=(at_home,))
    c = game.state.cards[at_home]
    assert c.controller == ALICE and c.area == A_HOME  # to its new controller's home
    assert game.state.cards[theirs].controller == BOB
    game = until(game, lambda g: g.state.turn_player == BOB)
    c = game.state.cards[at_home]
    assert c.controller == BOB and c.area == B_HOME
    assert "Bob controls Orange 1" in trace_text(game) and "(A Simple Mix-up ends, 513.2)" in (
        trace_text(game)
    )


def test_CG195_takes_a_friend_with_no_more_power_than_claude_had(cg_scene):
    s = cg_scene()
    claude = s.put("CG195", ALICE, A_HOME)
    power = s.pool["CG195"].power
    weak = s.put("orange-1", BOB, B_HOME)
    strong = s.put("V-OR-F540", BOB, B_HOME)  # 5 power: more than Claude's
    assert s.pool["V-OR-F540"].power > power >= 1
    game = s.game()
    game.apply(ActivateAbility(ALICE, claude, 0))
    d = game.current_decision()
    offered = {getattr(c, "card", None) for c in game.legal_choices()}
    assert weak in offered and strong not in offered, d
    game = cg_scene.settle(game)
    assert game.state.cards[weak].controller == ALICE
    assert ids(game, Zone.DISCARD, ALICE) == ["CG195"]
    assert "its last known power is" in trace_text(game)
