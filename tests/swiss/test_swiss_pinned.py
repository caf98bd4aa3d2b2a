"""Large seeded events paired and ranked exactly as before: speed work on reading TRF files,
standings and pairing must not change a single pair or figure. The expected files were written
by the code these tests guard; regenerate them only for an intended change of pairing or
standings (``python tests/swiss/test_swiss_pinned.py``)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from swiss_events import swiss_like_event

from tourney.swiss.standings import StandingsRules, Tiebreaker, standings
from tourney.swiss.trf import pair_trf, read_trf, write_trf

PINNED = Path(__file__).parent / "pinned"
SIZES = ((512, 9, 5), (2048, 11, 7))  # players, rounds played, seed


def event_trf(size: int, rounds: int, seed: int) -> str:
    event = swiss_like_event(random.Random(seed), size, rounds)
    forbidden = [frozenset((k, k + 1)) for k in range(1, size, size // 8)]
    return write_trf(event, total_rounds=rounds + 1, do_not_pair=forbidden)


def standings_text(trf: str) -> str:
    event = read_trf(trf).event
    chains = (
        StandingsRules(),
        StandingsRules(
            tiebreakers=(Tiebreaker.MATCH_POINTS, Tiebreaker.BUCHHOLZ, Tiebreaker.HEAD_TO_HEAD)
        ),
    )
    lines = []  # exact figures, every tiebreaker of two chains
    for rules in chains:
        for s in standings(event, rules):
            figures = " ".join(str(v) for v in s.figures.values())
            lines.append(
                f"{s.rank} {s.player.id} {s.record} {s.match_win} {figures} {s.below_above_by}"
            )
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("size", "rounds", "seed"), SIZES)
def test_large_event_pairs_as_pinned(size: int, rounds: int, seed: int) -> None:
    trf = event_trf(size, rounds, seed)
    for pair_seed in (1, 2):
        expected = (PINNED / f"pairs-{size}-seed{pair_seed}.txt").read_text(encoding="utf-8")
        assert pair_trf(trf, pair_seed) == expected


def test_large_event_standings_as_pinned() -> None:
    size, rounds, seed = SIZES[0]
    expected = (PINNED / f"standings-{size}.txt").read_text(encoding="utf-8")
    assert standings_text(event_trf(size, rounds, seed)) == expected


if __name__ == "__main__":  # regenerate the pinned files
    sys.path.insert(0, str(Path(__file__).parent))
    for size, rounds, seed in SIZES:
        trf = event_trf(size, rounds, seed)
        for pair_seed in (1, 2):
            (PINNED / f"pairs-{size}-seed{pair_seed}.txt").write_text(
                pair_trf(trf, pair_seed), encoding="utf-8"
            )
        if size == SIZES[0][0]:
            (PINNED / f"standings-{size}.txt").write_text(standings_text(trf), encoding="utf-8")
