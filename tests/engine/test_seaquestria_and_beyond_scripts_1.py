"""Seaquestria and Beyond card scripts SB1-SB72, one scenario per automated card: position ->
choices -> result. Each test names the card by collector number; read it beside the card's
text."""

from __future__ import annotations

from conftest import scene_factory
from script_scenes import (
    activate,
    challenge,
    play,
    problem_faceoff_at_bobs_problem,
    until,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.cards import Colour
from engine.choices import (
    ActivateAbility,
    ChooseArea,
    ChooseCard,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text
from engine.scripts.seaquestria_and_beyond import SCRIPTS as SB_SCRIPTS
from engine.scripts.vocabulary import (
    CHARACTER,
    EXHAUST_THIS,
    MAIN,
    YOU,
    Activated,
    Cards,
    Move,
    card,
    pay,
)
from engine.state import POWER_COUNTER

PEGASUS = "PR20"  # Sweetie Sunrise: a 1-power blue Pegasus Friend, no text
EARTH_PONY = "PR12"  # Emerald Green: a 2-power blue Earth Pony Friend, no text
SEAPONY = "SB26"  # Seapony Guard: a 4-power orange Seapony Friend (Diligent 2)
PIRATE = "SB23"  # Lix Spittle, Wayfaring Chef: a 3-power orange Pirate Friend (Traveler)


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def boosted(game, iid: int) -> bool:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].boosted


def area(game, iid: int):  # type: ignore[no-untyped-def]
    return game.state.cards[iid].area


def exhausted(game, iid: int) -> bool:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].exhausted


def tokens_with(game, trait: str):  # type: ignore[no-untyped-def]
    view = game._table.view()
    return [
        c
        for c in game.state.in_play()
        if c.card_id.startswith("token") and trait in view.traits(c.iid)
    ]


def main_phase_of(scene, game, player: int, prefer=()):  # type: ignore[no-untyped-def]
    """Play on until ``player``'s next Main Phase (ending theirs first if it is theirs now),
    choosing ``prefer``ed cards first."""
    if game.state.turn_player == player:
        game.apply(EndMainPhase(player))
    game = until(scene.settle(game), lambda g: g.state.turn_player != player)
    return until(
        game,
        lambda g: (
            g.state.turn_player == player and g.current_decision().kind is DecisionKind.MAIN_PHASE
        ),
        prefer,
    )


# --- Mane Characters ----------------------------------------------------------------------------
def test_SB1_pays_two_to_score_two_points_and_turn_over(later_scene):
    s = later_scene(mane=("SB1", "V-OR-M"))
    celaeno = s.board.mane[ALICE]
    game = activate(later_scene, s.game(), celaeno)
    assert game.state.players[ALICE].points == 2
    assert game.state.players[ALICE].tokens == 8
    assert boosted(game, celaeno)


def test_SB2_exhausts_each_opposing_character_and_they_skip_their_next_ready(later_scene):
    s = later_scene(mane=("SB2", "V-OR-M"))
    grubber = s.board.mane[ALICE]
    foe = s.put("orange-1", BOB, B_PROBLEM)
    bob_mane = s.board.mane[BOB]
    mine = s.put("orange-1", ALICE, A_HOME)
    tired = s.put("orange-2", BOB, B_HOME, exhausted=True)  # not exhausted "this way"
    s.deck(ALICE, *["orange-1"] * 6)
    s.deck(BOB, *["orange-1"] * 6)
    game = activate(later_scene, s.game(), grubber)
    assert boosted(game, grubber)
    assert exhausted(game, foe) and exhausted(game, bob_mane)
    assert not exhausted(game, mine)
    game = main_phase_of(later_scene, game, BOB)
    assert exhausted(game, foe) and exhausted(game, bob_mane)  # not readied (603.1)
    assert not exhausted(game, tired)
    game = main_phase_of(later_scene, game, BOB)
    assert not exhausted(game, foe)  # the Ready Phase after that readies it


def test_SB3_pays_two_for_two_seashell_tokens(later_scene):
    s = later_scene(mane=("SB3", "V-OR-M"))
    skystar = s.board.mane[ALICE]
    game = activate(later_scene, s.game(), skystar)
    shells = tokens_with(game, "Seashell")
    assert len(shells) == 2
    assert all(game.power(c.iid) == 2 and c.area == A_HOME for c in shells)
    assert boosted(game, skystar)


def test_SB6_moves_any_number_of_characters_from_home(later_scene):
    s = later_scene(mane=("SB6", "V-OR-M"))
    novo = s.board.mane[ALICE]
    first, second = s.put("orange-1", ALICE, A_HOME), s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, novo, 0))
    game.apply(ChooseCard(ALICE, first))
    game.apply(ChooseArea(ALICE, B_PROBLEM))
    game.apply(ChooseCard(ALICE, second))
    game.apply(ChooseArea(ALICE, A_PROBLEM))
    game.apply(ChooseCard(ALICE, novo))  # the Mane itself is at home too
    game.apply(ChooseArea(ALICE, A_PROBLEM))
    game = later_scene.settle(game)
    assert (area(game, first), area(game, second)) == (B_PROBLEM, A_PROBLEM)
    assert area(game, novo) == A_PROBLEM
    assert boosted(game, novo)


