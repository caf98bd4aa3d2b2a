"""Every change to an event leaves an audit entry saying who, when, what and why."""

from __future__ import annotations

from datetime import datetime

from tourney.events.audit import audit_trail
from tourney.events.deck_lists import submit_deck_list, unlock_deck_list
from tourney.events.event import StaffMember, add_staff, finish_event, start_event
from tourney.events.matches import current_round, matches_in
from tourney.events.model import Result, StaffRole
from tourney.events.penalties import issue_penalty
from tourney.events.players import add_player
from tourney.events.registration import drop_player, register_late_entry, undrop_player
from tourney.events.results import correct_result, record_result
from tourney.events.rounds import extend_time, finish_round, start_round, store_pairing

T = datetime(2016, 9, 3, 14, 30)


def test_registration_leaves_an_entry_per_player_and_deck_list(session, scene):
    s = scene(started=False)
    assert [e.action for e in audit_trail(session, s.event)] == [
        "event created",
        *["player registered", "deck list submitted"] * 4,
    ]


def test_each_change_adds_its_entries_naming_who_and_why(session, scene):
    s = scene(started=False)
    a, b, c, d = s.players

    def new_entries(change):
        before = len(audit_trail(session, s.event))
        change()
        return audit_trail(session, s.event)[before:]

    def paired():
        store_pairing(session, s.event, [(a, b), (c, d)], by=s.scorekeeper)

    before_rounds = [
        (
            lambda: add_staff(
                session, s.event, StaffMember("Gale", StaffRole.FLOOR_JUDGE), by=s.organizer
            ),
            "staff added",
            "Olive Organizer (organizer)",
            "",
        ),
        (
            lambda: submit_deck_list(session, a, "1x Rarity, Nest Weaver", by=s.scorekeeper),
            "deck list replaced",
            "Sam Scores (scorekeeper)",
            "",
        ),
        (
            lambda: start_event(session, s.event, by=s.head_judge),
            "event started",
            "Hazel Head (head judge)",
            "",
        ),
        (
            lambda: unlock_deck_list(session, b, by=s.head_judge, why="typo in list"),
            "deck list unlocked",
            "Hazel Head (head judge)",
            "typo in list",
        ),
        (paired, "round paired", "Sam Scores (scorekeeper)", ""),
    ]
    for change, action, who, why in before_rounds:
        (entry,) = new_entries(change)
        assert (entry.action, entry.who, entry.why) == (action, who, why)

    round1 = current_round(session, s.event)
    table1, _ = matches_in(session, round1)
    trixie = add_player(session, "Trixie").players[0]
    during_rounds = [
        (lambda: start_round(session, round1, by=s.scorekeeper), ["round started"]),
        (
            lambda: extend_time(session, round1, 3, by=s.floor_judge, why="judge call"),
            ["time extended"],
        ),
        (lambda: record_result(session, table1, Result.A_WINS, by=s.scorekeeper, at=T), ["result"]),
        (
            lambda: correct_result(session, table1, Result.B_WINS, by=s.head_judge, why="slip"),
            ["result corrected"],
        ),
        (lambda: issue_penalty(session, c, "slow-play", judge=s.floor_judge), ["penalty"]),
        (
            lambda: drop_player(session, c, by=s.scorekeeper, why="ill"),
            ["player dropped", "result"],
        ),
        (
            lambda: undrop_player(session, c, by=s.head_judge, why="entered by mistake"),
            ["drop taken back"],
        ),
        (lambda: register_late_entry(session, s.event, trixie, by=s.organizer), ["late entry"]),
        (lambda: finish_round(session, round1, by=s.head_judge), ["round finished"]),
        (lambda: finish_event(session, s.event, by=s.organizer), ["event finished"]),
    ]
    for change, actions in during_rounds:
        added = new_entries(change)
        assert [e.action for e in added] == actions
        assert all(e.staff_id is not None for e in added)

    results = [e for e in audit_trail(session, s.event) if e.action == "result"]
    assert results[0].at == T
    assert results[0].details == {
        "round": 1,
        "table": 1,
        "players": ["Applejack Fan", "Bon Bon"],
        "result": "A wins",
        "ending": "played",
        "winner": "Applejack Fan",
    }
    assert results[-1].details["winner"] == "Derpy"  # Cheerilee's drop conceded table 2
    assert "Conceding and Dropping" in results[-1].why
