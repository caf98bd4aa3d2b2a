"""Tokens (521) and token copies (520.2): their printed information lives in their card id.

A token has no card of its own in the pool, so its id *is* its definition:

    token:Friend:1:yellow:Critter::          a 1 [Kindness] Critter Friend token
    token:Friend:1:blue:Pegasus:Swift:       ... with Swift
    token:Friend:2:::Changeling              colourless, no traits, named "Changeling"
    token-copy:PR33                          a token copy of PR33 (520.2)
    copy-of:FF76:PR20                        FF76 in play as a copy of PR20 (FF76): not a token

Fields are type, power, colours, traits, keywords (lists joined by "+") and the name (empty:
the token's name is its traits, 521.1a). A card that "enters play as a copy of" another has the
copied card's printed information while it is in play; as it leaves play it is its own card
again (``original_id``, 410.6). Because the id is part of every card record, the position
text, fingerprints, records and rewind cover tokens and copies with no state of their own, and
``CardPool`` answers such an id with the definition it spells (``definition``).
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
COPY_OF = "copy-of:"  # a card in play as a copy of another (FF76)


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
    """The card whose printed information (and script) a token copy or a card in play as a
    copy has; else ``card_id``."""
    if card_id.startswith(COPY_OF):
        return copied_id(card_id[len(COPY_OF) :].split(":", 1)[1])
    return card_id[len(TOKEN_COPY) :] if card_id.startswith(TOKEN_COPY) else card_id


def copy_of_id(card_id: str, copied: str) -> str:
    """The id of card ``card_id`` while it is in play as a copy of ``copied`` (FF76): it has
    the copied card's printed information, its cost included; it is not a token."""
    return f"{COPY_OF}{original_id(card_id)}:{copied}"


def is_copy(card_id: str) -> bool:
    """Whether the card is in play as a copy of another (``copy_of_id``)."""
    return card_id.startswith(COPY_OF)


def original_id(card_id: str) -> str:
    """The card itself, out of play: a card in play as a copy of another is its own card
    again as it leaves play (410.6)."""
    if card_id.startswith(COPY_OF):
        return card_id[len(COPY_OF) :].split(":", 1)[0]
    return card_id


def is_spelled(card_id: str) -> bool:
    """Whether the id spells its definition rather than naming a card of the pool."""
    return card_id.startswith((*_PREFIXES, COPY_OF))


def definition(pool: CardPool, card_id: str) -> CardDefinition:
    """The printed information a token id spells (521.1) or a token copy has (520.2), or a
    card in play as a copy of another (FF76)."""
    if card_id.startswith(COPY_OF):
        return replace(pool[card_id[len(COPY_OF) :].split(":", 1)[1]], id=card_id)
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
registry.is_spelled = is_spelled
registry.token_definition = definition
