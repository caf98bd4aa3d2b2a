"""Tables. Every change to them comes with an Alembic migration in tourney/db/migrations."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Date, DateTime, ForeignKey, Index, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class CardSetRow(Base):
    __tablename__ = "card_set"

    guid: Mapped[str] = mapped_column(String(36), primary_key=True)
    code: Mapped[str] = mapped_column(String(8))
    name: Mapped[str] = mapped_column(String(100))
    kind: Mapped[str] = mapped_column(String(20))
    released: Mapped[date | None] = mapped_column(Date)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)


class CardRow(Base):
    """One card. Searchable fields are columns; the whole card is kept in ``data``."""

    __tablename__ = "card"
    __table_args__ = (Index("ix_card_number", "number"), Index("ix_card_title", "title"))

    guid: Mapped[str] = mapped_column(String(36), primary_key=True)
    set_guid: Mapped[str] = mapped_column(ForeignKey("card_set.guid"))
    number: Mapped[str] = mapped_column(String(16))
    title: Mapped[str] = mapped_column(String(200))
    subtitle: Mapped[str] = mapped_column(String(200))
    type: Mapped[str] = mapped_column(String(20))
    rarity: Mapped[str] = mapped_column(String(4))
    text: Mapped[str] = mapped_column(Text)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)


class CardImportRow(Base):
    """When the card data was last imported, from where, and what the import repaired."""

    __tablename__ = "card_import"

    id: Mapped[int] = mapped_column(primary_key=True)
    imported_at: Mapped[datetime] = mapped_column(DateTime)
    source: Mapped[str] = mapped_column(Text)
    fingerprint: Mapped[str] = mapped_column(String(64))
    report: Mapped[list[str]] = mapped_column(JSON)