# --- Friends --------------------------------------------------------------------------------------
def test_SB7_pegasus_friends_entering_play_get_one_power(later_scene):
    s = later_scene()
    (bulk,) = s.hand(ALICE, "SB7")
    (pegasus, other) = s.hand(ALICE, PEGASUS, "orange-1")
    game = play(later_scene, s.game(), bulk, A_HOME)
    bulk = next(c.iid for c in game.state.in_play() if c.card_id == "SB7")
    assert game.power(bulk) == 2 + 1  # "this" Pegasus
    game = play(later_scene, game, pegasus, A_HOME)
    game = play(later_scene, game, other, A_HOME)
    sweetie = next(c.iid for c in game.state.in_play() if c.card_id == PEGASUS)
    orange = next(c.iid for c in game.state.in_play() if c.card_id == "orange-1")
    assert game.power(sweetie) == 2 and game.power(orange) == 1


# Pirate Ship (SB116, sb2's range): "Play to your home." / "Main Phase: Pay [1] and exhaust
# this card to move one of your characters." Written here for SB8's scenario
PIRATE_SHIP = card(Activated(MAIN, (pay(1), EXHAUST_THIS), (Move(Cards(YOU, CHARACTER), "any"),)))


def test_SB8_other_pirates_have_competitive_and_pirate_ship_costs_one_less(real_cards, pool_with):
    pirate = pool_with.friend("pirate-1", (Colour.BLUE,), 1, traits=("Pirate",))
    pool = real_cards({"SB8": SB_SCRIPTS["SB8"], "SB116": PIRATE_SHIP}, pirate)
    scene = scene_factory(pool)
    s = scene()
    celaeno = s.put("SB8", ALICE, A_PROBLEM)
    pirate = s.put("pirate-1", ALICE, A_PROBLEM)
    other = s.put("orange-1", ALICE, A_PROBLEM)
    ship = s.put("SB116", ALICE, A_HOME)
    game = s.game()
    view = game._table.view()
    assert view.keyword(pirate, "Competitive") == 2
    assert view.keyword(other, "Competitive") is None  # not a Pirate
    assert view.keyword(celaeno, "Competitive") == 2  # its own, printed: not "other" +2
    game = activate(scene, game, ship, prefer=[pirate, B_PROBLEM])
    assert game.state.players[ALICE].tokens == 10  # [1] - 1
    assert area(game, pirate) == B_PROBLEM


def test_SB8_pirate_ship_costs_its_printed_cost_without_it(real_cards):
    pool = real_cards({"SB116": PIRATE_SHIP})
    scene = scene_factory(pool)
    s = scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    ship = s.put("SB116", ALICE, A_HOME)
    game = activate(scene, s.game(), ship, prefer=[friend, B_PROBLEM])
    assert game.state.players[ALICE].tokens == 9
    assert exhausted(game, ship) and area(game, friend) == B_PROBLEM


def test_SB9_flipped_may_enter_play_and_gets_two_power(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("SB9",), ("orange-1",)))
    caramel = next(c for c in game.state.in_play() if c.card_id == "SB9")
    assert caramel.area == A_HOME
    assert game.power(caramel.iid) == 2 + 2
    assert "SB9" not in ids(game, Zone.DRAW_DECK, ALICE)


def test_SB10_your_other_characters_have_swift(later_scene):
    s = later_scene()
    crew = s.put("SB10", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    view = game._table.view()
    assert view.keyword(friend, "Swift") is not None
    assert view.keyword(foe, "Swift") is None
    del crew


def test_SB11_moves_one_of_your_characters_with_another_loyalty_character(later_scene):
    s = later_scene()
    friend = s.put("V-BL-F330", ALICE, A_HOME)
    (dash,) = s.hand(ALICE, "SB11")
    game = play(later_scene, s.game(), dash, A_HOME, prefer=[friend, B_PROBLEM])
    assert area(game, friend) == B_PROBLEM


def test_SB13_moving_it_frightens_a_friend(later_scene):
    s = later_scene()
    dash = s.put("SB13", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, dash, B_PROBLEM))
    game = later_scene.settle(game, prefer=[foe])
    assert foe not in game.state.play  # turned face-down: a new card (505.3)
    (frightened,) = [c for c in game.state.in_play() if c.frightened]
    assert (frightened.card_id, frightened.area) == ("orange-3", B_PROBLEM)


def test_SB16_moving_another_character_lets_it_follow(later_scene):
    s = later_scene()
    squabble = s.put("SB16", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    payer = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))
    game = later_scene.settle(game, prefer=[payer, B_PROBLEM])
    assert exhausted(game, payer)
    assert area(game, squabble) == B_PROBLEM


