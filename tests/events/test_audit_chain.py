"""The audit trail is tamper-evident: every entry is chained to the one before by a hash, so an
edited export is refused on import and a direct SQL edit shows when the trail is verified,
naming the first entry that does not match."""

from __future__ import annotations

import copy
import json

import pytest
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from tourney.cli import main
from tourney.db.database import downgrade, open_database, upgrade
from tourney.db.schema import EventRow
from tourney.events.audit import audit_trail, verify_trail
from tourney.events.errors import EventFileError
from tourney.events.matches import current_round, matches_in
from tourney.events.model import PenaltyLevel, Result
from tourney.events.penalties import issue_penalty
from tourney.events.results import correct_result, record_result
from tourney.events.rounds import store_pairing
from tourney.events.staff import staff_of
from tourney.events.transfer import export_event, import_event


@pytest.fixture
def disqualified(session, scene):
    """An event whose head judge disqualified Cheerilee after a corrected result."""
    s = scene(players=4)
    a, b, c, d = s.players
    round_ = store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)
    one, _two = matches_in(session, round_)
    record_result(session, one, Result.A_WINS, by=s.scorekeeper)
    correct_result(session, one, Result.B_WINS, by=s.head_judge, why="slip was misread")
    issue_penalty(
        session,
        c,
        "cheating",
        judge=s.head_judge,
        level=PenaltyLevel.DISQUALIFICATION,
        notes="marked cards",
    )
    session.commit()
    return s


def _entry_number(data: dict, action: str) -> int:
    return next(n for n, e in enumerate(data["audit"], start=1) if e["action"] == action)


def test_a_trail_as_written_verifies_and_survives_export_and_import(session, disqualified):
    event = disqualified.event
    check = verify_trail(session, event)
    assert check.ok and check.entries == len(audit_trail(session, event))
    imported = import_event(session, export_event(session, event))
    session.commit()
    assert imported.audit_unverified is None
    assert verify_trail(session, imported).ok
    # New entries chain on from the imported ones.
    judge = next(s for s in staff_of(session, imported) if s.role == "head judge")
    table_one = matches_in(session, current_round(session, imported))[0]
    correct_result(session, table_one, Result.DRAW, by=judge, why="both agreed")
    session.commit()
    assert verify_trail(session, imported).ok


def _disqualification_reattributed(data: dict) -> int:
    number = _entry_number(data, "penalty")
    entry = data["audit"][number - 1]
    floor = next(s for s in data["staff"] if s["role"] == "floor judge")
    entry["who"] = f"{floor['name']} (floor judge)"
    entry["staff"] = floor["key"]
    return number


def _entry_deleted(data: dict) -> int:
    number = _entry_number(data, "result corrected")
    del data["audit"][number - 1]
    return number  # the entry after it now fails to chain


def _reason_rewritten(data: dict) -> int:
    number = _entry_number(data, "result corrected")
    data["audit"][number - 1]["why"] = "the players asked for it"
    return number


@pytest.mark.parametrize(
    "edit", [_disqualification_reattributed, _entry_deleted, _reason_rewritten]
)
def test_an_edited_export_is_refused_naming_the_first_entry_that_does_not_match(
    session, disqualified, edit
):
    data = export_event(session, disqualified.event)
    edited = copy.deepcopy(data)
    number = edit(edited)
    events_before = session.scalar(text("SELECT count(*) FROM event"))
    with pytest.raises(EventFileError) as refused:
        import_event(session, edited)
    assert f"entry {number} (" in str(refused.value)
    assert "does not verify" in str(refused.value) and "Nothing was imported" in str(refused.value)
    assert session.scalar(text("SELECT count(*) FROM event")) == events_before

    imported = import_event(session, edited, accept_unverified=True)
    session.commit()
    assert f"entry {number} (" in imported.audit_unverified


def test_the_last_entries_deleted_from_an_export_are_caught(session, disqualified):
    data = export_event(session, disqualified.event)
    data["audit"].pop()
    with pytest.raises(EventFileError, match="entries at the end were deleted"):
        import_event(session, data)


