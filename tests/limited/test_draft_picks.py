"""A pod's draft stored pick by pick: entered or simulated, undone, resumed, pools registered."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import DraftPickRow, EventRow
from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError
from tourney.legality import PackCount
from tourney.limited.draft import Draft, DraftError, open_draft_packs
from tourney.limited.event_drafts import (
    discard_draft,
    draft_row,
    load_draft,
    record_pick,
    set_seat_simulated,
    simulate_event_draft,
    simulate_picks,
    start_draft,
    undo_pick,
)
from tourney.limited.event_pools import registration_pool
from tourney.limited.pods import PassDirection, Pod
from tourney.limited.seating import assign_pods

ODYSSEY_DRAFT = [PackCount("EO", 1), PackCount("MT", 2), PackCount("HM", 1)]


def _first_packs(session, scene, catalog):  # type: ignore[no-untyped-def]
    """Start pod 1's draft (seed 5) as the head judge; every seat's first pack."""
    draft = start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    return {seat: draft.pack_at(seat) for seat in range(1, 5)}


def _enter(session, scene, catalog, seat: int, card):  # type: ignore[no-untyped-def]
    """The head judge enters pod 1 ``seat``'s pick; returns it and the automatic picks."""
    return record_pick(
        session, scene.event, catalog, pod=1, seat=seat, card=card, by=scene.head_judge
    )


def _simulate(session, scene, catalog, seat: int, simulated: bool = True):  # type: ignore[no-untyped-def]
    """The head judge sets pod 1 ``seat`` to simulate (or back to a person)."""
    return set_seat_simulated(
        session, scene.event, catalog, pod=1, seat=seat, simulated=simulated, by=scene.head_judge
    )


def test_every_pick_passes_the_right_way_in_a_full_eight_seat_four_pack_draft(catalog):
    """Booster Draft Format: packs 1 and 3 pass left (seat k to k + 1), 2 and 4 right. At pick
    p of a pack, seat s holds the pack opened by the seat p - 1 places to its right (passing
    left) or its left (passing right), less every card taken from it so far."""
    pod = Pod(1, tuple("ABCDEFGH"))
    opened = open_draft_packs(catalog, pod, ODYSSEY_DRAFT, seed=8)
    draft = Draft(pod, opened)
    rng = random.Random(8)
    for pack in range(4):
        direction = PassDirection.LEFT if pack in (0, 2) else PassDirection.RIGHT
        assert draft.direction is direction and draft.pack_number == pack + 1
        remaining = {origin: list(opened[origin - 1][pack].cards) for origin in range(1, 9)}
        for pick in range(1, 13):
            assert draft.pick_number == pick
            step = -(pick - 1) if direction is PassDirection.LEFT else pick - 1
            for seat in range(1, 9):
                origin = (seat - 1 + step) % 8 + 1
                assert draft.pack_at(seat) == tuple(remaining[origin])
                card = rng.choice(draft.pack_at(seat))
                draft.pick(seat, card)
                remaining[origin].remove(card)
        assert all(not cards for cards in remaining.values())
    assert draft.finished
    assert all(len(draft.picks_of(seat)) == 48 for seat in range(1, 9))


def test_picks_are_stored_and_the_draft_resumes_in_a_new_session(
    session, seated, catalog, tmp_path
):
    scene = seated()
    first = _first_packs(session, scene, catalog)
    _enter(session, scene, catalog, 1, first[1][0].number)
    _enter(session, scene, catalog, 3, first[3][2].name)
    session.commit()
    event_id = session.get(EventRow, scene.event.id).id

    with Session(session.get_bind()) as reopened:
        event = reopened.get(EventRow, event_id)
        resumed = load_draft(reopened, event, 1, catalog)
        assert [(p.seat, p.card.guid) for p in resumed.picks] == [
            (1, first[1][0].guid),
            (3, first[3][2].guid),
        ]
        assert resumed.waiting() == [2, 4]
        assert resumed.chosen(3) == first[3][2]
        assert (resumed.pack_number, resumed.pick_number) == (1, 1)
        # the picks that complete the turn pass the packs left: seat 1's pack goes to seat 2
        record_pick(
            reopened, event, catalog, pod=1, seat=2, card=first[2][0].guid, by=scene.organizer
        )
        record_pick(
            reopened, event, catalog, pod=1, seat=4, card=first[4][0].number, by=scene.organizer
        )
        reopened.commit()
    again = load_draft(session, scene.event, 1, catalog)
    assert again.pick_number == 2
    assert again.pack_at(2) == first[1][1:]


