"""The page every printout shares: the event and the document in the header, the generated-at
time and "page 2 of 5" in the footer, A4 or Letter, and the table and text styles.

A document is a ``Printout``: a title, a subtitle (the round, "final") and a story of reportlab
flowables; ``build_pdf`` lays it out on pages.
"""

from __future__ import annotations

from collections.abc import Sequence
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

from tourney.printing.fonts import BOLD, REGULAR, covers, markup, register_fonts, runs, string_width

PAGE_SIZES = {"A4": A4, "LETTER": LETTER}
MARGIN = 14 * mm
HEADER = 16 * mm
FOOTER = 10 * mm
GRID = colors.HexColor("#9a9a9a")
SHADE = colors.HexColor("#ececec")
HIGHLIGHT = colors.HexColor("#ffd9d9")
CELL_PADDING = 3  # reportlab's default left and right padding in a table cell


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


def cell(text: str, width: float, size: float, *, bold: bool = False) -> str | Paragraph:
    """A table cell: the plain string when it fits on one line in DejaVu (fast), else a
    paragraph that wraps inside ``width`` and draws any CJK text in a CJK font."""
    room = width - 2 * CELL_PADDING
    if covers(text):
        # No ASCII glyph of DejaVu Sans (Bold) is wider than 1.11 em: most cells fit unmeasured.
        if text.isascii() and len(text) * size * 1.11 <= room:
            return text
        if pdfmetrics.stringWidth(text, BOLD if bold else REGULAR, size) <= room:
            return text
    return Paragraph(markup(text), style(size, bold=bold))


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
) -> Table:
    """A ruled table whose header (if any) repeats on every page; ``highlight``: row indexes
    (of ``rows``) shaded to catch the eye; ``align_right``: numeric columns."""
    register_fonts()
    data: list[list[str | Paragraph]] = []
    if header is not None:
        data.append([cell(h, w, size, bold=True) for h, w in zip(header, widths, strict=True)])
    first = len(data)
    for row in rows:
        data.append(
            [
                cell(str(v), w, size, bold=i in bold_columns)
                for i, (v, w) in enumerate(zip(row, widths, strict=True))
            ]
        )
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, size),
        ("LINEBELOW", (0, first), (-1, -1), 0.25, GRID),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), padding),
        ("BOTTOMPADDING", (0, 0), (-1, -1), padding),
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
    return Table(
        data, colWidths=list(widths), repeatRows=first, style=TableStyle(commands), hAlign="LEFT"
    )


def draw_text(
    canvas: Canvas, x: float, y: float, text: str, font: str, size: float, *, anchor: str = "left"
) -> None:
    """Draw one line on the canvas, CJK runs in a CJK font; ``anchor``: left, right or centre."""
    width = string_width(text, font, size)
    if anchor == "right":
        x -= width
    elif anchor == "centre":
        x -= width / 2
    line = canvas.beginText(x, y)  # one text object, so the line reads back as one line
    for run, run_font in runs(text):
        line.setFont(run_font or font, size)
        line.textOut(run)
    canvas.drawText(line)


def fit_text(text: str, font: str, size: float, width: float, *, smallest: float = 6) -> float:
    """The largest font size up to ``size`` at which ``text`` fits in ``width``."""
    while size > smallest and string_width(text, font, size) > width:
        size -= 0.5
    return size


class _NumberedCanvas(Canvas):
    """Keeps each page until the end so the footer can say "page 2 of 5"."""

    footer_text = ""

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
            draw_text(self, MARGIN, FOOTER - 2 * mm, self.footer_text, REGULAR, 8)
            draw_text(
                self,
                width - MARGIN,
                FOOTER - 2 * mm,
                f"page {number} of {total}",
                REGULAR,
                8,
                anchor="right",
            )
            super().showPage()
        super().save()


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
        width, height = pagesize
        top = height - MARGIN
        title = f"{printout.title} · {printout.subtitle}" if printout.subtitle else printout.title
        title_size = fit_text(title, BOLD, 18, (width - 2 * MARGIN) * 0.55)
        draw_text(canvas, width - MARGIN, top - 14, title, BOLD, title_size, anchor="right")
        name_size = fit_text(event_name, BOLD, 12, (width - 2 * MARGIN) * 0.43)
        draw_text(canvas, MARGIN, top - 13, event_name, BOLD, name_size)
        canvas.setLineWidth(1)
        canvas.line(MARGIN, top - HEADER + 8, width - MARGIN, top - HEADER + 8)

    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=header)])

    class Numbered(_NumberedCanvas):
        footer_text = f"{event_name} · {printout.title} · generated {stamp} by Tourney"

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
