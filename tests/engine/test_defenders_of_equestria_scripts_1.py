"""Defenders of Equestria card scripts DE1-DE70, one scenario per automated card: position ->
choices -> result. Each test names the card by collector number; read it beside the card's
text."""

from __future__ import annotations

import re

from script_scenes import activate, challenge, in_play, play, until, with_problem

from engine import DecisionKind, Zone
from engine.cards import Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    ChooseCard,
    ChooseOption,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, trace_text
from engine.tokens import is_token


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def boosted(game, iid: int) -> bool:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].boosted


def activation(game, card: int, using: tuple[int, ...] = (), player: int = ALICE):  # type: ignore[no-untyped-def]
    """The one activated ability of ``card`` offered now (a Boosted side's abilities are
    numbered after its front's, 703.1), paid with ``using``."""
    (number,) = {
        c.ability for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == card
    }
    return ActivateAbility(player, card, number, using)


def offered(game, card: int) -> bool:  # type: ignore[no-untyped-def]
    return any(isinstance(c, ActivateAbility) and c.card == card for c in game.legal_choices())


def end_turn(game, player: int = ALICE):  # type: ignore[no-untyped-def]
    """End ``player``'s Main Phase and answer everything until the other player's turn."""
    game.apply(EndMainPhase(player))
    while game.state.turn_player == player and game.state.outcome is None:
        game.apply(game.legal_choices()[0])
    return game


def flipped(game, name: str, power: int) -> bool:  # type: ignore[no-untyped-def]
    """Whether the faceoff totals counted a flipped card named ``name`` with ``power``."""
    return re.search(rf"flipped {re.escape(name)} #\d+ {power}\b", trace_text(game)) is not None


def counters(game, iid: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].counter("+1 power")


def in_a_faceoff(game, choice):  # type: ignore[no-untyped-def]
    """Pass priority until ``choice`` is offered (a priority window of the faceoff)."""
    return until(game, lambda g: choice in g.legal_choices())


# --- Mane Characters ----------------------------------------------------------------------------
def test_DE1_turns_over_when_you_confront_its_problem(later_scene):
    s = later_scene(mane=("DE1", "V-OR-M"))
    dash = s.board.mane[ALICE]
    s.board.table.update(dash, area=B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert boosted(game, dash)


def test_DE1_boosted_your_flipped_cards_have_two_more_power(later_scene):
    s = later_scene(mane=(Mane("DE1", boosted=True), "V-OR-M"))
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-3",)))
    # Alice: orange-1 1 + flipped 1 (+2) = 4; Bob: Timberwolf 2 + flipped 3 = 5 on its own
    assert flipped(game, "Orange 1", 3)
    assert flipped(game, "Orange 3", 3)  # Bob's flip is not Alice's


def test_DE2_boosted_exhausts_during_a_faceoff_to_flip_an_additional_card(later_scene):
    s = later_scene(mane=(Mane("DE2", boosted=True), "V-OR-M"))
    applejack = s.board.mane[ALICE]
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    assert not offered(s.game(), applejack)  # "During a faceoff" only
    game = challenge(s, tm, ("orange-1", "orange-3"), ("orange-1",))
    choice = ActivateAbility(ALICE, applejack, 1)  # after the Start side's ability (703.1)
    game = in_a_faceoff(game, choice)
    game.apply(choice)
    game = later_scene.settle(game)
    assert game.state.cards[applejack].exhausted
    assert flipped(game, "Orange 3", 3)  # the second card was flipped too


def test_DE3_boosted_exhausts_during_a_faceoff_for_a_pink_earth_pony_token(later_scene):
    s = later_scene(mane=(Mane("DE3", boosted=True), "V-OR-M"))
    pinkie = s.board.mane[ALICE]
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)
    choice = ActivateAbility(ALICE, pinkie, 1)
    game = in_a_faceoff(game, choice)
    game.apply(choice)
    game = later_scene.settle(game)
    view = game._table.view()
    tokens = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert len(tokens) == 1 and tokens[0].area == A_HOME
    assert "Earth Pony" in view.traits(tokens[0].iid)
    assert game.power(tokens[0].iid) == 1
    assert view.colours(tokens[0].iid) == (Colour.PINK,)


def test_DE4_boosted_pays_one_to_give_a_troublemaker_minus_two(later_scene):
    s = later_scene(mane=(Mane("DE4", boosted=True), "V-OR-M"))
    twilight = s.board.mane[ALICE]
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = s.game()
    game.apply(ActivateAbility(ALICE, twilight, 1))
    while game.current_decision().kind is not DecisionKind.TARGET or not any(
        isinstance(c, ChooseOption) for c in game.legal_choices()
    ):
        game.apply(game.legal_choices()[0])
    game.apply(ChooseOption(ALICE, "-2 power"))
    game = later_scene.settle(game)
    assert game.power(tm) == 1 and game.state.players[ALICE].tokens == 9


def test_DE5_boosted_banishes_one_of_their_friends_until_the_end_of_the_faceoff(later_scene):
    s = later_scene(turn_player=BOB, mane=(Mane("DE5", boosted=True), "V-OR-M"))
    rarity = s.board.mane[ALICE]
    theirs = s.put("orange-2", BOB, A_PROBLEM)  # Bob's challenger
    s.put("orange-1", BOB, B_HOME)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge")
    game.apply(Challenge(BOB, tm))
    game = until(game, lambda g: any(isinstance(c, Accept) for c in g.legal_choices()))
    game.apply(Accept(ALICE))
    game.apply(ChooseCard(ALICE, theirs))
    game = later_scene.settle(game)
    text = trace_text(game)
    assert game.state.cards[rarity].exhausted
    assert re.search(r"Orange 2 #\d+ is banished", text)
    assert "Bob 1 (flipped Orange 1" in text  # not involved while banished
    # at the end of the faceoff it is put into play at its owner's home, a new card (706.1d)
    assert in_play(game, "orange-2").area == B_HOME and theirs not in game.state.cards


