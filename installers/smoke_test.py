"""Smoke test of a built Tourney (the frozen program, not the source tree).

    uv run python installers/smoke_test.py [dist/tourney] [--cards ../shared/cards/octgn-mlpccg]

Runs the built ``tourney`` in a temporary folder with no Python on its PATH and a clean
settings and data folder: ``--version`` (pyproject's), the card import, a small event created,
started and paired, a deck list checked against the bundled formats, pairings and standings
printed as PDF, the window opened offscreen and closed, and a database made by the previous
release's migrations (``installers/fixtures/previous-release.sql``) opened and upgraded to the
newest bundled migration. Exits 1 naming the first step that failed.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("TOURNEY_SHARED", REPO.parent / "shared"))
FIXTURE = REPO / "installers" / "fixtures" / "previous-release.sql"
EVENT = "Smoke Test Open"
PLAYERS = ["Twilight Sparkle", "Rainbow Dash", "Fluttershy", "Rarity", "Applejack", "Pinkie Pie",
           "Spike", "Starlight Glimmer"]  # fmt: skip


class SmokeFailure(Exception):
    pass


class Built:
    """The built program, run in ``home`` with nothing of the source tree or Python around."""

    def __init__(self, program: Path, home: Path) -> None:
        self.program = program
        self.home = home
        self.env = {
            "PATH": "/usr/bin:/bin",  # no Python from a virtual environment
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "APPDATA": str(home / "config"),
            "LOCALAPPDATA": str(home / "data"),
            "QT_QPA_PLATFORM": "offscreen",
            "LANG": "C.UTF-8",
        }
        if os.name == "nt":  # Windows programs need SYSTEMROOT
            root = os.environ.get("SYSTEMROOT", r"C:\Windows")
            self.env.update(SYSTEMROOT=root, PATH=str(Path(root) / "System32"))

    def run(self, *argv: str | Path, env: dict[str, str] | None = None) -> str:
        command = [str(self.program), *map(str, argv)]
        done = subprocess.run(
            command,
            cwd=self.home,
            env={**self.env, **(env or {})},
            capture_output=True,
            text=True,
            timeout=300,
        )
        if done.returncode != 0:
            raise SmokeFailure(
                f"`tourney {' '.join(map(str, argv))}` exited {done.returncode}:\n"
                f"{done.stdout[-2000:]}{done.stderr[-4000:]}"
            )
        return done.stdout


def expect(condition: bool, what: str, output: str = "") -> None:
    if not condition:
        raise SmokeFailure(f"{what}\n{output[-2000:]}")


def newest_migration() -> str:
    """The head revision of the migrations the build bundled (the source tree's)."""
    sys.path.insert(0, str(REPO))
    from tourney.db.database import head_revision

    return head_revision()


def steps(app: Built, cards: Path) -> list[tuple[str, object]]:
    db = app.home / "smoke.db"
    pdfs = app.home / "pdfs"
    pdfs.mkdir()

    def version() -> None:
        with (REPO / "pyproject.toml").open("rb") as handle:
            expected = tomllib.load(handle)["project"]["version"]
        out = app.run("--version")
        expect(out.strip() == f"tourney {expected}", f"--version is not {expected}", out)

    def import_cards() -> None:
        out = app.run("--db", db, "cards", "import", cards)
        expect("Imported" in out, "the card import reported nothing", out)
        out = app.run("--db", db, "cards", "search", "Twilight Sparkle", "--limit", "1")
        expect("Twilight" in out, "card search found no Twilight Sparkle", out)

    def event_and_pairing() -> None:
        app.run("--db", db, "event", "create", EVENT, "--date", "2026-01-10", "--tier", "1",
                "--format", "harmony", "--head-judge", "Hazel Head", "--seed", "5")  # fmt: skip
        app.run("--db", db, "player", "add", EVENT, *PLAYERS)
        app.run("--db", db, "event", "start", EVENT)
        out = app.run("--db", db, "round", "pair", EVENT)
        tables = [line for line in out.splitlines() if any(p in line for p in PLAYERS)]
        expect(len(tables) == 4, "round 1 of 8 players is not 4 tables", out)

    def deck_check() -> None:
        out = app.run(
            "--db", db, "deck", "check", REPO / "tests" / "data" / "legal-harmony-deck.txt",
            "--format", "harmony", "--date", "2017-06-01",
        )  # fmt: skip
        expect("LEGAL" in out and "NOT LEGAL" not in out, "the legal deck was refused", out)

    def print_pdfs() -> None:
        for document in ("pairings", "standings"):
            out = pdfs / f"{document}.pdf"
            app.run("--db", db, "print", document, EVENT, "--out", out)
            data = out.read_bytes() if out.exists() else b""
            expect(data.startswith(b"%PDF") and len(data) > 1000, f"{document}.pdf is no PDF")

    def window() -> None:
        out = app.run("--db", db, env={"TOURNEY_QUIT_WHEN_SHOWN": "1"})
        expect("window shown" in out and EVENT in out, "the window did not show the event", out)

    def previous_release() -> None:
        old = app.home / "previous-release.db"
        with sqlite3.connect(old) as connection:
            connection.executescript(FIXTURE.read_text(encoding="utf-8"))
        connection.close()
        out = app.run("--db", old, "event", "show", "Cloudsdale Regional")
        expect("Rainbow Dash" in out and "Fluttershy" in out, "the old event lost players", out)
        with sqlite3.connect(old) as connection:
            (revision,) = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        connection.close()
        expect(revision == newest_migration(), f"upgraded only to {revision}")

    return [
        ("--version", version),
        ("import the cards", import_cards),
        ("create and pair an event", event_and_pairing),
        ("check a deck list", deck_check),
        ("print PDFs", print_pdfs),
        ("open the window offscreen and close it", window),
        ("open a database of the previous release", previous_release),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", type=Path, nargs="?", default=REPO / "dist" / "tourney")
    parser.add_argument("--cards", type=Path, default=SHARED / "cards" / "octgn-mlpccg")
    args = parser.parse_args()
    program = args.build / ("tourney.exe" if os.name == "nt" else "tourney")
    if not program.exists():
        print(f"smoke test: no built program at {program} (run installers/build.py)")
        return 2
    with tempfile.TemporaryDirectory(prefix="tourney-smoke-") as temp:
        app = Built(program.resolve(), Path(temp))
        for name, step in steps(app, args.cards.resolve()):
            started = time.perf_counter()
            try:
                step()
            except (SmokeFailure, subprocess.TimeoutExpired) as error:
                print(f"smoke test FAILED at {name}: {error}")
                return 1
            print(f"  ok  {name} ({time.perf_counter() - started:.1f} s)", flush=True)
    print(f"smoke test passed: {program}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
