"""The words the floor rules and organizers use for an event, stored as these plain strings."""

from __future__ import annotations

from enum import IntEnum, StrEnum


class Tier(IntEnum):
    """Floor rules, Tournament System: every event is Tier 1 unless noted otherwise."""

    LOCAL = 1
    CHAMPIONSHIP = 2  # store, regional and world-qualifier championships
    PREMIER = 3  # national, continental and world championships


def tier_rule(tier: int, heading: str) -> str:
    """Cite a heading of the floor rules' section for this tier: "Tier 2 Rules: Deck Lists"."""
    return f"floor rules, Tier {tier} Rules: {heading}"


class Structure(StrEnum):
    SWISS = "swiss"
    SWISS_TOP_CUT = "swiss+top-cut"  # floor rules, Tier 1 Rules: Elimination Rounds


class EventStatus(StrEnum):
    REGISTRATION = "registration"
    RUNNING = "running"  # deck lists are locked (floor rules, Tier 2/3 Deck Lists)
    FINISHED = "finished"


class StaffRole(StrEnum):
    """Floor rules, Tournament Organizer and Judges; the scorekeeper only enters results."""

    ORGANIZER = "organizer"
    HEAD_JUDGE = "head judge"
    FLOOR_JUDGE = "floor judge"
    SCOREKEEPER = "scorekeeper"

    @property
    def judges(self) -> bool:
        return self in (StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)


class RoundKind(StrEnum):
    SWISS = "swiss"
    ELIMINATION = "elimination"


class RoundStatus(StrEnum):
    PAIRED = "paired"
    STARTED = "started"  # the round clock runs; tardiness counts from here
    FINISHED = "finished"


class Result(StrEnum):
    """A match's outcome. One game is one match (floor rules, Match Structure)."""

    A_WINS = "A wins"
    B_WINS = "B wins"
    DRAW = "draw"
    DOUBLE_LOSS = "double loss"
    BYE = "bye"


class Ending(StrEnum):
    """How a match came to its result, for the record and the audit trail."""

    PLAYED = "played"
    CONCEDED = "conceded"  # floor rules, Conceding and Dropping
    NO_SHOW = "no-show"
    GAME_LOSS = "game loss"  # a Game Loss penalty decided it
    DROPPED = "dropped"  # a drop after pairing concedes the round
    BYE = "bye"


class PenaltyLevel(StrEnum):
    """Floor rules, Tournament Penalties: the four penalties, weakest first."""

    PROCEDURAL_ERROR = "Procedural Error"
    GAME_WARNING = "Game Warning"
    GAME_LOSS = "Game Loss"
    DISQUALIFICATION = "Disqualification"

    @property
    def severity(self) -> int:
        return list(PenaltyLevel).index(self)
