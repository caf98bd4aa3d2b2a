"""Marks in Time scripts, MT68-MT108 and the families scripted with them (MT122, MT127,
MT137, MT140, HM80, EO95): one scenario per card, position -> choices -> result. Read each
test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    problem_faceoff_at_bobs_problem,
    strong_at,
    until,
    when_offered,
)

from engine import Zone
from engine.areas import dilemma_area
from engine.choices import ActivateAbility, ChooseOption, ConfrontAt, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text


def tokens_in_play(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if c.card_id.startswith("token:") and c.owner == player]


def mode(scene, game, event: int, words: str, **prefer):  # type: ignore[no-untyped-def]
    """Alice plays ``event`` and chooses its mode ``words`` ("Choose one:", 705.2f)."""
    game.apply(PlayCard(ALICE, event, None))
    game = when_offered(game, ChooseOption(ALICE, words))
    return scene.settle(game, **prefer)


def answer(scene, game, choice, prefer=()):  # type: ignore[no-untyped-def]
    """Answer the abilities' questions (yes to "may", ``prefer``ed cards first) until
    ``choice`` is offered; make it, then settle."""
    from engine.choices import Accept, DecisionKind, Decline, PassPriority

    for _ in range(50):
        options = game.legal_choices()
        if choice in options:
            game.apply(choice)
            return scene.settle(game, prefer=prefer)
        if game.current_decision().kind is DecisionKind.PRIORITY:
            game.apply(next(c for c in options if isinstance(c, PassPriority)))
            continue
        accept = [c for c in options if isinstance(c, Accept)]
        preferred = [c for c in options if getattr(c, "card", None) in prefer]
        plain = [c for c in options if not isinstance(c, Decline | ChooseOption)]
        game.apply((accept or preferred or plain or options)[0])
    raise AssertionError(f"{choice} was never offered: {game.why_not(choice)}")


def dilemma(s, card_id: str, owner: int = ALICE) -> tuple[int, object]:  # type: ignore[no-untyped-def]
    """A Dilemma in play at its own area (522.2), and that area."""
    iid = s.put(card_id, owner, None)
    return iid, dilemma_area(owner, iid)


# --- Friends --------------------------------------------------------------------------------
def test_MT73_spoiled_rich_gathers_opposing_characters_and_troublemakers(later_scene):
    s = later_scene()
    (rich,) = s.hand(ALICE, "MT73")
    foe_home = s.put("orange-1", BOB, B_HOME)
    foe_there = s.put("orange-2", BOB, B_PROBLEM)
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    hidden = s.put("tm-3", BOB, B_PROBLEM, face_down=True)
    game = play(later_scene, s.game(), rich, A_PROBLEM)
    cards = game.state.cards
    assert cards[foe_home].area == A_PROBLEM and cards[foe_there].area == A_PROBLEM
    assert cards[tm].area == A_PROBLEM  # a Troublemaker moves between Problems (506.4)
    assert cards[mine].area == B_PROBLEM  # only opposing characters
    assert cards[hidden].area == B_PROBLEM  # face-down: not "a Troublemaker" (505.2)
    # -1 power only during faceoffs (none now)
    assert game.power(foe_there) == 2
    # played at home: no Problem, nothing moves
    s = later_scene()
    (rich,) = s.hand(ALICE, "MT73")
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = play(later_scene, s.game(), rich, A_HOME)
    assert game.state.cards[foe].area == B_PROBLEM


def test_MT73_opposing_characters_here_have_less_power_during_faceoffs(later_scene):
    s = later_scene()
    s.put("MT73", ALICE, B_PROBLEM)
    away = s.put("orange-3", BOB, A_PROBLEM)
    game = problem_faceoff_at_bobs_problem(s, foe="orange-3")
    assert game.state.faceoff is not None
    foe = next(c.iid for c in game.state.in_play() if c.card_id == "orange-3" and c.iid != away)
    assert game.power(foe) == 2 and game.power(away) == 3  # here only


def test_MT140_wind_rider_moves_an_opposing_troublemaker_and_challenges_it(later_scene):
    s = later_scene()
    (rider,) = s.hand(ALICE, "MT140")
    s.put("orange-3", ALICE, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-3", "orange-3")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, rider, A_PROBLEM))
    game = answer(
        later_scene,
        game,
        ChooseOption(ALICE, "challenge that Troublemaker with all your characters at its Problem"),
    )
    text = trace_text(game)
    assert "Troublemaker faceoff" in text
    assert tm not in game.state.play  # defeated: 3 + 3 + flips beat 2 + 1 (514.5a)
    assert game.state.players[ALICE].points == 1


def test_MT140_wind_rider_may_move_without_challenging(later_scene):
    s = later_scene()
    (rider,) = s.hand(ALICE, "MT140")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, rider, A_HOME))
    game = answer(later_scene, game, ChooseOption(ALICE, "don't challenge it"))
    assert game.state.cards[tm].area == A_PROBLEM  # the only other Problem
    assert game.state.faceoff is None and "faceoff" not in trace_text(game).lower()


# --- Events ---------------------------------------------------------------------------------
def test_MT75_moves_up_to_three_critters_from_home_to_one_problem(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT75")
    critters = [s.put("critter-1", ALICE, A_HOME) for _ in range(4)]
    other = s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=(s.board.problem[BOB],))
    areas = [game.state.cards[c].area for c in critters]
    assert areas.count(B_PROBLEM) == 3 and areas.count(A_HOME) == 1
    assert game.state.cards[other].area == A_HOME  # not a Critter


def test_MT75_flipped_puts_a_critter_token_into_play(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("MT75",), ("orange-1",)))
    (critter,) = tokens_in_play(game)
    assert "Critter" in critter.card_id and game.power(critter.iid) == 1


def test_MT77_puts_two_counters_on_one_friend(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT77")
    friend = s.put("orange-1", ALICE, A_HOME)
    other = s.put("orange-2", ALICE, A_HOME)
    game = play(later_scene, s.game(), event, prefer=(friend,))
    assert game.state.cards[friend].counter("+1 power") == 2
    assert game.state.cards[other].counter("+1 power") == 0
    assert game.power(friend) == 3


def test_MT77_flipped_puts_one_counter(later_scene):
    s = later_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("MT77",), ("orange-1",)), prefer=(mine,))
    assert game.state.cards[mine].counter("+1 power") == 1


def test_MT84_looks_at_the_top_of_a_problem_deck(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT84")
    s.board.add(Zone.PROBLEM_DECK, BOB, "MT117", "MT123", "MT125")
    game = mode(
        later_scene, s.game(), event, "look at the top 2 cards of an opponent's Problem deck"
    )
    assert "looks at the top 2 cards of Bob's Problem deck" in trace_text(game)
    deck = [game.state.cards[i].card_id for i in game.state.players[BOB].problem_deck]
    assert sorted(deck) == ["MT117", "MT123", "MT125"]


def test_MT84_tokens_or_each_player_retires(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT84")
    game = mode(later_scene, s.game(), event, "put 2 1 [Kindness] Critter Friend tokens into play")
    assert len(tokens_in_play(game)) == 2
    s = later_scene()
    (event,) = s.hand(ALICE, "MT84")
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-2", BOB, B_HOME)
    s.put("orange-2", BOB, B_HOME)
    game = mode(later_scene, s.game(), event, "each player retires a Friend")
    discards = [[game.state.cards[i].card_id for i in p.discard] for p in game.state.players]
    assert sorted(discards[BOB]) == ["orange-2"]  # Bob retires one of his two
    assert len(discards[ALICE]) == 2 and "MT84" in discards[ALICE]  # the Event and a Friend


def test_MT90_a_friend_involved_gets_three_power_and_diligent_three(later_scene):
    s = later_scene()
    mine = s.put("orange-1", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "MT90")
    game = challenge(s, tm, ("orange-1",), ("orange-1",))
    game = when_offered(game, PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=(mine,))
    # 1 + 3 + a flipped 1 beats 2 + 1: she wins, and Diligent 3 puts three counters on it
    assert game.state.cards[mine].counter("+1 power") == 3
    assert game.state.faceoff is None
    assert game.power(mine) == 1 + 3  # the +3 ended with the faceoff (514.6)


def test_MT91_doubles_a_troublemaker_or_tops_a_weak_friend(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT91")
    tm = s.put("tm-3", ALICE, B_PROBLEM)
    # the only mode that can be done is taken without a question (705.2f)
    game = play(later_scene, s.game(), event)
    assert game.power(tm) == 6
    (lasting,) = [e for e in game.state.effects if e.kind == "power"]
    assert lasting.until == "your-next-turn" and lasting.amount == 3  # as it resolved (708.2)
    s = later_scene()
    (event,) = s.hand(ALICE, "MT91")
    weak = s.put("orange-2", BOB, B_PROBLEM)
    strong = s.put("orange-3", BOB, B_PROBLEM)
    game = mode(
        later_scene,
        s.game(),
        event,
        "put an opposing Friend with 2 or less power on top of its owner's deck",
        prefer=(strong, weak),
    )
    assert weak not in game.state.play and strong in game.state.play
    top = game.state.players[BOB].deck[0]
    assert game.state.cards[top].card_id == "orange-2"


def test_MT91_returns_an_event_from_the_discard_pile(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT91")
    s.board.add(Zone.DISCARD, ALICE, "MT76")
    game = mode(later_scene, s.game(), event, "put an Event from your discard pile into your hand")
    hand = [game.state.cards[i].card_id for i in game.state.players[ALICE].hand]
    assert hand == ["MT76"]


def test_MT94_challenges_with_one_character(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT94")
    hero = s.put("orange-3", ALICE, A_HOME)
    s.put("orange-1", ALICE, B_PROBLEM)  # at the Problem, but not the one chosen
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-3")
    s.deck(BOB, "orange-1")
    game = mode(
        later_scene,
        s.game(),
        event,
        "challenge an opposing Troublemaker with one of your characters",
        prefer=(hero,),
    )
    text = trace_text(game)
    assert "514.2a.i" in text and tm not in game.state.play


def test_MT94_moves_the_mane_with_two_more_power_or_draws_and_discards(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT94")
    mane = s.board.mane[ALICE]
    game = s.game()
    printed = game.power(mane)
    game = mode(
        later_scene,
        game,
        event,
        "move your Mane Character and it gets +2 power until the end of the turn",
        prefer=(B_PROBLEM,),
    )
    assert game.state.cards[mane].area == B_PROBLEM and game.power(mane) == printed + 2
    s = later_scene()
    (event,) = s.hand(ALICE, "MT94")
    s.hand(ALICE, "orange-1")
    s.deck(ALICE, "pink-2", "pink-2", "pink-2", "orange-2")
    game = mode(later_scene, s.game(), event, "draw 3 cards then discard 3 cards")
    assert len(game.state.players[ALICE].hand) == 1
    assert len(game.state.players[ALICE].discard) == 1 + 3


def test_MT99_fernando_draws_and_goes_back_on_top_as_a_faceoff_starts(later_scene):
    s = later_scene()
    (fernando,) = s.hand(ALICE, "MT99")
    s.deck(ALICE, "pink-2", "orange-1", "orange-1")
    game = play(later_scene, s.game(), fernando, A_HOME)
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].hand] == ["pink-2"]
    s = later_scene()
    s.put("MT99", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    assert not any(c.card_id == "MT99" for c in game.state.in_play())
    assert "MT99" in [game.state.cards[i].card_id for i in game.state.players[ALICE].deck]


def test_MT99_flipped_an_opponent_retires_an_involved_friend(later_scene):
    s = later_scene()
    s.deck(ALICE, "MT99")
    game = problem_faceoff_at_bobs_problem(s, foe="orange-2")
    foe = in_play(game, "orange-2").iid
    game = later_scene.settle(game)
    assert "Fernando" in trace_text(game)
    assert foe not in game.state.play
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].discard][-1:] == [
        "orange-2"
    ]


# --- Resources ------------------------------------------------------------------------------
def test_MT95_alicorn_amulet_makes_a_troublemaker_epic_stronger_and_movable(later_scene):
    s = later_scene()
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    (amulet,) = s.hand(ALICE, "MT95")
    mine = s.put("orange-3", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, amulet, B_PROBLEM, on=tm))
    game = later_scene.settle(game)
    amulet = in_play(game, "MT95").iid
    assert game.power(tm) == 5 and "Epic" in game._table.traits(tm)
    game.apply(ActivateAbility(ALICE, amulet, 3))  # its fourth paragraph (703.1)
    game = later_scene.settle(game)
    assert game.state.cards[tm].area == A_PROBLEM
    assert game.state.cards[amulet].area == A_PROBLEM  # with its host (509.3)
    del mine


# --- Dilemmas (522): "this Problem" is the Dilemma itself --------------------------------------
def test_MT101_confronting_puts_a_critter_token_at_each_problem(later_scene):
    s = later_scene()
    _, area = dilemma(s, "MT101")
    strong_at(s, area, 2)
    game = later_scene.settle(s.game(at="score"))
    assert "Alice confronts Dilemma Industrial Revolution" in trace_text(game)
    critters = tokens_in_play(game)
    assert sorted(str(c.area) for c in critters) == sorted(
        str(x) for x in (A_PROBLEM, B_PROBLEM, area)
    )


def test_MT107_confronting_puts_a_counter_on_each_friend_at_a_chosen_problem(later_scene):
    s = later_scene()
    _, area = dilemma(s, "MT107")
    strong_at(s, area, 2)
    there = [s.put("orange-1", ALICE, B_PROBLEM) for _ in range(2)]
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = s.game(at="score")
    game.apply(ConfrontAt(ALICE, area))  # the Dilemma first (610.1)
    game = later_scene.settle(game, prefer=(s.board.problem[BOB],))
    assert all(game.state.cards[i].counter("+1 power") == 1 for i in there)
    assert game.state.cards[foe].counter("+1 power") == 0


def test_MT108_confronting_may_frighten_a_friend(later_scene):
    s = later_scene()
    _, area = dilemma(s, "MT108")
    strong_at(s, area, 2)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = later_scene.settle(s.game(at="score"), prefer=(foe,))
    assert "Alice confronts Dilemma Tirek's Reign of Terror" in trace_text(game)
    assert foe not in game.state.play  # frightened: face-down, a new card (505.3)
    (scared,) = [c for c in game.state.in_play() if c.controller == BOB and c.frightened]
    assert scared.area == B_PROBLEM


# --- Problems -------------------------------------------------------------------------------
def test_MT122_desperate_times_both_flip_one_more_in_troublemaker_faceoffs_there(later_scene):
    s = later_scene()
    s.board.table.update(s.board.problem[BOB], card_id="MT122")
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-1"), ("orange-1", "orange-1")))
    text = trace_text(game)
    assert text.count("Alice flips") == 2 and text.count("Bob flips") == 2


def test_MT127_feeding_the_front_line_flips_one_more_for_the_starter(later_scene):
    s = later_scene()
    s.board.table.update(s.board.problem[ALICE], card_id="MT127")
    s.put("orange-3", ALICE, A_PROBLEM)
    tm = s.put("tm-2", BOB, A_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-1"), ("orange-1", "orange-1")))
    text = trace_text(game)
    assert text.count("Alice flips") == 2 and text.count("Bob flips") == 1
    # at Bob's Problem ... Alice's Problem card does not trigger when Bob's is the one
    s = later_scene()
    s.board.table.update(s.board.problem[BOB], card_id="MT127")
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1", "orange-1"), ("orange-1", "orange-1")))
    assert trace_text(game).count("Alice flips") == 1  # "you" is Bob there (513.5)


# --- lasting rule changes (708.2) ------------------------------------------------------------
def confronted(game) -> str:  # type: ignore[no-untyped-def]
    """The Score Phase played through: the trace lines of Alice's confronts (611.3)."""
    game = until(game, lambda g: g.state.turn_player == BOB)
    return "\n".join(x for x in trace_text(game).splitlines() if x.startswith("Alice confronts"))


