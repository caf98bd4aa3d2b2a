"""Tournament penalties (floor rules, Tournament Penalties) and what they do to matches.

- A second Game Warning for the same infraction in the event is a Game Loss (Game Warning).
- A Game Loss loses the current game and the opponent receives the win; given between games it
  loses the player's next game; two in the same game are a loss for both (Game Loss).
- A player not present five minutes after the round began receives a Game Loss (Tardiness).
- Only the head judge disqualifies (Tournament Disqualification) or gives a penalty other than
  the one the floor rules name ("upgraded at the Head Judge's discretion"); a disqualified
  player is out of the event, so is dropped.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, MatchRow, PenaltyRow, RegistrationRow, StaffRow
from tourney.events import audit
from tourney.events.clock import now
from tourney.events.conflicts import check_seen, registration_conflict, saving, touch
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.infractions import Infraction, infraction
from tourney.events.matches import (
    current_round,
    label,
    match_in_progress,
    match_of,
    opponent,
    win_for,
)
from tourney.events.model import Ending, PenaltyLevel, Result, RoundStatus, StaffRole
from tourney.events.registration import drop_player
from tourney.events.results import set_result
from tourney.events.staff import JUDGES, require_role

GRACE_MINUTES = 5  # floor rules, Tardiness


def penalties_of(
    session: Session, event: EventRow, registration: RegistrationRow | None = None
) -> list[PenaltyRow]:
    """The event's penalties, oldest first; only one player's if ``registration`` is given."""
    query = select(PenaltyRow).where(PenaltyRow.event_id == event.id)
    if registration is not None:
        query = query.where(PenaltyRow.registration_id == registration.id)
    return list(session.scalars(query.order_by(PenaltyRow.id)))


def issue_penalty(
    session: Session,
    registration: RegistrationRow,
    infraction_code: str,
    *,
    judge: StaffRow,
    level: PenaltyLevel | None = None,
    notes: str = "",
    between_games: bool = False,
    at: datetime | None = None,
    seen_version: int | None = None,
) -> PenaltyRow:
    """A judge penalizes a player for an infraction of the catalogue (resources/infractions.toml).

    ``level`` defaults to the floor rules' penalty for the infraction; only the head judge may
    choose another. ``between_games``: the infraction happened outside a game, so a Game Loss
    applies to the player's next game rather than the current one (floor rules, Game Loss).
    ``seen_version`` is the registration's ``version`` the judge's screen showed: a record
    changed since (another penalty, a drop) refuses this one, which may rest on what it was.
    """
    event = registration.event
    require_role(judge, event, JUDGES, "issue penalties", "floor rules, Judges")
    check_seen(
        seen_version,
        registration.version,
        lambda: registration_conflict(session, registration, "your penalty"),
    )
    try:
        what = infraction(infraction_code)
    except KeyError as error:
        raise EventRuleError(error.args[0]) from None
    chosen = PenaltyLevel(level) if level is not None else what.level
    is_head_judge = judge.role == StaffRole.HEAD_JUDGE
    if chosen == PenaltyLevel.DISQUALIFICATION and not is_head_judge:
        raise NotAllowedError(
            f"only the head judge may disqualify; {judge.name} is a {judge.role} "
            "(floor rules, Tournament Disqualification)"
        )
    if chosen != what.level and not is_head_judge:
        raise NotAllowedError(
            f"{what.name} is a {what.level} under the floor rules; only the head judge may give "
            f"a {chosen} for it (floor rules, Tournament Disqualification: penalties "
            '"may be upgraded at the Head Judge\'s discretion")'
        )
    upgraded_from: PenaltyLevel | None = None
    why = notes
    if chosen == PenaltyLevel.GAME_WARNING and _warned_before(session, event, registration, what):
        chosen, upgraded_from = PenaltyLevel.GAME_LOSS, PenaltyLevel.GAME_WARNING
        why = (
            f"second Game Warning for {what.name} in this event: a Game Loss (floor rules, Game "
            "Warning)" + (f"; {notes}" if notes else "")
        )
    elif chosen.severity > what.level.severity:
        upgraded_from = what.level
    stamp = now(at)
    round_ = current_round(session, event)
    paired = match_of(session, registration, round_) if round_ is not None else None
    penalty = PenaltyRow(
        event_id=event.id,
        registration_id=registration.id,
        round_number=round_.number if round_ is not None else None,
        table_number=paired.table_number if paired is not None else None,
        infraction=what.code,
        level=chosen,
        upgraded_from=upgraded_from,
        judge_id=judge.id,
        notes=notes,
        at=stamp,
        pending=False,
    )
    # A penalty rests on the player's record as the judge saw it (an earlier warning makes this
    # one a Game Loss): the record's version is raised, so two judges at once cannot both pass.
    with saving(session, lambda: registration_conflict(session, registration, "your penalty")):
        touch(registration, "dropped_at")
        session.add(penalty)
    target = None
    if chosen == PenaltyLevel.GAME_LOSS and not between_games:
        target = _game_in_progress(session, registration)
    details: dict[str, object] = {
        "player": registration.player.name,
        "infraction": what.code,
        "infraction_name": what.name,
        "level": str(chosen),
        "upgraded_from": str(upgraded_from) if upgraded_from is not None else None,
        "round": penalty.round_number,
        "table": penalty.table_number,
        "notes": notes,
    }
    if chosen == PenaltyLevel.GAME_LOSS:
        details["applies_to"] = label(target) if target is not None else "next game"
    audit.record(session, event, judge, "penalty", details, why, stamp)
    if chosen == PenaltyLevel.GAME_LOSS:
        if target is not None:
            _lose_current_game(session, penalty, target, judge, what)
        else:
            penalty.pending = True
            session.flush()
    if chosen == PenaltyLevel.DISQUALIFICATION and registration.dropped_at is None:
        drop_player(
            session,
            registration,
            by=judge,
            why=f"disqualified: {what.name} (floor rules, Tournament Disqualification)",
            at=stamp,
        )
    return penalty


def penalize_tardiness(
    session: Session,
    registration: RegistrationRow,
    *,
    judge: StaffRow,
    at: datetime | None = None,
) -> PenaltyRow | None:
    """A player who is still not present five minutes after the round began receives a Game
    Loss (floor rules, Tardiness). Within the grace period nothing is issued and None returned.
    """
    require_role(judge, registration.event, JUDGES, "issue penalties", "floor rules, Judges")
    match = match_in_progress(session, registration)
    if match is not None and match.player_b_id is None:
        raise EventRuleError(
            f"{registration.player.name} has the bye this round and need not be present"
        )
    if match is None or match.round.status != RoundStatus.STARTED:
        raise EventRuleError(
            f"{registration.player.name} has no match in a started round; tardiness counts from "
            "the beginning of round time (floor rules, Tardiness)"
        )
    assert match.round.started_at is not None
    stamp = now(at)
    late = stamp - match.round.started_at
    if late <= timedelta(minutes=GRACE_MINUTES):
        return None
    minutes = int(late.total_seconds() // 60)
    return issue_penalty(
        session,
        registration,
        "tardiness",
        judge=judge,
        notes=f"not present {minutes} minutes after {label(match)} began",
        at=stamp,
    )


def apply_pending_game_losses(
    session: Session, matches: list[MatchRow], *, by: StaffRow, at: datetime | None = None
) -> None:
    """Newly paired matches: a Game Loss given between games loses the player's next game; if
    both players carry one, both lose (floor rules, Game Loss). A bye is not a game, so the
    Game Loss waits for the next match with an opponent."""
    if not matches:
        return
    owing = set(
        session.scalars(
            select(PenaltyRow.registration_id).where(
                PenaltyRow.event_id == matches[0].round.event_id, PenaltyRow.pending.is_(True)
            )
        )
    )
    for match in matches:
        if match.player_b_id is None or match.result is not None:
            continue
        if match.player_a_id not in owing and match.player_b_id not in owing:
            continue
        assert match.player_b is not None
        owed_a = _oldest_pending(session, match.player_a)
        owed_b = _oldest_pending(session, match.player_b)
        if owed_a is None and owed_b is None:
            continue
        if owed_a is not None and owed_b is not None:
            result = Result.DOUBLE_LOSS
            why = "both players received a Game Loss between games: both lose this game"
        elif owed_a is not None:
            result = Result.B_WINS
            why = f"{match.player_a.player.name} received a Game Loss between games"
        else:
            result = Result.A_WINS
            why = f"{match.player_b.player.name} received a Game Loss between games"
        for owed in (owed_a, owed_b):
            if owed is not None:
                owed.pending = False
                owed.match_id = match.id
        set_result(
            session,
            match,
            result,
            Ending.GAME_LOSS,
            by=by,
            action="result",
            why=f"{why} and loses the next game (floor rules, Game Loss)",
            at=at,
        )


def _warned_before(
    session: Session, event: EventRow, registration: RegistrationRow, what: Infraction
) -> bool:
    return any(
        PenaltyLevel.GAME_WARNING in (p.level, p.upgraded_from)
        for p in penalties_of(session, event, registration)
        if p.infraction == what.code
    )


def _game_in_progress(session: Session, registration: RegistrationRow) -> MatchRow | None:
    """The game a Game Loss applies to now: the player's match with an opponent in the current
    round, if its result is not in yet, or was decided only by the opponent's Game Loss given
    during this same game (then both lose)."""
    match = match_in_progress(session, registration)
    if match is None or match.player_b_id is None:
        return None
    if match.result is None:
        return match
    other = opponent(match, registration)
    assert other is not None
    if match.ending == Ending.GAME_LOSS and match.result == win_for(match, registration):
        opponents_loss = session.scalars(
            select(PenaltyRow).where(
                PenaltyRow.registration_id == other.id,
                PenaltyRow.match_id == match.id,
                PenaltyRow.round_number == match.round.number,
            )
        ).first()
        if opponents_loss is not None:
            return match
    return None


def _lose_current_game(
    session: Session, penalty: PenaltyRow, match: MatchRow, judge: StaffRow, what: Infraction
) -> None:
    registration = penalty.registration
    other = opponent(match, registration)
    assert other is not None
    name = registration.player.name
    if match.result is None:
        result = win_for(match, other)
        why = f"{name} received a Game Loss for {what.name}; the opponent receives the win"
    else:
        result = Result.DOUBLE_LOSS
        why = f"{name} also received a Game Loss for {what.name} in this game: both players lose"
    penalty.match_id = match.id
    set_result(
        session,
        match,
        result,
        Ending.GAME_LOSS,
        by=judge,
        action="result",
        why=f"{why} (floor rules, Game Loss)",
        at=penalty.at,
    )


def _oldest_pending(session: Session, registration: RegistrationRow) -> PenaltyRow | None:
    query = select(PenaltyRow).where(
        PenaltyRow.registration_id == registration.id, PenaltyRow.pending.is_(True)
    )
    return session.scalars(query.order_by(PenaltyRow.id).limit(1)).first()


def _penalty_conflict(session: Session, penalty: PenaltyRow) -> str:
    session.refresh(penalty)
    return (
        f"{penalty.registration.player.name}'s {penalty.infraction} penalty changed on another "
        f"station meanwhile (now a {penalty.level}); your change was not saved"
    )


def change_penalty_level(
    session: Session,
    penalty: PenaltyRow,
    level: PenaltyLevel,
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
) -> list[str]:
    """The head judge changes a penalty already given to another level (floor rules,
    Tournament Penalties: penalties "may be upgraded at the Head Judge's discretion"; Deck
    Lists: an incorrect list "usually" a Game Warning). Audited with the old level and reason.

    A new Game Loss applies like one just given (the current game, else the next). Returns what
    the head judge must still do by hand: a match result a Game Loss decided is final and
    stays until corrected with ``correct_result`` (floor rules, Conceding and Dropping).
    Disqualification is given with ``issue_penalty``, not by changing a level.
    """
    registration = penalty.registration
    event = registration.event
    require_role(
        by, event, [StaffRole.HEAD_JUDGE], "change a penalty's level", "floor rules, Judges"
    )
    new = PenaltyLevel(level)
    old = PenaltyLevel(penalty.level)
    if new == old:
        raise EventRuleError(f"the penalty is already a {old}")
    if PenaltyLevel.DISQUALIFICATION in (new, old):
        raise EventRuleError(
            "a disqualification is given or kept as it is, never by changing a level "
            "(floor rules, Tournament Disqualification)"
        )
    if not why.strip():
        raise EventRuleError("changing a penalty needs the reason, for the audit trail")
    what = infraction(penalty.infraction)
    penalty.level = new
    penalty.upgraded_from = what.level if new.severity > what.level.severity else None
    to_do: list[str] = []
    if old == PenaltyLevel.GAME_LOSS:
        if penalty.pending:
            penalty.pending = False
        elif penalty.match_id is not None:
            match = session.get(MatchRow, penalty.match_id)
            assert match is not None
            to_do.append(
                f"{label(match)} was decided by this Game Loss; its result is final until the "
                "head judge corrects it (correct_result)"
            )
    with saving(session, lambda: _penalty_conflict(session, penalty)):
        touch(registration, "dropped_at")
    audit.record(
        session,
        event,
        by,
        "penalty level changed",
        {
            "player": registration.player.name,
            "infraction": penalty.infraction,
            "round": penalty.round_number,
            "table": penalty.table_number,
            "level": str(new),
            "previous": str(old),
            "to_do": to_do,
        },
        why.strip(),
        at,
    )
    if new == PenaltyLevel.GAME_LOSS:
        target = _game_in_progress(session, registration)
        if target is not None:
            _lose_current_game(session, penalty, target, by, what)
        else:
            penalty.pending = True
            session.flush()
    return to_do
