"""The top cut bracket, single elimination, each round a column with the winners carried right
(floor rules, Tier 1 Rules: Elimination Rounds).

After the cut it prints the bracket the event stored (``tourney.events.topcut.bracket_of``):
the seeds as cut, every elimination result, the winners advancing, the champion. Before the cut
it prints a projection, labelled as one: the top N if the cut were made from the standings now.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Spacer
from sqlalchemy.orm import Session

from tourney.db.schema import EventRow, RegistrationRow
from tourney.events.matches import current_round, matches_in, rounds_of
from tourney.events.registration import registrations_of
from tourney.events.swiss_link import event_standings
from tourney.events.topcut import CUT_RULE, BracketMatch, StoredBracket, bracket_of, cut_size
from tourney.printing.event_data import shown_names
from tourney.printing.fonts import BOLD, REGULAR
from tourney.printing.layout import (
    MIN_SIZE,
    Fit,
    Printout,
    PrintoutError,
    available_height,
    available_width,
    draw_text,
    fit,
    para,
)
from tourney.swiss.topcut import BracketError, top_cut

ROUND_NAMES = {1: "Final", 2: "Semifinals", 4: "Quarterfinals"}
LOSER = colors.HexColor("#8a8a8a")
CAPTION = colors.HexColor("#555555")


def projected_bracket(session: Session, event: EventRow, size: int | None) -> StoredBracket:
    """The bracket ``cut_to_top`` would store if the cut were made from the standings now:
    the same seeds and the same size rule, nothing played."""
    table = event_standings(session, event)
    size = size if size is not None else cut_size(event, len(table))
    try:
        drawn = top_cut(table, size)
    except BracketError as error:
        raise PrintoutError(f"{event.name}: {error} ({CUT_RULE})") from error
    registrations = {r.id: r for r in registrations_of(session, event)}
    matches = [
        BracketMatch(
            number=m.number,
            elimination_round=m.round,
            seeds=m.seeds,
            players=(_registration(registrations, a), _registration(registrations, b)),
            winner=None,
            round_number=None,
            table=None,
            result=None,
        )
        for m in drawn.matches
        for a, b in [m.players]
    ]
    seeds = [registrations[p] for p in drawn.seeded]
    return StoredBracket(size, seeds, matches, list(drawn.notes))


def _registration(
    registrations: dict[int, RegistrationRow], player: int | None
) -> RegistrationRow | None:
    return registrations[player] if player is not None else None


def caption(match: BracketMatch) -> str:
    """Where the match is played and whether it is over: "Round 4, table 1"."""
    if match.round_number is None:
        return ""
    where = f"Round {match.round_number}, table {match.table}"
    return where if match.result is not None else f"{where} · playing"


class BracketDrawing(Flowable):
    """Rounds as columns; each match a pair of name lines joined to the next round. The winner
    is bold, the loser grey; a match already paired is captioned with its round and table."""

    def __init__(
        self, drawn: StoredBracket, width: float, height: float, names: dict[int, str]
    ) -> None:
        super().__init__()
        self.drawn = drawn
        self.width, self.height = width, height
        self.names = names
        self.line_width = width / (drawn.rounds + 1) - 8 * mm

    def fitted(self, text: str, font: str, size: float = 10) -> Fit:
        """A name on its line: the ``fit`` rule, two lines at most."""
        return fit(text, font, size, self.line_width - 2, max_lines=2)

    def name(self, registration: RegistrationRow) -> str:
        return self.names.get(registration.id, registration.player.name)

    @property
    def shortened(self) -> list[str]:
        """Names too long for their line even on two: printed in full under the bracket."""
        texts = [
            f"({seed}) {self.name(player)}"
            for match in self.drawn.matches
            for seed, player in zip(match.seeds, match.players, strict=True)
            if player is not None
        ]
        return [t for t in texts if self.fitted(t, BOLD).shortened]

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        rounds = self.drawn.rounds
        column = self.width / (rounds + 1)
        line_width = self.line_width
        first = self.drawn.round_matches(1)
        slot = self.height / (len(first) * 2)
        centres: dict[int, float] = {}  # match number -> y between its two lines
        c.setLineWidth(0.8)
        for r in range(1, rounds + 1):
            x = (r - 1) * column
            matches = self.drawn.round_matches(r)
            label = ROUND_NAMES.get(len(matches), f"Round {r}")
            draw_text(c, x, self.height + 2 * mm, label, BOLD, 11)
            for i, match in enumerate(matches):
                if r == 1:
                    centre = self.height - slot * (2 * i + 1)
                else:
                    before = self.drawn.round_matches(r - 1)
                    centre = (centres[before[2 * i].number] + centres[before[2 * i + 1].number]) / 2
                centres[match.number] = centre
                gap = slot * 2 ** (r - 1)  # the distance between the two feeding matches
                top = centre + gap / 2
                for k, (seed, player) in enumerate(zip(match.seeds, match.players, strict=True)):
                    y = top if k == 0 else centre - gap / 2
                    c.setStrokeColor(colors.black)
                    c.line(x, y, x + line_width, y)
                    if player is None:
                        continue
                    text = f"({seed}) {self.name(player)}"
                    won = match.winner is not None and match.winner.id == player.id
                    lost = match.winner is not None and not won
                    font = BOLD if won else REGULAR
                    c.setFillColor(LOSER if lost else colors.black)
                    _draw_above(c, x + 1, y + 2, self.fitted(text, font), font)
                c.setFillColor(CAPTION)
                where = caption(match)
                if where:
                    small = fit(where, REGULAR, MIN_SIZE, line_width)
                    draw_text(c, x + 1, top - 10, small.lines[0], REGULAR, small.size)
                c.setFillColor(colors.black)
                c.line(x + line_width, top, x + line_width, centre - gap / 2)
                c.line(x + line_width, centre, x + column, centre)
        x = rounds * column
        last = self.drawn.matches[-1]
        c.line(x, centres[last.number], x + line_width, centres[last.number])
        champion = self.drawn.champion
        if champion is not None:
            found = fit(self.name(champion), BOLD, 12, line_width, max_lines=2)
            label_y = centres[last.number] + 4 + found.height()
            draw_text(c, x, label_y, "Champion", BOLD, 9)
            _draw_above(c, x + 1, centres[last.number] + 2, found, BOLD)
        else:
            draw_text(c, x, centres[last.number] + 16, "Champion", BOLD, 9)


def _draw_above(c: Canvas, x: float, baseline: float, found: Fit, font: str) -> None:
    """Fitted lines standing on a line: the last one at ``baseline``, the others above."""
    for k, line in enumerate(reversed(found.lines)):
        draw_text(c, x, baseline + k * found.size * 1.2, line, font, found.size)


def _introduction(session: Session, event: EventRow, drawn: StoredBracket, cut: bool) -> str:
    if cut:
        swiss_rounds = (drawn.matches[0].round_number or 1) - 1
        done = drawn.champion is not None
        state = (
            f"{drawn.champion.player.name} won the final."  # type: ignore[union-attr]
            if done
            else f"{sum(m.result is not None for m in drawn.matches)} of "
            f"{len(drawn.matches)} matches played."
        )
        return (
            f"Top {drawn.size} as cut after {swiss_rounds} Swiss rounds, seeded from the final "
            f"Swiss standings; single elimination, winners advance ({CUT_RULE}). {state}"
        )
    last = current_round(session, event)
    waiting = last is not None and any(m.result is None for m in matches_in(session, last))
    after = f"the standings after round {last.number}" if last is not None else "the standings"
    return (
        f"PROJECTED: the top {drawn.size} if the cut were made now, from {after}"
        + (" (results still to come)" if waiting else "")
        + ". The event has not cut yet; until it does, any result can change the seeds."
    )


def bracket(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    size: int | None = None,
) -> Printout:
    """The stored top cut with its results, or before the cut a projected top ``size`` (by
    default the event's setting, else top 4 for 16 or fewer players and top 8 for more)."""
    if round_number is not None:
        raise PrintoutError("the bracket shows every elimination round; leave out the round")
    if not rounds_of(session, event):
        raise PrintoutError(f"{event.name} has no rounds yet: the top cut follows the Swiss")
    stored = bracket_of(session, event)
    if stored is not None and size is not None and size != stored.size:
        raise PrintoutError(
            f"{event.name} has cut to the top {stored.size}; the bracket prints as cut, not as "
            f"a top {size}"
        )
    drawn = stored if stored is not None else projected_bracket(session, event, size)
    width = available_width(page_size, wide=True)
    introduction = para(
        _introduction(session, event, drawn, stored is not None), 11, bold=stored is None
    )
    notes = [para(note, 9) for note in drawn.notes]
    # The drawing takes what the introduction and the notes leave: all on one page, the notes
    # (a tie broken at random, a seed's drop) never split from the bracket they explain.
    names = shown_names(session, event)
    probe = BracketDrawing(drawn, width, 0, names)
    notes += [para("In full: " + "; ".join(probe.shortened), 9)] if probe.shortened else []
    used = sum(f.wrap(width, 10_000)[1] for f in [introduction, *notes])
    height = available_height(page_size, wide=True) - used - 22 * mm
    story: list[Flowable] = [
        introduction,
        Spacer(1, 10 * mm),
        BracketDrawing(drawn, width, height, names),
        Spacer(1, 4 * mm),
        *notes,
    ]
    subtitle = f"Top {drawn.size}" if stored is not None else f"Projected top {drawn.size}"
    return Printout("Top cut", subtitle, story, landscape=True)
