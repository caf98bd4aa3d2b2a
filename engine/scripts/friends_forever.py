"""Friends Forever (FF) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.

"Harmony [Trait]:" is a tag word (glossary: Harmony): it groups an ability with a greater
effect when played with characters of that trait and has no rules meaning of its own, so
the ability after it is scripted as printed.
"""

from __future__ import annotations

from engine.cards import CardType
from engine.scripts.vocabulary import (
    ACTOR,
    AMONG_CHOSEN,
    ANY,
    ANY_CARD,
    BANISHED_THIS_WAY,
    BLUE,
    CHALLENGED,
    CHARACTER,
    CHOSEN,
    COPY_BANISHED,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    GAME_START,
    GIVE_CONTROL,
    GUESSED_RIGHT,
    GUESSED_WRONG,
    HAND_OR_PLAY,
    HERE,
    HOST,
    IN_DISCARD,
    IN_HAND,
    INVOLVED,
    MAIN,
    MAIN_ACTIONS_ONLY,
    OPPONENT,
    ORANGE,
    PINK,
    PLAYABLE_BANISHED_FREE,
    PLAYABLE_DISCARD,
    PREVIOUS_AREA,
    PROBLEM,
    PURPLE,
    RESOURCE,
    THAT,
    THIS,
    TO_HAND_FROM_DISCARD,
    TROUBLEMAKER,
    TURN_OVER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AsEntersPlay,
    AtEndOfTurn,
    AtStartOfYourNextTurn,
    Attach,
    BecomeColour,
    CantMove,
    Cards,
    CardScript,
    Choose,
    Condition,
    ConfrontArea,
    CostReduction,
    Discard,
    Draw,
    FaceoffResult,
    Flip,
    GainTokens,
    GuessType,
    IfYouDo,
    LookAndPut,
    LookAtTop,
    LoseTokens,
    Mill,
    Modify,
    Move,
    Name,
    Pay,
    Play,
    PutCounters,
    PutDilemma,
    PutTokenCopy,
    Replacement,
    ReplaceProblem,
    RevealTop,
    RevealUntil,
    RuleChange,
    Score,
    Shuffle,
    StartFaceoff,
    Static,
    Trigger,
    Triggered,
    TurnOverEach,
    When,
    at_start_of,
    card,
    chaos,
    choose_colours,
    choose_one,
    cost_of,
    gain_control_of,
    look_at_a_problem_deck,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    when_confronted,
    when_moved,
    when_problem_played,
    when_wins_faceoff,
)
from engine.state import POWER_COUNTER, Zone

PLAY_TYPES = (CardType.FRIEND, CardType.RESOURCE, CardType.TROUBLEMAKER)


def _you_have(trait: str, n: int = 1) -> Condition:
    """ "If you have [n or more] [trait] characters" (Harmony abilities)."""
    return Condition("count", Cards(YOU, CHARACTER, trait=trait), n=n)


