""" "As this card enters play, choose a non-Unique Friend. This card has the printed abilities
of that Friend." (Queen Chrysalis, Identity Theft, AD202; 706.1a, 701.1: abilities include
text added by modifiers): the chosen Friend's keywords, continuous, triggered, activated and
replacement abilities work on Chrysalis as if printed on her, "this card" meaning her (201.2),
through the same lending as Teamwork (``View.lent``, ``abilities.granted``). Its "as ...
enters play" abilities are not applied (706.1a). What of that Friend is not automated is left
to the judge. The Friends lent are real Premiere and Canterlot Nights cards.
"""

from __future__ import annotations

import pytest

from engine import Zone, read_position, write_position
from engine.cards import CardPool
from engine.choices import (
    ActivateAbility,
    Challenge,
    ChooseCard,
    DecisionKind,
    JudgeApplied,
    MoveCharacter,
    PassPriority,
    PlayCard,
)
from engine.priority import move_cost
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB, Board, trace_text
from tests.engine.conftest import settle

CHRYSALIS = "AD202"


@pytest.fixture(scope="module")
def pool(canterlot_pool, octgn_data) -> CardPool:  # type: ignore[no-untyped-def]
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.number == CHRYSALIS)
    return CardPool([*canterlot_pool.values(), *real.values()])


def chrysalis_copying(pool: CardPool, friend: str, area=A_PROBLEM, tokens=5, **setup):  # type: ignore[no-untyped-def]
    """Bob has ``friend`` at his Problem; Alice plays Chrysalis to ``area`` and chooses it."""
    b = Board(pool, problems=("easy", "easy"))
    lender = b.play(friend, BOB, B_PROBLEM)
    for card_id, where in setup.items():
        b.play(card_id.replace("_", "-"), ALICE, where)
    (iid,) = b.add(Zone.HAND, ALICE, CHRYSALIS)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2")
    game = b.game(tokens=(tokens, 0))
    game.apply(PlayCard(ALICE, iid, area))
    assert "enters play, choose a card (706.1a)" in game.current_decision().prompt
    game.apply(ChooseCard(ALICE, lender))
    (chrysalis,) = [c.iid for c in game.state.in_play() if c.card_id == CHRYSALIS]
    return game, chrysalis, lender


def test_AD202_chooses_only_non_unique_friends(pool):
    b = Board(pool, problems=("easy", "easy"))
    spike = b.play("PR18", BOB, B_PROBLEM)
    b.play("unique-1", BOB, B_PROBLEM)
    b.play("resource-1", BOB, B_PROBLEM)
    (iid,) = b.add(Zone.HAND, ALICE, CHRYSALIS)
    game = b.game(tokens=(5, 0))
    game.apply(PlayCard(ALICE, iid, A_PROBLEM))
    assert game.legal_choices() == [ChooseCard(ALICE, spike)]


def test_AD202_has_the_keywords_and_continuous_abilities_of_that_friend(pool):
    # PR199 Big Mac, Immense Apple: Stubborn; "During faceoffs involving this card, flip an
    # additional card."
    game, chrysalis, big_mac = chrysalis_copying(pool, "PR199")
    view = game._table.view()
    assert view.keyword(chrysalis, "Stubborn") is not None
    controller = game.state.cards[big_mac].controller, game.state.cards[chrysalis].controller
    # "this card": each its own, flipped by its own controller
    assert view.flip_extra == {(big_mac, controller[0]): 1, (chrysalis, controller[1]): 1}
    assert view.lent == {chrysalis: ("PR199",)}
    assert game.power(chrysalis) == 3  # her own power, not Big Mac's
    # kept on the card: the position text, and a game resumed from it
    text = write_position(game.state)
    assert "chosen=PR199" in text
    assert write_position(read_position(text)) == text


def test_AD202_a_lent_continuous_ability_reads_this_card_as_chrysalis(pool):
    # PR85 Forest Owl: "Each of your other characters at a Problem with this card gets +1
    # power." Bob's Forest Owl gives Bob's characters; Chrysalis's gives Alice's others.
    game, chrysalis, _ = chrysalis_copying(pool, "PR85", orange_2=A_PROBLEM)
    (orange,) = [c.iid for c in game.state.in_play() if c.card_id == "orange-2"]
    assert game.power(orange) == 3  # 2 + 1 from Chrysalis at its Problem
    assert game.power(chrysalis) == 3  # "other": not Chrysalis herself


def test_AD202_keeps_them_once_that_friend_has_left_play(pool):
    game, chrysalis, big_mac = chrysalis_copying(pool, "PR199")
    game._table.to_discard(big_mac, "dismissed", "test")
    mine = game.state.cards[chrysalis].controller
    assert game._table.view().flip_extra == {(chrysalis, mine): 1}  # printed abilities: of the card


