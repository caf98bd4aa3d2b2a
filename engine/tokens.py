"""Tokens (521) and token copies (520.2): their printed information lives in their card id.

A token has no card of its own in the pool, so its id *is* its definition:

    token:Friend:1:yellow:Critter::          a 1 [Kindness] Critter Friend token
    token:Friend:1:blue:Pegasus:Swift:       ... with Swift
    token:Friend:2:::Changeling              colourless, no traits, named "Changeling"
    token-copy:PR33                          a token copy of PR33 (520.2)

Fields are type, power, colours, traits, keywords (lists joined by "+") and the name (empty:
the token's name is its traits, 521.1a). Because the id is part of every card record, the
position text, fingerprints, records and rewind cover tokens with no state of their own, and
``CardPool`` answers a token id with the definition it spells (``definition``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine import registry
from engine.cards import CardDefinition, CardType, Colour, Keyword

if TYPE_CHECKING:
    from engine.cards import CardPool

TOKEN = "token:"
TOKEN_COPY = "token-copy:"
_PREFIXES = (TOKEN, TOKEN_COPY)


def token_id(
    card_type: CardType,
    power: int,
    colours: tuple[Colour, ...],
    traits: tuple[str, ...],
    keywords: tuple[str, ...] = (),
    name: str = "",
) -> str:
    """The id of a token with this specified information (521.1)."""
    fields = (
        card_type.value,
        str(power),
        "+".join(c.value for c in colours),
        "+".join(traits),
        "+".join(keywords),
        name,
    )
    return TOKEN + ":".join(fields)


def token_copy_id(card_id: str) -> str:
    """The id of a token copy of ``card_id`` (520.2): a copy of a token is that same token."""
    if is_token(card_id):
        return card_id
    return TOKEN_COPY + card_id


def is_token(card_id: str) -> bool:
    """Whether cards with this id are tokens (521.2: "token" and "non-token" cards)."""
    return card_id.startswith(_PREFIXES)


def copied_id(card_id: str) -> str:
    """The card whose printed information (and script) a token copy has; else ``card_id``."""
    return card_id[len(TOKEN_COPY) :] if card_id.startswith(TOKEN_COPY) else card_id


def definition(pool: CardPool, card_id: str) -> CardDefinition:
    """The printed information a token id spells (521.1) or a token copy has (520.2)."""
    if card_id.startswith(TOKEN_COPY):
        # 520.2: the copied card's printed information, cost zero (521.1)
        return replace(pool[copied_id(card_id)], id=card_id, cost=0)
    kind, power, colours, traits, keywords, name = card_id[len(TOKEN) :].split(":", 5)
    trait_list = tuple(t for t in traits.split("+") if t)
    return CardDefinition(
        id=card_id,
        title=name or " ".join(trait_list),  # 521.1a: no name, its traits are its name
        type=CardType(kind),
        colours=tuple(Colour(c) for c in colours.split("+") if c),
        cost=0,  # 521.1
        power=int(power),
        traits=trait_list,
        keywords=tuple(_keyword(k) for k in keywords.split("+") if k),
    )


def _keyword(text: str) -> Keyword:
    name, _, value = text.rpartition(" ")
    if name and value.isdigit():
        return Keyword(name, int(value))
    return Keyword(text)


registry.is_token = is_token
registry.token_definition = definition