def test_MT68_discord_retires_a_friend_so_a_troublemaker_here_does_not_stop_her(later_scene):
    for activate_it in (False, True):
        s = later_scene()
        discord = s.put("MT68", ALICE, B_PROBLEM)
        fodder = s.put("orange-1", ALICE, A_HOME)
        strong_at(s, B_PROBLEM, 1)
        s.put("tm-2", BOB, B_PROBLEM)
        s.put("tm-2", BOB, A_PROBLEM)  # another Troublemaker, not chosen
        strong_at(s, A_PROBLEM, 1)
        game = s.game()
        if activate_it:
            game.apply(ActivateAbility(ALICE, discord, 0, using=(fodder,)))
            game = later_scene.settle(game)
            assert fodder not in game.state.play  # retired to pay (410.2)
        text = confronted(game)
        assert ("[problem:1]" in text) is activate_it  # Bob's Troublemaker stops her otherwise
        assert "[problem:0]" not in text  # the other one still does (611.3e)


def test_MT87_repulsor_blast_lets_her_confront_past_troublemakers_this_turn(later_scene):
    for play_it in (False, True):
        s = later_scene()
        (blast,) = s.hand(ALICE, "MT87")
        strong_at(s, B_PROBLEM, 1)
        s.put("tm-2", BOB, B_PROBLEM)  # an opposing one
        strong_at(s, A_PROBLEM, 1)
        s.put("tm-epic", ALICE, A_PROBLEM)  # her own Epic one (611.3e)
        game = s.game()
        if play_it:
            game = play(later_scene, game, blast)
        text = confronted(game)
        assert ("[problem:1]" in text) is play_it and ("[problem:0]" in text) is play_it
    # it lasts until the end of the turn only (616.4)
    assert not [e for e in game.state.effects if e.kind == "ignore-troublemakers"]


