"""Leaders and Legends card scripts that waited on the Talented, "8 or more points", exhausted
and put-on-deck pieces: one scenario per automated card, position -> choices -> result."""

from __future__ import annotations

from script_scenes import play, until

from engine import DecisionKind, Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    Decline,
    EndMainPhase,
    PlaceCard,
    PlayCard,
    Retire,
)
from engine.scenario import A_HOME, ALICE, B_HOME, B_PROBLEM, BOB, trace_text

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


def critters(game, player: int) -> list[int]:  # type: ignore[no-untyped-def]
    return [
        c.iid
        for c in game.state.in_play()
        if c.controller == player and "Critter" in game._table.view().traits(c.iid)
    ]


def test_LL88_retires_two_critters_at_the_end_of_the_turn_below_eight_points(later_scene):
    for points, left in (((0, 0), 0), ((8, 0), 2)):
        s = later_scene()
        ev = s.hand(ALICE, "LL88")[0]
        game = play(later_scene, s.game(points=points), ev)
        assert len(critters(game, ALICE)) == 2
        game.apply(EndMainPhase(ALICE))
        game = until(game, lambda g: g.state.turn_player == BOB)
        assert len(critters(game, ALICE)) == left


def frightened(game) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(c.card_id for c in game.state.in_play() if c.frightened)


def test_LL99_frightens_a_friend_below_eight_points(later_scene):
    s = later_scene()
    calm = s.put("orange-2", BOB, B_HOME)
    scared = s.put("orange-1", BOB, B_HOME, frightened=True)
    ev = s.hand(ALICE, "LL99")[0]
    game = play(later_scene, s.game(), ev, prefer=(scared, calm))
    assert frightened(game) == ["orange-1", "orange-2"]  # the frightened one stays in play


def test_LL99_may_dismiss_a_frightened_friend_at_eight_points(later_scene):
    s = later_scene()
    calm = s.put("orange-2", BOB, B_HOME)
    scared = s.put("orange-1", BOB, B_HOME, frightened=True)
    ev = s.hand(ALICE, "LL99")[0]
    game = play(later_scene, s.game(points=(0, 8)), ev, prefer=(scared, calm))
    assert "orange-1" in ids(game, Zone.DISCARD, BOB)
    assert frightened(game) == []  # instead: no frighten as well


def test_LL99_declining_the_dismiss_frightens_instead(later_scene):
    s = later_scene()
    calm = s.put("orange-2", BOB, B_HOME)
    s.put("orange-1", BOB, B_HOME, frightened=True)
    ev = s.hand(ALICE, "LL99")[0]
    game = s.game(points=(0, 8))
    game.apply(PlayCard(ALICE, ev))
    game = until(game, lambda g: any(isinstance(c, Decline) for c in g.legal_choices()))
    game.apply(next(c for c in game.legal_choices() if isinstance(c, Decline)))
    game = later_scene.settle(game, prefer=(calm,))
    assert frightened(game) == ["orange-1", "orange-2"]
    assert ids(game, Zone.DISCARD, BOB) == []


def activation(game, card: int, player: int = ALICE):  # type: ignore[no-untyped-def]
    (number,) = {
        c.ability for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == card
    }
    return ActivateAbility(player, card, number)


def test_LL110_each_player_with_an_even_number_of_tokens_gains_one(later_scene):
    for tokens, after in (((10, 7), (11, 7)), ((9, 8), (9, 9)), ((4, 0), (5, 1))):
        s = later_scene()
        tea = s.put("LL110", ALICE, A_HOME)
        game = s.game(tokens=tokens)
        game.apply(activation(game, tea))
        game = later_scene.settle(game)
        assert game.state.cards[tea].exhausted
        assert tuple(p.tokens for p in game.state.players) == after


def test_LL118_retires_itself_to_put_a_friend_over_the_home_limit_into_the_hand(later_scene):
    s = later_scene()
    whammy = s.put("LL118", ALICE, A_HOME)
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(4)]
    game = s.game(at="end")
    assert game.current_decision().kind is DecisionKind.RETIRE  # home limit 3 (616.3)
    game.apply(Retire(ALICE, friends[0]))
    d = game.current_decision()
    assert d.kind is DecisionKind.REPLACEMENT and "into its owner's hand" in d.prompt
    game.apply(Accept(ALICE))
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]
    assert ids(game, Zone.DISCARD, ALICE) == ["LL118"] and whammy not in game.state.play


def test_LL118_declined_the_friend_is_retired(later_scene):
    s = later_scene()
    whammy = s.put("LL118", ALICE, A_HOME)
    friends = [s.put("orange-1", ALICE, A_HOME) for _ in range(4)]
    game = s.game(at="end")
    game.apply(Retire(ALICE, friends[0]))
    game.apply(Decline(ALICE))
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-1"] and whammy in game.state.play


