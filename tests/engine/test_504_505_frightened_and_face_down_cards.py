"""504 and 505: frightened Friends are face-down but still Friends; face-down Troublemakers are
hidden. Position -> choices -> result, the legal choices and the rules ``why_not`` cites.

A frightened Friend keeps its card information (505.1): cards, abilities and effects refer to it
as "a Friend", "a character" or by name, and its controller may move it (609.2b, 613.2). It has
no abilities, traits, colour or power (505.1a, 505.1b), so descriptions asking for them do not
fit it, and it is neither ready nor exhausted (504.2): it can't ready, exhaust or become
frightened again (504.2a, 504.2b). Only face-down Troublemakers can't be referenced, except as
"face-down" cards (505.2).
"""

from __future__ import annotations

from script_scenes import challenge, play

from engine.abilities import can
from engine.areas import home, problem_area
from engine.cards import Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseCard,
    DecisionKind,
    MoveCharacter,
    PassPriority,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Board, trace_text
from engine.scripts.vocabulary import (
    AT_PROBLEM,
    CHARACTER,
    FRIEND,
    OPPONENT,
    TROUBLEMAKER,
    YOU,
    Cards,
)
from engine.state import Zone

SCARED = {"frightened": True, "face_down": True}


def target_choices(game) -> list[int]:  # type: ignore[no-untyped-def]
    """Pass priority and accept "may" until an ability asks for a card: the cards offered."""
    for _ in range(20):
        decision = game.current_decision()
        if decision.kind is DecisionKind.TARGET:
            return [c.card for c in game.legal_choices() if isinstance(c, ChooseCard)]
        wanted = PassPriority if decision.kind is DecisionKind.PRIORITY else Accept
        game.apply(next(c for c in game.legal_choices() if isinstance(c, wanted)))
    raise AssertionError("no card was asked for")


# --- moving a frightened character (609.2b) ----------------------------------------------------
def test_609_2b_a_frightened_friend_is_moved_as_a_main_phase_action_for_two_tokens(board):
    b = board()
    scared = b.play("swift-1", ALICE, home(ALICE), **SCARED)
    game = b.game(tokens=(3, 0))
    move = MoveCharacter(ALICE, scared, problem_area(BOB))
    assert move in game.legal_choices()
    assert game.why_not(move) is None
    game.apply(move)
    card = game.state.cards[scared]
    assert card.area == problem_area(BOB)
    assert card.frightened and card.face_down  # moving does not unfrighten it (504.3)
    assert game.state.players[ALICE].tokens == 1  # 2: face-down, it has no Swift (505.1a)
    assert "pays 2 to move Swift 1" in trace_text(game) and "(609.2b)" in trace_text(game)


def test_609_2b_moving_a_frightened_friend_still_needs_the_tokens(board):
    b = board()
    scared = b.play("orange-2", ALICE, home(ALICE), **SCARED)
    game = b.game(tokens=(1, 0))
    move = MoveCharacter(ALICE, scared, problem_area(ALICE))
    assert move not in game.legal_choices()
    why = game.why_not(move)
    assert "costs 2 action tokens" in why and "609.2b" in why
    assert game.state.cards[scared].area == home(ALICE)


# --- effects that refer to "a Friend", "a character" (505.1) ------------------------------------
def test_PR45_may_dismiss_a_frightened_opposing_friend_at_that_problem(scene):
    s = scene()
    scared = s.put("orange-2", BOB, B_PROBLEM, **SCARED)
    awake = s.put("orange-1", BOB, B_PROBLEM)
    (iid,) = s.hand(ALICE, "PR45")
    game = s.game()
    game.apply(PlayCard(ALICE, iid, B_PROBLEM))
    assert sorted(target_choices(game)) == sorted([scared, awake])
    game.apply(ChooseCard(ALICE, scared))
    scene.settle(game)
    assert scared not in game.state.cards and awake in game.state.cards
    discard = [game.state.cards[i].card_id for i in game.state.players[BOB].discard]
    assert discard == ["orange-2"]


def test_PR106_moves_an_opponents_frightened_character(scene):
    s = scene()
    foe = s.put("orange-1", BOB, B_PROBLEM, **SCARED)
    (iid,) = s.hand(ALICE, "PR106")
    game = play(scene, s.game(), iid, prefer=(foe, B_HOME))
    card = game.state.cards[foe]
    assert card.area == B_HOME and card.frightened


# --- no traits, colour or power (505.1a, 505.1b) -------------------------------------------------
def test_a_frightened_friend_fits_a_friend_but_no_trait_colour_power_ready_or_exhausted(scene):
    s = scene()
    scared = s.put("PR82", ALICE, A_PROBLEM, **SCARED)  # a yellow Critter with 1 power
    awake = s.put("PR82", ALICE, A_PROBLEM)
    game = s.game()
    view = game._table.view()

    def fits(sel: Cards, iid: int) -> bool:
        return view.fits(sel, game.state.cards[iid], None, ALICE)

    for sel in (
        Cards(types=FRIEND),
        Cards(YOU, CHARACTER, where=AT_PROBLEM),
        Cards(title="Falcon"),  # by name: it keeps its name (505.1, 505.1d.i)
        Cards(types=FRIEND, face_down=True),
    ):
        assert fits(sel, scared), sel
    for sel in (
        Cards(types=FRIEND, trait="Critter"),
        Cards(types=FRIEND, colour=Colour.YELLOW),
        Cards(types=FRIEND, any_colour=(Colour.YELLOW,)),
        Cards(types=FRIEND, max_power=1),  # no power is not 0 power (505.1b)
        Cards(types=FRIEND, min_power=0),
        Cards(types=FRIEND, printed_power=1),
        Cards(types=FRIEND, exhausted=False),  # neither ready (504.2) ...
        Cards(types=FRIEND, exhausted=True),  # ... nor exhausted
    ):
        assert not fits(sel, scared), sel
        assert fits(sel, awake) or sel.exhausted, sel
    assert view.power(scared) is None and view.colours(scared) == () and not view.traits(scared)


