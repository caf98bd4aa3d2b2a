"""What a card in a given state is: its face-up side's power, colours, traits and keywords.

Face-down cards have no colour, power or traits (505.1a, 505.1b); a Mane Character has the
information of its face-up side (301.3).
"""

from __future__ import annotations

from engine.cards import CHARACTER_TYPES, CardDefinition, CardPool, CardType, Colour, Keyword
from engine.state import POWER_COUNTER, CardInstance, Zone


def power(pool: CardPool, card: CardInstance, in_faceoff: bool = False) -> int | None:
    """Current power (507.1): printed power of the face-up side plus counters and keywords."""
    if card.face_down:
        return None
    d = pool[card.card_id]
    base = d.boosted.power if card.boosted and d.boosted else d.power
    if base is None:
        return None
    total = base + card.counter(POWER_COUNTER)  # 519.4
    if in_faceoff:
        competitive = keyword(pool, card, "Competitive")  # glossary: Competitive X
        if competitive is not None:
            total += competitive.value or 0
    return total


def colours(pool: CardPool, card: CardInstance) -> tuple[Colour, ...]:
    if card.face_down:
        return ()
    d = pool[card.card_id]
    return d.boosted.colours if card.boosted and d.boosted else d.colours


def traits(pool: CardPool, card: CardInstance) -> tuple[str, ...]:
    if card.face_down:
        return ()
    d = pool[card.card_id]
    return d.boosted.traits if card.boosted and d.boosted else d.traits


def keyword(pool: CardPool, card: CardInstance, name: str) -> Keyword | None:
    if card.face_down:
        return None
    d = pool[card.card_id]
    keywords = d.boosted.keywords if card.boosted and d.boosted else d.keywords
    return next((k for k in keywords if k.name == name), None)


def home_limit(pool: CardPool, mane: CardInstance) -> int | None:
    d = pool[mane.card_id]
    if mane.boosted and d.boosted and d.boosted.home_limit is not None:
        return d.boosted.home_limit
    return d.home_limit


def card_type(pool: CardPool, card: CardInstance) -> CardType:
    """The card's type where it is: a Dilemma in play is a Problem and nothing else (522.1)."""
    d = pool[card.card_id]
    if d.dilemma and card.zone is Zone.PLAY:
        return CardType.PROBLEM
    return d.type


def is_character(pool: CardPool, card: CardInstance) -> bool:
    # ``card_type`` written out: called for every card in many loops
    d = pool[card.card_id]
    return d.type in CHARACTER_TYPES and not (d.dilemma and card.zone is Zone.PLAY)


def is_type(pool: CardPool, card: CardInstance, kind: CardType) -> bool:
    d = pool[card.card_id]  # ``card_type`` written out: called for every card in many loops
    if d.dilemma and card.zone is Zone.PLAY:
        return kind is CardType.PROBLEM
    return d.type is kind


def contributes(pool: CardPool, card: CardInstance) -> bool:
    """Whether a character adds its power to confronting and faceoffs (503.5, 504.2, Stubborn)."""
    if card.face_down or card.frightened:
        return False
    return not card.exhausted or keyword(pool, card, "Stubborn") is not None


def display_name(pool: CardPool, card: CardInstance) -> str:
    """How the trace names a card: face-down Troublemakers have no name (505.1d.i)."""
    d: CardDefinition = pool[card.card_id]
    if card.face_down and d.type is CardType.TROUBLEMAKER:
        return f"face-down Troublemaker #{card.iid}"
    return f"{d.name} #{card.iid}"


def hidden_troublemaker(pool: CardPool, card: CardInstance) -> bool:
    """A face-down Troublemaker: not public (505.1d), nameless (505.1d.i), and referenced
    only by what names face-down cards (505.2). Other face-down cards, frightened Friends
    among them, keep their card information and can be referenced (505.1), with no
    abilities, traits, colour or power (505.1a, 505.1b)."""
    return card.face_down and pool[card.card_id].type is CardType.TROUBLEMAKER
