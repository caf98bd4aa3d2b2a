"""The MLP CCG rules engine (Comprehensive Rules 3.8), pure Python with no dependencies.

A ``Game`` is driven by decisions: ``current_decision()`` says who decides what,
``legal_choices()`` lists the options, ``apply(choice)`` advances the game and returns a trace
citing rule numbers (``TraceEntry``: data first), ``why_not(choice)`` explains an illegal one,
``explain(choice)`` a legal one (its cost and the rules that allow it). Games can be recorded,
replayed, rewound and forked; positions can be written and read as text.
"""

from engine.areas import Area, AreaKind, dilemma_area, home, problem_area
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
from engine.choices import Choice, Decision, DecisionKind
from engine.errors import (
    DeckError,
    EngineError,
    IllegalChoiceError,
    InconsistentObservationError,
    InvalidEditError,
    PositionFormatError,
    RecordError,
    UnendingLoopError,
    UnknownCardError,
)
from engine.explain import AbilityInfo, CostPart, Explanation
from engine.game import DeckList, Game
from engine.position import RULESET, read_position, write_position
from engine.record import ENGINE_VERSION, GameRecord, load_record, record_of
from engine.state import CardInstance, GameState, Mode, Outcome, Zone
from engine.tokens import is_token, token_copy_id, token_id
from engine.trace import TraceEntry

__all__ = [
    "ENGINE_VERSION",
    "RULESET",
    "AbilityInfo",
    "Area",
    "AreaKind",
    "BoostedSide",
    "CardDefinition",
    "CardInstance",
    "CardPool",
    "CardType",
    "Choice",
    "Colour",
    "ConfrontRequirement",
    "CostPart",
    "Decision",
    "DecisionKind",
    "DeckError",
    "DeckList",
    "EngineError",
    "Explanation",
    "Game",
    "GameRecord",
    "GameState",
    "IllegalChoiceError",
    "InconsistentObservationError",
    "InvalidEditError",
    "UnendingLoopError",
    "Keyword",
    "Mode",
    "Outcome",
    "PlayRequirement",
    "PositionFormatError",
    "RecordError",
    "RequirementKind",
    "TraceEntry",
    "UnknownCardError",
    "Zone",
    "dilemma_area",
    "home",
    "is_token",
    "load_record",
    "problem_area",
    "read_position",
    "record_of",
    "token_copy_id",
    "token_id",
    "write_position",
]
