"""The pairings screen: pairing rounds, fast keyboard result entry, the three views over one
model, dropping a player."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt

from tourney.events.model import Ending, Result, StaffRole
from tourney.gui.rounds.dialogs import SwapDialog
from tourney.gui.rounds.pairings_model import MIME_TYPE, Column, PairingsModel, Role
from tourney.gui.rounds.quick_entry import parse_quick_entry


def tables(screen) -> dict[int, tuple[str, str, str]]:
    """Table number -> (player, opponent, result) as the by-table view shows them."""
    proxy = screen.by_table
    shown = {}
    for row in range(proxy.rowCount()):
        cell = [proxy.index(row, c).data() for c in range(proxy.columnCount())]
        shown[int(cell[Column.TABLE])] = (
            cell[Column.PLAYER],
            cell[Column.OPPONENT],
            cell[Column.RESULT],
        )
    return shown


def result_said(screen, table: int) -> str:
    """The Result cell's tooltip at ``table`` (by table): the result in full, "Lyra wins"."""
    proxy = screen.by_table
    row = next(
        r for r in range(proxy.rowCount()) if proxy.index(r, Column.TABLE).data() == str(table)
    )
    return proxy.index(row, Column.RESULT).data(Qt.ItemDataRole.ToolTipRole)


def type_result(qtbot, screen, text: str) -> None:
    screen.entry.setFocus()
    qtbot.keyClicks(screen.entry, text)


def test_quick_entry_reads_table_then_key():
    assert parse_quick_entry("12 1") == parse_quick_entry("12a")
    assert parse_quick_entry("12 1").result == Result.A_WINS
    assert parse_quick_entry("12 2").result == Result.B_WINS
    assert parse_quick_entry("3d").result == Result.DRAW
    assert parse_quick_entry("3/2").table == 3
    # A digit straight after the number is part of the table number, not the result.
    assert parse_quick_entry("121").table == 121
    assert parse_quick_entry("121").result is None
    assert "cannot read" in parse_quick_entry("12 z").problem


def test_pairings_model_passes_qt_model_checks(paired_screen, qtmodeltester):
    _scene, screen = paired_screen
    qtmodeltester.check(screen.model)
    qtmodeltester.check(screen.by_name)
    qtmodeltester.check(screen.outstanding)


def test_three_rounds_paired_with_results_typed_at_the_keyboard(paired_screen, qtbot, pair_round):
    scene, screen = paired_screen
    for number in (1, 2, 3):
        assert screen.round_number == number
        shown = tables(screen)
        assert sorted(shown) == [1, 2, 3, 4]
        assert screen.outstanding.rowCount() == 4
        for table, (player, opponent, _result) in shown.items():
            key = "1" if table % 2 else "2"
            type_result(qtbot, screen, f"{table} {key}")
            winner = player if key == "1" else opponent
            # The result shows at once (the row's player's), the entry is empty again and keeps
            # the focus; the cell's tooltip says it in full.
            assert tables(screen)[table][2] == ("won" if key == "1" else "lost")
            assert result_said(screen, table) == f"{winner} wins"
            assert screen.entry.text() == ""
            assert screen.entry.hasFocus()
        assert screen.outstanding.rowCount() == 0
        if number < 3:
            assert pair_round(screen) == number + 1
    pairs = set()
    for number in (1, 2, 3):
        screen.round_box.setCurrentIndex(screen.round_box.findData(number))
        for player, opponent, _ in tables(screen).values():
            pair_ = frozenset((player, opponent))
            assert pair_ not in pairs, "no rematch in three rounds of eight players"
            pairs.add(pair_)
    assert len(pairs) == 12


def test_the_typed_table_shows_who_plays_there(paired_screen, qtbot):
    _scene, screen = paired_screen
    player, opponent, _ = tables(screen)[2]
    type_result(qtbot, screen, "2")
    assert player in screen.entry_hint.text() and opponent in screen.entry_hint.text()
    type_result(qtbot, screen, "2")  # now "22": no such table
    assert "no table 22" in screen.entry_hint.text()


