"""The glossary keywords Pumped (with Spend), Teamwork and Vexing: position -> choices -> result.

Real cards from Canterlot Nights (Pumped), The Crystal Games (Teamwork) and High Magic /
Equestrian Odysseys (Vexing) through the app's adapter; read each beside the printed card.
"""

from __future__ import annotations

import pytest

from engine import Zone
from engine.cards import CardPool, Keyword
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    ChooseCard,
    DecisionKind,
    Decline,
    PassPriority,
)
from engine.invariants import violations
from engine.position import read_position, write_position
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB, Board, ids, trace_text
from engine.scripts import SCRIPTS
from engine.scripts.vocabulary import (
    BENEATH_THIS,
    FRIEND,
    OPPONENT,
    THIS,
    Act,
    Activated,
    Cards,
    Condition,
    Draw,
    IfYouDo,
    Static,
    Trigger,
    Triggered,
    card,
    pay,
    spend,
)
from engine.state import LastingEffect
from tests.engine.conftest import friend, make_pool

SETS = ("CN", "CG", "HM", "EO")


def real_pool(octgn_data, *extra) -> CardPool:  # type: ignore[no-untyped-def]
    """A fresh pool (its per-card facts are computed anew, so a test may add a script)."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.set_code in SETS)
    return CardPool([*make_pool(*extra).values(), *real.values()])


@pytest.fixture(scope="module")
def pool(octgn_data) -> CardPool:  # type: ignore[no-untyped-def]
    return real_pool(octgn_data)


def board(pool: CardPool, **options: object) -> Board:
    return Board(pool, problems=("easy", "easy"), **options)  # type: ignore[arg-type]


PASSING = (
    DecisionKind.PRIORITY,
    DecisionKind.BOTTOM_ORDER,
    DecisionKind.ORDER_TRIGGERS,
    DecisionKind.MANUAL,  # the judge applies nothing (engine.manual)
)


def until(game):  # type: ignore[no-untyped-def]
    """Pass priority (and put flipped cards back in any order) up to the next other decision."""
    for _ in range(200):
        decision = game.current_decision()
        if decision is None or decision.kind not in PASSING:
            return decision
        options = game.legal_choices()
        passes = [c for c in options if isinstance(c, PassPriority)]
        game.apply((passes or options)[0])
    raise AssertionError("the game kept asking")


def clean(game) -> None:  # type: ignore[no-untyped-def]
    """No card lost or duplicated; the position text round-trips."""
    assert violations(game.state, game.pool) == []
    text = write_position(game.state)
    assert write_position(read_position(text)) == text


# --- Pumped ---------------------------------------------------------------------------------
def pumped_faceoff(pool: CardPool, alice_deck=("orange-3", "orange-1"), where=B_PROBLEM):  # type: ignore[no-untyped-def]
    """Alice's Swan Song (CN52, Pumped, power 1) challenges Bob's Timberwolf (power 2)."""
    b = board(pool)
    swan = b.play("CN52", ALICE, where)
    b.play("orange-1", ALICE, B_PROBLEM)
    tm = b.play("tm-2", BOB, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, *alice_deck)
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1", "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    return game, swan


def test_pumped_banishes_a_flipped_card_to_beneath_it_instead_of_the_deck_bottom(pool):
    game, swan = pumped_faceoff(pool)
    decision = until(game)
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == ALICE
    assert "(710.5, glossary: Pumped)" in decision.prompt
    (flipped,) = game.state.players[ALICE].flip
    assert set(game.legal_choices()) == {ChooseCard(ALICE, flipped), Decline(ALICE)}
    assert game.state.faceoff is not None  # still during the faceoff (514.6)
    game.apply(ChooseCard(ALICE, flipped))
    (under,) = game.state.players[ALICE].banished
    assert game.state.cards[under].card_id == "orange-3"
    assert game.state.cards[under].beneath == swan
    assert "orange-3" not in ids(game, Zone.DRAW_DECK, ALICE)
    assert game.state.faceoff is None and not game.state.players[ALICE].flip
    text = trace_text(game)
    assert "banished to beneath Swan Song" in text
    assert "replaces it (710.1), glossary: Pumped, 410.5)" in text
    assert f"@#{swan}" in write_position(game.state)
    clean(game)


def test_pumped_once_per_faceoff_offers_each_flipped_card_but_takes_one(pool):
    # Tie: Swan Song 1 + Orange 1 1 + orange-1 flipped 1 = 3, Timberwolf 2 + 1 = 3 (514.4c)
    game, swan = pumped_faceoff(pool, alice_deck=("orange-1", "orange-3"))
    until(game)
    flipped = game.state.players[ALICE].flip
    assert len(flipped) == 2
    assert set(game.legal_choices()) == {*(ChooseCard(ALICE, i) for i in flipped), Decline(ALICE)}
    three = next(i for i in flipped if game.state.cards[i].card_id == "orange-3")
    game.apply(ChooseCard(ALICE, three))
    assert until(game).kind is DecisionKind.MAIN_PHASE  # not asked again: once per faceoff
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].banished] == ["orange-3"]
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "orange-1"  # the other went to the bottom
    clean(game)


def test_pumped_declined_puts_every_flipped_card_on_the_bottom(pool):
    game, _ = pumped_faceoff(pool)
    until(game)
    game.apply(Decline(ALICE))
    until(game)
    assert game.state.players[ALICE].banished == []
    assert ids(game, Zone.DRAW_DECK, ALICE) == ["orange-1", "orange-3"]


def test_pumped_does_nothing_when_its_card_is_not_involved(pool):
    game, _ = pumped_faceoff(pool, where=A_PROBLEM)  # Swan Song is at Alice's own Problem
    assert until(game).kind is DecisionKind.MAIN_PHASE
    assert ids(game, Zone.DRAW_DECK, ALICE)[-1] == "orange-3"
    assert game.state.players[ALICE].banished == []


def pumped_board(pool: CardPool, under: int = 1) -> tuple[Board, int, list[int]]:
    b = board(pool)
    globe = b.play("CN42", ALICE, A_PROBLEM)
    cards = b.add(Zone.BANISHED, ALICE, *(["orange-2"] * under), beneath=globe)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1", "orange-1")
    return b, globe, cards


def test_spend_cost_puts_a_card_from_beneath_into_the_discard_pile(octgn_data, monkeypatch):
    # CN42 "Main Phase: Spend a card from beneath this card to draw 2 cards."
    monkeypatch.setitem(SCRIPTS, "CN42", card(Activated("Main Phase", (spend(1),), (Draw(2),))))
    pool = real_pool(octgn_data)
    b, globe, (under,) = pumped_board(pool)
    game = b.game(at="main")
    activate = ActivateAbility(ALICE, globe, 0)
    assert activate in game.legal_choices()
    game.apply(activate)
    assert until(game).kind is DecisionKind.MAIN_PHASE
    assert (
        ids(game, Zone.DISCARD, ALICE) == ["orange-2"] and game.state.players[ALICE].banished == []
    )
    assert len(game.state.players[ALICE].hand) == 2
    text = trace_text(game)
    assert "is spent from beneath Globe Trotter" in text and "(508.1, glossary: Spend)" in text
    clean(game)
    empty, globe, _ = pumped_board(pool, under=0)
    game = empty.game(at="main")
    why = game.why_not(ActivateAbility(ALICE, globe, 0))
    assert why is not None and "glossary: Spend" in why and "508.1d" in why


def test_cards_beneath_stay_with_a_frightened_card_and_stay_banished_when_it_leaves(pool):
    from engine.abilities import do, frighten

    b, globe, (under,) = pumped_board(pool)
    game = b.game(at="main")
    t = game._table
    new = frighten(t, globe, "test")
    assert game.state.cards[under].beneath == new  # the same physical card (505.3)
    assert violations(game.state, game.pool) == []
    b2, globe2, (under2,) = pumped_board(pool)
    game2 = b2.game(at="main")
    do(game2._table, "dismiss", globe2, BOB, "test")
    assert game2.state.cards[under2].zone is Zone.BANISHED
    assert game2.state.cards[under2].beneath is None  # 410.5: banished, beneath nothing
    clean(game2)


def test_a_card_beneath_a_card_out_of_play_is_an_invariant_violation(pool):
    b, globe, (under,) = pumped_board(pool)
    game = b.game(at="main")
    game.state.cards[under] = game.state.cards[under].__class__(
        under, "orange-2", ALICE, Zone.BANISHED, ALICE, beneath=12345
    )
    assert any("410.5" in v for v in violations(game.state, game.pool))


# --- Vexing ---------------------------------------------------------------------------------
def vexing_confront(pool: CardPool, vexing: str = "HM26", owner: int = BOB):  # type: ignore[no-untyped-def]
    """Alice confronts Bob's Problem ("easy"), where Bob's (or Alice's) Vexing card is."""
    b = board(pool)
    vex = b.play(vexing, owner, B_PROBLEM)
    b.play("orange-3", ALICE, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1")
    return b.game(at="confront"), vex


def test_vexing_an_opponent_would_confront_its_problem_its_controller_may_retire_it(pool):
    game, vex = vexing_confront(pool)
    decision = until(game)
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == BOB
    assert "glossary: Vexing" in decision.prompt
    assert set(game.legal_choices()) == {Accept(BOB), Decline(BOB)}
    game.apply(Accept(BOB))
    until(game)
    assert "HM26" in ids(game, Zone.DISCARD, BOB) and vex not in game.state.cards
    assert game.state.players[ALICE].points == 0  # no confront, no point (611.4)
    text = trace_text(game)
    assert "Alice would confront" in text and "retired" in text and "(710.1)" in text
    assert "Faceoff step: no Problem Faceoff (612)" in text and "(612.2)" not in text
    clean(game)


def test_vexing_declined_the_confront_and_its_faceoff_happen(pool):
    game, vex = vexing_confront(pool)
    until(game)
    game.apply(Decline(BOB))
    until(game)
    assert vex in game.state.cards
    text = trace_text(game)
    assert "Alice confronts" in text and "Problem Faceoff (612.2)" in text
    assert game.state.players[ALICE].points >= 1


def test_vexing_does_not_replace_its_controller_confronting(pool):
    game, vex = vexing_confront(pool, owner=ALICE)
    assert until(game).kind is not DecisionKind.REPLACEMENT
    assert vex in game.state.cards and game.state.players[ALICE].points >= 1


def test_vexing_printed_as_a_paragraph_on_a_resource_on_a_problem(pool):
    # EO162 Saving the Day: "Play on a Problem." / "Vexing" / a cost paragraph
    assert Keyword("Vexing") in pool["EO162"].keywords
    assert "Vexing" not in pool["EO162"].text and "Play on a Problem." in pool["EO162"].text
    b = board(pool)
    resource = b.play("EO162", BOB, B_PROBLEM, attached_to=b.problem[BOB])
    b.play("orange-3", ALICE, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    game = b.game(at="confront")
    decision = until(game)
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == BOB
    assert "Saving the Day" in decision.prompt
    game.apply(Accept(BOB))
    assert resource not in game.state.cards and "EO162" in ids(game, Zone.DISCARD, BOB)


def test_vexing_two_modifiers_are_offered_one_after_the_other(pool):
    b = board(pool)
    first = b.play("HM26", BOB, B_PROBLEM)
    second = b.play("HM22", BOB, B_PROBLEM)
    b.play("orange-3", ALICE, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    b.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1")
    game = b.game(at="confront")
    until(game)
    game.apply(Decline(BOB))  # 710.5b: the other one still tries to replace it
    decision = until(game)
    assert decision.kind is DecisionKind.REPLACEMENT and "Silver Shill" in decision.prompt
    game.apply(Accept(BOB))
    until(game)
    assert first in game.state.cards and second not in game.state.cards
    assert game.state.players[ALICE].points == 0


# --- Teamwork -------------------------------------------------------------------------------
def teamwork_board(pool: CardPool) -> tuple[Board, dict[str, int]]:
    """Alice's Soarin (CG17: Teamwork, Supportive 1, Pegasus, blue) at her Problem with her
    blue Mane, Bulk Biceps (Pegasus, blue, 2), Braeburn (Earth Pony) and Bob's Pegasus."""
    b = board(pool, mane="V-BL-M")
    b.table.update(b.mane[ALICE], area=A_PROBLEM)
    cards = {
        "soarin": b.play("CG17", ALICE, A_PROBLEM),
        "biceps": b.play("CG6", ALICE, A_PROBLEM),
        "braeburn": b.play("CG22", ALICE, A_PROBLEM),
        "bobs": b.play("HM26", BOB, A_PROBLEM),
        "away": b.play("CG193", ALICE, B_PROBLEM),
        "home": b.play("CG6", ALICE, A_HOME),
    }
    return b, cards


def test_teamwork_friends_here_sharing_a_trait_have_its_other_printed_abilities(pool):
    b, c = teamwork_board(pool)
    game = b.game(at="main")
    view = game._table.view()
    assert view.keyword(c["biceps"], "Supportive") == 1
    assert game.power(c["biceps"]) == 3  # 2 + Supportive 1 with the blue Mane (glossary)
    assert game.power(c["soarin"]) == 3
    assert view.keyword(c["biceps"], "Teamwork") is None  # "its other printed abilities"
    assert view.keyword(c["braeburn"], "Supportive") == 2  # its own, not Soarin's 1
    assert view.keyword(c["bobs"], "Supportive") is None  # "your other Friends"
    assert view.keyword(c["away"], "Supportive") is None  # "here" (501.4)
    assert view.keyword(c["home"], "Supportive") is None
    assert Keyword("Supportive", 1) in pool["CG17"].keywords  # printed as a text paragraph


def test_teamwork_here_is_the_cards_area_home_included(pool):
    b = board(pool)
    soarin = b.play("CG17", ALICE, A_HOME)
    biceps = b.play("CG6", ALICE, A_HOME)
    game = b.game(at="main")
    assert game._table.view().teamwork == {biceps: (soarin,)}  # 501.4
    assert game._table.view().keyword(biceps, "Supportive") == 1
    assert game.power(biceps) == 2  # the orange Mane shares no colour with it


def test_teamwork_applies_after_a_trait_modifier_it_depends_on(pool):
    b, c = teamwork_board(pool)
    game = b.game(at="main")
    assert game._table.view().keyword(c["braeburn"], "Supportive") == 2
    b2 = board(pool, mane="V-BL-M")
    b2.table.update(b2.mane[ALICE], area=A_PROBLEM)
    soarin = b2.play("CG17", ALICE, A_PROBLEM)
    bolt = b2.play("CG5", ALICE, A_PROBLEM)  # Earth Pony, blue, power 4
    b2.state.clock = 1  # 711.4: the grant of Pegasus comes later than Teamwork's timestamp
    b2.state.effects.append(LastingEffect(1, ALICE, "test", "trait", (bolt,), value="Pegasus"))
    game = b2.game(at="main")
    assert game._table.view().keyword(bolt, "Supportive") == 1 and game.power(bolt) == 5
    assert game.power(soarin) == 3
    clean(game)


def test_teamwork_and_the_lent_pumped_put_the_card_beneath_the_borrower(octgn_data):
    lender = friend(
        "teamwork-pumped",
        (),
        0,
        keywords=(Keyword("Teamwork"), Keyword("Pumped")),
        traits=("Earth Pony",),
    )
    pool = real_pool(octgn_data, lender)
    b2 = board(pool)
    lender = b2.play("teamwork-pumped", ALICE, B_PROBLEM)
    borrower = b2.play("HM22", ALICE, B_PROBLEM)  # Silver Shill, Earth Pony, no Pumped
    tm = b2.play("tm-2", BOB, B_PROBLEM)
    b2.add(Zone.DRAW_DECK, ALICE, "orange-3", "orange-1")
    b2.add(Zone.DRAW_DECK, BOB, "orange-1", "orange-1")
    game = b2.game(at="challenge")
    assert game._table.view().teamwork == {borrower: (lender,)}
    game.apply(Challenge(ALICE, tm))
    decision = until(game)  # 710.5: each modifier in turn; the lender's own one first
    assert (
        decision.kind is DecisionKind.REPLACEMENT and "beneath Teamwork Pumped" in decision.prompt
    )
    game.apply(Decline(ALICE))
    decision = until(game)
    assert decision.kind is DecisionKind.REPLACEMENT and "beneath Silver Shill" in decision.prompt
    (choose,) = [c for c in game.legal_choices() if isinstance(c, ChooseCard)]
    game.apply(choose)
    assert until(game).kind is DecisionKind.MAIN_PHASE
    (under,) = game.state.players[ALICE].banished
    assert game.state.cards[under].beneath == borrower  # "this card" is the Friend with it
    clean(game)


def test_teamwork_lends_an_activated_ability_whose_this_card_is_the_borrower(
    octgn_data, monkeypatch
):
    # CG5 Bolt (Teamwork, Earth Pony): "Main Phase: Pay [2] to ready this card."
    ready = Activated("Main Phase", (pay(2),), (Act("ready", THIS),))
    monkeypatch.setitem(SCRIPTS, "CG5", card(ready))
    pool = real_pool(octgn_data)
    b = board(pool)
    bolt = b.play("CG5", ALICE, A_PROBLEM, exhausted=True)
    shill = b.play("HM22", ALICE, A_PROBLEM, exhausted=True)  # Silver Shill, Earth Pony
    game = b.game(at="main", tokens=(2, 0))
    lent_ready = [
        c for c in game.legal_choices() if isinstance(c, ActivateAbility) and c.card == shill
    ]
    assert len(lent_ready) == 1 and ActivateAbility(ALICE, bolt, 0) in game.legal_choices()
    game.apply(lent_ready[0])
    until(game)
    assert not game.state.cards[shill].exhausted  # "this card": the Friend that has it
    assert game.state.cards[bolt].exhausted and game.state.players[ALICE].tokens == 0
    assert "Silver Shill, Secrets and Lies #" in trace_text(game)


def test_pumped_replays_from_its_record_and_rewinds_past_the_banishing(pool):
    from engine import GameRecord, load_record, record_of

    game, swan = pumped_faceoff(pool)
    until(game)
    before = game.step
    (flipped,) = game.state.players[ALICE].flip
    why = game.why_not(ChooseCard(ALICE, swan))
    assert why is not None and "(710.1)" in why  # only a flipped card can go beneath it
    game.apply(ChooseCard(ALICE, flipped))
    until(game)
    again = load_record(GameRecord.from_json(record_of(game).to_json()), pool)
    assert again.fingerprint() == game.fingerprint()
    game.rewind(before)
    assert game.state.players[ALICE].banished == [] and game.state.players[ALICE].flip


def test_the_three_keywords_are_no_longer_left_to_the_judge(pool):
    assert not any("Vexing" in x for x in pool["HM26"].manual_abilities)
    assert not any("Pumped" in x for x in pool["CN52"].manual_abilities)
    assert not any("Teamwork" in x for x in pool["CG17"].manual_abilities)
    assert not pool["CG17"].manual  # Teamwork and Supportive 1 only: fully automated


def test_teamwork_lends_a_continuous_ability_whose_this_card_is_the_borrower(
    octgn_data, monkeypatch
):
    lender = friend(
        "teamwork-critter", (), 1, keywords=(Keyword("Teamwork"),), traits=("Earth Pony",)
    )
    monkeypatch.setitem(SCRIPTS, lender.id, card(Static("trait", THIS, value="Critter")))
    pool = real_pool(octgn_data, lender)
    b = board(pool)
    lends = b.play("teamwork-critter", ALICE, A_PROBLEM)
    shill = b.play("HM22", ALICE, A_PROBLEM)  # Silver Shill, Earth Pony
    bolt = b.play("CG5", ALICE, B_PROBLEM)  # an Earth Pony elsewhere
    view = b.game(at="main")._table.view()
    assert "Critter" in view.traits(lends) and "Critter" in view.traits(shill)
    assert "Critter" not in view.traits(bolt)


# --- the vocabulary for cards beneath a card: scripts of Pumped cards --------------------------
def test_spend_as_an_instruction_chooses_a_card_from_beneath_this_card(octgn_data, monkeypatch):
    # CN75 "When you win a faceoff involving this card, you may spend a card from beneath it
    # to banish an opponent's Friend."
    photo = Triggered(
        Trigger("won-faceoff"),
        (
            IfYouDo(
                Act("spend", BENEATH_THIS, optional=True),
                (Act("banish", Cards(OPPONENT, FRIEND)),),
            ),
        ),
    )
    monkeypatch.setitem(SCRIPTS, "CN75", card(photo))
    pool = real_pool(octgn_data)
    b = board(pool)
    finish = b.play("CN75", ALICE, B_PROBLEM)  # Photo Finish, power 3
    under = b.add(Zone.BANISHED, ALICE, "orange-2", "orange-3", beneath=finish)
    victim = b.play("orange-1", BOB, A_PROBLEM)
    tm = b.play("tm-2", BOB, B_PROBLEM)
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    decision = until(game)  # the trigger resolves in the window after the result (514.6)
    assert decision.kind is DecisionKind.TARGET
    assert set(game.legal_choices()) == {*(ChooseCard(ALICE, i) for i in under), Decline(ALICE)}
    game.apply(ChooseCard(ALICE, under[1]))
    assert until(game).kind is DecisionKind.REPLACEMENT  # then its own Pumped, as it ends
    game.apply(Decline(ALICE))
    until(game)
    assert ids(game, Zone.DISCARD, ALICE) == ["orange-3"]
    assert [game.state.cards[i].beneath for i in game.state.players[ALICE].banished] == [finish]
    assert victim not in game.state.cards and ids(game, Zone.BANISHED, BOB) == ["orange-1"]


def test_cards_beneath_count_for_conditions_and_per_card_power(octgn_data, monkeypatch):
    # CN52 "This card has +1 power for each card beneath it."; CN38 "While this card has at
    # least 1 card beneath it, it can't be dismissed or frightened."
    monkeypatch.setitem(SCRIPTS, "CN52", card(Static("power", THIS, 1, per=BENEATH_THIS)))
    steady = Static("cant-dismiss", THIS, condition=Condition("count", BENEATH_THIS))
    monkeypatch.setitem(SCRIPTS, "CN38", card(steady))
    pool = real_pool(octgn_data)
    b = board(pool)
    swan = b.play("CN52", ALICE, A_PROBLEM)
    roller = b.play("CN38", ALICE, A_PROBLEM)
    b.add(Zone.BANISHED, ALICE, "orange-1", "orange-1", beneath=swan)
    b.add(Zone.BANISHED, BOB, "orange-2")  # banished, but beneath nothing
    game = b.game(at="main")
    assert game.power(swan) == 3
    assert roller not in game._table.view().cant_dismiss
    b.add(Zone.BANISHED, BOB, "orange-2", beneath=roller)  # an opponent's card beneath it
    game = b.game(at="main")
    assert roller in game._table.view().cant_dismiss


def test_a_judge_puts_a_card_beneath_a_pumped_card_for_text_left_to_the_judge(pool):
    from engine.edits import MoveCard
    from engine.errors import InvalidEditError

    b, globe, _ = pumped_board(pool, under=0)
    (card_in_hand,) = b.add(Zone.HAND, ALICE, "orange-3")
    game = b.game(at="main")
    with pytest.raises(InvalidEditError, match="410.5"):
        game.edit(MoveCard(card_in_hand, Zone.DISCARD, "CN text", beneath=globe))
    game.edit(MoveCard(card_in_hand, Zone.BANISHED, "CN text", beneath=globe))
    (under,) = game.state.players[ALICE].banished
    assert game.state.cards[under].beneath == globe
    assert "banished to beneath Globe Trotter" in trace_text(game)
    clean(game)
