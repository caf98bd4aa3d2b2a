"""`tourney cards import|search` as scripts use them."""

from __future__ import annotations

import json

from tests.conftest import OCTGN_DIR
from tourney.cli import main


def test_import_prints_counts_per_set_and_the_repair_report(tmp_path, capsys):
    db = str(tmp_path / "t.db")
    assert main(["cards", "import", str(OCTGN_DIR), "--db", db]) == 0
    out = capsys.readouterr().out
    assert "PR   Premiere" in out and "213" in out
    assert "Repaired (" in out and "EO203" in out
    assert main(["cards", "search", "magicl mailbx", "--json", "--db", db]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found[0]["name"] == "Magical Mailbox" and found[0]["number"] == "CG136"


def test_search_before_import_says_what_to_do(tmp_path, capsys):
    assert main(["--db", str(tmp_path / "empty.db"), "cards", "search", "pinkie"]) == 2
    assert "tourney cards import" in capsys.readouterr().err


def test_import_of_a_wrong_folder_exits_2_without_traceback(tmp_path, capsys):
    assert main(["cards", "import", str(tmp_path), "--db", str(tmp_path / "t.db")]) == 2
    err = capsys.readouterr().err
    assert "no OCTGN MLP CCG set files" in err and "Traceback" not in err


def test_ctrl_c_during_an_import_exits_130_and_leaves_the_database_unchanged(
    tmp_path, capsys, monkeypatch
):
    import signal

    from tests.conftest import card_database_state
    from tourney.cards import store
    from tourney.db.database import open_database

    db = tmp_path / "t.db"
    engine = open_database(db)
    empty = card_database_state(engine)
    stored = []
    store_set = store.set_to_dict

    def press_ctrl_c_while_storing_the_second_set(card_set):
        stored.append(card_set.code)
        if len(stored) == 2:
            signal.raise_signal(signal.SIGINT)
        return store_set(card_set)

    monkeypatch.setattr(store, "set_to_dict", press_ctrl_c_while_storing_the_second_set)
    handler = signal.getsignal(signal.SIGINT)
    assert main(["cards", "import", str(OCTGN_DIR), "--db", str(db)]) == 130
    err = capsys.readouterr().err
    assert "import interrupted: nothing was changed" in err and "Traceback" not in err
    assert len(stored) == 2  # stopped before the next set
    assert card_database_state(engine) == empty
    assert signal.getsignal(signal.SIGINT) is handler


def test_coverage_reports_the_card_database_set_by_set(card_db, capsys):
    assert main(["cards", "coverage", "--set", "CN", "--json", "--db", card_db]) == 0
    [cn] = json.loads(capsys.readouterr().out)
    assert cn["set"] == "CN" and cn["counts"]["cards"] == 212  # CN0-CN203 and 8 promos
    assert cn["counts"]["not handled"] == 0
    assert cn["counts"]["automated"] + cn["counts"]["manual"] == cn["counts"]["with text"]
    cn12 = next(c for c in cn["cards"] if c["id"] == "CN12")  # the tests that name it
    assert cn12["kind"] == "automated" and cn12["reasons"] == []
    assert any("::test_CN12_" in name for name in cn12["tests"])
    assert main(["cards", "coverage", "--set", "XY", "--db", card_db]) == 2
    assert "--set XY: no card of that set" in capsys.readouterr().err
