"""The main window: screens in the sidebar, shortcuts, choosing event and operator, the first
start without card data."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney.gui.main_window import MainWindow, ordered_screens, status_line
from tourney.gui.screens import SCREENS, ScreenSpec


def test_every_screen_is_in_the_sidebar_event_screens_first(window):
    items = [window.sidebar.item(i) for i in range(window.sidebar.count())]
    keys = [item.data(Qt.ItemDataRole.UserRole) for item in items]
    assert sorted(keys) == sorted(s.key for s in SCREENS)
    needs = [next(s for s in SCREENS if s.key == k).needs_event for k in keys]
    assert needs == sorted(needs, reverse=True)


def test_shortcuts_fill_ctrl_1_to_9_around_explicit_ones():
    def screen(key: str, shortcut: str = "", needs_event: bool = True) -> ScreenSpec:
        return ScreenSpec(key, key, lambda ctx: None, shortcut, needs_event)

    ordered = ordered_screens(
        [screen("a"), screen("cards", needs_event=False), screen("b", "Ctrl+1"), screen("c")]
    )
    assert [(s.key, shortcut) for s, shortcut in ordered] == [
        ("a", "Ctrl+2"),
        ("b", "Ctrl+1"),
        ("c", "Ctrl+3"),
        ("cards", "Ctrl+4"),
    ]


def test_every_screen_has_its_own_shortcut_and_it_shows_that_screen(window, qtbot):
    from PySide6.QtGui import QKeySequence

    shortcuts = [shortcut for _spec, shortcut in window.screens]
    assert all(shortcuts) and len(set(shortcuts)) == len(shortcuts)
    titles = {spec.title: shortcut for spec, shortcut in window.screens}
    assert {"Cards", "Judge replay", "Settings"} <= set(titles)
    window.activateWindow()
    for row, (spec, shortcut) in enumerate(window.screens):
        combination = QKeySequence(shortcut)[0]
        qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())
        assert window.sidebar.currentRow() == row, spec.title
        assert shortcut in window.sidebar.item(row).toolTip()


def test_ctrl_f_and_typing_on_cards_reach_its_search_not_the_sidebar(window, qtbot):
    window.activateWindow()
    cards = window.show_screen("cards")
    row = window.sidebar.currentRow()
    window.sidebar.setFocus()
    qtbot.keyClick(window.sidebar, "t")  # "t" used to jump the sidebar to Top cut
    assert window.sidebar.currentRow() == row
    assert cards.query.hasFocus()
    qtbot.keyClicks(cards.query, "op")  # the rest goes where the focus now is
    assert cards.query.hasFocus() and cards.query.text() == "top"
    cards.table.setFocus()
    qtbot.keyClick(cards.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert cards.query.hasFocus() and cards.query.selectedText() == "top"
    window.sidebar.setFocus()
    qtbot.keyClick(window.sidebar, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert cards.query.hasFocus()
    replay = window.show_screen("replay")
    window.sidebar.setFocus()
    qtbot.keyClick(window.sidebar, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert replay.filter_edit.hasFocus()
    window.show_screen("settings")
    window.sidebar.setFocus()
    qtbot.keyClicks(window.sidebar, "c")  # no search field: nothing happens, no jump to Cards
    assert window.sidebar.item(window.sidebar.currentRow()).text() == "Settings"


def test_without_an_event_event_screens_say_so_and_cards_still_work(window, qtbot):
    assert window.stack.currentWidget() is window.no_event
    cards = window.show_screen("cards")
    assert cards is window.built["cards"]
    assert "No event open" in status_line(window)


def test_choosing_an_event_asks_who_acts_assuming_the_least_authority(event_ctx, qtbot):
    event_ctx.set_event(None)
    main = MainWindow(event_ctx, ask_for_cards=False)
    qtbot.addWidget(main)
    index = main.events.findText("Ponyville League", Qt.MatchFlag.MatchStartsWith)
    main.events.setCurrentIndex(index)
    main.events.activated.emit(index)
    assert event_ctx.event_id is not None
    # Nobody chosen yet: the scorekeeper, the role that may do least, until someone answers.
    assert main.operators.currentText() == "Sam Scores (scorekeeper)"
    assert event_ctx.operator_id == event_ctx.staff["scorekeeper"]
    dialog = main.operator_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Who is at the keyboard?"
    assert dialog.choice.currentText() == "Sam Scores (scorekeeper)"
    assert dialog.choice.count() == 4
    dialog.choice.setCurrentIndex(dialog.choice.findData(event_ctx.staff["head judge"]))
    dialog.accept()
    assert main.operators.currentText() == "Hazel Head (head judge)"
    assert event_ctx.operator_id == event_ctx.staff["head judge"]
    main.sidebar.setCurrentRow(1)
    players = main.stack.currentWidget()
    assert players is main.built[main.screens[1][0].key]
    assert "Ponyville League: registration" in status_line(main)


def test_ctrl_digit_switches_screens(window, qtbot):
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    spec, shortcut = window.screens[3]
    assert shortcut == "Ctrl+4"
    assert window.sidebar.currentRow() == 3


def test_the_operator_and_event_are_remembered_for_the_next_start(event_ctx, qtbot):
    main = MainWindow(event_ctx, ask_for_cards=False)
    qtbot.addWidget(main)
    scorekeeper = main.operators.findData(event_ctx.staff["scorekeeper"])
    main.operators.setCurrentIndex(scorekeeper)
    main.operators.activated.emit(scorekeeper)
    from tourney.gui.context import AppContext

    next_start = AppContext(
        event_ctx.engine,
        event_ctx.catalog,
        settings=event_ctx.settings,
        database=event_ctx.database,
    )
    again = MainWindow(next_start, ask_for_cards=False)
    qtbot.addWidget(again)
    assert next_start.event_id == event_ctx.event_id
    assert again.operators.currentText() == "Sam Scores (scorekeeper)"
    assert next_start.operator_id == event_ctx.staff["scorekeeper"]


def test_first_start_without_cards_imports_them_off_the_gui_thread(tmp_path, qtbot, octgn_dir):
    from tourney.db.database import open_database
    from tourney.gui.context import AppContext

    engine = open_database(tmp_path / "first.db")
    ctx = AppContext(engine, None, database=str(tmp_path / "first.db"))
    main = MainWindow(ctx)
    qtbot.addWidget(main)
    assert "no card data" in status_line(main)
    qtbot.waitUntil(lambda: hasattr(main, "import_dialog"), timeout=2000)
    dialog = main.import_dialog
    assert "no card data in this database yet" in dialog.findChild(type(dialog.status)).text()
    dialog.folder.setText(str(tmp_path))
    dialog.start_import()
    assert "has no Sets/ folder" in dialog.status.text()
    dialog.folder.setText(str(octgn_dir))
    dialog.start_import()
    assert dialog.task.running and dialog.progress.maximum() == 0  # busy, window responsive
    with qtbot.waitSignal(ctx.catalog_changed, timeout=60000):
        pass
    assert len(ctx.catalog.tournament_cards()) == 1957
    assert "1,957 tournament cards" in status_line(main)
    assert "Imported." in dialog.status.text()
    assert ctx.settings.card_folder == str(octgn_dir)
    engine.dispose()


def test_the_window_opens_before_the_card_catalogue_is_loaded(ctx, qtbot):
    from tourney.gui.app import open_main_window

    main = open_main_window(ctx.engine, None, ctx.database)
    qtbot.addWidget(main)
    assert main.isVisible()
    assert main.events.count() >= 1  # the event list is there at once
    with qtbot.waitSignal(main.ctx.catalog_changed, timeout=30000):
        pass
    assert len(main.ctx.catalog.tournament_cards()) == 1957
    assert "1,957 tournament cards" in status_line(main)
    assert not hasattr(main, "import_dialog")  # cards are in the database: no import offered


def test_about_names_the_version_from_the_package_metadata(window):
    from importlib.metadata import version

    assert window.about_action.isEnabled()
    text = window.about_text()
    assert f"Tourney {version('tourney')}" in text
    assert window.ctx.database in text


def test_a_message_about_one_event_goes_when_another_event_opens(demo_ctx, qtbot):
    main = MainWindow(demo_ctx, ask_for_cards=False)
    qtbot.addWidget(main)
    main.show()
    penalties = main.show_screen("penalties")
    penalties.message.say("Lyra: Game Warning for Slow play.", "good")
    players = main.show_screen("players")
    players.message.say("Added Lyra.", "good")
    demo_ctx.set_event(None)
    assert penalties.message.text() == "" and players.message.text() == ""
