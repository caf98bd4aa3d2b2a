"""Print buttons for every screen: the PDF is made with ``tourney.printing.render`` off the GUI
thread, then shown in a print preview (``PrintPreviewDialog``) from which it goes to a printer,
is saved as a PDF, or opens in the system's PDF viewer.

The preview draws the very pages the PDF holds: PySide6-Essentials has Qt's print support
(QtPrintSupport) but not its PDF reader (QtPdf, in the much larger PySide6-Addons), and reportlab
writes PDFs but cannot draw them, so pypdfium2 (PDFium) turns each page into an image at the
printer's resolution. Save dialogs open in the user's documents folder with a name made of the
event, the document and the round ("Spring Regional - pairings round 3.pdf").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.context import AppContext
from tourney.gui.tasks import Task, TaskControl, run_task
from tourney.gui.widgets import MessageLine
from tourney.paths import file_stem, user_documents_folder

# How each document is called in a file name ("<event> - <words> round N.pdf").
DOCUMENT_WORDS = {
    "pairings": "pairings",
    "outstanding": "outstanding tables",
    "slips": "result slips",
    "standings": "standings",
    "decksheet": "deck registration sheets",
    "deckcheck": "deck check",
    "penalties": "penalties",
    "bracket": "top cut bracket",
    "report": "event report",
    "pods": "draft pods",
    "poolsheet": "pool registration sheets",
    "metagame": "metagame",
}
# Pages go to the printer one image at a time (26 MB for A4 at 300 dpi); the preview keeps
# every page (2.7 MB each at 96 dpi: a 64-page set of deck sheets holds about 170 MB).
PRINT_DPI_LIMIT = 300  # sharper than any text needs
PREVIEW_DPI = 96


def file_name(event_name: str, document: str, round_number: int | None = None, **options) -> str:
    """ "Spring Regional - pairings round 3.pdf": safe on every file system (no / \\ : * ? " <
    > |), the event name kept otherwise as written."""
    words = DOCUMENT_WORDS.get(document, document)
    if options.get("by_name"):
        words += " by name"
    if options.get("wall"):
        words = f"wall {words}"
    if isinstance(options.get("player"), str):  # a name; an id is not for a file name
        words += f" {options['player']}"
    if round_number:
        words += f" round {round_number}"
    return safe_file_name(f"{event_name} - {words}.pdf")


def safe_file_name(name: str) -> str:
    """``name`` without the characters a file system refuses (``paths.file_stem``), its
    extension kept."""
    stem, dot, extension = name.rpartition(".")
    return f"{file_stem(stem, 'printout')}{dot}{extension}"


def save_path(parent: QWidget, title: str, name: str, kinds: str = "PDF (*.pdf)") -> Path | None:
    """Ask where to save, starting in the documents folder with ``name``; None if cancelled."""
    start = str(user_documents_folder() / safe_file_name(name))
    chosen, _ = QFileDialog.getSaveFileName(parent, title, start, kinds)
    return Path(chosen) if chosen else None


def open_in_viewer(path: Path, message: MessageLine) -> bool:
    """Open a saved file with the system's viewer; if none opens it, the window says so."""
    if QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
        return True
    message.say(
        f"No PDF viewer opened {path}: open it from its folder, or print it from the "
        "preview (Print…).",
        "warn",
    )
    return False


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
    """Make ``document`` for the open event. Without ``path`` it opens in a print preview
    (``parent.print_preview``) to print or save, and the task's result is the PDF; with one it
    is saved there (the task's result), and opened in the PDF viewer when ``open_when_done``.
    Printing only reads: nothing in the event changes."""
    from tourney.printing import render  # reportlab loads only when a printout is asked for

    try:
        with ctx.session() as session:
            event_name = ctx.event(session).name
    except Exception as error:  # noqa: BLE001 - shown where the user pressed Print
        message.refuse(error)
        return None
    name = file_name(event_name, document, round_number, **options)
    page_size = ctx.settings.page_size
    target = path

    def work(control: TaskControl) -> bytes | Path:
        control.progress(0, 0, f"Writing {name}…")
        with ctx.session() as session:
            pdf = render(
                document,
                session,
                ctx.event(session),
                round_number=round_number,
                page_size=page_size,
                **options,
            )
        if target is None:
            return pdf
        target.write_bytes(pdf)
        return target

    message.say(f"Writing {target.name if target else name}…", "muted")
    task = run_task(work, title="Printing")

    def done(pdf: bytes | Path) -> None:
        if isinstance(pdf, bytes):
            message.clear_message()
            dialog = PrintPreviewDialog(pdf, name, message, parent)
            parent.print_preview = dialog
            dialog.open()
            return
        message.say(f"Saved {target}", "good")
        if open_when_done:
            open_in_viewer(target, message)

    task.succeeded.connect(done)
    task.failed.connect(message.refuse)
    return task


