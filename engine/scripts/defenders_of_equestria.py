"""Defenders of Equestria (DE) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).

The Carollers (DE7, DE20, DE27, DE34, DE44, DE48): "reveal the top card of your deck. If you
reveal a [type] this way, ...": the card stays on top, known to every player (410.6), and
``Condition("revealed", Cards(types=...))`` reads its printed card type (206).

DE17 ("Banish this card from your discard pile to ...") and DE25 (moves to random areas, a
replacement of the turn's first move) are left to the judge, each saying why.
"""

from __future__ import annotations

from engine.cards import CardType
from engine.scripts.vocabulary import (
    AMONG_CHOSEN,
    ANY,
    AT_PROBLEM,
    CHARACTER,
    CHOSEN,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    HOME,
    IN_DISCARD,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    PINK,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THIS,
    TROUBLEMAKER,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AtEndOfFaceoff,
    AtEndOfTurn,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    ConfrontArea,
    Cost,
    CostReduction,
    Discard,
    Draw,
    Effect,
    FaceoffResult,
    Flip,
    GainTokens,
    IfYouDo,
    Manual,
    Mill,
    Modify,
    Move,
    Name,
    Play,
    PutCounters,
    PutResourceIntoPlay,
    PutToken,
    Replacement,
    RevealTop,
    Score,
    StartFaceoff,
    Static,
    Trigger,
    Triggered,
    When,
    at_start_of,
    card,
    chaos,
    choose_one,
    cost_of,
    friend_tokens,
    gain_control_of,
    manual,
    on_enter,
    on_play,
    pay,
    power,
    when_confronted,
    when_solved,
    when_wins_faceoff,
)
from engine.state import POWER_COUNTER, Zone

TURN_OVER = Act("turn-over")  # a Mane Character to its other side (301.2)
# "When you confront this card's Problem, turn this card over." (the Mane Characters' Start side)
CONFRONT_TURNS_OVER = when_confronted(TURN_OVER)
DURING_A_FACEOFF = Condition("faceoff")  # "During a faceoff" (514.1)
# "While you have 3 or fewer cards in your hand" (DE9, DE11)
THREE_OR_FEWER_IN_HAND = Condition("at-most", Cards(YOU, zone=Zone.HAND), n=3)
FRIEND_OR_TROUBLEMAKER = (CardType.FRIEND, CardType.TROUBLEMAKER)
# "At the start of your turn": the start of its Ready Phase (601.3)
START_OF_YOUR_TURN = "Ready"


def revealed(*types: CardType) -> Condition:
    """ "If you reveal a [type] this way": the top card of your deck, revealed and left there,
    has that printed card type (206)."""
    return Condition("revealed", Cards(types=types))


def caroller(kind: tuple[CardType, ...], *then: Effect, confront: bool = False) -> Triggered:
    """ "When this card enters play (or: when you confront this card's Problem), reveal the
    top card of your deck. If you reveal a [kind] this way, [then]." The card stays on top,
    known to every player (410.6); with no card in the deck nothing is revealed."""
    effects = (RevealTop(rest="stay"), When(revealed(*kind), then))
    return when_confronted(*effects) if confront else on_enter(*effects)


def may_discard(n: int, *then: Effect) -> Effect:
    """ "You may discard [n] card(s) (to / if you do) [then]": only with that many cards in
    hand (508.1d: a cost is paid in full, 705.2f)."""
    enough = Condition("count", Cards(YOU, zone=Zone.HAND), n=n)
    return IfYouDo(When(enough, (Discard(n, YOU, random=False, optional=True),)), then)


