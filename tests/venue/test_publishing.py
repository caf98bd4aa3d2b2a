"""Publishing: who may, what is kept, and that a pairing fixed afterwards stays private."""

from __future__ import annotations

import pytest

from tourney.db.schema import EventRow
from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.matches import current_round, matches_in
from tourney.events.model import StaffRole
from tourney.events.round_edits import swap_players
from tourney.events.topcut import cut_to_top
from tourney.venue.publishing import (
    Published,
    publish_pairings,
    publish_standings,
    published,
)

from .conftest import play_round


def test_a_floor_judge_may_not_publish(venue):
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        judge = venue.staff(session, StaffRole.FLOOR_JUDGE)
        with pytest.raises(NotAllowedError, match="floor judge"):
            publish_pairings(session, event, by=judge)


def test_publishing_is_recorded_in_the_audit_trail(venue):
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        entries = [(e.action, e.details) for e in audit_trail(session, event)]
    assert ("pairings published", {"what": "pairings", "round": 1}) in entries
    assert ("standings published", {"what": "standings", "round": 1}) in entries


def test_standings_of_a_round_still_playing_cannot_be_published(venue):
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        keeper = venue.staff(session, StaffRole.SCOREKEEPER)
        with pytest.raises(EventRuleError, match=r"round 2 .*complete: 1"):
            publish_standings(session, event, by=keeper, after_round=2)
        assert publish_standings(session, event, by=keeper).round_number == 1


def test_a_pairing_fixed_after_publication_stays_private_until_published_again(venue):
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        keeper = venue.staff(session, StaffRole.SCOREKEEPER)
        judge = venue.staff(session, StaffRole.HEAD_JUDGE)
        round_2 = current_round(session, event)
        before = publish_pairings(session, event, by=keeper).content
        first, second = (m.player_a for m in matches_in(session, round_2)[:2])
        swap_players(session, round_2, first, second, by=judge, why="wrong seat")
        assert published(session, event, Published.PAIRINGS).content == before
        after = publish_pairings(session, event, by=keeper).content
        assert after["tables"] != before["tables"]
        assert published(session, event, Published.PAIRINGS).content == after


def test_the_bracket_shows_players_only_of_published_elimination_rounds(venue):
    with venue.session() as session:
        event = session.get(EventRow, venue.event_id)
        keeper = venue.staff(session, StaffRole.SCOREKEEPER)
        organizer = venue.staff(session, StaffRole.ORGANIZER)
        play_round(session, event, keeper, None)
        cut_to_top(session, event, by=organizer, size=4)
        publish_standings(session, event, by=keeper)
        hidden = published(session, event, Published.BRACKET).content
        assert hidden["size"] == 4
        assert all(p is None for r in hidden["rounds"] for m in r["matches"] for p in m["players"])
        publish_pairings(session, event, by=keeper)
        shown = published(session, event, Published.BRACKET).content
        semifinals = shown["rounds"][0]["matches"]
        assert [m["seeds"] for m in semifinals] == [[1, 4], [2, 3]]
        assert all(p is not None for m in semifinals for p in m["players"])
        assert shown["rounds"][1]["matches"][0]["players"] == [None, None]
