"""Save a PNG of every main-window screen with a realistic demo event, for review.

    uv run python tools/screenshots.py OUTDIR [--cards OCTGN_FOLDER] [--size 1280x800]
        [--long-names]

Builds, in a temporary database, the card data (imported from the OCTGN folder: by default
``../shared/cards/octgn-mlpccg`` beside the checkout, or ``$TOURNEY_SHARED/cards/...``) and
``tourney.demo.build_demo_event`` (32 players with real decks, three rounds played). Then it opens
the main window at a fixed size and saves ``<key>.png`` for each screen in ``SCREENS`` (so every
screen appears without changes here). The Limited screen is shot on a second event, a Booster
Draft of ten of the demo players with its pods seated and a practice draft's pools registered
(``limited.png``: a player's pool and deck; ``limited-pods.png``; ``limited-packs.png``;
``limited-draft-picks.png``: a third event, its pod 1 draft in progress). Plus
dialogs worth reviewing: ``import.png``,
``new-event.png``, ``no-event.png``, ``print-preview.png`` (Print… on the pairings), the
event-wide jobs (``edit-event.png``, ``do-not-pair.png``, ``finish-event.png``,
``rename-player.png``, ``late-entry.png``, ``audit-player.png``), and ``dark-<key>.png`` for the
registration screens in a dark palette. ``--long-names`` shoots the same set (the Limited
events aside: they draft the usual demo players) for the event of ``tourney.demo.LONG_NAMES``.

Hooks for a screen's own author, looked up on the screen widget:
- ``prepare_screenshot()``: put the screen in a state worth looking at before the shot.
- ``screenshot_variants() -> dict[str, Callable[[], None]]``: more shots of the screen, each
  saved as ``<name>.png`` after calling its function (e.g. ``replay-faceoff``).

Works offscreen (``QT_QPA_PLATFORM=offscreen``, the default when there is no display) and under
Xvfb (``xvfb-run uv run python tools/screenshots.py OUTDIR``). Never touches the user's database
or settings (formats and set dates: ``$TOURNEY_CONFIG`` points into the temporary folder).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("TOURNEY_SHARED", REPO.parent / "shared"))
DEFAULT_CARDS = SHARED / "cards" / "octgn-mlpccg"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--cards", type=Path, default=DEFAULT_CARDS, help="OCTGN MLP CCG folder")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--players", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--long-names",
        action="store_true",
        help="the demo with tourney.demo.LONG_NAMES (duplicate, very long and right-to-left "
        "names, a long event name) instead of the usual players",
    )
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if not (args.cards / "Sets").is_dir():
        print(f"screenshots: no OCTGN card data at {args.cards} (give --cards)", file=sys.stderr)
        return 2
    args.outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tourney-shots-") as temp:
        return shoot(args, Path(temp), width, height)


def shoot(args: argparse.Namespace, temp: Path, width: int, height: int) -> int:
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(temp))
    os.environ["TOURNEY_CONFIG"] = str(temp / "config")  # the user's own formats stay unread
    from sqlalchemy.orm import Session

    from tourney.cards.store import import_cards, load_catalog
    from tourney.db.database import open_database
    from tourney.demo import build_demo_event
    from tourney.events.model import StaffRole
    from tourney.events.staff import staff_of
    from tourney.gui.app import application
    from tourney.gui.context import AppContext
    from tourney.gui.main_window import MainWindow
    from tourney.gui.settings.store import AppSettings

    started = time.perf_counter()
    db = temp / "demo.db"
    engine = open_database(db)
    imported = import_cards(engine, args.cards)
    catalog = load_catalog(engine)
    with Session(engine) as session:
        if args.long_names:
            from tourney.demo import LONG_NAMES, LONG_NAMES_EVENT

            event = build_demo_event(
                session, catalog, rounds=args.rounds, names=LONG_NAMES, event_name=LONG_NAMES_EVENT
            )
        else:
            event = build_demo_event(session, catalog, players=args.players, rounds=args.rounds)
        session.commit()
        event_id = event.id
        staff = staff_of(session, event)
        scorekeeper = next(s.id for s in staff if s.role == StaffRole.SCOREKEEPER)
    print(f"demo database ready in {time.perf_counter() - started:.1f} s")

    app = application()
    settings = AppSettings()
    settings.card_folder = str(args.cards)
    ctx = AppContext(engine, catalog, settings=settings, database=str(db))
    window = MainWindow(ctx, ask_for_cards=False)
    window.resize(width, height)
    window.show()
    saved: list[str] = []

    def save(widget, name: str) -> None:
        settle(app)
        path = args.outdir / f"{name}.png"
        widget.grab().save(str(path))
        saved.append(path.name)

    save(window, "no-event")
    ctx.set_event(event_id)
    ctx.set_operator(scorekeeper)
    for spec, _shortcut in window.screens:
        if spec.key == "limited":
            continue  # shot on the draft event below
        try:
            widget = window.show_screen(spec.key)
            prepare = PREPARE.get(spec.key) or getattr(widget, "prepare_screenshot", None)
            if prepare is not None:
                prepare(widget) if spec.key in PREPARE else prepare()
            save(window, spec.key)
            variants: Callable[[], dict] | None = getattr(widget, "screenshot_variants", None)
            for name, show in (variants() if variants else {}).items():
                show()
                save(window, name)
        except Exception as error:  # noqa: BLE001 - one broken screen must not stop the rest
            print(f"screenshots: {spec.key}: {type(error).__name__}: {error}", file=sys.stderr)

    try:
        if not args.long_names:  # the draft events seat the usual demo players
            limited(window, ctx, catalog, save)
    except Exception as error:  # noqa: BLE001 - the other shots are still worth saving
        print(f"screenshots: limited: {type(error).__name__}: {error}", file=sys.stderr)
    ctx.set_event(event_id)
    ctx.set_operator(scorekeeper)
    dialogs(app, window, ctx, imported, save)
    try:
        event_jobs(window, ctx, save)
    except Exception as error:  # noqa: BLE001 - the other shots are still worth saving
        print(f"screenshots: event jobs: {type(error).__name__}: {error}", file=sys.stderr)
    try:
        registration(window, ctx, catalog, save)
    except Exception as error:  # noqa: BLE001 - the other shots are still worth saving
        print(f"screenshots: registration: {type(error).__name__}: {error}", file=sys.stderr)
    ctx.set_event(event_id)
    ctx.set_operator(scorekeeper)
    dark(app, window, save)
    print(f"saved {len(saved)} screenshots in {args.outdir}: {', '.join(saved)}")
    window.close()
    engine.dispose()
    return 0


def settle(app, rounds: int = 3) -> None:
    """Let timers (debounced checks) fire and layouts settle before a grab."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    for _ in range(rounds):
        loop = QEventLoop()
        QTimer.singleShot(120, loop.quit)
        loop.exec()
        QCoreApplication.processEvents()


