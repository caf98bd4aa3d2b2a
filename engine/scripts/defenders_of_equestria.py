"""Defenders of Equestria (DE) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.scripts.vocabulary import CardScript, Score, card, when_solved

SCRIPTS: dict[str, CardScript] = {
    # Buckball Championship (a Dilemma: a Problem while in play, 522.1): "When this Problem is
    # solved, score a point." Its controller scores (712.2: as it last existed in play), not
    # the winner of the faceoff; a Dilemma solved goes to the discard pile (522.3)
    "DE110": card(when_solved(Score(1))),
}
