"""The fonts bundled in ``resources/fonts/`` (the ones the printouts embed), made known to Qt so a
name in any script draws on a machine without such a system font: "佐藤 花子" shows as
kanji, not as empty boxes. Qt falls back to an application font for the characters the
system font lacks, the same way it falls back to a system font.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFontDatabase

from tourney.resources import resource_path

# Files in resources/fonts/: DejaVu Sans covers Latin, Greek, Cyrillic, Hebrew, Arabic and
# symbols; Droid Sans Fallback covers Chinese, Japanese and Korean.
BUNDLED = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DroidSansFallback.ttf")


class BundledFontError(RuntimeError):
    """A bundled font file is missing or Qt cannot read it; the message names the file."""


@cache
def register_bundled_fonts() -> tuple[str, ...]:
    """Add the bundled fonts to Qt's font database, once per process (needs a QGuiApplication).
    Returns the font families added."""
    families: list[str] = []
    for name in BUNDLED:
        path = resource_path("fonts", name)
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise BundledFontError(f"Qt cannot load the bundled font {path}")
        families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return tuple(dict.fromkeys(families))
