"""Celestial Solstice (CS) card scripts, keyed by collector number.

A supplemental product (two theme decks) of the Premiere block. Read each script beside the
card's printed text (the app reads it from the player's card data; the 2016 rules document
has no errata for these cards). Paragraphs are numbered from 0 (701.2). "Play to your home."
needs no script: a Resource without ``Attach`` is played to its player's home (509).
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    ANY,
    CHARACTER,
    EXHAUST_THIS,
    FRIEND,
    MAIN,
    OPPONENT,
    RETIRE_THIS,
    THIS,
    TROUBLEMAKER,
    TURN_OVER,
    YOU,
    Act,
    Activated,
    Cards,
    CardScript,
    Condition,
    Draw,
    GainTokens,
    Modify,
    Move,
    Play,
    PutCounters,
    Search,
    Shuffle,
    Static,
    Trigger,
    Triggered,
    card,
    cost_of,
    draw_replacement,
    power,
)
from engine.state import Zone

ALICORN_FRIENDS = Cards(YOU, FRIEND, trait="Alicorn")


def you_have(*titles: str) -> Condition:
    """ "While you have A, B, or C": a card of yours in play with one of those Titles (201.3)."""
    return Condition("any", all_of=tuple(Condition("count", Cards(YOU, title=t)) for t in titles))


SCRIPTS: dict[str, CardScript] = {
    # Twilight Sparkle, Friendship is Magic: "When you play a Friend that is a different color
    # from one of your other Friends, turn this card over." Ruling: "a different color" is
    # not the same colours (203.1): a [Laughter] Friend is a different color from a
    # [Laughter]/[Magic] one, and a face-down Friend has no colour to differ (505.1b); read
    # as it enters play (705.2g), with it among your Friends, whose colours are then not
    # all the same. / Boosted: "When this side of the card is
    # turned face up, choose a color for each of your opponents. This card gains each of
    # those colors." (one opponent, one colour, 705.2f; for as long as it is in play)
    "CSf1": card(
        Triggered(
            Trigger(
                "played",
                YOU,
                about=Cards(types=FRIEND),
                condition=Condition("mixed-colours", Cards(YOU, FRIEND)),
            ),
            (TURN_OVER,),
        ),
        boosted=(
            Triggered(
                Trigger("turned-over"),
                (Modify(THIS, "colour", 0, until="permanent", choose_colour=True),),
            ),
        ),
    ),
    # Princess Celestia, Solar Sister: "When one of your Alicorn Friends enters play, if you
    # have at least 1 other Alicorn Friend, turn this card over." (with the one entering,
    # at least 2, 706.1d) / Boosted: "While you have Princess Luna, Princess Twilight Sparkle,
    # or Princess Cadance, each of your Alicorn Friends has +1 power." (in play, 201.3)
    "CSf2": card(
        Triggered(
            Trigger(
                "enters-play",
                YOU,
                about=ALICORN_FRIENDS,
                condition=Condition("count", ALICORN_FRIENDS, n=2),
            ),
            (TURN_OVER,),
        ),
        boosted=(
            Static(
                "power",
                ALICORN_FRIENDS,
                1,
                condition=you_have(
                    "Princess Luna", "Princess Twilight Sparkle", "Princess Cadance"
                ),
            ),
        ),
    ),
    # Applejack, Summer Sun Caterer: "Problem Faceoff: Discard a card to give another character
    # +1 power until the end of the faceoff." (any other character; 512.4b)
    "CS1": card(
        Activated(
            "Problem Faceoff",
            (cost_of("discard", Cards(YOU, zone=Zone.HAND)),),
            (power(Cards(types=CHARACTER, other=True), 1, "faceoff"),),
        )
    ),
    # Princess Luna, The Setting Moon: "If you would draw a card during a Main Phase, you may
    # exhaust one of your Friends to gain [1] instead." (any player's Main Phase; offered
    # only when a Friend of yours can be exhausted, 508.1c; 410.4c)
    "CS2": card(draw_replacement(Act("exhaust", Cards(YOU, FRIEND)), GainTokens(1), phase="Main")),
    # Rarity, Mare of Action: "This card has +2 power for each opponent's Troublemaker in
    # play." (face-up ones: a face-down one is not referenced, 505.2)
    "CS3": card(Static("power", THIS, 2, per=Cards(OPPONENT, TROUBLEMAKER))),
    # Princess Celestia, The Rising Sun: "When you play a Friend, you may draw a card." (this
    # card too: it is in play as "when ... plays" abilities trigger, 705.2g)
    "CS4": card(
        Triggered(Trigger("played", YOU, about=Cards(types=FRIEND)), (Draw(1, optional=True),))
    ),
    # Ten. Seconds. Flat.: "Reaction: After the start of an opponent's Score Phase, you may move
    # one of your characters to a Problem." (512.4c; an effect's move costs nothing, 506)
    "CS5": card(
        Play(
            "Reaction",
            (Move(Cards(YOU, CHARACTER), "a-problem", optional=True),),
            react=(Trigger("phase-start", OPPONENT, value="Score"),),
        )
    ),
    # Surprise Party!: "Main Phase: All players shuffle their hands into their decks and draw 6
    # cards."
    "CS6": card(Play(MAIN, (Shuffle(ANY, adding=Zone.HAND), Draw(6, ANY)))),
    # Tree of Harmony, Seeds of Friendship: "Play to your home." / "Main Phase: Exhaust this
    # card and one of your Friends to put a Harmony counter on this card." / "Main Phase:
    # Retire this card to gain a number of action tokens equal to the number of Harmony
    # counters on it." (its counters as it last existed in play, 712.2)
    "CS7": card(
        Activated(
            MAIN, (EXHAUST_THIS, cost_of("exhaust", Cards(YOU, FRIEND))), (PutCounters("Harmony"),)
        ),
        Activated(MAIN, (RETIRE_THIS,), (GainTokens(count="counter:Harmony"),)),
    ),
    # Nightmare Moon, New Moon: "When this card is defeated, you may search your deck for an
    # Alicorn Friend, reveal it, put it into play, and shuffle your deck." ("you": its
    # controller; the Friend enters play at their home, not played, 706.1d; 518.2)
    "CS8": card(
        Triggered(
            Trigger("this-defeated", ANY),
            (Search(Cards(YOU, FRIEND, trait="Alicorn", zone=Zone.DRAW_DECK), to="play"),),
        )
    ),
}
