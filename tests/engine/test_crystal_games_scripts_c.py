"""Crystal Games card scripts for the cards whose mechanisms came last: drawing from the
bottom of the deck, control changes, and the others scripted with them. One scenario per
card: position -> choices -> result; each test names the card by collector number (read it
beside the card's printed text)."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    react,
    solving_bobs_problem,
    strong_at,
    until,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    ChooseCard,
    ChooseOption,
    Decline,
    DrawAction,
    MoveCharacter,
    NameCard,
    PlayCard,
)
from engine.scenario import (
    A_HOME,
    A_PROBLEM,
    ALICE,
    B_HOME,
    B_PROBLEM,
    BOB,
    Mane,
    ids,
    trace_text,
)


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


# --- cards played and drawn this turn (``Table.count_this_turn``) -----------------------------
def test_CG4_boosted_opponents_play_one_card_of_each_type_per_turn(cg_scene):
    s = cg_scene(mane=("V-OR-M", Mane("CG4", boosted=True)))
    first, second = s.hand(ALICE, "orange-1", "orange-1")
    (event,) = s.hand(ALICE, "event-main")
    game = s.game()
    assert PlayCard(ALICE, first, A_HOME) in game.legal_choices()
    game.apply(PlayCard(ALICE, first, A_HOME))
    cg_scene.settle(game)
    choice = PlayCard(ALICE, second, A_HOME)
    assert choice not in game.legal_choices()
    assert "Bubbly Mare, Helping Hoof" in game.why_not(choice) and "(104.2)" in game.why_not(choice)
    assert PlayCard(ALICE, event, None) in game.legal_choices()  # another type


def test_CG4_start_side_limits_nothing(cg_scene):
    s = cg_scene(mane=("V-OR-M", "CG4"))
    first, second = s.hand(ALICE, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, first, A_HOME))
    cg_scene.settle(game)
    assert PlayCard(ALICE, second, A_HOME) in game.legal_choices()


def test_CG80_a_postage_counter_for_the_first_card_played_each_turn(cg_scene):
    s = cg_scene()
    mailmare = s.put("CG80", ALICE, A_HOME)
    first, second = s.hand(ALICE, "orange-1", "orange-1")
    game = s.game()
    assert game.power(mailmare) == 2
    game = play(cg_scene, game, first, A_HOME)
    assert game.state.cards[mailmare].counter("Postage") == 1
    assert game.power(mailmare) == 3  # +1 while it has a Postage counter
    game = play(cg_scene, game, second, A_HOME)
    assert game.state.cards[mailmare].counter("Postage") == 1  # the second card: none


def test_CG80_not_for_a_later_card_of_the_turn(cg_scene):
    """Played second in the turn, it counts no card as "your first" afterwards."""
    s = cg_scene()
    first, mailmare, third = s.hand(ALICE, "orange-1", "CG80", "orange-1")
    game = s.game()
    game = play(cg_scene, game, first, A_HOME)
    game = play(cg_scene, game, mailmare, A_HOME)
    game = play(cg_scene, game, third, A_HOME)
    assert in_play(game, "CG80").counter("Postage") == 0


def test_CG139_scores_when_an_opponent_draws_a_fourth_card_in_their_main_phase(cg_scene):
    s = cg_scene(turn_player=BOB)
    s.put("CG139", ALICE, A_HOME)
    s.deck(BOB, *["orange-1"] * 6)
    game = s.game()
    for n in range(3):  # Bob's Main Phase draws (609.2d): the 1st to 3rd of the turn
        game.apply(DrawAction(BOB))
        game = cg_scene.settle(game)
        assert game.state.players[ALICE].points == 0, n
    game.apply(DrawAction(BOB))  # the 4th this turn
    game = cg_scene.settle(game)
    assert game.state.players[ALICE].points == 1
    game.apply(DrawAction(BOB))
    game = cg_scene.settle(game)
    assert game.state.players[ALICE].points == 2


def test_CG139_exhausts_itself_and_a_friend_to_draw(cg_scene):
    s = cg_scene(turn_player=BOB)
    presents = s.put("CG139", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    s.deck(BOB, "orange-1", "orange-1")
    s.deck(ALICE, "pink-2")
    game = s.game()
    game.apply(DrawAction(BOB))
    game = cg_scene.settle(game)  # Alice accepts
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]
    assert game.state.cards[presents].exhausted and game.state.cards[friend].exhausted
    game.apply(DrawAction(BOB))  # exhausted: not again
    game = cg_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]


# --- replacements --------------------------------------------------------------------------------
def test_CG162_a_friend_the_loser_would_send_home_is_retired(cg_scene):
    s = cg_scene()
    weak = s.put("orange-1", ALICE, B_PROBLEM)
    gilda = s.put("CG162", BOB, B_PROBLEM)
    game = challenge(s, gilda, alice_flips=("orange-1",), bob_flips=("orange-3",))
    game = cg_scene.settle(game)
    text = trace_text(game)
    assert "would be sent home: Gilda #" in text and "retires it instead (514.5b, 710)" in text
    assert "Orange 1 #" in text and "is retired to its owner's discard pile (710, 410.2)" in text
    assert weak not in game.state.cards or game.state.cards[weak].zone is not Zone.PLAY
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


def test_CG165_a_dismissed_friend_is_banished_instead(cg_scene):
    s = cg_scene()
    s.put("CG165", BOB, B_PROBLEM)
    (marble,) = s.hand(ALICE, "CG35")  # "dismiss a Friend with 3 or more power at a home"
    victim = s.put("orange-3", BOB, B_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, marble, A_PROBLEM))
    replacing = lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT  # noqa: E731
    game = until(game, replacing, prefer=(victim,))
    assert Decline(BOB) not in game.legal_choices()  # no "may" (710.1)
    assert game.why_not(Decline(BOB)) == 'a replacement that has no "may" applies (710.1)'
    game.apply(Accept(BOB))
    assert ids(game, Zone.BANISHED, BOB) == ["orange-3"] and ids(game, Zone.DISCARD, BOB) == []


def test_CG192_a_dragon_counter_per_card_played_and_turned_over_at_four(cg_scene):
    s = cg_scene(mane=("CG192", "V-OR-M"))
    spike = s.board.mane[ALICE]
    cards = s.hand(ALICE, "orange-1", "orange-1", "orange-1", "event-main")
    s.deck(ALICE, "orange-1")
    game = s.game()
    for n, iid in enumerate(cards[:3], 1):
        game = play(cg_scene, game, iid, A_HOME)
        assert game.state.cards[spike].counter("Dragon") == n
    assert not game.state.cards[spike].boosted
    game = play(cg_scene, game, cards[3])  # an Event counts too
    assert game.state.cards[spike].boosted and game.state.cards[spike].counter("Dragon") == 0


def test_CG192_boosted_turns_over_instead_of_one_of_your_friends_being_dismissed(cg_scene):
    s = cg_scene(mane=(Mane("CG192", boosted=True), "V-OR-M"), turn_player=BOB)
    spike = s.board.mane[ALICE]
    mine = s.put("orange-3", ALICE, A_HOME)
    (marble,) = s.hand(BOB, "CG35")
    game = s.game()
    game.apply(PlayCard(BOB, marble, B_PROBLEM))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    assert game.current_decision().player == ALICE
    game.apply(Accept(ALICE))
    assert game.state.cards[mine].zone is Zone.PLAY  # not dismissed
    assert not game.state.cards[spike].boosted  # turned over to its Start side (301.2)


def test_CG83_reveals_one_card_per_colour_keeps_the_friends(cg_scene):
    s = cg_scene()
    fluttershy = s.put("CG83", ALICE, A_HOME)
    s.put("CG134", ALICE, A_HOME, attached_to=fluttershy)  # she is also pink (203.1)
    s.deck(ALICE, "orange-1", "event-main", "pink-2", "blue-2")
    game = s.game()
    n = len(game.colours(fluttershy))
    assert n == 2  # yellow and pink: the top 2 cards are revealed
    game = activate(cg_scene, game, fluttershy)
    revealed = ["orange-1", "event-main", "pink-2", "blue-2"][:n]
    friends = [c for c in revealed if c != "event-main"]
    assert sorted(ids(game, Zone.HAND, ALICE)) == sorted(friends)
    deck = ids(game, Zone.DRAW_DECK, ALICE)
    assert deck[: 4 - n] == ["orange-1", "event-main", "pink-2", "blue-2"][n:]
    assert sorted(deck[4 - n :]) == sorted(c for c in revealed if c not in friends)
    assert game.state.players[ALICE].tokens == 9


# --- solving and confronting (613, 611.3) ---------------------------------------------------------
def test_CG168_each_player_with_a_friend_there_may_take_back_a_resource(cg_scene):
    s = with_problem(cg_scene, "CG168", owner=BOB)
    strong_at(s, B_PROBLEM)  # Alice: 12 power, Bob: 2 purple and 3 white, a Problem faceoff
    s.put("V-PU-F330", BOB, B_PROBLEM)
    s.put("V-WH-F330", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.board.add(Zone.DISCARD, ALICE, "resource-1", "orange-1")
    s.board.add(Zone.DISCARD, BOB, "resource-1")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"))
    assert "Cart Crafting" in trace_text(game) and "triggers (when solved)" in trace_text(game)
    assert "resource-1" in ids(game, Zone.HAND, BOB)  # (and the card Bob drew since)
    assert "resource-1" not in ids(game, Zone.DISCARD, BOB)
    assert ids(game, Zone.HAND, ALICE) == ["resource-1"]  # a Resource, not the Friend
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


def test_CG204_reduces_a_problems_requirements_by_3_power_this_turn(cg_scene):
    s = with_problem(cg_scene, "orange-pink", owner=BOB)  # Alice, its opponent, needs 5 wild
    s.put("orange-2", ALICE, B_PROBLEM)
    element = s.put("CG204", ALICE, A_HOME, counters=(("Harmony", 3),))
    game = s.game(at="score")
    choice = ActivateAbility(ALICE, element, 2)  # its third ability (counted from 0)
    assert choice in game.legal_choices(), game.why_not(choice)
    game.apply(choice)
    game = cg_scene.settle(game, prefer=(s.board.problem[BOB],))
    assert game.state.cards[element].counter("Harmony") == 1
    text = trace_text(game)
    assert "Alice needs 3 power less to confront Problem Orange Pink" in text
    assert "Alice confronts Problem Orange Pink" in text and "meets 2 wild" in text
    assert game.state.players[ALICE].points == 1


def test_CG204_its_counters_come_at_the_start_of_your_turn_and_it_needs_rarity(cg_scene):
    s = cg_scene()
    element = s.put("CG204", ALICE, A_HOME)
    (other,) = s.hand(ALICE, "CG204")
    game = s.game()
    assert PlayCard(ALICE, other, None) not in game.legal_choices()  # no Rarity (609.2a)
    game = until(game, lambda g: g.state.turn_player == ALICE and g.state.turn == 5)
    assert game.state.cards[element].counter("Harmony") == 1


# --- delayed abilities naming their card, random reveals ---------------------------------------
def test_CG135_moves_its_friend_in_a_faceoff_and_is_retired_as_the_faceoff_ends(cg_scene):
    s = cg_scene()
    knight = s.put("orange-3", ALICE, B_PROBLEM)
    armor = s.put("CG135", ALICE, B_PROBLEM, attached_to=knight)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    assert game.power(knight) == 4  # +1 while involved in a faceoff
    choice = ActivateAbility(ALICE, armor, 2)
    game = until(game, lambda g: choice in g.legal_choices())
    game.apply(choice)
    game = cg_scene.settle(game, prefer=(s.board.problem[ALICE],))
    assert game.state.cards[knight].area == A_PROBLEM
    assert "CG135" in ids(game, Zone.DISCARD, ALICE)  # retired at the end of the faceoff
    text = trace_text(game)
    assert "Jousting Armor's delayed ability triggers (at the end of the faceoff, 514.6)" in text


def test_CG144_an_opponent_reveals_a_random_card_from_their_hand(cg_scene):
    s = cg_scene()
    spyglass = s.put("CG144", ALICE, A_HOME)
    hand = s.hand(BOB, "orange-1", "pink-2", "blue-2")
    game = activate(cg_scene, s.game(), spyglass)
    shown = [i for i in hand if game.state.cards[i].revealed]
    assert len(shown) == 1 and "is chosen at random" in trace_text(game)
    assert game.state.cards[spyglass].exhausted
    assert "reveals" in trace_text(game) and "(Royal Spyglass, 410.6)" in trace_text(game)


def test_CG155_readies_a_friend_that_is_retired_at_the_end_of_the_phase(cg_scene):
    s = cg_scene()
    invitations = s.put("CG155", ALICE, A_HOME)
    tired = s.put("orange-2", ALICE, A_HOME, exhausted=True)
    game = s.game(at="score")  # after the start of the Score Phase (512.4)
    game = react(game, invitations)
    game = cg_scene.settle(game, prefer=(tired,))
    text = trace_text(game)
    assert "Orange 2 #6 is readied (Wonderbolt Academy Invitations, 503.3)" in text
    ends = text.index("delayed ability triggers (at the end of the phase, 601.2)")
    assert text.index("Faceoff step") < ends < text.index("End of turn 3")
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]  # retired (410.2)


# --- a Problem entering play, challenges and uncovering limited, looking -----------------------
def test_CG1_boosted_may_replace_a_problem_as_it_enters_play(cg_scene):
    s = cg_scene(mane=(Mane("CG1", boosted=True), "V-OR-M"))
    crusaders = s.board.mane[ALICE]
    solving_bobs_problem(s, "spare")
    s.board.add(Zone.PROBLEM_DECK, BOB, "pink-wild")
    game = cg_scene.settle(s.game(at="score"))
    text = trace_text(game)
    assert "Spare #" in text and "enters play as Bob's Problem (613.2)" in text
    problem = game.state.cards[game.state.players[BOB].problem_deck[-1]]
    assert problem.card_id == "spare"  # replaced by the next one (613.2)
    in_play_problem = [c.card_id for c in game.state.in_play() if c.area == B_PROBLEM]
    assert "pink-wild" in in_play_problem
    assert game.state.cards[crusaders].exhausted


def test_CG1_start_side_does_not_replace(cg_scene):
    s = cg_scene(mane=("CG1", "V-OR-M"))
    solving_bobs_problem(s, "spare")
    s.board.add(Zone.PROBLEM_DECK, BOB, "pink-wild")
    game = cg_scene.settle(s.game(at="score"))
    assert [c.card_id for c in game.state.in_play() if c.area == B_PROBLEM] == ["spare"]


def test_CG166_challenged_only_by_as_many_characters_as_unity_counters(cg_scene):
    s = cg_scene()
    windigo = s.put("CG166", BOB, B_PROBLEM)
    s.put("tm-2", BOB, A_PROBLEM)  # another, challengeable: the Challenge step asks
    s.put("orange-1", ALICE, A_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    game = s.game(at="challenge")
    choice = Challenge(ALICE, windigo)
    assert choice not in game.legal_choices()
    assert "can be challenged only by up to 0 characters" in game.why_not(choice)
    s = cg_scene()
    windigo = s.put("CG166", BOB, B_PROBLEM, counters=(("Unity", 1),))
    s.put("orange-3", ALICE, B_PROBLEM)
    assert Challenge(ALICE, windigo) in s.game(at="challenge").legal_choices()
    s.put("orange-1", ALICE, B_PROBLEM)  # two characters there: too many
    assert Challenge(ALICE, windigo) not in s.game(at="challenge").legal_choices()


def test_CG166_a_unity_counter_at_the_end_of_its_controllers_troublemaker_phase(cg_scene):
    s = cg_scene(turn_player=BOB)
    windigo = s.put("CG166", BOB, A_PROBLEM)
    game = until(s.game(at="troublemaker"), lambda g: g.state.phase == "Main")
    assert game.state.cards[windigo].counter("Unity") == 1


def test_CG176_players_look_at_face_down_troublemakers_here(cg_scene):
    s = with_problem(cg_scene, "CG176", owner=ALICE)
    hidden = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    elsewhere = s.put("tm-3", BOB, B_PROBLEM, face_down=True)
    game = s.game()
    assert ALICE in game.state.cards[hidden].looked_at_by
    assert ALICE not in game.state.cards[elsewhere].looked_at_by
    assert "Alice looks at Timberwolf" in trace_text(game)


def test_CG198_troublemakers_here_are_not_uncovered(cg_scene):
    s = cg_scene(turn_player=BOB)
    s.put("CG198", ALICE, B_PROBLEM)
    kept = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    other = s.put("tm-3", BOB, A_PROBLEM, face_down=True)
    game = until(s.game(at="troublemaker"), lambda g: g.state.phase == "Main")
    assert game.state.cards[kept].face_down  # not uncovered in the Uncover step (607)
    assert not game.state.cards[other].face_down


def test_CG198_an_effect_cannot_uncover_one_there(cg_scene):
    s = cg_scene()
    s.put("CG198", BOB, A_PROBLEM)
    kept = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    giselle = s.put("CG36", ALICE, A_HOME)  # "spend a card from beneath: uncover one"
    s.board.add(Zone.BANISHED, ALICE, "orange-1", beneath=giselle)
    game = activate(cg_scene, s.game(), giselle)
    assert game.state.cards[kept].face_down
    assert "says Troublemakers can't be uncovered there (104.2, 607.3)" in trace_text(game)


# --- control ------------------------------------------------------------------------------------
def test_CG132_exchanges_itself_for_an_opponents_resource_at_home(cg_scene):
    s = cg_scene()
    heart = s.put("CG132", ALICE, A_HOME)
    theirs = s.put("resource-1", BOB, B_HOME)
    friend = s.put("orange-2", BOB, B_HOME)
    on_friend = s.put("CG126", BOB, B_HOME, attached_to=friend)  # an attachment: not a choice
    game = s.game()
    game.apply(ActivateAbility(ALICE, heart, 0))
    assert on_friend not in {getattr(c, "card", None) for c in game.legal_choices()}
    game = cg_scene.settle(game, prefer=(theirs,))
    assert game.state.cards[theirs].controller == ALICE
    assert game.state.cards[theirs].area == A_HOME
    assert game.state.cards[heart].controller == BOB and game.state.cards[heart].area == B_HOME
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert game.state.cards[theirs].controller == ALICE  # for good: no end (513.2)


def test_CG140_you_control_the_friend_it_is_on_while_it_is_on_it(cg_scene):
    s = cg_scene(turn_player=BOB)
    friend = s.put("orange-2", BOB, B_PROBLEM)
    charm = s.put("CG140", ALICE, B_PROBLEM, attached_to=friend)
    s.put("CG147", BOB, B_HOME)  # retire it and pay 1: dismiss an opponent's Resource
    game = s.game()
    assert game.state.cards[friend].controller == ALICE
    assert "Alice gains control of Orange 2 #" in trace_text(game)
    game.apply(
        ActivateAbility(BOB, next(c.iid for c in game.state.in_play() if c.card_id == "CG147"), 0)
    )
    game = cg_scene.settle(game, prefer=(charm,))
    assert ids(game, Zone.DISCARD, ALICE) == ["CG140"]
    assert game.state.cards[friend].controller == BOB


def test_CGpf11_reacts_to_an_opponent_dismissing_another_of_your_friends(cg_scene):
    s = cg_scene(turn_player=BOB)
    celestia = s.put("CGpf11", ALICE, A_HOME)
    s.put("orange-2", ALICE, A_HOME, exhausted=True)
    (surprise,) = s.hand(BOB, "CG45")  # "dismiss an opponent's exhausted Friend"
    game = s.game()
    game.apply(PlayCard(BOB, surprise, B_HOME))
    game = until(game, lambda g: ActivateAbility(ALICE, celestia, 0) in g.legal_choices())
    game = react(game, celestia)
    game = cg_scene.settle(game)
    assert game.state.players[ALICE].tokens == 14
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["CGpf11", "orange-2"]


def test_CG25_opponents_cannot_dismiss_or_return_it(cg_scene):
    s = cg_scene(turn_player=BOB)
    maud = s.put("CG25", ALICE, A_HOME, exhausted=True)
    (surprise,) = s.hand(BOB, "CG45")  # "dismiss an opponent's exhausted Friend"
    game = s.game()
    game.apply(PlayCard(BOB, surprise, B_HOME))
    game = cg_scene.settle(game)
    assert game.state.cards[maud].zone is Zone.PLAY
    assert "says its opponents can't dismiss it (104.2; CG25)" in trace_text(game)


# --- counters of any name (519) ------------------------------------------------------------------
def test_CG101_puts_another_counter_of_a_chosen_type_on_a_ready_card(cg_scene):
    s = cg_scene()
    (snap,) = s.hand(ALICE, "CG101")
    both = s.put("orange-1", ALICE, A_HOME, counters=(("+1 power", 1), ("Postage", 2)))
    s.put("orange-2", ALICE, A_HOME, exhausted=True, counters=(("Postage", 1),))  # not ready
    game = s.game()
    game.apply(PlayCard(ALICE, snap, None))  # one ready card with counters: chosen (703.1d)
    assert {getattr(c, "option", None) for c in game.legal_choices()} == {"+1 power", "Postage"}
    game.apply(ChooseOption(ALICE, "Postage"))
    game = cg_scene.settle(game)
    assert game.state.cards[both].counter("Postage") == 3
    assert game.state.cards[both].counter("+1 power") == 1


def test_CG114_adds_a_banished_friends_printed_power_to_an_involved_friend(cg_scene):
    s = cg_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    (networking,) = s.hand(ALICE, "CG114")
    s.board.add(Zone.DISCARD, BOB, "V-OR-F540")  # printed power 4
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    game = until(game, lambda g: PlayCard(ALICE, networking, None) in g.legal_choices())
    game.apply(PlayCard(ALICE, networking, None))
    game = cg_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["V-OR-F540"]
    text = trace_text(game)
    assert "Orange 1 #5 gets +4 power until the end of the faceoff (Social Networking" in text
    assert "Faceoff totals: Alice 6" in text  # 1 + 4 + 1 against 3 + 1
    assert game.power(mine) == 1  # until the end of the faceoff only


def test_CG136_removes_a_counter_to_draw_two_from_a_pegasus(cg_scene):
    s = cg_scene()
    mailbox = s.put("CG136", ALICE, A_HOME)
    pegasus = s.put("CG80", ALICE, A_HOME, counters=(("Postage", 2),))  # a Pegasus
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = activate(cg_scene, s.game(), mailbox)
    assert game.state.cards[pegasus].counter("Postage") == 1
    assert ids(game, Zone.HAND, ALICE) == ["orange-1", "orange-2"]


def test_CG136_draws_one_from_another_character_and_needs_a_counter(cg_scene):
    s = cg_scene()
    mailbox = s.put("CG136", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = s.game()
    assert ActivateAbility(ALICE, mailbox, 0) not in game.legal_choices()  # nothing to remove
    s = cg_scene()
    mailbox = s.put("CG136", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME, counters=(("+1 power", 1),))
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = activate(cg_scene, s.game(), mailbox)
    assert game.state.cards[friend].counters == ()
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]


def test_CG138_dismisses_all_friends_with_printed_power_equal_to_its_party_counters(cg_scene):
    s = cg_scene()
    bomb = s.put("CG138", ALICE, A_HOME, counters=(("Party", 2),))
    s.put("orange-2", ALICE, A_HOME)
    s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM, counters=(("+1 power", 1),))  # 2 power, printed 1
    game = activate(cg_scene, s.game(), bomb, 1)
    assert game.state.players[ALICE].tokens == 8  # 2 Party counters
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2", "CG138"]
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]
    assert in_play(game, "orange-1").controller == BOB


def test_CG138_may_put_a_party_counter_at_the_start_of_your_turn(cg_scene):
    s = cg_scene(turn_player=BOB)
    bomb = s.put("CG138", ALICE, A_HOME)
    game = until(s.game(at="end"), lambda g: g.state.turn_player == ALICE and g.state.phase)
    game = until(game, lambda g: g.state.phase == "Main")
    assert game.state.cards[bomb].counter("Party") == 1


def test_CG142_removes_a_postage_counter_for_plus_2_power(cg_scene):
    s = cg_scene()
    mailbox = s.put("CG142", ALICE, A_HOME)
    carrier = s.put("orange-1", ALICE, A_HOME, counters=(("Postage", 1), ("+1 power", 1)))
    target = s.put("orange-3", BOB, B_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, mailbox, 0))  # Alice's one character with counters
    game.apply(ChooseOption(ALICE, "Postage"))
    game = cg_scene.settle(game, prefer=(target,))
    assert game.state.cards[carrier].counters == (("+1 power", 1),)
    assert game.power(target) == 5  # +2: it was a Postage counter


def test_CG142_another_counter_gives_plus_1(cg_scene):
    s = cg_scene()
    mailbox = s.put("CG142", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME, counters=(("Postage", 1), ("+1 power", 1)))
    target = s.put("orange-3", BOB, B_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, mailbox, 0))
    game.apply(ChooseOption(ALICE, "+1 power"))
    game = cg_scene.settle(game, prefer=(target,))
    assert game.power(target) == 4


# --- searching by name, previous areas ------------------------------------------------------------
def test_CG201_banishes_every_card_with_the_chosen_name_from_hand_deck_and_discard(cg_scene):
    s = cg_scene()
    (drain,) = s.hand(ALICE, "CG201")
    s.board.add(Zone.DISCARD, BOB, "orange-2", "pink-2")
    s.board.add(Zone.HAND, BOB, "orange-2", "blue-2")
    s.deck(BOB, "orange-1", "orange-2", "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, drain, None))
    chosen = next(c for c in game.legal_choices() if game.state.cards[c.card].card_id == "orange-2")
    game.apply(chosen)
    game = cg_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"] * 3
    assert ids(game, Zone.HAND, BOB) == ["blue-2"]
    assert ids(game, Zone.DISCARD, BOB) == ["pink-2"]
    assert sorted(ids(game, Zone.DRAW_DECK, BOB)) == ["orange-1", "orange-3"]
    assert ids(game, Zone.BANISHED, ALICE) == ["CG201"]  # "Banish this card."
    assert ids(game, Zone.DISCARD, ALICE) == []


def test_CGpf6_sends_a_moved_character_back_where_it_can_not_move_again(cg_scene):
    s = cg_scene(turn_player=BOB)
    octavia = s.put("CGpf6", ALICE, A_PROBLEM)
    mover = s.put("orange-2", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(BOB, mover, A_PROBLEM))
    game = react(game, octavia, ability=1)
    game = cg_scene.settle(game)
    assert game.state.cards[mover].area == B_HOME  # its previous area
    assert ids(game, Zone.HAND, ALICE) == ["CGpf6"]  # put into its owner's hand (errata)
    move = MoveCharacter(BOB, mover, A_PROBLEM)
    assert move not in game.legal_choices() and "(104.2" in game.why_not(move)


def test_CGpf6_plus_2_power_with_an_opposing_dj_pon3_there(cg_scene):
    s = cg_scene()
    octavia = s.put("CGpf6", ALICE, B_PROBLEM)
    game = s.game()
    plain = game.power(octavia)
    s = cg_scene()
    octavia = s.put("CGpf6", ALICE, B_PROBLEM)
    s.put("CGpf12", BOB, B_PROBLEM)  # DJ Pon-3
    assert s.game().power(octavia) == plain + 2


def test_CG183_exhausts_two_pegasi_here_to_move_another_character(cg_scene):
    s = with_problem(cg_scene, "CG183", owner=BOB)
    problem = s.board.problem[BOB]
    pegasi = [s.put("CG80", ALICE, B_PROBLEM) for _ in range(2)]  # Pegasus Friends
    s.put("PR13", BOB, B_PROBLEM)  # Bob has a Unicorn there, no Pegasus
    other = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    options = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == problem
    ]
    assert options and all(set(c.using) == set(pegasi) for c in options)
    game.apply(options[0])
    # another of Alice's characters: her Mane or Orange 2, not the two exhausted
    assert {getattr(c, "card", None) for c in game.legal_choices()} == {s.board.mane[ALICE], other}
    game = cg_scene.settle(game, prefer=(other, B_PROBLEM))
    assert all(game.state.cards[p].exhausted for p in pegasi)
    assert game.state.cards[other].area != A_HOME
    assert ActivateAbility(BOB, problem, 0, ()) not in game.legal_choices()


def test_CG61_an_opposing_character_with_little_power_ceases_to_be_involved(cg_scene):
    s = cg_scene()
    s.put("CG61", ALICE, B_PROBLEM)  # one colour: power 1 or less
    strong_at(s, B_PROBLEM, n=1)
    weak = s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)  # 2 power: too much
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"), prefer=(weak,))  # the only one offered
    text = trace_text(game)
    assert "Orange 1 #" in text and "ceases to be involved in the faceoff (Twilight" in text
    totals = next(x for x in text.splitlines() if x.startswith("Faceoff totals"))
    assert "Bob 3 (Orange 2" in totals  # Orange 1 no longer counts (514.4a)
    assert not any(m.startswith("faceoff:uninvolved") for m in game.state.memo)


def test_CG61_not_a_character_with_more_power_than_its_colours(cg_scene):
    s = cg_scene()
    s.put("CG61", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM, n=1)
    s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"))
    assert "Problem faceoff at" in trace_text(game)
    assert "ceases to be involved" not in trace_text(game)


def test_CG79_crystal_friends_here_also_have_the_opposing_colours(cg_scene):
    s = cg_scene()
    smile = s.put("CG79", ALICE, B_PROBLEM)  # yellow, Crystal
    crystal = s.put("CG61", ALICE, B_PROBLEM)  # purple, Crystal
    plain = s.put("orange-1", ALICE, B_PROBLEM)  # not Crystal
    at_home = s.put("CG79", ALICE, A_HOME)  # Crystal, not at that Problem
    s.put("pink-2", BOB, B_PROBLEM)
    s.put("blue-2", BOB, B_PROBLEM)
    game = s.game()
    colours = {i: {c.value for c in game.colours(i)} for i in (smile, crystal, plain, at_home)}
    assert colours[smile] >= {"yellow", "pink", "blue"}
    assert colours[crystal] >= {"purple", "pink", "blue"}
    assert "pink" not in colours[plain] and "blue" not in colours[at_home]


def test_CG86_flips_a_card_when_an_opponent_has_flipped_more(cg_scene):
    s = cg_scene()
    s.put("CG86", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM, n=1)
    s.put("PR35", BOB, B_PROBLEM)  # Bob flips an additional card (514.3a)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    s.deck(BOB, "orange-1", "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"))
    text = trace_text(game)
    flips = [x for x in text.splitlines() if " flips " in x]
    assert [x.split(" flips ")[0] for x in flips].count("Alice") == 2, flips
    assert "Alice flips Orange 2" in text


def test_CG86_no_flip_when_the_opponent_has_not_flipped_more(cg_scene):
    s = cg_scene()
    s.put("CG86", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM, n=1)
    s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    s.deck(BOB, "orange-1", "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"))
    assert "Alice flips Orange 2" not in trace_text(game)


def test_CG103_the_exhausted_friend_loses_teamwork_until_it_is_readied(cg_scene):
    s = cg_scene()
    star = s.put("CG77", BOB, B_PROBLEM)  # Teamwork, Unicorn: "Troublemakers here have -1"
    s.put("PR13", BOB, B_PROBLEM)  # a Unicorn: it has that ability too (Teamwork)
    tm = s.put("tm-3", ALICE, B_PROBLEM, face_down=False)
    (disagreement,) = s.hand(ALICE, "CG103")
    game = s.game()
    assert game.power(tm) == 1  # 3 - 1 - 1
    game = play(cg_scene, game, disagreement, prefer=(star,))
    assert game.state.cards[star].exhausted
    assert game.power(tm) == 2  # Holly Dash no longer has it; Amethyst Star still does
    assert "Amethyst Star, Calming Presence #5 loses Teamwork until it is readied" in (
        trace_text(game)
    )
    game = until(game, lambda g: not g.state.cards[star].exhausted)
    assert game.state.turn_player == BOB  # readied in Bob's Ready step (603.1)
    assert game.power(tm) == 1  # Teamwork again


def test_CG141_meets_a_problems_requirements_with_ready_unicorn_earth_pony_and_pegasus(cg_scene):
    s = with_problem(cg_scene, "orange-pink", owner=BOB)  # Alice, its opponent, needs 5 wild
    banner = s.put("CG141", ALICE, A_HOME)
    s.put("PR54", ALICE, B_PROBLEM)  # a Unicorn, 1 power
    s.put("PR20", ALICE, B_PROBLEM)  # a Pegasus, 1 power
    s.put("CN60", ALICE, B_PROBLEM)  # an Earth Pony, 1 power: 3 in all
    game = s.game(at="score")
    game = react(game, banner)
    game = cg_scene.settle(game, prefer=(s.board.problem[BOB],))
    text = trace_text(game)
    assert "Alice confronts Problem Orange Pink" in text
    assert "(Ponyville Banner: ready Unicorn|Earth Pony|Pegasus)" in text
    assert ids(game, Zone.DISCARD, ALICE) == ["CG141"]


def test_CG141_not_without_each_trait_ready(cg_scene):
    s = with_problem(cg_scene, "orange-pink", owner=BOB)
    banner = s.put("CG141", ALICE, A_HOME)
    s.put("PR54", ALICE, B_PROBLEM)
    s.put("PR20", ALICE, B_PROBLEM)
    s.put("CN60", ALICE, B_PROBLEM, exhausted=True)  # the Earth Pony is exhausted
    game = s.game(at="score")
    game = react(game, banner)
    game = cg_scene.settle(game, prefer=(s.board.problem[BOB],))
    assert "Alice confronts Problem Orange Pink" not in trace_text(game)


def test_CG105_a_right_guess_banishes_a_card_from_the_opponents_hand(cg_scene):
    s = cg_scene()
    (archery,) = s.hand(ALICE, "CG105")
    picked, other, kept = s.hand(BOB, "event-main", "orange-2", "pink-2")
    game = s.game()
    game.apply(PlayCard(ALICE, archery, None))
    assert game.current_decision().player == BOB  # Bob chooses first
    game.apply(ChooseCard(BOB, picked))
    game.apply(NameCard(ALICE, "Event"))
    assert game.state.cards[picked].revealed
    game = cg_scene.settle(game, prefer=(other,))
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    assert ALICE in game.state.cards[kept].looked_at_by  # she looked at Bob's hand


def test_CG105_a_wrong_guess_does_nothing_more(cg_scene):
    s = cg_scene()
    (archery,) = s.hand(ALICE, "CG105")
    picked, _ = s.hand(BOB, "event-main", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, archery, None))
    game.apply(ChooseCard(BOB, picked))
    game.apply(NameCard(ALICE, "Friend"))
    game = cg_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == []
    assert sorted(ids(game, Zone.HAND, BOB)) == ["event-main", "orange-2"]


def test_CG62_banishes_an_event_that_may_then_be_played_from_there(cg_scene):
    s = cg_scene()
    (coco,) = s.hand(ALICE, "CG62")
    s.board.add(Zone.DISCARD, ALICE, "CG111")  # Plowing the Field: draw 2 from the bottom
    s.put("V-OR-F330", ALICE, A_HOME)  # its requirement: 3 orange (609.2a)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = play(cg_scene, s.game(), coco, A_HOME)
    (banished,) = game.state.players[ALICE].banished
    assert game.state.cards[banished].card_id == "CG111"
    choice = PlayCard(ALICE, banished, None)
    assert choice in game.legal_choices()  # as though it were in her hand
    game = play(cg_scene, game, banished)
    assert ids(game, Zone.DISCARD, ALICE) == ["CG111"]  # played: no longer banished
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["orange-2", "orange-3"]


def test_CG62_only_while_it_remains_banished(cg_scene):
    s = cg_scene()
    (coco,) = s.hand(ALICE, "CG62")
    s.board.add(Zone.DISCARD, ALICE, "CG111")
    s.board.add(Zone.BANISHED, ALICE, "CG111")  # banished before: not playable
    game = play(cg_scene, s.game(), coco, A_HOME, accept=False)
    assert not any(isinstance(c, PlayCard) for c in game.legal_choices())


def test_CG40_banishes_its_players_flipped_cards_beneath_it_then_moves_one_to_a_pumped_friend(
    cg_scene,
):
    s = cg_scene()
    mercury = s.put("CG40", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    biceps = s.put("CG6", ALICE, A_HOME)  # Bulk Biceps: Pumped, +1 power per card beneath
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-2",), bob_flips=("orange-1",))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    assert "banish your flipped cards to beneath Mercury" in game.current_decision().prompt
    game.apply(Accept(ALICE))
    game = until(game, lambda g: g.state.faceoff is None)
    under = [c for c in game.state.cards.values() if c.beneath == mercury]
    assert [c.card_id for c in under] == ["orange-2"]
    assert ids(game, Zone.DRAW_DECK, BOB)[-1] == "orange-1"  # Bob's go to the bottom
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    before = game.power(biceps)
    game.apply(ActivateAbility(ALICE, mercury, 1))
    game = cg_scene.settle(game, prefer=(biceps,))
    assert [c.card_id for c in game.state.cards.values() if c.beneath == biceps] == ["orange-2"]
    assert game.power(biceps) == before + 1


def test_CG87_spends_a_card_from_beneath_instead_of_flipping_and_adds_its_printed_power(cg_scene):
    s = cg_scene()
    orthros = s.put("CG87", ALICE, B_PROBLEM)
    s.board.add(Zone.BANISHED, ALICE, "V-OR-F540", beneath=orthros)  # printed power 4
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    assert "Alice would flip a card; replace that flip" in game.current_decision().prompt
    game.apply(Accept(ALICE))
    game = cg_scene.settle(game)
    text = trace_text(game)
    assert "Alice does not flip that card: Orthros, Go Fetch #5 replaces the flip" in text
    assert "Alice adds 4 to their power total for the faceoff" in text
    totals = next(x for x in text.splitlines() if x.startswith("Faceoff totals"))
    assert totals.startswith("Faceoff totals: Alice 7 (Orthros, Go Fetch #5 3 + Orthros")
    assert ids(game, Zone.DISCARD, ALICE)[0] == "V-OR-F540"  # spent (glossary: Spend)
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-1"  # not flipped


def test_CG93_the_next_flip_is_a_discard_pile_cards_printed_power_then_banished(cg_scene):
    s = cg_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    (antiquing,) = s.hand(ALICE, "CG93")
    s.board.add(Zone.DISCARD, ALICE, "V-OR-F540")  # printed power 4
    game = challenge(s, tm, alice_flips=("orange-2",), bob_flips=("orange-1",))
    game = until(game, lambda g: PlayCard(ALICE, antiquing, None) in g.legal_choices())
    game.apply(PlayCard(ALICE, antiquing, None))
    game = cg_scene.settle(game, prefer=(next(iter(game.state.players[ALICE].discard)),))
    text = trace_text(game)
    assert "Alice does not flip a card: Antiquing replaces the flip (710.1, 515.1)" in text
    assert "Alice adds 4 to their power total for the faceoff" in text
    assert ids(game, Zone.BANISHED, ALICE) == ["V-OR-F540"]
    assert "Alice flips" not in text  # her one flip was replaced
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-2"


def test_CG43_may_flip_a_card_per_colour_then_keep_one_and_ignore_the_rest(cg_scene):
    s = cg_scene()
    pinkie = s.put("CG43", ALICE, B_PROBLEM)
    s.put("CG61", ALICE, A_HOME)  # purple and Crystal: Pinkie is purple too (Prismatic)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-1", "orange-3", "orange-2"), bob_flips=())
    n = len(game.colours(pinkie))
    assert n == 2
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.OPTIONAL)
    game.apply(Accept(ALICE))
    d = game.current_decision()
    offered = [c.card for c in game.legal_choices()]
    assert d.kind is DecisionKind.TARGET and len(offered) == n
    keep = next(c for c in offered if game.state.cards[c].card_id == "orange-3")
    game.apply(ChooseCard(ALICE, keep))
    for other in offered:
        if other != keep:
            assert f"#{other} is ignored (Pinkie Pie, Crystallized, 515.4)" in trace_text(game)
    game = cg_scene.settle(game)
    totals = next(x for x in trace_text(game).splitlines() if x.startswith("Faceoff totals"))
    assert "flipped Orange 3" in totals and "ignored" in totals
