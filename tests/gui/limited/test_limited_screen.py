"""The Limited screen (offscreen): packs, pools, decks against pools, draft pods."""

from __future__ import annotations

import pytest

from tourney.db.schema import EventRow, RegistrationRow


@pytest.fixture
def screen_for(qtbot):
    def build(ctx):
        from tourney.gui.limited.screen import LimitedScreen

        screen = LimitedScreen(ctx)
        qtbot.addWidget(screen)
        screen.resize(1280, 800)
        screen.show()
        return screen

    return build


def _choose_block(screen, block: str) -> None:
    screen.block.setCurrentIndex(screen.block.findData(block))


def _shown(model) -> list[list[str]]:
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def _generate(screen, qtbot) -> None:
    task = screen.generate()
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass


def test_a_constructed_event_explains_how_to_make_a_limited_one(event_ctx, screen_for):
    screen = screen_for(event_ctx)
    assert screen.pages.currentWidget() is screen.not_limited
    text = screen.not_limited.text()
    from tourney.legality import load_formats

    assert f"Ponyville League is a {load_formats()['harmony'].name} event" in text
    assert "not a limited one" in text
    assert "Sealed Deck" in text and "Booster Draft" in text
    assert "New event, at the top of the window" in text


def test_choosing_a_block_shows_its_recommended_sealed_packs_and_stores_them(
    limited_ctx, screen_for
):
    ctx = limited_ctx("sealed")
    screen = screen_for(ctx)
    assert screen.pages.currentWidget() is screen.tabs
    assert not screen.tabs.isTabVisible(screen.tabs.indexOf(screen.pods_tab))  # sealed: no pods
    _choose_block(screen, "odyssey")
    assert [(p.set_code, p.packs) for p in screen.pack_model.packs()] == [
        ("EO", 3),
        ("HM", 2),
        ("MT", 3),
    ]
    assert screen.pack_total.text() == (
        "8 packs per player · not saved yet: Save pack list stores it"
    )
    assert screen.pack_warnings.text() == ""
    assert "Locked Out" in screen.provided.text()
    assert screen.store_packs(), screen.message.text()
    assert screen.pack_total.text() == "8 packs per player"  # stored: no "not saved yet"
    with ctx.session() as session:
        limited = session.get(EventRow, ctx.event_id).settings["limited"]
    assert limited["block"] == "odyssey"
    assert limited["packs"] == [
        {"set": "EO", "packs": 3},
        {"set": "HM", "packs": 2},
        {"set": "MT", "packs": 3},
    ]
    assert "3 EO, 2 HM, 3 MT" in screen.summary.text()


def test_an_edited_pack_list_of_another_size_is_stored_with_the_rules_warning(
    limited_ctx, screen_for
):
    ctx = limited_ctx("sealed")
    screen = screen_for(ctx)
    _choose_block(screen, "odyssey")
    model = screen.pack_model
    assert model.setData(model.index(0, model.PACKS), 4)  # EO 3 -> 4
    assert not model.setData(model.index(0, model.PACKS), 0)  # at least one pack
    assert "9 packs per player; a sealed pool is 8 booster packs" in screen.pack_warnings.text()
    assert screen.store_packs()
    assert "Warning: 9 packs per player" in screen.message.text()
    with ctx.session() as session:
        packs = session.get(EventRow, ctx.event_id).settings["limited"]["packs"]
    assert packs[0] == {"set": "EO", "packs": 4}


def test_sealed_pools_are_generated_off_the_gui_thread_and_shown_per_player(
    limited_ctx, screen_for, qtbot
):
    ctx = limited_ctx("sealed", players=4)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    assert screen.generate_button.text() == "&Generate 4 missing pools"
    _generate(screen, qtbot)
    assert screen.message.text() == "4 pools generated (seed 11)."
    rows = _shown(screen.players)
    assert [row[3] for row in rows] == ["generated"] * 4
    assert all(int(row[4]) == 8 * 12 for row in rows)  # 8 packs of 12 cards
    assert not screen.generate_button.isEnabled()
    assert screen.generate_button.text() == "Every player has a pool"
    assert screen.select_player(ctx.registration_ids[0])
    pool_rows = _shown(screen.pool)
    assert sum(int(row[0]) for row in pool_rows) == 96
    assert {row[1].rstrip("0123456789") for row in pool_rows} <= {"PR", "CN", "CG", "AD"}
    assert "96 cards, generated" in screen.pool_state.text()


