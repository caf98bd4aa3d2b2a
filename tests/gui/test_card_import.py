"""The card import dialog: Cancel (or Close) during an import rolls it back and says so.

The import is held after its first set is stored (from its progress callback, on the worker
thread) until the test has pressed the button, so nothing depends on timing."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import update
from sqlalchemy.orm import Session

from tests.conftest import card_database_state
from tourney.cards import store
from tourney.cards.serialize import card_to_dict
from tourney.db.schema import CardRow
from tourney.gui.card_import import CardImportDialog


@pytest.fixture
def held_import(monkeypatch, request):
    """``import_cards`` that stops after the first set is stored until ``go_on`` is set."""
    first_set_stored = threading.Event()
    go_on = threading.Event()
    request.addfinalizer(go_on.set)  # never leave a worker waiting
    import_cards = store.import_cards

    def holding(engine, path, progress):
        stored = 0

        def hold_after_the_first_set(done: int, total: int, message: str) -> None:
            nonlocal stored
            if message.startswith("Storing"):
                stored += 1
                if stored == 2:
                    first_set_stored.set()
                    go_on.wait(30)
            progress(done, total, message)

        return import_cards(engine, path, hold_after_the_first_set)

    monkeypatch.setattr(store, "import_cards", holding)
    return first_set_stored, go_on


@pytest.fixture
def older_card_data(ctx, octgn_data):
    """The ctx database with a card of the first set stored changed, so the import updates it."""
    card = next(c for c in octgn_data.cards if c.set_guid == octgn_data.sets[0].guid)
    with Session(ctx.engine) as session, session.begin():
        older = {**card_to_dict(card), "title": "Old"}
        session.execute(update(CardRow).where(CardRow.guid == card.guid).values(data=older))
    return card_database_state(ctx.engine)


def start_import(ctx, qtbot, octgn_dir) -> CardImportDialog:
    dialog = CardImportDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.folder.setText(str(octgn_dir))
    dialog.import_button.click()
    return dialog


def test_cancel_during_an_import_changes_nothing_and_says_so(
    ctx, qtbot, octgn_dir, held_import, older_card_data
):
    first_set_stored, go_on = held_import
    catalog = ctx.catalog
    dialog = start_import(ctx, qtbot, octgn_dir)
    qtbot.waitUntil(first_set_stored.is_set, timeout=30000)
    assert dialog.cancel_button.isEnabled() and not dialog.import_button.isEnabled()
    with qtbot.waitSignal(dialog.task.cancelled, timeout=30000):
        dialog.cancel_button.click()
        go_on.set()
    assert dialog.status.text() == (
        "Import cancelled. Nothing was changed: the card database is exactly as it was."
    )
    assert card_database_state(ctx.engine) == older_card_data
    assert ctx.catalog is catalog
    assert dialog.import_button.isEnabled() and not dialog.cancel_button.isEnabled()
    assert dialog.isVisible()


def test_close_during_an_import_cancels_it_and_closes_once_it_has_stopped(
    ctx, qtbot, octgn_dir, held_import, older_card_data
):
    first_set_stored, go_on = held_import
    dialog = start_import(ctx, qtbot, octgn_dir)
    qtbot.waitUntil(first_set_stored.is_set, timeout=30000)
    dialog.reject()  # Close, Escape or the window's close button
    assert dialog.isVisible() and dialog.status.text() == "Cancelling the import…"
    with qtbot.waitSignal(dialog.finished, timeout=30000):
        go_on.set()
    assert dialog.task.cancel_requested and not dialog.isVisible()
    assert card_database_state(ctx.engine) == older_card_data
