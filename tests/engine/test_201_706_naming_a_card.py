""" "As this card enters play, name a card" (706.1a, 201.1): the player names a card in the
card pool by its name, Title and Subtitle (201.1, 201.1a), or describes a single card clearly
enough (201.1b: its collector number, or a Title only one card name has); the full name is
kept on the card (``CardInstance.chosen``), so the position text, fingerprints, rewind and
records cover it, and "with that name" reads it, also once the card has left play (712.2).
Real cards scripted in the test beside their printed text: Octavia, Harsh Judge (EO69) and
Aurora, Bori & Alice (LL76); real Premiere Friends to name.
"""

from __future__ import annotations

import pytest

from engine import Zone, read_position, write_position
from engine.cards import CardDefinition, CardType
from engine.choices import ChooseCard, DecisionKind, NameCard, PlayCard
from engine.record import load_record, record_of
from engine.scenario import A_HOME, A_PROBLEM, ALICE, BOB, Board, trace_text
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    ANY,
    FRIEND,
    Cards,
    Play,
    Search,
    Static,
    Trigger,
    Triggered,
    act,
    card,
    name_card,
)

WITH_THAT_NAME = Cards(zone=Zone.HAND, named=True)
SCRIPTS = {
    # As this card enters play, name a card. / Cards with that name can't be played.
    "EO69": card(name_card(), Static("cant-play", WITH_THAT_NAME, who=ANY, value="anywhere")),
    # As this card enters play, name a Friend. / Friends with that name can't be played. /
    # When this card is put into your discard pile from play, you may search your deck for a
    # Friend with that name, reveal it, and put it into your hand.
    "LL76": card(
        name_card(CardType.FRIEND),
        Static("cant-play", Cards(FRIEND, zone=Zone.HAND, named=True), who=ANY, value="anywhere"),
        Triggered(
            Trigger("to-discard"),
            (Search(Cards(types=FRIEND, zone=Zone.DRAW_DECK, named=True)),),
        ),
    ),
    # Main Phase: Dismiss a Friend.
    "dismiss-friend": card(Play("Main Phase", (act("dismiss", Cards(ANY, FRIEND)),))),
}


# Premiere Friends to name, with their own scripts: Rainbow Dash, Weather Leader (PR15) and
# Rainbow Dash, Winged Wonder (PR198) share a Title; Berry Dreams (PR37) is the only one of its.
NAMED = ("PR15", "PR198", "PR37")


@pytest.fixture
def pool(real_cards):  # type: ignore[no-untyped-def]
    dismissal = CardDefinition("dismiss-friend", "Dismissal", CardType.EVENT, power=1, cost=0)
    return real_cards({**SCRIPTS, **{n: script_for(n) for n in NAMED}}, dismissal)


def octavia_entering(pool):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    b.play("V-WH-F330", ALICE, A_HOME)  # 3 white power for its play requirement
    (octavia,) = b.add(Zone.HAND, ALICE, "EO69")
    orange_2, orange_1 = b.add(Zone.HAND, ALICE, "orange-2", "orange-1")
    game = b.game(tokens=(5, 0))
    game.apply(PlayCard(ALICE, octavia, A_PROBLEM))
    return game, orange_2, orange_1


def test_201_1b_octavia_names_a_card_as_it_enters_and_it_cant_be_played(pool):
    game, orange_2, orange_1 = octavia_entering(pool)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.TARGET and decision.player == ALICE
    assert "enters play, name a card (201.1) (706.1a)" in decision.prompt
    named = game.legal_choices()
    assert NameCard(ALICE, "Orange 2") in named and NameCard(ALICE, "Plan") in named  # any type
    assert game.state.pending == []  # nothing triggers before the name is chosen (706.1d)
    game.apply(NameCard(ALICE, "Orange 2"))
    (octavia,) = [c for c in game.state.in_play() if c.card_id == "EO69"]
    assert octavia.chosen == ("Orange 2",)
    assert "chooses the name 'Orange 2' (201.1) as Octavia" in trace_text(game)
    why = game.why_not(PlayCard(ALICE, orange_2, A_HOME))
    assert why is not None and "can't be played: Octavia, Harsh Judge" in why
    assert game.why_not(PlayCard(ALICE, orange_1, A_HOME)) is None  # another name


def test_201_1b_a_name_not_in_the_card_pool_is_refused_with_close_matches(pool):
    game, _, _ = octavia_entering(pool)
    why = game.why_not(NameCard(ALICE, "Orange 22"))
    assert why is not None
    assert "'Orange 22' is not the name of any card in the card pool (201.1, 201.1b)" in why
    assert "did you mean 'Orange 2'" in why
    why = game.why_not(NameCard(ALICE, "Zzyzx"))
    assert why is not None and "did you mean" not in why
    assert game.why_not(NameCard(BOB, "Orange 2")) is not None  # not Bob's decision


