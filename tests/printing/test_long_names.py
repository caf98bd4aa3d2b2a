"""Every printout of the long-names event (``tourney.demo.LONG_NAMES``: two players with one
name, names of 50 to 81 characters, Arabic, Hebrew, Chinese, Japanese, Korean, a 115-character
event name) read back character by character with pdfplumber: nothing leaves the page or its
margins, nothing is smaller than 8 pt, no word is broken, and the names are all there."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

import pdfplumber
import pytest
from sqlalchemy.orm import Session

from tourney.db.database import open_database
from tourney.demo import LONG_NAMES, LONG_NAMES_EVENT, build_demo_event
from tourney.events.deck_checks import record_deck_check, select_deck_checks
from tourney.events.matches import matches_in, rounds_of
from tourney.events.model import Result, StaffRole
from tourney.events.registration import registrations_of
from tourney.events.results import record_result
from tourney.events.staff import head_judge
from tourney.events.topcut import cut_to_top
from tourney.limited.event_pools import generate_pools, set_event_packs
from tourney.limited.seating import assign_pods
from tourney.printing import render
from tourney.printing.fonts import visual
from tourney.printing.layout import MIN_SIZE

from .conftest import GENERATED

EDGE = 5 * 72 / 25.4  # 5 mm: what most printers cannot print on


@dataclass
class Page:
    chars: list[dict]
    width: float
    height: float
    text: str


@dataclass
class LongNames:
    session: Session
    event: object
    catalog: object


@pytest.fixture(scope="module")
def long_event(tmp_path_factory, catalog):
    engine = open_database(tmp_path_factory.mktemp("long") / "long.db")
    with Session(engine) as session:
        event = build_demo_event(
            session, catalog, rounds=3, seed=2, names=LONG_NAMES, event_name=LONG_NAMES_EVENT
        )
        session.commit()
        yield LongNames(session, event, catalog)
    engine.dispose()


def pages(pdf: bytes) -> list[Page]:
    with pdfplumber.open(io.BytesIO(pdf)) as opened:
        return [
            Page(list(p.chars), float(p.width), float(p.height), p.extract_text() or "")
            for p in opened.pages
        ]


def printouts(long: LongNames) -> dict[str, bytes]:
    """Every document the printing module makes, for the long-names event (before and after
    the cut), each rendered once."""
    s, e, cat = long.session, long.event, long.catalog
    someone = registrations_of(s, e)[1]

    def make(document: str, **options: object) -> bytes:
        return render(document, s, e, generated_at=GENERATED, **options)

    made = {
        "pairings": make("pairings"),
        "pairings-by-name": make("pairings", by_name=True),
        "pairings-split": make("pairings", split="A-K,L-Z"),
        "slips": make("slips"),
        "standings": make("standings"),
        "standings-letter": make("standings", page_size="Letter"),
        "standings-wall": make("standings", wall=True),
        "decksheet-blank": make("decksheet"),
        "decksheet-filled": make("decksheet", player=someone, catalog=cat),
        "penalties": make("penalties"),
        "bracket-projected": make("bracket"),
    }
    judge = head_judge(s, e)
    first = cut_to_top(s, e, by=judge)
    short, _ = select_deck_checks(s, first, count=1, seed=1, by=judge)
    record_deck_check(s, short, short.registration.deck_list, catalog=cat, by=judge)
    for match in matches_in(s, first)[:-1]:
        if match.result is None:
            record_result(s, match, Result.A_WINS, by=judge)
    made |= {
        "deckcheck": make("deckcheck", player=short.registration, catalog=cat),
        "outstanding": make("outstanding"),
        "standings-mid-round": make("standings"),
        "bracket": make("bracket"),
        "report": make("report"),
    }
    return made


def limited_printouts(session: Session, store_event, catalog) -> dict[str, bytes]:
    """The draft pods and the sealed pool sheets (blank and filled) with the long names."""
    made = {}
    for format_id, block in (("draft", "odyssey"), ("sealed", "premiere")):
        event, staff, _ = store_event(
            session, list(LONG_NAMES), name=LONG_NAMES_EVENT, format_id=format_id, seed=5
        )
        set_event_packs(session, event, block=block, by=staff[StaffRole.ORGANIZER])
        if format_id == "draft":
            assign_pods(session, event, seed=2, by=staff[StaffRole.HEAD_JUDGE])
            made["pods"] = render("pods", session, event, catalog=catalog)
            continue
        long_name = registrations_of(session, event)[1]
        made["poolsheet-blank"] = render(
            "poolsheet", session, event, player=long_name, catalog=catalog
        )
        generate_pools(session, event, catalog, seed=3, by=staff[StaffRole.ORGANIZER])
        made["poolsheet-filled"] = render(
            "poolsheet", session, event, player=long_name, catalog=catalog
        )
    return made


@pytest.fixture(scope="module")
def rendered(long_event, store_event) -> dict[str, list[Page]]:
    made = printouts(long_event)
    made |= limited_printouts(long_event.session, store_event, long_event.catalog)
    return {name: pages(pdf) for name, pdf in made.items()}


def test_no_text_leaves_the_page_and_none_is_below_8_pt(rendered):
    assert len(rendered) == 19
    for name, document in rendered.items():
        for number, page in enumerate(document, start=1):
            assert page.chars, f"{name} page {number} is empty"
            footer = f"generated {GENERATED:%Y-%m-%d %H:%M} by Tourney"
            if name not in ("pods", "poolsheet-blank", "poolsheet-filled"):  # printed now
                assert footer in page.text, f"{name} page {number} lost its generated-at time"
            assert f"page {number} of {len(document)}" in page.text
            # Only a word too wide for its column even at 8 pt is cut short ("…"), and then it
            # is given in full at the end: never a heading, never anything but such a name.
            if "Shortened above, in full: " in page.text:
                listed = page.text.split("Shortened above, in full: ")[1].split("\n")[0]
                assert set(listed.split("; ")) <= set(LONG_NAMES), f"{name}: {listed}"
            for char in page.chars:
                where = (
                    f"{name} page {number}: {char['text']!r} at {char['x0']:.0f},{char['top']:.0f}"
                )
                assert char["size"] >= MIN_SIZE - 0.01, f"{where} is {char['size']:.1f} pt"
                assert char["x0"] >= EDGE and char["x1"] <= page.width - EDGE, where
                assert char["top"] >= EDGE and char["bottom"] <= page.height - EDGE, where


def test_no_two_lines_of_text_overlap(rendered):
    """Characters of different lines never share ink: the footer's page number and the
    generated-at time, the event name and the title, a name and its slip's boxes."""
    for name, document in rendered.items():
        for number, page in enumerate(document, start=1):
            boxes = sorted(
                (c for c in page.chars if c["text"].strip()), key=lambda c: (c["x0"], c["top"])
            )
            for i, a in enumerate(boxes):
                for b in boxes[i + 1 :]:
                    if b["x0"] >= a["x1"] - 0.5:
                        break
                    overlap_x = min(a["x1"], b["x1"]) - max(a["x0"], b["x0"])
                    overlap_y = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
                    assert overlap_x < 0.5 or overlap_y < 1.5, (
                        f"{name} page {number}: {a['text']!r} and {b['text']!r} overlap at "
                        f"{a['x0']:.0f},{a['top']:.0f}"
                    )


