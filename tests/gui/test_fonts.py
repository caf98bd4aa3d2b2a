"""The fonts the printouts use draw names on screen too (DejaVu Sans and the CJK fallback)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QTextLayout

from tourney.gui.fonts import register_bundled_fonts


def glyph_runs(text: str, font: QFont) -> list[tuple[str, list[int]]]:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [(run.rawFont().familyName(), list(run.glyphIndexes())) for run in layout.glyphRuns()]


def test_the_app_knows_the_bundled_font_families(qapp):
    families = register_bundled_fonts()

    assert "Droid Sans Fallback" in families
    assert "DejaVu Sans" in families
    assert "Droid Sans Fallback" in QFontDatabase.families()


def test_a_japanese_name_draws_real_glyphs_not_empty_boxes(qapp):
    runs = glyph_runs("佐藤 花子", QFont())

    glyphs = [index for _family, indexes in runs for index in indexes]
    assert 0 not in glyphs, runs  # glyph 0 is the font's "missing" box
    assert any(family.casefold() == "droid sans fallback" for family, _ in runs), runs
