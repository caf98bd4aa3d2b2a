"""Marks in Time scripts (MT0-MT72, MT106, MT111) and High Magic's HM116: one scenario per
card, position -> choices -> result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    in_play,
    play,
    problem_faceoff_at_bobs_problem,
    strong_at,
    until,
    when_offered,
)

from engine import Zone
from engine.choices import (
    ActivateAbility,
    Challenge,
    DecisionKind,
    Decline,
    MoveCharacter,
    PlayCard,
)
from engine.flow import contributing
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


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


def marking(game, iid: int) -> None:
    """Alice activates ``iid``'s Cutie Mark, its one activated ability (pays [2])."""
    (choice,) = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == iid
    ]
    game.apply(choice)


def mark(scene, game, iid: int, prefer=()):  # type: ignore[no-untyped-def]
    """Alice Cutie Marks ``iid``; the abilities it triggers resolve (yes to every "may",
    the cards in ``prefer`` chosen first)."""
    marking(game, iid)
    return scene.settle(game, prefer=prefer)


def tokens_in_play(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if c.card_id.startswith("token:") and c.owner == player]


# --- Cutie Mark (glossary): the action, and "when ... becomes Cutie Marked" -----------------
def test_MT4_babs_seed_counts_frightened_friends_and_frightens_one_as_she_is_marked(later_scene):
    s = later_scene()
    babs = s.put("MT4", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME, frightened=True)
    foe = s.put("orange-2", BOB, B_HOME)
    game = s.game(tokens=(5, 0))
    printed = game._table.pool["MT4"].power
    assert game.power(babs) == printed + 1  # one frightened Friend
    game = mark(later_scene, game, babs, prefer=(foe,))
    assert "Cutie Marked" in trace_text(game)
    assert foe not in game.state.play  # frightened: face-down, a new card (504.1, 505.3)
    # the counter, and two frightened Friends now
    assert game.power(babs) == printed + 1 + 2


