"""Opening a long record in the judge replay window: a seeded vanilla self-play game stopped
after 100 turns, saved, then opened from its file in the window (offscreen).

    uv run python bench/replay_open.py [--repeat 5]

Prints the median and slowest CPU time (ms) of: opening until the last step is shown (the
record opened on visit); the background check of every earlier step, a keyframe block per
idle slice; and, for comparison, opening as the window did before (every step replayed and
checked, then every step described, then drawn). Goal: the last step shown under 50 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import GameRecord, load_record, record_of  # noqa: E402
from engine.selfplay import play_random_game  # noqa: E402
from engine.vanilla import vanilla_pool  # noqa: E402
from tourney.db.database import open_database  # noqa: E402
from tourney.gui.context import AppContext  # noqa: E402
from tourney.gui.replay.workspace import ReplayWorkspace  # noqa: E402

GOAL_MS = 50.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5, help="runs of each timing")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    pool = vanilla_pool()
    game, result = play_random_game(pool, 0, turn_cap=99, check=False)
    text = record_of(game).to_json()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        path.write_text(text, encoding="utf-8")
        db = open_database(Path(folder) / "bench.db")
        workspace = ReplayWorkspace(AppContext(db, None), pool=pool)
        workspace.resize(1400, 900)
        workspace.show()
        opened, checked, before = [], [], []
        for _ in range(args.repeat):
            start = time.process_time()
            workspace.open_record_file(path)
            workspace.grab()  # drawn (visible timeline rows described), no background slice run
            opened.append(time.process_time() - start)
            start = time.process_time()
            while workspace.checking:
                app.processEvents()
            checked.append(time.process_time() - start)
            assert workspace.replay is not None, workspace.last_message
            start = time.process_time()
            eager = load_record(GameRecord.from_json(path.read_text(encoding="utf-8")), pool)
            workspace.start(eager, path.name)
            workspace.replay.all_labels(0)  # as labels_of(eager) did in Replay()
            workspace.grab()
            while workspace.checking:
                app.processEvents()
            before.append(time.process_time() - start)
        workspace.close()
        db.dispose()
    print(f"{result.turns}-turn vanilla game ({game.step} steps), CPU ms, median / slowest:")
    for name, times in (
        ("last step shown", opened),
        ("background check", checked),
        ("open as before", before),
    ):
        ms = [t * 1000 for t in times]
        print(f"  {name:<18} {statistics.median(ms):8.1f} / {max(ms):8.1f}")
    print(f"  goal: last step shown < {GOAL_MS:g} ms")


if __name__ == "__main__":
    main()
