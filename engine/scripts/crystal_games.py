"""Crystal Games (CG) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; the errata of the 2016 rules document are already in that text). Paragraphs are
numbered from 0 (701.2). ``manual()`` marks a card whose text the engine leaves to the judge.
Cards without text whose keywords are all automated need no entry; a card of the set with
no entry is manual as a whole.

"When this card enters play" is ``on_enter`` (played or put into play, 706.1d); "when you
play this card" is ``on_play``. "Play to your home." needs no script: a Resource without
``Attach`` is played to its player's home (509).
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ACTOR,
    ANY,
    ANY_NUMBER,
    BENEATH_THIS,
    CHARACTER,
    CHOSEN,
    EVENT,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    THERE,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    AtEndOfTurn,
    Attach,
    Cards,
    CardScript,
    Choose,
    Condition,
    Discard,
    Draw,
    Effect,
    Flip,
    GainTokens,
    IfYouDo,
    Manual,
    Modify,
    Move,
    Pay,
    Play,
    RevealTop,
    Score,
    Shuffle,
    Static,
    Trigger,
    Triggered,
    Unless,
    at_start_of,
    card,
    cost_of,
    draw_replacement,
    flip_event,
    most_here,
    on_enter,
    pay,
    when_confronted,
    when_problem_played,
)
from engine.state import Zone

FRIENDS = Cards(types=FRIEND)
IN_FACEOFF = Condition("in-faceoff")
ON_FRIEND = Attach(FRIENDS)
# "When a player confronts this Problem with characters that have at least 3 different
# colors among them": that player's characters here, which confronted it (611.3), have 3
# colours between them (203.1)
THREE_COLOURS = Condition("colours", Cards(ACTOR, CHARACTER, where=HERE), 3)


def has_most(trait: str) -> Condition:
    """ "The player with the most [trait] characters here": read from each player's side
    (``Static.each_player``), that player has more of them here than any other player."""
    return Condition("most-here", value=trait)


def retire_to_give(colour: Colour, first: Activated) -> CardScript:
    """The home Resources with two abilities: ``first``, and "Main Phase: Retire this card to
    give one of your characters [colour] until the end of the phase." (203.1: it has that
    colour too, with no power added)."""
    give = Modify(Cards(YOU, CHARACTER), "colour", 0, colour.value, "phase")
    return card(first, Activated(MAIN, (RETIRE_THIS,), (give,)))


def retire_and_pay(n: int, *effects: Effect) -> Activated:
    """ "Main Phase: Retire this card and pay [n] to ..." """
    return Activated(MAIN, (RETIRE_THIS, pay(n)), effects)


def colourful_confront(*effects: Effect) -> Triggered:
    """ "When a player confronts this Problem with characters that have at least 3 different
    colors among them, that player may ...": ACTOR is that player (611.4)."""
    return Triggered(Trigger("confronted", who=ANY, condition=THREE_COLOURS), effects)


def each_player(verb: str, cards: Cards) -> tuple[Act, Act]:
    """ "Each player [verb]s one of their [cards]": the Problem's owner, then the other."""
    mine = Cards(YOU, cards.types, max_power=cards.max_power)
    theirs = Cards(OPPONENT, cards.types, max_power=cards.max_power)
    return Act(verb, mine), Act(verb, theirs, chooser=OPPONENT)


