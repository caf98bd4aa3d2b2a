"""Absolute Discord card scripts AD58-AD105, one scenario per automated card: position ->
choices -> result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    play,
    problem_faceoff_at_bobs_problem,
    solving_bobs_problem,
    strong_at,
    when_offered,
)

from engine import Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    ChooseArea,
    ChooseCard,
    Decline,
    DrawAction,
    EndMainPhase,
    PassPriority,
    PlayCard,
)
from engine.scenario import (
    A_HOME,
    A_PROBLEM,
    ALICE,
    B_HOME,
    B_PROBLEM,
    BOB,
    MANE,
    Mane,
    ids,
    trace_text,
)


def chaos_challenge(scene, alice_flips, bob_flips=("orange-2",), mine=("orange-3",), tm="tm-3"):  # type: ignore[no-untyped-def]
    """Alice (with ``mine``) challenges Bob's Troublemaker ``tm`` at Bob's Problem."""
    s = scene()
    for card_id in mine:
        s.put(card_id, ALICE, B_PROBLEM)
    troublemaker = s.put(tm, BOB, B_PROBLEM)
    return s, challenge(s, troublemaker, alice_flips=alice_flips, bob_flips=bob_flips)


def to_bobs_turn(scene, game):  # type: ignore[no-untyped-def]
    """Answer everything (the first choice offered) until Bob's turn."""
    for _ in range(200):
        scene.settle(game)
        if game.state.turn_player == BOB:
            return game
        game.apply(game.legal_choices()[0])
    raise AssertionError("Alice's turn never ended")


# --- Friends ----------------------------------------------------------------------------------
def test_AD59_blueblood_pays_to_move_a_troublemaker_to_its_problem(ad_scene):
    s = ad_scene()
    me = s.put("AD59", ALICE, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = activate(ad_scene, s.game(tokens=(3, 0)), me)
    assert game.state.cards[tm].area == A_PROBLEM
    assert game.state.cards[me].exhausted and game.state.players[ALICE].tokens == 2


def test_AD60_flipped_rarity_banishes_an_involved_friend_then_itself(ad_scene):
    s, game = chaos_challenge(ad_scene, ("AD60",), mine=("orange-3", "orange-1"))
    one = next(c.iid for c in game.state.in_play() if c.card_id == "orange-1")
    game = ad_scene.settle(game, prefer=[one])
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-1", "AD60"]
    assert "AD60" not in ids(game, Zone.DRAW_DECK, ALICE)  # not put on the bottom (514.6)


def test_AD62_sapphire_has_two_power_per_accessory_and_doubles_a_friend_with_one(ad_scene):
    s = ad_scene()
    me = s.put("AD62", ALICE, A_HOME)
    host = s.put("orange-3", ALICE, A_HOME)
    s.put("PR139", ALICE, A_HOME, attached_to=host)
    s.put("PR139", BOB, B_HOME, attached_to=s.put("orange-1", BOB, B_HOME))  # not Alice's
    game = s.game()
    assert game.power(me) == 2 + 2
    s = ad_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("PR139", ALICE, B_PROBLEM, attached_to=mine)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, alice_flips=("AD62",), bob_flips=("orange-2",)))
    text = trace_text(game)
    assert "Orange 3 #5 gets +3 power until the end of the faceoff" in text
    assert "Faceoff totals: Alice 8" in text  # 3 + 3 + the flipped Sapphire's 2


def test_AD66_big_mac_returns_a_friend_to_hand_as_it_enters_or_is_flipped(ad_scene):
    s = ad_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (me,) = s.hand(ALICE, "AD66")
    game = play(ad_scene, s.game(), me, B_PROBLEM, prefer=[foe])
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]
    s, game = chaos_challenge(ad_scene, ("AD66",), mine=("orange-3", "orange-1"))
    one = next(c.iid for c in game.state.in_play() if c.card_id == "orange-1")
    game = ad_scene.settle(game, prefer=[one])
    assert "orange-1" in ids(game, Zone.HAND, ALICE)


