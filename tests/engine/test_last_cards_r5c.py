"""The last manual cards of Premiere, Absolute Discord and Seaquestria and Beyond (AD84, PR197,
PR211, SB38): one scenario per automated card, position -> choices -> result."""

from __future__ import annotations

from script_scenes import PassPriorityFor

from engine import DecisionKind, Mode, Zone
from engine.choices import (
    Accept,
    ChooseArea,
    ChooseCard,
    ChooseOption,
    Decline,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def answer(game, choice_type, **fields):  # type: ignore[no-untyped-def]
    """Pass priority until an ability asks, then apply the one choice of ``choice_type``."""
    for _ in range(100):
        d = game.current_decision()
        if d is not None and d.kind not in (DecisionKind.PRIORITY, DecisionKind.MANUAL):
            break
        game.apply(PassPriorityFor(game))
    options = [
        c
        for c in game.legal_choices()
        if isinstance(c, choice_type) and all(getattr(c, k) == v for k, v in fields.items())
    ]
    assert len(options) == 1, (game.current_decision(), game.legal_choices())
    game.apply(options[0])
    return game


# --- AD84 A Cuddle with a Pekingese ----------------------------------------------------------
def test_AD84_draws_a_critter_friend_that_costs_one_less_and_draws_another(ad_scene):
    s = ad_scene()
    (cuddle,) = s.hand(ALICE, "AD84")
    s.deck(ALICE, "critter-1", "orange-2", "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, cuddle, None))
    game = answer(game, Accept)  # draw it
    game = answer(game, Accept)  # draw another card
    game = ad_scene.settle(game)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["critter-1", "orange-2"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"]
    tokens = game.state.players[ALICE].tokens
    critter = next(
        i for i in game.state.players[ALICE].hand if game.state.cards[i].card_id == "critter-1"
    )
    game.apply(PlayCard(ALICE, critter, A_HOME))
    game = ad_scene.settle(game)
    assert game.state.players[ALICE].tokens == tokens  # cost 1, 1 less (705.2b)


def test_AD84_another_friend_is_drawn_at_full_cost_and_nothing_more(ad_scene):
    s = ad_scene()
    (cuddle,) = s.hand(ALICE, "AD84")
    s.deck(ALICE, "orange-1", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, cuddle, None))
    game = ad_scene.settle(game)  # draw it: yes; no Critter, so no second draw offered
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2"]
    tokens = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, game.state.players[ALICE].hand[0], A_HOME))
    game = ad_scene.settle(game)
    assert game.state.players[ALICE].tokens == tokens - 1


def test_AD84_a_critter_left_on_top_still_lets_you_draw_another_card(ad_scene):
    s = ad_scene()
    (cuddle,) = s.hand(ALICE, "AD84")
    s.deck(ALICE, "critter-1", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, cuddle, None))
    game = answer(game, Decline)  # not drawn: it stays on top, revealed (410.6)
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "critter-1"
    game = answer(game, Accept)  # "if the card was a Critter Friend": it was
    game = ad_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["critter-1"]
    tokens = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, game.state.players[ALICE].hand[0], A_HOME))
    game = ad_scene.settle(game)
    # drawn by the second draw it is a new card (410.6): no reduction for it
    assert game.state.players[ALICE].tokens == tokens - 1


# --- PR197 Dr. Hooves, Unblinking ------------------------------------------------------------
def test_PR197_discarded_from_the_hand_plays_dr_hooves_from_the_deck_frightened(ad_scene):
    s = ad_scene()
    achoo, _ = s.hand(ALICE, "AD85", "PR197")  # "Main Phase: All players discard 2 cards."
    s.board.add(Zone.HAND, ALICE, "orange-1")
    s.board.add(Zone.HAND, BOB, "orange-1", "orange-1")
    (found,) = s.deck(ALICE, "PR197")
    s.deck(ALICE, "orange-2")
    game = s.game()
    played = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, achoo, None))
    game = ad_scene.settle(game, prefer=(found,))
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["AD85", "PR197", "orange-1"]
    hooves = [c for c in game.state.in_play() if c.card_id == "PR197"]
    assert len(hooves) == 1  # the one from the deck, put nowhere else
    (hooves,) = hooves
    assert hooves.area == A_HOME and hooves.face_down and hooves.frightened  # 706.1b, 504.1
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2"]
    assert game.state.players[ALICE].tokens == played - 2  # AD85's cost only: played for free
    lines = [line for step in range(game.step + 1) for line in game.traces[step]]
    assert any("plays" in line and "frightened for free" in line for line in lines)