def test_MT88_sisterhood_flips_an_additional_card_until_her_next_turn(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT88")
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)  # a Problem faceoff there (612.2)
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1", "orange-1")
    game = mode(
        later_scene,
        s.game(),
        event,
        "flip an additional card during faceoffs until the start of your next turn",
    )
    game = until(game, lambda g: "Faceoff totals" in trace_text(g))
    text = trace_text(game)
    assert text.count("Alice flips Orange") == 2 and text.count("Bob flips Orange") == 1
    assert "Sisterhood makes Alice flip 1 more" in text
    (lasting,) = [e for e in game.state.effects if e.kind == "extra-flips"]
    assert lasting.until == "your-next-turn" and lasting.player == ALICE


def test_MT88_sisterhood_moves_or_makes_an_opponent_discard_a_named_type(later_scene):
    from engine.choices import NameCard

    s = later_scene()
    (event,) = s.hand(ALICE, "MT88")
    s.hand(BOB, "orange-1", "MT76")
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    words = "name a card type and an opponent reveals their hand and discards a card with that type"
    game = when_offered(game, ChooseOption(ALICE, words))
    game.apply(NameCard(ALICE, "Event"))
    game = later_scene.settle(game)
    discard = [game.state.cards[i].card_id for i in game.state.players[BOB].discard]
    assert discard == ["MT76"]  # the Event, not the Friend
    s = later_scene()
    (event,) = s.hand(ALICE, "MT88")
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = mode(later_scene, s.game(), event, "move an opposing character", prefer=(foe,))
    assert game.state.cards[foe].area != B_PROBLEM


