"""The top cut bracket read back from the PDF: before the cut a projection labelled as one;
after it the bracket the event stored, with its seeds, results, winners advancing and champion.
"""

from __future__ import annotations

import pytest

from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Result, RoundKind
from tourney.events.results import correct_result, record_result
from tourney.events.staff import head_judge
from tourney.events.swiss_link import event_standings
from tourney.events.topcut import bracket_of, cut_to_top, pair_next_elimination_round
from tourney.printing import PrintoutError, render
from tourney.swiss.topcut import seed_order

from .conftest import GENERATED, read


def column(lines: list[str], label: str, after: str) -> list[str]:
    """The lines drawn in the bracket column headed ``label``, up to the heading ``after``
    (pypdf joins headings drawn one after the other on the same line: "Semifinals Final")."""
    start = lines.index(label) + 1
    end = next(i for i in range(start, len(lines)) if lines[i].startswith(after))
    return lines[start:end]


def bracket_pdf(demo):
    return read(render("bracket", demo.session, demo.event, generated_at=GENERATED))


def test_before_the_cut_the_bracket_is_a_projection_from_the_standings_and_says_so(
    demo, render_demo
):
    assert bracket_of(demo.session, demo.event) is None
    standings = [s for s in event_standings(demo.session, demo.event) if not s.dropped]
    pdf = render_demo("bracket")
    assert "Top cut · Projected top 8" in pdf.text
    assert "PROJECTED: the top 8 if the cut were made now" in pdf.text
    order = seed_order(8)
    quarters = column(pdf.lines, "Quarterfinals", "Semifinals")
    expected = [f"({seed}) {standings[seed - 1].player.name}" for seed in order]
    assert [line for line in quarters if line.startswith("(")] == expected
    assert standings[8].player.name not in pdf.text
    top4 = render_demo("bracket", size=4)
    assert "Projected top 4" in top4.text and "Quarterfinals" not in top4.lines


def test_top_four_prints_the_stored_seeds_the_results_and_the_champion(fresh_demo):
    demo = fresh_demo(12)
    session, event = demo.session, demo.event
    judge = head_judge(session, event)
    semis_round = cut_to_top(session, event, by=judge)
    seeds = [r.player.name for r in bracket_of(session, event).seeds]
    assert len(seeds) == 4 and semis_round.number == 4
    one_four, two_three = matches_in(session, semis_round)
    record_result(session, one_four, Result.B_WINS, by=judge)  # seed 4 beats seed 1
    # A Swiss result corrected after the cut changes the standings, never the stored seeds.
    last_swiss = next(r for r in rounds_of(session, event) if r.number == 3)
    corrected = next(m for m in matches_in(session, last_swiss) if m.player_b_id is not None)
    flipped = Result.B_WINS if corrected.result == Result.A_WINS else Result.A_WINS
    correct_result(session, corrected, flipped, by=judge, why="slip misread")
    assert [s.player.name for s in event_standings(session, event)][:4] != seeds

    pdf = bracket_pdf(demo)
    assert "Top cut · Top 4" in pdf.text and "Projected" not in pdf.text
    assert "Top 4 as cut after 3 Swiss rounds" in pdf.text and "1 of 3 matches played" in pdf.text
    semis = column(pdf.lines, "Semifinals", "Final")
    assert semis == [
        f"(1) {seeds[0]}",
        f"(4) {seeds[3]}",
        "Round 4, table 1",
        f"(2) {seeds[1]}",
        f"(3) {seeds[2]}",
        "Round 4, table 2 · playing",
    ]
    assert column(pdf.lines, "Final", "Champion") == [f"(4) {seeds[3]}"]  # the winner advanced

    record_result(session, two_three, Result.A_WINS, by=judge)
    (final,) = matches_in(session, pair_next_elimination_round(session, event, by=judge))
    winner = Result.A_WINS if final.player_a.player.name == seeds[1] else Result.B_WINS
    record_result(session, final, winner, by=judge)
    pdf = bracket_pdf(demo)
    assert column(pdf.lines, "Final", "Champion") == [
        f"(4) {seeds[3]}",
        f"(2) {seeds[1]}",
        "Round 5, table 1",
    ]
    champion = pdf.lines[pdf.lines.index("Champion") + 1]
    assert champion == seeds[1]
    assert f"{seeds[1]} won the final." in pdf.text
    report = read(render("report", session, event, generated_at=GENERATED))
    assert report.has_row(4, 1, f"(1) {seeds[0]}", f"(4) {seeds[3]}", seeds[3])
    assert report.has_row(4, 2, f"(2) {seeds[1]}", f"(3) {seeds[2]}", seeds[1])
    assert report.has_row(5, 1, f"(4) {seeds[3]}", f"(2) {seeds[1]}", seeds[1])
    assert report.has_row("Champion", seeds[1])


def test_top_eight_carries_each_winner_to_the_next_round_in_bracket_order(fresh_demo):
    demo = fresh_demo(20)
    session, event = demo.session, demo.event
    judge = head_judge(session, event)
    quarters_round = cut_to_top(session, event, by=judge)
    assert quarters_round.kind == RoundKind.ELIMINATION
    seeds = [r.player.name for r in bracket_of(session, event).seeds]
    assert len(seeds) == 8
    # 1v8 won by 8, 4v5 by 4, 2v7 by 2, 3v6 by 6.
    for match, result in zip(
        matches_in(session, quarters_round),
        (Result.B_WINS, Result.A_WINS, Result.A_WINS, Result.B_WINS),
        strict=True,
    ):
        record_result(session, match, result, by=judge)
    semis_round = pair_next_elimination_round(session, event, by=judge)
    first_semi = matches_in(session, semis_round)[0]
    record_result(session, first_semi, Result.A_WINS, by=judge)  # seed 8 beats seed 4

    pdf = bracket_pdf(demo)
    assert "Top cut · Top 8" in pdf.text and "5 of 7 matches played" in pdf.text
    quarters = column(pdf.lines, "Quarterfinals", "Semifinals")
    assert [line for line in quarters if line.startswith("(")] == [
        f"({seed}) {seeds[seed - 1]}" for seed in seed_order(8)
    ]
    assert [line for line in quarters if line.startswith("Round")] == [
        f"Round 4, table {t}" for t in (1, 2, 3, 4)
    ]
    assert column(pdf.lines, "Semifinals", "Final") == [
        f"(8) {seeds[7]}",
        f"(4) {seeds[3]}",
        "Round 5, table 1",
        f"(2) {seeds[1]}",
        f"(6) {seeds[5]}",
        "Round 5, table 2 · playing",
    ]
    assert column(pdf.lines, "Final", "Champion") == [f"(8) {seeds[7]}"]
    assert pdf.lines[pdf.lines.index("Champion") + 1].startswith("Canterlot")  # the footer


def test_a_cut_bracket_refuses_another_size_and_a_round(fresh_demo):
    demo = fresh_demo(12)
    cut_to_top(demo.session, demo.event, by=head_judge(demo.session, demo.event))
    with pytest.raises(PrintoutError, match="has cut to the top 4.*not as a top 8"):
        render("bracket", demo.session, demo.event, size=8)
    with pytest.raises(PrintoutError, match="leave out the round"):
        render("bracket", demo.session, demo.event, round_number=4)
