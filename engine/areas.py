"""Areas of the play zone (501): each player's home and each player's Problem."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class AreaKind(StrEnum):
    HOME = "home"
    PROBLEM = "problem"


class Area(NamedTuple):
    """One of the areas of the play zone; each player owns a home and a Problem (501.1)."""

    kind: AreaKind
    owner: int

    def __str__(self) -> str:
        return f"{self.kind}:{self.owner}"

    @classmethod
    def parse(cls, text: str) -> Area:
        kind, _, owner = text.partition(":")
        return cls(AreaKind(kind), int(owner))


def home(player: int) -> Area:
    return Area(AreaKind.HOME, player)


def problem_area(player: int) -> Area:
    return Area(AreaKind.PROBLEM, player)
