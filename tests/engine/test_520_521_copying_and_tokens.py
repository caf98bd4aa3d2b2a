"""Sections 520 and 521: copying effects, token copies and tokens.

Positions are set up on the hand-made test cards, with small scripts written in the card
vocabulary (``PutToken``, ``PutTokenCopy``, ``CopyEffect``, the ``token`` selector); the last
tests script real cards from later sets (High Magic, Absolute Discord) the same way.
"""

from __future__ import annotations

import pytest

from engine import Zone, home, problem_area, read_position, write_position
from engine.cards import CardDefinition, CardPool, CardType, Colour, Keyword
from engine.choices import (
    Accept,
    ActivateAbility,
    Challenge,
    ChooseArea,
    ChooseCard,
    DecisionKind,
    Decline,
    MoveCharacter,
    PlayCard,
)
from engine.edits import MoveCard, PutTokenIntoPlay, SetFrightened, edit_from_json, edit_to_json
from engine.errors import InvalidEditError
from engine.game import Game
from engine.invariants import violations
from engine.scenario import ALICE, BOB, Board, trace_text
from engine.scripts import SCRIPTS, script_for
from engine.scripts.vocabulary import (
    ANY,
    EXHAUST_THIS,
    FRIEND,
    OPPONENT,
    THAT,
    THIS,
    TROUBLEMAKER,
    YOU,
    Activated,
    Cards,
    CopyEffect,
    GainTokens,
    IfYouDo,
    Modify,
    Move,
    Pay,
    Play,
    PutToken,
    PutTokenCopy,
    Static,
    Trigger,
    Triggered,
    act,
    card,
    friend_tokens,
    on_play,
)
from engine.selfplay import play_random_game
from engine.tokens import is_token, token_copy_id, token_id
from engine.vanilla import vanilla_cards

YELLOW, BLUE, PINK = Colour.YELLOW, Colour.BLUE, Colour.PINK
MAIN = "Main Phase"
CRITTER = token_id(CardType.FRIEND, 1, (YELLOW,), ("Critter",))
EARTH_PONY = token_id(CardType.FRIEND, 1, (PINK,), ("Earth Pony",))


def event(card_id: str, cost: int = 1) -> CardDefinition:
    return CardDefinition(card_id, card_id.title(), CardType.EVENT, power=1, cost=cost)


@pytest.fixture
def scripted(monkeypatch, pool_with):
    """``scripted({card_id: script}, *definitions)``: a pool whose extra cards have scripts."""
    script_for("PR1")  # the registry is loaded before tests add to it

    def make(scripts: dict, *definitions: CardDefinition):  # type: ignore[no-untyped-def]
        for card_id, script in scripts.items():
            monkeypatch.setitem(SCRIPTS, card_id, script)
        return pool_with(*definitions)

    return make


def tokens_in_play(game, player: int = ALICE) -> list:  # type: ignore[no-untyped-def]
    return [c for c in game.state.in_play() if is_token(c.card_id) and c.controller == player]


def play_event(game, iid: int):  # type: ignore[no-untyped-def]
    game.apply(PlayCard(ALICE, iid))
    return game


def owned_at_start(game) -> list[int]:  # type: ignore[no-untyped-def]
    s = game.initial_state()
    return [sum(1 for c in s.cards.values() if c.owner == p) for p in (ALICE, BOB)]


