"""A limited event open in the window's context: ``limited_ctx("sealed", players=6)``.

The usual store staff (``store_event``: Olive Organizer, Hazel Head, Fern Floor, Sam Scores);
the organizer is acting, as they set packs, pods and pools up before the event starts."""

from __future__ import annotations

from collections import Counter

import pytest


@pytest.fixture
def limited_ctx(ctx, store_event):
    from datetime import date

    from tourney.events.model import StaffRole

    def build(format_id: str, players: int = 6, seed: int = 11):
        with ctx.session() as session:
            event, staff, registrations = store_event(
                session,
                players,
                name="Canterlot Limited",
                format_id=format_id,
                seed=seed,
                on=date(2017, 9, 2),
                at=None,
            )
            ctx.staff = {role: row.id for role, row in staff.items()}
            ctx.registration_ids = [r.id for r in registrations]
            event_id = event.id
        ctx.set_event(event_id)
        ctx.set_operator(ctx.staff[StaffRole.ORGANIZER])
        return ctx

    return build


def deck_from_pool(catalog, pool: Counter[str], draw: int = 30) -> str:
    """A Premiere-block limited deck: the provided Mane (CN1) and Starting Problem (PR168) and
    ``draw`` draw-deck cards from ``pool``."""
    from tourney.cards.model import CardType

    lines, left = [], draw
    for card in sorted((catalog.by_guid[g] for g in pool), key=lambda c: c.guid):
        if card.type in (CardType.MANE, CardType.PROBLEM):
            continue
        take = min(pool[card.guid], left)
        if take:
            lines.append(f"{take}x {card.name}")
        left -= take
    assert left == 0, "the pool has too few draw-deck cards"
    return (
        "Mane Character\n1x Rainbow Dash, Hanging Out\n"
        "Problem deck\n5x Cloudbursting\n"
        "Draw deck\n" + "\n".join(lines) + "\n"
    )


@pytest.fixture
def make_deck(catalog):
    return lambda pool, draw=30: deck_from_pool(catalog, pool, draw)
