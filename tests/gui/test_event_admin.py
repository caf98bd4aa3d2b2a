"""The event-wide jobs in the window: editing the event, the do-not-pair list, finishing,
exporting and importing, and the audit trail filtered by player and round. Each calls the
function ``tourney event edit|do-not-pair|finish|export|import|audit`` calls."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from tourney.db.schema import EventRow
from tourney.events.audit import audit_trail, verify_trail
from tourney.events.do_not_pair import do_not_pair_of
from tourney.events.model import EventStatus, StaffRole
from tourney.gui.audit.screen import AuditScreen
from tourney.gui.event.screen import EventScreen
from tourney.gui.players.screen import PlayersScreen
from tourney.paths import user_documents_folder


def stored_event(ctx, event_id: int | None = None) -> dict:
    with ctx.session() as session:
        event = session.get(EventRow, event_id or ctx.event_id)
        return {
            "name": event.name,
            "tier": event.tier,
            "format": event.format_id,
            "minutes": event.round_minutes,
            "rounds": event.planned_rounds,
            "status": event.status,
        }


def last_entry(ctx):
    with ctx.session() as session:
        return audit_trail(session, ctx.event(session))[-1]


def save_button(dialog):
    """The Edit event dialog's "Save changes" button."""
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def with_players(ctx, qtbot, *names: str) -> None:
    players = PlayersScreen(ctx)
    qtbot.addWidget(players)
    for name in names:
        qtbot.keyClicks(players.entry, name)
        qtbot.keyClick(players.entry, Qt.Key.Key_Return)


# -- editing the event -------------------------------------------------------------------------


def test_edit_event_before_the_start_changes_tier_format_date_time_and_rounds(event_ctx, qtbot):
    event_ctx.set_operator(event_ctx.staff[StaffRole.ORGANIZER])
    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    screen.edit_button.click()
    dialog = screen.edit_dialog
    assert dialog.tier.isEnabled() and dialog.format.isEnabled() and dialog.date.isEnabled()
    dialog.tier.setCurrentIndex(dialog.tier.findData(2))
    dialog.format.setCurrentIndex(dialog.format.findData("core"))
    dialog.date.setDate(dialog.date.date().addDays(7))
    dialog.round_minutes.setValue(40)
    dialog.rounds.setValue(4)
    save_button(dialog).click()
    assert dialog.isVisible() and "needs the reason" in dialog.message.text()
    qtbot.keyClicks(dialog.why, "the flyer announced a Tier 2 Core event")
    save_button(dialog).click()
    assert not dialog.isVisible()
    assert stored_event(event_ctx) | {"name": None, "status": None} == {
        "name": None,
        "tier": 2,
        "format": "core",
        "minutes": 40,
        "rounds": 4,
        "status": None,
    }
    assert screen.fields["tier"].text().startswith("Tier 2")
    assert screen.fields["format"].text() == "core"
    assert "format harmony → core" in screen.message.text()
    entry = last_entry(event_ctx)
    assert entry.action == "event edited" and entry.who == "Olive Organizer (organizer)"
    assert entry.details["format_id"] == ["harmony", "core"]
    assert entry.details["date"] == ["2019-06-01", "2019-06-08"]


def test_after_the_start_the_dialog_locks_tier_and_format_and_only_the_head_judge_changes_rounds(
    demo_ctx, qtbot
):
    demo_ctx.set_operator(demo_ctx.demo["organizer"])
    screen = EventScreen(demo_ctx)
    qtbot.addWidget(screen)
    before = stored_event(demo_ctx)
    screen.edit_event()
    dialog = screen.edit_dialog
    assert not (dialog.tier.isEnabled() or dialog.format.isEnabled() or dialog.date.isEnabled())
    assert "Deck Lists" in dialog.note.text()
    dialog.rounds.setValue(5)
    dialog.why.setText("time for two more rounds")
    save_button(dialog).click()  # the organizer: not after the start (Swiss Rounds)
    assert dialog.isVisible() and "only the head judge" in dialog.message.text()
    assert stored_event(demo_ctx) == before
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    save_button(dialog).click()
    assert stored_event(demo_ctx)["rounds"] == 5
    assert last_entry(demo_ctx).details == {"planned_rounds": [3, 5]}


