"""Section 7: replacement modifiers (710) and entering play (706), as position -> choices ->
expected state, legal choices and the rules cited.
"""

from __future__ import annotations

from engine import Zone
from engine.choices import (
    Accept,
    ActivateAbility,
    ApplyReplacement,
    DecisionKind,
    Decline,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB, ids, trace_text
from tests.engine.conftest import settle


def two_replacements(pr_board):  # type: ignore[no-untyped-def]
    """Bob's Persistent Friend at his Problem with his Boosted PR2 there (a Friend here that
    would be dismissed may go on top of his deck instead); Alice dismisses the Friend."""
    b = pr_board(mane="PR2")
    mane = b.mane[BOB]
    b.table.update(mane, area=B_PROBLEM, boosted=True)
    stubborn = b.play("persistent-1", BOB, B_PROBLEM)
    b.play("V-PI-F330", ALICE, A_HOME)
    (invite,) = b.add(Zone.HAND, ALICE, "PR113")  # dismiss an opponent's Friend, power 1
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, invite))
    return game, mane, stubborn


def test_710_5_the_affected_player_chooses_which_of_several_replacements_applies(pr_board):
    game, mane, stubborn = two_replacements(pr_board)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == BOB
    assert "choose which replacement applies first" in decision.prompt
    assert "(710.5)" in decision.prompt
    options = game.legal_choices()
    assert [type(c) for c in options] == [ApplyReplacement, ApplyReplacement, Decline]
    assert sorted(c.source for c in options if isinstance(c, ApplyReplacement)) == sorted(
        [mane, stubborn]
    )
    assert "(710.5)" in game.why_not(Accept(BOB))
    assert "(710.5a)" in game.why_not(ApplyReplacement(BOB, mane, 99))
    assert "may replace that (710.1)" in trace_text(game)


def choice_from(game, source: int) -> ApplyReplacement:  # type: ignore[no-untyped-def]
    (choice,) = [
        c for c in game.legal_choices() if isinstance(c, ApplyReplacement) and c.source == source
    ]
    return choice


def test_710_5_choosing_the_frighten_replacement_leaves_nothing_to_replace(pr_board):
    game, mane, stubborn = two_replacements(pr_board)
    game.apply(choice_from(game, stubborn))
    (scared,) = [c for c in game.state.in_play() if c.card_id == "persistent-1"]
    assert scared.frightened and scared.face_down  # 504.1: replaced, not dismissed
    assert game.current_decision().kind is not DecisionKind.REPLACEMENT
    assert ids(game, Zone.DRAW_DECK, BOB) == []


def test_710_5b_710_3_the_replaced_occurrence_is_offered_to_the_other_modifier(pr_board):
    game, mane, stubborn = two_replacements(pr_board)
    game.apply(choice_from(game, mane))  # on top of the deck instead of dismissed ...
    decision = game.current_decision()  # ... which leaves play: Persistent still may (710.5b)
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == BOB
    assert "would be put on top of its owner's deck" in decision.prompt
    assert game.legal_choices() == [Accept(BOB), Decline(BOB)]  # PR2 can't apply again (710.3)
    assert "(710.3, 710.5b)" in trace_text(game)
    frightened = game.fork()
    frightened.apply(Accept(BOB))
    assert any(c.card_id == "persistent-1" and c.frightened for c in frightened.state.in_play())
    game.apply(Decline(BOB))
    assert ids(game, Zone.DRAW_DECK, BOB) == ["persistent-1"]
    assert ids(game, Zone.DISCARD, BOB) == []


def test_710_5_declining_every_replacement_lets_the_occurrence_happen(pr_board):
    game, mane, stubborn = two_replacements(pr_board)
    game.apply(Decline(BOB))
    assert ids(game, Zone.DISCARD, BOB) == ["persistent-1"]
    assert stubborn not in game.state.cards
    assert not any(c.card_id == "persistent-1" for c in game.state.in_play())


# --- 706: entering play ---------------------------------------------------------------------
def entering_board(pool_with, monkeypatch, **scripts):  # type: ignore[no-untyped-def]
    """A board whose made-up Friends (by id) have the given scripts; tokens to play them."""
    from engine.cards import Colour
    from engine.scenario import Board
    from engine.scripts import SCRIPTS

    friends = [pool_with.friend(name, (Colour.ORANGE,), 1) for name in scripts]
    for f in friends:
        monkeypatch.setitem(SCRIPTS, f.id, scripts[f.id])
    return Board(pool_with(*friends), problems=("easy", "easy"))


