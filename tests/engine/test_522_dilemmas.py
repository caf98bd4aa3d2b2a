"""Dilemmas (522): real Dilemma cards from the card data, played from hand as the Resources
they are printed as, in play as Problems at areas of their own.

Cards used (read them beside the card data): MT101 Industrial Revolution (needs 2 yellow to
play; confront: wild 5 for its owner and 5 for opponents; bonus 1), MT105 Nightmare Scenario
(wild 6 for its owner, 10 for opponents) and DE110 Buckball Championship.
"""

from __future__ import annotations

import pytest
from script_scenes import judge_applies

from engine import Zone, home, problem_area
from engine import characteristics as ch
from engine.abilities import can
from engine.areas import Area, AreaKind, dilemma_area
from engine.cards import CardPool, CardType
from engine.choices import ConfrontAt, DecisionKind, Decline, MoveCharacter, PlayCard
from engine.edits import MoveCard, SetExhausted, SetFrightened
from engine.errors import InvalidEditError
from engine.game import Game
from engine.invariants import violations
from engine.position import read_position, write_position
from engine.record import load_record, record_of
from engine.scenario import ALICE, BOB, Board, trace_text
from engine.table import Table

YELLOW = "V-YE-F330"  # a vanilla yellow Friend, power 3: colour power to play MT101 (205.1)
INDUSTRIAL, NIGHTMARE, BUCKBALL = "MT101", "MT105", "DE110"


