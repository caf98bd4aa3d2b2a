"""Two stations on one event database: a change made from what one station saw is refused in
words when the other changed it first, never saved over it, never a traceback.

Each test opens two sessions on one database (SQLite, or PostgreSQL with
``$TOURNEY_TEST_DATABASE_URL``): both read, then both write, the second from a stale read."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import MatchRow, RegistrationRow, StaffRow
from tourney.events.audit import audit_trail, verify_trail
from tourney.events.conflicts import ConflictError
from tourney.events.deck_lists import submit_deck_list
from tourney.events.errors import ResultFinalError
from tourney.events.matches import current_round, matches_in
from tourney.events.model import Result
from tourney.events.penalties import issue_penalty, penalties_of
from tourney.events.registration import drop_player, undrop_player
from tourney.events.results import correct_result, later_round_paired, record_result
from tourney.events.rounds import store_pairing
from tourney.events.swiss_link import pair_next_round

T1402 = datetime(2016, 9, 3, 14, 2)
T1405 = datetime(2016, 9, 3, 14, 5)


@pytest.fixture
def stations(session, scene):
    """(scene, second session): the first session is the fixture's, round 1 paired by it."""
    built = scene(players=4)
    a, b, c, d = built.players
    store_pairing(session, built.event, [(a, b), (c, d)], by=built.scorekeeper)
    session.commit()
    other = Session(session.get_bind())
    yield built, other
    other.close()


def _table(session: Session, event, table: int) -> MatchRow:
    round_ = current_round(session, session.merge(event, load=False))
    return next(m for m in matches_in(session, round_) if m.table_number == table)


def _staff(session: Session, row: StaffRow) -> StaffRow:
    return session.get(StaffRow, row.id)


def test_two_results_for_one_table_keep_the_first_and_tell_the_second(session, stations):
    scene, other = stations
    mine = _table(session, scene.event, 2)
    theirs = _table(other, scene.event, 2)
    assert mine.result is None and theirs.result is None  # both stations see an open table

    record_result(other, theirs, Result.B_WINS, by=_staff(other, scene.scorekeeper), at=T1402)
    other.commit()
    with pytest.raises(ConflictError) as refused:
        record_result(session, mine, Result.A_WINS, by=scene.floor_judge, at=T1405)
    session.rollback()

    assert str(refused.value) == (
        "round 1, table 2 already has a result (Derpy wins), entered at 14:02 by Sam Scores "
        "(scorekeeper); yours was not saved"
    )
    session.expire_all()
    assert _table(session, scene.event, 2).result == Result.B_WINS
    results = [e for e in audit_trail(session, scene.event) if e.action == "result"]
    assert [(e.details["table"], e.details["winner"]) for e in results] == [(2, "Derpy")]
    assert verify_trail(session, scene.event).ok


def test_a_result_already_shown_says_who_entered_it(session, stations):
    scene, _other = stations
    match = _table(session, scene.event, 1)
    record_result(session, match, Result.DRAW, by=scene.scorekeeper, at=T1402)
    session.commit()
    with pytest.raises(ResultFinalError, match="a draw.*14:02 by Sam Scores.*yours was not saved"):
        record_result(session, match, Result.A_WINS, by=scene.floor_judge)


def test_two_corrections_at_once_keep_the_first_and_its_audit_names_the_true_previous(
    session, stations
):
    scene, other = stations
    record_result(session, _table(session, scene.event, 1), Result.A_WINS, by=scene.scorekeeper)
    session.commit()
    mine = _table(session, scene.event, 1)
    theirs = _table(other, scene.event, 1)
    judge = _staff(other, scene.head_judge)
    correct_result(other, theirs, Result.B_WINS, by=judge, why="slip misread", at=T1402)
    other.commit()
    with pytest.raises(ConflictError) as refused:
        correct_result(session, mine, Result.DRAW, by=scene.head_judge, why="both agreed")
    session.rollback()
    assert "it now has Bon Bon wins, entered at 14:02 by Hazel Head (head judge)" in str(
        refused.value
    )
    assert "your correction was not saved" in str(refused.value)
    session.expire_all()
    assert _table(session, scene.event, 1).result == Result.B_WINS
    corrections = [e for e in audit_trail(session, scene.event) if e.action == "result corrected"]
    assert len(corrections) == 1
    assert corrections[0].details["previous"]["result"] == Result.A_WINS


