"""A whole event as JSON: to archive it, move it to another computer or send it to the
organizer's league. Nothing is lost: importing an export and exporting again gives the same
file. Records refer to each other by keys local to the file ("p3", "s1", round and table),
never by database ids, so the file means the same in any database.

Version 2 adds each pod's stored booster draft (seating, packs, seats set to simulate and every
pick with who entered it) and the registrations' draft seat and pool, so a draft exported in
progress resumes after import at the same pick, undo included. Version 1 files still import.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import (
    AuditEntryRow,
    DeckCheckRow,
    DraftPickRow,
    DraftRow,
    EventRow,
    MatchRow,
    PenaltyRow,
    PlayerRow,
    RegistrationRow,
    RoundRow,
    StaffRow,
)
from tourney.events.audit import TrailEntry, audit_trail, check_chain, rechain, stored_head
from tourney.events.audit import who as audit_who
from tourney.events.deck_checks import deck_checks_of
from tourney.events.errors import EventFileError, UnverifiedTrailError
from tourney.events.matches import matches_in, rounds_of
from tourney.events.penalties import penalties_of
from tourney.events.registration import registrations_of
from tourney.events.staff import staff_of
from tourney.limited.draft import DraftError
from tourney.limited.event_drafts import drafts_of, load_draft, stored_picks

FILE_KIND = "tourney-event"
FILE_VERSION = 3
# 1: before drafts were exported; 2: before the audit trail's hash chain (such a trail comes in
# marked as unverified: nothing in the file shows it was not edited).
READABLE_VERSIONS = (1, 2, 3)


def export_event(
    session: Session, event: EventRow, catalog: CardCatalog | None = None
) -> dict[str, Any]:
    """The event and everything recorded in it, as JSON-ready data; with the card ``catalog``,
    its metagame too (figures derived from the lists, ignored on import)."""
    staff = staff_of(session, event)
    registrations = registrations_of(session, event)
    players: list[PlayerRow] = [r.player for r in registrations]
    for member in staff:
        linked = session.get(PlayerRow, member.player_id) if member.player_id else None
        if linked is not None and linked not in players:
            players.append(linked)
    player_key = {p.id: f"p{i}" for i, p in enumerate(players, start=1)}
    staff_key = {s.id: f"s{i}" for i, s in enumerate(staff, start=1)}
    reg_key = {r.id: player_key[r.player_id] for r in registrations}
    rounds = rounds_of(session, event)
    match_where: dict[int, dict[str, int]] = {}
    exported_rounds = []
    for round_ in rounds:
        exported_matches = []
        for match in matches_in(session, round_):
            match_where[match.id] = {"round": round_.number, "table": match.table_number}
            exported_matches.append(
                {
                    "table": match.table_number,
                    "a": reg_key[match.player_a_id],
                    "b": reg_key[match.player_b_id] if match.player_b_id is not None else None,
                    "result": match.result,
                    "ending": match.ending,
                    "entered_by": _key(staff_key, match.entered_by_id),
                    "entered_at": _time(match.entered_at),
                    "extra_minutes": match.extra_minutes,
                }
            )
        exported_rounds.append(
            {
                "number": round_.number,
                "kind": round_.kind,
                "seed": round_.seed,
                "status": round_.status,
                "paired_at": _time(round_.paired_at),
                "started_at": _time(round_.started_at),
                "finished_at": _time(round_.finished_at),
                "extra_minutes": round_.extra_minutes,
                "paused_at": _time(round_.paused_at),
                "paused_seconds": round_.paused_seconds,
                "matches": exported_matches,
                "deck_checks": [
                    {
                        "player": reg_key[c.registration_id],
                        "table": match_where[c.match_id]["table"] if c.match_id else None,
                        "seed": c.seed,
                        "selected_at": _time(c.selected_at),
                        "checked_at": _time(c.checked_at),
                        "judge": _key(staff_key, c.judge_id),
                        "presented": c.presented,
                        "findings": c.findings,
                    }
                    for c in deck_checks_of(session, round_)
                ],
            }
        )
    return {
        "kind": FILE_KIND,
        "version": FILE_VERSION,
        "event": {
            "name": event.name,
            "date": event.date.isoformat(),
            "tier": event.tier,
            "format_id": event.format_id,
            "structure": event.structure,
            "round_minutes": event.round_minutes,
            "planned_rounds": event.planned_rounds,
            "seed": event.seed,
            "settings": _settings_out(event.settings or {}, reg_key),
            "status": event.status,
            "created_at": _time(event.created_at),
            "started_at": _time(event.started_at),
            "finished_at": _time(event.finished_at),
            "audit_head": stored_head(session, event),
            "audit_unverified": event.audit_unverified,
        },
        "players": [
            {"key": player_key[p.id], "name": p.name, "created_at": _time(p.created_at)}
            for p in players
        ],
        "staff": [
            {
                "key": staff_key[s.id],
                "name": s.name,
                "role": s.role,
                "player": _key(player_key, s.player_id),
            }
            for s in staff
        ],
        "registrations": [
            {
                "player": player_key[r.player_id],
                "registered_at": _time(r.registered_at),
                "deck_list": r.deck_list,
                "deck_format": r.deck_format,
                "deck_submitted_at": _time(r.deck_submitted_at),
                "deck_unlocked": r.deck_unlocked,
                "dropped_round": r.dropped_round,
                "dropped_at": _time(r.dropped_at),
                "drop_reason": r.drop_reason,
                "late_entry_round": r.late_entry_round,
                "pod": r.pod,
                "seat": r.seat,
                "pool": r.pool,
                "pool_source": r.pool_source,
                "plays_as_judge": r.plays_as_judge,
            }
            for r in registrations
        ],
        "drafts": [
            {
                "pod": d.pod,
                "seed": d.seed,
                "seats": [reg_key[i] for i in d.seats],
                "simulated_seats": list(d.simulated_seats),
                "packs": d.packs,
                "started_at": _time(d.started_at),
                "finished_at": _time(d.finished_at),
                "picks": [
                    {
                        "seat": p.seat,
                        "card": p.card_guid,
                        "simulated": p.simulated,
                        "automatic": p.automatic,
                        "entered_by": _key(staff_key, p.entered_by_id),
                        "entered_at": _time(p.entered_at),
                    }
                    for p in stored_picks(session, d)
                ],
            }
            for d in drafts_of(session, event)
        ],
        "rounds": exported_rounds,
        "penalties": [
            {
                "player": reg_key[p.registration_id],
                "round": p.round_number,
                "table": p.table_number,
                "infraction": p.infraction,
                "level": p.level,
                "upgraded_from": p.upgraded_from,
                "judge": staff_key[p.judge_id],
                "notes": p.notes,
                "at": _time(p.at),
                "applied_to": match_where.get(p.match_id) if p.match_id is not None else None,
                "pending": p.pending,
            }
            for p in penalties_of(session, event)
        ],
        "audit": [
            {
                "at": _time(entry.at),
                "staff": _key(staff_key, entry.staff_id),
                "who": entry.who,
                "action": entry.action,
                "details": entry.details,
                "why": entry.why,
                "hash": entry.hash,
            }
            for entry in audit_trail(session, event)
        ],
    } | ({"metagame": _metagame(session, event, catalog)} if catalog is not None else {})


def _metagame(session: Session, event: EventRow, catalog: CardCatalog) -> dict[str, Any]:
    from tourney.events.metagame import event_metagame

    return event_metagame(session, event, catalog).to_dict()


def export_event_json(session: Session, event: EventRow, catalog: CardCatalog | None = None) -> str:
    return json.dumps(export_event(session, event, catalog), indent=2, ensure_ascii=False) + "\n"


def import_event(
    session: Session,
    data: dict[str, Any],
    catalog: CardCatalog | None = None,
    *,
    accept_unverified: bool = False,
) -> EventRow:
    """Recreate an exported event, its players included, as a new event in this database.

    Players always come in as new player records: a name already on file may be another
    person (see ``players.py``). With ``catalog``, each stored draft is replayed pick by pick,
    so a pick of a card that was not in front of its seat is refused; without it, only what
    the file itself shows is checked. Raises ``EventFileError`` saying what is wrong and where,
    adding nothing.

    The audit trail must verify against its hash chain (``tourney.events.audit``): a file whose
    trail was edited is refused, naming the first entry that does not match, unless
    ``accept_unverified``; then, like a file from before the chain, the event comes in marked
    as unverified (``EventRow.audit_unverified`` says why) with a new chain from its first entry.
    """
    if not isinstance(data, dict) or data.get("kind") != FILE_KIND:
        raise EventFileError('not a Tourney event file (no "kind": "tourney-event")')
    if data.get("version") not in READABLE_VERSIONS:
        *first, last = (str(v) for v in READABLE_VERSIONS)
        readable = f"{', '.join(first)} and {last}" if first else last
        raise EventFileError(
            f"event file version {data.get('version')!r}; this Tourney reads versions {readable}"
        )
    try:
        with session.begin_nested():
            return _import(session, data, catalog, accept_unverified)
    except EventFileError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IntegrityError) as error:
        raise EventFileError(
            f"the event file is damaged: {type(error).__name__}: {error}"
        ) from error


def import_event_json(
    session: Session,
    text: str,
    catalog: CardCatalog | None = None,
    *,
    accept_unverified: bool = False,
) -> EventRow:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise EventFileError(f"not JSON: line {error.lineno}: {error.msg}") from error
    return import_event(session, data, catalog, accept_unverified=accept_unverified)


def _import(
    session: Session, data: dict[str, Any], catalog: CardCatalog | None, accept_unverified: bool
) -> EventRow:
    info = data["event"]
    event = EventRow(
        name=info["name"],
        date=date.fromisoformat(info["date"]),
        tier=int(info["tier"]),
        format_id=info["format_id"],
        structure=info["structure"],
        round_minutes=int(info["round_minutes"]),
        planned_rounds=info["planned_rounds"],
        seed=int(info["seed"]),
        settings={},
        status=info["status"],
        created_at=_when(info["created_at"]),
        started_at=_parse(info["started_at"]),
        finished_at=_parse(info["finished_at"]),
    )
    session.add(event)
    players: dict[str, PlayerRow] = {}
    for item in data["players"]:
        players[item["key"]] = PlayerRow(name=item["name"], created_at=_when(item["created_at"]))
    session.add_all(players.values())
    session.flush()
    staff: dict[str, StaffRow] = {}
    for item in data["staff"]:
        linked = players[item["player"]] if item["player"] is not None else None
        staff[item["key"]] = StaffRow(
            event_id=event.id,
            name=item["name"],
            role=item["role"],
            player_id=linked.id if linked is not None else None,
        )
    session.add_all(staff.values())
    registrations: dict[str, RegistrationRow] = {}
    for item in data["registrations"]:
        registrations[item["player"]] = RegistrationRow(
            event_id=event.id,
            player_id=players[item["player"]].id,
            registered_at=_when(item["registered_at"]),
            deck_list=item["deck_list"],
            deck_format=item["deck_format"],
            deck_submitted_at=_parse(item["deck_submitted_at"]),
            deck_unlocked=bool(item["deck_unlocked"]),
            dropped_round=item["dropped_round"],
            dropped_at=_parse(item["dropped_at"]),
            drop_reason=item["drop_reason"],
            late_entry_round=item["late_entry_round"],
            pod=item["pod"],
            seat=item.get("seat"),
            pool=item.get("pool"),
            pool_source=item.get("pool_source"),
            plays_as_judge=bool(item["plays_as_judge"]),
        )
    session.add_all(registrations.values())
    session.flush()
    event.settings = _settings_in(info["settings"], registrations)
    for item in data.get("drafts", []):
        _import_draft(session, event, item, registrations, staff, catalog)
    matches: dict[tuple[int, int], MatchRow] = {}
    for item in data["rounds"]:
        round_ = RoundRow(
            event_id=event.id,
            number=int(item["number"]),
            kind=item["kind"],
            seed=int(item["seed"]),
            status=item["status"],
            paired_at=_when(item["paired_at"]),
            started_at=_parse(item["started_at"]),
            finished_at=_parse(item["finished_at"]),
            extra_minutes=int(item["extra_minutes"]),
            paused_at=_parse(item.get("paused_at")),
            paused_seconds=int(item.get("paused_seconds") or 0),
        )
        session.add(round_)
        session.flush()
        for m in item["matches"]:
            match = MatchRow(
                round_id=round_.id,
                table_number=int(m["table"]),
                player_a_id=registrations[m["a"]].id,
                player_b_id=registrations[m["b"]].id if m["b"] is not None else None,
                result=m["result"],
                ending=m["ending"],
                entered_by_id=staff[m["entered_by"]].id if m["entered_by"] is not None else None,
                entered_at=_parse(m["entered_at"]),
                extra_minutes=int(m["extra_minutes"]),
            )
            matches[(round_.number, match.table_number)] = match
            session.add(match)
        session.flush()
        for c in item.get("deck_checks", []):
            session.add(
                DeckCheckRow(
                    round_id=round_.id,
                    match_id=matches[(round_.number, c["table"])].id if c["table"] else None,
                    registration_id=registrations[c["player"]].id,
                    seed=c["seed"],
                    selected_at=_when(c["selected_at"]),
                    checked_at=_parse(c["checked_at"]),
                    judge_id=staff[c["judge"]].id if c["judge"] is not None else None,
                    presented=c["presented"],
                    findings=c["findings"],
                )
            )
    session.flush()
    for item in data["penalties"]:
        applied = item["applied_to"]
        session.add(
            PenaltyRow(
                event_id=event.id,
                registration_id=registrations[item["player"]].id,
                round_number=item["round"],
                table_number=item["table"],
                infraction=item["infraction"],
                level=item["level"],
                upgraded_from=item["upgraded_from"],
                judge_id=staff[item["judge"]].id,
                notes=item["notes"],
                at=_when(item["at"]),
                match_id=(
                    matches[(applied["round"], applied["table"])].id
                    if applied is not None
                    else None
                ),
                pending=bool(item["pending"]),
            )
        )
    unverified = _check_trail(data, staff, accept_unverified)
    for item in data["audit"]:
        session.add(
            AuditEntryRow(
                event_id=event.id,
                at=_when(item["at"]),
                staff_id=staff[item["staff"]].id if item["staff"] is not None else None,
                who=item["who"],
                action=item["action"],
                details=item["details"],
                why=item["why"],
                hash=item.get("hash") or "",
            )
        )
    session.flush()
    if unverified is None:
        event.audit_head = info.get("audit_head") or ""
        event.audit_unverified = info.get("audit_unverified")
    else:
        event.audit_unverified = unverified
        rechain(session, event.id)  # later edits in this database still show
    session.flush()
    return event


def _check_trail(
    data: dict[str, Any], staff: dict[str, StaffRow], accept_unverified: bool
) -> str | None:
    """None when the file's audit trail verifies; else why it is unverified (or refused)."""
    if data["version"] < 3:
        return (
            f"imported from an event file of version {data['version']}, which has no audit "
            "hashes: nothing shows whether its trail was edited"
        )
    entries = [
        TrailEntry(
            at=item["at"],
            who=item["who"],
            action=item["action"],
            details=item["details"],
            why=item["why"],
            hash=item.get("hash"),
            staff=audit_who(staff[item["staff"]]) if item["staff"] is not None else None,
        )
        for item in data["audit"]
    ]
    check = check_chain(entries, data["event"].get("audit_head") or "")
    if check.ok:
        return None
    if not accept_unverified:
        raise UnverifiedTrailError(
            f"the audit trail does not verify: {check.problem}. Nothing was imported (import it "
            "as unverified only if you know why the trail was changed)"
        )
    return f"imported from a file whose audit trail did not verify: {check.problem}"


