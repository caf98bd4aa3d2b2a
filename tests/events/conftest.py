"""An event with its staff and players, in a fresh database per test."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow, RegistrationRow, StaffRow
from tourney.events.event import StaffMember, create_event, start_event
from tourney.events.model import StaffRole, Tier
from tourney.events.players import add_player
from tourney.events.registration import register_player

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
def scene(session):
    """``scene(tier=1, players=4, started=True)``: an event ready for round 1."""

    def build(tier: int = 1, players: int = 4, started: bool = True, seed: int = 7) -> Scene:
        event = create_event(
            session,
            name="Ponyville Store Championship",
            on=date(2016, 9, 3),
            tier=Tier(tier),
            format_id="harmony",
            seed=seed,
            staff=[
                StaffMember("Olive Organizer", StaffRole.ORGANIZER),
                StaffMember("Hazel Head", StaffRole.HEAD_JUDGE),
                StaffMember("Fern Floor", StaffRole.FLOOR_JUDGE),
                StaffMember("Sam Scores", StaffRole.SCOREKEEPER),
            ],
            at=NOON,
        )
        organizer, head, floor, scorekeeper = event_staff(session, event)
        registrations = []
        for name in NAMES[:players]:
            player = add_player(session, name, at=NOON).players[0]
            registrations.append(
                register_player(session, event, player, by=scorekeeper, deck_list=DECK, at=NOON)
            )
        if started:
            start_event(session, event, by=head, at=NOON)
        session.commit()
        return Scene(event, organizer, head, floor, scorekeeper, registrations)

    return build


def event_staff(session: Session, event: EventRow) -> list[StaffRow]:
    from tourney.events.staff import staff_of

    return staff_of(session, event)