def test_SB17_exhausts_an_opposing_character_with_another_honesty_character(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (aj,) = s.hand(ALICE, "SB17")  # its orange play requirement is met by Honesty characters
    game = play(later_scene, s.game(), aj, A_HOME, prefer=[foe])
    assert exhausted(game, foe)


def test_SB19_dismisses_a_resource_at_the_end_of_the_turn_for_a_counter(later_scene):
    s = later_scene()
    mac = s.put("SB19", ALICE, A_HOME)
    resource = s.put("V-OR-R", BOB, B_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(later_scene.settle(game), lambda g: g.state.turn_player == BOB)
    assert resource not in game.state.play
    assert game.state.cards[mac].counter(POWER_COUNTER) == 1


def test_SB21_puts_a_counter_on_one_of_your_friends_at_the_end_of_the_turn(later_scene):
    s = later_scene()
    s.put("SB21", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(later_scene.settle(game, prefer=[friend]), lambda g: g.state.turn_player == BOB)
    assert game.state.cards[friend].counter(POWER_COUNTER) == 1


def test_SB22_exhausts_an_opposing_character_on_entering_and_each_turn(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (grubber,) = s.hand(ALICE, "SB22")
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = play(later_scene, s.game(), grubber, A_HOME, prefer=[foe])
    assert exhausted(game, foe)
    game = main_phase_of(later_scene, game, ALICE, prefer=[foe])  # Bob readied it
    assert exhausted(game, foe)
    assert "Grubber, Baked Bads #" in trace_text(game).split("Turn 5: Alice")[1]
    assert "Grubber, Baked Bads" in trace_text(game)


def test_SB25_cant_be_frightened_and_flips_one_more(later_scene):
    from engine.abilities import can

    s = later_scene()
    party = s.put("SB25", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    t = game._table
    assert can(t, "frighten", t.card(party), BOB) is not None  # 104.2
    assert can(t, "frighten", t.card(other), BOB) is None
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-1"), ("orange-1",)))
    flips = [line for line in trace_text(game).splitlines() if line.startswith("Alice flips")]
    assert len(flips) == 2


def test_SB28_has_power_for_other_earth_ponies_and_pays_for_a_token(later_scene):
    s = later_scene()
    cheese = s.put("SB28", ALICE, A_HOME)
    s.put(EARTH_PONY, ALICE, A_HOME)
    s.put(EARTH_PONY, BOB, B_HOME)  # not Alice's
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = s.game()
    printed = game._table.pool["SB28"].power
    assert game.power(cheese) == printed + 1
    game = main_phase_of(later_scene, game, ALICE)
    (token,) = [c for c in tokens_with(game, "Earth Pony") if c.controller == ALICE]
    assert game.power(token.iid) == 1 and token.area == A_HOME
    assert game.power(cheese) == printed + 2  # the token is another Earth Pony character


def test_SB29_moving_a_friend_makes_the_next_friend_cost_one_less_to_a_minimum(later_scene):
    s = later_scene()
    s.put("SB29", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    (cheap, dear) = s.hand(ALICE, "orange-1", "orange-2")
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))
    game = later_scene.settle(game)
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, cheap, A_HOME)  # cost 1: stays 1 (705.2b)
    assert game.state.players[ALICE].tokens == before - 1
    game = play(later_scene, game, dear, A_HOME)  # the reduction was used up
    assert game.state.players[ALICE].tokens == before - 1 - 2


def test_SB29_the_reduction_applies_to_a_friend_costing_more(later_scene):
    s = later_scene()
    s.put("SB29", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    (dear,) = s.hand(ALICE, "orange-2")
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))
    game = later_scene.settle(game)
    before = game.state.players[ALICE].tokens
    game = play(later_scene, game, dear, A_HOME)
    assert game.state.players[ALICE].tokens == before - (2 - 1)


def test_SB31_moves_itself_to_a_random_problem_at_the_start_of_the_turn(later_scene):
    s = later_scene()
    party = s.put("SB31", ALICE, A_HOME)
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = main_phase_of(later_scene, s.game(), ALICE)
    party = next(c for c in game.state.in_play() if c.card_id == "SB31")
    assert party.area in (A_PROBLEM, B_PROBLEM)
    assert "is chosen at random (Party Mare, Living it Up)" in trace_text(game)


def test_SB31_from_a_problem_goes_to_the_other_one(later_scene):
    s = later_scene()
    s.put("SB31", ALICE, A_PROBLEM)
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, *["orange-1"] * 4)
    game = main_phase_of(later_scene, s.game(), ALICE)
    party = next(c for c in game.state.in_play() if c.card_id == "SB31")
    assert party.area == B_PROBLEM  # the one Problem it can be moved to (506.2)


def test_SB32_draws_a_card_with_another_laughter_character(later_scene):
    s = later_scene()
    s.put("pink-2", ALICE, A_PROBLEM)
    (pinkie,) = s.hand(ALICE, "SB32")
    s.deck(ALICE, "orange-2")
    game = play(later_scene, s.game(), pinkie, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    # with no other Laughter character (the Mane is orange), no card is drawn (704.2)
    s = later_scene()
    (pinkie,) = s.hand(ALICE, "SB32")
    s.deck(ALICE, "orange-2")
    game = play(later_scene, s.game(), pinkie, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == []


def test_SB34_replaces_a_problem_of_either_player(later_scene):
    s = later_scene()
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "pink-wild")
    (pinkie,) = s.hand(ALICE, "SB34")
    bobs_problem = s.board.problem[BOB]
    game = play(later_scene, s.game(), pinkie, A_HOME, prefer=[bobs_problem])
    assert bobs_problem not in game.state.play
    problems = [c.card_id for c in game.state.in_play() if c.area == B_PROBLEM]
    assert "pink-wild" in problems
    assert area(game, foe) == B_HOME  # sent home as it was replaced (613.2)


def test_SB36_dismisses_an_opposing_friend(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (skystar,) = s.hand(ALICE, "SB36")
    game = play(later_scene, s.game(), skystar, A_HOME, prefer=[foe])
    assert foe not in game.state.play and "orange-3" in ids(game, Zone.DISCARD, BOB)


def test_SB37_may_put_a_seashell_token_into_play(later_scene):
    s = later_scene()
    (skystar,) = s.hand(ALICE, "SB37")
    game = play(later_scene, s.game(), skystar, A_HOME)
    (shell,) = tokens_with(game, "Seashell")
    assert game.power(shell.iid) == 2 and shell.area == A_HOME


def test_SB39_troublemakers_played_here_enter_face_up(later_scene):
    s = later_scene()
    s.put("SB39", BOB, A_PROBLEM)
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game()
    game.apply(PlayCard(ALICE, tm, A_PROBLEM))
    game = later_scene.settle(game)
    (played,) = [c for c in game.state.in_play() if c.card_id == "tm-2"]
    assert not played.face_down


def test_SB41_moves_an_opposing_character_with_another_magic_character(later_scene):
    s = later_scene()
    s.put("V-PU-F330", ALICE, A_PROBLEM)  # a Magic Friend
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (twilight,) = s.hand(ALICE, "SB41")
    game = play(later_scene, s.game(), twilight, A_HOME, prefer=[foe, B_HOME])
    assert area(game, foe) == B_HOME
    s = later_scene()
    s.put("V-BL-F330", ALICE, A_PROBLEM)  # not Magic
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (twilight,) = s.hand(ALICE, "SB41")
    game = play(later_scene, s.game(), twilight, A_HOME, prefer=[foe, B_HOME])
    assert area(game, foe) == B_PROBLEM


def test_SB43_moving_it_moves_an_opposing_character(later_scene):
    s = later_scene()
    spike = s.put("SB43", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, spike, A_PROBLEM))
    game = later_scene.settle(game, prefer=[foe, A_PROBLEM])
    assert area(game, foe) == A_PROBLEM


def test_SB44_opposing_characters_here_have_less_power_in_faceoffs(later_scene):
    s = later_scene()
    s.put("SB44", ALICE, B_PROBLEM)
    elsewhere = s.put("orange-3", BOB, A_PROBLEM)
    assert s.game().power(elsewhere) == 3
    game = problem_faceoff_at_bobs_problem(s, "orange-3")
    (foe,) = [
        c.iid for c in game.state.in_play() if c.card_id == "orange-3" and c.area == B_PROBLEM
    ]
    assert game.power(foe) == 3 - 1
    assert game.power(elsewhere) == 3  # not here


def test_SB44_no_less_power_outside_faceoffs(later_scene):
    s = later_scene()
    s.put("SB44", ALICE, B_PROBLEM)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    assert s.game().power(foe) == 3


def activation(game, card: int) -> ActivateAbility:  # type: ignore[no-untyped-def]
    """The one activated ability of ``card`` offered now."""
    (number,) = {
        c.ability for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == card
    }
    return ActivateAbility(ALICE, card, number)


def test_SB44_exhausts_to_move_an_opposing_character_from_its_problem(later_scene):
    s = later_scene()
    spike = s.put("SB44", ALICE, B_PROBLEM)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-3", BOB, A_PROBLEM)  # not at Spike's Problem
    game = s.game()
    game.apply(activation(game, spike))
    game = later_scene.settle(game, prefer=[foe, A_PROBLEM])
    assert exhausted(game, spike)
    assert area(game, foe) == A_PROBLEM


def test_SB46_moving_your_character_gains_one(later_scene):
    s = later_scene()
    king = s.put("SB46", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, A_PROBLEM))
    before = game.state.players[ALICE].tokens
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == before + 1
    assert exhausted(game, king)


def test_SB46_moving_an_opposing_character_gains_two_instead(later_scene):
    s = later_scene()
    king = s.put("SB46", ALICE, A_HOME)
    spike = s.put("SB44", ALICE, B_PROBLEM)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = s.game()
    game.apply(activation(game, spike))
    game = later_scene.settle(game, prefer=[foe, A_PROBLEM])
    assert area(game, foe) == A_PROBLEM
    assert game.state.players[ALICE].tokens == 10 + 2
    assert exhausted(game, king)


def test_SB47_playing_an_event_gives_a_character_or_troublemaker_two_power(later_scene):
    s = later_scene()
    s.put("SB47", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    (event,) = s.hand(ALICE, "event-main")
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), event, prefer=[tm])
    assert game.power(tm) == 2 + 2


