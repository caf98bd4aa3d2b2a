"""Elimination rounds after the Swiss, stored as rounds (floor rules, Tier 1 Rules: Elimination
Rounds; Tier 2/3 Rules: Match Structure and Time Limit).

``cut_to_top`` seeds the bracket from the final Swiss standings (top 4 for 16 or fewer
players, top 8 for 17 or more, or the size the organizer sets) with ``tourney.swiss.topcut``
(1v8, 4v5, 2v7, 3v6; the 1/8 winner meets the 4/5 winner) and stores the first elimination
round; ``pair_next_elimination_round`` stores the next from the winners, until one player
remains. Results are entered with ``record_result`` like any other, which refuses a draw in an
elimination round: the players begin another game (floor rules, End of Match Procedures).
The seeds are kept in the event settings (``top_cut``), so ``bracket_of`` can rebuild the
bracket with its results for views and printouts. Swiss standings never count these rounds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow, RegistrationRow, RoundRow, StaffRow
from tourney.events.errors import EventRuleError
from tourney.events.matches import current_round, matches_in, rounds_of
from tourney.events.model import Result, RoundKind, RoundStatus, Structure
from tourney.events.registration import registrations_of
from tourney.events.round_clock import time_limit
from tourney.events.rounds import require_results, store_pairing
from tourney.events.staff import RUNS_EVENT, require_role
from tourney.events.swiss_link import event_standings
from tourney.swiss.model import Outcome
from tourney.swiss.topcut import Bracket, BracketError, top_cut, top_cut_size

SETTING = "top_cut"
CUT_RULE = "floor rules, Tier 1 Rules: Elimination Rounds"


@dataclass(frozen=True)
class BracketMatch:
    number: int  # 1.. in bracket order, round by round
    elimination_round: int  # 1 = the first elimination round
    seeds: tuple[int | None, int | None]
    players: tuple[RegistrationRow | None, RegistrationRow | None]
    winner: RegistrationRow | None
    round_number: int | None  # the event's round number, once paired
    table: int | None
    result: str | None


@dataclass
class StoredBracket:
    """The top cut as stored: seeds best first, every match (played, paired or still to come)
    and the champion once the final is in."""

    size: int
    seeds: list[RegistrationRow]
    matches: list[BracketMatch]
    notes: list[str] = field(default_factory=list)

    @property
    def rounds(self) -> int:
        return self.matches[-1].elimination_round if self.matches else 0

    def round_matches(self, elimination_round: int) -> list[BracketMatch]:
        return [m for m in self.matches if m.elimination_round == elimination_round]

    @property
    def champion(self) -> RegistrationRow | None:
        return self.matches[-1].winner if self.matches else None


def cut_size(event: EventRow, players: int) -> int:
    """The organizer's choice (settings ``top_cut_size``), else the floor rules' top 4 for 16
    or fewer players and top 8 for 17 or more."""
    chosen = (event.settings or {}).get("top_cut_size")
    return int(chosen) if chosen else top_cut_size(players)


def cut_to_top(
    session: Session,
    event: EventRow,
    *,
    by: StaffRow,
    size: int | None = None,
    at: datetime | None = None,
) -> RoundRow:
    """End the Swiss and store the first elimination round, seeded from the final standings
    (players who dropped are left out). The last Swiss round must have all its results."""
    require_role(by, event, RUNS_EVENT, "cut to the elimination rounds", CUT_RULE)
    if SETTING in (event.settings or {}):
        size_cut = event.settings[SETTING]["size"]
        raise EventRuleError(f"{event.name} has already cut to the top {size_cut}")
    last = current_round(session, event)
    if last is None:
        raise EventRuleError("the elimination rounds follow the Swiss rounds; none has been played")
    require_results(session, last)
    table = event_standings(session, event)
    size = size if size is not None else cut_size(event, len(table))
    try:
        bracket = top_cut(table, size)
    except BracketError as error:
        raise EventRuleError(f"{error} ({CUT_RULE})") from None
    event.settings = {
        **(event.settings or {}),
        SETTING: {"size": size, "seeds": list(bracket.seeded), "notes": bracket.notes},
    }
    session.flush()
    notes = list(bracket.notes)
    if event.structure != Structure.SWISS_TOP_CUT:
        notes.append(
            "the event was set up as Swiss only: players must be told before the tournament "
            f"begins that elimination rounds will be played ({CUT_RULE})"
        )
    return _store(session, event, bracket, 1, by, at, notes=notes)


def pair_next_elimination_round(
    session: Session, event: EventRow, *, by: StaffRow, at: datetime | None = None
) -> RoundRow:
    """Store the next elimination round from the winners of the last one."""
    require_role(by, event, RUNS_EVENT, "pair elimination rounds", CUT_RULE)
    if SETTING not in (event.settings or {}):
        raise EventRuleError(f"{event.name} has not cut to the elimination rounds yet")
    last = current_round(session, event)
    assert last is not None
    require_results(session, last)
    bracket = _bracket(session, event)
    played = len(_elimination_rounds(session, event))
    if played >= bracket.rounds:
        champion = bracket.champion
        name = _registration(session, event, champion).player.name if champion else "nobody"
        raise EventRuleError(f"the elimination rounds are over: {name} won the final")
    return _store(session, event, bracket, played + 1, by, at)


def bracket_of(session: Session, event: EventRow) -> StoredBracket | None:
    """The bracket with every result so far, or None before the cut."""
    if SETTING not in (event.settings or {}):
        return None
    bracket = _bracket(session, event)
    registrations = {r.id: r for r in registrations_of(session, event)}
    stored = {
        (k, m.table_number): (r, m)
        for k, r in enumerate(_elimination_rounds(session, event), start=1)
        for m in matches_in(session, r)
    }
    matches = []
    for match in bracket.matches:
        table = bracket.round_matches(match.round).index(match) + 1
        round_row, row = stored.get((match.round, table), (None, None))
        a, b = (registrations[p] if p is not None else None for p in match.players)
        matches.append(
            BracketMatch(
                number=match.number,
                elimination_round=match.round,
                seeds=match.seeds,
                players=(a, b),
                winner=registrations[match.winner] if match.winner is not None else None,
                round_number=round_row.number if round_row is not None else None,
                table=table if row is not None else None,
                result=row.result if row is not None else None,
            )
        )
    settings = event.settings[SETTING]
    return StoredBracket(
        settings["size"], [registrations[i] for i in settings["seeds"]], matches, settings["notes"]
    )


def explain_elimination(session: Session, round_: RoundRow) -> dict[int, str]:
    """Each table of an elimination round: which seeds meet and why (highest against lowest)."""
    bracket = bracket_of(session, round_.event)
    out: dict[int, str] = {}
    if bracket is None:
        return out
    for match in bracket.matches:
        if match.round_number != round_.number or match.table is None:
            continue
        (a, b), (sa, sb) = match.players, match.seeds
        assert a is not None and b is not None
        how = (
            "the highest remaining seed meets the lowest, and so on"
            if match.elimination_round == 1
            else "winners of the bracket's matches above meet, seeds kept apart until late"
        )
        out[match.table] = (
            f"Elimination round {match.elimination_round}, table {match.table}: seed {sa} "
            f"{a.player.name} plays seed {sb} {b.player.name}; {how} ({CUT_RULE})."
        )
    return out


def _elimination_rounds(session: Session, event: EventRow) -> list[RoundRow]:
    return [r for r in rounds_of(session, event) if r.kind == RoundKind.ELIMINATION]


def _bracket(session: Session, event: EventRow) -> Bracket:
    """The bracket rebuilt from the stored seeds and every elimination result."""
    settings = event.settings[SETTING]
    bracket = Bracket(settings["seeds"], settings["notes"])
    for k, round_ in enumerate(_elimination_rounds(session, event), start=1):
        numbers = [m.number for m in bracket.round_matches(k)]
        for match in matches_in(session, round_):
            winner = _winner(match)
            if winner is None:
                if match.result is None:
                    continue
                raise EventRuleError(
                    f"round {round_.number}, table {match.table_number} ended in a "
                    f"{match.result}; in an elimination round one player must advance: the head "
                    "judge corrects the result to the player who advances"
                )
            bracket.record(numbers[match.table_number - 1], winner, Outcome.WIN)
    return bracket


def _winner(match: MatchRow) -> int | None:
    if match.result == Result.A_WINS:
        return match.player_a_id
    if match.result == Result.B_WINS:
        return match.player_b_id
    return None


def _registration(session: Session, event: EventRow, registration_id: int) -> RegistrationRow:
    return next(r for r in registrations_of(session, event) if r.id == registration_id)


def _store(
    session: Session,
    event: EventRow,
    bracket: Bracket,
    elimination_round: int,
    by: StaffRow,
    at: datetime | None,
    notes: list[str] | None = None,
) -> RoundRow:
    registrations = {r.id: r for r in registrations_of(session, event)}
    pairs = []
    for match in bracket.round_matches(elimination_round):
        a, b = match.players
        assert a is not None and b is not None
        pairs.append((registrations[a], registrations[b]))
    limit = time_limit(event, RoundKind.ELIMINATION)
    timing = (
        f"{limit.minutes} minutes" if limit.minutes is not None else "untimed"
    ) + f", {'one game' if limit.games == 1 else f'best of {limit.games} games'} ({limit.rule})"
    round_ = store_pairing(
        session,
        event,
        pairs,
        by=by,
        kind=RoundKind.ELIMINATION,
        notes=[*(notes or []), f"elimination round {elimination_round}: {timing}"],
        at=at,
    )
    assert round_.status == RoundStatus.PAIRED
    return round_
