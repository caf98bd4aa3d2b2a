"""Exporting the open event to a file and importing one, as ``tourney event export|import``
do (``export_event_json``, ``import_event_json``). The file dialogs open in the user's
documents folder, the export named after the event; both run off the GUI thread."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tourney.events.errors import UnverifiedTrailError
from tourney.gui.context import AppContext
from tourney.gui.tasks import Task, TaskControl, run_task, run_with_progress
from tourney.gui.widgets import MessageLine
from tourney.paths import file_stem, user_documents_folder

EVENT_FILES = "Tourney event files (*.json);;All files (*)"


def export_path(event_name: str) -> Path:
    """Where the save dialog starts: the documents folder, a file named after the event."""
    return user_documents_folder() / f"{file_stem(event_name)}.json"


def export_event_file(
    parent: QWidget, ctx: AppContext, message: MessageLine, path: Path | None = None
) -> Task | None:
    """Write the open event (players, rounds, results, penalties, audit trail) as JSON; asks
    where unless ``path`` is given. Exporting only reads."""
    from tourney.events.transfer import export_event_json

    if path is None:
        with ctx.session() as session:
            name = ctx.event(session).name
        chosen, _ = QFileDialog.getSaveFileName(
            parent, "Export the event", str(export_path(name)), EVENT_FILES
        )
        if not chosen:
            return None
        path = Path(chosen)
    target = path
    catalog = ctx.catalog

    def work(control: TaskControl) -> Path:
        control.progress(0, 0, f"Writing {target.name}…")
        with ctx.session() as session:
            text = export_event_json(session, ctx.event(session), catalog)
        target.write_text(text, encoding="utf-8")
        return target

    message.say(f"Writing {target.name}…", "muted")
    task = run_task(work, title="Exporting the event")
    task.succeeded.connect(lambda written: message.say(f"Exported the event to {written}", "good"))
    task.failed.connect(message.refuse)
    return task


def choose_event_file(parent: QWidget) -> Path | None:
    chosen, _ = QFileDialog.getOpenFileName(
        parent, "Import an event", str(user_documents_folder()), EVENT_FILES
    )
    return Path(chosen) if chosen else None


class EventImport:
    """One import: reads the file, adds the event off the GUI thread, opens it on success.
    A file whose audit trail does not verify is refused first; the user may then import it
    marked unverified (the event says so from then on)."""

    def __init__(self, parent: QWidget, ctx: AppContext, message: MessageLine, path: Path):
        self.parent, self.ctx, self.message, self.path = parent, ctx, message, path
        self.task: Task | None = None
        self.confirm_box: QMessageBox | None = None
        self.imported_id: int | None = None

    def start(self, accept_unverified: bool = False) -> Task | None:
        from tourney.events.transfer import import_event_json

        path, ctx, catalog = self.path, self.ctx, self.ctx.catalog
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            self.message.say(f"Could not read {path}: {error}", "bad")
            return None

        def work(control: TaskControl) -> tuple[int, str, str | None]:
            control.progress(0, 0, f"Importing {path.name}…")
            with ctx.session() as session:
                event = import_event_json(
                    session, text, catalog, accept_unverified=accept_unverified
                )
                return event.id, event.name, event.audit_unverified

        self.message.say(f"Importing {path.name}…", "muted")
        self.task = run_with_progress(self.parent, "Importing the event", work, cancellable=False)
        self.task.succeeded.connect(self._imported)
        self.task.failed.connect(self._failed)
        return self.task

    def _imported(self, outcome: tuple[int, str, str | None]) -> None:
        event_id, name, unverified = outcome
        self.imported_id = event_id
        text = f"Imported {name} from {self.path.name}; it is the event on screen now."
        if unverified:
            self.message.say(f"{text} Its audit trail is marked unverified: {unverified}", "warn")
        else:
            self.message.say(text, "good")
        self.ctx.set_event(event_id)
        self.ctx.data_changed.emit()

    def _failed(self, error: BaseException) -> None:
        self.message.refuse(
            ValueError(f"{self.path.name}: {error}") if isinstance(error, ValueError) else error
        )
        if isinstance(error, UnverifiedTrailError):
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                "Import the event",
                f"{self.path.name}: {error}.\n\nImport it anyway, marked unverified? Do so only "
                "if you know why the trail was changed.",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self.parent,
            )
            box.setDefaultButton(QMessageBox.StandardButton.No)
            box.accepted.connect(lambda: self.start(accept_unverified=True))
            box.open()
            self.confirm_box = box


def import_event_file(
    parent: QWidget, ctx: AppContext, message: MessageLine, path: Path | None = None
) -> EventImport | None:
    """Add an exported event to this database as a new event, and open it."""
    path = path if path is not None else choose_event_file(parent)
    if path is None:
        return None
    importer = EventImport(parent, ctx, message, path)
    importer.start()
    return importer
