"""Showing a replay to others: the judge's view, a player's and spectators', each labelled, and
no card named in a view that may not know it (402.2, 404.1, 505.1d) on the board, the timeline,
the choices, the messages or the printed ruling summary."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from engine import Mode, write_position
from engine.areas import home, problem_area
from engine.choices import DrawAction, PlayCard
from engine.scenario import ALICE, BOB, Board
from engine.state import Zone
from tourney.gui.replay.lines import JUDGE, SPECTATORS, Perspective

ALICE_VIEW, BOB_VIEW = Perspective(False, ALICE), Perspective(False, BOB)
# Card titles, each on one card only (the board paints titles; the trace names title and
# subtitle): a title found in a view is that card named.
IN_HAND = "Pink Pony"  # in Alice's hand
TO_PLAY = "Orange Pony"  # in Alice's hand, played in the tests
DRAWN = "Yellow Pony"  # the top of Alice's deck
BOB_HAND = "White Pony"
LURKING = "Timberwolf"  # Bob's face-down Troublemaker at Alice's Problem
SCARED = "Purple Pony"  # Bob's frightened Friend: face-down, yet public (505.1c)


@pytest.fixture
def secrets(pool) -> str:
    """Alice's Main Phase: two cards in her hand, a known card on top of her deck; Bob has a
    card in hand, a face-down Troublemaker at Alice's Problem and a frightened Friend."""
    board = Board(pool, Mode.SEEDED, problems=("V-P00", "V-P10"))
    board.add(Zone.HAND, ALICE, "V-OR-F220", "V-PI-F330")
    board.add(Zone.DRAW_DECK, ALICE, "V-YE-F110", "V-BL-F220")
    board.add(Zone.HAND, BOB, "V-WH-F220")
    board.add(Zone.DRAW_DECK, BOB, "V-BL-F220")
    board.play("V-T3", BOB, problem_area(ALICE), face_down=True)
    board.play("V-PU-F220", BOB, home(BOB), frightened=True, face_down=True)
    return write_position(board.game(at="main", tokens=(4, 0)).state)


def shown(workspace) -> str:
    """Every text the workspace shows: board, labels, message, timeline and choices."""
    parts = [
        *workspace.board.painted_text(),
        workspace.status.text(),
        workspace.perspective_banner.text(),
        workspace.decision_label.text(),
        workspace.message.toPlainText(),
    ]
    for model in (workspace.timeline, workspace.choices):
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                index = model.index(row, column)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if value is not None:
                        parts.append(str(value))
    return "\n".join(parts)


def _play_and_draw(workspace, hand_card, legal) -> None:
    two = hand_card(workspace, "V-OR-F220")
    workspace.take(legal(workspace, PlayCard, card=two, area=home(ALICE)))
    workspace.take(legal(workspace, DrawAction, player=ALICE))


def test_the_judges_view_names_every_card_and_says_so(workspace, secrets, hand_card, legal):
    workspace.start_from_position(secrets)
    _play_and_draw(workspace, hand_card, legal)
    text = shown(workspace)
    for name in (IN_HAND, TO_PLAY, DRAWN, BOB_HAND, LURKING, SCARED):
        assert name in text
    assert "JUDGE'S VIEW" in workspace.perspective_banner.text()
    assert any("JUDGE'S VIEW" in t for t in workspace.board.painted_text())
    assert workspace.perspective_combo.currentText() == "Judge (everything)"


def test_the_opponents_view_names_no_card_of_alices_hand_or_deck(
    workspace, secrets, hand_card, legal
):
    workspace.start_from_position(secrets)
    _play_and_draw(workspace, hand_card, legal)
    workspace.set_perspective(BOB_VIEW)
    text = shown(workspace)
    for hidden in (IN_HAND, DRAWN):
        assert hidden not in text  # 404.1: Alice's hand, the card she drew included
    # public: what Alice played (705.2a, 405.1), and Bob's own hand and Troublemaker
    for public in (TO_PLAY, BOB_HAND, LURKING, SCARED):
        assert public in text
    assert "BOB'S VIEW (PLAYER 2)" in workspace.perspective_banner.text()
    assert any("BOB'S VIEW" in t for t in workspace.board.painted_text())
    assert "Alice draws a hidden card" in text
    # acting and editing are the judge's: the choices cannot be taken from this view
    assert not workspace.choices_view.isEnabled() and not workspace.take_button.isEnabled()


