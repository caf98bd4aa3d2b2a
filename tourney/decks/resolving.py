"""Turn what a player wrote into a deck of real cards, reporting every line that needed help.

Floor rules, Deck Lists: a misspelling, nickname or missing subtitle that still identifies one
card makes the list *incorrect*; an unknown card, or a title or subtitle that does not say which
card is meant, makes it *invalid*. So each line is resolved strictly first (full name, then
collector number) and fuzzily only after that, and anything short of an exact match is reported.
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from tourney.cards.catalog import CardCatalog, MatchKind, normalize_name
from tourney.cards.model import Card, CardType
from tourney.decks.model import (
    Deck,
    DeckLine,
    DeckList,
    DeckListProblem,
    ProblemClass,
    ResolvedDeck,
    Section,
)
from tourney.decks.ponyhead import PonyheadCodeError, ponyhead_card

_NUMBER = r"[A-Za-z]{1,2}(?:pf|PF|f|F)?-?\d{1,3}[a-z]?"
NUMBER_FIRST_RE = re.compile(rf"[\(\[]?(?P<number>{_NUMBER})[\)\]]?(?:[\s:\-–]+(?P<rest>.*))?")
NUMBER_LAST_RE = re.compile(
    rf"(?P<rest>.*?)[\s\-–]*[\(\[]?(?<![A-Za-z0-9])(?P<number>{_NUMBER})[\)\]]?"
)
BIG_COUNT_RE = re.compile(r"\d{3,}\s")
TRUNCATION_RE = re.compile(r"\s*(?:\.\.\.|…)\s*$")
SUBTITLE_SIMILARITY = 75.0  # below this a subtitle is a different subtitle, not a typo
MAX_LINE_PROBLEMS = 50  # more than any real list has; each costs a fuzzy search
MAX_NAME_LENGTH = 100  # the longest card name is under 60 characters


def resolve(deck_list: DeckList, catalog: CardCatalog) -> ResolvedDeck:
    """The deck a list describes, with an incorrect or invalid problem for each doubtful line.

    After ``MAX_LINE_PROBLEMS`` doubtful lines the rest are only looked up exactly and counted,
    not searched for the closest name: a judge fixes the first ones first, and a file of
    thousands of unknown names is checked in a moment instead of minutes."""
    problems: list[DeckListProblem] = []
    counts: dict[tuple[str, Section | None], int] = {}
    cards: dict[str, Card] = {}
    unresolved = unchecked = 0
    typed = deck_list.format == "text"
    # An OCTGN deck file puts each card in a section of the deck, and OCTGN deals it from
    # there: a Friend in its Problems section is in the Problem deck (101.3b). Typed headers
    # are looser ("Friends" over an Event), so there the card's type decides (101.2).
    placed = deck_list.format == "o8d"
    for line in deck_list.lines:
        # The full name as printed, case aside, is most lines of most lists: one dict lookup.
        card = catalog.exact(line.written) if typed else None
        if card is None and line.guid is not None:
            card = catalog.by_guid.get(line.guid)
        if card is None and len(problems) >= MAX_LINE_PROBLEMS:
            unchecked += 1
            continue
        if card is None:
            card, problem = _resolve_line(line, deck_list.format, catalog)
            if problem is not None:
                problems.append(problem)
            if card is None:
                unresolved += 1
                continue
        cards[card.guid] = card
        key = (card.guid, line.section if placed else None)
        counts[key] = counts.get(key, 0) + line.count
    deck = Deck(name=deck_list.name)
    for (guid, section), count in counts.items():
        # 101.2, 101.3b: a card of a typed list belongs to the deck its type says, whatever
        # header it was under; a card of a deck file is where the file put it.
        deck.add(cards[guid], count, section)
    if unchecked:
        problems.append(
            DeckListProblem(
                ProblemClass.INVALID,
                f"{unchecked:,} more lines name no card exactly; they were not checked, as "
                f"checking stops after {MAX_LINE_PROBLEMS} lines with problems",
            )
        )
    if not unresolved and not unchecked:  # with a line unresolved the real count is not known
        problems += _total_problems(deck_list, deck)
    return ResolvedDeck(deck=deck, problems=problems, source=deck_list)


def _resolve_line(
    line: DeckLine, source_format: str, catalog: CardCatalog
) -> tuple[Card | None, DeckListProblem | None]:
    if line.guid is not None:
        return _by_guid(line, catalog)
    if source_format == "ponyhead":
        try:
            return ponyhead_card(line.written, catalog), None
        except PonyheadCodeError as error:
            return None, DeckListProblem(ProblemClass.INVALID, str(error), line.line)
    return _by_text(line, catalog)


def _by_guid(line: DeckLine, catalog: CardCatalog) -> tuple[Card | None, DeckListProblem | None]:
    card = catalog.by_guid.get(line.guid or "")
    if card is not None:
        return card, None
    where = f"{_where(line)}: card id {line.guid} is not in the card data"
    if line.written == line.guid:
        return None, DeckListProblem(ProblemClass.INVALID, where, line.line)
    card, problem = _by_text(line, catalog)
    if card is None:
        message = f"{where}, nor is its name ({problem.message if problem else ''})"
        return None, DeckListProblem(ProblemClass.INVALID, message, line.line)
    message = f'{where}; read by its name "{line.written}" as {_label(card)}'
    return card, DeckListProblem(ProblemClass.INCORRECT, message, line.line, (card.name,))


def _by_text(line: DeckLine, catalog: CardCatalog) -> tuple[Card | None, DeckListProblem | None]:
    written = line.written.strip()
    card = catalog.exact(written)
    if card is not None:
        return card, None
    numbered = _by_number(line, written, catalog)
    if numbered is not None:
        return numbered
    if len(written) > MAX_NAME_LENGTH:
        # No suggestion search: its cost grows with the length, and no card is named so.
        return None, _invalid(line, f'"{written}" names no card (longer than any card name)')
    match = catalog.lookup(written)
    found = match.resolved
    if BIG_COUNT_RE.match(written) and not (found and found.name[:1].isdigit()):
        # "300 Rainbow Dash" was read as a name because 300 is too many to be a count.
        return None, _invalid(line, f'"{written}" names no card (a count must be 1 to 99)')
    if found is not None and match.kind is MatchKind.EXACT:
        return found, None  # the full name, punctuation aside: "Pinkie Pie - Party Animal!"
    if found is not None and not found.tournament_card:
        # Joke cards, tokens and co-op cards are only ever taken when named exactly.
        return None, _invalid(
            line, f'"{written}" is not a tournament card name (closest: {_label(found)})', found
        )
    if found is not None and match.kind is MatchKind.TITLE_ONLY:
        return found, _incorrect(line, written, found, "subtitle missing")
    if found is not None:
        wrong = _wrong_subtitle(written, found, catalog)
        if wrong:
            title = normalize_name(found.title)
            candidates = [c for c in catalog.tournament_cards() if normalize_name(c.title) == title]
            return None, _invalid(
                line,
                f'"{written}": no {found.title} has that subtitle; '
                f"could be {_labels(candidates)} (an incorrect subtitle makes a list invalid)",
                *candidates,
            )
        return found, _incorrect(line, written, found, "misspelt or nickname")
    if match.cards and catalog.title_count(written) > 1:
        # 201.1: the subtitle tells cards with one title apart; without it nothing is known.
        message = f'"{written}" does not say which card: {_labels(match.cards)}'
        return None, _invalid(line, message, *match.cards)
    if match.cards:
        message = f'"{written}" names no card; closest: {_labels(match.cards)}'
        return None, _invalid(line, message, *match.cards)
    return None, _invalid(line, f'"{written}" names no card')


def _by_number(
    line: DeckLine, written: str, catalog: CardCatalog
) -> tuple[Card | None, DeckListProblem | None] | None:
    """A collector number first or last on the line ("PR12", "3x PR12 Name", "Name (PR12)")."""
    for pattern in (NUMBER_FIRST_RE, NUMBER_LAST_RE):
        match = pattern.fullmatch(written)
        if match is None:
            continue
        cards = catalog.by_number(match.group("number"))
        if not cards:
            continue
        if len(cards) > 1:
            cards = [c for c in cards if c.tournament_card] or cards
        if len(cards) > 1:
            message = f'"{written}": {match.group("number")} could be {_labels(cards)}'
            return None, _invalid(line, message, *cards)
        return _check_name_beside_number(
            line, written, match.group("rest") or "", cards[0], catalog
        )
    return None


def _check_name_beside_number(
    line: DeckLine, written: str, rest: str, card: Card, catalog: CardCatalog
) -> tuple[Card | None, DeckListProblem | None]:
    """The number decides; a name beside it must agree, or the line says two different cards."""
    name = normalize_name(TRUNCATION_RE.sub("", rest))
    if not name:
        # Floor rules, Deck Lists: lists give "the complete name (including any subtitle)"; a
        # number that identifies one card is like a nickname that does: an incorrect list.
        return card, _incorrect(line, written, card, "collector number only, no name")
    if normalize_name(card.name).startswith(name):
        return card, None  # the number with the name (perhaps cut short), as tools export it
    match = catalog.lookup(rest)
    if match.resolved is card:
        return card, _incorrect(line, written, card, "number right, name misspelt")
    if match.resolved is None and card in match.cards:
        return card, _incorrect(line, written, card, "name unclear, read by number")
    others = [c for c in match.cards if c is not card]
    return None, _invalid(
        line,
        f'"{written}": {card.number} is {card.name}, but the name says '
        f"{_labels(others) if others else 'no card'}",
        card,
        *others,
    )


def _wrong_subtitle(written: str, card: Card, catalog: CardCatalog) -> bool:
    """Floor rules: listing the incorrect subtitle of a title several cards share is invalid."""
    if "," not in written or not card.subtitle:
        return False
    title, subtitle = written.split(",", 1)
    if normalize_name(title) != normalize_name(card.title):
        return False
    if catalog.title_count(card.title) < 2:
        return False
    return fuzz.ratio(normalize_name(subtitle), normalize_name(card.subtitle)) < SUBTITLE_SIMILARITY


def _total_problems(deck_list: DeckList, deck: Deck) -> list[DeckListProblem]:
    """A stated total that differs from the cards listed: an incorrect list (floor rules)."""
    problems: list[DeckListProblem] = []
    for section, stated in deck_list.stated_totals.items():
        actual = deck.total(section)
        if actual != stated:
            problems.append(_total_problem(f"{section}", stated, actual))
    for card_type, stated in deck_list.stated_type_totals.items():
        actual = sum(e.count for e in deck.entries() if e.card.type is card_type)
        if actual != stated:
            problems.append(_total_problem(_plural(card_type), stated, actual))
    if deck_list.stated_total is not None:
        actual = sum(e.count for e in deck.entries())
        if actual != deck_list.stated_total:
            problems.append(_total_problem("the whole list", deck_list.stated_total, actual))
    return problems


def _total_problem(what: str, stated: int, actual: int) -> DeckListProblem:
    return DeckListProblem(
        ProblemClass.INCORRECT, f"{what}: the list says {stated} cards but lists {actual}"
    )


def _plural(card_type: CardType) -> str:
    return f"{card_type}s"


def _where(line: DeckLine) -> str:
    return f"line {line.line}" if line.line else f"PonyHead code {line.written}"


def _label(card: Card) -> str:
    return f"{card.name} ({card.number})"


def _labels(cards: tuple[Card, ...] | list[Card], limit: int = 12) -> str:
    shown = "; ".join(_label(c) for c in cards[:limit])
    return shown if len(cards) <= limit else f"{shown}; and {len(cards) - limit} more"


def _incorrect(line: DeckLine, written: str, card: Card, why: str) -> DeckListProblem:
    message = f'{_where(line)}: "{written}" read as {_label(card)} ({why})'
    return DeckListProblem(ProblemClass.INCORRECT, message, line.line, (card.name,))


def _invalid(line: DeckLine, what: str, *cards: Card) -> DeckListProblem:
    return DeckListProblem(
        ProblemClass.INVALID, f"{_where(line)}: {what}", line.line, tuple(c.name for c in cards)
    )
