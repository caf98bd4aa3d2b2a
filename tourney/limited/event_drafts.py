"""A pod's booster draft kept in the database pick by pick, so it resumes after the app closes.

Booster Draft Format (2016 document, section 11): each player opens a pack, takes one card and
passes the rest, packs 1 and 3 to the left, 2 and 4 to the right. ``start_draft`` opens every
seat's packs (seeded) and stores them with the seating; each pick is then either entered as the
player took it (``record_pick``) or made by the simulated drafter (``simulate_picks``), in any
mix, and ``undo_pick`` takes back the last one. ``load_draft`` rebuilds the ``Draft`` by
replaying the stored picks. When the last card is taken, every player's picks are registered as
their pool (``register_drafted_pools``).

A seat can be set to always simulate (``set_seat_simulated``): a bot filling a short pod, or a
player who left mid-draft. Its pick this turn is made at once; then, after every pick entered
or simulated for a seat, the picks of simulated seats that are due follow automatically
(``Draft.simulate_seats``, the same seeded picker) until a seat played by a person has to pick.
Those picks are stored as ``automatic``, and ``undo_pick`` takes them back together with the
pick that brought them.

The audit trail records the start, simulated picks, seats set to simulate or back to a person,
undone picks and a discarded draft; each entered pick is stored with who entered it and when,
as a result is.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.db.schema import DraftPickRow, DraftRow, EventRow, RegistrationRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.errors import EventRuleError
from tourney.events.staff import require_role
from tourney.limited.boosters import Pack
from tourney.limited.draft import (
    Draft,
    DraftError,
    DraftPick,
    Picker,
    RarityPicker,
    open_draft_packs,
)
from tourney.limited.event_pools import event_packs, register_drafted_pools
from tourney.limited.pods import DRAFT_RULE, Pod
from tourney.limited.pools import check_pack_list
from tourney.limited.seating import SEATS_PODS, event_pods


def drafts_of(session: Session, event: EventRow) -> list[DraftRow]:
    """The event's stored drafts, by pod."""
    query = select(DraftRow).where(DraftRow.event_id == event.id).order_by(DraftRow.pod)
    return list(session.scalars(query))


def draft_row(session: Session, event: EventRow, pod: int) -> DraftRow | None:
    return session.scalars(
        select(DraftRow).where(DraftRow.event_id == event.id, DraftRow.pod == pod)
    ).one_or_none()


def start_draft(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    *,
    pod: int,
    seed: int,
    by: StaffRow,
    at: datetime | None = None,
) -> Draft[RegistrationRow]:
    """Open every seat's packs for ``pod`` (the event's pack list, most recent set first, from
    ``seed``) and store them with the seating: the draft is ready for its first pick."""
    require_role(by, event, SEATS_PODS, "start a draft", DRAFT_RULE)
    seated = _seated_pod(session, event, pod)
    existing = draft_row(session, event, pod)
    if existing is not None:
        stored = len(stored_picks(session, existing))
        raise EventRuleError(
            f"{event.name}: pod {pod}'s draft has already started ({stored} picks stored); "
            "carry on with it, or discard it first"
        )
    packs = event_packs(event)
    check_pack_list(packs, catalog)
    opened = open_draft_packs(catalog, seated, packs, seed=seed)
    row = DraftRow(
        event_id=event.id,
        pod=pod,
        seed=seed,
        seats=[r.id for r in seated.seats],
        simulated_seats=[],
        packs=[
            [{"set": p.set_code, "cards": [c.guid for c in p.cards]} for p in seat]
            for seat in opened
        ],
        started_at=now(at),
    )
    session.add(row)
    session.flush()
    audit.record(
        session,
        event,
        by,
        "draft started",
        {
            "pod": pod,
            "seed": seed,
            "seats": [r.player.name for r in seated.seats],
            "packs": [p.set_code for p in opened[0]],
        },
        at=at,
    )
    return Draft(seated, opened)


def load_draft(
    session: Session, event: EventRow, pod: int, catalog: CardCatalog
) -> Draft[RegistrationRow]:
    """Pod ``pod``'s stored draft, its picks replayed: where it stood when last changed."""
    return _load(session, _row(session, event, pod), catalog)


