""" "Name a card" and "name a card type" as an instruction (705.2f), not as a card enters play:
the player named in it names a card in the card pool by its full name (201.1, 201.1a) or a
description of a single card (201.1b), or one of the card types (206.2); later instructions of
the same ability read it ("with that name", "with that type", ``Name``). A bad name is refused
with the rule. Made-up Events carry the printed instructions of Family Feud (MT126: "name a
card. An opponent reveals their hand and discards all cards with that name") and Sisterhood's
third mode (MT88: "name a card type and an opponent reveals their hand and discards a card
with that type"); real Premiere Friends are the names.
"""

from __future__ import annotations

import pytest

from engine import Zone, read_position, write_position
from engine.cards import CardDefinition, CardType
from engine.choices import ChooseCard, DecisionKind, NameCard, PlayCard
from engine.scenario import ALICE, BOB, Board, ids, trace_text
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    OPPONENT,
    Cards,
    Discard,
    Name,
    Play,
    Search,
    card,
)

MAIN = "Main Phase"
SCRIPTS = {
    # Main Phase: Name a card. An opponent reveals their hand and discards all cards with
    # that name. (Family Feud's instructions, MT126, as an Event.)
    "feud": card(Play(MAIN, (Name(), Discard(all=True, named=True)))),
    # Main Phase: Name a card type. An opponent reveals their hand and discards a card with
    # that type. (Sisterhood's third mode, MT88.)
    "sisters": card(Play(MAIN, (Name(card_type=True), Discard(random=False, named=True)))),
    # Main Phase: Your opponent names a Friend. Search your deck for a card with that name
    # and put it into your hand.
    "wish": card(
        Play(
            MAIN,
            (
                Name(OPPONENT, types=(CardType.FRIEND,)),
                Search(Cards(types=(), zone=Zone.DRAW_DECK, named=True)),
            ),
        )
    ),
}
# Rainbow Dash, Weather Leader (PR15) and Rainbow Dash, Winged Wonder (PR198) share a Title.
NAMED = ("PR15", "PR198")


@pytest.fixture
def pool(real_cards):  # type: ignore[no-untyped-def]
    events = (CardDefinition(n, n.title(), CardType.EVENT, power=1, cost=0) for n in SCRIPTS)
    return real_cards({**SCRIPTS, **{n: script_for(n) for n in NAMED}}, *events)


def playing(pool, event: str, bobs: tuple[str, ...]):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    (played,) = b.add(Zone.HAND, ALICE, event)
    b.add(Zone.HAND, BOB, *bobs)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "PR198", "PR15")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, played))
    return game


def test_705_2f_feud_discards_every_card_with_the_named_name_only(pool):
    game = playing(pool, "feud", ("PR15", "PR198", "PR15", "orange-1"))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.TARGET and decision.player == ALICE
    assert "name a card (201.1)" in decision.prompt
    assert NameCard(ALICE, "Rainbow Dash, Weather Leader") in game.legal_choices()
    text = write_position(game.state)  # the decision round-trips through the position text
    assert write_position(read_position(text)) == text
    game.apply(NameCard(ALICE, "PR15"))  # its collector number describes it (201.1b)
    assert ids(game, Zone.DISCARD, BOB) == ["PR15", "PR15"]
    assert sorted(ids(game, Zone.HAND, BOB)) == ["PR198", "orange-1"]  # another Subtitle (201.1a)
    trace = trace_text(game)
    assert "Alice names 'Rainbow Dash, Weather Leader' ('PR15', 201.1b)" in trace
    assert "Bob reveals their hand" in trace


@pytest.mark.parametrize(
    ("said", "rule"),
    [("Rainbow Dash", "(201.1b)"), ("Rainbow Dosh", "(201.1, 201.1b)")],
)
def test_201_1b_a_bad_name_is_refused_with_the_rule(pool, said, rule):
    game = playing(pool, "feud", ("PR15",))
    why = game.why_not(NameCard(ALICE, said))
    assert why is not None and rule in why
    assert game.why_not(NameCard(BOB, "PR15")) is not None  # not Bob's decision
    assert game.why_not(ChooseCard(ALICE, 1)) is not None  # a name is asked


def test_206_2_sisters_names_a_card_type_and_the_opponent_discards_one_of_that_type(pool):
    game = playing(pool, "sisters", ("PR15", "orange-1", "sisters"))
    assert set(game.legal_choices()) == {NameCard(ALICE, k.value) for k in CardType}
    why = game.why_not(NameCard(ALICE, "Pony"))
    assert why is not None and "'Pony' is not a card type" in why and "(206.2)" in why
    game.apply(NameCard(ALICE, "events"))  # the type line's word, any case, plural (206.1b)
    assert "Alice names the card type Event" in trace_text(game)
    # Bob's only Event is discarded: a single card of that type, no choice left to make
    assert ids(game, Zone.DISCARD, BOB) == ["sisters"]
    assert sorted(ids(game, Zone.HAND, BOB)) == ["PR15", "orange-1"]


def test_206_2_a_named_type_bob_lacks_discards_nothing(pool):
    game = playing(pool, "sisters", ("PR15", "orange-1"))
    game.apply(NameCard(ALICE, "Resource"))
    assert ids(game, Zone.DISCARD, BOB) == [] and len(game.state.players[BOB].hand) == 2


def test_705_2f_the_opponent_names_and_the_search_finds_only_that_name(pool):
    game = playing(pool, "wish", ())
    decision = game.current_decision()
    assert decision.player == BOB and "name a Friend (201.1)" in decision.prompt
    assert game.why_not(NameCard(BOB, "Easy")) is not None  # not a Friend's name
    game.apply(NameCard(BOB, "Rainbow Dash, Winged Wonder"))
    found = [c.card for c in game.legal_choices() if isinstance(c, ChooseCard)]
    assert [game.state.cards[i].card_id for i in found] == ["PR198"]  # not PR15 (201.1a)
    game.apply(ChooseCard(ALICE, found[0]))
    assert ids(game, Zone.HAND, ALICE) == ["PR198"]


def test_206_2_the_named_type_is_kept_in_the_position_while_the_opponent_chooses(pool):
    game = playing(pool, "sisters", ("feud", "wish", "PR15"))
    game.apply(NameCard(ALICE, "Event"))
    decision = game.current_decision()
    assert decision.player == BOB  # two Events: Bob chooses which to discard
    text = write_position(game.state)
    assert '"named_type": "Event"' in text and write_position(read_position(text)) == text
    choices = game.legal_choices()
    assert {game.state.cards[c.card].card_id for c in choices} == {"feud", "wish"}  # type: ignore[attr-defined]
    game.apply(choices[0])
    assert len(ids(game, Zone.DISCARD, BOB)) == 1 and "PR15" in ids(game, Zone.HAND, BOB)
