"""The one module that reads and checks a registered deck list with ``tourney.decks`` and
``tourney.legality``, and names the infraction of the catalogue the result calls for.

Floor rules, Deck Lists: an *incorrect* list "usually results in a Game Warning"; an *invalid*
one (including one describing an illegal deck) draws at least a Game Loss, and only one penalty
is issued per list, which ``LegalityReport.recommended_penalty`` already settles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import RegistrationRow
from tourney.decks import read_deck_list, resolve
from tourney.events.errors import EventRuleError
from tourney.legality import Format, LegalityReport, Penalty, check_deck

_INFRACTION = {Penalty.GAME_WARNING: "incorrect-deck-list", Penalty.GAME_LOSS: "invalid-deck-list"}


@dataclass(frozen=True)
class DeckCheck:
    report: LegalityReport
    infraction: str | None  # the catalogue code to penalize, None for a clean legal list


def check_registered_deck(
    registration: RegistrationRow,
    catalog: CardCatalog,
    fmt: Format,
    pool: Counter[str] | None = None,
) -> DeckCheck:
    """Check the player's stored list against ``fmt`` on the event's date.

    Raises ``DeckReadError`` when the text is no deck list at all (the judge decides then) and
    ``EventRuleError`` when the player has handed none in.
    """
    name = registration.player.name
    if not registration.deck_list:
        raise EventRuleError(f"{name} has not handed in a deck list")
    deck_list = read_deck_list(registration.deck_list, f"{name}'s deck list")
    report = check_deck(resolve(deck_list, catalog), fmt, registration.event.date, catalog, pool)
    penalty = report.recommended_penalty
    return DeckCheck(report, _INFRACTION[penalty] if penalty is not None else None)