def test_SB49_opponents_cant_move_characters_during_the_score_phase(later_scene):
    s = later_scene()
    s.put("SB49", ALICE, A_HOME)
    agile = s.put("agile-1", BOB, B_HOME)  # Agile: moved as an Immediate action (512.5)
    game = problem_faceoff_at_bobs_problem(s)  # in Alice's Score Phase, Bob has priority
    why = game.why_not(MoveCharacter(BOB, agile, A_PROBLEM))
    assert why is not None and "Capper Dapperpaws" in why
    assert "Bob pays 2 to move Agile 1" not in trace_text(game)
    s = later_scene()  # the same without Capper: Bob's first choice is to move it
    s.put("agile-1", BOB, B_HOME)
    game = problem_faceoff_at_bobs_problem(s)
    assert "Bob pays 2 to move Agile 1" in trace_text(game)


def test_SB52_exhausts_and_removes_two_counters_to_return_a_card(later_scene):
    s = later_scene()
    cadance = s.put("SB52", ALICE, A_HOME)
    s.board.table.update(cadance, counters=((POWER_COUNTER, 2),))
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    game = s.game()
    game.apply(activation(game, cadance))
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert game.state.cards[cadance].counter(POWER_COUNTER) == 0 and exhausted(game, cadance)


def test_SB52_needs_two_counters(later_scene):
    s = later_scene()
    cadance = s.put("SB52", ALICE, A_HOME)
    s.board.table.update(cadance, counters=((POWER_COUNTER, 1),))
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    game = s.game()
    assert not [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == cadance
    ]


