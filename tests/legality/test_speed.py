"""A big event checks every list: checking must stay well inside the 1,000-lists-a-second
budget that also covers reading them."""

from __future__ import annotations

import time


def test_a_thousand_checks_take_a_fraction_of_a_second(decks):
    deck = decks.premiere()
    deck.add(decks.card("PR7"), 1)  # one violation, so the message path is timed too
    start = time.perf_counter()
    for _ in range(1000):
        decks.check(deck, "premiere-block")
    assert time.perf_counter() - start < 0.5
