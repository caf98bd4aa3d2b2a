"""Sealed pools: generated or typed, stored on the registration, and decks checked against them
(2016 document, 11. Limited Play)."""

from __future__ import annotations

from collections import Counter

import pytest

from tourney.cards.model import CardType
from tourney.events.audit import audit_trail
from tourney.events.deck_lists import submit_deck_list
from tourney.events.errors import EventRuleError
from tourney.legality import PackCount
from tourney.limited.event_pools import (
    PoolSource,
    check_limited_deck,
    event_packs,
    generate_pools,
    registration_pool,
    set_event_packs,
    store_pool,
)
from tourney.limited.pools import (
    LimitedSetupError,
    PoolError,
    generate_pool,
    pool_text,
    read_pool,
)

POOL_RULE = "Limited Play: Limited Pool"
CONSTRUCTION_RULE = "Limited Play: Limited Deck Construction"
PREMIERE_SEALED = [PackCount("PR", 2), PackCount("CN", 2), PackCount("CG", 2), PackCount("AD", 2)]


def test_a_generated_pool_is_eight_packs_and_reads_back_from_its_text(catalog):
    packs, pool = generate_pool(catalog, PREMIERE_SEALED, seed=4)
    assert [p.set_code for p in packs] == ["PR", "PR", "CN", "CN", "CG", "CG", "AD", "AD"]
    assert sum(pool.values()) == 8 * 12
    text = pool_text(pool, catalog)
    assert read_pool(text, catalog).pool == pool


def test_a_typed_pool_with_a_typo_is_read_and_noted(catalog):
    reading = read_pool("2x Rainbow Dash, Hanging Oot\n1 PR7\n", catalog, "sheet")
    assert sum(reading.pool.values()) == 3
    assert len(reading.notes) == 2  # a misspelling, a bare number


def test_a_typed_pool_naming_no_card_is_refused_with_its_line(catalog):
    with pytest.raises(PoolError, match='line 2: "Flurtershy Moonwalker" names no card'):
        read_pool("1x PR7\n1x Flurtershy Moonwalker\n", catalog, "sheet")


def test_the_block_gives_the_default_packs_and_a_custom_list_is_kept(session, limited_event):
    scene = limited_event(format_id="sealed", players=2)
    with pytest.raises(LimitedSetupError, match="choose the block"):
        event_packs(scene.event)
    assert set_event_packs(session, scene.event, block="odyssey", by=scene.organizer) == []
    assert event_packs(scene.event) == (PackCount("EO", 3), PackCount("HM", 2), PackCount("MT", 3))
    warnings = set_event_packs(
        session, scene.event, block="odyssey", packs=[PackCount("MT", 6)], by=scene.organizer
    )
    assert event_packs(scene.event) == (PackCount("MT", 6),)
    assert warnings == [
        "6 packs per player; a sealed pool is 8 booster packs (Limited Play: Sealed Deck Format)"
    ]


def test_draft_events_default_to_the_blocks_draft_packs(session, limited_event):
    scene = limited_event(format_id="draft", players=2)
    set_event_packs(session, scene.event, block="premiere", by=scene.organizer)
    assert [p.set_code for p in event_packs(scene.event)] == ["AD", "CG", "CN", "PR"]


def test_generating_pools_stores_one_per_player_and_keeps_existing_ones(
    session, limited_event, catalog
):
    scene = limited_event(format_id="sealed", players=3)
    set_event_packs(session, scene.event, block="premiere", by=scene.organizer)
    typed = "3x PR7\n"
    store_pool(
        session, scene.players[0], typed, source=PoolSource.OPENED, by=scene.scorekeeper,
        catalog=catalog,
    )  # fmt: skip
    opened = generate_pools(session, scene.event, catalog, seed=1, by=scene.organizer)
    assert set(opened) == {scene.players[1].id, scene.players[2].id}
    assert registration_pool(scene.players[0], catalog) == Counter(
        {catalog.by_number("PR7")[0].guid: 3}
    )
    for registration in scene.players[1:]:
        assert registration.pool_source == "generated"
        pool = registration_pool(registration, catalog)
        packs = opened[registration.id]
        assert pool == Counter(c.guid for p in packs for c in p.cards)
        assert sum(pool.values()) == 96
    assert registration_pool(scene.players[1], catalog) != registration_pool(
        scene.players[2], catalog
    )


def test_replacing_a_pool_keeps_the_old_one_in_the_audit_trail(session, limited_event, catalog):
    scene = limited_event(format_id="sealed", players=1)
    registration = scene.players[0]
    store_pool(
        session, registration, "1x PR7\n", source=PoolSource.OPENED, by=scene.scorekeeper,
        catalog=catalog,
    )  # fmt: skip
    first = registration.pool
    with pytest.raises(PoolError):
        store_pool(
            session, registration, "1x Nopony\n", source=PoolSource.OPENED,
            by=scene.scorekeeper, catalog=catalog,
        )  # fmt: skip
    assert registration.pool == first  # a bad list changes nothing
    store_pool(
        session, registration, "2x PR7\n", source=PoolSource.OPENED, by=scene.scorekeeper,
        catalog=catalog,
    )  # fmt: skip
    entry = audit_trail(session, scene.event)[-1]
    assert entry.action == "pool replaced"
    assert entry.details["previous"] == first


