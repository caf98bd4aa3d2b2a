"""A Swiss event as plain data: players, per-player results by round, drops, and the scoring.

No database and no Qt: the storage layer builds an ``Event`` from its rows and hands it to
``standings``, ``pair_round`` or ``top_cut``; everything here is immutable.

Each match is recorded from both sides, one ``Result`` per player, so a double loss (both players
lose: floor rules, Game Loss, "If both players receive a Game Loss penalty during the same game
then both players will receive a loss") is simply two losses. ``match_won``, ``match_drawn``,
``match_double_loss`` and ``match_bye`` build the two (or one) results of a match.

Scoring (floor rules, Scoring): win 3, loss 1, draw 1, bye 3. A match is one game (floor rules,
Match Structure). A conceded game is a loss (floor rules, Conceding and Dropping) and a no-show
gets a Game Loss (floor rules, Tardiness): both are ordinary losses here, with the ``Ending``
kept for the record.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from operator import attrgetter

PlayerId = int


class EventError(ValueError):
    """The event data contradicts itself; the message names the player and round."""


class Outcome(StrEnum):
    """One player's outcome in one round."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"
    BYE = "bye"  # pairing-allocated bye: scored as a win (floor rules, Scoring, "Bye (W)")
    ABSENT = "absent"  # not paired this round (late entry, requested absence): no points


class Ending(StrEnum):
    """How a match came to its result. Same words as ``tourney.events.model.Ending``."""

    PLAYED = "played"
    CONCEDED = "conceded"  # floor rules, Conceding and Dropping
    NO_SHOW = "no-show"  # floor rules, Tardiness: a Game Loss after five minutes
    GAME_LOSS = "game loss"  # a Game Loss penalty decided it (floor rules, Game Loss)
    DROPPED = "dropped"  # a drop after pairing concedes the round (Conceding and Dropping)
    BYE = "bye"


@dataclass(frozen=True)
class Scoring:
    """Points per outcome. The default is MLP's (floor rules, Scoring); other systems only come
    in through TRF files (``tourney.swiss.trf``), where chess scores 1 / ½ / 0."""

    win: int = 3
    draw: int = 1
    loss: int = 1
    bye: int = 3
    forfeit_loss: int = 1  # a no-show is a Game Loss, i.e. a loss (floor rules, Tardiness)
    absent: int = 0

    def points(self, result: Result) -> int:
        if result.outcome is Outcome.WIN:
            return self.win
        if result.outcome is Outcome.DRAW:
            return self.draw
        if result.outcome is Outcome.BYE:
            return self.bye
        if result.outcome is Outcome.ABSENT:
            return self.absent
        return self.forfeit_loss if result.ending is Ending.NO_SHOW else self.loss


MLP_SCORING = Scoring()


@dataclass(frozen=True)
class Player:
    """A registered player. ``seed`` is the registration order (lower registered earlier);
    ``pod`` groups players who may be restricted to meeting only each other."""

    id: PlayerId
    name: str
    seed: int = 0
    pod: str | None = None


@dataclass(frozen=True)
class Result:
    """One player's result in one round. ``opponent`` is None for a bye or an absence, and for
    an unplayed win or draw read from a TRF file (a chess full- or half-point bye)."""

    round: int
    player: PlayerId
    outcome: Outcome
    opponent: PlayerId | None = None
    ending: Ending = Ending.PLAYED

    @property
    def played(self) -> bool:
        """True when there was an opponent: the rounds that count for match-win percentage."""
        return self.opponent is not None


def new_result(
    round: int,
    player: PlayerId,
    outcome: Outcome,
    opponent: PlayerId | None = None,
    ending: Ending = Ending.PLAYED,
) -> Result:
    """``Result(round, player, outcome, opponent, ending)``, made three times as fast: for
    reading thousands of results from a file, where the frozen dataclass's ``__init__`` (one
    ``object.__setattr__`` per field) is a good part of the time."""
    result = _new_object(Result)
    fields = result.__dict__
    fields["round"] = round
    fields["player"] = player
    fields["outcome"] = outcome
    fields["opponent"] = opponent
    fields["ending"] = ending
    return result


_new_object = object.__new__


@dataclass(frozen=True)
class Drop:
    """The player dropped after ``after_round`` (0: before round 1) and is not paired again.

    Floor rules, Conceding and Dropping: a player who drops once the round is paired concedes
    that round; record that loss (``Ending.DROPPED``) and a drop after that round."""

    player: PlayerId
    after_round: int


def match_won(
    round: int, winner: PlayerId, loser: PlayerId, ending: Ending = Ending.PLAYED
) -> tuple[Result, Result]:
    return (
        Result(round, winner, Outcome.WIN, loser, ending),
        Result(round, loser, Outcome.LOSS, winner, ending),
    )


def match_drawn(round: int, a: PlayerId, b: PlayerId) -> tuple[Result, Result]:
    """Time was called and the points were equal (floor rules, End of Match Procedures)."""
    return Result(round, a, Outcome.DRAW, b), Result(round, b, Outcome.DRAW, a)


def match_double_loss(
    round: int, a: PlayerId, b: PlayerId, ending: Ending = Ending.GAME_LOSS
) -> tuple[Result, Result]:
    """Both players lose, 1 point each (floor rules, Game Loss)."""
    return (
        Result(round, a, Outcome.LOSS, b, ending),
        Result(round, b, Outcome.LOSS, a, ending),
    )


def match_bye(round: int, player: PlayerId) -> tuple[Result]:
    return (Result(round, player, Outcome.BYE, None, Ending.BYE),)


_MIRROR = {
    Outcome.WIN: {Outcome.LOSS},
    Outcome.LOSS: {Outcome.WIN, Outcome.LOSS},
    Outcome.DRAW: {Outcome.DRAW},
}


