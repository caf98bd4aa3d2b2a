"""521 (tokens) with 701.3 and 615.1: a number of tokens from a card's last known power, a
delayed "banish them at the end of the turn", and a token's colour chosen by the player.
Real cards are scripted in the test beside their printed text: Party Favor (HM29, DE30),
Close Air Support (MT144), Infilitrating the Hive (DE127), Princess Celestia (DE52).
"""

from __future__ import annotations

import pytest

from engine import Zone, read_position, write_position
from engine.cards import CardDefinition, CardType, Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseCard,
    ChooseColour,
    DecisionKind,
    EndMainPhase,
    PlayCard,
)
from engine.invariants import violations
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB, Board, trace_text
from engine.scripts.vocabulary import (
    ANY,
    CHOSEN,
    FRIEND,
    TROUBLEMAKER,
    YOU,
    AtEndOfTurn,
    Cards,
    Choose,
    Condition,
    Discard,
    IfYouDo,
    Play,
    PutToken,
    Trigger,
    Triggered,
    act,
    at_start_of,
    card,
    friend_tokens,
    on_play,
    pay,
)
from engine.scripts.vocabulary import Activated as Activate
from engine.state import POWER_COUNTER
from engine.tokens import is_token, token_id

PINK, BLUE, YELLOW = Colour.PINK, Colour.BLUE, Colour.YELLOW
EARTH_PONY = token_id(CardType.FRIEND, 1, (PINK,), ("Earth Pony",))
PEGASUS = token_id(CardType.FRIEND, 1, (BLUE,), ("Pegasus",), ("Swift",))
CRITTER = token_id(CardType.FRIEND, 1, (YELLOW,), ("Critter",))
MAIN = "Main Phase"

SCRIPTS = {
    # When this card leaves play, you may put into play a number of 1 [Laughter] Earth Pony
    # Friend tokens equal to this card's power.
    "HM29": card(
        Triggered(
            Trigger("leaves-play"),
            (friend_tokens(1, 1, PINK, "Earth Pony", count="power", optional=True),),
        )
    ),
    # At the start of your turn, you may retire this card to put a number of 1 [Laughter]
    # Earth Pony Friend tokens into play equal to its power.
    "DE30": card(
        at_start_of(
            "Ready",
            IfYouDo(
                act("retire", optional=True),
                (friend_tokens(1, 1, PINK, "Earth Pony", count="power"),),
            ),
            whose=YOU,
        )
    ),
    # Main Phase: Put 7 1 [Loyalty] Pegasus Friend tokens with Swift into play. At the end
    # of the turn, banish them.
    "MT144": card(
        Play(
            MAIN,
            (
                friend_tokens(7, 1, BLUE, "Pegasus", "Swift"),
                AtEndOfTurn((act("banish", CHOSEN, each=True),)),
            ),
        )
    ),
    # Main Phase: Pay [2] and discard 2 cards to choose a color and put a 2 power colorless
    # Changeling Friend token with that color into play. (The discarding, a cost, is done as
    # the ability resolves; a hand of 2 cards is required to activate it.)
    "DE127": card(
        Activate(
            MAIN,
            (pay(2),),
            (
                Discard(2, YOU, random=False),
                PutToken(2, (), ("Changeling",), choose_colour=True),
            ),
            condition=Condition("count", Cards(YOU, zone=Zone.HAND), n=2),
        )
    ),
    # When this card enters play, choose a Troublemaker. You may put a number of 1 [Kindness]
    # Critter Friend tokens into play equal to that Troublemaker's power.
    "DE52": card(
        on_play(
            Choose(Cards(ANY, TROUBLEMAKER)),
            friend_tokens(1, 1, YELLOW, "Critter", count="power", of=CHOSEN, optional=True),
        )
    ),
}
DISMISS = {"dismiss-friend": card(Play(MAIN, (act("dismiss", Cards(ANY, FRIEND)),)))}