def test_AD70_flitter_moves_only_where_you_have_a_critter_or_foal(ad_scene):
    s = ad_scene()
    me = s.put("AD70", ALICE, A_HOME)
    s.put("critter-1", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)
    game = activate(ad_scene, s.game(tokens=(1, 0)), me)
    assert game.state.cards[me].area == B_PROBLEM
    s = ad_scene()
    me = s.put("AD70", ALICE, A_HOME)
    s.put("PR9", ALICE, A_PROBLEM)  # a Foal
    s.put("critter-1", BOB, B_PROBLEM)  # Bob's Critter: not "you have"
    game = activate(ad_scene, s.game(tokens=(1, 0)), me)
    assert game.state.cards[me].area == A_PROBLEM


def test_AD74_petstrosity_ignores_one_flipped_card_of_each_player(ad_scene):
    # Orange 3 + flipped Petstrosity 2 against Timberwolf 3 + Orange 2; each player ignores
    # one: Alice's Petstrosity (her only flipped card), Bob's Orange 2: 3 against 3, a tie
    s, game = chaos_challenge(ad_scene, ("AD74", "orange-3"), bob_flips=("orange-2", "orange-1"))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "Petstrosity, Nightmare Fuel #11 is ignored" in text
    assert "Orange 2 #12 is ignored" in text
    assert "Totals are tied" in text


def test_AD74_in_play_pays_one_in_a_faceoff_to_ignore_one_flipped_card_each(ad_scene):
    s, game = chaos_challenge(ad_scene, ("orange-1",), bob_flips=("orange-2",), mine=("AD74",))
    before = game.state.players[ALICE].tokens
    me = next(c.iid for c in game.state.in_play() if c.card_id == "AD74")
    while not game.state.players[BOB].flip:  # the window after the flips (514.3)
        game.apply(PassPriority(game.current_decision().player))
    game = activate(ad_scene, game, me, 1)  # its ability after the Chaos one
    assert game.state.players[ALICE].tokens == before - 1
    text = trace_text(game)
    assert "Orange 1 #9 is ignored (Petstrosity" in text
    assert "Orange 2 #10 is ignored (Petstrosity" in text
    # Petstrosity 2 against Timberwolf 3: Bob wins; without it, 3 against 5
    assert "Faceoff totals: Alice 2" in text and "Bob 3" in text


def test_AD78_fluttershy_may_exhaust_to_give_an_opposing_friend_here_minus_two(ad_scene):
    s = ad_scene()
    me = s.put("AD78", ALICE, B_PROBLEM)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)  # not here
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = ad_scene.settle(game)
    assert game.state.cards[me].exhausted
    assert f"Orange 3 #{foe} gets -2 power until the end of the turn" in trace_text(game)
    assert trace_text(game).count("gets -2 power") == 1


def test_AD80_pinkie_gives_an_opposing_friend_entering_here_minus_one(ad_scene):
    s = ad_scene(turn_player=BOB)
    s.put("AD80", ALICE, B_PROBLEM)
    (foe,) = s.hand(BOB, "orange-3")
    (other,) = s.hand(BOB, "orange-2")
    game = play(ad_scene, s.game(), foe, B_PROBLEM, player=BOB)
    played = next(c.iid for c in game.state.in_play() if c.card_id == "orange-3")
    assert game.power(played) == 2
    game = play(ad_scene, game, other, A_PROBLEM, player=BOB)
    elsewhere = next(c.iid for c in game.state.in_play() if c.card_id == "orange-2")
    assert game.power(elsewhere) == 2  # not "here"


def test_AD81_rainbow_dash_may_move_home_at_the_start_of_the_score_phase(ad_scene):
    s = ad_scene()
    me = s.put("AD81", ALICE, B_PROBLEM)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = ad_scene.settle(game)
    assert game.state.cards[me].area == A_HOME


def test_AD82_rarity_makes_the_opponent_discard_at_the_end_of_their_turn(ad_scene):
    s = ad_scene(turn_player=BOB)
    s.put("AD82", ALICE, A_HOME)
    s.hand(BOB, "orange-1", "orange-2")
    s.hand(ALICE, "orange-3")
    game = s.game(at="end")
    game = ad_scene.settle(game)
    assert len(game.state.players[BOB].hand) == 1
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]


