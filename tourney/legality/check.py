"""Is this deck legal in this format on this date? (CR 101, 102.1; 2016 floor rules; Limited Play)

``check_deck`` reports every broken rule at once, so a judge can correct a list in one pass, and
recommends the one deck-list penalty the floor rules call for.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import DRAW_DECK_TYPES, Card, CardType, SetKind
from tourney.decks.model import Deck, DeckEntry, ResolvedDeck, Section
from tourney.legality.format import Format, LimitedTable
from tourney.legality.report import LegalityReport, Violation

# Rule ids that are not CR numbers: the document and heading they come from.
LEGAL_CARDS = "Floor rules: Legal Cards"
LIMITED_CONSTRUCTION = "Limited Play: Limited Deck Construction"
LIMITED_POOL = "Limited Play: Limited Pool"

# "Your deck may contain any number of Friends named Pukwudgie, Prickly Pest." (LL56): a card
# that contradicts the copy limit takes precedence (104.1), for the name it gives
ANY_NUMBER_OF = re.compile(r"Your deck may contain any number of \w+ named (?P<name>.+?)\.?$")


class MissingPoolError(ValueError):
    """A limited deck can only be judged against the pool the player built it from."""


class UnknownPoolCardError(ValueError):
    """The pool names a card id the catalogue does not hold."""


def check_deck(
    resolved: ResolvedDeck,
    fmt: Format,
    on: date,
    catalog: CardCatalog,
    pool: Counter[str] | None = None,
) -> LegalityReport:
    """Check ``resolved`` against ``fmt`` as of the event date ``on``.

    ``pool`` (card id -> copies) is the player's limited pool; it is required for limited
    formats and ignored for constructed ones.
    """
    deck = resolved.deck
    violations: list[Violation] = []
    _check_mane(deck, violations)
    _check_draw_deck(deck, fmt, violations)
    _check_problem_deck(deck, fmt, violations)
    _check_cards(deck, fmt, on, catalog, violations)
    if fmt.limited:
        if pool is None:
            raise MissingPoolError(f"{fmt.name} is a limited format: the player's pool is needed")
        _check_pool(deck, fmt, catalog, pool, violations)
    return LegalityReport(
        format_id=fmt.id,
        checked_on=on,
        violations=violations,
        deck_list_problems=list(resolved.problems),
    )


def _copies(count: int, what: str) -> str:
    return f"{count} {'copy' if count == 1 else 'copies'} of {what}"


def _label(card: Card) -> str:
    return f"{card.name} ({card.number})"


def _a(card_type: CardType) -> str:
    return f"{'an' if card_type.value[0] in 'AEIOU' else 'a'} {card_type.value}"


def _check_mane(deck: Deck, out: list[Violation]) -> None:
    manes: list[DeckEntry] = []
    for entry in deck.mane:
        if entry.card.type is CardType.MANE:
            manes.append(entry)
        else:
            out.append(
                Violation(
                    "102.1",
                    f"{_copies(entry.count, _label(entry.card))} is listed as the Mane "
                    f"Character but is {_a(entry.card.type)} (102.1)",
                    (entry.card.name,),
                )
            )
    count = sum(e.count for e in manes)
    if count == 1:
        return
    names = tuple(e.card.name for e in manes)
    listed = f" ({', '.join(_copies(e.count, e.card.name) for e in manes)})" if manes else ""
    out.append(
        Violation(
            "102.1",
            f"Deck has {count} Mane Characters{listed}; it needs exactly one (102.1)",
            names,
        )
    )


def _check_draw_deck(deck: Deck, fmt: Format, out: list[Violation]) -> None:
    rules = fmt.deck
    total = deck.total(Section.DRAW)
    if total < rules.draw_min:
        rule = LIMITED_CONSTRUCTION if fmt.limited else "101.1"
        out.append(
            Violation(
                rule,
                f"Draw deck has {total} cards; it needs at least {rules.draw_min} ({rule})",
            )
        )
    for entry in deck.draw:
        if entry.card.type not in DRAW_DECK_TYPES:
            out.append(
                Violation(
                    "101.2",
                    f"Draw deck holds {_copies(entry.count, _label(entry.card))}, "
                    f"{_a(entry.card.type)}; a Draw Deck holds only Friends, Events, Resources "
                    "and Troublemakers (101.2)",
                    (entry.card.name,),
                )
            )
    if rules.draw_max_copies is not None:
        unlimited = _any_number_allowed(deck)
        for name, count in deck.counts_by_name(Section.DRAW).items():
            if count > rules.draw_max_copies and name not in unlimited:
                out.append(
                    Violation(
                        "101.2",
                        f"{_copies(count, name)} in the Draw deck; at most "
                        f"{rules.draw_max_copies} (101.2)",
                        (name,),
                    )
                )


def _any_number_allowed(deck: Deck) -> set[str]:
    """Names a Draw Deck card's own text lets the deck hold any number of (104.1 over 101.2):
    "Your deck may contain any number of Friends named [its name]" (LL56)."""
    names = set()
    for entry in deck.draw:
        for paragraph in entry.card.text:
            found = ANY_NUMBER_OF.search(paragraph.strip())
            if found and found["name"] == entry.card.name:
                names.add(entry.card.name)
    return names


def _check_problem_deck(deck: Deck, fmt: Format, out: list[Violation]) -> None:
    rules = fmt.deck
    total = deck.total(Section.PROBLEM)
    if total != rules.problem_count:
        rule = LIMITED_CONSTRUCTION if fmt.limited else "101.3"
        out.append(
            Violation(
                rule,
                f"Problem deck has {total} cards; it needs exactly {rules.problem_count} ({rule})",
            )
        )
    for entry in deck.problems:
        if entry.card.type is not CardType.PROBLEM:
            out.append(
                Violation(
                    "101.3b",
                    f"Problem deck holds {_copies(entry.count, _label(entry.card))}, "
                    f"{_a(entry.card.type)}; a Problem Deck holds only Problems (101.3b)",
                    (entry.card.name,),
                )
            )
    if rules.problem_max_copies is not None:
        for name, count in deck.counts_by_name(Section.PROBLEM).items():
            if count > rules.problem_max_copies:
                out.append(
                    Violation(
                        "101.3a",
                        f"{_copies(count, name)} in the Problem deck; at most "
                        f"{rules.problem_max_copies} (101.3a)",
                        (name,),
                    )
                )
    starting = sum(
        e.count
        for e in deck.problems
        if e.card.type is CardType.PROBLEM and e.card.starting_problem
    )
    if starting < rules.starting_problems_min:
        rule = LIMITED_CONSTRUCTION if fmt.limited else "101.3c"
        found = "no Starting Problem" if starting == 0 else f"{starting} Starting Problems"
        out.append(
            Violation(
                rule,
                f"Problem deck has {found}; it needs at least {rules.starting_problems_min} "
                f"({rule})",
            )
        )


def _check_cards(
    deck: Deck, fmt: Format, on: date, catalog: CardCatalog, out: list[Violation]
) -> None:
    """Per printing: is it a tournament card, from an allowed set, released by the event?"""
    names: Counter[str] = Counter()
    for entry in deck.entries():
        card = entry.card
        names[card.name] += entry.count
        what = _copies(entry.count, _label(card))
        if not card.tournament_card:
            out.append(
                Violation(
                    LEGAL_CARDS,
                    f"{what}: {_not_tournament_reason(card)}, never legal in a tournament deck "
                    f"({LEGAL_CARDS})",
                    (card.name,),
                )
            )
            continue
        outside = _outside_format(card, fmt, catalog)
        if outside:
            out.append(Violation(fmt.rule, f"{what}: {outside} ({fmt.rule})", (card.name,)))
        if not fmt.sets.released_by_event:
            continue
        if card.legal_from is None:
            out.append(
                Violation(
                    LEGAL_CARDS,
                    f"{what}: its set has no release date on record, so it is not legal at a "
                    f"dated event; an organizer gives a fan-made set its date in the user "
                    f"sets.toml ({LEGAL_CARDS})",
                    (card.name,),
                )
            )
        elif card.legal_from > on:
            out.append(
                Violation(
                    LEGAL_CARDS,
                    f"{what}: not legal until its release on {card.legal_from.isoformat()}; the "
                    f"event is on {on.isoformat()} ({LEGAL_CARDS})",
                    (card.name,),
                )
            )
    # Bans go by name, so every printing counts towards the same ban (201.1a).
    for name, count in names.items():
        ban = fmt.banned_on(name, on)
        if ban is not None:
            out.append(
                Violation(
                    ban.rule,
                    f"{_copies(count, str(ban.card))}: banned in {fmt.name} from "
                    f"{ban.effective.isoformat()} ({ban.rule})",
                    (name,),
                )
            )


def _not_tournament_reason(card: Card) -> str:
    if card.joke:
        return "a joke card"
    if card.token or card.set_kind is SetKind.TOKENS:
        return "a token"
    return "from a co-operative product"


def _outside_format(card: Card, fmt: Format, catalog: CardCatalog) -> str:
    """Why the format does not admit this printing, or "" when it does."""
    codes = fmt.sets.set_codes
    home = catalog.sets.get(card.set_guid)
    if home is not None and not home.official and (codes is None or card.set_code not in codes):
        # A fan-made set is in no format by default: only one that names it admits it.
        return (
            f"from {home.name} ({home.code}), not an official set; legal only in a format that "
            "names its set"
        )
    if card.set_kind not in fmt.allowed_kinds:
        if card.set_kind is SetKind.SUPPLEMENTAL:
            return (
                f"from {_set_name(card, catalog)}, a supplemental product not legal in {fmt.name}"
            )
        return f"a promo card, not legal in {fmt.name}"
    if codes is not None and card.set_code not in codes:
        return f"from {_set_name(card, catalog)}, not in {fmt.name}"
    return ""


def _set_name(card: Card, catalog: CardCatalog) -> str:
    """The set a card's number names: for a promo (PRpf3) the set it accompanies, not "Promos"."""
    for card_set in catalog.sets.values():
        if card_set.code == card.set_code and card_set.kind is not SetKind.PROMO:
            return card_set.name
    home = catalog.sets.get(card.set_guid)
    return home.name if home is not None else card.set_code


