"""Equestrian Odysseys card scripts of the families finished last (and High Magic's cards of
the same families), one scenario per automated card: position -> choices -> result. Each
test names the card by collector number; read it beside the card's text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    solving_bobs_problem,
    until,
    when_offered,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseCard,
    ChooseOption,
    Decline,
    DrawAction,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
    Retire,
    Uncover,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, ids, trace_text


def end_turn(game, player: int = ALICE):  # type: ignore[no-untyped-def]
    """End ``player``'s Main Phase and answer everything until the other player's turn."""
    game.apply(EndMainPhase(player))
    while game.state.turn_player == player and game.state.outcome is None:
        game.apply(game.legal_choices()[0])
    return game


def boosted(game, iid: int) -> bool:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].boosted


def minuette_puts_back(scene, s, back: str = "orange-2"):  # type: ignore[no-untyped-def]
    """Alice's Minuette (EO55) draws 2, then Alice puts ``back`` from her hand on top of her
    deck: "you put a card on top of your deck"."""
    minuette = s.put("EO55", ALICE, A_HOME)
    (card,) = s.board.add(Zone.HAND, ALICE, back)
    s.deck(ALICE, "orange-1", "orange-3", "pink-2")
    return activate(scene, s.game(), minuette, prefer=(card,))


# --- "When you put a card on top of your deck" ------------------------------------------------
def test_EO5_turns_over_when_you_put_a_card_on_top_of_your_deck(later_scene):
    s = later_scene(mane=("EO5", "V-OR-M"))
    twilight = s.board.mane[ALICE]
    game = minuette_puts_back(later_scene, s)
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-2"
    assert boosted(game, twilight)


def test_EO5_stays_when_an_opponent_puts_your_card_on_top_of_your_deck(later_scene):
    s = later_scene(mane=("EO5", "V-OR-M"), turn_player=BOB)
    twilight = s.board.mane[ALICE]
    small = s.put("orange-1", ALICE, A_PROBLEM)
    (napcakes,) = s.hand(BOB, "EO128")
    game = play(later_scene, s.game(), napcakes, player=BOB, prefer=(small,))
    assert small not in game.state.play and ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-1"
    assert not boosted(game, twilight)  # Bob put it there, not Alice (513.5)


def test_EO5_boosted_exhausts_to_gain_one_with_a_friend_at_home(later_scene):
    s = later_scene(mane=(Mane("EO5", boosted=True), "V-OR-M"))
    twilight = s.board.mane[ALICE]
    game = minuette_puts_back(later_scene, s)  # Minuette is a Friend at home
    assert game.state.cards[twilight].exhausted
    assert game.state.players[ALICE].tokens == 10 - 1 + 1  # paid [1] for Minuette, gained [1]


def test_EO5_boosted_needs_a_friend_at_home(later_scene):
    s = later_scene(mane=(Mane("EO5", boosted=True), "V-OR-M"))
    twilight = s.board.mane[ALICE]
    minuette = s.put("EO55", ALICE, A_PROBLEM)  # not at home
    (card,) = s.board.add(Zone.HAND, ALICE, "orange-2")
    s.deck(ALICE, "orange-1", "orange-3")
    game = activate(later_scene, s.game(), minuette, prefer=(card,))
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-2"
    assert not game.state.cards[twilight].exhausted
    assert game.state.players[ALICE].tokens == 9


def test_EO54_gets_one_power_for_each_card_put_on_top(later_scene):
    s = later_scene()
    mayor = s.put("EO54", ALICE, A_PROBLEM)
    printed = later_scene().pool["EO54"].power
    game = minuette_puts_back(later_scene, s)
    assert game.power(mayor) == printed + 1
    s = later_scene()
    mayor = s.put("EO54", ALICE, A_PROBLEM)
    (scope,) = s.hand(ALICE, "EO136")  # draw 4, then put 3 on top: three cards put there
    s.deck(ALICE, "orange-1", "orange-2", "orange-3", "pink-2")
    game = play(later_scene, s.game(), scope)
    assert len(ids(game, Zone.DRAW_DECK, ALICE)) == 3
    assert game.power(mayor) == printed + 3


def test_EO54_ignores_a_card_put_on_an_opponents_deck(later_scene):
    s = later_scene()
    mayor = s.put("EO54", ALICE, A_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    (napcakes,) = s.hand(ALICE, "EO128")
    game = play(later_scene, s.game(), napcakes, prefer=(foe,))
    assert ids(game, Zone.DRAW_DECK, BOB)[0] == "orange-1"  # Bob's deck, not Alice's
    assert game.power(mayor) == later_scene().pool["EO54"].power


def test_EO149_collects_counters_then_retires_for_a_token_each(later_scene):
    s = later_scene()
    vault = s.put("EO149", ALICE, A_HOME)
    s.put("EO54", ALICE, A_PROBLEM)
    (scope,) = s.hand(ALICE, "EO136")
    s.deck(ALICE, "orange-1", "orange-2", "orange-3", "pink-2")
    game = play(later_scene, s.game(), scope)
    # three cards put on top, but the Vault exhausts for the first: one counter
    assert game.state.cards[vault].counter("Cutie Mark") == 1
    assert game.state.cards[vault].exhausted
    s = later_scene()
    vault = s.put("EO149", ALICE, A_HOME, counters={"Cutie Mark": 3})
    game = s.game()
    tokens = game.state.players[ALICE].tokens
    game = activate(later_scene, game, vault, 1)
    assert vault not in game.state.play and ids(game, Zone.DISCARD, ALICE) == ["EO149"]
    assert game.state.players[ALICE].tokens == tokens + 3


def test_EO149_may_decline_to_exhaust(later_scene):
    s = later_scene()
    vault = s.put("EO149", ALICE, A_HOME)
    minuette = s.put("EO55", ALICE, A_HOME)
    (card,) = s.board.add(Zone.HAND, ALICE, "orange-2")
    s.deck(ALICE, "orange-1", "orange-3")
    game = activate(later_scene, s.game(), minuette, prefer=(card,), accept=False)
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-2"
    assert not game.state.cards[vault].exhausted
    assert game.state.cards[vault].counter("Cutie Mark") == 0


def test_HM36_flipped_puts_a_card_from_hand_on_top_and_flips_it(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "pink-3")
    game = later_scene.settle(challenge(s, tm, ("HM36", "orange-1"), ("orange-2",)))
    text = trace_text(game)
    assert "Alice flips Pink 3" in text  # the card from her hand, flipped next
    assert "pink-3" not in ids(game, Zone.HAND, ALICE)


def test_HM36_flipped_flips_nothing_more_without_a_card_put_on_top(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("HM36", "pink-3"), ("orange-2",)))
    assert "Alice flips Pink 3" not in trace_text(game)  # an empty hand: nothing put there


def test_HM36_in_play_gets_two_power_when_you_put_a_card_on_top(later_scene):
    s = later_scene()
    moondancer = s.put("HM36", ALICE, A_PROBLEM)
    printed = later_scene().pool["HM36"].power
    game = minuette_puts_back(later_scene, s)
    assert game.power(moondancer) == printed + 2


def test_HM111_exhausts_to_draw_a_card(later_scene):
    s = later_scene()
    band = s.put("HM111", ALICE, A_HOME)
    game = minuette_puts_back(later_scene, s)
    assert game.state.cards[band].exhausted
    # drew orange-1, orange-3; put orange-2 back; One Pony Band draws it again
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["orange-1", "orange-2", "orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["pink-2"]


def test_HM111_declined_draws_nothing(later_scene):
    s = later_scene()
    band = s.put("HM111", ALICE, A_HOME)
    minuette = s.put("EO55", ALICE, A_HOME)
    (card,) = s.board.add(Zone.HAND, ALICE, "orange-2")
    s.deck(ALICE, "orange-1", "orange-3")
    game = activate(later_scene, s.game(), minuette, prefer=(card,), accept=False)
    assert not game.state.cards[band].exhausted
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-2"


# --- replacements (710) -----------------------------------------------------------------------
def test_EO141_retires_itself_so_the_troublemaker_stays_face_down(later_scene):
    s = later_scene(turn_player=BOB)
    problem = s.board.problem[ALICE]
    talk = s.put("EO141", ALICE, A_PROBLEM, attached_to=problem)
    tm = s.put("tm-3", BOB, A_PROBLEM, face_down=True)
    game = s.game(at="start")
    d = game.current_decision()
    assert d.kind is DecisionKind.REPLACEMENT and d.player == ALICE  # "you may" (710.1)
    assert "would be uncovered; retire A Stern Talking-To" in d.prompt
    game.apply(Accept(ALICE))
    assert game.state.cards[tm].face_down and talk not in game.state.play
    assert ids(game, Zone.DISCARD, ALICE) == ["EO141"]
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # not tried again (607.2)


def test_EO141_declined_the_troublemaker_is_uncovered(later_scene):
    s = later_scene(turn_player=BOB)
    problem = s.board.problem[ALICE]
    talk = s.put("EO141", ALICE, A_PROBLEM, attached_to=problem)
    tm = s.put("tm-3", BOB, A_PROBLEM, face_down=True)
    elsewhere = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    game = s.game(at="start")
    game.apply(Uncover(BOB, elsewhere))  # not here: nothing to replace
    assert not game.state.cards[elsewhere].face_down
    game.apply(Decline(ALICE))
    assert not game.state.cards[tm].face_down and talk in game.state.play


def test_EO178_removes_a_counter_instead_of_being_defeated(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    smooze = s.put("EO178", BOB, B_PROBLEM, counters={"+1 power": 1})
    game = challenge(s, smooze, ("orange-3",), ("orange-1",))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    d = game.current_decision()
    assert d.player == BOB and "would be defeated; remove 1 +1 power counter" in d.prompt
    game.apply(Accept(BOB))
    assert smooze in game.state.play and game.state.cards[smooze].counter("+1 power") == 0
    assert game.state.players[ALICE].points == 0  # not defeated: no points (514.5a)
    assert "is not defeated: it was replaced (710.1, 514.5a)" in trace_text(game)


def test_EO178_without_a_counter_is_defeated(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    smooze = s.put("EO178", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, smooze, ("orange-3",), ("orange-1",)))
    assert smooze not in game.state.play
    assert game.state.players[ALICE].points == later_scene().pool["EO178"].point_value


def test_EO178_declined_is_defeated_and_uncovered_gets_a_counter(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    smooze = s.put("EO178", BOB, B_PROBLEM, counters={"+1 power": 1})
    game = challenge(s, smooze, ("orange-3", "orange-3"), ("orange-1",))
    game = later_scene.settle(game, accept=False)
    assert smooze not in game.state.play and game.state.players[ALICE].points > 0
    s = later_scene(turn_player=BOB)
    smooze = s.put("EO178", BOB, A_PROBLEM, face_down=True)
    game = later_scene.settle(s.game(at="start"))
    assert game.state.cards[smooze].counter("+1 power") == 1


def test_EO146_a_friend_put_into_a_hand_from_play_is_banished_instead(later_scene):
    s = later_scene()
    s.put("EO146", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (lie_low,) = s.hand(ALICE, "EO125")
    game = play(later_scene, s.game(), lie_low, prefer=(foe,))
    assert foe not in game.state.play and "orange-2" not in ids(game, Zone.HAND, BOB)
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    assert "it is banished instead (710.1)" in trace_text(game)


def test_EO146_a_cost_returning_a_friend_banishes_it_and_a_resource_returns(later_scene):
    s = later_scene()
    s.put("EO146", BOB, B_HOME)  # any player's Bedtime: "a player's hand"
    barrel = s.put("EO163", ALICE, A_HOME)
    tone = s.put("EO212", ALICE, A_PROBLEM)  # a Pony Tone Friend
    game = activate(later_scene, s.game(), barrel, 1, prefer=(tone,))
    assert ids(game, Zone.HAND, ALICE) == ["EO163"]  # a Resource: put into the hand
    assert ids(game, Zone.BANISHED, ALICE) == ["EO212"]
    s = later_scene()
    s.put("EO146", ALICE, A_HOME)
    cn40 = s.put("CN40", ALICE, A_PROBLEM)  # "exhaust this card and put it into your hand"
    s.put("orange-1", BOB, B_PROBLEM, exhausted=True)
    game = activate(later_scene, s.game(), cn40, 1)
    assert ids(game, Zone.BANISHED, ALICE) == ["CN40"] and "CN40" not in ids(game, Zone.HAND, ALICE)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]  # the cost was paid so


def test_EO160_retires_itself_so_an_opponents_move_does_not_happen(later_scene):
    s = later_scene(turn_player=BOB)
    flick = s.put("EO160", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(BOB, foe, A_PROBLEM))
    d = game.current_decision()
    assert d.kind is DecisionKind.REPLACEMENT and d.player == ALICE
    game.apply(Accept(ALICE))
    assert game.state.cards[foe].area == B_HOME and flick not in game.state.play
    assert game.state.players[BOB].tokens < 10  # the action's cost stays paid (609.2b)
    assert "is not moved: it was replaced (710.1)" in trace_text(game)


def test_EO160_declined_moves_and_ignores_its_controllers_moves(later_scene):
    s = later_scene(turn_player=BOB)
    flick = s.put("EO160", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(BOB, foe, A_PROBLEM))
    game.apply(Decline(ALICE))
    assert game.state.cards[foe].area == A_PROBLEM and flick in game.state.play
    s = later_scene()
    s.put("EO160", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mine, B_PROBLEM))  # not an opponent's move
    assert game.state.cards[mine].area == B_PROBLEM
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE


# --- control until this card leaves play or is frightened ---------------------------------------
def test_EO213_gains_control_while_it_stays_in_play(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_HOME)
    (belle, banish) = s.hand(ALICE, "EO213", "HM100")
    game = play(later_scene, s.game(), belle, A_PROBLEM, prefer=(foe,))
    assert game.state.cards[foe].controller == ALICE
    assert game.state.cards[foe].area == A_HOME  # to its new controller's home
    sugar = in_play(game, "EO213").iid
    game = play(later_scene, game, banish, prefer=(sugar,))  # Sugar Belle leaves play
    assert game.state.cards[foe].controller == BOB and game.state.cards[foe].area == B_HOME
    assert f"Bob controls Orange 2 #{foe} again" in trace_text(game)


def test_EO213_control_ends_as_it_is_frightened(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (belle, story) = s.hand(ALICE, "EO213", "AD115")
    game = play(later_scene, s.game(), belle, A_HOME, prefer=(foe,))
    assert game.state.cards[foe].controller == ALICE and game.state.cards[foe].area == B_PROBLEM
    sugar = in_play(game, "EO213").iid
    game.apply(PlayCard(ALICE, story, None))  # frighten up to 2 Friends at home: Sugar Belle
    game = later_scene.settle(game, prefer=(sugar,))
    assert game.state.cards[foe].controller == BOB  # frightened, it is a new card (505.3)
    assert f"Bob controls Orange 2 #{foe} again" in trace_text(game)


# --- limits on moving here (506, 104.2) ---------------------------------------------------------
def test_EO66_players_with_two_characters_here_cant_move_characters_here(later_scene):
    s = later_scene()
    s.put("EO66", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    two = s.put("orange-1", ALICE, A_HOME)
    three = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    assert game.why_not(MoveCharacter(ALICE, two, B_PROBLEM)) is None  # one here: allowed
    game.apply(MoveCharacter(ALICE, two, B_PROBLEM))
    reason = game.why_not(MoveCharacter(ALICE, three, B_PROBLEM))
    assert reason is not None and "can't move characters to" in reason
    mane = s.board.mane[ALICE]
    assert game.why_not(MoveCharacter(ALICE, mane, B_PROBLEM)) is not None  # characters
    assert game.why_not(MoveCharacter(ALICE, three, A_PROBLEM)) is None  # only this Problem


def test_EO68_opponents_cant_move_weaker_characters_here(later_scene):
    s = later_scene()
    joe = s.put("EO68", BOB, B_PROBLEM)
    game = s.game()
    power = game.power(joe)
    s = later_scene()
    s.put("EO68", BOB, B_PROBLEM)
    weak = s.put(f"orange-{power}", ALICE, A_HOME)  # equal power: barred
    strong = s.put(f"orange-{power + 1}", ALICE, A_HOME)
    game = s.game()
    reason = game.why_not(MoveCharacter(ALICE, weak, B_PROBLEM))
    assert reason is not None and "lower than or equal to its power" in reason
    assert game.why_not(MoveCharacter(ALICE, weak, A_PROBLEM)) is None
    assert game.why_not(MoveCharacter(ALICE, strong, B_PROBLEM)) is None
    s = later_scene(turn_player=BOB)
    s.put("EO68", BOB, B_PROBLEM)
    own = s.put("orange-1", BOB, B_HOME)
    assert s.game().why_not(MoveCharacter(BOB, own, B_PROBLEM)) is None  # not an opponent


# --- a faceoff between a Troublemaker and one Friend (514.2c) ----------------------------------
def shadow_faces(scene, foe_power: str, bob_flip: str, alice_flip: str):  # type: ignore[no-untyped-def]
    """Bob's Apple Bloom's Shadow (EO170) is uncovered at the start of Bob's turn and faces
    Alice's Friend at her home."""
    s = scene(turn_player=BOB)
    foe = s.put(foe_power, ALICE, A_HOME)
    s.put("EO170", BOB, A_PROBLEM, face_down=True)
    s.deck(BOB, "pink-2", bob_flip)  # Bob draws the first in his Draw Phase
    s.deck(ALICE, alice_flip)
    return scene.settle(s.game(at="start"), prefer=(foe,)), foe


