"""The one module that reads and checks a registered deck list with ``tourney.decks`` and
``tourney.legality``, and names the infraction of the catalogue the result calls for.

Floor rules, Deck Lists: an *incorrect* list "usually results in a Game Warning"; an *invalid*
one (including one describing an illegal deck) draws at least a Game Loss, and only one penalty
is issued per list, which ``LegalityReport.recommended_penalty`` already settles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import PenaltyRow, RegistrationRow, StaffRow
from tourney.decks import read_deck_list, resolve
from tourney.events.errors import EventRuleError
from tourney.events.model import PenaltyLevel
from tourney.events.penalties import issue_penalty
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


@dataclass(frozen=True)
class DeckListReview:
    check: DeckCheck
    penalty: PenaltyRow | None  # the deck-list penalty issued, None for a clean list


def review_deck_list(
    session: Session,
    registration: RegistrationRow,
    catalog: CardCatalog,
    fmt: Format,
    *,
    judge: StaffRow,
    level: PenaltyLevel | None = None,
    pool: Counter[str] | None = None,
    at: datetime | None = None,
) -> DeckListReview:
    """Check a registered list and penalize what the legality checker finds: one penalty per
    list, the infraction and level the floor rules recommend (Deck Lists: incorrect, a Game
    Warning; invalid or illegal, a Game Loss). Only the head judge may give another ``level``
    (``issue_penalty`` enforces and audits it). The notes list every problem found, each with
    its line, so the player can correct the list."""
    found = check_registered_deck(registration, catalog, fmt, pool)
    if found.infraction is None:
        return DeckListReview(found, None)
    penalty = issue_penalty(
        session,
        registration,
        found.infraction,
        judge=judge,
        level=level,
        notes=findings_text(found.report),
        between_games=True,
        at=at,
    )
    return DeckListReview(found, penalty)


def findings_text(report: LegalityReport) -> str:
    """What the check found, one problem a line: deck-list problems with their lines, then the
    broken deckbuilding and format rules."""
    lines = [problem.message for problem in report.deck_list_problems]
    lines += [violation.message for violation in report.violations]
    return "\n".join(lines)