@dataclass(frozen=True)
class PlayerRecord:
    """Everything about one player that standings and pairing read, derived from the results."""

    player: Player
    results: tuple[Result, ...]  # by round
    points: int
    wins: int
    losses: int
    draws: int
    byes: int
    opponents: tuple[PlayerId, ...]  # one entry per match played, in round order
    dropped_after: int | None

    @property
    def played(self) -> int:
        """Matches played against an opponent (byes and absences excluded)."""
        return len(self.opponents)

    def met(self, other: PlayerId) -> int:
        return self.opponents.count(other)


@dataclass(frozen=True)
class Event:
    """Players, results and drops of one Swiss event. Validated when built: every result has
    its opponent's mirror result, nobody has two results in a round, ids are unique."""

    players: tuple[Player, ...]
    results: tuple[Result, ...] = ()
    drops: tuple[Drop, ...] = ()
    scoring: Scoring = field(default=MLP_SCORING)

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        object.__setattr__(self, "results", tuple(self.results))
        object.__setattr__(self, "drops", tuple(self.drops))
        _validate(self)

    @cached_property
    def by_id(self) -> dict[PlayerId, Player]:
        return {p.id: p for p in self.players}

    @cached_property
    def rounds_played(self) -> int:
        """The highest round with a result, 0 before round 1."""
        return max((r.round for r in self.results), default=0)

    @cached_property
    def records(self) -> dict[PlayerId, PlayerRecord]:
        by_player: dict[PlayerId, list[Result]] = defaultdict(list)
        for result in sorted(self.results, key=attrgetter("round")):
            by_player[result.player].append(result)
        dropped = {d.player: d.after_round for d in self.drops}
        scoring = self.scoring
        points_for = {
            Outcome.WIN: scoring.win,
            Outcome.DRAW: scoring.draw,
            Outcome.BYE: scoring.bye,
            Outcome.ABSENT: scoring.absent,
        }
        records = {}
        for player in self.players:
            results = by_player.get(player.id, [])
            wins = losses = draws = byes = points = 0
            opponents = []
            for r in results:
                outcome = r.outcome
                if outcome is Outcome.LOSS:
                    losses += 1
                    points += scoring.forfeit_loss if r.ending is Ending.NO_SHOW else scoring.loss
                    opponents.append(r.opponent)
                    continue
                points += points_for[outcome]
                if r.opponent is not None:
                    opponents.append(r.opponent)
                    wins += outcome is Outcome.WIN
                    draws += outcome is Outcome.DRAW
                elif outcome is Outcome.BYE:
                    byes += 1
            records[player.id] = PlayerRecord(
                player=player,
                results=tuple(results),
                points=points,
                wins=wins,
                losses=losses,
                draws=draws,
                byes=byes,
                opponents=tuple(opponents),
                dropped_after=dropped.get(player.id),
            )
        return records

    def record(self, player: PlayerId) -> PlayerRecord:
        return self.records[player]

    def active_players(self, round: int) -> list[Player]:
        """Players who may be paired in ``round``: not dropped before it (floor rules,
        Conceding and Dropping)."""
        records = self.records
        return [
            p
            for p in self.players
            if records[p.id].dropped_after is None or records[p.id].dropped_after >= round
        ]

    def up_to(self, round: int) -> Event:
        """The event as it stood after ``round``: later results and drops left out."""
        return Event(
            self.players,
            tuple(r for r in self.results if r.round <= round),
            tuple(d for d in self.drops if d.after_round <= round),
            self.scoring,
        )

    def with_results(self, results: Iterable[Result]) -> Event:
        return Event(self.players, (*self.results, *results), self.drops, self.scoring)

    def with_drops(self, drops: Iterable[Drop]) -> Event:
        return Event(self.players, self.results, (*self.drops, *drops), self.scoring)


def _validate(event: Event) -> None:
    ids = [p.id for p in event.players]
    if len(set(ids)) != len(ids):
        raise EventError("two players share an id")
    known = set(ids)
    seen: dict[tuple[int, PlayerId], Result] = {}
    loss, no_opponent = Outcome.LOSS, (Outcome.BYE, Outcome.ABSENT)
    for result in event.results:
        player, round_, opponent = result.player, result.round, result.opponent
        if player not in known:
            raise EventError(f"round {round_}: result for unknown player {player}")
        if round_ < 1:
            raise EventError(f"player {player}: round numbers start at 1")
        key = (round_, player)
        if key in seen:
            raise EventError(f"round {round_}: player {player} has two results")
        seen[key] = result
        if opponent is not None:
            if result.outcome in no_opponent:
                raise EventError(
                    f"round {round_}: player {player}'s {result.outcome} has an opponent"
                )
        elif result.outcome is loss:
            raise EventError(
                f"round {round_}: player {player} lost without an opponent; "
                "record an absence instead"
            )
    mirror = _MIRROR
    for (round_, player), result in seen.items():
        opponent = result.opponent
        if opponent is None:
            continue
        if opponent == player or opponent not in known:
            raise EventError(f"round {round_}: player {player} has an impossible opponent")
        other = seen.get((round_, opponent))
        if other is None or other.opponent != player:
            raise EventError(
                f"round {round_}: player {player} played {opponent}, "
                "whose result does not name them"
            )
        if other.outcome not in mirror[result.outcome]:
            raise EventError(
                f"round {round_}: players {player} and {opponent} have results "
                f"{result.outcome} and {other.outcome}, which cannot both be true"
            )
    for drop in event.drops:
        if drop.player not in known:
            raise EventError(f"drop of unknown player {drop.player}")
    if len({d.player for d in event.drops}) != len(event.drops):
        raise EventError("a player dropped twice")
