"""The last manual cards of the "start" family: extra turns (ST1), "at the start of the game"
(FF128, LL135), "characters with different power" (LL1), an opponent's Ready step readying one
character (FF16), a Resource forbidding deck searches and discard-pile departures (FF113) and
+X power read from a discarded card (FF2). One scenario per card, position -> choices ->
result; read each test beside the card's printed text."""

from __future__ import annotations

import random
from dataclasses import replace

from script_scenes import challenge, play, strong_at, until

from engine import DeckList, Game, Zone
from engine.cards import Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseArea,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    ChooseStartingProblem,
    DecisionKind,
    Decline,
    MoveCharacter,
    Mulligan,
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
    trace_text,
)
from engine.selfplay import random_deck
from engine.trace import RULE_CHANGE, of_kind
from engine.vanilla import vanilla_pool


def turns(game, n: int) -> list[int]:  # type: ignore[no-untyped-def]
    """The players of the next ``n`` turns to begin, played through with no action."""
    seen = []
    for _ in range(n):
        now = game.state.turn
        game = until(game, lambda g, now=now: g.state.turn > now, passes=400)
        seen.append(game.state.turn_player)
    return seen


# --- Sands of Time -----------------------------------------------------------------------------
def hooves_wins_a_faceoff(later_scene, time_counters: int):  # type: ignore[no-untyped-def]
    """Alice, with Dr. Hooves, Time Walker (ST1) holding ``time_counters`` Time counters,
    challenges a 2-power Troublemaker with a 3-power Friend and wins: the game and ST1's id."""
    s = later_scene(mane=("ST1", MANE))
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", time_counters),))
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    return challenge(s, tm, ("orange-3",), ("orange-1",)), hooves


def test_ST1_the_fifth_time_counter_turns_it_over_and_gives_an_extra_turn(later_scene):
    game, hooves = hooves_wins_a_faceoff(later_scene, time_counters=4)
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[hooves].counter("Time") == 0  # removed (519.3)
    assert game.state.cards[hooves].boosted  # turned over (301.2)
    # turn 3 is hers: the extra turn, then Bob's and hers again (616.4)
    assert turns(game, 3) == [ALICE, BOB, ALICE]


def test_ST1_the_extra_turn_is_named_in_the_trace(later_scene):
    game, _ = hooves_wins_a_faceoff(later_scene, time_counters=4)
    game = until(game, lambda g: g.state.turn > 3, passes=400)
    lines = [line for step in game.traces for line in of_kind(step, RULE_CHANGE)]
    assert any("Alice takes an extra turn (Dr. Hooves" in x and "616.4" in x for x in lines)


def test_ST1_fewer_than_five_counters_no_extra_turn(later_scene):
    game, hooves = hooves_wins_a_faceoff(later_scene, time_counters=2)
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[hooves].counter("Time") == 3
    assert not game.state.cards[hooves].boosted
    assert turns(game, 2) == [BOB, ALICE]


def test_ST1_a_lost_faceoff_puts_no_counter(later_scene):
    s = later_scene(mane=("ST1", MANE))
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", 4),))
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    game = challenge(s, tm, ("orange-1",), ("orange-3",))  # 2 against 2 + 3: Bob wins
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[hooves].counter("Time") == 4
    assert turns(game, 1) == [BOB]


