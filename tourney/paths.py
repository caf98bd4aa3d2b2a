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
