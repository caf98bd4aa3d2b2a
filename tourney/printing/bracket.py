"""The top cut bracket: seeds from the final Swiss standings, single elimination, each round a
column with the winners carried right (floor rules, Tier 1 Rules: Elimination Rounds)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Result, RoundKind
from tourney.events.swiss_link import event_standings
from tourney.printing.fonts import BOLD, REGULAR
from tourney.printing.layout import (
    Printout,
    PrintoutError,
    available_height,
    available_width,
    draw_text,
    fit_text,
    para,
)
from tourney.swiss.model import Outcome
from tourney.swiss.topcut import Bracket, BracketError, top_cut

ROUND_NAMES = {1: "Final", 2: "Semifinals", 4: "Quarterfinals"}


def event_bracket(session: Session, event: EventRow, size: int | None) -> Bracket:
    """The bracket seeded from the Swiss standings with every elimination result recorded."""
    try:
        bracket = top_cut(event_standings(session, event), size)
    except BracketError as error:
        raise PrintoutError(f"{event.name}: {error}") from error
    for round_ in rounds_of(session, event):
        if round_.kind != RoundKind.ELIMINATION:
            continue
        for match in matches_in(session, round_):
            if match.result not in (Result.A_WINS, Result.B_WINS) or match.player_b_id is None:
                continue
            pair = {match.player_a_id, match.player_b_id}
            found = next((m for m in bracket.matches if set(m.players) == pair), None)
            if found is None or found.winner is not None:
                continue
            winner = match.player_a_id if match.result == Result.A_WINS else match.player_b_id
            bracket.record(found.number, winner, Outcome.WIN)
    return bracket


class BracketDrawing(Flowable):
    """Rounds as columns; each match a pair of name lines joined to the next round."""

    def __init__(self, bracket: Bracket, names: dict[int, str], width: float, height: float):
        super().__init__()
        self.bracket, self.names = bracket, names
        self.width, self.height = width, height

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        rounds = self.bracket.rounds
        column = self.width / (rounds + 1)
        line_width = column - 8 * mm
        first = self.bracket.round_matches(1)
        slot = self.height / (len(first) * 2)
        centres: dict[int, float] = {}  # match number -> y between its two lines
        for r in range(1, rounds + 1):
            x = (r - 1) * column
            matches = self.bracket.round_matches(r)
            label = ROUND_NAMES.get(len(matches), f"Round {r}")
            draw_text(c, x, self.height + 2 * mm, label, BOLD, 11)
            for i, match in enumerate(matches):
                if r == 1:
                    centre = self.height - slot * (2 * i + 1)
                else:
                    before = self.bracket.round_matches(r - 1)
                    centre = (centres[before[2 * i].number] + centres[before[2 * i + 1].number]) / 2
                centres[match.number] = centre
                gap = slot * 2 ** (r - 1)  # the distance between the two feeding matches
                for k, (seed, pid) in enumerate(zip(match.seeds, match.players, strict=True)):
                    y = centre + gap / 2 if k == 0 else centre - gap / 2
                    c.setLineWidth(0.8)
                    c.line(x, y, x + line_width, y)
                    if pid is not None:
                        text = f"({seed}) {self.names.get(pid, '?')}"
                        font = BOLD if match.winner == pid else REGULAR
                        size = fit_text(text, font, 10, line_width - 2)
                        draw_text(c, x + 1, y + 2, text, font, size)
                c.line(x + line_width, centre + gap / 2, x + line_width, centre - gap / 2)
                c.line(x + line_width, centre, x + column, centre)
        champion = self.bracket.champion
        x = rounds * column
        last = self.bracket.matches[-1]
        c.setStrokeColor(colors.black)
        c.line(x, centres[last.number], x + line_width, centres[last.number])
        draw_text(c, x, centres[last.number] + 14, "Champion", BOLD, 9)
        if champion is not None:
            text = self.names.get(champion, "?")
            size = fit_text(text, BOLD, 11, line_width)
            draw_text(c, x + 1, centres[last.number] + 2, text, BOLD, size)


def bracket(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    size: int | None = None,
) -> Printout:
    """The top cut (``size`` players; by default top 4 for 16 or fewer players, else top 8)."""
    if round_number is not None:
        raise PrintoutError("the bracket shows every elimination round; leave out the round")
    if not rounds_of(session, event):
        raise PrintoutError(f"{event.name} has no rounds yet: the top cut follows the Swiss")
    drawn = event_bracket(session, event, size)
    names = {s.player.id: s.player.name for s in event_standings(session, event)}
    width = available_width(page_size, wide=True)
    height = available_height(page_size, wide=True) - 30 * mm
    story: list[Flowable] = [
        para(f"Top {len(drawn.seeded)}, seeded from the Swiss standings", 11),
        Spacer(1, 10 * mm),
        BracketDrawing(drawn, names, width, height),
    ]
    story += [para(note, 9) for note in drawn.notes]
    return Printout("Top cut", f"Top {len(drawn.seeded)}", story, landscape=True)
