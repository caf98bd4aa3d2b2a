"""The last manual cards of the copying family (Friends Forever, Leaders and Legends): a card
entering play as a copy, printed abilities gained by an effect, colours copied, a host's power
doubled, keyword instances that add up, turning every card over, and banished cards played.
One scenario per automated card: position -> choices -> result."""

from __future__ import annotations

from script_scenes import activate, challenge, in_play, play, until, when_offered

from engine import Zone
from engine.cards import Colour
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    Decline,
    EndMainPhase,
    PlayCard,
)
from engine.edits import MoveCard, SetCounter
from engine.position import read_position, write_position
from engine.scenario import A_HOME, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text
from engine.scripts.vocabulary import PLAYABLE_BANISHED


def test_LL104_doubles_its_friends_power_and_takes_its_abilities(later_scene):
    # Applejack, Crystallized (CG21): 1 power, "+2 power for each color it has": 3 alone
    s = later_scene()
    host = s.put("CG21", ALICE, A_HOME)
    assert s.game().power(host) == 3
    s.put("LL104", BOB, A_HOME, attached_to=host)
    game = s.game()
    assert game.power(host) == 2  # its own +2 lost (701.1), then doubled (507.1)
    # a counter is doubled too: doubled after every other modifier
    s = later_scene()
    plain = s.put("orange-2", ALICE, A_HOME, counters={"+1 power": 1})
    s.put("LL104", BOB, A_HOME, attached_to=plain)
    assert s.game().power(plain) == 6


def test_LL84_is_the_colours_of_the_friend_revealed_from_the_hand(later_scene):
    s = later_scene()
    (sunny,) = s.hand(ALICE, "LL84")
    two = s.hand(ALICE, "LL73")[0]  # orange and yellow
    s.hand(ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, sunny, A_HOME))
    d = game.current_decision()
    assert "706.1a" in d.prompt
    assert Decline(ALICE) in game.legal_choices()  # "you may"
    game.apply(ChooseCard(ALICE, two))
    game = later_scene.settle(game)
    mayor = in_play(game, "LL84").iid
    assert set(game.colours(mayor)) == {Colour.ORANGE, Colour.YELLOW}
    assert two in game.state.players[ALICE].hand  # revealed, not moved
    assert "revealing it" in trace_text(game)


def test_LL84_reveals_nothing_and_stays_colourless(later_scene):
    s = later_scene()
    (sunny,) = s.hand(ALICE, "LL84")
    s.hand(ALICE, "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, sunny, A_HOME))
    game.apply(Decline(ALICE))
    game = later_scene.settle(game)
    assert game.colours(in_play(game, "LL84").iid) == ()


def test_LL141_gains_a_banished_friends_printed_abilities_then_swaps_them(later_scene):
    s = later_scene()
    queen = s.put("LL141", ALICE, A_HOME)
    (swift,) = s.board.add(Zone.DISCARD, BOB, "swift-1")  # printed Swift
    # FF68: Stubborn, "Main Phase: Exhaust this card to draw a card", +1 power per card in hand
    (stubborn,) = s.board.add(Zone.DISCARD, ALICE, "FF68")
    s.hand(ALICE, "orange-1", "orange-1")
    s.deck(ALICE, "orange-2")
    game = s.game()
    printed = game.power(queen)
    assert game._table.view().keyword(queen, "Swift") is None
    game = activate(later_scene, game, queen, prefer=(swift,))
    assert game.state.players[ALICE].tokens == 9  # paid [1]
    assert "swift-1" in ids(game, Zone.BANISHED, BOB)  # from Bob's discard pile
    assert game._table.view().keyword(queen, "Swift") is not None
    assert game.power(queen) == printed
    # again: the Swift gained this way is lost, FF68's abilities gained (701.1)
    game = activate(later_scene, game, queen, prefer=(stubborn,))
    view = game._table.view()
    assert view.keyword(queen, "Swift") is None
    assert view.keyword(queen, "Stubborn") is not None
    assert game.power(queen) == printed + 2  # +1 for each card in her controller's hand
    assert "gains the printed abilities of" in trace_text(game)
    # its activated ability is hers, numbered after her own two (703.1): "this card" is her
    game = activate(later_scene, game, queen, 2)
    assert game.state.cards[queen].exhausted
    assert game.power(queen) == printed + 3


def test_LL141_gains_nothing_with_no_friend_in_a_discard_pile(later_scene):
    s = later_scene()
    queen = s.put("LL141", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, BOB, "event-faceoff")
    game = activate(later_scene, s.game(), queen)
    assert game.state.cards[queen].chosen == ()
    assert "gains the printed abilities" not in trace_text(game)


def test_FF114_plays_the_card_it_banished_for_free_once_retired(later_scene):
    s = later_scene()
    (journal,) = s.hand(ALICE, "FF114")
    (big,) = s.hand(ALICE, "orange-3")  # cost 3
    s.deck(ALICE, "orange-1")
    game = play(later_scene, s.game(), journal, prefer=(big,))
    book = in_play(game, "FF114").iid
    (banished,) = game.state.players[ALICE].banished
    assert game.state.cards[banished].card_id == "orange-3"
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]  # drawn, then the other banished
    assert PlayCard(ALICE, banished, A_HOME) not in game.legal_choices()
    # two Study counters: the Immediate can't be activated (508.1d)
    game.edit(SetCounter(book, "Study", 2, "test"))
    assert ActivateAbility(ALICE, book, 2) not in game.legal_choices()
    game.edit(SetCounter(book, "Study", 3, "test"))
    tokens = game.state.players[ALICE].tokens
    game = activate(later_scene, game, book, 2)
    assert "FF114" in ids(game, Zone.DISCARD, ALICE)  # retired
    assert "without paying its cost" in trace_text(game)
    game = play(later_scene, game, banished, A_HOME)
    assert in_play(game, "orange-3").controller == ALICE
    assert game.state.players[ALICE].tokens == tokens  # nothing paid (609.2a)


