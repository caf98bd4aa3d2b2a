"""Deck registration: the legality panel as you type, registering, the lock and unlock."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt

from tourney.db.schema import RegistrationRow
from tourney.events.players import add_player
from tourney.events.registration import register_player
from tourney.gui.decks.checking import check_list_text, replace_line_card
from tourney.gui.decks.model import DeckPlayersModel, FindingsModel
from tourney.gui.decks.screen import CHECK_DELAY_MS, DecksScreen

ILLEGAL = """Mane Character
1x Twilight Sparkle, Faithful Student

Draw Deck
2x Rainbw Dsh Hangin
"""


@pytest.fixture
def harmony(catalog):
    from tourney.legality import load_formats

    return load_formats()["harmony"]


@pytest.fixture
def legal_list(catalog, harmony) -> str:
    from tourney.demo import random_legal_deck

    return random_legal_deck(catalog, harmony, date(2019, 6, 1), 3)


@pytest.fixture
def screen(event_ctx, qtbot):
    with event_ctx.session() as session:
        event = event_ctx.event(session)
        by = event_ctx.operator(session)
        for name in ("Applejack Fan", "Bon Bon"):
            register_player(session, event, add_player(session, name).players[0], by=by)
    decks = DecksScreen(event_ctx)
    qtbot.addWidget(decks)
    decks.resize(1200, 800)
    decks.show()
    return decks


def choose(screen: DecksScreen, name: str) -> int:
    line = next(line for line in screen.players.rows if line.name == name)
    assert screen.select_player(line.registration_id)
    return line.registration_id


def test_a_legal_list_is_checked_as_typed_and_registered(screen, event_ctx, qtbot, legal_list):
    registration_id = choose(screen, "Applejack Fan")
    screen.editor.setPlainText(legal_list)
    assert screen.check_timer.isActive()  # checked once typing pauses, not on every key
    qtbot.waitUntil(lambda: screen.verdict.text() == "Legal", timeout=CHECK_DELAY_MS * 10)
    assert screen.findings.rows == []
    assert "Problem deck: 10" in screen.totals.text()
    assert screen.save()
    with event_ctx.session() as session:
        registration = session.get(RegistrationRow, registration_id)
        assert registration.deck_list == legal_list
        assert registration.deck_format == "text"
    line = next(line for line in screen.players.rows if line.name == "Applejack Fan")
    assert (line.deck, line.check) == ("handed in", "legal")


def test_an_illegal_list_shows_each_rule_the_cards_and_the_penalty(screen, event_ctx, qtbot):
    registration_id = choose(screen, "Bon Bon")
    qtbot.keyClicks(screen.editor, "Mane Character")
    qtbot.keyClick(screen.editor, Qt.Key.Key_Return)
    qtbot.keyClicks(screen.editor, "1x Twilight Sparkle, Faithful Student")
    screen.run_check()
    assert screen.verdict.text() == "Not legal"
    rules = {finding.rule for finding in screen.findings.rows}
    assert rules == {"101.1", "101.3", "101.3c"}  # empty draw deck, empty problem deck
    assert "Game Loss" in screen.penalty.text()
    screen.editor.setPlainText(ILLEGAL)
    screen.run_check()
    unknown = next(f for f in screen.findings.rows if f.kind == "invalid list")
    assert unknown.line == 5 and '"Rainbw Dsh Hangin" names no card' in unknown.message
    assert "Rainbow Dash, Hanging Out" in unknown.candidates
    assert screen.candidates.isVisibleTo(screen)
    assert screen.candidate_label.text() == "Line 5 could be:"
    # an illegal list is still registered: the judge penalizes it (floor rules, Deck Lists)
    assert screen.save()
    assert "recommended penalty: Game Loss" in screen.message.text()
    with event_ctx.session() as session:
        assert session.get(RegistrationRow, registration_id).deck_list == ILLEGAL


def test_choosing_a_candidate_rewrites_the_line_and_rechecks(screen, qtbot):
    choose(screen, "Bon Bon")
    screen.editor.setPlainText(ILLEGAL)
    screen.run_check()
    screen.candidates.setCurrentText("Rainbow Dash, Hanging Out")
    screen.apply_candidate()
    assert screen.editor.toPlainText().splitlines()[4] == "2x Rainbow Dash, Hanging Out"
    assert not any(f.kind == "invalid list" for f in screen.findings.rows)


def test_edits_survive_switching_players(screen, qtbot):
    choose(screen, "Applejack Fan")
    screen.editor.setPlainText("3x Half-typed list")
    choose(screen, "Bon Bon")
    assert screen.editor.toPlainText() == ""
    choose(screen, "Applejack Fan")
    assert screen.editor.toPlainText() == "3x Half-typed list"
    screen.revert()
    assert screen.editor.toPlainText() == ""


def test_an_o8d_file_opens_into_the_editor(screen, tmp_path, catalog, legal_list):
    from tourney.decks import read_deck_list, resolve, write_o8d

    choose(screen, "Applejack Fan")
    path = tmp_path / "deck.o8d"
    path.write_text(write_o8d(resolve(read_deck_list(legal_list, "x"), catalog).deck))
    assert screen.open_file(path)
    assert screen.editor.toPlainText().lstrip().startswith("<")
    assert screen.last_check.source_format == "o8d"
    assert screen.verdict.text() == "Legal"
    binary = tmp_path / "photo.o8d"
    binary.write_bytes(b"\x89PNG\x00\x00")
    assert not screen.open_file(binary)
    assert "photo.o8d, line 1: binary data" in screen.message.text()


def test_lists_lock_at_the_start_and_the_head_judge_unlocks_one(demo_ctx, qtbot):
    screen = DecksScreen(demo_ctx)
    qtbot.addWidget(screen)
    line = screen.players.rows[0]
    screen.select_player(line.registration_id)
    assert screen.editor.isReadOnly()
    assert "Locked" in screen.lock_label.text()
    assert not screen.save()
    assert not screen.unlock("list correction")  # the scorekeeper may not unlock
    assert "head judge" in screen.message.text()
    demo_ctx.set_operator(demo_ctx.demo["head_judge"])
    assert screen.unlock("correcting a typo after a Game Warning")
    assert not screen.editor.isReadOnly()
    screen.editor.setPlainText(screen.editor.toPlainText() + "\n")
    assert screen.save()
    assert screen.editor.isReadOnly()  # registering locks it again


def test_pasted_ponyhead_link_is_read_as_ponyhead(catalog, harmony):
    link = "https://ponyhead.com/deckbuilder?v1code=pr4x1-pr64x3"
    result = check_list_text(link, catalog, harmony, date(2019, 6, 1))
    assert result.source_format == "ponyhead"
    assert result.totals["Mane Character"] == 1 and result.totals["Draw deck"] == 3
    assert not result.legal


def test_replace_line_card_keeps_the_count():
    text = "Draw deck\n3x Rainbw Dash\n2 Fluttershy"
    assert replace_line_card(text, 2, "Rainbow Dash, Hanging Out").splitlines()[1] == (
        "3x Rainbow Dash, Hanging Out"
    )
    assert replace_line_card(text, 3, "Fluttershy, Monster Tamer").splitlines()[2] == (
        "2 Fluttershy, Monster Tamer"
    )
    with pytest.raises(ValueError, match="no line 9"):
        replace_line_card(text, 9, "x")


def test_deck_models_pass_the_model_tester(screen, qtmodeltester, catalog, harmony):
    qtmodeltester.check(screen.players)
    findings = FindingsModel()
    findings.set_rows(check_list_text(ILLEGAL, catalog, harmony, date(2019, 6, 1)).findings)
    qtmodeltester.check(findings)
    assert findings.rowCount() >= 3
    assert isinstance(screen.players, DeckPlayersModel)


def _with_typo(deck_list: str) -> str:
    """The list with its last card's name misspelt: still one card, so an *incorrect* list."""
    lines = deck_list.rstrip().splitlines()
    count, name = lines[-1].split(" ", 1)
    lines[-1] = f"{count} {name[:-1]}"  # drop the last letter
    return "\n".join(lines) + "\n"


