"""Comprehensive Rules 3.8, 101 Deckbuilding and 102.1, one rule per test, on real cards."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from tourney.cards.model import SetKind
from tourney.decks.model import Deck, DeckEntry


def test_base_decks_are_legal(decks):
    for deck, format_id in [
        (decks.premiere(), "harmony"),
        (decks.premiere(), "premiere-block"),
        (decks.odyssey(), "odyssey-block"),
    ]:
        report = decks.check(deck, format_id)
        assert report.violations == [], format_id
        assert report.legal
        assert report.recommended_penalty is None


def test_a_deck_without_a_mane_character_is_illegal_102_1(decks):
    deck = decks.premiere()
    deck.mane.clear()
    report = decks.check(deck)
    assert not report.legal
    [violation] = report.violations
    assert violation.rule == "102.1"
    assert violation.message == "Deck has 0 Mane Characters; it needs exactly one (102.1)"


def test_two_mane_characters_are_illegal_102_1(decks):
    deck = decks.premiere()
    deck.add(decks.card("CN1"), 1)
    [violation] = decks.check(deck).violations
    assert violation.rule == "102.1"
    assert "2 Mane Characters" in violation.message
    assert violation.cards == ("Twilight Sparkle, Faithful Student", "Rainbow Dash, Hanging Out")


def test_a_friend_in_the_mane_slot_is_not_a_mane_character_102_1(decks):
    deck = decks.premiere()
    deck.mane[:] = [DeckEntry(decks.card("PR64"), 1)]  # a Twilight Sparkle Friend
    report = decks.check(deck)
    assert [v.rule for v in report.violations] == ["102.1", "102.1"]
    assert "Twilight Sparkle, All-Team Organizer (PR64) is listed as the Mane Character" in (
        report.violations[0].message
    )


def test_draw_deck_needs_45_cards_101_1(decks):
    deck = decks.premiere()
    deck.draw[0] = DeckEntry(deck.draw[0].card, 2)
    [violation] = decks.check(deck).violations
    assert violation.rule == "101.1"
    assert violation.message == "Draw deck has 44 cards; it needs at least 45 (101.1)"


def test_a_large_draw_deck_is_fine_101_1(decks):
    deck = decks.premiere()
    deck.add(decks.card("PR55"), 3)
    deck.add(decks.card("PR58"), 3)
    assert decks.check(deck).legal


def test_draw_deck_holds_only_friends_events_resources_troublemakers_101_2(decks):
    deck = decks.premiere()
    deck.draw.append(DeckEntry(decks.card("PR163"), 1))  # a Problem, placed by hand
    [violation] = decks.check(deck).violations
    assert violation.rule == "101.2"
    assert violation.cards == ("Kitchen au Flambé",)
    assert "1 copy of Kitchen au Flambé (PR163), a Problem" in violation.message


def test_four_copies_in_the_draw_deck_are_illegal_101_2(decks):
    deck = decks.premiere()
    deck.add(decks.card("PR7"), 1)
    [violation] = decks.check(deck).violations
    assert violation.rule == "101.2"
    assert (
        violation.message == "4 copies of Jetstream, All Heart in the Draw deck; at most 3 (101.2)"
    )


def test_printings_with_one_full_name_share_the_copy_limit_201_1a(decks):
    deck = decks.premiere()
    jetstream = decks.card("PR7")
    # The data holds no reprint of a Premiere Friend; a promo printing of the same card is
    # what a player could own, so make one.
    promo = replace(jetstream, guid="promo-jetstream", number="PRpf99", set_kind=SetKind.PROMO)
    deck.add(promo, 1)
    [violation] = decks.check(deck).violations
    assert violation.rule == "101.2"
    assert violation.message.startswith("4 copies of Jetstream, All Heart")


def test_same_title_different_subtitle_are_different_cards_201_1a(decks):
    deck = decks.premiere()
    deck.add(decks.named("Twilight Sparkle, All-Team Organizer"), 3)
    deck.add(decks.named("Twilight Sparkle, Ursa Vanquisher"), 3)
    assert decks.check(deck).legal


def test_problem_deck_needs_exactly_ten_101_3(decks):
    short = decks.premiere()
    short.problems[0] = DeckEntry(short.problems[0].card, 1)
    [violation] = decks.check(short).violations
    assert violation.rule == "101.3"
    assert violation.message == "Problem deck has 9 cards; it needs exactly 10 (101.3)"

    long = decks.premiere()
    long.add(decks.card("PR163"), 1)
    assert [v.rule for v in decks.check(long).violations] == ["101.3"]


def test_three_copies_of_a_problem_are_illegal_101_3a(decks):
    deck = decks.premiere()
    deck.problems[-1] = DeckEntry(deck.problems[-1].card, 1)  # 9 problems...
    deck.add(decks.card("PR169"), 1)  # ...and a third Adventures in Foalsitting
    [violation] = decks.check(deck).violations
    assert violation.rule == "101.3a"
    assert violation.message == (
        "3 copies of Adventures in Foalsitting in the Problem deck; at most 2 (101.3a)"
    )


def test_problem_deck_holds_only_problems_101_3b(decks):
    deck = decks.premiere()
    deck.problems[-1] = DeckEntry(deck.problems[-1].card, 1)
    deck.problems.append(DeckEntry(decks.card("PR55"), 1))  # a Friend, placed by hand
    [violation] = decks.check(deck).violations
    assert violation.rule == "101.3b"
    assert violation.cards == ("Mint Jewelup, A Cut Above",)


def test_problem_deck_needs_a_starting_problem_101_3c(decks):
    deck = Deck()
    deck.add(decks.card("PR4"), 1)
    for number in ["PR163", "PR166", "PR181", "PR184", "PR187"]:  # none is a Starting Problem
        deck.add(decks.card(number), 2)
    for entry in decks.premiere().draw:
        deck.add(entry.card, entry.count)
    [violation] = decks.check(deck).violations
    assert violation.rule == "101.3c"
    assert violation.message == (
        "Problem deck has no Starting Problem; it needs at least 1 (101.3c)"
    )


def test_every_broken_rule_is_reported_at_once(decks):
    deck = decks.premiere()
    deck.mane.clear()
    deck.add(decks.card("PR7"), 1)
    deck.problems.pop()
    assert {v.rule for v in decks.check(deck).violations} == {"102.1", "101.2", "101.3"}


def test_LL56_a_card_allowing_any_number_of_itself_takes_precedence_104_1(decks):
    deck = decks.premiere()
    pukwudgie = decks.card("LL56")  # "Your deck may contain any number of Friends named ..."
    assert any("any number of Friends named Pukwudgie" in p for p in pukwudgie.text)
    deck.add(pukwudgie, 12)
    after_release = date(2019, 7, 1)
    assert decks.check(deck, "harmony", on=after_release).violations == []
    deck.add(decks.card("PR7"), 1)  # other names keep the limit
    [violation] = decks.check(deck, "harmony", on=after_release).violations
    assert violation.rule == "101.2" and "Jetstream" in violation.message
