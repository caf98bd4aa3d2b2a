"""Crystal Games card scripts CG107 and above and the CG promos, one scenario per automated
card: position -> choices -> result. Each test names the card by collector number; read it
beside the card's printed text."""

from __future__ import annotations

import pytest
from conftest import make_pool, scene_factory
from script_scenes import (
    activate,
    challenge,
    faceoff_game,
    in_play,
    play,
    problem_faceoff_at_bobs_problem,
    react,
    solving_bobs_problem,
    strong_at,
    when_offered,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.cards import CardPool, Colour
from engine.choices import (
    ActivateAbility,
    EndMainPhase,
    MoveCharacter,
    PassPriority,
    PlayCard,
    Rally,
)
from engine.flow import confront_check
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.view import involved_in


@pytest.fixture(scope="module")
def crystal_pool(octgn_data) -> CardPool:
    """The hand-made test cards and the real Premiere and Crystal Games cards."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.set_code in ("PR", "CG"))
    return CardPool([*make_pool().values(), *real.values()])


@pytest.fixture
def cg(crystal_pool):  # type: ignore[no-untyped-def]
    return scene_factory(crystal_pool)


def frightened(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return sum(c.frightened for c in game.state.in_play() if c.controller == player)


# --- Events -------------------------------------------------------------------------------------
def test_CG107_each_player_shuffles_their_discard_pile_in_and_draws(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG107")
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    s.board.add(Zone.DISCARD, BOB, "orange-2", "orange-3")
    game = play(cg, s.game(), event)
    assert ids(game, Zone.DISCARD, BOB) == [] and len(ids(game, Zone.HAND, BOB)) == 1
    assert ids(game, Zone.DISCARD, ALICE) == ["CG107"] and len(ids(game, Zone.HAND, ALICE)) == 1


def test_CG110_readies_characters_at_a_chosen_problem_as_the_score_phase_starts(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG110")
    tired = [s.put("orange-1", ALICE, B_PROBLEM, exhausted=True) for _ in range(2)]
    away = s.put("orange-1", ALICE, A_PROBLEM, exhausted=True)
    game = s.game(at="score")
    game.apply(PlayCard(ALICE, event, None))
    cg.settle(game, prefer=(s.board.problem[BOB], *tired))
    assert not any(game.state.cards[t].exhausted for t in tired)
    assert game.state.cards[away].exhausted


def test_CG112_a_faceoff_at_a_problem_whose_winner_may_banish_a_friend_involved(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG112")
    s.put("orange-3", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # no character of Alice's there: not a choice
    home = s.put("orange-1", BOB, B_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event))  # one Problem fits: chosen (703.1d)
    assert "Faceoff started by an effect at" in trace_text(game) and "(514.2c, 514.2e)" in (
        trace_text(game)
    )
    assert involved_in(game.state.faceoff, game.state.cards, game.pool) >= {foe}
    assert home not in involved_in(game.state.faceoff, game.state.cards, game.pool)
    cg.settle(game, prefer=(foe,))
    assert game.state.faceoff is None and ids(game, Zone.BANISHED, BOB) == ["orange-1"]
    assert game.state.players[ALICE].points == 0  # no Problem bonus (514.5d only)


def test_CG112_a_friend_that_was_involved_may_be_banished_after_moving_away(cg):
    """ "A Friend that was involved": involved in that faceoff, though it moved home during it
    and so ceased to be (514.2d)."""
    s = cg()
    (event,) = s.hand(ALICE, "CG112")
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    runner = s.put("agile-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    when_offered(game, MoveCharacter(BOB, runner, B_HOME))  # Agile: an Immediate move
    assert runner not in involved_in(game.state.faceoff, game.state.cards, game.pool)
    cg.settle(game, prefer=(runner,))
    assert ids(game, Zone.BANISHED, BOB) == ["agile-1"]
    assert not any(m.startswith("faceoff:") for m in game.state.memo)  # ended with it (514.6)


def faceoff_at_bobs_problem(cg, event: str, mine: int):  # type: ignore[no-untyped-def]
    """Alice plays ``event`` with ``mine`` orange-3s at Bob's Problem against Bob's orange-1
    there and wins the faceoff; Bob's hand holds 3 cards."""
    s = cg()
    (card,) = s.hand(ALICE, event)
    for _ in range(mine):
        s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # not involved
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "orange-2", "orange-2", "orange-2")
    s.deck(ALICE, "orange-1", "pink-2", "pink-2", "pink-2")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, card))
    return cg.settle(game)


def test_CG109_the_winner_draws_a_card_for_each_of_their_characters_involved(cg):
    game = faceoff_at_bobs_problem(cg, "CG109", 2)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["pink-2", "pink-2"]  # 2 involved


def test_CG122_the_loser_discards_a_card_for_each_of_their_characters_involved(cg):
    game = faceoff_at_bobs_problem(cg, "CG122", 1)
    assert len(ids(game, Zone.HAND, BOB)) == 2 and ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_CG115_opposing_friends_there_get_minus_one_after_you_play_a_friend(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG115")
    (friend,) = s.hand(ALICE, "orange-1")
    foe = s.put("orange-3", BOB, B_PROBLEM)
    other = s.put("orange-3", BOB, A_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, friend, B_PROBLEM))
    when_offered(game, PlayCard(ALICE, event))
    cg.settle(game)
    assert game.power(foe) == 2 and game.power(other) == 3


