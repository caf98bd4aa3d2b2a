"""What the game still has to do, as data: the items of ``GameState.agenda``.

The turn sequence (6) is a list of steps; a step that needs a player's decision (or, in observed
mode, the judge's entry of a hidden card) stays first on the agenda until the choice is made.
Items are frozen, so a state copy shares them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from engine.areas import Area


class Op:
    """Base of all agenda items."""


class FaceoffKind(StrEnum):
    TROUBLEMAKER = "troublemaker"  # 608.4
    PROBLEM = "problem"  # 612.2
    MULTI_PROBLEM = "multi-problem"  # 612.1
    EFFECT = "effect"  # 514.2c: "start a faceoff involving ...", neither of the kinds above


@dataclass(frozen=True)
class Faceoff:
    """Who and what a faceoff is about; involvement is re-derived from it at need (514.2d).

    A faceoff started by an effect (514.2c) names its cards (``cards``: "challenge ... with
    one of your characters", 514.2a.i; "a faceoff involving one of your Friends and an
    opponent's Friend"); ``areas`` is empty when it is not at a Problem, and then those cards
    are flagged and stay involved while in play (514.2d.i). ``source``, ``card_id``,
    ``ability`` name the ability that started it and ``won`` the number of its instruction
    the winner and loser follow as the faceoff is resolved (514.5d), -1: none."""

    kind: FaceoffKind
    challenger: int  # the player who started it (the turn player for rule faceoffs)
    areas: tuple[Area, ...]
    troublemaker: int | None = None
    cards: tuple[int, ...] | None = None
    source: int | None = None
    card_id: str = ""
    ability: int = -1
    won: int = -1

    @property
    def family(self) -> str:
        """ "troublemaker" or "problem" (a Multi-Problem faceoff is a Problem faceoff,
        612.1), as timing phrases and "during Problem faceoffs" name them (512.4a); "" for a
        faceoff an effect started that is neither (514.2c)."""
        if self.kind is FaceoffKind.TROUBLEMAKER:
            return "troublemaker"
        return "" if self.kind is FaceoffKind.EFFECT else "problem"


# Starting the game (102)
@dataclass(frozen=True)
class ChooseStartingProblemStep(Op):
    player: int


@dataclass(frozen=True)
class PutStartingProblems(Op):
    """102.2: the Starting Problems chosen so far (``cards``), put into play together once
    every player has chosen (801.1)."""

    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class FirstPlayerStep(Op):
    pass


@dataclass(frozen=True)
class ShuffleDeck(Op):
    player: int
    problem_deck: bool = False
    rule: str = "102.3"


@dataclass(frozen=True)
class DrawCard(Op):
    """410.4: ``player`` draws a card; ``asked``: replacement modifiers have had their
    chance to replace this draw (710.5), so it happens now."""

    player: int
    rule: str
    asked: bool = False


@dataclass(frozen=True)
class DiscardCard(Op):
    """410.3: ``player`` discards ``card`` from their hand, for ``rule`` (the ability, or
    616.2), once replacement modifiers have had their chance to replace it (710.5; only in a
    game with such a modifier, ``abilities.discard_replacements``). ``forced``: an opponent's
    instruction makes them discard it; ``used``: the modifiers applied to it already (710.3);
    ``how``: words for the trace ("at random")."""

    player: int
    card: int
    rule: str
    how: str = ""
    forced: bool = False
    used: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class DrawBottom(DrawCard):
    """ "Draw a card from the bottom of your deck" (CG26, CG111, CG179): a draw (410.4, so
    draw replacements and "when ... draws" see it) of the deck's bottom card, not its top."""


@dataclass(frozen=True)
class MulliganStep(Op):
    player: int


@dataclass(frozen=True)
class PerformMulligans(Op):
    pass


@dataclass(frozen=True)
class StartGame(Op):
    """102.5: the mulligans are done and the game starts: "at the start of the game"
    abilities of the cards in play (the Mane Characters, the Starting Problems) trigger and
    are resolved before the first turn begins (FF128, LL135). On the agenda only in games
    where such a card is in play then, so other games keep their positions."""


# The turn (601-616)
@dataclass(frozen=True)
class BeginTurn(Op):
    pass


@dataclass(frozen=True)
class ReadyStep(Op):
    pass


@dataclass(frozen=True)
class ActionStep(Op):
    pass


@dataclass(frozen=True)
class DrawStep(Op):
    pass


@dataclass(frozen=True)
class EndStep(Op):
    """The end of a step of the turn player's turn ("at the end of your draw step", 601.2)."""

    step: str


@dataclass(frozen=True)
class UncoverStep(Op):
    pass


@dataclass(frozen=True)
class ChallengeStep(Op):
    challenged_at: tuple[Area, ...] = ()  # 608.1: one challenge per Problem


@dataclass(frozen=True)
class MainPhase(Op):
    """609.1: the turn player takes Main Phase actions while holding priority (510.1).
    ``holder`` -1: the turn player; ``passes``: consecutive passes (2 ends the phase)."""

    holder: int = -1
    passes: int = 0


@dataclass(frozen=True)
class ConfrontSteps(Op):
    """610.1: one confront step per Problem, in the order the turn player chooses.
    ``resume``: the Problem being confronted while a replacement is decided (710.5);
    ``declined``: the replacement sources its controller declined for that confront."""

    done: tuple[Area, ...] = ()
    confronted: tuple[Area, ...] = ()
    contested: tuple[Area, ...] = ()  # confronted where the opponent also met requirements
    resume: Area | None = None
    declined: tuple[int, ...] = ()


@dataclass(frozen=True)
class SolveStep(Op):
    areas: tuple[Area, ...]


@dataclass(frozen=True)
class EndOfTurnStep(Op):
    pass


@dataclass(frozen=True)
class WrapUpHandSize(Op):
    pass


@dataclass(frozen=True)
class WrapUpHomeLimit(Op):
    pass


@dataclass(frozen=True)
class EndTurn(Op):
    pass


# Faceoffs (514) and flips (515)
@dataclass(frozen=True)
class FlipCard(Op):
    player: int


@dataclass(frozen=True)
class FlipAsked(FlipCard):
    """A flip that replacement modifiers have had their chance to replace (710.5; CG87)."""


@dataclass(frozen=True)
class CompareTotals(Op):
    faceoff: Faceoff


@dataclass(frozen=True)
class ReadyOneHere(Op):
    """603.1 with "players can't ready more than one character here" during the Ready Phase
    (EO190): the turn player chooses which of their characters at ``area`` readies; ``area``
    None: which one of all their characters ("opponents can't ready more than one character
    during their Ready Step", FF16)."""

    area: Area | None


@dataclass(frozen=True)
class SendHomeAfterLoss(Op):
    faceoff: Faceoff


@dataclass(frozen=True)
class EndFaceoff(Op):
    """514.6: flipped cards go to the bottom of the decks (``bottomed`` once done: still
    during the faceoff, for "during a faceoff" replacements), then involvement ends.
    ``winner``: the player who won it (514.5), -1: none (a tie nobody could break)."""

    faceoff: Faceoff
    bottomed: bool = False
    winner: int = -1


@dataclass(frozen=True)
class BottomFlipped(Op):
    player: int


@dataclass(frozen=True)
class RevealProblem(Op):
    """Put the top card of ``player``'s Problem deck into play at their Problem (613.2)."""

    player: int


# Phases and priority (510-512, 601.2)
@dataclass(frozen=True)
class BeginPhase(Op):
    """A phase or step starts: "at the start of ..." triggers trigger (601.2, 704)."""

    phase: str


@dataclass(frozen=True)
class EndPhase(Op):
    """A phase or step ends: "at the end of ..." triggers trigger and "this phase" ends."""

    phase: str


@dataclass(frozen=True)
class PriorityWindow(Op):
    """A priority window (510.2). ``holder`` -1: opening, the turn player gets priority first;
    ``passes``: consecutive passes so far (the window closes when every player has passed)."""

    label: str
    holder: int = -1
    passes: int = 0


# Abilities (7)
@dataclass(frozen=True)
class LastKnown:
    """A card as it last existed in play, recorded as it leaves (``Table.put``): what an
    effect created by its leaving, or by the instruction that made it leave, reads once it
    is gone (712.2, 709.2: information as it was when the effect was created; 701.3).

    ``iid`` is its id in play, ``now`` its id after it left (None: a token that ceased to
    exist, 521.3); power, colours and traits with the modifiers that applied then (711);
    whether it was face-down, exhausted or frightened as it left. A face-down card's record
    has no power (None, not 0), colour or traits (505.1a, 505.1b); a face-down Troublemaker's
    has no name either and only what names face-down cards refers to it (505.1d.i, 505.2);
    a frightened one was neither ready nor exhausted (504.2)."""

    iid: int
    now: int | None
    card_id: str
    owner: int
    controller: int
    area: Area | None
    power: int | None
    colours: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    counters: tuple[tuple[str, int], ...] = ()
    chosen: tuple[str, ...] = ()  # what it chose as it entered play (706.1a)
    face_down: bool = False
    exhausted: bool = False
    frightened: bool = False

    def counter(self, name: str) -> int:
        return dict(self.counters).get(name, 0)


@dataclass(frozen=True)
class PendingTrigger:
    """A triggered effect created and waiting for Pre-Priority Processing (704.1c, 511.7)."""

    controller: int
    source: int  # the card whose ability triggered (its id when it triggered)
    card_id: str
    ability: int  # index into the card's abilities (engine.abilities.all_abilities)
    that: int | None = None  # the card the trigger condition was about
    area: Area | None = None
    amount: int = 0
    actor: int | None = None  # "that player": who did what triggered it
    later: int = -1  # a delayed ability (615.1, 514.6): its instruction's number
    chosen: tuple[int, ...] = ()  # ... and the cards it refers to ("them")
    known: tuple[LastKnown, ...] = ()  # the card that left play, as it last existed (712.2)


@dataclass(frozen=True)
class OrderTriggers(Op):
    """511.7a: ``player`` chooses which of their waiting triggered effects is processed next."""

    player: int
    waiting: tuple[PendingTrigger, ...]


@dataclass(frozen=True)
class Replace(Op):
    """710.5: the affected player chooses whether an optional replacement modifier applies
    to ``occurrence`` ("dismissed", "leave-play", "frighten", "confront", "draw") happening
    to ``card`` (or to ``drawer``), or, when several would replace it, which one applies
    first; for "flip-to-bottom" the player chooses which of their flipped cards it replaces,
    if any. ``source``/``ability``: the first that
    would; the others are found again as the player decides (710.5a). ``used``: modifiers
    already applied to this occurrence, which can't apply again (710.3); ``instead``: what the
    occurrence has been replaced with so far ("": nothing; "deck-top", "hand")."""

    card: int
    occurrence: str
    verb: str
    rule: str
    source: int
    ability: int
    card_id: str = ""  # the card the ability is printed on, if not ``source`` (Teamwork)
    used: tuple[tuple[int, int], ...] = ()
    instead: str = ""
    drawer: int | None = None  # "draw": the player who would draw (``card`` is unused)


@dataclass(frozen=True)
class SendElsewhere(Op):
    """710.1, 506.5: "you may send those characters to other Problems instead" (SB107),
    accepted: ``player`` chooses another Problem for each of ``cards`` in turn, and it is
    sent there instead of home; then, for a Problem being replaced (``problem``, -1: none),
    the replacing goes on (613.2; ``verb`` and ``used`` those of the question)."""

    player: int
    cards: tuple[int, ...]
    rule: str
    problem: int = -1
    verb: str = ""
    used: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class MoveAtRandom(Op):
    """ "That character is moved to a random area instead" (DE25; 710.1) in observed mode:
    the judge enters the area chosen at random, and ``by`` moves ``card`` there (506.1;
    ``rule`` the move's, ``used`` the replacements applied to it, 710.3)."""

    card: int
    by: int
    rule: str
    used: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class ChooseAsEntering(Op):
    """706.1a: as ``card`` enters play, ``source``'s ability number ``ability`` (printed on
    ``card_id``) has its controller choose colours or a card, remembered on ``card``
    (``CardInstance.chosen``); it is asked before anything else happens (706.1, 710.2)."""

    card: int
    source: int
    card_id: str
    ability: int


@dataclass(frozen=True)
class EnteredPlay(Op):
    """706.1d after 706.1a: the occurrence of ``card`` entering play (an ``Occurrence``'s
    fields), held back while choices are made as it enters, so that "when ... enters play"
    abilities trigger, and their conditions are checked, once those choices are made."""

    kind: str
    player: int | None
    card: int
    card_id: str | None
    area: Area | None
    via: str = ""


@dataclass(frozen=True)
class Resolve(Op):
    """Following the instructions of an ability or Event (705.2f, 712): ``step`` is the next
    instruction; ``chosen`` the cards chosen so far ("that character"); ``accepted`` whether
    the player said yes to the optional instruction being resolved."""

    controller: int
    source: int
    card_id: str
    ability: int
    step: int = 0
    that: int | None = None
    area: Area | None = None
    chosen: tuple[int, ...] = ()
    accepted: bool = False
    count: int = 0  # how many times the current "up to N" instruction has been carried out
    amount: int = 0
    failed: bool = False  # the last instruction was not done ("If you do", 508.1c)
    actor: int | None = None
    colour: str = ""  # a colour chosen for the current instruction (705.2f)
    # What an instruction of this resolution named ("name a card", "name a card type"), for
    # its later instructions ("with that name", "with that type"): a full name (201.1), a type
    named: str = ""
    named_type: str = ""
    option: str = ""  # the word an instruction chose ("choose odd or even": ``ChooseOne``)
    # Cards that left play, as they last existed: the one the trigger is about, and those
    # its instructions made leave ("retire one of your Friends to ... that Friend's power")
    known: tuple[LastKnown, ...] = ()


# Loops (802)
@dataclass(frozen=True)
class LoopStep:
    """One decision inside Pre-Priority Processing, as loop detection sees it (802.1):
    ``key`` the shape of the position (card ids replaced by their places), ``choice`` what
    was chosen (JSON, card ids as places; "" while undecided), ``optional`` whether the
    player could have done otherwise (802.2)."""

    key: str
    player: int | None
    choice: str = ""
    optional: bool = False


class SeenPriority(NamedTuple):
    """A player receiving priority, as loop detection sees it (802.1); kept in
    ``GameState.seen`` (the position text's ``seen`` line, ``loops.seen_to_json``).

    ``window``: the window and what is cheap to compare (turn, phase, agenda, memo, how many
    cards in play, hands and flip piles); ``cards`` the records of the cards in play and
    ``zones`` of each player's hand and flip pile (``loops._looks`` reads them); ``have``
    what a repetition must not have used up (action tokens, cards in the decks, discard
    piles and banished zones; counters are on the records); ``choice`` the choice made (None
    while undecided)."""

    window: tuple[Any, ...]
    cards: tuple[Any, ...]
    zones: tuple[tuple[Any, ...], ...]
    have: tuple[int, ...]
    player: int
    choice: Any = None


@dataclass(frozen=True)
class LoopWatch:
    """Decisions since a player last received priority, and a loop being repeated (802).

    ``iteration``: one full iteration, repeated from its step ``at``; ``left`` full
    repetitions still to carry out (-1: a loop of mandatory effects, repeated until 802.3
    ends it); ``stopper`` the player who named the smallest number: when the repetitions are
    done, they can't make the choice that would continue the loop (``stop``)."""

    steps: tuple[LoopStep, ...] = ()
    iteration: tuple[LoopStep, ...] = ()
    at: int = 0
    left: int = 0
    done: int = 0
    stopper: int | None = None
    stop: LoopStep | None = None


@dataclass(frozen=True)
class NameLoopCount(Op):
    """802.2: after a full iteration of a loop with optional actions, ``players`` (in order:
    the next one to act in the loop, then the others in turn order) name how many times it
    is repeated; ``named`` holds (player, number) so far, the smallest last."""

    iteration: tuple[LoopStep, ...]
    players: tuple[int, ...]
    named: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class ApplyManually(Op):
    """Text of ``card`` the engine does not automate (``CardDefinition.manual_abilities``):
    the game stops until the judge has applied it with edits and says so."""

    card: int
    texts: tuple[str, ...]


@dataclass(frozen=True)
class JudgeStop(Op):
    """A point a judge's position stops at before the rules go on (``Board.game``): nothing
    happens until the judge continues (``Continue``); they may edit the position meanwhile."""

    label: str


@dataclass(frozen=True)
class DelayedEffect(Resolve):
    """The instructions of instruction number ``later`` of an ability, followed later than
    the rest: the delayed triggered ability an ``AtEndOfTurn`` (615.1) or ``AtEndOfFaceoff``
    (514.6) instruction created, with ``chosen`` the cards it refers to; or what the winner
    and loser of a faceoff the ability started follow (``FaceoffResult``, 514.5d). ``actor``
    is the faceoff's winner for the last two."""

    later: int = 0


@dataclass(frozen=True)
class CopiedEffect(Resolve):
    """520.1: a copy of an ability's effect, processed again from its first instruction with
    new decisions by ``controller``; it is not played and is not a card (520.1a)."""


# The rest of a turn from a phase on (601.3), with the priority windows opened at the start
# and end of phases and steps (601.2); none in the Ready Phase before the Action step
# (601.2a) or in the Wrap Up step (616.1). Windows nobody can use close at once.
REST_OF_TURN: dict[str, list[Op]] = {}
REST_OF_TURN["end"] = [
    BeginPhase("End"),
    EndOfTurnStep(),
    PriorityWindow("end of turn"),
    EndPhase("End"),
    WrapUpHandSize(),
    WrapUpHomeLimit(),
    EndTurn(),
]
REST_OF_TURN["confront"] = [ConfrontSteps(), EndPhase("Score"), *REST_OF_TURN["end"]]
REST_OF_TURN["score"] = [
    BeginPhase("Score"),
    PriorityWindow("start of the Score Phase"),
    ConfrontSteps(),
    EndPhase("Score"),
    *REST_OF_TURN["end"],
]
REST_OF_TURN["main"] = [
    BeginPhase("Main"),
    MainPhase(),
    EndPhase("Main"),
    *REST_OF_TURN["score"],
]
REST_OF_TURN["challenge"] = [
    ChallengeStep(),
    EndPhase("Troublemaker"),
    PriorityWindow("end of the Troublemaker Phase"),
    *REST_OF_TURN["main"],
]
REST_OF_TURN["troublemaker"] = [
    BeginPhase("Troublemaker"),
    PriorityWindow("start of the Troublemaker Phase"),
    UncoverStep(),
    PriorityWindow("after the Uncover step"),
    *REST_OF_TURN["challenge"],
]