def test_a_refused_result_keeps_what_was_typed(paired_screen, qtbot):
    _scene, screen = paired_screen
    type_result(qtbot, screen, "1 1")
    type_result(qtbot, screen, "1 2")
    assert screen.entry.text() == "1 2"
    assert "final" in screen.message.text() and "head judge" in screen.message.text()
    assert screen.message.meaning == "bad"
    player, _opponent, result = tables(screen)[1]
    assert result == "won" and result_said(screen, 1) == f"{player} wins"
    qtbot.keyClick(screen.entry, Qt.Key.Key_Escape)  # Esc clears the entry
    assert screen.entry.text() == ""
    type_result(qtbot, screen, "9 d")
    assert screen.message.text() == "round 1 has no table 9"
    assert screen.entry.text() == "9 d"


def test_views_by_table_by_name_and_outstanding_share_one_model(paired_screen, qtbot):
    _scene, screen = paired_screen
    assert screen.by_table.rowCount() == 4
    names = [screen.by_name.index(r, Column.PLAYER).data() for r in range(8)]
    assert screen.by_name.rowCount() == 8
    assert names == sorted(names, key=str.casefold)
    screen.find_box.setText("lyr")
    assert [screen.by_name.index(r, Column.PLAYER).data() for r in range(1)] == ["Lyra"]
    assert screen.by_name.rowCount() == 1
    type_result(qtbot, screen, "3 d")
    outstanding = {screen.outstanding.index(r, 0).data(Role.TABLE) for r in range(3)}
    assert outstanding == {1, 2, 4}
    assert screen.outstanding_box.title() == "Outstanding tables (3)"


def test_dropping_a_player_concedes_their_match_and_leaves_them_unpaired(
    paired_screen, qtbot, pair_round
):
    scene, screen = paired_screen
    lyra = scene.players["Lyra"]
    table = next(s.table for s in screen.model.seats if s.registration_id == lyra)
    screen.drop(lyra, "feeling unwell")
    assert f"concedes table {table}" in screen.message.text()
    player, opponent, result = tables(screen)[table]
    winner = opponent if player == "Lyra" else player
    assert result == ("lost (dropped)" if player == "Lyra" else "won (dropped)")
    assert result_said(screen, table) == f"{winner} wins (dropped)"
    for other in [t for t in tables(screen) if t != table]:
        type_result(qtbot, screen, f"{other} 1")
    pair_round(screen)
    shown = tables(screen)
    assert all("Lyra" not in (p, o) for p, o, _ in shown.values())
    assert any(o == "BYE" for _p, o, _ in shown.values()), "seven players left: one bye"


def test_only_the_head_judge_may_correct_a_result(paired_screen, qtbot):
    scene, screen = paired_screen
    type_result(qtbot, screen, "1 1")
    assert not screen.correct_button.isEnabled()
    assert "head judge" in screen.correct_button.text()
    scene.act_as(StaffRole.HEAD_JUDGE)
    assert screen.correct_button.isEnabled()
    screen.correct(1, Result.B_WINS, "slip was filled in the wrong way round")
    _player, opponent, result = tables(screen)[1]
    assert result == "lost" and result_said(screen, 1) == f"{opponent} wins"
    screen.correct(1, Result.DOUBLE_LOSS, "neither player came back")
    assert "cannot end in a double loss" in screen.message.text()
    assert result_said(screen, 1) == f"{opponent} wins", "a refused correction changes nothing"
    screen.correct(1, Result.DOUBLE_LOSS, "neither player came back", Ending.NO_SHOW)
    assert tables(screen)[1][2] == "double loss (no-show)"


def test_dragging_a_player_onto_another_asks_for_a_swap(paired_screen, qtbot):
    _scene, screen = paired_screen
    model = PairingsModel()  # the screen's own model would open the swap dialog
    model.set_seats(screen.model.seats)
    model.swappable = True
    first, second = model.seats[0], model.seats[2]
    source = model.index(0, Column.PLAYER)
    target = model.index(2, Column.PLAYER)
    data = model.mimeData([source])
    assert data.hasFormat(MIME_TYPE)
    with qtbot.waitSignal(model.swap_requested) as blocker:
        model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, target)
    assert blocker.args == [first.registration_id, second.registration_id]
    assert not model.dropMimeData(QMimeData(), Qt.DropAction.MoveAction, -1, -1, target)


