"""Crystal Games card scripts (CG0-CG106), one scenario per automated card: position ->
choices -> result.

Each test names the card by collector number; read it beside the card's printed text.
"""

from __future__ import annotations

import pytest
from script_scenes import (
    activate,
    challenge,
    faceoff_game,
    in_play,
    manual_marks_match,
    play,
    problem_faceoff_at_bobs_problem,
    strong_at,
    when_offered,
)

from engine import Zone
from engine.choices import (
    ActivateAbility,
    ChooseArea,
    ChooseCard,
    DecisionKind,
    DrawAction,
    EndMainPhase,
    MoveCharacter,
    PassPriority,
    PlaceCard,
    PlayCard,
    Rally,
)
from engine.coverage import covering_tests, pool_coverage
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.scripts import crystal_games

AUTOMATED = 203  # of the 206 numbered cards (98.5 %); and 5 of the 6 CGpf promos


# --- the set as a whole -----------------------------------------------------------------------
def test_every_crystal_games_card_is_scripted_or_manual_and_tested(crystal_pool):
    [cg] = pool_coverage(crystal_pool, covering_tests(), "CG")
    numbered = [c for c in cg.cards if c.id[2:].isdigit()]
    automated = [c for c in numbered if c.kind != "manual"]
    assert len(numbered) == 206  # CG0-CG205 in the data; the promos CGpf are checked too
    assert cg.of("not handled") == []  # each card scripted or marked manual with its reason
    assert cg.untested == []  # every automated card with text has a scenario naming it
    assert len(automated) >= AUTOMATED  # as engine/README.md says
    assert manual_marks_match(crystal_pool, crystal_games.SCRIPTS) == []


@pytest.mark.parametrize(
    ("card", "n"),
    [("CG17", 1), ("CG22", 2), ("CG41", 1), ("CG51", 1), ("CG63", 1), ("CG81", 1)],
)
def test_supportive_friends_read_their_paragraph_as_the_keyword(cg_scene, card, n):
    s = cg_scene()
    me = s.put(card, ALICE, A_HOME)
    assert s.pool[card].text == ()  # "Supportive 1." is the keyword, not text to script
    assert keyword(s.game(), me, "Supportive") == n


def keyword(game, iid: int, name: str) -> int | None:  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


# --- Mane Characters ----------------------------------------------------------------------------
@pytest.mark.parametrize("mane", ["CG1", "CG4"])
def test_CG1_CG4_a_counter_per_confront_and_turning_over_at_five(cg_scene, mane):
    s = cg_scene(mane=mane)
    name = {"CG1": "Crusade", "CG4": "Postage"}[mane]
    me = s.board.mane[ALICE]
    s.board.table.update(me, counters=((name, 3),))
    strong_at(s, B_PROBLEM)  # the Mane stays home: "a Problem", anywhere (611.4)
    game = cg_scene.settle(s.game(at="score"))
    card = game.state.cards[me]
    assert card.counter(name) == 4 and not card.boosted
    s = cg_scene(mane=mane)
    me = s.board.mane[ALICE]
    s.board.table.update(me, counters=((name, 4),))
    strong_at(s, B_PROBLEM)
    game = cg_scene.settle(s.game(at="score"))
    card = game.state.cards[me]
    assert card.counter(name) == 0 and card.boosted


def test_CG2_a_hero_counter_per_uncovered_troublemaker_then_boosted_turns_one_face_down(
    cg_scene,
):
    s = cg_scene(mane="CG2")
    me = s.board.mane[ALICE]
    s.board.table.update(me, area=B_PROBLEM, counters=(("Hero", 4),))
    giselle = s.put("CG36", ALICE, B_PROBLEM)  # CG36: spends a card to uncover one
    s.board.add(Zone.BANISHED, ALICE, "orange-1", beneath=giselle)
    tm = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    game = activate(cg_scene, s.game(), giselle)
    card = game.state.cards[me]
    assert not game.state.cards[tm].face_down
    assert card.boosted and card.counter("Hero") == 0
    game = activate(cg_scene, game, me, 1)  # Boosted abilities follow the Start side's
    assert in_play(game, "tm-2").face_down


def test_CG3_shield_counters_then_boosted_opponents_pay_two_more_here(cg_scene):
    s = cg_scene(mane="CG3", turn_player=BOB)
    me = s.board.mane[ALICE]
    s.board.table.update(me, area=A_PROBLEM, counters=(("Shield", 4),))
    friend, other = s.hand(BOB, "orange-1", "orange-1")
    game = play(cg_scene, s.game(tokens=(0, 3)), friend, A_PROBLEM, player=BOB)
    card = game.state.cards[me]
    assert card.boosted and card.counter("Shield") == 0
    assert game.state.players[BOB].tokens == 2
    assert game.why_not(PlayCard(BOB, other, A_PROBLEM)) is not None  # 1 + 2 (609.2a)
    assert game.why_not(PlayCard(BOB, other, B_HOME)) is None


# --- Friends ------------------------------------------------------------------------------------
def test_CG5_pays_two_to_ready_itself(cg_scene):
    s = cg_scene()
    me = s.put("CG5", ALICE, A_HOME, exhausted=True)
    game = activate(cg_scene, s.game(tokens=(2, 0)), me)
    assert not game.state.cards[me].exhausted and game.state.players[ALICE].tokens == 0


def test_CG9_challenges_a_troublemaker_where_it_enters(cg_scene):
    s = cg_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("tm-2", BOB, B_PROBLEM)
    (me,) = s.hand(ALICE, "CG9")
    s.deck(ALICE, "orange-3")
    s.deck(BOB, "orange-1")
    game = play(cg_scene, s.game(), me, B_PROBLEM)
    assert game.state.players[ALICE].points == 1  # 3 + 3 + 3 beat the Troublemaker's 2 + 1
    assert "tm-2" in ids(game, Zone.DISCARD, BOB)


