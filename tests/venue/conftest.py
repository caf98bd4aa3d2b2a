"""An event at the venue: seven players (one bye a round) with names in several scripts,
deck lists and a penalty that must never reach a phone, round 1 published with its standings
and round 2 paired but not yet published."""

from __future__ import annotations

import http.client
import json
from dataclasses import dataclass
from datetime import datetime, timedelta

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow, StaffRow
from tourney.events.matches import current_round, matches_in
from tourney.events.model import Result, StaffRole
from tourney.events.penalties import issue_penalty
from tourney.events.results import record_result
from tourney.events.swiss_link import pair_next_round
from tourney.venue.publishing import publish_pairings, publish_standings

NOON = datetime(2016, 9, 3, 12, 0)
DECK = "Mane Character\n1x Twilight Sparkle, Princess of Friendship\n"
PENALTY_NOTES = "Drew an extra card off the top"
NAMES = ["Applejack Fan", "ليلى حسن", "נועה כהן", "Zoë Łucja", "王小明", "Derpy", "Octavia"]


@dataclass
class Venue:
    engine: Engine
    event_id: int
    event_name: str

    def session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def staff(self, session: Session, role: StaffRole) -> StaffRow:
        event = session.get(EventRow, self.event_id)
        return next(s for s in _staff(session, event) if s.role == role)


def _staff(session: Session, event: EventRow) -> list[StaffRow]:
    from tourney.events.staff import staff_of

    return staff_of(session, event)


def play_round(session: Session, event: EventRow, by: StaffRow, at: datetime) -> None:
    """Every table of the current round won by its first player."""
    for match in matches_in(session, current_round(session, event)):
        if match.result is None:
            record_result(session, match, Result.A_WINS, by=by, at=at)


@pytest.fixture
def venue(db_url, store_event) -> Venue:
    engine = open_database(db_url)
    with Session(engine, expire_on_commit=False) as session:
        event, staff, registrations = store_event(
            session, NAMES, deck_list=DECK, started=True, at=NOON
        )
        keeper, judge = staff[StaffRole.SCOREKEEPER], staff[StaffRole.HEAD_JUDGE]
        pair_next_round(session, event, by=keeper, at=NOON)
        publish_pairings(session, event, by=keeper, at=NOON)
        issue_penalty(
            session, registrations[0], "missed-trigger", judge=judge, notes=PENALTY_NOTES, at=NOON
        )
        play_round(session, event, keeper, NOON + timedelta(minutes=30))
        publish_standings(session, event, by=keeper, at=NOON + timedelta(minutes=31))
        pair_next_round(session, event, by=keeper, at=NOON + timedelta(minutes=32))
        session.commit()
        venue = Venue(engine, event.id, event.name)
    yield venue
    engine.dispose()


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> dict:
        return json.loads(self.body)

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")


def fetch(
    url: str, method: str = "GET", headers: dict[str, str] | None = None, body: bytes | None = None
) -> Response:
    """One request on a fresh connection (http.client: urllib would follow and raise)."""
    rest = url.removeprefix("http://")
    host, _, path = rest.partition("/")
    name, _, port = host.partition(":")
    connection = http.client.HTTPConnection(name, int(port), timeout=10)
    try:
        connection.request(method, "/" + path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        return Response(response.status, {k.lower(): v for k, v in response.getheaders()}, data)
    finally:
        connection.close()
