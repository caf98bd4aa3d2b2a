"""The last manual cards of round 5a: Queen Chrysalis, Changeling Pretender (EO203), Risky
Business (AD114), Starlight Glimmer, Chrono Trigger (MT0). One scenario per behaviour,
position -> choices -> result; read each test beside the card's printed text."""

from __future__ import annotations

import random
from dataclasses import replace

from script_scenes import challenge, strong_at, until

from engine import DeckList, Game
from engine.cards import Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseArea,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    ChooseStartingProblem,
    DecisionKind,
    Decline,
    Mulligan,
    NameCard,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, trace_text
from engine.scripts.vocabulary import BANISHED_THIS_WAY
from engine.selfplay import random_deck
from engine.state import LastingEffect, Zone
from engine.vanilla import vanilla_pool


def answer(game, *wanted) -> Game:  # type: ignore[no-untyped-def]
    """Apply each choice in turn, each first checked to be offered."""
    for choice in wanted:
        assert choice in game.legal_choices(), game.why_not(choice)
        game.apply(choice)
    return game


# --- Queen Chrysalis, Changeling Pretender (EO203) ---------------------------------------------
def test_EO203_chooses_a_colour_as_the_game_starts_and_gains_it(later_pool):
    rng = random.Random(5)
    decks: list[DeckList] = [random_deck(vanilla_pool(), rng, n) for n in ("Alice", "Bob")]
    decks[0] = replace(decks[0], mane="EO203")
    game = Game.new(later_pool, decks, seed=3)
    for _ in (ALICE, BOB):
        game.apply(next(c for c in game.legal_choices() if isinstance(c, ChooseStartingProblem)))
    for _ in range(2):
        game.apply(Mulligan(game.current_decision().player, False))
    d = game.current_decision()  # before the first turn (102.5)
    assert d.kind is DecisionKind.TARGET and d.player == ALICE and game.state.turn == 0
    game = answer(game, ChooseColour(ALICE, Colour.PINK))
    chrysalis = next(c for c in game.state.in_play() if c.card_id == "EO203")
    printed = later_pool["EO203"].colours
    assert Colour.PINK not in printed
    # "gains": her printed colour and pink
    assert set(game._table.view().colours(chrysalis.iid)) == {*printed, Colour.PINK}
    assert game.state.turn == 1


def turn_with_vocals(game, vocals: int, mane: int) -> Game:  # type: ignore[no-untyped-def]
    """Alice plays Fluttershy, Backup Vocals (EO80) and with it turns ``mane`` over ("you
    may choose one: ... or turn a Mane Character over"), up to the next colour question."""
    game = answer(game, PlayCard(ALICE, vocals, A_HOME))
    for _ in range(6):
        options = game.legal_choices()
        if game.current_decision().kind not in (DecisionKind.OPTIONAL, DecisionKind.TARGET):
            break
        if any(isinstance(c, ChooseColour) for c in options):
            break
        mode = [c for c in options if isinstance(c, ChooseOption) and "Mane" in c.option]
        card = [c for c in options if isinstance(c, ChooseCard) and c.card == mane]
        game.apply((mode or card or [c for c in options if type(c).__name__ == "Accept"])[0])
    return game


def boosting_dash(later_scene, more: int = 0):  # type: ignore[no-untyped-def]
    """Alice (Chrysalis, pink chosen as the game started) turns Bob's Rainbow Dash,
    Ambassador of Loyalty (EO1) over with Fluttershy, Backup Vocals; Chrysalis turns over in
    answer and her Boosted side asks for a colour (white) and a Mane. ``more``: Backup
    Vocals left in Alice's hand."""
    s = later_scene(mane=("EO203", "EO1"))
    chrysalis, dash = s.board.mane[ALICE], s.board.mane[BOB]
    s.board.table.update(chrysalis, chosen=(Colour.PINK.value,))
    vocals = s.hand(ALICE, *["EO80"] * (1 + more))
    s.deck(ALICE, *["orange-1"] * 5)
    s.deck(BOB, *["orange-1"] * 5)
    game = turn_with_vocals(s.game(tokens=(20, 10)), vocals[0], dash)
    assert game.state.cards[dash].boosted
    assert game.state.cards[chrysalis].boosted  # turned over in answer (301.2)
    game = answer(game, ChooseColour(ALICE, Colour.WHITE))  # then the Mane (705.2f)
    if game.current_decision().kind is DecisionKind.TARGET:
        game = answer(game, ChooseCard(ALICE, dash))
    return game, chrysalis, dash, vocals[1:]


