"""Standings after a round or final: rank, player, points, record and every tiebreaker figure
of the event's chain, so a player can see why they placed where they did."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow
from tourney.events.matches import current_round, matches_in
from tourney.events.model import EventStatus
from tourney.events.swiss_link import event_standings, standings_rules
from tourney.printing.layout import Printout, PrintoutError, available_width, para, table
from tourney.swiss.standings import Standing, Tiebreaker, figure_text

# Column headings; the tiebreakers' full names are explained in the key under the table.
SHORT = {
    Tiebreaker.OPPONENTS_MATCH_WIN: "OMW%",
    Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN: "OOMW%",
    Tiebreaker.HEAD_TO_HEAD: "H2H",
    Tiebreaker.BUCHHOLZ: "Buchholz",
    Tiebreaker.RANDOM: "Random",
}


def tiebreaker_chain(event: EventRow) -> list[Tiebreaker]:
    """The event's tiebreakers after match points, in the order they break ties."""
    return [t for t in standings_rules(event).tiebreakers if t is not Tiebreaker.MATCH_POINTS]


def standings_table(
    rows: Sequence[Standing], chain: Sequence[Tiebreaker], width: float, *, size: float = 9
) -> Table:
    """The standings as one table: the same columns in the standings and the event report."""
    name_share = max(0.22, 0.62 - 0.1 * len(chain))
    widths = [0.07 * width, name_share * width, 0.07 * width, 0.1 * width]
    widths += [0.1 * width] * len(chain)
    widths.append(width - sum(widths))
    header = ["Rank", "Player", "Pts", "W-L-D", *(SHORT[t] for t in chain), "Dropped"]
    body = [
        [
            str(s.rank),
            s.player.name,
            str(s.points),
            s.record,
            *(figure_text(t, s.figures.get(t)) for t in chain),
            "dropped" if s.dropped else "",
        ]
        for s in rows
    ]
    numeric = (0, 2, *range(4, 4 + len(chain)))
    return table(header, body, widths, size=size, align_right=numeric, padding=2)


def key(chain: Sequence[Tiebreaker]) -> Flowable:
    """What the columns mean, with the scoring the points come from."""
    parts = [f"{SHORT[t]}: {t}" for t in chain]
    return para(
        "Points: win 3, loss 1, draw 1, bye 3 (floor rules, Scoring). W-L-D counts byes as "
        "wins. Ties are broken in column order: " + "; ".join(parts) + ". Percentages floor "
        "each opponent at 33.33%; byes are left out.",
        8,
    )


def standings(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
) -> Printout:
    """After ``round_number`` (default: every result so far), or final once the event finished."""
    last = current_round(session, event)
    if last is None:
        raise PrintoutError(f"{event.name} has no rounds paired yet: no standings to print")
    if round_number is not None and not 1 <= round_number <= last.number:
        raise PrintoutError(f"{event.name} has no round {round_number} (rounds 1-{last.number})")
    rows = event_standings(session, event, round_number)
    chain = tiebreaker_chain(event)
    final = event.status == EventStatus.FINISHED and round_number in (None, last.number)
    subtitle = "Final" if final else f"After round {round_number or last.number}"
    if round_number is None and not final:
        waiting = sum(m.result is None for m in matches_in(session, last))
        if waiting:
            subtitle = f"Round {last.number} in progress ({waiting} tables playing)"
    width = available_width(page_size)
    story: list[Flowable] = [
        standings_table(rows, chain, width),
        Spacer(1, 3 * mm),
        key(chain),
    ]
    return Printout("Standings", subtitle, story)
