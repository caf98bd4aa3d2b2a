"""Marks in Time scripts (MT110-MT143) and the families shared with Equestrian Odysseys and
High Magic (cost reductions, a power that can't change, "no Problems were confronted this
turn", "your first turn", playing cards from the discard pile): one scenario per card,
position -> choices -> result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    play,
    solving_bobs_problem,
    until,
    when_offered,
    with_problem,
)

from engine import Zone
from engine.cards import Colour
from engine.choices import (
    ChooseColour,
    DecisionKind,
    Decline,
    EndMainPhase,
    NameCard,
    PlayCard,
)
from engine.scenario import (
    A_HOME,
    A_PROBLEM,
    ALICE,
    B_HOME,
    B_PROBLEM,
    BOB,
    Mane,
    ids,
    trace_text,
)


def tokens(game, player: int = ALICE) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].tokens


# --- cost reductions (705.2b) ---------------------------------------------------------------
def test_MT110_wonderbolts_stadium_the_next_card_costs_one_less(later_scene):
    s = later_scene()
    stadium = s.put("MT110", ALICE, A_HOME)
    first, second = s.hand(ALICE, "orange-3", "orange-3")
    game = s.game(tokens=(10, 0))
    game = activate(later_scene, game, stadium)
    assert game.state.cards[stadium].exhausted
    game = play(later_scene, game, first, A_HOME)
    assert tokens(game) == 10 - 2  # 3 less 1 (705.2b)
    game = play(later_scene, game, second, A_HOME)
    assert tokens(game) == 8 - 3  # the reduction was spent on the first card


# --- Problems -------------------------------------------------------------------------------
def test_MT126_family_feud_the_opponent_discards_every_card_with_the_named_name(later_scene):
    s = later_scene()
    solving_bobs_problem(s, "MT126")
    s.board.add(Zone.HAND, ALICE, "EO21", "EO36", "EO21")
    game = s.game(at="score")
    game = until(game, lambda g: any(isinstance(c, NameCard) for c in g.legal_choices()))
    game.apply(NameCard(BOB, "EO21"))  # Family Feud's owner names (705.2f)
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["EO36"]
    assert ids(game, Zone.DISCARD, ALICE).count("EO21") == 2
    assert "Alice reveals their hand" in trace_text(game)


def _tokens_at_main(scene, problem: str, turn: int, player: int) -> int:  # type: ignore[no-untyped-def]
    """``player``'s action tokens as their Main Phase begins, in turn ``turn`` of a game Alice
    played first, ``problem`` their Problem."""
    s = with_problem(scene, problem, owner=player, turn=turn, turn_player=player)
    s.deck(player, "orange-1", "orange-1")
    game = s.game(at="start")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    return tokens(game, player)


def test_MT116_a_second_chance_gains_one_on_the_first_turn_of_the_second_player(later_scene):
    usual = _tokens_at_main(later_scene, "easy", 2, BOB)
    assert _tokens_at_main(later_scene, "MT116", 2, BOB) == usual + 1  # Bob's first turn
    # not a later turn of Bob's, nor the first turn of the player who played first (102.3)
    assert _tokens_at_main(later_scene, "MT116", 4, BOB) == usual
    assert _tokens_at_main(later_scene, "MT116", 1, ALICE) == usual


def _end_of_bobs_turn(scene, problem: str, confront: bool):  # type: ignore[no-untyped-def]
    """Bob's turn with Alice's Problem ``problem``, Bob confronting Alice's Problem or not."""
    s = with_problem(scene, problem, owner=ALICE, turn_player=BOB)
    if confront:
        for _ in range(3):
            s.put("V-OR-F540", BOB, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="score")
    return until(game, lambda g: g.state.turn_player == ALICE)


def test_MT119_blackmail_scores_when_no_problem_was_confronted_in_the_opponents_turn(
    later_scene,
):
    game = _end_of_bobs_turn(later_scene, "MT119", confront=False)
    assert game.state.players[ALICE].points == 1
    assert "Blackmail" in trace_text(game)
    game = _end_of_bobs_turn(later_scene, "MT119", confront=True)  # Bob confronted it
    assert game.state.players[ALICE].points == 0


