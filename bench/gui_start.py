"""Cold start of the desktop app: process start until the main window is shown with the event
list loaded, on a database with the real cards imported and the demo event stored.

    uv run python bench/gui_start.py [--runs 5] [--cards OCTGN_FOLDER] [--app dist/tourney/tourney]

Each run is a fresh process started as a user starts it, offscreen, with
``TOURNEY_QUIT_WHEN_SHOWN=1``: the app prints a line once the window is shown with its event
list and the event loop has run, then quits. Timed: ``uv run tourney`` from the source tree,
the ``tourney`` script of this environment, and the installed build (``--app``; by default
``dist/tourney/tourney`` when installers/build.py has made it). A last row runs the app in this
Python with a hook that also waits for the card catalogue, loaded after the window is up.
Goal: the window usable under 1.0 s.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("TOURNEY_SHARED", REPO.parent / "shared"))
GOAL_SECONDS = 1.0
BUILT = REPO / "dist" / "tourney" / "tourney"

CHILD = r"""
import sys, time
started = time.perf_counter()
from tourney.gui import main_window

shown = main_window.MainWindow.show

def show(self):
    shown(self)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def ready():
        print(f"READY {time.perf_counter() - started:.3f} events={self.events.count()} "
              f"cards={self.cards_label.text()!r}", flush=True)
        if self.ctx.catalog is not None:
            QApplication.quit()

    def cards():
        print(f"CARDS {time.perf_counter() - started:.3f}", flush=True)
        QApplication.quit()

    self.ctx.catalog_changed.connect(lambda: QTimer.singleShot(0, cards))
    QTimer.singleShot(0, ready)

main_window.MainWindow.show = show
from tourney.cli import main
sys.exit(main(["--db", sys.argv[1]]))
"""


def prepare(db: Path, cards: Path) -> None:
    from sqlalchemy.orm import Session

    from tourney.cards.store import import_cards, load_catalog
    from tourney.db.database import open_database
    from tourney.demo import build_demo_event

    engine = open_database(db)
    import_cards(engine, cards)
    with Session(engine) as session:
        build_demo_event(session, load_catalog(engine))
        session.commit()
    engine.dispose()


def run_once(db: Path, settings: Path, pycache: Path | None) -> tuple[float, float, float, str]:
    """Seconds to a usable window, to the card catalogue loaded, CPU seconds; the report."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(settings))
    if pycache is not None:
        # An installed app has its bytecode compiled; keep this run's in a temporary folder.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    cpu_before = _children_cpu()
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=REPO,
    )
    assert process.stdout is not None
    window = cards = None
    report = ""
    for line in process.stdout:
        if line.startswith("READY"):
            window = time.perf_counter() - started
            report = line.strip()
        elif line.startswith("CARDS"):
            cards = time.perf_counter() - started
    process.wait(timeout=30)
    if window is None:
        raise RuntimeError(f"the app exited ({process.returncode}) without showing its window")
    return window, cards if cards is not None else window, _children_cpu() - cpu_before, report


def run_command(command: list[str], db: Path, settings: Path) -> tuple[float, float, str]:
    """Seconds to the window shown by ``command --db DB``, the app's CPU seconds until then
    (as it reports them), the app's line."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(settings),
        TOURNEY_QUIT_WHEN_SHOWN="1",
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    started = time.perf_counter()
    process = subprocess.Popen(
        [*command, "--db", str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=REPO,
    )
    assert process.stdout is not None
    shown = None
    report = ""
    for line in process.stdout:
        if line.startswith("window shown") and shown is None:
            shown = time.perf_counter() - started
            report = line.strip()
    process.wait(timeout=60)
    if shown is None:
        raise RuntimeError(f"{command[0]} exited ({process.returncode}) without its window")
    return shown, float(report.rpartition("CPU ")[2].split()[0]), report


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cards", type=Path, default=SHARED / "cards" / "octgn-mlpccg")
    parser.add_argument("--app", type=Path, help="the installed program to time")
    args = parser.parse_args()
    print(f"load average now: {', '.join(f'{n:.2f}' for n in os.getloadavg())}")
    with tempfile.TemporaryDirectory(prefix="tourney-bench-") as temp:
        db = Path(temp) / "bench.db"
        prepare(db, args.cards)
        settings = Path(temp) / "config"
        commands = [
            ("uv run tourney (source tree)", ["uv", "run", "--quiet", "tourney"]),
            ("tourney script of this environment", [str(Path(sys.executable).parent / "tourney")]),
        ]
        app = args.app or (BUILT if BUILT.exists() else None)
        if app is not None:
            commands.append((f"installed build {app}", [str(app)]))
        else:
            print("(no installed build: installers/build.py makes dist/tourney/tourney)")
        summary = []
        for label, command in commands:
            run_command(command, db, settings)  # warms the file cache, compiles the bytecode
            times, cpus = [], []
            for _ in range(args.runs):
                shown, cpu, report = run_command(command, db, settings)
                times.append(shown)
                cpus.append(cpu)
            summary.append((label, times, cpus, report))
        pycache = Path(temp) / "pycache"
        run_once(db, settings, pycache)
        hooked = [run_once(db, settings, pycache) for _ in range(args.runs)]
        print(f"\nWindow usable (event list shown), cold start, {args.runs} runs each:")
        print(f"{'how':<48} {'median s':>8} {'best s':>6} {'worst s':>7} {'CPU s':>6}")
        for label, times, cpus, _ in summary:
            verdict = "ok" if statistics.median(times) < GOAL_SECONDS else "SLOW"
            print(
                f"{label:<48} {statistics.median(times):>8.3f} {min(times):>6.3f} "
                f"{max(times):>7.3f} {statistics.median(cpus):>6.3f}  {verdict}"
            )
        times, cards, cpus = ([h[i] for h in hooked] for i in range(3))
        print(
            f"{'in-process hook (python -c)':<48} {statistics.median(times):>8.3f} "
            f"{min(times):>6.3f} {max(times):>7.3f} {statistics.median(cpus):>6.3f}"
            f"  cards loaded {statistics.median(cards):.3f} s"
        )
        print(f"goal: < {GOAL_SECONDS} s; the app said: {summary[-1][3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
