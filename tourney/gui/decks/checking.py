"""Checking a list as typed, before it is stored: the command line's path (read, resolve,
check) on text from the editor. Pure: no Qt, no database."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date

from tourney.cards.catalog import CardCatalog
from tourney.decks import DeckReadError, read_deck_list, resolve
from tourney.decks.model import ProblemClass, ResolvedDeck, Section
from tourney.legality import Format, LegalityReport, check_deck, penalty_for


@dataclass(frozen=True)
class Finding:
    """One line of the legality panel: a broken rule or a deck-list problem."""

    kind: str  # "violation", "incorrect list", "invalid list", "unreadable"
    rule: str  # rule number or floor-rules heading
    message: str
    cards: tuple[str, ...] = ()  # affected cards, or candidates for an unknown name
    penalty: str = ""
    line: int = 0  # the list's line, 0 when not tied to one

    @property
    def candidates(self) -> tuple[str, ...]:
        """Cards the written name could be: offered to replace the line."""
        return self.cards if self.kind == "invalid list" and self.line else ()


@dataclass(frozen=True)
class TypedListCheck:
    source_format: str | None  # "text", "o8d", "ponyhead"; None when unreadable
    legal: bool
    findings: list[Finding] = field(default_factory=list)
    penalty: str | None = None  # the one deck-list penalty recommended (floor rules, Deck Lists)
    totals: dict[str, int] = field(default_factory=dict)  # cards per section

    @property
    def verdict(self) -> str:
        if self.source_format is None:
            return "Not a deck list we can read"
        return "Legal" if self.legal else "Not legal"


def check_list_text(
    text: str,
    catalog: CardCatalog,
    fmt: Format,
    on: date,
    pool: Counter[str] | None = None,
    source: str = "typed list",
) -> TypedListCheck:
    try:
        deck_list = read_deck_list(text, source)
    except DeckReadError as error:
        return TypedListCheck(None, False, [Finding("unreadable", "", str(error))])
    resolved = resolve(deck_list, catalog)
    report = check_deck(resolved, fmt, on, catalog, pool)
    return TypedListCheck(
        deck_list.format,
        report.legal,
        findings_of(report),
        report.recommended_penalty.value if report.recommended_penalty else None,
        totals_of(resolved),
    )


def findings_of(report: LegalityReport) -> list[Finding]:
    found = [
        Finding("violation", v.rule, v.message, tuple(v.cards), "Game Loss")
        for v in report.violations
    ]
    for problem in report.deck_list_problems:
        found.append(
            Finding(
                f"{problem.problem_class} list",
                "floor rules, Deck Lists",
                problem.message,
                tuple(problem.cards),
                penalty_for(problem.problem_class).value,
                problem.line,
            )
        )
    order = {"invalid list": 0, "violation": 1, "incorrect list": 2}
    return sorted(found, key=lambda f: order.get(f.kind, 3))


def totals_of(resolved: ResolvedDeck) -> dict[str, int]:
    return {str(section): resolved.deck.total(section) for section in Section}


_COUNT_PREFIX = re.compile(r"^(\s*\d{1,2}\s*[x×]?\s+)", re.IGNORECASE)


def replace_line_card(text: str, line: int, card_name: str) -> str:
    """The list with the card named on ``line`` (1-based) replaced by ``card_name``, keeping
    the count the player wrote; used to accept a candidate for an unknown name."""
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        raise ValueError(f"the list has no line {line}")
    match = _COUNT_PREFIX.match(lines[line - 1])
    lines[line - 1] = (match.group(1) if match else "") + card_name
    return "\n".join(lines)


__all__ = ["Finding", "ProblemClass", "TypedListCheck", "check_list_text", "replace_line_card"]
