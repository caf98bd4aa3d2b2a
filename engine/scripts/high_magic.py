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
    ANY,
    BLUE,
    CHARACTER,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HOST,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    PINK,
    PURPLE,
    RESOURCE,
    THIS,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    Attach,
    Cards,
    CardScript,
    Condition,
    CostReduction,
    Discard,
    Draw,
    GainTokens,
    LoseTokens,
    Manual,
    Move,
    Play,
    Score,
    Static,
    Trigger,
    Triggered,
    card,
    choose_one,
    friend_tokens,
    on_enter,
    on_play,
    pay,
    power,
    when_confronted,
    when_problem_played,
)
from engine.state import Zone


def _mane_is(colour: Colour) -> Condition:
    """ "While your Mane Character is [colour]" (203.1)."""
    return Condition("count", Cards(YOU, MANE, colour=colour))


# "Immediate: Banish this card from your hand to reduce the play requirements of your cards by
# 2 [colour] until the end of the turn." (HM4, HM17, HM25, HM43, HM47, HM61)
_BANISH_FROM_HAND = (
    "no 'reduce the play requirements of your cards by 2 [colour]' modifier (609.2a), nor an "
    "ability activated from the hand by banishing its card"
)


SCRIPTS: dict[str, CardScript] = {
    # Prince Rutherford, Quick to Judge: "When this card enters play, you may frighten a
    # Friend." Any player's Friend (504.1)
    "HM7": card(on_enter(Act("frighten", Cards(types=FRIEND), optional=True))),
    # Spike, Dream Big: "Immediate: Pay [1] to give this card +2 power until the end of the
    # turn."
    "HM11": card(Activated("Immediate", (pay(1),), (power(THIS, 2),))),
    # Spitfire, Wing Leader: "When this card enters play, you may put three 1 [Loyalty]
    # Pegasus Friend tokens with Swift into play." (521.1: at its controller's home)
    "HM12": card(on_enter(friend_tokens(3, 1, BLUE, "Pegasus", "Swift", optional=True))),
    # Tank, Shell Shock: "When this card leaves play, you may frighten a Friend." Any way it
    # leaves (712.2); any player's Friend
    "HM13": card(
        Triggered(Trigger("leaves-play"), (Act("frighten", Cards(types=FRIEND), optional=True),))
    ),
    # Apple Bloom, Budding Apple: "While your Mane Character is [Honesty], this card has
    # Diligent 2."
    "HM14": card(Static("keyword", THIS, value="Diligent 2", condition=_mane_is(ORANGE))),
    # Braeburn, Good Seed: "Immediate: Banish this card from your hand to reduce the play
    # requirements of your cards by 2 [Honesty] until the end of the turn." / "When this card
    # enters play, you may unfrighten a Friend." (504.3: any player's frightened Friend)
    "HM17": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        on_enter(Act("unfrighten", Cards(types=FRIEND, face_down=True), optional=True)),
    ),
    # Silver Shill, Secrets and Lies: "When this card leaves play, you may put a +1 counter on
    # a character." A +1 power counter (519), on any player's character
    "HM22": card(
        Triggered(
            Trigger("leaves-play"), (Act("put-counter", Cards(types=CHARACTER), optional=True),)
        )
    ),
    # Berry Punch, Head in the Clouds: "While your Mane Character is [Laughter], this card has
    # Eccentric 2."
    "HM24": card(Static("keyword", THIS, value="Eccentric 2", condition=_mane_is(PINK))),
    # Flitter, Flutterer: "Immediate: Banish this card from your hand to reduce ..." / "When
    # this card enters play, dismiss each opposing Friend here with printed power 1 or less."
    # (507.4: modifiers ignored)
    "HM25": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        on_enter(
            Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE, max_printed_power=1), each=True)
        ),
    ),
    # Fluffy Clouds, Summit Delegate: "When this card leaves play, draw a card." (712.2: its
    # controller as it last existed in play draws)
    "HM26": card(Triggered(Trigger("leaves-play"), (Draw(1),))),
    # Mega Mare, Watch Your Step: "When this card enters play, you may dismiss a Friend here."
    # Any player's Friend in this card's area, its own controller's too (501.4)
    "HM27": card(on_enter(Act("dismiss", Cards(types=FRIEND, where=HERE), optional=True))),
    # Snips & Snails, Joined at the Horn: Hasty (keyword) / "As an additional cost to play this
    # card, retire a Friend." As EO38: playable only while its player has a Friend in play to
    # retire (508.1d), retired as its "when you play" ability resolves (511.7), one of theirs
    # (410.2)
    "HM32": card(
        Static("play-requires", condition=Condition("count", Cards(YOU, FRIEND))),
        on_play(Act("retire", Cards(YOU, FRIEND, other=True))),
    ),
    # Sugar Belle, Fresh From the Oven: "When you confront this card's Problem, you may draw a
    # card." (611.4)
    "HM34": card(when_confronted(Draw(1, optional=True))),
    # Owlowiscious, Reshelver: "While your Mane Character is [Magic], this card has
    # Meticulous 1."
    "HM37": card(Static("keyword", THIS, value="Meticulous 1", condition=_mane_is(PURPLE))),
    # Princess Twilight Sparkle, Cover to Cover: Prepared (keyword) / "Main Phase: Exhaust
    # this card to gain [1]."
    "HM40": card(Activated(MAIN, (EXHAUST_THIS,), (GainTokens(1),))),
    # Spike, Hum Drum: "When this card leaves play, you may move an opposing character." Home
    # or a Problem (506)
    "HM41": card(
        Triggered(Trigger("leaves-play"), (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),))
    ),
    # Trixie, Center Stage: "When this card enters play, you may move an opposing character at
    # this card's Problem." Home or another Problem (506); at home there is none
    "HM42": card(on_enter(Move(Cards(OPPONENT, CHARACTER, where=HERE), "any", optional=True))),
    # Zecora, Forest Shaman: "Immediate: Banish this card from your hand to reduce ..." /
    # "Opposing Mane Characters here can't contribute their power to faceoffs." (514.4a;
    # confronting still counts them, 611.3)
    "HM43": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        Static("no-faceoff-power", Cards(OPPONENT, MANE, where=HERE)),
    ),
    # Sweetie Belle, Forsooth and Anon: "While your Mane Character is [Generosity], this card
    # has Showy 1."
    "HM53": card(Static("keyword", THIS, value="Showy 1", condition=_mane_is(WHITE))),
    # Aloe & Lotus Blossom, Relaxation Specialists: "Immediate: Pay [1] to give a character
    # here -2 power until the end of the turn." Any player's, this card too
    "HM54": card(
        Activated("Immediate", (pay(1),), (power(Cards(types=CHARACTER, where=HERE), -2),))
    ),
    # Angel, Brushie Brushie: "While your Mane Character is [Kindness], this card has
    # Calming 2."
    "HM55": card(Static("keyword", THIS, value="Calming 2", condition=_mane_is(YELLOW))),
    # Bewitched Beavers: "Immediate: Dismiss a Resource." Any player's (509)
    "HM86": card(Play("Immediate", (Act("dismiss", Cards(types=RESOURCE)),))),
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
    # Power Pony Up!: "Immediate: Unfrighten up to two Friends." Any player's (504.3)
    "HM93": card(
        Play("Immediate", (Act("unfrighten", Cards(types=FRIEND, face_down=True), up_to=2),))
    ),
    # Rise and Shine: "Immediate: Put two 1 [Kindness] Critter Friend tokens into play."
    "HM94": card(Play("Immediate", (friend_tokens(2, 1, YELLOW, "Critter"),))),
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
    # Uh-oh: "Main Phase: Banish a Friend." Any player's (410.5)
    "HM100": card(Play(MAIN, (Act("banish", Cards(types=FRIEND)),))),
    # Castle of Friendship: "Play to your home." / "Main Phase: Exhaust this card to gain [1]."
    "HM104": card(Activated(MAIN, (EXHAUST_THIS,), (GainTokens(1),))),
    # Cheese Shoes: "Play on a Friend." / "That Friend has +2 power and Eccentric 2."
    "HM105": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 2),
        Static("keyword", HOST, value="Eccentric 2"),
    ),
    # Fast Food: "Play to your home." / "Your Critters have +1 power." Your characters with
    # the Critter trait (207)
    "HM108": card(Static("power", Cards(YOU, CHARACTER, trait="Critter"), 1)),
    # Magic Wings: "Play on a Friend" / "That Friend has +7 power."
    "HM110": card(Attach(Cards(types=FRIEND)), Static("power", HOST, 7)),
    # Applejack's Worst Nightmare: "Your characters here have Stubborn." (glossary: Stubborn)
    "HM121": card(Static("keyword", Cards(YOU, CHARACTER, where=HERE), value="Stubborn")),
    # Equalist Propaganda: "Players can't score more than 3 points per turn." As AD75: points
    # past the limit are not scored (104.2), points of the turn before it entered play count
    "HM123": card(Static("turn-limit", value="score", amount=3, who=ANY)),
    # Save the Day: "When you confront this Problem, score an additional point." (611.4)
    "HM131": card(when_confronted(Score(1))),
    # The Trouble With Trixie: "When this card enters play, gain [1]." Its owner, who plays it
    # (210, 513.5)
    "HM134": card(when_problem_played(GainTokens(1))),
    # Under Lock and Tree: "Mane Characters here have +1 power." Every player's
    "HM137": card(Static("power", Cards(types=MANE, where=HERE), 1)),
    # Rest in Pieces: "Immediate: Banish all opposing Resources." (410.5)
    "HM148": card(Play("Immediate", (Act("banish", Cards(OPPONENT, RESOURCE), each=True),))),
}