def test_ST1_won_in_an_opponents_turn_that_turn_is_followed_by_two_of_hers(later_scene):
    # Bob's turn 3: both meet "easy" at Alice's Problem, a Problem faceoff Alice wins (612.2)
    s = later_scene(mane=("ST1", Mane(MANE)), turn_player=BOB)
    hooves = s.board.mane[ALICE]
    s.board.table.update(hooves, counters=(("Time", 4),))
    strong_at(s, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.deck(ALICE, *["orange-3"] * 8)
    s.deck(BOB, *["orange-1"] * 8)
    game = s.game(at="score")  # played through to Alice's first decision, in turn 4
    assert game.state.cards[hooves].boosted
    assert (game.state.turn, game.state.turn_player) == (4, ALICE)
    assert turns(game, 2) == [ALICE, BOB]  # turn 5 is hers too, then Bob's (616.4)


# --- "At the start of the game" (102.5) ----------------------------------------------------
def new_game(pool, alice_mane: str = "", alice_problem: str = "") -> Game:  # type: ignore[no-untyped-def]
    """A game from its start on vanilla decks; Alice's Mane and first Problem (her Starting
    Problem, chosen) as given; both players keep their hands."""
    rng = random.Random(5)
    decks: list[DeckList] = [random_deck(vanilla_pool(), rng, n) for n in ("Alice", "Bob")]
    if alice_mane:
        decks[0] = replace(decks[0], mane=alice_mane)
    if alice_problem:
        decks[0] = replace(decks[0], problems=(alice_problem, *decks[0].problems[1:]))
    game = Game.new(pool, decks, seed=3)
    for p in (ALICE, BOB):
        options = [c for c in game.legal_choices() if isinstance(c, ChooseStartingProblem)]
        wanted = (
            [c for c in options if game.state.cards[c.card].card_id == alice_problem]
            if p == ALICE
            else []
        )
        game.apply((wanted or options)[0])
    for _ in range(2):
        d = game.current_decision()
        game.apply(Mulligan(d.player, False))
    return game


def test_FF128_may_draw_a_card_at_the_start_of_the_game(later_pool):
    game = new_game(later_pool, alice_problem="FF128")
    d = game.current_decision()
    assert d.kind is DecisionKind.OPTIONAL and d.player == ALICE and game.state.turn == 0
    assert "The game starts (102.5)" in "\n".join(game.traces[-1])
    game.apply(Accept(ALICE))
    assert len(game.state.players[ALICE].hand) == 7  # before the first turn (102.5)
    assert len(game.state.players[BOB].hand) == 6
    assert game.state.turn == 1


def test_FF128_declined_draws_nothing_and_other_games_have_no_start_step(later_pool):
    game = new_game(later_pool, alice_problem="FF128")
    game.apply(Decline(ALICE))
    assert len(game.state.players[ALICE].hand) == 6 and game.state.turn == 1
    plain = new_game(later_pool)  # no "at the start of the game" card: no step, no question
    assert plain.state.turn == 1
    assert "The game starts (102.5)" not in "\n".join(x for t in plain.traces for x in t)


def test_LL135_chooses_its_colour_at_the_start_of_the_game(later_pool):
    game = new_game(later_pool, alice_mane="LL135")
    d = game.current_decision()
    assert d.kind is DecisionKind.TARGET and d.player == ALICE and game.state.turn == 0
    game.apply(ChooseColour(ALICE, Colour.PINK))
    six = next(c for c in game.state.in_play() if c.card_id == "LL135")
    assert game._table.view().colours(six.iid) == (Colour.PINK,)
    assert game.state.turn == 1


def test_LL135_turning_over_costs_one_less_for_each_colour_among_characters(later_scene):
    s = later_scene(mane=("LL135", "LL135"))  # Bob's Student Six chose no colour: none
    six = s.board.mane[ALICE]
    s.board.table.update(six, chosen=(Colour.PINK.value,))
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-2", BOB, B_HOME)  # orange again: one colour
    s.put("blue-2", BOB, B_PROBLEM)  # an opponent's character counts too
    s.put("resource-1", ALICE, A_HOME)  # not a character
    game = s.game(tokens=(3, 0))  # 6 - 3: pink (this card's own), orange, blue
    turn_over = ActivateAbility(ALICE, six, 2)  # after the trigger and the colour
    assert turn_over in game.legal_choices(), game.why_not(turn_over)
    game.apply(turn_over)
    game = later_scene.settle(game)
    assert game.state.cards[six].boosted
    assert game.state.players[ALICE].tokens == 0


def test_LL135_without_colours_around_it_costs_six(later_scene):
    s = later_scene(mane=("LL135", "LL135"))
    six = s.board.mane[ALICE]
    game = s.game(tokens=(5, 0))
    turn_over = ActivateAbility(ALICE, six, 2)
    assert turn_over not in game.legal_choices()  # 6: no colour among characters in play
    game = s.game(tokens=(6, 0))
    assert turn_over in game.legal_choices()


# --- Friends Forever -----------------------------------------------------------------------
def ready_step(later_scene, fume: bool):  # type: ignore[no-untyped-def]
    """Bob's turn starts with his Mane, two Friends and a Resource exhausted; Alice has Fume
    in play (or not)."""
    s = later_scene(turn_player=BOB, mane=(MANE, Mane(MANE, exhausted=True)))
    if fume:
        s.put("FF16", ALICE, A_HOME)
    friends = [s.put(x, BOB, B_HOME, exhausted=True) for x in ("orange-1", "orange-2")]
    resource = s.put("resource-1", BOB, B_HOME, exhausted=True)
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    return s, friends, resource


def test_FF16_opponents_ready_only_one_character_in_their_ready_step(later_scene):
    s, (one, two), resource = ready_step(later_scene, fume=True)
    game = s.game(at="start")
    d = game.current_decision()
    assert d.kind is DecisionKind.TARGET and d.player == BOB and "(603.1, 104.2)" in d.prompt
    options = {c.card for c in game.legal_choices()}
    assert options == {s.board.mane[BOB], one, two}  # characters only
    game.apply(next(c for c in game.legal_choices() if c.card == two))
    cards = game.state.cards
    assert not cards[two].exhausted
    assert cards[one].exhausted and cards[s.board.mane[BOB]].exhausted
    assert not cards[resource].exhausted  # not a character: readies as usual (603.1)


def test_FF16_without_it_everything_readies_and_its_controller_is_not_limited(later_scene):
    s, (one, two), resource = ready_step(later_scene, fume=False)
    game = s.game(at="start")
    assert not any(game.state.cards[i].exhausted for i in (one, two, resource))
    # Alice's own Ready step, with her Fume: all of hers ready (only opponents are limited)
    s = later_scene(mane=(Mane(MANE, exhausted=True), MANE))
    fume = s.put("FF16", ALICE, A_HOME, exhausted=True)
    mine = s.put("orange-1", ALICE, A_HOME, exhausted=True)
    s.deck(ALICE, *["orange-1"] * 4)
    game = s.game(at="start")
    assert not any(game.state.cards[i].exhausted for i in (fume, mine, s.board.mane[ALICE]))


def test_FF16_exhausts_an_opposing_character_for_each_of_your_dragons(later_scene):
    s = later_scene()
    s.put("FF18", ALICE, A_HOME)  # Maar, a Dragon: with Fume, two Dragons
    (fume,) = s.hand(ALICE, "FF16")
    theirs = [s.put(x, BOB, B_PROBLEM) for x in ("orange-1", "orange-2", "blue-2")]
    game = play(later_scene, s.game(), fume, A_HOME)
    exhausted = [i for i in (*theirs, s.board.mane[BOB]) if game.state.cards[i].exhausted]
    assert len(exhausted) == 2


# --- Leaders and Legends -------------------------------------------------------------------
def test_LL1_turns_over_with_three_characters_of_different_power(later_scene):
    s = later_scene(mane=("LL1", MANE))
    dash = s.board.mane[ALICE]  # power 1
    s.put("orange-2", ALICE, A_HOME)
    s.put("orange-3", ALICE, A_PROBLEM)
    game = s.game()
    turn_over = ActivateAbility(ALICE, dash, 0)
    assert turn_over in game.legal_choices(), game.why_not(turn_over)
    game.apply(turn_over)
    game = later_scene.settle(game)
    assert game.state.cards[dash].boosted


def test_LL1_two_characters_with_the_same_power_count_once(later_scene):
    s = later_scene(mane=("LL1", MANE))
    dash = s.board.mane[ALICE]  # power 1, as Orange 1
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-2", ALICE, A_HOME)
    s.put("orange-3", BOB, B_HOME)  # not hers
    game = s.game()
    turn_over = ActivateAbility(ALICE, dash, 0)
    assert turn_over not in game.legal_choices()


def test_LL1_boosted_moves_another_character_with_one_less_power_along(later_scene):
    s = later_scene(mane=(Mane("LL1", boosted=True), MANE))
    three = s.put("orange-3", ALICE, A_HOME)
    two = s.put("orange-2", ALICE, A_HOME)
    one = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    game.apply(MoveCharacter(ALICE, three, B_PROBLEM))
    d = game.current_decision()
    assert d.kind is DecisionKind.TARGET and "Rainbow Dash" in d.prompt
    options = game.legal_choices()
    assert any(isinstance(c, Decline) for c in options)  # "you may"
    # only Orange 2 has 1 less power than Orange 3 (her Mane, 3 power Boosted, does not)
    assert {c.card for c in options if isinstance(c, ChooseCard)} == {two}
    game.apply(next(c for c in options if isinstance(c, ChooseCard)))
    game = later_scene.settle(game)
    cards = game.state.cards
    assert cards[two].area == B_PROBLEM and cards[three].area == B_PROBLEM
    assert cards[one].area == A_HOME
    # the second move this turn: no trigger (once each turn), though Orange 1 would fit
    game.apply(MoveCharacter(ALICE, two, A_PROBLEM))
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.state.cards[one].area == A_HOME


def test_FF2_boosted_exhausts_to_add_the_discarded_cards_power_for_the_faceoff(later_scene):
    s = later_scene(mane=(Mane("FF2", boosted=True), MANE))
    smolder = s.board.mane[ALICE]
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    strong, _ = s.hand(BOB, "orange-3", "orange-1")
    game = challenge(s, tm, ("orange-1",) * 4, ("orange-1",) * 4)
    d = game.current_decision()
    assert d.kind is DecisionKind.OPTIONAL and d.player == ALICE  # "you may exhaust"
    game.apply(Accept(ALICE))
    d = game.current_decision()
    assert d.player == BOB and "discard" in d.prompt  # the opponent chooses (410.3)
    game.apply(ChooseCard(BOB, strong))
    assert game.state.cards[smolder].exhausted
    game = until(game, lambda g: g.state.faceoff is None)
    (totals,) = [x for x in trace_text(game).splitlines() if x.startswith("Faceoff totals")]
    # Orange 3's printed power (507.4) on Orange 1: 1 + 3, and the flipped Orange 1
    assert totals.startswith("Faceoff totals: Alice 5 (Orange 1 #5 4 +")
    assert game.power(mine) == 1  # it ended with the faceoff (514.6)


def test_FF2_boosted_with_an_empty_hand_adds_nothing(later_scene):
    s = later_scene(mane=(Mane("FF2", boosted=True), MANE))
    smolder = s.board.mane[ALICE]
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",) * 4, ("orange-1",) * 4)
    game.apply(Accept(ALICE))
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[smolder].exhausted  # paid, but they did not discard (508.1c)
    (totals,) = [x for x in trace_text(game).splitlines() if x.startswith("Faceoff totals")]
    assert totals.startswith("Faceoff totals: Alice 2 (Orange 1 #5 1 +")


def test_LL135_boosted_a_friendship_counter_at_the_first_confront_each_turn(later_scene):
    s = later_scene(mane=(Mane("LL135", boosted=True), MANE))
    six = s.board.mane[ALICE]
    strong_at(s, A_PROBLEM)  # Alice confronts both Problems: one counter
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points >= 2
    assert game.state.cards[six].counter("Friendship") == 1


def test_LL135_boosted_removes_counters_to_play_a_friend_of_that_cost_free(later_scene):
    s = later_scene(mane=(Mane("LL135", boosted=True), MANE))
    six = s.board.mane[ALICE]
    s.board.table.update(six, counters=(("Friendship", 3),))
    two, three = s.hand(ALICE, "orange-2", "orange-3")
    game = s.game(tokens=(4, 0))
    (activate_it,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == six
    ]
    assert activate_it in game.legal_choices(), game.why_not(activate_it)
    game.apply(activate_it)
    d = game.current_decision()
    assert {c.option for c in game.legal_choices()} == {"0", "1", "2", "3"}
    game.apply(ChooseOption(ALICE, "2"))
    # only the Friend with cost 2 may be played (204.1)
    assert {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)} == {two}
    game.apply(ChooseCard(ALICE, two))
    game = later_scene.settle(game)
    if game.current_decision().kind is DecisionKind.TARGET:  # where to play it (302.1)
        game.apply(ChooseArea(ALICE, A_HOME))
        game = later_scene.settle(game)
    assert d.player == ALICE
    cards = game.state.cards
    assert cards[six].counter("Friendship") == 1 and cards[six].exhausted
    assert game.state.players[ALICE].tokens == 4  # for free
    played = [c for c in game.state.in_play() if c.card_id == "orange-2"]
    assert played and three in game.state.players[ALICE].hand


