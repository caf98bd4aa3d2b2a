"""``python -m engine.coverage``: every tournament card automated (with a test naming it) or
manual with its reason, and the report a judge or a developer reads."""

from __future__ import annotations

import json

import pytest

from engine import scripts
from engine.cards import BoostedSide, CardDefinition, CardPool, CardType, Keyword
from engine.coverage import (
    NOT_SCRIPTED,
    card_coverage,
    covering_tests,
    main,
    pool_coverage,
    report,
    set_code,
)
from engine.scripts.vocabulary import MAIN, Draw, Manual, Play, card, manual


@pytest.fixture(scope="module")
def tournament_pool(octgn_data) -> CardPool:  # type: ignore[no-untyped-def]
    from tourney.cards.engine_pool import engine_pool

    return engine_pool(octgn_data.cards)


def test_every_tournament_card_is_automated_and_tested_or_manual_with_its_reason(
    tournament_pool,
):
    sets = pool_coverage(tournament_pool, covering_tests())
    cards = [c for s in sets for c in s.cards]
    assert len(cards) == len(tournament_pool)
    assert [(c.id, c.reasons) for c in cards if c.kind == "not handled"] == []
    assert [c.id for s in sets for c in s.untested] == []
    assert all(c.reasons for c in cards if c.kind == "manual")
    # what the scripted sets automate is tested by name; the rest waits for its set
    assert {s.code for s in sets if s.of("automated")} >= set(scripts.SCRIPTED_SETS)
    # the sets outside SCRIPTED_SETS (while some are): their unscripted cards wait for their
    # set, their marked ones say why
    waiting = [s for s in sets if s.code not in scripts.SCRIPTED_SETS]
    for s in waiting:
        for c in s.of("manual"):
            assert (c.reasons == (NOT_SCRIPTED,)) == (scripts.script_for(c.id) is None), c.id


def test_the_reasons_of_manual_cards_come_from_their_scripts(tournament_pool, monkeypatch):
    # a card marked manual with its reason (every real card is scripted or marked by now)
    monkeypatch.setitem(scripts.SCRIPTS, "PR197", manual(reason="no such trigger (701.3)"))
    pr197 = card_coverage(tournament_pool["PR197"])
    assert pr197.kind == "manual" and pr197.reasons == ("no such trigger (701.3)",)
    start = scripts.SCRIPTS["CG1"].abilities  # a Mane whose Boosted side only is manual
    monkeypatch.setitem(
        scripts.SCRIPTS, "CG1", card(*start, boosted=(Manual(reason="no such replacement"),))
    )
    cg1 = card_coverage(tournament_pool["CG1"])
    assert cg1.kind == "manual" and cg1.reasons == ("(Boosted) no such replacement",)


def test_promos_count_with_the_set_they_name():
    assert [set_code(i) for i in ("PR12", "CNpf3", "CNf2", "CG00", "GF7")] == [
        "PR",
        "CN",
        "CN",
        "CG",
        "GF",
    ]


def friend(card_id: str, text: tuple[str, ...] = (), **fields: object) -> CardDefinition:
    return CardDefinition(card_id, card_id, CardType.FRIEND, cost=1, power=1, text=text, **fields)  # type: ignore[arg-type]


@pytest.fixture
def made_up(monkeypatch):  # type: ignore[no-untyped-def]
    """Made-up cards of a scripted set (PR) and an unscripted one (ZZ), with scripts."""
    draw = card(Play(MAIN, (Draw(1),)))
    monkeypatch.setitem(scripts.SCRIPTS, "PR900", draw)
    monkeypatch.setitem(scripts.SCRIPTS, "PR902", manual())
    monkeypatch.setitem(scripts.SCRIPTS, "PR903", card(Manual(reason="no such verb")))
    return CardPool(
        [
            friend("PR900", ("Main Phase: Draw a card.",)),
            friend("PR901", ("Main Phase: Draw a card.",)),
            friend("PR902", ("Main Phase: Draw a card.",)),
            friend("PR903", ("Main Phase: Draw a card.",)),
            friend("PR904", keywords=(Keyword("Swift"),)),
            friend("PR905", keywords=(Keyword("Bouncy"),)),
            friend("PR906"),
            friend(
                "ZZ1",
                boosted=BoostedSide(2, (), text=("Your Friends get +1 power.",)),
            ),
        ]
    )


