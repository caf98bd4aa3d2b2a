"""Leaders and Legends (LL) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.
"""

from __future__ import annotations

from engine.cards import CardType
from engine.scripts.vocabulary import (
    ACTOR,
    ANY,
    ANY_CARD,
    ANY_NUMBER,
    BANISH_THIS,
    BANISHED_FACE_DOWN,
    BANISHED_THIS_WAY,
    BLUE,
    CHARACTER,
    CHOSEN,
    CHOSEN_CONTROLLER,
    COLOURS,
    ELSEWHERE,
    EVENT,
    EXCHANGE_CONTROL,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    GAME_START,
    GIVE_CONTROL,
    HERE,
    HIGHEST_OPPOSING,
    HOST,
    IN_BANISHED,
    IN_DISCARD,
    IN_HAND,
    INVOLVED,
    MAIN,
    MANE,
    NEXT_READY,
    NOT_LOST,
    OPPONENT,
    PINK,
    PLAY_SELF,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    TURN_OVER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AsEntersPlay,
    AtEndOfPhase,
    AtEndOfTurn,
    Attach,
    BecomeColour,
    Cards,
    CardScript,
    Challenge,
    Choose,
    ChooseOne,
    Condition,
    ConfrontArea,
    CopyEffect,
    Cost,
    CostReduction,
    Discard,
    DiscardHandToDraw,
    Draw,
    Effect,
    EndTheFaceoff,
    FaceoffResult,
    Flip,
    GainPrintedAbilities,
    GainTokens,
    HandHasty,
    IfYouDo,
    LookAndPut,
    LookAtTop,
    Modify,
    Move,
    Name,
    NextTime,
    Pay,
    Play,
    PlayFree,
    PutCounters,
    PutToken,
    PutTokenCopy,
    ReduceRequirements,
    RemoveCounters,
    Replacement,
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
    chaos,
    choose_colours,
    choose_one,
    cost_of,
    friend_tokens,
    gain_control_of,
    name_card,
    on_enter,
    on_play,
    pay,
    power,
    when_confronted,
    when_moved,
    when_solved,
)
from engine.state import POWER_COUNTER, Zone

# "if a player has 8 or more points" / "while a player has 8 or more points" (517.1)
EIGHT_POINTS = Condition("points", n=8)

THREE_OR_LESS_POWER = Condition("power", n=3, value="at-most")  # LL24

FOUR_OR_MORE_POWER = Condition("power", n=4, value="at-least")

OPPONENT_HAS_TWO = Condition("tokens", n=2, value=OPPONENT)  # "an opponent has at least [2]"

CRITTER_TOKEN = friend_tokens(1, 1, YELLOW, "Critter")  # "a 1 [Kindness] Critter Friend token"

_THEIR_DISCARDED = Cards(OPPONENT, FRIEND, zone=Zone.DISCARD)  # LL44

_FRIEND_OR_RESOURCE = (CardType.FRIEND, CardType.RESOURCE)  # LL137

# LL59: "you may challenge it with this card. If a player has 8 or more points, you may
# challenge it with all of your characters at this card's Problem instead."
_CHALLENGE_IT = (
    When(Condition("points", n=8, value="none"), (Challenge(THAT, THIS, optional=True),)),
    When(EIGHT_POINTS, (Challenge(THAT, None, optional=True),)),
)

# "an opposing non-token Friend with cost equal to the number of cards discarded this way" (LL3)
_COST_DISCARDED = Cards(OPPONENT, FRIEND, token=False, cost_discarded=True)

_EVENT_OF_MY_COLOUR = Cards(types=EVENT, zone=Zone.DISCARD, requirement_shares_colour=True)


def talented(*effects: Effect) -> Triggered:
    """ "Talented: When you play an Event whose play requirement includes at least one of this
    card's colors, [``effects``]" (704; 205.1, 203.1): the Event as it is in its owner's
    discard pile once played (304.2)."""
    return Triggered(Trigger("event-played", YOU, about=_EVENT_OF_MY_COLOUR), effects)


def hand_at_least(n: int) -> Condition:
    """ "While you have at least ``n`` cards in your hand" (LL29)."""
    return Condition("count", Cards(YOU, zone=Zone.HAND), n=n)


# "At the start of a Problem faceoff, turn this card over." (514.1; any Problem faceoff)
PROBLEM_FACEOFF_TURNS_OVER = Triggered(
    Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("faceoff", value="problem")),
    (TURN_OVER,),
)


_MY_TOKEN_FRIENDS = Cards(YOU, FRIEND, token=True)  # LL140

_MY_INVOLVED_FRIENDS = Cards(YOU, FRIEND, where=INVOLVED)  # LL139

_OTHER_EARTH_PONIES = Cards(YOU, FRIEND, trait="Earth Pony", other=True)  # LL136

_COUNTED_EARTH_PONY = Cards(YOU, FRIEND, trait="Earth Pony", with_counter=POWER_COUNTER)


