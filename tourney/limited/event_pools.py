"""A limited event's packs and its players' pools, kept in the database.

The event's settings hold its limited setup, ``{"limited": {"block": ..., "packs": [...]}}``:
the block (whose Mane Characters and Starting Problems are provided) and the packs each player
opens or drafts, by default the block's recommended list (Limited Play table). Each
registration holds its pool as deck-list text (``registration.pool``) and where it came from
(``pool_source``): ``generated`` (a virtual or practice event), ``opened`` (typed from paper) or
``drafted``. Replacing a pool keeps the old one in the audit trail, so nothing entered is lost.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from enum import StrEnum

from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import EventRow, RegistrationRow, StaffRow
from tourney.events import audit
from tourney.events.deck_checks import DeckCheck, check_registered_deck
from tourney.events.errors import EventRuleError
from tourney.events.model import EventStatus, StaffRole
from tourney.events.registration import registrations_of
from tourney.events.staff import RUNS_EVENT, require_role
from tourney.legality import Format, LimitedTable, PackCount, load_formats
from tourney.limited.boosters import Pack
from tourney.limited.draft import Draft
from tourney.limited.pools import (
    LimitedSetupError,
    PoolReading,
    check_pack_list,
    generate_pool,
    pack_list_warnings,
    pool_text,
    read_pool,
    recommended_packs,
)

POOL_RULE = "Limited Play: Limited Deck Construction"
SEALED_OR_DRAFT = "Limited Play: Sealed Deck Format, Booster Draft Format"


class PoolSource(StrEnum):
    GENERATED = "generated"
    OPENED = "opened"
    DRAFTED = "drafted"


def event_format(event: EventRow, formats: dict[str, Format] | None = None) -> Format:
    """The event's format, which must be a limited one."""
    fmt = (formats or load_formats()).get(event.format_id)
    if fmt is None or not fmt.limited:
        raise LimitedSetupError(f"{event.name} is not a limited event (format {event.format_id!r})")
    return fmt


def event_block(event: EventRow, fmt: Format) -> LimitedTable | None:
    """The block chosen for the event, else the one its format names, else none."""
    block = (event.settings or {}).get("limited", {}).get("block") or fmt.block
    return fmt.tables_by_block.get(block) if block else None


def event_packs(event: EventRow, fmt: Format | None = None) -> tuple[PackCount, ...]:
    """The packs each player opens or drafts: the event's own list, else the block's
    recommendation for sealed or draft."""
    fmt = fmt or event_format(event)
    return _packs(event.name, (event.settings or {}).get("limited", {}), fmt)


def _packs(event_name: str, limited: dict, fmt: Format) -> tuple[PackCount, ...]:
    if limited.get("packs"):
        return tuple(PackCount(p["set"], p["packs"]) for p in limited["packs"])
    block = limited.get("block") or fmt.block
    table = fmt.tables_by_block.get(block) if block else None
    if table is None:
        blocks = ", ".join(f"{t.block} ({t.name})" for t in fmt.limited_tables)
        raise LimitedSetupError(f"{event_name}: choose the block ({blocks}) or give the pack list")
    return recommended_packs(table, fmt.pack_list or "sealed")


def set_event_packs(
    session: Session,
    event: EventRow,
    *,
    by: StaffRow,
    block: str | None = None,
    packs: Sequence[PackCount] | None = None,
    catalog: CardCatalog | None = None,
    at: datetime | None = None,
) -> list[str]:
    """Choose the block and (optionally) a custom pack list; ``packs`` None means the block's
    recommended list. Returns warnings (a custom list of another size is allowed)."""
    require_role(by, event, RUNS_EVENT, "set the packs", "floor rules, Tournament Organizer")
    fmt = event_format(event)
    if block is not None and block not in fmt.tables_by_block:
        known = ", ".join(sorted(fmt.tables_by_block))
        raise LimitedSetupError(f"no Limited Play table for block {block!r}; known: {known}")
    if packs is not None:
        check_pack_list(packs, catalog)
    limited = {
        "block": block,
        "packs": [{"set": p.set_code, "packs": p.packs} for p in packs] if packs else [],
    }
    chosen = _packs(event.name, limited, fmt)  # refuses before anything changes
    previous = (event.settings or {}).get("limited")
    event.settings = {**(event.settings or {}), "limited": limited}
    session.flush()
    details: dict[str, object] = {
        "block": block,
        "packs": [f"{p.packs} {p.set_code}" for p in chosen],
    }
    if previous:
        details["previous"] = previous
    audit.record(session, event, by, "limited packs set", details, at=at)
    return pack_list_warnings(chosen, fmt.pack_list or "sealed")


