"""A draft in progress exported with its event and imported elsewhere resumes exactly."""

from __future__ import annotations

import copy
import json

import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.db.schema import EventRow
from tourney.events.errors import EventFileError
from tourney.events.event import all_events
from tourney.events.staff import staff_of
from tourney.events.transfer import export_event, import_event, import_event_json
from tourney.limited.event_drafts import (
    drafts_of,
    load_draft,
    record_pick,
    set_seat_simulated,
    start_draft,
    undo_pick,
)
from tourney.limited.event_pools import registration_pool


def _mid_draft(session, seated, catalog):
    """Pod 1 of 4 seats at pack 1 pick 3, seat 3 simulated, seat 1 has picked this turn."""
    scene = seated()
    start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    set_seat_simulated(
        session, scene.event, catalog, pod=1, seat=3, simulated=True, by=scene.organizer
    )
    for seat in (1, 2, 4, 1, 2, 4, 1):
        draft = load_draft(session, scene.event, 1, catalog)
        card = draft.pack_at(seat)[-1]
        record_pick(session, scene.event, catalog, pod=1, seat=seat, card=card, by=scene.head_judge)
    session.commit()
    return scene


def _finish_by_hand(session, event, catalog):
    """Each person's pick: the first card of the pack in front of them; returns the pools."""
    staff = staff_of(session, event)[0]
    while not (draft := load_draft(session, event, 1, catalog)).finished:
        seat = draft.waiting()[0]
        record_pick(
            session, event, catalog, pod=1, seat=seat, card=draft.pack_at(seat)[0], by=staff
        )
    return {r.seat: registration_pool(r, catalog) for r in draft.pod.seats}


def test_a_draft_exported_mid_way_resumes_after_import_with_the_same_picks_and_pools(
    session, seated, catalog, tmp_path
):
    scene = _mid_draft(session, seated, catalog)
    exported = export_event(session, scene.event)
    (stored,) = exported["drafts"]
    assert stored["simulated_seats"] == [3]
    assert [p["seat"] for p in stored["picks"]][:4] == [3, 1, 2, 4]
    assert [p["automatic"] for p in stored["picks"]][:5] == [False] * 4 + [True]
    assert {p["entered_by"] for p in stored["picks"]} == {"s1", "s2"}  # organizer, head judge
    assert [r["seat"] for r in exported["registrations"]] == [
        r.seat for r in sorted(scene.players, key=lambda r: r.id)
    ]
    original = load_draft(session, scene.event, 1, catalog)
    assert (original.pick_number, original.waiting()) == (3, [2, 4])

    other = open_database(tmp_path / "other.db")
    with Session(other) as elsewhere:
        imported = import_event_json(elsewhere, json.dumps(exported), catalog)
        elsewhere.commit()
        assert export_event(elsewhere, imported) == exported
        resumed = load_draft(elsewhere, imported, 1, catalog)
        assert (resumed.pack_number, resumed.pick_number) == (1, 3)
        assert resumed.waiting() == original.waiting()
        for seat in range(1, 5):
            assert resumed.pack_at(seat) == original.pack_at(seat)
            assert resumed.chosen(seat) == original.chosen(seat)
        # undo takes back the same picks: seat 1's last one, with nothing automatic after it
        assert undo_pick(elsewhere, imported, catalog, pod=1, by=staff_of(elsewhere, imported)[0])
        assert undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge)
        # and continuing gives the same pools as continuing in the original database
        pools_there = _finish_by_hand(elsewhere, imported, catalog)
        elsewhere.commit()
    other.dispose()
    pools_here = _finish_by_hand(session, scene.event, catalog)
    assert pools_there == pools_here
    assert all(sum(pool.values()) == 48 for pool in pools_here.values())


