"""The fonts the printouts embed (bundled DejaVu Sans, and the system's CJK fallback found by
``tourney.fonts``) made known to Qt, so a name in any script draws the same on screen as on
paper, even where the platform's font lookup does not know the file: "佐藤 花子" shows as kanji,
not as empty boxes. Qt falls back to an application font for the characters the system font
lacks, the same way it falls back to a system font.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from tourney.fonts import DEJAVU, DEJAVU_BOLD, cjk_fallback_font


class BundledFontError(RuntimeError):
    """A bundled font file is missing or Qt cannot read it; the message names the file."""


@cache
def register_bundled_fonts() -> tuple[str, ...]:
    """Add DejaVu Sans and the CJK fallback to Qt's font database, once per process (needs a
    QGuiApplication).
    Returns the font families added."""
    families: list[str] = []
    fallback = cjk_fallback_font()
    for path in (DEJAVU, DEJAVU_BOLD, *([fallback] if fallback else [])):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise BundledFontError(f"Qt cannot load the bundled font {path}")
        added = QFontDatabase.applicationFontFamilies(font_id)
        families.extend(added)
        if path == fallback:
            # The printouts' fallback comes before any other CJK font the system has, so a
            # name draws with the same letters on screen as on paper.
            for family in {QGuiApplication.font().family(), "DejaVu Sans"}:
                for cjk in added:
                    QFont.insertSubstitution(family, cjk)
    return tuple(dict.fromkeys(families))