def test_LL100_put_on_top_of_the_deck_reveals_to_gain_one_and_shuffle(later_scene):
    for accept, gained in ((True, 1), (False, 0)):
        s = later_scene()
        delivery = s.hand(ALICE, "LL100")[0]
        s.deck(ALICE, *("orange-1",) * 5)
        game = s.game(tokens=(5, 5))
        game.apply(PlayCard(ALICE, delivery))
        game = later_scene.settle(game, accept=accept)
        cost = game._table.pool["LL100"].cost
        assert game.state.players[ALICE].tokens == 5 - cost + gained
        assert sorted(ids(game, Zone.DRAW_DECK, ALICE)) == ["LL100", *("orange-1",) * 5]
        if accept:
            assert "Same Day Delivery" in trace_text(game).split("put on top")[-1]
            assert "shuffle" in trace_text(game).lower()
        else:
            assert ids(game, Zone.DRAW_DECK, ALICE)[0] == "LL100"


def test_LL101_puts_each_players_top_card_on_the_bottom_and_draws_at_eight_points(later_scene):
    for points, drawn in (((0, 0), 0), ((0, 8), 1)):
        s = later_scene()
        notes = s.hand(ALICE, "LL101")[0]
        s.deck(ALICE, "orange-3", "orange-2")
        s.deck(BOB, "orange-1", "orange-2")
        game = s.game(points=points)
        hand = len(game.state.players[ALICE].hand)
        game.apply(PlayCard(ALICE, notes))
        for player in (ALICE, BOB):
            game = until(game, lambda g: g.current_decision().kind is DecisionKind.ARRANGE)
            top = game.state.players[player].zone_list(Zone.DRAW_DECK)[0]
            assert game.legal_choices() == [
                PlaceCard(ALICE, top, False),
                PlaceCard(ALICE, top, True),
            ]
            game.apply(PlaceCard(ALICE, top, True))
        game = later_scene.settle(game)
        assert ids(game, Zone.DRAW_DECK, BOB) == ["orange-2", "orange-1"]
        assert len(game.state.players[ALICE].hand) == hand - 1 + drawn
        if drawn:
            assert ids(game, Zone.HAND, ALICE)[-1] == "orange-2"  # the new top card
        assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "orange-3"


def test_LL107_played_from_the_discard_pile_only_at_eight_points(later_scene):
    for points, playable in (((0, 7), False), ((0, 8), True)):
        s = later_scene()
        for req in s.pool["LL107"].play_requirements:  # its play requirement met (205.1)
            for _ in range((req.amount + 2) // 3):
                s.put(s.SUPPLY[req.colour], ALICE, A_HOME)
        friend = s.put("orange-1", ALICE, A_HOME)
        (gown,) = s.board.add(Zone.DISCARD, ALICE, "LL107")
        game = s.game(points=points)
        offered = [c for c in game.legal_choices() if isinstance(c, PlayCard) and c.card == gown]
        assert bool(offered) is playable
        if playable:
            game.apply(offered[0])
            game = later_scene.settle(game, prefer=(friend,))
            worn = next(c for c in game.state.in_play() if c.card_id == "LL107")
            host = game.state.cards[worn.attached_to]
            assert game.power(host.iid) == s.pool[host.card_id].power + 2
            assert ids(game, Zone.DISCARD, ALICE) == []


def test_LL87_an_opponent_discards_an_event_or_any_card_at_eight_points(later_scene):
    for points, gone in (((0, 0), "PR114"), ((8, 0), "orange-1")):
        s = later_scene()
        chapters = s.hand(ALICE, "LL87")[0]
        friend, event = s.board.add(Zone.HAND, BOB, "orange-1", "PR114")
        game = play(later_scene, s.game(points=points), chapters, prefer=(friend,))
        assert ids(game, Zone.DISCARD, BOB) == [gone]
        assert len(game.state.players[BOB].hand) == 1


def test_LL98_moves_opposing_characters_weaker_than_the_revealed_card(later_scene):
    for points, moved in (((0, 0), 1), ((0, 8), 2)):
        s = later_scene()
        shift = s.hand(ALICE, "LL98")[0]
        s.deck(ALICE, "orange-3")  # printed power 3
        weak = [s.put("orange-2", BOB, B_PROBLEM) for _ in range(3)]
        strong = s.put("orange-3", BOB, B_PROBLEM)
        game = s.game(points=points)
        before = {c.iid: c.area for c in game.state.in_play() if c.controller == BOB}
        game = play(later_scene, game, shift, prefer=(strong, *weak, B_HOME))
        assert game.state.cards[strong].area == B_PROBLEM  # not less than 3: no choice
        assert sum(game.state.cards[i].area != area for i, area in before.items()) == moved
        assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-3"]


def test_LL78_retired_friends_become_critters_twice_as_many_at_eight_points(later_scene):
    for points, times in (((0, 0), 1), ((8, 0), 2)):
        s = later_scene()
        s.put("orange-1", ALICE, A_HOME)
        s.put("orange-2", ALICE, A_HOME)
        goldie = s.hand(ALICE, "LL78")[0]
        game = play(later_scene, s.game(points=points), goldie, A_HOME)
        # every Friend of hers retired, Goldie too (settle retires every one offered)
        retired = ids(game, Zone.DISCARD, ALICE)
        assert {"LL78", "orange-1", "orange-2"} <= set(retired)
        assert len(critters(game, ALICE)) == times * len(retired)
