"""The Odyssey block's and Defenders of Equestria's last cards to be scripted (High Magic,
Marks in Time, Defenders of Equestria), one scenario per card: position -> choices -> result.
Each test names the card by collector number; read it beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    PassPriorityFor,
    challenge,
    play,
    strong_at,
    until,
    when_offered,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.choices import ActivateAbility, ChooseOption, Decline, EndMainPhase, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text


def mark(scene, game, iid: int, prefer=()):  # type: ignore[no-untyped-def]
    """Alice Cutie Marks ``iid`` (its one activated ability, [2]); what it triggers resolves
    (yes to every "may", the cards in ``prefer`` chosen first)."""
    (choice,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == iid
    ]
    game.apply(choice)
    return scene.settle(game, prefer=prefer)


def mode(scene, game, event: int, words: str, **prefer):  # type: ignore[no-untyped-def]
    """Alice plays ``event`` and chooses its mode ``words`` ("Choose one:", 705.2f)."""
    game.apply(PlayCard(ALICE, event, None))
    game = when_offered(game, ChooseOption(ALICE, words))
    return scene.settle(game, **prefer)


def end_turn(game, player: int = ALICE):  # type: ignore[no-untyped-def]
    """End ``player``'s Main Phase and play on (passing, yes to "may") to the next turn."""
    game.apply(EndMainPhase(player))
    return until(game, lambda g: g.state.turn_player != player)


def declining(game):  # type: ignore[no-untyped-def]
    """Answer the abilities' questions with no (``Decline``) wherever that is offered, until a
    turn-structure decision is reached."""
    asking = (DecisionKind.OPTIONAL, DecisionKind.TARGET, DecisionKind.PRIORITY)
    while (d := game.current_decision()) is not None and d.kind in asking:
        options = game.legal_choices()
        no = [c for c in options if isinstance(c, Decline)]
        if d.kind is DecisionKind.PRIORITY:
            game.apply(PassPriorityFor(game))
        else:
            game.apply(no[0] if no else options[0])
    return game


