"""Defenders of Equestria (DE) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    MAIN,
    OPPONENT,
    RESOURCE,
    TROUBLEMAKER,
    YELLOW,
    Act,
    Cards,
    CardScript,
    Play,
    Score,
    card,
    choose_one,
    friend_tokens,
    gain_control_of,
    when_solved,
)

SCRIPTS: dict[str, CardScript] = {
    # Friends Are Always There: "Main Phase: Choose one: Dismiss a Resource, gain control of an
    # opposing Troublemaker until the end of the turn, or put three 1 [Kindness] Critter
    # Friend tokens into play." (705.2f; 513.2: the Troublemaker stays at its Problem; "an
    # opposing Troublemaker": a face-up one, face-down ones are not described, 505.2)
    "DE96": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("dismiss a Resource", (Act("dismiss", Cards(types=RESOURCE)),)),
                    (
                        "gain control of an opposing Troublemaker until the end of the turn",
                        (gain_control_of(Cards(OPPONENT, TROUBLEMAKER), "turn"),),
                    ),
                    (
                        "put three 1 Kindness Critter Friend tokens into play",
                        (friend_tokens(3, 1, YELLOW, "Critter"),),
                    ),
                ),
            ),
        )
    ),
    # Buckball Championship (a Dilemma: a Problem while in play, 522.1): "When this Problem is
    # solved, score a point." Its controller scores (712.2: as it last existed in play), not
    # the winner of the faceoff; a Dilemma solved goes to the discard pile (522.3)
    "DE110": card(when_solved(Score(1))),
}
