"""710 with 410.4: replacement modifiers on drawing a card, as position -> choices ->
expected state, legal choices and the rules cited. Real cards are scripted in the test,
beside their printed text: Princess Luna (CS2), Spooky Ruins (SB118), Forced Gem Hunt (CG177).
"""

from __future__ import annotations

import pytest
from script_scenes import judge_applies

from engine import Zone, read_position, write_position
from engine.choices import (
    Accept,
    ApplyReplacement,
    ChooseCard,
    DecisionKind,
    Decline,
    DrawAction,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Board, ids, trace_text
from engine.scripts.vocabulary import (
    ACTOR,
    FRIEND,
    OPPONENT,
    RESOURCE,
    YOU,
    Cards,
    Draw,
    GainTokens,
    IfYouDo,
    Manual,
    Play,
    act,
    card,
    draw_replacement,
    most_here,
)

SCRIPTS = {
    # If you would draw a card during a Main Phase, you may exhaust one of your Friends to
    # gain [1] instead.
    "CS2": card(
        draw_replacement(
            IfYouDo(act("exhaust", Cards(YOU, FRIEND)), (GainTokens(1),)), phase="Main"
        )
    ),
    # Play to your home. / Opponents flip 1 fewer cards during faceoffs. / If an opponent
    # would draw a card during their Main Phase, you may exhaust this card instead. If you
    # do, they skip that draw.
    "SB118": card(
        Manual(1), draw_replacement(act("exhaust"), who=OPPONENT, phase="Main", their=True)
    ),
    # If the player with the most Unicorn characters here would draw a card during their
    # Ready Phase, they may put a Resource into their hand from their discard pile instead.
    "CG177": card(
        draw_replacement(
            act("to-hand", Cards(ACTOR, RESOURCE, zone=Zone.DISCARD), chooser=ACTOR),
            who=most_here("Unicorn"),
            phase="Ready",
            their=True,
            chooser=ACTOR,
        )
    ),
    # Main Phase: draw three cards (a made-up Event for multi-card draws).
}
DRAW_THREE = {"draw-three": card(Play("Main Phase", (Draw(3),)))}


@pytest.fixture
def pool(real_cards, pool_with, monkeypatch):  # type: ignore[no-untyped-def]
    from engine.cards import CardDefinition, CardType
    from engine.scripts import SCRIPTS as REGISTRY

    monkeypatch.setitem(REGISTRY, "draw-three", DRAW_THREE["draw-three"])
    return real_cards(
        SCRIPTS,
        CardDefinition("draw-three", "Draw Three", CardType.EVENT, power=1, cost=1),
        pool_with.friend("unicorn-1", (), 1, traits=("Unicorn",)),
    )


def traced(game, *parts: str) -> bool:  # type: ignore[no-untyped-def]
    """Whether one trace line holds all these parts, in order."""
    for line in trace_text(game).splitlines():
        at = 0
        for part in parts:
            at = line.find(part, at)
            if at < 0:
                break
        else:
            return True
    return False


def luna_board(pool):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    luna = b.play("CS2", ALICE, A_HOME)
    friend = b.play("orange-1", ALICE, A_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-2", "orange-3", "pink-2")
    return b, luna, friend


def test_410_4_710_luna_replaces_a_main_phase_draw_with_exhausting_a_friend_to_gain_1(pool):
    b, luna, friend = luna_board(pool)
    game = b.game(tokens=(1, 0))
    judge_applies(game)  # its other text, not automated, at the start of the phase
    game.apply(DrawAction(ALICE))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == ALICE
    assert "(710.5, 410.4)" in decision.prompt
    assert game.legal_choices() == [Accept(ALICE), Decline(ALICE)]
    assert traced(game, "would draw a card; Princess Luna", "may replace that (710.1)")
    text = write_position(game.state)  # the pending question is part of the position
    assert write_position(read_position(text)) == text
    game.apply(Accept(ALICE))
    assert game.legal_choices() == [ChooseCard(ALICE, luna), ChooseCard(ALICE, friend)]
    game.apply(ChooseCard(ALICE, friend))
    assert game.state.cards[friend].exhausted
    assert game.state.players[ALICE].tokens == 1  # paid 1 to draw, gained 1 instead
    assert ids(game, Zone.HAND, ALICE) == []  # 410.4c: the draw did not happen
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2", "orange-3", "pink-2"]
    assert "replaces the draw (710.1, 410.4c)" in trace_text(game)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE


def test_710_5_declining_the_replacement_lets_the_card_be_drawn(pool):
    b, _, friend = luna_board(pool)
    game = b.game(tokens=(1, 0))
    judge_applies(game)  # its other text, not automated, at the start of the phase
    game.apply(DrawAction(ALICE))
    game.apply(Decline(ALICE))
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert not game.state.cards[friend].exhausted
    assert game.state.players[ALICE].tokens == 0


def test_410_4b_each_card_of_a_multi_card_draw_is_replaced_separately(pool):
    b, luna, friend = luna_board(pool)
    (event,) = b.add(Zone.HAND, ALICE, "draw-three")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, event))
    for chosen in (luna, friend):  # one Friend exhausted per replaced draw
        assert game.current_decision().kind is DecisionKind.REPLACEMENT
        game.apply(Accept(ALICE))
        if game.current_decision().kind is DecisionKind.TARGET:
            game.apply(ChooseCard(ALICE, chosen))
    # the third draw: no Friend can be exhausted, so nothing replaces it (508.1c)
    assert game.state.cards[luna].exhausted and game.state.cards[friend].exhausted
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert game.state.players[ALICE].tokens == 2
    assert trace_text(game).count("replaces the draw (710.1, 410.4c)") == 2


