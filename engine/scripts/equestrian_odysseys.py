"""Equestrian Odysseys (EO) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
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
    HOME,
    HOST,
    MAIN,
    OPPONENT,
    PINK,
    PROBLEM,
    RESOURCE,
    THAT,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    Attach,
    Cards,
    CardScript,
    Choose,
    Condition,
    Discard,
    Draw,
    IfYouDo,
    LookAtTop,
    Move,
    NextTime,
    Pay,
    Play,
    PutCounters,
    RemoveCounters,
    RevealTop,
    Score,
    Static,
    Trigger,
    Triggered,
    Unless,
    When,
    at_start_of,
    card,
    chaos,
    on_enter,
    power,
    remove_counters,
    when_confronted,
    when_solved,
)
from engine.state import Zone

# "one of your characters here" that can be exhausted (503.2)
READY_HERE = Cards(YOU, CHARACTER, where=HERE, exhausted=False)

SCRIPTS: dict[str, CardScript] = {
    # High Rollers: "Chaos: While this card is flipped, it has +1 power for each card in your
    # hand." / "At the start of a Problem faceoff involving this card, draw a card." The cards
    # in its player's hand as the totals are compared (514.4a); involved in a Problem faceoff
    # as it starts (514.2b)
    "EO42": card(
        Static("power", THIS, 1, per=Cards(YOU, zone=Zone.HAND), condition=FLIPPED),
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff", value="problem")),
            (Draw(1),),
        ),
    ),
    # Epic Loot: "Immediate: The next time you defeat a Troublemaker this turn, score an
    # additional point." A triggered modifier (708.4): once, at the next defeat by its player
    # (514.5a), this turn only (616.4); the point is scored as it resolves, after the
    # Troublemaker's points
    "EO119": card(Play("Immediate", (NextTime(Trigger("defeated"), (Score(1),)),))),
    # Highly Motivated: "Play on a Friend." / "When this card enters play, put two +1 power
    # counters on that Friend." / "At the start of your turn, put a +1 power counter on that
    # Friend." "That Friend": its host (509); the start of the turn is the start of its Ready
    # Phase (601.3)
    "EO155": card(
        Attach(Cards(types=FRIEND)),
        on_enter(Act("put-counter", HOST, up_to=2)),
        at_start_of("Ready", Act("put-counter", HOST), whose=YOU),
    ),
    # Local Fashion: "Play on a Friend." / Vexing / "You need -2 power to confront that
    # Friend's Problem." An attachment is at its host's area (509.3): its controller needs 2
    # less wild power there (611.3); Vexing is the keyword's (``keywords``)
    "EO156": card(Attach(Cards(types=FRIEND)), Static("confront", amount=-2, who=YOU)),
    # On a Deadline: "Play on a Problem." / "While there are no opposing characters here, your
    # characters here each get +1 power." "Here": its host Problem (509.3)
    "EO157": card(
        Attach(Cards(types=PROBLEM)),
        Static(
            "power",
            Cards(YOU, CHARACTER, where=HERE),
            1,
            condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE)),
        ),
    ),
    # Oozeccessorized: "Play on an opposing Friend." / "At the start of each of that Friend's
    # controller's turns, that player must pay [1] or banish that Friend." That player chooses
    # whether to pay (508.1); one who can't pay banishes it (508.1d)
    "EO158": card(
        Attach(Cards(OPPONENT, FRIEND)),
        at_start_of("Ready", Unless(Pay(1, who=OPPONENT), (Act("banish", HOST),)), whose=OPPONENT),
    ),
    # Ponyville: "Play on a Problem." / "Opposing Friends moved or played here get -1 power
    # until the end of the turn." Moved here by any player (506.1c), played here by their
    # controller (302.1)
    "EO159": card(
        Attach(Cards(types=PROBLEM)),
        Triggered(Trigger("moved-here", ANY, about=Cards(OPPONENT, FRIEND)), (power(THAT, -1),)),
        Triggered(Trigger("played-here", OPPONENT, value="Friend"), (power(THAT, -1),)),
    ),
    # Rage Face: "Play on a Friend. If that Friend is yours, you may move it." / Vexing. The
    # move is part of playing it: a "when you play this card" trigger (as CG137's "Exhaust
    # that Friend"), to home or a Problem (506)
    "EO161": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("played"),
            (
                Choose(HOST),
                When(Condition("chosen", Cards(YOU)), (Move(CHOSEN, "any", optional=True),)),
            ),
        ),
    ),
    # Ten Carat Hat: "Play on a Friend." / "That Friend has +2 power."
    "EO164": card(Attach(Cards(types=FRIEND)), Static("power", HOST, 2)),
    # The Full Tour: "Play on a Friend. If that Friend is not yours, you may exhaust it." /
    # Vexing. As EO161's move
    "EO165": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("played"),
            (
                Choose(HOST),
                When(
                    Condition("chosen", Cards(OPPONENT)),
                    (Act("exhaust", CHOSEN, optional=True),),
                ),
            ),
        ),
    ),
    # The Idol of Boreas: "Play to your home." / "When you win a Problem faceoff by at least 5
    # power, put a Gold counter on this card." / "Main Phase: Exhaust this card and remove a
    # Gold counter from it to move up to two of your characters." Any Problem faceoff (514.5c);
    # "by at least 5": the winner's total less the loser's (514.4a); the two moves are to
    # home or a Problem, one card after the other (506)
    "EO166": card(
        Triggered(
            Trigger("won-faceoff", value="problem", at_least=5, anywhere=True),
            (PutCounters("Gold"),),
        ),
        Activated(
            MAIN,
            (EXHAUST_THIS, remove_counters(1, "Gold")),
            (Move(Cards(YOU, CHARACTER), "any", up_to=2),),
        ),
    ),
    # Trashed: "Play on a Resource" / "That Resource loses and can't have abilities." (701.1)
    "EO167": card(Attach(Cards(types=RESOURCE)), Static("lose-abilities", HOST)),
    # Umbrella Hat: "Play on a Friend." / "That Friend is also [Laughter]." / "Immediate: Put
    # this card on top of its owner's deck." (its controller's Immediate action, 512.5)
    "EO168": card(
        Attach(Cards(types=FRIEND)),
        Static("colour", HOST, value=PINK.value),
        Activated("Immediate", (), (Act("to-deck-top", THIS),)),
    ),
    # Under Arrest: "Play on a character." / "When this card enters play, exhaust that
    # character." / "If that character has 3 or less power, it does not ready during the
    # Ready Phase." Its host (509): this card's host and no other card (``with_host`` less
    # this card), read with its power as the Ready step readies cards (603.1)
    "EO169": card(
        Attach(Cards(types=CHARACTER)),
        on_enter(Act("exhaust", HOST)),
        Static("no-ready", Cards(types=CHARACTER, with_host=True, other=True, max_power=3)),
    ),
    # Arimaspi, Ancient Terror: "Troublemakers can't be uncovered here." By the Uncover step
    # or an effect (104.2, 607.3); face-down, it has no ability (505.1), so it is uncovered
    "EO171": card(Static("cant-uncover-here")),
    # Bugbear, Back from Tartarus: "When this card is uncovered, opponents discard a card." /
    # "When you win a faceoff involving this card, you may turn it face-down." Each opponent
    # chooses the card they discard (not at random); its points stay unscored (505.2)
    "EO172": card(
        Triggered(Trigger("uncovered"), (Discard(1, OPPONENT, random=False),)),
        Triggered(Trigger("won-faceoff"), (Act("turn-face-down", THIS, optional=True),)),
    ),
    # Pink Parasprite, Pest: "At the start of your opponent's Troublemaker Phase, move one of
    # their characters here home." Its controller chooses which (705.2f)
    "EO175": card(
        at_start_of(
            "Troublemaker", Move(Cards(OPPONENT, CHARACTER, where=HERE), "home"), whose=OPPONENT
        )
    ),
    # Town Equalists, Cult Following: "This card has +1 power for each color among opposing
    # characters here." (203.1)
    "EO179": card(
        Static("power", THIS, 1, value="colours-among", per=Cards(OPPONENT, CHARACTER, where=HERE))
    ),
    # Bridging the Gap: "When this Problem is solved, you may look at the top card of your
    # Problem deck and put it on the top or the bottom of that deck." "You": the Problem's
    # controller as it was solved (712.2); the card it replaced itself with is in play by then
    # (613.2), so the top card is the next one
    "EO182": card(when_solved(LookAtTop(1, YOU, problem_deck=True, optional=True, bottom=True))),
    # Dream Patrol: "Troublemakers here have -2 power." Face-up ones: a face-down card has no
    # power (505.1b)
    "EO184": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), -2)),
    # Figuring Out Friendship: "When this card enters play, you may draw a card." "You": its
    # controller (513.5)
    "EO185": card(Triggered(Trigger("problem-played"), (Draw(1, optional=True),))),
    # Get Lost: "When a Friend enters play here, you may pay [2] and exhaust one of your
    # characters here to dismiss that Friend." Played or put into play (706.1d), any
    # player's; offered only while its controller has a ready character here to exhaust
    # (508.1d), the payment first, then the character chosen
    "EO186": card(
        Triggered(
            Trigger(
                "enters-play",
                ANY,
                about=Cards(types=FRIEND, where=HERE),
                condition=Condition("count", READY_HERE),
            ),
            (IfYouDo(Pay(2), (Act("exhaust", READY_HERE), Act("dismiss", THAT))),),
        )
    ),
    # Gunked Up Gala: "Opponents pay +[1] to play Friends here." (609.2a)
    "EO187": card(Static("play-cost", amount=1, who=OPPONENT)),
    # Halfway Across Equestria: "At the start of a faceoff here you may move an opposing
    # character." Any opposing character, to its home or a Problem (506); one moved out of
    # the faceoff ceases to be involved (514.2d)
    "EO188": card(
        Triggered(
            Trigger("faceoff-started", ANY),
            (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),),
        )
    ),
    # Hay Bale Monster Stack: "When you confront this Problem, you may put a +1 power counter
    # on one of your Friends." (611.4)
    "EO189": card(when_confronted(Act("put-counter", Cards(YOU, FRIEND), optional=True))),
    # Pet Primping: "At the start of your turn, you may put a Critter from your discard pile
    # into your hand." A card of any type with the Critter trait
    "EO193": card(
        at_start_of(
            "Ready",
            Act("to-hand", Cards(YOU, trait="Critter", zone=Zone.DISCARD), optional=True),
            whose=YOU,
        )
    ),
    # Ready to Fight: "You have +2 power during faceoffs here." Its controller's power total
    # in faceoffs at this Problem (514.4a)
    "EO194": card(Static("total-power", amount=2)),
    # Rodeo Ruckus: "When this card is confronted, an opponent discards a card and you draw a
    # card." Confronted by any player (611.4); "you": its controller, "an opponent" theirs,
    # who chooses the card discarded
    "EO195": card(
        Triggered(Trigger("confronted", ANY), (Discard(1, OPPONENT, random=False), Draw(1)))
    ),
    # Spell Showdown: "At the start of your turn, you may reveal the top card of your deck. If
    # it's an Event, you may put it into your hand." Any other card stays on top, known to
    # every player (410.6)
    "EO196": card(
        at_start_of(
            "Ready",
            RevealTop(types=EVENT, rest="deck-top", optional=True, may_keep=True),
            whose=YOU,
        )
    ),
    # Strut Your Stuff: "Friends here with Resources on them have +2 power." (509)
    "EO197": card(Static("power", Cards(types=FRIEND, where=HERE, with_resource=True), 2)),
    # To Griffonstone: "When this card enters play, you may move one of your characters to
    # this Problem." (506)
    "EO199": card(
        Triggered(Trigger("problem-played"), (Move(Cards(YOU, CHARACTER), "here", optional=True),))
    ),
    # Winter is Coming: "When you confront this Problem, you may dismiss a frightened Friend."
    # Any player's: a frightened Friend is face-down (504.1)
    "EO201": card(
        when_confronted(Act("dismiss", Cards(types=FRIEND, face_down=True), optional=True))
    ),
    # Night Glider, Overpowering: "When you win a Problem faceoff involving this card by at
    # least 5 power, score 2 points." The winner's total less the loser's (514.4a)
    "EO204": card(Triggered(Trigger("won-faceoff", value="problem", at_least=5), (Score(2),))),
    # Double Diamond, Air Drop: "This card enters play with two +1 power counters on it." /
    # "Immediate: Remove a +1 power counter from one of your characters here to exhaust an
    # opposing character here." (706.1b). Ruling: the counter is removed as the ability
    # resolves, from a character here with counters chosen then; with no +1 power counter
    # on it nothing is exhausted (508.1c). The ability is offered only while one of your
    # characters here has a counter (508.1d)
    "EO205": card(
        AsEntersPlay("put-counter", THIS, 2),
        Activated(
            "Immediate",
            (),
            (
                Choose(Cards(YOU, CHARACTER, where=HERE, with_counters=True)),
                IfYouDo(
                    RemoveCounters("+1 power", n=1, target=CHOSEN),
                    (Act("exhaust", Cards(OPPONENT, CHARACTER, where=HERE)),),
                ),
            ),
            condition=Condition("count", Cards(YOU, CHARACTER, where=HERE, with_counters=True)),
        ),
    ),
    # Discord, Wrathful: "Chaos: When this card is flipped, banish a Friend, then put that
    # Friend into play." / "When this card enters play at a Problem, you may move an opposing
    # character there home." The player who flipped it chooses any Friend in play; it comes
    # back at its owner's home, a new object, ready (406, 706.1d, 410.6)
    "EO207": card(
        chaos(Act("banish", Cards(types=FRIEND)), Act("put-into-play", CHOSEN)),
        on_enter(
            Move(Cards(OPPONENT, CHARACTER, where=HERE), "home", optional=True), to_problem=True
        ),
    ),
    # Daring Do, Adventure Time: "When this card enters play, you may frighten a Friend." /
    # "Your Troublemakers have +1 power for each frightened Friend." Any player's Friends, a
    # frightened one face-down (504.1); face-up Troublemakers (505.1b)
    "EO210": card(
        on_enter(Act("frighten", Cards(types=FRIEND), optional=True)),
        Static("power", Cards(YOU, TROUBLEMAKER), 1, per=Cards(types=FRIEND, face_down=True)),
    ),
    # Applejack, Protective Big Sis: "During faceoffs involving this card, flip an additional
    # card." / "Opponents can't play cards during faceoffs involving this card." (514.3a,
    # 104.2)
    "EO211": card(
        Static("flip", amount=1),
        Static(
            "cant-play",
            Cards(zone=Zone.HAND),
            who=OPPONENT,
            value="anywhere",
            condition=Condition("in-faceoff"),
        ),
    ),
    # Burst of Strength: "Main Phase: Put a number of +1 power counters on one of your Friends
    # equal to that Friend's power." Its power as the counters are put (507.1)
    "EO215": card(
        Play(
            MAIN,
            (Choose(Cards(YOU, FRIEND)), Act("put-counter", CHOSEN, count="power", of=CHOSEN)),
        )
    ),
    # The Cutie Map, Equestrian Odysseys: "Play to your home." / "When a Problem enters play,
    # you may exhaust and retire this card to move up to six of your characters at home to
    # that Problem." Any player's Problem (613.2); exhausting it first (it must be ready,
    # 508.1d), then retiring it
    "EO216": card(
        Triggered(
            Trigger(
                "problem-played",
                ANY,
                about=Cards(types=PROBLEM),
                condition=Condition("ready"),
            ),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (
                        Act("retire", THIS),
                        Move(Cards(YOU, CHARACTER, where=HOME), "there", up_to=6),
                    ),
                ),
            ),
        )
    ),
}