def test_HM144_photo_finish_scores_when_no_problem_was_confronted(later_scene):
    s = later_scene(turn_player=BOB)
    s.put("HM144", ALICE, A_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = until(s.game(at="score"), lambda g: g.state.turn_player == ALICE)
    assert game.state.players[ALICE].points == 1
    # in her own turn, nothing (615.1: "each opponent's turn")
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert game.state.players[ALICE].points == 1


# --- Troublemakers --------------------------------------------------------------------------
def test_MT115_queen_chrysalis_takes_an_opposing_friend_for_the_faceoff(later_scene):
    s = later_scene()
    queen = s.put("MT115", BOB, B_PROBLEM)
    (ally,) = [s.put("orange-3", ALICE, B_PROBLEM)]
    game = challenge(s, queen)
    game = later_scene.settle(game, prefer=(ally,))
    assert "Queen Chrysalis" in trace_text(game)
    # Bob controlled Alice's Friend during the faceoff, and gave it back as it ended (513.2)
    assert "Bob gains control" in trace_text(game)
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards[ally].controller == ALICE


def test_MT115_no_trigger_for_a_faceoff_not_involving_it(later_scene):
    s = later_scene()
    s.put("MT115", BOB, A_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm))
    assert "gains control" not in trace_text(game)


# --- Problems with a challenge --------------------------------------------------------------
def test_MT121_changeling_clash_challenges_at_the_end_of_the_main_phase(later_scene):
    s = with_problem(later_scene, "MT121")
    tm = s.put("tm-2", BOB, A_PROBLEM)
    s.put("orange-3", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-3", "orange-3")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = later_scene.settle(game)
    assert "Alice challenges Timberwolf, Two" in trace_text(game)  # a challenge (608.4)
    assert "Troublemaker faceoff" in trace_text(game)
    assert tm not in game.state.play  # defeated (514.5a)
    assert game.state.players[ALICE].points == 1


def test_MT121_changeling_clash_may_decline(later_scene):
    s = with_problem(later_scene, "MT121")
    tm = s.put("tm-2", BOB, A_PROBLEM)
    s.put("orange-3", ALICE, A_PROBLEM)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game.apply(Decline(ALICE))  # "you may" (712.3)
    game = later_scene.settle(game)
    assert "Troublemaker faceoff" not in trace_text(game) and tm in game.state.play


# --- a power that can't change (507.1, 104.2) -------------------------------------------------
def test_MT120_blankest_flanks_friends_here_have_two_power(later_scene):
    s = with_problem(later_scene, "MT120")
    big = s.put("V-OR-F540", ALICE, A_PROBLEM)
    grown = s.put("orange-1", ALICE, A_PROBLEM, counters=(("+1 power", 2),))
    foe = s.put("orange-3", BOB, A_PROBLEM)
    away = s.put("orange-3", ALICE, B_PROBLEM)
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=A_PROBLEM)
    game = s.game()
    assert [game.power(i) for i in (big, grown, foe)] == [2, 2, 2]
    assert game.power(away) == 3  # not here
    assert game.power(mane) == 1  # a Mane Character is not a Friend


def test_EO217_starlight_glimmer_characters_here_have_two_power(later_scene):
    s = later_scene()
    glimmer = s.put("EO217", BOB, B_PROBLEM)
    big = s.put("V-OR-F540", ALICE, B_PROBLEM, counters=(("+1 power", 1),))
    small = s.put("orange-1", BOB, B_PROBLEM)
    away = s.put("V-OR-F540", ALICE, A_PROBLEM)
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    game = s.game()
    assert [game.power(i) for i in (big, small, mane)] == [2, 2, 2]  # its Mane too
    assert game.power(away) == game._table.pool["V-OR-F540"].power
    assert game.power(glimmer) == game._table.pool["EO217"].power  # not a character


