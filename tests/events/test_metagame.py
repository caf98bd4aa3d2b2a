"""The event's metagame from a simulated event, checked against counts the test keeps itself."""

from __future__ import annotations

import random
from collections import Counter
from datetime import timedelta

from tourney.events.deck_lists import submit_deck_list
from tourney.events.event import start_event
from tourney.events.matches import matches_in
from tourney.events.metagame import OTHER, event_metagame
from tourney.events.model import Result, StaffRole
from tourney.events.results import record_result
from tourney.events.swiss_link import pair_next_round
from tourney.events.transfer import export_event

from .conftest import NOON

# Mane -> a few Draw deck cards: the archetypes players bring, by how often they are brought.
ARCHETYPES = {
    "Rainbow Dash, Hanging Out": (6, ["Cipher Splash, Born Ready", "Biff! Pow!"]),
    "Twilight Sparkle, Faithful Student": (4, ["Cipher Splash, Born Ready"]),
    "Fluttershy, Beastmaster": (3, ["Fluttershy, Monster Tamer"]),
    "Applejack, Steadfast Farmpony": (2, []),
    "Pinkie Pie, Party Animal": (1, ["Biff! Pow!"]),
}


def deck_text(mane: str, draw: list[str]) -> str:
    return "\n".join(["Mane Character", f"1 {mane}", "Draw deck", *(f"3 {d}" for d in draw)])


def test_metagame_figures_of_a_simulated_event_match_the_tests_own_counts(
    session, store_event, catalog
):
    players = [m for m, (n, _) in ARCHETYPES.items() for _ in range(n)]
    random.Random(5).shuffle(players)
    event, staff, registrations = store_event(session, len(players), at=NOON)
    keeper = staff[StaffRole.SCOREKEEPER]
    mane_of: dict[int, str] = {}
    expected_colours: Counter[str] = Counter()
    for registration, mane in zip(registrations, players, strict=True):
        draw = ARCHETYPES[mane][1]
        submit_deck_list(session, registration, deck_text(mane, draw), by=keeper, at=NOON)
        mane_of[registration.id] = mane
        colours = set(catalog.exact(mane).colours)
        for name in draw:
            colours |= set(catalog.exact(name).colours)
        expected_colours.update(str(c).capitalize() for c in colours)

        # It updates as lists are registered.
        seen = event_metagame(session, event, catalog)
        assert seen.total == len(mane_of)
        assert seen.manes[0].count == max(Counter(mane_of.values()).values())

    metagame = event_metagame(session, event, catalog)
    expected_manes = Counter(players)
    assert {s.label: s.count for s in metagame.manes} == expected_manes
    assert {s.label: round(s.share, 6) for s in metagame.manes} == {
        m: round(n / 16, 6) for m, n in expected_manes.items()
    }
    assert {s.label: s.count for s in metagame.colours} == expected_colours
    assert metagame.unreadable == [] and metagame.matchups == {}
    # Manes of two or more decks get their own row, most played first.
    assert metagame.main_manes == [m for m, (n, _) in ARCHETYPES.items() if n >= 2]

    start_event(session, event, by=staff[StaffRole.HEAD_JUDGE], at=NOON)
    rng = random.Random(9)
    records: dict[tuple[str, str], Counter[str]] = {}
    outcomes = [Result.A_WINS, Result.B_WINS, Result.DRAW, Result.DOUBLE_LOSS]
    clock = NOON
    for _ in range(3):
        clock += timedelta(minutes=50)
        round_, _ = pair_next_round(session, event, by=keeper, at=clock)
        for match in matches_in(session, round_):
            if match.player_b_id is None:
                continue
            result = rng.choices(outcomes, weights=[45, 45, 8, 2])[0]
            record_result(session, match, result, by=keeper, at=clock)
            a, b = mane_of[match.player_a_id], mane_of[match.player_b_id]
            a = a if a in metagame.main_manes else OTHER
            b = b if b in metagame.main_manes else OTHER
            side_a = {Result.A_WINS: "w", Result.B_WINS: "l", Result.DRAW: "d"}.get(result, "l")
            side_b = {Result.A_WINS: "l", Result.B_WINS: "w", Result.DRAW: "d"}.get(result, "l")
            records.setdefault((a, b), Counter())[side_a] += 1
            records.setdefault((b, a), Counter())[side_b] += 1

    after = event_metagame(session, event, catalog)
    assert after.swiss_rounds == 3
    assert {pair: (r.wins, r.losses, r.draws) for pair, r in after.matchups.items()} == {
        pair: (c["w"], c["l"], c["d"]) for pair, c in records.items()
    }
    assert sum(r.matches for r in after.matchups.values()) == 2 * 3 * 8  # both sides, no byes

    exported = export_event(session, event, catalog)["metagame"]
    assert exported["decks"] == 16
    assert {m["label"]: m["count"] for m in exported["manes"]} == expected_manes
    assert len(exported["matchups"]) == len(records)
