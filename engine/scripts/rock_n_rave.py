"""Rock N' Rave (RR) card scripts, keyed by collector number.

A supplemental product (two theme decks) of the Premiere block. Read each script beside the
card's printed text (the app reads it from the player's card data; the 2016 rules document's
errata are in it: DJ Pon-3's Boosted side is two paragraphs). Paragraphs are numbered from 0
(701.2).
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    ANY,
    CHARACTER,
    CHOSEN,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HERE_OR_HOME,
    INVOLVED,
    MAIN,
    OPPONENT,
    ORANGE,
    PINK,
    PURPLE,
    RESOURCE,
    THAT,
    THIS,
    TURN_OVER,
    WHITE,
    YOU,
    Act,
    Activated,
    Cards,
    CardScript,
    Choose,
    Condition,
    Draw,
    Effect,
    GainTokens,
    IfYouDo,
    Score,
    Shuffle,
    Static,
    Trigger,
    Triggered,
    card,
    on_enter,
    pay,
    power,
    two_colour_event,
    when_confronted,
)
from engine.state import Zone


def exhaust_to(*then: Effect) -> IfYouDo:
    """ "You may exhaust this card to [then]" inside a triggered ability (508.1)."""
    return IfYouDo(Act("exhaust", THIS, optional=True), then)


SCRIPTS: dict[str, CardScript] = {
    # Maud Pie, Rockin': "At the end of your Main Phase, if you have a Friend and a Resource,
    # turn this card over." / Boosted: "This card has +1 power for each card type in your
    # discard pile." (206: Friend, Event, Resource, Troublemaker; a Problem never goes there
    # but a Dilemma, 522.3a, counts as its printed type, Resource)
    "RRf1": card(
        Triggered(
            Trigger(
                "phase-end",
                YOU,
                value="Main",
                condition=Condition(
                    "all",
                    all_of=(
                        Condition("count", Cards(YOU, FRIEND)),
                        Condition("count", Cards(YOU, RESOURCE)),
                    ),
                ),
            ),
            (TURN_OVER,),
        ),
        boosted=(Static("power", THIS, 1, value="per-type", per=Cards(YOU, zone=Zone.DISCARD)),),
    ),
    # DJ Pon-3, Party Starter: "When you draw your third card during a turn, shuffle your deck
    # and turn this card over." (every draw counts, the draw step's too, 410.4; the third is
    # counted as it is drawn, so a card that turns this one over later in the turn is not)
    # / Boosted: "Main Phase: Exhaust this card to draw a card." / "At the start of your Score
    # Phase, if this card is with at least 3 of your Friends, you may ready this card." ("with":
    # at its area, home or a Problem)
    "RRf2": card(
        Triggered(Trigger("drew-nth", YOU, exactly=3), (Shuffle(YOU), TURN_OVER)),
        boosted=(
            Activated(MAIN, (EXHAUST_THIS,), (Draw(1),)),
            Triggered(
                Trigger(
                    "phase-start",
                    YOU,
                    value="Score",
                    condition=Condition("count", Cards(YOU, FRIEND, where=HERE_OR_HOME), n=3),
                ),
                (Act("ready", THIS, optional=True),),
            ),
        ),
    ),
    # Apple Strudel, Well Aged: "Reaction: After an opponent moves a character to this card's
    # Problem, you may pay [1] to exhaust that character." (512.4c)
    "RR1": card(
        Activated(
            "Reaction",
            (pay(1),),
            (Act("exhaust", THAT),),
            react=(Trigger("moved-here", OPPONENT, about=Cards(types=CHARACTER)),),
        )
    ),
    # Berry Punch, All-Night Partier: "When this card enters play, you may draw a card." /
    # "When you confront this card's Problem, you may exhaust this card to draw a card."
    "RR2": card(
        on_enter(Draw(1, optional=True)),
        when_confronted(exhaust_to(Draw(1))),
    ),
    # Twinkleshine, Overachiever: "While you have at least 3 cards in your hand, this card has
    # +1 power."
    "RR3": card(
        Static("power", THIS, 1, condition=Condition("count", Cards(YOU, zone=Zone.HAND), n=3))
    ),
    # Octavia, Sweet Symphony: "When you confront this card's Problem, if your opponent controls
    # more characters here than you, you may exhaust this card to score a point."
    "RR4": card(
        when_confronted(
            exhaust_to(Score(1)),
            condition=Condition("most-here", Cards(OPPONENT, CHARACTER)),
        )
    ),
    # It's Elementary!: "Main Phase: Choose a [Laughter] or [Magic] character. That character
    # gets +1 [Laughter] and +1 [Magic] until the end of the phase."
    "RR5": two_colour_event(PINK, PURPLE),
    # Rock Solid Fashion: "Main Phase: Choose a [Generosity] or [Honesty] character. That
    # character gets +1 [Generosity] and +1 [Honesty] until the end of the phase."
    "RR6": two_colour_event(WHITE, ORANGE),
    # Secret Mission: "Players need +1 power to confront this Problem for each of their
    # opponent's Friends here." (wild power, as Eccentric's; read from each player's side)
    "RR7": card(
        Static(
            "confront",
            amount=1,
            who=YOU,
            per=Cards(OPPONENT, FRIEND, where=HERE),
            each_player=True,
        )
    ),
    # Timber!: "At the start of a Problem faceoff here, each player chooses a character
    # involved in the faceoff. Those characters have +2 power until the end of the faceoff."
    # Any character involved, either player's; the Problem's controller chooses first, then
    # the other player (801.1). A character both choose is one of "those characters" and gets
    # +2 once.
    "RR8": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("faceoff-here", value="problem")),
            (
                Choose(Cards(types=CHARACTER, where=INVOLVED)),
                Choose(Cards(types=CHARACTER, where=INVOLVED), chooser=OPPONENT, adding=True),
                power(CHOSEN, 2, "faceoff"),
            ),
        )
    ),
    # Trade Dispute: "The player with the most Friends here can't move Friends to this
    # Problem." (strictly more than the other player, none on a tie; as an action or by their
    # effects, 506, 104.2)
    "RR9": card(
        Static(
            "cant-move-friends-here",
            who=YOU,
            condition=Condition("most-here", Cards(YOU, FRIEND)),
            each_player=True,
        )
    ),
    # Which Pinkie is Which: "When an opponent's character is moved from this Problem, you may
    # draw a card." (moved by anyone; sent home by the rules is not moved, 506.1, 613.2)
    "RR10": card(
        Triggered(
            Trigger("moved", ANY, value="from-here", about=Cards(OPPONENT, CHARACTER)),
            (Draw(1, optional=True),),
        )
    ),
    # Diamond Dog: "When this card is defeated, gain [2]." (its controller gains them)
    "RR11": card(Triggered(Trigger("this-defeated", ANY), (GainTokens(2),))),
    # Quarray Eels: "Opponents must pay +[1] to move a character to this card's Problem."
    "RR12": card(Static("move-cost", amount=1, who=OPPONENT)),
}
