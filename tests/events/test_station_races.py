"""Two real processes enter and correct results for the same tables at the same moment, over
a hundred tables, and pair the same rounds at the same moment: every time exactly one is
saved, the other is told so in words, and the tables and the audit trail hold the saved one.
Runs on SQLite, and on PostgreSQL when ``$TOURNEY_TEST_DATABASE_URL`` names a server
(``.ci/run`` starts one). One pair of processes runs every phase: starting them is the slow
part."""

from __future__ import annotations

import multiprocessing
import queue
from collections import defaultdict
from pathlib import Path

from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow
from tourney.events.audit import audit_trail, verify_trail
from tourney.events.matches import current_round, matches_in, rounds_of
from tourney.events.model import StaffRole
from tourney.events.rounds import store_pairing

TRIALS = 100  # tables whose result both stations enter, then correct, at the same moment
PAIRINGS = 40  # rounds both stations pair at the same moment (each needs a result between)

Outcomes = dict[str, dict[int, dict[int, tuple[str, str]]]]  # phase -> trial -> role -> outcome


def _race(monkeypatch, url: str, phases: list[tuple[str, int, int]]) -> Outcomes:
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    import station_worker

    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    outcomes = context.Queue()
    workers = [
        context.Process(target=station_worker.run, args=(url, role, phases, barrier, outcomes))
        for role in (0, 1)
    ]
    for worker in workers:
        worker.start()
    found: Outcomes = defaultdict(lambda: defaultdict(dict))
    expected = 2 * sum(trials for _phase, _event, trials in phases)
    received = 0
    while received < expected:
        try:
            phase, trial, role, outcome, text = outcomes.get(timeout=5)
        except queue.Empty:
            dead = [w.exitcode for w in workers if not w.is_alive()]
            assert not dead, f"a station process ended early (exit codes {dead})"
            continue
        found[phase][trial][role] = (outcome, text)
        received += 1
    for worker in workers:
        worker.join(timeout=60)
        assert worker.exitcode == 0
    return found


def _one_saved(by_trial: dict[int, dict[int, tuple[str, str]]], where: str) -> dict[int, str]:
    """Per trial (numbered from 1, as tables and rounds are): what was saved; the other
    station was refused, in words naming the table or round."""
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
        two, _staff, _players = store_event(session, 2, name="Two Player Test", started=True)
        session.commit()
        event_id, two_id = event.id, two.id

    found = _race(
        monkeypatch,
        db_url,
        [("enter", event_id, TRIALS), ("correct", event_id, TRIALS), ("pair", two_id, PAIRINGS)],
    )
    entered = _one_saved(found["enter"], "table {}")
    corrected = _one_saved(found["correct"], "table {}")
    paired = _one_saved(found["pair"], "round {}")

    with Session(engine) as session:
        event = session.get(EventRow, event_id)
        round_one = current_round(session, event)
        stored = {m.table_number: m.result for m in matches_in(session, round_one)}
        assert stored == corrected
        trail = audit_trail(session, event)
        results = [e for e in trail if e.action == "result"]
        assert sorted(e.details["table"] for e in results) == list(range(1, TRIALS + 1))
        assert all(e.details["result"] == entered[e.details["table"]] for e in results)
        corrections = [e for e in trail if e.action == "result corrected"]
        assert sorted(e.details["table"] for e in corrections) == list(range(1, TRIALS + 1))
        for entry in corrections:  # each names the result it really replaced
            assert entry.details["previous"]["result"] == entered[entry.details["table"]]
            assert entry.details["result"] == corrected[entry.details["table"]]
        assert verify_trail(session, event).ok

        # Pairing: no IntegrityError; each round stored once, by the station told it was.
        two = session.get(EventRow, two_id)
        assert paired == {n: str(n) for n in range(1, PAIRINGS + 1)}
        rounds = rounds_of(session, two)
        assert [r.number for r in rounds] == list(range(1, PAIRINGS + 1))
        assert all(len(matches_in(session, r)) == 1 for r in rounds)
        audited = [
            e.details["round"] for e in audit_trail(session, two) if e.action == "round paired"
        ]
        assert audited == list(range(1, PAIRINGS + 1))
        assert verify_trail(session, two).ok
    engine.dispose()