def test_710_1_luna_does_not_replace_draws_outside_a_main_phase(pool):
    b, _, friend = luna_board(pool)
    game = b.game(at="start")  # Alice's turn: the Draw step is in the Ready Phase (605.1)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert "may replace that" not in trace_text(game)


def test_710_1_spooky_ruins_lets_its_controller_skip_an_opponents_main_phase_draw(pool):
    b = Board(pool, problems=("easy", "easy"))
    ruins = b.play("SB118", BOB, B_HOME)
    b.add(Zone.DRAW_DECK, ALICE, "orange-2")
    game = b.game(tokens=(1, 0))
    judge_applies(game)  # its other text, not automated, at the start of the phase
    game.apply(DrawAction(ALICE))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == BOB  # "you may"
    assert game.legal_choices() == [Accept(BOB), Decline(BOB)]
    game.apply(Accept(BOB))
    assert game.state.cards[ruins].exhausted
    assert ids(game, Zone.HAND, ALICE) == [] and ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2"]
    assert traced(game, "Spooky Ruins", "replaces the draw (710.1, 410.4c)")
    # exhausted, it can't do it again: Alice's next draw happens (508.1c)
    game.state.players[ALICE].tokens = 1
    game.apply(DrawAction(ALICE))
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]


def test_710_1_spooky_ruins_does_not_replace_its_controllers_own_draws(pool):
    b = Board(pool, problems=("easy", "easy"), turn_player=BOB)
    b.play("SB118", BOB, B_HOME)
    b.add(Zone.DRAW_DECK, BOB, "orange-2")
    game = b.game(tokens=(0, 1))
    judge_applies(game)
    game.apply(DrawAction(BOB))
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]


def test_710_5_the_drawing_player_chooses_which_of_two_replacements_applies_first(pool):
    b, luna, friend = luna_board(pool)
    ruins = b.play("SB118", BOB, B_HOME)
    game = b.game(tokens=(1, 0))
    judge_applies(game)  # its other text, not automated, at the start of the phase
    game.apply(DrawAction(ALICE))
    decision = game.current_decision()
    assert decision.player == ALICE and "choose which replacement applies first" in decision.prompt
    luna_first, ruins_first = ApplyReplacement(ALICE, luna, 0), ApplyReplacement(ALICE, ruins, 1)
    assert game.legal_choices() == [luna_first, ruins_first]
    assert "(710.5)" in game.why_not(Decline(ALICE))  # Bob's "may" is not hers to decline
    assert "(710.5a)" in game.why_not(ApplyReplacement(ALICE, friend, 0))
    game.apply(ruins_first)  # Spooky Ruins first: whether it applies is Bob's choice
    assert game.current_decision().player == BOB
    assert game.legal_choices() == [Accept(BOB), Decline(BOB)]
    game.apply(Decline(BOB))
    assert game.current_decision().player == ALICE  # 710.5b: Luna still may
    assert game.legal_choices() == [Accept(ALICE), Decline(ALICE)]
    game.apply(Decline(ALICE))
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert not game.state.cards[ruins].exhausted


def gem_hunt_board(pool, bob_unicorns: int):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "CG177"))
    for _ in range(2):
        b.play("unicorn-1", ALICE, B_PROBLEM)
    for _ in range(bob_unicorns):
        b.play("unicorn-1", BOB, B_PROBLEM)
    b.add(Zone.DISCARD, ALICE, "resource-1", "orange-1")
    b.add(Zone.DRAW_DECK, ALICE, "orange-2")
    return b


def test_710_1_forced_gem_hunt_lets_the_player_with_most_unicorns_take_a_resource(pool):
    game = gem_hunt_board(pool, bob_unicorns=1).game(at="start")
    decision = game.current_decision()  # Alice's Draw step, in her Ready Phase
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == ALICE  # "they may"
    game.apply(Accept(ALICE))
    assert ids(game, Zone.HAND, ALICE) == ["resource-1"]  # the only Resource: no choice
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2"]
    assert traced(game, "Forced Gem Hunt", "replaces the draw (710.1, 410.4c)")


def test_710_1_forced_gem_hunt_does_nothing_when_no_player_has_the_most_unicorns(pool):
    game = gem_hunt_board(pool, bob_unicorns=2).game(at="start")
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
