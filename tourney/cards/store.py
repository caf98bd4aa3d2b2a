"""Keeping the card pool in the database: import from OCTGN data, load into a catalogue."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from tourney.cards.model import Card
from tourney.cards.serialize import card_from_dict, card_to_dict, set_from_dict, set_to_dict
from tourney.cards.sets import with_user_sets
from tourney.db.schema import CardImportRow, CardRow, CardSetRow

if TYPE_CHECKING:  # the importer and the catalogue's search are imported when used: the
    # window asks has_cards before it is shown and loads the catalogue after
    from tourney.cards.catalog import CardCatalog
    from tourney.cards.octgn import ImportReport, Progress


class NoCardDataError(LookupError):
    """The database has no cards yet: import the OCTGN data first."""


@dataclass
class ImportResult:
    per_set: list[tuple[str, str, int, int]]  # (code, printed name, tournament cards, all cards)
    added: int
    updated: int
    unchanged: int
    kept_missing: int  # in the database but no longer in the data: kept, reported
    report: ImportReport
    fingerprint: str


def fingerprint(cards: list[Card]) -> str:
    """A hash of the card pool: a game record names the exact card data it was played with."""
    digest = hashlib.sha256()
    for data in sorted((card_to_dict(c) for c in cards), key=lambda d: d["guid"]):
        digest.update(json.dumps(data, sort_keys=True, ensure_ascii=False).encode())
    return digest.hexdigest()


def import_cards(engine: Engine, path: Path, progress: Progress | None = None) -> ImportResult:
    """Read the OCTGN folder and bring the database in line with it. Re-importing is idempotent.

    The database changes in one transaction. ``progress(done, total, message)`` is told before
    each set is read, before each set is stored and before the commit. To cancel, raise from it:
    the import stops there, the transaction is rolled back and the exception propagates, so the
    database is exactly as it was (a first import leaves no cards at all)."""
    from tourney.cards.octgn import read_octgn

    tell = progress or _no_progress

    def reading(done: int, sets: int, message: str) -> None:
        tell(done, 2 * sets + 1, message)  # each set is read, then stored; then the commit

    data = read_octgn(path, progress=reading)
    steps = 2 * len(data.sets) + 1
    cards_of_set: dict[str, list[Card]] = {card_set.guid: [] for card_set in data.sets}
    for card in data.cards:
        cards_of_set[card.set_guid].append(card)
    added = updated = unchanged = 0
    with Session(engine) as session, session.begin():
        existing = {row.guid: row for row in session.scalars(select(CardRow))}
        for done, card_set in enumerate(data.sets, start=len(data.sets)):
            tell(done, steps, f"Storing {card_set.name}…")
            set_row = session.get(CardSetRow, card_set.guid)
            if set_row is None:
                set_row = CardSetRow(guid=card_set.guid)
                session.add(set_row)
            set_row.code, set_row.name = card_set.code, card_set.name
            set_row.kind, set_row.released = str(card_set.kind), card_set.released
            set_row.data = set_to_dict(card_set)
            session.flush()  # the set row before its cards, which refer to it
            for card in cards_of_set[card_set.guid]:
                values = card_to_dict(card)
                row = existing.pop(card.guid, None)
                if row is not None and row.data == values:
                    unchanged += 1
                    continue
                if row is None:
                    row = CardRow(guid=card.guid)
                    session.add(row)
                    added += 1
                else:
                    updated += 1
                row.set_guid, row.number, row.title = card.set_guid, card.number, card.title
                row.subtitle, row.type = card.subtitle, str(card.type)
                row.rarity, row.text, row.data = str(card.rarity), "\n".join(card.text), values
            session.flush()
        for row in existing.values():
            data.report.skipped.append(
                f"{row.number} {row.title}: in the database but not in {path}; kept"
            )
        print_ = fingerprint(data.cards)
        session.add(
            CardImportRow(
                imported_at=datetime.now(),
                source=str(path),
                fingerprint=print_,
                report=data.report.lines(),
            )
        )
        tell(steps - 1, steps, "Saving the card database…")
    return ImportResult(
        per_set=_per_set(data.sets, data.cards),
        added=added,
        updated=updated,
        unchanged=unchanged,
        kept_missing=len(existing),
        report=data.report,
        fingerprint=print_,
    )


def _no_progress(done: int, total: int, message: str) -> None:
    pass


def _per_set(sets, cards: list[Card]) -> list[tuple[str, str, int, int]]:
    tournament = Counter(c.set_guid for c in cards if c.tournament_card)
    everything = Counter(c.set_guid for c in cards)
    return [(s.code, s.name, tournament[s.guid], everything[s.guid]) for s in sets]


def last_import(engine: Engine) -> tuple[str, datetime] | None:
    """Where the database's card data was last imported from, and when (None: never)."""
    with Session(engine) as session:
        row = session.scalars(
            select(CardImportRow).order_by(CardImportRow.imported_at.desc()).limit(1)
        ).first()
        return (row.source, row.imported_at) if row is not None else None


def has_cards(engine: Engine) -> bool:
    with Session(engine) as session:
        return session.scalars(select(CardRow.guid).limit(1)).first() is not None


def load_catalog(engine: Engine) -> CardCatalog:
    from tourney.cards.catalog import CardCatalog

    with Session(engine) as session:
        sets = [set_from_dict(row.data) for row in session.scalars(select(CardSetRow))]
        cards = [card_from_dict(data) for data in session.scalars(select(CardRow.data))]
    if not cards:
        raise NoCardDataError(
            "the database has no cards: run `tourney cards import PATH` with your OCTGN "
            "MLP CCG folder (the one holding Sets/)"
        )
    return with_user_sets(CardCatalog(cards, sets))
