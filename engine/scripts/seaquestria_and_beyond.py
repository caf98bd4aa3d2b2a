"""Seaquestria and Beyond (SB) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).

The set's Mane Characters print one side with text: "Main Phase: Pay [2] to ... and turn this
card over." (their Boosted sides have keywords only). Its "[colour] Pony" Friends read "if you
have another [colour] character" as an intervening "if" (704.2: checked as the ability
triggers and as it resolves), another than this card.
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ANY,
    ANY_NUMBER,
    BLUE,
    CHARACTER,
    CHOSEN,
    COUNTERS_OF_CARD,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HOME,
    MAIN,
    OPPONENT,
    ORANGE,
    PINK,
    PROBLEM,
    PURPLE,
    RANDOM_PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THIS,
    TROUBLEMAKER,
    TURN,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    ConfrontArea,
    CopyEffect,
    CostReduction,
    Discard,
    Draw,
    GainTokens,
    IfYouDo,
    Manual,
    Modify,
    Move,
    Pay,
    ReplaceProblem,
    RevealTop,
    Score,
    Shuffle,
    Static,
    Trigger,
    Triggered,
    at_start_of,
    card,
    chaos,
    friend_tokens,
    manual,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    when_moved,
    when_replaced,
    when_wins_faceoff,
)
from engine.state import POWER_COUNTER, Zone

TURN_OVER = Act("turn-over", THIS)
START_OF_YOUR_TURN = "Ready"  # "at the start of your turn": as its Ready Phase starts (601.3)
AT_END_OF_YOUR_TURN = Trigger("turn-end", YOU)  # 615.1: in the End of Turn step
OPPOSING_CHARACTER = Cards(OPPONENT, CHARACTER)
SEASHELL = "Seashell"


def another(colour: Colour) -> Condition:
    """ "If you have another [colour] character" (704.2): other than this card."""
    return Condition("count", Cards(YOU, CHARACTER, colour=colour, other=True))


def put_self_into_play() -> Triggered:
    """ "Chaos: When this card is flipped, you may put it into play." (glossary: Chaos): from
    the flip zone to its owner's home, not played (706.1d: its "enters play" abilities
    trigger); it is no longer flipped, so its power no longer counts in the faceoff (514.4a)."""
    return chaos(Act("put-into-play", THIS, optional=True))


SCRIPTS: dict[str, CardScript] = {
    # Captain Celaeno, Swashbuckler: "Main Phase: Pay [2] to score 2 points and turn this card
    # over."
    "SB1": card(Activated(MAIN, (pay(2),), (Score(2), TURN_OVER))),
    # Grubber, Royal Announcer: "Main Phase: Pay [2] to exhaust each opposing character and
    # turn this card over. Characters exhausted this way do not ready during their
    # controller's next Ready Phase." (603.1) Not a character that was already exhausted
    # (503.2a). The no-ready modifier lasts until this player's next turn begins, so through
    # the opponent's next turn and its Ready Phase ("your-next-turn"); a Main Phase ability is
    # only activated in its controller's own turn
    "SB2": card(
        Activated(
            MAIN,
            (pay(2),),
            (
                Act("exhaust", OPPOSING_CHARACTER, each=True, chosen_done=True),
                Modify(CHOSEN, "no-ready", until="your-next-turn"),
                TURN_OVER,
            ),
        )
    ),
    # Princess Skystar, Out of Her Shell: "Main Phase: Pay [2] to put two 2 [Laughter]
    # Seashell Friend tokens into play and turn this card over." (521.1: at your home)
    "SB3": card(Activated(MAIN, (pay(2),), (friend_tokens(2, 2, PINK, SEASHELL), TURN_OVER))),
    "SB4": manual(reason="no putting a Troublemaker found by a search into play face-up (mt2)"),
    # Capper Dapperpaws, Charmer: "Main Phase: Pay [2] to reveal the top five cards of your
    # deck, put a card from your discard pile into your hand for each card with even power
    # revealed this way, then shuffle your deck and turn this card over." Printed power
    # (507.4; 0 is even); the revealed cards stay in the deck, which is then shuffled. The
    # cards are taken one at a time: the engine lets the player stop early, which they have
    # no reason to do
    "SB5": card(
        Activated(
            MAIN,
            (pay(2),),
            (
                RevealTop(n=5, rest="stay"),
                Act("to-hand", Cards(YOU, zone=Zone.DISCARD), count="chosen-even"),
                Shuffle(),
                TURN_OVER,
            ),
        )
    ),
    # Queen Novo, Sea Sovereign: "Main Phase: Pay [2] to move any number of your characters at
    # home and turn this card over." Each one to a Problem of the player's choice (506.1)
    "SB6": card(
        Activated(
            MAIN,
            (pay(2),),
            (Move(Cards(YOU, CHARACTER, where=HOME), "a-problem", up_to=ANY_NUMBER), TURN_OVER),
        )
    ),
    # Bulk Biceps, YEAH!: "When this or another one of your Pegasus Friends enters play, that
    # Friend gets +1 power until the end of the turn." (706.1d: played or put into play)
    "SB7": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, FRIEND, trait="Pegasus")),
            (power(THAT, 1),),
        )
    ),
    # Captain Celaeno, Corsair Captain: "Your other Pirates have Competitive 2." / "You may pay
    # [1] less for the activated abilities of Pirate Ship." A cost modifier of "pay [n]"
    # costs (703.1d, 705.2b) of cards named Pirate Ship; paying less is always taken
    "SB8": card(
        Static("keyword", Cards(YOU, trait="Pirate", other=True), value="Competitive 2"),
        Static("cost", Cards(title="Pirate Ship"), -1, value="activate", who=YOU),
    ),
    # Caramel Apple, Enter the Fray: "Chaos: When this card is flipped, you may put it into
    # play." / "When this card enters play, it gets +2 power until the end of the turn."
    "SB9": card(put_self_into_play(), on_enter(power(THIS, 2))),
    # Pirate Crew, Air Privateers: "Your other characters have Swift."
    "SB10": card(Static("keyword", Cards(YOU, CHARACTER, other=True), value="Swift")),
    # Rainbow Dash, Loyal Pony: "When this card enters play, if you have another [Loyalty]
    # character, you may move one of your characters." (home or a Problem, 506.1)
    "SB11": card(
        on_enter(Move(Cards(YOU, CHARACTER), "any", optional=True), condition=another(BLUE))
    ),
    # Rainbow Dash, Pony Pirate: "When you move this card, you may frighten a Friend."
    "SB13": card(when_moved(Act("frighten", Cards(types=FRIEND), optional=True), to_problem=False)),
    # Squabble, Well Spoken: "When you move another character, you may exhaust one of your
    # characters to move this card." (this card too may be the one exhausted: "one of your
    # characters"; it moves home or to a Problem, 506.1)
    "SB16": card(
        Triggered(
            Trigger("moved", YOU, about=Cards(types=CHARACTER, other=True)),
            (
                IfYouDo(
                    Act("exhaust", Cards(YOU, CHARACTER, exhausted=False), optional=True),
                    (Move(THIS, "any"),),
                ),
            ),
        )
    ),
    # Applejack, Honest Pony: "When this card enters play, if you have another [Honesty]
    # character, you may exhaust an opposing character."
    "SB17": card(
        on_enter(Act("exhaust", OPPOSING_CHARACTER, optional=True), condition=another(ORANGE))
    ),
    # Big Mac, Big Eater: "At the end of your turn, you may dismiss a Resource. If you do, put
    # a +1 power counter on this card." (any player's Resource, 410.1)
    "SB19": card(
        Triggered(
            AT_END_OF_YOUR_TURN,
            (
                IfYouDo(
                    Act("dismiss", Cards(types=RESOURCE), optional=True),
                    (Act("put-counter", THIS),),
                ),
            ),
        )
    ),
    # Boyle, Power Up: "This card enters play with a number of +1 power counters on it equal
    # to the number of +1 power counters on another one of your characters." Its controller
    # chooses that character as it enters (706.1a), among their other characters in play
    "SB20": card(AsEntersPlay(COUNTERS_OF_CARD, of=Cards(YOU, CHARACTER, other=True))),
    # Delivery Crew, Priority Mail: "At the end of your turn, you may put a +1 power counter on
    # one of your Friends."
    "SB21": card(
        Triggered(AT_END_OF_YOUR_TURN, (Act("put-counter", Cards(YOU, FRIEND), optional=True),))
    ),
    # Grubber, Baked Bads: "When this card enters play, you may exhaust an opposing
    # character." / "At the start of your turn, you may exhaust an opposing character."
    "SB22": card(
        on_enter(Act("exhaust", OPPOSING_CHARACTER, optional=True)),
        at_start_of(
            START_OF_YOUR_TURN, Act("exhaust", OPPOSING_CHARACTER, optional=True), whose=YOU
        ),
    ),
    # Rescue Party, The Power of Friendship: "This card can't be frightened." / "Flip an
    # additional card during faceoffs involving this card." (104.2, 514.3a)
    "SB25": card(Static("cant-frighten", THIS), Static("flip", amount=1)),
    "SB27": manual(reason="needs a replacement of a move (710; the EO160 family, eo4)"),
    # Cheese Sandwich, Bringing the Party: "This card has +1 power for each of your other
    # Earth Pony characters." / "At the start of your turn, you may pay [1] to put a 1
    # [Laughter] Earth Pony Friend token into play."
    "SB28": card(
        Static("power", THIS, 1, per=Cards(YOU, CHARACTER, trait="Earth Pony", other=True)),
        at_start_of(
            START_OF_YOUR_TURN,
            IfYouDo(Pay(1), (friend_tokens(1, 1, PINK, "Earth Pony"),)),
            whose=YOU,
        ),
    ),
    # DJ Pon-3, Feel the Beat: "When you move a Friend, you may pay [1] less for your next
    # Friend this turn, to a minimum of [1]." Any Friend you move, yours or an opponent's
    # (506.1c); paying less is always taken (705.2b)
    "SB29": card(
        Triggered(
            Trigger("moved", YOU, about=Cards(types=FRIEND)),
            (CostReduction(1, FRIEND, minimum=1),),
        )
    ),
    # Party Mare, Living it Up: "At the start of your turn, move this card to a random
    # Problem." Ruling: the Problem is chosen at random among those it can be moved to
    # (506.2: not the one it is at; 705.2f: an instruction is done as far as possible)
    "SB31": card(at_start_of(START_OF_YOUR_TURN, Move(THIS, RANDOM_PROBLEM), whose=YOU)),
    # Pinkie Pie, Joyous Pony: "When this card enters play, if you have another [Laughter]
    # character, you may draw a card."
    "SB32": card(on_enter(Draw(1, optional=True), condition=another(PINK))),
    # Pinkie Pie & Twilight Sparkle, Bait and Switch: "When this card enters play, you may
    # replace a Problem." (613.2, any player's)
    "SB34": card(
        on_enter(Choose(Cards(types=PROBLEM), optional=True), ReplaceProblem(chosen=True))
    ),
    # Princess Skystar, Friend to the End: "When this card enters play, you may dismiss an
    # opposing Friend."
    "SB36": card(on_enter(Act("dismiss", Cards(OPPONENT, FRIEND), optional=True))),
    # Princess Skystar, Making a Splash: "When this card enters play, you may put a 2
    # [Laughter] Seashell Friend token into play."
    "SB37": card(on_enter(friend_tokens(1, 2, PINK, SEASHELL, optional=True))),
    "SB38": manual(reason="no guessing the outcome of a random selection"),
    # Captain Celaeno, By the Book: "Troublemakers played here enter play face-up." (609.2c)
    "SB39": card(Static("troublemakers-face-up")),
    # Princess Twilight Sparkle, Magical Pony: "When this card enters play, if you have another
    # [Magic] character, you may move an opposing character." (to its controller's home or a
    # Problem, 506.1)
    "SB41": card(
        on_enter(Move(OPPOSING_CHARACTER, "any", optional=True), condition=another(PURPLE))
    ),
    # Spike, Festival Assistant: "When you move this card, you may move an opposing
    # character."
    "SB43": card(when_moved(Move(OPPOSING_CHARACTER, "any", optional=True), to_problem=False)),
    # Spike, Puffer Up: "Opposing characters here have -1 power during faceoffs." / "Main
    # Phase: Exhaust this card to move an opposing character at this card's Problem." (to
    # its controller's home or another Problem, 506.1)
    "SB44": card(
        Static("power", Cards(OPPONENT, CHARACTER, where=HERE), -1, condition=Condition("faceoff")),
        Activated(MAIN, (EXHAUST_THIS,), (Move(Cards(OPPONENT, CHARACTER, where=HERE), "any"),)),
    ),
    # Starlight Glimmer, Magic Instructor: "When you play an Event, you may exhaust this card
    # and a number of your other Unicorn Friends equal to that Event's cost to copy its
    # effects." All of them or none (508.1d): offered while this card is ready and enough
    # other ready Unicorn Friends are in play; the Event's printed cost (204.1); the copy is
    # processed anew by this card's controller (520.1)
    "SB45": card(
        Triggered(
            Trigger("event-played", YOU),
            (
                IfYouDo(
                    Act(
                        "exhaust",
                        Cards(YOU, FRIEND, trait="Unicorn", other=True, exhausted=False),
                        optional=True,
                        count="that-cost",
                        exactly=True,
                        condition=Condition("ready"),
                    ),
                    (Act("exhaust", THIS), CopyEffect(THAT)),
                ),
            ),
        )
    ),
    # Storm King, Conniver: "When you move a character, you may exhaust this card to gain
    # [1]. If you moved an opposing character, you may exhaust this card to gain [2]
    # instead." Written as one trigger for each kind of character moved (the second is the
    # "instead" of the first, 710.1): either way one question, one exhaust
    "SB46": card(
        Triggered(
            Trigger("moved", YOU, about=Cards(YOU, CHARACTER)),
            (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),)),),
        ),
        Triggered(
            Trigger("moved", YOU, about=OPPOSING_CHARACTER),
            (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(2),)),),
        ),
    ),
    # Trixie Lulamoon, Sleight of Hoof: "When you play an Event, one of your characters or
    # Troublemakers gets +2 power until the end of the turn." (a face-up Troublemaker, 505.2)
    "SB47": card(
        Triggered(
            Trigger("event-played", YOU),
            (power(Cards(YOU, (*CHARACTER, *TROUBLEMAKER)), 2),),
        )
    ),
    # Capper Dapperpaws, On the Other Paw: "Opponents can't move characters during the Score
    # Phase." (104.2: as an action or by an effect, 506)
    "SB49": card(
        Static(
            "cant-move",
            Cards(types=CHARACTER),
            who=OPPONENT,
            condition=Condition("phase", value="Score"),
        )
    ),
    # Capper Dapperpaws, Smooth Talker: "This card's power is doubled for each Troublemaker
    # here." Ruling: the doubling is read after every other power modifier (as AD156's
    # "double"), counters included: 2 Troublemakers make 4 times its power (507.1); a
    # face-down Troublemaker is not a Troublemaker here (505.2)
    "SB50": card(Static("power-doubled", THIS, per=Cards(types=TROUBLEMAKER, where=HERE))),
    # Photo Finish, Snapshot: "At the end of each opponent's turn, if that opponent did not
    # move any characters this turn, you may retire this card to banish an opposing Friend."
    # (moves by that player as actions or by effects, 506.1c; 704.2: checked as it triggers
    # and resolves)
    "SB51": card(
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("moved-this-turn", n=0, value=TURN)),
            (
                IfYouDo(
                    Act("retire", THIS, optional=True), (Act("banish", Cards(OPPONENT, FRIEND)),)
                ),
            ),
        )
    ),
    # Princess Cadance, Royal Envoy: "Main Phase: Exhaust this card and remove two +1 power
    # counters from it to put a card from your discard pile into your hand." (519.3)
    "SB52": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, remove_counters(2, POWER_COUNTER)),
            (Act("to-hand", Cards(YOU, zone=Zone.DISCARD)),),
        )
    ),
    # Queen Novo, Under the Sea: "When you play a Seapony, you need -2 power to confront this
    # card's Problem until the end of the turn." / "Your Seaponies have Showy 1." (a card of
    # any type with the Seapony trait; the Problem is where this card is as it resolves)
    "SB53": card(
        Triggered(
            Trigger("played", YOU, about=Cards(YOU, trait="Seapony")),
            (ConfrontArea(YOU, -2, where=HERE),),
        ),
        Static("keyword", Cards(YOU, trait="Seapony"), value="Showy 1"),
    ),
    # Rarity, Generous Pony: "When this card enters play, if you have another [Generosity]
    # character, you may give a character +2 power until the end of the turn."
    "SB54": card(
        on_enter(
            IfYouDo(Choose(Cards(types=CHARACTER), optional=True), (power(CHOSEN, 2),)),
            condition=another(WHITE),
        )
    ),
    # Brian, One Swell Guy: "Chaos: When this card is flipped, you may put it into play." /
    # "If another one of your Friends would be dismissed, banished, or moved, you may retire
    # this card instead." / "Main Phase: Retire this card to dismiss an opposing Resource."
    # The replacement is the judge's
    "SB56": card(
        put_self_into_play(),
        Manual(1, reason="no replacement of a banishing, nor of a move (710; EO160's, eo4)"),
        Activated(MAIN, (RETIRE_THIS,), (Act("dismiss", Cards(OPPONENT, RESOURCE)),)),
    ),
    # Canterlot Citizens, Pony Populace: "At the start of your Score Phase, you may exhaust
    # this card to contribute its power to confronting a Problem." / "This card does not
    # count against your home limit." (616.3) Any Problem, chosen as it resolves; its power
    # counts for its controller confronting that Problem this phase (611.3a) from wherever
    # it is, though exhausted
    "SB57": card(
        at_start_of(
            "Score",
            IfYouDo(
                Act("exhaust", THIS, optional=True),
                (
                    Choose(Cards(types=PROBLEM), there=True),
                    ConfrontArea(YOU, contributes=True, until="phase"),
                ),
            ),
            whose=YOU,
        ),
        Static("home-limit-exempt", THIS),
    ),
    # Canterlot Shopkeep, Traveling Salesmare: "When you move this card, you may put a +1 power
    # counter on a Friend with 2 or less power."
    "SB58": card(
        when_moved(
            Act("put-counter", Cards(types=FRIEND, max_power=2), optional=True), to_problem=False
        )
    ),
    # Fluttershy, Kind Pony: "When this card enters play, if you have another [Kindness]
    # character, you may put an opposing Friend with 2 or less power into its owner's hand."
    "SB59": card(
        on_enter(
            Act("to-hand", Cards(OPPONENT, FRIEND, max_power=2), optional=True),
            condition=another(YELLOW),
        )
    ),
    # Gummy, Lap Gator: "When you move a character, you may put this card from your hand into
    # play." (701.3: it functions in the hand; at its owner's home, not played, 706.1d)
    "SB61": card(
        Triggered(
            Trigger("moved", YOU, about=Cards(types=CHARACTER), in_hand=True),
            (Act("put-into-play", THIS, optional=True),),
        )
    ),
    # Jonagold, Delightful: "When this card enters play, your characters get +1 power until the
    # end of the turn." (those in play as it resolves, 708.2)
    "SB62": card(on_enter(Modify(Cards(YOU, CHARACTER), "power", 1, each=True))),
    # Princess Celestia, Day Shift: "When a Problem enters play, you may move one of your
    # characters at home to that Problem." (any player's, as it enters play, 613.2)
    "SB64": card(
        Triggered(
            Trigger("problem-played", ANY, about=Cards(types=PROBLEM)),
            (Move(Cards(YOU, CHARACTER, where=HOME), "there", optional=True),),
        )
    ),
    # Seaquestria Citizens, Fit and Finny: "While this card is at home, it has Swift."
    "SB65": card(Static("keyword", THIS, value="Swift", condition=Condition("at-home"))),
    # Applejack, Pony Pirate: "When this card enters play, you may challenge an opposing
    # Troublemaker with it." (608.4: only this card is involved, 514.2a.i) / "Flip an
    # additional card during faceoffs involving this card." (514.3a)
    "SB66": card(
        on_enter(
            IfYouDo(
                Choose(Cards(OPPONENT, TROUBLEMAKER), optional=True), (Challenge(CHOSEN, THIS),)
            )
        ),
        Static("flip", amount=1),
    ),
    # First Mate Mullet, Arrr You Ready?: "Immediate: Pay [1] and exhaust this card to move
    # one of your characters." / "When another one of your Pirate Friends enters play, you
    # may ready this card."
    "SB67": card(
        Activated("Immediate", (pay(1), EXHAUST_THIS), (Move(Cards(YOU, CHARACTER), "any"),)),
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, FRIEND, trait="Pirate", other=True)),
            (Act("ready", THIS, optional=True),),
        ),
    ),
    # Pinkie Pie, Pony Pirate: "When this card enters play, you may draw a card." / "When you
    # win a faceoff involving this card, you may draw a card and discard a card."
    "SB68": card(
        on_enter(Draw(1, optional=True)),
        when_wins_faceoff(IfYouDo(Draw(1, optional=True), (Discard(1, YOU, random=False),))),
    ),
    # Rainbow Dash & Pinkie Pie, Wild Wonders: "Chaos: When this card is flipped, move a
    # character to a random Problem." / "Swift" / "When this card enters play, you may move
    # up to 3 characters to random Problems." The player chooses the characters, each goes to
    # a Problem chosen at random among those it can be moved to (506.2; as SB31)
    "SB69": card(
        chaos(Move(Cards(types=CHARACTER), RANDOM_PROBLEM)),
        on_enter(Move(Cards(types=CHARACTER), RANDOM_PROBLEM, up_to=3, optional=True)),
    ),
    # Princess Twilight Sparkle, Pony Pirate: "When you play this card, you may frighten each
    # other Friend here." (one question for all, 712.3)
    "SB70": card(
        on_play(
            Act("frighten", Cards(types=FRIEND, where=HERE, other=True), each=True, optional=True)
        )
    ),
    # Twilight Sparkle & Spike, Ultimate Organizers: "Immediate: Pay [2] and exhaust this card
    # to move one of your characters and one of an opponent's characters."
    "SB71": card(
        Activated(
            "Immediate",
            (pay(2), EXHAUST_THIS),
            (Move(Cards(YOU, CHARACTER), "any"), Move(OPPOSING_CHARACTER, "any")),
        )
    ),
    # Parish Nandermane, Trumpeter: "Opponents pay +[1] to play cards during faceoffs involving
    # this card." (705.2b)
    "SB72": card(
        Static(
            "cost",
            Cards(zone=Zone.HAND),
            1,
            value="play",
            who=OPPONENT,
            condition=Condition("in-faceoff"),
        )
    ),
    # Friendship Festival Setup (a Dilemma, 522.1): "When this Problem is replaced, put five
    # 1 [Laughter] Earth Pony Friend tokens into play." At its controller's home (521.1),
    # after the replacing, so they are not sent home or dismissed with it (613.2)
    "SB111": card(when_replaced(friend_tokens(5, 1, PINK, "Earth Pony"))),
}
