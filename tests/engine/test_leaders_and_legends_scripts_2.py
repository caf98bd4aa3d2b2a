"""Leaders and Legends scripts, LL73-LL145: one scenario per card, position -> choices ->
result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    PassPriorityFor,
    challenge,
    in_play,
    play,
    strong_at,
    until,
    when_offered,
    with_problem,
)

from engine import Zone
from engine.cards import Colour
from engine.choices import (
    ActivateAbility,
    Challenge,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    DecisionKind,
    Decline,
    MoveCharacter,
    NameCard,
    PassPriority,
    PlayCard,
)
from engine.flow import contributing, hand_size
from engine.priority import may_act_outside_main
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, MANE, ids, trace_text
from engine.state import POWER_COUNTER
from engine.tokens import is_token


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


def tokens(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if is_token(c.card_id) and c.controller == player]


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


def printed(game, card_id: str) -> int:  # type: ignore[no-untyped-def]
    return game._table.pool[card_id].power


# --- Friends ------------------------------------------------------------------------------------
def test_LL74_reveals_five_keeps_an_event_and_bottoms_the_rest(later_scene):
    s = later_scene()
    (sunburst,) = s.hand(ALICE, "LL74")
    s.deck(ALICE, "orange-1", "event-main", "orange-2", "pink-2", "blue-2", "pink-3")
    game = play(later_scene, s.game(), sunburst, A_HOME)
    hand = [game.state.cards[i].card_id for i in game.state.players[ALICE].hand]
    assert hand == ["event-main"]
    deck = ids(game, Zone.DRAW_DECK, ALICE)
    assert deck[0] == "pink-3"  # the sixth card was not revealed: now on top
    assert sorted(deck[1:]) == ["blue-2", "orange-1", "orange-2", "pink-2"]


def test_LL75_is_eccentric_by_the_events_in_your_discard_pile(later_scene):
    s = later_scene()
    sunset = s.put("LL75", ALICE, A_PROBLEM)
    game = s.game()
    assert not keyword(game, sunset, "Eccentric")  # no Event there: none
    s = later_scene()
    sunset = s.put("LL75", ALICE, A_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "event-main", "event-faceoff", "orange-1")
    s.board.add(Zone.DISCARD, BOB, "event-main")  # not hers
    game = s.game()
    assert keyword(game, sunset, "Eccentric") == 2


def test_LL76_named_friends_cant_be_played(later_scene):
    s = later_scene()
    (aurora,) = s.hand(ALICE, "LL76")
    (orange,) = s.hand(BOB, "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, aurora, A_HOME))
    assert game.current_decision().kind is DecisionKind.TARGET
    game.apply(NameCard(ALICE, "Orange 2"))
    game = later_scene.settle(game)
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    assert game.why_not(PlayCard(BOB, orange, B_HOME)) is not None


def test_LL77_banishes_a_dismissed_opposing_friend_by_exhausting(later_scene):
    s = later_scene()
    cadance = s.put("LL77", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (dismissal,) = s.hand(ALICE, "LL89")  # Creepy Crawlies: dismiss a Friend or Resource
    game = s.game()
    game = play(later_scene, game, dismissal, prefer=[theirs])
    assert game.state.cards[cadance].exhausted
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    assert "orange-2" not in ids(game, Zone.DISCARD, BOB)


def test_LL82_adds_nothing_to_faceoffs_in_its_controllers_turn(later_scene):
    s = later_scene()
    s.put("LL82", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    game = later_scene.settle(game)
    (totals,) = [line for line in trace_text(game).splitlines() if "Faceoff totals" in line]
    assert totals.startswith("Faceoff totals: Alice 2 (Orange 1 #") and "Celestia" not in totals
    assert tm in game.state.play and game.state.players[ALICE].points == 0


def test_LL82_cant_contribute_to_confronting_only_in_the_opponents_turn(later_scene):
    s = later_scene()
    pair = s.put("LL82", BOB, A_PROBLEM)  # Bob's card, in Alice's turn
    game = s.game()
    assert pair not in contributing(game._table, BOB, A_PROBLEM)
    s = later_scene()
    pair = s.put("LL82", ALICE, A_PROBLEM)
    game = s.game()
    assert pair in contributing(game._table, ALICE, A_PROBLEM)  # its controller's own turn


def test_LL83_is_the_chosen_colour_and_weaker_for_each_colour_you_control(later_scene):
    s = later_scene()
    (patagium,) = s.hand(ALICE, "LL83")
    s.put("blue-2", ALICE, B_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, patagium, A_PROBLEM))
    game.apply(ChooseColour(ALICE, Colour.PINK))
    game = later_scene.settle(game)
    patagium = in_play(game, "LL83").iid
    assert game.colours(patagium) == (Colour.PINK,)
    mine = [x.iid for x in game.state.in_play() if x.controller == ALICE]
    colours = {c for x in mine for c in game.colours(x)}
    assert len(colours) >= 3  # pink, blue and the Mane's
    assert game.power(patagium) == printed(game, "LL83") - len(colours)


# --- Events -------------------------------------------------------------------------------------
def test_LL89_dismisses_and_its_controller_may_take_critters_for_its_cost(later_scene):
    s = later_scene()
    theirs = s.put("orange-3", BOB, B_PROBLEM)  # cost 3
    (crawlies,) = s.hand(ALICE, "LL89")
    game = play(later_scene, s.game(), crawlies, prefer=[theirs])
    assert ids(game, Zone.DISCARD, BOB) == ["orange-3"]
    critters = tokens(game, BOB)
    assert len(critters) == 3 and not tokens(game, ALICE)
    assert all(game.power(c.iid) == 1 and c.area == B_HOME for c in critters)
    assert all(game.colours(c.iid) == (Colour.YELLOW,) for c in critters)


def test_LL92_moves_now_and_may_move_again_at_the_end_of_the_turn(later_scene):
    s = later_scene()
    flyer = s.put("orange-1", ALICE, A_HOME)
    (flying,) = s.hand(ALICE, "LL92")
    game = s.game()
    game.apply(PlayCard(ALICE, flying))
    game = later_scene.settle(game, prefer=[flyer, B_PROBLEM])
    assert game.state.cards[flyer].area == B_PROBLEM
    game = until(game, lambda g: g.state.phase == "End", prefer=[flyer])
    game = until(
        game,
        lambda g: g.state.cards[flyer].area != B_PROBLEM or g.state.turn_player == BOB,
        prefer=[flyer],
    )
    assert game.state.cards[flyer].area != B_PROBLEM  # moved again as the turn ended (615.1)


def test_LL93_adds_an_exhausted_opposing_characters_power(later_scene):
    s = later_scene()
    s.put("orange-3", BOB, B_PROBLEM, exhausted=True)
    s.put("pink-2", BOB, B_PROBLEM)  # ready: not a choice
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    (tracks,) = s.hand(ALICE, "LL93")
    game = s.game()
    game.apply(PlayCard(ALICE, tracks))
    # the only exhausted opposing character is taken with no question (705.2f)
    assert "add the power to" in game.current_decision().prompt
    game.apply(ChooseCard(ALICE, mine))
    game = later_scene.settle(game)
    assert game.power(mine) == 1 + 3  # Orange 3's power, not Pink 2's


def test_LL96_offers_three_modes_and_makes_opponents_flip_fewer(later_scene):
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    s.deck(ALICE, "pink-2", "orange-1")
    (song,) = s.hand(ALICE, "LL96")
    game = s.game()
    game.apply(PlayCard(ALICE, song))
    assert len(options(game)) == 3
    (fewer,) = [o for o in options(game) if o.startswith("opponents flip")]
    game.apply(ChooseOption(ALICE, fewer))
    game = later_scene.settle(game)
    effects = [e for e in game.state.effects if e.kind == "extra-flips"]
    assert [(e.player, e.amount) for e in effects] == [(BOB, -1)]


def test_LL96_puts_a_friend_from_the_discard_pile_into_play(later_scene):
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    (song,) = s.hand(ALICE, "LL96")
    game = s.game()
    game.apply(PlayCard(ALICE, song))
    (back,) = [o for o in options(game) if "discard pile" in o]
    game.apply(ChooseOption(ALICE, back))
    game = later_scene.settle(game)
    assert in_play(game, "orange-2").controller == ALICE
    assert "orange-2" not in ids(game, Zone.DISCARD, ALICE)


def test_LL97_cards_at_the_chosen_problem_lose_their_abilities_this_turn(later_scene):
    s = later_scene()
    eccentric = s.put("eccentric-1", BOB, B_PROBLEM)
    elsewhere = s.put("eccentric-1", BOB, A_PROBLEM)
    (stream,) = s.hand(ALICE, "LL97")
    game = s.game()
    assert keyword(game, eccentric, "Eccentric") == 2
    game.apply(PlayCard(ALICE, stream))
    problem = next(
        c.card
        for c in game.legal_choices()
        if isinstance(c, ChooseCard) and game.state.cards[c.card].area == B_PROBLEM
    )
    game.apply(ChooseCard(ALICE, problem))
    game = later_scene.settle(game)
    assert not keyword(game, eccentric, "Eccentric")
    assert keyword(game, elsewhere, "Eccentric") == 2  # another Problem


# --- Resources ----------------------------------------------------------------------------------
def test_LL106_gives_swift_and_power_when_the_friend_is_moved(later_scene):
    s = later_scene()
    host = s.put("orange-1", ALICE, A_HOME)
    s.put("LL106", ALICE, A_HOME, attached_to=host)
    other = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    assert keyword(game, host, "Swift") is not None
    assert keyword(game, other, "Swift") is None
    game.apply(MoveCharacter(ALICE, host, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 5 - 1  # Swift: 1 less (609.2b)
    assert game.power(host) == 2
    game.apply(MoveCharacter(ALICE, other, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(other) == 1  # not the attached Friend
    assert game.state.players[ALICE].tokens == 4 - 2  # no Swift


def test_LL114_tokens_as_it_enters_and_leaves_and_three_pegasi_dismiss_a_resource(later_scene):
    s = later_scene()
    (scooter,) = s.hand(ALICE, "LL114")
    charm = s.put("resource-1", BOB, B_HOME)
    game = play(later_scene, s.game(), scooter, A_HOME)
    pegasi = tokens(game)
    assert len(pegasi) == 3
    assert all(keyword(game, c.iid, "Swift") is not None for c in pegasi)
    assert all(game.colours(c.iid) == (Colour.BLUE,) for c in pegasi)
    scooter = in_play(game, "LL114").iid
    game.apply(ActivateAbility(ALICE, scooter, 2, using=tuple(c.iid for c in pegasi)))
    game = later_scene.settle(game, prefer=[charm, scooter])
    assert len(tokens(game)) == 0  # the three retired as the cost (508.1)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]


def test_LL114_three_more_tokens_as_it_leaves_play(later_scene):
    s = later_scene()
    scooter = s.put("LL114", ALICE, A_HOME)
    (crawlies,) = s.hand(ALICE, "LL89")  # Creepy Crawlies: dismiss a Friend or Resource
    game = play(later_scene, s.game(), crawlies, prefer=[scooter])
    assert "LL114" in ids(game, Zone.DISCARD, ALICE)
    pegasi = [c for c in tokens(game) if "Pegasus" in c.card_id]
    assert len(pegasi) == 3 and all(c.area == A_HOME for c in pegasi)


def test_LL117_pumps_yours_weakens_theirs_and_dismisses_the_zeroes_at_your_turns_end(later_scene):
    s = later_scene()
    s.put("LL117", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    weak = s.put("orange-1", BOB, B_PROBLEM)
    strong = s.put("orange-2", BOB, B_PROBLEM)
    game = s.game()
    assert game.power(mine) == 2 and game.power(weak) == 0 and game.power(strong) == 1
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert "orange-1" in ids(game, Zone.DISCARD, BOB)
    assert strong in game.state.play


def test_LL119_draws_when_its_mane_becomes_involved_in_a_faceoff(later_scene):
    s = later_scene()
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    s.put("LL119", ALICE, B_PROBLEM, attached_to=mane)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    hand = len(s.board.state.players[ALICE].hand)
    game = challenge(s, tm, alice_flips=("orange-1", "pink-2"), bob_flips=("orange-1",))
    game = later_scene.settle(game)
    assert "Wing Bling" in trace_text(game)
    assert len(game.state.players[ALICE].hand) == hand + 1


# --- Troublemakers ------------------------------------------------------------------------------
def test_LL121_moves_an_opposing_character_here_during_a_faceoff(later_scene):
    s = later_scene()
    cozy = s.put("LL121", BOB, A_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)
    away = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    choice = ActivateAbility(BOB, cozy, 0)
    game = until(game, lambda g: choice in g.legal_choices())
    game.apply(choice)
    game = later_scene.settle(game, prefer=[away])
    assert game.state.cards[away].area == A_PROBLEM
    assert game.state.cards[cozy].exhausted


def test_LL122_may_pay_two_to_frighten_an_involved_friend(later_scene):
    s = later_scene()
    cragadile = s.put("LL122", BOB, B_PROBLEM)
    fighter = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # not involved
    game = challenge(s, cragadile, alice_flips=("orange-1",), bob_flips=("orange-1",))
    game = later_scene.settle(game, prefer=[fighter])
    assert fighter not in game.state.play  # frightened: a new, face-down card (505.3)
    assert [c.card_id for c in game.state.in_play() if c.face_down and c.controller == ALICE] == [
        "orange-3"
    ]
    assert game.state.players[BOB].tokens == 10 - 2
    assert "Cragadile" in trace_text(game)


def test_LL123_puts_two_counters_on_another_troublemaker_here_when_dismissed(later_scene):
    s = later_scene()
    ophio = s.put("LL123", BOB, B_PROBLEM)
    other = s.put("tm-2", ALICE, B_PROBLEM)  # any player's
    s.put("tm-3", BOB, A_PROBLEM)  # not here
    strong_at(s, B_PROBLEM)
    # defeated: dismissed (514.5a)
    game = challenge(s, ophio, alice_flips=("orange-3",), bob_flips=("orange-1",))
    game = later_scene.settle(game, prefer=[other])
    assert "LL123" in ids(game, Zone.DISCARD, BOB)
    assert game.state.cards[other].counter(POWER_COUNTER) == 2
    assert game.power(other) == 2 + 2


def test_LL124_copies_the_opposing_keywords_here(later_scene):
    s = later_scene()
    six = s.put("LL124", BOB, B_PROBLEM)
    s.put("competitive-1", ALICE, B_PROBLEM)
    s.put("eccentric-1", ALICE, B_PROBLEM)
    s.put("eccentric-1", ALICE, B_PROBLEM)
    s.put("showy-1", ALICE, A_PROBLEM)  # not here
    s.put("diligent-1", BOB, B_PROBLEM)  # not opposing
    game = s.game()
    assert keyword(game, six, "Competitive") == 1
    assert keyword(game, six, "Eccentric") == 2
    assert keyword(game, six, "Showy") is None and keyword(game, six, "Diligent") is None


def test_LL126_may_pay_one_to_dismiss_an_opposing_resource_when_uncovered(later_scene):
    s = later_scene()
    s.put("LL126", BOB, A_PROBLEM, face_down=True)
    charm = s.put("resource-1", ALICE, A_HOME)
    s.put("resource-1", BOB, B_HOME)  # Bob's own: not a choice
    game = s.game(at="start", tokens=(0, 5))
    game = until(
        game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main", prefer=[charm]
    )
    assert charm not in game.state.play and "resource-1" in ids(game, Zone.DISCARD, ALICE)
    assert "resource-1" not in ids(game, Zone.DISCARD, BOB)


# --- Problems -----------------------------------------------------------------------------------
def test_LL128_pumps_the_unboosted_mane_and_taxes_opponents_of_a_boosted_one(later_scene):
    s = with_problem(later_scene, "LL128", owner=ALICE)
    game = s.game()
    mane = s.board.mane[ALICE]
    printed_mane = game._table.pool[game.state.cards[mane].card_id].power
    assert game.power(mane) == printed_mane + 1
    assert (
        game.power(s.board.mane[BOB])
        == game._table.pool[game.state.cards[s.board.mane[BOB]].card_id].power
    )
    assert game._table.view().confront_extra.get((A_PROBLEM, BOB), 0) == 0
    s = with_problem(later_scene, "LL128", owner=ALICE)
    s.board.table.update(s.board.mane[ALICE], boosted=True)
    s.board.table.update(s.board.mane[BOB], boosted=True)
    game = s.game()
    assert game._table.view().confront_extra[(A_PROBLEM, BOB)] == 2


def test_LL133_counts_confronts_and_copies_an_event_for_two_counters(later_scene):
    s = with_problem(later_scene, "LL133", owner=ALICE)
    problem = s.board.problem[ALICE]
    s.board.table.update(problem, counters=(("Ingredient", 2),))
    s.deck(ALICE, *["orange-1"] * 8)
    (plan,) = s.hand(ALICE, "PR114")  # Main Phase: Draw 3 cards.
    game = play(later_scene, s.game(), plan)
    assert len(game.state.players[ALICE].hand) == 3 + 3  # drew twice: copied (520.1)
    assert game.state.cards[problem].counter("Ingredient") == 0


# --- Sands of Time ------------------------------------------------------------------------------
def test_ST2_a_time_counter_the_first_time_a_player_scores_each_turn(later_scene):
    s = later_scene(mane=("ST2", MANE))
    twilight = s.board.mane[ALICE]
    s.board.table.update(twilight, counters=(("Time", 2),))
    strong_at(s, A_PROBLEM)  # Alice confronts her own "easy" and Bob's too: two points
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points >= 2  # scored more than once
    assert game.state.cards[twilight].counter("Time") == 3  # once in the turn (616.4)
    assert not game.state.cards[twilight].boosted


def test_ST2_turns_over_at_the_fifth_time_counter(later_scene):
    s = later_scene(mane=("ST2", MANE))
    twilight = s.board.mane[ALICE]
    s.board.table.update(twilight, counters=(("Time", 4),))
    strong_at(s, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points == 1
    assert game.state.cards[twilight].counter("Time") == 5
    assert game.state.cards[twilight].boosted  # turned over (301.2)


def test_ST2_boosted_puts_a_friend_from_the_hand_into_play_until_the_end_of_the_turn(
    later_scene,
):
    s = later_scene(mane=("ST2", MANE))
    twilight = s.board.mane[ALICE]
    s.board.table.update(twilight, boosted=True)
    (friend,) = s.board.add(Zone.HAND, ALICE, "orange-3")
    game = s.game(tokens=(5, 0))
    (boosted,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == twilight
    ]
    game.apply(boosted)
    game = later_scene.settle(game, prefer=[friend])
    assert in_play(game, "orange-3").area == A_HOME
    assert game.state.players[ALICE].tokens == 2
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert "orange-3" in ids(game, Zone.HAND, ALICE)


def test_LL125_any_player_may_pay_two_to_challenge_it_with_one_character_here(later_scene):
    s = later_scene()
    tree = s.put("LL125", BOB, B_PROBLEM)
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(tokens=(5, 5))
    (choice,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == tree
    ]
    assert choice.player == ALICE  # Bob's Troublemaker; Alice activates it
    game.apply(choice)
    game.apply(ChooseCard(ALICE, mine))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 5 - 2
    (totals,) = [line for line in trace_text(game).splitlines() if "Faceoff totals" in line]
    # Alice challenged with Orange 3 alone: not the Orange 2 there too (514.2a.i)
    assert totals.startswith("Faceoff totals: Alice 4 (Orange 3 #") and "Orange 2" not in totals
    assert "The Tree of Harmony" in totals


def test_LL134_needs_less_wild_power_for_each_card_type_in_your_discard_pile(later_scene):
    s = with_problem(later_scene, "LL134", owner=ALICE)
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "orange-2", "event-main", "resource-1")
    s.board.add(Zone.DISCARD, BOB, "tm-2")  # not hers
    game = s.game()
    assert game._table.view().confront_extra[(A_PROBLEM, ALICE)] == -3  # Friend, Event, Resource
    assert game._table.view().confront_extra.get((A_PROBLEM, BOB), 0) == 0  # only "you"
    # 4 orange and 4 wild needed: 5 orange meets them with the 3 wild taken off
    s = with_problem(later_scene, "LL134", owner=ALICE)
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "event-main", "resource-1")
    s.put("orange-3", ALICE, A_PROBLEM)
    s.put("orange-2", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points == 1


def test_LL132_searches_for_a_card_with_no_play_requirement_when_solved(later_scene):
    s = with_problem(later_scene, "LL132", owner=BOB)
    strong_at(s, B_PROBLEM)  # Alice meets 7 wild
    for _ in range(2):  # Bob meets his 4 orange and 4 wild: a Problem faceoff (612.2)
        s.put("V-OR-F540", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-3", "pink-2", "orange-3")
    game = s.game(at="score")
    for _ in range(80):
        d = game.current_decision()
        if d.kind is DecisionKind.TARGET and "search" in d.prompt:
            break
        game.apply(game.legal_choices()[0])
    assert d.player == BOB  # the Problem's controller as it last existed (712.2)
    found = {
        game.state.cards[c.card].card_id for c in game.legal_choices() if isinstance(c, ChooseCard)
    }
    assert "pink-2" in found and "orange-3" not in found  # Orange 3 needs 2 orange (205.1)


def test_LL130_its_controllers_hand_size_is_ten_for_the_rest_of_the_game_once_solved(
    later_scene,
):
    s = with_problem(later_scene, "LL130", owner=BOB)
    strong_at(s, B_PROBLEM)
    for card_id in ("V-PI-F330", "V-OR-F330"):  # Bob meets 2 pink and 4 wild too: a Problem
        s.put(card_id, BOB, B_PROBLEM)  # faceoff (612.2), which Alice wins
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB)
    assert "Bob's maximum hand size is 10 for the rest of the game" in trace_text(game)
    assert "LL130" in ids(game, Zone.PROBLEM_DECK, BOB)  # solved and replaced (613.2)
    assert hand_size(game._table, BOB) == 10 and hand_size(game._table, ALICE) == 8
    game = until(game, lambda g: g.state.turn_player == ALICE)
    assert hand_size(game._table, BOB) == 10  # turns later too


def test_LL91_two_more_power_in_faceoffs_this_turn_and_a_card(later_scene):
    s = later_scene()
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)  # both meet "easy": a Problem faceoff (612.2)
    (entrance,) = s.hand(ALICE, "LL91")
    s.deck(ALICE, "pink-2", "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = play(later_scene, s.game(), entrance)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]
    game = until(game, lambda g: g.state.turn_player == BOB)
    (totals,) = [line for line in trace_text(game).splitlines() if "Faceoff totals" in line]
    alice = totals.split("; Bob")[0]
    assert "Dramatic Entrance +2 (514.4a)" in alice


def test_LL129_you_need_two_less_to_confront_opposing_problems(later_scene):
    s = with_problem(later_scene, "LL129", owner=ALICE)
    s.board.table.update(s.board.problem[BOB], card_id="pink-wild")  # Alice needs 4 wild there
    s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    view = game._table.view()
    assert view.confront_extra[(B_PROBLEM, ALICE)] == -2
    assert view.confront_extra.get((A_PROBLEM, ALICE), 0) == 0  # her own Problem
    assert view.confront_extra.get((A_PROBLEM, BOB), 0) == 0  # only "you"
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points == 1  # 2 power met 4 wild less 2 (611.3)


def test_LL86_finds_up_to_three_critters_with_different_names(later_scene):
    s = later_scene()
    s.deck(ALICE, "critter-1", "orange-1", "critter-1", "PR82", "pink-2")
    (adoption,) = s.hand(ALICE, "LL86")
    game = s.game()
    game.apply(PlayCard(ALICE, adoption))

    def offered() -> set[str]:
        return {
            game.state.cards[c.card].card_id
            for c in game.legal_choices()
            if isinstance(c, ChooseCard)
        }

    assert offered() == {"critter-1", "PR82"}  # Critter Friends only
    first = next(
        c
        for c in game.legal_choices()
        if isinstance(c, ChooseCard)
        and c.card in game.state.cards
        and game.state.cards[c.card].card_id == "critter-1"
    )
    game.apply(first)
    assert offered() == {"PR82"}  # not a second Critter 1 (201.1)
    game = later_scene.settle(game)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["PR82", "critter-1"]
    assert ids(game, Zone.DRAW_DECK, ALICE).count("critter-1") == 1


def test_LL95_takes_an_opposing_friend_and_tops_its_owners_deck_after_your_score_phase(
    later_scene,
):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (fear,) = s.hand(ALICE, "LL95")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "pink-2", "pink-2")
    game = play(later_scene, s.game(), fear, prefer=[theirs])
    assert game.state.cards[theirs].controller == ALICE  # at a Problem: it stays there
    game = until(game, lambda g: g.state.turn_player == BOB)
    # still hers in her Score Phase: she confronted Bob's "easy" with it (611.3)
    assert game.state.players[ALICE].points == 1
    assert theirs not in game.state.play and "orange-2" not in ids(game, Zone.DISCARD, BOB)
    # on top of Bob's deck as her Score Phase ended, and drawn in his Draw step (605.1)
    assert "orange-2" in ids(game, Zone.HAND, BOB)
    assert "Hypnotized by Fear's delayed ability triggers" in trace_text(game)


def test_LL111_regains_control_of_a_friend_you_own(later_scene):
    s = later_scene()
    journal = s.put("LL111", ALICE, A_HOME)
    lent = s.put("orange-2", ALICE, B_HOME, controller=BOB)  # hers, Bob controls it
    s.put("orange-3", BOB, B_HOME)  # Bob's own: not a choice
    game = s.game()
    game.apply(ActivateAbility(ALICE, journal, 0))
    game = until(game, lambda g: g.current_decision().kind is not DecisionKind.PRIORITY)
    # the only Friend she owns and does not control: taken with no question (705.2f)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.state.cards[lent].controller == ALICE
    assert game.state.cards[lent].area == A_HOME  # to her home (513.2)
    assert game.state.cards[journal].exhausted


def test_LL142_main_phase_events_become_immediate_for_the_turn(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    rainboom, gifts = s.hand(ALICE, "LL142", "PR114")  # PR114: "Main Phase: Draw 3 cards."
    s.deck(ALICE, "orange-1", *["pink-2"] * 6)
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    game = until(
        game,
        lambda g: (
            g.current_decision().kind is DecisionKind.PRIORITY
            and g.current_decision().player == ALICE
        ),
    )
    assert "Main Phase" in (game.why_not(PlayCard(ALICE, gifts)) or "")
    game.apply(PlayCard(ALICE, rainboom))
    game = when_offered(game, PlayCard(ALICE, gifts))  # in the faceoff: not her Main Phase
    # the shortcut that closes windows with no action outside the Main Phase knows it too
    assert may_act_outside_main(game._table, ALICE)
    game = later_scene.settle(game)
    # offered in the next window, before the faceoff's flips: the top three cards are drawn
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["orange-1", "pink-2", "pink-2"]


def test_LL94_each_card_an_opponent_plays_this_turn_returns_one_from_your_discard_pile(
    later_scene,
):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (alert,) = s.hand(ALICE, "LL94")
    first, second = s.hand(BOB, "event-faceoff", "event-faceoff")
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "pink-2")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    game = when_offered(game, PlayCard(ALICE, alert))

    def until_played(card: int) -> None:  # passing, and taking what High Alert! offers
        for _ in range(40):
            choice = PlayCard(BOB, card)
            if choice in game.legal_choices():
                game.apply(choice)
                return
            d = game.current_decision()
            game.apply(
                PassPriority(d.player)
                if d.kind is DecisionKind.PRIORITY
                else next(c for c in game.legal_choices() if not isinstance(c, Decline))
            )
        raise AssertionError("Bob never could play it")

    for card in (first, second):
        until_played(card)
    assert "LL94" in ids(game, Zone.BANISHED, ALICE)  # banished, not discarded (406)
    game = later_scene.settle(game)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["orange-1", "pink-2"]  # one each time
    assert ids(game, Zone.DISCARD, ALICE) == []


def test_LL80_while_flipped_nobody_can_play_events(later_scene):
    def cheer_playable_in_the_faceoff(first_flip: str) -> bool:
        s = later_scene()
        s.put("orange-3", ALICE, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        (cheer,) = s.hand(ALICE, "event-faceoff")
        game = challenge(s, tm, alice_flips=(first_flip, "orange-1"), bob_flips=("orange-1",))
        while game.state.faceoff is not None:
            if ids(game, Zone.FLIP, ALICE) and PlayCard(ALICE, cheer) in game.legal_choices():
                return True
            game.apply(PassPriorityFor(game))
        return False

    assert cheer_playable_in_the_faceoff("orange-1")  # after the flips, as ever
    assert not cheer_playable_in_the_faceoff("LL80")  # Rain Shine flipped (701.3, 104.2)


def test_LL80_retires_itself_and_then_no_player_gains_action_tokens_this_turn(later_scene):
    s = later_scene()
    rain = s.put("LL80", ALICE, A_HOME)
    (bonus,) = s.hand(ALICE, "EO134")  # Main Phase: gain [5]
    game = s.game(tokens=(3, 0))
    game.apply(ActivateAbility(ALICE, rain, 1))  # its second paragraph (703)
    game = later_scene.settle(game)
    assert "LL80" in ids(game, Zone.DISCARD, ALICE)
    tokens_before = game.state.players[ALICE].tokens
    game = play(later_scene, game, bonus)
    assert game.state.players[ALICE].tokens == tokens_before - game._table.pool["EO134"].cost
    assert "gains no action tokens" in trace_text(game)