def record_pick(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    *,
    pod: int,
    seat: int,
    card: Card | str,
    by: StaffRow,
    at: datetime | None = None,
) -> list[DraftPick]:
    """Store the card the player in ``seat`` took from the pack in front of them (a ``Card``,
    or written as a collector number or name); only a card in that pack is accepted. Returns
    that pick, then the automatic picks of simulated seats that followed it. The last pick of
    the draft registers every player's pool."""
    row, draft = _open(session, event, pod, catalog, by, "record draft picks")
    if isinstance(card, str):
        card = draft.card_in_pack(seat, card, catalog)
    made = draft.pick(seat, card)
    _store(session, row, [made], by, at)
    following = _automatic_picks(session, event, row, draft, RarityPicker(), by, at)
    _finish_if_over(session, row, draft, catalog, by, at)
    return [made, *following]


def simulate_picks(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    *,
    pod: int,
    by: StaffRow,
    seats: Collection[int] | None = None,
    picker: Picker | None = None,
    at: datetime | None = None,
) -> list[DraftPick]:
    """Let ``picker`` (a seeded ``RarityPicker``) pick: for ``seats``, their pick this turn
    (then the automatic picks of simulated seats that follow, returned after them); without
    seats, every pick not entered, to the end of the draft (pools registered)."""
    row, draft = _open(session, event, pod, catalog, by, "simulate draft picks")
    if draft.finished:
        raise DraftError(f"pod {pod}: the draft is over")
    picker = picker or RarityPicker()
    rng = _picks_rng(row, draft)
    made = draft.simulate(picker, rng) if seats is None else draft.simulate_pick(picker, rng, seats)
    if not made:
        return []
    return _keep_simulated(session, event, row, draft, catalog, made, picker, by, at)


def set_seat_simulated(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    *,
    pod: int,
    seat: int,
    simulated: bool,
    by: StaffRow,
    picker: Picker | None = None,
    at: datetime | None = None,
) -> list[DraftPick]:
    """Set ``seat`` of pod ``pod``'s draft to always simulate (a bot filling a short pod, or a
    player who left), or back to a person entering the player's picks. A seat set to simulate
    that has not picked this turn picks at once, and the automatic picks of simulated seats
    follow; returns those picks (undone together by one ``undo_pick``)."""
    row, draft = _open(session, event, pod, catalog, by, "change who picks for a draft seat")
    if draft.finished:
        raise DraftError(f"pod {pod}: the draft is over")
    draft.check_seat(seat)
    seats = set(row.simulated_seats) | {seat} if simulated else set(row.simulated_seats) - {seat}
    if seats != set(row.simulated_seats):
        row.simulated_seats = sorted(seats)  # a new list, so the JSON column sees the change
        session.flush()
        audit.record(
            session,
            event,
            by,
            "draft seat simulated" if simulated else "draft seat played by a person",
            {"pod": pod, "seat": seat, "player": draft.pod.seats[seat - 1].player.name},
            at=at,
        )
    if not simulated or seat not in draft.waiting():
        return []
    picker = picker or RarityPicker()
    made = draft.simulate_pick(picker, _picks_rng(row, draft), [seat])
    return _keep_simulated(session, event, row, draft, catalog, made, picker, by, at)


def _keep_simulated(
    session: Session,
    event: EventRow,
    row: DraftRow,
    draft: Draft,
    catalog: CardCatalog,
    made: list[DraftPick],
    picker: Picker,
    by: StaffRow,
    at: datetime | None,
) -> list[DraftPick]:
    """Store and log simulated picks, make the automatic picks that follow them and end the
    draft if that was its last pick; returns the picks, then the automatic ones."""
    _store(session, row, made, by, at)
    _record_simulated(session, event, row.pod, made, by, at)
    following = _automatic_picks(session, event, row, draft, picker, by, at)
    _finish_if_over(session, row, draft, catalog, by, at)
    return made + following