def test_EO203_turns_over_when_an_opponents_mane_turns_over_and_copies_its_boosted_side(
    later_scene,
):
    game, chrysalis, _, _ = boosting_dash(later_scene)
    view = game._table.view()
    assert {Colour.PINK, Colour.WHITE} <= set(view.colours(chrysalis))  # both gained
    # Rainbow Dash's Boosted side: Competitive 2 and "Main Phase: Exhaust this card to move
    # it." (301.3), not its Start side's "At the start of a faceoff ..., turn it over."
    assert view._keywords_of(chrysalis).get("Competitive") == 2
    texts = [a.text for a in game.abilities_of(chrysalis)]
    assert "Main Phase: Exhaust this card to move it." in texts
    assert not any("start of a faceoff" in x for x in texts)
    assert "printed abilities of Rainbow Dash, Ambassador of Loyalty" in trace_text(game)


def test_EO203_uses_the_gained_ability_as_her_own(later_scene):
    game, chrysalis, _, _ = boosting_dash(later_scene)
    number = next(
        a.number
        for a in game.abilities_of(chrysalis)
        if a.text == "Main Phase: Exhaust this card to move it."
    )
    game = answer(game, ActivateAbility(ALICE, chrysalis, number))
    game = later_scene.settle(game, prefer=(B_PROBLEM,))
    c = game.state.cards[chrysalis]
    assert c.exhausted and c.area == B_PROBLEM  # "this card" is Chrysalis (201.2)


def test_EO203_boosted_side_triggers_only_the_first_time(later_scene):
    game, chrysalis, _, (again, third) = boosting_dash(later_scene, more=2)
    before = game.state.cards[chrysalis].chosen
    game = later_scene.settle(turn_with_vocals(game, again, chrysalis))
    assert not game.state.cards[chrysalis].boosted  # back to her Start side
    game = later_scene.settle(turn_with_vocals(game, third, chrysalis))
    assert game.state.cards[chrysalis].boosted
    # Boosted side up again: no new colour nor Mane ("for the first time each game")
    assert game.state.cards[chrysalis].chosen == before
    # the gains last on either side (708.2): Competitive 2 all along
    assert game._table.view()._keywords_of(chrysalis).get("Competitive") == 2


# --- Risky Business (AD114) --------------------------------------------------------------------
def risky_business(ad_scene):  # type: ignore[no-untyped-def]
    """Alice plays Risky Business; Bob's deck holds two Friends (PR37 Berry Dreams, PR15
    Rainbow Dash, Weather Leader) and Resources; she finds Berry Dreams and sets it aside."""
    s = ad_scene()
    event = s.hand(ALICE, "AD114")[0]
    s.deck(ALICE, *["orange-1"] * 4)
    s.deck(BOB, "resource-1", "PR37", "resource-1", "PR15", "resource-1")
    game = answer(s.game(), PlayCard(ALICE, event))
    d = game.current_decision()
    assert d.kind is DecisionKind.TARGET and d.player == ALICE  # Alice searches Bob's deck
    found = {
        game.state.cards[c.card].card_id: c for c in game.legal_choices() if hasattr(c, "card")
    }
    assert set(found) == {"PR37", "PR15"}  # Friends only (518.1)
    game = answer(game, found["PR37"])
    berry = found["PR37"].card
    return game, berry


def test_AD114_the_set_aside_friend_is_hidden_from_its_owner_until_revealed(ad_scene):
    game, berry = risky_business(ad_scene)
    d = game.current_decision()
    assert d.player == BOB  # "That opponent names a card" (705.2f)
    c = game.state.cards[berry]
    assert c.zone is Zone.DRAW_DECK and game.state.players[BOB].deck[0] == berry  # not shuffled
    assert not c.revealed and c.looked_at_by == (ALICE,)  # face-down: Alice alone knows it
    game = answer(game, NameCard(BOB, game._table.pool["PR15"].name))
    assert game.state.cards[berry].revealed  # "you reveal that Friend" (410.6)


def test_AD114_named_right_its_owner_may_put_it_into_play_under_his_control(ad_scene):
    game, berry = risky_business(ad_scene)
    game = answer(game, NameCard(BOB, game._table.pool["PR37"].name))
    d = game.current_decision()
    assert d.kind is DecisionKind.OPTIONAL and d.player == BOB  # "that opponent may"
    game = answer(game, Accept(BOB))
    friend = next(c for c in game.state.in_play() if c.card_id == "PR37")
    assert friend.controller == BOB and friend.area == B_HOME
    assert len(game.state.players[BOB].deck) == 4 and not game.state.players[BOB].banished


