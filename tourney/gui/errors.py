"""Telling a person what went wrong, in words they understand, without losing their input.

Domain errors (``EventRuleError``, ``DeckReadError``, ``PlayerCsvError``, ...) are ValueErrors
whose messages already say what and where and cite the rule; they are shown as they are. Anything
else is a fault in Tourney: the message says so and keeps the details for a bug report.
"""

from __future__ import annotations

import traceback

from PySide6.QtWidgets import QMessageBox, QWidget

# Errors whose message is written for the user: input or rules problems, missing files.
USER_ERRORS: tuple[type[BaseException], ...] = (ValueError, LookupError, OSError)


def error_text(error: BaseException) -> str:
    """The message to show for ``error``: its own words, or a plain note that Tourney failed."""
    if isinstance(error, USER_ERRORS):
        return str(error) or type(error).__name__
    return f"Tourney ran into a problem it did not expect ({type(error).__name__}: {error})."


def show_error(
    parent: QWidget | None, doing: str, error: BaseException, details: str = ""
) -> QMessageBox:
    """A modal message: ``doing`` says what failed ("Could not add the player"), then why.
    Returns the box (already shown; ``exec`` runs unless ``parent`` is being tested offscreen)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Tourney")
    box.setText(doing)
    box.setInformativeText(error_text(error))
    if not isinstance(error, USER_ERRORS):
        box.setDetailedText(details or "".join(traceback.format_exception(error)))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.open()
    return box
