"""The Metagame view follows the lists as they are registered, and shows the demo's figures."""

from __future__ import annotations

from tourney.events.metagame import event_metagame
from tourney.events.players import add_players
from tourney.events.registration import register_player
from tourney.gui.metagame.screen import MetagameScreen


def deck(mane: str) -> str:
    return f"Mane Character\n1 {mane}\nDraw deck\n3 Cipher Splash, Born Ready\n"


def test_charts_follow_the_lists_as_they_are_registered(event_ctx, qtbot):
    screen = MetagameScreen(event_ctx)
    qtbot.addWidget(screen)
    screen.show()
    assert screen.manes.bars == []
    manes = ["Rainbow Dash, Hanging Out", "Rainbow Dash, Hanging Out", "Applejack, Apple Vendor"]
    with event_ctx.session() as session:
        event = event_ctx.event(session)
        keeper = event_ctx.operator(session)
        players = add_players(session, ["Ann", "Bea", "Cid"]).players
        for player, mane in zip(players, manes, strict=True):
            register_player(session, event, player, by=keeper, deck_list=deck(mane))
            session.commit()
            event_ctx.data_changed.emit()
    assert [(b.label, b.count) for b in screen.manes.bars] == [
        ("Rainbow Dash, Hanging Out", 2),
        ("Applejack, Apple Vendor", 1),
    ]
    colours = {b.label: b.count for b in screen.colours.bars}
    assert colours["Blue"] == 3 and colours["Orange"] == 1
    assert "3 registered deck lists" in screen.summary.text()
    assert screen.matchups.rowCount() == 0  # no Swiss round yet


def test_demo_matchup_table_shows_the_records(demo_ctx, qtbot, catalog):
    screen = MetagameScreen(demo_ctx)
    qtbot.addWidget(screen)
    screen.show()
    with demo_ctx.session() as session:
        figures = event_metagame(session, demo_ctx.event(session), catalog)
    assert figures.swiss_rounds == 3 and figures.matchups
    manes = figures.main_manes
    assert screen.matchups.rowCount() == len(manes)
    for r, row in enumerate(manes):
        for c, column in enumerate(manes):
            record = figures.record(row, column)
            text = screen.matchups.item(r, c).text()
            assert text == "–" if not record.matches else text.startswith(str(record))
