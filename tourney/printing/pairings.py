"""Pairings for the wall (by table, or alphabetical by player, split into name ranges for
separate posting spots), the outstanding tables, and the match result slips."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, PageBreak, Spacer
from sqlalchemy.orm import Session

from tourney.collation import collation_key
from tourney.db.schema import EventRow, MatchRow, RoundRow
from tourney.events.matches import matches_in
from tourney.events.model import RoundKind
from tourney.printing.event_data import chosen_round, points_before, shown_names
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
    table,
)

LARGE = 14  # pairings are read from a few steps away
WALL_SMALLEST = 11  # a long name on the wall wraps rather than shrink below this
BYE = "BYE"


def round_title(round_: RoundRow) -> str:
    kind = "Top cut round" if round_.kind == RoundKind.ELIMINATION else "Round"
    return f"{kind} {round_.number}"


def pairings(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    by_name: bool = False,
    split: str | None = None,
    phones_url: str | None = None,
) -> Printout:
    """By table: table, player, points, opponent, points. ``by_name``: every player once,
    alphabetically, with their table and opponent; ``split`` ("A-K,L-Z") starts each name range
    on its own page (implies ``by_name``). ``phones_url``: the address of the pages for players'
    phones (``tourney serve``), printed with its QR code above the pairings."""
    round_ = chosen_round(session, event, round_number)
    matches = matches_in(session, round_)
    points = points_before(session, event, round_.number)
    names = shown_names(session, event)
    width = available_width(page_size)
    if split or by_name:
        printout = _by_name(round_, matches, points, names, width, split)
    else:
        printout = _by_table(round_, matches, points, names, width)
    if phones_url:
        printout.story[:0] = [PhonesCode(phones_url, width), Spacer(1, 3 * mm)]
    return printout


def _by_table(
    round_: RoundRow,
    matches: list[MatchRow],
    points: dict[int, int],
    names: dict[int, str],
    width: float,
) -> Printout:
    rows = []
    for m in matches:
        a, b = m.player_a, m.player_b
        rows.append(
            [
                str(m.table_number) if b is not None else "",
                names[a.id],
                str(points.get(a.id, 0)),
                names[b.id] if b is not None else BYE,
                str(points.get(b.id, 0)) if b is not None else "",
            ]
        )
    widths = [0.1 * width, 0.37 * width, 0.08 * width, 0.37 * width, 0.08 * width]
    story: list[Flowable] = [
        table(
            ["Table", "Player", "Pts", "Opponent", "Pts"],
            rows,
            widths,
            size=LARGE,
            align_right=(0, 2, 4),
            bold_columns=(0,),
            smallest=WALL_SMALLEST,
        )
    ]
    return Printout("Pairings", round_title(round_), story)


class PhonesCode(Flowable):
    """The QR code of the phones' address with the address written beside it."""

    SIZE = 24 * mm

    def __init__(self, url: str, width: float) -> None:
        super().__init__()
        from tourney.venue.qr import qr_matrix  # segno loads only when a code is printed

        self.url = url
        self.matrix = qr_matrix(url)
        self.width, self.height = width, self.SIZE

    def draw(self) -> None:
        canvas = self.canv
        module = self.SIZE / len(self.matrix)
        canvas.setFillColor(colors.black)
        for y, row in enumerate(self.matrix):
            for x, dark in enumerate(row):
                if dark:
                    top = self.SIZE - (y + 1) * module
                    canvas.rect(x * module, top, module, module, stroke=0, fill=1)
        left = self.SIZE + 5 * mm
        lines = [
            ("On your phone: pairings, standings, the clock", 15 * mm, BOLD, 12),
            ("Scan the code on the venue Wi-Fi, or open", 9.5 * mm, REGULAR, 10),
            (self.url, 4 * mm, REGULAR, 10),
        ]
        for text, y, font, size in lines:
            draw_text(canvas, left, y, text, font, size)


@dataclass(frozen=True)
class NameRange:
    first: str
    last: str

    @property
    def label(self) -> str:
        return f"{self.first}–{self.last}"

    def holds(self, initial: str) -> bool:
        return self.first <= initial <= self.last


