"""The last manual cards of the copying family (Friends Forever, Leaders and Legends): a card
entering play as a copy, printed abilities gained by an effect, colours copied, a host's power
doubled, keyword instances that add up, turning every card over, and banished cards played.
One scenario per automated card: position -> choices -> result."""

from __future__ import annotations

from engine.scenario import A_HOME, ALICE, BOB


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
