"""706.1a: "As this card enters play, choose a color" / "choose up to two colors": the
choice is made as the card enters, with no priority in between, remembered on the card
(position text, fingerprints, rewind, records) and read by its other abilities. Real cards
are scripted in the test beside their printed text: Changeling Citizens (DE87), Sclerite
(FF83).
"""

from __future__ import annotations

import pytest

from engine import Zone, read_position, write_position
from engine.cards import Colour
from engine.choices import ChooseCard, ChooseColour, DecisionKind, Decline, PlayCard
from engine.edits import SetFrightened
from engine.record import load_record, record_of
from engine.scenario import A_HOME, A_PROBLEM, ALICE, BOB, Board, trace_text
from engine.scripts.vocabulary import (
    CHARACTER,
    FRIEND,
    THIS,
    YOU,
    AsEntersPlay,
    Cards,
    Condition,
    Draw,
    Static,
    card,
    choose_colours,
    on_play,
)

SCRIPTS = {
    # As this card enters play, choose a color. This card is that color. / This card has +1
    # power for each of your other characters. (Experienced: a keyword)
    "DE87": card(
        choose_colours(1),
        Static("chosen-colours"),
        Static("power", THIS, 1, per=Cards(YOU, CHARACTER, other=True)),
    ),
    # As this card enters play, choose up to two colors. This card has those colors.
    "FF83": card(choose_colours(2, up_to=True), Static("chosen-colours")),
}
EVERY_COLOUR = [ChooseColour(ALICE, c) for c in Colour]


@pytest.fixture
def pool(real_cards):  # type: ignore[no-untyped-def]
    return real_cards(SCRIPTS)


def entering(pool, card_id: str, tokens: int = 3):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    b.play("orange-1", ALICE, A_HOME)
    (iid,) = b.add(Zone.HAND, ALICE, card_id)
    game = b.game(tokens=(tokens, 0))
    game.apply(PlayCard(ALICE, iid, A_PROBLEM))
    (new,) = [c.iid for c in game.state.in_play() if c.card_id == card_id]
    return game, new


def test_706_1a_changeling_citizens_chooses_a_colour_as_it_enters_and_is_that_colour(pool):
    assert not pool["DE87"].manual
    game, citizens = entering(pool, "DE87")
    decision = game.current_decision()  # asked at once: no priority in between (706.1)
    assert decision.kind is DecisionKind.TARGET and decision.player == ALICE
    assert "enters play, choose 1 colour (706.1a)" in decision.prompt
    assert game.legal_choices() == EVERY_COLOUR  # exactly one: no declining
    assert "(706.1a)" in game.why_not(Decline(ALICE))
    assert game.colours(citizens) == ()  # printed colourless
    game.apply(ChooseColour(ALICE, Colour.BLUE))
    assert game.state.cards[citizens].chosen == ("blue",)
    assert game.colours(citizens) == (Colour.BLUE,)
    assert game.power(citizens) == 2  # its other paragraph: Alice's Mane and orange-1
    assert game._table.colour_power(ALICE, Colour.BLUE) == 2  # it adds blue power (507.3)
    assert "chooses the colour blue as Changeling Citizens" in trace_text(game)
    assert game.current_decision().kind is not DecisionKind.TARGET


def test_706_1a_the_chosen_colour_survives_position_text_rewind_and_records(pool):
    game, citizens = entering(pool, "DE87")
    asked = game.step
    game.apply(ChooseColour(ALICE, Colour.PINK))
    text = write_position(game.state)
    assert "chosen=pink" in text
    assert write_position(read_position(text)) == text
    pink = game.fingerprint()
    replayed = load_record(record_of(game), game.pool)
    assert replayed.fingerprint() == pink
    assert replayed.colours(citizens) == (Colour.PINK,)
    game.rewind(asked)  # back to the question: nothing chosen yet
    assert game.state.cards[citizens].chosen == ()
    game.apply(ChooseColour(ALICE, Colour.YELLOW))
    assert game.fingerprint() != pink and game.colours(citizens) == (Colour.YELLOW,)


def test_505_3_a_card_turned_face_down_keeps_no_chosen_colour(pool):
    game, citizens = entering(pool, "DE87")
    game.apply(ChooseColour(ALICE, Colour.PINK))
    game.edit(SetFrightened(citizens, True, "judge's what-if"))
    (now,) = [c for c in game.state.in_play() if c.card_id == "DE87"]
    assert now.chosen == ()


