"""High Magic scripts (HM85-HM150, HM44) and MT41: one scenario per card, position -> choices
-> result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    solving_bobs_problem,
    strong_at,
    until,
    with_problem,
)

from engine import Zone
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    ChooseOption,
    Decline,
    DrawAction,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import (
    A_HOME,
    A_PROBLEM,
    ALICE,
    B_PROBLEM,
    BOB,
    ids,
    trace_text,
)
from engine.state import POWER_COUNTER


def tokens_with(game, trait: str):  # type: ignore[no-untyped-def]
    """Friend tokens in play with ``trait`` (the scene's printed cards are not tokens)."""
    view = game._table.view()
    return [
        c
        for c in game.state.in_play()
        if c.card_id.startswith("token") and trait in view.traits(c.iid)
    ]


def to_bobs_turn(scene, game, prefer=()):  # type: ignore[no-untyped-def]
    return until(scene.settle(game, prefer=prefer), lambda g: g.state.turn_player == BOB, prefer)


# --- HM44 (the Song cards trigger) --------------------------------------------------------------
def test_HM44_playing_a_song_gives_another_character_two_power(later_scene):
    s = later_scene()
    fever = s.put("HM44", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    (song,) = s.hand(ALICE, "HM97")  # The Wonderbolts Rap, a Song
    game = s.game()
    printed = game.power(fever)
    game = play(later_scene, game, song, prefer=[friend])
    assert game.power(friend) == 3
    assert game.power(fever) == printed  # not "another character"
    # a non-Song Event does nothing
    s = later_scene()
    s.put("HM44", ALICE, A_HOME)
    friend = s.put("orange-1", ALICE, A_PROBLEM)
    (event,) = s.hand(ALICE, "HM94")  # Rise and Shine, no Song trait
    game = play(later_scene, s.game(), event, prefer=[friend])
    assert game.power(friend) == 1


# --- Events ---------------------------------------------------------------------------------------
def modes(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


FRIENDS_MODE = "your Friends get +1 power until the end of the turn"
CHALLENGE_MODE = "challenge an opposing Troublemaker with your characters at its Problem"
MOVE_MODE = "move one of your Friends to each Problem"


def test_HM85_your_friends_get_one_power(later_scene):
    s = later_scene()
    mine = [s.put("orange-1", ALICE, A_HOME), s.put("orange-2", ALICE, B_PROBLEM)]
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    (song,) = s.hand(ALICE, "HM85")
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    assert modes(game) == [FRIENDS_MODE, MOVE_MODE]  # no opposing Troublemaker (705.2f)
    game.apply(ChooseOption(ALICE, FRIENDS_MODE))
    game = later_scene.settle(game)
    assert [game.power(i) for i in mine] == [2, 3]
    assert game.power(theirs) == 1


def test_HM85_challenges_an_opposing_troublemaker_with_your_characters_there(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (song,) = s.hand(ALICE, "HM85")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    assert modes(game) == [FRIENDS_MODE, CHALLENGE_MODE, MOVE_MODE]
    game.apply(ChooseOption(ALICE, CHALLENGE_MODE))
    game = later_scene.settle(game)
    assert "Alice wins the faceoff" in trace_text(game)
    assert tm not in game.state.play and "tm-2" in ids(game, Zone.DISCARD, BOB)


def test_HM85_moves_one_of_your_friends_to_each_problem(later_scene):
    s = later_scene()
    first, second, third = (s.put("orange-1", ALICE, A_HOME) for _ in range(3))
    (song,) = s.hand(ALICE, "HM85")
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    game.apply(ChooseOption(ALICE, MOVE_MODE))
    assert {c.card for c in game.legal_choices()} >= {first, second, third}
    game.apply(ChooseCard(ALICE, second))
    assert ChooseCard(ALICE, second) not in game.legal_choices()  # moved once
    game.apply(ChooseCard(ALICE, first))
    game = later_scene.settle(game)
    areas = {game.state.cards[i].area for i in (first, second)}
    assert areas == {A_PROBLEM, B_PROBLEM}
    assert game.state.cards[third].area == A_HOME


def test_HM85_a_friend_already_at_a_problem_is_not_moved_there(later_scene):
    s = later_scene()
    there = s.put("orange-1", ALICE, A_PROBLEM)
    (song,) = s.hand(ALICE, "HM85")
    game = s.game()
    game.apply(PlayCard(ALICE, song, None))
    game.apply(ChooseOption(ALICE, MOVE_MODE))
    game = later_scene.settle(game)
    # it can't move to its own Problem (506.2): it is moved to the other one
    assert game.state.cards[there].area == B_PROBLEM


def test_HM99_the_chosen_character_is_not_sent_home_as_its_problem_is_solved(later_scene):
    s = later_scene()
    solving_bobs_problem(s, "easy")
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    other = s.put("orange-1", ALICE, B_PROBLEM)
    (trick,) = s.hand(ALICE, "HM99")
    game = play(later_scene, s.game(), trick, prefer=[mine])
    game = to_bobs_turn(later_scene, game)
    assert "Problem is replaced" in trace_text(game) or "613.2" in trace_text(game)
    assert game.state.cards[mine].area == B_PROBLEM  # stayed at the new Problem
    assert game.state.cards[other].area == A_HOME  # sent home (613.2)


# --- Resources ------------------------------------------------------------------------------------
def test_HM102_exhausts_its_friend_for_a_counter_and_adds_its_power_to_another(later_scene):
    s = later_scene()
    host = s.put("orange-2", ALICE, A_HOME)
    hat = s.put("HM102", ALICE, A_HOME, attached_to=host)
    other = s.put("orange-1", ALICE, A_PROBLEM)
    game = activate(later_scene, s.game(), hat, 1, prefer=[other])  # 0: "Play on a Friend"
    assert game.state.cards[host].exhausted
    assert game.state.cards[host].counter(POWER_COUNTER) == 1
    assert game.power(host) == 3
    assert game.power(other) == 1 + 3  # the host's power with its new counter
    assert ActivateAbility(ALICE, hat, 1) not in game.legal_choices()  # host exhausted


def test_HM103_moving_your_character_may_exhaust_and_pay_two_to_dismiss_a_friend_there(
    later_scene,
):
    s = later_scene()
    cannon = s.put("HM103", ALICE, A_HOME)
    mover = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mover, B_PROBLEM))
    game = later_scene.settle(game, prefer=[theirs])
    assert theirs not in game.state.play and "orange-2" in ids(game, Zone.DISCARD, BOB)
    assert game.state.cards[cannon].exhausted
    assert game.state.players[ALICE].tokens == 10 - 2 - 2  # the move (609.2b) and the [2]
    # exhausted, it can't pay its cost: nothing is asked, nothing dismissed (508.1d)
    s = later_scene()
    s.put("HM103", ALICE, A_HOME, exhausted=True)
    mover = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mover, B_PROBLEM))
    game = later_scene.settle(game, prefer=[theirs])
    assert theirs in game.state.play
    assert game.state.players[ALICE].tokens == 10 - 2


