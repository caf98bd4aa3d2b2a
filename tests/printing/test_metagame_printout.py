"""The metagame sheet read back from the PDF: every bar's count and share, the matchup table."""

from __future__ import annotations

import pytest

from tourney.events.metagame import event_metagame
from tourney.printing import PrintoutError, render
from tourney.printing.metagame import BAR_MANES

from .conftest import GENERATED, read


def test_metagame_sheet_shows_the_figures_of_the_registered_lists(demo, catalog):
    figures = event_metagame(demo.session, demo.event, catalog)
    pdf = read(
        render("metagame", demo.session, demo.event, catalog=catalog, generated_at=GENERATED)
    )
    words = " ".join(pdf.text.split())  # the header wraps a long title
    assert "Metagame · 32 registered deck lists, after 3 Swiss rounds" in words
    for share in figures.manes[: BAR_MANES - 1]:
        assert f"{share.count} ({share.share:.0%})" in pdf.text.replace("  ", " ")
    rest = figures.manes[BAR_MANES - 1 :]
    assert f"{len(rest)} others" in pdf.text
    for share in figures.colours:
        assert share.label in pdf.lines
    first = figures.main_manes[0]
    assert any(line.startswith(f"1. {first[:20]}") for line in pdf.lines)


def test_metagame_needs_the_card_data(demo):
    with pytest.raises(PrintoutError, match="needs the card data"):
        render("metagame", demo.session, demo.event)


def test_a_long_mane_label_fits_beside_its_bar_by_the_shared_rule():
    from reportlab.graphics.shapes import String
    from reportlab.lib.units import mm
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from tourney.events.metagame import Share
    from tourney.printing.fonts import REGULAR
    from tourney.printing.layout import MIN_SIZE, collecting_shortened
    from tourney.printing.metagame import share_chart

    long = "Princess Twilight Sparkle & Starlight Glimmer, Mistresses of the Mysteries " * 2
    width = 180 * mm
    with collecting_shortened() as shortened:
        drawing = share_chart(
            [Share(long.strip(), 3, 0.6), Share("Fluttershy", 2, 0.4)], width, None
        )
    labels = [s for s in drawing.contents if isinstance(s, String) and s.textAnchor == "end"]
    room = min(75 * mm, width * 0.42) - 3 * mm
    for label in labels:
        assert label.fontName == REGULAR and label.fontSize >= MIN_SIZE
        assert stringWidth(label.text, REGULAR, label.fontSize) <= room
    assert labels[0].text == "Fluttershy"  # bars bottom up: the shortest first
    assert shortened == [long.strip()]  # given in full under the sheet
