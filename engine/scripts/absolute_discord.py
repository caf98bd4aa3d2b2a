"""Absolute Discord (AD) card scripts, keyed by collector number.

Read each script beside the card's printed text; ``manual(reason)`` / ``Manual(n, reason=...)``
marks what the engine leaves to the judge, saying what it lacks. Rulings are written beside
the scripts they decide, with the rule that decided them.

Chaos (glossary: "a tag word ... used to group abilities which function when a card is
flipped"): ``chaos(...)`` is a triggered ability that functions in the flip zone (701.3), for
the player who flipped the card; "it", "this card" is the flipped card. A flipped card is not
"involved in the faceoff": involvement is for characters and Troublemakers (514.2), and 514.4a
counts "cards ... involved" and "cards ... flipped" apart.
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.canterlot_nights import must_control
from engine.scripts.crystal_games import each_player
from engine.scripts.vocabulary import (
    ACTOR,
    ACTOR_OPPONENT,
    ANY,
    ANY_CARD,
    AT_PROBLEM,
    BANISH_THIS,
    BANISHED_THIS_WAY,
    BLUE,
    CHARACTER,
    CHOSEN,
    DECK_BOTTOM,
    DECK_TOP,
    EVENT,
    EXCHANGE_CONTROL,
    EXHAUST_THIS,
    FLIPPED,
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
    PINK,
    PLAYABLE_BANISHED_ANY_COLOUR,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    SOLVED_HERE,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    TURN,
    TURN_OVER,
    WAS_INVOLVED,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AsEntersPlay,
    AtEndOfFaceoff,
    AtStartOfYourNextTurn,
    Attach,
    CantMove,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    CopyEffect,
    CostReduction,
    Discard,
    Draw,
    EndTheFaceoff,
    FewerFlips,
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
    PutCounters,
    RemoveCounters,
    Replacement,
    ReplaceProblem,
    RevealTop,
    Score,
    Search,
    SkipPhase,
    SplitHand,
    Static,
    Trigger,
    Triggered,
    TurnOverEach,
    Unless,
    When,
    at_start_of,
    card,
    chaos,
    choose_one,
    choose_two,
    cost_of,
    flip_event,
    gain_control_of,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    two_colour_event,
    when_confronted,
    when_problem_played,
    when_solved,
    when_you_flip,
)
from engine.state import Zone

# "Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2 power
# until the end of the faceoff." (the six Discord Friends of the set share it). "Your cards
# involved": your characters (and a Troublemaker you control) involved, not flipped cards
# (514.2, 514.4a); none involved: nothing to choose, nothing happens (709).
_DISCORD_CHAOS = card(chaos(power(Cards(YOU, where=INVOLVED), 2, "faceoff")))

OPPOSING_FRIEND_HERE = Cards(OPPONENT, FRIEND, where=HERE)
BOOSTED_OPPONENT = Cards(OPPONENT, MANE, boosted=True)  # "an opponent's Mane ... is Boosted"
OPPONENT_BOOSTED = Condition("count", BOOSTED_OPPONENT)  # 301.2
# "When you play the last card in your hand": any card you play (an Event too) leaving your
# hand empty, read as the play happens (704.1)
PLAYED_LAST_CARD = Trigger(
    "played", YOU, value=ANY_CARD, condition=Condition("none", Cards(YOU, zone=Zone.HAND))
)

# "choose one of each player's flipped cards. Those players ignore those cards" (AD74, 515.4)
_IGNORE_ONE_EACH = (
    Act("ignore", Cards(YOU, zone=Zone.FLIP)),
    Act("ignore", Cards(OPPONENT, zone=Zone.FLIP)),
)


def _also_friend(colour: Colour) -> CardScript:
    """ "Main Phase: While you have no [colour] Friends, you may exhaust this card. If you
    do, this card is also a [colour] Friend until the end of the phase." (AD126, AD137,
    AD140, AD143, AD144, AD145): an activated ability (703) whose condition is read as it
    is activated; the Resource is then a Friend as well, of that colour, with its printed
    power: it counts for colour power (507.3, play requirements) and the home limit (616.3),
    and descriptions of Friends fit it (``Modify(..., "also-friend")``). Ruling: it keeps its
    own type too (a Resource: "also"), and it is exhausted, so it adds nothing to a faceoff."""
    return card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Modify(THIS, "also-friend", value=colour.value, until="phase"),),
            condition=Condition("none", Cards(YOU, FRIEND, colour=colour)),
        )
    )


def _exhaust_there(most: int) -> Act:
    return Act(
        "exhaust", Cards(types=CHARACTER, where=THERE, max_power=most, exhausted=False), each=True
    )


_ACCESSORY_IN_HAND = Cards(YOU, RESOURCE, trait="Accessory", zone=Zone.HAND)
_ON_TOP = "put this card on top of its owner's deck"  # a mode of Rainbow's Epiphany (AD111)
# "While that Friend has more Resources on it than any other Friend" (AD121): of the host
MOST_RESOURCES = Condition("most-attached")

# AD198: "you may discard a card that shares a type with that card to gain [1]" (206.1)
_SHIMMER = (
    IfYouDo(Discard(1, YOU, random=False, optional=True, shares_type=True), (GainTokens(1),)),
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
                    "played",
                    YOU,
                    value=ANY_CARD,
                    condition=Condition("cards-played", n=2, value=YOU),
                ),
                (TURN_OVER,),
            ),
        ),
    ),
    # Fluttershy, Reformer: "When you confront this card's Problem, turn this card over." /
    # Boosted: "Troublemakers here lose and can't have abilities."
    "AD5": card(
        when_confronted(TURN_OVER),
        boosted=(Static("lose-abilities", Cards(types=TROUBLEMAKER, where=HERE)),),
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
    # Discord, General Disarray (and AD23, AD30, AD44, AD57, AD68): see ``_DISCORD_CHAOS``
    "AD9": _DISCORD_CHAOS,
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
    # Spike, The New Rainbow Dash: "Chaos: When this card is flipped, it has +2 power until the
    # end of the faceoff." / "While involved in a faceoff, this card has +2 power." The flipped
    # card's power counts with the modifier (514.4a); it ends as the faceoff ends (514.6).
    "AD14": card(
        chaos(power(THIS, 2, "faceoff")),
        Static("power", THIS, 2, condition=Condition("in-faceoff")),
    ),
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
    # Coco Crusoe, Flipping Out: "Chaos: When this card is flipped, flip an additional card." /
    # "During faceoffs involving this card, flip an additional card." (515.1, 514.3a)
    "AD21": card(chaos(Flip(1)), Static("flip", amount=1)),
    "AD23": _DISCORD_CHAOS,
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
    "AD30": _DISCORD_CHAOS,
    # DJ Pon-3, Loose Cannon: "When this card is dismissed, dismiss all other Friends at its
    # Problem." The Problem it was at as it was dismissed (712.2); at home, none
    "AD31": card(
        Triggered(
            Trigger("dismissed"),
            (Act("dismiss", Cards(types=FRIEND, where=HERE, other=True), each=True),),
        )
    ),
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
    "AD44": _DISCORD_CHAOS,
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
    "AD57": _DISCORD_CHAOS,
    # Lotus Blossom, Masseuse: "Chaos: When this card is flipped, banish this card, put a card
    # from your discard pile on top of your deck, then flip that card." / "Faceoff: Banish
    # this card to put a Friend from your discard pile into play here. At the end of the
    # faceoff, banish that card." The flipped card leaves the flip zone, so its power no
    # longer counts (514.4a); with no card in the discard pile nothing is flipped (IfYouDo:
    # "that card"). "Here" is this card's area as it was banished to pay (712.2); a Friend
    # put into play at the faceoff's Problem is involved in it (514.2d)
    "AD58": card(
        chaos(
            Act("banish", THIS),
            IfYouDo(Act("to-deck-top", Cards(YOU, zone=Zone.DISCARD)), (Flip(1),)),
        ),
        Activated(
            "Faceoff",
            (BANISH_THIS,),
            (
                Act("put-into-play-there", Cards(YOU, FRIEND, zone=Zone.DISCARD)),
                AtEndOfFaceoff((Act("banish", CHOSEN),)),
            ),
        ),
    ),
    # Prince Blueblood, Loudmouth: "Main Phase: Exhaust this card and pay [1] to move a
    # Troublemaker to this card's Problem." A face-up one (505.2); an effect naming a
    # Troublemaker may move it (506.4)
    "AD59": card(
        Activated(MAIN, (EXHAUST_THIS, pay(1)), (Move(Cards(types=TROUBLEMAKER), "here"),))
    ),
    # Rarity, Sudden Inspiration: "Chaos: When this card is flipped, banish a Friend involved
    # in the faceoff, then banish this card." Either player's Friend (514.2); the flipped card
    # goes from the flip zone to its owner's banished zone, so not to the bottom (514.6)
    "AD60": card(chaos(Act("banish", Cards(types=FRIEND, where=INVOLVED)), Act("banish", THIS))),
    # Sapphire Shores, Glitz and Glam: "Chaos: When this card is flipped, choose a Friend with
    # an Accessory on it. Double that Friend's power until the end of the faceoff." / "This
    # card has +2 power for each of your Accessories." Doubling is adding its power as the
    # effect resolves (708.2: a lasting modifier of a fixed amount); "your Accessories": the
    # Accessory Resources you control in play
    "AD62": card(
        chaos(
            Choose(Cards(types=FRIEND, resource_trait="Accessory")),
            AddPower(CHOSEN, "faceoff", of=CHOSEN),
        ),
        Static("power", THIS, 2, per=Cards(YOU, RESOURCE, trait="Accessory")),
    ),
    # Steven Magnet, Great Guy: "When an opponent loses a faceoff against a Troublemaker
    # here, gain control of an opposing Friend involved in that faceoff." With two players,
    # the opponent losing a Troublemaker faceoff at this card's Problem is this card's
    # controller winning it (514.5). The loser's Friends are sent home first (514.5b), so
    # "involved" is any that was involved in it (514.2d, ``WAS_INVOLVED``); the control has
    # no end (513.2)
    "AD63": card(
        Triggered(
            Trigger("won-faceoff", YOU, here=True, value="troublemaker"),
            (gain_control_of(Cards(OPPONENT, FRIEND, where=WAS_INVOLVED), "permanent"),),
        )
    ),
    # Aloe, Totally Relaxing: "While an opponent's Mane Character is boosted, that player
    # can't play cards during faceoffs involving their Mane Character." A "can't" on playing
    # from the hand (104.2, 609.2a) while a Boosted Mane of theirs is involved (514.2)
    "AD64": card(
        Static(
            "cant-play",
            Cards(zone=Zone.HAND),
            value="anywhere",
            who=OPPONENT,
            condition=Condition("count", Cards(OPPONENT, MANE, boosted=True, where=INVOLVED)),
        )
    ),
    # Band of Breezies, Dust in the Wind: "If this card would be sent home from a Problem, it
    # is sent to another Problem instead." A replacement (710.1) of being sent home (613.2,
    # 514.5b, 511.5), not of being moved home (506). Ruling: with two players there is one
    # other Problem; with Dilemmas in play too, it goes to the first other one in play order
    # (501.1, 522.2a: the engine does not ask)
    "AD65": card(Static("sent-elsewhere")),
    # Big Mac, All Bark, No Bite: "Chaos: When this card is flipped, put a Friend involved in
    # the faceoff into its owner's hand." / "When this card enters play, you may put a Friend
    # into its owner's hand." Any player's Friend, in play (the second: this card too)
    "AD66": card(
        chaos(Act("to-hand", Cards(types=FRIEND, where=INVOLVED))),
        on_enter(Act("to-hand", Cards(types=FRIEND), optional=True)),
    ),
    "AD68": _DISCORD_CHAOS,
    # Flitter, Sitter: "Main Phase: Pay [1] to move this card to a Problem where you have a
    # Critter or Foal Friend." (506.1)
    "AD70": card(Activated(MAIN, (pay(1),), (Move(THIS, "with-your:Critter|Foal"),))),
    # Gravy Boat, Hot Stuff: "Main Phase: While this card has lower power than any other
    # Friends here, you may exhaust it and pay [1] to put a Friend here into its owner's
    # hand." Lower than each other Friend at its Problem, whoever's (507.1); "a Friend here"
    # may be any player's, this card too
    "AD71": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (Act("to-hand", Cards(types=FRIEND, where=HERE)),),
            condition=Condition("weakest-here"),
        )
    ),
    # Lemon Hearts, Animancer: "Chaos: When this card is flipped, it has +1 power until the end
    # of the faceoff for each of your Friends involved in the faceoff." / "Caretaker." The
    # count is made as the ability resolves (708.2); a flipped card is not involved (514.2)
    "AD72": card(
        chaos(Modify(THIS, "power", 1, until="faceoff", per=Cards(YOU, FRIEND, where=INVOLVED)))
    ),
    # Letrotski, Taking it Easy: "This card has +1 power for each of your action tokens." Read
    # as tokens are gained and spent (502, 702)
    "AD73": card(Static("power", THIS, 1, value="per-token")),
    # Petstrosity, Nightmare Fuel: "Chaos: When this card is flipped, choose one of each
    # player's flipped cards. Those players ignore those cards." / "Faceoff: Pay [1] to choose
    # one of each player's flipped cards. Those players ignore those cards." (515.4) The
    # ability's controller chooses both, one of theirs first; a player with no flipped card
    # not already ignored has none chosen (515.4a). Flipped, this card may choose itself.
    "AD74": card(
        chaos(*_IGNORE_ONE_EACH),
        Activated("Faceoff", (pay(1),), _IGNORE_ONE_EACH),
    ),
    # Ahuizotl, Oppressive: "Players can't score more than 2 points per turn." Ruling: points
    # that would pass the limit are scored up to it (2 of 3), none once it is reached (104.2:
    # the "can't" wins for the points over it); points scored this turn before this card
    # entered play count (the limit is per turn)
    "AD75": card(Static("turn-limit", value="score", amount=2, who=ANY)),
    # Applejack, Discorded: "If an opponent would score this card's Problem's bonus points,
    # you score them instead." A replacement (710.1) of the points a Problem faceoff's winner
    # scores (514.5c); in a Multi Problem Faceoff, when this card's Problem's bonus is the
    # highest (a tie too: those points are its bonus points as well). Scored with this card
    # (517.2: a modifier's points), and "when you score a Problem's bonus points" is this
    # card's controller's
    "AD76": card(Static("bonus-instead")),
    # Flim & Flam, Shrewd Schemers: "Players can't confront more than one Problem per turn."
    # The turn player confronts in the Score Phase's confront steps (610.1, 611.1); once one
    # Problem is confronted, the next steps confront nothing (104.2), so no Multi Problem
    # Faceoff (612.1). An opponent meeting their requirements is not confronting (611.4)
    "AD77": card(Static("turn-limit", value="confront", amount=1, who=ANY)),
    # Fluttershy, Discorded: "At the start of the Score Phase, you may exhaust this card to
    # choose an opposing Friend here. That Friend has -2 power until the end of the turn."
    # Any player's Score Phase (the phase names no player); at home "here" names nothing
    "AD78": card(
        Triggered(
            Trigger("phase-start", who=ANY, value="Score"),
            (IfYouDo(Act("exhaust", THIS, optional=True), (power(OPPOSING_FRIEND_HERE, -2),)),),
        )
    ),
    # Nightmare Moon, Deep Darkness: "Players can't draw more than 2 cards per turn." Each
    # draw is one (410.4b); a draw past the limit does not happen, and a draw that can't
    # happen is not replaced (104.2a). Cards drawn earlier in the turn count
    "AD79": card(Static("turn-limit", value="draw", amount=2, who=ANY)),
    # Pinkie Pie, Discorded: "When an opposing Friend enters play here, it has -1 power until
    # the end of the turn." Played or put into play at this card's Problem (706.1d)
    "AD80": card(Triggered(Trigger("enters-here", who=OPPONENT), (power(THAT, -1),))),
    # Rainbow Dash, Discorded: "At the start of the Score Phase, you may move this card home."
    # Any player's Score Phase (506.1)
    "AD81": card(
        Triggered(
            Trigger("phase-start", who=ANY, value="Score"), (Move(THIS, "home", optional=True),)
        )
    ),
    # Rarity, Discorded: "At the end of each opponent's turn, that player discards a card."
    # In the End of Turn step (615.1); that player chooses it (410.3)
    "AD82": card(
        Triggered(Trigger("turn-end", who=OPPONENT), (Discard(1, OPPONENT, random=False),))
    ),
    # Twilight Sparkle, Discorded: "This card has +1 power for each color among Friends in
    # discard piles." Every player's discard pile; each of the six colours once, however
    # many Friends have it (203.1a); colourless Friends add none
    "AD83": card(
        Static("power", THIS, 1, value="colours-among", per=Cards(types=FRIEND, zone=Zone.DISCARD))
    ),
    # A Cuddle with a Pekingese: "Main Phase: Reveal the top card of your deck and you may draw
    # it. If the card was a Critter Friend, you may pay [1] less to play that Friend this turn
    # and you may draw another card."
    # Rulings: "the card was" is the revealed card, read in the hand once drawn (410.6) or on
    # top of the deck if not; the reduction is for that Friend in the hand only, by its id
    # there (a Critter left on the deck gets none, even if "another card" then draws it,
    # 410.6), taken as it is played (705.2b); "you may draw another card" is offered whether
    # or not the first was drawn (its "if" is about the revealed card only)
    "AD84": card(
        Play(
            MAIN,
            (
                RevealTop(rest="stay"),
                Draw(optional=True, chosen=True),
                When(
                    Condition("chosen", Cards(types=FRIEND, trait="Critter", zone=Zone.HAND)),
                    (CostReduction(1, that=True),),
                ),
                When(
                    Condition("revealed", Cards(types=FRIEND, trait="Critter")),
                    (Draw(optional=True),),
                ),
            ),
        )
    ),
    # Achoo!: "Chaos: When this card is flipped, an opponent discards a random card." /
    # "Main Phase: All players discard 2 cards." Each chooses their own, discarded together
    # (801.1)
    "AD85": card(
        chaos(Discard(1, OPPONENT)),
        Play(MAIN, (Discard(2, ANY, random=False),)),
    ),
    # Applejack's Epiphany: "Faceoff: Choose two: Exhaust a character, ready a character, or
    # dismiss a Resource." (``choose_two``: the modes followed in their printed order)
    "AD86": card(
        Play(
            "Faceoff",
            (
                choose_two(
                    (
                        "exhaust a character",
                        (Act("exhaust", Cards(types=CHARACTER, exhausted=False)),),
                    ),
                    ("ready a character", (Act("ready", Cards(types=CHARACTER, exhausted=True)),)),
                    ("dismiss a Resource", (Act("dismiss", Cards(types=RESOURCE)),)),
                ),
            ),
        )
    ),
    # Awkward Silence: "Problem Faceoff: End the faceoff." Ruling: ended before its totals
    # are compared, nobody wins or loses it (514.5) and the Problem is not solved (613.1: only
    # Problems at which faceoffs were resolved); flipped cards go to the bottom (514.6)
    "AD87": card(Play("Problem Faceoff", (EndTheFaceoff(),))),
    # Beast Bulk Up: "Reaction: After the start of the Score Phase, your Critter Friends each
    # get +1 power until the end of the phase." Any player's Score Phase (512.4)
    "AD88": card(
        Play(
            "Reaction",
            (Modify(Cards(YOU, FRIEND, trait="Critter"), "power", 1, until="phase", each=True),),
            react=(Trigger("phase-start", who=ANY, value="Score"),),
        )
    ),
    # Beauty and the Beast: "Faceoff: If you have Fluttershy or Discord involved in this
    # faceoff, flip an additional card. If you have Fluttershy and Discord involved in this
    # faceoff, flip 2 additional cards instead." (515.1)
    "AD89": flip_event("Fluttershy", "Discord"),
    # Cruel Taskmistress: "Main Phase: Choose an opponent's Mane Character. Banish each Friend
    # at that Mane Character's Problem with power less than or equal to the power of that Mane
    # Character." Any player's Friends there (410.5); a Mane at home has no Problem: nothing
    "AD90": card(
        Play(
            MAIN,
            (
                Choose(Cards(OPPONENT, MANE), there=True),
                When(
                    Condition("chosen", Cards(where=AT_PROBLEM)),
                    (
                        Act(
                            "banish",
                            Cards(types=FRIEND, where=THERE, power_at_most_chosen=True),
                            each=True,
                        ),
                    ),
                ),
            ),
        )
    ),
    # Cutie Pox Outbreak: "Chaos: When this card is flipped, dismiss a Friend with printed
    # power 3 or more." / "Faceoff: Dismiss a Friend with printed power 2 or less." Any
    # player's Friend in play, printed power read without modifiers (507.4)
    "AD91": card(
        chaos(Act("dismiss", Cards(types=FRIEND, min_printed_power=3))),
        Play("Faceoff", (Act("dismiss", Cards(types=FRIEND, max_printed_power=2)),)),
    ),
    # Damsel in Distress: "Main Phase: Move a Troublemaker to a Problem." A face-up one
    # (505.2), to another Problem (506.2, 506.4)
    "AD92": card(Play(MAIN, (Move(Cards(types=TROUBLEMAKER), "a-problem"),))),
    # Dig Deeper: "Faceoff: Put the card from the bottom of your deck on the top of your
    # deck." (401.3) Unseen, as it was (402.2): the next card flipped or drawn
    "AD93": card(Play("Faceoff", (Act("to-deck-top", DECK_BOTTOM),))),
    # Discord Pile: "Main Phase: Each player chooses a Friend card in their opponent's discard
    # pile. The owners of each of those Friends may put them into play." Ruling: this Event's
    # player chooses first and its owner says whether it enters play, then the opponent
    # chooses and this player says (801.1: each player's decisions in turn; the two piles are
    # apart, so the order changes nothing chosen). Put into play at its owner's home (706.1d)
    "AD94": card(
        Play(
            MAIN,
            (
                Choose(Cards(OPPONENT, FRIEND, zone=Zone.DISCARD)),
                Act("put-into-play", CHOSEN, optional=True, chooser=OPPONENT),
                Choose(Cards(YOU, FRIEND, zone=Zone.DISCARD), chooser=OPPONENT),
                Act("put-into-play", CHOSEN, optional=True),
            ),
        )
    ),
    # Double Trouble: "Troublemaker Faceoff: Flip an additional card." (515.1)
    "AD95": card(Play("Troublemaker Faceoff", (Flip(1),))),
    # Enchanting Duet: "Main Phase: Choose a [Laughter] or [Kindness] character. That character
    # gets +1 [Laughter] and +1 [Kindness] until the end of the phase."
    "AD96": two_colour_event(PINK, YELLOW),
    # Epic Win: "Reaction: After the start of your Troublemaker Phase, defeat an opponent's
    # Troublemaker." A face-up one (505.2); to defeat it is to score its point value and
    # dismiss it (514.5a), "when you defeat a Troublemaker" triggers too
    "AD97": card(
        Play(
            "Reaction",
            (Act("defeat", Cards(OPPONENT, TROUBLEMAKER)),),
            react=(Trigger("phase-start", YOU, value="Troublemaker"),),
        )
    ),
    # Faint of Heart: "Main Phase: Dismiss a frightened Friend." Any player's (504.2)
    "AD98": card(Play(MAIN, (Act("dismiss", Cards(types=FRIEND, face_down=True)),))),
    # Fluttershy's Epiphany: "Faceoff: Choose two: Friends you control have +1 power until the
    # end of the faceoff, unfrighten a Friend, or an opponent loses [1] and you gain [1]."
    # Ruling: "Friends you control" are those you control as it resolves (708.2: a lasting
    # modifier on cards), as "your Friends ... get" is elsewhere
    "AD99": card(
        Play(
            "Faceoff",
            (
                choose_two(
                    (
                        "Friends you control have +1 power",
                        (Modify(Cards(YOU, FRIEND), "power", 1, until="faceoff", each=True),),
                    ),
                    (
                        "unfrighten a Friend",
                        (Act("unfrighten", Cards(types=FRIEND, face_down=True)),),
                    ),
                    (
                        "an opponent loses 1 and you gain 1",
                        (LoseTokens(1, OPPONENT), GainTokens(1)),
                    ),
                ),
            ),
        )
    ),
    # For Equestria!: "Chaos: When this card is flipped, it gets +1 power for each opposing
    # character involved in the faceoff." / "Faceoff: A Friend gets +1 power for each
    # opposing character involved in the faceoff until the end of the faceoff." Counted as
    # it resolves (708.2); a Troublemaker is no character (514.2). The flipped card's
    # modifier lasts the faceoff (514.6); any player's Friend in play may get the second
    "AD100": card(
        chaos(
            Modify(
                THIS, "power", 1, until="faceoff", per=Cards(OPPONENT, CHARACTER, where=INVOLVED)
            )
        ),
        Play(
            "Faceoff",
            (
                Modify(
                    Cards(types=FRIEND),
                    "power",
                    1,
                    until="faceoff",
                    per=Cards(OPPONENT, CHARACTER, where=INVOLVED),
                ),
            ),
        ),
    ),
    # Gone Fishin': "Faceoff: Move an opponent's Friend to a Problem. That opponent may pay [1]
    # to copy this effect." The copy is that opponent's (520.1): it moves one of this player's
    # Friends, and this player may pay [1] to copy it in turn
    "AD101": card(
        Play(
            "Faceoff",
            (
                Move(Cards(OPPONENT, FRIEND), "a-problem"),
                IfYouDo(Pay(1, OPPONENT), (CopyEffect(THIS, OPPONENT),)),
            ),
        )
    ),
    # Making a Difference: "Main Phase: Choose a [Loyalty] or [Kindness] character. That
    # character gets +1 [Loyalty] and +1 [Kindness] until the end of phase."
    "AD102": two_colour_event(BLUE, YELLOW),
    # Missed Teleport: "Reaction: After an opposing Friend enters play, move it." Played or put
    # into play (706.1d), by anyone; moved home or to a Problem by this Event's player (506.1)
    "AD103": card(
        Play(
            "Reaction",
            (Move(THAT, "any"),),
            react=(
                Trigger("played", ANY, about=Cards(OPPONENT, FRIEND)),
                Trigger("put-into-play", ANY, about=Cards(OPPONENT, FRIEND)),
            ),
        )
    ),
    # Nope: "Reaction: After the start of any phase, choose a character. That character gets
    # -4 power until the end of the turn." (512.4)
    "AD104": card(
        Play("Reaction", (power(Cards(types=CHARACTER), -4),), react=(Trigger("phase-start", ANY),))
    ),
    # Perfect Teleport: "Reaction: After the start of any phase, banish one of your Friends.
    # At the start of the next turn, put that Friend into play." The next turn, whoever's
    # (601.2); the banished card (406, 410.6) enters play at its owner's home (706.1d), unless
    # it has left the banished zone meanwhile
    "AD105": card(
        Play(
            "Reaction",
            (
                Act("banish", Cards(YOU, FRIEND)),
                AtStartOfYourNextTurn((Act("put-into-play", CHOSEN),), anyone=True),
            ),
            react=(Trigger("phase-start", ANY),),
        )
    ),
    # Photo Op: "Chaos: When this card is flipped, choose a Problem. That Problem's bonus is 0
    # until the end of the turn." / "Reaction: After the start of the Main Phase, characters
    # can't be moved this turn." (210.1; 506, 104.2: by any player or effect, characters that
    # enter play later too)
    "AD106": card(
        chaos(Choose(Cards(types=PROBLEM)), Modify(CHOSEN, "problem-bonus", 0)),
        Play("Reaction", (CantMove(),), react=(Trigger("phase-start", ANY, value="Main"),)),
    ),
    # Pinkie Apple Pie: "Main Phase: Choose a [Laughter] or [Honesty] character. That character
    # gets +1 [Laughter] and +1 [Honesty] until the end of phase."
    "AD107": two_colour_event(Colour.PINK, Colour.ORANGE),
    # Pinkie's Epiphany: "Main Phase: Choose two: Dismiss a Friend with 2 or less power, put a
    # Friend from your discard pile into your hand, or pay 2 less for the next card you play
    # this turn."
    "AD108": card(
        Play(
            MAIN,
            (
                choose_two(
                    (
                        "dismiss a Friend with 2 or less power",
                        (Act("dismiss", Cards(types=FRIEND, max_power=2)),),
                    ),
                    (
                        "put a Friend from your discard pile into your hand",
                        (Act("to-hand", Cards(YOU, FRIEND, zone=Zone.DISCARD)),),
                    ),
                    ("pay 2 less for the next card you play this turn", (CostReduction(2),)),
                ),
            ),
        )
    ),
    # Popping Corn: "Reaction: After the start of the Score Phase, choose a Problem. Exhaust
    # each character there with 2 or less power. If an opponent's Mane Character is Boosted,
    # exhaust each character there with 3 or less power instead."
    "AD109": card(
        Play(
            "Reaction",
            (
                Choose(Cards(types=PROBLEM), there=True),
                When(Condition("none", BOOSTED_OPPONENT), (_exhaust_there(2),)),
                When(Condition("count", BOOSTED_OPPONENT), (_exhaust_there(3),)),
            ),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    # Private Journal: "Faceoff: Look at an opponent's hand. You may choose a card from it and
    # put that card on top of that opponent's deck."
    "AD110": card(
        Play(
            "Faceoff",
            (
                Act("look-at", Cards(OPPONENT, zone=Zone.HAND), each=True),
                Act("to-deck-top", Cards(OPPONENT, zone=Zone.HAND), optional=True),
            ),
        )
    ),
    # Rainbow's Epiphany: "Faceoff: Choose two: Move one of your Friends, put this card on top
    # of its owner's deck, or flip an additional card." The second mode is done as its text
    # ends (``Play(put="deck-top:...")``, 304.2): it has no instruction of its own to follow
    "AD111": card(
        Play(
            "Faceoff",
            (
                choose_two(
                    ("move one of your Friends", (Move(Cards(YOU, FRIEND), to="any"),)),
                    (_ON_TOP, ()),
                    ("flip an additional card", (Flip(1),)),
                ),
            ),
            put=f"deck-top:{_ON_TOP}",
        )
    ),
    # Rarity's Epiphany: "Main Phase: Choose two: Dismiss a Friend without an attached
    # Resource, put a Resource from your discard pile into your hand, or put an Accessory from
    # your hand into play attached to a Friend." Ruling: the Friend is any Friend, as the text
    # says: the Accessory's "Play on ..." limits playing it, not putting it into play (509.1,
    # 706.1d); the Friend is chosen first, then the Accessory
    "AD112": card(
        Play(
            MAIN,
            (
                choose_two(
                    (
                        "dismiss a Friend without an attached Resource",
                        (Act("dismiss", Cards(types=FRIEND, without_resource=True)),),
                    ),
                    (
                        "put a Resource from your discard pile into your hand",
                        (Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD)),),
                    ),
                    (
                        "put an Accessory from your hand into play attached to a Friend",
                        (
                            Choose(Cards(types=FRIEND)),
                            Act("put-into-play-on-chosen", _ACCESSORY_IN_HAND),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Rehabilitation: "Reaction: After one of your Troublemakers is put into the discard pile
    # from play, put that card into your hand." (dismissed, defeated or retired into it)
    "AD113": card(
        Play(
            "Reaction",
            (Act("to-hand", THAT),),
            react=tuple(
                Trigger(kind, ANY, about=Cards(YOU, TROUBLEMAKER, zone=Zone.DISCARD))
                for kind in ("dismissed", "left-play", "retired")
            ),
        )
    ),
    # Risky Business: "Main Phase: Search an opponent's deck for a Friend and set it aside
    # face-down. That opponent names a card and you reveal that Friend. If that Friend is the
    # named card, that opponent may put it into play under his control. If not, you may put
    # it into play under your control." Rulings: the CR has no zone for a card set aside
    # (401.1): it waits on top of that deck, known to the searcher alone (402.2, 518.1), the
    # rest shuffled (518.2); the name is any card's, read as 201.1b reads it; "the named card"
    # is its full name (201.1); "into play" names no place, so the home of the player who
    # controls it (706.1d; "his control" is its owner's, 513.1); a Friend left set aside by
    # both "may" is banished (407.1: it never returns to the deck). No Friend found: nothing
    # is named (518.1, 705.2f)
    "AD114": card(
        Play(
            MAIN,
            (
                Search(Cards(types=FRIEND, zone=Zone.DRAW_DECK), deck_of=OPPONENT, to="aside"),
                When(
                    Condition("chosen", Cards(types=FRIEND, zone=Zone.DRAW_DECK)),
                    (Name(OPPONENT), Act("reveal", CHOSEN)),
                ),
                When(
                    Condition("chosen-named"),
                    (Act("put-into-play", CHOSEN, chooser=OPPONENT, optional=True),),
                ),
                When(
                    Condition("chosen-named", value="not"),
                    (Act("put-into-play-under-you", CHOSEN, optional=True),),
                ),
                When(
                    Condition("chosen", Cards(types=FRIEND, zone=Zone.DRAW_DECK)),
                    (Act("banish", CHOSEN),),
                ),
            ),
        )
    ),
    # Spooky Scary Story: "Chaos: When this card is flipped, frighten a Friend at home." /
    # "Main Phase: Frighten up to 2 Friends at home." (504.1)
    "AD115": card(
        chaos(Act("frighten", Cards(types=FRIEND, where=HOME))),
        Play(MAIN, (Act("frighten", Cards(types=FRIEND, where=HOME), up_to=2),)),
    ),
    # The Old Switcheroo: "Main Phase: Choose one of your Friends at a Problem. Your opponent
    # chooses one of their Friends at that Problem. Exchange control of those Friends until
    # the end of the Score Phase." Without a Friend of theirs there, nothing is exchanged
    # (705.2f); each goes to the other player until this turn's Score Phase ends (513.2)
    "AD116": card(
        Play(
            MAIN,
            (
                IfYouDo(
                    Choose(Cards(YOU, FRIEND, where=AT_PROBLEM), there=True),
                    (
                        Choose(Cards(OPPONENT, FRIEND, where=THERE), OPPONENT, adding=True),
                        Act(EXCHANGE_CONTROL + "Score Phase", CHOSEN, each=True),
                    ),
                ),
            ),
        )
    ),
    # Trampled: "Chaos: When this card is flipped, all opponents lose an action token." /
    # "Main Phase: An opponent loses 2 action tokens." An Event's Chaos ability functions in
    # the flip zone as a Friend's does (701.3); flipped, it is not played (304.2).
    "AD117": card(chaos(LoseTokens(1, OPPONENT)), Play(MAIN, (LoseTokens(2, OPPONENT),))),
    # Twilight's Epiphany: "Main Phase: Choose two: Move an opposing character, opponents
    # can't move their characters this turn, or draw three cards." (506; ``CantMove``)
    "AD118": card(
        Play(
            MAIN,
            (
                choose_two(
                    ("move an opposing character", (Move(Cards(OPPONENT, CHARACTER), to="any"),)),
                    (
                        "opponents can't move their characters this turn",
                        (CantMove(OPPONENT, own=True),),
                    ),
                    ("draw three cards", (Draw(3),)),
                ),
            ),
        )
    ),
    # Two of a Kind: "Reaction: After a Troublemaker is uncovered, move up to 2 of your
    # characters to that Troublemaker's Problem." (THERE: where it was uncovered)
    "AD119": card(
        Play(
            "Reaction",
            (Move(Cards(YOU, CHARACTER), to="there", up_to=2, optional=True),),
            react=(Trigger("uncovered", ANY),),
        )
    ),
    # A Tiny Glass of Water: "When you flip a Chaotic card, you may retire this card to score
    # a point." (``when_you_flip``)
    "AD120": card(when_you_flip(IfYouDo(Act("retire", THIS, optional=True), (Score(1),)))),
    # Alicorn Costume: "Play on a Friend." / "While that Friend has more Resources on it than
    # any other Friend, that Friend has +1 power and is [Generosity], [Magic], [Kindness],
    # [Honesty], [Loyalty], and [Laughter]." (509; ``Condition("most-attached")``)
    "AD121": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 1, condition=MOST_RESOURCES),
        *(Static("colour", HOST, value=c.value, condition=MOST_RESOURCES) for c in Colour),
    ),
    # Bag of Leaflets: "Play on a Friend" / "Main Phase: Exhaust this card to move one of your
    # characters to this card's area." (its host's area, 509.3: home or a Problem)
    "AD122": card(
        Attach(Cards(types=FRIEND)),
        Activated(MAIN, (EXHAUST_THIS,), (Move(Cards(YOU, CHARACTER), to="here"),)),
    ),
    # Bathrobe: "Play on a Friend." / "While that Friend is the only Friend at its Problem, it
    # has +3 power." (at a Problem, no other Friend there, any player's)
    "AD123": card(
        Attach(Cards(types=FRIEND)),
        Static(
            "power",
            HOST,
            3,
            condition=Condition(
                "all",
                all_of=(
                    Condition("at-problem"),
                    Condition("none", Cards(types=FRIEND, where=HERE, not_host=True)),
                ),
            ),
        ),
    ),
    # Bee Suit: "Play on a Friend." / "That Friend is a Critter." (711: a trait)
    "AD124": card(Attach(Cards(types=FRIEND)), Static("trait", HOST, value="Critter")),
    # Blue Flu: "Play on a Friend." / "At the start of a Problem faceoff involving the attached
    # Friend, put this card and that Friend into their owners' hands." (514.1; this card
    # first, ``Cards(with_host=True)``)
    "AD125": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger(
                "faceoff-started",
                ANY,
                anywhere=True,
                condition=Condition("host-in-faceoff", value="problem"),
            ),
            (Act("to-hand", Cards(with_host=True), each=True),),
        ),
    ),
    # Boulder: see ``_also_friend``
    "AD126": _also_friend(Colour.ORANGE),
    # Chocolate Rain: "When you flip a Chaotic card, you may retire this card to dismiss all
    # Friends with printed power 1 or less." (507.4)
    "AD127": card(
        when_you_flip(
            IfYouDo(
                Act("retire", THIS, optional=True),
                (Act("dismiss", Cards(types=FRIEND, max_printed_power=1), each=True),),
            )
        )
    ),
    # Cider Stand: "Main Phase: Exhaust this card and discard a card to pay [1] less for your
    # next Friend this turn." (705.2b)
    "AD128": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("discard", Cards(YOU, zone=Zone.HAND))),
            (CostReduction(1, FRIEND),),
        )
    ),
    # Clipped Wings: "Play on a Friend." / "That Friend loses and can't have abilities."
    # (``Static("lose-abilities")``: its keywords and text, not its traits, 505.1a, 701.1)
    "AD129": card(Attach(Cards(types=FRIEND)), Static("lose-abilities", HOST)),
    # Draconequus Lamp: "When you flip a Chaotic card, your Friends involved in the faceoff
    # each get +1 power until the end of the faceoff." (514.2)
    "AD130": card(
        when_you_flip(
            Modify(Cards(YOU, FRIEND, where=INVOLVED), "power", 1, until="faceoff", each=True)
        )
    ),
    # Fashion Show: "At the end of your turn, if a player has a Friend with more Accessories on
    # it than any other Friend, that player gains [1]." (615.1; at most one player has it)
    "AD131": card(
        Triggered(
            Trigger("turn-end", YOU),
            (
                When(
                    Condition("most-attached", Cards(YOU, FRIEND), value="Accessory"),
                    (GainTokens(1),),
                ),
                When(
                    Condition("most-attached", Cards(OPPONENT, FRIEND), value="Accessory"),
                    (GainTokens(1, OPPONENT),),
                ),
            ),
        )
    ),
    # Fresh Pastries: "When an opponent pays their last action token, you may draw a card."
    # (a payment that leaves them none, 508.1: ``Trigger("paid-last")``; losing tokens is not
    # paying them)
    "AD132": card(Triggered(Trigger("paid-last", OPPONENT), (Draw(1, optional=True),))),
    # Growing Pains: "Play on a Problem." / "Troublemakers here have +2 power." (face-up ones)
    "AD133": card(
        Attach(Cards(types=PROBLEM)),
        Static("power", Cards(types=TROUBLEMAKER, where=HERE), 2),
    ),
    # Haunted Castle: "When you flip a Chaotic card, you may exhaust this card to frighten a
    # Friend." (504.1)
    "AD134": card(
        when_you_flip(
            IfYouDo(Act("exhaust", THIS, optional=True), (Act("frighten", Cards(types=FRIEND)),))
        )
    ),
    # Hazmat Suit: "Play on a Friend." / "When that Friend's Problem is solved, if that Friend
    # would be sent home, that Friend isn't sent home instead." Ruling: only that Friend stays;
    # this card, a Resource there, is dismissed as the Problem is replaced (613.2: "any
    # Resources there are dismissed"). A Problem replaced by an effect is not solved (613.1)
    "AD135": card(Attach(Cards(types=FRIEND)), Static("stays-when-solved", HOST)),
    # It's a Trap!: "Play on a Troublemaker." / "Players can't challenge that Troublemaker
    # unless they pay [2]." (paid as the challenge is made, 608.4, 508.1)
    "AD136": card(Attach(Cards(types=TROUBLEMAKER)), Static("challenge-cost", HOST, 2, who=ANY)),
    # Madame le Flour: see ``_also_friend``
    "AD137": _also_friend(Colour.WHITE),
    # Make Way for Breezies: "Play on a Problem." / "Your opponent can't play Friends with 3 or
    # more power to that Problem." (their printed power, in the hand)
    "AD138": card(
        Attach(Cards(types=PROBLEM)),
        Static("cant-play", Cards(types=FRIEND, min_power=3, zone=Zone.HAND), who=OPPONENT),
    ),
    # Megaphone: "When you flip a Chaotic card, unfrighten all your Friends." (504.3)
    "AD139": card(when_you_flip(Act("unfrighten", Cards(YOU, FRIEND, face_down=True), each=True))),
    # Mr. Turnip: see ``_also_friend``
    "AD140": _also_friend(Colour.PINK),
    # Portal to Tartarus: "When a card enters a discard pile, you may exhaust this card to
    # banish that card." (any player's, from anywhere: ``Trigger("entered-discard")``; 406)
    "AD141": card(
        Triggered(
            Trigger("entered-discard", ANY, condition=Condition("ready")),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Act("banish", THAT),)),),
        )
    ),
    # Repair Team: "If another one of your Resources would be dismissed, you may retire this
    # card instead." (710.1: the dismissal is not done)
    "AD142": card(Replacement("dismissed", Cards(YOU, RESOURCE, other=True), "retire")),
    # Rocky: see ``_also_friend``
    "AD143": _also_friend(Colour.YELLOW),
    # Sir Lintsalot: see ``_also_friend``
    "AD144": _also_friend(Colour.BLUE),
    # Smarty Pants: see ``_also_friend``
    "AD145": _also_friend(Colour.PURPLE),
    # Spotlight: "At the start of an opponent's Main Phase, you may exhaust this card and pay
    # [1] to choose a character. That character can't be moved until the end of the turn."
    # (while this card is ready: exhausted, it could not pay the cost, 508.1d)
    "AD146": card(
        Triggered(
            Trigger("phase-start", OPPONENT, value="Main", condition=Condition("ready")),
            (
                IfYouDo(
                    Pay(1),
                    (Act("exhaust", THIS), Modify(Cards(types=CHARACTER), "cant-move")),
                ),
            ),
        )
    ),
    # Stack of Suitcases: "When an opponent plays a card, put a Tip counter on this card." /
    # "At the start of the turn, remove all Tip counters from this card." / "Opponents must pay
    # +[1] to play cards for each Tip counter on this card." (519; 705.2b)
    "AD147": card(
        Triggered(Trigger("played", OPPONENT, value=ANY_CARD), (PutCounters("Tip"),)),
        at_start_of("Ready", RemoveCounters("Tip"), whose=ANY),
        Static("cost", Cards(zone=Zone.HAND), 1, value="play", who=OPPONENT, per_counter="Tip"),
    ),
    # Tea Set: "At the start of a faceoff, you may pay [1] and exhaust this card to have
    # players flip 1 fewer cards during that faceoff." (while ready: exhausted, it could not
    # pay the cost, 508.1d; ``FewerFlips``, 514.3a)
    "AD148": card(
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("ready")),
            (IfYouDo(Pay(1), (Act("exhaust", THIS), FewerFlips(1))),),
        )
    ),
    # Tempting Offer: "When you flip a Chaotic card, you may move an opposing character
    # involved in the faceoff." (home or a Problem: moved away, it is no longer involved)
    "AD149": card(
        when_you_flip(Move(Cards(OPPONENT, CHARACTER, where=INVOLVED), to="any", optional=True))
    ),
    # The Element of Surprise: "You must control Discord to play this card." / "At the start
    # of your turn, put a Chaos counter on this card." / "When you flip a non-Chaotic card,
    # you may remove a Chaos counter from this card to ignore that card and flip another
    # card." (515.4, 515.1)
    "AD150": card(
        Static(
            "play-requires",
            condition=Condition("count", Cards(YOU, CHARACTER, title="Discord")),
        ),
        at_start_of("Ready", PutCounters("Chaos"), whose=YOU),
        when_you_flip(
            IfYouDo(RemoveCounters("Chaos", n=1, optional=True), (Act("ignore", THAT), Flip(1))),
            chaotic=False,
        ),
    ),
    # --- AD151-AD154: Resources ---
    # The Scariest Cave in Equestria: "Rallying a frightened Friend costs +[1]." Any player's
    # rally (609.2e, 705.2b)
    "AD151": card(Static("cost", Cards(types=FRIEND, face_down=True), 1, value="rally", who=ANY)),
    # Tread Mill: "At the start of your turn, if an opponent has at least [3], gain [1]."
    # (errata 2016: "start"); the start of your turn is the start of your Ready Phase (601.2)
    "AD152": card(
        at_start_of(
            "Ready", When(Condition("tokens", n=3, value=OPPONENT), (GainTokens(1),)), whose=YOU
        )
    ),
    # Utterly Drained: "Play on an opponent's Mane Character." / "While that Mane Character
    # is boosted, it loses and can't have abilities." (701.1; 301.2: the Boosted side up)
    "AD153": card(
        Attach(Cards(OPPONENT, MANE)),
        Static("lose-abilities", HOST, condition=Condition("host-boosted")),
    ),
    # Whining: "When an opponent defeats a Troublemaker, they must pay +[2] to play the next
    # card they play this turn." (705.2b: a cost increase for that player's next card)
    "AD154": card(Triggered(Trigger("defeated", OPPONENT), (CostReduction(-2, who=ACTOR),))),
    # --- AD155-AD166: Troublemakers ---
    # Applejack, Liar: "When this card is uncovered, retire it and gain [1]."
    "AD155": card(Triggered(Trigger("uncovered", who=ANY), (Act("retire", THIS), GainTokens(1)))),
    # Babs Seed, Bigger Bully: "This card's power is equal to double the power of an opposing
    # character here with the highest power." (errata 2016: "an"); none here: 0 (its printed
    # power); read after every other power modifier, its own ones kept (711)
    "AD156": card(Static("power-double", THIS, per=Cards(OPPONENT, CHARACTER, where=HERE))),
    # Discord, Master of Chaos: "When this card is uncovered, each player retires a Friend."
    # Its controller first, then the other (801.1)
    "AD157": card(
        Triggered(Trigger("uncovered", who=ANY), each_player("retire", Cards(types=FRIEND)))
    ),
    # Fluttershy, Brute: "At the start of each player's Troublemaker Phase, that player retires
    # a Resource." (one of their own: "retire" is done by a card's controller, 410.2)
    "AD158": card(
        at_start_of("Troublemaker", Act("retire", Cards(TURN, RESOURCE), chooser=TURN), whose=ANY)
    ),
    # Lord Tirek: "At the start of a faceoff involving this card, dismiss a Friend with the
    # least power among Friends involved in the faceoff. If you do, put a +1 power counter on
    # this card." Any player's Friend; on a tie its controller chooses among them (507.1)
    "AD159": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff")),
            (
                IfYouDo(
                    Act("dismiss", Cards(types=FRIEND, where=INVOLVED, weakest=True)),
                    (Act("put-counter", THIS),),
                ),
            ),
        )
    ),
    # Pinkie Pie, Grump: "When a player draws a card, put a +1 power counter on this card."
    # Once for each card drawn (410.4b: each card of a multi-card draw is a draw)
    "AD160": card(Triggered(Trigger("drew", ANY), (Act("put-counter", THIS),))),
    # Plunderseed Vines: "When this Troublemaker is defeated, you may pay [1] to put another
    # Troublemaker from your hand into play here face-up." It looks back from the discard
    # pile (701.3); "here": the Problem it was defeated at (712.2), THERE. Put into play, not
    # played (706.1d): no cost, no "when played" abilities
    "AD161": card(
        Triggered(
            Trigger("this-defeated", ANY),
            (
                IfYouDo(
                    Pay(1),
                    (Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),),
                ),
            ),
        )
    ),
    # Rainbow Dash, Turncoat: "When this Troublemaker is uncovered, you may uncover a face-down
    # Troublemaker." / "Main Phase: Retire this card to challenge an opponent's Troublemaker."
    # The challenge is with all of your characters at that Troublemaker's Problem (514.2a)
    "AD162": card(
        Triggered(
            Trigger("uncovered", who=ANY),
            (Act("uncover", Cards(types=TROUBLEMAKER, face_down=True), optional=True),),
        ),
        Activated(MAIN, (RETIRE_THIS,), (Challenge(Cards(OPPONENT, TROUBLEMAKER)),)),
    ),
    # Rarity, Hoarder: "At the start of your Troublemaker Phase, you may draw a card."
    "AD163": card(at_start_of("Troublemaker", Draw(1, optional=True), whose=YOU)),
    # Spike, Excessive: "When this card is uncovered, an opponent may pay [2] to dismiss this
    # card. (Doing so does not defeat this Troublemaker.)" (514.5a: no points)
    "AD164": card(
        Triggered(
            Trigger("uncovered", who=ANY),
            (IfYouDo(Pay(2, who=OPPONENT), (Act("dismiss", THIS),)),),
        )
    ),
    # Suri Polomare: "When a challenger defeats this card, they draw a card." / "When a
    # challenger loses a faceoff involving this card, they discard a random card." A
    # challenger loses when this card's controller wins the Troublemaker faceoff (514.5b)
    "AD165": card(
        Triggered(Trigger("this-defeated", ANY), (Draw(1, ACTOR),)),
        Triggered(Trigger("won-faceoff", YOU, value="troublemaker"), (Discard(1, ACTOR_OPPONENT),)),
    ),
    # Twilight Sparkle, Drained: "Opposing characters at this card's Problem lose and can't
    # have colors." Applied after every colour grant (711.4): none of theirs counts for
    # requirements (611.3b: colourless power goes to wild and non-colour requirements)
    "AD166": card(Static("no-colours", Cards(OPPONENT, CHARACTER, where=HERE))),
    # --- AD167-AD190: Problems ---
    # Applebuck Season: "When this Problem is solved, each player with at least 1 Friend here
    # chooses a Friend here. If that Friend would be sent home, it isn't sent home instead."
    # Ruling: the triggered effect resolves once the Problem has been replaced (613.1, 613.2,
    # 511.7), its Friends sent home; read literally the text could never apply. The chosen
    # Friend (one of those here as it was solved, 712.2) stays at the Problem's area instead,
    # at the Problem that replaced it, with no move (506) and nothing paid
    "AD167": card(
        when_solved(
            Act("stay-there", Cards(YOU, FRIEND, where=SOLVED_HERE)),
            Act("stay-there", Cards(OPPONENT, FRIEND, where=SOLVED_HERE), chooser=OPPONENT),
        )
    ),
    # Babysitting Breezies: "Characters with 3 or more power can't contribute their power to
    # confronting this Problem." (611.3a; to faceoffs here they do, 514.4a)
    "AD168": card(Static("cant-contribute", Cards(types=CHARACTER, where=HERE, min_power=3))),
    # Balloon Party Gone Wrong!: "While an opponent's Mane Character is boosted, that opponent
    # needs +3 power to confront this Problem." (wild power, as Eccentric's; 611.3). The
    # Problem's owner is no "opponent": their own boosted Mane changes nothing
    "AD169": card(
        Static(
            "confront",
            amount=3,
            who=OPPONENT,
            condition=Condition("count", Cards(OPPONENT, MANE, boosted=True)),
        )
    ),
    # Beguiling Bauble: "While involved in a Problem faceoff, opposing boosted Mane Characters
    # here have -2 power." (a faceoff at this Problem involves the characters here, 514.2b)
    "AD170": card(
        Static(
            "power",
            Cards(OPPONENT, MANE, boosted=True, where=INVOLVED),
            -2,
            condition=Condition("faceoff-here", value="problem"),
        )
    ),
    # Desperately Seeking Spike: "When a player confronts this Problem, that player reveals the
    # top card of their deck. If it's a Friend, they put it into their hand. Otherwise, they
    # put it into their discard pile." (as CN177)
    "AD171": card(when_confronted(RevealTop(ACTOR, FRIEND), who=ANY)),
    # Dinner with Discord: "When this Problem enters play, each player with at least one
    # action token draws a card." The Problem's owner, then the other (801.1)
    "AD172": card(
        when_problem_played(
            When(Condition("tokens", n=1), (Draw(1),)),
            When(Condition("tokens", n=1, value=OPPONENT), (Draw(1, OPPONENT),)),
        )
    ),
    # Drained Dry: "Using the draw action during the Main Phase costs +[1]." Any player's
    # (609.2d, 705.2b)
    "AD173": card(Static("cost", Cards(), 1, value="draw", who=ANY)),
    # Everfree Rescue Mission: "When this Problem is solved, dismiss each Friend here." The
    # Friends that were here as it was solved, sent home since (712.2, ``SOLVED_HERE``): read
    # as the Friends at the Problem once it was replaced, the text could never do anything
    "AD174": card(when_solved(Act("dismiss", Cards(types=FRIEND, where=SOLVED_HERE), each=True))),
    # Fear Itself: "While there is a facedown Troublemaker here, players can't confront this
    # Problem." (505.2: a face-down card is still there; 611.3, 104.2)
    "AD175": card(
        Static(
            "cant-confront",
            who=ANY,
            condition=Condition("count", Cards(types=TROUBLEMAKER, where=HERE, face_down=True)),
        )
    ),
    # Fire When Ready: "When a character enters play here or is moved here, replace each
    # Problem." Every Problem in play, this one too (613.2)
    "AD176": card(
        Triggered(Trigger("enters-here", ANY), (ReplaceProblem(each=True),)),
        Triggered(
            Trigger("moved-here", ANY, about=Cards(types=CHARACTER)), (ReplaceProblem(each=True),)
        ),
    ),
    # Flooding at Sweet Apple Acres: "Players with 2 or more characters here can't move or
    # play characters to this Problem." Read from each player's side (513.5); moving as an
    # action or by their effects (506, 104.2)
    "AD177": card(
        Static(
            "cant-move-friends-here",
            who=YOU,
            value="characters",
            condition=Condition("count", Cards(YOU, CHARACTER, where=HERE), n=2),
            each_player=True,
        ),
        Static(
            "cant-play",
            Cards(types=CHARACTER, zone=Zone.HAND),
            who=YOU,
            condition=Condition("count", Cards(YOU, CHARACTER, where=HERE), n=2),
            each_player=True,
        ),
    ),
    # Freeing Discord: "When a player plays a Troublemaker here, that player may pay [2] to
    # uncover it." (as Canterlot Nights' CN186; 607.3)
    "AD178": card(
        Triggered(
            Trigger("played-here", who=ANY, value="Troublemaker"),
            (IfYouDo(Pay(2, who=ACTOR), (Act("uncover", THAT, chooser=ACTOR),)),),
        )
    ),
    # Friend or Foe?: "If a player would score points for defeating a Troublemaker here, they
    # score one fewer points instead." (514.5a, 710.1; never fewer than 0)
    "AD179": card(Static("defeat-points", amount=-1)),
    # Friendship Test: "When this Problem is solved, each player with a character here gains
    # [1]." "Here": the characters at the Problem as it was solved (``SOLVED_HERE``, 712.2)
    "AD180": card(
        when_solved(
            When(Condition("count", Cards(YOU, CHARACTER, where=SOLVED_HERE)), (GainTokens(1),)),
            When(
                Condition("count", Cards(OPPONENT, CHARACTER, where=SOLVED_HERE)),
                (GainTokens(1, OPPONENT),),
            ),
        )
    ),
    # Heavy Lifting: "No more than 2 of each players' characters can contribute their power to
    # confronting this Problem." Met if some 2 of them meet the requirements (611.3a)
    "AD181": card(Static("contribute-limit", amount=2)),
    # High Speed Chase: "When this card enters play, each player may move one of their
    # characters to this Problem." The Problem's owner first, then the other (801.1); moved by
    # an effect: no cost (609.2b is the action's)
    "AD182": card(
        when_problem_played(
            Move(Cards(YOU, CHARACTER), "here", optional=True),
            Move(Cards(OPPONENT, CHARACTER), "here", chooser=OPPONENT, optional=True),
        )
    ),
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
    # Plunderseeds in Ponyville: "When this card enters play, dismiss all Friends with 2 or
    # less power." Face-down (frightened) Friends have no power (505.1b): not "2 or less"
    "AD184": card(when_problem_played(Act("dismiss", Cards(types=FRIEND, max_power=2), each=True))),
    # Protect and Serve: "Players must pay +[1] to play a Troublemaker here." (609.2c, 705.2b)
    "AD185": card(Static("play-cost", amount=1, who=ANY, value="Troublemaker")),
    # Reforming a Draconequus: "Troublemakers don't prevent players from confronting this
    # Problem." (611.3e does not apply here; Epic ones neither)
    "AD186": card(Static("ignore-troublemakers")),
    # Restoring Friendships: "At the start of a Problem faceoff here, each player may pay [1]
    # to ready a character here." The Problem's owner first, then the other (801.1)
    "AD187": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("faceoff", value="problem")),
            (
                IfYouDo(Pay(1), (Act("ready", Cards(YOU, CHARACTER, where=HERE)),)),
                IfYouDo(
                    Pay(1, OPPONENT),
                    (Act("ready", Cards(OPPONENT, CHARACTER, where=HERE), chooser=OPPONENT),),
                ),
            ),
        )
    ),
    # Slippery Slopes: "When a player confronts this Problem, that player moves one of their
    # characters here home." (611.4; moved by an effect, 506)
    "AD188": card(
        when_confronted(Move(Cards(ACTOR, CHARACTER, where=HERE), "home", chooser=ACTOR), who=ANY)
    ),
    # Tracking Tirek: "At the start of a Problem faceoff here, the player with the most power
    # here puts one of their Friends here on top of its owner's deck." More power than every
    # other player (507.2); none on a tie
    "AD189": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("faceoff", value="problem")),
            (
                When(
                    Condition("most-power-here"),
                    (Act("to-deck-top", Cards(YOU, FRIEND, where=HERE)),),
                ),
                When(
                    Condition("most-power-here", value=OPPONENT),
                    (Act("to-deck-top", Cards(OPPONENT, FRIEND, where=HERE), chooser=OPPONENT),),
                ),
            ),
        )
    ),
    # Traitor!: "Troublemakers here have +2 power." (face-up ones: a face-down card has no
    # power, 505.1b)
    "AD190": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), 2)),
    # Un-Unicorned: "Characters here lose and can't gain abilities." (a Problem's ability;
    # ``Static("lose-abilities")``)
    "AD191": card(Static("lose-abilities", Cards(types=CHARACTER, where=HERE))),
    # Discord, Give or Take: "When one of your Friends enters play, you may look at the top
    # card of your deck. If those cards have the same printed power, you may reveal that card
    # to turn this card over." (507.4: printed powers) / Boosted: "At the start of the Score
    # Phase, you may pay [2] to give another character here +3 or -3 power until the end of
    # the turn." "Here": his area, his home too (501.4)
    "AD192": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, FRIEND)),
            (
                IfYouDo(
                    Act("look-at", DECK_TOP, optional=True),
                    (
                        When(
                            Condition("same-printed-power"),
                            (Act("reveal", DECK_TOP, optional=True),),
                        ),
                        Act("turn-over", THIS),
                    ),
                ),
            ),
        ),
        boosted=(
            at_start_of(
                "Score",
                IfYouDo(
                    Pay(2),
                    (
                        Choose(Cards(types=CHARACTER, where=HERE_OR_HOME, other=True)),
                        choose_one(("+3", (power(CHOSEN, 3),)), ("-3", (power(CHOSEN, -3),))),
                    ),
                ),
                whose=ANY,
            ),
        ),
    ),
    # Queen Chrysalis, Commanding Queen: "Main Phase: Pay [3] to gain control of an opposing
    # Friend and turn this card over." No duration: the control does not end (513.2); a
    # Friend at a home goes to her home (Crystal Games rulebook, Control). Her Boosted side
    # has no text.
    "AD193": card(
        Activated(
            MAIN,
            (pay(3),),
            (gain_control_of(Cards(OPPONENT, FRIEND), "permanent"), Act("turn-over", THIS)),
        )
    ),
    # Rainbow Dash, Sonic Rainboom: "When this card enters play, put 3 Momentum counters on
    # it." / "While involved in a faceoff, this card has +2 power for each Momentum counter on
    # it." / "At the end of your turn, remove a Momentum counter from this card." / "When you
    # remove the last Momentum counter from this card, retire this card." Only the third
    # ability removes them: the last one removed, it is retired (519.3)
    "AD194": card(
        on_enter(PutCounters("Momentum", 3)),
        Static("power", THIS, 2, value="counter:Momentum", condition=Condition("in-faceoff")),
        Triggered(
            Trigger("turn-end", YOU),
            (
                IfYouDo(
                    RemoveCounters("Momentum", n=1),
                    (When(Condition("no-counters", value="Momentum"), (Act("retire", THIS),)),),
                ),
            ),
        ),
    ),
    # Applejack, Lasso Champion: "When this card enters play, you may exhaust an opposing
    # character. While this card remains in play, that character does not ready during the
    # Ready Phase." (603.1; a lasting modifier that ends as this card leaves play, 410.6)
    "AD195": card(
        on_enter(
            IfYouDo(
                Act("exhaust", Cards(OPPONENT, CHARACTER), optional=True),
                (Modify(CHOSEN, "no-ready", until="while-in-play"),),
            )
        )
    ),
    # Iron Will, Attack the Day: "Opposing Friends here lose and can't have abilities."
    # Ruling: two opposing Iron Wills at one Problem: the one that entered play first (711.3)
    # takes the other's abilities, so the later one takes none
    "AD196": card(Static("lose-abilities", OPPOSING_FRIEND_HERE)),
    # Discord, Spirit of Chaos: "Chaos: When this card is flipped, you may put it into play."
    # / "This card has -3 power." Put into play with no place named: at its owner's home
    # (706.1d; ``Act("put-into-play")``); it leaves the flip zone, so it adds no power to the
    # faceoff (514.4a counts flipped cards)
    "AD197": card(chaos(Act("put-into-play", THIS, optional=True)), Static("power", THIS, -3)),
    # Sunset Shimmer, Clever Girl: "When an opponent plays a card, you may discard a card that
    # shares a type with that card to gain [1]." A card in play, a face-down Troublemaker
    # (its type is known, 306.1) or an Event (its own occurrence, 304.2): one ability, three
    # triggers, only one of which a card's play meets
    "AD198": card(
        Triggered(Trigger("played", OPPONENT, about=Cards()), _SHIMMER),
        Triggered(
            Trigger("played", OPPONENT, about=Cards(types=TROUBLEMAKER, face_down=True)),
            _SHIMMER,
        ),
        Triggered(Trigger("event-played", OPPONENT), _SHIMMER),
    ),
    # Trenderhoof, Trailblazer: "Cards in play have Unique." (516.3: a player can't control two
    # face-up cards with the same name while it is in play)
    "AD199": card(Static("all-unique")),
    # Fluttershy, Hide and Squeak: "At the start of the turn, you may retire this card to skip
    # the next Troublemaker Phase." Any player's turn (601.2); the next one, in any turn
    "AD200": card(
        at_start_of(
            "Ready",
            IfYouDo(Act("retire", THIS, optional=True), (SkipPhase("Troublemaker"),)),
            whose=ANY,
        )
    ),
    # King Sombra, Slave Driver: "At the end of your turn, retire another one of your Friends.
    # If you do, put a +1 power counter on this card." (615.1, 519.4)
    "AD201": card(
        Triggered(
            Trigger("turn-end", YOU),
            (IfYouDo(Act("retire", Cards(YOU, FRIEND, other=True)), (Act("put-counter", THIS),)),),
        )
    ),
    # Queen Chrysalis, Identity Theft: choosing a Friend as it enters (706.1a), then having
    # that Friend's printed abilities (701.1)
    "AD202": card(
        AsEntersPlay("choose-card", of=Cards(types=FRIEND, not_trait="Unique")),
        Static("chosen-abilities"),
    ),
    # Chaos Capital of the World: "Chaos: When this card is flipped, turn each Mane Character
    # over." (errata 2016: "When this card is flipped") / "Main Phase: Turn each character
    # over." A Mane Character turns to its other side (301.2); a Friend turned over is turned
    # face-down, frightened (504.1), or face-up, unfrightened (504.3): the reading of FF102,
    # whose "turn each character ... over" names the same act
    "AD203": card(
        chaos(Act("turn-over", Cards(types=MANE), each=True)),
        Play(MAIN, (TurnOverEach(troublemakers=False),)),
    ),
    # The Element of Laughter, Tons of Fun: "You must control Pinkie Pie to play this card." /
    # "At the start of your turn, put a Harmony counter on this card." / "Main Phase: Remove a
    # Harmony counter from this card to look at the top 2 cards of a Problem deck and put them
    # back in any order." (as CN201, CN202): the player chooses whose Problem deck (705.2f)
    "AD204": card(
        must_control("Pinkie Pie"),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),
        Activated(
            MAIN,
            (remove_counters(1, "Harmony"),),
            (
                choose_one(
                    ("your Problem deck", (LookAtTop(2, YOU, problem_deck=True),)),
                    ("an opponent's Problem deck", (LookAtTop(2, OPPONENT, problem_deck=True),)),
                ),
            ),
        ),
    ),
    # The Element of Loyalty, Big Adventure: "You must control Rainbow Dash to play this card."
    # / "At the start of your turn, put a Harmony counter on this card." / "Main Phase
    # Reaction: After one of your Friends is moved to or enters play at a Problem, you may
    # remove a Harmony counter from this card to move one of your other characters to that
    # Problem." Moved by any player; entering play: played or put into play (706.1d); THERE
    # is that Problem, THAT the Friend ("other": not it)
    "AD205": card(
        must_control("Rainbow Dash"),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),
        Activated(
            "Main Phase Reaction",
            (remove_counters(1, "Harmony"),),
            (Move(Cards(YOU, CHARACTER, not_that=True), "there"),),
            react=(
                Trigger("moved", ANY, to_problem=True, about=Cards(YOU, FRIEND)),
                Trigger("played", YOU, to_problem=True, about=Cards(YOU, FRIEND)),
                Trigger("put-into-play", ANY, to_problem=True, about=Cards(YOU, FRIEND)),
            ),
        ),
    ),
    # Discord, Utter Pandemonium: "At the start of each player's Troublemaker Phase, that
    # player banishes the top card of their deck. While that card remains banished, it has no
    # color requirement and the player who defeats this Troublemaker may play that card as
    # though it were in that player's hand." Rulings: "that card" is each card banished this
    # way (by this card as the same card in play, 410.6, as EO60), any player's; the
    # permission begins as this card is defeated (514.5a) and lasts while each card remains
    # banished (410.6), whatever becomes of this card; a card played that way enters play
    # under its player's control (706.1d, 513.1), an Event goes to its owner's discard pile
    # (304.2). A face-down Troublemaker has no abilities (505.1a): it banishes nothing
    "AD206": card(
        at_start_of(
            "Troublemaker",
            Mill(1, TURN, banish=True),
            Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent"),
            whose=ANY,
        ),
        Triggered(
            Trigger("this-defeated", ANY),
            (
                Act(
                    PLAYABLE_BANISHED_ANY_COLOUR,
                    Cards(zone=Zone.BANISHED, banished_this_way=True),
                    chooser=ACTOR,
                    each=True,
                ),
            ),
        ),
    ),
}
