"""Tables. Every change to them comes with an Alembic migration in tourney/db/migrations."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


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


# Events: the organizer's records of one tournament (tourney/events/ holds the rules for them).
# Kinds and statuses are stored as the plain words of tourney.events.model's enums.


class PlayerRow(Base):
    """A person who plays. Two people may share a name; the events package flags it."""

    __tablename__ = "player"
    __table_args__ = (Index("ix_player_name", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime)


class EventRow(Base):
    """One tournament. Deck lists lock at ``started_at`` (floor rules, Tier 2/3 Deck Lists)."""

    __tablename__ = "event"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    date: Mapped[date] = mapped_column(Date)
    tier: Mapped[int] = mapped_column(Integer)
    format_id: Mapped[str] = mapped_column(String(50))
    structure: Mapped[str] = mapped_column(String(30))
    round_minutes: Mapped[int] = mapped_column(Integer)
    planned_rounds: Mapped[int | None] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(Integer)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(20))
    created_at: Mapped[datetime] = mapped_column(DateTime)
    started_at: Mapped[datetime | None] = mapped_column(DateTime)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime)
    # The hash of the newest audit entry: each entry is chained to the one before, and the head
    # is moved only from the value the writer read, so two stations never fork the trail.
    audit_head: Mapped[str] = mapped_column(String(64), server_default="")
    # Why the trail cannot be trusted (an import whose trail did not verify); None: it can.
    audit_unverified: Mapped[str | None] = mapped_column(Text)


class StaffRow(Base):
    """One role one person holds at one event; a person with two roles has two rows."""

    __tablename__ = "staff"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(20))
    # The same person's player record, when the organizer links it; else matched by name.
    player_id: Mapped[int | None] = mapped_column(ForeignKey("player.id"))


class RegistrationRow(Base):
    """A player entered in an event, with the deck list they handed in."""

    __tablename__ = "registration"
    __table_args__ = (UniqueConstraint("event_id", "player_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"))
    registered_at: Mapped[datetime] = mapped_column(DateTime)
    deck_list: Mapped[str | None] = mapped_column(Text)
    deck_format: Mapped[str | None] = mapped_column(String(20))
    deck_submitted_at: Mapped[datetime | None] = mapped_column(DateTime)
    deck_unlocked: Mapped[bool] = mapped_column(Boolean, default=False)
    dropped_round: Mapped[int | None] = mapped_column(Integer)
    dropped_at: Mapped[datetime | None] = mapped_column(DateTime)
    drop_reason: Mapped[str | None] = mapped_column(Text)
    late_entry_round: Mapped[int | None] = mapped_column(Integer)
    pod: Mapped[int | None] = mapped_column(Integer)
    seat: Mapped[int | None] = mapped_column(Integer)  # draft seat in the pod, 1 = first
    # Limited: the card pool (deck-list text), and where it came from ("generated", "opened",
    # "drafted"); the deck list must be built from it (2016 rules, section 11).
    pool: Mapped[str | None] = mapped_column(Text)
    pool_source: Mapped[str | None] = mapped_column(String(20))
    plays_as_judge: Mapped[bool] = mapped_column(Boolean, default=False)
    # Raised on every update and checked in its WHERE: a change made from what one station saw
    # is refused when another station changed the row first.
    version: Mapped[int] = mapped_column(Integer, server_default="1")

    __mapper_args__ = {"version_id_col": version}

    event: Mapped[EventRow] = relationship()
    player: Mapped[PlayerRow] = relationship()


class RoundRow(Base):
    __tablename__ = "round"
    __table_args__ = (UniqueConstraint("event_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(20))
    seed: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(20))
    paired_at: Mapped[datetime] = mapped_column(DateTime)
    started_at: Mapped[datetime | None] = mapped_column(DateTime)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime)
    extra_minutes: Mapped[int] = mapped_column(Integer, default=0)
    # The round clock: while paused, ``paused_at`` is set; ``paused_seconds`` adds up past pauses.
    paused_at: Mapped[datetime | None] = mapped_column(DateTime)
    paused_seconds: Mapped[int] = mapped_column(Integer, default=0)
    # Raised on every update and checked in its WHERE: a change made from what one station saw
    # is refused when another station changed the row first.
    version: Mapped[int] = mapped_column(Integer, server_default="1")

    __mapper_args__ = {"version_id_col": version}

    event: Mapped[EventRow] = relationship()


class MatchRow(Base):
    """One table in one round. ``player_b_id`` is None for a bye."""

    __tablename__ = "match"
    __table_args__ = (UniqueConstraint("round_id", "table_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("round.id"), index=True)
    table_number: Mapped[int] = mapped_column(Integer)
    player_a_id: Mapped[int] = mapped_column(ForeignKey("registration.id"))
    player_b_id: Mapped[int | None] = mapped_column(ForeignKey("registration.id"))
    result: Mapped[str | None] = mapped_column(String(20))
    ending: Mapped[str | None] = mapped_column(String(20))
    entered_by_id: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    entered_at: Mapped[datetime | None] = mapped_column(DateTime)
    extra_minutes: Mapped[int] = mapped_column(Integer, default=0)
    # Raised on every update and checked in its WHERE: a change made from what one station saw
    # is refused when another station changed the row first.
    version: Mapped[int] = mapped_column(Integer, server_default="1")

    __mapper_args__ = {"version_id_col": version}

    round: Mapped[RoundRow] = relationship()
    player_a: Mapped[RegistrationRow] = relationship(foreign_keys=[player_a_id])
    player_b: Mapped[RegistrationRow | None] = relationship(foreign_keys=[player_b_id])


class PenaltyRow(Base):
    """A tournament penalty (floor rules, Tournament Penalties).

    A Game Loss given between games waits (``pending``) for the player's next match.
    """

    __tablename__ = "penalty"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), index=True)
    registration_id: Mapped[int] = mapped_column(ForeignKey("registration.id"))
    round_number: Mapped[int | None] = mapped_column(Integer)
    table_number: Mapped[int | None] = mapped_column(Integer)
    infraction: Mapped[str] = mapped_column(String(50))
    level: Mapped[str] = mapped_column(String(30))
    upgraded_from: Mapped[str | None] = mapped_column(String(30))
    judge_id: Mapped[int] = mapped_column(ForeignKey("staff.id"))
    notes: Mapped[str] = mapped_column(Text, default="")
    at: Mapped[datetime] = mapped_column(DateTime)
    match_id: Mapped[int | None] = mapped_column(ForeignKey("match.id"))
    pending: Mapped[bool] = mapped_column(Boolean, default=False)
    # Raised on every update and checked in its WHERE: a change made from what one station saw
    # is refused when another station changed the row first.
    version: Mapped[int] = mapped_column(Integer, server_default="1")

    __mapper_args__ = {"version_id_col": version}

    registration: Mapped[RegistrationRow] = relationship()
    judge: Mapped[StaffRow] = relationship()


class AuditEntryRow(Base):
    """Who changed what in an event, when, and why. Details name players and tables, not ids."""

    __tablename__ = "audit_entry"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), index=True)
    at: Mapped[datetime] = mapped_column(DateTime)
    staff_id: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    who: Mapped[str] = mapped_column(String(250))
    action: Mapped[str] = mapped_column(String(50))
    details: Mapped[dict[str, Any]] = mapped_column(JSON)
    why: Mapped[str] = mapped_column(Text, default="")
    # sha256 over this entry's content and the hash of the entry before (tourney.events.audit).
    hash: Mapped[str] = mapped_column(String(64), server_default="")


class DeckCheckRow(Base):
    """A deck check: the player chosen (at random with ``seed``, or by a judge), and what the
    judge found comparing the presented deck with the registered list (floor rules, Tier 2/3
    Rules: Deck Checks)."""

    __tablename__ = "deck_check"

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("round.id"), index=True)
    match_id: Mapped[int | None] = mapped_column(ForeignKey("match.id"))
    registration_id: Mapped[int] = mapped_column(ForeignKey("registration.id"))
    seed: Mapped[int | None] = mapped_column(Integer)
    selected_at: Mapped[datetime] = mapped_column(DateTime)
    checked_at: Mapped[datetime | None] = mapped_column(DateTime)
    judge_id: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    presented: Mapped[str | None] = mapped_column(Text)
    findings: Mapped[dict[str, Any] | None] = mapped_column(JSON)

    round: Mapped[RoundRow] = relationship()
    registration: Mapped[RegistrationRow] = relationship()


class GameRecordRow(Base):
    """A rules-engine game record a judge saved, kept with the match it rules on."""

    __tablename__ = "game_record"

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int | None] = mapped_column(ForeignKey("event.id"))
    match_id: Mapped[int | None] = mapped_column(ForeignKey("match.id"), index=True)
    title: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime)
    created_by: Mapped[str] = mapped_column(String(250))
    record: Mapped[dict[str, Any]] = mapped_column(JSON)


class DraftRow(Base):
    """One pod's booster draft, stored as it goes so closing the app never loses it: who sits
    where (registration ids in seat order), the packs each seat opens (``[[{"set": code,
    "cards": [card id, ...]}, ...], ...]``, in opening order), the seats whose picks the
    simulated drafter always makes (``simulated_seats``: seat numbers, for a bot filling a short
    pod or a player who left) and, as ``DraftPickRow``s, every pick in the order made (2016
    rules, 11. Limited Play: Booster Draft Format)."""

    __tablename__ = "draft"
    __table_args__ = (UniqueConstraint("event_id", "pod"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"), index=True)
    pod: Mapped[int] = mapped_column(Integer)
    seed: Mapped[int] = mapped_column(Integer)
    seats: Mapped[list[int]] = mapped_column(JSON)
    packs: Mapped[list[Any]] = mapped_column(JSON)
    simulated_seats: Mapped[list[int]] = mapped_column(JSON, default=list)
    started_at: Mapped[datetime] = mapped_column(DateTime)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime)

    event: Mapped[EventRow] = relationship()


class DraftPickRow(Base):
    """One card taken in a draft: ``number`` orders the picks (1, 2, ...); ``simulated`` when a
    picker chose it rather than a person entering what the player took; ``automatic`` when it
    was made for a simulated seat following the pick before it, so undo takes both back."""

    __tablename__ = "draft_pick"
    __table_args__ = (UniqueConstraint("draft_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    draft_id: Mapped[int] = mapped_column(ForeignKey("draft.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    card_guid: Mapped[str] = mapped_column(String(36))
    simulated: Mapped[bool] = mapped_column(Boolean, default=False)
    automatic: Mapped[bool] = mapped_column(Boolean, default=False)
    entered_by_id: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    entered_at: Mapped[datetime] = mapped_column(DateTime)


class PublicationRow(Base):
    """What the scorekeeper published for players to see on their phones: the pairings of a
    round, the standings after a round, or the top-cut bracket, as they read when published.
    A pairing being fixed after publication stays private until it is published again."""

    __tablename__ = "publication"
    __table_args__ = (Index("ix_publication_event_kind", "event_id", "kind"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("event.id"))
    kind: Mapped[str] = mapped_column(String(20))  # "pairings", "standings", "bracket"
    round_number: Mapped[int | None] = mapped_column(Integer)
    published_at: Mapped[datetime] = mapped_column(DateTime)
    published_by_id: Mapped[int | None] = mapped_column(ForeignKey("staff.id"))
    content: Mapped[dict[str, Any]] = mapped_column(JSON)