def _import_draft(
    session: Session,
    event: EventRow,
    item: dict[str, Any],
    registrations: dict[str, RegistrationRow],
    staff: dict[str, StaffRow],
    catalog: CardCatalog | None,
) -> None:
    """One pod's stored draft, checked as far as the file allows; with ``catalog``, replayed."""
    pod = item["pod"]
    where = f"pod {pod}'s draft"
    if not isinstance(pod, int) or isinstance(pod, bool):
        raise EventFileError(f"a draft's pod is {pod!r}, not a pod number")
    if session.scalars(
        select(DraftRow.id).where(DraftRow.event_id == event.id, DraftRow.pod == pod)
    ).first():
        raise EventFileError(f"{where} is in the file twice")
    seats: list[RegistrationRow] = []
    for n, key in enumerate(item["seats"], start=1):
        registration = registrations.get(key)
        if registration is None:
            raise EventFileError(f"{where}, seat {n}: {key!r} is not a registered player's key")
        if (registration.pod, registration.seat) != (pod, n):
            raise EventFileError(
                f"{where}, seat {n}: {key} is registered in pod {registration.pod} seat "
                f"{registration.seat}, not pod {pod} seat {n}"
            )
        seats.append(registration)
    packs = item["packs"]
    if not seats or len(packs) != len(seats):
        raise EventFileError(f"{where} has {len(seats)} seats but packs for {len(packs)}")
    opened: Counter[str] = Counter()
    for n, seat_packs in enumerate(packs, start=1):
        if len(seat_packs) != len(packs[0]):
            raise EventFileError(
                f"{where}, seat {n} opens {len(seat_packs)} packs, seat 1 opens {len(packs[0])}"
            )
        for number, pack in enumerate(seat_packs, start=1):
            cards = pack["cards"]
            if not isinstance(pack["set"], str) or not all(isinstance(g, str) for g in cards):
                raise EventFileError(f"{where}, seat {n}, pack {number}: not a set and card ids")
            opened.update(cards)
    simulated = item.get("simulated_seats", [])
    for seat in simulated:
        if seat not in range(1, len(seats) + 1):
            raise EventFileError(
                f"{where}: simulated seat {seat!r}; the pod has seats 1 to {len(seats)}"
            )
    row = DraftRow(
        event_id=event.id,
        pod=pod,
        seed=int(item["seed"]),
        seats=[r.id for r in seats],
        simulated_seats=sorted(set(simulated)),
        packs=packs,
        started_at=_when(item["started_at"]),
        finished_at=_parse(item["finished_at"]),
    )
    session.add(row)
    session.flush()
    taken: Counter[str] = Counter()
    for number, pick in enumerate(item["picks"], start=1):
        seat, card = pick["seat"], pick["card"]
        here = f"{where}, pick {number} (seat {seat})"
        if seat not in range(1, len(seats) + 1):
            raise EventFileError(f"{here}: the pod has seats 1 to {len(seats)}")
        taken[card] += 1
        if not opened[card]:
            raise EventFileError(f"{here}: card id {card!r} is not in the pod's packs")
        if taken[card] > opened[card]:
            raise EventFileError(
                f"{here}: card id {card!r} is taken {taken[card]} times; the pod's packs hold "
                f"{opened[card]}"
            )
        entered_by = pick["entered_by"]
        if entered_by is not None and entered_by not in staff:
            raise EventFileError(f"{here}: entered by {entered_by!r}, not a staff member's key")
        session.add(
            DraftPickRow(
                draft_id=row.id,
                number=number,
                seat=seat,
                card_guid=card,
                simulated=bool(pick["simulated"]),
                automatic=bool(pick.get("automatic", False)),
                entered_by_id=staff[entered_by].id if entered_by is not None else None,
                entered_at=_when(pick["entered_at"]),
            )
        )
    session.flush()
    if catalog is None:
        return
    try:
        draft = load_draft(session, event, pod, catalog)
    except DraftError as error:
        raise EventFileError(f"{where} does not replay: {error}") from error
    if draft.finished != (row.finished_at is not None):
        state = "over" if draft.finished else "not over"
        raise EventFileError(
            f"{where}: its {len(draft.picks)} picks leave the draft {state}, but the file "
            f"says {'not ' if row.finished_at is None else ''}finished"
        )