def test_MT92_the_vote_stops_opponents_events_this_turn(later_scene):
    s = later_scene()
    (vote,) = s.hand(ALICE, "MT92")
    (cheer,) = s.hand(BOB, "event-faceoff")
    s.put("orange-1", BOB, B_PROBLEM)
    game = mode(later_scene, s.game(), vote, "opponents can't play Events this turn")
    why = game.why_not(PlayCard(BOB, cheer, None))
    assert why is not None and "The Vote forbids Events (708.2, 104.2)" in why
    (lasting,) = [e for e in game.state.effects if e.kind == "cant-play-events"]
    assert lasting.player == BOB and lasting.until == "turn"


def test_MT92_the_vote_frightens_or_scores_when_behind(later_scene):
    s = later_scene()
    (vote,) = s.hand(ALICE, "MT92")
    game = mode(
        later_scene,
        s.game(points=(0, 2)),
        vote,
        "if you have fewer points than an opponent score a point",
    )
    assert game.state.players[ALICE].points == 1
    s = later_scene()
    (vote,) = s.hand(ALICE, "MT92")
    s.put("orange-1", BOB, B_PROBLEM)
    game = mode(later_scene, s.game(points=(2, 0)), vote, "frighten an opposing Friend")
    assert game.state.players[ALICE].points == 2  # the frighten mode scores nothing
    assert any(c.frightened and c.controller == BOB for c in game.state.in_play())