def novo_at_a_hard_problem(scene):  # type: ignore[no-untyped-def]
    """Queen Novo (5) and Orange 2 at Bob's Problem "spare" (opponents need 9 wild power)."""
    s = with_problem(scene, "spare", owner=BOB)
    novo = s.put("SB53", ALICE, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    return s, novo


def test_SB53_playing_a_seapony_lowers_the_confront_requirement_here(later_scene):
    s, novo = novo_at_a_hard_problem(later_scene)
    (seapony,) = s.hand(ALICE, SEAPONY)
    game = play(later_scene, s.game(), seapony, A_HOME)
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game)
    assert "Alice confronts Problem Spare" in trace_text(game)  # 7 meets 9 - 2
    s, novo = novo_at_a_hard_problem(later_scene)  # no Seapony played: 7 does not meet 9
    (other,) = s.hand(ALICE, "orange-1")
    game = play(later_scene, s.game(), other, A_HOME)
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game)
    assert "Alice confronts Problem Spare" not in trace_text(game)


def test_SB53_your_seaponies_have_showy(later_scene):
    s = later_scene()
    novo = s.put("SB53", ALICE, B_PROBLEM)
    seapony = s.put(SEAPONY, ALICE, A_HOME)
    foe = s.put(SEAPONY, BOB, B_HOME)
    view = s.game()._table.view()
    assert view.keyword(novo, "Showy") == 1 and view.keyword(seapony, "Showy") == 1
    assert view.keyword(foe, "Showy") is None


def test_SB54_gives_a_character_two_power_with_another_generosity_character(later_scene):
    s = later_scene()
    s.put("V-WH-F330", ALICE, A_PROBLEM)  # a Generosity Friend
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    (rarity,) = s.hand(ALICE, "SB54")
    game = play(later_scene, s.game(), rarity, A_HOME, prefer=[friend])
    assert game.power(friend) == 1 + 2


def test_SB56_flipped_may_enter_play(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("SB56",), ("orange-1",)))
    (brian,) = [c for c in game.state.in_play() if c.card_id == "SB56"]
    assert brian.area == A_HOME


def test_SB56_retires_to_dismiss_an_opposing_resource(later_scene):
    s = later_scene()
    brian = s.put("SB56", ALICE, A_HOME)
    resource = s.put("V-OR-R", BOB, B_HOME)
    game = s.game()
    game.apply(activation(game, brian))
    game = later_scene.settle(game, prefer=[resource])
    assert brian not in game.state.play and "SB56" in ids(game, Zone.DISCARD, ALICE)
    assert resource not in game.state.play and "V-OR-R" in ids(game, Zone.DISCARD, BOB)


def test_SB58_moving_it_puts_a_counter_on_a_weak_friend(later_scene):
    s = later_scene()
    shopkeep = s.put("SB58", ALICE, A_HOME)
    weak = s.put("orange-2", ALICE, A_HOME)
    strong = s.put("orange-3", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, shopkeep, A_PROBLEM))
    assert ChooseCard(ALICE, strong) not in game.legal_choices()  # 3 power
    game = later_scene.settle(game, prefer=[weak])
    assert game.state.cards[weak].counter(POWER_COUNTER) == 1