@pytest.fixture
def pool(real_cards, monkeypatch):  # type: ignore[no-untyped-def]
    from engine.scripts import SCRIPTS as REGISTRY

    monkeypatch.setitem(REGISTRY, "dismiss-friend", DISMISS["dismiss-friend"])
    dismiss = CardDefinition("dismiss-friend", "Dismissal", CardType.EVENT, power=1, cost=1)
    return real_cards(SCRIPTS, dismiss)


def tokens(game, card_id: str | None = None, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [
        c
        for c in game.state.in_play()
        if is_token(c.card_id)
        and c.controller == player
        and (card_id is None or c.card_id == card_id)
    ]


def answer_all(game) -> None:  # type: ignore[no-untyped-def]
    """Say yes to every "may" the abilities ask."""
    while game.current_decision().kind is DecisionKind.OPTIONAL:
        game.apply(Accept(game.current_decision().player))


# --- a number of tokens equal to a card's power (701.3: last known information) ----------
def test_521_701_3_party_favor_makes_tokens_equal_to_its_last_known_power(pool):
    b = Board(pool, problems=("easy", "easy"))
    favor = b.play("HM29", ALICE, A_PROBLEM, counters=((POWER_COUNTER, 1),))
    (dismissal,) = b.add(Zone.HAND, ALICE, "dismiss-friend")
    game = b.game(tokens=(1, 0))
    assert game.power(favor) == 3  # printed 2, and a +1 power counter (519.4)
    game.apply(PlayCard(ALICE, dismissal))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.OPTIONAL and "put 3 Earth Pony" in decision.prompt
    game.apply(Accept(ALICE))
    assert [c.card_id for c in tokens(game)] == [EARTH_PONY] * 3  # not its printed 2
    assert "its last known power is 3 (701.3)" in trace_text(game)


def test_521_701_3_party_favor_retired_to_pay_counts_its_power_as_it_left(pool):
    b = Board(pool, problems=("easy", "easy"))
    favor = b.play("DE30", ALICE, A_PROBLEM, counters=((POWER_COUNTER, 2),))
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    game = b.game(at="start")
    answer_all(game)  # Alice retires it at the start of her turn
    assert favor not in game.state.cards
    assert [c.card_id for c in tokens(game)] == [EARTH_PONY] * 4  # 2 printed + 2 counters
    assert "its last known power is 4 (701.3)" in trace_text(game)


def test_521_a_number_of_tokens_equal_to_a_chosen_cards_power_in_play(pool):
    b = Board(pool, problems=("easy", "easy"))
    b.play("tm-3", BOB, B_PROBLEM)
    (celestia,) = b.add(Zone.HAND, ALICE, "DE52")
    for _ in range(3):
        b.play("V-YE-F330", ALICE, A_HOME)  # power for its play requirement
    game = b.game(tokens=(3, 0))
    game.apply(PlayCard(ALICE, celestia, A_PROBLEM))
    answer_all(game)
    assert [c.card_id for c in tokens(game)] == [CRITTER] * 3  # the Timberwolf's power


# --- delayed "at the end of the turn, banish them" (615.1) --------------------------------
def test_615_1_close_air_support_banishes_its_tokens_at_the_end_of_the_turn(pool):
    b = Board(pool, problems=("easy", "easy"))
    supplies = [b.play("V-BL-F330", ALICE, A_HOME) for _ in range(4)]  # 4 [Loyalty] power
    (support,) = b.add(Zone.HAND, ALICE, "MT144")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(tokens=(4, 0))
    game.apply(PlayCard(ALICE, support))
    made = tokens(game, PEGASUS)
    assert len(made) == 7
    assert "its delayed ability will trigger (615.1)" in trace_text(game)
    text = write_position(game.state)  # the delayed ability is part of the position
    assert "at-end-of-turn" in text and write_position(read_position(text)) == text
    swift = made[0].iid
    game.apply(EndMainPhase(ALICE))  # on to the End of Turn step (615), before wrap up (616)
    # 616.3 comes after 615.1: only the four supply Friends are left to retire down to 3
    assert game.current_decision().kind is DecisionKind.RETIRE
    assert {c.card for c in game.legal_choices()} == set(supplies)  # type: ignore[attr-defined]
    assert tokens(game, PEGASUS) == [] and swift not in game.state.cards
    text = trace_text(game)
    assert "delayed ability triggers (at the end of the turn, 615.1)" in text
    assert "resolves Close Air Support's delayed effect (615.1, 712)" in text
    assert text.count("is a token: it ceases to exist (521.3)") == 7
    assert violations(game.state, pool) == []


# --- a token's colour chosen by the player (521.1, 705.2f) ---------------------------------
def test_521_1_infilitrating_the_hive_makes_a_changeling_of_the_chosen_colour(pool):
    b = Board(pool, problems=("DE127", "easy"))
    hive = b.problem[ALICE]
    b.add(Zone.HAND, ALICE, "orange-1", "pink-2")
    game = b.game(tokens=(2, 0))
    assert ActivateAbility(ALICE, hive, 0) in game.legal_choices()
    game.apply(ActivateAbility(ALICE, hive, 0))
    while game.current_decision().kind is DecisionKind.TARGET and any(
        isinstance(c, ChooseCard) for c in game.legal_choices()
    ):
        game.apply(game.legal_choices()[0])  # the two cards discarded
    decision = game.current_decision()
    assert (
        decision.kind is DecisionKind.TARGET and "choose a colour for the token" in decision.prompt
    )
    assert game.legal_choices() == [ChooseColour(ALICE, c) for c in Colour]
    game.apply(ChooseColour(ALICE, PINK))
    (changeling,) = tokens(game)
    assert changeling.card_id == token_id(CardType.FRIEND, 2, (PINK,), ("Changeling",))
    assert game.colours(changeling.iid) == (PINK,) and game.power(changeling.iid) == 2
    assert game.state.players[ALICE].hand == [] and game.state.players[ALICE].tokens == 0


def test_521_1_the_hive_needs_two_cards_in_hand_to_be_activated(pool):
    b = Board(pool, problems=("DE127", "easy"))
    b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game(tokens=(2, 0))
    assert game.why_not(ActivateAbility(ALICE, b.problem[ALICE], 0)) is not None


def test_random_games_with_draw_replacements_choices_and_delayed_tokens_keep_invariants(
    monkeypatch,
):
    """Random self-play (invariants checked after every step) on vanilla cards plus, in each
    colour, cards using this file's and the draw and entering-play vocabulary."""
    from engine.cards import CardPool
    from engine.scripts import SCRIPTS as REGISTRY
    from engine.scripts import script_for
    from engine.scripts.vocabulary import (
        GainTokens,
        Static,
        choose_colours,
        draw_replacement,
    )
    from engine.selfplay import play_random_game
    from engine.vanilla import vanilla_cards

    script_for("PR1")
    extra = []
    for c in Colour:
        made = {
            f"GAP-luna-{c}": card(
                draw_replacement(
                    IfYouDo(act("exhaust", Cards(YOU, FRIEND)), (GainTokens(1),)), phase="Main"
                ),
                choose_colours(2, up_to=True),
                Static("chosen-colours"),
            ),
            f"GAP-favor-{c}": SCRIPTS["HM29"],
            f"GAP-dismiss-{c}": DISMISS["dismiss-friend"],
            f"GAP-air-{c}": SCRIPTS["MT144"],
            f"GAP-hive-{c}": card(
                Play(MAIN, (PutToken(2, (), ("Changeling",), choose_colour=True),))
            ),
        }
        for card_id, script in made.items():
            monkeypatch.setitem(REGISTRY, card_id, script)
            friend = "luna" in card_id or "favor" in card_id
            kind = CardType.FRIEND if friend else CardType.EVENT
            extra.append(CardDefinition(card_id, card_id, kind, colours=(c,), cost=1, power=1))
    pool = CardPool([*vanilla_cards(), *extra])
    trace = ""
    for seed in (1, 2, 3):
        game, _ = play_random_game(pool, seed, turn_cap=30)  # raises on a broken invariant
        trace += trace_text(game)
    for rule in ("(710.1, 410.4c)", "(706.1a)", "(615.1)", "(701.3)"):
        assert rule in trace
