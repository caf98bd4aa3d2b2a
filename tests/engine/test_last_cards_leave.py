"""Leaders and Legends cards that replace or forbid leaving play, and abilities that work from
the discard pile or the banished zone: one scenario per automated card, position -> choices
-> result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import challenge, in_play, play, until, when_offered, with_problem

from engine import DecisionKind, Zone
from engine.choices import ActivateAbility, EndMainPhase, PlayCard, Retire
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text
from engine.state import POWER_COUNTER

EARTH_PONY = "V-OR-F110"  # an Earth Pony Friend, cost 1, power 1
MEGA_MARE = "HM27"  # "When this card enters play, you may dismiss a Friend here."


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


# --- LL120 Yak-Strength Hug --------------------------------------------------------------------
def test_LL120_banishes_an_opposing_friend_back_to_its_owners_hand_as_it_leaves(later_scene):
    s = later_scene()
    host = s.put("orange-2", ALICE, A_PROBLEM)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_HOME)  # not chosen
    hug, mare = s.hand(ALICE, "LL120", MEGA_MARE)
    game = s.game()
    game.apply(PlayCard(ALICE, hug, A_PROBLEM, on=host))
    game = later_scene.settle(game, prefer=[foe])
    assert ids(game, Zone.BANISHED, BOB) == ["orange-3"] and foe not in game.state.play
    # Mega Mare dismisses the Hug's host; the Hug goes with it (509.3): Orange 3 goes to
    # Bob's hand, not into play
    game = play(later_scene, game, mare, A_PROBLEM, prefer=[host])
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["LL120", "orange-2"]
    assert ids(game, Zone.BANISHED, BOB) == [] and "orange-3" in ids(game, Zone.HAND, BOB)
    assert not any(c.card_id == "orange-3" for c in game.state.in_play())


# --- LL127 Amnity Ball, LL136 Applejack, Big Breakfast: "can't leave play" ---------------------
def test_LL127_your_friends_here_cant_leave_play_while_you_have_four_there(later_scene):
    for mine_there, kept in ((3, True), (2, False)):
        s = with_problem(later_scene, "LL127", ALICE)
        friends = [s.put("orange-1", ALICE, A_PROBLEM) for _ in range(mine_there)]
        foe = s.put("orange-2", BOB, A_PROBLEM)
        (mare,) = s.hand(ALICE, MEGA_MARE)
        # Mega Mare makes the fourth (or third) of Alice's Friends at the Ball, then may
        # dismiss a Friend there: Alice's first Friend, if it can leave play
        game = play(later_scene, s.game(), mare, A_PROBLEM, prefer=[friends[0]])
        assert (friends[0] in game.state.play) is kept
        assert (foe in game.state.play) is not kept  # Bob's Friend is not protected
    s = with_problem(later_scene, "LL127", ALICE)
    friends = [s.put("orange-1", ALICE, A_PROBLEM) for _ in range(4)]
    game = s.game()
    why = game._table.kept_in_play(friends[0])
    assert why is not None and "Amnity Ball" in why


def test_LL127_does_not_stop_a_dismissal_by_the_game(later_scene):
    # repairing a uniqueness violation is done by the game and can't be stopped (104.3): the
    # copy at the Ball may be chosen, and it is dismissed
    s = with_problem(later_scene, "LL127", ALICE)
    ball = s.put("unique-1", ALICE, A_PROBLEM)
    for _ in range(3):  # 4 Friends at the Ball
        s.put("orange-1", ALICE, A_PROBLEM)
    s.put("unique-1", ALICE, A_HOME)
    game = s.game()
    assert game.current_decision().kind is DecisionKind.UNIQUENESS
    assert ball in [c.card for c in game.legal_choices()]
    assert game._table.kept_in_play(ball) is not None
    game.apply(next(c for c in game.legal_choices() if c.card == ball))
    game = later_scene.settle(game)
    assert ball not in game.state.play and "unique-1" in ids(game, Zone.DISCARD, ALICE)


def test_LL136_enters_with_counters_gives_counters_and_keeps_a_friend_in_play(later_scene):
    s = later_scene()
    ponies = [s.put(EARTH_PONY, ALICE, A_PROBLEM) for _ in range(2)]
    other = s.put("orange-1", ALICE, A_PROBLEM)  # not an Earth Pony
    applejack, mare = s.hand(ALICE, "LL136", MEGA_MARE)
    game = s.game()
    # the two here and the colour supply at home (vanilla Earth Ponies), not Orange 1
    earth = [c.iid for c in game.state.in_play() if "Earth Pony" in game._table.traits(c.iid)]
    assert len(earth) > 2 and other not in earth
    game = play(later_scene, game, applejack, A_PROBLEM)
    aj = in_play(game, "LL136").iid
    n = len(earth)
    assert game.state.cards[aj].counter(POWER_COUNTER) == n  # one per other Earth Pony
    assert game.power(aj) == 1 + n
    assert [game.state.cards[p].counter(POWER_COUNTER) for p in earth] == [1] * n
    assert game.state.cards[other].counter(POWER_COUNTER) == 0
    # Immediate: remove a counter from one of them; that one can't leave play this turn
    keep = ActivateAbility(ALICE, aj, 2)  # its third paragraph
    assert keep in game.legal_choices(), game.why_not(keep)
    game.apply(keep)
    game = later_scene.settle(game, prefer=[ponies[0]])
    assert game.state.cards[ponies[0]].counter(POWER_COUNTER) == 0
    assert "Applejack" in (game._table.kept_in_play(ponies[0]) or "")
    assert game._table.kept_in_play(ponies[1]) is None
    game = play(later_scene, game, mare, A_PROBLEM, prefer=[ponies[0]])
    assert ponies[0] in game.state.play  # Mega Mare dismissed another Friend
    assert ponies[1] not in game.state.play or other not in game.state.play


def test_LL136_immediate_ability_needs_an_earth_pony_with_a_counter(later_scene):
    s = later_scene()
    aj = s.put("LL136", ALICE, A_HOME)  # put, not entered: no counters anywhere
    s.put(EARTH_PONY, ALICE, A_HOME)
    game = s.game()
    assert ActivateAbility(ALICE, aj, 2) not in game.legal_choices()


# --- LL139 Ember, My Way or the Highway ---------------------------------------------------------
def test_LL139_your_involved_friends_cant_be_dismissed_or_frightened(later_scene):
    s = later_scene()
    s.put("LL139", ALICE, A_HOME)
    there = s.put("orange-3", ALICE, B_PROBLEM)
    home = s.put("orange-1", ALICE, A_HOME)  # not involved
    tm = s.put("tm-2", BOB, B_PROBLEM)
    before = s.game()._table.view()
    assert there not in before.cant_dismiss  # no faceoff yet
    game = challenge(s, tm, ("orange-1",) * 2, ("orange-1",) * 2)
    view = game._table.view()
    assert there in view.cant_dismiss and there in view.cant_frighten
    assert home not in view.cant_dismiss and home not in view.cant_frighten
    assert "Ember" in game._table.name(view.forbidden_by[("frighten", there)])


def counters_of(game, player: int = ALICE) -> int:  # type: ignore[no-untyped-def]
    return sum(c.counter(POWER_COUNTER) for c in game.state.in_play() if c.controller == player)


def test_LL139_counters_at_the_end_of_a_faceoff_you_did_not_lose(later_scene):
    for alice_flips, gained in ((("orange-3",), 2), (("orange-1",), 0)):
        s = later_scene()
        s.put("LL139", ALICE, A_HOME)
        s.put("orange-1", ALICE, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        # 1 + 3 flipped beats 2 + 1 (Alice wins); 1 + 1 loses to 2 + 1
        game = challenge(s, tm, alice_flips, ("orange-1",))
        game = until(game, lambda g: g.state.faceoff is None and not g.state.pending)
        game = later_scene.settle(game)
        assert counters_of(game) == gained
        assert ("Ember, My Way or the Highway" in trace_text(game).split("faceoff ends")[-1]) is (
            gained > 0
        )
        assert counters_of(game, BOB) == 0


def test_LL139_exhausts_to_end_a_faceoff_and_skips_its_next_ready(later_scene):
    s = later_scene()
    ember = s.put("LL139", ALICE, A_HOME)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 6)
    s.deck(BOB, *("orange-1",) * 6)
    end = ActivateAbility(ALICE, ember, 3)
    assert end not in s.game().legal_choices()  # no faceoff to end (514.6)
    game = challenge(s, tm, ("orange-1",), ("orange-3",))  # Alice would lose: 2 against 6
    game = when_offered(game, end)
    game = until(game, lambda g: g.state.faceoff is None and not g.state.pending)
    game = later_scene.settle(game)
    assert tm in game.state.play and game.state.players[ALICE].points == 0  # nobody won
    assert counters_of(game) == 2  # a faceoff ended early is not lost (514.5)
    assert game.state.cards[ember].exhausted
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    game.apply(EndMainPhase(BOB))
    game = until(game, lambda g: g.state.turn_player == ALICE and g.state.phase == "Main")
    assert game.state.cards[ember].exhausted  # not readied in Alice's next Ready Phase


# --- LL42 Aunt Holiday & Auntie Lofty, Surrogate Parents ----------------------------------------
def test_LL42_retires_a_resource_on_a_friend_instead_of_its_being_frightened(later_scene):
    s = later_scene()
    aunts = s.put("LL42", BOB, B_HOME)
    friend = s.put("orange-1", BOB, B_HOME)
    charm = s.put("resource-1", BOB, B_HOME, attached_to=friend)
    bare = s.put("orange-1", BOB, B_HOME)
    (fight,) = s.hand(ALICE, "FF98")  # Immediate: frighten a Friend with 2 or less power
    game = s.game()
    assert game.power(friend) == 1 + 1 and game.power(bare) == 1  # "with Resources on them"
    game = play(later_scene, game, fight, prefer=[friend])
    assert friend in game.state.play and not game.state.cards[friend].face_down
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"] and charm not in game.state.play
    assert "Aunt Holiday" in trace_text(game)
    del aunts
    # a Friend with no Resource of Bob's on it: nothing to retire, it is frightened (508.1c)
    s = later_scene()
    s.put("LL42", BOB, B_HOME)
    bare = s.put("orange-1", BOB, B_HOME)
    (fight,) = s.hand(ALICE, "FF98")
    game = play(later_scene, s.game(), fight, prefer=[bare])
    assert bare not in game.state.play  # frightened: a new, face-down card (505.3)
    assert any(c.face_down for c in game.state.in_play() if c.controller == BOB)


def test_LL42_retires_a_resource_instead_of_a_dismissal_but_not_for_itself(later_scene):
    s = later_scene()
    s.put("LL42", ALICE, A_PROBLEM)
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    s.put("resource-1", ALICE, A_PROBLEM, attached_to=friend)
    (mare,) = s.hand(ALICE, MEGA_MARE)
    game = play(later_scene, s.game(), mare, A_PROBLEM, prefer=[friend])
    assert friend in game.state.play and "resource-1" in ids(game, Zone.DISCARD, ALICE)
    s = later_scene()
    aunts = s.put("LL42", ALICE, A_PROBLEM)
    s.put("resource-1", ALICE, A_PROBLEM, attached_to=aunts)
    (mare,) = s.hand(ALICE, MEGA_MARE)
    game = play(later_scene, s.game(), mare, A_PROBLEM, prefer=[aunts])
    assert aunts not in game.state.play  # "other" Friends only
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["LL42", "resource-1"]


# --- LL108 Golden Parachute ----------------------------------------------------------------------
def test_LL108_retires_itself_and_discards_two_instead_of_a_friend_leaving_play(later_scene):
    s = later_scene()
    chute = s.put("LL108", ALICE, A_HOME)
    friend = s.put("orange-2", ALICE, A_PROBLEM)
    (mare, *_) = s.hand(ALICE, MEGA_MARE, "pink-2", "blue-2")
    game = play(later_scene, s.game(), mare, A_PROBLEM, prefer=[friend])
    assert friend in game.state.play and chute not in game.state.play
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["LL108", "blue-2", "pink-2"]
    assert ids(game, Zone.HAND, ALICE) == []
    # with one card in hand it can't be done in full: not offered, the Friend is dismissed
    s = later_scene()
    s.put("LL108", ALICE, A_HOME)
    friend = s.put("orange-2", ALICE, A_PROBLEM)
    (mare, _) = s.hand(ALICE, MEGA_MARE, "pink-2")
    game = play(later_scene, s.game(), mare, A_PROBLEM, prefer=[friend])
    assert friend not in game.state.play and "orange-2" in ids(game, Zone.DISCARD, ALICE)
    assert any(c.card_id == "LL108" for c in game.state.in_play())


def test_LL108_from_the_discard_pile_banishes_itself_and_two_others_instead(later_scene):
    for others, kept in ((2, True), (1, False)):
        s = later_scene()
        s.board.add(Zone.DISCARD, ALICE, "LL108", *("pink-2",) * others)
        friend = s.put("orange-2", ALICE, A_PROBLEM)
        (mare,) = s.hand(ALICE, MEGA_MARE)
        game = play(later_scene, s.game(), mare, A_PROBLEM, prefer=[friend])
        assert (friend in game.state.play) is kept
        if kept:
            assert sorted(ids(game, Zone.BANISHED, ALICE)) == ["LL108", "pink-2", "pink-2"]
            assert ids(game, Zone.DISCARD, ALICE) == []
        else:
            assert ids(game, Zone.BANISHED, ALICE) == []
            assert "orange-2" in ids(game, Zone.DISCARD, ALICE)


# --- LL140 Thorax, Heart of the Swarm ------------------------------------------------------------
CRITTER_TOKEN = "token:Friend:1:yellow:Critter::"


def test_LL140_token_friends_get_power_and_dont_count_against_the_home_limit(later_scene):
    s = later_scene()
    s.put("LL140", ALICE, A_PROBLEM)
    token = s.put(CRITTER_TOKEN, ALICE, A_HOME)
    theirs = s.put(CRITTER_TOKEN, BOB, B_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    assert game.power(token) == 1 + 1 and game.power(theirs) == 1
    assert game.power(friend) == 1
    at_home = game._table.friends_at_home(ALICE)
    assert friend in at_home and token not in at_home


def test_LL140_other_friends_lose_unique(later_scene):
    s = later_scene()
    s.put("unique-1", ALICE, A_HOME)
    s.put("unique-1", ALICE, A_PROBLEM)  # two of one Unique card: no violation while Thorax
    thorax = s.put("LL140", ALICE, B_PROBLEM)
    game = s.game()
    table = game._table
    assert not any(
        "Unique" in table.traits(c.iid) for c in game.state.in_play() if c.card_id == "unique-1"
    )
    assert "Unique" in table.traits(thorax)  # not "other"
    assert game.current_decision().kind is not DecisionKind.UNIQUENESS
    # two Thorax take each other's Unique (both apply, 711.3: neither takes the other's
    # abilities), so both stay
    s = later_scene()
    s.put("LL140", ALICE, A_HOME)
    s.put("LL140", ALICE, A_PROBLEM)
    assert s.game().current_decision().kind is not DecisionKind.UNIQUENESS
    # without Thorax the same two violate uniqueness (516.3)
    s = later_scene()
    s.put("unique-1", ALICE, A_HOME)
    s.put("unique-1", ALICE, A_PROBLEM)
    game = s.game()
    assert game.current_decision().kind is DecisionKind.UNIQUENESS


def test_LL140_retires_tokens_equal_to_the_cost_instead_of_a_friend_leaving(later_scene):
    for tokens, kept in ((2, True), (1, False)):
        s = later_scene()
        s.put("LL140", ALICE, A_HOME)
        friend = s.put("orange-2", ALICE, A_PROBLEM)  # cost 2
        mine = [s.put(CRITTER_TOKEN, ALICE, A_HOME) for _ in range(tokens)]
        (mare,) = s.hand(ALICE, MEGA_MARE)
        game = play(later_scene, s.game(), mare, A_PROBLEM, prefer=[friend, *mine])
        assert (friend in game.state.play) is kept
        assert all(t not in game.state.play for t in mine) is kept  # retired (521.3)
        assert ("orange-2" in ids(game, Zone.DISCARD, ALICE)) is not kept


# --- LL145 Grogar, Legion of Doom ----------------------------------------------------------------
def test_LL145_banishes_itself_to_put_a_troublemaker_from_the_deck_into_play(later_scene):
    s = later_scene()
    grogar = s.put("LL145", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "tm-3", "orange-1")
    game = s.game()
    game.apply(ActivateAbility(ALICE, grogar, 0))
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, ALICE) == ["LL145"]
    tm = in_play(game, "tm-3")
    assert tm.controller == ALICE and not tm.face_down and tm.area is not None
    assert tm.area.at_problem
    assert "tm-3" not in ids(game, Zone.DRAW_DECK, ALICE)


def test_LL145_comes_back_from_the_banished_zone_at_the_end_of_your_turn(later_scene):
    for with_troublemaker in (True, False):
        s = later_scene()
        s.board.add(Zone.BANISHED, ALICE, "LL145")
        tm = s.put("tm-2", ALICE, B_PROBLEM) if with_troublemaker else None
        s.deck(ALICE, *("orange-1",) * 4)
        s.deck(BOB, *("orange-1",) * 4)
        game = s.game(tokens=(3, 0))
        game.apply(EndMainPhase(ALICE))
        game = until(game, lambda g: g.state.turn_player == BOB)
        game = later_scene.settle(game)
        back = [c for c in game.state.in_play() if c.card_id == "LL145"]
        if with_troublemaker:
            assert len(back) == 1 and not back[0].face_down and back[0].controller == ALICE
            assert back[0].area is not None and back[0].area.at_problem
            assert ids(game, Zone.BANISHED, ALICE) == ["tm-2"] and tm not in game.state.play
            assert "Grogar" in trace_text(game)
        else:
            assert back == [] and ids(game, Zone.BANISHED, ALICE) == ["LL145"]


def test_LL136_a_friend_that_cant_leave_play_is_not_retired_for_the_home_limit(later_scene):
    s = later_scene()
    aj = s.put("LL136", ALICE, A_PROBLEM)
    pony = s.put(EARTH_PONY, ALICE, A_HOME, counters=((POWER_COUNTER, 1),))
    others = [s.put("orange-1", ALICE, A_HOME) for _ in range(3)]  # 4 at home, limit 3
    game = s.game()
    game.apply(ActivateAbility(ALICE, aj, 2))
    game = later_scene.settle(game, prefer=[pony])
    assert game.state.cards[pony].counter(POWER_COUNTER) == 0
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.RETIRE)
    retirable = {c.card for c in game.legal_choices()}  # type: ignore[attr-defined]
    assert pony not in retirable and retirable == set(others)  # 104.2
    assert "can't leave play" in (game.why_not(Retire(ALICE, pony)) or "")
