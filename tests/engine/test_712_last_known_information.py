"""A card that has left play, as it last existed there (712.2, 709.2: information as it was
when the effect was created; 701.3): its power with modifiers, cost, counters, area,
controller, traits and colours, recorded once as it leaves (``Table.put``) and carried by the
occurrence of its leaving or the instruction that made it leave (``LastKnown``).

Real cards: Lily (CN43), Pinny Lane (CN47) and Roseluck (CN79) from the Canterlot Nights
scripts; Creepy
Crawlies (LL89) scripted in the test beside its printed text; made-up cards for the rest.
"""

from __future__ import annotations

import pytest
from script_scenes import play

from engine import Zone, read_position, write_position
from engine.cards import CardDefinition, CardType, Colour
from engine.choices import Accept, ActivateAbility, ChooseCard, DecisionKind, Decline, PlayCard
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, BOB, Board, ids, trace_text
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    ANY,
    CHOSEN,
    CHOSEN_CONTROLLER,
    FRIEND,
    HERE,
    RESOURCE,
    YOU,
    Cards,
    Condition,
    Draw,
    Play,
    Trigger,
    Triggered,
    When,
    act,
    card,
    friend_tokens,
)
from engine.state import POWER_COUNTER, LastingEffect
from engine.tokens import is_token, token_id

YELLOW = Colour.YELLOW
CRITTER = token_id(CardType.FRIEND, 1, (YELLOW,), ("Critter",))
MAIN = "Main Phase"


def tokens_of(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        c.card_id for c in game.state.in_play() if is_token(c.card_id) and c.controller == player
    ]


# --- Canterlot Nights: "retire one of your Friends to ... that Friend's power / cost" -----------
def test_CN43_lily_adds_the_retired_friends_power_as_it_last_existed(cn_scene):
    s = cn_scene()
    friend = s.put("orange-2", ALICE, A_HOME, counters=((POWER_COUNTER, 1),))  # power 3
    (lily,) = s.hand(ALICE, "CN43")
    game = s.game()
    assert game.power(friend) == 3
    play(cn_scene, game, lily, A_PROBLEM, prefer=(friend,))
    lily_now = next(c.iid for c in game.state.in_play() if c.card_id == "CN43")
    assert friend not in game.state.cards and "orange-2" in [
        game.state.cards[i].card_id for i in game.state.players[ALICE].discard
    ]
    assert game.power(lily_now) == 2 + 3  # printed 2, plus 3: 2 printed and a counter
    assert "its last known power is 3 (701.3)" in trace_text(game)
    assert "gets +3 power until the end of the turn" in trace_text(game)


def test_CN43_lily_declined_adds_nothing(cn_scene):
    s = cn_scene()
    s.put("orange-2", ALICE, A_HOME)
    (lily,) = s.hand(ALICE, "CN43")
    game = s.game()
    game.apply(PlayCard(ALICE, lily, A_PROBLEM))
    assert Decline(ALICE) in game.legal_choices()  # "you may retire one of your Friends"
    game.apply(Decline(ALICE))
    (now,) = [c.iid for c in game.state.in_play() if c.card_id == "CN43"]
    assert game.power(now) == 2 and "orange-2" in [c.card_id for c in game.state.in_play()]


def test_CN47_pinny_lane_gains_tokens_equal_to_the_retired_friends_cost(cn_scene):
    s = cn_scene()
    friend = s.put("orange-3", ALICE, A_HOME)  # cost 3
    (pinny,) = s.hand(ALICE, "CN47")
    game = s.game(tokens=(3, 0))
    play(cn_scene, game, pinny, A_PROBLEM, prefer=(friend,))
    assert friend not in game.state.cards
    assert game.state.players[ALICE].tokens == 3 - 3 + 3  # paid 3 for Pinny Lane, gained 3
    assert "its last known cost is 3 (701.3)" in trace_text(game)


