"""High Magic (HM) card scripts, keyed by collector number.

Each entry is a script, or a ``manual`` / ``Manual`` mark saying what the engine lacks; every
card with text has an entry (High Magic is in ``SCRIPTED_SETS``). Read each script beside the
card's printed text (the app reads it from the player's card data; check the errata of the 2016
rules document).

"Choose one: A, B, or C" is ``choose_one`` (705.2f): the player chooses a mode by its words
and follows only its instructions; a mode that can't be done is not offered.

"This card has Diligent 2" is ``Static("keyword", value="Diligent 2")``: the granted keyword
works as printed (glossary), its continuous abilities through the view and its triggered ones
lent to the card (``keywords.lender``). "Your Mane Character is [Honesty]": your Mane has that
colour (203.1).
"""

from __future__ import annotations

from engine.cards import CardType, Colour
from engine.scripts.vocabulary import (
    ACTOR,
    ANY,
    ANY_NUMBER,
    BANISH_FROM_HAND,
    BECOMES_FRIGHTENED,
    BLUE,
    CHARACTER,
    CHOSEN,
    EACH_PROBLEM,
    EVENT,
    EXHAUST_HOST,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    PINK,
    PURPLE,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    Attach,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    CostReduction,
    Discard,
    Draw,
    FewerFlips,
    Flip,
    GainTokens,
    HandHasty,
    IfYouDo,
    LoseTokens,
    Modify,
    Move,
    MoveCounters,
    Pay,
    Play,
    PutCounters,
    PutTokenCopy,
    ReduceRequirements,
    Replacement,
    RevealTop,
    Score,
    Search,
    Static,
    Trigger,
    Triggered,
    Unless,
    When,
    at_start_of,
    card,
    chaos,
    choose_colours,
    choose_one,
    cost_of,
    friend_tokens,
    gain_control_of,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    search_deck,
    when_confronted,
    when_moved,
    when_problem_played,
)
from engine.state import POWER_COUNTER, Zone

# "a non-Resource card" in a hand: any card type but Resource (206.2)
NOT_RESOURCE = tuple(t for t in CardType if t is not CardType.RESOURCE)
ACCESSORY_IN_DECK = Cards(YOU, trait="Accessory", zone=Zone.DRAW_DECK)


def _mane_is(colour: Colour) -> Condition:
    """ "While your Mane Character is [colour]" (203.1)."""
    return Condition("count", Cards(YOU, MANE, colour=colour))


# "Immediate: Banish this card from your hand to reduce the play requirements of your cards by
# 2 [colour] until the end of the turn." (HM4, HM17, HM25, HM43, HM47, HM61)
_BANISH_FROM_HAND = (
    "no 'reduce the play requirements of your cards by 2 [colour]' modifier (609.2a), nor an "
    "ability activated from the hand by banishing its card"
)


def _banish_to_reduce(colour: Colour) -> Activated:
    """ "Immediate: Banish this card from your hand to reduce the play requirements of your
    cards by 2 [colour] until the end of the turn." (HM4, HM17, HM25, HM43, HM47, HM61): it
    functions in the hand (701.3); each [colour] play requirement of its player's cards asks 2
    less, none below 0 (205.1, 708.2)."""
    return Activated("Immediate", (BANISH_FROM_HAND,), (ReduceRequirements(2, colour),))