# -- do-not-pair -------------------------------------------------------------------------------


def test_do_not_pair_pairs_are_added_and_removed_and_saved_with_the_reason(event_ctx, qtbot):
    with_players(event_ctx, qtbot, "Apple Bloom", "Applejack Fan", "Big Mac", "Sweetie Belle")
    event_ctx.set_operator(event_ctx.staff[StaffRole.HEAD_JUDGE])
    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    screen.avoid_button.click()
    dialog = screen.do_not_pair_dialog
    qtbot.keyClicks(dialog.first, "apple bloom")
    qtbot.keyClicks(dialog.second, "Big Mac")
    qtbot.keyClick(dialog.second, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.first, "Sweetie Belle")
    qtbot.keyClicks(dialog.second, "Applejack Fan")
    qtbot.keyClick(dialog.second, Qt.Key.Key_Return)
    assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == [
        "Apple Bloom (#1)  and  Big Mac (#3)",
        "Applejack Fan (#2)  and  Sweetie Belle (#4)",
    ]
    qtbot.keyClicks(dialog.first, "Big Mac")
    qtbot.keyClicks(dialog.second, "Apple Bloom")
    assert not dialog.add_typed_pair() and "already on the list" in dialog.message.text()
    dialog.list.setCurrentRow(1)
    dialog.list.setFocus()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Delete)
    assert dialog.list.count() == 1
    dialog.accept()  # no reason yet: refused, the list kept
    assert dialog.isVisible() and "needs the reason" in dialog.message.text()
    qtbot.keyClicks(dialog.why, "siblings, they travel together")
    dialog.accept()
    assert not dialog.isVisible()
    with event_ctx.session() as session:
        pairs = do_not_pair_of(session, event_ctx.event(session))
        assert [(a.player.name, b.player.name) for a, b in pairs] == [("Apple Bloom", "Big Mac")]
    entry = last_entry(event_ctx)
    assert entry.action == "do-not-pair list set"
    assert entry.why == "siblings, they travel together"
    assert screen.message.text() == "Do-not-pair list saved: 1 pair."
    # Opened again, the stored list is shown and can be cleared.
    screen.edit_do_not_pair()
    again = screen.do_not_pair_dialog
    assert again.list.item(0).text() == "Apple Bloom (#1)  and  Big Mac (#3)"
    again.list.setCurrentRow(0)
    again.remove_selected()
    again.why.setText("they asked to be paired normally")
    again.accept()
    with event_ctx.session() as session:
        assert do_not_pair_of(session, event_ctx.event(session)) == []


# -- finishing ---------------------------------------------------------------------------------


def test_finish_asks_first_then_the_record_is_final(demo_ctx, qtbot):
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    screen = EventScreen(demo_ctx)
    qtbot.addWidget(screen)
    assert screen.finish_button.isEnabled()
    screen.finish_button.click()
    box = screen.confirm_box
    assert "Finish Canterlot Store Championship?" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.No).click()
    assert stored_event(demo_ctx)["status"] == EventStatus.RUNNING
    screen.finish_button.click()
    screen.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert stored_event(demo_ctx)["status"] == EventStatus.FINISHED
    assert not screen.finish_button.isEnabled()
    assert last_entry(demo_ctx).action == "event finished"
    assert screen.fields["status"].text() == "finished"


def test_finish_by_the_scorekeeper_is_refused_with_the_reason(demo_ctx, qtbot):
    screen = EventScreen(demo_ctx)
    qtbot.addWidget(screen)
    assert not screen.finish()
    assert "may finish the event" in screen.message.text()
    assert stored_event(demo_ctx)["status"] == EventStatus.RUNNING


# -- export and import -------------------------------------------------------------------------