def test_a_correction_from_a_stale_screen_is_refused(session, stations):
    """The window passes the version it showed; a result changed since is not overwritten."""
    scene, _other = stations
    match = _table(session, scene.event, 1)
    record_result(session, match, Result.A_WINS, by=scene.scorekeeper)
    session.commit()
    shown = match.version
    correct_result(session, match, Result.B_WINS, by=scene.head_judge, why="misread")
    session.commit()
    with pytest.raises(ConflictError, match="your correction was not saved"):
        correct_result(
            session, match, Result.DRAW, by=scene.head_judge, why="agreed", seen_version=shown
        )
    session.rollback()
    session.expire_all()
    assert _table(session, scene.event, 1).result == Result.B_WINS


def test_pairing_the_same_round_twice_refuses_the_second_in_words(session, stations, monkeypatch):
    scene, other = stations
    for table, result in ((1, Result.A_WINS), (2, Result.B_WINS)):
        record_result(session, _table(session, scene.event, table), result, by=scene.scorekeeper)
    session.commit()
    a, b, c, d = scene.players
    # This station reads round 1 as the newest round; the other pairs round 2 meanwhile.
    seen = current_round(session, scene.event)
    theirs = [tuple(other.get(RegistrationRow, p.id) for p in pair) for pair in [(a, c), (b, d)]]
    store_pairing(
        other, other.merge(scene.event), theirs, by=_staff(other, scene.scorekeeper), at=T1402
    )
    other.commit()
    monkeypatch.setattr("tourney.events.rounds.current_round", lambda _session, _event: seen)
    with pytest.raises(ConflictError) as refused:
        store_pairing(session, scene.event, [(a, d), (b, c)], by=scene.head_judge)
    session.rollback()
    assert str(refused.value) == (
        "round 2 was already paired at 14:02 by Sam Scores (scorekeeper) on another station; "
        "your pairing was not saved"
    )
    monkeypatch.undo()
    session.expire_all()
    round_two = current_round(session, scene.event)
    tables = [
        (m.player_a.player.name, m.player_b.player.name) for m in matches_in(session, round_two)
    ]
    assert tables == [("Applejack Fan", "Cheerilee"), ("Bon Bon", "Derpy")]


def test_a_station_pairing_after_another_paired_is_told_who_paired_not_what_is_missing(
    session, stations
):
    # The window passes the newest round it showed: pairing after the other station's round 2
    # was stored says so, not "round 2 still needs results" (what the new round lacks)
    scene, other = stations
    for table, result in ((1, Result.A_WINS), (2, Result.B_WINS)):
        record_result(session, _table(session, scene.event, table), result, by=scene.scorekeeper)
    session.commit()
    a, b, c, d = scene.players
    theirs = [tuple(other.get(RegistrationRow, p.id) for p in pair) for pair in [(a, c), (b, d)]]
    store_pairing(
        other, other.merge(scene.event), theirs, by=_staff(other, scene.scorekeeper), at=T1402
    )
    other.commit()
    session.expire_all()
    for pair in (
        lambda: store_pairing(
            session, scene.event, [(a, d), (b, c)], by=scene.head_judge, seen_round=1
        ),
        lambda: pair_next_round(session, scene.event, by=scene.head_judge, seen_round=1),
    ):
        with pytest.raises(ConflictError) as refused:
            pair()
        session.rollback()
        assert str(refused.value) == (
            "round 2 was already paired at 14:02 by Sam Scores (scorekeeper) on another "
            "station; your pairing was not saved"
        )
    assert current_round(session, scene.event).number == 2


