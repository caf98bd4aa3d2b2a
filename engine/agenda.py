"""What the game still has to do, as data: the items of ``GameState.agenda``.

The turn sequence (6) is a list of steps; a step that needs a player's decision (or, in observed
mode, the judge's entry of a hidden card) stays first on the agenda until the choice is made.
Items are frozen, so a state copy shares them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.areas import Area


class Op:
    """Base of all agenda items."""


class FaceoffKind(StrEnum):
    TROUBLEMAKER = "troublemaker"  # 608.4
    PROBLEM = "problem"  # 612.2
    MULTI_PROBLEM = "multi-problem"  # 612.1


@dataclass(frozen=True)
class Faceoff:
    """Who and what a faceoff is about; involvement is re-derived from it at need (514.2d)."""

    kind: FaceoffKind
    challenger: int  # the player who started it (the turn player for rule faceoffs)
    areas: tuple[Area, ...]
    troublemaker: int | None = None


# Starting the game (102)
@dataclass(frozen=True)
class ChooseStartingProblemStep(Op):
    player: int


@dataclass(frozen=True)
class FirstPlayerStep(Op):
    pass


@dataclass(frozen=True)
class ShuffleDeck(Op):
    player: int
    problem_deck: bool = False
    rule: str = "102.3"


@dataclass(frozen=True)
class DrawCard(Op):
    player: int
    rule: str


@dataclass(frozen=True)
class MulliganStep(Op):
    player: int


@dataclass(frozen=True)
class PerformMulligans(Op):
    pass


# The turn (601-616)
@dataclass(frozen=True)
class BeginTurn(Op):
    pass


@dataclass(frozen=True)
class ReadyStep(Op):
    pass


@dataclass(frozen=True)
class ActionStep(Op):
    pass


@dataclass(frozen=True)
class DrawStep(Op):
    pass


@dataclass(frozen=True)
class UncoverStep(Op):
    pass


@dataclass(frozen=True)
class ChallengeStep(Op):
    challenged_at: tuple[Area, ...] = ()  # 608.1: one challenge per Problem


@dataclass(frozen=True)
class MainPhase(Op):
    pass


@dataclass(frozen=True)
class ConfrontSteps(Op):
    """610.1: one confront step per Problem, in the order the turn player chooses."""

    done: tuple[Area, ...] = ()
    confronted: tuple[Area, ...] = ()
    contested: tuple[Area, ...] = ()  # confronted where the opponent also met requirements


@dataclass(frozen=True)
class SolveStep(Op):
    areas: tuple[Area, ...]


@dataclass(frozen=True)
class EndOfTurnStep(Op):
    pass


@dataclass(frozen=True)
class WrapUpHandSize(Op):
    pass


@dataclass(frozen=True)
class WrapUpHomeLimit(Op):
    pass


@dataclass(frozen=True)
class EndTurn(Op):
    pass


# Faceoffs (514) and flips (515)
@dataclass(frozen=True)
class FlipCard(Op):
    player: int


@dataclass(frozen=True)
class CompareTotals(Op):
    faceoff: Faceoff


@dataclass(frozen=True)
class SendHomeAfterLoss(Op):
    faceoff: Faceoff


@dataclass(frozen=True)
class EndFaceoff(Op):
    faceoff: Faceoff


@dataclass(frozen=True)
class BottomFlipped(Op):
    player: int


@dataclass(frozen=True)
class RevealProblem(Op):
    """Put the top card of ``player``'s Problem deck into play at their Problem (613.2)."""

    player: int
