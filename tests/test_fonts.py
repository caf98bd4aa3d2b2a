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

    monkeypatch.setattr(printing_fonts, "_fallback_font", lambda: None)
    assert printing_fonts.runs("佐藤 花子") == [("佐藤 花子", None)]
    assert printing_fonts.markup("佐藤 <b>") == "佐藤 &lt;b&gt;"


def test_printouts_draw_cjk_letters_in_the_system_fallback():
    from tourney.printing import fonts as printing_fonts

    if fonts.cjk_fallback_font() is None:
        pytest.skip("no CJK font on this machine (apt-get install fonts-droid-fallback)")
    assert printing_fonts.runs("Zoë 佐藤 花子") == [("Zoë ", None), ("佐藤 花子", "CJKFallback")]
