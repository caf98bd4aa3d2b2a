"""Marks in Time (MT) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).

Cutie Mark (glossary): "Pay [2] to Cutie Mark this card" is the keyword action ``cutie-mark``
(a +1 power counter, and the card is Cutie Marked, recorded by a "cutie marked" counter, 519.1);
"while this card is Cutie Marked" reads that counter (``Condition("counters")``). "When this
card becomes Cutie Marked" has no trigger yet: such cards stay manual.
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    EXHAUST_THIS,
    FRIEND,
    HERE,
    MAIN,
    MANE,
    OPPONENT,
    RESOURCE,
    RETIRE_THIS,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    Cards,
    CardScript,
    Condition,
    Effect,
    GainTokens,
    Move,
    Play,
    Static,
    act,
    card,
    cost_of,
    friend_tokens,
    pay,
    remove_counters,
    search_deck,
)
from engine.state import Zone

# the counter the keyword action puts (``engine.abilities.CUTIE_MARKED``, 519.1)
CUTIE_MARKED_NOW = Condition("counters", n=1, value="cutie marked")  # "while ... Cutie Marked"
# "Main Phase: Pay [2] to Cutie Mark this card." (glossary: Cutie Mark)
CUTIE_MARK = Activated(MAIN, (pay(2),), (act("cutie-mark"),))


def growing_up(keyword: str) -> CardScript:
    """The "Growing Up" cycle: "Main Phase: Pay [2] to Cutie Mark this card. / While this card
    is Cutie Marked, it has +1 power and <keyword>."."""
    return card(
        CUTIE_MARK,
        Static("power", amount=1, condition=CUTIE_MARKED_NOW),
        Static("keyword", value=keyword, condition=CUTIE_MARKED_NOW),
    )


def best_pet(colour: Colour, keyword: str) -> CardScript:
    """The "Best" pets: "While with another one of your [colour] Friends, this card has
    <keyword>.": "with" is in the same area, home or a Problem (501.4)."""
    other = Cards(YOU, FRIEND, where=HERE, colour=colour, other=True)
    return card(Static("keyword", value=keyword, condition=Condition("count", other)))


def exhaust_mane_to(*effects: Effect) -> Activated:  # Problems MT118, MT123
    return Activated(MAIN, (cost_of("exhaust", Cards(YOU, MANE)),), effects)


