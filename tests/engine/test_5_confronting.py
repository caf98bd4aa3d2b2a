"""Section 5 and 611.3: power, colours, exhausted and frightened characters, uniqueness."""

from __future__ import annotations

from engine import Colour, ConfrontRequirement, RequirementKind, problem_area
from engine.choices import Continue, DecisionKind, DismissForUniqueness
from engine.confront import Contributor, check_confront
from engine.scenario import ALICE, BOB, trace_text

ORANGE, PINK = Colour.ORANGE, Colour.PINK


def need(amount: int, kind: str = "wild", colour: Colour | None = None) -> ConfrontRequirement:
    return ConfrontRequirement(RequirementKind(kind), amount, colour)


def who(*specs: tuple[int, tuple[Colour, ...]]) -> list[Contributor]:
    return [Contributor(i, f"C{i}", power, colours) for i, (power, colours) in enumerate(specs)]


def test_excess_colour_power_counts_as_wild():
    check = check_confront(who((5, (ORANGE,))), [need(3, "colour", ORANGE), need(2)])
    assert check.met  # 611.3d
    assert check.describe() == "C0 5 orange meets 3 orange + 2 wild"


def test_a_character_contributes_one_colour_only():
    reqs = [need(2, "colour", ORANGE), need(2, "colour", PINK)]
    assert not check_confront(who((4, (ORANGE, PINK))), reqs).met  # 611.3b
    assert check_confront(who((2, (ORANGE, PINK)), (2, (PINK,))), reqs).met


def test_not_colour_requirement_refuses_that_colour_but_takes_colourless():
    reqs = [need(3, "colour", ORANGE), need(2, "not-colour", ORANGE)]
    assert not check_confront(who((5, (ORANGE,))), reqs).met  # 611.3c
    assert check_confront(who((3, (ORANGE,)), (2, ())), reqs).met


def test_infinite_requirement_is_never_met():
    assert not check_confront(who((99, (ORANGE,))), [need(None)]).met  # type: ignore[arg-type]


def test_exhausted_and_frightened_characters_do_not_confront_but_stubborn_does(board):
    b = board(problems=("orange-pink", "easy"))
    b.play("orange-2", ALICE, problem_area(ALICE), exhausted=True)
    b.play("pink-2", ALICE, problem_area(ALICE))
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.state.players[ALICE].points == 0  # 503.5
    assert "2 pink does not meet 2 orange + 2 pink" in trace_text(game)

    b = board(problems=("orange-pink", "easy"))
    b.play("stubborn-2", ALICE, problem_area(ALICE), exhausted=True)
    b.play("pink-2", ALICE, problem_area(ALICE))
    b.play("orange-2", ALICE, problem_area(ALICE), frightened=True, face_down=True)
    game = b.game(at="score")
    game.apply(Continue())  # past the judge's stop (Board.game)
    assert game.state.players[ALICE].points == 1  # Stubborn
    assert "Stubborn 2 #" in trace_text(game) and "(611.3)" in trace_text(game)


def test_two_face_up_troublemakers_of_one_player_at_a_problem_must_be_repaired(board):
    b = board()
    first = b.play("tm-2", BOB, problem_area(ALICE))
    second = b.play("tm-3", BOB, problem_area(ALICE))
    game = b.game(at="main")
    decision = game.current_decision()
    assert decision.kind is DecisionKind.UNIQUENESS and decision.player == BOB  # 516.4
    assert {c.card for c in game.legal_choices()} == {first, second}
    game.apply(DismissForUniqueness(BOB, second))
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE


def test_epic_troublemaker_is_dismissed_only_when_all_violators_are_epic(board):
    b = board()
    plain = b.play("tm-2", ALICE, problem_area(BOB))
    epic = b.play("tm-epic", BOB, problem_area(BOB))
    game = b.game(at="main")
    assert [c.card for c in game.legal_choices()] == [plain]  # 516.4a, 516.4b
    assert "516.4b" in game.why_not(DismissForUniqueness(game.current_decision().player, epic))
