"""Where the database lives: --db, then $TOURNEY_DB, then the platform's data folder."""

from __future__ import annotations

from tourney.cli import main
from tourney.paths import DB_ENV, default_database


def test_environment_variable_overrides_the_platform_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv(DB_ENV, raising=False)
    assert default_database().endswith("tourney.db") and "Tourney" in default_database()
    monkeypatch.setenv(DB_ENV, str(tmp_path / "from-env.db"))
    assert default_database() == str(tmp_path / "from-env.db")


def test_db_option_wins_over_the_environment(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv(DB_ENV, str(tmp_path / "from-env.db"))
    main(["cards", "search", "pinkie", "--db", str(tmp_path / "from-option.db")])
    assert (tmp_path / "from-option.db").exists()
    assert not (tmp_path / "from-env.db").exists()
    main(["cards", "search", "pinkie"])
    assert (tmp_path / "from-env.db").exists()
