"""The one module that talks to the Swiss core (``tourney.swiss``): the stored event goes in as
the core's plain data; pairings and standings come back out, and a pairing is stored as a round.

Only Swiss rounds go in: elimination rounds do not count towards Swiss standings (floor rules,
Tier 1 Rules: Elimination Rounds, "the top ... finishers from the Swiss portion").
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy import Row, select
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow, PlayerRow, RegistrationRow, RoundRow, StaffRow
from tourney.events.errors import EventRuleError
from tourney.events.matches import current_round
from tourney.events.model import Result, RoundKind, RoundStatus
from tourney.events.registration import registrations_of
from tourney.events.rounds import refuse_if_paired_since, require_results, store_pairing
from tourney.swiss import model as swiss
from tourney.swiss.pairing import PairingRules, RoundPairing, pair_round
from tourney.swiss.standings import (
    ByeBasis,
    MatchWinBasis,
    Standing,
    StandingsRules,
    Tiebreaker,
    figure_text,
    standings,
)


def to_swiss_event(session: Session, event: EventRow) -> swiss.Event:
    """Players (id: registration id, seed: registration order, pod), every recorded Swiss result,
    drops, and absences: a round a player was not paired in (a late entry's earlier rounds, the
    rounds missed before a drop was taken back) scores nothing.

    A match without its result yet is left out, so standings mid-round show the results in.
    """
    # Plain columns, not ORM objects: thousands of players and rounds of matches stay fast.
    registrations = session.execute(
        select(
            RegistrationRow.id, PlayerRow.name, RegistrationRow.pod, RegistrationRow.dropped_round
        )
        .join(PlayerRow, PlayerRow.id == RegistrationRow.player_id)
        .where(RegistrationRow.event_id == event.id)
        .order_by(RegistrationRow.id)
    ).all()
    players = [
        swiss.Player(id=r.id, name=r.name, seed=seed, pod=str(r.pod) if r.pod is not None else None)
        for seed, r in enumerate(registrations, start=1)
    ]
    matches = session.execute(
        select(
            RoundRow.number,
            MatchRow.player_a_id,
            MatchRow.player_b_id,
            MatchRow.result,
            MatchRow.ending,
        )
        .join(RoundRow, RoundRow.id == MatchRow.round_id)
        .where(RoundRow.event_id == event.id, RoundRow.kind == RoundKind.SWISS)
        .order_by(RoundRow.number, MatchRow.table_number)
    ).all()
    by_round: dict[int, list[Row[tuple[int, int, int | None, str | None, str | None]]]] = {}
    for match in matches:
        by_round.setdefault(match.number, []).append(match)
    swiss_rounds = session.scalars(
        select(RoundRow.number)
        .where(RoundRow.event_id == event.id, RoundRow.kind == RoundKind.SWISS)
        .order_by(RoundRow.number)
    ).all()
    results: list[swiss.Result] = []
    for number in swiss_rounds:
        paired: set[int] = set()
        for match in by_round.get(number, []):
            paired.update(i for i in (match.player_a_id, match.player_b_id) if i is not None)
            results.extend(
                _results(number, match.player_a_id, match.player_b_id, match.result, match.ending)
            )
        for registration in registrations:
            dropped_before = (
                registration.dropped_round is not None and registration.dropped_round < number
            )
            if registration.id not in paired and not dropped_before:
                results.append(swiss.Result(number, registration.id, swiss.Outcome.ABSENT))
    drops = [
        swiss.Drop(r.id, r.dropped_round) for r in registrations if r.dropped_round is not None
    ]
    return swiss.Event(tuple(players), tuple(results), tuple(drops))


def _results(
    number: int, a: int, b: int | None, result: str | None, ending: str | None
) -> tuple[swiss.Result, ...]:
    if result is None:
        return ()
    how = swiss.Ending(ending) if ending is not None else swiss.Ending.PLAYED
    if result == Result.BYE or b is None:
        return swiss.match_bye(number, a)
    if result == Result.A_WINS:
        return swiss.match_won(number, a, b, how)
    if result == Result.B_WINS:
        return swiss.match_won(number, b, a, how)
    if result == Result.DRAW:
        return swiss.match_drawn(number, a, b)
    return swiss.match_double_loss(number, a, b, how)


def standings_rules(event: EventRow) -> StandingsRules:
    """The event's tiebreaker chain from its settings (``tiebreakers``, ``match_win_basis``,
    ``byes_in_match_win``: "won" or "left out"), else the Swiss core's defaults; a random
    tiebreak is seeded by the event."""
    settings = event.settings or {}
    defaults = StandingsRules()
    return StandingsRules(
        tiebreakers=tuple(Tiebreaker(t) for t in settings.get("tiebreakers", defaults.tiebreakers)),
        match_win_basis=MatchWinBasis(settings.get("match_win_basis", defaults.match_win_basis)),
        byes=ByeBasis(settings.get("byes_in_match_win", defaults.byes)),
        seed=event.seed,
    )


def pairing_rules(event: EventRow) -> PairingRules:
    """Pods pair only among themselves when the settings say ``same_pod_only`` (a draft's
    pods); the do-not-pair list (``do_not_pair``: pairs of registration ids, set with
    ``tourney.events.do_not_pair``); standings for pairing follow the tiebreaker chain."""
    settings = event.settings or {}
    return PairingRules(
        same_pod_only=bool(settings.get("same_pod_only", False)),
        do_not_pair=PairingRules.pairs(
            (int(a), int(b)) for a, b in settings.get("do_not_pair", [])
        ),
        standings=standings_rules(event),
    )


def pair_round_of(
    session: Session,
    event: EventRow,
    number: int,
    seed: int,
    sitting_out: Iterable[int] = (),
) -> RoundPairing:
    """The Swiss core's pairing of round ``number`` from the stored event (results of that
    round and later ignored). Left out: players who dropped before it, late entries who join
    after it, and ``sitting_out`` (registration ids)."""
    out = set(sitting_out)
    out.update(r.id for r in registrations_of(session, event) if (r.late_entry_round or 1) > number)
    return pair_round(to_swiss_event(session, event), seed, pairing_rules(event), number, out)


def pair_next_round(
    session: Session,
    event: EventRow,
    *,
    by: StaffRow,
    seed: int | None = None,
    notes: Sequence[str] = (),
    at: datetime | None = None,
    seen_round: int | None = None,
) -> tuple[RoundRow, RoundPairing]:
    """Pair the next Swiss round with the Swiss core and store it: tables 1..n from the top of
    the standings, the bye last. The core's ``RoundPairing`` comes back too, for its
    ``explain(player)`` and the rules it had to bend, which are also written to the audit trail
    (a pair of the do-not-pair list that had to meet is one of them).

    The round is seeded from the event's seed, so the same event pairs the same way again;
    ``seed`` overrides it (re-pairing a round, ``tourney.events.round_edits``). ``notes`` go
    into the audit entry too. ``seen_round``: the newest round the station showed (see
    ``store_pairing``).
    """
    refuse_if_paired_since(session, event, seen_round)
    previous = current_round(session, event)
    if previous is not None and previous.kind == RoundKind.ELIMINATION:
        raise EventRuleError(
            f"{event.name} is in its elimination rounds; the Swiss rounds are over "
            "(floor rules, Tier 1 Rules: Elimination Rounds)"
        )
    if previous is not None and previous.status != RoundStatus.FINISHED:
        require_results(session, previous)
    number = previous.number + 1 if previous is not None else 1
    seed = seed if seed is not None else event.seed + number
    registrations = {r.id: r for r in registrations_of(session, event)}
    # A player who dropped while this round waited to be re-paired has dropped_round == number.
    dropped = [i for i, r in registrations.items() if r.dropped_at is not None]
    pairing = pair_round_of(session, event, number, seed, dropped)
    pairs = [
        (registrations[p.player], registrations[p.opponent] if p.opponent is not None else None)
        for p in pairing.pairings
    ]
    round_ = store_pairing(
        session,
        event,
        pairs,
        by=by,
        kind=RoundKind.SWISS,
        seed=seed,
        notes=[*notes, *(bend.message for bend in pairing.bends)],
        at=at,
        seen_round=seen_round,
    )
    return round_, pairing


def event_standings(
    session: Session, event: EventRow, after_round: int | None = None
) -> list[Standing]:
    return standings(to_swiss_event(session, event), standings_rules(event), after_round)


def standings_csv(session: Session, event: EventRow, after_round: int | None = None) -> str:
    """Standings as CSV for a spreadsheet or the event report: rank, player, record, points and
    each tiebreaker of the chain (percentages to two decimals), and whether the player dropped.
    """
    rules = standings_rules(event)
    rows = event_standings(session, event, after_round)
    chain = [t for t in rules.tiebreakers if t is not Tiebreaker.MATCH_POINTS]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rank", "player", "record", "points", *chain, "dropped"])
    for row in rows:
        writer.writerow(
            [
                row.rank,
                row.player.name,
                row.record,
                row.points,
                *(figure_text(t, row.figures.get(t)) for t in chain),
                "yes" if row.dropped else "",
            ]
        )
    return out.getvalue()
