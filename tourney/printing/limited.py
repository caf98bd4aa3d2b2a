"""Limited printouts (2016 rules document, 11. Limited Play): the pod seating sheet (pods,
seats, and which set each pack is and which way it passes) and the sealed pool registration
sheet (pre-filled from the player's stored pool, or blank lines to fill in). The content comes
from ``tourney.limited.sheets``; this module only lays it out."""

from __future__ import annotations

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Spacer
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.db.schema import EventRow, RegistrationRow
from tourney.events.registration import registrations_of
from tourney.limited.sheets import pod_seating_sheet, pool_sheet
from tourney.printing.decks import ruled_lines
from tourney.printing.event_data import registration_named, shown_names
from tourney.printing.layout import (
    Printout,
    PrintoutError,
    available_height,
    available_width,
    para,
    table,
)

BLANK_LINE_HEIGHT = 5.5 * mm  # room to write by hand
POOL_HEADING = 48 * mm  # player, packs, provided cards, header row and total
# A sealed pool can hold over 90 different cards: the blank sheet has a line for each of up
# to this many, going on to a second page.
BLANK_POOL_LINES = 120


def pods(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    catalog: CardCatalog | None = None,
) -> Printout:
    """Each pod's seats in passing order and the pack plan: set, direction, announcement."""
    if round_number is not None:
        raise PrintoutError("the pod seating sheet is for the draft, not a round")
    sheet = pod_seating_sheet(session, event, catalog)
    if not sheet.pods:
        raise PrintoutError(
            f"{event.name} has no draft pods yet; seat them first (2016 rules, Limited Play: "
            "Booster Draft Format)"
        )
    width = available_width(page_size)
    steps = [
        [str(s.number), s.set_name or "(set not chosen)", f"pass {s.passes}", s.reminder]
        for s in sheet.packs
    ]
    story: list[Flowable] = [
        para("Packs (opened most recent set first; 1 and 3 pass left, 2 and 4 right)", 11),
        Spacer(1, 2 * mm),
        table(
            ["Pack", "Set", "Direction", "Announcement"],
            steps,
            [0.08 * width, 0.25 * width, 0.13 * width, 0.54 * width],
            size=9,
            align_right=(0,),
            bold_columns=(2,),
        ),
    ]
    for pod in sheet.pods:
        seats = [
            [str(n), name, sheet_neighbour(pod.seats, n, +1), sheet_neighbour(pod.seats, n, -1)]
            for n, name in enumerate(pod.seats, start=1)
        ]
        # A pod is posted as one piece: never split its seats across pages.
        story += [
            Spacer(1, 5 * mm),
            KeepTogether(
                [
                    para(f"Pod {pod.number} · {len(pod.seats)} players", 14, bold=True),
                    Spacer(1, 2 * mm),
                    table(
                        ["Seat", "Player", "Passes left to", "Passes right to"],
                        seats,
                        [0.08 * width, 0.36 * width, 0.28 * width, 0.28 * width],
                        size=12,
                        align_right=(0,),
                        bold_columns=(0,),
                    ),
                ]
            ),
        ]
    return Printout("Draft pods", f"{len(sheet.pods)} pods", story)


def sheet_neighbour(seats: tuple[str, ...], seat: int, step: int) -> str:
    """Who seat ``seat`` passes to: seat k's left is seat k + 1, the last seat's left seat 1."""
    return seats[(seat - 1 + step) % len(seats)]


def poolsheet(
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    player: str | int | RegistrationRow | None = None,
    catalog: CardCatalog | None = None,
) -> Printout:
    """Sealed pool registration: one sheet per player (or only ``player``'s), pre-filled with
    the stored pool, else blank lines under the packs to open."""
    if round_number is not None:
        raise PrintoutError("a pool registration sheet is not for one round; leave out the round")
    if catalog is None:
        raise PrintoutError("pool registration sheets need the card database (none loaded)")
    if player is not None:
        registrations = [registration_named(session, event, player)]
    else:
        registrations = registrations_of(session, event)
    if not registrations:
        raise PrintoutError(f"{event.name} has no registered players")
    width, height = available_width(page_size), available_height(page_size)
    names = shown_names(session, event)  # players sharing a name carry their number
    story: list[Flowable] = []
    for registration in registrations:
        sheet = pool_sheet(registration, catalog)
        shown = names[registration.id]
        if story:
            story.append(PageBreak())
        packs = ", ".join(f"{p.packs} × {p.set_code}" for p in sheet.packs) or "not set yet"
        story += [
            para(f"Player: {shown}", 14, bold=True),
            para(f"Packs: {packs}. Pool: {sheet.source or 'not registered yet'}.", 10),
        ]
        if sheet.provided:
            story.append(para("Provided: " + "; ".join(sheet.provided), 9))
        story.append(Spacer(1, 3 * mm))
        if sheet.lines:
            rows = [[str(x.count), x.number, x.rarity, x.name, str(x.type)] for x in sheet.lines]
            story.append(
                table(
                    ["Qty", "Number", "Rarity", "Card", "Type"],
                    rows,
                    [0.08 * width, 0.12 * width, 0.09 * width, 0.53 * width, 0.18 * width],
                    size=9,
                    align_right=(0,),
                    padding=1.2,
                )
            )
        else:
            # Two columns of lines, each card once with its quantity, the deck sheet's grid; the
            # lines the first page cannot hold continue on the next, under the player's name.
            rows_per_column = int((height - POOL_HEADING) // BLANK_LINE_HEIGHT)
            first = min(BLANK_POOL_LINES, 2 * rows_per_column)
            story += [
                para(
                    "Write each different card once: quantity, full name with subtitle, "
                    "collector number.",
                    9,
                ),
                Spacer(1, 1 * mm),
                ruled_lines([], first, 2, width, line_height=BLANK_LINE_HEIGHT),
            ]
            if first < BLANK_POOL_LINES:
                story += [
                    PageBreak(),
                    para(f"Player: {shown} (continued)", 12, bold=True),
                    Spacer(1, 2 * mm),
                    ruled_lines(
                        [], BLANK_POOL_LINES - first, 2, width, line_height=BLANK_LINE_HEIGHT
                    ),
                ]
        total = str(sheet.total) if sheet.lines else "______"
        story += [Spacer(1, 2 * mm), para(f"Total cards in pool: {total}", 10, bold=True)]
    title = "Sealed pool" + (f": {names[registrations[0].id]}" if player is not None else "s")
    return Printout(title, "", story)