def test_EO170_uncovered_faces_an_opposing_friend_and_frightens_it_if_it_wins(later_scene):
    game, foe = shadow_faces(later_scene, "orange-1", "orange-3", "orange-1")
    text = trace_text(game)
    assert "starts a faceoff involving Apple Bloom's Shadow, Waking Nightmare" in text
    power = later_scene().pool["EO170"].power
    # the Troublemaker's power is its controller's (514.4a)
    assert f"Bob {power + 3} (Apple Bloom's Shadow, Waking Nightmare #" in text
    assert [c.frightened for c in game.state.in_play() if c.card_id == "orange-1"] == [True]


def test_EO170_nothing_happens_if_the_friend_wins(later_scene):
    game, foe = shadow_faces(later_scene, "V-OR-F540", "orange-1", "orange-3")
    assert "Alice won" in trace_text(game)
    assert not any(c.frightened for c in game.state.in_play())


def nightmare_moon_faces(scene, alice_flip: str, bob_flip: str):  # type: ignore[no-untyped-def]
    s = scene(turn_player=BOB)
    foe = s.put("orange-3", ALICE, B_PROBLEM)
    moon = s.put("EO174", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # not here: not offered
    s.deck(ALICE, alice_flip)
    s.deck(BOB, bob_flip)
    game = s.game()
    game.apply(ActivateAbility(BOB, moon, 0))
    return scene.settle(game, prefer=(foe,)), foe, moon


def test_EO174_pays_three_and_dismisses_the_opposing_friend_if_it_wins(later_scene):
    game, foe, moon = nightmare_moon_faces(later_scene, "orange-1", "V-OR-F540")
    assert foe not in game.state.play and moon in game.state.play
    assert game.state.players[BOB].tokens == 7
    assert "Bob won: Nightmare Moon, Blackest Night's instructions" in trace_text(game)


def test_EO174_if_it_loses_the_friends_controller_defeats_it(later_scene):
    game, foe, moon = nightmare_moon_faces(later_scene, "V-OR-F540", "orange-1")
    assert moon not in game.state.play and foe in game.state.play
    points = later_scene().pool["EO174"].point_value
    assert game.state.players[ALICE].points == points  # Alice defeats it (514.5a)


# --- Mane Characters ----------------------------------------------------------------------------
def test_EO0_boosted_draws_up_to_the_maximum_hand_size_as_it_turns_over(later_scene):
    s = later_scene(mane=("EO0", "V-OR-M"))
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    s.deck(ALICE, *(["pink-2"] * 10))
    lyra = s.board.mane[ALICE]
    game = activate(later_scene, s.game(), lyra)  # discards the 2, turns over, draws 8
    assert game.state.cards[lyra].boosted
    assert len(game.state.players[ALICE].hand) == 8 and len(game.state.players[ALICE].deck) == 2
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["orange-1", "orange-2"]


# --- additional costs (508.1, 705.2) ------------------------------------------------------------
def test_EO111_discards_exhausts_and_the_character_misses_its_next_ready(later_scene):
    s = later_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (bale, other) = s.hand(ALICE, "EO111", "pink-2")
    game = play(later_scene, s.game(), bale, prefer=(other, foe))
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["EO111", "pink-2"]  # the cost paid
    assert game.state.cards[foe].exhausted
    game = end_turn(game)  # Bob's Ready Phase: it stays exhausted (603.1)
    assert game.state.turn_player == BOB and game.state.cards[foe].exhausted
    game = end_turn(game, BOB)
    game = end_turn(game)  # Bob's next one: it readies
    assert game.state.turn_player == BOB and not game.state.cards[foe].exhausted


def test_EO111_needs_another_card_to_discard(later_scene):
    s = later_scene()
    s.put("orange-2", BOB, B_PROBLEM)
    (bale,) = s.hand(ALICE, "EO111")
    game = s.game()
    reason = game.why_not(PlayCard(ALICE, bale, None))
    assert reason is not None and "(609.2a)" in reason


def test_EO130_retires_friends_draws_that_many_and_the_opponent_discards_that_many(later_scene):
    s = later_scene()
    one = s.put("orange-1", ALICE, A_HOME)
    two = s.put("orange-2", ALICE, A_PROBLEM)
    (party,) = s.hand(ALICE, "EO130")
    s.deck(ALICE, "pink-2", "pink-3", "orange-3")
    s.board.add(Zone.HAND, BOB, "orange-1", "orange-2", "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, party, None))
    game.apply(ChooseCard(ALICE, one))
    game.apply(ChooseCard(ALICE, two))
    game.apply(Decline(ALICE))  # no more: two retired (the supply Friends stay)
    game = later_scene.settle(game)
    assert one not in game.state.play and two not in game.state.play
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["pink-2", "pink-3"]
    assert len(game.state.players[BOB].hand) == 1 and len(game.state.players[BOB].discard) == 2


def test_EO208_exhausts_so_its_solved_problem_is_not_replaced(later_scene):
    s = later_scene()
    pinkie = s.put("EO208", BOB, B_PROBLEM)
    problem = s.board.problem[BOB]
    solving_bobs_problem(s, "easy")
    game = s.game(at="score")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    d = game.current_decision()
    assert d.player == BOB and "would be replaced; exhaust" in d.prompt
    game.apply(Accept(BOB))
    assert problem in game.state.play
    assert f"Pinkie Pie, Remix Master #{pinkie} is exhausted" in trace_text(game)
    assert game.state.cards[pinkie].area == B_PROBLEM  # nothing was sent home
    assert "is not replaced: it was replaced (710.1)" in trace_text(game)


def test_EO208_declined_or_exhausted_the_problem_is_replaced(later_scene):
    s = later_scene()
    s.put("EO208", BOB, B_PROBLEM, exhausted=True)  # can't pay: not offered (508.1d)
    problem = s.board.problem[BOB]
    solving_bobs_problem(s, "easy")
    game = later_scene.settle(s.game(at="score"))
    assert problem not in game.state.play


def test_EO198_a_friend_over_the_home_limit_may_move_here_instead(later_scene):
    s = with_problem(later_scene, "EO198")  # Alice's Problem is Take Shelter
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(4)]
    game = s.game(at="end")
    assert game.current_decision().kind is DecisionKind.RETIRE  # home limit 3 (616.3)
    game.apply(Retire(ALICE, friends[0]))
    d = game.current_decision()
    assert d.kind is DecisionKind.REPLACEMENT and "move it to" in d.prompt
    game.apply(Accept(ALICE))
    assert game.state.cards[friends[0]].area == A_PROBLEM  # moved, not retired
    assert game.state.turn_player == BOB and not game.state.players[ALICE].discard


def test_EO198_declined_the_friend_is_retired(later_scene):
    s = with_problem(later_scene, "EO198")
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(4)]
    game = s.game(at="end")
    game.apply(Retire(ALICE, friends[0]))
    game.apply(Decline(ALICE))
    assert friends[0] not in game.state.play and ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