def test_a_deck_registered_against_the_pool_is_legal_and_a_card_outside_it_is_invalid(
    limited_ctx, screen_for, qtbot, catalog, make_deck
):
    from tourney.cards.model import CardType
    from tourney.events.deck_lists import submit_deck_list
    from tourney.limited.event_pools import registration_pool

    ctx = limited_ctx("sealed", players=2)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    _generate(screen, qtbot)
    player = ctx.registration_ids[0]
    with ctx.session() as session:
        registration = session.get(RegistrationRow, player)
        pool = registration_pool(registration, catalog)
        legal = make_deck(pool)
        submit_deck_list(session, registration, legal, by=ctx.operator(session))
    ctx.data_changed.emit()
    assert screen.select_player(player)
    assert screen.deck_verdict.text() == "Legal: the deck is built from the pool."
    assert screen.findings.rowCount() == 0
    assert [r[5] for r in _shown(screen.players) if r[0] == "Player 01"] == ["legal"]

    outside = next(
        c for c in catalog.cards
        if c.set_code == "PR" and c.type is CardType.FRIEND and c.guid not in pool
    )  # fmt: skip
    with ctx.session() as session:
        registration = session.get(RegistrationRow, player)
        submit_deck_list(
            session, registration, legal + f"1x {outside.name}\n", by=ctx.operator(session)
        )
    ctx.data_changed.emit()
    assert screen.deck_verdict.text().startswith("Invalid deck: recommended penalty Game Loss")
    [finding] = screen.findings.rows
    assert finding.rule == "Limited Play: Limited Pool"
    assert f"{outside.name} ({outside.number})" in finding.message
    assert "not in the player's pool" in finding.message
    assert [r[5] for r in _shown(screen.players) if r[0] == "Player 01"] == ["Game Loss"]


def test_a_typed_pool_with_an_unknown_card_is_refused_naming_the_line_and_kept(
    limited_ctx, screen_for
):
    ctx = limited_ctx("sealed", players=2)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    player = ctx.registration_ids[1]
    assert screen.select_player(player)
    typed = "2x PR12\n1x Rainbow Dash, Hanging Out\n1x Nopony At All\n"
    screen.pool_editor.setPlainText(typed)
    assert not screen.register_pool()
    message = screen.message.text()
    assert "Could not register the pool" in message
    assert "line 3" in message and "Nopony At All" in message
    assert screen.pool_editor.toPlainText() == typed  # nothing typed is lost
    with ctx.session() as session:
        assert session.get(RegistrationRow, player).pool is None

    screen.pool_editor.setPlainText("2x PR12\n1x Rainbow Dash, Hanging Out\n")
    assert screen.register_pool(), screen.message.text()
    assert screen.message.text().startswith("Player 02's pool registered: 3 cards.")
    assert 'Note: line 1: "PR12" read as' in screen.message.text()  # number only, still noted
    assert screen.pool_editor.toPlainText() == ""
    assert sum(int(row[0]) for row in _shown(screen.pool)) == 3
    assert [r[3] for r in _shown(screen.players) if r[0] == "Player 02"] == ["opened"]