def parse_split(text: str) -> list[NameRange]:
    """ "A-K,L-Z" (hyphen or en dash) into letter ranges; overlapping ranges are refused."""
    ranges = []
    for part in text.split(","):
        bounds = part.replace("–", "-").split("-")
        letters = [b.strip().upper() for b in bounds]
        if len(letters) != 2 or not all(len(x) == 1 and "A" <= x <= "Z" for x in letters):
            raise PrintoutError(f"split {part.strip()!r} is not a letter range like A-K")
        if letters[0] > letters[1]:
            raise PrintoutError(f"split {part.strip()!r} runs backwards")
        ranges.append(NameRange(letters[0], letters[1]))
    for one, other in zip(ranges, ranges[1:], strict=False):
        if other.first <= one.last:
            raise PrintoutError(f"split ranges {one.label} and {other.label} overlap")
    return ranges


# Latin letters NFKD does not take apart into a base letter and an accent.
_BASE_LETTER = {"Ł": "L", "Ø": "O", "Đ": "D", "Æ": "A", "Œ": "O", "Þ": "T", "ẞ": "S"}


def initial(name: str) -> str:
    """The Latin letter a name is filed under ("Łucja" under L, "Zoë" under Z); "" for a name
    in another script, which goes on the page for other letters."""
    first = name.strip()[:1].upper()
    first = _BASE_LETTER.get(first, first)
    base = unicodedata.normalize("NFKD", first)[:1]
    return base if "A" <= base <= "Z" else ""


def _by_name(
    round_: RoundRow,
    matches: list[MatchRow],
    points: dict[int, int],
    names: dict[int, str],
    width: float,
    split: str | None,
) -> Printout:
    entries = []  # (name, table, opponent)
    for m in matches:
        a, b = m.player_a, m.player_b
        table_text = str(m.table_number) if b is not None else "—"
        a_name = f"{names[a.id]} ({points.get(a.id, 0)})"
        if b is None:
            entries.append((a_name, table_text, BYE))
            continue
        b_name = f"{names[b.id]} ({points.get(b.id, 0)})"
        entries.append((a_name, table_text, b_name))
        entries.append((b_name, table_text, a_name))
    entries.sort(key=lambda e: collation_key(e[0]))
    widths = [0.44 * width, 0.12 * width, 0.44 * width]

    def wall_table(rows: list[list[str]]) -> Flowable:
        header = ["Player (points)", "Table", "Opponent (points)"]
        return table(
            header,
            rows,
            widths,
            size=LARGE,
            align_right=(1,),
            bold_columns=(1,),
            smallest=WALL_SMALLEST,
        )

    if not split:
        rows = [list(e) for e in entries]
        return Printout("Pairings by name", round_title(round_), [wall_table(rows)])
    ranges = parse_split(split)
    groups: list[tuple[str, list[list[str]]]] = [(r.label, []) for r in ranges]
    others: list[list[str]] = []
    for entry in entries:
        letter = initial(entry[0])
        target = next((g for r, g in zip(ranges, groups, strict=True) if r.holds(letter)), None)
        (target[1] if target is not None else others).append(list(entry))
    if others:  # nobody is left off the wall: names outside every range get their own page
        groups.append(("in other alphabets", others))
    story: list[Flowable] = []
    for label, rows in groups:
        if story:
            story.append(PageBreak())
        story.append(para(f"Names {label}", 16, bold=True))
        story.append(Spacer(1, 3 * mm))
        if rows:
            story.append(wall_table(rows))
        else:
            story.append(para("No players in this range.", LARGE))
    return Printout("Pairings by name", round_title(round_), story)


def outstanding(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
) -> Printout:
    """The tables of the round still without a result, for the judges' sweep."""
    round_ = chosen_round(session, event, round_number)
    waiting = [m for m in matches_in(session, round_) if m.result is None]
    names = shown_names(session, event)
    width = available_width(page_size)
    title = round_title(round_)
    if not waiting:
        return Printout("Outstanding tables", title, [para("Every table has its result.", LARGE)])
    rows = [
        [
            str(m.table_number),
            names[m.player_a.id],
            names[m.player_b.id] if m.player_b is not None else BYE,
            f"+{m.extra_minutes} min" if m.extra_minutes else "",
        ]
        for m in waiting
    ]
    story: list[Flowable] = [
        para(f"{len(waiting)} of {len(matches_in(session, round_))} tables still playing", 12),
        Spacer(1, 3 * mm),
        table(
            ["Table", "Player", "Opponent", "Extra time"],
            rows,
            [0.1 * width, 0.36 * width, 0.36 * width, 0.18 * width],
            size=LARGE,
            align_right=(0,),
            bold_columns=(0,),
            smallest=WALL_SMALLEST,
        ),
    ]
    return Printout("Outstanding tables", title, story)


