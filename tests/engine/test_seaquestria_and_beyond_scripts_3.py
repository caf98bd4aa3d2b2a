"""Seaquestria and Beyond card scripts automated after the first two passes (SB4, SB27, SB56,
SB92 ...), one scenario per automated card: position -> choices -> result. Each test names the
card by collector number; read it beside the card's text."""

from __future__ import annotations

from script_scenes import activate, play, until

from engine import DecisionKind, Zone
from engine.cards import Colour
from engine.choices import ActivateAbility, ChooseOption, EndMainPhase, MoveCharacter, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text
from engine.scripts.vocabulary import EACH_MODE


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def in_play(game, card_id: str):  # type: ignore[no-untyped-def]
    return next(c for c in game.state.in_play() if c.card_id == card_id)


def main_phase_of(scene, game, player: int):  # type: ignore[no-untyped-def]
    """Play on until ``player``'s next Main Phase (ending theirs first if it is theirs now)."""
    if game.state.turn_player == player:
        game.apply(EndMainPhase(player))
    game = until(scene.settle(game), lambda g: g.state.turn_player != player)
    return until(
        game,
        lambda g: (
            g.state.turn_player == player and g.current_decision().kind is DecisionKind.MAIN_PHASE
        ),
    )


# --- Mane Characters ----------------------------------------------------------------------------
def test_SB4_pays_two_to_search_a_troublemaker_into_play_and_turn_over(later_scene):
    s = later_scene(mane=("SB4", "V-OR-M"))
    tempest = s.board.mane[ALICE]
    s.deck(ALICE, "orange-1", "tm-2", "orange-2")
    game = s.game()
    before = game.state.players[ALICE].tokens
    game = activate(later_scene, game, tempest, prefer=[s.board.problem[BOB]])
    tm = in_play(game, "tm-2")
    assert not tm.face_down and tm.controller == ALICE and tm.area == B_PROBLEM
    assert game.state.players[ALICE].tokens == before - 2
    assert game.state.cards[tempest].boosted
    assert "tm-2" not in ids(game, Zone.DRAW_DECK, ALICE)
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-1", "orange-2"]


# --- Friends --------------------------------------------------------------------------------------
def test_SB92_cards_put_on_top_of_your_deck_give_one_critter_token(later_scene):
    s = later_scene()
    zoo = s.put("SB92", ALICE, A_HOME)
    (scope,) = s.hand(ALICE, "EO136")  # draw 4, put 3 from your hand on top of your deck
    s.deck(ALICE, *["orange-1"] * 6)
    game = s.game()
    game.apply(PlayCard(ALICE, scope, None))
    game = later_scene.settle(game)
    critters = [c for c in game.state.in_play() if c.card_id.startswith("token")]
    assert len(critters) == 1  # three cards put there together: one token (the card exhausts)
    (critter,) = critters
    assert game.power(critter.iid) == 1 and critter.area == A_HOME
    assert "Critter" in game._table.view().traits(critter.iid)
    assert game.state.cards[zoo].exhausted


def test_SB92_declined_or_exhausted_gives_nothing(later_scene):
    s = later_scene()
    s.put("SB92", ALICE, A_HOME, exhausted=True)
    (scope,) = s.hand(ALICE, "EO136")
    s.deck(ALICE, *["orange-1"] * 6)
    game = s.game()
    game.apply(PlayCard(ALICE, scope, None))
    game = later_scene.settle(game)
    assert not [c for c in game.state.in_play() if c.card_id.startswith("token")]


def test_SB27_an_opponents_move_to_a_problem_goes_to_the_other_problem(later_scene):
    s = later_scene()
    berry = s.put("SB27", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    s.deck(ALICE, *["orange-1"] * 6)
    s.deck(BOB, *["orange-1"] * 6)
    game = s.game()
    game = main_phase_of(later_scene, game, BOB)
    game.apply(MoveCharacter(BOB, foe, B_PROBLEM))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == ALICE
    game = later_scene.settle(game)
    assert game.state.cards[foe].area == A_PROBLEM
    assert game.state.cards[berry].exhausted
    assert "710.1" in trace_text(game)


def test_SB27_declined_or_exhausted_the_move_happens(later_scene):
    s = later_scene()
    s.put("SB27", ALICE, A_HOME, exhausted=True)
    foe = s.put("orange-1", BOB, B_HOME)
    mine = s.put("orange-2", ALICE, A_HOME)
    s.deck(ALICE, *["orange-1"] * 6)
    s.deck(BOB, *["orange-1"] * 6)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mine, B_PROBLEM))  # its controller's own move: not replaced
    game = later_scene.settle(game)
    assert game.state.cards[mine].area == B_PROBLEM
    game = main_phase_of(later_scene, game, BOB)
    game.apply(MoveCharacter(BOB, foe, B_PROBLEM))  # exhausted: the cost can't be paid
    game = later_scene.settle(game)
    assert game.state.cards[foe].area == B_PROBLEM


