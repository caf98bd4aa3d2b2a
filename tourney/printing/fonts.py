"""The fonts every printout uses, embedded (subset) in each PDF, because reportlab's built-in
fonts have no glyphs for most non-Latin letters.

- DejaVu Sans (regular and bold) draws almost everything: Latin with every European accent,
  Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic letters (with the Arabic presentation
  forms), and many symbols.
- Reportlab draws characters in the order given and unshaped (its own bidi needs ``rlbidi``,
  which is not on PyPI, and its shaping ``uharfbuzz``). So a line holding right-to-left text is
  turned into visual order first (``visual``): Arabic letters joined into their presentation
  forms by ``arabic-reshaper``, then reordered by the Unicode bidi algorithm (``python-bidi``).
  Only whole lines are turned: text is wrapped (in logical order) before it is drawn.
- The system's CJK fallback (``tourney.fonts.cjk_fallback_font``, e.g. Droid Sans Fallback from
  Debian's fonts-droid-fallback) draws what DejaVu lacks, chiefly Chinese, Japanese and Korean.
  It has one weight, so such text is not bold. It is loaded only when a printout needs it.
  Korean letters it lacks come from the system's Hangul fallback (``hangul_fallback_font``).

A character no font has (an emoji, or CJK on a system without the fallback) prints as an empty
box; nothing is dropped, and the text stays in the PDF.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from xml.sax.saxutils import escape

import arabic_reshaper
from bidi import get_display
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from tourney.fonts import DEJAVU, DEJAVU_BOLD, cjk_fallback_font, hangul_fallback_font

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
FALLBACK = "CJKFallback"
HANGUL = "HangulFallback"


class FontFileError(RuntimeError):
    """A font file is missing or unreadable; the message names the file."""


def _register(name: str, path: Path) -> TTFont:
    try:
        font = TTFont(name, str(path))
    except Exception as error:  # reportlab raises TTFError or OSError without the path
        raise FontFileError(f"cannot load font {path}: {error}") from error
    pdfmetrics.registerFont(font)
    return font


@cache
def register_fonts() -> None:
    """Register DejaVu Sans with reportlab, once per process."""
    _register(REGULAR, DEJAVU)
    _register(BOLD, DEJAVU_BOLD)
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR)


@cache
def _covered() -> frozenset[int]:
    register_fonts()
    return frozenset(pdfmetrics.getFont(REGULAR).face.charToGlyph)


# Hebrew, Arabic, Syriac, Thaana, NKo and the Hebrew/Arabic presentation forms.
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
# DejaVu has the Arabic presentation forms and lam-alef, not the word ligature for Allah.
_RESHAPER = arabic_reshaper.ArabicReshaper(configuration={"ARABIC LIGATURE ALLAH": False})


def is_rtl(text: str) -> bool:
    """Whether ``text`` holds a right-to-left letter (Hebrew, Arabic...)."""
    return _RTL.search(text) is not None


def visual(text: str) -> str:
    """One line of ``text`` in the order its glyphs are drawn left to right: Arabic shaped,
    right-to-left runs reversed (Unicode bidi algorithm). The paragraph direction is left to
    right, as every printout is laid out: "(4) فاطمة" keeps its seed on the left. Text without
    right-to-left letters comes back as it is."""
    if not is_rtl(text):
        return text
    drawn = get_display(_RESHAPER.reshape(_close_rtl_runs(text)), base_dir="L")
    return drawn.replace(_LRM, "")


_LRM = "\u200e"


def _close_rtl_runs(text: str) -> str:
    """``text`` with a left-to-right mark after each right-to-left run that no further
    right-to-left letter continues, so what follows the run (" (4)", " #7") reads on after it
    left to right instead of being pulled into it."""
    marked = []
    for i, char in enumerate(text):
        marked.append(char)
        if _RTL.match(char):
            after = next((c for c in text[i + 1 :] if c.isalpha()), "")
            if not after or not _RTL.match(after):
                marked.append(_LRM)
    return "".join(marked)


@cache
def _fallbacks() -> tuple[tuple[str, frozenset[int]], ...]:
    """The registered fallback fonts, each with the characters it has, in the order tried."""
    found = []
    for name, path in ((FALLBACK, cjk_fallback_font()), (HANGUL, hangul_fallback_font())):
        if path is not None:
            font = _register(name, path)
            found.append((name, frozenset(font.face.charToGlyph)))
    return tuple(found)


def _font_for(char: str) -> str | None:
    """The fallback that draws ``char``: the first that has it, else the CJK fallback (a box)."""
    fallbacks = _fallbacks()
    code = ord(char)
    for name, chars in fallbacks:
        if code in chars:
            return name
    return fallbacks[0][0] if fallbacks else None


def covers(text: str) -> bool:
    """Whether DejaVu Sans has a glyph for every character of ``text``."""
    if text.isascii() and text.isprintable():  # DejaVu has every printable ASCII glyph
        return True
    covered = _covered()
    return all(ord(c) in covered for c in text)


def runs(text: str) -> list[tuple[str, str | None]]:
    """``text`` cut into runs of one font: None for DejaVu, else the fallback font's name."""
    if covers(text):
        return [(text, None)]
    covered = _covered()
    result: list[tuple[str, str | None]] = []
    run, run_font = "", None
    for char in text:
        if char.isspace() and run:
            run += char  # a space stays in the run it is in, so a name is one piece of text
            continue
        font = None if ord(char) in covered else _font_for(char)
        if font != run_font and run:
            result.append((run, run_font))
            run = ""
        run, run_font = run + char, font
    if run:
        result.append((run, run_font))
    return result


def markup(text: str) -> str:
    """One line of ``text`` as Paragraph markup: in visual order (``visual``), escaped, with
    runs DejaVu cannot draw in the fallback."""
    text = visual(text)
    return "".join(
        escape(run) if font is None else f'<font name="{font}">{escape(run)}</font>'
        for run, font in runs(text)
    )


def string_width(text: str, font: str, size: float) -> float:
    """The drawn width of ``text`` (shaped, if Arabic), fallback runs in their own font."""
    text = visual(text)
    return sum(pdfmetrics.stringWidth(run, f or font, size) for run, f in runs(text))
