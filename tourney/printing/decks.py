"""Deck registration sheets (blank, or filled from a registered list with totals per section)
and the deck check report (registered list against the deck the player presented)."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table
from reportlab.platypus.tables import TableStyle
from sqlalchemy import select
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import DeckCheckRow, EventRow, RegistrationRow, StaffRow
from tourney.decks import DeckReadError, read_deck_list, resolve
from tourney.decks.model import Deck, DeckEntry, ResolvedDeck, Section
from tourney.legality import FormatFileError, load_formats
from tourney.legality.format import DeckRules
from tourney.printing.event_data import registration_named, shown_names
from tourney.printing.fonts import BOLD, REGULAR
from tourney.printing.layout import (
    GRID,
    SHADE,
    Printout,
    PrintoutError,
    available_height,
    available_width,
    cell,
    para,
    style,
    table,
)
from tourney.printing.penalties import infraction_name

# Lines on a blank sheet: one Mane Character (102.1); ten Problems (101.3), all may differ; a
# Draw Deck of at least 45 cards (101.1) may be 45 different cards.
BLANK_LINES = {Section.MANE: 1, Section.PROBLEM: 10, Section.DRAW: 48}
COLUMNS = {Section.MANE: 1, Section.PROBLEM: 2, Section.DRAW: 2}
LINE_HEIGHT = 6.2 * mm  # room to write by hand
SMALLEST_LINE = 4.2 * mm  # the blank sheet's lines shrink to this to stay on one page (Letter)
SIGNATURE_HEIGHT = 24 * mm
INSTRUCTION = (
    "Write in English, one line per card: the quantity and the card's complete name, including "
    "any subtitle (\u201cTwilight Sparkle, Princess of Friendship\u201d, never a nickname), "
    "and fill in every total. Hand the list to the Head Judge before the event starts; changes "
    "after that need the Head Judge's approval (floor rules, Deck Lists)."
)
RULED_COLUMNS = ("Qty", "Card: full name with subtitle", "No.")
RULED_SHARES = (0.09, 0.75, 0.16)


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
        minRowHeights=[8 * mm] * 2,  # a long name wraps above its line, never across it
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


def ruled_lines(
    entries: Sequence[DeckEntry],
    lines: int,
    columns: int,
    width: float,
    *,
    line_height: float = LINE_HEIGHT,
) -> Table:
    """Quantity, full-name and number lines to write on under their column headings,
    ``columns`` side by side, filled column by column with ``entries`` (the deck sheets;
    blank pool sheets). A name too long for its line wraps at a word (the ``fit`` rule)."""
    slots = max(lines, len(entries))
    per_column = -(-slots // columns)
    filled: list[tuple[str, str, str]] = [
        (str(e.count), e.card.name, e.card.number) for e in entries
    ]
    filled += [("", "", "")] * (per_column * columns - len(filled))
    column_width = width / columns
    widths = [share * column_width for share in RULED_SHARES] * columns
    # Headings as they are: each fits its column at 8 pt with this table's 2 pt side padding.
    data: list[list[object]] = [list(RULED_COLUMNS * columns)]
    for row in range(per_column):
        line: list[object] = []
        for column in range(columns):
            count, name, number = filled[column * per_column + row]
            line += [count, cell(name, widths[1], 9), number]
        data.append(line)
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, 9, 9),  # leading: empty lines can be low
        ("FONT", (0, 0), (-1, 0), BOLD, 8),
        ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
        ("GRID", (0, 0), (-1, -1), 0.4, GRID),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
    ]
    for column in range(columns):
        commands += [
            ("ALIGN", (3 * column, 1), (3 * column, -1), "RIGHT"),
            ("FONT", (3 * column, 1), (3 * column, -1), BOLD, 10, 9),
            ("LINEBEFORE", (3 * column, 0), (3 * column, -1), 1.2, colors.black),
        ]
    return Table(
        data,
        colWidths=widths,
        minRowHeights=[0, *[line_height] * per_column],
        repeatRows=1,
        style=TableStyle(commands),
        hAlign="LEFT",
    )


def signature_box(width: float) -> list[Flowable]:
    """Room to sign above a line, the date, and a box for the judge who takes the list in."""
    caption = style(8)
    rows = [
        [
            Paragraph("Player's signature", caption),
            Paragraph("Date and time handed in", caption),
            Paragraph("Judge: received and checked (name, initials)", caption),
        ]
    ]
    box = Table(
        rows,
        colWidths=[0.42 * width, 0.24 * width, 0.34 * width],
        rowHeights=[SIGNATURE_HEIGHT - 10 * mm],
        style=TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEABOVE", (0, 0), (0, 0), 0.6, colors.black),
                ("LINEABOVE", (1, 0), (1, 0), 0.6, colors.black),
                ("BOX", (2, 0), (2, 0), 1.2, colors.black),
                ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ]
        ),
        hAlign="LEFT",
    )
    return [Spacer(1, 10 * mm), box]


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
        player_name = shown_names(session, event)[registration.id]
        deck_name = deck.name or resolved.source.name
    rules = deck_rules(event, catalog)
    story: list[Flowable] = [_fields(event, player_name, deck_name, width), Spacer(1, 2 * mm)]
    if player is None:
        story += [para(INSTRUCTION, 9), Spacer(1, 2 * mm)]
    head = list(story)
    line_height = LINE_HEIGHT
    for attempt in range(2):  # the blank sheet: measured once, its lines shrunk to one page
        story = list(head)
        for section in Section:
            entries = deck.section(section)
            total = str(deck.total(section)) if player is not None else "______"
            lines = BLANK_LINES[section] if player is None else 1
            blank_columns = COLUMNS[section]
            columns = blank_columns if player is None else 2 if section is Section.DRAW else 1
            story += [
                _section_heading(section, total, rules),
                ruled_lines(entries, lines, columns, width, line_height=line_height),
                Spacer(1, 2 * mm),
            ]
        if player is not None:
            break
        story += signature_box(width)
        if attempt == 0:
            line_height = _blank_line_height(page_size, story, width)
    if player is not None and resolved.problems:
        story.append(para("Problems reading this list (floor rules, Deck Lists):", 9, bold=True))
        story += [para(f"{p.problem_class}: {p.message}", 8) for p in resolved.problems]
    title = "Deck registration" + (f": {player_name}" if player_name else "")
    return Printout(title, "", story)


def _blank_line_height(page_size: str, story: list[Flowable], width: float) -> float:
    """The tallest writing line (up to ``LINE_HEIGHT``) at which the blank sheet's ``story``
    (laid out at ``LINE_HEIGHT``), every line of ``BLANK_LINES``, stays on one page."""
    room = available_height(page_size) - 4  # the frame's own rounding
    used = sum(f.wrap(width, room)[1] for f in story)
    rows = sum(-(-BLANK_LINES[s] // COLUMNS[s]) for s in Section)
    if used <= room:
        return LINE_HEIGHT
    return max(SMALLEST_LINE, LINE_HEIGHT - (used - room) / rows)


def recorded_check(
    session: Session, registration: RegistrationRow, round_number: int | None
) -> DeckCheckRow:
    """The player's latest recorded deck check (of round ``round_number`` when given)."""
    query = select(DeckCheckRow).where(DeckCheckRow.registration_id == registration.id)
    checks = list(session.scalars(query.order_by(DeckCheckRow.id.desc())))
    if round_number is not None:
        checks = [c for c in checks if c.round.number == round_number]
    in_round = f" in round {round_number}" if round_number is not None else ""
    recorded = [c for c in checks if c.checked_at is not None and c.findings is not None]
    if recorded:
        return recorded[0]
    name = registration.player.name
    if checks:
        raise PrintoutError(
            f"{name} was selected for a deck check in round {checks[0].round.number} that is "
            "not recorded yet; record the presented deck first (tourney round deck-check)"
        )
    raise PrintoutError(f"no deck check of {name} is recorded{in_round}")


