"""The page every printout shares: the event and the document in the header, the generated-at
time and "page 2 of 5" in the footer, A4 or Letter, and the table and text styles.

A document is a ``Printout``: a title, a subtitle (the round, "final") and a story of reportlab
flowables; ``build_pdf`` lays it out on pages.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import datetime
from io import BytesIO

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Table
from reportlab.platypus.tables import TableStyle

from tourney.printing.fonts import (
    BOLD,
    REGULAR,
    covers,
    is_rtl,
    markup,
    register_fonts,
    runs,
    string_width,
    visual,
)

PAGE_SIZES = {"A4": A4, "LETTER": LETTER}
MARGIN = 14 * mm
HEADER = 16 * mm
FOOTER = 10 * mm
GRID = colors.HexColor("#9a9a9a")
SHADE = colors.HexColor("#ececec")
HIGHLIGHT = colors.HexColor("#ffd9d9")
CELL_PADDING = 6  # reportlab's default left and right padding in a table cell


class PrintoutError(ValueError):
    """A printout cannot be made from what was asked (no such round, player or document)."""


@dataclass
class Printout:
    title: str  # "Pairings"
    subtitle: str  # "Round 3", "Final"
    story: list[Flowable] = field(default_factory=list)
    landscape: bool = False


def page_size(name: str) -> tuple[float, float]:
    try:
        return PAGE_SIZES[name.upper()]
    except KeyError:
        raise PrintoutError(f"unknown page size {name!r}; use A4 or Letter") from None


def style(size: float = 10, *, bold: bool = False, leading: float | None = None) -> ParagraphStyle:
    register_fonts()
    return ParagraphStyle(
        f"{'b' if bold else 'r'}{size}",
        fontName=BOLD if bold else REGULAR,
        fontSize=size,
        leading=leading if leading is not None else size * 1.25,
    )


def para(text: str, size: float = 10, *, bold: bool = False) -> Paragraph:
    """A paragraph of plain text (escaped; CJK runs switched to a CJK font)."""
    return Paragraph(markup(text), style(size, bold=bold))


MIN_SIZE = 8.0  # no printed text is smaller: the floor of every fitted size
# Table cells shortened with "…" while a document is laid out (``collecting_shortened``).
_SHORTENED: ContextVar[list[str] | None] = ContextVar("shortened", default=None)
ELLIPSIS = "…"


@dataclass(frozen=True)
class Fit:
    """Text fitted into a width: its lines (logical order, each drawn through ``visual``) at
    ``size``; ``shortened`` when it still did not fit and the last line ends in an ellipsis."""

    text: str
    lines: tuple[str, ...]
    size: float
    shortened: bool = False

    def height(self, leading: float = 1.2) -> float:
        return len(self.lines) * self.size * leading


_CJK = (("\u2e80", "\u9fff"), ("\uac00", "\ud7af"), ("\uf900", "\ufaff"))


def _is_cjk(char: str) -> bool:
    return any(low <= char <= high for low, high in _CJK)


def _pieces(word: str) -> list[str]:
    """Where a word may break: after a hyphen ("Rimsky-|Korsakova") and between CJK
    characters (no spaces in those scripts), else nowhere."""
    pieces: list[str] = []
    for char in word:
        joined = pieces and not (_is_cjk(char) or _is_cjk(pieces[-1][-1]))
        if joined and not (pieces[-1].endswith("-") and len(pieces[-1]) > 1 and char.isalpha()):
            pieces[-1] += char
        else:
            pieces.append(char)
    return pieces


def wrap_words(text: str, font: str, size: float, width: float) -> list[str]:
    """Lines of ``text`` no wider than ``width``, broken at spaces (and between CJK characters),
    never inside a word; a word wider than ``width`` stays whole on its own line."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        for k, piece in enumerate(_pieces(word)):
            glue = " " if line and k == 0 else ""
            candidate = line + glue + piece
            if not line or string_width(candidate, font, size) <= width:
                line = candidate
            else:
                lines.append(line)
                line = piece
    return [*lines, line] if line else lines


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut at the end, with "…", to fit ``width``."""
    while text and string_width(text + ELLIPSIS, font, size) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def fit(
    text: str,
    font: str,
    size: float,
    width: float,
    *,
    smallest: float = MIN_SIZE,
    max_lines: int | None = 1,
) -> Fit:
    """The rule every printout fits text by: the largest size from ``size`` down to
    ``smallest`` (never below ``MIN_SIZE``) at which ``text`` is one line inside ``width``;
    failing that, at ``smallest``, wrapped at word boundaries (spaces, after a hyphen, between
    CJK characters; never inside a word) into at most ``max_lines`` lines (None: as many as
    needed), a word too wide for a line shrinking the whole text further, to ``MIN_SIZE``;
    failing that, the last line cut with an ellipsis and ``shortened`` set, so the caller
    prints the full text elsewhere."""
    text = " ".join(text.split())
    smallest = max(MIN_SIZE, min(smallest, size))
    current = size
    while True:
        if string_width(text, font, current) <= width:
            return Fit(text, (text,), current)
        if current <= smallest:
            break
        current = max(smallest, current - 0.5)
    # Wrapped at ``smallest``; a word too wide even so shrinks the text further, to MIN_SIZE.
    limit = None if max_lines is None else max_lines
    while True:
        lines = wrap_words(text, font, current, width)
        too_wide = [i for i, line in enumerate(lines) if string_width(line, font, current) > width]
        if not too_wide or current <= MIN_SIZE:
            break
        current = max(MIN_SIZE, current - 0.5)
    if (limit is None or len(lines) <= limit) and not too_wide:
        return Fit(text, tuple(lines), current)
    last = min(limit or len(lines), (too_wide or [len(lines)])[0] + 1) - 1
    kept = lines[:last]
    rest = " ".join(lines[last:])
    kept.append(ellipsize(rest, font, current, width))
    return Fit(text, tuple(kept), current, shortened=True)


def fit_text(
    text: str, font: str, size: float, width: float, *, smallest: float = MIN_SIZE
) -> float:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` fits ``width``
    on one line (``smallest`` when nothing does)."""
    return fit(text, font, size, width, smallest=smallest, max_lines=None).size


