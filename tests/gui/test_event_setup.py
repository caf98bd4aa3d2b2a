"""Creating an event from the window and its setup screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney.db.schema import EventRow
from tourney.events.event import all_events
from tourney.events.registration import registrations_of
from tourney.events.staff import staff_of
from tourney.gui.event.new_event_dialog import NewEventDialog
from tourney.gui.event.screen import EventScreen


def test_new_event_dialog_creates_the_event_with_its_staff(ctx, qtbot):
    dialog = NewEventDialog(ctx)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name, "Manehattan Regional")
    dialog.tier.setCurrentIndex(dialog.tier.findData(2))
    dialog.organizer.setText("Olive Organizer")
    dialog.head_judge.setText("Hazel Head")
    dialog.floor_judges.setText("Fern Floor, Basil Floor")
    dialog.scorekeeper.setText("Sam Scores")
    dialog.rounds.setValue(5)
    dialog.accept()
    assert dialog.result() == NewEventDialog.DialogCode.Accepted
    with ctx.session() as session:
        (event,) = all_events(session)
        assert (event.name, event.tier, event.format_id, event.planned_rounds) == (
            "Manehattan Regional",
            2,
            "harmony",
            5,
        )
        assert event.settings["tiebreakers"][0] == "match points"
        assert [(s.name, s.role) for s in staff_of(session, event)] == [
            ("Olive Organizer", "organizer"),
            ("Hazel Head", "head judge"),
            ("Fern Floor", "floor judge"),
            ("Basil Floor", "floor judge"),
            ("Sam Scores", "scorekeeper"),
        ]
    assert dialog.created_event_id == event.id


def test_a_refused_event_keeps_everything_typed(ctx, qtbot):
    dialog = NewEventDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.name.setText("No Judge Open")
    dialog.organizer.setText("Olive Organizer")
    dialog.accept()  # no head judge: floor rules, Judges
    assert dialog.result() != NewEventDialog.DialogCode.Accepted
    assert "exactly one head judge" in dialog.error_box.informativeText()
    assert "floor rules, Judges" in dialog.error_box.informativeText()
    assert dialog.name.text() == "No Judge Open"
    assert dialog.organizer.text() == "Olive Organizer"
    with ctx.session() as session:
        assert all_events(session) == []


def test_event_screen_suggests_rounds_and_warns_about_few_players(event_ctx, qtbot):
    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    assert screen.fields["rounds"].text().startswith("not set: none suggested for 0 players")
    assert "at least 4" in screen.warnings.text()
    assert "Participation Minimums" in screen.warnings.text()
    assert [s.name for s in screen.staff_model.rows] == [
        "Olive Organizer",
        "Hazel Head",
        "Fern Floor",
        "Sam Scores",
    ]


def test_event_screen_adds_staff_as_the_organizer_and_refuses_the_scorekeeper(event_ctx, qtbot):
    from tourney.events.model import StaffRole

    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    qtbot.keyClicks(screen.staff_name, "Fern Floor")
    qtbot.keyClick(screen.staff_name, Qt.Key.Key_Return)
    assert screen.message.meaning == "bad"  # the scorekeeper may not add staff
    assert "floor rules, Tournament Organizer" in screen.message.text()
    assert screen.staff_name.text() == "Fern Floor"
    event_ctx.set_operator(event_ctx.staff[StaffRole.ORGANIZER])
    qtbot.keyClick(screen.staff_name, Qt.Key.Key_Return)
    assert screen.message.meaning == "good"
    assert ("Fern Floor", "floor judge") in [(s.name, s.role) for s in screen.staff_model.rows]


def test_starting_the_event_locks_it_and_disables_start(event_ctx, qtbot):
    from tourney.events.model import StaffRole

    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    event_ctx.set_operator(event_ctx.staff[StaffRole.HEAD_JUDGE])
    assert screen.start()
    assert "deck lists are locked" in screen.message.text()
    assert "at least 4" in screen.message.text()  # a standing warning is repeated
    with event_ctx.session() as session:
        assert session.get(EventRow, event_ctx.event_id).status == "running"
    assert not screen.start_button.isEnabled()


def test_the_event_report_prints_from_the_event_screen(demo_ctx, qtbot, tmp_path):
    from pypdf import PdfReader

    screen = EventScreen(demo_ctx)
    qtbot.addWidget(screen)
    path = tmp_path / "report.pdf"
    task = screen.print_report(path)
    with qtbot.waitSignal(task.finished, timeout=60_000):
        pass
    text = "".join(page.extract_text() for page in PdfReader(path).pages)
    assert "Canterlot Store Championship" in text and "Łucja Wiśniewska" in text


ILLEGAL_LIST = """Mane Character
1x Twilight Sparkle, Faithful Student

