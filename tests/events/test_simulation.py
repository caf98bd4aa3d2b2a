"""A simulated event is played through the stored path and reports its pairing figures."""

from __future__ import annotations

import json

import pytest

from tourney.events.audit import audit_trail
from tourney.events.matches import matches_in, rounds_of
from tourney.events.registration import registrations_of
from tourney.events.simulation import simulate_event
from tourney.events.swiss_link import event_standings


def test_simulation_stores_every_round_with_results_and_reports_it(session):
    seen = []
    report = simulate_event(
        session, players=21, rounds=4, seed=5, drop_rate=0.1, on_round=seen.append
    )
    event_id = report.event_id
    from tourney.db.schema import EventRow

    event = session.get(EventRow, event_id)
    assert event.name == report.event_name
    rounds = rounds_of(session, event)
    assert [r.number for r in rounds] == [1, 2, 3, 4]
    assert seen == report.rounds
    registrations = registrations_of(session, event)
    dropped = sum(r.dropped_at is not None for r in registrations)
    assert dropped == sum(r.dropped for r in report.rounds) > 0
    for round_, figures in zip(rounds, report.rounds, strict=True):
        matches = matches_in(session, round_)
        assert all(m.result is not None for m in matches)
        seated = sum(1 + (m.player_b_id is not None) for m in matches)
        assert figures.players_paired == seated
        assert figures.byes == sum(m.player_b_id is None for m in matches)
        assert figures.rematches == 0 and figures.pairing_seconds > 0
    # Points of every player add up from the results: 3 a win or bye, 1 a loss or draw.
    standings = event_standings(session, event)
    assert len(standings) == 21
    data = json.loads(report.to_json())
    assert data["event"] == {"id": event_id, "name": event.name}
    assert [r["round"] for r in data["rounds"]] == [1, 2, 3, 4]
    actions = [e.action for e in audit_trail(session, event)]
    assert actions.count("round paired") == 4 and actions.count("player dropped") == dropped


def test_the_same_seed_simulates_the_same_event(session):
    first = simulate_event(session, players=10, rounds=3, seed=9, name="A")
    second = simulate_event(session, players=10, rounds=3, seed=9, name="B")
    from tourney.db.schema import EventRow

    def tables(report):
        event = session.get(EventRow, report.event_id)
        return [
            [
                (m.player_a.player.name, m.player_b and m.player_b.player.name, m.result)
                for m in matches_in(session, r)
            ]
            for r in rounds_of(session, event)
        ]

    assert tables(first) == tables(second)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 1, "rounds": 1}, "at least 2 players"),
        ({"players": 4, "rounds": 0}, "at least 1 round"),
        ({"players": 4, "rounds": 1, "drop_rate": 1.5}, "drop rate"),
    ],
)
def test_simulation_refuses_impossible_settings(session, kwargs, message):
    with pytest.raises(ValueError, match=message):
        simulate_event(session, seed=1, **kwargs)
