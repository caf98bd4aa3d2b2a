"""Standings after a round or final: rank, player, points, record and every tiebreaker figure
of the event's chain, so a player can see why they placed where they did. The footnote says
what a draw and a bye count for in the match-win percentages (the event's ``StandingsRules``);
the wall version is large enough to read from a metre away, as the pairings are."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, RoundRow
from tourney.events.matches import current_round, matches_in
from tourney.events.model import EventStatus
from tourney.events.swiss_link import event_standings, standings_rules
from tourney.printing.event_data import shown_names
from tourney.printing.layout import Printout, PrintoutError, available_width, para, table
from tourney.swiss.standings import (
    ByeBasis,
    MatchWinBasis,
    Standing,
    StandingsRules,
    Tiebreaker,
    figure_text,
)

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


WALL = 14  # as the pairings on the wall
WALL_SMALLEST = 11


def standings_table(
    rows: Sequence[Standing],
    chain: Sequence[Tiebreaker],
    width: float,
    *,
    size: float = 9,
    names: dict[int, str] | None = None,
    wall: bool = False,
    reserve: float = 0,
) -> Table:
    """The standings as one table: the same columns in the standings and the event report.
    ``names``: registration id -> name as shown (players sharing a name carry their number);
    ``wall``: large print, a dropped player marked after the name instead of in a column."""
    names = names or {}
    header = ["Rank", "Player", "Pts", "W-L-D", *(SHORT[t] for t in chain)]
    if wall:
        widths = [0.08 * width, 0, 0.08 * width, 0.12 * width]
        widths += [0.12 * width] * len(chain)
    else:
        name_share = max(0.22, 0.62 - 0.1 * len(chain))
        widths = [0.07 * width, name_share * width, 0.07 * width, 0.1 * width]
        widths += [0.1 * width] * len(chain)
        header.append("Dropped")
        widths.append(0)
    rest = width - sum(widths)
    widths = [w or rest for w in widths]  # the player's (wall) or the dropped column takes it
    body = []
    for s in rows:
        name = names.get(s.player.id, s.player.name)
        row = [
            str(s.rank),
            f"{name} (dropped)" if wall and s.dropped else name,
            str(s.points),
            s.record,
            *(figure_text(t, s.figures.get(t)) for t in chain),
        ]
        if not wall:
            row.append("dropped" if s.dropped else "")
        body.append(row)
    numeric = (0, 2, *range(4, 4 + len(chain)))
    return table(
        header,
        body,
        widths,
        size=WALL if wall else size,
        align_right=numeric,
        padding=3 if wall else 2,
        smallest=WALL_SMALLEST if wall else size,
        reserve=reserve,
    )


def basis_text(rules: StandingsRules) -> str:
    """What a win, a draw, a loss and a bye count for in the match-win percentages."""
    if rules.match_win_basis is MatchWinBasis.WINS:
        counted = "a win counts 1, a draw ½, a loss 0, over the matches played"
    else:
        counted = "match points ÷ 3 per match: a win 1, a draw or a loss ⅓"
    if rules.byes is ByeBasis.WON:
        bye = "a bye counts as a match won in the player's own percentage (as in MTG's rules)"
    else:
        bye = "a bye is left out of the player's own percentage"
    floor = f"{float(rules.floor) * 100:.2f}%"
    return (
        f"Match-win %: {counted}; {bye}, and is never anyone's opponent. Each opponent's "
        f"percentage is floored at {floor}."
    )


def key(chain: Sequence[Tiebreaker], rules: StandingsRules | None = None) -> Flowable:
    """What the columns mean, with the scoring the points come from and what a draw and a bye
    count for."""
    parts = [f"{SHORT[t]}: {t}" for t in chain]
    return para(
        "Points: win 3, loss 1, draw 1, bye 3 (floor rules, Scoring). W-L-D counts byes as "
        "wins. Ties are broken in column order: "
        + "; ".join(parts)
        + ". "
        + basis_text(rules or StandingsRules()),
        8,
    )


def key_height(flowable: Flowable, width: float) -> float:
    """The room a legend needs under its table (kept on the page of the table's last rows)."""
    return flowable.wrap(width, 10_000)[1] + 3 * mm


def round_bye_note(session: Session, event: EventRow, round_: RoundRow) -> str:
    """Said on a mid-round page: this round's byes are in already, its tables are not."""
    byes = [m for m in matches_in(session, round_) if m.player_b is None and m.result is not None]
    if not byes:
        return ""
    names = shown_names(session, event)
    who = ", ".join(names[m.player_a.id] for m in byes)
    return (
        f"Round {round_.number} is still being played: its bye ({who}) is already counted, "
        "points and percentages alike; tables still playing are not."
    )


def standings(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    wall: bool = False,
) -> Printout:
    """After ``round_number`` (default: every result so far), or final once the event finished.
    ``wall``: large print for the wall, as the pairings."""
    last = current_round(session, event)
    if last is None:
        raise PrintoutError(f"{event.name} has no rounds paired yet: no standings to print")
    if round_number is not None and not 1 <= round_number <= last.number:
        raise PrintoutError(f"{event.name} has no round {round_number} (rounds 1-{last.number})")
    rows = event_standings(session, event, round_number)
    chain = tiebreaker_chain(event)
    final = event.status == EventStatus.FINISHED and round_number in (None, last.number)
    subtitle = "Final" if final else f"After round {round_number or last.number}"
    notes: list[str] = []
    if round_number is None and not final:
        waiting = sum(m.result is None for m in matches_in(session, last))
        if waiting:
            subtitle = f"Round {last.number} in progress ({waiting} tables playing)"
            notes.append(round_bye_note(session, event, last))
    width = available_width(page_size)
    legend: list[Flowable] = [key(chain, standings_rules(event))]
    legend += [para(note, 9, bold=True) for note in notes if note]
    reserve = sum(key_height(f, width) for f in legend)
    story: list[Flowable] = [
        standings_table(
            rows, chain, width, names=shown_names(session, event), wall=wall, reserve=reserve
        ),
        Spacer(1, 3 * mm),
        *legend,
    ]
    return Printout("Standings", subtitle, story)
