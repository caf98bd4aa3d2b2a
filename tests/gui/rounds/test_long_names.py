"""Long, right-to-left and shared names fit the round screens: the name columns share the
width left by the figures, nothing needs a sideways scroll, every column stays in view, and
a name too long even so is shortened with its full text as the tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tourney.demo import LONG_NAMES
from tourney.gui.rounds.pairings_model import Column

NAMES = list(LONG_NAMES[:8])


def assert_fits(view) -> None:
    """Every column in view, no sideways scroll bar."""
    header = view.horizontalHeader()
    shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
    assert header.length() <= view.viewport().width() + 1, [
        (view.model().headerData(c, Qt.Orientation.Horizontal), header.sectionSize(c))
        for c in shown
    ]
    assert not view.horizontalScrollBar().isVisible()
    for column in shown:
        title = str(view.model().headerData(column, Qt.Orientation.Horizontal))
        needed = view.fontMetrics().horizontalAdvance(title)
        assert header.sectionSize(column) >= needed, title


@pytest.fixture
def long_pairings(rounds_scene, qtbot, pair_round):
    from tourney.gui.rounds.pairings import PairingsScreen

    scene = rounds_scene(names=NAMES)
    screen = PairingsScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    pair_round(screen)
    for seat in [s for s in screen.model.seats if s.seat == 0]:
        screen.entry.setFocus()
        qtbot.keyClicks(screen.entry, f"{seat.table} 1")
    screen.reload()
    qtbot.wait(50)
    return scene, screen


def test_pairings_share_the_width_between_the_two_names(long_pairings, qtbot):
    _scene, screen = long_pairings
    view = screen.table_view
    assert_fits(view)
    header = view.horizontalHeader()
    player, opponent = header.sectionSize(Column.PLAYER), header.sectionSize(Column.OPPONENT)
    assert abs(player - opponent) <= 2  # neither name pushes the other out
    index = screen.by_table.index(0, Column.PLAYER)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data()  # the full name


def test_penalties_fit_labels_and_history_without_sideways_scroll(long_pairings, qtbot):
    from PySide6.QtWidgets import QFormLayout, QLabel

    from tourney.events.model import StaffRole
    from tourney.gui.rounds.penalties import PenaltiesScreen

    scene, pairings = long_pairings
    scene.act_as(StaffRole.FLOOR_JUDGE)
    screen = PenaltiesScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    for seat in pairings.model.seats[:4]:
        screen.issue(seat.registration_id, "slow-play", notes="took too long " * 6)
    qtbot.wait(50)
    form = screen.findChild(QFormLayout)
    for row in range(form.rowCount()):
        item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        label = item.widget() if item is not None else None
        if isinstance(label, QLabel) and label.text():
            ink = label.fontMetrics().boundingRect(label.text().replace("&", ""))
            assert label.width() >= ink.width() + 1, label.text()  # the ink, not the advance
    assert_fits(screen.view)
    player = screen.proxy.index(0, 2)
    assert player.data(Qt.ItemDataRole.ToolTipRole) == player.data()


def test_the_clock_shortens_a_long_event_name_and_keeps_the_round(long_pairings, qtbot):
    from PySide6.QtWidgets import QLabel

    from tourney.demo import LONG_NAMES_EVENT
    from tourney.gui.rounds.clock import ClockScreen

    scene, _pairings = long_pairings
    with scene.ctx.session() as session:
        scene.ctx.event(session).name = LONG_NAMES_EVENT
    clock = ClockScreen(scene.ctx)
    qtbot.addWidget(clock)
    clock.resize(1000, 700)
    clock.show()
    qtbot.wait(50)
    title = clock.panel.title
    shown = QLabel.text(title)
    assert shown.startswith("Grand Galloping") and shown.endswith("· Round 1") and "…" in shown
    assert title.toolTip() == f"{LONG_NAMES_EVENT} · Round 1"
    assert title.width() <= clock.width()