def test_SB59_returns_a_weak_opposing_friend_with_another_kindness_character(later_scene):
    s = later_scene()
    s.put("V-YE-F330", ALICE, A_PROBLEM)  # a Kindness Friend
    weak = s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)  # 3 power: not offered
    (fluttershy,) = s.hand(ALICE, "SB59")
    game = play(later_scene, s.game(), fluttershy, A_HOME)
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]
    assert weak not in game.state.play


def test_SB62_your_characters_get_one_power(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    (jonagold,) = s.hand(ALICE, "SB62")
    game = play(later_scene, s.game(), jonagold, A_HOME)
    assert game.power(friend) == 2 and game.power(foe) == 1
    mane = s.board.mane[ALICE]
    assert game.power(mane) == 2


def test_SB64_moves_a_character_from_home_to_a_new_problem(later_scene):
    s = later_scene()
    s.put("SB64", ALICE, A_PROBLEM)
    friend = s.put("orange-1", ALICE, A_HOME)
    s.board.add(Zone.PROBLEM_DECK, ALICE, "pink-wild")
    (pinkie,) = s.hand(ALICE, "SB34")  # replaces Alice's Problem
    problem = s.board.problem[ALICE]
    game = play(later_scene, s.game(), pinkie, A_HOME, prefer=[problem, friend])
    assert area(game, friend) == A_PROBLEM
    assert "pink-wild" in [c.card_id for c in game.state.in_play() if c.area == A_PROBLEM]


def test_SB65_has_swift_only_at_home(later_scene):
    s = later_scene()
    home = s.put("SB65", ALICE, A_HOME)
    away = s.put("SB65", ALICE, A_PROBLEM)
    view = s.game()._table.view()
    assert view.keyword(home, "Swift") is not None
    assert view.keyword(away, "Swift") is None


def test_SB66_entering_play_challenges_a_troublemaker_with_it_alone(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)  # not involved: the challenge is with Applejack only
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (aj,) = s.hand(ALICE, "SB66")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1")
    game = play(later_scene, s.game(), aj, A_HOME, prefer=[tm])
    text = trace_text(game)
    assert "Troublemaker faceoff" in text
    involved = next(line for line in text.splitlines() if "Troublemaker faceoff" in line)
    assert "Applejack, Pony Pirate" in involved and "Orange 3" not in involved
    flips = [line for line in text.splitlines() if line.startswith("Alice flips")]
    assert len(flips) == 2  # "flip an additional card" (514.3a)


def test_SB67_pays_and_exhausts_to_move_and_readies_for_a_pirate(later_scene):
    s = later_scene()
    mullet = s.put("SB67", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    (pirate,) = s.hand(ALICE, PIRATE)
    game = s.game()
    game.apply(activation(game, mullet))
    game = later_scene.settle(game, prefer=[friend, B_PROBLEM])
    assert area(game, friend) == B_PROBLEM and exhausted(game, mullet)
    assert game.state.players[ALICE].tokens == 9
    game = play(later_scene, game, pirate, A_HOME)
    assert not exhausted(game, mullet)


def test_SB68_draws_on_entering_and_loots_on_winning(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (pinkie,) = s.hand(ALICE, "SB68")
    s.deck(ALICE, "orange-2")
    game = play(later_scene, s.game(), pinkie, A_HOME)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    s = later_scene()
    pinkie = s.put("SB68", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "pink-2")
    game = later_scene.settle(challenge(s, tm, ("orange-3", "blue-2"), ("orange-1",)))
    assert "Alice wins the faceoff" in trace_text(game)
    assert len(game.state.players[ALICE].hand) == 1  # drew one, discarded one
    assert len(game.state.players[ALICE].discard) == 1
    del pinkie


def test_SB69_moves_up_to_three_characters_to_random_problems(later_scene):
    s = later_scene()
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(3)]
    (wild,) = s.hand(ALICE, "SB69")
    game = play(later_scene, s.game(), wild, A_HOME, prefer=friends)
    assert all(area(game, f).at_problem for f in friends)
    assert trace_text(game).count("is chosen at random") == 3


def test_SB69_flipped_moves_a_character_to_a_random_problem(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    friend = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("SB69",), ("orange-1",)), prefer=[friend])
    assert area(game, friend).at_problem
    assert "is chosen at random (Rainbow Dash & Pinkie Pie" in trace_text(game)


def test_SB70_playing_it_frightens_each_other_friend_here(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    elsewhere = s.put("orange-3", BOB, A_PROBLEM)
    (twilight,) = s.hand(ALICE, "SB70")
    game = play(later_scene, s.game(), twilight, B_PROBLEM)
    assert mine not in game.state.play and foe not in game.state.play  # face-down (504.1)
    frightened = [c for c in game.state.in_play() if c.frightened]
    assert len(frightened) == 2 and all(c.area == B_PROBLEM for c in frightened)
    assert elsewhere in game.state.play
    (sparkle,) = [c for c in game.state.in_play() if c.card_id == "SB70"]
    assert not sparkle.frightened


def test_SB71_pays_two_and_exhausts_to_move_one_of_each(later_scene):
    s = later_scene()
    organizers = s.put("SB71", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = s.game()
    game.apply(activation(game, organizers))
    game = later_scene.settle(game, prefer=[friend, foe, A_PROBLEM])
    assert area(game, friend) == A_PROBLEM and area(game, foe) == A_PROBLEM
    assert game.state.players[ALICE].tokens == 8 and exhausted(game, organizers)


def test_SB72_opponents_pay_one_more_during_faceoffs_involving_it(later_scene):
    s = later_scene()
    s.put("SB72", ALICE, B_PROBLEM)
    game = problem_faceoff_at_bobs_problem(s)  # Bob holds a Faceoff Event (cost 1)
    (event,) = game.state.players[BOB].hand
    before = game.state.players[BOB].tokens
    game.apply(PlayCard(BOB, event, None))
    assert game.state.players[BOB].tokens == before - 2


def test_SB50_power_doubles_for_each_troublemaker_here(later_scene):
    s = later_scene()
    capper = s.put("SB50", ALICE, B_PROBLEM)
    printed = s.game().power(capper)
    s.put("tm-2", BOB, B_PROBLEM)
    assert s.game().power(capper) == printed * 2
    s.put("tm-3", ALICE, B_PROBLEM)  # anyone's
    s.put("tm-2", BOB, B_PROBLEM, face_down=True)  # face-down: no Troublemaker here (505.2)
    s.put("tm-2", BOB, A_PROBLEM)  # not here
    s.board.table.update(capper, counters=((POWER_COUNTER, 1),))
    assert s.game().power(capper) == (printed + 1) * 4  # after every other modifier


def snapshot_scene(scene, bob_moves: bool):  # type: ignore[no-untyped-def]
    """Photo Finish (Alice's) and an opposing Friend; Bob's turn, in which he moves his Friend
    or not; the game at Alice's next turn."""
    s = scene(turn_player=BOB)
    photo = s.put("SB51", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    if bob_moves:
        game.apply(MoveCharacter(BOB, foe, B_PROBLEM))
        game = scene.settle(game)
    game.apply(EndMainPhase(BOB))
    game = until(scene.settle(game, prefer=[foe]), lambda g: g.state.turn_player == ALICE)
    return game, photo, foe


def test_SB51_retires_to_banish_an_opposing_friend_if_that_opponent_did_not_move(later_scene):
    game, photo, foe = snapshot_scene(later_scene, bob_moves=False)
    assert photo not in game.state.play and "SB51" in ids(game, Zone.DISCARD, ALICE)
    assert foe not in game.state.play and "orange-3" in ids(game, Zone.BANISHED, BOB)


def test_SB51_does_nothing_if_that_opponent_moved_a_character(later_scene):
    game, photo, foe = snapshot_scene(later_scene, bob_moves=True)
    assert photo in game.state.play and foe in game.state.play


def test_SB61_moving_a_character_puts_it_into_play_from_the_hand(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, A_HOME)
    (gummy,) = s.board.add(Zone.HAND, ALICE, "SB61")
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))
    game = later_scene.settle(game)
    assert gummy not in game.state.players[ALICE].hand
    (in_play,) = [c for c in game.state.in_play() if c.card_id == "SB61"]
    assert in_play.area == A_HOME
    assert "Gummy, Lap Gator" in trace_text(game) and "706.1d" in trace_text(game)


def test_SB61_does_not_trigger_in_play(later_scene):
    s = later_scene()
    gummy = s.put("SB61", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, friend, B_PROBLEM))
    game = later_scene.settle(game)
    assert "Gummy, Lap Gator" not in trace_text(game)  # in play it does not function
    assert [c.iid for c in game.state.in_play() if c.card_id == "SB61"] == [gummy]


def test_SB20_enters_play_with_as_many_counters_as_a_chosen_character(later_scene):
    s = later_scene()
    loaded = s.put("orange-1", ALICE, A_PROBLEM)
    s.board.table.update(loaded, counters=((POWER_COUNTER, 3),))
    light = s.put("orange-2", ALICE, A_HOME)
    s.board.table.update(light, counters=((POWER_COUNTER, 1),))
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.board.table.update(foe, counters=((POWER_COUNTER, 5),))
    (boyle,) = s.hand(ALICE, "SB20")
    game = s.game()
    game.apply(PlayCard(ALICE, boyle, A_HOME))
    offered = {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}
    assert loaded in offered and light in offered and foe not in offered  # yours only
    game.apply(ChooseCard(ALICE, loaded))
    game = later_scene.settle(game)
    (boyle,) = [c for c in game.state.in_play() if c.card_id == "SB20"]
    assert boyle.counter(POWER_COUNTER) == 3
    assert game.power(boyle.iid) == game._table.pool["SB20"].power + 3


def test_SB5_returns_a_discarded_card_for_each_even_powered_card_revealed(later_scene):
    s = later_scene(mane=("SB5", "V-OR-M"))
    capper = s.board.mane[ALICE]
    # top five: printed powers 2, 1, 2, 3 and 2 (the Resource "V-OR-R"): three even
    s.deck(ALICE, "orange-2", "orange-1", "pink-2", "orange-3", "V-OR-R", "orange-1")
    s.board.add(Zone.DISCARD, ALICE, "blue-2", "pink-3", "hasty-1", "agile-1")
    game = activate(later_scene, s.game(), capper)
    assert len(game.state.players[ALICE].hand) == 3
    assert len(game.state.players[ALICE].discard) == 1
    assert len(game.state.players[ALICE].deck) == 6  # the revealed cards stay, shuffled
    assert boosted(game, capper) and game.state.players[ALICE].tokens == 8
    assert "reveals" in trace_text(game)


def test_SB69_observed_the_judge_enters_the_random_problem(later_scene):
    from engine.choices import PassPriority
    from engine.state import Mode

    s = later_scene(mode=Mode.OBSERVED)
    friend = s.put("orange-1", ALICE, A_HOME)
    (wild,) = s.hand(ALICE, "SB69")
    game = s.board.game(at="main", tokens=(10, 10), stop=False)
    game.apply(PlayCard(ALICE, wild, A_HOME))
    while game.current_decision().kind is DecisionKind.PRIORITY:
        game.apply(PassPriority(game.current_decision().player))
    game.apply(ChooseCard(ALICE, friend))  # "you may move up to 3": the first one
    decision = game.current_decision()
    assert decision.player is None and "Problem chosen at random" in decision.prompt
    assert {c.area for c in game.legal_choices()} == {A_PROBLEM, B_PROBLEM}
    game.apply(ChooseArea(ALICE, B_PROBLEM))
    assert area(game, friend) == B_PROBLEM


def citizens_scene(scene):  # type: ignore[no-untyped-def]
    """Canterlot Citizens at Alice's home; Orange 2 at Bob's Problem "pink-wild" (opponents
    need 4 wild power)."""
    s = with_problem(scene, "pink-wild", owner=BOB)
    citizens = s.put("SB57", ALICE, A_HOME)
    s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    return s, citizens


def test_SB57_exhausts_at_the_start_of_the_score_phase_to_help_confront(later_scene):
    s, citizens = citizens_scene(later_scene)
    bobs_problem = s.board.problem[BOB]
    game = s.game()
    assert game.power(citizens) >= 2  # 2 + its power meets 4
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game, prefer=[bobs_problem])
    assert exhausted(game, citizens) and area(game, citizens) == A_HOME
    assert "Alice confronts Problem Pink Wild" in trace_text(game)


