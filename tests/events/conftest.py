"""An event with its staff and players, in a fresh database per test."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow, RegistrationRow, StaffRow
from tourney.events.model import StaffRole, Tier

NOON = datetime(2016, 9, 3, 12, 0)
DECK = "Mane Character\n1x Twilight Sparkle, Princess of Friendship\n"
NAMES = [
    "Applejack Fan",
    "Bon Bon",
    "Cheerilee",
    "Derpy",
    "Fluttershy Fan",
    "Lyra",
    "Octavia",
    "Vinyl",
]


@dataclass
class Scene:
    event: EventRow
    organizer: StaffRow
    head_judge: StaffRow
    floor_judge: StaffRow
    scorekeeper: StaffRow
    players: list[RegistrationRow]


@pytest.fixture
def session(db_url):
    engine = open_database(db_url)
    with Session(engine) as session:
        yield session
    engine.dispose()


@pytest.fixture
def scene(session, store_event):
    """``scene(tier=1, players=4, started=True)``: an event ready for round 1."""

    def build(tier: int = 1, players: int = 4, started: bool = True, seed: int = 7) -> Scene:
        event, staff, registrations = store_event(
            session,
            NAMES[:players],
            tier=Tier(tier),
            seed=seed,
            deck_list=DECK,
            started=started,
            at=NOON,
        )
        session.commit()
        roles = (StaffRole.ORGANIZER, StaffRole.HEAD_JUDGE, StaffRole.FLOOR_JUDGE)
        return Scene(event, *(staff[r] for r in roles), staff[StaffRole.SCOREKEEPER], registrations)

    return build


def event_staff(session: Session, event: EventRow) -> list[StaffRow]:
    from tourney.events.staff import staff_of

    return staff_of(session, event)
