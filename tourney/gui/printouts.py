"""Print buttons for every screen: ask where to save, render the PDF with
``tourney.printing.render`` off the GUI thread, then open it with the system's PDF viewer."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton, QWidget

from tourney.gui.context import AppContext
from tourney.gui.tasks import Task, TaskControl, run_task
from tourney.gui.widgets import MessageLine


def print_document(
    parent: QWidget,
    ctx: AppContext,
    message: MessageLine,
    document: str,
    *,
    round_number: int | None = None,
    path: Path | None = None,
    open_when_done: bool = True,
    **options: Any,
) -> Task | None:
    """Write ``document`` for the open event as a PDF. Asks where to save unless ``path`` is
    given; printing only reads, so nothing in the event changes."""
    from tourney.printing import render  # reportlab loads only when a printout is asked for

    if path is None:
        name = f"{document}{'-round-' + str(round_number) if round_number else ''}.pdf"
        chosen, _ = QFileDialog.getSaveFileName(parent, "Save the printout", name, "PDF (*.pdf)")
        if not chosen:
            return None
        path = Path(chosen)
    page_size = ctx.settings.page_size
    target = path

    def work(control: TaskControl) -> Path:
        control.progress(0, 0, f"Writing {target.name}…")
        with ctx.session() as session:
            pdf = render(
                document,
                session,
                ctx.event(session),
                round_number=round_number,
                page_size=page_size,
                **options,
            )
        target.write_bytes(pdf)
        return target

    message.say(f"Writing {target.name}…", "muted")
    task = run_task(work, title="Printing")

    def done(written: Path) -> None:
        message.say(f"Saved {written}", "good")
        if open_when_done:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(written)))

    task.succeeded.connect(done)
    task.failed.connect(message.refuse)
    return task


def print_button(
    parent: QWidget, entries: list[tuple[str, Callable[[], object]]], shortcut: str = "Ctrl+P"
) -> QPushButton:
    """A "Print…" button: one printout, or a menu of them."""
    button = QPushButton("Print…", parent)
    button.setToolTip(f"Save a printout as PDF ({shortcut})")
    if len(entries) == 1:
        button.clicked.connect(lambda _checked=False: entries[0][1]())
        button.setShortcut(shortcut)
    else:
        menu = QMenu(button)
        for text, action in entries:
            menu.addAction(text, action)
        button.setMenu(menu)
        button.setShortcut(shortcut)
    return button
