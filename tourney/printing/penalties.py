"""The penalty report: every penalty of the event with its infraction, player, round, judge and
notes (floor rules, Tournament Penalties), for the head judge's records and the event report."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, PenaltyRow
from tourney.events.infractions import BY_CODE
from tourney.events.penalties import penalties_of
from tourney.printing.event_data import shown_names
from tourney.printing.layout import Printout, available_width, para, table


def infraction_name(code: str) -> str:
    """The catalogue's name; the bare code when the catalogue no longer lists it."""
    found = BY_CODE.get(code)
    return found.name if found is not None else code


def level_text(penalty: PenaltyRow) -> str:
    if penalty.upgraded_from:
        return f"{penalty.level} (upgraded from {penalty.upgraded_from})"
    return f"{penalty.level}{' (pending)' if penalty.pending else ''}"


def penalties_table(
    rows: Sequence[PenaltyRow],
    width: float,
    *,
    size: float = 8,
    names: dict[int, str] | None = None,
) -> Table:
    """``names``: registration id -> name as shown (players sharing a name carry their number).
    Every column is wide enough for its heading on one line."""
    names = names or {}
    shares = [0.07, 0.06, 0.19, 0.17, 0.14, 0.12, 0.18, 0.07]
    widths = [s * width for s in shares]
    widths[-1] = width - sum(widths[:-1])
    body = [
        [
            str(p.round_number) if p.round_number is not None else "before",
            str(p.table_number) if p.table_number is not None else "",
            names.get(p.registration.id, p.registration.player.name),
            infraction_name(p.infraction),
            level_text(p),
            p.judge.name,
            p.notes,
            p.at.strftime("%H:%M"),
        ]
        for p in rows
    ]
    header = ["Round", "Table", "Player", "Infraction", "Penalty", "Judge", "Notes", "Time"]
    return table(header, body, widths, size=size, align_right=(0, 1), padding=2, side_padding=3)


def penalties(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
) -> Printout:
    """Every penalty of the event, oldest first; only round ``round_number``'s when given."""
    rows = penalties_of(session, event)
    subtitle = "All rounds"
    if round_number is not None:
        rows = [p for p in rows if p.round_number == round_number]
        subtitle = f"Round {round_number}"
    width = available_width(page_size, wide=True)
    if not rows:
        return Printout("Penalties", subtitle, [para("No penalties were given.", 12)], True)
    counts: dict[str, int] = {}
    for p in rows:
        counts[p.level] = counts.get(p.level, 0) + 1
    summary = ", ".join(f"{level} × {n}" for level, n in counts.items())
    story: list[Flowable] = [
        para(f"{len(rows)} penalt{'y' if len(rows) == 1 else 'ies'}: {summary}", 11),
        Spacer(1, 3 * mm),
        penalties_table(rows, width, names=shown_names(session, event)),
    ]
    return Printout("Penalties", subtitle, story, landscape=True)
