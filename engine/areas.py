"""Areas of the play zone (501): each player's home and Problem, and Dilemmas' own areas (522.2)."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class AreaKind(StrEnum):
    HOME = "home"
    PROBLEM = "problem"
    DILEMMA = "dilemma"  # an area a Dilemma created for itself (522.2)


class Area(NamedTuple):
    """One of the areas of the play zone; each player owns a home and a Problem (501.1).

    A Dilemma's area is owned by the Dilemma's controller (522.2b) and named by the Dilemma's
    instance id (renamed with it if it becomes a new card in play, 505.3): it exists while that
    card is in play there (522.3).
    """

    kind: AreaKind
    owner: int
    dilemma: int = 0  # DILEMMA areas: the Dilemma's instance id

    def __str__(self) -> str:
        if self.kind is AreaKind.DILEMMA:
            return f"{self.kind}:{self.owner}:{self.dilemma}"
        return f"{self.kind}:{self.owner}"

    @classmethod
    def parse(cls, text: str) -> Area:
        kind, owner, *dilemma = text.split(":")
        if (AreaKind(kind) is AreaKind.DILEMMA) != (len(dilemma) == 1) or len(dilemma) > 1:
            raise ValueError(f"not an area: {text!r}")
        return cls(AreaKind(kind), int(owner), *(int(d) for d in dilemma))

    @property
    def at_problem(self) -> bool:
        """Whether this is a Problem's area: a player's Problem or a Dilemma's (501.1, 522.1)."""
        return self.kind is not AreaKind.HOME


def home(player: int) -> Area:
    return Area(AreaKind.HOME, player)


def problem_area(player: int) -> Area:
    return Area(AreaKind.PROBLEM, player)


def dilemma_area(player: int, dilemma: int) -> Area:
    """The area Dilemma ``dilemma`` enters play at, owned by its controller (522.2, 522.2b)."""
    return Area(AreaKind.DILEMMA, player, dilemma)