def _difference(change: int) -> str:
    return f"{change:+d}" if change else ""


def deckcheck(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    player: str | RegistrationRow | None = None,
    catalog: CardCatalog | None = None,
) -> Printout:
    """A recorded deck check (the player's latest, or of ``round_number``): the registered list
    card by card against the deck presented, the cards that differ highlighted, the verdict and
    penalty (floor rules, Tier 2/3 Rules: Deck Checks). The comparison is the one
    ``tourney.events.deck_checks.record_deck_check`` made and stored in the check's findings
    (``missing``, ``extra``); this report only lays it out."""
    if player is None:
        raise PrintoutError("a deck check report is for one player: give the player's name")
    if catalog is None:
        raise PrintoutError("a deck check report needs the card database (none loaded)")
    registration = registration_named(session, event, player)
    name = shown_names(session, event)[registration.id]
    check = recorded_check(session, registration, round_number)
    findings = check.findings
    missing: dict[str, int] = findings["missing"]
    extra: dict[str, int] = findings["extra"]
    listed = read_registered(registration, registration.deck_list, catalog, "deck list").deck
    shown = read_registered(registration, check.presented, catalog, "presented deck").deck
    body: list[list[str]] = []
    differing: list[int] = []
    for section in Section:
        registered = listed.counts_by_name(section)
        names = list(dict.fromkeys([*registered, *shown.counts_by_name(section)]))
        totals = [0, 0]
        for card in names:
            change = extra.get(card, 0) - missing.get(card, 0)
            if change:
                differing.append(len(body))
            count = registered[card]
            totals = [totals[0] + count, totals[1] + count + change]
            body.append([str(section), card, str(count), str(count + change), _difference(change)])
        if totals[0] != totals[1]:
            differing.append(len(body))
        body.append([str(section), "Total", *map(str, totals), _difference(totals[1] - totals[0])])
    cards_differing = len(set(missing) | set(extra))
    verdict = (
        "The presented deck matches the registered list."
        if findings["matches_list"]
        else f"{cards_differing} card{'s differ' if cards_differing != 1 else ' differs'} from "
        "the registered list (highlighted): the list does not match the deck being played, an "
        "invalid deck list (floor rules, Deck Lists)."
    )
    judge = session.get(StaffRow, check.judge_id) if check.judge_id is not None else None
    by = f", judge {judge.name}" if judge is not None else ""
    width = available_width(page_size)
    story: list[Flowable] = [
        para(f"Player: {name}", 13, bold=True),
        para(f"Deck check of round {check.round.number}, {check.checked_at:%H:%M}{by}", 10),
        Spacer(1, 2 * mm),
        para(verdict, 11, bold=not findings["matches_list"]),
        para(_penalty_line(findings), 10),
        Spacer(1, 3 * mm),
        table(
            ["Section", "Card", "Registered", "Presented", "Difference"],
            body,
            [0.18 * width, 0.46 * width, 0.12 * width, 0.12 * width, 0.12 * width],
            size=9,
            align_right=(2, 3, 4),
            highlight=differing,
            side_padding=3,
        ),
    ]
    problems = findings.get("list_problems") or []
    if problems:
        story += [Spacer(1, 3 * mm), para("Problems with the registered list:", 10, bold=True)]
        story += [para(problem, 9) for problem in problems]
    return Printout("Deck check", name, story)


def _penalty_line(findings: dict) -> str:
    if findings.get("infraction") is None:
        return "Penalty: none."
    level = findings.get("penalty") or "none issued"
    return f"Penalty: {level} ({infraction_name(findings['infraction'])})."