def test_706_1a_as_this_card_enters_play_applies_before_when_it_enters_triggers(
    pool_with, monkeypatch
):
    from engine.scripts.vocabulary import AsEntersPlay, GainTokens, card, on_play

    b = entering_board(
        pool_with,
        monkeypatch,
        grower=card(AsEntersPlay("put-counter", n=2), on_play(GainTokens(1))),
    )
    (grower,) = b.add(Zone.HAND, ALICE, "grower")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, grower, A_PROBLEM))
    (new,) = [c for c in game.state.in_play() if c.card_id == "grower"]
    assert new.counter("+1 power") == 2 and game.power(new.iid) == 3
    text = trace_text(game)
    assert "(Grower, 706.1a, 519.4)" in text
    assert text.index("706.1a") < text.index("triggers (when played)")


def test_706_1a_an_opposing_card_applies_as_friends_enter_play_at_its_problem(
    pool_with, monkeypatch
):
    from engine.scripts.vocabulary import FRIEND, HERE, OPPONENT, AsEntersPlay, Cards, card

    b = entering_board(
        pool_with,
        monkeypatch,
        warden=card(AsEntersPlay("power", Cards(OPPONENT, FRIEND, where=HERE), n=-1)),
    )
    b.play("warden", BOB, B_PROBLEM)
    there, elsewhere = b.add(Zone.HAND, ALICE, "orange-2", "orange-2")
    game = b.game(tokens=(4, 0))
    game.apply(PlayCard(ALICE, there, B_PROBLEM))
    game.apply(PlayCard(ALICE, elsewhere, A_PROBLEM))
    powers = {c.area: game.power(c.iid) for c in game.state.in_play() if c.card_id == "orange-2"}
    assert powers == {B_PROBLEM: 1, A_PROBLEM: 2}
    assert "(Warden, 706.1a, 708.2)" in trace_text(game)


def test_706_1b_enters_play_exhausted_comes_after_the_as_abilities(pool_with, monkeypatch):
    from engine.scripts.vocabulary import AsEntersPlay, card, enters_play_exhausted

    b = entering_board(
        pool_with,
        monkeypatch,
        sleepy=card(enters_play_exhausted(), AsEntersPlay("put-counter", n=1)),
    )
    (sleepy,) = b.add(Zone.HAND, ALICE, "sleepy")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, sleepy, A_PROBLEM))
    (new,) = [c for c in game.state.in_play() if c.card_id == "sleepy"]
    assert new.exhausted and new.counter("+1 power") == 1
    text = trace_text(game)
    assert "enters play exhausted (Sleepy, 706.1b, 503.2)" in text
    assert text.index("706.1a") < text.index("706.1b")


def test_706_1a_cards_already_in_play_are_not_entering(pool_with, monkeypatch):
    from engine.scripts.vocabulary import AsEntersPlay, card

    b = entering_board(pool_with, monkeypatch, grower=card(AsEntersPlay("put-counter", n=2)))
    grower = b.play("grower", ALICE, A_PROBLEM)
    game = b.game(tokens=(2, 0))
    from engine.choices import MoveCharacter

    game.apply(MoveCharacter(ALICE, grower, B_PROBLEM))  # moving is not entering play (506)
    assert game.state.cards[grower].counter("+1 power") == 0


def both_triggers_board(pool_with, monkeypatch):  # type: ignore[no-untyped-def]
    """ "Both": "When you play this card, gain 1 token" and "When this card enters play, draw a
    card"; "Summoner": "Main Phase: exhaust this card to put a Friend from your discard pile
    into play" (at its owner's home)."""
    from engine.scripts.vocabulary import (
        EXHAUST_THIS,
        FRIEND,
        MAIN,
        YOU,
        Act,
        Activated,
        Cards,
        Draw,
        GainTokens,
        card,
        on_enter,
        on_play,
    )

    summon = Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD))
    b = entering_board(
        pool_with,
        monkeypatch,
        both=card(on_play(GainTokens(1)), on_enter(Draw(1))),
        summoner=card(Activated(MAIN, (EXHAUST_THIS,), (summon,))),
    )
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    return b


def test_706_1d_a_played_card_triggers_when_played_and_when_it_enters_play(pool_with, monkeypatch):
    b = both_triggers_board(pool_with, monkeypatch)
    (both,) = b.add(Zone.HAND, ALICE, "both")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, both, A_HOME))
    settle(game)
    assert game.state.players[ALICE].tokens == 1  # paid 1, gained 1
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]


def test_706_1d_a_card_put_into_play_triggers_only_when_it_enters_play(pool_with, monkeypatch):
    b = both_triggers_board(pool_with, monkeypatch)
    summoner = b.play("summoner", ALICE, A_HOME)
    b.add(Zone.DISCARD, ALICE, "both")
    game = b.game(tokens=(0, 0))
    game.apply(ActivateAbility(ALICE, summoner, 0))
    settle(game)
    (both,) = [c for c in game.state.in_play() if c.card_id == "both"]
    assert both.area == A_HOME and both.controller == ALICE
    assert game.state.players[ALICE].tokens == 0  # not played: no "when you play" (706.1d)
    assert ids(game, Zone.HAND, ALICE) == ["orange-1"]  # it entered play
    assert "is put into play at" in trace_text(game)