def test_a_players_own_view_shows_their_hand_but_not_the_opponents_troublemaker(
    workspace, secrets, hand_card, legal
):
    workspace.start_from_position(secrets)
    _play_and_draw(workspace, hand_card, legal)
    workspace.perspective_combo.setCurrentIndex(1)
    workspace.perspective_combo.activated.emit(1)  # as the judge picks it
    assert workspace.perspective == ALICE_VIEW
    text = shown(workspace)
    assert IN_HAND in text and DRAWN in text  # her own hand (404.1)
    for hidden in (BOB_HAND, LURKING):  # 404.1, 505.1d
        assert hidden not in text
    assert SCARED in text  # 505.1c


def test_spectators_see_public_cards_only_and_clicking_a_hidden_card_names_nothing(
    workspace, secrets, hand_card, legal, qtbot
):
    workspace.start_from_position(secrets)
    _play_and_draw(workspace, hand_card, legal)
    workspace.set_perspective(SPECTATORS)
    text = shown(workspace)
    for hidden in (IN_HAND, DRAWN, BOB_HAND, LURKING):
        assert hidden not in text
    for public in (TO_PLAY, SCARED):
        assert public in text
    state = workspace.replay.state()
    card = next(i for i in state.players[ALICE].hand if state.cards[i].card_id == "V-PI-F330")
    rect = workspace.board.card_rect(card)
    qtbot.mouseClick(workspace.board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert "(404.1)" in workspace.last_message and IN_HAND not in shown(workspace)
    workspace.set_perspective(JUDGE)  # back to the judge: everything again
    assert LURKING in shown(workspace)


def test_earlier_steps_of_the_timeline_hide_cards_as_they_were_then(
    workspace, secrets, hand_card, legal
):
    workspace.start_from_position(secrets)
    _play_and_draw(workspace, hand_card, legal)
    workspace.jump(1)  # looking back at the step before the draw
    workspace.set_perspective(BOB_VIEW)
    assert DRAWN not in shown(workspace) and IN_HAND not in shown(workspace)
    assert TO_PLAY in shown(workspace)


def test_the_ruling_summary_printed_for_the_players_names_no_hidden_card(
    workspace, secrets, hand_card, legal, tmp_path
):
    workspace.start_from_position(secrets)
    _play_and_draw(workspace, hand_card, legal)
    judge_copy, bob_copy = tmp_path / "judge.pdf", tmp_path / "bob.pdf"
    workspace.print_summary(judge_copy, note="the draw was legal")
    workspace.set_perspective(BOB_VIEW)
    workspace.print_summary(bob_copy, note="the draw was legal")

    def text_of(path) -> str:
        return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)

    assert DRAWN in text_of(judge_copy) and "Judge (everything)" in text_of(judge_copy)
    bob = text_of(bob_copy)
    assert DRAWN not in bob and "Shown as: Bob's view (player 2)" in bob
    assert "the draw was legal" in bob and "(609.2d" in bob


@pytest.fixture
def revealed(pool) -> str:
    """The ``secrets`` board after effects showed cards: Bob's hand card was revealed to every
    player, and Alice looked at Bob's face-down Troublemaker (410.6: known while they stay
    the same cards)."""
    board = Board(pool, Mode.SEEDED, problems=("V-P00", "V-P10"))
    board.add(Zone.HAND, ALICE, "V-OR-F220", "V-PI-F330")
    board.add(Zone.DRAW_DECK, ALICE, "V-YE-F110", "V-BL-F220")
    board.add(Zone.HAND, BOB, "V-WH-F220", revealed=True)
    board.add(Zone.DRAW_DECK, BOB, "V-BL-F220")
    board.play("V-T3", BOB, problem_area(ALICE), face_down=True, looked_at_by=(ALICE,))
    return write_position(board.game(at="main", tokens=(4, 0)).state)


def test_a_revealed_card_shows_to_everyone_and_a_looked_at_card_to_the_looker_only(
    workspace, revealed
):
    workspace.start_from_position(revealed)
    workspace.set_perspective(ALICE_VIEW)
    alice = shown(workspace)
    assert BOB_HAND in alice and LURKING in alice  # revealed, and looked at by Alice
    assert IN_HAND in alice
    painted = workspace.board.painted_text()
    assert "REVEALED" in painted and "SEEN BY ALICE" in painted
    assert "(410.6)" in workspace.perspective_banner.toolTip()
    workspace.set_perspective(SPECTATORS)
    spectators = shown(workspace)
    assert BOB_HAND in spectators  # revealed to every player, in front of everyone
    assert LURKING not in spectators and IN_HAND not in spectators  # 505.1d, 404.1