def prepare_decks(screen) -> None:
    """Show the player whose list has a deck-list problem, with an unknown card typed in."""
    from tourney.demo import INCORRECT_LIST_PLAYER

    lines = screen.players.rows
    line = lines[INCORRECT_LIST_PLAYER % len(lines)]
    screen.select_player(line.registration_id)
    screen.run_check()


def prepare_players(screen) -> None:
    screen.entry.setText("Rarity Fan")


def prepare_cards(screen) -> None:
    screen.query.setText("twilight sparkle")
    screen.search()


PREPARE = {"decks": prepare_decks, "players": prepare_players, "cards": prepare_cards}


DRAFT_PLAYERS = 10


def build_draft_event(session, catalog, *, seed: int = 7, picks: int | None = None):
    """A Booster Draft of the first demo players (Premiere packs), pods of up to 8 seated and a
    practice draft's pools registered, through the domain functions the Limited screen uses.
    With ``picks``: pod 1's draft in progress instead, every seat past ``picks`` picks and the
    first three seats past one more, and the last seat set to always simulate (so it has picked
    too; the others still to pick)."""
    from datetime import date

    from sqlalchemy import select

    from tourney.db.schema import PlayerRow
    from tourney.demo import DEMO_STAFF, demo_names
    from tourney.events.event import create_event
    from tourney.events.model import StaffRole, Tier
    from tourney.events.registration import register_player
    from tourney.events.staff import staff_of
    from tourney.limited.event_drafts import (
        set_seat_simulated,
        simulate_event_draft,
        simulate_picks,
        start_draft,
    )
    from tourney.limited.event_pools import set_event_packs
    from tourney.limited.seating import assign_pods, event_pods

    event = create_event(
        session,
        name="Canterlot Booster Draft",
        on=date(2019, 6, 23),
        tier=Tier.LOCAL,
        format_id="draft",
        seed=seed,
        staff=list(DEMO_STAFF),
    )
    staff = {s.role: s for s in staff_of(session, event)}
    organizer, scorekeeper = staff[StaffRole.ORGANIZER], staff[StaffRole.SCOREKEEPER]
    names = demo_names(DRAFT_PLAYERS)
    players = {
        p.name: p for p in session.scalars(select(PlayerRow).where(PlayerRow.name.in_(names)))
    }
    for name in names:
        register_player(session, event, players[name], by=scorekeeper)
    set_event_packs(session, event, by=organizer, block="premiere", catalog=catalog)
    assign_pods(session, event, pod_size=8, seed=seed, by=organizer)
    if picks is None:
        simulate_event_draft(session, event, catalog, seed=seed, by=organizer)
    else:
        start_draft(session, event, catalog, pod=1, seed=seed, by=organizer)
        seats = range(1, len(event_pods(session, event)[0].seats) + 1)
        for _ in range(picks):
            simulate_picks(session, event, catalog, pod=1, by=organizer, seats=seats)
        simulate_picks(session, event, catalog, pod=1, by=organizer, seats=(1, 2, 3))
        # the last seat's player left: set to always simulate, it picks at once
        set_seat_simulated(
            session, event, catalog, pod=1, seat=len(seats), simulated=True, by=organizer
        )
    session.flush()
    return event, organizer.id