Draw Deck
2x Rainbw Dsh Hangin
"""


def test_open_deck_problems_show_and_are_named_before_start_now(event_ctx, qtbot, catalog):
    from datetime import date

    from PySide6.QtWidgets import QMessageBox

    from tourney.demo import random_legal_deck
    from tourney.events.event import edit_event
    from tourney.events.model import StaffRole
    from tourney.events.players import add_player
    from tourney.events.registration import register_player
    from tourney.legality import load_formats

    legal = random_legal_deck(catalog, load_formats()["harmony"], date(2019, 6, 1), 3)
    lists = {"Applejack Fan": legal, "Bon Bon": legal, "Cheerilee": ILLEGAL_LIST, "Derpy": None}
    with event_ctx.session() as session:
        event, by = event_ctx.event(session), event_ctx.operator(session)
        for name, text in lists.items():
            player = add_player(session, name).players[0]
            register_player(session, event, player, by=by, deck_list=text)
    event_ctx.set_operator(event_ctx.staff[StaffRole.HEAD_JUDGE])
    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    # Tier 1: no list is required, but the illegal one handed in is an open problem.
    assert "Open deck list problems (1)" in screen.warnings.text()
    assert "Cheerilee" in screen.warnings.text() and "Derpy" not in screen.warnings.text()
    # The Players screen no longer says "handed in" for the illegal list.
    from tourney.gui.players.screen import PlayersScreen

    players = PlayersScreen(event_ctx)
    qtbot.addWidget(players)
    decks = {line.name: line.deck for line in players.model.rows}
    assert decks == {
        "Applejack Fan": "handed in",
        "Bon Bon": "handed in",
        "Cheerilee": "not legal",
        "Derpy": "none",
    }
    cheerilee = next(line for line in players.model.rows if line.name == "Cheerilee")
    assert "Rainbw Dsh Hangin" in cheerilee.deck_problem
    screen.confirm_start()
    box = screen.confirm_box
    assert "Cheerilee" in box.text() and box.text().index("Cheerilee") < box.text().index(
        "Start now?"
    )
    assert "Bon Bon" not in box.text()
    box.reject()
    with event_ctx.session() as session:
        event = event_ctx.event(session)
        assert event.status == "registration"
        edit_event(session, event, by=event_ctx.operator(session), why="regional", tier=2)
    event_ctx.data_changed.emit()
    # Tier 2: Derpy's missing list stops the start; both players are named, nothing is asked.
    screen.confirm_start()
    box = screen.confirm_box
    assert "Cheerilee" in box.text() and "Derpy" in box.text()
    assert "Start now?" not in box.text()
    assert box.standardButtons() == QMessageBox.StandardButton.Close
    box.accept()
    with event_ctx.session() as session:
        assert event_ctx.event(session).status == "registration"


def test_the_rounds_are_fixed_at_the_start_and_changed_only_by_the_audited_edit(event_ctx, qtbot):
    from tourney.events.audit import audit_trail
    from tourney.events.model import StaffRole
    from tourney.events.players import add_player
    from tourney.events.registration import drop_player, register_player

    with event_ctx.session() as session:
        event, by = event_ctx.event(session), event_ctx.operator(session)
        for name in ("Applejack Fan", "Bon Bon", "Cheerilee", "Derpy", "Lyra"):
            register_player(session, event, add_player(session, name).players[0], by=by)
    screen = EventScreen(event_ctx)
    qtbot.addWidget(screen)
    assert screen.fields["rounds"].text().startswith("not set: 4 suggested for 5 players")
    event_ctx.set_operator(event_ctx.staff[StaffRole.HEAD_JUDGE])
    screen.confirm_start()
    assert "4 Swiss rounds are announced at the start" in screen.confirm_box.text()
    screen.confirm_box.accept()
    assert screen.fields["rounds"].text().startswith("4 announced at the start")
    with event_ctx.session() as session:
        event = event_ctx.event(session)
        drop_player(session, registrations_of(session, event)[0], by=event_ctx.operator(session))
    event_ctx.data_changed.emit()
    assert screen.fields["players"].text().startswith("4 playing")
    assert screen.fields["rounds"].text().startswith("4 announced")  # a drop changes nothing
    event_ctx.set_operator(event_ctx.staff[StaffRole.ORGANIZER])
    assert not screen.set_rounds(3, "short on time")
    assert "head judge" in screen.message.text()
    event_ctx.set_operator(event_ctx.staff[StaffRole.HEAD_JUDGE])
    screen.change_rounds()
    dialog = screen.rounds_dialog
    assert dialog.rounds.value() == 4
    dialog.rounds.setValue(3)
    dialog.why.setText("short on time")
    dialog.accept()
    assert screen.fields["rounds"].text().startswith("3 announced")
    with event_ctx.session() as session:
        entry = audit_trail(session, event_ctx.event(session))[-1]
        assert entry.action == "event edited" and entry.why == "short on time"
        assert entry.details == {"planned_rounds": [4, 3]}