def _check_pool(
    deck: Deck, fmt: Format, catalog: CardCatalog, pool: Counter[str], out: list[Violation]
) -> None:
    """Limited Play: a deck is built from the player's pool, plus any number of the provided
    Mane Characters and Starting Problems for the block. Copies are counted by full name, as a
    deck list names cards (floor rules, Deck Lists), so any printing in the pool will do."""
    owned: Counter[str] = Counter()
    for guid, count in pool.items():
        card = catalog.by_guid.get(guid)
        if card is None:
            raise UnknownPoolCardError(f"the pool names card id {guid}, not in the card catalogue")
        owned[card.name] += count
    tables = _provided_tables(fmt, pool, catalog)
    provided = frozenset().union(*(t.provided_names for t in tables))
    used: Counter[str] = Counter()
    cards: dict[str, Card] = {}
    for entry in deck.entries():
        used[entry.card.name] += entry.count
        cards.setdefault(entry.card.name, entry.card)
    for name, count in used.items():
        if name in provided or count <= owned[name]:
            continue
        card = cards[name]
        what = _copies(count, _label(card))
        if owned[name]:
            message = f"{what} in the deck, but the player's pool has {owned[name]}"
        else:
            message = f"{what} in the deck, but it is not in the player's pool"
            if card.type is CardType.MANE or card.starting_problem:
                kind = "Mane Character" if card.type is CardType.MANE else "Starting Problem"
                blocks = " or ".join(t.name for t in tables) or "this pool's block"
                message += f" nor a provided {kind} for {blocks}"
        out.append(Violation(LIMITED_POOL, f"{message} ({LIMITED_POOL})", (name,)))


def _provided_tables(fmt: Format, pool: Counter[str], catalog: CardCatalog) -> list[LimitedTable]:
    """The format's block if it names one, otherwise the blocks the pool's boosters came from."""
    if fmt.block is not None:
        return [fmt.tables_by_block[fmt.block]]
    blocks: set[str] = set()
    for guid in pool:
        card_set = catalog.sets.get(catalog.by_guid[guid].set_guid)
        if card_set is not None and card_set.block is not None:
            blocks.add(card_set.block)
    return [fmt.tables_by_block[b] for b in sorted(blocks) if b in fmt.tables_by_block]
