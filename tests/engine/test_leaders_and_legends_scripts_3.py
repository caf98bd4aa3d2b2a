"""Leaders and Legends card scripts that waited on the Talented, "8 or more points", exhausted
and put-on-deck pieces: one scenario per automated card, position -> choices -> result."""

from __future__ import annotations

from script_scenes import play

from engine import Zone
from engine.scenario import A_HOME, ALICE

ORANGE_EVENT = "MT85"  # Main Phase: Put a 3 [Honesty] Rock Friend token into play.
BLUE_EVENT = "HM87"  # Main Phase: Your characters have Swift this turn.


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def test_LL73_talented_puts_two_counters_on_low_printed_power_friends(later_scene):
    s = later_scene()
    seedling = s.put("LL73", ALICE, A_HOME)  # orange and yellow, printed power 2
    small = s.put("orange-1", ALICE, A_HOME)
    big = s.put("orange-3", ALICE, A_HOME)
    ev = s.hand(ALICE, ORANGE_EVENT)[0]
    game = play(later_scene, s.game(), ev, prefer=(big, small))
    assert game.state.cards[big].counter("+1 power") == 0  # printed power 3: not a choice
    assert game.state.cards[small].counter("+1 power") == 2
    assert game.state.cards[seedling].counter("+1 power") == 0


def test_LL73_talented_ignores_an_event_of_another_colour(later_scene):
    s = later_scene()
    s.put("LL73", ALICE, A_HOME)
    small = s.put("orange-1", ALICE, A_HOME)
    ev = s.hand(ALICE, BLUE_EVENT)[0]
    game = play(later_scene, s.game(), ev, prefer=(small,))
    assert game.state.cards[small].counter("+1 power") == 0