SCRIPTS: dict[str, CardScript] = {
    # --- Events ---
    "CG107": card(Play(MAIN, (Shuffle(ANY, adding=Zone.DISCARD), Draw(1, ANY)))),
    "CG110": card(
        Play(
            "Reaction",
            (
                Choose(Cards(types=PROBLEM), there=True),
                Act("ready", Cards(types=CHARACTER, where=THERE), up_to=ANY_NUMBER),
            ),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    "CG115": card(
        Play(
            "Reaction",
            (Modify(Cards(OPPONENT, FRIEND, where=THERE), "power", -1, each=True),),
            react=(Trigger("played", YOU, to_problem=True, about=FRIENDS),),
        )
    ),
    "CG118": card(
        Play("Problem Faceoff", (Move(Cards(OPPONENT, CHARACTER, where=INVOLVED), "home"),))
    ),
    "CG119": flip_event("Princess Cadance", "Shining Armor"),
    "CG120": card(
        Play(
            "Reaction",
            (
                Act("exhaust", Cards(OPPONENT, FRIEND, with_resource=True), each=True),
                Act("banish", Cards(zone=Zone.DISCARD), each=True),
            ),
            # "after an opponent plays a card": one in play, a face-down Troublemaker (306.1)
            # or an Event (304.2)
            react=(
                Trigger("played", OPPONENT, about=Cards()),
                Trigger("played", OPPONENT, about=Cards(types=TROUBLEMAKER, face_down=True)),
                Trigger("played", OPPONENT, about=Cards(types=EVENT, zone=Zone.DISCARD)),
            ),
        )
    ),
    "CG121": card(Play(MAIN, (Act("frighten", FRIENDS, each=True),))),
    "CG124": card(Play("Faceoff", (Act("dismiss", Cards(types=FRIEND, power_over_cost=True)),))),
    # --- Resources ---
    "CG125": retire_to_give(
        Colour.PINK, retire_and_pay(1, Shuffle(YOU), Shuffle(OPPONENT), Draw(3))
    ),
    "CG126": card(ON_FRIEND, Static("power", HOST, 2), Static("trait", HOST, value="Crystal")),
    "CG127": retire_to_give(
        Colour.WHITE, retire_and_pay(2, Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD)))
    ),
    "CG128": card(
        Attach(Cards(types=PROBLEM)),
        Static("cost", Cards(types=FRIEND, where=HERE, face_down=True), 1, "rally", OPPONENT),
    ),
    "CG129": card(
        Attach(Cards(types=PROBLEM)),
        # "can't be confronted": no player has enough characters there to (610.1)
        Static("confront-needs", amount=ANY_NUMBER, who=ANY),
        Activated(MAIN, (pay(3),), (Act("banish", THIS),), anyone=True),
    ),
    "CG133": card(
        Attach(Cards(types=FRIEND, colour=ORANGE)),
        Activated(
            MAIN, (cost_of("discard", Cards(YOU, zone=Zone.HAND)),), (Modify(HOST, "power", 1),)
        ),
    ),
    "CG135": card(
        ON_FRIEND,
        Static("power", HOST, 1, condition=Condition("host-in-faceoff")),
        Manual(2),  # "at the end of the faceoff, retire this card": a delayed ability has no
        # THIS (its source is not kept, 514.6), so it can't name the attachment
    ),
    "CG137": card(
        ON_FRIEND,
        Triggered(Trigger("played"), (Act("exhaust", HOST),)),  # "Exhaust that Friend." (509)
        Static("no-ready", HOST),
    ),
    "CG145": card(
        Attach(Cards(types=FRIEND, trait="Foal")),
        Activated("Any Phase", (EXHAUST_THIS,), (Move(HOST, "a-problem"),)),
    ),
    "CG146": retire_to_give(
        Colour.PURPLE, retire_and_pay(1, Act("to-deck-top", Cards(YOU, zone=Zone.HAND)))
    ),
    "CG147": retire_to_give(
        Colour.YELLOW, retire_and_pay(1, Act("dismiss", Cards(OPPONENT, RESOURCE)))
    ),
    "CG148": retire_to_give(
        Colour.ORANGE, retire_and_pay(1, Act("exhaust", Cards(types=CHARACTER)))
    ),
    "CG149": card(ON_FRIEND, Static("power", HOST, 1, per=Cards(title="Slick Shades"))),
    "CG150": card(
        ON_FRIEND, Triggered(Trigger("played", YOU, about=FRIENDS), (Modify(HOST, "power", 2),))
    ),
    "CG151": retire_to_give(
        Colour.BLUE, retire_and_pay(2, Act("frighten", Cards(OPPONENT, FRIEND)))
    ),
    "CG152": card(ON_FRIEND, Static("cant-frighten", HOST)),
    "CG153": card(AsEntersPlay("exhaust", Cards(OPPONENT, FRIEND), state=True)),
    # --- Troublemakers ---
    "CG157": card(
        Triggered(Trigger("uncovered", who=ANY), (Unless(Pay(2), (Act("dismiss", THIS),)),)),
        at_start_of("Main", Act("frighten", Cards(ACTOR, FRIEND), chooser=ACTOR), whose=ANY),
    ),
    "CG159": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, value="challenged"),
            (Act("retire", Cards(ACTOR, FRIEND, where=HERE), chooser=ACTOR),),
        )
    ),
    "CG160": card(Static("power", THIS, 1, per=Cards(types=CHARACTER, trait="Foal", where=HERE))),
    "CG161": card(Static("home-limit", amount=-1, value="opponent")),
    "CG163": card(Activated("Faceoff", (pay(1),), (Modify(THIS, "power", 2, until="faceoff"),))),
    "CG164": card(Static("power", THIS, 2, per=BENEATH_THIS)),
    # --- Problems ---
    "CG167": card(
        colourful_confront(
            IfYouDo(
                Act("exhaust", Cards(ACTOR, MANE, where=HERE), chooser=ACTOR, optional=True),
                (Score(1, ACTOR),),
            )
        )
    ),
    "CG169": card(
        Activated(
            MAIN,
            (pay(1),),
            (
                Choose(Cards(YOU, FRIEND)),
                Move(CHOSEN, "here"),
                AtEndOfTurn((Act("retire", CHOSEN),)),
            ),
            anyone=True,
        )
    ),
    "CG170": card(colourful_confront(Draw(1, ACTOR, optional=True))),
    "CG171": card(
        Static(
            "cost",
            Cards(types=EVENT, zone=Zone.HAND),
            -1,
            "play",
            YOU,
            condition=Condition("all", all_of=(Condition("faceoff-here"), has_most("Unicorn"))),
            each_player=True,  # "the player with the most ...": read from each side (513.5)
        )
    ),
    "CG172": card(Static("cant-play", Cards(types=TROUBLEMAKER, zone=Zone.HAND), who=ANY)),
    "CG173": card(
        colourful_confront(RevealTop(ACTOR, FRIEND, n=2, rest="deck-bottom", optional=True))
    ),
    "CG174": card(
        colourful_confront(
            Act("unfrighten", Cards(ACTOR, FRIEND, face_down=True), chooser=ACTOR, optional=True)
        )
    ),
    "CG175": card(
        colourful_confront(Act("ready", Cards(exhausted=True), chooser=ACTOR, optional=True))
    ),
    "CG177": card(
        draw_replacement(
            Act("to-hand", Cards(ACTOR, RESOURCE, zone=Zone.DISCARD), chooser=ACTOR),
            who=most_here("Unicorn"),  # the same, as a Replacement's ``who``
            phase="Ready",
            their=True,
            chooser=ACTOR,
        )
    ),
    "CG178": card(Static("total-power", amount=2, condition=has_most("Pegasus"), each_player=True)),
    "CG180": card(when_problem_played(*each_player("retire", Cards(types=RESOURCE)))),
    "CG181": card(Static("cant-play", Cards(types=RESOURCE, zone=Zone.HAND), who=ANY)),
    "CG182": card(
        Static(
            "cant-play",
            Cards(types=FRIEND, zone=Zone.HAND),
            who=ANY,
            condition=Condition("count", Cards(types=TROUBLEMAKER, where=HERE)),
        )
    ),
    "CG184": card(
        Static(
            "flip-there",
            amount=1,
            condition=Condition("all", all_of=(Condition("faceoff-here"), has_most("Earth Pony"))),
            each_player=True,
        )
    ),
    "CG185": card(when_problem_played(*each_player("retire", Cards(types=FRIEND, max_power=2)))),
    "CG186": card(
        colourful_confront(
            IfYouDo(
                Act("exhaust", Cards(ACTOR, CHARACTER, where=HERE), chooser=ACTOR, optional=True),
                (GainTokens(1, ACTOR),),
            )
        )
    ),
    "CG187": card(Static("cant-frighten", Cards(types=FRIEND, where=HERE))),
    "CG189": card(when_problem_played(*each_player("frighten", FRIENDS))),
    "CG190": card(
        Triggered(
            Trigger("confronted", who=ANY, first=True),
            (IfYouDo(Pay(3, who=ACTOR), (Score(2, ACTOR),)),),
        )
    ),
    # --- Friends ---
    "CG193": card(Static("power", THIS, 1, condition=IN_FACEOFF)),
    "CG194": card(Activated("Faceoff", (EXHAUST_THIS,), (Flip(1),))),
    "CG196": card(
        Static(
            "power",
            Cards(OPPONENT, FRIEND, where=HERE),
            -2,
            condition=Condition(
                "all", all_of=(Condition("phase", value="Score"), Condition("exhausted"))
            ),
        )
    ),
    "CG199": card(  # "this card's cost": its printed cost, 4 (204.1); THERE: where it entered
        on_enter(
            IfYouDo(
                Act("send-home", THIS, optional=True),
                (Act("to-hand", Cards(OPPONENT, FRIEND, where=THERE, max_cost=4)),),
            ),
            to_problem=True,
        )
    ),
    "CG200": card(  # "players flip 1 fewer cards" (514.3a): you, and your opponent
        Static("flip", THIS, -1), Static("flip", THIS, -1, value="opponent")
    ),
    "CG205": card(  # its keyword Villain frightens them too, in the order its controller picks
        Triggered(
            Trigger("uncovered", who=ANY),
            (
                IfYouDo(
                    Pay(2),
                    (Act("dismiss", Cards(types=FRIEND, where=HERE, max_cost=2), each=True),),
                ),
            ),
        )
    ),
    # --- promos ---
    "CGpf4": card(
        when_confronted(IfYouDo(Draw(2, optional=True), (Discard(2, YOU, random=False),)))
    ),
    "CGpf8": card(on_enter(Act("to-hand", Cards(types=FRIEND, where=HERE)), to_problem=True)),
}
