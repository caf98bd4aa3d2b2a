"""Deck registration sheets (blank, or filled from a registered list with totals per section)
and the deck check report (registered list against the deck the player presented)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table
from reportlab.platypus.tables import TableStyle
from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import DeckCheckRow, EventRow, RegistrationRow
from tourney.decks import DeckReadError, read_deck_list, resolve
from tourney.decks.model import Deck, DeckEntry, ResolvedDeck, Section
from tourney.legality import FormatFileError, load_formats
from tourney.legality.format import DeckRules
from tourney.printing.event_data import registration_named
from tourney.printing.fonts import BOLD, REGULAR
from tourney.printing.layout import (
    CELL_PADDING,
    GRID,
    Printout,
    PrintoutError,
    available_width,
    cell,
    fit_text,
    para,
    table,
)

BLANK_LINES = {Section.MANE: 1, Section.PROBLEM: 10, Section.DRAW: 36}
LINE_HEIGHT = 6.2 * mm  # room to write by hand


def deck_rules(event: EventRow, catalog: CardCatalog | None) -> DeckRules | None:
    """The deck-size rules of the event's format (resources/formats/), None if unknown."""
    try:
        fmt = load_formats(catalog=catalog).get(event.format_id)
    except FormatFileError:
        return None
    return fmt.deck if fmt is not None else None


def requirement(section: Section, rules: DeckRules | None) -> str:
    if rules is None:
        return ""
    if section is Section.MANE:
        return "exactly 1 (102.1)"
    if section is Section.PROBLEM:
        return f"exactly {rules.problem_count} (101.3)"
    return f"at least {rules.draw_min} (101.1)"


def read_registered(
    registration: RegistrationRow, text: str | None, catalog: CardCatalog, what: str
) -> ResolvedDeck:
    """A stored list resolved against the catalogue; a list that cannot be read is an error
    naming the player and the reader's own message (with its line)."""
    name = registration.player.name
    if not text:
        raise PrintoutError(f"{name} has no {what}")
    try:
        return resolve(read_deck_list(text, f"{name}'s {what}"), catalog)
    except DeckReadError as error:
        raise PrintoutError(str(error)) from error


def _fields(event: EventRow, player: str, deck_name: str, width: float) -> Table:
    rows = [
        ["Player", player, "Event", event.name],
        ["Deck name", deck_name, "Date", event.date.isoformat()],
    ]
    widths = [0.16 * width, 0.38 * width, 0.09 * width, 0.37 * width]
    data = [
        [cell(v, w, 10, bold=i % 2 == 0) for i, (v, w) in enumerate(zip(r, widths, strict=True))]
        for r in rows
    ]
    return Table(
        data,
        colWidths=widths,
        rowHeights=[8 * mm] * 2,
        style=TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, 10),
                ("FONT", (0, 0), (0, -1), BOLD, 10),
                ("FONT", (2, 0), (2, -1), BOLD, 10),
                ("LINEBELOW", (1, 0), (1, -1), 0.5, colors.black),
                ("LINEBELOW", (3, 0), (3, -1), 0.5, colors.black),
                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
            ]
        ),
        hAlign="LEFT",
    )


def _section_table(entries: Sequence[DeckEntry], lines: int, columns: int, width: float) -> Table:
    """Quantity and full-name lines, ``columns`` side by side, filled column by column."""
    slots = max(lines, len(entries))
    per_column = -(-slots // columns)
    filled: list[tuple[str, str, str]] = [
        (str(e.count), e.card.name, e.card.number) for e in entries
    ]
    filled += [("", "", "")] * (per_column * columns - len(filled))
    column_width = width / columns
    widths = [0.1 * column_width, 0.72 * column_width, 0.18 * column_width] * columns
    data = []
    shrunk: list[tuple[object, ...]] = []  # long names get a smaller font, never a second line
    for row in range(per_column):
        line: list[object] = []
        for column in range(columns):
            count, name, number = filled[column * per_column + row]
            room = 0.72 * column_width - 2 * CELL_PADDING
            size = fit_text(name, REGULAR, 9, room, smallest=6)
            if size < 9:
                shrunk.append(("FONT", (3 * column + 1, row), (3 * column + 1, row), REGULAR, size))
            line += [count, cell(name, 0.72 * column_width, size), number]
        data.append(line)
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, 9),
        *shrunk,
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
        ("GRID", (0, 0), (-1, -1), 0.4, GRID),
    ]
    for column in range(columns):
        commands += [
            ("ALIGN", (3 * column, 0), (3 * column, -1), "RIGHT"),
            ("FONT", (3 * column, 0), (3 * column, -1), BOLD, 10),
            ("LINEBEFORE", (3 * column, 0), (3 * column, -1), 1.2, colors.black),
        ]
    return Table(
        data,
        colWidths=widths,
        rowHeights=[LINE_HEIGHT] * per_column,
        style=TableStyle(commands),
        hAlign="LEFT",
    )


def _section_heading(section: Section, total: str, rules: DeckRules | None) -> Table:
    needed = requirement(section, rules)
    text = [
        para(str(section), 11, bold=True),
        para(f"Total: {total}" + (f"   ({needed})" if needed else ""), 9),
    ]
    return Table([text], colWidths=["45%", "55%"], hAlign="LEFT")


