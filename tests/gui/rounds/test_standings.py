"""The standings screen: every tiebreaker column with its figures, after any round."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney.events.swiss_link import event_standings
from tourney.gui.rounds.standings import StandingsScreen
from tourney.swiss.standings import Tiebreaker


def play_round(screen, qtbot) -> None:
    """Player A wins every open table of the pairings screen's round, typed at the keyboard."""
    for seat in [s for s in screen.model.seats if s.seat == 0 and s.result is None]:
        screen.entry.setFocus()
        qtbot.keyClicks(screen.entry, f"{seat.table} 1")


def cells(screen) -> list[list[str]]:
    proxy = screen.proxy
    return [
        [proxy.index(r, c).data() for c in range(proxy.columnCount())]
        for r in range(proxy.rowCount())
    ]


def test_standings_show_every_tiebreaker_figure_after_each_round(
    paired_screen, qtbot, pair_round, qtmodeltester
):
    scene, pairings = paired_screen
    play_round(pairings, qtbot)
    pair_round(pairings)
    play_round(pairings, qtbot)
    standings = StandingsScreen(scene.ctx)
    qtbot.addWidget(standings)
    standings.show()
    qtmodeltester.check(standings.model)
    proxy = standings.proxy
    headers = [proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(proxy.columnCount())]
    assert headers[:6] == ["Rank", "Player", "Record", "Points", "OMW %", "OOMW %"]
    with scene.ctx.session() as session:
        expected = event_standings(session, scene.ctx.event(session))
    shown = cells(standings)
    assert [row[1] for row in shown] == [s.player.name for s in expected]
    leader = shown[0]
    assert leader[2] == "2-0-0" and leader[3] == "6"
    # Each figure is the one the domain computed, as a percentage to two decimals.
    for row, standing in zip(shown, expected, strict=True):
        omw = standing.figures[Tiebreaker.OPPONENTS_MATCH_WIN]
        oomw = standing.figures[Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN]
        assert row[4:6] == [f"{float(omw) * 100:.2f}", f"{float(oomw) * 100:.2f}"]
    assert len({row[4] for row in shown}) > 1, "OMW% separates players with equal records"
    # After round 1 the records are one match long.
    standings.round_box.setCurrentIndex(standings.round_box.findData(1))
    assert standings.after_round == 1
    assert {row[2] for row in cells(standings)} == {"1-0-0", "0-1-0"}


def test_standings_sort_by_a_figure_and_find_a_player(paired_screen, qtbot):
    scene, pairings = paired_screen
    play_round(pairings, qtbot)
    standings = StandingsScreen(scene.ctx)
    qtbot.addWidget(standings)
    standings.view.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    assert [row[3] for row in cells(standings)] == ["1"] * 4 + ["3"] * 4
    standings.find_box.setText("octa")
    assert [row[1] for row in cells(standings)] == ["Octavia"]


def test_dropped_players_are_marked_and_can_be_hidden(paired_screen, qtbot):
    scene, pairings = paired_screen
    pairings.drop(scene.players["Derpy"], "")
    play_round(pairings, qtbot)
    standings = StandingsScreen(scene.ctx)
    qtbot.addWidget(standings)
    derpy = next(row for row in cells(standings) if row[1] == "Derpy")
    assert derpy[-1] == "dropped"
    standings.dropped_box.setChecked(False)
    assert "Derpy" not in [row[1] for row in cells(standings)]
    assert len(cells(standings)) == 7


def test_the_head_judge_changes_how_a_bye_counts_with_a_reason(paired_screen, qtbot, monkeypatch):
    from tourney.events.audit import audit_trail
    from tourney.events.model import StaffRole
    from tourney.events.swiss_link import standings_rules
    from tourney.gui.rounds import standings as module
    from tourney.swiss.standings import ByeBasis

    scene, _pairings = paired_screen
    screen = StandingsScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.show()
    assert screen.bye_box.currentText() == "counts as a match won"
    text = screen.bye_box.fontMetrics().horizontalAdvance(screen.bye_box.currentText())
    assert screen.bye_box.width() >= text + 20  # the text and the arrow, nothing cut
    assert not screen.bye_box.isEnabled()  # the scorekeeper may not
    scene.act_as(StaffRole.HEAD_JUDGE)
    assert screen.bye_box.isEnabled()

    def answer(dialog) -> int:
        dialog.reason.setText("announced before round 1")
        return 1

    monkeypatch.setattr(module.ReasonDialog, "exec", answer)
    screen.bye_box.setCurrentIndex(screen.bye_box.findData(ByeBasis.LEFT_OUT))
    screen.bye_box.activated.emit(screen.bye_box.currentIndex())
    assert screen.message.text() == "A bye now is left out of the player's own match-win %."
    assert "a bye is left out of the player's own percentage" in screen.chain_label.text()
    with scene.ctx.session() as session:
        event = scene.ctx.event(session)
        assert standings_rules(event).byes is ByeBasis.LEFT_OUT
        entry = audit_trail(session, event)[-1]
        assert (entry.action, entry.why) == ("standings basis changed", "announced before round 1")