# --- Events ----------------------------------------------------------------------------------
def test_AD85_achoo_makes_all_players_discard_two_or_flipped_an_opponent_one(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD85")
    s.hand(ALICE, "orange-1", "orange-2", "orange-3")
    s.hand(BOB, "pink-2", "pink-3")
    game = play(ad_scene, s.game(), event)
    assert len(game.state.players[ALICE].hand) == 1 and not game.state.players[BOB].hand
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "pink-2", "pink-3")
    game = ad_scene.settle(challenge(s, tm, alice_flips=("AD85",), bob_flips=("orange-2",)))
    assert len(game.state.players[BOB].hand) == 1
    assert len(ids(game, Zone.DISCARD, BOB)) == 2  # a random one of the two, and Timberwolf


def test_AD88_beast_bulk_up_gives_your_critters_one_power_for_the_score_phase(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD88")
    critter = s.put("critter-1", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("critter-1", BOB, B_HOME)
    game = s.game(tokens=(5, 0))
    assert PlayCard(ALICE, event) not in game.legal_choices()  # 512.4d: not yet
    game.apply(EndMainPhase(ALICE))
    when_offered(game, PlayCard(ALICE, event))
    text = trace_text(game)
    assert f"Critter 1 #{critter} gets +1 power until the end of the phase" in text
    assert f"#{other} gets" not in text and f"#{theirs} gets" not in text


def test_AD89_flips_one_more_with_fluttershy_and_two_with_fluttershy_and_discord(ad_scene):
    s = ad_scene()
    s.put("AD78", ALICE, B_PROBLEM)  # Fluttershy
    s.put("AD57", ALICE, B_PROBLEM)  # Discord
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD89")
    game = challenge(s, tm, ("orange-1",) * 4, ("orange-1",) * 4)
    when_offered(game, PlayCard(ALICE, event))
    text = trace_text(game)
    assert text.count("Alice flips") == 3 and text.count("Bob flips") == 1  # 2 more, then 1


def test_AD92_damsel_in_distress_moves_a_troublemaker_to_a_problem(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD92")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = play(ad_scene, s.game(), event)
    assert game.state.cards[tm].area == A_PROBLEM


def test_AD95_double_trouble_flips_an_additional_card_in_a_troublemaker_faceoff(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD95")
    game = challenge(s, tm, ("orange-1",) * 4, ("orange-1",) * 4)
    when_offered(game, PlayCard(ALICE, event))
    text = trace_text(game)
    assert text.count("Alice flips") == 2 and text.count("Bob flips") == 1


def test_AD96_enchanting_duet_gives_laughter_and_kindness(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD96")
    pink = s.put("pink-2", ALICE, A_HOME)
    s.put("orange-3", ALICE, A_HOME)  # neither colour: not offered
    game = play(ad_scene, s.game(), event)
    assert game.power(pink) == 4
    assert "+1 yellow" in trace_text(game) and "+1 pink" in trace_text(game)


def test_AD102_making_a_difference_gives_loyalty_and_kindness(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD102")
    blue = s.put("blue-2", ALICE, A_HOME)
    game = play(ad_scene, s.game(), event)
    assert game.power(blue) == 4
    assert "+1 blue" in trace_text(game) and "+1 yellow" in trace_text(game)


def test_AD98_faint_of_heart_dismisses_a_frightened_friend(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD98")
    scared = s.put("orange-3", BOB, B_PROBLEM, frightened=True)
    s.put("orange-2", BOB, B_PROBLEM)
    game = play(ad_scene, s.game(), event)
    assert scared not in game.state.play
    assert ids(game, Zone.DISCARD, BOB) == ["orange-3"]


def test_AD101_gone_fishin_moves_a_friend_and_the_opponent_may_pay_to_copy_it(ad_scene):
    game, (event,), _ = faceoff_setup(ad_scene, "AD101")
    foe = next(c.iid for c in game.state.in_play() if c.card_id == "orange-2")
    mine = next(c.iid for c in game.state.in_play() if c.card_id == "orange-3")
    before = game.state.players[BOB].tokens
    game.apply(PlayCard(ALICE, event))
    assert game.state.cards[foe].area == A_PROBLEM  # Bob's only Friend, to the other Problem
    game.apply(Accept(BOB))  # Bob pays [1] to copy it (520.1)
    assert game.state.players[BOB].tokens == before - 1
    assert ChooseCard(BOB, mine) in game.legal_choices()
    game.apply(ChooseCard(BOB, mine))  # Bob's copy moves one of Alice's Friends (the copy's
    assert game.state.cards[mine].area == A_PROBLEM  # "an opponent")
    game.apply(Decline(ALICE))  # Alice does not pay to copy it again
    assert "Bob copies Gone Fishin'" in trace_text(game)
    assert trace_text(game).count("copies Gone Fishin'") == 1


def faceoff_setup(scene, event_id):  # type: ignore[no-untyped-def]
    """A Problem faceoff at Bob's Problem (Alice's Orange 3 against Bob's Orange 2) where
    Alice holds ``event_id``."""
    s = scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    hand = s.hand(ALICE, event_id)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = s.game(at="score", tokens=(5, 5))
    while game.state.faceoff is None or PlayCard(ALICE, hand[0]) not in game.legal_choices():
        game.apply(game.legal_choices()[0])
    return game, hand, s


def test_AD103_missed_teleport_moves_an_opposing_friend_that_entered_play(ad_scene):
    s = ad_scene(turn_player=BOB)
    (event,) = s.hand(ALICE, "AD103")
    (foe,) = s.hand(BOB, "orange-2")
    game = s.game(tokens=(5, 5))
    game.apply(PlayCard(BOB, foe, B_PROBLEM))
    when_offered(game, PlayCard(ALICE, event))
    played = next(c.iid for c in game.state.in_play() if c.card_id == "orange-2")
    game.apply(ChooseArea(ALICE, B_HOME))
    assert game.state.cards[played].area == B_HOME


def test_AD104_nope_gives_a_character_minus_four_after_a_phase_starts(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD104")
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = s.game(tokens=(5, 0))
    game.apply(EndMainPhase(ALICE))
    when_offered(game, PlayCard(ALICE, event))
    game.apply(ChooseCard(ALICE, foe))
    assert f"Orange 3 #{foe} gets -4 power until the end of the turn" in trace_text(game)


# --- "no more than N per turn" (104.2) ----------------------------------------------------------
def confronting_both_problems(scene, *alice_cards):  # type: ignore[no-untyped-def]
    """Alice can confront both Problems (and Bob has nobody there), ``alice_cards`` at her
    home: a confront step at each, then a Multi Problem Faceoff (612.1)."""
    s = scene()
    strong_at(s, A_PROBLEM)
    strong_at(s, B_PROBLEM)
    for card_id in alice_cards:
        s.put(card_id, ALICE, A_HOME)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    return s


def test_AD75_no_player_scores_more_than_two_points_per_turn(ad_scene):
    # a point for each confront, then the Multi Problem Faceoff's bonus: 3 without Ahuizotl
    game = to_bobs_turn(ad_scene, confronting_both_problems(ad_scene).game(at="score"))
    assert game.state.players[ALICE].points == 3
    game = to_bobs_turn(ad_scene, confronting_both_problems(ad_scene, "AD75").game(at="score"))
    assert game.state.players[ALICE].points == 2
    assert "can't score more than 2 points per turn: 0 scored (104.2)" in trace_text(game)


def test_AD75_points_scored_before_it_entered_play_count(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)  # 2 points
    (ahuizotl,) = s.hand(ALICE, "AD75")
    s.deck(ALICE, "orange-3", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad_scene.settle(challenge(s, tm, ("orange-3",), ("orange-1",), tokens=(5, 0)))
    assert game.state.players[ALICE].points == 2
    game = play(ad_scene, game, ahuizotl, A_HOME)
    game.apply(EndMainPhase(ALICE))
    game = to_bobs_turn(ad_scene, game)
    assert "Alice would score 1 point for confronting" in trace_text(game)
    assert game.state.players[ALICE].points == 2


def test_AD76_applejack_scores_the_bonus_an_opponent_would_score_at_her_problem(ad_scene):
    s = ad_scene()
    game = ad_scene.settle(problem_faceoff_at_bobs_problem(s, foe="AD76"))
    text = trace_text(game)
    assert "Applejack, Discorded #" in text and "Bob scores them instead (710.1)" in text
    assert game.state.players[ALICE].points == 1  # for confronting only (611.4)
    assert game.state.players[BOB].points == 1  # Problem Easy's bonus point
    # her controller winning: no replacement (Alice's Applejack at Bob's Problem)
    s = ad_scene()
    s.put("AD76", ALICE, B_PROBLEM)
    game = ad_scene.settle(problem_faceoff_at_bobs_problem(s))
    assert game.state.players[ALICE].points == 2 and game.state.players[BOB].points == 0


def test_AD77_players_confront_no_more_than_one_problem_per_turn(ad_scene):
    game = to_bobs_turn(ad_scene, confronting_both_problems(ad_scene, "AD77").game(at="score"))
    text = trace_text(game)
    assert text.count("Alice confronts") == 1
    assert "says players can't confront more than 1 Problem per turn (104.2, 104.2a)" in text
    assert "Multi Problem Faceoff" not in text
    assert game.state.players[ALICE].points == 1


def test_AD79_players_draw_no_more_than_two_cards_per_turn(ad_scene):
    s = ad_scene()
    s.put("AD79", BOB, B_HOME)
    s.deck(ALICE, *("orange-1",) * 5)
    s.deck(BOB, "orange-2")
    (event,) = s.hand(ALICE, "PR114")  # "Main Phase: Draw 3 cards."
    game = s.game(tokens=(5, 0))
    game.apply(DrawAction(ALICE))  # 609.2d: pay [1] to draw a card
    game = play(ad_scene, game, event)
    assert len(game.state.players[ALICE].hand) == 2 and len(game.state.players[ALICE].deck) == 3
    assert "Alice can't draw: Nightmare Moon, Deep Darkness #" in trace_text(game)
    assert trace_text(game).count("more than 2 cards per turn (104.2, 410.4)") == 2
    assert DrawAction(ALICE) not in game.legal_choices()  # 104.2a: it can't be paid for
    assert "can't draw more than 2 cards per turn" in game.why_not(DrawAction(ALICE))
    # each player's count ends with the turn (616.4): Bob draws in his Draw step
    assert "this-turn:draw:0:2" in game.state.memo
    game.apply(EndMainPhase(ALICE))
    game = to_bobs_turn(ad_scene, game)
    assert not [m for m in game.state.memo if m.startswith("this-turn:draw:0")]
    assert "Bob draws Orange 2" in trace_text(game)


def bob_challenges(s, tm: int, alice_flips=("orange-2",), bob_flips=("orange-1",)):  # type: ignore[no-untyped-def]
    """Bob, the turn player, challenges Alice's Troublemaker ``tm`` (608.4)."""
    s.deck(ALICE, *alice_flips)
    s.deck(BOB, *bob_flips)
    game = s.game(at="challenge")
    game.apply(Challenge(BOB, tm))
    return game


def test_AD63_steven_magnet_takes_a_friend_of_an_opponent_who_lost_to_a_troublemaker_here(
    ad_scene,
):
    s = ad_scene(turn_player=BOB)
    s.put("AD63", ALICE, A_PROBLEM)
    tm = s.put("tm-3", ALICE, A_PROBLEM)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    game = ad_scene.settle(bob_challenges(s, tm))  # Orange 1 + 1 against Timberwolf 3 + 2
    assert "Alice gains control of Orange 1" in trace_text(game)
    assert game.state.cards[foe].controller == ALICE
    assert game.state.cards[foe].area == A_HOME  # sent home (514.5b), so to Alice's
    game.apply(EndMainPhase(BOB))
    game = to_alices_turn(ad_scene, game)
    assert game.state.cards[foe].controller == ALICE  # for good
    # Bob winning: nothing
    s = ad_scene(turn_player=BOB)
    s.put("AD63", ALICE, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    foe = s.put("orange-3", BOB, A_PROBLEM)
    game = ad_scene.settle(bob_challenges(s, tm, ("orange-1",), ("orange-2",)))
    assert "Bob wins the faceoff" in trace_text(game)
    assert game.state.cards[foe].controller == BOB and "gains control" not in trace_text(game)


def to_alices_turn(scene, game):  # type: ignore[no-untyped-def]
    for _ in range(200):
        scene.settle(game)
        if game.state.turn_player == ALICE:
            return game
        game.apply(game.legal_choices()[0])
    raise AssertionError("Bob's turn never ended")


# --- new pieces: power per count, printed power, defeating, ending a faceoff --------------------
def test_AD71_gravy_boat_while_weakest_here_returns_a_friend_here_to_hand(ad_scene):
    s = ad_scene()
    me = s.put("AD71", ALICE, B_PROBLEM)  # 2 power
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = activate(ad_scene, s.game(tokens=(1, 0)), me, prefer=[foe])
    assert ids(game, Zone.HAND, BOB) == ["orange-3"] and foe not in game.state.play
    assert game.state.cards[me].exhausted and game.state.players[ALICE].tokens == 0
    s = ad_scene()
    me = s.put("AD71", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)  # as strong as Gravy Boat: not lower than any
    game = s.game(tokens=(1, 0))
    assert ActivateAbility(ALICE, me, 0) not in game.legal_choices()


def test_AD72_flipped_lemon_hearts_gets_one_per_friend_of_yours_involved(ad_scene):
    s, game = chaos_challenge(ad_scene, ("AD72",), mine=("orange-1", "orange-1"))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "Lemon Hearts, Animancer #" in text and "gets +2 power until the end of the faceoff" in (
        text
    )
    assert "Faceoff totals: Alice 6" in text  # 1 + 1 + Lemon Hearts 2 + 2


def test_AD73_letrotski_has_one_power_per_action_token(ad_scene):
    s = ad_scene()
    me = s.put("AD73", ALICE, A_HOME)
    s.deck(ALICE, "orange-1")
    game = s.game(tokens=(3, 0))
    assert game.power(me) == 1 + 3
    game.apply(DrawAction(ALICE))  # pays [1] (609.2)
    assert game.power(me) == 1 + 2


def test_AD83_twilight_has_one_power_per_colour_among_friends_in_discard_piles(ad_scene):
    s = ad_scene()
    me = s.put("AD83", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "orange-2", "orange-pink-2", "grey-2")
    s.board.add(Zone.DISCARD, BOB, "blue-2", "tm-2")
    game = s.game()
    assert game.power(me) == 2 + 3  # orange, pink, blue: a Troublemaker is no Friend


def test_AD87_awkward_silence_ends_the_problem_faceoff_without_a_winner(ad_scene):
    s = ad_scene()
    game = problem_faceoff_with_event(s, "AD87")
    text = trace_text(game)
    assert "Awkward Silence ends the faceoff: no player wins it (514.5, 514.6)" in text
    assert "Faceoff totals" not in text and "wins the faceoff" not in text
    assert "is solved" not in text  # not resolved: not solved (613.1)
    assert game.state.faceoff is None and game.state.players[ALICE].points == 1  # confront


def problem_faceoff_with_event(s, event_id: str):  # type: ignore[no-untyped-def]
    """Alice plays ``event_id`` as the Problem faceoff at Bob's Problem begins."""
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, event_id)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score", tokens=(5, 5))
    while PlayCard(ALICE, event) not in game.legal_choices():
        game.apply(game.legal_choices()[0])
    game.apply(PlayCard(ALICE, event))
    for _ in range(50):
        if game.state.faceoff is None:
            break
        game.apply(game.legal_choices()[0])
    return game


def test_AD90_cruel_taskmistress_banishes_friends_at_the_manes_problem_up_to_its_power(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD90")
    mane = s.board.mane[BOB]
    s.board.table.update(mane, area=A_PROBLEM)
    power = s.game().power(mane)
    weak = s.put("orange-1", ALICE, A_PROBLEM)
    strong = s.put("V-OR-F540", BOB, A_PROBLEM)  # 4 power
    elsewhere = s.put("orange-1", BOB, B_PROBLEM)
    game = play(ad_scene, s.game(), event)
    assert power < 4
    assert weak not in game.state.play and ids(game, Zone.BANISHED, ALICE) == ["orange-1"]
    assert strong in game.state.play and elsewhere in game.state.play


def test_AD91_cutie_pox_dismisses_by_printed_power(ad_scene):
    # Chaos: a Friend with printed power 3 or more; the weak one is not offered
    s, game = chaos_challenge(ad_scene, ("AD91",), mine=("orange-3", "orange-1"))
    game = ad_scene.settle(game)
    assert "Orange 3 #" in trace_text(game) and "orange-3" in ids(game, Zone.DISCARD, ALICE)
    assert "orange-1" not in ids(game, Zone.DISCARD, ALICE)
    # Faceoff: printed power 2 or less, whatever modifies it (507.4)
    s = ad_scene()
    strong = s.put("orange-3", ALICE, B_PROBLEM)
    weak = s.put("orange-2", ALICE, B_PROBLEM, counters=(("+1 power", 2),))  # 4 power now
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD91")
    game = challenge(s, tm, ("orange-1",) * 4, ("orange-1",) * 4)
    assert game.power(weak) == 4
    game.apply(PlayCard(ALICE, event))
    assert weak not in game.state.play and strong in game.state.play


def test_AD93_dig_deeper_puts_the_bottom_card_of_your_deck_on_top(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD93")
    game = challenge(s, tm, ("orange-1", "orange-2", "pink-3"), ("orange-1",) * 3)
    game.apply(PlayCard(ALICE, event))  # as the faceoff begins, before the flips
    text = trace_text(game)
    assert "Pink 3 #" in text and "is put on top of its owner's deck (Dig Deeper)" in text
    assert "Alice flips Pink 3" in text and "Alice flips Orange" not in text


def test_AD97_epic_win_defeats_an_opponents_troublemaker_after_your_troublemaker_phase_starts(
    ad_scene,
):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD97")
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = s.game(at="start", tokens=(5, 0))
    when_offered(game, PlayCard(ALICE, event))
    ad_scene.settle(game)
    assert tm not in game.state.play and "tm-3" in ids(game, Zone.DISCARD, BOB)
    assert game.state.players[ALICE].points == 2  # its point value (514.5a)
    assert "Alice scores 2 points for defeating Timberwolf, Three" in trace_text(game)


def test_AD100_for_equestria_counts_opposing_characters_involved(ad_scene):
    # Problem faceoff at Bob's Problem: Bob has Orange 1 and Orange 2 there
    s = ad_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD100")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score", tokens=(5, 5))
    while PlayCard(ALICE, event) not in game.legal_choices():
        game.apply(game.legal_choices()[0])
    game.apply(PlayCard(ALICE, event))
    game = ad_scene.settle(game, prefer=[mine])
    assert f"Orange 3 #{mine} gets +2 power until the end of the faceoff" in trace_text(game)
    # Chaos: the flipped card gets +1 for each opposing character involved (a Troublemaker
    # is none): Orange 3 + For Equestria! 3 + 0 against Timberwolf 3 + Orange 2
    s, game = chaos_challenge(ad_scene, ("AD100",))
    game = ad_scene.settle(game)
    assert "For Equestria! #" in trace_text(game) and "gets +0 power" in trace_text(game)


def test_AD64_aloe_stops_an_opponent_playing_cards_in_faceoffs_involving_their_boosted_mane(
    ad_scene,
):
    for boosted in (True, False):
        # a Problem faceoff at Bob's Problem, where Bob's Mane is; each holds a Faceoff Event
        s = ad_scene(mane=(MANE, Mane(MANE, boosted=boosted)))
        s.put("AD64", ALICE, A_HOME)
        s.board.table.update(s.board.mane[BOB], area=B_PROBLEM)
        strong_at(s, B_PROBLEM)
        (event,) = s.board.add(Zone.HAND, BOB, "event-faceoff")
        s.board.add(Zone.HAND, ALICE, "event-faceoff")
        s.deck(ALICE, "orange-1", "orange-1")
        s.deck(BOB, "orange-1", "orange-1")
        game = s.game(at="score")
        while game.state.faceoff is None:
            game.apply(game.legal_choices()[0])
        game.apply(PassPriority(ALICE))  # the faceoff begins: Bob's turn to act (510.1)
        if boosted:
            assert game.current_decision().player == ALICE  # Bob could do nothing (510.2)
            assert "Aloe, Totally Relaxing #5 forbids it (104.2)" in game.why_not(
                PlayCard(BOB, event)
            )
        else:
            assert PlayCard(BOB, event) in game.legal_choices()


def test_AD105_perfect_teleport_banishes_a_friend_until_the_next_turn_starts(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD105")
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    game = s.game(tokens=(5, 0))
    game.apply(EndMainPhase(ALICE))  # the Score Phase starts
    when_offered(game, PlayCard(ALICE, event))
    game = ad_scene.settle(game, prefer=[mine])
    assert mine not in game.state.play
    game = to_bobs_turn(ad_scene, game)  # Bob's turn is the next turn
    back = [c for c in game.state.in_play() if c.card_id == "orange-3"]
    assert len(back) == 1 and back[0].area == A_HOME and back[0].controller == ALICE
    assert "Perfect Teleport's delayed ability triggers (at the start of the turn" in (
        trace_text(game)
    )
    assert not ids(game, Zone.BANISHED, ALICE)


def test_AD58_flipped_lotus_blossom_is_banished_and_flips_a_card_from_the_discard_pile(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "pink-3")
    game = ad_scene.settle(challenge(s, tm, ("AD58",), ("orange-2",)))
    text = trace_text(game)
    assert "Lotus Blossom, Masseuse #" in text and "is banished" in text
    assert "Alice flips Pink 3" in text
    assert "Faceoff totals: Alice 6 (Orange 3 #5 3 + flipped Pink 3" in text  # not Lotus's 2
    assert ids(game, Zone.BANISHED, ALICE) == ["AD58"]


def test_AD58_lotus_blossom_banishes_itself_to_bring_a_friend_into_the_faceoff(ad_scene):
    s = ad_scene()
    me = s.put("AD58", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "orange-3", "tm-2")
    game = challenge(s, tm, ("orange-1",) * 2, ("orange-1",) * 2)
    game = activate(ad_scene, game, me, 1)  # its Faceoff ability, after the Chaos one
    text = trace_text(game)
    assert "Alice banishes Lotus Blossom, Masseuse" in text
    assert "Orange 3 #" in text and "is put into play at Problem Easy [problem:1]" in text
    # Orange 1 + Orange 3 + flipped 1 against Timberwolf 3 + 1: the Friend was involved
    assert "Faceoff totals: Alice 5" in text
    assert "orange-3" not in [c.card_id for c in game.state.in_play()]  # banished as it ended
    assert sorted(ids(game, Zone.BANISHED, ALICE)) == ["AD58", "orange-3"]


def test_AD65_band_of_breezies_sent_home_from_a_problem_goes_to_another_problem(ad_scene):
    s = ad_scene()
    me = s.put("AD65", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, B_PROBLEM)
    solving_bobs_problem(s, "easy")
    game = to_bobs_turn(ad_scene, s.game(at="score"))
    assert "Problem Easy [problem:1] is solved and replaced" in trace_text(game)
    assert game.state.cards[me].area == A_PROBLEM  # sent there instead of home (710.1)
    assert f"Orange 1 #{other} is sent to Alice's home (613.2)" in trace_text(game)
    assert "Band of Breezies, Dust in the Wind #5 is sent to Problem Easy [problem:0]" in (
        trace_text(game)
    )


def test_AD94_discord_pile_each_player_chooses_a_friend_the_owner_may_put_into_play(ad_scene):
    s = ad_scene()
    (event,) = s.hand(ALICE, "AD94")
    theirs, _ = s.board.add(Zone.DISCARD, BOB, "orange-3", "orange-1")
    s.board.add(Zone.DISCARD, BOB, "PR114")  # an Event: not a Friend card
    (mine,) = s.board.add(Zone.DISCARD, ALICE, "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    game.apply(ChooseCard(ALICE, theirs))  # Alice chooses in Bob's discard pile
    game.apply(Accept(BOB))  # its owner puts it into play
    assert game.state.players[ALICE].discard == [mine]  # Bob's only choice there: made
    game.apply(Decline(ALICE))  # its owner does not put it into play
    back = [c for c in game.state.in_play() if c.card_id == "orange-3"]
    assert len(back) == 1 and back[0].area == B_HOME and back[0].controller == BOB
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2", "AD94"]