def octavia_naming(pool, said: str):  # type: ignore[no-untyped-def]
    """Alice plays Octavia (blue power at home for the Rainbow Dashes) and names ``said``."""
    b = Board(pool, problems=("easy", "easy"))
    b.play("V-WH-F330", ALICE, A_HOME)
    b.play("V-BL-F330", ALICE, A_HOME)
    (octavia,) = b.add(Zone.HAND, ALICE, "EO69")
    weather, winged = b.add(Zone.HAND, ALICE, "PR15", "PR198")
    game = b.game(tokens=(10, 0))
    game.apply(PlayCard(ALICE, octavia, A_PROBLEM))
    why = game.why_not(NameCard(ALICE, said))
    if why is None:
        game.apply(NameCard(ALICE, said))
    return game, why, weather, winged


def test_201_1a_a_name_is_title_and_subtitle_so_another_subtitle_is_another_name(pool):
    game, why, weather, winged = octavia_naming(pool, "Rainbow Dash, Weather Leader")
    assert why is None
    blocked = game.why_not(PlayCard(ALICE, weather, A_HOME))
    assert blocked is not None and "can't be played: Octavia, Harsh Judge" in blocked
    assert game.why_not(PlayCard(ALICE, winged, A_HOME)) is None  # Winged Wonder (201.1a)


def test_201_1b_a_title_shared_by_several_names_is_refused_as_ambiguous(pool):
    game, why, _, _ = octavia_naming(pool, "Rainbow Dash")
    assert why is not None and "(201.1b)" in why
    assert "'Rainbow Dash, Weather Leader'" in why and "'Rainbow Dash, Winged Wonder'" in why
    offered = [c.name for c in game.legal_choices() if isinstance(c, NameCard)]
    assert "Rainbow Dash, Winged Wonder" in offered and "Rainbow Dash" not in offered


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("PR15", "Rainbow Dash, Weather Leader"),  # its collector number
        ("Berry Dreams", "Berry Dreams, Pom-Pom Pony"),  # the only name with that Title
        ("rainbow dash, weather leader", "Rainbow Dash, Weather Leader"),
    ],
)
def test_201_1b_a_description_of_a_single_card_names_it_by_its_full_name(pool, said, name):
    game, why, weather, _ = octavia_naming(pool, said)
    assert why is None
    (octavia,) = [c for c in game.state.in_play() if c.card_id == "EO69"]
    assert octavia.chosen == (name,)
    if said != name:
        assert f"chooses {said!r}, which names {name!r} (201.1b)" in trace_text(game)
    if name.startswith("Rainbow Dash"):
        assert game.why_not(PlayCard(ALICE, weather, A_HOME)) is not None


def test_706_1a_the_name_survives_position_text_rewind_and_records(pool):
    game, orange_2, _ = octavia_entering(pool)
    asked = game.step
    game.apply(NameCard(ALICE, "Orange 2"))
    text = write_position(game.state)
    assert "'chosen=Orange 2'" in text  # a title with a space, quoted
    assert write_position(read_position(text)) == text
    named = game.fingerprint()
    replayed = load_record(record_of(game), game.pool)
    assert replayed.fingerprint() == named
    assert replayed.why_not(PlayCard(ALICE, orange_2, A_HOME)) is not None
    game.rewind(asked)
    assert game.current_decision().kind is DecisionKind.TARGET
    game.apply(NameCard(ALICE, "Plan"))
    assert game.fingerprint() != named
    assert game.why_not(PlayCard(ALICE, orange_2, A_HOME)) is None


def test_LL76_names_only_friends(pool):
    b = Board(pool, problems=("easy", "easy"))
    for card_id in ("V-PI-F330", "V-WH-F330"):
        b.play(card_id, ALICE, A_HOME)  # 3 pink and 3 white power
    (aurora,) = b.add(Zone.HAND, ALICE, "LL76")
    game = b.game(tokens=(3, 0))
    game.apply(PlayCard(ALICE, aurora, A_PROBLEM))
    assert "name a Friend (201.1)" in game.current_decision().prompt
    assert NameCard(ALICE, "Orange 2") in game.legal_choices()
    assert NameCard(ALICE, "Plan") not in game.legal_choices()  # an Event, not a Friend
    why = game.why_not(NameCard(ALICE, "Plan"))
    assert why is not None and "not the name of any Friend in the card pool" in why


def test_LL76_searches_for_the_named_friend_when_put_into_the_discard_pile(pool):
    b = Board(pool, problems=("easy", "easy"))
    b.play("LL76", ALICE, A_HOME, chosen=("Orange 2",))  # named "Orange 2" as it entered
    (dismissal,) = b.add(Zone.HAND, ALICE, "dismiss-friend")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2", "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, dismissal))  # the only Friend: Aurora, dismissed
    # In the discard pile now, its ability reads the name it had in play (712.2)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.TARGET and "search your deck" in decision.prompt
    options = [c for c in game.legal_choices() if isinstance(c, ChooseCard)]
    assert [game.state.cards[c.card].card_id for c in options] == ["orange-2"]
    game.apply(options[0])
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].hand] == ["orange-2"]
