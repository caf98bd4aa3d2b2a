"""The infractions a judge picks from, with the penalty the floor rules give each.

The floor rules list examples under each penalty ("include but are not limited to"), so each
penalty also has an "other" entry for which the judge writes the details in the notes. This
table belongs in ``resources/`` as data once that folder takes event data.
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.events.model import PenaltyLevel

PE, GW, GL, DQ = (
    PenaltyLevel.PROCEDURAL_ERROR,
    PenaltyLevel.GAME_WARNING,
    PenaltyLevel.GAME_LOSS,
    PenaltyLevel.DISQUALIFICATION,
)


@dataclass(frozen=True)
class Infraction:
    code: str
    name: str
    level: PenaltyLevel  # the penalty the floor rules give it
    rule: str  # the floor-rules heading that names it


CATALOGUE: tuple[Infraction, ...] = (
    Infraction(
        "unresolvable-card",
        "Attempting to play a card that can't be resolved",
        PE,
        "Procedural Error",
    ),
    Infraction(
        "illegal-uncover",
        "Attempting to uncover a Troublemaker that can't be uncovered",
        PE,
        "Procedural Error",
    ),
    Infraction("missed-trigger", "Missing a mandatory trigger", PE, "Procedural Error"),
    Infraction(
        "handling-opponents-cards",
        "Handling your opponent's cards without permission",
        PE,
        "Procedural Error",
    ),
    Infraction("other-procedural-error", "Other procedural error", PE, "Procedural Error"),
    Infraction("looking-at-extra-cards", "Looking at extra cards", GW, "Game Warning"),
    Infraction("marked-cards-no-pattern", "Marked cards without pattern", GW, "Game Warning"),
    Infraction("unsporting-conduct", "Rude or unsporting conduct", GW, "Game Warning"),
    Infraction(
        "misrepresenting-public-information",
        "Misrepresenting public information",
        GW,
        "Game Warning",
    ),
    Infraction("game-state", "Failure to maintain game state", GW, "Game Warning"),
    Infraction("slow-play", "Slow play", GW, "Slow Play vs. Stalling"),
    Infraction("incorrect-deck-list", "Incorrect deck list", GW, "Deck Lists"),
    Infraction(
        "other-game-warning", "Other violation warranting a Game Warning", GW, "Game Warning"
    ),
    Infraction("illegal-deck", "An illegal deck", GL, "Game Loss"),
    Infraction("invalid-deck-list", "Invalid deck list", GL, "Deck Lists"),
    Infraction("marked-cards-pattern", "Marked cards with pattern", GL, "Game Loss"),
    Infraction("drawing-extra-cards", "Drawing extra cards", GL, "Game Loss"),
    Infraction("outside-assistance", "Outside assistance", GL, "Game Loss"),
    Infraction(
        "false-troublemaker",
        "Playing a non-Troublemaker as a face-down Troublemaker",
        GL,
        "Game Loss",
    ),
    Infraction("tardiness", "Tardiness", GL, "Tardiness"),
    Infraction("other-game-loss", "Other violation warranting a Game Loss", GL, "Game Loss"),
    Infraction("cheating", "Cheating", DQ, "Tournament Disqualification"),
    Infraction("stalling", "Stalling", DQ, "Slow Play vs. Stalling"),
    Infraction(
        "collusion", "Collusion or deciding a game by a random method", DQ, "Conceding and Dropping"
    ),
    Infraction(
        "threatening",
        "Physically threatening or attacking another person",
        DQ,
        "Tournament Disqualification",
    ),
    Infraction(
        "other-disqualification",
        "Other reason for disqualification",
        DQ,
        "Tournament Disqualification",
    ),
)

BY_CODE = {infraction.code: infraction for infraction in CATALOGUE}


def infraction(code: str) -> Infraction:
    """The catalogue entry for ``code``; a ``KeyError`` lists the codes there are."""
    try:
        return BY_CODE[code]
    except KeyError:
        raise KeyError(
            f"unknown infraction {code!r}; the floor rules' infractions are: {', '.join(BY_CODE)}"
        ) from None
