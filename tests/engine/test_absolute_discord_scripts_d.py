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


def test_AD203_turns_each_mane_character_over_played_or_flipped(ad_scene):
    s = ad_scene(mane=(Mane(), Mane(boosted=True)))
    (event,) = s.hand(ALICE, "AD203")
    game = play(ad_scene, s.game(), event)
    assert game.state.cards[s.board.mane[ALICE]].boosted
    assert not game.state.cards[s.board.mane[BOB]].boosted
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
