"""Boards for scenario tests and judges' what-ifs: put cards in zones, pick the step, play on.

Reads like a judge's description of a board (XMage card tests, Forge puzzles):

    board = Board(pool)
    friend = board.play("orange-2", ALICE, problem_area(BOB))
    game = board.game(at="main", tokens=(3, 0))
"""

from __future__ import annotations

from engine import agenda as a
from engine.areas import Area, dilemma_area, home, problem_area
from engine.cards import CardPool
from engine.game import Game
from engine.state import GameState, Mode, PlayerState, Zone
from engine.table import Table

ALICE, BOB = 0, 1
A_PROBLEM, B_PROBLEM = problem_area(ALICE), problem_area(BOB)
A_HOME, B_HOME = home(ALICE), home(BOB)
MANE = "V-OR-M"  # vanilla orange Mane: power 1, home limit 3; Boosted: power 3, home limit 4


class Board:
    """A two-player board mid-game: Alice (0) and Bob (1), each with a Mane at home."""

    def __init__(
        self,
        pool: CardPool,
        mode: Mode = Mode.SEEDED,
        turn: int = 3,
        turn_player: int = ALICE,
        problems: tuple[str, str] | None = None,
        mane: str = MANE,
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
            self.mane = [self.play(mane, ALICE, home(ALICE)), self.play(mane, BOB, home(BOB))]
        self.problem: list[int] = []
        if problems:
            self.problem = [self.play(c, p, problem_area(p)) for p, c in enumerate(problems)]

    def play(self, card_id: str, owner: int, area: Area | None = None, **flags: object) -> int:
        """A card in play at ``area``; a Dilemma at an area of its own (522.2): give none."""
        iid = self.table.create(card_id, owner, Zone.PLAY, area=area, **flags)
        if self.pool[card_id].dilemma:
            self.table.update(iid, area=dilemma_area(self.state.cards[iid].controller, iid))
        self.state.play.append(iid)
        return iid

    def add(self, zone: Zone, player: int, *card_ids: str, **flags: object) -> list[int]:
        """Cards into a player's zone, in order (decks: top first)."""
        out = [self.table.create(c, player, zone, **flags) for c in card_ids]
        self.state.players[player].zone_list(zone).extend(out)
        return out

    def game(
        self, at: str = "main", tokens: tuple[int, int] = (0, 0), points: tuple[int, int] = (0, 0)
    ) -> Game:
        for p, (n, score) in enumerate(zip(tokens, points, strict=True)):
            self.state.players[p].tokens = n
            self.state.players[p].points = score
        if at == "start":
            self.state.turn -= 1
            self.state.agenda = [a.BeginTurn()]
        else:
            self.state.agenda = list(a.REST_OF_TURN[at])
            if at == "confront":  # in the Score Phase, before its first confront step
                self.state.phase = "Score"
        return Game(self.pool, self.state)


def trace_text(game: Game) -> str:
    """Everything the game has traced so far, one line each."""
    return "\n".join(line for step in game.traces for line in step)


def ids(game: Game, zone: Zone, player: int) -> list[str]:
    """The card ids in a player's zone, in order: what a judge reads off the table."""
    return [game.state.cards[i].card_id for i in game.state.zone_list(zone, player)]
