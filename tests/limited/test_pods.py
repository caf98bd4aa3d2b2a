"""Draft pods (2016 document, 11. Limited Play, Booster Draft Format)."""

from __future__ import annotations

from datetime import date

import pytest

from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.event import start_event
from tourney.events.matches import matches_in
from tourney.events.swiss_link import pair_next_round
from tourney.legality import PackCount
from tourney.limited.pods import (
    MIN_POD_PLAYERS,
    PassDirection,
    PodError,
    pack_order,
    pack_passing,
    pick_pass_reminder,
    pod_sizes,
    seat_pods,
)
from tourney.limited.seating import assign_pods, event_pods


@pytest.mark.parametrize("players", range(2, 65))
def test_pods_are_as_equal_as_possible_and_never_below_the_minimum(players):
    sizes = pod_sizes(players)
    assert sum(sizes) == players
    assert max(sizes) - min(sizes) <= 1
    assert max(sizes) <= 8 or len(sizes) == 1
    assert len(sizes) == 1 or min(sizes) >= MIN_POD_PLAYERS
    # as few pods as keep each at most 8
    assert len(sizes) == -(-players // 8)


def test_one_player_cannot_draft():
    with pytest.raises(PodError, match="1 player cannot draft: a draft needs at least 2"):
        pod_sizes(1)


def test_small_events_are_one_pod_rather_than_pods_below_four():
    assert pod_sizes(3) == [3]
    assert pod_sizes(7) == [7]
    assert pod_sizes(9) == [5, 4]
    assert pod_sizes(7, pod_size=4) == [7]  # two pods would be 4 and 3
    assert pod_sizes(8, pod_size=4) == [4, 4]
    assert pod_sizes(17) == [6, 6, 5]


def test_seating_is_seeded_and_seats_everyone_once():
    players = [f"P{n}" for n in range(20)]
    pods = seat_pods(players, seed=3)
    assert [len(p.seats) for p in pods] == [7, 7, 6]
    assert sorted(s for p in pods for s in p.seats) == sorted(players)
    assert seat_pods(players, seed=3) == pods
    assert seat_pods(players, seed=4) != pods


def test_seats_pass_left_to_the_next_seat_and_right_to_the_previous():
    [pod] = seat_pods(list("ABCDE"), seed=1)
    assert [pod.left_of(s) for s in range(1, 6)] == [2, 3, 4, 5, 1]
    assert [pod.right_of(s) for s in range(1, 6)] == [5, 1, 2, 3, 4]
    assert pod.seat_of(pod.seats[2]) == 3


def test_packs_one_and_three_pass_left_two_and_four_right():
    assert pack_passing(4) == [
        PassDirection.LEFT,
        PassDirection.RIGHT,
        PassDirection.LEFT,
        PassDirection.RIGHT,
    ]


def test_packs_open_most_recent_set_first():
    released = {"EO": date(2015, 9, 1), "HM": date(2016, 1, 1), "MT": date(2016, 5, 1)}
    packs = [PackCount("EO", 1), PackCount("MT", 2), PackCount("HM", 1)]
    assert pack_order(packs, released) == ["MT", "MT", "HM", "EO"]


def test_judge_reminder_names_the_direction_and_tier_review_rule():
    text = pick_pass_reminder(2, 4, "High Magic", tier=2)
    assert text.startswith("Pack 2 of 4 (High Magic)")
    assert "pass the rest to your RIGHT" in text
    assert "Do not review your drafted cards between picks (Tier 2 and higher)" in text
    assert "Booster Draft Format" in text
    assert "LEFT" in pick_pass_reminder(3, 4)
    assert "between picks" not in pick_pass_reminder(1, 4, tier=1)


def test_assigning_pods_stores_pod_and_seat_and_audits_it(session, limited_event):
    scene = limited_event(players=17)
    pods = assign_pods(session, scene.event, seed=5, by=scene.head_judge)
    assert [len(p.seats) for p in pods] == [6, 6, 5]
    stored = event_pods(session, scene.event)
    assert [[r.id for r in p.seats] for p in stored] == [[r.id for r in p.seats] for p in pods]
    assert all(r.seat == p.seat_of(r) for p in stored for r in p.seats)
    assert scene.event.settings["same_pod_only"] is True  # a draft pairs within pods
    entry = audit_trail(session, scene.event)[-1]
    assert entry.action == "draft pods seated"
    assert entry.details["pods"][0] == [r.player.name for r in pods[0].seats]


def test_redrawing_pods_keeps_the_previous_seating_in_the_audit_trail(session, limited_event):
    scene = limited_event(players=10)
    first = assign_pods(session, scene.event, seed=5, by=scene.head_judge)
    assign_pods(session, scene.event, seed=6, by=scene.head_judge)
    entry = audit_trail(session, scene.event)[-1]
    assert entry.details["previous"] == [[r.player.name for r in p.seats] for p in first]


def test_a_scorekeeper_cannot_seat_pods(session, limited_event):
    scene = limited_event(players=8)
    with pytest.raises(NotAllowedError, match="Booster Draft Format"):
        assign_pods(session, scene.event, seed=5, by=scene.scorekeeper)


def test_sealed_events_do_not_pair_within_pods_by_default(session, limited_event):
    scene = limited_event(format_id="sealed", players=8)
    assign_pods(session, scene.event, seed=5, by=scene.head_judge)
    assert scene.event.settings["same_pod_only"] is False


def test_draft_swiss_rounds_pair_only_within_pods_and_pods_then_lock(session, limited_event):
    scene = limited_event(players=16)
    assign_pods(session, scene.event, seed=9, by=scene.head_judge)
    start_event(session, scene.event, by=scene.head_judge)
    round_, _ = pair_next_round(session, scene.event, by=scene.head_judge)
    matches = matches_in(session, round_)
    assert len(matches) == 8
    for match in matches:
        a, b = match.player_a_id, match.player_b_id
        pods = {r.id: r.pod for r in scene.players}
        assert pods[a] == pods[b]
    with pytest.raises(EventRuleError, match="can no longer be redrawn"):
        assign_pods(session, scene.event, seed=1, by=scene.head_judge)