def test_export_then_import_round_trips_the_event_from_the_documents_folder(
    demo_ctx, qtbot, tmp_path, monkeypatch
):
    asked: dict[str, str] = {}
    target = tmp_path / "exported.json"

    def save_name(_parent, _title, start, _filter):
        asked["save"] = start
        return str(target), ""

    def open_name(_parent, _title, start, _filter):
        asked["open"] = start
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_name))
    screen = EventScreen(demo_ctx)
    qtbot.addWidget(screen)
    original = demo_ctx.event_id
    screen.export_button.click()
    with qtbot.waitSignal(screen.export_task.finished, timeout=60_000):
        pass
    documents = user_documents_folder()
    assert asked["save"] == str(documents / "Canterlot Store Championship.json")
    assert "Exported the event to" in screen.message.text()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["event"]["name"] == "Canterlot Store Championship"
    assert len(data["players"]) == 32

    screen.import_button.click()
    importer = screen.importer
    with qtbot.waitSignal(importer.task.finished, timeout=60_000):
        pass
    assert asked["open"] == str(documents)
    assert importer.imported_id not in (None, original)
    assert demo_ctx.event_id == importer.imported_id  # the imported event is on screen
    assert stored_event(demo_ctx) == stored_event(demo_ctx, original)
    with demo_ctx.session() as session:
        copy = session.get(EventRow, importer.imported_id)
        assert verify_trail(session, copy).ok and copy.audit_unverified is None
        assert len(audit_trail(session, copy)) == len(data["audit"])
    assert screen.title.text() == "Canterlot Store Championship"
    assert "Imported Canterlot Store Championship" in screen.message.text()


def test_a_file_whose_trail_was_edited_is_imported_only_when_confirmed_and_marked(
    demo_ctx, qtbot, tmp_path
):
    screen = EventScreen(demo_ctx)
    qtbot.addWidget(screen)
    path = tmp_path / "event.json"
    task = screen.export_event(path)
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass
    data = json.loads(path.read_text(encoding="utf-8"))
    data["audit"][5]["why"] = "changed afterwards"
    path.write_text(json.dumps(data), encoding="utf-8")
    original = demo_ctx.event_id
    importer = screen.import_event(path)
    with qtbot.waitSignal(importer.task.finished, timeout=60_000):
        pass
    assert importer.imported_id is None and demo_ctx.event_id == original
    assert "does not verify: entry 6" in screen.message.text()
    box = importer.confirm_box
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).click()
    with qtbot.waitSignal(importer.task.finished, timeout=60_000):
        pass
    assert demo_ctx.event_id == importer.imported_id != original
    with demo_ctx.session() as session:
        assert "did not verify" in session.get(EventRow, importer.imported_id).audit_unverified
    assert "marked unverified" in screen.message.text()


def test_a_file_that_is_no_event_is_refused_naming_it(demo_ctx, qtbot, tmp_path):
    screen = EventScreen(demo_ctx)
    qtbot.addWidget(screen)
    path = tmp_path / "notes.json"
    path.write_text('{"kind": "shopping list"}', encoding="utf-8")
    importer = screen.import_event(path)
    with qtbot.waitSignal(importer.task.finished, timeout=60_000):
        pass
    assert "notes.json: not a Tourney event file" in screen.message.text()
    assert importer.confirm_box is None


# -- the audit trail ---------------------------------------------------------------------------


@pytest.fixture
def audit_screen(demo_ctx, qtbot):
    screen = AuditScreen(demo_ctx)
    qtbot.addWidget(screen)
    screen.show()
    return screen


def shown(screen: AuditScreen) -> list:
    return [screen.proxy.row_at(screen.proxy.index(r, 0)) for r in range(screen.proxy.rowCount())]


