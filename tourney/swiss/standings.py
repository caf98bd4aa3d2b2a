"""Standings: match points, then a configurable chain of tiebreakers, every figure shown.

Default chain: match points, opponents' match-win percentage (OMW%), opponents' opponents'
match-win percentage (OOMW%). Also available: head-to-head, Buchholz and a seeded random draw.
Each ``Standing`` carries every figure of the chain and the criterion that placed the player
below the one ranked just above, so a player can see why they placed.

Match-win percentage, and why "wins" is the default
-----------------------------------------------------
MLP scores a loss as 1 point, the same as a draw (floor rules, Scoring). Two ways to turn a
record into a match-win percentage are offered (``MatchWinBasis``):

* ``POINTS``: points / (3 × matches played). Because a loss is worth 1, this never falls
  below 1/3 and cannot tell a loss from a draw; since points = matches + 2 × wins when draws
  and losses are both worth 1, it is just 1/3 + 2/3 × (wins / matches), so the customary 1/3
  floor never applies and weak opponents are not softened.
* ``WINS`` (default): (wins + ½ × draws) / matches played, floored at 1/3 per opponent.
  It runs from 0 to 1 like the percentage organizers know from other card games, separates a
  draw from a loss, and the 1/3 floor does its job: one winless opponent cannot sink a
  player's tiebreakers. A draw counts half a win because the figure measures how strong an
  opponent was, not what the scoring rewarded: a drawn game (equal points when time was called,
  floor rules, End of Match Procedures) says the two were even, whereas the scoring's draw = loss
  exists to discourage unfinished games, which tiebreakers need not repeat.

Byes: a bye is no opponent, so it never enters anyone's opponents' figures. In the
recipient's own percentage (which their opponents' OMW% averages) it counts, by default, as a
match won (``ByeBasis.WON``), as MTG's tournament rules count it: the floor rules score a bye
as a win (3 points, floor rules, Scoring), and leaving it out would make a player who took a
bye and then won look weaker to their opponents than one who won the same match at a table.
``ByeBasis.LEFT_OUT`` (the event setting ``byes_in_match_win = "left out"``) keeps the other
reading: a bye says nothing about strength, so the round is left out of the percentage.
Absences always are. Every opponent's percentage is floored at 1/3 before averaging (the
floor is a setting).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from math import lcm

from tourney.swiss.model import Event, Outcome, Player, PlayerId, PlayerRecord


class Tiebreaker(StrEnum):
    MATCH_POINTS = "match points"
    OPPONENTS_MATCH_WIN = "opponents' match-win %"
    OPPONENTS_OPPONENTS_MATCH_WIN = "opponents' opponents' match-win %"
    HEAD_TO_HEAD = "head-to-head"  # wins minus losses against the players still tied
    BUCHHOLZ = "Buchholz"  # sum of opponents' match points
    RANDOM = "random"  # a seeded draw


PERCENTAGES = (Tiebreaker.OPPONENTS_MATCH_WIN, Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN)


def figure_text(tiebreaker: Tiebreaker, value: Fraction | None) -> str:
    """A tiebreaker figure as shown to players (screen, CSV, print): percentages to two
    decimals, whole numbers as they are, other fractions to two decimals."""
    if value is None:
        return ""
    if tiebreaker in PERCENTAGES:
        return f"{float(value) * 100:.2f}"
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}"


class MatchWinBasis(StrEnum):
    WINS = "wins"  # (wins + ½ draws) / matches played
    POINTS = "points"  # points / (3 × matches played)


class ByeBasis(StrEnum):
    WON = "won"  # a bye counts as a match won in the player's own match-win %
    LEFT_OUT = "left out"  # the bye round is left out of the player's own match-win %


DEFAULT_TIEBREAKERS = (
    Tiebreaker.MATCH_POINTS,
    Tiebreaker.OPPONENTS_MATCH_WIN,
    Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN,
)


@dataclass(frozen=True)
class StandingsRules:
    tiebreakers: tuple[Tiebreaker, ...] = DEFAULT_TIEBREAKERS
    match_win_basis: MatchWinBasis = MatchWinBasis.WINS
    byes: ByeBasis = ByeBasis.WON
    floor: Fraction = Fraction(1, 3)
    seed: int = 0  # for Tiebreaker.RANDOM


@dataclass(frozen=True)
class Standing:
    rank: int  # equal for players the chain cannot separate (1, 2, 2, 4)
    player: Player
    points: int
    wins: int
    losses: int
    draws: int
    byes: int
    match_win: Fraction  # the player's own percentage, unfloored
    figures: dict[Tiebreaker, Fraction] = field(default_factory=dict)
    # The first criterion of the chain on which this player falls below the player ranked just
    # above; None for the leader and for a player tied with the one above.
    below_above_by: Tiebreaker | None = None
    dropped: bool = False

    @property
    def record(self) -> str:
        """Wins-losses-draws, byes counted as wins as the floor rules score them: "3-1-0"."""
        return f"{self.wins + self.byes}-{self.losses}-{self.draws}"


def match_win_percentage(
    record: PlayerRecord, event: Event, basis: MatchWinBasis, byes: ByeBasis = ByeBasis.WON
) -> Fraction:
    """The player's own match-win percentage over matches against an opponent, and their byes
    as matches won unless ``byes`` leaves them out; 0 if none."""
    counted_byes = record.byes if byes is ByeBasis.WON else 0
    matches = record.played + counted_byes
    if matches == 0:
        return Fraction(0)
    if basis is MatchWinBasis.WINS:
        return Fraction(2 * (record.wins + counted_byes) + record.draws, 2 * matches)
    played_points = sum(event.scoring.points(r) for r in record.results if r.played)
    played_points += counted_byes * event.scoring.win
    return Fraction(played_points, event.scoring.win * matches)


# Sort keys, and the shown values, made only when asked for: ranking for pairing needs none.
_Figure = tuple[dict[PlayerId, int], Callable[[], dict[PlayerId, Fraction]]]


class _Figures:
    """Per-player tiebreaker values, each with an integer sort key. Percentages are summed as
    integers over a common denominator and become one ``Fraction`` per player only for show:
    thousands of players stay fast."""

    def __init__(self, event: Event, rules: StandingsRules) -> None:
        self.rules = rules
        self.records = event.records
        self.own = {
            pid: match_win_percentage(rec, event, rules.match_win_basis, rules.byes)
            for pid, rec in self.records.items()
        }
        floored = {pid: max(rules.floor, v) for pid, v in self.own.items()}
        # Every floored percentage is an integer number of 1/unit.
        self._unit = lcm(rules.floor.denominator, *{v.denominator for v in floored.values()})
        scaled = {pid: v.numerator * (self._unit // v.denominator) for pid, v in floored.items()}
        self._omw_sum = {
            pid: sum([scaled[o] for o in rec.opponents]) for pid, rec in self.records.items()
        }
        self._omw: _Figure | None = None
        # Every OMW% is an integer number of 1/(unit * counts).
        self._counts = lcm(*{len(rec.opponents) for rec in self.records.values()} - {0})
        self._floor_omw = (
            rules.floor.numerator * self._unit * self._counts // rules.floor.denominator
        )

    def match_points(self) -> _Figure:
        keys = {pid: rec.points for pid, rec in self.records.items()}
        return keys, lambda: {pid: Fraction(k) for pid, k in keys.items()}

    def omw(self) -> _Figure:
        if self._omw is not None:  # OOMW% reads it too
            return self._omw
        unit, counts, omw_sum = self._unit, self._counts, self._omw_sum
        floor_key, floor = self._floor_omw, self.rules.floor
        records = self.records
        keys = {}
        for pid, rec in records.items():
            played = len(rec.opponents)
            keys[pid] = omw_sum[pid] * (counts // played) if played else floor_key

        def values() -> dict[PlayerId, Fraction]:
            return {
                pid: Fraction(omw_sum[pid], unit * len(rec.opponents)) if rec.opponents else floor
                for pid, rec in records.items()
            }

        self._omw = keys, values
        return self._omw

    def oomw(self) -> _Figure:
        omw_keys, _ = self.omw()
        unit, counts = self._unit, self._counts
        floor_key, floor = self._floor_omw * counts, self.rules.floor
        records = self.records
        keys, totals = {}, {}
        for pid, rec in records.items():
            opponents = rec.opponents
            if opponents:
                total = totals[pid] = sum([omw_keys[o] for o in opponents])
                keys[pid] = total * (counts // len(opponents))
            else:
                keys[pid] = floor_key

        def values() -> dict[PlayerId, Fraction]:
            return {
                pid: Fraction(totals[pid], unit * counts * len(rec.opponents))
                if rec.opponents
                else floor
                for pid, rec in records.items()
            }

        return keys, values

    def buchholz(self) -> _Figure:
        keys = {
            pid: sum(self.records[o].points for o in rec.opponents)
            for pid, rec in self.records.items()
        }
        return keys, lambda: {pid: Fraction(k) for pid, k in keys.items()}

    def random(self) -> _Figure:
        ids = sorted(self.records)
        random.Random(self.rules.seed).shuffle(ids)
        keys = {pid: len(ids) - i for i, pid in enumerate(ids)}
        return keys, lambda: {pid: Fraction(k) for pid, k in keys.items()}

    def head_to_head(self, group: Sequence[PlayerId]) -> dict[PlayerId, int]:
        """Wins minus losses against the other players of ``group``."""
        members = set(group)
        values = {}
        for pid in group:
            score = 0
            for result in self.records[pid].results:
                if result.opponent in members:
                    score += {Outcome.WIN: 1, Outcome.LOSS: -1}.get(result.outcome, 0)
            values[pid] = score
        return values


def standings(
    event: Event, rules: StandingsRules | None = None, after_round: int | None = None
) -> list[Standing]:
    """Rank every player, dropped ones included (marked), after ``after_round`` (default: all
    results so far). Ties the whole chain cannot break share a rank and are listed in
    registration order."""
    rules = rules or StandingsRules()
    if after_round is not None:
        event = event.up_to(after_round)
    figures, chain, shown, ordered = _rank(event, rules)
    values = {t: show() for t, show in shown.items()}
    result = []
    position = 1
    for group, split_level in ordered:
        for i, pid in enumerate(group):
            rec = figures.records[pid]
            result.append(
                Standing(
                    rank=position,
                    player=rec.player,
                    points=rec.points,
                    wins=rec.wins,
                    losses=rec.losses,
                    draws=rec.draws,
                    byes=rec.byes,
                    match_win=figures.own[pid],
                    figures={t: values[t][pid] for t in chain if pid in values[t]},
                    below_above_by=chain[split_level] if i == 0 and split_level >= 0 else None,
                    dropped=rec.dropped_after is not None,
                )
            )
        position += len(group)
    return result


def ranking(event: Event, rules: StandingsRules | None = None) -> list[tuple[int, PlayerId]]:
    """(rank, player id) in the order and with the ranks of ``standings``, without working out
    the figures shown: what pairing reads."""
    _, _, _, ordered = _rank(event, rules or StandingsRules())
    ranks = []
    position = 1
    for group, _ in ordered:
        ranks += [(position, pid) for pid in group]
        position += len(group)
    return ranks


def _rank(
    event: Event, rules: StandingsRules
) -> tuple[
    _Figures,
    tuple[Tiebreaker, ...],
    dict[Tiebreaker, Callable[[], dict[PlayerId, Fraction]]],
    list[tuple[list[PlayerId], int]],
]:
    """The figures, the chain, each figure's shown values (to make) and the players in groups
    the chain cannot split, best first, each with the chain level that split it off."""
    figures = _Figures(event, rules)
    chain = (
        Tiebreaker.MATCH_POINTS,
        *(t for t in rules.tiebreakers if t is not Tiebreaker.MATCH_POINTS),
    )
    whole: dict[Tiebreaker, Callable[[], _Figure]] = {
        Tiebreaker.MATCH_POINTS: figures.match_points,
        Tiebreaker.OPPONENTS_MATCH_WIN: figures.omw,
        Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN: figures.oomw,
        Tiebreaker.BUCHHOLZ: figures.buchholz,
        Tiebreaker.RANDOM: figures.random,
        Tiebreaker.HEAD_TO_HEAD: lambda: ({}, lambda: head_to_head),  # group by group below
    }
    head_to_head: dict[PlayerId, Fraction] = {}
    computed = {t: whole[t]() for t in chain}
    shown = {t: values for t, (_, values) in computed.items()}
    # Dense ranks (0 = best) so that one sort compares small integers.
    dense: dict[Tiebreaker, dict[PlayerId, int]] = {}
    for t, (keys, _) in computed.items():
        index = {k: i for i, k in enumerate(sorted(set(keys.values()), reverse=True))}
        dense[t] = {pid: index[k] for pid, k in keys.items()}
    seed_order = {
        p.id: i for i, p in enumerate(sorted(event.players, key=lambda p: (p.seed, p.id)))
    }
    ordered: list[tuple[list[PlayerId], int]] = []  # (tied players, level that split them off)

    def split(group: list[PlayerId], level: int, split_level: int) -> None:
        """Order ``group`` (tied on every criterion before ``level``) by the rest of the chain;
        head-to-head is worked out among the players still tied when it comes up."""
        if level == len(chain) or len(group) == 1:
            ordered.append((sorted(group, key=seed_order.__getitem__), split_level))
            return
        if chain[level] is Tiebreaker.HEAD_TO_HEAD:
            vals = figures.head_to_head(group)
            head_to_head.update((p, Fraction(v)) for p, v in vals.items())
            by_value: dict[int, list[PlayerId]] = {}
            for pid in group:
                by_value.setdefault(vals[pid], []).append(pid)
            for i, value in enumerate(sorted(by_value, reverse=True)):
                split(by_value[value], level + 1, level if i else split_level)
            return
        end = next(
            (k for k in range(level, len(chain)) if chain[k] is Tiebreaker.HEAD_TO_HEAD),
            len(chain),
        )
        levels = [dense[chain[k]] for k in range(level, end)]
        columns = [[d[pid] for pid in group] for d in levels]
        keyed = sorted(zip(zip(*columns, strict=True), group, strict=True))
        run: list[PlayerId] = []
        run_level = split_level
        previous: tuple[int, ...] | None = None
        for key, pid in keyed:
            if previous is not None and key != previous:
                split(run, end, run_level)
                run = []
                run_level = level + next(k for k in range(len(key)) if key[k] != previous[k])
            run.append(pid)
            previous = key
        split(run, end, run_level)

    split([p.id for p in event.players], 0, -1)
    return figures, chain, shown, ordered
