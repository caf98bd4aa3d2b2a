"""Defenders of Equestria scripts, DE71-DE142: one scenario per card, position -> choices ->
result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    judge_applies,
    play,
    strong_at,
    until,
    when_offered,
    with_problem,
)

from engine import Zone
from engine.cards import CardType, Colour
from engine.choices import (
    ActivateAbility,
    Challenge,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    ConfrontAt,
    DecisionKind,
    Decline,
    DrawAction,
    EndMainPhase,
    MoveCharacter,
    PlaceCard,
    PlayCard,
)
from engine.priority import play_cost
from engine.scenario import (
    A_HOME,
    A_PROBLEM,
    ALICE,
    B_HOME,
    B_PROBLEM,
    BOB,
    ids,
    trace_text,
)
from engine.state import POWER_COUNTER
from engine.tokens import is_token


def tokens(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if is_token(c.card_id) and c.controller == player]


def counters(game, iid: int) -> int:  # type: ignore[no-untyped-def]
    return game.state.cards[iid].counter(POWER_COUNTER)


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


def after_the_flips(game, player: int = ALICE):  # type: ignore[no-untyped-def]
    """Pass priority until ``player`` holds it in the window after the flips (514.3)."""
    return until(
        game,
        lambda g: (
            bool(ids(g, Zone.FLIP, BOB))
            and g.current_decision().kind is DecisionKind.PRIORITY
            and g.current_decision().player == player
        ),
    )


def next_turn(game, player: int):  # type: ignore[no-untyped-def]
    """Play on (ending Main Phases, passing, accepting) until ``player``'s Main Phase."""
    game.apply(EndMainPhase(game.state.turn_player))
    return until(
        game, lambda g: g.state.turn_player == player and g.state.phase == "Main", passes=400
    )


# --- Friends ------------------------------------------------------------------------------------
def test_DE71_mills_three_then_may_put_a_friend_from_the_discard_pile_into_play(later_scene):
    s = later_scene()
    s.deck(ALICE, "pink-2", "orange-2", "resource-1", "orange-1")  # the top three are milled
    (orchard,) = s.hand(ALICE, "DE71")
    game = s.game()
    game.apply(PlayCard(ALICE, orchard, A_HOME))
    game = later_scene.settle(game, prefer=[])
    assert sorted(ids(game, Zone.DISCARD, ALICE)) in (
        ["pink-2", "resource-1"],
        ["orange-2", "resource-1"],
    )
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1"]
    friends = [
        c.card_id for c in game.state.in_play() if c.controller == ALICE and c.area == A_HOME
    ]
    assert "pink-2" in friends or "orange-2" in friends


def test_DE73_adds_a_friend_at_homes_power_to_another_character(later_scene):
    s = later_scene()
    cheerilee = s.put("DE73", ALICE, A_HOME)
    helper = s.put("orange-3", ALICE, A_HOME)
    target = s.put("orange-1", ALICE, B_PROBLEM)
    game = s.game()
    game.apply(ActivateAbility(ALICE, cheerilee, 0, using=(helper,)))
    game = later_scene.settle(game, prefer=[target])
    assert game.power(target) == 4
    assert game.state.cards[helper].exhausted and game.state.cards[cheerilee].exhausted


def test_DE74_counters_make_critters_and_critters_make_a_rock(later_scene):
    s = later_scene()
    truce = s.put("DE74", ALICE, A_HOME, counters={POWER_COUNTER: 2})
    game = activate(later_scene, s.game(), truce, 0)
    critters = tokens(game)
    assert len(critters) == 2 and counters(game, truce) == 0
    assert all(game.power(c.iid) == 1 for c in critters)
    game.apply(ActivateAbility(ALICE, truce, 1, using=tuple(c.iid for c in critters)))
    game = later_scene.settle(game)
    (rock,) = tokens(game)
    assert game.power(rock.iid) == 3
    assert "Rock" in game._table.view().traits(rock.iid)


def test_DE75_a_draw_may_put_a_counter_on_a_troublemaker_here(later_scene):
    s = later_scene()
    s.put("DE75", ALICE, B_PROBLEM)
    mine = s.put("tm-2", ALICE, B_PROBLEM)
    elsewhere = s.put("tm-3", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    game = s.game()
    game.apply(DrawAction(ALICE))
    game = later_scene.settle(game)
    assert counters(game, mine) == 1 and counters(game, elsewhere) == 0


def test_DE75_may_draw_at_the_end_of_your_turn(later_scene):
    s = later_scene()
    s.put("DE75", ALICE, A_HOME)
    s.deck(ALICE, "pink-2", "orange-1")
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_DE76_draws_when_an_opponent_starts_a_faceoff_and_lowers_the_next_event(later_scene):
    s = later_scene()
    s.put("DE76", BOB, B_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(BOB, "pink-2")
    game = later_scene.settle(challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3))
    assert "pink-2" in ids(game, Zone.HAND, BOB)
    # Immediate: the next Event costs 1 less
    s = later_scene()
    shine = s.put("DE76", ALICE, A_HOME)
    (plan,) = s.hand(ALICE, "event-main")
    game = activate(later_scene, s.game(tokens=(1, 0)), shine, 1)
    assert PlayCard(ALICE, plan, None) in game.legal_choices()  # 1 - 1 = 0 to pay
    game.apply(PlayCard(ALICE, plan, None))
    assert game.state.players[ALICE].tokens == 1


def test_DE77_a_friend_leaving_play_gives_your_mane_two_power(later_scene):
    s = later_scene()
    s.put("DE77", ALICE, A_HOME)
    s.put("orange-2", BOB, B_PROBLEM)
    (flop,) = s.hand(ALICE, "DE93")  # Cipactli Attack frightens: no one leaves play
    mane = s.board.mane[ALICE]
    game = s.game()
    before = game.power(mane)
    game = play(later_scene, game, flop, None)
    assert game.power(mane) == before
    s = later_scene()
    s.put("DE77", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, A_HOME)
    (flop,) = s.hand(ALICE, "DE92")  # Belly Flop: Alice retires one, dismisses Bob's
    game = s.game()
    game = play(later_scene, game, flop, None, prefer=[mine, theirs])
    assert theirs not in game.state.play and mine not in game.state.play
    assert game.power(s.board.mane[ALICE]) == before + 4  # two Friends left play


def test_DE78_puts_a_cheap_friend_from_the_discard_pile_into_play(later_scene):
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "orange-3", "orange-2")  # cost 3 does not fit
    (taps,) = s.hand(ALICE, "DE78")
    game = play(later_scene, s.game(), taps, A_HOME)
    assert in_play(game, "orange-2").area == A_HOME
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-3"]


