"""Canterlot Nights (CN) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; the errata of the 2016 rules document are already in that text). Paragraphs are
numbered from 0 (701.2). ``manual(reason)`` marks a card whose text the engine leaves to the
judge, saying what the engine lacks for it. Cards without text whose keywords are all
automated need no entry.

"When this card enters play" is ``on_enter`` (played or put into play, 706.1d); "when you
play this card" is ``on_play``.
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ACTOR,
    ACTOR_OPPONENT,
    AMONG_CHOSEN,
    ANY,
    ANY_NUMBER,
    AT_ANOTHER_PROBLEM,
    AT_PROBLEM,
    BENEATH_CHOSEN,
    BENEATH_THIS,
    BLUE,
    CANT_UNFRIGHTEN,
    CHALLENGED,
    CHARACTER,
    CHOSEN,
    DECK_TOP,
    DECK_TOP_PRINTED,
    EVENT,
    EXHAUST_HOST,
    EXHAUST_THIS,
    FACEOFF_PLAY,
    FRIEND,
    GIVE_CONTROL,
    HERE,
    HERE_OR_HOME,
    HOME,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    OWN_TOKENS,
    PINK,
    PROBLEM,
    PURPLE,
    RESOURCE,
    RETIRE_THIS,
    SOLVED_HERE,
    SPEND_ALL,
    THAT,
    THAT_HOST,
    THERE,
    THERE_OWNER,
    THIS,
    TROUBLEMAKER,
    TURN,
    TURN_OVER,
    WAS_BENEATH,
    WHILE_EXHAUSTED,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AddToTotal,
    AtEndOfFaceoff,
    AtStartOfYourNextTurn,
    Attach,
    BarArea,
    Cards,
    CardScript,
    Challenge,
    Choose,
    ChooseOne,
    Condition,
    Cost,
    Discard,
    Draw,
    Effect,
    FaceoffResult,
    Flip,
    GainTokens,
    IfYouDo,
    LookAtBottom,
    LookAtTop,
    Mill,
    Modify,
    Move,
    NewTroublemakerPhase,
    Pay,
    Play,
    PlayFree,
    PutCounters,
    Reattach,
    Replacement,
    ReplaceProblem,
    RevealForPower,
    RevealHigher,
    RevealTop,
    RuleChange,
    Score,
    Search,
    Shuffle,
    StartFaceoff,
    Static,
    Trigger,
    Triggered,
    Unless,
    When,
    at_start_of,
    card,
    cost_of,
    enters_play_exhausted,
    flip_event,
    on_enter,
    on_play,
    pay,
    play_from_discard,
    power,
    remove_counters,
    search_deck,
    spend,
    two_colour_event,
    when_confronted,
    when_moved,
    when_problem_played,
    when_solved,
    when_wins_faceoff,
)
from engine.state import Zone

IN_FACEOFF = Condition("in-faceoff")
SUPPORTIVE = Condition("supportive")  # with your Mane Character that shares a colour with it
EXHAUSTED = Condition("exhausted")  # "while this card is exhausted"
HAS_BENEATH = Condition("count", BENEATH_THIS)  # "if this card has at least 1 card beneath it"
OPPONENT_MANE_AT_HOME = Condition("count", Cards(OPPONENT, MANE, where=HOME))
# "while there are at least 2 Pegasus Friends at this card's Problem" (at home it has none)
TWO_PEGASUS_FRIENDS_HERE = Condition(
    "all",
    all_of=(
        Condition("at-problem"),
        Condition("count", Cards(types=FRIEND, trait="Pegasus", where=HERE), 2),
    ),
)
OPPONENT_CHARACTER_HERE = Cards(OPPONENT, CHARACTER, where=HERE)
A_TROUBLEMAKER = Cards(types=TROUBLEMAKER, face_down=True)  # as it is played (306.1)
FRIENDS = Cards(types=FRIEND)
FRIEND_WITH_PUMPED = Cards(types=FRIEND, keyword="Pumped")
YOUR_FACE_DOWN_TROUBLEMAKER_THERE = Cards(YOU, TROUBLEMAKER, where=THERE, face_down=True)
EXHAUST_ITSELF = Activated(MAIN, (EXHAUST_THIS,), ())  # "Main Phase: Exhaust this card."
MOVE_ITSELF = Activated(MAIN, (EXHAUST_THIS,), (Move(THIS, "any"),))  # "Exhaust this to move it"
# "Exhaust one of your Resources at home to ...": a cost choosing the Resource (703.1d)
EXHAUST_A_RESOURCE_AT_HOME = cost_of("exhaust", Cards(YOU, RESOURCE, where=HOME))
EVENTS_IN_HAND = Cards(types=EVENT, zone=Zone.HAND)  # "to play Events" (cost modifiers)
OPPONENT_TROUBLEMAKER_HERE = Cards(OPPONENT, TROUBLEMAKER, where=HERE)
# "one of their Friends that was involved": the loser's among the two the Showdown chose
LOSERS_INVOLVED = Cards(ACTOR_OPPONENT, FRIEND, where=AMONG_CHOSEN)
# CN78: one of the two [Generosity] Friends chosen in your discard pile, then the other
GENEROSITY_CHOSEN = Cards(YOU, FRIEND, where=AMONG_CHOSEN, zone=Zone.DISCARD)


def must_control(title: str) -> Static:
    """ "You must control [title] to play this card" (609.2a)."""
    return Static("play-requires", condition=Condition("count", Cards(YOU, title=title)))


def uncover_itself_by_retiring(cards: Cards) -> Triggered:
    """ "When you play this card to a Problem, you may retire [a card] there to uncover this
    card": played face-down, it functions then, as only then could it (505.1a, 607.3)."""
    return Triggered(
        Trigger("played", to_problem=True, face_down=True),
        (IfYouDo(Act("retire", cards, optional=True), (Act("uncover", THIS),)),),
    )


def showdown(result: Effect) -> CardScript:
    """The Showdown Events: "Main Phase: Start a faceoff involving one of your Friends and an
    opponent's Friend with equal or greater power." and what the winner or loser does."""
    return card(Play(MAIN, (StartFaceoff(Cards(YOU, FRIEND), Cards(OPPONENT, FRIEND)), result)))


