"""Marks in Time (MT) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).

Cutie Mark (glossary): "Pay [2] to Cutie Mark this card" is the keyword action ``cutie-mark``
(a +1 power counter, and the card is Cutie Marked, recorded by a "cutie marked" counter, 519.1);
"while this card is Cutie Marked" reads that counter (``Condition("counters")``). "When this
card becomes Cutie Marked" is ``when_cutie_marked`` (``Trigger("cutie-marked")``).
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ANY,
    ANY_NUMBER,
    AT_ANOTHER_PROBLEM,
    AT_PROBLEM,
    BANISHED_THIS_WAY,
    BECOMES_FRIGHTENED,
    BLUE,
    BOTTOMED_THIS,
    CHALLENGED,
    CHAOS,
    CHARACTER,
    CHOSEN,
    CHOSEN_COUNTER,
    EACH_PROBLEM,
    EVENT,
    EXHAUST_THIS,
    FRIEND,
    GUESSED_RIGHT,
    GUESSED_WRONG,
    HERE,
    HOME,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    PLAYABLE_DISCARD,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    TURN_OVER,
    WHILE_CHOSEN_IN_PLAY,
    YOU,
    Act,
    Activated,
    AdditionalReadyPhase,
    AddPower,
    AtEndOfFaceoff,
    AtEndOfTurn,
    AtStartOfYourNextTurn,
    Attach,
    BecomeColour,
    Cards,
    CardScript,
    Challenge,
    Choose,
    ChooseCounter,
    Condition,
    CostReduction,
    Discard,
    Draw,
    Effect,
    Flip,
    GainTokens,
    GuessPower,
    IfYouDo,
    LookAtTop,
    Mill,
    Modify,
    Move,
    Name,
    Pay,
    Play,
    PutEachIntoPlay,
    Quoted,
    RemoveCounters,
    ReplaceProblem,
    RuleChange,
    Score,
    Static,
    Trigger,
    Triggered,
    When,
    act,
    at_start_of,
    card,
    chaos,
    choose_colours,
    choose_one,
    cost_of,
    first_friend_here_costs_less,
    friend_tokens,
    gain_control_of,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    search_deck,
    when_confronted,
    when_moved,
    when_solved,
    when_state,
)
from engine.state import Zone

# the counter the keyword action puts (``engine.abilities.CUTIE_MARKED``, 519.1)
CUTIE_MARKED = "cutie marked"
CUTIE_MARKED_NOW = Condition("counters", n=1, value=CUTIE_MARKED)  # "while ... Cutie Marked"
NOT_CUTIE_MARKED = Condition("no-counters", value=CUTIE_MARKED)
# "Main Phase: Pay [2] to Cutie Mark this card." (glossary: Cutie Mark): "You can't Cutie Mark
# a cutie marked card", so it can't be activated on one (703.1: its condition, 104.2)
CUTIE_MARK = Activated(MAIN, (pay(2),), (act("cutie-mark"),), condition=NOT_CUTIE_MARKED)


def growing_up_with(*abilities: Static) -> CardScript:
    """ "Main Phase: Pay [2] to Cutie Mark this card. / While this card is Cutie Marked, ..."."""
    return card(CUTIE_MARK, *abilities)


def growing_up(keyword: str) -> CardScript:
    """The "Growing Up" cycle: "Main Phase: Pay [2] to Cutie Mark this card. / While this card
    is Cutie Marked, it has +1 power and <keyword>."."""
    return card(
        CUTIE_MARK,
        Static("power", amount=1, condition=CUTIE_MARKED_NOW),
        Static("keyword", value=keyword, condition=CUTIE_MARKED_NOW),
    )


def best_pet(colour: Colour, keyword: str) -> CardScript:
    """The "Best" pets: "While with another one of your [colour] Friends, this card has
    <keyword>.": "with" is in the same area, home or a Problem (501.4)."""
    other = Cards(YOU, FRIEND, where=HERE, colour=colour, other=True)
    return card(Static("keyword", value=keyword, condition=Condition("count", other)))


def exhaust_mane_to(*effects: Effect) -> Activated:  # Problems MT118, MT123
    return Activated(MAIN, (cost_of("exhaust", Cards(YOU, MANE)),), effects)


TROUBLEMAKER_IN_HAND = Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)

# reasons shared by the manual marks
NO_CUTIE_MARKED_SELECTOR = "no card description for 'Cutie Marked Friends' (a counter test)"
BANISH_FROM_DISCARD_COST = "no cost of banishing a card from the discard pile (410.5)"
REMOVE_A_COUNTER = "no choice of a counter on another card to remove (519.3)"
# the Marks in Time "Problem Resources": a Resource whose text says "this Problem" with no
# "Play on a Problem" line in the card data
RESOURCE_CONFRONTS = "a Resource reading 'this Problem' with no host in the card data"


PLUS_1 = "+1 power"  # the +1 power counter (519.4)


# "your Cutie Marked Friends" (glossary: Cutie Mark)
YOUR_CUTIE_MARKED_FRIENDS = Cards(YOU, FRIEND, with_counter=CUTIE_MARKED)


def when_cutie_marked(*effects: Effect) -> Triggered:
    """ "When this card becomes Cutie Marked, ..." (glossary: Cutie Mark)."""
    return Triggered(Trigger("cutie-marked"), effects)


def when_your_friend_cutie_marked(*effects: Effect, to_problem: bool = False) -> Triggered:
    """ "When one of your Friends becomes Cutie Marked, ..." (this card too; THAT is that
    Friend, THERE its area; ``to_problem``: only while it is at a Problem)."""
    return Triggered(
        Trigger("cutie-marked", ANY, to_problem=to_problem, about=Cards(YOU, FRIEND)), effects
    )


# "banish a card from your discard pile" as a cost (406, 508.1d: one must be there)
BANISH_FROM_DISCARD = cost_of("banish", Cards(YOU, zone=Zone.DISCARD))

YOUR_CARD_WITH_A_POWER_COUNTER = Cards(YOU, with_counter="+1 power")  # "one of your cards"

# "If you have Scootaloo, Forever a Crusader and Apple Bloom, Forever a Crusader" (MT48)
SCOOTALOO = Condition("count", Cards(YOU, card_name="Scootaloo, Forever a Crusader"))

APPLE_BLOOM = Condition("count", Cards(YOU, card_name="Apple Bloom, Forever a Crusader"))

CRUSADERS = Condition("all", all_of=(SCOOTALOO, APPLE_BLOOM))

NOT_CRUSADERS = Condition(
    "any",
    all_of=(
        Condition("none", Cards(YOU, card_name="Scootaloo, Forever a Crusader")),
        Condition("none", Cards(YOU, card_name="Apple Bloom, Forever a Crusader")),
    ),
)


def remove_a_counter_from_a_ready_card() -> tuple[Effect, ...]:
    """ "You may remove a counter from a ready card" (519.3): any player's card that is not
    exhausted (503.3) with a counter, then which kind of its counters (``ChooseCounter``)."""
    return (
        Choose(Cards(exhausted=False, with_counters=True), optional=True),
        ChooseCounter(),
        RemoveCounters(CHOSEN_COUNTER, target=CHOSEN, n=1),
    )


