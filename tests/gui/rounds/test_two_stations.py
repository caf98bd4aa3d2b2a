"""Two windows (stations) on one event database: each sees what the other stored within a few
seconds, and a result entered on a stale screen is refused with a message in the window."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tourney.db.database import open_database
from tourney.events.model import Result, StaffRole
from tourney.gui.context import AppContext
from tourney.gui.rounds.pairings import PairingsScreen
from tourney.gui.watcher import INTERVAL_MS


def _result_shown(screen: PairingsScreen, table: int) -> str:
    return next(s.result_text for s in screen.model.seats if s.table == table and s.seat == 0)


def _second_station(scene, qtbot, role: StaffRole) -> PairingsScreen:
    engine = open_database(scene.ctx.engine.url.database)
    ctx = AppContext(engine, None)
    ctx.set_event(scene.ctx.event_id)
    ctx.set_operator(scene.staff[role])
    screen = PairingsScreen(ctx)
    qtbot.addWidget(screen)
    screen.show()
    return screen


def test_a_result_from_a_stale_screen_is_refused_in_the_window(paired_screen, qtbot):
    scene, keeper = paired_screen
    floor = _second_station(scene, qtbot, StaffRole.FLOOR_JUDGE)
    floor.ctx.watcher.paused = True  # this station has not refreshed yet: table 2 looks open
    assert _result_shown(floor, 2) == ""

    keeper.enter_result(2, Result.B_WINS)
    floor.enter_result(2, Result.A_WINS)

    message = floor.message.text()
    assert "round 1, table 2 already has a result" in message
    assert "by Sam Scores (scorekeeper); yours was not saved" in message
    assert _result_shown(floor, 2) == _result_shown(keeper, 2)  # now shows the stored one
    assert _result_shown(keeper, 2).endswith("wins")
    floor.ctx.watcher.close()
    floor.ctx.engine.dispose()


def test_a_correction_from_a_stale_screen_is_refused_and_the_other_is_kept(paired_screen, qtbot):
    scene, keeper = paired_screen
    keeper.enter_result(1, Result.A_WINS)
    scene.act_as(StaffRole.HEAD_JUDGE)
    other = _second_station(scene, qtbot, StaffRole.HEAD_JUDGE)
    other.ctx.watcher.paused = True
    shown_before = _result_shown(other, 1)

    keeper.correct(1, Result.B_WINS, "slip filled in the wrong way round")
    other.correct(1, Result.DRAW, "both players agreed on a draw")

    assert "was changed by another station meanwhile" in other.message.text()
    assert "your correction was not saved" in other.message.text()
    assert _result_shown(other, 1) == _result_shown(keeper, 1) != shown_before
    assert _result_shown(keeper, 1) != "draw"
    other.ctx.watcher.close()
    other.ctx.engine.dispose()


def test_another_stations_result_shows_within_a_few_seconds(paired_screen, qtbot):
    scene, keeper = paired_screen
    floor = _second_station(scene, qtbot, StaffRole.FLOOR_JUDGE)
    assert _result_shown(floor, 3) == ""
    keeper.enter_result(3, Result.DRAW)
    qtbot.waitUntil(lambda: _result_shown(floor, 3) == "draw", timeout=3 * INTERVAL_MS)
    floor.ctx.watcher.close()
    floor.ctx.engine.dispose()


def test_correcting_a_round_after_the_next_is_paired_offers_to_pair_it_again(
    paired_screen, qtbot, pair_round
):
    scene, screen = paired_screen
    for table in range(1, 5):
        screen.enter_result(table, Result.A_WINS)
    assert pair_round(screen) == 2
    scene.act_as(StaffRole.HEAD_JUDGE)
    screen.round_box.setCurrentIndex(screen.round_box.findData(1))
    assert screen.round_number == 1
    screen.correct(1, Result.B_WINS, "slip filled in the wrong way round")
    assert "Round 2 was already paired, on the old result of round 1, table 1" in (
        screen.message.text()
    )
    offer = screen.repair_offer
    assert "Pair round 2 again" in offer.informativeText()
    with qtbot.waitSignal(screen.round_paired, timeout=10_000) as repaired:
        offer.done(QMessageBox.StandardButton.Yes)
    assert repaired.args == [2]
