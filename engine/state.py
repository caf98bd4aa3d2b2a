"""The game state as plain data: zones (4), areas (501), cards in them, points and tokens.

Cards are immutable ``CardInstance`` records keyed by instance id; a card that changes zones,
is shuffled or turned face-down gets a new id (410.6, 505.3), so stale references fail loudly.
Everything the turn sequence still has to do is the ``agenda`` (see ``engine.agenda``), so a
state is complete: it can be copied, written as text and resumed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from engine.agenda import (
    Faceoff,
    LastKnown,
    LoopStep,
    LoopWatch,
    Op,
    PendingTrigger,
    SeenPriority,
)
from engine.areas import Area, AreaKind, home, problem_area


class Zone(StrEnum):
    """The eight zones (401.1)."""

    DRAW_DECK = "deck"
    PROBLEM_DECK = "problem-deck"
    HAND = "hand"
    PLAY = "play"
    DISCARD = "discard"
    BANISHED = "banished"
    FLIP = "flip"
    QUEUE = "queue"


# Zones each player has an instance of (401.4); Play and Queue are shared.
PLAYER_ZONES = (
    Zone.DRAW_DECK,
    Zone.PROBLEM_DECK,
    Zone.HAND,
    Zone.DISCARD,
    Zone.BANISHED,
    Zone.FLIP,
)


@dataclass(frozen=True, slots=True)
class CardInstance:
    """One physical card at one moment: where it is and what is on it."""

    iid: int
    card_id: str
    owner: int
    zone: Zone
    controller: int  # 513.2: the owner unless an effect changed it
    area: Area | None = None  # set only in the play zone
    exhausted: bool = False  # has an exhaustion counter (503.2)
    frightened: bool = False  # 504
    face_down: bool = False  # Troublemakers enter face-down (306.1); frightened cards too
    boosted: bool = False  # a Mane Character turned to its Boosted side (301.2)
    counters: tuple[tuple[str, int], ...] = ()  # named counters (519), sorted by name
    unordered: bool = False  # observed mode: shuffled into a deck, position unknown to all
    attached_to: int | None = None  # an attachment's host (509.1); None: not attached
    beneath: int | None = None  # banished beneath this card in play (410.5, glossary: Pumped)
    # What was chosen as it entered play (706.1a): colours ("blue"), or a chosen card's id
    chosen: tuple[str, ...] = ()
    # Who knows this card although its zone hides it (401-404, 505.1d): ``revealed`` to every
    # player by an effect ("reveals their hand", a card found by a search, 518.1), or looked
    # at by the players in ``looked_at_by`` alone (LookAtTop, a search's searcher, 518.1).
    # A zone change or a shuffle makes a new card (410.6) that nobody has seen.
    revealed: bool = False
    looked_at_by: tuple[int, ...] = ()  # sorted

    def counter(self, name: str) -> int:
        return dict(self.counters).get(name, 0)


POWER_COUNTER = "+1 power"  # 519.4


@dataclass(frozen=True)
class Occurrence:
    """Something that happened, which triggered abilities and Reactions watch for (704, 512.4).

    ``kind`` names the event ("enters-play", "moved", "confronted", "won-faceoff", ...);
    ``card`` is the card it happened to (its id at that moment), ``player`` who did it.
    """

    kind: str
    player: int | None = None
    card: int | None = None
    card_id: str | None = None
    area: Area | None = None
    before: Area | None = None  # moves: the area the card came from
    amount: int = 0
    via: str = ""  # how: "played", "game", an ability's card id, ...
    known: LastKnown | None = None  # leaving play: the card as it last existed there (712.2)


@dataclass(frozen=True)
class LastingEffect:
    """A continuous modifier created by an effect (708): it changes what ``cards`` are.

    ``kind``: "power", "colour", "keyword", "trait", "tokens-until-phase-end", "cost", ...
    ``until``: "turn" (616.4), "phase", "faceoff" (514.6), "your-next-turn", "permanent".
    """

    stamp: int  # timestamp (711.3a)
    controller: int
    source: str  # card id whose effect created it, for the trace
    kind: str
    cards: tuple[int, ...] = ()
    amount: int = 0
    value: str = ""
    until: str = "turn"
    player: int | None = None


class Mode(StrEnum):
    SEEDED = "seeded"  # digital: the engine shuffles and flips from a seed
    OBSERVED = "observed"  # paper: the judge enters every hidden card as it is revealed


@dataclass(slots=True)
class PlayerState:
    name: str
    points: int = 0  # 517.1
    tokens: int = 0  # action tokens (502)
    deck: list[int] = field(default_factory=list)  # top first (401.3)
    problem_deck: list[int] = field(default_factory=list)  # top first
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    banished: list[int] = field(default_factory=list)
    flip: list[int] = field(default_factory=list)
    mulligan: bool | None = None  # 102.4: the decision, once made

    def zone_list(self, zone: Zone) -> list[int]:
        return {
            Zone.DRAW_DECK: self.deck,
            Zone.PROBLEM_DECK: self.problem_deck,
            Zone.HAND: self.hand,
            Zone.DISCARD: self.discard,
            Zone.BANISHED: self.banished,
            Zone.FLIP: self.flip,
        }[zone]

    def copy(self) -> PlayerState:
        return replace(
            self,
            deck=list(self.deck),
            problem_deck=list(self.problem_deck),
            hand=list(self.hand),
            discard=list(self.discard),
            banished=list(self.banished),
            flip=list(self.flip),
        )


@dataclass(frozen=True)
class Outcome:
    """How the game ended: ``winner`` None is a draw (103.2b)."""

    winner: int | None
    reason: str


@dataclass(slots=True)
class GameState:
    mode: Mode
    seed: int | None
    players: list[PlayerState]
    cards: dict[int, CardInstance] = field(default_factory=dict)
    play: list[int] = field(default_factory=list)  # the shared play zone, in order of entry
    queue: list[int] = field(default_factory=list)  # the shared queue zone (408)
    next_iid: int = 1
    rng_draws: int = 0  # how many random draws the seeded mode has made (replayable)
    turn: int = 0  # 0 while the game is starting (102)
    turn_player: int = 0
    first_player: int | None = None
    agenda: list[Op] = field(default_factory=list)  # what the game does next, first first
    outcome: Outcome | None = None
    # Abilities (7): lasting modifiers created by effects, triggered effects waiting for
    # Pre-Priority Processing (511.7), and what happened since the last priority window
    # closed (512.4d). All hold frozen records, so copies share them.
    effects: list[LastingEffect] = field(default_factory=list)
    pending: list[PendingTrigger] = field(default_factory=list)
    recent: list[Occurrence] = field(default_factory=list)
    memo: frozenset[str] = frozenset()  # "once per ..." and "the first player to ..." flags
    clock: int = 0  # timestamps of modifiers (711.3a)
    phase: str = ""  # the current phase or step, for "during the Score Phase" conditions
    faceoff: Faceoff | None = None  # the faceoff in progress (514), if any
    priority: int | None = None  # the player who most recently had priority (511.7a, 801.1)
    loop: LoopWatch | None = None  # decisions since priority was last received (802)
    # Decisions since the phase began, priority included, watched for loops through priority
    # windows (802.1); the position text's ``seen`` line.
    seen: tuple[SeenPriority | LoopStep, ...] = ()

    def copy(self) -> GameState:
        """An independent copy; card records and agenda items are immutable and shared."""
        return replace(
            self,
            players=[p.copy() for p in self.players],
            cards=dict(self.cards),
            play=list(self.play),
            queue=list(self.queue),
            agenda=list(self.agenda),
            effects=list(self.effects),
            pending=list(self.pending),
            recent=list(self.recent),
        )

    def zone_list(self, zone: Zone, player: int) -> list[int]:
        if zone is Zone.PLAY:
            return self.play
        if zone is Zone.QUEUE:
            return self.queue
        return self.players[player].zone_list(zone)

    def opponent(self, player: int) -> int:
        return 1 - player  # two-player game (106.2)

    def has_memo(self, prefix: str) -> bool:
        """Whether a ``memo`` flag starts with ``prefix`` (asked at every priority window)."""
        for flag in self.memo:  # noqa: SIM110 (a loop: no generator to build)
            if flag.startswith(prefix):
                return True
        return False

    def in_play(self) -> list[CardInstance]:
        return [self.cards[i] for i in self.play]

    def at(self, area: Area) -> list[CardInstance]:
        return [c for c in (self.cards[i] for i in self.play) if c.area == area]

    def area_exists(self, area: Area) -> bool:
        """Homes and Problem areas always exist (501.1); a Dilemma's area only while that
        Dilemma is in play there (522.3)."""
        if area.kind is not AreaKind.DILEMMA:
            return 0 <= area.owner < len(self.players)
        c = self.cards.get(area.dilemma)
        return c is not None and c.zone is Zone.PLAY and c.area == area

    def areas(self) -> list[Area]:
        """Every area of the play zone: homes, Problems, then Dilemmas' areas (501.1, 522.2a)."""
        players = range(len(self.players))
        out = [home(p) for p in players] + [problem_area(p) for p in players]
        for iid in self.play:
            c = self.cards[iid]
            if c.area is not None and c.area.kind is AreaKind.DILEMMA and c.area.dilemma == iid:
                out.append(c.area)
        return out