def page_images(pdf: bytes, dpi: float) -> Iterator[QImage]:
    """Each page of ``pdf`` drawn at ``dpi`` (PDFium), one at a time."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        for page in document:
            bitmap = page.render(scale=dpi / 72, rev_byteorder=True)  # RGB, 3 bytes a pixel
            image = QImage(
                bitmap.buffer,
                bitmap.width,
                bitmap.height,
                bitmap.stride,
                QImage.Format.Format_RGB888,
            ).copy()  # the bitmap's memory goes with the page
            bitmap.close()
            page.close()
            yield image
    finally:
        document.close()


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    """Each page's width and height in points."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        return [tuple(page.get_size()) for page in document]
    finally:
        document.close()


class PrintPreviewDialog(QDialog):
    """The printout as it will come out of the printer: Print… (the system's print dialog),
    Save as PDF…, Open in PDF viewer, Close."""

    def __init__(
        self, pdf: bytes, name: str, message: MessageLine, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.pdf = pdf
        self.name = name
        self.message = message
        self.saved: Path | None = None
        self.setWindowTitle(f"Print preview — {name[:-4]}")
        self.sizes = page_sizes(pdf)
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.printer.setDocName(name[:-4])
        width, height = self.sizes[0] if self.sizes else (595.0, 842.0)
        portrait = QSizeF(min(width, height), max(width, height))
        self.printer.setPageSize(
            QPageSize(portrait, QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.FuzzyMatch)
        )
        self.printer.setPageOrientation(
            QPageLayout.Orientation.Landscape
            if width > height
            else QPageLayout.Orientation.Portrait
        )
        # The PDF carries its own margins: the page image covers the whole sheet.
        self.printer.setFullPage(True)
        self.printer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Point)
        self.preview = QPrintPreviewWidget(self.printer, self)
        self.preview.paintRequested.connect(lambda printer: self.paint(printer, PREVIEW_DPI))
        self.preview.setViewMode(QPrintPreviewWidget.ViewMode.SinglePageView)
        self.preview.fitToWidth()
        pages = len(self.sizes)
        self.summary = QLabel(f"{pages} page{'s' if pages != 1 else ''}: {name}")
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.print_button = buttons.addButton("&Print…", QDialogButtonBox.ButtonRole.AcceptRole)
        self.print_button.setDefault(True)
        self.save_button = buttons.addButton(
            "&Save as PDF…", QDialogButtonBox.ButtonRole.ActionRole
        )
        self.view_button = buttons.addButton(
            "&Open in PDF viewer", QDialogButtonBox.ButtonRole.ActionRole
        )
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.print_button.clicked.connect(lambda _checked=False: self.ask_print())
        self.save_button.clicked.connect(lambda _checked=False: self.save())
        self.view_button.clicked.connect(lambda _checked=False: self.open_in_viewer())
        close.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.preview, 1)
        layout.addWidget(buttons)
        self.resize(900, 1000)

    def paint(self, printer: QPrinter, dpi: float | None = None) -> None:
        """Draw every page, each scaled to fill the sheet without distortion; ``dpi``: the
        page images' resolution (default: the printer's, at most ``PRINT_DPI_LIMIT``)."""
        dpi = dpi or min(printer.resolution(), PRINT_DPI_LIMIT)
        painter = QPainter(printer)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        try:
            for number, image in enumerate(page_images(self.pdf, dpi)):
                if number:
                    printer.newPage()
                sheet = QRectF(painter.viewport())
                scale = min(sheet.width() / image.width(), sheet.height() / image.height())
                target = QRectF(0, 0, image.width() * scale, image.height() * scale)
                target.moveCenter(sheet.center())
                painter.drawImage(target, image)
        finally:
            painter.end()

    def ask_print(self) -> None:
        dialog = QPrintDialog(self.printer, self)
        dialog.setWindowTitle(f"Print {self.name[:-4]}")
        self.print_dialog = dialog
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to(self.printer)

    def print_to(self, printer: QPrinter) -> None:
        self.paint(printer)
        self.message.say(f"Sent {self.name[:-4]} to {printer.printerName() or 'the printer'}.")
        self.accept()

    def save(self, path: Path | None = None) -> Path | None:
        """Save the PDF (asks where, in the documents folder, unless ``path`` is given)."""
        if path is None:
            path = save_path(self, "Save the printout", self.name)
            if path is None:
                return None
        try:
            path.write_bytes(self.pdf)
        except OSError as error:
            self.message.say(f"Could not save {path}: {error.strerror or error}", "bad")
            return None
        self.saved = path
        self.message.say(f"Saved {path}", "good")
        return path

    def open_in_viewer(self) -> bool:
        """Open the system's PDF viewer on the saved file, or on a temporary copy (never one
        written over a file of the user's)."""
        import tempfile

        path = self.saved
        if path is None:
            folder = Path(tempfile.mkdtemp(prefix="tourney-print-"))
            path = folder / self.name
            path.write_bytes(self.pdf)
        return open_in_viewer(path, self.message)


def print_button(
    parent: QWidget, entries: list[tuple[str, Callable[[], object]]], shortcut: str = "Ctrl+P"
) -> QPushButton:
    """A "Print…" button: one printout, or a menu of them; each opens in a print preview."""
    button = QPushButton("Print…", parent)
    button.setToolTip(f"Preview, then print or save as PDF ({shortcut})")
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


__all__ = [
    "PrintPreviewDialog",
    "file_name",
    "open_in_viewer",
    "print_button",
    "print_document",
    "save_path",
]
