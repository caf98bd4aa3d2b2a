"""The last manual cards of round 5a: Queen Chrysalis, Changeling Pretender (EO203), Risky
Business (AD114), Starlight Glimmer, Chrono Trigger (MT0). One scenario per behaviour,
position -> choices -> result; read each test beside the card's printed text."""

from __future__ import annotations

import random
from dataclasses import replace

from engine import DeckList, Game
from engine.cards import Colour
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    ChooseStartingProblem,
    DecisionKind,
    Mulligan,
    PlayCard,
)
from engine.scenario import A_HOME, ALICE, B_PROBLEM, BOB, trace_text
from engine.selfplay import random_deck
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