# --- 521: tokens ---------------------------------------------------------------------------
def test_521_1_a_token_has_the_specified_information_and_costs_zero(scripted):
    pool = scripted(
        {
            "critters": card(Play(MAIN, (friend_tokens(2, 1, YELLOW, "Critter"),))),
            "pegasus": card(Play(MAIN, (friend_tokens(1, 1, BLUE, "Pegasus", "Swift"),))),
        },
        event("critters"),
        event("pegasus"),
    )
    b = Board(pool, problems=("easy", "easy"))
    critters, pegasus = b.add(Zone.HAND, ALICE, "critters", "pegasus")
    game = play_event(b.game(tokens=(2, 0)), critters)
    made = tokens_in_play(game)
    assert [c.card_id for c in made] == [CRITTER, CRITTER]
    assert all(c.area == home(ALICE) and not c.face_down for c in made)
    d = pool[CRITTER]
    assert (d.type, d.power, d.colours, d.traits, d.cost) == (
        CardType.FRIEND,
        1,
        (YELLOW,),
        ("Critter",),
        0,
    )
    assert game.power(made[0].iid) == 1 and "Critter" in game.traits(made[0].iid)
    assert "puts a Critter token" in trace_text(game) and "521.1)" in trace_text(game)
    play_event(game, pegasus)
    (flyer,) = [c for c in tokens_in_play(game) if c.card_id != CRITTER]
    assert pool[flyer.card_id].keywords == (Keyword("Swift"),)
    assert game.state.players[ALICE].tokens == 0  # two Events paid for, the tokens cost nothing
    assert violations(game.state, pool, owned_at_start(game)) == []


def test_521_1a_a_token_without_a_name_is_named_by_its_traits(pool):
    unnamed = token_id(CardType.FRIEND, 1, (PINK,), ("Earth Pony",))
    named = token_id(CardType.FRIEND, 2, (), ("Changeling",), name="Drone")
    assert pool[unnamed].name == "Earth Pony"
    assert pool[named].name == "Drone" and pool[named].colours == ()
    assert pool.fingerprint() == pool.fingerprint()  # looking tokens up adds nothing to the pool
    assert unnamed not in pool


def test_521_2_tokens_enter_play_like_their_type_and_selectors_tell_them_apart(scripted):
    pool = scripted(
        {
            "critter-here": card(
                Play(MAIN, (PutToken(1, (YELLOW,), ("Critter",), where="problem"),))
            ),
            "ready-tokens": card(
                Play(MAIN, (act("exhaust", Cards(YOU, FRIEND, token=True), each=True),))
            ),
        },
        event("critter-here"),
        event("ready-tokens"),
    )
    b = Board(pool, problems=("easy", "easy"))
    calming = b.play("calming-1", BOB, problem_area(ALICE))  # an opposing Friend entering here
    plain = b.play("orange-1", ALICE, home(ALICE))
    here, tap = b.add(Zone.HAND, ALICE, "critter-here", "ready-tokens")
    game = play_event(b.game(tokens=(2, 0)), here)
    by_area = {c.area: c for c in tokens_in_play(game)}
    at_alice = by_area[problem_area(ALICE)]
    assert set(by_area) == {problem_area(ALICE), problem_area(BOB)}  # one at each Problem
    assert game.power(at_alice.iid) == 0  # Calming: an opposing Friend entering play here
    assert game.power(calming) == 1
    play_event(game, tap)
    assert all(game.state.cards[c.iid].exhausted for c in tokens_in_play(game))
    assert not game.state.cards[plain].exhausted  # a non-token Friend is not a token one


def test_521_3_a_token_entering_a_zone_other_than_play_ceases_to_exist(scripted):
    pool = scripted(
        {
            "critters": card(Play(MAIN, (friend_tokens(4, 1, YELLOW, "Critter"),))),
            "bounce": card(
                Play(
                    MAIN,
                    (
                        act("to-hand", Cards(YOU, FRIEND, token=True)),
                        act("to-deck-top", Cards(YOU, FRIEND, token=True)),
                        act("dismiss", Cards(YOU, FRIEND, token=True)),
                        act("banish", Cards(YOU, FRIEND, token=True)),
                    ),
                )
            ),
        },
        event("critters"),
        event("bounce"),
    )
    b = Board(pool, problems=("easy", "easy"))
    critters, bounce = b.add(Zone.HAND, ALICE, "critters", "bounce")
    game = play_event(b.game(tokens=(2, 0)), critters)
    assert len(tokens_in_play(game)) == 4
    ids_before = set(game.state.cards)
    play_event(game, bounce)
    while game.current_decision().kind is DecisionKind.TARGET:  # one token per instruction
        game.apply(next(c for c in game.legal_choices() if isinstance(c, ChooseCard)))
    assert tokens_in_play(game) == []
    s = game.state
    assert not any(is_token(c.card_id) for c in s.cards.values())  # in no zone at all
    assert len(s.players[ALICE].hand) == 0 and len(s.players[ALICE].banished) == 0
    assert [s.cards[i].card_id for i in s.players[ALICE].discard] == ["critters", "bounce"]
    assert not set(s.cards) - ids_before - set(s.players[ALICE].discard)
    trace = trace_text(game)
    assert trace.count("ceases to exist (521.3)") == 4
    assert violations(s, pool, owned_at_start(game)) == []


