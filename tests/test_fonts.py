"""Finding the CJK fallback font on the system (it is too large to ship) and printing without it."""

from __future__ import annotations

import pytest

from tourney import fonts


@pytest.fixture
def fresh_lookup():
    fonts.cjk_fallback_font.cache_clear()
    yield
    fonts.cjk_fallback_font.cache_clear()


def test_tourney_cjk_font_names_the_file_to_use(fresh_lookup, monkeypatch, tmp_path):
    chosen = tmp_path / "MyCJK.ttf"
    chosen.write_bytes(b"")
    monkeypatch.setenv("TOURNEY_CJK_FONT", str(chosen))
    assert fonts.cjk_fallback_font() == chosen


def test_without_any_fallback_font_the_lookup_says_none(fresh_lookup, monkeypatch, tmp_path):
    monkeypatch.setenv("TOURNEY_CJK_FONT", str(tmp_path / "missing.ttf"))
    monkeypatch.setattr(fonts, "load_toml", lambda *parts: {"cjk": [str(tmp_path / "no.ttf")]})
    assert fonts.cjk_fallback_font() is None


def test_the_debian_fallback_is_found_where_ci_installs_it(fresh_lookup, monkeypatch):
    monkeypatch.delenv("TOURNEY_CJK_FONT", raising=False)
    found = fonts.cjk_fallback_font()
    if found is None:
        pytest.skip("no CJK font on this machine (apt-get install fonts-droid-fallback)")
    assert found.suffix == ".ttf" and found.is_file()


def test_printouts_keep_cjk_text_as_one_dejavu_run_without_a_fallback(monkeypatch):
    from tourney.printing import fonts as printing_fonts

    monkeypatch.setattr(printing_fonts, "_fallbacks", lambda: ())
    assert printing_fonts.runs("佐藤 花子") == [("佐藤 花子", None)]
    assert printing_fonts.markup("佐藤 <b>") == "佐藤 &lt;b&gt;"


def test_printouts_draw_cjk_letters_in_the_system_fallback():
    from tourney.printing import fonts as printing_fonts

    if fonts.cjk_fallback_font() is None:
        pytest.skip("no CJK font on this machine (apt-get install fonts-droid-fallback)")
    assert printing_fonts.runs("Zoë 佐藤 花子") == [("Zoë ", None), ("佐藤 花子", "CJKFallback")]


def test_printouts_draw_korean_in_the_hangul_fallback_when_the_cjk_one_lacks_it():
    from tourney.printing import fonts as printing_fonts

    if fonts.hangul_fallback_font() is None or fonts.cjk_fallback_font() is None:
        pytest.skip("no Hangul or CJK font on this machine (apt-get install fonts-nanum)")
    runs = printing_fonts.runs("김민준 王小明")
    assert runs[0] == ("김민준 ", "HangulFallback") and runs[-1][1] == "CJKFallback"


def test_arabic_is_shaped_and_right_to_left_text_put_in_drawing_order():
    from tourney.printing import fonts as printing_fonts

    # Hebrew letters reversed for drawing left to right; the Latin part keeps its order.
    assert printing_fonts.visual("Yael יעל") == "Yael לעי"
    shaped = printing_fonts.visual("محمد عبد الله")
    assert all("\ufe70" <= c <= "\ufeff" or c == " " for c in shaped)  # presentation forms
    assert printing_fonts.covers(shaped)  # every glyph in DejaVu (no Allah ligature)
    assert printing_fonts.visual("Pinkie Pie") == "Pinkie Pie"
    # The printouts run left to right: a seed or points stay where an LTR reader expects them.
    assert printing_fonts.visual("יעל כהן-לוי (6)") == "יול-ןהכ לעי (6)"
    assert printing_fonts.visual("(2) יעל") == "(2) לעי"