def test_a_swap_warns_of_the_rematch_first_and_records_the_reason(
    paired_screen, qtbot, pair_round, monkeypatch
):
    scene, screen = paired_screen
    round_1 = tables(screen)
    for table in round_1:
        type_result(qtbot, screen, f"{table} 1")
    pair_round(screen)
    # Put two round-1 opponents together again: the dialog warns before anything changes.
    player, opponent, _ = round_1[1]
    ids = scene.players
    partner_of_opponent = next(
        s.opponent_id for s in screen.model.seats if s.registration_id == ids[opponent]
    )
    seen = {}

    def answer(dialog: SwapDialog) -> int:
        seen["warning"] = dialog.warning.text()
        dialog.reason.setText("players asked to sit with their team")
        return SwapDialog.DialogCode.Accepted

    monkeypatch.setattr(SwapDialog, "exec", answer)
    before = tables(screen)
    screen.ask_swap(partner_of_opponent, ids[player])
    assert "rematch" in seen["warning"] and player in seen["warning"]
    assert tables(screen) != before
    together = [(p, o) for p, o, _ in tables(screen).values() if {p, o} == {player, opponent}]
    assert together, "the swap seated the round-1 opponents together"
    assert screen.message.meaning == "warn" and "rematch" in screen.message.text()
    why = screen.explanation(next(s for s in screen.model.seats if s.player == player))
    assert "by hand" in why and "team" in why


def test_a_started_round_cannot_be_swapped_or_re_paired(paired_screen):
    scene, screen = paired_screen
    assert screen.swap_button.isEnabled() and screen.repair_button.isEnabled()
    screen.start_button.click()
    assert screen.round_status == "started", screen.message.text()
    assert not screen.swap_button.isEnabled() and not screen.repair_button.isEnabled()
    first, second = screen.model.seats[0].registration_id, screen.model.seats[2].registration_id
    assert screen.swap_warning(first, second).startswith("Cannot swap: round 1 has started")
    screen.swap(first, second, "test")
    assert screen.message.meaning == "bad" and "Tardiness" in screen.message.text()


def test_re_pairing_leaves_out_a_player_who_dropped(paired_screen, qtbot):
    scene, screen = paired_screen
    screen.drop(scene.players["Cheerilee"], "went home")
    with qtbot.waitSignal(screen.round_paired, timeout=10_000):
        screen.repair("Cheerilee dropped before the round began")
    shown = tables(screen)
    assert all("Cheerilee" not in (p, o) for p, o, _ in shown.values())
    assert ("BYE" in [o for _p, o, _ in shown.values()]) and len(shown) == 4


def test_why_this_pairing_explains_the_selected_table(paired_screen):
    _scene, screen = paired_screen
    screen.table_view.selectRow(0)
    text = screen.why.toPlainText()
    player, opponent, _ = tables(screen)[1]
    assert text.startswith("Round 1, table 1:")
    assert player in text and opponent in text


