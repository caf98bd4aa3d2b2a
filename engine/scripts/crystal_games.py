"""Crystal Games (CG) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). Paragraphs are numbered from 0 (701.2).
``manual()`` marks a card whose text the engine leaves to the judge. Cards without text whose
keywords are all automated need no entry (the "Supportive 1." Friends: CG17, CG22, CG41,
CG51, CG63, CG81, read as keywords by the app's adapter).

"When this card enters play" is ``on_enter`` (played or put into play, 706.1d); "when you
play this card" is ``on_play``. "While with [your X]" is at this card's area, home or a
Problem (``HERE_OR_HOME``).
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    ANY,
    ANY_NUMBER,
    AT_PROBLEM,
    BENEATH_THIS,
    CHARACTER,
    CHOSEN,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HERE_OR_HOME,
    HOME,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    RESOURCE,
    RETIRE_THIS,
    THERE,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AtEndOfFaceoff,
    AtEndOfTurn,
    Cards,
    CardScript,
    Challenge,
    Condition,
    Discard,
    Draw,
    Effect,
    GainTokens,
    IfYouDo,
    LoseTokens,
    Manual,
    Move,
    Pay,
    Play,
    PutCounters,
    RemoveCounters,
    Replacement,
    Score,
    Static,
    Trigger,
    Triggered,
    card,
    cost_of,
    flip_event,
    manual,
    on_enter,
    pay,
    power,
    spend,
    when_confronted,
    when_wins_faceoff,
)
from engine.state import Zone

TURN_OVER = Act("turn-over", THIS)
IN_FACEOFF = Condition("in-faceoff")
OPPONENT_MANE_AT_HOME = Condition("count", Cards(OPPONENT, MANE, where=HOME))


def counters_then_turn_over(trigger: Trigger, name: str) -> Triggered:
    """The Mane Characters' Start sides: "When [...], put a [name] counter on this card.
    Then, if there are at least 5 [name] counters on this card, remove them and turn it
    over." (519.1, 519.3, 301.2)"""
    return Triggered(
        trigger,
        (
            PutCounters(name),
            IfYouDo(RemoveCounters(name, at_least=5), (TURN_OVER,)),
        ),
    )


def with_your(title: str) -> Static:
    """ "While with your [title], this card has +1 power." (the Critter Friends)"""
    return Static(
        "power",
        THIS,
        1,
        condition=Condition("count", Cards(YOU, CHARACTER, where=HERE_OR_HOME, title=title)),
    )


def with_crystal(keyword: str) -> Static:
    """ "While with another of your Crystal characters, this card has [keyword]." """
    other_crystal = Cards(YOU, CHARACTER, where=HERE_OR_HOME, trait="Crystal", other=True)
    return Static("keyword", THIS, value=keyword, condition=Condition("count", other_crystal))


def exhaust_and_pay(n: int, *then: Effect) -> IfYouDo:
    """ "You may exhaust this card and pay [n] to [then]" inside a triggered ability (508.1):
    the trigger's condition ``READY`` says it can be exhausted; the may is the payment, not
    offered when it can't be paid in full (508.1d)."""
    return IfYouDo(Pay(n), (Act("exhaust", THIS), *then))


READY = Condition("ready")
RETIRE = Act("retire", THIS, optional=True)
RETIRE_CHOSEN = Act("retire", CHOSEN)  # "you may retire this card (to ...)"


