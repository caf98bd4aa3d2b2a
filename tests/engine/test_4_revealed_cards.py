"""Revealed and looked-at cards (410.6, 518.1): a card an effect reveals is known to every player
and to spectators, a card a player looks at to that player alone, until a shuffle;
a zone change makes a new card (410.6), still known to whoever saw it go there; only a shuffle
makes cards unknown again."""

from __future__ import annotations

from script_scenes import activate, play, strong_at, with_problem

from engine import Zone, home, problem_area, read_position, write_position
from engine.choices import DrawAction
from engine.perspective import HIDDEN, hidden_cards, may_see, seen_steps, why_hidden
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB, ids, trace_text

SPECTATOR = None


def cards_named(game, card_id: str, zone: Zone, player: int):  # type: ignore[no-untyped-def]
    s = game.state
    return [s.cards[i] for i in s.zone_list(zone, player) if s.cards[i].card_id == card_id]


def test_a_hand_revealed_by_an_effect_is_known_to_everyone_while_it_stays_there(cn_scene):
    # CN33: "an opponent reveals their hand; you may choose a Friend card from it and they
    # discard that card": the Event Bob keeps stays revealed in his hand
    s = cn_scene()
    s.board.add(Zone.HAND, BOB, "event-main", "orange-1")
    (iid,) = s.hand(ALICE, "CN33")
    game = play(cn_scene, s.game(), iid, A_HOME)
    (kept,) = cards_named(game, "event-main", Zone.HAND, BOB)
    for viewer in (ALICE, BOB, SPECTATOR):
        assert may_see(game.pool, kept, viewer)
    assert kept.iid not in hidden_cards(game.state, game.pool, ALICE)
    # the trace line that reveals it names the cards to everyone
    for viewer in (ALICE, SPECTATOR):
        text = "\n".join(line for step in seen_steps(game, viewer) for line in step.trace)
        assert f"Bob reveals their hand: Plan #{kept.iid}, Orange 1" in text


def test_a_searched_card_is_revealed_into_the_hand_and_the_deck_is_hidden_again(scene):
    # PR56: search your deck for an Event, reveal it and put it into your hand (518.1, 518.2)
    s = scene()
    (iid,) = s.hand(ALICE, "PR56")
    s.deck(ALICE, "orange-1", "event-main", "orange-2")
    game = s.game()
    game.apply(next(c for c in game.legal_choices() if getattr(c, "card", None) == iid))
    while "search your deck" not in game.current_decision().prompt:
        game.apply(game.legal_choices()[0])  # the play, then passing priority to resolve it
    # while searching, Alice looks at all of her deck (518.1); Bob and spectators do not
    deck = [game.state.cards[i] for i in game.state.players[ALICE].deck]
    assert deck and all(may_see(game.pool, c, ALICE) for c in deck)
    assert not any(may_see(game.pool, c, v) for c in deck for v in (BOB, SPECTATOR))
    assert "(410.6)" in why_hidden(game.pool, deck[0], BOB)
    scene.settle(game)
    (found,) = cards_named(game, "event-main", Zone.HAND, ALICE)
    assert may_see(game.pool, found, BOB) and may_see(game.pool, found, SPECTATOR)
    # the deck was shuffled after the search (518.2): new cards (410.6) nobody has seen
    assert "shuffles their draw deck" in trace_text(game)
    for i in game.state.players[ALICE].deck:
        assert "(402.2)" in why_hidden(game.pool, game.state.cards[i], ALICE)
    bob = "\n".join(line for step in seen_steps(game, BOB) for line in step.trace)
    assert "finds Plan #" in bob and "reveals it" in bob


def test_the_top_card_revealed_into_a_hand_is_known_there(cn_scene):
    # CN177: the confronter reveals their top card; a Friend goes into their hand
    s = with_problem(cn_scene, "CN177", owner=BOB)
    strong_at(s, B_PROBLEM)
    s.deck(ALICE, "orange-1", "pink-2")
    game = cn_scene.settle(s.game(at="score"))
    (revealed,) = cards_named(game, "orange-1", Zone.HAND, ALICE)
    assert may_see(game.pool, revealed, BOB) and may_see(game.pool, revealed, SPECTATOR)
    (unrevealed,) = cards_named(game, "pink-2", Zone.DRAW_DECK, ALICE)
    assert not may_see(game.pool, unrevealed, BOB)


