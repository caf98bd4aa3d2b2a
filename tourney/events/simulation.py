"""A whole Swiss event with random results, played through the same functions an organizer's
actions call (``register_player``, ``pair_next_round``, ``record_result``, ``drop_player``), so
it measures and exercises the real path: pairing time and quality round by round.

Results are drawn from a seeded generator: mostly wins, some draws (time called, floor rules,
End of Match Procedures) and rare double losses (both players absent, floor rules, Tardiness).
The same arguments give the same event.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta

from sqlalchemy.orm import Session

from tourney.events.event import StaffMember, create_event, start_event
from tourney.events.matches import matches_in
from tourney.events.model import Ending, Result, StaffRole, Tier
from tourney.events.players import add_players
from tourney.events.registration import drop_player, register_player
from tourney.events.results import record_result
from tourney.events.staff import staff_of
from tourney.events.swiss_link import pair_next_round

# Chances of each result of a played match; the rest of 1.0 is a double loss.
WIN_SHARE = 0.90  # either player, evenly
DRAW_SHARE = 0.08
SIMULATED_DATE = date(2019, 6, 22)  # a date on which every Harmony card is out


@dataclass(frozen=True)
class SimulatedRound:
    round: int
    pairing_seconds: float  # ``pair_next_round`` alone: reading the event, pairing, storing
    players_paired: int  # players at a table or with the bye
    rematches: int
    pair_downs: int  # pairs across score groups
    group_crossings: int  # score-group boundaries crossed, summed over the pairs
    parity_minimum: int  # the fewest crossings the score groups' parity allows
    byes: int
    bends: tuple[str, ...]  # the pairing rules that had to bend, as the audit trail says
    dropped: int  # players who dropped after this round's results


@dataclass
class SimulationReport:
    event_id: int
    event_name: str
    players: int
    seed: int
    drop_rate: float
    rounds: list[SimulatedRound] = field(default_factory=list)

    @property
    def total_pairing_seconds(self) -> float:
        return sum(r.pairing_seconds for r in self.rounds)

    def as_dict(self) -> dict[str, object]:
        return {
            "event": {"id": self.event_id, "name": self.event_name},
            "players": self.players,
            "seed": self.seed,
            "drop_rate": self.drop_rate,
            "total_pairing_seconds": self.total_pairing_seconds,
            "rounds": [{**asdict(r), "bends": list(r.bends)} for r in self.rounds],
        }

    def to_json(self) -> str:
        return json.dumps(self.as_dict(), indent=2, ensure_ascii=False)


def simulate_event(
    session: Session,
    *,
    players: int,
    rounds: int,
    seed: int,
    drop_rate: float = 0.0,
    name: str | None = None,
    on_round: Callable[[SimulatedRound], None] | None = None,
) -> SimulationReport:
    """Create a Tier 1 Harmony event with staff and ``players`` players, start it, and play
    ``rounds`` Swiss rounds with seeded random results. After each round's results every
    player still in drops with chance ``drop_rate`` (never leaving fewer than two).
    ``on_round`` is called with each round's figures as soon as it is played. The session is
    flushed, not committed: the caller decides whether to keep the event."""
    if players < 2:
        raise ValueError(f"a simulated event needs at least 2 players, not {players}")
    if rounds < 1:
        raise ValueError(f"a simulated event plays at least 1 round, not {rounds}")
    if not 0.0 <= drop_rate < 1.0:
        raise ValueError(f"the drop rate is a chance from 0 up to 1, not {drop_rate}")
    rng = random.Random(seed)
    clock = datetime.combine(SIMULATED_DATE, datetime.min.time()) + timedelta(hours=10)
    event = create_event(
        session,
        name=name or f"Simulated event: {players} players, {rounds} rounds, seed {seed}",
        on=SIMULATED_DATE,
        tier=Tier.LOCAL,
        format_id="harmony",
        seed=seed,
        planned_rounds=rounds,
        staff=[
            StaffMember("Simulated Organizer", StaffRole.ORGANIZER),
            StaffMember("Simulated Head Judge", StaffRole.HEAD_JUDGE),
            StaffMember("Simulated Scorekeeper", StaffRole.SCOREKEEPER),
        ],
        at=clock,
    )
    organizer, head_judge, scorekeeper = staff_of(session, event)
    width = len(str(players))
    names = [f"Player {n:0{width}d}" for n in range(1, players + 1)]
    registrations = [
        register_player(session, event, player, by=scorekeeper, at=clock)
        for player in add_players(session, names, at=clock).players
    ]
    start_event(session, event, by=head_judge, at=clock)
    report = SimulationReport(event.id, event.name, players, seed, drop_rate)
    active = list(registrations)
    for _ in range(rounds):
        clock += timedelta(minutes=50)
        started = time.perf_counter()
        round_, pairing = pair_next_round(session, event, by=scorekeeper, at=clock)
        seconds = time.perf_counter() - started
        for match in matches_in(session, round_):
            if match.result is None:
                result, ending = _random_result(rng)
                record_result(session, match, result, by=scorekeeper, ending=ending, at=clock)
        leaving = [r for r in active if rng.random() < drop_rate][: max(0, len(active) - 2)]
        for registration in leaving:
            drop_player(session, registration, by=scorekeeper, why="simulated drop", at=clock)
        active = [r for r in active if r not in leaving]
        stats = pairing.stats
        played = SimulatedRound(
            round=round_.number,
            pairing_seconds=seconds,
            players_paired=len(pairing.ranking),
            rematches=stats.rematches,
            pair_downs=stats.pair_downs,
            group_crossings=stats.group_crossings,
            parity_minimum=stats.parity_minimum,
            byes=stats.byes,
            bends=tuple(bend.message for bend in pairing.bends),
            dropped=len(leaving),
        )
        report.rounds.append(played)
        if on_round is not None:
            on_round(played)
    return report


def _random_result(rng: random.Random) -> tuple[Result, Ending]:
    roll = rng.random()
    if roll < WIN_SHARE / 2:
        return Result.A_WINS, Ending.PLAYED
    if roll < WIN_SHARE:
        return Result.B_WINS, Ending.PLAYED
    if roll < WIN_SHARE + DRAW_SHARE:
        return Result.DRAW, Ending.PLAYED
    return Result.DOUBLE_LOSS, Ending.NO_SHOW