def test_a_pool_file_is_opened_into_the_editor_and_registered_with_ctrl_enter(
    limited_ctx, screen_for, qtbot, tmp_path
):
    from PySide6.QtCore import Qt

    ctx = limited_ctx("sealed", players=1)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    assert screen.select_player(ctx.registration_ids[0])
    pool_file = tmp_path / "pool.txt"
    pool_file.write_text("3x Rainbow Dash, Hanging Out\n1 Cloudbursting\n", encoding="utf-8")
    assert screen.open_pool_file(pool_file)
    assert screen.pool_editor.toPlainText().startswith("3x Rainbow Dash")
    screen.pool_editor.setFocus()
    qtbot.keyClick(screen.pool_editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert screen.message.text() == "Player 01's pool registered: 4 cards."
    assert [r[3] for r in _shown(screen.players)] == ["opened"]


def test_draft_pods_show_seats_neighbours_pass_directions_and_the_judges_reminder(
    limited_ctx, screen_for
):
    ctx = limited_ctx("draft", players=10)
    screen = screen_for(ctx)
    assert screen.tabs.isTabVisible(screen.tabs.indexOf(screen.pods_tab))
    _choose_block(screen, "odyssey")
    assert [(p.set_code, p.packs) for p in screen.pack_model.packs()] == [
        ("MT", 2),
        ("HM", 1),
        ("EO", 1),
    ]
    assert screen.store_packs()
    screen.pod_size.setValue(8)
    assert screen.seat_pods(), screen.message.text()
    assert screen.message.text().startswith("2 pods seated (seed 11): pod 1 has 5, pod 2 has 5")
    steps = _shown(screen.steps)
    assert [(s[0], s[2]) for s in steps] == [
        ("1", "LEFT"),
        ("2", "RIGHT"),
        ("3", "LEFT"),
        ("4", "RIGHT"),
    ]
    assert "Pack 2 of 4" in steps[1][3] and "to your RIGHT" in steps[1][3]
    seats = screen.seats.rows
    assert len(seats) == 10
    with ctx.session() as session:
        stored = {
            (r.pod, r.seat): r.player.name
            for r in session.query(RegistrationRow).filter_by(event_id=ctx.event_id)
        }
    assert {(s.pod, s.seat): s.player for s in seats} == stored
    pod1 = [s for s in seats if s.pod == 1]
    assert pod1[0].left == pod1[1].player  # seat 1 passes left to seat 2
    assert pod1[0].right == pod1[-1].player  # and right to the last seat
    assert pod1[-1].left == pod1[0].player
    assert [r[1] for r in _shown(screen.players)].count("1") == 5


def test_a_practice_draft_registers_each_players_drafted_pool(limited_ctx, screen_for, qtbot):
    ctx = limited_ctx("draft", players=4)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    assert screen.seat_pods()
    task = screen.practice_draft()
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass
    assert screen.message.text() == "Practice draft done in 1 pod: 4 drafted pools registered."
    rows = _shown(screen.players)
    assert [r[3] for r in rows] == ["drafted"] * 4
    assert all(int(r[4]) == 4 * 12 for r in rows)  # four packs of 12, every card picked


def test_a_practice_draft_before_pods_are_seated_is_refused(limited_ctx, screen_for, qtbot):
    ctx = limited_ctx("draft", players=4)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    task = screen.practice_draft()
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass
    assert "seat the draft pods first" in screen.message.text()
    assert screen.message.meaning == "bad"


def _printed(screen, qtbot, document, path, **options) -> str:
    task = screen.print_document(document, path, **options)
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass
    return screen.message.text()


def test_print_buttons_write_the_seating_and_pool_sheets_off_the_gui_thread(
    limited_ctx, screen_for, qtbot, tmp_path
):
    from pypdf import PdfReader

    ctx = limited_ctx("draft", players=4)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    assert "no draft pods yet" in _printed(screen, qtbot, "pods", tmp_path / "early.pdf")
    assert not (tmp_path / "early.pdf").exists()
    assert screen.seat_pods()
    assert _printed(screen, qtbot, "pods", tmp_path / "pods.pdf") == f"Saved {tmp_path}/pods.pdf"
    text = "".join(page.extract_text() for page in PdfReader(tmp_path / "pods.pdf").pages)
    assert "Pod 1" in text and "Player 01" in text
    _printed(screen, qtbot, "poolsheet", tmp_path / "pool.pdf", player="Player 03")
    text = "".join(page.extract_text() for page in PdfReader(tmp_path / "pool.pdf").pages)
    assert "Player: Player 03" in text
    # The window names the player by registration: two players of one name are two sheets.
    third = next(line for line in screen.players.rows if line.name == "Player 03")
    _printed(screen, qtbot, "poolsheet", tmp_path / "by-id.pdf", player=third.registration_id)
    text = "".join(page.extract_text() for page in PdfReader(tmp_path / "by-id.pdf").pages)
    assert "Player: Player 03" in text


def test_pack_list_model_passes_the_qt_model_tests(qtmodeltester):
    from tourney.gui.limited.models import PackListModel
    from tourney.legality.format import PackCount

    model = PackListModel({"EO": "Equestrian Odysseys", "HM": "High Magic"})
    model.set_packs([PackCount("EO", 3), PackCount("HM", 2)])
    qtmodeltester.check(model)
    model.add_set("HM")
    model.add_set("MT")
    assert [(p.set_code, p.packs) for p in model.packs()] == [("EO", 3), ("HM", 3), ("MT", 1)]
    model.remove_row(0)
    assert model.total() == 4
    qtmodeltester.check(model)


def test_the_screen_tables_pass_the_qt_model_tests(limited_ctx, screen_for, qtmodeltester):
    ctx = limited_ctx("draft", players=6)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    assert screen.seat_pods()
    for model in (screen.players_proxy, screen.seats_proxy, screen.steps, screen.pool):
        qtmodeltester.check(model)


def test_the_window_lists_the_limited_screen_and_opens_it_for_the_event(window, limited_ctx):
    from tourney.gui.limited.screen import LimitedScreen

    limited_ctx("sealed", players=2)
    screen = window.show_screen("limited")
    assert isinstance(screen, LimitedScreen)
    assert screen.pages.currentWidget() is screen.tabs
    assert screen.summary.text().startswith("Sealed Deck")


def _draft_ready(limited_ctx, screen_for, players: int = 4):
    ctx = limited_ctx("draft", players=players)
    screen = screen_for(ctx)
    _choose_block(screen, "premiere")
    assert screen.store_packs()
    assert screen.seat_pods()
    screen.tabs.setCurrentWidget(screen.draft_tab)
    return ctx, screen


def _pack_shown(screen) -> list[str]:
    return [row[0] for row in _shown(screen.draft_pack_proxy)]


def test_the_draft_panel_records_picks_by_keyboard_and_passes_the_packs_left(
    limited_ctx, screen_for, qtbot
):
    from PySide6.QtCore import Qt

    ctx, screen = _draft_ready(limited_ctx, screen_for)
    assert screen.tabs.isTabVisible(screen.tabs.indexOf(screen.draft_tab))
    assert "has not started" in screen.draft_state.text()
    assert screen.start_draft()
    assert screen.draft_state.text().startswith("Pack 1 of 4 (")
    assert "pick 1 · passing LEFT" in screen.draft_state.text()
    assert [r[0] for r in _shown(screen.draft_seats)] == ["1", "2", "3", "4"]
    assert screen.draft_seat == 1
    packs = {seat: list(screen.draft_packs[seat]) for seat in range(1, 5)}
    assert _pack_shown(screen) == [c.number for c in packs[1]]

    # seat 1: type the number of the third card, Enter
    qtbot.keyClicks(screen.draft_find, packs[1][2].number)
    qtbot.keyClick(screen.draft_find, Qt.Key.Key_Return)
    assert screen.message.meaning == "good", screen.message.text()
    assert "seat 1 (" in screen.message.text() and packs[1][2].name in screen.message.text()
    assert _shown(screen.draft_seats)[0][3] == f"took {packs[1][2].number} {packs[1][2].name}"
    assert screen.draft_seat == 2  # the next seat still to pick is shown
    assert screen.draft_find.text() == ""
    # seats 2 to 4: arrow down to the second card, Enter in the pack table
    for seat in (2, 3, 4):
        assert _pack_shown(screen) == [c.number for c in packs[seat]]
        screen.draft_pack_table.setFocus()
        qtbot.keyClick(screen.draft_pack_table, Qt.Key.Key_Down)
        qtbot.keyClick(screen.draft_pack_table, Qt.Key.Key_Return)
        assert screen.message.meaning == "good", screen.message.text()
    assert "pick 2 · passing LEFT" in screen.draft_state.text()
    assert screen.draft_seat == 1
    expected = [c for c in packs[4] if c != packs[4][1]]  # seat 4's pack passed to seat 1
    assert _pack_shown(screen) == [c.number for c in expected]

    # closing the window loses nothing: a new screen shows the same draft
    again = screen_for(ctx)
    again.tabs.setCurrentWidget(again.draft_tab)
    assert again.draft_state.text() == screen.draft_state.text()
    assert _shown(again.draft_seats) == _shown(screen.draft_seats)


def test_the_draft_panel_refuses_a_card_from_another_pack_and_undoes_the_last_pick(
    limited_ctx, screen_for
):
    ctx, screen = _draft_ready(limited_ctx, screen_for)
    assert screen.start_draft()
    seat2 = {c.guid for c in screen.draft_packs[2]}
    stranger = next(c for c in screen.draft_packs[1] if c.guid not in seat2)
    assert not screen.record_draft_pick(2, stranger)
    assert screen.message.meaning == "bad"
    assert "seat 2, pack 1 pick 1" in screen.message.text()
    assert stranger.name in screen.message.text()

    assert screen.simulate_seat(3)
    assert "(simulated)" in screen.message.text()
    assert screen.record_draft_pick(1, screen.draft_packs[1][0])
    assert screen.undo_pick()
    assert screen.message.text().startswith("Undone: seat 1's pack 1 pick 1")
    assert screen.draft_seat == 1
    states = [row[3] for row in _shown(screen.draft_seats)]
    assert states[0].startswith("to pick") and states[2].startswith("took ")


def test_simulating_the_rest_of_the_draft_registers_the_pools(limited_ctx, screen_for, qtbot):
    ctx, screen = _draft_ready(limited_ctx, screen_for)
    assert screen.start_draft()
    first = screen.draft_packs[2][4]
    assert screen.record_draft_pick(2, first)
    task = screen.simulate_rest()
    assert task is not None
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass
    assert screen.message.text() == (
        "Pod 1: 191 picks simulated; the draft is over and the drafted pools are registered."
    )
    assert "draft is over (192 picks)" in screen.draft_state.text()
    assert not screen.simulate_rest_button.isEnabled()
    rows = _shown(screen.players)
    assert [r[3] for r in rows] == ["drafted"] * 4
    with ctx.session() as session:
        registration = session.get(RegistrationRow, ctx.registration_ids[0])
        seat2 = next(
            r
            for r in session.query(RegistrationRow).filter_by(event_id=ctx.event_id)
            if r.seat == 2
        )
        assert first.number in seat2.pool or first.name in seat2.pool
        assert registration.pool_source == "drafted"


def test_the_draft_panel_tables_pass_the_qt_model_tests(limited_ctx, screen_for, qtmodeltester):
    ctx, screen = _draft_ready(limited_ctx, screen_for)
    assert screen.start_draft()
    for model in (screen.draft_seats, screen.draft_pack_proxy):
        qtmodeltester.check(model)


def test_a_seat_toggled_to_always_simulate_picks_after_the_others_and_undo_takes_both_back(
    limited_ctx, screen_for, qtbot
):
    from PySide6.QtCore import Qt

    ctx, screen = _draft_ready(limited_ctx, screen_for)
    assert screen.start_draft()
    assert [r[4] for r in _shown(screen.draft_seats)] == ["person"] * 4
    packs = {seat: list(screen.draft_packs[seat]) for seat in range(1, 5)}
    screen.draft_seats_table.selectRow(2)  # seat 3's player left
    assert screen.draft_seat == 3 and not screen.seat_simulated_button.isChecked()
    qtbot.mouseClick(screen.seat_simulated_button, Qt.MouseButton.LeftButton)
    assert screen.message.meaning == "good", screen.message.text()
    assert screen.message.text() == (
        "Seat 3 is simulated: its picks follow each pick entered. 1 pick made for simulated seat 3."
    )
    rows = _shown(screen.draft_seats)
    assert [r[4] for r in rows] == ["person", "person", "simulated", "person"]
    assert rows[2][3].startswith("took ")
    assert screen.draft_seat == 4  # the next seat still to pick is shown

    for seat in (1, 2, 4):
        assert screen.record_draft_pick(seat, packs[seat][0])
    assert "1 pick made for simulated seat 3." in screen.message.text()
    assert "pick 2 · passing LEFT" in screen.draft_state.text()
    rows = _shown(screen.draft_seats)
    assert [r[3].startswith("took ") for r in rows] == [False, False, True, False]

    assert screen.undo_pick()
    assert screen.message.text().startswith("Undone: seat 4's pack 1 pick 1")
    assert ", and 1 pick made for simulated seat 3;" in screen.message.text()
    assert "pick 1 · passing LEFT" in screen.draft_state.text()
    assert screen.draft_seat == 4

    screen.draft_seats_table.selectRow(2)
    assert screen.seat_simulated_button.isChecked()  # the button shows the chosen seat's flag
    qtbot.mouseClick(screen.seat_simulated_button, Qt.MouseButton.LeftButton)
    assert screen.message.text() == "Seat 3's picks are entered by a person again."
    assert _shown(screen.draft_seats)[2][4] == "person"
    assert screen.record_draft_pick(4, packs[4][0])
    assert "made for simulated" not in screen.message.text()
    assert "pick 2 · passing LEFT" in screen.draft_state.text()  # seat 3 picked before
    # a new screen shows the same: the flag is stored with the draft
    again = screen_for(ctx)
    again.tabs.setCurrentWidget(again.draft_tab)
    assert _shown(again.draft_seats) == _shown(screen.draft_seats)
