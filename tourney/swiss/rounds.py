"""How many Swiss rounds to announce (floor rules, Swiss Rounds) and the sanctioning minimum
(floor rules, Participation Minimums)."""

from __future__ import annotations

from dataclasses import dataclass

MINIMUM_PLAYERS = 4  # floor rules, Participation Minimums

# Floor rules, Swiss Rounds, "Suggested number of Swiss rounds": (fewest players, rounds).
_SUGGESTED = ((99, 10), (57, 9), (40, 8), (25, 7), (17, 6), (9, 5), (5, 4), (4, 3))


@dataclass(frozen=True)
class RoundsSuggestion:
    rounds: int | None  # None below the sanctioning minimum
    warning: str | None = None


def suggested_rounds(player_count: int) -> RoundsSuggestion:
    """The floor rules' suggested number of Swiss rounds for ``player_count`` players; the Head
    Judge announces the actual number before the event starts (floor rules, Swiss Rounds)."""
    for fewest, rounds in _SUGGESTED:
        if player_count >= fewest:
            return RoundsSuggestion(rounds)
    return RoundsSuggestion(
        None,
        f"{player_count} players: an MLP CCG tournament needs at least {MINIMUM_PLAYERS} "
        "players to be sanctioned (floor rules, Participation Minimums); no number of rounds "
        "is suggested",
    )