SCRIPTS: dict[str, CardScript] = {
    # Rainbow Dash, Flight Instructor: "Immediate: If you control 3 or more characters with
    # different power, turn this card over." (offered while it holds, as CN1; three different
    # powers among your characters, 507.1; face-down ones have none, 505.1b) / Boosted: "When
    # you move a character to any Problem for the first time each turn, you may move another
    # one of your characters with 1 less power to the same Problem." (any character you
    # move, 506; once a turn, the first move to a Problem after this side is face-up, as
    # ST2's "first time", 616.4; its power as the ability resolves, 507.1)
    "LL1": card(
        Activated(
            "Immediate",
            (),
            (TURN_OVER,),
            condition=Condition("powers", Cards(YOU, CHARACTER), n=3),
        ),
        boosted=(
            Triggered(
                Trigger(
                    "moved",
                    YOU,
                    about=Cards(types=CHARACTER),
                    to_problem=True,
                    first=True,
                    each_turn=True,
                ),
                (
                    Move(
                        Cards(YOU, CHARACTER, not_that=True, that_power_less=1),
                        "there",
                        optional=True,
                    ),
                ),
            ),
        ),
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
    # Pinkie Pie, Party Cannoneer: "Main Phase: Pay [X] to turn this card over, where X is the
    # number of cards in your hand minus 1." / Boosted: "At the start of the Score Phase, you
    # may exhaust this card and discard any number of random cards to dismiss an opposing
    # non-token Friend with cost equal to the number of cards discarded this way."
    # Rulings: X is counted as the cost is paid, at least 0 (105.2); any player's Score Phase
    # (the phase names no player); the number is chosen, 0 included (105.1), and the cards
    # discarded at random are a cost (508.1: not replaced, 508.1a); the Friend's printed cost
    # (204.1); with none of that cost, nothing is dismissed
    "LL3": card(
        Activated(MAIN, (Cost("pay", -1, hand=True),), (TURN_OVER,)),
        boosted=(
            Triggered(
                Trigger("phase-start", who=ANY, value="Score"),
                (
                    IfYouDo(
                        Act("exhaust", THIS, optional=True),
                        (
                            Discard(1, YOU, random=True, any_number=True, cost=True),
                            Act("dismiss", _COST_DISCARDED),
                        ),
                    ),
                ),
            ),
        ),
    ),
    # Princess Twilight Sparkle, There's A Spell For That!: "Main Phase: Reveal your hand. If
    # no two cards in your hand have the same name, turn this card over." / Boosted: "At the
    # start of your turn, you may reveal the top card of your deck. If you do, you may pay [1]
    # less to play the first card with that card's name this turn."
    # Rulings: names are Title and Subtitle (201.1); an empty hand or one card has no two
    # alike, so it turns over; "at the start of your turn" is as the Ready Phase starts
    # (601.3); the card stays on top, known to every player (410.6); paying less is always
    # taken (as SB8), by the first card with that name played this turn (705.2b)
    "LL4": card(
        Activated(
            MAIN,
            (),
            (
                Act("reveal", Cards(YOU, zone=Zone.HAND), each=True),
                When(Condition("different-names", Cards(YOU, zone=Zone.HAND)), (TURN_OVER,)),
            ),
        ),
        boosted=(
            Triggered(
                Trigger("phase-start", who=YOU, value="Ready"),
                (
                    IfYouDo(
                        RevealTop(rest="stay", optional=True),
                        (CostReduction(1, named_chosen=True),),
                    ),
                ),
            ),
        ),
    ),
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
    # Ruling: a discard is forced by an opponent when an instruction of an opponent's card
    # makes you discard (410.3, 513.5), at random or chosen by anyone; the game's hand-size
    # discard (616.2) and your own instructions are not. Smolder replaces the discard of
    # another card only, and discarding her may still be replaced by other modifiers (710.3)
    "LL22": card(
        Replacement("forced-discard", ANY_CARD, instead="discard-this", condition=IN_HAND),
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
    # Ruling: the power of the opposing involved cards as totals are compared (514.4a), with
    # their modifiers (507.1); other modifiers of flipped cards add to it (DE1)
    "LL35": card(
        Static("power", THIS, value=HIGHEST_OPPOSING, condition=FLIPPED),
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
    # Zecora, Curative Cache: "When this card enters play, banish up to 4 cards from your hand
    # face-down, then draw that many cards." / "You may play cards which you own that have been
    # banished face-down by Friends named Zecora, Curative Cache as though they were in your
    # hand." (701.3) Ruling: "that many" is the number of cards banished; each is remembered
    # as banished
    # face-down by a Zecora, Curative Cache (``BANISHED_FACE_DOWN``), public all the same
    # (505.1c); any card of that name its owner controls lets them play it from the banished
    # zone as from the hand (timing, cost and requirements as ever, 609.2a), whichever Zecora
    # banished it and whether or not that one is still in play
    "LL41": card(
        on_enter(
            Act("banish", Cards(YOU, zone=Zone.HAND), up_to=4, optional=True),
            Modify(CHOSEN, BANISHED_FACE_DOWN, until="permanent"),
            Draw(per_chosen=True),
        ),
        Static("play-banished-face-down"),
    ),
    # Aunt Holiday & Auntie Lofty, Surrogate Parents: "If one of your other Friends would be
    # dismissed or frightened, you may retire one of your Resources on that Friend instead." /
    # "Your Friends with Resources on them have +1 power."
    # One paragraph, two replacement modifiers (dismissed, frightened; 710.1); offered only
    # while one of your Resources on that Friend can be retired (508.1c); the Resource is
    # chosen as it is retired, the Friend stays as it was (710.4)
    "LL42": card(
        *(
            Replacement(
                occurrence,
                Cards(YOU, FRIEND, other=True),
                "instructions",
                effects=(Act("retire", Cards(YOU, RESOURCE, on_that=True)),),
            )
            for occurrence in ("dismissed", "frighten")
        ),
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
    # Prickly Pest." Ruling: the engine plays games; the deck rule is checked by the app's deck
    # checker, the card's text taking precedence over the copy limit (104.1 over 101.2)
    "LL56": card(
        Static(
            "power",
            THIS,
            1,
            per=Cards(YOU, FRIEND, card_name="Pukwudgie, Prickly Pest", other=True),
        )
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
    # Grogar, Tactical Consideration: "If one of your face-down Troublemakers would be turned
    # face-up or uncovered, you may choose to not turn it face-up or uncover it instead."
    # (710.1: it stays face-down; by the Uncover step, 607.2, not tried again that turn, or by
    # an effect, "turn ... face-up", HM69; this card's controller says "may")
    "LL62": card(
        Replacement("uncover", Cards(YOU, TROUBLEMAKER, face_down=True), "stay-face-down")
    ),
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
    # Baby Flurry Heart, Temper Tantrum: "Main Phase: Exhaust this card to start a faceoff
    # involving this card and an opposing Friend. If you win, you may put one of the cards you
    # flipped for the faceoff into your hand." The faceoff is not at a Problem (514.2c; as
    # EO12): any opposing Friend, whatever its power. Ruling: the card is taken as the faceoff
    # is resolved (514.5d), before its end puts the flipped cards on the bottom (514.6): any
    # card its controller flipped, an ignored one too (515.4: it remains flipped)
    "LL67": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                StartFaceoff(THIS, Cards(OPPONENT, FRIEND), stronger=False),
                FaceoffResult(
                    (
                        When(
                            Condition("you-won"),
                            (Act("to-hand", Cards(YOU, zone=Zone.FLIP), optional=True),),
                        ),
                    )
                ),
            ),
        )
    ),
    # Feather Bangs, Looking Suave: "When you play this card, you may discard any number of
    # cards, then draw a card for each card discarded this way." / "When you discard a card,
    # put a 1 [Laughter] Earth Pony Friend token into play." (410.3: each card discarded)
    # Ruling: a discard the player replaces (LL144, FF115) is not "discarded this way" (710.1)
    "LL68": card(
        on_play(Discard(1, YOU, random=False, any_number=True), Draw(1, YOU, per_discarded=True)),
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
    # The Great Seedling, Bountiful Trickster: "Talented: When you play an Event whose play
    # requirement includes at least one of this card's colors, you may distribute two +1
    # power counters among up to 2 of your Friends with printed power 2 or less." One counter
    # at a time, as LL17 (519.1); printed power read without modifiers (507.4)
    "LL73": card(
        talented(
            Act("put-counter", Cards(YOU, FRIEND, max_printed_power=2), optional=True),
            Act("put-counter", Cards(YOU, FRIEND, max_printed_power=2), optional=True),
        )
    ),
    # Sunburst, Card Tricks: "When this card enters play, you may reveal the top 5 cards of your
    # deck. Put an Event revealed this way into your hand and the rest of the cards on the
    # bottom of your deck in any order." (402.3: their player orders them)
    "LL74": card(on_enter(RevealTop(types=EVENT, n=5, rest="deck-bottom", optional=True))),
    # Sunset Shimmer, Research Trip: "This card has Eccentric X, where X is the number of Events
    # in your discard pile." (glossary: Eccentric; none while X is 0, as MT8)
    "LL75": card(
        Static("keyword", THIS, 1, value="Eccentric", per=Cards(YOU, EVENT, zone=Zone.DISCARD))
    ),
    # Aurora, Bori & Alice, Givers of the Grove: "As this card enters play, name a Friend." /
    # "Friends with that name can't be played." / "When this card is put into your discard
    # pile from play, you may search your deck for a Friend with that name, reveal it, and put
    # it into your hand." (706.1a, 201.1; its leave-play ability reads the name, 712.2)
    "LL76": card(
        name_card(CardType.FRIEND),
        Static(
            "cant-play", Cards(types=FRIEND, zone=Zone.HAND, named=True), who=ANY, value="anywhere"
        ),
        Triggered(
            Trigger("to-discard"), (Search(Cards(types=FRIEND, zone=Zone.DRAW_DECK, named=True)),)
        ),
    ),
    # Princess Cadance, Lost Parent: "If an opposing Friend or Troublemaker would be dismissed,
    # you may exhaust this card to banish that Friend or Troublemaker instead." (710.1; the
    # "may" is this card's controller's, offered only while it can be exhausted, 508.1d)
    "LL77": card(
        Replacement(
            "dismissed",
            Cards(OPPONENT, (CardType.FRIEND, CardType.TROUBLEMAKER)),
            instead="instructions",
            cost=(EXHAUST_THIS,),
            effects=(Act("banish", THAT),),
        )
    ),
    # Goldie Delicious, Herding Kittens: "When this card enters play, retire any number of
    # Friends. If you do, put that many 1 [Kindness] Critter Friend tokens into play. If a
    # player has 8 or more points, put twice that many 1 [Kindness] Critter Friend tokens into
    # play instead." Your own Friends (410.2), this card too; none retired: no tokens
    "LL78": card(
        on_enter(
            IfYouDo(
                Act("retire", Cards(YOU, FRIEND), optional=True, up_to=ANY_NUMBER),
                (
                    friend_tokens(1, 1, YELLOW, "Critter", count="chosen"),
                    # "twice that many instead": as many again (CHOSEN is then the tokens)
                    When(EIGHT_POINTS, (friend_tokens(1, 1, YELLOW, "Critter", count="chosen"),)),
                ),
            )
        )
    ),
    # Swanifying Committee, Exacting Standards: "When you move an opposing character, put a
    # Delay counter on it." / "Opponent's can't move their characters with Delay counters on
    # them unless they pay [1]." / "At the end of your opponent's turn, remove all Delay
    # counters from opposing characters." (506.1: moved by you, as an action or by an effect;
    # 519.1, 519.3; 508.1: the toll is only for their own moves, yours move them freely;
    # 615.1)
    "LL79": card(
        Triggered(
            Trigger("moved", YOU, about=Cards(OPPONENT, CHARACTER)),
            (PutCounters("Delay", target=THAT),),
        ),
        Static("own-move-toll", Cards(OPPONENT, CHARACTER, with_counter="Delay"), 1),
        Triggered(
            Trigger("turn-end", OPPONENT),
            (RemoveCounters("Delay", target=Cards(OPPONENT, CHARACTER)),),
        ),
    ),
    # Rain Shine, Silent Leader: "Chaos: While this card is flipped, players can't play
    # Events." / "Immediate: Retire this card. If you do, players can't gain action tokens
    # this turn." (701.3: the first functions in the flip zone; 104.2; 410.2)
    "LL80": card(
        Static("cant-play-events", who=ANY, condition=FLIPPED),
        Activated(
            "Immediate",
            (),
            (IfYouDo(Act("retire", THIS), (RuleChange("cant-gain-tokens", who=ANY),)),),
        ),
    ),
    # Pegasus Royal Guard, Call to Arms: "When one of your Friends enters play, if it was the
    # third Friend that entered play this turn, you may put a token copy of this card into
    # play." Played or put into play (706.1d); the third of every player's Friends, this card
    # too, counted as each enters and read as it triggers (704.1); the copy at your home
    # (520.2, 521.1) is the next Friend to enter, so it does not trigger it again
    "LL81": card(
        Triggered(
            Trigger(
                "enters-play",
                YOU,
                about=Cards(YOU, FRIEND),
                condition=Condition("friends-entered", n=3),
            ),
            (PutTokenCopy(THIS, optional=True),),
        )
    ),
    # Celestia & Luna, Trading Off: "During your turn, this card can't contribute its power to
    # faceoffs." / "During your opponent's turn, this card can't contribute its power to
    # confronting Problems." (514.4a; 611.3a, as MT40: only its controller's confronts)
    "LL82": card(
        Static("no-faceoff-power", THIS, condition=Condition("turn", value=YOU)),
        Static("cant-contribute", THIS, condition=Condition("turn", value=OPPONENT)),
    ),
    # Patagium, Identity Crisis: "As this card enters play, choose a color. This card is that
    # color." / "This card has -1 power for each color among characters you control." (706.1a,
    # 203.1: this card counts itself, a character you control)
    "LL83": card(
        choose_colours(1),
        Static("chosen-colours"),
        Static("power", THIS, -1, value="colours-among", per=Cards(YOU, CHARACTER)),
    ),
    # Sunny Skies, Hopeful Mayor: "As this card enters play, you may reveal a Friend in your
    # hand. This card is the revealed Friend's colors." (706.1a: chosen as it enters, "you may";
    # the revealed card's printed colours, 203.1, read from its card id kept on this card:
    # printed colourless, it has exactly those, and none if nothing is revealed)
    "LL84": card(
        AsEntersPlay("choose-card", of=Cards(YOU, FRIEND, zone=Zone.HAND), up_to=True),
        Static("chosen-colours"),
    ),
    # A Better Way To Be Bad: "Main Phase: Choose one: frighten up to two Friends; look at a
    # player's hand and choose a card, then that player banishes that card; or name a card,
    # put all cards in your discard pile with that name on top of your deck, and shuffle your
    # deck." Which player's hand is chosen with the mode (705.2f; as MT78's deck); a mode with
    # no card to choose is not offered. Putting the named cards on top, then shuffling, puts
    # them into the deck (410.6); none named in the pile, the deck is shuffled all the same.
    "LL85": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "frighten up to two Friends",
                        (Act("frighten", Cards(types=FRIEND), up_to=2),),
                    ),
                    (
                        "look at an opponent's hand and banish a card from it",
                        (
                            Act("look-at", Cards(OPPONENT, zone=Zone.HAND), each=True),
                            Act("banish", Cards(OPPONENT, zone=Zone.HAND)),
                        ),
                    ),
                    (
                        "look at your own hand and banish a card from it",
                        (Act("banish", Cards(YOU, zone=Zone.HAND)),),
                    ),
                    (
                        "name a card and shuffle those in your discard pile into your deck",
                        (
                            Name(),
                            Act(
                                "to-deck-top", Cards(YOU, zone=Zone.DISCARD, named=True), each=True
                            ),
                            Shuffle(),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Adoption Options: "Immediate: Search your deck for up to three Critter Friends with
    # different names, reveal them, and put them into your hand." (518; 201.1: a name is Title
    # and Subtitle)
    "LL86": card(
        Play(
            "Immediate",
            (
                Search(
                    Cards(YOU, FRIEND, trait="Critter", zone=Zone.DRAW_DECK),
                    up_to=3,
                    different_names=True,
                ),
            ),
        )
    ),
    # Charred Chapters: "Main Phase: Look at a player's hand and choose an Event. That player
    # discards that card. If a player has 8 or more points, choose any card instead." The
    # player is an opponent (your own hand you know already); its hand is shown to you
    # (410.6) and you choose; with no Event there, nothing is discarded (508.1c)
    "LL87": card(
        Play(
            MAIN,
            (
                When(
                    Condition("points", n=8, value="none"),
                    (Discard(1, OPPONENT, random=False, by=YOU, types=EVENT),),
                ),
                When(EIGHT_POINTS, (Discard(1, OPPONENT, random=False, by=YOU),)),
            ),
        )
    ),
    # Cockatrice Migration: "Main Phase: Put 2 1 [Kindness] Critter Friend tokens into play. At
    # the end of the turn, if no player has 8 or more points, retire 2 Critter Friends." The
    # points are read at the end of the turn (615.1); the two retired are any two of your
    # Critter Friends, the tokens or others (410.2: a player retires cards they control)
    "LL88": card(
        Play(
            MAIN,
            (
                friend_tokens(2, 1, YELLOW, "Critter"),
                AtEndOfTurn(
                    (
                        When(
                            Condition("points", n=8, value="none"),
                            (
                                Act("retire", Cards(YOU, FRIEND, trait="Critter")),
                                Act("retire", Cards(YOU, FRIEND, trait="Critter")),
                            ),
                        ),
                    )
                ),
            ),
        )
    ),
    # Creepy Crawlies: "Main Phase: Dismiss a Friend or Resource. That card's controller may put
    # a number of 1 [Kindness] Critter Friend tokens equal to that card's cost into play under
    # their control." (204.1 printed cost, read as the card last existed in play, 712.2)
    "LL89": card(
        Play(
            MAIN,
            (
                Act("dismiss", Cards(types=(CardType.FRIEND, CardType.RESOURCE))),
                PutToken(
                    1,
                    (YELLOW,),
                    ("Critter",),
                    count="cost",
                    of=CHOSEN,
                    who=CHOSEN_CONTROLLER,
                    optional=True,
                ),
            ),
        )
    ),
    # Cutie Mark Swap: "Immediate: Choose one of your Friends and an opposing Friend.
    # Exchange control of those Friends until the end of the Score Phase." The Event's player
    # chooses both (705.2f); with only one of them there is nothing to exchange. Each goes to
    # the other player until the next Score Phase ends (this turn's, or the next turn's if it
    # is over), a card at a home to its new controller's home, then back (513.2)
    "LL90": card(
        Play(
            "Immediate",
            (
                IfYouDo(
                    Choose(Cards(YOU, FRIEND)),
                    (
                        Choose(Cards(OPPONENT, FRIEND), adding=True),
                        Act(EXCHANGE_CONTROL + "Score Phase", CHOSEN, each=True),
                    ),
                ),
            ),
        )
    ),
    # Dramatic Entrance: "Immediate: You have +2 power during Faceoffs this turn. Draw a card."
    # (514.4a: added to your power total in each faceoff this turn, this one too)
    "LL91": card(Play("Immediate", (RuleChange("faceoff-total", amount=2), Draw(1)))),
    # Formation Flying: "Main Phase: Move one of your characters. At the end of the turn, you may
    # move one of your characters." (506; 615.1: a delayed triggered ability)
    "LL92": card(
        Play(
            MAIN,
            (
                Move(Cards(YOU, CHARACTER), to="any"),
                AtEndOfTurn((Move(Cards(YOU, CHARACTER), to="any", optional=True),)),
            ),
        )
    ),
    # Great Seedling Tracks: "Immediate: Add an opposing exhausted character's power to one of
    # your characters until the end of the turn." (507.1: its power as the instruction is done)
    "LL93": card(
        Play(
            "Immediate",
            (
                Choose(Cards(OPPONENT, CHARACTER, exhausted=True)),
                AddPower(Cards(YOU, CHARACTER), of=CHOSEN),
            ),
        )
    ),
    # High Alert!: "Immediate: Until the end of the turn, whenever an opponent plays a card,
    # you may put a card from your discard pile into your hand. Banish this card." (708.4: a
    # triggered modifier lasting the turn, 616.4; 406: the Event is banished as it is done,
    # so it is not in the discard pile to be taken back)
    "LL94": card(
        Play(
            "Immediate",
            (
                NextTime(
                    Trigger("played", OPPONENT, value=ANY_CARD),
                    (Act("to-hand", Cards(YOU, zone=Zone.DISCARD), optional=True),),
                    every=True,
                ),
            ),
            put="banish",
        )
    ),
    # Hypnotized by Fear: "Main Phase: Gain control of an opposing Friend. At the end of your
    # Score Phase, put that Friend on top of its owner's deck." (513.2: for good, at its new
    # controller's home if it was at a home; 601.2: a delayed ability; 410.6: a Friend that
    # has changed zones meanwhile is not found)
    "LL95": card(
        Play(
            MAIN,
            (
                gain_control_of(Cards(OPPONENT, FRIEND), "permanent"),
                AtEndOfPhase((Act("to-deck-top", CHOSEN),), phase="Score"),
            ),
        )
    ),
    # In My Head Like A Catchy Song: "Main Phase: Choose one: Search your deck for a Friend,
    # reveal it, and put it into your hand; put a Friend from your discard pile into play; or
    # opponents flip 1 fewer cards for faceoffs until the start of your next turn." (518;
    # 706.1d: put into play, not played; 514.3a, 708.2)
    "LL96": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "search your deck for a Friend and put it into your hand",
                        (Search(Cards(YOU, FRIEND, zone=Zone.DRAW_DECK)),),
                    ),
                    (
                        "put a Friend from your discard pile into play",
                        (Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD)),),
                    ),
                    (
                        "opponents flip 1 fewer cards for faceoffs until the start of your "
                        "next turn",
                        (
                            RuleChange(
                                "extra-flips", who=OPPONENT, amount=-1, until="your-next-turn"
                            ),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Into the Stream of Silence: "Immediate: Choose a Problem. Until the end of the turn,
    # characters, Resources, and Troublemakers there lose and can't have abilities." (701.1;
    # 708.2: the cards there as it resolves)
    "LL97": card(
        Play(
            "Immediate",
            (
                Choose(Cards(types=PROBLEM), there=True),
                Modify(
                    Cards(
                        types=(
                            CardType.MANE,
                            CardType.FRIEND,
                            CardType.RESOURCE,
                            CardType.TROUBLEMAKER,
                        ),
                        where=THERE,
                    ),
                    "lose-abilities",
                    each=True,
                ),
            ),
        )
    ),
    # Power Shift: "Immediate: Reveal the top card of your deck, then move an opposing
    # character with power less than the revealed card's power. If a player has 8 or more
    # points, move up to two opposing characters with power less than the revealed card's
    # power instead." The revealed card stays on top (410.6); its printed power (507.4), none
    # for a card without power: then no character fits; you move them, home or to a Problem
    "LL98": card(
        Play(
            "Immediate",
            (
                RevealTop(rest="stay"),
                When(
                    Condition("points", n=8, value="none"),
                    (Move(Cards(OPPONENT, CHARACTER, power_below_chosen=True), "any"),),
                ),
                When(
                    EIGHT_POINTS,
                    (Move(Cards(OPPONENT, CHARACTER, power_below_chosen=True), "any", up_to=2),),
                ),
            ),
        )
    ),
    # Safety Lecture: "Main Phase: Frighten a Friend. If a player has 8 or more points, you may
    # dismiss a frightened Friend instead." At 8 points the player chooses: dismiss a
    # frightened Friend (504.1: face-down), or decline and frighten a Friend (as DE108's "you
    # may X. If you do, Y instead"); no frightened Friend: the frighten happens (508.1c)
    "LL99": card(
        Play(
            MAIN,
            (
                When(
                    Condition("points", n=8, value="none"), (Act("frighten", Cards(types=FRIEND)),)
                ),
                When(
                    EIGHT_POINTS,
                    (
                        IfYouDo(
                            Act("dismiss", Cards(types=FRIEND, face_down=True), optional=True),
                            (),
                            otherwise=(Act("frighten", Cards(types=FRIEND)),),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Same Day Delivery: "When you put this card on top of your deck, you may reveal it. If you
    # do, gain [1], then shuffle your deck." / "Immediate: Put this card on top of its owner's
    # deck." (304.2) The trigger functions in the deck (701.3), when its owner puts it there,
    # by this card or another instruction of theirs; "reveal it" reveals the top card of the
    # deck, this card unless another was put on it before the trigger resolved (410.6)
    "LL100": card(
        Triggered(
            Trigger("put-on-deck", value="this"),
            (IfYouDo(RevealTop(rest="stay", optional=True), (GainTokens(1), Shuffle())),),
        ),
        Play("Immediate", (), put="deck-top"),
    ),
    # Surprise Party Notes: "Immediate: Look at the top card of each player's deck, then put
    # each card on the top or bottom of its owner's deck. If a player has 8 or more points,
    # you may draw a card." Your deck first, then each opponent's (402.3)
    "LL101": card(
        Play(
            "Immediate",
            (
                LookAtTop(1, YOU, bottom=True),
                LookAtTop(1, OPPONENT, bottom=True),
                When(EIGHT_POINTS, (Draw(1, optional=True),)),
            ),
        )
    ),
    # Taken On Trust: "Immediate: Each player chooses a card from another player's discard pile
    # and banishes that card. Then, each player chooses a card in their discard pile and may
    # put that card into their hand." The Event's player decides first, then the opponent
    # (801.1, as AD94); with two players "another player's" is the opponent's. An empty pile:
    # nothing to choose there (705.2f).
    "LL102": card(
        Play(
            "Immediate",
            (
                Act("banish", Cards(OPPONENT, zone=Zone.DISCARD)),
                Act("banish", Cards(YOU, zone=Zone.DISCARD), chooser=OPPONENT),
                Act("to-hand", Cards(YOU, zone=Zone.DISCARD), optional=True),
                Act("to-hand", Cards(OPPONENT, zone=Zone.DISCARD), chooser=OPPONENT, optional=True),
            ),
        )
    ),
    # Twilighting: "Look at the top three cards of your deck. Put one into your hand, one on top
    # of your deck, and one on the bottom of your deck."
    # With fewer than three cards in the deck the places are filled in order (705.2f); the card
    # put back on top stays in the deck, so it is not "put on top of your deck" from elsewhere
    # (402.3, as EO5 reads cards looked at and left on top)
    "LL103": card(Play("Immediate", (LookAndPut(3, ("hand", "deck-top", "deck-bottom")),))),
    # Clouded By Anger: "Play on a Friend." / "Double that Friend's power." / "That Friend loses
    # and can't have abilities." (509; doubled after every other modifier, 507.1, as SB80; its
    # keywords and text lost, traits and colours kept, 701.1)
    "LL104": card(
        Attach(Cards(types=FRIEND)),
        Static("power-doubled", HOST),
        Static("lose-abilities", HOST),
    ),
    # Crown of the Sibling Supreme: "Play to your home." / "When a player wins a faceoff, that
    # player gains control of this card." / "Immediate: If you won a faceoff this turn, you
    # may pay [1] and exhaust this card to score a point." Any faceoff (514.5); the winner
    # gains control for good, at their home (513.2; Crystal Games rulebook, Control); the
    # winner who controls it already gains nothing. "You won a faceoff this turn": the
    # controller as it is activated, whoever controlled the card then (514.5, 616.4)
    "LL105": card(
        Triggered(
            Trigger("won-faceoff", ANY, anywhere=True),
            (gain_control_of(THIS, "permanent", chooser=ACTOR),),
        ),
        Activated(
            "Immediate",
            (pay(1), EXHAUST_THIS),
            (Score(1),),
            condition=Condition("won-faceoff-this-turn"),
        ),
    ),
    # Daring Do's Safari Hat: "Play on a Friend." / "That Friend has Swift." / "When you move
    # the attached Friend, it gets +1 power until the end of the turn." (509; 506: any move by
    # its controller, home too)
    "LL106": card(
        Attach(Cards(types=FRIEND)),
        Static("keyword", HOST, value="Swift"),
        Triggered(Trigger("moved", YOU, about=Cards(host_of_this=True)), (power(THAT, 1),)),
    ),
    # Gala Gown: "Play on a Friend." / "That Friend has +2 power." / "If a player has 8 or
    # more points, you may play this card from your discard pile." (701.3: it functions in
    # the discard pile; played as from the hand, 609.2a)
    "LL107": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 2),
        Static("play-from-discard", condition=EIGHT_POINTS),
    ),
    # Golden Parachute: "Play to your home." / "If one of your Friends would leave play, you
    # may retire this card and discard 2 cards instead." / "While this card is in your discard
    # pile, if one of your Friends would leave play, you may banish this card and 2 other
    # cards from your discard pile instead." (710.1; the second functions in the discard pile
    # only, 701.3.) Offered only while it can be done in full: 2 cards in hand, 2 other cards
    # in the discard pile (508.1c); the cards are chosen as it is applied. Being dismissed or
    # retired is leaving play (as Persistent reads it)
    "LL108": card(
        Replacement(
            "leave-play",
            Cards(YOU, FRIEND),
            "instructions",
            condition=Condition("count", Cards(YOU, zone=Zone.HAND), n=2),
            effects=(Act("retire", THIS), Discard(2, YOU, random=False)),
        ),
        Replacement(
            "leave-play",
            Cards(YOU, FRIEND),
            "instructions",
            condition=Condition(
                "all",
                all_of=(
                    IN_DISCARD,
                    Condition("count", Cards(YOU, zone=Zone.DISCARD, other=True), n=2),
                ),
            ),
            effects=(
                Act("banish", THIS),
                Act("banish", Cards(YOU, zone=Zone.DISCARD, other=True)),
                Act("banish", Cards(YOU, zone=Zone.DISCARD, other=True)),
            ),
        ),
    ),
    # Harvest Schedule: "Play to your home." / "When you exhaust one or more opposing
    # characters, put a Fatigue counter on this card." / "At the end of your opponent's turn,
    # if this card has 3 or more Fatigue counters on it, your opponent retires an exhausted
    # Friend." You exhaust a card by your instruction or to pay your cost (503.2); the cards
    # one instruction or one action exhausts put one counter (704.1, 511.7); your opponent
    # chooses which of their exhausted Friends (410.2, 615.1)
    "LL109": card(
        Triggered(
            Trigger("exhausted-by", YOU, about=Cards(OPPONENT, CHARACTER), one_or_more=True),
            (PutCounters("Fatigue"),),
        ),
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("counters", n=3, value="Fatigue")),
            (Act("retire", Cards(OPPONENT, FRIEND, exhausted=True), chooser=OPPONENT),),
        ),
    ),
    # High Tea: "Play to your home." / "Main Phase: Exhaust this card to have each player with
    # an even number of action tokens gain [1]." Each player's count read before any gains
    # (yours first: your gain does not change an opponent's count; 0 is even, 502)
    "LL110": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                When(Condition("tokens-even"), (GainTokens(1),)),
                When(Condition("tokens-even", value=OPPONENT), (GainTokens(1, OPPONENT),)),
            ),
        )
    ),
    # Journal of Friendship: "Play to your home." / "Immediate: Exhaust this card to gain
    # control of a Friend you own." (513.2: for good; at a home it goes to yours; one you
    # control already is not a choice, it would change nothing)
    "LL111": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (gain_control_of(Cards(OPPONENT, FRIEND, owner=YOU), "permanent"),),
        )
    ),
    # Overdue Library Book (a Dilemma: in play a Problem at an area of its own, 522.1, 522.2;
    # "this Problem" is itself): "Players can't confront this Problem." Any player (104.2,
    # 611.3)
    "LL112": card(Static("cant-confront", who=ANY)),
    # Rainbow Generator: "Play to your home." / "When this card enters play, draw a card." /
    # "Immediate: Pay [1] and choose a color to reduce the play requirement of the next card
    # you play this turn by 2 of the chosen color." Ruling: the colour is chosen as the
    # ability resolves (705.2f); the next card played this turn spends it, whatever its
    # requirements, and a card played by an instruction does not (609.2a, 705.2b)
    "LL113": card(
        on_enter(Draw(1, YOU)),
        Activated(
            "Immediate", (pay(1),), (ChooseOne(COLOURS), ReduceRequirements(2, next_card=True))
        ),
    ),
    # Rocket Scooter: "Play to your home." / "When this card enters play, put 3 1 [Loyalty]
    # Pegasus Friend tokens with Swift into play." / "When this card leaves play, put 3 1
    # [Loyalty] Pegasus Friend tokens with Swift into play." / "Immediate: Retire 3 Pegasus
    # Friends to dismiss a Resource." (521.1; 508.1: the three retired are the cost)
    "LL114": card(
        on_enter(friend_tokens(3, 1, BLUE, "Pegasus", "Swift")),
        Triggered(Trigger("leaves-play"), (friend_tokens(3, 1, BLUE, "Pegasus", "Swift"),)),
        Activated(
            "Immediate",
            (cost_of("retire", Cards(YOU, FRIEND, trait="Pegasus"), 3),),
            (Act("dismiss", Cards(types=RESOURCE)),),
        ),
    ),
    # Royal Swanifying (a Dilemma, 522.1): "During your opponent's turn, players need +2 power
    # to confront this Problem." Any player, in the turn of an opponent of the Dilemma's
    # controller (513.5); wild power, as Eccentric's (611.3)
    "LL115": card(
        Static("confront", amount=2, who=ANY, condition=Condition("turn", value=OPPONENT))
    ),
    # Surprise Summoning (a Dilemma, 522.1): "When you play this card, you may put a Friend
    # with cost 2 or less from your discard pile into play here." Here: the Dilemma's own area
    # (522.2); put into play, not played (706.1d); its printed cost (204.1)
    "LL116": card(
        on_play(
            Act(
                "put-into-play-there",
                Cards(YOU, FRIEND, zone=Zone.DISCARD, max_cost=2),
                optional=True,
            )
        )
    ),
    # The Treehouse of Harmony: "Play to your home." / "Opposing Friends have -1 power." / "Your
    # Friends have +1 power." / "At the end of your turn, dismiss each opposing Friend with 0
    # or less power." (615.1)
    "LL117": card(
        Static("power", Cards(OPPONENT, FRIEND), -1),
        Static("power", Cards(YOU, FRIEND), 1),
        Triggered(
            Trigger("turn-end"), (Act("dismiss", Cards(OPPONENT, FRIEND, max_power=0), each=True),)
        ),
    ),
    # Whammy: "Play to your home." / "If one of your Friends would be retired for being in
    # excess of your home limit, you may retire this card to put that Friend into its owner's
    # hand instead." (710.1, 616.3; the retire a cost paid as it is applied, 508.1; a token
    # put into a hand ceases to exist, 521.3)
    "LL118": card(
        Replacement("home-limit-retire", Cards(YOU, FRIEND), instead="hand", cost=(RETIRE_THIS,))
    ),
    # Wing Bling: "Play on a Mane Character." / "When that character becomes involved in a
    # faceoff, you may draw a card." Ruling as DE55's: "becomes involved" is a faceoff starting
    # involving it (514.2)
    "LL119": card(
        Attach(Cards(types=MANE)),
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("host-in-faceoff")),
            (Draw(1, optional=True),),
        ),
    ),
    # Yak-Strength Hug: "Play on a Friend." / "When this card enters play, banish an opposing
    # Friend." / "When this card leaves play, put any cards banished this way into their
    # owners' hands." A triggered ability, not a duration (unlike HM48's "until"): the card
    # banished is marked as banished by this card (406; EO60's "this way") and returns to its
    # owner's hand as a new card (410.6), not into play; one that left the banished zone
    # meanwhile is not found. Without its abilities as it leaves, nothing returns (712.2)
    "LL120": card(
        Attach(Cards(types=FRIEND)),
        on_enter(
            Act("banish", Cards(OPPONENT, FRIEND)),
            Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent"),
        ),
        Triggered(
            Trigger("leaves-play"),
            (Act("to-hand", Cards(zone=Zone.BANISHED, banished_this_way=True), each=True),),
        ),
    ),
    # Cozy Glow, Lost Foal: "Immediate: During a faceoff, exhaust this card to move an opposing
    # character to this card's Problem." (506)
    "LL121": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Move(Cards(OPPONENT, CHARACTER), to="here"),),
            condition=Condition("faceoff"),
        )
    ),
    # Cragadile, Big Teeth: "At the start of a faceoff involving this card, you may pay [2] to
    # frighten a Friend involved in the Faceoff." (514.2; 508.1; 504.1)
    "LL122": card(
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("in-faceoff")),
            (IfYouDo(Pay(2), (Act("frighten", Cards(types=FRIEND, where=INVOLVED)),)),),
        )
    ),
    # Ophiotaurus, Mountain Monster: "When this card is dismissed, you may put two +1 power
    # counters on another Troublemaker here." (here: its Problem as it last existed, 712.2)
    "LL123": card(
        Triggered(
            Trigger("dismissed"),
            (
                Choose(Cards(types=TROUBLEMAKER, where=HERE, other=True), optional=True),
                Act("put-counter", CHOSEN),
                Act("put-counter", CHOSEN),
            ),
        )
    ),
    # The Mean Six, Rivalry Isn't Magic: "This card has Competitive X, where X is the number of
    # opposing characters here with Competitive. The same is true for Diligent, Eccentric, and
    # Showy." (none while X is 0, as MT8)
    "LL124": card(
        *(
            Static(
                "keyword",
                THIS,
                1,
                value=kw,
                per=Cards(OPPONENT, CHARACTER, where=HERE, keyword=kw),
            )
            for kw in ("Competitive", "Diligent", "Eccentric", "Showy")
        )
    ),
    # The Tree of Harmony, Trial by Friendship: "Main Phase: Pay [2] to challenge this card
    # with one of your characters here. Any player may activate this ability." (703: "you" is
    # the player activating it, who pays and challenges, 608.4; only that character is
    # involved with this Troublemaker, 514.2a.i)
    "LL125": card(
        Activated(
            MAIN,
            (pay(2),),
            (Challenge(THIS, using=Cards(YOU, CHARACTER, where=HERE)),),
            anyone=True,
        )
    ),
    # Winterzilla, Giant Gremlin: "When this card is turned face-up, you may pay [1] to dismiss
    # an opposing Resource." Ruling: turned face-up by the Uncover step or an effect's uncover
    # (607.3)
    "LL126": card(
        Triggered(
            Trigger("uncovered"),
            (IfYouDo(Pay(1), (Act("dismiss", Cards(OPPONENT, RESOURCE)),)),),
        )
    ),
    # Amnity Ball: "While you have 4 or more Friends here, your Friends here can't leave
    # play." "You" on a Problem is its controller (513.5); not dismissed, retired, banished or
    # put into a hand or deck, by effects or costs (104.2); what the game does is not stopped
    # (104.3: a uniqueness dismissal); being frightened or sent home (613.2) is not leaving
    # play
    "LL127": card(
        Static(
            "cant-leave-play",
            Cards(YOU, FRIEND, where=HERE),
            condition=Condition("count", Cards(YOU, FRIEND, where=HERE), n=4),
        )
    ),
    # Buckball Strategy: "While your Mane Character is not boosted, it has +1 power." / "While
    # your opponent's Mane Character is boosted, opponents need +2 power to confront this
    # Problem." (301.2; wild power, as Eccentric's, 611.3)
    "LL128": card(
        Static("power", Cards(YOU, MANE, boosted=False), 1),
        Static(
            "confront",
            amount=2,
            who=OPPONENT,
            condition=Condition("count", Cards(OPPONENT, MANE, boosted=True)),
        ),
    ),
    # Cramped Caravan: "You need -2 power to confront opposing Problems." (wild power taken
    # off, as PR141's 2016 errata reads "-[1 wild]"; 611.3)
    "LL129": card(Static("confront-opposing", amount=-2, who=YOU)),
    # Mirror Pool Miscount: "When this Problem becomes solved, your maximum hand size increases
    # to 10 for the rest of the game." (613.1; 616.2: "you" is the Problem's controller as it
    # last existed, 712.2; a Static "increased by" adds to the 10)
    "LL130": card(when_solved(RuleChange("hand-size", amount=10, until="permanent"))),
    # Moving Out: "When you frighten a Friend for the first time each turn, you may move one
    # of your characters." "You" is the Problem's controller (513.5); any Friend they
    # frighten, by their instruction or their replacement (504.1, 710.1); the first time is
    # used up whether or not they move (616.4, as HM122); to any other area (506)
    "LL131": card(
        Triggered(
            Trigger("frightened-by", YOU, first=True, each_turn=True),
            (Move(Cards(YOU, CHARACTER), "any", optional=True),),
        )
    ),
    # Mystery at Hope Hollow: "When this Problem becomes solved, you may search your deck for a
    # card with no play requirement, reveal it, and put it into your hand." (613.1; 205.1;
    # 518)
    "LL132": card(when_solved(Search(Cards(YOU, zone=Zone.DRAW_DECK, no_requirement=True)))),
    # Recipe Research: "When this Problem is confronted, put an Ingredient counter on this
    # card." / "When you play an Event, you may remove 2 Ingredient counters from this card to
    # copy its effects." (611.4, by any player; 519.3; 520.1)
    "LL133": card(
        Triggered(Trigger("confronted", ANY), (PutCounters("Ingredient"),)),
        Triggered(
            Trigger("event-played", YOU),
            (
                IfYouDo(
                    RemoveCounters("Ingredient", at_least=2, n=2, optional=True),
                    (CopyEffect(THAT),),
                ),
            ),
        ),
    ),
    # Wilderness Camping: "You need -1 power to confront this Problem for each card type among
    # cards in your discard pile." (206: printed types; wild power taken off, as PR141's
    # 2016 errata reads "-[1 wild]"; 611.3)
    "LL134": card(
        Static(
            "confront",
            amount=-1,
            who=YOU,
            value="per-type",
            per=Cards(YOU, zone=Zone.DISCARD),
        )
    ),
    # Student Six, A Grade Above: "At the start of the game, choose a color. This card is that
    # color." (102.5; kept on the card as a colour chosen, read by "chosen-colours": the Start
    # side's, so the Boosted side, printed without colour, has none, 301.2, 203.1) / "Main
    # Phase: Pay [6] to turn this card over. You pay 1 less action token to turn this card
    # over for each color among characters in play." (any player's, this card's too; 705.2b)
    # Boosted: "When a player confronts a Problem for the first time each turn, put a
    # Friendship counter on this card." (any player's first confront of the turn, 611.4,
    # 616.4) / "Main Phase: Exhaust this card and remove any number of Friendship counters
    # from it to play a Friend with cost equal to the number of counters removed this way for
    # free." (the removal, none to all, is done as the ability resolves, before the Friend is
    # chosen: no one can act in between, 705.2; printed cost, 204.1; its play requirements
    # still apply, as DE137's)
    "LL135": card(
        Triggered(Trigger(GAME_START, ANY), (BecomeColour(),)),
        Static("chosen-colours"),
        Activated(MAIN, (pay(6),), (TURN_OVER,)),
        Static("cost", THIS, -1, "turn-over-colours", YOU, per=Cards(types=CHARACTER)),
        boosted=(
            Triggered(
                Trigger("confronted", ANY, anywhere=True, first=True, each_turn=True),
                (PutCounters("Friendship"),),
            ),
            Activated(
                MAIN,
                (EXHAUST_THIS,),
                (
                    RemoveCounters("Friendship", any_number=True),
                    PlayFree(FRIEND, cost_removed=True),
                ),
            ),
        ),
    ),
    # Applejack, Big Breakfast: "This card enters play with a +1 power counter on it for each
    # of your other Earth Pony Friends." / "When this card enters play, put a +1 power counter
    # on each of your other Earth Pony Friends." / "Immediate: Remove a +1 power counter from
    # one of your Earth Pony Friends. If you do, that Friend can't leave play this turn."
    # (706.1a, 519.1; 708.2b, 104.2.) The last has no cost: the counter is removed as it
    # resolves, from a Friend chosen then (as EO205); it is offered only while one of your
    # Earth Pony Friends has one (508.1d), herself included
    "LL136": card(
        AsEntersPlay("put-counter", THIS, of=_OTHER_EARTH_PONIES),
        on_enter(Act("put-counter", _OTHER_EARTH_PONIES, each=True)),
        Activated(
            "Immediate",
            (),
            (
                Choose(_COUNTED_EARTH_PONY),
                IfYouDo(
                    RemoveCounters(POWER_COUNTER, n=1, target=CHOSEN),
                    (Modify(CHOSEN, "cant-leave-play"),),
                ),
            ),
            condition=Condition("count", _COUNTED_EARTH_PONY),
        ),
    ),
    # Rarity, Throw Me A Bone, Dear: "Main Phase: Exhaust this card and one of your non-token
    # Friends or Resources to have an opponent gain control of that Friend or Resource. Then,
    # if that opponent controls 2 or more non-token Friends or Resources that you own, score a
    # point." The card exhausted as the cost is THAT (508.1); the opponent gains it for good,
    # at their home if it was at yours, an attachment staying on its host (513.2, 509.3); the
    # count is read after, that card included (513.1)
    "LL137": card(
        Activated(
            MAIN,
            (
                EXHAUST_THIS,
                cost_of(
                    "exhaust", Cards(YOU, _FRIEND_OR_RESOURCE, other=True, token=False), that=True
                ),
            ),
            (
                Act(GIVE_CONTROL, THAT),
                When(
                    Condition(
                        "count",
                        Cards(OPPONENT, _FRIEND_OR_RESOURCE, token=False, owner=YOU),
                        n=2,
                    ),
                    (Score(1),),
                ),
            ),
        )
    ),
    # Fluttershy, All Creatures Great & Small: "At the start of a faceoff involving this card,
    # you may name a Friend. Until the end of the faceoff, when you flip a Friend with that
    # name, put that Friend into play." (514.2; 201.1: a full name, another Subtitle is another
    # name, 201.1a). Rulings: a delayed triggered ability created as the first resolves (708.4),
    # for each such flip until the faceoff ends (514.6); "you" is Fluttershy's controller as it
    # resolved; the Friend enters play at its owner's home, not played (706.1d), and, out of
    # the flip zone, adds no power to the faceoff (514.4a, as SB9)
    "LL138": card(
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("in-faceoff")),
            (
                Name(YOU, types=FRIEND, optional=True),
                NextTime(
                    Trigger("flipped", YOU, about=Cards(types=FRIEND, zone=Zone.FLIP, named=True)),
                    (Act("put-into-play", THAT),),
                    every=True,
                    until="faceoff",
                    named=True,
                ),
            ),
        )
    ),
    # Ember, My Way or the Highway: "Your Friends involved in faceoffs can't be dismissed or
    # frightened." / "At the end of a faceoff, if you didn't lose that faceoff, distribute two
    # +1 power counters among up to two of your Friends." / "Immediate: Exhaust this card to
    # end a faceoff. This card doesn't ready during its controller's next Ready Phase."
    # Rulings: any faceoff, wherever Ember is (514.6); not losing is a win, a tie, or a
    # faceoff ended before totals were compared (514.5); each counter goes on one of your
    # Friends, the same one or two different ones (519.1, as EO113); ending the faceoff is
    # offered only during one (514.6, as AD87)
    "LL139": card(
        Static("cant-dismiss", _MY_INVOLVED_FRIENDS),
        Static("cant-frighten", _MY_INVOLVED_FRIENDS),
        Triggered(
            Trigger("faceoff-ended", ANY, value=NOT_LOST),
            (Act("put-counter", Cards(YOU, FRIEND)), Act("put-counter", Cards(YOU, FRIEND))),
        ),
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (EndTheFaceoff(), Modify(THIS, "no-ready", until=NEXT_READY)),
            condition=Condition("faceoff"),
        ),
    ),
    # Thorax, Heart of the Swarm: "Your token Friends have +1 power and don't count against
    # your home limit." / "Other Friends lose and can't have Unique." / "If one of your
    # non-token Friends would leave play, you may retire a number of token Friends equal to
    # that Friend's cost instead. If you do, that Friend doesn't leave play." (616.3; 516.3,
    # 104.2: any player's other Friends; 710.1.) Rulings: its printed cost (204.1); offered
    # only while that many of your token Friends can be retired, so a Friend with cost 0 is
    # not kept (retiring none is not doing it, 508.1c); being dismissed or retired is
    # leaving play (as Persistent reads it); two Thorax take each other's Unique, both
    # applying (711.3: neither takes the other's abilities), so both stay (516.3)
    "LL140": card(
        Static("power", _MY_TOKEN_FRIENDS, 1),
        Static("home-limit-exempt", _MY_TOKEN_FRIENDS),
        Static("lose-trait", Cards(types=FRIEND, other=True), value="Unique"),
        Replacement(
            "leave-play",
            Cards(YOU, FRIEND, token=False),
            "instructions",
            effects=(Act("retire", _MY_TOKEN_FRIENDS, count="that-cost", exactly=True),),
        ),
    ),
    # Queen Chrysalis, Stolen Talent: gains a banished Friend's printed abilities
    # Queen Chrysalis, Stolen Talent: "Immediate: Pay [1] to banish a Friend from a discard pile.
    # If you do, this card loses all abilities gained this way, then gains that Friend's printed
    # abilities." Any player's discard pile; the banished Friend's printed abilities are hers
    # as AD202's copied ones are (701.1: keywords and continuous ones in the view, the others
    # lent, "this card" meaning her), until she leaves play (410.6); her own stay
    "LL141": card(
        Activated(
            "Immediate",
            (pay(1),),
            (
                IfYouDo(
                    Act("banish", Cards(types=FRIEND, zone=Zone.DISCARD)),
                    (GainPrintedAbilities(CHOSEN),),
                ),
            ),
        ),
        Static("chosen-abilities"),
    ),
    # Sonic Rainboom: "Immediate: Until the end of the turn, you may play Events with Main
    # Phase timing as Immediate actions (even if it isn't your Main Phase)." (512.3: at any
    # priority point of yours; their requirements and costs as ever, 609.2a)
    "LL142": card(Play("Immediate", (RuleChange("events-immediate"),))),
    # The Power of Friendship: "Main Phase: This turn, your Troublemakers don't prevent you
    # from confronting Problems and you need X power less to confront each Problem, where X is
    # the highest power among Troublemakers you control there." Your own face-up Troublemakers
    # prevent you only when Epic (611.3e); X is read at each Problem as you confront it, from
    # your face-up Troublemakers there (505.1b), taken off wild power as LL129's "-2 power"
    # is (611.3); opposing Troublemakers still prevent you
    "LL143": card(Play(MAIN, (RuleChange("own-troublemakers-confront"),))),
    # Pinkie Sense: "Play to your home" / "If you would discard a card, you may put that card
    # on top of your deck instead." / "Immediate: Exhaust this card to discard a card."
    # Ruling: every discard from its controller's hand, by any instruction or to hand size
    # (410.3, 616.2), each card asked separately; not a discard paid as a cost (508.1a)
    "LL144": card(
        Replacement("discard", ANY_CARD, instead="deck-top", who=YOU),
        Activated("Immediate", (EXHAUST_THIS,), (Discard(1, YOU, random=False),)),
    ),
    # Grogar, Legion of Doom: "Immediate: Banish this card to search your deck for a
    # Troublemaker, then put it into play." / "At the end of your turn, if this card is
    # banished, you may pay [1] and banish one of your Troublemakers to put this card into play
    # face-up." Rulings: a Troublemaker enters play at a Problem (306.1) and none is named, so
    # its player chooses the Problem first (705.2f, as EO95); "put into play" with no
    # "face-down" is face-up, not played and not uncovered (706.1d, 607.3); the search may
    # find none (518.1). The second functions in the banished zone only (701.3), beneath a
    # card too (410.5); asked only while it can be done in full, [1] and one of your face-up
    # Troublemakers (505.2, 508.1d); Grogar comes back as a new card (410.6) under its owner
    "LL145": card(
        Activated(
            "Immediate",
            (BANISH_THIS,),
            (
                Choose(Cards(types=PROBLEM), there=True),
                Search(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK), to="play-there"),
            ),
        ),
        Triggered(
            Trigger(
                "turn-end",
                YOU,
                condition=Condition(
                    "all",
                    all_of=(
                        IN_BANISHED,
                        Condition("tokens", n=1),
                        Condition("count", Cards(YOU, TROUBLEMAKER)),
                    ),
                ),
            ),
            (
                IfYouDo(
                    Pay(1),
                    (
                        Act("banish", Cards(YOU, TROUBLEMAKER)),
                        Choose(Cards(types=PROBLEM), there=True),
                        Act("put-into-play-there", THIS),
                    ),
                ),
            ),
        ),
    ),
}