# --- Troublemakers put into play by effects (306.1, 706.1d) ----------------------------------
def troublemakers(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [
        c
        for c in game.state.in_play()
        if c.controller == player and c.card_id in ("tm-2", "tm-3", "tm-epic")
    ]


def test_MT105_nightmare_scenario_puts_a_troublemaker_from_hand_into_play_face_up(later_scene):
    s = later_scene()
    (scenario,) = s.hand(ALICE, "MT105")
    s.hand(ALICE, "tm-3")
    game = s.game()
    game.apply(PlayCard(ALICE, scenario, None))
    game = later_scene.settle(game, prefer=(s.board.problem[BOB],))
    (tm,) = troublemakers(game)
    assert tm.area == B_PROBLEM and not tm.face_down
    assert game.state.players[ALICE].hand == []
    assert "is put into play at Problem Easy [problem:1]" in trace_text(game)
    # no Troublemaker in hand: nothing asked, nothing put
    s = later_scene()
    (scenario,) = s.hand(ALICE, "MT105")
    game = play(later_scene, s.game(), scenario)
    assert troublemakers(game) == [] and "Nightmare Scenario #" in trace_text(game)
    assert f"Nightmare Scenario #{scenario} triggers" not in trace_text(game)  # its "if"


def test_HM80_twinkleshine_retires_to_put_a_troublemaker_at_her_problem(later_scene):
    s = later_scene()
    twinkle = s.put("HM80", ALICE, B_PROBLEM)
    s.hand(ALICE, "tm-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, twinkle, 0))
    game = later_scene.settle(game)
    assert twinkle not in game.state.play  # retired to pay (410.2)
    (tm,) = troublemakers(game)
    assert tm.area == B_PROBLEM and not tm.face_down
    # at home she has no Problem: the Troublemaker stays in hand (306.1)
    s = later_scene()
    twinkle = s.put("HM80", ALICE, A_HOME)
    (held,) = s.hand(ALICE, "tm-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, twinkle, 0))
    game = later_scene.settle(game)
    assert troublemakers(game) == [] and game.state.players[ALICE].hand == [held]
    assert "Troublemakers enter play at a Problem (306.1)" in trace_text(game)


def test_EO95_twilight_searches_for_a_troublemaker_and_puts_it_into_play(later_scene):
    s = later_scene()
    (twilight,) = s.hand(ALICE, "EO95")
    s.deck(ALICE, "orange-1", "tm-3", "orange-2")
    game = s.game()
    game.apply(PlayCard(ALICE, twilight, A_HOME))
    game = later_scene.settle(game, prefer=(s.board.problem[BOB],))
    (tm,) = troublemakers(game)
    assert tm.area == B_PROBLEM and not tm.face_down
    deck = [game.state.cards[i].card_id for i in game.state.players[ALICE].deck]
    assert sorted(deck) == ["orange-1", "orange-2"]  # the rest shuffled (518.2)


# --- the rest of the range -------------------------------------------------------------------
def test_MT74_the_smooze_is_the_named_colour_then_becomes_another_each_turn(later_scene):
    from engine.cards import Colour
    from engine.choices import ChooseColour

    s = later_scene()
    (smooze,) = s.hand(ALICE, "MT74")
    game = s.game()
    game.apply(PlayCard(ALICE, smooze, A_HOME))
    game = answer(later_scene, game, ChooseColour(ALICE, Colour.PINK))
    smooze = in_play(game, "MT74").iid
    assert game.colours(smooze) == (Colour.PINK,)  # printed colourless (203.1)
    s = later_scene()
    smooze = s.put("MT74", ALICE, A_HOME, chosen=("pink",))
    game = s.game(at="start")  # her turn starts: "choose a color" (601.3)
    game = answer(later_scene, game, ChooseColour(ALICE, Colour.BLUE))
    assert game.colours(smooze) == (Colour.BLUE,)  # the pink is lost
    assert "loses its colours and becomes blue" in trace_text(game)


def test_MT74_copied_by_queen_chrysalis_changes_her_colour_not_what_she_copies(later_scene):
    # AD202 has the printed abilities of The Smooze (chosen as she entered, 706.1a): its
    # "becomes that color" changes her colour and keeps the card she copies (found by
    # whole-pool self-play)
    from engine.cards import Colour
    from engine.choices import ChooseColour

    s = later_scene()
    queen = s.put("AD202", ALICE, A_HOME, chosen=("MT74",))
    game = s.game(at="start")  # her turn starts: the copied "choose a color" (601.3)
    game = answer(later_scene, game, ChooseColour(ALICE, Colour.BLUE))
    assert game.state.cards[queen].chosen == ("MT74", "blue")
    assert Colour.BLUE in game.colours(queen)
    assert "loses its colours and becomes blue" in trace_text(game)


def test_MT80_ever_vigilant_moves_a_different_character_to_each_problem(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT80")
    first = s.put("orange-1", ALICE, A_HOME)
    second = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=(first, second))
    cards = game.state.cards
    assert cards[first].area == A_PROBLEM and cards[second].area == B_PROBLEM
    assert cards[s.board.mane[ALICE]].area == A_HOME
    # one already at a Problem can go to the other only (506.2)
    s = later_scene()
    (event,) = s.hand(ALICE, "MT80")
    there = s.put("orange-1", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, event, None))
    game = later_scene.settle(game, prefer=(there,))
    assert game.state.cards[there].area == B_PROBLEM  # then the Mane to her Problem
    assert game.state.cards[s.board.mane[ALICE]].area == A_PROBLEM


def test_MT80_flipped_moves_one_character_to_a_problem(later_scene):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    waiting = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("MT80",), ("orange-1",)), prefer=(waiting,))
    assert game.state.cards[waiting].area != A_HOME


