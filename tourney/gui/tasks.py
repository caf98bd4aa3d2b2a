"""Running work off the GUI thread: the one way screens do anything that can take more than a
moment (card import, pairing a large event, writing a PDF).

``run_task(work)`` runs ``work(control)`` on a thread of its own and returns a ``Task`` whose
signals arrive on the GUI thread: ``progressed(done, total, message)``, then exactly one of
``succeeded(result)``, ``failed(error)`` or ``cancelled()``, then ``finished()``. The work
reports progress and honours cancel through its ``TaskControl``::

    def work(control: TaskControl) -> int:
        for i, item in enumerate(items):
            control.check_cancelled()
            control.progress(i, len(items), f"reading {item}")
        return len(items)

    task = run_task(work)
    task.succeeded.connect(show_count)

``run_with_progress(parent, title, work)`` does the same behind a modal progress dialog with a
Cancel button. The work function must not touch widgets; it gets what it needs as arguments and
opens its own database session.

Two rules keep Qt objects on the GUI thread, where Qt requires them to be destroyed:
- the worker never drops the last reference to a Qt object: the Task (kept in ``_RUNNING``)
  outlives its thread, which is joined on the GUI thread before the Task is let go;
- Python's cycle collector is off while any task runs (``_gc_paused``). A collection runs in
  whichever thread happens to allocate, and one that finalizes a window's objects from a worker,
  or while a worker is inside a C extension, crashes the process. It is switched back on, and
  run once on the GUI thread, when the last task ends.
"""

from __future__ import annotations

import gc
import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget


class TaskCancelled(Exception):
    """Raised by ``TaskControl.check_cancelled`` once the user has pressed Cancel."""


class TaskControl:
    """What the work function sees of its task: report progress, notice a cancel."""

    def __init__(self, relay: _Relay, cancel_flag: threading.Event) -> None:
        self._relay = relay
        self._cancel = cancel_flag

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check_cancelled(self) -> None:
        if self._cancel.is_set():
            raise TaskCancelled()

    def progress(self, done: int, total: int = 0, message: str = "") -> None:
        """``total`` 0 means the amount of work is not known (a busy indicator)."""
        self._relay.progressed.emit(done, total, message)


class _Relay(QObject):
    """Emitted from the worker thread; Qt queues the emissions to the Task on the GUI thread."""

    progressed = Signal(int, int, str)
    done = Signal(object, object, str)  # result, error, traceback text


class Task(QObject):
    progressed = Signal(int, int, str)
    succeeded = Signal(object)
    failed = Signal(object)  # the exception; ``traceback_text`` holds where it came from
    cancelled = Signal()
    finished = Signal()

    def __init__(self, title: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.running = True
        self.result: Any = None
        self.error: BaseException | None = None
        self.traceback_text = ""
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._relay = _Relay()
        self._relay.progressed.connect(self._on_progress, Qt.ConnectionType.QueuedConnection)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    def cancel(self) -> None:
        """Ask the work to stop; it stops at its next ``check_cancelled``."""
        self._cancel.set()

    @property
    def cancel_requested(self) -> bool:
        return self._cancel.is_set()

    def control(self) -> TaskControl:
        return TaskControl(self._relay, self._cancel)

    @Slot(int, int, str)
    def _on_progress(self, done: int, total: int, message: str) -> None:
        if self.running:
            self.progressed.emit(done, total, message)

    @Slot(object, object, str)
    def _on_done(self, result: object, error: object, trace: str) -> None:
        self.running = False
        if self._thread is not None:
            self._thread.join()  # it has emitted ``done``; its last references go here
        _finished(self)
        if isinstance(error, TaskCancelled):
            self.cancelled.emit()
        elif isinstance(error, BaseException):
            self.error = error
            self.traceback_text = trace
            self.failed.emit(error)
        else:
            self.result = result
            self.succeeded.emit(result)
        self.finished.emit()


def _run(work: Callable[[TaskControl], Any], control: TaskControl, relay: _Relay) -> None:
    try:
        result = work(control)
    except BaseException as error:  # noqa: BLE001 - every failure goes to the GUI thread
        relay.done.emit(None, error, traceback.format_exc())
    else:
        relay.done.emit(result, None, "")


# Tasks still running, so Python does not collect one before its signals arrive.
_RUNNING: set[Task] = set()
# Whether the cycle collector was on before the first of the running tasks started.
_gc_paused = {"was_enabled": False}


def _started(task: Task) -> None:
    if not _RUNNING:
        _gc_paused["was_enabled"] = gc.isenabled()
        gc.disable()
    _RUNNING.add(task)


def _finished(task: Task) -> None:
    _RUNNING.discard(task)
    if not _RUNNING and _gc_paused["was_enabled"]:
        gc.enable()
        gc.collect()


def run_task(work: Callable[[TaskControl], Any], *, title: str = "") -> Task:
    """Start ``work`` on a thread now; connect to the returned Task's signals."""
    task = Task(title)
    _started(task)
    thread = threading.Thread(
        target=_run, args=(work, task.control(), task._relay), name=title or "task", daemon=True
    )
    task._thread = thread
    thread.start()
    return task


def wait_for_tasks(timeout: float = 30.0) -> None:
    """Block until every running task's work has returned (its signals may still be queued):
    for quitting, when nothing should be cut off half-way."""
    for task in list(_RUNNING):
        if task._thread is not None:
            task._thread.join(timeout)


def run_with_progress(
    parent: QWidget | None,
    title: str,
    work: Callable[[TaskControl], Any],
    *,
    cancellable: bool = True,
) -> Task:
    """``run_task`` behind a modal progress dialog that closes when the work ends."""
    dialog = QProgressDialog(title, "Cancel" if cancellable else "", 0, 0, parent)
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(300)  # a task done in a blink shows no dialog at all
    dialog.setAutoReset(False)
    dialog.setAutoClose(False)
    if not cancellable:
        dialog.setCancelButton(None)
    task = run_task(work, title=title)
    task.progress_dialog = dialog  # type: ignore[attr-defined] - for screenshots and tests

    def progressed(done: int, total: int, message: str) -> None:
        dialog.setMaximum(max(total, 0))
        dialog.setValue(done if total else 0)
        if message:
            dialog.setLabelText(message)

    task.progressed.connect(progressed)
    dialog.canceled.connect(task.cancel)
    task.finished.connect(dialog.close)
    task.finished.connect(dialog.deleteLater)
    return task
