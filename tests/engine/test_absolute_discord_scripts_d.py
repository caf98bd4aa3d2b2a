"""Absolute Discord card scripts AD151-AD206 (Resources, Troublemakers, Problems, the rare
Friends and Mane Characters), one scenario per automated card: position -> choices -> result.
Each test names the card by collector number; read it beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    react,
    solving_bobs_problem,
    strong_at,
    with_problem,
)

from engine import DecisionKind, Zone
from engine.choices import ActivateAbility, DrawAction, MoveCharacter, PlayCard, Rally
from engine.flow import confront_check
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, ids, trace_text


# --- Resources ----------------------------------------------------------------------------------
def test_AD151_rallying_a_frightened_friend_costs_one_more_for_every_player(ad_scene):
    s = ad_scene()
    s.put("AD151", BOB, B_HOME)
    scared = s.put("orange-1", ALICE, A_HOME, frightened=True)
    game = s.game(tokens=(3, 0))
    game.apply(Rally(ALICE, scared))
    assert game.state.players[ALICE].tokens == 0  # 2 + 1 (609.2e, 705.2b)
    assert "The Scariest Cave in Equestria" in trace_text(game)
    game = s.game(tokens=(2, 0))
    assert Rally(ALICE, scared) not in game.legal_choices()


def test_AD152_gains_one_at_the_start_of_your_turn_if_an_opponent_has_three(ad_scene):
    for bobs, alices in ((3, 2 + 1), (2, 2)):  # 2 from the Action step (604.1a)
        s = ad_scene()
        s.put("AD152", ALICE, A_HOME)
        s.deck(ALICE, "orange-1")
        game = ad_scene.settle(s.game(at="start", tokens=(0, bobs)))
        assert game.state.players[ALICE].tokens == alices
        assert ("gains 1 action token (Tread Mill)" in trace_text(game)) is (bobs == 3)


# --- Troublemakers ------------------------------------------------------------------------------
def uncovering(scene, tm: str, tokens=(10, 10), accept=True, prefer=()):  # type: ignore
    """Alice's face-down ``tm`` at Bob's Problem is uncovered in her Troublemaker Phase
    (607.3); the abilities' questions are answered by ``settle``."""
    s = scene()
    iid = s.put(tm, ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    return s, iid, tokens, accept, prefer


def uncover(scene, s, tokens=(10, 10), accept=True, prefer=()):  # type: ignore
    return scene.settle(s.game(at="start", tokens=tokens), accept=accept, prefer=prefer)


def test_AD155_retires_itself_and_gains_one_when_uncovered(ad_scene):
    s = ad_scene()
    tm = s.put("AD155", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    game = uncover(ad_scene, s, tokens=(0, 0))
    assert "tm" and "AD155" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.players[ALICE].tokens == 2 + 1  # the Action step's 2 (604.1a), then 1
    assert tm not in game.state.play


def test_AD157_each_player_retires_a_friend_when_uncovered(ad_scene):
    s = ad_scene()
    s.put("AD157", ALICE, B_PROBLEM, face_down=True)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-2", BOB, B_HOME)
    s.put("orange-3", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1")
    game = uncover(ad_scene, s)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert len(ids(game, Zone.DISCARD, BOB)) == 1  # Bob chose one of his two (801.1)


def test_AD158_each_player_retires_a_resource_at_the_start_of_their_troublemaker_phase(ad_scene):
    s = ad_scene()
    s.put("AD158", BOB, B_PROBLEM)  # Bob's, face-up: it works on Alice's turn too
    s.put("resource-1", ALICE, A_HOME)
    s.put("resource-1", BOB, B_HOME)
    s.deck(ALICE, "orange-1")
    game = uncover(ad_scene, s)
    assert ids(game, Zone.DISCARD, ALICE) == ["resource-1"]  # the turn player's (TURN)
    assert ids(game, Zone.DISCARD, BOB) == []


def test_AD160_gets_a_power_counter_for_each_card_any_player_draws(ad_scene):
    s = ad_scene()
    tm = s.put("AD160", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    game = uncover(ad_scene, s)  # Alice's Draw Phase: one card (605.1)
    assert game.state.cards[tm].counter("+1 power") == 1
    game.apply(DrawAction(ALICE))  # the draw action (609.2d): any player's draw
    game = ad_scene.settle(game)
    assert game.state.cards[tm].counter("+1 power") == 2
    assert game.power(tm) == ad_scene().pool["AD160"].power + 2


def test_AD162_may_uncover_another_face_down_troublemaker(ad_scene):
    s = ad_scene()
    s.put("AD162", ALICE, B_PROBLEM, face_down=True)
    other = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    game = uncover(ad_scene, s, prefer=(other,))
    assert not game.state.cards[other].face_down
    assert "Timberwolf, Two #" in trace_text(game) and "is uncovered (Rainbow Dash" in (
        trace_text(game)
    )


def test_AD162_retires_itself_to_challenge_an_opponents_troublemaker(ad_scene):
    s = ad_scene()
    dash = s.put("AD162", ALICE, A_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-3", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game = activate(ad_scene, game, dash, 1)  # its second paragraph (703.1)
    assert "AD162" in ids(game, Zone.DISCARD, ALICE)  # the cost (410.2)
    text = trace_text(game)
    assert "Orange 3" in text and "Faceoff totals: Alice 6" in text
    assert tm not in game.state.play and game.state.players[ALICE].points == 1  # 514.5a


def test_AD163_may_draw_a_card_at_the_start_of_your_troublemaker_phase(ad_scene):
    for accept, hand in ((True, 2), (False, 1)):
        s = ad_scene()
        s.put("AD163", ALICE, B_PROBLEM)
        s.deck(ALICE, "orange-1", "orange-2")
        game = uncover(ad_scene, s, accept=accept)
        assert len(game.state.players[ALICE].hand) == hand  # the draw step's card, then 1


def test_AD164_an_opponent_may_pay_two_to_dismiss_it_without_defeating_it(ad_scene):
    for accept, stays in ((True, False), (False, True)):
        s = ad_scene()
        tm = s.put("AD164", ALICE, B_PROBLEM, face_down=True)
        s.deck(ALICE, "orange-1")
        game = uncover(ad_scene, s, tokens=(0, 2), accept=accept)
        assert (tm in game.state.play) is stays
        assert game.state.players[BOB].tokens == (0 if accept else 2)
        assert game.state.players[BOB].points == 0  # not defeated (514.5a)


# --- Problems -----------------------------------------------------------------------------------
def needed(game, area, player) -> int:  # type: ignore[no-untyped-def]
    check, why = confront_check(game._table, area, player)
    assert check is not None, why
    return sum(r.amount or 0 for r in check.requirements)


def test_AD169_an_opponent_with_a_boosted_mane_needs_three_more_power(ad_scene):
    need = {}
    for boosted in (True, False):
        s = with_problem(ad_scene, "AD169", owner=BOB, mane=(Mane(boosted=boosted), Mane()))
        s.put("orange-3", ALICE, B_PROBLEM)
        need[boosted] = needed(s.game(), B_PROBLEM, ALICE)
    assert need[True] == need[False] + 3  # wild power, as Eccentric's (611.3)
    # the Problem's owner's own boosted Mane changes nothing: they are no "opponent"
    s = with_problem(ad_scene, "AD169", owner=BOB, mane=(Mane(), Mane(boosted=True)))
    s.put("orange-1", BOB, B_PROBLEM)
    s2 = with_problem(ad_scene, "AD169", owner=BOB)
    s2.put("orange-1", BOB, B_PROBLEM)
    assert needed(s.game(), B_PROBLEM, BOB) == needed(s2.game(), B_PROBLEM, BOB)


def bob_meets(s, problem: str) -> None:  # type: ignore[no-untyped-def]
    """Bob's characters at his Problem ``problem`` meet its owner's requirements (611.2):
    4-power vanilla Friends of each colour asked for, orange or blue ones for the rest."""
    for req in s.pool[problem].confront_owner:
        colour = req.colour.value
        if req.kind.value == "not-colour":
            colour = "blue" if colour == "orange" else "orange"
        for _ in range(-(-(req.amount or 0) // 4)):
            s.put(f"V-{colour[:2].upper()}-F540", BOB, B_PROBLEM)


def problem_faceoff(scene, s, **prefer):  # type: ignore[no-untyped-def]
    """Alice (12 power) and Bob both meet the requirements of Bob's Problem: the Score Phase
    with its Problem faceoff there (612.2), the abilities' questions answered by ``settle``."""
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = scene.settle(s.game(at="score"), **prefer)
    assert "Problem faceoff at" in trace_text(game)
    return game


def test_AD170_opposing_boosted_manes_here_have_two_less_power_in_problem_faceoffs(ad_scene):
    s = with_problem(ad_scene, "AD170", owner=BOB, mane=(Mane(boosted=True), Mane(boosted=True)))
    mine, his = s.board.mane
    s.board.table.update(mine, area=B_PROBLEM)
    s.board.table.update(his, area=B_PROBLEM)
    assert s.game().power(mine) == 3  # Boosted 3; no faceoff yet
    bob_meets(s, "AD170")
    text = trace_text(problem_faceoff(ad_scene, s))
    # Alice's boosted Mane 3 - 2 while involved; Bob's own is not opposing
    assert "Faceoff totals: Alice 14 (Orange Mane, Vanilla #1 1 +" in text
    assert "Bob 12 (Orange Mane, Vanilla #2 3 +" in text


def test_AD171_the_confronting_player_reveals_the_top_card_and_keeps_a_friend(ad_scene):
    s = with_problem(ad_scene, "AD171", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-2", "resource-1")
    game = ad_scene.settle(s.game(at="score"))
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]
    assert "Desperately Seeking Spike" in trace_text(game)


def test_AD172_each_player_with_an_action_token_draws_as_it_enters_play(ad_scene):
    s = ad_scene()
    solving_bobs_problem(s, "AD172")
    game = ad_scene.settle(s.game(at="score", tokens=(0, 1)))
    text = trace_text(game)
    entered = text.index("Dinner with Discord #")
    drawn = text[entered : text.index("End of turn")]
    assert "Bob draws" in drawn  # Bob has a token
    assert "Alice draws" not in drawn  # Alice has none


def test_AD175_players_cant_confront_it_while_a_face_down_troublemaker_is_here(ad_scene):
    s = with_problem(ad_scene, "AD175", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    assert confront_check(s.game()._table, B_PROBLEM, ALICE)[0] is not None
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)  # Alice's own, face-down
    check, why = confront_check(s.game()._table, B_PROBLEM, ALICE)
    assert check is None and "Fear Itself" in why and "104.2" in why


def test_AD178_the_player_of_a_troublemaker_here_may_pay_two_to_uncover_it(ad_scene):
    s = with_problem(ad_scene, "AD178", owner=BOB)
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game(at="challenge", tokens=(4, 0))
    game.apply(PlayCard(ALICE, tm, B_PROBLEM))
    game = ad_scene.settle(game)
    played = in_play(game, "tm-2")
    assert not played.face_down and game.state.players[ALICE].tokens == 4 - 1 - 2


def test_AD180_each_player_with_a_character_here_gains_one_when_it_is_solved(ad_scene):
    s = with_problem(ad_scene, "AD180", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.put("blue-2", BOB, B_PROBLEM)  # Bob meets his 2 [Loyalty] + 1 non-[Loyalty] (612.2)
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad_scene.settle(s.game(at="score", tokens=(0, 0)))
    text = trace_text(game)
    solved = text[text.index("is solved and replaced") : text.index("End of turn")]
    assert "Alice gains 1 action token (Friendship Test)" in solved  # sent home since (712.2)
    assert "Bob gains 1 action token (Friendship Test)" in solved


def test_AD182_each_player_may_move_a_character_to_it_as_it_enters_play(ad_scene):
    s = ad_scene()
    solving_bobs_problem(s, "AD182")
    mine = s.put("orange-2", ALICE, A_HOME)
    his = s.put("orange-3", BOB, B_HOME)
    game = ad_scene.settle(s.game(at="score"), prefer=(mine, his))
    assert game.state.cards[mine].area == B_PROBLEM and game.state.cards[his].area == B_PROBLEM


def test_AD184_dismisses_every_friend_with_two_or_less_power_as_it_enters_play(ad_scene):
    s = ad_scene()
    solving_bobs_problem(s, "AD184")
    s.put("orange-2", ALICE, A_HOME)
    s.put("orange-3", BOB, B_HOME)
    s.put("orange-1", BOB, A_PROBLEM)
    game = ad_scene.settle(s.game(at="score"))
    assert "orange-2" in ids(game, Zone.DISCARD, ALICE)
    assert "orange-1" in ids(game, Zone.DISCARD, BOB)
    assert in_play(game, "orange-3").zone is Zone.PLAY


def test_AD187_each_player_may_pay_one_to_ready_a_character_here_as_a_faceoff_starts(ad_scene):
    s = with_problem(ad_scene, "AD187", owner=BOB)
    mine = s.put("orange-2", ALICE, B_PROBLEM, exhausted=True)
    his = s.put("orange-3", BOB, B_PROBLEM, exhausted=True)
    bob_meets(s, "AD187")
    game = problem_faceoff(ad_scene, s, prefer=(mine, his))
    text = trace_text(game)
    assert "Orange 2 #5 is readied (Restoring Friendships" in text
    assert "Orange 3 #6 is readied (Restoring Friendships" in text
    assert game.state.players[ALICE].tokens == 10 - 1 and game.state.players[BOB].tokens == 9


def test_AD188_the_confronting_player_moves_one_of_their_characters_here_home(ad_scene):
    s = with_problem(ad_scene, "AD188", owner=BOB)
    strong_at(s, B_PROBLEM)
    game = ad_scene.settle(s.game(at="score"))
    assert game.state.players[ALICE].points == 1  # confronted (611.4)
    home_again = [c for c in game.state.in_play() if c.controller == ALICE and c.area == A_HOME]
    assert any(c.card_id == "V-OR-F540" for c in home_again)
    assert "Slippery Slopes" in trace_text(game)


def test_AD190_troublemakers_here_have_two_more_power(ad_scene):
    s = with_problem(ad_scene, "AD190", owner=BOB)
    here = s.put("tm-2", BOB, B_PROBLEM)
    there = s.put("tm-3", BOB, A_PROBLEM)
    game = s.game()
    assert game.power(here) == 4 and game.power(there) == 3


# --- Mane Characters, Friends, Events and the Elements -----------------------------------------
def test_AD193_pays_three_to_take_an_opposing_friend_and_turns_over(ad_scene):
    s = ad_scene(mane=("AD193", "V-OR-M"))
    queen = s.board.mane[ALICE]
    theirs = s.put("orange-2", BOB, B_HOME)
    game = s.game(tokens=(3, 0))
    game = activate(ad_scene, game, queen)
    card = game.state.cards[theirs]
    assert card.controller == ALICE and card.area == A_HOME  # to her home (Control)
    assert game.state.cards[queen].boosted and game.state.players[ALICE].tokens == 0
    game.rewind(0)
    assert game.state.cards[theirs].controller == BOB
    # no duration: still hers next turn (513.2)
    s = ad_scene(mane=("AD193", "V-OR-M"))
    theirs = s.put("orange-2", BOB, B_HOME)
    game = activate(ad_scene, s.game(tokens=(3, 0)), s.board.mane[ALICE])
    while game.state.turn_player == ALICE:
        game.apply(game.legal_choices()[0])
        ad_scene.settle(game)
    assert game.state.cards[theirs].controller == ALICE


def test_AD197_flipped_may_be_put_into_play_and_has_three_less_power(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, alice_flips=("AD197", "orange-1")))
    discord = in_play(game, "AD197")
    assert discord.area == A_HOME and discord.controller == ALICE  # its owner's home (706.1d)
    assert game.power(discord.iid) == ad_scene().pool["AD197"].power - 3
    assert "Discord, Spirit of Chaos" in trace_text(game) and "put into play" in trace_text(game)


def test_AD201_retires_another_friend_at_the_end_of_your_turn_for_a_counter(ad_scene):
    s = ad_scene()
    sombra = s.put("AD201", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    while game.state.turn_player == ALICE:
        game.apply(game.legal_choices()[0])
        ad_scene.settle(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"]
    assert game.state.cards[sombra].counter("+1 power") == 1
    s = ad_scene()  # no other Friend: nothing retired, no counter (If you do)
    sombra = s.put("AD201", ALICE, A_HOME)
    game = s.game()
    while game.state.turn_player == ALICE:
        game.apply(game.legal_choices()[0])
        ad_scene.settle(game)
    assert game.state.cards[sombra].counter("+1 power") == 0


def test_AD203_turns_each_character_over_played_and_each_mane_flipped(ad_scene):
    s = ad_scene(mane=(Mane(), Mane(boosted=True)))
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-2", BOB, B_HOME, frightened=True, face_down=True)
    tm = s.put("tm-3", BOB, A_PROBLEM)
    (event,) = s.hand(ALICE, "AD203")
    game = play(ad_scene, s.game(), event)
    assert game.state.cards[s.board.mane[ALICE]].boosted
    assert not game.state.cards[s.board.mane[BOB]].boosted
    # a Friend turned over is frightened or unfrightened (504.1, 504.3); a Troublemaker is
    # not a character and stays face-up
    (pony_now,) = [c for c in game.state.in_play() if c.card_id == "orange-1"]
    (scared_now,) = [c for c in game.state.in_play() if c.card_id == "orange-2"]
    assert pony_now.frightened and not scared_now.frightened
    assert not game.state.cards[tm].face_down
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, alice_flips=("AD203", "orange-1")))
    assert game.state.cards[s.board.mane[ALICE]].boosted
    assert game.state.cards[s.board.mane[BOB]].boosted


def test_AD204_needs_pinkie_pie_and_removes_harmony_to_look_at_a_problem_deck(ad_scene):
    s = ad_scene()
    (element,) = s.hand(ALICE, "AD204")
    assert "609.2a" in (s.game().why_not(PlayCard(ALICE, element, A_HOME)) or "")
    s = ad_scene()
    element = s.put("AD204", ALICE, A_HOME, counters=(("Harmony", 1),))
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy", "spare")
    game = s.game()
    game.apply(ActivateAbility(ALICE, element, 2))
    assert game.current_decision().kind is DecisionKind.TARGET
    options = game.legal_choices()
    assert {c.option for c in options} == {"your Problem deck", "an opponent's Problem deck"}
    game.apply(next(c for c in options if c.option == "an opponent's Problem deck"))
    ad_scene.settle(game)
    assert game.state.cards[element].counter("Harmony") == 0
    assert "looks at the top 2 cards of Bob's Problem deck" in trace_text(game)


def test_AD205_moves_another_character_to_where_a_friend_entered_play(ad_scene):
    s = ad_scene()
    element = s.put("AD205", ALICE, A_HOME, counters=(("Harmony", 1),))
    other = s.put("orange-1", ALICE, A_HOME)
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(ad_scene, s.game(), friend, B_PROBLEM)
    ad_scene.settle(react(game, element, ability=2), prefer=(other,))
    assert game.state.cards[other].area == B_PROBLEM
    assert game.state.cards[element].counter("Harmony") == 0
    s = ad_scene()
    element = s.put("AD205", ALICE, A_HOME, counters=(("Harmony", 1),))
    mover = s.put("orange-2", ALICE, A_HOME)
    other = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mover, A_PROBLEM))
    ad_scene.settle(react(game, element, ability=2), prefer=(other,))
    assert game.state.cards[other].area == A_PROBLEM


# --- the cards that needed new pieces -----------------------------------------------------------
def test_AD154_an_opponent_who_defeats_a_troublemaker_pays_two_more_for_their_next_card(ad_scene):
    s = ad_scene()
    s.put("AD154", BOB, B_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (friend,) = s.hand(ALICE, "orange-1")
    game = ad_scene.settle(challenge(s, tm, tokens=(3, 0)))
    assert tm not in game.state.play  # defeated (514.5a)
    assert "costs +2 more (Whining" in trace_text(game)
    while game.state.phase != "Main":
        game.apply(game.legal_choices()[0])
        ad_scene.settle(game)
    assert game.state.players[ALICE].tokens == 3
    choice = PlayCard(ALICE, friend, A_HOME)
    assert "3 = printed 1" in str(game.explain(choice))  # 1 + 2 (705.2b)
    game.apply(choice)
    assert game.state.players[ALICE].tokens == 0


def test_AD156_has_double_the_power_of_the_strongest_opposing_character_here(ad_scene):
    s = ad_scene()
    babs = s.put("AD156", BOB, B_PROBLEM)
    assert s.game().power(babs) == 0  # nobody here
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", BOB, B_PROBLEM)  # Bob's own: not opposing
    s.put("orange-3", ALICE, A_PROBLEM)  # not here
    assert s.game().power(babs) == 2 * 3


def test_AD159_dismisses_the_weakest_involved_friend_and_grows(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    weak = s.put("orange-1", ALICE, B_PROBLEM)
    tirek = s.put("AD159", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tirek, alice_flips=("orange-1",), bob_flips=("orange-1",)))
    assert "orange-1" in ids(game, Zone.DISCARD, ALICE) and weak not in game.state.play
    assert game.state.cards[tirek].counter("+1 power") == 1
    assert "Faceoff totals: Alice 4 (Orange 3 #5 3 + flipped Orange 1" in trace_text(game)


def test_AD161_defeated_may_pay_one_to_put_a_troublemaker_from_hand_here_face_up(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    vines = s.put("AD161", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, BOB, "tm-3")
    game = ad_scene.settle(challenge(s, vines, alice_flips=("orange-3",), tokens=(0, 1)))
    assert vines not in game.state.play and game.state.players[ALICE].points == 1
    new = in_play(game, "tm-3")
    assert new.area == B_PROBLEM and not new.face_down and new.controller == BOB
    assert game.state.players[BOB].tokens == 0


def test_AD165_the_challenger_draws_when_defeating_it_and_discards_when_losing(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    suri = s.put("AD165", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, suri, alice_flips=("orange-3", "orange-2")))
    assert suri not in game.state.play
    assert "Alice draws Orange 2" in trace_text(game)  # the challenger (ACTOR)
    s = ad_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    suri = s.put("AD165", BOB, B_PROBLEM)
    s.board.add(Zone.HAND, ALICE, "orange-2")
    game = ad_scene.settle(challenge(s, suri, alice_flips=("orange-1",)))
    assert suri in game.state.play  # Alice lost
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-2"]  # at random: her only card


def test_AD166_opposing_characters_at_its_problem_have_no_colours(ad_scene):
    s = ad_scene()
    s.put("AD166", BOB, B_PROBLEM)
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    away = s.put("orange-3", ALICE, A_PROBLEM)
    his = s.put("orange-3", BOB, B_PROBLEM)
    game = s.game()
    assert game._table.colours(mine) == ()
    assert game._table.colours(away) and game._table.colours(his)
    assert game.power(mine) == 3  # the power stays, colourless (611.3b)


def test_AD167_a_chosen_friend_here_is_not_sent_home_as_it_is_solved(ad_scene):
    s = with_problem(ad_scene, "AD167", owner=BOB)
    kept = s.put("orange-2", ALICE, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    bob_meets(s, "AD167")
    game = problem_faceoff(ad_scene, s, prefer=(kept,))
    text = trace_text(game)
    assert "is solved and replaced" in text
    assert game.state.cards[kept].area == B_PROBLEM  # at the Problem that replaced it
    assert "Orange 2 #5 is not sent home" in text
    assert text.count("is not sent home: it stays at") == 2  # Bob kept one of his Friends too


def test_AD168_characters_with_three_or_more_power_cant_contribute_to_confronting(ad_scene):
    s = with_problem(ad_scene, "AD168", owner=BOB)
    strong_at(s, B_PROBLEM)  # 3 Friends with 4 power each: none contributes
    check, why = confront_check(s.game()._table, B_PROBLEM, ALICE)
    assert check is not None and not check.met and "no contributing power" in why
    for _ in range(3):
        s.put("orange-2", ALICE, B_PROBLEM)  # 6 power from Friends with 2
    check, why = confront_check(s.game()._table, B_PROBLEM, ALICE)
    assert check is not None and check.met
    assert {c.power for c in check.contributions} == {2}


def test_AD173_the_draw_action_costs_one_more(ad_scene):
    s = with_problem(ad_scene, "AD173", owner=BOB)
    s.deck(ALICE, "orange-1")
    game = s.game(tokens=(2, 0))
    game.apply(DrawAction(ALICE))
    assert game.state.players[ALICE].tokens == 0
    assert "pays 2 to draw a card: 2 = printed 1 + 1 (Drained Dry" in trace_text(game)
    game = s.game(tokens=(1, 0))
    assert DrawAction(ALICE) not in game.legal_choices()


def test_AD176_a_character_moved_here_replaces_each_problem(ad_scene):
    s = with_problem(ad_scene, "AD176", owner=BOB)
    pony = s.put("orange-2", ALICE, A_HOME)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    s.board.add(Zone.PROBLEM_DECK, ALICE, "spare")
    game = ad_scene.settle(s.game())
    game.apply(MoveCharacter(ALICE, pony, B_PROBLEM))
    game = ad_scene.settle(game)
    problems = {c.card_id for c in game.state.in_play() if c.area in (A_PROBLEM, B_PROBLEM)}
    assert "spare" in problems and "AD176" not in problems and "easy" not in problems
    assert game.state.cards[pony].area == A_HOME  # sent home as it was replaced (613.2)


def test_AD177_a_player_with_two_characters_here_cant_move_or_play_more_here(ad_scene):
    s = with_problem(ad_scene, "AD177", owner=BOB)
    s.put("orange-1", ALICE, B_PROBLEM)
    walker = s.put("orange-2", ALICE, A_HOME)
    (friend,) = s.hand(ALICE, "orange-1")
    game = s.game()
    assert MoveCharacter(ALICE, walker, B_PROBLEM) in game.legal_choices()  # only one there
    s.put("orange-1", ALICE, B_PROBLEM)
    game = s.game()
    assert MoveCharacter(ALICE, walker, B_PROBLEM) not in game.legal_choices()
    assert "Flooding at Sweet Apple Acres" in game.why_not(MoveCharacter(ALICE, walker, B_PROBLEM))
    mane = s.board.mane[ALICE]
    assert MoveCharacter(ALICE, mane, B_PROBLEM) not in game.legal_choices()  # a character
    assert PlayCard(ALICE, friend, B_PROBLEM) not in game.legal_choices()
    assert PlayCard(ALICE, friend, A_PROBLEM) in game.legal_choices()
    assert MoveCharacter(BOB, s.board.mane[BOB], B_PROBLEM) not in game.legal_choices()  # turn
    s.put("orange-1", BOB, B_HOME)
    bob_game = s.game()
    assert bob_game is not None


def test_AD179_defeating_a_troublemaker_here_scores_one_fewer_point(ad_scene):
    s = with_problem(ad_scene, "AD179", owner=BOB)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)  # worth 2
    game = ad_scene.settle(challenge(s, tm, alice_flips=("orange-3",)))
    assert tm not in game.state.play and game.state.players[ALICE].points == 1
    assert "1 fewer by its Problem" in trace_text(game)


def test_AD181_no_more_than_two_of_a_players_characters_contribute_to_confronting(ad_scene):
    s = with_problem(ad_scene, "AD181", owner=BOB)
    for _ in range(3):
        s.put("orange-2", ALICE, B_PROBLEM)  # 6 power, but only 2 of them count: 4 < 5
    check, why = confront_check(s.game()._table, B_PROBLEM, ALICE)
    assert check is not None and not check.met and "no more than 2" in why
    s.put("orange-3", ALICE, B_PROBLEM)  # 3 + 2 = 5
    check, why = confront_check(s.game()._table, B_PROBLEM, ALICE)
    assert check is not None and check.met and len(check.contributions) == 2


def test_AD185_players_pay_one_more_to_play_a_troublemaker_here(ad_scene):
    s = with_problem(ad_scene, "AD185", owner=BOB)
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game(at="challenge", tokens=(2, 0))
    game.apply(PlayCard(ALICE, tm, B_PROBLEM))
    assert game.state.players[ALICE].tokens == 0  # 1 + 1 (609.2c, 705.2b)
    s = with_problem(ad_scene, "AD185", owner=BOB)
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game(at="challenge", tokens=(1, 0))
    assert PlayCard(ALICE, tm, B_PROBLEM) not in game.legal_choices()
    assert PlayCard(ALICE, tm, A_PROBLEM) in game.legal_choices()


def test_AD186_troublemakers_dont_prevent_confronting_it(ad_scene):
    s = with_problem(ad_scene, "AD186", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.put("tm-epic", BOB, B_PROBLEM)
    check, why = confront_check(s.game()._table, B_PROBLEM, ALICE)
    assert check is not None and check.met, why
    s = ad_scene()
    strong_at(s, B_PROBLEM)
    s.put("tm-2", BOB, B_PROBLEM)
    assert confront_check(s.game()._table, B_PROBLEM, ALICE)[0] is None  # 611.3e elsewhere


def test_AD189_the_player_with_most_power_here_tops_one_of_their_friends(ad_scene):
    s = with_problem(ad_scene, "AD189", owner=BOB)
    bob_meets(s, "AD189")
    game = problem_faceoff(ad_scene, s)
    text = trace_text(game)
    start = text.index("Problem faceoff at")
    assert "is put on top of its owner's deck (Tracking Tirek" in text[start:]
    assert any(
        game.state.cards[i].card_id == "V-OR-F540" for i in game.state.players[ALICE].deck
    )  # Alice has 12 here, Bob 8


def test_AD192_may_reveal_a_top_card_of_the_same_printed_power_to_turn_over(ad_scene):
    for top, turned in (("orange-2", True), ("orange-1", False)):
        s = ad_scene(mane=("AD192", "V-OR-M"))
        (friend,) = s.hand(ALICE, "orange-2")
        s.deck(ALICE, top)
        game = play(ad_scene, s.game(), friend, A_HOME)
        assert game.state.cards[s.board.mane[ALICE]].boosted is turned


def test_AD192_boosted_pays_two_at_the_score_phase_to_give_three_power(ad_scene):
    s = ad_scene(mane=(Mane("AD192", boosted=True), Mane()))
    discord = s.board.mane[ALICE]
    s.board.table.update(discord, area=B_PROBLEM)
    target = s.put("orange-2", ALICE, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad_scene.settle(s.game(at="score", tokens=(2, 0)), prefer=(target,))
    assert "Orange 2 #5 gets +3 power until the end of the turn" in trace_text(game)


def test_AD194_momentum_counters_give_power_in_faceoffs_and_run_out(ad_scene):
    s = ad_scene()
    (dash,) = s.hand(ALICE, "AD194")
    game = play(ad_scene, s.game(), dash, A_HOME)
    dash = in_play(game, "AD194").iid
    assert game.state.cards[dash].counter("Momentum") == 3
    assert game.power(dash) == ad_scene().pool["AD194"].power  # not in a faceoff
    s = ad_scene()
    dash = s.put("AD194", ALICE, B_PROBLEM, counters=(("Momentum", 2),))
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, alice_flips=("orange-1",)))
    power = ad_scene().pool["AD194"].power
    assert f"Rainbow Dash, Sonic Rainboom #5 {power + 4}" in trace_text(game)
    s = ad_scene()
    dash = s.put("AD194", ALICE, A_HOME, counters=(("Momentum", 1),))
    game = s.game()
    while game.state.turn_player == ALICE:
        game.apply(game.legal_choices()[0])
        ad_scene.settle(game)
    assert "AD194" in ids(game, Zone.DISCARD, ALICE)  # the last counter removed: retired


def test_AD195_the_exhausted_character_does_not_ready_while_applejack_is_in_play(ad_scene):
    s = ad_scene()
    theirs = s.put("orange-2", BOB, B_HOME)
    (aj,) = s.hand(ALICE, "AD195")
    game = play(ad_scene, s.game(), aj, A_HOME, prefer=(theirs,))
    assert game.state.cards[theirs].exhausted
    while game.state.turn_player == ALICE:  # to Bob's turn: his Ready Phase
        game.apply(game.legal_choices()[0])
        ad_scene.settle(game)
    assert game.state.cards[theirs].exhausted  # 603.1
    assert "no-ready" in str(game.state.effects)


def test_AD198_discards_a_card_of_the_same_type_to_gain_one(ad_scene):
    s = ad_scene()
    s.put("AD198", BOB, B_HOME)
    s.board.add(Zone.HAND, BOB, "orange-1", "resource-1")
    (friend,) = s.hand(ALICE, "orange-2")
    game = play(ad_scene, s.game(tokens=(10, 0)), friend, A_HOME)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]  # a Friend for a Friend
    assert game.state.players[BOB].tokens == 1
    s = ad_scene()
    s.put("AD198", BOB, B_HOME)
    s.board.add(Zone.HAND, BOB, "orange-1")
    (event,) = s.hand(ALICE, "event-main")
    game = play(ad_scene, s.game(tokens=(10, 0)), event)
    assert ids(game, Zone.DISCARD, BOB) == [] and game.state.players[BOB].tokens == 0
    s = ad_scene()  # a face-down Troublemaker: its type is known (306.1)
    s.put("AD198", BOB, B_HOME)
    s.board.add(Zone.HAND, BOB, "tm-3")
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game(at="challenge", tokens=(10, 0))
    game.apply(PlayCard(ALICE, tm, B_PROBLEM))
    ad_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["tm-3"] and game.state.players[BOB].tokens == 1


def test_AD199_cards_in_play_have_unique(ad_scene):
    s = ad_scene()
    s.put("AD199", BOB, B_HOME)
    s.put("orange-1", ALICE, A_HOME)
    (second,) = s.hand(ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, second, A_HOME))
    assert game.current_decision().kind is DecisionKind.UNIQUENESS  # 516.2
    s = ad_scene()
    s.put("orange-1", ALICE, A_HOME)
    (second,) = s.hand(ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, second, A_HOME))
    assert game.current_decision().kind is not DecisionKind.UNIQUENESS


def test_AD200_may_retire_itself_at_the_start_of_the_turn_to_skip_the_troublemaker_phase(ad_scene):
    s = ad_scene()
    s.put("AD200", ALICE, A_HOME)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    s.deck(ALICE, "orange-1")
    game = ad_scene.settle(s.game(at="start"))
    assert "AD200" in ids(game, Zone.DISCARD, ALICE)
    assert "The Troublemaker Phase is skipped" in trace_text(game)
    assert in_play(game, "tm-2").face_down  # not uncovered: no Troublemaker Phase (607.3)
    assert game.state.phase == "Main"
