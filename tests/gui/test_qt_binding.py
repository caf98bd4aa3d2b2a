"""PySide6 6.12.0 on Python 3.11 drops a reference to None on every Qt call that returns nothing,
so a window left open (a round clock ticking all afternoon) aborts with "none_dealloc".
pyproject.toml keeps the binding below 6.12; this fails if a release with the leak comes back."""

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_the_reference_count_of_none(qapp):
    label = QLabel()
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("12:34")
        qapp.processEvents()
    assert sys.getrefcount(None) - before > -100
