"""Defenders of Equestria scripts of the Events whose additional cost is discarding 2 cards
(DE90, DE94, DE97, DE101): one scenario per card, position -> choices -> result. Each cost is
paid as the Event is played (705.2c), and the Event can't be played without 2 other cards in
hand to discard (508.1d). Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import challenge, until

from engine import DecisionKind, Zone
from engine.choices import ChooseCard, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, ids, trace_text


def offered(game) -> set[int]:  # type: ignore[no-untyped-def]
    """The cards the current decision offers to choose."""
    return {c.card for c in game.legal_choices() if isinstance(c, ChooseCard)}


def discards_two(game, event: int, first: int, second: int, others: set[int]):  # type: ignore
    """Alice plays ``event``: she is asked first to discard, from ``others`` (never the Event
    itself), and discards ``first`` then ``second``."""
    game.apply(PlayCard(ALICE, event, None))
    d = game.current_decision()
    assert d.kind is DecisionKind.TARGET and "discard" in d.prompt
    assert offered(game) == others
    game.apply(ChooseCard(ALICE, first))
    assert offered(game) == others - {first}
    game.apply(ChooseCard(ALICE, second))
    return game


def cant_be_played_with_one_other_card(scene, event: str) -> None:  # type: ignore
    """With one other card in hand the Event is not offered (508.1d); with two it is."""
    s = scene()
    played, _ = s.hand(ALICE, event, "pink-2")
    game = s.game()
    choice = PlayCard(ALICE, played, None)
    assert choice not in game.legal_choices()
    reason = game.why_not(choice)
    assert reason is not None and "(609.2a)" in reason
    s.hand(ALICE, "orange-1")
    assert s.game().why_not(choice) is None


# --- Main Phase ---------------------------------------------------------------------------------
def test_DE90_discards_two_then_banishes_an_opposing_friend_resource_or_troublemaker(
    later_scene,
):
    s = later_scene()
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    friend = s.put("orange-2", BOB, B_PROBLEM)
    resource = s.put("resource-1", BOB, B_HOME)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    s.put("tm-2", BOB, A_PROBLEM, face_down=True)  # not described: face-down (505.2)
    sneeze, a, b, c = s.hand(ALICE, "DE90", "pink-2", "pink-3", "orange-1")
    game = discards_two(s.game(), sneeze, a, b, {a, b, c})
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["pink-2", "pink-3"]  # paid before
    assert offered(game) == {friend, resource, tm}  # not Alice's, not the face-down one
    game.apply(ChooseCard(ALICE, tm))
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["tm-3"] and tm not in game.state.play
    assert friend in game.state.play and resource in game.state.play and mine in game.state.play
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["DE90", "pink-2", "pink-3"]


def test_DE90_cant_be_played_with_one_other_card_in_hand(later_scene):
    cant_be_played_with_one_other_card(later_scene, "DE90")


def test_DE97_discards_two_then_dismisses_an_opposing_friend(later_scene):
    s = later_scene()
    s.put("orange-2", ALICE, A_PROBLEM)
    one = s.put("orange-1", BOB, B_HOME)
    two = s.put("pink-2", BOB, B_PROBLEM)
    business, a, b, c = s.hand(ALICE, "DE97", "pink-2", "pink-3", "orange-1")
    game = discards_two(s.game(), business, c, a, {a, b, c})
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["orange-1", "pink-2"]
    assert offered(game) == {one, two}  # opposing Friends only: not the Mane, not Alice's
    game.apply(ChooseCard(ALICE, two))
    game = later_scene.settle(game)
    assert ids(game, Zone.DISCARD, BOB) == ["pink-2"] and one in game.state.play
    assert ids(game, Zone.HAND, ALICE) == ["pink-3"]


def test_DE97_cant_be_played_with_one_other_card_in_hand(later_scene):
    cant_be_played_with_one_other_card(later_scene, "DE97")


# --- Immediate ----------------------------------------------------------------------------------
def test_DE94_discards_two_and_gives_an_involved_character_two_power(later_scene):
    s = later_scene()
    diver = s.put("orange-2", ALICE, B_PROBLEM)
    partner = s.put("orange-1", ALICE, B_PROBLEM)
    home = s.put("orange-1", ALICE, A_HOME)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    dive, a, b, c = s.hand(ALICE, "DE94", "pink-2", "pink-3", "orange-3")
    game = challenge(s, tm, ("orange-1",), ("orange-2",))
    assert game.current_decision().kind is DecisionKind.PRIORITY  # it may be played now
    game = discards_two(game, dive, a, b, {a, b, c})
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["pink-2", "pink-3"]  # paid first
    assert offered(game) == {diver, partner}  # involved characters: not the Troublemaker
    game.apply(ChooseCard(ALICE, diver))
    game = until(game, lambda g: g.state.faceoff is None)
    text = trace_text(game)
    assert f"Orange 2 #{diver} gets +2 power until the end of the faceoff" in text
    # Alice 4 + 1 + 1 flipped = 6 against Bob's 3 + 2 flipped = 5 (514.4a); 4 without it
    assert f"Alice 6 (Orange 2 #{diver} 4 + Orange 1 #{partner} 1 + flipped" in text
    assert "Alice wins the faceoff" in text and ids(game, Zone.DISCARD, BOB) == ["tm-3"]
    assert game.power(home) == 1
    assert game.power(diver) == 2  # until the end of the faceoff only


def test_DE94_cant_be_played_with_one_other_card_in_hand(later_scene):
    cant_be_played_with_one_other_card(later_scene, "DE94")


def test_DE101_discards_two_then_banishes_any_resource(later_scene):
    s = later_scene()
    own = s.put("resource-1", ALICE, A_HOME)
    theirs = s.put("resource-1", BOB, B_HOME)
    disappear, a, b, c = s.hand(ALICE, "DE101", "pink-2", "pink-3", "orange-1")
    game = discards_two(s.game(), disappear, b, c, {a, b, c})
    assert sorted(ids(game, Zone.DISCARD, ALICE)) == ["orange-1", "pink-3"]
    assert offered(game) == {own, theirs}  # a Resource: any player's
    game.apply(ChooseCard(ALICE, theirs))
    game = later_scene.settle(game)
    assert ids(game, Zone.BANISHED, BOB) == ["resource-1"] and own in game.state.play
    assert ids(game, Zone.HAND, ALICE) == ["pink-2"]


def test_DE101_cant_be_played_with_one_other_card_in_hand(later_scene):
    cant_be_played_with_one_other_card(later_scene, "DE101")


def test_DE101_flipped_banishes_a_resource_and_discards_nothing(later_scene):
    s = later_scene()
    s.put("orange-1", ALICE, B_PROBLEM)
    theirs = s.put("resource-1", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    kept = s.hand(ALICE, "pink-2", "pink-3")
    game = challenge(s, tm, ("DE101",), ("orange-1",))
    game = until(game, lambda g: theirs not in g.state.play)
    assert ids(game, Zone.BANISHED, BOB) == ["resource-1"]  # Chaos: when flipped (515.1)
    assert all(iid in game.state.players[ALICE].hand for iid in kept)  # not played: no cost
