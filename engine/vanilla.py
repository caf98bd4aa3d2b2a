"""Vanilla cards: no ability text beyond the keywords the engine automates.

Self-play and tests use these until real card definitions are adapted from the app's card
database; every card here is fully automated, so no judge input is ever needed.
"""

from __future__ import annotations

from engine.cards import (
    BoostedSide,
    CardDefinition,
    CardPool,
    CardType,
    Colour,
    ConfrontRequirement,
    Keyword,
    PlayRequirement,
    RequirementKind,
)

COLOURS = tuple(Colour)


def _req(kind: RequirementKind, amount: int, colour: Colour | None = None) -> ConfrontRequirement:
    return ConfrontRequirement(kind, amount, colour)


def vanilla_cards() -> list[CardDefinition]:
    cards: list[CardDefinition] = []
    for c in COLOURS:
        tag = c.value[:2].upper()
        cards.append(
            CardDefinition(
                f"V-{tag}-M",
                f"{c.value.capitalize()} Mane",
                CardType.MANE,
                "Vanilla",
                (c,),
                power=1,
                home_limit=3,
                boosted=BoostedSide(3, (c,), home_limit=4),
            )
        )
        for cost, power, keywords in (
            (1, 1, ()),
            (2, 2, ()),
            (2, 1, (Keyword("Swift"),)),
            (3, 3, ()),
            (3, 2, (Keyword("Stubborn"),)),
            (4, 3, (Keyword("Competitive", 2),)),
            (5, 4, ()),
        ):
            need = (PlayRequirement(c, cost - 1),) if cost >= 3 else ()
            cards.append(
                CardDefinition(
                    f"V-{tag}-F{cost}{power}{len(keywords)}",
                    f"{c.value.capitalize()} Pony",
                    CardType.FRIEND,
                    f"Cost {cost} Power {power}",
                    (c,),
                    cost,
                    need,
                    power,
                    ("Earth Pony",),
                    keywords,
                )
            )
        cards.append(
            CardDefinition(
                f"V-{tag}-E",
                f"{c.value.capitalize()} Plan",
                CardType.EVENT,
                colours=(c,),
                cost=1,
                power=1,
            )
        )
        cards.append(
            CardDefinition(
                f"V-{tag}-R",
                f"{c.value.capitalize()} Charm",
                CardType.RESOURCE,
                colours=(c,),
                cost=1,
                power=2,
            )
        )
    for i, (c1, c2) in enumerate(zip(COLOURS, COLOURS[1:] + COLOURS[:1], strict=True)):
        cards.append(
            CardDefinition(
                f"V-DUO{i}",
                "Duo Pony",
                CardType.FRIEND,
                f"{c1}/{c2}",
                (c1, c2),
                3,
                (PlayRequirement(c1, 1),),
                3,
                ("Unicorn",),
            )
        )
        for n, starting in ((0, True), (1, False)):
            cards.append(
                CardDefinition(
                    f"V-P{i}{n}",
                    f"{c1.value.capitalize()}-{c2.value} Trouble {n}",
                    CardType.PROBLEM,
                    confront_owner=(
                        _req(RequirementKind.COLOUR, 2 + n, c1),
                        _req(RequirementKind.COLOUR, 2, c2),
                    ),
                    confront_opponent=(_req(RequirementKind.WILD, 5 + n),),
                    problem_bonus=2 + n,
                    starting_problem=starting,
                )
            )
        cards.append(
            CardDefinition(
                f"V-P{i}X",
                f"Not {c1.value} Trouble",
                CardType.PROBLEM,
                confront_owner=(
                    _req(RequirementKind.COLOUR, 3, c1),
                    _req(RequirementKind.NOT_COLOUR, 2, c1),
                ),
                confront_opponent=(_req(RequirementKind.WILD, 6),),
                problem_bonus=3,
            )
        )
    for power, points in ((2, 1), (3, 1), (4, 2)):
        cards.append(
            CardDefinition(
                f"V-T{power}",
                "Timberwolf",
                CardType.TROUBLEMAKER,
                f"Power {power}",
                power=power,
                point_value=points,
            )
        )
    cards.append(
        CardDefinition(
            "V-TE", "Ursa", CardType.TROUBLEMAKER, "Epic", power=6, traits=("Epic",), point_value=3
        )
    )
    return cards


def vanilla_pool() -> CardPool:
    return CardPool(vanilla_cards())