def _deck_from_pool(catalog, pool: Counter[str], draw: int) -> str:
    """Provided Mane and Starting Problem (Premiere block), ``draw`` cards from the pool."""
    cards = [catalog.by_guid[g] for g in sorted(pool)]
    draw_cards = [c for c in cards if c.type not in (CardType.MANE, CardType.PROBLEM)]
    lines, left = [], draw
    for card in draw_cards:
        take = min(pool[card.guid], left)
        if take:
            lines.append(f"{take}x {card.name}")
        left -= take
    assert left == 0
    return (
        "Mane Character\n1x Rainbow Dash, Hanging Out\n"  # provided (CN1)
        "Problem deck\n5x Cloudbursting\n"  # provided Starting Problem (PR168), any number
        "Draw deck\n" + "\n".join(lines) + "\n"
    )


@pytest.fixture
def sealed_player(session, limited_event, catalog):
    scene = limited_event(format_id="sealed", players=1)
    set_event_packs(session, scene.event, block="premiere", by=scene.organizer)
    generate_pools(session, scene.event, catalog, seed=8, by=scene.organizer)
    registration = scene.players[0]
    return scene, registration, registration_pool(registration, catalog)


def _check(session, scene, registration, catalog, text):
    if registration.deck_list is None:
        submit_deck_list(session, registration, text, by=scene.scorekeeper)
    else:
        registration.deck_list = text
    return check_limited_deck(registration, catalog).report


def test_a_deck_from_the_pool_with_provided_mane_and_starting_problems_is_legal(
    session, sealed_player, catalog
):
    scene, registration, pool = sealed_player
    report = _check(session, scene, registration, catalog, _deck_from_pool(catalog, pool, 30))
    assert report.violations == []
    assert report.legal


def test_a_card_outside_the_pool_makes_the_deck_invalid(session, sealed_player, catalog):
    scene, registration, pool = sealed_player
    outside = next(
        c for c in catalog.cards
        if c.set_code == "EO" and c.type is CardType.FRIEND and c.guid not in pool
    )  # fmt: skip
    text = _deck_from_pool(catalog, pool, 30) + f"1x {outside.name}\n"
    report = _check(session, scene, registration, catalog, text)
    [violation] = report.violations
    assert violation.rule == POOL_RULE
    assert f"{outside.name} ({outside.number}) in the deck, but it is not in the player's pool" in (
        violation.message
    )
    assert report.recommended_penalty == "Game Loss"


def test_a_draw_deck_under_thirty_is_rejected_citing_limited_construction(
    session, sealed_player, catalog
):
    scene, registration, pool = sealed_player
    report = _check(session, scene, registration, catalog, _deck_from_pool(catalog, pool, 29))
    [violation] = report.violations
    assert violation.rule == CONSTRUCTION_RULE
    assert violation.message == (
        f"Draw deck has 29 cards; it needs at least 30 ({CONSTRUCTION_RULE})"
    )


def test_a_problem_deck_of_four_is_rejected_citing_limited_construction(
    session, sealed_player, catalog
):
    scene, registration, pool = sealed_player
    text = _deck_from_pool(catalog, pool, 30).replace("5x Cloudbursting", "4x Cloudbursting")
    report = _check(session, scene, registration, catalog, text)
    [violation] = report.violations
    assert violation.message == (
        f"Problem deck has 4 cards; it needs exactly 5 ({CONSTRUCTION_RULE})"
    )


def test_a_problem_deck_without_a_starting_problem_is_rejected(session, sealed_player, catalog):
    scene, registration, pool = sealed_player
    plain = next(
        c for c in catalog.cards
        if c.set_code == "PR" and c.type is CardType.PROBLEM and not c.starting_problem
    )  # fmt: skip
    text = _deck_from_pool(catalog, pool, 30).replace("5x Cloudbursting", f"5x {plain.name}")
    report = _check(session, scene, registration, catalog, text)
    messages = [v.message for v in report.violations]
    assert (
        f"Problem deck has no Starting Problem; it needs at least 1 ({CONSTRUCTION_RULE})"
        in messages
    )


def test_a_deck_cannot_be_checked_before_the_pool_is_registered(session, limited_event, catalog):
    scene = limited_event(format_id="sealed", players=1)
    registration = scene.players[0]
    submit_deck_list(session, registration, "1x PR7\n", by=scene.scorekeeper)
    with pytest.raises(EventRuleError, match="has no pool registered"):
        check_limited_deck(registration, catalog)
