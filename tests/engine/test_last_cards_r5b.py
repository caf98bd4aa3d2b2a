"""The last manual cards of Seaquestria and Beyond and Defenders of Equestria (SB107, SB109,
SB138, DE25), one scenario per behaviour: position -> choices -> result. Each test names the
card by collector number; read it beside the card's text."""

from __future__ import annotations

from script_scenes import challenge, play, until

from engine import DecisionKind, Mode, Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseArea,
    ChooseCard,
    Decline,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
    SendHome,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def asked(game):  # type: ignore[no-untyped-def]
    """Play on until a replacement question comes (or the turn's next Main Phase decision)."""
    return until(
        game,
        lambda g: g.current_decision().kind in (DecisionKind.REPLACEMENT, DecisionKind.MAIN_PHASE),
    )


# --- SB138 Princess Celestia, High Noon ---------------------------------------------------------
def test_SB138_costs_two_less_while_you_have_more_friends(later_scene):
    s = later_scene()
    (celestia,) = s.hand(ALICE, "SB138")  # three supply Friends at Alice's home, none for Bob
    game = play(later_scene, s.game(), celestia, A_HOME)
    assert game.state.players[ALICE].tokens == 10 - (5 - 2)
    s = later_scene()
    (celestia,) = s.hand(ALICE, "SB138")
    for _ in range(3):  # as many Friends as Alice: not more
        s.put("orange-1", BOB, B_HOME)
    game = play(later_scene, s.game(), celestia, A_HOME)
    assert game.state.players[ALICE].tokens == 10 - 5


def bobs_turn_with_celestia(later_scene, where=A_PROBLEM):  # type: ignore[no-untyped-def]
    s = later_scene(turn_player=BOB)
    celestia = s.put("SB138", ALICE, where)
    friend = s.put("orange-2", ALICE, where)
    return s, celestia, friend


def test_SB138_a_friend_here_frightened_by_an_opponent_goes_to_the_hand(later_scene):
    s, celestia, friend = bobs_turn_with_celestia(later_scene)
    luna = s.put("SB139", BOB, B_HOME)  # Main Phase: exhaust this card to frighten a Friend
    game = s.game()
    game.apply(ActivateAbility(BOB, luna, 0))
    game = until(game, lambda g: g.current_decision().kind is not DecisionKind.PRIORITY)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT, [friend])
    decision = game.current_decision()
    assert decision.player == ALICE and "frightened by" in decision.prompt
    game.apply(Accept(ALICE))
    game = later_scene.settle(game)
    assert friend not in game.state.play and ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert celestia in game.state.play
    assert "710.1" in trace_text(game)


def test_SB138_declined_the_friend_is_frightened(later_scene):
    s, _, friend = bobs_turn_with_celestia(later_scene)
    luna = s.put("SB139", BOB, B_HOME)
    game = s.game()
    game.apply(ActivateAbility(BOB, luna, 0))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT, [friend])
    game.apply(Decline(ALICE))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == []
    assert [c.frightened for c in game.state.in_play() if c.card_id == "orange-2"] == [True]


def test_SB138_a_friend_here_dismissed_by_an_opponent_goes_to_the_hand(later_scene):
    s, celestia, friend = bobs_turn_with_celestia(later_scene)
    (tones,) = s.hand(BOB, "EO135")  # Immediate: Dismiss a Friend
    game = s.game()
    game.apply(PlayCard(BOB, tones, None))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT, [friend])
    assert game.current_decision().player == ALICE
    game.apply(Accept(ALICE))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert "orange-2" not in ids(game, Zone.DISCARD, ALICE) and celestia in game.state.play


def test_SB138_your_own_dismissal_and_friends_elsewhere_are_not_replaced(later_scene):
    s = later_scene()
    s.put("SB138", ALICE, A_PROBLEM)
    friend = s.put("orange-2", ALICE, A_PROBLEM)
    (tones,) = s.hand(ALICE, "EO135")  # Alice dismisses her own Friend: not by an opponent
    game = play(later_scene, s.game(), tones, prefer=[friend])
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE) and ids(game, Zone.HAND, ALICE) == []
    s, _, _ = bobs_turn_with_celestia(later_scene)
    away = s.put("orange-1", ALICE, A_HOME)  # not at Celestia's Problem
    (tones,) = s.hand(BOB, "EO135")
    game = s.game()
    game.apply(PlayCard(BOB, tones, None))
    game = later_scene.settle(game, prefer=[away])
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE) and ids(game, Zone.HAND, ALICE) == []


