"""What the Event screen shows: the event's setup, its staff, and the floor rules' warnings."""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import EventRow
from tourney.events.deck_checks import open_deck_list_problems
from tourney.events.event import event_warnings
from tourney.events.model import EventStatus
from tourney.events.registration import registrations_of
from tourney.events.staff import staff_of
from tourney.gui.table import Column, RowTableModel
from tourney.swiss.rounds import suggested_rounds


@dataclass(frozen=True)
class StaffLine:
    staff_id: int
    name: str
    role: str


@dataclass(frozen=True)
class EventSummary:
    name: str
    date: str
    tier: int
    format_id: str
    structure: str
    round_minutes: int
    planned_rounds: int | None
    status: str
    players: int  # still playing
    registered: int
    decks_in: int
    suggested_rounds: int | None
    warnings: list[str]
    staff: list[StaffLine]
    deck_problems: list[str] = field(default_factory=list)  # "name: what is wrong", open ones
    lists_missing: bool = False  # a list the tier needs is missing: the event cannot start

    @property
    def rounds_text(self) -> str:
        suggested = (
            f"{self.suggested_rounds} suggested for {self.players} players (floor rules, Swiss "
            "Rounds)"
            if self.suggested_rounds is not None
            else f"none suggested for {self.players} players"
        )
        if self.planned_rounds is None:
            return f"not set: {suggested}; fixed when the event starts"
        if self.status != EventStatus.REGISTRATION:
            return (
                f"{self.planned_rounds} announced at the start (floor rules, Swiss Rounds); "
                "only the head judge changes them, audited"
            )
        return f"{self.planned_rounds} announced; {suggested}"


def event_summary(
    session: Session, event: EventRow, catalog: CardCatalog | None = None
) -> EventSummary:
    """``catalog`` checks the handed-in lists for open problems before the start (lists lock
    then); without it only missing lists are found."""
    registrations = registrations_of(session, event)
    active = [r for r in registrations if r.dropped_at is None]
    suggestion = suggested_rounds(len(active))
    warnings = event_warnings(session, event)
    if suggestion.warning and not any("at least" in w for w in warnings):
        warnings.append(suggestion.warning)
    planned, suggested = event.planned_rounds, suggestion.rounds
    if planned is not None and suggested is not None and planned < suggested:
        warnings.append(
            f"{planned} rounds announced, fewer than the {suggested} the floor rules suggest "
            f"for {len(active)} players (floor rules, Swiss Rounds)"
        )
    # Before the start only: then lists lock, and problems found later are deck-list penalties.
    problems = (
        open_deck_list_problems(session, event, catalog)
        if event.status == EventStatus.REGISTRATION
        else []
    )
    return EventSummary(
        name=event.name,
        date=event.date.isoformat(),
        tier=event.tier,
        format_id=event.format_id,
        structure=event.structure,
        round_minutes=event.round_minutes,
        planned_rounds=event.planned_rounds,
        status=event.status,
        players=len(active),
        registered=len(registrations),
        decks_in=sum(r.deck_list is not None for r in registrations),
        suggested_rounds=suggestion.rounds,
        warnings=warnings,
        staff=[StaffLine(s.id, s.name, s.role) for s in staff_of(session, event)],
        deck_problems=[p.text for p in problems],
        lists_missing=any(p.missing for p in problems),
    )


class StaffModel(RowTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(
            (
                Column("Name", lambda s: s.name),
                Column("Role", lambda s: s.role, stretch=True),
            ),
            parent=parent,
        )