def test_SB56_retires_instead_of_another_friend_being_dismissed(later_scene):
    s = later_scene()
    brian = s.put("SB56", ALICE, A_HOME)
    friend = s.put("orange-2", ALICE, A_HOME)
    (tones,) = s.hand(ALICE, "EO135")  # Immediate: Dismiss a Friend
    game = play(later_scene, s.game(), tones, prefer=[friend])
    assert friend in game.state.play and game.state.cards[friend].area == A_HOME
    assert brian not in game.state.play and "SB56" in ids(game, Zone.DISCARD, ALICE)


def test_SB56_retires_instead_of_another_friend_being_banished(later_scene):
    s = later_scene()
    brian = s.put("SB56", ALICE, A_HOME)
    friend = s.put("orange-2", ALICE, A_HOME)
    (zecora,) = s.hand(ALICE, "EO96")  # enters play: banish another Friend
    game = play(later_scene, s.game(), zecora, A_HOME, prefer=[friend])
    assert friend in game.state.play and "orange-2" not in ids(game, Zone.BANISHED, ALICE)
    assert brian not in game.state.play and "SB56" in ids(game, Zone.DISCARD, ALICE)


def test_SB56_declined_the_friend_is_banished(later_scene):
    s = later_scene()
    brian = s.put("SB56", ALICE, A_HOME)
    friend = s.put("orange-2", ALICE, A_HOME)
    (zecora,) = s.hand(ALICE, "EO96")
    game = play(later_scene, s.game(), zecora, A_HOME, prefer=[friend], accept=False)
    assert "orange-2" in ids(game, Zone.BANISHED, ALICE)
    assert brian in game.state.play


def test_SB56_retires_instead_of_another_friend_being_moved(later_scene):
    s = later_scene()
    brian = s.put("SB56", ALICE, A_HOME)
    friend = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))
    assert game.current_decision().kind is DecisionKind.REPLACEMENT
    game = later_scene.settle(game)
    assert game.state.cards[friend].area == A_HOME
    assert brian not in game.state.play
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))  # Brian is gone: it moves
    game = later_scene.settle(game)
    assert game.state.cards[friend].area == B_PROBLEM


def test_SB136_a_song_choose_one_may_choose_each_effect(later_scene):
    s = later_scene()
    s.put("SB136", ALICE, A_HOME)
    (song,) = s.hand(ALICE, "SB103")  # a Song: Choose one: mill 5, banish, or search
    foe = s.put("orange-3", BOB, B_HOME)
    s.deck(ALICE, *["orange-1"] * 6, "tm-2")
    s.deck(BOB, *["orange-1"] * 6)
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    assert ChooseOption(ALICE, EACH_MODE) in game.legal_choices()
    game.apply(ChooseOption(ALICE, EACH_MODE))
    game = later_scene.settle(game, prefer=[BOB, foe, s.board.problem[BOB]])
    milled = [*ids(game, Zone.DISCARD, BOB), *ids(game, Zone.DISCARD, ALICE)]
    assert milled.count("orange-1") == 5  # the first mode
    assert "orange-3" in ids(game, Zone.BANISHED, BOB)  # the second
    assert not in_play(game, "tm-2").face_down  # the third


def test_SB136_without_spike_only_one_effect(later_scene):
    s = later_scene()
    (song,) = s.hand(ALICE, "SB103")
    s.put("orange-3", BOB, B_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    assert ChooseOption(ALICE, EACH_MODE) not in game.legal_choices()


def test_SB96_discards_a_friend_for_its_colours_until_the_end_of_the_turn(later_scene):
    s = later_scene()
    citizen = s.put("SB96", ALICE, A_HOME)  # no colour of its own
    (blue, event) = s.hand(ALICE, "PR20", "EO135")  # a blue Friend; an Event is not offered
    s.deck(ALICE, *["orange-1"] * 6)
    s.deck(BOB, *["orange-1"] * 6)
    game = s.game()
    assert game._table.colours(citizen) == ()
    game.apply(ActivateAbility(ALICE, citizen, 0, using=(blue,)))
    game = later_scene.settle(game)
    assert "PR20" in ids(game, Zone.DISCARD, ALICE) and "EO135" in ids(game, Zone.HAND, ALICE)
    assert game._table.colours(citizen) == (Colour.BLUE,)
    game = main_phase_of(later_scene, game, BOB)
    assert game._table.colours(citizen) == ()


# --- Resources ------------------------------------------------------------------------------------
def test_SB140_transform_costs_one_less_to_a_minimum_of_one(later_scene):
    s = later_scene()
    s.put("SB140", ALICE, A_HOME)
    flier = s.put("PR15", ALICE, A_HOME)  # Rainbow Dash, Weather Leader
    (sea,) = s.hand(ALICE, "SB12")  # Rainbow Dash, Loyal Seapony: Transform 2
    game = s.game()
    before = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, sea, A_HOME, using=flier))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == before - 1  # Transform 2, [1] less
    assert "PR15" in ids(game, Zone.HAND, ALICE)
    assert in_play(game, "SB12").area == A_HOME


def test_SB140_searches_the_deck_for_a_card_with_a_transform_cost(later_scene):
    s = later_scene()
    pearl = s.put("SB140", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "SB12", "orange-2")
    game = activate(later_scene, s.game(), pearl, 1)
    assert "SB12" in ids(game, Zone.HAND, ALICE)
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-1", "orange-2"]
    assert game.state.cards[pearl].exhausted
