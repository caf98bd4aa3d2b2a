"""Registering players from the keyboard, CSV import, search, drops."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney.gui.players.model import PlayersModel, player_lines
from tourney.gui.players.screen import PlayersScreen


def names(screen: PlayersScreen) -> list[str]:
    return [line.name for line in screen.model.rows]


def test_type_a_name_enter_next_name(event_ctx, qtbot):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    for name in ("Applejack Fan", "Bon Bon", "Cheerilee"):
        qtbot.keyClicks(screen.entry, name)
        qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
        assert screen.entry.text() == ""
    assert names(screen) == ["Applejack Fan", "Bon Bon", "Cheerilee"]
    assert screen.message.text() == "Added Cheerilee."
    assert screen.count.text() == "3 playing, 0 dropped"
    assert "only 3 players" in screen.warnings.text()


def test_a_duplicate_name_is_added_and_flagged(event_ctx, qtbot):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    for name in ("Lyra", "  lyra "):
        qtbot.keyClicks(screen.entry, name)
        qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    assert names(screen) == ["Lyra", "lyra"]
    shown = [screen.model.index(r, 1).data() for r in range(screen.model.rowCount())]
    assert shown == ["Lyra #1", "lyra #2"]  # told apart as on paper
    assert screen.message.meaning == "warn"
    assert "Added lyra #2; this event already has Lyra #1." in screen.message.text()
    assert all("same name as 1 other" in line.flags for line in screen.model.rows)
    assert "named 'Lyra'" in screen.warnings.text()


def test_a_refused_name_stays_in_the_box(event_ctx, qtbot):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    event_ctx.set_operator(None)
    qtbot.keyClicks(screen.entry, "Derpy")
    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    assert screen.entry.text() == "Derpy"
    assert "Acting as" in screen.message.text()
    assert names(screen) == []


def test_csv_import_registers_everyone_or_nobody(event_ctx, qtbot, tmp_path):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    bad = tmp_path / "signup.csv"
    bad.write_text("Player Name,Email\nOctavia,o@x\n,nobody@x\nVinyl,v@x\n", encoding="utf-8")
    assert not screen.import_csv(bad)
    assert "line 3: no name" in screen.error_box.informativeText()
    assert "signup.csv" in screen.error_box.text()
    assert names(screen) == []
    good = tmp_path / "good.csv"
    good.write_text("Player Name,Email\nOctavia,o@x\nVinyl,v@x\n", encoding="utf-8")
    assert screen.import_csv(good)
    assert names(screen) == ["Octavia", "Vinyl"]
    assert screen.message.text() == "Imported 2 players from good.csv."


def test_search_filters_the_list(demo_ctx, qtbot):
    screen = PlayersScreen(demo_ctx)
    qtbot.addWidget(screen)
    assert screen.proxy.rowCount() == 32
    screen.search.setText("WIŚNIEW")  # QTest types ASCII only; the filter ignores case
    assert screen.proxy.rowCount() == 1
    assert screen.proxy.row_at(screen.proxy.index(0, 0)).name == "Łucja Wiśniewska"


def test_drop_a_player_and_take_it_back(demo_ctx, qtbot):
    from tourney.events.model import StaffRole  # noqa: F401 - roles named in the fixture

    screen = PlayersScreen(demo_ctx)
    qtbot.addWidget(screen)
    line = next(line for line in screen.model.rows if line.name == "Søren Ærø")
    assert screen.drop(line.registration_id, "feeling unwell")
    dropped = next(line for line in screen.model.rows if line.name == "Søren Ærø")
    assert dropped.dropped and dropped.status == "dropped in round 3"
    assert screen.count.text() == "30 playing, 2 dropped"
    assert not screen.drop(line.registration_id)  # dropping twice is refused, with the reason
    assert "already dropped" in screen.message.text()
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    assert screen.undrop(line.registration_id, "dropped by mistake")
    back = next(line for line in screen.model.rows if line.name == "Søren Ærø")
    assert not back.dropped


def test_after_the_start_a_name_becomes_a_late_entry(demo_ctx, qtbot):
    screen = PlayersScreen(demo_ctx)
    qtbot.addWidget(screen)
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    qtbot.keyClicks(screen.entry, "Late Larry")
    qtbot.keyClick(screen.entry, Qt.Key.Key_Return)
    dialog = screen.late_dialog
    assert dialog.name.text() == "Late Larry"
    dialog.why.setText("arrived after round 3 was paired")
    dialog.accept()  # Tier 2 without a deck list: refused, and the dialog comes back
    assert "hands in a deck list" in screen.message.text()
    assert dialog.isVisible()
    assert dialog.why.text() == "arrived after round 3 was paired"
    dialog.deck.setPlainText("Mane Character\n1x Twilight Sparkle, Princess of Friendship\n")
    dialog.accept()
    late = next(line for line in screen.model.rows if line.name == "Late Larry")
    assert late.status == "late entry: from round 4"


def test_players_model_passes_the_model_tester(demo_ctx, qtmodeltester):
    model = PlayersModel()
    with demo_ctx.session() as session:
        model.set_rows(player_lines(session, demo_ctx.event(session)))
    qtmodeltester.check(model)
    assert model.rowCount() == 32
    assert model.data(model.index(0, 1)) == "Zoë Ångström"


def test_double_clicking_a_player_opens_their_deck_list(window, event_ctx, qtbot):
    window.ctx.set_event(event_ctx.event_id)
    players = window.show_screen("players")
    qtbot.keyClicks(players.entry, "Octavia")
    qtbot.keyClick(players.entry, Qt.Key.Key_Return)
    decks = players.open_deck_list(players.proxy.index(0, 1))
    assert window.stack.currentWidget() is decks
    assert decks.player_label.text() == "Octavia"


def test_the_drop_dialog_starts_empty_and_drops_only_after_a_confirmation_naming_the_player(
    demo_ctx, qtbot
):
    from PySide6.QtWidgets import QMessageBox

    screen = PlayersScreen(demo_ctx)
    qtbot.addWidget(screen)
    screen.show()
    screen.table.selectRow(0)  # a selected row is not offered: the box starts empty
    screen.drop_selected()
    dialog = screen.choose_dialog
    assert dialog.name.text() == ""
    assert all(not p.dropped for p in dialog.players) and len(dialog.players) == 31
    playing = screen.count.text()
    # Arrow keys in the completer pick some player; Enter then only asks, naming that player.
    qtbot.keyClicks(dialog.name, "a")
    qtbot.keyClick(dialog.name.completer().popup(), Qt.Key.Key_Down)
    picked = dialog.name.text()
    assert picked.endswith(")") and "(#" in picked
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    box = dialog.confirm_box
    assert box is not None and box.text() == f"Drop {picked}?"
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    assert screen.count.text() == playing  # nobody dropped by Enter alone
    box.button(QMessageBox.StandardButton.No).click()
    assert screen.count.text() == playing and dialog.isVisible()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    dialog.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    name = picked.rsplit(" (#", 1)[0]
    assert next(line for line in screen.model.rows if line.name == name).dropped
    assert screen.count.text() == "30 playing, 2 dropped"


def test_take_back_drop_offers_only_dropped_players_and_needs_a_reason(demo_ctx, qtbot):
    from PySide6.QtWidgets import QMessageBox

    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    screen = PlayersScreen(demo_ctx)
    qtbot.addWidget(screen)
    dropped = [line for line in screen.model.rows if line.dropped]
    screen.table.selectRow(0)
    screen.undrop_selected()
    dialog = screen.choose_dialog
    assert dialog.name.text() == "" and dialog.players == dropped
    completions = dialog.name.completer().model()
    assert completions.rowCount() == len(dropped)
    playing = next(line for line in screen.model.rows if not line.dropped)
    dialog.name.setText(playing.name)
    dialog.confirm()
    assert dialog.confirm_box is None and "can be chosen here" in dialog.message.text()
    dialog.name.setText(dropped[0].name)
    dialog.confirm()
    assert dialog.confirm_box is None and "reason" in dialog.message.text()
    dialog.why.setText("dropped by mistake")
    dialog.confirm()
    assert dropped[0].name in dialog.confirm_box.text()
    dialog.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert not next(line for line in screen.model.rows if line.name == dropped[0].name).dropped
