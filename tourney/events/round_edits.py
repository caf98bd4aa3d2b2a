"""Changing a round's pairing before it starts, and explaining a pairing table by table.

The scorekeeper may swap two players or re-pair a round that has not started (issue: Swiss;
floor rules, Swiss Pairings leave the pairing method to the organizer). Once round time begins
the pairing stands: players have sat down and tardiness counts (floor rules, Tardiness). Every
edit is audited with its reason, and a swap warns when it creates a rematch, a second bye or a
do-not-pair meeting instead of refusing: the head judge may have a reason.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from tourney.db.schema import (
    AuditEntryRow,
    DeckCheckRow,
    MatchRow,
    PenaltyRow,
    RegistrationRow,
    RoundRow,
    StaffRow,
)
from tourney.events import audit
from tourney.events.errors import EventRuleError
from tourney.events.matches import current_round, match_of, matches_in, rounds_of
from tourney.events.model import Ending, PenaltyLevel, RoundKind, RoundStatus
from tourney.events.penalties import apply_pending_game_losses
from tourney.events.staff import RUNS_ROUNDS, require_role
from tourney.events.swiss_link import pair_next_round, pair_round_of, pairing_rules
from tourney.events.topcut import explain_elimination

EDIT_RULE = "a round may be changed only before it starts (floor rules, Tardiness: round time)"


def repair_round(
    session: Session,
    round_: RoundRow,
    *,
    by: StaffRow,
    why: str,
    seed: int | None = None,
    at: datetime | None = None,
) -> RoundRow:
    """Delete an unstarted Swiss round and pair it again (for instance after a forgotten drop
    or a late entry), with ``seed`` or the round's own seed. Game Losses owed from earlier
    rounds are applied afresh to the new tables. Returns the new round."""
    event = round_.event
    require_role(by, event, RUNS_ROUNDS, "re-pair a round", "floor rules, Swiss Pairings")
    _require_editable(session, round_, drops_allowed=True)
    if round_.kind != RoundKind.SWISS:
        raise EventRuleError(
            f"round {round_.number} is an elimination round; its bracket is seeded from the "
            "Swiss standings, not re-paired"
        )
    if not why.strip():
        raise EventRuleError("re-pairing a round needs the reason, for the audit trail")
    number, old_seed = round_.number, round_.seed
    old_tables = _tables(session, round_)
    _delete_round(session, round_)
    new_round, pairing = pair_next_round(
        session,
        event,
        by=by,
        seed=seed if seed is not None else old_seed,
        notes=[f"re-paired: {why.strip()}"],
        at=at,
    )
    audit.record(
        session,
        event,
        by,
        "round re-paired",
        {
            "round": number,
            "seed": new_round.seed,
            "previous_tables": old_tables,
            "tables": _tables(session, new_round),
            "bends": [bend.message for bend in pairing.bends],
        },
        why.strip(),
        at,
    )
    return new_round


def swap_players(
    session: Session,
    round_: RoundRow,
    first: RegistrationRow,
    second: RegistrationRow,
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
) -> list[str]:
    """Swap two players' seats in an unstarted round: each takes the other's opponent (or bye).
    Returns warnings (a rematch, a second bye, a do-not-pair meeting), which the audit entry
    records too. Game Losses owed from earlier rounds move with the players."""
    event = round_.event
    require_role(by, event, RUNS_ROUNDS, "edit pairings", "floor rules, Swiss Pairings")
    _require_editable(session, round_)
    if round_.kind != RoundKind.SWISS:
        raise EventRuleError(
            f"round {round_.number} is an elimination round: its tables follow the seeded "
            "bracket (floor rules, Tier 1 Rules: Elimination Rounds) and are not swapped"
        )
    if not why.strip():
        raise EventRuleError("editing a pairing needs the reason, for the audit trail")
    if first.id == second.id:
        raise EventRuleError(f"swapping {first.player.name} with themself changes nothing")
    here = match_of(session, first, round_)
    there = match_of(session, second, round_)
    for who, table in ((first, here), (second, there)):
        if table is None:
            raise EventRuleError(f"{who.player.name} is not paired in round {round_.number}")
    assert here is not None and there is not None
    if here.id == there.id:
        raise EventRuleError(
            f"{first.player.name} and {second.player.name} already play each other at table "
            f"{here.table_number}"
        )
    owed = _take_back_game_losses(session, [here, there])
    _seat(here, first, second)
    _seat(there, second, first)
    session.flush()
    session.expire(here)
    session.expire(there)
    warnings = [w for m in (here, there) for w in _warnings(session, round_, m)]
    apply_pending_game_losses(session, [here, there], by=by, at=at)
    audit.record(
        session,
        event,
        by,
        "pairing swapped",
        {
            "round": round_.number,
            "players": [first.player.name, second.player.name],
            "tables": _tables(session, round_),
            "warnings": warnings,
            "game_losses_reapplied": owed,
        },
        why.strip(),
        at,
    )
    return warnings


def seat_late_entry(
    session: Session,
    round_: RoundRow,
    registration: RegistrationRow,
    *,
    by: StaffRow,
    why: str = "",
    at: datetime | None = None,
) -> MatchRow:
    """Put a late entry into the current, unstarted round where there is room, with 0 points
    (issue: late entries "join with 0 points, including into the current round when a bye or an
    absent player makes room"): against the player who had the bye, else in the seat of a
    player who dropped after the round was paired (their concession is undone: the opponent
    plays the late entry instead). Audited; returns the table."""
    event = round_.event
    require_role(by, event, RUNS_ROUNDS, "seat a late entry", "floor rules, Swiss Pairings")
    _require_editable(session, round_, drops_allowed=True)
    name = registration.player.name
    if registration.event_id != event.id:
        raise EventRuleError(f"{name} is not registered for {event.name}")
    if registration.dropped_at is not None:
        raise EventRuleError(f"{name} has dropped and cannot be paired")
    if match_of(session, registration, round_) is not None:
        raise EventRuleError(f"{name} is already paired in round {round_.number}")
    matches = matches_in(session, round_)
    table = next((m for m in matches if m.player_b_id is None), None)
    replaced: str | None = None
    if table is not None:
        table.player_b_id = registration.id
    else:
        table = next((m for m in matches if m.ending == Ending.DROPPED), None)
        if table is None:
            raise EventRuleError(
                f"round {round_.number} has no bye and no player who dropped to make room for "
                f"{name}; they play from round {round_.number + 1}"
            )
        leaving = table.player_a if table.player_a.dropped_at is not None else table.player_b
        assert leaving is not None
        replaced = leaving.player.name
        _seat(table, leaving, registration)
    table.result = table.ending = None
    table.entered_by_id = table.entered_at = None
    registration.late_entry_round = round_.number
    session.flush()
    session.expire(table)
    apply_pending_game_losses(session, [table], by=by, at=at)
    other = table.player_b if table.player_a_id == registration.id else table.player_a
    assert other is not None
    details: dict[str, object] = {
        "round": round_.number,
        "table": table.table_number,
        "player": name,
        "opponent": other.player.name,
    }
    if replaced is not None:
        details["in_place_of"] = replaced
    audit.record(session, event, by, "late entry seated", details, why, at)
    return table


def explain_pairing(session: Session, round_: RoundRow) -> dict[int, str]:
    """Why each table of a stored round is paired as it is, keyed by table number.

    Swiss rounds are paired again by the Swiss core from the stored event as it stood (same
    seed, same players), which gives the same tables, so its explanation holds (score group,
    pair-down, bye, any rule bent). A table edited by hand says so, with the audited reason.
    """
    event = round_.event
    matches = matches_in(session, round_)
    if round_.kind != RoundKind.SWISS:
        return explain_elimination(session, round_)
    paired = {i for m in matches for i in (m.player_a_id, m.player_b_id) if i is not None}
    everyone = {r.id for r in event_registrations(session, round_)}
    pairing = pair_round_of(session, event, round_.number, round_.seed, everyone - paired)
    computed = {frozenset((a, b)) for a, b in pairing.pairs}
    edits = _edit_reasons(session, round_)
    out: dict[int, str] = {}
    for match in matches:
        key = frozenset((match.player_a_id, match.player_b_id))
        if key in computed:
            out[match.table_number] = pairing.explain(match.player_a_id)
        else:
            names = [match.player_a.player.name]
            names.append(match.player_b.player.name if match.player_b else "the bye")
            reason = "; ".join(edits) if edits else "no reason recorded"
            out[match.table_number] = (
                f"Round {round_.number}, table {match.table_number}: {names[0]} v {names[1]} "
                f"was set by hand, not by the pairing rules ({reason})."
            )
    return out


def event_registrations(session: Session, round_: RoundRow) -> list[RegistrationRow]:
    query = select(RegistrationRow).where(RegistrationRow.event_id == round_.event_id)
    return list(session.scalars(query.order_by(RegistrationRow.id)))


def pairing_warnings(session: Session, round_: RoundRow, match: MatchRow) -> list[str]:
    """What is wrong with one table by the pairing rules: a rematch, a second bye, a pair of
    the do-not-pair list. For a hand-made or edited table."""
    return _warnings(session, round_, match)


def _warnings(session: Session, round_: RoundRow, match: MatchRow) -> list[str]:
    a = match.player_a
    earlier = [r for r in rounds_of(session, round_.event) if r.number < round_.number]
    if match.player_b is None:
        byes = [
            r.number
            for r in earlier
            if (m := match_of(session, a, r)) is not None and m.player_b_id is None
        ]
        if byes:
            return [
                f"gives {a.player.name} a second bye: they had one in round "
                f"{', '.join(map(str, byes))}"
            ]
        return []
    b = match.player_b
    warnings = []
    met = [
        r.number
        for r in earlier
        if (m := match_of(session, a, r)) is not None and b.id in (m.player_a_id, m.player_b_id)
    ]
    if met:
        warnings.append(
            f"creates a rematch: {a.player.name} played {b.player.name} in round "
            f"{', '.join(map(str, met))}"
        )
    if frozenset((a.id, b.id)) in pairing_rules(round_.event).do_not_pair:
        warnings.append(
            f"pairs {a.player.name} with {b.player.name}, who are on the do-not-pair list"
        )
    return warnings


def _require_editable(session: Session, round_: RoundRow, drops_allowed: bool = False) -> None:
    """Only the current round, before it starts, with no result yet but byes and Game Losses
    owed from earlier rounds (and, when re-pairing, the concessions of players who dropped:
    they are left out of the new pairing)."""
    undone = {Ending.BYE, Ending.GAME_LOSS} | ({Ending.DROPPED} if drops_allowed else set())
    if round_.status != RoundStatus.PAIRED:
        raise EventRuleError(f"round {round_.number} has {round_.status}; {EDIT_RULE}")
    latest = current_round(session, round_.event)
    if latest is None or latest.id != round_.id:
        raise EventRuleError(f"round {round_.number} is not the current round; {EDIT_RULE}")
    decided = [
        m.table_number
        for m in matches_in(session, round_)
        if m.result is not None and m.ending not in undone
    ]
    if decided:
        raise EventRuleError(
            f"round {round_.number} already has results at table "
            f"{', '.join(map(str, decided))}; "
            + (
                "re-pair the round instead, which leaves out players who dropped"
                if not drops_allowed
                else "the head judge must correct them before the round can change"
            )
        )


def _seat(match: MatchRow, leaving: RegistrationRow, coming: RegistrationRow) -> None:
    if match.player_a_id == leaving.id:
        match.player_a_id = coming.id
    else:
        match.player_b_id = coming.id


def _take_back_game_losses(session: Session, matches: list[MatchRow]) -> list[str]:
    """Game Losses applied to these tables go back to waiting for the player's next game, and
    the results they decided are cleared (they are applied again to the new tables)."""
    ids = [m.id for m in matches]
    owed = list(
        session.scalars(
            select(PenaltyRow).where(
                PenaltyRow.match_id.in_(ids), PenaltyRow.level == PenaltyLevel.GAME_LOSS
            )
        )
    )
    for penalty in owed:
        penalty.match_id = None
        penalty.pending = True
    for match in matches:
        if match.result is not None and match.ending == Ending.GAME_LOSS:
            match.result = match.ending = None
            match.entered_by_id = match.entered_at = None
    session.flush()
    return [p.registration.player.name for p in owed]


def _delete_round(session: Session, round_: RoundRow) -> None:
    matches = matches_in(session, round_)
    _take_back_game_losses(session, matches)
    ids = [m.id for m in matches]
    session.execute(
        update(DeckCheckRow).where(DeckCheckRow.match_id.in_(ids)).values(match_id=None)
    )
    session.execute(delete(DeckCheckRow).where(DeckCheckRow.round_id == round_.id))
    for match in matches:
        session.delete(match)
    session.flush()
    session.delete(round_)
    session.flush()


def _tables(session: Session, round_: RoundRow) -> list[list[object]]:
    return [
        [m.table_number, m.player_a.player.name, m.player_b.player.name if m.player_b else None]
        for m in matches_in(session, round_)
    ]


def _edit_reasons(session: Session, round_: RoundRow) -> list[str]:
    entries = session.scalars(
        select(AuditEntryRow)
        .where(
            AuditEntryRow.event_id == round_.event_id,
            AuditEntryRow.action == "pairing swapped",
        )
        .order_by(AuditEntryRow.id)
    )
    return [
        f"{e.who}: {e.why}" for e in entries if e.details.get("round") == round_.number and e.why
    ]
