"""Two real processes enter and correct results for the same tables at the same moment, over
a hundred tables: every time exactly one is saved, the other is told so in words, and the
table and the audit trail hold the saved one. Runs on SQLite, and on PostgreSQL when
``$TOURNEY_TEST_DATABASE_URL`` names a server (``.ci/run`` starts one)."""

from __future__ import annotations

import multiprocessing
import queue
from collections import defaultdict
from pathlib import Path

from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.events.audit import audit_trail, verify_trail
from tourney.events.matches import current_round, matches_in, rounds_of
from tourney.events.model import StaffRole
from tourney.events.rounds import store_pairing

TRIALS = 100  # tables whose result both stations enter, then correct, at the same moment
PAIRINGS = 40  # rounds both stations pair at the same moment (each needs a result between)


def _race(
    monkeypatch, url: str, event_id: int, phase: str, trials: int = TRIALS
) -> dict[int, dict[int, tuple]]:
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    import station_worker

    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    outcomes = context.Queue()
    workers = [
        context.Process(
            target=station_worker.run,
            args=(url, event_id, role, trials, phase, barrier, outcomes),
        )
        for role in (0, 1)
    ]
    for worker in workers:
        worker.start()
    by_trial: dict[int, dict[int, tuple]] = defaultdict(dict)
    received = 0
    while received < 2 * trials:
        try:
            trial, role, outcome, text = outcomes.get(timeout=5)
        except queue.Empty:
            dead = [w.exitcode for w in workers if not w.is_alive()]
            assert not dead, f"a station process ended early (exit codes {dead})"
            continue
        by_trial[trial][role] = (outcome, text)
        received += 1
    for worker in workers:
        worker.join(timeout=60)
        assert worker.exitcode == 0
    return by_trial


def _check_one_saved(
    by_trial: dict[int, dict[int, tuple]], where: str = "table {}"
) -> dict[int, str]:
    """Per trial (by table number): what was saved; the other station was refused, in words."""
    saved = {}
    for trial in range(len(by_trial)):
        outcomes = by_trial[trial]
        kinds = sorted(outcome for outcome, _ in outcomes.values())
        assert kinds == ["refused", "saved"], (trial, outcomes)
        saved[trial + 1] = next(text for outcome, text in outcomes.values() if outcome == "saved")
        refusal = next(text for outcome, text in outcomes.values() if outcome == "refused")
        assert "was not saved" in refusal and where.format(trial + 1) in refusal, refusal
    return saved


def test_two_stations_never_lose_or_silently_replace_a_result(db_url, store_event, monkeypatch):
    engine = open_database(db_url)
    with Session(engine) as session:
        event, staff, players = store_event(session, 2 * TRIALS, started=True)
        pairs = [(players[2 * n], players[2 * n + 1]) for n in range(TRIALS)]
        store_pairing(session, event, pairs, by=staff[StaffRole.SCOREKEEPER])
        session.commit()
        event_id = event.id

    entered = _check_one_saved(_race(monkeypatch, db_url, event_id, "enter"))
    with Session(engine) as session:
        event = session.get(type(event), event_id)
        stored = {
            m.table_number: m.result for m in matches_in(session, current_round(session, event))
        }
        assert stored == entered
        audited = [e for e in audit_trail(session, event) if e.action == "result"]
        assert sorted(e.details["table"] for e in audited) == list(range(1, TRIALS + 1))
        assert all(e.details["result"] == entered[e.details["table"]] for e in audited)
        assert verify_trail(session, event).ok

    corrected = _check_one_saved(_race(monkeypatch, db_url, event_id, "correct"))
    with Session(engine) as session:
        event = session.get(type(event), event_id)
        stored = {
            m.table_number: m.result for m in matches_in(session, current_round(session, event))
        }
        assert stored == corrected
        corrections = [e for e in audit_trail(session, event) if e.action == "result corrected"]
        assert sorted(e.details["table"] for e in corrections) == list(range(1, TRIALS + 1))
        for entry in corrections:  # each names the result it really replaced
            assert entry.details["previous"]["result"] == entered[entry.details["table"]]
            assert entry.details["result"] == corrected[entry.details["table"]]
        assert verify_trail(session, event).ok
    engine.dispose()


def test_two_stations_pairing_the_same_round_store_it_once(db_url, store_event, monkeypatch):
    """No IntegrityError: the second station is told the round was paired (or its previous
    round changed) and nothing of its pairing is stored."""
    engine = open_database(db_url)
    with Session(engine) as session:
        event, _staff, _players = store_event(session, 2, started=True)
        session.commit()
        event_id = event.id
    raced = _race(monkeypatch, db_url, event_id, "pair", PAIRINGS)
    paired = _check_one_saved(raced, "round {}")
    assert paired == {n: str(n) for n in range(1, PAIRINGS + 1)}
    with Session(engine) as session:
        event = session.get(type(event), event_id)
        rounds = rounds_of(session, event)
        assert [r.number for r in rounds] == list(range(1, PAIRINGS + 1))
        assert all(len(matches_in(session, r)) == 1 for r in rounds)
        audited = [
            e.details["round"] for e in audit_trail(session, event) if e.action == "round paired"
        ]
        assert audited == list(range(1, PAIRINGS + 1))
        assert verify_trail(session, event).ok
    engine.dispose()