# --- Events -------------------------------------------------------------------------------------
def test_EO113_bats_your_friends_cant_leave_play_this_turn(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, A_PROBLEM)
    (bats, banish) = s.hand(ALICE, "EO113", "HM100")
    game = s.game()
    game.apply(PlayCard(ALICE, bats, None))
    game.apply(ChooseOption(ALICE, "your Friends can't leave play this turn"))
    game = later_scene.settle(game)
    reason = game.why_not(PlayCard(ALICE, banish, None))  # its only target can't be banished
    game.apply(PlayCard(ALICE, banish, None))
    game = later_scene.settle(game, prefer=(mine,))
    assert mine in game.state.play
    assert reason is None or "can't leave play" in reason


def test_EO113_bats_distributes_two_counters_or_dismisses_a_resource(later_scene):
    s = later_scene()
    friend = s.put("orange-2", ALICE, A_PROBLEM)
    (bats,) = s.hand(ALICE, "EO113")
    game = s.game()
    game.apply(PlayCard(ALICE, bats, None))
    game.apply(ChooseOption(ALICE, "distribute two +1 power counters among up to two Friends"))
    game = later_scene.settle(game, prefer=(friend,))
    assert game.state.cards[friend].counter("+1 power") == 2
    s = later_scene()
    hat = s.put("EO149", BOB, B_HOME)  # a Resource at home
    (bats,) = s.hand(ALICE, "EO113")
    game = s.game()
    game.apply(PlayCard(ALICE, bats, None))
    game.apply(ChooseOption(ALICE, "dismiss a Resource"))
    game = later_scene.settle(game, prefer=(hat,))
    assert hat not in game.state.play