def test_AD202_a_lent_triggered_ability_triggers_for_chrysalis(pool):
    # PR21 Gala Appleby: "When you move this card to a Problem, it gets +1 power until the
    # end of the turn."
    game, chrysalis, gala = chrysalis_copying(pool, "PR21", area=A_HOME)
    settle(game)
    game.apply(MoveCharacter(ALICE, chrysalis, A_PROBLEM))
    settle(game)
    assert game.power(chrysalis) == 4
    assert game.power(gala) == 1  # Gala's own ability did not trigger
    assert "Queen Chrysalis, Identity Theft" in trace_text(game)


def test_AD202_a_lent_when_played_ability_triggers_after_the_choice(pool):
    # PR37 Berry Dreams: "When you play this card, draw a card." Chrysalis has it once the
    # Friend is chosen (706.1a), before "when ... played" abilities trigger (706.1d, 705.2g).
    game, _, _ = chrysalis_copying(pool, "PR37")
    settle(game)
    assert len(game.state.players[ALICE].hand) == 1  # Chrysalis was her only card
    text = trace_text(game)
    assert text.index("chooses Berry Dreams") < text.index("triggers (when played)")


def test_AD202_a_lent_activated_ability_and_swift_are_hers(pool):
    # PR18 Spike, Baby Dragon: Swift; "Main Phase: Pay [1] to give this card +1 power until
    # the end of the turn."
    game, chrysalis, spike = chrysalis_copying(pool, "PR18", area=A_HOME)
    settle(game)
    t = game._table
    assert t.view().keyword(chrysalis, "Swift") is not None
    assert move_cost(t, chrysalis, A_PROBLEM, ALICE) == 1  # 2 (609.2b), Swift: 1 less
    lent = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == chrysalis
    ]
    assert len(lent) == 1  # numbered after her own abilities
    tokens = game.state.players[ALICE].tokens
    game.apply(lent[0])
    settle(game)
    assert game.power(chrysalis) == 4 and game.power(spike) == 0
    assert game.state.players[ALICE].tokens == tokens - 1


def test_AD202_a_lent_replacement_puts_the_flipped_card_beneath_her(pool):
    # CN52 Swan Song: Pumped (a flip-to-bottom replacement); "This card has +1 power for each
    # card beneath it." Chrysalis chose it as she entered (706.1a).
    b = Board(pool, problems=("easy", "easy"))
    b.play("CN52", BOB, A_HOME)
    chrysalis = b.play(CHRYSALIS, ALICE, B_PROBLEM, chosen=("CN52",))
    tm = b.play("tm-2", BOB, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-3", "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1", "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    decision = passing(game)
    assert decision.kind is DecisionKind.REPLACEMENT
    assert "beneath Queen Chrysalis" in decision.prompt
    (flipped,) = game.state.players[ALICE].flip
    game.apply(ChooseCard(ALICE, flipped))
    (under,) = game.state.players[ALICE].banished
    assert game.state.cards[under].beneath == chrysalis  # "this card" is Chrysalis
    assert game.power(chrysalis) == 4  # and her copied static counts the card beneath her


def passing(game):  # type: ignore[no-untyped-def]
    """Pass priority (and put flipped cards back in any order) up to another decision."""
    for _ in range(100):
        decision = game.current_decision()
        if decision.kind not in (DecisionKind.PRIORITY, DecisionKind.BOTTOM_ORDER):
            return decision
        options = game.legal_choices()
        game.apply(next((c for c in options if isinstance(c, PassPriority)), options[0]))
    raise AssertionError("the game kept asking")


def test_AD202_does_not_apply_that_friends_as_it_enters_play_abilities(pool):
    # CN40 Cheese Sandwich: "This card enters play exhausted." / "Main Phase: Exhaust this
    # card and put it into its owner's hand to dismiss an exhausted Friend."
    game, chrysalis, _ = chrysalis_copying(pool, "CN40")
    settle(game)
    assert not game.state.cards[chrysalis].exhausted  # gained as she entered: not applied
    assert any(isinstance(c, ActivateAbility) and c.card == chrysalis for c in game.legal_choices())


def test_AD202_that_friends_text_the_engine_does_not_automate_goes_to_the_judge(pool):
    game, chrysalis, _ = chrysalis_copying(pool, "manual-1")
    decision = game.current_decision()
    assert decision.kind is DecisionKind.MANUAL and decision.player is None
    assert (
        "not automated, judge to apply (copied from Manual 1): When you play this card, draw a "
        "card." in trace_text(game)
    )
    assert game.legal_choices() == [JudgeApplied(chrysalis)]