def test_FF114_the_permission_ends_with_the_turn(later_scene):
    s = later_scene()
    (journal,) = s.hand(ALICE, "FF114")
    (big,) = s.hand(ALICE, "orange-3")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = play(later_scene, s.game(), journal, prefer=(big,))
    book = in_play(game, "FF114").iid
    (banished,) = game.state.players[ALICE].banished
    game.edit(SetCounter(book, "Study", 3, "test"))
    game = activate(later_scene, game, book, 2)
    assert PlayCard(ALICE, banished, A_HOME) in game.legal_choices()
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert not any(e.kind == PLAYABLE_BANISHED for e in game.state.effects)


def test_LL41_banishes_up_to_four_face_down_draws_as_many_and_plays_them(later_scene):
    s = later_scene()
    (zecora,) = s.hand(ALICE, "LL41")
    kept = s.hand(ALICE, "orange-1", "orange-2", "orange-3")
    s.deck(ALICE, "swift-1", "swift-1", "swift-1", "swift-1")
    game = s.game()
    game.apply(PlayCard(ALICE, zecora, A_HOME))
    game.apply(ChooseCard(ALICE, kept[0]))
    game.apply(ChooseCard(ALICE, kept[2]))
    game.apply(Decline(ALICE))  # up to 4: two
    game = later_scene.settle(game)
    banished = game.state.players[ALICE].banished
    assert sorted(game.state.cards[i].card_id for i in banished) == ["orange-1", "orange-3"]
    assert sorted(ids(game, Zone.HAND, ALICE)) == ["orange-2", "swift-1", "swift-1"]
    # played as though in the hand, paying its cost (609.2a)
    three = next(i for i in banished if game.state.cards[i].card_id == "orange-3")
    tokens = game.state.players[ALICE].tokens
    game = play(later_scene, game, three, A_HOME)
    assert in_play(game, "orange-3").controller == ALICE
    assert game.state.players[ALICE].tokens == tokens - 3


