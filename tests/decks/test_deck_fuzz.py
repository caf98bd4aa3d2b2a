"""Whatever is handed in, the three readers and the legality check end in a result or in the
project's own error naming the line and the reason, each within a time bound (the hypothesis
deadline, and an alarm for an input that would never end: both generous, as they only have to
catch inputs that take seconds); and what a writer writes, the reader reads back to the same
deck."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.decks.conftest import DECK_TEXT
from tests.limits import at_most
from tourney.cards.model import DRAW_DECK_TYPES, CardType
from tourney.decks.errors import DeckReadError
from tourney.decks.model import Deck, ProblemClass, Section
from tourney.decks.o8d import write_o8d
from tourney.decks.ponyhead import PonyheadCodeError, looks_like_ponyhead, write_ponyhead
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import MAX_LINE_PROBLEMS, resolve
from tourney.decks.text import write_text
from tourney.legality import check_deck, load_formats

FUZZ = settings(
    max_examples=150,
    deadline=timedelta(seconds=5),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
ODD = "x×-–:#/()[]<>&;\"' \t\n\r0123456789²³½٣\u00a0\u2028\u0085\x0b\x0c\x1c\x01\x7f\ud800é€"


@pytest.fixture(scope="module")
def harmony(catalog):
    return load_formats(catalog=catalog)["harmony"]


@pytest.fixture(scope="module")
def written_forms(catalog):
    """The blue deck as each reader's format, the seeds the mutations start from."""
    deck = resolve(read_deck_list(DECK_TEXT, "blue.txt"), catalog).deck
    link = write_ponyhead(deck)
    return [DECK_TEXT, write_text(deck), write_o8d(deck), link, link.split("=", 1)[1]]


@st.composite
def mutated(draw: st.DrawFn, seeds: list[str]) -> str | bytes:
    text = draw(st.sampled_from(seeds))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        op = draw(st.sampled_from(["insert", "delete", "repeat", "digits", "truncate", "lines"]))
        if op == "insert":
            text = text[:at] + draw(st.text(alphabet=ODD, min_size=1, max_size=5)) + text[at:]
        elif op == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 40)) :]
        elif op == "repeat":
            piece = text[at : at + draw(st.integers(1, 20))]
            text = text[:at] + piece * draw(st.sampled_from([2, 50, 3000])) + text[at:]
        elif op == "digits":
            text = text[:at] + "9" * draw(st.sampled_from([3, 300, 4301])) + text[at:]
        elif op == "truncate":
            text = text[:at]
        else:
            text += "".join(f"\nZorblax Quuxington {i}" for i in range(draw(st.integers(0, 500))))
    encoding = draw(st.sampled_from([None, None, None, "utf-8", "utf-16", "cp1252"]))
    return text if encoding is None else text.encode(encoding, errors="replace")


STRAY_PONYHEAD = st.builds(
    lambda n, entry, stray: "-".join([entry] * n) + stray,
    st.integers(1, 60),
    st.sampled_from(["adn1x3", "de52x3", "prpf3x2", "cnf2bx1"]),
    st.sampled_from(["!", "x", "-", "?", "x-", "1"]),
)


def _read_resolve_and_check(data: str | bytes, catalog, fmt) -> None:
    """The property: a result, or a DeckReadError that names the line and says why."""
    try:
        with at_most(10):
            deck_list = read_deck_list(data, "fuzzed.txt")
    except DeckReadError as error:
        assert error.line > 0 or error.whole_input, f"no line named: {error}"
        where = f"fuzzed.txt, line {error.line}: " if error.line else "fuzzed.txt: "
        assert str(error).startswith(where) and len(str(error)) > len(where)
        return
    with at_most(10):
        resolved = resolve(deck_list, catalog)
        report = check_deck(resolved, fmt, date(2019, 1, 1), catalog)
    assert all(p.message for p in resolved.problems)
    assert all(v.message.endswith(")") for v in report.violations)  # each cites its rule


@FUZZ
@given(data=st.data())
def test_any_mutated_list_o8d_or_ponyhead_code_reads_or_is_refused_naming_the_line(
    catalog, harmony, written_forms, data
):
    _read_resolve_and_check(data.draw(mutated(written_forms)), catalog, harmony)