SCRIPTS: dict[str, CardScript] = {
    # Starlight Glimmer, Chrono Trigger: "At the start of your turn, each player reveals and
    # banishes 2 cards from the top of their deck. / When one or more cards are banished this
    # way, if there are at least 20 cards banished this way, ..." (errata: "one or more")
    # Rulings: "your turn" starts with the Ready Phase (601.3, as MT116); "banished this way"
    # is by this card's first ability while it is the same card in play (410.6, as EO60),
    # counted in every banished zone. The second paragraph is read as a state of the game
    # (``when_state``, 704.1c): it can become true only as cards are banished this way, and
    # once it resolves this card is banished, so it triggers as printed. "Each other Friend,
    # Resource, and Troublemaker": any player's in play, face-up Troublemakers only (505.2;
    # a Dilemma is a Problem in play, 522.1); the cards are dismissed before the banished ones
    # enter play. Those put into play are not played (706.1d), each under its owner's
    # control: a Friend at its owner's home, a Troublemaker face-down at a Problem its owner
    # chooses (306.1, 705.2f), the turn player's first (801.1)
    "MT0": card(
        at_start_of(
            "Ready",
            Mill(2, ANY, banish=True),
            Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent"),
            whose=YOU,
        ),
        when_state(
            Condition("count", Cards(zone=Zone.BANISHED, banished_this_way=True), n=20),
            Act("dismiss", Cards(types=(*FRIEND, *RESOURCE, *TROUBLEMAKER), other=True), each=True),
            PutEachIntoPlay(
                Cards(types=(*FRIEND, *TROUBLEMAKER), zone=Zone.BANISHED, banished_this_way=True)
            ),
            Act("banish", THIS),
        ),
    ),
    # Scootaloo, Cutie Mark Crusader: "When you confront this card's Problem, turn this card
    # over." / Boosted: "At the end of your turn, you may move up to two of your characters at
    # home. If you do, exhaust those characters."
    "MT1": card(
        when_confronted(TURN_OVER),
        boosted=(
            # from home to a Problem each (506); only those moved are exhausted (CHOSEN)
            Triggered(
                Trigger("turn-end", YOU),
                (
                    IfYouDo(
                        Move(Cards(YOU, CHARACTER, where=HOME), up_to=2, optional=True),
                        (Act("exhaust", CHOSEN, each=True),),
                    ),
                ),
            ),
        ),
    ),
    # Apple Bloom, Cutie Mark Crusader: "When you confront this card's Problem, turn this card
    # over." / Boosted: "When you confront this card's Problem, you may exhaust an opposing
    # character at each Problem."
    "MT2": card(
        when_confronted(TURN_OVER),
        # one at her Problem and one at the other (two Problems, 501.1; limit: with a
        # Dilemma in play, 522.2, one at one of the other Problems only), each "may" (712.3)
        boosted=(
            when_confronted(
                Act("exhaust", Cards(OPPONENT, CHARACTER, where=HERE), optional=True),
                Act(
                    "exhaust",
                    Cards(OPPONENT, CHARACTER, where=AT_ANOTHER_PROBLEM),
                    optional=True,
                ),
            ),
        ),
    ),
    # Sweetie Belle, Cutie Mark Crusader: "When you confront this card's Problem, turn this
    # card over." / Boosted: "At the end of your turn, you may put a Resource from your
    # discard pile into your hand." (615.1)
    "MT3": card(
        when_confronted(TURN_OVER),
        boosted=(
            Triggered(
                Trigger("turn-end", YOU),
                (Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD), optional=True),),
            ),
        ),
    ),
    # Babs Seed, Anti-Bully: "This card has +1 power for each frightened Friend. / Main Phase:
    # Pay [2] to Cutie Mark this card. / When this card becomes Cutie Marked, you may frighten a
    # Friend." Any player's Friends: a frightened one is face-down (504.1)
    "MT4": card(
        Static("power", THIS, 1, per=Cards(types=FRIEND, face_down=True)),
        CUTIE_MARK,
        when_cutie_marked(Act("frighten", Cards(types=FRIEND), optional=True)),
    ),
    # Bon Bon, Minty Fresh: "When this card enters play, if you have a Lyra, you may pay [1] to
    # ready one of your characters here." (201.3: a card with the title Lyra in play)
    "MT5": card(
        on_enter(
            IfYouDo(Pay(1), (Act("ready", Cards(YOU, CHARACTER, where=HERE)),)),
            condition=Condition("count", Cards(YOU, title="Lyra")),
        )
    ),
    # Commander Hurricane, Equestrian Founder: "Immediate: Pay [2] to move this card."
    "MT6": card(Activated("Immediate", (pay(2),), (Move(THIS, "any"),))),
    # Gilda, Out of the Nest: "When this or another Friend is frightened, you may put a 1
    # [Loyalty] Pegasus Friend token with Swift into play."
    # Any player's Friend (504.1); this card itself is face-down as it becomes frightened, so
    # that half functions on the face-down card (``BECOMES_FRIGHTENED``, 505.1a)
    "MT7": card(
        Triggered(
            Trigger("frightened", ANY),
            (friend_tokens(1, 1, BLUE, "Pegasus", "Swift", optional=True),),
        ),
        Triggered(
            BECOMES_FRIGHTENED, (friend_tokens(1, 1, BLUE, "Pegasus", "Swift", optional=True),)
        ),
    ),
    # Night Glider, Ambitious Aerobat: "This card has Competitive 1 for each of your characters
    # here." (herself included; at home, "here" is her home, 501.4)
    "MT8": card(
        Static("keyword", THIS, 1, value="Competitive", per=Cards(YOU, CHARACTER, where=HERE))
    ),
    # Pipsqueak, Class President: "Main Phase: Pay [2] to Cutie Mark this card. / When this card
    # becomes Cutie Marked, you may challenge a Troublemaker here with your characters here."
    # (608.4: an opponent's face-up one; with all your characters there, 514.2a)
    "MT9": card(
        CUTIE_MARK,
        when_cutie_marked(Challenge(Cards(OPPONENT, TROUBLEMAKER, where=HERE), optional=True)),
    ),
    # Rainbow Dash, Growing Up: "... While this card is Cutie Marked, it has +1 power and Swift."
    "MT10": growing_up("Swift"),
    # Scootaloo, Forever a Crusader: "When one of your Friends becomes Cutie Marked, you may
    # move one of your characters to that Friend's Problem. / Main Phase: Pay [2] to Cutie Mark
    # this card. / While this card is Cutie Marked, it has Competitive 2." (a Friend at home
    # has no Problem: nothing to do, 705.2f)
    "MT11": card(
        when_your_friend_cutie_marked(
            Move(Cards(YOU, CHARACTER), "there", optional=True), to_problem=True
        ),
        CUTIE_MARK,
        Static("keyword", value="Competitive 2", condition=CUTIE_MARKED_NOW),
    ),
    # Tank, Best Tortoise: "While with another one of your [Loyalty] Friends, this card has
    # Competitive 2."
    "MT13": best_pet(Colour.BLUE, "Competitive 2"),
    # Thunderlane, Unsung Hero: "Diligent 2" (printed keyword) / "Immediate: Remove a +1 power
    # counter from this card to move this card." (519.3: it must have one to pay)
    "MT14": card(Activated("Immediate", (remove_counters(1, "+1 power"),), (Move(THIS, "any"),))),
    # Apple Bloom, Forever a Crusader: "Your Cutie Marked Friends have +1 power. / Main Phase:
    # Pay [2] to Cutie Mark this card. / While this card is Cutie Marked, it has Diligent 2."
    "MT15": card(
        Static("power", YOUR_CUTIE_MARKED_FRIENDS, 1),
        CUTIE_MARK,
        Static("keyword", value="Diligent 2", condition=CUTIE_MARKED_NOW),
    ),
    # Applejack, Growing Up: "... it has +1 power and Diligent 1."
    "MT16": growing_up("Diligent 1"),
    # Holder's Boulder, Key Stone: "Your token Friends can't be frightened." (104.2, 521.2)
    "MT18": card(Static("cant-frighten", Cards(YOU, FRIEND, token=True))),
    # Igneous Rock & Cloudy Quartz, Rock Ranchers: "Immediate: Exhaust this card and banish a
    # card from your discard pile to give one of your characters Stubborn until the start of
    # your next turn." (508.1d: a card must be there to banish)
    "MT19": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS, BANISH_FROM_DISCARD),
            (Modify(Cards(YOU, CHARACTER), "keyword", value="Stubborn", until="your-next-turn"),),
        )
    ),
    # Maud Pie, Just a Pebble: "When this card enters play, you may put the top two cards of
    # your deck into your discard pile. / Main Phase: Pay [2] to Cutie Mark this card. / While
    # this card is Cutie Marked, it has +1 power for each card type among cards in your
    # discard pile." (206: Friend, Resource, Event, Troublemaker ...)
    "MT20": card(
        on_enter(Mill(2, who=YOU, optional=True)),
        CUTIE_MARK,
        Static(
            "power",
            THIS,
            1,
            value="per-type",
            per=Cards(YOU, zone=Zone.DISCARD),
            condition=CUTIE_MARKED_NOW,
        ),
    ),
    # Smart Cookie, Equestrian Founder: "Immediate: Banish a card from your discard pile to
    # give this card +1 power until the end of the turn."
    "MT21": card(Activated("Immediate", (BANISH_FROM_DISCARD,), (power(THIS, 1),))),
    # Winona, Best Dog: "While with another one of your [Honesty] Friends, this card has
    # Stubborn."
    "MT22": best_pet(Colour.ORANGE, "Stubborn"),
    # Chancellor Puddinghead, Equestrian Founder: "When this card enters play, you may remove
    # a counter from a ready card." (any player's, not exhausted, 503.3; the card, then which
    # kind of its counters, 519.3; being Cutie Marked is no counter to remove, glossary)
    "MT23": card(on_enter(*remove_a_counter_from_a_ready_card())),
    # Discord, Dubious Intent: "When this card enters play, you may uncover a Troublemaker."
    # (607.3: a face-down one)
    "MT24": card(
        on_enter(Act("uncover", Cards(types=TROUBLEMAKER, face_down=True), optional=True))
    ),
    # Flitter & Cloudchaser, Prancing Pair: "When one of your Friends becomes Cutie Marked, you
    # may draw a card. / Main Phase: Pay [2] to Cutie Mark this card. / While this card is
    # Cutie Marked, your maximum hand size is increased by 2." (616.2)
    "MT25": card(
        when_your_friend_cutie_marked(Draw(1, optional=True)),
        CUTIE_MARK,
        Static("hand-size", amount=2, condition=CUTIE_MARKED_NOW),
    ),
    # Gummy, Best Gator: "... [Laughter] Friends, this card has Eccentric 2."
    "MT26": best_pet(Colour.PINK, "Eccentric 2"),
    # Lyra, Candy Fiend: "Main Phase: Exhaust this card to search your deck for a Bon Bon card
    # and put it into your hand." (518)
    "MT27": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (search_deck(Cards(YOU, title="Bon Bon", zone=Zone.DRAW_DECK)),),
        )
    ),
    # Minuette, Schadenfreude: "This card has Eccentric X, where X is this card's power. / Main
    # Phase: Retire a Friend to put a +1 power counter on this card." (X read after power,
    # 711.4; a power of 0 or less is Eccentric 0; one of your Friends, 410.2, this one too)
    "MT28": card(
        Static("keyword-power", value="Eccentric"),
        Activated(MAIN, (cost_of("retire", Cards(YOU, FRIEND)),), (Act("put-counter", THIS),)),
    ),
    # Party Filly, Bubble Burster: "Main Phase: Pay [2] to Cutie Mark this card. / When this
    # card becomes Cutie Marked, dismiss an opposing Friend."
    "MT29": card(CUTIE_MARK, when_cutie_marked(Act("dismiss", Cards(OPPONENT, FRIEND)))),
    # Pinkie Pie, Growing Up: "... it has +1 power and Eccentric 2."
    "MT30": growing_up("Eccentric 2"),
    # Cheerilee, Always Invited: "When one of your Friends becomes Cutie Marked, you may
    # exhaust this card to gain [1]."
    "MT32": card(
        when_your_friend_cutie_marked(
            IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),))
        )
    ),
    # Owlowiscious, Best Owl: "... [Magic] Friends, this card has Meticulous 1."
    "MT34": best_pet(Colour.PURPLE, "Meticulous 1"),
    # Princess Luna, A Nightmare Come True: "Main Phase: Pay [2] and exhaust this card to put a
    # 2 [Magic] Figment Friend token into play." (521.1)
    "MT35": card(
        Activated(MAIN, (pay(2), EXHAUST_THIS), (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))
    ),
    # Starlight Glimmer, Apocalypse Now: "Your Troublemakers here have "Immediate: During a
    # faceoff, pay [1] to give this card +2 power until the end of the faceoff."."
    # (face-up ones, 505.1a: a face-down Troublemaker has no abilities; "this card" is the
    # Troublemaker, 201.2; "during a faceoff": one is in progress, 512)
    "MT36": card(
        Static("grant-quoted", Cards(YOU, TROUBLEMAKER, where=HERE)),
        Quoted(
            Activated(
                "Immediate",
                (pay(1),),
                (power(THIS, 2, until="faceoff"),),
                condition=Condition("faceoff"),
            )
        ),
    ),
    # Starlight Glimmer, Apprentice Sorcerer: "Your Troublemakers have +2 power. / Main Phase:
    # Pay [2] to Cutie Mark this card. / When this card becomes Cutie Marked, you may put a
    # Troublemaker from your hand into play face-up." Face-up ones have power (505.2). A
    # Troublemaker enters play at a Problem (306.1): its player chooses the Problem as they say
    # yes (705.2f), as MT105; put into play, not played (706.1d). Asked only with a
    # Troublemaker in hand
    "MT37": card(
        Static("power", Cards(YOU, TROUBLEMAKER), 2),
        CUTIE_MARK,
        Triggered(
            Trigger("cutie-marked", condition=Condition("count", TROUBLEMAKER_IN_HAND)),
            (
                IfYouDo(
                    Choose(Cards(types=PROBLEM), there=True, optional=True),
                    (Act("put-into-play-there", TROUBLEMAKER_IN_HAND),),
                ),
            ),
        ),
    ),
    # Twilight Sparkle, Growing Up: "... it has +1 power and Meticulous 1."
    "MT38": growing_up("Meticulous 1"),
    # Twinkleshine, Compulsive Helper: "When an opponent confronts this card's Problem, you may
    # exhaust this card to gain [1]." (611.4)
    "MT39": card(
        when_confronted(
            IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),)), who=OPPONENT
        )
    ),
    # Coloratura, Happy Camper: "While this card is not Cutie Marked, it can't contribute its
    # power to confronting Problems. / Main Phase: Pay [2] to Cutie Mark this card." (611.3a:
    # read at the Problem she is at; faceoffs still count her, 514.4a)
    "MT40": card(Static("cant-contribute", THIS, condition=NOT_CUTIE_MARKED), CUTIE_MARK),
    # Coloratura, Razzle Dazzle: "When this card enters play, you may remove a +1 power counter
    # from each of any number of other characters and put them on this card." Any player's
    # characters, one counter from each chosen (519.3, 519.1)
    "MT41": card(
        on_enter(
            Act("move-counter", Cards(types=CHARACTER, other=True), up_to=ANY_NUMBER, optional=True)
        )
    ),
    # Diamond Tiara, Newfound Friend: "This card has +1 power for each of your Cutie Marked
    # Friends." (herself too, once marked by an effect)
    "MT42": card(Static("power", THIS, 1, per=YOUR_CUTIE_MARKED_FRIENDS)),
    # Method Mares, Convincing Act: "Main Phase: Pay [2] and retire this card to gain control of
    # an opposing Friend." (513.2: for good)
    "MT43": card(
        Activated(
            MAIN,
            (pay(2), RETIRE_THIS),
            (gain_control_of(Cards(OPPONENT, FRIEND), "permanent"),),
        )
    ),
    # Opalescence, Best Cat: "... [Generosity] Friends, this card has Prepared."
    "MT44": best_pet(Colour.WHITE, "Prepared"),
    # Rarity, Growing Up: "... it has +1 power and Showy 1."
    "MT46": growing_up("Showy 1"),
    # Sassy Saddles, Expert Marketer: "At the start of your turn, if there are no opposing
    # characters at this card's Problem, you may put a 1 [Generosity] Unicorn Friend token
    # with Prepared into play." (the start of the turn: its Ready Phase starts, 602)
    "MT47": card(
        Triggered(
            Trigger(
                "phase-start",
                YOU,
                value="Ready",
                condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE)),
            ),
            (friend_tokens(1, 1, Colour.WHITE, "Unicorn", "Prepared", optional=True),),
        )
    ),
    # Sweetie Belle, Forever a Crusader: "When one of your Friends becomes Cutie Marked, you
    # may pay [2] to score a point. If you have Scootaloo, Forever a Crusader and Apple Bloom,
    # Forever a Crusader, you may pay [0] to score a point instead. / Main Phase: Pay [2] to
    # Cutie Mark this card. / When this card becomes Cutie Marked, you may put a Friend from
    # your discard pile into your hand." ("have": in play under your control, by their full
    # names, 201.1; her own marking triggers both)
    "MT48": card(
        when_your_friend_cutie_marked(
            When(CRUSADERS, (IfYouDo(Pay(0), (Score(1),)),)),
            When(NOT_CRUSADERS, (IfYouDo(Pay(2), (Score(1),)),)),
        ),
        CUTIE_MARK,
        when_cutie_marked(Act("to-hand", Cards(YOU, FRIEND, zone=Zone.DISCARD), optional=True)),
    ),
    # Angel, Best Bunny: "... [Kindness] Friends, this card has Persistent."
    "MT49": best_pet(Colour.YELLOW, "Persistent"),
    # Battlesnakes, Hissy Fit: "When this card enters play, you may put an opposing
    # Troublemaker into its owner's hand." A face-up one (505.2)
    "MT50": card(on_enter(Act("to-hand", Cards(OPPONENT, TROUBLEMAKER), optional=True))),
    # Fluttershy, Growing Up: "... it has +1 power and Calming 1."
    "MT51": growing_up("Calming 1"),
    # Lemon Hearts, Contents Under Pressure: "Immediate: Retire this card to dismiss an opposing
    # Resource."
    "MT52": card(
        Activated("Immediate", (RETIRE_THIS,), (Act("dismiss", Cards(OPPONENT, RESOURCE)),))
    ),
    # Marble Pie, Quiet as a Stone: "This card can't contribute its power to faceoffs." (514.4a;
    # confronting still counts it, 611.3)
    "MT53": card(Static("no-faceoff-power", THIS)),
    # Princess Celestia, Equestrian General: "Opposing Friends with 3 or more printed power have
    # -1 power during your turn." (507.4: printed power, modifiers ignored)
    "MT55": card(
        Static(
            "power",
            Cards(OPPONENT, FRIEND, min_printed_power=3),
            -1,
            condition=Condition("turn", value=YOU),
        )
    ),
    # Private Pansy, Equestrian Founder: "When this card enters play, you may move one of your
    # Critters to this card's Problem." (506)
    "MT56": card(
        on_enter(Move(Cards(YOU, CHARACTER, trait="Critter", other=True), "here", optional=True))
    ),
    # Tree Hugger, Varmint Vocalizations: "When an opponent plays a Resource, you may put a 1
    # [Kindness] Critter Friend token into play."
    "MT57": card(
        Triggered(
            Trigger("played", OPPONENT, about=Cards(types=RESOURCE)),
            (friend_tokens(1, 1, Colour.YELLOW, "Critter", optional=True),),
        )
    ),
    # Zipporwhill, Pet Collector: "Your Critter Friends do not count against your home limit.
    # / Main Phase: Pay [2] to Cutie Mark this card. / When this card becomes Cutie Marked, put
    # 2 1 [Kindness] Critter Friend tokens into play." (616.3; 521.1)
    "MT58": card(
        Static("home-limit-exempt", Cards(YOU, FRIEND, trait="Critter")),
        CUTIE_MARK,
        when_cutie_marked(friend_tokens(2, 1, Colour.YELLOW, "Critter")),
    ),
    # Bulk Biceps, Get Swole: "While this card has at least 3 power, it has Swift. / ... at
    # least 4 power, it has Stubborn. / ... at least 5 power, it has Competitive 2."
    # Read once power is worked out (507.1; ``View._grant_by_power``); Competitive's +2 is
    # not read by these conditions (711.4)
    "MT59": card(
        Static("keyword", THIS, value="Swift", condition=Condition("power", n=3, value="at-least")),
        Static(
            "keyword", THIS, value="Stubborn", condition=Condition("power", n=4, value="at-least")
        ),
        Static(
            "keyword",
            THIS,
            value="Competitive 2",
            condition=Condition("power", n=5, value="at-least"),
        ),
    ),
    # Mystery Mare, In Costume: "When this card enters play, you may frighten or unfrighten a
    # Friend." (504.1, 504.3: an unfrightened Friend is a face-down one; "may": no mode too)
    "MT60": card(
        on_enter(
            choose_one(
                ("frighten a Friend", (Act("frighten", Cards(types=FRIEND)),)),
                ("unfrighten a Friend", (Act("unfrighten", Cards(types=FRIEND, face_down=True)),)),
                ("neither", ()),
            )
        )
    ),
    # Orchard Blossom, Delicate Flower: "When you win a Problem faceoff involving this card by
    # at least 5 power, an opponent discards a random card."
    # (514.5c: the winner's total exceeds the other's by at least 5)
    "MT61": card(
        Triggered(
            Trigger("won-faceoff", value="problem", at_least=5),
            (Discard(1, OPPONENT, random=True),),
        )
    ),
    # A. K. Yearling, The Pen is Mightier: "When you play or move this card to a Problem,
    # another character there gets +2 power until the end of the turn."
    "MT62": card(
        on_play(power(Cards(types=CHARACTER, where=HERE, other=True), 2), to_problem=True),
        when_moved(power(Cards(types=CHARACTER, where=HERE, other=True), 2)),
    ),
    # Rarity, Indifferent Decorator: "During a faceoff, you may play this card from your
    # discard pile as if it were in your hand. If you do, banish this card at the end of the
    # faceoff."
    # (a Friend played during a faceoff is played from the discard pile, as it has no other
    # way: the "If you do" is read as "when you play this card during a faceoff", 701.3;
    # banished at the end of that faceoff, 514.6, wherever it is then in play)
    "MT63": card(
        Static("play-from-discard", value="faceoff"),
        on_play(
            Choose(THIS),
            AtEndOfFaceoff((Act("banish", CHOSEN),)),
            condition=Condition("faceoff"),
        ),
    ),
    # Svengallop, Heavy-Hooved: "When an opposing Friend enters play here, you may pay [1] to
    # frighten it." (504.1)
    "MT64": card(
        Triggered(
            Trigger("enters-play", OPPONENT, about=Cards(OPPONENT, FRIEND, where=HERE)),
            (IfYouDo(Pay(1), (Act("frighten", THAT),)),),
        )
    ),
    # Applejack, Factory Organizer: "Immediate: Exhaust this card to gain [1]."
    "MT65": card(Activated("Immediate", (EXHAUST_THIS,), (GainTokens(1),))),
    # Dr. Hooves, Time Loop: "Main Phase: Exhaust this card to draw the bottom card of your
    # deck, then put a card from your hand on top of your deck."
    # (410.4; a card of the hand chosen then, the drawn one too, 402.3)
    "MT66": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                Draw(1, bottom=True),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
            ),
        )
    ),
    # Limestone Pie, Captain Grumpy: "When an opponent starts a faceoff here, you may put a +1
    # power counter on each of up to 2 of your characters here." (519.4)
    "MT67": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, here=True),
            (Act("put-counter", Cards(YOU, CHARACTER, where=HERE), up_to=2, optional=True),),
        )
    ),
    # Discord, Sneaky Snake: "Main Phase: Retire a Friend to choose a Troublemaker here. That
    # Troublemaker does not prevent you from confronting its Problem until the end of the
    # turn." One of your Friends (410.2), this card too; a face-up Troublemaker (505.2), for
    # the ability's controller only (708.2, 611.3e), wherever it is moved to
    "MT68": card(
        Activated(
            MAIN,
            (cost_of("retire", Cards(YOU, FRIEND)),),
            (
                Choose(Cards(types=TROUBLEMAKER, where=HERE)),
                Modify(CHOSEN, "no-prevent-confront"),
            ),
        )
    ),
    # Spike, Ultimate Host: "When another one of your Friends enters play here, that Friend and
    # this card get +1 power until the end of the turn."
    "MT69": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, FRIEND, where=HERE, other=True)),
            (power(THAT, 1), power(THIS, 1)),
        )
    ),
    # Unplanned Guests, Very Animated: "When this card enters play, each player retires a
    # Friend." Each chooses their own, the turn player first (705.2f); this card may be its
    # controller's choice (it is a Friend in play)
    "MT70": card(
        on_enter(
            Act("retire", Cards(YOU, FRIEND)),
            Act("retire", Cards(OPPONENT, FRIEND), chooser=OPPONENT),
        )
    ),
    # Coco Pommel, Set Designer: "While there are no opposing characters at this card's
    # Problem, you may pay [1] less to play Events, to a minimum of [1]." (705.2b)
    "MT71": card(
        Static(
            "cost",
            Cards(YOU, EVENT, zone=Zone.HAND),
            -1,
            value="play",
            who=YOU,
            minimum=1,
            condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE)),
        )
    ),
    # Silver Spoon, High and Mighty: "When you move this card to a Problem, you may move an
    # opposing character to this card's Problem. / Opposing characters here can't be moved
    # unless their controller pays [1]."
    # The toll: added to the cost of their move action (609.2b), paid as their own effects
    # move them (508.1; unable to pay, not moved, 508.1d). Limit: its controller is not asked
    # to pay for another player's effect, which does not move them
    "MT72": card(
        when_moved(Move(Cards(OPPONENT, CHARACTER), "here", optional=True)),
        Static("move-toll", Cards(OPPONENT, CHARACTER, where=HERE), 1),
    ),
    # Spoiled Rich, Center of Attention: "When this card enters play at a Problem, move each
    # opposing character and each Troublemaker to this card's Problem. / Opposing characters
    # here have -1 power during faceoffs." Each face-up Troublemaker, any player's (505.2;
    # 506.4: a Troublemaker moves between Problems, never home, 506.2a), one after the other in
    # play order (506.1); "during faceoffs": while any faceoff is in progress (514)
    "MT73": card(
        on_enter(
            Move(Cards(OPPONENT, CHARACTER), "here", each=True),
            Move(Cards(types=TROUBLEMAKER), "here", each=True),
            to_problem=True,
        ),
        Static("power", Cards(OPPONENT, CHARACTER, where=HERE), -1, condition=Condition("faceoff")),
    ),
    # The Smooze, Wobbling Blob: "As this card enters play, name a color. This card is that
    # color. / At the start of your turn, choose a color. This card loses its colors and
    # becomes that color." (706.1a; printed without colour, it has the chosen one only, 203.1;
    # the start of the turn: its Ready Phase starts, 601.3)
    "MT74": card(
        choose_colours(1),
        Static("chosen-colours"),
        at_start_of("Ready", BecomeColour(), whose=YOU),
    ),
    # A Special Connection: "Chaos: When this card is flipped, put a 1 [Kindness] Critter
    # Friend token into play. / Immediate: Move up to 3 of your Critter Friends from home to a
    # Problem." One Problem for all of them, chosen first (705.2f), then up to 3 different
    # Critters at home moved there (506.1)
    "MT75": card(
        chaos(friend_tokens(1, 1, Colour.YELLOW, "Critter")),
        Play(
            "Immediate",
            (
                Choose(Cards(types=PROBLEM), there=True),
                Move(Cards(YOU, FRIEND, where=HOME, trait="Critter"), "there", up_to=3),
            ),
        ),
    ),
    # Bookish Backup: "Immediate: Put a 2 [Magic] Figment Friend token into play."
    "MT76": card(Play("Immediate", (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))),
    # Brotherly Love: "Chaos: When this card is flipped, put a +1 power counter on one of your
    # Friends. / Immediate: Put two +1 power counters on one of your Friends." (519.1: the
    # second counter goes on the Friend chosen for the first)
    "MT77": card(
        chaos(Act("put-counter", Cards(YOU, FRIEND))),
        Play("Immediate", (Act("put-counter", Cards(YOU, FRIEND)), Act("put-counter", CHOSEN))),
    ),
    # Coming Through!: "Immediate: A player puts the top 2 cards of their deck into their
    # discard pile." (this card's player chooses the player, 705.2f)
    "MT78": card(Play("Immediate", (Mill(2, who=YOU, chooser=YOU),))),
    # Cracking the Case: "Immediate: Banish a Troublemaker." A face-up one: face-down
    # Troublemakers can't be referenced except as "face-down" cards (505.2)
    "MT79": card(Play("Immediate", (Act("banish", Cards(types=TROUBLEMAKER)),))),
    # Ever Vigilant: "Chaos: When this card is flipped, move one of your characters to a
    # Problem. / Immediate: Move one of your characters to each Problem." A different
    # character for each Problem, Problems in the order of their areas (501.1, 506.1); a
    # Problem none of them can be moved to is passed (506.2)
    "MT80": card(
        chaos(Move(Cards(YOU, CHARACTER), "a-problem")),
        Play("Immediate", (Move(Cards(YOU, CHARACTER), EACH_PROBLEM),)),
    ),
    # Foodfight!: "Immediate: Dismiss a Friend with 3 or more power." (507.1: its power now)
    "MT81": card(Play("Immediate", (Act("dismiss", Cards(types=FRIEND, min_power=3)),))),
    # Frozen in Magicite: "Chaos: When this card is flipped, move an opposing character. /
    # Immediate: Move an opposing character." (506: to any other area, home or a Problem)
    "MT82": card(
        chaos(Move(Cards(OPPONENT, CHARACTER), "any")),
        Play("Immediate", (Move(Cards(OPPONENT, CHARACTER), "any"),)),
    ),
    # Magical Misfire: "Immediate: Banish all cards in a discard pile, then draw a card."
    # Whose pile is the Event's player's choice (705.2f): two modes, an empty pile not offered;
    # the draw either way (406, 410.4)
    "MT83": card(
        Play(
            "Immediate",
            (
                choose_one(
                    (
                        "banish all cards in your discard pile",
                        (Act("banish", Cards(YOU, zone=Zone.DISCARD), each=True),),
                    ),
                    (
                        "banish all cards in an opponent's discard pile",
                        (Act("banish", Cards(OPPONENT, zone=Zone.DISCARD), each=True),),
                    ),
                ),
                Draw(1),
            ),
        )
    ),
    # Music in the Treetops: "Main Phase: Choose one: Look at the top 2 cards of a Problem
    # deck and put them on the top or bottom of that deck in any order, put 2 1 [Kindness]
    # Critter Friend tokens into play, or each player retires a Friend." Whose Problem deck is
    # chosen with the mode (705.2f, as AD204); each player retires their own Friend, the turn
    # player first (705.2f, as MT70)
    "MT84": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "look at the top 2 cards of your Problem deck",
                        (LookAtTop(2, YOU, problem_deck=True, bottom=True),),
                    ),
                    (
                        "look at the top 2 cards of an opponent's Problem deck",
                        (LookAtTop(2, OPPONENT, problem_deck=True, bottom=True),),
                    ),
                    (
                        "put 2 1 [Kindness] Critter Friend tokens into play",
                        (friend_tokens(2, 1, Colour.YELLOW, "Critter"),),
                    ),
                    (
                        "each player retires a Friend",
                        (
                            Act("retire", Cards(YOU, FRIEND)),
                            Act("retire", Cards(OPPONENT, FRIEND), chooser=OPPONENT),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Push Comes to Shove: "Main Phase: Put a 3 [Honesty] Rock Friend token into play."
    "MT85": card(Play(MAIN, (friend_tokens(1, 3, Colour.ORANGE, "Rock"),))),
    # Redeeming Qualities: "Main Phase: Put a Friend from your discard pile into play." (at
    # its owner's home, without being played: 706.1d)
    "MT86": card(Play(MAIN, (Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD)),))),
    # Repulsor Blast: "Main Phase: Troublemakers don't prevent you from confronting Problems
    # until the end of the turn." Opposing and Epic ones alike, at every Problem (611.3e, 708.2)
    "MT87": card(Play(MAIN, (RuleChange("ignore-troublemakers"),))),
    # Sisterhood: "Main Phase: Choose one: Flip an additional card during faceoffs until the
    # start of your next turn, move an opposing character, or name a card type and an opponent
    # reveals their hand and discards a card with that type." (514.3a, 708.2: every faceoff you
    # are in; 506: to any other area; 206.2: the opponent chooses the card, none if they have
    # none of that type)
    "MT88": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "flip an additional card during faceoffs until the start of your next turn",
                        (RuleChange("extra-flips", amount=1, until="your-next-turn"),),
                    ),
                    ("move an opposing character", (Move(Cards(OPPONENT, CHARACTER), "any"),)),
                    (
                        "name a card type and an opponent reveals their hand and discards a card "
                        "with that type",
                        (Name(card_type=True), Discard(who=OPPONENT, random=False, named=True)),
                    ),
                ),
            ),
        )
    ),
    # Sneak Attack: "Main Phase: Search your deck for a Troublemaker, reveal it, and put it
    # into your hand." (410.6)
    "MT89": card(Play(MAIN, (search_deck(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK)),))),
    # The Rainbow Connection: "Immediate: A Friend involved in a faceoff gets +3 power and
    # Diligent 3 until the end of the faceoff." (514.2; the keyword with its triggered ability,
    # lent as a granted keyword's is: it wins before the faceoff ends, 514.5, 514.6)
    "MT90": card(
        Play(
            "Immediate",
            (
                power(Cards(types=FRIEND, where=INVOLVED), 3, until="faceoff"),
                Modify(CHOSEN, "keyword", value="Diligent 3", until="faceoff"),
            ),
        )
    ),
    # The Spectacle: "Main Phase: Choose one: Put an opposing Friend with 2 or less power on
    # top of its owner's deck, double the power of one of your Troublemakers until the start of
    # your next turn, or put an Event from your discard pile into your hand." Doubling adds the
    # Troublemaker's power as the effect resolves (708.2, as AD62); a face-up one (505.2)
    "MT91": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "put an opposing Friend with 2 or less power on top of its owner's deck",
                        (Act("to-deck-top", Cards(OPPONENT, FRIEND, max_power=2)),),
                    ),
                    (
                        "double the power of one of your Troublemakers",
                        (
                            Choose(Cards(YOU, TROUBLEMAKER)),
                            AddPower(CHOSEN, "your-next-turn", of=CHOSEN),
                        ),
                    ),
                    (
                        "put an Event from your discard pile into your hand",
                        (Act("to-hand", Cards(YOU, EVENT, zone=Zone.DISCARD)),),
                    ),
                ),
            ),
        )
    ),
    # The Vote: "Main Phase: Choose one: Frighten an opposing Friend, opponents can't play
    # Events this turn, or if you have fewer points than an opponent score a point." (504.1;
    # 104.2, 708.2; 517.1)
    "MT92": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("frighten an opposing Friend", (Act("frighten", Cards(OPPONENT, FRIEND)),)),
                    (
                        "opponents can't play Events this turn",
                        (RuleChange("cant-play-events", who=OPPONENT),),
                    ),
                    (
                        "if you have fewer points than an opponent score a point",
                        (When(Condition("fewer-points"), (Score(1),)),),
                    ),
                ),
            ),
        )
    ),
    # Time Warp: "Main Phase: Put a Friend or Resource on top of its owner's deck."
    "MT93": card(Play(MAIN, (Act("to-deck-top", Cards(types=(*FRIEND, *RESOURCE))),))),
    # We'll Make Our Mark: "Main Phase: Choose one: Draw 3 cards then discard 3 cards,
    # challenge an opposing Troublemaker with one of your characters, or move your Mane
    # Character and it gets +2 power until the end of the turn." The challenge involves that
    # character alone, wherever it is (514.2a.i, 608.4); the Mane moves to any other area (506)
    "MT94": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "draw 3 cards then discard 3 cards",
                        (Draw(3), Discard(3, who=YOU, random=False)),
                    ),
                    (
                        "challenge an opposing Troublemaker with one of your characters",
                        (Challenge(Cards(OPPONENT, TROUBLEMAKER), using=Cards(YOU, CHARACTER)),),
                    ),
                    (
                        "move your Mane Character and it gets +2 power until the end of the turn",
                        (Move(Cards(YOU, MANE), "any"), power(CHOSEN, 2)),
                    ),
                ),
            ),
        )
    ),
    # Alicorn Amulet: "Play on one of your Troublemakers. / That Troublemaker is Epic and has
    # +3 power. / Main Phase: Pay [1] to move that Troublemaker." A face-up one (505.2); Epic
    # granted counts for 611.3e; it moves between Problems, never home (506.2a, 506.4)
    "MT95": card(
        Attach(Cards(YOU, TROUBLEMAKER)),
        Static("trait", HOST, value="Epic"),
        Static("power", HOST, 3),
        Activated(MAIN, (pay(1),), (Move(HOST, "a-problem"),)),
    ),
    # Bedazzling Costume: "Chaos: At the end of a faceoff while this card is flipped, put this
    # card into play attached to one of your Friends. / Play on a Friend / That Friend has +1
    # power for each Accessory attached to it." The Chaos ability triggers as the faceoff ends
    # (514.6) and follows the card to the bottom of its owner's deck, where the end of the
    # faceoff put it (``BOTTOMED_THIS``); put into play, not played (706.1d, 509.1). This
    # card is an Accessory: it counts itself
    "MT96": card(
        Triggered(
            Trigger("faceoff-ending", value=CHAOS),
            (
                IfYouDo(
                    Choose(Cards(YOU, FRIEND)),
                    (Act("put-into-play-on-chosen", BOTTOMED_THIS),),
                ),
            ),
        ),
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 1, per=Cards(types=RESOURCE, trait="Accessory", on_host=True)),
    ),
    # Cybernetic Limb Actuator: "Play on one of your Friends. / When this card enters play,
    # move that Friend. / That friend has +3 power." (506; 509)
    "MT97": card(Attach(Cards(YOU, FRIEND)), on_enter(Move(HOST, "any")), Static("power", HOST, 3)),
    # Detective Duds: "Play on a Friend / That Friend has +3 power and Prepared." (509)
    "MT98": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 3),
        Static("keyword", HOST, value="Prepared"),
    ),
    # Fernando: "Chaos: When this card is flipped, an opponent retires a Friend involved in
    # the faceoff. / Play to your home. / When this card enters play, draw a card. / At the
    # start of a faceoff, you may put this card on top of its owner's deck." The opponent of
    # the player who flipped it chooses one of their own Friends (410.2); any faceoff (514.1)
    "MT99": card(
        chaos(Act("retire", Cards(OPPONENT, FRIEND, where=INVOLVED), chooser=OPPONENT)),
        on_enter(Draw(1)),
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True),
            (Act("to-deck-top", THIS, optional=True),),
        ),
    ),
    # Hearth's Warming Traditions: "Play to your home. / At the end of your turn, put a 3
    # [Honesty] Rock Friend token into play." (615.1)
    "MT100": card(
        Triggered(Trigger("turn-end", YOU), (friend_tokens(1, 3, Colour.ORANGE, "Rock"),))
    ),
    # Industrial Revolution (a Dilemma: a Resource with the Dilemma trait, in play a Problem at
    # an area of its own, 522.1, 522.2; "this Problem" is itself): "When you confront this
    # Problem, you may put a 1 [Kindness] Critter Friend token into play at each Problem."
    # (611.4; "each Problem": every Problem in play, Dilemmas too, 522.1)
    "MT101": card(
        when_confronted(
            friend_tokens(1, 1, Colour.YELLOW, "Critter", where=AT_PROBLEM, optional=True)
        )
    ),
    # Invasion of the Changelings (a Dilemma, 522.1): "When you confront this Problem, you may
    # put a Friend from an opponent's discard pile into play under your control." At your
    # home, yours as it enters: its "enters play" abilities are yours (513.1, 706.1d)
    "MT102": card(
        when_confronted(
            Act(
                "put-into-play-under-you",
                Cards(OPPONENT, FRIEND, zone=Zone.DISCARD),
                optional=True,
            )
        )
    ),
    # Jest Clowning Around (a Dilemma, 522.1): "When you confront this Problem, you may replace
    # another Problem." Any player's, as a solved one is replaced (613.2; a Dilemma goes to
    # the discard pile instead, 522.3a)
    "MT103": card(
        when_confronted(
            IfYouDo(
                Choose(Cards(types=PROBLEM, other=True), optional=True),
                (ReplaceProblem(chosen=True),),
            )
        )
    ),
    # Magic Arena: "Play to your home. / Main Phase: Pay [1] and exhaust this card to look at
    # the top card of your deck and choose a number. An opponent guesses whether that card's
    # power matches the chosen number and you reveal that card. If that opponent guesses
    # correctly, banish that card. Otherwise, gain [3]." Its printed power, the card not being
    # in play (507.4); revealed, it stays on top (410.6); an empty deck: nothing is guessed
    "MT104": card(
        Activated(
            MAIN,
            (pay(1), EXHAUST_THIS),
            (
                GuessPower(),
                When(Condition("option", value=GUESSED_RIGHT), (Act("banish", CHOSEN),)),
                When(Condition("option", value=GUESSED_WRONG), (GainTokens(3),)),
            ),
        )
    ),
    # Nightmare Scenario (a Dilemma, 522.1): "When this card enters play, you may put a
    # Troublemaker from your hand into play face-up." No place is named and a Troublemaker
    # enters play at a Problem (306.1): its player chooses the Problem as they say yes
    # (705.2f), this Dilemma or another; put into play, not played (706.1d). Asked only with a
    # Troublemaker in hand
    "MT105": card(
        on_enter(
            IfYouDo(
                Choose(Cards(types=PROBLEM), there=True, optional=True),
                (Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),),
            ),
            condition=Condition("count", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),
        )
    ),
    # Sweet Apple Factory: "Play to your home. / Immediate: Exhaust this card and remove a +1
    # power counter from one of your cards to gain [1]." The removal is done as the first
    # instruction, offered only while one of your cards has one (508.1d; as CG136: the
    # ability resolves at once, 705.2)
    "MT106": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (
                Choose(YOUR_CARD_WITH_A_POWER_COUNTER),
                RemoveCounters("+1 power", target=CHOSEN, n=1),
                GainTokens(1),
            ),
            condition=Condition("count", YOUR_CARD_WITH_A_POWER_COUNTER),
        )
    ),
    # The Great Crystal War (a Dilemma, 522.1): "When you confront this Problem, choose a
    # Problem. You may put a +1 power counter on each of your Friends there." (one "may" for
    # all of them, 712.3; 519.1)
    "MT107": card(
        when_confronted(
            Choose(Cards(types=PROBLEM), there=True),
            Act("put-counter", Cards(YOU, FRIEND, where=THERE), each=True, optional=True),
        )
    ),
    # Tirek's Reign of Terror (a Dilemma, 522.1): "When you confront this Problem, you may
    # frighten a Friend." (611.4; any player's Friend, 504.1)
    "MT108": card(when_confronted(Act("frighten", Cards(types=FRIEND), optional=True))),
    # Train Station: "Play on a Problem. / Immediate: Pay [2] and exhaust this card to dismiss
    # an opposing Friend here with 3 or more power." (here: its host Problem, 509.3)
    "MT109": card(
        Attach(Cards(types=PROBLEM)),
        Activated(
            "Immediate",
            (pay(2), EXHAUST_THIS),
            (Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE, min_power=3)),),
        ),
    ),
    # Wonderbolts Stadium: "Play to your home. / Main Phase: Exhaust this card to pay [1] less
    # to play your next card this turn." (705.2b: the next card of any type; none below 0)
    "MT110": card(Activated(MAIN, (EXHAUST_THIS,), (CostReduction(1),))),
    # Discord, On a Roll: "At the start of your Troublemaker phase, you may remove a counter
    # from a ready card." (as MT23)
    "MT111": card(at_start_of("Troublemaker", *remove_a_counter_from_a_ready_card(), whose=YOU)),
    # King Sombra, Supreme Leader: "At the start of your Troublemaker Phase, exhaust one of your
    # characters at random to gain [1]." (a ready one: an exhausted one can't be exhausted,
    # 508.1c; none ready, no token)
    "MT112": card(
        at_start_of(
            "Troublemaker",
            IfYouDo(
                Act("exhaust", Cards(YOU, CHARACTER, exhausted=False), random=True),
                (GainTokens(1),),
            ),
            whose=YOU,
        )
    ),
    # Lord Tirek, Destroyer of Worlds: "At the start of your Troublemaker phase, put a +1 power
    # counter on this card. / When you put a +1 power counter on this card, if it has exactly 3
    # +1 power counters on it, frighten all Friends here. / While this card has at least 3 +1
    # power counters on it, it is Epic." (519.4; Epic is a trait, 607.1, 608.1: granted by a
    # modifier; every Friend here, any player's, 504.1)
    "MT113": card(
        at_start_of("Troublemaker", Act("put-counter", THIS), whose=YOU),
        Triggered(
            Trigger("counter-put", YOU, condition=Condition("counters-exactly", n=3, value=PLUS_1)),
            (Act("frighten", Cards(types=FRIEND, where=HERE), each=True),),
        ),
        Static("trait", value="Epic", condition=Condition("counters", n=3, value=PLUS_1)),
    ),
    # Nightmare Moon, Mistress of the Dark: "When this card is uncovered, dismiss a frightened
    # Friend." (504.1: face-down; any player's)
    "MT114": card(
        Triggered(Trigger("uncovered"), (Act("dismiss", Cards(types=FRIEND, face_down=True)),))
    ),
    # Queen Chrysalis, Hive Tyrant: "At the start of a faceoff involving this card, you may
    # gain control of an opposing Friend until the end of the faceoff." A Troublemaker is
    # involved only in the faceoff of a challenge to it (514.2a, 608.4); any opponent's Friend,
    # wherever it is (513.2)
    "MT115": card(
        Triggered(
            Trigger("faceoff-started", ANY, value=CHALLENGED),
            (gain_control_of(Cards(OPPONENT, FRIEND), "faceoff", optional=True),),
        )
    ),
    # A Second Chance: "At the start of your first turn, if you did not play first, gain [1]."
    # (the start of the turn: its Ready Phase starts, 601.2; a Starting Problem is in play
    # before the first turn, 102.2, 102.3)
    "MT116": card(
        at_start_of(
            "Ready",
            When(
                Condition("all", all_of=(Condition("first-turn"), Condition("played-second"))),
                (GainTokens(1),),
            ),
            whose=YOU,
        )
    ),
    # Anxious Animals (Problem): "When you confront this Problem, you may put a 1 [Kindness]
    # Critter Friend token into play." (611.4)
    "MT117": card(when_confronted(friend_tokens(1, 1, Colour.YELLOW, "Critter", optional=True))),
    # Awkward Cuteceñara (Problem): "Main Phase: Exhaust your Mane Character to put a 1
    # [Laughter] Earth Pony Friend token into play."
    "MT118": card(exhaust_mane_to(friend_tokens(1, 1, Colour.PINK, "Earth Pony"))),
    # Blackmail: "At the end of your opponent's turn, if no Problems were confronted this turn,
    # score a point." (615.1; by any player, 611.4: only the turn player confronts)
    "MT119": card(
        Triggered(
            Trigger("turn-end", OPPONENT, condition=Condition("none-confronted")), (Score(1),)
        )
    ),
    # Blankest Flanks: "Friends here have 2 power and can't gain or lose power." Any player's
    # face-up Friends at this Problem (505.1b); counters and modifiers change nothing (104.2)
    "MT120": card(Static("power-set", Cards(types=FRIEND, where=HERE), 2)),
    # Changeling Clash: "At the end of your Main Phase, you may challenge an opposing
    # Troublemaker here with all of your characters here." (601.2: as the Main Phase ends;
    # 608.4, 514.2a; a face-up one, 505.2)
    "MT121": card(
        Triggered(
            Trigger("phase-end", YOU, value="Main"),
            (
                IfYouDo(
                    Choose(Cards(OPPONENT, TROUBLEMAKER, where=HERE), optional=True),
                    (Challenge(CHOSEN),),
                ),
            ),
        )
    ),
    # Desperate Times (Problem): "During Troublemaker faceoffs here, flip an additional card."
    # Every player flips one more (514.3a): its controller and its opponent
    "MT122": card(
        Static("flip-there", amount=1, condition=Condition("faceoff-here", value="troublemaker")),
        Static(
            "flip-there",
            amount=1,
            value="opponent",
            condition=Condition("faceoff-here", value="troublemaker"),
        ),
    ),
    # Entrance Exam (Problem): "Main Phase: Exhaust your Mane Character to gain [1]."
    "MT123": card(exhaust_mane_to(GainTokens(1))),
    # Equal, or Else (Problem): "Friends with 3 or more power can't be played here." (its
    # power as it would be played: printed, 507.4)
    "MT124": card(Static("cant-play", Cards(types=FRIEND, min_power=3, zone=Zone.HAND), who=ANY)),
    # Falling Rock Zone (Problem): "Your Friends here have Persistent."
    "MT125": card(Static("keyword", Cards(YOU, FRIEND, where=HERE), value="Persistent")),
    # Family Feud: "When this card enters play, name a card. An opponent reveals their hand
    # and discards all cards with that name." (a Problem: it enters play as it replaces one,
    # 613.2; its owner names, 705.2f, 201.1)
    "MT126": card(Triggered(Trigger("problem-played"), (Name(), Discard(all=True, named=True)))),
    # Feeding the Front Line (Problem): "When you start a faceoff here, flip an additional
    # card." "You" on a Problem is its controller (513.5); the card is flipped as the trigger
    # resolves, in the window before the faceoff's own flips (514.1, 514.3, 515.1)
    "MT127": card(Triggered(Trigger("faceoff-started", YOU, here=True), (Flip(1),))),
    # Guilty Until Proven Innocent (Problem): "When this card enters play, you may move your
    # Mane Character to this Problem."
    "MT128": card(
        Triggered(Trigger("problem-played"), (Move(Cards(YOU, MANE), "here", optional=True),))
    ),
    # Hysterical Recreation (Problem): "Your Troublemakers have +1 power for each of your
    # characters here."
    "MT129": card(
        Static("power", Cards(YOU, TROUBLEMAKER), 1, per=Cards(YOU, CHARACTER, where=HERE))
    ),
    # It's a Secret to Everypony: "You may pay [1] less to play the first Friend you play to
    # this Problem each turn, to a minimum of [1]." (705.2b; "you": this Problem's controller)
    "MT130": card(first_friend_here_costs_less()),
    # Nightmare Night, What a Fright! (Problem): "When this Problem becomes solved, frighten a
    # Friend." (613.1; any player's, its controller chooses)
    "MT131": card(when_solved(Act("frighten", Cards(types=FRIEND)))),
    # On the Case (Problem): "When an opponent starts a faceoff here, gain [2]." (514.1)
    "MT132": card(Triggered(Trigger("faceoff-started", OPPONENT, here=True), (GainTokens(2),))),
    # Trading Traditions: "When this card enters play, choose a color at the start of your
    # next turn. / Your Mane Character has the chosen color." (errata) The colour is chosen by
    # a delayed ability (601.2, 704) and the Mane has it besides its own (203.1, 711) while
    # this Problem remains in play (701.1: the second paragraph is this card's); one printed
    # paragraph each, the second read as the lasting grant the first creates
    "MT133": card(
        Triggered(
            Trigger("problem-played"),
            (
                Choose(THIS),
                AtStartOfYourNextTurn(
                    (
                        Modify(
                            Cards(YOU, MANE),
                            "colour",
                            each=True,
                            choose_colour=True,
                            until=WHILE_CHOSEN_IN_PLAY,
                        ),
                    )
                ),
            ),
        ),
    ),
    # Unreasonable Demands (Problem): "When this Problem becomes solved, you may banish a
    # Friend." (613.1, 410.5)
    "MT134": card(when_solved(Act("banish", Cards(types=FRIEND), optional=True))),
    # Starlight Glimmer, Time of Her Life: "When you confront this card's Problem, turn this
    # card over." / Boosted: "When this side of the card is turned face-up for the first time
    # each game, there is an additional Ready Phase before your next End Phase."
    "MT135": card(
        when_confronted(TURN_OVER),
        # "for the first time each game": once for this card in play, as a Mane Character
        # never leaves play (301.5)
        boosted=(Triggered(Trigger("turned-over", first=True), (AdditionalReadyPhase(),)),),
    ),
    # Big Mac, Little Big Brother: "... / While this card is Cutie Marked, it has "During
    # faceoffs involving this card, flip an additional card."."
    "MT136": growing_up_with(Static("flip", amount=1, condition=CUTIE_MARKED_NOW)),
    # Cheese Sandwich, Partier in Training: "When this card enters play, you may look at the
    # top card of a Problem deck and put it on the top or bottom of that deck. / Main Phase:
    # Pay [2] to Cutie Mark this card. / When this card becomes Cutie marked, you may replace
    # its Problem." Whose deck is chosen with the mode, "may": a third mode (705.2f, as MT60)
    "MT137": card(
        on_enter(
            choose_one(
                (
                    "look at the top card of your Problem deck",
                    (LookAtTop(1, YOU, problem_deck=True, bottom=True),),
                ),
                (
                    "look at the top card of an opponent's Problem deck",
                    (LookAtTop(1, OPPONENT, problem_deck=True, bottom=True),),
                ),
                ("neither", ()),
            )
        ),
        CUTIE_MARK,
        # its Problem: the one at this card's area as the ability resolves (501.4); at home it
        # has none and nothing is asked. Replaced, this card goes home with the others (613.2)
        when_cutie_marked(
            IfYouDo(
                Choose(Cards(types=PROBLEM, where=HERE), optional=True),
                (ReplaceProblem(chosen=True),),
            )
        ),
    ),
    # Fluttershy, Leader of the Pack: "Your Critters here have +1 power. / At the end of your
    # turn, put a 1 [Kindness] Critter Friend token into play." (615.1)
    "MT138": card(
        Static("power", Cards(YOU, CHARACTER, where=HERE, trait="Critter"), 1),
        Triggered(Trigger("turn-end"), (friend_tokens(1, 1, Colour.YELLOW, "Critter"),)),
    ),
    # Rainbow Dash, One Winged Warrior: "This card can't be frightened." (104.2, 504)
    "MT139": card(Static("cant-frighten", THIS)),
    # Wind Rider, Dirty Pool: "When this card enters play, you may move an opposing
    # Troublemaker. If you do, you may challenge that Troublemaker with all your characters at
    # its Problem." A face-up one (505.2), to another Problem (506.2a, 506.4); the challenge is
    # a Troublemaker faceoff there (514.2a, 608.4); "you may": not challenging is a mode
    "MT140": card(
        on_enter(
            IfYouDo(
                Move(Cards(OPPONENT, TROUBLEMAKER), "a-problem", optional=True),
                (
                    choose_one(
                        (
                            "challenge that Troublemaker with all your characters at its Problem",
                            (Challenge(CHOSEN),),
                        ),
                        ("don't challenge it", ()),
                    ),
                ),
            )
        )
    ),
    # Princess Twilight Sparkle, Time Patrol: "Prepared" (printed keyword) / "Your
    # Troublemakers have Diligent 2.": a Troublemaker of yours that wins a faceoff (as the
    # challenger loses, 514.5) may have two +1 power counters put on it (glossary: Diligent)
    "MT141": card(Static("keyword", Cards(YOU, TROUBLEMAKER), value="Diligent 2")),
    # Pinkie Pie, One Filly Party: "If one of your Friends here with 1 printed power would be
    # sent home, send it to another Problem instead." (710.1; 507.4)
    "MT142": card(Static("sent-elsewhere", Cards(YOU, FRIEND, where=HERE, printed_power=1))),
    # Moondancer, Detail-Oriented: "Immediate: Exhaust this card to choose an Event in your
    # discard pile. Until the end of the turn, you may play that Event as though it were in
    # your hand. If you do and it would enter your discard pile, banish it instead." (its
    # cost and timing as from the hand, 609.2a; banished as its text is done, 304.2, 406)
    "MT143": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Act(PLAYABLE_DISCARD, Cards(YOU, EVENT, zone=Zone.DISCARD)),),
        )
    ),
    # Close Air Support: "Main Phase: Put 7 1 [Loyalty] Pegasus Friend tokens with Swift into
    # play. At the end of the turn, banish them." (521.1; the delayed ability's CHOSEN are the
    # tokens, 615.1)
    "MT144": card(
        Play(
            MAIN,
            (
                friend_tokens(7, 1, Colour.BLUE, "Pegasus", "Swift"),
                AtEndOfTurn((Act("banish", CHOSEN, each=True),)),
            ),
        )
    ),
}
