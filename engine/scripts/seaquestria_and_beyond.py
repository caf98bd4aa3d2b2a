"""Seaquestria and Beyond (SB) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.scripts.vocabulary import PINK, CardScript, card, friend_tokens, when_replaced

SCRIPTS: dict[str, CardScript] = {
    # Friendship Festival Setup (a Dilemma, 522.1): "When this Problem is replaced, put five
    # 1 [Laughter] Earth Pony Friend tokens into play." At its controller's home (521.1),
    # after the replacing, so they are not sent home or dismissed with it (613.2)
    "SB111": card(when_replaced(friend_tokens(5, 1, PINK, "Earth Pony"))),
}
