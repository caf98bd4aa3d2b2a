"""Deck registration sheets and the deck check report read back from the PDF, and the
``tourney print`` command writing them."""

from __future__ import annotations

import pytest

from tourney.cli import main
from tourney.decks import read_deck_list, resolve
from tourney.decks.model import Section
from tourney.events.deck_checks import record_deck_check, select_deck_checks
from tourney.events.registration import registrations_of
from tourney.events.staff import head_judge
from tourney.events.swiss_link import pair_next_round
from tourney.printing import PrintoutError, render


def test_blank_deck_sheet_has_the_three_sections_with_empty_lines(demo, render_demo):
    pdf = render_demo("decksheet")
    text = pdf.text
    for heading in ("Mane Character", "Problem deck", "Draw deck"):
        assert heading in text
    assert "exactly 10 (101.3)" in text and "at least 45 (101.1)" in text
    assert text.count("Total: ______") == 3
    assert len(pdf.pages) == 1


def test_filled_deck_sheet_lists_every_card_and_the_totals_per_section(demo, render_demo, catalog):
    registration = registrations_of(demo.session, demo.event)[3]
    deck = resolve(read_deck_list(registration.deck_list, "test"), catalog).deck
    pdf = render_demo("decksheet", player=registration.player.name, catalog=catalog)
    assert f"Deck registration: {registration.player.name}" in pdf.text
    for entry in deck.entries():
        assert pdf.has_row(entry.count, entry.card.name, entry.card.number)
    for section in Section:
        assert f"Total: {deck.total(section)}" in pdf.text
    assert deck.total(Section.PROBLEM) == 10 and deck.total(Section.DRAW) >= 45


def one_card_short(deck_list: str) -> tuple[str, str]:
    """The list with one copy fewer of the first card listed three times, and that line's card."""
    lines = deck_list.splitlines()
    changed = next(i for i, line in enumerate(lines) if line.startswith("3x "))
    card = lines[changed][3:]
    lines[changed] = "2x " + card
    return "\n".join(lines), card


def test_deck_check_report_prints_the_recorded_check_with_the_differences_highlighted(
    fresh_demo, catalog, read_pdf
):
    demo = fresh_demo(8, rounds=1)
    session, event = demo.session, demo.event
    judge = head_judge(session, event)
    round_, _ = pair_next_round(session, event, by=judge)
    short, tidy = select_deck_checks(session, round_, count=1, seed=1, by=judge)
    presented, card = one_card_short(short.registration.deck_list)
    record_deck_check(session, short, presented, catalog=catalog, by=judge)

    def report(registration, **options):
        name = registration.player.name
        pdf = render("deckcheck", session, event, player=name, catalog=catalog, **options)
        return read_pdf(pdf)

    pdf = report(short.registration)
    assert f"Deck check of round 2, {short.checked_at:%H:%M}, judge {judge.name}" in pdf.text
    assert "1 card differs from the registered list" in pdf.text
    assert "Penalty: Game Loss (Invalid deck list)." in pdf.text
    full_name = resolve(read_deck_list(f"1x {card}", "t"), catalog).deck.entries()[0].card.name
    assert short.findings["missing"] == {full_name: 1}  # the events layer's comparison
    assert pdf.has_row("Draw deck", full_name, 3, 2, -1)
    registered = resolve(read_deck_list(short.registration.deck_list, "t"), catalog).deck
    draw = registered.total(Section.DRAW)
    assert pdf.has_row("Draw deck", "Total", draw, draw - 1, -1)

    with pytest.raises(PrintoutError, match="selected for a deck check in round 2 that is not"):
        report(tidy.registration)
    record_deck_check(session, tidy, tidy.registration.deck_list, catalog=catalog, by=judge)
    same = report(tidy.registration)
    assert "The presented deck matches the registered list." in same.text
    assert "-1" not in same.lines and "Penalty: none." in same.text
    with pytest.raises(PrintoutError, match="no deck check of .* is recorded in round 1"):
        report(tidy.registration, round_number=1)
    checked = {short.registration_id, tidy.registration_id}
    unchecked = next(r for r in registrations_of(session, event) if r.id not in checked)
    with pytest.raises(PrintoutError, match="no deck check of .* is recorded$"):
        report(unchecked)


def test_deck_printouts_name_the_player_they_cannot_find(demo, catalog):
    with pytest.raises(PrintoutError, match="no player named 'Nobody'"):
        render("decksheet", demo.session, demo.event, player="Nobody", catalog=catalog)
    with pytest.raises(PrintoutError, match="no player named 'Nobody'"):
        render("deckcheck", demo.session, demo.event, player="Nobody", catalog=catalog)


def test_print_command_writes_the_pdf_and_refuses_bad_input_with_exit_2(
    demo, tmp_path, capsys, read_pdf
):
    out = tmp_path / "standings.pdf"
    code = main(["print", "standings", demo.event.name, "--db", demo.db_path, "--out", str(out)])
    assert code == 0
    pdf = read_pdf(out.read_bytes())
    assert "Standings · After round 3" in pdf.text and "Łucja Wiśniewska" in pdf.text
    wall = tmp_path / "wall.pdf"
    argv = ["print", "standings", demo.event.name, "--wall", "--db", demo.db_path]
    assert main([*argv, "--out", str(wall)]) == 0
    assert "Dropped" in pdf.lines and "Dropped" not in read_pdf(wall.read_bytes()).lines
    letter = tmp_path / "slips.pdf"
    argv = ["print", "slips", str(demo.event.id), "--round", "2", "--page-size", "letter"]
    assert main([*argv, "--db", demo.db_path, "--out", str(letter)]) == 0
    assert read_pdf(letter.read_bytes()).sizes[0] == pytest.approx((612, 792))
    capsys.readouterr()
    code = main(["print", "pairings", demo.event.name, "--round", "7", "--db", demo.db_path])
    assert code == 2
    assert "no round 7 (rounds 1-3)" in capsys.readouterr().err
    code = main(["print", "standings", "No Such Event", "--db", demo.db_path])
    assert code == 2 and "no event 'No Such Event'" in capsys.readouterr().err


def test_a_deck_sheet_prints_as_the_first_document_of_a_process(tmp_path):
    """Table styles name the bundled fonts; they must be registered even when no other
    printout ran before in the process (as when the app prints one sheet)."""
    import subprocess
    import sys
    import textwrap

    script = textwrap.dedent(
        f"""
        from datetime import date
        from tourney.db.database import open_database, session_factory
        from tourney.events.event import StaffMember, create_event
        from tourney.events.model import StaffRole
        from tourney.printing import render

        with session_factory(open_database({str(tmp_path / "t.db")!r}))() as session:
            event = create_event(session, name="Sheet", on=date(2019, 6, 1), tier=1,
                format_id="harmony", seed=1,
                staff=[StaffMember("Hazel", StaffRole.HEAD_JUDGE)])
            assert render("decksheet", session, event).startswith(b"%PDF")
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