# --- SB109 Delaying Tactics (a Dilemma, 522.1) ---------------------------------------------------
def delay(game, problem: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.cards[problem].counter("Delay")


def test_SB109_puts_a_delay_counter_on_a_problem_at_the_end_of_your_turn(later_scene):
    s = later_scene()
    s.put("SB109", ALICE, None)
    bobs = s.board.problem[BOB]
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.TARGET)
    offered = {getattr(c, "card", None) for c in game.legal_choices()}
    assert {bobs, s.board.problem[ALICE]} <= offered and any(
        isinstance(c, Decline) for c in game.legal_choices()
    )
    game = until(game, lambda g: g.state.turn_player == BOB, prefer=[bobs])
    assert delay(game, bobs) == 1 and delay(game, s.board.problem[ALICE]) == 0


def test_SB109_opponents_pay_one_more_per_counter_then_the_move_removes_them(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("SB109", ALICE, None)
    bobs = s.board.problem[BOB]
    s.board.table.update(bobs, counters=(("Delay", 2),))
    first, second = s.put("orange-1", BOB, B_HOME), s.put("orange-2", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(BOB, first, B_PROBLEM))
    assert game.state.players[BOB].tokens == 10 - (2 + 2)  # 609.2b, +1 for each counter
    game = later_scene.settle(game)
    assert delay(game, bobs) == 0  # an opponent moved a character there
    game.apply(MoveCharacter(BOB, second, B_PROBLEM))
    assert game.state.players[BOB].tokens == 10 - 4 - 2


def test_SB109_its_controllers_moves_pay_nothing_more_and_keep_the_counters(later_scene):
    s = later_scene()
    s.put("SB109", ALICE, None)
    bobs = s.board.problem[BOB]
    s.board.table.update(bobs, counters=(("Delay", 1),))
    mine = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mine, B_PROBLEM))
    assert game.state.players[ALICE].tokens == 10 - 2
    game = later_scene.settle(game)
    assert delay(game, bobs) == 1  # Alice is not an opponent of the Dilemma's controller


# --- SB107 Canterlot Infiltration (a Dilemma, 522.1) ---------------------------------------------
def infiltration(s):  # type: ignore[no-untyped-def]
    iid = s.put("SB107", ALICE, None)
    return iid, s.board.state.cards[iid].area


def test_SB107_replaced_your_characters_go_to_problems_you_choose(later_scene):
    s = later_scene()
    dilemma, area = infiltration(s)
    first, second = s.put("orange-1", ALICE, area), s.put("orange-2", ALICE, area)
    foe = s.put("orange-1", BOB, area)  # not Alice's: sent home
    (pinkie,) = s.hand(ALICE, "SB34")  # enters play: you may replace a Problem
    game = s.game()
    game.apply(PlayCard(ALICE, pinkie, A_HOME))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT, [dilemma])
    decision = game.current_decision()
    assert decision.player == ALICE and "other Problems" in decision.prompt
    game.apply(Accept(ALICE))
    assert {c.area for c in game.legal_choices()} == {A_PROBLEM, B_PROBLEM}
    game.apply(ChooseArea(ALICE, B_PROBLEM))
    game.apply(ChooseArea(ALICE, A_PROBLEM))
    game = later_scene.settle(game)
    cards = game.state.cards
    assert (cards[first].area, cards[second].area, cards[foe].area) == (
        B_PROBLEM,
        A_PROBLEM,
        B_HOME,
    )
    assert dilemma not in game.state.play and "SB107" in ids(game, Zone.DISCARD, ALICE)
    assert "710.1" in trace_text(game)


def test_SB107_declined_they_are_sent_home(later_scene):
    s = later_scene()
    dilemma, area = infiltration(s)
    friend = s.put("orange-1", ALICE, area)
    (pinkie,) = s.hand(ALICE, "SB34")
    game = s.game()
    game.apply(PlayCard(ALICE, pinkie, A_HOME))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT, [dilemma])
    game.apply(Decline(ALICE))
    game = later_scene.settle(game)
    assert game.state.cards[friend].area == A_HOME and dilemma not in game.state.play


