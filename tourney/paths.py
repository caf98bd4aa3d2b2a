"""Where the user's data lives. Tests and scripts point elsewhere with --db or TOURNEY_DB."""

from __future__ import annotations

import os
from pathlib import Path

DB_ENV = "TOURNEY_DB"


def default_database() -> str:
    """``--db`` wins, then ``$TOURNEY_DB``, then the platform's data folder."""
    configured = os.environ.get(DB_ENV)
    if configured:
        return configured
    from platformdirs import user_data_dir  # only when no database is named

    return str(Path(user_data_dir("Tourney", appauthor=False)) / "tourney.db")


CONFIG_ENV = "TOURNEY_CONFIG"


def user_config_folder() -> Path:
    """The organizer's own data (formats, fan-set dates): ``$TOURNEY_CONFIG``, then the
    platform's config folder. Tests point ``$TOURNEY_CONFIG`` at a temporary folder."""
    configured = os.environ.get(CONFIG_ENV)
    if configured:
        return Path(configured)
    from platformdirs import user_config_dir  # only when no folder is named

    return Path(user_config_dir("Tourney", appauthor=False))


def user_formats_folder() -> Path:
    return user_config_folder() / "formats"


def user_sets_file() -> Path:
    """Release dates, blocks and kinds the organizer gives sets (fan-made ones above all)."""
    return user_config_folder() / "sets.toml"


def user_documents_folder() -> Path:
    """Where files the organizer keeps (exported events) are offered first: the platform's
    documents folder, or the home folder where there is none."""
    from platformdirs import user_documents_dir

    folder = Path(user_documents_dir())
    return folder if folder.is_dir() else Path.home()


def file_stem(text: str, fallback: str = "event") -> str:
    """``text`` (an event's name) as a file name on every system: the characters Windows,
    macOS and Linux refuse become spaces, runs of spaces one, at most 80 characters."""
    cleaned = "".join(" " if c in '<>:"/\\|?*' or ord(c) < 32 else c for c in text)
    stem = " ".join(cleaned.split()).strip(". ")[:80].rstrip(". ")
    return stem or fallback