def limited(window, ctx, catalog, save) -> None:
    from tourney.demo import demo_names

    with ctx.session() as session:
        event, organizer = build_draft_event(session, catalog)
        event_id = event.id
    ctx.set_event(event_id)
    ctx.set_operator(organizer)
    screen = window.show_screen("limited")
    screen.reload()
    screen.tabs.setCurrentWidget(screen.pods_tab)
    save(window, "limited-pods")
    screen.tabs.setCurrentIndex(0)
    save(window, "limited-packs")
    screen.tabs.setCurrentIndex(screen.tabs.count() - 1)
    name = demo_names(DRAFT_PLAYERS)[3]
    line = next(line for line in screen.players.rows if line.name == name)
    screen.select_player(line.registration_id)
    save(window, "limited")

    with ctx.session() as session:
        event, organizer = build_draft_event(session, catalog, picks=2)
        event_id = event.id
    ctx.set_event(event_id)
    screen.reload()
    screen.tabs.setCurrentWidget(screen.draft_tab)
    save(window, "limited-draft-picks")


def dialogs(app, window, ctx, imported, save) -> None:
    from tourney.gui.card_import import CardImportDialog
    from tourney.gui.event.new_event_dialog import NewEventDialog

    dialog = CardImportDialog(ctx, window)
    total = sum(row[2] for row in imported.per_set)
    dialog.log.setPlainText(
        "\n".join(
            [
                f"{total:,} tournament cards in {len(imported.per_set)} sets: "
                f"{imported.added} added, {imported.updated} updated, "
                f"{imported.unchanged} unchanged.",
                *imported.report.lines(),
            ]
        )
    )
    dialog._say(f"Imported. {total:,} tournament cards.", "good")
    dialog.progress.setRange(0, 1)
    dialog.progress.setValue(1)
    dialog.resize(720, 520)
    dialog.show()
    save(dialog, "import")
    dialog.close()

    new = NewEventDialog(ctx, window)
    new.name.setText("Manehattan Regional Championship")
    new.organizer.setText("Olive Organizer")
    new.head_judge.setText("Hazel Head")
    new.floor_judges.setText("Fern Floor, Basil Floor")
    new.scorekeeper.setText("Sam Scores")
    new.tier.setCurrentIndex(1)
    new.show()
    save(new, "new-event")
    new.close()

    from tourney.events.matches import rounds_of
    from tourney.gui.printouts import PrintPreviewDialog, file_name
    from tourney.gui.widgets import MessageLine
    from tourney.printing import render

    with ctx.session() as session:
        event = ctx.event(session)
        number = rounds_of(session, event)[-1].number
        pdf = render("pairings", session, event, round_number=number, page_size="A4")
        name = file_name(event.name, "pairings", number)
    preview = PrintPreviewDialog(pdf, name, MessageLine(), window)
    preview.resize(900, 760)
    preview.show()
    save(preview, "print-preview")
    preview.close()

    asked = window.ask_operator()  # asked whenever an event opens, the least authority offered
    if asked is not None:
        save(asked, "acting-as")
        asked.close()