def test_521_3_a_judge_moving_a_token_out_of_play_ends_it(board):
    b = board()
    critter = b.play(CRITTER, ALICE, home(ALICE))
    game = b.game()
    game.edit(MoveCard(critter, Zone.HAND, "player picked it up"))
    assert critter not in game.state.cards and game.state.players[ALICE].hand == []
    assert "ceases to exist (521.3)" in trace_text(game)


def test_521_4_a_frightened_token_ceases_to_exist(board, scripted):
    pool = scripted(
        {"scare": card(Play(MAIN, (act("frighten", Cards(ANY, FRIEND)),)))},
        event("scare"),
    )
    b = Board(pool, problems=("easy", "easy"))
    critter = b.play(CRITTER, BOB, home(BOB))
    (scare,) = b.add(Zone.HAND, ALICE, "scare")
    game = play_event(b.game(tokens=(1, 0)), scare)
    assert critter not in game.state.cards and tokens_in_play(game, BOB) == []
    trace = trace_text(game)
    assert "is frightened" in trace and "ceases to exist (521.4)" in trace
    b2 = board()
    other = b2.play(CRITTER, BOB, home(BOB))
    judged = b2.game()
    judged.edit(SetFrightened(other, True, "lost a faceoff at the table"))
    assert other not in judged.state.cards and "(521.4)" in trace_text(judged)


def test_521_4_a_token_turned_face_down_ceases_to_exist(scripted):
    pool = scripted(
        {"hide": card(Play(MAIN, (act("turn-face-down", Cards(ANY, TROUBLEMAKER)),)))},
        event("hide"),
    )
    b = Board(pool, problems=("easy", "easy"))
    copy = b.play(token_copy_id("tm-2"), ALICE, problem_area(BOB))  # a face-up token copy
    (hide,) = b.add(Zone.HAND, ALICE, "hide")
    game = play_event(b.game(tokens=(1, 0)), hide)
    assert copy not in game.state.cards and tokens_in_play(game) == []
    assert "token turned face-down: it ceases to exist (521.4)" in trace_text(game)


def test_521_2_a_token_leaving_play_triggers_its_own_leave_play_ability(scripted):
    pool = scripted(
        {
            "parting-gift": card(
                # When this card is dismissed, put a Critter token into play.
                Triggered(Trigger("dismissed"), (friend_tokens(1, 1, YELLOW, "Critter"),))
            ),
            "copy-gift": card(
                Play(MAIN, (PutTokenCopy(Cards(YOU, FRIEND, title="Parting-Gift")),))
            ),
            "dismiss-token": card(Play(MAIN, (act("dismiss", Cards(YOU, FRIEND, token=True)),))),
        },
        CardDefinition(
            "parting-gift", "Parting-Gift", CardType.FRIEND, colours=(YELLOW,), cost=3, power=2
        ),
        event("copy-gift"),
        event("dismiss-token"),
    )
    b = Board(pool, problems=("easy", "easy"))
    b.play("parting-gift", ALICE, home(ALICE))
    copy_gift, dismiss = b.add(Zone.HAND, ALICE, "copy-gift", "dismiss-token")
    game = play_event(b.game(tokens=(2, 0)), copy_gift)
    (copy,) = tokens_in_play(game)
    assert copy.card_id == token_copy_id("parting-gift")
    play_event(game, dismiss)
    (critter,) = tokens_in_play(game)  # the copy ceased to exist, and its ability made a Critter
    assert critter.card_id == CRITTER and copy.iid not in game.state.cards