def test_SB57_without_it_the_problem_is_not_confronted(later_scene):
    s, citizens = citizens_scene(later_scene)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game, accept=False)  # Alice does not exhaust it
    assert not exhausted(game, citizens)
    assert "Alice confronts Problem Pink Wild" not in trace_text(game)


def test_SB57_does_not_count_against_the_home_limit(later_scene):
    s = later_scene()
    citizens = s.put("SB57", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    view = s.game()._table.view()
    assert citizens in view.home_limit_exempt


UNICORN = "PR54"  # Comet Tail: a 1-power purple Unicorn Friend, no text


def test_SB45_exhausts_unicorns_as_many_as_the_event_cost_to_copy_it(later_scene):
    s = later_scene()
    starlight = s.put("SB45", ALICE, A_HOME)
    unicorns = [s.put(UNICORN, ALICE, A_HOME) for _ in range(2)]
    (event,) = s.hand(ALICE, "PR114")  # cost 1: "Main Phase: Draw 3 cards."
    s.deck(ALICE, *["orange-1"] * 8)
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=[unicorns[1]])
    assert len(game.state.players[ALICE].hand) == 6  # drawn twice
    assert exhausted(game, starlight) and exhausted(game, unicorns[1])
    assert not exhausted(game, unicorns[0])  # one Unicorn: the Event's cost
    text = trace_text(game)
    assert "copies Let's Get This Party Started's effect (Starlight Glimmer" in text


def test_SB45_not_offered_without_enough_unicorns(later_scene):
    s = later_scene()
    starlight = s.put("SB45", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "PR114")
    s.deck(ALICE, *["orange-1"] * 8)
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game = later_scene.settle(game)
    assert len(game.state.players[ALICE].hand) == 3 and not exhausted(game, starlight)


def test_SB70_may_decline_to_frighten(later_scene):
    s = later_scene()
    foe = s.put("orange-3", BOB, B_PROBLEM)
    (twilight,) = s.hand(ALICE, "SB70")
    game = s.game()
    game.apply(PlayCard(ALICE, twilight, B_PROBLEM))
    game = later_scene.settle(game, accept=False)
    assert foe in game.state.play and not game.state.cards[foe].frightened
