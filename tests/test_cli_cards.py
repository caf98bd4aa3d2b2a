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