def undo_pick(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    *,
    pod: int,
    by: StaffRow,
    at: datetime | None = None,
) -> list[DraftPick]:
    """Take back the last pick entered or simulated, with the automatic picks of simulated
    seats that followed it; every other pick stays. Returns that pick, then the automatic
    ones. Undoing the draft's last pick reopens it: the pools already registered stay until it
    ends again and replaces them. A seat set to simulate stays set: its pick taken back is made
    again after the next pick entered."""
    row, draft = _open(session, event, pod, catalog, by, "undo a draft pick")
    if not draft.picks:
        raise DraftError(f"pod {pod}: no pick has been made yet")
    rows = stored_picks(session, row)
    taken_back = 1
    while rows[-taken_back].automatic and taken_back < len(rows):
        taken_back += 1
    undone = draft.picks[-taken_back:]
    for pick_row in rows[-taken_back:]:
        session.delete(pick_row)
    row.finished_at = None
    session.flush()
    first = undone[0]
    details: dict[str, object] = {
        "pod": pod,
        "seat": first.seat,
        "player": draft.pod.seats[first.seat - 1].player.name,
        "pack": first.pack,
        "pick": first.pick,
        "card": f"{first.card.number} {first.card.name}",
        "simulated": first.simulated,
    }
    if len(undone) > 1:
        details["automatic picks"] = [
            [p.seat, f"{p.card.number} {p.card.name}"] for p in undone[1:]
        ]
    audit.record(session, event, by, "draft pick undone", details, at=at)
    return undone


def discard_draft(
    session: Session,
    event: EventRow,
    *,
    pod: int,
    by: StaffRow,
    why: str = "",
    at: datetime | None = None,
) -> int:
    """Delete pod ``pod``'s stored draft (to draft again, or to seat the pods again); its
    picks stay in the audit trail, and pools already registered stay. Returns the picks it had."""
    require_role(by, event, SEATS_PODS, "discard a draft", DRAFT_RULE)
    row = _row(session, event, pod)
    picks = stored_picks(session, row)
    details = {
        "pod": pod,
        "seed": row.seed,
        "finished": row.finished_at is not None,
        "simulated_seats": row.simulated_seats,
        "picks": [[p.seat, p.card_guid] for p in picks],
    }
    for pick in picks:
        session.delete(pick)
    session.flush()
    session.delete(row)
    session.flush()
    audit.record(session, event, by, "draft discarded", details, why, at)
    return len(picks)


def simulate_event_draft(
    session: Session,
    event: EventRow,
    catalog: CardCatalog,
    *,
    seed: int,
    by: StaffRow,
    picker: Picker | None = None,
    at: datetime | None = None,
) -> list[Draft[RegistrationRow]]:
    """A practice draft in every seated pod: a pod's draft not started yet starts from
    ``seed``, and every pick not entered is made by ``picker`` (a seeded ``RarityPicker``), so
    the drafted pools are registered. Returns the drafts finished now; a pod whose draft was
    already over is left as it is."""
    pods = event_pods(session, event)
    if not pods:
        raise EventRuleError(f"{event.name}: seat the draft pods first ({DRAFT_RULE})")
    finished = []
    for pod in pods:
        row = draft_row(session, event, pod.number)
        if row is None:
            start_draft(session, event, catalog, pod=pod.number, seed=seed, by=by, at=at)
        elif row.finished_at is not None:
            continue
        simulate_picks(session, event, catalog, pod=pod.number, by=by, picker=picker, at=at)
        finished.append(load_draft(session, event, pod.number, catalog))
    if not finished:
        raise EventRuleError(
            f"{event.name}: every pod's draft is over and its pools are registered; discard a "
            "pod's draft to draft it again"
        )
    return finished


def picks_for_seats(made: list[DraftPick]) -> str:
    """What the simulated drafter did, for a message: "3 picks made for simulated seats 2, 4"."""
    seats = sorted({p.seat for p in made})
    return (
        f"{len(made)} pick{'s' if len(made) != 1 else ''} made for simulated seat"
        f"{'s' if len(seats) != 1 else ''} {', '.join(str(s) for s in seats)}"
    )


def _seated_pod(session: Session, event: EventRow, pod: int) -> Pod[RegistrationRow]:
    pods = event_pods(session, event)
    if not pods:
        raise EventRuleError(f"{event.name}: seat the draft pods first ({DRAFT_RULE})")
    for seated in pods:
        if seated.number == pod:
            return seated
    numbers = ", ".join(str(p.number) for p in pods)
    raise EventRuleError(f"{event.name} has no pod {pod}; its pods: {numbers}")


