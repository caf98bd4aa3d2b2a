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
    AMONG_CHOSEN,
    ANY,
    ANY_NUMBER,
    BLUE,
    CHARACTER,
    CHOSEN,
    COUNTERS_OF_CARD,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    GUESSED_RANDOM,
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
    PLAY_SELF,
    PROBLEM,
    PURPLE,
    RANDOM_PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    TURN,
    TURN_OVER,
    WHILE_CHOSEN_IN_PLAY,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    Attach,
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
    FaceoffResult,
    GainTokens,
    IfYouDo,
    Mill,
    Modify,
    Move,
    Pay,
    Play,
    PutCounters,
    PutTokenCopy,
    RemoveCounters,
    Replacement,
    ReplaceProblem,
    RevealTop,
    RuleChange,
    Score,
    Search,
    Shuffle,
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
    draw_replacement,
    friend_tokens,
    gain_control_of,
    look_at_a_problem_deck,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    when_confronted,
    when_moved,
    when_replaced,
    when_wins_faceoff,
)
from engine.state import POWER_COUNTER, Zone

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


# Grubber, Minion (SB121): "an opponent discards a card. If you have a Tempest Shadow card in
# play, that opponent instead reveals their hand and you choose a card. They discard that
# card." (the opponent chooses, else you choose from the revealed hand; 201.1: the title)
_TEMPEST = Cards(YOU, title="Tempest Shadow")

_GRUBBER = (
    When(Condition("none", _TEMPEST), (Discard(1, OPPONENT, random=False),)),
    When(Condition("count", _TEMPEST), (Discard(1, OPPONENT, random=False, by=YOU),)),
)