SCRIPTS: dict[str, CardScript] = {
    # --- Mane Characters ---
    "CG1": card(
        counters_then_turn_over(Trigger("confronted", anywhere=True), "Crusade"),
        boosted=(Manual(),),  # replacing a Problem as it enters play: not that Problem's area
    ),
    "CG2": card(
        counters_then_turn_over(Trigger("uncovered", who=ANY, value="any"), "Hero"),
        boosted=(
            Activated(
                MAIN,
                (EXHAUST_THIS,),
                (Act("turn-face-down", Cards(OPPONENT, TROUBLEMAKER, where=HERE)),),
            ),
        ),
    ),
    "CG3": card(
        counters_then_turn_over(Trigger("enters-here", who=OPPONENT), "Shield"),
        boosted=(Static("play-cost", amount=2, who=OPPONENT),),  # 609.2a
    ),
    "CG4": card(
        counters_then_turn_over(Trigger("confronted", anywhere=True), "Postage"),
        boosted=(Manual(),),  # "one card of each type per turn": no per-type play limit
    ),
    # --- Friends ---
    "CG5": card(Activated(MAIN, (pay(2),), (Act("ready", THIS),))),
    "CG6": card(
        Static("power", THIS, 1, per=BENEATH_THIS),
        Triggered(
            Trigger(
                "phase-start",
                ANY,
                value="Score",
                condition=Condition("power", n=4, value="at-least"),
            ),
            (Move(THIS, "any", optional=True),),
        ),
    ),
    "CG7": card(  # the move first: the +2 power makes this card CHOSEN, "retire this card"
        # in the delayed ability (615.1); the two don't interact
        Activated(
            MAIN,
            (pay(1),),
            (Move(THIS, "any", optional=True), power(THIS, 2), AtEndOfTurn((RETIRE_CHOSEN,))),
        )
    ),
    "CG8": card(
        Triggered(
            Trigger("moved", to_problem=True, condition=READY),
            (exhaust_and_pay(1, Act("frighten", Cards(OPPONENT, FRIEND, where=THERE))),),
        )
    ),
    "CG9": card(on_enter(Challenge(Cards(OPPONENT, TROUBLEMAKER, where=HERE)), to_problem=True)),
    "CG10": manual(),  # no trigger for a card becoming unfrightened (504.3)
    "CG11": card(
        Static(
            "keyword",
            THIS,
            value="Swift",
            condition=Condition(
                "count", Cards(YOU, CHARACTER, where=HERE_OR_HOME, trait="Crystal", other=True)
            ),
        )
    ),
    "CG12": card(  # "this card's Problem": where it was as its cost retired it (712.2), the
        # activated ability's area (THERE)
        Activated("Troublemaker Phase", (RETIRE_THIS,), (Move(Cards(YOU, FRIEND), "there"),))
    ),
    "CG13": manual(),  # a number of Friends to move equal to this card's colours: no count of
    # colours for it
    "CG14": card(  # "you lose": your opponent wins it (514.5)
        Triggered(Trigger("won-faceoff", OPPONENT), (Move(THIS, "a-problem", optional=True),))
    ),
    "CG15": card(
        Static(
            "keyword",
            THIS,
            value="Swift",
            condition=Condition(
                "count", Cards(YOU, CHARACTER, where=HERE_OR_HOME, trait="Pegasus")
            ),
        )
    ),
    "CG16": card(Activated(MAIN, (EXHAUST_THIS,), (Draw(1, ANY), Discard(1, ANY, random=False)))),
    "CG18": card(with_your("Rainbow Dash")),
    "CG19": manual(),  # each player shuffling a chosen card from hand into their deck: no such
    # instruction
    "CG20": card(  # 710.1: "retire" instead is this card retired, the dismissal not done
        Replacement("dismissed", Cards(YOU, FRIEND, where=HERE, other=True), "retire")
    ),
    "CG21": card(Static("power", THIS, 2, value="per-colour")),
    "CG23": manual(),  # "players can't score points during faceoffs involving this card": no such
    # modifier
    "CG24": card(with_crystal("Stubborn")),
    "CG25": manual(),  # can't be dismissed or put into hand by opponents only: modifiers have no
    # "by whom"
    "CG26": manual(),  # drawing from the bottom of the deck: no such draw (410.4)
    "CG27": card(Static("cant-frighten", THIS, condition=OPPONENT_MANE_AT_HOME)),
    "CG28": card(
        Activated(
            MAIN,
            (cost_of("exhaust", Cards(YOU, CHARACTER, trait="Earth Pony", where=HERE)),),
            (Act("exhaust", Cards(OPPONENT, FRIEND, where=HERE)),),
        )
    ),
    "CG29": card(on_enter(power(THIS, 3))),
    "CG30": manual(),  # a cost reduction counted at the Problem it is played to (705.2b): no such
    # count
    "CG31": card(Static("cant-frighten", THIS)),
    "CG32": card(with_your("Applejack")),
    "CG33": manual(),  # gaining control of a Friend until the end of the faceoff: no control change
    "CG34": card(
        when_confronted(
            Draw(optional=True),
            condition=Condition("count", Cards(YOU, CHARACTER, trait="Unicorn", where=HERE)),
        )
    ),
    "CG35": card(on_enter(Act("dismiss", Cards(types=FRIEND, where=HOME, min_power=3)))),
    "CG36": card(
        Activated(MAIN, (spend(1),), (Act("uncover", Cards(types=TROUBLEMAKER, face_down=True)),))
    ),
    "CG37": card(with_your("Pinkie Pie")),
    "CG38": card(with_crystal("Random")),
    "CG39": card(
        Triggered(
            Trigger(
                "played-here",
                YOU,
                value="Friend",
                about=Cards(types=FRIEND, trait="Earth Pony"),
                condition=READY,
            ),
            (exhaust_and_pay(1, Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE))),),
        )
    ),
    "CG40": manual(),  # banishing all flipped cards at once, and moving a card from beneath one
    # card to another
    "CG42": manual(),  # a confront modifier on this card's Problem after it has left play, for the
    # turn
    "CG43": manual(),  # flipping extra cards then keeping one: no such flip
    "CG44": card(Static("confront", amount=1, who=OPPONENT, condition=READY)),
    "CG45": card(on_enter(Act("dismiss", Cards(OPPONENT, FRIEND, exhausted=True), optional=True))),
    "CG46": card(Triggered(Trigger("drew"), (power(THIS, 1),))),
    "CG47": card(
        Triggered(Trigger("played", OPPONENT, about=Cards(types=FRIEND)), (GainTokens(1),))
    ),
    "CG48": card(  # "you lose": your opponent wins it (514.5)
        Triggered(Trigger("won-faceoff", OPPONENT, value="problem"), (GainTokens(1),))
    ),
    "CG49": card(
        Triggered(
            Trigger("event-played"),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True), (Act("banish", Cards(types=RESOURCE)),)
                ),
            ),
        )
    ),
    "CG50": card(
        when_confronted(
            exhaust_and_pay(1, Move(Cards(OPPONENT, CHARACTER, where=HERE), "home")),
            condition=READY,
        )
    ),
    "CG52": card(with_your("Twilight Sparkle")),
    "CG53": card(
        on_enter(Act("banish", Cards(YOU, FRIEND)), AtEndOfTurn((Act("put-into-play", CHOSEN),)))
    ),
    "CG54": card(Triggered(Trigger("event-played"), (power(THIS, 1),))),
    "CG55": card(with_crystal("Studious")),
    "CG56": card(Static("power", THIS, 1, per=Cards(YOU, zone=Zone.HAND))),
    "CG57": card(
        Activated(
            MAIN,
            (cost_of("exhaust", Cards(YOU, CHARACTER, trait="Earth Pony", where=HERE)),),
            (Act("banish", Cards(zone=Zone.DISCARD)),),
        )
    ),
    "CG58": manual(),  # "players can't confront that Problem that turn": no lasting confront ban
    "CG59": card(Static("problem-bonus", amount=0)),
    "CG60": card(
        Triggered(
            Trigger("faceoff-started", who=ANY, condition=IN_FACEOFF),
            (IfYouDo(RETIRE, (Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),)),),
        )
    ),
    "CG61": manual(),  # removing a character from a faceoff (514.2): no such instruction
    "CG62": manual(),  # playing a banished card while it remains banished: no play permission from
    # there
    "CG64": manual(),  # the printed power of a revealed card from the deck read by "if": no such
    # condition
    "CG65": card(
        Triggered(
            Trigger("won-faceoff", value="problem", condition=READY),
            (exhaust_and_pay(2, Act("banish", Cards(types=FRIEND, where=HERE))),),
        )
    ),
    "CG66": card(with_crystal("Inspired")),
    "CG67": manual(),  # "the player with the fewest points": no such player reference
    "CG68": card(with_your("Rarity")),
    "CG69": manual(),  # "that opponent can't move Friends to this Problem" while their Mane is
    # home: per player
    "CG70": card(when_wins_faceoff(IfYouDo(RETIRE, (Score(1),)))),
    "CG71": manual(),  # looking at a number of cards equal to this card's colours: no count of
    # colours for it
    "CG72": card(
        Static(
            "cost",
            Cards(types=RESOURCE, trait="Accessory", zone=Zone.HAND),
            -1,
            value="play",
            who=YOU,
            condition=Condition("strongest-here"),
        )
    ),
    "CG73": manual(),  # a Problem losing its abilities (and can't have any): no such modifier
    "CG74": card(  # each player puts one of theirs (801.1: the turn player first)
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (
                Act("to-hand", Cards(YOU, FRIEND, zone=Zone.DISCARD)),
                Act("to-hand", Cards(OPPONENT, FRIEND, zone=Zone.DISCARD), chooser=OPPONENT),
            ),
        )
    ),
    "CG75": card(
        Triggered(
            Trigger("leaves-play"),
            (IfYouDo(Pay(1), (Act("to-hand", Cards(YOU, zone=Zone.DISCARD, not_that=True)),)),),
        )
    ),
    "CG76": card(
        Static("cant-move", Cards(YOU, CHARACTER, trait="Unicorn", where=HERE), who=OPPONENT)
    ),
    "CG77": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), -1)),
    "CG78": card(with_your("Fluttershy")),
    "CG79": manual(),  # having the colours of each opposing character here: no colour copying
    "CG80": manual(),  # "your first card each turn" played of any type: no such trigger
    "CG82": card(
        Activated(MAIN, (RETIRE_THIS,), (Act("to-hand", Cards(YOU, FRIEND, trait="Critter")),))
    ),
    "CG83": manual(),  # revealing a number of cards equal to this card's colours: no count of
    # colours for it
    "CG84": card(with_crystal("Caretaker")),
    "CG85": manual(),  # a Friend from the discard pile with cost 1 or less put into play at a
    # Problem
    "CG86": manual(),  # a trigger on an opponent flipping with a flipped-card count comparison
    "CG87": manual(),  # replacing a flip with spending a card and adding its printed power (515.1)
    "CG88": card(
        Static(
            "power", THIS, 2, condition=Condition("count", Cards(YOU, RESOURCE, trait="Mailbox"))
        )
    ),
    "CG89": card(  # "if you have a Pegasus character here": checked as it triggers (704.1)
        Triggered(
            Trigger(
                "won-faceoff",
                condition=Condition("count", Cards(YOU, CHARACTER, trait="Pegasus", where=HERE)),
            ),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (Act("dismiss", Cards(OPPONENT, RESOURCE)),),
                ),
            ),
        )
    ),
    "CG90": card(on_enter(Act("to-hand", Cards(OPPONENT, TROUBLEMAKER, where=HERE)))),
    # --- Events ---
    "CG91": card(Play("Faceoff", (Act("to-deck-top", Cards(OPPONENT, FRIEND, where=INVOLVED)),))),
    "CG92": manual(),  # gaining control of a Friend until the end of the Score Phase: no control
    # change
    "CG93": manual(),  # replacing the next flip with a discard-pile card's printed power (515.1)
    "CG94": card(Play("Faceoff", (Act("exhaust", Cards(OPPONENT, CHARACTER, where=INVOLVED)),))),
    "CG95": card(Play("Faceoff", (GainTokens(3), AtEndOfFaceoff((LoseTokens(ANY_NUMBER, YOU),))))),
    "CG96": manual(),  # moving up to as many Friends as the opponent has action tokens: no such
    # count
    "CG97": card(
        Play(
            "Faceoff",
            (
                IfYouDo(
                    Act("retire", Cards(YOU, FRIEND, where=INVOLVED)),
                    (Act("dismiss", Cards(OPPONENT, FRIEND, where=INVOLVED)),),
                ),
            ),
        )
    ),
    "CG98": card(
        Play(
            "Reaction",
            (Move(Cards(types=CHARACTER, where=AT_PROBLEM), "home", up_to=ANY_NUMBER),),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    "CG99": manual(),  # "the Friend with power higher than any other" involved: no such selector
    "CG100": card(
        Play(
            "Reaction",
            (Pay(1, who=OPPONENT, optional=False),),
            react=(Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)),),
        )
    ),
    "CG101": manual(),  # choosing a counter type on a card and adding one of it: no such
    # instruction
    "CG102": card(
        Play(
            "Reaction",
            (Act("uncover", Cards(OPPONENT, TROUBLEMAKER, face_down=True)),),
            react=(Trigger("phase-start", YOU, value="Troublemaker"),),
        )
    ),
    "CG103": manual(),  # losing Teamwork until the Friend is readied: no such duration
    "CG104": flip_event("Twilight Sparkle", "Spike"),
    "CG105": manual(),  # choosing a card type against a card the opponent chose in secret (Ice
    # Archery)
    "CG106": manual(),  # a move ban to one Problem after an opponent's Friend moves there, for the
    # turn
}
