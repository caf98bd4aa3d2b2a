"""High Magic (HM) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).

"Choose one: A, B, or C" is ``choose_one`` (705.2f): the player chooses a mode by its words
and follows only its instructions; a mode that can't be done is not offered.

"This card has Diligent 2" is ``Static("keyword", value="Diligent 2")``: the granted keyword
works as printed (glossary), its continuous abilities through the view and its triggered ones
lent to the card (``keywords.lender``). "Your Mane Character is [Honesty]": your Mane has that
colour (203.1).
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    CHARACTER,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    PINK,
    PURPLE,
    THIS,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    Cards,
    CardScript,
    Condition,
    CostReduction,
    Discard,
    Draw,
    GainTokens,
    LoseTokens,
    Move,
    Play,
    Static,
    Trigger,
    Triggered,
    card,
    choose_one,
    on_enter,
    pay,
    power,
    when_confronted,
)
from engine.state import Zone


def _mane_is(colour: Colour) -> Condition:
    """ "While your Mane Character is [colour]" (203.1)."""
    return Condition("count", Cards(YOU, MANE, colour=colour))


SCRIPTS: dict[str, CardScript] = {
    # Prince Rutherford, Quick to Judge: "When this card enters play, you may frighten a
    # Friend." Any player's Friend (504.1)
    "HM7": card(on_enter(Act("frighten", Cards(types=FRIEND), optional=True))),
    # Spike, Dream Big: "Immediate: Pay [1] to give this card +2 power until the end of the
    # turn."
    "HM11": card(Activated("Immediate", (pay(1),), (power(THIS, 2),))),
    # Tank, Shell Shock: "When this card leaves play, you may frighten a Friend." Any way it
    # leaves (712.2); any player's Friend
    "HM13": card(
        Triggered(Trigger("leaves-play"), (Act("frighten", Cards(types=FRIEND), optional=True),))
    ),
    # Apple Bloom, Budding Apple: "While your Mane Character is [Honesty], this card has
    # Diligent 2."
    "HM14": card(Static("keyword", THIS, value="Diligent 2", condition=_mane_is(ORANGE))),
    # Berry Punch, Head in the Clouds: "While your Mane Character is [Laughter], this card has
    # Eccentric 2."
    "HM24": card(Static("keyword", THIS, value="Eccentric 2", condition=_mane_is(PINK))),
    # Fluffy Clouds, Summit Delegate: "When this card leaves play, draw a card." (712.2: its
    # controller as it last existed in play draws)
    "HM26": card(Triggered(Trigger("leaves-play"), (Draw(1),))),
    # Mega Mare, Watch Your Step: "When this card enters play, you may dismiss a Friend here."
    # Any player's Friend in this card's area, its own controller's too (501.4)
    "HM27": card(on_enter(Act("dismiss", Cards(types=FRIEND, where=HERE), optional=True))),
    # Sugar Belle, Fresh From the Oven: "When you confront this card's Problem, you may draw a
    # card." (611.4)
    "HM34": card(when_confronted(Draw(1, optional=True))),
    # Owlowiscious, Reshelver: "While your Mane Character is [Magic], this card has
    # Meticulous 1."
    "HM37": card(Static("keyword", THIS, value="Meticulous 1", condition=_mane_is(PURPLE))),
    # Princess Twilight Sparkle, Cover to Cover: Prepared (keyword) / "Main Phase: Exhaust
    # this card to gain [1]."
    "HM40": card(Activated(MAIN, (EXHAUST_THIS,), (GainTokens(1),))),
    # Sweetie Belle, Forsooth and Anon: "While your Mane Character is [Generosity], this card
    # has Showy 1."
    "HM53": card(Static("keyword", THIS, value="Showy 1", condition=_mane_is(WHITE))),
    # Angel, Brushie Brushie: "While your Mane Character is [Kindness], this card has
    # Calming 2."
    "HM55": card(Static("keyword", THIS, value="Calming 2", condition=_mane_is(YELLOW))),
    # Glass of Water: "Main Phase: Choose one: Turn an opposing Troublemaker face-down, uncover
    # one of your face-down Troublemakers, or an opponent loses [1] and you gain [1]."
    "HM89": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "turn an opposing Troublemaker face-down",
                        (Act("turn-face-down", Cards(OPPONENT, TROUBLEMAKER)),),
                    ),
                    (
                        "uncover one of your face-down Troublemakers",
                        (Act("uncover", Cards(YOU, TROUBLEMAKER, face_down=True)),),
                    ),
                    ("an opponent loses 1 and you gain 1", (LoseTokens(1), GainTokens(1))),
                ),
            ),
        )
    ),
    # Hearts Strong as Horses: "Main Phase: Choose one: Put a card with at least 3 power from
    # your discard pile into your hand, an opponent discards 2 cards, or one of your
    # characters gets +3 power until the end of the turn." The opponent chooses the cards
    # they discard ("discards", not "at random"; 410.3).
    "HM90": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "put a card with at least 3 power from your discard pile into your hand",
                        (Act("to-hand", Cards(YOU, zone=Zone.DISCARD, min_power=3)),),
                    ),
                    ("an opponent discards 2 cards", (Discard(2, OPPONENT, random=False),)),
                    (
                        "one of your characters gets +3 power until the end of the turn",
                        (power(Cards(YOU, CHARACTER), 3),),
                    ),
                ),
            ),
        )
    ),
    # The Wonderbolts Rap: "Main Phase: Choose one: Move one of your characters, draw 2 cards,
    # or pay [2] less for your next Friend this turn." (506: home or a Problem)
    "HM97": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("move one of your characters", (Move(Cards(YOU, CHARACTER), "any"),)),
                    ("draw 2 cards", (Draw(2),)),
                    (
                        "pay 2 less for your next Friend this turn",
                        (CostReduction(2, FRIEND),),
                    ),
                ),
            ),
        )
    ),
}
