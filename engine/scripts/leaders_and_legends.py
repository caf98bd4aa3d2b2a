"""Leaders and Legends (LL) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.
"""

from __future__ import annotations

from engine.scripts.vocabulary import CardScript

SCRIPTS: dict[str, CardScript] = {}
