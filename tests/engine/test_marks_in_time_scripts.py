"""Marks in Time scripts: one scenario per card, position -> choices -> result. Read each test
beside the card's printed text."""

from __future__ import annotations

import pytest
from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    solving_bobs_problem,
    strong_at,
    until,
    when_offered,
    with_problem,
)

from engine import Zone
from engine.choices import ActivateAbility, ChooseOption, MoveCharacter, PlayCard, SendHome
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, ids, trace_text


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


# --- Cutie Mark: the "Growing Up" cycle (glossary: Cutie Mark) -------------------------------
@pytest.mark.parametrize(
    ("card_id", "name", "value"),
    [
        ("MT10", "Swift", None),
        ("MT16", "Diligent", 1),
        ("MT30", "Eccentric", 2),
        ("MT38", "Meticulous", 1),
        ("MT46", "Showy", 1),
        ("MT51", "Calming", 1),
    ],
)
def test_MT10_MT16_MT30_MT38_MT46_MT51_growing_up_cutie_marked_gets_power_and_keyword(
    later_scene, card_id, name, value
):
    s = later_scene()
    filly = s.put(card_id, ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    printed = game.power(filly)
    assert keyword(game, filly, name) is None  # not Cutie Marked yet
    game = activate(later_scene, game, filly)
    assert game.state.players[ALICE].tokens == 3  # paid [2]
    assert "Cutie Marked" in trace_text(game)
    # +1 power counter (glossary: Cutie Mark) and +1 power while Cutie Marked
    assert game.power(filly) == printed + 2
    got = keyword(game, filly, name)
    assert got is not None and (value is None or got == value)
    # "You can't Cutie Mark a cutie marked card" (glossary): not offered again
    again = ActivateAbility(ALICE, filly, 0)
    assert again not in game.legal_choices() and game.why_not(again) is not None


# --- the "Best" pets: "while with another one of your [colour] Friends" ---------------------
@pytest.mark.parametrize(
    ("card_id", "friend", "name", "value"),
    [
        ("MT13", "blue-2", "Competitive", 2),
        ("MT22", "orange-1", "Stubborn", None),
        ("MT26", "pink-2", "Eccentric", 2),
        ("MT34", "MT38", "Meticulous", 1),  # Twilight Sparkle, Growing Up: [Magic]
        ("MT44", "MT46", "Prepared", None),  # Rarity, Growing Up: [Generosity]
        ("MT49", "MT51", "Persistent", None),  # Fluttershy, Growing Up: [Kindness]
    ],
)
def test_MT13_MT22_MT26_MT34_MT44_MT49_best_pets_have_a_keyword_with_a_friend_of_their_colour(
    later_scene, card_id, friend, name, value
):
    s = later_scene()
    pet = s.put(card_id, ALICE, A_PROBLEM)
    s.put(friend, ALICE, A_HOME)
    game = s.game()
    assert keyword(game, pet, name) is None  # its colour's Friend is not with it
    s = later_scene()
    pet = s.put(card_id, ALICE, A_PROBLEM)
    s.put(friend, ALICE, A_PROBLEM)
    game = s.game()
    got = keyword(game, pet, name)
    assert got is not None and (value is None or got == value)


def test_MT13_an_other_colour_friend_gives_tank_nothing(later_scene):
    s = later_scene()
    tank = s.put("MT13", ALICE, A_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)
    assert keyword(s.game(), tank, "Competitive") is None


# --- Problems -------------------------------------------------------------------------------
def test_MT123_entrance_exam_exhausts_the_mane_to_gain_a_token(later_scene):
    s = with_problem(later_scene, "MT123")
    exam = s.board.problem[ALICE]
    game = s.game(tokens=(0, 0))
    mane = s.board.mane[ALICE]
    game.apply(ActivateAbility(ALICE, exam, 0, using=(mane,)))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 1
    assert game.state.cards[mane].exhausted
    # an exhausted Mane can't pay the cost again (703.1d)
    assert game.why_not(ActivateAbility(ALICE, exam, 0, using=(mane,))) is not None


def tokens_in_play(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if c.card_id.startswith("token:") and c.owner == player]


# --- Friends ------------------------------------------------------------------------------
def test_MT6_commander_hurricane_pays_two_to_move(later_scene):
    s = later_scene()
    hurricane = s.put("MT6", ALICE, A_HOME)
    game = activate(later_scene, s.game(tokens=(5, 0)), hurricane)
    assert game.state.cards[hurricane].area != A_HOME
    assert game.state.players[ALICE].tokens == 3


def test_MT14_thunderlane_removes_a_power_counter_to_move(later_scene):
    s = later_scene()
    lane = s.put("MT14", ALICE, A_HOME, counters=(("+1 power", 1),))
    game = s.game()
    printed = game.power(lane) - 1
    game = activate(later_scene, game, lane)
    assert game.state.cards[lane].area != A_HOME and game.power(lane) == printed
    # no counter left: the cost can't be paid (508.1d)
    assert game.why_not(ActivateAbility(ALICE, lane, 0)) is not None


def test_MT18_holders_boulder_keeps_token_friends_from_being_frightened(later_scene):
    s = later_scene()
    boulder = s.put("MT18", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "MT76")
    game = play(later_scene, s.game(), event)  # a 2 [Magic] Figment Friend token
    (figment,) = tokens_in_play(game)
    view = game._table.view()
    assert figment.iid in view.cant_frighten and boulder not in view.cant_frighten


def test_MT35_luna_pays_and_exhausts_for_a_figment_token(later_scene):
    s = later_scene()
    luna = s.put("MT35", ALICE, A_HOME)
    game = activate(later_scene, s.game(tokens=(5, 0)), luna)
    (figment,) = tokens_in_play(game)
    assert game.power(figment.iid) == 2 and "Figment" in figment.card_id
    assert game.state.cards[luna].exhausted and game.state.players[ALICE].tokens == 3


def test_MT52_lemon_hearts_retires_to_dismiss_an_opposing_resource(later_scene):
    s = later_scene()
    lemon = s.put("MT52", ALICE, A_HOME)
    charm = s.put("resource-1", BOB, B_HOME)
    game = activate(later_scene, s.game(), lemon)
    assert lemon not in game.state.play and charm not in game.state.play
    assert "MT52" in ids(game, Zone.DISCARD, ALICE) and "resource-1" in ids(game, Zone.DISCARD, BOB)


def test_MT53_marble_pie_adds_nothing_to_a_faceoff(later_scene):
    s = later_scene()
    s.put("MT53", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    # Marble's power would win: without it Alice has 1 (her flip) against 2 + 1
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    assert tm in game.state.play  # not defeated (514.5)
    assert "Marble Pie" in trace_text(game)


def test_MT55_celestia_weakens_big_opposing_friends_during_her_turn_only(later_scene):
    s = later_scene()
    s.put("MT55", ALICE, A_HOME)
    big = s.put("orange-3", BOB, B_HOME)
    small = s.put("orange-2", BOB, B_HOME, counters=(("+1 power", 2),))  # printed 2: not it
    game = s.game()
    assert game.power(big) == 2 and game.power(small) == 4
    later = later_scene()
    later.put("MT55", BOB, B_HOME)
    mine = later.put("orange-3", ALICE, A_HOME)
    assert later.game().power(mine) == 3  # Alice's turn: not Bob's


def test_MT65_applejack_exhausts_to_gain_a_token(later_scene):
    s = later_scene()
    aj = s.put("MT65", ALICE, A_HOME)
    game = activate(later_scene, s.game(tokens=(0, 0)), aj)
    assert game.state.players[ALICE].tokens == 1 and game.state.cards[aj].exhausted


def test_MT139_rainbow_dash_cant_be_frightened(later_scene):
    s = later_scene()
    dash = s.put("MT139", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    view = s.game()._table.view()
    assert dash in view.cant_frighten and other not in view.cant_frighten


# --- Events -------------------------------------------------------------------------------
def test_MT76_bookish_backup_puts_a_figment_token(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT76")
    game = play(later_scene, s.game(), event)
    (figment,) = tokens_in_play(game)
    assert game.power(figment.iid) == 2 and "purple" in figment.card_id


def test_MT79_cracking_the_case_banishes_a_troublemaker(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT79")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = play(later_scene, s.game(), event)
    assert tm not in game.state.play and "tm-2" in ids(game, Zone.BANISHED, BOB)


def test_MT81_foodfight_dismisses_a_friend_with_three_power(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT81")
    small = s.put("orange-2", BOB, B_HOME)
    big = s.put("orange-3", BOB, B_HOME)
    game = play(later_scene, s.game(), event, prefer=(big,))
    assert big not in game.state.play and "orange-3" in ids(game, Zone.DISCARD, BOB)
    assert small in game.state.play


def test_MT85_push_comes_to_shove_puts_a_rock_token(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT85")
    game = play(later_scene, s.game(), event)
    (rock,) = tokens_in_play(game)
    assert game.power(rock.iid) == 3 and "Rock" in rock.card_id


def test_MT89_sneak_attack_finds_a_troublemaker(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT89")
    s.deck(ALICE, "orange-1", "tm-3", "orange-2")
    game = play(later_scene, s.game(), event)
    assert ids(game, Zone.HAND, ALICE) == ["tm-3"]


# --- Problems -------------------------------------------------------------------------------
def test_MT125_falling_rock_zone_gives_your_friends_there_persistent(later_scene):
    s = with_problem(later_scene, "MT125")
    here = s.put("orange-1", ALICE, A_PROBLEM)
    away = s.put("orange-2", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    game = s.game()
    assert keyword(game, here, "Persistent") is not None
    assert keyword(game, away, "Persistent") is None and keyword(game, foe, "Persistent") is None


# --- entering play, moving ------------------------------------------------------------------
def test_MT24_discord_uncovers_a_troublemaker(later_scene):
    s = later_scene()
    (discord,) = s.hand(ALICE, "MT24")
    hidden = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    game = play(later_scene, s.game(), discord, A_HOME)
    assert not game.state.cards[hidden].face_down


def test_MT50_battlesnakes_returns_an_opposing_troublemaker_to_its_owners_hand(later_scene):
    s = later_scene()
    (snakes,) = s.hand(ALICE, "MT50")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = play(later_scene, s.game(), snakes, A_HOME)
    assert tm not in game.state.play and "tm-2" in ids(game, Zone.HAND, BOB)


def mystery_mare(later_scene, mode: str, target_flags: dict):  # type: ignore[no-untyped-def]
    s = later_scene()
    (mare,) = s.hand(ALICE, "MT60")
    foe = s.put("orange-1", BOB, B_HOME, **target_flags)  # frightened: at home (504.1)
    game = s.game()
    game.apply(PlayCard(ALICE, mare, A_HOME))
    game = when_offered(game, ChooseOption(ALICE, mode))
    return later_scene.settle(game, prefer=(foe,))


def bobs_friend(game):  # type: ignore[no-untyped-def]
    (friend,) = [c for c in game.state.in_play() if c.owner == BOB and c.card_id == "orange-1"]
    return friend


def test_MT60_mystery_mare_frightens_a_friend(later_scene):
    game = mystery_mare(later_scene, "frighten a Friend", {})
    assert bobs_friend(game).face_down  # frightened (504.1): a new object (504.1)


def test_MT60_mystery_mare_unfrightens_a_friend(later_scene):
    game = mystery_mare(later_scene, "unfrighten a Friend", {"frightened": True})
    assert not bobs_friend(game).face_down


def test_MT60_mystery_mare_may_do_neither(later_scene):
    game = mystery_mare(later_scene, "neither", {})
    assert not bobs_friend(game).face_down


def test_MT62_a_k_yearling_pumps_another_character_where_it_is_played_or_moved(later_scene):
    s = later_scene()
    (yearling,) = s.hand(ALICE, "MT62")
    mate = s.put("orange-1", ALICE, A_PROBLEM)
    game = play(later_scene, s.game(tokens=(10, 0)), yearling, A_PROBLEM)
    assert game.power(mate) == 1 + 2
    s = later_scene()
    yearling = s.put("MT62", ALICE, A_HOME)
    mate = s.put("orange-1", ALICE, B_PROBLEM)
    game = s.game(tokens=(5, 0))
    game.apply(MoveCharacter(ALICE, yearling, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(mate) == 1 + 2


def test_MT70_unplanned_guests_each_player_retires_a_friend(later_scene):
    s = later_scene()
    (guests,) = s.hand(ALICE, "MT70")
    mine = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_HOME)
    game = play(later_scene, s.game(), guests, A_HOME, prefer=(mine, theirs))
    assert mine not in game.state.play and theirs not in game.state.play
    assert "orange-2" in ids(game, Zone.DISCARD, BOB)


# --- Events, Resources ------------------------------------------------------------------------
def test_MT86_redeeming_qualities_puts_a_friend_from_the_discard_pile_into_play(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT86")
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    game = play(later_scene, s.game(), event)
    assert in_play(game, "orange-2").area == A_HOME


def test_MT93_time_warp_puts_a_friend_on_top_of_its_owners_deck(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT93")
    foe = s.put("orange-2", BOB, B_HOME)
    s.deck(BOB, "orange-1")
    game = play(later_scene, s.game(), event, prefer=(foe,))
    assert foe not in game.state.play and ids(game, Zone.DRAW_DECK, BOB)[0] == "orange-2"


def test_MT98_detective_duds_gives_its_friend_three_power_and_prepared(later_scene):
    s = later_scene()
    (duds,) = s.hand(ALICE, "MT98")
    mate = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, duds, A_PROBLEM, on=mate))
    game = later_scene.settle(game)
    assert game.power(mate) == 1 + 3 and keyword(game, mate, "Prepared") is not None


def test_MT109_train_station_dismisses_a_big_opposing_friend_at_its_problem(later_scene):
    s = later_scene()
    station = s.put("MT109", ALICE, A_PROBLEM, attached_to=s.board.problem[ALICE])
    big = s.put("orange-3", BOB, A_PROBLEM)
    small = s.put("orange-2", BOB, A_PROBLEM)
    away = s.put("orange-3", BOB, B_HOME)
    game = activate(later_scene, s.game(tokens=(5, 0)), station, 1)  # after "Play on"
    assert big not in game.state.play and small in game.state.play and away in game.state.play
    assert game.state.players[ALICE].tokens == 3


def test_MT114_nightmare_moon_uncovered_dismisses_a_frightened_friend(later_scene):
    s = later_scene()
    moon = s.put("MT114", BOB, A_PROBLEM, face_down=True)
    scared = s.put("orange-1", ALICE, A_HOME, frightened=True)
    calm = s.put("orange-2", ALICE, A_PROBLEM)
    game = s.game()
    game = later_scene.settle(until(game, lambda g: not g.state.cards[moon].face_down))
    assert scared not in game.state.play and calm in game.state.play


# --- Problems ---------------------------------------------------------------------------------
def test_MT117_anxious_animals_confronting_it_gives_a_critter_token(later_scene):
    for owner, area, made in ((ALICE, A_PROBLEM, 1), (BOB, B_PROBLEM, 0)):
        s = with_problem(later_scene, "MT117", owner=owner)
        strong_at(s, area)
        s.put("V-YE-F540", ALICE, area)  # 2 [Kindness] for her own Problem's requirement
        game = later_scene.settle(s.game(at="score"))
        assert "Alice confronts Problem Anxious Animals" in trace_text(game)
        critters = tokens_in_play(game)
        assert len(critters) == made  # on Bob's Problem Alice is not "you" (513.5)
        assert all("Critter" in c.card_id and game.power(c.iid) == 1 for c in critters)


def test_MT118_awkward_cutecenara_exhausts_the_mane_for_an_earth_pony_token(later_scene):
    s = with_problem(later_scene, "MT118")
    problem, mane = s.board.problem[ALICE], s.board.mane[ALICE]
    game = s.game()
    game.apply(ActivateAbility(ALICE, problem, 0, using=(mane,)))
    game = later_scene.settle(game)
    (pony,) = tokens_in_play(game)
    assert "Earth Pony" in pony.card_id and game.state.cards[mane].exhausted


def test_MT129_hysterical_recreation_pumps_your_troublemakers_per_character_there(later_scene):
    s = with_problem(later_scene, "MT129")
    s.put("orange-1", ALICE, A_PROBLEM)
    s.put("orange-2", ALICE, A_PROBLEM)
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    foe_tm = s.put("tm-2", BOB, A_PROBLEM)
    game = s.game()
    assert game.power(tm) == 2 + 2 and game.power(foe_tm) == 2


def test_MT132_on_the_case_gains_two_when_an_opponent_starts_a_faceoff_there(later_scene):
    s = with_problem(later_scene, "MT132", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-3",), ("orange-1",)))
    assert "On the Case" in trace_text(game)
    assert game.state.players[BOB].tokens == 10 + 2


def test_MT138_fluttershy_pumps_critters_here_and_makes_one_each_turn_end(later_scene):
    s = later_scene()
    s.put("MT138", ALICE, A_PROBLEM)
    here = s.put("critter-1", ALICE, A_PROBLEM)
    away = s.put("critter-1", ALICE, A_HOME)
    game = s.game()
    assert game.power(here) == game.power(away) + 1
    game = until(game, lambda g: tokens_in_play(g))  # Alice ends her turn (615.1)
    (critter,) = tokens_in_play(game)
    assert "Critter" in critter.card_id
    assert game.state.cards[critter.iid].area == A_HOME and game.power(critter.iid) == 1


def solved_at_bobs(later_scene, problem: str):  # type: ignore[no-untyped-def]
    """Bob meets each colour of ``problem``'s requirement, Alice outpowers him there: she
    wins the Problem faceoff (612.2), so his Problem is solved (613.1)."""
    s = with_problem(later_scene, problem, owner=BOB)
    strong_at(s, B_PROBLEM, n=5)
    for tag in ("BL", "WH"):  # [Loyalty] 4 (MT131), [Generosity] 3 and 3 wild (MT134)
        s.put(f"V-{tag}-F540", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    return later_scene.settle(s.game(at="score"))


def test_MT131_nightmare_night_solved_frightens_a_friend(later_scene):
    game = solved_at_bobs(later_scene, "MT131")
    assert "Nightmare Night" in trace_text(game) and "solved" in trace_text(game)
    assert sum(c.face_down for c in game.state.in_play() if c.card_id.startswith("V-")) == 1


def test_MT134_unreasonable_demands_solved_may_banish_a_friend(later_scene):
    game = solved_at_bobs(later_scene, "MT134")
    banished = ids(game, Zone.BANISHED, ALICE) + ids(game, Zone.BANISHED, BOB)
    assert len(banished) == 1 and banished[0].startswith("V-")


# --- more Friends -----------------------------------------------------------------------------
def test_MT5_bon_bon_with_a_lyra_pays_one_to_ready_a_character_there(later_scene):
    for lyra, readied in ((True, True), (False, False)):
        s = later_scene()
        if lyra:
            s.put("MT27", ALICE, A_HOME)
        tired = s.put("orange-1", ALICE, A_PROBLEM, exhausted=True)
        (bon,) = s.hand(ALICE, "MT5")
        game = play(later_scene, s.game(tokens=(5, 0)), bon, A_PROBLEM)
        assert game.state.cards[tired].exhausted is not readied
        assert game.state.players[ALICE].tokens == 5 - 2 - readied  # its cost, then [1]


def test_MT27_lyra_searches_for_a_bon_bon(later_scene):
    s = later_scene()
    lyra = s.put("MT27", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "MT5", "orange-2")
    game = activate(later_scene, s.game(), lyra)
    assert ids(game, Zone.HAND, ALICE) == ["MT5"] and game.state.cards[lyra].exhausted


def test_MT39_twinkleshine_exhausts_for_a_token_when_an_opponent_confronts_there(later_scene):
    s = later_scene()
    twinkle = s.put("MT39", BOB, B_PROBLEM)
    strong_at(s, B_PROBLEM, n=5)
    game = later_scene.settle(s.game(at="score", tokens=(0, 0)))
    assert "Alice confronts Problem" in trace_text(game)
    assert game.state.cards[twinkle].exhausted and game.state.players[BOB].tokens == 1


def test_MT43_method_mares_retire_to_take_an_opposing_friend(later_scene):
    s = later_scene()
    mares = s.put("MT43", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    game = activate(later_scene, s.game(tokens=(5, 0)), mares)
    assert mares not in game.state.play and game.state.cards[foe].controller == ALICE
    assert game.state.players[ALICE].tokens == 3


def test_MT47_sassy_saddles_makes_a_unicorn_at_the_start_of_her_turn_when_alone(later_scene):
    for opposed, made in ((False, 1), (True, 0)):
        s = with_problem(later_scene, "spare", owner=BOB)  # no one confronts it (9 power)
        s.put("MT47", BOB, B_PROBLEM)
        if opposed:
            s.put("orange-1", ALICE, B_PROBLEM)
        game = until(s.game(), lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
        unicorns = tokens_in_play(game, BOB)
        assert len(unicorns) == made
        assert all(
            "Unicorn" in u.card_id and keyword(game, u.iid, "Prepared") is not None
            for u in unicorns
        )


def test_MT56_private_pansy_brings_a_critter_to_her_problem(later_scene):
    s = later_scene()
    critter = s.put("critter-1", ALICE, A_HOME)
    (pansy,) = s.hand(ALICE, "MT56")
    game = play(later_scene, s.game(), pansy, A_PROBLEM)
    assert game.state.cards[critter].area == A_PROBLEM


def test_MT57_tree_hugger_makes_a_critter_when_an_opponent_plays_a_resource(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("MT57", ALICE, A_HOME)
    (charm,) = s.hand(BOB, "resource-1")
    game = s.game()
    game.apply(PlayCard(BOB, charm, B_HOME))
    game = later_scene.settle(game)
    (critter,) = tokens_in_play(game, ALICE)
    assert "Critter" in critter.card_id


def test_MT64_svengallop_pays_to_frighten_a_friend_played_to_its_problem(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("MT64", ALICE, B_PROBLEM)
    (friend,) = s.hand(BOB, "orange-1")
    game = s.game(tokens=(5, 5))
    game.apply(PlayCard(BOB, friend, B_PROBLEM))
    game = later_scene.settle(game)
    assert bobs_friend(game).face_down and game.state.players[ALICE].tokens == 4


def test_MT67_limestone_counters_when_an_opponent_starts_a_faceoff_there(later_scene):
    s = later_scene()
    lime = s.put("MT67", BOB, B_PROBLEM)
    mate = s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    game = later_scene.settle(game)
    assert (
        game.state.cards[lime].counter("+1 power") + game.state.cards[mate].counter("+1 power") == 2
    )


def test_MT69_spike_and_a_friend_entering_there_get_one_power(later_scene):
    s = later_scene()
    spike = s.put("MT69", ALICE, A_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), friend, A_PROBLEM)
    assert game.power(spike) == 3 and game.power(in_play(game, "orange-2").iid) == 3
    s = later_scene()
    spike = s.put("MT69", ALICE, A_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), friend, A_HOME)  # not here
    assert game.power(spike) == 2 and game.power(in_play(game, "orange-2").iid) == 2


def test_MT71_coco_pommel_makes_events_cheaper_while_unopposed(later_scene):
    for opposed, paid in ((False, 1), (True, 2)):
        s = later_scene()
        s.put("MT71", ALICE, A_PROBLEM)
        if opposed:
            s.put("orange-1", BOB, A_PROBLEM)
        (event,) = s.hand(ALICE, "MT85")  # cost 2
        game = play(later_scene, s.game(tokens=(5, 0)), event)
        assert game.state.players[ALICE].tokens == 5 - paid


def test_MT142_pinkie_sends_a_one_power_friend_to_another_problem_not_home(later_scene):
    s = later_scene()
    s.put("MT142", ALICE, B_PROBLEM)
    small = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM, counters=(("+1 power", 5),))
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-3",)))
    assert "Bob wins the faceoff" in trace_text(game)
    game.apply(SendHome(ALICE, small))  # the loser sends one involved character home (514.5b)
    game = later_scene.settle(game)
    assert game.state.cards[small].area == A_PROBLEM  # not home (514.5b, 710.1)


# --- more Resources, Troublemakers, Problems, Events ------------------------------------------
def test_MT97_cybernetic_limb_moves_its_friend_and_gives_three_power(later_scene):
    s = later_scene()
    mate = s.put("orange-1", ALICE, A_HOME)
    (limb,) = s.hand(ALICE, "MT97")
    game = s.game()
    game.apply(PlayCard(ALICE, limb, A_HOME, on=mate))
    game = later_scene.settle(game)
    assert game.state.cards[mate].area != A_HOME and game.power(mate) == 1 + 3


def test_MT100_hearths_warming_traditions_makes_a_rock_at_the_end_of_the_turn(later_scene):
    s = later_scene()
    s.put("MT100", ALICE, A_HOME)
    game = until(s.game(), lambda g: tokens_in_play(g))
    (rock,) = tokens_in_play(game)
    assert "Rock" in rock.card_id and game.power(rock.iid) == 3


def test_MT112_king_sombra_exhausts_a_random_character_for_a_token(later_scene):
    s = later_scene()
    s.put("MT112", ALICE, B_PROBLEM)
    game = s.game(at="start", tokens=(0, 0))
    game = until(game, lambda g: g.state.phase == "Main")
    assert "King Sombra" in trace_text(game)
    assert game.state.cards[s.board.mane[ALICE]].exhausted  # her only character
    assert game.state.players[ALICE].tokens == 2 + 1  # the Action step's 2 (604.1a), then 1


def test_MT124_equal_or_else_keeps_big_friends_out(later_scene):
    s = with_problem(later_scene, "MT124")
    big, small = s.hand(ALICE, "orange-3", "orange-2")
    game = s.game()
    assert game.why_not(PlayCard(ALICE, big, A_PROBLEM)) is not None
    assert game.why_not(PlayCard(ALICE, big, A_HOME)) is None
    assert game.why_not(PlayCard(ALICE, small, A_PROBLEM)) is None


def test_MT128_guilty_until_proven_innocent_brings_its_players_mane(later_scene):
    s = later_scene()
    solving_bobs_problem(s, "MT128")
    game = later_scene.settle(s.game(at="score"))
    assert "Guilty Until Proven Innocent" in trace_text(game)
    assert game.state.cards[s.board.mane[BOB]].area == B_PROBLEM


def test_MT144_close_air_support_seven_pegasi_until_the_end_of_the_turn(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT144")
    game = play(later_scene, s.game(), event)
    pegasi = tokens_in_play(game)
    assert len(pegasi) == 7
    assert all(keyword(game, p.iid, "Swift") is not None for p in pegasi)
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert tokens_in_play(game) == []


# --- Mane Characters --------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", ["MT1", "MT2", "MT3", "MT135"])
def test_MT1_MT2_MT3_MT135_turn_over_when_you_confront_their_problem(later_scene, card_id):
    s = later_scene(mane=(card_id, "V-OR-M"))
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    strong_at(s, B_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert game.state.cards[mane].boosted  # turned over (301.2)


def test_MT3_boosted_returns_a_resource_from_the_discard_pile_at_the_end_of_the_turn(
    later_scene,
):
    s = later_scene(mane=(Mane("MT3", boosted=True), "V-OR-M"))
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "resource-1")
    game = until(s.game(), lambda g: "resource-1" in ids(g, Zone.HAND, ALICE))
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]  # a Resource only
    assert "Sweetie Belle" in trace_text(game)


# --- the last Events and Friends --------------------------------------------------------------
def test_MT78_coming_through_mills_two_from_a_chosen_players_deck(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT78")
    s.deck(BOB, "orange-1", "orange-2", "orange-3")
    s.deck(ALICE, "pink-2", "pink-3", "blue-2")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game = later_scene.settle(game)
    milled = ids(game, Zone.DISCARD, BOB) + [c for c in ids(game, Zone.DISCARD, ALICE)]
    assert len([c for c in milled if c != "MT78"]) == 2
    assert len(ids(game, Zone.DRAW_DECK, ALICE)) + len(ids(game, Zone.DRAW_DECK, BOB)) == 4


def test_MT82_frozen_in_magicite_moves_an_opposing_character(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT82")
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = play(later_scene, s.game(), event, prefer=(foe,))
    assert game.state.cards[foe].area != B_PROBLEM


def test_MT82_flipped_moves_an_opposing_character(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("MT82",), ("orange-1",)), prefer=(foe,))
    assert "Frozen in Magicite" in trace_text(game)
    assert game.state.cards[foe].area != A_PROBLEM


def test_MT136_big_mac_cutie_marked_flips_an_additional_card(later_scene):
    for marked, flips in ((False, 1), (True, 2)):
        s = later_scene()
        mac = s.put("MT136", ALICE, B_PROBLEM)
        if marked:
            s.board.table.update(mac, counters=(("+1 power", 1), ("cutie marked", 1)))
        tm = s.put("tm-2", BOB, B_PROBLEM)
        game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-1"), ("orange-1",)))
        assert trace_text(game).count("Alice flips") == flips
    s = later_scene()
    mac = s.put("MT136", ALICE, A_HOME)
    game = activate(later_scene, s.game(tokens=(2, 0)), mac)
    assert game.state.cards[mac].counter("cutie marked") == 1