def test_a_correction_after_the_next_round_is_paired_is_flagged(session, stations):
    scene, _other = stations
    for table in (1, 2):
        record_result(
            session, _table(session, scene.event, table), Result.A_WINS, by=scene.scorekeeper
        )
    a, b, c, d = scene.players
    store_pairing(session, scene.event, [(a, c), (b, d)], by=scene.scorekeeper)
    session.commit()
    round_one = next(m for m in session.scalars(select(MatchRow)) if m.round.number == 1)
    correct_result(session, round_one, Result.B_WINS, by=scene.head_judge, why="misread")
    assert later_round_paired(session, round_one) == 2


def test_two_drops_of_one_player_at_once_keep_one(session, stations):
    scene, other = stations
    mine = scene.players[0]
    theirs = other.get(RegistrationRow, mine.id)
    assert theirs.dropped_at is None
    drop_player(other, theirs, by=_staff(other, scene.floor_judge), why="left", at=T1402)
    other.commit()
    with pytest.raises(ConflictError) as refused:
        drop_player(session, mine, by=scene.scorekeeper, why="went home")
    session.rollback()
    assert str(refused.value) == (
        "Applejack Fan's record changed on another station meanwhile (player dropped at 14:02 "
        "by Fern Floor (floor judge)); your drop was not saved"
    )
    drops = [e for e in audit_trail(session, scene.event) if e.action == "player dropped"]
    assert [e.why for e in drops] == ["left"]


def test_two_penalties_for_one_player_at_once_do_not_both_pass_as_first_warnings(session, stations):
    """A second Game Warning for the same infraction is a Game Loss (floor rules, Game
    Warning): two judges at once must not both give a first warning."""
    scene, other = stations
    mine = scene.players[1]
    theirs = other.get(RegistrationRow, mine.id)
    assert theirs.version == mine.version
    issue_penalty(
        other, theirs, "looking-at-extra-cards", judge=_staff(other, scene.floor_judge), at=T1402
    )
    other.commit()
    with pytest.raises(ConflictError, match="Bon Bon's record changed on another station"):
        issue_penalty(session, mine, "looking-at-extra-cards", judge=scene.head_judge)
    session.rollback()
    session.expire_all()
    assert len(penalties_of(session, scene.event)) == 1


def test_a_pairing_made_while_a_result_was_corrected_is_refused(session, stations, monkeypatch):
    """The pairing read round 1's results before the head judge corrected one: it would pair
    on the old result, so it is refused and nothing of it is stored."""
    scene, other = stations
    for table in (1, 2):
        record_result(
            session, _table(session, scene.event, table), Result.A_WINS, by=scene.scorekeeper
        )
    session.commit()
    seen = current_round(session, scene.event)
    assert seen.version is not None
    theirs = _table(other, scene.event, 1)
    correct_result(other, theirs, Result.B_WINS, by=_staff(other, scene.head_judge), why="slip")
    other.commit()
    monkeypatch.setattr("tourney.events.rounds.current_round", lambda _session, _event: seen)
    a, b, c, d = scene.players
    with pytest.raises(ConflictError) as refused:
        store_pairing(session, scene.event, [(a, c), (b, d)], by=scene.scorekeeper)
    session.rollback()
    assert str(refused.value) == (
        "round 1 changed on another station while round 2 was being paired (a result was "
        "corrected); your pairing was not saved: pair again"
    )
    monkeypatch.undo()
    session.expire_all()
    assert current_round(session, scene.event).number == 1


def test_two_deck_lists_for_one_player_at_once_keep_the_first(session, scene):
    built = scene(players=4, started=False)
    other = Session(session.get_bind())
    mine = built.players[2]
    theirs = other.get(RegistrationRow, mine.id)
    assert theirs.deck_list == mine.deck_list
    deck = "Mane Character\n1x Rarity, Truly Outrageous\n"
    submit_deck_list(other, theirs, deck, by=_staff(other, built.scorekeeper), at=T1402)
    other.commit()
    other.close()
    with pytest.raises(ConflictError) as refused:
        submit_deck_list(session, mine, "Mane Character\n1x Fluttershy\n", by=built.floor_judge)
    session.rollback()
    assert str(refused.value) == (
        "Cheerilee's record changed on another station meanwhile (deck list replaced at 14:02 "
        "by Sam Scores (scorekeeper)); your deck list was not saved"
    )
    session.expire_all()
    assert session.get(RegistrationRow, mine.id).deck_list == deck


