"""Cold start of the desktop app: process start until the main window is shown with the event
list loaded, on a database with the real cards imported and the demo event stored.

    uv run python bench/gui_start.py [--runs 5] [--cards OCTGN_FOLDER]

Each run is a fresh Python process that starts the app the way ``tourney`` does
(``tourney.cli.main`` with ``--db``), offscreen; the process reports when the window has been
shown and the event loop has run once, then quits. Goal: under 1.5 s (issue 4).
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
GOAL_SECONDS = 1.5

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


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cards", type=Path, default=SHARED / "cards" / "octgn-mlpccg")
    args = parser.parse_args()
    print(f"load average now: {', '.join(f'{n:.2f}' for n in os.getloadavg())}")
    with tempfile.TemporaryDirectory(prefix="tourney-bench-") as temp:
        db = Path(temp) / "bench.db"
        prepare(db, args.cards)
        settings = Path(temp) / "config"
        for label, pycache in (
            ("with compiled bytecode (as installed)", Path(temp) / "pycache"),
            ("without bytecode (PYTHONDONTWRITEBYTECODE: every module compiled)", None),
        ):
            run_once(db, settings, pycache)  # compiles the bytecode, warms the file cache
            times, cpus = [], []
            for n in range(1, args.runs + 1):
                elapsed, cards, cpu, report = run_once(db, settings, pycache)
                times.append(elapsed)
                cpus.append(cpu)
                print(
                    f"  run {n}: window usable {elapsed:.3f} s, cards loaded {cards:.3f} s, "
                    f"CPU {cpu:.3f} s ({report})"
                )
            print(
                f"cold start {label}, {len(times)} runs: median "
                f"{statistics.median(times):.3f} s, best {min(times):.3f} s, worst "
                f"{max(times):.3f} s; median CPU {statistics.median(cpus):.3f} s "
                f"(goal < {GOAL_SECONDS} s)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