def _keyword_while_colour(keyword: str, colour: object) -> Static:
    """ "This card has [keyword] while you have a [colour] character" (FF82)."""
    return Static(
        "keyword",
        THIS,
        value=keyword,
        condition=Condition("count", Cards(YOU, CHARACTER, colour=colour)),  # type: ignore[arg-type]
    )


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
    # Any faceoff (514.1); the opponent chooses the card (410.3); X is its printed power in
    # the discard pile (507.4; none: 0); "your cards": a Mane Character too (514.2)
    "FF2": card(
        CONFRONT_TURNS_OVER,
        boosted=(
            Triggered(
                Trigger("faceoff-started", ANY, anywhere=True),
                (
                    IfYouDo(
                        Act("exhaust", THIS, optional=True),
                        (
                            Discard(1, OPPONENT, random=False, chosen_discarded=True),
                            AddPower(Cards(YOU, where=INVOLVED), until="faceoff", of=CHOSEN),
                        ),
                    ),
                ),
            ),
        ),
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
    # Fume, Breathtaking: "Opponents can't ready more than one character during their Ready
    # Step." (603.1, 104.2: the opponent chooses the one; other cards ready as usual) /
    # "Harmony Dragon: When this card enters play, exhaust an opposing character for each
    # Dragon character you have." (this card too, counted as it resolves; different ready
    # ones, as many as there are, 705.2f, as SB76)
    "FF16": card(
        Static("ready-one", who=OPPONENT),
        on_enter(
            Act(
                "exhaust",
                Cards(OPPONENT, CHARACTER, exhausted=False),
                count="your-characters:Dragon",
            )
        ),
    ),
    # Garble, Let's Race: "Immediate: Exhaust this card to give a Troublemaker here Competitive
    # 4 until the end of the turn." (a face-up one, 505.2)
    "FF17": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Modify(Cards(types=TROUBLEMAKER, where=HERE), "keyword", value="Competitive 4"),),
        )
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
    "FF28": card(on_enter(look_at_a_problem_deck(2, optional=True))),
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
    # The Chaos ability as SB9's: from the flip zone to its owner's home, not played (706.1d),
    # its power no longer counting in the faceoff (514.4a). Ruling: flipped cards go to the
    # bottom as each faceoff ends (514.6): one of your flipped Changeling Friends then goes
    # into your hand instead, once per faceoff (710.1, as DE68)
    "FF54": card(
        chaos(Act("put-into-play", THIS, optional=True)),
        Replacement(
            "flip-to-bottom",
            Cards(YOU, FRIEND, trait="Changeling", zone=Zone.FLIP),
            "hand",
            once="faceoff",
        ),
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
    "FF62": card(when_wins_faceoff(look_at_a_problem_deck(1, optional=True))),
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
    # card enters play as a copy of that Friend." (706.1a) Rulings: the copy has that Friend's
    # printed information, its name, cost and text included, not its modifiers or counters
    # (as 520.2); its "when ... enters play" abilities trigger (706.1d), its "as ... enters
    # play" ones are not applied (found before this card became the copy); it is Queen
    # Chrysalis again once it leaves play (410.6); with no opposing Friend that can be
    # banished it enters play as itself
    "FF76": card(AsEntersPlay(COPY_BANISHED, of=Cards(OPPONENT, FRIEND))),
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
    # Tymbal, Talk it Out: "Harmony Changeling: When you confront this card's Problem, if you
    # have 2 or more other Changeling characters here, score an additional point."
    "FF81": card(
        when_confronted(
            Score(1),
            condition=Condition(
                "count", Cards(YOU, CHARACTER, where=HERE, trait="Changeling", other=True), n=2
            ),
        )
    ),
    # Ocellus, Master of Disguise: "This card has Swift while you have a [Loyalty] character,
    # Diligent 2 while you have an [Honesty] character, Eccentric 2 while you have a
    # [Laughter] character, Meticulous 2 while you have a [Magic] character, Showy 2 while you
    # have a [Generosity] character, and Agile while you have a [Kindness] character."
    # "A character" is any of yours, this card too (203.1a: the colours it has)
    "FF82": card(
        _keyword_while_colour("Swift", BLUE),
        _keyword_while_colour("Diligent 2", ORANGE),
        _keyword_while_colour("Eccentric 2", PINK),
        _keyword_while_colour("Meticulous 2", PURPLE),
        _keyword_while_colour("Showy 2", WHITE),
        _keyword_while_colour("Agile", YELLOW),
    ),
    # Sclerite, Two-tone: "As this card enters play, choose up to two colors. This card has
    # those colors." (706.1a)
    "FF83": card(choose_colours(2, up_to=True), Static("chosen-colours")),
    # The EEA Council, Strict Guidelines: "Players can't play cards, activate abilities, or
    # take actions except as a Main Phase action."
    # Ruling: a Main Phase action is one the turn player takes at their Main Phase decision,
    # by opening a priority window (609.1): any card or ability its timing allows then (a
    # Reaction too); in every other priority window, the opponent's in the Main Phase and
    # those of faceoffs included, no player may play a card, activate an ability or take an
    # action (705.1, 104.2). Effects that play cards are not actions taken (705.2f)
    "FF84": card(Static(MAIN_ACTIONS_ONLY, who=ANY)),
    # Cheering Section: "Immediate: One of your characters gets Competitive 2 until the end of
    # the turn. / Harmony Pegasus: For each of your Pegasus characters, that character gets an
    # additional Competitive 1 until the end of the turn."
    # Cheering Section: "Immediate: One of your characters gets Competitive 2 until the end of
    # the turn. / Harmony Pegasus: For each of your Pegasus characters, that character gets an
    # additional Competitive 1 until the end of the turn." Each grant is an instance of the
    # keyword and instances add up (702): a Pegasus chosen first has Competitive 3, one
    # printing Competitive 1 more again; the Pegasus characters are those in play as it
    # resolves (708.2)
    "FF85": card(
        Play(
            "Immediate",
            (
                Modify(Cards(YOU, CHARACTER), "keyword", value="Competitive 2"),
                Modify(
                    Cards(YOU, CHARACTER, trait="Pegasus"),
                    "keyword",
                    value="Competitive 1",
                    each=True,
                ),
            ),
        )
    ),
    # Defend the Hive!: "Immediate: Move one of your characters. / Harmony Changeling: Your
    # Changeling characters have Agile until the end of the turn." The Agile lasting modifier
    # is on the Changeling characters in play as it is created (708.2)
    "FF86": card(
        Play(
            "Immediate",
            (
                Move(Cards(YOU, CHARACTER), "any"),
                Modify(
                    Cards(YOU, CHARACTER, trait="Changeling"), "keyword", value="Agile", each=True
                ),
            ),
        )
    ),
    # Detention!: "Main Phase: Put an opposing Friend on top of its owner's deck. / Harmony
    # Unicorn: If that Friend's cost is less than or equal to the number of Unicorn characters
    # you have, gain [1]." Its cost as it last existed in play (712.2); counted as the
    # instruction is done, after the Friend left (204.1)
    "FF87": card(
        Play(
            MAIN,
            (
                Act("to-deck-top", Cards(OPPONENT, FRIEND)),
                When(
                    Condition("chosen", Cards(max_cost_per=Cards(YOU, CHARACTER, trait="Unicorn"))),
                    (GainTokens(1),),
                ),
            ),
        )
    ),
    # Friendship U: "Main Phase: Choose one: Move up to three of your characters, an opponent
    # retires a random Friend, or banish a Troublemaker." A face-up one: a face-down card is
    # not described by its card type's selectors (505.2)
    "FF88": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "move up to three of your characters",
                        (Move(Cards(YOU, CHARACTER), "any", up_to=3),),
                    ),
                    (
                        "an opponent retires a random Friend",
                        (Act("retire", Cards(OPPONENT, FRIEND), random=True),),
                    ),
                    ("banish a Troublemaker", (Act("banish", Cards(types=TROUBLEMAKER)),)),
                ),
            ),
        )
    ),
    # Gemstone Feast: "Main Phase: Reveal a card from the top of your deck, then reveal an
    # additional card for each of your Dragon characters. Choose one: put a revealed
    # Troublemaker into play face-up, or put a revealed card into your hand. Then, put the
    # remaining cards on the top or bottom of your deck in any order."
    # The mode is chosen once the cards are revealed; with no Troublemaker revealed only the
    # hand can be chosen (705.2f). The Troublemaker enters play face-up at a Problem its player
    # chooses (306.1, as EO95), not played (706.1d); "your Dragon characters" are counted as it
    # resolves (709.2)
    "FF89": card(
        Play(
            MAIN,
            (
                LookAndPut(
                    1,
                    (HAND_OR_PLAY, "top-or-bottom"),
                    reveal=True,
                    more_per=Cards(YOU, CHARACTER, trait="Dragon"),
                ),
            ),
        )
    ),
    # Hyper Beam: "Main Phase: Banish an opposing Resource. / Harmony Unicorn: If you have a
    # Unicorn character, that Resource's controller reveals their hand and you banish each card
    # in it with the same name as that Resource." (201.1: the same name, Title and Subtitle.)
    # The banished cards are named as they go; the rest of the hand is revealed after them
    # (410.6), so every card of it is known as the card says
    "FF90": card(
        Play(
            MAIN,
            (
                Act("banish", Cards(OPPONENT, RESOURCE)),
                When(
                    _you_have("Unicorn"),
                    (
                        Act(
                            "banish",
                            Cards(OPPONENT, zone=Zone.HAND, same_name_as_chosen=True),
                            each=True,
                        ),
                        Act("reveal", Cards(OPPONENT, zone=Zone.HAND), each=True),
                    ),
                ),
            ),
        )
    ),
    # Inside Information: "Chaos: When you flip this card, draw a card. / Immediate: Draw 3
    # cards. / Harmony Griffon: Give one of your Griffon characters Eccentric 1 for each card
    # in your hand until the end of the turn." Counted after the draws, as it is given (708.2)
    "FF91": card(
        chaos(Draw(1)),
        Play(
            "Immediate",
            (
                Draw(3),
                Modify(
                    Cards(YOU, CHARACTER, trait="Griffon"),
                    "keyword",
                    1,
                    "Eccentric",
                    per=Cards(YOU, zone=Zone.HAND),
                ),
            ),
        ),
    ),
    # Listen Up!: "Immediate: Until the end of the turn, your characters get +3 power and
    # opponents can't play cards during faceoffs." The characters in play as it resolves
    # (708.2); no card of any type is played by them while a faceoff is in progress (104.2)
    "FF92": card(
        Play(
            "Immediate",
            (
                Modify(Cards(YOU, CHARACTER), amount=3, each=True),
                RuleChange("cant-play-in-faceoffs", who=OPPONENT),
            ),
        )
    ),
    # Pie from the Sky: "Main Phase: One of your characters gets +2 power until the end of the
    # turn. <> Harmony Earth Pony: If that character is an Earth Pony, it gets +4 power until
    # the end of the turn instead." Instead of +2: 2 more, the same total (710.1)
    "FF93": card(
        Play(
            MAIN,
            (
                power(Cards(YOU, CHARACTER), 2),
                When(Condition("chosen", Cards(trait="Earth Pony")), (power(CHOSEN, 2),)),
            ),
        )
    ),
    # Power Play: "Chaos: When this card is flipped, flip an additional card. / Immediate:
    # During a faceoff, flip an additional card. / Harmony Dragon: Flip another additional card
    # if you have a Dragon character." "Immediate: During a faceoff" is playable only while a
    # faceoff is in progress: the Faceoff timing (512.4)
    "FF94": card(
        chaos(Flip(1)),
        Play("Faceoff", (Flip(1), When(_you_have("Dragon"), (Flip(1),)))),
    ),
    # Reliving History: "Immediate: Send a character that was moved this turn to its previous
    # area. / Harmony Unicorn: If you have 3 or more Unicorn characters, opponents can't move
    # characters until the end of the turn."
    # Ruling: any player's character moved this turn, as the same card (410.6), goes back to
    # the area it was last moved from; "send" is a move by the Event's player, as CGpf6's
    # "send that character to its previous area" (506: "can't move" modifiers apply; a
    # home not its controller's now, or an area gone, can't be its destination, 506.2a)
    "FF95": card(
        Play(
            "Immediate",
            (
                Move(Cards(types=CHARACTER, moved_this_turn=True), PREVIOUS_AREA),
                When(_you_have("Unicorn", 3), (CantMove(OPPONENT),)),
            ),
        )
    ),
    # Skipping Class: "Immediate: Discard all the cards in your hand, then draw 6 cards."
    "FF96": card(Play("Immediate", (Discard(who=YOU, random=False, all=True), Draw(6)))),
    # Sorry Stamp: "Main Phase: Dismiss an opposing Friend. / Harmony Earth Pony: Dismiss
    # another opposing Friend with cost less than or equal to the number of Earth Pony
    # characters you have." (204.1: its printed cost)
    "FF97": card(
        Play(
            MAIN,
            (
                Act("dismiss", Cards(OPPONENT, FRIEND)),
                Act(
                    "dismiss",
                    Cards(
                        OPPONENT,
                        FRIEND,
                        not_chosen=True,
                        max_cost_per=Cards(YOU, CHARACTER, trait="Earth Pony"),
                    ),
                ),
            ),
        )
    ),
    # Stop Fighting!: "Immediate: Frighten a Friend with 2 or less power. / Harmony Griffon:
    # When you play a Griffon Friend while this card is in your discard pile, you may banish
    # this card to frighten a Friend with 2 or less power." The trigger functions in the
    # discard pile (701.3: it could function nowhere else); banishing it is how it is paid
    "FF98": card(
        Play("Immediate", (Act("frighten", Cards(types=FRIEND, max_power=2)),)),
        Triggered(
            Trigger(
                "played", YOU, about=Cards(types=FRIEND, trait="Griffon"), condition=IN_DISCARD
            ),
            (
                IfYouDo(
                    Act("banish", THIS, optional=True),
                    (Act("frighten", Cards(types=FRIEND, max_power=2)),),
                ),
            ),
        ),
    ),
    # Tea With Discord: "Main Phase: Dismiss each face-up and face-down Troublemaker, then you
    # may replace a Problem." (613.2)
    "FF99": card(
        Play(
            MAIN,
            (
                Act("dismiss", Cards(types=TROUBLEMAKER), each=True),
                Act("dismiss", Cards(types=TROUBLEMAKER, face_down=True), each=True),
                IfYouDo(
                    Choose(Cards(types=PROBLEM), optional=True), (ReplaceProblem(chosen=True),)
                ),
            ),
        )
    ),
    # Tough Questions: "Main Phase: Start a faceoff involving one of your characters and an
    # opposing Friend or Troublemaker. If you win, banish that opposing card."
    # The faceoff is not at a Problem (514.2c): any opposing Friend or face-up Troublemaker
    # (505.2), whatever its power; a Troublemaker's power counts for its controller (514.4a,
    # as EO170) and it is not defeated: only what the card says results (514.5d)
    "FF100": card(
        Play(
            MAIN,
            (
                StartFaceoff(
                    Cards(YOU, CHARACTER),
                    Cards(OPPONENT, (CardType.FRIEND, CardType.TROUBLEMAKER)),
                    stronger=False,
                ),
                FaceoffResult(
                    (
                        When(
                            Condition("you-won"),
                            (
                                Act(
                                    "banish",
                                    Cards(
                                        OPPONENT,
                                        (CardType.FRIEND, CardType.TROUBLEMAKER),
                                        where=AMONG_CHOSEN,
                                    ),
                                ),
                            ),
                        ),
                    )
                ),
            ),
        )
    ),
    # Unsatisfactory Work: "Immediate: Put an opposing Friend with 2 or less power into its
    # owner's hand. / Harmony Pegasus: If you have a Pegasus character, put an opposing Friend
    # into its owner's hand instead." (710.1: one or the other)
    "FF101": card(
        Play(
            "Immediate",
            (
                When(
                    Condition("none", Cards(YOU, CHARACTER, trait="Pegasus")),
                    (Act("to-hand", Cards(OPPONENT, FRIEND, max_power=2)),),
                ),
                When(_you_have("Pegasus"), (Act("to-hand", Cards(OPPONENT, FRIEND)),)),
            ),
        )
    ),
    # Untested Magic Fireworks: "Immediate: Turn each character, face-up Troublemaker, and
    # face-down Troublemaker over. At the start of the next turn, turn each character, face-up
    # Troublemaker, and face-down Troublemaker over again." Rulings: a Friend turned over is
    # turned face-down, frightened (504.1), or face-up, unfrightened (504.3); a face-down
    # Troublemaker turned face-up is uncovered (607.3: no text says otherwise, as HM69's does);
    # "again" turns every such card in play as the next turn starts, whoever's turn (601.2)
    "FF102": card(
        Play(
            "Immediate",
            (TurnOverEach(), AtStartOfYourNextTurn((TurnOverEach(),), anyone=True)),
        )
    ),
    # We're Friendship Bound: "Main Phase: Choose one: An opponent discards 2 random cards,
    # move up to three opposing characters, or Troublemakers don't prevent you from
    # confronting Problems until the end of the turn." (611.3e)
    "FF103": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("an opponent discards 2 random cards", (Discard(2, OPPONENT),)),
                    (
                        "move up to three opposing characters",
                        (Move(Cards(OPPONENT, CHARACTER), "any", up_to=3),),
                    ),
                    (
                        "Troublemakers don't prevent you from confronting Problems",
                        (RuleChange("ignore-troublemakers"),),
                    ),
                ),
            ),
        )
    ),
    # Flash Magnus' Shield: "Play to your home. / You have +4 power during Troublemaker
    # faceoffs." A modifier of its controller's power total (514.4a), challenging or
    # defending a Troublemaker
    "FF104": card(Static("total-power", amount=4, value="troublemaker")),
    # Herd of Adoring Fans: "Play on a Friend with cost 2 or less. / When you play this card,
    # put a token copy of that Friend into play. / When you move the attached Friend, you may
    # move a token Friend with the same name." Ruling: the token goes where the attached
    # Friend went (THERE, the area it was moved to): the card names no other place, and the
    # two move together (506.1)
    "FF105": card(
        Attach(Cards(types=FRIEND, max_cost=2)),
        on_play(PutTokenCopy(HOST)),
        Triggered(
            Trigger("moved", YOU, about=Cards(host_of_this=True)),
            (
                Choose(THAT),
                Move(
                    Cards(YOU, FRIEND, token=True, same_name_as_chosen=True),
                    "there",
                    optional=True,
                ),
            ),
        ),
    ),
    # Incriminating Evidence: "Play to your home. / At the end of each opponent's turn, that
    # player loses [1]. / When an opponent loses one or more action tokens, you may exhaust
    # this card to gain [1]." Lost by an effect, its own first one included (paying is not
    # losing, 508.1)
    "FF106": card(
        Triggered(Trigger("turn-end", OPPONENT), (LoseTokens(1, OPPONENT),)),
        Triggered(
            Trigger("tokens-lost", OPPONENT),
            (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),)),),
        ),
    ),
    # Meadowbrook's Mask: "Play to your home. / Mane Characters can't be involved in
    # faceoffs." Every faceoff while it is in play (514.2a, 514.2b; as CG156's
    # "no-manes-involved" does for its own Troublemaker faceoffs)
    "FF107": card(Static("no-manes-involved")),
    # Mistmane's Flower: "Play to your home. / Main Phase: Exhaust this card and pay [2] to
    # exchange control of this card and an opposing Resource. If you do, this card does not
    # ready during its controller's next Ready Phase."
    # Ruling: the exchange is two control changes for good (513.2): you gain control of the
    # Resource, and the opponent who controlled it gains control of this card; a card at a
    # home goes to its new controller's home. "Its controller's next Ready Phase": the
    # opponent's, which comes before the start of your next turn (603.1)
    "FF108": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(2)),
            (
                IfYouDo(
                    gain_control_of(Cards(OPPONENT, RESOURCE), "permanent"),
                    (
                        Act(GIVE_CONTROL, THIS),
                        Modify(THIS, "no-ready", until="your-next-turn"),
                    ),
                ),
            ),
        )
    ),
    # Pegasus Chariot: "Play to your home. / Main Phase: Pay [1] to move a character." Any
    # player's character, to any other area (506)
    "FF109": card(Activated(MAIN, (pay(1),), (Move(Cards(types=CHARACTER), "any"),))),
    # Princess Mask: "Play on a Friend / That Friend has +2 power. / Harmony Changeling: If
    # that Friend is a Changeling, it has +4 power instead." Instead of +2: 2 more (710.1)
    "FF110": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 2),
        Static("power", Cards(types=FRIEND, trait="Changeling", host_of_this=True), 2),
    ),
    # Rockhoof's Shovel: "Play to your home. / Main Phase: Exhaust this card to put a +1 power
    # counter on a Friend." (519.1)
    "FF111": card(Activated(MAIN, (EXHAUST_THIS,), (Act("put-counter", Cards(types=FRIEND)),))),
    # Sanctuary Construction (a Dilemma: in play a Problem at an area of its own, 522.1,
    # 522.2; "here" is itself): "When this card enters play, you may dismiss a Troublemaker. /
    # Troublemakers can't be played here." A face-up one (505.2)
    "FF112": card(
        on_enter(Act("dismiss", Cards(types=TROUBLEMAKER), optional=True)),
        Static("cant-play", Cards(types=TROUBLEMAKER, zone=Zone.HAND), who=ANY),
    ),
    # Somnambula's Blindfold: "Play to your home. / Players can't search decks or look at
    # cards in decks. / Cards can't leave discard piles." (104.2, while it is in play: a
    # search or look at a draw or Problem deck is not done, nor the shuffle after a search,
    # 518.2; revealing is not looking, 410.6. Nothing moves a card out of a discard pile:
    # not an instruction, a cost, a play from there, nor "shuffle your discard pile into
    # your deck", whose shuffle is still done)
    "FF113": card(Static("cant-look-in-decks"), Static("cant-leave-discard")),
    # Star Swirl's Journal: "Play to your home. / When this card enters play, draw a card and
    # banish a card from your hand. / At the start of your turn, put a Study counter on this
    # card. / Immediate: Remove three Study counters from this card to retire it. If you do,
    # you may play the banished card without paying its cost until the end of the turn."
    # "Play to your home" needs no script (a Resource without ``Attach``, 305.1). "The banished
    # card": the one its enters-play ability banished, as this same card in play
    # (``BANISHED_THIS_WAY``, 410.6); the Immediate's cost removes the counters, its effect
    # retires it (508.1): only if it is retired may that card be played, from the banished
    # zone, its cost not paid (609.2a: its timing and requirements as ever) until the turn ends
    "FF114": card(
        on_enter(
            Draw(1),
            Act("banish", Cards(YOU, zone=Zone.HAND)),
            Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent"),
        ),
        at_start_of("Ready", PutCounters("Study"), whose=YOU),
        Activated(
            "Immediate",
            (remove_counters(3, "Study"),),
            (
                IfYouDo(
                    Act("retire", THIS),
                    (
                        Act(
                            PLAYABLE_BANISHED_FREE,
                            Cards(zone=Zone.BANISHED, banished_this_way=True),
                            each=True,
                        ),
                    ),
                ),
            ),
        ),
    ),
    # The Fire of Friendship: "When this card enters play, choose a color. / The play
    # requirements of your cards are reduced by 2 of the chosen color. / If you would discard
    # a card while this card is in your hand, you may put this card into play instead."
    # Ruling: the colour is chosen as the triggered ability resolves and remembered on this
    # card (705.2f); until then nothing is reduced. The replacement works from the hand for
    # any discard of its owner's, this card's own included, not a cost's (701.3, 508.1a); put
    # into play at its owner's home, not played (706.1d), so it chooses a colour as it enters
    "FF115": card(
        on_enter(BecomeColour(only_choose=True)),
        Static("requirement-reduction", amount=2),
        Replacement("discard", ANY_CARD, instead="play-this", condition=IN_HAND),
    ),
    # Washouts Performance (a Dilemma, 522.1): "When this card enters play, you may pay [2]
    # less for your next Friend this turn." (705.2b)
    "FF116": card(on_enter(CostReduction(2, FRIEND))),
    # Chancellor Neighsay, Traditionalist: "This card has -1 power for each different Trait
    # among opposing characters here." Each trait once, however many have it; every text
    # on a Trait line is a trait, Unique too (207.1)
    "FF117": card(
        Static(
            "power",
            THIS,
            -1,
            value="traits-among",
            per=Cards(OPPONENT, CHARACTER, where=HERE),
        )
    ),
    # Cozy Glow, Seeds of Doubt: "When an opponent challenges this card, that player retires a
    # Friend involved in the faceoff." One of theirs: a player retires only cards they control
    # (410.2); they choose it
    "FF118": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, value=CHALLENGED),
            (Act("retire", Cards(ACTOR, FRIEND, where=INVOLVED), chooser=ACTOR),),
        )
    ),
    # Maulwurf, Extra Large: "This card can't be challenged except by two or more characters."
    # The characters the challenge would involve: the challenger's at its Problem (514.2a)
    "FF119": card(Static("challenge-needs", amount=2, value="characters", who=ANY)),
    # Pukwudgie, Strength in Numbers: "Double this card's power for each other Pukwudgie in
    # play." Any player's, face-up (a face-down card has no name, 505.1b); read after every
    # other power modifier, so "+1" then doubling (507.1)
    "FF120": card(Static("power-doubled", per=Cards(title="Pukwudgie", other=True))),
    # Roc, Bird of Prey: "When this card is uncovered, you may pay [3] to dismiss an opposing
    # Friend."
    "FF121": card(
        Triggered(
            Trigger("uncovered", who=ANY),
            (IfYouDo(Pay(3), (Act("dismiss", Cards(OPPONENT, FRIEND)),)),),
        )
    ),
    # Sphinx, Grinning Riddler: "At the start of each opponent's turn, choose a card from your
    # hand. That opponent guesses its card type, and you reveal the chosen card. ..."
    # "... If that opponent guessed correctly, this card does not prevent them from confronting
    # its Problem this turn and can't be challenged until the end of the turn. Otherwise, this
    # card's power is doubled until the end of the turn." The start of their turn is the start
    # of their Ready Phase (601.3); the guess is one of the card types of 206.2; doubling adds
    # its power as the effect resolves (708.2, as DE39); with an empty hand nothing is guessed
    # and neither follows (705.2f, as MT104)
    "FF122": card(
        at_start_of(
            "Ready",
            GuessType(),
            When(
                Condition("option", value=GUESSED_RIGHT),
                (
                    Modify(THIS, "no-prevent-confront", value="opponents"),
                    Modify(THIS, "cant-be-challenged"),
                ),
            ),
            When(Condition("option", value=GUESSED_WRONG), (AddPower(THIS, of=THIS),)),
        )
    ),
    # Accident at the Pear Farm: "Immediate: Banish a Troublemaker from your discard pile to
    # give a Troublemaker here +2 power until the end of the turn." A face-up one (505.2)
    "FF123": card(
        Activated(
            "Immediate",
            (cost_of("banish", Cards(YOU, TROUBLEMAKER, zone=Zone.DISCARD)),),
            (power(Cards(types=TROUBLEMAKER, where=HERE), 2),),
        )
    ),
    # Distracted Lead Actress: "Opposing characters here with the highest power among opposing
    # characters can't contribute their power to confronting this Problem." Among those here;
    # on a tie every one of them (507.1, 611.3a)
    "FF124": card(
        Static("cant-contribute", Cards(OPPONENT, CHARACTER, where=HERE, highest="among"))
    ),
    # Fashion Blindness: "Characters here with power less than or equal to their printed power
    # can't contribute their power to faceoffs." Every player's; their power as the totals are
    # read (514.4a, 507.4)
    "FF125": card(
        Static("no-faceoff-power", Cards(types=CHARACTER, where=HERE, power_at_most_printed=True))
    ),
    # Lacking Lesson Plans: "Opposing Troublemakers don't prevent you from confronting this
    # Problem." (611.3e)
    "FF126": card(Static("confront-past-troublemakers", who=YOU)),
    # New Antique Store: "When this card enters play, you may look at the top 3 cards of your
    # deck and put them back on the top or bottom of your deck in any order." (402.3)
    "FF127": card(when_problem_played(LookAtTop(3, optional=True, bottom=True))),
    # Royal Breakfast: "At the start of the game, you may draw a card." (102.5: after the
    # mulligans, before the first turn; a Starting Problem, in play then, 102.2)
    "FF128": card(Triggered(Trigger(GAME_START, ANY), (Draw(1, optional=True),))),
    # Surprise Take Off: "Your characters here have Agile."
    "FF129": card(Static("keyword", Cards(YOU, CHARACTER, where=HERE), value="Agile")),
    # Yickslurbertfest: "At the end of your turn, if you have a character with the highest
    # power, draw a card." Among every character in play; a tie with an opponent's counts
    # (507.1: no character has more power than yours); the End of Turn step (615.1)
    "FF130": card(
        Triggered(
            Trigger(
                "turn-end",
                YOU,
                condition=Condition("count", Cards(YOU, CHARACTER, highest="any-controller")),
            ),
            (Draw(1),),
        )
    ),
    # Silverstream, Everything's New!: "Immediate: While this card is at a Problem with 2 or
    # more other characters, turn this card over." Any player's characters (501.4).
    # Boosted: "Eccentric 2" (printed keyword) / "When you confront this card's Problem, you
    # may exhaust this card to draw a card."
    "FF131": card(
        Activated(
            "Immediate",
            (),
            (TURN_OVER,),
            condition=Condition(
                "all",
                all_of=(
                    Condition("at-problem"),
                    Condition("count", Cards(types=CHARACTER, where=HERE, other=True), n=2),
                ),
            ),
        ),
        boosted=(when_confronted(IfYouDo(Act("exhaust", THIS, optional=True), (Draw(1),))),),
    ),
    # Flash Magnus, Pillar of Bravery: "Agile / When you move this card, you may pay [1] to
    # frighten a Friend." Any move (506)
    "FF132": card(
        when_moved(IfYouDo(Pay(1), (Act("frighten", Cards(types=FRIEND)),)), to_problem=False)
    ),
    # Rockhoof, Pillar of Strength: "This card can't be frightened. / At the start of your
    # turn, if there is another character with higher power than this card, put a number of
    # +1 power counters on this card equal to this card's power." Its power as the counters
    # are put (519.1); the start of the Ready Phase (601)
    "FF133": card(
        Static("cant-frighten", THIS),
        Triggered(
            Trigger(
                "phase-start",
                YOU,
                value="Ready",
                condition=Condition(
                    "count", Cards(types=CHARACTER, other=True, more_power_than_this=True)
                ),
            ),
            (Act("put-counter", THIS, count="power"),),
        ),
    ),
    # Somnambula, Pillar of Hope: "Opponents play with their hands revealed. / When this card
    # enters play, name a card type. / When an opponent draws a card with the named type, you
    # may draw a card."
    # The type is named as the triggered ability resolves and kept on the card while it stays
    # in play (706.1a read for a named type); until then no draw fits. Hands are revealed as
    # EO145's (410.6); "draws a card with the named type": the card drawn, by its type (206)
    "FF134": card(
        Static("hands-revealed", who=OPPONENT),
        on_enter(Name(card_type=True, keep=True)),
        Triggered(
            Trigger("drew-card", OPPONENT, about=Cards(zone=Zone.HAND, named_type=True)),
            (Draw(1, optional=True),),
        ),
    ),
    # Star Swirl the Bearded, Pillar of Sorcery: "At the start of your turn, reveal the top
    # three cards of your deck. Put one into your hand and the rest on the top or bottom of
    # your deck in any order. / If you would put a flipped Event on the bottom of your deck,
    # you may exhaust this card to put that Event into your hand instead." The start of the
    # Ready Phase (601); the replacement is of 514.6's putting flipped cards on the bottom
    # (710.1), paid as it applies (508.1)
    "FF135": card(
        Triggered(
            Trigger("phase-start", YOU, value="Ready"),
            (RevealTop(n=3, rest="top-or-bottom"),),
        ),
        Replacement(
            "flip-to-bottom",
            Cards(YOU, EVENT, zone=Zone.FLIP),
            "hand",
            cost=(EXHAUST_THIS,),
        ),
    ),
    # Mistmane, Pillar of Beauty: "When you play this card, each player may put a card from
    # their discard pile into their hand. For each card put into a player's hand this way,
    # score a point. / Main Phase: While this card is in your discard pile, ..."
    # ... pay [2] and put it into your hand to put the top three cards of each player's deck
    # into that player's discard pile." Each player decides in turn, Mistmane's controller first
    # (801.1); "score a point" names no player, so its controller scores, one point for each
    # card put into either hand. The second ability functions only in its owner's discard pile
    # (701.3), its card put into the hand as part of the cost (508.1)
    "FF136": card(
        on_play(
            IfYouDo(Act("to-hand", Cards(YOU, zone=Zone.DISCARD), optional=True), (Score(1),)),
            IfYouDo(
                Act("to-hand", Cards(OPPONENT, zone=Zone.DISCARD), chooser=OPPONENT, optional=True),
                (Score(1),),
            ),
        ),
        Activated(MAIN, (pay(2), TO_HAND_FROM_DISCARD), (Mill(3, who=ANY),)),
    ),
    # Mage Meadowbrook, Pillar of Healing: "When this card enters play, dismiss each opposing
    # Resource and Troublemaker." Face-up and face-down Troublemakers (505.2: a face-down one
    # is a Troublemaker too)
    "FF137": card(
        on_enter(
            Act("dismiss", Cards(OPPONENT, RESOURCE), each=True),
            Act("dismiss", Cards(OPPONENT, TROUBLEMAKER), each=True),
            Act("dismiss", Cards(OPPONENT, TROUBLEMAKER, face_down=True), each=True),
        )
    ),
    # Princess Cadance, Family Matters: "You may pay [1] less to play Friends, to a minimum of
    # [1]. / Opponents pay +[2] to play Events. / When an opponent plays a card, you may draw a
    # card." (705.2b)
    "FF138": card(
        Static("cost", Cards(YOU, FRIEND, zone=Zone.HAND), -1, value="play", who=YOU, minimum=1),
        Static("cost", Cards(OPPONENT, EVENT, zone=Zone.HAND), 2, value="play", who=OPPONENT),
        Triggered(Trigger("played", OPPONENT, value=ANY_CARD), (Draw(1, optional=True),)),
    ),
    # Princess Twilight Sparkle, Endless Friendship: "Your other characters have +2 power. /
    # Your Friends can't be frightened. / If one of your Friends would leave play, you may pay
    # [2] and exhaust this card to banish that Friend until the end of the turn instead."
    # Ruling: "until the end of the turn": banished, it is put into play as the turn ends
    # (615.1), at its owner's home as a new card, not played (706.1d, 410.6); the cost is paid
    # as the replacement applies (508.1), offered only when it can be paid (508.1d)
    "FF139": card(
        Static("power", Cards(YOU, CHARACTER, other=True), 2),
        Static("cant-frighten", Cards(YOU, FRIEND)),
        Replacement(
            "leave-play",
            Cards(YOU, FRIEND),
            "instructions",
            cost=(pay(2), EXHAUST_THIS),
            effects=(Act("banish", THAT), AtEndOfTurn((Act("put-into-play", CHOSEN),))),
        ),
    ),
    # School Shut Down: "Main Phase: Put each Friend, Resource, and Troublemaker on top of its
    # owner's deck, then each player shuffles their discard pile into their deck." Face-down
    # cards too (frightened Friends, face-down Troublemakers: 505.2); then the shuffle puts
    # them among the rest (410.6)
    "FF140": card(
        Play(
            MAIN,
            (
                Act("to-deck-top", Cards(types=PLAY_TYPES), each=True),
                Act("to-deck-top", Cards(types=PLAY_TYPES, face_down=True), each=True),
                Shuffle(ANY, adding=Zone.DISCARD),
            ),
        )
    ),
    # Pony of Shadows, Pure Darkness: "When this card is defeated, you may reveal cards from
    # the top of your deck until you reveal a Friend. If you do, put that Friend into play,
    # then shuffle your deck." It looks back from the discard pile (701.3, 712.2); put into
    # play at its owner's home, not played (706.1d). No Friend revealed: nothing put, no
    # shuffle ("If you do", 508.1c)
    "FF141": card(
        Triggered(
            Trigger("this-defeated", ANY),
            (
                IfYouDo(
                    RevealUntil(FRIEND, YOU, optional=True),
                    (Act("put-into-play", CHOSEN), Shuffle(YOU)),
                ),
            ),
        )
    ),
}
