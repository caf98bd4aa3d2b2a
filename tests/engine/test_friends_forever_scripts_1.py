"""Friends Forever card scripts FF1-FF80, one scenario per automated card: position ->
choices -> result. Each test names the card by collector number; read it beside the card's
text."""

from __future__ import annotations

import re

from script_scenes import challenge, in_play, play, until, when_offered, with_problem

from engine import DecisionKind, Zone
from engine.choices import ActivateAbility, ChooseCard, EndMainPhase, MoveCharacter, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, trace_text
from engine.tokens import is_token


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    if zone is Zone.PLAY:
        return [c.card_id for c in game.state.in_play() if c.controller == player]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def activation(game, card: int, player: int = ALICE):  # type: ignore[no-untyped-def]
    """The one activated ability of ``card`` offered now."""
    (number,) = {
        c.ability for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == card
    }
    return ActivateAbility(player, card, number)


def flipped(game, name: str, power: int) -> bool:  # type: ignore[no-untyped-def]
    """Whether the faceoff totals counted a flipped card named ``name`` with ``power``."""
    return re.search(rf"flipped {re.escape(name)} #\d+ {power}\b", trace_text(game)) is not None


def keyword(game, iid: int, name: str) -> int | None:  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


def end_turn(game, player: int = ALICE):  # type: ignore[no-untyped-def]
    """End ``player``'s Main Phase and answer everything until the other player's turn."""
    game.apply(EndMainPhase(player))
    while game.state.turn_player == player and game.state.outcome is None:
        game.apply(game.legal_choices()[0])
    return game


def points(game, player: int = ALICE) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].points