def test_DE6_turns_over_when_you_confront_its_problem(later_scene):
    s = later_scene(mane=("DE6", "V-OR-M"))
    fluttershy = s.board.mane[ALICE]
    s.board.table.update(fluttershy, area=B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert boosted(game, fluttershy)


def test_DE6_boosted_exhausts_to_contribute_its_power_to_confronting_a_problem(later_scene):
    # Bob's "pink-wild" asks opponents for 4 wild: Orange 1 there with Fluttershy's 3 from home
    s = with_problem(later_scene, "pink-wild", BOB, mane=(Mane("DE6", boosted=True), "V-OR-M"))
    fluttershy = s.board.mane[ALICE]
    s.put("orange-1", ALICE, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = later_scene.settle(s.game(at="score"), prefer=(s.board.problem[BOB],))
    text = trace_text(game)
    assert "Alice confronts Problem Pink Wild" in text
    assert re.search(r"Fluttershy, Nurturing Nature #\d+ 3 yellow", text)
    assert game.state.cards[fluttershy].area == A_HOME


def test_DE6_boosted_declined_the_problem_is_not_confronted(later_scene):
    s = with_problem(later_scene, "pink-wild", BOB, mane=(Mane("DE6", boosted=True), "V-OR-M"))
    s.put("orange-1", ALICE, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = later_scene.settle(s.game(at="score"), accept=False)
    assert "Alice confronts Problem Pink Wild" not in trace_text(game)


# --- Friends ------------------------------------------------------------------------------------
def test_DE7_reveals_a_friend_and_may_move_one_of_your_characters(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    (lyra,) = s.hand(ALICE, "DE7")
    s.deck(ALICE, "orange-3")
    game = play(later_scene, s.game(), lyra, A_HOME, prefer=(mine, B_PROBLEM))
    assert game.state.cards[mine].area == B_PROBLEM
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-3"  # it stays on top (410.6)


def test_DE7_reveals_a_non_friend_and_moves_nothing(later_scene):
    s = later_scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    (lyra,) = s.hand(ALICE, "DE7")
    s.deck(ALICE, "event-main")
    game = play(later_scene, s.game(), lyra, A_HOME, prefer=(mine, B_PROBLEM))
    assert game.state.cards[mine].area == A_HOME
    assert "Lyra, Caroller" in trace_text(game)


def test_DE9_has_two_more_power_with_three_or_fewer_cards_in_hand(later_scene):
    s = later_scene()
    dash = s.put("DE9", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-1", "orange-1")
    assert s.game().power(dash) == 3
    s.board.add(Zone.HAND, ALICE, "orange-1")
    assert s.game().power(dash) == 1


def test_DE10_chaos_gets_three_until_the_end_of_the_faceoff(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("DE10",), ("orange-3",)))
    # Alice: 1 + Shining Armor 2 (+3) = 6 against 2 + 3: she wins
    assert flipped(game, "Shining Armor, Bedraggled Dad", 5)
    assert "tm-2" in ids(game, Zone.DISCARD, BOB)


def test_DE11_has_swift_with_three_or_fewer_cards_in_hand(later_scene):
    s = later_scene()
    sky = s.put("DE11", ALICE, A_HOME)
    assert s.game()._table.view().keyword(sky, "Swift") is not None
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-1", "orange-1", "orange-1")
    assert s.game()._table.view().keyword(sky, "Swift") is None


def test_DE11_moving_it_to_a_problem_may_move_another_of_your_characters_there(later_scene):
    s = later_scene()
    sky = s.put("DE11", ALICE, A_HOME)
    other = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, sky, B_PROBLEM))
    game = later_scene.settle(game, prefer=(other,))
    assert game.state.cards[other].area == B_PROBLEM


def test_DE12_frightens_at_the_end_of_your_turn_and_the_opponent_retires_one(later_scene):
    s = later_scene()
    s.put("DE12", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_HOME)
    s.deck(ALICE, *["orange-1"] * 5)
    s.deck(BOB, *["orange-1"] * 5)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB, prefer=(theirs,))
    assert [c.frightened for c in game.state.in_play() if c.card_id == "orange-2"] == [True]
    game = end_turn(game, BOB)  # Bob's turn through; Alice's starts: Bob retires it
    game = until(game, lambda g: "orange-2" in ids(g, Zone.DISCARD, BOB))
    assert not any(c.card_id == "orange-2" for c in game.state.in_play())


def test_DE13_discards_to_challenge_an_opposing_troublemaker_with_itself(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (wild,) = s.hand(ALICE, "DE13")
    drop = s.board.add(Zone.HAND, ALICE, "orange-1")
    s.deck(ALICE, "orange-3", "orange-3")
    s.deck(BOB, "orange-1", "orange-1")
    game = play(later_scene, s.game(), wild, A_HOME, prefer=(*drop, tm))
    assert ids(game, Zone.HAND, ALICE) == []
    assert "tm-2" in ids(game, Zone.DISCARD, BOB)  # defeated by Wild Fire from home
    assert in_play(game, "DE13").area == A_HOME


def test_DE14_may_mill_the_top_card_of_each_deck(later_scene):
    s = later_scene()
    (applejack,) = s.hand(ALICE, "DE14")
    s.deck(ALICE, "orange-3")
    s.deck(BOB, "pink-2")
    game = play(later_scene, s.game(), applejack, A_HOME)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-3"]
    assert ids(game, Zone.DISCARD, BOB) == ["pink-2"]
    s = later_scene()
    (applejack,) = s.hand(ALICE, "DE14")
    s.deck(ALICE, "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, applejack, A_HOME))
    game = later_scene.settle(game, accept=False)
    assert ids(game, Zone.DISCARD, ALICE) == []


def test_DE15_chaos_your_mane_gets_three_and_exhausts_for_three_to_another(later_scene):
    s = later_scene()
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    team = s.put("DE15", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("DE15",), ("orange-1",))
    choice = ActivateAbility(ALICE, team, 1)  # after its Chaos ability (703.1)
    game = until(
        game, lambda g: "flips Appleloosa" in trace_text(g) and choice in g.legal_choices()
    )
    assert game.power(mane) == 4  # 1 + 3 until the end of the faceoff
    game.apply(choice)
    game.apply(ChooseCard(ALICE, tm))  # another card involved: the Troublemaker too (514.2)
    game = later_scene.settle(game)
    assert game.state.cards[team].exhausted
    assert re.search(r"Bob 6 \(Timberwolf, Two #\d+ 5 ", trace_text(game))
    assert game.power(mane) == 1  # the faceoff has ended (514.6)


def test_DE16_playing_a_troublemaker_may_put_a_counter_on_it(later_scene):
    s = later_scene()
    mac = s.put("DE16", ALICE, A_HOME)
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game(at="troublemaker")
    game = until(game, lambda g: PlayCard(ALICE, tm, B_PROBLEM) in g.legal_choices())
    game.apply(PlayCard(ALICE, tm, B_PROBLEM))
    game = later_scene.settle(game)
    assert counters(game, mac) == 1


def test_DE17_retires_for_two_counters_on_another_of_your_friends(later_scene):
    s = later_scene()
    mac = s.put("DE17", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    game = activate(later_scene, s.game(), mac, prefer=(mine,))
    assert counters(game, mine) == 2 and "DE17" in ids(game, Zone.DISCARD, ALICE)


def test_DE18_your_mane_has_one_more_while_it_is_in_your_discard_pile(later_scene):
    s = later_scene()
    s.put("DE18", ALICE, A_HOME)
    mane = s.board.mane[ALICE]
    assert s.game().power(mane) == 1  # in play it does nothing
    s = later_scene()
    mane, theirs = s.board.mane
    s.board.add(Zone.DISCARD, ALICE, "DE18", "DE18")
    game = s.game()
    assert game.power(mane) == 3 and game.power(theirs) == 1  # each copy, yours only


def test_DE18_counts_as_it_enters_the_discard_pile(later_scene):
    s = later_scene()
    mane = s.board.mane[ALICE]
    (diamond,) = s.board.add(Zone.HAND, ALICE, "DE18")
    s.put("DE57", ALICE, A_HOME)
    game = s.game()
    assert game.power(mane) == 1
    bloom = in_play(game, "DE57").iid
    game.apply(ActivateAbility(ALICE, bloom, 0, (diamond,)))  # discards Double Diamond
    game = later_scene.settle(game)
    assert game.power(mane) == 2


def test_DE20_confronting_reveals_a_friend_and_may_exhaust_an_opposing_character(later_scene):
    s = later_scene()
    s.put("DE20", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, B_HOME)
    s.deck(ALICE, "orange-3", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"), prefer=(theirs,))
    assert re.search(r"Orange 2 #\d+ is exhausted \(Golden Harvest", trace_text(game))
    s = later_scene()
    s.put("DE20", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_HOME)
    s.deck(ALICE, "event-main", "orange-1")  # not a Friend: nothing
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert "is exhausted (Golden Harvest" not in trace_text(game)


def test_DE21_exhausts_so_an_opposing_friend_loses_its_abilities_this_turn(later_scene):
    s = later_scene()
    limestone = s.put("DE21", ALICE, A_HOME)
    swift = s.put("swift-1", BOB, B_HOME)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = activate(later_scene, s.game(), limestone, prefer=(swift,))
    assert game.state.cards[limestone].exhausted
    assert game._table.view().keyword(swift, "Swift") is None
    game = end_turn(game)
    assert game._table.view().keyword(swift, "Swift") is not None  # until the end of the turn


def test_DE21_a_mane_character_only_boosted(later_scene):
    # Bob's only character is his Mane: on its Start side it can't be chosen
    s = later_scene(mane=("V-OR-M", Mane("DE2", boosted=False)))
    limestone = s.put("DE21", ALICE, A_HOME)
    game = later_scene.settle(activate(later_scene, s.game(), limestone))
    assert not game._table.view().blank
    s = later_scene(mane=("V-OR-M", Mane("DE2", boosted=True)))
    limestone = s.put("DE21", ALICE, A_HOME)
    applejack = s.board.mane[BOB]
    game = activate(later_scene, s.game(), limestone, prefer=(applejack,))
    assert applejack in game._table.view().blank


def test_DE22_starts_a_faceoff_and_exhausts_the_opposing_character_if_she_wins(later_scene):
    s = later_scene()
    foe = s.put("V-OR-F540", BOB, B_HOME)
    (maud,) = s.hand(ALICE, "DE22")
    s.deck(ALICE, "orange-3")
    s.deck(BOB, "orange-1")
    game = play(later_scene, s.game(), maud, A_HOME, prefer=(foe,))
    assert "Alice won: Maud Pie, Counteroffer's instructions" in trace_text(game)
    assert game.state.cards[foe].exhausted
    # her flip put a counter on one of her Friends ("When you flip a card")
    mine = [c for c in game.state.in_play() if c.controller == ALICE]
    assert sum(c.counter("+1 power") for c in mine) == 1


def test_DE22_loses_and_nothing_is_exhausted(later_scene):
    s = later_scene()
    foe = s.put("V-OR-F540", BOB, B_HOME)
    (maud,) = s.hand(ALICE, "DE22")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-3")
    game = play(later_scene, s.game(), maud, A_HOME, prefer=(foe,))
    assert not game.state.cards[foe].exhausted


def test_DE23_exhausts_to_turn_a_defeated_troublemaker_face_down_instead(later_scene):
    s = later_scene(turn_player=BOB)
    pow_ = s.put("DE23", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-3", "orange-1")
    game = s.game(at="challenge")
    game.apply(Challenge(BOB, tm))
    game = until(game, lambda g: any(isinstance(c, Accept) for c in g.legal_choices()))
    game.apply(Accept(ALICE))
    game = later_scene.settle(game)
    wolf = in_play(game, "tm-2")
    assert wolf.face_down and wolf.area == A_PROBLEM
    assert game.state.cards[pow_].exhausted
    assert game.state.players[BOB].points == 1  # the defeat's points are scored (514.5a)


def test_DE23_cant_be_frightened(later_scene):
    s = later_scene(turn_player=BOB)
    pow_ = s.put("DE23", ALICE, A_HOME)
    (rutherford,) = s.hand(BOB, "HM7")
    game = play(later_scene, s.game(), rutherford, B_HOME, player=BOB, prefer=(pow_,))
    assert not game.state.cards[pow_].frightened


def test_DE24_may_discard_two_for_two_counters(later_scene):
    s = later_scene()
    (snails,) = s.hand(ALICE, "DE24")
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    game = play(later_scene, s.game(), snails, A_HOME)
    assert counters(game, in_play(game, "DE24").iid) == 2
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["orange-1", "orange-2"]


def test_DE24_not_with_one_card_in_hand(later_scene):
    s = later_scene()
    (snails,) = s.hand(ALICE, "DE24")
    s.board.add(Zone.HAND, ALICE, "orange-1")
    game = play(later_scene, s.game(), snails, A_HOME)
    assert counters(game, in_play(game, "DE24").iid) == 0
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]


def test_DE26_gains_control_of_an_opposing_friend_until_the_end_of_the_score_phase(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (buddies,) = s.hand(ALICE, "DE26")
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = play(later_scene, s.game(), buddies, A_HOME, prefer=(theirs,))
    assert game.state.cards[theirs].controller == ALICE
    game.apply(EndMainPhase(ALICE))
    text = trace_text(game)
    # it confronts Bob's Problem for Alice, then goes back as the Score Phase ends (513.2)
    assert re.search(r"Alice confronts Problem Easy \[problem:1\]: Orange 2 #\d+", text)
    assert text.index("Bob controls Orange 2") < text.index("End of turn")
    assert game.state.cards[theirs].controller == BOB


def test_DE27_reveals_an_event_and_draws_three(later_scene):
    s = later_scene()
    (dj,) = s.hand(ALICE, "DE27")
    s.deck(ALICE, "event-main", "orange-1", "orange-2", "orange-3")
    game = play(later_scene, s.game(), dj, A_HOME)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["event-main", "orange-1", "orange-2"]
    s = later_scene()
    (dj,) = s.hand(ALICE, "DE27")
    s.deck(ALICE, "orange-1", "orange-2")
    game = play(later_scene, s.game(), dj, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == []


def test_DE28_may_draw_up_to_four_cards_in_hand_at_the_end_of_your_turn(later_scene):
    s = later_scene()
    s.put("DE28", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-1")
    s.deck(ALICE, *["orange-2"] * 6)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert len(ids(game, Zone.HAND, ALICE)) == 4


def test_DE29_chaos_draws_and_exhausts_to_draw(later_scene):
    s = later_scene()
    merry = s.put("DE29", ALICE, A_HOME)
    s.deck(ALICE, "orange-2")
    game = activate(later_scene, s.game(), merry, 1)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"] and game.state.cards[merry].exhausted
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("DE29", "pink-2"), ("orange-1",)))
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_DE30_may_retire_itself_for_tokens_equal_to_its_power(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE30", ALICE, A_HOME, counters=(("+1 power", 1),))
    s.deck(ALICE, *["orange-1"] * 5)
    s.deck(BOB, *["orange-1"] * 5)
    game = end_turn(s.game(), BOB)
    game = until(game, lambda g: "DE30" in ids(g, Zone.DISCARD, ALICE))
    game = later_scene.settle(game)
    view = game._table.view()
    tokens = [c for c in game.state.in_play() if "Earth Pony" in view.traits(c.iid)]
    assert len(tokens) == 3  # its power 2 + 1 as it last existed (712.2)


def test_DE31_has_two_more_with_more_friends_than_an_opponent(later_scene):
    s = later_scene()
    pinkie = s.put("DE31", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    assert s.game().power(pinkie) == 2  # one Friend each
    s.put("orange-1", ALICE, A_HOME)
    assert s.game().power(pinkie) == 4


def test_DE32_a_non_token_friend_entering_puts_a_token_at_each_problem_banished_later(
    later_scene,
):
    s = later_scene()
    s.put("DE32", ALICE, A_HOME)
    (new,) = s.hand(ALICE, "orange-1")
    game = play(later_scene, s.game(), new, A_HOME)
    view = game._table.view()
    tokens = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert sorted(c.area for c in tokens) == sorted([A_PROBLEM, B_PROBLEM])
    assert all("Earth Pony" in view.traits(c.iid) for c in tokens)
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert not [c for c in game.state.in_play() if is_token(c.card_id)]


def test_DE33_an_opponent_confronting_may_dismiss_an_opposing_friend_here(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE33", ALICE, A_PROBLEM)
    theirs = s.put("V-OR-F540", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    game = until(game, lambda g: "Bob confronts" in trace_text(g), prefer=(theirs,))
    game = later_scene.settle(game, prefer=(theirs,))
    assert "V-OR-F540" in ids(game, Zone.DISCARD, BOB)


def test_DE34_reveals_an_event_puts_it_into_the_hand_and_it_costs_one_less(later_scene):
    s = later_scene()
    hooves = s.put("DE34", ALICE, A_HOME)
    (other,) = s.hand(ALICE, "event-main")
    s.deck(ALICE, "event-main", "orange-1", "orange-1")
    game = activate(later_scene, s.game(), hooves)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["event-main", "event-main"]
    revealed = next(i for i in game.state.players[ALICE].hand if i != other)
    game = play(later_scene, game, other, None)  # the other Event: full cost
    assert game.state.players[ALICE].tokens == 9
    game = play(later_scene, game, revealed, None)  # the revealed one: 1 - 1
    assert game.state.players[ALICE].tokens == 9


def test_DE34_a_revealed_friend_stays_on_top(later_scene):
    s = later_scene()
    hooves = s.put("DE34", ALICE, A_HOME)
    s.deck(ALICE, "orange-1")
    game = activate(later_scene, s.game(), hooves)
    assert ids(game, Zone.HAND, ALICE) == [] and ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


def test_DE35_scores_a_point_when_you_win_a_troublemaker_faceoff(later_scene):
    s = later_scene()
    s.put("DE35", ALICE, A_HOME)  # not involved
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm))
    assert game.state.players[ALICE].points == 1 + 1  # tm-2's point value, and Luna's


def test_DE37_may_move_an_opposing_character(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (starlight,) = s.hand(ALICE, "DE37")
    game = play(later_scene, s.game(), starlight, A_HOME, prefer=(theirs, B_HOME))
    assert game.state.cards[theirs].area == B_HOME


def test_DE38_puts_itself_on_top_to_put_an_opposing_friend_on_top(later_scene):
    s = later_scene(turn_player=BOB)
    sunset = s.put("DE38", ALICE, A_PROBLEM)  # Meticulous 2: at Alice's turn only
    theirs = s.put("orange-3", BOB, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge")
    assert not offered(game, sunset)  # "During a faceoff" only
    game.apply(Challenge(BOB, tm))
    choice = ActivateAbility(ALICE, sunset, 0)
    game = until(game, lambda g: choice in g.legal_choices())
    game.apply(choice)
    game = later_scene.settle(game, prefer=(theirs,))
    # on top of its deck, then flipped from there (514.3) and put at the bottom (514.6)
    assert "DE38" in ids(game, Zone.DRAW_DECK, ALICE)
    assert "orange-3" in ids(game, Zone.DRAW_DECK, BOB)
    assert not any(c.card_id in ("DE38", "orange-3") for c in game.state.in_play())


def test_DE39_doubles_its_power_when_you_play_an_event(later_scene):
    s = later_scene()
    trixie = s.put("DE39", ALICE, A_HOME, counters=(("+1 power", 1),))
    (event,) = s.hand(ALICE, "event-main")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), event, None)
    assert game.power(trixie) == 6


def test_DE40_gains_one_at_the_end_of_an_opponents_turn_if_its_problem_was_not_confronted(
    later_scene,
):
    s = later_scene(turn_player=BOB)
    s.put("DE40", ALICE, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = end_turn(s.game(), BOB)
    assert "Alice gains 1 action token (Zecora, Brewing a Plan)" in trace_text(game)


def test_DE40_nothing_when_its_problem_was_confronted(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE40", ALICE, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = s.game(at="score")
    game = until(game, lambda g: g.state.turn_player == ALICE)
    assert "Bob confronts" in trace_text(game)
    assert "(Zecora, Brewing a Plan)" not in trace_text(game)


def test_DE41_exhausts_so_you_need_four_less_to_confront_a_problem(later_scene):
    # Bob's "pink-wild" asks opponents for 4 wild: Alice's 1 power meets it after Coloratura
    s = with_problem(later_scene, "pink-wild", BOB)
    rara = s.put("DE41", ALICE, A_HOME)
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = activate(later_scene, s.game(), rara, prefer=(s.board.problem[BOB],))
    assert game.state.cards[rara].exhausted
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game)
    assert "Alice confronts Problem Pink Wild" in trace_text(game)
    s = with_problem(later_scene, "pink-wild", BOB)
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts Problem Pink Wild" not in trace_text(game)


def test_DE42_retires_itself_for_a_troublemaker_from_your_discard_pile(later_scene):
    s = later_scene()
    discord = s.put("DE42", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "tm-2")
    game = activate(later_scene, s.game(), discord)
    assert ids(game, Zone.HAND, ALICE) == ["tm-2"]
    assert "DE42" in ids(game, Zone.DISCARD, ALICE)


def test_DE43_playing_a_troublemaker_lowers_what_you_need_to_confront_its_problem(
    later_scene,
):
    # Bob's "pink-wild" asks opponents for 4 wild; Gladmane (3) there needs 2 less after
    # Alice plays a Troublemaker: 3 meets 2
    s = with_problem(later_scene, "pink-wild", BOB)
    s.put("DE43", ALICE, B_PROBLEM)
    (tm,) = s.hand(ALICE, "tm-2")
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = s.game(at="troublemaker")
    game = until(game, lambda g: PlayCard(ALICE, tm, A_PROBLEM) in g.legal_choices())
    game.apply(PlayCard(ALICE, tm, A_PROBLEM))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert "Alice confronts Problem Pink Wild" in trace_text(game)
    s = with_problem(later_scene, "pink-wild", BOB)
    s.put("DE43", ALICE, B_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 3)
    s.deck(BOB, *["orange-1"] * 3)
    game = until(s.game(at="troublemaker"), lambda g: g.state.turn_player == BOB)
    assert "Alice confronts Problem Pink Wild" not in trace_text(game)


def test_DE44_reveals_a_resource_and_may_put_it_into_play_on_a_friend(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (octavia,) = s.hand(ALICE, "DE44")
    s.deck(ALICE, "AD129", "orange-1")  # Play on a Friend: it loses its abilities
    game = play(later_scene, s.game(), octavia, A_HOME, prefer=(theirs,))
    charm = in_play(game, "AD129")
    assert charm.attached_to == theirs and charm.area == B_PROBLEM
    assert "put into play attached to Orange 2" in trace_text(game)  # not played (706.1d)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


def test_DE44_a_resource_without_a_host_goes_home_and_other_cards_stay(later_scene):
    s = later_scene()
    (octavia,) = s.hand(ALICE, "DE44")
    s.deck(ALICE, "resource-1")
    game = play(later_scene, s.game(), octavia, A_HOME)
    assert in_play(game, "resource-1").area == A_HOME
    s = later_scene()
    (octavia,) = s.hand(ALICE, "DE44")
    s.deck(ALICE, "resource-1")
    game = s.game()
    game.apply(PlayCard(ALICE, octavia, A_HOME))
    game = later_scene.settle(game, accept=False)  # "you may"
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["resource-1"]
    s = later_scene()
    (octavia,) = s.hand(ALICE, "DE44")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), octavia, A_HOME)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


def test_DE45_opponents_pay_one_more_for_cards_with_cost_two_or_less(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE45", ALICE, A_HOME)
    cheap, dear = s.hand(BOB, "orange-2", "orange-3")
    game = s.game(tokens=(10, 3))
    assert PlayCard(BOB, cheap, B_HOME) in game.legal_choices()
    game.apply(PlayCard(BOB, cheap, B_HOME))
    game = later_scene.settle(game)
    assert game.state.players[BOB].tokens == 0  # 2 + 1
    s = later_scene(turn_player=BOB)
    s.put("DE45", ALICE, A_HOME)
    (dear,) = s.hand(BOB, "orange-3")
    game = s.game(tokens=(10, 3))
    game.apply(PlayCard(BOB, dear, B_HOME))
    assert game.state.players[BOB].tokens == 0  # cost 3: no more


def test_DE47_gains_control_of_an_opposing_friend_when_played(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_HOME)
    (zesty,) = s.hand(ALICE, "DE47")
    game = play(later_scene, s.game(), zesty, A_HOME, prefer=(theirs,))
    assert game.state.cards[theirs].controller == ALICE
    game = end_turn(game)
    assert game.state.cards[theirs].controller == ALICE  # for good


def test_DE48_reveals_a_friend_and_may_return_an_opposing_friend(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (bonbon,) = s.hand(ALICE, "DE48")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), bonbon, A_HOME, prefer=(theirs,))
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]


def test_DE49_has_one_more_for_each_of_your_characters_at_home(later_scene):
    s = later_scene()
    flutter = s.put("DE49", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_PROBLEM)
    assert s.game().power(flutter) == 1 + 2  # the Mane and orange-1 at home


def test_DE50_may_discard_at_the_start_of_your_score_phase_for_a_critter(later_scene):
    s = later_scene()
    s.put("DE50", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-1")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    view = game._table.view()
    critters = [c for c in game.state.in_play() if "Critter" in view.traits(c.iid)]
    assert len(critters) == 2  # the Prairinos and the token
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]


def test_DE51_your_friends_at_home_have_swift(later_scene):
    s = later_scene()
    s.put("DE51", ALICE, B_PROBLEM)
    home_friend = s.put("orange-1", ALICE, A_HOME)
    away = s.put("orange-1", ALICE, A_PROBLEM)
    view = s.game()._table.view()
    assert view.keyword(home_friend, "Swift") is not None
    assert view.keyword(away, "Swift") is None


def test_DE52_may_put_critters_equal_to_a_troublemakers_power(later_scene):
    s = later_scene()
    tm = s.put("tm-3", BOB, B_PROBLEM)
    (celestia,) = s.hand(ALICE, "DE52")
    game = play(later_scene, s.game(), celestia, A_HOME, prefer=(tm,))
    view = game._table.view()
    assert len([c for c in game.state.in_play() if "Critter" in view.traits(c.iid)]) == 3


def test_DE54_puts_a_critter_as_it_enters_and_when_flipped(later_scene):
    s = later_scene()
    (star,) = s.hand(ALICE, "DE54")
    game = play(later_scene, s.game(), star, A_HOME)
    view = game._table.view()
    assert len([c for c in game.state.in_play() if "Critter" in view.traits(c.iid)]) == 1
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("DE54",), ("orange-1",)))
    view = game._table.view()
    critters = [c for c in game.state.in_play() if "Critter" in view.traits(c.iid)]
    assert [c.controller for c in critters] == [ALICE]


def test_DE56_retires_when_sent_home_after_losing_a_faceoff(later_scene):
    s = later_scene()
    s.put("DE56", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-3",)))
    assert "Bob wins the faceoff" in trace_text(game)
    assert "DE56" in ids(game, Zone.DISCARD, ALICE)  # sent home (514.5b), then retired


def test_DE56_retires_when_moved_home_not_to_a_problem(later_scene):
    s = later_scene()
    zephyr = s.put("DE56", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, zephyr, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.state.cards[zephyr].area == B_PROBLEM
    game.apply(MoveCharacter(ALICE, zephyr, A_HOME))
    game = later_scene.settle(game)
    assert "DE56" in ids(game, Zone.DISCARD, ALICE)


def test_DE55_chaos_flipped_your_characters_have_one_more(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("DE55",), ("orange-3",)))
    # Alice: Orange 1 (1 + 1) + flipped Vapor Trail 1 = 3 against 2 + 3
    assert "Faceoff totals: Alice 3 (Orange 1 #" in trace_text(game)
    assert flipped(game, "Vapor Trail, Wind Beneath Your Wings", 1)
    assert game.power(mine) == 1  # the flipped card went to the bottom (514.6)


def test_DE55_a_character_at_home_becomes_involved_with_it(later_scene):
    s = later_scene()
    s.put("DE55", ALICE, B_PROBLEM)
    helper = s.put("orange-3", ALICE, A_HOME)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)), prefer=(helper,))
    text = trace_text(game)
    assert re.search(r"Orange 3 #\d+ becomes involved in the faceoff", text)
    # Alice: Vapor Trail 1 + Orange 3 (at home) 3 + flipped 1 = 5 against 3 + 1
    assert "Faceoff totals: Alice 5" in text and "Alice wins the faceoff" in text


def test_DE57_exhausts_and_discards_for_a_counter_or_to_move(later_scene):
    s = later_scene()
    bloom = s.put("DE57", ALICE, A_HOME)
    (drop,) = s.board.add(Zone.HAND, ALICE, "orange-1")
    game = s.game()
    game.apply(ActivateAbility(ALICE, bloom, 0, (drop,)))
    game = later_scene.settle(game)
    assert counters(game, bloom) == 1 and ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    s = later_scene()
    bloom = s.put("DE57", ALICE, A_HOME)
    (drop,) = s.board.add(Zone.HAND, ALICE, "orange-1")
    game = s.game()
    game.apply(ActivateAbility(ALICE, bloom, 1, (drop,)))
    game = later_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[bloom].area == B_PROBLEM


def test_DE58_may_draw_two_and_discard_two_at_the_start_of_a_problem_faceoff(later_scene):
    from script_scenes import problem_faceoff_at_bobs_problem

    s = later_scene()
    s.put("DE58", ALICE, B_PROBLEM)
    s.deck(ALICE, "pink-2", "pink-3")
    game = problem_faceoff_at_bobs_problem(s)
    game = later_scene.settle(game)
    text = trace_text(game)
    assert "Alice draws Pink 2" in text and "Alice draws Pink 3" in text
    assert len(ids(game, Zone.DISCARD, ALICE)) == 2


def test_DE59_pays_two_less_for_your_next_friend(later_scene):
    s = later_scene()
    (angel, friend) = s.hand(ALICE, "DE59", "orange-3")
    game = play(later_scene, s.game(tokens=(10, 0)), angel, A_HOME)
    assert game.state.players[ALICE].tokens == 8
    game = play(later_scene, game, friend, A_HOME)
    assert game.state.players[ALICE].tokens == 7  # 3 - 2


def test_DE60_discards_to_frighten_and_draws_as_it_enters_the_discard_pile(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_HOME)
    (spitfire,) = s.hand(ALICE, "DE60")
    (drop,) = s.board.add(Zone.HAND, ALICE, "orange-1")
    s.deck(ALICE, "pink-2")
    game = play(later_scene, s.game(), spitfire, A_HOME, prefer=(drop, theirs))
    assert [c.frightened for c in game.state.in_play() if c.card_id == "orange-2"] == [True]
    assert ids(game, Zone.HAND, ALICE) == []  # the discarded card was not Spitfire: no draw
    # discarded from the hand by Apple Bloom's cost: Spitfire's owner may draw
    s = later_scene()
    bloom = s.put("DE57", ALICE, A_HOME)
    (spitfire,) = s.board.add(Zone.HAND, ALICE, "DE60")
    s.deck(ALICE, "pink-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, bloom, 0, (spitfire,)))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]
    assert "DE60" in ids(game, Zone.DISCARD, ALICE)


def test_DE60_draws_when_dismissed_from_play(later_scene):
    # Alice confronts Bob's Problem; Bob's Sugar Belle there dismisses Spitfire (DE33)
    s = later_scene()
    spitfire = s.put("DE60", ALICE, B_PROBLEM)
    s.put("DE33", BOB, B_PROBLEM)
    s.deck(ALICE, "pink-2", "pink-2")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    game = until(game, lambda g: g.state.turn_player == BOB, prefer=(spitfire,))
    text = trace_text(game)
    assert "is dismissed to its owner's discard pile (Sugar Belle, Muffin Mayhem" in text
    # drawn by Spitfire's ability, in Alice's turn, not by a turn's draw
    assert text.index("Alice draws Pink 2") < text.index("End of turn 3")


def test_DE61_may_frighten_a_friend_when_you_win_a_troublemaker_faceoff(later_scene):
    s = later_scene()
    s.put("DE61", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm), prefer=(theirs,))
    assert [c.frightened for c in game.state.in_play() if c.card_id == "orange-2"] == [True]


def test_DE62_exhausts_to_put_a_troublemaker_from_your_hand_into_play_face_up(later_scene):
    s = later_scene()
    quibble = s.put("DE62", ALICE, A_HOME)
    (tm,) = s.board.add(Zone.HAND, ALICE, "tm-3")
    game = activate(later_scene, s.game(), quibble, prefer=(s.board.problem[BOB], tm))
    wolf = in_play(game, "tm-3")
    assert wolf.area == B_PROBLEM and not wolf.face_down
    assert game.state.cards[quibble].exhausted and game.state.players[ALICE].tokens == 10
    assert ids(game, Zone.HAND, ALICE) == []


def test_DE63_scores_a_point_when_it_wins_a_faceoff(later_scene):
    s = later_scene()
    s.put("DE63", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm))
    assert game.state.players[ALICE].points == 1 + 1


def test_DE64_opponents_pay_one_more_to_rally(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE64", ALICE, A_HOME)
    scared = s.put("orange-2", BOB, B_HOME, frightened=True)
    from engine.choices import Rally

    game = s.game(tokens=(10, 2))
    assert Rally(BOB, scared) not in game.legal_choices()  # 2 + 1 (609.2e)
    game = s.game(tokens=(10, 3))
    game.apply(Rally(BOB, scared))
    assert game.state.players[BOB].tokens == 0


def test_DE64_confronting_may_frighten_a_friend(later_scene):
    s = later_scene()
    s.put("DE64", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, B_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"), prefer=(theirs,))
    assert [c.frightened for c in game.state.in_play() if c.card_id == "orange-2"] == [True]


def test_DE65_moving_another_character_with_two_or_less_may_move_it(later_scene):
    s = later_scene()
    pair = s.put("DE65", ALICE, A_HOME)
    small = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, small, B_PROBLEM))
    game = later_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[pair].area == B_PROBLEM
    s = later_scene()
    pair = s.put("DE65", ALICE, A_HOME)
    big = s.put("orange-3", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, big, B_PROBLEM))
    game = later_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[pair].area == A_HOME


def test_DE66_losing_a_troublemaker_faceoff_may_move_a_friend_at_home(later_scene):
    s = later_scene()
    s.put("DE66", ALICE, B_PROBLEM)
    runner = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = later_scene.settle(
        challenge(s, tm, ("orange-1",), ("orange-3",)), prefer=(runner, A_PROBLEM)
    )
    assert game.state.cards[runner].area == A_PROBLEM


def test_DE67_cant_be_frightened_and_gets_a_counter_when_a_troublemaker_is_uncovered(
    later_scene,
):
    s = later_scene()
    pair = s.put("DE67", ALICE, B_PROBLEM)
    s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    game = s.game(at="troublemaker")
    game = until(game, lambda g: counters(g, pair) == 1)
    assert "Timberwolf, Two" in trace_text(game)
    # Rutherford's "you may frighten an opposing Friend" finds none it can frighten (104.2)
    s = later_scene(turn_player=BOB)
    pair = s.put("DE67", ALICE, A_HOME)
    (rutherford,) = s.hand(BOB, "HM7")
    game = play(later_scene, s.game(), rutherford, B_HOME, player=BOB, prefer=(pair,))
    assert not game.state.cards[pair].frightened


def test_DE68_flips_an_additional_card_in_faceoffs_involving_it(later_scene):
    s = later_scene()
    s.put("DE68", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-2"), ("orange-1",)))
    assert flipped(game, "Orange 2", 2)


def test_DE68_one_flipped_friend_goes_into_the_hand_as_the_faceoff_ends(later_scene):
    s = later_scene()
    s.put("DE68", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-2"), ("orange-1",)))
    # two flipped Friends (Granny Smith's additional flip): one into the hand, one to the bottom
    assert len(ids(game, Zone.HAND, ALICE)) == 1
    assert ids(game, Zone.HAND, ALICE)[0] in ("orange-1", "orange-2")
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] in ("orange-1", "orange-2")


def test_DE69_names_a_card_and_the_chosen_player_discards_every_copy(later_scene):
    from engine.choices import NameCard

    s = later_scene()
    (coriander,) = s.hand(ALICE, "DE69")
    s.board.add(Zone.HAND, BOB, "EO21", "EO36", "EO21")
    game = s.game()
    game.apply(PlayCard(ALICE, coriander, A_HOME))
    game.apply(NameCard(ALICE, "EO21"))
    game.apply(ChooseOption(ALICE, "your opponent"))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, BOB) == ["EO36"]
    assert ids(game, Zone.DISCARD, BOB) == ["EO21", "EO21"]
    # choosing yourself: your own copies
    s = later_scene()
    (coriander,) = s.hand(ALICE, "DE69")
    s.board.add(Zone.HAND, ALICE, "EO21", "EO36")
    s.board.add(Zone.HAND, BOB, "EO21")
    game = s.game()
    game.apply(PlayCard(ALICE, coriander, A_HOME))
    game.apply(NameCard(ALICE, "EO21"))
    game.apply(ChooseOption(ALICE, "you"))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["EO36"] and ids(game, Zone.HAND, BOB) == ["EO21"]


def test_DE70_chaos_counter_on_an_involved_card_and_exhausts_an_opposing_character(
    later_scene,
):
    s = later_scene(turn_player=BOB)
    stripes = s.put("DE70", ALICE, A_PROBLEM)
    theirs = s.put("orange-2", BOB, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.deck(ALICE, "DE70", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge")
    game.apply(Challenge(BOB, tm))
    choice = ActivateAbility(ALICE, stripes, 1)  # after its Chaos ability (703.1)
    game = until(game, lambda g: choice in g.legal_choices())
    game.apply(choice)
    assert game.state.cards[theirs].exhausted and game.state.cards[stripes].exhausted
    game = later_scene.settle(game, prefer=(tm,))
    text = trace_text(game)
    # the flipped Mr. Stripes put a counter on the Troublemaker: 2 + 1 + flipped 5
    assert re.search(r"Timberwolf, Two #\d+ gets 1 \+1 power counter", text)
    assert "Faceoff totals: Alice 8" in text
