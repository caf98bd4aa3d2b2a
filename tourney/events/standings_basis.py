"""How an event counts a bye in the player's own match-win %: the floor rules set no
tiebreakers, MTG's tournament rules count a bye as a match won, and the other basis leaves the
bye round out (``tourney.swiss.standings.ByeBasis``). New events take the organizer's default;
the organizer or head judge may change an event's basis, audited, until it finishes. Standings
are worked out afresh each time, and every standings printout's footnote names the basis used.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, StaffRow
from tourney.events import audit
from tourney.events.errors import EventRuleError
from tourney.events.model import EventStatus
from tourney.events.staff import RUNS_EVENT, require_role
from tourney.events.swiss_link import standings_rules
from tourney.swiss.standings import ByeBasis

SETTING = "byes_in_match_win"
SAID = {ByeBasis.WON: "counts as a match won", ByeBasis.LEFT_OUT: "is left out"}


def bye_basis_text(basis: ByeBasis) -> str:
    """ "counts as a match won" or "is left out" (of the player's own match-win %)."""
    return SAID[basis]


def set_bye_basis(
    session: Session,
    event: EventRow,
    basis: ByeBasis | str,
    *,
    by: StaffRow,
    why: str,
    at: datetime | None = None,
) -> ByeBasis:
    """Count a bye as ``basis`` in each player's own match-win % from now on, audited with
    the old and new basis and the reason."""
    require_role(
        by, event, RUNS_EVENT, "change how a bye counts in the standings", "floor rules, Judges"
    )
    try:
        chosen = ByeBasis(basis)
    except ValueError:
        choices = " or ".join(repr(str(b)) for b in ByeBasis)
        raise EventRuleError(f"a bye counts as {choices} in the standings, not {basis!r}") from None
    if not why.strip():
        raise EventRuleError("changing how a bye counts needs the reason, for the audit trail")
    if event.status == EventStatus.FINISHED:
        raise EventRuleError(f"{event.name} has finished: its standings are final")
    old = standings_rules(event).byes
    if old is chosen:
        raise EventRuleError(f"nothing to change: in {event.name} a bye already {SAID[old]}")
    event.settings = {**(event.settings or {}), SETTING: str(chosen)}
    session.flush()
    audit.record(
        session, event, by, "standings basis changed", {SETTING: [str(old), str(chosen)]}, why, at
    )
    return chosen


__all__ = ["SETTING", "bye_basis_text", "set_bye_basis"]
