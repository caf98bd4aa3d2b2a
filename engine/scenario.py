"""Boards for scenario tests and judges' what-ifs: put cards in zones, pick the step, play on.

Reads like a judge's description of a board (XMage card tests, Forge puzzles):

    board = Board(pool)
    friend = board.play("orange-2", ALICE, problem_area(BOB))
    game = board.game(at="main", tokens=(3, 0))
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from engine import agenda as a
from engine.areas import Area, dilemma_area, home, problem_area
from engine.cards import CardPool, CardType
from engine.characteristics import display_name
from engine.errors import BoardError
from engine.game import Game
from engine.invariants import violations
from engine.state import CardInstance, GameState, Mode, PlayerState, Zone
from engine.table import Table

ALICE, BOB = 0, 1
A_PROBLEM, B_PROBLEM = problem_area(ALICE), problem_area(BOB)
A_HOME, B_HOME = home(ALICE), home(BOB)
MANE = "V-OR-M"  # vanilla orange Mane: power 1, home limit 3; Boosted: power 3, home limit 4
# Where ``Board.game`` may start: the turn's start, or a phase or step (601.3).
STARTS = ("start", *a.REST_OF_TURN)
SCORE_STOP = "before the first confront of the Score Phase (610.1)"
_FLAGS = frozenset(f.name for f in dataclasses.fields(CardInstance)) - {
    "iid",
    "card_id",
    "owner",
    "zone",
}
_MENTION = re.compile(r"#(\d+)\b")


@dataclass(frozen=True)
class Mane:
    """A player's Mane Character on a ``Board``: Start side up unless ``boosted`` (301.2),
    ready unless ``exhausted`` (503)."""

    card_id: str = MANE
    boosted: bool = False
    exhausted: bool = False


class Board:
    """A two-player board mid-game: Alice (0) and Bob (1), each with a Mane at home.

    ``mane``: the Mane of both players, or one per player (Alice's first), each a card id or
    a ``Mane`` (Boosted, exhausted); "" for none. Every card put on the board is checked
    against the engine's invariants (``engine.invariants``) as it is put: a position the
    rules can't reach is refused with a ``BoardError`` naming the card and the rule.
    """

    def __init__(
        self,
        pool: CardPool,
        mode: Mode = Mode.SEEDED,
        turn: int = 3,
        turn_player: int = ALICE,
        problems: tuple[str, str] | None = None,
        mane: str | Mane | tuple[str | Mane, str | Mane] = MANE,
    ) -> None:
        self.pool = pool
        self.state = GameState(
            mode,
            1 if mode is Mode.SEEDED else None,
            [PlayerState("Alice"), PlayerState("Bob")],
            turn=turn,
            turn_player=turn_player,
            first_player=ALICE,
        )
        for p in self.state.players:
            p.mulligan = False
        self.table = Table(self.state, self.pool)
        self.mane: list[int] = []
        if mane:
            manes = mane if isinstance(mane, tuple) else (mane, mane)
            self.mane = [self._mane(m, p) for p, m in enumerate(manes)]
        self.problem: list[int] = []
        if problems:
            self.problem = [self.play(c, p, problem_area(p)) for p, c in enumerate(problems)]

    def _mane(self, mane: str | Mane, player: int) -> int:
        m = Mane(mane) if isinstance(mane, str) else mane
        if self._definition(m.card_id).type is not CardType.MANE:
            raise BoardError(f"{self.pool[m.card_id].name} is not a Mane Character (301)")
        return self.play(m.card_id, player, home(player), boosted=m.boosted, exhausted=m.exhausted)

    def play(self, card_id: str, owner: int, area: Area | None = None, **flags: object) -> int:
        """A card in play at ``area``; a Dilemma at an area of its own (522.2): give none.

        ``flags`` are the card's state (``exhausted``, ``frightened``, ``boosted``,
        ``counters``, ``controller``, ...); a frightened card is face-down (504.1)."""
        d = self._definition(card_id)
        self._owner(owner)
        self._flags(flags)
        if flags.get("frightened"):
            if flags.get("face_down", True) is False:
                raise BoardError(f"{d.name}: a frightened card is face-down (504.1)")
            flags["face_down"] = True
        if flags.get("boosted") and d.type is not CardType.MANE:
            raise BoardError(f"{d.name}: only Mane Characters have a Boosted side (301.2)")
        iid = self.table.create(card_id, owner, Zone.PLAY, area=area, **flags)
        if d.dilemma:
            self.table.update(iid, area=dilemma_area(self.state.cards[iid].controller, iid))
        self.state.play.append(iid)
        self._check([iid])
        return iid

    def add(self, zone: Zone, player: int, *card_ids: str, **flags: object) -> list[int]:
        """Cards into a player's zone, in order (decks: top first)."""
        if zone in (Zone.PLAY, Zone.QUEUE):
            raise BoardError(f"cards enter the {zone} zone with Board.play, not Board.add")
        self._owner(player)
        self._flags(flags)
        for card_id in card_ids:
            self._definition(card_id)
        out = [self.table.create(c, player, zone, **flags) for c in card_ids]
        self.state.players[player].zone_list(zone).extend(out)
        self._check(out)
        return out

    def game(
        self,
        at: str = "main",
        tokens: tuple[int, int] = (0, 0),
        points: tuple[int, int] = (0, 0),
        stop: bool = True,
    ) -> Game:
        """The game from this board, starting at ``at``: "start" (the turn's start), a phase
        or step (``STARTS``). At "score" it stops before the first confront (610.1), once the
        Score Phase has started, until the judge continues (``Continue``); ``stop=False``
        plays the phase through."""
        if at not in STARTS:
            raise BoardError(f"a game can't start at {at!r}; it may start at {', '.join(STARTS)}")
        for p, (n, score) in enumerate(zip(tokens, points, strict=True)):
            if n < 0 or score < 0:
                raise BoardError(
                    f"{self.state.players[p].name} can't have {n} action tokens and {score} "
                    f"points: neither is ever negative (502, 517.1)"
                )
            self.state.players[p].tokens = n
            self.state.players[p].points = score
        if at == "start":
            self.state.turn -= 1
            self.state.agenda = [a.BeginTurn()]
        elif at == "score" and stop:
            score = a.REST_OF_TURN["score"]  # the phase begins and its window closes (601.2)
            self.state.agenda = [*score[:2], a.JudgeStop(SCORE_STOP), *score[2:]]
        else:
            self.state.agenda = list(a.REST_OF_TURN[at])
            if at == "confront":  # in the Score Phase, before its first confront step
                self.state.phase = "Score"
        self._check([])
        return Game(self.pool, self.state)

    # --- refusing positions the rules can't reach ---------------------------------------------
    def _definition(self, card_id: str):  # type: ignore[no-untyped-def]
        try:
            return self.pool[card_id]
        except (KeyError, ValueError) as e:
            raise BoardError(f"{card_id!r}: {e}") from e

    def _owner(self, player: int) -> None:
        if player not in range(len(self.state.players)):
            raise BoardError(f"there is no player {player}: Alice is {ALICE}, Bob is {BOB}")

    def _flags(self, flags: dict[str, object]) -> None:
        unknown = sorted(set(flags) - _FLAGS)
        if unknown:
            raise BoardError(
                f"unknown card state {', '.join(unknown)}: {', '.join(sorted(_FLAGS))}"
            )

    def _check(self, added: list[int]) -> None:
        """Refuse the cards just ``added`` (taken back) if the position breaks an invariant."""
        broken = violations(self.state, self.pool)
        if not broken:
            return
        described = [self._describe(line) for line in broken]
        for iid in added:
            card = self.state.cards.pop(iid)
            self.state.zone_list(card.zone, card.owner).remove(iid)
        raise BoardError("the rules can't reach this position: " + "; ".join(described))

    def _describe(self, line: str) -> str:
        """An invariant's message with each card named ("#12" -> "Orange Two #12")."""

        def name(m: re.Match[str]) -> str:
            card = self.state.cards.get(int(m.group(1)))
            return display_name(self.pool, card) if card is not None else m.group(0)

        return _MENTION.sub(name, line)


def trace_text(game: Game) -> str:
    """Everything the game has traced so far, one line each."""
    return "\n".join(line for step in game.traces for line in step)


def ids(game: Game, zone: Zone, player: int) -> list[str]:
    """The card ids in a player's zone, in order: what a judge reads off the table."""
    return [game.state.cards[i].card_id for i in game.state.zone_list(zone, player)]