def test_a_file_from_before_the_chain_comes_in_marked_unverified(session, disqualified):
    data = export_event(session, disqualified.event)
    data["version"] = 2
    del data["event"]["audit_head"]
    for entry in data["audit"]:
        del entry["hash"]
    imported = import_event(session, data)
    session.commit()
    assert "version 2, which has no audit hashes" in imported.audit_unverified
    assert verify_trail(session, imported).ok  # chained here: later edits still show


@pytest.mark.parametrize(
    ("sql", "problem"),
    [
        (
            "UPDATE audit_entry SET why = 'asked nicely' WHERE action = 'result corrected'",
            "result corrected) does not match its hash",
        ),
        (
            "UPDATE audit_entry SET who = 'Fern Floor (floor judge)' WHERE action = 'penalty'",
            "penalty) names Fern Floor (floor judge) but points to the staff member Hazel Head",
        ),
        ("DELETE FROM audit_entry WHERE action = 'result'", "does not match its hash"),
        (
            "DELETE FROM audit_entry WHERE id = (SELECT max(id) FROM audit_entry)",
            "entries at the end were deleted",
        ),
    ],
)
def test_a_direct_sql_edit_of_the_trail_is_caught(session, disqualified, sql, problem):
    event = disqualified.event
    entries = len(audit_trail(session, event))
    session.execute(text(sql))
    session.commit()
    check = verify_trail(session, event)
    assert not check.ok
    assert problem in check.problem
    assert check.first_bad is not None and 1 <= check.first_bad <= entries


def test_the_command_verifies_and_names_the_first_bad_entry(tmp_path, capsys, store_event):
    db = tmp_path / "tourney.db"
    engine = open_database(db)
    with Session(engine) as session:
        event, _staff_rows, _players = store_event(session, 4, started=True)
        session.commit()
        name = event.name
    assert main(["event", "audit", name, "--verify", "--db", str(db)]) == 0
    assert "every hash matches" in capsys.readouterr().out
    with engine.begin() as connection:
        connection.execute(text("UPDATE audit_entry SET why = 'x' WHERE id = 2"))
    assert main(["event", "audit", name, "--verify", "--db", str(db)]) == 1
    out = capsys.readouterr().out
    assert "does not verify: entry 2 (" in out
    engine.dispose()


def test_the_command_refuses_an_edited_file_and_imports_it_marked_when_asked(
    tmp_path, capsys, store_event
):
    db = tmp_path / "tourney.db"
    engine = open_database(db)
    with Session(engine) as session:
        event, _staff_rows, _players = store_event(session, 4, started=True)
        data = export_event(session, event)
    engine.dispose()
    data["audit"][1]["why"] = "rewritten"
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["event", "import", str(path), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "the audit trail does not verify: entry 2 (" in err and "Traceback" not in err
    assert main(["event", "import", str(path), "--unverified", "--db", str(db)]) == 0
    assert "marked unverified" in capsys.readouterr().out
    engine = open_database(db)
    with Session(engine) as session:
        imported = str(max(session.scalars(select(EventRow.id))))
    engine.dispose()
    assert main(["event", "audit", imported, "--verify", "--db", str(db)]) == 1
    assert "marked unverified" in capsys.readouterr().out


def test_the_migration_chains_the_entries_already_in_a_database(tmp_path, store_event):
    """A database from before the chain: the upgrade keeps every entry and hashes them."""
    db = tmp_path / "tourney.db"
    engine = open_database(db)
    with Session(engine) as session:
        event, _staff_rows, _players = store_event(session, 6, started=True)
        session.commit()
        event_id = event.id
    counted = "SELECT id, at, who, action, why FROM audit_entry ORDER BY id"
    with engine.connect() as connection:
        before = connection.execute(text(counted)).all()
    downgrade(engine, "0005_simulated_draft_seats")
    upgrade(engine)
    with engine.connect() as connection:
        assert connection.execute(text(counted)).all() == before
    with Session(engine) as session:
        assert verify_trail(session, session.get(EventRow, event_id)).ok
    engine.dispose()
