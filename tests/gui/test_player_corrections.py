"""Renaming and removing players and late entries from the Players screen: the same functions
as ``tourney player rename|remove|late``, audited, refused with the floor rules' reason."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tourney.events.audit import audit_trail
from tourney.gui.players.screen import PlayersScreen


def names(screen: PlayersScreen) -> list[str]:
    return [line.name for line in screen.model.rows]


def register(screen: PlayersScreen, qtbot, *players: str) -> None:
    for name in players:
        qtbot.keyClicks(screen.entry, name)
        qtbot.keyClick(screen.entry, Qt.Key.Key_Return)


def last_entry(ctx):
    with ctx.session() as session:
        entry = audit_trail(session, ctx.event(session))[-1]
        return entry.action, entry.details, entry.why, entry.who


def row_of(screen: PlayersScreen, name: str) -> int:
    for row in range(screen.proxy.rowCount()):
        if screen.proxy.index(row, 1).data() == name:
            return row
    raise AssertionError(f"{name} not listed")


def test_f2_renames_the_selected_player_after_a_confirmation_naming_both_names(event_ctx, qtbot):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    screen.show()
    screen.activateWindow()  # shortcuts reach the active window only
    qtbot.waitUntil(screen.isActiveWindow)
    register(screen, qtbot, "Derpy", "Lyra")
    screen.table.selectRow(row_of(screen, "Derpy"))
    screen.table.setFocus()
    qtbot.keyClick(screen.table, Qt.Key.Key_F2)
    dialog = screen.choose_dialog
    assert dialog.name.text() == "Derpy (#1)" and dialog.new_name.text() == "Derpy"
    qtbot.keyClicks(dialog.new_name, "Derpy Hooves")  # the old name is selected: replaced
    qtbot.keyClick(dialog.new_name, Qt.Key.Key_Return)
    assert dialog.confirm_box is None and "reason" in dialog.message.text()
    qtbot.keyClicks(dialog.why, "full name on her ID")
    qtbot.keyClick(dialog.why, Qt.Key.Key_Return)
    assert dialog.confirm_box.text().startswith("Rename Derpy (#1) to Derpy Hooves?")
    assert names(screen) == ["Derpy", "Lyra"]  # nothing until Yes
    dialog.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert names(screen) == ["Derpy Hooves", "Lyra"]
    assert screen.message.text() == "Renamed Derpy to Derpy Hooves."
    action, details, why, who = last_entry(event_ctx)
    assert (action, why) == ("player renamed", "full name on her ID")
    assert details == {"player": "Derpy Hooves", "previous": "Derpy"}
    assert who == "Sam Scores (scorekeeper)"


def test_a_refused_rename_says_why(event_ctx, qtbot):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    register(screen, qtbot, "Derpy")
    registration = screen.model.rows[0].registration_id
    assert not screen.rename(registration, "Derpy", "no change")
    assert "already has that name" in screen.message.text()
    from tourney.events.model import StaffRole

    event_ctx.set_operator(event_ctx.staff[StaffRole.FLOOR_JUDGE])
    assert not screen.rename(registration, "Ditzy", "x")
    assert "may rename players" in screen.message.text()
    assert names(screen) == ["Derpy"]


def test_remove_takes_back_a_registration_before_the_start_confirmed_by_name(event_ctx, qtbot):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    screen.show()
    screen.activateWindow()  # shortcuts reach the active window only
    qtbot.waitUntil(screen.isActiveWindow)
    register(screen, qtbot, "Derpy", "Lyra", "Vinyl")
    screen.table.selectRow(row_of(screen, "Lyra"))
    screen.table.setFocus()
    qtbot.keyClick(screen.table, Qt.Key.Key_Delete)
    dialog = screen.choose_dialog
    assert dialog.name.text() == ""  # never the row that happened to be selected
    qtbot.keyClicks(dialog.name, "vinyl")
    qtbot.keyClicks(dialog.why, "signed up for the wrong event")
    qtbot.keyClick(dialog.why, Qt.Key.Key_Return)
    assert dialog.confirm_box.text() == "Remove the registration of Vinyl (#3)?"
    assert names(screen) == ["Derpy", "Lyra", "Vinyl"]
    dialog.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert names(screen) == ["Derpy", "Lyra"]
    assert screen.count.text() == "2 playing, 0 dropped"
    action, details, why, _ = last_entry(event_ctx)
    assert (action, details, why) == (
        "player removed",
        {"player": "Vinyl"},
        "signed up for the wrong event",
    )


def test_after_the_start_remove_is_refused_saying_to_drop_instead(demo_ctx, qtbot):
    screen = PlayersScreen(demo_ctx)
    qtbot.addWidget(screen)
    assert "after the start a player who leaves drops" in screen.remove_button.toolTip()
    screen.remove_button.click()  # enabled, so the click says why not
    assert "nobody can be removed: a player who leaves drops instead" in screen.message.text()
    assert "Conceding and Dropping" in screen.message.text()
    line = screen.model.rows[0]
    assert not screen.remove(line.registration_id, "x")  # the domain refuses too
    assert "drop them instead" in screen.message.text()
    assert len(screen.model.rows) == 32


def test_late_entry_says_which_rounds_score_nothing_and_plays_from_the_next(
    demo_ctx, qtbot, tmp_path
):
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    screen = PlayersScreen(demo_ctx)
    qtbot.addWidget(screen)
    screen.show()
    screen.activateWindow()  # shortcuts reach the active window only
    qtbot.waitUntil(screen.isActiveWindow)
    assert screen.late_button.isEnabled()
    qtbot.keyClick(screen, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    dialog = screen.late_dialog
    text = dialog.explanation.text()
    assert "plays from round 4" in text and "rounds 1–3" in text and "0 points" in text
    assert "floor rules, Scoring" in text
    qtbot.keyClicks(dialog.name, "Late Larry")
    qtbot.keyClicks(dialog.why, "arrived after round 3 was paired")
    deck = tmp_path / "larry.txt"
    deck.write_text("Mane Character\n1x Twilight Sparkle, Princess of Friendship\n")
    assert dialog.open_deck_file(deck) and "Twilight Sparkle" in dialog.deck.toPlainText()
    assert not dialog.open_deck_file(tmp_path / "missing.txt")
    assert "Could not read missing.txt" in dialog.deck_message.text()
    dialog.accept()
    late = next(line for line in screen.model.rows if line.name == "Late Larry")
    assert late.status == "late entry: from round 4"
    assert "rounds 1–3 score 0 points" in screen.message.text()
    with demo_ctx.session() as session:
        entries = [
            e for e in audit_trail(session, demo_ctx.event(session)) if e.action == "late entry"
        ]
    assert entries[-1].details == {"player": "Late Larry", "first_round": 4}
    assert entries[-1].why == "arrived after round 3 was paired"
    with demo_ctx.session() as session:
        from tourney.db.schema import RegistrationRow

        stored = session.get(RegistrationRow, late.registration_id)
        assert "Twilight Sparkle, Princess of Friendship" in stored.deck_list


def test_late_entry_before_the_start_points_to_the_name_box(event_ctx, qtbot):
    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    assert not screen.late_button.isEnabled()
    screen.add_late_entry("Trixie")
    assert "type the name above and press Enter" in screen.message.text()
