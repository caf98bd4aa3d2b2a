"""The window's tables sort names as the printouts do (tourney.collation)."""

from __future__ import annotations


def test_the_window_sorts_a_name_column_the_same_way(qapp):
    from PySide6.QtCore import Qt

    from tourney.gui.table import Column, RowFilterProxy, RowTableModel

    model = RowTableModel([Column("Player", lambda name: name)], ["Zoë", "Élodie", "Bram"])
    proxy = RowFilterProxy(model)
    proxy.sort(0, Qt.SortOrder.AscendingOrder)
    shown = [proxy.index(row, 0).data() for row in range(proxy.rowCount())]
    assert shown == ["Bram", "Élodie", "Zoë"]
