"""The board as it lies on the table, painted: each player's hand, home and piles, the Problems
in the middle with who is at them, and every card's state readable at a glance.

Player 0 sits at the bottom, player 1 at the top. The board is laid out on a fixed 1400 x 940
canvas scaled to the widget, so it reads the same at any window size.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine import Area, AreaKind, CardInstance, CardPool, CardType, Colour, GameState, Zone, manual
from engine.characteristics import card_type, power
from engine.state import POWER_COUNTER
from tourney.gui.replay.describe import faceoff_in_progress

CANVAS = QSize(1400, 940)
CARD_W, CARD_H = 92, 122
HAND_W, HAND_H = 74, 92
COLOURS = {
    Colour.BLUE: QColor("#3d7dd8"),
    Colour.ORANGE: QColor("#ee8a22"),
    Colour.PINK: QColor("#e8669f"),
    Colour.PURPLE: QColor("#8a58c4"),
    Colour.WHITE: QColor("#b9bcc4"),
    Colour.YELLOW: QColor("#e8c020"),
}
NO_COLOUR = QColor("#9a9a9a")
TABLE = QColor("#2f5d46")
FELT = QColor("#376b51")
HOME_FILL = QColor(255, 255, 255, 28)
PROBLEM_FILL = QColor(255, 255, 255, 40)
TARGET = QColor("#ffd54a")
FACEOFF = QColor("#ff5a4e")
SELECTED = QColor("#4fc3ff")
JUDGE_TAG = QColor("#b71c1c")  # the judge's view shows hidden cards: never project it
VIEWER_TAG = QColor("#1565c0")


@dataclass(frozen=True)
class BoardView:
    """What to paint: a state, its cards, and what the workspace wants marked."""

    state: GameState
    pool: CardPool
    deciding: int | None = None  # the player who has priority / must decide (None: judge)
    prompt: str = ""
    targets: frozenset[Area] = frozenset()  # areas some legal choice names
    selected: int | None = None
    # Current power with every modifier (507.1, 711), from the game at this step; without it
    # the board shows printed power plus counters.
    power_of: Callable[[int], int | None] | None = None
    # Whose view this is (``lines.Perspective``): the judge's shows every card; a player's or
    # spectators' paints the cards in ``hidden`` as backs, each with the rule that hides it.
    judge: bool = True
    viewer: int | None = None
    perspective: str = "Judge (everything)"
    hidden: Mapping[int, str] = field(default_factory=dict)

    def power(self, card: CardInstance) -> int | None:
        if self.power_of is not None and card.zone is Zone.PLAY:
            return self.power_of(card.iid)
        return power(self.pool, card)


class BoardWidget(QWidget):
    card_clicked = Signal(int)
    card_menu_requested = Signal(int, object)  # instance id, global QPoint

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: BoardView | None = None
        self._hits: list[tuple[QRectF, int]] = []
        self._painted: list[str] = []
        self._stale = True
        self.setMinimumSize(700, 470)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return CANVAS

    def show_view(self, view: BoardView | None) -> None:
        self.view = view
        self._stale = True
        self.update()

    def card_rect(self, iid: int) -> QRectF | None:
        """Where a card is painted, in widget coordinates (tests click it)."""
        if self._stale:
            self.grab()  # lays the board out now rather than at the next paint
        for rect, hit in self._hits:
            if hit == iid:
                return self._transform().mapRect(rect)
        return None

    # --- geometry ---
    def _transform(self) -> QTransform:
        scale = min(self.width() / CANVAS.width(), self.height() / CANVAS.height())
        dx = (self.width() - CANVAS.width() * scale) / 2
        dy = (self.height() - CANVAS.height() * scale) / 2
        return QTransform(scale, 0, 0, scale, dx, dy)

    def _card_at(self, pos: QPointF) -> int | None:
        inverse, _ = self._transform().inverted()
        point = inverse.map(pos)
        for rect, iid in reversed(self._hits):
            if rect.contains(point):
                return iid
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.view is not None:
            iid = self._card_at(QPointF(event.pos()))  # type: ignore[attr-defined]
            why = self.view.hidden.get(iid) if iid is not None else None
            if why:
                QToolTip.showText(event.globalPos(), f"Hidden in this view: {why}", self)  # type: ignore[attr-defined]
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        iid = self._card_at(event.position())
        if iid is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.card_menu_requested.emit(iid, event.globalPosition().toPoint())
        else:
            self.card_clicked.emit(iid)

    # --- painting ---
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#1f3d2f"))
        p.setTransform(self._transform())
        p.fillRect(QRectF(0, 0, CANVAS.width(), CANVAS.height()), TABLE)
        self._hits = []
        self._stale = False
        if self.view is None:
            p.setPen(QColor("white"))
            p.setFont(_font(18, bold=True))
            p.drawText(
                QRectF(0, 0, CANVAS.width(), CANVAS.height()),
                Qt.AlignmentFlag.AlignCenter,
                "No game yet: start a replay from two deck lists, a position or a saved record",
            )
            return
        self._painted = []
        Painter(_Recording(p, self._painted), self.view, self._hits).paint()  # type: ignore[arg-type]
        p.end()

    def painted_text(self) -> list[str]:
        """Every text the board paints now (tests check no hidden card is named)."""
        self.grab()
        return list(self._painted)


class Painter:
    """Paints one ``BoardView``; records each card's rectangle for clicks."""

    def __init__(self, p: QPainter, view: BoardView, hits: list[tuple[QRectF, int]]) -> None:
        self.p, self.v, self.hits = p, view, hits
        self.s, self.pool = view.state, view.pool
        self.faceoff = faceoff_in_progress(view.state)

    def paint(self) -> None:
        # player 1 on top, player 0 at the bottom, Problems between the homes
        self.player_bar(1, QRectF(0, 0, 1400, 56))
        self.hand_band(1, QRectF(0, 58, 1400, 104))
        self.home(1, QRectF(8, 168, 1384, 150))
        problems = self._problem_areas()
        width = 1384 / max(1, len(problems))
        for n, area in enumerate(problems):
            self.problem(area, QRectF(8 + n * width, 324, width - 8, 292))
        self.home(0, QRectF(8, 622, 1384, 150))
        self.hand_band(0, QRectF(0, 778, 1400, 104))
        self.player_bar(0, QRectF(0, 884, 1400, 56))
        self.perspective_tag()

    def perspective_tag(self) -> None:
        """Whose view this is, on the board itself, so a screen shown to players (or a
        screenshot of it) cannot be mistaken for the judge's view."""
        p, v = self.p, self.v
        text = (
            "JUDGE'S VIEW: hidden cards shown (404.1, 505.1d)"
            if v.judge
            else f"{v.perspective.upper()}: hidden cards not shown"
        )
        p.setFont(_font(11, bold=True))
        w = p.fontMetrics().horizontalAdvance(text) + 28
        tag = QRectF((CANVAS.width() - w) / 2, 607, w, 24)
        p.setBrush(JUDGE_TAG if v.judge else VIEWER_TAG)
        p.setPen(QPen(QColor("white"), 1.5))
        p.drawRoundedRect(tag, 12, 12)
        p.setPen(QColor("white"))
        p.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    def _problem_areas(self) -> list[Area]:
        return [area for area in self.s.areas() if area.at_problem]  # with Dilemmas' (522.2)

    # --- players ---
    def player_bar(self, player: int, r: QRectF) -> None:
        p, s = self.p, self.s
        ps = s.players[player]
        deciding = self.v.deciding == player
        p.fillRect(r, QColor("#173326") if not deciding else QColor("#5b4a12"))
        p.setPen(QColor("white"))
        p.setFont(_font(17, bold=True))
        name = ps.name
        marks = []
        if s.turn_player == player and s.turn:
            marks.append("turn player")
        if s.first_player == player:
            marks.append("first player")
        p.drawText(QRectF(r.x() + 16, r.y(), 380, r.height()), _vcenter(), name)
        p.setFont(_font(10))
        p.setPen(QColor("#cfe8d8"))
        p.drawText(QRectF(r.x() + 16, r.y() + 34, 380, 20), _vcenter(), " · ".join(marks) or " ")
        self._badge(
            QRectF(r.x() + 330, r.y() + 8, 150, 40), f"{ps.points}", "points", QColor("#f5c542")
        )
        self._badge(
            QRectF(r.x() + 490, r.y() + 8, 150, 40),
            f"{ps.tokens}",
            "action tokens",
            QColor("#7fd3ff"),
        )
        if deciding:
            p.setPen(QColor("#ffe27a"))
            p.setFont(_font(12, bold=True))
            p.drawText(
                QRectF(r.x() + 660, r.y(), 730, r.height()),
                _vcenter() | Qt.TextFlag.TextWordWrap,
                "▶ " + _short(self.v.prompt, 110),
            )

    def _badge(self, r: QRectF, value: str, label: str, colour: QColor) -> None:
        p = self.p
        p.setBrush(QColor(0, 0, 0, 70))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(r, 8, 8)
        p.setPen(colour)
        p.setFont(_font(20, bold=True))
        p.drawText(QRectF(r.x() + 8, r.y(), 50, r.height()), _vcenter(), value)
        p.setFont(_font(10))
        p.setPen(QColor("#e8f0ea"))
        p.drawText(QRectF(r.x() + 52, r.y(), r.width() - 56, r.height()), _vcenter(), label)

    def hand_band(self, player: int, r: QRectF) -> None:
        p, s = self.p, self.s
        ps = s.players[player]
        p.fillRect(r, QColor("#244c39"))
        p.setPen(QColor("#ffb3b3"))
        p.setFont(_font(9, bold=True))
        if self.v.judge:
            whose = "PRIVATE: judge's view"
        elif self.v.viewer == player:
            whose = "their own to look at (404.1)"
        else:
            whose = "hidden: not public (404.1)"
        p.drawText(
            QRectF(r.x() + 10, r.y() + 2, 500, 16),
            _vcenter(),
            f"{ps.name}'s hand ({len(ps.hand)}) · {whose}",
        )
        piles_w = 520
        x = r.x() + 10
        room = r.width() - piles_w - 20
        step = min(HAND_W + 6, room / max(1, len(ps.hand)))
        for iid in ps.hand:
            rect = QRectF(x, r.y() + 18, HAND_W, HAND_H - 8)
            self.card(s.cards[iid], rect, small=True)
            x += step
        self.piles(player, QRectF(r.right() - piles_w, r.y() + 4, piles_w - 10, r.height() - 8))

    def piles(self, player: int, r: QRectF) -> None:
        ps = self.s.players[player]
        piles = [
            ("Deck", ps.deck, Zone.DRAW_DECK),
            ("Problems", ps.problem_deck, Zone.PROBLEM_DECK),
            ("Discard", ps.discard, Zone.DISCARD),
            ("Banished", ps.banished, Zone.BANISHED),
            ("Flip", ps.flip, Zone.FLIP),
        ]
        w = r.width() / len(piles)
        for n, (label, cards, zone) in enumerate(piles):
            box = QRectF(r.x() + n * w + 3, r.y(), w - 6, r.height())
            self.pile(box, label, cards, zone)

    def pile(self, r: QRectF, label: str, cards: list[int], zone: Zone) -> None:
        p = self.p
        live = zone is Zone.FLIP and cards
        p.setBrush(QColor(0, 0, 0, 60) if not live else QColor(255, 90, 78, 90))
        p.setPen(QPen(QColor(255, 255, 255, 60), 1))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(QColor("white"))
        p.setFont(_font(8, bold=True))
        p.drawText(QRectF(r.x() + 5, r.y() + 2, r.width() - 8, 15), _vcenter(), label)
        for k in range(min(3, len(cards))):  # a stack
            p.setBrush(QColor("#5a3d8a"))
            p.setPen(QPen(QColor("#d8c8f0"), 1))
            p.drawRoundedRect(QRectF(r.x() + 8 + k * 3, r.y() + 28 - k * 3, 22, 30), 3, 3)
        p.setPen(QColor("white"))
        p.setFont(_font(16, bold=True))
        p.drawText(QRectF(r.x() + 38, r.y() + 22, r.width() - 40, 30), _vcenter(), str(len(cards)))
        if cards and zone in (Zone.DISCARD, Zone.BANISHED, Zone.FLIP):
            top = self.s.cards[cards[-1] if zone is not Zone.FLIP else cards[0]]
            p.setFont(_font(8))
            p.setPen(QColor("#f0f0f0"))
            p.drawText(
                QRectF(r.x() + 6, r.y() + 62, r.width() - 10, 28),
                Qt.TextFlag.TextWordWrap,
                _short(self.pool[top.card_id].name, 40),
            )
            self.hits.append((r, top.iid))
        elif cards and cards and self.s.cards[cards[0]].unordered:
            p.setFont(_font(8))
            p.setPen(QColor("#d0d0d0"))
            p.drawText(QRectF(r.x() + 6, r.y() + 62, r.width() - 10, 28), 0, "order unknown")

    # --- areas ---
    def home(self, player: int, r: QRectF) -> None:
        area = Area(AreaKind.HOME, player)
        self._area_frame(r, area, f"{self.s.players[player].name}'s home", HOME_FILL)
        cards = self.s.at(area)
        self.row(cards, QRectF(r.x() + 12, r.y() + 22, r.width() - 24, CARD_H))

    def problem(self, area: Area, r: QRectF) -> None:
        s = self.s
        owner = s.players[area.owner].name
        what = "Dilemma" if area.kind is AreaKind.DILEMMA else "Problem"  # 522.2
        self._area_frame(r, area, f"{owner}'s {what}", PROBLEM_FILL)
        cards = s.at(area)
        problem = next((c for c in cards if card_type(self.pool, c) is CardType.PROBLEM), None)
        card_r = QRectF(r.x() + 12, r.y() + 70, 250, 150)
        if problem is not None:
            self.problem_card(problem, card_r)
        else:
            self.p.setPen(QColor("#cfe8d8"))
            self.p.drawText(card_r, Qt.AlignmentFlag.AlignCenter, "no Problem")
        others = [c for c in cards if c is not problem]
        rows_x = r.x() + 276
        rows_w = r.width() - 288
        for player, y in ((1, r.y() + 22), (0, r.y() + 22 + CARD_H + 20)):
            mine = [c for c in others if c.controller == player]
            label_r = QRectF(rows_x, y - 2, rows_w, 14)
            self.p.setPen(QColor("#cfe8d8"))
            self.p.setFont(_font(8))
            total = sum(
                self.v.power(c) or 0
                for c in mine
                if self.pool[c.card_id].type in (CardType.MANE, CardType.FRIEND)
                and not c.exhausted
                and not c.frightened
            )
            text = f"{s.players[player].name}: {len(mine)} card(s), {total} ready power"
            self.p.drawText(label_r, Qt.AlignmentFlag.AlignRight, text)
            self.row(mine, QRectF(rows_x, y + 12, rows_w, CARD_H - 6))

    def _area_frame(self, r: QRectF, area: Area, title: str, fill: QColor) -> None:
        p = self.p
        in_faceoff = self.faceoff is not None and area in getattr(self.faceoff, "areas", ())
        targeted = area in self.v.targets
        p.setBrush(fill)
        if in_faceoff:
            pen = QPen(FACEOFF, 4)
        elif targeted:
            pen = QPen(TARGET, 3, Qt.PenStyle.DashLine)
        else:
            pen = QPen(QColor(255, 255, 255, 70), 1)
        p.setPen(pen)
        p.drawRoundedRect(r, 10, 10)
        p.setPen(QColor("white"))
        p.setFont(_font(10, bold=True))
        p.drawText(QRectF(r.x() + 10, r.y() + 2, 400, 18), _vcenter(), title)
        tags = []
        if in_faceoff:
            kind = getattr(self.faceoff, "kind", "")
            tags.append((f"FACEOFF ({kind})", FACEOFF))
        if targeted:
            tags.append(("choices name this area", TARGET))
        x = r.right() - 10
        for text, colour in tags:
            p.setFont(_font(9, bold=True))
            w = p.fontMetrics().horizontalAdvance(text) + 16
            tag = QRectF(x - w, r.y() + 3, w, 17)
            p.setBrush(colour)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(tag, 8, 8)
            p.setPen(QColor("#1a1a1a"))
            p.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
            x -= w + 6

    def row(self, cards: list[CardInstance], r: QRectF) -> None:
        if not cards:
            return
        step = min(
            CARD_W + 8, (r.width() - CARD_W) / max(1, len(cards) - 1) if len(cards) > 1 else CARD_W
        )
        for n, c in enumerate(cards):
            self.card(c, QRectF(r.x() + n * step, r.y(), CARD_W, min(CARD_H, r.height())))

    # --- cards ---
    def card(self, c: CardInstance, r: QRectF, small: bool = False) -> None:
        if c.iid in self.v.hidden:
            self.card_back(c, r, small)
            return
        p, d = self.p, self.pool[c.card_id]
        self.hits.append((r, c.iid))
        path = QPainterPath()
        path.addRoundedRect(r, 7, 7)
        if c.face_down:
            grad = QLinearGradient(r.topLeft(), r.bottomRight())
            grad.setColorAt(0, QColor("#4b2c7a"))
            grad.setColorAt(1, QColor("#2a1848"))
            p.fillPath(path, QBrush(grad))
        else:
            colours = [COLOURS[x] for x in d.colours] or [NO_COLOUR]
            grad = QLinearGradient(r.topLeft(), r.topRight())
            for n, colour in enumerate(colours):
                grad.setColorAt(n / max(1, len(colours) - 1), colour.lighter(165))
            p.fillPath(path, QBrush(grad))
            p.fillRect(QRectF(r.x(), r.y(), r.width(), 5), colours[0])
        border = QPen(QColor("#202020"), 1.5)
        if c.boosted:
            border = QPen(QColor("#e0a800"), 4)
        if d.type is CardType.TROUBLEMAKER:
            border = QPen(QColor("#c62828"), 3)
        if self.v.selected == c.iid:
            border = QPen(SELECTED, 4)
        p.setPen(border)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        dark = QColor("#f4f0ff") if c.face_down else QColor("#161616")
        inner = r.adjusted(5, 7, -5, -5)
        p.setPen(dark)
        p.setFont(_font(8 if small else 9, bold=True))
        p.drawText(
            QRectF(inner.x(), inner.y(), inner.width(), 30),
            Qt.TextFlag.TextWordWrap,
            _short(d.title, 28),
        )
        if d.subtitle and not small:
            p.setFont(_font(7, italic=True))
            p.drawText(
                QRectF(inner.x(), inner.y() + 28, inner.width(), 24),
                Qt.TextFlag.TextWordWrap,
                _short(d.subtitle, 30),
            )
        p.setFont(_font(7))
        kind = {CardType.MANE: "Mane", CardType.TROUBLEMAKER: "Troublemaker"}.get(d.type, d.type)
        if d.type is CardType.MANE:
            kind += " · BOOSTED" if c.boosted else " · Start"
        if c.face_down:
            kind = "face-down " + (
                "Troublemaker" if d.type is CardType.TROUBLEMAKER else str(d.type)
            )
        p.drawText(QRectF(inner.x(), inner.bottom() - 40, inner.width(), 12), 0, _short(kind, 26))
        if small and d.cost is not None:
            self._pip(QPointF(r.right() - 11, r.bottom() - 11), str(d.cost), QColor("#7fd3ff"))
        value = self.v.power(c)
        if value is not None and d.type in (CardType.MANE, CardType.FRIEND, CardType.TROUBLEMAKER):
            self._pip(
                QPointF(r.x() + 14, r.bottom() - 14), str(value), QColor("#ffffff"), big=not small
            )
        elif d.type is CardType.TROUBLEMAKER and d.power is not None and not small:
            self._pip(
                QPointF(r.x() + 14, r.bottom() - 14), str(d.power), QColor("#c9b6ff"), big=True
            )
        if manual.current(self.pool, c):  # text the engine does not automate: the judge's
            self._pip(QPointF(r.right() - 11, r.y() + 16), "J", QColor("#ffd54f"))
        counters = [f"{'+1 pwr' if n == POWER_COUNTER else n}×{v}" for n, v in c.counters]
        y = r.bottom() - 28
        for text in counters:
            p.setFont(_font(7, bold=True))
            w = p.fontMetrics().horizontalAdvance(text) + 8
            chip = QRectF(r.right() - w - 3, y, w, 13)
            p.setBrush(QColor("#ff9800"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(chip, 6, 6)
            p.setPen(QColor("black"))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            y -= 15
        if c.controller != c.owner:
            p.setFont(_font(7, italic=True))
            p.setPen(dark)
            p.drawText(
                QRectF(inner.x(), inner.bottom() - 54, inner.width(), 12),
                0,
                f"controlled by {self.s.players[c.controller].name}",
            )
        if c.exhausted:
            self._banner(r, "↻ EXHAUSTED", QColor(40, 40, 40, 200), QColor("#ffffff"))
        if c.frightened:
            self._banner(
                r,
                "FRIGHTENED",
                QColor(80, 30, 140, 220),
                QColor("#ffe0ff"),
                offset=18 if c.exhausted else 0,
            )
        if (c.revealed or c.looked_at_by) and (c.zone is Zone.HAND or c.face_down):
            # a card its zone or side hides, that some know (engine.perspective, 410.6)
            names = " & ".join(self.s.players[i].name for i in c.looked_at_by)
            self._banner(
                r,
                "REVEALED" if c.revealed else f"SEEN BY {names.upper()}",
                QColor(20, 90, 120, 220),
                QColor("#e0f7ff"),
                offset=-18,
            )
        if c.exhausted or c.frightened:
            p.fillPath(path, QColor(0, 0, 0, 45))

    def card_back(self, c: CardInstance, r: QRectF, small: bool) -> None:
        """A card this view may not know: its back, with what is public about it (where it
        is, exhausted or not) and the rule that hides the rest."""
        p = self.p
        self.hits.append((r, c.iid))
        path = QPainterPath()
        path.addRoundedRect(r, 7, 7)
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, QColor("#3a3f5c"))
        grad.setColorAt(1, QColor("#1c1f33"))
        p.fillPath(path, QBrush(grad))
        p.setPen(QPen(QColor("#9aa3d0"), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(QColor("#e6e8f5"))
        face_down = c.face_down and c.zone is Zone.PLAY
        p.setFont(_font(7 if small or face_down else 9, bold=True))
        what = "face-down Trouble-maker" if face_down else "hidden card"
        p.drawText(
            r.adjusted(4, 4, -4, -4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, what
        )
        rule = ", ".join(re.findall(r"\((\d{3}\.\d+[a-z]?)\)", self.v.hidden[c.iid]))
        p.setFont(_font(7))
        p.drawText(
            QRectF(r.x() + 4, r.bottom() - 16, r.width() - 8, 12),
            Qt.AlignmentFlag.AlignCenter,
            rule,
        )
        if c.exhausted:
            self._banner(r, "↻ EXHAUSTED", QColor(40, 40, 40, 200), QColor("#ffffff"))

    def problem_card(self, c: CardInstance, r: QRectF) -> None:
        p, d = self.p, self.pool[c.card_id]
        self.hits.append((r, c.iid))
        path = QPainterPath()
        path.addRoundedRect(r, 9, 9)
        p.fillPath(path, QColor("#fbf6e9"))
        p.setPen(QPen(QColor("#6d4c1d"), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(QColor("#3b2a10"))
        p.setFont(_font(11, bold=True))
        p.drawText(
            QRectF(r.x() + 10, r.y() + 6, r.width() - 60, 40), Qt.TextFlag.TextWordWrap, d.name
        )
        self._pip(
            QPointF(r.right() - 22, r.y() + 22),
            f"+{d.problem_bonus or 0}",
            QColor("#f5c542"),
            big=True,
        )
        p.setFont(_font(8))
        p.setPen(QColor("#5a4a30"))
        tags = ["Starting Problem"] if d.starting_problem else []
        if d.dilemma:
            tags.append("Dilemma")  # 522.1
        if c.counters:
            tags += [f"{n}×{v}" for n, v in c.counters]
        p.drawText(QRectF(r.x() + 10, r.y() + 46, r.width() - 20, 14), 0, " · ".join(tags))
        owner = self.s.players[c.owner].name
        self._requirements(
            QRectF(r.x() + 10, r.y() + 66, r.width() - 20, 34), f"{owner} needs", d.confront_owner
        )
        self._requirements(
            QRectF(r.x() + 10, r.y() + 104, r.width() - 20, 34),
            "Opponent needs",
            d.confront_opponent,
        )

    def _requirements(self, r: QRectF, label: str, reqs: tuple[object, ...]) -> None:
        p = self.p
        p.setPen(QColor("#3b2a10"))
        p.setFont(_font(8, bold=True))
        p.drawText(QRectF(r.x(), r.y(), r.width(), 14), 0, label)
        x = r.x()
        for req in reqs:
            colour = getattr(req, "colour", None)
            kind = str(getattr(req, "kind", ""))
            amount = getattr(req, "amount", None)
            fill = COLOURS.get(colour, NO_COLOUR) if kind != "wild" else QColor("#555555")
            text = "∞" if amount is None else str(amount)
            caption = {"not-colour": f"non-{colour}", "wild": "wild"}.get(kind, str(colour or kind))
            p.setBrush(fill)
            p.setPen(
                QPen(
                    QColor("#222222"),
                    1,
                    Qt.PenStyle.DashLine if kind == "not-colour" else Qt.PenStyle.SolidLine,
                )
            )
            p.drawEllipse(QRectF(x, r.y() + 15, 18, 18))
            p.setPen(QColor("white"))
            p.setFont(_font(8, bold=True))
            p.drawText(QRectF(x, r.y() + 15, 18, 18), Qt.AlignmentFlag.AlignCenter, text)
            p.setPen(QColor("#3b2a10"))
            p.setFont(_font(8))
            w = p.fontMetrics().horizontalAdvance(caption) + 8
            p.drawText(QRectF(x + 21, r.y() + 15, w, 18), _vcenter(), caption)
            x += 24 + w

    def _pip(self, centre: QPointF, text: str, fill: QColor, big: bool = False) -> None:
        p = self.p
        radius = 12 if big else 9
        p.setBrush(fill)
        p.setPen(QPen(QColor("#222222"), 1.5))
        p.drawEllipse(centre, radius, radius)
        p.setPen(QColor("#111111"))
        p.setFont(_font(10 if big else 8, bold=True))
        p.drawText(
            QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )

    def _banner(self, r: QRectF, text: str, fill: QColor, ink: QColor, offset: int = 0) -> None:
        p = self.p
        band = QRectF(r.x() + 2, r.center().y() - 9 + offset, r.width() - 4, 17)
        p.fillRect(band, fill)
        p.setPen(ink)
        p.setFont(_font(8, bold=True))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, text)


class _Recording:
    """A painter that also notes the text it draws."""

    def __init__(self, painter: QPainter, texts: list[str]) -> None:
        self._painter, self._texts = painter, texts

    def drawText(self, *args: object) -> None:  # noqa: N802 - QPainter's name
        self._texts.extend(a for a in args if isinstance(a, str))
        self._painter.drawText(*args)  # type: ignore[call-overload]

    def __getattr__(self, name: str) -> object:
        return getattr(self._painter, name)


def _font(size: int, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _vcenter() -> Qt.AlignmentFlag:
    return Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
