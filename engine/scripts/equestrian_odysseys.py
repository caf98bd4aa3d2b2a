"""Equestrian Odysseys (EO) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    ANY,
    FLIPPED,
    THIS,
    YOU,
    Cards,
    CardScript,
    Condition,
    Draw,
    LookAtTop,
    NextTime,
    Play,
    Score,
    Static,
    Trigger,
    Triggered,
    card,
    when_solved,
)
from engine.state import Zone

SCRIPTS: dict[str, CardScript] = {
    # High Rollers: "Chaos: While this card is flipped, it has +1 power for each card in your
    # hand." / "At the start of a Problem faceoff involving this card, draw a card." The cards
    # in its player's hand as the totals are compared (514.4a); involved in a Problem faceoff
    # as it starts (514.2b)
    "EO42": card(
        Static("power", THIS, 1, per=Cards(YOU, zone=Zone.HAND), condition=FLIPPED),
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff", value="problem")),
            (Draw(1),),
        ),
    ),
    # Epic Loot: "Immediate: The next time you defeat a Troublemaker this turn, score an
    # additional point." A triggered modifier (708.4): once, at the next defeat by its player
    # (514.5a), this turn only (616.4); the point is scored as it resolves, after the
    # Troublemaker's points
    "EO119": card(Play("Immediate", (NextTime(Trigger("defeated"), (Score(1),)),))),
    # Bridging the Gap: "When this Problem is solved, you may look at the top card of your
    # Problem deck and put it on the top or the bottom of that deck." "You": the Problem's
    # controller as it was solved (712.2); the card it replaced itself with is in play by then
    # (613.2), so the top card is the next one
    "EO182": card(when_solved(LookAtTop(1, YOU, problem_deck=True, optional=True, bottom=True))),
}