def test_HM106_moving_that_character_gives_your_other_characters_there_one_power(later_scene):
    s = later_scene()
    host = s.put("orange-1", ALICE, A_HOME)
    s.put("HM106", ALICE, A_HOME, attached_to=host)
    waiting = s.put("orange-2", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    other = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, host, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(waiting) == 3
    assert game.power(host) == 1 and game.power(theirs) == 2  # not that one, not Bob's
    # moving another character does not trigger it
    game.apply(MoveCharacter(ALICE, other, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.power(waiting) == 3 and game.power(other) == 1


def test_HM107_reveals_an_event_at_the_start_of_your_turn_and_pays_for_a_figment(later_scene):
    s = later_scene()
    s.put("HM107", ALICE, A_HOME)
    # it resolves at the first priority window, the start of the Draw step, before the draw
    # (601.2a, 511.7): the top card
    s.deck(ALICE, "HM94", "orange-1")
    game = later_scene.settle(s.game(at="start"))
    figments = tokens_with(game, "Figment")
    assert len(figments) == 1 and game.power(figments[0].iid) == 2
    assert figments[0].controller == ALICE
    # not an Event: no token
    s = later_scene()
    s.put("HM107", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "HM94")
    game = later_scene.settle(s.game(at="start"))
    assert tokens_with(game, "Figment") == []
    assert "reveals" in trace_text(game)


def test_HM109_winning_a_faceoff_involving_its_character_may_exhaust_it_to_gain_two(
    later_scene,
):
    s = later_scene()
    host = s.put("orange-3", ALICE, B_PROBLEM)
    batty = s.put("HM109", ALICE, B_PROBLEM, attached_to=host)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    before = game.state.players[ALICE].tokens
    game = later_scene.settle(game)
    assert "Alice wins the faceoff" in trace_text(game)
    assert game.state.cards[batty].exhausted
    assert game.state.players[ALICE].tokens == before + 2


def test_HM109_a_faceoff_without_its_character_gains_nothing(later_scene):
    s = later_scene()
    host = s.put("orange-1", ALICE, A_HOME)
    batty = s.put("HM109", ALICE, A_HOME, attached_to=host)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    before = game.state.players[ALICE].tokens
    game = later_scene.settle(game)
    assert "Alice wins the faceoff" in trace_text(game)
    assert not game.state.cards[batty].exhausted
    assert game.state.players[ALICE].tokens == before


def test_HM112_redistributes_counters_from_your_characters_onto_one_friend(later_scene):
    s = later_scene()
    operation = s.put("HM112", ALICE, A_HOME)
    onto = s.put("orange-1", ALICE, A_HOME)
    full = s.put("orange-1", ALICE, B_PROBLEM, counters={POWER_COUNTER: 2})
    one = s.put("orange-1", ALICE, A_PROBLEM, counters={POWER_COUNTER: 1})
    theirs = s.put("orange-1", BOB, B_PROBLEM, counters={POWER_COUNTER: 1})
    game = s.game()
    game.apply(ActivateAbility(ALICE, operation, 0))
    game.apply(ChooseCard(ALICE, onto))
    choices = game.legal_choices()
    assert ChooseCard(ALICE, theirs) not in choices  # not one of yours
    assert ChooseCard(ALICE, onto) not in choices  # not onto itself
    for source in (full, full, one):
        game.apply(ChooseCard(ALICE, source))
    game = later_scene.settle(game)
    assert game.state.cards[onto].counter(POWER_COUNTER) == 3
    assert game.state.cards[full].counter(POWER_COUNTER) == 0
    assert game.state.cards[one].counter(POWER_COUNTER) == 0
    assert game.power(onto) == 4 and game.power(full) == 1
    assert game.state.cards[operation].exhausted


def test_HM112_may_stop_after_any_number(later_scene):
    s = later_scene()
    operation = s.put("HM112", ALICE, A_HOME)
    onto = s.put("orange-1", ALICE, A_HOME)
    full = s.put("orange-1", ALICE, B_PROBLEM, counters={POWER_COUNTER: 2})
    game = s.game()
    game.apply(ActivateAbility(ALICE, operation, 0))
    game.apply(ChooseCard(ALICE, onto))
    game.apply(ChooseCard(ALICE, full))
    game.apply(Decline(ALICE))
    assert game.state.cards[onto].counter(POWER_COUNTER) == 1
    assert game.state.cards[full].counter(POWER_COUNTER) == 1


def test_HM115_an_opponents_event_may_be_canceled_for_one_and_this_card(later_scene):
    s = later_scene(turn_player=BOB)
    wake = s.put("HM115", ALICE, A_HOME)
    (event,) = s.hand(BOB, "HM94")  # Rise and Shine: two Critter tokens
    game = s.game()
    game.apply(PlayCard(BOB, event, None))
    game = later_scene.settle(game)
    assert tokens_with(game, "Critter") == []
    assert "HM94" in ids(game, Zone.DISCARD, BOB)
    assert wake not in game.state.play and "HM115" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.players[ALICE].tokens == 9
    assert "410.7" in trace_text(game)
    # declined: the Event resolves
    s = later_scene(turn_player=BOB)
    wake = s.put("HM115", ALICE, A_HOME)
    (event,) = s.hand(BOB, "HM94")
    game = s.game()
    game.apply(PlayCard(BOB, event, None))
    game = later_scene.settle(game, accept=False)
    assert len(tokens_with(game, "Critter")) == 2
    assert wake in game.state.play


def test_HM115_your_own_events_are_not_canceled(later_scene):
    s = later_scene()
    wake = s.put("HM115", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "HM94")
    game = play(later_scene, s.game(), event)
    assert len(tokens_with(game, "Critter")) == 2
    assert wake in game.state.play and game.state.players[ALICE].tokens == 10 - 1


# --- Troublemakers --------------------------------------------------------------------------------
def test_HM118_uncovered_gets_a_counter_for_each_character_here(later_scene):
    s = later_scene()
    tirek = s.put("HM118", ALICE, B_PROBLEM, face_down=True)
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # not here
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="start"))
    assert not game.state.cards[tirek].face_down
    assert game.state.cards[tirek].counter(POWER_COUNTER) == 3


def test_HM150_flipped_all_players_lose_their_tokens(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("HM150",), ("orange-1",), tokens=(6, 4))
    game = later_scene.settle(game)
    assert "Tantabus" in trace_text(game)
    assert [p.tokens for p in game.state.players] == [0, 0]


def test_HM150_each_player_loses_one_at_the_end_of_their_turn(later_scene):
    s = later_scene()
    s.put("HM150", BOB, B_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 3)
    s.deck(BOB, *("orange-1",) * 3)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = to_bobs_turn(later_scene, game)
    assert game.state.players[ALICE].tokens == 10 - 1
    assert "Tantabus" in trace_text(game)


# --- Problems -------------------------------------------------------------------------------------
def test_HM122_the_first_counter_each_turn_may_put_another_here(later_scene):
    s = with_problem(later_scene, "HM122", owner=ALICE)
    first = s.put("orange-1", ALICE, A_PROBLEM)
    second = s.put("orange-1", BOB, A_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    # EO26 "When this card enters play, put a +1 power counter on another of your Friends"
    one, two = s.hand(ALICE, "EO26", "EO26")
    game = play(later_scene, s.game(), one, A_HOME, prefer=[first, second])
    assert game.state.cards[first].counter(POWER_COUNTER) == 1
    assert game.state.cards[second].counter(POWER_COUNTER) == 1  # another character here
    # the second time this turn: nothing more
    game = play(later_scene, game, two, A_HOME, prefer=[first, second])
    assert game.state.cards[first].counter(POWER_COUNTER) == 2
    assert game.state.cards[second].counter(POWER_COUNTER) == 1


def test_HM124_a_problem_faceoff_here_returns_opposing_friends_with_0_power(later_scene):
    s = with_problem(later_scene, "HM124", owner=BOB)
    strong_at(s, B_PROBLEM)  # Alice meets Bob's Problem's 6 wild
    zero = s.put("CN30", ALICE, B_PROBLEM)  # Cloudy Quartz, 0 power
    s.put("V-YE-F330", BOB, B_PROBLEM)  # Bob meets his own: 2 [Kindness] and 4 wild
    s.put("V-OR-F540", BOB, B_PROBLEM)
    bobs_zero = s.put("CN30", BOB, B_PROBLEM)  # his own: not opposing
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert "Fluttershy's Worst Nightmare" in trace_text(game)
    assert zero not in game.state.play and "CN30" in ids(game, Zone.HAND, ALICE)
    assert "CN30" not in ids(game, Zone.HAND, BOB)
    assert bobs_zero in game.state.play or "CN30" in ids(game, Zone.DISCARD, BOB)


def test_HM124_no_problem_faceoff_no_return(later_scene):
    s = with_problem(later_scene, "HM124", owner=BOB)
    strong_at(s, B_PROBLEM)
    zero = s.put("CN30", ALICE, B_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    assert "CN30" not in ids(game, Zone.HAND, ALICE)
    assert game.state.cards.get(zero) is not None  # sent home as the Problem is solved


def test_HM125_the_first_move_here_each_turn_may_pay_one_to_move_another_here(later_scene):
    s = with_problem(later_scene, "HM125", owner=ALICE)
    mover = s.put("orange-1", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    later = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mover, A_PROBLEM))
    game = later_scene.settle(game, prefer=[theirs])
    assert game.state.cards[theirs].area == A_PROBLEM
    spent = 10 - game.state.players[ALICE].tokens
    # a second move here this turn: no second trigger
    game.apply(MoveCharacter(ALICE, later, A_PROBLEM))
    game = later_scene.settle(game)
    assert "Halt Evil Doers!" in trace_text(game)
    assert trace_text(game).count("Halt Evil Doers! #") >= 1
    assert 10 - game.state.players[ALICE].tokens == spent + (spent - 1)  # that move only


def test_HM127_confronting_it_adds_chorus_counters_opponents_need_more_power(later_scene):
    s = with_problem(later_scene, "HM127", owner=ALICE)
    for _ in range(2):  # 8 [Laughter] meets its 4 [Laughter] and 4 wild
        s.put("V-PI-F540", ALICE, A_PROBLEM)
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = to_bobs_turn(later_scene, s.game(at="score"))
    problem = s.board.problem[ALICE]
    assert game.state.cards[problem].counter("Chorus") == 1
    view = game._table.view()
    assert view.confront_extra.get((A_PROBLEM, BOB)) == 1
    assert view.confront_extra.get((A_PROBLEM, ALICE)) is None  # opponents only


def test_HM127_two_chorus_counters_need_two_more(later_scene):
    s = with_problem(later_scene, "HM127", owner=ALICE)
    s.board.table.update(s.board.problem[ALICE], counters=(("Chorus", 2),))
    game = s.game()
    assert game._table.view().confront_extra.get((A_PROBLEM, BOB)) == 2


def test_HM128_drawing_may_give_a_character_here_one_power(later_scene):
    s = with_problem(later_scene, "HM128", owner=ALICE)
    here = s.put("orange-1", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    game = s.game()
    game.apply(DrawAction(ALICE))
    game = later_scene.settle(game, prefer=[here])
    assert game.power(here) == 2
    # Bob drawing does not trigger Alice's Problem
    s = with_problem(later_scene, "HM128", owner=ALICE, turn_player=BOB)
    here = s.put("orange-1", BOB, A_PROBLEM)
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(DrawAction(BOB))
    game = later_scene.settle(game, prefer=[here])
    assert game.power(here) == 1


def test_HM129_an_opposing_troublemaker_uncovered_here_may_be_challenged(later_scene):
    s = with_problem(later_scene, "HM129", owner=BOB)
    tm = s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    s.put("orange-3", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    s.deck(BOB, "orange-3", "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="start"))
    assert "Bob wins the faceoff" in trace_text(game)
    assert tm not in game.state.play and "tm-2" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.players[BOB].points == 1


def test_HM133_troublemakers_played_here_enter_play_face_up(later_scene):
    s = with_problem(later_scene, "HM133", owner=BOB)
    s.put("tm-2", BOB, A_PROBLEM)
    cerberus, other = s.hand(ALICE, "HM117", "HM117")
    game = play(later_scene, s.game(), cerberus, B_PROBLEM)
    c = in_play(game, "HM117")
    assert not c.face_down and c.area == B_PROBLEM
    assert "706.1b" in trace_text(game)
    assert in_play(game, "tm-2").face_down is False  # not uncovered: Cerberus did not trigger
    # played to another Problem: face-down as usual
    game = play(later_scene, game, other, A_PROBLEM)
    assert [c.face_down for c in game.state.in_play() if c.card_id == "HM117"].count(True) == 1


def test_HM135_winning_a_problem_faceoff_here_may_dismiss_a_friend_for_its_cost(later_scene):
    s = with_problem(later_scene, "HM135", owner=ALICE)
    s.put("V-PI-F330", ALICE, A_PROBLEM)  # its 3 [Laughter] and 3 [Magic]
    s.put("V-PU-F330", ALICE, A_PROBLEM)
    strong_at(s, A_PROBLEM)
    theirs = s.put("V-OR-F540", BOB, A_PROBLEM)  # Bob meets 8 wild: a Problem faceoff
    s.put("V-OR-F540", BOB, A_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, ALICE, "spare")
    s.deck(ALICE, *("orange-1",) * 4)
    s.deck(BOB, *("orange-1",) * 4)
    game = s.game(at="score")
    game = until(
        later_scene.settle(game, prefer=[theirs]),
        lambda g: "Tiny Troubles" in trace_text(g) and theirs not in g.state.play,
        prefer=[theirs],
    )
    assert "Alice wins the faceoff" in trace_text(game)
    assert "V-OR-F540" in ids(game, Zone.DISCARD, BOB)
    assert "gains 5 action tokens (Tiny Troubles)" in trace_text(game)


def test_HM143_a_friend_entering_here_may_reveal_and_draw_an_event(later_scene):
    s = later_scene()
    s.put("HM143", ALICE, B_PROBLEM)
    s.deck(ALICE, "HM94", "orange-1")
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), friend, B_PROBLEM)
    assert "HM94" in ids(game, Zone.HAND, ALICE)
    assert game.state.players[ALICE].deck and "reveals Rise and Shine" in trace_text(game)
    # not an Event: it stays on top
    s = later_scene()
    s.put("HM143", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "HM94")
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), friend, B_PROBLEM)
    assert "orange-1" not in ids(game, Zone.HAND, ALICE)
    assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "orange-1"
    # at another Problem: nothing revealed
    s = later_scene()
    s.put("HM143", ALICE, B_PROBLEM)
    s.deck(ALICE, "HM94")
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(later_scene, s.game(), friend, A_PROBLEM)
    assert "HM94" not in ids(game, Zone.HAND, ALICE)


# --- MT41 (the +1 power counter moving family) ---------------------------------------------
def test_MT41_entering_play_takes_a_counter_from_each_of_any_number_of_characters(later_scene):
    s = later_scene()
    a = s.put("orange-1", ALICE, A_PROBLEM, counters={POWER_COUNTER: 2})
    b = s.put("orange-1", BOB, B_PROBLEM, counters={POWER_COUNTER: 1})
    s.put("orange-1", BOB, B_PROBLEM)  # none to take
    (coloratura,) = s.hand(ALICE, "MT41")
    game = play(later_scene, s.game(), coloratura, A_HOME, prefer=[a, b])
    new = in_play(game, "MT41")
    assert new.counter(POWER_COUNTER) == 2  # one from each chosen, not two from one
    assert game.state.cards[a].counter(POWER_COUNTER) == 1
    assert game.state.cards[b].counter(POWER_COUNTER) == 0
    assert game.power(new.iid) == 2 + 2


# --- Friends --------------------------------------------------------------------------------------
def test_HM140_flipped_pays_one_token_for_each_friend_it_frightens(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    first = s.put("orange-2", BOB, A_PROBLEM)
    second = s.put("orange-1", BOB, A_HOME)
    s.put("orange-1", BOB, A_HOME)
    game = challenge(s, tm, ("HM140",), ("orange-1",), tokens=(5, 5))
    game = until(game, lambda g: ChooseCard(ALICE, first) in g.legal_choices())
    before = game.state.players[ALICE].tokens
    game.apply(ChooseCard(ALICE, first))
    game.apply(ChooseCard(ALICE, second))
    game.apply(Decline(ALICE))  # two are enough
    frightened = [c for c in game.state.in_play() if c.controller == BOB and c.frightened]
    assert len(frightened) == 2
    assert game.state.players[ALICE].tokens == before - 2
    assert "Rainbow Dash" in trace_text(game)


def test_HM140_with_no_tokens_nothing_is_frightened(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.put("orange-2", BOB, A_PROBLEM)
    game = challenge(s, tm, ("HM140",), ("orange-1",), tokens=(0, 5))
    game = later_scene.settle(game)
    assert not [c for c in game.state.in_play() if c.frightened]


def test_HM140_pays_one_to_move_to_a_frightened_friends_problem(later_scene):
    s = later_scene()
    dash = s.put("HM140", ALICE, A_HOME)
    s.put("orange-1", BOB, B_PROBLEM, frightened=True)
    s.put("orange-1", BOB, A_PROBLEM)
    game = activate(later_scene, s.game(), dash, 1)  # after the Chaos ability
    assert game.state.cards[dash].area == B_PROBLEM
    assert game.state.players[ALICE].tokens == 9


def test_HM101_friends_in_your_hand_have_hasty_until_you_play_one(later_scene):
    s = later_scene(turn_player=BOB)
    wire, one, two = s.hand(ALICE, "HM101", "orange-1", "orange-2")
    bobs = s.hand(BOB, "orange-1", "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(BOB, bobs[0], B_PROBLEM))
    assert PlayCard(ALICE, one, A_HOME) not in game.legal_choices()  # a Main Phase action
    game.apply(PlayCard(ALICE, wire, None))
    game = later_scene.settle(game)
    game.apply(PlayCard(BOB, bobs[1], B_PROBLEM))  # Alice's next priority
    assert PlayCard(ALICE, one, A_HOME) in game.legal_choices()  # Hasty: Immediate (512.5)
    game.apply(PlayCard(ALICE, one, A_HOME))
    game = later_scene.settle(game)
    assert any(c.card_id == "orange-1" and c.controller == ALICE for c in game.state.in_play())
    # it ended as she played a Friend: her next priority offers nothing, so it is not asked
    game.apply(PlayCard(BOB, bobs[2], B_PROBLEM))
    assert game.current_decision().player == BOB
    assert PlayCard(ALICE, two, A_HOME) not in game.legal_choices()
    assert two in game.state.players[ALICE].hand


def test_HM142_playing_it_gives_friends_in_your_hand_hasty_this_turn(later_scene):
    s = later_scene(turn_player=BOB)
    pinkie, one, two = s.hand(ALICE, "HM142", "orange-1", "orange-2")
    bobs = s.hand(BOB, "orange-1", "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(BOB, bobs[0], B_PROBLEM))
    assert PlayCard(ALICE, one, A_HOME) not in game.legal_choices()
    game.apply(PlayCard(ALICE, pinkie, A_HOME))  # Hasty itself
    game = later_scene.settle(game)
    game.apply(PlayCard(BOB, bobs[1], B_PROBLEM))
    game.apply(PlayCard(ALICE, one, A_HOME))
    game = later_scene.settle(game)
    game.apply(PlayCard(BOB, bobs[2], B_PROBLEM))
    game.apply(PlayCard(ALICE, two, A_HOME))  # for the rest of the turn
    game = later_scene.settle(game)
    mine = {c.card_id for c in game.state.in_play() if c.controller == ALICE}
    assert mine >= {"HM142", "orange-1", "orange-2"}


def offered_during_faceoff(game, choice) -> bool:  # type: ignore[no-untyped-def]
    """Pass priority through the faceoff in progress; whether ``choice`` was ever legal."""
    from script_scenes import PassPriorityFor

    from engine.choices import DecisionKind

    for _ in range(100):
        if game.state.faceoff is None:
            return False
        if choice in game.legal_choices():
            return True
        d = game.current_decision()
        if d.kind is DecisionKind.PRIORITY or d.kind is DecisionKind.MANUAL:
            game.apply(PassPriorityFor(game))
        else:
            game.apply(game.legal_choices()[0])
    return False


def test_HM142_while_flipped_friends_in_your_hand_have_hasty(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-1")
    game = challenge(s, tm, ("HM142",), ("orange-1",))
    assert offered_during_faceoff(game, PlayCard(ALICE, friend, A_HOME))
    # a card without it flipped: not offered
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-1")
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    assert not offered_during_faceoff(game, PlayCard(ALICE, friend, A_HOME))