@pytest.mark.parametrize(("card", "partner"), [("CG11", "CG21"), ("CG15", "CG17")])
def test_CG11_CG15_have_swift_while_with_the_right_character(cg_scene, card, partner):
    s = cg_scene()
    me = s.put(card, ALICE, A_HOME)
    game = s.game(tokens=(1, 0))
    assert game.why_not(MoveCharacter(ALICE, me, A_PROBLEM)) is not None  # costs 2
    s.put(partner, ALICE, A_HOME)  # a Crystal character (CG21), a Pegasus one (CG17)
    game = s.game(tokens=(1, 0))
    assert game.why_not(MoveCharacter(ALICE, me, A_PROBLEM)) is None  # Swift (609.2b)


@pytest.mark.parametrize(
    ("card", "title_card"),
    [
        ("CG18", "CG14"),  # Rainbow Dash
        ("CG32", "CG21"),  # Applejack
        ("CG37", "CG43"),  # Pinkie Pie
        ("CG52", "CG61"),  # Twilight Sparkle
        ("CG68", "CG72"),  # Rarity
        ("CG78", "CG83"),  # Fluttershy
    ],
)
def test_critters_get_one_while_with_their_pony(cg_scene, card, title_card):
    s = cg_scene()
    me = s.put(card, ALICE, A_HOME)
    printed = s.pool[card].power
    s.put(title_card, BOB, A_HOME)  # not "your" one
    s.put(title_card, ALICE, B_PROBLEM)  # not with it
    assert s.game().power(me) == printed
    s.put(title_card, ALICE, A_HOME)
    assert s.game().power(me) == printed + 1


def test_CG20_retires_instead_of_another_friend_here_being_dismissed(cg_scene):
    s = cg_scene(turn_player=BOB)
    me = s.put("CG20", ALICE, A_PROBLEM)
    friend = s.put("orange-3", ALICE, A_PROBLEM, exhausted=True)
    (surprise,) = s.hand(BOB, "CG45")  # CG45: may dismiss an opponent's exhausted Friend
    game = play(cg_scene, s.game(tokens=(0, 10)), surprise, B_HOME, player=BOB)
    assert game.state.cards[friend].zone is Zone.PLAY
    assert me not in game.state.play and ids(game, Zone.DISCARD, ALICE) == ["CG20"]


@pytest.mark.parametrize(
    ("card", "name"),
    [("CG24", "Stubborn"), ("CG38", "Random"), ("CG55", "Studious"), ("CG66", "Inspired")],
)
def test_crystal_friends_have_a_keyword_while_with_another_crystal_character(cg_scene, card, name):
    s = cg_scene()
    me = s.put(card, ALICE, A_HOME)
    assert keyword(s.game(), me, name) is None
    s.put("CG21", ALICE, B_PROBLEM)  # not with it
    assert keyword(s.game(), me, name) is None
    s.put("CG21", ALICE, A_HOME)
    assert keyword(s.game(), me, name) is not None


def test_CG84_has_caretaker_with_another_crystal_character(cg_scene):
    s = cg_scene()
    me = s.put("CG84", ALICE, B_PROBLEM)
    s.put("CG18", ALICE, B_PROBLEM)  # Tank, a Critter Friend
    assert s.game().power(me) == 2
    s.put("CG21", ALICE, B_PROBLEM)
    assert s.game().power(me) == 3  # Caretaker: +1 with one of your Critter Friends


def test_CG27_cant_be_frightened_while_an_opponents_mane_is_home(cg_scene):
    s = cg_scene()
    me = s.put("CG27", ALICE, A_PROBLEM)
    assert me in s.game()._table.view().cant_frighten
    s.board.table.update(s.board.mane[BOB], area=A_PROBLEM)
    assert me not in s.game()._table.view().cant_frighten


def test_CG31_cant_be_frightened(cg_scene):
    s = cg_scene()
    me = s.put("CG31", ALICE, A_PROBLEM)
    assert me in s.game()._table.view().cant_frighten


def test_CG28_exhausts_an_earth_pony_here_to_exhaust_an_opposing_friend_here(cg_scene):
    s = cg_scene()
    me = s.put("CG28", ALICE, B_PROBLEM)
    pony = s.put("CG5", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0, (pony,)))
    cg_scene.settle(game)
    assert game.state.cards[pony].exhausted and game.state.cards[foe].exhausted
    assert not game.state.cards[me].exhausted


def test_CG29_gets_three_as_it_enters_play(cg_scene):
    s = cg_scene()
    (me,) = s.hand(ALICE, "CG29")
    game = play(cg_scene, s.game(), me, A_HOME)
    assert game.power(in_play(game, "CG29").iid) == 6


def test_CG34_may_draw_on_confronting_with_a_unicorn_here(cg_scene):
    s = cg_scene()
    s.put("CG34", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "pink-2", "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"))
    assert "pink-2" not in ids(game, Zone.HAND, ALICE)
    s = cg_scene()
    s.put("CG34", ALICE, B_PROBLEM)
    s.put("CG7", ALICE, B_PROBLEM)  # a Unicorn
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "pink-2", "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"))
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_CG35_dismisses_a_friend_at_home_with_three_power(cg_scene):
    s = cg_scene()
    weak = s.put("orange-2", BOB, B_HOME)
    strong = s.put("orange-3", BOB, B_HOME)
    away = s.put("pink-3", BOB, B_PROBLEM)
    (me,) = s.hand(ALICE, "CG35")
    game = play(cg_scene, s.game(), me, A_HOME)
    assert strong not in game.state.cards
    assert weak in game.state.cards and away in game.state.cards


