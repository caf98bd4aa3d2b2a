"""Sands of Time (ST) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.
"""

from __future__ import annotations

from engine.scripts.vocabulary import CardScript, manual

SCRIPTS: dict[str, CardScript] = {
    # Dr. Hooves, Time Walker: "When you win a faceoff, put a Time counter on this card. Then,
    # if there are at least 5 Time counters on this card, remove them, turn it over, and take
    # an extra turn after this one."
    "ST1": manual(reason="needs extra turns (a turn taken after this one by the same player)"),
    # Twilight Sparkle, Paradox Pony: "The first time a player scores a point each turn, put a
    # Time counter on this card. Then, if there are at least 5 Time counters on this card, turn
    # it over."
    "ST2": manual(reason="needs a trigger on a player scoring points (517.2)"),
}
