"""Work off the GUI thread: results, failures, progress and cancel arrive on the GUI thread."""

from __future__ import annotations

import threading

import pytest

from tourney.gui.tasks import TaskControl, run_task, run_with_progress


def test_result_arrives_on_the_gui_thread_after_progress(qtbot):
    gui_thread = threading.get_ident()
    seen: list[tuple] = []

    def work(control: TaskControl) -> int:
        assert threading.get_ident() != gui_thread
        for i in range(3):
            control.progress(i, 3, f"step {i}")
        return 42

    task = run_task(work)
    task.progressed.connect(lambda *args: seen.append((threading.get_ident(), args)))
    with qtbot.waitSignal(task.finished, timeout=5000):
        pass
    assert task.result == 42
    assert [args for _, args in seen] == [(0, 3, "step 0"), (1, 3, "step 1"), (2, 3, "step 2")]
    assert {thread for thread, _ in seen} == {gui_thread}


def test_a_failure_reports_the_error_and_where_it_came_from(qtbot):
    def work(control: TaskControl) -> None:
        raise ValueError("Sets/ is missing in /nowhere")

    task = run_task(work)
    with qtbot.waitSignal(task.failed, timeout=5000) as failed:
        pass
    assert str(failed.args[0]) == "Sets/ is missing in /nowhere"
    assert "ValueError" in task.traceback_text
    assert task.result is None and not task.running


def test_cancel_stops_the_work_at_its_next_check(qtbot):
    started = threading.Event()
    release = threading.Event()
    steps: list[int] = []

    def work(control: TaskControl) -> None:
        started.set()
        release.wait(5)
        for i in range(1000):
            control.check_cancelled()
            steps.append(i)

    task = run_task(work)
    assert started.wait(5)
    task.cancel()
    release.set()
    with qtbot.waitSignal(task.cancelled, timeout=5000):
        pass
    assert steps == []
    assert task.error is None


def test_progress_dialog_follows_the_task_and_cancels_it(qtbot):
    release = threading.Event()

    def work(control: TaskControl) -> str:
        control.progress(1, 4, "reading set 1 of 4")
        release.wait(5)
        control.check_cancelled()
        return "done"

    task = run_with_progress(None, "Importing", work)
    dialog = task.progress_dialog
    qtbot.waitUntil(lambda: dialog.labelText() == "reading set 1 of 4", timeout=5000)
    assert dialog.maximum() == 4 and dialog.value() == 1
    from PySide6.QtWidgets import QPushButton

    dialog.findChild(QPushButton).click()  # the dialog's Cancel button
    release.set()
    with qtbot.waitSignal(task.finished, timeout=5000):
        pass
    assert task.cancel_requested
    assert task.result is None


@pytest.mark.parametrize("value", [0, "text", None])
def test_any_result_value_is_passed_through(qtbot, value):
    task = run_task(lambda control: value)
    with qtbot.waitSignal(task.succeeded, timeout=5000) as done:
        pass
    assert done.args == [value]


def test_the_cycle_collector_is_off_while_work_runs_and_back_on_after(qtbot):
    """A collection started by a worker's allocation could finalize a window's Qt objects from
    the wrong thread; while a task runs, no automatic collection happens anywhere."""
    import gc

    assert gc.isenabled()
    release = threading.Event()
    during: list[bool] = []

    def work(control: TaskControl) -> None:
        release.wait(5)
        during.append(gc.isenabled())

    task = run_task(work)
    assert not gc.isenabled()
    release.set()
    with qtbot.waitSignal(task.finished, timeout=5000):
        pass
    assert during == [False]
    assert gc.isenabled()
    assert not task._thread.is_alive()  # joined on the GUI thread before the task was let go