def test_PR197_dismissed_from_play_offers_only_a_dr_hooves_it_could_play(ad_scene):
    s = ad_scene()
    unblinking = s.put("PR197", ALICE, A_HOME)
    s.put("V-BL-F330", ALICE, A_HOME)  # 3 blue power once Unblinking has left
    (tom,) = s.hand(ALICE, "AD40")  # "When this card enters play, you may dismiss a Friend."
    just_in_time, experienced = s.deck(ALICE, "CN12", "CG10")  # they need 4 and 1 blue
    s.deck(ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, tom, A_HOME))
    game = answer(game, ChooseCard, card=unblinking)
    for _ in range(20):  # to the search (518.1)
        if game.current_decision().kind is DecisionKind.TARGET:
            break
        game.apply(PassPriorityFor(game))
    offered = {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}
    assert offered == {experienced}  # Just In Time's 4 blue are not met (609.2a)
    assert just_in_time not in offered
    game.apply(ChooseCard(ALICE, experienced))
    game = ad_scene.settle(game)
    (hooves,) = [c for c in game.state.in_play() if c.card_id == "CG10"]
    assert hooves.face_down and hooves.frightened and hooves.area == A_HOME
    assert "PR197" in ids(game, Zone.DISCARD, ALICE)
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["CN12", "orange-1"]


# --- PR211 Fluttershy, Monster Tamer ---------------------------------------------------------
def banishing_with_fluttershy(scene, *alice_hand: str):  # type: ignore[no-untyped-def]
    """Alice plays Fluttershy to Bob's Problem and banishes his face-up Timberwolf there."""
    s = scene()
    flutter, *others = s.hand(ALICE, "PR211", *alice_hand)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, flutter, B_PROBLEM))
    game = answer(game, ChooseCard, card=tm)
    game = scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["tm-2"]
    assert not [c for c in game.state.in_play() if c.card_id == "tm-2"]
    return game, others


def troublemaker_back(game):  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if c.card_id == "tm-2"]


def test_PR211_moved_away_the_troublemaker_comes_back_uncovered_at_a_chosen_problem(ad_scene):
    game, _ = banishing_with_fluttershy(ad_scene)
    flutter = next(c.iid for c in game.state.in_play() if c.card_id == "PR211")
    game.apply(MoveCharacter(ALICE, flutter, A_HOME))
    game = answer(game, ChooseArea, area=A_PROBLEM)  # "at a Problem": Alice's own
    game = ad_scene.settle(game)
    (tm,) = troublemaker_back(game)
    assert tm.area == A_PROBLEM and not tm.face_down  # put into play, then uncovered (607.3)
    assert tm.controller == BOB  # its owner's (513.1)
    assert ids(game, Zone.BANISHED, BOB) == []


def test_PR211_frightened_it_stays_there_and_dismissed_it_lets_the_troublemaker_back(ad_scene):
    game, (thunderclap, tom) = banishing_with_fluttershy(ad_scene, "CN123", "AD40")
    flutter = next(c.iid for c in game.state.in_play() if c.card_id == "PR211")
    game.apply(PlayCard(ALICE, thunderclap, None))  # "Frighten a Friend with 2 or less power"
    game = ad_scene.settle(game, prefer=(flutter,))
    (scared,) = [c for c in game.state.in_play() if c.card_id == "PR211"]
    assert scared.frightened and scared.area == B_PROBLEM
    assert ids(game, Zone.BANISHED, BOB) == ["tm-2"]  # still at that Problem (504.1)
    game.apply(PlayCard(ALICE, tom, A_HOME))  # "you may dismiss a Friend"
    game = answer(game, ChooseCard, card=scared.iid)
    game = answer(game, ChooseArea, area=B_PROBLEM)
    game = ad_scene.settle(game)
    assert "PR211" in ids(game, Zone.DISCARD, ALICE)
    (tm,) = troublemaker_back(game)
    assert tm.area == B_PROBLEM and not tm.face_down