def test_CG118_moves_an_opposing_character_involved_home_in_a_problem_faceoff(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG118")
    game = problem_faceoff_at_bobs_problem(s)
    foe = in_play(game, "orange-1").iid  # Bob's
    when_offered(game, PlayCard(ALICE, event))  # Bob's only character involved: no choice (703.1d)
    assert game.state.cards[foe].area == B_HOME and game.state.faceoff is not None


@pytest.mark.parametrize(("mine", "extra"), [(("CG198",), 1), (("CG198", "CG56"), 2)])
def test_CG119_flips_for_cadance_and_shining_armor(cg, mine, extra):
    game, (event,), _ = faceoff_game(cg, alice_hand=("CG119",), mine=mine)
    game.apply(PlayCard(ALICE, event))  # before the faceoff's own flips (514.3)
    assert len(game.state.players[ALICE].flip) == extra


@pytest.mark.parametrize("played", ["orange-1", "PR114", "tm-2"])
def test_CG120_after_an_opponent_plays_a_card_exhausts_their_equipped_friends_and_empties_discards(
    cg, played
):
    s = cg(turn_player=BOB)
    (soup,) = s.hand(ALICE, "CG120")
    (card,) = s.hand(BOB, played)
    s.deck(BOB, "orange-2", "orange-2", "orange-2")
    equipped = s.put("orange-1", BOB, B_HOME)
    s.put("resource-1", BOB, B_HOME, attached_to=equipped)
    plain = s.put("orange-1", BOB, B_HOME)
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    s.board.add(Zone.DISCARD, BOB, "orange-3")
    game = s.game()
    game.apply(PlayCard(BOB, card, {"orange-1": B_HOME, "tm-2": A_PROBLEM}.get(played)))
    assert PlayCard(ALICE, soup) in game.legal_choices(), game.why_not(PlayCard(ALICE, soup))
    game.apply(PlayCard(ALICE, soup))
    cg.settle(game)
    assert game.state.cards[equipped].exhausted and not game.state.cards[plain].exhausted
    assert ids(game, Zone.DISCARD, BOB) == [] and "CG120" in ids(game, Zone.DISCARD, ALICE)
    assert "orange-3" in ids(game, Zone.BANISHED, BOB)


def test_CG121_frightens_all_friends(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG121")
    mine = s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)  # every Friend: each player's
    s.put("orange-2", BOB, B_PROBLEM)
    game = play(cg, s.game(), event)
    assert frightened(game, BOB) == 2 and mine not in game.state.cards  # now face-down
    assert not game.state.cards[s.board.mane[BOB]].frightened  # Friends only


def test_CG124_dismisses_a_friend_with_power_greater_than_its_cost(cg):
    s = cg()
    s.put("orange-3", ALICE, B_PROBLEM)  # power 3, cost 3: not greater
    strong = s.put("pink-3", BOB, B_HOME)  # power 3, cost 2
    s.put("orange-2", BOB, B_HOME)  # power 2, cost 2
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "CG124")
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    game = challenge(s, tm)
    game.apply(PlayCard(ALICE, event))  # the only Friend that fits: no choice (703.1d)
    assert strong not in game.state.cards and ids(game, Zone.DISCARD, BOB) == ["pink-3"]


