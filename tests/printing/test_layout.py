"""The one rule every printout fits text by (``tourney.printing.layout.fit``): shrink to 8 pt,
then wrap at word boundaries, then shorten with "…" and give the full text elsewhere."""

from __future__ import annotations

from tourney.printing.fonts import BOLD, REGULAR, register_fonts, string_width
from tourney.printing.layout import MIN_SIZE, cell, collecting_shortened, fit

register_fonts()


def test_text_that_fits_keeps_its_size_and_a_little_too_long_shrinks():
    assert fit("Pinkie Pie", BOLD, 12, 200).size == 12
    name = "Alexandra Konstantinovna Rimsky-Korsakova"
    width = string_width(name, BOLD, 10.5)
    found = fit(name, BOLD, 12, width)
    assert found.lines == (name,) and found.size == 10.5 and not found.shortened


def test_text_too_long_at_8_pt_wraps_at_words_never_inside_one():
    name = "Bartholomew Maximilian Worthington-Fairweather the Third of Lower Canterlot"
    found = fit(name, REGULAR, 12, 120, max_lines=None)
    assert found.size == MIN_SIZE and len(found.lines) > 2
    assert " ".join(found.lines).replace("- ", "-") == name  # nothing lost
    for line in found.lines:
        assert string_width(line, REGULAR, MIN_SIZE) <= 120
        assert line.split()[-1] in name.replace("-", "- ").split() or line.endswith("-")


def test_a_word_wider_than_the_column_shrinks_further_then_is_shortened_and_reported():
    word = "Supercalifragilisticexpialidociousworthingtonshire"
    wall = fit(word, REGULAR, 14, string_width(word, REGULAR, 9), smallest=11)
    assert wall.size == 9 and wall.lines == (word,)  # below the wall's 11 pt rather than cut
    found = fit(word, REGULAR, 12, 60, max_lines=2)
    assert found.shortened and found.lines[-1].endswith("…") and found.size == MIN_SIZE
    with collecting_shortened() as shortened:
        cell(word, 60, 10)
        cell("Pinkie Pie", 200, 10)
    assert shortened == [word]


def test_at_most_the_lines_asked_for():
    name = "Ngozi Chukwuemeka-Okonkwo Adebayo Oluwaseun Fairweather-Worthington of Manehattan"
    found = fit(name, BOLD, 12, 100, max_lines=2)
    assert len(found.lines) == 2 and found.shortened and found.text == name