def test_HM1_boosted_trixie_events_cost_one_less_until_the_end_of_the_faceoff(later_scene):
    s = later_scene(mane=("V-OR-M", Mane("HM1", boosted=True)))
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    first, second = s.hand(BOB, "event-faceoff", "event-faceoff")
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3, tokens=(0, 5))
    assert "every Event Bob plays until the end of the faceoff costs 1 less" in trace_text(game)
    game = when_offered(game, PlayCard(BOB, first))
    game = when_offered(game, PlayCard(BOB, second))
    assert tokens(game, BOB) == 5  # both played for 0: every Event, not the next one (705.2b)
    game = until(game, lambda g: g.state.faceoff is None)
    assert not [e for e in game.state.effects if e.player == BOB]  # it ended with the faceoff


def test_MT130_its_a_secret_the_first_friend_played_here_each_turn_costs_one_less(later_scene):
    s = with_problem(later_scene, "MT130")
    home_one, first, second = s.hand(ALICE, "orange-3", "orange-3", "orange-3")
    game = s.game(tokens=(10, 0))
    game = play(later_scene, game, home_one, A_HOME)
    assert tokens(game) == 7  # not to this Problem: full cost
    game = play(later_scene, game, first, A_PROBLEM)
    assert tokens(game) == 5  # the first Friend here this turn: 1 less (705.2b)
    assert "the first Friend played there this turn" in trace_text(game)
    game = play(later_scene, game, second, A_PROBLEM)
    assert tokens(game) == 2  # the second one: full cost


def test_MT130_its_a_secret_never_below_one(later_scene):
    s = with_problem(later_scene, "MT130")
    (cheap,) = s.hand(ALICE, "orange-1")
    game = play(later_scene, s.game(tokens=(1, 0)), cheap, A_PROBLEM)
    assert tokens(game) == 0 and game.state.players[ALICE].hand == []  # paid [1], not 0


def test_MT130_a_friend_that_costs_one_more_than_your_tokens_is_offered_there(later_scene):
    s = with_problem(later_scene, "MT130")
    (friend,) = s.hand(ALICE, "orange-3")
    game = s.game(tokens=(2, 0))
    assert PlayCard(ALICE, friend, A_PROBLEM) in game.legal_choices()
    assert PlayCard(ALICE, friend, B_PROBLEM) not in game.legal_choices()


def test_EO4_boosted_pinkie_pie_first_friend_to_her_problem_costs_one_less(later_scene):
    s = later_scene(mane=(Mane("EO4", boosted=True), "V-OR-M"))
    s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
    first, second, elsewhere = s.hand(ALICE, "orange-3", "orange-3", "orange-3")
    game = s.game(tokens=(10, 0))
    game = play(later_scene, game, elsewhere, A_PROBLEM)
    assert tokens(game) == 7  # not her Problem
    game = play(later_scene, game, first, B_PROBLEM)
    assert tokens(game) == 5
    game = play(later_scene, game, second, B_PROBLEM)
    assert tokens(game) == 2


def _tirek_turn(scene, counters: int):  # type: ignore[no-untyped-def]
    """Bob's turn begins with his Lord Tirek at his Problem with ``counters`` +1 power
    counters, a Friend of each player there; up to his Main Phase."""
    s = scene(turn_player=BOB)
    tirek = s.put("MT113", BOB, B_PROBLEM, counters=(("+1 power", counters),) if counters else ())
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    his = s.put("orange-1", BOB, B_PROBLEM)
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="start")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    return game, tirek, mine, his


def test_MT113_lord_tirek_at_three_counters_frightens_all_friends_here_and_is_epic(later_scene):
    game, tirek, mine, his = _tirek_turn(later_scene, 2)
    assert game.state.cards[tirek].counter("+1 power") == 3  # one more (519.4)
    table = game._table
    assert all(
        c.face_down
        for c in game.state.in_play()
        if c.card_id in ("orange-1", "orange-3") and c.area == B_PROBLEM
    )  # frightened, any player's (504.1)
    assert "Epic" in table.traits(tirek)