SLIPS_PER_PAGE = 4


NAME_LINES = 2  # a name on a slip wraps onto a second line before it is shortened


class ResultSlip(Flowable):
    """One table's result slip, a quarter page high with a dashed cut line below it. Names fit
    by the ``fit`` rule (12 pt down to 8, then two lines) beside their boxes, never under
    them; each signature caption stays inside its half of the slip."""

    def __init__(
        self,
        event_name: str,
        round_label: str,
        match: MatchRow,
        names: tuple[str, str],
        width: float,
        height: float,
    ) -> None:
        super().__init__()
        self.event_name = event_name
        self.round_label = round_label
        self.table_number = match.table_number
        self.slip_width, self.slip_height = width, height
        self.fitted_event = fit(event_name, REGULAR, 9, width * 0.45, max_lines=2)
        self.fitted_names = [
            fit(name, BOLD, 12, self.name_room, max_lines=NAME_LINES) for name in names
        ]
        self.fitted_captions = [
            fit(f"Signature: {name}", REGULAR, MIN_SIZE, width / 2 - 8 * mm, max_lines=2)
            for name in names
        ]

    @property
    def name_room(self) -> float:
        return self.slip_width * 0.5 - 4 * mm

    @property
    def shortened(self) -> list[str]:
        """Names too long for the slip even on two lines: printed in full under the slips."""
        return [f.text for f in self.fitted_names if f.shortened]

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.slip_width, self.slip_height

    def draw(self) -> None:
        c = self.canv
        w, h = self.slip_width, self.slip_height
        top = h - 6 * mm
        title = f"{self.round_label} · Table {self.table_number}"
        draw_text(c, 0, top - 4, title, BOLD, 15)
        _draw_fit(c, w, top + 6, self.fitted_event, REGULAR, anchor="right")
        boxes = ("Win", "Loss", "Draw", "Drop")
        box_x0 = w * 0.52
        for i, fitted in enumerate(self.fitted_names):
            y = top - 17 * mm - i * 13 * mm
            _draw_fit(c, 0, y + fitted.size, fitted, BOLD)
            for k, word in enumerate(boxes):
                x = box_x0 + k * 18 * mm
                c.setLineWidth(0.8)
                c.rect(x, y - 1.5, 4 * mm, 4 * mm)
                draw_text(c, x + 5.5 * mm, y, word, REGULAR, 10)
        sign_y = top - 42 * mm
        c.setLineWidth(0.5)
        for i, caption in enumerate(self.fitted_captions):
            x0 = i * w / 2
            c.line(x0, sign_y, x0 + w / 2 - 8 * mm, sign_y)
            _draw_fit(c, x0, sign_y - 1, caption, REGULAR)
        c.setDash(4, 3)
        c.setStrokeColor(colors.grey)
        c.line(-6 * mm, 1, w + 6 * mm, 1)
        draw_text(c, -6 * mm, 3, "✂", REGULAR, 8)
        c.setDash()
        c.setStrokeColor(colors.black)


def _draw_fit(c: Canvas, x: float, top: float, found: Fit, font: str, **anchor: str) -> None:
    for k, line in enumerate(found.lines):
        draw_text(c, x, top - found.size * (1 + 1.2 * k), line, font, found.size, **anchor)


def slips(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
) -> Printout:
    """One slip per table (byes need none), four to a page: both names, round, table, boxes to
    tick for a win, loss, draw or drop (floor rules, Conceding and Dropping), signatures."""
    round_ = chosen_round(session, event, round_number)
    played = [m for m in matches_in(session, round_) if m.player_b is not None]
    if not played:
        raise PrintoutError(f"round {round_.number} of {event.name} has no tables to play")
    height = available_height(page_size) / SLIPS_PER_PAGE - 1
    width = available_width(page_size)
    names = shown_names(session, event)
    slips_made = [
        ResultSlip(
            event.name,
            round_title(round_),
            m,
            (names[m.player_a.id], names[m.player_b.id]),
            width,
            height,
        )
        for m in played
    ]
    story: list[Flowable] = list(slips_made)
    shortened = [name for slip in slips_made for name in slip.shortened]
    if shortened:
        story.append(para("Names shortened on the slips, in full: " + "; ".join(shortened), 9))
    return Printout("Result slips", round_title(round_), story)