def test_521_2_a_trigger_can_watch_for_non_token_friends_only(scripted):
    pool = scripted(
        {
            # When one of your non-token Friends enters play here, gain an action token.
            "greeter": card(
                Triggered(Trigger("enters-here", token=False), (GainTokens(1),)),
            ),
            "critter-here": card(
                Play(MAIN, (PutToken(1, (YELLOW,), ("Critter",), where="problem"),))
            ),
        },
        CardDefinition("greeter", "Greeter", CardType.FRIEND, colours=(YELLOW,), cost=1, power=1),
        event("critter-here"),
    )
    b = Board(pool, problems=("easy", "easy"))
    b.play("greeter", ALICE, problem_area(BOB))
    friend, critters = b.add(Zone.HAND, ALICE, "orange-1", "critter-here")
    game = play_event(b.game(tokens=(2, 0)), critters)
    assert len(tokens_in_play(game)) == 2 and game.state.players[ALICE].tokens == 1
    game.apply(PlayCard(ALICE, friend, problem_area(BOB)))
    assert game.state.players[ALICE].tokens == 1  # paid 1, gained 1: a non-token Friend


def test_521_1_a_judge_puts_a_token_into_play_for_manual_card_text(board):
    b = board()
    game = b.game()
    edit = PutTokenIntoPlay(BOB, EARTH_PONY, problem_area(ALICE), "HM29 left play")
    game.edit(edit)
    (pony,) = tokens_in_play(game, BOB)
    assert pony.card_id == EARTH_PONY and pony.area == problem_area(ALICE)
    assert f"Earth Pony token (#{pony.iid}) into play" in trace_text(game)
    assert edit_from_json(edit_to_json(edit)) == edit
    with pytest.raises(InvalidEditError, match="521.1"):
        game.edit(PutTokenIntoPlay(BOB, "orange-1", home(BOB), "not a token"))
    with pytest.raises(InvalidEditError, match="521.1"):
        game.edit(PutTokenIntoPlay(BOB, "token:Friend:x", home(BOB), "garbled"))
    game.edit(PutTokenIntoPlay(ALICE, token_copy_id("orange-3"), home(ALICE), "FF46"))
    assert game.pool[token_copy_id("orange-3")].cost == 0
    assert "(judge: FF46, 520.2)" in trace_text(game)


# --- 520.2: token copies -------------------------------------------------------------------
def test_520_2_a_token_copy_has_printed_information_cost_zero_and_no_modifiers(scripted):
    pool = scripted(
        {
            "boost": card(Play(MAIN, (Modify(Cards(YOU, FRIEND, token=False), "power", 2),))),
            "mirror": card(Play(MAIN, (PutTokenCopy(Cards(YOU, FRIEND, token=False)),))),
        },
        event("boost"),
        event("mirror"),
    )
    b = Board(pool, problems=("easy", "easy"))
    original = b.play("orange-3", ALICE, problem_area(BOB), counters=(("+1 power", 1),))
    boost, mirror = b.add(Zone.HAND, ALICE, "boost", "mirror")
    game = b.game(tokens=(2, 0))
    play_event(game, boost)
    assert game.power(original) == 6  # printed 3, a counter, +2 until the end of the turn
    play_event(game, mirror)
    (copy,) = tokens_in_play(game)
    d, printed = pool[copy.card_id], pool["orange-3"]
    assert copy.card_id == token_copy_id("orange-3") and copy.area == home(ALICE)
    assert (d.name, d.power, d.colours, d.play_requirements) == (
        printed.name,
        printed.power,
        printed.colours,
        printed.play_requirements,
    )
    assert d.cost == 0 and printed.cost == 3
    assert game.power(copy.iid) == 3 and copy.counters == ()  # neither counter nor modifier
    assert "token copy of Orange 3" in trace_text(game) and "520.2)" in trace_text(game)
    assert token_copy_id(copy.card_id) == copy.card_id  # a copy of a copy: the same copy