def test_cards_looked_at_are_known_to_the_looker_alone_until_a_shuffle(scene):
    # PR68: look at the top 2 cards of an opponent's deck and put them back in any order
    s = scene()
    (iid,) = s.hand(ALICE, "PR68")
    s.deck(BOB, "orange-1", "orange-2", "orange-3")
    game = play(scene, s.game(), iid, A_HOME)
    top = [game.state.cards[i] for i in game.state.players[BOB].deck]
    assert [may_see(game.pool, c, ALICE) for c in top] == [True, True, False]
    for c in top:  # Bob's own deck is not public to him (402.2), nor to spectators
        assert not may_see(game.pool, c, BOB) and not may_see(game.pool, c, SPECTATOR)
    assert "looked at by player 1 alone" in why_hidden(game.pool, top[0], BOB)
    # Bob draws the top card: a new card in his hand (410.6), but Alice knows which one it is
    while game.state.turn_player == ALICE and game.legal_choices():
        game.apply(game.legal_choices()[0])
    drawn = game.state.cards[game.state.players[BOB].hand[-1]]
    assert drawn.card_id == top[0].card_id and drawn.looked_at_by == (ALICE,)
    assert may_see(game.pool, drawn, ALICE) and not may_see(game.pool, drawn, SPECTATOR)
    still = game.state.cards[top[1].iid]  # the other one is still the card she looked at
    assert may_see(game.pool, still, ALICE)


def test_a_face_down_troublemaker_looked_at_is_known_to_the_looker_only(scene):
    # PR94: look at a face-down Troublemaker (505.1d)
    s = scene()
    me = s.put("PR94", ALICE, A_PROBLEM)
    tm = s.put("tm-3", BOB, A_PROBLEM, face_down=True)
    s.deck(BOB, "tm-3")  # another of it, hidden: the name alone does not say which one
    game = activate(scene, s.game(), me)
    card = game.state.cards[tm]
    assert may_see(game.pool, card, ALICE) and may_see(game.pool, card, BOB)
    assert not may_see(game.pool, card, SPECTATOR)
    alice = "\n".join(seen_steps(game, ALICE)[-1].trace)
    spectators = "\n".join(line for step in seen_steps(game, SPECTATOR) for line in step.trace)
    assert "Alice looks at Timberwolf, Three" in alice
    assert "Timberwolf" not in spectators and f"Alice looks at {HIDDEN}" in spectators


def test_who_knows_a_hidden_card_round_trips_through_the_position_text(board):
    b = board()
    (revealed,) = b.add(Zone.HAND, ALICE, "orange-1", revealed=True)
    (looked,) = b.add(Zone.DRAW_DECK, BOB, "pink-3", looked_at_by=(ALICE,))
    tm = b.play("tm-3", BOB, problem_area(ALICE), face_down=True, looked_at_by=(ALICE,))
    b.play("orange-2", ALICE, home(ALICE))
    game = b.game()
    text = write_position(game.state)
    assert f"revealed #{revealed}=all #{looked}=0 #{tm}=0" in text
    again = read_position(text)
    assert again.cards == game.state.cards and write_position(again) == text
    # nothing known: no line, so positions and fingerprints of other games are unchanged
    assert "revealed" not in write_position(board().game().state)


def test_a_revealed_card_drawn_stays_known_and_the_next_draw_does_not(board):
    b = board()
    b.add(Zone.DRAW_DECK, ALICE, "orange-3", revealed=True)
    b.add(Zone.DRAW_DECK, ALICE, "orange-2")
    game = b.game(at="main", tokens=(3, 0))
    assert may_see(game.pool, game.state.cards[game.state.players[ALICE].deck[0]], BOB)
    game.apply(DrawAction(ALICE))
    drawn = game.state.cards[game.state.players[ALICE].hand[-1]]
    assert ids(game, Zone.HAND, ALICE)[-1] == "orange-3"
    assert may_see(game.pool, drawn, BOB)  # everyone saw the revealed card drawn (410.6)
    game.apply(DrawAction(ALICE))
    second = game.state.cards[game.state.players[ALICE].hand[-1]]
    assert ids(game, Zone.HAND, ALICE)[-1] == "orange-2"
    assert not may_see(game.pool, second, BOB) and "(404.1)" in why_hidden(game.pool, second, BOB)


def test_a_card_returned_from_play_to_a_hand_is_known_to_everyone(scene):
    # PR25 returns to its owner's hand when dismissed: everyone saw which card went there
    s = scene()
    s.put("PR25", BOB, B_PROBLEM)
    s.hand(BOB, "orange-1")
    (invite,) = s.hand(ALICE, "PR113")
    game = play(scene, s.game(), invite)
    hand = {game.state.cards[i].card_id: game.state.cards[i] for i in game.state.players[BOB].hand}
    assert may_see(game.pool, hand["PR25"], ALICE) and may_see(game.pool, hand["PR25"], SPECTATOR)
    assert not may_see(game.pool, hand["orange-1"], ALICE)
