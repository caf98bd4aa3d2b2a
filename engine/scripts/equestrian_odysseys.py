"""Equestrian Odysseys (EO) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.cards import CardType, Colour
from engine.scripts.vocabulary import (
    ACTOR,
    AMONG_CHOSEN,
    ANY,
    ANY_NUMBER,
    AT_PROBLEM,
    BANISH_THIS,
    BANISHED_THIS_WAY,
    CHAOS,
    CHARACTER,
    CHOSEN,
    COLOURS,
    CONFRONT_COLOUR,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    GAME_START,
    HERE,
    HOME,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    PINK,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THEIR_NEXT_READY,
    THERE,
    THERE_OWNER,
    THIS,
    TROUBLEMAKER,
    TURN_OVER,
    WHILE_THIS_IN_PLAY,
    YOU,
    Act,
    Activated,
    AddPower,
    AsEntersPlay,
    AtEndOfFaceoff,
    AtEndOfTurn,
    AtStartOfYourNextTurn,
    Attach,
    BecomeColour,
    Cards,
    CardScript,
    Choose,
    Condition,
    ConfrontArea,
    Cost,
    CostReduction,
    Discard,
    Draw,
    FaceoffResult,
    Flip,
    GainPrintedAbilities,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Modify,
    Move,
    Name,
    NextTime,
    Pay,
    Play,
    PutCounters,
    RemoveCounters,
    Replacement,
    ReplaceProblem,
    RevealTop,
    Score,
    Search,
    StartFaceoff,
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
    first_friend_here_costs_less,
    gain_control_of,
    name_card,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    search_deck,
    when_confronted,
    when_moved,
    when_solved,
)
from engine.state import POWER_COUNTER, Zone

# "an opponent has more points than you" (517.1)
BEHIND = Condition("behind")
# "one of your characters here" that can be exhausted (503.2)
READY_HERE = Cards(YOU, CHARACTER, where=HERE, exhausted=False)


# "At the start of a faceoff involving this card": involved as it starts (514.2b)
FACEOFF_INVOLVING_THIS = Trigger("faceoff-started", ANY, condition=Condition("in-faceoff"))


# "a non-Friend card" in a discard pile: any card type but Friend (206; EO109)
NON_FRIEND = (
    CardType.RESOURCE,
    CardType.EVENT,
    CardType.TROUBLEMAKER,
    CardType.PROBLEM,
    CardType.MANE,
)


# "As an additional cost to play this card, ...": done as it is played, not by a copy (520.1)
PLAYED_CARD = Condition("played-card")

# Big Mix-Up (EO114): "their controllers may return [one of the chosen Friends]"
_MAY_RETURN_ONE = Act(
    "to-hand", Cards(OPPONENT, FRIEND, where=AMONG_CHOSEN), chooser=OPPONENT, optional=True
)

# "When you put a card on top of your deck" (EO5, EO54, EO149)
PUT_ON_DECK = Trigger("put-on-deck")

# Cutie Mark Vault's own counters (EO149): not the Cutie Mark keyword action's (519.1)
_CUTIE_MARK_COUNTER = "Cutie Mark"


SCRIPTS: dict[str, CardScript] = {
    # Lyra, Handy: "Main Phase: Pay [2] and discard your hand to turn this card over." /
    # Boosted: "When this side of the card is turned face up, if you have fewer cards in your
    # hand than your maximum hand size, draw cards until you reach your maximum hand size."
    # Ruling: the hand is discarded as the ability resolves, right after [2] is paid (a
    # Main Phase ability resolves at once, 705.2; nothing may happen in between), with an
    # empty hand too (there is nothing to discard, 508.1d)
    "EO0": card(
        Activated(MAIN, (pay(2),), (Discard(who=YOU, all=True), TURN_OVER)),
        # The maximum hand size is 8 (616.2); with 8 or more in hand nothing is drawn
        boosted=(Triggered(Trigger("turned-over"), (Draw(to_hand_size=8),)),),
    ),
    # Rainbow Dash, Ambassador of Loyalty: "At the start of a faceoff involving this card,
    # turn it over." / Boosted: "Competitive 2" / "Main Phase: Exhaust this card to move it."
    # (to home or a Problem, 506.1; free, 506.3)
    "EO1": card(
        Triggered(FACEOFF_INVOLVING_THIS, (TURN_OVER,)),
        boosted=(Activated(MAIN, (EXHAUST_THIS,), (Move(THIS, "any"),)),),
    ),
    # Applejack, Ambassador of Honesty: "At the start of a faceoff involving this card, turn
    # it over." / Boosted: "Diligent 2" / "Main Phase: Remove a +1 power counter from this
    # card to put a +1 power counter on one of your Friends." (519.3, 519.4)
    "EO2": card(
        Triggered(FACEOFF_INVOLVING_THIS, (TURN_OVER,)),
        boosted=(
            Activated(
                MAIN,
                (remove_counters(1, POWER_COUNTER),),
                (Act("put-counter", Cards(YOU, FRIEND)),),
            ),
        ),
    ),
    # Muffin Mare, Sharing is Caring: "While there is another character with at least 3 power
    # here, you may turn this card over." / Boosted: "Main Phase: Pay [1] and exhaust one of
    # your characters to add its power to another character until the end of the turn."
    "EO3": card(
        # Ruling: a permission with no timing is used as a player may act: whenever they hold
        # priority (510.1), as an Immediate ability with no cost, while the condition holds
        Activated(
            "Immediate",
            (),
            (TURN_OVER,),
            condition=Condition(
                "count", Cards(types=CHARACTER, where=HERE, other=True, min_power=3)
            ),
        ),
        boosted=(
            Activated(
                MAIN,
                (pay(1), cost_of("exhaust", Cards(YOU, CHARACTER), that=True)),
                (AddPower(Cards(types=CHARACTER, not_that=True), of=THAT),),
            ),
        ),
    ),
    # Pinkie Pie, Ambassador of Laughter: "At the start of your turn, if you have more Friends
    # than an opponent, turn this card over." (601.2: as the Ready Phase starts, as AD4) /
    # Boosted: "Eccentric 2" / "You may pay [1] less, to a minimum of [1], to play your first
    # Friend to this card's Problem each turn."
    "EO4": card(
        at_start_of(
            "Ready",
            When(Condition("more-than-opponent", Cards(YOU, FRIEND)), (TURN_OVER,)),
            whose=YOU,
        ),
        # the Boosted side's Eccentric 2 is a printed keyword (glossary: Eccentric)
        boosted=(first_friend_here_costs_less(),),
    ),
    # Princess Twilight Sparkle, Ambassador of Friendship: "When you put a card on top of your
    # deck, you may turn this card over." / Boosted: "Meticulous 1" / "When you put a card on
    # top of your deck, if you have a Friend at home, you may exhaust this card to gain [1]."
    # "You" put it there: by an instruction of yours, onto your own deck (``Trigger("put-on-
    # deck")``; 513.5); each card of "put 3 cards on top" is a card put there (EO136)
    "EO5": card(
        Triggered(PUT_ON_DECK, (Act("turn-over", THIS, optional=True),)),
        boosted=(
            Triggered(
                Trigger(
                    "put-on-deck", condition=Condition("count", Cards(YOU, FRIEND, where=HOME))
                ),
                (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),)),),
            ),
        ),
    ),
    # Octavia, Standing Ovation: "When you confront this card's Problem, turn this card
    # over." / Boosted: "When a Friend enters play at a Problem, you may have another
    # character there get +2 power until the end of the turn." Any player's Friend, played or
    # put into play (706.1d); "another": not that Friend
    "EO6": card(
        when_confronted(TURN_OVER),
        boosted=(
            Triggered(
                Trigger("enters-play", ANY, about=Cards(types=FRIEND), to_problem=True),
                (
                    Choose(Cards(types=CHARACTER, where=THERE, not_that=True), optional=True),
                    power(CHOSEN, 2),
                ),
            ),
        ),
    ),
    # Rarity, Ambassador of Generosity: "At the end of your turn, if an opponent has more
    # points than you, score 2 points and turn this card over." / Boosted: "Showy 1" /
    # "Opponents' home limits are reduced by 1." (616.3)
    "EO7": card(
        Triggered(
            Trigger("turn-end", YOU, condition=Condition("fewer-points")), (Score(2), TURN_OVER)
        ),
        boosted=(Static("home-limit", amount=-1, value="opponent"),),
    ),
    # Fluttershy, Ambassador of Kindness: "When you confront this card's Problem, turn this
    # card over." / Boosted: "Calming 2" / "At the start of a Problem faceoff involving this
    # card, each opponent loses [1]." (514.2b)
    "EO8": card(
        when_confronted(TURN_OVER),
        boosted=(
            Triggered(
                Trigger("faceoff-started", ANY, condition=Condition("in-faceoff", value="problem")),
                (LoseTokens(1, OPPONENT),),
            ),
        ),
    ),
    # Chief Thunderhooves, On the Warpath: "Chaos: When this card is flipped, move one of your
    # characters." / "When you move this card to a Problem, you may exhaust it to frighten
    # another Friend there." Home or a Problem (506.1), free (506.3); the flipped card is its
    # owner's (513.2); "there" is this card's Problem after the move (any player's Friend)
    "EO9": card(
        chaos(Move(Cards(YOU, CHARACTER), "any")),
        when_moved(
            IfYouDo(
                Act("exhaust", THIS, optional=True),
                (Act("frighten", Cards(types=FRIEND, where=HERE, other=True)),),
            )
        ),
    ),
    # Fancy Pants, Race Fan: "When you move another one of your characters, this card gets +1
    # power until the end of the turn." (506)
    "EO11": card(
        Triggered(Trigger("moved", YOU, about=Cards(YOU, CHARACTER, other=True)), (power(THIS, 1),))
    ),
    # Gilda, Feather Ruffler: "When this card enters play, start a faceoff involving this card
    # and an opposing Friend. If you win the faceoff, frighten that opposing Friend."
    # The faceoff is not at a Problem (514.2c): any opposing Friend, whatever its power; its
    # result is only what the card says (514.5d), nothing if Gilda's controller loses or ties
    "EO12": card(
        on_enter(
            StartFaceoff(THIS, Cards(OPPONENT, FRIEND), stronger=False),
            FaceoffResult(
                (
                    When(
                        Condition("you-won"),
                        (Act("frighten", Cards(OPPONENT, FRIEND, where=AMONG_CHOSEN)),),
                    ),
                )
            ),
        )
    ),
    # Lightning Dust, Ruthless Racer: "Main Phase: Retire another Friend to move this card."
    # One of your own (410.2: a player retires their cards); home or a Problem (506.1)
    "EO13": card(
        Activated(MAIN, (cost_of("retire", Cards(YOU, FRIEND, other=True)),), (Move(THIS, "any"),))
    ),
    # Rainbow Dash, Best of the Best: "Immediate: During a faceoff, pay [1] to give this card
    # +2 power until the end of the faceoff." (514.6) Any faceoff, involved or not
    "EO14": card(
        Activated(
            "Immediate",
            (pay(1),),
            (power(THIS, 2, "faceoff"),),
            condition=Condition("faceoff"),
        )
    ),
    # Rainbow Dash, On Even Ground: "At the start of each player's turn, that player loses all
    # action tokens that weren't gained this turn."
    # As the turn starts (601.2a: no priority in the Ready Phase before its Action Step) it
    # resolves after that player has received the Action Step's tokens (604.1): they keep as
    # many as they received this turn and lose the rest
    "EO16": card(
        Triggered(
            Trigger("phase-start", ANY, value="Ready"),
            (LoseTokens(ANY_NUMBER, ACTOR, not_gained_this_turn=True),),
        )
    ),
    # Scootaloo, Flying High: "Immediate: During a faceoff, this card becomes involved in the
    # faceoff. At the end of the faceoff, retire this card."
    # Offered during a faceoff that does not involve it yet (outside one it does nothing);
    # flagged, it stays involved to the end (514.2d.i), adding its power (514.4a)
    "EO18": card(
        Activated(
            "Immediate",
            (),
            # CHOSEN: this card, named so for the delayed ability (615.1)
            (IfYouDo(Act("involve", THIS), (AtEndOfFaceoff((Act("retire", CHOSEN),)),)),),
            condition=Condition("not-involved"),
        )
    ),
    # Tank, Burrower: "When this card enters play, you may draw a card and discard a card."
    # One "may" for both (712.3); the discarded card is chosen
    "EO21": card(on_enter(IfYouDo(Draw(1, optional=True), (Discard(1, who=YOU, random=False),)))),
    # Apple Bloom, Bloomception: "Main Phase: Exhaust another one of your characters and pay
    # [1] to add its power to this card until the end of the turn." (its power as the cost is
    # paid, 712.2)
    "EO22": card(
        Activated(
            MAIN,
            (cost_of("exhaust", Cards(YOU, CHARACTER, other=True), that=True), pay(1)),
            (AddPower(THIS, of=THAT),),
        )
    ),
    # Apple Bloom, Re-Markable: "Main Phase: Exhaust this card and discard a card to pay [1]
    # less for your next card this turn." (705.2b)
    "EO23": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("discard", Cards(YOU, zone=Zone.HAND))),
            (CostReduction(1),),
        )
    ),
    # Applejack, A Hard Day's Work: "Your [Honesty] characters have +2 power while
    # exhausted." (503.2)
    "EO24": card(Static("power", Cards(YOU, CHARACTER, colour=Colour.ORANGE, exhausted=True), 2)),
    # Big Mac, Bass: "When this card enters play, put a +1 power counter on another one of
    # your Friends." (519.4)
    "EO26": card(on_enter(Act("put-counter", Cards(YOU, FRIEND, other=True)))),
    # Maud Pie, Not Amused: "This card can't be frightened." / "While this card has at least
    # 4 power, your Friends can't be frightened." (104.2, 504)
    "EO29": card(
        Static("cant-frighten", THIS),
        Static(
            "cant-frighten",
            Cards(YOU, FRIEND),
            condition=Condition("power", n=4, value="at-least"),
        ),
    ),
    # Open Skies & Clear Skies, Cloud Movers: "Chaos: When this card is flipped, an opponent
    # discards a card." / "When an opponent discards a card, if it's the first card that
    # player has discarded this turn, put a +1 power counter on this card." (the opponent
    # chooses the card, 705.2f). Discards made before this card entered play this turn count
    # too ("the first card that player has discarded this turn"; ``Table.count_this_turn``)
    "EO30": card(
        chaos(Discard(1, OPPONENT, random=False)),
        Triggered(
            Trigger(
                "discarded",
                OPPONENT,
                condition=Condition("discarded-this-turn", n=1, value="opponent"),
            ),
            (Act("put-counter", THIS),),
        ),
    ),
    # Sweetie Drops, Secret Agent: "When another one of your Friends enters play here, you
    # may exhaust this card to exhaust an opposing character here."
    "EO31": card(
        Triggered(
            Trigger("enters-here", YOU, about=Cards(other=True)),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (Act("exhaust", Cards(OPPONENT, CHARACTER, where=HERE)),),
                ),
            ),
        )
    ),
    # Sheriff Silverstar, Search Warrant: "When this card enters play, name a card. Choose an
    # opponent. That player reveals their hand and discards each card with that name."
    # (201.1, 705.2f; the only opponent of a two-player game)
    "EO32": card(on_enter(Name(), Discard(all=True, named=True))),
    # Star Spur, Appleoosan Deputy: "When this card enters play, you may look at an
    # opponent's hand."
    "EO33": card(
        on_enter(Act("look-at", Cards(OPPONENT, zone=Zone.HAND), each=True, optional=True))
    ),
    # Babs Seed, Cutie Marked: "When you draw a card, this card gets +1 power until the end of
    # the turn." (410.4: each card drawn)
    "EO36": card(Triggered(Trigger("drew", YOU), (power(THIS, 1),))),
    # Braeburn, Two Left Hooves: "As an additional cost to play this card, retire a Friend."
    # As GF9's additional cost (508.1): it can be played only while its player has a Friend in
    # play to retire (508.1d; a play requirement, 701.3), and the player chooses and retires
    # one of their Friends as its "when you play" ability resolves, with no priority in
    # between (511.7); one of their own (410.2), not this card, which was not in play as the
    # cost was paid
    "EO38": card(
        Static("play-requires", condition=Condition("count", Cards(YOU, FRIEND))),
        on_play(Act("retire", Cards(YOU, FRIEND, other=True))),
    ),
    # Cheese Sandwich, The Party Never Ends: "At the end of your turn, you may draw a card."
    # (615.1)
    "EO39": card(Triggered(Trigger("turn-end", YOU), (Draw(1, optional=True),))),
    # DJ Pon-3, Breakdown: "Main Phase: Exhaust this card to dismiss an exhausted Friend."
    # Either player's; this card too, exhausted by the cost (508.1: paid before the effect)
    "EO40": card(
        Activated(MAIN, (EXHAUST_THIS,), (Act("dismiss", Cards(types=FRIEND, exhausted=True)),))
    ),
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
    # Lyra, Ponyville's Got Talent: "When an opposing Friend enters play here, you may reveal
    # the top card of your deck. If you do, and that card's power is higher than that of the
    # opposing Friend, you may exhaust this card to dismiss that Friend."
    # The revealed card stays on top, known to every player (410.6); its printed power
    # (507.4) against that Friend's power now (a card with no power is not higher)
    "EO43": card(
        Triggered(
            Trigger("enters-here", OPPONENT),
            (
                RevealTop(rest="stay", optional=True),  # not revealed: nothing is CHOSEN
                IfYouDo(
                    When(Condition("revealed-higher"), (Act("exhaust", THIS, optional=True),)),
                    (Act("dismiss", THAT),),
                ),
            ),
        )
    ),
    # Moving Mare, Crash on Delivery: "Main Phase: Pay [1] to put a +1 power counter on an
    # opposing Friend here." / "Main Phase: Pay [1] and exhaust this card to dismiss a Friend
    # here with at least 4 power." (519.4; either player's Friend)
    "EO44": card(
        Activated(MAIN, (pay(1),), (Act("put-counter", Cards(OPPONENT, FRIEND, where=HERE)),)),
        Activated(
            MAIN,
            (pay(1), EXHAUST_THIS),
            (Act("dismiss", Cards(types=FRIEND, where=HERE, min_power=4)),),
        ),
    ),
    # Pinkie Pie, Everypony's PFF: "When this card enters play, search your deck for a Friend,
    # reveal it, put it into your hand, and shuffle your deck." (518.1: the search may fail
    # to find one; 518.2)
    "EO46": card(on_enter(search_deck(Cards(YOU, FRIEND, zone=Zone.DRAW_DECK)))),
    # Torch Song, Alto: "When this card enters play, you may search your deck for a Pony Tone
    # card, reveal it, and put it into your hand." (a card with the Pony Tone trait; 518)
    "EO49": card(on_enter(search_deck(Cards(YOU, trait="Pony Tone", zone=Zone.DRAW_DECK)))),
    # Cheerilee, Pass / Fail: "When this card enters play, reveal the top card of your deck.
    # If that card's power is even, gain [1]." It stays on top, known to every player
    # (410.6); its printed power (507.4), 0 even; a card with no power is not even
    "EO51": card(
        on_enter(RevealTop(rest="stay"), When(Condition("parity", value="even"), (GainTokens(1),)))
    ),
    # Mayor Mare, Vote of Confidence: "When you put a card on top of your deck, this card gets
    # +1 power until the end of the turn."
    "EO54": card(Triggered(PUT_ON_DECK, (power(THIS, 1),))),
    # Minuette, Time Will Tell: "Main Phase: Exhaust this card and pay [1] to draw 2 cards,
    # then put a card from your hand on top of your deck."
    "EO55": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (Draw(2), Act("to-deck-top", Cards(YOU, zone=Zone.HAND))),
        )
    ),
    # Princess Luna, Wax and Wane: "When this card enters play, gain [1]." / "When an opposing
    # Friend enters play here, you may banish this card, then put this card into play at the
    # start of the next turn." Whoever's turn is next (as AD45); it enters at its owner's
    # home (706.1d), a new card (410.6)
    "EO58": card(
        on_enter(GainTokens(1)),
        Triggered(
            Trigger("enters-here", OPPONENT),
            (
                Choose(THIS),
                IfYouDo(
                    Act("banish", CHOSEN, optional=True),
                    (AtStartOfYourNextTurn((Act("put-into-play", CHOSEN),), anyone=True),),
                ),
            ),
        ),
    ),
    # Princess Twilight Sparkle, A Born Leader: "When you move a character to a Problem, you
    # may pay [1] to move an opposing character there home." Any of your characters, this
    # card too (506); THERE is that Problem
    "EO59": card(
        Triggered(
            Trigger("moved", YOU, about=Cards(YOU, CHARACTER), to_problem=True),
            (IfYouDo(Pay(1), (Move(Cards(OPPONENT, CHARACTER, where=THERE), "home"),)),),
        )
    ),
    # Spike, Number One Assistant: "Main Phase: Exhaust this card to banish an Event from your
    # discard pile." / "Main Phase: Banish this card to put each Event banished this way into
    # its owner's hand."
    # "This way": by this card's first ability, this card as the same card in play (410.6);
    # the cards are found by their ids in the banished zone (406)
    "EO60": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                Act("banish", Cards(YOU, EVENT, zone=Zone.DISCARD)),
                Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent"),
            ),
        ),
        Activated(
            MAIN,
            (BANISH_THIS,),
            (Act("to-hand", Cards(zone=Zone.BANISHED, banished_this_way=True), each=True),),
        ),
    ),
    # Trixie, Even Better: "When this card enters play, reveal the top card of your deck. If
    # that card's power is even, you may put a Friend here on top of its owner's deck." (as
    # EO51; this card too is a Friend here)
    "EO61": card(
        on_enter(
            RevealTop(rest="stay"),
            When(
                Condition("parity", value="even"),
                (Act("to-deck-top", Cards(types=FRIEND, where=HERE), optional=True),),
            ),
        )
    ),
    # Aloe, Magic Touch: "When this card enters play, another one of your characters here
    # gets +2 power until the end of the turn." (at home too: "here" is this card's area,
    # 501.4)
    "EO63": card(on_enter(power(Cards(YOU, CHARACTER, where=HERE, other=True), 2))),
    # Daisy, Lily, & Roseluck, Wilt Under Pressure: "While there are no opposing characters
    # here, this card has +3 power." (at home too: no opposing character is ever there)
    "EO65": card(
        Static(
            "power", THIS, 3, condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE))
        )
    ),
    # Discord, Plus One: "Chaos: Each player chooses one of their characters involved in the
    # faceoff. All other characters involved in the faceoff are no longer involved in the
    # faceoff." / "Players with two or more characters here can't move characters to this
    # card's Problem."
    # The Chaos ability: its flipper chooses first, then the opponent (801.1); a player with
    # no character involved chooses none. Not a Troublemaker: a character only (514.2d)
    "EO66": card(
        chaos(
            Choose(Cards(YOU, CHARACTER, where=INVOLVED)),
            Choose(Cards(OPPONENT, CHARACTER, where=INVOLVED), chooser=OPPONENT, adding=True),
            Act("uninvolve", Cards(types=CHARACTER, where=INVOLVED, not_chosen=True), each=True),
        ),
        # each player with at least 2 characters here, as they would move one (104.2, 506)
        Static("cant-move-friends-here", who=ANY, amount=2, value="characters"),
    ),
    # Joe, Con Mane: "Opponents can't move characters with power lower than or equal to this
    # card's power to this card's Problem."
    # As an action or by their effects (506); the powers as the move would happen (507.1)
    "EO68": card(Static("cant-move-weaker-here", who=OPPONENT)),
    # Octavia, Harsh Judge: "As this card enters play, name a card." / "Cards with that name
    # can't be played." (706.1a, 201.1; by any player, 104.2)
    "EO69": card(
        name_card(),
        Static("cant-play", Cards(zone=Zone.HAND, named=True), who=ANY, value="anywhere"),
    ),
    # Photo Finish, Fashion Forward: "When this card enters play, you may pay [2] less for the
    # next Accessory you play this turn."
    # Ruling: the reduction simply applies; paying less is never a loss, so "you may" asks
    # nothing (712.3). An Accessory is a Resource with that trait (705.2b)
    "EO70": card(on_enter(CostReduction(2, types=RESOURCE, trait="Accessory"))),
    # Rarity, Attention Horse: "When one of your Friends enters play here, this card gets +2
    # power until the end of the turn." Ruling: this card entering a Problem is one of your
    # Friends entering play there too (706.1d; the set says "another" where it means it,
    # EO31); "here" is a Problem (a Friend entering at home is not "here", as AD80)
    "EO72": card(Triggered(Trigger("enters-here", YOU), (power(THIS, 2),))),
    # Sapphire Shores, Star of the Show: "Chaos: When this card is flipped, exhaust all Friends
    # without an attached Accessory involved in the faceoff." / "When you play an Accessory
    # on this card, you pay [1] less for the next Accessory you play this turn."
    # Friends of either player (514.2); played on it by its controller, any Accessory
    "EO74": card(
        chaos(
            Act(
                "exhaust",
                Cards(types=FRIEND, where=INVOLVED, without_resource_trait="Accessory"),
                each=True,
            )
        ),
        Triggered(
            Trigger("attached", YOU, value="on-this", about=Cards(trait="Accessory")),
            (CostReduction(1, types=RESOURCE, trait="Accessory"),),
        ),
    ),
    # Sweetie Belle, Just a Snag: "When this card enters play, you may put an Accessory from
    # your discard pile into your hand."
    "EO76": card(
        on_enter(
            Act(
                "to-hand",
                Cards(YOU, RESOURCE, trait="Accessory", zone=Zone.DISCARD),
                optional=True,
            )
        )
    ),
    # Sweetie Belle, Stitch by Stitch: "Main Phase: Pay [1] to give this card Showy 3 until
    # the start of your next turn." (glossary: Showy)
    "EO77": card(
        Activated(
            MAIN, (pay(1),), (Modify(THIS, "keyword", value="Showy 3", until="your-next-turn"),)
        )
    ),
    # Animal Allies, Welcome to the Horde: "This card's power is equal to the number of
    # Friends you have." Printed power 0: +1 for each of your Friends in play, itself included
    "EO78": card(Static("power", THIS, 1, per=Cards(YOU, FRIEND))),
    # Calvin & Theo, Aw, Nuts: "When this card enters play, you may dismiss a Resource."
    # (either player's)
    "EO79": card(on_enter(Act("dismiss", Cards(types=RESOURCE), optional=True))),
    # Fluttershy, Backup Vocals: "When this card enters play, you may choose one: Put another
    # Friend or Resource into its owner's hand, or turn a Mane Character over." (either
    # player's; 301.2)
    "EO80": card(
        on_enter(
            choose_one(
                (
                    "put another Friend or Resource into its owner's hand",
                    (Act("to-hand", Cards(types=(*FRIEND, *RESOURCE), other=True), optional=True),),
                ),
                (
                    "turn a Mane Character over",
                    (Act("turn-over", Cards(types=MANE), optional=True),),
                ),
            )
        )
    ),
    # Fluttershy, Stare Master: "Immediate: Exhaust this card to give each opposing character
    # here -1 power until the end of the turn."
    "EO82": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Modify(Cards(OPPONENT, CHARACTER, where=HERE), "power", -1, each=True),),
        )
    ),
    # Goldie Delicious, Creature Comforts: "When this card enters play, choose one of your
    # Critter Friends. You may search your deck for a card with the same name and put that
    # card into play exhausted."
    # Any of your Critter Friends, this card too if it were one; the card found is put into
    # play at its owner's home (706.1d: not played), exhausted (706.1b); the deck is shuffled
    # (518.2)
    "EO83": card(
        on_enter(
            Choose(Cards(YOU, FRIEND, trait="Critter")),
            Search(
                Cards(YOU, zone=Zone.DRAW_DECK, same_name_as_chosen=True), to="play", exhausted=True
            ),
        )
    ),
    # Nurse Redheart, Nurse's Orders: "Immediate: Exhaust this card to put an opposing Friend
    # with 0 power into its owner's hand."
    "EO87": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Act("to-hand", Cards(OPPONENT, FRIEND, max_power=0)),),
        )
    ),
    # Peewee, Firestarter: "When this card enters play, an opponent loses [1]."
    "EO88": card(on_enter(LoseTokens(1, OPPONENT))),
    # Princess Celestia, Royal Decree: "Opponents can't play Friends with 3 or more power
    # here." (their printed power, in the hand, as AD138)
    "EO89": card(
        Static("cant-play", Cards(types=FRIEND, min_power=3, zone=Zone.HAND), who=OPPONENT)
    ),
    # Princess Celestia, Smite Makes Right: "Chaos: When this card is flipped during a
    # Troublemaker faceoff, turn a Troublemaker involved in the faceoff facedown." /
    # "Troublemakers can't be uncovered here." (505; 104.2, 607.3: by the Uncover step or an
    # effect, as CG198). Turned face-down, the Troublemaker is no longer involved (514.2d)
    "EO90": card(
        Triggered(
            Trigger("flipped", value=CHAOS, condition=Condition("faceoff", value="troublemaker")),
            (Act("turn-face-down", Cards(types=TROUBLEMAKER, where=INVOLVED)),),
        ),
        Static("cant-uncover-here"),
    ),
    # Screwy, One With the Pack: "During faceoffs, this card has +2 power for each of your
    # Critter characters here." Any faceoff (514.1); this card too if it is a Critter
    "EO91": card(
        Static(
            "power",
            THIS,
            2,
            per=Cards(YOU, CHARACTER, where=HERE, trait="Critter"),
            condition=Condition("faceoff"),
        )
    ),
    # Sunshower, Storm Spotter: "When this card enters play, you may look at a face-down
    # Troublemaker." Any player's (505.2: only its controller may look otherwise)
    "EO92": card(
        on_enter(Act("look-at", Cards(types=TROUBLEMAKER, face_down=True), optional=True))
    ),
    # Shining Armor, Bastion Brother: "When you win a Troublemaker faceoff, gain [1]." Any
    # Troublemaker faceoff its controller wins, this card involved or not (514.5a)
    "EO94": card(
        Triggered(
            Trigger("won-faceoff", YOU, value="troublemaker", anywhere=True), (GainTokens(1),)
        )
    ),
    # Twilight Sparkle, Zeroed Out: "When this card enters play, search your deck for a
    # Troublemaker and put it into play face-up." No place is named and a Troublemaker enters
    # play at a Problem (306.1): its player chooses the Problem first (705.2f), then searches
    # (518; it may fail to find, 518.1); put into play, not played (706.1d)
    "EO95": card(
        on_enter(
            Choose(Cards(types=PROBLEM), there=True),
            Search(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK), to="play-there"),
        )
    ),
    # Zecora, Mysterious and Spooky: "When this card enters play, banish another Friend. At the
    # end of the turn, put that card into play frightened." Any player's Friend; the banished
    # card (410.6) returns at its owner's home under its owner's control, frightened as it
    # enters (706.1b), by a delayed ability (615.1); a token banished ceases to exist (521.3)
    "EO96": card(
        on_enter(
            Act("banish", Cards(types=FRIEND, other=True)),
            AtEndOfTurn((Act("put-into-play-frightened", CHOSEN),)),
        )
    ),
    # Bon Bon, Particularly Patient: "When an opposing Friend enters play here, this card gets
    # +1 power until the end of the turn." Played or put into play here (706.1d)
    "EO97": card(
        Triggered(
            Trigger("enters-play", OPPONENT, about=Cards(OPPONENT, FRIEND, where=HERE)),
            (power(THIS, 1),),
        )
    ),
    # Golden Harvest, Bountiful Crop: "When this card enters play, put a +1 power counter on
    # each of your other Friends here." At home, "here" is its home (501.4)
    "EO98": card(
        on_enter(Act("put-counter", Cards(YOU, FRIEND, where=HERE, other=True), each=True))
    ),
    # Princess Luna, Night's Steward: "Your other Friends here have Diligent 1." (keywords
    # granted with their abilities: ``keywords.lender``)
    "EO99": card(Static("keyword", Cards(YOU, FRIEND, where=HERE, other=True), value="Diligent 1")),
    # Snips & Snails, Minor Problem: "This card can't be frightened." / "Main Phase: Exhaust
    # this card to uncover a Troublemaker here." (607.3: a face-down one, any player's)
    "EO100": card(
        Static("cant-frighten", THIS),
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Act("uncover", Cards(types=TROUBLEMAKER, face_down=True, where=HERE)),),
        ),
    ),
    # Toe-Tapper, Tenor: "When this card enters play, you may draw 3 cards, then discard 1."
    # The discard follows only the draw (712.3: "you may" covers the sentence); its player
    # chooses the card
    "EO101": card(on_enter(IfYouDo(Draw(3, optional=True), (Discard(1, YOU, random=False),)))),
    # Trouble Shoes, Rodeo Clown: "When this card enters play, you may retire any number of
    # Friends. Put a number of +1 power counters on this Friend equal to the combined power of
    # Friends retired this way." Friends its player controls (410.2), this one too; their
    # power as each last existed in play (712.2: with its counters and modifiers)
    "EO102": card(
        on_enter(
            IfYouDo(
                Act("retire", Cards(YOU, FRIEND), up_to=ANY_NUMBER, optional=True),
                (Act("put-counter", THIS, count="chosen-power"),),
            )
        )
    ),
    # Bulk Biceps, Extra Strong Masseuse: "When this card enters play, dismiss a Friend." /
    # "When this card leaves play, put a card from your discard pile into your hand." "A
    # Friend": any Friend in play, this card too (705.2f: it must if it is the only one);
    # the second paragraph sees this card as it last existed (712.2), so it triggers even as
    # it goes into the discard pile and may return itself
    "EO103": card(
        on_enter(Act("dismiss", Cards(types=FRIEND))),
        Triggered(Trigger("leaves-play"), (Act("to-hand", Cards(YOU, zone=Zone.DISCARD)),)),
    ),
    # Featherweight, Overeager Photog: "When an opponent moves a character, you may draw a
    # card." Any character an opponent moves (506), theirs or not
    "EO104": card(
        Triggered(
            Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)), (Draw(1, optional=True),)
        )
    ),
    # Princess Cadance, Everlasting Love: "When another one of your Friends enters your discard
    # pile, you may exhaust this card to search your deck for a Friend with the same name and
    # put that card into your hand." From anywhere (a Friend card discarded from the hand too,
    # as AD141's "enters a discard pile"); "the same name" as the card that entered (201.1;
    # ``same_name_as_chosen``), chosen after the exhausting so that it is the one CHOSEN
    "EO105": card(
        Triggered(
            Trigger("entered-discard", YOU, about=Cards(YOU, FRIEND, zone=Zone.DISCARD)),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (
                        Choose(THAT),
                        Search(Cards(types=FRIEND, zone=Zone.DRAW_DECK, same_name_as_chosen=True)),
                    ),
                ),
            ),
        )
    ),
    # Cratus, Ancient Beast Dealer: "When you confront this card's Problem, you may retire a
    # Critter here to score an additional point." A Critter you control (410.2: a player
    # retires their own cards)
    "EO106": card(
        when_confronted(
            IfYouDo(
                Act("retire", Cards(YOU, FRIEND, where=HERE, trait="Critter"), optional=True),
                (Score(1),),
            )
        )
    ),
    # Davenport, Mattress Salespony: "Opponents pay +[1] to play Friends with at least 3
    # printed power." (507.4: modifiers ignored)
    "EO107": card(
        Static(
            "cost",
            Cards(types=FRIEND, zone=Zone.HAND, min_printed_power=3),
            1,
            value="play",
            who=OPPONENT,
        )
    ),
    # Opalescence, Ferocious Feline: "Opponents pay +[1] to play cards during faceoffs."
    "EO108": card(
        Static(
            "cost",
            Cards(zone=Zone.HAND),
            1,
            value="play",
            who=OPPONENT,
            condition=Condition("faceoff"),
        )
    ),
    # The Smooze, Scavenger: "Immediate: Pay [1] to banish a non-Friend card from a discard
    # pile. If you do, put a +1 power counter on this card." Any discard pile's (406)
    "EO109": card(
        Activated(
            "Immediate",
            (pay(1),),
            (
                IfYouDo(
                    Act("banish", Cards(types=NON_FRIEND, zone=Zone.DISCARD)),
                    (Act("put-counter", THIS),),
                ),
            ),
        )
    ),
    # Apples to the Core: "Main Phase: Choose one: Increase a Problem's confront requirements
    # by 2 power until the start of your next turn, exhaust a character, or an opponent
    # discards a card and you draw a card." Ruling: the increase is 2 more wild power for
    # every player (611.3, as Eccentric's); the opponent chooses the card they discard (705.2f)
    "EO110": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "increase a Problem's confront requirements by 2",
                        (
                            Choose(Cards(types=PROBLEM), there=True),
                            ConfrontArea(ANY, 2, until="your-next-turn"),
                        ),
                    ),
                    ("exhaust a character", (Act("exhaust", Cards(types=CHARACTER)),)),
                    (
                        "an opponent discards a card and you draw a card",
                        (Discard(1, OPPONENT, random=False), Draw(1)),
                    ),
                ),
            ),
        )
    ),
    # Bale Out!: "As an additional cost to play this card, discard a card." / "Immediate:
    # Exhaust an opposing character. That character does not ready during its controller's
    # next Ready Phase." The discard is paid as the card is played (705.2), not when it is
    # copied (520.1; processing-actions explainer), so it is no "when you play" instruction
    # Ruling: as HM32's, the additional cost is the first thing done as the card is played,
    # and it may be played only with another card in hand to discard (508.1d); the character
    # does not ready until its controller's next Ready Phase has ended (603.1, 708.2)
    "EO111": card(
        Static(
            "play-requires", condition=Condition("count", Cards(YOU, zone=Zone.HAND, other=True))
        ),
        Play(
            "Immediate",
            (
                When(PLAYED_CARD, (Discard(1, who=YOU, random=False, cost=True),)),
                Act("exhaust", Cards(OPPONENT, CHARACTER)),
                Modify(CHOSEN, "no-ready", until=THEIR_NEXT_READY),
            ),
        ),
    ),
    # Barrel Through: "Immediate: During a faceoff, flip an additional card." (515.1) Played
    # outside a faceoff, it flips nothing (705.2f: as much as can be done)
    "EO112": card(Play("Immediate", (Flip(1),))),
    # Bats!: "Main Phase: Choose one: Dismiss a Resource, distribute two +1 power counters
    # among up to two Friends, or your Friends can't leave play this turn."
    # The counters one at a time, each on a Friend chosen for it (the same one twice, or two);
    # "your Friends": those you control as it resolves (708.2b), which can't leave play by
    # any means this turn, by an effect, a cost or the game (104.2; Manes never can, 301.5)
    "EO113": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("dismiss a Resource", (Act("dismiss", Cards(types=RESOURCE)),)),
                    (
                        "distribute two +1 power counters among up to two Friends",
                        (
                            Act("put-counter", Cards(types=FRIEND)),
                            Act("put-counter", Cards(types=FRIEND)),
                        ),
                    ),
                    (
                        "your Friends can't leave play this turn",
                        (Modify(Cards(YOU, FRIEND), "cant-leave-play", each=True),),
                    ),
                ),
            ),
        )
    ),
    # Big Mix-Up: "Main Phase: Choose up to two opposing Friends. Their controllers may return
    # any number of them to their owners' hands. Then, you score a point for each chosen
    # Friend in play."
    # "Up to two": the second one may be declined (choosing none would do nothing); their
    # controller returns any number of them, one at a time, and may stop (712.3); the points
    # are for the chosen Friends still in play as the same cards (410.6)
    "EO114": card(
        Play(
            MAIN,
            (
                Choose(Cards(OPPONENT, FRIEND)),
                Choose(Cards(OPPONENT, FRIEND, not_chosen=True), optional=True, adding=True),
                _MAY_RETURN_ONE,
                _MAY_RETURN_ONE,  # "any number of them": each of the (up to) two in turn
                Score(per=Cards(OPPONENT, FRIEND, where=AMONG_CHOSEN)),
            ),
        )
    ),
    # Cleaning Up: "Immediate: Choose two cards in discard piles. Banish one and put the other
    # into its owner's hand." Any players' piles; the two are chosen first, then which one is
    # banished (705.2f: in the order written); with fewer than two cards, none is chosen
    "EO115": card(
        Play(
            "Immediate",
            (
                Choose(Cards(zone=Zone.DISCARD), n=2),
                Act("banish", Cards(zone=Zone.DISCARD, where=AMONG_CHOSEN)),
                Act("to-hand", Cards(zone=Zone.DISCARD, where=AMONG_CHOSEN)),
            ),
        )
    ),
    # Cold Wave: "Immediate: Exhaust all characters involved in a faceoff without an attached
    # Accessory." Any player's (514.2); outside a faceoff none is involved
    "EO116": card(
        Play(
            "Immediate",
            (
                Act(
                    "exhaust",
                    Cards(types=CHARACTER, where=INVOLVED, without_resource_trait="Accessory"),
                    each=True,
                ),
            ),
        )
    ),
    # Dizzy Spell: "Main Phase: Put an opposing Friend into its owner's hand, then that player
    # discards a card." That player is its owner, the opponent (a two-player game), who
    # chooses the card (705.2f)
    "EO117": card(
        Play(
            MAIN,
            (Act("to-hand", Cards(OPPONENT, FRIEND)), Discard(1, OPPONENT, random=False)),
        )
    ),
    # Dreamseized: "Main Phase: Look at a player's hand and choose a card with 3 or more
    # printed power. That player discards that card." The player is chosen first (705.2f):
    # an opponent's hand is looked at (shown to the player choosing; in a two-player game no
    # one else could learn of it, 410.6), or its own; no such card there, nothing is discarded
    "EO118": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "an opponent's hand",
                        (Discard(1, OPPONENT, random=False, by=YOU, min_printed_power=3),),
                    ),
                    ("your hand", (Discard(1, YOU, random=False, min_printed_power=3),)),
                ),
            ),
        )
    ),
    # Epic Loot: "Immediate: The next time you defeat a Troublemaker this turn, score an
    # additional point." A triggered modifier (708.4): once, at the next defeat by its player
    # (514.5a), this turn only (616.4); the point is scored as it resolves, after the
    # Troublemaker's points
    "EO119": card(Play("Immediate", (NextTime(Trigger("defeated"), (Score(1),)),))),
    # Extreme Sledding: "Main Phase: Move up to two of your characters." (506: each to home or
    # a Problem)
    "EO120": card(Play(MAIN, (Move(Cards(YOU, CHARACTER), to="any", up_to=2, optional=True),))),
    # Find the Music in You: "Main Phase: Choose one: Each opponent loses [2], reduce the
    # confront requirements of a Problem by 2 power until the end of the turn, or put a Friend
    # with printed power of 1 or less into play from your discard pile." The reduction is for
    # every player (611.3: taken from the requirements as best suits the confronting player)
    "EO121": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("each opponent loses 2", (LoseTokens(2, OPPONENT),)),
                    (
                        "reduce a Problem's confront requirements by 2",
                        (Choose(Cards(types=PROBLEM), there=True), ConfrontArea(ANY, reduce=2)),
                    ),
                    (
                        "put a Friend with printed power 1 or less into play from your discard",
                        (
                            Act(
                                "put-into-play",
                                Cards(YOU, FRIEND, zone=Zone.DISCARD, max_printed_power=1),
                            ),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Heroic Leap: "Immediate: A character involved in a faceoff gets +2 power until the end of
    # the faceoff." (514.2)
    "EO122": card(
        Play("Immediate", (power(Cards(types=CHARACTER, where=INVOLVED), 2, until="faceoff"),))
    ),
    # I'll Fly: "Main Phase: Choose one: a character gets +2 power until the end of the turn,
    # look at the top 5 cards of your deck and put them back in any order, or move a Friend."
    "EO123": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("a character gets +2 power", (power(Cards(types=CHARACTER), 2),)),
                    ("look at the top 5 cards of your deck", (LookAtTop(5),)),
                    ("move a Friend", (Move(Cards(types=FRIEND), to="any"),)),
                ),
            ),
        )
    ),
    # Interdimensional Portal: "Immediate: Banish a Friend, then put that Friend into play."
    # A new card (410.6), put into play at its owner's home under its owner's control (706.1d:
    # its "enters play" abilities trigger; no longer exhausted, frightened or involved)
    "EO124": card(
        Play("Immediate", (Act("banish", Cards(types=FRIEND)), Act("put-into-play", CHOSEN)))
    ),
    # Lie Low: "Main Phase: Put an opposing Friend into its owner's hand."
    "EO125": card(Play(MAIN, (Act("to-hand", Cards(OPPONENT, FRIEND)),))),
    # Make This Castle a Home: "Main Phase: Choose one: Draw 2 cards, banish a Friend with
    # printed power of 2, or put a Resource from your discard pile on top of your deck."
    # (507.4: printed power, modifiers ignored)
    "EO126": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("draw 2 cards", (Draw(2),)),
                    (
                        "banish a Friend with printed power of 2",
                        (Act("banish", Cards(types=FRIEND, printed_power=2)),),
                    ),
                    (
                        "put a Resource from your discard pile on top of your deck",
                        (Act("to-deck-top", Cards(YOU, RESOURCE, zone=Zone.DISCARD)),),
                    ),
                ),
            ),
        )
    ),
    # Makeover!: "Main Phase: Choose a character and a color. That character is also that
    # color until the end of the turn." (203.1, 711: the colour is added to its own)
    "EO127": card(Play(MAIN, (Modify(Cards(types=CHARACTER), "colour", 0, choose_colour=True),))),
    # Napcakes: "Immediate: Put a Friend with 2 or less power on top of its owner's deck."
    "EO128": card(Play("Immediate", (Act("to-deck-top", Cards(types=FRIEND, max_power=2)),))),
    # Oh YEAH!: "Immediate: If you won a Problem faceoff by at least 5 power this turn,
    # frighten an opposing Friend." The margin: the winner's power total less the highest
    # other total (514.4a, 514.5), the widest of this turn's Problem faceoffs won
    "EO129": card(
        Play(
            "Immediate",
            (
                When(
                    Condition("won-problem-faceoff-by", n=5),
                    (Act("frighten", Cards(OPPONENT, FRIEND)),),
                ),
            ),
        )
    ),
    # Party Hard: "Main Phase: As an additional cost to play this card, retire any number of
    # Friends. Draw cards equal to the number of Friends retired this way, and an opponent
    # discards that many cards." (a copy retires none and so draws none: 520.1)
    # Ruling: as EO111, the cost is the first thing done as it is played; your own Friends
    # (410.2: a player retires their cards), none too (508.1d); the count is of those retired
    "EO130": card(
        Play(
            MAIN,
            (
                When(PLAYED_CARD, (Act("retire", Cards(YOU, FRIEND), up_to=ANY_NUMBER),)),
                Draw(per_chosen=True),
                Discard(who=OPPONENT, random=False, per_chosen=True),
            ),
        )
    ),
    # Party of One: "Main Phase: Choose a Friend. Banish each other Friend." (406; every
    # player's Friends but the one chosen)
    "EO131": card(
        Play(
            MAIN,
            (
                Choose(Cards(types=FRIEND)),
                Act("banish", Cards(types=FRIEND, not_chosen=True), each=True),
            ),
        )
    ),
    # Ponyville Emergency: "Main Phase: Move up to two opposing characters." (506: each to
    # home or a Problem, by this Event's player)
    "EO132": card(
        Play(MAIN, (Move(Cards(OPPONENT, CHARACTER), to="any", up_to=2, optional=True),))
    ),
    # Puppet Show: "Immediate: Choose a Problem. Opponents need +2 power to confront that
    # Problem until the end of the turn." (611.3: wild power, as Eccentric's)
    "EO133": card(
        Play("Immediate", (Choose(Cards(types=PROBLEM), there=True), ConfrontArea(OPPONENT, 2)))
    ),
    # Read the Manual: "Main Phase: Gain [5], then banish this card." (406: not into the
    # discard pile, 304.2)
    "EO134": card(Play(MAIN, (GainTokens(5),), put="banish")),
    # Rolling Tones: "Immediate: Dismiss a Friend."
    "EO135": card(Play("Immediate", (Act("dismiss", Cards(types=FRIEND)),))),
    # Scope Things Out: "Immediate: Draw 4 cards, then put 3 cards from your hand on the top of
    # your deck." One at a time, chosen by its player (402.3: the last one put is on top)
    "EO136": card(
        Play(
            "Immediate",
            (
                Draw(4),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
            ),
        )
    ),
    # Solo Performance: "Immediate: Choose a Problem you confronted this turn. If there are no
    # opposing Friends at that Problem, score a point." (611.4: confronted in this turn's
    # Score Phase, the Problem still in play as the same card, 410.6)
    "EO137": card(
        Play(
            "Immediate",
            (
                IfYouDo(
                    Choose(Cards(types=PROBLEM, confronted_this_turn=True), there=True),
                    (When(Condition("none", Cards(OPPONENT, FRIEND, where=THERE)), (Score(1),)),),
                ),
            ),
        )
    ),
    # Special Beam Cannon: "Main Phase: Banish a Resource." (406)
    "EO138": card(Play(MAIN, (Act("banish", Cards(types=RESOURCE)),))),
    # Splash Attack: "Main Phase: Turn a Troublemaker face-down." (505: a face-up one; it
    # becomes a new card, 410.6)
    "EO139": card(Play(MAIN, (Act("turn-face-down", Cards(types=TROUBLEMAKER)),))),
    # Training Montage: "Main Phase: One of your Friends gets +1 power for each of your other
    # Friends at its Problem until the end of the turn." Counted as it resolves (708.2); a
    # Friend at home has no Problem: it gets nothing (501.4)
    "EO140": card(
        Play(
            MAIN,
            (
                Choose(Cards(YOU, FRIEND), there=True),
                When(
                    Condition("chosen", Cards(where=AT_PROBLEM)),
                    (
                        Modify(
                            CHOSEN,
                            "power",
                            1,
                            per=Cards(YOU, FRIEND, where=THERE, not_chosen=True),
                        ),
                    ),
                ),
            ),
        )
    ),
    # A Stern Talking-To: "Play on a Problem." / "Vexing" (keyword) / "If a Troublemaker would
    # be uncovered here, you may retire this card instead." By the Uncover step or an effect
    # (607.3); "you": this card's controller says "may" (710.1). Replaced in the Uncover step,
    # the Troublemaker stays face-down and is not tried again this turn (607.2)
    "EO141": card(
        Attach(Cards(types=PROBLEM)),
        Replacement("uncover", Cards(types=TROUBLEMAKER, where=HERE, face_down=True), "retire"),
    ),
    # Acrobatics Act: "Play to your home." / "At the end of your turn, you may draw a card." /
    # "When an opponent confronts a Problem, retire this card." (615.1; 611.4: any Problem)
    "EO142": card(
        Triggered(Trigger("turn-end", YOU), (Draw(1, optional=True),)),
        Triggered(Trigger("confronted", OPPONENT, anywhere=True), (Act("retire", THIS),)),
    ),
    # Appleoosa: "Play to your home." / "Your Friends with at least 4 power can't be frightened
    # or dismissed." (104.2: by any player or effect)
    "EO143": card(
        Static("cant-frighten", Cards(YOU, FRIEND, min_power=4)),
        Static("cant-dismiss", Cards(YOU, FRIEND, min_power=4)),
    ),
    # Assault Pie: "Play on a Friend." / "When that Friend becomes involved in a faceoff, you
    # may retire this card to dismiss an opposing Friend involved in the faceoff." Ruling: read
    # as the faceoff starts, when its characters become involved (514.2); "opposing": an
    # opponent of this card's controller (513.5)
    "EO144": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("host-in-faceoff")),
            (
                IfYouDo(
                    Act("retire", THIS, optional=True),
                    (Act("dismiss", Cards(OPPONENT, FRIEND, where=INVOLVED)),),
                ),
            ),
        ),
    ),
    # Balloonoculars: "Play to your home." / "Opponents play with their hands revealed." /
    # "When an opponent draws a Friend, you may put a +1 power counter on one of your
    # Friends." / "When an opponent draws an Event, you may draw a card."
    # Revealed as they enter the hand, at the next priority point (410.6; the Static
    # "hands-revealed"); "draws a Friend": the card drawn, by its type (``Trigger("drew-card")``)
    "EO145": card(
        Static("hands-revealed", who=OPPONENT),
        Triggered(
            Trigger("drew-card", OPPONENT, about=Cards(types=FRIEND, zone=Zone.HAND)),
            (Act("put-counter", Cards(YOU, FRIEND), optional=True),),
        ),
        Triggered(
            Trigger("drew-card", OPPONENT, about=Cards(types=EVENT, zone=Zone.HAND)),
            (Draw(1, optional=True),),
        ),
    ),
    # Bedtime: "Play to your home." / "If a Friend would be put into a player's hand from
    # play, banish that Friend instead."
    # Any player's Friend, by an effect, a cost ("return this card to its owner's hand", paid
    # so) or a replacement (710.1, 710.3); no "may": nobody is asked
    "EO146": card(Replacement("to-hand", Cards(types=FRIEND), "banish", optional=False)),
    # Cardboard Box: "Play on a character." / "That character can't contribute its power to
    # faceoffs." It stays involved (514.2) and its power counts for confronting (611.3)
    "EO147": card(Attach(Cards(types=CHARACTER)), Static("no-faceoff-power", HOST)),
    # Conductor's Baton: "Play to your home." / "Your Friends with cost 2 or less have +1
    # power." (204.1: printed cost)
    "EO148": card(Static("power", Cards(YOU, FRIEND, max_cost=2), 1)),
    # Cutie Mark Vault: "Play to your home." / "When you put a card on top of your deck, you
    # may exhaust this card to put a Cutie Mark counter on this card." / "Main Phase: Retire
    # this card and remove any number of Cutie Mark counters from it to gain [1] for each
    # Cutie Mark counter you remove."
    # Ruling: "remove any number" removes every one of them: the counters are gone with the
    # card as it is retired (519.3, 410.6), so removing fewer only gains less; the count is
    # the card's as it last existed in play (712.2)
    "EO149": card(
        Triggered(
            PUT_ON_DECK,
            (IfYouDo(Act("exhaust", THIS, optional=True), (PutCounters(_CUTIE_MARK_COUNTER),)),),
        ),
        Activated(MAIN, (RETIRE_THIS,), (GainTokens(count=f"counter:{_CUTIE_MARK_COUNTER}"),)),
    ),
    # Daring Do Poster: "Play to your home" / "Your Troublemakers have "At the start of your
    # turn, gain [1]."" Ruling: read as this card's own trigger at the start of its
    # controller's turn (601.2), gaining [1] for each of their face-up Troublemakers then (a
    # face-down one has no abilities, 505.1): the same tokens at the same time as one granted
    # trigger on each (701.1); a Troublemaker that lost its abilities still counts
    "EO150": card(at_start_of("Ready", GainTokens(1, per=Cards(YOU, TROUBLEMAKER)), whose=YOU)),
    # Defensive Position: "Play to your home." / "If one or more of your Friends would be
    # dismissed, you may pay [1] and exhaust this card instead. If you do, those Friends are
    # not dismissed."
    # Offered while [1] can be paid and this card exhausted (508.1d); accepted, the Friends
    # the same instruction would dismiss stay, for that one payment; declined, each is
    # asked on its own (710.5)
    "EO151": card(
        Replacement("dismissed", Cards(YOU, FRIEND), "prevent", cost=(pay(1), EXHAUST_THIS))
    ),
    # Fake Star Swirl Beard: "Play on a Friend." / "When you play an Event, that Friend gets
    # +2 power until the end of the turn." (509: its host)
    "EO152": card(
        Attach(Cards(types=FRIEND)), Triggered(Trigger("event-played"), (power(HOST, 2),))
    ),
    # Fashion Disaster: "Play to your home." / "At the start of each player's turn, for each
    # of that player's Friends, that player retires that Friend unless they pay [1]."
    # Ruling: the player chooses, one at a time, each Friend they pay [1] for, and stops when
    # they will pay no more (508.1d: while they can); the others are retired together: the
    # same as asking Friend by Friend, as nothing happens in between (709.1)
    "EO153": card(
        Triggered(
            Trigger("phase-start", ANY, value="Ready"),
            (
                Act("pay-for", Cards(ACTOR, FRIEND), chooser=ACTOR, up_to=ANY_NUMBER),
                Act("retire", Cards(ACTOR, FRIEND, not_chosen=True), each=True),
            ),
        )
    ),
    # Griffonstone: "Play on a Problem." / "Vexing" (keyword) / "When this card is retired, you
    # may pay [1] to dismiss a Friend here." "Here": the Problem it was on as it left play
    # (712.2); any player's Friend there
    "EO154": card(
        Attach(Cards(types=PROBLEM)),
        Triggered(
            Trigger("retired"),
            (IfYouDo(Pay(1), (Act("dismiss", Cards(types=FRIEND, where=HERE)),)),),
        ),
    ),
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
    # A move as a Main Phase action (its cost stays paid, 609.2b) or by an opponent's effect
    # (506.1); "you": this card's controller is asked (710.1)
    "EO160": card(Replacement("move", Cards(types=CHARACTER), "retire", who=OPPONENT)),
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
    # As EO12: any opposing Friend, wherever it is (514.2c); the Troublemaker's power counts
    # for its controller, who started the faceoff (514.4a; not a challenge, so not 514.4a.i)
    # and nothing follows but the card's text (514.5d)
    "EO170": card(
        Triggered(
            Trigger("uncovered"),
            (
                StartFaceoff(THIS, Cards(OPPONENT, FRIEND), stronger=False),
                FaceoffResult(
                    (
                        When(
                            Condition("you-won"),
                            (Act("frighten", Cards(OPPONENT, FRIEND, where=AMONG_CHOSEN)),),
                        ),
                    )
                ),
            ),
        )
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
    # As EO170, with an opposing Friend at its Problem; "that Friend's controller defeats
    # this card": the winner, as 514.5a says (scoring its points)
    "EO174": card(
        Activated(
            MAIN,
            (pay(3),),
            (
                StartFaceoff(THIS, Cards(OPPONENT, FRIEND, where=HERE), stronger=False),
                FaceoffResult(
                    (
                        When(
                            Condition("you-won"),
                            (Act("dismiss", Cards(OPPONENT, FRIEND, where=AMONG_CHOSEN)),),
                        ),
                        When(Condition("you-lost"), (Act("defeat", THIS, chooser=ACTOR),)),
                    )
                ),
            ),
        )
    ),
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
    # you do, this card is not defeated." Replaced, nothing is scored for it (514.5a: to
    # defeat it is to score its points and dismiss it); offered only while it has a counter
    # to remove (508.1d); "you": its controller says "may"
    "EO178": card(
        Triggered(Trigger("uncovered"), (Act("put-counter", THIS),)),
        Replacement("defeat", THIS, cost=(remove_counters(1, POWER_COUNTER),)),
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
    # Any player's Score Phase; this Problem's controller chooses first, then the other
    # player (801.1); the bar is a lasting modifier on this Problem (708.2: "your"/"their"
    # characters read as the confront is checked, 611.3a; ``flow.confront_rules``)
    "EO181": card(
        Triggered(
            Trigger("phase-start", ANY, value="Score"),
            tuple(
                choose_one(
                    *((c, (Modify(THIS, CONFRONT_COLOUR, value=f"{who}:{c}"),)) for c in COLOURS),
                    who=who,
                )
                for who in (YOU, OPPONENT)
            ),
        )
    ),
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
    # Each player, at this Problem, during the Ready Phase: in the Ready step the turn player
    # chooses the one that readies (603.1); an effect can't ready another there then (104.2)
    "EO190": card(Static("ready-one-here")),
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
    # "You": this Problem's controller, whose Friend it is; moved by them (506), if it can be
    # moved here (104.2); no move cost: it is no action (506.3)
    "EO198": card(Replacement("home-limit-retire", Cards(YOU, FRIEND))),
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
    # printed abilities." (errata: "for the first time each game")
    # Rulings: the colour chosen as the game starts (102.5) is kept on the card and read on
    # either side, as is what the Boosted side gains: gains by a resolved effect last while
    # the card is in play (708.2, 410.6), and turning over does not make a new card (301.2).
    # "An opponent's Mane Character turns over" either way, whoever turns it. "That card's
    # printed abilities" are those of the side it has face up as the ability resolves (301.3):
    # an opposing Mane just turned Boosted gives its Boosted side's; they are fixed then, and
    # stay when that Mane turns again (701.1). "For the first time each game": once, a Mane
    # Character never leaving play (301.5, as MT135).
    "EO203": card(
        Triggered(Trigger(GAME_START, ANY), (BecomeColour(only_choose=True),)),
        Static("chosen-colours"),
        Static("chosen-abilities"),
        Triggered(Trigger("turned-over", ANY, about=Cards(OPPONENT, MANE)), (TURN_OVER,)),
        boosted=(
            Triggered(
                Trigger("turned-over", first=True),
                (
                    Modify(THIS, "colour", choose_colour=True, until="permanent"),
                    Choose(Cards(OPPONENT, MANE)),
                    GainPrintedAbilities(CHOSEN),
                ),
            ),
            Static("chosen-colours"),
            Static("chosen-abilities"),
        ),
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
    # Solved (613.1, 613.2) or replaced by an effect; offered only while this card can be
    # exhausted (508.1d); kept, the Problem and every card at it stay where they are
    "EO208": card(
        Replacement("problem-replaced", Cards(types=PROBLEM, where=HERE), cost=(EXHAUST_THIS,))
    ),
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
    # "Another Friend": any player's but this one (gaining control of your own does nothing,
    # 513.2); the control ends as this card leaves play or is frightened (505.3: a new card)
    "EO213": card(
        on_enter(gain_control_of(Cards(types=FRIEND, other=True), WHILE_THIS_IN_PLAY)),
    ),
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
    # Mane Characters and Friends of any player (the characters, 301, 302), not Troublemakers
    "EO217": card(Static("power-set", Cards(types=CHARACTER, where=HERE), 2)),
}
