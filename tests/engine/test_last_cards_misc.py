"""The last manual cards of Leaders and Legends and Canterlot Nights (Dilemmas, confronting
with your Troublemakers, the Friends that entered play this turn, ...): one scenario per
card, position -> choices -> result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import activate, in_play, play, strong_at, until, with_problem

from engine import Zone
from engine.areas import dilemma_area
from engine.choices import (
    Accept,
    ActivateAbility,
    DecisionKind,
    Decline,
    DrawAction,
    PlayCard,
    Rally,
)
from engine.flow import confront_check
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.tokens import is_token


def dilemma(s, card_id: str, owner: int = ALICE):  # type: ignore[no-untyped-def]
    """A Dilemma in play at its own area (522.2), and that area."""
    iid = s.put(card_id, owner, None)
    return iid, dilemma_area(owner, iid)


def points(game, player: int = ALICE) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].points


# --- Dilemmas (522) -------------------------------------------------------------------------
def test_LL112_no_player_can_confront_the_dilemma(later_scene):
    s = later_scene()
    _, area = dilemma(s, "LL112", owner=BOB)
    strong_at(s, area)
    game = s.game()
    met, why = confront_check(game._table, area, ALICE)
    assert met is None and "says its Problem can't be confronted (104.2, 611.3)" in why
    assert "Overdue Library Book" in why
    _, bobs = dilemma(s, "LL112", owner=BOB)  # its controller can't either
    s.put("V-OR-F540", BOB, bobs)
    met, _ = confront_check(s.game()._table, bobs, BOB)
    assert met is None
    s = later_scene()  # the same confront at another Dilemma: met
    _, area = dilemma(s, "FF116", owner=BOB)
    strong_at(s, area)
    met, _ = confront_check(s.game()._table, area, ALICE)
    assert met is not None and met.met


def test_LL115_players_need_two_more_power_in_the_turn_of_its_controllers_opponent(later_scene):
    for turn_player, extra in ((ALICE, 2), (BOB, 0)):
        s = later_scene(turn_player=turn_player)
        _, area = dilemma(s, "LL115", owner=BOB)
        view = s.game()._table.view()
        assert view.confront_extra.get((area, ALICE), 0) == extra
        assert view.confront_extra.get((area, BOB), 0) == extra  # players: both
    s = later_scene()
    _, area = dilemma(s, "FF116", owner=BOB)
    assert s.game()._table.view().confront_extra.get((area, ALICE), 0) == 0


def test_LL116_puts_a_friend_of_cost_two_or_less_from_the_discard_pile_into_play_there(
    later_scene,
):
    s = later_scene()
    (summoning,) = s.hand(ALICE, "LL116")
    s.board.add(Zone.DISCARD, ALICE, "V-OR-F540", "orange-2")  # cost 4 (no choice), cost 2
    game = play(later_scene, s.game(), summoning)
    dilemma_iid = in_play(game, "LL116").iid
    friend = in_play(game, "orange-2")
    assert friend.area == dilemma_area(ALICE, dilemma_iid)
    assert ids(game, Zone.DISCARD, ALICE) == ["V-OR-F540"]
    assert "orange-2" not in ids(game, Zone.DISCARD, ALICE)


# --- Canterlot Nights -------------------------------------------------------------------------
def test_CN149_the_troublemaker_has_no_abilities_in_its_controllers_opponents_troublemaker_phase(
    later_scene,
):
    # Diamond Tiara (CG160): "This card has +1 power for each Foal character at its Problem"
    # (printed power 4), with Finish Line (PR9), a Foal, there. In the Challenge step Alice, with a
    # Friend there, is asked whether to challenge it, in her Troublemaker Phase (608)
    def tiara_power(at: str, soothed: bool) -> int:
        s = later_scene()
        tiara = s.put("CG160", BOB, B_PROBLEM)
        s.put("PR9", BOB, B_PROBLEM)
        s.put("orange-1", ALICE, B_PROBLEM)
        if soothed:
            s.put("CN149", ALICE, B_PROBLEM, attached_to=tiara)
        game = s.game(at=at)
        assert game.state.phase == ("Troublemaker" if at == "troublemaker" else "Main")
        return game.power(tiara)

    assert later_scene().pool["CG160"].power == 4
    assert tiara_power("troublemaker", soothed=False) == 5
    assert tiara_power("troublemaker", soothed=True) == 4  # Alice's Troublemaker Phase
    assert tiara_power("main", soothed=True) == 5


def test_CN149_a_lost_start_of_phase_trigger_does_not_fire(later_scene):
    # Parasprite Swarm (PR156): "At the start of your opponent's Troublemaker Phase, this card
    # permanently gets +1 power." (printed power 4)
    for soothed, power in ((False, 5), (True, 4)):
        s = later_scene()
        swarm = s.put("PR156", BOB, A_PROBLEM)
        if soothed:
            s.put("CN149", ALICE, A_PROBLEM, attached_to=swarm)
        game = later_scene.settle(s.game(at="troublemaker"))
        assert game.power(swarm) == power
        assert ("Parasprite Swarm #5 triggers" in trace_text(game)) is not soothed


def test_CN149_is_played_on_an_opponents_non_epic_troublemaker_only(later_scene):
    def hosts(foe: str, owner: int) -> set[int | None]:
        s = later_scene()
        (beast,) = s.hand(ALICE, "CN149")
        s.put(foe, owner, B_PROBLEM)
        game = s.game()
        return {c.on for c in game.legal_choices() if isinstance(c, PlayCard) and c.card == beast}

    assert len(hosts("tm-2", BOB)) == 1
    assert hosts("tm-epic", BOB) == set()  # Epic
    assert hosts("tm-2", ALICE) == set()  # her own


def test_CN183_dismisses_one_random_friend_that_was_here_as_it_was_solved(later_scene):
    # Bob's Problem is Out of Control; Alice (12 power) and Bob (two Friends) both confront
    # it: Alice wins the Problem faceoff, it is solved (613.1) and replaced (613.2)
    s = with_problem(later_scene, "CN183", owner=BOB)
    strong_at(s, B_PROBLEM)
    bobs = [s.put("V-PI-F330", BOB, B_PROBLEM), s.put("V-OR-F330", BOB, B_PROBLEM)]
    away = s.put("orange-2", ALICE, A_HOME)  # not at the Problem: never chosen
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="score"))
    text = trace_text(game)
    assert "Out of Control" in text and "triggers (when solved)" in text
    gone = len(ids(game, Zone.DISCARD, ALICE)) + len(ids(game, Zone.DISCARD, BOB))
    assert gone == 1  # one Friend of the five (705.2f), dismissed at home
    assert in_play(game, "orange-2").iid == away
    assert all(game.state.cards[b].area in (B_HOME, None) for b in bobs if b in game.state.play)


# --- Leaders and Legends ----------------------------------------------------------------------
def test_LL56_four_copies_in_play_each_count_the_three_others(later_scene):
    # more than 3 copies: only its deck rule allows them (104.1; the app's deck checker)
    s = later_scene()
    mine = [s.put("LL56", ALICE, A_HOME) for _ in range(4)]
    game = s.game()
    printed = game._table.pool["LL56"].power
    assert [game.power(c) for c in mine] == [printed + 3] * 4
    assert not set(mine) & set(game.not_automated())  # no text left to the judge


def test_LL81_the_third_friend_entering_play_this_turn_brings_a_token_copy(later_scene):
    s = later_scene()
    guard = s.put("LL81", ALICE, A_HOME)
    friends = s.hand(ALICE, "orange-1", "orange-1", "orange-1", "orange-1")
    game = s.game()
    for n, friend in enumerate(friends, start=1):
        game = play(later_scene, game, friend, A_HOME)
        tokens = [c for c in game.state.in_play() if is_token(c.card_id)]
        assert len(tokens) == (1 if n >= 3 else 0), n  # the third only; the copy was the 4th
    (token,) = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert game._table.name(token.iid).startswith("Pegasus Royal Guard")
    assert guard in game.state.play


def test_LL81_counts_friends_put_into_play_and_itself(later_scene):
    # LL81 played as the second Friend this turn, then Surprise Summoning (LL116) puts a
    # third into play from the discard pile (706.1d): it triggers
    s = later_scene()
    first, guard, summoning = s.hand(ALICE, "orange-1", "LL81", "LL116")
    s.board.add(Zone.DISCARD, ALICE, "orange-2")
    game = play(later_scene, s.game(), first, A_HOME)
    game = play(later_scene, game, guard, A_HOME)
    assert not [c for c in game.state.in_play() if is_token(c.card_id)]
    game = play(later_scene, game, summoning)
    assert len([c for c in game.state.in_play() if is_token(c.card_id)]) == 1


def test_LL143_you_need_less_power_by_your_strongest_troublemaker_there(later_scene):
    # Bob's Problem needs 4 wild power of Alice (pink-wild); she has a 1-power Friend and her
    # 3-power Troublemaker there: 4 - 3 = 1 is met (611.3)
    for played, scored in ((False, 0), (True, 1)):
        s = later_scene()
        s.board.table.update(s.board.problem[BOB], card_id="pink-wild")
        s.put("orange-1", ALICE, B_PROBLEM)
        s.put("tm-3", ALICE, B_PROBLEM)
        (friendship,) = s.hand(ALICE, "LL143")
        s.deck(ALICE, "orange-1", "orange-1")
        s.deck(BOB, "orange-1", "orange-1")
        game = s.game()
        if played:
            game = play(later_scene, game, friendship)
            met, why = confront_check(game._table, B_PROBLEM, ALICE)
            assert met is not None and met.met, why
            # X is per Problem: none of her Troublemakers at her own, its 1 wild stays
            assert confront_check(game._table, A_PROBLEM, ALICE)[0].requirements[0].amount == 1
        game = until(game, lambda g: g.state.turn_player == BOB)
        assert points(game) == scored


def test_LL143_your_epic_troublemaker_does_not_prevent_you(later_scene):
    # Alice's own face-up Epic Troublemaker (5 power) would keep her from confronting (611.3e)
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("tm-epic", ALICE, B_PROBLEM)
    (friendship,) = s.hand(ALICE, "LL143")
    game = s.game()
    met, why = confront_check(game._table, B_PROBLEM, ALICE)
    assert met is None and "Epic Troublemaker" in why
    game = play(later_scene, game, friendship)
    met, why = confront_check(game._table, B_PROBLEM, ALICE)
    assert met is not None and met.met, why
    assert "Troublemakers don't prevent them from confronting" in trace_text(game)
    # Bob's confronts are as before: the modifier is Alice's
    assert confront_check(game._table, B_PROBLEM, BOB)[0] is None


def test_LL143_an_opposing_troublemaker_still_prevents_you(later_scene):
    s = later_scene()
    strong_at(s, B_PROBLEM)
    s.put("tm-2", BOB, B_PROBLEM)
    (friendship,) = s.hand(ALICE, "LL143")
    game = play(later_scene, s.game(), friendship)
    met, why = confront_check(game._table, B_PROBLEM, ALICE)
    assert met is None and "opposing face-up Troublemaker" in why


def test_LL62_keeps_a_troublemaker_face_down_in_the_uncover_step(later_scene):
    for keep in (True, False):
        s = later_scene()
        s.put("LL62", ALICE, A_HOME)
        tm = s.put("tm-3", ALICE, B_PROBLEM, face_down=True)
        game = s.game(at="troublemaker")
        d = game.current_decision()
        assert d.kind is DecisionKind.REPLACEMENT and d.player == ALICE, d  # "you may"
        assert "would be uncovered; keep it face-down (Grogar" in d.prompt
        game.apply(Accept(ALICE) if keep else Decline(ALICE))
        game = later_scene.settle(game)
        assert game.state.cards[tm].face_down is keep
        if keep:  # not tried again this turn (607.2)
            assert game.current_decision().kind is DecisionKind.MAIN_PHASE
            assert "is not uncovered: it was replaced (710.1)" in trace_text(game)


def test_LL62_an_opponents_troublemakers_are_not_its_to_keep(later_scene):
    s = later_scene()
    s.put("LL62", BOB, B_HOME)  # Bob's Grogar; Alice's Troublemaker is uncovered
    tm = s.put("tm-3", ALICE, B_PROBLEM, face_down=True)
    game = later_scene.settle(s.game(at="troublemaker"), accept=True)
    assert not game.state.cards[tm].face_down


def test_LL62_keeps_a_troublemaker_face_down_when_an_effect_would_turn_it_face_up(later_scene):
    # Guard Geese (LL54): "Immediate: Retire this card to turn over a face-up or face-down
    # Troublemaker. (This does not cover or uncover it.)"
    s = later_scene()
    geese = s.put("LL54", ALICE, A_HOME)
    s.put("LL62", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM, face_down=True)
    game = s.game()
    game.apply(ActivateAbility(ALICE, geese, 0))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.REPLACEMENT)
    d = game.current_decision()
    assert d.player == BOB and "would be turned face-up; keep it face-down" in d.prompt
    game.apply(Accept(BOB))
    game = later_scene.settle(game)
    assert game.state.cards[tm].face_down and "LL54" in ids(game, Zone.DISCARD, ALICE)
    assert "is not turned face-up: it was replaced (710.1)" in trace_text(game)


def test_CN197_has_the_printed_power_of_the_top_card_of_its_controllers_deck(later_scene):
    s = later_scene()
    twilight = s.put("CN197", ALICE, A_HOME)
    s.deck(ALICE, "orange-3", "orange-1")  # orange-3 on top
    s.deck(BOB, "orange-1")
    game = s.game()
    assert game.power(twilight) == 3
    top = game.state.players[ALICE].deck[0]
    assert game.state.cards[top].revealed  # to every player (410.6)
    assert not game.state.cards[game.state.players[BOB].deck[0]].revealed  # "your deck"
    assert "is revealed (Twilight Sparkle" in trace_text(game)
    game.apply(DrawAction(ALICE))  # orange-1 is the top card now
    game = later_scene.settle(game)
    assert game.power(twilight) == 1
    assert game.state.cards[game.state.players[ALICE].deck[0]].revealed


def test_CN197_with_an_empty_deck_has_no_power(later_scene):
    s = later_scene()
    twilight = s.put("CN197", ALICE, A_HOME)
    assert s.game().power(twilight) == 0


def test_CN152_the_friend_it_frightened_cant_be_unfrightened_while_it_is_exhausted(later_scene):
    s = later_scene()
    tracks = s.put("CN152", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_HOME)  # at home: not a choice ("at a Problem")
    game = s.game(tokens=(5, 5))
    game.apply(ActivateAbility(ALICE, tracks, 0))
    game = later_scene.settle(game)
    assert game.state.players[ALICE].tokens == 4 and game.state.cards[tracks].exhausted
    (frightened,) = [c for c in game.state.in_play() if c.frightened]
    assert frightened.owner == BOB and frightened.iid != foe  # a new card (505.3)
    t = game._table
    from engine.abilities import can

    assert "Train Tracks" in can(t, "unfrighten", frightened, ALICE)
    assert "(104.2)" in can(t, "unfrighten", frightened, ALICE)
    # in Bob's turn, with Train Tracks still exhausted (Alice readies it in her Ready step)
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    rally = Rally(BOB, frightened.iid)
    assert rally not in game.legal_choices()
    assert "can't be unfrightened (104.2, 609.2e)" in game.why_not(rally)


def test_CN152_readied_it_no_longer_keeps_the_friend_frightened(later_scene):
    s = later_scene()
    tracks = s.put("CN152", ALICE, A_HOME)
    s.put("orange-2", BOB, B_PROBLEM)
    game = later_scene.settle(activate(later_scene, s.game(tokens=(5, 5)), tracks))
    (frightened,) = [c for c in game.state.in_play() if c.frightened]
    from engine.abilities import can, do

    do(game._table, "ready", tracks, ALICE, "a test readies it")
    assert can(game._table, "unfrighten", game.state.cards[frightened.iid], BOB) is None
    assert not [e for e in game.state.effects if e.kind == "cant-unfrighten"]  # ended (708.2)


def test_CN152_any_player_may_exhaust_two_of_their_characters_to_dismiss_it(later_scene):
    s = later_scene(turn_player=BOB)
    tracks = s.put("CN152", ALICE, A_HOME)
    mine = [s.put("orange-1", BOB, B_HOME), s.put("orange-2", BOB, B_HOME)]
    game = s.game()
    game.apply(ActivateAbility(BOB, tracks, 1, tuple(mine)))
    game = later_scene.settle(game)
    assert "CN152" in ids(game, Zone.DISCARD, ALICE)
    assert all(game.state.cards[c].exhausted for c in mine)


def test_CN127_friends_and_resources_play_from_the_discard_pile_this_phase(later_scene):
    s = later_scene()
    (old,) = s.hand(ALICE, "CN127")
    friend, charm, event = s.board.add(Zone.DISCARD, ALICE, "orange-1", "resource-1", "event-main")
    bobs = s.board.add(Zone.DISCARD, BOB, "orange-2")[0]
    game = s.game()
    assert PlayCard(ALICE, friend, A_HOME) not in game.legal_choices()
    game = play(later_scene, game, old)
    assert ids(game, Zone.BANISHED, ALICE) == ["CN127"]  # "Banish this card."
    lasting = [e for e in game.state.effects if e.player == ALICE]
    assert sorted((e.kind, e.until) for e in lasting) == [
        ("discard-banished", "phase"),
        ("play-from-discard", "phase"),
    ]
    legal = game.legal_choices()
    assert PlayCard(ALICE, friend, A_HOME) in legal  # as from the hand (609.2a)
    assert any(isinstance(c, PlayCard) and c.card == charm for c in legal)
    assert not any(isinstance(c, PlayCard) and c.card == event for c in legal)  # an Event
    assert not any(isinstance(c, PlayCard) and c.card == bobs for c in legal)  # Bob's pile
    game = play(later_scene, game, friend, A_HOME)
    assert in_play(game, "orange-1").area == A_HOME


def test_CN127_friends_and_resources_that_would_enter_your_discard_pile_are_banished(
    later_scene,
):
    s = later_scene()
    (old, discarded_event) = s.hand(ALICE, "CN127", "event-main")
    friend = s.put("orange-2", ALICE, A_HOME)
    foe = s.put("orange-3", BOB, B_HOME)
    game = play(later_scene, s.game(), old)
    t = game._table
    from engine.abilities import do

    do(t, "dismiss", friend, ALICE, "a test dismisses it")
    do(t, "dismiss", foe, ALICE, "a test dismisses it")
    t.put(discarded_event, Zone.DISCARD)
    assert ids(game, Zone.BANISHED, ALICE) == ["CN127", "orange-2"]
    assert ids(game, Zone.DISCARD, ALICE) == ["event-main"]  # an Event: not banished
    assert ids(game, Zone.DISCARD, BOB) == ["orange-3"]  # "your" discard pile only
    game = until(game, lambda g: g.state.turn_player == BOB)  # the phase is over
    assert not [
        e for e in game.state.effects if e.kind in ("discard-banished", "play-from-discard")
    ]


def shimmer_uncovered(later_scene, tokens: int = 5, hand=(), home=()):  # type: ignore[no-untyped-def]
    """Alice's face-down Sunset Shimmer (CN164) at Bob's Problem, where Bob has a Friend, is
    uncovered in her Uncover step (607.2); she pays [3] if she can and banishes that Friend to
    beneath it. The game at her Main Phase; Shimmer, the Friend, her hand (and ``home``)."""
    s = later_scene()
    at_home = [s.put(card_id, ALICE, A_HOME) for card_id in home]
    shimmer = s.put("CN164", ALICE, B_PROBLEM, face_down=True)
    friend = s.put("orange-2", BOB, B_PROBLEM)
    cards = s.hand(ALICE, *hand)
    game = later_scene.settle(s.game(at="troublemaker", tokens=(tokens, 0)))
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    return game, shimmer, friend, (*cards, *at_home)


def test_CN164_pays_three_to_banish_an_opposing_friend_beneath_it(later_scene):
    game, shimmer, friend, _ = shimmer_uncovered(later_scene)
    (beneath,) = game._table.beneath(shimmer)
    assert game.state.cards[beneath].card_id == "orange-2" and friend not in game.state.cards
    assert game.state.players[ALICE].tokens == 5 - 3
    assert shimmer in game.state.play


def test_CN164_is_dismissed_when_its_controller_does_not_pay(later_scene):
    game, shimmer, friend, _ = shimmer_uncovered(later_scene, tokens=0)
    assert shimmer not in game.state.play and "CN164" in ids(game, Zone.DISCARD, ALICE)
    assert game.state.cards[friend].area == B_PROBLEM  # nothing banished


def test_CN164_leaving_play_puts_the_cards_beneath_it_into_their_owners_hand(later_scene):
    # Sanctuary Construction (FF112): "When this card enters play, you may dismiss a
    # Troublemaker."
    game, shimmer, _, (sanctuary,) = shimmer_uncovered(later_scene, tokens=6, hand=("FF112",))
    game = play(later_scene, game, sanctuary, prefer=[shimmer])
    assert "CN164" in ids(game, Zone.DISCARD, ALICE)
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]
    assert ids(game, Zone.BANISHED, BOB) == []


def test_CN164_turned_face_down_puts_the_cards_beneath_it_into_their_owners_hand(later_scene):
    # Guard Geese (LL54): "Immediate: Retire this card to turn over a face-up or face-down
    # Troublemaker. (This does not cover or uncover it.)"
    game, shimmer, _, (geese,) = shimmer_uncovered(later_scene, home=("LL54",))
    game = activate(later_scene, game, geese)
    (face_down,) = [c for c in game.state.in_play() if c.card_id == "CN164"]
    assert face_down.face_down and face_down.iid != shimmer  # a new card (505.3)
    assert ids(game, Zone.HAND, BOB) == ["orange-2"]
    assert game._table.beneath(face_down.iid) == []
    assert "Sunset Shimmer" in trace_text(game) and "triggers (when turned-face-down)" in (
        trace_text(game)
    )
