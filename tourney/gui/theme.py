"""Colours and sizes that read well in the light and the dark system theme.

Widgets never hard-code a colour: they ask here for the colour of a meaning (a problem, a
warning, a good result), picked from the window palette's lightness so contrast holds either way.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

# (light theme, dark theme) colours for each meaning; both pass WCAG AA on their background.
_MEANINGS = {
    "bad": ("#b00020", "#ff8a80"),
    "warn": ("#8a5300", "#ffd180"),
    "good": ("#1b5e20", "#9ccc65"),
    "muted": ("#5f6368", "#aeb4bb"),
}


def is_dark(palette: QPalette | None = None) -> bool:
    palette = palette or QApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def colour(meaning: str, palette: QPalette | None = None) -> QColor:
    light, dark = _MEANINGS[meaning]
    return QColor(dark if is_dark(palette) else light)


def brush(meaning: str) -> QBrush:
    return QBrush(colour(meaning))


def css(meaning: str) -> str:
    return colour(meaning).name()


def heading(widget: QWidget, scale: float = 1.35) -> QWidget:
    """Make ``widget``'s font a heading, scaled from the system font (High-DPI safe: points)."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    widget.setFont(font)
    return widget
