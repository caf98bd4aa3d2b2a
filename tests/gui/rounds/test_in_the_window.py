"""The round screens inside the main window, on the demo event (32 players with real decks,
three rounds played, penalties and a drop): a fourth round run from the keyboard."""

from __future__ import annotations


def test_a_fourth_round_run_in_the_main_window_on_the_demo_event(demo_ctx, qtbot, pair_round):
    from tourney.gui.main_window import MainWindow

    window = MainWindow(demo_ctx, ask_for_cards=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    pairings = window.show_screen("pairings")
    assert pairings.round_number == 3 and pairings.outstanding.rowCount() == 0
    assert pair_round(pairings) == 4
    tables = [s for s in pairings.model.seats if s.seat == 0 and not s.is_bye]
    assert len(tables) >= 15, "32 players, one dropped"
    first = tables[0]
    pairings.entry.setFocus()
    qtbot.keyClicks(pairings.entry, f"{first.table} 2")
    assert pairings.model.seats[0].result_text == f"{first.opponent} wins"
    # From the pairings to a penalty for the player at the selected table, as a judge.
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    pairings.table_view.selectRow(1)
    penalties = pairings.ask_penalty()
    assert window.stack.currentWidget() is penalties
    assert penalties.player_box.count() == 2
    standings = window.show_screen("standings")
    assert standings.after_round == 4
    assert standings.proxy.rowCount() == 32
    topcut = window.show_screen("topcut")
    assert "round 4 still needs results" in topcut.summary.text()
    clock = window.show_screen("clock")
    assert clock.panel.status.text() == "NOT STARTED"
    demo_ctx.set_operator(demo_ctx.demo["scorekeeper"])
    assert clock.panel.start()
    assert clock.panel.status.text() == "RUNNING"
    # A hidden screen catches up when it is shown again.
    assert window.show_screen("pairings").round_status == "started"
