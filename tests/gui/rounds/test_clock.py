"""The round clock: time from the stored round, pauses, extensions, the end-of-match text."""

from __future__ import annotations

from datetime import datetime, timedelta

from tourney.events.model import Result, StaffRole
from tourney.gui.rounds.clock import ClockPanel, ClockScreen

START = datetime(2016, 9, 3, 13, 0)


class FakeTime:
    def __init__(self) -> None:
        self.at = START

    def __call__(self) -> datetime:
        return self.at

    def advance(self, **kwargs: int) -> None:
        self.at += timedelta(**kwargs)


def clock(scene, qtbot, time: FakeTime, controls: bool = True) -> ClockPanel:
    panel = ClockPanel(scene.ctx, controls=controls, now=time)
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_the_clock_counts_down_from_the_stored_start_and_survives_a_restart(paired_screen, qtbot):
    scene, _pairings = paired_screen
    time = FakeTime()
    panel = clock(scene, qtbot, time)
    assert panel.timer.isActive() and panel.timer.interval() == 1000
    assert panel.status.text() == "NOT STARTED"
    assert panel.start()
    assert panel.digits.text() == "35:00"
    time.advance(minutes=10, seconds=15)
    panel.tick()
    assert panel.digits.text() == "24:45"
    assert panel.ends.text() == "Time is called at 13:35"
    # A new window on the same database (the app restarted) shows the same time.
    again = clock(scene, qtbot, time, controls=False)
    assert again.digits.text() == "24:45"


def test_a_paused_clock_stops_and_extensions_add_time(paired_screen, qtbot):
    scene, _pairings = paired_screen
    time = FakeTime()
    panel = clock(scene, qtbot, time)
    panel.start()
    time.advance(minutes=5)
    assert panel.pause("fire alarm")
    assert panel.status.text() == "PAUSED"
    assert panel.pause_button.text() == "Resume (Space)"
    time.advance(minutes=7)
    panel.tick()
    assert panel.digits.text() == "30:00"
    assert panel.resume()
    assert "7 min pause" in panel.message.text()
    assert not panel.extend(3, "deck check", table=2)
    assert "only the head judge or floor judge may extend round time" in panel.message.text()
    scene.act_as(StaffRole.FLOOR_JUDGE)
    assert panel.extend(3, "deck check", table=2)
    assert panel.extend(2, "venue announcement")
    time.advance(minutes=1)
    panel.tick()
    assert panel.digits.text() == "31:00"  # 35 + 2 for the round, 5 + 1 minutes used
    assert panel.extensions.count() == 1
    assert panel.extensions.item(0).text().startswith("Table 2: +3 min, 34:00 left")


def test_time_called_shows_the_end_of_match_procedure(paired_screen, qtbot):
    scene, _pairings = paired_screen
    time = FakeTime()
    panel = clock(scene, qtbot, time)
    projector = clock(scene, qtbot, time, controls=False)
    panel.start()
    assert projector.procedure.toPlainText() == "", "the projector shows it only at time"
    time.advance(minutes=35, seconds=12)
    projector.tick()
    assert projector.digits.text() == "-0:12"
    assert projector.status.text() == "TIME CALLED"
    text = projector.procedure.toPlainText()
    assert "Time has been called" in text and "End of Match Procedures" in text
    panel.five_minutes.setChecked(True)
    assert "five minutes" in panel.procedure.toPlainText()


def test_only_staff_who_keep_the_clock_may_pause_it_and_the_message_says_why(paired_screen, qtbot):
    scene, _pairings = paired_screen
    time = FakeTime()
    panel = clock(scene, qtbot, time)
    panel.start()
    assert not panel.pause("")
    assert "needs the reason" in panel.message.text()
    assert panel.status.text() == "RUNNING"


def test_the_clock_screen_opens_a_separate_projector_window(paired_screen, qtbot):
    scene, _pairings = paired_screen
    screen = ClockScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.show()
    window = screen.open_window()
    assert window.isWindow() and window is not screen.window()
    assert screen.open_window() is window
    window.resize(1200, 800)
    qtbot.wait(10)
    assert window.panel.digits.font().pixelSize() > 200, "readable across a room"
    window.close()


def test_a_finished_round_shows_no_time(paired_screen, qtbot):
    scene, pairings = paired_screen
    time = FakeTime()
    panel = clock(scene, qtbot, time)
    panel.start()
    for seat in [s for s in pairings.model.seats if s.seat == 0]:
        pairings.enter_result(seat.table, Result.A_WINS)
    pairings.reload()
    pairings.finish_round()
    time.advance(minutes=50)
    panel.reload()
    assert panel.status.text() == "FINISHED" and panel.digits.text() == "--:--"


def test_a_tick_changes_only_what_changed(paired_screen, qtbot, monkeypatch):
    scene, _pairings = paired_screen
    time = FakeTime()
    panel = clock(scene, qtbot, time)
    panel.start()
    calls = []
    for label in (panel.digits, panel.status, panel.title, panel.ends):
        monkeypatch.setattr(label, "setText", lambda text, calls=calls: calls.append(text))
        monkeypatch.setattr(label, "setStyleSheet", lambda css, calls=calls: calls.append(css))
    panel.tick()
    panel.tick()
    assert calls == [], "nothing changed between the ticks"
    time.advance(seconds=1)
    panel.tick()
    assert calls == ["34:59"]