def test_520_2_a_token_copy_has_the_copied_cards_abilities(scripted):
    pool = scripted(
        {
            "pumper": card(Static("power", THIS, 2)),
            "mirror": card(Play(MAIN, (PutTokenCopy(Cards(YOU, FRIEND, token=False)),))),
        },
        CardDefinition("pumper", "Pumper", CardType.FRIEND, colours=(PINK,), cost=2, power=1),
        event("mirror"),
    )
    b = Board(pool, problems=("easy", "easy"))
    b.play("pumper", ALICE, home(ALICE))
    (mirror,) = b.add(Zone.HAND, ALICE, "mirror")
    game = play_event(b.game(tokens=(1, 0)), mirror)
    (copy,) = tokens_in_play(game)
    assert game.power(copy.iid) == 3  # printed 1 and its own "+2 power"


# --- 520.1: copying an effect ---------------------------------------------------------------
GONE_FISHIN = card(  # AD101's text, with a Main Phase timing for the test card
    Play(
        MAIN,
        (
            Move(Cards(OPPONENT, FRIEND)),
            IfYouDo(Pay(1, who=OPPONENT), (CopyEffect(who=OPPONENT),)),
        ),
    )
)


def test_520_1_a_copied_effect_is_processed_again_with_its_own_decisions(scripted):
    pool = scripted({"fishing": GONE_FISHIN}, event("fishing"))
    b = Board(pool, problems=("easy", "easy"))
    alice_friend = b.play("orange-1", ALICE, home(ALICE))
    bob_friend = b.play("pink-2", BOB, home(BOB))
    (fishing,) = b.add(Zone.HAND, ALICE, "fishing")
    game = play_event(b.game(tokens=(1, 1)), fishing)
    game.apply(ChooseArea(ALICE, problem_area(ALICE)))  # Bob's only Friend, to Alice's Problem
    assert game.state.cards[bob_friend].area == problem_area(ALICE)
    decision = game.current_decision()
    assert decision.player == BOB and decision.kind is DecisionKind.OPTIONAL
    game.apply(Accept(BOB))  # Bob pays 1 to copy the effect
    assert game.state.players[BOB].tokens == 0
    # The copy is Bob's: an opponent's Friend is now Alice's, and Bob chooses where it goes.
    decision = game.current_decision()
    assert decision.player == BOB
    game.apply(ChooseArea(BOB, problem_area(BOB)))
    assert game.state.cards[alice_friend].area == problem_area(BOB)
    assert game.state.cards[bob_friend].area == problem_area(ALICE)  # not moved again
    # "That opponent" of the copy is Alice; she has no action token left, so it ends there.
    assert game.current_decision().kind is not DecisionKind.OPTIONAL
    trace = trace_text(game)
    assert "Bob copies Fishing's effect" in trace and "(520.1)" in trace
    assert "resolves a copy of Fishing's effect (520.1)" in trace
    s = game.state
    assert [s.cards[i].card_id for i in s.players[ALICE].discard] == ["fishing"]  # 520.1a
    assert s.players[BOB].discard == [] and s.queue == []
    assert trace.count("plays Fishing") == 1  # 520.1a: the copy is not played


def test_520_1_declining_to_copy_leaves_the_effect_done_once(scripted):
    pool = scripted({"fishing": GONE_FISHIN}, event("fishing"))
    b = Board(pool, problems=("easy", "easy"))
    b.play("orange-1", ALICE, home(ALICE))
    bob_friend = b.play("pink-2", BOB, home(BOB))
    (fishing,) = b.add(Zone.HAND, ALICE, "fishing")
    game = play_event(b.game(tokens=(1, 1)), fishing)
    game.apply(ChooseArea(ALICE, problem_area(BOB)))
    game.apply(Decline(BOB))
    assert game.state.players[BOB].tokens == 1 and "copies" not in trace_text(game)
    assert game.state.cards[bob_friend].area == problem_area(BOB)