# --- Mane Characters ----------------------------------------------------------------------------
def test_FF1_turns_over_when_you_confront_its_problem(later_scene):
    s = later_scene(mane=("FF1", "V-OR-M"))
    gallus = s.board.mane[ALICE]
    s.board.table.update(gallus, area=B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert game.state.cards[gallus].boosted


def test_FF3_boosted_has_two_more_with_a_strong_friend_and_pays_three_to_double(later_scene):
    s = later_scene(mane=(Mane("FF3", boosted=True), "V-OR-M"))
    ocellus = s.board.mane[ALICE]
    alone = s.game().power(ocellus)
    s.put("pink-3", ALICE, A_HOME)  # power 3, cost 2: higher power than its cost
    base = s.game().power(ocellus)
    assert base == alone + 2
    game = s.game()
    game.apply(activation(game, ocellus))
    game = later_scene.settle(game)
    assert game.power(ocellus) == 2 * base
    assert game.state.players[ALICE].tokens == 10 - 3


# --- Friends ------------------------------------------------------------------------------------
def test_FF5_scores_a_point_when_it_wins_a_faceoff(later_scene):
    s = later_scene()
    s.put("FF5", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-3",), ("orange-1",)))
    assert "tm-2" in ids(game, Zone.DISCARD, BOB)
    assert points(game) == 1 + 1  # the Troublemaker's point and Daybreaker's


def test_FF8_griffon_friends_entering_get_competitive_two(later_scene):
    s = later_scene()
    s.put("FF8", ALICE, A_HOME)
    greta, plain = s.hand(ALICE, "FF9", "orange-1")
    game = play(later_scene, s.game(), greta, A_HOME)
    assert keyword(game, in_play(game, "FF9").iid, "Competitive") == 2
    game = play(later_scene, game, plain, A_HOME)
    assert keyword(game, in_play(game, "orange-1").iid, "Competitive") is None  # no Griffon


def test_FF8_chaos_has_two_more_power_while_flipped(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("FF8",), ("orange-1",)))
    assert flipped(game, "Gerard, Traffic Congestion", 3)  # printed 1, +2 flipped


def test_FF9_may_move_one_of_your_characters(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    (greta,) = s.hand(ALICE, "FF9")
    game = play(later_scene, s.game(), greta, A_HOME, prefer=(friend, A_PROBLEM))
    assert game.state.cards[friend].area == A_PROBLEM


def test_FF11_moves_itself_when_a_pegasus_friend_enters(later_scene):
    s = later_scene()
    scootaloo = s.put("FF11", ALICE, A_HOME)
    (pegasus,) = s.hand(ALICE, "FF49")
    game = play(later_scene, s.game(), pegasus, A_HOME, prefer=(B_PROBLEM,))
    assert game.state.cards[scootaloo].area == B_PROBLEM
    s = later_scene()
    scootaloo = s.put("FF11", ALICE, A_HOME)
    (pony,) = s.hand(ALICE, "orange-1")
    game = play(later_scene, s.game(), pony, A_HOME, prefer=(B_PROBLEM,))
    assert game.state.cards[scootaloo].area == A_HOME  # not a Pegasus


def test_FF12_an_opposing_friend_loses_its_abilities_when_an_earth_pony_enters(later_scene):
    s = later_scene()
    swift = s.put("swift-1", BOB, B_HOME)
    (bloom,) = s.hand(ALICE, "FF12")
    assert s.game().power(swift) == 1
    game = play(later_scene, s.game(), bloom, A_HOME)
    assert keyword(game, swift, "Swift") is None
    assert "lose" in trace_text(game)


def test_FF13_may_exhaust_an_opposing_character(later_scene):
    s = later_scene()
    foe = s.put("orange-1", BOB, B_HOME)
    (backdraft,) = s.hand(ALICE, "FF13")
    game = play(later_scene, s.game(), backdraft, A_HOME, prefer=(foe,))
    assert game.state.cards[foe].exhausted


def test_FF15_friends_with_power_counters_cant_be_frightened(later_scene):
    s = later_scene()
    s.put("FF15", ALICE, A_HOME)
    marked = s.put("orange-1", ALICE, A_HOME, counters={"+1 power": 1})
    plain = s.put("orange-1", ALICE, A_HOME)
    view = s.game()._table.view()
    assert marked in view.cant_frighten and plain not in view.cant_frighten


def test_FF17_gives_a_troublemaker_here_competitive_four(later_scene):
    s = later_scene()
    garble = s.put("FF17", ALICE, B_PROBLEM)
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    game = s.game()
    game.apply(activation(game, garble))
    game = later_scene.settle(game)
    assert game.state.cards[garble].exhausted
    assert keyword(game, tm, "Competitive") == 4


def test_FF18_has_two_more_power_with_another_dragon(later_scene):
    s = later_scene()
    maar = s.put("FF18", ALICE, A_HOME)
    assert s.game().power(maar) == 3
    s.put("FF20", ALICE, A_HOME)  # Smolder, a Dragon
    assert s.game().power(maar) == 5


def test_FF24_has_eccentric_one_for_each_other_earth_pony(later_scene):
    s = later_scene()
    grandmares = s.put("FF24", ALICE, A_PROBLEM)
    s.put("V-OR-F110", ALICE, A_HOME)  # an Earth Pony
    s.put("V-OR-F110", ALICE, A_HOME)
    view = s.game()._table.view()
    assert keyword(s.game(), grandmares, "Eccentric") == 1  # its printed one
    # printed Eccentric 1 and Eccentric 1 for each of the two other Earth Ponies
    assert view.confront_extra[(A_PROBLEM, BOB)] == 1 + 2


def test_FF30_your_troublemakers_here_have_one_more_per_dragon(later_scene):
    s = later_scene()
    s.put("FF30", ALICE, B_PROBLEM)
    s.put("FF20", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    elsewhere = s.put("tm-2", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(tm) == 2 + 2  # Charcoal and Smolder
    assert game.power(elsewhere) == 2


def test_FF33_may_put_an_opposing_friend_on_top_of_its_owners_deck(later_scene):
    s = later_scene()
    s.put("pink-2", BOB, B_HOME)
    (ocellus,) = s.hand(ALICE, "FF33")
    game = play(later_scene, s.game(), ocellus, A_HOME)
    assert ids(game, Zone.DRAW_DECK, BOB)[:1] == ["pink-2"]


def test_FF36_exhausts_to_gain_an_action_token(later_scene):
    s = later_scene()
    starlight = s.put("FF36", ALICE, A_HOME)
    game = s.game()
    game.apply(activation(game, starlight))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 11
    assert game.state.cards[starlight].exhausted


def test_FF39_next_resource_costs_one_less(later_scene):
    s = later_scene()
    arista, charm = s.hand(ALICE, "FF39", "resource-1")
    game = play(later_scene, s.game(), arista, A_HOME)
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, charm, A_HOME)
    assert before - game.state.players[ALICE].tokens == 0  # cost 1, one less


def test_FF39_chaos_returns_a_resource_from_the_discard_pile(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "resource-1")
    game = later_scene.settle(challenge(s, tm, ("FF39",), ("orange-1",)))
    assert "resource-1" in ids(game, Zone.HAND, ALICE)


def test_FF41_gets_one_power_when_you_move_a_character(later_scene):
    s = later_scene()
    fleur = s.put("FF41", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, A_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(fleur) == 3


def test_FF42_doubles_its_power_when_a_changeling_friend_enters(later_scene):
    s = later_scene()
    pharynx = s.put("FF42", ALICE, A_HOME)
    (thorax,) = s.hand(ALICE, "FF48")
    game = play(later_scene, s.game(), thorax, A_HOME)
    assert game.power(pharynx) == 4


def test_FF46_puts_a_token_copy_of_a_resource_into_play(later_scene):
    s = later_scene()
    s.put("resource-1", BOB, B_HOME)
    (stygian,) = s.hand(ALICE, "FF46")
    game = play(later_scene, s.game(), stygian, A_HOME)
    (copy,) = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert copy.controller == ALICE and copy.area == A_HOME
    assert "token copy of Charm" in trace_text(game)


def test_FF47_gives_a_unicorn_one_power_per_event_in_your_discard_pile(later_scene):
    s = later_scene()
    sweetie = s.put("FF47", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "event-main", "event-main", "orange-1")
    game = s.game()
    game.apply(activation(game, sweetie))
    game = later_scene.settle(game)
    assert game.power(sweetie) == 1 + 2


def test_FF48_gives_another_two_and_itself_two_with_another_changeling(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    (thorax,) = s.hand(ALICE, "FF48")
    game = play(later_scene, s.game(), thorax, A_HOME, prefer=(friend,))
    assert game.power(friend) == 3
    assert game.power(in_play(game, "FF48").iid) == 2  # no other Changeling
    s = later_scene()
    other = s.put("FF51", ALICE, A_HOME)  # Frenulum, a Changeling
    (thorax,) = s.hand(ALICE, "FF48")
    game = play(later_scene, s.game(), thorax, A_HOME, prefer=(other,))
    assert game.power(in_play(game, "FF48").iid) == 4


def test_FF49_sent_to_another_problem_instead_of_home(later_scene):
    s = later_scene()
    mare = s.put("FF49", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-3",)))
    assert "tm-3" in ids(game, Zone.PLAY, BOB)  # Alice lost
    assert game.state.cards[mare].area == A_PROBLEM


def test_FF50_your_other_pegasus_friends_have_persistent(later_scene):
    s = later_scene()
    flutter = s.put("FF50", ALICE, A_HOME)
    pegasus = s.put("FF49", ALICE, A_HOME)
    pony = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    assert keyword(game, pegasus, "Persistent") is not None
    assert keyword(game, pony, "Persistent") is None
    assert keyword(game, flutter, "Persistent") is not None  # its own printed keyword


def test_FF52_cant_contribute_its_power_to_faceoffs(later_scene):
    s = later_scene()
    s.put("FF52", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    # Alice: Rumble 3 adds nothing, flipped 1; Bob: 2 + 1: Bob wins
    assert "tm-2" in ids(game, Zone.PLAY, BOB)


def test_FF53_chooses_swift_or_calming_two_as_it_enters(later_scene):
    from engine.choices import ChooseOption

    s = later_scene()
    (terramar,) = s.hand(ALICE, "FF53")
    game = s.game()
    game.apply(PlayCard(ALICE, terramar, A_HOME))
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    (calming,) = [c for c in game.legal_choices() if "Calming" in str(c)]
    game.apply(calming)
    game = later_scene.settle(game)
    terramar = in_play(game, "FF53").iid
    assert keyword(game, terramar, "Calming") == 2
    assert keyword(game, terramar, "Swift") is None


def test_FF56_may_dismiss_a_resource_and_is_swift_with_another_pegasus(later_scene):
    s = later_scene()
    s.put("resource-1", BOB, B_HOME)
    (valley,) = s.hand(ALICE, "FF56")
    game = play(later_scene, s.game(), valley, A_HOME)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]
    assert keyword(game, in_play(game, "FF56").iid, "Swift") is None
    s2 = later_scene()
    v2 = s2.put("FF56", ALICE, A_HOME)
    s2.put("FF49", ALICE, A_HOME)
    assert keyword(s2.game(), v2, "Swift") is not None


def test_FF57_may_turn_a_troublemaker_face_down(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (yona,) = s.hand(ALICE, "FF57")
    game = play(later_scene, s.game(), yona, A_HOME, prefer=(tm,))
    assert in_play(game, "tm-2").face_down


def test_FF58_confronting_may_bounce_an_opposing_friend_with_three_power(later_scene):
    s = later_scene()
    s.put("FF58", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_HOME)
    s.put("orange-1", BOB, B_HOME)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert "orange-3" in ids(game, Zone.HAND, BOB)
    assert "orange-1" in ids(game, Zone.PLAY, BOB)


def test_FF59_confronting_may_exhaust_an_opposing_character_here(later_scene):
    s = later_scene()
    s.put("FF59", ALICE, B_PROBLEM)
    s.put("V-OR-F540", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    away = s.put("orange-1", BOB, B_HOME)
    game = s.game(at="score")
    game = until(game, lambda g: g.state.cards[foe].exhausted or g.state.outcome is not None)
    assert game.state.cards[foe].exhausted
    assert not game.state.cards[away].exhausted


def test_FF60_pays_one_for_two_power_and_cant_be_frightened(later_scene):
    s = later_scene()
    torch = s.put("FF60", ALICE, A_HOME)
    game = s.game()
    game.apply(activation(game, torch))
    game = later_scene.settle(game)
    assert game.power(torch) == 5
    assert game.state.players[ALICE].tokens == 9
    assert torch in game._table.view().cant_frighten


def test_FF61_may_draw_when_you_move_a_griffon(later_scene):
    s = later_scene()
    s.put("FF61", ALICE, A_HOME)
    greta = s.put("FF9", ALICE, A_HOME)
    pony = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, "pink-2", "pink-3")
    game = s.game()
    game.apply(MoveCharacter(ALICE, pony, A_PROBLEM))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == []
    game.apply(MoveCharacter(ALICE, greta, A_PROBLEM))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]


def test_FF63_confronting_gains_an_action_token(later_scene):
    s = later_scene()
    s.put("FF63", ALICE, B_PROBLEM)
    game = s.game(at="score", tokens=(0, 0))
    game = later_scene.settle(game)
    assert "Alice confronts" in trace_text(game)
    assert game.state.players[ALICE].tokens >= 1


def test_FF65_your_other_characters_here_have_one_more_and_next_friend_costs_less(later_scene):
    s = later_scene()
    filly = s.put("FF65", ALICE, A_PROBLEM)
    here = s.put("orange-1", ALICE, A_PROBLEM)
    home = s.put("orange-1", ALICE, A_HOME)
    (friend,) = s.hand(ALICE, "orange-2")
    game = s.game()
    assert (game.power(here), game.power(home), game.power(filly)) == (2, 1, 2)
    game.apply(activation(game, filly))
    game = later_scene.settle(game)
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, friend, A_HOME)
    assert before - game.state.players[ALICE].tokens == 1  # cost 2, one less


def test_FF66_your_other_pegasus_characters_have_one_more(later_scene):
    s = later_scene()
    dash = s.put("FF66", ALICE, A_HOME)
    pegasus = s.put("FF49", ALICE, A_HOME)
    pony = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    assert (game.power(pegasus), game.power(pony), game.power(dash)) == (2, 1, 2)


def test_FF73_confronting_makes_an_opponent_discard(later_scene):
    s = later_scene()
    s.put("FF73", ALICE, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "pink-2")
    game = later_scene.settle(s.game(at="score"))
    assert ids(game, Zone.DISCARD, BOB) == ["pink-2"]


def test_FF74_draws_two_cards(later_scene):
    s = later_scene()
    (twilight,) = s.hand(ALICE, "FF74")
    s.deck(ALICE, "pink-2", "pink-3", "orange-1")
    game = play(later_scene, s.game(), twilight, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2", "pink-3"]


def test_FF77_moving_it_may_turn_a_troublemaker_face_down(later_scene):
    s = later_scene()
    sunrise = s.put("FF77", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, sunrise, A_PROBLEM))
    game = later_scene.settle(game, prefer=(tm,))
    assert in_play(game, "tm-2").face_down


def test_FF78_may_banish_a_troublemaker(later_scene):
    s = later_scene()
    s.put("tm-2", BOB, B_PROBLEM)
    (money,) = s.hand(ALICE, "FF78")
    game = play(later_scene, s.game(), money, A_HOME)
    banished = ids(game, Zone.BANISHED, BOB) + ids(game, Zone.BANISHED, ALICE)
    assert len(banished) == 1


def test_FF79_an_event_in_your_discard_pile_is_playable_then_banished(later_scene):
    s = later_scene()
    (starlight,) = s.hand(ALICE, "FF79")
    for req in s.pool["MT85"].play_requirements:  # colour power for the Event (609.2a)
        for _ in range((req.amount + 2) // 3):
            s.board.play(s.SUPPLY[req.colour], ALICE, A_HOME)
    (event,) = s.board.add(Zone.DISCARD, ALICE, "MT85")
    game = s.game()
    assert PlayCard(ALICE, event) not in game.legal_choices()  # not before her ability
    game = play(later_scene, game, starlight, A_HOME)
    assert PlayCard(ALICE, event) in game.legal_choices()
    game = play(later_scene, game, event)
    assert ids(game, Zone.BANISHED, ALICE) == ["MT85"]  # banished, not discarded (304.2)
    assert ids(game, Zone.DISCARD, ALICE) == []


def test_FF80_moving_it_may_pay_one_to_move_an_opposing_character(later_scene):
    s = later_scene()
    flow = s.put("FF80", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, flow, A_PROBLEM))
    game = later_scene.settle(game, prefer=(foe, B_PROBLEM))
    assert game.state.cards[foe].area == B_PROBLEM


def test_FF28_looks_at_two_cards_of_a_problem_deck_and_may_bottom_them(later_scene):
    from engine.choices import ChooseOption, PlaceCard

    s = later_scene()
    (silver,) = s.hand(ALICE, "FF28")
    top, second, third = s.board.add(Zone.PROBLEM_DECK, BOB, "MT117", "MT123", "MT119")
    game = s.game()
    game.apply(PlayCard(ALICE, silver, A_HOME))
    game = when_offered(game, ChooseOption(ALICE, "an opponent's Problem deck"))
    game.apply(PlaceCard(ALICE, top, bottom=True))
    game = later_scene.settle(game)
    deck = [game.state.cards[i].card_id for i in game.state.players[BOB].problem_deck]
    assert deck[-1] == "MT117" and deck[0] == "MT123"
    assert "looks at the top 2 cards of Bob's Problem deck" in trace_text(game)


def test_FF34_a_faceoff_here_with_another_dragon_may_move_an_opposing_character(later_scene):
    s = later_scene()
    s.put("FF34", ALICE, B_PROBLEM)
    s.put("FF20", ALICE, A_HOME)  # another Dragon
    foe = s.put("orange-1", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(
        challenge(s, tm, ("orange-3",), ("orange-1",)), prefer=(foe, A_PROBLEM)
    )
    assert game.state.cards[foe].area == A_PROBLEM
    # without another Dragon it does not trigger
    s = later_scene()
    s.put("FF34", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(
        challenge(s, tm, ("orange-3",), ("orange-1",)), prefer=(foe, A_PROBLEM)
    )
    assert game.state.cards[foe].area == B_HOME


def test_FF35_may_put_a_troublemaker_from_hand_into_play_face_up(later_scene):
    s = later_scene()
    (scalio,) = s.hand(ALICE, "FF35")
    s.board.add(Zone.HAND, ALICE, "tm-3")
    game = play(later_scene, s.game(), scalio, A_HOME, prefer=(s.board.problem[BOB],))
    tm = in_play(game, "tm-3")
    assert tm.area == B_PROBLEM and not tm.face_down
    assert ids(game, Zone.HAND, ALICE) == []


def test_FF62_winning_may_look_at_the_top_problem_card_and_bottom_it(later_scene):
    from engine.choices import ChooseOption, PlaceCard

    s = later_scene()
    s.put("FF62", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    top, _ = s.board.add(Zone.PROBLEM_DECK, BOB, "MT117", "MT123")
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    game = when_offered(game, ChooseOption(ALICE, "an opponent's Problem deck"))
    game.apply(PlaceCard(ALICE, top, bottom=True))
    game = later_scene.settle(game)
    deck = [game.state.cards[i].card_id for i in game.state.players[BOB].problem_deck]
    assert deck == ["MT123", "MT117"]
    assert "tm-2" in ids(game, Zone.DISCARD, BOB)


def test_FF68_power_is_the_number_of_cards_in_hand_and_exhausts_to_draw(later_scene):
    s = later_scene()
    berry = s.put("FF68", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-1")
    s.deck(ALICE, "pink-2")
    game = s.game()
    assert game.power(berry) == 2
    game.apply(activation(game, berry))
    game = later_scene.settle(game)
    assert game.power(berry) == 3 and game.state.cards[berry].exhausted


def test_FF68_chaos_flipped_power_is_the_number_of_cards_in_hand(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-1", "orange-1")
    game = later_scene.settle(challenge(s, tm, ("FF68",), ("orange-1",)))
    assert flipped(game, "Berry Punch, Party Preparations", 3)


def test_FF70_may_exhaust_to_become_involved_in_a_troublemaker_faceoff(later_scene):
    s = later_scene()
    spike = s.put("FF70", ALICE, A_HOME)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    text = trace_text(game)
    assert re.search(r"Spike, Fight and Flight #\d+ becomes involved in the faceoff", text)
    # Alice: Orange 1 + Spike 2 (Stubborn: exhausted, it still counts) + flipped 1 = 4 vs 3 + 1
    assert "Faceoff totals: Alice 4" in text
    assert game.state.cards[spike].exhausted


def test_FF72_exhausts_and_discards_to_reduce_a_problems_requirements(later_scene):
    for use in (False, True):
        s = with_problem(later_scene, "orange-pink", BOB)  # an opponent needs 5 power
        pillow = s.put("FF72", ALICE, A_HOME)
        s.put("V-OR-F330", ALICE, B_PROBLEM)  # 3 power there
        (drop,) = s.board.add(Zone.HAND, ALICE, "orange-1")
        game = s.game()
        if use:
            (number,) = {
                c.ability
                for c in game.legal_choices()
                if isinstance(c, ActivateAbility) and c.card == pillow
            }
            game.apply(ActivateAbility(ALICE, pillow, number, (drop,)))
            game = later_scene.settle(game, prefer=(s.board.problem[BOB],))
            assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
        game = until(game, lambda g: g.state.turn_player == BOB)
        assert ("Alice confronts" in trace_text(game)) is use  # 5 - 2 = 3 (611.3)


def test_FF75_may_draw_when_an_opposing_character_enters_play_here(later_scene):
    s = later_scene()
    s.put("FF75", ALICE, B_PROBLEM)
    s.deck(ALICE, "pink-2", "pink-3")
    here, away = s.hand(BOB, "orange-1", "orange-1")
    game = s.game()
    game = end_turn(game)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    game = play(later_scene, game, here, B_PROBLEM, player=BOB)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)
    hand = len(ids(game, Zone.HAND, ALICE))
    game = play(later_scene, game, away, B_HOME, player=BOB)
    assert len(ids(game, Zone.HAND, ALICE)) == hand


def test_FF26_may_dismiss_an_opposing_friend_costing_at_most_your_griffons(later_scene):
    s = later_scene()
    s.put("FF9", ALICE, A_HOME)  # Greta, a Griffon: with Griselda, 2 Griffons
    big = s.put("orange-3", BOB, B_HOME)  # cost 3
    small = s.put("orange-2", BOB, B_HOME)  # cost 2
    (griselda,) = s.hand(ALICE, "FF26")
    game = s.game()
    game.apply(PlayCard(ALICE, griselda, A_HOME))
    game = until(game, lambda g: g.current_decision().kind is not DecisionKind.PRIORITY)
    offered = {getattr(c, "card", None) for c in game.legal_choices()}
    assert small in offered and big not in offered
    game = later_scene.settle(game, prefer=(small,))
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_FF43_gains_control_of_an_opposing_friend_costing_at_most_your_changelings(later_scene):
    s = later_scene()
    s.put("FF51", ALICE, A_HOME)  # Frenulum, a Changeling: with Pharynx, 2
    big = s.put("orange-3", BOB, B_HOME)
    small = s.put("orange-2", BOB, B_HOME)
    (pharynx,) = s.hand(ALICE, "FF43")
    game = play(later_scene, s.game(), pharynx, A_HOME)
    assert game.state.cards[small].controller == ALICE
    assert game.state.cards[big].controller == BOB


def test_FF23_your_first_griffon_friend_each_turn_costs_one_less(later_scene):
    s = later_scene()
    s.put("FF23", ALICE, A_HOME)
    pony, greta, gavin = s.hand(ALICE, "orange-2", "FF9", "FF7")  # costs 2, 3, 2
    game = s.game()
    spent = []
    for card in (pony, greta, gavin):
        before = game.state.players[ALICE].tokens
        game = play(later_scene, game, card, A_HOME)
        spent.append(before - game.state.players[ALICE].tokens)
    assert spent == [2, 3 - 1, 2]  # not a Griffon; the first Griffon; the second one


def test_FF31_your_first_alicorn_friend_each_turn_costs_two_less(later_scene):
    s = later_scene()
    s.put("FF31", ALICE, A_HOME)
    first, second = s.hand(ALICE, "FF5", "FF5")  # Daybreaker, an Alicorn, cost 3
    game = s.game()
    spent = []
    for card in (first, second):
        before = game.state.players[ALICE].tokens
        game = play(later_scene, game, card, A_HOME)
        spent.append(before - game.state.players[ALICE].tokens)
    assert spent == [1, 3]


def test_FF38_next_event_costs_one_less_to_a_minimum_of_one(later_scene):
    s = later_scene()
    s.put("pink-2", BOB, B_HOME)
    trixie, cheap, dear = s.hand(ALICE, "FF38", "event-main", "PR110")  # Events cost 1, 2
    game = play(later_scene, s.game(), trixie, A_HOME)  # she is a Unicorn Friend herself
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, cheap)
    assert before - game.state.players[ALICE].tokens == 1  # not below 1: not used up
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, dear)
    assert before - game.state.players[ALICE].tokens == 2  # used by the first Event


def test_FF38_a_two_cost_event_costs_one(later_scene):
    s = later_scene()
    s.put("pink-2", BOB, B_HOME)
    trixie, dear = s.hand(ALICE, "FF38", "PR110")
    game = play(later_scene, s.game(), trixie, A_HOME)
    assert "the next Event Alice plays this turn costs 1 less" in trace_text(game)
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, dear)
    assert before - game.state.players[ALICE].tokens == 1


def test_FF69_pays_one_and_exhausts_to_frighten_a_friend(later_scene):
    s = later_scene()
    caldera = s.put("FF69", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(activation(game, caldera))
    game = later_scene.settle(game, prefer=(foe,))
    assert in_play(game, "orange-1").frightened
    assert game.state.players[ALICE].tokens == 9 and game.state.cards[caldera].exhausted


def test_FF69_readying_may_put_a_counter_on_a_dragon_friend(later_scene):
    s = later_scene()
    s.put("FF69", ALICE, A_HOME, exhausted=True)
    dragon = s.put("FF20", ALICE, A_HOME)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = end_turn(s.game())
    game = until(game, lambda g: g.state.turn_player == ALICE, prefer=(dragon,))
    game = until(
        game,
        lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE,
        prefer=(dragon,),
    )
    assert game.state.cards[dragon].counter("+1 power") == 1
    assert re.search(
        r"Caldera, Explosive Personality #\d+ triggers \(when readied\)", trace_text(game)
    )


def test_FF71_power_per_card_type_in_your_discard_pile(later_scene):
    s = later_scene()
    mud = s.put("FF71", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "orange-2", "event-main", "resource-1")
    assert s.game().power(mud) == 1 + 3  # Friend, Event, Resource


def test_FF71_weaker_opposing_characters_here_cant_contribute_to_confronting(later_scene):
    for strong in (False, True):
        s = later_scene()
        s.put("FF71", ALICE, A_PROBLEM)  # power 1 with an empty discard pile
        s.board.add(Zone.DISCARD, ALICE, "orange-1")  # now 2
        s.put("orange-2" if strong else "orange-1", BOB, A_PROBLEM)
        s.deck(ALICE, *("orange-1",) * 4)
        s.deck(BOB, *("orange-1",) * 4)
        game = end_turn(s.game())
        game = until(game, lambda g: g.state.turn_player == ALICE)
        # "easy" needs 1 power of Bob: Orange 1 (1 < 2) can't; Orange 2 (2 >= 2) can
        assert ("Bob confronts" in trace_text(game)) is strong


def test_FF67_starts_a_faceoff_and_winning_draws_per_earth_pony(later_scene):
    s = later_scene()
    s.put("V-OR-F110", ALICE, A_HOME)  # an Earth Pony: with the supply and AJ & PP, several
    foe = s.put("orange-1", BOB, B_HOME)
    (builders,) = s.hand(ALICE, "FF67")
    s.deck(ALICE, "orange-3", *("pink-2",) * 10)
    s.deck(BOB, "orange-1", *("pink-2",) * 4)
    game = s.game()
    ponies = len(
        [c for c in game.state.in_play() if c.controller == ALICE and c.card_id.startswith("V-")]
    )
    ponies -= 1  # the Mane Character is not an Earth Pony
    game = play(later_scene, game, builders, A_HOME, prefer=(foe,))
    assert "Alice wins the faceoff" in trace_text(game)
    assert len(ids(game, Zone.HAND, ALICE)) == ponies + 1  # and Applejack & Pinkie Pie
    # declined: no faceoff
    s = later_scene()
    s.put("orange-1", BOB, B_HOME)
    (builders,) = s.hand(ALICE, "FF67")
    game = s.game()
    game.apply(PlayCard(ALICE, builders, A_HOME))
    game = later_scene.settle(game, accept=False)
    assert "starts a faceoff" not in trace_text(game)


def test_FF1_boosted_playing_a_card_during_a_faceoff_may_exhaust_to_score(later_scene):
    s = later_scene(mane=(Mane("FF1", boosted=True), "V-OR-M"))
    gallus = s.board.mane[ALICE]
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    (event,) = s.board.add(Zone.HAND, ALICE, "event-faceoff")
    game = challenge(s, tm, ("orange-1",), ("orange-3",))
    game = when_offered(game, PlayCard(ALICE, event, None))
    game = later_scene.settle(game)
    assert game.state.cards[gallus].exhausted
    assert points(game) == 1  # Alice lost the faceoff (1 + 2 + 1 against 3 + 3): Gallus's


def test_FF53_chooses_again_at_the_start_of_your_turn(later_scene):
    from engine.choices import ChooseOption

    s = later_scene()
    terramar = s.put("FF53", ALICE, A_HOME)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = end_turn(s.game())
    game = until(game, lambda g: g.state.turn_player == ALICE)
    game = when_offered(game, ChooseOption(ALICE, "Swift"))
    game = later_scene.settle(game)
    assert keyword(game, terramar, "Swift") is not None
    assert keyword(game, terramar, "Calming") is None


def test_FF29_puts_the_top_card_of_a_problem_deck_into_play_as_a_dilemma(later_scene):
    from engine import dilemma_area
    from engine.choices import ChooseOption

    s = later_scene()
    (silver,) = s.hand(ALICE, "FF29")
    s.board.add(Zone.PROBLEM_DECK, BOB, "orange-pink", "spare")
    game = s.game()
    game.apply(PlayCard(ALICE, silver, A_HOME))
    game = when_offered(game, ChooseOption(ALICE, "an opponent's Problem deck"))
    game = later_scene.settle(game)
    dilemma = in_play(game, "orange-pink")
    assert dilemma.controller == BOB and dilemma.area == dilemma_area(BOB, dilemma.iid)
    assert dilemma.area in game.state.areas()
    deck = [game.state.cards[i].card_id for i in game.state.players[BOB].problem_deck]
    assert deck == ["spare"]
    bobs = game.state.cards[s.board.problem[BOB]]  # no Problem replaced
    assert bobs.zone is Zone.PLAY and bobs.area == B_PROBLEM


def test_FF22_reveals_one_per_griffon_keeps_one_on_top_and_bottoms_the_rest(later_scene):
    s = later_scene()
    s.put("FF9", ALICE, A_HOME)  # Greta: with Garner, 2 Griffons
    (garner,) = s.hand(ALICE, "FF22")
    first, second, third = s.deck(ALICE, "orange-1", "pink-2", "orange-3")
    game = s.game()
    game.apply(PlayCard(ALICE, garner, A_HOME))
    game = until(game, lambda g: ChooseCard(ALICE, second) in g.legal_choices())
    assert ChooseCard(ALICE, third) not in game.legal_choices()  # only 2 revealed
    game.apply(ChooseCard(ALICE, second))
    game = later_scene.settle(game)
    deck = [game.state.cards[i].card_id for i in game.state.players[ALICE].deck]
    assert deck == ["pink-2", "orange-3", "orange-1"]