def test_FF113_no_one_looks_at_cards_in_decks(later_scene):
    s = later_scene()
    s.put("FF113", BOB, B_HOME)  # every player's rule (104.2), whoever controls it
    (event,) = s.hand(ALICE, "PR109")  # "look at the top 3 cards of your deck"
    s.deck(ALICE, "orange-1", "orange-2", "orange-3", "blue-2")
    before = list(s.board.state.players[ALICE].deck)
    game = play(later_scene, s.game(), event)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # nothing to arrange
    assert game.state.players[ALICE].deck == before
    refusals = [x for step in game.traces for x in step if "can't search decks" in x]
    assert refusals and "Somnambula's Blindfold #" in refusals[0] and "104.2" in refusals[0]


def test_FF113_no_deck_search_and_no_shuffle(later_scene):
    def search(blindfold: bool):  # type: ignore[no-untyped-def]
        s = later_scene()
        if blindfold:
            s.put("FF113", ALICE, A_HOME)
        (angel,) = s.hand(ALICE, "CN89")  # "search your deck for up to 2 Critter Friends"
        s.deck(ALICE, *["orange-1"] * 3, "PR81")  # Blue Jay, a Critter Friend, at the bottom
        before = list(s.board.state.players[ALICE].deck)
        return play(later_scene, s.game(), angel, A_HOME), before

    game, _ = search(blindfold=False)
    assert len(game.state.players[ALICE].hand) == 1  # found without the Blindfold
    game, before = search(blindfold=True)
    assert game.state.players[ALICE].deck == before  # not searched, not shuffled (518.2)
    assert game.state.players[ALICE].hand == []


