"""Print buttons: each screen writes its printout through tourney.printing, off the GUI thread."""

from __future__ import annotations

from pypdf import PdfReader

from tourney.events.model import StaffRole
from tourney.gui.rounds.penalties import PenaltiesScreen
from tourney.gui.rounds.standings import StandingsScreen
from tourney.paths import user_documents_folder


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


def test_print_opens_a_preview_to_print_or_save_in_the_documents_folder(
    paired_screen, qtbot, tmp_path, monkeypatch
):
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtPrintSupport import QPrinter

    import tourney.gui.printouts as printouts

    _scene, pairings = paired_screen
    asked: list[tuple[str, str]] = []
    chosen = tmp_path / "chosen.pdf"

    def save_dialog(_parent, _title, start, _kinds):
        asked.append(start)
        return str(chosen), "PDF (*.pdf)"

    monkeypatch.setattr(printouts.QFileDialog, "getSaveFileName", save_dialog)
    task = pairings.print("pairings")
    with qtbot.waitSignal(task.finished, timeout=20_000):
        pass
    preview = pairings.print_preview
    assert preview.isVisible()
    pages = len(PdfReader(__import__("io").BytesIO(preview.pdf)).pages)
    qtbot.waitUntil(lambda: preview.preview.pageCount() == pages, timeout=10_000)
    assert preview.summary.text().startswith(f"{pages} page")

    # Save as PDF…: the dialog starts in the documents folder with a name that says what it is.
    preview.save_button.click()
    name = "Ponyville Store Championship - pairings round 1.pdf"
    assert asked == [str(user_documents_folder() / name)]
    assert chosen.read_bytes() == preview.pdf
    assert pairings.message.text() == f"Saved {chosen}"

    # A viewer that does not open is said in the window, not ignored.
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda _url: False)
    preview.view_button.click()
    assert pairings.message.meaning == "warn"
    assert "No PDF viewer opened" in pairings.message.text()

    # Print…: the system's print dialog, then the same pages reach the printer (a PDF printer
    # stands in for a real one; the dialog is answered OK).
    printed = tmp_path / "printed.pdf"
    preview.printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    preview.printer.setOutputFileName(str(printed))
    monkeypatch.setattr(printouts.QPrintDialog, "exec", lambda _dialog: 1)
    preview.print_button.click()
    assert preview.print_dialog.printer() is preview.printer
    assert len(PdfReader(printed).pages) == pages
    assert not preview.isVisible()
    assert pairings.message.text().startswith("Sent Ponyville Store Championship - pairings")


def test_file_names_name_the_event_the_document_and_the_round():
    from tourney.gui.printouts import file_name

    assert file_name("Spring Regional", "pairings", 3) == "Spring Regional - pairings round 3.pdf"
    assert (
        file_name("Spring Regional", "pairings", 3, by_name=True)
        == "Spring Regional - pairings by name round 3.pdf"
    )
    assert file_name("A/B: C?", "report") == "A B C - event report.pdf"


def test_standings_print_for_the_wall_and_say_how_a_bye_counts(paired_screen, qtbot, tmp_path):
    import pdfplumber

    _scene, _pairings = paired_screen
    standings = StandingsScreen(_scene.ctx)
    qtbot.addWidget(standings)
    standings.show()
    assert "a bye counts as a match won in the player's own percentage" in (
        standings.chain_label.text()
    )
    entries = [action.text() for action in standings.print_button.menu().actions()]
    assert entries == ["Standings", "Standings for the wall (large print)"]

    def biggest_name(path) -> float:
        with pdfplumber.open(path) as pdf:
            chars = [c for c in pdf.pages[0].chars if c["text"] == "L"]  # Lyra, among them
            return max(c["size"] for c in chars)

    written(qtbot, standings.print(tmp_path / "standings.pdf"))
    written(qtbot, standings.print(tmp_path / "wall.pdf", wall=True))
    assert biggest_name(tmp_path / "wall.pdf") >= 1.5 * biggest_name(tmp_path / "standings.pdf")
