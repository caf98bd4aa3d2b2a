"""Elimination rounds after the Swiss (floor rules, Tier 1 Rules: Elimination Rounds).

Top four for events of 16 or fewer players, top eight from 17 (configurable, any power of
two). Seeds meet highest against lowest, and the bracket keeps them apart the usual way: in a
top eight 1v8, 4v5, 2v7, 3v6 with the 1/8 winner meeting the 4/5 winner; in a top four 1v4 and
2v3. Single elimination, one game per match for Tier 1 and 2 (Tier 2 Rules: Match Structure;
a Tier 3 best-of-three is recorded by the caller as the match's winner). A match may not end
in a draw: the players begin another game (floor rules, End of Match Procedures), so the
bracket refuses a draw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tourney.swiss.model import Outcome, PlayerId
from tourney.swiss.standings import Standing


class BracketError(ValueError):
    """The bracket cannot take this result; nothing was changed."""


class DrawInEliminationError(BracketError):
    """Elimination matches may not end in a draw (floor rules, End of Match Procedures)."""


def top_cut_size(player_count: int) -> int:
    """Floor rules, Tier 1 Rules, Elimination Rounds: top 4 for 16 or fewer players, top 8 for
    17 or more (never more than the players there are)."""
    size = 4 if player_count <= 16 else 8
    while size > player_count and size > 1:
        size //= 2
    return size


def seed_order(size: int) -> list[int]:
    """Seeds in bracket order, so adjacent seeds meet and the top seeds meet last:
    8 -> [1, 8, 4, 5, 2, 7, 3, 6]."""
    if size < 2 or size & (size - 1):
        raise BracketError(f"a bracket needs a power of two players, not {size}")
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


@dataclass
class EliminationMatch:
    number: int  # 1.. in bracket order, round by round
    round: int  # 1 = the first elimination round
    seeds: tuple[int | None, int | None]  # the seeds at the table, once known
    players: tuple[PlayerId | None, PlayerId | None]
    winner: PlayerId | None = None


class Bracket:
    """A single-elimination bracket; ``record`` enters a match's result."""

    def __init__(self, seeded: Sequence[PlayerId], notes: Sequence[str] = ()) -> None:
        size = len(seeded)
        self.notes = list(notes)  # e.g. a tie at the cut line
        order = seed_order(size)
        self.seeded = tuple(seeded)  # seeded[0] is seed 1
        self.matches: list[EliminationMatch] = []
        for k in range(0, size, 2):
            a, b = order[k], order[k + 1]
            self.matches.append(
                EliminationMatch(len(self.matches) + 1, 1, (a, b), (seeded[a - 1], seeded[b - 1]))
            )
        matches_in_round, round_ = size // 4, 2
        while matches_in_round >= 1:
            for _ in range(matches_in_round):
                self.matches.append(
                    EliminationMatch(len(self.matches) + 1, round_, (None, None), (None, None))
                )
            matches_in_round //= 2
            round_ += 1

    @property
    def rounds(self) -> int:
        return self.matches[-1].round

    def round_matches(self, round: int) -> list[EliminationMatch]:
        return [m for m in self.matches if m.round == round]

    def match(self, number: int) -> EliminationMatch:
        if not 1 <= number <= len(self.matches):
            raise BracketError(f"there is no elimination match {number}")
        return self.matches[number - 1]

    def record(self, number: int, player: PlayerId, outcome: Outcome) -> None:
        """Enter ``player``'s outcome in match ``number``: WIN or LOSS; a draw is refused.
        A player who drops or concedes loses (floor rules, Conceding and Dropping)."""
        match = self.match(number)
        if outcome is Outcome.DRAW:
            raise DrawInEliminationError(
                f"elimination match {number} cannot end in a draw: the players begin another "
                "game, played until the first change in points if time has been called "
                "(floor rules, End of Match Procedures)"
            )
        if outcome not in (Outcome.WIN, Outcome.LOSS):
            raise BracketError(f"elimination match {number} is won or lost, not {outcome}")
        if None in match.players:
            raise BracketError(f"elimination match {number} does not have both players yet")
        if player not in match.players:
            raise BracketError(f"player {player} does not play elimination match {number}")
        if match.winner is not None:
            raise BracketError(f"elimination match {number} already has its result")
        a, b = match.players
        other = b if player == a else a
        match.winner = player if outcome is Outcome.WIN else other
        self._advance(match)

    def _advance(self, match: EliminationMatch) -> None:
        if match.round == self.rounds:
            return
        same_round = self.round_matches(match.round)
        slot = same_round.index(match)
        target = self.round_matches(match.round + 1)[slot // 2]
        seed = self.seeded.index(match.winner) + 1 if match.winner is not None else None
        players, seeds = list(target.players), list(target.seeds)
        players[slot % 2], seeds[slot % 2] = match.winner, seed
        target.players, target.seeds = (players[0], players[1]), (seeds[0], seeds[1])

    @property
    def champion(self) -> PlayerId | None:
        return self.matches[-1].winner


def top_cut(standings: Sequence[Standing], size: int | None = None) -> Bracket:
    """Seed the elimination bracket from the final Swiss standings, dropped players left out.
    ``size`` defaults to ``top_cut_size`` of the players in the standings."""
    eligible = [s for s in standings if not s.dropped]
    size = size if size is not None else top_cut_size(len(standings))
    if size > len(eligible):
        raise BracketError(
            f"a top {size} needs {size} players; only {len(eligible)} have not dropped"
        )
    notes = []
    if size < len(eligible) and eligible[size - 1].rank == eligible[size].rank:
        tied = [s.player.name for s in eligible if s.rank == eligible[size].rank]
        notes.append(
            f"{', '.join(tied)} are tied at rank {eligible[size].rank} across the cut line and "
            "the tiebreakers cannot separate them; registration order was used, and the Head "
            "Judge may decide otherwise"
        )
    return Bracket([s.player.id for s in eligible[:size]], notes)
