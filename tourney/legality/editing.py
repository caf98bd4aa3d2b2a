"""Editing a format as an organizer: copy one, change its sets, bans and deck rules, and save
it to the user formats folder, where it replaces a shipped format with the same id.

A draft is the format file's own data (what ``tomllib`` reads), so a saved file looks like the
shipped ones and is read by the same reader. Nothing is saved unless the whole set of formats,
with the draft in it, loads and every card it names is checked against the card catalogue:
an error names the key, as the file reader does.
"""

from __future__ import annotations

import copy
import re
import tempfile
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from tourney.cards.catalog import CardCatalog
from tourney.cards.model import Card
from tourney.legality.files import FormatFileError, load_formats
from tourney.legality.format import Format
from tourney.paths import user_formats_folder

ORGANIZER_BANLIST = "Organizer's banlist"
ID_RE = re.compile(r"[a-z0-9][a-z0-9-]*")


@dataclass
class FormatDraft:
    data: dict[str, Any]  # the format file's tables, as tomllib reads them

    @property
    def id(self) -> str:
        return str(self.data.get("id", ""))


def draft_of(fmt: Format) -> FormatDraft:
    """The format's file as an editable draft (its own data, not the banlists it takes by
    reference)."""
    if fmt.source is None:
        raise ValueError(f"{fmt.name} was not read from a file")
    with fmt.source.open("rb") as handle:
        return FormatDraft(tomllib.load(handle))


def copy_format(fmt: Format, new_id: str, name: str) -> FormatDraft:
    """A copy of ``fmt`` under a new id and name; the same id replaces ``fmt`` when saved."""
    if not ID_RE.fullmatch(new_id):
        raise ValueError(f"format id {new_id!r}: lower-case letters, digits and '-' only")
    draft = copy.deepcopy(draft_of(fmt))
    draft.data["id"], draft.data["name"] = new_id, name.strip() or new_id
    return draft


def set_sets(draft: FormatDraft, sets: str | list[str] | Mapping[str, Any]) -> None:
    """``"all"``, a list of set codes, or a table naming codes, blocks and a release window."""
    draft.data.setdefault("cards", {})["sets"] = dict(sets) if isinstance(sets, Mapping) else sets


def set_deck_rule(draft: FormatDraft, key: str, value: int | None) -> None:
    """A deck rule (``draw_min``, ``problem_count``...); ``None`` removes a copy limit."""
    deck = draft.data.setdefault("deck", {})
    if value is None:
        deck.pop(key, None)
    else:
        deck[key] = value


def add_ban(draft: FormatDraft, card: Card, effective: date, rule: str = "") -> None:
    """Ban every printing of ``card``'s full name (201.1a) from ``effective`` on."""
    banlist = draft.data.setdefault("banlist", {})
    banlist.setdefault("rule", rule or ORGANIZER_BANLIST)
    number = card.number[len(card.set_code) :]
    banlist.setdefault("card", []).append(
        {
            "set": card.set_code,
            "number": int(number) if number.isdigit() else number,
            "name": card.name,
            "effective": effective,
        }
    )


def remove_ban(draft: FormatDraft, name: str) -> None:
    cards = draft.data.get("banlist", {}).get("card", [])
    kept = [c for c in cards if c.get("name") != name]
    if len(kept) == len(cards):
        raise ValueError(f"{name} is not on this format's own banlist")
    draft.data["banlist"]["card"] = kept


def check_draft(
    draft: FormatDraft, catalog: CardCatalog, user_directory: Path | None = None
) -> Format:
    """The format the draft makes beside the other formats, every card checked against the
    catalogue; raises ``FormatFileError`` naming the key at fault."""
    folder = user_directory or user_formats_folder()
    with tempfile.TemporaryDirectory() as scratch:
        trial = Path(scratch)
        if folder.is_dir():
            for other in folder.glob("*.toml"):
                if other.name != file_name(draft):
                    (trial / other.name).write_bytes(other.read_bytes())
        path = trial / file_name(draft)
        path.write_text(to_toml(draft.data), encoding="utf-8")
        formats = load_formats(resource_formats(), user_directory=trial, catalog=catalog)
        return formats[draft.id]


def save_format(
    draft: FormatDraft, catalog: CardCatalog, user_directory: Path | None = None
) -> Path:
    """Check the draft (``check_draft``), then write it to the user formats folder."""
    if not ID_RE.fullmatch(draft.id):
        raise FormatFileError(Path(file_name(draft)), "id", "lower-case letters, digits, '-'")
    check_draft(draft, catalog, user_directory)
    folder = user_directory or user_formats_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file_name(draft)
    path.write_text(to_toml(draft.data), encoding="utf-8")
    return path


def file_name(draft: FormatDraft) -> str:
    return f"{draft.id}.toml"


def resource_formats() -> Path:
    from tourney.resources import resource_path

    return resource_path("formats")


# -- writing TOML: the few shapes a format file has --------------------------------------------

_TOP_ORDER = ("id", "name", "kind", "rule", "description", "block", "pack_list")


def to_toml(data: Mapping[str, Any]) -> str:
    """A format's data as a TOML file in the shipped files' layout."""
    lines = ["# Saved by Tourney's Formats screen."]
    for key in (*_TOP_ORDER, *sorted(k for k in data if k not in _TOP_ORDER)):
        if key in data and not isinstance(data[key], dict):
            lines.append(f"{key} = {_value(data[key])}")
    for table in ("cards", "deck"):
        if table in data:
            lines += ["", f"[{table}]"]
            lines += [f"{k} = {_value(v)}" for k, v in data[table].items()]
    banlist = data.get("banlist")
    if banlist:
        lines += ["", "[banlist]"]
        lines += [f"{k} = {_value(v)}" for k, v in banlist.items() if k != "card"]
        for card in banlist.get("card", []):
            lines += ["", "[[banlist.card]]"]
            lines += [f"{k} = {_value(v)}" for k, v in card.items()]
    return "\n".join(lines) + "\n"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | date):
        return str(value) if not isinstance(value, date) else value.isoformat()
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        return f'"{escaped}"'
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{k} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {value!r} to a format file")


def in_force(fmt: Format, on: date) -> list[tuple[str, str, date]]:
    """The bans in force on ``on``: (card, where published, since), by date."""
    bans = [e for e in fmt.banned.values() if e.effective <= on]
    return [(str(e.card), e.rule, e.effective) for e in sorted(bans, key=lambda e: e.effective)]
