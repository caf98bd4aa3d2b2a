"""Keeping the card pool in the database: import from OCTGN data, load into a catalogue."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.cards.octgn import ImportReport, read_octgn
from tourney.cards.serialize import card_from_dict, card_to_dict, set_from_dict, set_to_dict
from tourney.db.schema import CardImportRow, CardRow, CardSetRow


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


def import_cards(engine: Engine, path: Path) -> ImportResult:
    """Read the OCTGN folder and bring the database in line with it. Re-importing is idempotent."""
    data = read_octgn(path)
    added = updated = unchanged = 0
    with Session(engine) as session, session.begin():
        for card_set in data.sets:
            row = session.get(CardSetRow, card_set.guid)
            values = set_to_dict(card_set)
            if row is None:
                row = CardSetRow(guid=card_set.guid)
                session.add(row)
            row.code, row.name, row.kind = card_set.code, card_set.name, str(card_set.kind)
            row.released, row.data = card_set.released, values
        existing = {row.guid: row for row in session.scalars(select(CardRow))}
        for card in data.cards:
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
            row.subtitle, row.type, row.rarity = card.subtitle, str(card.type), str(card.rarity)
            row.text, row.data = "\n".join(card.text), values
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
    return ImportResult(
        per_set=_per_set(data.sets, data.cards),
        added=added,
        updated=updated,
        unchanged=unchanged,
        kept_missing=len(existing),
        report=data.report,
        fingerprint=print_,
    )


def _per_set(sets, cards: list[Card]) -> list[tuple[str, str, int, int]]:
    tournament = Counter(c.set_guid for c in cards if c.tournament_card)
    everything = Counter(c.set_guid for c in cards)
    return [(s.code, s.name, tournament[s.guid], everything[s.guid]) for s in sets]


def has_cards(engine: Engine) -> bool:
    with Session(engine) as session:
        return session.scalars(select(CardRow.guid).limit(1)).first() is not None


def load_catalog(engine: Engine) -> CardCatalog:
    with Session(engine) as session:
        sets = [set_from_dict(row.data) for row in session.scalars(select(CardSetRow))]
        cards = [card_from_dict(data) for data in session.scalars(select(CardRow.data))]
    if not cards:
        raise NoCardDataError(
            "the database has no cards: run `tourney cards import PATH` with your OCTGN "
            "MLP CCG folder (the one holding Sets/)"
        )
    return CardCatalog(cards, sets)