@pytest.fixture(scope="module")
def dilemma_pool(octgn_data, premiere_pool) -> CardPool:
    """The test cards and Premiere plus every Dilemma of the card data (through the adapter)."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.dilemma)
    assert real and all(d.dilemma and d.type is CardType.RESOURCE for d in real.values())
    return CardPool([*premiere_pool.values(), *real.values()])


@pytest.fixture
def make(dilemma_pool):
    def board(**options: object) -> Board:
        return Board(dilemma_pool, problems=("easy", "easy"), **options)  # type: ignore[arg-type]

    return board


def in_play(game: Game, card_id: str) -> int:
    (iid,) = [i for i in game.state.play if game.state.cards[i].card_id == card_id]
    return iid


def test_522_2_a_dilemma_played_from_hand_enters_play_at_its_own_area(make):
    b = make()
    b.play(YELLOW, ALICE, home(ALICE))
    (card,) = b.add(Zone.HAND, ALICE, INDUSTRIAL)
    game = b.game(tokens=(3, 0))
    assert [c for c in game.legal_choices() if getattr(c, "card", None) == card] == [
        PlayCard(ALICE, card)
    ]
    for elsewhere in (home(ALICE), problem_area(ALICE)):
        assert "(522.2)" in game.why_not(PlayCard(ALICE, card, elsewhere))
    game.apply(PlayCard(ALICE, card))
    dilemma = in_play(game, INDUSTRIAL)
    area = game.state.cards[dilemma].area
    assert area == dilemma_area(ALICE, dilemma) and area.kind is AreaKind.DILEMMA
    assert area.owner == ALICE  # 522.2b
    # 522.2a: in addition to the other areas, whose Problems stay where they are
    assert game.state.areas() == [
        home(ALICE),
        home(BOB),
        problem_area(ALICE),
        problem_area(BOB),
        area,
    ]
    assert [game.state.cards[p].area for p in b.problem] == [problem_area(ALICE), problem_area(BOB)]
    assert game.state.players[ALICE].tokens == 2  # its cost, 1, as for any Resource (204.1)
    assert "as a Problem at its own area, Dilemma Industrial Revolution" in trace_text(game)
    assert "(609.2a, 522.1, 522.2)" in trace_text(game)
    assert violations(game.state, game.pool) == []


def test_522_2b_a_dilemmas_area_is_owned_by_its_controller_not_where_it_was_sent(make):
    b = make()
    (card,) = b.add(Zone.HAND, ALICE, BUCKBALL)
    t = Table(b.state, b.pool)
    new = t.put(card, Zone.PLAY, area=home(ALICE), player=BOB)  # an effect gives Bob control
    c = t.card(new)
    assert c.owner == ALICE and c.area == dilemma_area(BOB, new)


def test_522_1_a_dilemma_is_a_problem_only_while_in_play(make):
    b = make()
    (in_hand,) = b.add(Zone.HAND, ALICE, INDUSTRIAL)
    dilemma = b.play(INDUSTRIAL, ALICE)
    game = b.game()
    t = Table(game.state, game.pool)
    assert ch.card_type(b.pool, t.card(in_hand)) is CardType.RESOURCE
    assert ch.card_type(b.pool, t.card(dilemma)) is CardType.PROBLEM
    assert not ch.is_type(b.pool, t.card(dilemma), CardType.RESOURCE)  # loses its type
    assert t.problem_at(dilemma_area(ALICE, dilemma)).iid == dilemma
    assert "(503.4, 503.4a)" in can(t, "exhaust", t.card(dilemma), ALICE)
    with pytest.raises(InvalidEditError, match="503.4a"):
        game.edit(SetExhausted(dilemma, True, "judge tries"))


def test_522_2a_characters_and_troublemakers_go_to_a_dilemmas_area_like_any_problem(make):
    b = make()
    dilemma = b.play(INDUSTRIAL, BOB)  # Bob's Dilemma; Alice is the turn player
    area = dilemma_area(BOB, dilemma)
    walker = b.play("orange-1", ALICE, home(ALICE))
    friend, tm = b.add(Zone.HAND, ALICE, "orange-2", "tm-2")
    game = b.game(tokens=(5, 0))
    legal = game.legal_choices()
    assert MoveCharacter(ALICE, walker, area) in legal  # 609.2b
    assert PlayCard(ALICE, friend, area) in legal  # 302.1
    assert PlayCard(ALICE, tm, area) in legal  # 306.1, 609.2c
    game.apply(MoveCharacter(ALICE, walker, area))
    assert game.state.cards[walker].area == area
    assert f"moves from Alice's home to Dilemma Industrial Revolution [dilemma:1:{dilemma}]" in (
        trace_text(game)
    )


def test_611_2_a_dilemma_is_confronted_with_its_owners_and_opponents_requirements(make):
    b = make(turn_player=BOB)
    dilemma = b.play(NIGHTMARE, ALICE)  # Alice's: wild 6 for her, wild 10 for Bob
    area = dilemma_area(ALICE, dilemma)
    for _ in range(3):
        b.play(YELLOW, BOB, area)  # 9 power: enough for Alice's 6, not for Bob's 10
    game = b.game(at="confront")  # one confront step, there (610.1): taken at once
    assert "Bob does not confront Dilemma Nightmare Scenario" in trace_text(game)
    assert game.state.players[BOB].points == 0

    b = make(turn_player=BOB)
    dilemma = b.play(NIGHTMARE, ALICE)
    area = dilemma_area(ALICE, dilemma)
    for _ in range(4):
        b.play(YELLOW, BOB, area)  # 12 power
    game = b.game(at="confront")
    assert "Bob confronts Dilemma Nightmare Scenario" in trace_text(game)  # 611.3
    assert game.state.players[BOB].points == 1  # 611.4


def test_612_2_613_2_522_3_a_solved_dilemma_is_discarded_and_not_replaced(make):
    b = make()
    dilemma = b.play(INDUSTRIAL, ALICE)
    area = dilemma_area(ALICE, dilemma)
    mine = [b.play(YELLOW, ALICE, area), b.play(YELLOW, ALICE, area)]  # 6: meets her wild 5
    theirs = [b.play("orange-3", BOB, area), b.play("orange-2", BOB, area)]  # 5: meets his 5
    hidden = b.play("tm-2", BOB, area, face_down=True)  # 613.2 dismisses face-up ones only
    (spare,) = b.add(Zone.PROBLEM_DECK, ALICE, "spare")
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="confront")  # one confront step, there (610.1): taken at once
    # "When you confront this Problem, you may put ... tokens into play" (MT101): she declines
    game.apply(Decline(ALICE))
    text = trace_text(game)
    assert "Alice confronts Dilemma Industrial Revolution" in text
    assert "Bob also meets the requirements at Dilemma Industrial Revolution" in text  # 612.2
    assert "is solved and replaced (613.1, 613.2)" in text
    assert "its area ceases to exist and no Problem replaces it (522.3)" in text
    s = game.state
    assert [s.cards[i].card_id for i in s.players[ALICE].discard] == [INDUSTRIAL]  # 522.3a
    assert s.players[ALICE].problem_deck == [spare]  # nothing was put into play there
    assert area not in s.areas() and area not in Table(s, game.pool).problem_areas()
    assert [s.cards[p].area for p in b.problem] == [problem_area(ALICE), problem_area(BOB)]
    assert [s.cards[i].area for i in mine] == [home(ALICE)] * 2  # 613.2
    assert [s.cards[i].area for i in theirs] == [home(BOB)] * 2
    assert hidden not in s.cards
    assert [s.cards[i].card_id for i in s.players[BOB].discard] == ["tm-2"]
    assert "(511.6)" in text  # the face-down Troublemaker at the ceased area
    assert violations(s, game.pool) == []


def test_522_3_511_5_511_6_cards_at_a_dilemmas_area_after_it_leaves_play(make):
    b = make()
    dilemma = b.play(INDUSTRIAL, BOB)
    area = dilemma_area(BOB, dilemma)
    mine = b.play("orange-1", ALICE, area)
    theirs = b.play("orange-2", BOB, area)
    tm = b.play("tm-2", ALICE, area, face_down=True)
    game = b.game(tokens=(3, 0))
    game.edit(MoveCard(dilemma, Zone.DISCARD, "an effect dismissed it"))
    s = game.state
    assert area not in s.areas() and not s.area_exists(area)  # 522.3
    assert s.cards[mine].area == home(ALICE) and s.cards[theirs].area == home(BOB)  # 511.5
    assert tm not in s.cards
    assert [s.cards[i].card_id for i in s.players[ALICE].discard] == ["tm-2"]  # 511.6
    text = trace_text(game)
    assert "is sent to Alice's home (511.5)" in text and "is sent to Bob's home (511.5)" in text
    assert "is dismissed by the game to its owner's discard pile (511.6)" in text
    assert s.players[BOB].problem_deck == []  # nothing replaces it
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE
    assert "(501.1, 522.3)" in game.why_not(MoveCharacter(ALICE, mine, area))


def test_522_3a_a_dilemma_sent_to_a_problem_deck_goes_to_the_discard_pile(make):
    b = make()
    dilemma = b.play(BUCKBALL, BOB)
    game = b.game()
    game.edit(MoveCard(dilemma, Zone.PROBLEM_DECK, "an effect replaces it", bottom=True))
    bob = game.state.players[BOB]
    assert bob.problem_deck == []
    assert [game.state.cards[i].card_id for i in bob.discard] == [BUCKBALL]
    assert "is put into discard" in trace_text(game)


def test_516_4_two_face_up_troublemakers_at_a_dilemmas_area_violate_uniqueness(make):
    b = make()
    dilemma = b.play(INDUSTRIAL, ALICE)
    area = dilemma_area(ALICE, dilemma)
    first, second = b.play("tm-2", BOB, area), b.play("tm-3", BOB, area)
    b.play("tm-2", BOB, problem_area(ALICE))  # one at another area: no violation with it
    game = b.game()
    decision = game.current_decision()
    assert decision.kind is DecisionKind.UNIQUENESS and decision.player == BOB
    assert {c.card for c in game.legal_choices()} == {first, second}


def test_612_1_a_multi_problem_faceoff_includes_dilemmas_areas(make):
    b = make()
    dilemma = b.play(INDUSTRIAL, BOB)
    area = dilemma_area(BOB, dilemma)
    b.play("orange-1", ALICE, problem_area(ALICE))
    b.play(YELLOW, ALICE, area)
    b.play(YELLOW, ALICE, area)  # 6: Bob's Dilemma asks 5 of opponents
    b.add(Zone.PROBLEM_DECK, ALICE, "spare")
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(at="confront")
    assert {c.area for c in game.legal_choices()} == {problem_area(ALICE), area}
    game.apply(ConfrontAt(ALICE, area))  # the other confront step follows at once
    judge_applies(game)  # Bob's Dilemma: "you" is Bob, her confront triggers nothing (513.5)
    text = trace_text(game)
    assert "Multi Problem Faceoff (612.1)" in text
    assert f"Dilemma Industrial Revolution [dilemma:1:{dilemma}]" in text


def test_position_round_trips_a_dilemmas_area(make):
    b = make()
    dilemma = b.play(INDUSTRIAL, ALICE)
    friend = b.play("orange-1", BOB, dilemma_area(ALICE, dilemma))
    game = b.game()
    text = write_position(game.state)
    assert f"#{dilemma} MT101 owner 0 at dilemma:0:{dilemma}" in text
    assert f"#{friend} orange-1 owner 1 at dilemma:0:{dilemma}" in text
    again = read_position(text)
    assert write_position(again) == text
    assert again.cards[friend].area == dilemma_area(ALICE, dilemma)
    assert Area.parse(f"dilemma:0:{dilemma}") == dilemma_area(ALICE, dilemma)
    for bad in ("dilemma:0", "problem:0:5", "dilemma:0:5:6"):
        with pytest.raises(ValueError):
            Area.parse(bad)


def test_rewind_and_records_restore_a_dilemmas_area(make):
    b = make()
    b.play(YELLOW, ALICE, home(ALICE))
    (card,) = b.add(Zone.HAND, ALICE, INDUSTRIAL)
    walker = b.play("orange-1", ALICE, home(ALICE))
    game = b.game(tokens=(3, 0))
    before = game.fingerprint()
    game.apply(PlayCard(ALICE, card))
    judge_applies(game)  # a Dilemma whose text is not automated stops for the judge
    area = game.state.cards[in_play(game, INDUSTRIAL)].area
    game.apply(MoveCharacter(ALICE, walker, area))
    after = game.fingerprint()
    game.rewind(0)
    assert game.fingerprint() == before and area not in game.state.areas()
    game.apply(PlayCard(ALICE, card))
    judge_applies(game)
    game.apply(MoveCharacter(ALICE, walker, area))
    assert game.fingerprint() == after and game.state.cards[walker].area == area
    replayed = load_record(record_of(game), game.pool)
    assert replayed.fingerprint() == after


def test_522_3_a_dilemma_that_becomes_a_new_card_in_play_keeps_its_area(make):
    b = make()
    dilemma = b.play(INDUSTRIAL, ALICE)
    friend = b.play("orange-1", BOB, dilemma_area(ALICE, dilemma))
    game = b.game()
    game.edit(SetFrightened(dilemma, True, "judge's what-if"))  # 505.3: a new card
    s = game.state
    (now,) = [i for i in s.play if s.cards[i].card_id == INDUSTRIAL]
    assert now != dilemma and s.cards[now].area == dilemma_area(ALICE, now)
    assert s.cards[friend].area == dilemma_area(ALICE, now)  # still there: no 511.5
    assert "(511.4)" in trace_text(game) and "(511.5)" not in trace_text(game)
    assert violations(s, game.pool) == []


def test_522_3a_a_problem_put_into_play_as_a_dilemma_returns_to_its_problem_deck(make):
    """FF29 Silverstream puts the top card of a Problem deck into play as a Dilemma (its text
    is applied by the judge): that card has the Problem type, so 522.3a does not discard it,
    but it is still not replaced (522.3)."""
    b = make()
    top, _ = b.add(Zone.PROBLEM_DECK, ALICE, "orange-pink", "spare")
    mine = [b.play(YELLOW, ALICE, home(ALICE)), b.play(YELLOW, ALICE, home(ALICE))]
    b.add(Zone.DRAW_DECK, ALICE, "orange-3")
    b.add(Zone.DRAW_DECK, BOB, "orange-1")
    game = b.game(tokens=(5, 0))
    game.edit(MoveCard(top, Zone.PLAY, "FF29 Silverstream", area=dilemma_area(ALICE, 0)))
    dilemma = in_play(game, "orange-pink")
    area = dilemma_area(ALICE, dilemma)
    assert game.state.cards[dilemma].area == area and area in game.state.areas()
    with pytest.raises(InvalidEditError, match="522.2a"):
        game.edit(MoveCard(b.problem[BOB], Zone.PLAY, "join it", area=area))
    game.edit(MoveCard(mine[0], Zone.PLAY, "moved there", area=area))
    game.edit(MoveCard(mine[1], Zone.PLAY, "moved there", area=area))
    game.edit(MoveCard(dilemma, Zone.PROBLEM_DECK, "an effect replaces it", bottom=True))
    alice = game.state.players[ALICE]
    assert [game.state.cards[i].card_id for i in alice.problem_deck] == ["spare", "orange-pink"]
    assert alice.discard == [] and area not in game.state.areas()
    assert [game.state.cards[i].area for i in mine] == [home(ALICE)] * 2  # 511.5