def decksheet(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    player: str | RegistrationRow | None = None,
    catalog: CardCatalog | None = None,
) -> Printout:
    """Blank, or with ``player`` (and the card ``catalog``) filled from their registered list:
    every card by full name (201.1a) and collector number, totals per section."""
    if round_number is not None:
        raise PrintoutError("a deck registration sheet is not for one round; leave out the round")
    width = available_width(page_size)
    deck = Deck()
    player_name = deck_name = ""
    if player is not None:
        if catalog is None:
            raise PrintoutError("filling a deck sheet needs the card database (none loaded)")
        registration = registration_named(session, event, player)
        resolved = read_registered(registration, registration.deck_list, catalog, "deck list")
        deck = resolved.deck
        player_name, deck_name = registration.player.name, deck.name or resolved.source.name
    rules = deck_rules(event, catalog)
    story: list[Flowable] = [_fields(event, player_name, deck_name, width), Spacer(1, 4 * mm)]
    for section in Section:
        entries = deck.section(section)
        total = str(deck.total(section)) if player is not None else "______"
        columns = 2 if section is Section.DRAW else 1
        story += [
            _section_heading(section, total, rules),
            _section_table(entries, BLANK_LINES[section], columns, width),
            Spacer(1, 3 * mm),
        ]
    if player is not None and resolved.problems:
        story.append(para("Problems reading this list (floor rules, Deck Lists):", 9, bold=True))
        story += [para(f"{p.problem_class}: {p.message}", 8) for p in resolved.problems]
    title = "Deck registration" + (f": {player_name}" if player_name else "")
    return Printout(title, "", story)


@dataclass(frozen=True)
class Difference:
    section: Section
    name: str
    registered: int
    presented: int


def compare_decks(registered: Deck, presented: Deck) -> list[Difference]:
    """Copies of each card by full name (201.1a), section by section, registered list order
    first and then cards only the presented deck has."""
    rows = []
    for section in Section:
        listed = registered.counts_by_name(section)
        shown = presented.counts_by_name(section)
        names = list(dict.fromkeys([*listed, *shown]))
        rows += [Difference(section, n, listed[n], shown[n]) for n in names]
    return rows


def _change(registered: int, presented: int) -> str:
    return f"{presented - registered:+d}" if registered != presented else ""


def latest_presented(session: Session, registration: RegistrationRow) -> DeckCheckRow | None:
    """The player's most recent deck check with a presented deck written down."""
    query = (
        select(DeckCheckRow)
        .where(DeckCheckRow.registration_id == registration.id)
        .where(DeckCheckRow.presented.is_not(None))
        .order_by(DeckCheckRow.id.desc())
    )
    return session.scalars(query.limit(1)).first()


def deckcheck(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    player: str | RegistrationRow | None = None,
    presented: str | None = None,
    catalog: CardCatalog | None = None,
) -> Printout:
    """The registered list against the presented deck (``presented`` text, else the player's
    latest recorded deck check), every card whose count differs highlighted (floor rules,
    Tier 2/3 Rules: Deck Checks)."""
    if player is None:
        raise PrintoutError("a deck check report is for one player: give the player's name")
    if catalog is None:
        raise PrintoutError("a deck check report needs the card database (none loaded)")
    registration = registration_named(session, event, player)
    name = registration.player.name
    check = latest_presented(session, registration) if presented is None else None
    if presented is None:
        if check is None:
            raise PrintoutError(
                f"no deck check with a presented deck is recorded for {name}; give the "
                "presented deck as a list"
            )
        presented = check.presented
    listed = read_registered(registration, registration.deck_list, catalog, "deck list")
    shown = read_registered(registration, presented, catalog, "presented deck")
    rows = compare_decks(listed.deck, shown.deck)
    differing = [i for i, r in enumerate(rows) if r.registered != r.presented]
    width = available_width(page_size)
    body = [
        [
            str(r.section),
            r.name,
            str(r.registered),
            str(r.presented),
            _change(r.registered, r.presented),
        ]
        for r in rows
    ]
    for section in Section:
        before, after = listed.deck.total(section), shown.deck.total(section)
        if before != after:
            differing.append(len(body))
        body.append([str(section), "Total", str(before), str(after), _change(before, after)])
    cards_differing = sum(r.registered != r.presented for r in rows)
    verdict = (
        "The presented deck matches the registered list."
        if not cards_differing
        else f"{cards_differing} card{'s differ' if cards_differing != 1 else ' differs'} from "
        "the registered list (highlighted). A deck that does not match its list draws a Game "
        "Loss (floor rules, Game Loss: an illegal deck; Tier 2/3 Rules: Deck Checks)."
    )
    source = (
        f"Deck check of round {check.round.number}"
        + (f", {check.checked_at:%H:%M}" if check.checked_at else "")
        if check is not None
        else "Presented deck as entered for this report"
    )
    story: list[Flowable] = [
        para(f"Player: {name}", 13, bold=True),
        para(source, 10),
        Spacer(1, 2 * mm),
        para(verdict, 11, bold=bool(differing)),
        Spacer(1, 3 * mm),
        table(
            ["Section", "Card", "Registered", "Presented", "Difference"],
            body,
            [0.18 * width, 0.46 * width, 0.12 * width, 0.12 * width, 0.12 * width],
            size=9,
            align_right=(2, 3, 4),
            highlight=differing,
        ),
    ]
    if check is not None and check.findings:
        notes = check.findings.get("notes") if isinstance(check.findings, dict) else None
        if notes:
            story += [Spacer(1, 3 * mm), para(f"Judge's notes: {notes}", 10)]
    return Printout("Deck check", name, story)
