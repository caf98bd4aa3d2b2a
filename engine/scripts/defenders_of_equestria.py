"""Defenders of Equestria (DE) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.cards import CardType
from engine.scripts.equestrian_odysseys import PLAYED_CARD
from engine.scripts.vocabulary import (
    AMONG_CHOSEN,
    ANY,
    AT_ANOTHER_PROBLEM,
    AT_PROBLEM,
    BANISH_FROM_DISCARD,
    BLUE,
    CHARACTER,
    CHOSEN,
    CONFRONT_PAST,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    HOME,
    HOST,
    IN_DISCARD,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    PINK,
    PROBLEM,
    RANDOM_AREA,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THIS,
    TROUBLEMAKER,
    TURN_OVER,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AsEntersPlay,
    AtEndOfFaceoff,
    AtEndOfTurn,
    Attach,
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
    ExtraConfrontSteps,
    FaceoffResult,
    Flip,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Mill,
    Modify,
    Move,
    Name,
    Pay,
    Play,
    PlayCostChange,
    PlayFree,
    PutCounters,
    PutResourceIntoPlay,
    PutToken,
    PutTokenCopy,
    RemoveCounters,
    Replacement,
    RevealTop,
    RevealUntil,
    RuleChange,
    Score,
    Shuffle,
    StartFaceoff,
    Static,
    Trigger,
    Triggered,
    When,
    at_start_of,
    card,
    chaos,
    choose_colours,
    choose_one,
    cost_of,
    friend_tokens,
    gain_control_of,
    look_at_a_problem_deck,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    when_confronted,
    when_solved,
    when_state,
    when_wins_faceoff,
)
from engine.state import POWER_COUNTER, Zone

_YOUR_OTHER_FRIEND_AT_HOME = Cards(YOU, FRIEND, where=HOME, other=True)
_YOUR_OTHER_CARD_IN_HAND = Cards(YOU, zone=Zone.HAND, other=True)  # not the card being played


# "When you confront this card's Problem, turn this card over." (the Mane Characters' Start side)
CONFRONT_TURNS_OVER = when_confronted(TURN_OVER)

TROUBLEMAKER_IN_DISCARD = Cards(YOU, TROUBLEMAKER, zone=Zone.DISCARD)  # DE81, DE98

DURING_A_FACEOFF = Condition("faceoff")  # "During a faceoff" (514.1)

# "While you have 3 or fewer cards in your hand" (DE9, DE11)
THREE_OR_FEWER_IN_HAND = Condition("at-most", Cards(YOU, zone=Zone.HAND), n=3)

FRIEND_OR_TROUBLEMAKER = (CardType.FRIEND, CardType.TROUBLEMAKER)

# "At the start of your turn": the start of its Ready Phase (601.3)
START_OF_YOUR_TURN = "Ready"


def discard_to_play(n: int, timing: str, *effects: Effect) -> tuple[Static, Play]:
    """An Event with "As an additional cost to play this card, discard ``n`` cards." (508.1):
    it may be played only while its player has ``n`` other cards in hand (508.1d), which they
    choose and discard as it is played, before its other instructions (705.2c); a copy of its
    text discards nothing (520.1; as EO111)."""
    return (
        Static("play-requires", condition=Condition("count", _YOUR_OTHER_CARD_IN_HAND, n=n)),
        Play(timing, (When(PLAYED_CARD, (Discard(n, YOU, random=False, cost=True),)), *effects)),
    )


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
        # it functions in the discard pile (701.3), its card banished from there to pay
        # (410.5); one of your Friends in play (519.1)
        Activated("Immediate", (BANISH_FROM_DISCARD,), (Act("put-counter", Cards(YOU, FRIEND)),)),
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
    # Baby Flurry Heart, Newborn Nightmare: "Chaos: When this card is flipped, choose two
    # characters. Move them to random areas." / "If a character would be moved, and it is the
    # first time a character would be moved this turn, that character is moved to a random
    # area instead. This is still considered the first time a character would be moved this
    # turn." (glossary: Chaos; 506.6: one at a time, each to an area chosen at random among
    # those it can be moved to, its controller's home too, 506.2; the judge enters it in
    # observed mode). Rulings: any player's characters, both chosen before either moves;
    # the replacement has no "may" and applies to any
    # player's move, as an action or by an effect (506.1), before the optional ones (710.1,
    # 710.5); "the first time" is no character moved yet this turn by anyone
    # (``Condition("moved-this-turn", n=0, value=ANY)``, kept from the turn's start, before this
    # card entered play too); the replaced move is a move, so it is the turn's first (710.3)
    "DE25": card(
        chaos(Choose(Cards(types=CHARACTER), n=2), Move(CHOSEN, RANDOM_AREA, each=True)),
        Replacement(
            "move",
            Cards(types=CHARACTER),
            RANDOM_AREA,
            optional=False,
            condition=Condition("moved-this-turn", n=0, value=ANY),
        ),
    ),
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
    # Orchard Blossom, A Whole New You: "When you play this card, put the top 3 cards of your
    # deck into your discard pile. Then, you may put a Friend from your discard pile into
    # play." Put into play, not played (706.1d): at its owner's home; one just milled may be
    # chosen (the instructions are followed in order, 705.2f)
    "DE71": card(
        on_play(
            Mill(3, YOU),
            Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD), optional=True),
        )
    ),
    # Sweetie Belle, Most Traditional: "Immediate: Exhaust this card to look at the top two
    # cards of a player's deck. Put any number of them into their owner's discard pile and the
    # rest back on top in any order." The player is chosen as the ability resolves (705.2f);
    # the looker knows the cards put back and their order (402.3)
    "DE72": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (
                choose_one(
                    ("your deck", (LookAtTop(2, YOU, discard=True),)),
                    ("an opponent's deck", (LookAtTop(2, OPPONENT, discard=True),)),
                ),
            ),
        )
    ),
    # Cheerilee, Cheerileeder: "Immediate: Exhaust this card and one of your Friends at home to
    # add that Friend's power to another one of your characters until the end of the turn."
    # "Another": other than that Friend (this card may get it, 508.1: paid before)
    "DE73": card(
        Activated(
            "Immediate",
            (
                EXHAUST_THIS,
                cost_of("exhaust", Cards(YOU, FRIEND, where=HOME, other=True), that=True),
            ),
            (AddPower(Cards(YOU, CHARACTER, not_that=True), of=THAT),),
        )
    ),
    # Hooffields & McColts, Uneasy Truce: "Main Phase: Remove two +1 power counters from this
    # card to put two 1 [Kindness] Critter Friend tokens into play." / "Main Phase: Retire two
    # Critter Friends to put a 3 [Honesty] Rock Friend token into play." (519.3, 508.1d: this
    # card must have two counters; two of your Critter Friends, 410.2: you retire your own)
    "DE74": card(
        Activated(
            MAIN, (remove_counters(2, POWER_COUNTER),), (friend_tokens(2, 1, YELLOW, "Critter"),)
        ),
        Activated(
            MAIN,
            (cost_of("retire", Cards(YOU, FRIEND, trait="Critter"), n=2),),
            (friend_tokens(1, 3, ORANGE, "Rock"),),
        ),
    ),
    # Pinkie Pie & Twilight Sparkle, All Under Control: "When you draw a card, you may put a
    # +1 power counter on one of your Troublemakers here." / "At the end of your turn, you may
    # draw a card." Each card drawn (410.4b); "here": this card's Problem (501.4)
    "DE75": card(
        Triggered(
            Trigger("drew", YOU),
            (Act("put-counter", Cards(YOU, TROUBLEMAKER, where=HERE), optional=True),),
        ),
        Triggered(Trigger("turn-end", YOU), (Draw(1, optional=True),)),
    ),
    # Rainbowshine, Gift Giver: "When an opponent starts a faceoff, you may draw a card." /
    # "Immediate: Exhaust this card to pay [1] less for your next Event this turn." A faceoff
    # anywhere; the turn player starts the faceoffs the rules start (514.1, as Prepared reads)
    "DE76": card(
        Triggered(Trigger("faceoff-started", OPPONENT, anywhere=True), (Draw(1, optional=True),)),
        Activated("Immediate", (EXHAUST_THIS,), (CostReduction(1, EVENT),)),
    ),
    # Saffron Masala, Another Satisfied Customer: "When a Friend leaves play, your Mane
    # Character gets +2 power until the end of the turn." Any player's Friend, any way
    # (dismissed, retired, put into a hand ...), judged as it last existed in play (712.2)
    "DE77": card(
        Triggered(
            Trigger("leaves-play", ANY, about=Cards(types=FRIEND)),
            (Modify(Cards(YOU, MANE), "power", 2, each=True),),
        )
    ),
    # Tender Taps, Sharing the Stage: "Chaos: When this card is flipped, put a Friend with
    # cost 2 or less from your discard pile into play." / Eccentric 2 (keyword) / "When you
    # play this card, you may put a Friend with cost 2 or less from your discard pile into
    # play." Its printed cost (204.1); put into play at its owner's home (706.1d)
    "DE78": card(
        chaos(Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD, max_cost=2))),
        on_play(
            Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD, max_cost=2), optional=True)
        ),
    ),
    # Defenders of Equestria, Hive Heroes: "When this card enters play, you may retire a
    # Friend to turn an opposing Troublemaker face-down." / "When one of your Friends is
    # retired or dismissed, you may put a +1 power counter on this card." One of your own
    # Friends (410.2), this card too; the counter trigger sees the Friend as it left (712.2)
    "DE79": card(
        on_enter(
            IfYouDo(
                Act("retire", Cards(YOU, FRIEND), optional=True),
                (Act("turn-face-down", Cards(OPPONENT, TROUBLEMAKER)),),
            )
        ),
        Triggered(
            Trigger("retired", YOU, about=Cards(YOU, FRIEND)),
            (Act("put-counter", THIS, optional=True),),
        ),
        Triggered(
            Trigger("dismissed", YOU, about=Cards(YOU, FRIEND)),
            (Act("put-counter", THIS, optional=True),),
        ),
    ),
    # Petunia Paleo, Excavator: "Main Phase: Exhaust this card and retire a Friend to look at
    # the top card of a Problem deck and put it on the top or bottom of that deck." Either
    # player's Problem deck, chosen as the ability resolves (705.2f); the Friend retired is
    # one of yours other than this card, which the same cost exhausts (508.1)
    "DE80": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("retire", Cards(YOU, FRIEND, other=True))),
            (look_at_a_problem_deck(1),),
        )
    ),
    # Twilight Sparkle & Rarity, Exposed!: "When this card enters play, you may put a
    # Troublemaker from your discard pile into play face-up." A Troublemaker enters play at a
    # Problem (306.1): its player chooses the Problem as they say yes (705.2f), as MT105; put
    # into play, not played (706.1d). Asked only with a Troublemaker in that discard pile
    "DE81": card(
        on_enter(
            IfYouDo(
                Choose(Cards(types=PROBLEM), there=True, optional=True),
                (Act("put-into-play-there", TROUBLEMAKER_IN_DISCARD),),
            ),
            condition=Condition("count", TROUBLEMAKER_IN_DISCARD),
        )
    ),
    # Spike, Garbunkle: "Opponents can't challenge your Troublemakers unless they pay [1]."
    # (608.4, 508.1: by the challenge step or an effect)
    "DE82": card(Static("challenge-cost", Cards(YOU, TROUBLEMAKER), 1, who=OPPONENT)),
    # Mayor Mare, Emergency Session: "This card does not count against your home limit." /
    # "Immediate: Exhaust this card and discard 2 cards to give an opposing character involved
    # in a faceoff -1 power for each of your characters at home until the end of the
    # faceoff." (616.3) The count is made as the ability resolves (708.2: fixed from then on)
    "DE83": card(
        Static("home-limit-exempt", THIS),
        Activated(
            "Immediate",
            (EXHAUST_THIS, cost_of("discard", Cards(YOU, zone=Zone.HAND), n=2)),
            (
                Modify(
                    Cards(OPPONENT, CHARACTER, where=INVOLVED),
                    "power",
                    -1,
                    until="faceoff",
                    per=Cards(YOU, CHARACTER, where=HOME),
                ),
            ),
        ),
    ),
    # Sunburst, Royal Foalsitter: "Immediate: Exhaust this card to gain [1]." / "When an
    # opponent confronts this card's Problem, that opponent loses [1]." (611.4)
    "DE84": card(
        Activated("Immediate", (EXHAUST_THIS,), (GainTokens(1),)),
        when_confronted(LoseTokens(1, OPPONENT), who=OPPONENT),
    ),
    # Rarity & Fluttershy, Critter Recruiters: "When an opponent starts a faceoff, you may put
    # a 1 [Kindness] Critter Friend token into play." (as DE76: any faceoff, 514.1)
    "DE85": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, anywhere=True),
            (friend_tokens(1, 1, YELLOW, "Critter", optional=True),),
        )
    ),
    # Tree Hugger, Seeking Balance: Showy 1 (keyword) / "At the end of each opponent's turn,
    # if this card's Problem was not confronted this turn, you may move one of your Critter
    # friends." As Zecora (DE40): at home this card has no Problem and nothing triggers
    # (501.4); the Critter goes home or to a Problem (506.1), as any move effect
    "DE86": card(
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("not-confronted-this-turn")),
            (Move(Cards(YOU, FRIEND, trait="Critter"), "any", optional=True),),
        )
    ),
    # Changeling Citizens, Feel the Love: "As this card enters play, choose a color. This
    # card is that color." / "This card has +1 power for each of your other characters."
    # (706.1a)
    "DE87": card(
        choose_colours(1),
        Static("chosen-colours"),
        Static("power", THIS, 1, per=Cards(YOU, CHARACTER, other=True)),
    ),
    # Flim & Flam, Shams: "As this card enters play, choose a color. This card is that
    # color." / "This card enters play with 3 +1 power counters on it." / "At the start of
    # your turn, remove a +1 power counter from this card." (706.1a, 706.1b; the start of
    # the turn is the start of its Ready Phase, 601.2; with none left, nothing, 519.3)
    "DE88": card(
        choose_colours(1),
        Static("chosen-colours"),
        AsEntersPlay("put-counter", THIS, 3),
        at_start_of("Ready", RemoveCounters(POWER_COUNTER, n=1), whose=YOU),
    ),
    # A Changeling Can Change: "Main Phase: Choose one: Move up to two of your characters,
    # challenge an opposing Troublemaker with all your characters at its Problem, or pay [3]
    # less for the next Friend you play this turn." (705.2f; a challenge by an effect, 608.4,
    # 514.2a; moved home or to a Problem, 506)
    "DE89": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "move up to two of your characters",
                        (Move(Cards(YOU, CHARACTER), "any", up_to=2),),
                    ),
                    (
                        "challenge an opposing Troublemaker with all your characters at its "
                        "Problem",
                        (Challenge(Cards(OPPONENT, TROUBLEMAKER)),),
                    ),
                    (
                        "pay 3 less for the next Friend you play this turn",
                        (CostReduction(3, FRIEND),),
                    ),
                ),
            ),
        )
    ),
    # A Petite Sneeze: "Main Phase: As an additional cost to play this card, discard 2 cards."
    # / "Banish an opposing Friend, Resource, or Troublemaker." (508.1, 705.2c; 406) Ruling:
    # one card of the three types an opponent controls, a face-up Troublemaker (505.2); with
    # none, the cost is paid all the same and nothing is banished (705.2f)
    "DE90": card(
        *discard_to_play(
            2, MAIN, Act("banish", Cards(OPPONENT, types=(*FRIEND, *RESOURCE, *TROUBLEMAKER)))
        )
    ),
    # A Wrinkle in Time: "Immediate: Banish an opponent's flipped card." (515.1, 406: it
    # leaves the flip zone and adds nothing more to the faceoff)
    "DE91": card(Play("Immediate", (Act("banish", Cards(OPPONENT, zone=Zone.FLIP)),))),
    # Belly Flop: "Immediate: Retire a Friend to dismiss an opposing Friend." The retiring is
    # a cost (508.1): the Event is played only while its player has a Friend to retire
    # (508.1d), one of their own (410.2)
    "DE92": card(
        Play(
            "Immediate",
            (
                IfYouDo(
                    Act("retire", Cards(YOU, FRIEND)), (Act("dismiss", Cards(OPPONENT, FRIEND)),)
                ),
            ),
            condition=Condition("count", Cards(YOU, FRIEND)),
        )
    ),
    # Cipactli Attack: "Immediate: Frighten a Friend." Any player's (504.1)
    "DE93": card(Play("Immediate", (Act("frighten", Cards(types=FRIEND)),))),
    # Daring Dive: "Immediate: As an additional cost to play this card, discard 2 cards." /
    # "Give a character involved in a faceoff +2 power until the end of the faceoff." (508.1,
    # 705.2c; 514.2a: any player's character) Outside a faceoff none is involved: the cost
    # is paid and nothing gets power (705.2f)
    "DE94": card(
        *discard_to_play(
            2, "Immediate", power(Cards(types=CHARACTER, where=INVOLVED), 2, "faceoff")
        )
    ),
    # Find the Purpose in Your Life: "Main Phase: Choose one: Unfrighten up to two of your
    # Friends, exhaust an opposing character and it does not ready during its controller's
    # next ready step, or flip an additional card during faceoffs until the end of the turn."
    # Ruling: a Main Phase Event is played in its player's turn, so the opposing character's
    # controller's next Ready step comes before that player's next turn: "does not ready"
    # lasts until then (603.1, 708.2); the extra flip is a lasting rule change for its player
    # (514.3a, as MT88)
    "DE95": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "unfrighten up to two of your Friends",
                        (Act("unfrighten", Cards(YOU, FRIEND, face_down=True), up_to=2),),
                    ),
                    (
                        "exhaust an opposing character; it does not ready",
                        (
                            Act("exhaust", Cards(OPPONENT, CHARACTER)),
                            Modify(CHOSEN, "no-ready", until="your-next-turn"),
                        ),
                    ),
                    (
                        "flip an additional card during faceoffs this turn",
                        (RuleChange("extra-flips", amount=1),),
                    ),
                ),
            ),
        )
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
    # Funny Business: "Main Phase: As an additional cost to play this card, discard 2 cards."
    # / "Dismiss an opposing Friend." (508.1, 705.2c; 410.3: into its owner's discard pile)
    "DE97": card(*discard_to_play(2, MAIN, Act("dismiss", Cards(OPPONENT, FRIEND)))),
    # It's Gonna Work: "Main Phase: Choose one: Banish a Friend with 3 or more power, you need
    # -2 power to confront Problems until the end of the turn, or put a Troublemaker from your
    # discard pile into play face-up." Any player's Friend (410.5); the confront change is
    # less wild power at every Problem, to none at the least (611.3, as DE41's for one); the
    # Troublemaker goes to a Problem its player chooses (306.1, as DE81), put into play, not
    # played (706.1d). Limit: the last mode is offered with no Troublemaker in the discard pile,
    # and then does nothing (705.2f: as much as can be done)
    "DE98": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "banish a Friend with 3 or more power",
                        (Act("banish", Cards(types=FRIEND, min_power=3)),),
                    ),
                    (
                        "you need -2 power to confront Problems this turn",
                        (RuleChange("confront", amount=-2),),
                    ),
                    (
                        "put a Troublemaker from your discard pile into play face-up",
                        (
                            Choose(Cards(types=PROBLEM), there=True),
                            Act("put-into-play-there", TROUBLEMAKER_IN_DISCARD),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Join the Herd: "Immediate: Choose a color. One of your characters has +2 power and has
    # that color until the end of the turn." (705.2f: the colour first, then the character)
    "DE99": card(
        Play("Immediate", (Modify(Cards(YOU, CHARACTER), "colour", 2, choose_colour=True),))
    ),
    # Luna's Future: "Main Phase: Choose one: Banish a Friend until the end of the turn,
    # banish a Resource, or put three +1 power counters on a Troublemaker." Ruling: a Friend
    # banished until the end of the turn returns by a delayed ability in the End of Turn step
    # (615.1), put into play at its owner's home under their control (406, 706.1d: not
    # played); a token banished ceases to exist and does not return (521.3)
    "DE100": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "banish a Friend until the end of the turn",
                        (
                            Act("banish", Cards(types=FRIEND)),
                            AtEndOfTurn((Act("put-into-play", CHOSEN),)),
                        ),
                    ),
                    ("banish a Resource", (Act("banish", Cards(types=RESOURCE)),)),
                    (
                        "put three +1 power counters on a Troublemaker",
                        (Act("put-counter", Cards(types=TROUBLEMAKER), up_to=3),),
                    ),
                ),
            ),
        )
    ),
    # Mysterious Disappearance: "Chaos: When this card is flipped, banish a Resource." /
    # "Immediate: As an additional cost to play this card, discard 2 cards." / "Banish a
    # Resource." Any player's Resource (406). Flipped, it is not played: its Chaos ability
    # banishes one and nothing is discarded (515.1, 508.1: the cost is to play it)
    "DE101": card(
        chaos(Act("banish", Cards(types=RESOURCE))),
        *discard_to_play(2, "Immediate", Act("banish", Cards(types=RESOURCE))),
    ),
    # Natural 20: "Immediate: Turn a Troublemaker face-down." Any player's face-up one (505)
    "DE102": card(Play("Immediate", (Act("turn-face-down", Cards(types=TROUBLEMAKER)),))),
    # Pinkie's Present: "Main Phase: Choose one: Draw 4 cards, opponents need +2 power to
    # confront Problems until the start of your next turn, or gain control of an opposing Friend
    # until the end of the Score Phase." The confront change is more wild power at every
    # Problem for each opponent (611.3, as Eccentric's), until this player's next turn begins
    # (708.2); the Friend stays where it is, or goes to your home from its own (513.2, as DE26)
    "DE103": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("draw 4 cards", (Draw(4),)),
                    (
                        "opponents need +2 power to confront Problems until your next turn",
                        (RuleChange("confront", OPPONENT, 2, "your-next-turn"),),
                    ),
                    (
                        "gain control of an opposing Friend until the end of the Score Phase",
                        (gain_control_of(Cards(OPPONENT, FRIEND), "Score Phase"),),
                    ),
                ),
            ),
        )
    ),
    # Similo Duplexis: "Main Phase: During the next Score Phase, there is an additional Confront
    # Step for each Problem." A Main Phase Event: the next Score Phase is this turn's. Ruling:
    # the turn player performs two confront steps at each Problem (610.1), each confront
    # scoring its point (611.4); a Problem confronted twice counts once towards the Multi
    # Problem Faceoff (612.1)
    "DE104": card(Play(MAIN, (ExtraConfrontSteps(),))),
    # Sweep Sweep Sweep: "Immediate: An opposing character involved in a faceoff gets -3
    # power until the end of the faceoff. You may discard a card. If you do, one of your
    # cards involved in the faceoff gets +3 power until the end of the faceoff." (514.2;
    # "your cards involved": your characters, the only cards involved, 514.2a)
    "DE105": card(
        Play(
            "Immediate",
            (
                Modify(Cards(OPPONENT, CHARACTER, where=INVOLVED), "power", -3, until="faceoff"),
                IfYouDo(
                    Discard(1, YOU, random=False, optional=True),
                    (Modify(Cards(YOU, CHARACTER, where=INVOLVED), "power", 3, until="faceoff"),),
                ),
            ),
        )
    ),
    # Taking Care of Business: "Immediate: Put a +1 power counter on each of your characters
    # involved in a faceoff." (519, 514.2)
    "DE106": card(
        Play("Immediate", (Act("put-counter", Cards(YOU, CHARACTER, where=INVOLVED), each=True),))
    ),
    # Tough Love: "Immediate: Put an opposing Friend with 3 or more power into its owner's
    # hand." (507.1: its current power)
    "DE107": card(Play("Immediate", (Act("to-hand", Cards(OPPONENT, FRIEND, min_power=3)),))),
    # Turning Point: "Main Phase: Dismiss an opposing Troublemaker. You may discard a card. If
    # you do, gain control of that Troublemaker instead." Ruling: the player says first whether
    # they discard, then chooses the opposing Troublemaker, whose control they gain for good
    # (513.2) if they discarded, or which is dismissed if not (710.1: the gain replaces the
    # dismissal); either way it is one opposing face-up Troublemaker of their choice
    "DE108": card(
        Play(
            MAIN,
            (
                IfYouDo(
                    Discard(1, YOU, random=False, optional=True),
                    (gain_control_of(Cards(OPPONENT, TROUBLEMAKER), "permanent"),),
                    otherwise=(Act("dismiss", Cards(OPPONENT, TROUBLEMAKER)),),
                ),
            ),
        )
    ),
    # Behind Enemy Lines: "Play on a Problem." / "You can have an additional face-up
    # Troublemaker at this Problem." / "When an opponent challenges one of your Troublemakers
    # here, each of your Troublemakers here becomes involved in the faceoff."
    # Ruling: the additional one is allowed to this card's controller at its Problem (306.2,
    # 516.4; an Epic Troublemaker still violates uniqueness there, 516.4a); the Troublemakers
    # that become involved add their power to the total as the challenged one does (514.4a.i,
    # 514.2d.i), and only the challenged one is defeated (514.5a: "the Troublemaker")
    "DE109": card(
        Attach(Cards(types=PROBLEM)),
        Static("extra-troublemaker"),
        Triggered(
            Trigger("faceoff-started", OPPONENT, about=Cards(YOU, TROUBLEMAKER, where=HERE)),
            (Act("involve", Cards(YOU, TROUBLEMAKER, where=HERE), each=True),),
        ),
    ),
    # Buckball Championship (a Dilemma: a Problem while in play, 522.1): "When this Problem is
    # solved, score a point." Its controller scores (712.2: as it last existed in play), not
    # the winner of the faceoff; a Dilemma solved goes to the discard pile (522.3)
    "DE110": card(when_solved(Score(1))),
    # Conning the Con Pony (a Dilemma: a Problem while in play, 522.1): "When you confront this
    # Problem, choose an opposing Troublemaker. That card doesn't prevent you from confronting
    # its Problem this turn." (611.3e; a lasting modifier on that card, 708.2)
    "DE111": card(
        when_confronted(Modify(Cards(OPPONENT, TROUBLEMAKER), CONFRONT_PAST, until="turn"))
    ),
    # Heart of the Sea: "Play on a Friend or Troublemaker." / "That card has +2 power." / "If
    # that card would be dismissed, you may put it into its owner's hand instead." (509.1,
    # 710.1: the host goes to the hand; this Resource, left unattached, is dismissed by the
    # game, 511.6)
    "DE112": card(
        Attach(Cards(types=(*FRIEND, *TROUBLEMAKER))),
        Static("power", HOST, 2),
        Replacement("dismissed", HOST, "hand"),
    ),
    # Trixie's Equestrian Apology Tour: "Play to your home." / "At the end of each opponent's
    # turn, if no Problems were confronted this turn, you may distribute two +1 power counters
    # on up to two of your Friends."
    # One question for the two counters (712.3), then each is put on one of your Friends, the
    # same one or another (519.1, as HM0's "distribute")
    "DE113": card(
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("none-confronted")),
            (
                IfYouDo(
                    Act("put-counter", Cards(YOU, FRIEND), optional=True),
                    (Act("put-counter", Cards(YOU, FRIEND)),),
                ),
            ),
        )
    ),
    # Wonderbolts Runway: "Play to your home." / "At the start of your turn, put a Trainee
    # counter on this card." / "When you put a Trainee counter on this card, if there are 5
    # or more Trainee counters on this card, retire it." / "When this card leaves play, for
    # each Trainee counter on it, put a 1 [Loyalty] Pegasus Friend token with Swift into
    # play." Ruling: only its own start-of-turn ability puts Trainee counters on it, so the
    # third paragraph is a state trigger on 5 counters (704.1c: it triggers as the fifth is
    # put); the tokens count its counters as it last existed in play (712.2)
    "DE114": card(
        at_start_of("Ready", PutCounters("Trainee"), whose=YOU),
        when_state(Condition("counters", n=5, value="Trainee"), Act("retire", THIS)),
        Triggered(
            Trigger("leaves-play"),
            (friend_tokens(1, 1, BLUE, "Pegasus", "Swift", count="counter:Trainee"),),
        ),
    ),
    # Changeling Barricade, You Shall Not Pass: "When this card is uncovered, put a token copy
    # of this card into play face-up at each other Problem." (520.2: its printed information;
    # put into play, not uncovered, so the copies' own ability does not trigger, 607.3)
    "DE115": card(Triggered(Trigger("uncovered"), (PutTokenCopy(THIS, where=AT_ANOTHER_PROBLEM),))),
    # Changeling Mimics, Unreasonable Facsimiles: "At the start of each opponent's turn, you
    # may choose Event, Resource, or Troublemaker. That opponent pays +[3] to play cards of the
    # chosen type until the start of their next turn." (601.2: the start of a turn is the
    # start of its Ready Phase; 705.2b: each card of that type that opponent plays costs more)
    "DE116": card(
        at_start_of(
            "Ready",
            choose_one(
                *(
                    (kind[0].value, (PlayCostChange(3, kind, OPPONENT, "their-next-turn"),))
                    for kind in (EVENT, RESOURCE, TROUBLEMAKER)
                ),
                optional=True,
            ),
            whose=OPPONENT,
        )
    ),
    # Dr. Caballeron, Turnabout is Foul Play: "While an opponent has more Friends than you,
    # this card has +3 power." (513.5: the opponent's Friends seen from their side are more
    # than yours)
    "DE117": card(
        Static("power", THIS, 3, condition=Condition("more-than-opponent", Cards(OPPONENT, FRIEND)))
    ),
    # Garble, Kind of a Jerk: "When this card is uncovered, you may pay [2] to put an opposing
    # Friend into its owner's hand." (607.3, 508.1)
    "DE118": card(
        Triggered(
            Trigger("uncovered"),
            (IfYouDo(Pay(2), (Act("to-hand", Cards(OPPONENT, FRIEND)),)),),
        )
    ),
    # Queen Chrysalis, Vicious Vengeance: "When this card is uncovered, move all characters
    # here home." Every player's, each moved by this card's controller (506.1)
    "DE119": card(
        Triggered(
            Trigger("uncovered"), (Move(Cards(types=CHARACTER, where=HERE), "home", each=True),)
        )
    ),
    # Skeleton Soldiers, Necromancy is Magic: "When this card is defeated, put it into its
    # owner's hand." It looks back from the discard pile (514.5a, 701.3), THIS the card there
    "DE120": card(Triggered(Trigger("this-defeated", ANY), (Act("to-hand", THIS),))),
    # The Squizard, Scourge of Spiketopia: "Mane Characters can't contribute their power to
    # faceoffs involving this card." / "Opponents can't play Troublemakers here." (514.4a;
    # 104.2, 607.2)
    "DE121": card(
        Static("no-faceoff-power", Cards(types=MANE), condition=Condition("in-faceoff")),
        Static("cant-play", Cards(types=TROUBLEMAKER, zone=Zone.HAND), who=OPPONENT),
    ),
    # Friendship Overboard: "When you confront this Problem, you may exhaust an opposing
    # character here." (611.4)
    "DE124": card(
        when_confronted(Act("exhaust", Cards(OPPONENT, CHARACTER, where=HERE), optional=True))
    ),
    # Grand Opening: "When you confront this Problem, you may put a Resource from your
    # discard pile into your hand."
    "DE125": card(
        when_confronted(Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD), optional=True))
    ),
    # In the Temple of Chicomoztoc: "When you confront this Problem, you may put a 1
    # [Loyalty] Pegasus Friend token with Swift into play."
    "DE126": card(when_confronted(friend_tokens(1, 1, BLUE, "Pegasus", "Swift", optional=True))),
    # Infilitrating the Hive: "Main Phase: Pay [2] and discard 2 cards to choose a color and
    # put a 2 power colorless Changeling Friend token with that color into play." The
    # discarding, a cost (508.1), is paid with the action (705.2c); the colour is chosen as
    # the ability resolves (705.2f)
    "DE127": card(
        Activated(
            MAIN,
            (pay(2), cost_of("discard", Cards(YOU, zone=Zone.HAND), n=2)),
            (PutToken(2, (), ("Changeling",), choose_colour=True),),
        )
    ),
    # Seeking the Scepter: "Mane Characters can't contribute their power to confronting this
    # Problem." (611.3a)
    "DE128": card(Static("cant-contribute", Cards(types=MANE))),
    # Thrash the Throne: "When you confront this Problem, you may put a +1 power counter on
    # one of your Troublemakers." (519)
    "DE129": card(when_confronted(Act("put-counter", Cards(YOU, TROUBLEMAKER), optional=True))),
    # Too Many Fluttershys: "When you confront this Problem, you may move one of your Friends
    # at home to a Problem." (506)
    "DE130": card(
        when_confronted(Move(Cards(YOU, FRIEND, where=HOME), "a-problem", optional=True))
    ),
    # Tough Call: "When you confront this Problem, you may draw a card."
    "DE131": card(when_confronted(Draw(1, optional=True))),
    # Thorax, The Changed Changeling: "When you confront this card's Problem, turn this card
    # over." / Boosted: "This card has +1 power for each of your Friends with 2 or less printed
    # power." (301.2; 507.4: printed power, modifiers ignored; a frightened Friend has none)
    "DE132": card(
        when_confronted(Act("turn-over", THIS)),
        boosted=(Static("power", THIS, 1, per=Cards(YOU, FRIEND, max_printed_power=2)),),
    ),
    # Defenders of Spiketopia, Magic and Might: "When you win a Troublemaker faceoff involving
    # this card, score an additional point." (514.5a: besides the Troublemaker's points)
    "DE133": card(when_wins_faceoff(Score(1), kind="troublemaker")),
    # Ember, Up to the Challenge: "At the start of a faceoff, this card becomes involved in the
    # faceoff." (514.2) Any faceoff, wherever this card is (a home too): flagged, it stays
    # involved until the faceoff ends (514.2d.i, as DE55); already involved, nothing changes
    "DE134": card(
        Triggered(Trigger("faceoff-started", ANY, anywhere=True), (Act("involve", THIS),))
    ),
    # Applejack, Captain of the Seven Seas: "When this card enters play, each player chooses a
    # Friend, Resource, and Troublemaker they control, and retires the rest." Her controller
    # chooses first, then the opponent (801.1); then every other Friend, Resource and
    # Troublemaker is retired at once (410.2; she may keep herself). Ruling: face-down
    # Troublemakers are referred to only as face-down cards (505.2), so they are neither
    # chosen nor retired
    "DE135": card(
        on_enter(
            *(
                Choose(Cards(who, kind), chooser=who, adding=True)
                for who in (YOU, OPPONENT)
                for kind in (FRIEND, RESOURCE, TROUBLEMAKER)
            ),
            Act(
                "retire",
                Cards(ANY, (*FRIEND, *RESOURCE, *TROUBLEMAKER), not_chosen=True),
                each=True,
            ),
        )
    ),
    # Discord, Standing Up: Hasty (keyword) / "When you play this card, dismiss an opposing
    # Friend and each other opposing Friend with the same name." The Friend is chosen, then it
    # and every other opposing Friend with its name (201.1: Title and Subtitle) are dismissed
    "DE136": card(
        on_play(
            Choose(Cards(OPPONENT, FRIEND)),
            Act("dismiss", Cards(OPPONENT, FRIEND, same_name_as_chosen=True), each=True),
        )
    ),
    # Starlight Glimmer, Taking Charge: Prepared (keyword) / "At the start of your turn, you
    # may play a Friend from your hand without paying its cost." Played, not put into play
    # (302.1: "when you play" abilities trigger); only the cost is waived, so its play
    # requirements must be met (205.1, 609.2a)
    "DE137": card(at_start_of("Ready", PlayFree(FRIEND, Zone.HAND), whose=YOU)),
    # Trixie, Above Average: "When you play this card, move each character to this card's
    # Problem." / "Opponents can't move characters away from here unless they pay [2]."
    # Played at home, it has no Problem: nothing moves. Every player's characters, each moved
    # by this card's controller (506.1). Ruling: "unless they pay" is paid with the move
    # action (508.1, 609.2b) and, as a challenge's "unless they pay" is (AD136), by an
    # opponent whose effect moves a character away from here, as it moves (a player who
    # can't pay can't move it, 508.1d)
    "DE138": card(
        on_play(Move(Cards(types=CHARACTER, other=True), "here", each=True), to_problem=True),
        Static("move-away-cost", amount=2, who=OPPONENT),
    ),
    # Tri-Horned Bunyip, Elusive Myth: "When you confront this card's Problem, you may
    # frighten this card to score a point." (504.1, 611.4)
    "DE139": card(when_confronted(IfYouDo(Act("frighten", THIS, optional=True), (Score(1),)))),
    # Sunset Festival: "Main Phase: Reveal cards from the top of an opponent's deck until you
    # reveal a Friend. Put that Friend into play under your control, then that opponent
    # shuffles their deck." Put into play, not played (706.1d), at your home, under your
    # control (513.2); the revealed cards above it stay in that deck, then shuffled (410.6)
    "DE140": card(
        Play(
            MAIN,
            (
                RevealUntil(FRIEND, OPPONENT),
                Act("put-into-play-under-you", CHOSEN),
                Shuffle(OPPONENT),
            ),
        )
    ),
    # Scrapbook Project: "Play to your home." / "At the end of your turn, each player discards
    # a card." / "When you win a Problem faceoff, you may banish a Friend, Resource, Event, and
    # Troublemaker from your discard pile to score a point." Each player chooses, and they
    # discard together (801.1); the four banished cards are a cost (508.1d): offered only
    # while the discard pile holds one of each type
    "DE141": card(
        Triggered(Trigger("turn-end", YOU), (Discard(1, ANY, random=False),)),
        Triggered(
            Trigger(
                "won-faceoff",
                YOU,
                value="problem",
                anywhere=True,
                condition=Condition(
                    "all",
                    all_of=tuple(
                        Condition("count", Cards(YOU, kind, zone=Zone.DISCARD))
                        for kind in (FRIEND, RESOURCE, EVENT, TROUBLEMAKER)
                    ),
                ),
            ),
            (
                IfYouDo(
                    Act("banish", Cards(YOU, FRIEND, zone=Zone.DISCARD), optional=True),
                    (
                        Act("banish", Cards(YOU, RESOURCE, zone=Zone.DISCARD)),
                        Act("banish", Cards(YOU, EVENT, zone=Zone.DISCARD)),
                        Act("banish", Cards(YOU, TROUBLEMAKER, zone=Zone.DISCARD)),
                        Score(1),
                    ),
                ),
            ),
        ),
    ),
    # Changeling Throne: "Play to your home." / "Opponents pay +[1] to play cards during
    # faceoffs." / "Opposing flipped cards lose and can't have abilities." / "At the start of
    # your turn, you may pay [2] and exhaust this card to score a point." (705.2b; 701.1,
    # 701.3: no Chaos or "while flipped" ability of an opposing flipped card functions,
    # ``View.lost_while_flipped``). The start of the turn comes before the Ready step
    # (601.2, 603.1): exhausted then, it can't pay the cost (508.1d)
    "DE142": card(
        Static(
            "cost",
            Cards(zone=Zone.HAND),
            1,
            value="play",
            who=OPPONENT,
            condition=Condition("faceoff"),
        ),
        Static("lose-abilities", Cards(OPPONENT, zone=Zone.FLIP)),
        Triggered(
            Trigger("phase-start", YOU, value="Ready", condition=Condition("ready")),
            (IfYouDo(Pay(2), (Act("exhaust", THIS), Score(1))),),
        ),
    ),
}