def test_the_audit_trail_filters_by_player_and_round(demo_ctx, audit_screen, qtbot):
    screen = audit_screen
    with demo_ctx.session() as session:
        total = len(audit_trail(session, demo_ctx.event(session)))
    assert len(shown(screen)) == total and screen.count.text() == f"{total} entries"
    assert "entries verify" in screen.chain.text()
    assert shown(screen)[0].number == total, "the newest entry first"
    assert shown(screen)[-1].action == "event created"
    # The player who dropped: pick them in the box from the keyboard, as a user would.
    with demo_ctx.session() as session:
        from tourney.events.registration import registrations_of

        dropper = registrations_of(session, demo_ctx.event(session))[-1].player.name
    screen.player.setFocus()
    index = screen.player.findText(dropper)
    screen.player.setCurrentIndex(index)
    screen.player.activated.emit(index)
    lines = shown(screen)
    assert lines and all(dropper in line.details for line in lines)
    assert "player dropped" in [line.action for line in lines]
    assert screen.count.text() == f"{len(lines)} of {total} entries"
    round_index = screen.round.findData(2)
    screen.round.setCurrentIndex(round_index)
    screen.round.activated.emit(round_index)
    both = shown(screen)
    assert both and all("round: 2" in line.details and dropper in line.details for line in both)
    assert len(both) < len(lines)
    screen.set_filters(None, 1)
    assert all("round: 1" in line.details for line in shown(screen))
    assert "slow-play" in " ".join(line.details for line in shown(screen))


def test_the_audit_trail_follows_a_rename_and_shows_new_entries(demo_ctx, audit_screen):
    screen = audit_screen
    players = PlayersScreen(demo_ctx)
    line = players.model.rows[2]  # the slow player, with two penalties
    assert players.rename(line.registration_id, "Renamed Player", "spelling on the ID")
    screen.set_filters("Renamed Player")
    actions = [entry.action for entry in shown(screen)]
    assert actions[0] == "player renamed" and "player registered" in actions
    assert actions.count("penalty") == 2
    renamed = shown(screen)[0]
    assert renamed.who == "Sam Okafor (scorekeeper)"
    assert renamed.why == "spelling on the ID"
    assert f"previous: {line.name}" in renamed.details


# -- the window: Event menu, shortcuts, import with no event open ------------------------------


def test_the_event_menu_reaches_each_job_and_ctrl_shift_a_opens_the_audit_trail(
    window, event_ctx, qtbot
):
    menu = window.event_menu
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts == [
        "&Edit event…",
        "&Do-not-pair list…",
        "&Finish event…",
        "&Audit trail\tCtrl+Shift+A",
        "E&xport event…",
        "&Import event…",
    ]
    assert menu.title() == "E&vent" and menu.menuAction() in window.menuBar().actions()
    window.ctx.set_event(event_ctx.event_id)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(
        window,
        Qt.Key.Key_A,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert isinstance(window.stack.currentWidget(), AuditScreen)
    menu.actions()[0].trigger()  # Edit event…, from the audit trail screen
    event_screen = window.stack.currentWidget()
    assert isinstance(event_screen, EventScreen) and event_screen.edit_dialog.isVisible()
    event_screen.edit_dialog.reject()
    edit = menu.actions()[0]
    window.ctx.set_event(None)
    assert not edit.isEnabled()


def test_with_no_event_open_an_exported_event_can_be_imported(
    window, event_ctx, qtbot, tmp_path, monkeypatch
):
    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    path = tmp_path / "Ponyville.json"
    original = event_ctx.event_id  # event_ctx is the window's context
    task = screen.export_event(path)
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass
    window.ctx.set_event(None)
    window.show_screen("event")
    assert window.stack.currentWidget() is window.no_event
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_args: (str(path), ""))
    )
    importer = window.import_event()
    with qtbot.waitSignal(importer.task.finished, timeout=60_000):
        pass
    assert window.ctx.event_id == importer.imported_id != original
    assert window.events.count() == 2
    assert window.events.currentData() == importer.imported_id
    assert window.events.currentText().startswith("Ponyville League")
    assert isinstance(window.stack.currentWidget(), EventScreen)