def face_up_troublemakers(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [
        c
        for c in game.state.in_play()
        if c.controller == player and c.card_id.startswith("tm-") and not c.face_down
    ]


# --- High Magic -------------------------------------------------------------------------------
def test_HM145_banishes_a_non_resource_card_to_find_an_accessory(later_scene):
    s = later_scene()
    rarity = s.put("HM145", ALICE, A_HOME)
    friend, charm = s.board.add(Zone.HAND, ALICE, "orange-1", "resource-1")
    s.board.add(Zone.DISCARD, ALICE, "PR139")  # an Accessory
    s.deck(ALICE, "orange-2", "orange-2")
    game = s.game()
    ways = {
        c.using for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == rarity
    }
    assert ways == {(friend,)}  # a Resource can't pay (508.1d)
    game.apply(ActivateAbility(ALICE, rarity, 0, (friend,)))
    game = when_offered(game, ChooseOption(ALICE, "search your discard pile"))
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-1"]
    hand = [game.state.cards[i].card_id for i in game.state.players[ALICE].hand]
    assert sorted(hand) == ["PR139", "resource-1"] and charm in game.state.players[ALICE].hand
    assert ids(game, Zone.DISCARD, ALICE) == []


def test_HM145_searches_the_deck_for_an_accessory(later_scene):
    s = later_scene()
    rarity = s.put("HM145", ALICE, A_HOME)
    (friend,) = s.board.add(Zone.HAND, ALICE, "orange-1")
    s.deck(ALICE, "orange-2", "CN135", "orange-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, rarity, 0, (friend,)))
    game = when_offered(game, ChooseOption(ALICE, "search your deck"))
    game = later_scene.settle(game)
    hand = [game.state.cards[i].card_id for i in game.state.players[ALICE].hand]
    assert hand == ["CN135"] and "CN135" not in ids(game, Zone.DRAW_DECK, ALICE)
    assert "518.2" in trace_text(game)  # the deck searched is shuffled


def test_HM147_banishes_a_troublemaker_from_hand_to_dismiss_one_here(later_scene):
    s = later_scene()
    shy = s.put("HM147", ALICE, B_PROBLEM)
    foe = s.put("tm-2", BOB, B_PROBLEM)
    elsewhere = s.put("tm-3", BOB, A_PROBLEM)
    (held,) = s.board.add(Zone.HAND, ALICE, "tm-3")
    s.board.add(Zone.HAND, ALICE, "orange-1")
    game = s.game()
    ways = {
        c.using for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == shy
    }
    assert ways == {(held,)}  # only a Troublemaker pays
    game.apply(ActivateAbility(ALICE, shy, 0, (held,)))
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, ALICE) == ["tm-3"]
    assert foe not in game.state.play and ids(game, Zone.DISCARD, BOB) == ["tm-2"]
    assert elsewhere in game.state.play  # not at this card's Problem


# --- Marks in Time ----------------------------------------------------------------------------
def test_MT37_starlight_pumps_troublemakers_and_puts_one_into_play_as_she_is_marked(
    later_scene,
):
    s = later_scene()
    glimmer = s.put("MT37", ALICE, A_HOME)
    s.hand(ALICE, "tm-2")
    game = s.game(tokens=(5, 0))
    game = mark(later_scene, game, glimmer, prefer=(s.board.problem[BOB],))
    (tm,) = face_up_troublemakers(game)
    assert tm.area == B_PROBLEM and game.state.players[ALICE].hand == []
    assert "is put into play at Problem" in trace_text(game)
    assert game.power(tm.iid) == 2 + 2  # Timberwolf, Two with +2 from her
    # an opponent's Troublemaker does not get it
    foe = s.put("tm-2", BOB, A_PROBLEM)
    assert later_scene.settle(s.game()).power(foe) == 2


def test_MT37_nothing_put_without_a_troublemaker_in_hand_or_when_declined(later_scene):
    s = later_scene()
    glimmer = s.put("MT37", ALICE, A_HOME)
    game = mark(later_scene, s.game(tokens=(5, 0)), glimmer)
    assert face_up_troublemakers(game) == []
    assert f"Starlight Glimmer, Apprentice Sorcerer #{glimmer} triggers" not in trace_text(game)
    s = later_scene()
    glimmer = s.put("MT37", ALICE, A_HOME)
    (held,) = s.hand(ALICE, "tm-2")
    game = s.game(tokens=(5, 0))
    (choice,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == glimmer
    ]
    game.apply(choice)
    game = declining(game)
    assert face_up_troublemakers(game) == [] and game.state.players[ALICE].hand == [held]


def test_MT137_cheese_sandwich_replaces_his_problem_as_he_is_marked(later_scene):
    s = later_scene()
    cheese = s.put("MT137", ALICE, B_PROBLEM)
    old = s.board.problem[BOB]
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    game = mark(later_scene, s.game(tokens=(5, 0)), cheese)
    assert old not in game.state.play
    (now,) = [c for c in game.state.in_play() if c.card_id == "spare"]
    assert now.area == B_PROBLEM
    assert game.state.cards[cheese].area == A_HOME  # sent home as it was replaced (613.2)


def test_MT137_may_keep_his_problem_and_has_none_at_home(later_scene):
    s = later_scene()
    cheese = s.put("MT137", ALICE, B_PROBLEM)
    old = s.board.problem[BOB]
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    game = s.game(tokens=(5, 0))
    (choice,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == cheese
    ]
    game.apply(choice)
    game = declining(game)
    assert old in game.state.play and game.state.cards[cheese].area == B_PROBLEM
    # at home he has no Problem: no Problem is replaced, nothing is asked (501.4)
    s = later_scene()
    cheese = s.put("MT137", ALICE, A_HOME)
    problems = (s.board.problem[ALICE], s.board.problem[BOB])
    s.board.add(Zone.PROBLEM_DECK, ALICE, "spare")
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    game = mark(later_scene, s.game(tokens=(5, 0)), cheese)
    assert all(p in game.state.play for p in problems)


# --- Defenders of Equestria -------------------------------------------------------------------
def test_DE81_puts_a_troublemaker_from_the_discard_pile_into_play_face_up(later_scene):
    s = later_scene()
    (twilight,) = s.hand(ALICE, "DE81")
    s.board.add(Zone.DISCARD, ALICE, "tm-3")
    game = play(later_scene, s.game(), twilight, A_HOME, prefer=(s.board.problem[BOB],))
    (tm,) = face_up_troublemakers(game)
    assert tm.card_id == "tm-3" and tm.area == B_PROBLEM
    assert ids(game, Zone.DISCARD, ALICE) == []
    # none in the discard pile: nothing is asked
    s = later_scene()
    (twilight,) = s.hand(ALICE, "DE81")
    s.board.add(Zone.DISCARD, ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, twilight, A_HOME))
    assert game.current_decision().kind is not DecisionKind.OPTIONAL
    game = later_scene.settle(game)
    assert face_up_troublemakers(game) == [] and ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