def test_undo_after_import_takes_back_the_automatic_picks_too(session, seated, catalog, tmp_path):
    scene = _mid_draft(session, seated, catalog)
    draft = load_draft(session, scene.event, 1, catalog)
    for seat in (2, 4):  # the second completes the turn: seat 3's automatic pick follows
        card = draft.pack_at(seat)[0]
        record_pick(session, scene.event, catalog, pod=1, seat=seat, card=card, by=scene.head_judge)
    other = open_database(tmp_path / "other.db")
    with Session(other) as elsewhere:
        imported = import_event(elsewhere, export_event(session, scene.event), catalog)
        by = staff_of(elsewhere, imported)[0]
        there = undo_pick(elsewhere, imported, catalog, pod=1, by=by)
    other.dispose()
    here = undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge)
    assert [(p.seat, p.card.guid, p.simulated) for p in there] == [
        (p.seat, p.card.guid, p.simulated) for p in here
    ]
    assert [p.seat for p in here] == [4, 3]


def test_a_version_1_file_without_drafts_still_imports(session, seated, catalog):
    scene = seated()
    old = export_event(session, scene.event)
    old["version"] = 1
    del old["drafts"]
    for registration in old["registrations"]:
        for field in ("seat", "pool", "pool_source"):
            del registration[field]
    imported = import_event(session, old, catalog)
    assert imported.id != scene.event.id
    assert drafts_of(session, imported) == []
    old["version"] = 4
    with pytest.raises(EventFileError, match="version 4; this Tourney reads versions 1, 2 and 3"):
        import_event(session, old)


def _damaged(exported, change):
    data = copy.deepcopy(exported)
    change(data["drafts"][0], data)
    return data


def _another_seats_card(draft_data, pick_number):
    """A card id opened in the pod but not in the pack the pick's seat opened."""
    pick = draft_data["picks"][pick_number - 1]
    own = set(draft_data["packs"][pick["seat"] - 1][0]["cards"])
    return next(g for seat in draft_data["packs"] for g in seat[0]["cards"] if g not in own)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d, _: d["picks"][1].update(card=_another_seats_card(d, 2)),
            "pod 1's draft does not replay: pod 1, seat 1, pack 1 pick 1: ",
        ),
        (
            lambda d, _: d["picks"][2].update(card="no-such-card"),
            "pod 1's draft, pick 3 (seat 2): card id 'no-such-card' is not in the pod's packs",
        ),
        (
            lambda d, _: d["picks"][4].update(seat=7),
            "pod 1's draft, pick 5 (seat 7): the pod has seats 1 to 4",
        ),
        (
            lambda d, _: d["picks"][4].update(entered_by="s99"),
            "pod 1's draft, pick 5 (seat 3): entered by 's99', not a staff member's key",
        ),
        (
            lambda d, _: d.update(simulated_seats=[3, 9]),
            "pod 1's draft: simulated seat 9; the pod has seats 1 to 4",
        ),
        (
            lambda d, _: d["seats"].__setitem__(1, "p99"),
            "pod 1's draft, seat 2: 'p99' is not a registered player's key",
        ),
        (
            lambda d, _: d["seats"].reverse(),
            "pod 1's draft, seat 1: p",
        ),
        (
            lambda d, _: d["packs"][2].pop(),
            "pod 1's draft, seat 3 opens 3 packs, seat 1 opens 4",
        ),
        (
            lambda d, _: d.update(finished_at=d["started_at"]),
            "pod 1's draft: its 10 picks leave the draft not over, but the file says finished",
        ),
        (
            lambda d, data: data["drafts"].append(copy.deepcopy(d)),
            "pod 1's draft is in the file twice",
        ),
    ],
)
def test_bad_draft_data_is_refused_naming_pod_seat_and_pick_and_nothing_is_imported(
    session, seated, catalog, change, message
):
    scene = _mid_draft(session, seated, catalog)
    data = _damaged(export_event(session, scene.event), change)
    with pytest.raises(EventFileError) as refused:
        import_event(session, data, catalog)
    assert str(refused.value).startswith(message), str(refused.value)
    assert all_events(session) == [scene.event]  # nothing half-imported
    assert session.query(EventRow).count() == 1