def test_520_1_copying_an_events_effects_makes_its_tokens_again_without_playing_it(scripted):
    pool = scripted(
        {
            "critters": card(Play(MAIN, (friend_tokens(2, 1, YELLOW, "Critter"),))),
            # When you play an Event, you may pay [1] to copy its effects.
            "echo": card(
                Triggered(Trigger("event-played"), (IfYouDo(Pay(1), (CopyEffect(of=THAT),)),))
            ),
        },
        event("critters"),
        CardDefinition("echo", "Echo", CardType.FRIEND, colours=(YELLOW,), cost=1, power=1),
    )
    b = Board(pool, problems=("easy", "easy"))
    b.play("echo", ALICE, home(ALICE))
    (critters,) = b.add(Zone.HAND, ALICE, "critters")
    game = play_event(b.game(tokens=(2, 0)), critters)
    assert len(tokens_in_play(game)) == 2
    assert game.current_decision().kind is DecisionKind.OPTIONAL
    game.apply(Accept(ALICE))
    assert [c.card_id for c in tokens_in_play(game)] == [CRITTER] * 4
    s, trace = game.state, trace_text(game)
    assert s.players[ALICE].tokens == 0 and len(s.players[ALICE].discard) == 1
    assert "Alice copies Critters's effect (Echo, 520.1)" in trace
    assert trace.count("triggers (when event-played)") == 1  # the copy is not played (520.1a)


# --- the token's information in records, positions and rewind --------------------------------
def test_521_a_token_round_trips_through_the_position_text(board):
    b = board()
    b.play(CRITTER, ALICE, problem_area(BOB), exhausted=True)
    b.play(EARTH_PONY, ALICE, home(ALICE))
    b.play(token_copy_id("orange-2"), BOB, home(BOB), counters=(("+1 power", 2),))
    game = b.game()
    text = write_position(game.state)
    again = read_position(text)
    assert write_position(again) == text
    tokens = {CRITTER, EARTH_PONY, token_copy_id("orange-2")}
    assert {c.card_id for c in again.in_play()} >= tokens
    assert f"'{EARTH_PONY}'" in text  # quoted: a trait may hold a space
    assert game.fingerprint() == Game(game.pool, again).fingerprint()


def test_521_rewinding_across_token_creation_keeps_fingerprints(scripted):
    pool = scripted(
        {
            "critter-maker": card(
                Activated(MAIN, (EXHAUST_THIS,), (friend_tokens(1, 1, YELLOW, "Critter"),))
            ),
            "bounce": card(Play(MAIN, (act("to-hand", Cards(YOU, FRIEND, token=True)),))),
        },
        CardDefinition(
            "critter-maker", "Maker", CardType.FRIEND, colours=(YELLOW,), cost=1, power=1
        ),
        event("bounce"),
    )
    b = Board(pool, problems=("easy", "easy"))
    maker = b.play("critter-maker", ALICE, home(ALICE))
    (bounce,) = b.add(Zone.HAND, ALICE, "bounce")
    game = b.game(tokens=(1, 0))
    prints = [game.fingerprint()]
    game.apply(ActivateAbility(ALICE, maker, 0))
    prints.append(game.fingerprint())
    assert len(tokens_in_play(game)) == 1
    play_event(game, bounce)
    prints.append(game.fingerprint())
    assert tokens_in_play(game) == []
    game.rewind(1)
    assert game.fingerprint() == prints[1] and len(tokens_in_play(game)) == 1
    game.rewind(0)
    assert game.fingerprint() == prints[0] and tokens_in_play(game) == []
    game.apply(ActivateAbility(ALICE, maker, 0))
    play_event(game, bounce)
    assert game.fingerprint() == prints[2]