def test_MT4_babs_seed_may_frighten_nobody(later_scene):
    s = later_scene()
    babs = s.put("MT4", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    game = s.game(tokens=(5, 0))
    marking(game, babs)
    game = later_scene.settle(game, accept=False)
    assert foe in game.state.play and not game.state.cards[foe].face_down


def test_MT9_pipsqueak_challenges_a_troublemaker_here_as_he_is_marked(later_scene):
    s = later_scene()
    pip = s.put("MT9", ALICE, B_PROBLEM)
    mate = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(tokens=(5, 0))
    marking(game, pip)
    game = later_scene.settle(game)
    text = trace_text(game)
    # a challenge of that Troublemaker with all Alice's characters there (608.4, 514.2a)
    assert "Alice challenges Timberwolf, Two" in text
    assert f"involved Pipsqueak, Class President #{pip}, Orange 1 #{mate}" in text
    assert tm not in game.state.play  # defeated: their total beat its total (514.5a)


def test_MT9_pipsqueak_may_decline_the_challenge(later_scene):
    s = later_scene()
    pip = s.put("MT9", ALICE, B_PROBLEM)
    s.put("tm-2", BOB, B_PROBLEM)
    game = s.game(tokens=(5, 0))
    marking(game, pip)
    game = later_scene.settle(game, accept=False)
    assert game.state.faceoff is None and "challenges" not in trace_text(game)


def test_MT11_scootaloo_moves_a_character_to_a_newly_marked_friends_problem(later_scene):
    s = later_scene()
    scoot = s.put("MT11", ALICE, A_HOME)
    dash = s.put("MT10", ALICE, B_PROBLEM)  # Rainbow Dash, Growing Up
    game = s.game(tokens=(5, 0))
    assert keyword(game, scoot, "Competitive") is None
    game = mark(later_scene, game, dash, prefer=(scoot,))
    assert game.state.cards[scoot].area == B_PROBLEM  # moved to that Friend's Problem
    game = mark(later_scene, game, scoot)  # now she is marked: Competitive 2
    assert keyword(game, scoot, "Competitive") == 2


def test_MT11_scootaloo_moves_nobody_for_a_friend_marked_at_home(later_scene):
    s = later_scene()
    scoot = s.put("MT11", ALICE, A_HOME)
    dash = s.put("MT10", ALICE, A_HOME)
    game = mark(later_scene, s.game(tokens=(5, 0)), dash)
    assert game.state.cards[scoot].area == A_HOME and game.state.cards[dash].area == A_HOME


def test_MT15_apple_bloom_pumps_your_cutie_marked_friends(later_scene):
    s = later_scene()
    bloom = s.put("MT15", ALICE, A_HOME)
    dash = s.put("MT10", ALICE, A_HOME)
    foe = s.put("MT10", BOB, B_HOME, counters=(("cutie marked", 1), ("+1 power", 1)))
    game = s.game(tokens=(5, 0))
    printed = game._table.pool["MT10"].power
    assert game.power(dash) == printed  # not marked yet
    game = mark(later_scene, game, dash)
    assert game.power(dash) == printed + 1 + 1 + 1  # counter, Growing Up, Apple Bloom
    assert game.power(foe) == printed + 1 + 1  # not one of Alice's Friends
    assert keyword(game, bloom, "Diligent") is None
    game = mark(later_scene, game, bloom)
    assert keyword(game, bloom, "Diligent") == 2
    assert game.power(bloom) == game._table.pool["MT15"].power + 1 + 1  # counter, herself


def test_MT42_diamond_tiara_counts_your_cutie_marked_friends(later_scene):
    s = later_scene()
    tiara = s.put("MT42", ALICE, A_HOME)
    s.put("MT10", ALICE, A_HOME, counters=(("cutie marked", 1), ("+1 power", 1)))
    s.put("MT16", ALICE, A_HOME, counters=(("+1 power", 1),))  # a counter, not marked
    s.put("MT30", BOB, B_HOME, counters=(("cutie marked", 1), ("+1 power", 1)))  # Bob's
    dash = s.put("MT38", ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    printed = game._table.pool["MT42"].power
    assert game.power(tiara) == printed + 1
    game = mark(later_scene, game, dash)
    assert game.power(tiara) == printed + 2


def test_MT20_maud_pie_mills_two_and_counts_card_types_once_marked(later_scene):
    s = later_scene()
    (maud,) = s.hand(ALICE, "MT20")
    s.deck(ALICE, "MT76", "resource-1", "orange-1")  # an Event and a Resource on top
    s.board.add(Zone.DISCARD, ALICE, "orange-2")  # a Friend there already
    game = play(later_scene, s.game(tokens=(10, 0)), maud, A_HOME)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["MT76", "orange-2", "resource-1"]
    maud = in_play(game, "MT20").iid
    printed = game._table.pool["MT20"].power
    assert game.power(maud) == printed  # not Cutie Marked: no per-type power
    game = mark(later_scene, game, maud)
    assert game.power(maud) == printed + 1 + 3  # the counter; Friend, Event, Resource (206)


def test_MT20_maud_pie_may_keep_her_deck(later_scene):
    s = later_scene()
    (maud,) = s.hand(ALICE, "MT20")
    s.deck(ALICE, "MT76", "resource-1", "orange-1")
    game = s.game(tokens=(10, 0))
    game.apply(PlayCard(ALICE, maud, A_HOME))
    game = later_scene.settle(game, accept=False)
    assert ids(game, Zone.DISCARD, ALICE) == [] and len(ids(game, Zone.DRAW_DECK, ALICE)) == 3


def test_MT25_flitter_and_cloudchaser_draw_and_keep_ten_cards(later_scene):
    s = later_scene()
    pair = s.put("MT25", ALICE, A_HOME)
    dash = s.put("MT10", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    game = s.game(tokens=(5, 0))
    game = mark(later_scene, game, dash)  # one of her Friends: she may draw a card
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    game = mark(later_scene, game, pair)
    assert len(ids(game, Zone.HAND, ALICE)) == 2  # she is one of her Friends too


def hand_after_the_turn(later_scene, marked: bool) -> int:  # type: ignore[no-untyped-def]
    s = later_scene()
    counters = (("cutie marked", 1), ("+1 power", 1)) if marked else ()
    s.put("MT25", ALICE, A_HOME, counters=counters)
    s.hand(ALICE, *["orange-1"] * 11)
    game = until(s.game(at="end"), lambda g: g.state.turn_player == BOB)
    return len(ids(game, Zone.HAND, ALICE))


def test_MT25_flitter_and_cloudchaser_raise_the_hand_size_while_marked(later_scene):
    assert hand_after_the_turn(later_scene, marked=False) == 8  # 616.2
    assert hand_after_the_turn(later_scene, marked=True) == 10


def test_MT29_party_filly_dismisses_an_opposing_friend_as_she_is_marked(later_scene):
    s = later_scene()
    filly = s.put("MT29", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    game = mark(later_scene, s.game(tokens=(5, 0)), filly)
    assert foe not in game.state.play and "orange-2" in ids(game, Zone.DISCARD, BOB)


def test_MT32_cheerilee_exhausts_to_gain_a_token_when_a_friend_is_marked(later_scene):
    s = later_scene()
    cheerilee = s.put("MT32", ALICE, A_HOME)
    dash = s.put("MT10", ALICE, A_HOME)
    game = mark(later_scene, s.game(tokens=(2, 2)), dash)
    assert game.state.cards[cheerilee].exhausted
    assert game.state.players[ALICE].tokens == 0 + 1  # paid [2], gained [1]
    # a Friend of Bob's marked: not one of Alice's Friends, so nothing
    s = later_scene()
    cheerilee = s.put("MT32", BOB, B_HOME)
    dash = s.put("MT10", ALICE, A_HOME)
    game = mark(later_scene, s.game(tokens=(2, 0)), dash)
    assert not game.state.cards[cheerilee].exhausted and game.state.players[BOB].tokens == 0


def test_MT40_coloratura_confronts_only_once_marked(later_scene):
    s = later_scene()
    rara = s.put("MT40", ALICE, B_PROBLEM)
    mate = s.put("orange-1", ALICE, B_PROBLEM)
    game = s.game(tokens=(5, 0))
    # 611.3a: her power does not count towards the confront while she is not Cutie Marked
    assert contributing(game._table, ALICE, B_PROBLEM) == (mate,)
    game = mark(later_scene, game, rara)
    assert set(contributing(game._table, ALICE, B_PROBLEM)) == {rara, mate}


def test_MT48_sweetie_belle_pays_two_to_score_when_a_friend_is_marked(later_scene):
    s = later_scene()
    s.put("MT48", ALICE, A_HOME)
    dash = s.put("MT10", ALICE, A_HOME)
    game = mark(later_scene, s.game(tokens=(4, 0)), dash)
    assert game.state.players[ALICE].points == 1
    assert game.state.players[ALICE].tokens == 0  # [2] to mark, [2] to score


def test_MT48_sweetie_belle_scores_for_free_with_scootaloo_and_apple_bloom(later_scene):
    s = later_scene()
    s.put("MT48", ALICE, A_HOME)
    s.put("MT11", ALICE, A_HOME)  # Scootaloo, Forever a Crusader
    s.put("MT15", ALICE, A_HOME)  # Apple Bloom, Forever a Crusader
    dash = s.put("MT10", ALICE, A_HOME)
    game = mark(later_scene, s.game(tokens=(2, 0)), dash)
    assert game.state.players[ALICE].points == 1 and game.state.players[ALICE].tokens == 0


def test_MT48_another_scootaloo_is_not_scootaloo_forever_a_crusader(later_scene):
    s = later_scene()
    s.put("MT48", ALICE, A_HOME)
    s.put("MT11", ALICE, A_HOME)
    dash = s.put("MT10", ALICE, A_HOME)  # no Apple Bloom: [2], which she lacks
    game = mark(later_scene, s.game(tokens=(3, 0)), dash)
    assert game.state.players[ALICE].points == 0 and game.state.players[ALICE].tokens == 1


def test_MT48_sweetie_belle_marked_returns_a_friend_from_the_discard_pile(later_scene):
    s = later_scene()
    sweetie = s.put("MT48", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "orange-3", "resource-1")
    game = mark(later_scene, s.game(tokens=(4, 0)), sweetie)
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert game.state.players[ALICE].points == 1  # she is one of her Friends too


def test_MT58_zipporwhill_puts_two_critters_and_they_do_not_count_at_home(later_scene):
    s = later_scene()
    zip_ = s.put("MT58", ALICE, A_HOME)
    game = mark(later_scene, s.game(tokens=(2, 0)), zip_)
    critters = tokens_in_play(game)
    assert len(critters) == 2
    assert all("Critter" in c.card_id and game.power(c.iid) == 1 for c in critters)
    view = game._table.view()
    assert {c.iid for c in critters} <= set(view.home_limit_exempt)


# --- keywords whose number is counted ------------------------------------------------------
def test_MT8_night_glider_is_competitive_1_for_each_of_your_characters_here(later_scene):
    s = later_scene()
    glider = s.put("MT8", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)  # not one of hers
    s.put("orange-3", ALICE, A_PROBLEM)  # not here
    game = s.game()
    assert keyword(game, glider, "Competitive") == 3  # herself and the two here


def test_MT8_night_glider_adds_its_count_in_a_faceoff(later_scene):
    s = later_scene()
    glider = s.put("MT8", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    printed = game._table.pool["MT8"].power
    assert game.power(glider) == printed  # not in a faceoff
    game.apply(Challenge(ALICE, tm))
    # Competitive 2 while involved (herself and Orange 1 here)
    assert f"Night Glider, Ambitious Aerobat #{glider} {printed + 2} +" in trace_text(game)


def test_MT28_minuette_is_eccentric_by_her_power(later_scene):
    s = later_scene()
    minuette = s.put("MT28", ALICE, A_PROBLEM)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    printed = game._table.pool["MT28"].power
    assert keyword(game, minuette, "Eccentric") == printed
    assert game._table.view().confront_extra[(A_PROBLEM, BOB)] == printed  # Bob needs more
    (retire,) = [
        c
        for c in game.legal_choices()
        if isinstance(c, ActivateAbility) and c.card == minuette and c.using == (friend,)
    ]
    game.apply(retire)
    game = later_scene.settle(game)
    assert friend not in game.state.play  # retired to pay (410.2)
    assert game.power(minuette) == printed + 1
    assert keyword(game, minuette, "Eccentric") == printed + 1
    assert game._table.view().confront_extra[(A_PROBLEM, BOB)] == printed + 1


# --- banishing a card from the discard pile as a cost (406, 508.1d) -------------------------
def banish_cost_choice(game, card: int, banished: int):  # type: ignore[no-untyped-def]
    choice = ActivateAbility(ALICE, card, 0, using=(banished,))
    assert choice in game.legal_choices(), game.why_not(choice)
    return choice


def test_MT19_igneous_and_cloudy_banish_from_the_discard_pile_to_give_stubborn(later_scene):
    s = later_scene()
    ranchers = s.put("MT19", ALICE, A_HOME)
    mate = s.put("orange-1", ALICE, A_PROBLEM)
    (old,) = s.board.add(Zone.DISCARD, ALICE, "orange-2")
    game = s.game()
    assert keyword(game, mate, "Stubborn") is None
    game.apply(banish_cost_choice(game, ranchers, old))
    game = later_scene.settle(game, prefer=(mate,))
    assert keyword(game, mate, "Stubborn") is not None
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-2"] and ids(game, Zone.DISCARD, ALICE) == []
    assert game.state.cards[ranchers].exhausted
    assert "banishes Orange 2" in trace_text(game)


def test_MT19_nothing_to_banish_no_ability(later_scene):
    s = later_scene()
    ranchers = s.put("MT19", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, BOB, "orange-2")  # Bob's discard pile is not hers
    game = s.game()
    assert not [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == ranchers
    ]
    assert game.why_not(ActivateAbility(ALICE, ranchers, 0)) is not None


def test_MT21_smart_cookie_banishes_from_the_discard_pile_for_power(later_scene):
    s = later_scene()
    cookie = s.put("MT21", ALICE, A_HOME)
    first, second = s.board.add(Zone.DISCARD, ALICE, "orange-2", "resource-1")
    game = s.game()
    printed = game.power(cookie)
    # copies are one choice; different cards are two (703.1d)
    ways = {
        c.using for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == cookie
    }
    assert ways == {(first,), (second,)}
    game.apply(banish_cost_choice(game, cookie, first))
    game = later_scene.settle(game)
    game.apply(banish_cost_choice(game, cookie, second))  # not exhausted by it: again
    game = later_scene.settle(game)
    assert game.power(cookie) == printed + 2
    assert sorted(ids(game, Zone.BANISHED, ALICE)) == ["orange-2", "resource-1"]


def test_HM116_zap_apples_banish_from_the_discard_pile_for_three_power(later_scene):
    s = later_scene()
    apples = s.put("HM116", ALICE, A_HOME)
    mate = s.put("orange-1", ALICE, A_PROBLEM)
    (old,) = s.board.add(Zone.DISCARD, ALICE, "MT76")
    game = s.game()
    game.apply(banish_cost_choice(game, apples, old))
    game = later_scene.settle(game, prefer=(mate,))
    assert game.power(mate) == 1 + 3
    assert game.state.cards[apples].exhausted and ids(game, Zone.BANISHED, ALICE) == ["MT76"]


# --- removing counters (519.3) ---------------------------------------------------------------
def test_MT23_chancellor_puddinghead_removes_a_counter_from_a_ready_card(later_scene):
    s = later_scene()
    (chancellor,) = s.hand(ALICE, "MT23")
    foe = s.put("orange-2", BOB, B_HOME, counters=(("+1 power", 2),))
    tired = s.put("orange-3", BOB, B_HOME, exhausted=True, counters=(("+1 power", 1),))
    game = play(later_scene, s.game(), chancellor, A_HOME, prefer=(tired,))
    # the exhausted one can't be chosen: the ready one loses one counter of its two
    assert game.state.cards[foe].counter("+1 power") == 1
    assert game.state.cards[tired].counter("+1 power") == 1
    assert game.power(foe) == 2 + 1


def test_MT23_a_cutie_mark_is_not_a_counter_to_remove(later_scene):
    s = later_scene()
    (chancellor,) = s.hand(ALICE, "MT23")
    dash = s.put("MT10", BOB, B_HOME, counters=(("+1 power", 1), ("cutie marked", 1)))
    game = play(later_scene, s.game(), chancellor, A_HOME)
    assert game.state.cards[dash].counter("+1 power") == 0
    assert game.state.cards[dash].counter("cutie marked") == 1  # still Cutie Marked


def test_MT111_discord_removes_a_counter_at_the_start_of_your_troublemaker_phase(later_scene):
    s = later_scene()
    s.put("MT111", ALICE, A_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM, counters=(("+1 power", 1),))
    game = later_scene.settle(s.game(at="troublemaker"))
    assert game.state.cards[foe].counter("+1 power") == 0
    assert "counter is removed" in trace_text(game)


def test_MT111_discord_may_keep_the_counter(later_scene):
    s = later_scene()
    s.put("MT111", ALICE, A_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM, counters=(("+1 power", 1),))
    game = s.game(at="troublemaker")
    assert game.current_decision().kind is DecisionKind.TARGET  # which card, or none (712.3)
    game = later_scene.settle(when_offered(game, Decline(ALICE)))
    assert game.state.cards[foe].counter("+1 power") == 1


def test_MT106_sweet_apple_factory_removes_a_power_counter_to_gain_a_token(later_scene):
    s = later_scene()
    factory = s.put("MT106", ALICE, A_HOME)
    mate = s.put("orange-1", ALICE, A_HOME, counters=(("+1 power", 2),))
    s.put("orange-2", BOB, B_HOME, counters=(("+1 power", 1),))  # not one of hers
    game = activate(later_scene, s.game(tokens=(0, 0)), factory)
    assert game.state.players[ALICE].tokens == 1 and game.state.cards[factory].exhausted
    assert game.state.cards[mate].counter("+1 power") == 1


def test_MT106_sweet_apple_factory_needs_a_counter_of_yours(later_scene):
    s = later_scene()
    factory = s.put("MT106", ALICE, A_HOME)
    s.put("orange-2", BOB, B_HOME, counters=(("+1 power", 1),))
    game = s.game(tokens=(0, 0))
    assert game.why_not(ActivateAbility(ALICE, factory, 0)) is not None


# --- other Friends ----------------------------------------------------------------------------
def test_MT61_orchard_blossom_makes_bob_discard_after_a_wide_problem_faceoff_win(later_scene):
    s = later_scene()
    s.put("MT61", ALICE, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "orange-2", "orange-3")
    game = problem_faceoff_at_bobs_problem(s)
    game = until(game, lambda g: g.state.faceoff is None)
    game = later_scene.settle(game)
    # 12 and more against 1 and a flip: won by at least 5 (514.5c); one of his three cards
    assert len(ids(game, Zone.HAND, BOB)) == 2
    assert "discards" in trace_text(game)


def test_MT66_dr_hooves_draws_the_bottom_card_and_tops_a_card_from_the_hand(later_scene):
    s = later_scene()
    hooves = s.put("MT66", ALICE, A_HOME)
    (kept,) = s.hand(ALICE, "resource-1")
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")  # orange-3 at the bottom
    game = activate(later_scene, s.game(), hooves, prefer=(kept,))
    assert ids(game, Zone.HAND, ALICE) == ["orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["resource-1", "orange-1", "orange-2"]
    assert game.state.cards[hooves].exhausted


# --- Mane Characters' Boosted sides -----------------------------------------------------------
def test_MT1_boosted_scootaloo_moves_up_to_two_from_home_and_exhausts_them(later_scene):
    s = later_scene(mane=(Mane("MT1", boosted=True), "PR1"))
    scoot = s.board.mane[ALICE]
    first = s.put("orange-1", ALICE, A_HOME)
    second = s.put("orange-2", ALICE, A_HOME)
    third = s.put("orange-3", ALICE, A_HOME)
    game = s.game(at="end")
    game = until(game, lambda g: g.state.turn_player == BOB, prefer=(first, second))
    moved = [i for i in (scoot, first, second, third) if game.state.cards[i].area != A_HOME]
    assert len(moved) == 2  # up to two
    assert all(game.state.cards[i].exhausted for i in moved)
    assert not any(
        game.state.cards[i].exhausted for i in (scoot, first, second, third) if i not in moved
    )


def test_MT2_boosted_apple_bloom_exhausts_an_opposing_character_at_each_problem(later_scene):
    s = later_scene(mane=(Mane("MT2", boosted=True), "V-OR-M"))
    bloom = s.board.mane[ALICE]
    s.board.table.update(bloom, area=B_PROBLEM)
    strong_at(s, B_PROBLEM)
    here = s.put("orange-1", BOB, B_PROBLEM)
    there = s.put("orange-2", BOB, A_PROBLEM)
    at_home = s.put("orange-3", BOB, B_HOME)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    game = until(s.game(at="score"), lambda g: g.state.turn_player == BOB, prefer=(here, there))
    text = trace_text(game)
    assert f"Apple Bloom, Cutie Mark Crusader #{bloom} triggers (when confronted)" in text
    # one at each Problem (Bob readies them in his turn)
    assert f"Orange 1 #{here} is exhausted (Apple Bloom" in text
    assert f"Orange 2 #{there} is exhausted (Apple Bloom" in text
    assert f"#{at_home} is exhausted" not in text and f"#{mine} is exhausted" not in text


# --- an ability given in quotes (701.1) -------------------------------------------------------
def test_MT36_starlight_glimmer_gives_her_troublemakers_here_a_faceoff_pump(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("MT36", ALICE, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    away = s.put("tm-2", ALICE, B_PROBLEM)  # not at her Problem
    s.put("orange-3", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge", tokens=(3, 0))
    pump = ActivateAbility(ALICE, tm, 0)
    assert game.why_not(pump) is not None  # "during a faceoff" only
    game.apply(Challenge(BOB, tm))
    game = when_offered(game, pump)
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 3 + 1 - 1  # her Prepared's [1], the pump's [1]
    text = trace_text(game)
    assert f"Alice pays 1 to activate Timberwolf, Two #{tm}'s Immediate ability" in text
    assert text.count("gains 1 action token") == 1  # Glimmer's own Prepared is not lent
    assert f"Timberwolf, Two #{tm} 4" in text  # 2 + 2 in the faceoff totals
    # Bob's 3 + 1 flip lose to 4 + 1: the Troublemaker stays (514.5b)
    assert tm in game.state.play
    assert game.why_not(ActivateAbility(ALICE, away, 0)) is not None


def test_MT36_face_down_troublemakers_and_glimmer_herself_have_no_pump(later_scene):
    s = later_scene()
    glimmer = s.put("MT36", ALICE, A_PROBLEM)
    hidden = s.put("tm-2", ALICE, A_PROBLEM, face_down=True)
    game = s.game()
    view = game._table.view()
    assert hidden not in view.lent and glimmer not in view.lent
    # her own abilities: the grant and Prepared, not the quoted one (701.1)
    assert [a.text for a in game.abilities_of(glimmer)][1:] == ["Prepared"]
    assert not [
        c
        for c in game.legal_choices()
        if isinstance(c, ActivateAbility) and c.card in (glimmer, hidden)
    ]


# --- a toll on moving away (506, 508.1) -------------------------------------------------------
def test_MT72_silver_spoon_moved_to_a_problem_brings_an_opposing_character(later_scene):
    s = later_scene()
    spoon = s.put("MT72", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    game = s.game(tokens=(5, 0))
    game.apply(MoveCharacter(ALICE, spoon, B_PROBLEM))
    game = later_scene.settle(game, prefer=(foe,))
    assert game.state.cards[foe].area == B_PROBLEM  # to this card's Problem


def test_MT72_opposing_characters_here_pay_one_more_to_move(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("MT72", ALICE, B_PROBLEM)
    here = s.put("orange-1", BOB, B_PROBLEM)
    there = s.put("orange-2", BOB, A_PROBLEM)
    game = s.game(tokens=(0, 2))
    away = MoveCharacter(BOB, here, B_HOME)
    assert "costs 3 action tokens" in game.why_not(away)  # 2 + 1 (609.2b, 508.1)
    assert game.why_not(MoveCharacter(BOB, there, B_HOME)) is None  # not here: 2
    s = later_scene(turn_player=BOB)
    s.put("MT72", ALICE, B_PROBLEM)
    here = s.put("orange-1", BOB, B_PROBLEM)
    game = s.game(tokens=(0, 3))
    game.apply(MoveCharacter(BOB, here, B_HOME))
    assert game.state.cards[here].area == B_HOME and game.state.players[BOB].tokens == 0


def test_MT72_their_own_effect_pays_the_toll(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("MT72", ALICE, B_PROBLEM)
    hurricane = s.put("MT6", BOB, B_PROBLEM)  # "Immediate: Pay [2] to move this card."
    game = s.game(tokens=(0, 3))
    game.apply(ActivateAbility(BOB, hurricane, 0))
    game = later_scene.settle(game)
    assert game.state.cards[hurricane].area != B_PROBLEM
    assert game.state.players[BOB].tokens == 0  # [2], then the toll of [1]
    assert "Bob pays 1 to move Commander Hurricane" in trace_text(game)
    s = later_scene(turn_player=BOB)
    s.put("MT72", ALICE, B_PROBLEM)
    hurricane = s.put("MT6", BOB, B_PROBLEM)
    game = s.game(tokens=(0, 2))
    game.apply(ActivateAbility(BOB, hurricane, 0))
    game = later_scene.settle(game)
    assert game.state.cards[hurricane].area == B_PROBLEM  # the toll can't be paid (508.1d)


def test_MT72_another_players_effect_does_not_move_them(later_scene):
    s = later_scene()
    s.put("MT72", ALICE, B_PROBLEM)
    here = s.put("orange-1", BOB, B_PROBLEM)
    there = s.put("orange-2", BOB, A_PROBLEM)
    (event,) = s.hand(ALICE, "MT82")  # Frozen in Magicite: "Move an opposing character."
    game = s.game(tokens=(5, 0))
    game.apply(PlayCard(ALICE, event, None))
    targets = {c.card for c in game.legal_choices() if hasattr(c, "card")}
    assert here not in targets and there in targets
