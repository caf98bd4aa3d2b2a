"""The card database as the rules engine sees it: ``engine.CardDefinition``s and deck lists.

The engine never reads Tourney's database (engine/cards.py); this is the one place that
turns a catalogue ``Card`` into the printed information the Comprehensive Rules need, and a
resolved deck into the engine's ``DeckList`` (card ids are collector numbers, unique among
tournament cards).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import engine
from engine import (
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
from tourney.cards import model
from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.decks.model import Deck, DeckList, ProblemClass, ResolvedDeck
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve


def engine_card(card: Card) -> CardDefinition:
    """One catalogue card as an engine definition; keyword paragraphs are not repeated as text,
    and a text paragraph that is only a keyword ("Vexing", "Supportive 1.") is read as one."""
    keyword_text = {str(k) for k in card.keywords}
    boosted = card.boosted
    keywords, text = _text_keywords(_keywords(card.keywords), card.text, keyword_text)
    boosted_keywords, boosted_text = (
        _text_keywords(_keywords(boosted.keywords), boosted.text, set())
        if boosted is not None
        else ((), ())
    )
    return CardDefinition(
        id=card.number,
        title=card.title,
        subtitle=card.subtitle,
        type=CardType(card.type.value),
        colours=tuple(Colour(c.value) for c in card.colours),
        cost=card.cost,
        play_requirements=tuple(
            PlayRequirement(Colour(r.colour.value), r.amount) for r in card.play_requirements
        ),
        power=card.power,
        traits=card.traits,
        keywords=keywords,
        text=text,
        home_limit=card.home_limit,
        boosted=None
        if boosted is None
        else BoostedSide(
            boosted.power or 0,
            tuple(Colour(c.value) for c in boosted.colours),
            boosted.traits,
            boosted_keywords,
            boosted_text,
            boosted.home_limit,
        ),
        confront_owner=_requirements(card.owner_requirements),
        confront_opponent=_requirements(
            [card.opponent_requirement] if card.opponent_requirement else []
        ),
        problem_bonus=card.problem_bonus,
        point_value=card.point_value,
        starting_problem=card.starting_problem,
        dilemma=card.dilemma,
    )


def engine_pool(catalog: CardCatalog | Iterable[Card]) -> CardPool:
    """Every tournament card of the catalogue (or of the cards given) as an engine card pool.

    Tokens, joke and co-op cards are left out: no tournament deck holds them, and a token
    shares its collector number with another card.
    """
    cards = catalog.cards if isinstance(catalog, CardCatalog) else catalog
    return CardPool(engine_card(c) for c in cards if c.tournament_card)


def imported_card_pool() -> CardPool:
    """The tournament cards imported into the app's database (``$TOURNEY_DB`` or the user's):
    the pool ``python -m engine.coverage`` reports on without ``--cards`` (registered in
    pyproject.toml under the engine's ``engine.card_pools`` entry points). LookupError, saying
    what to do, when that database has no cards or cannot be opened."""
    from tourney.cards.store import NoCardDataError, load_catalog
    from tourney.db.database import DatabaseError, open_database
    from tourney.paths import default_database

    database = default_database()
    try:
        return engine_pool(load_catalog(open_database(database)))
    except NoCardDataError as error:
        raise LookupError(f"{database}: {error}") from error
    except (DatabaseError, OSError) as error:
        raise LookupError(f"cannot open the card database {database}: {error}") from error


def engine_deck(deck: Deck | ResolvedDeck, player: str) -> engine.DeckList:
    """A resolved deck as the engine's deck list for ``player``, in the order it was listed.

    Raises ``engine.DeckError`` when the deck cannot be played at all: an invalid line (the
    card is not known, so the deck is not what the player holds) or not exactly one Mane
    Character (102.1). Other deckbuilding rules are ``Game.new``'s to check.
    """
    if isinstance(deck, ResolvedDeck):
        invalid = [p for p in deck.problems if p.problem_class is ProblemClass.INVALID]
        if invalid:
            where = deck.source.source
            raise engine.DeckError(
                f"{player}'s deck list ({where}) has lines no card matches: "
                + "; ".join(p.message for p in invalid)
            )
        deck = deck.deck
    manes = [e.card for e in deck.mane for _ in range(e.count)]
    if len(manes) != 1:
        names = ", ".join(c.name for c in manes) or "none"
        raise engine.DeckError(
            f"{player}'s deck needs exactly one Mane Character (102.1), it lists {names}"
        )
    return engine.DeckList(
        player=player,
        mane=manes[0].number,
        problems=tuple(e.card.number for e in deck.problems for _ in range(e.count)),
        draw=tuple(e.card.number for e in deck.draw for _ in range(e.count)),
    )


def engine_deck_from_text(
    text: str | bytes, catalog: CardCatalog, player: str, source: str = "pasted text"
) -> engine.DeckList:
    """Read and resolve a deck list in any format Tourney reads, then ``engine_deck`` it."""
    listed: DeckList = read_deck_list(text, source)
    return engine_deck(resolve(listed, catalog), player)


def _keywords(keywords: Iterable[model.Keyword]) -> tuple[Keyword, ...]:
    return tuple(Keyword(k.name, k.value) for k in keywords)


_KEYWORD_PARAGRAPH = re.compile(r"^([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*?)(?: (\d+))?\.?$")


def _text_keywords(
    keywords: tuple[Keyword, ...], text: Iterable[str], printed: set[str]
) -> tuple[tuple[Keyword, ...], tuple[str, ...]]:
    """Keywords printed as paragraphs of the text box join the card's keywords (some sets
    print "Vexing" or "Supportive 1." there rather than in the keyword line)."""
    rest: list[str] = []
    found = list(keywords)
    for paragraph in text:
        if paragraph in printed:
            continue
        match = _KEYWORD_PARAGRAPH.match(paragraph.strip())
        if match:
            value = match.group(2)
            if all(k.name != match.group(1) for k in found):
                found.append(Keyword(match.group(1), int(value) if value else None))
            continue
        rest.append(paragraph)
    return tuple(found), tuple(rest)


def _requirements(
    requirements: Iterable[model.ConfrontRequirement],
) -> tuple[ConfrontRequirement, ...]:
    return tuple(
        ConfrontRequirement(
            RequirementKind(r.kind.value), r.amount, Colour(r.colour.value) if r.colour else None
        )
        for r in requirements
    )