def test_DE86_moves_a_critter_at_the_end_of_an_opponents_turn_if_not_confronted(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE86", ALICE, A_PROBLEM)
    critter = s.put("critter-1", ALICE, A_HOME)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = s.game()
    game = end_turn(game, BOB)
    assert game.state.cards[critter].area != A_HOME  # moved to a Problem
    # in Alice's own turn, nothing (615.1: "each opponent's turn")
    s = later_scene()
    s.put("DE86", ALICE, A_PROBLEM)
    critter = s.put("critter-1", ALICE, A_HOME)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = end_turn(s.game(), ALICE)
    assert game.state.cards[critter].area == A_HOME


def test_DE86_nothing_when_its_problem_was_confronted(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE86", ALICE, A_PROBLEM)
    critter = s.put("critter-1", ALICE, A_HOME)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = until(s.game(at="score"), lambda g: g.state.turn_player == ALICE)
    assert "Bob confronts" in trace_text(game)
    assert game.state.cards[critter].area == A_HOME


def test_DE95_unfrightens_up_to_two_of_your_friends(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "DE95")
    scared = [s.put("orange-1", ALICE, A_HOME, frightened=True) for _ in range(3)]
    game = mode(later_scene, s.game(), event, "unfrighten up to two of your Friends")
    still = [i for i in scared if game.state.cards[i].frightened]
    assert len(still) == 1


def test_DE95_exhausted_opposing_character_does_not_ready_in_its_next_ready_step(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "DE95")
    foe = s.put("orange-3", BOB, B_HOME)
    other = s.put("orange-1", BOB, B_HOME, exhausted=True)
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = mode(
        later_scene,
        s.game(),
        event,
        "exhaust an opposing character; it does not ready",
        prefer=(foe,),
    )
    assert game.state.cards[foe].exhausted
    game = end_turn(game, ALICE)  # Bob's Ready Phase: his other card readies, this one not
    assert game.state.turn_player == BOB
    assert game.state.cards[foe].exhausted and not game.state.cards[other].exhausted
    game = end_turn(game, BOB)
    game = end_turn(game, ALICE)  # the next Ready step of Bob's readies it (708.2)
    assert not game.state.cards[foe].exhausted


def test_DE95_flips_an_additional_card_during_faceoffs_this_turn(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "DE95")
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)  # a Problem faceoff there (612.2)
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1", "orange-1")
    game = mode(later_scene, s.game(), event, "flip an additional card during faceoffs this turn")
    (lasting,) = [e for e in game.state.effects if e.kind == "extra-flips"]
    assert lasting.until == "turn" and lasting.player == ALICE
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: "Faceoff totals" in trace_text(g))
    text = trace_text(game)
    assert text.count("Alice flips Orange") == 2 and text.count("Bob flips Orange") == 1