# --- real cards from later sets, scripted with the new verbs ---------------------------------
@pytest.fixture
def later_sets(octgn_data, scripted):  # type: ignore[no-untyped-def]
    from tourney.cards.engine_pool import engine_pool

    wanted = {"HM94", "HM81", "AD101", "LL57"}
    real = engine_pool(c for c in octgn_data.cards if c.number in wanted)
    scripts = {
        # Immediate: Put two 1 [Kindness] Critter Friend tokens into play.
        "HM94": card(Play("Immediate", (friend_tokens(2, 1, YELLOW, "Critter"),))),
        # When you play this card, put a token copy of each of your token Friends into play.
        "HM81": card(on_play(PutTokenCopy(Cards(YOU, FRIEND, token=True), each=True))),
        # When you put a 1 [Kindness] Critter Friend token into play, you may exhaust this
        # card to put a 1 [Kindness] Critter Friend token into play.
        "LL57": card(
            Triggered(
                Trigger("put-into-play", value=CRITTER),
                (
                    IfYouDo(
                        act("exhaust", optional=True), (friend_tokens(1, 1, YELLOW, "Critter"),)
                    ),
                ),
            )
        ),
        # Faceoff: Move an opponent's Friend to a Problem. That opponent may pay [1] to copy
        # this effect.
        "AD101": card(
            Play(
                "Faceoff",
                (
                    Move(Cards(OPPONENT, FRIEND)),
                    IfYouDo(Pay(1, who=OPPONENT), (CopyEffect(who=OPPONENT),)),
                ),
            )
        ),
    }
    return scripted(scripts, *real.values())


def test_HM94_and_HM81_make_critters_then_copy_them(later_sets):
    pool = later_sets
    assert not pool["HM94"].manual and not pool["HM81"].manual and not pool["AD101"].manual
    b = Board(pool, problems=("easy", "easy"))
    for supply in ("V-PU-F330", "V-YE-F330") * 2:  # HM81 needs 4 [Magic] and 4 [Kindness]
        b.play(supply, ALICE, home(ALICE))
    rise, duplicate = b.add(Zone.HAND, ALICE, "HM94", "HM81")
    game = b.game(tokens=(4, 0))
    game.apply(PlayCard(ALICE, rise))
    assert [c.card_id for c in tokens_in_play(game)] == [CRITTER, CRITTER]
    game.apply(PlayCard(ALICE, duplicate, home(ALICE)))
    assert [c.card_id for c in tokens_in_play(game)] == [CRITTER] * 4  # copies of tokens
    assert trace_text(game).count("puts a token copy of Critter") == 2
    assert violations(game.state, pool, owned_at_start(game)) == []


def test_LL57_answers_each_critter_token_once_while_it_can_exhaust(later_sets):
    b = Board(later_sets, problems=("easy", "easy"))
    for supply in ("V-YE-F330",) * 2:  # HM94 needs 4 [Kindness]
        b.play(supply, ALICE, home(ALICE))
    yona = b.play("LL57", ALICE, home(ALICE))
    (rise,) = b.add(Zone.HAND, ALICE, "HM94")
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, rise))
    while game.current_decision().kind in (
        DecisionKind.ORDER_TRIGGERS,
        DecisionKind.OPTIONAL,
    ):
        options = game.legal_choices()
        game.apply(next((c for c in options if isinstance(c, Accept)), options[0]))
    assert len(tokens_in_play(game)) == 3  # two from HM94, one from exhausting Yona
    assert game.state.cards[yona].exhausted
    assert trace_text(game).count("triggers (when put-into-play") == 3


