"""The top cut screen: cut to top 4, the bracket, elimination results without draws."""

from __future__ import annotations

from tourney.events.model import StaffRole
from tourney.events.swiss_link import event_standings
from tourney.gui.rounds.topcut import TopCutScreen


def finish_swiss(scene, pairings, qtbot, pair_round, rounds: int = 3) -> None:
    for number in range(1, rounds + 1):
        if number > 1:
            pair_round(pairings)
        for seat in [s for s in pairings.model.seats if s.seat == 0 and s.result is None]:
            pairings.entry.setFocus()
            qtbot.keyClicks(pairings.entry, f"{seat.table} {1 + seat.table % 2}")


def test_cut_to_top_four_and_play_the_bracket_to_a_champion(
    paired_screen, qtbot, pair_round, qtmodeltester, tmp_path
):
    scene, pairings = paired_screen
    finish_swiss(scene, pairings, qtbot, pair_round)
    screen = TopCutScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.show()
    assert screen.size_box.currentData() == 4, "top 4 for 16 or fewer players"
    # Before the cut, the screen previews it; nothing is stored.
    assert screen.summary.text().startswith("Preview: the top 4")
    preview = [m.players for m in screen.lines if m.elimination_round == 1]
    assert all(m.table is None for m in screen.lines)
    assert not screen.cut_button.isEnabled(), "the scorekeeper may not cut"
    assert not screen.cut(4)
    assert "only the organizer or head judge" in screen.message.text()
    scene.act_as(StaffRole.HEAD_JUDGE)
    assert screen.cut(4)
    qtmodeltester.check(screen.model)
    with scene.ctx.session() as session:
        seeds = [s.player.name for s in event_standings(session, scene.ctx.event(session))]
    semis = [m for m in screen.lines if m.elimination_round == 1]
    assert [m.players for m in semis] == [(seeds[0], seeds[3]), (seeds[1], seeds[2])]
    assert preview == [m.players for m in semis]
    assert [m.round_name for m in screen.lines] == ["Semifinals", "Semifinals", "Final"]
    assert screen.boxes[3].buttons == [], "the final waits for both winners"
    # A draw is refused; the typed entry stays so nothing is lost.
    screen.entry.setFocus()
    qtbot.keyClicks(screen.entry, "1 d")
    assert "may not end in a draw" in screen.message.text()
    assert screen.entry.text() == "1 d"
    screen.entry.clear()
    qtbot.keyClicks(screen.entry, "1 2")  # seed 4 beats seed 1
    screen.boxes[2].buttons[0].click()  # seed 2 wins by a click
    lines = {m.number: m for m in screen.lines}
    assert lines[1].winner == seeds[3] and lines[2].winner == seeds[1]
    assert lines[3].players == (seeds[3], seeds[1])
    assert screen.next_button.isEnabled()
    assert screen.pair_next()
    final = {m.number: m for m in screen.lines}[3]
    assert final.table == 1 and final.open
    screen.boxes[3].buttons[1].click()
    assert screen.summary.text() == f"Champion: {seeds[1]}"
    assert not screen.next_button.isEnabled()
    task = screen.print(tmp_path / "bracket.pdf")
    with qtbot.waitSignal(task.finished, timeout=20_000):
        pass
    assert task.error is None and (tmp_path / "bracket.pdf").read_bytes().startswith(b"%PDF")


def test_the_cut_waits_for_the_last_swiss_results(paired_screen, qtbot):
    scene, _pairings = paired_screen
    scene.act_as(StaffRole.HEAD_JUDGE)
    screen = TopCutScreen(scene.ctx)
    qtbot.addWidget(screen)
    assert screen.lines == []
    assert "round 1 still needs results" in screen.summary.text()
    assert not screen.cut(4)
    assert "round 1 still needs results" in screen.message.text()
