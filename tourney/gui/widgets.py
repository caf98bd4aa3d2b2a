"""Small widgets every screen uses: the line saying what just happened, a search box, a
label that shortens long text, a debounce timer, a list-file chooser, and the base of a screen
that reloads when the data changes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QFileDialog, QLabel, QLineEdit, QSizePolicy, QWidget

from tourney.gui.errors import error_text
from tourney.gui.theme import css

HEAD_JUDGE_TIP = 'Head judge only (floor rules, Judges: "A Head Judge\'s ruling ... is final")'


def head_judge_label(text: str) -> str:
    """The caption of a button only the head judge may use, so it reads as such."""
    return f"{text} [head judge]"


class MessageLine(QLabel):
    """What the last action did, or why it was refused (domain messages cite the rules).
    Selectable, so a judge can copy it into a report."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.meaning = ""

    def say(self, text: str, meaning: str = "good") -> None:
        """``meaning``: "good", "warn", "bad" or "muted" (see theme)."""
        self.meaning = meaning
        self.setText(text)
        self.setStyleSheet(f"color: {css(meaning)}; font-weight: 600;")

    def refuse(self, error: BaseException) -> None:
        self.say(error_text(error), "bad")

    def clear_message(self) -> None:
        self.meaning = ""
        self.clear()


class ElidedLabel(QLabel):
    """One line of text that shortens itself with "…" to the width it is given, the whole text
    in its tooltip, instead of widening the window or being cut off mid-letter (event names,
    player names in headings, the status bar). ``text()`` is always the whole text."""

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        mode: Qt.TextElideMode = Qt.TextElideMode.ElideRight,
    ) -> None:
        super().__init__(parent)
        self._full = ""
        self._mode = mode
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Left as the line reads, a right-to-left name too (Qt would mirror it to the right).
        self.setAlignment(
            Qt.AlignmentFlag.AlignLeft
            | Qt.AlignmentFlag.AlignAbsolute
            | Qt.AlignmentFlag.AlignVCenter
        )
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt API
        self._full = text
        self._elide()

    def text(self) -> str:
        return self._full

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(self.fontMetrics().horizontalAdvance("M…"), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, self._mode, max(self.width(), 1))
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")

    @property
    def shortened(self) -> bool:
        """Whether the text does not fit and shows shortened."""
        return super().text() != self._full


def choose_list_file(parent: QWidget, title: str) -> Path | None:
    """Ask for a deck list or card pool file (typed text, OCTGN .o8d, .dek); None if cancelled."""
    path, _ = QFileDialog.getOpenFileName(
        parent, title, "", "Card lists (*.txt *.o8d *.dek);;All files (*)"
    )
    return Path(path) if path else None


def search_box(parent: QWidget, placeholder: str, on_text: Callable[[str], None]) -> QLineEdit:
    """A filter box, focused by Ctrl+F within ``parent``; Escape clears it."""
    box = QLineEdit(parent)
    box.setPlaceholderText(f"{placeholder}  (Ctrl+F)")
    box.setClearButtonEnabled(True)
    box.textChanged.connect(on_text)
    find_shortcut(parent, box)
    return box


def find_shortcut(parent: QWidget, box: QLineEdit) -> QShortcut:
    """Ctrl+F within ``parent`` focuses ``box``, its text selected; the main window finds the
    box by its ``searchField`` property (Ctrl+F and typing on the sidebar)."""
    box.setProperty("searchField", True)
    shortcut = QShortcut(QKeySequence.StandardKey.Find, parent)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.activated.connect(lambda: (box.setFocus(), box.selectAll()))
    return shortcut


def debounced(parent: QWidget, milliseconds: int, call: Callable[[], None]) -> QTimer:
    """A single-shot timer that runs ``call`` once typing has paused; ``start()`` on each edit."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(milliseconds)
    timer.timeout.connect(call)
    return timer


class ReloadingScreen(QWidget):
    """A screen that reads the database again when something changed: at once while it is
    visible, otherwise when it is next shown, so hidden screens do no work on every change.
    Connect the context's signals to ``_data_changed``; subclasses implement ``reload()``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stale = True

    def reload(self) -> None:
        raise NotImplementedError

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.reload_if_stale()

    def reload_if_stale(self) -> None:
        if self._stale:
            self._stale = False
            self.reload()

    def _data_changed(self) -> None:
        self._stale = True
        if self.isVisible():
            self.reload_if_stale()