def test_keyboard_shortcuts_reach_the_entry_the_finder_and_the_actions(paired_screen, qtbot):
    _scene, screen = paired_screen
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    screen.table_view.setFocus()
    qtbot.keyClick(screen.table_view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert screen.entry.hasFocus()
    qtbot.keyClick(screen.entry, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert screen.find_box.hasFocus() and screen.tabs.currentIndex() == 1
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(screen.find_box, Qt.Key.Key_S, modifiers)  # the button clicks, animated
    qtbot.waitUntil(lambda: screen.round_status == "started", timeout=2000)


def test_a_big_round_is_explained_off_the_gui_thread(paired_screen, qtbot, monkeypatch):
    import tourney.gui.rounds.pairings as pairings_module

    monkeypatch.setattr(pairings_module, "EXPLAIN_IN_BACKGROUND", 0)
    _scene, screen = paired_screen
    screen.table_view.selectRow(1)
    assert screen.why.toPlainText().startswith("Working out why")
    qtbot.waitUntil(lambda: screen.why.toPlainText().startswith("Round 1, table 2:"))


def test_penalty_opens_the_penalties_screen_on_the_selected_table(paired_screen, qtbot):
    from PySide6.QtWidgets import QStackedWidget

    from tourney.gui.rounds.pairings import PairingsScreen
    from tourney.gui.rounds.penalties import PenaltiesScreen

    scene, _screen = paired_screen
    pairings = PairingsScreen(scene.ctx)

    class Window(QStackedWidget):  # what the main window offers its screens
        def __init__(self) -> None:
            super().__init__()
            self.screens = {"pairings": pairings, "penalties": PenaltiesScreen(scene.ctx)}
            for screen in self.screens.values():
                self.addWidget(screen)

        def show_screen(self, key: str):
            self.setCurrentWidget(self.screens[key])
            return self.currentWidget()

    window = Window()
    qtbot.addWidget(window)
    window.show()
    pairings.table_view.selectRow(2)
    seat = next(s for s in pairings.model.seats if s.table == 3 and s.seat == 0)
    penalties = pairings.ask_penalty()
    assert window.currentWidget() is penalties
    assert penalties.table_box.text() == "3"
    assert penalties.player_box.count() == 2
    assert penalties.player_box.currentData() == seat.registration_id


def test_judges_pick_deck_checks_at_random_and_those_tables_get_extra_time(paired_screen):
    scene, screen = paired_screen
    assert not screen.deck_check_button.isEnabled(), "judges pick deck checks"
    scene.act_as(StaffRole.FLOOR_JUDGE)
    assert screen.deck_check_button.isEnabled()
    assert screen.deck_checks(2, seed=4242)
    assert screen.message.text().startswith("Deck checks at table ")
    assert "(seed 4242)" in screen.message.text()
    extended = {t: r for t, (_p, _o, r) in tables(screen).items() if r.startswith("+")}
    assert len(extended) == 2 and all(r.endswith(" min") for r in extended.values())
    picked = screen.message.text().split(" (seed")[0].removeprefix("Deck checks at table ")
    assert sorted(extended) == [int(t) for t in picked.split(", ")]


def test_quick_entry_reads_no_shows_and_the_double_loss():
    assert parse_quick_entry("12 n1") == parse_quick_entry("12na")
    assert (parse_quick_entry("12 n1").result, parse_quick_entry("12 n1").ending) == (
        Result.A_WINS,
        Ending.NO_SHOW,
    )
    assert (parse_quick_entry("12n2").result, parse_quick_entry("12n2").ending) == (
        Result.B_WINS,
        Ending.NO_SHOW,
    )
    assert (parse_quick_entry("12 x").result, parse_quick_entry("12 x").ending) == (
        Result.DOUBLE_LOSS,
        Ending.NO_SHOW,
    )
    assert parse_quick_entry("12 1").ending == Ending.PLAYED
    pending = parse_quick_entry("12 n")  # the player's key is still to come
    assert (pending.table, pending.result, pending.problem) == (12, None, "")


def test_no_shows_and_a_double_loss_typed_are_stored_as_such(paired_screen, qtbot):
    scene, screen = paired_screen
    shown = tables(screen)
    type_result(qtbot, screen, "1 n1")
    type_result(qtbot, screen, "2 n2")
    type_result(qtbot, screen, "3 x")
    assert tables(screen)[1][2] == "won (no-show)"
    assert result_said(screen, 1) == f"{shown[1][0]} wins (no-show)"
    assert tables(screen)[2][2] == "lost (no-show)"
    assert result_said(screen, 2) == f"{shown[2][1]} wins (no-show)"
    assert tables(screen)[3][2] == "double loss (no-show)"
    assert screen.entry.text() == ""
    with scene.ctx.session() as session:
        from tourney.db.schema import MatchRow, RoundRow

        stored = {
            m.table_number: (m.result, m.ending)
            for m in session.query(MatchRow)
            .join(RoundRow)
            .filter(RoundRow.event_id == scene.ctx.event_id, RoundRow.number == 1)
        }
    assert stored[1] == (Result.A_WINS, Ending.NO_SHOW)
    assert stored[2] == (Result.B_WINS, Ending.NO_SHOW)
    assert stored[3] == (Result.DOUBLE_LOSS, Ending.NO_SHOW)
    assert stored[4] == (None, None)


def test_a_message_about_one_round_goes_when_another_round_is_shown(
    paired_screen, qtbot, pair_round
):
    _scene, screen = paired_screen
    for table in tables(screen):
        type_result(qtbot, screen, f"{table} 1")
    pair_round(screen)
    assert screen.message.text()
    screen.round_box.setCurrentIndex(screen.round_box.findData(1))
    assert screen.message.text() == ""
