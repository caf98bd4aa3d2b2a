"""Print buttons: each screen writes its printout through tourney.printing, off the GUI thread."""

from __future__ import annotations

from pypdf import PdfReader

from tourney.events.model import StaffRole
from tourney.gui.rounds.penalties import PenaltiesScreen
from tourney.gui.rounds.standings import StandingsScreen


def written(qtbot, task) -> str:
    with qtbot.waitSignal(task.finished, timeout=20_000):
        pass
    assert task.error is None, task.traceback_text
    return "\n".join(page.extract_text() for page in PdfReader(task.result).pages)


def test_pairings_slips_standings_and_penalties_print_to_pdf(paired_screen, qtbot, tmp_path):
    scene, pairings = paired_screen
    player, opponent = pairings.model.seats[0].player, pairings.model.seats[0].opponent
    text = written(qtbot, pairings.print("pairings", tmp_path / "pairings.pdf"))
    assert player in text and opponent in text
    text = written(qtbot, pairings.print("pairings", tmp_path / "by-name.pdf", by_name=True))
    assert "Lyra" in text
    assert pairings.message.text() == f"Saved {tmp_path / 'by-name.pdf'}"
    scene.act_as(StaffRole.FLOOR_JUDGE)
    penalties = PenaltiesScreen(scene.ctx)
    qtbot.addWidget(penalties)
    penalties.issue(scene.players["Octavia"], "slow-play")
    text = written(qtbot, penalties.print(tmp_path / "penalties.pdf"))
    assert "Octavia" in text and "Slow play" in text
    standings = StandingsScreen(scene.ctx)
    qtbot.addWidget(standings)
    text = written(qtbot, standings.print(tmp_path / "standings.pdf"))
    assert "Vinyl" in text


def test_a_printout_that_cannot_be_made_says_why(rounds_scene, qtbot, tmp_path):
    scene = rounds_scene()
    standings = StandingsScreen(scene.ctx)
    qtbot.addWidget(standings)
    task = standings.print(tmp_path / "standings.pdf")
    with qtbot.waitSignal(task.finished, timeout=20_000):
        pass
    assert "no rounds paired yet" in standings.message.text()
    assert standings.message.meaning == "bad"
    assert not (tmp_path / "standings.pdf").exists()
