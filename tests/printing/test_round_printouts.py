"""Pairings, outstanding tables and result slips read back from the PDF: the right tables,
names and points, alphabetical order, name ranges, and names in any script intact."""

from __future__ import annotations

import pytest

from tourney.collation import collation_key
from tourney.events.matches import current_round, matches_in
from tourney.events.swiss_link import event_standings
from tourney.printing import PrintoutError, render
from tourney.printing.pairings import initial, parse_split


def last_round(demo):
    """The demo's round 3, every result in."""
    round_ = current_round(demo.session, demo.event)
    assert round_.number == 3
    return matches_in(demo.session, round_)


def test_pairings_by_table_list_every_table_with_both_players_and_their_points(demo, render_demo):
    points = {s.player.id: s.points for s in event_standings(demo.session, demo.event, 2)}
    matches = last_round(demo)
    pdf = render_demo("pairings", round_number=3)
    assert "Pairings · Round 3" in pdf.text and demo.event.name in pdf.text
    for m in matches:
        a = m.player_a
        if m.player_b is None:
            assert pdf.has_row(a.player.name, points[a.id], "BYE")
            continue
        b = m.player_b
        assert pdf.has_row(m.table_number, a.player.name, points[a.id], b.player.name, points[b.id])
    assert any(points[m.player_a_id] != points[m.player_b_id or m.player_a_id] for m in matches)


def test_pairings_by_name_list_each_player_once_alphabetically_with_table_and_opponent(
    demo, render_demo
):
    points = {s.player.id: s.points for s in event_standings(demo.session, demo.event, 2)}
    pdf = render_demo("pairings", round_number=3, by_name=True)
    rows = pdf.rows("Player (points)", "Table", "Opponent (points)")
    expected = []
    for m in last_round(demo):
        a, b = m.player_a, m.player_b
        a_cell = f"{a.player.name} ({points[a.id]})"
        if b is None:
            expected.append([a_cell, "—", "BYE"])
            continue
        b_cell = f"{b.player.name} ({points[b.id]})"
        expected += [[a_cell, str(m.table_number), b_cell], [b_cell, str(m.table_number), a_cell]]
    assert rows == sorted(expected, key=lambda row: collation_key(row[0]))  # Élodie with E


def test_split_pairings_put_each_name_range_on_its_own_page_and_leave_nobody_out(demo, render_demo):
    matches = last_round(demo)
    pdf = render_demo("pairings", round_number=3, split="A-K,L-Z")
    first, second, others = pdf.pages
    assert "Names A–K" in first and "Names L–Z" in second and "other alphabets" in others
    names = [n.player.name for m in matches for n in (m.player_a, m.player_b) if n is not None]
    for name in names:
        letter = initial(name)
        page = first if "A" <= letter <= "K" and letter else second if letter else others
        assert any(line.startswith(name + " (") for line in page.splitlines()), name
    assert any(line.startswith("Łucja Wiśniewska (") for line in second.splitlines())
    assert any(line.startswith("Ярослав Котов (") for line in others.splitlines())


def test_name_ranges_are_read_strictly():
    assert [r.label for r in parse_split("a-k, L–Z")] == ["A–K", "L–Z"]
    with pytest.raises(PrintoutError, match="not a letter range"):
        parse_split("A-K,LZ")
    with pytest.raises(PrintoutError, match="overlap"):
        parse_split("A-M,K-Z")
    assert initial("Łucja") == "L" and initial("Ångström") == "A" and initial("Ярослав") == ""


def test_outstanding_lists_only_tables_without_a_result(demo, render_demo):
    matches = last_round(demo)
    done = render_demo("outstanding", round_number=3)
    assert "Every table has its result." in done.text  # the demo's last round is complete
    waiting = matches[2]
    saved = waiting.result
    waiting.result = None  # unsaved change, rolled back below: printing only reads
    try:
        pdf = render_demo("outstanding", round_number=3)
    finally:
        waiting.result = saved
        demo.session.rollback()
    assert "1 of 16 tables still playing" in pdf.text
    a, b = waiting.player_a.player.name, waiting.player_b.player.name
    assert pdf.has_row(waiting.table_number, a, b)
    assert matches[0].player_a.player.name not in pdf.text


def test_slips_one_per_played_table_four_to_a_page(demo, render_demo):
    matches = [m for m in last_round(demo) if m.player_b is not None]
    pdf = render_demo("slips", round_number=3)
    assert len(pdf.pages) == -(-len(matches) // 4)
    for m in matches:
        page = pdf.pages[(m.table_number - 1) // 4].splitlines()
        assert f"Round 3 · Table {m.table_number} {demo.event.name}" in page
        for player in (m.player_a, m.player_b):
            assert f"{player.player.name} Win Loss Draw Drop" in page  # the boxes to tick
        signatures = f"Signature: {m.player_a.player.name} Signature: {m.player_b.player.name}"
        assert signatures in page
    assert sum(line.endswith(" Win Loss Draw Drop") for line in pdf.lines) == 2 * len(matches)


def test_names_in_any_script_come_out_intact(demo, render_demo):
    text = render_demo("standings").text
    names = ("Łucja Wiśniewska", "Ярослав Котов", "Zoë Ångström", "佐藤 花子", "Nguyễn Thị Lan")
    for name in names:
        assert name in text


def test_a_round_that_does_not_exist_is_refused_with_the_rounds_there_are(demo):
    with pytest.raises(PrintoutError, match=r"no round 9 \(rounds 1-3\)"):
        render("pairings", demo.session, demo.event, round_number=9)


def test_pairings_carry_the_phones_address_and_its_code_only_when_given(demo, render_demo):
    url = "http://192.168.1.20:8765/abcdefghijklmnopqrstuv/"
    plain = render_demo("pairings", round_number=3)
    assert "On your phone" not in plain.text and url not in plain.text
    with_code = render_demo("pairings", round_number=3, phones_url=url)
    first_page = with_code.pages[0]
    assert "On your phone: pairings, standings, the clock" in first_page and url in first_page
    matches = last_round(demo)
    assert with_code.has_row(matches[0].table_number, matches[0].player_a.player.name)
    by_name = render_demo("pairings", round_number=3, by_name=True, phones_url=url)
    assert url in by_name.pages[0]


def test_the_printed_code_is_the_address_as_a_qr_code():
    import segno

    from tourney.printing.pairings import PhonesCode

    url = "http://10.0.0.7:8000/tokentokentokentokent/"
    code = PhonesCode(url, 400)
    expected = segno.make_qr(url, error="m").matrix
    assert code.matrix == [[bool(m) for m in row] for row in expected]
    assert len(code.matrix) >= 25  # a version 2+ code: the address fits with error correction
