"""Specific error types, all ValueErrors so callers may catch them broadly (like python-chess)."""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalChoiceError(EngineError):
    """A choice the rules do not allow now; the message cites the rule that forbids it."""


class InconsistentObservationError(IllegalChoiceError):
    """Observed mode: the judge entered a card that cannot be where it was said to come from."""


class DeckError(EngineError):
    """A deck that breaks the deckbuilding rules (101)."""


class UnknownCardError(EngineError):
    """A card id that is not in the card pool the game was created with."""


class PositionFormatError(EngineError):
    """Text that is not a valid position (see ``engine.position``)."""


class RecordError(EngineError):
    """A game record that cannot be loaded or does not replay to its own fingerprints."""


class UnendingLoopError(EngineError):
    """The game went on past ``flow.ADVANCE_LIMIT`` agenda items with no player decision: a
    loop the engine does not end (802). The game is left as it was before the choice."""


class InvalidEditError(EngineError):
    """A judge edit that cannot be carried out (unknown card, impossible zone, ...)."""


class BoardError(EngineError):
    """A position ``Board`` refuses: a card state the rules can't reach, naming the card and
    the rule."""