def _stale(session: Session, other: Session, scene, registration: RegistrationRow, change) -> int:
    """The version this station showed, then ``change`` made and committed on the other
    station; this session then reads the row afresh, as a screen's next action does."""
    shown = registration.version
    change(other, other.get(RegistrationRow, registration.id))
    other.commit()
    session.expire_all()
    assert registration.version != shown
    return shown


def _penalize(scene, at: datetime = T1402):
    return lambda s, r: issue_penalty(
        s, r, "looking-at-extra-cards", judge=_staff(s, scene.floor_judge), at=at
    )


def test_a_drop_from_a_stale_screen_is_refused_and_nothing_saved(session, stations):
    scene, other = stations
    mine = scene.players[0]
    shown = _stale(session, other, scene, mine, _penalize(scene))
    with pytest.raises(ConflictError) as refused:
        drop_player(session, mine, by=scene.scorekeeper, why="went home", seen_version=shown)
    session.rollback()
    assert str(refused.value) == (
        "Applejack Fan's record changed on another station meanwhile (penalty at 14:02 by Fern "
        "Floor (floor judge)); your drop was not saved"
    )
    session.expire_all()
    assert session.get(RegistrationRow, mine.id).dropped_at is None
    assert not [e for e in audit_trail(session, scene.event) if e.action == "player dropped"]
    # The version it shows now is accepted.
    drop_player(session, mine, by=scene.scorekeeper, seen_version=mine.version)
    session.commit()
    assert session.get(RegistrationRow, mine.id).dropped_at is not None


def test_taking_back_a_drop_from_a_stale_screen_is_refused(session, stations):
    scene, other = stations
    mine = scene.players[1]
    drop_player(session, mine, by=scene.head_judge, why="left")
    session.commit()
    shown = _stale(session, other, scene, mine, _penalize(scene))
    with pytest.raises(ConflictError, match="your taking back of the drop was not saved"):
        undrop_player(session, mine, by=scene.head_judge, why="came back", seen_version=shown)
    session.rollback()
    session.expire_all()
    assert session.get(RegistrationRow, mine.id).dropped_at is not None
    assert not [e for e in audit_trail(session, scene.event) if e.action == "drop taken back"]


def test_a_penalty_from_a_stale_screen_is_refused_and_nothing_saved(session, stations):
    """The judge's screen showed no earlier warning; another judge gave one since, which would
    make this one a Game Loss (floor rules, Game Warning): refused, to look again."""
    scene, other = stations
    mine = scene.players[2]
    shown = _stale(session, other, scene, mine, _penalize(scene))
    with pytest.raises(ConflictError) as refused:
        issue_penalty(
            session, mine, "looking-at-extra-cards", judge=scene.head_judge, seen_version=shown
        )
    session.rollback()
    assert str(refused.value) == (
        "Cheerilee's record changed on another station meanwhile (penalty at 14:02 by Fern "
        "Floor (floor judge)); your penalty was not saved"
    )
    session.expire_all()
    assert len(penalties_of(session, scene.event)) == 1


def test_a_deck_list_from_a_stale_screen_is_refused_and_nothing_saved(session, scene):
    built = scene(players=4, started=False)
    other = Session(session.get_bind())
    mine = built.players[3]
    deck = "Mane Character\n1x Rarity, Truly Outrageous\n"
    shown = _stale(
        session,
        other,
        built,
        mine,
        lambda s, r: submit_deck_list(s, r, deck, by=_staff(s, built.scorekeeper), at=T1402),
    )
    other.close()
    with pytest.raises(ConflictError) as refused:
        submit_deck_list(
            session,
            mine,
            "Mane Character\n1x Fluttershy\n",
            by=built.head_judge,
            seen_version=shown,
        )
    session.rollback()
    assert str(refused.value) == (
        "Derpy's record changed on another station meanwhile (deck list replaced at 14:02 "
        "by Sam Scores (scorekeeper)); your deck list was not saved"
    )
    session.expire_all()
    assert session.get(RegistrationRow, mine.id).deck_list == deck
