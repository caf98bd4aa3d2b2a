"""Engine test fixtures: hand-made card definitions and a ``board`` factory on them."""

from __future__ import annotations

import pytest

from engine.cards import (
    CardDefinition,
    CardPool,
    CardType,
    Colour,
    ConfrontRequirement,
    Keyword,
    PlayRequirement,
    RequirementKind,
)
from engine.scenario import Board
from engine.vanilla import vanilla_cards

ORANGE, PINK, BLUE = Colour.ORANGE, Colour.PINK, Colour.BLUE


def friend(
    card_id: str,
    colours: tuple[Colour, ...],
    power: int,
    cost: int = 1,
    needs: tuple[PlayRequirement, ...] = (),
    keywords: tuple[Keyword, ...] = (),
    traits: tuple[str, ...] = (),
    text: tuple[str, ...] = (),
) -> CardDefinition:
    return CardDefinition(
        card_id,
        card_id.replace("-", " ").title(),
        CardType.FRIEND,
        colours=colours,
        cost=cost,
        play_requirements=needs,
        power=power,
        keywords=keywords,
        traits=traits,
        text=text,
    )


def req(amount: int, colour: Colour | None = None, kind: str = "colour") -> ConfrontRequirement:
    return ConfrontRequirement(
        RequirementKind(kind if colour or kind != "colour" else "wild"), amount, colour
    )


def problem(
    card_id: str,
    owner_needs: tuple[ConfrontRequirement, ...],
    opponent_needs: tuple[ConfrontRequirement, ...],
    bonus: int = 2,
    starting: bool = True,
) -> CardDefinition:
    return CardDefinition(
        card_id,
        card_id.replace("-", " ").title(),
        CardType.PROBLEM,
        confront_owner=owner_needs,
        confront_opponent=opponent_needs,
        problem_bonus=bonus,
        starting_problem=starting,
    )


TEST_CARDS = [
    friend("orange-1", (ORANGE,), 1),
    friend("orange-2", (ORANGE,), 2, cost=2),
    friend("orange-3", (ORANGE,), 3, cost=3, needs=(PlayRequirement(ORANGE, 2),)),
    friend("pink-2", (PINK,), 2, cost=2),
    friend("pink-3", (PINK,), 3, cost=2),
    friend("blue-2", (BLUE,), 2, cost=2),
    friend("swift-1", (ORANGE,), 1, keywords=(Keyword("Swift"),)),
    friend("stubborn-2", (ORANGE,), 2, keywords=(Keyword("Stubborn"),)),
    friend("competitive-1", (ORANGE,), 1, keywords=(Keyword("Competitive", 2),)),
    friend("orange-pink-2", (ORANGE, PINK), 2),
    friend("grey-2", (), 2),
    friend("unique-1", (ORANGE,), 1, traits=("Unique",)),
    friend("manual-1", (ORANGE,), 1, text=("When you play this card, draw a card.",)),
    problem("orange-pink", (req(2, ORANGE), req(2, PINK)), (req(5),), bonus=2),
    problem("pink-wild", (req(2, PINK), req(2)), (req(4),), bonus=3),
    problem(
        "orange-not-orange", (req(3, ORANGE), req(2, ORANGE, "not-colour")), (req(6),), bonus=1
    ),
    problem("easy", (req(1),), (req(1),), bonus=1),
    problem("spare", (req(9),), (req(9),), bonus=1, starting=False),
    CardDefinition("tm-3", "Timberwolf", CardType.TROUBLEMAKER, "Three", power=3, point_value=2),
    CardDefinition("tm-2", "Timberwolf", CardType.TROUBLEMAKER, "Two", power=2, point_value=1),
    CardDefinition(
        "tm-epic", "Ursa", CardType.TROUBLEMAKER, "Epic", power=5, traits=("Epic",), point_value=3
    ),
    CardDefinition(
        "event-main", "Plan", CardType.EVENT, power=1, cost=1, text=("Main Phase: Draw a card.",)
    ),
    CardDefinition(
        "event-faceoff", "Cheer", CardType.EVENT, power=2, cost=1, text=("Faceoff: +2 power.",)
    ),
    CardDefinition("resource-1", "Charm", CardType.RESOURCE, power=2, cost=1),
    friend("hasty-1", (ORANGE,), 1, keywords=(Keyword("Hasty"),)),
    friend("agile-1", (ORANGE,), 1, keywords=(Keyword("Agile"),)),
    friend("persistent-1", (PINK,), 1, keywords=(Keyword("Persistent"),)),
    friend("supportive-1", (ORANGE,), 1, keywords=(Keyword("Supportive", 2),)),
    friend("experienced-1", (ORANGE,), 1, keywords=(Keyword("Experienced"),)),
    friend("calming-1", (ORANGE,), 1, keywords=(Keyword("Calming", 1),)),
    friend("traveler-1", (ORANGE,), 1, keywords=(Keyword("Traveler"),)),
    friend("diligent-1", (ORANGE,), 1, keywords=(Keyword("Diligent", 2),)),
    friend("eccentric-1", (ORANGE,), 1, keywords=(Keyword("Eccentric", 2),)),
    friend("showy-1", (ORANGE,), 1, keywords=(Keyword("Showy", 1),)),
    friend("prepared-1", (ORANGE,), 1, keywords=(Keyword("Prepared"),)),
    friend("critter-1", (ORANGE,), 1, traits=("Critter",)),
]


def make_pool(*extra: CardDefinition) -> CardPool:
    return CardPool([*vanilla_cards(), *TEST_CARDS, *extra])


@pytest.fixture
def pool() -> CardPool:
    return make_pool()


@pytest.fixture
def board(pool: CardPool):
    """``board(**options)``: a ``Board`` on the test cards; Problems default to "easy"."""

    def make(problems: tuple[str, str] = ("easy", "easy"), **options: object) -> Board:
        return Board(pool, problems=problems, **options)  # type: ignore[arg-type]

    return make


@pytest.fixture(scope="session")
def premiere_pool(octgn_data) -> CardPool:
    """The real Premiere cards (through the app's adapter) plus the hand-made test cards."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.set_code == "PR")
    return CardPool([*make_pool().values(), *real.values()])


@pytest.fixture
def pr_board(premiere_pool: CardPool):
    """``pr_board(**options)``: a ``Board`` that may hold real Premiere cards by number."""

    def make(problems: tuple[str, str] = ("easy", "easy"), **options: object) -> Board:
        return Board(premiere_pool, problems=problems, **options)  # type: ignore[arg-type]

    return make


def _pick(game, kind=None, **fields):  # type: ignore[no-untyped-def]
    options = [
        c
        for c in game.legal_choices()
        if (kind is None or isinstance(c, kind))
        and all(getattr(c, k, None) == v for k, v in fields.items())
    ]
    assert len(options) == 1, f"{game.current_decision()}: {options} among {game.legal_choices()}"
    return game.apply(options[0])


@pytest.fixture
def pick():
    """``pick(game, ChoiceType, field=value)``: apply the one legal choice that fits."""
    return _pick


@pytest.fixture
def pool_with():
    """``pool_with(*definitions)``: the test cards plus more; ``pool_with.friend(...)`` makes
    a Friend definition like the test cards'."""

    def make(*extra: CardDefinition) -> CardPool:
        return make_pool(*extra)

    make.friend = friend  # type: ignore[attr-defined]
    return make
