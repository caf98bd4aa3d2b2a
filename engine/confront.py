"""Whether characters meet a Problem's confront requirements (611.3), with a witness.

Each character contributes all its power as one of its colours (611.3b); power pooled by colour
may then be split between requirements, excess going to wild (611.3d) or not-colour (611.3c)
requirements. For one choice of colours, requirements can be met exactly when every set of
requirements asks for no more than the pools able to feed it (Hall's condition).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Colour, ConfrontRequirement, RequirementKind


@dataclass(frozen=True)
class Contributor:
    card: int
    name: str
    power: int
    colours: tuple[Colour, ...]


@dataclass(frozen=True)
class Contribution:
    card: int
    name: str
    power: int
    colour: Colour | None  # None: a colourless character's power


@dataclass(frozen=True)
class ConfrontCheck:
    met: bool
    requirements: tuple[ConfrontRequirement, ...]
    contributions: tuple[Contribution, ...]  # a witness when met, every contributor otherwise

    def describe(self) -> str:
        wanted = " + ".join(str(r) for r in self.requirements) or "nothing"
        if not self.contributions:
            given = "no contributing power"
        else:
            given = ", ".join(
                f"{c.name} {c.power} {c.colour or 'colourless'}" for c in self.contributions
            )
        verb = "meets" if self.met else "does not meet"
        return f"{given} {verb} {wanted}"


def _accepts(req: ConfrontRequirement, colour: Colour | None) -> bool:
    if req.kind is RequirementKind.COLOUR:
        return colour is req.colour
    if req.kind is RequirementKind.NOT_COLOUR:
        return colour is not req.colour
    return req.kind is RequirementKind.WILD


def _feasible(pools: dict[Colour | None, int], reqs: Sequence[ConfrontRequirement]) -> bool:
    for size in range(1, len(reqs) + 1):
        for subset in itertools.combinations(reqs, size):
            demand = sum(r.amount or 0 for r in subset)
            supply = sum(p for c, p in pools.items() if any(_accepts(r, c) for r in subset))
            if demand > supply:
                return False
    return True


def check_confront(
    contributors: Sequence[Contributor], requirements: Sequence[ConfrontRequirement]
) -> ConfrontCheck:
    reqs = tuple(requirements)
    useful = [c for c in contributors if c.power > 0]
    everyone = tuple(
        Contribution(c.card, c.name, c.power, c.colours[0] if c.colours else None) for c in useful
    )
    # An infinite amount or the rainbow requirement cannot be met by power alone.
    if any(r.amount is None or r.kind is RequirementKind.RAINBOW for r in reqs):
        return ConfrontCheck(False, reqs, everyone)
    options: list[tuple[Colour | None, ...]] = [c.colours or (None,) for c in useful]
    for assignment in itertools.product(*options):
        pools: dict[Colour | None, int] = {}
        for contributor, colour in zip(useful, assignment, strict=True):
            pools[colour] = pools.get(colour, 0) + contributor.power
        if _feasible(pools, reqs):
            witness = tuple(
                Contribution(c.card, c.name, c.power, colour)
                for c, colour in zip(useful, assignment, strict=True)
            )
            return ConfrontCheck(True, reqs, witness)
    return ConfrontCheck(False, reqs, everyone)