def friend_with(colour: Colour, title: str, also: Colour) -> CardScript:
    """The promo Friends: "While at a Problem with a [colour] Friend, this card has +1 power."
    and "While at a Problem with [title], this card has +1 power and is also [also]."."""
    with_colour = Condition("count", Cards(types=FRIEND, colour=colour, where=HERE, other=True))
    with_title = Condition("count", Cards(types=CHARACTER, title=title, where=HERE))
    return card(
        Static("power", THIS, 1, condition=with_colour),
        Static("power", THIS, 1, condition=with_title),
        Static("colour", THIS, value=also.value, condition=with_title),
    )


SCRIPTS: dict[str, CardScript] = {
    # --- Mane Characters ---
    "CN1": card(
        # "Any Phase" (512.3): the turn player, in any Phase of their turn, not in a faceoff
        Activated("Any Phase", (), (TURN_OVER,), condition=TWO_PEGASUS_FRIENDS_HERE),
        boosted=(
            Triggered(
                Trigger("faceoff-started", who=ANY, condition=IN_FACEOFF),
                (Act("ready", Cards(types=FRIEND, where=HERE, exhausted=True), optional=True),),
            ),
        ),
    ),
    "CN2": card(
        at_start_of("Score", IfYouDo(Pay(2), (Modify(Cards(YOU, FRIEND), "power", 2),)), whose=YOU),
        Triggered(
            Trigger("turn-end", condition=Condition("count", Cards(YOU, FRIEND, min_power=5))),
            (TURN_OVER,),
        ),
        boosted=(
            Activated(
                MAIN,
                (cost_of("retire", Cards(YOU, FRIEND)),),
                (RevealTop(YOU, FRIEND, n=3),),
            ),
        ),
    ),
    "CN3": card(
        Triggered(
            Trigger(
                "turn-end", condition=Condition("count", Cards(YOU, FRIEND, where=HERE_OR_HOME), 3)
            ),
            (TURN_OVER,),
        ),
        boosted=(
            when_confronted(
                IfYouDo(
                    Act("retire", Cards(YOU, FRIEND, where=HERE), optional=True),
                    (Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE)),),
                )
            ),
        ),
    ),
    "CN4": card(
        when_wins_faceoff(TURN_OVER),
        boosted=(
            Static(
                "power",
                OPPONENT_CHARACTER_HERE,
                -1,
                condition=Condition("faceoff", value="problem"),
            ),
        ),
    ),
    "CN5": card(
        Triggered(Trigger("event-played"), (TURN_OVER, Act("exhaust", THIS))),
        boosted=(when_moved(Move(Cards(OPPONENT, FRIEND), "there", optional=True)),),
    ),
    "CN6": card(
        Triggered(Trigger("attached"), (TURN_OVER,)),
        boosted=(Triggered(Trigger("attached"), (Modify(THAT_HOST, "power", 2),)),),
    ),
    "CN7": card(
        Activated(MAIN, (pay(3),), (TURN_OVER,)),
        Static(
            "cost",
            THIS,
            -1,
            value="turn-over",
            who=YOU,
            per=Cards(YOU, FRIEND, trait="Critter"),
        ),
        boosted=(Activated(MAIN, (pay(1),), (Move(THIS, "with-your:Critter"),)),),
    ),
    "CN8": card(
        when_confronted(
            TURN_OVER,
            condition=Condition(
                "count", Cards(YOU, CHARACTER, colour=WHITE, where=HERE, other=True), 2
            ),
        ),
        boosted=(Static("cost", EVENTS_IN_HAND, 1, value="play", who=OPPONENT),),
    ),
    "CN189": card(
        Activated(MAIN, (pay(3),), (TURN_OVER,)),
        boosted=(
            Triggered(
                Trigger("turned-over"), (search_deck(Cards(YOU, EVENT, zone=Zone.DRAW_DECK)),)
            ),
            at_start_of(
                "Main",
                IfYouDo(RevealTop(rest="stay", optional=True), (RevealHigher(), TURN_OVER)),
                whose=YOU,
            ),
        ),
    ),
    "CN190": card(
        Activated(MAIN, (pay(3),), (TURN_OVER,)),
        boosted=(
            Triggered(
                Trigger("turned-over"), (Act("ready", Cards(types=RESOURCE), optional=True),)
            ),
            Activated(  # "its power": the retired Resource's, as it last existed (712.2)
                MAIN,
                (cost_of("retire", Cards(YOU, RESOURCE), that=True),),
                (
                    Choose(Cards(YOU, FRIEND, colour=YELLOW)),
                    AddPower(CHOSEN, of=THAT),
                    TURN_OVER,  # back to its Start side (301.2)
                ),
            ),
        ),
    ),
    "CNf2": card(
        when_confronted(IfYouDo(Pay(2), (TURN_OVER,))),
        boosted=(
            Activated(
                "Faceoff",
                (cost_of("discard", Cards(YOU, EVENT, zone=Zone.HAND)),),
                (Modify(THIS, "power", 3, until="faceoff"),),
            ),
        ),
    ),
    "CNf4": card(
        Activated(MAIN, (cost_of("exhaust", Cards(YOU, FRIEND), 3),), (TURN_OVER,)),
        boosted=(
            Triggered(
                Trigger("turn-end", condition=Condition("over-home-limit")),
                (
                    IfYouDo(
                        Act("exhaust", THIS, optional=True),
                        (Act("to-hand", Cards(YOU, FRIEND, where=HOME)),),
                    ),
                ),
            ),
        ),
    ),
    # --- Friends ---
    "CN9": card(
        Activated(
            "Reaction",
            (spend(1),),
            (Act("frighten", THAT),),
            react=(Trigger("played-here", OPPONENT, value="Friend"),),
        )
    ),
    "CN10": card(
        Triggered(
            Trigger("phase-start", who=ANY, value="Ready", condition=HAS_BENEATH),
            (Act("ready", THIS, optional=True),),
        )
    ),
    "CN11": card(Activated(MAIN, (EXHAUST_A_RESOURCE_AT_HOME,), (Act("ready", THIS),))),
    # Dr. Hooves, Just In Time: "Faceoff: You may play this card to an area where you have a
    # character involved in a faceoff. If you do, it becomes involved in that faceoff." A play
    # with the timing Faceoff (512.4), by either player, its cost paid (609.2a), to the area of
    # one of their involved characters (514.2). Rulings: played during a faceoff it is flagged
    # involved to the faceoff's end (514.2d.i), as it resolves its "played" (no priority
    # before, 511); at a Problem where it is involved already (514.2b) nothing changes
    "CN12": card(
        Static(FACEOFF_PLAY),
        on_play(
            Act("involve", THIS, condition=Condition("not-involved")),
            condition=Condition("faceoff"),
        ),
    ),
    "CN13": card(
        Activated(
            "Score Phase",
            (cost_of("exhaust", Cards(YOU, FRIEND, other=True)), pay(1)),
            (Modify(THIS, "power", 2, until="phase"),),
        )
    ),
    "CN14": card(Static("power", THIS, 2, per=BENEATH_THIS, condition=IN_FACEOFF)),
    "CN16": card(
        Activated(
            "Reaction",
            (),
            (Challenge(THAT),),  # "with all your characters there" (514.2a)
            react=(Trigger("uncovered", OPPONENT, here=True),),
        )
    ),
    "CN18": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Act("frighten", Cards(types=FRIEND, not_that=True)),),
            react=(Trigger("frightened", OPPONENT),),
        )
    ),
    "CN19": card(
        Activated(
            "Reaction",
            (pay(1),),
            (Move(THIS, "any"),),
            react=(Trigger("action", OPPONENT, value="Main"),),
        )
    ),
    "CN20": card(MOVE_ITSELF),
    "CN21": card(
        Triggered(
            Trigger("mane-moved"),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Move(THIS, "there"),)),),
        )
    ),
    "CN22": card(
        Triggered(
            Trigger("step-end", value="Draw", condition=OPPONENT_MANE_AT_HOME),
            (IfYouDo(Draw(1, optional=True), (Discard(1, YOU, random=False),)),),
        )
    ),
    # Applejack, Element of Honesty: "When this card enters play at a Problem, you may dismiss
    # an opponent's Troublemaker at that Problem." / "If an opponent would force you to discard
    # this card, you may put it into play instead." Ruling: forced as LL22's (an opponent's
    # instruction, 410.3); put into play at its owner's home, not played (706.1d), so its
    # first ability, for a Problem, does not trigger
    "CN25": card(
        on_enter(Act("dismiss", OPPONENT_TROUBLEMAKER_HERE, optional=True), to_problem=True),
        Replacement("forced-discard", THIS, instead="play-this"),
    ),
    "CN26": card(on_enter(Mill(4, YOU, chooser=YOU))),  # "choose a player": yourself or not
    "CN27": card(
        Activated(
            "Score Phase", (EXHAUST_A_RESOURCE_AT_HOME,), (Modify(THIS, "power", 2, until="phase"),)
        )
    ),
    "CN29": card(Replacement("frighten", THIS, instead="exhaust")),  # 710.1, 504.1
    "CN31": card(Triggered(Trigger("retired"), (Act("to-hand", THIS),))),
    "CN32": card(
        EXHAUST_ITSELF,
        Static(
            "cost",
            Cards(YOU, FRIEND, face_down=True),  # a frightened Friend (504.2)
            -1,
            value="rally",
            who=YOU,
            condition=EXHAUSTED,
            minimum=1,
        ),
    ),
    "CN33": card(
        on_enter(
            Discard(1, OPPONENT, random=False, by=YOU, types=FRIEND, optional=True),
            condition=Condition("at-home"),
        )
    ),
    "CN34": card(
        Activated(
            MAIN, (spend(1),), (Act("exhaust", Cards(types=CHARACTER, where=HERE), each=True),)
        )
    ),
    "CN36": card(Static("flip", amount=1, condition=HAS_BENEATH)),
    "CN37": card(  # the card revealed is banished face-up beneath the Friend (407.1, 410.5)
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (
                Choose(Cards(YOU, FRIEND, keyword="Pumped")),
                Act("banish-beneath-chosen", Cards(YOU, zone=Zone.HAND)),
            ),
        )
    ),
    "CN38": card(  # 104.2: the "can't" takes precedence over anything dismissing it
        Static("cant-dismiss", THIS, condition=HAS_BENEATH),
        Static("cant-frighten", THIS, condition=HAS_BENEATH),
    ),
    "CN40": card(
        enters_play_exhausted(),
        Activated(
            MAIN,
            (EXHAUST_THIS, Cost("to-hand")),
            (Act("dismiss", Cards(types=FRIEND, exhausted=True)),),
        ),
    ),
    "CN42": card(Activated(MAIN, (spend(1),), (Draw(2),))),
    # the retired Friend's power and cost as it last existed in play (712.2)
    "CN43": card(
        on_enter(
            IfYouDo(Act("retire", Cards(YOU, FRIEND), optional=True), (AddPower(THIS, of=CHOSEN),))
        )
    ),
    "CN44": card(Static("power", THIS, 1, condition=OPPONENT_MANE_AT_HOME)),
    # Pinkie Pie, Element of Laughter: "When this card enters play, you may reveal the top card
    # of your deck. If you do, reveal cards from the top of your deck until you reveal a number
    # of Friends equal to that card's printed power. Put any number of revealed [Laughter]
    # Friends into your hand and shuffle all other revealed cards into your deck. All opponents
    # draw 1 card for each Friend you put into your hand." The first card, still on top, is the
    # first revealed from the top and counts if it is a Friend (410.6); printed power (507.4),
    # none is 0; the other revealed cards never left the deck, which is shuffled (410.6)
    "CN46": card(
        on_enter(
            RevealForPower(PINK),
            Draw(1, OPPONENT, per_chosen=True),
        )
    ),
    "CN47": card(
        on_enter(
            IfYouDo(
                Act("retire", Cards(YOU, FRIEND), optional=True),
                (GainTokens(count="cost", of=CHOSEN),),
            )
        )
    ),
    "CN48": card(on_enter(Shuffle(ANY), Draw(1, ANY), to_problem=True)),
    "CN49": card(EXHAUST_ITSELF, Static("confront", amount=2, who=OPPONENT, condition=EXHAUSTED)),
    "CN50": card(
        Activated(
            MAIN, (EXHAUST_THIS, spend(2)), (Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE)),)
        )
    ),
    "CN51": card(Activated(MAIN, (EXHAUST_THIS, RETIRE_THIS), (ReplaceProblem(),))),
    "CN52": card(Static("power", THIS, 1, per=BENEATH_THIS)),
    "CN53": card(
        when_wins_faceoff(
            IfYouDo(
                Act("spend", BENEATH_THIS, optional=True, up_to=ANY_NUMBER),
                (GainTokens(1, per_chosen=True),),
            )
        )
    ),
    "CN54": card(  # retired as the cost: THERE is the Problem it was at (its area, 705.2c)
        Activated(
            MAIN,
            (RETIRE_THIS,),
            (Move(Cards(types=CHARACTER, where=THERE), "home", each=True), BarArea()),
        )
    ),
    "CN56": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Move(Cards(types=CHARACTER, where=THERE, not_that=True), "home"),),
            react=(Trigger("moved-here", ANY, about=Cards(OPPONENT, FRIEND)),),
        )
    ),
    "CN57": card(
        Activated(
            "Reaction",
            (RETIRE_THIS,),
            (NewTroublemakerPhase(),),
            react=(Trigger("phase-end", ANY, value="Troublemaker"),),
        )
    ),
    "CN58": card(Activated("Faceoff", (spend(1),), (Modify(THIS, "power", 4, until="faceoff"),))),
    "CN59": card(on_enter(Act("frighten", Cards(types=FRIEND, where=THERE)), to_problem=True)),
    "CN61": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Act("turn-face-down", Cards(types=TROUBLEMAKER, where=THERE)),),
            react=(Trigger("moved", to_problem=True),),
        )
    ),
    "CN62": card(Activated(MAIN, (EXHAUST_THIS,), (LookAtBottom(2),))),
    "CN63": card(
        Activated(
            "Faceoff", (EXHAUST_A_RESOURCE_AT_HOME,), (Modify(THIS, "power", 2, until="faceoff"),)
        )
    ),
    "CN64": card(
        Activated(
            "Reaction",
            (spend(1),),
            (Move(THAT, "home"),),
            react=(
                Trigger("played-here", OPPONENT, value="Friend"),
                Trigger("moved-here", OPPONENT),
            ),
        )
    ),
    "CN65": card(
        Static("cost", EVENTS_IN_HAND, -1, value="play", who=YOU),
        Triggered(Trigger("event-played"), (LookAtTop(1, YOU, bottom=True),)),
    ),
    "CN68": card(
        Static("cant-move", THIS, who=OPPONENT),
        Static("cant-move", Cards(YOU, MANE), who=OPPONENT),
    ),
    "CN69": card(
        Activated(MAIN, (spend(1),), (Modify(Cards(types=CHARACTER, other=True), "power", 4),))
    ),
    # "also has Supportive 2": a second instance of the keyword, beside the printed
    # Supportive 1, so both apply (glossary: Supportive X, "+X power while with your Mane
    # Character that shares a color with it")
    "CN70": card(
        Static("power", THIS, 2, condition=Condition("all", all_of=(IN_FACEOFF, SUPPORTIVE)))
    ),
    "CN71": card(play_from_discard()),
    "CN72": card(
        Activated(MAIN, (pay(1),), (Act("exhaust", THIS),)),
        Static("play-cost", amount=1, who=OPPONENT, condition=EXHAUSTED),
        Static("move-cost", amount=1, who=OPPONENT, condition=EXHAUSTED),
    ),
    "CN73": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Choose(FRIEND_WITH_PUMPED), Act("spend", BENEATH_CHOSEN, each=True)),
        )
    ),
    "CN74": card(
        Activated(MAIN, (EXHAUST_A_RESOURCE_AT_HOME,), (Modify(THIS, "power", 2, until="phase"),))
    ),
    "CN75": card(
        when_wins_faceoff(
            IfYouDo(
                Act("spend", BENEATH_THIS, optional=True),
                (Act("banish", Cards(OPPONENT, FRIEND)),),
            )
        )
    ),
    "CN77": card(when_wins_faceoff(Score(1), kind="troublemaker")),
    "CN78": card(
        on_enter(
            IfYouDo(
                Choose(Cards(YOU, FRIEND, colour=WHITE, zone=Zone.DISCARD), optional=True, n=2),
                (
                    Act("to-hand", GENEROSITY_CHOSEN, chooser=OPPONENT),
                    Act("put-into-play", GENEROSITY_CHOSEN, optional=True),  # "the other"
                ),
            )
        )
    ),
    "CN79": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Act("to-hand", Cards(YOU, FRIEND, zone=Zone.DISCARD, not_that=True)),),
            react=(Trigger("retired", YOU, about=Cards(YOU, FRIEND)),),  # as it was (712.2)
        )
    ),
    "CN80": card(
        Activated(
            MAIN,
            (cost_of("retire", Cards(YOU, RESOURCE, trait="Accessory", on_this=True)),),
            (PlayFree(RESOURCE, trait="Accessory", on_this=True),),
        )
    ),
    "CN82": card(
        Triggered(
            Trigger("moved-here", who=OPPONENT),
            (Unless(Pay(1, who=ACTOR), (Act("exhaust", THAT),)),),
        )
    ),
    "CN84": card(
        Replacement(
            "flip-to-bottom",
            Cards(YOU, FRIEND, zone=Zone.FLIP),
            "play-here",
            condition=IN_FACEOFF,
            cost=(RETIRE_THIS, pay(2)),
        )
    ),
    "CN85": card(Static("power", Cards(YOU, FRIEND, where=HERE, other=True), 1, per=BENEATH_THIS)),
    "CN86": card(
        Activated(
            "Reaction", (spend(1),), (Move(THIS, "any"),), react=(Trigger("phase-start", ANY),)
        )
    ),
    "CN87": card(
        Static(
            "power",
            Cards(YOU, CHARACTER, where=HERE, other=True),
            1,
            condition=OPPONENT_MANE_AT_HOME,
        )
    ),
    "CN88": card(Static("home-limit-exempt", Cards(YOU, FRIEND, trait="Critter"))),  # 616.3
    "CN89": card(
        on_enter(Search(Cards(YOU, FRIEND, trait="Critter", zone=Zone.DRAW_DECK), up_to=2)),
        Activated(
            "Faceoff",
            (cost_of("discard", Cards(YOU, FRIEND, trait="Critter", zone=Zone.HAND)),),
            (Modify(Cards(types=FRIEND), "power", 2, until="faceoff"),),
        ),
    ),
    "CN90": card(
        EXHAUST_ITSELF,
        Static("power", Cards(YOU, FRIEND, trait="Critter", where=HERE), 1, condition=EXHAUSTED),
    ),
    "CN92": card(
        on_enter(
            Act("dismiss", Cards(types=RESOURCE, where=HERE, host=FRIEND), optional=True),
            to_problem=True,
        )
    ),
    "CN93": card(on_enter(Act("dismiss", Cards(types=RESOURCE)))),
    "CN94": card(Static("power", Cards(YOU, MANE, where=HERE), 1)),
    "CN95": card(
        Activated(
            "Reaction",
            (spend(1),),
            (Act("to-hand", Cards(OPPONENT, FRIEND)),),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    "CN96": card(
        on_enter(  # "you may unfrighten or ready a Friend"
            Unless(
                Act("unfrighten", Cards(types=FRIEND, face_down=True), optional=True),
                (Act("ready", Cards(types=FRIEND), optional=True),),
            ),
            to_problem=True,
        )
    ),
    "CN97": card(Activated(MAIN, (EXHAUST_A_RESOURCE_AT_HOME,), (Move(THIS, "any"),))),
    "CN191": card(Activated(MAIN, (EXHAUST_THIS,), (Draw(2), Discard(2, YOU, random=False)))),
    "CN192": card(MOVE_ITSELF),
    "CN193": card(when_confronted(IfYouDo(Pay(1), (Discard(1, OPPONENT, random=False),)))),
    "CN194": card(
        Activated(
            "Reaction",
            (Cost("to-hand"),),  # this card goes into the hand first, and is shuffled too
            (Shuffle(ANY, adding=Zone.HAND), Draw(4, ANY)),
            react=(Trigger("phase-start", ANY),),
        )
    ),
    "CN195": card(
        Activated(
            "Faceoff Reaction",
            (pay(1),),
            (Act("ignore", THAT), Flip(1)),
            react=(Trigger("flipped"),),
        )
    ),
    "CN196": card(  # "you may": activating the Reaction is the choice (512.4)
        Activated(
            "Reaction",
            (),
            (
                Act("banish", THIS),
                AtStartOfYourNextTurn((Act("put-into-play", CHOSEN),)),
            ),
            react=(Trigger("phase-start", ANY),),
        )
    ),
    # Twilight Sparkle, Noted Speaker: "Play with the top card of your deck revealed." / "This
    # card's power is equal to the printed power of the top card of your deck." Printed power
    # 0: +1 for each point of that card's printed power (507.4), as EO78's count; revealed to
    # every player at each priority point (410.6); none with an empty deck
    "CN197": card(
        Static("deck-top-revealed", who=YOU),
        Static("power", THIS, 1, value=DECK_TOP_PRINTED),
    ),
    "CN198": card(
        when_wins_faceoff(
            IfYouDo(
                Act("spend", BENEATH_THIS, optional=True, up_to=ANY_NUMBER),
                (Score(1, per_chosen=True),),
            )
        )
    ),
    "CN199": card(
        Triggered(
            Trigger(
                "won-faceoff",
                condition=Condition(
                    "count", Cards(types=CHARACTER, title="Rarity", where=INVOLVED)
                ),
            ),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Score(1),)),),
        )
    ),
    "CN200": card(
        on_enter(
            power(THIS, 2),
            Challenge(OPPONENT_TROUBLEMAKER_HERE, using=THIS),
            to_problem=True,
            condition=Condition("count", OPPONENT_TROUBLEMAKER_HERE),
        )
    ),
    "CNpf3": friend_with(ORANGE, "Rainbow Dash", BLUE),
    "CNpf5": friend_with(WHITE, "Twilight Sparkle", PURPLE),
    "CNpf7": friend_with(PINK, "Fluttershy", YELLOW),
    "CNpf9": friend_with(PURPLE, "Rarity", WHITE),
    "CNpf11": friend_with(YELLOW, "Pinkie Pie", PINK),
    "CNpf13": friend_with(BLUE, "Applejack", ORANGE),
    # --- Events ---
    "CN99": card(
        Play(
            "Reaction",
            (Act("uncover", YOUR_FACE_DOWN_TROUBLEMAKER_THERE),),
            react=(
                Trigger(
                    "played",
                    OPPONENT,
                    about=Cards(types=FRIEND),
                    condition=Condition("count", YOUR_FACE_DOWN_TROUBLEMAKER_THERE),
                ),
            ),
        )
    ),
    "CN100": card(Play(MAIN, (Act("to-hand", Cards(OPPONENT, (*FRIEND, *RESOURCE))),))),
    "CN101": card(
        Play(MAIN, (Challenge(Cards(OPPONENT, TROUBLEMAKER), using=Cards(YOU, CHARACTER)),))
    ),
    "CN102": card(
        Play(
            "Reaction", (Act("to-hand", THAT),), react=(Trigger("played", OPPONENT, about=FRIENDS),)
        )
    ),
    "CN103": card(
        Play(MAIN, (Choose(Cards(YOU, FRIEND, keyword="Pumped")),), put="beneath-chosen")
    ),
    "CN104": showdown(FaceoffResult((Score(1, ACTOR),))),
    "CN105": card(Play("Reaction", (Shuffle(ANY),), react=(Trigger("faceoff-started", who=ANY),))),
    "CN106": showdown(  # "The winner looks at their opponent's hand and chooses a card": what
        # they looked at is theirs to know (``look-at``, perspective), the card chosen too
        FaceoffResult(
            (
                Act("look-at", Cards(ACTOR_OPPONENT, zone=Zone.HAND), chooser=ACTOR, each=True),
                Act("to-deck-top", Cards(ACTOR_OPPONENT, zone=Zone.HAND), chooser=ACTOR),
            )
        )
    ),
    "CN107": card(
        Play(
            "Problem Faceoff",
            (
                Act("put-into-play-at-faceoff", Cards(YOU, FRIEND, zone=Zone.DISCARD)),
                AtEndOfFaceoff((Act("banish", CHOSEN),)),
            ),
        )
    ),
    "CN108": card(  # "gain [1] and draw a card. Otherwise, draw a card": a draw either way
        Play(
            MAIN,
            (
                ChooseOne(("odd", "even")),
                RevealTop(rest="stay"),
                When(Condition("parity"), (GainTokens(1),)),
                Draw(1),
            ),
        )
    ),
    "CN109": showdown(FaceoffResult((GainTokens(1, ACTOR),))),
    "CN110": card(
        Play("Troublemaker Faceoff", (Act("frighten", Cards(types=FRIEND, where=INVOLVED)),))
    ),
    "CN111": card(
        Play(
            MAIN,
            (
                Draw(1, per_tokens_of=OPPONENT),
                Discard(1, YOU, random=False, per_tokens_of=OPPONENT),
            ),
        )
    ),
    "CN112": card(Play(MAIN, (Act("banish", Cards(types=FRIEND, max_power=2)),))),
    "CN113": card(Play(MAIN, (Act("unfrighten", Cards(types=FRIEND, face_down=True)),))),
    "CN114": card(
        Play(
            "Reaction",
            (Act("exhaust", THAT),),
            react=(
                Trigger("played", OPPONENT, about=Cards(types=CHARACTER)),
                Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)),
            ),
        )
    ),
    "CN115": showdown(AtEndOfFaceoff((Act("dismiss", LOSERS_INVOLVED, chooser=ACTOR_OPPONENT),))),
    "CN116": card(
        Play(
            MAIN,
            (
                Choose(Cards(types=PROBLEM), there=True),
                Move(Cards(OPPONENT, FRIEND, where=THERE), "any", chooser=OPPONENT),
                When(
                    Condition("count", Cards(YOU, CHARACTER, title="Princess Luna")),
                    (GainTokens(1),),
                ),
            ),
        )
    ),
    "CN117": showdown(AtEndOfFaceoff((Act("to-hand", LOSERS_INVOLVED, chooser=ACTOR_OPPONENT),))),
    "CN118": two_colour_event(YELLOW, WHITE),
    "CN119": flip_event("Rainbow Dash", "Applejack"),
    "CN120": card(Play(MAIN, (Challenge(Cards(OPPONENT, TROUBLEMAKER)),))),  # 514.2a
    "CN121": two_colour_event(BLUE, PURPLE),
    "CN122": flip_event("Princess Luna", "Princess Celestia"),
    "CN123": card(Play(MAIN, (Act("frighten", Cards(types=FRIEND, max_power=2)),))),
    "CN124": card(Play(MAIN, (Act("dismiss", Cards(types=FRIEND, min_power=4)),))),
    "CN125": card(Play(MAIN, (Act("dismiss", Cards(types=FRIEND, printed_power=0), each=True),))),
    "CN126": card(
        Play(
            "Reaction",
            (Reattach(THAT, Cards(types=FRIEND), chooser=ACTOR),),
            react=(Trigger("played", OPPONENT, about=Cards(types=RESOURCE, host=FRIEND)),),
        )
    ),
    # What's Old is New Again: "Main Phase: Until the end of the phase, you may play Friends
    # and Resources from your discard pile. If a Friend or Resource would enter your discard
    # pile this phase, banish it instead. Banish this card." Played as from the hand (their
    # costs, requirements and timing, 609.2a); "your discard pile": the cards you own (406);
    # the banishing replaces each such card's entering it with no question (710.1); this Event
    # is banished as its last instruction (304.2, 406)
    "CN127": card(
        Play(
            MAIN,
            (
                RuleChange("play-from-discard", value="Friend|Resource", until="phase"),
                RuleChange("discard-banished", value="Friend|Resource", until="phase"),
            ),
            put="banish",
        )
    ),
    "CN128": card(Play(MAIN, (Act("to-deck-top", Cards(types=FRIEND, exhausted=True)),))),
    # --- Resources ---
    "CN129": card(Attach(Cards(types=TROUBLEMAKER)), Static("power", HOST, 2)),
    "CN130": card(Attach(Cards(types=FRIEND)), Static("problem-bonus", amount=0)),  # 509.3
    "CN131": card(Attach(Cards(OPPONENT, FRIEND, exhausted=False)), Static("cant-exhaust", HOST)),
    "CN132": card(
        Activated(
            MAIN, (EXHAUST_THIS,), (Act("uncover", Cards(YOU, TROUBLEMAKER, face_down=True)),)
        )
    ),
    "CN133": card(
        Activated(
            MAIN, (EXHAUST_THIS,), (Act("banish-beneath", Cards(YOU, EVENT, zone=Zone.HAND)),)
        ),
        Activated(  # "a banished card from beneath this card": one of them (410.5)
            "Reaction",
            (EXHAUST_THIS,),
            (Act("to-deck-top", BENEATH_THIS), GainTokens(1)),
            react=(Trigger("faceoff-started", ANY, anywhere=True),),
        ),
    ),
    "CN134": card(
        Activated(MAIN, (EXHAUST_THIS, pay(1)), (Act("banish-beneath", Cards(OPPONENT, FRIEND)),)),
        Activated(
            MAIN,
            (pay(2),),
            # the cards beneath go first: once this card has left play, nothing is beneath it
            # (410.5); what enters play triggers after the ability has resolved (704.1c)
            (Act("put-into-play", BENEATH_THIS, each=True), Act("dismiss", THIS)),
            anyone=True,
        ),
    ),
    "CN135": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 1),
        Static("colour", HOST, value=WHITE.value),
        Activated(MAIN, (pay(1),), (Reattach(THIS, Cards(types=FRIEND)),)),
    ),
    "CN136": card(
        Attach(Cards(types=FRIEND)),
        Triggered(Trigger("exhausted", ANY, value="host"), (Act("dismiss", THAT),)),
    ),
    "CN137": card(
        Attach(Cards(YOU, FRIEND)),
        Static("move-cost", amount=1, who=OPPONENT),
        Activated(MAIN, (pay(1),), (Reattach(THIS, Cards(YOU, FRIEND)),)),
    ),
    "CN138": card(
        Attach(Cards(YOU, FRIEND)),
        Activated(  # "give your Friends [Laughter]": the Friends you have as it resolves
            MAIN,
            (EXHAUST_HOST,),
            (Modify(Cards(YOU, FRIEND), "colour", 0, PINK.value, until="phase", each=True),),
        ),
    ),
    "CN139": card(Attach(Cards(types=TROUBLEMAKER)), Static("loser-dismissed", HOST)),
    "CN140": card(
        Attach(Cards(types=PROBLEM)),
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (Move(Cards(OPPONENT, CHARACTER, where=HERE), "any"),),
        ),
    ),
    "CN141": card(  # "that Friend": the one the cost spent from (``Cost.that``)
        Activated(
            MAIN,
            (cost_of("spend-from", Cards(YOU, FRIEND, keyword="Pumped"), that=True),),
            (Modify(THAT, "power", 2),),
        )
    ),
    "CN142": card(
        Triggered(Trigger("scored-bonus"), (Act("banish-beneath", DECK_TOP),)),
        Activated(MAIN, (SPEND_ALL, RETIRE_THIS), (GainTokens(1, per_chosen=True),)),
    ),
    "CN143": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (search_deck(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK)),),
        )
    ),
    "CN144": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS, pay(2)),
            (Act("turn-face-down", Cards(types=TROUBLEMAKER)),),
            react=(Trigger("phase-start", YOU, value="Troublemaker"),),
        )
    ),
    "CN145": card(
        on_enter(Draw(1)),
        Triggered(Trigger("phase-start", who=ANY, value="Ready"), (Draw(1, TURN),)),
    ),
    "CN146": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS, pay(1)),
            (Move(THAT, "a-problem"),),
            react=(Trigger("played", OPPONENT, about=A_TROUBLEMAKER),),
        )
    ),
    # Reformed: "Play on an opponent's Troublemaker." / "When you defeat that Troublemaker,
    # you may add its power to your next faceoff this turn." Ruling: its power as it last
    # existed in play (712.2), added to its controller's power total in the next faceoff to
    # begin this turn (514.2, 514.4a), whoever starts it; none begins, nothing is added
    "CN147": card(
        Attach(Cards(OPPONENT, TROUBLEMAKER)),
        Triggered(
            Trigger("host-defeated", YOU),
            (AddToTotal(THAT, next_faceoff=True, optional=True),),
        ),
    ),
    "CN148": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),),
            react=(Trigger("faceoff-started", ANY, anywhere=True),),
        )
    ),
    # Soothe the Savage Beast: "Play on an opponent's non-Epic Troublemaker. / That Troublemaker
    # loses and can't gain abilities during your Troublemaker Phase." (701.1, 505.1a:
    # ``Static("lose-abilities")``; "your": this card's controller's turn, 513.5, 601.3; a
    # face-up one, 505.2)
    "CN149": card(
        Attach(Cards(OPPONENT, TROUBLEMAKER, not_trait="Epic")),
        Static(
            "lose-abilities",
            HOST,
            condition=Condition(
                "all",
                all_of=(Condition("phase", value="Troublemaker"), Condition("turn", value=YOU)),
            ),
        ),
    ),
    "CN150": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Act("ready", Cards(YOU, CHARACTER)),),
            react=(Trigger("played", ANY, about=A_TROUBLEMAKER),),
        )
    ),
    "CN151": card(  # "if that Mane Character is at home": this card is at its area (509.3)
        Attach(Cards(OPPONENT, MANE)),
        Static(
            "power",
            Cards(OPPONENT, FRIEND),
            -1,
            condition=Condition(
                "all", all_of=(Condition("phase", value="Score"), Condition("at-home"))
            ),
        ),
    ),
    # Train Tracks: "Play to your home." / "Main Phase: Exhaust this card and pay [1] to
    # frighten an opponent's Friend at a Problem." / "While this card is exhausted, that card
    # can't be unfrightened." / "Main Phase: Exhaust 2 of your characters to dismiss this card.
    # Any player may activate this ability." "That card": the one its first ability frightened,
    # a new card (505.3), kept frightened by a lasting modifier while this card stays in play
    # exhausted (708.2, 104.2: no effect unfrightens it, nor rallying, 609.2e). "Your": the
    # player activating the last ability (703)
    "CN152": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (
                Act("frighten", Cards(OPPONENT, FRIEND, where=AT_PROBLEM)),
                Modify(CHOSEN, CANT_UNFRIGHTEN, value=WHILE_EXHAUSTED, until="permanent"),
            ),
        ),
        Activated(
            MAIN,
            (cost_of("exhaust", Cards(YOU, CHARACTER), 2),),
            (Act("dismiss", THIS),),
            anyone=True,
        ),
    ),
    "CN153": card(
        Triggered(Trigger("played", ANY, about=A_TROUBLEMAKER), (Act("banish-beneath", DECK_TOP),)),
        Activated(MAIN, (spend(1),), (Move(Cards(YOU, CHARACTER), "with-troublemaker"),)),
    ),
    "CN154": card(  # "that character": the one exhausted to pay (``Cost.that``)
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("exhaust", Cards(YOU, CHARACTER), that=True)),
            (Choose(Cards(types=CHARACTER, not_that=True)), AddPower(CHOSEN, of=THAT)),
        )
    ),
    "CN155": card(
        Attach(Cards(types=FRIEND)),
        Activated(
            "Reaction",
            (RETIRE_THIS,),
            (Act("exhaust", THAT),),
            react=(Trigger("enters-here", OPPONENT),),
        ),
    ),
    # --- Troublemakers ---
    "CN0": card(
        Triggered(Trigger("uncovered", who=ANY), (Move(THIS, "a-problem"),)),
        at_start_of("Troublemaker", Move(THIS, "no-more-characters")),
    ),
    # "Main Phase: Pay [4] to dismiss an opponent's Friend. This card is sent to that Friend's
    # controller's home and they gain control of it." Ruling: with no Friend dismissed there is
    # no "that Friend's controller" and the card stays (705.2f); otherwise that opponent gains
    # control of it for good and it goes to their home (513.2), given first and then sent
    # home, the same end. At a home it can't be challenged (608.1, 608.2: no challenger has
    # characters there) and prevents no confront (611.3e); its controller may use its ability
    "CN156": card(
        Activated(
            MAIN,
            (pay(4),),
            (
                IfYouDo(
                    Act("dismiss", Cards(OPPONENT, FRIEND)),
                    (Act(GIVE_CONTROL, THIS), Act("send-home", THIS)),
                ),
            ),
        )
    ),
    "CN157": card(
        uncover_itself_by_retiring(Cards(YOU, FRIEND, where=HERE)),
        Triggered(Trigger("uncovered"), (Shuffle(ANY, adding=Zone.DISCARD),)),
    ),
    "CN158": card(uncover_itself_by_retiring(Cards(YOU, TROUBLEMAKER, where=HERE))),
    "CN159": card(Static("challenge-needs", amount=3, who=ANY)),
    "CN160": card(
        Triggered(Trigger("uncovered", who=ANY), (Move(THIS, "a-problem", optional=True),))
    ),
    "CN161": card(
        Triggered(
            Trigger("uncovered", who=ANY),
            (Act("frighten", Cards(types=FRIEND, where=HERE), optional=True),),
        )
    ),
    "CN162": card(
        Triggered(
            Trigger("faceoff-started", ANY, value=CHALLENGED),
            (Move(Cards(ACTOR, CHARACTER, where=HERE), "home", chooser=ACTOR),),
        )
    ),
    "CN163": card(
        at_start_of("Troublemaker", IfYouDo(Pay(2, who=TURN), (Act("turn-face-down", THIS),)))
    ),
    # Sunset Shimmer: "When this Troublemaker is uncovered, you may pay [3]. If you do, banish
    # an opposing Friend or Resource to beneath this card. Otherwise, dismiss this card." (2016
    # errata: "they banish": its controller, who paid) / "When this card leaves play or is
    # turned face-down, put any cards beneath it into their owner's hand." Uncovered by the
    # Uncover step or an effect (607.3); a face-up opposing card (505.2). Leaving play, the
    # cards that were beneath it as it left (``WAS_BENEATH``, 410.5); turned face-down, it is
    # a new card (505.3) and the same cards are beneath that one, whose ability watches for
    # it (505.1a: it could function only face-down)
    "CN164": card(
        Triggered(
            Trigger("uncovered", who=ANY),
            (
                IfYouDo(
                    Pay(3),
                    (Act("banish-beneath", Cards(OPPONENT, (*FRIEND, *RESOURCE))),),
                    otherwise=(Act("dismiss", THIS),),
                ),
            ),
        ),
        Triggered(Trigger("leaves-play"), (Act("to-hand", WAS_BENEATH, each=True),)),
        Triggered(
            Trigger("turned-face-down", face_down=True),
            (Act("to-hand", BENEATH_THIS, each=True),),
        ),
    ),
    "CN203": card(
        Triggered(
            Trigger("faceoff-started", who=ANY, condition=IN_FACEOFF),
            (Act("exhaust", Cards(types=CHARACTER, where=INVOLVED), random=True),),
        )
    ),
    # --- Problems ---
    "CN165": card(
        when_confronted(
            IfYouDo(
                Pay(1, who=ACTOR),
                (Act("frighten", Cards(ACTOR_OPPONENT, FRIEND, where=HERE), chooser=ACTOR),),
            ),
            who=ANY,
        )
    ),
    "CN166": card(
        when_problem_played(
            Reattach(
                Cards(types=RESOURCE),
                Cards(YOU, FRIEND),
                from_host=Cards(YOU, FRIEND),
                optional=True,
            )
        )
    ),
    "CN167": card(
        Triggered(
            Trigger(
                "phase-start",
                who=YOU,
                value="Ready",
                condition=Condition("count", Cards(YOU, MANE, where=HERE)),
            ),
            (LookAtTop(2, YOU, optional=True),),
        )
    ),
    "CN168": card(
        Static(
            "power",
            Cards(YOU, MANE, where=INVOLVED),
            2,
            condition=Condition("faceoff", value="problem"),
        )
    ),
    "CN169": card(
        Static("power", Cards(types=CHARACTER, where=HERE, resource_trait="Accessory"), 1)
    ),
    "CN170": card(Static("power", Cards(YOU, MANE, where=INVOLVED), 1)),
    "CN171": card(Static("confront-needs", amount=4, who=ANY)),
    "CN172": card(
        Triggered(
            Trigger("played-here", who=ANY, value="Troublemaker"),
            (Act("to-hand", Cards(types=FRIEND, where=HERE), chooser=ACTOR, optional=True),),
        )
    ),
    "CN173": card(
        Static("power", Cards(YOU, MANE, where=HERE), 1, condition=Condition("phase", value="Main"))
    ),
    "CN174": card(Static("keyword", Cards(types=CHARACTER, where=HERE), value="Swift")),
    "CN175": card(
        when_confronted(Act("to-hand", Cards(ACTOR, FRIEND, where=HERE), chooser=ACTOR), who=ANY)
    ),
    "CN176": card(  # "that Problem": where the Mane was exhausted (``Cost.there``)
        Activated(
            MAIN,
            (cost_of("exhaust", Cards(YOU, MANE, where=AT_PROBLEM), there=True),),
            (LookAtTop(1, THERE_OWNER, problem_deck=True, bottom=True),),
        )
    ),
    "CN177": card(when_confronted(RevealTop(ACTOR, FRIEND), who=ANY)),
    "CN178": card(when_problem_played(Discard(1, ANY, random=False, per_tokens_of=OWN_TOKENS))),
    "CN179": card(Activated(MAIN, (pay(1),), (Move(Cards(OPPONENT, MANE), "here"),), anyone=True)),
    "CN180": card(Static("cant-move-here", Cards(types=FRIEND, with_resource=True))),
    "CN181": card(  # "another Friend here": any player's, not the one just played (THAT)
        Triggered(
            Trigger("played-here", who=ANY, value="Friend", first=True, each_turn=True),
            (Act("ready", Cards(ANY, FRIEND, where=HERE, not_that=True), ACTOR, optional=True),),
        )
    ),
    "CN182": card(
        when_confronted(Move(Cards(types=CHARACTER, where=HERE), "home", chooser=ACTOR), who=ANY)
    ),
    # Out of Control: "When this Problem is solved, dismiss a random Friend here." Here: the
    # Friends at the Problem as it was solved, sent home since by its replacing (613.1, 613.2,
    # 712.2: ``SOLVED_HERE``); any player's, one at random (705.2f)
    "CN183": card(when_solved(Act("dismiss", Cards(types=FRIEND, where=SOLVED_HERE), random=True))),
    "CN184": card(Static("cant-move-here", Cards(types=FRIEND, without_resource=True))),
    "CN185": card(  # "that player may exhaust that Mane Character": its owner's only Mane
        Triggered(
            Trigger(
                "won-faceoff",
                anywhere=True,
                condition=Condition("count", Cards(YOU, MANE, where=INVOLVED)),
            ),
            (IfYouDo(Act("exhaust", Cards(YOU, MANE), optional=True), (Score(1),)),),
        )
    ),
    "CN186": card(
        Triggered(
            Trigger("played-here", who=ANY, value="Troublemaker"),
            (IfYouDo(Pay(2, who=ACTOR), (Act("uncover", THAT, chooser=ACTOR),)),),
        )
    ),
    "CN187": card(  # while it is in play: a Problem is replaced only once solved (613)
        Static(
            "cant-play",
            Cards(types=TROUBLEMAKER, zone=Zone.HAND),
            who=ANY,
            condition=Condition("confronted"),
        )
    ),
    "CN188": card(  # any player's activation: YOU is that player (703.1b)
        Activated(
            "Problem Faceoff",
            (),
            (Move(Cards(types=CHARACTER, where=AT_ANOTHER_PROBLEM), "here"),),
            condition=Condition(
                "all",
                all_of=(
                    Condition("faceoff-here", value="problem"),
                    Condition("count", Cards(YOU, CHARACTER, where=INVOLVED)),
                ),
            ),
            anyone=True,
        )
    ),
    "CN201": card(
        must_control("Fluttershy"),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),  # "the start of your turn"
        Activated(
            "Reaction",
            (remove_counters(1, "Harmony"),),
            (Modify(THAT, "power", 2),),
            react=(Trigger("played", YOU, about=Cards(types=FRIEND, max_power=2)),),
        ),
    ),
    "CN202": card(
        must_control("Twilight Sparkle"),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),
        Activated(MAIN, (remove_counters(2, "Harmony"),), (LookAtTop(3, YOU, bottom=True),)),
    ),
}