def test_SB107_solved_by_a_problem_faceoff_sends_them_elsewhere(later_scene):
    s = later_scene()
    dilemma, area = infiltration(s)
    mine = [s.put("V-OR-F540", ALICE, area) for _ in range(2)]
    foe = s.put("orange-3", BOB, area)
    s.put("orange-3", BOB, area)  # Bob meets 5 too: a Problem faceoff (612.2)
    s.deck(ALICE, *["orange-3"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = s.game(at="score")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    game.apply(Accept(ALICE))
    game = until(game, lambda g: dilemma not in g.state.play, prefer=[])
    cards = game.state.cards
    assert {cards[i].area for i in mine} <= {A_PROBLEM, B_PROBLEM}
    assert cards[foe].area == B_HOME


def test_SB107_a_character_sent_home_after_a_lost_challenge_is_asked_alone(later_scene):
    s = later_scene()
    _, area = infiltration(s)
    friend = s.put("orange-1", ALICE, area)
    other = s.put("orange-1", ALICE, area)
    tm = s.put("tm-3", BOB, area)
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-3",))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.SEND_HOME)
    game.apply(SendHome(ALICE, friend))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    assert f"#{friend} would be sent home" in game.current_decision().prompt
    game.apply(Accept(ALICE))
    game.apply(ChooseArea(ALICE, B_PROBLEM))
    assert game.state.cards[friend].area == B_PROBLEM
    assert game.state.cards[other].area == area


# --- DE25 Baby Flurry Heart, Newborn Nightmare ---------------------------------------------------
def test_DE25_the_turns_first_move_goes_to_the_area_the_judge_enters(later_scene):
    s = later_scene(mode=Mode.OBSERVED)
    s.put("DE25", BOB, B_HOME)  # any player's card: any player's move
    first, second = s.put("orange-1", ALICE, A_HOME), s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, first, B_PROBLEM))
    decision = game.current_decision()
    assert decision.player is None and "at random" in decision.prompt
    assert {c.area for c in game.legal_choices()} == {A_PROBLEM, B_PROBLEM}  # not its own area
    game.apply(ChooseArea(ALICE, A_PROBLEM))
    game = later_scene.settle(game)
    assert game.state.cards[first].area == A_PROBLEM  # not where Alice moved it
    assert game.state.players[ALICE].tokens == 10 - 2  # the Move action's cost all the same
    game.apply(MoveCharacter(ALICE, second, B_PROBLEM))  # the turn's second move: as chosen
    game = later_scene.settle(game)
    assert game.state.cards[second].area == B_PROBLEM
    assert "710.1" in trace_text(game)


def test_DE25_seeded_the_first_move_goes_to_a_random_area(later_scene):
    s = later_scene()
    s.put("DE25", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))
    game = later_scene.settle(game)
    assert "is chosen at random (Baby Flurry Heart" in trace_text(game)
    assert game.state.cards[friend].area in (A_HOME, B_PROBLEM)  # its home is an area too


def test_DE25_not_the_first_move_of_the_turn_is_not_replaced(later_scene):
    s = later_scene(mode=Mode.OBSERVED)
    friend = s.put("orange-1", ALICE, A_HOME)
    (flurry,) = s.hand(ALICE, "DE25")
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))  # before Flurry Heart is in play
    game = play(later_scene, game, flurry, A_HOME)
    game.apply(MoveCharacter(ALICE, friend, A_PROBLEM))
    game = later_scene.settle(game)
    assert game.state.cards[friend].area == A_PROBLEM


def test_DE25_flipped_moves_two_chosen_characters_to_random_areas(later_scene):
    s = later_scene(mode=Mode.OBSERVED)
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("DE25",), bob_flips=("orange-1",))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.TARGET)
    game.apply(ChooseCard(ALICE, mine))
    game.apply(ChooseCard(ALICE, foe))
    decision = game.current_decision()
    assert decision.player is None and f"#{mine}" in decision.prompt
    game.apply(ChooseArea(ALICE, A_HOME))
    decision = game.current_decision()
    assert decision.player is None and f"#{foe}" in decision.prompt
    game.apply(ChooseArea(ALICE, A_PROBLEM))
    assert game.state.cards[mine].area == A_HOME and game.state.cards[foe].area == A_PROBLEM
