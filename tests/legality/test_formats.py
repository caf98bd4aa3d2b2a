"""Format legality (2016 floor rules: Legal Cards, Format Legality) on real cards and dates."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from tourney.decks.model import DeckEntry

BLOCK_RULE = "Floor rules: Format Legality (Block Constructed)"
BANLIST_RULE = "Floor rules: Format Legality (Harmony banlist)"
LEGAL_CARDS = "Floor rules: Legal Cards"


def test_an_odyssey_card_makes_a_premiere_block_deck_illegal(decks):
    deck = decks.premiere()
    deck.add(decks.named("Rainbow Dash, On Even Ground"), 1)  # EO16
    report = decks.check(deck, "premiere-block")
    [violation] = report.violations
    assert violation.rule == BLOCK_RULE
    assert violation.message == (
        "1 copy of Rainbow Dash, On Even Ground (EO16): from Equestrian Odysseys, not in "
        f"Premiere Block ({BLOCK_RULE})"
    )
    assert decks.check(deck, "harmony").legal


def test_a_premiere_card_makes_an_odyssey_block_deck_illegal(decks):
    deck = decks.odyssey()
    deck.add(decks.card("PR7"), 2)
    [violation] = decks.check(deck, "odyssey-block").violations
    assert violation.cards == ("Jetstream, All Heart",)
    assert "from Premiere, not in Odyssey Block" in violation.message


def test_supplemental_rock_n_rave_card_is_illegal_in_block_legal_in_harmony(decks):
    deck = decks.premiere()
    deck.add(decks.named("Octavia, Sweet Symphony"), 2)  # RR4
    [violation] = decks.check(deck, "premiere-block").violations
    assert violation.rule == BLOCK_RULE
    assert "2 copies of Octavia, Sweet Symphony (RR4): from Rock N' Rave, a supplemental" in (
        violation.message
    )
    assert decks.check(deck, "harmony").legal


def test_harmony_allows_every_released_set_and_product(decks):
    deck = decks.premiere()
    for number in ["EO10", "HM10", "MT38", "DE110", "SB107", "FF112", "LL10", "CS1", "RR1"]:
        deck.add(decks.card(number), 3)
    deck.add(decks.card("PRpf4"), 3)  # promo Twilight Sparkle, Research Student
    deck.add(decks.card("GF7"), 3)  # promo Pie Sisters, Two of a Kind
    latest = max(e.card.legal_from for e in deck.entries())
    assert decks.check(deck, "harmony", on=latest).legal


def test_a_promo_counts_as_the_set_its_number_names_in_block(decks):
    deck = decks.premiere()
    deck.add(decks.card("PRpf4"), 1)
    assert decks.check(deck, "premiere-block").legal
    [violation] = decks.check(deck, "odyssey-block").violations[-1:]
    assert "Twilight Sparkle, Research Student (PRpf4): from Premiere" in violation.message
    general = decks.premiere()
    general.add(decks.card("GF7"), 1)  # a promo whose number names no block set
    [violation] = decks.check(general, "premiere-block").violations
    assert violation.cards == ("Pie Sisters, Two of a Kind",)


def test_banned_card_is_legal_the_day_before_its_ban_and_illegal_from_that_day(decks):
    deck = decks.odyssey()
    deck.add(decks.named("Tantabus, Night Terror"), 2)  # HM150, banned 2016-08-31
    before = decks.check(deck, "harmony", on=date(2016, 8, 30))
    assert before.legal
    on_the_day = decks.check(deck, "harmony", on=date(2016, 8, 31))
    [violation] = on_the_day.violations
    assert violation.rule == BANLIST_RULE
    assert violation.message == (
        "2 copies of Tantabus, Night Terror (HM150): banned in Harmony from 2016-08-31 "
        f"({BANLIST_RULE})"
    )
    assert not decks.check(deck, "harmony", on=date(2017, 1, 1)).legal


def test_harmony_bans_apply_in_block_formats(decks):
    deck = decks.premiere()
    deck.add(decks.named("Fluttershy, Guidance Counselor"), 1)  # PR83, banned 2015-01-30
    assert decks.check(deck, "premiere-block", on=date(2015, 1, 29)).legal
    [violation] = decks.check(deck, "premiere-block", on=date(2015, 1, 30)).violations
    assert violation.rule == BANLIST_RULE
    assert "banned in Premiere Block from 2015-01-30" in violation.message


def test_banned_problem_counts_too(decks):
    deck = decks.premiere()
    deck.problems[-1] = DeckEntry(deck.problems[-1].card, 1)
    deck.add(decks.named("I Need Answers"), 1)  # PR175, banned 2016-06-01
    assert decks.check(deck, on=date(2016, 5, 31)).legal
    assert [v.cards for v in decks.check(deck, on=date(2016, 6, 1)).violations] == [
        ("I Need Answers",)
    ]


def test_a_card_is_not_legal_before_its_set_is_released(decks):
    deck = decks.odyssey()
    wingspan = decks.card("HM10")  # High Magic: released after Equestrian Odysseys
    deck.add(wingspan, 1)
    released = wingspan.legal_from
    day_before = released - timedelta(days=1)
    [violation] = decks.check(deck, on=day_before).violations
    assert violation.rule == LEGAL_CARDS
    assert violation.message == (
        "1 copy of Scootaloo, What a Wingspan! (HM10): not legal until its release on "
        f"{released.isoformat()}; the event is on {day_before.isoformat()} ({LEGAL_CARDS})"
    )
    assert decks.check(deck, on=released).legal


def test_a_card_whose_set_has_no_release_date_is_not_legal(decks):
    deck = decks.premiere()
    undated = replace(decks.card("PR55"), legal_from=None)
    deck.add(undated, 1)
    [violation] = decks.check(deck).violations
    assert violation.rule == LEGAL_CARDS
    assert "Mint Jewelup, A Cut Above (PR55): its set has no release date on record" in (
        violation.message
    )


def test_tokens_joke_and_coop_cards_are_never_tournament_legal(decks):
    deck = decks.premiere()
    deck.add(decks.card("T1", "Rock"), 1)
    deck.add(decks.card("HM-1"), 1)  # Orange, You Glad: a joke card
    deck.add(decks.card("NM2"), 1)  # Villain Challenge
    report = decks.check(deck)
    assert [v.rule for v in report.violations] == [LEGAL_CARDS] * 3
    messages = " / ".join(v.message for v in report.violations)
    assert "Rock (T1): a token" in messages
    assert "Orange, You Glad (HM-1): a joke card" in messages
    assert "Spark of Friendship (NM2): from a co-operative product" in messages
