"""Revealing cards from hand."""

from __future__ import annotations

from engine.abilities import Ask, Resolver
from engine.scripts.vocabulary import CHOSEN, Cards, RevealHigher
from engine.state import Zone


def reveal_higher(r: Resolver, e: RevealHigher) -> Ask | None:
    """The instruction "Reveal a card from your hand with higher cost than [the card revealed]"
    (705.2f)."""
    t = r.t
    hand = [t.card(i) for i in r.s.players[r.me].hand]
    top = [c for c in r.refer(CHOSEN) if c.zone is Zone.DRAW_DECK]
    if not hand or not top:
        r.next(failed=True)
        r.t.log(f"  {r.name}: no card is revealed from the hand (705.2f)")
        return None
    return r.choose_for(Cards(), hand, "to reveal from your hand", e)