def test_a_card_not_in_the_seats_pack_is_refused_naming_seat_pick_and_card(
    session, seated, catalog
):
    scene = seated()
    draft = start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    _enter(session, scene, catalog, 1, draft.pack_at(1)[0])
    elsewhere = next(
        c for c in draft.pack_at(3) if c.guid not in {x.guid for x in draft.pack_at(2)}
    )
    with pytest.raises(DraftError) as refused:
        _enter(session, scene, catalog, 2, elsewhere.number)
    message = str(refused.value)
    assert message.startswith(f"pod 1, seat 2, pack 1 pick 1: '{elsewhere.number}' is not in")
    assert "(Limited Play: Booster Draft Format)" in message
    assert draft.pack_at(2)[0].number in message  # what the pack does hold
    assert len(load_draft(session, scene.event, 1, catalog).picks) == 1  # nothing else stored


def test_undo_takes_back_only_the_last_pick_even_one_that_passed_the_packs(
    session, seated, catalog
):
    scene = seated()
    first = _first_packs(session, scene, catalog)
    for seat in (2, 1, 4, 3):
        _enter(session, scene, catalog, seat, first[seat][1])
    assert load_draft(session, scene.event, 1, catalog).pick_number == 2  # passed

    (undone,) = undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge)
    assert (undone.seat, undone.card, undone.pack, undone.pick) == (3, first[3][1], 1, 1)
    resumed = load_draft(session, scene.event, 1, catalog)
    assert resumed.pick_number == 1 and resumed.waiting() == [3]
    assert [p.seat for p in resumed.picks] == [2, 1, 4]
    assert resumed.pack_at(3) == first[3]
    rows = session.scalars(select(DraftPickRow).order_by(DraftPickRow.number)).all()
    assert [r.seat for r in rows] == [2, 1, 4]
    entry = audit_trail(session, scene.event)[-1]
    assert entry.action == "draft pick undone"
    assert entry.details["card"] == f"{first[3][1].number} {first[3][1].name}"


def test_entered_and_simulated_seats_mix_and_the_end_registers_every_pool(session, seated, catalog):
    scene = seated()
    start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    entered = []
    while not (draft := load_draft(session, scene.event, 1, catalog)).finished:
        card = draft.pack_at(1)[-1]  # seat 1 is a person: the last card of each pack
        _enter(session, scene, catalog, 1, card)
        entered.append(card.guid)
        simulate_picks(session, scene.event, catalog, pod=1, seats=[2, 3, 4], by=scene.head_judge)
    assert len(entered) == 48
    assert draft_row(session, scene.event, 1).finished_at is not None
    seat_one = draft.pod.seats[0]
    assert seat_one.pool_source == "drafted"
    assert registration_pool(seat_one, catalog) == Counter(entered)
    pools = [registration_pool(r, catalog) for r in draft.pod.seats]
    opened = Counter(c.guid for seat in draft.packs for pack in seat for c in pack.cards)
    assert sum(pools, Counter()) == opened  # every opened card is in exactly one pool
    stored = session.scalars(select(DraftPickRow)).all()
    assert Counter(r.simulated for r in stored) == {False: 48, True: 144}


def test_a_practice_draft_finishes_a_stored_draft_keeping_the_picks_entered(
    session, seated, catalog
):
    scene = seated(players=10)
    draft = start_draft(session, scene.event, catalog, pod=2, seed=5, by=scene.head_judge)
    taken = draft.pack_at(1)[3]
    record_pick(session, scene.event, catalog, pod=2, seat=1, card=taken, by=scene.head_judge)
    finished = simulate_event_draft(session, scene.event, catalog, seed=9, by=scene.head_judge)
    assert [d.pod.number for d in finished] == [1, 2]
    pod2 = finished[1]
    assert pod2.picks_of(1)[0] == taken
    assert all(r.pool_source == "drafted" for r in scene.players)
    with pytest.raises(EventRuleError, match="every pod's draft is over"):
        simulate_event_draft(session, scene.event, catalog, seed=9, by=scene.head_judge)


def test_pods_are_not_reseated_while_a_draft_is_stored_and_a_discard_keeps_its_picks(
    session, seated, catalog
):
    scene = seated()
    draft = start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    card = draft.pack_at(2)[0]
    _enter(session, scene, catalog, 2, card)
    with pytest.raises(EventRuleError, match="pod 1 has a draft stored"):
        assign_pods(session, scene.event, seed=4, by=scene.head_judge)
    with pytest.raises(EventRuleError, match="already started"):
        start_draft(session, scene.event, catalog, pod=1, seed=6, by=scene.head_judge)
    assert discard_draft(session, scene.event, pod=1, by=scene.head_judge, why="redo") == 1
    entry = audit_trail(session, scene.event)[-1]
    assert entry.action == "draft discarded" and entry.details["picks"] == [[2, card.guid]]
    assign_pods(session, scene.event, seed=4, by=scene.head_judge)
    with pytest.raises(EventRuleError, match="pod 1's draft has not started"):
        load_draft(session, scene.event, 1, catalog)