def fit_paragraph(found: Fit, *, bold: bool = False) -> Paragraph:
    """A fitted text as a paragraph: its lines exactly as fitted, none broken again."""
    body = "<br/>".join(markup(line) for line in found.lines)
    paragraph_style = style(found.size, bold=bold, leading=found.size * 1.2)
    paragraph_style.splitLongWords = False
    return Paragraph(body, paragraph_style)


@contextmanager
def collecting_shortened() -> Iterator[list[str]]:
    """Within: the texts table cells had to shorten, to print in full under the document."""
    found: list[str] = []
    token = _SHORTENED.set(found)
    try:
        yield found
    finally:
        _SHORTENED.reset(token)


def note_shortened(found: Fit) -> None:
    """Keep a text ``fit`` had to shorten, for ``in_full`` under the document."""
    if found.shortened and (collected := _SHORTENED.get()) is not None:
        collected.append(found.text)


def in_full(shortened: Sequence[str]) -> Flowable:
    """The note that gives the shortened texts in full."""
    unique = list(dict.fromkeys(shortened))
    return para("Shortened above, in full: " + "; ".join(unique), 9)


def cell(
    text: str,
    width: float,
    size: float,
    *,
    bold: bool = False,
    smallest: float = MIN_SIZE,
    padding: float = CELL_PADDING,
) -> str | Paragraph:
    """A table cell by the ``fit`` rule, wrapping as many lines as it needs: the plain string
    when it fits on one line at ``size`` in DejaVu (fast), else a paragraph."""
    room = width - 2 * padding
    if covers(text) and not is_rtl(text):
        # No ASCII glyph of DejaVu Sans (Bold) is wider than 1.11 em: most cells fit unmeasured.
        if text.isascii() and len(text) * size * 1.11 <= room:
            return text
        if pdfmetrics.stringWidth(text, BOLD if bold else REGULAR, size) <= room:
            return text
    # A point to spare, so reportlab's own measure of a fitted line never wraps it again.
    found = fit(text, BOLD if bold else REGULAR, size, room - 1, smallest=smallest, max_lines=None)
    note_shortened(found)
    if found.size == size and len(found.lines) == 1 and covers(text):
        return visual(text)
    return fit_paragraph(found, bold=bold)


ORPHAN_ROWS = 4  # never fewer body rows than this on a page a table starts or ends on


class RuledTable(Table):
    """A table that splits across pages without orphans: each page it spans holds at least
    ``ORPHAN_ROWS`` rows of it, and when ``reserve`` points follow it (a legend) the legend
    stays on the page of the table's last rows instead of alone on a page of its own."""

    reserve = 0.0

    def _body_rows(self) -> int:
        repeat = self.repeatRows if isinstance(self.repeatRows, int) else len(self.repeatRows)
        return len(self._cellvalues) - repeat

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        width, height = super().wrap(avail_width, avail_height)
        if height <= avail_height < height + self.reserve and self._body_rows() > ORPHAN_ROWS:
            return width, height + self.reserve  # so the frame splits it: see split
        return width, height

    def split(self, avail_width: float, avail_height: float) -> list[Table]:
        self._calc(avail_width, avail_height)
        heights = self._rowHeights
        rows = len(heights)
        if sum(heights) <= avail_height:  # fits, but its legend does not: move rows over
            avail_height = sum(heights[: rows - ORPHAN_ROWS]) + 0.01
        parts = super().split(avail_width, avail_height)
        if len(parts) == 2:
            head, tail = parts
            short = ORPHAN_ROWS - tail._body_rows()
            kept = len(head._cellvalues)
            if short > 0 and head._body_rows() - short >= ORPHAN_ROWS:
                parts = super().split(avail_width, sum(heights[: kept - short]) + 0.01)
            elif head._body_rows() < ORPHAN_ROWS:
                return []  # start on the next page rather than with a row or two here
        if len(parts) == 2:
            parts[0].reserve, parts[1].reserve = 0.0, self.reserve  # the legend follows the tail
        return parts