def test_CG44_opponents_need_one_more_while_it_is_ready(cg_scene):
    s = cg_scene()
    s.put("CG44", ALICE, A_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # "easy" needs 1: Bob now needs 2
    s.board.state.turn_player = BOB
    game = cg_scene.settle(s.game(at="score"))
    assert game.state.players[BOB].points == 0
    s = cg_scene()
    s.put("CG44", ALICE, A_PROBLEM, exhausted=True)
    s.put("orange-1", BOB, A_PROBLEM)
    s.board.state.turn_player = BOB
    game = cg_scene.settle(s.game(at="score"))
    assert "confronts" in trace_text(game) and game.state.players[BOB].points >= 1


def test_CG45_may_dismiss_an_opponents_exhausted_friend(cg_scene):
    s = cg_scene()
    ready = s.put("orange-1", BOB, B_HOME)
    tired = s.put("orange-1", BOB, B_HOME, exhausted=True)
    (me,) = s.hand(ALICE, "CG45")
    game = play(cg_scene, s.game(), me, A_HOME)
    assert tired not in game.state.cards and ready in game.state.cards


def test_CG46_gets_one_for_each_card_you_draw(cg_scene):
    s = cg_scene()
    me = s.put("CG46", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    game = s.game()
    game.apply(DrawAction(ALICE))  # 609.2d
    cg_scene.settle(game)
    assert game.power(me) == 2


def test_CG47_gains_one_when_an_opponent_plays_a_friend(cg_scene):
    s = cg_scene(turn_player=BOB)
    s.put("CG47", ALICE, A_HOME)
    (friend,) = s.hand(BOB, "orange-1")
    game = play(cg_scene, s.game(tokens=(0, 5)), friend, B_HOME, player=BOB)
    assert game.state.players[ALICE].tokens == 1


def test_CG49_exhausts_to_banish_a_resource_when_you_play_an_event(cg_scene):
    s = cg_scene()
    me = s.put("CG49", ALICE, A_HOME)
    res = s.put("resource-1", BOB, B_HOME)
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    (event,) = s.hand(ALICE, "PR114")
    game = play(cg_scene, s.game(), event)
    assert game.state.cards[me].exhausted
    assert ids(game, Zone.BANISHED, BOB) == ["resource-1"] and res not in game.state.play


def test_CG50_pays_one_to_send_an_opposing_character_home_on_confronting(cg_scene):
    s = cg_scene()
    me = s.put("CG50", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = cg_scene.settle(s.game(at="score", tokens=(1, 0)))
    assert game.state.cards[foe].area == B_HOME
    assert game.state.cards[me].exhausted and game.state.players[ALICE].tokens == 0


def test_CG54_gets_one_when_you_play_an_event(cg_scene):
    s = cg_scene()
    me = s.put("CG54", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    (event,) = s.hand(ALICE, "PR114")
    game = play(cg_scene, s.game(), event)
    assert game.power(me) == 3


def test_CG56_one_power_per_card_in_your_hand(cg_scene):
    s = cg_scene()
    me = s.put("CG56", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-1", "orange-2")
    s.board.add(Zone.HAND, BOB, "orange-1")
    assert s.game().power(me) == 2


def test_CG57_exhausts_an_earth_pony_here_to_banish_a_card_from_a_discard_pile(cg_scene):
    s = cg_scene()
    me = s.put("CG57", ALICE, B_PROBLEM)
    pony = s.put("CG5", ALICE, B_PROBLEM)
    s.board.add(Zone.DISCARD, BOB, "orange-3")
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0, (pony,)))
    cg_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["orange-3"]


def test_CG59_its_problem_has_no_bonus_points(cg_scene):
    s = cg_scene()
    s.put("CG59", BOB, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = cg_scene.settle(s.game(at="score"))
    while game.state.faceoff is not None or game.current_decision() and game.state.phase == "Score":
        if not game.legal_choices():
            break
        game.apply(game.legal_choices()[0])
        cg_scene.settle(game)
        if game.state.phase != "Score":
            break
    assert game.state.players[ALICE].points == 1  # confronting only: no bonus (210.1)


def test_CG60_may_retire_at_a_faceoff_to_put_a_card_from_hand_on_the_deck(cg_scene):
    s = cg_scene()
    me = s.put("CG60", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "pink-2")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1", "orange-1"), ("orange-1", "orange-1"))
    cg_scene.settle(game)
    assert me not in game.state.play and "CG60" in ids(game, Zone.DISCARD, ALICE)
    assert "pink-2" not in ids(game, Zone.HAND, ALICE)
    assert "pink-2" in ids(game, Zone.DRAW_DECK, ALICE)


def test_CG65_pays_two_to_banish_a_friend_there_after_winning_a_problem_faceoff(cg_scene):
    s = cg_scene()
    me = s.put("CG65", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score", tokens=(2, 0))
    for _ in range(60):
        cg_scene.settle(game, prefer=(foe,))
        if "orange-1" in ids(game, Zone.BANISHED, BOB) or not game.legal_choices():
            break
        if game.state.phase != "Score":
            break
        game.apply(game.legal_choices()[0])
    assert "orange-1" in ids(game, Zone.BANISHED, BOB)
    assert game.state.cards[me].exhausted


def test_CG70_retires_to_score_a_point_after_winning(cg_scene):
    s = cg_scene()
    me = s.put("CG70", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3", "orange-3"), ("orange-1", "orange-1"))
    cg_scene.settle(game)
    assert game.state.players[ALICE].points == 1 + 1
    assert me not in game.state.cards or game.state.cards[me].zone is not Zone.PLAY


def test_CG75_pays_one_to_return_another_card_from_the_discard_pile_as_it_leaves(cg_scene):
    s = cg_scene(turn_player=BOB)
    me = s.put("CG75", ALICE, A_HOME, counters=(("+1 power", 1),))
    s.board.add(Zone.DISCARD, ALICE, "pink-2")
    (cheese,) = s.hand(BOB, "CG35")
    game = play(cg_scene, s.game(tokens=(1, 10)), cheese, B_HOME, player=BOB)
    assert me not in game.state.play
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"] and "CG75" in ids(game, Zone.DISCARD, ALICE)


def test_CG77_troublemakers_here_have_minus_one(cg_scene):
    s = cg_scene()
    s.put("CG77", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    far = s.put("tm-2", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(tm) == 1 and game.power(far) == 2


def test_CG82_retires_to_return_a_critter_friend_to_hand(cg_scene):
    s = cg_scene()
    me = s.put("CG82", ALICE, A_HOME)
    s.put("CG18", ALICE, A_HOME)
    game = activate(cg_scene, s.game(), me)
    assert ids(game, Zone.HAND, ALICE) == ["CG18"] and ids(game, Zone.DISCARD, ALICE) == ["CG82"]


def test_CG88_has_two_more_with_a_mailbox_resource(cg_scene):
    s = cg_scene()
    me = s.put("CG88", ALICE, A_HOME)
    assert s.game().power(me) == 2
    mailbox = next(i for i, d in s.pool.items() if "Mailbox" in d.traits)
    s.put(mailbox, ALICE, A_HOME)
    assert s.game().power(me) == 4


def test_CG89_exhausts_to_dismiss_a_resource_after_winning_with_a_pegasus_here(cg_scene):
    s = cg_scene()
    me = s.put("CG89", ALICE, B_PROBLEM)
    s.put("CG17", ALICE, B_PROBLEM)  # Soarin, a Pegasus
    res = s.put("resource-1", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3", "orange-3"), ("orange-1", "orange-1"))
    cg_scene.settle(game)
    assert res not in game.state.play and game.state.cards[me].exhausted


def test_CG90_returns_an_opponents_troublemaker_here_to_hand(cg_scene):
    s = cg_scene()
    s.put("tm-2", BOB, B_PROBLEM)
    (me,) = s.hand(ALICE, "CG90")
    game = play(cg_scene, s.game(), me, B_PROBLEM)
    assert ids(game, Zone.HAND, BOB) == ["tm-2"]


# --- Events -------------------------------------------------------------------------------------


def test_CG91_puts_an_opposing_involved_friend_on_top_of_its_owners_deck(cg_scene):
    s = cg_scene()
    (event,) = s.hand(ALICE, "CG91")
    game = problem_faceoff_at_bobs_problem(s, "pink-2")
    game.apply(PlayCard(ALICE, event))
    cg_scene.settle(game)
    assert "pink-2" in ids(game, Zone.DRAW_DECK, BOB)
    assert not any(c.card_id == "pink-2" for c in game.state.in_play())


def test_CG94_exhausts_an_opposing_involved_character(cg_scene):
    s = cg_scene()
    (event,) = s.hand(ALICE, "CG94")
    game = problem_faceoff_at_bobs_problem(s, "pink-2")
    game.apply(PlayCard(ALICE, event))
    cg_scene.settle(game)
    assert in_play(game, "pink-2").exhausted


def test_CG97_retires_one_of_yours_to_dismiss_an_opposing_involved_friend(cg_scene):
    s = cg_scene()
    (event,) = s.hand(ALICE, "CG97")
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    game = problem_faceoff_at_bobs_problem(s, "pink-2")
    game.apply(PlayCard(ALICE, event))
    cg_scene.settle(game, prefer=(mine,))
    assert mine not in game.state.play
    assert "pink-2" in ids(game, Zone.DISCARD, BOB)


def test_CG98_after_the_score_phase_starts_sends_every_character_at_a_problem_home(cg_scene):
    s = cg_scene(turn_player=BOB)
    (event,) = s.hand(ALICE, "CG98")
    foe = s.put("orange-3", BOB, A_PROBLEM)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    game = s.game(at="main", tokens=(5, 0))
    while (ch := PlayCard(ALICE, event)) not in game.legal_choices():
        game.apply(next(c for c in game.legal_choices() if not isinstance(c, PlayCard)))
    assert game.state.phase == "Score"
    game.apply(ch)
    cg_scene.settle(game)
    assert game.state.cards[foe].area == B_HOME and game.state.cards[mine].area == A_HOME


def test_CG100_after_an_opponent_moves_a_character_they_pay_one(cg_scene):
    s = cg_scene(turn_player=BOB)
    (event,) = s.hand(ALICE, "CG100")
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game(tokens=(5, 5))
    game.apply(MoveCharacter(BOB, foe, B_PROBLEM))
    when_offered(game, PlayCard(ALICE, event))
    cg_scene.settle(game)
    assert game.state.players[BOB].tokens == 5 - 2 - 1


def test_CG102_uncovers_an_opponents_troublemaker_at_your_troublemaker_phase(cg_scene):
    s = cg_scene()
    (event,) = s.hand(ALICE, "CG102")
    tm = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    game = s.game(at="troublemaker", tokens=(5, 0))
    when_offered(game, PlayCard(ALICE, event))
    cg_scene.settle(game)
    assert not game.state.cards[tm].face_down


def test_CG95_gains_three_then_loses_all_at_the_end_of_the_faceoff(cg_scene):
    game, (event,), _ = faceoff_game(cg_scene, alice_hand=("CG95",))
    before = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, event))
    assert game.state.players[ALICE].tokens == before + 3
    for _ in range(40):
        if game.state.faceoff is None:
            break
        cg_scene.settle(game)
        if game.state.faceoff is not None and game.legal_choices():
            game.apply(game.legal_choices()[0])
    cg_scene.settle(game)
    assert game.state.players[ALICE].tokens == 0


def test_CG104_flips_for_twilight_sparkle_and_spike(cg_scene):
    game, (event,), _ = faceoff_game(cg_scene, alice_hand=("CG104",), mine=("CG61", "CG29"))
    game.apply(PlayCard(ALICE, event))
    assert len(game.state.players[ALICE].flip) == 2


# --- more Friends -------------------------------------------------------------------------------
def test_CG6_one_per_card_beneath_and_may_move_at_the_score_phase_with_four_power(cg_scene):
    s = cg_scene()
    me = s.put("CG6", ALICE, A_HOME)
    s.board.add(Zone.BANISHED, ALICE, "orange-1", "orange-1", beneath=me)
    game = s.game(at="score")
    assert game.power(me) == 4
    cg_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[me].area == B_PROBLEM  # moved for free at the start of the phase
    s = cg_scene()
    me = s.put("CG6", ALICE, A_HOME)
    s.board.add(Zone.BANISHED, ALICE, "orange-1", beneath=me)  # 3 power: no move
    game = cg_scene.settle(s.game(at="score"), prefer=(B_PROBLEM,))
    assert game.state.cards[me].area == A_HOME


def test_CG7_pays_one_for_two_power_may_move_and_is_retired_at_the_end_of_the_turn(cg_scene):
    s = cg_scene()
    me = s.put("CG7", ALICE, A_HOME)
    game = activate(cg_scene, s.game(tokens=(1, 0)), me, prefer=(B_PROBLEM,))
    assert game.power(me) == 5 and game.state.cards[me].area == B_PROBLEM
    game.apply(EndMainPhase(ALICE))
    for _ in range(60):
        if game.state.turn_player == BOB:
            break
        cg_scene.settle(game)
        if game.state.turn_player == BOB or not game.legal_choices():
            break
        game.apply(game.legal_choices()[0])
    assert me not in game.state.play and "CG7" in ids(game, Zone.DISCARD, ALICE)


def test_CG8_pays_one_to_frighten_an_opposing_friend_where_it_moves(cg_scene):
    s = cg_scene()
    me = s.put("CG8", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = s.game(tokens=(3, 0))
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    cg_scene.settle(game)
    assert foe not in game.state.play  # frightened: a face-down card now (504.1, 505.3)
    assert any(c.frightened for c in game.state.in_play() if c.controller == BOB)
    assert game.state.cards[me].exhausted and game.state.players[ALICE].tokens == 0


def test_CG12_retires_in_the_troublemaker_phase_to_bring_a_friend_to_its_problem(cg_scene):
    s = cg_scene()
    me = s.put("CG12", ALICE, B_PROBLEM)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game(at="troublemaker")
    while ActivateAbility(ALICE, me, 0) not in game.legal_choices():
        game.apply(game.legal_choices()[0])
    game = activate(cg_scene, game, me)
    assert game.state.cards[friend].area == B_PROBLEM and me not in game.state.play


def test_CG14_may_move_to_a_problem_after_losing_a_faceoff(cg_scene):
    s = cg_scene()
    me = s.put("CG14", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-3",))  # 4 + 1 against 3 + 3
    cg_scene.settle(game, prefer=(A_PROBLEM,))
    assert game.state.cards[me].area == A_PROBLEM


def test_CG16_every_player_draws_then_discards(cg_scene):
    s = cg_scene()
    me = s.put("CG16", ALICE, A_HOME)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "pink-2")
    game = activate(cg_scene, s.game(), me)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"] and ids(game, Zone.DISCARD, BOB) == [
        "pink-2"
    ]


def test_CG39_pays_one_to_dismiss_an_opposing_friend_when_you_play_an_earth_pony_here(
    cg_scene,
):
    s = cg_scene()
    me = s.put("CG39", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    (pony,) = s.hand(ALICE, "CG5")
    game = play(cg_scene, s.game(tokens=(5, 0)), pony, B_PROBLEM)
    assert foe not in game.state.play and game.state.cards[me].exhausted
    assert game.state.players[ALICE].tokens == 0  # 4 for Bolt, 1 for Lyra


def test_CG48_gains_one_after_losing_a_problem_faceoff(cg_scene):
    s = cg_scene(turn_player=BOB)
    s.put("CG48", ALICE, A_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-3", "orange-3")
    game = s.game(at="score")
    for _ in range(60):
        cg_scene.settle(game)
        if "gains 1" in trace_text(game) or game.state.phase != "Score" or not game.legal_choices():
            break
        game.apply(game.legal_choices()[0])
    assert "Alice gains 1 action token (Haymaker, Tough Trainer)" in trace_text(game)


def test_CG53_banishes_one_of_your_friends_and_puts_it_back_at_the_end_of_the_turn(cg_scene):
    s = cg_scene()
    friend = s.put("orange-2", ALICE, B_PROBLEM, exhausted=True)
    (me,) = s.hand(ALICE, "CG53")
    game = play(cg_scene, s.game(), me, A_HOME, prefer=(friend,))
    assert ids(game, Zone.BANISHED, ALICE) == ["orange-2"]
    game.apply(EndMainPhase(ALICE))
    for _ in range(60):
        cg_scene.settle(game)
        if game.state.turn_player == BOB or not game.legal_choices():
            break
        game.apply(game.legal_choices()[0])
    back = in_play(game, "orange-2")
    assert back.area == A_HOME and not back.exhausted  # a new card at its owner's home


def test_CG74_every_player_returns_a_friend_from_their_discard_pile(cg_scene):
    s = cg_scene()
    me = s.put("CG74", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "event-main")
    s.board.add(Zone.DISCARD, BOB, "pink-2")
    game = activate(cg_scene, s.game(tokens=(1, 0)), me)
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"] and ids(game, Zone.HAND, BOB) == ["pink-2"]


def test_CG76_your_unicorns_here_cant_be_moved_by_opponents(cg_scene):
    s = cg_scene()
    s.put("CG76", ALICE, B_PROBLEM)
    unicorn = s.put("CG7", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, B_PROBLEM)
    view = s.game()._table.view()
    assert BOB in view.cant_move.get(unicorn, set()) and ALICE not in view.cant_move[unicorn]
    assert other not in view.cant_move


def test_CG21_two_power_for_each_colour_it_has(cg_scene):
    s = cg_scene()
    me = s.put("CG21", ALICE, A_HOME)
    assert s.game().power(me) == 1 + 2  # orange
    s.put("CG83", ALICE, B_PROBLEM)  # Prismatic: also the yellow of another Crystal character
    assert s.game().power(me) == 1 + 4


def test_CG72_accessories_cost_one_less_while_it_is_the_strongest_friend_here(cg_scene):
    s = cg_scene()
    me = s.put("CG72", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)  # as strong as Rarity: no reduction
    (hat,) = s.hand(ALICE, "CN137")  # Combat Hat, an Accessory costing 1
    choice = PlayCard(ALICE, hat, B_PROBLEM, on=me)
    assert s.game(tokens=(0, 0)).why_not(choice) is not None
    s.board.table.update(me, counters=(("+1 power", 1),))
    game = s.game(tokens=(0, 0))
    assert game.why_not(choice) is None  # free now (705.2b)
    game.apply(choice)
    assert in_play(game, "CN137").attached_to == me


def test_CG50_exhausted_it_neither_pays_nor_moves_anyone(cg_scene):
    s = cg_scene()
    s.put("CG50", ALICE, B_PROBLEM, exhausted=True)
    s.put("orange-3", ALICE, B_PROBLEM)  # no Earth Pony: no Teamwork lending (glossary)
    s.put("orange-3", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = cg_scene.settle(s.game(at="score", tokens=(1, 0)))
    assert game.state.players[ALICE].tokens == 1
    assert "Officious Official's triggered effect" not in trace_text(game)
    assert "moves from" not in trace_text(game) and foe in game.state.cards


# --- numbers read as the ability resolves (branch cg-c) -----------------------------------------
def answer(game, *wanted):  # type: ignore[no-untyped-def]
    """Pass priority whenever asked, and answer the other decisions with ``wanted`` in turn
    (each must be legal then)."""
    for choice in wanted:
        while (d := game.current_decision()) is not None and d.kind is DecisionKind.PRIORITY:
            game.apply(next(c for c in game.legal_choices() if isinstance(c, PassPriority)))
        assert choice in game.legal_choices(), game.why_not(choice)
        game.apply(choice)
    return game


def test_CG00_gains_one_for_each_opposing_character_at_its_problem(cg_scene):
    s = cg_scene()
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("pink-2", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)  # Alice's own: not opposing
    (me,) = s.hand(ALICE, "CG00")
    game = play(cg_scene, s.game(tokens=(5, 0)), me, B_PROBLEM)
    assert game.state.players[ALICE].tokens == 2  # 5 paid, then 2 gained
    s = cg_scene()
    s.put("orange-1", BOB, B_PROBLEM)
    (me,) = s.hand(ALICE, "CG00")
    game = play(cg_scene, s.game(tokens=(5, 0)), me, A_HOME)  # at home: no Problem, none
    assert game.state.players[ALICE].tokens == 0


def test_CG13_moves_a_friend_for_each_colour_it_has(cg_scene):
    s = cg_scene()
    me = s.put("CG13", ALICE, A_HOME)
    s.put("CG71", ALICE, A_HOME)  # another Crystal: Prismatic gives CG13 white too (2 colours)
    first, second, third = (s.put("orange-1", ALICE, A_HOME) for _ in range(3))
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0))
    answer(
        game,
        ChooseCard(ALICE, first),
        ChooseArea(ALICE, B_PROBLEM),
        ChooseCard(ALICE, second),
        ChooseArea(ALICE, B_PROBLEM),
    )
    cg_scene.settle(game, prefer=(third, B_PROBLEM))  # two colours: no third move
    areas = [game.state.cards[i].area for i in (first, second, third)]
    assert areas == [B_PROBLEM, B_PROBLEM, A_HOME]
    assert game.state.players[ALICE].tokens == 8
    s = cg_scene()
    me = s.put("CG13", ALICE, A_HOME)  # alone: blue only, one move
    first, second = (s.put("orange-1", ALICE, A_HOME) for _ in range(2))
    game = activate(cg_scene, s.game(), me, prefer=(first, second, B_PROBLEM))
    areas = [game.state.cards[i].area for i in (first, second)]
    assert areas.count(B_PROBLEM) == 1


def test_CG71_looks_at_a_card_of_the_opponents_deck_for_each_colour(cg_scene):
    s = cg_scene()
    me = s.put("CG71", ALICE, A_HOME)
    s.put("CG13", ALICE, A_HOME)  # Prismatic: CG71 has blue too, 2 colours
    top, second, third = s.deck(BOB, "pink-2", "orange-1", "orange-3")
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0))
    answer(game, PlaceCard(ALICE, top, bottom=True), PlaceCard(ALICE, second))
    cg_scene.settle(game)
    assert game.state.players[BOB].deck[:2] == [second, third]  # the third was not looked at
    assert game.state.players[BOB].deck[-1] == top
    s = cg_scene()
    me = s.put("CG71", ALICE, A_HOME)  # alone: one colour, one card
    top, second = s.deck(BOB, "pink-2", "orange-1")
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0))
    answer(game, PlaceCard(ALICE, top, bottom=True))
    cg_scene.settle(game)
    assert game.state.players[BOB].deck[0] == second and game.state.players[BOB].deck[-1] == top


def test_CG96_moves_up_to_as_many_friends_as_the_opponent_has_tokens(cg_scene):
    s = cg_scene()
    first, second, third = (s.put("orange-1", ALICE, A_HOME) for _ in range(3))
    (event,) = s.hand(ALICE, "CG96")
    game = s.game(tokens=(3, 2))
    game.apply(PlayCard(ALICE, event, None))
    answer(game, ChooseCard(ALICE, first), ChooseArea(ALICE, A_PROBLEM))
    assert ChooseCard(ALICE, first) not in game.legal_choices()  # "a number of your Friends"
    answer(game, ChooseCard(ALICE, second), ChooseArea(ALICE, B_PROBLEM))
    cg_scene.settle(game, prefer=(third, B_PROBLEM))  # Bob has 2: no third
    areas = [game.state.cards[i].area for i in (first, second, third)]
    assert areas == [A_PROBLEM, B_PROBLEM, A_HOME]
    s = cg_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "CG96")
    game = play(cg_scene, s.game(tokens=(3, 0)), event, prefer=(friend, B_PROBLEM))
    assert game.state.cards[friend].area == A_HOME  # Bob has none: no Friend moves


def test_CG67_the_player_with_the_fewest_points_scores_one(cg_scene):
    s = cg_scene()
    (me,) = s.hand(ALICE, "CG67")
    game = play(cg_scene, s.game(points=(3, 1)), me, A_HOME)
    assert [p.points for p in game.state.players] == [3, 2]
    s = cg_scene()
    (me,) = s.hand(ALICE, "CG67")
    game = play(cg_scene, s.game(points=(2, 2)), me, A_HOME)
    assert [p.points for p in game.state.players] == [2, 2]  # a tie: no player has the fewest


@pytest.mark.parametrize(("top", "banished"), [("orange-3", True), ("V-OR-F540", False)])
def test_CG64_may_banish_the_opponents_top_card_with_printed_power_three_or_less(
    cg_scene, top, banished
):
    s = cg_scene()
    (card,) = s.deck(BOB, top)
    (me,) = s.hand(ALICE, "CG64")
    game = play(cg_scene, s.game(), me, A_HOME)
    assert (ids(game, Zone.BANISHED, BOB) == [top]) is banished
    assert (game.state.players[BOB].deck == [card]) is not banished


def test_CG106_after_an_opposing_friend_moves_to_a_problem_no_character_moves_there(cg_scene):
    s = cg_scene(turn_player=BOB)
    (event,) = s.hand(ALICE, "CG106")
    foe, other = s.put("orange-1", BOB, B_HOME), s.put("orange-2", BOB, B_HOME)
    (friend,) = s.hand(BOB, "orange-1")
    game = s.game(tokens=(5, 5))
    game.apply(MoveCharacter(BOB, foe, A_PROBLEM))
    when_offered(game, PlayCard(ALICE, event))
    cg_scene.settle(game)
    why = game.why_not(MoveCharacter(BOB, other, A_PROBLEM))
    assert "can't be moved to" in why and "708.2, 104.2)" in why
    assert MoveCharacter(BOB, other, B_PROBLEM) in game.legal_choices()  # another Problem
    assert PlayCard(BOB, friend, A_PROBLEM) in game.legal_choices()  # played there: allowed


@pytest.mark.parametrize("where", [B_PROBLEM, A_HOME])
def test_CG58_entering_play_at_a_problem_no_player_confronts_it_that_turn(cg_scene, where):
    s = cg_scene()
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    (me,) = s.hand(ALICE, "CG58")
    game = play(cg_scene, s.game(), me, where)
    game.apply(EndMainPhase(ALICE))
    cg_scene.settle(game)
    if where == B_PROBLEM:
        assert game.state.players[ALICE].points == 0
        assert "that Problem can't be confronted (708.2, 104.2)" in trace_text(game)
    else:  # entered at home: no Problem is barred, and Alice confronts Bob's
        assert game.state.players[ALICE].points > 0


@pytest.mark.parametrize("retire", [True, False])
def test_CG42_retires_after_the_score_phase_starts_so_the_opponent_needs_two_more(cg_scene, retire):
    s = cg_scene(turn_player=BOB)
    me = s.put("CG42", ALICE, A_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # meets "1 wild" (611.3), not 1 + 2
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="main")
    while (ch := ActivateAbility(ALICE, me, 0)) not in game.legal_choices():
        game.apply(next(c for c in game.legal_choices() if not isinstance(c, ActivateAbility)))
    assert game.state.phase == "Score"
    if retire:
        game.apply(ch)
    cg_scene.settle(game)
    if retire:
        assert me not in game.state.play and "CG42" in ids(game, Zone.DISCARD, ALICE)
        assert "Bob needs +2 power to confront" in trace_text(game)
        assert game.state.players[BOB].points == 0
    else:
        assert game.state.players[BOB].points > 0


@pytest.mark.parametrize("tie", [False, True])
def test_CG99_puts_the_strongest_friend_involved_into_its_owners_hand(cg_scene, tie):
    s = cg_scene()
    (event,) = s.hand(ALICE, "CG99")
    s.put("orange-2", ALICE, B_PROBLEM)
    s.put("orange-3" if tie else "orange-1", ALICE, B_PROBLEM)
    strongest = s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    while game.state.faceoff is None:  # both meet "easy": a Problem faceoff (612.2)
        game.apply(game.legal_choices()[0])
    when_offered(game, PlayCard(ALICE, event))
    cg_scene.settle(game)
    assert (strongest in game.state.play) is tie  # 3 against 3: no Friend is higher
    assert ids(game, Zone.HAND, BOB).count("orange-3") == (0 if tie else 1)


@pytest.mark.parametrize("where", [B_PROBLEM, A_HOME])
def test_CG85_puts_a_cost_one_critter_from_the_discard_pile_into_play_at_its_problem(
    cg_scene, where
):
    s = cg_scene()
    s.board.add(Zone.DISCARD, ALICE, "PR81", "PR86")  # Critters: cost 2, cost 1
    (me,) = s.hand(ALICE, "CG85")
    game = play(cg_scene, s.game(), me, where)
    if where == B_PROBLEM:
        assert in_play(game, "PR86").area == B_PROBLEM  # entered play at that Problem
        assert ids(game, Zone.DISCARD, ALICE) == ["PR81"]  # cost 2: not chosen
    else:  # played at home: "enters play at a Problem" does not trigger
        assert ids(game, Zone.DISCARD, ALICE) == ["PR81", "PR86"]


def test_CG10_may_move_to_a_problem_when_rallied_and_counts_dr_hooves_in_the_discard(cg_scene):
    s = cg_scene()
    me = s.put("CG10", ALICE, A_HOME, frightened=True, face_down=True)
    s.board.add(Zone.DISCARD, ALICE, "CN12", "CGpf4", "PR96")  # two Dr. Hooves Friends
    s.board.add(Zone.DISCARD, BOB, "PR197")  # Bob's: not in your discard pile
    game = s.game()
    game.apply(Rally(ALICE, me))  # unfrightened (609.2e, 504.3)
    cg_scene.settle(game, prefer=(B_PROBLEM,))
    assert game.state.cards[me].area == B_PROBLEM and not game.state.cards[me].frightened
    assert game.power(me) == 0 + 2
    s = cg_scene()
    me = s.put("CG10", ALICE, A_HOME, frightened=True, face_down=True)
    game = s.game()
    game.apply(Rally(ALICE, me))
    cg_scene.settle(game, accept=False)  # "you may": declined, it stays
    assert game.state.cards[me].area == A_HOME and game.power(me) == 0


def test_CG69_while_the_opponents_mane_is_home_they_cant_move_friends_to_its_problem(cg_scene):
    s = cg_scene(turn_player=BOB)
    s.put("CG69", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_HOME)
    mane = s.board.mane[BOB]
    game = s.game(tokens=(0, 10))
    why = game.why_not(MoveCharacter(BOB, foe, B_PROBLEM))
    assert "Bob can't move Friends to" in why and "(104.2, 506)" in why
    assert f"{game.pool['CG69'].name} #" in why  # the card whose "can't" forbids it
    assert MoveCharacter(BOB, foe, A_PROBLEM) in game.legal_choices()  # another Problem
    game.apply(MoveCharacter(BOB, mane, A_PROBLEM))  # the Mane leaves home (a character)
    cg_scene.settle(game)
    assert MoveCharacter(BOB, foe, B_PROBLEM) in game.legal_choices()


def test_CG30_costs_one_less_at_a_problem_for_each_of_your_earth_pony_friends_there(cg_scene):
    from engine.priority import play_cost

    s = cg_scene()
    s.put("CG5", ALICE, B_PROBLEM)  # Earth Pony Friends (CG5, CG19)
    s.put("CG19", ALICE, B_PROBLEM)
    s.put("CG28", ALICE, B_PROBLEM)  # a Pegasus
    s.put("CG19", BOB, B_PROBLEM)  # Bob's: not yours
    s.put("CG5", ALICE, A_PROBLEM)
    (me,) = s.hand(ALICE, "CG30")
    game = s.game(tokens=(6, 0))
    table = game._table
    assert play_cost(table, me, B_PROBLEM, ALICE) == 8 - 2
    assert play_cost(table, me, A_PROBLEM, ALICE) == 8 - 1
    assert play_cost(table, me, A_HOME, ALICE) == 8  # "to a Problem" only
    assert PlayCard(ALICE, me, B_PROBLEM) in game.legal_choices()  # 6 tokens: enough there
    assert PlayCard(ALICE, me, A_PROBLEM) not in game.legal_choices()
    game = play(cg_scene, game, me, B_PROBLEM)
    assert in_play(game, "CG30").area == B_PROBLEM and game.state.players[ALICE].tokens == 0


def test_CG19_every_player_shuffles_a_card_from_their_hand_into_their_deck(cg_scene):
    s = cg_scene()
    me = s.put("CG19", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-1")
    s.board.add(Zone.HAND, BOB, "pink-2")
    s.deck(ALICE, "orange-3", "orange-3")
    s.deck(BOB, "orange-3", "orange-3")
    game = activate(cg_scene, s.game(), me)
    assert ids(game, Zone.HAND, ALICE) == [] and ids(game, Zone.HAND, BOB) == []
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-1", "orange-3", "orange-3"]
    assert sorted(ids(game, Zone.DRAW_DECK, BOB)) == ["orange-3", "orange-3", "pink-2"]
    assert "shuffle" in trace_text(game)
    assert game.state.cards[me].exhausted