def test_each_card_is_automated_keywords_vanilla_manual_or_not_handled(made_up, tmp_path):
    (tmp_path / "test_made_up.py").write_text(
        "def test_PR900_draws():\n    assert 'PR900'\n\nUSED = ['PR901']\n"
    )
    [pr, zz] = pool_coverage(made_up, covering_tests(tmp_path))
    got = {c.id: (c.kind, c.reasons, c.tests) for c in pr.cards + zz.cards}
    assert got == {
        "PR900": ("automated", (), ("test_made_up.py::test_PR900_draws",)),
        "PR901": ("not handled", ("text with neither a script nor a manual mark",), ()),
        "PR902": ("not handled", ("a manual mark without its reason",), ()),
        "PR903": ("manual", ("no such verb",), ()),
        "PR904": ("keywords", (), ()),
        "PR905": ("manual", ("keyword Bouncy is not automated",), ()),
        "PR906": ("vanilla", (), ()),
        "ZZ1": ("manual", (NOT_SCRIPTED,), ()),
    }
    assert pr.with_text == 4 and zz.with_text == 1


def test_an_automated_card_no_test_names_is_untested(made_up, tmp_path):
    (tmp_path / "test_other.py").write_text("def test_PR9000():\n    pass\n")  # not PR900
    [pr, _] = pool_coverage(made_up, covering_tests(tmp_path))
    assert [c.id for c in pr.untested] == ["PR900"]
    assert "automated: PR900 PR900: NO TEST" in report(made_up, "PR", tests_dir=tmp_path)


def test_without_tests_beside_the_package_the_report_says_so(made_up, tmp_path):
    assert covering_tests(tmp_path / "missing") is None
    text = report(made_up, tests_dir=tmp_path / "missing")
    assert "automated: PR900 PR900: tests not found" in text
    assert text.endswith("(tests not found)")


def test_the_command_prints_counts_per_set_and_json(made_up, tmp_path, capsys):
    saved = tmp_path / "cards.json"
    made_up.save(saved)
    assert main(["--cards", str(saved)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("set  cards") and lines[0].endswith("manual not handled")
    assert lines[1].split() == ["PR", "7", "4", "1", "1", "1", "2", "2"]
    assert lines[3].split() == ["all", "8", "5", "1", "1", "1", "3", "2"]
    assert "manual: 1 cards with text: set not scripted yet" in lines
    assert main(["--cards", str(saved), "--set", "zz", "--json"]) == 0
    [zz] = json.loads(capsys.readouterr().out)
    assert zz["set"] == "ZZ" and zz["counts"]["manual"] == 1
    assert zz["cards"][0]["reasons"] == [NOT_SCRIPTED]


def test_the_command_refuses_an_unknown_set_or_a_bad_file_without_a_traceback(
    made_up, tmp_path, capsys
):
    saved = tmp_path / "cards.json"
    made_up.save(saved)
    assert main(["--cards", str(saved), "--set", "EO"]) == 2
    assert "--set EO: no card of that set in the pool (sets: PR, ZZ)" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text('[{"title": "x"}]')
    assert main(["--cards", str(tmp_path / "bad.json")]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "no 'id' field" in err and "Traceback" not in err


def test_the_command_without_cards_reports_on_the_cards_the_app_imported(
    card_db, tmp_path, monkeypatch, capsys
):
    # The installed app registers its imported cards as the engine's card pool provider
    # (pyproject.toml, entry points "engine.card_pools"): the engine imports no app code.
    monkeypatch.setenv("TOURNEY_DB", card_db)
    assert main(["--set", "CG"]) == 0
    first, second = capsys.readouterr().out.splitlines()[:2]
    assert first.startswith("set  cards") and second.split()[:4] == ["CG", "212", "206", "206"]

    monkeypatch.setenv("TOURNEY_DB", str(tmp_path / "empty.db"))
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "the database has no cards" in err and "tourney cards import" in err
    assert "--cards DEFS.json" in err and "Traceback" not in err