def test_EO114_big_mix_up_a_point_for_each_chosen_friend_left_in_play(later_scene):
    s = later_scene()
    kept = s.put("orange-2", BOB, B_PROBLEM)
    back = s.put("orange-1", BOB, B_HOME)
    s.put("orange-3", BOB, B_HOME)  # not chosen
    (mix,) = s.hand(ALICE, "EO114")
    game = s.game()
    game.apply(PlayCard(ALICE, mix, None))
    game.apply(ChooseCard(ALICE, kept))
    game.apply(ChooseCard(ALICE, back))
    d = game.current_decision()
    assert d.player == BOB  # their controller returns them
    game.apply(ChooseCard(BOB, back))
    game.apply(Decline(BOB))  # keeps the other
    game = later_scene.settle(game)
    assert back not in game.state.play and "orange-1" in ids(game, Zone.HAND, BOB)
    assert kept in game.state.play
    assert game.state.players[ALICE].points == 1  # one chosen Friend still in play


def test_EO114_big_mix_up_none_returned_scores_two(later_scene):
    s = later_scene()
    one = s.put("orange-2", BOB, B_PROBLEM)
    two = s.put("orange-1", BOB, B_HOME)
    (mix,) = s.hand(ALICE, "EO114")
    game = s.game()
    game.apply(PlayCard(ALICE, mix, None))
    game.apply(ChooseCard(ALICE, one))
    game.apply(ChooseCard(ALICE, two))
    game.apply(Decline(BOB))
    game.apply(Decline(BOB))
    game = later_scene.settle(game)
    assert one in game.state.play and two in game.state.play
    assert game.state.players[ALICE].points == 2


