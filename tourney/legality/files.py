"""Read formats (``resources/formats/*.toml``) and the Limited Play tables (``limited.toml``).

Every problem is reported as a ``FormatFileError`` naming the file and the key, because the
person fixing it is an organizer editing a text file, not a programmer reading a traceback.
Given the card catalogue, every card a file names is looked up by collector number and its
printed full name compared, so a wrong number or a misspelt name cannot silently ban or provide
the wrong card.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any, NoReturn

from tourney.cards.catalog import CardCatalog, normalize_name
from tourney.cards.model import Card, CardType, SetKind
from tourney.cards.sets import SetCatalogue, load_set_catalogue
from tourney.legality.format import (
    BanlistEntry,
    CardRef,
    DeckRules,
    Format,
    FormatKind,
    LimitedTable,
    PackCount,
    SetRule,
)
from tourney.paths import user_formats_folder
from tourney.resources import line_of_key, resource_path

# Limited Play: "a pool of cards created by opening 8 booster packs" (Sealed Deck Format) and
# "by drafting 4 booster packs" (Booster Draft Format).
PACKS_PER_POOL = {"sealed": 8, "draft": 4}


class FormatFileError(ValueError):
    """A format or limited-table file that cannot be used, with the file, line and key at fault."""

    def __init__(self, path: Path, key: str, problem: str, line: int | None = None) -> None:
        self.path = path
        self.key = key
        self.problem = problem
        self.line = line if line is not None else line_of_key(path, key)
        at = f"{path.name} line {self.line}" if self.line else path.name
        where = f"{at}: {key}: " if key else f"{at}: "
        super().__init__(where + problem)


_MISSING: Any = object()


@dataclass
class _Reader:
    """Typed access to one parsed TOML file; every failure names the file and dotted key."""

    path: Path

    def fail(self, key: str, problem: str) -> NoReturn:
        raise FormatFileError(self.path, key, problem)

    def only(self, data: Mapping[str, Any], allowed: Iterable[str], where: str) -> None:
        unknown = sorted(set(data) - set(allowed))
        if unknown:
            key = f"{where}.{unknown[0]}" if where else unknown[0]
            self.fail(key, f"unknown key (expected one of: {', '.join(sorted(allowed))})")

    def value(
        self,
        data: Mapping[str, Any],
        key: str,
        expected: type | tuple[type, ...],
        where: str,
        default: Any = _MISSING,
    ) -> Any:
        full = f"{where}.{key}" if where else key
        if key not in data:
            if default is _MISSING:
                self.fail(full, "missing")
            return default
        found = data[key]
        types = expected if isinstance(expected, tuple) else (expected,)
        # bool is an int and datetime a date in Python; neither is what a file means here
        wrong_bool = isinstance(found, bool) and bool not in types
        wrong_datetime = isinstance(found, datetime) and datetime not in types
        if not isinstance(found, types) or wrong_bool or wrong_datetime:
            names = " or ".join(_TYPE_WORDS.get(t, t.__name__) for t in types)
            self.fail(full, f"expected {names}, found {found!r}")
        return found

    def text(self, data: Mapping[str, Any], key: str, where: str, default: Any = _MISSING) -> Any:
        found = self.value(data, key, str, where, default)
        if key in data and not found.strip():
            self.fail(f"{where}.{key}" if where else key, "must not be empty")
        return found

    def count(self, data: Mapping[str, Any], key: str, where: str, minimum: int = 0) -> Any:
        found = self.value(data, key, int, where, None)
        if found is not None and found < minimum:
            self.fail(f"{where}.{key}" if where else key, f"must be at least {minimum}")
        return found

    def tables(self, data: Mapping[str, Any], key: str, where: str) -> list[dict[str, Any]]:
        found = self.value(data, key, list, where, [])
        full = f"{where}.{key}" if where else key
        for i, item in enumerate(found):
            if not isinstance(item, dict):
                self.fail(f"{full}[{i}]", f"expected a table, found {item!r}")
        return found

    def card_ref(
        self, data: Mapping[str, Any], where: str, sets: SetCatalogue, extra: tuple[str, ...] = ()
    ) -> CardRef:
        self.only(data, ("set", "number", "name", *extra), where)
        code = self.text(data, "set", where)
        if code not in sets.by_code:
            self.fail(f"{where}.set", f"unknown set code {code!r} (see resources/sets.toml)")
        number = self.value(data, "number", (int, str), where)
        name = self.text(data, "name", where)
        return CardRef(set_code=code, number=f"{code}{number}", name=name.strip())


_TYPE_WORDS = {
    str: "text",
    int: "a whole number",
    bool: "true or false",
    list: "a list",
    dict: "a table",
    date: "a date (YYYY-MM-DD)",
}


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise FormatFileError(path, "", f"not valid TOML ({error})") from error
    except OSError as error:
        raise FormatFileError(path, "", f"cannot be read ({error.strerror})") from error


def load_limited_tables(
    path: Path | None = None, sets: SetCatalogue | None = None
) -> dict[str, LimitedTable]:
    """The Limited Play table, one column per block, keyed by block id ("premiere")."""
    path = path or resource_path("limited.toml")
    sets = sets or load_set_catalogue()
    reader = _Reader(path)
    data = _read_toml(path)
    reader.only(data, ("block",), "")
    blocks = {s.block for s in sets.by_guid.values() if s.block}
    tables: dict[str, LimitedTable] = {}
    for i, raw in enumerate(reader.tables(data, "block", "")):
        where = f"block[{i}]"
        reader.only(
            raw,
            ("id", "name", "sealed", "draft", "provided_manes", "provided_starting_problems"),
            where,
        )
        block = reader.text(raw, "id", where)
        if block not in blocks:
            reader.fail(f"{where}.id", f"no set in resources/sets.toml is in block {block!r}")
        if block in tables:
            reader.fail(f"{where}.id", f"block {block!r} is listed twice")
        packs = {kind: _pack_list(reader, raw, kind, where, sets) for kind in PACKS_PER_POOL}
        tables[block] = LimitedTable(
            block=block,
            name=reader.text(raw, "name", where),
            sealed=packs["sealed"],
            draft=packs["draft"],
            provided_manes=tuple(
                reader.card_ref(ref, f"{where}.provided_manes[{j}]", sets)
                for j, ref in enumerate(reader.tables(raw, "provided_manes", where))
            ),
            provided_starting_problems=tuple(
                reader.card_ref(ref, f"{where}.provided_starting_problems[{j}]", sets)
                for j, ref in enumerate(reader.tables(raw, "provided_starting_problems", where))
            ),
            source=path,
        )
    if not tables:
        reader.fail("block", "no blocks listed")
    return tables


def _pack_list(
    reader: _Reader, raw: Mapping[str, Any], kind: str, where: str, sets: SetCatalogue
) -> tuple[PackCount, ...]:
    packs: list[PackCount] = []
    for j, entry in enumerate(reader.tables(raw, kind, where)):
        at = f"{where}.{kind}[{j}]"
        reader.only(entry, ("set", "packs"), at)
        code = reader.text(entry, "set", at)
        if code not in sets.by_code:
            reader.fail(f"{at}.set", f"unknown set code {code!r} (see resources/sets.toml)")
        packs.append(PackCount(code, reader.value(entry, "packs", int, at)))
    total = sum(p.packs for p in packs)
    if total != PACKS_PER_POOL[kind]:
        reader.fail(
            f"{where}.{kind}",
            f"{total} packs; a {kind} pool is {PACKS_PER_POOL[kind]} booster packs (Limited Play)",
        )
    return tuple(packs)


@dataclass
class _FormatFile:
    reader: _Reader
    data: dict[str, Any]
    id: str
    own_bans: tuple[BanlistEntry, ...]
    uses: tuple[str, ...]


_TOP_KEYS = (
    "id",
    "name",
    "kind",
    "rule",
    "description",
    "block",
    "pack_list",
    "cards",
    "deck",
    "banlist",
)
_CARDS_KEYS = ("sets", "supplemental", "promos", "released_by_event")
_DECK_KEYS = (
    "draw_min",
    "problem_count",
    "starting_problems_min",
    "draw_max_copies",
    "problem_max_copies",
)


def load_formats(
    directory: Path | None = None,
    *,
    user_directory: Path | None = None,
    limited_file: Path | None = None,
    catalog: CardCatalog | None = None,
    sets: SetCatalogue | None = None,
) -> dict[str, Format]:
    """Every format in ``directory`` (default ``resources/formats``) and in the organizer's
    ``user_directory``, keyed by id; a user file replaces the shipped one with its id.

    The user folder (``tourney.paths.user_formats_folder``) is read by default when the shipped
    folder is; name ``user_directory`` to read another. With ``catalog``, every banned and
    provided card is checked against it as well.
    """
    if directory is None and user_directory is None:
        user_directory = user_formats_folder()
    directory = directory or resource_path("formats")
    sets = sets or load_set_catalogue()
    paths = sorted(directory.glob("*.toml"))
    if not paths:
        raise FormatFileError(directory, "", "no format files (*.toml) in this folder")
    tables = load_limited_tables(limited_file, sets)
    files = _read_folder(paths, sets)
    if user_directory is not None and user_directory.is_dir():
        # The organizer's file wins: an installed app cannot edit its own resources.
        files.update(_read_folder(sorted(user_directory.glob("*.toml")), sets))
    formats = {fid: _build_format(f, files, tables, sets) for fid, f in files.items()}
    if catalog is not None:
        verify_cards(formats, catalog)
    return formats


def _read_folder(paths: list[Path], sets: SetCatalogue) -> dict[str, _FormatFile]:
    files: dict[str, _FormatFile] = {}
    for path in paths:
        parsed = _read_format_file(path, sets)
        if parsed.id in files:
            parsed.reader.fail(
                "id", f"{parsed.id!r} is also the id of {files[parsed.id].reader.path.name}"
            )
        files[parsed.id] = parsed
    return files


def _read_format_file(path: Path, sets: SetCatalogue) -> _FormatFile:
    reader = _Reader(path)
    data = _read_toml(path)
    reader.only(data, _TOP_KEYS, "")
    format_id = reader.text(data, "id", "")
    banlist = reader.value(data, "banlist", dict, "", {})
    reader.only(banlist, ("rule", "use", "card"), "banlist")
    cards = reader.tables(banlist, "card", "banlist")
    rule = reader.text(banlist, "rule", "banlist", None)
    if cards and rule is None:
        reader.fail("banlist.rule", "missing: say where the banlist is published")
    bans = []
    for i, raw in enumerate(cards):
        where = f"banlist.card[{i}]"
        effective = reader.value(raw, "effective", date, where)
        ref = reader.card_ref(raw, where, sets, extra=("effective",))
        bans.append(BanlistEntry(card=ref, effective=effective, rule=rule, source=path))
    uses = reader.value(banlist, "use", list, "banlist", [])
    for i, used in enumerate(uses):
        if not isinstance(used, str):
            reader.fail(f"banlist.use[{i}]", f"expected a format id, found {used!r}")
    return _FormatFile(reader, data, format_id, tuple(bans), tuple(uses))


def _build_format(
    parsed: _FormatFile,
    files: Mapping[str, _FormatFile],
    tables: Mapping[str, LimitedTable],
    sets: SetCatalogue,
) -> Format:
    reader, data = parsed.reader, parsed.data
    kind_text = reader.text(data, "kind", "")
    try:
        kind = FormatKind(kind_text)
    except ValueError:
        reader.fail("kind", f"expected 'constructed' or 'limited', found {kind_text!r}")
    banlist = list(parsed.own_bans)
    for i, used in enumerate(parsed.uses):
        # Block formats take the Harmony banlist by reference (floor rules: "Cards which are
        # banned in the Harmony format are also banned in the Block format").
        if used not in files:
            reader.fail(f"banlist.use[{i}]", f"no format with id {used!r}")
        banlist.extend(files[used].own_bans)
    block = reader.text(data, "block", "", None)
    pack_list = reader.text(data, "pack_list", "", None)
    if kind is FormatKind.LIMITED:
        if block is not None and block not in tables:
            reader.fail("block", f"no Limited Play table for block {block!r} in limited.toml")
        if pack_list is not None and pack_list not in PACKS_PER_POOL:
            reader.fail("pack_list", f"expected 'sealed' or 'draft', found {pack_list!r}")
    elif block is not None or pack_list is not None:
        reader.fail("block" if block is not None else "pack_list", "only for limited formats")
    return Format(
        id=parsed.id,
        name=reader.text(data, "name", ""),
        kind=kind,
        rule=reader.text(data, "rule", ""),
        sets=_set_rule(reader, reader.value(data, "cards", dict, ""), sets),
        deck=_deck_rules(reader, reader.value(data, "deck", dict, "")),
        banlist=tuple(banlist),
        block=block,
        limited_tables=tuple(tables.values()) if kind is FormatKind.LIMITED else (),
        pack_list=pack_list,
        description=reader.text(data, "description", "", ""),
        source=reader.path,
    )


_SETS_KEYS = ("block", "blocks", "codes", "released_from", "released_until")


def _set_rule(reader: _Reader, cards: Mapping[str, Any], sets: SetCatalogue) -> SetRule:
    """``sets`` is "all", a list of set codes, or a table naming sets by ``codes``, by
    ``block``/``blocks`` and by release window (``released_from``/``released_until``): a set
    named any of these ways is in the format."""
    reader.only(cards, _CARDS_KEYS, "cards")
    allowed = reader.value(cards, "sets", (str, list, dict), "cards")
    block = None
    codes: frozenset[str] | None
    if isinstance(allowed, str):
        if allowed != "all":
            reader.fail(
                "cards.sets",
                f'expected "all", a list of set codes or {{ block = ... }}, found {allowed!r}',
            )
        codes = None
    elif isinstance(allowed, list):
        codes = _set_codes(reader, allowed, "cards.sets", sets)
    else:
        codes = _named_sets(reader, allowed, sets)
        if "block" in allowed:
            block = allowed["block"]
    return SetRule(
        set_codes=codes,
        block=block,
        supplemental=reader.value(cards, "supplemental", bool, "cards"),
        promos=reader.value(cards, "promos", bool, "cards"),
        released_by_event=reader.value(cards, "released_by_event", bool, "cards", True),
    )


def _set_codes(reader: _Reader, codes: list[Any], where: str, sets: SetCatalogue) -> frozenset[str]:
    for i, code in enumerate(codes):
        if code not in sets.by_code:
            reader.fail(f"{where}[{i}]", f"unknown set code {code!r} (see resources/sets.toml)")
    return frozenset(codes)


def _named_sets(reader: _Reader, allowed: Mapping[str, Any], sets: SetCatalogue) -> frozenset[str]:
    where = "cards.sets"
    reader.only(allowed, _SETS_KEYS, where)
    if not allowed:
        reader.fail(where, f"name sets by one of: {', '.join(_SETS_KEYS)}")
    codes = set(
        _set_codes(reader, reader.value(allowed, "codes", list, where, []), f"{where}.codes", sets)
    )
    blocks = reader.value(allowed, "blocks", list, where, [])
    keys = [f"{where}.blocks[{i}]" for i in range(len(blocks))]
    if "block" in allowed:
        blocks = [reader.text(allowed, "block", where), *blocks]
        keys = [f"{where}.block", *keys]
    for key, block in zip(keys, blocks, strict=True):
        in_block = {s.code for s in sets.by_guid.values() if s.block == block}
        if not isinstance(block, str) or not in_block:
            reader.fail(key, f"no set in resources/sets.toml is in block {block!r}")
        codes |= in_block
    start = reader.value(allowed, "released_from", date, where, None)
    end = reader.value(allowed, "released_until", date, where, None)
    if start is not None or end is not None:
        if start is not None and end is not None and end < start:
            reader.fail(f"{where}.released_until", f"{end} is before released_from {start}")
        # A window names the booster and supplemental sets released in it, official ones only:
        # a fan-made set is in a format only when the format names it by code or block.
        codes |= {
            s.code
            for s in sets.by_guid.values()
            if s.official
            and s.kind in (SetKind.EXPANSION, SetKind.SUPPLEMENTAL)
            and s.released is not None
            and (start is None or s.released >= start)
            and (end is None or s.released <= end)
        }
    return frozenset(codes)


def _deck_rules(reader: _Reader, deck: Mapping[str, Any]) -> DeckRules:
    reader.only(deck, _DECK_KEYS, "deck")
    for key in ("draw_min", "problem_count", "starting_problems_min"):
        if key not in deck:
            reader.fail(f"deck.{key}", "missing")
    return DeckRules(
        draw_min=reader.count(deck, "draw_min", "deck"),
        problem_count=reader.count(deck, "problem_count", "deck", minimum=1),
        starting_problems_min=reader.count(deck, "starting_problems_min", "deck"),
        # absent: no copy limit (see sealed.toml for why limited formats have none)
        draw_max_copies=reader.count(deck, "draw_max_copies", "deck", minimum=1),
        problem_max_copies=reader.count(deck, "problem_max_copies", "deck", minimum=1),
    )


def verify_cards(formats: Mapping[str, Format], catalog: CardCatalog) -> None:
    """Check every banned and provided card: its number must name a card of that full name."""
    bans = {(e.card, e.source): e for fmt in formats.values() for e in fmt.banlist}
    for entry in bans.values():
        source = entry.source or Path("format file")
        _verify_ref(catalog, entry.card, source, f"banlist.card ({entry.card.number})")
    tables = {t.block: t for fmt in formats.values() for t in fmt.limited_tables}
    for table in tables.values():
        source = table.source or Path("limited.toml")
        for ref in table.provided_manes:
            key = f"block {table.block}: provided_manes ({ref.number})"
            card = _verify_ref(catalog, ref, source, key)
            if card.type is not CardType.MANE:
                raise FormatFileError(source, key, f"{ref} is a {card.type}, not a Mane Character")
        for ref in table.provided_starting_problems:
            key = f"block {table.block}: provided_starting_problems ({ref.number})"
            if not _verify_ref(catalog, ref, source, key).starting_problem:
                raise FormatFileError(source, key, f"{ref} is not a Starting Problem")


def _line_naming(source: Path, name: str) -> int | None:
    """The line that writes this card name, for errors keyed by card rather than position."""
    try:
        lines = source.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    return next((i + 1 for i, text in enumerate(lines) if f'"{name}"' in text), None)


def _verify_ref(catalog: CardCatalog, ref: CardRef, source: Path, key: str) -> Card:
    found = catalog.by_number(ref.number)
    line = _line_naming(source, ref.name)
    if not found:
        raise FormatFileError(
            source, key, f"no card numbered {ref.number} in the card catalogue", line
        )
    for card in found:
        if card.name == ref.name:
            return card
    printed = " / ".join(repr(c.name) for c in found)
    hint = (
        " (differs only in case or punctuation)"
        if any(normalize_name(c.name) == normalize_name(ref.name) for c in found)
        else ""
    )
    raise FormatFileError(
        source,
        key,
        f"{ref.number} is {printed} in the card catalogue, not {ref.name!r}{hint}",
        line,
    )
