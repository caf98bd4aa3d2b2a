"""What every command shares: the --db option, opening the database, JSON output, errors."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from sqlalchemy import Engine

from tourney.cards.catalog import CardCatalog


class CommandError(Exception):
    """A problem the user can fix; printed without a traceback. Exit code 2 unless told."""

    def __init__(self, message: str, exit_code: int = 2) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def add_db_option(parser: argparse.ArgumentParser, *, top_level: bool = False) -> None:
    """--db is accepted before or after the command; a command's copy never hides the top one."""
    parser.add_argument(
        "--db",
        metavar="DB",
        default=None if top_level else argparse.SUPPRESS,
        help="database file or URL (default: $TOURNEY_DB, else the platform data folder)",
    )


def open_db(args: argparse.Namespace) -> Engine:
    from tourney.db.database import DatabaseError, open_database

    try:
        return open_database(args.db)
    except (DatabaseError, OSError) as error:
        raise CommandError(f"cannot open database {args.db}: {error}") from error
    except Exception as error:  # SQLAlchemy/Alembic errors name the database problem
        raise CommandError(f"cannot open database {args.db}: {error}") from error


def open_catalog(args: argparse.Namespace) -> CardCatalog:
    from tourney.cards.store import NoCardDataError, load_catalog

    try:
        return load_catalog(open_db(args))
    except NoCardDataError as error:
        raise CommandError(str(error)) from error


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
