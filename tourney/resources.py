"""Where the data that changes (formats, banlists, errata, tables, fonts) is kept."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from typing import Any

RESOURCES = Path(
    os.environ.get("TOURNEY_RESOURCES", Path(__file__).resolve().parent.parent / "resources")
)


def resource_path(*parts: str) -> Path:
    return RESOURCES.joinpath(*parts)


def load_toml(*parts: str) -> dict[str, Any]:
    path = resource_path(*parts)
    with path.open("rb") as handle:
        return tomllib.load(handle)


_KEY_PART = re.compile(r"(?P<name>[^.\[\]]+)(?:\[(?P<index>\d+)\])?")


def line_of_key(path: Path, key: str) -> int | None:
    """The line (1-based) where a dotted key like ``banlist.card[3].effective`` is written.

    TOML parsers do not keep positions, so the key is found again in the text: an array of
    tables by counting its ``[[...]]`` headers, a table by its ``[...]`` header, a value by
    ``name =`` after the table that holds it. ``None`` when the key cannot be placed (it is
    missing, or the file cannot be read)."""
    if not key:
        return None
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    found: int | None = None
    start = 0
    prefix: list[str] = []
    for part in key.split("."):
        match = _KEY_PART.fullmatch(part.strip())
        if match is None:
            return None
        name, index = match.group("name"), match.group("index")
        dotted = ".".join([*prefix, name])
        prefix.append(name)
        if index is not None:
            headers = [i for i, t in enumerate(lines) if t.strip() == f"[[{dotted}]]"]
            if int(index) < len(headers):
                found = start = headers[int(index)]
                continue
        else:
            header = next((i for i, t in enumerate(lines) if t.strip() == f"[{dotted}]"), None)
            if header is not None:
                found = start = header
                continue
        pattern = re.compile(rf"\s*{re.escape(name)}\s*=")
        value = next((i for i in range(start, len(lines)) if pattern.match(lines[i])), None)
        if value is None:
            return None
        found = start = value
    return None if found is None else found + 1
