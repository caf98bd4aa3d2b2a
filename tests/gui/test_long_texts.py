"""Text is never cut off while there is room: long event and player names shorten with "…"
(their whole text in the tooltip) only where the width runs out, and the columns that matter
stay in view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tourney.demo import LONG_NAMES, LONG_NAMES_EVENT


def assert_fits(view) -> None:
    header = view.horizontalHeader()
    assert header.length() <= view.viewport().width() + 1
    assert not view.horizontalScrollBar().isVisible()


def test_the_no_event_page_shows_its_whole_explanation(window, qtbot):
    text = window.no_event.text
    assert window.stack.currentWidget() is window.no_event
    assert text.height() >= text.heightForWidth(text.width())


def test_a_long_event_name_shortens_in_the_status_bar_and_who_acts_stays(event_ctx, qtbot):
    from tourney.gui.main_window import MainWindow

    with event_ctx.session() as session:
        event_ctx.event(session).name = LONG_NAMES_EVENT
    main = MainWindow(event_ctx, ask_for_cards=False)
    qtbot.addWidget(main)
    main.resize(1000, 700)
    main.show()
    qtbot.wait(50)
    label = main.event_label
    assert main.width() <= 1000  # the name did not widen the window
    assert label.shortened and label.toolTip() == label.text()
    shown = QLabel.text(label)
    assert shown.startswith("Grand Galloping") and "…" in shown
    assert shown.endswith("acting as Sam Scores (scorekeeper)")
    # The event box takes the bar's spare width instead of cutting the name short.
    narrow = main.events.width()
    main.resize(1400, 700)
    qtbot.wait(50)
    assert main.events.width() >= narrow + 350


def test_the_decks_players_keep_list_and_check_in_view(event_ctx, qtbot):
    from tourney.events.players import add_players
    from tourney.events.registration import register_player
    from tourney.gui.decks.screen import DecksScreen

    with event_ctx.session() as session:
        event, by = event_ctx.event(session), event_ctx.operator(session)
        for player in add_players(session, LONG_NAMES).players:
            register_player(session, event, player, by=by)
    screen = DecksScreen(event_ctx)
    qtbot.addWidget(screen)
    screen.resize(1110, 740)
    screen.show()
    qtbot.wait(50)
    view = screen.player_table
    assert_fits(view)
    check = view.horizontalHeader().sectionSize(2)
    assert check >= view.fontMetrics().horizontalAdvance("Check")
    long_row = next(
        r
        for r in range(view.model().rowCount())
        if "Bartholomew" in str(view.model().index(r, 0).data())
    )
    name = view.model().index(long_row, 0)
    assert name.data(Qt.ItemDataRole.ToolTipRole) == name.data()


def test_card_names_are_not_cut_while_the_details_have_room(ctx, qtbot):
    from tourney.gui.card_browser.screen import CardsScreen

    screen = CardsScreen(ctx)
    qtbot.addWidget(screen)
    screen.resize(1110, 740)
    screen.show()
    screen.query.setText("twilight sparkle")
    screen.search()
    qtbot.wait(50)
    view = screen.table
    assert_fits(view)
    width = view.horizontalHeader().sectionSize(1)
    metrics = view.fontMetrics()
    names = [str(view.model().index(r, 1).data()) for r in range(20)]
    widest = max(metrics.horizontalAdvance(n) for n in names)
    header = view.horizontalHeader()
    sizes = [header.sectionSize(c) for c in range(header.count())]
    assert width >= widest + 8, (width, view.viewport().width(), sizes)
