"""Marks in Time (MT) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.scripts.vocabulary import TROUBLEMAKER, YOU, Cards, CardScript, Static, card

SCRIPTS: dict[str, CardScript] = {
    # Princess Twilight Sparkle, Time Patrol: "Prepared" (printed keyword) / "Your
    # Troublemakers have Diligent 2.": a Troublemaker of yours that wins a faceoff (as the
    # challenger loses, 514.5) may have two +1 power counters put on it (glossary: Diligent)
    "MT141": card(Static("keyword", Cards(YOU, TROUBLEMAKER), value="Diligent 2")),
}