def test_AD114_named_wrong_the_searcher_may_put_it_into_play_under_her_control(ad_scene):
    game, berry = risky_business(ad_scene)
    game = answer(game, NameCard(BOB, game._table.pool["PR15"].name))
    d = game.current_decision()
    assert d.kind is DecisionKind.OPTIONAL and d.player == ALICE  # "If not, you may"
    game = answer(game, Accept(ALICE))
    friend = next(c for c in game.state.in_play() if c.card_id == "PR37")
    assert (friend.owner, friend.controller, friend.area) == (BOB, ALICE, A_HOME)
    # Berry Dreams' "When you play this card, draw a card": put into play, not played (706.1d)
    assert len(game.state.players[ALICE].hand) == 0
    assert "sets it aside face-down" in trace_text(game)


def test_AD114_a_friend_nobody_puts_into_play_stays_out_of_the_deck(ad_scene):
    game, berry = risky_business(ad_scene)
    game = answer(game, NameCard(BOB, game._table.pool["PR37"].name), Decline(BOB))
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].banished] == ["PR37"]
    assert "PR37" not in {game.state.cards[i].card_id for i in game.state.players[BOB].deck}


# --- Starlight Glimmer, Chrono Trigger (MT0) ---------------------------------------------------
def chrono_trigger(later_scene, banished_before: int):  # type: ignore[no-untyped-def]
    """Alice's Starlight Glimmer, Chrono Trigger is face-up at Bob's Problem as her turn
    starts; ``banished_before`` cards (half each player's, Friends and Troublemakers among
    them) were banished by it on earlier turns; an unmarked Friend of Bob's is banished too.
    In play: Alice's Friend and Resource at home, Bob's Friend at home and Troublemaker at
    Alice's Problem."""
    s = later_scene()
    glimmer = s.put("MT0", ALICE, B_PROBLEM)
    others = {
        "alice friend": s.put("orange-1", ALICE, A_HOME),
        "alice resource": s.put("resource-1", ALICE, A_HOME),
        "bob friend": s.put("orange-2", BOB, B_HOME),
        "bob troublemaker": s.put("tm-3", BOB, A_PROBLEM),
    }
    half = banished_before // 2
    marked = []
    if half:
        marked = s.board.add(Zone.BANISHED, ALICE, "blue-2", "tm-2", *["resource-1"] * (half - 2))
        marked += s.board.add(Zone.BANISHED, BOB, "orange-3", *["resource-1"] * (half - 1))
    unmarked = s.board.add(Zone.BANISHED, BOB, "orange-2")[0]
    state = s.board.table.state
    state.effects.append(
        LastingEffect(
            1, ALICE, "MT0", BANISHED_THIS_WAY, tuple(marked), value=str(glimmer), until="permanent"
        )
    )
    s.deck(ALICE, "orange-1", "pink-2", *["orange-1"] * 6)
    s.deck(BOB, "orange-2", "resource-1", *["orange-1"] * 6)
    game = s.game(at="start")
    return game, glimmer, others, unmarked


def test_MT0_each_player_reveals_and_banishes_two_cards_at_the_start_of_her_turn(later_scene):
    game, glimmer, others, _ = chrono_trigger(later_scene, banished_before=0)
    game = later_scene.settle(game)
    for p in (ALICE, BOB):
        banished = [game.state.cards[i].card_id for i in game.state.players[p].banished]
        assert len(banished) == 2 + (p == BOB)  # and Bob's unmarked one
    assert {game.state.cards[i].card_id for i in game.state.players[ALICE].banished} == {
        "orange-1",
        "pink-2",
    }
    assert "reveals and banishes" in trace_text(game)
    assert game.state.cards[glimmer].zone is Zone.PLAY  # 4 banished this way: fewer than 20
    assert all(game.state.cards[i].zone is Zone.PLAY for i in others.values())


