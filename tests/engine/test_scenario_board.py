"""A judge's position typed with ``Board``: a Mane per player, frightened cards face-down, a
stop before the first confront, new ids after zone changes (410.6), and positions the rules
can't reach refused with the card and the rule."""

from __future__ import annotations

import itertools

import pytest

from engine import GameRecord, load_record, record_of
from engine.choices import Continue, DecisionKind, PlayCard
from engine.errors import BoardError
from engine.invariants import violations
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Board, Mane
from engine.scenario import trace_text as text
from engine.state import Zone


# --- Manes (301) -----------------------------------------------------------------------------
def test_301_2_a_board_takes_each_players_mane_boosted_or_exhausted(pool):
    b = Board(pool, mane=(Mane("V-OR-M", boosted=True), Mane("V-PI-M", exhausted=True)))
    game = b.game()
    alice, bob = (game.state.cards[i] for i in b.mane)
    assert (alice.card_id, alice.boosted, alice.exhausted) == ("V-OR-M", True, False)
    assert (bob.card_id, bob.boosted, bob.exhausted) == ("V-PI-M", False, True)
    assert (alice.area, bob.area) == (A_HOME, B_HOME)
    assert game.power(alice.iid) == 3  # the Boosted side's power (301.3)
    assert game.power(bob.iid) == 1


def test_301_a_board_takes_a_mane_by_card_id_for_each_player(pool):
    b = Board(pool, mane=("V-BL-M", "V-PU-M"))
    assert [b.state.cards[i].card_id for i in b.mane] == ["V-BL-M", "V-PU-M"]


def test_301_a_card_that_is_not_a_mane_is_refused_as_a_mane(pool):
    with pytest.raises(BoardError, match=r"Orange 2 is not a Mane Character \(301\)"):
        Board(pool, mane=("orange-2", "V-OR-M"))


def test_301_2_only_a_mane_character_can_be_boosted(board):
    with pytest.raises(BoardError, match=r"Orange 2: only Mane Characters .*\(301\.2\)"):
        board().play("orange-2", ALICE, A_HOME, boosted=True)


# --- frightened cards (504, 505) -------------------------------------------------------------
def test_504_1_a_frightened_card_on_a_board_is_face_down_with_no_power(board):
    b = board()
    scared = b.play("orange-2", ALICE, A_PROBLEM, frightened=True)
    game = b.game()
    card = game.state.cards[scared]
    assert card.frightened and card.face_down
    assert game.power(scared) is None  # 505.1b: no power, not 0
    assert game.colours(scared) == ()  # 505.1b


def test_504_1_a_frightened_card_face_up_is_refused(board):
    b = board()
    with pytest.raises(BoardError, match=r"Orange 2: a frightened card is face-down \(504\.1\)"):
        b.play("orange-2", ALICE, A_HOME, frightened=True, face_down=False)
    assert [b.state.cards[i].card_id for i in b.state.play].count("orange-2") == 0


# --- positions the rules can't reach -----------------------------------------------------------
@pytest.mark.parametrize(
    ("card_id", "area", "flags", "reason"),
    [
        ("orange-2", A_HOME, {"frightened": True, "exhausted": True}, r"#\d+ is exhausted.*504\.2"),
        ("orange-2", None, {}, r"#\d+ is in play at no area \(405\.1\)"),
        ("easy", A_HOME, {}, r"Easy #\d+ is not at a Problem area \(303\.1\)"),
        ("orange-2", A_HOME, {"face_down": True}, r"#\d+ is face-down but is neither frightened"),
    ],
)
def test_a_board_refuses_a_card_the_rules_cant_put_there_naming_it_and_the_rule(
    board, card_id, area, flags, reason
):
    b = board()
    before = dict(b.state.cards)
    with pytest.raises(BoardError, match=reason) as refused:
        b.play(card_id, ALICE, area, **flags)
    assert b.pool[card_id].name in str(refused.value)
    assert b.state.cards == before  # the card is taken back: the board still plays
    assert b.game(at="main").current_decision().kind is DecisionKind.MAIN_PHASE


