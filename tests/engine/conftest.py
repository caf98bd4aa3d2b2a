"""Engine test fixtures: hand-made card definitions and a ``board`` factory on them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine.areas import home
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
from engine.choices import DecisionKind
from engine.scenario import Board
from engine.state import Zone
from engine.vanilla import vanilla_cards

sys.path.insert(0, str(Path(__file__).parent))  # script_scenes: helpers of the card-script tests

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


@pytest.fixture
def discord_pool(pool_with):  # type: ignore[no-untyped-def]
    """Cards titled Discord for Redeem (glossary): "big-redeem" (a cost-5 Friend with Redeem),
    "old-discord" (a cost-2 Friend) and "tm-discord" (a Troublemaker)."""
    big = CardDefinition(
        "big-redeem",
        "Discord",
        CardType.FRIEND,
        "Reformed",
        (Colour.ORANGE,),
        cost=5,
        power=4,
        keywords=(Keyword("Redeem"),),
    )
    old = CardDefinition(
        "old-discord", "Discord", CardType.FRIEND, "Chaos", (Colour.ORANGE,), cost=2, power=1
    )
    tm = CardDefinition("tm-discord", "Discord", CardType.TROUBLEMAKER, "Lord of Chaos", power=2)
    return pool_with(big, old, tm)


class Scene:
    """A Premiere board for one card's test: Alice (the turn player) and Bob, colour power
    for play requirements supplied at Alice's home, and a ``settle`` that answers the
    choices abilities ask with a simple policy (yes to "may", the preferred or first card)."""

    SUPPLY = {c: f"V-{c.value[:2].upper()}-F330" for c in Colour}

    def __init__(self, pool: CardPool, **options: object) -> None:
        self.board = Board(pool, problems=("easy", "easy"), **options)  # type: ignore[arg-type]
        self.pool = pool

    def put(self, card_id: str, player: int, area, **flags):  # type: ignore[no-untyped-def]
        return self.board.play(card_id, player, area, **flags)

    def hand(self, player: int, *card_ids: str) -> list[int]:
        for card_id in card_ids:
            for req in self.pool[card_id].play_requirements:
                for _ in range((req.amount + 2) // 3):
                    self.board.play(self.SUPPLY[req.colour], player, home(player))
        return self.board.add(Zone.HAND, player, *card_ids)

    def deck(self, player: int, *card_ids: str) -> list[int]:
        return self.board.add(Zone.DRAW_DECK, player, *card_ids)

    def game(self, at: str = "main", tokens=(10, 10), points=(0, 0)):  # type: ignore[no-untyped-def]
        """The game from the board (at "score" with no stop: card tests play the Score Phase
        through); where the text of a card in play the engine does not automate stops it
        there (``engine.manual``), the judge has applied nothing."""
        from script_scenes import judge_applies

        game = self.board.game(at=at, tokens=tokens, points=points, stop=False)
        judge_applies(game)
        return game


def settle(game, prefer=(), accept=True):  # type: ignore[no-untyped-def]
    """Answer ability choices until a turn-structure decision (or the end) is reached."""
    from engine.choices import Accept, Decline, PassPriority

    asking = {
        DecisionKind.OPTIONAL,
        DecisionKind.TARGET,
        DecisionKind.ARRANGE,
        DecisionKind.ORDER_TRIGGERS,
        DecisionKind.REPLACEMENT,
        DecisionKind.PRIORITY,
        DecisionKind.MANUAL,  # the judge applies nothing (``engine.manual``)
    }
    for _ in range(100):
        decision = game.current_decision()
        if decision is None or decision.kind not in asking:
            return game
        options = game.legal_choices()
        if decision.kind is DecisionKind.PRIORITY:
            game.apply(next(c for c in options if isinstance(c, PassPriority)))
            continue
        if decision.kind in (DecisionKind.OPTIONAL, DecisionKind.REPLACEMENT):
            wanted = Accept if accept else Decline
            answer = next((c for c in options if isinstance(c, wanted)), None)
            if answer is not None:  # a Pumped replacement asks for a card instead (below)
                game.apply(answer)
                continue
        preferred = [
            c
            for c in options
            if getattr(c, "card", None) in prefer or getattr(c, "area", None) in prefer
        ]
        plain = [c for c in options if not isinstance(c, Decline)]
        game.apply((preferred or plain or options)[0])
    raise AssertionError("abilities kept asking")


def scene_factory(pool: CardPool):  # type: ignore[no-untyped-def]
    """``scene(**board_options)``: a ``Scene`` on ``pool``; ``scene.settle``."""

    def make(**options: object) -> Scene:
        return Scene(pool, **options)

    make.settle = settle  # type: ignore[attr-defined]
    return make


@pytest.fixture
def scene_for():  # type: ignore[no-untyped-def]
    """``scene_factory`` as a fixture, for scenes on a pool the test builds (a test module
    importing ``conftest`` by name may get another folder's conftest)."""
    return scene_factory


@pytest.fixture
def scene(premiere_pool: CardPool):
    """``scene(**board_options)``: a ``Scene`` on the Premiere cards; ``scene.settle``."""
    return scene_factory(premiere_pool)


@pytest.fixture(scope="session")
def canterlot_pool(premiere_pool: CardPool, octgn_data) -> CardPool:
    """The real Premiere and Canterlot Nights cards plus the hand-made test cards."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.set_code == "CN")
    return CardPool([*premiere_pool.values(), *real.values()])


@pytest.fixture
def cn_scene(canterlot_pool: CardPool):
    """``cn_scene(**board_options)``: a ``Scene`` that may hold Canterlot Nights cards too."""
    return scene_factory(canterlot_pool)


@pytest.fixture
def real_cards(octgn_data, monkeypatch):
    """``real_cards({number: script}, *extra)``: the test cards plus these real cards
    (through the app's adapter), each with the script the test writes for it beside its
    printed text; ``extra`` definitions of made-up cards may be scripted the same way."""
    from engine.scripts import SCRIPTS, script_for
    from tourney.cards.engine_pool import engine_pool

    script_for("PR1")  # the registry is loaded before tests add to it

    def make(scripts: dict, *extra: CardDefinition) -> CardPool:  # type: ignore[type-arg]
        for card_id, script in scripts.items():
            monkeypatch.setitem(SCRIPTS, card_id, script)
        real = engine_pool(c for c in octgn_data.cards if c.number in scripts)
        missing = set(scripts) - set(real) - {d.id for d in extra}
        assert not missing, f"no such real cards: {missing}"
        return make_pool(*real.values(), *extra)

    return make


@pytest.fixture(scope="session")
def crystal_pool(canterlot_pool: CardPool, octgn_data) -> CardPool:
    """The real Premiere, Canterlot Nights and Crystal Games cards plus the test cards."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.set_code == "CG")
    return CardPool([*canterlot_pool.values(), *real.values()])


@pytest.fixture
def cg_scene(crystal_pool: CardPool):
    """``cg_scene(**board_options)``: a ``Scene`` that may hold Crystal Games cards too."""
    return scene_factory(crystal_pool)


@pytest.fixture(scope="session")
def absolute_pool(crystal_pool: CardPool, octgn_data) -> CardPool:
    """The real cards of Premiere to Absolute Discord (AD) plus the test cards."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.set_code == "AD")
    return CardPool([*crystal_pool.values(), *real.values()])


@pytest.fixture
def ad_scene(absolute_pool: CardPool):
    """``ad_scene(**board_options)``: a ``Scene`` that may hold Absolute Discord cards too."""
    return scene_factory(absolute_pool)


@pytest.fixture(scope="session")
def later_pool(absolute_pool: CardPool, octgn_data) -> CardPool:
    """The real cards of every set (the later sets' scripts name cards of several)."""
    from tourney.cards.engine_pool import engine_pool

    done = {"PR", "CN", "CG", "AD"}
    real = engine_pool(c for c in octgn_data.cards if c.set_code not in done)
    return CardPool([*absolute_pool.values(), *real.values()])


@pytest.fixture
def later_scene(later_pool: CardPool):
    """``later_scene(**board_options)``: a ``Scene`` that may hold any real card."""
    return scene_factory(later_pool)
