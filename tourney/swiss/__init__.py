"""Swiss events without storage or GUI: plain data in, plain results out.

``model`` holds the event (players, results, drops, scoring); ``rounds`` the suggested number
of rounds; ``standings`` the ranking and its tiebreakers; ``pairing`` the next round;
``topcut`` the elimination bracket; ``trf`` the FIDE TRF exchange format. ``matching`` is the
weighted matching under the pairing, and ``trf_columns`` reads TRF files and pairs from them.
"""

from __future__ import annotations

import sys
from importlib import import_module
from types import ModuleType

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing (slow to import)
if TYPE_CHECKING:
    from tourney.swiss.model import (
        MLP_SCORING,
        Drop,
        Ending,
        Event,
        EventError,
        Outcome,
        Player,
        PlayerId,
        PlayerRecord,
        Result,
        Scoring,
        match_bye,
        match_double_loss,
        match_drawn,
        match_won,
    )
    from tourney.swiss.pairing import (
        Bend,
        Pairing,
        PairingRules,
        PairingStats,
        RoundPairing,
        Rule,
        pair_round,
    )
    from tourney.swiss.rounds import RoundsSuggestion, suggested_rounds
    from tourney.swiss.standings import (
        ByeBasis,
        MatchWinBasis,
        Standing,
        StandingsRules,
        Tiebreaker,
        standings,
    )
    from tourney.swiss.topcut import Bracket, BracketError, DrawInEliminationError, top_cut

# Each name is imported from its module when first used, so that importing one module of the
# package (``tourney swiss pair`` needs ``trf_columns`` and ``matching`` alone) loads no other.
_MODULE_OF = {
    **dict.fromkeys(
        (
            "MLP_SCORING",
            "Drop",
            "Ending",
            "Event",
            "EventError",
            "Outcome",
            "Player",
            "PlayerId",
            "PlayerRecord",
            "Result",
            "Scoring",
            "match_bye",
            "match_double_loss",
            "match_drawn",
            "match_won",
        ),
        "model",
    ),
    **dict.fromkeys(
        ("Bend", "Pairing", "PairingRules", "PairingStats", "RoundPairing", "Rule", "pair_round"),
        "pairing",
    ),
    **dict.fromkeys(("RoundsSuggestion", "suggested_rounds"), "rounds"),
    **dict.fromkeys(
        (
            "ByeBasis",
            "MatchWinBasis",
            "Standing",
            "StandingsRules",
            "Tiebreaker",
            "standings",
        ),
        "standings",
    ),
    **dict.fromkeys(("Bracket", "BracketError", "DrawInEliminationError", "top_cut"), "topcut"),
}


def __getattr__(name: str) -> object:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"tourney.swiss.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


class _Package(ModuleType):
    """``standings`` names a module of the package and the function the package exports:
    importing the module must not put it in the function's place (as the import system does
    for a submodule that is imported after the package)."""

    def __setattr__(self, name: str, value: object) -> None:
        if name == "standings" and isinstance(value, ModuleType):
            value = value.standings
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


__all__ = [
    "MLP_SCORING",
    "Bend",
    "Bracket",
    "BracketError",
    "DrawInEliminationError",
    "Drop",
    "Ending",
    "Event",
    "EventError",
    "ByeBasis",
    "MatchWinBasis",
    "Outcome",
    "Pairing",
    "PairingRules",
    "PairingStats",
    "Player",
    "PlayerId",
    "PlayerRecord",
    "Result",
    "RoundPairing",
    "RoundsSuggestion",
    "Rule",
    "Scoring",
    "Standing",
    "StandingsRules",
    "Tiebreaker",
    "match_bye",
    "match_double_loss",
    "match_drawn",
    "match_won",
    "pair_round",
    "standings",
    "suggested_rounds",
    "top_cut",
]
