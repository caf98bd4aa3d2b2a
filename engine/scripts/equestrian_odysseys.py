"""Equestrian Odysseys (EO) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ACTOR,
    AMONG_CHOSEN,
    ANY,
    ANY_NUMBER,
    CHAOS,
    CHARACTER,
    CHOSEN,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    RESOURCE,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AddPower,
    AtStartOfYourNextTurn,
    Cards,
    CardScript,
    Choose,
    Condition,
    CostReduction,
    Discard,
    Draw,
    FaceoffResult,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Manual,
    Modify,
    Move,
    Name,
    NextTime,
    Pay,
    Play,
    RevealTop,
    Score,
    Search,
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
    manual,
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

TURN_OVER = Act("turn-over", THIS)  # a Mane Character to its other side (301.2)
# "At the start of a faceoff involving this card": involved as it starts (514.2b)
FACEOFF_INVOLVING_THIS = Trigger("faceoff-started", ANY, condition=Condition("in-faceoff"))

SCRIPTS: dict[str, CardScript] = {
    # Lyra, Handy: "Main Phase: Pay [2] and discard your hand to turn this card over." /
    # Boosted: "When this side of the card is turned face up, if you have fewer cards in your
    # hand than your maximum hand size, draw cards until you reach your maximum hand size."
    # Ruling: the hand is discarded as the ability resolves, right after [2] is paid (a
    # Main Phase ability resolves at once, 705.2; nothing may happen in between), with an
    # empty hand too (there is nothing to discard, 508.1d)
    "EO0": card(
        Activated(MAIN, (pay(2),), (Discard(who=YOU, all=True), TURN_OVER)),
        boosted=(
            Manual(0, reason="no 'draw cards until you reach your maximum hand size' (616.2)"),
        ),
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
        Manual(0, reason="no 'while ..., you may turn this card over' permission (301.2)"),
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
        boosted=(Manual(0, reason="no cost reduction for the first Friend played here each turn"),),
    ),
    # Princess Twilight Sparkle, Ambassador of Friendship: "When you put a card on top of your
    # deck, you may turn this card over." / Boosted: "Meticulous 1" / "When you put a card on
    # top of your deck, if you have a Friend at home, you may exhaust this card to gain [1]."
    "EO5": manual(reason="no trigger for putting a card on top of your deck"),
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
    "EO18": manual(reason="no instruction making a character involved in a faceoff (514.2)"),
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
    "EO54": manual(reason="no trigger for putting a card on top of your deck"),
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
    "EO60": manual(reason="cards banished by an earlier ability of this card are not tracked"),
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
        Manual(1, reason="no limit on moving characters here for players with 2 or more here"),
    ),
    # Joe, Con Mane: "Opponents can't move characters with power lower than or equal to this
    # card's power to this card's Problem."
    "EO68": manual(reason="no move limit here compared with this card's power, by opponents"),
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
    # Epic Loot: "Immediate: The next time you defeat a Troublemaker this turn, score an
    # additional point." A triggered modifier (708.4): once, at the next defeat by its player
    # (514.5a), this turn only (616.4); the point is scored as it resolves, after the
    # Troublemaker's points
    "EO119": card(Play("Immediate", (NextTime(Trigger("defeated"), (Score(1),)),))),
    # Bridging the Gap: "When this Problem is solved, you may look at the top card of your
    # Problem deck and put it on the top or the bottom of that deck." "You": the Problem's
    # controller as it was solved (712.2); the card it replaced itself with is in play by then
    # (613.2), so the top card is the next one
    "EO182": card(when_solved(LookAtTop(1, YOU, problem_deck=True, optional=True, bottom=True))),
}
