"""Importing the OCTGN card data from the window: first start, and re-import from Settings.

The import runs off the GUI thread (``tasks.run_task``) with a progress bar. The store's importer
(``tourney.cards.store.import_cards``, the same as ``tourney cards import``) works in one
transaction and checks for a cancel between sets; Cancel (or Close) rolls it back, so the card
database is exactly as it was before.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.cards.catalog import CardCatalog
from tourney.gui.context import AppContext
from tourney.gui.errors import error_text
from tourney.gui.tasks import Task, TaskControl, run_task
from tourney.gui.theme import css


def import_and_load(engine, folder: Path, control: TaskControl) -> tuple[CardCatalog, list[str]]:
    """The work: import the folder into the database, then load the catalogue from it. A cancel
    is honoured until the import commits; after that the new cards are in and are loaded."""
    from tourney.cards.store import import_cards, load_catalog

    def progress(done: int, total: int, message: str) -> None:
        control.check_cancelled()
        control.progress(done, total, message)

    result = import_cards(engine, folder, progress)
    control.progress(0, 0, "Loading the card catalogue…")
    catalog = load_catalog(engine)
    total = sum(row[2] for row in result.per_set)
    lines = [
        f"{total:,} tournament cards in {len(result.per_set)} sets: "
        f"{result.added} added, {result.updated} updated, {result.unchanged} unchanged.",
        *result.report.lines(),
    ]
    return catalog, lines


class CardImportDialog(QDialog):
    """Ask for the OCTGN MLP CCG folder and import it; ``ctx.set_catalog`` on success."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, first_start=False):
        super().__init__(parent)
        self.ctx = ctx
        self.task: Task | None = None
        self.setWindowTitle("Import card data")
        self.setMinimumWidth(560)
        intro = QLabel(
            (
                "<b>Welcome to Tourney.</b> There is no card data in this database yet. "
                if first_start
                else ""
            )
            + "Choose your OCTGN My Little Pony CCG folder: the one holding <i>Sets/</i> "
            "(in an OCTGN install: <i>Documents/OCTGN/GameDatabase/"
            "65656467-b709-43b2-a5c6-80c2f216adf9</i>)."
        )
        intro.setWordWrap(True)
        self.folder = QLineEdit(ctx.settings.card_folder)
        self.folder.setPlaceholderText("OCTGN MLP CCG folder")
        browse = QPushButton("&Browse…")
        browse.clicked.connect(self.browse)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress.setTextVisible(False)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setPlaceholderText("What the import repaired in the data is listed here.")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.import_button = self.buttons.addButton(
            "&Import", QDialogButtonBox.ButtonRole.ActionRole
        )
        self.import_button.setDefault(True)
        self.import_button.clicked.connect(self.start_import)
        self.cancel_button = self.buttons.addButton(
            "&Cancel import", QDialogButtonBox.ButtonRole.ActionRole
        )
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_import)
        self.close_when_stopped = False
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.log, 1)
        layout.addWidget(self.buttons)

    def browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "OCTGN MLP CCG folder", self.folder.text())
        if folder:
            self.folder.setText(folder)

    def start_import(self) -> None:
        folder = Path(self.folder.text().strip()).expanduser()
        if not self.folder.text().strip():
            self._say("Choose the folder first.", "bad")
            return
        if not (folder / "Sets").is_dir():
            self._say(
                f"{folder} has no Sets/ folder: choose the OCTGN MLP CCG game folder itself.",
                "bad",
            )
            return
        self._running(True)
        self.progress.setRange(0, 0)  # busy until the importer reports its first set
        engine = self.ctx.engine
        self.task = run_task(lambda control: import_and_load(engine, folder, control))
        self.task.progressed.connect(self._progressed)
        self.task.succeeded.connect(lambda result: self._done(folder, *result))
        self.task.failed.connect(self._failed)
        self.task.cancelled.connect(self._cancelled)
        self.task.finished.connect(self._stopped)

    def cancel_import(self) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
            self.cancel_button.setEnabled(False)
            self._say("Cancelling the import…", "warn")

    def _progressed(self, done: int, total: int, message: str) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        if self.task is not None and not self.task.cancel_requested:
            self._say(message)

    def _done(self, folder: Path, catalog: CardCatalog, lines: list[str]) -> None:
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self.ctx.settings.card_folder = str(folder)
        self.ctx.set_catalog(catalog)
        self.log.setPlainText("\n".join(lines))
        said = f"Imported. {lines[0]}"
        if self.task is not None and self.task.cancel_requested:
            said = f"Too late to cancel: the import had already finished. {said}"
        self._say(said, "good")
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()

    def _failed(self, error: BaseException) -> None:
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self._say(f"The import failed: {error_text(error)}", "bad")

    def _cancelled(self) -> None:
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self._say(
            "Import cancelled. Nothing was changed: the card database is exactly as it was.",
            "warn",
        )

    def _stopped(self) -> None:
        self._running(False)
        if self.close_when_stopped:
            super().reject()

    def _running(self, running: bool) -> None:
        self.import_button.setEnabled(not running)
        self.folder.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def _say(self, message: str, meaning: str = "") -> None:
        self.status.setText(message)
        self.status.setStyleSheet(f"color: {css(meaning)};" if meaning else "")

    def reject(self) -> None:
        """Close (or Escape) during an import cancels it and closes once it has stopped."""
        if self.task is not None and self.task.running:
            self.close_when_stopped = True
            self.cancel_import()
            return
        super().reject()
