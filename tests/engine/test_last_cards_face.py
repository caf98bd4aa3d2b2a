"""The last manual cards of the faceoff family (Friends Forever, Leaders and Legends, Canterlot
Nights): faceoffs started by effects and their results, flipped cards put into play or into
the hand, a flipped card's power read from the faceoff, playing into a faceoff, a later
faceoff's total and "only as a Main Phase action". One scenario or more per card: position ->
choices -> result; each test names the card by collector number."""

from __future__ import annotations

import re

from script_scenes import challenge, in_play, play, until, when_offered

from engine import DecisionKind, Zone, priority
from engine.choices import (
    ActivateAbility,
    Challenge,
    Decline,
    NameCard,
    PassPriority,
    PlayCard,
)
from engine.scenario import A_HOME, ALICE, B_HOME, B_PROBLEM, BOB, trace_text


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    if zone is Zone.PLAY:
        return [c.card_id for c in game.state.in_play() if c.controller == player]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def faceoff_over(game) -> bool:  # type: ignore[no-untyped-def]
    return game.state.faceoff is None


def points_of(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].points


# --- FF100 Tough Questions ------------------------------------------------------------------
def test_FF100_faces_an_opposing_troublemaker_and_banishes_it_when_you_win(later_scene):
    s = later_scene()
    mine = s.put("orange-3", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (questions,) = s.hand(ALICE, "FF100")
    s.deck(ALICE, "orange-3", *("pink-2",) * 4)
    s.deck(BOB, "orange-1", *("pink-2",) * 4)
    game = s.game()
    game = play(later_scene, game, questions, prefer=(mine, tm))
    text = trace_text(game)
    assert "starts a faceoff involving" in text
    # Alice: her Friend 3 + flipped 3; Bob: the Timberwolf 2 + flipped 1 (514.4a)
    assert "Alice 6" in text and "Bob 3" in text
    assert ids(game, Zone.BANISHED, BOB) == ["tm-2"]
    assert points_of(game, ALICE) == 0  # not defeated: only what the card says (514.5d)
    assert game.state.faceoff is None


def test_FF100_banishes_nothing_when_you_lose_and_faces_a_friend(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_HOME)
    (questions,) = s.hand(ALICE, "FF100")
    s.deck(ALICE, "orange-1", *("pink-2",) * 4)
    s.deck(BOB, "orange-3", *("pink-2",) * 4)
    game = s.game()
    game = play(later_scene, game, questions, prefer=(mine, foe))
    assert "Bob wins the faceoff" in trace_text(game)
    assert "orange-3" in ids(game, Zone.PLAY, BOB)
    assert not ids(game, Zone.BANISHED, BOB)
    # won against a Friend: that Friend is banished
    s = later_scene()
    mine = s.put("orange-3", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    (questions,) = s.hand(ALICE, "FF100")
    s.deck(ALICE, "orange-3", *("pink-2",) * 4)
    s.deck(BOB, "orange-1", *("pink-2",) * 4)
    game = s.game()
    game = play(later_scene, game, questions, prefer=(mine, foe))
    assert ids(game, Zone.BANISHED, BOB) == ["orange-1"]


# --- FF54 Thorax, Swarm Former --------------------------------------------------------------
def test_FF54_flipped_may_put_itself_into_play(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("FF54", "pink-2", "pink-2"), bob_flips=("orange-1",))
    game = until(game, faceoff_over)
    thorax = in_play(game, "FF54")
    assert thorax.area == A_HOME and thorax.controller == ALICE
    assert "FF54" not in ids(game, Zone.DRAW_DECK, ALICE)
    # its power no longer counts once it has left the flip zone (514.4a): Alice 3 + 0
    assert "Alice 3 (" in trace_text(game)


def test_FF54_one_flipped_changeling_goes_to_the_hand_instead_of_the_bottom(later_scene):
    s = later_scene()
    s.put("FF54", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    # Pharynx (FF42) is a Changeling Friend; Alice flips it, then ties once and flips another
    game = challenge(s, tm, alice_flips=("FF42", "pink-2"), bob_flips=("orange-1",))
    game = until(game, faceoff_over)
    assert ids(game, Zone.HAND, ALICE) == ["FF42"]
    assert "FF42" not in ids(game, Zone.DRAW_DECK, ALICE)
    # a non-Changeling flipped card goes to the bottom as ever (514.6)
    s = later_scene()
    s.put("FF54", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("pink-2",), bob_flips=("orange-1",))
    game = until(game, faceoff_over)
    assert ids(game, Zone.HAND, ALICE) == []
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "pink-2"


# --- LL67 Baby Flurry Heart, Temper Tantrum -------------------------------------------------
def main_again(game) -> bool:  # type: ignore[no-untyped-def]
    return game.current_decision().kind is DecisionKind.MAIN_PHASE


def test_LL67_exhausts_to_face_an_opposing_friend_and_keeps_a_flipped_card(later_scene):
    s = later_scene()
    flurry = s.put("LL67", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    top, *_ = s.deck(ALICE, "orange-3", *("pink-2",) * 4)
    s.deck(BOB, "orange-1", *("pink-2",) * 4)
    game = s.game()
    game.apply(ActivateAbility(ALICE, flurry, 0))
    game = until(game, main_again, prefer=(foe, top))
    text = trace_text(game)
    assert "starts a faceoff involving Baby Flurry Heart, Temper Tantrum" in text
    assert "Alice wins the faceoff" in text
    assert "Orange 3 #" in text and "is put into its owner's hand" in text
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert "orange-3" not in ids(game, Zone.DRAW_DECK, ALICE)
    assert game.state.cards[flurry].exhausted


def test_LL67_may_decline_and_gets_nothing_when_it_loses(later_scene):
    s = later_scene()
    flurry = s.put("LL67", ALICE, A_HOME)
    s.put("orange-3", BOB, B_HOME)
    s.deck(ALICE, "orange-1", *("pink-2",) * 4)
    s.deck(BOB, "orange-3", *("pink-2",) * 4)
    game = s.game()
    game.apply(ActivateAbility(ALICE, flurry, 0))
    game = until(game, main_again)
    assert "Bob wins the faceoff" in trace_text(game)
    assert ids(game, Zone.HAND, ALICE) == []
    # won, the "may" declined: the flipped card goes to the bottom (514.6)
    s = later_scene()
    flurry = s.put("LL67", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    s.deck(ALICE, "orange-3", *("pink-2",) * 4)
    s.deck(BOB, "orange-1", *("pink-2",) * 4)
    game = s.game()
    game.apply(ActivateAbility(ALICE, flurry, 0))
    for _ in range(30):
        if game.state.faceoff is None and main_again(game):
            break
        options = game.legal_choices()
        game.apply(next((c for c in options if isinstance(c, Decline)), options[0]))
    assert ids(game, Zone.HAND, ALICE) == []
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "orange-3"


# --- LL35 Moondancer, Academic Professional -------------------------------------------------
def test_LL35_flipped_has_the_highest_power_among_opposing_involved_cards(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("LL35", "pink-2"), bob_flips=("orange-1", "pink-2"))
    game = until(game, faceoff_over)
    text = trace_text(game)
    # the only opposing card involved is the Timberwolf, 2 power (514.2a): Moondancer has 2
    assert re.search(r"flipped Moondancer, Academic Professional #\d+ 2\b", text)
    assert "Faceoff totals: Alice 5" in text
    # Bob flips her in a Problem faceoff: Alice's strongest involved character sets her power
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("pink-2", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", *("pink-2",) * 4)
    s.deck(BOB, "LL35", *("pink-2",) * 4)
    game = s.game(at="score")
    game = until(game, lambda g: "Faceoff totals" in trace_text(g))
    text = trace_text(game)
    assert re.search(r"flipped Moondancer, Academic Professional #\d+ 3\b", text)
    assert "Faceoff totals: Alice 6" in text and "Bob 4" in text


def test_LL35_in_play_counts_opposing_characters_elsewhere(later_scene):
    s = later_scene()
    moon = s.put("LL35", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_HOME)
    s.put("orange-1", BOB, B_PROBLEM)
    game = s.game()
    # Bob's Mane and a Friend at his home are elsewhere; the Friend here is not; the flipped
    # ability does nothing in play (701.3)
    assert game.power(moon) == 2


# --- FF84 The EEA Council, Strict Guidelines ------------------------------------------------
def test_FF84_no_action_outside_a_main_phase_action(later_scene):
    def faceoff_with(council: bool):  # type: ignore[no-untyped-def]
        s = later_scene()
        if council:
            s.put("FF84", BOB, B_HOME)
        s.put("orange-3", ALICE, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        (cheer,) = s.hand(BOB, "event-faceoff")
        game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
        offered = False
        while game.state.faceoff is not None:
            d = game.current_decision()
            options = game.legal_choices()
            offered |= any(isinstance(c, PlayCard) and c.card == cheer for c in options)
            if d.kind is DecisionKind.PRIORITY and d.player == BOB and council:
                raise AssertionError("Bob was asked, with nothing he may do")
            game.apply(next((c for c in options if isinstance(c, PassPriority)), options[0]))
        return game, cheer, offered

    game, cheer, offered = faceoff_with(council=False)
    assert offered  # a Faceoff Event may be played in the faceoff (512.4)
    game, cheer, offered = faceoff_with(council=True)
    assert not offered
    why = priority.check(game._table, BOB, PlayCard(BOB, cheer, None), False)
    assert why is not None and "The EEA Council, Strict Guidelines" in why and "609.1" in why


def test_FF84_the_turn_player_still_acts_but_the_opponent_gets_no_window(later_scene):
    s = later_scene()
    s.put("FF84", ALICE, A_HOME)
    (hasty,) = s.hand(BOB, "hasty-1")
    (friend,) = s.hand(ALICE, "orange-1")
    (event,) = s.hand(ALICE, "event-main")
    game = s.game()
    assert PlayCard(ALICE, friend, A_HOME) in game.legal_choices()  # a Main Phase action
    game.apply(PlayCard(ALICE, friend, A_HOME))
    # Bob would hold priority now (705.2h) and could play his Hasty Friend (512.5): not here
    d = game.current_decision()
    assert d.kind is DecisionKind.MAIN_PHASE and d.player == ALICE
    why = priority.check(game._table, BOB, PlayCard(BOB, hasty, B_HOME), False)
    assert why is not None and "except as a Main Phase action" in why and "104.2" in why
    assert PlayCard(ALICE, event, None) in game.legal_choices()
    # Alice's own Immediate actions outside her Main Phase decision are barred the same way
    why = priority.check(game._table, ALICE, PlayCard(ALICE, event, None), False)
    assert why is not None and "The EEA Council" in why
    # without the Council, Bob gets that window
    s = later_scene()
    (hasty,) = s.hand(BOB, "hasty-1")
    (friend,) = s.hand(ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, friend, A_HOME))
    d = game.current_decision()
    assert d.player == BOB and PlayCard(BOB, hasty, B_HOME) in game.legal_choices()


# --- CN147 Reformed -------------------------------------------------------------------------
def test_CN147_defeating_its_troublemaker_adds_its_power_to_your_next_faceoff(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    mine = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.put("CN147", ALICE, B_PROBLEM, attached_to=tm)
    foe = s.put("orange-3", BOB, B_HOME)
    (questions,) = s.hand(ALICE, "FF100")
    game = challenge(
        s, tm, alice_flips=("orange-3", "orange-1"), bob_flips=("orange-1", "orange-3")
    )
    game = until(game, faceoff_over)
    text = trace_text(game)
    assert "Alice wins the faceoff" in text and "for defeating Timberwolf" in text
    assert "Reformed #" in text and "triggers" in text
    assert "will add 3 to their power total in their next faceoff" in text
    assert ids(game, Zone.DISCARD, ALICE) == ["CN147"]  # dismissed with its host (511.2)
    # the next faceoff this turn (Tough Questions, FF100): Alice's Friend 1, her flipped card 1
    # and the Timberwolf's 3 (514.4a)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    game = play(later_scene, game, questions, prefer=(mine, foe))
    text = trace_text(game)
    assert "Reformed adds 3 to Alice's power total in this faceoff" in text
    assert "Faceoff totals: Alice 5 (Orange 1 #" in text and "Reformed +3 (514.4a)" in text
    # used once: the faceoff after it gets nothing more
    assert not [e for e in game.state.effects if e.kind.endswith("faceoff-total")]


def test_CN147_declined_or_unused_adds_nothing(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.put("CN147", ALICE, B_PROBLEM, attached_to=tm)
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
    for _ in range(30):
        if game.state.faceoff is None:
            break
        options = game.legal_choices()
        game.apply(next((c for c in options if isinstance(c, Decline)), options[0]))
    assert "Reformed #" in trace_text(game)
    assert not [e for e in game.state.effects if e.kind.endswith("faceoff-total")]
    # accepted but no faceoff follows this turn: it ends with the turn (616.4)
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.put("CN147", ALICE, B_PROBLEM, attached_to=tm)
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
    game = until(game, faceoff_over)
    assert [e.amount for e in game.state.effects if e.kind == "next-faceoff-total"] == [3]
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert not [e for e in game.state.effects if e.kind == "next-faceoff-total"]


# --- LL138 Fluttershy, All Creatures Great & Small ------------------------------------------
def fluttershy_challenges(scene, alice_flips, bob_flips, involved: bool = True):  # type: ignore
    s = scene()
    s.put("LL138", ALICE, B_PROBLEM if involved else A_HOME)
    if not involved:
        s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *alice_flips)
    s.deck(BOB, *bob_flips)
    game = s.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    return game


def test_LL138_flipped_friends_with_the_named_name_enter_play(later_scene):
    game = fluttershy_challenges(later_scene, ("orange-1", "pink-2"), ("orange-1", "orange-1"))
    d = game.current_decision()
    assert d.player == ALICE and "you may name a Friend" in d.prompt
    assert Decline(ALICE) in game.legal_choices()
    game.apply(NameCard(ALICE, "Orange 1"))
    game = until(game, faceoff_over)
    text = trace_text(game)
    assert "until the end of the faceoff, when flipped, named 'Orange 1'" in text
    # Alice's flipped Orange 1 enters play at her home, not played (706.1d); Bob's does not
    assert re.search(r"Orange 1 #\d+ is put into play at Alice's home", text)
    assert "at Bob's home" not in text
    assert ids(game, Zone.PLAY, ALICE).count("orange-1") == 1
    assert ids(game, Zone.PLAY, BOB).count("orange-1") == 0
    # out of the flip zone it adds nothing (514.4a): Alice 3 to Bob's 3, a tie, then a flip
    assert "Faceoff totals: Alice 3 (Fluttershy, All Creatures Great & Small #" in text
    assert "Totals are tied" in text
    # the modifier ended with the faceoff (514.6)
    assert not [e for e in game.state.effects if e.kind == "next-time"]


def test_LL138_another_name_or_no_name_puts_nothing_into_play(later_scene):
    game = fluttershy_challenges(later_scene, ("orange-1",), ("orange-1",))
    game.apply(NameCard(ALICE, "Pink 2"))
    game = until(game, faceoff_over)
    assert "is put into play" not in trace_text(game)
    assert ids(game, Zone.PLAY, ALICE).count("orange-1") == 0
    game = fluttershy_challenges(later_scene, ("orange-1",), ("orange-1",))
    game.apply(Decline(ALICE))
    game = until(game, faceoff_over)
    assert "no name was named" in trace_text(game)
    assert ids(game, Zone.PLAY, ALICE).count("orange-1") == 0
    # not involved: it does not trigger
    game = fluttershy_challenges(later_scene, ("orange-1",), ("orange-1",), involved=False)
    assert game.current_decision().kind is not DecisionKind.TARGET
    game = until(game, faceoff_over)
    assert "triggers (when faceoff-started)" not in trace_text(game)


# --- CN12 Dr. Hooves, Just In Time ----------------------------------------------------------
def test_CN12_played_during_a_faceoff_where_you_have_an_involved_character(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_HOME)
    (questions,) = s.hand(ALICE, "FF100")
    (hooves,) = s.hand(ALICE, "CN12")
    s.deck(ALICE, "orange-1", *("pink-2",) * 4)
    s.deck(BOB, "orange-1", *("pink-2",) * 4)
    game = s.game()
    assert PlayCard(ALICE, hooves, A_HOME) in game.legal_choices()  # a Main Phase play too
    game.apply(PlayCard(ALICE, questions, None))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.PRIORITY, (mine, foe))
    assert game.state.faceoff is not None and game.current_decision().player == ALICE
    options = game.legal_choices()
    # Alice's involved Friend is at her home: there only (514.2, 512.4)
    assert PlayCard(ALICE, hooves, A_HOME) in options
    assert not [c for c in options if isinstance(c, PlayCard) and c.area != A_HOME]
    why = game.why_not(PlayCard(ALICE, hooves, B_PROBLEM))
    assert why is not None and "has a character involved in it (514.2, 512.4)" in why
    game.apply(PlayCard(ALICE, hooves, A_HOME))
    game = until(game, faceoff_over)
    text = trace_text(game)
    # it became involved (514.2d.i): Alice 1 + Dr. Hooves 3 + flipped 1 beats Bob's 3 + 1
    assert re.search(r"Faceoff totals: Alice 5 \(Orange 1 #\d+ 1 \+ Dr\. Hooves", text)
    assert "Alice wins the faceoff" in text and ids(game, Zone.BANISHED, BOB) == ["orange-3"]


def test_CN12_not_offered_without_an_involved_character_or_outside_faceoffs(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (mine,) = s.hand(ALICE, "CN12")
    (his,) = s.hand(BOB, "CN12")
    s.deck(ALICE, "orange-3", *("pink-2",) * 4)
    s.deck(BOB, "orange-1", *("pink-2",) * 4)
    game = s.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    assert game.state.faceoff is not None and game.current_decision().player == ALICE
    # Alice challenges with her character there: she may play Dr. Hooves there (514.2a)
    assert PlayCard(ALICE, mine, B_PROBLEM) in game.legal_choices()
    assert PlayCard(ALICE, mine, A_HOME) not in game.legal_choices()
    game.apply(PassPriority(ALICE))
    # Bob, defending his Troublemaker, has no character involved: no play (514.2a)
    assert game.current_decision().kind is not DecisionKind.PRIORITY or not [
        c for c in game.legal_choices() if isinstance(c, PlayCard) and c.card == his
    ]
    why = priority.check(game._table, BOB, PlayCard(BOB, his, B_PROBLEM), False)
    assert why is not None and "involved" in why
    game = until(game, faceoff_over)
    # no faceoff: a Friend without Hasty is played only as a Main Phase action (609.2a)
    why = priority.check(game._table, ALICE, PlayCard(ALICE, mine, B_PROBLEM), False)
    assert why is not None and "Main Phase action (609.2a)" in why


def test_CN12_played_to_the_problem_of_a_problem_faceoff_is_involved_there(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    (hooves,) = s.hand(ALICE, "CN12")
    s.deck(ALICE, "orange-1", *("pink-2",) * 4)
    s.deck(BOB, "orange-3", *("pink-2",) * 4)
    game = s.game(at="score")
    game = until(game, lambda g: g.state.faceoff is not None)
    game = until(game, lambda g: PlayCard(ALICE, hooves, B_PROBLEM) in g.legal_choices())
    game.apply(PlayCard(ALICE, hooves, B_PROBLEM))
    game = until(game, faceoff_over)
    text = trace_text(game)
    assert re.search(r"Faceoff totals: Alice 7 \(Orange 3 #\d+ 3 \+ Dr\. Hooves", text)


def test_CN147_sees_its_troublemaker_defeated_by_an_effect(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "AD97")  # Epic Win: "defeat an opponent's Troublemaker"
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.put("CN147", ALICE, B_PROBLEM, attached_to=tm)
    game = s.game(at="start", tokens=(5, 0))
    when_offered(game, PlayCard(ALICE, event))
    later_scene.settle(game)
    text = trace_text(game)
    assert "Alice scores 2 points for defeating Timberwolf, Three" in text
    assert "will add 3 to their power total in their next faceoff" in text
    assert "CN147" in ids(game, Zone.DISCARD, ALICE)  # then dismissed by the game (511.2)