def test_FF113_cards_cant_leave_discard_piles(later_scene):
    s = later_scene()
    s.put("V-WH-F330", ALICE, A_HOME)  # Cloud Crafter's requirement: 2 White (205.1)
    (foggy,) = s.board.add(Zone.DISCARD, ALICE, "CN71")  # "play this card from your discard"
    game = s.game(tokens=(3, 0))
    assert PlayCard(ALICE, foggy, A_HOME) in game.legal_choices()  # without the Blindfold
    s.put("FF113", BOB, B_HOME)
    game = s.game(tokens=(3, 0))
    assert PlayCard(ALICE, foggy, A_HOME) not in game.legal_choices()
    assert "cards can't leave discard piles (104.2)" in game.why_not(PlayCard(ALICE, foggy, A_HOME))


def test_FF113_an_instruction_cant_take_a_card_from_a_discard_pile(later_scene):
    def search(blindfold: bool):  # type: ignore[no-untyped-def]
        s = later_scene()
        if blindfold:
            s.put("FF113", BOB, B_HOME)
        rarity = s.put("PR70", ALICE, A_HOME)  # "search your discard pile for a Friend"
        s.board.add(Zone.DISCARD, ALICE, "orange-2")
        game = s.game(tokens=(3, 0))
        (use,) = [
            c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == rarity
        ]
        game.apply(use)
        return later_scene.settle(game)

    assert len(search(blindfold=False).state.players[ALICE].hand) == 1
    game = search(blindfold=True)
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].discard] == ["orange-2"]
    assert game.state.players[ALICE].hand == []


def test_FF113_twilighting_looks_at_no_card_of_the_deck(later_scene):
    # LL103 looks at the top three cards (402.3): under the Blindfold it does nothing (104.2)
    s = later_scene()
    s.put("FF113", BOB, B_HOME)
    (event,) = s.hand(ALICE, "LL103")
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    before = list(s.board.state.players[ALICE].deck)
    game = play(later_scene, s.game(), event)
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert game.state.players[ALICE].deck == before
    assert game.state.players[ALICE].hand == []
