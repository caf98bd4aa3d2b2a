"""Two windows (stations) on one event database: each sees what the other stored within a few
seconds, and a result entered on a stale screen is refused with a message in the window."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tourney.db.database import open_database
from tourney.db.schema import RegistrationRow
from tourney.events.deck_lists import submit_deck_list, unlock_deck_list
from tourney.events.model import Result, StaffRole
from tourney.events.penalties import issue_penalty, penalties_of
from tourney.gui.context import AppContext
from tourney.gui.decks.screen import DecksScreen
from tourney.gui.players.screen import PlayersScreen
from tourney.gui.rounds.pairings import PairingsScreen
from tourney.gui.rounds.penalties import PenaltiesScreen
from tourney.gui.watcher import INTERVAL_MS

DECK = "Mane Character\n1x Twilight Sparkle, Princess of Friendship\n"


def _result_shown(screen: PairingsScreen, table: int) -> str:
    return next(s.result_text for s in screen.model.seats if s.table == table and s.seat == 0)


def _second_station(scene, qtbot, role: StaffRole) -> PairingsScreen:
    engine = open_database(scene.ctx.engine.url.database)
    ctx = AppContext(engine, None)
    ctx.set_event(scene.ctx.event_id)
    ctx.set_operator(scene.staff[role])
    screen = PairingsScreen(ctx)
    qtbot.addWidget(screen)
    screen.show()
    return screen


def test_a_result_from_a_stale_screen_is_refused_in_the_window(paired_screen, qtbot):
    scene, keeper = paired_screen
    floor = _second_station(scene, qtbot, StaffRole.FLOOR_JUDGE)
    floor.ctx.watcher.paused = True  # this station has not refreshed yet: table 2 looks open
    assert _result_shown(floor, 2) == ""

    keeper.enter_result(2, Result.B_WINS)
    floor.enter_result(2, Result.A_WINS)

    message = floor.message.text()
    assert "round 1, table 2 already has a result" in message
    assert "by Sam Scores (scorekeeper); yours was not saved" in message
    assert _result_shown(floor, 2) == _result_shown(keeper, 2)  # now shows the stored one
    assert _result_shown(keeper, 2).endswith("wins")
    floor.ctx.watcher.close()
    floor.ctx.engine.dispose()


def test_a_correction_from_a_stale_screen_is_refused_and_the_other_is_kept(paired_screen, qtbot):
    scene, keeper = paired_screen
    keeper.enter_result(1, Result.A_WINS)
    scene.act_as(StaffRole.HEAD_JUDGE)
    other = _second_station(scene, qtbot, StaffRole.HEAD_JUDGE)
    other.ctx.watcher.paused = True
    shown_before = _result_shown(other, 1)

    keeper.correct(1, Result.B_WINS, "slip filled in the wrong way round")
    other.correct(1, Result.DRAW, "both players agreed on a draw")

    assert "was changed by another station meanwhile" in other.message.text()
    assert "your correction was not saved" in other.message.text()
    assert _result_shown(other, 1) == _result_shown(keeper, 1) != shown_before
    assert _result_shown(keeper, 1) != "draw"
    other.ctx.watcher.close()
    other.ctx.engine.dispose()


def test_another_stations_result_shows_within_a_few_seconds(paired_screen, qtbot):
    scene, keeper = paired_screen
    floor = _second_station(scene, qtbot, StaffRole.FLOOR_JUDGE)
    assert _result_shown(floor, 3) == ""
    keeper.enter_result(3, Result.DRAW)
    qtbot.waitUntil(lambda: _result_shown(floor, 3) == "draw", timeout=3 * INTERVAL_MS)
    floor.ctx.watcher.close()
    floor.ctx.engine.dispose()


def test_correcting_a_round_after_the_next_is_paired_offers_to_pair_it_again(
    paired_screen, qtbot, pair_round
):
    scene, screen = paired_screen
    for table in range(1, 5):
        screen.enter_result(table, Result.A_WINS)
    assert pair_round(screen) == 2
    scene.act_as(StaffRole.HEAD_JUDGE)
    screen.round_box.setCurrentIndex(screen.round_box.findData(1))
    assert screen.round_number == 1
    screen.correct(1, Result.B_WINS, "slip filled in the wrong way round")
    assert "Round 2 was already paired, on the old result of round 1, table 1" in (
        screen.message.text()
    )
    offer = screen.repair_offer
    assert "Pair round 2 again" in offer.informativeText()
    with qtbot.waitSignal(screen.round_paired, timeout=10_000) as repaired:
        offer.done(QMessageBox.StandardButton.Yes)
    assert repaired.args == [2]


def _other_station(scene, role: StaffRole) -> AppContext:
    """A second window's context on the same database file, acting as ``role``."""
    ctx = AppContext(open_database(scene.ctx.engine.url.database), None)
    ctx.set_event(scene.ctx.event_id)
    ctx.set_operator(scene.staff[role])
    return ctx