@FUZZ
@given(junk=st.one_of(st.binary(max_size=500), st.text(max_size=500), STRAY_PONYHEAD))
def test_junk_and_pony_head_codes_with_a_stray_character_end_quickly(catalog, harmony, junk):
    _read_resolve_and_check(junk, catalog, harmony)


@FUZZ
@given(code=STRAY_PONYHEAD)
def test_a_bare_code_with_a_stray_character_is_not_taken_for_a_pony_head_code(code):
    # Before: a backtracking pattern took time doubling with each entry (46 never ended).
    # Only a trailing "-" or one more count digit leaves it a code.
    assert looks_like_ponyhead(code) is (code[-1] in "-1" and not code.endswith("x-"))


def test_thousands_of_unknown_names_stop_being_searched_after_a_sensible_number(
    catalog, monkeypatch
):
    text = "\n".join(f"Zorb Q{i}" for i in range(70_000))
    searches = Counter[str]()
    lookup = catalog.lookup

    def counted(written: str):
        searches["lookup"] += 1
        return lookup(written)

    monkeypatch.setattr(catalog, "lookup", counted)
    resolved = resolve(read_deck_list(text, "unknown.txt"), catalog)

    assert searches["lookup"] == MAX_LINE_PROBLEMS
    assert len(resolved.problems) == MAX_LINE_PROBLEMS + 1
    assert resolved.problems[0].message.startswith('line 1: "Zorb Q0" names no card')
    last = resolved.problems[-1]
    assert last.problem_class is ProblemClass.INVALID
    assert last.message.startswith(f"{70_000 - MAX_LINE_PROBLEMS:,} more lines name no card")


@st.composite
def decks(draw: st.DrawFn, catalog) -> Deck:
    """Any deck of real cards, tokens and joke cards included, with counts up to 250."""
    cards = catalog.cards
    deck = Deck()
    for index in draw(st.lists(st.integers(0, len(cards) - 1), min_size=1, max_size=12)):
        deck.add(cards[index], draw(st.integers(1, 250)))
    return deck


def _sections(deck: Deck) -> dict[Section, Counter[str]]:
    return {s: Counter({e.card.guid: e.count for e in deck.section(s)}) for s in Section}


def _by_name(deck: Deck) -> Counter[str]:
    counts: Counter[str] = Counter()
    for entry in deck.entries():
        counts[entry.card.name] += entry.count
    return counts


@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_what_each_writer_writes_reads_back_to_the_same_deck(catalog, data):
    deck = data.draw(decks(catalog))
    text = resolve(read_deck_list(write_text(deck), "deck.txt"), catalog)
    assert _by_name(text.deck) == _by_name(deck)  # a typed list names cards (201.1a)
    o8d = resolve(read_deck_list(write_o8d(deck), "deck.o8d"), catalog)
    assert o8d.problems == []
    assert _sections(o8d.deck) == _sections(deck)
    try:
        link = write_ponyhead(deck)
    except PonyheadCodeError as error:
        tokens = [e.card for e in deck.entries() if e.card.token]
        assert tokens and f"{tokens[0].number} {tokens[0].name} is a token" in str(error)
        return
    ponyhead = resolve(read_deck_list(link, "link.txt"), catalog)
    assert ponyhead.problems == []
    assert _sections(ponyhead.deck) == _sections(deck)


@settings(max_examples=50, deadline=None)
@given(data=st.data())
def test_an_o8d_keeps_each_card_in_the_section_it_was_listed_in(catalog, harmony, data):
    friends = [c for c in catalog.tournament_cards() if c.type is CardType.FRIEND]
    problems = [c for c in catalog.tournament_cards() if c.type is CardType.PROBLEM]
    friend = data.draw(st.sampled_from(friends))
    deck = Deck()
    for card in data.draw(st.lists(st.sampled_from(problems), min_size=1, max_size=9)):
        deck.add(card, 1)
    deck.add(friend, 1, Section.PROBLEM)

    resolved = resolve(read_deck_list(write_o8d(deck), "deck.o8d"), catalog)
    report = check_deck(resolved, harmony, date(2019, 1, 1), catalog)

    [misplaced] = [v for v in report.violations if v.rule == "101.3b"]
    assert friend.name in misplaced.message and "Problem deck holds" in misplaced.message
    assert friend.type in DRAW_DECK_TYPES
