"""The data behind the pod seating sheet and the sealed pool registration sheet."""

from __future__ import annotations

from tourney.cards.model import CardType
from tourney.limited.event_pools import generate_pools, set_event_packs
from tourney.limited.pods import PassDirection
from tourney.limited.seating import assign_pods
from tourney.limited.sheets import pod_seating_sheet, pool_sheet


def test_seating_sheet_lists_pods_seats_and_each_packs_direction(session, limited_event, catalog):
    scene = limited_event(format_id="draft", players=9)
    set_event_packs(session, scene.event, block="odyssey", by=scene.organizer)
    pods = assign_pods(session, scene.event, seed=2, by=scene.head_judge)
    sheet = pod_seating_sheet(session, scene.event, catalog)
    assert [(s.set_name, s.passes) for s in sheet.packs] == [
        ("Marks in Time", PassDirection.LEFT),
        ("Marks in Time", PassDirection.RIGHT),
        ("High Magic", PassDirection.LEFT),
        ("Equestrian Odysseys", PassDirection.RIGHT),
    ]
    assert "Pack 4 of 4 (Equestrian Odysseys)" in sheet.packs[3].reminder
    assert [p.seats for p in sheet.pods] == [
        tuple(r.player.name for r in pod.seats) for pod in pods
    ]


def test_pool_sheet_is_prefilled_for_a_generated_pool_and_blank_before(
    session, limited_event, catalog
):
    scene = limited_event(format_id="sealed", players=1)
    set_event_packs(session, scene.event, block="premiere", by=scene.organizer)
    blank = pool_sheet(scene.players[0], catalog)
    assert blank.lines == () and blank.source is None
    assert [p.set_code for p in blank.packs] == ["PR", "CN", "CG", "AD"]
    assert "CN1 Rainbow Dash, Hanging Out" in blank.provided
    assert "PR168 Cloudbursting" in blank.provided
    generate_pools(session, scene.event, catalog, seed=3, by=scene.organizer)
    sheet = pool_sheet(scene.players[0], catalog)
    assert sheet.source == "generated" and sheet.total == 96
    types = [line.type for line in sheet.lines]
    assert types == sorted(types, key=list(CardType).index)  # grouped by card type
