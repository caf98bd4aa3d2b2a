"""Marks in Time (MT) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).

Cutie Mark (glossary): "Pay [2] to Cutie Mark this card" is the keyword action ``cutie-mark``
(a +1 power counter, and the card is Cutie Marked, recorded by a "cutie marked" counter, 519.1);
"while this card is Cutie Marked" reads that counter (``Condition("counters")``). "When this
card becomes Cutie Marked" has no trigger yet: such cards stay manual.
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ANY,
    BECOMES_FRIGHTENED,
    BLUE,
    CHARACTER,
    CHOSEN,
    EVENT,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HOST,
    MAIN,
    MANE,
    OPPONENT,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THAT,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AtEndOfTurn,
    Attach,
    Cards,
    CardScript,
    Condition,
    Effect,
    GainTokens,
    IfYouDo,
    Manual,
    Mill,
    Move,
    Pay,
    Play,
    Static,
    Trigger,
    Triggered,
    act,
    at_start_of,
    card,
    chaos,
    choose_one,
    cost_of,
    friend_tokens,
    gain_control_of,
    manual,
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
from engine.state import Zone

# the counter the keyword action puts (``engine.abilities.CUTIE_MARKED``, 519.1)
CUTIE_MARKED_NOW = Condition("counters", n=1, value="cutie marked")  # "while ... Cutie Marked"
# "Main Phase: Pay [2] to Cutie Mark this card." (glossary: Cutie Mark)
CUTIE_MARK = Activated(MAIN, (pay(2),), (act("cutie-mark"),))


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


TURN_OVER = act("turn-over")  # a Mane Character to its other side (301.2)

# reasons shared by the manual marks
BECOMES_CUTIE_MARKED = "no trigger for a card becoming Cutie Marked (glossary: Cutie Mark)"
NO_CUTIE_MARKED_SELECTOR = "no card description for 'Cutie Marked Friends' (a counter test)"
BANISH_FROM_DISCARD_COST = "no cost of banishing a card from the discard pile (410.5)"
REMOVE_A_COUNTER = "no choice of a counter on another card to remove (519.3)"
# the Marks in Time "Problem Resources": a Resource whose text says "this Problem" with no
# "Play on a Problem" line in the card data
RESOURCE_CONFRONTS = "a Resource reading 'this Problem' with no host in the card data"

SCRIPTS: dict[str, CardScript] = {
    # Starlight Glimmer, Chrono Trigger: "At the start of your turn, each player reveals and
    # banishes 2 cards from the top of their deck. / When one or more cards are banished this
    # way, if there are at least 20 cards banished this way, ..." (errata: "one or more")
    "MT0": manual(
        reason="no banishing from the top of a deck, nor a count of cards banished by one card"
    ),
    # Scootaloo, Cutie Mark Crusader: "When you confront this card's Problem, turn this card
    # over." / Boosted: "At the end of your turn, you may move up to two of your characters at
    # home. If you do, exhaust those characters."
    "MT1": card(
        when_confronted(TURN_OVER),
        boosted=(
            Manual(
                0,
                reason="no move of characters from home that exhausts those moved",
            ),
        ),
    ),
    # Apple Bloom, Cutie Mark Crusader: "When you confront this card's Problem, turn this card
    # over." / Boosted: "When you confront this card's Problem, you may exhaust an opposing
    # character at each Problem."
    "MT2": card(
        when_confronted(TURN_OVER),
        boosted=(Manual(0, reason="no choice of one card at each Problem"),),
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
    # Babs Seed, Anti-Bully: "... / When this card becomes Cutie Marked, you may frighten a
    # Friend."
    "MT4": manual(reason=BECOMES_CUTIE_MARKED),
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
    # here."
    "MT8": manual(reason="no keyword whose number counts cards"),
    # Pipsqueak, Class President: "... / When this card becomes Cutie Marked, you may
    # challenge a Troublemaker here with your characters here."
    "MT9": manual(reason=BECOMES_CUTIE_MARKED),
    # Rainbow Dash, Growing Up: "... While this card is Cutie Marked, it has +1 power and Swift."
    "MT10": growing_up("Swift"),
    # Scootaloo, Forever a Crusader: "When one of your Friends becomes Cutie Marked, ..."
    "MT11": manual(reason=BECOMES_CUTIE_MARKED),
    # Tank, Best Tortoise: "While with another one of your [Loyalty] Friends, this card has
    # Competitive 2."
    "MT13": best_pet(Colour.BLUE, "Competitive 2"),
    # Thunderlane, Unsung Hero: "Diligent 2" (printed keyword) / "Immediate: Remove a +1 power
    # counter from this card to move this card." (519.3: it must have one to pay)
    "MT14": card(Activated("Immediate", (remove_counters(1, "+1 power"),), (Move(THIS, "any"),))),
    # Apple Bloom, Forever a Crusader: "Your Cutie Marked Friends have +1 power. / ..."
    "MT15": manual(reason=NO_CUTIE_MARKED_SELECTOR),
    # Applejack, Growing Up: "... it has +1 power and Diligent 1."
    "MT16": growing_up("Diligent 1"),
    # Holder's Boulder, Key Stone: "Your token Friends can't be frightened." (104.2, 521.2)
    "MT18": card(Static("cant-frighten", Cards(YOU, FRIEND, token=True))),
    # Igneous Rock & Cloudy Quartz, Rock Ranchers: "Immediate: Exhaust this card and banish a
    # card from your discard pile to give one of your characters Stubborn until the start of
    # your next turn."
    "MT19": manual(reason=BANISH_FROM_DISCARD_COST),
    # Maud Pie, Just a Pebble: "... / While this card is Cutie Marked, it has +1 power for each
    # card type among cards in your discard pile."
    "MT20": manual(reason="no conditional per-card-type power beside the Cutie Mark"),
    # Smart Cookie, Equestrian Founder: "Immediate: Banish a card from your discard pile to
    # give this card +1 power until the end of the turn."
    "MT21": manual(reason=BANISH_FROM_DISCARD_COST),
    # Winona, Best Dog: "While with another one of your [Honesty] Friends, this card has
    # Stubborn."
    "MT22": best_pet(Colour.ORANGE, "Stubborn"),
    # Chancellor Puddinghead, Equestrian Founder: "When this card enters play, you may remove
    # a counter from a ready card."
    "MT23": manual(reason=REMOVE_A_COUNTER),
    # Discord, Dubious Intent: "When this card enters play, you may uncover a Troublemaker."
    # (607.3: a face-down one)
    "MT24": card(
        on_enter(Act("uncover", Cards(types=TROUBLEMAKER, face_down=True), optional=True))
    ),
    # Flitter & Cloudchaser, Prancing Pair: "When one of your Friends becomes Cutie Marked, ..."
    "MT25": manual(reason=BECOMES_CUTIE_MARKED),
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
    # Minuette, Schadenfreude: "This card has Eccentric X, where X is this card's power. / ..."
    "MT28": manual(reason="no keyword whose number is this card's power"),
    # Party Filly, Bubble Burster: "... / When this card becomes Cutie Marked, dismiss an
    # opposing Friend."
    "MT29": manual(reason=BECOMES_CUTIE_MARKED),
    # Pinkie Pie, Growing Up: "... it has +1 power and Eccentric 2."
    "MT30": growing_up("Eccentric 2"),
    # Cheerilee, Always Invited: "When one of your Friends becomes Cutie Marked, ..."
    "MT32": manual(reason=BECOMES_CUTIE_MARKED),
    # Owlowiscious, Best Owl: "... [Magic] Friends, this card has Meticulous 1."
    "MT34": best_pet(Colour.PURPLE, "Meticulous 1"),
    # Princess Luna, A Nightmare Come True: "Main Phase: Pay [2] and exhaust this card to put a
    # 2 [Magic] Figment Friend token into play." (521.1)
    "MT35": card(
        Activated(MAIN, (pay(2), EXHAUST_THIS), (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))
    ),
    # Starlight Glimmer, Apocalypse Now: "Your Troublemakers here have "Immediate: During a
    # faceoff, pay [1] to give this card +2 power until the end of the faceoff."."
    "MT36": manual(reason="no activated ability granted to other cards"),
    # Starlight Glimmer, Apprentice Sorcerer: "... / When this card becomes Cutie Marked, ..."
    "MT37": manual(reason=BECOMES_CUTIE_MARKED),
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
    # power to confronting Problems. / ..."
    "MT40": manual(reason="no Friend that can't contribute its power to confronting any Problem"),
    # Coloratura, Razzle Dazzle: "When this card enters play, you may remove a +1 power counter
    # from each of any number of other characters and put them on this card."
    "MT41": manual(reason="no moving of counters from other cards to this card"),
    # Diamond Tiara, Newfound Friend: "This card has +1 power for each of your Cutie Marked
    # Friends."
    "MT42": manual(reason=NO_CUTIE_MARKED_SELECTOR),
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
    # Sweetie Belle, Forever a Crusader: "When one of your Friends becomes Cutie Marked, ..."
    "MT48": manual(reason=BECOMES_CUTIE_MARKED),
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
    # Zipporwhill, Pet Collector: "... / When this card becomes Cutie Marked, put 2 1
    # [Kindness] Critter Friend tokens into play."
    "MT58": manual(reason=BECOMES_CUTIE_MARKED),
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
    "MT61": manual(reason="no random discard chosen from the hand by a faceoff margin trigger"),
    # A. K. Yearling, The Pen is Mightier: "When you play or move this card to a Problem,
    # another character there gets +2 power until the end of the turn."
    "MT62": card(
        on_play(power(Cards(types=CHARACTER, where=HERE, other=True), 2), to_problem=True),
        when_moved(power(Cards(types=CHARACTER, where=HERE, other=True), 2)),
    ),
    # Rarity, Indifferent Decorator: "During a faceoff, you may play this card from your
    # discard pile as if it were in your hand. If you do, banish this card at the end of the
    # faceoff."
    "MT63": manual(reason="no play from the discard pile during a faceoff"),
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
    "MT66": manual(reason="no drawing from the bottom of the deck as an instruction"),
    # Limestone Pie, Captain Grumpy: "When an opponent starts a faceoff here, you may put a +1
    # power counter on each of up to 2 of your characters here." (519.4)
    "MT67": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, here=True),
            (Act("put-counter", Cards(YOU, CHARACTER, where=HERE), up_to=2, optional=True),),
        )
    ),
    # Discord, Sneaky Snake: "Main Phase: Retire a Friend to choose a Troublemaker here. That
    # Troublemaker does not prevent you from confronting its Problem until the end of the turn."
    "MT68": manual(reason="no lasting 'does not prevent confronting' on one Troublemaker"),
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
    "MT72": manual(reason="no cost to move characters away from this card's Problem"),
    # Spoiled Rich, Center of Attention: "When this card enters play at a Problem, move each
    # opposing character and each Troublemaker to this card's Problem. / ..."
    "MT73": manual(reason="no move of Troublemakers between Problems, nor faceoff-only power"),
    # The Smooze, Wobbling Blob: "As this card enters play, name a color. ... / At the start
    # of your turn, choose a color. This card loses its colors and becomes that color."
    "MT74": manual(reason="no colour change chosen at the start of each turn"),
    # A Special Connection: "Chaos: ... / Immediate: Move up to 3 of your Critter Friends from
    # home to a Problem."
    "MT75": manual(reason="no move of several cards from home to one Problem"),
    # Bookish Backup: "Immediate: Put a 2 [Magic] Figment Friend token into play."
    "MT76": card(Play("Immediate", (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))),
    # Brotherly Love: "Chaos: When this card is flipped, put a +1 power counter on one of your
    # Friends. / Immediate: Put two +1 power counters on one of your Friends."
    "MT77": manual(reason="no putting two counters on one chosen Friend"),
    # Coming Through!: "Immediate: A player puts the top 2 cards of their deck into their
    # discard pile." (this card's player chooses the player, 705.2f)
    "MT78": card(Play("Immediate", (Mill(2, who=YOU, chooser=YOU),))),
    # Cracking the Case: "Immediate: Banish a Troublemaker." A face-up one: face-down
    # Troublemakers can't be referenced except as "face-down" cards (505.2)
    "MT79": card(Play("Immediate", (Act("banish", Cards(types=TROUBLEMAKER)),))),
    # Ever Vigilant: "Chaos: ... / Immediate: Move one of your characters to each Problem."
    "MT80": manual(reason="no move of one character to each Problem"),
    # Foodfight!: "Immediate: Dismiss a Friend with 3 or more power." (507.1: its power now)
    "MT81": card(Play("Immediate", (Act("dismiss", Cards(types=FRIEND, min_power=3)),))),
    # Frozen in Magicite: "Chaos: When this card is flipped, move an opposing character. /
    # Immediate: Move an opposing character." (506: to any other area, home or a Problem)
    "MT82": card(
        chaos(Move(Cards(OPPONENT, CHARACTER), "any")),
        Play("Immediate", (Move(Cards(OPPONENT, CHARACTER), "any"),)),
    ),
    # Magical Misfire: "Immediate: Banish all cards in a discard pile, then draw a card."
    "MT83": manual(reason="no banishing of a whole chosen discard pile"),
    # Music in the Treetops: "Main Phase: Choose one: Look at the top 2 cards of a Problem
    # deck and put them on the top or bottom of that deck in any order, ..."
    "MT84": manual(reason="no look at the top of a Problem deck"),
    # Push Comes to Shove: "Main Phase: Put a 3 [Honesty] Rock Friend token into play."
    "MT85": card(Play(MAIN, (friend_tokens(1, 3, Colour.ORANGE, "Rock"),))),
    # Redeeming Qualities: "Main Phase: Put a Friend from your discard pile into play." (at
    # its owner's home, without being played: 706.1d)
    "MT86": card(Play(MAIN, (Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD)),))),
    # Repulsor Blast: "Main Phase: Troublemakers don't prevent you from confronting Problems
    # until the end of the turn."
    "MT87": manual(reason="no lasting 'Troublemakers don't prevent confronting' from an Event"),
    # Sisterhood: "Main Phase: Choose one: Flip an additional card during faceoffs until the
    # start of your next turn, ..."
    "MT88": manual(reason="no lasting extra flip from an Event"),
    # Sneak Attack: "Main Phase: Search your deck for a Troublemaker, reveal it, and put it
    # into your hand." (410.6)
    "MT89": card(Play(MAIN, (search_deck(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK)),))),
    # The Rainbow Connection: "Immediate: A Friend involved in a faceoff gets +3 power and
    # Diligent 3 until the end of the faceoff."
    "MT90": manual(reason="no keyword granted until the end of the faceoff"),
    # The Spectacle: "Main Phase: Choose one: ..., double the power of one of your
    # Troublemakers until the start of your next turn, ..."
    "MT91": manual(reason="no doubling of a card's power as a lasting modifier"),
    # The Vote: "Main Phase: Choose one: ..., opponents can't play Events this turn, ..."
    "MT92": manual(reason="no 'opponents can't play Events this turn' from an Event"),
    # Time Warp: "Main Phase: Put a Friend or Resource on top of its owner's deck."
    "MT93": card(Play(MAIN, (Act("to-deck-top", Cards(types=(*FRIEND, *RESOURCE))),))),
    # We'll Make Our Mark: "Main Phase: Choose one: Draw 3 cards then discard 3 cards, challenge
    # an opposing Troublemaker with one of your characters, or move your Mane Character ..."
    "MT94": manual(reason="no challenge with one chosen character from an Event"),
    # Alicorn Amulet: "Play on one of your Troublemakers. / That Troublemaker is Epic and has
    # +3 power. / Main Phase: Pay [1] to move that Troublemaker."
    "MT95": manual(reason="no Resource on a Troublemaker, nor moving a Troublemaker"),
    # Bedazzling Costume: "Chaos: At the end of a faceoff while this card is flipped, put this
    # card into play attached to one of your Friends. / ..."
    "MT96": manual(reason="no Chaos that puts the flipped card itself into play"),
    # Cybernetic Limb Actuator: "Play on one of your Friends. / When this card enters play,
    # move that Friend. / That friend has +3 power." (506; 509)
    "MT97": card(Attach(Cards(YOU, FRIEND)), on_enter(Move(HOST, "any")), Static("power", HOST, 3)),
    # Detective Duds: "Play on a Friend / That Friend has +3 power and Prepared." (509)
    "MT98": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 3),
        Static("keyword", HOST, value="Prepared"),
    ),
    # Fernando: "Chaos: ... / At the start of a faceoff, you may put this card on top of its
    # owner's deck."
    "MT99": manual(reason="no Resource returning itself to the top of the deck"),
    # Hearth's Warming Traditions: "Play to your home. / At the end of your turn, put a 3
    # [Honesty] Rock Friend token into play." (615.1)
    "MT100": card(
        Triggered(Trigger("turn-end", YOU), (friend_tokens(1, 3, Colour.ORANGE, "Rock"),))
    ),
    # Industrial Revolution: "When you confront this Problem, ..." (a Resource: which Problem
    # it means is not printed)
    "MT101": manual(reason=RESOURCE_CONFRONTS),
    # Invasion of the Changelings: "When you confront this Problem, ..."
    "MT102": manual(reason=RESOURCE_CONFRONTS),
    # Jest Clowning Around: "When you confront this Problem, you may replace another Problem."
    "MT103": manual(reason=RESOURCE_CONFRONTS),
    # Magic Arena: "... An opponent guesses whether that card's power matches the chosen
    # number ..."
    "MT104": manual(reason="no guess by an opponent"),
    # Nightmare Scenario: "When this card enters play, you may put a Troublemaker from your
    # hand into play face-up."
    "MT105": manual(reason="no Troublemaker put into play from the hand by an effect"),
    # Sweet Apple Factory: "Immediate: Exhaust this card and remove a +1 power counter from one
    # of your cards to gain [1]."
    "MT106": manual(reason=REMOVE_A_COUNTER),
    # The Great Crystal War: "When you confront this Problem, ..."
    "MT107": manual(reason=RESOURCE_CONFRONTS),
    # Tirek's Reign of Terror: "When you confront this Problem, you may frighten a Friend."
    "MT108": manual(reason=RESOURCE_CONFRONTS),
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
    # Wonderbolts Stadium: "Main Phase: Exhaust this card to pay [1] less to play your next
    # card this turn."
    "MT110": manual(reason="no cost reduction for the next card played"),
    # Discord, On a Roll: "At the start of your Troublemaker phase, you may remove a counter
    # from a ready card."
    "MT111": manual(reason=REMOVE_A_COUNTER),
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
    # Lord Tirek, Destroyer of Worlds: "... / When you put a +1 power counter on this card, if
    # it has exactly 3 ... / While this card has at least 3 +1 power counters on it, it is Epic."
    "MT113": manual(reason="no trigger on a counter put on this card"),
    # Nightmare Moon, Mistress of the Dark: "When this card is uncovered, dismiss a frightened
    # Friend." (504.1: face-down; any player's)
    "MT114": card(
        Triggered(Trigger("uncovered"), (Act("dismiss", Cards(types=FRIEND, face_down=True)),))
    ),
    # Queen Chrysalis, Hive Tyrant: "At the start of a faceoff involving this card, you may
    # gain control of an opposing Friend until the end of the faceoff."
    "MT115": manual(reason="no trigger at the start of a faceoff involving a Troublemaker"),
    # A Second Chance: "At the start of your first turn, if you did not play first, gain [1]."
    "MT116": manual(reason="no 'your first turn' nor 'did not play first' condition"),
    # Anxious Animals (Problem): "When you confront this Problem, you may put a 1 [Kindness]
    # Critter Friend token into play." (611.4)
    "MT117": card(when_confronted(friend_tokens(1, 1, Colour.YELLOW, "Critter", optional=True))),
    # Awkward Cuteceñara (Problem): "Main Phase: Exhaust your Mane Character to put a 1
    # [Laughter] Earth Pony Friend token into play."
    "MT118": card(exhaust_mane_to(friend_tokens(1, 1, Colour.PINK, "Earth Pony"))),
    # Blackmail: "At the end of your opponent's turn, if no Problems were confronted this turn,
    # score a point."
    "MT119": manual(reason="no 'no Problems were confronted this turn' condition"),
    # Blankest Flanks: "Friends here have 2 power and can't gain or lose power."
    "MT120": manual(reason="no power set to a number that can't change"),
    # Changeling Clash: "At the end of your Main Phase, you may challenge an opposing
    # Troublemaker here with all of your characters here."
    "MT121": manual(reason="no challenge by a trigger at the end of the Main Phase"),
    # Desperate Times: "During Troublemaker faceoffs here, flip an additional card."
    "MT122": manual(reason="no extra flip for both players during Troublemaker faceoffs here"),
    # Entrance Exam (Problem): "Main Phase: Exhaust your Mane Character to gain [1]."
    "MT123": card(exhaust_mane_to(GainTokens(1))),
    # Equal, or Else (Problem): "Friends with 3 or more power can't be played here." (its
    # power as it would be played: printed, 507.4)
    "MT124": card(Static("cant-play", Cards(types=FRIEND, min_power=3, zone=Zone.HAND), who=ANY)),
    # Falling Rock Zone (Problem): "Your Friends here have Persistent."
    "MT125": card(Static("keyword", Cards(YOU, FRIEND, where=HERE), value="Persistent")),
    # Family Feud: "When this card enters play, name a card. An opponent reveals their hand
    # and discards all cards with that name."
    "MT126": manual(reason="no discard of every card with a named name"),
    # Feeding the Front Line: "When you start a faceoff here, flip an additional card."
    "MT127": manual(reason="no extra flip from a trigger as a faceoff starts"),
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
    # this Problem each turn, to a minimum of [1]."
    "MT130": manual(reason="no cost reduction for the first Friend played here each turn"),
    # Nightmare Night, What a Fright! (Problem): "When this Problem becomes solved, frighten a
    # Friend." (613.1; any player's, its controller chooses)
    "MT131": card(when_solved(Act("frighten", Cards(types=FRIEND)))),
    # On the Case (Problem): "When an opponent starts a faceoff here, gain [2]." (514.1)
    "MT132": card(Triggered(Trigger("faceoff-started", OPPONENT, here=True), (GainTokens(2),))),
    # Trading Traditions: "When this card enters play, choose a color at the start of your
    # next turn. / Your Mane Character has the chosen color." (errata)
    "MT133": manual(reason="no colour chosen later for the Mane Character"),
    # Unreasonable Demands (Problem): "When this Problem becomes solved, you may banish a
    # Friend." (613.1, 410.5)
    "MT134": card(when_solved(Act("banish", Cards(types=FRIEND), optional=True))),
    # Starlight Glimmer, Time of Her Life: "When you confront this card's Problem, turn this
    # card over." / Boosted: "When this side of the card is turned face-up for the first time
    # each game, there is an additional Ready Phase before your next End Phase."
    "MT135": card(
        when_confronted(TURN_OVER),
        boosted=(Manual(0, reason="no additional Ready Phase"),),
    ),
    # Big Mac, Little Big Brother: "... / While this card is Cutie Marked, it has "During
    # faceoffs involving this card, flip an additional card."."
    "MT136": growing_up_with(Static("flip", amount=1, condition=CUTIE_MARKED_NOW)),
    # Cheese Sandwich, Partier in Training: "When this card enters play, you may look at the
    # top card of a Problem deck ..."
    "MT137": manual(reason="no look at the top of a Problem deck"),
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
    # its Problem."
    "MT140": manual(reason="no move of a Troublemaker between Problems"),
    # Princess Twilight Sparkle, Time Patrol: "Prepared" (printed keyword) / "Your
    # Troublemakers have Diligent 2.": a Troublemaker of yours that wins a faceoff (as the
    # challenger loses, 514.5) may have two +1 power counters put on it (glossary: Diligent)
    "MT141": card(Static("keyword", Cards(YOU, TROUBLEMAKER), value="Diligent 2")),
    # Pinkie Pie, One Filly Party: "If one of your Friends here with 1 printed power would be
    # sent home, send it to another Problem instead." (710.1; 507.4)
    "MT142": card(Static("sent-elsewhere", Cards(YOU, FRIEND, where=HERE, printed_power=1))),
    # Moondancer, Detail-Oriented: "Immediate: Exhaust this card to choose an Event in your
    # discard pile. Until the end of the turn, you may play that Event as though it were in
    # your hand. ..."
    "MT143": manual(reason="no play of a chosen Event from the discard pile"),
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