# --- made-up cards: counters, area, controller, traits ------------------------------------------
SCRIPTS = {
    # When this card leaves play, put a 1 [Kindness] Critter Friend token here for each +1
    # power counter on it. (As DE114 does with Trainee counters.)
    "counted": card(
        Triggered(
            Trigger("leaves-play"),
            (friend_tokens(1, 1, YELLOW, "Critter", count=f"counter:{POWER_COUNTER}", where=HERE),),
        )
    ),
    # Main Phase: Dismiss a Friend or Resource. That card's controller may put a number of 1
    # [Kindness] Critter Friend tokens equal to that card's cost into play under their control.
    "LL89": card(
        Play(
            MAIN,
            (
                act("dismiss", Cards(ANY, (*FRIEND, *RESOURCE))),
                friend_tokens(
                    1,
                    1,
                    YELLOW,
                    "Critter",
                    count="cost",
                    of=CHOSEN,
                    who=CHOSEN_CONTROLLER,
                    optional=True,
                ),
            ),
        )
    ),
    # Main Phase: Retire one of your Friends. If it was a Critter, draw 2 cards.
    "culling": card(
        Play(
            MAIN,
            (
                act("retire", Cards(YOU, FRIEND)),
                When(Condition("chosen", Cards(trait="Critter")), (Draw(2),)),
            ),
        )
    ),
}

# "Main Phase: Retire one of your Friends. If it was [...], draw 2 cards." (made up): the
# condition reads the retired card as it last existed in play (712.2).
WAS = {
    "was-exhausted": Cards(exhausted=True),
    "was-ready": Cards(exhausted=False),
    "was-frightened": Cards(face_down=True),
    "was-weak": Cards(max_power=2),
}
# "Main Phase: Dismiss a [face-down card / Troublemaker]." / "When a Troublemaker is dismissed,
# draw a card." (made up)
SCRIPTS["dismiss-down"] = card(Play(MAIN, (act("dismiss", Cards(ANY, face_down=True)),)))
SCRIPTS["dismiss-tm"] = card(Play(MAIN, (act("dismiss", Cards(ANY, (CardType.TROUBLEMAKER,))),)))
SCRIPTS["tm-watch"] = card(
    Triggered(Trigger("dismissed", ANY, about=Cards(ANY, (CardType.TROUBLEMAKER,))), (Draw(1),))
)
for _name, _was in WAS.items():
    SCRIPTS[_name] = card(
        Play(
            MAIN,
            (act("retire", Cards(YOU, FRIEND)), When(Condition("chosen", _was), (Draw(2),))),
        )
    )


@pytest.fixture
def pool(real_cards, pool_with):  # type: ignore[no-untyped-def]
    return real_cards(
        {**SCRIPTS, "CN79": script_for("CN79")},  # Roseluck, with its own script
        pool_with.friend("counted", (YELLOW,), 1),
        CardDefinition("culling", "Culling", CardType.EVENT, power=1, cost=0),
        *(CardDefinition(n, n, CardType.EVENT, power=1, cost=0) for n in WAS),
        CardDefinition("dismiss-down", "Dismissal", CardType.EVENT, power=1, cost=0),
        CardDefinition("dismiss-tm", "Dismissal", CardType.EVENT, power=1, cost=0),
        pool_with.friend("tm-watch", (YELLOW,), 1),
    )


def test_712_2_a_leaving_card_counts_its_counters_and_puts_tokens_where_it_was(pool):
    b = Board(pool, problems=("easy", "easy"))
    counted = b.play("counted", ALICE, A_PROBLEM, counters=((POWER_COUNTER, 2),))
    (culling,) = b.add(Zone.HAND, ALICE, "culling")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, culling))
    # the only Friend: chosen without asking
    assert counted not in game.state.cards
    made = [c for c in game.state.in_play() if is_token(c.card_id)]
    assert [c.card_id for c in made] == [CRITTER, CRITTER]  # two counters as it left
    assert {c.area for c in made} == {A_PROBLEM}  # "here": where it last was
    assert "its last known number of +1 power counters is 2 (701.3)" in trace_text(game)
    assert len(game.state.players[ALICE].hand) == 0  # not a Critter: no cards drawn


