"""Hidden information (402.2, 403.2, 404.1, 405.1, 406.1, 407.1, 409.1, 505.1c, 505.1d): what
each player, or a spectator, may know of a board and of the game's trace."""

from __future__ import annotations

import random

from script_scenes import in_play

from engine.areas import home, problem_area
from engine.choices import Decline, DrawAction, PlayCard
from engine.game import KEYFRAME_EVERY
from engine.perspective import (
    HIDDEN,
    SeenSteps,
    hidden_cards,
    may_see,
    redact,
    seen_steps,
    why_hidden,
)
from engine.scenario import ALICE, BOB
from engine.selfplay import play_random_game
from engine.state import Zone
from engine.vanilla import vanilla_pool

SPECTATOR = None


def test_each_zone_is_hidden_or_public_as_the_rules_say(board):
    b = board()
    hand = b.add(Zone.HAND, ALICE, "orange-2")[0]
    deck = b.add(Zone.DRAW_DECK, ALICE, "orange-3")[0]
    problems = b.add(Zone.PROBLEM_DECK, ALICE, "pink-wild")[0]
    discard = b.add(Zone.DISCARD, BOB, "pink-2")[0]
    banished = b.add(Zone.BANISHED, BOB, "blue-2")[0]
    flipped = b.add(Zone.FLIP, BOB, "pink-3")[0]
    game = b.game()
    cards, pool = game.state.cards, game.pool
    # 404.1: a hand is its owner's to look at, nobody else's
    assert may_see(pool, cards[hand], ALICE)
    assert not may_see(pool, cards[hand], BOB) and not may_see(pool, cards[hand], SPECTATOR)
    assert "(404.1)" in why_hidden(pool, cards[hand], BOB)
    # 402.2, 403.2: decks are not public to any player, their owner included
    assert "(402.2)" in why_hidden(pool, cards[deck], ALICE)
    assert "(403.2)" in why_hidden(pool, cards[problems], ALICE)
    # 406.1, 407.1, 409.1: discard pile, banished zone and flip zone are public
    for public in (discard, banished, flipped):
        assert all(may_see(pool, cards[public], v) for v in (ALICE, BOB, SPECTATOR))
    assert set(hidden_cards(game.state, pool, ALICE)) == {deck, problems}
    assert set(hidden_cards(game.state, pool, BOB)) == {hand, deck, problems}
    assert set(hidden_cards(game.state, pool, SPECTATOR)) == {hand, deck, problems}


def test_face_down_troublemakers_are_hidden_but_frightened_cards_are_public(board):
    b = board()
    tm = b.play("tm-3", BOB, problem_area(ALICE), face_down=True)
    scared = b.play("pink-2", ALICE, home(ALICE), frightened=True, face_down=True)
    uncovered = b.play("tm-2", BOB, problem_area(BOB))
    game = b.game()
    cards, pool = game.state.cards, game.pool
    # 505.1d: not public; Bob played it from his own hand and knows it
    assert may_see(pool, cards[tm], BOB)
    assert not may_see(pool, cards[tm], ALICE) and not may_see(pool, cards[tm], SPECTATOR)
    assert "(505.1d)" in why_hidden(pool, cards[tm], ALICE)
    # 505.1c: a frightened character is face-down but its printed information stays public
    assert may_see(pool, cards[scared], BOB) and may_see(pool, cards[scared], SPECTATOR)
    assert may_see(pool, cards[uncovered], ALICE)  # 405.1


def test_a_card_drawn_is_named_to_its_drawer_only(board):
    b = board()
    b.add(Zone.DRAW_DECK, ALICE, "orange-3", "orange-1")
    game = b.game(at="main", tokens=(2, 0))
    game.apply(DrawAction(ALICE))
    original = "\n".join(game.traces[-1])
    assert "draws Orange 3" in original
    alice = "\n".join(seen_steps(game, ALICE)[-1].trace)
    bob = "\n".join(seen_steps(game, BOB)[-1].trace)
    spectators = "\n".join(seen_steps(game, SPECTATOR)[-1].trace)
    assert "draws Orange 3" in alice
    for text in (bob, spectators):
        assert "Orange 3" not in text and f"Alice draws {HIDDEN}" in text
        assert "(609.2d)" in text  # the rest of the line is kept


def test_a_card_played_from_hand_is_revealed_to_everyone(board):
    b = board()
    two = b.add(Zone.HAND, ALICE, "orange-2")[0]
    b.add(Zone.HAND, ALICE, "orange-3")
    game = b.game(at="main", tokens=(3, 0))
    game.apply(PlayCard(ALICE, two, home(ALICE)))
    step = seen_steps(game, BOB)[-1]
    # 705.2a: the card is revealed as it is played, so its choice may name it ...
    assert "plays Orange 2" in "\n".join(step.trace)
    label = f"Alice: play card Orange 2 #{two} → Alice's home"
    assert step.label(label, game.pool, BOB) == label
    # ... while the card still in hand stays hidden from Bob (404.1)
    assert step.label("Alice keeps Orange 3", game.pool, BOB) == f"Alice keeps {HIDDEN}"
    assert step.label("Alice keeps Orange 3", game.pool, ALICE) == "Alice keeps Orange 3"


def test_a_troublemaker_played_face_down_is_not_named_to_the_opponent(board):
    b = board()
    tm = b.add(Zone.HAND, ALICE, "tm-3")[0]
    game = b.game(at="main", tokens=(3, 0))
    game.apply(PlayCard(ALICE, tm, problem_area(BOB)))
    label = f"Alice: play card Timberwolf, Three #{tm} → Bob's Problem"
    for viewer in (BOB, SPECTATOR):
        step = seen_steps(game, viewer)[-1]
        assert "Timberwolf" not in "\n".join(step.trace)  # 505.1d.i
        assert "Timberwolf" not in step.label(label, game.pool, viewer)
    assert seen_steps(game, ALICE)[-1].label(label, game.pool, ALICE) == label


