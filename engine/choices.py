"""Choices (what a player, or in observed mode the judge, decides) and decisions asking for them.

Choices name cards by instance id (``GameState.cards``) and areas by ``Area``. Chance choices
(``FirstPlayer``, ``Reveal``) exist only in observed mode; in seeded mode the engine makes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine import codec
from engine.areas import Area
from engine.cards import Colour


class DecisionKind(StrEnum):
    STARTING_PROBLEM = "starting-problem"  # 102.2
    FIRST_PLAYER = "first-player"  # 102.3 (observed mode: the judge enters it)
    REVEAL = "reveal"  # observed mode: the judge enters a card drawn, flipped or put into play
    MULLIGAN = "mulligan"  # 102.4
    UNCOVER = "uncover"  # 607.2
    CHALLENGE = "challenge"  # 608
    MAIN_PHASE = "main-phase"  # 609
    CONFRONT_ORDER = "confront-order"  # 610.1
    SEND_HOME = "send-home"  # 514.5b
    BOTTOM_ORDER = "bottom-order"  # 514.6, 402.3
    DISCARD = "discard"  # 616.2
    RETIRE = "retire"  # 616.3
    UNIQUENESS = "uniqueness"  # 516.2
    PRIORITY = "priority"  # 510.1: take an action allowed by the timing rules or pass
    TARGET = "target"  # 705.2f: a choice an instruction asks for
    OPTIONAL = "optional"  # 712.3: "you may"
    ORDER_TRIGGERS = "order-triggers"  # 511.7a
    ARRANGE = "arrange"  # put looked-at cards back in any order (402.3)
    REPLACEMENT = "replacement"  # 710.5: the affected player chooses a replacement
    MANUAL = "manual"  # the judge applies text the engine does not automate, with edits
    LOOP_COUNT = "loop-count"  # 802.2: name how many times a loop is repeated


@dataclass(frozen=True)
class Decision:
    """Who must decide what now. ``player`` None: nobody plays it, the judge enters it."""

    player: int | None
    kind: DecisionKind
    prompt: str


class Choice:
    """Base of everything ``Game.apply`` accepts."""


@dataclass(frozen=True)
class ChooseStartingProblem(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class FirstPlayer(Choice):
    player: int


@dataclass(frozen=True)
class Reveal(Choice):
    """Observed mode: the card (by definition id) that came off ``player``'s deck."""

    player: int
    card_id: str


@dataclass(frozen=True)
class Mulligan(Choice):
    player: int
    take: bool


@dataclass(frozen=True)
class Uncover(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class Challenge(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class EndChallenges(Choice):
    player: int


@dataclass(frozen=True)
class PlayCard(Choice):
    """609.2a/609.2c: play a card from hand; ``area`` None for Events and home Resources;
    ``on``: the host an attachment is played on (509.1); ``using``: the card retired for
    Redeem or returned to hand for Transform, as an additional cost (glossary)."""

    player: int
    card: int
    area: Area | None = None
    on: int | None = None
    using: int | None = None


@dataclass(frozen=True)
class MoveCharacter(Choice):
    player: int
    card: int
    area: Area


@dataclass(frozen=True)
class DrawAction(Choice):
    player: int


@dataclass(frozen=True)
class Rally(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class EndMainPhase(Choice):
    player: int


@dataclass(frozen=True)
class ConfrontAt(Choice):
    """610.1: perform the confront step at this Problem next."""

    player: int
    area: Area


@dataclass(frozen=True)
class SendHome(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class PutOnBottom(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class Discard(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class Retire(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class DismissForUniqueness(Choice):
    player: int
    card: int


@dataclass(frozen=True)
class Concede(Choice):
    """103.4: allowed at any time, so never listed among legal choices."""

    player: int


@dataclass(frozen=True)
class PassPriority(Choice):
    """510.1: pass priority to the next player."""

    player: int


@dataclass(frozen=True)
class ActivateAbility(Choice):
    """703, 609.2f: activate ``card``'s ability number ``ability`` (its script's order);
    ``using``: the cards chosen to pay the parts of its cost that choose cards ("exhaust one
    of your Resources at home", "retire one of your Friends", "discard an Event"), in the
    order of those parts (703.1d, 705.2c; like ``PlayCard.using``)."""

    player: int
    card: int
    ability: int
    using: tuple[int, ...] = ()


@dataclass(frozen=True)
class ChooseCard(Choice):
    """A card an instruction asks for ("choose a character", a search, a discard ...)."""

    player: int
    card: int


@dataclass(frozen=True)
class ChooseArea(Choice):
    """An area an instruction asks for ("move it to a Problem")."""

    player: int
    area: Area


@dataclass(frozen=True)
class Accept(Choice):
    """Yes to "you may" (712.3) or to an optional replacement (710)."""

    player: int


@dataclass(frozen=True)
class Decline(Choice):
    """No to "you may", stop an "up to" choice, or fail to find when searching (518.1)."""

    player: int


@dataclass(frozen=True)
class OrderTrigger(Choice):
    """511.7a: process this waiting triggered effect (index in the waiting list) next."""

    player: int
    index: int


@dataclass(frozen=True)
class PlaceCard(Choice):
    """Put a looked-at card back: on top (next, so the first placed ends up deepest among
    those put on top) or on the bottom."""

    player: int
    card: int
    bottom: bool = False


@dataclass(frozen=True)
class JudgeApplied(Choice):
    """The judge has applied ``card``'s text the engine does not automate (with edits, or by
    deciding it does nothing now) and the game goes on."""

    card: int


@dataclass(frozen=True)
class UseManualText(Choice):
    """An action a card in play gives by text the engine does not automate (an activated
    ability, 703; ``engine.manual``): ``text`` is its number among the card's
    ``manual_abilities``. The player takes it; the judge applies its cost and effect."""

    player: int
    card: int
    text: int


@dataclass(frozen=True)
class NameNumber(Choice):
    """802.2: the number of times a loop is repeated."""

    player: int
    number: int


@dataclass(frozen=True)
class ChooseOption(Choice):
    """One of the words an instruction offers ("choose odd or even", 705.2f; ``ChooseOne``)."""

    player: int
    option: str


@dataclass(frozen=True)
class ChooseColour(Choice):
    """ "Choose a color" / "name a color" (203.1a): as a card enters play (706.1a), or for
    an instruction (705.2f)."""

    player: int
    colour: Colour


@dataclass(frozen=True)
class NameCard(Choice):
    """ "Name a card" as a card enters play (706.1a) or as an instruction (705.2f): ``name``
    is a card's name in the card pool, its Title and Subtitle (201.1), or a description that
    refers to a single card (201.1b: its collector number, or a Title only one card name has);
    the full name is kept. For "name a card type": one of the types of 206.2 ("Friend")."""

    player: int
    name: str


@dataclass(frozen=True)
class ApplyReplacement(Choice):
    """710.5: of several replacement modifiers that would replace the same occurrence, apply
    ``source``'s ability number ``ability`` first."""

    player: int
    source: int
    ability: int


@dataclass(frozen=True)
class Continue(Choice):
    """The judge goes on from a position's stop (``JudgeStop``)."""


CHOICES = codec.registry_of(Choice)


def choice_to_json(choice: Choice) -> dict[str, Any]:
    return codec.encode(choice)  # type: ignore[no-any-return]


def choice_from_json(data: Any) -> Choice:
    return codec.decode(data, CHOICES)  # type: ignore[no-any-return]
