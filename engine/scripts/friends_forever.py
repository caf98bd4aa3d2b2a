"""Friends Forever (FF) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.

"Harmony [Trait]:" (glossary: Harmony) is a tag word grouping abilities that do more with
characters of that trait: it adds no condition of its own. The ability is scripted as printed;
its own words ("for each of your Griffon characters", "while you have another Dragon
character") say when the trait matters.
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    ANY,
    CHARACTER,
    CHOSEN,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    MAIN,
    OPPONENT,
    PLAYABLE_DISCARD,
    PROBLEM,
    RESOURCE,
    THAT,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AddPower,
    Cards,
    CardScript,
    Choose,
    ChooseOne,
    Condition,
    ConfrontArea,
    CostReduction,
    Discard,
    Draw,
    FaceoffResult,
    GainTokens,
    IfYouDo,
    LookAtTop,
    Manual,
    Modify,
    Move,
    Pay,
    PutCounters,
    PutDilemma,
    PutTokenCopy,
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
    gain_control_of,
    manual,
    on_enter,
    on_play,
    pay,
    power,
    when_confronted,
    when_wins_faceoff,
)
from engine.state import POWER_COUNTER, Zone

TURN_OVER = Act("turn-over")  # a Mane Character to its other side (301.2)

# "When you confront this card's Problem, turn this card over." (the Mane Characters' Start side)
CONFRONT_TURNS_OVER = when_confronted(TURN_OVER)


def yours(trait: str, *types: object, other: bool = False) -> Cards:
    """ "your [trait] characters" / "your other [trait] Friends" (types default: characters)."""
    return Cards(YOU, tuple(types) or CHARACTER, trait=trait, other=other)  # type: ignore[arg-type]


def another(trait: str) -> Condition:
    """ "While / if you have another [trait] character" (not this card)."""
    return Condition("count", yours(trait, other=True))


def this_or_another_enters(trait: str, *effects: object) -> Triggered:
    """ "When this or another one of your [trait] Friends enters play, ..." (706.1d: played or
    put into play); THAT is the Friend that entered, this card too."""
    return Triggered(
        Trigger("enters-play", YOU, about=yours(trait, *FRIEND)),
        tuple(effects),  # type: ignore[arg-type]
    )


# Terramar (FF53): "choose one: This card has Swift until the start of your next turn, or this
# card has Calming 2 until the start of your next turn."
_SWIFT_OR_CALMING = choose_one(
    ("Swift", (Modify(THIS, "keyword", value="Swift", until="your-next-turn"),)),
    ("Calming 2", (Modify(THIS, "keyword", value="Calming 2", until="your-next-turn"),)),
)


def first_of_trait_costs_less(trait: str, n: int) -> Static:
    """ "You pay [n] less to play your first [trait] Friend each turn" (705.2b): while you
    have played no [trait] Friend this turn (the condition "none-played"; the one being played
    is counted as it is played, ``Table.count_play``)."""
    return Static(
        "cost",
        Cards(YOU, FRIEND, trait=trait, zone=Zone.HAND),
        -n,
        "play",
        YOU,
        condition=Condition("none-played", Cards(types=FRIEND, trait=trait)),
    )


def _look_at_a_problem_deck(n: int) -> ChooseOne:
    """ "You may look at the top [n] cards of a Problem deck and put them back on the top or
    bottom of that deck in any order": whose deck is chosen as it resolves (705.2f)."""
    return choose_one(
        ("your Problem deck", (LookAtTop(n, YOU, problem_deck=True, bottom=True),)),
        ("an opponent's Problem deck", (LookAtTop(n, OPPONENT, problem_deck=True, bottom=True),)),
        optional=True,
    )


