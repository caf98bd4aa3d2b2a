"""An event exported as JSON and imported elsewhere is the same event."""

from __future__ import annotations

import json
from datetime import datetime

import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.events.deck_checks import deck_checks_of, record_deck_check, select_deck_checks
from tourney.events.deck_lists import unlock_deck_list
from tourney.events.do_not_pair import do_not_pair_of, set_do_not_pair
from tourney.events.errors import EventFileError
from tourney.events.event import StaffMember, add_staff, all_events
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Ending, Result, StaffRole
from tourney.events.penalties import issue_penalty
from tourney.events.players import add_player
from tourney.events.registration import drop_player, register_late_entry
from tourney.events.results import correct_result, record_result
from tourney.events.round_clock import pause_round
from tourney.events.rounds import extend_time, start_round, store_pairing
from tourney.events.staff import staff_of
from tourney.events.swiss_link import pair_next_round
from tourney.events.topcut import bracket_of, cut_to_top, pair_next_elimination_round
from tourney.events.transfer import export_event, export_event_json, import_event_json


def _a_busy_event(session, scene):
    s = scene(players=5)
    a, b, c, d, e = s.players
    judge_player = add_player(session, "Gale Guest").players[0]
    add_staff(
        session,
        s.event,
        StaffMember("Gale Guest", StaffRole.FLOOR_JUDGE, judge_player),
        by=s.organizer,
    )
    round1 = store_pairing(session, s.event, [(a, b), (c, d), (e, None)], by=s.scorekeeper)
    start_round(session, round1, by=s.scorekeeper, at=datetime(2016, 9, 3, 13, 0))
    extend_time(session, round1, 5, by=s.floor_judge, why="deck check", table_number=2)
    t1, t2, _ = matches_in(session, round1)
    issue_penalty(session, a, "slow-play", judge=s.floor_judge, notes="warned")
    record_result(session, t1, Result.A_WINS, by=s.scorekeeper)
    correct_result(session, t1, Result.DRAW, by=s.head_judge, why="time called, points tied")
    record_result(session, t2, Result.B_WINS, by=s.scorekeeper, ending=Ending.CONCEDED)
    issue_penalty(session, c, "outside-assistance", judge=s.head_judge)  # pending
    unlock_deck_list(session, e, by=s.head_judge, why="typo")
    late = register_late_entry(
        session, s.event, add_player(session, "Trixie").players[0], by=s.organizer
    )
    round2 = store_pairing(session, s.event, [(a, c), (b, late), (d, e)], by=s.scorekeeper)
    drop_player(session, d, by=s.scorekeeper, why="bus")
    assert matches_in(session, round2)[0].result == Result.A_WINS  # Cheerilee's Game Loss
    session.commit()
    return s


def test_export_import_export_gives_the_same_event(session, scene, tmp_path):
    s = _a_busy_event(session, scene)
    exported = export_event(session, s.event)
    text = export_event_json(session, s.event)
    assert json.loads(text) == exported
    other = open_database(tmp_path / "other.db")
    with Session(other) as elsewhere:
        add_player(elsewhere, "Someone Already Here")  # ids differ in the other database
        copy = import_event_json(elsewhere, text)
        elsewhere.commit()
        assert export_event(elsewhere, copy) == exported
    other.dispose()
    cheerilee_lost = exported["rounds"][1]["matches"][0]
    assert (cheerilee_lost["result"], cheerilee_lost["ending"]) == ("A wins", "game loss")
    assert exported["penalties"][1]["applied_to"] == {"round": 2, "table": 1}


def test_an_event_imported_twice_into_one_database_is_two_events(session, scene):
    s = _a_busy_event(session, scene)
    text = export_event_json(session, s.event)
    copy = import_event_json(session, text)
    assert copy.id != s.event.id
    assert export_event(session, copy) == export_event(session, s.event)


def test_a_damaged_event_file_is_refused_with_the_reason(session, scene):
    s = scene()
    data = export_event(session, s.event)
    with pytest.raises(EventFileError, match="not a Tourney event file"):
        import_event_json(session, "{}")
    with pytest.raises(EventFileError, match="not JSON: line 1"):
        import_event_json(session, "{")
    del data["registrations"][0]["player"]
    with pytest.raises(EventFileError, match="damaged: KeyError"):
        import_event_json(session, json.dumps(data))
    assert all_events(session) == [s.event]  # nothing half-imported


def test_the_round_trip_keeps_do_not_pair_deck_checks_pauses_and_the_top_cut(
    session, scene, tmp_path, catalog
):
    s = scene(players=6)
    a, b = s.players[:2]
    set_do_not_pair(session, s.event, [(a, b)], by=s.organizer, why="siblings")
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    checks = select_deck_checks(session, round1, count=1, seed=5, by=s.floor_judge)
    presented = "Mane Character\n1x Princess Twilight Sparkle, Princess of Friendship\n"
    record_deck_check(session, checks[0], presented, catalog=catalog, by=s.floor_judge)
    start_round(session, round1, by=s.scorekeeper, at=datetime(2016, 9, 3, 13, 0))
    pause_round(session, round1, by=s.head_judge, why="alarm", at=datetime(2016, 9, 3, 13, 5))
    for m in matches_in(session, round1):
        if m.result is None:
            record_result(session, m, Result.A_WINS, by=s.scorekeeper)
    cut_to_top(session, s.event, by=s.organizer)
    session.commit()
    exported = export_event(session, s.event)
    assert exported["event"]["settings"]["do_not_pair"] == [["p1", "p2"]]
    other = open_database(tmp_path / "other.db")
    with Session(other) as elsewhere:
        add_player(elsewhere, "Someone Already Here")
        copy = import_event_json(elsewhere, export_event_json(session, s.event))
        elsewhere.commit()
        assert export_event(elsewhere, copy) == exported
        pairs = [(x.player.name, y.player.name) for x, y in do_not_pair_of(elsewhere, copy)]
        assert pairs == [(a.player.name, b.player.name)]
        copied_round = rounds_of(elsewhere, copy)[0]
        assert copied_round.paused_at == datetime(2016, 9, 3, 13, 5)
        (copied_check, _) = deck_checks_of(elsewhere, copied_round)
        assert copied_check.findings == checks[0].findings
        bracket = bracket_of(elsewhere, copy)
        original = bracket_of(session, s.event)
        assert [r.player.name for r in bracket.seeds] == [r.player.name for r in original.seeds]
        for m in matches_in(elsewhere, rounds_of(elsewhere, copy)[-1]):
            record_result(elsewhere, m, Result.A_WINS, by=staff_of(elsewhere, copy)[0])
        final = pair_next_elimination_round(elsewhere, copy, by=staff_of(elsewhere, copy)[0])
        assert len(matches_in(elsewhere, final)) == 1
    other.dispose()
