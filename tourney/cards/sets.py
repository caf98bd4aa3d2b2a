"""Set metadata kept as data in ``resources/sets.toml``: printed names, codes, release dates."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tourney.cards.model import Card, CardSet, SetKind
from tourney.paths import user_sets_file
from tourney.resources import line_of_key, load_toml

if TYPE_CHECKING:
    from tourney.cards.catalog import CardCatalog
    from tourney.cards.octgn import ImportReport


class SetFileError(ValueError):
    """The organizer's sets file cannot be used; names the file, line and key."""

    def __init__(self, path: Path, key: str, problem: str) -> None:
        self.path, self.key, self.problem = path, key, problem
        line = line_of_key(path, key)
        at = f"{path.name} line {line}" if line else path.name
        super().__init__(f"{at}: {key}: {problem}" if key else f"{at}: {problem}")


@dataclass(frozen=True)
class UserSet:
    """What an organizer says about a set the app does not ship (a fan-made set): its release
    date and block, so formats can name it and dated events admit it."""

    code: str
    released: date | None
    release_note: str
    block: str | None
    kind: SetKind
    name: str | None = None


_USER_SET_KEYS = ("code", "name", "kind", "block", "released", "release_note")


@dataclass
class SetCatalogue:
    by_guid: dict[str, CardSet]

    @property
    def by_code(self) -> dict[str, CardSet]:
        return {s.code: s for s in self.by_guid.values()}

    def describe(self, guid: str, octgn_name: str, report: ImportReport) -> CardSet:
        """The set as printed; an OCTGN set we have no data for is imported undated."""
        known = self.by_guid.get(guid.lower())
        if known is not None:
            known = replace(known, octgn_name=octgn_name)
            if known.name != octgn_name:
                report.repaired(
                    f"set {octgn_name!r}", f"OCTGN name replaced by the printed name {known.name!r}"
                )
            return known
        report.repaired(
            f"set {octgn_name!r}",
            "not an official set (not in resources/sets.toml): its cards are legal only in a "
            "format that names the set, from the release date the organizer gives it in "
            f"{user_sets_file().name}",
        )
        # The code is read from the cards' collector numbers once they are read (ND12: ND).
        return CardSet(
            guid=guid.lower(),
            code=octgn_name[:2].upper(),
            name=octgn_name,
            octgn_name=octgn_name,
            kind=SetKind.SUPPLEMENTAL,
            released=None,
            release_note="unknown set",
            official=False,
        )

    def date_promo(self, card: Card, report: ImportReport) -> Card:
        """A promo is legal with the product whose code its number carries (PRpf3: Premiere)."""
        home = self.by_code.get(card.set_code)
        if home is not None and home.kind is SetKind.EXPANSION:
            return replace(card, legal_from=home.released)
        report.repaired(
            f"{card.number} {card.name}",
            f"promo number names no known set; legal from the promo date {card.legal_from}",
        )
        return card


def load_set_catalogue(user_file: Path | None = None) -> SetCatalogue:
    """The shipped sets, plus the organizer's own (``user_file``, by default the one in the
    user's config folder) as unofficial sets, so a format can name a fan-made set's code."""
    data = load_toml("sets.toml")
    sets = {}
    for entry in data["set"]:
        card_set = CardSet(
            guid=entry["guid"].lower(),
            code=entry["code"],
            name=entry["name"],
            octgn_name=entry["name"],
            kind=SetKind(entry["kind"]),
            released=entry.get("released"),
            release_note=entry.get("release_note", ""),
            block=entry.get("block"),
        )
        sets[card_set.guid] = card_set
    official = {s.code for s in sets.values()}
    path = user_file or user_sets_file()
    for entry in load_user_sets(path).values():
        if entry.code in official:
            raise SetFileError(
                path, "set", f"{entry.code} is an official set; its dates come with the app"
            )
        card_set = CardSet(
            guid=f"user:{entry.code.lower()}",
            code=entry.code,
            name=entry.name or entry.code,
            octgn_name=entry.name or entry.code,
            kind=entry.kind,
            released=entry.released,
            release_note=entry.release_note,
            block=entry.block,
            official=False,
        )
        sets[card_set.guid] = card_set
    return SetCatalogue(by_guid=sets)