def test_MT83_magical_misfire_banishes_a_discard_pile_then_draws(later_scene):
    s = later_scene()
    (event,) = s.hand(ALICE, "MT83")
    s.board.add(Zone.DISCARD, ALICE, "orange-1", "orange-2")
    s.board.add(Zone.DISCARD, BOB, "pink-2", "orange-3")
    s.deck(ALICE, "blue-2")
    game = mode(later_scene, s.game(), event, "banish all cards in an opponent's discard pile")
    bob, alice = game.state.players[BOB], game.state.players[ALICE]
    assert bob.discard == [] and len(bob.banished) == 2
    assert len(alice.discard) == 2 + 1  # hers stay; the Event joins them
    assert [game.state.cards[i].card_id for i in alice.hand] == ["blue-2"]


def test_MT102_confronting_puts_an_opponents_discarded_friend_into_play_as_hers(later_scene):
    s = later_scene()
    _, area = dilemma(s, "MT102")
    strong_at(s, area, 2)
    s.board.add(Zone.DISCARD, BOB, "orange-2")
    game = later_scene.settle(s.game(at="score"))
    (changeling,) = [c for c in game.state.in_play() if c.card_id == "orange-2"]
    assert changeling.owner == BOB and changeling.controller == ALICE
    assert changeling.area == A_HOME and game.state.players[BOB].discard == []