def test_replaying_for_a_viewer_writes_the_games_own_trace_with_only_cards_hidden(board):
    b = board()
    b.add(Zone.DRAW_DECK, ALICE, "orange-3", "orange-1", "pink-2")
    b.add(Zone.DRAW_DECK, BOB, "blue-2", "pink-3", "orange-2")
    two = b.add(Zone.HAND, ALICE, "orange-2")[0]
    game = b.game(at="main", tokens=(5, 0))
    game.apply(PlayCard(ALICE, two, home(ALICE)))
    game.apply(DrawAction(ALICE))
    while game.state.turn == 3 and game.legal_choices():  # on into Bob's turn: he draws
        game.apply(game.legal_choices()[0])
    for viewer in (ALICE, BOB, SPECTATOR):
        steps = seen_steps(game, viewer)
        assert len(steps) == game.step + 1
        for seen, original in zip(steps, game.traces, strict=True):
            assert len(seen.trace) == len(original)
            for mine, theirs in zip(seen.trace, original, strict=True):
                assert mine == theirs or HIDDEN in mine
    bob = "\n".join(line for s in seen_steps(game, BOB) for line in s.trace)
    alice = "\n".join(line for s in seen_steps(game, ALICE) for line in s.trace)
    assert "Orange 3" not in bob and "Orange 3" in alice
    assert "Bob draws" in alice and not any(
        name in alice.split("Bob draws")[1].split("\n")[0] for name in ("Blue 2", "Pink 3")
    )


def test_a_name_written_without_its_id_is_hidden_unless_a_public_card_has_it(board):
    b = board()
    b.add(Zone.DRAW_DECK, BOB, "pink-3")
    b.play("orange-1", ALICE, home(ALICE))
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game()
    cards, pool = game.state.cards, game.pool
    assert (
        redact("Bob looks at Pink 3 (test)", cards, pool, ALICE) == f"Bob looks at {HIDDEN} (test)"
    )
    # a card of that name is in play: the name alone says nothing hidden
    assert redact("Orange 1 readies", cards, pool, BOB) == "Orange 1 readies"
    assert redact("a line with no card", cards, pool, SPECTATOR) == "a line with no card"


def test_a_card_named_by_an_id_it_no_longer_has_is_hidden(board):
    b = board()
    b.add(Zone.HAND, BOB, "pink-3")
    b.play("orange-1", ALICE, home(ALICE))
    game = b.game()
    cards, pool = game.state.cards, game.pool
    # #99 is no card now: nobody can say where it is, so its name is not shown
    assert redact("Bob keeps Orange 1 #99", cards, pool, ALICE) == f"Bob keeps {HIDDEN}"
    assert redact("Bob keeps Pink 3 #98 (x)", cards, pool, SPECTATOR) == f"Bob keeps {HIDDEN} (x)"


def test_a_face_down_troublemakers_own_ability_resolving_does_not_name_it(cn_scene):
    """CN158's "when you play this card" functions while it is face-down (505.1a); resolving
    it must not tell Bob or a spectator which card it is (505.1d, 505.2) while it stays
    face-down. Uncovered, it is public (607.3, 405.1)."""
    for accept in (False, True):
        s = cn_scene()
        s.put("tm-2", ALICE, problem_area(BOB))  # a Troublemaker Alice controls there
        (swarm,) = s.hand(ALICE, "CN158")
        game = s.game(at="troublemaker")
        game.apply(PlayCard(ALICE, swarm, problem_area(BOB)))
        prompt = game.current_decision().prompt  # Alice's: "... (Changeling Swarm, 705.2f)"
        assert "Changeling Swarm" in prompt
        for viewer in (BOB, SPECTATOR):  # a prompt shown to others is redacted as a trace is
            assert "Changeling Swarm" not in redact(prompt, game.state.cards, game.pool, viewer)
        if not accept:  # "you may retire ...": Alice retires none (712.3)
            game.apply(Decline(ALICE))
        cn_scene.settle(game)
        assert in_play(game, "CN158").face_down is not accept
        original = "\n".join(line for t in game.traces for line in t)
        assert "Changeling Swarm" in original  # the judge's trace names it
        for viewer in (BOB, SPECTATOR):
            steps = seen_steps(game, viewer)
            bob = "\n".join(line for step in steps for line in step.trace)
            assert ("Changeling Swarm" in bob) is accept, bob  # named only once uncovered
            if accept:  # not before the line that uncovers it
                assert "Changeling Swarm" not in bob.split("is uncovered")[0].rsplit("\n", 1)[0]
        alice = "\n".join(line for step in seen_steps(game, ALICE) for line in step.trace)
        assert "Changeling Swarm" in alice


def test_a_player_view_worked_out_step_by_step_from_keyframes_reads_as_the_whole_replay():
    # A vanilla self-play game long enough for several keyframes, hands and draws in it.
    game, _ = play_random_game(vanilla_pool(), 1, turn_cap=16, check=False)
    assert game.step > 3 * KEYFRAME_EVERY
    order = list(range(game.step + 1))
    random.Random(0).shuffle(order)  # steps asked out of order, as a judge jumps about
    for viewer in (ALICE, BOB, SPECTATOR):
        eager = seen_steps(game, viewer)
        lazy = SeenSteps(game, viewer)
        assert len(lazy) == len(eager)
        for step in order:
            assert lazy[step] == eager[step], step
        assert lazy[-1] == eager[-1]