def test_only_judges_and_the_organizer_run_a_draft(session, seated, catalog):
    scene = seated()
    with pytest.raises(EventRuleError, match="may start a draft"):
        start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.scorekeeper)


def test_undoing_the_last_pick_of_a_finished_draft_reopens_it_and_the_end_replaces_pools(
    session, seated, catalog
):
    scene = seated()
    start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    simulate_picks(session, scene.event, catalog, pod=1, by=scene.head_judge)
    (undone,) = undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge)
    assert draft_row(session, scene.event, 1).finished_at is None
    draft = load_draft(session, scene.event, 1, catalog)
    assert draft.waiting() == [undone.seat] and (draft.pack_number, draft.pick_number) == (4, 12)
    _enter(session, scene, catalog, undone.seat, undone.card.number)
    assert draft_row(session, scene.event, 1).finished_at is not None
    actions = [e.action for e in audit_trail(session, scene.event)]
    assert actions.count("pool registered") == 4 and actions.count("pool replaced") == 4


def _rarest(pack):
    from tourney.limited.draft import _RARITY_ORDER

    best = max(_RARITY_ORDER.get(c.rarity, 0) for c in pack)
    return {c.guid for c in pack if _RARITY_ORDER.get(c.rarity, 0) == best}


def test_a_seat_set_to_simulate_picks_at_once_then_after_each_pick_until_a_person_must_pick(
    session, seated, catalog
):
    scene = seated()
    first = _first_packs(session, scene, catalog)
    (bot,) = _simulate(session, scene, catalog, 2)
    assert (bot.seat, bot.pack, bot.pick, bot.simulated) == (2, 1, 1, True)
    assert bot.card.guid in _rarest(first[2])  # the simulated drafter's choice (RarityPicker)
    _simulate(session, scene, catalog, 4)
    assert draft_row(session, scene.event, 1).simulated_seats == [2, 4]

    alone = _enter(session, scene, catalog, 1, first[1][0])
    assert [p.seat for p in alone] == [1]  # seat 3, a person, has not picked: nothing passes
    made = _enter(session, scene, catalog, 3, first[3][0])
    # seat 3's pick passes the packs; seats 2 and 4 pick from the packs passed to them
    assert [(p.seat, p.pack, p.pick, p.simulated) for p in made] == [
        (3, 1, 1, False),
        (2, 1, 2, True),
        (4, 1, 2, True),
    ]
    resumed = load_draft(session, scene.event, 1, catalog)
    assert resumed.pick_number == 2 and resumed.waiting() == [1, 3]
    assert made[1].card.guid in _rarest([c for c in first[1] if c != first[1][0]])
    rows = session.scalars(select(DraftPickRow).order_by(DraftPickRow.number)).all()
    assert [(r.seat, r.simulated, r.automatic) for r in rows] == [
        (2, True, False),
        (4, True, False),
        (1, False, False),
        (3, False, False),
        (2, True, True),
        (4, True, True),
    ]
    actions = [e.action for e in audit_trail(session, scene.event)]
    assert actions.count("draft seat simulated") == 2


def _started(session, scene, catalog, simulated: int, picked: tuple[int, ...]):  # type: ignore[no-untyped-def]
    """Pod 1's draft with seat ``simulated`` set to simulate and the ``picked`` seats' first
    picks entered (the first card of each pack); returns every seat's first pack."""
    first = _first_packs(session, scene, catalog)
    _simulate(session, scene, catalog, simulated)
    for seat in picked:
        _enter(session, scene, catalog, seat, first[seat][0])
    return first