def test_AD101_in_a_faceoff_the_opponent_pays_to_copy_the_move(later_sets):
    pool = later_sets
    b = Board(pool, problems=("easy", "easy"))
    b.play("orange-3", ALICE, problem_area(BOB))
    tm = b.play("tm-2", BOB, problem_area(BOB))
    bob_friend = b.play("pink-2", BOB, home(BOB))
    alice_friend = b.play("orange-1", ALICE, home(ALICE))
    for _ in range(2):
        b.play("V-PU-F330", ALICE, home(ALICE))  # AD101 needs 2 [Magic] power
    (fishin,) = b.add(Zone.HAND, ALICE, "AD101")
    b.add(Zone.HAND, BOB, "event-faceoff")
    b.add(Zone.DRAW_DECK, ALICE, *("orange-1",) * 4)
    b.add(Zone.DRAW_DECK, BOB, *("orange-1",) * 4)
    game = b.game(at="challenge", tokens=(1, 1))
    game.apply(Challenge(ALICE, tm))
    game.apply(PlayCard(ALICE, fishin))
    game.apply(ChooseArea(ALICE, problem_area(ALICE)))
    assert game.state.cards[bob_friend].area == problem_area(ALICE)
    game.apply(Accept(BOB))  # Bob pays 1 to copy this effect (520.1)
    game.apply(ChooseCard(BOB, alice_friend))  # the copy's decisions are Bob's
    game.apply(ChooseArea(BOB, problem_area(BOB)))
    assert game.state.cards[alice_friend].area == problem_area(BOB)
    assert game.state.players[BOB].tokens == 0
    assert "resolves a copy of Gone Fishin'" in trace_text(game)


def test_521_random_games_with_tokens_and_copies_keep_every_invariant(monkeypatch):
    """Random self-play (invariants checked after every step, 401.1 with 521.3) on vanilla
    cards plus, in each colour, cards that make tokens, copy cards and effects, and end them."""
    script_for("PR1")
    extra = []
    for c in Colour:
        made = {
            f"TK-maker-{c}": card(
                on_play(friend_tokens(2, 1, c, "Critter")),
                Activated(MAIN, (EXHAUST_THIS,), (friend_tokens(1, 1, BLUE, "Pegasus", "Swift"),)),
                Triggered(Trigger("dismissed"), (friend_tokens(1, 2, c, "Earth Pony"),)),
            ),
            f"TK-mirror-{c}": card(Play(MAIN, (PutTokenCopy(Cards(ANY, FRIEND)),))),
            f"TK-echo-{c}": GONE_FISHIN,
            f"TK-scare-{c}": card(
                Play(
                    MAIN,
                    (
                        act("frighten", Cards(ANY, FRIEND, token=True)),
                        act("to-hand", Cards(ANY, FRIEND)),
                    ),
                )
            ),
        }
        for card_id, script in made.items():
            monkeypatch.setitem(SCRIPTS, card_id, script)
            kind = CardType.FRIEND if "maker" in card_id else CardType.EVENT
            extra.append(CardDefinition(card_id, card_id, kind, colours=(c,), cost=1, power=1))
    pool = CardPool([*vanilla_cards(), *extra])
    wanted = ("521.1)", "520.2)", "(521.3)", "(520.1)")
    trace = ""
    for seed in range(1, 41):  # until every rule has come up (a copied effect: 1 game in 10)
        game, _ = play_random_game(pool, seed, turn_cap=30)  # raises on a broken invariant
        trace += trace_text(game)
        if all(rule in trace for rule in wanted):
            break
    assert [rule for rule in wanted if rule not in trace] == []


def test_521_1_a_tokens_keyword_triggers_where_no_card_of_the_pool_has_that_keyword():
    """A token spells its keywords in its id (521.1): its triggered keyword abilities watch
    occurrences even when no card of the pool watches them (``abilities.trigger`` skips the
    kinds nobody can watch), also in a game resumed from its position text."""
    from engine.vanilla import vanilla_pool

    traveler = token_id(CardType.FRIEND, 1, (Colour.ORANGE,), ("Earth Pony",), ("Traveler",))
    board = Board(vanilla_pool(), problems=("V-P00", "V-P10"))
    board.add(Zone.DRAW_DECK, ALICE, *["V-OR-F110"] * 3)
    board.add(Zone.DRAW_DECK, BOB, *["V-BL-F110"] * 3)
    iid = board.play(traveler, ALICE, home(ALICE))
    text = write_position(board.game(at="main", tokens=(2, 0)).state)
    game = Game(vanilla_pool(), read_position(text))  # a pool that never saw the token
    game.apply(MoveCharacter(ALICE, iid, problem_area(BOB)))
    assert "triggers (when moved)" in trace_text(game)