def test_MT103_confronting_may_replace_another_problem(later_scene):
    s = later_scene()
    jest, area = dilemma(s, "MT103")
    strong_at(s, area, 2)
    s.board.add(Zone.PROBLEM_DECK, BOB, "MT123")
    bobs = s.board.problem[BOB]
    game = later_scene.settle(s.game(at="score"), prefer=(bobs,))
    assert bobs not in game.state.play and jest in game.state.play
    problem = game._table.problem_at(B_PROBLEM)
    assert problem is not None and problem.card_id == "MT123"  # the next from his deck (613.2)


def test_MT137_cheese_sandwich_looks_at_a_problem_deck_top_and_may_bottom_it(later_scene):
    from engine.choices import PlaceCard

    s = later_scene()
    (cheese,) = s.hand(ALICE, "MT137")
    top, _ = s.board.add(Zone.PROBLEM_DECK, BOB, "MT117", "MT123")
    game = s.game()
    game.apply(PlayCard(ALICE, cheese, A_HOME))
    game = when_offered(
        game, ChooseOption(ALICE, "look at the top card of an opponent's Problem deck")
    )
    assert PlaceCard(ALICE, top, bottom=True) in game.legal_choices()
    game.apply(PlaceCard(ALICE, top, bottom=True))
    game = later_scene.settle(game)
    deck = [game.state.cards[i].card_id for i in game.state.players[BOB].problem_deck]
    assert deck == ["MT123", "MT117"]  # put on the bottom
    assert "looks at the top 1 card of Bob's Problem deck" in trace_text(game)
    # the Cutie Mark action (glossary): pay [2]
    cheese = in_play(game, "MT137").iid
    game = activate(later_scene, game, cheese, 1)
    assert game.state.cards[cheese].counter("cutie marked") == 1


