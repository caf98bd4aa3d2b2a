"""The game state as plain data: zones (4), areas (501), cards in them, points and tokens.

Cards are immutable ``CardInstance`` records keyed by instance id; a card that changes zones,
is shuffled or turned face-down gets a new id (410.6, 505.3), so stale references fail loudly.
Everything the turn sequence still has to do is the ``agenda`` (see ``engine.agenda``), so a
state is complete: it can be copied, written as text and resumed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from engine.agenda import Op
from engine.areas import Area


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

    def counter(self, name: str) -> int:
        return dict(self.counters).get(name, 0)


POWER_COUNTER = "+1 power"  # 519.4


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

    def copy(self) -> GameState:
        """An independent copy; card records and agenda items are immutable and shared."""
        return replace(
            self,
            players=[p.copy() for p in self.players],
            cards=dict(self.cards),
            play=list(self.play),
            queue=list(self.queue),
            agenda=list(self.agenda),
        )

    def zone_list(self, zone: Zone, player: int) -> list[int]:
        if zone is Zone.PLAY:
            return self.play
        if zone is Zone.QUEUE:
            return self.queue
        return self.players[player].zone_list(zone)

    def opponent(self, player: int) -> int:
        return 1 - player  # two-player game (106.2)

    def in_play(self) -> list[CardInstance]:
        return [self.cards[i] for i in self.play]

    def at(self, area: Area) -> list[CardInstance]:
        return [c for c in (self.cards[i] for i in self.play) if c.area == area]
