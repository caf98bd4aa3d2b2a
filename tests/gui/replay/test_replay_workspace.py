"""The judge replay workspace, driven as a judge does: a typed position, legal and illegal
actions with the rule that forbids them, the timeline, rewind, what-ifs, edits, save and print."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from engine import DecisionKind, GameRecord, Mode
from engine.areas import home, problem_area
from engine.choices import DrawAction, PlayCard, Reveal
from engine.edits import SetExhausted
from engine.errors import InvalidEditError
from tourney.events.errors import NotAllowedError
from tourney.gui.replay.models import EDIT_COLOUR

ORANGE_2, ORANGE_3 = "V-OR-F220", "V-OR-F330"
ALICE, BOB = 0, 1

# A legal Harmony list (Rainbow Dash, Hanging Out), shared by the tests that need real decks.
BLUE = (Path(__file__).parents[2] / "data" / "legal-harmony-deck.txt").read_text()


def _row_of(model, predicate) -> int:
    return next(r for r in range(model.rowCount()) if predicate(model.choice(r)))


def _cell(model, row: int, column: int, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


def test_a_typed_position_is_drawn_and_lists_legal_choices_with_costs(
    workspace, position_text, hand_card, qtbot, qtmodeltester
):
    workspace.start_from_position(position_text)
    assert "Turn 3" in workspace.status.text() and "Main phase (609)" in workspace.status.text()
    two = hand_card(workspace, ORANGE_2)
    rect = workspace.board.card_rect(two)
    assert rect is not None and workspace.board.rect().contains(rect.center().toPoint())
    qtbot.mouseClick(workspace.board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert workspace.selected == two and "Orange Pony" in workspace.last_message
    model = workspace.choices
    play_home = _row_of(model, lambda c: c == PlayCard(ALICE, two, home(ALICE)))
    assert _cell(model, play_home, 2) == "2"
    assert _cell(model, play_home, 2, Qt.ItemDataRole.ToolTipRole) == "2 action tokens"
    assert _cell(model, play_home, 1) == "Alice"
    # The Player column says who chooses; the choice itself does not repeat it.
    assert not _cell(model, play_home, 0).startswith("Alice")
    assert _cell(model, play_home, 0, Qt.ItemDataRole.ToolTipRole).startswith("Alice: ")
    end = _row_of(model, lambda c: type(c).__name__ == "EndMainPhase")
    assert _cell(model, end, 2) == "—"
    qtmodeltester.check(workspace.choices)
    qtmodeltester.check(workspace.timeline)


def test_an_illegal_play_is_explained_with_its_rule_and_changes_nothing(
    workspace, position_text, hand_card
):
    workspace.start_from_position(position_text)
    before = workspace.replay.game.fingerprint()
    three = hand_card(workspace, ORANGE_3)
    reason = workspace.try_choice(PlayCard(ALICE, three, home(ALICE)))
    assert reason is not None and "508.1d" in reason  # 3 tokens needed, Alice has 2
    assert "Not allowed" in workspace.last_message and "508.1d" in workspace.last_message
    two = hand_card(workspace, ORANGE_2)
    assert "302.1" in workspace.try_choice(PlayCard(ALICE, two, home(BOB)))
    assert workspace.replay.game.step == 0 and workspace.replay.game.fingerprint() == before

    menu = workspace.card_menu(three)
    refused = [a for a in menu.actions() if a.text().startswith("✗ Alice: play card")]
    assert refused and all(a.toolTip() for a in refused)
    refused[0].trigger()
    assert "Not allowed" in workspace.last_message and workspace.replay.game.step == 0


def test_a_legal_play_goes_on_the_timeline_and_rewinding_restores_the_position(
    workspace, position_text, hand_card, legal, qtbot
):
    workspace.start_from_position(position_text)
    start = workspace.replay.game.fingerprint()
    two = hand_card(workspace, ORANGE_2)
    workspace.take(legal(workspace, PlayCard, card=two, area=problem_area(BOB)))
    state = workspace.replay.state()
    assert state.players[ALICE].tokens == 0 and len(state.players[ALICE].hand) == 1
    timeline = workspace.timeline
    assert timeline.rowCount() == 2
    assert "play card Orange Pony" in _cell(timeline, 1, 1)
    assert "609.2a" in _cell(timeline, 1, 3)

    view = workspace.timeline_view
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.visualRect(timeline.index(0, 1)).center(),
    )
    assert workspace.replay.cursor == 0
    assert len(workspace.replay.state().players[ALICE].hand) == 2
    assert "looking at step 0" in workspace.status.text()
    workspace.rewind_here()
    assert workspace.replay.game.step == 0 and workspace.replay.game.fingerprint() == start


def test_acting_at_an_earlier_step_forks_a_what_if_and_keeps_the_main_line(
    workspace, position_text, hand_card, legal
):
    workspace.start_from_position(position_text)
    two = hand_card(workspace, ORANGE_2)
    workspace.take(legal(workspace, PlayCard, card=two, area=home(ALICE)))
    main = workspace.replay.game.fingerprint()
    workspace.jump(0)
    workspace.take(legal(workspace, DrawAction, player=ALICE))
    replay = workspace.replay
    assert len(replay.lines) == 2 and replay.current == 1
    assert replay.lines[0].game.step == 1 and replay.lines[0].game.fingerprint() == main
    assert workspace.line_combo.count() == 2
    text = workspace.compare_text()
    assert "share the first 0 steps" in text and "draw action" in text and "play card" in text
    assert "Alice: 3 cards in hand vs" in text or "cards in hand" in text
    workspace.line_combo.activated.emit(0)
    assert workspace.replay.current == 0 and workspace.replay.game.fingerprint() == main


def test_judge_edits_need_a_reason_and_are_marked_in_the_timeline(workspace, position_text):
    workspace.start_from_position(position_text)
    state = workspace.replay.state()
    mane = next(c.iid for c in state.in_play() if c.card_id == "V-OR-M" and c.owner == ALICE)
    menu = workspace.card_menu(mane)
    edits = next(a.menu() for a in menu.actions() if a.text() == "Judge edit")
    next(a for a in edits.actions() if a.text() == "Exhaust").trigger()
    assert workspace.replay.state().cards[mane].exhausted
    row = 1
    assert _cell(workspace.timeline, row, 1).startswith("Judge edit: set exhausted")
    assert "judge: the players agreed it was missed" in _cell(workspace.timeline, row, 2)
    brush = _cell(workspace.timeline, row, 0, Qt.ItemDataRole.BackgroundRole)
    workspace.jump(0)
    workspace.jump(1)
    brush = _cell(workspace.timeline, 0, 0, Qt.ItemDataRole.BackgroundRole)
    assert brush is None or brush.color() != EDIT_COLOUR  # the set-up is no edit
    workspace.jump(0)
    assert _cell(workspace.timeline, 1, 0, Qt.ItemDataRole.BackgroundRole).color() == EDIT_COLOUR
    workspace.jump(1)
    with pytest.raises(InvalidEditError, match="needs a reason"):
        workspace.judge_edit(SetExhausted(mane, False, "  "))
    assert workspace.replay.game.step == 1 and workspace.replay.state().cards[mane].exhausted


def test_the_ruling_summary_is_one_page_with_the_step_and_rules_cited(
    workspace, position_text, hand_card, legal, tmp_path
):
    workspace.start_from_position(position_text, "Round 2 table 4")
    two = hand_card(workspace, ORANGE_2)
    workspace.take(legal(workspace, PlayCard, card=two, area=home(ALICE)))
    path = tmp_path / "ruling.pdf"
    workspace.print_summary(path, step=1, note="The play stands: Alice paid 2 tokens.")
    pdf = PdfReader(path)
    text = pdf.pages[0].extract_text()
    assert len(pdf.pages) == 1
    assert "Round 2 table 4" in text and "609.2a" in text and "The play stands" in text
    assert "Alice" in text and "Bob" in text


def test_a_record_saved_to_a_match_reopens_on_the_same_state(demo_ctx, make_workspace, tmp_path):
    from tourney.db.schema import MatchRow, RegistrationRow
    from tourney.events.game_records import records_of_match

    with demo_ctx.session() as session:
        match = session.query(MatchRow).filter(MatchRow.player_b_id.is_not(None)).first()
        a, b = (session.get(RegistrationRow, i) for i in (match.player_a_id, match.player_b_id))
        lists = [(a.player.name, a.deck_list), (b.player.name, b.deck_list)]
        match_id = match.id
    workspace = make_workspace(demo_ctx, None)  # the real catalogue's cards
    workspace.start_from_lists(lists, Mode.SEEDED, seed=11)
    rng = random.Random(2)
    for _ in range(40):
        workspace.take(rng.choice(workspace.replay.legal_choices()))
    played = workspace.replay.game

    with pytest.raises(NotAllowedError, match="floor rules, Judges"):
        workspace.save_to_match("Confront dispute", match_id, "called to the table")  # scorekeeper
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    record_id = workspace.save_to_match("Confront dispute", match_id, "called to the table")
    with demo_ctx.session() as session:
        saved = records_of_match(session, session.get(MatchRow, match_id))
    assert [(r.id, r.steps) for r in saved] == [(record_id, 40)]

    again = make_workspace(demo_ctx, None)
    again.open_saved(record_id)
    assert again.replay.game.step == 40 and again.replay.game.fingerprint() == played.fingerprint()
    path = tmp_path / "ruling.json"
    workspace.export_record(path)
    again.open_record(GameRecord.from_json(path.read_text()))
    assert again.replay.game.fingerprint() == played.fingerprint()


def test_an_observed_game_asks_the_judge_for_each_card_drawn(ctx, make_workspace, catalog):
    workspace = make_workspace(ctx, None)
    workspace.start_from_lists([("Alice", BLUE), ("Bob", BLUE)], Mode.OBSERVED)
    for _ in range(20):  # starting Problems, first player...: until a hidden card is drawn
        decision = workspace.replay.decision()
        if decision.kind is DecisionKind.REVEAL:
            break
        workspace.take(workspace.replay.legal_choices()[0])
    assert decision.kind is DecisionKind.REVEAL and decision.player is None
    drawing = next(c.player for c in workspace.replay.legal_choices() if isinstance(c, Reveal))
    not_in_deck = catalog.exact("Rainbow Dash, Hanging Out").number  # the Mane, in play
    reason = workspace.try_choice(Reveal(drawing, not_in_deck))
    assert reason is not None and "402.2" in reason
    thunderclap = catalog.exact("Thunderclap").number
    workspace.take(Reveal(drawing, thunderclap))
    state = workspace.replay.state()
    assert thunderclap in {state.cards[i].card_id for i in state.players[drawing].hand}


def test_the_replay_screen_is_registered_for_use_without_an_event(ctx, qtbot):
    from tourney.gui.replay.workspace import ReplayWorkspace
    from tourney.gui.screens import SCREENS

    spec = next(s for s in SCREENS if s.key == "replay")
    assert spec.title == "Judge replay" and not spec.needs_event
    widget = spec.factory(ctx)
    qtbot.addWidget(widget)
    assert isinstance(widget, ReplayWorkspace) and widget.replay is None


def test_the_board_shows_current_power_from_the_game_for_cards_in_play(workspace, position_text):
    import dataclasses

    from engine import Zone

    workspace.start_from_position(position_text)
    view = workspace.board.view
    position = workspace.replay.position()
    in_play = [c for c in view.state.cards.values() if c.zone is Zone.PLAY and view.power(c)]
    assert in_play, "the typed position has characters in play"
    for card in in_play:
        assert view.power(card) == position.power(card.iid)
    modified = dataclasses.replace(view, power_of=lambda iid: 99)  # a modifier in play
    assert all(modified.power(card) == 99 for card in in_play)


def test_text_the_engine_does_not_automate_waits_for_the_judge_who_edits_then_continues(
    make_workspace, plain_ctx, pool, hand_card, legal
):
    import dataclasses

    from engine import CardPool, write_position
    from engine.choices import JudgeApplied
    from engine.edits import MoveCard
    from engine.scenario import Board
    from engine.state import Zone

    text = "When you play this card, draw a card."
    chatty = dataclasses.replace(pool[ORANGE_2], text=(text,))
    card_pool = CardPool([*pool.values()])
    card_pool[ORANGE_2] = chatty
    board = Board(card_pool, Mode.SEEDED, problems=("V-P00", "V-P10"))
    board.add(Zone.HAND, ALICE, ORANGE_2)
    board.add(Zone.DRAW_DECK, ALICE, *["V-OR-F110"] * 3)
    board.add(Zone.DRAW_DECK, BOB, *["V-BL-F110"] * 3)
    position = write_position(board.game(at="main", tokens=(2, 0)).state)
    workspace = make_workspace(plain_ctx, card_pool)
    workspace.start_from_position(position)
    assert workspace.board.painted_text().count("J") == 1  # marked in hand, the others not
    card = hand_card(workspace, ORANGE_2)
    play = legal(workspace, PlayCard, card=card, area=home(ALICE))
    assert workspace.replay.game.not_automated(play) == {card: (text,)}  # the choice's mark
    row = _row_of(workspace.choices, lambda c: c == play)
    assert _cell(workspace.choices, row, 0).endswith("[J: the judge applies its text]")
    workspace.take(play)

    (played,) = workspace.replay.game.not_automated()  # in play, marked on the board
    assert workspace.replay.state().cards[played].card_id == ORANGE_2  # a new id (410.6)
    assert workspace.board.painted_text().count("J") == 1
    decision = workspace.replay.decision()
    assert decision.kind is DecisionKind.MANUAL and decision.player is None
    assert "Judge decides" in workspace.decision_label.text()
    assert text in workspace.decision_label.text()
    assert workspace.try_choice(DrawAction(ALICE)) is not None  # the game waits for the judge
    top = workspace.replay.state().players[ALICE].deck[0]
    workspace.judge_edit(MoveCard(top, Zone.HAND, "the Friend's text: draw a card"))
    (done,) = workspace.replay.legal_choices()
    assert isinstance(done, JudgeApplied)
    workspace.take(done)
    state = workspace.replay.state()
    assert len(state.players[ALICE].hand) == 1
    assert workspace.replay.decision().kind is DecisionKind.MAIN_PHASE


def test_a_dilemmas_own_area_is_drawn_and_listed_like_a_problem(
    make_workspace, plain_ctx, pool, octgn_data
):
    """522.2: a Dilemma (here MT101 from the card data) sits at an area of its own, which the
    board draws beside the Problems and the ruling summary lists by its owner."""
    from engine import CardPool, Zone, write_position
    from engine.areas import dilemma_area
    from engine.scenario import Board
    from tourney.cards.engine_pool import engine_pool
    from tourney.gui.replay.summary import position_rows

    real = engine_pool(c for c in octgn_data.cards if c.number == "MT101")
    both = CardPool([*pool.values(), *real.values()])
    board = Board(both, Mode.SEEDED, problems=("V-P00", "V-P10"))
    dilemma = board.play("MT101", ALICE)
    friend = board.play("V-OR-F110", BOB, dilemma_area(ALICE, dilemma))
    board.add(Zone.DRAW_DECK, ALICE, *["V-OR-F110"] * 3)
    board.add(Zone.DRAW_DECK, BOB, *["V-BL-F110"] * 3)
    workspace = make_workspace(plain_ctx, both)
    workspace.start_from_position(write_position(board.game(at="main").state))
    for iid in (dilemma, friend):
        rect = workspace.board.card_rect(iid)
        assert rect is not None and workspace.board.rect().contains(rect.center().toPoint())
    rows = position_rows(workspace.replay.state(), workspace.replay)
    (row,) = [r for r in rows if r[0] == "Alice's Dilemma (Industrial Revolution)"]
    assert "Orange" in row[2]  # Bob's Friend there


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda data: data["entries"][0].pop("choice"), "step 1: an entry holds one 'choice'"),
        (lambda data: data["entries"][0]["choice"].update(card="12"), "expected int, got '12'"),
        (lambda data: data["entries"][0]["choice"].update(player=2), "there is no player 2"),
        (lambda data: data["header"].update(start_position=7), "neither 'decks' nor a 'start_po"),
    ],
    ids=["no-choice", "card-id-as-text", "player-2", "position-a-number"],
)
def test_a_broken_record_file_shows_the_engines_message(
    workspace, position_text, hand_card, legal, tmp_path, monkeypatch, edit, message
):
    import json

    from PySide6.QtWidgets import QFileDialog, QMessageBox

    workspace.start_from_position(position_text)
    two = hand_card(workspace, ORANGE_2)
    workspace.take(legal(workspace, PlayCard, card=two, area=problem_area(BOB)))
    path = tmp_path / "ruling.json"
    workspace.export_record(path)
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_: (str(path), ""))

    workspace._open_record_dialog()

    assert workspace.last_message.startswith("Could not open the record: ")
    assert message in workspace.last_message
    [box] = [w for w in workspace.findChildren(QMessageBox) if w.isVisible()]
    assert message in box.informativeText() and not box.detailedText()  # no traceback


def test_the_replay_opens_a_game_of_the_last_sets_with_the_judge_marks(ctx, make_workspace):
    from engine.coverage import set_code
    from tourney.gui.replay import showcase

    workspace = make_workspace(ctx, None)  # the real catalogue's cards
    workspace.screenshot_variants()["replay-last-sets"]()
    game = workspace.replay.game
    decks = {i for p in game.decks for i in (p.mane, *p.problems, *p.draw)}
    assert decks and {set_code(i) for i in decks} <= set(showcase.LAST_SETS)
    assert game.state.turn >= 6 and len(game.state.play) >= 14  # the mid-game case
    assert "decks of DE, SB, FF, LL" in workspace.status.text()