def test_PR113_does_not_dismiss_a_frightened_friend_it_has_no_power(scene):
    s = scene()
    scared = s.put("orange-1", BOB, B_PROBLEM, **SCARED)  # printed power 1
    strong = s.put("orange-2", BOB, B_PROBLEM)
    (iid,) = s.hand(ALICE, "PR113")
    game = play(scene, s.game(), iid)
    assert scared in game.state.cards and strong in game.state.cards
    assert "no card can be dismiss" in trace_text(game)


def test_a_frightened_friend_is_involved_in_a_faceoff_but_adds_no_power(scene):
    s = scene()
    awake = s.put("orange-3", ALICE, B_PROBLEM)
    scared = s.put("orange-3", ALICE, B_PROBLEM, **SCARED)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm)  # Alice flips a 3, Bob a 1
    text = trace_text(game)
    assert f"involved Orange 3 #{awake}, Orange 3 #{scared} (514.2a)" in text
    assert f"Faceoff totals: Alice 6 (Orange 3 #{awake} 3 + flipped Orange 3" in text


# --- face-down Troublemakers (505.2) --------------------------------------------------------------
def test_505_2_a_face_down_troublemaker_is_referenced_only_as_a_face_down_card(scene):
    s = scene()
    tm = s.put("tm-2", BOB, A_PROBLEM, face_down=True)
    game = s.game()
    view, card = game._table.view(), game.state.cards[tm]
    for sel in (Cards(), Cards(OPPONENT), Cards(types=TROUBLEMAKER), Cards(title="Timberwolf")):
        assert not view.fits(sel, card, None, ALICE), sel
    assert view.fits(Cards(types=TROUBLEMAKER, face_down=True), card, None, ALICE)


# Redeem may retire a frightened Friend with the same title (505.1): the frightened case of
# test_redeem_retires_a_card_with_the_same_title_for_three_less (test_701_...).


def test_redeem_can_not_retire_a_face_down_troublemaker_with_the_same_title(discord_pool):
    b = Board(discord_pool, problems=("easy", "easy"))
    hidden = b.play("tm-discord", ALICE, problem_area(BOB), face_down=True)
    (card,) = b.add(Zone.HAND, ALICE, "big-redeem")
    game = b.game(tokens=(2, 0))
    redeem = PlayCard(ALICE, card, home(ALICE), using=hidden)
    assert redeem not in game.legal_choices()
    assert "can't pay its Redeem or Transform cost" in game.why_not(redeem)


# --- can't ready, exhaust or become frightened (504.2a, 504.2b) --------------------------------
def test_504_2_a_frightened_friend_can_not_be_readied_exhausted_or_frightened(scene):
    s = scene()
    scared = s.put("orange-2", ALICE, A_HOME, **SCARED)
    game = s.game()
    t, card = game._table, game.state.cards[scared]
    assert "(504.2a)" in (can(t, "ready", card, ALICE) or "")
    assert "(504.2a)" in (can(t, "exhaust", card, ALICE) or "")
    assert "(504.2b)" in (can(t, "frighten", card, BOB) or "")


def test_PR15_can_not_choose_a_frightened_friend_to_ready(scene):
    s = scene()
    me = s.put("PR15", ALICE, A_HOME)
    scared = s.put("orange-1", ALICE, A_HOME, **SCARED)
    tired = s.put("orange-2", ALICE, A_HOME, exhausted=True)
    other = s.put("orange-3", ALICE, A_PROBLEM, exhausted=True)
    game = s.game()
    game.apply(ActivateAbility(ALICE, me, 0))
    assert sorted(target_choices(game)) == sorted([tired, other])  # not ``scared``
    game.apply(ChooseCard(ALICE, tired))
    scene.settle(game)
    assert not game.state.cards[tired].exhausted and game.state.cards[scared].frightened


def test_PR154_the_opponent_can_not_choose_a_frightened_character_to_exhaust(scene):
    s = scene()
    s.put("PR154", BOB, A_PROBLEM)  # they exhaust one of their characters here
    scared = s.put("orange-2", ALICE, A_PROBLEM, **SCARED)
    awake = s.put("orange-1", ALICE, A_PROBLEM)
    game = scene.settle(s.game(at="start"))
    assert game.state.cards[awake].exhausted
    card = game.state.cards[scared]
    assert card.frightened and not card.exhausted


def test_CNf4_a_frightened_friend_can_not_pay_an_exhaust_cost(cn_scene):
    s = cn_scene(mane="CNf4")  # Main Phase: exhaust 3 of your Friends to turn this card over
    mane = s.board.mane[ALICE]
    ready = [s.put("orange-1", ALICE, A_HOME) for _ in range(2)]
    scared = s.put("orange-1", ALICE, A_PROBLEM, **SCARED)
    game = s.game()
    choice = ActivateAbility(ALICE, mane, 0, (*ready, scared))
    assert choice not in game.legal_choices()
    why = game.why_not(choice)
    assert "can't be exhausted" in why and "(504.2a)" in why
    assert "exhaust 3 (2 can be)" in game.why_not(ActivateAbility(ALICE, mane, 0))
