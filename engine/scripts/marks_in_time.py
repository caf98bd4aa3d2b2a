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
    Move,
    Pay,
    Play,
    Static,
    Trigger,
    Triggered,
    act,
    at_start_of,
    card,
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


SCRIPTS: dict[str, CardScript] = {
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
    # Rainbow Dash, Growing Up: "... While this card is Cutie Marked, it has +1 power and Swift."
    "MT10": growing_up("Swift"),
    # Tank, Best Tortoise: "While with another one of your [Loyalty] Friends, this card has
    # Competitive 2."
    "MT13": best_pet(Colour.BLUE, "Competitive 2"),
    # Thunderlane, Unsung Hero: "Diligent 2" (printed keyword) / "Immediate: Remove a +1 power
    # counter from this card to move this card." (519.3: it must have one to pay)
    "MT14": card(Activated("Immediate", (remove_counters(1, "+1 power"),), (Move(THIS, "any"),))),
    # Applejack, Growing Up: "... it has +1 power and Diligent 1."
    "MT16": growing_up("Diligent 1"),
    # Holder's Boulder, Key Stone: "Your token Friends can't be frightened." (104.2, 521.2)
    "MT18": card(Static("cant-frighten", Cards(YOU, FRIEND, token=True))),
    # Winona, Best Dog: "While with another one of your [Honesty] Friends, this card has
    # Stubborn."
    "MT22": best_pet(Colour.ORANGE, "Stubborn"),
    # Discord, Dubious Intent: "When this card enters play, you may uncover a Troublemaker."
    # (607.3: a face-down one)
    "MT24": card(
        on_enter(Act("uncover", Cards(types=TROUBLEMAKER, face_down=True), optional=True))
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
    # Pinkie Pie, Growing Up: "... it has +1 power and Eccentric 2."
    "MT30": growing_up("Eccentric 2"),
    # Owlowiscious, Best Owl: "... [Magic] Friends, this card has Meticulous 1."
    "MT34": best_pet(Colour.PURPLE, "Meticulous 1"),
    # Princess Luna, A Nightmare Come True: "Main Phase: Pay [2] and exhaust this card to put a
    # 2 [Magic] Figment Friend token into play." (521.1)
    "MT35": card(
        Activated(MAIN, (pay(2), EXHAUST_THIS), (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))
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
    # Angel, Best Bunny: "... [Kindness] Friends, this card has Persistent."
    "MT49": best_pet(Colour.YELLOW, "Persistent"),
    # Battlesnakes, Hissy Fit: "When this card enters play, you may put an opposing
    # Troublemaker into its owner's hand."
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
    # Bulk Biceps, Get Swole: "While this card has at least 3 power, it has Swift. / ... at
    # least 4 power, it has Stubborn. / ... at least 5 power, it has Competitive 2."
    "MT59": manual(
        reason="no keyword granted while this card has at least N power: the view grants "
        "keywords before it has read power (702, 507.1)"
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
    # A. K. Yearling, The Pen is Mightier: "When you play or move this card to a Problem,
    # another character there gets +2 power until the end of the turn."
    "MT62": card(
        on_play(power(Cards(types=CHARACTER, where=HERE, other=True), 2), to_problem=True),
        when_moved(power(Cards(types=CHARACTER, where=HERE, other=True), 2)),
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
    # Limestone Pie, Captain Grumpy: "When an opponent starts a faceoff here, you may put a +1
    # power counter on each of up to 2 of your characters here." (519.4)
    "MT67": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, here=True),
            (Act("put-counter", Cards(YOU, CHARACTER, where=HERE), up_to=2, optional=True),),
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
    # Bookish Backup: "Immediate: Put a 2 [Magic] Figment Friend token into play."
    "MT76": card(Play("Immediate", (friend_tokens(1, 2, Colour.PURPLE, "Figment"),))),
    # Cracking the Case: "Immediate: Banish a Troublemaker." A face-up one: a face-down card
    # has no type to be chosen by (505.2)
    "MT79": card(Play("Immediate", (Act("banish", Cards(types=TROUBLEMAKER)),))),
    # Foodfight!: "Immediate: Dismiss a Friend with 3 or more power." (507.1: its power now)
    "MT81": card(Play("Immediate", (Act("dismiss", Cards(types=FRIEND, min_power=3)),))),
    # Push Comes to Shove: "Main Phase: Put a 3 [Honesty] Rock Friend token into play."
    "MT85": card(Play(MAIN, (friend_tokens(1, 3, Colour.ORANGE, "Rock"),))),
    # Redeeming Qualities: "Main Phase: Put a Friend from your discard pile into play." (at
    # its owner's home, without being played: 706.1d)
    "MT86": card(Play(MAIN, (Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD)),))),
    # Sneak Attack: "Main Phase: Search your deck for a Troublemaker, reveal it, and put it
    # into your hand." (410.6)
    "MT89": card(Play(MAIN, (search_deck(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK)),))),
    # Time Warp: "Main Phase: Put a Friend or Resource on top of its owner's deck."
    "MT93": card(Play(MAIN, (Act("to-deck-top", Cards(types=(*FRIEND, *RESOURCE))),))),
    # Cybernetic Limb Actuator: "Play on one of your Friends. / When this card enters play,
    # move that Friend. / That friend has +3 power." (506; 509)
    "MT97": card(Attach(Cards(YOU, FRIEND)), on_enter(Move(HOST, "any")), Static("power", HOST, 3)),
    # Detective Duds: "Play on a Friend / That Friend has +3 power and Prepared." (509)
    "MT98": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 3),
        Static("keyword", HOST, value="Prepared"),
    ),
    # Hearth's Warming Traditions: "Play to your home. / At the end of your turn, put a 3
    # [Honesty] Rock Friend token into play." (615.1)
    "MT100": card(
        Triggered(Trigger("turn-end", YOU), (friend_tokens(1, 3, Colour.ORANGE, "Rock"),))
    ),
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
    # Nightmare Moon, Mistress of the Dark: "When this card is uncovered, dismiss a frightened
    # Friend." (504.1: face-down; any player's)
    "MT114": card(
        Triggered(Trigger("uncovered"), (Act("dismiss", Cards(types=FRIEND, face_down=True)),))
    ),
    # Anxious Animals (Problem): "When you confront this Problem, you may put a 1 [Kindness]
    # Critter Friend token into play." (611.4)
    "MT117": card(when_confronted(friend_tokens(1, 1, Colour.YELLOW, "Critter", optional=True))),
    # Awkward Cuteceñara (Problem): "Main Phase: Exhaust your Mane Character to put a 1
    # [Laughter] Earth Pony Friend token into play."
    "MT118": card(exhaust_mane_to(friend_tokens(1, 1, Colour.PINK, "Earth Pony"))),
    # Entrance Exam (Problem): "Main Phase: Exhaust your Mane Character to gain [1]."
    "MT123": card(exhaust_mane_to(GainTokens(1))),
    # Equal, or Else (Problem): "Friends with 3 or more power can't be played here." (its
    # power as it would be played: printed, 507.4)
    "MT124": card(Static("cant-play", Cards(types=FRIEND, min_power=3, zone=Zone.HAND), who=ANY)),
    # Falling Rock Zone (Problem): "Your Friends here have Persistent."
    "MT125": card(Static("keyword", Cards(YOU, FRIEND, where=HERE), value="Persistent")),
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
    # Nightmare Night, What a Fright! (Problem): "When this Problem becomes solved, frighten a
    # Friend." (613.1; any player's, its controller chooses)
    "MT131": card(when_solved(Act("frighten", Cards(types=FRIEND)))),
    # On the Case (Problem): "When an opponent starts a faceoff here, gain [2]." (514.1)
    "MT132": card(Triggered(Trigger("faceoff-started", OPPONENT, here=True), (GainTokens(2),))),
    # Unreasonable Demands (Problem): "When this Problem becomes solved, you may banish a
    # Friend." (613.1, 410.5)
    "MT134": card(when_solved(Act("banish", Cards(types=FRIEND), optional=True))),
    # Fluttershy, Leader of the Pack: "Your Critters here have +1 power. / At the end of your
    # turn, put a 1 [Kindness] Critter Friend token into play." (615.1)
    "MT138": card(
        Static("power", Cards(YOU, CHARACTER, where=HERE, trait="Critter"), 1),
        Triggered(Trigger("turn-end"), (friend_tokens(1, 1, Colour.YELLOW, "Critter"),)),
    ),
    # Rainbow Dash, One Winged Warrior: "This card can't be frightened." (104.2, 504)
    "MT139": card(Static("cant-frighten", THIS)),
    # Princess Twilight Sparkle, Time Patrol: "Prepared" (printed keyword) / "Your
    # Troublemakers have Diligent 2.": a Troublemaker of yours that wins a faceoff (as the
    # challenger loses, 514.5) may have two +1 power counters put on it (glossary: Diligent)
    "MT141": card(Static("keyword", Cards(YOU, TROUBLEMAKER), value="Diligent 2")),
    # Pinkie Pie, One Filly Party: "If one of your Friends here with 1 printed power would be
    # sent home, send it to another Problem instead." (710.1; 507.4)
    "MT142": card(Static("sent-elsewhere", Cards(YOU, FRIEND, where=HERE, printed_power=1))),
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
