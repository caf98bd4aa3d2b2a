"""Where the data that changes (formats, banlists, errata, tables, fonts) is kept."""

from __future__ import annotations

import os
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
