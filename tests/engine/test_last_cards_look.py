"""The last manual cards about looking at and revealing cards, hands and discard piles (FF89,
LL103, LL85, LL102, FF136, CN46, FF122, FF134): one scenario per automated card, position ->
choices -> result."""

from __future__ import annotations

from script_scenes import PassPriorityFor, until

from engine import DecisionKind, Zone
from engine.abilities import cant_challenge
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseArea,
    ChooseCard,
    ChooseOption,
    Decline,
    NameCard,
    PlaceCard,
    PlayCard,
)
from engine.flow import troublemakers_not_preventing
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB
from engine.scripts.vocabulary import INTO_HAND_MODE, INTO_PLAY_MODE


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def asked(game):  # type: ignore[no-untyped-def]
    """Pass priority until an ability asks a player something (or the Main Phase returns)."""
    for _ in range(100):
        d = game.current_decision()
        if d is None or d.kind not in (DecisionKind.PRIORITY, DecisionKind.MANUAL):
            return game
        game.apply(PassPriorityFor(game))
    raise AssertionError("never asked")


def choose(game, choice):  # type: ignore[no-untyped-def]
    assert choice in game.legal_choices(), (choice, game.legal_choices())
    game.apply(choice)
    return asked(game)


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


def cards_offered(game) -> set[int]:  # type: ignore[no-untyped-def]
    return {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}


# --- LL85 A Better Way To Be Bad -------------------------------------------------------------


def test_LL85_banishes_a_card_chosen_from_the_opponents_hand(later_scene):
    s = later_scene()
    secret, other = s.hand(BOB, "orange-3", "orange-1")
    ev = s.hand(ALICE, "LL85")[0]
    game = s.game()
    game = choose(game, PlayCard(ALICE, ev))
    assert "look at an opponent's hand and banish a card from it" in options(game)
    game = choose(game, ChooseOption(ALICE, "look at an opponent's hand and banish a card from it"))
    assert cards_offered(game) == {secret, other}
    assert ALICE in game.state.cards[secret].looked_at_by  # Alice has looked at it
    game = choose(game, ChooseCard(ALICE, secret))
    assert ids(game, Zone.BANISHED, BOB) == ["orange-3"]
    assert ids(game, Zone.HAND, BOB) == ["orange-1"]


def test_LL85_an_empty_hand_is_not_a_mode_and_two_friends_are_frightened(later_scene):
    s = later_scene()
    a = s.put("orange-3", BOB, B_HOME)
    b = s.put("orange-1", BOB, B_HOME)
    ev = s.hand(ALICE, "LL85")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    # Bob has no card in hand: that mode can't be chosen (705.2f); Alice's own hand is empty too
    assert options(game) == [
        "frighten up to two Friends",
        "name a card and shuffle those in your discard pile into your deck",
    ]
    game = choose(game, ChooseOption(ALICE, "frighten up to two Friends"))
    game = choose(game, ChooseCard(ALICE, a))
    game = choose(game, ChooseCard(ALICE, b))
    assert sorted(c.card_id for c in game.state.in_play() if c.frightened) == [
        "orange-1",
        "orange-3",
    ]


NAME_MODE = "name a card and shuffle those in your discard pile into your deck"


def test_LL85_named_cards_go_from_the_discard_pile_into_the_deck(later_scene):
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "orange-3", "orange-1", "orange-3")
    s.deck(ALICE, "orange-2", "orange-2")
    ev = s.hand(ALICE, "LL85")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    game = choose(game, ChooseOption(ALICE, NAME_MODE))
    game.apply(NameCard(ALICE, game._table.pool["orange-3"].name))
    game = asked(game)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["LL85", "orange-1"]
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-2"] * 2 + ["orange-3"] * 2


# --- LL102 Taken On Trust --------------------------------------------------------------------