def store_pool(
    session: Session,
    registration: RegistrationRow,
    text: str,
    *,
    source: PoolSource,
    by: StaffRow,
    catalog: CardCatalog,
    why: str = "",
    at: datetime | None = None,
) -> PoolReading:
    """Register a player's pool (typed, from a pool sheet, generated or drafted). It is read
    first, and nothing is stored if a line names no single card. Stored as the canonical list;
    a replaced pool stays in the audit trail. After the start only the organizer or head judge
    may change a pool, as deck lists lock then (floor rules, Deck Lists)."""
    event = registration.event
    name = registration.player.name
    if event.status == EventStatus.REGISTRATION:
        require_role(by, event, StaffRole, "register pools", SEALED_OR_DRAFT)
    else:
        require_role(by, event, RUNS_EVENT, "change a pool after the start", SEALED_OR_DRAFT)
    if event.status == EventStatus.FINISHED:
        raise EventRuleError(f"{event.name} has finished; {name}'s pool is final")
    reading = read_pool(text, catalog, f"{name}'s pool")
    previous = registration.pool
    registration.pool = pool_text(reading.pool, catalog, name=f"{name}'s pool")
    registration.pool_source = PoolSource(source)
    session.flush()
    details: dict[str, object] = {
        "player": name,
        "source": str(source),
        "cards": sum(reading.pool.values()),
    }
    if reading.notes:
        details["notes"] = reading.notes
    if previous is not None:
        details["previous"] = previous
    action = "pool replaced" if previous is not None else "pool registered"
    audit.record(session, event, by, action, details, why, at)
    return reading


def generate_pools(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    *,
    seed: int,
    by: StaffRow,
    replace: bool = False,
    at: datetime | None = None,
) -> dict[int, list[Pack]]:
    """Open the event's packs for every active player without a pool (``replace``: for every
    active player) and register the pools; returns the packs by registration id, for a pool
    sheet. Each player's packs come from ``seed`` and their registration, so they reproduce."""
    fmt = event_format(event)
    packs = event_packs(event, fmt)
    check_pack_list(packs, catalog)
    opened: dict[int, list[Pack]] = {}
    for registration in registrations_of(session, event, active=True):
        if registration.pool is not None and not replace:
            continue
        opened[registration.id] = generate_player_pool(
            session, registration, catalog, seed=seed, by=by, packs=packs, at=at
        )
    return opened


def generate_player_pool(
    session: Session,
    registration: RegistrationRow,
    catalog: CardCatalog,
    *,
    seed: int,
    by: StaffRow,
    packs: Sequence[PackCount] | None = None,
    at: datetime | None = None,
) -> list[Pack]:
    """Open the event's packs (or ``packs``) for one player and register the pool; the same
    seed and registration give the same packs."""
    packs = packs if packs is not None else event_packs(registration.event)
    check_pack_list(packs, catalog)
    opened, pool = generate_pool(catalog, packs, seed=f"{seed}:{registration.id}")
    store_pool(
        session,
        registration,
        pool_text(pool, catalog),
        source=PoolSource.GENERATED,
        by=by,
        catalog=catalog,
        why=f"generated from seed {seed}",
        at=at,
    )
    return opened


def registration_pool(registration: RegistrationRow, catalog: CardCatalog) -> Counter[str]:
    """The player's stored pool, by card id."""
    if not registration.pool:
        raise EventRuleError(
            f"{registration.player.name} has no pool registered; a limited deck is built from "
            f"the player's pool ({POOL_RULE})"
        )
    return read_pool(registration.pool, catalog, f"{registration.player.name}'s pool").pool


def check_limited_deck(
    registration: RegistrationRow, catalog: CardCatalog, fmt: Format | None = None
) -> DeckCheck:
    """Check the player's registered deck list against their pool, the provided Mane
    Characters and Starting Problems, and the limited deck rules (draw deck of 30 or more,
    exactly 5 Problems with a Starting Problem), with the one legality checker."""
    fmt = fmt or event_format(registration.event)
    return check_registered_deck(
        registration, catalog, fmt, registration_pool(registration, catalog)
    )


def register_drafted_pools(
    session: Session,
    draft: Draft[RegistrationRow],
    catalog: CardCatalog,
    *,
    by: StaffRow,
    at: datetime | None = None,
) -> None:
    """Store each seat's drafted cards as that player's pool once the draft is over."""
    if not draft.finished:
        raise EventRuleError(
            f"pod {draft.pod.number}'s draft is not over: seats {draft.waiting()} still pick"
        )
    for registration, pool in draft.pools().items():
        store_pool(
            session,
            registration,
            pool_text(pool, catalog),
            source=PoolSource.DRAFTED,
            by=by,
            catalog=catalog,
            why=f"drafted in pod {draft.pod.number}, seat {registration.seat}",
            at=at,
        )