SCRIPTS: dict[str, CardScript] = {
    # Rainbow Dash, Wonderbolt: "When you confront this card's Problem, turn this card over." /
    # Boosted: "Your flipped cards have +2 power." (515.1; read as the faceoff totals are
    # compared, 514.4a: ``Static("flipped-power")``)
    "DE1": card(CONFRONT_TURNS_OVER, boosted=(Static("flipped-power", amount=2),)),
    # Applejack, Tooled Up: Boosted: "Immediate: During a faceoff, exhaust this card to flip
    # an additional card." (515.1)
    "DE2": card(
        CONFRONT_TURNS_OVER,
        boosted=(Activated("Immediate", (EXHAUST_THIS,), (Flip(1),), DURING_A_FACEOFF),),
    ),
    # Pinkie Pie, Cruise Director: Boosted: "Immediate: During a faceoff, exhaust this card
    # to put a 1 Pink Earth Pony Friend token into play." (521.1: at your home)
    "DE3": card(
        CONFRONT_TURNS_OVER,
        boosted=(
            Activated(
                "Immediate",
                (EXHAUST_THIS,),
                (friend_tokens(1, 1, PINK, "Earth Pony"),),
                DURING_A_FACEOFF,
            ),
        ),
    ),
    # Princess Twilight Sparkle, Professor Sparkle: Boosted: "Immediate: Pay [1] to give a
    # Troublemaker +2 or -2 power until the end of the turn." A face-up one (505.2); the
    # choice of +2 or -2 is made as the ability resolves (705.2f)
    "DE4": card(
        CONFRONT_TURNS_OVER,
        boosted=(
            Activated(
                "Immediate",
                (pay(1),),
                (
                    Choose(Cards(types=TROUBLEMAKER)),
                    choose_one(
                        ("+2 power", (power(CHOSEN, 2),)), ("-2 power", (power(CHOSEN, -2),))
                    ),
                ),
            ),
        ),
    ),
    # Rarity, Fashion Mogul: Boosted: "When an opponent starts a faceoff, you may exhaust this
    # card to banish one of their Friends until the end of the faceoff." Ruling: as the
    # faceoff ends the banished card is put into play at its owner's home, a new card that
    # was not played (410.6, 706.1d; as "banish this card and put it into play", CN196)
    "DE5": card(
        CONFRONT_TURNS_OVER,
        boosted=(
            Triggered(
                Trigger("faceoff-started", OPPONENT, anywhere=True),
                (
                    IfYouDo(
                        Act("exhaust", THIS, optional=True),
                        (
                            Act("banish", Cards(OPPONENT, FRIEND)),
                            AtEndOfFaceoff((Act("put-into-play", CHOSEN),)),
                        ),
                    ),
                ),
            ),
        ),
    ),
    # Fluttershy, Nurturing Nature: Boosted: "At the start of your Score Phase, you may exhaust
    # this card to contribute its power to confronting a Problem until the end of the turn."
    "DE6": card(
        CONFRONT_TURNS_OVER,
        # Ruling: the Problem is chosen as the ability resolves; this card contributes its
        # power there though exhausted and wherever it is (611.3a: the effect says so), to its
        # controller's confronting only
        boosted=(
            at_start_of(
                "Score",
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (
                        Choose(Cards(types=PROBLEM), there=True),
                        ConfrontArea(who=YOU, contributes=True),
                    ),
                ),
                whose=YOU,
            ),
        ),
    ),
    # Lyra, Caroller: "When this card enters play, reveal the top card of your deck. If you
    # reveal a Friend this way, you may move one of your characters." (home or a Problem, 506)
    "DE7": card(caroller(FRIEND, Move(Cards(YOU, CHARACTER), "any", optional=True))),
    # Rainbow Dash, Snowdash: "While you have 3 or fewer cards in your hand, this card has +2
    # power."
    "DE9": card(Static("power", THIS, 2, condition=THREE_OR_FEWER_IN_HAND)),
    # Shining Armor, Bedraggled Dad: "Chaos: When this card is flipped, it gets +3 power until
    # the end of the faceoff." / "Swift" (a keyword paragraph, glossary)
    "DE10": card(chaos(power(THIS, 3, "faceoff"))),
    # Sky Stinger, Leadership Material: "While you have 3 or fewer cards in your hand, this
    # card has Swift." / "When you move this card to a Problem, you may move another one of
    # your characters to that Problem." (506)
    "DE11": card(
        Static("keyword", THIS, value="Swift", condition=THREE_OR_FEWER_IN_HAND),
        Triggered(
            Trigger("moved", YOU, to_problem=True),
            (Move(Cards(YOU, CHARACTER, other=True), "there", optional=True),),
        ),
    ),
    # Torch, Greater Wyrm: "At the end of your turn, you may frighten a Friend." / "At the
    # start of your turn, each opponent retires a frightened Friend." (504.1: face-down; the
    # opponent chooses one of their own, 410.2)
    "DE12": card(
        Triggered(Trigger("turn-end", YOU), (Act("frighten", Cards(types=FRIEND), optional=True),)),
        at_start_of(
            START_OF_YOUR_TURN,
            Act("retire", Cards(OPPONENT, FRIEND, face_down=True), chooser=OPPONENT),
            whose=YOU,
        ),
    ),
    # Wild Fire, Hot Tempered: "When this card enters play, you may discard a card to challenge
    # an opposing Troublemaker with this card." (608.4: a face-up one, wherever it is)
    "DE13": card(on_enter(may_discard(1, Challenge(Cards(OPPONENT, TROUBLEMAKER), THIS)))),
    # Applejack, Holiday Spirit: "When this card enters play, you may put the top card of each
    # player's deck into that player's discard pile." (one "may" for both decks, 712.3)
    "DE14": card(on_enter(Mill(1, who=ANY, optional=True))),
    # Appleloosa Buckball Team, Hail Marey: "Chaos: When this card is flipped, your Mane
    # Character gets +3 power until the end of the faceoff." / "Stubborn" / "Immediate:
    # Exhaust this card to give another card involved in a faceoff +3 power until the end of
    # the faceoff." (a character or the Troublemaker, 514.2)
    "DE15": card(
        chaos(power(Cards(YOU, MANE), 3, "faceoff")),
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (power(Cards(where=INVOLVED, other=True), 3, "faceoff"),),
        ),
    ),
    # Big Mac, Sir McBiggun: "When you play a Troublemaker, you may put a +1 power counter on
    # this card." (played face-down, 505.1)
    "DE16": card(
        Triggered(
            Trigger("played", YOU, about=Cards(types=TROUBLEMAKER, face_down=True)),
            (PutCounters(POWER_COUNTER, optional=True),),
        )
    ),
    # Big Mac & Applejack, Big Mouths: "Immediate: Retire this card to put two +1 power
    # counters on another one of your Friends." / "Immediate: Banish this card from your
    # discard pile to put a +1 power counter on one of your Friends."
    "DE17": card(
        Activated(
            "Immediate",
            (RETIRE_THIS,),
            (Choose(Cards(YOU, FRIEND, other=True)), PutCounters(POWER_COUNTER, 2, CHOSEN)),
        ),
        Manual(
            1,
            reason="needs abilities activated outside play by banishing their card (hm1)",
        ),
    ),
    # Double Diamond, Second in Command: "While this card is in your discard pile, your Mane
    # Character has +1 power."
    # (701.3: it functions there; ``IN_DISCARD``)
    "DE18": card(Static("power", Cards(YOU, MANE), 1, condition=IN_DISCARD)),
    # Golden Harvest, Caroller: "When you confront this card's Problem, reveal the top card of
    # your deck. If you reveal a Friend this way, you may exhaust an opposing character."
    "DE20": card(
        caroller(FRIEND, Act("exhaust", Cards(OPPONENT, CHARACTER), optional=True), confront=True)
    ),
    # Limestone Pie, All Work and No Play: "Immediate: Exhaust this card to choose an opposing
    # Friend or boosted Mane Character. That character loses and can't have abilities until
    # the end of the turn." (701.1: its keywords and text; traits, colours and power stay)
    "DE21": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (
                Modify(
                    Cards(OPPONENT, CHARACTER, boosted_if_mane=True),
                    "lose-abilities",
                    until="turn",
                ),
            ),
        )
    ),
    # Maud Pie, Counteroffer: "When this card enters play, start a faceoff involving this card
    # and an opposing character. If you win, exhaust that opposing character." / "When you
    # flip a card, you may put a +1 power counter on one of your Friends." The faceoff is not
    # at a Problem (514.2c): any opposing character, whatever its power; its result is only
    # what the card says (514.5d, as EO12). Any card you flip (515.1), in any faceoff
    "DE22": card(
        on_enter(
            StartFaceoff(THIS, Cards(OPPONENT, CHARACTER), stronger=False),
            FaceoffResult(
                (
                    When(
                        Condition("you-won"),
                        (Act("exhaust", Cards(OPPONENT, CHARACTER, where=AMONG_CHOSEN)),),
                    ),
                )
            ),
        ),
        Triggered(
            Trigger("flipped", YOU), (Act("put-counter", Cards(YOU, FRIEND), optional=True),)
        ),
    ),
    # Pow, Loyal Henchpony: "When one of your Troublemakers would be dismissed, you may exhaust
    # this card to turn it face-down instead." / "This card can't be frightened." (104.2)
    # Ruling: a defeated Troublemaker is dismissed (514.5a): its defeat's points are scored
    # and it is turned face-down instead of being dismissed (710.1); a Troublemaker dismissed
    # by the game (104.3) is not replaced
    "DE23": card(
        Replacement(
            "dismissed",
            Cards(YOU, TROUBLEMAKER),
            "turn-face-down",
            cost=(EXHAUST_THIS,),
        ),
        Static("cant-frighten", THIS),
    ),
    # Snails, Not Thinking About It: "When this card enters play, you may discard 2 cards. If
    # you do, put two +1 power counters on this card." (only with 2 cards in hand, 705.2f)
    "DE24": card(on_enter(may_discard(2, PutCounters(POWER_COUNTER, 2)))),
    # Baby Flurry Heart, Newborn Nightmare: "Chaos: ... Move them to random areas." / "If a
    # character would be moved, and it is the first time ... moved to a random area instead."
    "DE25": manual(reason="no move to a random area, nor a replacement of the turn's first move"),
    # Berry Punch & Orange Swirl, Drinking Buddies: "When this card enters play, gain control
    # of an opposing Friend until the end of the Score Phase." (513.2: it stays where it is;
    # at a home it goes to your home)
    "DE26": card(on_enter(gain_control_of(Cards(OPPONENT, FRIEND), "Score Phase"))),
    # DJ Pon-3, Caroller: "When this card enters play, reveal the top card of your deck. If you
    # reveal an Event this way, draw 3 cards." (the Event is the first card drawn)
    "DE27": card(caroller(EVENT, Draw(3))),
    # Gabby, Lending a Claw: "At the end of your turn, if you have fewer than 4 cards in your
    # hand, you may draw cards until you have 4 or more cards in your hand." (410.4)
    "DE28": card(Triggered(Trigger("turn-end", YOU), (Draw(optional=True, to_hand_size=4),))),
    # Merry Mare, Tis Better to Give: "Chaos: When this card is flipped, draw a card." /
    # "Immediate: Exhaust this card to draw a card."
    "DE29": card(chaos(Draw(1)), Activated("Immediate", (EXHAUST_THIS,), (Draw(1),))),
    # Party Favor, Sunset Festival Director: "At the start of your turn, you may retire this
    # card to put a number of 1 [Laughter] Earth Pony Friend tokens into play equal to its
    # power." Its power as it last existed in play (712.2)
    "DE30": card(
        at_start_of(
            START_OF_YOUR_TURN,
            IfYouDo(
                Act("retire", THIS, optional=True),
                (PutToken(1, (PINK,), ("Earth Pony",), count="power"),),
            ),
            whose=YOU,
        )
    ),
    # Pinkie Pie, Holiday Spirit: "While you have more Friends than an opponent, this card has
    # +2 power." (two players: than your opponent; 513.5)
    "DE31": card(
        Static("power", THIS, 2, condition=Condition("more-than-opponent", Cards(YOU, FRIEND)))
    ),
    # Ravers, Glowsticks Optional: "When one of your non-token Friends enters play, put a 1
    # [Laughter] Earth Pony Friend token into play at each Problem. At the end of the turn,
    # banish those tokens." (521.2; this card entering play too, 706.1d)
    "DE32": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, FRIEND), token=False),
            (
                friend_tokens(1, 1, PINK, "Earth Pony", where=AT_PROBLEM),
                AtEndOfTurn((Act("banish", CHOSEN, each=True),)),
            ),
        )
    ),
    # Sugar Belle, Muffin Mayhem: "When an opponent confronts this card's Problem, you may
    # dismiss an opposing Friend here."
    "DE33": card(
        when_confronted(
            Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE), optional=True), who=OPPONENT
        )
    ),
    # Dr. Hooves, Caroller: "Main Phase: Exhaust this card to reveal the top card of your
    # deck. If you reveal an Event this way, put that Event into your hand and you may pay [1]
    # less to play it this turn."
    # ("it": that card, by its id in the hand, 410.6; the reduction is "may": taken as it is
    # played, 705.2b)
    "DE34": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                RevealTop(rest="stay"),
                IfYouDo(
                    When(revealed(*EVENT), (Act("to-hand", CHOSEN),)),
                    (CostReduction(1, that=True),),
                ),
            ),
        )
    ),
    # Princess Luna, Holiday Spirit: "When you win a Troublemaker faceoff, score a point."
    # (any Troublemaker faceoff, not only one involving this card; 514.5)
    "DE35": card(
        Triggered(Trigger("won-faceoff", YOU, value="troublemaker", anywhere=True), (Score(1),))
    ),
    # Starlight Glimmer, Snowfall Frost: "When this card enters play, you may move an opposing
    # character." (home or a Problem, 506)
    "DE37": card(on_enter(Move(Cards(OPPONENT, CHARACTER), "any", optional=True))),
    # Sunset Shimmer, Clever Calculator: "Immediate: During a faceoff, put this card on top of
    # its owner's deck to put an opposing Friend on top of its owner's deck." (the cost puts
    # this card there, 508.1; the opposing Friend is chosen as the ability resolves)
    "DE38": card(
        Activated(
            "Immediate",
            (Cost("to-deck-top"),),
            (Act("to-deck-top", Cards(OPPONENT, FRIEND)),),
            DURING_A_FACEOFF,
        )
    ),
    # Trixie, Smoke and Mirrors: "When you play an Event, double this card's power until the
    # end of the turn." Ruling: it gets + its power as the effect resolves (708.2: a fixed
    # amount from then on), as "add its power to ..." (PR24)
    "DE39": card(Triggered(Trigger("event-played", YOU), (AddPower(THIS, of=THIS),))),
    # Zecora, Brewing a Plan: "At the end of each opponent's turn, if this card's Problem was
    # not confronted, gain [1]." Ruling: "this turn" (611.4: only the turn player confronts);
    # at home this card has no Problem and gains nothing (501.4)
    "DE40": card(
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("not-confronted-this-turn")),
            (GainTokens(1),),
        )
    ),
    # Coloratura, Simply Rara: "Main Phase: Exhaust this card to choose a Problem. You need -4
    # power to confront that Problem until the end of the turn." (less wild power, to none at
    # the least; as Eccentric's with a negative number, glossary)
    "DE41": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Choose(Cards(types=PROBLEM), there=True), ConfrontArea(who=YOU, amount=-4)),
        )
    ),
    # Discord, Captain Wuzz: "Main Phase: Retire this card to put a Troublemaker from your
    # discard pile into your hand."
    "DE42": card(
        Activated(
            MAIN, (RETIRE_THIS,), (Act("to-hand", Cards(YOU, TROUBLEMAKER, zone=Zone.DISCARD)),)
        )
    ),
    # Gladmane, Pro Con: "When you play a Troublemaker, you need -2 power to confront this
    # card's Problem until the end of the turn." (its Problem as the ability resolves)
    "DE43": card(
        Triggered(
            Trigger("played", YOU, about=Cards(types=TROUBLEMAKER, face_down=True)),
            (ConfrontArea(who=YOU, amount=-2, where=HERE),),
        )
    ),
    # Octavia, Caroller: "When this card enters play, reveal the top card of your deck. If you
    # reveal a Resource this way, you may put it into play." Ruling: put into play, not played
    # (706.1d), on a card its "Play on ..." allows (509.1), or at its owner's home (305.1a)
    "DE44": card(caroller(RESOURCE, PutResourceIntoPlay(optional=True))),
    # Plaid Stripes, Spoony: "Opponents pay +[1] to play cards with cost 2 or less." (204.1:
    # the printed cost)
    "DE45": card(Static("cost", Cards(zone=Zone.HAND, max_cost=2), 1, value="play", who=OPPONENT)),
    # Zesty Gourmand, Backseat Diner: "When you play this card, gain control of an opposing
    # Friend." (for good, 513.2)
    "DE47": card(on_play(gain_control_of(Cards(OPPONENT, FRIEND), "permanent"))),
    # Bon Bon, Caroller: "When this card enters play, reveal the top card of your deck. If you
    # reveal a Friend this way, you may put an opposing Friend into its owner's hand."
    "DE48": card(caroller(FRIEND, Act("to-hand", Cards(OPPONENT, FRIEND), optional=True))),
    # Fluttershy, Flutterholly: "This card has +1 power for each of your characters at home."
    # (this card too while it is at home)
    "DE49": card(Static("power", THIS, 1, per=Cards(YOU, CHARACTER, where=HOME))),
    # The Flying Prairinos, Pink Prairie Dog Pyramid: "At the start of your Score Phase, you
    # may discard a card to put a 1 [Kindness] Critter Friend token into play."
    "DE50": card(
        at_start_of("Score", may_discard(1, friend_tokens(1, 1, YELLOW, "Critter")), whose=YOU)
    ),
    # Mr. and Mrs. Shy, Permissive Parents: "Your Friends at home have Swift."
    "DE51": card(Static("keyword", Cards(YOU, FRIEND, where=HOME), value="Swift")),
    # Princess Celestia, Raptor Raiser: "When this card enters play, choose a Troublemaker. You
    # may put a number of 1 [Kindness] Critter Friend tokens into play equal to that
    # Troublemaker's power." (a face-up one: a face-down one has no power, 505.1b)
    "DE52": card(
        on_enter(
            Choose(Cards(types=TROUBLEMAKER)),
            PutToken(1, (YELLOW,), ("Critter",), count="power", of=CHOSEN, optional=True),
        )
    ),
    # Trapeze Star, Acrobatic Magic: "Chaos: When this card is flipped, put a 1 [Kindness]
    # Critter Friend token into play." / "When this card enters play, put a 1 [Kindness]
    # Critter Friend token into play."
    "DE54": card(
        chaos(friend_tokens(1, 1, YELLOW, "Critter")),
        on_enter(friend_tokens(1, 1, YELLOW, "Critter")),
    ),
    # Vapor Trail, Wind Beneath Your Wings: "Chaos: While this card is flipped, your characters
    # have +1 power." / "When this card becomes involved in a faceoff, one of your characters
    # at home becomes involved in the faceoff."
    # (701.3: the first functions in the flip zone, on your characters in play). Ruling:
    # "becomes involved" is read as a faceoff starting involving it (514.2); a card becoming
    # involved later (moved to the faceoff's Problem, 514.2d) does not trigger it. The
    # character at home is flagged and stays involved until the faceoff ends (514.2d.i)
    "DE55": card(
        Static("power", Cards(YOU, CHARACTER), 1, condition=FLIPPED),
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff")),
            (Act("involve", Cards(YOU, CHARACTER, where=HOME)),),
        ),
    ),
    # Zephyr Breeze, Quitter: "When this card is sent or moved home, retire it." Sent home
    # by the rules or an effect (514.5b, 613.2) or moved home by any player (506)
    "DE56": card(
        Triggered(Trigger("sent-home"), (Act("retire", THIS),)),
        Triggered(Trigger("moved", ANY, value="to-home"), (Act("retire", THIS),)),
    ),
    # Apple Bloom, Fastest: "Main Phase: Exhaust this card and discard a card to put a +1 power
    # counter on this card." / "Main Phase: Exhaust this card and discard a card to move this
    # card." (home or a Problem, 506.1)
    "DE57": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("discard", Cards(YOU, zone=Zone.HAND))),
            (PutCounters(POWER_COUNTER),),
        ),
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("discard", Cards(YOU, zone=Zone.HAND))),
            (Move(THIS, "any"),),
        ),
    ),
    # Rainbow Dash & Applejack, Two Cool: "Swift" / "At the start of a Problem faceoff
    # involving this card, you may draw 2 cards and discard 2 cards." (514.2)
    "DE58": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff", value="problem")),
            (IfYouDo(Draw(2, optional=True), (Discard(2, YOU, random=False),)),),
        )
    ),
    # Angel Wings, Friendly Fan: "When this card enters play, you may pay [2] less for your
    # next Friend this turn." (705.2b)
    "DE59": card(on_enter(CostReduction(2, FRIEND))),
    # Spitfire, Drilling It In: "Experienced" / "When this enters play, you may discard a card
    # to frighten a Friend." / "When this card enters your discard pile, you may draw a card."
    "DE60": card(
        on_enter(may_discard(1, Act("frighten", Cards(types=FRIEND)))),
        Triggered(Trigger("entered-discard", value="this"), (Draw(optional=True),)),
    ),
    # Professor Flintheart, Potions Master: "When you win a Troublemaker faceoff, you may
    # frighten a Friend." (any Troublemaker faceoff; 514.5)
    "DE61": card(
        Triggered(
            Trigger("won-faceoff", YOU, value="troublemaker", anywhere=True),
            (Act("frighten", Cards(types=FRIEND), optional=True),),
        )
    ),
    # Quibble Pants, Nonbeliever: "Main Phase: Exhaust this card to put a Troublemaker from
    # your hand into play face-up."
    # Ruling: a Troublemaker in play is at a Problem (Troublemakers are played to one, 302):
    # this card's controller chooses the Problem, then the Troublemaker; put into play, not
    # played (706.1d): no cost, no "when you play" abilities (as AD161)
    "DE62": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                Choose(Cards(types=PROBLEM), there=True),
                Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),
            ),
        )
    ),
    # Scootaloo, Most Creative: "When you win a faceoff involving this card, score a point."
    "DE63": card(when_wins_faceoff(Score(1))),
    # Zomponies, Terrifying Infestation: "When you confront this card's Problem, you may
    # frighten a Friend." / "Opponents pay +[1] to rally Friends." (609.2e)
    "DE64": card(
        when_confronted(Act("frighten", Cards(types=FRIEND), optional=True)),
        Static("cost", Cards(types=FRIEND, face_down=True), 1, value="rally", who=OPPONENT),
    ),
    # Cloudchaser & Flitter, Two on the Team: "When you move another character with 2 or less
    # power, you may move this card." (its power after the move; home or a Problem, 506)
    "DE65": card(
        Triggered(
            Trigger("moved", YOU, about=Cards(types=CHARACTER, other=True, max_power=2)),
            (Move(THIS, "any", optional=True),),
        )
    ),
    # Rainbow Dash & Fluttershy, Words of Encouragement: "When you lose a Troublemaker faceoff
    # involving this card, you may move one of your Friends at home to a Problem." (two
    # players: your opponent won it, 514.5)
    "DE66": card(
        Triggered(
            Trigger("won-faceoff", OPPONENT, value="troublemaker"),
            (Move(Cards(YOU, FRIEND, where=HOME), "a-problem", optional=True),),
        )
    ),
    # Applejack & Pinkie Pie, On the Ball: "This card can't be frightened." / "When a
    # Troublemaker is uncovered, you may put a +1 power counter on this card." (any player's,
    # 607.3)
    "DE67": card(
        Static("cant-frighten", THIS),
        Triggered(
            Trigger("uncovered", ANY, value="any"), (PutCounters(POWER_COUNTER, optional=True),)
        ),
    ),
    # Granny Smith, Out of Bounds: "Flip an additional card during faceoffs involving this
    # card." / "If you would put any number of flipped Friends on the bottom of your deck, you
    # may put one of them into your hand and the rest on the bottom instead."
    "DE68": card(
        Static("flip", amount=1),
        # Ruling: flipped cards go to the bottom as each faceoff ends (514.6): one of your
        # flipped Friends then goes into your hand instead, once per faceoff (710.1, as EO177)
        Replacement("flip-to-bottom", Cards(YOU, FRIEND, zone=Zone.FLIP), "hand", once="faceoff"),
    ),
    # Coriander Cumin, Limited Menu: "When this card enters play, name a card. A player reveals
    # their hand and discards all cards with that name." (201.1; the player is this card's
    # controller's choice, 705.2f: in a two-player game, yourself or your opponent)
    "DE69": card(
        on_enter(
            Name(),
            choose_one(
                ("you", (Discard(who=YOU, all=True, named=True),)),
                ("your opponent", (Discard(who=OPPONENT, all=True, named=True),)),
            ),
        )
    ),
    # Mr. Stripes, Pushy Pony: "Chaos: When this card is flipped, put a +1 power counter on a
    # Friend or Troublemaker involved in the faceoff." / "Prepared" / "Immediate: Exhaust this
    # card to exhaust an opposing character involved in a faceoff."
    "DE70": card(
        chaos(Act("put-counter", Cards(types=FRIEND_OR_TROUBLEMAKER, where=INVOLVED))),
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Act("exhaust", Cards(OPPONENT, CHARACTER, where=INVOLVED)),),
        ),
    ),
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