def test_LL102_each_player_banishes_from_the_other_pile_then_takes_one_back(later_scene):
    s = later_scene()
    mine_a, mine_b = s.board.add(Zone.DISCARD, ALICE, "orange-3", "orange-1")
    theirs_a, theirs_b = s.board.add(Zone.DISCARD, BOB, "orange-2", "pink-3")
    ev = s.hand(ALICE, "LL102")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    # Alice (the Event's player) chooses first, from Bob's pile (801.1)
    assert game.current_decision().player == ALICE
    assert cards_offered(game) == {theirs_a, theirs_b}
    game = choose(game, ChooseCard(ALICE, theirs_a))
    # then Bob, from Alice's pile
    assert game.current_decision().player == BOB
    assert cards_offered(game) == {mine_a, mine_b}
    game = choose(game, ChooseCard(BOB, mine_b))
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-1"]
    # each player may take a card of their own pile back
    assert game.current_decision().player == ALICE
    assert cards_offered(game) == {mine_a}
    game = choose(game, ChooseCard(ALICE, mine_a))
    assert game.current_decision().player == BOB
    game = choose(game, Decline(BOB))
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert ids(game, Zone.HAND, BOB) == []
    assert ids(game, Zone.DISCARD, BOB) == ["pink-3"]
    assert ids(game, Zone.DISCARD, ALICE) == ["LL102"]


# --- LL103 Twilighting -----------------------------------------------------------------------


def test_LL103_one_card_to_the_hand_one_on_top_one_at_the_bottom(later_scene):
    s = later_scene()
    top, mid, low, deep = s.deck(ALICE, "orange-1", "orange-2", "orange-3", "pink-3")
    ev = s.hand(ALICE, "LL103")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    # Alice has looked at the top three cards, not at the fourth (402.3)
    assert all(ALICE in game.state.cards[i].looked_at_by for i in (top, mid, low))
    assert ALICE not in game.state.cards[deep].looked_at_by
    assert BOB not in game.state.cards[top].looked_at_by
    assert cards_offered(game) == {top, mid, low}
    game = choose(game, ChooseCard(ALICE, mid))  # into the hand
    assert cards_offered(game) == {top, low}
    game = choose(game, ChooseCard(ALICE, low))  # on top; the last one at the bottom
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3", "pink-3", "orange-1"]


def test_LL103_with_two_cards_left_the_bottom_gets_none(later_scene):
    s = later_scene()
    s.deck(ALICE, "orange-1", "orange-2")
    ev = s.hand(ALICE, "LL103")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    game = choose(game, ChooseCard(ALICE, game.state.players[ALICE].deck[1]))
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


# --- FF89 Gemstone Feast ---------------------------------------------------------------------


def test_FF89_reveals_one_more_card_per_dragon_and_puts_a_troublemaker_into_play(later_scene):
    s = later_scene()
    s.put("FF15", ALICE, A_HOME)  # a Dragon Friend
    tm, friend, other, unseen = s.deck(ALICE, "tm-2", "orange-1", "orange-3", "pink-3")
    ev = s.hand(ALICE, "FF89")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    # 1 + 1 Dragon: two cards revealed to every player (410.6)
    assert game.state.cards[tm].revealed and game.state.cards[friend].revealed
    assert not game.state.cards[other].revealed
    assert options(game) == [INTO_PLAY_MODE, INTO_HAND_MODE]
    game = choose(game, ChooseOption(ALICE, INTO_PLAY_MODE))
    # the one revealed Troublemaker needs no choice; its Problem does (306.1)
    assert {c.area for c in game.legal_choices() if isinstance(c, ChooseArea)} == {
        A_PROBLEM,
        B_PROBLEM,
    }
    game = choose(game, ChooseArea(ALICE, B_PROBLEM))
    placed = [c for c in game.state.in_play() if c.card_id == "tm-2"]
    assert len(placed) == 1 and placed[0].area == B_PROBLEM and not placed[0].face_down
    # the other revealed card goes on the top or at the bottom (402.3)
    assert PlaceCard(ALICE, friend, bottom=True) in game.legal_choices()
    game = choose(game, PlaceCard(ALICE, friend, bottom=True))
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3", "pink-3", "orange-1"]
    assert ids(game, Zone.HAND, ALICE) == []


def test_FF89_without_a_troublemaker_a_card_goes_into_the_hand(later_scene):
    s = later_scene()
    friend, other = s.deck(ALICE, "orange-1", "orange-3")
    ev = s.hand(ALICE, "FF89")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    # no Dragon: one card revealed, no mode to choose, it goes into the hand
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"]


def test_FF89_the_hand_mode_takes_any_revealed_card(later_scene):
    s = later_scene()
    s.put("FF15", ALICE, A_HOME)  # a Dragon Friend: two cards revealed
    tm, friend, other = s.deck(ALICE, "tm-2", "orange-1", "orange-3")
    ev = s.hand(ALICE, "FF89")[0]
    game = choose(s.game(), PlayCard(ALICE, ev))
    game = choose(game, ChooseOption(ALICE, INTO_HAND_MODE))
    assert cards_offered(game) == {tm, friend}
    game = choose(game, ChooseCard(ALICE, tm))
    game = choose(game, PlaceCard(ALICE, friend))  # back on top
    assert ids(game, Zone.HAND, ALICE) == ["tm-2"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "orange-3"]
    assert not [c for c in game.state.in_play() if c.card_id == "tm-2"]


