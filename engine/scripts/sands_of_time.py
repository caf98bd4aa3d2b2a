"""Sands of Time (ST) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    ANY,
    CHOSEN,
    FRIEND,
    MAIN,
    THIS,
    TURN_OVER,
    YOU,
    Act,
    Activated,
    AtEndOfTurn,
    Cards,
    CardScript,
    Condition,
    ExtraTurn,
    IfYouDo,
    PutCounters,
    RemoveCounters,
    Trigger,
    Triggered,
    When,
    card,
    pay,
)
from engine.state import Zone

SCRIPTS: dict[str, CardScript] = {
    # Dr. Hooves, Time Walker: "When you win a faceoff, put a Time counter on this card. Then,
    # if there are at least 5 Time counters on this card, remove them, turn it over, and take
    # an extra turn after this one." (any faceoff, not only one involving this card, 514.5;
    # 519.1, 519.3, 301.2; ``ExtraTurn``: won in an opponent's turn, that turn is followed by
    # two of this card's controller's, 616.4) Boosted: no text.
    "ST1": card(
        Triggered(
            Trigger("won-faceoff", YOU, anywhere=True),
            (
                PutCounters("Time"),
                IfYouDo(RemoveCounters("Time", at_least=5), (TURN_OVER, ExtraTurn())),
            ),
        )
    ),
    # Twilight Sparkle, Paradox Pony: "The first time a player scores a point each turn, put a
    # Time counter on this card. Then, if there are at least 5 Time counters on this card, turn
    # it over." (517.2: any player's points, by the rules or an effect; once each turn, 616.4;
    # 519.1; 301.2) Boosted: "Main Phase: Pay [3] to put a Friend from your hand into play. At
    # the end of your turn, put that Friend into your hand." (706.1d: put into play, not
    # played; 615.1: activated in your Main Phase, "the end of your turn" is this turn's end)
    "ST2": card(
        Triggered(
            Trigger("scored", ANY, first=True, each_turn=True),
            (
                PutCounters("Time"),
                When(Condition("counters", n=5, value="Time"), (Act("turn-over", THIS),)),
            ),
        ),
        boosted=(
            Activated(
                MAIN,
                (pay(3),),
                (
                    Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.HAND)),
                    AtEndOfTurn((Act("to-hand", CHOSEN),)),
                ),
            ),
        ),
    ),
}