def test_DE78_chaos_puts_a_cheap_friend_into_play_when_flipped(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "pink-2")
    game = later_scene.settle(challenge(s, tm, ("DE78",), ("orange-1",)))
    assert in_play(game, "pink-2").controller == ALICE


def test_DE79_may_retire_a_friend_to_turn_a_troublemaker_face_down(later_scene):
    s = later_scene()
    spent = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, A_PROBLEM)
    (heroes,) = s.hand(ALICE, "DE79")
    game = play(later_scene, s.game(), heroes, A_HOME, prefer=[spent, tm])
    assert spent not in game.state.play
    assert [c.face_down for c in game.state.in_play() if c.card_id == "tm-2"] == [True]
    # the retired Friend was one of Alice's: the second ability puts a counter on Heroes
    assert in_play(game, "DE79").counter(POWER_COUNTER) == 1


def test_DE79_a_friend_of_yours_dismissed_gives_a_counter(later_scene):
    s = later_scene()
    heroes = s.put("DE79", BOB, B_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, A_HOME)
    (flop,) = s.hand(ALICE, "DE92")  # Alice retires her Friend and dismisses Bob's
    game = play(later_scene, s.game(), flop, None, prefer=[mine, theirs])
    assert theirs not in game.state.play and mine not in game.state.play
    assert counters(game, heroes) == 1  # Bob's Friend dismissed; Alice's retired is not his


def test_DE80_looks_at_a_problem_deck_top_and_may_put_it_at_the_bottom(later_scene):
    s = later_scene()
    petunia = s.put("DE80", ALICE, A_HOME)
    spent = s.put("orange-1", ALICE, A_HOME)
    top, second = s.board.add(Zone.PROBLEM_DECK, BOB, "spare", "easy")
    game = s.game()
    game.apply(ActivateAbility(ALICE, petunia, 0, using=(spent,)))
    assert options(game) == ["your Problem deck", "an opponent's Problem deck"]
    game.apply(ChooseOption(ALICE, "an opponent's Problem deck"))
    game.apply(PlaceCard(ALICE, top, bottom=True))
    game = later_scene.settle(game)
    assert game.state.players[BOB].problem_deck[-1] == top
    assert spent not in game.state.play