def test_DE113_distributes_two_counters_if_no_problem_was_confronted(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE113", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = end_turn(s.game(), BOB)
    assert game.state.cards[mine].counter("+1 power") == 2
    # a Problem confronted that turn: nothing
    s = later_scene(turn_player=BOB)
    s.put("DE113", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = until(s.game(at="score"), lambda g: g.state.turn_player == ALICE)
    assert "Bob confronts" in trace_text(game)
    assert game.state.cards[mine].counter("+1 power") == 0


def test_DE113_may_decline_and_waits_for_an_opponents_turn(later_scene):
    s = later_scene()
    s.put("DE113", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = end_turn(s.game(), ALICE)  # her own turn's end: nothing (615.1)
    assert game.state.cards[mine].counter("+1 power") == 0
    s = later_scene(turn_player=BOB)
    s.put("DE113", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = s.game()
    game.apply(EndMainPhase(BOB))
    while game.state.turn_player == BOB:
        options = game.legal_choices()
        decline = [c for c in options if isinstance(c, Decline)]
        game.apply((decline or options)[0])
    assert game.state.cards[mine].counter("+1 power") == 0


def test_DE134_ember_becomes_involved_in_a_faceoff_elsewhere(later_scene):
    s = later_scene()
    ember = s.put("DE134", ALICE, A_HOME)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    text = trace_text(game)
    assert f"Ember, Up to the Challenge #{ember} becomes involved in the faceoff" in text
    power = game.power(ember)
    # Alice: Orange 1 + Ember + flipped 1 against Timberwolf 3 + flipped 1
    assert f"Faceoff totals: Alice {1 + power + 1}" in text


def test_DE98_you_need_two_less_to_confront_every_problem_this_turn(later_scene):
    # Bob's "pink-wild" asks opponents for 4 wild: Alice's 2 power meet it after the Event
    s = with_problem(later_scene, "pink-wild", BOB)
    (event,) = s.hand(ALICE, "DE98")
    s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = mode(later_scene, s.game(), event, "you need -2 power to confront Problems this turn")
    (lasting,) = [e for e in game.state.effects if e.kind == "confront"]
    assert lasting.player == ALICE and lasting.amount == -2 and lasting.until == "turn"
    assert "Alice needs -2 power to confront Problems until the end of the turn" in trace_text(game)
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game)
    assert "Alice confronts Problem Pink Wild" in trace_text(game)
    # without it, 2 power do not meet 4
    s = with_problem(later_scene, "pink-wild", BOB)
    s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts Problem Pink Wild" not in trace_text(game)


def test_DE98_banishes_a_friend_with_three_or_more_power(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "DE98")
    big = s.put("orange-3", BOB, B_HOME)
    small = s.put("orange-2", BOB, B_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game.apply(ChooseOption(ALICE, "banish a Friend with 3 or more power"))
    offered = {c.card for c in game.legal_choices()}
    assert big in offered and small not in offered
    game = later_scene.settle(game, prefer=(big,))
    assert big not in game.state.play and small in game.state.play
    assert ids(game, Zone.BANISHED, BOB) == ["orange-3"]


def test_DE98_puts_a_troublemaker_from_the_discard_pile_into_play(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "DE98")
    s.board.add(Zone.DISCARD, ALICE, "tm-2")
    game = mode(
        later_scene,
        s.game(),
        event,
        "put a Troublemaker from your discard pile into play face-up",
        prefer=(s.board.problem[BOB],),
    )
    (tm,) = face_up_troublemakers(game)
    assert tm.area == B_PROBLEM and ids(game, Zone.DISCARD, ALICE) == ["DE98"]


def test_DE103_opponents_need_two_more_to_confront_until_your_next_turn(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "DE103")
    s.put("orange-2", BOB, A_PROBLEM)  # "easy" asks Bob 1: he would confront it
    s.deck(ALICE, *["orange-1"] * 6)
    s.deck(BOB, *["orange-1"] * 6)
    game = mode(
        later_scene,
        s.game(),
        event,
        "opponents need +2 power to confront Problems until your next turn",
    )
    (lasting,) = [e for e in game.state.effects if e.kind == "confront"]
    assert lasting.player == BOB and lasting.amount == 2
    assert "until the start of Alice's next turn" in trace_text(game)
    game = end_turn(game, ALICE)
    game = end_turn(game, BOB)  # Bob's turn: 2 power don't meet 1 + 2
    assert "Bob confronts" not in trace_text(game)
    assert not [e for e in game.state.effects if e.kind == "confront"]  # Alice's turn began
    # without it, Bob confronts
    s = later_scene()
    s.put("orange-2", BOB, A_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 6)
    s.deck(BOB, *["orange-1"] * 6)
    game = end_turn(end_turn(s.game(), ALICE), BOB)
    assert "Bob confronts" in trace_text(game)


def test_DE103_draws_four_or_takes_a_friend_until_the_end_of_the_score_phase(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "DE103")
    s.deck(ALICE, *["orange-1"] * 6)
    game = mode(later_scene, s.game(), event, "draw 4 cards")
    assert len(game.state.players[ALICE].hand) == 4
    s = later_scene()
    (event,) = s.hand(ALICE, "DE103")
    foe = s.put("orange-2", BOB, B_PROBLEM)
    game = mode(
        later_scene,
        s.game(),
        event,
        "gain control of an opposing Friend until the end of the Score Phase",
    )
    assert game.state.cards[foe].controller == ALICE


def test_DE17_retires_for_two_counters_and_banishes_from_the_discard_pile_for_one(later_scene):
    s = later_scene()
    macs = s.put("DE17", ALICE, A_HOME)
    mate = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    # in play only the first ability is offered: the second functions in the discard pile
    offered = [c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == macs]
    assert [c.ability for c in offered] == [0]
    game.apply(ActivateAbility(ALICE, macs, 0))
    game = later_scene.settle(game, prefer=(mate,))
    assert game.state.cards[mate].counter("+1 power") == 2
    assert ids(game, Zone.DISCARD, ALICE) == ["DE17"]
    (in_pile,) = game.state.players[ALICE].discard
    choice = ActivateAbility(ALICE, in_pile, 1)
    assert choice in game.legal_choices()
    assert ActivateAbility(ALICE, in_pile, 0) not in game.legal_choices()
    game.apply(choice)
    game = later_scene.settle(game, prefer=(mate,))
    assert game.state.cards[mate].counter("+1 power") == 3
    assert ids(game, Zone.BANISHED, ALICE) == ["DE17"] and ids(game, Zone.DISCARD, ALICE) == []
    assert "banishes Big Mac & Applejack, Big Mouths" in trace_text(game)


def test_DE17_is_activated_from_the_discard_pile_outside_the_main_phase(later_scene):
    # "Immediate": in a faceoff's priority window too, from the discard pile (701.3, 512)
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    (in_pile,) = s.board.add(Zone.DISCARD, ALICE, "DE17")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    choice = ActivateAbility(ALICE, in_pile, 1)
    game = when_offered(game, choice)
    game = later_scene.settle(game, prefer=(mine,))
    assert game.state.cards[mine].counter("+1 power") == 1
    # Bob can't use Alice's card from her discard pile (701.3: its owner's)
    assert ActivateAbility(BOB, in_pile, 1) not in game.legal_choices()


def behind_enemy_lines(later_scene, at=B_PROBLEM):  # type: ignore[no-untyped-def]
    """Bob's Behind Enemy Lines on the Problem at ``at``, and two face-up Troublemakers of his
    at Bob's Problem, where Alice has an Orange 3."""
    s = later_scene()
    problem = next(i for i in s.board.problem if s.board.state.cards[i].area == at)
    s.put("DE109", BOB, at, attached_to=problem)
    two = s.put("tm-2", BOB, B_PROBLEM)
    three = s.put("tm-3", BOB, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    return s, two, three


def test_DE109_allows_a_second_face_up_troublemaker_at_its_problem(later_scene):
    s, two, three = behind_enemy_lines(later_scene)
    game = s.game(at="challenge")
    assert game.current_decision().kind is not DecisionKind.UNIQUENESS
    assert two in game.state.play and three in game.state.play
    # on the other Problem it allows nothing at Bob's: one of the two is dismissed (516.4)
    s, two, three = behind_enemy_lines(later_scene, at=A_PROBLEM)
    game = s.board.game(at="challenge", stop=False)
    assert game.current_decision().kind is DecisionKind.UNIQUENESS


def test_DE109_each_troublemaker_here_joins_a_challenge(later_scene):
    s, two, three = behind_enemy_lines(later_scene)
    game = later_scene.settle(challenge(s, two, ("orange-1",), ("orange-1",)))
    text = trace_text(game)
    assert f"Timberwolf, Three #{three} becomes involved in the faceoff" in text
    # Alice: Orange 3 + flipped 1 = 4 against Timberwolf 2 + Timberwolf 3 + flipped 1 = 6
    assert "Faceoff totals: Alice 4" in text and "Bob 6" in text
    assert "Bob wins the faceoff" in text
    assert two in game.state.play and three in game.state.play
