"""The limited printouts read back from the PDF: the draft pods with every seat and who each
passes to, the packs' sets and directions; the sealed pool sheet pre-filled or blank."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.events.model import StaffRole
from tourney.events.registration import registrations_of
from tourney.limited.event_pools import generate_pools, set_event_packs
from tourney.limited.seating import assign_pods
from tourney.limited.sheets import pool_sheet
from tourney.printing import PrintoutError, render

NOON = datetime(2016, 9, 3, 12, 0)
NAMES = ["Łucja Wiśniewska", "Ярослав Котов", "Zoë Ångström", "Bon Bon", "Lyra", "Octavia"]


@pytest.fixture
def limited(tmp_path, store_event):
    engine = open_database(tmp_path / "limited.db")
    with Session(engine) as session:

        def build(format_id: str, players: int):
            names = [*NAMES, *(f"Player {n:02d}" for n in range(players - len(NAMES)))]
            event, staff, _ = store_event(
                session,
                names[:players],
                name="Ponyville Draft Night",
                format_id=format_id,
                seed=5,
                at=NOON,
            )
            return session, event, staff[StaffRole.ORGANIZER], staff[StaffRole.HEAD_JUDGE]

        yield build
    engine.dispose()


def test_pod_sheet_seats_every_player_with_both_neighbours_and_the_pack_plan(
    limited, catalog, read_pdf
):
    session, event, organizer, head = limited("draft", 9)
    set_event_packs(session, event, block="odyssey", by=organizer)
    seated = assign_pods(session, event, seed=2, by=head)
    pdf = read_pdf(render("pods", session, event, catalog=catalog))
    assert pdf.has_row(1, "Marks in Time", "pass left")
    assert pdf.has_row(2, "Marks in Time", "pass right")
    assert pdf.has_row(4, "Equestrian Odysseys", "pass right")
    assert [len(pod.seats) for pod in seated] == [5, 4]  # nine players: two pods
    for pod in seated:
        seats = [r.player.name for r in pod.seats]
        assert f"Pod {pod.number} · {len(seats)} players" in pdf.text
        for n, name in enumerate(seats, start=1):
            left, right = seats[n % len(seats)], seats[(n - 2) % len(seats)]
            assert pdf.has_row(n, name, left, right)
    for name in NAMES:
        assert name in pdf.text


def test_pool_sheet_is_blank_before_the_pool_and_prefilled_after(limited, catalog, read_pdf):
    session, event, organizer, _ = limited("sealed", 2)
    set_event_packs(session, event, block="premiere", by=organizer)
    blank = read_pdf(render("poolsheet", session, event, catalog=catalog))
    # One sheet per player, two pages each: lines for over 90 different cards.
    assert len(blank.pages) == 4
    assert "Player: Łucja Wiśniewska" in blank.pages[0]
    assert "Player: Łucja Wiśniewska (continued)" in blank.pages[1]
    assert "Player: Ярослав Котов" in blank.pages[2]
    headings = sum(page.count("Card: full name with subtitle") for page in blank.pages[:2])
    assert headings == 4  # two columns of lines a page, each under its headings
    assert "Pool: not registered yet" in blank.text and "Total cards in pool: ______" in blank.text
    assert "CN1 Rainbow Dash, Hanging Out" in blank.text  # the provided Mane Character
    generate_pools(session, event, catalog, seed=3, by=organizer)
    registration = next(r for r in registrations_of(session, event) if r.player.name == NAMES[1])
    sheet = pool_sheet(registration, catalog)
    filled = read_pdf(render("poolsheet", session, event, catalog=catalog, player=NAMES[1]))
    assert len(filled.pages) >= 1 and "Player: Ярослав Котов" in filled.text
    assert f"Total cards in pool: {sheet.total}" in filled.text and sheet.total == 96
    for line in sheet.lines:
        assert filled.has_row(line.count, line.number, line.rarity, line.name, line.type)


def test_pods_before_seating_are_refused_saying_what_to_do(limited, catalog):
    session, event, _, _ = limited("draft", 8)
    with pytest.raises(PrintoutError, match="no draft pods yet"):
        render("pods", session, event, catalog=catalog)


def test_a_pod_is_never_split_across_pages(limited, catalog, read_pdf):
    session, event, organizer, head = limited("draft", 22)
    set_event_packs(session, event, block="odyssey", by=organizer)
    seated = assign_pods(session, event, seed=2, by=head)
    pdf = read_pdf(render("pods", session, event, catalog=catalog))
    # Three pods do not fit one page: one of them starts a page rather than split.
    assert len(seated) == 3 and len(pdf.pages) == 2
    for pod in seated:
        (page,) = [p for p in pdf.pages if f"Pod {pod.number} · " in p]
        lines = page.splitlines()
        for n, registration in enumerate(pod.seats, start=1):
            assert str(n) in lines and registration.player.name in page
