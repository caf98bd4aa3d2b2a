"""The penalties screen: issuing, the history, the automatic upgrade, head-judge-only actions."""

from __future__ import annotations

from tourney.events.model import PenaltyLevel, StaffRole
from tourney.gui.rounds.penalties import PenaltiesScreen


def penalties_screen(scene, qtbot) -> PenaltiesScreen:
    screen = PenaltiesScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.show()
    return screen


def history(screen) -> list[list[str]]:
    proxy = screen.proxy
    return [
        [proxy.index(r, c).data() for c in range(proxy.columnCount())]
        for r in range(proxy.rowCount())
    ]


def choose(box, data) -> None:
    box.setCurrentIndex(box.findData(data))


def test_a_second_game_warning_for_the_same_infraction_shows_as_a_game_loss(
    paired_screen, qtbot, qtmodeltester
):
    scene, pairings = paired_screen
    scene.act_as(StaffRole.FLOOR_JUDGE)
    screen = penalties_screen(scene, qtbot)
    lyra = scene.players["Lyra"]
    table = next(s.table for s in pairings.model.seats if s.registration_id == lyra)
    # Pick the player from her table, as a judge called to it would.
    screen.table_box.setText(str(table))
    assert screen.player_box.count() == 2
    choose(screen.player_box, lyra)
    choose(screen.infraction_box, "looking-at-extra-cards")
    screen.notes.setPlainText("saw two cards while shuffling")
    screen.issue_button.click()
    assert screen.message.text().startswith("Lyra: Game Warning for Looking at extra cards")
    assert screen.notes.toPlainText() == ""
    choose(screen.player_box, lyra)
    choose(screen.infraction_box, "looking-at-extra-cards")
    screen.issue_button.click()
    rows = history(screen)
    assert [row[4] for row in rows] == ["Game Warning", "Game Warning → Game Loss"]
    assert "second Game Warning for Looking at extra cards" in rows[1][5]
    assert "Game Warning → Game Loss" in screen.message.text()
    assert screen.message.meaning == "warn"
    qtmodeltester.check(screen.model)
    # The Game Loss decided Lyra's match: the pairings screen shows her opponent winning.
    pairings.reload()
    seat = next(s for s in pairings.model.seats if s.registration_id == lyra)
    assert seat.result_text == f"{seat.opponent} wins (game loss)"


def test_only_judges_issue_and_head_judge_actions_are_marked_and_disabled(paired_screen, qtbot):
    scene, _pairings = paired_screen
    screen = penalties_screen(scene, qtbot)  # the scorekeeper acts
    assert not screen.issue_button.isEnabled()
    assert "only judges issue penalties" in screen.role_note.text()
    scene.act_as(StaffRole.FLOOR_JUDGE)
    assert screen.issue_button.isEnabled()
    assert not screen.level_box.isEnabled() and not screen.change_button.isEnabled()
    assert "[head judge]" in screen.change_button.text()
    assert "[head judge]" in screen.level_label.text()
    cheating = screen.infraction_box.findData("cheating")
    assert "[head judge]" in screen.infraction_box.itemText(cheating)
    assert not screen.infraction_box.model().item(cheating).isEnabled()
    # The domain refuses it even so, and the message says why.
    assert screen.issue(scene.players["Derpy"], "cheating") is None
    assert "only the head judge may disqualify" in screen.message.text()
    assert history(screen) == []
    scene.act_as(StaffRole.HEAD_JUDGE)
    assert screen.level_box.isEnabled() and screen.infraction_box.model().item(cheating).isEnabled()


def test_the_head_judge_disqualifies_and_changes_a_penalty(paired_screen, qtbot):
    scene, pairings = paired_screen
    scene.act_as(StaffRole.HEAD_JUDGE)
    screen = penalties_screen(scene, qtbot)
    derpy, bon_bon = scene.players["Derpy"], scene.players["Bon Bon"]
    line = screen.issue(derpy, "cheating", notes="stacked the deck")
    assert line is not None and line.level == PenaltyLevel.DISQUALIFICATION
    assert screen.player_box.findData(derpy) == -1, "a disqualified player is out of the event"
    warning = screen.issue(bon_bon, "slow-play", between_games=True)
    assert warning is not None
    screen.change_level(warning.id, PenaltyLevel.GAME_LOSS, "third slow-play reminder")
    row = next(r for r in history(screen) if r[2] == "Bon Bon")
    assert row[4].startswith("Game Warning → Game Loss")
    assert "changed by the head judge: third slow-play reminder" in row[5]


def test_the_history_verifies_the_audit_trail_and_names_an_edited_entry(paired_screen, qtbot):
    from sqlalchemy import text

    scene, _pairings = paired_screen
    screen = penalties_screen(scene, qtbot)
    screen.verify_button.click()
    assert screen.message.text().startswith("The audit trail verifies:")
    with scene.ctx.engine.begin() as connection:
        connection.execute(text("UPDATE audit_entry SET why = 'rewritten' WHERE id = 3"))
    screen.verify_button.click()
    assert "The audit trail does not verify: entry 3 (" in screen.message.text()
