"""The last control-change and "who did it" cards (Leaders and Legends, Friends Forever,
Canterlot Nights; AD116 with LL90's exchange): one scenario per automated card, position ->
choices -> result."""

from __future__ import annotations

from script_scenes import challenge, play, until, with_problem

from engine import DecisionKind, Zone
from engine.choices import (
    ActivateAbility,
    Challenge,
    ChooseCard,
    Decline,
    EndMainPhase,
    MoveCharacter,
    PassPriority,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text


def controller(game, iid: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].controller


def area(game, iid: int):  # type: ignore[no-untyped-def]
    return game.state.cards[iid].area


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def activation(game, card: int, player: int = ALICE, using=()):  # type: ignore[no-untyped-def]
    (number,) = {
        c.ability
        for c in game.legal_choices()
        if isinstance(c, ActivateAbility) and c.card == card and c.player == player
    }
    return ActivateAbility(player, card, number, tuple(using))


# --- LL90 Cutie Mark Swap, AD116 The Old Switcheroo: exchanging control until a time ---------


def test_LL90_exchanges_two_friends_until_the_end_of_the_score_phase(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    theirs = s.put("pink-3", BOB, B_PROBLEM)
    other = s.put("blue-2", BOB, B_HOME)
    ev = s.hand(ALICE, "LL90")[0]
    game = play(later_scene, s.game(), ev, prefer=(mine, theirs))
    assert controller(game, mine) == BOB and area(game, mine) == B_HOME  # to their home
    assert controller(game, theirs) == ALICE and area(game, theirs) == B_PROBLEM  # stays
    assert controller(game, other) == BOB
    assert "513.2" in trace_text(game)
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert controller(game, mine) == ALICE and area(game, mine) == A_HOME  # back (513.2)
    assert controller(game, theirs) == BOB


def test_LL90_exchanges_nothing_without_an_opposing_friend(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    ev = s.hand(ALICE, "LL90")[0]
    game = play(later_scene, s.game(), ev, prefer=(mine,))
    assert controller(game, mine) == ALICE and area(game, mine) == A_HOME
    assert not [e for e in game.state.effects if e.kind == "control"]


def test_AD116_the_opponent_chooses_their_friend_at_that_problem(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    elsewhere = s.put("orange-1", ALICE, A_PROBLEM)
    weak = s.put("blue-2", BOB, B_PROBLEM)
    strong = s.put("pink-3", BOB, B_PROBLEM)
    away = s.put("pink-2", BOB, A_PROBLEM)
    ev = s.hand(ALICE, "AD116")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, ev))
    d = game.current_decision()
    assert d.player == ALICE
    assert {c.card for c in game.legal_choices()} == {mine, elsewhere}
    game.apply(ChooseCard(ALICE, mine))
    d = game.current_decision()
    assert d.player == BOB  # "your opponent chooses one of their Friends at that Problem"
    assert {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)} == {weak, strong}
    game.apply(ChooseCard(BOB, weak))
    game = later_scene.settle(game)
    assert controller(game, mine) == BOB and controller(game, weak) == ALICE
    assert controller(game, strong) == BOB and controller(game, away) == BOB
    assert area(game, mine) == B_PROBLEM and area(game, weak) == B_PROBLEM


# --- LL137 Rarity, Throw Me A Bone, Dear: giving control, counting cards owned ----------------


def test_LL137_gives_a_friend_and_scores_with_two_owned_cards_given(later_scene):
    for given_before, points in ((False, 0), (True, 1)):
        s = later_scene()
        rarity = s.put("LL137", ALICE, A_HOME)
        gift = s.put("orange-2", ALICE, A_HOME)
        if given_before:  # a card Alice owns that Bob controls already (513.1)
            s.put("orange-1", ALICE, B_HOME, controller=BOB)
        s.put("pink-3", BOB, B_HOME)  # Bob's own: not counted
        game = s.game()
        game.apply(activation(game, rarity, using=(gift,)))
        game = later_scene.settle(game)
        assert game.state.cards[rarity].exhausted
        assert controller(game, gift) == BOB and area(game, gift) == B_HOME
        assert game.state.cards[gift].exhausted and game.state.cards[gift].owner == ALICE
        assert game.state.players[ALICE].points == points


def test_LL137_a_token_or_this_card_is_not_a_way_to_pay(later_scene):
    s = later_scene()
    rarity = s.put("LL137", ALICE, A_HOME)
    game = s.game()
    assert not [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == rarity
    ]
    assert "508.1d" in game.why_not(ActivateAbility(ALICE, rarity, 0, (rarity,)))


# --- LL105 Crown of the Sibling Supreme: control to a faceoff's winner ------------------------


def test_LL105_the_winner_of_a_faceoff_gains_control_of_it(later_scene):
    s = later_scene()
    crown = s.put("LL105", ALICE, A_HOME)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-3",))
    game = until(game, lambda g: g.state.faceoff is None)
    game = later_scene.settle(game)
    assert controller(game, crown) == BOB and area(game, crown) == B_HOME  # 513.2
    assert "Bob gains control of Crown of the Sibling Supreme" in trace_text(game)
    # Bob won a faceoff this turn: he may use it now, in Alice's turn (Immediate, 512.5)
    points = game.state.players[BOB].points

    def offered(g) -> bool:  # type: ignore[no-untyped-def]
        return any(isinstance(c, ActivateAbility) and c.card == crown for c in g.legal_choices())

    game = until(game, offered)
    assert game.state.turn_player == ALICE
    game.apply(activation(game, crown, player=BOB))
    game = later_scene.settle(game)
    assert game.state.players[BOB].points == points + 1


def test_LL105_scores_a_point_after_its_controller_won_a_faceoff(later_scene):
    s = later_scene()
    crown = s.put("LL105", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    before = s.game()
    assert not [c for c in before.legal_choices() if getattr(c, "card", None) == crown]
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
    game = until(game, lambda g: g.state.faceoff is None)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    assert controller(game, crown) == ALICE  # the winner controls it already
    points, tokens = game.state.players[ALICE].points, game.state.players[ALICE].tokens
    game.apply(activation(game, crown))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].points == points + 1
    assert game.state.players[ALICE].tokens == tokens - 1
    assert game.state.cards[crown].exhausted


# --- LL109 Harvest Schedule: "when you exhaust one or more opposing characters" ---------------


def fatigue(game, iid: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].counter("Fatigue")


def test_LL109_a_fatigue_counter_when_you_exhaust_an_opposing_character(later_scene):
    s = later_scene()
    harvest = s.put("LL109", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    ev = s.hand(ALICE, "CG103")[0]  # Main Phase: Exhaust an opponent's Friend.
    game = play(later_scene, s.game(), ev, prefer=(foe,))
    assert game.state.cards[foe].exhausted
    assert fatigue(game, harvest) == 1


def test_LL109_one_counter_for_characters_exhausted_together_none_for_your_own(later_scene):
    s = later_scene()
    harvest = s.put("LL109", ALICE, A_HOME)
    pumped = s.put("CN34", ALICE, B_PROBLEM)  # Spend 1: exhaust all characters here
    s.board.add(Zone.BANISHED, ALICE, "orange-1", beneath=pumped)
    foes = [s.put("orange-2", BOB, B_PROBLEM), s.put("pink-3", BOB, B_PROBLEM)]
    game = s.game()
    game.apply(activation(game, pumped))
    game = later_scene.settle(game)
    assert all(game.state.cards[f].exhausted for f in foes)
    assert fatigue(game, harvest) == 1  # one or more at once: one counter (704.1)


def test_LL109_the_opponent_retires_an_exhausted_friend_at_three_counters(later_scene):
    for counters, retired in ((2, []), (3, ["orange-2"])):
        s = later_scene(turn_player=BOB)
        s.put("LL109", ALICE, A_HOME, counters=(("Fatigue", counters),))
        s.put("orange-2", BOB, B_HOME, exhausted=True)
        s.put("pink-3", BOB, B_HOME)
        s.deck(ALICE, "orange-1", "orange-1")
        game = s.game()
        game.apply(EndMainPhase(BOB))
        game = until(game, lambda g: g.state.turn_player == ALICE)
        assert ids(game, Zone.DISCARD, BOB) == retired


# --- LL79 Swanifying Committee: Delay counters and a toll on their controller's moves ---------


def delay(game, iid: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].counter("Delay")


def test_LL79_moving_an_opposing_character_puts_a_delay_counter_on_it(later_scene):
    s = later_scene()
    s.put("LL79", ALICE, A_HOME)
    chariot = s.put("FF109", ALICE, A_HOME)  # Main Phase: Pay [1] to move a character.
    foe = s.put("orange-2", BOB, B_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(activation(game, chariot))
    game = later_scene.settle(game, prefer=(foe, A_PROBLEM))
    assert area(game, foe) == A_PROBLEM and delay(game, foe) == 1
    game.apply(MoveCharacter(ALICE, mine, A_PROBLEM))  # her own: no counter
    game = later_scene.settle(game)
    assert delay(game, mine) == 0


def test_LL79_opponents_pay_one_more_to_move_their_delayed_characters(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("LL79", ALICE, A_HOME)
    late = s.put("orange-2", BOB, B_HOME, counters=(("Delay", 1),))
    free = s.put("pink-3", BOB, B_HOME)
    game = s.game(tokens=(10, 3))
    why = str(game.explain(MoveCharacter(BOB, late, B_PROBLEM)))
    assert "508.1" in why and "Swanifying Committee" in why
    game.apply(MoveCharacter(BOB, late, B_PROBLEM))
    assert game.state.players[BOB].tokens == 0  # 2 + 1 (609.2b, 508.1)
    game = later_scene.settle(game)
    assert MoveCharacter(BOB, free, B_PROBLEM) not in game.legal_choices()  # none left


def test_LL79_its_controller_moves_delayed_characters_with_no_toll(later_scene):
    s = later_scene()
    s.put("LL79", ALICE, A_HOME)
    chariot = s.put("FF109", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME, counters=(("Delay", 1),))
    game = s.game(tokens=(10, 5))
    game.apply(activation(game, chariot))
    game = later_scene.settle(game, prefer=(foe, B_PROBLEM))
    assert area(game, foe) == B_PROBLEM and game.state.players[BOB].tokens == 5
    assert delay(game, foe) == 2


def test_LL79_delay_counters_go_at_the_end_of_the_opponents_turn(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("LL79", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME, counters=(("Delay", 2),))
    mine = s.put("orange-1", ALICE, A_HOME, counters=(("Delay", 1),))  # not an opposing one
    s.deck(ALICE, "orange-1", "orange-1")
    game = s.game()
    game.apply(EndMainPhase(BOB))
    game = until(game, lambda g: g.state.turn_player == ALICE)
    assert delay(game, foe) == 0 and delay(game, mine) == 1


# --- LL131 Moving Out: "when you frighten a Friend for the first time each turn" --------------


def test_LL131_frightening_friends_lets_its_controller_move_once(later_scene):
    s = with_problem(later_scene, "LL131", owner=ALICE)
    foes = [s.put("orange-2", BOB, B_HOME), s.put("pink-3", BOB, B_HOME)]
    mine = s.put("orange-1", ALICE, A_HOME)
    ev = s.hand(ALICE, "AD115")[0]  # Main Phase: Frighten up to 2 Friends at home.
    game = play(later_scene, s.game(), ev, prefer=(*foes, mine, B_PROBLEM))
    assert all(not game.state.cards.get(f) or game.state.cards[f].frightened for f in foes)
    assert sum(1 for c in game.state.in_play() if c.frightened) == 2
    assert area(game, mine) == B_PROBLEM  # moved once, the first time (616.4)
    assert trace_text(game).count("triggers (when frightened-by)") == 1


def test_LL131_an_opponent_frightening_does_not_trigger_it(later_scene):
    s = with_problem(later_scene, "LL131", owner=BOB)
    foe = s.put("orange-2", BOB, B_HOME)
    theirs = s.put("orange-1", BOB, B_PROBLEM)  # Bob's, which he could move if it triggered
    ev = s.hand(ALICE, "AD115")[0]
    game = play(later_scene, s.game(), ev, prefer=(foe,))
    assert foe not in game.state.cards  # frightened: a new card (505.3)
    assert area(game, theirs) == B_PROBLEM and "frightened-by" not in trace_text(game)


# --- FF95 Reliving History: the characters moved this turn and their previous areas -----------


def test_FF95_sends_a_character_moved_this_turn_back_to_its_previous_area(later_scene):
    s = later_scene()
    moved = s.put("orange-1", ALICE, A_HOME)
    also = s.put("blue-2", ALICE, A_PROBLEM)
    still = s.put("orange-2", ALICE, A_PROBLEM)
    foe = s.put("pink-3", BOB, B_HOME)
    ev = s.hand(ALICE, "FF95")[0]
    game = s.game()
    for card, to in ((moved, B_PROBLEM), (moved, A_PROBLEM), (also, A_HOME)):
        game.apply(MoveCharacter(ALICE, card, to))  # moved's previous area: B_PROBLEM
        game = later_scene.settle(game)
    game.apply(PlayCard(ALICE, ev))
    choices = {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}
    assert choices == {moved, also}  # not the ones that did not move (still, foe)
    game = later_scene.settle(game, prefer=(moved,))
    assert area(game, moved) == B_PROBLEM and area(game, also) == A_HOME
    assert area(game, still) == A_PROBLEM and area(game, foe) == B_HOME
    assert "506.1" in trace_text(game)


def test_FF95_with_three_unicorns_opponents_cant_move_characters(later_scene):
    s = later_scene(turn_player=BOB)
    for _ in range(3):
        s.put("PR54", ALICE, A_HOME)  # a Unicorn Friend
    foe = s.put("orange-2", BOB, B_HOME)
    other = s.put("pink-3", BOB, B_HOME)
    ev = s.hand(ALICE, "FF95")[0]
    game = s.game()
    game.apply(MoveCharacter(BOB, foe, A_PROBLEM))
    while PlayCard(ALICE, ev) not in game.legal_choices():
        game.apply(PassPriority(game.current_decision().player))
    game.apply(PlayCard(ALICE, ev))
    game = later_scene.settle(game, prefer=(foe,))
    assert area(game, foe) == B_HOME  # sent back (506)
    assert game.current_decision().player == BOB
    assert not [c for c in game.legal_choices() if isinstance(c, MoveCharacter)]
    assert "104.2" in game.why_not(MoveCharacter(BOB, other, B_PROBLEM))


def test_FF95_fewer_unicorns_leave_opponents_free_to_move(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("PR54", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    ev = s.hand(ALICE, "FF95")[0]
    game = s.game()
    game.apply(MoveCharacter(BOB, foe, A_PROBLEM))
    while PlayCard(ALICE, ev) not in game.legal_choices():
        game.apply(PassPriority(game.current_decision().player))
    game.apply(PlayCard(ALICE, ev))
    game = later_scene.settle(game, prefer=(foe,))
    assert area(game, foe) == B_HOME
    assert MoveCharacter(BOB, foe, B_PROBLEM) in game.legal_choices()


# --- CN156 "Princess Mi Amore Cadenza": a Troublemaker sent to another home, under control ----


def test_CN156_dismisses_then_goes_to_that_players_home_under_their_control(later_scene):
    s = later_scene()
    cadenza = s.put("CN156", ALICE, B_PROBLEM)
    foe = s.put("orange-2", BOB, B_HOME)
    s.put("pink-3", BOB, B_PROBLEM)
    game = s.game()
    game.apply(activation(game, cadenza))
    game = later_scene.settle(game, prefer=(foe,))
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]
    assert game.state.players[ALICE].tokens == 6
    assert controller(game, cadenza) == BOB and area(game, cadenza) == B_HOME
    assert not [c for c in game.legal_choices() if getattr(c, "card", None) == cadenza]


def test_CN156_its_new_controller_sends_it_back_the_same_way(later_scene):
    s = later_scene(turn_player=BOB)
    cadenza = s.put("CN156", ALICE, B_HOME, controller=BOB)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(activation(game, cadenza, player=BOB))
    game = later_scene.settle(game, prefer=(mine,))
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert controller(game, cadenza) == ALICE and area(game, cadenza) == A_HOME


def test_CN156_at_a_home_it_cant_be_challenged(later_scene):
    s = later_scene()
    cadenza = s.put("CN156", ALICE, B_HOME, controller=BOB)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, A_HOME)
    game = s.game(at="challenge")
    assert game.current_decision().kind is DecisionKind.CHALLENGE
    assert Challenge(ALICE, tm) in game.legal_choices()
    assert Challenge(ALICE, cadenza) not in game.legal_choices()  # at a home (608.2)


def test_CN156_two_troublemakers_at_a_home_break_no_uniqueness(later_scene):
    s = later_scene()
    first = s.put("CN156", ALICE, B_HOME, controller=BOB)
    cadenza = s.put("CN156", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_HOME)
    game = s.game()
    game.apply(activation(game, cadenza))
    game = later_scene.settle(game)
    assert area(game, cadenza) == B_HOME and area(game, first) == B_HOME  # 516.4: a Problem
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE


def test_LL131_a_frighten_its_owner_declined_to_replace_is_still_yours(later_scene):
    s = with_problem(later_scene, "LL131", owner=ALICE)
    soldier = s.put("CN29", BOB, B_HOME)  # "If this card would be frightened, you may exhaust
    # it instead."
    mine = s.put("orange-1", ALICE, A_PROBLEM)  # not at home: not frightened
    ev = s.hand(ALICE, "AD115")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, ev))
    game.apply(ChooseCard(ALICE, soldier))  # only this one: no other frighten to trigger it
    assert game.current_decision().kind is DecisionKind.REPLACEMENT
    game.apply(Decline(BOB))
    game.apply(Decline(ALICE))  # "up to 2": no second Friend
    game = later_scene.settle(game, prefer=(mine, B_PROBLEM))
    assert soldier not in game.state.cards  # frightened after all (710.4)
    assert sum(1 for c in game.state.in_play() if c.frightened) == 1
    assert area(game, mine) == B_PROBLEM  # Alice frightened it: Moving Out triggered
