"""Friends Forever scripts, FF81-FF141: one scenario per card, position -> choices -> result.
Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    in_play,
    play,
    strong_at,
    until,
    when_offered,
    with_problem,
)

from engine import Zone
from engine.cards import Colour
from engine.choices import (
    ActivateAbility,
    Challenge,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
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

CHANGELING = "FF32"  # a Changeling Friend with no text, power 3
UNICORN = "V-DUO0"  # a Unicorn Friend, [Loyalty] and [Honesty], power 3
PEGASUS = "PR20"  # a Pegasus Friend, power 1
DRAGON = "EO75"
GRIFFON = "EO53"
EARTH_PONY = "V-OR-F110"  # an Earth Pony Friend, cost 1, power 1


def points(game, player: int = ALICE) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].points


def tokens(game, player: int = ALICE) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].tokens


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


def keyword(game, iid: int, name: str):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


def in_area(game, area, player: int = ALICE) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(  # Friends and the rest: not the Mane Character
        c.card_id
        for c in game.state.in_play()
        if c.area == area and c.controller == player and c.card_id != "V-OR-M"
    )


def frightened(game, player: int = BOB) -> list[str]:  # type: ignore[no-untyped-def]
    """The face-down (frightened, 504.1) Friends of ``player`` in play (a frightened card is a
    new card, 410.6)."""
    return sorted(c.card_id for c in game.state.in_play() if c.controller == player and c.face_down)


def dilemma(s, card_id: str, owner: int = ALICE):  # type: ignore[no-untyped-def]
    """A Dilemma in play at its own area (522.2), and that area."""
    from engine.areas import dilemma_area

    iid = s.put(card_id, owner, None)
    return iid, dilemma_area(owner, iid)


# --- Friends ------------------------------------------------------------------------------------
def test_FF81_scores_an_additional_point_with_two_other_changelings_here(later_scene):
    for others, expected in ((2, 2), (1, 1)):
        s = later_scene()
        strong_at(s, B_PROBLEM)
        s.put("FF81", ALICE, B_PROBLEM)
        for _ in range(others):
            s.put(CHANGELING, ALICE, B_PROBLEM)
        s.put(CHANGELING, ALICE, A_HOME)  # not here: not counted
        game = later_scene.settle(s.game(at="score"))
        assert points(game) == expected  # 1 for confronting (611.4), and Tymbal's


def test_FF82_has_a_keyword_for_each_colour_you_have(later_scene):
    s = later_scene()
    ocellus = s.put("FF82", ALICE, A_HOME)
    game = s.game()
    assert keyword(game, ocellus, "Diligent") == 2  # Alice's Mane is [Honesty]
    assert all(
        keyword(game, ocellus, k) is None
        for k in ("Swift", "Eccentric", "Meticulous", "Showy", "Agile")
    )
    s = later_scene()
    ocellus = s.put("FF82", ALICE, A_HOME)
    s.put(UNICORN, ALICE, A_PROBLEM)  # [Loyalty] and [Honesty]
    s.put("V-PI-F110", ALICE, A_HOME)  # [Laughter]
    s.put("V-YE-F110", BOB, B_HOME)  # an opponent's [Kindness]: not yours
    game = s.game()
    assert keyword(game, ocellus, "Swift") is not None
    assert keyword(game, ocellus, "Diligent") == 2
    assert keyword(game, ocellus, "Eccentric") == 2
    assert all(keyword(game, ocellus, k) is None for k in ("Meticulous", "Showy", "Agile"))


def test_FF83_has_up_to_two_colours_chosen_as_it_enters_play(later_scene):
    s = later_scene()
    (sclerite,) = s.hand(ALICE, "FF83")
    game = s.game()
    game.apply(PlayCard(ALICE, sclerite, A_HOME))
    game.apply(ChooseColour(ALICE, Colour.PINK))
    game.apply(ChooseColour(ALICE, Colour.WHITE))
    game = later_scene.settle(game)
    assert set(game.colours(in_play(game, "FF83").iid)) >= {Colour.PINK, Colour.WHITE}


# --- Events -------------------------------------------------------------------------------------
def test_FF86_moves_one_of_your_characters_and_changelings_get_agile(later_scene):
    s = later_scene()
    (hive,) = s.hand(ALICE, "FF86")
    changeling = s.put(CHANGELING, ALICE, A_HOME)
    pony = s.put("orange-1", ALICE, A_HOME)
    foe = s.put(CHANGELING, BOB, B_HOME)
    game = s.game()
    game = play(later_scene, game, hive, prefer=[changeling, B_PROBLEM])
    assert game.state.cards[changeling].area == B_PROBLEM
    assert keyword(game, changeling, "Agile") is not None
    assert keyword(game, pony, "Agile") is None and keyword(game, foe, "Agile") is None


def test_FF87_puts_a_friend_on_its_deck_and_gains_one_if_its_cost_is_low(later_scene):
    for foe, unicorns, gained in (("orange-2", 2, 1), ("orange-3", 2, 0), ("orange-2", 1, 0)):
        s = later_scene()
        (detention,) = s.hand(ALICE, "FF87")
        for _ in range(unicorns):
            s.put(UNICORN, ALICE, A_HOME)
        s.put(foe, BOB, B_HOME)
        game = play(later_scene, s.game(), detention)
        assert ids(game, Zone.DRAW_DECK, BOB)[:1] == [foe]
        assert tokens(game) == 10 - 2 + gained  # its cost 2, then [1] (Harmony Unicorn)


def test_FF88_offers_three_modes_and_an_opponent_retires_a_random_friend(later_scene):
    s = later_scene()
    (school,) = s.hand(ALICE, "FF88")
    s.put("orange-2", BOB, B_HOME)
    s.put("tm-2", BOB, A_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, school, None))
    game = until(game, lambda g: bool(options(g)))
    assert options(game) == [
        "move up to three of your characters",
        "an opponent retires a random Friend",
        "banish a Troublemaker",
    ]
    game.apply(ChooseOption(ALICE, "an opponent retires a random Friend"))
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-2"]


def test_FF88_banishes_a_troublemaker(later_scene):
    s = later_scene()
    (school,) = s.hand(ALICE, "FF88")
    tm = s.put("tm-2", BOB, A_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, school, None))
    game = until(game, lambda g: bool(options(g)))
    game.apply(ChooseOption(ALICE, "banish a Troublemaker"))
    game = later_scene.settle(game)
    assert tm not in game.state.play and ids(game, Zone.BANISHED, BOB) == ["tm-2"]


def test_FF90_banishes_a_resource_and_with_a_unicorn_the_same_named_cards_in_hand(later_scene):
    for unicorn, left in ((True, ["orange-1"]), (False, ["resource-1", "orange-1"])):
        s = later_scene()
        (beam,) = s.hand(ALICE, "FF90")
        if unicorn:
            s.put(UNICORN, ALICE, A_HOME)
        s.put("resource-1", BOB, B_HOME)
        s.hand(BOB, "resource-1", "orange-1")
        game = play(later_scene, s.game(), beam)
        assert sorted(ids(game, Zone.HAND, BOB)) == sorted(left)
        assert ids(game, Zone.BANISHED, BOB) == ["resource-1"] * (3 - len(left))


def test_FF91_draws_three_and_a_griffon_gets_eccentric_for_each_card_in_hand(later_scene):
    s = later_scene()
    (info, _) = s.hand(ALICE, "FF91", "orange-1")
    griffon = s.put(GRIFFON, ALICE, A_PROBLEM)
    other = s.put("orange-1", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-2", "pink-2", "pink-3")
    game = play(later_scene, s.game(), info, prefer=[griffon])
    assert len(ids(game, Zone.HAND, ALICE)) == 4 and ids(game, Zone.DRAW_DECK, ALICE) == ["pink-3"]
    assert keyword(game, griffon, "Eccentric") == 4 and keyword(game, other, "Eccentric") is None


def test_FF93_gives_two_power_or_four_to_an_earth_pony(later_scene):
    for friend, expected in ((EARTH_PONY, 1 + 4), (PEGASUS, 1 + 2)):
        s = later_scene()
        (pie,) = s.hand(ALICE, "FF93")
        target = s.put(friend, ALICE, A_PROBLEM)
        game = play(later_scene, s.game(), pie, prefer=[target])
        assert game.power(target) == expected


def test_FF94_flips_an_additional_card_and_another_with_a_dragon(later_scene):
    for dragon, flipped in ((True, 3), (False, 2)):
        s = later_scene()
        s.put("orange-3", ALICE, B_PROBLEM)
        if dragon:
            s.put(DRAGON, ALICE, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        (power_play,) = s.hand(ALICE, "FF94")
        game = challenge(s, tm, ("orange-1",) * 4, ("orange-1",) * 4)
        game = when_offered(game, PlayCard(ALICE, power_play, None))
        game = until(game, lambda g: g.state.faceoff is None)
        assert trace_text(game).count("Alice flips ") == flipped  # 1 by the rules (514.3)


def test_FF96_discards_the_hand_and_draws_six(later_scene):
    s = later_scene()
    (skipping,) = s.hand(ALICE, "FF96")
    s.hand(ALICE, "orange-1", "pink-2")
    s.deck(ALICE, *(["orange-2"] * 7))
    game = play(later_scene, s.game(), skipping)
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["FF96", "orange-1", "pink-2"]
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"] * 6


def test_FF97_dismisses_a_friend_and_another_costing_no_more_than_your_earth_ponies(later_scene):
    # the Scene's [Laughter] supply for its requirement is one Earth Pony at Alice's home
    for more, left in ((1, []), (0, ["orange-2"])):
        s = later_scene()
        (stamp,) = s.hand(ALICE, "FF97")
        for _ in range(more):
            s.put(EARTH_PONY, ALICE, A_HOME)
        big = s.put("orange-3", BOB, B_HOME)
        s.put("orange-2", BOB, B_HOME)
        game = play(later_scene, s.game(), stamp, prefer=[big])
        assert in_area(game, B_HOME, BOB) == left


def test_FF99_dismisses_every_troublemaker_then_may_replace_a_problem(later_scene):
    s = later_scene()
    (tea,) = s.hand(ALICE, "FF99")
    up = s.put("tm-2", BOB, A_PROBLEM)
    down = s.put("tm-3", BOB, B_PROBLEM, face_down=True)
    mine = s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    bobs = s.board.problem[BOB]
    game = play(later_scene, s.game(), tea, prefer=[bobs])
    assert not {up, down, mine} & set(game.state.play)
    problem = game._table.problem_at(B_PROBLEM)
    assert problem is not None and problem.card_id == "spare"


def test_FF101_returns_a_weak_friend_or_with_a_pegasus_any_friend(later_scene):
    for pegasus, back in ((False, "orange-2"), (True, "orange-3")):
        s = later_scene()
        (work,) = s.hand(ALICE, "FF101")
        if pegasus:
            s.put(PEGASUS, ALICE, A_HOME)
        big = s.put("orange-3", BOB, B_HOME)
        s.put("orange-2", BOB, B_HOME)
        game = play(later_scene, s.game(), work, prefer=[big])
        assert ids(game, Zone.HAND, BOB) == [back]


def test_FF103_an_opponent_discards_two_random_cards(later_scene):
    s = later_scene()
    (bound,) = s.hand(ALICE, "FF103")
    s.hand(BOB, "orange-1", "orange-2", "pink-2")
    game = s.game()
    game.apply(PlayCard(ALICE, bound, None))
    game = until(game, lambda g: bool(options(g)))
    assert len(options(game)) == 3
    game.apply(ChooseOption(ALICE, "an opponent discards 2 random cards"))
    game = later_scene.settle(game)
    assert len(ids(game, Zone.HAND, BOB)) == 1 and len(ids(game, Zone.DISCARD, BOB)) == 2


def test_FF103_troublemakers_dont_prevent_confronting(later_scene):
    s = later_scene()
    (bound,) = s.hand(ALICE, "FF103")
    strong_at(s, B_PROBLEM)
    s.put("tm-2", BOB, B_PROBLEM)
    game = s.game()
    game.apply(PlayCard(ALICE, bound, None))
    game = until(game, lambda g: bool(options(g)))
    game.apply(ChooseOption(ALICE, "Troublemakers don't prevent you from confronting Problems"))
    game = later_scene.settle(game)
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert points(game) == 1  # confronted past Bob's face-up Troublemaker (611.3e)


def test_FF140_puts_every_card_on_its_owners_deck_and_shuffles_discard_piles_in(later_scene):
    s = later_scene()
    (shut,) = s.hand(ALICE, "FF140")
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-2", BOB, B_PROBLEM, frightened=True)
    s.put("resource-1", BOB, B_HOME)
    s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    s.board.add(Zone.DISCARD, BOB, "pink-2")
    game = play(later_scene, s.game(), shut)
    assert sorted(ids(game, Zone.DRAW_DECK, BOB)) == sorted(
        ["orange-2", "resource-1", "tm-2", "pink-2"]
    )
    assert "orange-1" in ids(game, Zone.DRAW_DECK, ALICE)
    assert ids(game, Zone.DISCARD, BOB) == []
    assert ids(game, Zone.DISCARD, ALICE) == ["FF140"]  # done after the shuffle (304.2)
    assert in_area(game, A_HOME) == [] and in_area(game, B_HOME, BOB) == []


# --- Resources ----------------------------------------------------------------------------------
def test_FF105_puts_a_token_copy_of_its_friend_that_follows_it(later_scene):
    s = later_scene()
    (herd,) = s.hand(ALICE, "FF105")
    star = s.put("orange-2", ALICE, A_HOME)
    game = s.game()
    game.apply(PlayCard(ALICE, herd, None, on=star))
    game = later_scene.settle(game)
    copies = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert len(copies) == 1 and game._table.name(copies[0].iid).startswith("Orange")
    game.apply(MoveCharacter(ALICE, star, B_PROBLEM))
    game = later_scene.settle(game)
    assert game.state.cards[copies[0].iid].area == B_PROBLEM


def test_FF105_plays_only_on_a_friend_with_cost_two_or_less(later_scene):
    s = later_scene()
    (herd,) = s.hand(ALICE, "FF105")
    s.put("orange-3", ALICE, A_HOME)
    game = s.game()
    assert not [c for c in game.legal_choices() if getattr(c, "card", None) == herd]


def test_FF106_an_opponent_loses_one_at_the_end_of_their_turn_and_you_may_gain_one(later_scene):
    for evidence, left, gained in ((True, 9, 1), (False, 10, 0)):
        s = later_scene(turn_player=BOB)
        if evidence:
            s.put("FF106", ALICE, A_HOME)
        game = s.game(tokens=(0, 10))
        game.apply(EndMainPhase(BOB))
        game = until(game, lambda g: g.state.turn_player == ALICE)
        assert tokens(game, BOB) == left
        assert tokens(game) == 2 + gained  # her Action step's 2 (604.1a), and its [1]
        assert ("Incriminating Evidence" in trace_text(game)) is evidence


def test_FF107_mane_characters_are_not_involved_in_faceoffs(later_scene):
    for mask in (True, False):
        s = later_scene()
        if mask:
            s.put("FF107", BOB, B_HOME)
        s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
        friend = s.put("orange-3", ALICE, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        game = later_scene.settle(challenge(s, tm))  # Alice flips an orange-3
        text = trace_text(game)
        assert (f"Alice 6 (Orange 3 #{friend} 3 + flipped" in text) is mask


def test_FF109_pays_one_to_move_any_character(later_scene):
    s = later_scene()
    chariot = s.put("FF109", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, chariot, 0))
    game = later_scene.settle(game, prefer=[foe, A_PROBLEM])
    assert game.state.cards[foe].area == A_PROBLEM and tokens(game) == 9


def test_FF110_gives_two_power_or_four_to_a_changeling(later_scene):
    for friend, expected in (("orange-1", 1 + 2), (CHANGELING, 3 + 4)):
        s = later_scene()
        (mask,) = s.hand(ALICE, "FF110")
        target = s.put(friend, ALICE, A_HOME)
        game = s.game()
        game.apply(PlayCard(ALICE, mask, None, on=target))
        game = later_scene.settle(game)
        assert game.power(target) == expected


def test_FF111_exhausts_to_put_a_counter_on_a_friend(later_scene):
    s = later_scene()
    shovel = s.put("FF111", ALICE, A_HOME)
    friend = s.put("orange-1", BOB, B_HOME)
    game = activate(later_scene, s.game(), shovel, prefer=[friend])
    assert game.state.cards[friend].counter(POWER_COUNTER) == 1
    assert game.state.cards[shovel].exhausted and game.power(friend) == 2


def test_FF112_dismisses_a_troublemaker_as_it_enters_and_bars_troublemakers_there(later_scene):
    s = later_scene()
    (sanctuary,) = s.hand(ALICE, "FF112")
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = play(later_scene, s.game(), sanctuary)
    assert tm not in game.state.play and "FF112" in [c.card_id for c in game.state.in_play()]
    s = later_scene()
    _, area = dilemma(s, "FF112")
    (tm,) = s.hand(ALICE, "tm-2")
    game = s.game()
    assert PlayCard(ALICE, tm, area) not in game.legal_choices()
    assert PlayCard(ALICE, tm, B_PROBLEM) in game.legal_choices()


def test_FF116_the_next_friend_costs_two_less(later_scene):
    s = later_scene()
    (washouts, friend) = s.hand(ALICE, "FF116", "orange-3")
    game = play(later_scene, s.game(), washouts)
    spent = 10 - tokens(game)
    game = play(later_scene, game, friend, A_HOME)
    assert 10 - spent - tokens(game) == 3 - 2


# --- Troublemakers ------------------------------------------------------------------------------
def test_FF118_the_challenger_retires_a_friend_involved(later_scene):
    s = later_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, A_PROBLEM)  # not involved
    tm = s.put("FF118", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm), prefer=[mine])
    assert "orange-3" in ids(game, Zone.DISCARD, ALICE)
    assert mine not in game.state.play


def test_FF119_is_challenged_only_by_two_or_more_characters(later_scene):
    from engine.abilities import cant_challenge

    for mane_there, allowed in ((False, False), (True, True)):
        s = later_scene()
        s.put("orange-3", ALICE, B_PROBLEM)
        if mane_there:
            s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
        tm = s.put("FF119", BOB, B_PROBLEM)
        s.deck(ALICE, "orange-1")
        s.deck(BOB, "orange-1")
        game = s.game(at="challenge")
        assert (Challenge(ALICE, tm) in game.legal_choices()) is allowed
        why = cant_challenge(game._table, game.state.cards[tm], ALICE)
        assert (why is None) is allowed
        if not allowed:
            assert "Alice has 1 character at" in why and "at least 2" in why


def test_FF121_may_pay_three_to_dismiss_an_opposing_friend_when_uncovered(later_scene):
    s = later_scene()
    s.put("FF121", ALICE, B_PROBLEM, face_down=True)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = later_scene.settle(s.game(at="start", tokens=(3, 0)))
    assert foe not in game.state.play
    assert "orange-1" in ids(game, Zone.DISCARD, BOB)


def test_FF141_reveals_until_a_friend_and_puts_it_into_play_when_defeated(later_scene):
    s = later_scene()
    strong_at(s, B_PROBLEM)
    tm = s.put("FF141", BOB, B_PROBLEM)
    game = later_scene.settle(
        challenge(s, tm, ("orange-3",), ("orange-1", "event-main", "pink-2", "orange-2"))
    )
    assert "FF141" in ids(game, Zone.DISCARD, BOB)
    assert "pink-2" in in_area(game, B_HOME, BOB)
    assert "event-main" in ids(game, Zone.DRAW_DECK, BOB)


# --- Problems -----------------------------------------------------------------------------------
def test_FF123_banishes_a_troublemaker_from_the_discard_pile_for_two_power(later_scene):
    s = with_problem(later_scene, "FF123")
    problem = s.board.problem[ALICE]
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    (gone,) = s.board.add(Zone.DISCARD, ALICE, "tm-3")
    game = s.game()
    game.apply(ActivateAbility(ALICE, problem, 0, using=(gone,)))
    game = later_scene.settle(game, prefer=[tm])
    assert game.power(tm) == 4 and ids(game, Zone.BANISHED, ALICE) == ["tm-3"]


def test_FF126_opposing_troublemakers_dont_prevent_you_confronting_it(later_scene):
    for owner, confronts in ((ALICE, True), (BOB, False)):
        s = with_problem(later_scene, "FF126", owner=owner)
        area = A_PROBLEM if owner == ALICE else B_PROBLEM
        strong_at(s, area)
        s.put("tm-2", BOB, area)
        game = later_scene.settle(s.game(at="score"))
        assert (points(game) == 1) is confronts


def test_FF127_may_look_at_the_top_three_as_it_enters_play(later_scene):
    from script_scenes import solving_bobs_problem

    s = later_scene()
    solving_bobs_problem(s, "FF127")
    s.deck(BOB, "pink-2", "pink-3")
    game = later_scene.settle(s.game(at="score"))
    game = until(game, lambda g: g.state.turn_player == BOB)
    text = trace_text(game)
    assert "New Antique Store #" in text and "enters play as Bob's Problem (613.2)" in text
    assert "Bob looks at the top 3 cards of Bob's deck (New Antique Store)" in text


def test_FF129_your_characters_here_have_agile(later_scene):
    s = with_problem(later_scene, "FF129")
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    theirs = s.put("orange-1", BOB, A_PROBLEM)
    away = s.put("orange-1", ALICE, B_PROBLEM)
    game = s.game()
    assert keyword(game, mine, "Agile") is not None
    assert keyword(game, theirs, "Agile") is None and keyword(game, away, "Agile") is None


# --- Pillars and the rest -----------------------------------------------------------------------
def test_FF131_turns_over_at_a_problem_with_two_other_characters(later_scene):
    for others, turned in ((2, True), (1, False)):
        s = later_scene(mane=("FF131", "V-OR-M"))
        silverstream = s.board.mane[ALICE]
        s.board.table.update(silverstream, area=B_PROBLEM)
        s.put("orange-1", ALICE, B_PROBLEM)
        if others == 2:
            s.put("orange-1", BOB, B_PROBLEM)
        game = s.game()
        assert (ActivateAbility(ALICE, silverstream, 0) in game.legal_choices()) is turned
        if turned:
            game = activate(later_scene, game, silverstream)
            assert game.state.cards[silverstream].boosted


def test_FF131_boosted_may_exhaust_to_draw_when_confronting(later_scene):
    s = later_scene(mane=("FF131", "V-OR-M"))
    silverstream = s.board.mane[ALICE]
    s.board.table.update(silverstream, area=B_PROBLEM, boosted=True)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "pink-2", "pink-2")
    game = s.game(at="score")
    game = later_scene.settle(game)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]
    assert game.state.cards[silverstream].exhausted


def test_FF132_may_pay_one_to_frighten_a_friend_when_moved(later_scene):
    s = later_scene()
    magnus = s.put("FF132", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_PROBLEM)
    game = s.game()
    game.apply(MoveCharacter(ALICE, magnus, B_PROBLEM))
    game = later_scene.settle(game, prefer=[foe])
    assert frightened(game) == ["orange-1"]
    assert tokens(game) == 10 - 1 - 1  # the move (Swift: never below 1, 609.2b), then [1]
    del foe


def test_FF133_cant_be_frightened(later_scene):
    s = later_scene()
    rockhoof = s.put("FF133", BOB, B_HOME)
    other = s.put("orange-1", BOB, B_HOME)
    (fight,) = s.hand(ALICE, "FF98")
    game = play(later_scene, s.game(), fight, prefer=[rockhoof])
    assert frightened(game) == ["orange-1"] and rockhoof in game.state.play
    del other


def test_FF98_frightens_a_friend_with_two_or_less_power(later_scene):
    s = later_scene()
    big = s.put("orange-3", BOB, B_HOME)
    small = s.put("orange-2", BOB, B_HOME)
    (fight,) = s.hand(ALICE, "FF98")
    game = play(later_scene, s.game(), fight, prefer=[big])
    assert frightened(game) == ["orange-2"] and big in game.state.play
    del small


def test_FF137_dismisses_each_opposing_resource_and_troublemaker(later_scene):
    s = later_scene()
    (meadowbrook,) = s.hand(ALICE, "FF137")
    theirs = [
        s.put("resource-1", BOB, B_HOME),
        s.put("tm-2", BOB, A_PROBLEM),
        s.put("tm-3", BOB, B_PROBLEM, face_down=True),
    ]
    mine = [s.put("resource-1", ALICE, A_HOME), s.put("tm-2", ALICE, B_PROBLEM)]
    game = play(later_scene, s.game(), meadowbrook, A_HOME)
    assert not set(theirs) & set(game.state.play)
    assert set(mine) <= set(game.state.play)


def test_FF138_friends_cost_less_opponents_events_more_and_draws_on_their_plays(later_scene):
    from engine.priority import play_cost

    s = later_scene()
    s.put("FF138", ALICE, A_HOME)
    (cheap, one) = s.hand(ALICE, "orange-3", "orange-1")
    (event,) = s.hand(BOB, "event-main")
    s.deck(ALICE, "pink-2")
    game = s.game()
    t = game._table
    assert play_cost(t, cheap, A_HOME) == 3 - 1 and play_cost(t, one, A_HOME) == 1
    assert play_cost(t, event, None, player=BOB) == 1 + 2
    s = later_scene(turn_player=BOB)
    s.put("FF138", ALICE, A_HOME)
    (friend,) = s.hand(BOB, "orange-1")
    s.deck(ALICE, "pink-2")
    game = play(later_scene, s.game(), friend, B_HOME, player=BOB)
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]


def test_FF139_other_characters_have_two_more_power_and_friends_cant_be_frightened(later_scene):
    s = later_scene()
    twilight = s.put("FF139", BOB, B_HOME)
    friend = s.put("orange-2", BOB, B_HOME)
    (fight,) = s.hand(ALICE, "FF98")
    game = s.game()
    assert game.power(friend) == 2 + 2 and game.power(twilight) == 5
    assert game.power(s.board.mane[BOB]) == 1 + 2
    game = play(later_scene, game, fight)
    assert frightened(game) == [] and friend in game.state.play  # 2+2 power; can't be


def test_FF92_your_characters_get_three_and_opponents_cant_play_cards_in_faceoffs(later_scene):
    s = later_scene()
    friend = s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.put("agile-1", BOB, B_HOME)  # Bob may move it as an Immediate action: he is asked
    (listen,) = s.hand(ALICE, "FF92")
    (cheer,) = s.hand(BOB, "event-faceoff")
    game = challenge(s, tm, ("orange-1",) * 4, ("orange-1",) * 4)
    game.apply(PlayCard(ALICE, listen, None))  # as the faceoff begins (512)
    game = until(
        game,
        lambda g: "FF92" in ids(g, Zone.DISCARD, ALICE) and g.current_decision().player == BOB,
    )
    assert game.state.faceoff is not None
    assert game.power(friend) == 3 + 3
    assert PlayCard(BOB, cheer, None) not in game.legal_choices()
    assert "can't be played during a faceoff" in game.why_not(PlayCard(BOB, cheer, None))


def test_FF117_has_minus_one_power_for_each_different_trait_among_opposing_characters(later_scene):
    s = later_scene()
    neighsay = s.put("FF117", BOB, B_PROBLEM)
    game = s.game()
    printed = game.power(neighsay)
    s = later_scene()
    neighsay = s.put("FF117", BOB, B_PROBLEM)
    s.put(UNICORN, ALICE, B_PROBLEM)
    s.put(EARTH_PONY, ALICE, B_PROBLEM)
    s.put(EARTH_PONY, ALICE, B_PROBLEM)  # Earth Pony again: counted once
    s.put(PEGASUS, ALICE, A_PROBLEM)  # not here
    s.put(PEGASUS, BOB, B_PROBLEM)  # not opposing
    game = s.game()
    assert game.power(neighsay) == printed - 2


def test_FF104_you_have_four_more_power_in_troublemaker_faceoffs(later_scene):
    for shield in (True, False):
        s = later_scene()
        if shield:
            s.put("FF104", ALICE, A_HOME)
        friend = s.put("orange-1", ALICE, B_PROBLEM)
        tm = s.put("tm-3", BOB, B_PROBLEM)
        game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
        text = trace_text(game)
        # 1 + 1 flipped (+4) against the Troublemaker's 3 + 1 flipped
        assert ("modifier +4 (Flash Magnus' Shield" in text) is shield
        assert (tm in game.state.play) is not shield  # defeated only with the Shield
        del friend


def test_FF133_doubles_its_power_with_counters_while_a_character_is_stronger(later_scene):
    for foe, counters in (("orange-2", 1), ("orange-1", 0)):
        s = later_scene(turn_player=BOB)
        rockhoof = s.put("FF133", ALICE, A_HOME)
        s.put(foe, BOB, B_HOME)
        s.deck(ALICE, "orange-1", "orange-1")
        s.deck(BOB, "orange-1", "orange-1")
        game = s.game()
        game.apply(EndMainPhase(BOB))
        game = until(game, lambda g: g.state.turn_player == ALICE and g.state.phase == "Main")
        assert game.state.cards[rockhoof].counter(POWER_COUNTER) == counters
        assert game.power(rockhoof) == 1 + counters


def test_FF124_the_strongest_opposing_characters_here_cant_contribute(later_scene):
    # Bob's Problem needs 5 wild of Alice (its opponent requirement)
    for friends, confronts in (
        (("orange-3", "orange-3", "orange-2"), False),
        (
            ("V-OR-F540", "orange-3", "orange-2"),
            True,
        ),
    ):
        s = with_problem(later_scene, "FF124", owner=BOB)
        for friend in friends:
            s.put(friend, ALICE, B_PROBLEM)
        game = later_scene.settle(s.game(at="score"))
        assert (points(game) == 1) is confronts  # 2 only (the 3s tie), or 3 + 2 past a 4


def test_FF130_draws_at_the_end_of_your_turn_with_the_strongest_character(later_scene):
    for foe, draws in (("orange-2", True), ("orange-3", False)):
        s = with_problem(later_scene, "FF130")
        s.put("orange-2", ALICE, A_HOME)
        s.put(foe, BOB, B_HOME)  # a tie is enough; more power is not
        s.deck(ALICE, "pink-2", "pink-2")
        s.deck(BOB, "orange-1", "orange-1")
        game = s.game()
        game.apply(EndMainPhase(ALICE))
        game = until(game, lambda g: g.state.turn_player == BOB)
        assert (ids(game, Zone.HAND, ALICE) == ["pink-2"]) is draws


def test_FF120_doubles_its_power_for_each_other_pukwudgie(later_scene):
    s = later_scene()
    alone = s.put("FF120", BOB, B_PROBLEM)
    game = s.game()
    printed = game.power(alone)
    s = later_scene()
    first = s.put("FF120", BOB, B_PROBLEM)
    second = s.put("FF120", BOB, A_PROBLEM)
    s.put("FF120", ALICE, A_PROBLEM, face_down=True)  # face-down: no name (505.1b)
    game = s.game()
    assert game.power(first) == game.power(second) == printed * 2


def test_FF125_characters_not_above_their_printed_power_add_nothing_to_faceoffs(later_scene):
    s = with_problem(later_scene, "FF125")
    plain = s.put("orange-3", ALICE, A_PROBLEM)
    pumped = s.put("orange-1", ALICE, A_PROBLEM, counters={POWER_COUNTER: 1})
    tm = s.put("tm-2", BOB, A_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    text = trace_text(game)
    assert f"Alice 3 (Orange 1 #{pumped} 2 + flipped" in text  # not the Orange 3 (3 of 3)
    assert f"#{plain} 3" not in text


def test_FF135_reveals_three_keeps_one_and_puts_the_rest_on_the_top_or_bottom(later_scene):
    from engine.choices import PlaceCard

    s = later_scene(turn_player=BOB)
    s.put("FF135", ALICE, A_HOME)
    s.deck(ALICE, "pink-2", "orange-2", "orange-3", "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    game.apply(EndMainPhase(BOB))
    game = until(game, lambda g: any(isinstance(c, ChooseCard) for c in g.legal_choices()))
    (kept,) = [
        c
        for c in game.legal_choices()
        if isinstance(c, ChooseCard) and game.state.cards[c.card].card_id == "orange-2"
    ]
    game.apply(kept)
    place = [c for c in game.legal_choices() if isinstance(c, PlaceCard)]
    assert {c.bottom for c in place} == {False, True}  # each on the top or at the bottom
    low = next(c for c in place if game.state.cards[c.card].card_id == "orange-3" and c.bottom)
    game.apply(low)
    (last,) = [c for c in game.legal_choices() if isinstance(c, PlaceCard) and not c.bottom]
    game.apply(last)
    assert "orange-2" in ids(game, Zone.HAND, ALICE)  # with the draw step's Pink 2 (605.1)
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "orange-1", "orange-3"]


def test_FF135_may_exhaust_to_put_a_flipped_event_into_the_hand(later_scene):
    s = later_scene()
    star = s.put("FF135", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = later_scene.settle(challenge(s, tm, ("event-main", "orange-1"), ("orange-1",)))
    assert "event-main" in ids(game, Zone.HAND, ALICE)
    assert game.state.cards[star].exhausted


def test_FF139_may_pay_and_exhaust_to_banish_a_leaving_friend_until_the_end_of_turn(later_scene):
    s = later_scene()
    twilight = s.put("FF139", BOB, B_HOME)
    friend = s.put("orange-2", BOB, B_HOME)
    (stamp,) = s.hand(ALICE, "FF97")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = play(later_scene, s.game(tokens=(10, 2)), stamp, prefer=[friend])
    assert friend not in game.state.play and ids(game, Zone.BANISHED, BOB) == ["orange-2"]
    assert game.state.cards[twilight].exhausted and tokens(game, BOB) == 0
    assert ids(game, Zone.DISCARD, BOB) == []
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert "orange-2" in in_area(game, B_HOME, BOB)  # back as the turn ended (615.1)
    assert ids(game, Zone.BANISHED, BOB) == []


def test_FF108_exchanges_control_with_an_opposing_resource_and_stays_exhausted(later_scene):
    s = later_scene()
    flower = s.put("FF108", ALICE, A_HOME)
    charm = s.put("resource-1", BOB, B_HOME)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = activate(later_scene, s.game(), flower, prefer=[charm])
    assert game.state.cards[charm].controller == ALICE and game.state.cards[charm].area == A_HOME
    assert game.state.cards[flower].controller == BOB and game.state.cards[flower].area == B_HOME
    assert tokens(game) == 10 - 2
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    assert game.state.cards[flower].exhausted  # not readied in Bob's Ready Phase (603.1)


def test_FF98_in_the_discard_pile_may_be_banished_to_frighten_when_you_play_a_griffon(later_scene):
    s = later_scene()
    (fight,) = s.board.add(Zone.DISCARD, ALICE, "FF98")
    (griffon,) = s.hand(ALICE, GRIFFON)
    foe = s.put("orange-2", BOB, B_HOME)
    game = play(later_scene, s.game(), griffon, A_HOME, prefer=[foe])
    assert frightened(game) == ["orange-2"]
    assert ids(game, Zone.BANISHED, ALICE) == ["FF98"] and ids(game, Zone.DISCARD, ALICE) == []
    s = later_scene()
    s.board.add(Zone.DISCARD, ALICE, "FF98")
    (pony,) = s.hand(ALICE, "orange-1")  # not a Griffon
    s.put("orange-2", BOB, B_HOME)
    game = play(later_scene, s.game(), pony, A_HOME)
    assert frightened(game) == [] and ids(game, Zone.DISCARD, ALICE) == ["FF98"]
    del fight


def test_FF99_declining_replaces_no_problem(later_scene):
    s = later_scene()
    (tea,) = s.hand(ALICE, "FF99")
    s.put("tm-2", BOB, A_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "spare")
    bobs = s.board.problem[BOB]
    game = play(later_scene, s.game(), tea, accept=False)
    assert bobs in game.state.play and ids(game, Zone.DISCARD, BOB) == ["tm-2"]