def test_undo_takes_back_the_automatic_picks_with_the_pick_that_brought_them(
    session, seated, catalog
):
    scene = seated()
    first = _started(session, scene, catalog, simulated=4, picked=(1, 2))
    made = _enter(session, scene, catalog, 3, first[3][0])
    assert [p.seat for p in made] == [3, 4]

    undone = undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge)
    assert undone == made
    back = load_draft(session, scene.event, 1, catalog)
    assert (back.pick_number, back.waiting()) == (1, [3])
    assert back.pack_at(3) == first[3]
    entry = audit_trail(session, scene.event)[-1]
    assert entry.action == "draft pick undone" and entry.details["seat"] == 3
    assert entry.details["automatic picks"] == [[4, f"{made[1].card.number} {made[1].card.name}"]]
    # entered again, the same automatic pick follows (seeded by the draft and its progress)
    again = _enter(session, scene, catalog, 3, first[3][0])
    assert again == made
    # the seat's own pick, made when it was set to simulate, is undone on its own
    undone_seats = [
        undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge)[0].seat
        for _ in range(3)
    ]
    assert undone_seats == [3, 2, 1]
    (own,) = undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge)
    assert (own.seat, own.simulated) == (4, True)
    assert load_draft(session, scene.event, 1, catalog).picks == []
    assert draft_row(session, scene.event, 1).simulated_seats == [4]  # the seat stays set


def test_a_seat_set_back_to_a_person_waits_for_its_pick(session, seated, catalog):
    scene = seated()
    first = _first_packs(session, scene, catalog)
    _simulate(session, scene, catalog, 2)
    assert _simulate(session, scene, catalog, 2, simulated=False) == []
    assert draft_row(session, scene.event, 1).simulated_seats == []
    for seat in (1, 3, 4):
        made = _enter(session, scene, catalog, seat, first[seat][0])
        assert [p.seat for p in made] == [seat]
    resumed = load_draft(session, scene.event, 1, catalog)
    assert resumed.pick_number == 2 and resumed.waiting() == [1, 2, 3, 4]
    entry = audit_trail(session, scene.event)[-1]
    assert entry.action == "draft seat played by a person" and entry.details["seat"] == 2
    with pytest.raises(DraftError, match="pod 1 has seats 1 to 4, not 5"):
        _simulate(session, scene, catalog, 5)


def test_every_seat_simulated_drafts_to_the_end_and_registers_the_pools(session, seated, catalog):
    scene = seated()
    start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    for seat in (1, 2, 3):
        _simulate(session, scene, catalog, seat)
    assert len(load_draft(session, scene.event, 1, catalog).picks) == 3  # seat 4 is a person
    rest = _simulate(session, scene, catalog, 4)
    assert len(rest) == 192 - 3
    assert draft_row(session, scene.event, 1).finished_at is not None
    assert all(r.pool_source == "drafted" for r in scene.players)
    with pytest.raises(DraftError, match="the draft is over"):
        _simulate(session, scene, catalog, 4, simulated=False)


def test_a_seat_simulated_for_one_pick_brings_the_automatic_picks_after_it(
    session, seated, catalog
):
    scene = seated()
    _started(session, scene, catalog, simulated=1, picked=(2, 3))
    made = simulate_picks(session, scene.event, catalog, pod=1, seats=[4], by=scene.head_judge)
    assert [(p.seat, p.pick) for p in made] == [(4, 1), (1, 2)]
    assert undo_pick(session, scene.event, catalog, pod=1, by=scene.head_judge) == made


def test_a_draft_stored_before_simulated_seats_existed_opens_with_every_seat_a_person(
    session, seated, catalog
):
    from sqlalchemy import inspect, text

    from tourney.db.database import current_revision, downgrade, head_revision, open_database

    scene = seated()
    draft = start_draft(session, scene.event, catalog, pod=1, seed=5, by=scene.head_judge)
    _simulate(session, scene, catalog, 2)
    _enter(session, scene, catalog, 1, draft.pack_at(1)[0])
    session.commit()
    url = session.get_bind().url.render_as_string(hide_password=False)
    session.get_bind().dispose()
    # back to 0004 with the app's pragmas (foreign keys on), as a user downgrading would
    engine = open_database(url)
    downgrade(engine, "0004_drafts")
    assert current_revision(engine) == "0004_drafts"
    with engine.connect() as connection:
        assert "automatic" not in {c["name"] for c in inspect(connection).get_columns("draft_pick")}
        assert connection.execute(text("SELECT count(*) FROM draft_pick")).scalar() == 2
    engine.dispose()

    upgraded = open_database(url)  # with the pragma on, as the app opens it
    assert current_revision(upgraded) == head_revision()
    with Session(upgraded) as reopened:
        event = reopened.get(EventRow, scene.event.id)
        assert draft_row(reopened, event, 1).simulated_seats == []
        assert [(r.seat, r.automatic) for r in reopened.scalars(select(DraftPickRow))] == [
            (2, False),
            (1, False),
        ]
        assert load_draft(reopened, event, 1, catalog).waiting() == [3, 4]
    upgraded.dispose()
