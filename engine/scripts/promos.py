"""Promo cards whose collector numbers name no set (GF7, GF9: the card data's "Promos" set),
keyed by collector number. Promos numbered for a set (PRpf3, CNpf3, CGpf4 ...) are scripted
with that set. Read each script beside the card's printed text.
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    EXHAUST_THIS,
    MAIN,
    PINK,
    THIS,
    YOU,
    Activated,
    Cards,
    CardScript,
    Condition,
    Discard,
    Modify,
    Static,
    card,
    on_play,
)
from engine.state import Zone

SCRIPTS: dict[str, CardScript] = {
    # Pie Sisters, Two of a Kind (Stubborn, Random: keywords): "Main Phase: Exhaust this card
    # to give it [Laughter] until the end of the turn." (the colour, no power: 203.1) / "This
    # card is both a Maud Pie and a Pinkie Pie in all zones." (201.3; 701.3: in every zone,
    # so text naming either Title refers to it, ``cards.has_title``)
    "GF7": card(
        Activated(MAIN, (EXHAUST_THIS,), (Modify(THIS, "colour", 0, PINK.value, "turn"),)),
        Static("titles", value="Maud Pie|Pinkie Pie"),
    ),
    # Defenders of Equestria, Royal Sisters: "As an additional cost to play this card, discard
    # 2 cards." / "This card is both a Princess Celestia and a Princess Luna in all zones."
    # The additional cost (508.1): it can be played only with 2 other cards in hand to pay it
    # (508.1d; a play requirement, 701.3: it functions in the hand), and its player chooses
    # and discards them as its "when you play" ability resolves, with no priority in between
    # (511.7; the engine's ``PlayCard`` carries one card of additional cost, for Redeem and
    # Transform, so the discarding is not part of the play itself)
    "GF9": card(
        Static(
            "play-requires",
            condition=Condition("count", Cards(YOU, zone=Zone.HAND, other=True), n=2),
        ),
        on_play(Discard(2, YOU, random=False, cost=True)),
        Static("titles", value="Princess Celestia|Princess Luna"),
    ),
}
