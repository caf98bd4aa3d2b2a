"""The last manual cards of the copying family (Friends Forever, Leaders and Legends): a card
entering play as a copy, printed abilities gained by an effect, colours copied, a host's power
doubled, keyword instances that add up, turning every card over, and banished cards played.
One scenario per automated card: position -> choices -> result."""

from __future__ import annotations

from script_scenes import activate, in_play

from engine import Zone
from engine.cards import Colour
from engine.choices import ChooseCard, Decline, PlayCard
from engine.scenario import A_HOME, ALICE, BOB, ids, trace_text


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
