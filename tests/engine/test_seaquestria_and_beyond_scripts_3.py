"""Seaquestria and Beyond card scripts automated after the first two passes (SB4, SB27, SB56,
SB92 ...), one scenario per automated card: position -> choices -> result. Each test names the
card by collector number; read it beside the card's text."""

from __future__ import annotations

from script_scenes import activate

from engine import Zone
from engine.choices import PlayCard
from engine.scenario import A_HOME, ALICE, B_PROBLEM, BOB


def ids(game, zone: Zone, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.cards[i].card_id for i in game.state.players[player].zone_list(zone)]


def in_play(game, card_id: str):  # type: ignore[no-untyped-def]
    return next(c for c in game.state.in_play() if c.card_id == card_id)


# --- Mane Characters ----------------------------------------------------------------------------
def test_SB4_pays_two_to_search_a_troublemaker_into_play_and_turn_over(later_scene):
    s = later_scene(mane=("SB4", "V-OR-M"))
    tempest = s.board.mane[ALICE]
    s.deck(ALICE, "orange-1", "tm-2", "orange-2")
    game = s.game()
    before = game.state.players[ALICE].tokens
    game = activate(later_scene, game, tempest, prefer=[s.board.problem[BOB]])
    tm = in_play(game, "tm-2")
    assert not tm.face_down and tm.controller == ALICE and tm.area == B_PROBLEM
    assert game.state.players[ALICE].tokens == before - 2
    assert game.state.cards[tempest].boosted
    assert "tm-2" not in ids(game, Zone.DRAW_DECK, ALICE)
    assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["orange-1", "orange-2"]


# --- Friends --------------------------------------------------------------------------------------
def test_SB92_cards_put_on_top_of_your_deck_give_one_critter_token(later_scene):
    s = later_scene()
    zoo = s.put("SB92", ALICE, A_HOME)
    (scope,) = s.hand(ALICE, "EO136")  # draw 4, put 3 from your hand on top of your deck
    s.deck(ALICE, *["orange-1"] * 6)
    game = s.game()
    game.apply(PlayCard(ALICE, scope, None))
    game = later_scene.settle(game)
    critters = [c for c in game.state.in_play() if c.card_id.startswith("token")]
    assert len(critters) == 1  # three cards put there together: one token (the card exhausts)
    (critter,) = critters
    assert game.power(critter.iid) == 1 and critter.area == A_HOME
    assert "Critter" in game._table.view().traits(critter.iid)
    assert game.state.cards[zoo].exhausted


def test_SB92_declined_or_exhausted_gives_nothing(later_scene):
    s = later_scene()
    s.put("SB92", ALICE, A_HOME, exhausted=True)
    (scope,) = s.hand(ALICE, "EO136")
    s.deck(ALICE, *["orange-1"] * 6)
    game = s.game()
    game.apply(PlayCard(ALICE, scope, None))
    game = later_scene.settle(game)
    assert not [c for c in game.state.in_play() if c.card_id.startswith("token")]
