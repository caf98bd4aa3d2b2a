"""Commands start fast because each imports what it uses: building the parser, --help,
--version and the commands that need no database leave SQLAlchemy, Qt and the card, deck and
printing modules unimported (measured by bench/cli_start.py)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("sqlalchemy", "alembic", "PySide6", "reportlab", "rapidfuzz", "tourney.db", "tourney.gui")

PROBE = """
import json, runpy, sys
sys.argv = ["tourney", *sys.argv[1:]]
try:
    runpy.run_module("tourney", run_name="__main__")
except SystemExit as exit:
    code = exit.code
heavy = sorted(m for m in sys.modules if m.split(".")[0] in {h.split(".")[0] for h in %r}
               and any(m == h or m.startswith(h + ".") for h in %r))
print("\\nLOADED " + json.dumps(heavy))
sys.exit(code)
"""


def loaded_after(*argv: str) -> tuple[int, list[str], str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE % (HEAVY, HEAVY), *argv], capture_output=True, text=True
    )
    line = next(x for x in done.stdout.splitlines() if x.startswith("LOADED "))
    return done.returncode, json.loads(line[len("LOADED ") :]), done.stdout


@pytest.mark.parametrize("argv", [("--help",), ("event", "--help"), ("swiss", "pair", "--help")])
def test_help_imports_no_database_gui_or_card_modules(argv: tuple[str, ...]) -> None:
    code, heavy, _ = loaded_after(*argv)
    assert code == 0
    assert heavy == []


def test_version_names_the_package_version() -> None:
    from importlib.metadata import version

    code, heavy, out = loaded_after("--version")
    assert code == 0
    assert out.splitlines()[0] == f"tourney {version('tourney')}"
    assert heavy == []


def test_swiss_pair_needs_no_database(tmp_path: Path) -> None:
    from tourney.swiss import Event, Player
    from tourney.swiss.trf import write_trf

    trf = tmp_path / "event.trf"
    event = Event(tuple(Player(i, f"Player {i}", seed=i) for i in range(1, 9)))
    trf.write_text(write_trf(event, total_rounds=3), encoding="utf-8")
    code, heavy, out = loaded_after("swiss", "pair", str(trf))
    assert code == 0
    assert out.splitlines()[0] == "4"  # four tables, in the bbpPairings format
    assert heavy == []


def _commands(parser: argparse.ArgumentParser) -> list[str]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return list(sub.choices)


def test_every_command_is_found_by_its_own_group_alone() -> None:
    from tourney.cli import COMMAND_GROUPS, build_parser, command_named

    every = _commands(build_parser())
    assert sorted(every) == sorted(COMMAND_GROUPS)
    for name in every:
        assert name in _commands(build_parser(name))
        assert command_named(["--db", "x.db", name, "--json"]) == name
    assert command_named(["--db", "swiss"]) == ""  # the app starts on a file named swiss
    assert command_named(["--help"]) is None
    assert command_named(["bogus"]) is None