# Brian, One Swell Guy (SB56): "another one of your Friends"
_OTHER_FRIENDS_OF_YOURS = Cards(YOU, FRIEND, other=True)


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
    # Tempest Shadow, Storm Commander: "Main Phase: Pay [2] to search your deck for a
    # Troublemaker, put it into play face-up, then shuffle your deck and turn this card over."
    # As EO95: a Troublemaker enters play at a Problem (306.1), its player chooses it first
    # (705.2f); put into play, not played (706.1d); the search shuffles the deck (518.2). It
    # turns over whether or not one is found (518.1: a search may fail to find)
    "SB4": card(
        Activated(
            MAIN,
            (pay(2),),
            (
                Choose(Cards(types=PROBLEM), there=True),
                Search(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK), to="play-there"),
                TURN_OVER,
            ),
        )
    ),
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
    # Berry Punch, Off-Balance: "If an opponent would move a character to a Problem, you may
    # exhaust this card. If you do, they choose a different Problem and move that character
    # there instead." Any character, as an action or by an effect (506.1), as EO160; asked of
    # this card's controller while it can be exhausted (508.1d). Ruling: in a two-player game
    # the different Problem is the other one (303), not the one it is at (506.1), so the
    # opponent has nothing to choose; the new move is theirs and other modifiers may still
    # replace it, this one not again (710.3)
    "SB27": card(
        Replacement(
            "move", Cards(types=CHARACTER), "other-problem", who=OPPONENT, cost=(EXHAUST_THIS,)
        )
    ),
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
    # Sea Poppy, Guessing Game: "As a random card is selected or a choice is made at random,
    # guess which option or card will be randomly selected. If you guessed correctly, you may
    # exhaust this card to score a point." Every random selection, any player's, while it is
    # in play face-up (``engine.effects.guessing``): a random discard, a random card to act on
    # or to move, a random mode or Problem. Rulings: fewer than two options is no guess; an
    # exhausted Sea Poppy still guesses, but can't pay (503.2a, 508.1d)
    "SB38": card(
        Triggered(
            Trigger(GUESSED_RANDOM), (IfYouDo(Act("exhaust", THIS, optional=True), (Score(1),)),)
        )
    ),
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
    # The replacement: one modifier of three occurrences (710.1), each asked of this card's
    # controller as it would happen: a dismissal (410.1, as CG20), a banishing by an effect
    # (406) and a move by any player (506.1, as EO160's); "another": not this card. Retired,
    # it can't replace a later one (710.4)
    "SB56": card(
        put_self_into_play(),
        Replacement("dismissed", _OTHER_FRIENDS_OF_YOURS, "retire"),
        Replacement("banished", _OTHER_FRIENDS_OF_YOURS, "retire"),
        Replacement("move", _OTHER_FRIENDS_OF_YOURS, "retire", who=ANY),
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
    # Rarity, Pony Pirate: "When you confront this card's Problem, you may retire this card to
    # score two points." (611.4; retired, 410.2, then the points)
    "SB73": card(when_confronted(IfYouDo(Act("retire", THIS, optional=True), (Score(2),)))),
    # Fluttershy, Pony Pirate: "When this card enters play, Troublemakers don't prevent you
    # from confronting Problems until the end of the turn." (611.3e, 708.2; as MT87)
    "SB74": card(on_enter(RuleChange("ignore-troublemakers"))),
    # Shoeshine, Animal Sanctuary: "Immediate: Retire another one of your Friends to move this
    # card." / "When you win a faceoff involving this card, you may put a 1 [Kindness] Critter
    # Friend token into play." (506: to any other area; 521.1: at your home)
    "SB75": card(
        Activated(
            "Immediate",
            (cost_of("retire", Cards(YOU, FRIEND, other=True)),),
            (Move(THIS, "any"),),
        ),
        when_wins_faceoff(friend_tokens(1, 1, YELLOW, "Critter", optional=True)),
    ),
    # Backup Dancers, Feel the Rhythm: "When this card enters play, put two 1 [Laughter] Earth
    # Pony Friend tokens into play, then exhaust an opposing character for each of your
    # characters." Counted after the tokens are in play (709.2: in order), this card too;
    # different opposing characters, as many as there are (705.2f: as much as possible)
    "SB76": card(
        on_enter(
            friend_tokens(2, 1, PINK, "Earth Pony"),
            Act("exhaust", Cards(OPPONENT, CHARACTER, exhausted=False), count="your-characters"),
        )
    ),
    # Haven Bay, Dive Right In: "Stubborn" / "When you put a +1 power counter on this card, you
    # may exhaust it to draw a card." (519.1; once however many counters at a time)
    "SB77": card(
        Triggered(
            Trigger("counter-put", YOU),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Draw(1),)),),
        )
    ),
    # Applejack & Twilight Sparkle, Soup Du Jour: "Flip an additional card during Troublemaker
    # faceoffs." Every Troublemaker faceoff its controller is in, involved or not (514.3a)
    "SB78": card(
        Static("flip-there", amount=1, condition=Condition("faceoff", value="troublemaker"))
    ),
    # Lix Spittle, Recipe for Disaster: "Your Troublemakers have +1 power for each Event in your
    # discard pile." (face-up ones, 505.2)
    "SB79": card(
        Static("power", Cards(YOU, TROUBLEMAKER), 1, per=Cards(YOU, EVENT, zone=Zone.DISCARD))
    ),
    # Applejack & Rarity, Odd Couple: "While an opponent has more Friends than you, this card's
    # power is doubled." Doubled after every other modifier and counter (507.1)
    "SB80": card(
        Static(
            "power-doubled",
            condition=Condition("more-than-opponent", Cards(OPPONENT, FRIEND)),
        )
    ),
    # Jamal, Seaweed Wrap: "When an opponent moves or plays a character to this card's Problem,
    # you may exhaust that character." (506.1, 609.2a)
    "SB81": card(
        Triggered(
            Trigger("moved-here", OPPONENT, about=Cards(types=CHARACTER)),
            (Act("exhaust", THAT, optional=True),),
        ),
        Triggered(
            Trigger("played-here", OPPONENT, value="Friend"), (Act("exhaust", THAT, optional=True),)
        ),
    ),
    # Applejack & Fluttershy, Treading Water: "If one or more of your Friends with 2 or less
    # printed power would be sent home from a solved Problem, they aren't sent home instead."
    # (613.2, 710.1; 507.4: printed power; as AD135)
    "SB82": card(Static("stays-when-solved", Cards(YOU, FRIEND, max_printed_power=2))),
    # Seapony Duo, Flipper Floppers: "Flip an additional card during faceoffs involving this
    # card." / "Opponents flip 1 fewer cards during faceoffs involving this card." (514.3a)
    "SB83": card(Static("flip", amount=1), Static("flip", amount=-1, value="opponent")),
    # Salina Blue, Sink or Swim: "Immediate: Exhaust this card to draw 3 cards, then put 2
    # cards from your hand on top of your deck." (one at a time, the last put on top)
    "SB84": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (
                Draw(3),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
            ),
        )
    ),
    # Tempest Shadow & Grubber, On the Trail: "When this card enters play, you may put an
    # opposing Friend on top of its owner's deck."
    "SB85": card(on_enter(Act("to-deck-top", Cards(OPPONENT, FRIEND), optional=True))),
    # Bodyguard, Equine Escort: "When a non-token Friend leaves play, you may put a 1
    # [Generosity] Unicorn Friend token with Prepared into play." / "Main Phase: Exhaust this
    # card and retire a Friend to look at the top card of a Problem deck and put it on the top
    # or bottom of that deck." Any player's Friend, this card too (712.2); one of your Friends
    # for the cost (508.1: only your own cards pay costs)
    "SB86": card(
        Triggered(
            Trigger("leaves-play", ANY, about=Cards(types=FRIEND), token=False),
            (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", optional=True),),
        ),
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("retire", Cards(YOU, FRIEND))),
            (look_at_a_problem_deck(1),),
        ),
    ),
    # Pinkie Pie & Rarity, Deep Currents: "When an opposing character is moved, you may pay [1]
    # and exhaust this card to send that character to its previous area." Only while this card
    # is ready (508.1d: it must be able to be exhausted); by any player (506)
    "SB87": card(
        Triggered(
            Trigger(
                "moved",
                ANY,
                about=Cards(OPPONENT, CHARACTER),
                condition=Condition("ready"),
            ),
            (IfYouDo(Pay(1), (Act("exhaust", THIS), Move(THAT, "previous"))),),
        )
    ),
    # Pinkie Pie & Princess Skystar, Surprise Guest: "When this card enters play, you may put an
    # opposing Friend into its owner's hand."
    "SB88": card(on_enter(Act("to-hand", Cards(OPPONENT, FRIEND), optional=True))),
    # Shelly & Sheldon, Happy as a Clam: "Swift" / "This card can't contribute its power to
    # faceoffs." (514.4a; confronting still counts it, as EO147)
    "SB89": card(Static("no-faceoff-power", THIS)),
    # Klugetown Vendor, Deal With It: "When an opponent challenges one of your Troublemakers,
    # you may move an opposing character." (608.4: a Troublemaker faceoff started against a
    # face-up Troublemaker of yours; 506: to any other area)
    "SB90": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, anywhere=True, about=Cards(YOU, TROUBLEMAKER)),
            (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),),
        )
    ),
    # Octavia, Harmony and Dissonance: "As an opponent plays an Event, you may pay [2] and
    # exhaust this card to cancel that card." (705.2e, 410.7; as HM115). Offered while this
    # card is ready (508.1d). Ruling: only an Event the engine automates is offered; for one
    # the judge applies, the judge applies this too
    "SB91": card(
        Triggered(
            Trigger("event-playing", OPPONENT, condition=Condition("ready")),
            (IfYouDo(Pay(2), (Act("exhaust", THIS), Act("cancel", THAT))),),
        )
    ),
    # Twilight Sparkle & Fluttershy, Petting Zoo: "When you put one or more cards on top of
    # your deck, you may exhaust this card to put a 1 [Kindness] Critter Friend token into
    # play." (``Trigger("put-on-deck")``, as EO5; the token at your home, 521.1). Ruling: the
    # occurrence is emitted per card put there, and only a ready card is asked (508.1d: the
    # exhaust can't be paid otherwise), so cards put there together (EO136's three) give one
    # token, as "one or more" reads
    "SB92": card(
        Triggered(
            Trigger("put-on-deck", condition=Condition("ready")),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True), (friend_tokens(1, 1, YELLOW, "Critter"),)
                ),
            ),
        )
    ),
    # Twilight Sparkle & Tempest Shadow, Natural Leaders: "Your characters and Troublemakers
    # here have +1 power." (this card too; face-up Troublemakers, 505.2)
    "SB93": card(
        Static("power", Cards(YOU, (*CHARACTER, *TROUBLEMAKER), where=HERE), 1),
    ),
    # Critter Choir, Cheerful Chirpers: "When this card enters play, put two 1 [Kindness]
    # Critter Friend tokens into play, then each of your characters gets +2 power until the
    # end of the turn." (709.2: the tokens first, so they get it too)
    "SB94": card(
        on_enter(
            friend_tokens(2, 1, YELLOW, "Critter"),
            Modify(Cards(YOU, CHARACTER), "power", 2, each=True),
        )
    ),
    # Fluttershy & Sea Poppy, Fish Friends: "When you confront this card's Problem, you may put
    # a Critter Friend with cost 2 or less from your discard pile into play." (204.1: printed
    # cost; 706.1d: at your home, not played)
    "SB95": card(
        when_confronted(
            Act(
                "put-into-play",
                Cards(YOU, FRIEND, trait="Critter", max_cost=2, zone=Zone.DISCARD),
                optional=True,
            )
        )
    ),
    # Klugetown Citizen, Street Smart: "Main Phase: Discard a Friend to give this card the
    # discarded card's colors until the end of the turn." A Friend from your hand (a discard,
    # 410.3); its printed colours (701.3), each besides this card's own (203.1). A card with
    # no colour gives none
    "SB96": card(
        Activated(
            MAIN,
            (cost_of("discard", Cards(YOU, FRIEND, zone=Zone.HAND), that=True),),
            (Modify(THIS, "colour", colours_of=THAT),),
        )
    ),
    # The Mane Six, Underwater Explorers: "Immediate: Remove a +1 power counter from this card
    # to choose a color. This card gains that color until the end of the turn." (519.3,
    # 705.2f; 203.1: besides its own)
    "SB97": card(
        Activated(
            "Immediate",
            (remove_counters(1, POWER_COUNTER),),
            (Modify(THIS, "colour", choose_colour=True),),
        )
    ),
    # Betrayed: "Main Phase: Frighten a Friend." (504.1; any player's)
    "SB98": card(Play(MAIN, (Act("frighten", Cards(types=FRIEND)),))),
    # Burning Bridges: "Immediate: Move up to two opposing characters." (506: to any other area)
    "SB99": card(
        Play("Immediate", (Move(Cards(OPPONENT, CHARACTER), "any", up_to=2, optional=True),))
    ),
    # Cornered: "Main Phase: Each player chooses up to 3 of their Friends and retires the
    # rest." (410.2) Ruling: the player of this card chooses and retires first, then the
    # other player (801.1: in turn order; the retirements are not simultaneous, which only
    # orders the triggers they cause)
    "SB100": card(
        Play(
            MAIN,
            (
                Choose(Cards(YOU, FRIEND), n=3, up_to=True),
                Act("retire", Cards(YOU, FRIEND, not_chosen=True), each=True),
                Choose(Cards(OPPONENT, FRIEND), chooser=OPPONENT, n=3, up_to=True),
                Act("retire", Cards(OPPONENT, FRIEND, not_chosen=True), each=True),
            ),
        )
    ),
    # Deep Trouble: "Immediate: Frighten up to two Friends." (504.1; any players')
    "SB101": card(
        Play("Immediate", (Act("frighten", Cards(types=FRIEND), up_to=2, optional=True),))
    ),
    # Follow My Lead: "Main Phase: Give a character +2 power until the end of your turn." /
    # "When you move a character, you may put this card into your hand from your discard pile."
    "SB102": card(
        Play(MAIN, (Modify(Cards(types=CHARACTER), "power", 2),)),
        # functions in the discard pile only (701.3; ``IN_DISCARD``): each move of one of
        # your characters, by you, as an action or by an effect (506.1)
        Triggered(
            Trigger("moved", YOU, about=Cards(types=CHARACTER), condition=IN_DISCARD),
            (Act("to-hand", THIS, optional=True),),
        ),
    ),
    # I'm the Friend You Need: "Main Phase: Choose one: Put the top 5 cards of a player's deck
    # into that player's discard pile, banish an opposing Friend, or search your deck for a
    # Troublemaker and put it into play face-up." (the last as EO95: the Problem first, 306.1)
    "SB103": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "put the top 5 cards of a player's deck into their discard pile",
                        (Mill(5, chooser=YOU),),
                    ),
                    ("banish an opposing Friend", (Act("banish", Cards(OPPONENT, FRIEND)),)),
                    (
                        "search your deck for a Troublemaker and put it into play face-up",
                        (
                            Choose(Cards(types=PROBLEM), there=True),
                            Search(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK), to="play-there"),
                        ),
                    ),
                ),
            ),
        )
    ),
    # It's Time to Be Awesome: "Main Phase: Choose one: Challenge an opposing Troublemaker with
    # all of your characters in play, dismiss an opposing Friend, or your characters get +2
    # power until the end of the turn." (608.4; the first: every one of your characters,
    # at home or at any Problem, is involved, 514.2a.i)
    "SB104": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "challenge an opposing Troublemaker with all of your characters in play",
                        (Challenge(Cards(OPPONENT, TROUBLEMAKER), everywhere=True),),
                    ),
                    ("dismiss an opposing Friend", (Act("dismiss", Cards(OPPONENT, FRIEND)),)),
                    (
                        "your characters get +2 power until the end of the turn",
                        (Modify(Cards(YOU, CHARACTER), "power", 2, each=True),),
                    ),
                ),
            ),
        )
    ),
    # Pony Power: "Chaos: While this card is flipped, your characters involved in the faceoff
    # have +1 power until the end of the faceoff." / "Main Phase: Challenge an opposing
    # Troublemaker with all your characters at its Problem. Your characters involved in the
    # faceoff have +1 power until the end of the faceoff." (701.3: the first from the flip zone)
    "SB105": card(
        Static("power", Cards(YOU, CHARACTER, where=INVOLVED), 1, condition=FLIPPED),
        # Ruling: "involved in the faceoff" is read as the faceoff begins (514.2a): a
        # character moved to its Problem later (514.2d) does not get the +1
        Play(MAIN, (Challenge(Cards(OPPONENT, TROUBLEMAKER), power=1),)),
    ),
    # Sponge Cake Break: "Immediate: Put two +1 power counters on one of your Friends, then
    # exhaust an opposing character with less power than that Friend." (519.1: both on the
    # Friend chosen first; its power with them, 519.4, 507.1)
    "SB106": card(
        Play(
            "Immediate",
            (
                Act("put-counter", Cards(YOU, FRIEND)),
                Act("put-counter", CHOSEN),
                Act("exhaust", Cards(OPPONENT, CHARACTER, power_below_chosen=True)),
            ),
        )
    ),
    # Canterlot Infiltration (a Dilemma, 522.1: "here" is its own area): "If one or more of
    # your characters would be sent home from here, you may send those characters to other
    # Problems instead." (710.1; 506.5: sent, not moved). One "may" for all of them (712.3),
    # then a Problem chosen for each, any Problem but this one (506.2, 522.2a). Rulings: as
    # this Dilemma is solved (613.2) the question comes before it is replaced, while it is in
    # play (522.3); a character sent home from here otherwise (514.5b, an effect) is asked
    # about alone
    "SB107": card(Replacement("sent-home", Cards(YOU, CHARACTER, where=HERE), "other-problems")),
    # Corralling Critters (a Dilemma, 522.1: "this Problem" is itself): "When you move a
    # character to this Problem, you may pay [1] to put two 1 [Kindness] Critter Friend tokens
    # into play." (506.1; at your home, 521.1)
    "SB108": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER)),
            (IfYouDo(Pay(1), (friend_tokens(2, 1, YELLOW, "Critter"),)),),
        )
    ),
    # Delaying Tactics (a Dilemma, 522.1): "At the end of your turn, you may put a Delay
    # counter on a Problem." / "Opponents pay +[1] to move characters to a Problem for each
    # Delay counter on that Problem." / "When an opponent moves a character to a Problem,
    # remove all Delay counters from that Problem." ("you" is the Dilemma's controller, 513.5;
    # 615.1; 519.1, 519.3). Rulings: any Problem, this Dilemma's own area and the
    # opponent's too; "pay +[1] to move" is the Move action's cost only (506.3), so effects
    # move freely; the counters go when the move's trigger resolves (704), any move by an
    # opponent to that Problem, as an action or by an effect (506.1c)
    "SB109": card(
        Triggered(
            AT_END_OF_YOUR_TURN,
            (Choose(Cards(types=PROBLEM), optional=True), PutCounters("Delay", target=CHOSEN)),
        ),
        Static(
            "move-cost",
            Cards(types=PROBLEM, with_counter="Delay"),
            1,
            who=OPPONENT,
            per_counter="Delay",
        ),
        Triggered(
            Trigger("moved", OPPONENT, about=Cards(types=CHARACTER), to_problem=True),
            (RemoveCounters("Delay", target=Cards(types=PROBLEM, where=THERE)),),
        ),
    ),
    # Desert Road: "Play to your home." / "As an opposing Friend enters play, it loses and
    # can't have abilities until the end of the turn." (706.1a: as it enters, so its "when this
    # card enters play" abilities do not trigger, 706.1d; played or put into play)
    "SB110": card(AsEntersPlay("lose-abilities", Cards(OPPONENT, FRIEND))),
    # Friendship Festival Setup (a Dilemma, 522.1): "When this Problem is replaced, put five
    # 1 [Laughter] Earth Pony Friend tokens into play." At its controller's home (521.1),
    # after the replacing, so they are not sent home or dismissed with it (613.2)
    "SB111": card(when_replaced(friend_tokens(5, 1, PINK, "Earth Pony"))),
    # Guards, Guards! (a Dilemma, 522.1): "When you move a character to this Problem, your
    # Troublemakers get +2 power until the start of your next turn." (face-up ones, 505.2;
    # those in play as it resolves, 708.2)
    "SB112": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER)),
            (Modify(Cards(YOU, TROUBLEMAKER), "power", 2, each=True, until="your-next-turn"),),
        )
    ),
    # Motivational Speech: "Play to your home." / "When this card enters play, choose a color."
    # / "Your Mane Character has that color." (as MT133: besides its own, 203.1, while this
    # card remains in play)
    "SB113": card(
        on_enter(
            Choose(THIS),
            Modify(
                Cards(YOU, MANE),
                "colour",
                each=True,
                choose_colour=True,
                until=WHILE_CHOSEN_IN_PLAY,
            ),
        )
    ),
    # Petrified: "Play on a Friend." / "That Friend loses and can't have abilities, can't move,
    # can't be frightened, and can't contribute its power to confronting Problems or to
    # faceoffs." (701.1, 506, 104.2, 504, 611.3a, 514.4a)
    "SB114": card(
        Attach(Cards(types=FRIEND)),
        Static("lose-abilities", HOST),
        Static("cant-move", HOST, who=ANY),
        Static("cant-frighten", HOST),
        Static("cant-contribute", HOST),
        Static("no-faceoff-power", HOST),
    ),
    # Pirate Couture: "Play on a Friend." / "That Friend has Showy 2." (glossary: Showy)
    "SB115": card(Attach(Cards(types=FRIEND)), Static("keyword", HOST, value="Showy 2")),
    # Pirate Ship: "Play to your home." / "Main Phase: Pay [1] and exhaust this card to move one
    # of your characters." (506: to any other area)
    "SB116": card(Activated(MAIN, (pay(1), EXHAUST_THIS), (Move(Cards(YOU, CHARACTER), "any"),))),
    # Protect the Princess (a Dilemma): "You flip an additional card during faceoffs." Every
    # faceoff of its controller's, wherever (514.3a)
    "SB117": card(Static("flip-there", amount=1)),
    # Spooky Ruins: "Play to your home." / "Opponents flip 1 fewer cards during faceoffs." /
    # "If an opponent would draw a card during their Main Phase, you may exhaust this card
    # instead. If you do, they skip that draw." (514.3a; 710.1, 410.4c: each card of a draw,
    # while this card is ready)
    "SB118": card(
        Static("flip-there", amount=-1, value="opponent"),
        draw_replacement(Act("exhaust", THIS), who=OPPONENT, phase="Main", their=True),
    ),
    # Tempest Shadow's Airship: "Play to your home." / "Main Phase: Pay [1] and exhaust this
    # card to move one of your Troublemakers." / "At the end of a faceoff, you may put one of
    # your flipped Troublemakers into your hand." (506.4: to another Problem. Ruling: the
    # flipped cards go to the bottom as the faceoff ends (514.6): one of your flipped
    # Troublemakers goes into your hand instead, once per faceoff, 710.1, as DE68)
    "SB119": card(
        Activated(MAIN, (pay(1), EXHAUST_THIS), (Move(Cards(YOU, TROUBLEMAKER), "a-problem"),)),
        Replacement(
            "flip-to-bottom", Cards(YOU, TROUBLEMAKER, zone=Zone.FLIP), "hand", once="faceoff"
        ),
    ),
    # Capper Dapperpaws, Trust in Me: "Opponents can't move characters away from here."
    # (506, 104.2: as an action or by their effects; the characters here, any player's)
    "SB120": card(Static("cant-move", Cards(types=CHARACTER, where=HERE), who=OPPONENT)),
    # Grubber, Minion: "When this card enters play face-up or is uncovered, an opponent
    # discards a card. If you have a Tempest Shadow card in play, that opponent instead
    # reveals their hand and you choose a card. They discard that card." (a face-down card's
    # abilities do not function, 505.1a: entering face-down triggers nothing; 607.3)
    "SB121": card(
        on_enter(*_GRUBBER),
        Triggered(Trigger("uncovered"), _GRUBBER),
    ),
    # Storm Guards, Shield Wall: "When this card enters play face-up or is uncovered, put eight
    # +1 power counters on it." / "When an opponent moves a character, remove a +1 power
    # counter from this card." (519.1, 519.3)
    "SB122": card(
        on_enter(PutCounters(POWER_COUNTER, 8)),
        Triggered(Trigger("uncovered"), (PutCounters(POWER_COUNTER, 8),)),
        Triggered(
            Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)),
            (RemoveCounters(POWER_COUNTER, n=1),),
        ),
    ),
    # Tempest Shadow, Easy as Pie: "When this card is uncovered, you may turn a Mane Character
    # to its Start side." (301.2: a boosted one, any player's)
    "SB123": card(
        Triggered(
            Trigger("uncovered"),
            (Act("turn-over", Cards(types=MANE, boosted=True), optional=True),),
        )
    ),
    # Banquet Baking: "When you move a character to this Problem, you may put a 1 [Laughter]
    # Earth Pony Friend token into play here." (506.1, 521.1)
    "SB124": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER)),
            (friend_tokens(1, 1, PINK, "Earth Pony", where=HERE, optional=True),),
        )
    ),
    # Caught Off Guard: "Opposing characters here with 2 or less printed power can't contribute
    # their power to faceoffs." (507.4; 514.4a)
    "SB125": card(
        Static("no-faceoff-power", Cards(OPPONENT, CHARACTER, where=HERE, max_printed_power=2))
    ),
    # Daring Escape: "When you confront this Problem, you may move one of your characters."
    # (611.4; 506: to any other area)
    "SB126": card(when_confronted(Move(Cards(YOU, CHARACTER), "any", optional=True))),
    # Down the Drain: "Opponents can't move characters to this Problem unless they pay [1]."
    # (added to the move's cost, 609.2b, 508.1; as AD53)
    "SB127": card(Static("move-cost", amount=1, who=OPPONENT)),
    # Easy as Cake: "Opposing characters here have -1 power during faceoffs." (514; as MT73)
    "SB128": card(
        Static("power", Cards(OPPONENT, CHARACTER, where=HERE), -1, condition=Condition("faceoff"))
    ),
    # Swaying the Seaponies: "When you move a character to this Problem for the first time each
    # turn, you may move another one of your characters to this Problem." (616.4; as HM125)
    "SB131": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER), first=True, each_turn=True),
            (Move(Cards(YOU, CHARACTER, not_that=True), "here", optional=True),),
        )
    ),
    # Rainbow Dash & First Mate Mullet, Swinging Wonders: "When this card enters play, you may
    # move up to two of your characters." (506: to any other area; this card too)
    "SB132": card(on_enter(Move(Cards(YOU, CHARACTER), "any", up_to=2, optional=True))),
    # Applejack, Festival Caterer: "If you would put one or more +1 power counters on one of
    # your Friends, you may put that many plus one on that Friend instead." (710.1, 519.1)
    # Ruling: always taken (more counters are never worse, 519.4); a counter moved onto one of
    # your Friends is put on it too (519.3, 519.1)
    "SB133": card(Static("counters-plus-one")),
    # The Mane Six, Party Planners: "When you play this card, gain control of each opposing
    # Friend until the end of the Score Phase." (513.2; at a home, to yours)
    "SB134": card(on_play(gain_control_of(Cards(OPPONENT, FRIEND), "Score Phase", each=True))),
    # Tempest Shadow, Stormcaller: "Main Phase: Exhaust this card to put a Troublemaker from
    # your hand into play face-up, then put a token copy of it into play face-up." A
    # Troublemaker enters play at a Problem (306.1): its player chooses the Problem first
    # (705.2f, as EO95), and the copy (520.2) enters there too; put into play, not played
    # (706.1d); no copy if no Troublemaker was put into play
    "SB135": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                Choose(Cards(types=PROBLEM), there=True),
                IfYouDo(
                    Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),
                    (PutTokenCopy(CHOSEN, where=THERE),),
                ),
            ),
        )
    ),
    # Spike, Master of Ceremonies: "If you would choose one effect while playing a Song card,
    # you may choose each effect instead." (``Static("song-choose-each")``: an "each effect"
    # option beside the modes.) Ruling: each mode that can be done (705.2f), followed in
    # printed order (705.2f: in the order written); only a Song Event's own "Choose one:"
    # as it is played (304), not an ability of a Song card in play
    "SB136": card(Static("song-choose-each")),
    # Queen Novo, Benevolent Ruler: "The player with the lowest power total wins faceoffs
    # involving this card." (514.5 turned around, 104.2; a tie is still a tie, 514.4c)
    "SB137": card(Static("lowest-wins")),
    # Princess Celestia, High Noon: "While you have more Friends than an opponent, you may pay
    # [2] less to play this card." / "If one of your Friends here would be frightened or
    # dismissed by an opponent, you may put it into its owner's hand instead." (705.2b: the
    # first read from the hand, as LL7's; 710.1, 710.5: the Friend's controller says "may").
    # Ruling: "by an opponent" is an opponent's instruction or cost frightening or
    # dismissing it (the player doing it, carried by ``abilities.actor_of``); the game's own
    # dismissals are nobody's (104.3). "Here" is her Problem, as everywhere in the engine
    # (501.4): at home she protects nobody
    "SB138": card(
        Static(
            "cost",
            THIS,
            -2,
            PLAY_SELF,
            YOU,
            condition=Condition("more-than-opponent", Cards(YOU, FRIEND)),
        ),
        Replacement("frighten", Cards(YOU, FRIEND, where=HERE), "hand", who=OPPONENT),
        Replacement("dismissed", Cards(YOU, FRIEND, where=HERE), "hand", who=OPPONENT),
    ),
    # Princess Luna, Midnight: "Main Phase: Exhaust this card to frighten a Friend." /
    # "Opponents can't move characters unless they pay [1]." (504.1; the toll as MT72's, on
    # every opposing character wherever this card is)
    "SB139": card(
        Activated(MAIN, (EXHAUST_THIS,), (Act("frighten", Cards(types=FRIEND)),)),
        Static("move-toll", Cards(OPPONENT, CHARACTER), 1, value="anywhere"),
    ),
    # The Pearl of Transformation: "Play to your home." / "You pay [1] less for Transform
    # costs, to a minimum of [1]." / "Main Phase: Exhaust this card to search your deck for a
    # card with a Transform cost, reveal it, and put it into your hand. Then, shuffle your
    # deck." The Transform cost is the one paid instead of the card's cost (glossary:
    # Transform; ``Static("cost", value="transform")``, 705.2b); the search shuffles (518.2)
    "SB140": card(
        Static("cost", Cards(YOU, zone=Zone.HAND), -1, value="transform", who=YOU, minimum=1),
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Search(Cards(YOU, keyword="Transform", zone=Zone.DRAW_DECK)),),
        ),
    ),
    # The Staff of Sacanas: "Play to your home." / "Your Mane Character has +3 power." / "Main
    # Phase: Pay [1] and exhaust this card to start a faceoff involving your Mane Character and
    # an opposing Friend. If you win the faceoff, frighten that Friend." (514.2c, 514.5d; as
    # EO12: any opposing Friend, whatever its power)
    "SB141": card(
        Static("power", Cards(YOU, MANE), 3),
        Activated(
            MAIN,
            (pay(1), EXHAUST_THIS),
            (
                StartFaceoff(Cards(YOU, MANE), Cards(OPPONENT, FRIEND), stronger=False),
                FaceoffResult(
                    (
                        When(
                            Condition("you-won"),
                            (Act("frighten", Cards(OPPONENT, FRIEND, where=AMONG_CHOSEN)),),
                        ),
                    )
                ),
            ),
        ),
    ),
    # Storm King, Force of Nature: "Characters can't move to or from this card's Problem unless
    # their controller pays [2]." (609.2b, 508.1)
    "SB142": card(Static("move-cost", amount=2, who=ANY, value="to-or-from")),
}
