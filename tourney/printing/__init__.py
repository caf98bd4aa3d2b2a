"""Printouts: every PDF a tournament runs on, from one entry point the window and the command
line share.

    pdf = render("pairings", session, event, round_number=3, page_size="Letter", by_name=True)

``DOCUMENTS`` maps each document's name to the function that lays it out; each takes the
session, the event, ``round_number`` and ``page_size`` plus its own options (listed by
``document_options``). A bad request raises ``PrintoutError`` saying what is wrong.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from tourney.db.schema import EventRow
from tourney.printing.bracket import bracket
from tourney.printing.decks import deckcheck, decksheet
from tourney.printing.fonts import register_fonts
from tourney.printing.layout import (
    PAGE_SIZES,
    Printout,
    PrintoutError,
    build_pdf,
    collecting_shortened,
    in_full,
    page_size,
)
from tourney.printing.limited import pods, poolsheet
from tourney.printing.metagame import metagame
from tourney.printing.pairings import outstanding, pairings, slips
from tourney.printing.penalties import penalties
from tourney.printing.report import report
from tourney.printing.standings import standings

Document = Callable[..., Printout]

DOCUMENTS: dict[str, Document] = {
    "pairings": pairings,
    "outstanding": outstanding,
    "slips": slips,
    "standings": standings,
    "decksheet": decksheet,
    "deckcheck": deckcheck,
    "penalties": penalties,
    "bracket": bracket,
    "report": report,
    "pods": pods,  # limited: draft pod seating
    "poolsheet": poolsheet,  # limited: sealed pool registration
    "metagame": metagame,  # Mane Characters, colours and matchups of the registered lists
}

_COMMON = {"session", "event", "round_number", "page_size"}


def document_options(document: str) -> list[str]:
    """The options a document takes beyond the round and the page size."""
    parameters = inspect.signature(_document(document)).parameters
    return [name for name in parameters if name not in _COMMON]


def _document(document: str) -> Document:
    try:
        return DOCUMENTS[document]
    except KeyError:
        raise PrintoutError(
            f"unknown document {document!r}; the printouts are: {', '.join(DOCUMENTS)}"
        ) from None


def render(
    document: str,
    session: Session,
    event: EventRow,
    *,
    round_number: int | None = None,
    page_size: str = "A4",
    generated_at: datetime | None = None,
    **options: Any,
) -> bytes:
    """The PDF of ``document`` for ``event``. Reads only: nothing in the database changes."""
    make = _document(document)
    _check_page_size(page_size)
    unknown = sorted(set(options) - set(document_options(document)))
    if unknown:
        allowed = ", ".join(document_options(document)) or "none"
        raise PrintoutError(
            f"{document} takes no option {', '.join(unknown)} (its options: {allowed})"
        )
    register_fonts()  # documents name the fonts in table styles before any paragraph does
    with collecting_shortened() as shortened:
        printout = make(session, event, round_number=round_number, page_size=page_size, **options)
    if shortened:  # a word too long for its column even at 8 pt: given in full at the end
        printout.story.append(in_full(shortened))
    return build_pdf(printout, event.name, size=page_size, generated_at=generated_at)


def _check_page_size(name: str) -> None:
    page_size(name)


__all__ = ["DOCUMENTS", "PAGE_SIZES", "PrintoutError", "document_options", "render"]