def test_a_board_refuses_a_token_in_a_hand_and_unknown_cards_players_and_states(board):
    b = board()
    with pytest.raises(BoardError, match=r"token .* is in player 0's hand \(521\.3\)"):
        b.add(Zone.HAND, ALICE, "token:Friend:1:yellow:Critter::")
    with pytest.raises(BoardError, match="no card with id 'nope'"):
        b.play("nope", ALICE, A_HOME)
    with pytest.raises(BoardError, match="there is no player 2"):
        b.add(Zone.HAND, 2, "orange-1")
    with pytest.raises(BoardError, match="unknown card state sleepy"):
        b.play("orange-1", ALICE, A_HOME, sleepy=True)
    with pytest.raises(BoardError, match=r"ever negative \(502, 517\.1\)"):
        b.game(tokens=(-1, 0))
    with pytest.raises(BoardError, match="can't start at 'lunch'"):
        b.game(at="lunch")


def test_every_position_a_board_accepts_passes_the_engines_invariants(board):
    """Each card type at each kind of area, with every combination of card states: the board
    accepts it and the invariants hold, or it refuses it with the rule."""
    states = ("exhausted", "frightened", "face_down", "boosted")
    accepted = refused = 0
    for card_id in ("orange-2", "tm-3", "spare", "V-OR-M", "resource-1"):
        for area in (A_HOME, B_PROBLEM, None):
            for on in itertools.product((False, True), repeat=len(states)):
                b = board()
                flags = {name: True for name, value in zip(states, on, strict=True) if value}
                try:
                    b.play(card_id, BOB, area, **flags)
                    b.game(at="main")
                except BoardError as e:
                    assert "(" in str(e), str(e)  # a rule number
                    refused += 1
                    continue
                assert violations(b.state, b.pool) == []
                accepted += 1
    assert accepted and refused


# --- where the game starts ---------------------------------------------------------------------
def test_610_1_a_game_at_the_score_phase_stops_before_the_first_confront(board):
    b = board()
    b.play("orange-2", ALICE, B_PROBLEM)  # Alice meets "easy" at Bob's Problem
    game = b.game(at="score")
    decision = game.current_decision()
    assert decision.kind is DecisionKind.MANUAL and decision.player is None
    assert "before the first confront" in decision.prompt
    assert game.state.phase == "Score"
    assert game.legal_choices() == [Continue()]
    assert "confronts" not in text(game)
    assert game.state.players[ALICE].points == 0
    game.apply(Continue())
    assert "Alice confronts" in text(game)
    assert game.state.players[ALICE].points > 0
    # the stop and the judge's going on are steps of the record like any other
    reopened = load_record(GameRecord.from_json(record_of(game).to_json()), game.pool)
    assert reopened.fingerprint() == game.fingerprint()
    reopened.rewind(0)
    assert reopened.legal_choices() == [Continue()]


def test_610_1_a_game_at_the_score_phase_without_a_stop_plays_the_phase_through(board):
    b = board()
    b.play("orange-2", ALICE, B_PROBLEM)
    game = b.game(at="score", stop=False)
    assert "Alice confronts" in text(game)
    assert game.state.phase != "Score"


# --- new ids (410.6) ---------------------------------------------------------------------------
def test_410_6_the_new_id_of_a_card_that_changed_zones_is_given_by_the_game(board):
    b = board()
    (card,) = b.add(Zone.HAND, ALICE, "orange-1")
    b.add(Zone.DRAW_DECK, ALICE, "orange-1")
    game = b.game(tokens=(3, 0))
    game.apply(PlayCard(ALICE, card, A_HOME))
    now = game.new_id(card)
    assert now is not None and now != card
    played = game.state.cards[now]
    assert (played.zone, played.area, played.card_id) == (Zone.PLAY, A_HOME, "orange-1")
    assert card not in game.state.cards
    # hand -> queue -> play (705.2, 410.6): each step of the way is a new card
    (queued,) = [new for old, new in game.new_ids().items() if old == card]
    assert game.new_ids()[queued] == now
    assert game.new_id(b.mane[ALICE]) == b.mane[ALICE]  # still the same card
    reopened = load_record(GameRecord.from_json(record_of(game).to_json()), game.pool)
    assert reopened.new_id(card) == now
    game.rewind(0)
    assert game.new_id(card) == card and game.new_ids() == {}
