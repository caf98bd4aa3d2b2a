"""Names in alphabetical order as a reader looks them up: accents aside first, whatever the
computer's locale (Élodie among the E's, not after Zoë)."""

from __future__ import annotations

from tourney.collation import collation_key


def test_accented_names_sort_with_their_letter_not_after_z():
    names = ["Zoë Łucja", "Élodie Martin", "anna", "Émile", "elodie Martin", "Ängel", "Zack"]
    assert sorted(names, key=collation_key) == [
        "Ängel",
        "anna",
        "elodie Martin",
        "Élodie Martin",
        "Émile",
        "Zack",
        "Zoë Łucja",
    ]


def test_case_and_spacing_do_not_change_the_order():
    assert collation_key("Pinkie  Pie") == collation_key("pinkie pie")
    assert sorted(["b", "A", "a"], key=collation_key) == ["A", "a", "b"]