# Settings that name registrations by database id; the file names them by player key.
_PAIR_LISTS = ("do_not_pair",)
_TOP_CUT = "top_cut"


def _settings_out(settings: dict[str, Any], reg_key: dict[int, str]) -> dict[str, Any]:
    out = dict(settings)
    for name in _PAIR_LISTS:
        if name in out:
            out[name] = [[reg_key[int(a)], reg_key[int(b)]] for a, b in out[name]]
    if _TOP_CUT in out:
        cut = dict(out[_TOP_CUT])
        cut["seeds"] = [reg_key[int(i)] for i in cut["seeds"]]
        out[_TOP_CUT] = cut
    return out


def _settings_in(
    settings: dict[str, Any], registrations: dict[str, RegistrationRow]
) -> dict[str, Any]:
    out = dict(settings)
    for name in _PAIR_LISTS:
        if name in out:
            out[name] = [[registrations[a].id, registrations[b].id] for a, b in out[name]]
    if _TOP_CUT in out:
        cut = dict(out[_TOP_CUT])
        cut["seeds"] = [registrations[k].id for k in cut["seeds"]]
        out[_TOP_CUT] = cut
    return out


def _key(keys: dict[int, str], row_id: int | None) -> str | None:
    return keys[row_id] if row_id is not None else None


def _time(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _parse(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value is not None else None


def _when(value: str) -> datetime:
    """A time the record cannot do without."""
    return datetime.fromisoformat(value)
