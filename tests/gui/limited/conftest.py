"""A limited event open in the window's context: ``limited_ctx("sealed", players=6)``.

Staff Olive Organizer, Hazel Head (head judge) and Sam Scores (scorekeeper); the organizer is
acting, as they set packs, pods and pools up before the event starts."""

from __future__ import annotations

from collections import Counter

import pytest


@pytest.fixture
def limited_ctx(ctx):
    from datetime import date

    from tourney.db.schema import StaffRow
    from tourney.events.event import StaffMember, create_event
    from tourney.events.model import StaffRole, Tier
    from tourney.events.players import add_players
    from tourney.events.registration import register_player
    from tourney.events.staff import staff_of

    def build(format_id: str, players: int = 6, seed: int = 11):
        with ctx.session() as session:
            event = create_event(
                session,
                name="Canterlot Limited",
                on=date(2017, 9, 2),
                tier=Tier.LOCAL,
                format_id=format_id,
                seed=seed,
                staff=[
                    StaffMember("Olive Organizer", StaffRole.ORGANIZER),
                    StaffMember("Hazel Head", StaffRole.HEAD_JUDGE),
                    StaffMember("Sam Scores", StaffRole.SCOREKEEPER),
                ],
            )
            staff = {s.role: s.id for s in staff_of(session, event)}
            added = add_players(session, [f"Player {n:02d}" for n in range(1, players + 1)])
            by = session.get(StaffRow, staff[StaffRole.SCOREKEEPER])
            ids = [register_player(session, event, p, by=by).id for p in added.players]
            event_id = event.id
        ctx.staff = staff
        ctx.registration_ids = ids
        ctx.set_event(event_id)
        ctx.set_operator(staff[StaffRole.ORGANIZER])
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