def test_MT113_lord_tirek_made_epic_breaks_uniqueness_with_another_troublemaker(
    later_scene, monkeypatch
):
    # At 3 counters Tirek is Epic: another Troublemaker at his Problem now violates uniqueness
    # (516.4a), found though no card moved (caches checked: found by --check-caches self-play)
    from engine.table import Table

    monkeypatch.setattr(Table, "check_caches", True)
    s = later_scene(turn_player=BOB)
    tirek = s.put("MT113", BOB, B_PROBLEM, counters=(("+1 power", 2),))
    other = s.put("tm-2", ALICE, B_PROBLEM)
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="start")
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    assert "Epic" in game._table.traits(tirek) and tirek in game.state.play
    assert other not in game.state.play  # the one that is not Epic goes (516.4b)


def test_MT113_lord_tirek_below_three_frightens_nothing(later_scene):
    game, tirek, mine, his = _tirek_turn(later_scene, 0)
    assert game.state.cards[tirek].counter("+1 power") == 1
    assert not game.state.cards[mine].face_down and not game.state.cards[his].face_down
    assert "Epic" not in game._table.traits(tirek)


def test_MT113_lord_tirek_past_three_frightens_nothing_more(later_scene):
    game, tirek, mine, his = _tirek_turn(later_scene, 3)  # 4 now: not exactly 3
    assert game.state.cards[tirek].counter("+1 power") == 4
    assert not game.state.cards[mine].face_down
    assert "Epic" in game._table.traits(tirek)


# --- playing cards from the discard pile (701.3) ---------------------------------------------
def in_discard(s, player: int, *card_ids: str) -> list[int]:  # type: ignore[no-untyped-def]
    """Cards into ``player``'s discard pile, with the colour power their play requirements
    need at their home (as ``Scene.hand`` does for cards in hand)."""
    for card_id in card_ids:
        for req in s.pool[card_id].play_requirements:
            for _ in range((req.amount + 2) // 3):
                s.board.play(s.SUPPLY[req.colour], player, A_HOME if player == ALICE else B_HOME)
    return s.board.add(Zone.DISCARD, player, *card_ids)


def test_HM74_hoity_toity_plays_friends_and_resources_from_the_discard_pile(later_scene):
    s = later_scene()
    s.put("HM74", ALICE, A_HOME)
    friend, resource, event = in_discard(s, ALICE, "orange-3", "MT110", "MT85")
    game = s.game(tokens=(10, 0))
    assert PlayCard(ALICE, event, A_HOME) not in game.legal_choices()  # an Event: no
    assert PlayCard(ALICE, event) not in game.legal_choices()
    game = play(later_scene, game, friend, A_PROBLEM)
    assert tokens(game) == 7  # its cost, as from the hand (609.2a)
    assert "from their discard pile" in trace_text(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["MT110", "MT85"]
    game = play(later_scene, game, resource, A_HOME)
    assert ids(game, Zone.DISCARD, ALICE) == ["MT85"]


def test_HM74_hoity_toity_cards_leaving_play_are_banished_instead(later_scene):
    s = later_scene()
    s.put("HM74", ALICE, A_HOME)
    lemon = s.put("MT52", ALICE, A_HOME)
    s.put("MT110", BOB, B_HOME)
    game = activate(later_scene, s.game(), lemon)  # retire Lemon Hearts to dismiss it
    assert ids(game, Zone.BANISHED, ALICE) == ["MT52"]  # not into her discard pile (710.1)
    assert ids(game, Zone.DISCARD, ALICE) == []
    assert ids(game, Zone.DISCARD, BOB) == ["MT110"]  # Bob's pile is not hers


def test_MT143_moondancer_plays_an_event_from_the_discard_pile_then_banishes_it(later_scene):
    s = later_scene()
    moondancer = s.put("MT143", ALICE, A_HOME)
    (event,) = in_discard(s, ALICE, "MT85")
    game = s.game(tokens=(10, 0))
    assert PlayCard(ALICE, event) not in game.legal_choices()  # not before her ability
    game = activate(later_scene, game, moondancer)
    assert game.state.cards[moondancer].exhausted
    assert PlayCard(ALICE, event) in game.legal_choices()
    before = len(game.state.in_play())
    game = play(later_scene, game, event)
    assert len(game.state.in_play()) == before + 1  # the Rock token (MT85)
    assert tokens(game) == 8
    assert ids(game, Zone.BANISHED, ALICE) == ["MT85"]  # banished, not discarded (304.2)
    assert ids(game, Zone.DISCARD, ALICE) == []


def test_MT143_moondancer_permission_ends_with_the_turn(later_scene):
    s = later_scene()
    moondancer = s.put("MT143", ALICE, A_HOME)
    (event,) = in_discard(s, ALICE, "MT85")
    game = activate(later_scene, s.game(tokens=(10, 0)), moondancer)
    game = until(game, lambda g: g.state.turn_player == BOB)
    game = until(game, lambda g: g.state.turn_player == ALICE)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    assert PlayCard(ALICE, event) not in game.legal_choices()


def test_MT63_rarity_is_played_from_the_discard_pile_during_a_faceoff_then_banished(
    later_scene,
):
    s = later_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (rarity,) = in_discard(s, ALICE, "MT63")
    game = s.game(tokens=(10, 0))
    assert not [c for c in game.legal_choices() if getattr(c, "card", None) == rarity]  # Main
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3, tokens=(10, 0))
    assert game.state.faceoff is not None
    game = when_offered(game, PlayCard(ALICE, rarity, B_PROBLEM))
    assert tokens(game) == 7
    game = until(game, lambda g: g.state.faceoff is None)
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, ALICE) == ["MT63"]  # at the end of the faceoff (514.6)
    assert "MT63" not in [c.card_id for c in game.state.in_play()]