# --- FF136 Mistmane, Pillar of Beauty --------------------------------------------------------


def test_FF136_each_player_may_take_a_card_back_and_she_scores_for_each(later_scene):
    s = later_scene()
    (mine,) = s.board.add(Zone.DISCARD, ALICE, "orange-3")
    (theirs,) = s.board.add(Zone.DISCARD, BOB, "pink-3")
    mistmane = s.hand(ALICE, "FF136")[0]
    game = choose(s.game(), PlayCard(ALICE, mistmane, A_HOME))
    assert game.current_decision().player == ALICE
    game = choose(game, ChooseCard(ALICE, mine))
    assert game.current_decision().player == BOB
    game = choose(game, ChooseCard(BOB, theirs))
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert ids(game, Zone.HAND, BOB) == ["pink-3"]
    assert [p.points for p in game.state.players] == [2, 0]


def test_FF136_a_declined_card_scores_nothing(later_scene):
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "orange-3")
    mistmane = s.hand(ALICE, "FF136")[0]
    game = choose(s.game(), PlayCard(ALICE, mistmane, A_HOME))
    game = choose(game, Decline(ALICE))  # Bob's pile is empty: nothing to ask him
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-3"]
    assert [p.points for p in game.state.players] == [0, 0]


def test_FF136_activated_from_the_discard_pile_mills_each_player_three(later_scene):
    s = later_scene()
    (mistmane,) = s.board.add(Zone.DISCARD, ALICE, "FF136")
    s.deck(ALICE, "orange-1", "orange-2", "orange-3", "pink-3")
    s.deck(BOB, "orange-1", "orange-2", "orange-3")
    game = s.game(tokens=(3, 0))
    use = [c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == mistmane]
    assert len(use) == 1
    game = asked(game)
    game.apply(use[0])
    game = asked(game)
    assert ids(game, Zone.HAND, ALICE) == ["FF136"]  # the cost: into the hand (508.1)
    assert game.state.players[ALICE].tokens == 1
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["pink-3"]
    assert ids(game, Zone.DRAW_DECK, BOB) == []
    assert sorted(ids(game, Zone.DISCARD, BOB)) == ["orange-1", "orange-2", "orange-3"]


def test_FF136_is_not_activated_in_play_nor_without_two_tokens(later_scene):
    s = later_scene()
    in_play = s.put("FF136", ALICE, A_HOME)
    (piled,) = s.board.add(Zone.DISCARD, ALICE, "FF136")
    for tokens, offered in ((3, {piled}), (1, set())):
        game = s.game(tokens=(tokens, 0))
        cards = {c.card for c in game.legal_choices() if isinstance(c, ActivateAbility)}
        assert cards & {in_play, piled} == offered  # 701.3: only from the discard pile


# --- FF134 Somnambula, Pillar of Hope ---------------------------------------------------------


def test_FF134_names_a_type_and_draws_when_the_opponent_draws_one(later_scene):
    s = later_scene()
    s.deck(ALICE, "pink-3", "orange-2", "orange-3")
    s.deck(BOB, "orange-1", "LL103", "blue-2", "pink-2")
    somnambula = s.hand(ALICE, "FF134")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, somnambula, A_HOME))
    game = asked(game)
    assert "name a card type" in game.current_decision().prompt
    game.apply(NameCard(ALICE, "Event"))
    game = asked(game)
    (card,) = [c for c in game.state.in_play() if c.card_id == "FF134"]
    assert card.chosen == ("Event",)
    before = len(game.state.players[ALICE].hand)
    game = until(game, lambda g: g.state.turn_player == BOB and ids(g, Zone.HAND, BOB))
    game = until(game, lambda g: len(g.state.players[BOB].hand) >= 2)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    drawn = ids(game, Zone.HAND, BOB)
    assert sorted(drawn) == ["LL103", "orange-1"]
    # one Event drawn: Alice drew one card by Somnambula; the Friend drew her nothing (the
    # other card Alice drew is her own draw of the turn's end, 605.1)
    lines = [str(x) for tr in game.traces for x in tr]
    by_her = [x for x in lines if x.startswith("Alice draws") and "705.2f" in x]
    assert len(by_her) == 1
    assert len(game.state.players[ALICE].hand) == before + 2
    # Bob plays with his hand revealed (410.6)
    assert all(game.state.cards[i].revealed for i in game.state.players[BOB].hand)


