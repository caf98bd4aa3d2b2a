"""The Formats screen: a copy of a format with a ban added, saved to the user's folder, in force
for an event from the ban's date; a bad edit refused before anything is saved."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from sqlalchemy.orm import Session

from tourney.events.deck_checks import check_registered_deck
from tourney.gui.formats.screen import FormatsScreen, parse_sets, sets_text
from tourney.legality import load_formats
from tourney.paths import user_formats_folder

BANNED = "Rainbow Dash, Hanging Out"
DECK = (
    "Mane Character\n1 Rainbow Dash, Hanging Out\nProblems\n2 Ancient Research\n"
    "2 Bottom of the Well\n2 Cockatrice on the Loose\n2 Frown Town\n2 Too Many Pinkie Pies\n"
    "Draw deck\n"
    + "\n".join(
        f"3 {n}"
        for n in (
            "Cipher Splash, Born Ready", "Dark Moon, Moonlit Colt", "Dr. Hooves, Just In Time",
            "Hairpin Turn, Blocker", "Orange Swirl, Dizzy Daredevil", "Pipsqueak, Scrappy Squirt",
            "Rainbow Blaze, Dashing Mentor", "Rainbow Dash, Goosebump Giver",
            "Rumble, Fast Learner", "Scootaloo, Fan Club Founder", "Biff! Pow!", "The Hard Way",
            "Thunderclap", "Train Tracks", "Monstrous Cave",
        )
    )
)  # fmt: skip


def test_a_ban_added_on_the_screen_is_in_force_for_an_event_from_its_date(
    ctx, qtbot, store_event, catalog
):
    screen = FormatsScreen(ctx)
    qtbot.addWidget(screen)
    screen.select("harmony")
    screen.copy_current("store-harmony", "Store Harmony")
    qtbot.keyClicks(screen.card_search, "rainbow dash hanging")
    assert screen.chosen_card().name == BANNED
    screen.ban_from.setDate(QDate(2016, 9, 10))
    screen.add_ban()
    screen.save()
    assert screen.message.meaning == "good", screen.message.text()
    assert (user_formats_folder() / "store-harmony.toml").is_file()
    # The screen shows the ban only as of its date.
    screen.select("store-harmony")
    screen.as_of.setDate(QDate(2016, 9, 9))
    assert BANNED not in [r[0].split(" (")[0] for r in screen.bans_model.rows]
    screen.as_of.setDate(QDate(2016, 9, 10))
    assert BANNED in [r[0].split(" (")[0] for r in screen.bans_model.rows]

    formats = load_formats()
    assert "harmony" in formats and formats["harmony"].banned_on(BANNED, date(2017, 1, 1)) is None
    with Session(ctx.engine) as session:
        for day, banned in ((date(2016, 9, 9), False), (date(2016, 9, 10), True)):
            _, _, [registration] = store_event(
                session, 1, name=f"League {day}", format_id="store-harmony", on=day,
                deck_list=DECK, at=None,
            )  # fmt: skip
            check = check_registered_deck(registration, catalog, formats["store-harmony"])
            messages = [v.message for v in check.report.violations]
            assert any("banned in Store Harmony from 2016-09-10" in m for m in messages) is banned
            assert len(messages) == int(banned), messages


def test_an_edit_that_does_not_match_the_catalogue_is_refused_and_nothing_saved(ctx, qtbot):
    screen = FormatsScreen(ctx)
    qtbot.addWidget(screen)
    screen.select("odyssey-block")
    screen.copy_current("my-block", "My Block")
    screen.sets.setText("EO, HM, ZZ")
    screen.edit_sets()
    assert screen.message.meaning == "bad"
    assert "cards.sets[2]: unknown set code 'ZZ'" in screen.message.text()
    screen.save()
    assert not (user_formats_folder() / "my-block.toml").exists()
    screen.sets.setText("block: odyssey, beyond")
    screen.edit_sets()
    screen.save()
    assert screen.message.meaning == "good", screen.message.text()
    assert load_formats()["my-block"].sets.set_codes == {"EO", "HM", "MT", "DE", "SB", "FF"}


def test_sets_text_reads_back_what_it_writes():
    for value in ("all", ["PR", "CN"], {"blocks": ["odyssey"], "codes": ["LL"]}):
        assert parse_sets(sets_text(value)) == value


def test_the_sets_tab_marks_which_sets_are_official(ctx, qtbot):
    screen = FormatsScreen(ctx)
    qtbot.addWidget(screen)
    rows = {s.code: s for s in screen.sets_model.rows}
    assert {"PR", "DE", "SB", "FF", "LL"} <= set(rows)
    assert all(s.official for s in rows.values())  # the shared data has no fan-made set