def event_jobs(window, ctx, save) -> None:
    """The dialogs of the event-wide jobs, filled in but not saved: ``edit-event.png``,
    ``do-not-pair.png``, ``finish-event.png``, ``rename-player.png``, ``late-entry.png``, and the
    audit trail narrowed to one player (``audit-player.png``)."""
    from tourney.events.registration import registrations_of

    with ctx.session() as session:
        registrations = registrations_of(session, ctx.event(session))
        dropper = registrations[-1].player.name
    event = window.show_screen("event")
    edit = event.edit_event()
    edit.rounds.setValue(edit.rounds.value() + 1)
    edit.why.setText("time for one more round before the top cut")
    edit.resize(620, edit.sizeHint().height())
    save(edit, "edit-event")
    edit.reject()
    avoid = event.edit_do_not_pair()
    for first, second in ((0, 5), (3, 9)):
        avoid.first.setText(avoid.players[first].name)
        avoid.second.setText(avoid.players[second].name)
        avoid.add_typed_pair()
    avoid.why.setText("siblings who travel together")
    avoid.resize(640, 420)
    save(avoid, "do-not-pair")
    avoid.reject()
    finish = event.confirm_finish()
    if finish is not None:
        save(finish, "finish-event")
        finish.reject()
    players = window.show_screen("players")
    players.table.selectRow(2)
    players.rename_selected()
    rename = players.choose_dialog
    rename.new_name.setText(rename.new_name.text() + " Jr.")
    rename.why.setText("name as on the photo ID")
    rename.resize(560, rename.sizeHint().height())
    save(rename, "rename-player")
    rename.reject()
    players.add_late_entry("Lightning Dust")
    late = players.late_dialog
    late.why.setText("arrived after round 3 was paired")
    late.resize(620, 420)
    save(late, "late-entry")
    late.reject()
    audit = window.show_screen("audit")
    audit.set_filters(dropper)
    save(window, "audit-player")
    audit.set_filters()


def registration(window, ctx, catalog, save) -> None:
    """An event still in registration at Tier 2 (lists required) where one list is illegal,
    one is missing and two players share a name: the Event screen naming the open deck list
    problems (``registration.png``), the Players screen (``registration-players.png``) and the
    start confirmation that names them before asking (``start-confirm.png``)."""
    from datetime import date

    from tourney.demo import DEMO_STAFF, random_legal_deck
    from tourney.events.event import create_event
    from tourney.events.model import StaffRole, Tier
    from tourney.events.players import add_player
    from tourney.events.registration import register_player
    from tourney.events.staff import staff_of
    from tourney.legality import load_formats

    on = date(2019, 7, 6)
    legal = random_legal_deck(catalog, load_formats()["harmony"], on, 5)
    illegal = legal.replace("Draw Deck", "Draw Deck\n3x Rainbw Dsh Hangin", 1)
    lists = [
        ("Twilight Velvet", legal),
        ("Pinkie Pie", legal),
        ("Pinkie Pie", legal),  # two players of one name
        ("Cheerilee", illegal),
        ("Derpy Hooves", None),
    ]
    with ctx.session() as session:
        event = create_event(
            session,
            name="Manehattan Summer Regional",
            on=on,
            tier=Tier.CHAMPIONSHIP,
            format_id="harmony",
            staff=list(DEMO_STAFF),
        )
        by = next(s for s in staff_of(session, event) if s.role == StaffRole.SCOREKEEPER)
        head = next(s for s in staff_of(session, event) if s.role == StaffRole.HEAD_JUDGE)
        for name, text in lists:
            player = add_player(session, name).players[0]
            register_player(session, event, player, by=by, deck_list=text)
        session.commit()
        event_id, head_id = event.id, head.id
    ctx.set_event(event_id)
    ctx.set_operator(head_id)
    window.show_screen("event")
    save(window, "registration")
    window.show_screen("players")
    save(window, "registration-players")
    screen = window.show_screen("event")
    screen.confirm_start()
    box = screen.confirm_box
    save(box, "start-confirm")
    box.reject()


def dark(app, window, save) -> None:
    """The registration screens in a dark palette, to check contrast."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QStyleFactory

    previous_style = app.style().name()
    previous = app.palette()
    app.setStyle(QStyleFactory.create("Fusion"))
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1e1e",
        QPalette.ColorRole.AlternateBase: "#262626",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.Highlight: "#3d6fb6",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e8e8e8",
        QPalette.ColorRole.PlaceholderText: "#9a9a9a",
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    app.setPalette(palette)
    for key in ("players", "decks"):
        screen = window.show_screen(key)
        if screen is not None and hasattr(screen, "reload"):
            screen.reload()  # colours of meaning are picked from the palette when shown
        if key == "decks" and screen is not None:
            screen.run_check()
        save(window, f"dark-{key}")
    app.setPalette(previous)
    app.setStyle(previous_style)


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # Skip the interpreter's teardown: PySide6 can crash while garbage-collecting widgets at
    # exit ("none_dealloc"), which would turn a good run into a failed CI step.
    os._exit(code)
