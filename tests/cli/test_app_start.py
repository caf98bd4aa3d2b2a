"""Starting the app where no window can open: a plain message instead of Qt's abort, after
``--cards`` has imported and reported like ``cards import``."""

from __future__ import annotations

import sys

from tests.conftest import OCTGN_DIR
from tourney.cli.app import no_display

NO_DISPLAY_VARS = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def test_a_linux_machine_without_a_display_is_told_so_and_what_to_do() -> None:
    reason = no_display({}, "linux")
    assert reason is not None and reason.startswith("no display found")
    assert "tourney --help" in reason and "apt-get install" in reason and "libxcb-cursor0" in reason
    for present in ({"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"}):
        assert no_display(present, "linux") is None
    assert no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None  # chosen by the user
    assert no_display({}, "win32") is None and no_display({}, "darwin") is None


def test_cards_import_reports_repairs_then_no_display_stops_plainly(tourney, monkeypatch):
    for name in NO_DISPLAY_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    outcome = tourney("--cards", OCTGN_DIR)
    assert outcome.code == 2
    assert "Traceback" not in outcome.err
    assert outcome.err.startswith("tourney: no display found")
    # The same report as `tourney cards import`: per set, totals and the repairs.
    assert f"Imported card data from {OCTGN_DIR}" in outcome.out
    assert "total" in outcome.out and "Repaired (" in outcome.out and "Skipped (" in outcome.out


def test_without_cards_the_plain_message_is_all_that_is_printed(tourney, monkeypatch):
    for name in NO_DISPLAY_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    outcome = tourney()
    assert outcome.code == 2 and outcome.out == ""
    assert outcome.err.strip().startswith("tourney: no display found")
    assert "\n" not in outcome.err.strip()