def test_DE82_opponents_pay_one_to_challenge_your_troublemakers(later_scene):
    s = later_scene()
    s.put("DE82", BOB, B_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge", tokens=(3, 0))
    game.apply(Challenge(ALICE, tm))
    assert game.state.players[ALICE].tokens == 2
    s = later_scene()
    s.put("DE82", BOB, B_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = s.game(at="challenge", tokens=(0, 0))
    assert Challenge(ALICE, tm) not in game.legal_choices()


def test_DE83_does_not_count_against_the_home_limit_and_weakens_per_character_home(later_scene):
    s = later_scene()
    mayor = s.put("DE83", BOB, B_HOME)
    view = s.game()._table.view()
    assert mayor in view.home_limit_exempt  # 616.3
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    mayor = s.put("DE83", BOB, B_HOME)
    s.put("orange-1", BOB, B_HOME)
    a, b = s.hand(BOB, "pink-2", "orange-2")
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
    orange = in_play(game, "orange-3").iid
    at_home = sum(1 for c in game.state.in_play() if c.controller == BOB and c.area == B_HOME)
    assert at_home == 3  # Bob's Mane, Mayor Mare and orange-1
    game = when_offered(game, ActivateAbility(BOB, mayor, 1, using=(a, b)))
    assert sorted(ids(game, Zone.DISCARD, BOB)) == ["orange-2", "pink-2"]
    # Orange 3 adds 3 - 3 = 0 to Alice's total (514.4a)
    assert f"{game._table.name(orange)} 0 +" in trace_text(game)


def test_DE84_gains_one_and_an_opponent_confronting_its_problem_loses_one(later_scene):
    s = later_scene()
    sunburst = s.put("DE84", ALICE, A_HOME)
    game = activate(later_scene, s.game(), sunburst)
    assert game.state.players[ALICE].tokens == 11
    s = later_scene()
    s.put("DE84", BOB, B_PROBLEM)
    s.put("orange-2", ALICE, B_PROBLEM)  # Alice confronts Bob's "easy" Problem
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score", tokens=(3, 3))
    game = until(game, lambda g: "Sunburst" in trace_text(g) and g.state.players[ALICE].tokens == 2)
    assert game.state.players[BOB].tokens == 3


def test_DE85_puts_a_critter_token_when_an_opponent_starts_a_faceoff(later_scene):
    s = later_scene()
    s.put("DE85", BOB, B_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3))
    (critter,) = tokens(game, BOB)
    assert "Critter" in game._table.view().traits(critter.iid)
    assert tokens(game, ALICE) == []


def test_DE87_is_the_chosen_colour_with_power_per_other_character(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, A_HOME)
    (citizens,) = s.hand(ALICE, "DE87")
    game = s.game()
    game.apply(PlayCard(ALICE, citizens, A_PROBLEM))
    game.apply(ChooseColour(ALICE, Colour.PINK))
    game = later_scene.settle(game)
    now = in_play(game, "DE87").iid
    others = [
        c
        for c in game.state.in_play()
        if c.controller == ALICE
        and c.iid != now
        and game._table.pool[c.card_id].type in (CardType.FRIEND, CardType.MANE)
    ]
    assert set(game._table.view().colours(now)) == {Colour.PINK}
    assert game.power(now) == game._table.pool["DE87"].power + len(others)


def test_DE88_enters_with_three_counters_and_loses_one_each_turn(later_scene):
    s = later_scene()
    (shams,) = s.hand(ALICE, "DE88")
    s.deck(ALICE, *("orange-1",) * 6)
    s.deck(BOB, *("orange-1",) * 6)
    game = s.game()
    game.apply(PlayCard(ALICE, shams, A_HOME))
    game.apply(ChooseColour(ALICE, Colour.BLUE))
    game = later_scene.settle(game)
    flim = in_play(game, "DE88")
    assert flim.counter(POWER_COUNTER) == 3
    game = next_turn(game, BOB)
    assert in_play(game, "DE88").counter(POWER_COUNTER) == 3  # not at Bob's turn
    game = next_turn(game, ALICE)
    assert in_play(game, "DE88").counter(POWER_COUNTER) == 2


# --- Events -------------------------------------------------------------------------------------
CHALLENGE_MODE = "challenge an opposing Troublemaker with all your characters at its Problem"


def test_DE89_challenges_an_opposing_troublemaker(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 3)
    s.deck(BOB, *("orange-1",) * 3)
    (change,) = s.hand(ALICE, "DE89")
    game = s.game()
    game.apply(PlayCard(ALICE, change, None))
    assert CHALLENGE_MODE in options(game)
    game.apply(ChooseOption(ALICE, CHALLENGE_MODE))
    game = later_scene.settle(game)
    assert "Troublemaker faceoff" in trace_text(game)
    assert tm not in game.state.play  # 3 + 1 against 2 + 1: defeated (514.5a)


def test_DE89_moves_up_to_two_characters_or_lowers_the_next_friend(later_scene):
    s = later_scene()
    a = s.put("orange-1", ALICE, A_HOME)
    (change,) = s.hand(ALICE, "DE89")
    game = s.game()
    game.apply(PlayCard(ALICE, change, None))
    game.apply(ChooseOption(ALICE, "move up to two of your characters"))
    game = later_scene.settle(game, prefer=[a, B_PROBLEM])
    assert any(c.area != A_HOME for c in game.state.in_play() if c.controller == ALICE)
    s = later_scene()
    (change,) = s.hand(ALICE, "DE89")
    (big,) = s.hand(ALICE, "orange-3")
    game = s.game(tokens=(2, 0))
    game.apply(PlayCard(ALICE, change, None))
    game.apply(ChooseOption(ALICE, "pay 3 less for the next Friend you play this turn"))
    game = later_scene.settle(game)
    assert PlayCard(ALICE, big, A_HOME) in game.legal_choices()  # 3 - 3: free


def test_DE91_banishes_an_opponents_flipped_card(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (wrinkle,) = s.hand(ALICE, "DE91")
    game = after_the_flips(challenge(s, tm, ("orange-3",), ("orange-3",)))
    game = when_offered(game, PlayCard(ALICE, wrinkle, None))
    assert ids(game, Zone.BANISHED, BOB) == ["orange-3"]
    game = later_scene.settle(game)
    assert "Alice wins the faceoff" in trace_text(game)  # 1 + 3 against 2 (514.4a)


def test_DE92_retires_a_friend_to_dismiss_an_opposing_friend(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, A_HOME)
    (flop,) = s.hand(ALICE, "DE92")
    game = play(later_scene, s.game(), flop, None, prefer=[mine, theirs])
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE)


def test_DE93_frightens_a_friend(later_scene):
    s = later_scene()
    s.put("orange-2", BOB, B_PROBLEM)
    (attack,) = s.hand(ALICE, "DE93")
    game = play(later_scene, s.game(), attack, None)
    assert in_play(game, "orange-2").frightened


def test_DE99_one_of_your_characters_gets_two_power_and_the_chosen_colour(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    (herd,) = s.hand(ALICE, "DE99")
    game = s.game()
    game.apply(PlayCard(ALICE, herd, None))
    game.apply(ChooseColour(ALICE, Colour.BLUE))
    game = later_scene.settle(game, prefer=[mine])
    assert game.power(mine) == 3
    assert Colour.BLUE in game._table.view().colours(mine)


def test_DE100_banishes_a_friend_until_the_end_of_the_turn(later_scene):
    s = later_scene()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    s.put("tm-2", BOB, A_PROBLEM)
    (future,) = s.hand(ALICE, "DE100")
    game = s.game()
    game.apply(PlayCard(ALICE, future, None))
    assert options(game) == [
        "banish a Friend until the end of the turn",
        "put three +1 power counters on a Troublemaker",
    ]  # no Resource in play (705.2f)
    game.apply(ChooseOption(ALICE, "banish a Friend until the end of the turn"))
    game = later_scene.settle(game, prefer=[theirs])
    assert ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    back = in_play(game, "orange-2")
    assert back.controller == BOB and back.area == B_HOME  # put into play at its owner's home
    assert ids(game, Zone.BANISHED, BOB) == []


def test_DE100_puts_three_counters_on_a_troublemaker(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    (future,) = s.hand(ALICE, "DE100")
    game = s.game()
    game.apply(PlayCard(ALICE, future, None))
    game.apply(ChooseOption(ALICE, "put three +1 power counters on a Troublemaker"))
    game = later_scene.settle(game, prefer=[tm])
    assert counters(game, tm) == 3


def test_DE102_turns_a_troublemaker_face_down(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    (natural,) = s.hand(ALICE, "DE102")
    game = play(later_scene, s.game(), natural, None, prefer=[tm])
    assert in_play(game, "tm-2").face_down


def test_DE105_minus_three_and_plus_three_for_a_discard(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    sweep, _ = s.hand(ALICE, "DE105", "pink-2")
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    game = when_offered(game, PlayCard(ALICE, sweep, None))
    game = later_scene.settle(game)
    assert "pink-2" in ids(game, Zone.DISCARD, ALICE)
    # Alice 1 + 3 + 1 flipped = 5 against Bob 3 - 3 + 1 = 1 (514.4a)
    assert "Alice wins the faceoff" in trace_text(game)
    assert tm not in game.state.play


def test_DE106_puts_a_counter_on_each_of_your_involved_characters(later_scene):
    s = later_scene()
    a = s.put("orange-1", ALICE, B_PROBLEM)
    b = s.put("orange-2", ALICE, B_PROBLEM)
    home = s.put("pink-2", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (business,) = s.hand(ALICE, "DE106")
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    game = when_offered(game, PlayCard(ALICE, business, None))
    assert counters(game, a) == 1 and counters(game, b) == 1 and counters(game, home) == 0


def test_DE107_puts_an_opposing_friend_with_three_power_into_its_owners_hand(later_scene):
    s = later_scene()
    s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)
    (love,) = s.hand(ALICE, "DE107")
    game = play(later_scene, s.game(), love, None)
    assert ids(game, Zone.HAND, BOB) == ["orange-3"]
    assert in_play(game, "orange-2").area == B_PROBLEM


# --- Resources ----------------------------------------------------------------------------------
def test_DE112_gives_two_power_and_sends_its_dismissed_host_to_the_hand(later_scene):
    s = later_scene()
    host = s.put("orange-2", ALICE, B_PROBLEM)
    (heart,) = s.hand(ALICE, "DE112")
    game = s.game()
    game.apply(PlayCard(ALICE, heart, None, on=host))
    game = later_scene.settle(game)
    assert game.power(host) == 4
    # Bob's Belly Flop dismisses it: Alice puts it into her hand instead (710.1)
    s = later_scene(turn_player=BOB)
    host = s.put("orange-2", ALICE, B_PROBLEM)
    s.put("DE112", ALICE, B_PROBLEM, attached_to=host)
    s.put("orange-1", BOB, B_HOME)
    (flop,) = s.hand(BOB, "DE92")
    game = s.game()
    game.apply(PlayCard(BOB, flop, None))
    game = later_scene.settle(game, prefer=[host])
    assert "orange-2" in ids(game, Zone.HAND, ALICE)
    assert "orange-2" not in ids(game, Zone.DISCARD, ALICE)


def test_DE114_trainee_counters_then_pegasus_tokens_as_it_leaves(later_scene):
    s = later_scene()
    runway = s.put("DE114", ALICE, A_HOME, counters={"Trainee": 4})
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = s.game(at="start")
    game = until(game, lambda g: g.state.phase == "Main")
    assert runway not in game.state.play  # the fifth counter: retired
    pegasi = tokens(game)
    assert len(pegasi) == 5
    view = game._table.view()
    assert all(view.keyword(c.iid, "Swift") is not None for c in pegasi)
    assert all("Pegasus" in view.traits(c.iid) for c in pegasi)


def test_DE114_a_counter_each_turn_below_five(later_scene):
    s = later_scene()
    runway = s.put("DE114", ALICE, A_HOME)
    s.deck(ALICE, *("orange-1",) * 4)
    game = s.game(at="start")
    game = until(game, lambda g: g.state.phase == "Main")
    assert game.state.cards[runway].counter("Trainee") == 1
    assert tokens(game) == []


# --- Troublemakers ------------------------------------------------------------------------------
def test_DE117_has_three_more_power_while_an_opponent_has_more_friends(later_scene):
    # the scenes put no Friend into play by themselves: only those put here count
    s = later_scene()
    cab = s.put("DE117", BOB, A_PROBLEM)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    game = s.game()
    printed = game._table.pool["DE117"].power
    assert game.power(cab) == printed  # one each: not more
    s = later_scene()
    cab = s.put("DE117", BOB, A_PROBLEM)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    assert s.game().power(cab) == printed + 3  # Alice, Bob's opponent, has more (513.5)


def uncovered(scene, s):  # type: ignore[no-untyped-def]
    """Play Alice's Troublemaker Phase until its Uncover step is over (607.3)."""
    game = s.game(at="troublemaker")
    return until(game, lambda g: g.state.phase == "Main")


def test_DE118_may_pay_two_to_put_an_opposing_friend_into_its_owners_hand(later_scene):
    s = later_scene()
    s.put("DE118", ALICE, B_PROBLEM, face_down=True)
    s.put("orange-2", BOB, B_PROBLEM)
    game = s.game(at="troublemaker", tokens=(3, 0))
    game = until(game, lambda g: g.state.phase == "Main")
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]
    assert game.state.players[ALICE].tokens == 1


def test_DE119_moves_all_characters_here_home(later_scene):
    s = later_scene()
    s.put("DE119", ALICE, B_PROBLEM, face_down=True)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    other = s.put("orange-1", BOB, A_PROBLEM)
    game = uncovered(later_scene, s)
    assert game.state.cards[theirs].area == B_HOME
    assert game.state.cards[mine].area == A_HOME
    assert game.state.cards[other].area == A_PROBLEM


def test_DE120_a_defeated_skeleton_soldiers_goes_to_its_owners_hand(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("DE120", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-3",), ("orange-1",)))
    assert "Alice defeats" in trace_text(game) or tm not in game.state.play
    assert ids(game, Zone.HAND, BOB) == ["DE120"]
    assert "DE120" not in ids(game, Zone.DISCARD, BOB)


def test_DE121_manes_add_no_power_and_opponents_cant_play_troublemakers_here(later_scene):
    s = later_scene()
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    tm = s.put("DE121", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    game = later_scene.settle(game)
    # the Mane is involved but adds nothing to Alice's total (514.4a)
    assert "Faceoff totals: Alice 1 (flipped Orange 1" in trace_text(game)
    s = later_scene()
    s.put("DE121", BOB, A_PROBLEM)
    (tm2,) = s.hand(ALICE, "tm-2")
    game = s.game(at="main")
    plays = [c for c in game.legal_choices() if isinstance(c, PlayCard) and c.card == tm2]
    assert plays and all(c.area != A_PROBLEM for c in plays)


# --- Problems: "you" is the Problem's controller, who confronts their own (513.5, 611.4) -------
def confronting_own(scene, card_id: str, colour: str):  # type: ignore[no-untyped-def]
    """Alice's Problem is ``card_id``, with 12 power of ``colour`` there to confront it."""
    s = with_problem(scene, card_id, owner=ALICE)
    for _ in range(3):
        s.put(f"V-{colour}-F540", ALICE, A_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    return s


def to_bobs_turn(scene, game):  # type: ignore[no-untyped-def]
    return until(scene.settle(game), lambda g: g.state.turn_player == BOB)


def test_DE124_confronting_it_may_exhaust_an_opposing_character_here(later_scene):
    s = confronting_own(later_scene, "DE124", "OR")
    theirs = s.put("orange-1", BOB, A_PROBLEM)
    game = later_scene.settle(s.game(at="score"))
    assert f"{game._table.name(theirs)} is exhausted (Friendship Overboard" in trace_text(game)


def test_DE125_confronting_it_may_return_a_resource_from_the_discard_pile(later_scene):
    s = confronting_own(later_scene, "DE125", "WH")
    s.board.add(Zone.DISCARD, ALICE, "resource-1", "orange-2")
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert "resource-1" in ids(game, Zone.HAND, ALICE)
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE)


def test_DE126_confronting_it_may_put_a_swift_pegasus_token(later_scene):
    s = confronting_own(later_scene, "DE126", "BL")
    game = later_scene.settle(s.game(at="score"))
    game = until(game, lambda g: bool(tokens(g)))
    (pegasus,) = tokens(game)
    view = game._table.view()
    assert view.keyword(pegasus.iid, "Swift") is not None and "Pegasus" in view.traits(pegasus.iid)


def test_DE127_pays_two_and_discards_two_for_a_changeling_token_of_a_chosen_colour(later_scene):
    s = with_problem(later_scene, "DE127", owner=ALICE)
    a, b = s.hand(ALICE, "orange-1", "orange-1")  # two copies may pay it together
    game = s.game(tokens=(2, 0))
    hive = s.board.problem[ALICE]
    assert ActivateAbility(ALICE, hive, 0, using=(a,)) not in game.legal_choices()
    game.apply(ActivateAbility(ALICE, hive, 0, using=(a, b)))
    game.apply(ChooseColour(ALICE, Colour.PURPLE))
    game = later_scene.settle(game)
    (changeling,) = tokens(game)
    assert game.power(changeling.iid) == 2
    assert set(game._table.view().colours(changeling.iid)) == {Colour.PURPLE}
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1", "orange-1"]
    assert game.state.players[ALICE].tokens == 0


def test_DE128_mane_characters_cant_contribute_to_confronting_it(later_scene):
    s = with_problem(later_scene, "DE128", owner=ALICE)
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=A_PROBLEM)
    s.put("V-OR-F540", ALICE, A_PROBLEM)
    s.put("V-OR-F330", ALICE, A_PROBLEM)  # 8 with the Mane's 1, 7 without it
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert game.state.players[ALICE].points == 0
    s = with_problem(later_scene, "DE128", owner=ALICE)
    s.put("V-OR-F540", ALICE, A_PROBLEM)
    s.put("V-OR-F330", ALICE, A_PROBLEM)
    s.put("V-OR-F110", ALICE, A_PROBLEM)  # 8 without the Mane
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert game.state.players[ALICE].points >= 1


def test_DE129_confronting_it_may_put_a_counter_on_one_of_your_troublemakers(later_scene):
    s = confronting_own(later_scene, "DE129", "PU")
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert counters(game, tm) == 1


def test_DE130_confronting_it_may_move_a_friend_at_home_to_a_problem(later_scene):
    s = confronting_own(later_scene, "DE130", "YE")
    friend = s.put("pink-2", ALICE, A_HOME)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert game.state.cards[friend].area in (A_PROBLEM, B_PROBLEM)


def test_DE131_confronting_it_may_draw_a_card(later_scene):
    s = with_problem(later_scene, "DE131", owner=ALICE)
    for _ in range(3):
        s.put("V-PI-F540", ALICE, A_PROBLEM)
    s.deck(ALICE, "pink-2", *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_DE108_dismisses_an_opposing_troublemaker_or_gains_it_for_a_discard(later_scene):
    s = later_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    point, _ = s.hand(ALICE, "DE108", "pink-2")
    game = s.game()
    game.apply(PlayCard(ALICE, point, None))
    game.apply(Decline(ALICE))  # no discard: the Troublemaker is dismissed
    game = later_scene.settle(game, prefer=[tm])
    assert ids(game, Zone.DISCARD, BOB) == ["tm-2"]
    assert "pink-2" in ids(game, Zone.HAND, ALICE)
    # nothing in hand to discard: dismissed too (508.1c)
    s = later_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    (point,) = s.hand(ALICE, "DE108")
    game = play(later_scene, s.game(), point, None, prefer=[tm])
    assert ids(game, Zone.DISCARD, BOB) == ["tm-2"]
    s = later_scene()
    tm = s.put("tm-2", BOB, A_PROBLEM)
    point, spent = s.hand(ALICE, "DE108", "pink-2")
    game = play(later_scene, s.game(), point, None, prefer=[spent, tm])
    assert "pink-2" in ids(game, Zone.DISCARD, ALICE)
    taken = in_play(game, "tm-2")
    assert taken.controller == ALICE and taken.area == A_PROBLEM
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert in_play(game, "tm-2").controller == ALICE  # for good (513.2)


# --- DE132-DE142 --------------------------------------------------------------------------------
def test_DE132_turns_over_when_confronting_and_counts_small_friends(later_scene):
    s = later_scene(mane="DE132")
    thorax = s.board.mane[ALICE]
    s.board.table.update(thorax, area=B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.put("orange-2", ALICE, A_HOME)  # printed 2
    s.put("orange-1", ALICE, A_HOME, counters={POWER_COUNTER: 3})  # printed 1, power 4
    s.put("orange-3", ALICE, A_HOME)  # printed 3: not counted
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = later_scene.settle(s.game(at="score"))
    assert game.state.cards[thorax].boosted
    assert game.power(thorax) == 3 + 2


def test_DE133_scores_an_additional_point_for_a_troublemaker_win(later_scene):
    s = later_scene()
    s.put("DE133", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)  # worth 1 point
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    assert tm not in game.state.play
    assert game.state.players[ALICE].points == 1 + 1


def test_DE136_dismisses_an_opposing_friend_and_each_other_with_its_name(later_scene):
    s = later_scene()
    a = s.put("orange-2", BOB, B_PROBLEM)
    b = s.put("orange-2", BOB, B_HOME)
    other = s.put("pink-2", BOB, B_HOME)
    mine = s.put("orange-2", ALICE, A_HOME)
    (discord,) = s.hand(ALICE, "DE136")
    game = play(later_scene, s.game(), discord, A_HOME, prefer=[a])
    assert a not in game.state.play and b not in game.state.play
    assert other in game.state.play and mine in game.state.play


def test_DE139_may_frighten_itself_to_score_a_point_when_confronting(later_scene):
    s = later_scene()
    bunyip = s.put("DE139", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = later_scene.settle(s.game(at="score"))
    assert game.state.cards.get(bunyip) is None or game.state.cards[bunyip].frightened
    assert game.state.players[ALICE].points == 1 + 1  # the confront's point and this one


def test_DE141_each_player_discards_at_the_end_of_your_turn(later_scene):
    s = later_scene()
    s.put("DE141", ALICE, A_HOME)
    s.hand(ALICE, "pink-2")
    s.hand(BOB, "orange-2")
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert "pink-2" in ids(game, Zone.DISCARD, ALICE)
    assert "orange-2" in ids(game, Zone.DISCARD, BOB)


def test_DE141_banishes_one_of_each_type_to_score_after_a_problem_win(later_scene):
    for pile, points in (
        (("orange-1", "resource-1", "event-main", "tm-2"), 1 + 1 + 1),
        (("orange-1", "resource-1", "event-main"), 1 + 1),  # no Troublemaker: not offered
    ):
        s = later_scene()
        s.put("DE141", ALICE, A_HOME)
        strong_at(s, B_PROBLEM)
        s.put("orange-1", BOB, B_PROBLEM)  # Bob meets "easy" too: a Problem faceoff
        s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
        s.board.add(Zone.DISCARD, ALICE, *pile)
        s.deck(ALICE, *("orange-1",) * 4)
        s.deck(BOB, *("orange-1",) * 4)
        game = later_scene.settle(s.game(at="score"))
        assert "Alice wins the faceoff" in trace_text(game)
        # the confront point and the bonus point, and this one
        assert game.state.players[ALICE].points == points
        banished = len(pile) if len(pile) == 4 else 0
        assert len(ids(game, Zone.BANISHED, ALICE)) == banished


def test_DE135_each_player_keeps_one_friend_resource_and_troublemaker(later_scene):
    s = later_scene()
    keep_res = s.put("resource-1", ALICE, A_HOME)
    lose_res = s.put("resource-1", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    hidden = s.put("tm-3", ALICE, B_PROBLEM, face_down=True)
    theirs = s.put("orange-2", BOB, B_HOME)
    theirs2 = s.put("pink-2", BOB, B_PROBLEM)
    (captain,) = s.hand(ALICE, "DE135")
    game = s.game()
    game.apply(PlayCard(ALICE, captain, A_HOME))
    now = in_play(game, "DE135").iid  # in play, its ability waiting for the choices
    game = later_scene.settle(game, prefer=[now, keep_res, theirs2, tm])
    kept = set(game.state.play)
    # Alice kept Applejack (or another Friend), one Resource and her Troublemaker; Bob one Friend
    alice_friends = [
        c
        for c in game.state.in_play()
        if c.controller == ALICE and game._table.pool[c.card_id].type is CardType.FRIEND
    ]
    assert len(alice_friends) == 1 and now in kept
    assert mine not in kept
    assert (keep_res in kept) != (lose_res in kept)
    assert tm in kept and hidden in kept  # a face-down one is not "a Troublemaker" (505.2)
    assert (theirs in kept) != (theirs2 in kept)
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE)


def test_DE142_opponents_pay_one_more_during_faceoffs(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE142", BOB, B_HOME)
    s.put("orange-3", BOB, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    (cheer,) = s.hand(ALICE, "event-faceoff")  # printed cost 1
    s.deck(ALICE, *("orange-1",) * 3)
    s.deck(BOB, *("orange-1",) * 3)
    game = s.game(at="challenge", tokens=(2, 0))
    game.apply(Challenge(BOB, tm))
    judge_applies(game)
    game = when_offered(game, PlayCard(ALICE, cheer, None))
    assert game.state.players[ALICE].tokens == 0  # 1 + 1 (705.2b)
    assert "Changeling Throne" in trace_text(game)


def test_DE142_opposing_flipped_cards_lose_their_chaos_abilities(later_scene):
    # Tender Taps' Chaos ability puts a Friend into play; flipped against the Throne, it doesn't
    s = later_scene()
    s.put("DE142", BOB, B_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "pink-2")
    game = later_scene.settle(challenge(s, tm, ("DE78",), ("orange-1",)))
    assert "pink-2" in ids(game, Zone.DISCARD, ALICE)
    assert not [c for c in game.state.in_play() if c.card_id == "pink-2"]


def test_DE142_pays_two_and_exhausts_to_score_at_the_start_of_your_turn(later_scene):
    s = later_scene()
    throne = s.put("DE142", ALICE, A_HOME)
    s.deck(ALICE, *("orange-1",) * 4)
    game = s.game(at="start", tokens=(2, 0))
    game = until(game, lambda g: g.state.phase == "Main")
    assert game.state.players[ALICE].points == 1
    assert game.state.players[ALICE].tokens == 2  # paid 2, then 2 from the Action step
    assert game.state.cards[throne].exhausted


def test_DE72_looks_at_two_and_may_put_any_into_the_discard_pile(later_scene):
    s = later_scene()
    sweetie = s.put("DE72", ALICE, A_HOME)
    top, second, third = s.deck(BOB, "orange-3", "pink-2", "orange-1")
    game = s.game()
    game.apply(ActivateAbility(ALICE, sweetie, 0))
    assert options(game) == ["your deck", "an opponent's deck"]
    game.apply(ChooseOption(ALICE, "an opponent's deck"))
    assert ChooseCard(ALICE, top) in game.legal_choices()
    game.apply(ChooseCard(ALICE, top))  # into Bob's discard pile
    game.apply(PlaceCard(ALICE, second))  # the rest back on top
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-3"]
    assert game.state.players[BOB].deck[:2] == [second, third]
    assert game.state.cards[sweetie].exhausted


def test_DE111_a_chosen_opposing_troublemaker_doesnt_prevent_confronting(later_scene):
    for con in (True, False):
        s = later_scene()
        dilemma = s.board.play("DE111", ALICE)  # Alice's Dilemma, at an area of its own
        area = s.board.state.cards[dilemma].area
        for _ in range(2):  # 8: Alice meets its 6 wild
            s.put("V-OR-F540", ALICE, area)
        strong_at(s, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        s.deck(ALICE, *("orange-1",) * 4)
        s.deck(BOB, *("orange-1",) * 4)
        game = s.game(at="score")
        first = area if con else B_PROBLEM
        game = when_offered(game, ConfrontAt(ALICE, first))
        game = later_scene.settle(game, prefer=[tm])
        text = trace_text(game)
        confronted_bobs = "Alice confronts Problem Easy [problem:1]" in text
        assert confronted_bobs is con  # Bob's Timberwolf stops it unless chosen first (611.3e)


def test_DE138_moves_each_character_to_its_problem(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_HOME)
    other = s.put("pink-2", BOB, A_PROBLEM)
    (trixie,) = s.hand(ALICE, "DE138")
    game = play(later_scene, s.game(), trixie, B_PROBLEM)
    assert all(game.state.cards[i].area == B_PROBLEM for i in (mine, theirs, other))
    assert game.state.cards[s.board.mane[BOB]].area == B_PROBLEM


def test_DE138_opponents_pay_two_more_to_move_characters_away(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE138", ALICE, A_PROBLEM)
    theirs = s.put("orange-2", BOB, A_PROBLEM)
    to_it = s.put("orange-1", BOB, B_HOME)
    game = s.game(tokens=(0, 3))
    assert MoveCharacter(BOB, theirs, B_PROBLEM) not in game.legal_choices()  # 2 + 2 > 3
    assert MoveCharacter(BOB, to_it, A_PROBLEM) in game.legal_choices()  # moving there: 2
    game = s.game(tokens=(0, 4))
    game.apply(MoveCharacter(BOB, theirs, B_PROBLEM))
    assert game.state.players[BOB].tokens == 0
    assert "Trixie, Above Average" in trace_text(game)  # the cost names it (705.2b)


def test_DE138_an_opponents_effect_pays_two_to_move_a_character_away(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE138", ALICE, A_PROBLEM)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    (snowfall,) = s.hand(BOB, "DE89")  # Bob's A Changeling Can Change moves his characters
    theirs = s.put("orange-2", BOB, A_PROBLEM)
    game = s.game(tokens=(0, 5))
    cost = game._table.pool["DE89"].cost
    game.apply(PlayCard(BOB, snowfall, None))
    game.apply(ChooseOption(BOB, "move up to two of your characters"))
    game = later_scene.settle(game, prefer=[theirs, B_PROBLEM])
    assert game.state.cards[theirs].area != A_PROBLEM
    assert game.state.players[BOB].tokens == 5 - cost - 2  # the Event, 2 to move it away
    assert game.state.cards[mine].area == A_PROBLEM


def test_DE115_uncovered_puts_a_face_up_token_copy_at_each_other_problem(later_scene):
    s = later_scene()
    s.put("DE115", ALICE, B_PROBLEM, face_down=True)
    game = uncovered(later_scene, s)
    copies = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert [(c.area, c.face_down, c.controller) for c in copies] == [(A_PROBLEM, False, ALICE)]
    assert game._table.pool[copies[0].card_id].name == game._table.pool["DE115"].name


def test_DE116_an_opponent_pays_three_more_for_the_chosen_type_until_their_next_turn(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("DE116", BOB, A_PROBLEM)  # Bob's Troublemaker; Alice's turn comes next
    (plan,) = s.hand(ALICE, "event-main")
    (friend,) = s.hand(ALICE, "orange-2")
    s.deck(ALICE, *("orange-1",) * 6)
    s.deck(BOB, *("orange-1",) * 6)
    game = s.game(tokens=(0, 0))
    t = game._table
    cost = t.pool["event-main"].cost
    game.apply(EndMainPhase(BOB))
    game = until(game, lambda g: g.state.turn_player == ALICE and bool(options(g)))
    assert set(options(game)) == {"Event", "Resource", "Troublemaker"}
    assert Decline(BOB) in game.legal_choices()  # "you may choose"
    game.apply(ChooseOption(BOB, "Event"))
    game = until(game, lambda g: g.state.phase == "Main")
    t = game._table
    assert play_cost(t, plan, None, ALICE) == cost + 3
    assert play_cost(t, friend, A_HOME, ALICE) == t.pool["orange-2"].cost  # Events only
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    assert play_cost(game._table, plan, None, ALICE) == cost + 3  # still, in Bob's turn
    game.apply(EndMainPhase(BOB))
    game = until(game, lambda g: g.state.turn_player == ALICE and bool(options(g)))
    game.apply(Decline(BOB))  # chooses nothing this time
    game = until(game, lambda g: g.state.phase == "Main")
    assert play_cost(game._table, plan, None, ALICE) == cost  # it ended as her turn began


def test_DE140_puts_the_first_friend_of_an_opponents_deck_into_play_under_your_control(
    later_scene,
):
    s = later_scene()
    s.deck(BOB, "event-main", "resource-1", "pink-2", "orange-3")
    (festival,) = s.hand(ALICE, "DE140")
    game = play(later_scene, s.game(), festival, None)
    friend = in_play(game, "pink-2")
    assert friend.controller == ALICE and friend.owner == BOB and friend.area == A_HOME
    assert sorted(ids(game, Zone.DRAW_DECK, BOB)) == ["event-main", "orange-3", "resource-1"]
    assert "reveals Plan #" in trace_text(game)  # the cards above it were revealed (410.6)


def test_DE137_may_play_a_friend_from_the_hand_without_paying_at_the_start_of_your_turn(
    later_scene,
):
    s = later_scene()
    s.put("DE137", ALICE, A_HOME)
    (orchard,) = s.hand(ALICE, "DE71")  # "When you play this card" mills three
    s.deck(ALICE, *("orange-1",) * 6)
    game = s.game(at="start", tokens=(0, 0))
    game = until(
        game, lambda g: bool([c for c in g.legal_choices() if getattr(c, "card", 0) == orchard])
    )
    game.apply(ChooseCard(ALICE, orchard))
    game = until(game, lambda g: g.state.phase == "Main", prefer=[])
    played = in_play(game, "DE71")
    assert played.controller == ALICE
    assert "without paying its cost" in trace_text(game)
    # played, not put into play: its "when you play" ability mills three (706.1d)
    assert trace_text(game).count("from the top of their deck into") == 3


def test_DE137_a_friend_whose_requirement_is_not_met_is_not_offered(later_scene):
    s = later_scene()
    s.put("DE137", ALICE, A_HOME)
    # needs 2 orange power (205.1); the Orange 1 can be played. The trigger resolves at the
    # start of the Draw step, before the draw (601.2a)
    s.board.add(Zone.HAND, ALICE, "orange-3", "orange-1")
    s.deck(ALICE, *("pink-2",) * 6)
    game = s.game(at="start", tokens=(0, 0))
    assert game._table.colour_power(ALICE, Colour.ORANGE) < 2
    game = until(game, lambda g: g.state.phase == "Main")
    assert "orange-3" in ids(game, Zone.HAND, ALICE)
    assert "plays Orange 1" in trace_text(game)


def test_DE104_an_additional_confront_step_for_each_problem(later_scene):
    for extra, points in ((True, 2), (False, 1)):
        s = later_scene()
        strong_at(s, B_PROBLEM)  # Alice confronts Bob's "easy" Problem
        (similo,) = s.hand(ALICE, "DE104")
        s.deck(ALICE, *("orange-1",) * 4)
        s.deck(BOB, *("orange-1",) * 4)
        game = s.game()
        if extra:
            game = play(later_scene, game, similo, None)
        game.apply(EndMainPhase(ALICE))
        game = until(game, lambda g: g.state.turn_player == BOB)
        assert game.state.players[ALICE].points == points
        assert "Multi Problem" not in trace_text(game)  # one Problem, twice (612.1)