def load_user_sets(path: Path | None = None) -> dict[str, UserSet]:
    """The organizer's ``sets.toml``: ``[[set]]`` tables with ``code`` and ``released``, and
    optionally ``release_note``, ``block``, ``kind`` and ``name``. No file: no sets."""
    path = path or user_sets_file()
    if not path.is_file():
        return {}
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise SetFileError(path, "", f"not valid TOML ({error})") from error
    entries: dict[str, UserSet] = {}
    raw_sets = data.get("set", [])
    if set(data) - {"set"} or not isinstance(raw_sets, list):
        raise SetFileError(path, "", "expected only [[set]] tables")
    for i, raw in enumerate(raw_sets):
        where = f"set[{i}]"
        unknown = sorted(set(raw) - set(_USER_SET_KEYS))
        if unknown:
            raise SetFileError(
                path,
                f"{where}.{unknown[0]}",
                f"unknown key (expected one of: {', '.join(_USER_SET_KEYS)})",
            )
        code = _user_value(path, raw, "code", str, where)
        if code is None or not code.isalpha():
            raise SetFileError(path, f"{where}.code", "a set code of letters is needed (ND)")
        code = code.upper()
        if code in entries:
            raise SetFileError(path, f"{where}.code", f"{code} is listed twice")
        released = _user_value(path, raw, "released", date, where)
        kind_text = _user_value(path, raw, "kind", str, where) or "expansion"
        try:
            kind = SetKind(kind_text)
        except ValueError:
            raise SetFileError(
                path,
                f"{where}.kind",
                f"expected 'expansion' or 'supplemental', found {kind_text!r}",
            ) from None
        if kind not in (SetKind.EXPANSION, SetKind.SUPPLEMENTAL):
            raise SetFileError(path, f"{where}.kind", "expected 'expansion' or 'supplemental'")
        entries[code] = UserSet(
            code=code,
            released=released,
            release_note=_user_value(path, raw, "release_note", str, where)
            or "given by the organizer",
            block=_user_value(path, raw, "block", str, where),
            kind=kind,
            name=_user_value(path, raw, "name", str, where),
        )
    return entries


def _user_value(path: Path, raw: dict[str, Any], key: str, kind: type, where: str) -> Any:
    value = raw.get(key)
    if value is None:
        return None
    if (
        not isinstance(value, kind)
        or isinstance(value, bool)
        or (kind is date and isinstance(value, datetime))
    ):
        word = "a date (YYYY-MM-DD)" if kind is date else "text"
        raise SetFileError(path, f"{where}.{key}", f"expected {word}, found {value!r}")
    return value


def with_user_sets(catalog: CardCatalog, user_file: Path | None = None) -> CardCatalog:
    """The catalogue with the organizer's dates, blocks and kinds applied to the unofficial
    sets it holds, so a date given after the import counts at once."""
    from tourney.cards.catalog import CardCatalog

    entries = load_user_sets(user_file)
    changed: dict[str, CardSet] = {}
    for card_set in catalog.sets.values():
        entry = entries.get(card_set.code)
        if entry is None or card_set.official:
            continue
        changed[card_set.guid] = replace(
            card_set,
            released=entry.released,
            release_note=entry.release_note,
            block=entry.block,
            kind=entry.kind,
            name=entry.name or card_set.name,
        )
    if not changed:
        return catalog
    cards = [
        replace(c, legal_from=changed[c.set_guid].released, set_kind=changed[c.set_guid].kind)
        if c.set_guid in changed
        else c
        for c in catalog.cards
    ]
    return CardCatalog(cards, [changed.get(s.guid, s) for s in catalog.sets.values()])
