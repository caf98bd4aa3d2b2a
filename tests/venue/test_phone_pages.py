"""The phone pages as a phone's browser draws them: Debian's Chromium, headless, at 390x844,
reading back the page its JavaScript built (``--dump-dom``) and a screenshot."""

from __future__ import annotations

import struct
from pathlib import Path
from urllib.parse import quote

import pytest

from tourney.venue.browser import PHONE, chromium, run_chromium
from tourney.venue.server import VenueServer

pytestmark = pytest.mark.skipif(
    chromium() is None, reason="Debian's chromium is not installed (.ci/run installs it)"
)


@pytest.fixture
def served(venue):
    server = VenueServer(venue.engine, venue.event_id, hosts=["127.0.0.1"])
    server.start()
    yield server
    server.stop()


@pytest.fixture
def phone(tmp_path):
    """``phone(url)``: the page as rendered, after its script ran; one browser profile per
    test, so what a page keeps in localStorage is there for the next page."""
    profile = tmp_path / "profile"

    def render(url: str, *extra: str) -> str:
        done = run_chromium(url, profile, *(extra or ("--dump-dom",)))
        assert done.returncode == 0, done.stderr[-2000:]
        return done.stdout

    return render


def test_pairings_render_every_table_and_remember_my_table(served, phone):
    me = "ليلى حسن"
    dom = phone(served.url() + "pairings?me=" + quote(me))
    assert "<h2>Round 1</h2>" in dom
    assert dom.count('<li class="mine">') == 1
    assert dom.count("<li") == 4  # three tables and the bye
    assert f'<div dir="auto">{me}</div>' in dom  # the "my table" card, right-to-left safe
    assert "BYE" in dom and "3 pts" not in dom  # round 1: everyone has 0 points going in
    again = phone(served.url() + "pairings")  # a later visit, the same phone
    assert f'<div dir="auto">{me}</div>' in again and 'class="me"' in again


def test_standings_render_each_player_with_the_printed_figures(served, phone):
    dom = phone(served.url() + "standings")
    assert "<h2>Standings after round 1</h2>" in dom
    assert "<th>OMW%</th><th>OOMW%</th>" in dom
    assert dom.count("<tr") == 8  # the header and seven players
    assert '<span dir="auto">王小明</span>' in dom


def test_the_clock_of_a_round_not_started_says_so(served, phone):
    dom = phone(served.url() + "clock")
    assert "<h2>Round 2</h2>" in dom
    assert '<div class="digits muted">--:--</div>' in dom
    assert "35 minutes once the round starts." in dom


def test_the_bracket_before_any_cut_is_not_published(served, phone):
    dom = phone(served.url() + "bracket")
    assert "The top cut is not published yet." in dom


def test_a_screenshot_is_taken_at_the_phones_size(served, phone, tmp_path):
    png = tmp_path / "pairings.png"
    phone(served.url() + "pairings", f"--screenshot={png}")
    header = Path(png).read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", header[16:24]) == PHONE