SCRIPTS: dict[str, CardScript] = {
    # Big Mac, Princess for a Night: "Chaos: When this card is flipped, distribute two +1
    # power counters among up to two of your characters." One counter at a time, each on one
    # of your characters, the same one or another (519.4) / Diligent 1 (keyword) /
    # "Immediate: While this card is involved in a faceoff, you may remove a +1 power counter
    # from this card to flip an additional card." (519.3, 508.1d: it must have one; 515.1)
    "HM0": card(
        chaos(Act("put-counter", Cards(YOU, CHARACTER)), Act("put-counter", Cards(YOU, CHARACTER))),
        Activated(
            "Immediate",
            (remove_counters(1, POWER_COUNTER),),
            (Flip(1),),
            condition=Condition("in-faceoff"),
        ),
    ),
    # Trixie, Tricks of the Trade: "When you play an Event, you may pay [2] to turn this card
    # over." / Boosted: "When an opponent starts a faceoff, you may pay [1] less for Events
    # until the end of the faceoff."
    "HM1": card(
        Triggered(Trigger("event-played", YOU), (IfYouDo(Pay(2), (Act("turn-over", THIS),)),)),
        # any faceoff an opponent starts (514.1); "you may pay less" is always taken (705.2b)
        boosted=(
            Triggered(
                Trigger("faceoff-started", OPPONENT, anywhere=True),
                (CostReduction(1, EVENT, until="faceoff", every=True),),
            ),
        ),
    ),
    # Discord, Mostly Harmless: "When a Troublemaker is uncovered here, you may turn this card
    # over." (any player's, 607.3) / Boosted: "Opponents must pay +[1] to play Troublemakers."
    "HM2": card(
        Triggered(Trigger("uncovered", ANY, here=True), (Act("turn-over", THIS, optional=True),)),
        boosted=(
            Static(
                "cost",
                Cards(types=TROUBLEMAKER, zone=Zone.HAND),
                amount=1,
                value="play",
                who=OPPONENT,
            ),
        ),
    ),
    # Bulk Biceps, Hummingbro: "At the end of your turn, you may exhaust this card to move it."
    # (615.1) Home or a Problem (506); only if it was exhausted (508.1c)
    "HM3": card(
        Triggered(
            Trigger("turn-end", YOU),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Move(THIS, "any"),)),),
        )
    ),
    # Cloudchaser, Wonderbolt Trainee: "Immediate: Banish this card from your hand to reduce
    # the play requirements of your cards by 2 [Loyalty] until the end of the turn."
    "HM4": card(_banish_to_reduce(BLUE)),
    # Prince Rutherford, Quick to Judge: "When this card enters play, you may frighten a
    # Friend." Any player's Friend (504.1)
    "HM7": card(on_enter(Act("frighten", Cards(types=FRIEND), optional=True))),
    # Rainbow Dash, Back in Black: "When you win a Problem faceoff involving this card by at
    # least 5 power, you may retire this card to score a point." The margin as EO204's (514.5)
    "HM9": card(
        Triggered(
            Trigger("won-faceoff", value="problem", at_least=5),
            (IfYouDo(Act("retire", THIS, optional=True), (Score(1),)),),
        )
    ),
    # Scootaloo, What a Wingspan!: "While your Mane Character is [Loyalty], this card has
    # Competitive 2."
    "HM10": card(Static("keyword", THIS, value="Competitive 2", condition=_mane_is(BLUE))),
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
    # Applejack, Tree Whisperer: "While this card has at least 4 power, it has Calming 2."
    # Read once power is worked out (507.1; ``View._grant_by_power``)
    "HM16": card(
        Static(
            "keyword", THIS, value="Calming 2", condition=Condition("power", n=4, value="at-least")
        )
    ),
    # Braeburn, Good Seed: "Immediate: Banish this card from your hand to reduce the play
    # requirements of your cards by 2 [Honesty] until the end of the turn." / "When this card
    # enters play, you may unfrighten a Friend." (504.3: any player's frightened Friend)
    "HM17": card(
        _banish_to_reduce(ORANGE),
        on_enter(Act("unfrighten", Cards(types=FRIEND, face_down=True), optional=True)),
    ),
    # Granny Smith, Fit as a Fiddle: Persistent (keyword) / "If this card would be
    # frightened, you may banish a card from your discard pile instead." (710.1) Offered only
    # while there is a card there to banish (710.4: else nothing replaces the frightening)
    "HM19": card(
        Replacement(
            "frighten",
            THIS,
            instead="instructions",
            condition=Condition("count", Cards(YOU, zone=Zone.DISCARD)),
            effects=(Act("banish", Cards(YOU, zone=Zone.DISCARD)),),
        )
    ),
    # Maud Pie, Pet Rocks: "Main Phase: Remove two +1 power counters from this card to put a
    # 3 [Honesty] Rock Friend token into play." (519.3, 508.1d: it must have two)
    "HM20": card(
        Activated(
            MAIN,
            (remove_counters(2, POWER_COUNTER),),
            (friend_tokens(1, 3, ORANGE, "Rock"),),
        )
    ),
    # Shining Armor, Team Trainer: Persistent (keyword) / "When this or another one of your
    # Friends becomes unfrightened, you may put a +1 power counter on one of your Friends."
    # Rallied or by an effect (609.2e, 504.3)
    "HM21": card(
        Triggered(
            Trigger("unfrightened", YOU, about=Cards(YOU, FRIEND)),
            (Act("put-counter", Cards(YOU, FRIEND), optional=True),),
        )
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
        _banish_to_reduce(PINK),
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
    # Minuette, Making Friends: "When one of your non-token Friends enters play here, you may
    # exhaust any number of your Friends here and pay [1] for each Friend you exhaust this way
    # to put that many 1 [Laughter] Earth Pony Friend tokens into play." This card too if it
    # fits (706.1d); no more Friends than its controller can pay for (508.1d)
    "HM28": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, FRIEND, where=HERE), token=False),
            (
                IfYouDo(
                    Act(
                        "exhaust",
                        Cards(YOU, FRIEND, where=HERE),
                        optional=True,
                        up_to=ANY_NUMBER,
                        count="tokens",
                    ),
                    (
                        Pay(count="chosen", optional=False),
                        friend_tokens(1, 1, PINK, "Earth Pony", count="chosen"),
                    ),
                ),
            ),
        )
    ),
    # Party Favor, Balloon Master: "When this card leaves play, you may put into play a number
    # of 1 [Laughter] Earth Pony Friend tokens equal to this card's power." Its power as it
    # last existed in play (712.2)
    "HM29": card(
        Triggered(
            Trigger("leaves-play"),
            (friend_tokens(1, 1, PINK, "Earth Pony", count="power", optional=True),),
        )
    ),
    # Pinkie Pie, Whole Hog: "When you confront this card's Problem, you may retire this card
    # to give a character here +6 power until the end of the turn." (611.4) Any player's
    # character at that Problem; here is where this card was (712.2)
    "HM31": card(
        when_confronted(
            IfYouDo(
                Act("retire", THIS, optional=True),
                (power(Cards(types=CHARACTER, where=HERE), 6),),
            )
        )
    ),
    # Snips & Snails, Joined at the Horn: Hasty (keyword) / "As an additional cost to play this
    # card, retire a Friend." As EO38: playable only while its player has a Friend in play to
    # retire (508.1d), retired as its "when you play" ability resolves (511.7), one of theirs
    # (410.2)
    "HM32": card(
        Static("play-requires", condition=Condition("count", Cards(YOU, FRIEND))),
        on_play(Act("retire", Cards(YOU, FRIEND, other=True))),
    ),
    # Sonata Dusk, Siren's Call: Eccentric 2 (keyword) / "Immediate: Banish a card from your
    # hand and retire this card to gain control of an opposing Friend here until the end of
    # the turn." Here: where this card was as it was retired (712.2)
    "HM33": card(
        Activated(
            "Immediate",
            (cost_of("banish", Cards(YOU, zone=Zone.HAND)), RETIRE_THIS),
            (gain_control_of(Cards(OPPONENT, FRIEND, where=HERE), "turn"),),
        )
    ),
    # Sugar Belle, Fresh From the Oven: "When you confront this card's Problem, you may draw a
    # card." (611.4)
    "HM34": card(when_confronted(Draw(1, optional=True))),
    # Moondancer, Page Turner: "Chaos: When this card is flipped, you may put a card from your
    # hand on top of your deck, then flip an additional card." / "When you put a card on top
    # of your deck, this card gets +2 power until the end of the turn." Ruling: "you may"
    # governs the whole sentence, so the flip follows only a card put there (as AD58's "then
    # flip that card"); flipped, the second paragraph does not function (701.3), in play it
    # triggers on any card you put on top of your deck (``Trigger("put-on-deck")``)
    "HM36": card(
        chaos(IfYouDo(Act("to-deck-top", Cards(YOU, zone=Zone.HAND), optional=True), (Flip(1),))),
        Triggered(Trigger("put-on-deck"), (power(THIS, 2),)),
    ),
    # Owlowiscious, Reshelver: "While your Mane Character is [Magic], this card has
    # Meticulous 1."
    "HM37": card(Static("keyword", THIS, value="Meticulous 1", condition=_mane_is(PURPLE))),
    # Princess Luna, Web of Dreams: "When you play an Event, you may pay [1] to put a 2
    # [Magic] Figment Friend token into play."
    "HM38": card(
        Triggered(
            Trigger("event-played", YOU),
            (IfYouDo(Pay(1), (friend_tokens(1, 2, PURPLE, "Figment"),)),),
        )
    ),
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
        _banish_to_reduce(PURPLE),
        Static("no-faceoff-power", Cards(OPPONENT, MANE, where=HERE)),
    ),
    # Dance Fever, Dancing Machine: "When you play a Song card, give another character +2 power
    # until the end of the turn." Ruling: a Song card is an Event with the Song trait (every
    # Song printed is one), in the discard pile as its play ends (304.2, 705.2g); any player's
    # character other than this card
    "HM44": card(
        Triggered(
            Trigger("event-played", YOU, about=Cards(trait="Song", zone=Zone.DISCARD)),
            (power(Cards(types=CHARACTER, other=True), 2),),
        )
    ),
    # DJ Pon-3 & Octavia, Crowd Pleasers: "When an opposing Friend enters play here, you may
    # put a 1 [Generosity] Unicorn Friend token with Prepared into play." (706.1d: played or
    # put into play)
    "HM46": card(
        Triggered(
            Trigger("enters-play", OPPONENT, about=Cards(OPPONENT, FRIEND, where=HERE)),
            (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", optional=True),),
        )
    ),
    # Fancy Pants, Respected Aristocrat: "Immediate: Banish this card from your hand to reduce
    # ..." / "When you play this card, you may put a Friend with cost 2 or less from your
    # discard pile into play." (204.1: its printed cost; 706.1d)
    "HM47": card(
        _banish_to_reduce(WHITE),
        on_play(
            Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD, max_cost=2), optional=True)
        ),
    ),
    # Opalescence, Royal Edict: "Chaos: When this card is flipped, banish a Friend with 2 or
    # less power." Any player's (410.5) / "When this card enters play, banish an opposing
    # Friend with 2 or less power until this card leaves play." It returns to play at its
    # owner's home as this card leaves play (706.1d; ``abilities.return_banished``)
    "HM48": card(
        chaos(Act("banish", Cards(types=FRIEND, max_power=2))),
        on_enter(Act("banish-until-leaves", Cards(OPPONENT, FRIEND, max_power=2))),
    ),
    # Prim Hemline, Runway Judge: "This card can't contribute its power to confronting
    # Problems."
    # (611.3a: it adds no power to its player's confront; faceoffs still count it, 514.4a)
    "HM49": card(Static("cant-contribute", THIS)),
    # Princess Cadance, Spa Day: "While there are no opposing characters here, this card has
    # Showy 2."
    "HM50": card(
        Static(
            "keyword",
            THIS,
            value="Showy 2",
            condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE)),
        )
    ),
    # Steven Magnet, What a World!: "When this card leaves play, you may move a Troublemaker."
    # Ruling: a face-up one, to another Problem (506: Troublemakers are only at Problems)
    "HM52": card(
        Triggered(
            Trigger("leaves-play"),
            (Move(Cards(types=TROUBLEMAKER), "a-problem", optional=True),),
        )
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
    # Angel, Large and In Charge: "When this card leaves play, you may pay [2] to put an
    # opposing Friend into its owner's hand."
    "HM56": card(
        Triggered(
            Trigger("leaves-play"),
            (IfYouDo(Pay(2), (Act("to-hand", Cards(OPPONENT, FRIEND)),)),),
        )
    ),
    # Fluttershy, Conflict Resolver: "At the start of a faceoff involving this card, you may
    # pay [1] to have players flip 1 fewer cards during that faceoff." (514.3a; as AD148)
    "HM59": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff")),
            (IfYouDo(Pay(1), (FewerFlips(1),)),),
        )
    ),
    # Furball, Pet Roundup: Persistent (keyword) / "When this card enters play or becomes
    # frightened, put a 1 [Kindness] Critter Friend token into play." (706.1d, 504.1)
    "HM60": card(
        on_enter(friend_tokens(1, 1, YELLOW, "Critter")),
        Triggered(BECOMES_FRIGHTENED, (friend_tokens(1, 1, YELLOW, "Critter"),)),
    ),
    # Nurse Redheart, Peace and Quiet: "Immediate: Banish this card from your hand to reduce
    # ..." / "When this card enters play during your turn, each opponent loses [1]."
    "HM61": card(
        _banish_to_reduce(YELLOW),
        on_enter(LoseTokens(1), condition=Condition("turn", value=YOU)),
    ),
    # Princess Celestia, Solar Serenity: "Immediate: Pay [1] to put an opposing Friend here
    # with 1 power or less into its owner's hand."
    "HM62": card(
        Activated(
            "Immediate",
            (pay(1),),
            (Act("to-hand", Cards(OPPONENT, FRIEND, where=HERE, max_power=1)),),
        )
    ),
    # Seabreeze, Breezie Boss: "Chaos: While this card is flipped, an opposing character
    # involved in the faceoff has -1 power for each of your characters involved in the
    # faceoff." Read as the totals are compared (514.4a; ``faceoff.while_flipped_opposing_
    # power``): that opponent's total, whichever of their characters has it (105.2) /
    # "Immediate: While this card is involved in a faceoff, you may exhaust it to give each of
    # your other characters involved in the faceoff +1 power until the end of the faceoff."
    "HM63": card(
        Static(
            "power-on-one",
            Cards(OPPONENT, CHARACTER, where=INVOLVED),
            -1,
            per=Cards(YOU, CHARACTER, where=INVOLVED),
            condition=FLIPPED,
        ),
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (
                Modify(
                    Cards(YOU, CHARACTER, where=INVOLVED, other=True),
                    amount=1,
                    until="faceoff",
                    each=True,
                ),
            ),
            condition=Condition("in-faceoff"),
        ),
    ),
    # Cheese Sandwich, Dive Instructor: "If a Friend would be frightened, you may pay [1] to
    # dismiss it instead." Any player's Friend, this card too; the "may" is this card's
    # controller's (710.5, 508.1)
    "HM65": card(
        Replacement(
            "frighten",
            Cards(types=FRIEND),
            instead="instructions",
            cost=(pay(1),),
            effects=(Act("dismiss", THAT),),
        )
    ),
    # Gilda, Amended Friend: "When this card enters play, you may put a 1 [Loyalty] Pegasus
    # Friend token with Swift and a 1 [Laughter] Earth Pony Friend token into play." One
    # "may" for both (712.3)
    "HM66": card(
        on_enter(
            IfYouDo(
                friend_tokens(1, 1, BLUE, "Pegasus", "Swift", optional=True),
                (friend_tokens(1, 1, PINK, "Earth Pony"),),
            )
        )
    ),
    # Lyra & Bon Bon, Better Halves: Eccentric 1 (keyword) / "This card is both a Lyra and a
    # Bon Bon in all zones." (201.3, 701.3) / "When this card enters play, you may put a
    # Friendship counter on another one of your Friends." (519.1) / "When you move this card
    # to a Problem, you may move one of your Friends with a Friendship counter to the same
    # Problem." (506; THERE is where this card moved to)
    "HM67": card(
        Static("titles", value="Lyra|Bon Bon"),
        on_enter(
            IfYouDo(
                Choose(Cards(YOU, FRIEND, other=True), optional=True),
                (PutCounters("Friendship", target=CHOSEN),),
            )
        ),
        when_moved(
            Move(Cards(YOU, FRIEND, other=True, with_counter="Friendship"), "there", optional=True)
        ),
    ),
    # Soarin, Pie Powered: "Immediate: Retire a Friend to give this card +2 power until the
    # end of the turn." One of your Friends (410.2), chosen as the cost is paid (508.1)
    "HM68": card(
        Activated(
            "Immediate", (cost_of("retire", Cards(YOU, FRIEND, other=True)),), (power(THIS, 2),)
        )
    ),
    # Dr. Hooves, All in Due Time: "At the start of your Troublemaker Phase, you may turn over
    # an opposing Troublemaker here. (This does not cover or uncover it.)" A face-up one
    # face-down, or a face-down one face-up, not uncovered (505.2, 607.3); one of them
    "HM69": card(
        at_start_of(
            "Troublemaker",
            Unless(
                Act("turn-face-down", Cards(OPPONENT, TROUBLEMAKER, where=HERE), optional=True),
                (
                    Act(
                        "turn-face-up",
                        Cards(OPPONENT, TROUBLEMAKER, where=HERE, face_down=True),
                        optional=True,
                    ),
                ),
            ),
            whose=YOU,
        )
    ),
    # Fleetfoot, Natural Born Winner: "When you win a Problem faceoff involving this card by at
    # least 5 power, you may put an opposing Friend into its owner's hand." (514.5)
    "HM70": card(
        Triggered(
            Trigger("won-faceoff", value="problem", at_least=5),
            (Act("to-hand", Cards(OPPONENT, FRIEND), optional=True),),
        )
    ),
    # Little Strongheart, Herd Tactics: "During faceoffs, this card has +1 power for each of
    # your other characters here." Any faceoff in progress (514)
    "HM71": card(
        Static(
            "power",
            THIS,
            1,
            per=Cards(YOU, CHARACTER, where=HERE, other=True),
            condition=Condition("faceoff"),
        )
    ),
    # Skunk, Lil Stinker: "Troublemakers here have -2 power." Face-up ones (505.1b)
    "HM72": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), -2)),
    # Davenport, Low Low Prices!: "Main Phase: Pay [2] and retire this card to gain control of
    # a Friend here with power less than or equal to this card's power."
    # "Here": where this card was as it was retired (712.2); its power as it last existed
    # there. Ruling: any player's Friend; gaining control of your own changes nothing (513.2)
    "HM73": card(
        Activated(
            MAIN,
            (pay(2), RETIRE_THIS),
            (
                gain_control_of(
                    Cards(OPPONENT, FRIEND, where=HERE, max_power_this=True), "permanent"
                ),
            ),
        )
    ),
    # Hoity Toity, Discerning Eye: "You may play Friends and Resources from your discard pile
    # as though they were in your hand. / If a card would enter your discard pile from play,
    # banish it instead." (701.3, 609.2a: their costs, timing and requirements; 710.1, 406: no
    # "may", any card of yours leaving play for the discard pile, this one too; "your": the
    # cards you control as they leave, 513.2)
    "HM74": card(
        Static("play-from-discard", Cards(YOU, (*FRIEND, *RESOURCE), zone=Zone.DISCARD)),
        Replacement("leave-play", Cards(YOU), "banish", optional=False),
    ),
    # Joe, Sticky Glaze: "This card's Problem can't be replaced until it is solved." (104.2:
    # no effect replaces it; solving it does, 613.1) / "When this card's Problem is solved, if
    # this card would be sent home, it isn't sent home instead." (as AD25; 613.2, 710.1)
    "HM75": card(Static("cant-be-replaced"), Static("stays-when-solved")),
    # Trenderhoof, Locale Critic: Showy 1, Diligent 2 (keywords) / "Players' home limits are
    # reduced by 1." Yours and your opponent's (616.3)
    "HM76": card(
        Static("home-limit", amount=-1),
        Static("home-limit", amount=-1, value="opponent"),
    ),
    # Diamond Tiara, Breaking News: "When a Friend here is dismissed, you may exhaust this
    # card to gain [1]." Any player's Friend at this card's area as it was dismissed (712.2)
    "HM77": card(
        Triggered(
            Trigger("dismissed", ANY, about=Cards(types=FRIEND, where=HERE)),
            (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),)),),
        )
    ),
    # Discord, Party Clasher: "When you play this card, banish another one of your Friends
    # until this card leaves play." / "Immediate: Retire this card to draw a card."
    # The Friend returns to play at its owner's home as this card leaves play (706.1d)
    "HM78": card(
        on_play(Act("banish-until-leaves", Cards(YOU, FRIEND, other=True))),
        Activated("Immediate", (RETIRE_THIS,), (Draw(1),)),
    ),
    # Lemon Hearts, Banquet Planner: "Immediate: Pay [1] to reveal a card from the top of your
    # deck and draw it. If it's an Event, this card gets +2 power until the end of the turn."
    # Whether it is an Event is read as it is revealed, before it is drawn (410.6: drawn, it
    # is a new card); the draw is the same either way
    "HM79": card(
        Activated(
            "Immediate",
            (pay(1),),
            (
                RevealTop(rest="stay"),
                When(
                    Condition("chosen", Cards(types=EVENT, zone=Zone.DRAW_DECK)),
                    (power(THIS, 2),),
                ),
                Draw(1),
            ),
        )
    ),
    # Twinkleshine, Experimental Magic: "Immediate: Retire this card to put a Troublemaker from
    # your hand into play face-up at this card's Problem." Where it was as it was activated
    # (712.2); at home there is no Problem: nothing enters play (306.1). Put into play, not
    # played (706.1d)
    "HM80": card(
        Activated(
            "Immediate",
            (RETIRE_THIS,),
            (Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),),
        )
    ),
    # Exact Duplicate, My Little Clony: "When you play this card, put a token copy of each of
    # your token Friends into play." (520.2, 521.2)
    "HM81": card(on_play(PutTokenCopy(Cards(YOU, FRIEND, token=True), each=True))),
    # Mayor Mare, Lawmaker: "Opposing Friends here have -1 power while involved in a
    # faceoff." Ruling: during a faceoff at this card's Problem, those involved in it (514.2)
    # / "Immediate: Exhaust this card to put an opposing Friend with 0 power into its
    # owner's hand." (105.2: a negative power compares as 0)
    "HM82": card(
        Static(
            "power",
            Cards(OPPONENT, FRIEND, where=INVOLVED),
            -1,
            condition=Condition("faceoff-here"),
        ),
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Act("to-hand", Cards(OPPONENT, FRIEND, max_power=0)),),
        ),
    ),
    # Zipporwhill, Puppy Addict: "When one of your Critters enters play here, you may move an
    # opposing character." Home or a Problem (506)
    "HM83": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, trait="Critter", where=HERE)),
            (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),),
        )
    ),
    # Kevin, Fitting In: "As this card enters play, name a color. This card is that color."
    # (706.1a)
    "HM84": card(choose_colours(1), Static("chosen-colours")),
    # A True, True Friend: "Main Phase: Choose one: Your Friends get +1 power until the end of
    # the turn, challenge an opposing Troublemaker with your characters at its Problem, or move
    # one of your Friends to each Problem." (705.2f) Your Friends as it resolves (708.2); a
    # face-up Troublemaker (608.4, 514.2a); one Friend for each Problem in turn, each moved
    # once, none to a Problem it is at (506.2)
    "HM85": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "your Friends get +1 power until the end of the turn",
                        (Modify(Cards(YOU, FRIEND), amount=1, each=True),),
                    ),
                    (
                        "challenge an opposing Troublemaker with your characters at its Problem",
                        (Challenge(Cards(OPPONENT, TROUBLEMAKER)),),
                    ),
                    (
                        "move one of your Friends to each Problem",
                        (Move(Cards(YOU, FRIEND), EACH_PROBLEM),),
                    ),
                ),
            ),
        )
    ),
    # Bewitched Beavers: "Immediate: Dismiss a Resource." Any player's (509)
    "HM86": card(Play("Immediate", (Act("dismiss", Cards(types=RESOURCE)),))),
    # Call in the Dream Cavalry: "Main Phase: Your characters have Swift this turn." Ruling:
    # the characters you control as it resolves (708.2: a lasting modifier on cards), as AD99
    "HM87": card(Play(MAIN, (Modify(Cards(YOU, CHARACTER), "keyword", value="Swift", each=True),))),
    # Dip in the Pool: "Main Phase: Put a token copy of one of your non-Unique Friends into
    # play." (520.2: its printed information, at your home)
    "HM88": card(Play(MAIN, (PutTokenCopy(Cards(YOU, FRIEND, not_trait="Unique")),))),
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
    # Phantasmal Tale: "Main Phase: Put an opposing Friend on top of its owner's deck, then
    # put a 2 [Magic] Figment Friend token into play."
    "HM91": card(
        Play(
            MAIN,
            (
                Act("to-deck-top", Cards(OPPONENT, FRIEND)),
                friend_tokens(1, 2, PURPLE, "Figment"),
            ),
        )
    ),
    # Pinkie the Party Planner: "Main Phase: Choose one: Dismiss a Friend with 3 or more power,
    # give a Troublemaker +3 power until the start of your next turn, or draw 2 cards and put a
    # card from your hand on top of your deck." (705.2f)
    "HM92": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "dismiss a Friend with 3 or more power",
                        (Act("dismiss", Cards(types=FRIEND, min_power=3)),),
                    ),
                    (
                        "give a Troublemaker +3 power until the start of your next turn",
                        (power(Cards(types=TROUBLEMAKER), 3, until="your-next-turn"),),
                    ),
                    (
                        "draw 2 cards and put a card from your hand on top of your deck",
                        (Draw(2), Act("to-deck-top", Cards(YOU, zone=Zone.HAND))),
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
    # Star Swirl Research: "Immediate: Put this card on top of its owner's deck." As PR104: it
    # goes there as its text is done, not into the discard pile (304.2)
    "HM95": card(Play("Immediate", (), put="deck-top")),
    # Storm of Justice: "Immediate: If you won a Problem faceoff by at least 5 power this turn,
    # score 2 points." As EO129 (514.5)
    "HM96": card(Play("Immediate", (When(Condition("won-problem-faceoff-by", n=5), (Score(2),)),))),
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
    # Through the Ages: "Immediate: Opposing characters involved in a faceoff have -1 power
    # until the end of the faceoff." Those involved as it resolves (708.2, 514.2)
    "HM98": card(
        Play(
            "Immediate",
            (
                Modify(
                    Cards(OPPONENT, CHARACTER, where=INVOLVED),
                    amount=-1,
                    until="faceoff",
                    each=True,
                ),
            ),
        )
    ),
    # Tricking the Trixster: "Immediate: Choose a character. When that character's Problem is
    # solved this turn, if that character would be sent home, it isn't sent home instead." As
    # AD135, for this turn: a lasting modifier on the chosen character (708.2, 613.2, 710.1)
    "HM99": card(Play("Immediate", (Modify(Cards(types=CHARACTER), "stays-when-solved"),))),
    # Uh-oh: "Main Phase: Banish a Friend." Any player's (410.5)
    "HM100": card(Play(MAIN, (Act("banish", Cards(types=FRIEND)),))),
    # Under the Wire: "Immediate: This turn, Friends in your hand have Hasty until you play a
    # Friend." Friends in your hand as they are played, those drawn later too; it ends as you
    # play a Friend, the first one played with it included (512.5, 708.2)
    "HM101": card(Play("Immediate", (HandHasty(until_friend=True),))),
    # Applejack's Hat: "Play on a Friend." / "Immediate: Exhaust that Friend to put a +1 power
    # counter on it, then add its power to another Friend until the end of the turn." Its
    # power with the new counter (519.4); any player's Friend but the host
    "HM102": card(
        Attach(Cards(types=FRIEND)),
        Activated(
            "Immediate",
            (EXHAUST_HOST,),
            (Act("put-counter", HOST), AddPower(Cards(types=FRIEND, not_host=True), of=HOST)),
        ),
    ),
    # Cannonball Surprise: "Play to your home." / "When you move one of your characters to a
    # Problem, you may exhaust this card and pay [2] to dismiss a Friend there." Both or
    # neither: offered while this card is ready and [2] can be paid (508.1d); any player's
    # Friend at that Problem
    "HM103": card(
        Triggered(
            Trigger(
                "moved",
                YOU,
                to_problem=True,
                about=Cards(YOU, CHARACTER),
                condition=Condition("ready"),
            ),
            (
                IfYouDo(
                    Pay(2), (Act("exhaust", THIS), Act("dismiss", Cards(types=FRIEND, where=THERE)))
                ),
            ),
        )
    ),
    # Castle of Friendship: "Play to your home." / "Main Phase: Exhaust this card to gain [1]."
    "HM104": card(Activated(MAIN, (EXHAUST_THIS,), (GainTokens(1),))),
    # Cheese Shoes: "Play on a Friend." / "That Friend has +2 power and Eccentric 2."
    "HM105": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 2),
        Static("keyword", HOST, value="Eccentric 2"),
    ),
    # Dangerous Mission Outfit: "Play on one of your characters." / "When you move that
    # character to a Problem, your other characters there each get +1 power until the end of
    # the turn." Those there as it resolves (708.2)
    "HM106": card(
        Attach(Cards(YOU, CHARACTER)),
        Triggered(
            Trigger("moved", YOU, to_problem=True, about=Cards(host_of_this=True)),
            (Modify(Cards(YOU, CHARACTER, where=THERE, not_that=True), amount=1, each=True),),
        ),
    ),
    # Dream Network: "Play to your home" / "At the start of your turn, you may reveal the top
    # card of your deck. If you do, and it's an Event, you may pay [1] to put a 2 [Magic]
    # Figment Friend token into play." It stays on top, known to every player (410.6); the
    # start of the Ready Phase (601)
    "HM107": card(
        at_start_of(
            "Ready",
            RevealTop(rest="stay", optional=True),  # not revealed: nothing is CHOSEN
            IfYouDo(
                When(Condition("revealed", Cards(types=EVENT)), (Pay(1),)),
                (friend_tokens(1, 2, PURPLE, "Figment"),),
            ),
            whose=YOU,
        )
    ),
    # Fast Food: "Play to your home." / "Your Critters have +1 power." Your characters with
    # the Critter trait (207)
    "HM108": card(Static("power", Cards(YOU, CHARACTER, trait="Critter"), 1)),
    # Gone Batty: "Play on one of your characters." / "When you win a faceoff involving that
    # character, you may exhaust this card to gain [2]." Any faceoff its host is involved in
    # as it is won (514.2, 514.5)
    "HM109": card(
        Attach(Cards(YOU, CHARACTER)),
        Triggered(
            Trigger("won-faceoff", YOU, anywhere=True, condition=Condition("host-in-faceoff")),
            (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(2),)),),
        ),
    ),
    # Magic Wings: "Play on a Friend" / "That Friend has +7 power."
    "HM110": card(Attach(Cards(types=FRIEND)), Static("power", HOST, 7)),
    # One Pony Band: "Play to your home." / "When you put a card on top of your deck, you may
    # exhaust this card. If you do, draw a card." (``Trigger("put-on-deck")``)
    "HM111": card(
        Triggered(
            Trigger("put-on-deck"), (IfYouDo(Act("exhaust", THIS, optional=True), (Draw(1),)),)
        ),
    ),
    # Operation Mare Do Well: "Play to your home." / "Main Phase: Exhaust this card to
    # redistribute any number of +1 power counters on your characters onto one of your
    # Friends." One counter at a time, from any of your other characters, as often as you
    # like (519.3, 519.1)
    "HM112": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Choose(Cards(YOU, FRIEND)), MoveCounters(Cards(YOU, CHARACTER))),
        )
    ),
    # Party Hat: "Play on a Friend." / "When an opponent's Friend is dismissed, dismiss the
    # attached Friend." An opponent of the Hat's controller (509)
    "HM113": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("dismissed", OPPONENT, about=Cards(OPPONENT, FRIEND)),
            (Act("dismiss", HOST),),
        ),
    ),
    # Power Bracelets: "Play on a Friend." / "When an opponent starts a faceoff here, you may
    # put a 1 [Generosity] Unicorn Friend token with Prepared into play." Here: its host's
    # area (509.3)
    "HM114": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("faceoff-started", OPPONENT),
            (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", optional=True),),
        ),
    ),
    # Wake Up Call: "Play to your home." / "As an opponent plays an Event, you may pay [1] and
    # retire this card to cancel that card." Done as it is played, before its instructions
    # (705.2e); canceled, it goes to its owner's discard pile unresolved and its "when you
    # play" abilities do not trigger (410.7, 705.2g). Ruling: only an Event the engine
    # automates is offered; for one the judge applies, the judge applies this too
    "HM115": card(
        Triggered(
            Trigger("event-playing", OPPONENT),
            (IfYouDo(Pay(1), (Act("retire", THIS), Act("cancel", THAT))),),
        )
    ),
    # Zap Apples: "Play to your home. / Immediate: Exhaust this card and banish a card from your
    # discard pile to give one of your Friends +3 power until the end of the turn." (406;
    # 508.1d: a card must be there to banish)
    "HM116": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS, cost_of("banish", Cards(YOU, zone=Zone.DISCARD))),
            (power(Cards(YOU, FRIEND), 3),),
        )
    ),
    # Cerberus, Tartarus Guard: "When this card is uncovered, you may turn another Troublemaker
    # face-down." Any player's face-up one (505.1)
    "HM117": card(
        Triggered(
            Trigger("uncovered"),
            (Act("turn-face-down", Cards(types=TROUBLEMAKER, other=True), optional=True),),
        )
    ),
    # Lord Tirek, Gaining Strength: "When this card is uncovered, put a +1 power counter on
    # this card for each character here." Every player's characters at its Problem (501.4)
    "HM118": card(
        Triggered(Trigger("uncovered"), (Act("put-counter", THIS, count="characters-here"),))
    ),
    # Starlight Glimmer, Exposed Inequality: "When this card is uncovered, you may move one of
    # your characters." Home or a Problem (506)
    "HM119": card(
        Triggered(Trigger("uncovered"), (Move(Cards(YOU, CHARACTER), "any", optional=True),))
    ),
    # A Party for Moondancer: "When you confront this Problem with at least 4 characters, gain
    # [1]." Ruling: your characters at it as you confront it (611.3a)
    "HM120": card(
        when_confronted(
            GainTokens(1), condition=Condition("count", Cards(YOU, CHARACTER, where=HERE), n=4)
        )
    ),
    # Applejack's Worst Nightmare: "Your characters here have Stubborn." (glossary: Stubborn)
    "HM121": card(Static("keyword", Cards(YOU, CHARACTER, where=HERE), value="Stubborn")),
    # Call of the Cutie: "When you put a +1 power counter on a character here for the first
    # time each turn, you may put a +1 power counter on another character here." "You": its
    # controller (513.5); any player's character here; once a turn (616.4), declined or not
    "HM122": card(
        Triggered(
            Trigger(
                "counter-put",
                YOU,
                here=True,
                first=True,
                each_turn=True,
                about=Cards(types=CHARACTER),
            ),
            (Act("put-counter", Cards(types=CHARACTER, where=HERE, not_that=True), optional=True),),
        )
    ),
    # Equalist Propaganda: "Players can't score more than 3 points per turn." As AD75: points
    # past the limit are not scored (104.2), points of the turn before it entered play count
    "HM123": card(Static("turn-limit", value="score", amount=3, who=ANY)),
    # Fluttershy's Worst Nightmare: "At the start of a Problem faceoff here, put each opposing
    # Friend here with 0 power into its owners' hand." Opposing: its controller's opponents'
    # (513.5); their power as it resolves (507.1)
    "HM124": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("faceoff-here", value="problem")),
            (Act("to-hand", Cards(OPPONENT, FRIEND, where=HERE, max_power=0), each=True),),
        )
    ),
    # Halt Evil Doers!: "When you move a character to this Problem for the first time each
    # turn, you may pay [1] to move another character here." Any player's character, from
    # home or another Problem (506); once a turn (616.4)
    "HM125": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER), first=True, each_turn=True),
            (IfYouDo(Pay(1), (Move(Cards(types=CHARACTER, not_that=True), "here"),)),),
        )
    ),
    # Make Yourself at Home: "When an opposing Troublemaker is uncovered here, draw 3 cards."
    "HM126": card(Triggered(Trigger("uncovered", OPPONENT, here=True), (Draw(3),))),
    # Musical Number: "When you confront this Problem, you may put a Chorus counter on this
    # card." / "Opponents need +1 power to confront this Problem for each Chorus counter on
    # this card." (611.4, 519.1; wild power as Eccentric's)
    "HM127": card(
        when_confronted(PutCounters("Chorus", optional=True)),
        Static("confront", amount=1, per_counter="Chorus"),
    ),
    # Pinkie's Worst Nightmare: "When you draw a card, you may give a character here +1 power
    # until the end of the turn." Any player's character at this Problem
    "HM128": card(
        Triggered(
            Trigger("drew", YOU),
            (
                IfYouDo(
                    Choose(Cards(types=CHARACTER, where=HERE), optional=True), (power(CHOSEN, 1),)
                ),
            ),
        )
    ),
    # Rainbow's Worst Nightmare: "When an opposing Troublemaker is uncovered here, you may
    # challenge it with all your characters here." A Troublemaker faceoff started by the
    # effect (608.4, 514.2a)
    "HM129": card(
        Triggered(
            Trigger("uncovered", OPPONENT, here=True),
            (IfYouDo(Choose(THAT, optional=True), (Challenge(THAT),)),),
        )
    ),
    # Rarity's Worst Nightmare: "When a Friend enters play here, another character here gets
    # +1 power until the end of the turn." Any player's; not that Friend
    "HM130": card(
        Triggered(
            Trigger("enters-play", ANY, about=Cards(types=FRIEND, where=HERE)),
            (power(Cards(types=CHARACTER, where=HERE, not_that=True), 1),),
        )
    ),
    # Save the Day: "When you confront this Problem, score an additional point." (611.4)
    "HM131": card(when_confronted(Score(1))),
    # Sew Tired: "At the start of your turn, you may put a +1 power counter on any number of
    # characters with attached Resources here." (601: the Ready Phase starts the turn)
    "HM132": card(
        at_start_of(
            "Ready",
            Act(
                "put-counter",
                Cards(types=CHARACTER, where=HERE, with_resource=True),
                up_to=ANY_NUMBER,
                each=True,
                optional=True,
            ),
            whose=YOU,
        )
    ),
    # The Frozen North: "Troublemakers played here enter play face-up." Any player's, played
    # to this Problem (706.1b): not uncovered (607.3)
    "HM133": card(Static("troublemakers-face-up")),
    # The Trouble With Trixie: "When this card enters play, gain [1]." Its owner, who plays it
    # (210, 513.5)
    "HM134": card(when_problem_played(GainTokens(1))),
    # Tiny Troubles: "When you win a Problem faceoff here, you may dismiss a Friend here and
    # gain action tokens equal to its cost." Any player's Friend; its printed cost (204.1), a
    # token's zero (521.1)
    "HM135": card(
        Triggered(
            Trigger("won-faceoff", YOU, here=True, value="problem"),
            (
                IfYouDo(
                    Act("dismiss", Cards(types=FRIEND, where=HERE), optional=True),
                    (GainTokens(count="cost", of=CHOSEN),),
                ),
            ),
        )
    ),
    # Twilight's Worst Nightmare: "Immediate: Banish an Event from your hand to give a
    # character here +2 power until the end of the turn." Its controller's hand (513.5); any
    # player's character at it
    "HM136": card(
        Activated(
            "Immediate",
            (cost_of("banish", Cards(YOU, EVENT, zone=Zone.HAND)),),
            (power(Cards(types=CHARACTER, where=HERE), 2),),
        )
    ),
    # Under Lock and Tree: "Mane Characters here have +1 power." Every player's
    "HM137": card(Static("power", Cards(types=MANE, where=HERE), 1)),
    # Utterly Transformed: "While there are no opposing characters here, you need -2 power to
    # confront this Problem." (611.3)
    "HM138": card(
        Static(
            "confront",
            amount=-2,
            who=YOU,
            condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE)),
        )
    ),
    # Princess Luna, Dream Warrior: "When you play a Friend to this card's Problem, you may
    # turn this card over." / Boosted: "When you play a Friend to a Problem, you may move this
    # card to that Problem." (506)
    "HM139": card(
        Triggered(
            Trigger("played-here", YOU, value="Friend"), (Act("turn-over", THIS, optional=True),)
        ),
        boosted=(
            Triggered(
                Trigger("played", YOU, about=Cards(YOU, FRIEND), to_problem=True),
                (Move(THIS, "there", optional=True),),
            ),
        ),
    ),
    # Rainbow Dash, Zapp: "Chaos: When this card is flipped, pay any number of action tokens to
    # frighten a Friend for each action token you pay this way." / "Immediate: Pay [1] to move
    # this card to a frightened Friend's Problem." Ruling: one token paid for each Friend as
    # it is chosen, any player's Friend that can be frightened (504.1), until the player stops
    # or can't pay (508.1d): the same Friends for the same tokens as paying first
    "HM140": card(
        chaos(
            Act(
                "frighten",
                Cards(types=FRIEND),
                up_to=ANY_NUMBER,
                optional=True,
                pay_each=1,
            )
        ),
        Activated("Immediate", (pay(1),), (Move(THIS, "with-frightened"),)),
    ),
    # Applejack, Mistress Mare-velous: "This card has +2 power for each other exhausted
    # character at its Problem." Any player's (503.2); none while it is at home
    "HM141": card(
        Static(
            "power",
            THIS,
            2,
            per=Cards(types=CHARACTER, where=HERE, exhausted=True, other=True),
            condition=Condition("at-problem"),
        )
    ),
    # Pinkie Pie, Fili-Second: "Chaos: While this card is flipped, Friends in your hand have
    # Hasty." / Hasty (keyword) / "When you play this card, Friends in your hand have Hasty
    # until the end of the turn." "Your": the player who flipped it, its owner (513.2); read
    # from the flip zone while it is there (701.3), during the faceoff (514.6)
    "HM142": card(Static("hand-hasty", condition=FLIPPED), on_play(HandHasty())),
    # Princess Twilight Sparkle, Masked Matter-Horn: "When a Friend enters play here, you may
    # reveal the top card of your deck. If that card is an Event, you may draw it." Any
    # player's Friend, this card too (706.1d); not drawn, it stays on top, known (410.6)
    "HM143": card(
        Triggered(
            Trigger("enters-play", ANY, about=Cards(types=FRIEND, where=HERE)),
            (
                RevealTop(rest="stay", optional=True),
                When(Condition("revealed", Cards(types=EVENT)), (Draw(1, optional=True),)),
            ),
        )
    ),
    # Photo Finish, Say "Käse!": "At the end of each opponent's turn, if no Problems were
    # confronted this turn, you may score a point." (615.1, 611.4; the "may" is always taken:
    # a point never costs its player, 712.3)
    "HM144": card(
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("none-confronted")), (Score(1),)
        )
    ),
    # Rarity, Radiance: "Immediate: Banish a non-Resource card from your hand to search your
    # deck or discard pile for an Accessory, reveal it, and put it into your hand." Which of
    # the two is searched is chosen as the ability resolves (705.2f); searching the deck
    # shuffles it (518.2), the discard pile is not
    "HM145": card(
        Activated(
            "Immediate",
            (cost_of("banish", Cards(YOU, NOT_RESOURCE, zone=Zone.HAND)),),
            (
                choose_one(
                    ("search your deck", (search_deck(ACCESSORY_IN_DECK),)),
                    (
                        "search your discard pile",
                        (Search(Cards(YOU, trait="Accessory", zone=Zone.DISCARD), Zone.DISCARD),),
                    ),
                ),
            ),
        )
    ),
    # Tree Hugger, Animal Magnetism: "Immediate: Pay [2] to move up to 2 of your Critter
    # Friends." Home or a Problem (506)
    "HM146": card(
        Activated(
            "Immediate",
            (pay(2),),
            (Move(Cards(YOU, FRIEND, trait="Critter"), "any", up_to=2),),
        )
    ),
    # Fluttershy, Saddle Rager: "Immediate: Banish a Troublemaker from your hand to dismiss a
    # Troublemaker here." Any player's face-up one at this card's Problem (505.2); at home
    # there is none (501.4)
    "HM147": card(
        Activated(
            "Immediate",
            (cost_of("banish", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),),
            (Act("dismiss", Cards(types=TROUBLEMAKER, where=HERE)),),
        )
    ),
    # Rest in Pieces: "Immediate: Banish all opposing Resources." (410.5)
    "HM148": card(Play("Immediate", (Act("banish", Cards(OPPONENT, RESOURCE), each=True),))),
    # Trixie, Highest Level Unicorn: "Friends here lose and can't have abilities." Every
    # player's Friends at its Problem, while it is face-up (505.1b; 701.1)
    "HM149": card(Static("lose-abilities", Cards(types=FRIEND, where=HERE))),
    # Tantabus, Night Terror: "Chaos: When this card is flipped, all players lose their action
    # tokens." / "At the end of each player's turn, that player loses [1]." (615.1)
    "HM150": card(
        chaos(LoseTokens(ANY_NUMBER, who=ANY)),
        Triggered(Trigger("turn-end", ANY), (LoseTokens(1, who=ACTOR),)),
    ),
}