def test_a_judge_penalizes_the_registered_lists_problems_once(screen, event_ctx, legal_list):
    from tourney.events.model import StaffRole
    from tourney.events.penalties import penalties_of

    registration_id = choose(screen, "Applejack Fan")
    screen.editor.setPlainText(_with_typo(legal_list))
    screen.run_check()
    assert "Game Warning" in screen.penalty.text()
    assert screen.save()

    assert not screen.review()  # the scorekeeper takes lists; judges penalize
    assert "may" in screen.message.text() and screen.message.meaning == "bad"
    event_ctx.set_operator(event_ctx.staff[StaffRole.HEAD_JUDGE])
    assert screen.review()
    assert "Game Warning" in screen.message.text()
    with event_ctx.session() as session:
        registration = session.get(RegistrationRow, registration_id)
        (penalty,) = penalties_of(session, registration.event, registration)
        assert penalty.level == "Game Warning"
    assert not screen.review()  # one penalty per list (floor rules, Deck Lists)
    assert "already" in screen.message.text()


def test_deck_sheets_print_blank_and_filled_from_the_registered_list(
    screen, event_ctx, legal_list, qtbot, tmp_path
):
    from pypdf import PdfReader

    choose(screen, "Applejack Fan")
    screen.editor.setPlainText(legal_list)
    screen.run_check()
    assert screen.save()
    mane = legal_list.splitlines()[1].split(" ", 1)[1]
    for filled, path in ((True, tmp_path / "filled.pdf"), (False, tmp_path / "blank.pdf")):
        task = screen.print_sheet(filled=filled, path=path)
        with qtbot.waitSignal(task.finished, timeout=60_000):
            pass
        assert path.exists(), screen.message.text()
        text = "".join(page.extract_text() for page in PdfReader(path).pages)
        assert ("Applejack Fan" in text and mane in text) is filled


def test_a_message_about_one_player_goes_when_another_is_chosen(screen, legal_list):
    choose(screen, "Applejack Fan")
    screen.editor.setPlainText(legal_list)
    assert screen.save()
    assert screen.message.text().startswith("Registered Applejack Fan's list")
    screen.reload()  # the change reaches the screen again: the message is still true
    assert screen.message.text().startswith("Registered Applejack Fan's list")
    choose(screen, "Bon Bon")
    assert screen.message.text() == ""


def test_an_unknown_card_offers_the_characters_cards(screen):
    choose(screen, "Bon Bon")
    screen.editor.setPlainText(
        "Mane Character\n1x Twilight Sparkle, Faithful Student\n\nDraw Deck\n"
        "3x Fluttershy, Super Nice Pony\n"
    )
    screen.run_check()
    offered = [screen.candidates.itemText(i) for i in range(screen.candidates.count())]
    assert offered and all(name.startswith("Fluttershy, ") for name in offered)
    assert "Lead Pony Badge" not in offered
    assert screen.candidate_label.text() == "Line 5 could be:"
