"""The Phones screen: serve the open event, show its address and QR code, publish, stop when
another event is opened; the projector clock and printed pairings carry the address."""

from __future__ import annotations

import http.client
import json
import socket

import pytest
from pypdf import PdfReader

from tourney.events.model import StaffRole
from tourney.gui.phones import PhonesScreen
from tourney.gui.rounds.clock import ClockPanel
from tourney.venue.publishing import Published, published


def get_json(url: str) -> dict:
    host, _, path = url.removeprefix("http://").partition("/")
    name, _, port = host.partition(":")
    connection = http.client.HTTPConnection(name, int(port), timeout=10)
    try:
        connection.request("GET", "/" + path)
        response = connection.getresponse()
        assert response.status == 200
        return json.loads(response.read())
    finally:
        connection.close()


@pytest.fixture
def phones(paired_screen, qtbot):
    scene, pairings = paired_screen
    screen = PhonesScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.show()
    yield scene, pairings, screen
    screen.stop()


def test_serving_shows_the_address_and_its_code_and_publishing_reaches_the_phones(phones):
    scene, _pairings, screen = phones
    assert screen.shown.text().startswith("Phones show:\nPairings: not published yet")
    url = screen.start()
    assert url is not None and screen.serving
    assert screen.address.text() == url == scene.ctx.phones_url
    assert not screen.code.pixmap().isNull() and screen.code.pixmap().width() > 150
    assert screen.toggle.text() == "Stop serving phones"
    assert screen.publish("pairings")
    assert "Pairings: Round 1, published" in screen.shown.text()
    data = get_json(screen.server.local_url + "pairings.json")
    assert data["published"]["round"] == 1 and len(data["published"]["tables"]) == 4


def test_a_floor_judge_cannot_publish_and_is_told_why(phones):
    scene, _pairings, screen = phones
    scene.act_as(StaffRole.FLOOR_JUDGE)
    assert not screen.publish("pairings")
    assert "may publish pairings" in screen.message.text()
    assert not screen.publish("standings")
    assert "may publish standings" in screen.message.text()


def test_opening_another_event_stops_the_server(phones):
    scene, _pairings, screen = phones
    screen.start()
    port = screen.server.port
    scene.ctx.set_event(None)
    assert not screen.serving and scene.ctx.phones_url is None
    assert screen.address.text() == "Not serving."
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=2):
        pass


def test_the_projector_clock_shows_the_code_only_while_phones_are_served(phones, qtbot):
    scene, _pairings, screen = phones
    projector = ClockPanel(scene.ctx, controls=False)
    qtbot.addWidget(projector)
    projector.show()
    assert projector.phones_code.isHidden()
    url = screen.start()
    assert projector.phones_code.isVisible() and not projector.phones_code.pixmap().isNull()
    assert url in projector.phones_text.text()
    screen.stop()
    assert projector.phones_code.isHidden()


def test_printing_the_pairings_publishes_them_with_the_phones_address(phones, qtbot, tmp_path):
    scene, pairings, screen = phones
    url = screen.start()
    task = pairings.print("pairings", tmp_path / "pairings.pdf")
    with qtbot.waitSignal(task.finished, timeout=20_000):
        pass
    assert task.error is None, task.traceback_text
    text = "\n".join(p.extract_text() for p in PdfReader(task.result).pages)
    assert url in text
    with scene.ctx.session() as session:
        row = published(session, scene.ctx.event(session), Published.PAIRINGS)
        assert row is not None and row.round_number == 1
