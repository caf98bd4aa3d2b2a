"""The card browser and the settings screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney.cards.model import CardType
from tourney.gui.card_browser.model import CardsModel, card_html
from tourney.gui.card_browser.screen import CardsScreen
from tourney.gui.settings.screen import SettingsScreen
from tourney.gui.settings.store import AppSettings


def test_search_finds_a_misspelt_card_and_shows_its_details(ctx, qtbot):
    screen = CardsScreen(ctx)
    qtbot.addWidget(screen)
    qtbot.keyClicks(screen.query, "magicl mailbx")
    qtbot.keyClick(screen.query, Qt.Key.Key_Return)
    first = screen.model.rows[0]
    assert first.name == "Magical Mailbox"
    assert "Magical Mailbox" in screen.detail.toPlainText()
    assert "Resource" in screen.detail.toPlainText()


def test_filters_narrow_the_search(ctx, qtbot):
    screen = CardsScreen(ctx)
    qtbot.addWidget(screen)
    screen.card_type.setCurrentIndex(screen.card_type.findData(str(CardType.MANE)))
    screen.set_code.setCurrentIndex(screen.set_code.findData("PR"))
    screen.search()
    assert screen.model.rows
    assert all(c.type is CardType.MANE and c.set_code == "PR" for c in screen.model.rows)
    screen.trait.setText("Unicorn")
    screen.search()
    assert [c.name for c in screen.model.rows] == [
        c.name for c in screen.model.rows if "Unicorn" in c.traits
    ]
    assert "Twilight Sparkle, Faithful Student" in [c.name for c in screen.model.rows]


def test_card_detail_shows_errata_and_requirements(catalog):
    twilight = catalog.exact("Twilight Sparkle, Faithful Student")
    html = card_html(twilight, catalog)
    assert "Errata" in html and "Boosted (301.2)" in html and "Home limit" in html
    problem = next(c for c in catalog.tournament_cards() if c.owner_requirements)
    assert "Confront (you)" in card_html(problem, catalog)


def test_cards_model_passes_the_model_tester(catalog, qtmodeltester):
    model = CardsModel()
    model.set_rows(catalog.search("rainbow dash", limit=40))
    qtmodeltester.check(model)
    assert model.data(model.index(0, 1)).startswith("Rainbow Dash")


def test_settings_store_the_tiebreaker_chain_and_page_size(ctx, qtbot):
    screen = SettingsScreen(ctx)
    qtbot.addWidget(screen)
    assert screen.chain() == [
        "match points",
        "opponents' match-win %",
        "opponents' opponents' match-win %",
    ]
    buchholz = screen.tiebreakers.findItems("Buchholz", Qt.MatchFlag.MatchExactly)[0]
    buchholz.setCheckState(Qt.CheckState.Checked)
    screen.tiebreakers.setCurrentItem(buchholz)
    while screen.tiebreakers.currentRow() > 0:
        screen.move(-1)
    screen.page_size.setCurrentText("Letter")
    fresh = AppSettings()  # what the next start reads
    assert fresh.default_tiebreakers == [
        "match points",
        "Buchholz",
        "opponents' match-win %",
        "opponents' opponents' match-win %",
    ]
    assert fresh.page_size == "Letter"
    assert "1,957 tournament cards" in screen.card_count.text()


def test_settings_say_where_the_database_cards_came_from(ctx, qtbot, octgn_dir):
    """The database's import record names the folder, even when this computer never imported
    (the command line did, or another station)."""
    assert ctx.settings.card_folder == ""
    screen = SettingsScreen(ctx)
    qtbot.addWidget(screen)
    assert screen.card_folder.text().startswith(f"{octgn_dir} (imported ")
    assert "not imported" not in screen.card_folder.text()


def test_the_card_count_is_every_match_not_a_cap(ctx, qtbot):
    screen = CardsScreen(ctx)
    qtbot.addWidget(screen)
    tournament = len(ctx.catalog.tournament_cards())
    assert tournament > 1000
    assert screen.model.rowCount() == tournament
    assert screen.count.text() == f"{tournament:,} cards"
    screen.everything.setChecked(True)
    screen.search()
    assert screen.model.rowCount() == len(ctx.catalog.cards) > tournament


def test_the_bye_basis_chosen_in_settings_is_the_new_events(ctx, qtbot):
    from tourney.events.event import all_events
    from tourney.events.swiss_link import standings_rules
    from tourney.gui.event.new_event_dialog import NewEventDialog
    from tourney.swiss.standings import ByeBasis

    screen = SettingsScreen(ctx)
    qtbot.addWidget(screen)
    assert screen.bye_basis.currentData() == "won"  # MTG's rule, the documented default
    screen.bye_basis.setCurrentIndex(screen.bye_basis.findData("left out"))
    assert AppSettings().bye_basis == "left out"
    assert "New events: a bye is left out." in screen.message.text()
    dialog = NewEventDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.name.setText("Manehattan Regional")
    dialog.head_judge.setText("Hazel Head")
    dialog.accept()
    with ctx.session() as session:
        (event,) = all_events(session)
        assert standings_rules(event).byes is ByeBasis.LEFT_OUT
