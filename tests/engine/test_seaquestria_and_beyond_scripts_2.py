"""Seaquestria and Beyond scripts, SB73-SB142: one scenario per card, position -> choices ->
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
    with_problem,
)

from engine import Zone
from engine import characteristics as ch
from engine.cards import Colour
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    DecisionKind,
    Decline,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.state import POWER_COUNTER
from engine.tokens import is_token


def tokens(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if is_token(c.card_id) and c.controller == player]


def card(game, iid: int):  # type: ignore[no-untyped-def]
    return game.state.cards[iid]


def characters(game, player: int) -> list:  # type: ignore[no-untyped-def]
    return [
        c for c in game.state.in_play() if c.controller == player and ch.is_character(game.pool, c)
    ]


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


def frightened(game, player: int) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for c in game.state.in_play() if c.controller == player and c.face_down)


def move(scene, game, iid: int, area, player: int = ALICE, **prefer):  # type: ignore
    game.apply(MoveCharacter(player, iid, area))
    return scene.settle(game, **prefer)


# --- Friends ------------------------------------------------------------------------------------
def test_SB73_retires_itself_to_score_two_points_when_its_problem_is_confronted(later_scene):
    s = later_scene()
    rarity = s.put("SB73", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert rarity not in game.state.play and "SB73" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.players[ALICE].points >= 3  # 1 for confronting, 2 for retiring


def test_SB74_troublemakers_do_not_prevent_confronting_this_turn(later_scene):
    s = later_scene()
    (pirate,) = s.hand(ALICE, "SB74")
    s.put("tm-2", BOB, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = play(later_scene, s.game(), pirate, A_HOME)
    assert "ignore-troublemakers" in {e.kind for e in game.state.effects}
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game)
    assert "Alice confronts Problem Easy [problem:1]" in trace_text(game)  # past Timberwolf


def test_SB75_retires_another_friend_to_move_and_makes_a_critter_on_a_win(later_scene):
    s = later_scene()
    shoeshine = s.put("SB75", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, shoeshine, 0, using=(other,)))
    game = later_scene.settle(game, prefer=[B_PROBLEM])
    assert other not in game.state.play and "orange-1" in ids(game, Zone.DISCARD, ALICE)
    assert card(game, shoeshine).area != A_HOME


def test_SB75_wins_a_faceoff_and_puts_a_critter_token_into_play(later_scene):
    s = later_scene()
    s.put("SB75", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-3",), ("orange-1",)))
    critters = tokens(game)
    assert len(critters) == 1 and game.power(critters[0].iid) == 1


def test_SB76_two_tokens_then_exhausts_an_opposing_character_for_each_of_yours(later_scene):
    s = later_scene()
    (dancers,) = s.hand(ALICE, "SB76")
    foes = [s.put("orange-1", BOB, B_PROBLEM) for _ in range(12)]
    game = play(later_scene, s.game(), dancers, A_HOME)
    assert len(tokens(game)) == 2
    mine = characters(game, ALICE)  # her Mane, the Dancers, two tokens, the colour supply
    exhausted = [c for c in characters(game, BOB) if c.exhausted]
    assert len(exhausted) == len(mine) == 6 < len(foes)


def test_SB77_a_counter_put_on_it_may_exhaust_it_to_draw(later_scene):
    s = later_scene()
    haven = s.put("SB77", ALICE, A_HOME)
    (love,) = s.hand(ALICE, "MT77")  # "Put two +1 power counters on one of your Friends"
    s.deck(ALICE, "pink-2")
    game = play(later_scene, s.game(), love, prefer=[haven])
    assert card(game, haven).counter(POWER_COUNTER) == 2
    assert card(game, haven).exhausted  # one counter at a time: exhausted once, one draw
    assert "pink-2" in ids(game, Zone.HAND, ALICE)


def test_SB79_troublemakers_get_one_power_per_event_in_the_discard_pile(later_scene):
    s = later_scene()
    s.put("SB79", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "SB98", "SB101", "orange-1")
    game = s.game()
    assert game.power(tm) == 2 + 2


def test_SB80_power_doubled_while_an_opponent_has_more_friends(later_scene):
    s = later_scene()
    couple = s.put("SB80", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME)
    game = s.game()
    assert game.power(couple) == 2  # one Friend each
    s2 = later_scene()
    couple = s2.put("SB80", ALICE, A_HOME)
    s2.put("orange-1", BOB, B_HOME)
    s2.put("orange-1", BOB, B_HOME)
    assert s2.game().power(couple) == 4


def test_SB81_exhausts_a_character_an_opponent_moves_here(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("SB81", ALICE, B_PROBLEM)
    foe = s.put("orange-1", BOB, B_HOME)
    game = move(later_scene, s.game(), foe, B_PROBLEM, player=BOB)
    assert card(game, foe).exhausted and card(game, foe).area == B_PROBLEM


def test_SB82_friends_with_two_or_less_printed_power_stay_at_a_solved_problem(later_scene):
    s = later_scene()
    s.put("SB82", ALICE, A_HOME)
    small = s.put("orange-1", ALICE, B_PROBLEM)
    big = s.put("orange-3", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert card(game, small).area == B_PROBLEM
    assert card(game, big).area == A_HOME


def test_SB83_flips_one_more_and_the_opponent_one_fewer(later_scene):
    s = later_scene()
    s.put("SB83", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-1", "orange-1", "orange-1"), ("orange-1", "orange-1"))
    text = trace_text(later_scene.settle(game))
    assert "flip 1 more" in text and "flip 1 fewer" in text


def test_SB84_draws_three_then_puts_two_back_on_top(later_scene):
    s = later_scene()
    salina = s.put("SB84", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-3", "pink-2", "resource-1")
    game = activate(later_scene, s.game(), salina)
    assert len(ids(game, Zone.HAND, ALICE)) == 1
    assert len(ids(game, Zone.DRAW_DECK, ALICE)) == 3
    assert card(game, salina).exhausted


def test_SB85_puts_an_opposing_friend_on_top_of_its_owners_deck(later_scene):
    s = later_scene()
    (tempest,) = s.hand(ALICE, "SB85")
    foe = s.put("orange-3", BOB, B_HOME)
    game = play(later_scene, s.game(), tempest, A_HOME)
    assert foe not in game.state.play and ids(game, Zone.DRAW_DECK, BOB)[0] == "orange-3"


def test_SB86_a_non_token_friend_leaving_play_makes_a_prepared_unicorn(later_scene):
    s = later_scene()
    s.put("SB86", ALICE, A_HOME)
    victim = s.put("orange-1", BOB, B_HOME)
    (betrayed,) = s.hand(ALICE, "SB98")
    game = s.game()
    game.apply(PlayCard(ALICE, betrayed, None))
    game = later_scene.settle(game, prefer=[victim])
    assert tokens(game) == []  # frightened is not leaving play
    s = later_scene()
    s.put("SB86", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_HOME)
    (tempest,) = s.hand(ALICE, "SB85")
    game = play(later_scene, s.game(), tempest, A_HOME, prefer=[foe])
    (unicorn,) = tokens(game)
    assert game.power(unicorn.iid) == 1


def test_SB86_retires_a_friend_to_look_at_a_problem_deck_top(later_scene):
    s = later_scene()
    bodyguard = s.put("SB86", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy", "easy")
    game = s.game()
    game.apply(ActivateAbility(ALICE, bodyguard, 1, using=(other,)))
    judge_applies(game)
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    game.apply(ChooseOption(ALICE, "an opponent's Problem deck"))
    game = later_scene.settle(game)
    assert card(game, bodyguard).exhausted
    assert "Problem deck" in trace_text(game)


def test_SB87_pays_and_exhausts_to_send_a_moved_character_back(later_scene):
    s = later_scene(turn_player=BOB)
    pinkie = s.put("SB87", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = move(later_scene, s.game(), foe, A_PROBLEM, player=BOB)
    assert card(game, foe).area == B_HOME
    assert card(game, pinkie).exhausted


def test_SB88_puts_an_opposing_friend_into_its_owners_hand(later_scene):
    s = later_scene()
    (guest,) = s.hand(ALICE, "SB88")
    foe = s.put("orange-3", BOB, B_HOME)
    game = play(later_scene, s.game(), guest, A_HOME)
    assert foe not in game.state.play and "orange-3" in ids(game, Zone.HAND, BOB)


def test_SB89_adds_nothing_to_a_faceoff_total(later_scene):
    s = later_scene()
    s.put("SB89", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    assert tm in game.state.play  # 0 + 1 against 2 + 1: Alice loses


def test_SB90_an_opponent_challenging_your_troublemaker_lets_you_move_a_character(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("SB90", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    foe = s.put("orange-3", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="challenge")
    from engine.choices import Challenge

    game.apply(Challenge(BOB, tm))
    game = later_scene.settle(game, prefer=[foe, B_HOME, B_PROBLEM])
    assert card(game, foe).area != A_PROBLEM


def test_SB91_pays_two_and_exhausts_to_cancel_an_opponents_event(later_scene):
    s = later_scene(turn_player=BOB)
    octavia = s.put("SB91", ALICE, A_HOME)
    mine = s.put("orange-1", ALICE, A_HOME)
    (betrayed,) = s.hand(BOB, "SB98")
    game = s.game()
    game.apply(PlayCard(BOB, betrayed, None))
    game = later_scene.settle(game, prefer=[mine])
    assert card(game, octavia).exhausted and not card(game, mine).face_down
    assert game.state.players[ALICE].tokens == 8
    assert "SB98" in ids(game, Zone.DISCARD, BOB)


def test_SB93_characters_and_troublemakers_here_get_one_power(later_scene):
    s = later_scene()
    leaders = s.put("SB93", ALICE, A_PROBLEM)
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    elsewhere = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    assert (game.power(leaders), game.power(friend), game.power(tm)) == (5, 2, 3)
    assert game.power(elsewhere) == 1


def test_SB94_two_critters_then_each_of_your_characters_gets_two(later_scene):
    s = later_scene()
    (choir,) = s.hand(ALICE, "SB94")
    friend = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = play(later_scene, s.game(), choir, A_HOME)
    critters = tokens(game)
    assert len(critters) == 2 and all(game.power(c.iid) == 3 for c in critters)
    assert game.power(friend) == 3 and game.power(foe) == 1


def test_SB95_puts_a_cheap_critter_from_the_discard_pile_into_play(later_scene):
    s = later_scene()
    s.put("SB95", ALICE, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    s.board.add(Zone.DISCARD, ALICE, "SB94", "V-YE-F330", "PR86")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    assert "SB94" in ids(game, Zone.DISCARD, ALICE)  # cost 4: not put into play
    assert "PR86" not in ids(game, Zone.DISCARD, ALICE)  # House Mouse, a cost 1 Critter
    assert in_play(game, "PR86").controller == ALICE


def test_SB97_removes_a_counter_to_gain_a_colour_until_the_end_of_the_turn(later_scene):
    s = later_scene()
    explorers = s.put("SB97", ALICE, A_HOME, counters=((POWER_COUNTER, 1),))
    game = s.game()
    game.apply(ActivateAbility(ALICE, explorers, 0))
    game = until(game, lambda g: any(isinstance(c, ChooseColour) for c in g.legal_choices()))
    game.apply(ChooseColour(ALICE, Colour.BLUE))
    game = later_scene.settle(game)
    assert card(game, explorers).counter(POWER_COUNTER) == 0
    assert Colour.BLUE in game.colours(explorers)


# --- Events -------------------------------------------------------------------------------------
def test_SB98_frightens_a_friend(later_scene):
    s = later_scene()
    (betrayed,) = s.hand(ALICE, "SB98")
    foe = s.put("orange-3", BOB, B_HOME)
    game = play(later_scene, s.game(), betrayed, prefer=[foe])
    assert foe not in game.state.play and frightened(game, BOB) == 1


def test_SB99_moves_up_to_two_opposing_characters(later_scene):
    s = later_scene()
    (bridges,) = s.hand(ALICE, "SB99")
    foes = [s.put("orange-1", BOB, B_PROBLEM) for _ in range(3)]
    game = play(later_scene, s.game(), bridges, prefer=[*foes[:2], B_HOME])
    assert sorted(card(game, f).area == B_PROBLEM for f in foes) == [False, False, True]


def test_SB101_frightens_up_to_two_friends(later_scene):
    s = later_scene()
    (trouble,) = s.hand(ALICE, "SB101")
    foes = [s.put("orange-1", BOB, B_HOME) for _ in range(3)]
    game = play(later_scene, s.game(), trouble, prefer=foes)
    assert frightened(game, BOB) == 2


def test_SB102_gives_a_character_two_power(later_scene):
    s = later_scene()
    (lead,) = s.hand(ALICE, "SB102")
    friend = s.put("orange-1", ALICE, A_HOME)
    game = play(later_scene, s.game(), lead, prefer=[friend])
    assert game.power(friend) == 3
    assert "SB102" in ids(game, Zone.DISCARD, ALICE)
    game = move(later_scene, game, friend, B_PROBLEM)  # from the discard pile (701.3)
    assert "SB102" in ids(game, Zone.HAND, ALICE) and ids(game, Zone.DISCARD, ALICE) == []


def test_SB103_mills_five_banishes_or_searches_a_troublemaker_into_play(later_scene):
    s = later_scene()
    (song,) = s.hand(ALICE, "SB103")
    s.deck(ALICE, *["orange-1"] * 6)
    s.deck(BOB, *["orange-1"] * 6)
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    judge_applies(game)
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    game.apply(
        ChooseOption(ALICE, "put the top 5 cards of a player's deck into their discard pile")
    )
    game = later_scene.settle(game, prefer=[])
    # whichever player is chosen, five cards of one deck, the Event itself aside
    milled = [*ids(game, Zone.DISCARD, BOB), *ids(game, Zone.DISCARD, ALICE)]
    assert sorted(milled) == ["SB103", *["orange-1"] * 5]
    s = later_scene()
    (song,) = s.hand(ALICE, "SB103")
    foe = s.put("orange-3", BOB, B_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    game.apply(ChooseOption(ALICE, "banish an opposing Friend"))
    game = later_scene.settle(game, prefer=[foe])
    assert "orange-3" in ids(game, Zone.BANISHED, BOB)
    s = later_scene()
    (song,) = s.hand(ALICE, "SB103")
    s.deck(ALICE, "orange-1", "tm-2")
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    game.apply(
        ChooseOption(ALICE, "search your deck for a Troublemaker and put it into play face-up")
    )
    game = later_scene.settle(game, prefer=[B_PROBLEM])
    tm = in_play(game, "tm-2")
    assert not tm.face_down and tm.controller == ALICE


def test_SB105_chaos_your_involved_characters_have_one_power(later_scene):
    s = later_scene()
    friend = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("SB105",), ("orange-1",)))
    text = trace_text(game)
    assert f"Orange 1 #{friend} 2" in text  # in Alice's total (514.4a)
    assert tm not in game.state.play  # 2 + 5 against 2 + 1


# --- Resources (Dilemmas are Problems in play, 522.1) ---------------------------------------------
def dilemma(s, card_id: str, owner: int = ALICE):  # type: ignore[no-untyped-def]
    iid = s.board.play(card_id, owner)
    return iid, s.board.state.cards[iid].area


def test_SB108_pays_one_for_two_critters_when_you_move_a_character_here(later_scene):
    s = later_scene()
    _, area = dilemma(s, "SB108")
    friend = s.put("orange-1", ALICE, A_HOME)
    game = move(later_scene, s.game(), friend, area)
    assert len(tokens(game)) == 2
    assert game.state.players[ALICE].tokens == 10 - 2 - 1  # the move (609.2b), then [1]


def test_SB112_your_troublemakers_get_two_power_when_you_move_here(later_scene):
    s = later_scene()
    _, area = dilemma(s, "SB112")
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = move(later_scene, s.game(), friend, area)
    assert game.power(tm) == 4


def test_SB113_your_mane_has_the_colour_chosen_as_it_enters_play(later_scene):
    s = later_scene()
    (speech,) = s.hand(ALICE, "SB113")
    game = s.game()
    game.apply(PlayCard(ALICE, speech, None))
    game = until(game, lambda g: any(isinstance(c, ChooseColour) for c in g.legal_choices()))
    game.apply(ChooseColour(ALICE, Colour.PURPLE))
    game = later_scene.settle(game)
    mane = s.board.mane[ALICE]
    assert Colour.PURPLE in game.colours(mane)
    assert Colour.PURPLE not in game.colours(s.board.mane[BOB])


def test_SB114_petrified_friend_has_no_abilities_cant_move_or_be_frightened(later_scene):
    s = later_scene()
    (petrified, trouble) = s.hand(ALICE, "SB114", "SB101")
    foe = s.put("SB81", BOB, B_PROBLEM)  # Showy 1 printed
    game = s.game()
    game.apply(PlayCard(ALICE, petrified, None, on=foe))
    game = later_scene.settle(game)
    assert keyword(game, foe, "Showy") is None  # lost (701.1)
    game.apply(PlayCard(ALICE, trouble, None))
    game = later_scene.settle(game, prefer=[foe])
    assert not card(game, foe).face_down  # can't be frightened (104.2)
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    assert not any(isinstance(c, MoveCharacter) and c.card == foe for c in game.legal_choices())


def test_SB115_that_friend_has_showy_two(later_scene):
    s = later_scene()
    (couture,) = s.hand(ALICE, "SB115")
    friend = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, couture, None, on=friend))
    game = later_scene.settle(game)
    assert keyword(game, friend, "Showy") == 2


def test_SB116_pays_one_and_exhausts_to_move_one_of_your_characters(later_scene):
    s = later_scene()
    ship = s.put("SB116", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = activate(later_scene, s.game(), ship, prefer=[friend, B_PROBLEM])
    assert card(game, ship).exhausted and card(game, friend).area != A_HOME
    assert game.state.players[ALICE].tokens == 9


def test_SB117_you_flip_an_additional_card_during_faceoffs(later_scene):
    s = later_scene()
    dilemma(s, "SB117")
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-1"), ("orange-1",)))
    assert "makes Alice flip 1 more" in trace_text(game)


def test_SB118_opponents_flip_fewer_and_may_skip_a_main_phase_draw(later_scene):
    s = later_scene(turn_player=BOB)
    ruins = s.put("SB118", ALICE, A_HOME)
    s.deck(BOB, "orange-1", "orange-3")
    game = s.game()
    from engine.choices import DrawAction

    game.apply(DrawAction(BOB))
    game = later_scene.settle(game)
    assert card(game, ruins).exhausted
    assert ids(game, Zone.HAND, BOB) == [] and len(ids(game, Zone.DRAW_DECK, BOB)) == 2


def test_SB78_flips_an_additional_card_during_troublemaker_faceoffs_only(later_scene):
    s = later_scene()
    s.put("SB78", ALICE, A_HOME)  # not involved: at home
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-1"), ("orange-1",)))
    assert "makes Alice flip 1 more" in trace_text(game)


def test_SB119_moves_a_troublemaker_and_keeps_a_flipped_one(later_scene):
    s = later_scene()
    airship = s.put("SB119", ALICE, A_HOME)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    game = activate(later_scene, s.game(), airship, prefer=[tm, B_PROBLEM])
    assert card(game, tm).area == B_PROBLEM and card(game, airship).exhausted
    s = later_scene()
    s.put("SB119", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    foe_tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, foe_tm, ("tm-2",), ("orange-1",)))
    assert "tm-2" in ids(game, Zone.HAND, ALICE)


# --- Troublemakers ------------------------------------------------------------------------------
def test_SB120_opponents_cant_move_characters_away_from_here(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("SB120", ALICE, A_PROBLEM)
    foe = s.put("orange-1", BOB, A_PROBLEM)
    other = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    moves = [c for c in game.legal_choices() if isinstance(c, MoveCharacter)]
    assert not any(c.card == foe for c in moves) and any(c.card == other for c in moves)


def test_SB121_an_opponent_discards_and_with_tempest_you_choose(later_scene):
    s = later_scene()
    grubber = s.put("SB121", ALICE, B_PROBLEM, face_down=True)
    s.hand(BOB, "orange-1", "orange-3")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = later_scene.settle(s.game(at="troublemaker"))
    assert not card(game, grubber).face_down  # uncovered (607.3): Bob chose his discard
    assert len(ids(game, Zone.DISCARD, BOB)) == 1
    s = later_scene()
    s.put("SB123", ALICE, A_PROBLEM)  # a Tempest Shadow card
    s.put("SB121", ALICE, B_PROBLEM, face_down=True)
    hand = s.hand(BOB, "orange-1", "orange-3")
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game(at="troublemaker")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.TARGET)
    assert game.current_decision().player == ALICE  # Alice chooses from Bob's hand
    game.apply(ChooseCard(ALICE, hand[1]))
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-3"]


def test_SB122_eight_counters_then_one_lost_when_an_opponent_moves(later_scene):
    s = later_scene(turn_player=BOB)
    guards = s.put("SB122", ALICE, A_PROBLEM, counters=((POWER_COUNTER, 8),))
    foe = s.put("orange-1", BOB, B_HOME)
    game = move(later_scene, s.game(), foe, B_PROBLEM, player=BOB)
    assert card(game, guards).counter(POWER_COUNTER) == 7
    s = later_scene()
    guards = s.put("SB122", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = later_scene.settle(s.game(at="troublemaker"))
    assert card(game, guards).counter(POWER_COUNTER) == 8


def test_SB123_uncovered_may_turn_a_boosted_mane_to_its_start_side(later_scene):
    from engine.scenario import Mane

    s = later_scene(mane=("V-OR-M", Mane("V-OR-M", boosted=True)))
    tempest = s.put("SB123", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = later_scene.settle(s.game(at="troublemaker"))
    assert not card(game, tempest).face_down
    assert not card(game, s.board.mane[BOB]).boosted


# --- Problems -----------------------------------------------------------------------------------
def test_SB124_moving_here_may_put_an_earth_pony_token_here(later_scene):
    s = with_problem(later_scene, "SB124")
    friend = s.put("orange-1", ALICE, A_HOME)
    game = move(later_scene, s.game(), friend, A_PROBLEM)
    (pony,) = tokens(game)
    assert pony.area == A_PROBLEM and game.power(pony.iid) == 1


def test_SB125_opposing_characters_with_low_printed_power_add_nothing_to_faceoffs(later_scene):
    s = with_problem(later_scene, "SB125", owner=BOB)
    s.put("orange-1", ALICE, B_PROBLEM)  # Alice's: "opposing" to Bob, the Problem's owner
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-3",), ("orange-1",)))
    assert "Alice 3 (" in trace_text(game)  # the flip only


def test_SB126_confronting_it_may_move_one_of_your_characters(later_scene):
    s = with_problem(later_scene, "SB126")  # "you": its owner, confronting it (513.5)
    blue = [s.put("V-BL-F330", ALICE, A_PROBLEM) for _ in range(2)]  # 6 blue: 4 blue + 2 wild
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"), prefer=[blue[0]])
    assert "Alice confronts Problem Daring Escape" in trace_text(game)
    assert card(game, blue[0]).area != A_PROBLEM and card(game, blue[1]).area == A_PROBLEM


def test_SB127_opponents_pay_one_more_to_move_here(later_scene):
    s = with_problem(later_scene, "SB127")
    s.board.state.turn_player = BOB
    foe = s.put("orange-1", BOB, B_HOME)
    game = move(later_scene, s.game(), foe, A_PROBLEM, player=BOB)
    assert game.state.players[BOB].tokens == 10 - 3


def test_SB128_opposing_characters_here_have_minus_one_during_faceoffs(later_scene):
    s = with_problem(later_scene, "SB128", owner=BOB)
    friend = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    assert game.power(friend) == 3
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    assert f"Orange 3 #{friend} 2" in trace_text(game)


def test_SB131_the_first_move_here_each_turn_may_bring_another_character(later_scene):
    s = with_problem(later_scene, "SB131")
    first = s.put("orange-1", ALICE, A_HOME)
    second = s.put("orange-3", ALICE, A_HOME)
    game = move(later_scene, s.game(), first, A_PROBLEM, prefer=[second])
    assert card(game, second).area == A_PROBLEM
    game = move(later_scene, game, second, A_HOME)
    third = in_play(game, "orange-1").iid
    game = move(later_scene, game, second, A_PROBLEM, prefer=[third])
    assert card(game, first).area == A_PROBLEM  # the second time this turn: no move (616.4)
    assert sum(1 for c in characters(game, ALICE) if c.area == A_PROBLEM) == 2


# --- the rares ----------------------------------------------------------------------------------
def test_SB132_moves_up_to_two_of_your_characters(later_scene):
    s = later_scene()
    (dash,) = s.hand(ALICE, "SB132")
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(2)]
    game = play(later_scene, s.game(), dash, A_HOME, prefer=[*friends, B_PROBLEM])
    assert sum(card(game, f).area != A_HOME for f in friends) == 2


def test_SB134_gains_control_of_each_opposing_friend_until_the_end_of_the_score_phase(
    later_scene,
):
    s = later_scene()
    (planners,) = s.hand(ALICE, "SB134")
    foes = [s.put("orange-1", BOB, B_PROBLEM) for _ in range(2)]
    game = play(later_scene, s.game(), planners, A_HOME)
    assert all(card(game, f).controller == ALICE for f in foes)
    assert card(game, s.board.mane[BOB]).controller == BOB  # a Mane is no Friend


def test_SB139_frightens_and_opponents_pay_one_more_to_move(later_scene):
    s = later_scene()
    luna = s.put("SB139", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = activate(later_scene, s.game(), luna, prefer=[foe])
    assert frightened(game, BOB) == 1 and card(game, luna).exhausted
    s = later_scene(turn_player=BOB)
    s.put("SB139", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = move(later_scene, s.game(), foe, B_PROBLEM, player=BOB)
    assert game.state.players[BOB].tokens == 10 - 3


def test_SB141_mane_has_three_more_and_starts_a_faceoff_frightening_on_a_win(later_scene):
    s = later_scene()
    staff = s.put("SB141", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game()
    assert game.power(s.board.mane[ALICE]) == 1 + 3
    game = activate(later_scene, game, staff, 1, prefer=[s.board.mane[ALICE], foe])
    assert card(game, staff).exhausted
    assert foe not in game.state.play and frightened(game, BOB) == 1


def test_SB142_characters_pay_two_more_to_move_to_or_from_its_problem(later_scene):
    s = later_scene()
    s.put("SB142", BOB, B_PROBLEM)
    friend = s.put("orange-1", ALICE, A_HOME)
    game = move(later_scene, s.game(), friend, B_PROBLEM)
    assert game.state.players[ALICE].tokens == 10 - 4
    game = move(later_scene, game, friend, A_PROBLEM)
    assert game.state.players[ALICE].tokens == 10 - 8


def test_SB106_two_counters_then_exhausts_an_opposing_character_with_less_power(later_scene):
    s = later_scene()
    (cake,) = s.hand(ALICE, "SB106")
    friend = s.put("orange-1", ALICE, A_HOME)  # 1 + 2 counters: 3
    equal = s.put("orange-3", BOB, B_HOME)  # 3: not less
    weaker = s.put("orange-2", BOB, B_HOME)
    game = play(later_scene, s.game(), cake, prefer=[friend, equal, weaker])
    assert card(game, friend).counter(POWER_COUNTER) == 2
    assert card(game, weaker).exhausted and not card(game, equal).exhausted


def test_SB104_challenges_with_all_of_your_characters_in_play(later_scene):
    s = later_scene()
    (awesome,) = s.hand(ALICE, "SB104")
    s.put("orange-3", ALICE, A_HOME)  # at home, yet involved
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, awesome, None))
    judge_applies(game)
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    game.apply(
        ChooseOption(
            ALICE, "challenge an opposing Troublemaker with all of your characters in play"
        )
    )
    game = later_scene.settle(game)
    assert "(514.2a.i)" in trace_text(game)
    assert tm not in game.state.play  # Mane 1 + Orange 3 + supply + flip 1 against 2 + 1


def test_SB104_or_your_characters_get_two_power(later_scene):
    s = later_scene()
    (awesome,) = s.hand(ALICE, "SB104")
    friend = s.put("orange-1", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, awesome, None))
    game = until(game, lambda g: any(isinstance(c, ChooseOption) for c in g.legal_choices()))
    game.apply(ChooseOption(ALICE, "your characters get +2 power until the end of the turn"))
    game = later_scene.settle(game)
    assert game.power(friend) == 3 and game.power(foe) == 1


def test_SB110_an_opposing_friend_enters_play_without_abilities(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("SB110", ALICE, A_HOME)
    mine = s.put("orange-3", ALICE, A_HOME)
    (tempest,) = s.hand(BOB, "SB85")  # "When this card enters play, you may put ..."; Hasty
    game = play(later_scene, s.game(), tempest, B_HOME, player=BOB, prefer=[mine])
    assert mine in game.state.play  # its ability did not trigger (706.1d)
    foe = in_play(game, "SB85").iid
    assert keyword(game, foe, "Hasty") is None
    assert "loses and can't have abilities" in trace_text(game)


def test_SB100_each_player_keeps_up_to_three_friends_and_retires_the_rest(later_scene):
    s = later_scene()
    (cornered,) = s.hand(ALICE, "SB100")
    mine = [s.put("orange-1", ALICE, A_HOME) for _ in range(4)]
    theirs = [s.put("orange-3", BOB, B_HOME) for _ in range(2)]
    game = s.game()
    game.apply(PlayCard(ALICE, cornered, None))
    judge_applies(game)
    game = until(game, lambda g: ChooseCard(ALICE, mine[0]) in g.legal_choices())
    for keep in mine[:3]:
        game.apply(ChooseCard(ALICE, keep))
    game = until(game, lambda g: g.current_decision().player == BOB)
    game.apply(ChooseCard(BOB, theirs[0]))
    game.apply(Decline(BOB))  # Bob keeps one
    game = later_scene.settle(game)
    assert all(m in game.state.play for m in mine[:3]) and mine[3] not in game.state.play
    assert theirs[0] in game.state.play and theirs[1] not in game.state.play
    assert len(characters(game, ALICE)) == 1 + 3  # her Mane and three: the supply retired too


def test_SB102_an_opponents_move_leaves_it_in_the_discard_pile(later_scene):
    s = later_scene(turn_player=BOB)
    s.board.add(Zone.DISCARD, ALICE, "SB102")
    foe = s.put("orange-1", BOB, B_HOME)
    game = move(later_scene, s.game(), foe, B_PROBLEM, player=BOB)
    assert ids(game, Zone.DISCARD, ALICE) == ["SB102"] and ids(game, Zone.HAND, ALICE) == []


def test_SB105_challenges_with_one_more_power_for_your_involved_characters(later_scene):
    s = later_scene()
    (pony_power,) = s.hand(ALICE, "SB105")
    friend = s.put("orange-2", ALICE, B_PROBLEM)
    elsewhere = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    s.deck(BOB, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, pony_power, None))
    game = later_scene.settle(game)
    text = trace_text(game)
    assert f"Orange 2 #{friend} 3" in text  # 2 + 1 in Alice's total (514.4a)
    assert tm not in game.state.play  # 3 + 1 against 2 + 1 (without it, a tie)
    assert game.power(friend) == 2 and game.power(elsewhere) == 1  # until the faceoff's end


def test_SB137_the_lowest_power_total_wins_faceoffs_involving_this_card(later_scene):
    s = later_scene()
    s.put("SB137", ALICE, B_PROBLEM)  # 2 power
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-3",)))
    assert "the lowest power total wins" in trace_text(game)
    assert tm not in game.state.play  # 2 + 1 against 2 + 3: Alice wins


def test_SB133_your_friends_get_one_more_counter(later_scene):
    s = later_scene()
    s.put("SB133", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_HOME)
    (love,) = s.hand(ALICE, "MT77")  # "Put two +1 power counters on one of your Friends"
    game = play(later_scene, s.game(), love, prefer=[friend])
    assert card(game, friend).counter(POWER_COUNTER) == 4  # (1 + 1) twice
    s = later_scene(turn_player=BOB)
    s.put("SB133", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    (love,) = s.hand(BOB, "MT77")
    game = play(later_scene, s.game(), love, player=BOB, prefer=[foe])
    assert card(game, foe).counter(POWER_COUNTER) == 2  # not Alice's Friend


def test_SB135_puts_a_troublemaker_and_a_token_copy_of_it_into_play_face_up(later_scene):
    s = later_scene()
    tempest = s.put("SB135", ALICE, A_HOME)
    s.hand(ALICE, "tm-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, tempest, 0))
    problem = s.board.problem[BOB]
    game = later_scene.settle(game, prefer=[problem])
    tms = [c for c in game.state.in_play() if c.card_id.endswith("tm-2")]
    assert len(tms) == 2 and sum(is_token(c.card_id) for c in tms) == 1
    assert all(c.area == B_PROBLEM and not c.face_down and c.controller == ALICE for c in tms)
    assert card(game, tempest).exhausted