def test_EO18_becomes_involved_in_a_faceoff_and_is_retired_at_its_end(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    scoot = s.put("EO18", ALICE, A_HOME)  # at home: not involved by the challenge
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    assert ActivateAbility(ALICE, scoot, 0) in game.legal_choices()
    game.apply(ActivateAbility(ALICE, scoot, 0))
    game = later_scene.settle(game)
    text = trace_text(game)
    assert f"Faceoff totals: Alice 5 (Orange 1 #{5} 1 + Scootaloo, Flying High #{scoot} 3" in text
    assert scoot not in game.state.play and "EO18" in ids(game, Zone.DISCARD, ALICE)
    s = later_scene()
    scoot = s.put("EO18", ALICE, A_HOME)
    game = s.game()
    assert ActivateAbility(ALICE, scoot, 0) not in game.legal_choices()  # no faceoff


def test_EO3_may_turn_over_while_another_character_with_3_power_is_here(later_scene):
    s = later_scene(mane=("EO3", "V-OR-M"))
    muffin = s.board.mane[ALICE]
    s.board.table.update(muffin, area=B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    game = s.game()
    assert ActivateAbility(ALICE, muffin, 0) not in game.legal_choices()  # 2 power only
    s.put("orange-3", BOB, B_PROBLEM)  # any player's
    game = s.game()
    game = activate(later_scene, game, muffin, 0)
    assert game.state.cards[muffin].boosted


def test_EO153_each_friend_is_retired_unless_its_player_pays_one(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO153", ALICE, A_HOME)
    kept = s.put("orange-2", BOB, B_PROBLEM)
    lost = s.put("orange-1", BOB, B_HOME)
    s.put("orange-1", ALICE, A_HOME)  # Alice's Friends: not on Bob's turn
    s.deck(BOB, "pink-2")
    game = s.game(at="start", tokens=(0, 3))
    d = game.current_decision()
    assert d.player == BOB
    game.apply(ChooseCard(BOB, kept))  # pays [1] for it
    game.apply(Decline(BOB))  # and for no other
    game = later_scene.settle(game)
    assert kept in game.state.play and lost not in game.state.play
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]
    assert "Bob pays 1 for Orange 2" in trace_text(game)
    assert (
        len([c for c in game.state.in_play() if c.controller == ALICE and c.card_id == "orange-1"])
        == 1
    )


def test_EO153_friends_beyond_the_tokens_are_retired(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO153", ALICE, A_HOME)
    friends = [s.put("orange-1", BOB, B_HOME) for _ in range(3)]
    s.deck(BOB, "pink-2")
    # Bob has the 2 tokens of his Action step as the trigger resolves (604.1a, 511.7)
    game = later_scene.settle(s.game(at="start", tokens=(0, 0)))
    assert sum(f in game.state.play for f in friends) == 2
    assert game.state.players[BOB].tokens == 0 and ids(game, Zone.DISCARD, BOB) == ["orange-1"]


# --- Problems -----------------------------------------------------------------------------------
def blending_in(scene, alice_colour: str):  # type: ignore[no-untyped-def]
    """Alice's orange 4 + orange 3 + pink 3 at Bob's Blending In (7 wild power to confront);
    at the start of the Score Phase Bob chooses blue, Alice ``alice_colour``."""
    s = with_problem(scene, "EO181", owner=BOB)
    for card_id in ("V-OR-F540", "orange-3", "pink-3"):
        s.put(card_id, ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    game = until(game, lambda g: g.current_decision().player == BOB and options(g))
    game.apply(ChooseOption(BOB, "blue"))
    game.apply(ChooseOption(ALICE, alice_colour))
    return scene.settle(game)


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


def test_EO181_characters_without_the_chosen_colour_cant_contribute(later_scene):
    game = blending_in(later_scene, "orange")  # the orange 4 + 3 still meet 7
    assert "Alice confronts Problem Blending In" in trace_text(game)
    game = blending_in(later_scene, "pink")  # the pink 3 alone does not
    assert "Pink 3 #7 3 pink does not meet 7 wild (611.1, 611.3)" in trace_text(game)


def test_EO60_returns_each_event_it_banished_to_its_owners_hand(later_scene):
    s = later_scene()
    spike = s.put("EO60", ALICE, A_HOME)
    (first, second) = s.board.add(Zone.DISCARD, ALICE, "EO112", "EO125")
    s.board.add(Zone.BANISHED, ALICE, "EO128")  # banished some other way: stays
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = activate(later_scene, s.game(), spike, 0, prefer=(first,))
    assert ids(game, Zone.BANISHED, ALICE) == ["EO128", "EO112"]
    game = end_turn(end_turn(game), BOB)  # Alice's next turn: Spike readies
    game = activate(later_scene, game, spike, 0, prefer=(second,))
    game = activate(later_scene, game, spike, 1)  # banish Spike: both come back
    assert sorted(c for c in ids(game, Zone.HAND, ALICE) if c.startswith("EO")) == [
        "EO112",
        "EO125",
    ]
    assert sorted(ids(game, Zone.BANISHED, ALICE)) == ["EO128", "EO60"]


def test_EO190_only_one_character_readies_here_in_the_ready_phase(later_scene):
    s = with_problem(later_scene, "EO190", owner=BOB)
    one = s.put("orange-1", ALICE, B_PROBLEM, exhausted=True)
    two = s.put("orange-2", ALICE, B_PROBLEM, exhausted=True)
    home_friend = s.put("orange-1", ALICE, A_HOME, exhausted=True)
    s.deck(ALICE, "pink-2")
    game = s.game(at="start")
    d = game.current_decision()
    assert d.player == ALICE and "the one character at" in d.prompt
    assert set(game.legal_choices()) == {ChooseCard(ALICE, one), ChooseCard(ALICE, two)}
    game.apply(ChooseCard(ALICE, two))
    game = later_scene.settle(game)
    cards = game.state.cards
    assert not cards[two].exhausted and cards[one].exhausted
    assert not cards[home_friend].exhausted  # elsewhere: readies as usual (603.1)


def test_EO145_opponents_hands_are_revealed_and_their_draws_read(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("EO145", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    (held,) = s.board.add(Zone.HAND, BOB, "pink-2")
    s.deck(BOB, "orange-2")  # Bob draws a Friend in his Draw step
    s.deck(ALICE, "pink-3")
    game = later_scene.settle(s.game(at="start"))
    assert game.state.cards[mine].counter("+1 power") == 1
    assert all(game.state.cards[i].revealed for i in game.state.players[BOB].hand)
    assert held in game.state.players[BOB].hand
    assert ids(game, Zone.HAND, ALICE) == []  # a Friend: no draw for Alice
    s = later_scene(turn_player=BOB)
    s.put("EO145", ALICE, A_HOME)
    s.deck(BOB, "EO112")  # an Event
    s.deck(ALICE, "pink-3")
    game = later_scene.settle(s.game(at="start"))
    assert ids(game, Zone.HAND, ALICE) == ["pink-3"]
    assert not game.state.cards[s.board.mane[ALICE]].counters


def test_EO145_its_own_players_draws_do_nothing(later_scene):
    s = later_scene()
    s.put("EO145", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-2")
    s.board.add(Zone.HAND, ALICE, "pink-2")
    game = s.game()
    game.apply(DrawAction(ALICE))
    game = later_scene.settle(game)
    assert game.state.cards[mine].counter("+1 power") == 0
    assert not any(game.state.cards[i].revealed for i in game.state.players[ALICE].hand)


def dj_dismisses_alices_friends(scene, accept: bool):  # type: ignore[no-untyped-def]
    """Alice's Defensive Position (EO151) at home and two Friends at her Problem, where Bob's
    DJ Pon-3 (AD31, 4 power) is dismissed by Alice's Event: it dismisses all other Friends
    there at once."""
    s = scene()
    position = s.put("EO151", ALICE, A_HOME)
    mine = [s.put("orange-1", ALICE, A_PROBLEM) for _ in range(2)]
    dj = s.put("AD31", BOB, A_PROBLEM, counters={"+1 power": 2})
    (event,) = s.hand(ALICE, "CN124")
    game = play(scene, s.game(), event, prefer=(dj,), accept=accept)
    return game, position, mine


def test_EO151_one_payment_keeps_every_friend_dismissed_at_once(later_scene):
    game, position, mine = dj_dismisses_alices_friends(later_scene, accept=True)
    assert all(m in game.state.play for m in mine)
    assert game.state.cards[position].exhausted
    cost = later_scene().pool["CN124"].cost
    assert game.state.players[ALICE].tokens == 10 - cost - 1  # [1], once
    assert trace_text(game).count("is not dismissed (Defensive Position") == 2


def test_EO151_declined_they_are_dismissed(later_scene):
    game, position, mine = dj_dismisses_alices_friends(later_scene, accept=False)
    assert not any(m in game.state.play for m in mine)
    assert not game.state.cards[position].exhausted


def test_EO178_an_effect_defeating_it_is_replaced_too(later_scene):
    s = later_scene()
    smooze = s.put("EO178", BOB, B_PROBLEM, counters={"+1 power": 2})
    (win,) = s.hand(ALICE, "AD97")  # "Reaction: ... defeat an opponent's Troublemaker"
    s.deck(ALICE, "orange-1")
    game = when_offered(s.game(at="start"), PlayCard(ALICE, win, None))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    assert game.current_decision().player == BOB
    game.apply(Accept(BOB))
    assert smooze in game.state.play and game.state.cards[smooze].counter("+1 power") == 1
    assert game.state.players[ALICE].points == 0