def _row(session: Session, event: EventRow, pod: int) -> DraftRow:
    row = draft_row(session, event, pod)
    if row is None:
        raise EventRuleError(f"{event.name}: pod {pod}'s draft has not started; start it first")
    return row


def _open(
    session: Session, event: EventRow, pod: int, catalog: CardCatalog, by: StaffRow, action: str
) -> tuple[DraftRow, Draft[RegistrationRow]]:
    """Pod ``pod``'s stored draft as it stands, for ``by`` to ``action`` (role checked)."""
    require_role(by, event, SEATS_PODS, action, DRAFT_RULE)
    row = _row(session, event, pod)
    return row, _load(session, row, catalog)


def stored_picks(session: Session, row: DraftRow) -> list[DraftPickRow]:
    """The draft's stored picks, in the order made."""
    query = select(DraftPickRow).where(DraftPickRow.draft_id == row.id)
    return list(session.scalars(query.order_by(DraftPickRow.number)))


def _load(session: Session, row: DraftRow, catalog: CardCatalog) -> Draft[RegistrationRow]:
    def card(guid: str) -> Card:
        found = catalog.by_guid.get(guid)
        if found is None:
            raise DraftError(
                f"pod {row.pod}'s draft holds card id {guid}, which is not in the card "
                "catalogue: import the card data again"
            )
        return found

    seats = []
    for registration_id in row.seats:
        registration = session.get(RegistrationRow, registration_id)
        if registration is None:
            raise DraftError(f"pod {row.pod}'s draft seats a player no longer registered")
        seats.append(registration)
    packs = [
        [Pack(p["set"], tuple(card(g) for g in p["cards"])) for p in seat] for seat in row.packs
    ]
    picks = [
        DraftPick(p.seat, card(p.card_guid), 0, 0, p.simulated) for p in stored_picks(session, row)
    ]
    return Draft(Pod(row.pod, tuple(seats)), packs, picks)


def _picks_rng(row: DraftRow, draft: Draft[RegistrationRow]) -> random.Random:
    # Seeded by the draft and how far it has gone, so a resumed (or re-imported) draft
    # simulates the same.
    return random.Random(f"picks:{row.seed}:{row.pod}:{len(draft.picks)}")


def _automatic_picks(
    session: Session,
    event: EventRow,
    row: DraftRow,
    draft: Draft[RegistrationRow],
    picker: Picker,
    by: StaffRow,
    at: datetime | None,
) -> list[DraftPick]:
    """The picks of the seats set to simulate that are due after the pick just stored."""
    if not row.simulated_seats:
        return []
    made = draft.simulate_seats(picker, _picks_rng(row, draft), row.simulated_seats)
    if made:
        _store(session, row, made, by, at, automatic=True)
        _record_simulated(session, event, row.pod, made, by, at, automatic=True)
    return made


def _record_simulated(
    session: Session,
    event: EventRow,
    pod: int,
    made: list[DraftPick],
    by: StaffRow,
    at: datetime | None,
    *,
    automatic: bool = False,
) -> None:
    details: dict[str, object] = {
        "pod": pod,
        "picks": len(made),
        "seats": sorted({p.seat for p in made}),
        "from": f"pack {made[0].pack} pick {made[0].pick}",
    }
    if automatic:
        details["automatic"] = True  # for the seats set to simulate
    audit.record(session, event, by, "draft picks simulated", details, at=at)


def _store(
    session: Session,
    row: DraftRow,
    made: list[DraftPick],
    by: StaffRow,
    at: datetime | None,
    *,
    automatic: bool = False,
) -> None:
    number = len(stored_picks(session, row))
    for offset, pick in enumerate(made, start=1):
        session.add(
            DraftPickRow(
                draft_id=row.id,
                number=number + offset,
                seat=pick.seat,
                card_guid=pick.card.guid,
                simulated=pick.simulated,
                automatic=automatic,
                entered_by_id=by.id,
                entered_at=now(at),
            )
        )
    session.flush()


def _finish_if_over(
    session: Session,
    row: DraftRow,
    draft: Draft[RegistrationRow],
    catalog: CardCatalog,
    by: StaffRow,
    at: datetime | None,
) -> None:
    if draft.finished and row.finished_at is None:
        register_drafted_pools(session, draft, catalog, by=by, at=at)
        row.finished_at = now(at)
        session.flush()