def table(
    header: Sequence[str] | None,
    rows: Sequence[Sequence[str]],
    widths: Sequence[float],
    *,
    size: float = 10,
    align_right: Sequence[int] = (),
    highlight: Sequence[int] = (),
    bold_columns: Sequence[int] = (),
    padding: float = 3,
    smallest: float = MIN_SIZE,
    reserve: float = 0,
    side_padding: float = CELL_PADDING,
) -> RuledTable:
    """A ruled table whose header (if any) repeats on every page; ``highlight``: row indexes
    (of ``rows``) shaded to catch the eye; ``align_right``: numeric columns. Cells fit by the
    ``fit`` rule (down to ``smallest``, then wrapped); ``reserve``: the height of what follows
    the table and must stay with its last rows (a legend)."""
    register_fonts()
    data: list[list[str | Paragraph]] = []
    if header is not None:
        data.append(
            [
                cell(h, w, size, bold=True, smallest=smallest, padding=side_padding)
                for h, w in zip(header, widths, strict=True)
            ]
        )
    first = len(data)
    for row in rows:
        data.append(
            [
                cell(
                    str(v),
                    w,
                    size,
                    bold=i in bold_columns,
                    smallest=smallest,
                    padding=side_padding,
                )
                for i, (v, w) in enumerate(zip(row, widths, strict=True))
            ]
        )
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, size),
        ("LINEBELOW", (0, first), (-1, -1), 0.25, GRID),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), padding),
        ("BOTTOMPADDING", (0, 0), (-1, -1), padding),
        ("LEFTPADDING", (0, 0), (-1, -1), side_padding),
        ("RIGHTPADDING", (0, 0), (-1, -1), side_padding),
    ]
    if header is not None:
        commands += [
            ("FONT", (0, 0), (-1, 0), BOLD, size),
            ("LINEBELOW", (0, 0), (-1, 0), 1, colors.black),
        ]
    for column in bold_columns:
        commands.append(("FONT", (column, first), (column, -1), BOLD, size))
    for column in align_right:
        commands.append(("ALIGN", (column, 0), (column, -1), "RIGHT"))
    for index in highlight:
        commands.append(("BACKGROUND", (0, index + first), (-1, index + first), HIGHLIGHT))
    ruled = RuledTable(
        data, colWidths=list(widths), repeatRows=first, style=TableStyle(commands), hAlign="LEFT"
    )
    ruled.reserve = reserve
    return ruled


def draw_text(
    canvas: Canvas, x: float, y: float, text: str, font: str, size: float, *, anchor: str = "left"
) -> None:
    """Draw one line on the canvas in visual order (bidi, Arabic shaped), CJK runs in a CJK
    font; ``anchor``: left, right or centre."""
    width = string_width(text, font, size)
    text = visual(text)
    if anchor == "right":
        x -= width
    elif anchor == "centre":
        x -= width / 2
    line = canvas.beginText(x, y)  # one text object, so the line reads back as one line
    for run, run_font in runs(text):
        line.setFont(run_font or font, size)
        line.textOut(run)
    canvas.drawText(line)


FOOTER_SIZE = MIN_SIZE
FOOTER_GAP = 6 * mm  # between the footer's text and "page 2 of 5"


def footer_line(event_name: str, title: str, stamp: str, room: float) -> str:
    """The footer's left text inside ``room``: "event · document · generated at", the
    generated-at time always whole; the event name (printed in full in the header) and then
    the document's title shortened as needed."""

    def width(text: str) -> float:
        return string_width(text, REGULAR, FOOTER_SIZE)

    line = f"{event_name} · {title} · {stamp}"
    if width(line) <= room:
        return line
    budget = room - width(f" ·  · {stamp}")
    name_room = max(budget - width(title), budget / 2)
    if width(event_name) > name_room:
        event_name = ellipsize(event_name, REGULAR, FOOTER_SIZE, name_room)
    title_room = budget - width(event_name)
    if width(title) > title_room:
        title = ellipsize(title, REGULAR, FOOTER_SIZE, title_room)
    return f"{event_name} · {title} · {stamp}"


