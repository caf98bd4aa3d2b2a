"""The round clock: how long a round or a table has left, pauses, and what to read out when time
is called.

Time limits are data (``resources/round_time.toml``): 35 minutes for Swiss rounds (floor rules,
Match Time Limit), 45 for Tier 2 elimination rounds, untimed best-of-three for Tier 3 (Tier 2/3
Rules: Time Limit, Match Structure). A round's time is its limit, plus minutes given to the whole
round, plus minutes given to one table (a deck check, a long ruling: Tier 2/3 Rules, Deck Checks,
"The selected players will be given extra time"), less nothing for pauses: a paused clock stops.
Everything takes ``now`` so views and tests decide what time it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from functools import cache
from typing import Any

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow, RoundRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now as clock_now
from tourney.events.errors import EventRuleError
from tourney.events.model import RoundKind, RoundStatus, StaffRole
from tourney.events.staff import RUNS_ROUNDS, require_role
from tourney.resources import load_toml

TIME_FILE = "round_time.toml"
END_OF_MATCH_FILE = "end_of_match.toml"
# Who may stop and start the clock: whoever runs rounds, and the judges.
CLOCK_KEEPERS = (*RUNS_ROUNDS, StaffRole.FLOOR_JUDGE)


@dataclass(frozen=True)
class TimeLimit:
    minutes: int | None  # None: untimed
    games: int  # games in a match: 1, or 3 for a best-of-three
    rule: str
    note: str = ""


def time_limit(event: EventRow, kind: RoundKind | str) -> TimeLimit:
    """The time limit and match structure of a round of ``kind`` at this event. Swiss rounds use
    the event's round time (the organizer's choice, 35 minutes by default)."""
    data = _time_data()
    if RoundKind(kind) == RoundKind.ELIMINATION:
        for entry in data.get("elimination", []):
            if int(entry["tier"]) == event.tier:
                minutes = int(entry["minutes"])
                return TimeLimit(
                    minutes or None, int(entry["games"]), entry["rule"], entry.get("note", "")
                )
    return TimeLimit(event.round_minutes, 1, data["swiss"]["rule"])


@cache
def _time_data() -> dict[str, Any]:
    """Read once: a clock view asks every second."""
    return load_toml(TIME_FILE)


def deck_check_minutes() -> int:
    """The extra time a table gets for a deck check (floor rules, Tier 2/3 Rules: Deck
    Checks, which set no figure: resources/round_time.toml does)."""
    return int(_time_data()["deck_checks"]["extra_minutes"])


class ClockStatus(StrEnum):
    NOT_STARTED = "not started"
    RUNNING = "running"
    PAUSED = "paused"
    TIME_CALLED = "time called"
    UNTIMED = "untimed"
    FINISHED = "finished"


@dataclass(frozen=True)
class ClockReading:
    status: ClockStatus
    limit_minutes: int | None  # the time limit with every extension, None if untimed
    elapsed: timedelta  # round time used, pauses excluded
    remaining: timedelta | None  # negative once time is called; None if untimed or not started

    def display(self) -> str:
        """Minutes and seconds left, as a clock on the wall shows them: "34:59", "-0:12"."""
        if self.remaining is None:
            return str(self.status)
        seconds = int(self.remaining.total_seconds())
        sign = "-" if seconds < 0 else ""
        seconds = abs(seconds)
        return f"{sign}{seconds // 60}:{seconds % 60:02d}"


def elapsed(round_: RoundRow, now: datetime) -> timedelta:
    """Round time used so far: from the start, less every pause (the current one too)."""
    if round_.started_at is None:
        return timedelta(0)
    end = round_.finished_at if round_.finished_at is not None else now
    paused = timedelta(seconds=round_.paused_seconds or 0)
    if round_.paused_at is not None:
        paused += end - round_.paused_at
    return max(timedelta(0), end - round_.started_at - paused)


def read_clock(round_: RoundRow, now: datetime, match: MatchRow | None = None) -> ClockReading:
    """The round's clock at ``now``; with ``match``, that table's clock (its extra minutes
    added to the round's)."""
    limit = time_limit(round_.event, round_.kind)
    used = elapsed(round_, now)
    if limit.minutes is None:
        total = None
    else:
        total = limit.minutes + (round_.extra_minutes or 0)
        if match is not None:
            total += match.extra_minutes or 0
    if round_.status == RoundStatus.FINISHED:
        status = ClockStatus.FINISHED
    elif round_.started_at is None:
        status = ClockStatus.NOT_STARTED
    elif total is None:
        status = ClockStatus.UNTIMED
    elif round_.paused_at is not None:
        status = ClockStatus.PAUSED
    elif used >= timedelta(minutes=total):
        status = ClockStatus.TIME_CALLED
    else:
        status = ClockStatus.RUNNING
    remaining = None
    if total is not None and round_.started_at is not None:
        remaining = timedelta(minutes=total) - used
    return ClockReading(status, total, used, remaining)


def ends_at(round_: RoundRow, now: datetime, match: MatchRow | None = None) -> datetime | None:
    """When time will be called if the clock is not paused again; None if untimed, not
    started or finished."""
    reading = read_clock(round_, now, match)
    if reading.remaining is None or reading.status == ClockStatus.FINISHED:
        return None
    return now + reading.remaining


def pause_round(
    session: Session, round_: RoundRow, *, by: StaffRow, why: str, at: datetime | None = None
) -> None:
    """Stop the round clock (a fire alarm, a venue problem, a long ruling for the whole room).
    Judges and whoever runs rounds may pause; the reason is audited."""
    event = round_.event
    require_role(by, event, CLOCK_KEEPERS, "pause the round clock", "floor rules, Judges")
    if round_.status != RoundStatus.STARTED:
        raise EventRuleError(f"round {round_.number} is not running ({round_.status})")
    if round_.paused_at is not None:
        raise EventRuleError(f"round {round_.number}'s clock is already paused")
    if not why.strip():
        raise EventRuleError("pausing the round clock needs the reason, for the audit trail")
    round_.paused_at = clock_now(at)
    session.flush()
    audit.record(
        session, event, by, "clock paused", {"round": round_.number}, why.strip(), round_.paused_at
    )


def resume_round(
    session: Session, round_: RoundRow, *, by: StaffRow, at: datetime | None = None
) -> timedelta:
    """Start the paused clock again; returns how long the pause lasted."""
    event = round_.event
    require_role(by, event, CLOCK_KEEPERS, "resume the round clock", "floor rules, Judges")
    if round_.paused_at is None:
        raise EventRuleError(f"round {round_.number}'s clock is not paused")
    stamp = clock_now(at)
    pause = max(timedelta(0), stamp - round_.paused_at)
    round_.paused_seconds = (round_.paused_seconds or 0) + int(pause.total_seconds())
    round_.paused_at = None
    session.flush()
    audit.record(
        session,
        event,
        by,
        "clock resumed",
        {"round": round_.number, "paused_seconds": int(pause.total_seconds())},
        at=stamp,
    )
    return pause


@dataclass(frozen=True)
class EndOfMatchText:
    text: str
    rule: str


def end_of_match_text(kind: RoundKind | str, *, five_minute_limit: bool = False) -> EndOfMatchText:
    """What to read out when time is called (floor rules, End of Match Procedures): the turns
    still to play and who wins; the head judge's five-minute limit if chosen; in elimination
    rounds, that a draw is replayed."""
    data = load_toml(END_OF_MATCH_FILE)
    parts = [data["announcement"].strip()]
    if five_minute_limit:
        parts.append(data["five_minute_limit"].strip())
    if RoundKind(kind) == RoundKind.ELIMINATION:
        parts.append(data["elimination"].strip())
    return EndOfMatchText("\n\n".join(parts), data["rule"])
