"""Swiss events without storage or GUI: plain data in, plain results out.

``model`` holds the event (players, results, drops, scoring); ``rounds`` the suggested number
of rounds; ``standings`` the ranking and its tiebreakers; ``pairing`` the next round;
``topcut`` the elimination bracket; ``trf`` the FIDE TRF exchange format.
"""

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
