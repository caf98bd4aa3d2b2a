"""Standings, penalties, bracket and the event report read back from the PDF: every rank, point
and tiebreaker figure, every penalty, the seeds, the staff and the counts."""

from __future__ import annotations

import csv
import io

import pytest

from tourney.events.penalties import penalties_of
from tourney.events.registration import registrations_of
from tourney.events.staff import staff_of
from tourney.events.swiss_link import event_standings, standings_csv, standings_rules
from tourney.printing import PrintoutError, render
from tourney.swiss.standings import Tiebreaker


def test_standings_show_rank_points_record_and_every_tiebreaker_of_the_chain(demo, render_demo):
    rows = event_standings(demo.session, demo.event)
    chain = [t for t in standings_rules(demo.event).tiebreakers if t is not Tiebreaker.MATCH_POINTS]
    assert chain == [Tiebreaker.OPPONENTS_MATCH_WIN, Tiebreaker.OPPONENTS_OPPONENTS_MATCH_WIN]
    pdf = render_demo("standings")
    assert "Standings · After round 3" in pdf.text
    # The same figures as the standings CSV (rank, player, record, points, OMW%, OOMW%, dropped).
    csv_rows = list(csv.reader(io.StringIO(standings_csv(demo.session, demo.event))))[1:]
    assert len(csv_rows) == len(rows) == 32
    expected = [
        [rank, player, points, record, omw, oomw, "dropped" if dropped else ""]
        for rank, player, record, points, omw, oomw, dropped in csv_rows
    ]
    assert all(float(row[4]) > 0 and "." in row[4] for row in expected)  # 2 decimals, never empty
    # One line per cell, row after row; pypdf leaves an empty cell out.
    header = ["Rank", "Player", "Pts", "W-L-D", "OMW%", "OOMW%", "Dropped"]
    lines = pdf.lines
    start = next(i for i in range(len(lines)) if lines[i : i + 7] == header) + 7
    end = lines.index(next(line for line in lines if line.startswith("Points: win 3")))
    assert lines[start:end] == [cell for row in expected for cell in row if cell]
    assert sum(s.dropped for s in rows) == 1


def test_standings_after_an_earlier_round_use_only_its_results(demo, render_demo):
    after_one = event_standings(demo.session, demo.event, 1)
    pdf = render_demo("standings", round_number=1)
    assert "Standings · After round 1" in pdf.text
    assert max(s.points for s in after_one) == 3
    leader = after_one[0]
    assert pdf.has_row(leader.rank, leader.player.name, 3, leader.record)
    with pytest.raises(PrintoutError, match="no round 4"):
        render("standings", demo.session, demo.event, round_number=4)


def test_penalty_report_lists_every_penalty_with_infraction_level_judge_and_notes(
    demo, render_demo
):
    given = penalties_of(demo.session, demo.event)
    assert len(given) >= 4
    pdf = render_demo("penalties")
    text = pdf.text
    assert f"{len(given)} penalties:" in text
    for penalty in given:
        assert penalty.registration.player.name in text
        assert penalty.judge.name in text
    assert "Slow play" in text and "Game Loss (upgraded" in text  # the second slow-play warning
    assert "Incorrect deck list" in text
    first_note = next(p.notes for p in given if p.notes and len(p.notes) < 40)
    assert first_note in text


def test_event_report_holds_details_staff_counts_standings_and_penalties(demo, render_demo):
    pdf = render_demo("report")
    text = pdf.text
    registered = registrations_of(demo.session, demo.event)
    assert "32 registered, 1 dropped" in text and len(registered) == 32
    for member in staff_of(demo.session, demo.event):
        assert pdf.has_row(member.role, member.name)
    assert pdf.has_row("Rounds", "3")
    leader = event_standings(demo.session, demo.event)[0]
    assert pdf.has_row(leader.rank, leader.player.name, leader.points, leader.record)
    assert "Slow play" in text
    assert "Advances" not in pdf.lines  # no top cut yet: no top cut table
    with pytest.raises(PrintoutError, match="whole event"):
        render("report", demo.session, demo.event, round_number=2)


def test_every_page_has_its_number_of_the_total_and_the_generated_time(demo, render_demo):
    pdf = render_demo("slips", round_number=3)
    total = len(pdf.pages)
    assert total == 4
    for number, page in enumerate(pdf.pages, start=1):
        assert f"page {number} of {total}" in page
        assert "generated 2019-06-22 18:30" in page


def test_page_size_is_a4_or_letter_and_nothing_else(demo, render_demo):
    a4 = render_demo("standings").sizes[0]
    letter = render_demo("standings", page_size="letter").sizes[0]
    assert a4 == pytest.approx((595.28, 841.89), abs=0.01)
    assert letter == pytest.approx((612, 792))
    wide = render_demo("penalties", page_size="Letter").sizes[0]
    assert wide == pytest.approx((792, 612))  # the penalty table is landscape
    with pytest.raises(PrintoutError, match="A4 or Letter"):
        render("standings", demo.session, demo.event, page_size="A5")


def test_unknown_documents_and_options_are_named_in_the_error(demo):
    with pytest.raises(PrintoutError, match="unknown document 'pairing'.*pairings"):
        render("pairing", demo.session, demo.event)
    with pytest.raises(PrintoutError, match="standings takes no option by_name"):
        render("standings", demo.session, demo.event, by_name=True)


def test_mid_round_standings_say_the_round_bye_is_counted_and_the_basis(fresh_demo, read_pdf):
    from tourney.events.matches import matches_in
    from tourney.events.staff import head_judge
    from tourney.events.swiss_link import pair_next_round

    demo = fresh_demo(8, rounds=1)  # one player dropped after round 1: seven play round 2
    session, event = demo.session, demo.event
    round_, _ = pair_next_round(session, event, by=head_judge(session, event))
    (bye,) = [m for m in matches_in(session, round_) if m.player_b is None]
    assert bye.result is not None  # a bye is scored when paired
    text = read_pdf(render("standings", session, event)).text
    said = f"its bye ({bye.player_a.player.name}) is already counted"
    assert said in " ".join(text.split()) and "in progress" in text
    after_one = " ".join(read_pdf(render("standings", session, event, round_number=1)).text.split())
    assert "already counted" not in after_one
    assert "a bye counts as a match won in the player's own percentage" in " ".join(text.split())
    event.settings = {**(event.settings or {}), "byes_in_match_win": "left out"}
    other = " ".join(read_pdf(render("standings", session, event)).text.split())
    assert "a bye is left out of the player's own percentage" in other


def test_players_sharing_a_name_carry_their_number_on_every_printout(fresh_demo, read_pdf):
    from tourney.events.naming import distinguished

    assert distinguished(["Pinkie Pie", "Rarity", "pinkie  pie"]) == [
        "Pinkie Pie #1",
        "Rarity",
        "pinkie  pie #3",
    ]
    demo = fresh_demo(8, rounds=1)
    session, event = demo.session, demo.event
    first, second = registrations_of(session, event)[:2]
    second.player.name = first.player.name
    session.flush()
    for document in ("pairings", "standings", "slips"):
        text = read_pdf(render(document, session, event)).text
        assert f"{first.player.name} #1" in text and f"{first.player.name} #2" in text, document
