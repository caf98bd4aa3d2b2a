"""Typed application settings kept with QSettings (an INI file in the user's config folder).

Per-event choices live in the event itself (``EventRow.settings``); these are the organizer's
defaults and the window's memory: which database and event were open, who was acting.
Tests point QSettings at a temporary folder (tests/gui/conftest.py), never at the user's.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

PAGE_SIZES = ("A4", "Letter")
# tourney.swiss.standings.DEFAULT_TIEBREAKERS by value; the Swiss core is not imported at start.
DEFAULT_TIEBREAKERS = (
    "match points",
    "opponents' match-win %",
    "opponents' opponents' match-win %",
)
# tourney.swiss.standings.ByeBasis by value: whether a bye counts as a match won in the player's
# own match-win % (MTG's tournament rules; the default) or is left out of it.
BYE_BASES = ("won", "left out")
# Version of the stored keys; an upgrade step goes in AppSettings._upgrade when keys change.
SETTINGS_VERSION = 1


def user_settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Tourney", "Tourney")


class AppSettings:
    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else user_settings()
        self._upgrade()

    def _upgrade(self) -> None:
        if self.store.value("version") is None:
            self.store.setValue("version", SETTINGS_VERSION)

    def _text(self, key: str, default: str = "") -> str:
        value = self.store.value(key, default)
        return str(value) if value is not None else default

    @property
    def card_folder(self) -> str:
        """The OCTGN MLP CCG folder the cards were last imported from."""
        return self._text("cards/folder")

    @card_folder.setter
    def card_folder(self, folder: str) -> None:
        self.store.setValue("cards/folder", folder)

    @property
    def recent_databases(self) -> list[str]:
        value = self.store.value("database/recent", [])
        if isinstance(value, str):  # QSettings gives a one-item list back as a string
            value = [value]
        return [str(v) for v in value or []]

    def remember_database(self, db: str) -> None:
        recent = [db, *(d for d in self.recent_databases if d != db)][:8]
        self.store.setValue("database/recent", recent)

    @property
    def page_size(self) -> str:
        size = self._text("printing/page_size", "A4")
        return size if size in PAGE_SIZES else "A4"

    @page_size.setter
    def page_size(self, size: str) -> None:
        if size not in PAGE_SIZES:
            raise ValueError(f"page size is one of {', '.join(PAGE_SIZES)}, not {size!r}")
        self.store.setValue("printing/page_size", size)

    @property
    def default_tiebreakers(self) -> list[str]:
        """The tiebreaker chain new events start with (floor rules, Swiss Rounds)."""
        value = self.store.value("events/tiebreakers", list(DEFAULT_TIEBREAKERS))
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value] or list(DEFAULT_TIEBREAKERS)

    @default_tiebreakers.setter
    def default_tiebreakers(self, chain: list[str]) -> None:
        self.store.setValue("events/tiebreakers", list(chain))

    @property
    def bye_basis(self) -> str:
        """How new events count a bye in the player's own match-win % (``BYE_BASES``)."""
        basis = self._text("events/byes_in_match_win", BYE_BASES[0])
        return basis if basis in BYE_BASES else BYE_BASES[0]

    @bye_basis.setter
    def bye_basis(self, basis: str) -> None:
        if basis not in BYE_BASES:
            raise ValueError(f"a bye is {' or '.join(map(repr, BYE_BASES))}, not {basis!r}")
        self.store.setValue("events/byes_in_match_win", basis)

    def last_event(self, db: str) -> int | None:
        value = self.store.value(f"events/last/{_key(db)}")
        return int(value) if value not in (None, "") else None

    def remember_event(self, db: str, event_id: int | None) -> None:
        self.store.setValue(f"events/last/{_key(db)}", "" if event_id is None else event_id)

    def last_operator(self, db: str, event_id: int) -> int | None:
        value = self.store.value(f"operators/{_key(db)}/{event_id}")
        return int(value) if value not in (None, "") else None

    def remember_operator(self, db: str, event_id: int, staff_id: int | None) -> None:
        value = "" if staff_id is None else staff_id
        self.store.setValue(f"operators/{_key(db)}/{event_id}", value)


def _key(db: str) -> str:
    """A database path as one QSettings key segment."""
    return "".join(c if c.isalnum() else "_" for c in db)[-120:]
