"""What a legality check found, and the deck-list penalty the floor rules recommend for it."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import Any

from tourney.decks.model import DeckListProblem, ProblemClass


class Penalty(StrEnum):
    """The floor rules' Tournament Penalties that a deck list can draw."""

    GAME_WARNING = "Game Warning"
    GAME_LOSS = "Game Loss"


_SEVERITY = {Penalty.GAME_WARNING: 1, Penalty.GAME_LOSS: 2}


def penalty_for(problem_class: ProblemClass) -> Penalty:
    """Floor rules, Deck Lists: an incorrect list "usually results in a Game Warning"; the
    minimum for an invalid one is a Game Loss. The Head Judge may upgrade either."""
    if problem_class is ProblemClass.INCORRECT:
        return Penalty.GAME_WARNING
    return Penalty.GAME_LOSS


@dataclass(frozen=True)
class Violation:
    """One broken rule. ``rule`` is short and stable ("101.2", "Floor rules: Legal Cards") so
    reports can be grouped by it; ``message`` says what, how many, and cites the rule."""

    rule: str
    message: str
    cards: tuple[str, ...] = ()  # full names (201.1)


@dataclass
class LegalityReport:
    format_id: str
    checked_on: date
    violations: list[Violation] = field(default_factory=list)
    deck_list_problems: list[DeckListProblem] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        """The list describes a deck that breaks no deckbuilding or format rule.

        An *invalid* list (an unknown card, a title shared by several cards) does not identify a
        legal deck (floor rules, Deck Lists), so it is not legal either. An *incorrect* list
        (typos, nicknames that still identify each card) is legal; it draws a Game Warning.
        """
        return not self.violations and not any(
            p.problem_class is ProblemClass.INVALID for p in self.deck_list_problems
        )

    @property
    def recommended_penalty(self) -> Penalty | None:
        """The single deck-list penalty to issue, or None when the list is clean.

        An illegal deck is an invalid deck list (floor rules, Deck Lists: "creating a deck that
        is not legal for tournament play"; Game Loss: "An illegal deck"). Only one penalty is
        issued per list ("multiple errors on the same list should not result in multiple
        penalties"), so the most severe one stands for all.
        """
        penalties = [penalty_for(p.problem_class) for p in self.deck_list_problems]
        if self.violations:
            penalties.append(Penalty.GAME_LOSS)
        return max(penalties, key=_SEVERITY.__getitem__, default=None)

    def to_json(self) -> dict[str, Any]:
        penalty = self.recommended_penalty
        return {
            "legal": self.legal,
            "violations": [
                {"rule": v.rule, "message": v.message, "cards": list(v.cards)}
                for v in self.violations
            ],
            "deck_list_problems": [
                {
                    "class": p.problem_class.value,
                    "message": p.message,
                    "line": p.line,
                    "cards": list(p.cards),
                    "penalty": penalty_for(p.problem_class).value,
                }
                for p in self.deck_list_problems
            ],
            "recommended_penalty": penalty.value if penalty is not None else None,
        }
