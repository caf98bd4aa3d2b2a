"""What the limited printouts show, as plain data: the pod seating sheet and a player's sealed
pool registration sheet. The printing package lays them out; nothing here knows about pages.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import CardType
from tourney.db.schema import EventRow, RegistrationRow
from tourney.events.naming import shown_names
from tourney.legality.format import PackCount
from tourney.limited.event_pools import event_format, event_packs, registration_pool
from tourney.limited.pods import PassDirection, pack_order, pack_passing, pick_pass_reminder
from tourney.limited.pools import LimitedSetupError
from tourney.limited.seating import event_pods


@dataclass(frozen=True)
class PackStep:
    number: int  # 1-based
    set_code: str  # "" when the event has no pack list yet
    set_name: str
    passes: PassDirection
    reminder: str  # the judge's announcement (pick_pass_reminder)


@dataclass(frozen=True)
class SeatingPod:
    number: int
    seats: tuple[str, ...]  # player names, seat 1 first; seat k passes left to seat k + 1


@dataclass(frozen=True)
class PodSeatingSheet:
    event: str
    packs: tuple[PackStep, ...]
    pods: tuple[SeatingPod, ...]


def pod_seating_sheet(
    session: Session, event: EventRow, catalog: CardCatalog | None = None
) -> PodSeatingSheet:
    """Pods and seats as stored (``assign_pods``), and each pack's set and pass direction."""
    try:
        packs: tuple[PackCount, ...] = event_packs(event)
    except LimitedSetupError:
        packs = ()
    sets = {s.code: s for s in catalog.sets.values()} if catalog is not None else {}
    released = {code: s.released for code, s in sets.items()}
    codes = pack_order(packs, released) if packs else [""] * 4  # Booster Draft: 4 packs
    directions = pack_passing(len(codes))
    steps = tuple(
        PackStep(
            number=n,
            set_code=code,
            set_name=sets[code].name if code in sets else code,
            passes=direction,
            reminder=pick_pass_reminder(
                n, len(codes), sets[code].name if code in sets else code, tier=event.tier
            ),
        )
        for n, (code, direction) in enumerate(zip(codes, directions, strict=True), start=1)
    )
    names = shown_names(session, event)  # players sharing a name carry their number
    pods = tuple(
        SeatingPod(pod.number, tuple(names[r.id] for r in pod.seats))
        for pod in event_pods(session, event)
    )
    return PodSeatingSheet(event.name, steps, pods)


@dataclass(frozen=True)
class PoolLine:
    count: int
    number: str
    rarity: str
    name: str
    type: CardType


@dataclass(frozen=True)
class PoolSheet:
    """A sealed pool registration sheet: pre-filled ``lines`` when the pool is known, else
    empty lines under the packs the player opens, to be filled in on paper."""

    event: str
    player: str
    packs: tuple[PackCount, ...]
    source: str | None  # generated, opened, drafted; None: not registered yet
    lines: tuple[PoolLine, ...]
    provided: tuple[str, ...]  # provided Mane Characters and Starting Problems, "EO1 Name"

    @property
    def total(self) -> int:
        return sum(line.count for line in self.lines)


_TYPE_ORDER = list(CardType)


def pool_sheet(registration: RegistrationRow, catalog: CardCatalog) -> PoolSheet:
    event = registration.event
    fmt = event_format(event)
    try:
        packs = event_packs(event, fmt)
    except LimitedSetupError:
        packs = ()
    pool: Counter[str] = (
        registration_pool(registration, catalog) if registration.pool else Counter()
    )
    cards = sorted(
        (catalog.by_guid[g] for g in pool),
        key=lambda c: (_TYPE_ORDER.index(c.type), c.set_code, _digits(c.number), c.number),
    )
    lines = tuple(PoolLine(pool[c.guid], c.number, str(c.rarity), c.name, c.type) for c in cards)
    block = (event.settings or {}).get("limited", {}).get("block") or fmt.block
    table = fmt.tables_by_block.get(block) if block else None
    provided = (
        tuple(f"{ref.number} {ref.name}" for ref in table.provided_manes)
        + tuple(f"{ref.number} {ref.name}" for ref in table.provided_starting_problems)
        if table is not None
        else ()
    )
    return PoolSheet(
        event.name, registration.player.name, packs, registration.pool_source, lines, provided
    )


def _digits(number: str) -> int:
    digits = "".join(ch for ch in number if ch.isdigit())
    return int(digits) if digits else 0
