"""The metagame sheet: Mane Characters and colours of the registered lists as bar charts, and
after Swiss the main Manes' matchup table (``tourney.events.metagame`` holds the figures).

Charts are reportlab graphics (``reportlab.graphics.charts``): drawn as vectors, so they print
sharp at any size, with no image files or other library.
"""

from __future__ import annotations

from reportlab.graphics.charts.barcharts import HorizontalBarChart
from reportlab.graphics.shapes import Drawing, String
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import EventRow
from tourney.events.metagame import COLOUR_HEX, Metagame, Share, event_metagame
from tourney.printing.fonts import REGULAR, register_fonts, visual
from tourney.printing.layout import (
    Printout,
    PrintoutError,
    available_width,
    fit,
    note_shortened,
    para,
    table,
)

BAR_MANES = 10  # the chart's bars; the rest are summed in one "Others" bar
BAR_HEIGHT = 5.2 * mm
MANE_BAR = "#5b6fb5"
OTHERS_BAR = "#b8b8c4"


def metagame(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    catalog: CardCatalog | None = None,
) -> Printout:
    """The event's metagame from its registered lists and finished Swiss rounds."""
    if catalog is None:
        raise PrintoutError("the metagame needs the card data, to read the deck lists")
    figures = event_metagame(session, event, catalog)
    if not figures.total:
        raise PrintoutError(f"{event.name} has no registered deck lists: no metagame to print")
    width = available_width(page_size)
    lists = f"{figures.total} registered deck list{'s' if figures.total != 1 else ''}"
    story: list[Flowable] = [para("Mane Characters", 12, bold=True), Spacer(1, 2 * mm)]
    story.append(share_chart(_top(figures.manes), width, MANE_BAR))
    story += [Spacer(1, 5 * mm), para("Colours", 12, bold=True)]
    story.append(para("A deck counts for each colour its Mane and Draw deck show (203.1a).", 8))
    story += [Spacer(1, 2 * mm), share_chart(figures.colours, width, None)]
    if figures.unreadable:
        story += [Spacer(1, 3 * mm), para("Lists without one Mane Character: " + "; ".join(
            figures.unreadable), 8)]  # fmt: skip
    story += [Spacer(1, 5 * mm), *matchup_story(figures, width)]
    subtitle = lists + (
        f", after {figures.swiss_rounds} Swiss round{'s' if figures.swiss_rounds != 1 else ''}"
        if figures.swiss_rounds
        else ""
    )
    return Printout("Metagame", subtitle, story)


def _top(shares: list[Share]) -> list[Share]:
    if len(shares) <= BAR_MANES:
        return shares
    rest = shares[BAR_MANES - 1 :]
    others = Share(f"{len(rest)} others", sum(s.count for s in rest), sum(s.share for s in rest))
    return [*shares[: BAR_MANES - 1], others]


def share_chart(shares: list[Share], width: float, colour: str | None) -> Drawing:
    """Horizontal bars, longest first, labelled with the count and share; ``colour`` None:
    each bar in its own game colour."""
    register_fonts()
    label_width = min(75 * mm, width * 0.42)
    height = BAR_HEIGHT * len(shares) + 4 * mm
    drawing = Drawing(width, height)
    chart = HorizontalBarChart()
    chart.x, chart.y = label_width, 2 * mm
    chart.width, chart.height = width - label_width - 28 * mm, BAR_HEIGHT * len(shares)
    chart.data = [[s.count for s in reversed(shares)]]
    chart.valueAxis.valueMin = 0
    chart.valueAxis.valueMax = max(s.count for s in shares) or 1
    chart.valueAxis.visible = False
    chart.categoryAxis.categoryNames = ["" for _ in shares]
    chart.categoryAxis.visibleTicks = False
    chart.categoryAxis.strokeColor = colors.HexColor("#888888")
    chart.barSpacing = 0
    chart.groupSpacing = 1.6 * mm
    chart.bars.strokeColor = colors.HexColor("#555555")
    chart.bars.strokeWidth = 0.4
    for i, share in enumerate(reversed(shares)):
        hex_colour = colour or COLOUR_HEX.get(share.label.lower(), MANE_BAR)
        if share.label.endswith(" others"):
            hex_colour = OTHERS_BAR
        chart.bars[(0, i)].fillColor = colors.HexColor(hex_colour)
    drawing.add(chart)
    for i, share in enumerate(reversed(shares)):
        y = chart.y + BAR_HEIGHT * i + BAR_HEIGHT / 2 - 3
        # One line beside its bar, by the rule every printout fits text by (8 pt at least).
        label = fit(share.label, REGULAR, 9, label_width - 3 * mm)
        note_shortened(label)
        drawing.add(
            String(
                label_width - 2 * mm,
                y,
                visual(label.lines[0]),
                fontName=REGULAR,
                fontSize=label.size,
                textAnchor="end",
            )
        )
        end = chart.x + chart.width * share.count / chart.valueAxis.valueMax
        drawing.add(String(end + 2 * mm, y, f"{share.count}  ({share.share:.0%})", fontSize=9))
    return drawing


def matchup_story(figures: Metagame, width: float) -> list[Flowable]:
    story: list[Flowable] = [para("Matchups of the main Mane Characters", 12, bold=True)]
    if not figures.swiss_rounds:
        story.append(para("The matchup table follows once a Swiss round has finished.", 9))
        return story
    if not figures.matchups:
        story.append(para("No Mane played by two or more players met another yet.", 9))
        return story
    story.append(
        para(
            "Each cell: the row Mane's match record (wins-losses-draws) and win share against "
            "the numbered column's Mane, a draw counting half (Swiss rounds only; byes left "
            "out; a mirror counts both players). Other: every Mane played by one player.",
            8,
        )
    )
    story.append(Spacer(1, 2 * mm))
    manes = figures.main_manes
    first = min(50 * mm, width * 0.3)
    rest = (width - first) / len(manes)
    header = ["Mane Character", *(f"vs {n}" for n in range(1, len(manes) + 1))]
    rows = []
    for n, row in enumerate(manes, start=1):
        cells = [f"{n}. {row}"]  # the table fits its cells (tourney.printing.layout.cell)
        for column in manes:
            record = figures.record(row, column)
            rate = record.win_rate
            cells.append(f"{record} ({rate:.0%})" if rate is not None else "–")
        rows.append(cells)
    story.append(
        table(
            header,
            rows,
            [first, *[rest] * len(manes)],
            size=7.5,
            padding=2,
            align_right=range(1, len(manes) + 1),
        )
    )
    return story