def test_712_2_if_it_was_a_critter_reads_the_retired_cards_traits(pool):
    b = Board(pool, problems=("easy", "easy"))
    critter = b.play("critter-1", ALICE, A_HOME)
    (culling,) = b.add(Zone.HAND, ALICE, "culling")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, culling))  # the only Friend: chosen without asking
    assert critter not in game.state.cards
    assert len(game.state.players[ALICE].hand) == 2


def test_LL89_that_cards_controller_puts_tokens_equal_to_its_cost(pool):
    b = Board(pool, problems=("easy", "easy"))
    bobs = b.play("orange-3", BOB, B_HOME)  # cost 3
    (crawlies,) = b.add(Zone.HAND, ALICE, "LL89")
    for _ in range(2):
        b.play("V-YE-F330", ALICE, A_HOME)  # yellow power for its play requirement
    game = b.game(tokens=(3, 0))
    game.apply(PlayCard(ALICE, crawlies))
    game.apply(ChooseCard(ALICE, bobs))
    decision = game.current_decision()
    assert decision.kind is DecisionKind.OPTIONAL and decision.player == BOB  # "that ... may"
    text = write_position(game.state)  # the dismissed card's record is part of the position
    assert '"LastKnown"' in text and write_position(read_position(text)) == text
    game.apply(Accept(BOB))
    assert tokens_of(game, BOB) == [CRITTER] * 3 and tokens_of(game, ALICE) == []
    assert all(c.area == B_HOME for c in game.state.in_play() if is_token(c.card_id))


# --- card descriptions judged as the card last existed in play (712.2) -------------------------
def culling_one(pool, friend: str, **flags):  # type: ignore[no-untyped-def]
    """Alice has Roseluck (CN79: "Reaction: After one of your Friends is retired, you may
    exhaust this card. If you do, put another Friend from your discard pile into your
    hand.") at home and retires ``friend`` with the culling Event."""
    b = Board(pool, problems=("easy", "easy"))
    roseluck = b.play("CN79", ALICE, A_HOME)
    retired = b.play(friend, flags.pop("owner", ALICE), A_PROBLEM, **flags)
    (culling,) = b.add(Zone.HAND, ALICE, "culling")
    b.add(Zone.DISCARD, ALICE, "orange-2")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, culling))
    game.apply(ChooseCard(ALICE, retired))
    assert retired not in game.state.cards
    return game, roseluck


def test_CN79_one_of_your_friends_is_the_controller_it_had_in_play_not_its_owner(pool):
    game, roseluck = culling_one(pool, "orange-1", owner=BOB, controller=ALICE)
    assert ids(game, Zone.DISCARD, BOB) == ["orange-1"]  # its owner's discard pile now
    react = ActivateAbility(ALICE, roseluck, 0)
    assert react in game.legal_choices(), game.why_not(react)
    game.apply(react)
    while game.current_decision().kind is not DecisionKind.MAIN_PHASE:
        game.apply(game.legal_choices()[0])
    assert ids(game, Zone.HAND, ALICE) == ["orange-2"]


def test_CN79_a_retired_token_friend_was_one_of_your_friends(pool):
    game, roseluck = culling_one(pool, CRITTER)  # it ceased to exist (521.3), yet was yours
    assert not any(is_token(c.card_id) for c in game.state.cards.values())
    react = ActivateAbility(ALICE, roseluck, 0)
    assert react in game.legal_choices(), game.why_not(react)


@pytest.mark.parametrize("granted, drawn", [(True, 2), (False, 0)])
def test_712_2_if_it_was_a_critter_sees_a_trait_a_modifier_gave_it_in_play(pool, granted, drawn):
    b = Board(pool, problems=("easy", "easy"))
    friend = b.play("orange-1", ALICE, A_HOME)
    if granted:  # "is also a Critter" until the end of the turn: not printed on the card
        b.state.clock = 1
        b.state.effects.append(LastingEffect(1, ALICE, "test", "trait", (friend,), value="Critter"))
    (culling,) = b.add(Zone.HAND, ALICE, "culling")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, culling))  # the only Friend: chosen without asking
    assert friend not in game.state.cards
    assert len(game.state.players[ALICE].hand) == drawn