# --- Resources ----------------------------------------------------------------------------------
def test_CG125_retires_and_pays_to_shuffle_and_draw_three(cg):
    s = cg()
    me = s.put("CG125", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1", "orange-1", "orange-1")
    game = activate(cg, s.game(tokens=(1, 0)), me)
    assert len(ids(game, Zone.HAND, ALICE)) == 3 and ids(game, Zone.DISCARD, ALICE) == ["CG125"]
    assert trace_text(game).count("shuffles their draw deck") == 2
    assert game.state.players[ALICE].tokens == 0


@pytest.mark.parametrize(
    ("card", "colour"),
    [
        ("CG125", Colour.PINK),
        ("CG127", Colour.WHITE),
        ("CG146", Colour.PURPLE),
        ("CG147", Colour.YELLOW),
        ("CG148", Colour.ORANGE),
        ("CG151", Colour.BLUE),
    ],
)
def test_retires_to_give_a_character_a_colour_until_the_end_of_the_phase(cg, card, colour):
    s = cg()
    me = s.put(card, ALICE, A_HOME)
    pony = s.put("grey-2", ALICE, A_PROBLEM)
    game = activate(cg, s.game(), me, 1, prefer=(pony,))
    assert colour in game.colours(pony) and game.power(pony) == 2
    assert ids(game, Zone.DISCARD, ALICE) == [card]


def test_CG126_its_friend_gets_two_and_is_crystal(cg):
    s = cg()
    pony = s.put("orange-1", ALICE, A_HOME)
    (hat,) = s.hand(ALICE, "CG126")
    game = s.game()
    game.apply(PlayCard(ALICE, hat, A_HOME, on=pony))
    assert game.power(pony) == 3 and "Crystal" in game.traits(pony)


def test_CG127_retires_and_pays_two_to_return_a_resource_from_the_discard_pile(cg):
    s = cg()
    me = s.put("CG127", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, ALICE, "resource-1", "orange-1")
    game = activate(cg, s.game(tokens=(2, 0)), me)
    assert ids(game, Zone.HAND, ALICE) == ["resource-1"]


def test_CG128_opponents_pay_one_more_to_rally_friends_here(cg):
    s = cg()
    s = cg(turn_player=BOB)
    s.put("CG128", ALICE, A_PROBLEM, attached_to=s.board.problem[ALICE])
    scared = s.put("orange-1", BOB, A_PROBLEM, frightened=True, face_down=True)
    away = s.put("orange-1", BOB, B_PROBLEM, frightened=True, face_down=True)
    game = s.game(tokens=(0, 2))
    assert "costs 3 action tokens" in game.why_not(Rally(BOB, scared))
    assert game.why_not(Rally(BOB, away)) is None


def test_CG133_discards_to_give_its_honesty_friend_one(cg):
    s = cg()
    pony = s.put("orange-1", ALICE, A_HOME)
    bag = s.put("CG133", ALICE, A_HOME, attached_to=pony)
    (card,) = s.board.add(Zone.HAND, ALICE, "orange-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, bag, 1, using=(card,)))  # 0 is "Play on ..."
    cg.settle(game)
    assert game.power(pony) == 2 and ids(game, Zone.DISCARD, ALICE) == ["orange-2"]
    s = cg()
    (bag,) = s.hand(ALICE, "CG133")
    blue = s.put("blue-2", ALICE, A_HOME)
    assert "509" in (s.game().why_not(PlayCard(ALICE, bag, A_HOME, on=blue)) or "")


def test_CG137_exhausts_its_friend_which_does_not_ready_in_the_ready_phase(cg):
    s = cg()
    foe = s.put("orange-1", BOB, B_HOME)
    (cuffs,) = s.hand(ALICE, "CG137")
    game = s.game()
    game.apply(PlayCard(ALICE, cuffs, B_HOME, on=foe))
    cg.settle(game)
    assert game.state.cards[foe].exhausted
    s = cg(turn_player=BOB)
    foe = s.put("orange-1", BOB, B_HOME, exhausted=True)
    s.put("CG137", ALICE, B_HOME, attached_to=foe)
    other = s.put("orange-1", BOB, B_HOME, exhausted=True)
    s.deck(BOB, "orange-1")
    game = cg.settle(s.game(at="start"))
    assert game.state.cards[foe].exhausted and not game.state.cards[other].exhausted


def test_CG145_exhausts_to_move_its_foal_friend_to_a_problem(cg):
    s = cg()
    foal = s.put("PR9", ALICE, A_HOME)
    scooter = s.put("CG145", ALICE, A_HOME, attached_to=foal)
    game = activate(cg, s.game(tokens=(0, 0)), scooter, 1, prefer=(B_PROBLEM,))
    assert game.state.cards[foal].area == B_PROBLEM and game.state.cards[scooter].exhausted


def test_CG146_retires_and_pays_to_put_a_card_from_hand_on_top_of_the_deck(cg):
    s = cg()
    me = s.put("CG146", ALICE, A_HOME)
    s.board.add(Zone.HAND, ALICE, "orange-2")
    s.deck(ALICE, "orange-1")
    game = activate(cg, s.game(tokens=(1, 0)), me)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-2", "orange-1"]


def test_CG147_retires_and_pays_to_dismiss_an_opponents_resource(cg):
    s = cg()
    me = s.put("CG147", ALICE, A_HOME)
    s.put("resource-1", ALICE, A_HOME)  # Alice's own: not a choice
    s.put("resource-1", BOB, B_HOME)
    game = activate(cg, s.game(tokens=(1, 0)), me)
    assert ids(game, Zone.DISCARD, BOB) == ["resource-1"]


def test_CG148_retires_and_pays_to_exhaust_a_character(cg):
    s = cg()
    me = s.put("CG148", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = activate(cg, s.game(tokens=(1, 0)), me, prefer=(foe,))
    assert game.state.cards[foe].exhausted


def test_CG151_retires_and_pays_two_to_frighten_an_opponents_friend(cg):
    s = cg()
    me = s.put("CG151", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    game = activate(cg, s.game(tokens=(2, 0)), me)
    assert frightened(game, BOB) == 1 and game.state.players[ALICE].tokens == 0


def test_CG149_its_friend_gets_one_per_slick_shades_in_play(cg):
    s = cg()
    pony = s.put("orange-1", ALICE, A_HOME)
    s.put("CG149", ALICE, A_HOME, attached_to=pony)
    foe = s.put("orange-1", BOB, B_HOME)
    s.put("CG149", BOB, B_HOME, attached_to=foe)
    assert s.game().power(pony) == 1 + 2


def test_CG150_its_friend_gets_two_when_you_play_a_friend(cg):
    s = cg()
    pony = s.put("orange-1", ALICE, A_HOME)
    s.put("CG150", ALICE, A_HOME, attached_to=pony)
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(cg, s.game(), friend, A_HOME)
    assert game.power(pony) == 3


def test_CG152_its_friend_cant_be_frightened(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG121")
    pony = s.put("orange-1", BOB, B_HOME)
    s.put("CG152", BOB, B_HOME, attached_to=pony)
    other = s.put("orange-1", BOB, B_HOME)
    game = play(cg, s.game(), event)
    assert pony in game.state.cards and not game.state.cards[pony].frightened
    assert other not in game.state.cards


def test_CG153_opposing_friends_enter_play_exhausted(cg):
    s = cg(turn_player=BOB)
    s.put("CG153", ALICE, A_HOME)
    (friend,) = s.hand(BOB, "orange-1")
    game = s.game()
    game.apply(PlayCard(BOB, friend, B_HOME))
    cg.settle(game)
    assert in_play(game, "orange-1").exhausted
    s = cg()
    s.put("CG153", ALICE, A_HOME)
    (friend,) = s.hand(ALICE, "orange-1")
    game = play(cg, s.game(), friend, A_HOME)
    assert not in_play(game, "orange-1").exhausted  # Alice's own


# --- Troublemakers ------------------------------------------------------------------------------
@pytest.mark.parametrize(("pays", "stays"), [(True, True), (False, False)])
def test_CG157_is_dismissed_when_uncovered_unless_its_owner_pays_two(cg, pays, stays):
    s = cg()
    tm = s.put("CG157", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    game = cg.settle(s.game(at="start", tokens=(2, 0)), accept=pays)
    assert (tm in game.state.cards and game.state.cards[tm].zone is Zone.PLAY) is stays


def test_CG157_each_player_frightens_one_of_their_friends_as_their_main_phase_starts(cg):
    s = cg()
    s.put("CG157", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    s.deck(ALICE, "orange-1")
    game = cg.settle(s.game(at="start"))
    assert frightened(game, ALICE) == 1 and frightened(game, BOB) == 0


def test_CG159_the_challenger_retires_one_of_their_friends_here(cg):
    s = cg()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("CG159", BOB, B_PROBLEM)
    game = challenge(s, tm)
    cg.settle(game)
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE) or "orange-3" in ids(
        game, Zone.DISCARD, ALICE
    )


def test_CG160_gets_one_per_foal_character_at_its_problem(cg):
    s = cg()
    tm = s.put("CG160", BOB, B_PROBLEM)
    s.put("PR9", ALICE, B_PROBLEM)
    s.put("PR9", BOB, B_PROBLEM)
    s.put("PR9", ALICE, A_PROBLEM)  # not at its Problem
    s.put("orange-1", ALICE, B_PROBLEM)  # not a Foal
    printed = s.pool["CG160"].power or 0
    assert s.game().power(tm) == printed + 2


@pytest.mark.parametrize(("owner", "retires"), [(BOB, True), (ALICE, False)])
def test_CG161_the_opponents_home_limit_is_one_less(cg, owner, retires):
    s = cg()
    s.put("CG161", owner, B_PROBLEM if owner == BOB else A_PROBLEM)
    for _ in range(3):  # home limit 3 (616.3): 2 with Bob's Parasprites
        s.put("orange-1", ALICE, A_HOME)
    game = s.game(at="end")
    decision = game.current_decision()
    assert (decision is not None and decision.kind is DecisionKind.RETIRE) is retires


def test_CG163_pays_one_for_two_power_in_a_faceoff(cg):
    s = cg()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("CG163", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    game = challenge(s, tm)
    printed = s.pool["CG163"].power or 0
    when_offered(game, ActivateAbility(BOB, tm, 0))
    assert game.power(tm) == printed + 2 and game.state.players[BOB].tokens == 9


def test_CG164_gets_two_per_card_beneath_it(cg):
    s = cg()
    tm = s.put("CG164", BOB, B_PROBLEM)
    s.board.add(Zone.BANISHED, BOB, "orange-1", "orange-1", beneath=tm)
    printed = s.pool["CG164"].power or 0
    assert s.game().power(tm) == printed + 4


# --- Problems -----------------------------------------------------------------------------------
def colourful_confront(cg, problem: str, colours=("orange-pink-2", "blue-2"), **options):  # type: ignore
    """Alice confronts Bob's ``problem`` with characters of ``colours`` (orange, pink and
    blue by default: 3 colours) beside 12 orange power, at the start of her Score Phase."""
    s = with_problem(cg, problem, owner=BOB)
    strong_at(s, B_PROBLEM)
    for card_id in colours:
        s.put(card_id, ALICE, B_PROBLEM)
    return s


@pytest.mark.parametrize(("colours", "points"), [(("orange-pink-2", "blue-2"), 2), ((), 1)])
def test_CG167_three_colours_may_exhaust_the_mane_here_to_score_one_more(cg, colours, points):
    s = colourful_confront(cg, "CG167", colours)
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    game = cg.settle(s.game(at="score"))
    assert game.state.players[ALICE].points == points
    assert game.state.cards[mane].exhausted is (points == 2)


@pytest.mark.parametrize(("colours", "drawn"), [(("orange-pink-2", "blue-2"), 1), (("pink-2",), 0)])
def test_CG170_three_colours_may_draw_a_card(cg, colours, drawn):
    s = colourful_confront(cg, "CG170", colours)
    s.deck(ALICE, "orange-1")
    game = cg.settle(s.game(at="score"))
    assert len(ids(game, Zone.HAND, ALICE)) == drawn


def test_CG172_troublemakers_cant_be_played_here(cg):
    s = with_problem(cg, "CG172", owner=BOB)
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game(at="challenge")
    assert PlayCard(ALICE, tm, B_PROBLEM) not in game.legal_choices()
    assert PlayCard(ALICE, tm, A_PROBLEM) in game.legal_choices()


def test_CG173_three_colours_may_reveal_two_and_keep_a_friend(cg):
    s = colourful_confront(cg, "CG173")
    s.deck(ALICE, "resource-1", "orange-2", "orange-1")
    game = cg.settle(s.game(at="score"))
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "resource-1"]


def test_CG174_three_colours_may_unfrighten_a_friend(cg):
    s = colourful_confront(cg, "CG174")
    s.put("orange-1", ALICE, A_HOME, frightened=True, face_down=True)
    game = cg.settle(s.game(at="score"))
    assert frightened(game, ALICE) == 0


def test_CG175_three_colours_may_ready_a_card(cg):
    s = colourful_confront(cg, "CG175")
    tired = s.put("orange-1", ALICE, A_HOME, exhausted=True)
    game = cg.settle(s.game(at="score"), prefer=(tired,))
    assert not game.state.cards[tired].exhausted


def test_CG180_each_player_retires_a_resource_as_it_enters_play(cg):
    s = cg()
    s.put("resource-1", ALICE, A_HOME)
    s.put("resource-1", BOB, B_HOME)
    s.put("resource-1", BOB, B_HOME)
    solving_bobs_problem(s, "CG180")
    game = cg.settle(s.game(at="score"))
    assert ids(game, Zone.DISCARD, BOB).count("resource-1") == 1
    assert ids(game, Zone.DISCARD, ALICE).count("resource-1") == 1


def test_CG182_friends_cant_be_played_here_while_a_troublemaker_is_here(cg):
    s = with_problem(cg, "CG182", owner=BOB)
    (friend,) = s.hand(ALICE, "orange-1")
    game = s.game()
    assert PlayCard(ALICE, friend, B_PROBLEM) in game.legal_choices()
    s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    assert PlayCard(ALICE, friend, B_PROBLEM) not in game.legal_choices()
    assert PlayCard(ALICE, friend, A_PROBLEM) in game.legal_choices()


def test_CG185_each_player_retires_a_friend_with_two_or_less_power(cg):
    s = cg()
    s.put("orange-3", ALICE, A_HOME)
    s.put("orange-2", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    solving_bobs_problem(s, "CG185")
    game = cg.settle(s.game(at="score"))
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE)
    assert "orange-3" not in ids(game, Zone.DISCARD, ALICE)
    assert "orange-1" in ids(game, Zone.DISCARD, BOB)


def test_CG186_three_colours_may_exhaust_a_character_here_to_gain_one(cg):
    s = colourful_confront(cg, "CG186")
    game = cg.settle(s.game(at="score", tokens=(0, 0)))
    assert game.state.players[ALICE].tokens == 1
    assert sum(c.exhausted for c in game.state.in_play() if c.controller == ALICE) == 1


def test_CG187_friends_here_cant_be_frightened(cg):
    s = with_problem(cg, "CG187", owner=BOB)
    (event,) = s.hand(ALICE, "CG121")
    here = s.put("orange-1", BOB, B_PROBLEM)
    home = s.put("orange-1", BOB, B_HOME)
    game = play(cg, s.game(), event)
    assert here in game.state.cards and not game.state.cards[here].frightened
    assert home not in game.state.cards


def test_CG189_each_player_frightens_one_of_their_friends_as_it_enters_play(cg):
    s = cg()
    s.put("orange-3", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    solving_bobs_problem(s, "CG189")
    game = cg.settle(s.game(at="score"))
    assert frightened(game, ALICE) == 1 and frightened(game, BOB) == 1


@pytest.mark.parametrize(("tokens", "points"), [(3, 3), (2, 1)])
def test_CG190_the_first_confronter_may_pay_three_to_score_two(cg, tokens, points):
    s = with_problem(cg, "CG190", owner=BOB)
    strong_at(s, B_PROBLEM)
    game = cg.settle(s.game(at="score", tokens=(tokens, 0)))
    assert game.state.players[ALICE].points == points


# --- Friends and promos -------------------------------------------------------------------------
def test_CG193_gets_one_in_faceoffs(cg):
    game, _, _ = faceoff_game(cg, mine=("CG193",))
    spitfire = in_play(game, "CG193").iid
    printed = game.pool["CG193"].power or 0
    assert game.power(spitfire) == printed + 1


def test_CG194_exhausts_to_flip_an_additional_card(cg):
    game, _, _ = faceoff_game(cg, mine=("CG194",))
    applejack = in_play(game, "CG194").iid
    when_offered(game, ActivateAbility(ALICE, applejack, 0))
    assert len(game.state.players[ALICE].flip) == 1 and game.state.cards[applejack].exhausted


@pytest.mark.parametrize(
    ("at", "exhausted", "power"), [("confront", True, 1), ("confront", False, 3), ("main", True, 3)]
)
def test_CG196_opposing_friends_here_get_minus_two_in_the_score_phase_while_exhausted(
    cg, at, exhausted, power
):
    s = cg()
    s.put("CG196", ALICE, B_PROBLEM, exhausted=exhausted)
    s.put("orange-1", ALICE, A_PROBLEM)
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = s.game(at=at)
    assert game.state.phase == ("Score" if at == "confront" else "Main")
    assert game.power(foe) == power


def test_CGpf4_may_draw_two_and_discard_two_on_confronting_its_problem(cg):
    s = cg()
    s.put("CGpf4", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-2")
    game = cg.settle(s.game(at="score"))
    assert len(ids(game, Zone.HAND, ALICE)) == 0 and len(ids(game, Zone.DISCARD, ALICE)) == 2


def test_CGpf8_puts_a_friend_at_its_problem_into_its_owners_hand(cg):
    s = cg()
    (luna,) = s.hand(ALICE, "CGpf8")
    foe = s.put("orange-3", BOB, B_PROBLEM)
    game = play(cg, s.game(), luna, B_PROBLEM, prefer=(foe,))
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]


# --- the player with the most [trait] characters here, and other Problems ----------------------
def test_CG129_its_problem_cant_be_confronted_until_someone_pays_three_to_banish_it(cg):
    s = cg()
    s.put("CG129", BOB, B_PROBLEM, attached_to=s.board.problem[BOB])
    strong_at(s, B_PROBLEM)
    game = cg.settle(s.game(at="score"))
    assert game.state.players[ALICE].points == 0
    why = confront_check(game._table, B_PROBLEM, ALICE)[1]
    assert "can't be confronted (104.2, 611.3)" in why
    s = cg()  # the same board without it: Alice confronts and scores
    strong_at(s, B_PROBLEM)
    assert cg.settle(s.game(at="score")).state.players[ALICE].points > 0
    s = cg()
    field = s.put("CG129", BOB, B_PROBLEM, attached_to=s.board.problem[BOB])
    game = s.game(tokens=(3, 0))
    game.apply(ActivateAbility(ALICE, field, 2))  # any player may activate it
    cg.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["CG129"] and game.state.players[ALICE].tokens == 0


def test_CG135_its_friend_gets_one_in_faceoffs(cg):
    s = cg()
    pony = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("CG135", ALICE, B_PROBLEM, attached_to=pony)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    assert s.game().power(pony) == 3
    game = challenge(s, tm)
    assert game.power(pony) == 4


def test_CG169_any_player_pays_one_to_move_a_friend_here_retired_at_the_end_of_the_turn(cg):
    s = with_problem(cg, "CG169", owner=BOB)
    pony = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(1, 0))
    game.apply(ActivateAbility(ALICE, s.board.problem[BOB], 0))
    cg.settle(game, prefer=(pony,))
    assert game.state.cards[pony].area == B_PROBLEM and game.state.players[ALICE].tokens == 0
    while game.state.turn_player == ALICE:  # to the End of Turn step (615.1)
        game.apply(game.legal_choices()[0])
        cg.settle(game)
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE)  # retired (615.1)


def unicorn_faceoff(cg, unicorns: int, bob_unicorns: int = 0):  # type: ignore[no-untyped-def]
    """A Troublemaker faceoff at Bob's Problem CG171 with Alice's and Bob's Unicorns there."""
    s = with_problem(cg, "CG171", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    for _ in range(unicorns):
        s.put("PR54", ALICE, B_PROBLEM)
    for _ in range(bob_unicorns):
        s.put("PR54", BOB, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "event-faceoff")
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    return challenge(s, tm, tokens=(0, 0)), event


@pytest.mark.parametrize(("mine", "bobs", "free"), [(1, 0, True), (1, 1, False), (0, 0, False)])
def test_CG171_the_player_with_most_unicorns_here_pays_one_less_for_events_in_faceoffs(
    cg, mine, bobs, free
):
    game, event = unicorn_faceoff(cg, mine, bobs)
    while game.current_decision().player != ALICE:
        game.apply(PassPriority(game.current_decision().player))
    assert (PlayCard(ALICE, event) in game.legal_choices()) is free, game.why_not(
        PlayCard(ALICE, event)
    )


def test_CG177_the_player_with_most_unicorns_here_may_take_a_resource_instead_of_drawing(cg):
    s = with_problem(cg, "CG177", owner=BOB)
    s.put("PR54", ALICE, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "resource-1")
    s.deck(ALICE, "orange-1")
    game = cg.settle(s.game(at="start"))
    assert ids(game, Zone.HAND, ALICE) == ["resource-1"]
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]


@pytest.mark.parametrize(("mine", "bobs", "extra"), [(1, 0, 2), (1, 1, 0)])
def test_CG178_the_player_with_most_pegasi_here_gets_two_in_faceoffs_here(cg, mine, bobs, extra):
    s = with_problem(cg, "CG178", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    for _ in range(mine):
        s.put("PR20", ALICE, B_PROBLEM)
    for _ in range(bobs):
        s.put("PR20", BOB, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "event-faceoff")
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    cg.settle(game)
    assert f"Faceoff totals: Alice {3 + 1 + 1 + extra} (" in trace_text(game)  # 514.4a


def test_CG181_resources_cant_be_played_here_or_on_friends_here(cg):
    s = with_problem(cg, "CG181", owner=BOB)
    here = s.put("orange-1", ALICE, B_PROBLEM)
    home = s.put("orange-1", ALICE, A_HOME)
    (hat,) = s.hand(ALICE, "CG126")
    game = s.game()
    assert PlayCard(ALICE, hat, B_PROBLEM, on=here) not in game.legal_choices()
    assert PlayCard(ALICE, hat, A_HOME, on=home) in game.legal_choices()


@pytest.mark.parametrize(("mine", "flips"), [(1, 2), (0, 1)])
def test_CG184_the_player_with_most_earth_ponies_here_flips_one_more(cg, mine, flips):
    s = with_problem(cg, "CG184", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    for _ in range(mine):
        s.put("PR12", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
    cg.settle(game)
    assert trace_text(game).count("Alice flips") == flips


def test_CG199_may_go_home_to_return_an_opponents_friend_there_costing_four_or_less(cg):
    s = cg()
    (racer,) = s.hand(ALICE, "CG199")
    s.put("V-OR-F540", BOB, B_PROBLEM)  # cost 5: not a choice
    cheap = s.put("orange-3", BOB, B_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # not there
    game = play(cg, s.game(), racer, B_PROBLEM, prefer=(cheap,))
    assert in_play(game, "CG199").area == A_HOME
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]


def test_CG200_players_flip_one_fewer_in_its_faceoffs(cg):
    s = cg()
    s.put("CG200", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
    cg.settle(game)
    assert "Alice flips" not in trace_text(game) and "Bob flips" not in trace_text(game)


def test_CG205_may_pay_two_to_dismiss_each_friend_here_with_cost_two_or_less(cg):
    s = cg()
    s.put("CG205", ALICE, B_PROBLEM, face_down=True)
    cheap = s.put("orange-2", BOB, B_PROBLEM)
    dear = s.put("orange-3", BOB, B_PROBLEM)
    away = s.put("orange-1", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1")
    game = cg.settle(s.game(at="start"))  # its ability first, then Villain's (511.7a)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"] and "Alice pays 2" in trace_text(game)
    assert dear not in game.state.cards  # frightened by Villain, not dismissed: cost 3
    assert cheap not in game.state.cards and not game.state.cards[away].frightened


# --- "up to a number equal to ..." (``Act.count``, ``Move.count``) ---------------------------
def test_CG108_exhausts_a_friend_to_exhaust_opposing_friends_up_to_its_colours(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG108")
    strong_at(s, A_HOME)  # Honesty power to play it (609.2a)
    two = s.put("orange-pink-2", ALICE, A_HOME)
    foes = [s.put("orange-1", BOB, B_HOME) for _ in range(3)]
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    cg.settle(game, prefer=(two, *foes))
    assert game.state.cards[two].exhausted
    # 2 colours: 2 of Bob's 3 Friends, though CHOSEN is then one of Bob's 1-colour Friends
    assert sum(game.state.cards[f].exhausted for f in foes) == 2


def test_CG113_the_winner_moves_a_character_for_each_of_their_friends_involved(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG113")
    mine = [s.put("orange-3", ALICE, B_PROBLEM) for _ in range(2)]
    away = s.put("orange-1", ALICE, A_PROBLEM)  # not involved, may be moved
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "pink-2", "pink-2")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    cg.settle(game, prefer=(away, *mine, B_HOME))
    # 2 of Alice's Friends involved: 2 moves, the number kept as characters leave (514.2); each
    # is "move a character", the same one again if its player likes (506.1)
    assert trace_text(game).count("(Relay Race, 506.1)") == 2


def test_CG202_gets_a_victory_counter_each_turn_end_and_retires_to_put_friends_into_play(cg):
    s = cg()
    games = s.put("CG202", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = cg.settle(s.game(at="end"))
    assert game.state.cards[games].counter("Victory") == 1  # "at the end of your turn"
    s = cg(turn_player=ALICE)
    games = s.put("CG202", ALICE, A_HOME, counters=(("Victory", 2),))
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "orange-2", "pink-2")
    s.board.add(Zone.DISCARD, BOB, "orange-1", "orange-2", "pink-2")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = cg.settle(s.game(at="start"))  # Alice retires it: 2 counters as it left (712.2)
    assert "CG202" in ids(game, Zone.DISCARD, ALICE)
    assert len(ids(game, Zone.DISCARD, ALICE)) == 1 + 1 and len(ids(game, Zone.DISCARD, BOB)) == 1
    assert (
        len([c for c in game.state.in_play() if c.card_id in ("orange-1", "orange-2", "pink-2")])
        == 4
    )


def test_CG203_needs_applejack_and_puts_harmony_counters_as_power_counters_on_an_honesty_friend(cg):
    s = cg()
    (element,) = s.hand(ALICE, "CG203")
    assert "609.2a" in (s.game().why_not(PlayCard(ALICE, element, A_HOME)) or "")
    s = cg()
    element = s.put("CG203", ALICE, A_HOME, counters=(("Harmony", 2),))
    (friend,) = s.hand(ALICE, "orange-2")
    (pink,) = s.hand(ALICE, "pink-2")
    game = play(cg, s.game(tokens=(4, 0)), pink, A_HOME)
    assert ActivateAbility(ALICE, element, 2) not in game.legal_choices()  # not [Honesty]
    game = play(cg, game, friend, A_HOME)
    friend = in_play(game, "orange-2").iid
    cg.settle(react(game, element, ability=2))
    assert game.state.cards[friend].counter("+1 power") == 2 and game.power(friend) == 2 + 2
    assert game.state.cards[element].counter("Harmony") == 0


def test_CG191_windup_at_a_problem_faceoff_then_boosted_moves_friends_up_to_the_counters(cg):
    s = cg(mane="CG191")  # both players' Manes
    me = s.board.mane[ALICE]
    s.board.table.update(me, counters=(("Windup", 1),))
    waiting = [s.put("orange-1", ALICE, A_HOME) for _ in range(3)]
    game = problem_faceoff_at_bobs_problem(s)
    game.state.players[ALICE].tokens = 1  # to pay for the Windup counter
    cg.settle(game, prefer=(B_PROBLEM,))  # the faceoff is played out; the Problem replaced
    card = game.state.cards[me]
    assert card.boosted and card.counter("Windup") == 0
    text = trace_text(game)
    assert f"Fastball Special #{me} moves from Alice's home to Problem Easy [problem:1]" in text
    # 2 Windup counters removed: 2 of the 3 Friends at home moved to its Problem
    moved = [f for f in waiting if f"Orange 1 #{f} moves from Alice's home to Problem" in text]
    assert len(moved) == 2


def test_CG134_its_friend_is_laughter_with_one_per_other_laughter_friend_of_yours_here(cg):
    s = cg()
    pony = s.put("orange-2", ALICE, A_PROBLEM)
    s.put("CG134", ALICE, A_PROBLEM, attached_to=pony)
    for _ in range(2):
        s.put("pink-2", ALICE, A_PROBLEM)
    s.put("pink-2", ALICE, A_HOME)  # not here
    s.put("pink-2", BOB, A_PROBLEM)  # not yours
    game = s.game()
    assert Colour.PINK in game._table.view().colours(pony)
    assert game.power(pony) == 2 + 2  # itself [Laughter] now, but not "other" (509)


def test_CG117_the_winner_reveals_one_per_character_involved_and_keeps_every_friend(cg):
    s = cg()
    (event,) = s.hand(ALICE, "CG117")
    for _ in range(3):
        s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # not involved
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "pink-2", "resource-1", "pink-3", "orange-2")  # 1 flipped
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    cg.settle(game)
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["pink-2", "pink-3"]  # 3 revealed, 2 Friends
    deck = ids(game, Zone.DRAW_DECK, ALICE)
    assert deck[0] == "orange-2" and "resource-1" in deck[1:]  # not revealed; at the bottom


def test_CG197_reveals_events_from_hand_for_two_power_each_this_turn(cg):
    s = cg()
    (trixie,) = s.hand(ALICE, "CG197")
    events = s.hand(ALICE, "event-faceoff", "event-faceoff")
    (pony,) = s.hand(ALICE, "orange-1")  # not an Event
    strong_at(s, A_HOME)
    game = play(cg, s.game(tokens=(5, 0)), trixie, A_HOME)
    me = in_play(game, "CG197").iid
    assert game.power(me) == 2 + 2 * 2
    assert all(game.state.cards[e].revealed for e in events)  # known while in hand (410.6)
    assert not game.state.cards[pony].revealed


def test_CGpf12_octavia_power_a_random_friend_moved_and_readied_as_your_friend_enters(cg):
    s = cg()
    dj = s.put("CGpf12", ALICE, A_PROBLEM)
    s.put("CGpf6", BOB, A_PROBLEM)  # an opponent's Octavia here
    mine = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    assert game.power(dj) == 2 + 2
    cg.settle(activate(cg, game, dj, 1, prefer=(s.board.problem[BOB],)))
    moved = [c for c in (dj, mine, theirs) if game.state.cards[c].area == B_PROBLEM]
    assert len(moved) == 1 and "is chosen at random (DJ Pon-3" in trace_text(game)
    assert game.state.cards[dj].exhausted
    s = cg()
    dj = s.put("CGpf12", ALICE, A_HOME, exhausted=True)
    (friend,) = s.hand(ALICE, "orange-1")
    game = s.game()
    assert game.power(dj) == 2  # not at a Problem with Octavia
    game = play(cg, game, friend, A_HOME)
    assert not game.state.cards[dj].exhausted


@pytest.mark.parametrize("accept", [True, False])
def test_CG116_the_winner_may_move_each_opposing_character_involved_home(cg, accept):
    s = cg()
    (event,) = s.hand(ALICE, "CG116")
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    foes = [s.put("orange-1", BOB, B_PROBLEM) for _ in range(2)]
    other = s.put("orange-1", BOB, A_PROBLEM)  # not involved
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    cg.settle(game, accept=accept)
    assert game.state.faceoff is None
    assert [game.state.cards[f].area == B_HOME for f in foes] == [accept, accept]
    assert game.state.cards[other].area == A_PROBLEM


def test_CG123_frightens_a_friend_again_after_it_is_rallied(cg):
    s = cg(turn_player=BOB)
    (event,) = s.hand(ALICE, "CG123")
    scared = s.put("orange-1", BOB, B_HOME, frightened=True, face_down=True)
    game = s.game(tokens=(1, 2))
    game.apply(Rally(BOB, scared))
    assert not game.state.cards[scared].frightened
    game = when_offered(game, PlayCard(ALICE, event))
    cg.settle(game)
    # turned face-down again, a new card (410.6)
    assert in_play(game, "orange-1").frightened and ids(game, Zone.DISCARD, ALICE) == ["CG123"]


def colours(game, iid: int) -> set[Colour]:  # type: ignore[no-untyped-def]
    return set(game._table.view().colours(iid))


def test_CG143_exhausts_its_friend_to_give_it_a_chosen_colour_until_the_end_of_the_phase(cg):
    s = cg()
    pony = s.put("orange-1", ALICE, A_HOME)
    rainbow = s.put("CG143", ALICE, A_HOME, attached_to=pony)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = activate(cg, s.game(), rainbow, 1)  # 0 is "Play on ..."; the first colour: blue
    assert game.state.cards[pony].exhausted
    assert colours(game, pony) == {Colour.ORANGE, Colour.BLUE}
    game.apply(EndMainPhase(ALICE))
    assert colours(game, pony) == {Colour.ORANGE}  # "until the end of the phase"


def test_CG154_a_crystal_counter_for_your_first_crystal_friend_each_turn(cg):
    s = cg()
    heart = s.put("CG154", ALICE, A_HOME)
    first, second = s.hand(ALICE, "CG11", "CG11")
    game = play(cg, s.game(tokens=(6, 0)), first, A_HOME)
    game = play(cg, game, second, A_HOME)
    assert game.state.cards[heart].counter("Crystal") == 1


def test_CG154_removes_two_crystal_counters_after_a_phase_starts_to_give_a_friend_a_colour(cg):
    s = cg()
    heart = s.put("CG154", ALICE, A_HOME, counters=(("Crystal", 2),))
    pony = s.put("orange-1", ALICE, A_HOME)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="score")
    while ActivateAbility(ALICE, heart, 1) not in game.legal_choices():
        game.apply(PassPriority(game.current_decision().player))
    game = cg.settle(react(game, heart, ability=1), prefer=(pony,))  # the first colour: blue
    assert f"Orange 1 #{pony} gets the colour blue until the end of the phase" in trace_text(game)
    assert game.state.cards[heart].counter("Crystal") == 0


def test_CG158_may_pay_one_to_exhaust_involved_characters_of_only_a_chosen_colour(cg):
    s = cg()
    blue = s.put("blue-2", ALICE, B_PROBLEM)
    two = s.put("orange-pink-2", ALICE, B_PROBLEM)  # blue is not its only colour: no
    away = s.put("blue-2", ALICE, A_PROBLEM)  # not involved
    tm = s.put("CG158", BOB, B_PROBLEM)
    game = challenge(s, tm, tokens=(0, 1))
    cg.settle(game)  # Bob pays 1 and chooses the first colour, blue
    assert "Bob chooses blue" in trace_text(game)
    cards = game.state.cards
    assert cards[blue].exhausted and not cards[two].exhausted and not cards[away].exhausted
    assert game.state.players[BOB].tokens == 0


def test_CG188_the_confronter_may_banish_a_card_from_hand_beneath_their_pumped_friend(cg):
    s = with_problem(cg, "CG188", owner=BOB)
    strong_at(s, B_PROBLEM)
    giselle = s.put("CG36", ALICE, A_HOME)  # Pumped
    s.hand(ALICE, "pink-2")
    game = cg.settle(s.game(at="score"))
    assert ids(game, Zone.HAND, ALICE) == []
    (under,) = game._table.beneath(giselle)
    assert game.state.cards[under].card_id == "pink-2"


def test_CG130_friends_cant_move_to_its_problem_while_its_friend_is_strongest_there(cg):
    s = cg(turn_player=BOB)
    pony = s.put("orange-3", ALICE, A_PROBLEM)
    s.put("CG130", ALICE, A_PROBLEM, attached_to=pony)
    s.put("orange-1", BOB, A_PROBLEM)
    mover = s.put("orange-2", BOB, B_HOME)
    game = s.game(tokens=(0, 5))
    refused = game.why_not(MoveCharacter(BOB, mover, A_PROBLEM))
    assert refused is not None and "(104.2, 506)" in refused
    assert f"{game.pool['CG130'].name} #" in refused  # the card whose "can't" forbids it
    assert MoveCharacter(BOB, mover, B_PROBLEM) in game.legal_choices()
    s.put("orange-3", BOB, A_PROBLEM)  # as strong: no longer higher than any other
    game = s.game(tokens=(0, 5))
    assert MoveCharacter(BOB, mover, A_PROBLEM) in game.legal_choices()


def test_CG156_manes_are_not_involved_in_its_faceoffs_and_it_turns_a_boosted_mane_back(cg):
    s = cg()
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    friend = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("CG156", BOB, B_PROBLEM)
    game = cg.settle(challenge(s, tm))  # Alice flips an orange-3
    text = trace_text(game)
    assert f"Alice 6 (Orange 3 #{friend} 3 + flipped" in text  # her Mane (1) not involved
    s = cg(turn_player=BOB)
    tm = s.put("CG156", BOB, B_PROBLEM)
    s.board.table.update(s.board.mane[ALICE], boosted=True)
    game = s.game(tokens=(0, 2))
    game.apply(ActivateAbility(BOB, tm, 1))
    cg.settle(game)
    assert not game.state.cards[s.board.mane[ALICE]].boosted and "CG156" in ids(
        game, Zone.DISCARD, BOB
    )