SCRIPTS: dict[str, CardScript] = {
    # Commander Hurricane, Equestrian Founder: "Immediate: Pay [2] to move this card."
    "MT6": card(Activated("Immediate", (pay(2),), (Move(THIS, "any"),))),
    # Rainbow Dash, Growing Up: "... While this card is Cutie Marked, it has +1 power and Swift."
    "MT10": growing_up("Swift"),
    # Tank, Best Tortoise: "While with another one of your [Loyalty] Friends, this card has
    # Competitive 2."
    "MT13": best_pet(Colour.BLUE, "Competitive 2"),
    # Thunderlane, Unsung Hero: "Diligent 2" (printed keyword) / "Immediate: Remove a +1 power
    # counter from this card to move this card." (519.3: it must have one to pay)
    "MT14": card(Activated("Immediate", (remove_counters(1, "+1 power"),), (Move(THIS, "any"),))),
    # Applejack, Growing Up: "... it has +1 power and Diligent 1."
    "MT16": growing_up("Diligent 1"),
    # Holder's Boulder, Key Stone: "Your token Friends can't be frightened." (104.2, 521.2)
    "MT18": card(Static("cant-frighten", Cards(YOU, FRIEND, token=True))),
    # Winona, Best Dog: "While with another one of your [Honesty] Friends, this card has
    # Stubborn."
    "MT22": best_pet(Colour.ORANGE, "Stubborn"),
    # Gummy, Best Gator: "... [Laughter] Friends, this card has Eccentric 2."
    "MT26": best_pet(Colour.PINK, "Eccentric 2"),
    # Pinkie Pie, Growing Up: "... it has +1 power and Eccentric 2."
    "MT30": growing_up("Eccentric 2"),
    # Owlowiscious, Best Owl: "... [Magic] Friends, this card has Meticulous 1."
    "MT34": best_pet(Colour.PURPLE, "Meticulous 1"),
    # Princess Luna, A Nightmare Come True: "Main Phase: Pay [2] and exhaust this card to put a
    # 2 [Magic] Figment Friend token into play." (521.1)
    "MT35": card(
        Activated(MAIN, (pay(2), EXHAUST_THIS), (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))
    ),
    # Twilight Sparkle, Growing Up: "... it has +1 power and Meticulous 1."
    "MT38": growing_up("Meticulous 1"),
    # Opalescence, Best Cat: "... [Generosity] Friends, this card has Prepared."
    "MT44": best_pet(Colour.WHITE, "Prepared"),
    # Rarity, Growing Up: "... it has +1 power and Showy 1."
    "MT46": growing_up("Showy 1"),
    # Angel, Best Bunny: "... [Kindness] Friends, this card has Persistent."
    "MT49": best_pet(Colour.YELLOW, "Persistent"),
    # Fluttershy, Growing Up: "... it has +1 power and Calming 1."
    "MT51": growing_up("Calming 1"),
    # Lemon Hearts, Contents Under Pressure: "Immediate: Retire this card to dismiss an opposing
    # Resource."
    "MT52": card(
        Activated("Immediate", (RETIRE_THIS,), (Act("dismiss", Cards(OPPONENT, RESOURCE)),))
    ),
    # Marble Pie, Quiet as a Stone: "This card can't contribute its power to faceoffs." (514.4a;
    # confronting still counts it, 611.3)
    "MT53": card(Static("no-faceoff-power", THIS)),
    # Princess Celestia, Equestrian General: "Opposing Friends with 3 or more printed power have
    # -1 power during your turn." (507.4: printed power, modifiers ignored)
    "MT55": card(
        Static(
            "power",
            Cards(OPPONENT, FRIEND, min_printed_power=3),
            -1,
            condition=Condition("turn", value=YOU),
        )
    ),
    # Applejack, Factory Organizer: "Immediate: Exhaust this card to gain [1]."
    "MT65": card(Activated("Immediate", (EXHAUST_THIS,), (GainTokens(1),))),
    # Bookish Backup: "Immediate: Put a 2 [Magic] Figment Friend token into play."
    "MT76": card(Play("Immediate", (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))),
    # Cracking the Case: "Immediate: Banish a Troublemaker." A face-up one: a face-down card
    # has no type to be chosen by (505.2)
    "MT79": card(Play("Immediate", (Act("banish", Cards(types=TROUBLEMAKER)),))),
    # Foodfight!: "Immediate: Dismiss a Friend with 3 or more power." (507.1: its power now)
    "MT81": card(Play("Immediate", (Act("dismiss", Cards(types=FRIEND, min_power=3)),))),
    # Push Comes to Shove: "Main Phase: Put a 3 [Honesty] Rock Friend token into play."
    "MT85": card(Play(MAIN, (friend_tokens(1, 3, Colour.ORANGE, "Rock"),))),
    # Sneak Attack: "Main Phase: Search your deck for a Troublemaker, reveal it, and put it
    # into your hand." (410.6)
    "MT89": card(Play(MAIN, (search_deck(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK)),))),
    # Entrance Exam (Problem): "Main Phase: Exhaust your Mane Character to gain [1]."
    "MT123": card(exhaust_mane_to(GainTokens(1))),
    # Falling Rock Zone (Problem): "Your Friends here have Persistent."
    "MT125": card(Static("keyword", Cards(YOU, FRIEND, where=HERE), value="Persistent")),
    # Rainbow Dash, One Winged Warrior: "This card can't be frightened." (104.2, 504)
    "MT139": card(Static("cant-frighten", THIS)),
    # Princess Twilight Sparkle, Time Patrol: "Prepared" (printed keyword) / "Your
    # Troublemakers have Diligent 2.": a Troublemaker of yours that wins a faceoff (as the
    # challenger loses, 514.5) may have two +1 power counters put on it (glossary: Diligent)
    "MT141": card(Static("keyword", Cards(YOU, TROUBLEMAKER), value="Diligent 2")),
}
