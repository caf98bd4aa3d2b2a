"""Absolute Discord (AD) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text.

Chaos (glossary: "a tag word ... used to group abilities which function when a card is
flipped"): ``chaos(...)`` is a triggered ability that functions in the flip zone (701.3), for
the player who flipped the card; "it", "this card" is the flipped card. A flipped card is not
"involved in the faceoff": involvement is for characters and Troublemakers (514.2), and 514.4a
counts "cards ... involved" and "cards ... flipped" apart.
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
    GIVE_CONTROL,
    HERE,
    HOME,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    RETIRE_THIS,
    SOLVED_HERE,
    THIS,
    TROUBLEMAKER,
    TURN,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    AtStartOfYourNextTurn,
    Cards,
    CardScript,
    Condition,
    CostReduction,
    Draw,
    EndTheFaceoff,
    Flip,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Manual,
    Modify,
    Move,
    Pay,
    Play,
    SplitHand,
    Static,
    Trigger,
    Triggered,
    Unless,
    at_start_of,
    card,
    chaos,
    choose_one,
    gain_control_of,
    on_enter,
    on_play,
    pay,
    power,
    when_confronted,
    when_solved,
)
from engine.state import Zone

# "Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2 power
# until the end of the faceoff." (the six Discord Friends of the set share it). "Your cards
# involved": your characters (and a Troublemaker you control) involved, not flipped cards
# (514.2, 514.4a); none involved: nothing to choose, nothing happens (709).
_DISCORD_CHAOS = card(chaos(power(Cards(YOU, where=INVOLVED), 2, "faceoff")))

OPPOSING_FRIEND_HERE = Cards(OPPONENT, FRIEND, where=HERE)
TURN_OVER = Act("turn-over", THIS)
OPPONENT_BOOSTED = Condition("count", Cards(OPPONENT, MANE, boosted=True))  # 301.2
# "When you play the last card in your hand": any card you play (an Event too) leaving your
# hand empty, read as the play happens (704.1)
PLAYED_LAST_CARD = Trigger(
    "played", YOU, value="any", condition=Condition("none", Cards(YOU, zone=Zone.HAND))
)

SCRIPTS: dict[str, CardScript] = {
    # Nightmare Moon, Mistress of the Night: "When you confront this card's Problem, turn this
    # card over." / Boosted: "When you confront this card's Problem, you may pay [2] to
    # frighten an opponent's Friend there." (611.4; 508.1: paid as the effect resolves)
    "AD2": card(
        when_confronted(TURN_OVER),
        boosted=(when_confronted(IfYouDo(Pay(2), (Act("frighten", OPPOSING_FRIEND_HERE),))),),
    ),
    # Princess Luna, Dream Guide (2016 errata): "When you discard a card, you may pay [1] and
    # turn this card to its Boosted side. If you do, choose an opponent. That opponent reveals
    # their hand and separates it into two piles. Choose and banish one pile." The only
    # opponent of a two-player game; either pile may be empty; her Boosted side has no text
    "AD3": card(Triggered(Trigger("discarded", YOU), (IfYouDo(Pay(1), (TURN_OVER, SplitHand())),))),
    # Discord, Bending the Rules: "At the start of your turn, you may look at the top card of
    # any Problem deck." / "At the end of each opponent's turn, if that opponent played at
    # least 2 cards that turn, turn this card over." / Boosted: "When you play a card, if you
    # played at least 2 cards this turn, turn this card over." The deck is chosen first, then
    # whether to look (705.2f, 712.3); cards played count however they were played (an
    # Event, a Troublemaker, by an instruction: 302.1)
    "AD4": card(
        at_start_of(
            "Ready",
            choose_one(
                ("your Problem deck", (LookAtTop(1, YOU, problem_deck=True, optional=True),)),
                (
                    "an opponent's Problem deck",
                    (LookAtTop(1, OPPONENT, problem_deck=True, optional=True),),
                ),
            ),
            whose=YOU,
        ),
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("cards-played", n=2, value=TURN)),
            (TURN_OVER,),
        ),
        boosted=(
            Triggered(
                Trigger(
                    "played", YOU, value="any", condition=Condition("cards-played", n=2, value=YOU)
                ),
                (TURN_OVER,),
            ),
        ),
    ),
    # Fluttershy, Reformer: "When you confront this card's Problem, turn this card over." /
    # Boosted: "Troublemakers here lose and can't have abilities."
    "AD5": card(
        when_confronted(TURN_OVER),
        boosted=(
            Manual(
                0,
                reason='"Troublemakers here lose and can\'t have abilities": no modifier '
                "\"loses and can't have abilities\" yet (AD129's family)",
            ),
        ),
    ),
    # Changeling Drone, Fear Eater: "This card has +2 power for each frightened Friend in
    # play." Either player's (504.1: face-down Friends)
    "AD6": card(Static("power", THIS, 2, per=Cards(types=FRIEND, face_down=True))),
    # Cloudchaser, Ready and Willing: "Chaos: When this card is flipped, ready a character
    # involved in the faceoff." / "When you play this card, you may ready a character."
    "AD8": card(
        chaos(Act("ready", Cards(types=CHARACTER, where=INVOLVED))),
        on_play(Act("ready", Cards(types=CHARACTER), optional=True)),
    ),
    # Lightning Dust, Last Resort: "When you play the last card in your hand, you may frighten
    # a Friend here." Ruling: played as your last card in hand, she sees her own play (she
    # is in play as it is played, 704.1)
    "AD10": card(
        Triggered(
            PLAYED_LAST_CARD, (Act("frighten", Cards(types=FRIEND, where=HERE), optional=True),)
        )
    ),
    # Little Strongheart, Quick on Her Hooves: "While an opponent's Mane Character is boosted,
    # this card has Swift."
    "AD11": card(Static("keyword", THIS, value="Swift", condition=OPPONENT_BOOSTED)),
    # Princess Celestia, Fair but Firm: "Chaos: When this card is flipped, frighten a Friend
    # involved in the faceoff." / "When this card enters play, you may frighten a Friend."
    "AD12": card(
        chaos(Act("frighten", Cards(types=FRIEND, where=INVOLVED))),
        on_enter(Act("frighten", Cards(types=FRIEND), optional=True)),
    ),
    # Shining Armor, Back on Duty: "While this card is involved in a faceoff, it has +2 power."
    "AD13": card(Static("power", THIS, 2, condition=Condition("in-faceoff"))),
    # Tank, Flying Tortoise: "When you play the last card in your hand, you may move this
    # card." Home or a Problem (506.1), free (506.3: by an effect)
    "AD16": card(Triggered(PLAYED_LAST_CARD, (Move(THIS, "any", optional=True),))),
    # Weather Mare, Shocking!: "When this card is moved, choose one at random: Put a +1 power
    # counter on it, or frighten it." Moved by any player (506); the game picks the mode
    # among those that can be done (705.2f)
    "AD17": card(
        Triggered(
            Trigger("moved", ANY),
            (
                choose_one(
                    ("put a +1 power counter on it", (Act("put-counter", THIS),)),
                    ("frighten it", (Act("frighten", THIS),)),
                    random=True,
                ),
            ),
        )
    ),
    # Bessie, Bathtime: "Friends here with 2 or less power can't ready." Not in the Ready step
    # (603.1), nor by an effect (104.2)
    "AD18": card(Static("cant-ready", Cards(types=FRIEND, where=HERE, max_power=2))),
    # Bloomberg, Deep Roots: "While you have a Friend in your discard pile, this card has +1
    # power."
    "AD19": card(
        Static(
            "power",
            THIS,
            1,
            condition=Condition("count", Cards(YOU, FRIEND, zone=Zone.DISCARD)),
        )
    ),
    # Caramel, Cheerful Worker: "Main Phase: Pay [1] to unfrighten a Friend." (504.3)
    "AD20": card(
        Activated(MAIN, (pay(1),), (Act("unfrighten", Cards(types=FRIEND, face_down=True)),))
    ),
    # Granny Smith, Respect Your Elders: "While an opponent's Mane Character is boosted, this
    # card has +2 power and Stubborn."
    "AD24": card(
        Static("power", THIS, 2, condition=OPPONENT_BOOSTED),
        Static("keyword", THIS, value="Stubborn", condition=OPPONENT_BOOSTED),
    ),
    # Hughbert Jellius, Sticks Around: "When this card's Problem is solved, if this card would
    # be sent home, it isn't sent home instead." A replacement (710.1) of 613.2's sending home
    # when the Problem is solved (613.1), not when an effect replaces it
    "AD25": card(Static("stays-when-solved")),
    # Princess Luna, The Sandmare: "Chaos: When this card is flipped, exhaust a character with
    # 2 or less power involved in the faceoff." / "When this card enters play, you may
    # exhaust a character."
    "AD27": card(
        chaos(Act("exhaust", Cards(types=CHARACTER, where=INVOLVED, max_power=2))),
        on_enter(Act("exhaust", Cards(types=CHARACTER), optional=True)),
    ),
    # Scootaloo, Practice Makes Perfect: "Chaos: While this card is flipped, opponents can't
    # score points." / Stubborn / "During faceoffs involving this card, players can't score
    # points." (104.2) The first functions in the flip zone (701.3), for the player who
    # flipped it, until it goes to the bottom of the deck (514.6): the points of the faceoff's
    # result (514.5a, 514.5c) too (``View.score_forbidden_by``)
    "AD28": card(
        Static("cant-score", who=OPPONENT, condition=FLIPPED),
        Static("cant-score", who=ANY, condition=Condition("in-faceoff")),
    ),
    # Ace, Oh Rally: "When an opponent's character is moved from here to another Problem, draw
    # a card and move this card there." Moved by any player; THERE is that Problem
    "AD29": card(
        Triggered(
            Trigger(
                "moved",
                ANY,
                value="from-here",
                about=Cards(OPPONENT, CHARACTER),
                to_problem=True,
            ),
            (Draw(1), Move(THIS, "there")),
        )
    ),
    # DJ Pon-3, Loose Cannon: "When this card is dismissed, dismiss all other Friends at its
    # Problem." The Problem it was at as it was dismissed (712.2); at home, none
    "AD31": card(
        Triggered(
            Trigger("dismissed"),
            (Act("dismiss", Cards(types=FRIEND, where=HERE, other=True), each=True),),
        )
    ),
    # Pinkie Pie, Life of the Party: "When this card enters play at a Problem, it gets +1
    # power until the end of the turn for each other Friend you have at that Problem."
    "AD35": card(
        on_enter(
            Modify(THIS, "power", 1, per=Cards(YOU, FRIEND, where=HERE, other=True)),
            to_problem=True,
        )
    ),
    # Ponka Po, Undercover Mastermind: "When an opposing Friend is dismissed, this card gets +2
    # power until the end of the turn." An opponent's Friend, as it was (712.2)
    "AD36": card(
        Triggered(Trigger("dismissed", OPPONENT, about=Cards(OPPONENT, FRIEND)), (power(THIS, 2),))
    ),
    # Princess Cadance, On Vacation: "When this card enters play, draw 2 cards."
    "AD37": card(on_enter(Draw(2))),
    # Screwball, Topsy Turvy: "When this card enters play, choose an opponent. That opponent
    # gains control of this card." / "At the end of your Main Phase, retire another Friend
    # here. If you can't, retire this card." The only opponent of a two-player game; "your"
    # is then that opponent's (513.2); a player retires only cards they control (410.2)
    "AD38": card(
        on_enter(Act(GIVE_CONTROL, THIS)),
        Triggered(
            Trigger("phase-end", YOU, value="Main"),
            (
                Unless(
                    Act("retire", Cards(YOU, FRIEND, where=HERE, other=True)),
                    (Act("retire", THIS),),
                ),
            ),
        ),
    ),
    # Snips & Snails, Stage Magicians: "This card has +1 power for each card in your
    # opponent's hand."
    "AD39": card(Static("power", THIS, 1, per=Cards(OPPONENT, zone=Zone.HAND))),
    # Tom, Rolling Rock: "Chaos: When this card is flipped, dismiss a Friend with 2 or less
    # power involved in the faceoff." / "When this card enters play, you may dismiss a Friend."
    "AD40": card(
        chaos(Act("dismiss", Cards(types=FRIEND, where=INVOLVED, max_power=2))),
        on_enter(Act("dismiss", Cards(types=FRIEND), optional=True)),
    ),
    # Cheerilee, Break It Up!: "Chaos: When this card is flipped, you may end the faceoff." /
    # "Faceoff: Retire this card to end the faceoff." No player wins it (514.5); it ends as
    # 514.6 says
    "AD42": card(
        chaos(EndTheFaceoff(optional=True)),
        Activated("Faceoff", (RETIRE_THIS,), (EndTheFaceoff(),)),
    ),
    # Comet Tail, Out of Control: "Troublemakers here have +1 power."
    "AD43": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), 1)),
    # Minuette, Fast Forward: "Main Phase: Pay [2] and exhaust this card to banish a Friend. At
    # the start of the next turn, put that Friend into play." Whoever's turn is next; it
    # enters at its owner's home, under its owner's control (706.1d)
    "AD45": card(
        Activated(
            MAIN,
            (pay(2), EXHAUST_THIS),
            (
                Act("banish", Cards(types=FRIEND)),
                AtStartOfYourNextTurn((Act("put-into-play", CHOSEN),), anyone=True),
            ),
        )
    ),
    # Mr. Waddle, Frequent Napper: "During your opponent's Score Phase, this card has -3 power."
    "AD46": card(
        Static(
            "power",
            THIS,
            -3,
            condition=Condition(
                "all",
                all_of=(Condition("phase", value="Score"), Condition("turn", value=OPPONENT)),
            ),
        )
    ),
    # Owlowiscious, Tome Retriever: "Chaos: When this card is flipped, gain [1], banish this
    # card, and flip another." / "When this card enters the discard pile from play, gain [1]."
    # Banished from the flip zone, it adds no power (514.4a); "another": an additional card
    # (515.1)
    "AD47": card(
        chaos(GainTokens(1), Act("banish", THIS), Flip(1)),
        Triggered(Trigger("to-discard"), (GainTokens(1),)),
    ),
    # Princess Twilight Sparkle, Star Swirl Enthusiast: "Chaos: When this card is flipped, you
    # may pay [3] less for your next Event until the end of the faceoff." / "When this card
    # enters play, pay [1] less for your next Event this turn." (705.2b) Ruling: paying less is
    # never worse, so the "may" is taken
    "AD48": card(
        chaos(CostReduction(3, EVENT, until="faceoff")),
        on_enter(CostReduction(1, EVENT)),
    ),
    # Trixie, Big Boaster: "While an opponent's boosted Mane Character is here, this card's
    # Problem can't be confronted." By any player (104.2, 611.3)
    "AD49": card(
        Static(
            "cant-confront",
            who=ANY,
            condition=Condition("count", Cards(OPPONENT, MANE, boosted=True, where=HERE)),
        )
    ),
    # Truffle, Newsworthy: "When an opponent moves a character, you may exhaust this card to
    # gain [1]." (508.1c: an exhausted card can't pay)
    "AD50": card(
        Triggered(
            Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)),
            (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),)),),
        )
    ),
    # Zecora, Flashing Back: "At the start of your Main Phase, you may put a card from your
    # hand on the top of your deck."
    "AD52": card(
        at_start_of(
            "Main", Act("to-deck-top", Cards(YOU, zone=Zone.HAND), optional=True), whose=YOU
        )
    ),
    # Apple Bloom, Overdressed: "Opponents must pay +[1] to move characters to this card's
    # Problem." (609.2b)
    "AD53": card(Static("move-cost", amount=1, who=OPPONENT)),
    # Ballerina Buffalos, Buffalo Buffalo Buffalo: "Your opponent's home limit is reduced by
    # 1." (616.3)
    "AD54": card(Static("home-limit", amount=-1, value="opponent")),
    # Crackle, Diamond in the Rough: "Your opponent's home limit is reduced by 1 for each of
    # their Assets in their home." Their cards with the Asset trait at their home (616.3)
    "AD56": card(
        Static(
            "home-limit",
            amount=-1,
            value="opponent",
            per=Cards(OPPONENT, trait="Asset", where=HOME),
        )
    ),
    # Discord, General Disarray (and AD23, AD30, AD44, AD57, AD68): see ``_DISCORD_CHAOS``
    "AD9": _DISCORD_CHAOS,
    "AD23": _DISCORD_CHAOS,
    "AD30": _DISCORD_CHAOS,
    "AD44": _DISCORD_CHAOS,
    "AD57": _DISCORD_CHAOS,
    "AD68": _DISCORD_CHAOS,
    # Spike, The New Rainbow Dash: "Chaos: When this card is flipped, it has +2 power until the
    # end of the faceoff." / "While involved in a faceoff, this card has +2 power." The flipped
    # card's power counts with the modifier (514.4a); it ends as the faceoff ends (514.6).
    "AD14": card(
        chaos(power(THIS, 2, "faceoff")),
        Static("power", THIS, 2, condition=Condition("in-faceoff")),
    ),
    # Coco Crusoe, Flipping Out: "Chaos: When this card is flipped, flip an additional card." /
    # "During faceoffs involving this card, flip an additional card." (515.1, 514.3a)
    "AD21": card(chaos(Flip(1)), Static("flip", amount=1)),
    # Hoops, Peer Pressurer: "Chaos: When this card is flipped, gain control of an opponent's
    # Friend involved in the faceoff until the end of the faceoff." / "When this card enters
    # play at a Problem, gain control of an opposing Friend there until the end of the Score
    # Phase." (513.2) Controlled by the flipping player, the Friend stays involved and its
    # power counts towards that player's total (514.4a: "cards that player controls")
    "AD32": card(
        chaos(gain_control_of(Cards(OPPONENT, FRIEND, where=INVOLVED), "faceoff")),
        on_enter(
            gain_control_of(Cards(OPPONENT, FRIEND, where=HERE), "Score Phase"), to_problem=True
        ),
    ),
    # Trampled: "Chaos: When this card is flipped, all opponents lose an action token." /
    # "Main Phase: An opponent loses 2 action tokens." An Event's Chaos ability functions in
    # the flip zone as a Friend's does (701.3); flipped, it is not played (304.2).
    "AD117": card(chaos(LoseTokens(1, OPPONENT)), Play(MAIN, (LoseTokens(2, OPPONENT),))),
    # Everfree Rescue Mission: "When this Problem is solved, dismiss each Friend here." The
    # Friends that were here as it was solved, sent home since (712.2, ``SOLVED_HERE``): read
    # as the Friends at the Problem once it was replaced, the text could never do anything
    "AD174": card(when_solved(Act("dismiss", Cards(types=FRIEND, where=SOLVED_HERE), each=True))),
    # Highly Contagious: "Each player's home limit is reduced by 1 for each character that
    # player controls here." Read from each player's side (513.5, ``each_player``; 616.3)
    "AD183": card(
        Static(
            "home-limit",
            amount=-1,
            per=Cards(YOU, CHARACTER, where=HERE),
            each_player=True,
            who=YOU,
        )
    ),
    # Queen Chrysalis, Identity Theft: choosing a Friend as it enters (706.1a), then having
    # that Friend's printed abilities (701.1)
    "AD202": card(
        AsEntersPlay("choose-card", of=Cards(types=FRIEND, not_trait="Unique")),
        Static("chosen-abilities"),
    ),
}