def test_MT104_magic_arena_banishes_on_a_right_guess_else_gains_three(later_scene):
    for number, guess, right in (
        ("3", "it matches", True),
        ("2", "it matches", False),
        ("2", "it does not match", True),
    ):
        s = later_scene()
        arena = s.put("MT104", ALICE, A_HOME)
        (top,) = s.deck(ALICE, "orange-3")
        game = s.game(tokens=(5, 0))
        game.apply(ActivateAbility(ALICE, arena, 0))
        game = when_offered(game, ChooseOption(ALICE, number))
        assert ChooseOption(BOB, guess) in game.legal_choices()  # the opponent guesses
        game.apply(ChooseOption(BOB, guess))
        game = later_scene.settle(game)
        alice = game.state.players[ALICE]
        assert game.state.cards[arena].exhausted
        if right:  # banished; no tokens beyond the [1] paid
            assert alice.deck == [] and len(alice.banished) == 1 and alice.tokens == 4
        else:  # it stays on top, revealed (410.6), and she gains [3]
            assert alice.deck == [top] and alice.tokens == 4 + 3
        assert "guessed " + ("right" if right else "wrong") in trace_text(game)


def test_MT96_flipped_costume_goes_into_play_on_her_friend_as_the_faceoff_ends(later_scene):
    s = later_scene()
    hero = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("MT96", "orange-1"), ("orange-1",)), prefer=(hero,))
    (costume,) = [c for c in game.state.in_play() if c.card_id == "MT96"]
    assert costume.attached_to == hero and costume.area == B_PROBLEM
    assert game.power(hero) == 3 + 1  # an Accessory attached to it: itself
    assert "MT96" not in [game.state.cards[i].card_id for i in game.state.players[ALICE].deck]
    assert any(  # from the flip zone, as the faceoff ends (514.6)
        x.strip().startswith("Bedazzling Costume #") and "triggers (when faceoff-ending" in x
        for x in trace_text(game).splitlines()
    )


def test_MT96_played_on_a_friend_counts_each_accessory_on_it(later_scene):
    s = later_scene()
    friend = s.put("orange-2", ALICE, A_HOME)
    other = s.put("orange-2", ALICE, A_HOME)
    s.put("MT96", ALICE, A_HOME, attached_to=friend)
    s.put("MT98", ALICE, A_HOME, attached_to=friend)  # Detective Duds: +3, an Accessory
    s.put("MT98", ALICE, A_HOME, attached_to=other)  # on another Friend: not counted
    game = s.game()
    assert game.power(friend) == 2 + 3 + 2  # both Accessories on it
    assert game.power(other) == 2 + 3
