"""The last manual cards of the copying family (Friends Forever, Leaders and Legends): a card
entering play as a copy, printed abilities gained by an effect, colours copied, a host's power
doubled, keyword instances that add up, turning every card over, and banished cards played.
One scenario per automated card: position -> choices -> result."""

from __future__ import annotations

from script_scenes import in_play

from engine.cards import Colour
from engine.choices import ChooseCard, Decline, PlayCard
from engine.scenario import A_HOME, ALICE, BOB, trace_text


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