# --- Mane Characters --------------------------------------------------------------------------
def test_MT135_boosted_starlight_glimmer_an_additional_ready_phase_before_the_end_phase(
    later_scene,
):
    s = later_scene(mane=("MT135", "V-OR-M"))
    mane = s.board.mane[ALICE]
    s.board.table.update(mane, area=B_PROBLEM)
    for _ in range(3):
        s.put("V-OR-F540", ALICE, B_PROBLEM)
    tired = s.put("orange-1", ALICE, A_HOME, exhausted=True)
    s.deck(ALICE, "orange-2", "orange-2")
    game = s.game(at="score", tokens=(0, 0))
    game = until(game, lambda g: g.state.turn_player == BOB)
    text = trace_text(game)
    assert "an additional Ready Phase comes before the End Phase" in text
    assert game.state.cards[mane].boosted
    assert not game.state.cards[tired].exhausted  # readied in that Ready Phase (603.1)
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]  # its Draw step (605.1)
    assert tokens(game) >= 2  # its Action step (604.1)
    # the Ready Phase came after the Score Phase, before the End Phase (601.3)
    assert (
        text.index("Alice confronts") < text.rindex("Ready step: Alice") < text.index("End of turn")
    )


def test_MT133_trading_traditions_the_mane_gets_the_colour_chosen_next_turn(later_scene):
    s = later_scene()
    solving_bobs_problem(s, "MT133")
    s.deck(BOB, "orange-1", "orange-1", "orange-1")
    game = s.game(at="score")
    mane = s.board.mane[BOB]
    game = until(game, lambda g: any(isinstance(c, ChooseColour) for c in g.legal_choices()))
    assert game.state.turn_player == BOB  # at the start of his next turn (601.2)
    game.apply(ChooseColour(BOB, Colour.PURPLE))
    game = later_scene.settle(game)
    assert set(game._table.colours(mane)) == {Colour.ORANGE, Colour.PURPLE}  # besides its own
    # it lasts while Trading Traditions remains in play (410.6)
    traditions = next(c.iid for c in game.state.in_play() if c.card_id == "MT133")
    game._table.put(traditions, Zone.DISCARD)
    assert set(game._table.colours(mane)) == {Colour.ORANGE}
