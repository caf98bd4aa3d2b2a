"""Limited events in a fresh database per test: staff, players, and the event's format."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow, RegistrationRow, StaffRow
from tourney.events.model import StaffRole

NOON = datetime(2016, 9, 3, 12, 0)


@dataclass
class LimitedScene:
    event: EventRow
    organizer: StaffRow
    head_judge: StaffRow
    scorekeeper: StaffRow
    players: list[RegistrationRow]


@pytest.fixture
def session(db_url):
    engine = open_database(db_url)
    with Session(engine) as session:
        yield session
    engine.dispose()


@pytest.fixture
def limited_event(session, store_event):
    """``limited_event(format_id="draft", players=16)``: a limited event open for registration."""

    def build(format_id: str = "draft", players: int = 16, seed: int = 11) -> LimitedScene:
        event, staff, registrations = store_event(
            session, players, name="Ponyville Draft Night", format_id=format_id, seed=seed
        )
        session.commit()
        roles = (StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE, StaffRole.SCOREKEEPER)
        return LimitedScene(event, *(staff[r] for r in roles), registrations)

    return build


@pytest.fixture
def seated(session, limited_event):
    """``seated(players=4)``: a draft event with the Premiere block's packs and its pods seated."""
    from tourney.limited.event_pools import set_event_packs
    from tourney.limited.seating import assign_pods

    def build(players: int = 4):
        scene = limited_event(format_id="draft", players=players)
        set_event_packs(session, scene.event, block="premiere", by=scene.organizer)
        assign_pods(session, scene.event, seed=3, by=scene.head_judge)
        session.commit()
        return scene

    return build


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    def json(self):
        import json

        return json.loads(self.out)


@pytest.fixture
def tourney(tmp_path, capsys, card_db):
    """``tourney("limited", "pods", "1")``: the command on a copy of the card database."""
    import shutil

    from tourney.cli import main

    db = tmp_path / "tourney.db"
    for suffix in ("", "-wal", "-shm"):  # the card database may be in write-ahead-log mode
        if Path(card_db + suffix).exists():
            shutil.copy(card_db + suffix, str(db) + suffix)

    def run(*argv: str) -> Outcome:
        code = main([*argv, "--db", str(db)])
        out, err = capsys.readouterr()
        return Outcome(code, out, err)

    return run


@pytest.fixture
def cli_event(tourney):
    """A limited event made with the command line: ``cli_event("sealed", players=4)``."""

    def build(format_id: str, players: int) -> str:
        name = "Canterlot Limited"
        created = tourney(
            "event", "create", name, "--date", "2016-09-03", "--tier", "1", "--format",
            format_id, "--head-judge", "Hazel Head", "--scorekeeper", "Sam Scores",
            "--organizer", "Olive Organizer", "--seed", "7",
        )  # fmt: skip
        assert created.code == 0, created.err
        names = [f"Player {n:02d}" for n in range(1, players + 1)]
        added = tourney("player", "add", name, *names)
        assert added.code == 0, added.err
        return name

    return build
