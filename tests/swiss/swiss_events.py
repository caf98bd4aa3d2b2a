"""Random Swiss events for the property tests: arbitrary (not Swiss) past pairings, so that
rematch avoidance is stressed, with draws, double losses, byes, no-shows, drops and pods."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tourney.swiss.model import (
    Drop,
    Ending,
    Event,
    Player,
    Result,
    match_bye,
    match_double_loss,
    match_drawn,
    match_won,
)

if TYPE_CHECKING:
    from tourney.swiss.pairing import RoundPairing

NAMES = [
    "Applejack",
    "Rarity",
    "Fluttershy",
    "Pinkie Pie",
    "Twilight Sparkle",
    "Rainbow Dash",
    "Spike",
    "Starlight",
    "Trixie",
    "Sunset",
    "Discord",
    "Zecora",
]


def players(count: int, pods: int = 0) -> tuple[Player, ...]:
    return tuple(
        Player(
            i,
            f"{NAMES[(i - 1) % len(NAMES)]} {(i - 1) // len(NAMES) + 1}",
            seed=i,
            pod=f"pod {i % pods}" if pods else None,
        )
        for i in range(1, count + 1)
    )


def play(rng: random.Random, round_: int, a: int, b: int) -> tuple[Result, ...]:
    """A random result: mostly wins, some draws, double losses, no-shows and concessions."""
    x = rng.random()
    if x < 0.08:
        return match_drawn(round_, a, b)
    if x < 0.12:
        return match_double_loss(round_, a, b)
    winner, loser = (a, b) if rng.random() < 0.5 else (b, a)
    ending = rng.choice([Ending.PLAYED] * 8 + [Ending.CONCEDED, Ending.NO_SHOW])
    return match_won(round_, winner, loser, ending)


def random_event(
    rng: random.Random, count: int, rounds: int, pods: int = 0, drop_rate: float = 0.05
) -> Event:
    """``rounds`` rounds of random pairings among the players still in."""
    event = Event(players(count, pods))
    for round_ in range(1, rounds + 1):
        active = [p.id for p in event.active_players(round_)]
        rng.shuffle(active)
        results: list[Result] = []
        if len(active) % 2:
            results += match_bye(round_, active.pop())
        for k in range(0, len(active), 2):
            results += play(rng, round_, active[k], active[k + 1])
        drops = [
            Drop(pid, round_)
            for pid in active
            if rng.random() < drop_rate and event.record(pid).dropped_after is None
        ]
        event = event.with_results(results).with_drops(drops)
    return event


def results_for(rng: random.Random, pairing: RoundPairing) -> list[Result]:
    results: list[Result] = []
    for a, b in pairing.pairs:
        results += match_bye(pairing.round, a) if b is None else play(rng, pairing.round, a, b)
    return results


def swiss_like_event(rng: random.Random, count: int, rounds: int) -> Event:
    """``rounds`` rounds paired the Swiss way without ``pair_round`` (so the event does not
    change when pairing does): players ordered by points, each paired with the next one they
    have not met, the bye to the last player without one; random results and a few drops."""
    event = Event(players(count))
    for round_ in range(1, rounds + 1):
        records = event.records
        active = [p.id for p in event.active_players(round_)]
        rng.shuffle(active)
        active.sort(key=lambda pid: -records[pid].points)
        results: list[Result] = []
        if len(active) % 2:
            bye = next((p for p in reversed(active) if not records[p].byes), active[-1])
            active.remove(bye)
            results += match_bye(round_, bye)
        while active:
            a = active.pop(0)
            b = next((p for p in active if p not in records[a].opponents), active[0])
            active.remove(b)
            results += play(rng, round_, a, b)
        drops = [
            Drop(r.player, round_)
            for r in results
            if rng.random() < 0.01 and records[r.player].dropped_after is None
        ]
        event = event.with_results(results).with_drops(drops)
    return event
