"""Keywords of the glossary as abilities built from the script vocabulary.

Each keyword expands to the static, triggered or replacement abilities its glossary entry
defines; the engine treats them exactly like abilities written in a card script. Keywords that
change how a rule is carried out (Swift's move cost, Stubborn's contribution, Agile, Hasty,
Random) are read by the rule itself; they are listed in ``RULE_KEYWORDS``.
"""

from __future__ import annotations

from functools import cache

from engine.cards import CardType
from engine.scripts.vocabulary import (
    FRIEND,
    HERE,
    HERE_OR_HOME,
    OPPONENT,
    PROBLEM,
    THAT,
    THIS,
    YOU,
    Ability,
    Act,
    Cards,
    Condition,
    Flip,
    GainTokens,
    IfYouDo,
    LookAtTop,
    Modify,
    Replacement,
    Static,
    Trigger,
    Triggered,
)
from engine.state import Zone
from engine.tokens import token_id

CRITTER_FRIEND_HERE = Cards(YOU, FRIEND, where=HERE, trait="Critter", other=True)

# Keywords a rule reads directly (glossary): where the rule is, not an ability of its own.
RULE_KEYWORDS = {
    "Swift": "609.2b: moving this card costs 1 less, never below 1",
    "Stubborn": "503.5: contributes its power while exhausted",
    "Agile": "512.5: may be moved as an Immediate action",
    "Hasty": "512.5: may be played as an Immediate action",
    "Redeem": "retire a Friend or Troublemaker with its title as it is played: costs 3 less",
    "Transform": "return a Friend whose title includes its title to hand: its Transform cost",
    "Home Limit": "616.3: the Mane's home limit",
    "Starting Problem": "102.2: may be chosen as the Starting Problem",
}


@cache
def statics(name: str, value: int) -> tuple[Static, ...]:
    """Continuous abilities a keyword means (glossary)."""
    if name == "Competitive":  # "+X power while involved in a faceoff"
        return (Static("power", THIS, value, condition=Condition("in-faceoff")),)
    if name == "Caretaker":  # "+1 power while at a Problem with one of your Critter Friends"
        return (Static("power", THIS, 1, condition=Condition("count", CRITTER_FRIEND_HERE)),)
    if name == "Supportive":  # "+X power while with your Mane that shares a colour"
        return (Static("power", THIS, value, condition=Condition("supportive")),)
    if name == "Experienced":  # "+1 power for each card in your discard pile with its name"
        return (Static("experienced", THIS, 1),)
    if name == "Prismatic":  # "also has the colours of all your other Crystal characters"
        return (Static("prismatic"),)
    if name == "Eccentric":  # "Opponents need +X wild to confront this card's Problem"
        return (Static("confront", amount=value, who=OPPONENT),)
    if name == "Showy":  # "Opponents must pay +X to move characters to this card's Problem"
        return (Static("move-cost", amount=value, who=OPPONENT),)
    if name == "Teamwork":  # "Your other Friends here that share a Trait with this card also
        # have its other printed abilities"
        return (Static("teamwork", Cards(YOU, FRIEND, where=HERE_OR_HOME, other=True)),)
    return ()


@cache
def abilities(name: str, value: int) -> tuple[Ability, ...]:
    """Triggered and replacement abilities a keyword means (glossary)."""
    if name == "Calming":  # "When an opposing Friend enters play here, it gets -X power"
        return (
            Triggered(
                Trigger("enters-here", who=OPPONENT), (Modify(THAT, "power", -value, until="turn"),)
            ),
        )
    if name == "Diligent":  # "When you win a faceoff involving this, may put X +1 counters"
        return (
            Triggered(
                Trigger("won-faceoff"), (Act("put-counter", THIS, optional=True, up_to=value),)
            ),
        )
    if name == "Prepared":  # "When an opponent starts a faceoff here, gain [1]"
        return (Triggered(Trigger("faceoff-started", who=OPPONENT, here=True), (GainTokens(1),)),)
    if name == "Studious":  # once per faceoff: the trigger checks the faceoff's memo
        return (Triggered(Trigger("won-faceoff", value="studious"), (GainTokens(1),)),)
    if name == "Traveler":  # "When you move this card, you may put a +1 power counter on it"
        return (
            Triggered(
                Trigger("moved", to_problem=False), (Act("put-counter", THIS, optional=True),)
            ),
        )
    if name == "Villain":  # "When this Troublemaker is uncovered, frighten each Friend there"
        return (
            Triggered(
                Trigger("uncovered", who="any"),
                (Act("frighten", Cards(types=FRIEND, where=HERE), each=True),),
            ),
        )
    if name == "Meticulous":  # "At the start of your turn, look at the top X cards ..."
        return (
            Triggered(
                Trigger("phase-start", who=YOU, value="Ready"),
                (LookAtTop(value, YOU, optional=True, bottom=True),),
            ),
        )
    if name == "Inspired":
        return (
            Triggered(
                Trigger(
                    "phase-start",
                    who=YOU,
                    value="Main",
                    condition=Condition("not-memo", value="inspired"),
                ),
                (LookAtTop(0, OPPONENT, bottom=True, inspired=True),),
            ),
        )
    if name == "Random":  # "once per faceoff, if you flip a 1-power card, you may ignore it"
        return (
            Triggered(
                Trigger("flipped", who=YOU, value="random", condition=Condition("in-faceoff")),
                (IfYouDo(Act("ignore", THAT, optional=True), (Flip(1),)),),
            ),
        )
    if name == "Persistent":  # "If this card would leave play, you may frighten it instead"
        return (Replacement("leave-play", THIS, "frighten"),)
    if name == "Pumped":  # "Once per faceoff, during a faceoff involving this card, if you
        # would put a flipped card on the bottom of your deck you may banish it to beneath
        # this card instead"
        return (
            Replacement(
                "flip-to-bottom",
                Cards(YOU, zone=Zone.FLIP),
                "beneath",
                condition=Condition("in-faceoff"),
                once="faceoff",
            ),
        )
    if name == "Vexing":  # "If an opponent would confront this card's Problem, you may
        # retire this card instead"
        return (Replacement("confront", Cards(types=PROBLEM, where=HERE), "retire", who=OPPONENT),)
    return ()


def lender(name: str, value: int) -> str:
    """The card id whose printed abilities are keyword ``name`` ``value`` alone: a card
    granted the keyword by a modifier ("this card has Diligent 2", "your Troublemakers have
    Diligent 2") has that card's triggered and replacement abilities through
    ``View.lent`` (``abilities.granted``), as if printed (glossary: a keyword means its
    abilities; 701.1). The id spells a nameless Friend with just that keyword (``tokens``),
    named for the keyword in the trace."""
    keyword = f"{name} {value}" if value else name
    return token_id(CardType.FRIEND, 0, (), (), (keyword,), name=keyword)


AUTOMATED = frozenset(RULE_KEYWORDS) | {
    "Competitive",
    "Caretaker",
    "Supportive",
    "Experienced",
    "Prismatic",
    "Eccentric",
    "Showy",
    "Calming",
    "Diligent",
    "Prepared",
    "Traveler",
    "Villain",
    "Meticulous",
    "Persistent",
    "Cutie Mark",
    "Random",
    "Inspired",
    "Studious",
    "Pumped",
    "Teamwork",
    "Vexing",
}
