"""Leaders and Legends (LL) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.

Talented ("When you play an Event whose play requirement includes at least one of this card's
colors, ...") is a triggered ability of the card (704): ``talented``, the Event fitting
``Cards(requirement_shares_colour=True)`` as it is in its owner's discard pile once played
(304.2), its printed requirements (205.1) against this card's colours now (203.1). "If a
player has 8 or more points" is ``Condition("points", n=8)``: any player, the ability's
controller too (517.1).
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    ANY,
    ANY_CARD,
    CHARACTER,
    CHOSEN,
    ELSEWHERE,
    EVENT,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    INVOLVED,
    MAIN,
    MANE,
    NEXT_READY,
    OPPONENT,
    PINK,
    PLAY_SELF,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THIS,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    ConfrontArea,
    CopyEffect,
    Discard,
    DiscardHandToDraw,
    Draw,
    Effect,
    Flip,
    GainTokens,
    HandHasty,
    IfYouDo,
    LookAtTop,
    Manual,
    Modify,
    Move,
    Pay,
    PutCounters,
    PutTokenCopy,
    Score,
    Shuffle,
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
    friend_tokens,
    manual,
    on_enter,
    on_play,
    pay,
    power,
    when_confronted,
    when_moved,
)
from engine.state import POWER_COUNTER, Zone

# "if a player has 8 or more points" / "while a player has 8 or more points" (517.1)
EIGHT_POINTS = Condition("points", n=8)

THREE_OR_LESS_POWER = Condition("power", n=3, value="at-most")  # LL24
FOUR_OR_MORE_POWER = Condition("power", n=4, value="at-least")
OPPONENT_HAS_TWO = Condition("tokens", n=2, value=OPPONENT)  # "an opponent has at least [2]"

CRITTER_TOKEN = friend_tokens(1, 1, YELLOW, "Critter")  # "a 1 [Kindness] Critter Friend token"
_THEIR_DISCARDED = Cards(OPPONENT, FRIEND, zone=Zone.DISCARD)  # LL44
# LL59: "you may challenge it with this card. If a player has 8 or more points, you may
# challenge it with all of your characters at this card's Problem instead."
_CHALLENGE_IT = (
    When(Condition("points", n=8, value="none"), (Challenge(THAT, THIS, optional=True),)),
    When(EIGHT_POINTS, (Challenge(THAT, None, optional=True),)),
)
_EVENT_OF_MY_COLOUR = Cards(types=EVENT, zone=Zone.DISCARD, requirement_shares_colour=True)


def talented(*effects: Effect) -> Triggered:
    """ "Talented: When you play an Event whose play requirement includes at least one of this
    card's colors, [``effects``]" (704; 205.1, 203.1): the Event as it is in its owner's
    discard pile once played (304.2)."""
    return Triggered(Trigger("event-played", YOU, about=_EVENT_OF_MY_COLOUR), effects)


def hand_at_least(n: int) -> Condition:
    """ "While you have at least ``n`` cards in your hand" (LL29)."""
    return Condition("count", Cards(YOU, zone=Zone.HAND), n=n)


TURN_OVER = Act("turn-over")  # a Mane Character to its other side (301.2)

# "At the start of a Problem faceoff, turn this card over." (514.1; any Problem faceoff)
PROBLEM_FACEOFF_TURNS_OVER = Triggered(
    Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("faceoff", value="problem")),
    (TURN_OVER,),
)

SCRIPTS: dict[str, CardScript] = {
    # Rainbow Dash, Flight Instructor: not automated
    "LL1": manual(
        reason="needs 'characters with different power' and a first-move-each-turn trigger"
    ),
    # Applejack, Work Hard, Play Hard: "When one or more opposing characters become exhausted,
    # turn this card over." Each one exhausted triggers it (503.2); only a Start side is
    # turned (301.2), so several at once turn it once / Boosted: "This card has +1 power for
    # each opposing exhausted character." / "At the end of your turn, choose an exhausted
    # Friend. That Friend doesn't ready during its controller's next Ready Phase." (615.1,
    # 603.1; any player's Friend)
    "LL2": card(
        Triggered(
            Trigger("exhausted", OPPONENT, about=Cards(OPPONENT, CHARACTER)),
            (When(Condition("count", Cards(YOU, MANE, boosted=False)), (TURN_OVER,)),),
        ),
        boosted=(
            Static("power", THIS, 1, per=Cards(OPPONENT, CHARACTER, exhausted=True)),
            Triggered(
                Trigger("turn-end", YOU),
                (
                    Choose(Cards(types=FRIEND, exhausted=True)),
                    Modify(CHOSEN, "no-ready", until=NEXT_READY),
                ),
            ),
        ),
    ),
    # Pinkie Pie, Party Cannoneer: not automated
    "LL3": manual(reason="needs a turn-over cost of hand size minus 1 and a discard-count dismiss"),
    # Princess Twilight Sparkle, There's A Spell For That!: not automated
    "LL4": manual(reason="needs a check that a revealed hand has no two names alike (201.1)"),
    # Rarity, Booming Business: "At the start of a Problem faceoff, turn this card over." Any
    # Problem faceoff, whoever's (514.1) / Boosted: "While an opponent controls a non-token
    # Friend, that player can't retire token Friends for being in excess of their home limit."
    # / "Main Phase: Pay [1] and exhaust this card to put a 1 White Unicorn Friend token with
    # Prepared into play under an opponent's control." (521.1: at that player's home)
    "LL5": card(
        PROBLEM_FACEOFF_TURNS_OVER,
        boosted=(
            Static(
                "no-token-retire",
                who=OPPONENT,
                condition=Condition("count", Cards(OPPONENT, FRIEND, token=False)),
            ),
            Activated(
                MAIN,
                (pay(1), EXHAUST_THIS),
                (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", who=OPPONENT),),
            ),
        ),
    ),
    # Fluttershy, Growing Confidence: "At the start of a Problem faceoff, turn this card over."
    # / Boosted: "When one of your Problems enters play, gain [1] and draw a card." (a Problem
    # you own, replacing a solved one or by an effect, 613.2)
    "LL6": card(
        PROBLEM_FACEOFF_TURNS_OVER,
        boosted=(
            Triggered(
                Trigger("problem-played", YOU, about=Cards(YOU, PROBLEM)), (GainTokens(1), Draw(1))
            ),
        ),
    ),
    # Flash Magnus, Squad Leader: "While an opponent controls a Friend they do not own, you
    # may pay [2] less to play this card." (705.2b; read from the hand, 701.3)
    "LL7": card(
        Static(
            "cost",
            THIS,
            -2,
            PLAY_SELF,
            YOU,
            condition=Condition("count", Cards(OPPONENT, FRIEND, not_owned=True)),
        )
    ),
    # Hoo'Far, Road Trip: "When this card enters play, your other Friends have Traveler until
    # the end of the turn." The Friends in play as it resolves (708.2), not later ones
    "LL9": card(
        on_enter(Modify(Cards(YOU, FRIEND, other=True), "keyword", value="Traveler", each=True))
    ),
    # King Sombra, Hail to the King: "Chaos: When this card is flipped, you may frighten an
    # opposing Friend." / "Opponents need +1 power to confront this card's Problem for each of
    # their frightened Friends here." (wild power, as Eccentric's; 504.1, 611.3)
    "LL10": card(
        chaos(Act("frighten", Cards(OPPONENT, FRIEND), optional=True)),
        Static("confront", amount=1, per=Cards(OPPONENT, FRIEND, where=HERE, face_down=True)),
    ),
    # Lord Tirek, Pumping Iron: "Talented: ... put a Muscle counter on this card." / "Your
    # flipped cards have +1 power for each Muscle counter on this card." (519.1, 514.4a)
    "LL11": card(
        talented(PutCounters("Muscle")),
        Static("flipped-power", amount=1, per_counter="Muscle"),
    ),
    # Rainbow Dash, Professor of Loyalty: "When this card enters play, if a player has 8 or
    # more points, you may frighten a Friend." (checked as it resolves, 709)
    "LL12": card(
        on_enter(Act("frighten", Cards(types=FRIEND), optional=True, condition=EIGHT_POINTS))
    ),
    # Scootaloo, Half-Pint Dynamite: "Talented: ... you may move this card." (506; to home or
    # a Problem, as "move this card" reads)
    "LL13": card(talented(Move(THIS, "any", optional=True))),
    # Spearhead, Paint It Black: "When this card enters play, put an Art counter on an opposing
    # Resource." / "Resources with Art counters on them lose and can't have abilities." (519.1;
    # 701.1: any Resource so marked, whoever put the counter)
    "LL14": card(
        on_enter(Choose(Cards(OPPONENT, RESOURCE)), PutCounters("Art", target=CHOSEN)),
        Static("lose-abilities", Cards(types=RESOURCE, with_counter="Art")),
    ),
    # Spike, High Stakes Lavaball: "This card's Problem's bonus is increased by 1." (210.1;
    # while it is at a Problem)
    "LL15": card(Static("problem-bonus-add", amount=1)),
    # Apple Bloom, Seedling Seeker: "Talented: ... you may exhaust an opposing character. That
    # character doesn't ready during its controller's next Ready Phase." (603.1)
    "LL16": card(
        talented(
            IfYouDo(
                Act("exhaust", Cards(OPPONENT, CHARACTER), optional=True),
                (Modify(CHOSEN, "no-ready", until=NEXT_READY),),
            )
        )
    ),
    # Applejack, Professor of Honesty: "When this card enters play, if a player has 8 or more
    # points, you may distribute 2 +1 power counters among up to 2 of your Friends." One
    # counter at a time, each on any of your Friends (519.1): both on one, or one on each
    "LL17": card(
        on_enter(
            Act("put-counter", Cards(YOU, FRIEND), optional=True, condition=EIGHT_POINTS),
            Act("put-counter", Cards(YOU, FRIEND), optional=True, condition=EIGHT_POINTS),
        )
    ),
    # Garble, Beat Poet: "This card can't be frightened." / "Immediate: Pay [1] to unfrighten
    # one of your Friends." (104.2, 504.3)
    "LL18": card(
        Static("cant-frighten", THIS),
        Activated("Immediate", (pay(1),), (Act("unfrighten", Cards(YOU, FRIEND, face_down=True)),)),
    ),
    # Limestone Pie, Inner Beauty: "You may pay [1] less to play your first Friend with
    # printed power 4 or more each turn." (705.2b, 507.4; always taken: paying less is never
    # worse)
    "LL19": card(
        Static(
            "cost",
            Cards(YOU, FRIEND, zone=Zone.HAND, min_printed_power=4),
            -1,
            "play",
            YOU,
            condition=Condition("no-big-friend-played"),
        )
    ),
    # Moody Root, Get Off My Lawn!: "Main Phase: Exhaust this card to exhaust an opposing
    # character here."
    "LL20": card(
        Activated(MAIN, (EXHAUST_THIS,), (Act("exhaust", Cards(OPPONENT, CHARACTER, where=HERE)),))
    ),
    # Rockhoof, Collateral Damage: "Immediate: During a faceoff, discard two cards to flip an
    # additional card." (515.1; the discard is the cost, 508.1)
    "LL21": card(
        Activated(
            "Immediate",
            (cost_of("discard", Cards(YOU, zone=Zone.HAND), n=2),),
            (Flip(1),),
            condition=Condition("faceoff"),
        )
    ),
    # Smolder, Protective Little Sister: "If an opponent would force you to discard a card
    # while this card is in your hand, you may discard this card instead." / "When this card
    # is put into your discard pile from play, an opponent discards a card." (of their
    # choice, 410.3)
    "LL22": card(
        Manual(0, reason="needs a replacement of a forced discard that works from the hand"),
        Triggered(Trigger("to-discard"), (Discard(1, OPPONENT, random=False),)),
    ),
    # Winona, Workout Buddy: "While this card has 3 or less power, it has Diligent 1." / "While
    # this card has 4 or more power, it can't be retired or dismissed except to home limit."
    "LL24": card(
        Static(
            "keyword", THIS, value="Diligent 1", condition=Condition("power", n=3, value="at-most")
        ),
        Static("cant-retire", THIS, condition=FOUR_OR_MORE_POWER),
        Static("cant-dismiss", THIS, condition=FOUR_OR_MORE_POWER),
    ),
    # Cargo Mare, Heavy Lift: "When this card enters play, if a Friend left play this turn,
    # you may draw 2 cards." (any player's Friend, any way it left)
    "LL25": card(on_enter(Draw(2, optional=True), condition=Condition("friend-left-this-turn"))),
    # Clear Sky, Positive Outlook: "Talented: ... you may shuffle a Friend from your discard
    # pile into your deck." (its deck shuffled with it, 410.6)
    "LL27": card(
        talented(
            IfYouDo(
                Act("to-deck-top", Cards(YOU, FRIEND, zone=Zone.DISCARD), optional=True),
                (Shuffle(),),
            )
        )
    ),
    # Discord, Second Opinion: "When you play this card, you may dismiss a Friend here. If you
    # do, put a token copy of that Friend into play under your control." The copy is of the
    # Friend as it was printed (520.2), at your home (521.1)
    "LL28": card(
        on_play(
            IfYouDo(
                Act("dismiss", Cards(types=FRIEND, where=HERE, other=True), optional=True),
                (PutTokenCopy(CHOSEN),),
            )
        )
    ),
    # Lyra, Winter Writer: "While you have at least 3 cards in your hand, this card has
    # Agile." / "... at least 6 ..., Eccentric 3." / "... at least 9 ..., +2 power."
    "LL29": card(
        Static("keyword", THIS, value="Agile", condition=hand_at_least(3)),
        Static("keyword", THIS, value="Eccentric 3", condition=hand_at_least(6)),
        Static("power", THIS, 2, condition=hand_at_least(9)),
    ),
    # Petunia Petals, Mare of Many Talents: "Talented: ... you may exhaust this card to draw a
    # card."
    "LL30": card(talented(IfYouDo(Act("exhaust", THIS, optional=True), (Draw(1),)))),
    # Pinkie Pie, Professor of Laughter: "When this card enters play, if a player has 8 or more
    # points, you may dismiss a Friend with 2 or less power."
    "LL31": card(
        on_enter(
            Act("dismiss", Cards(types=FRIEND, max_power=2), optional=True, condition=EIGHT_POINTS)
        )
    ),
    # Pinkie Pie, Honorary Yak: "When this card enters play, if an opponent has more cards in
    # their hand than you, draw cards until you have the same number of cards in your hand as
    # your opponent."
    "LL32": card(on_enter(Draw(to_opponent_hand=True))),
    # Silverstream, Abstract Artist: "Immediate: Retire this card. If you do, players need +3
    # power to confront this card's Problem until the end of the turn." Its Problem as it was
    # retired (712.2); retiring it is the cost (508.1)
    "LL33": card(Activated("Immediate", (RETIRE_THIS,), (ConfrontArea(amount=3, where=HERE),))),
    # Dusty Pages, Life Outside the Library: "When you win a Troublemaker faceoff here, you may
    # move an opposing character." (506; home or a Problem)
    "LL34": card(
        Triggered(
            Trigger("won-faceoff", YOU, here=True, value="troublemaker"),
            (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),),
        )
    ),
    # Moondancer, Academic Professional: "Chaos: While this card is flipped, it has power equal
    # to the highest power among opposing cards involved in the faceoff." / "This card has +1
    # power for each opposing character at other locations." (their homes or other Problems)
    "LL35": card(
        Manual(0, reason="needs a flipped card's power set to the highest opposing involved"),
        Static("power", THIS, 1, per=Cards(OPPONENT, CHARACTER, where=ELSEWHERE)),
    ),
    # Princess Celestia, Restricted Section: "Immediate: Exhaust this card to banish an Event
    # from a discard pile." / "This card has +1 power for each Event in each Banished Zone."
    # (406, 410.5: every player's banished cards)
    "LL37": card(
        Activated(
            "Immediate", (EXHAUST_THIS,), (Act("banish", Cards(types=EVENT, zone=Zone.DISCARD)),)
        ),
        Static("power", THIS, 1, per=Cards(types=EVENT, zone=Zone.BANISHED)),
    ),
    # Princess Twilight Sparkle, Headmare: "When you play an Event with cost 2 or less, if a
    # player has 8 or more points, you may banish this card to copy that Event's effects."
    # (520.1: the copy is not played; its cost, 204.1, printed)
    "LL38": card(
        Triggered(
            Trigger(
                "event-played",
                YOU,
                about=Cards(types=EVENT, zone=Zone.DISCARD, max_cost=2),
                condition=EIGHT_POINTS,
            ),
            (IfYouDo(Act("banish", THIS, optional=True), (CopyEffect(THAT),)),),
        )
    ),
    # Starlight Glimmer, Future Headmare: "Talented: ... you may look at the top card of your
    # deck, and put it on the top or bottom of your deck." (402.3)
    "LL39": card(talented(LookAtTop(1, YOU, optional=True, bottom=True))),
    # Trixie, Even More: "When this card enters play, if you have an even number of action
    # tokens, you may put a card from your hand on top of your deck." (0 is even)
    "LL40": card(
        on_enter(
            Act(
                "to-deck-top",
                Cards(YOU, zone=Zone.HAND),
                optional=True,
                condition=Condition("tokens-even"),
            )
        )
    ),
    # Zecora, Curative Cache: not automated
    "LL41": manual(reason="needs face-down banished cards playable as though in the hand"),
    # Aunt Holiday & Auntie Lofty, Surrogate Parents: "If one of your other Friends would be
    # dismissed or frightened, you may retire one of your Resources on that Friend instead." /
    # "Your Friends with Resources on them have +1 power."
    "LL42": card(
        Manual(0, reason="needs a replacement retiring a Resource on the Friend instead (710)"),
        Static("power", Cards(YOU, FRIEND, with_resource=True), 1),
    ),
    # Capper, Shadow Agent: "Talented: ... you may pay [1] and banish this card to score a
    # point."
    "LL43": card(talented(IfYouDo(Pay(1), (Act("banish", THIS), Score(1))))),
    # Cozy Glow, Heel Turn: "When you play this card, you may put a Friend with cost 2 or less
    # from an opponent's discard pile into play under your control. If a player has 8 or more
    # points, you may put a Friend with any cost from an opponent's discard pile into play
    # under your control instead." (513.1, 706.1d; the condition read as it resolves)
    "LL44": card(
        on_play(
            When(EIGHT_POINTS, (Act("put-into-play-under-you", _THEIR_DISCARDED, optional=True),)),
            When(
                Condition("points", n=8, value="none"),
                (
                    Act(
                        "put-into-play-under-you",
                        Cards(OPPONENT, FRIEND, zone=Zone.DISCARD, max_cost=2),
                        optional=True,
                    ),
                ),
            ),
        )
    ),
    # Kerfuffle, Feathered Fashionista: "Chaos: When this card is flipped, you may put an
    # attachment Resource from your hand into play attached to a Friend." (509.1, 706.1d) /
    # "You may pay [1] less to play Resources on Friends, to a minimum of [1]." (705.2b)
    "LL45": card(
        chaos(
            IfYouDo(
                Choose(Cards(types=FRIEND), optional=True),
                (Act("put-into-play-on-chosen", Cards(YOU, RESOURCE, zone=Zone.HAND)),),
            )
        ),
        Static(
            "cost",
            Cards(YOU, RESOURCE, zone=Zone.HAND),
            -1,
            "play",
            YOU,
            minimum=1,
            on=Cards(types=FRIEND),
        ),
    ),
    # Pistachio, Farm Fashion: "When an opponent plays a card, if it is the second card they
    # have played this turn, you may put a 1 [Generosity] Unicorn Friend token with Prepared
    # into play." (the card just played counted)
    "LL47": card(
        Triggered(
            Trigger(
                "played",
                OPPONENT,
                value=ANY_CARD,
                condition=Condition("played-this-turn", n=2, value="opponent"),
            ),
            (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", optional=True),),
        )
    ),
    # Rarity, Professor of Generosity: "While a player has 8 or more points, your opponent's
    # home limit is reduced by 1." (616.3)
    "LL48": card(Static("home-limit", amount=-1, value="opponent", condition=EIGHT_POINTS)),
    # Sweetie Belle, Sweet Treats: "Talented: ... this card gets +2 power until the end of the
    # turn."
    "LL49": card(talented(power(THIS, 2))),
    # Autumn Blaze, Chatterbox: "Opponents flip 1 fewer cards during faceoffs involving at
    # least one of their characters with 4 or more power." (514.3a; read as the faceoff
    # starts, its power then)
    "LL50": card(
        Static(
            "flip-when",
            amount=-1,
            value="opponent",
            condition=Condition("count", Cards(OPPONENT, CHARACTER, where=INVOLVED, min_power=4)),
        )
    ),
    # Fern Flare, Singed Feelings: "Immediate: During a Faceoff, pay [1] and discard a
    # [Kindness] Friend to give one of your flipped cards +3 power until the end of the
    # Faceoff." (the payment and discard are the cost, 508.1; read as totals are compared,
    # 514.4a)
    "LL52": card(
        Activated(
            "Immediate",
            (pay(1), cost_of("discard", Cards(YOU, FRIEND, colour=YELLOW, zone=Zone.HAND))),
            (Modify(Cards(YOU, zone=Zone.FLIP), "power", 3, until="faceoff"),),
            condition=Condition("faceoff"),
        )
    ),
    # Fluttershy, Professor of Kindness: "While a player has 8 or more points, your Critter
    # Friends have +1 power."
    "LL53": card(Static("power", Cards(YOU, FRIEND, trait="Critter"), 1, condition=EIGHT_POINTS)),
    # Guard Geese, Sound the Alarm: "Immediate: Retire this card to turn over a face-up or
    # face-down Troublemaker. (This does not cover or uncover it.)" (505; its "when uncovered"
    # abilities do not trigger, 607.3)
    "LL54": card(
        Activated(
            "Immediate",
            (RETIRE_THIS,),
            (
                choose_one(
                    (
                        "turn a face-up Troublemaker face-down",
                        (Act("turn-face-down", Cards(types=TROUBLEMAKER)),),
                    ),
                    (
                        "turn a face-down Troublemaker face-up",
                        (Act("turn-face-up", Cards(types=TROUBLEMAKER, face_down=True)),),
                    ),
                ),
            ),
        )
    ),
    # Princess Luna, Fowl Play: "Talented: ... you may put a 1 [Kindness] Critter Friend token
    # into play." (521.1)
    "LL55": card(talented(friend_tokens(1, 1, YELLOW, "Critter", optional=True))),
    # Pukwudgie, Prickly Pest: "This card has +1 power for each of your other Friends named
    # Pukwudgie, Prickly Pest." / "Your deck may contain any number of Friends named Pukwudgie,
    # Prickly Pest." (a deck-construction rule, checked before the game)
    "LL56": card(
        Static(
            "power",
            THIS,
            1,
            per=Cards(YOU, FRIEND, card_name="Pukwudgie, Prickly Pest", other=True),
        ),
        Manual(1, reason="a deck-construction rule: the engine plays games, it builds no decks"),
    ),
    # Yona, Friend of Spiders: "When you put a 1 [Kindness] Critter Friend token into play, you
    # may exhaust this card to put a 1 [Kindness] Critter Friend token into play." (521.1; a
    # Critter token of another power or colour does not trigger it)
    "LL57": card(
        Triggered(
            Trigger(
                "put-into-play",
                YOU,
                token=True,
                about=Cards(YOU, FRIEND, trait="Critter", colour=YELLOW, printed_power=1),
            ),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True), (friend_tokens(1, 1, YELLOW, "Critter"),)
                ),
            ),
        )
    ),
    # Rainbowshine, Back in Action: "When you move this card to a Problem, you may exhaust this
    # card to ready a Friend there."
    "LL58": card(
        when_moved(
            IfYouDo(
                Act("exhaust", THIS, optional=True),
                (Act("ready", Cards(types=FRIEND, where=HERE)),),
            )
        )
    ),
    # Snap Shutter & Mane Allgood, Zoologists Abroad: "When an opposing Troublemaker enters
    # play face-up or is uncovered here, you may challenge it with this card. If a player has
    # 8 or more points, you may challenge it with all of your characters at this card's
    # Problem instead." (608.4, 514.2a.i; the condition read as it resolves)
    "LL59": card(
        Triggered(
            Trigger("enters-play", ANY, about=Cards(OPPONENT, TROUBLEMAKER, where=HERE)),
            _CHALLENGE_IT,
        ),
        Triggered(
            Trigger("uncovered", ANY, here=True, about=Cards(OPPONENT, TROUBLEMAKER)),
            _CHALLENGE_IT,
        ),
    ),
    # Gabby, New Look on Life: "When you confront this card's Problem, you may discard all the
    # cards in your hand to draw that many cards plus one." (611.4; an empty hand: one draw)
    "LL60": card(when_confronted(DiscardHandToDraw(1))),
    # Grampa Gruff, Too Long; Didn't Read: "When this card enters play, this turn, Friends in
    # your hand have Hasty until you play a Friend." (512.5)
    "LL61": card(on_enter(HandHasty(until_friend=True))),
    # Grogar, Tactical Consideration: not automated
    "LL62": manual(reason="needs a replacement of turning face-up or uncovering a Troublemaker"),
    # Quibble Pants, Rules Lawyer: "While this card is at a Problem with a Troublemaker, this
    # card has Competitive 3." (a face-up one: a face-down Troublemaker is no card with
    # characteristics to see, 505.2)
    "LL63": card(
        Static(
            "keyword",
            THIS,
            value="Competitive 3",
            condition=Condition("count", Cards(types=TROUBLEMAKER, where=HERE)),
        )
    ),
    # Bulk Biceps, Job Juggler: "You have +2 power during faceoffs for each of your Resources
    # attached to characters involved in the faceoff." (your power total, 514.4a; any
    # character's, an opponent's too, 509)
    "LL64": card(Static("total-per-resource-involved", amount=2)),
    # Rainbow Dash, Fashion Distraction: "You may pay [1] less to play Accessories on this
    # card." / "Accessories on this card have Vexing." (705.2b, 509)
    "LL65": card(
        Static(
            "cost",
            Cards(YOU, RESOURCE, trait="Accessory", zone=Zone.HAND),
            -1,
            "play",
            YOU,
            on=THIS,
        ),
        Static("keyword", Cards(types=RESOURCE, trait="Accessory", on_this=True), value="Vexing"),
    ),
    # Parasprite, Hungry For More: "This card has +1 power for each action token an opponent
    # has." / "While an opponent has at least [2], this card has Persistent."
    "LL66": card(
        Static("power", THIS, 1, value="per-opponent-token"),
        Static(
            "keyword", THIS, value="Persistent", condition=Condition("tokens", n=2, value=OPPONENT)
        ),
    ),
    # Baby Flurry Heart, Temper Tantrum: not automated
    "LL67": manual(reason="needs a faceoff result that puts a flipped card into the hand"),
    # Feather Bangs, Looking Suave: "When you play this card, you may discard any number of
    # cards, then draw a card for each card discarded this way." / "When you discard a card,
    # put a 1 [Laughter] Earth Pony Friend token into play." (410.3: each card discarded)
    "LL68": card(
        Manual(0, reason="needs a draw of as many cards as were discarded"),
        Triggered(Trigger("discarded", YOU), (friend_tokens(1, 1, PINK, "Earth Pony"),)),
    ),
    # Plume, Bump, Set: "This card can't be frightened." / "Immediate: Exhaust this card to put
    # a Troublemaker from your hand into play. (Troublemakers enter play face-down unless
    # otherwise stated.)" At a Problem you choose (306.1), face-down; not played (706.1d)
    "LL69": card(
        Static("cant-frighten", THIS),
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (
                Choose(Cards(types=PROBLEM), there=True),
                Act("put-into-play-there-face-down", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),
            ),
            condition=Condition("count", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),
        ),
    ),
    # Torque Wrench, Relic Repair: "Talented: ... you may exhaust this card to dismiss an
    # opposing Resource." / "When an opposing Resource leaves play, put a +1 power counter on
    # this card." (519.1; any way it leaves, 712.2)
    "LL70": card(
        talented(
            IfYouDo(
                Act("exhaust", THIS, optional=True), (Act("dismiss", Cards(OPPONENT, RESOURCE)),)
            )
        ),
        Triggered(
            Trigger("leaves-play", OPPONENT, about=Cards(OPPONENT, RESOURCE)),
            (PutCounters(POWER_COUNTER),),
        ),
    ),
    # Sludge, High Maintenance: "This card can't contribute its power towards confronting
    # Problems unless you have 3 or fewer cards in your hand." / "At the start of your Score
    # Phase, you may discard a card. If you don't, retire this Friend."
    "LL71": card(
        Static("cant-contribute", THIS, condition=hand_at_least(4)),
        at_start_of(
            "Score",
            Unless(Discard(1, YOU, random=False, optional=True), (Act("retire", THIS),)),
            whose=YOU,
        ),
    ),
    # Applejack & Apple Bloom, Seedling Stakeout: "Troublemakers here lose and can't have
    # abilities." (701.1; face-up ones: a face-down card has none, 505.1a)
    "LL72": card(Static("lose-abilities", Cards(types=TROUBLEMAKER, where=HERE))),
}
