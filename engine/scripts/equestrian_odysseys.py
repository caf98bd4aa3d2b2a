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
    MANE,
    OPPONENT,
    PINK,
    PROBLEM,
    RESOURCE,
    THAT,
    THERE_OWNER,
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
    Cost,
    Discard,
    Draw,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Manual,
    Modify,
    Move,
    NextTime,
    Pay,
    Play,
    PutCounters,
    RemoveCounters,
    Replacement,
    ReplaceProblem,
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
    choose_one,
    cost_of,
    manual,
    on_enter,
    on_play,
    power,
    remove_counters,
    when_confronted,
    when_solved,
)
from engine.state import Zone

# "an opponent has more points than you" (517.1)
BEHIND = Condition("behind")
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
    # Preemptive Flick: "Play to your home." / "If an opponent would move a character, you may
    # retire this card instead. If you do, that character is not moved."
    "EO160": manual(reason="no replacement of a move (506) by an opponent"),
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
    # Saving the Day: "Play on a Problem." / Vexing / "Pay [1] less for your first Event each
    # turn, to a minimum of [1]." First: while you have played no Event this turn (the Event
    # being played is not yet counted as its cost is read, 609.2a; ``Table.count_this_turn``)
    "EO162": card(
        Attach(Cards(types=PROBLEM)),
        Static(
            "cost",
            Cards(YOU, EVENT, zone=Zone.HAND),
            -1,
            value="play",
            who=YOU,
            minimum=1,
            condition=Condition(
                "none", Cards(YOU, EVENT, zone=Zone.HAND, played_type_this_turn=True)
            ),
        ),
    ),
    # Singing Barrel: "Play to your home and choose a color. Your Mane Character is also that
    # color until the end of the turn." / "Main Phase: Exhaust this card and put it into its
    # owner's hand to put one of your Pony Tone Friends into its owner's hand." The colour is
    # chosen as it is played (705.2f) and added to the Mane's (711); the cost is paid in
    # that order (508.1)
    "EO163": card(
        on_play(Modify(Cards(YOU, MANE), "colour", choose_colour=True)),
        Activated(
            MAIN,
            (EXHAUST_THIS, Cost("to-hand")),
            (Act("to-hand", Cards(YOU, FRIEND, trait="Pony Tone")),),
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
    # Apple Bloom's Shadow, Waking Nightmare: "When this card is uncovered, start a faceoff
    # involving this card and an opposing Friend. If you win the faceoff, frighten that
    # Friend."
    "EO170": manual(reason="no faceoff between a Troublemaker and one Friend (514.2c)"),
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
    # Double Diamond, Starlight's Lackey: "While a player has at least 4 cards in their hand,
    # that player can't draw cards during the Main Phase." Read from each player's side
    # (513.5): a draw limit of none while it holds, for a draw of the Main Phase action
    # (609.2d) or an effect (104.2, 410.4); a draw that can't happen is not replaced (104.2a)
    "EO173": card(
        Static(
            "turn-limit",
            amount=0,
            value="draw",
            who=YOU,
            each_player=True,
            condition=Condition(
                "all",
                all_of=(
                    Condition("phase", value="Main"),
                    Condition("count", Cards(YOU, zone=Zone.HAND), n=4),
                ),
            ),
        )
    ),
    # Nightmare Moon, Blackest Night: "Main Phase: Pay [3] to start a faceoff involving this
    # card and an opposing Friend here. If you win the faceoff, dismiss that opposing Friend.
    # If you lose, that Friend's controller defeats this card."
    "EO174": manual(reason="no faceoff between a Troublemaker and one Friend (514.2c)"),
    # Pink Parasprite, Pest: "At the start of your opponent's Troublemaker Phase, move one of
    # their characters here home." Its controller chooses which (705.2f)
    "EO175": card(
        at_start_of(
            "Troublemaker", Move(Cards(OPPONENT, CHARACTER, where=HERE), "home"), whose=OPPONENT
        )
    ),
    # Rainbow Dash, Total Grinch: "When this card is defeated, you may move an opposing
    # character at this card's Problem." Its Problem as it last existed in play (712.2); the
    # character moves home or to a Problem (506)
    "EO176": card(
        Triggered(
            Trigger("this-defeated", ANY),
            (Move(Cards(OPPONENT, CHARACTER, where=HERE), "any", optional=True),),
        )
    ),
    # Rover, Gem Hunter: "At the end of a faceoff involving this card, you may put one of your
    # flipped cards into your hand." Ruling: as the faceoff ends its flipped cards go to the
    # bottom of their owners' decks (514.6); the one kept goes into the hand instead, once
    # per faceoff (710.1)
    "EO177": card(
        Replacement(
            "flip-to-bottom",
            Cards(YOU, zone=Zone.FLIP),
            "hand",
            condition=Condition("in-faceoff"),
            once="faceoff",
        )
    ),
    # The Smooze, Creeping Crud: "When this card is uncovered, put a +1 power counter on it." /
    # "If this card would be defeated, you may remove a +1 power counter from it instead. If
    # you do, this card is not defeated."
    "EO178": card(
        Triggered(Trigger("uncovered"), (Act("put-counter", THIS),)),
        Manual(1, reason="no replacement of a Troublemaker's defeat (514.5a)"),
    ),
    # Town Equalists, Cult Following: "This card has +1 power for each color among opposing
    # characters here." (203.1)
    "EO179": card(
        Static("power", THIS, 1, value="colours-among", per=Cards(OPPONENT, CHARACTER, where=HERE))
    ),
    # Twittermites, Little Powerhouses: "Chaos: When you flip this card, it gets +3 power if
    # an opponent has more points than you." / "While an opponent has more points than you,
    # this card has +3 power." The flipped card's power for the faceoff's totals (514.4a), its
    # points compared as it is flipped; in play, while the condition holds (517.1)
    "EO180": card(
        chaos(When(BEHIND, (power(THIS, 3, "faceoff"),))),
        Static("power", THIS, 3, condition=BEHIND),
    ),
    # Blending In: "At the start of the Score Phase, each player chooses a color. Their
    # characters without that color can't contribute their power to confronting this Problem
    # until the end of the turn."
    "EO181": manual(reason="no bar on characters contributing power to a confront (611.3)"),
    # Bridging the Gap: "When this Problem is solved, you may look at the top card of your
    # Problem deck and put it on the top or the bottom of that deck." "You": the Problem's
    # controller as it was solved (712.2); the card it replaced itself with is in play by then
    # (613.2), so the top card is the next one
    "EO182": card(when_solved(LookAtTop(1, YOU, problem_deck=True, optional=True, bottom=True))),
    # Cult of Personality: "Players need +1 power to confront this Problem for each color
    # among their characters here." Each player's own characters, read from that player's
    # side (513.5), as wild power added to their requirements (611.3)
    "EO183": card(
        Static(
            "confront",
            amount=1,
            who=YOU,
            value="colours-among",
            per=Cards(YOU, CHARACTER, where=HERE),
            each_player=True,
        )
    ),
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
    # Jailbreak!: "During the Ready Phase, players can't ready more than one character here."
    "EO190": manual(reason="no limit on the number of cards readied in the Ready step (603.1)"),
    # Mob Mentality: "While you have more characters here than any opponent, opponents flip 1
    # fewer cards during faceoffs here." Read as the faceoff's flips are made (514.3, 514.3a):
    # its controller has strictly more characters at this Problem than the other player
    "EO192": card(
        Static(
            "flip-there",
            amount=-1,
            value="opponent",
            condition=Condition("all", all_of=(Condition("faceoff-here"), Condition("most-here"))),
        )
    ),
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
    # Take Shelter: "If one of your Friends would be retired for being in excess of your home
    # limit, you may move it here instead."
    "EO198": manual(reason="no replacement of the home-limit retire (616.3)"),
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
    # Queen Chrysalis, Changeling Pretender: "As the game starts, choose a color. This card
    # gains that color." / "When an opponent's Mane Character turns over, turn this card over."
    # Boosted: "When this side of the card turns face up for the first time each game, choose
    # a color and an opponent's Mane Character. This card gains that color and that card's
    # printed abilities."
    "EO203": manual(
        reason="no choice as the game starts (102), trigger on another Mane turning over, "
        "nor gaining another Mane's printed abilities"
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
    # Party Favor, A Bridge to Somewhere: "When this card enters play at a Problem, you may
    # look at the top two cards of that Problem deck. If you do, put those cards on the top or
    # bottom of that Problem deck in any order." / "Main Phase: Exhaust three of your Friends
    # here to replace this card's Problem." That Problem deck: its owner's (THERE_OWNER);
    # this card may be one of the three (508.1); replaced as 613.2 says
    "EO206": card(
        on_enter(
            LookAtTop(2, THERE_OWNER, problem_deck=True, optional=True, bottom=True),
            to_problem=True,
        ),
        Activated(
            MAIN, (cost_of("exhaust", Cards(YOU, FRIEND, where=HERE), 3),), (ReplaceProblem(),)
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
    # Pinkie Pie, Remix Master: "If this card's Problem would be replaced, you may exhaust this
    # card instead."
    "EO208": manual(reason="no replacement of a Problem being replaced (613.2)"),
    # Philomena, Up in Smoke: "At the end of each opponent's turn, that opponent loses action
    # tokens until they have no more than [2]." In the End of Turn step (615.1)
    "EO209": card(Triggered(Trigger("turn-end", OPPONENT), (LoseTokens(who=OPPONENT, down_to=2),))),
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
    # Rarity, Soprano: "When this card enters play, look at a player's hand and choose a card.
    # That player discards that card, then draws a card." / "Immediate: You may play this card
    # from your hand." The player is chosen first (705.2f); an opponent's hand is shown to
    # its owner and this card's controller only, the two players of the game (``Discard.by``).
    # The second paragraph is what Hasty means (glossary: Hasty, 512.5), from the hand (701.3)
    "EO212": card(
        on_enter(
            choose_one(
                ("your hand", (Discard(1, YOU, random=False), Draw(1))),
                (
                    "an opponent's hand",
                    (Discard(1, OPPONENT, random=False, by=YOU), Draw(1, OPPONENT)),
                ),
            )
        ),
        Static("keyword", THIS, value="Hasty"),
    ),
    # Sugar Belle, Takes the Cake: "When this card enters play, gain control of another Friend
    # until this card leaves play or is frightened."
    "EO213": manual(reason="no control change lasting until a card leaves play or is frightened"),
    # Tree Hugger, Calming Auditory Therapy: "Opposing Troublemakers don't prevent you from
    # confronting this card's Problem."
    # An opposing Epic one does not prevent it either; the player's own Epic one still does
    # (611.3e)
    "EO214": card(Static("confront-past-troublemakers", who=YOU)),
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
    # Starlight Glimmer, Enforced Equality: "Characters here have 2 power and can't lose or
    # gain power."
    "EO217": manual(reason="no power set to a value that can't change (507)"),
}
