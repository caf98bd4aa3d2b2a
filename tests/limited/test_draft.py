"""Practice drafts: picks pass left and right by pack, pools register themselves."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tourney.legality import PackCount
from tourney.limited.draft import Draft, DraftError, open_draft_packs, simulate_draft
from tourney.limited.event_drafts import simulate_event_draft
from tourney.limited.event_pools import registration_pool, set_event_packs
from tourney.limited.pods import Pod
from tourney.limited.seating import assign_pods

ODYSSEY_DRAFT = [PackCount("EO", 1), PackCount("MT", 2), PackCount("HM", 1)]


def test_packs_open_most_recent_set_first(catalog):
    pod = Pod(1, ("A", "B", "C"))
    packs = open_draft_packs(catalog, pod, ODYSSEY_DRAFT, seed=1)
    assert [[p.set_code for p in seat] for seat in packs] == [["MT", "MT", "HM", "EO"]] * 3


def test_a_simulated_draft_gives_every_player_every_pick_of_their_share(catalog):
    pod = Pod(1, tuple("ABCDEFGH"))
    draft = simulate_draft(catalog, pod, ODYSSEY_DRAFT, seed=5)
    assert draft.finished
    pools = draft.pools()
    assert all(sum(pool.values()) == 48 for pool in pools.values())  # 4 packs of 12
    opened = Counter(
        c.guid for seat in open_draft_packs(catalog, pod, ODYSSEY_DRAFT, seed=5)
        for pack in seat for c in pack.cards
    )  # fmt: skip
    assert sum(pools.values(), Counter()) == opened  # every opened card drafted exactly once
    again = simulate_draft(catalog, pod, ODYSSEY_DRAFT, seed=5).pools()
    assert again == pools


def test_pack_one_passes_left_and_pack_two_passes_right(catalog):
    pod = Pod(1, ("A", "B", "C", "D"))
    draft = Draft(pod, open_draft_packs(catalog, pod, ODYSSEY_DRAFT, seed=2))
    first = {seat: draft.pack_at(seat) for seat in range(1, 5)}
    for seat in range(1, 5):
        draft.pick(seat, first[seat][0])
    # seat 1's pack, one card lighter, is now on its left: seat 2
    assert draft.pack_at(2) == first[1][1:]
    assert draft.pack_at(1) == first[4][1:]
    rng = random.Random(0)
    while draft.round == 0:
        for seat in draft.waiting():
            draft.pick(seat, rng.choice(draft.pack_at(seat)))
    second = {seat: draft.pack_at(seat) for seat in range(1, 5)}
    for seat in range(1, 5):
        draft.pick(seat, second[seat][0])
    assert draft.pack_at(4) == second[1][1:]  # passed right: seat 1 -> seat 4


def test_a_card_not_in_front_of_the_seat_cannot_be_picked(catalog):
    pod = Pod(1, ("A", "B"))
    draft = Draft(pod, open_draft_packs(catalog, pod, ODYSSEY_DRAFT, seed=2))
    stranger = draft.pack_at(2)[0]
    with pytest.raises(DraftError, match="is not in the pack in front of that seat"):
        draft.pick(1, stranger)
    draft.pick(1, draft.pack_at(1)[0])
    with pytest.raises(DraftError, match="seat 1 has already picked"):
        draft.pick(1, draft.pack_at(1)[1])


def test_an_event_draft_registers_every_drafted_pool(session, limited_event, catalog):
    scene = limited_event(format_id="draft", players=10)
    set_event_packs(session, scene.event, block="odyssey", by=scene.organizer)
    assign_pods(session, scene.event, seed=3, by=scene.head_judge)
    drafts = simulate_event_draft(session, scene.event, catalog, seed=4, by=scene.head_judge)
    assert [len(d.pod.seats) for d in drafts] == [5, 5]
    for registration in scene.players:
        assert registration.pool_source == "drafted"
        assert sum(registration_pool(registration, catalog).values()) == 48