SCRIPTS: dict[str, CardScript] = {
    # Gallus, Full of Surprises: Boosted: "When you play a card during a faceoff, you may
    # exhaust this card to score a point." (any card type, 514.1)
    "FF1": card(
        CONFRONT_TURNS_OVER,
        boosted=(
            Triggered(
                Trigger("played", YOU, value="any-card", condition=Condition("faceoff")),
                (IfYouDo(Act("exhaust", THIS, optional=True), (Score(1),)),),
            ),
        ),
    ),
    # Smolder, Culture Shock: Boosted: "At the start of a faceoff, you may exhaust this card to
    # have an opponent discard a card. If they do, one of your cards involved in the faceoff
    # gets +X power until the end of the faceoff, where X is the discarded card's power."
    "FF2": card(
        CONFRONT_TURNS_OVER,
        boosted=(Manual(reason="needs +X power read from the card an opponent discarded (507.4)"),),
    ),
    # Ocellus, Knowledge is Power: Boosted: "While you have a Friend with higher power than its
    # cost, this card has +2 power." / "Immediate: Pay [3] to double this card's power until
    # the end of the turn."
    "FF3": card(
        CONFRONT_TURNS_OVER,
        boosted=(
            Static(
                "power",
                THIS,
                2,
                condition=Condition("count", Cards(YOU, FRIEND, power_over_cost=True)),
            ),
            # doubling adds this card's power as the effect resolves (708.2, as MT91)
            Activated("Immediate", (pay(3),), (AddPower(THIS, "turn", of=THIS),)),
        ),
    ),
    # Daybreaker, Blinding Light: "When you win a faceoff involving this card, score a point."
    "FF5": card(when_wins_faceoff(Score(1))),
    # Gerard, Traffic Congestion: "Chaos: While this card is flipped, it has +2 power." (read as
    # the faceoff totals are compared, 514.4a) / "Harmony Griffon: When this or another one of
    # your Griffon Friends enters play, that card gets Competitive 2 until the end of the turn."
    "FF8": card(
        Static("power", THIS, 2, condition=FLIPPED),
        this_or_another_enters("Griffon", Modify(THAT, "keyword", value="Competitive 2")),
    ),
    # Greta, Cruising Along: "When this card enters play, you may move one of your characters."
    # (home or a Problem, 506)
    "FF9": card(on_enter(Move(Cards(YOU, CHARACTER), "any", optional=True))),
    # Scootaloo, Aerobatics Fan: "Harmony Pegasus: When this or another one of your Pegasus
    # Friends enters play, you may move this card."
    "FF11": card(this_or_another_enters("Pegasus", Move(THIS, "any", optional=True))),
    # Apple Bloom, Hold Your Horses: "Harmony Earth Pony: When this or another one of your
    # Earth Pony Friends enters play, an opposing Friend loses and can't have abilities until
    # the end of the turn." (701.1: keywords and text; traits, colours and power stay)
    "FF12": card(
        this_or_another_enters(
            "Earth Pony", Modify(Cards(OPPONENT, FRIEND), "lose-abilities", until="turn")
        )
    ),
    # Backdraft, Full of Hot Air: "When this card enters play, you may exhaust an opposing
    # character."
    "FF13": card(on_enter(Act("exhaust", Cards(OPPONENT, CHARACTER), optional=True))),
    # Ember, Dragon Lord: "Your Friends with +1 power counters on them can't be frightened."
    "FF15": card(Static("cant-frighten", Cards(YOU, FRIEND, with_counter=POWER_COUNTER))),
    # Garble, Let's Race: "Immediate: Exhaust this card to give a Troublemaker here Competitive
    # 4 until the end of the turn." (a face-up one, 505.2)
    "FF17": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Modify(Cards(types=TROUBLEMAKER, where=HERE), "keyword", value="Competitive 4"),),
        )
    ),
    # Fume, Breathtaking: "Opponents can't ready more than one character during their Ready
    # Step." / "Harmony Dragon: When this card enters play, exhaust an opposing character for
    # each Dragon character you have."
    "FF16": manual(
        reason="needs a limit of one character readied in an opponent's Ready step (603.1)"
    ),
    # Maar, Minding Her Manners: "Harmony Dragon: While you have another Dragon character, this
    # card gets +2 power."
    "FF18": card(Static("power", THIS, 2, condition=another("Dragon"))),
    # Garner, Record Keeper: "Harmony Griffon: When this card enters play, reveal a card from
    # the top of your deck for each of your Griffon characters. Choose up to one of those cards
    # and put it on top of your deck, then put the rest on the bottom of your deck." (this card
    # included, counted as it resolves; the rest in the order you choose, 402.3)
    "FF22": card(
        on_enter(
            RevealTop(
                n=1,
                per=yours("Griffon"),
                may_keep=True,
                keep_on_top=True,
                rest="deck-bottom",
            )
        )
    ),
    # Gilda, Ice Breaker: "Harmony Griffon: You pay [1] less to play your first Griffon Friend
    # each turn."
    "FF23": card(first_of_trait_costs_less("Griffon", 1)),
    # Grandmares, Gold Horseshoe Members: "Harmony Earth Pony: This card has Eccentric 1 for
    # each of your other Earth Pony characters." Ruling: scripted as what Eccentric 1 means
    # (glossary: "Opponents need +1 [wild] to confront this card's Problem"), once for each,
    # so it adds to the card's printed Eccentric 1: the view keeps one instance of a keyword
    # per card, and two instances of Eccentric both apply (702)
    "FF24": card(Static("confront", THIS, 1, per=yours("Earth Pony", other=True))),
    # Griselda, Urgent Business: "Agile" / "Harmony Griffon: When this card enters play, you may
    # dismiss an opposing Friend with cost less than or equal to the number of Griffon
    # characters you have." (counted as it resolves, this card included; 204.1)
    "FF26": card(
        on_enter(
            Act("dismiss", Cards(OPPONENT, FRIEND, max_cost_per=yours("Griffon")), optional=True)
        )
    ),
    # Silverstream, Student of Friendship: "When this card enters play, you may look at the top
    # two cards of a Problem deck and put them back on the top or bottom of that deck in any
    # order." (402.3: whose deck is chosen as it resolves, 705.2f)
    "FF28": card(on_enter(_look_at_a_problem_deck(2))),
    # Silverstream, Fish out of Water: "When you play this card, you may put the top card of a
    # Problem deck into play as a Dilemma. (It enters play at its own area; this does not
    # replace any Problems already in play.)" Ruling: under its owner's control, its area
    # theirs (513.1, 522.2b); whose deck is chosen as it resolves (705.2f)
    "FF29": card(
        on_play(
            choose_one(
                ("your Problem deck", (PutDilemma(YOU),)),
                ("an opponent's Problem deck", (PutDilemma(OPPONENT),)),
                optional=True,
            )
        )
    ),
    # Charcoal, Fuel the Fire: "Harmony Dragon: Your Troublemakers here have +1 power for each
    # of your Dragon characters." (face-up ones, 505.2)
    "FF30": card(Static("power", Cards(YOU, TROUBLEMAKER, where=HERE), 1, per=yours("Dragon"))),
    # Flash Sentry, Announcing Her Majesty: "Harmony Alicorn: You pay [2] less to play your first
    # Alicorn Friend each turn."
    "FF31": card(first_of_trait_costs_less("Alicorn", 2)),
    # Ocellus, Hit the Books: "When this card enters play, you may put an opposing Friend on
    # top of its owner's deck."
    "FF33": card(on_enter(Act("to-deck-top", Cards(OPPONENT, FRIEND), optional=True))),
    # Scales, Opportunity Knocks: "Harmony Dragon: At the start of a faceoff here, if you have
    # another Dragon character, you may move an opposing character." (home or a Problem, 506)
    "FF34": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=another("Dragon")),
            (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),),
        )
    ),
    # Scalio, Mischevious Grin: "When this card enters play, you may put a Troublemaker from your
    # hand into play face-up." Ruling: at a Problem its controller chooses, as MT105 (a
    # Troublemaker is played to a Problem, 302.1); face-up, so not uncovered (607.3)
    "FF35": card(
        on_enter(
            IfYouDo(
                Choose(Cards(types=PROBLEM), there=True, optional=True),
                (Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),),
            ),
            condition=Condition("count", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),
        )
    ),
    # Starlight Glimmer, Guidance Counselor: "Immediate: Exhaust this card to gain [1]."
    "FF36": card(Activated("Immediate", (EXHAUST_THIS,), (GainTokens(1),))),
    # Trixie, Hat Trick: "Harmony Unicorn: When this or another one of your Unicorn Friends
    # enters play, you may pay [1] less for your next Event this turn to a minimum of [1]."
    # (705.2b: "you may pay less" is always taken, as paying less is never worse)
    "FF38": card(this_or_another_enters("Unicorn", CostReduction(1, EVENT, minimum=1))),
    # Arista, Arts and Crafts: "Chaos: When you flip this card, you may put a Resource from your
    # discard pile into your hand." / "When this card enters play, you may pay [1] less for
    # your next Resource this turn." (705.2b)
    "FF39": card(
        chaos(Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD), optional=True)),
        on_enter(CostReduction(1, RESOURCE)),
    ),
    # Fleur Dis Lee, Enjoying the Show: "When you move a character, this card gets +1 power
    # until the end of the turn." (any of your characters, home or a Problem, 506)
    "FF41": card(Triggered(Trigger("moved", YOU, about=Cards(YOU, CHARACTER)), (power(THIS, 1),))),
    # Pharynx, Changed at Last: "Harmony Changeling: When this or another one of your
    # Changeling Friends enters play, double this card's power until the end of the turn."
    # (adds this card's power as the effect resolves, 708.2, as MT91)
    "FF42": card(this_or_another_enters("Changeling", AddPower(THIS, "turn", of=THIS))),
    # Pharynx, Hive Patrol: "Harmony Changeling: When you play this card, gain control of an
    # opposing Friend with cost less than or equal to the number of Changeling characters you
    # have." (for good, 513.2; counted as it resolves, this card included)
    "FF43": card(
        on_play(
            gain_control_of(Cards(OPPONENT, FRIEND, max_cost_per=yours("Changeling")), "permanent")
        )
    ),
    # Stygian, Falsely Accused: "When this card enters play, put a token copy of a Resource into
    # play." (any Resource in play; the copy at your home, 520.2)
    "FF46": card(on_enter(PutTokenCopy(Cards(types=RESOURCE)))),
    # Sweetie Belle, Field Twirler: "Harmony Unicorn: Main Phase: Exhaust this card to give one
    # of your Unicorn characters +1 power for each Event in your discard pile until the end of
    # the turn." (counted as it resolves, 708.2)
    "FF47": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Modify(yours("Unicorn"), "power", 1, per=Cards(YOU, EVENT, zone=Zone.DISCARD)),),
        )
    ),
    # Thorax, Symbiosis: "When this card enters play, give another character +2 power until the
    # end of the turn." / "Harmony Changeling: When this card enters play, if you have another
    # Changeling character, this card gets +2 power until the end of the turn."
    "FF48": card(
        on_enter(power(Cards(types=CHARACTER, other=True), 2)),
        on_enter(power(THIS, 2), condition=another("Changeling")),
    ),
    # Delivery Mare, Wrong Address: "If this card would be sent home, it is sent to another
    # Problem instead." (710.1; from a Problem, as AD65)
    "FF49": card(Static("sent-elsewhere")),
    # Fluttershy, Acceptable Business Attire: "Harmony Pegasus: Your other Pegasus Friends have
    # Persistent."
    "FF50": card(Static("keyword", yours("Pegasus", *FRIEND, other=True), value="Persistent")),
    # Rumble, Sitting Out: "This card can't contribute its power to faceoffs." (514.4a)
    "FF52": card(Static("no-faceoff-power", THIS)),
    # Terramar, Shoreline Lifestyle: "When this card enters play and at the start of each of
    # your turns, choose one: This card has Swift until the start of your next turn, or this
    # card has Calming 2 until the start of your next turn." (the start of a turn: its Ready
    # Phase, 601.3)
    "FF53": card(on_enter(_SWIFT_OR_CALMING), at_start_of("Ready", _SWIFT_OR_CALMING, whose=YOU)),
    # Thorax, Swarm Former: "Chaos: When this card is flipped, you may put it into play." /
    # "Harmony Changeling: If you would put any number of flipped Changeling Friends on the
    # bottom of your deck, you may put one of them into your hand and the rest on the bottom
    # instead."
    "FF54": manual(
        reason="needs a flipped card put into play from the flip zone and a replacement of "
        "flipped cards going to the bottom (514.6)"
    ),
    # Valley Trend, Like, Whatever: "When this card enters play, you may dismiss a Resource." /
    # "Harmony Pegasus: While you have another Pegasus character, this card has Swift."
    "FF56": card(
        on_enter(Act("dismiss", Cards(types=RESOURCE), optional=True)),
        Static("keyword", THIS, value="Swift", condition=another("Pegasus")),
    ),
    # Yona, Student of Friendship: "When this card enters play, you may turn a Troublemaker
    # face-down." (a face-up one, 505.2)
    "FF57": card(on_enter(Act("turn-face-down", Cards(types=TROUBLEMAKER), optional=True))),
    # Yona, Friendship or Else: "Swift" / "When you confront this card's Problem, you may put
    # an opposing Friend with 3 or more power into its owner's hand."
    "FF58": card(
        when_confronted(Act("to-hand", Cards(OPPONENT, FRIEND, min_power=3), optional=True))
    ),
    # Gallus & Smolder, Hot Headed: "When you confront this card's Problem, you may exhaust an
    # opposing character here."
    "FF59": card(
        when_confronted(Act("exhaust", Cards(OPPONENT, CHARACTER, where=HERE), optional=True))
    ),
    # Torch, Focused Fire: "Immediate: Pay [1] to give this card +2 power until the end of the
    # turn." / "This card can't be frightened."
    "FF60": card(
        Activated("Immediate", (pay(1),), (power(THIS, 2),)),
        Static("cant-frighten", THIS),
    ),
    # Gabby, Express Delivery: "Harmony Griffon: When you move a Griffon character, you may draw
    # a card." (one of yours, 506)
    "FF61": card(
        Triggered(Trigger("moved", YOU, about=yours("Griffon")), (Draw(1, optional=True),))
    ),
    # Gallus & Silverstream, Artifact Seekers: "Competitive 2" / "When you win a faceoff
    # involving this card, you may look at the top card of a Problem deck and put it on the top
    # or bottom of that deck." (402.3)
    "FF62": card(when_wins_faceoff(_look_at_a_problem_deck(1))),
    # Daring Do, Crafty Collector: "When you confront this card's Problem, gain [1]."
    "FF63": card(when_confronted(GainTokens(1))),
    # Cloudchaser & Flitter, Filly Racers: "Your other characters here have +1 power." /
    # "Immediate: Exhaust this card to pay [1] less for your next Friend this turn." (705.2b)
    "FF65": card(
        Static("power", Cards(YOU, CHARACTER, where=HERE, other=True), 1),
        Activated("Immediate", (EXHAUST_THIS,), (CostReduction(1, FRIEND),)),
    ),
    # Rainbow Dash & Fluttershy, Chillax: "Harmony Pegasus: Your other Pegasus characters have
    # +1 power."
    "FF66": card(Static("power", yours("Pegasus", other=True), 1)),
    # Applejack & Pinkie Pie, Backdrop Builders: "Diligent 1" / "Harmony Earth Pony: When this
    # card enters play, you may start a faceoff involving this card and an opposing character.
    # If you win, draw a card for each of your Earth Ponies." (514.2c: not at a Problem; its
    # result is only what the card says, 514.5d; the Earth Ponies counted as it is drawn)
    "FF67": card(
        on_enter(
            StartFaceoff(THIS, Cards(OPPONENT, CHARACTER), stronger=False, optional=True),
            FaceoffResult((When(Condition("you-won"), (Draw(1, per=yours("Earth Pony")),)),)),
        )
    ),
    # Berry Punch, Party Preparations: "Chaos: While this card is flipped, it has power equal to
    # the number of cards in your hand." / "Stubborn" / "Main Phase: Exhaust this card to draw
    # a card." / "This card's power is equal to the number of cards in your hand." Ruling: its
    # printed power is 0, so "power equal to the number" is +1 for each card in your hand, read
    # before other modifiers change it (507.1: modifiers apply to the power the card has)
    "FF68": card(
        Static("power", THIS, 1, per=Cards(YOU, zone=Zone.HAND), condition=FLIPPED),
        Activated(MAIN, (EXHAUST_THIS,), (Draw(1),)),
        Static("power", THIS, 1, per=Cards(YOU, zone=Zone.HAND)),
    ),
    # Caldera, Explosive Personality: "Main Phase: Pay [1] and exhaust this card to frighten a
    # Friend." (504.1) / "Harmony Dragon: When this card readies, you may put a +1 power counter
    # on a Dragon Friend." (503.3: in the Ready step or by an effect; any player's Friend)
    "FF69": card(
        Activated(MAIN, (pay(1), EXHAUST_THIS), (Act("frighten", Cards(types=FRIEND)),)),
        Triggered(
            Trigger("readied"),
            (
                IfYouDo(
                    Choose(Cards(types=FRIEND, trait="Dragon"), optional=True),
                    (PutCounters(POWER_COUNTER, 1, CHOSEN),),
                ),
            ),
        ),
    ),
    # Spike, Fight and Flight: "Stubborn" / "At the start of a Troublemaker faceoff, you may
    # exhaust this card to have it become involved in the faceoff." (514.2d.i; wherever it is)
    "FF70": card(
        Triggered(
            Trigger(
                "faceoff-started",
                ANY,
                anywhere=True,
                condition=Condition("faceoff", value="troublemaker"),
            ),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Act("involve", THIS),)),),
        )
    ),
    # Mudbriar, Stick in the Mud: "This card has +1 power for each card type among cards in your
    # discard pile." (206) / "Opposing characters here can't contribute their power to
    # confronting this card's Problem unless their power is greater than or equal to this
    # card's power." (611.3a: those with less power than this card's can't)
    "FF71": card(
        Static("power", THIS, 1, value="per-type", per=Cards(YOU, zone=Zone.DISCARD)),
        Static("cant-contribute", Cards(OPPONENT, CHARACTER, where=HERE, weaker_than_this=True)),
    ),
    # Smolder & Sandbar, Pillow Fight!: "Stubborn" / "Main Phase: Exhaust this card and discard
    # a card to reduce a Problem's confront requirements by 2 power until the end of the
    # turn." (611.3: for every player, split among the requirements as best suits the one
    # confronting, as CG204)
    "FF72": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("discard", Cards(YOU, zone=Zone.HAND))),
            (Choose(Cards(types=PROBLEM), there=True), ConfrontArea(reduce=2)),
        )
    ),
    # Big Daddy McColt, Animal Expert: "When you confront this card's Problem, an opponent
    # discards a card." (that opponent chooses it)
    "FF73": card(when_confronted(Discard(1, OPPONENT, random=False))),
    # Twilight Sparkle & Silverstream, Eager to Learn: "Eccentric 2" / "When this card enters
    # play, draw 2 cards."
    "FF74": card(on_enter(Draw(2))),
    # Griffon Shopkeeper, Tax Not Included: "Showy 1" / "When an opposing character enters play
    # here, you may draw a card." (played or put into play, 706.1d)
    "FF75": card(
        Triggered(
            Trigger("enters-play", ANY, about=Cards(OPPONENT, CHARACTER, where=HERE)),
            (Draw(1, optional=True),),
        )
    ),
    # Queen Chrysalis, Evil Twin: "As this card enters play, banish an opposing Friend. This
    # card enters play as a copy of that Friend."
    "FF76": manual(reason="needs a card entering play as a copy of another card (520)"),
    # Strawberry Sunrise, Morning Pony: "When you move this card, you may turn a Troublemaker
    # face-down." (home or a Problem, 506)
    "FF77": card(
        Triggered(
            Trigger("moved", YOU),
            (Act("turn-face-down", Cards(types=TROUBLEMAKER), optional=True),),
        )
    ),
    # Old Money, Particular Socialite: "When this card enters play, you may banish a Friend,
    # Resource, or Troublemaker." (a face-up Troublemaker, 505.2)
    "FF78": card(
        on_enter(Act("banish", Cards(types=(*FRIEND, *RESOURCE, *TROUBLEMAKER)), optional=True))
    ),
    # Starlight Glimmer, Great and Powerful Assistant: "Harmony Unicorn: When this or another
    # one of your Unicorn Friends enters play, choose an Event in your discard pile. Until the
    # end of the turn, you may play that Event as though it were in your hand. If you do and it
    # would enter your discard pile, banish it instead." (as MT143)
    "FF79": card(
        this_or_another_enters(
            "Unicorn", Act(PLAYABLE_DISCARD, Cards(YOU, EVENT, zone=Zone.DISCARD))
        )
    ),
    # Ocean Flow, Submarine Settlement: "When you move this card, you may pay [1] to move an
    # opposing character." (home or a Problem, 506)
    "FF80": card(
        Triggered(
            Trigger("moved", YOU),
            (IfYouDo(Pay(1), (Move(Cards(OPPONENT, CHARACTER), "any"),)),),
        )
    ),
}
