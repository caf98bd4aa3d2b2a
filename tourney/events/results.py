"""Match results: entered once, final, corrected only by the head judge with a reason.

Floor rules, Conceding and Dropping: "Once a judge records the match outcome, that outcome is
final and may not be altered." Judges, Head Judge: "A Head Judge's ruling in a tournament is
final", so a mistaken entry is put right by the head judge and the correction is audited.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from tourney.db.schema import MatchRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.conflicts import (
    check_seen,
    clock,
    match_conflict,
    result_words,
    saving,
    staff_name,
    touch,
)
from tourney.events.errors import EventRuleError, ResultFinalError
from tourney.events.matches import describe, label, rounds_of, winner_name
from tourney.events.model import Ending, Result, RoundKind, StaffRole
from tourney.events.staff import require_role

# Which results each way of ending a match can give.
_RESULTS_FOR_ENDING = {
    Ending.PLAYED: {Result.A_WINS, Result.B_WINS, Result.DRAW},
    Ending.CONCEDED: {Result.A_WINS, Result.B_WINS},
    Ending.NO_SHOW: {Result.A_WINS, Result.B_WINS, Result.DOUBLE_LOSS},
    Ending.GAME_LOSS: {Result.A_WINS, Result.B_WINS, Result.DOUBLE_LOSS},
    Ending.DROPPED: {Result.A_WINS, Result.B_WINS, Result.DOUBLE_LOSS},
    Ending.BYE: {Result.BYE},
}

_PHRASES = {
    Ending.PLAYED: "was played out",
    Ending.CONCEDED: "was conceded",
    Ending.NO_SHOW: "was a no-show",
    Ending.GAME_LOSS: "a Game Loss decided",
    Ending.DROPPED: "a drop conceded",
    Ending.BYE: "is a bye",
}


def record_result(
    session: Session,
    match: MatchRow,
    result: Result,
    *,
    by: StaffRow,
    ending: Ending = Ending.PLAYED,
    at: datetime | None = None,
) -> MatchRow:
    """Enter the outcome of a match: a win, a draw, a double loss, a no-show or a concession
    (``ending`` says which). Any staff member may enter it; once entered it is final (floor
    rules, Conceding and Dropping) and only ``correct_result`` can change it. Another station
    entering the table's result first wins: this one is refused, naming what it stored."""
    event = match.round.event
    require_role(by, event, StaffRole, "enter results", "floor rules, Conceding and Dropping")
    if match.result is not None:
        raise ResultFinalError(
            f"{label(match)} already has a result ({result_words(match)}), entered at "
            f"{clock(match.entered_at)} by {staff_name(session, match.entered_by_id)}; yours "
            "was not saved. Once a judge records the match outcome it is final (floor rules, "
            "Conceding and Dropping); only the head judge can correct it"
        )
    _check(match, Result(result), Ending(ending))
    with saving(session, lambda: match_conflict(session, match)):
        set_result(session, match, Result(result), Ending(ending), by=by, action="result", at=at)
    return match


def correct_result(
    session: Session,
    match: MatchRow,
    result: Result,
    *,
    by: StaffRow,
    why: str,
    ending: Ending = Ending.PLAYED,
    at: datetime | None = None,
    seen_version: int | None = None,
) -> MatchRow:
    """The head judge corrects a recorded outcome; the reason is required and audited with the
    result it replaces (floor rules, Judges: "A Head Judge's ruling in a tournament is final").

    ``seen_version`` is the match's ``version`` the judge was shown: when another station
    entered or corrected the result since, the correction is refused rather than replacing a
    result the judge never saw. Changing the round's row as well makes a correction and the
    pairing of the next round exclude each other: whichever commits second is refused."""
    event = match.round.event
    require_role(
        by, event, [StaffRole.HEAD_JUDGE], "correct a recorded result", "floor rules, Judges"
    )
    if match.result is None:
        raise EventRuleError(f"{label(match)} has no result yet to correct; enter it instead")
    if not why.strip():
        raise EventRuleError("a correction needs the reason, for the audit trail")
    _check(match, Result(result), Ending(ending))
    seen = match.version if seen_version is None else seen_version
    check_seen(seen_version, match.version, lambda: _corrected_meanwhile(session, match, seen))
    previous = {"result": match.result, "ending": match.ending, "winner": winner_name(match)}
    with saving(session, lambda: _corrected_meanwhile(session, match, seen)):
        touch(match.round, "status")
        set_result(
            session,
            match,
            Result(result),
            Ending(ending),
            by=by,
            action="result corrected",
            why=why.strip(),
            at=at,
            extra={"previous": previous},
        )
    return match


def _corrected_meanwhile(session: Session, match: MatchRow, seen: int) -> str:
    session.refresh(match)
    if match.version == seen:  # the table is as the judge saw it; its round changed
        later = later_round_paired(session, match)
        what = f"round {later} was paired" if later is not None else "another table was corrected"
        return (
            f"round {match.round.number} changed on another station meanwhile ({what}); your "
            f"correction of table {match.table_number} was not saved: look again and repeat it"
        )
    return (
        f"{label(match)} was changed by another station meanwhile: it now has "
        f"{result_words(match)}, entered at {clock(match.entered_at)} by "
        f"{staff_name(session, match.entered_by_id)}; your correction was not saved (look at "
        "the table again and correct it if it is still wrong)"
    )


def later_round_paired(session: Session, match: MatchRow) -> int | None:
    """The number of the round after the match's, when it is already paired: its pairings
    were made on the result as it stood, so a correction warns and offers to re-pair."""
    number = match.round.number
    later = [r.number for r in rounds_of(session, match.round.event) if r.number > number]
    return min(later) if later else None


def _check(match: MatchRow, result: Result, ending: Ending) -> None:
    if match.player_b_id is None and result != Result.BYE:
        raise EventRuleError(f"{label(match)} is a bye: it has no opponent to play")
    if match.player_b_id is not None and result == Result.BYE:
        raise EventRuleError(f"{label(match)} has two players: it cannot be a bye")
    if result not in _RESULTS_FOR_ENDING[ending]:
        raise EventRuleError(f"a match that {_PHRASES[ending]} cannot end in a {result}")
    if result == Result.DRAW and match.round.kind == RoundKind.ELIMINATION:
        raise EventRuleError(
            f"{label(match)} is an elimination match and may not end in a draw; the players "
            "begin another game (floor rules, End of Match Procedures)"
        )


def set_result(
    session: Session,
    match: MatchRow,
    result: Result,
    ending: Ending,
    *,
    by: StaffRow | None,
    action: str,
    why: str = "",
    at: datetime | None = None,
    extra: dict[str, object] | None = None,
) -> None:
    """Store a result and audit it. The rules about who may do so are the caller's."""
    match.result = result
    match.ending = ending
    match.entered_by_id = by.id if by is not None else None
    match.entered_at = now(at)
    session.flush()
    details = {
        **describe(match),
        "result": str(result),
        "ending": str(ending),
        "winner": winner_name(match),
        **(extra or {}),
    }
    audit.record(session, match.round.event, by, action, details, why, at=match.entered_at)
