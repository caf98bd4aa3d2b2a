"""Deck-test fixtures: a realistic deck list built from real cards.

Blue Canterlot Nights aggro: Mane Rainbow Dash, Hanging Out (CN1); 10 Problems with Starting
Problems (101.3c); 47 Draw deck cards with a Troublemaker and a Dilemma (a Resource, 522.1).
"""

from __future__ import annotations

import pytest

from tourney.decks.model import Deck
from tourney.decks.reading import read_deck_list
from tourney.decks.resolving import resolve

MANE = "Rainbow Dash, Hanging Out"

PROBLEMS = {
    "Ancient Research": 2,  # Starting Problem
    "Bottom of the Well": 2,  # Starting Problem
    "Cockatrice on the Loose": 2,
    "Frown Town": 2,
    "Too Many Pinkie Pies": 2,
}

DRAW = {
    "Cipher Splash, Born Ready": 3,
    "Dark Moon, Moonlit Colt": 3,
    "Dr. Hooves, Just In Time": 3,
    "Hairpin Turn, Blocker": 3,
    "Orange Swirl, Dizzy Daredevil": 3,
    "Pipsqueak, Scrappy Squirt": 3,
    "Rainbow Blaze, Dashing Mentor": 3,
    "Rainbow Dash, Goosebump Giver": 3,
    "Rumble, Fast Learner": 3,
    "Scootaloo, Fan Club Founder": 3,
    "Biff! Pow!": 3,
    "The Hard Way": 3,
    "Thunderclap": 3,
    "Train Tracks": 3,
    "Monstrous Cave": 3,
    "Changeling Infiltrator": 1,  # a Troublemaker
    "Industrial Revolution": 1,  # a Dilemma: a Resource in the card data
}

DECK_TEXT = f"""Name: Blue Rush
# Canterlot Nights blue, for a Core event

Mane Character
1x {MANE}

Problem Deck (10)
{chr(10).join(f"{n}x {name}" for name, n in PROBLEMS.items())}

Draw Deck (47)
{chr(10).join(f"{n}x {name}" for name, n in DRAW.items())}
"""


@pytest.fixture
def blue_text() -> str:
    return DECK_TEXT


@pytest.fixture
def blue_deck(catalog) -> Deck:
    resolved = resolve(read_deck_list(DECK_TEXT, "blue.txt"), catalog)
    assert resolved.problems == []
    return resolved.deck


@pytest.fixture
def sixty_line_text() -> str:
    """A list of 61 lines, 58 of them one copy of a card each, as some players write them."""
    lines = ["Mane Character", f"1 {MANE}", "Problems"]
    lines += [name for name, n in PROBLEMS.items() for _ in range(n)]
    lines += ["Draw deck"]
    lines += [name for name, n in DRAW.items() for _ in range(n)]
    return "\n".join(lines)