def test_706_1a_sclerite_chooses_up_to_two_colours_one_at_a_time(pool):
    game, sclerite = entering(pool, "FF83", tokens=1)
    prompt = game.current_decision().prompt
    assert "Sclerite, Two-tone #8 enters play, choose up to 2 colours (706.1a)" in prompt
    assert game.legal_choices() == [*EVERY_COLOUR, Decline(ALICE)]
    game.apply(ChooseColour(ALICE, Colour.WHITE))
    assert "up to 1 colour more" in game.current_decision().prompt
    assert ChooseColour(ALICE, Colour.WHITE) not in game.legal_choices()  # already chosen
    game.apply(ChooseColour(ALICE, Colour.ORANGE))
    assert game.colours(sclerite) == (Colour.WHITE, Colour.ORANGE)
    assert game.current_decision().kind is not DecisionKind.TARGET


def test_706_1a_sclerite_may_choose_fewer_colours(pool):
    game, sclerite = entering(pool, "FF83", tokens=1)
    game.apply(ChooseColour(ALICE, Colour.PURPLE))
    game.apply(Decline(ALICE))
    assert game.colours(sclerite) == (Colour.PURPLE,)
    assert "chooses no more as Sclerite, Two-tone #8 enters play (706.1a)" in trace_text(game)
    none, fewer = entering(pool, "FF83", tokens=1)
    none.apply(Decline(ALICE))
    assert none.colours(fewer) == ()


def test_706_1a_choosing_a_non_unique_friend_remembers_that_card(real_cards, pool_with):
    """ "As this card enters play, choose a non-Unique Friend" (as on Queen Chrysalis, AD202,
    whose copying of that Friend's printed abilities is left to the judge): the choice is
    asked at once among the fitting Friends in play and kept as the Friend's card id."""
    mimic = card(AsEntersPlay("choose-card", of=Cards(types=FRIEND, not_trait="Unique")))
    pool = real_cards({"mimic": mimic}, pool_with.friend("mimic", (), 1, traits=("Unique",)))
    b = Board(pool, problems=("easy", "easy"))
    plain = b.play("orange-2", BOB, A_PROBLEM)
    b.play("unique-1", BOB, A_PROBLEM)  # Unique: not a choice
    (iid,) = b.add(Zone.HAND, ALICE, "mimic")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, iid, A_PROBLEM))
    assert "enters play, choose a card (706.1a)" in game.current_decision().prompt
    assert game.legal_choices() == [ChooseCard(ALICE, plain)]  # one choice, still asked
    game.apply(ChooseCard(ALICE, plain))
    (new,) = [c for c in game.state.in_play() if c.card_id == "mimic"]
    assert new.chosen == ("orange-2",)
    assert "chosen=orange-2" in write_position(game.state)


@pytest.mark.parametrize(("colour", "drawn"), [(Colour.BLUE, 1), (Colour.PINK, 0)])
def test_706_1a_1d_a_when_it_enters_play_condition_sees_the_colour_chosen_as_it_entered(
    real_cards, pool_with, colour, drawn
):
    """No printed card reads its chosen colour in a "when ... enters play" condition, so a
    made-up one does: "As this card enters play, choose a color. This card is that color.
    When this card enters play, if you control a Blue Friend, draw a card." Choices as a card
    enters (706.1a) come before its "when it enters play" abilities trigger (706.1d)."""
    chameleon = card(
        choose_colours(1),
        Static("chosen-colours"),
        on_play(Draw(1), condition=Condition("count", Cards(YOU, FRIEND, colour=Colour.BLUE))),
    )
    pool = real_cards({"chameleon": chameleon}, pool_with.friend("chameleon", (), 1))
    b = Board(pool, problems=("easy", "easy"))
    b.play("orange-1", ALICE, A_HOME)
    (iid,) = b.add(Zone.HAND, ALICE, "chameleon")
    b.add(Zone.DRAW_DECK, ALICE, "orange-2")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, iid, A_PROBLEM))
    assert "choose 1 colour (706.1a)" in game.current_decision().prompt
    assert not game.state.pending  # nothing has triggered yet (706.1d comes after 706.1a)
    game.apply(ChooseColour(ALICE, colour))
    text = trace_text(game)
    assert ("triggers (when played)" in text) is bool(drawn)
    if drawn:
        assert text.index("chooses the colour blue") < text.index("triggers (when played)")
    assert len(game.state.players[ALICE].hand) == drawn
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
