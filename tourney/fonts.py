"""Which font files the app draws names with, for the printouts (reportlab) and the window (Qt).

DejaVu Sans is bundled in ``resources/fonts/``. The CJK fallback is too large to ship, so it is
found on the system: ``$TOURNEY_CJK_FONT``, else the first file of
``resources/fonts/system-fallbacks.toml`` that exists. Without one, CJK letters draw as boxes.
Debian's Droid Sans Fallback has no Hangul, so Korean has a fallback of its own (the toml's
``hangul`` list, e.g. NanumGothic from fonts-nanum).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from tourney.resources import load_toml, resource_path

DEJAVU = resource_path("fonts", "DejaVuSans.ttf")
DEJAVU_BOLD = resource_path("fonts", "DejaVuSans-Bold.ttf")


@cache
def cjk_fallback_font() -> Path | None:
    """The font file for Chinese, Japanese and Korean letters, or None if the system has none."""
    chosen = os.environ.get("TOURNEY_CJK_FONT")
    candidates = ([chosen] if chosen else []) + load_toml("fonts", "system-fallbacks.toml")["cjk"]
    return next((Path(c) for c in candidates if Path(c).is_file()), None)


@cache
def hangul_fallback_font() -> Path | None:
    """The font file for Korean (Hangul) letters the CJK fallback lacks, or None."""
    candidates = load_toml("fonts", "system-fallbacks.toml").get("hangul", [])
    return next((Path(c) for c in candidates if Path(c).is_file()), None)
