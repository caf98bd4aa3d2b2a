"""A horizontal bar chart drawn with QPainter.

No chart library: Qt Charts and Qt Graphs ship in PySide6-Addons, not in the PySide6-Essentials
the app depends on, and pyqtgraph or matplotlib would bring numpy and tens of megabytes for a
few labelled bars. The bars, labels and counts below are all the view needs, they follow the
system palette (light or dark) and scale with the font, and they are tested like any widget.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget


@dataclass(frozen=True)
class Bar:
    label: str
    count: int
    share: float  # 0..1, shown beside the count
    colour: QColor


class BarChart(QWidget):
    """Labelled horizontal bars, longest first as given, each with its count and share."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[Bar] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_bars(self, bars: list[Bar]) -> None:
        self.bars = list(bars)
        self.setToolTip("\n".join(f"{b.label}: {b.count} ({b.share:.0%})" for b in self.bars))
        self.updateGeometry()
        self.update()

    def row_height(self) -> int:
        return int(self.fontMetrics().height() * 1.6)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(420, max(1, len(self.bars)) * self.row_height() + 4)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        width, row = self.width(), self.row_height()
        widest = max((metrics.horizontalAdvance(b.label) for b in self.bars), default=0)
        label_width = min(int(width * 0.42), widest + 12)
        value_width = metrics.horizontalAdvance("000 (100%)") + 10
        bar_space = max(10, width - label_width - value_width)
        most = max((b.count for b in self.bars), default=1) or 1
        text = self.palette().windowText().color()
        outline = QColor(text)
        outline.setAlpha(90)
        for i, bar in enumerate(self.bars):
            top = i * row + 2
            label = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, label_width - 10)
            painter.setPen(text)
            painter.drawText(
                QRectF(0, top, label_width - 8, row),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            length = bar_space * bar.count / most
            rect = QRectF(label_width, top + row * 0.18, max(2.0, length), row * 0.64)
            painter.setPen(QPen(outline, 1))
            painter.setBrush(bar.colour)
            painter.drawRoundedRect(rect, 2, 2)
            painter.setPen(text)
            painter.drawText(
                QRectF(rect.right() + 6, top, value_width, row),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{bar.count} ({bar.share:.0%})",
            )
        painter.end()