def test_MT0_at_twenty_banished_this_way_the_game_restarts_from_them(later_scene):
    game, glimmer, others, unmarked = chrono_trigger(later_scene, banished_before=16)
    # 16 + 4 this turn = 20: dismiss, put the banished Friends and Troublemakers into play
    asked = []
    for _ in range(10):
        if glimmer not in game.state.cards:  # banished: its ability is done
            break
        options = game.legal_choices()
        areas = [c for c in options if isinstance(c, ChooseArea)]
        if areas:  # Alice's Timberwolf: face-down at a Problem she chooses (306.1)
            asked.append(game.current_decision().player)
            game = answer(game, next(c for c in areas if c.area == A_PROBLEM))
            continue
        game.apply(options[0])
    assert asked == [ALICE]
    s = game.state
    assert s.cards.get(glimmer) is None or s.cards[glimmer].zone is not Zone.PLAY
    assert any(s.cards[i].card_id == "MT0" for i in s.players[ALICE].banished)  # banished
    for iid in others.values():  # each other Friend, Resource and Troublemaker dismissed
        assert iid not in s.cards or s.cards[iid].zone is not Zone.PLAY
    in_play = {(c.card_id, c.controller, c.area, c.face_down) for c in s.in_play()}
    assert ("blue-2", ALICE, A_HOME, False) in in_play  # banished this way: back in play
    assert ("orange-3", BOB, B_HOME, False) in in_play
    # face-down (306.1), then uncovered in her Troublemaker Phase (607.2)
    assert "Timberwolf, Two" in trace_text(game).split("is put into play face-down at")[0]
    assert ("tm-2", ALICE, A_PROBLEM) in {(c, p, a) for c, p, a, _ in in_play}
    # this turn's banished Friends too (Alice's Orange 1 and Pink 2, Bob's Orange 2)
    assert ("pink-2", ALICE, A_HOME, False) in in_play
    assert s.cards[unmarked].zone is Zone.BANISHED  # not banished this way: stays
    resources = [c for c in s.in_play() if c.card_id == "resource-1"]
    assert not resources  # Resources are not put into play


# --- Discord, Utter Pandemonium (AD206) --------------------------------------------------------
def test_AD206_each_player_banishes_their_top_card_as_their_troublemaker_phase_starts(ad_scene):
    s = ad_scene()
    discord = s.put("AD206", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-2", *["orange-1"] * 6)  # the first is drawn (605.1)
    s.deck(BOB, "orange-1", "pink-2", *["orange-1"] * 6)
    game = s.game(at="start")
    game = until(game, lambda g: g.state.turn > 1 and g.current_decision().player == BOB)
    game = until(game, lambda g: len(g.state.players[BOB].banished) == 1)
    banished = {
        p: [game.state.cards[i].card_id for i in game.state.players[p].banished]
        for p in (ALICE, BOB)
    }
    # Alice's Troublemaker Phase, then Bob's: "that player" is the turn player (601.2)
    assert banished == {ALICE: ["orange-2"], BOB: ["pink-2"]}
    assert "is banished" in trace_text(game) or "banishes" in trace_text(game)
    assert game.state.cards[discord].zone is Zone.PLAY


def defeating_discord(ad_scene):  # type: ignore[no-untyped-def]
    """Bob's Discord at his Problem banished, this way, Rainbow Dash, Weather Leader (PR15:
    2 blue to play) from Bob's deck; another PR15 of Bob's was banished some other way. Alice
    challenges Discord with enough power there and defeats it."""
    s = ad_scene()
    discord = s.put("AD206", BOB, B_PROBLEM)
    strong_at(s, B_PROBLEM)
    marked, unmarked = s.board.add(Zone.BANISHED, BOB, "PR15", "PR15")
    s.board.table.state.effects.append(
        LastingEffect(
            1, BOB, "AD206", BANISHED_THIS_WAY, (marked,), value=str(discord), until="permanent"
        )
    )
    game = challenge(s, discord, ("orange-3",), ("orange-1",))
    return game, discord, marked, unmarked


def test_AD206_whoever_defeats_it_may_play_the_cards_it_banished_with_no_colour_requirement(
    ad_scene,
):
    game, discord, marked, unmarked = defeating_discord(ad_scene)
    before = PlayCard(ALICE, marked, A_HOME)
    game = until(game, lambda g: g.state.faceoff is None)
    assert game.state.cards.get(discord) is None  # defeated (514.5a)
    assert "no colour requirement" in trace_text(game)
    game = until(game, lambda g: g.current_decision().kind is DecisionKind.MAIN_PHASE)
    # Bob's Rainbow Dash, banished this way: Alice, with no blue, may play it (205.1)
    play = PlayCard(ALICE, marked, A_HOME)
    assert play == before and play in game.legal_choices(), game.why_not(play)
    other = PlayCard(ALICE, unmarked, A_HOME)
    assert other not in game.legal_choices()  # not banished this way: it stays there
    game = answer(game, play)
    dash = next(c for c in game.state.in_play() if c.card_id == "PR15")
    assert (dash.owner, dash.controller, dash.area) == (BOB, ALICE, A_HOME)  # 706.1d, 513.1


def test_AD206_before_it_is_defeated_nobody_may_play_them(ad_scene):
    s = ad_scene()
    discord = s.put("AD206", BOB, B_PROBLEM)
    marked = s.board.add(Zone.BANISHED, BOB, "PR15")[0]
    s.board.table.state.effects.append(
        LastingEffect(
            1, BOB, "AD206", BANISHED_THIS_WAY, (marked,), value=str(discord), until="permanent"
        )
    )
    game = s.game()
    assert all(getattr(c, "card", None) != marked for c in game.legal_choices())
