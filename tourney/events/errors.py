"""Why an event refused a change. Messages name the player or table and cite the floor rules."""

from __future__ import annotations


class EventRuleError(ValueError):
    """The change breaks a floor rule or the event's state; nothing was changed."""


class NotAllowedError(EventRuleError):
    """The staff member doing this does not hold the role the floor rules require for it."""


class IneligiblePlayerError(EventRuleError):
    """The player may not play in this event (floor rules, Player Eligibility)."""


class DeckListLockedError(EventRuleError):
    """The deck list can no longer be changed without the head judge."""


class ResultFinalError(EventRuleError):
    """A recorded match outcome is final (floor rules, Conceding and Dropping)."""


class PlayerCsvError(ValueError):
    """A player CSV file has problems; ``problems`` names each line. Nothing was imported."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(f"{source}: " + "; ".join(problems))


class EventFileError(ValueError):
    """An exported event file cannot be imported; the message says what is wrong and where."""


class UnverifiedTrailError(EventFileError):
    """The file's audit trail does not verify: importing it needs ``accept_unverified``."""
