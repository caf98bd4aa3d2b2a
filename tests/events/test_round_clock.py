"""The round clock: limit, extensions, pauses, and the words read out when time is called."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.matches import matches_in
from tourney.events.model import RoundKind
from tourney.events.round_clock import (
    ClockStatus,
    end_of_match_text,
    ends_at,
    pause_round,
    read_clock,
    resume_round,
)
from tourney.events.rounds import extend_time, start_round
from tourney.events.swiss_link import pair_next_round

START = datetime(2016, 9, 3, 13, 0)


def _started(session, s):
    round_, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    start_round(session, round_, by=s.scorekeeper, at=START)
    return round_


def test_a_swiss_round_has_35_minutes_from_its_start(session, scene):
    s = scene(players=4)
    round_, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    assert read_clock(round_, START).status == ClockStatus.NOT_STARTED
    start_round(session, round_, by=s.scorekeeper, at=START)
    reading = read_clock(round_, START + timedelta(minutes=10))
    assert reading.status == ClockStatus.RUNNING
    assert reading.remaining == timedelta(minutes=25) and reading.display() == "25:00"
    late = read_clock(round_, START + timedelta(minutes=35, seconds=12))
    assert late.status == ClockStatus.TIME_CALLED and late.display() == "-0:12"
    assert ends_at(round_, START) == START + timedelta(minutes=35)


def test_round_and_table_extensions_add_up(session, scene):
    s = scene(players=4)
    round_ = _started(session, s)
    extend_time(session, round_, 3, by=s.head_judge, why="late start")
    extend_time(session, round_, 8, by=s.floor_judge, why="deck check", table_number=2)
    t1, t2 = matches_in(session, round_)
    at = START + timedelta(minutes=36)
    assert read_clock(round_, at, t1).remaining == timedelta(minutes=2)
    assert read_clock(round_, at, t2).remaining == timedelta(minutes=10)
    assert read_clock(round_, at, t2).limit_minutes == 46


def test_a_pause_stops_the_clock_and_is_audited(session, scene):
    s = scene(players=4)
    round_ = _started(session, s)
    pause_round(
        session, round_, by=s.floor_judge, why="fire alarm", at=START + timedelta(minutes=5)
    )
    paused = read_clock(round_, START + timedelta(minutes=20))
    assert paused.status == ClockStatus.PAUSED and paused.remaining == timedelta(minutes=30)
    with pytest.raises(EventRuleError, match="already paused"):
        pause_round(session, round_, by=s.floor_judge, why="again")
    lasted = resume_round(session, round_, by=s.scorekeeper, at=START + timedelta(minutes=20))
    assert lasted == timedelta(minutes=15)
    assert read_clock(round_, START + timedelta(minutes=30)).remaining == timedelta(minutes=20)
    actions = [(e.action, e.why) for e in audit_trail(session, s.event)[-2:]]
    assert actions == [("clock paused", "fire alarm"), ("clock resumed", "")]
    with pytest.raises(EventRuleError, match="not paused"):
        resume_round(session, round_, by=s.scorekeeper)


def test_only_a_running_round_pauses_and_only_with_a_reason(session, scene):
    s = scene(players=4)
    round_, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    with pytest.raises(EventRuleError, match="not running"):
        pause_round(session, round_, by=s.head_judge, why="x")
    start_round(session, round_, by=s.scorekeeper, at=START)
    with pytest.raises(EventRuleError, match="reason"):
        pause_round(session, round_, by=s.head_judge, why="")


def test_an_event_round_time_setting_is_the_swiss_limit(session, scene):
    s = scene(players=4)
    s.event.round_minutes = 50
    round_ = _started(session, s)
    assert read_clock(round_, START).remaining == timedelta(minutes=50)


def test_end_of_match_text_follows_the_floor_rules(session, scene):
    swiss = end_of_match_text(RoundKind.SWISS)
    assert swiss.rule == "floor rules, End of Match Procedures"
    assert "most points wins" in swiss.text and "draw" in swiss.text
    assert "elimination" not in swiss.text and "five minutes" not in swiss.text
    elimination = end_of_match_text(RoundKind.ELIMINATION, five_minute_limit=True)
    assert "first change in points" in elimination.text and "five minutes" in elimination.text


def test_scorekeepers_cannot_be_outside_staff(session, scene):
    s = scene(players=4)
    other = scene(players=4)
    round_ = _started(session, s)
    with pytest.raises(NotAllowedError):
        pause_round(session, round_, by=other.head_judge, why="x")