def test_LL41_needs_a_zecora_in_play_and_only_its_own_banished_cards(later_scene):
    s = later_scene()
    (zecora,) = s.hand(ALICE, "LL41")
    (one,) = s.hand(ALICE, "orange-1")
    (other,) = s.board.add(Zone.BANISHED, ALICE, "orange-2")  # banished some other way
    s.deck(ALICE, "swift-1")
    game = play(later_scene, s.game(), zecora, A_HOME, prefer=(one,))
    (face_down,) = (i for i in game.state.players[ALICE].banished if i != other)
    assert PlayCard(ALICE, face_down, A_HOME) in game.legal_choices()
    assert PlayCard(ALICE, other, A_HOME) not in game.legal_choices()
    # with no Zecora, Curative Cache in play, nothing lets her play it
    game.edit(MoveCard(in_play(game, "LL41").iid, Zone.DISCARD, "test"))
    assert PlayCard(ALICE, face_down, A_HOME) not in game.legal_choices()


def sides(game):  # type: ignore[no-untyped-def]
    """Each character and Troublemaker in play by card id: (boosted, frightened, face-down)."""
    return sorted(
        (c.card_id, c.controller, c.boosted, c.frightened, c.face_down)
        for c in game.state.in_play()
        if game._table.pool[c.card_id].type.value in ("Mane Character", "Friend", "Troublemaker")
    )


def test_FF102_turns_every_character_and_troublemaker_over_now_and_next_turn(later_scene):
    s = later_scene()
    s.put("orange-2", ALICE, A_HOME)
    s.put("orange-1", BOB, B_HOME, frightened=True, face_down=True)
    s.put("tm-2", BOB, B_PROBLEM)
    s.put("tm-3", ALICE, B_PROBLEM, face_down=True)
    (ev,) = s.hand(ALICE, "FF102")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game()
    before = sides(game)
    manes = [x for x in before if game._table.pool[x[0]].type.value == "Mane Character"]
    assert manes and not any(m[2] for m in manes)
    game = play(later_scene, game, ev)
    after = sides(game)
    assert [x for x in after if x[0] in {m[0] for m in manes}] == [
        (m[0], m[1], True, False, False) for m in manes
    ]  # each Mane to its Boosted side (301.2)
    assert ("orange-2", ALICE, False, True, True) in after  # frightened (504.1)
    assert ("orange-1", BOB, False, False, False) in after  # unfrightened (504.3)
    assert ("tm-2", BOB, False, False, True) in after  # face-down (505.3)
    assert ("tm-3", ALICE, False, False, False) in after  # face-up: uncovered (607.3)
    assert "uncover" in trace_text(game)
    # at the start of the next turn (Bob's), every one of them over again
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB and g.state.phase == "Main")
    again = sides(game)
    assert [x for x in again if x[0] in {m[0] for m in manes}] == [
        (m[0], m[1], False, False, False) for m in manes
    ]
    assert ("orange-2", ALICE, False, False, False) in again
    assert ("orange-1", BOB, False, True, True) in again
    assert ("tm-2", BOB, False, False, False) in again
    assert ("tm-3", ALICE, False, False, True) in again


def competitive(game, iid: int):  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, "Competitive")


def test_FF85_competitive_instances_add_up(later_scene):
    s = later_scene()
    printed = s.put("competitive-1", ALICE, A_HOME)  # printed Competitive 2, not a Pegasus
    pegasus = s.put("PR20", ALICE, A_HOME)  # a Pegasus with no keyword
    other = s.put("PR44", ALICE, A_HOME)  # another Pegasus
    theirs = s.put("PR79", BOB, B_HOME)  # Bob's Pegasus: not "your"
    (ev,) = s.hand(ALICE, "FF85")
    game = play(later_scene, s.game(), ev, prefer=(pegasus,))
    assert competitive(game, pegasus) == 3  # Competitive 2, and an additional Competitive 1
    assert competitive(game, other) == 1
    assert competitive(game, printed) == 2
    assert competitive(game, theirs) is None
    # a card printing Competitive 2 that is given Competitive 2 has both (702)
    s = later_scene()
    printed = s.put("competitive-1", ALICE, A_HOME)
    (ev,) = s.hand(ALICE, "FF85")
    game = play(later_scene, s.game(), ev, prefer=(printed,))
    assert competitive(game, printed) == 4
    # until the end of the turn (616.4)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game.apply(EndMainPhase(ALICE))
    game = until(game, lambda g: g.state.turn_player == BOB)
    assert competitive(game, printed) == 2


