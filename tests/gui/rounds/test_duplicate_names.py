"""Two players with the same name are told apart wherever the window names them: pairings by
table and by name, result and drop messages, standings, the penalties screen, the drop dialog
and the deck lists, each with the player number the printouts use (tourney.events.naming)."""

from __future__ import annotations

from tourney.events.model import StaffRole
from tourney.gui.rounds.pairings_model import Column
from tourney.gui.rounds.penalties import PenaltiesScreen
from tourney.gui.rounds.standings import StandingsScreen

# Registration order: the two Pinkie Pies are players #1 and #3.
NAMES = ["Pinkie Pie", "Bon Bon", "Pinkie Pie", "Derpy", "Lyra", "Octavia", "Vinyl", "Cheerilee"]
TWINS = {"Pinkie Pie #1", "Pinkie Pie #3"}
PENALTY_PLAYER = 2  # the history's Player column


def column(proxy, number: int) -> list[str]:
    return [proxy.index(r, number).data() for r in range(proxy.rowCount())]


def test_players_of_one_name_carry_their_number_on_every_round_screen(
    rounds_scene, qtbot, pair_round
):
    from tourney.gui.rounds.pairings import PairingsScreen

    scene = rounds_scene(names=NAMES)
    screen = PairingsScreen(scene.ctx)
    qtbot.addWidget(screen)
    screen.show()
    pair_round(screen)

    by_table = set(
        column(screen.by_table, Column.PLAYER) + column(screen.by_table, Column.OPPONENT)
    )
    assert by_table >= TWINS and "Pinkie Pie" not in by_table
    by_name = column(screen.by_name, Column.PLAYER)
    assert [n for n in by_name if n.startswith("Pinkie")] == ["Pinkie Pie #1", "Pinkie Pie #3"]
    assert "Bon Bon" in by_name  # a name nobody shares stays as it is

    twin = next(s for s in screen.model.seats if s.player == "Pinkie Pie #3")
    screen.entry.setFocus()
    qtbot.keyClicks(screen.entry, f"{twin.table} {'1' if twin.seat == 0 else '2'}")
    assert f"Table {twin.table}: Pinkie Pie #3 wins." in screen.message.text()
    assert (
        next(s for s in screen.model.seats if s.registration_id == twin.registration_id).result_text
        == "Pinkie Pie #3 wins"
    )
    # The drop dialog offers both, told apart.
    assert {name for _id, name in screen._players()} >= TWINS

    other = next(s for s in screen.model.seats if s.player == "Pinkie Pie #1")
    screen.drop(other.registration_id, "went home")
    assert screen.message.text().startswith("Pinkie Pie #1 dropped")

    standings = StandingsScreen(scene.ctx)
    qtbot.addWidget(standings)
    standings.show()
    names = column(standings.proxy, 1)
    assert set(names) >= TWINS and "Pinkie Pie" not in names

    scene.act_as(StaffRole.FLOOR_JUDGE)
    penalties = PenaltiesScreen(scene.ctx)
    qtbot.addWidget(penalties)
    penalties.show()
    offered = [penalties.player_box.itemText(i) for i in range(penalties.player_box.count())]
    assert any(text.startswith("Pinkie Pie #3") for text in offered)
    assert not any(text.startswith("Pinkie Pie (") for text in offered)
    penalties.player_box.setCurrentIndex(penalties.player_box.findData(twin.registration_id))
    penalties.infraction_box.setCurrentIndex(
        penalties.infraction_box.findData("looking-at-extra-cards")
    )
    penalties.issue_button.click()
    assert penalties.message.text().startswith("Pinkie Pie #3: Game Warning")
    assert "Pinkie Pie #3" in column(penalties.proxy, PENALTY_PLAYER)


def test_registering_a_name_already_taken_warns_while_typing_and_after(window, event_ctx, qtbot):
    from tourney.gui.players.screen import PlayersScreen

    screen = PlayersScreen(event_ctx)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.keyClicks(screen.entry, "Pinkie Pie")
    qtbot.keyClick(screen.entry, "\r")
    assert screen.message.text() == "Added Pinkie Pie."
    qtbot.keyClicks(screen.entry, "pinkie  pie")
    assert screen.message.meaning == "warn"
    assert "Already registered: Pinkie Pie" in screen.message.text()
    qtbot.keyClick(screen.entry, "\r")
    assert screen.message.meaning == "warn"
    assert screen.message.text().startswith(
        "Added pinkie pie #2; this event already has Pinkie Pie #1."
    )
    names = [screen.model.rows[i].shown for i in range(len(screen.model.rows))]
    assert names[0] == "Pinkie Pie #1" and names[1].endswith("#2")
    qtbot.keyClicks(screen.entry, "Derpy")
    assert not screen.message.text().startswith("Already")