def _close(ctx: AppContext) -> None:
    ctx.watcher.close()
    ctx.engine.dispose()


def _penalize_on(ctx: AppContext, registration_id: int) -> None:
    """Another station's judge warns the player (a Game Warning): their record changes."""
    with ctx.session() as session:
        issue_penalty(
            session,
            session.get(RegistrationRow, registration_id),
            "looking-at-extra-cards",
            judge=ctx.operator(session),
        )


def test_stale_drop_penalty_and_deck_list_screens_are_refused_in_the_window(rounds_scene, qtbot):
    """Each screen loaded a player's record; another station changed it before the action:
    the action is refused with the message shown, and nothing of it is saved."""
    scene = rounds_scene(players=4)
    scene.act_as(StaffRole.HEAD_JUDGE)
    scene.ctx.watcher.paused = True  # this station has not refreshed since it loaded
    players = PlayersScreen(scene.ctx)
    penalties = PenaltiesScreen(scene.ctx)
    decks = DecksScreen(scene.ctx)
    for screen in (players, penalties, decks):
        qtbot.addWidget(screen)
        screen.show()
    applejack, derpy, bon_bon = (scene.players[n] for n in ("Applejack Fan", "Derpy", "Bon Bon"))
    with scene.ctx.session() as session:  # Bon Bon's list may change: every screen shows that
        unlock_deck_list(
            session,
            session.get(RegistrationRow, bon_bon),
            by=scene.ctx.operator(session),
            why="list to correct",
        )
    for screen in (players, penalties, decks):
        screen.reload()
    assert decks.select_player(bon_bon) and not decks.locked
    decks.editor.setPlainText(DECK + "3x Fluttershy, Monster Tamer\n")

    other = _other_station(scene, StaffRole.FLOOR_JUDGE)
    for registration_id in (applejack, derpy):
        _penalize_on(other, registration_id)
    with other.session() as session:
        submit_deck_list(
            session, session.get(RegistrationRow, bon_bon), DECK, by=other.operator(session)
        )
    _close(other)

    assert not players.drop(applejack, "went home")
    assert "Applejack Fan's record changed on another station meanwhile (penalty at" in (
        players.message.text()
    )
    assert "by Fern Floor (floor judge)); your drop was not saved" in players.message.text()

    assert penalties.issue(derpy, "looking-at-extra-cards") is None
    assert "Derpy's record changed on another station meanwhile (penalty at" in (
        penalties.message.text()
    )
    assert "your penalty was not saved" in penalties.message.text()

    assert not decks.save()
    assert "Bon Bon's record changed on another station meanwhile (deck list replaced at" in (
        decks.message.text()
    )
    assert "your deck list was not saved" in decks.message.text()
    assert "Monster Tamer" in decks.editor.toPlainText()  # the draft is kept to look at again

    with scene.ctx.session() as session:
        event = scene.ctx.event(session)
        assert session.get(RegistrationRow, applejack).dropped_at is None
        assert session.get(RegistrationRow, bon_bon).deck_list == DECK
        given = [(p.registration_id, p.level) for p in penalties_of(session, event)]
        assert given == [(applejack, "Game Warning"), (derpy, "Game Warning")]  # the other's

    # Each screen now shows the record as stored, and the same action from it is accepted.
    assert players.drop(applejack, "went home")
    line = penalties.issue(derpy, "looking-at-extra-cards")
    assert line is not None and line.level == "Game Loss"  # the second warning (Game Warning)


def test_taking_back_a_drop_from_a_stale_players_screen_is_refused(rounds_scene, qtbot):
    scene = rounds_scene(players=4)
    scene.act_as(StaffRole.HEAD_JUDGE)
    scene.ctx.watcher.paused = True
    players = PlayersScreen(scene.ctx)
    qtbot.addWidget(players)
    derpy = scene.players["Derpy"]
    assert players.drop(derpy, "felt unwell")
    other = _other_station(scene, StaffRole.FLOOR_JUDGE)
    _penalize_on(other, derpy)
    _close(other)
    assert not players.undrop(derpy, "feels better")
    assert "your taking back of the drop was not saved" in players.message.text()
    with scene.ctx.session() as session:
        assert session.get(RegistrationRow, derpy).dropped_at is not None