def test_FF85_each_instance_adds_its_power_in_a_faceoff(later_scene):
    s = later_scene()
    mine = s.put("competitive-1", ALICE, B_PROBLEM)  # printed power 1, Competitive 2
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (ev,) = s.hand(ALICE, "FF85")
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
    assert game.power(mine) == 3  # in the faceoff: +2 (glossary: Competitive)
    game = when_offered(game, PlayCard(ALICE, ev))
    game = later_scene.settle(game, prefer=(mine,))
    line = next(x for x in trace_text(game).splitlines() if "Faceoff totals" in x)
    # printed power 1, +2 printed Competitive, +2 granted: both instances apply (702)
    assert f"Competitive 1 #{mine} 5 " in line


def test_FF8_competitive_two_adds_to_a_griffon_printing_competitive(later_scene):
    # Gavin, Fledgling (FF7): a Griffon printing Competitive 1; FF8 gives it Competitive 2 as it
    # enters: two instances, both apply (702)
    s = later_scene()
    s.put("FF8", ALICE, A_HOME)
    (gavin,) = s.hand(ALICE, "FF7")
    game = play(later_scene, s.game(), gavin, A_HOME)
    assert competitive(game, in_play(game, "FF7").iid) == 3


def test_FF76_banishes_an_opposing_friend_and_enters_play_as_a_copy_of_it(later_scene):
    s = later_scene()
    # Princess Cadance, On Vacation (AD37): 4 power, pink, "When this card enters play, draw 2
    # cards."; its counter is not copied (520.2: printed information only)
    cadance = s.put("AD37", BOB, B_HOME, counters={"+1 power": 1})
    other = s.put("orange-2", BOB, B_HOME)
    (queen,) = s.hand(ALICE, "FF76")
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, queen, A_HOME))
    d = game.current_decision()
    assert "copy" in d.prompt and "706.1a" in d.prompt
    assert set(game.legal_choices()) == {ChooseCard(ALICE, cadance), ChooseCard(ALICE, other)}
    game.apply(ChooseCard(ALICE, cadance))
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["AD37"]
    copy = next(
        c
        for c in game.state.in_play()
        if c.controller == ALICE
        and c.area == A_HOME
        and game._table.pool[c.card_id].name == "Princess Cadance, On Vacation"
    )
    assert game.power(copy.iid) == 4
    assert set(game.colours(copy.iid)) == {Colour.PINK}
    assert len(game.state.players[ALICE].hand) == 2  # its "enters play" ability (706.1d)
    assert "enters play as a copy of Princess Cadance" in trace_text(game)
    # out of play it is Queen Chrysalis, Evil Twin again (410.6)
    game.edit(MoveCard(copy.iid, Zone.DISCARD, "test"))
    assert ids(game, Zone.DISCARD, ALICE) == ["FF76"]


def test_FF76_enters_as_itself_with_no_opposing_friend(later_scene):
    s = later_scene()
    (queen,) = s.hand(ALICE, "FF76")
    game = play(later_scene, s.game(), queen, A_HOME)
    assert in_play(game, "FF76").controller == ALICE
    assert game.power(in_play(game, "FF76").iid) == 0


def test_FF76_the_copy_is_kept_in_the_position_text(later_scene):
    s = later_scene()
    cadance = s.put("AD37", BOB, B_HOME)
    (queen,) = s.hand(ALICE, "FF76")
    s.deck(ALICE, "orange-1", "orange-1")
    game = play(later_scene, s.game(), queen, A_HOME, prefer=(cadance,))
    text = write_position(game.state)
    assert "copy-of:FF76:AD37" in text
    assert write_position(read_position(text)) == text


def test_AD202_copies_the_printed_keywords_of_a_friend_token(later_scene):
    # a chosen card id is told from a colour or a name whether it is a pool card or a token
    s = later_scene()
    token = s.put("token:Friend:1:blue:Pegasus:Swift:", BOB, B_HOME)
    (queen,) = s.hand(ALICE, "AD202")
    game = play(later_scene, s.game(), queen, A_HOME, prefer=(token,))
    assert game._table.view().keyword(in_play(game, "AD202").iid, "Swift") is not None