# --- FF122 Sphinx, Grinning Riddler -----------------------------------------------------------


def sphinx_guessed(later_scene, guess: str):  # type: ignore[no-untyped-def]
    """Alice's face-up Sphinx at Bob's Problem, a Friend in her hand; on to Bob's turn, where
    Bob guesses ``guess``."""
    s = later_scene()
    sphinx = s.put("FF122", ALICE, B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-1")
    s.deck(ALICE, "orange-2", "orange-3")
    s.deck(BOB, "orange-2", "orange-3")
    game = s.game()
    game = until(game, lambda g: "guess the card type" in g.current_decision().prompt)
    assert game.current_decision().player == BOB
    assert game.state.turn_player == BOB
    game = choose(game, ChooseOption(BOB, f"guess:{guess}"))
    assert game.state.cards[friend].revealed  # revealed to every player (410.6)
    return game, sphinx


def test_FF122_a_right_guess_lets_the_opponent_confront_and_not_challenge(later_scene):
    game, sphinx = sphinx_guessed(later_scene, "Friend")
    assert cant_challenge(game._table, game.state.cards[sphinx], BOB)
    assert sphinx in troublemakers_not_preventing(game._table, BOB)[1]
    assert sphinx not in troublemakers_not_preventing(game._table, ALICE)[1]
    assert game.power(sphinx) == game._table.pool["FF122"].power


def test_FF122_a_wrong_guess_doubles_its_power(later_scene):
    game, sphinx = sphinx_guessed(later_scene, "Event")
    printed = game._table.pool["FF122"].power
    assert game.power(sphinx) == 2 * printed
    assert cant_challenge(game._table, game.state.cards[sphinx], BOB) is None
    assert sphinx not in troublemakers_not_preventing(game._table, BOB)[1]


# --- CN46 Pinkie Pie, Element of Laughter -----------------------------------------------------


def test_CN46_reveals_until_as_many_friends_as_the_first_cards_printed_power(later_scene):
    s = later_scene()
    first, second, third, fourth = s.deck(ALICE, "pink-2", "LL103", "orange-1", "pink-3")
    s.deck(BOB, "orange-3", "orange-2")
    pinkie = s.hand(ALICE, "CN46")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, pinkie, A_HOME))
    game = asked(game)
    game = choose(game, Accept(ALICE))  # "you may reveal" (712.3)
    # printed power 2: the first card (a Friend) and on until a second Friend (410.6)
    assert all(game.state.cards[i].revealed for i in (first, second, third))
    assert not game.state.cards[fourth].revealed
    # only the revealed [Laughter] (pink) Friend may go into the hand
    assert cards_offered(game) == {first}
    game = choose(game, ChooseCard(ALICE, first))
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["LL103", "orange-1", "pink-3"]
    # the other revealed cards were shuffled in: new cards nobody has seen (410.6)
    assert not any(game.state.cards[i].revealed for i in game.state.players[ALICE].deck)
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]  # one Friend kept: Bob draws 1


def test_CN46_the_deck_running_out_ends_the_reveal_and_keeping_is_optional(later_scene):
    s = later_scene()
    cards = s.deck(ALICE, "LL103", "pink-2", "orange-1")  # an Event's printed power is 4
    s.deck(BOB, "orange-3")
    pinkie = s.hand(ALICE, "CN46")[0]
    game = s.game()
    game.apply(PlayCard(ALICE, pinkie, A_HOME))
    game = asked(game)
    game = choose(game, Accept(ALICE))
    assert all(game.state.cards[i].revealed for i in cards)  # 2 Friends of 4: all of them
    lines = [str(x) for tr in game.traces for x in tr]
    assert any("2 of 4 Friends" in x for x in lines)
    assert cards_offered(game) == {cards[1]}
    game = choose(game, Decline(ALICE))  # keeps none
    assert ids(game, Zone.HAND, ALICE) == []
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["LL103", "orange-1", "pink-2"]
    assert ids(game, Zone.HAND, BOB) == []  # no Friend kept: Bob draws none
