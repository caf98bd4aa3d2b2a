"""201.3: text refers to cards by their Title; 201.3a: a name refers to characters and
Troublemakers whose Title includes it. Owlowiscious (CG52): "While with your Twilight Sparkle,
this card has +1 power." Princess Twilight Sparkle (HM39) and Pinkie Pie & Twilight Sparkle
(DE75, a card of two names) are Twilight Sparkle; Twilight Velvet (CN66) is not.
"""

from __future__ import annotations

import pytest

from engine.cards import CardPool, has_title
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_PROBLEM, BOB, Board


@pytest.fixture(scope="module")
def pool(crystal_pool: CardPool, octgn_data) -> CardPool:  # type: ignore[no-untyped-def]
    from tourney.cards.engine_pool import engine_pool

    more = engine_pool(c for c in octgn_data.cards if c.number in ("HM39", "DE75"))
    return CardPool([*crystal_pool.values(), *more.values()])


@pytest.mark.parametrize(
    ("twilight", "bonus"),
    [("HM39", 1), ("DE75", 1), ("CN66", 0)],
    ids=["princess-twilight-sparkle", "pinkie-pie-and-twilight-sparkle", "twilight-velvet"],
)
def test_201_3a_a_title_including_the_name_counts_as_that_name(pool, twilight, bonus):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    owl = b.play("CG52", ALICE, A_PROBLEM)
    b.play(twilight, ALICE, A_PROBLEM)
    b.play("HM39", BOB, B_PROBLEM)  # not "your" Twilight Sparkle, and not with it
    game = b.game()
    assert game.power(owl) == 1 + bonus


def test_201_3a_only_your_twilight_sparkle_with_it_counts(pool):  # type: ignore[no-untyped-def]
    b = Board(pool, problems=("easy", "easy"))
    owl = b.play("CG52", ALICE, A_HOME)
    b.play("HM39", BOB, A_HOME)
    assert b.game().power(owl) == 1


def test_201_3a_names_as_whole_words_and_only_for_characters_and_troublemakers(pool):  # type: ignore[no-untyped-def]
    assert has_title(pool["DE75"], "Pinkie Pie") and has_title(pool["DE75"], "Twilight Sparkle")
    assert not has_title(pool["CN66"], "Twilight Sparkle")  # Twilight Velvet
    assert not has_title(pool["HM39"], "Twilight Spark")  # whole words only
    mane = pool["CG191"]  # Shining Armor/Princess Cadance
    assert has_title(mane, "Princess Cadance") and has_title(mane, "Shining Armor")
    not_a_character = next(d for d in pool.values() if d.title == "Not On the List")
    assert not has_title(not_a_character, "On the List")  # an Event: its Title exactly (201.3)