def test_PR211_declining_banishes_nothing_and_nothing_comes_back(ad_scene):
    s = ad_scene()
    (flutter,) = s.hand(ALICE, "PR211")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, flutter, B_PROBLEM))
    game = answer(game, Decline)
    game = ad_scene.settle(game)
    assert game.state.cards[tm].area == B_PROBLEM
    flutter = next(c.iid for c in game.state.in_play() if c.card_id == "PR211")
    game.apply(MoveCharacter(ALICE, flutter, A_HOME))
    game = ad_scene.settle(game)
    assert not any(e.kind == "when-leaves-problem" for e in game.state.effects)
    assert len(troublemaker_back(game)) == 1


# --- SB38 Sea Poppy, Guessing Game -----------------------------------------------------------
def test_SB38_guesses_a_random_discard_and_scores_only_for_the_right_guess(later_scene):
    s = later_scene()
    poppy = s.put("SB38", ALICE, A_HOME)
    (drill,) = s.hand(ALICE, "PR30")  # "When you play this card, your opponent discards a
    # random card."
    bobs = s.board.add(Zone.HAND, BOB, "orange-1", "orange-2", "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, drill, A_HOME))
    for _ in range(20):  # to the guess, before the card is selected
        if game.current_decision().kind is DecisionKind.TARGET:
            break
        game.apply(PassPriorityFor(game))
    guesses = game.legal_choices()
    assert game.current_decision().player == ALICE and len(guesses) == 3
    assert all(isinstance(g, ChooseOption) for g in guesses)
    assert len(game.state.players[BOB].hand) == 3  # nothing selected yet
    right = []
    for k, g in enumerate(guesses):
        fork = game.fork()
        fork.apply(g)
        fork = later_scene.settle(fork)  # "you may exhaust this card": yes
        (gone,) = [i for i in bobs if i not in fork.state.players[BOB].hand]
        if fork.state.players[ALICE].points == 1:
            right.append(bobs.index(gone))
            assert fork.state.cards[poppy].exhausted  # the cost of the point
            assert bobs.index(gone) == k  # the card guessed is the card discarded
        else:
            assert fork.state.players[ALICE].points == 0 and not fork.state.cards[poppy].exhausted
            assert bobs.index(gone) != k
    assert len(right) == 1  # one card is selected: one guess of three is right


def test_SB38_a_choice_between_fewer_than_two_options_is_not_guessed(later_scene):
    s = later_scene()
    s.put("SB38", ALICE, A_HOME)
    (drill,) = s.hand(ALICE, "PR30")
    s.board.add(Zone.HAND, BOB, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, drill, A_HOME))
    game = later_scene.settle(game)
    assert game.state.players[BOB].hand == []
    assert game.state.players[ALICE].points == 0


def test_SB38_in_observed_mode_the_judge_entering_the_pick_is_told_of_the_guess(later_scene):
    # paper play: the judge enters the random card, and the prompt names the guesser whose
    # text the judge applies, so Sea Poppy is never silent
    s = later_scene(mode=Mode.OBSERVED)
    s.put("SB38", ALICE, A_HOME)
    (drill,) = s.hand(ALICE, "PR30")
    s.board.add(Zone.HAND, BOB, "orange-1", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, drill, A_HOME))
    for _ in range(20):
        if game.current_decision().player is None:
            break
        game.apply(PassPriorityFor(game))
    prompt = game.current_decision().prompt
    assert "discarded at random" in prompt
    assert "judge to apply the guess of Sea Poppy, Guessing Game" in prompt