def printed_whole(pieces: list[str], words: set[str]) -> bool:
    """Whether the pieces of a word (cut after its hyphens) are printed as whole words, each
    run of pieces on one line: "Rimsky-Korsakova-" then "Worthington" is whole."""
    if not pieces:
        return True
    return any(
        "".join(pieces[:k]) in words and printed_whole(pieces[k:], words)
        for k in range(1, len(pieces) + 1)
    )


def test_every_name_is_printed_whole_and_shared_names_carry_their_number(rendered, long_event):
    round_3 = rounds_of(long_event.session, long_event.event)[2]
    at_tables = {
        r.player.name
        for m in matches_in(long_event.session, round_3)
        if m.player_b is not None
        for r in (m.player_a, m.player_b)
    }
    assert len(at_tables) == 13  # one dropped, one bye, and two called Pinkie Pie
    for name in ("pairings", "slips", "standings", "standings-wall", "report"):
        words = "\n".join(p.text for p in rendered[name]).split()
        players = at_tables if name == "slips" else LONG_NAMES[:-1]  # the last one dropped
        for player in players:
            for word in visual(player).split():
                # A line may end between words or after a hyphen, nowhere else.
                pieces = [piece for piece in re.split(r"(?<=\w-)", word) if piece]
                assert printed_whole(pieces, set(words)), f"{name}: {word!r} of {player!r}"
        joined = " ".join(words)
        assert "Pinkie Pie #1" in joined and "Pinkie Pie #7" in joined, name


def test_arabic_is_shaped_and_hebrew_reversed_for_drawing(rendered):
    text = " ".join(p.text for p in rendered["pairings"])
    assert visual("فاطمة الزهراء بنت عبد الرحمن").split()[0] in text  # presentation forms
    drawn = visual("יעל כהן-לוי")
    assert all(word in text for word in drawn.split())


def test_standings_say_what_a_draw_and_a_bye_count_for(rendered):
    for name in ("standings", "standings-wall", "report"):
        text = " ".join(p.text for p in rendered[name])
        assert "a draw ½" in text and "a bye counts as a match won" in text, name


def test_wall_standings_are_large(rendered):
    sizes = [c["size"] for p in rendered["standings-wall"] for c in p.chars]
    body = [s for s in sizes if s >= 11]
    assert len(body) > len(sizes) / 2  # most text is 11 pt or more, as on the pairings
