"""Phones: serve the event's published pairings, standings, bracket and the round clock to
players' phones on the venue network (``tourney.venue``), show the address and its QR code, and
publish what the phones may see.

The server runs in background threads; it stops when the event is finished, another event is
opened or the app quits.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tourney.gui.context import AppContext
from tourney.gui.theme import heading
from tourney.gui.widgets import MessageLine, ReloadingScreen

EXPLAINED = (
    "Players open the address, or scan the code, on the venue's Wi-Fi. They see only what is "
    "published here (printing the pairings publishes them too): pairings with a name search, "
    "the standings, the top-cut bracket, and the round clock with each table's extra time. "
    "Never deck lists, penalties or the audit trail. Nothing can be changed from a phone."
)


def qr_pixmap(url: str, scale: int = 6) -> QPixmap:
    """The address's QR code as a pixmap (for this screen and the projector clock)."""
    from tourney.venue.qr import qr_png

    pixmap = QPixmap()
    pixmap.loadFromData(qr_png(url, scale), "PNG")
    return pixmap


class PhonesScreen(ReloadingScreen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from tourney.venue.server import VenueServer

        self.ctx = ctx
        self.server: VenueServer | None = None
        self.toggle = QPushButton("Start serving phones")
        self.toggle.clicked.connect(self.toggle_serving)
        self.publish_pairings_button = QPushButton("Publish pairings")
        self.publish_pairings_button.setToolTip("The current round's pairings, as they are now")
        self.publish_pairings_button.clicked.connect(lambda: self.publish("pairings"))
        self.publish_standings_button = QPushButton("Publish standings")
        self.publish_standings_button.setToolTip(
            "The standings after the last round with every result in"
        )
        self.publish_standings_button.clicked.connect(lambda: self.publish("standings"))
        self.address = QLabel("Not serving.")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        heading(self.address, 1.3)
        self.code = QLabel()
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.shown = QLabel()
        self.shown.setWordWrap(True)
        explained = QLabel(EXPLAINED)
        explained.setWordWrap(True)
        self.message = MessageLine()

        buttons = QHBoxLayout()
        for button in (self.toggle, self.publish_pairings_button, self.publish_standings_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(self.address)
        layout.addWidget(self.code, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.shown)
        layout.addWidget(explained)
        layout.addStretch(1)

        ctx.event_changed.connect(lambda _id: self.stop())
        ctx.event_changed.connect(lambda _id: self._data_changed())
        ctx.data_changed.connect(self._data_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self.reload_if_stale()

    def prepare_screenshot(self) -> None:
        """tools/screenshots.py: the screen while serving, with its address and code."""
        self.start()

    @property
    def serving(self) -> bool:
        return self.server is not None and self.server.running

    def toggle_serving(self) -> None:
        self.stop() if self.serving else self.start()

    def start(self) -> str | None:
        """Serve the open event; returns the players' address, None if refused."""
        from tourney.venue.server import serve_event

        if self.ctx.event_id is None:
            self.message.say("Open an event first.", "bad")
            return None
        try:
            server = serve_event(self.ctx.engine, self.ctx.event_id)
        except OSError as error:
            self.message.say(f"Cannot serve on this computer's network address: {error}", "bad")
            return None
        url = server.url()
        self.server = server
        if server.hosts == ["127.0.0.1"]:
            self.message.say("No local network found: only this computer can open it.", "warn")
        else:
            self.message.say(
                "Serving. Stops when the event is finished, or you open another event or quit.",
                "good",
            )
        self._show_address(url)
        return url

    def stop(self) -> None:
        server, self.server = self.server, None
        if server is None:
            return
        server.stop()
        self._show_address(None)
        self.message.say("Stopped: phones no longer reach the event.", "muted")

    def _show_address(self, url: str | None) -> None:
        self.ctx.set_phones_url(url)
        self.toggle.setText("Stop serving phones" if url else "Start serving phones")
        self.address.setText(url or "Not serving.")
        self.code.setPixmap(qr_pixmap(url) if url else QPixmap())

    def publish(self, what: str) -> bool:
        from tourney.venue.publishing import publish_pairings, publish_standings

        try:
            with self.ctx.session() as session:
                event, by = self.ctx.event(session), self.ctx.operator(session)
                if what == "pairings":
                    row = publish_pairings(session, event, by=by)
                else:
                    row = publish_standings(session, event, by=by)
                title = row.content["title"]
        except ValueError as error:
            self.message.refuse(error)
            return False
        self.message.say(f"Published: {title}{' pairings' if what == 'pairings' else ''}.")
        self.ctx.data_changed.emit()
        return True

    def reload(self) -> None:
        """Say what the phones show now."""
        from tourney.venue.publishing import Published, published

        if self.ctx.event_id is None:
            self.shown.setText("")
            return
        lines = []
        with self.ctx.session() as session:
            event = self.ctx.event(session)
            for kind in Published:
                row = published(session, event, kind)
                what = {"pairings": "Pairings", "standings": "Standings", "bracket": "Bracket"}
                if row is None:
                    lines.append(f"{what[kind]}: not published yet")
                    continue
                title = row.content.get("title", f"top {row.content.get('size')}")
                lines.append(f"{what[kind]}: {title}, published {row.published_at:%H:%M}")
        self.shown.setText("Phones show:\n" + "\n".join(lines))
