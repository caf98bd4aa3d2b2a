"""Limited pools: the cards a player may build from, kept as deck-list text.

Sealed Deck Format (2016 document, section 11): "a pool of cards created by opening 8 booster
packs"; Booster Draft Format: "by drafting 4 booster packs". A pool is a ``Counter`` of card id
to copies, the form ``tourney.legality.check_deck`` takes; it is stored and printed as a deck
list (``write_text``), which ``read_pool`` reads back, so a pool opened on paper can be typed in
the same form, or in any form a deck list may take.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.decks import DeckReadError, read_deck_list, resolve, write_text
from tourney.decks.model import Deck, ProblemClass
from tourney.legality.files import PACKS_PER_POOL
from tourney.legality.format import LimitedTable, PackCount
from tourney.limited.boosters import DEFAULT_COLLATION, Collation, Pack, open_packs

SEALED_RULE = "Limited Play: Sealed Deck Format"


class PoolError(ValueError):
    """A pool that cannot be used; the message names the pool and each line at fault."""


class LimitedSetupError(ValueError):
    """The event's limited setup (block, pack list) is missing or wrong; the message says what."""


@dataclass(frozen=True)
class PoolReading:
    pool: Counter[str]
    notes: list[str]  # lines read with help (a typo that still names one card), with their line


def pool_of(packs: Iterable[Pack]) -> Counter[str]:
    """Every card opened, by card id."""
    return Counter(card.guid for pack in packs for card in pack.cards)


def pool_text(pool: Mapping[str, int], catalog: CardCatalog, name: str = "") -> str:
    """The pool as a deck list (Mane Characters, Problems, Draw deck cards), in collector order;
    ``read_pool`` reads it back to the same pool."""
    unknown = [guid for guid in pool if guid not in catalog.by_guid]
    if unknown:
        raise PoolError(f"the pool names card id {unknown[0]}, not in the card catalogue")
    deck = Deck(name=name)
    for card in sorted((catalog.by_guid[guid] for guid in pool), key=_collector_key):
        deck.add(card, pool[card.guid])
    return write_text(deck)


def read_pool(text: str, catalog: CardCatalog, source: str = "pool") -> PoolReading:
    """Read a pool written as a deck list (typed from a pool sheet, or stored). Every line must
    name exactly one card; a misspelling that still does is accepted and noted."""
    try:
        deck_list = read_deck_list(text, source)
    except DeckReadError as error:
        raise PoolError(str(error)) from error
    resolved = resolve(deck_list, catalog)
    invalid = [p.message for p in resolved.problems if p.problem_class is ProblemClass.INVALID]
    if invalid:
        raise PoolError(f"{source}: " + "; ".join(invalid))
    notes = [p.message for p in resolved.problems]
    return PoolReading(Counter({e.card.guid: e.count for e in resolved.deck.entries()}), notes)


def recommended_packs(table: LimitedTable, kind: str) -> tuple[PackCount, ...]:
    """The block's recommended packs for ``kind`` ("sealed" or "draft") from the Limited Play
    table (resources/limited.toml); the default an organizer may edit."""
    if kind not in PACKS_PER_POOL:
        raise LimitedSetupError(f"a limited pool is 'sealed' or 'draft', not {kind!r}")
    return table.sealed if kind == "sealed" else table.draft


def pack_list_warnings(packs: Sequence[PackCount], kind: str) -> list[str]:
    """A custom pack list is allowed; what differs from the Limited Play rules is said, not
    refused."""
    total = sum(p.packs for p in packs)
    expected = PACKS_PER_POOL.get(kind)
    if expected is not None and total != expected:
        rule = SEALED_RULE if kind == "sealed" else "Limited Play: Booster Draft Format"
        return [f"{total} packs per player; a {kind} pool is {expected} booster packs ({rule})"]
    return []


def check_pack_list(packs: Sequence[PackCount], catalog: CardCatalog | None = None) -> None:
    """Refuse a pack list Tourney cannot open: no packs, a count below one, or (with the
    catalogue) a set without boosters."""
    if not packs:
        raise LimitedSetupError("the pack list is empty")
    for entry in packs:
        if entry.packs < 1:
            raise LimitedSetupError(f"{entry.set_code}: {entry.packs} packs; give at least 1")
    if catalog is not None:
        from tourney.limited.boosters import booster_set

        for entry in packs:
            booster_set(catalog, entry.set_code)


def generate_pool(
    catalog: CardCatalog,
    packs: Sequence[PackCount],
    *,
    seed: int | str,
    collation: Collation = DEFAULT_COLLATION,
) -> tuple[list[Pack], Counter[str]]:
    """Open ``packs`` for one player (a virtual or practice event): the packs and the pool."""
    opened = open_packs(catalog, packs, seed=seed, collation=collation)
    return opened, pool_of(opened)


def _collector_key(card: Card) -> tuple[str, int, str]:
    digits = "".join(ch for ch in card.number if ch.isdigit())
    return (card.set_code, int(digits) if digits else 0, card.number)
