"""Absolute Discord (AD) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text.
"""

from __future__ import annotations

from engine.scripts.vocabulary import FRIEND, AsEntersPlay, Cards, CardScript, Static, card

SCRIPTS: dict[str, CardScript] = {
    # Queen Chrysalis, Identity Theft: choosing a Friend as it enters (706.1a), then having
    # that Friend's printed abilities (701.1)
    "AD202": card(
        AsEntersPlay("choose-card", of=Cards(types=FRIEND, not_trait="Unique")),
        Static("chosen-abilities"),
    ),
}