class _NumberedCanvas(Canvas):
    """Keeps each page until the end so the footer can say "page 2 of 5"."""

    event_name = ""
    title = ""  # the document: "Pairings"
    stamp = ""  # "generated 2019-06-22 18:30 by Tourney"

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._pages: list[dict[str, object]] = []

    def showPage(self) -> None:  # noqa: N802 - reportlab's name
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        for number, state in enumerate(self._pages, start=1):
            self.__dict__.update(state)
            width, _ = self._pagesize
            self.setFillColor(colors.black)
            numbering = f"page {number} of {total}"
            numbering_width = string_width(numbering, REGULAR, FOOTER_SIZE)
            room = width - 2 * MARGIN - numbering_width - FOOTER_GAP
            text = footer_line(self.event_name, self.title, self.stamp, room)
            draw_text(self, MARGIN, FOOTER - 2 * mm, text, REGULAR, FOOTER_SIZE)
            draw_text(
                self,
                width - MARGIN,
                FOOTER - 2 * mm,
                numbering,
                REGULAR,
                FOOTER_SIZE,
                anchor="right",
            )
            super().showPage()
        super().save()


HEADER_GAP = 8 * mm  # between the event name and the document title


def draw_lines(
    canvas: Canvas, x: float, top: float, found: Fit, font: str, *, anchor: str = "left"
) -> float:
    """Draw fitted lines, the first baseline one size below ``top``; returns the last
    baseline."""
    y = top
    for k, line in enumerate(found.lines):
        y = top - found.size * (1 + 1.2 * k)
        draw_text(canvas, x, y, line, font, found.size, anchor=anchor)
    return y


def build_pdf(
    printout: Printout,
    event_name: str,
    *,
    size: str = "A4",
    generated_at: datetime | None = None,
) -> bytes:
    """Lay ``printout`` out on pages of ``size`` (A4 or Letter) and return the PDF."""
    register_fonts()
    pagesize = page_size(size)
    if printout.landscape:
        pagesize = landscape(pagesize)
    stamp = (generated_at or datetime.now()).strftime("%Y-%m-%d %H:%M")
    buffer = BytesIO()
    doc = BaseDocTemplate(
        buffer,
        pagesize=pagesize,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER,
        bottomMargin=MARGIN + FOOTER / 2,
        title=f"{event_name}: {printout.title} {printout.subtitle}".strip(),
        author="Tourney",
        creator="Tourney",
    )
    frame = Frame(
        doc.leftMargin,
        doc.bottomMargin,
        doc.width,
        doc.height,
        id="body",
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )

    def header(canvas: Canvas, _doc: BaseDocTemplate) -> None:
        # Title right, event name left, neither over the other: the title takes what it needs
        # up to 55% of the width (two lines at most), the event name the rest (three lines),
        # every line above the rule.
        width, height = pagesize
        top = height - MARGIN
        inner = width - 2 * MARGIN
        title = f"{printout.title} · {printout.subtitle}" if printout.subtitle else printout.title
        titled = fit(title, BOLD, 18, inner * 0.55, smallest=11, max_lines=2)
        if len(titled.lines) > 1:
            titled = Fit(titled.text, titled.lines, min(titled.size, 12), titled.shortened)
        draw_lines(canvas, width - MARGIN, top, titled, BOLD, anchor="right")
        title_width = max(string_width(line, BOLD, titled.size) for line in titled.lines)
        named = fit(event_name, BOLD, 12, inner - title_width - HEADER_GAP, max_lines=3)
        draw_lines(canvas, MARGIN, top + 1, named, BOLD)
        canvas.setLineWidth(1)
        canvas.line(MARGIN, top - HEADER + 8, width - MARGIN, top - HEADER + 8)

    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=header)])

    class Numbered(_NumberedCanvas):
        pass

    Numbered.event_name, Numbered.title = event_name, printout.title
    Numbered.stamp = f"generated {stamp} by Tourney"

    doc.build(printout.story or [para("Nothing to print.")], canvasmaker=Numbered)
    return buffer.getvalue()


def available_width(size: str, *, wide: bool = False) -> float:
    """The width of the text frame on a page of ``size`` (landscape when ``wide``)."""
    width, height = page_size(size)
    return (height if wide else width) - 2 * MARGIN


def available_height(size: str, *, wide: bool = False) -> float:
    """The height of the text frame on a page of ``size`` (landscape when ``wide``)."""
    width, height = page_size(size)
    return (width if wide else height) - 2 * MARGIN - HEADER - FOOTER / 2