# --- face-down, exhausted and frightened as it left play (712.2, 503, 504, 505) -----------------
SCARED = {"frightened": True, "face_down": True}


@pytest.mark.parametrize(
    "event, flags, drawn",
    [
        ("was-exhausted", {"exhausted": True}, 2),
        ("was-exhausted", {}, 0),
        ("was-exhausted", SCARED, 0),  # frightened: neither ready nor exhausted (504.2)
        ("was-ready", {}, 2),
        ("was-ready", {"exhausted": True}, 0),
        ("was-ready", SCARED, 0),
        ("was-frightened", SCARED, 2),
        ("was-frightened", {}, 0),
        ("was-weak", {}, 2),  # orange-1: power 1
        ("was-weak", SCARED, 0),  # face-down: no power, not a power of 0 (505.1b)
    ],
)
def test_712_2_a_retired_friend_is_judged_exhausted_or_frightened_as_it_was(
    pool, event, flags, drawn
):
    b = Board(pool, problems=("easy", "easy"))
    friend = b.play("orange-1", ALICE, A_HOME, **flags)
    (retire,) = b.add(Zone.HAND, ALICE, event)
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, retire))  # the only Friend: chosen without asking
    assert friend not in game.state.cards
    assert len(game.state.players[ALICE].hand) == drawn


def test_712_2_a_frightened_friend_that_leaves_play_had_no_abilities_to_trigger(pool):
    b = Board(pool, problems=("easy", "easy"))
    counted = b.play("counted", ALICE, A_PROBLEM, counters=((POWER_COUNTER, 2),), **SCARED)
    (culling,) = b.add(Zone.HAND, ALICE, "culling")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, culling))
    assert counted not in game.state.cards
    assert not any(is_token(c.card_id) for c in game.state.in_play())  # 505.1a: no ability
    assert "triggers" not in trace_text(game)


def test_712_2_a_dismissed_frightened_friend_still_has_its_cost_and_the_record_round_trips(pool):
    b = Board(pool, problems=("easy", "easy"))
    bobs = b.play("orange-3", BOB, B_HOME, exhausted=False, **SCARED)  # cost 3, face-down
    (crawlies,) = b.add(Zone.HAND, ALICE, "LL89")
    for _ in range(2):
        b.play("V-YE-F330", ALICE, A_HOME)
    game = b.game(tokens=(3, 0))
    game.apply(PlayCard(ALICE, crawlies))
    game.apply(ChooseCard(ALICE, bobs))
    text = write_position(game.state)
    assert '"face_down": true' in text and '"frightened": true' in text
    assert '"power": null' in text  # no power, not 0 (505.1b)
    assert write_position(read_position(text)) == text
    game.apply(Accept(BOB))
    assert tokens_of(game, BOB) == [CRITTER] * 3  # its card information stays (505.1)


@pytest.mark.parametrize("face_down, drawn", [(False, 1), (True, 0)])
def test_505_2_a_troublemaker_dismissed_face_down_is_no_troublemaker_to_a_description(
    pool, face_down, drawn
):
    b = Board(pool, problems=("easy", "easy"))
    b.play("tm-watch", ALICE, A_HOME)
    tm = b.play("tm-2", BOB, A_PROBLEM, face_down=face_down)
    (dismissal,) = b.add(Zone.HAND, ALICE, "dismiss-down" if face_down else "dismiss-tm")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, dismissal))
    if game.current_decision().kind is DecisionKind.TARGET:
        game.apply(ChooseCard(ALICE, tm))
    assert tm not in game.state.cards
    while game.current_decision().kind is not DecisionKind.MAIN_PHASE:
        game.apply(game.legal_choices()[0])
    assert len(game.state.players[ALICE].hand) == drawn  # 505.2: not public as it left
