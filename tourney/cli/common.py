"""What every command shares: declaring a command and its usual arguments, opening the
database, reading and writing files, JSON output, errors, and finding the event, player and acting
staff member a command names."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

# typing.TYPE_CHECKING without importing typing or pathlib, which cost a command that needs
# neither (``tourney swiss pair``) more than its work; mypy reads the block below all the same.
TYPE_CHECKING = False
if TYPE_CHECKING:  # SQLAlchemy is imported by the commands that open a database, not by all
    from datetime import date
    from pathlib import Path
    from typing import Any

    from sqlalchemy import Engine
    from sqlalchemy.orm import Session

    from tourney.cards.catalog import CardCatalog
    from tourney.db.schema import EventRow, RegistrationRow, StaffRow


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


def add_command(
    sub: argparse._SubParsersAction,
    name: str,
    run: Callable[[argparse.Namespace], int],
    *,
    help: str,
    description: str | None = None,
    event: bool = True,
    **defaults: Any,
) -> argparse.ArgumentParser:
    """A subcommand that runs ``run``: EVENT first unless ``event=False``, --db accepted."""
    parser = sub.add_parser(name, help=help, description=description)
    if event:
        add_event_argument(parser)
    add_db_option(parser)
    parser.set_defaults(run=run, **defaults)
    return parser


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
    import json  # imported here, like difflib and datetime, so that commands start fast

    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def read_file(file: str | Path) -> str:
    """A text file as the user gave it ('-': standard input), a byte-order mark dropped."""
    try:
        if str(file) == "-":
            return sys.stdin.read()
        with open(file, encoding="utf-8-sig") as text:  # Path.read_text, without pathlib
            return text.read()
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else f"not UTF-8 text ({error})"
        raise CommandError(f"cannot read {file}: {reason}") from error


def write_file(path: str | Path, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as file:  # Path.write_text, without pathlib
            file.write(text)
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror}") from error


def write_output(text: str, out: str | Path | None) -> bool:
    """Write to ``out``, or to standard output when there is none; whether a file was written."""
    if out is None:
        sys.stdout.write(text)
        return False
    write_file(out, text)
    return True


def parse_date(text: str) -> date:
    from datetime import date

    try:
        return date.fromisoformat(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from error


def add_event_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "event", metavar="EVENT", help="event id or exact name (tourney event list)"
    )


def add_player_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("player", metavar="PLAYER", help="name, or #N from tourney event show")


def add_why_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--why", required=True, help="the reason, for the audit trail")


def add_json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON for scripts")


def add_level_option(parser: argparse.ArgumentParser) -> None:
    from tourney.events.model import PenaltyLevel

    parser.add_argument(
        "--level",
        choices=[level.value for level in PenaltyLevel],
        help="only the head judge may choose another level than the floor rules'",
    )


def add_as_option(parser: argparse.ArgumentParser, default: str) -> None:
    """--as: the staff member doing this, for the floor rules' role checks and the audit."""
    parser.add_argument(
        "--as",
        dest="acting",
        metavar="NAME",
        help=f"staff member doing this (default: {default})",
    )


def _domain_errors() -> tuple[type[Exception], ...]:
    """Errors the domain raises for input it refuses; their messages are written for users."""
    from tourney.decks import DeckReadError
    from tourney.events.errors import EventFileError, EventRuleError, PlayerCsvError
    from tourney.limited.boosters import BoosterError
    from tourney.limited.draft import DraftError
    from tourney.limited.pods import PodError
    from tourney.limited.pools import LimitedSetupError, PoolError
    from tourney.swiss.model import EventError
    from tourney.swiss.topcut import BracketError
    from tourney.swiss.trf import TrfError

    return (
        EventRuleError,
        PlayerCsvError,
        EventFileError,
        DeckReadError,
        EventError,
        BracketError,
        TrfError,
        BoosterError,
        DraftError,
        PodError,
        LimitedSetupError,
        PoolError,
    )


@contextmanager
def transaction(args: argparse.Namespace) -> Iterator[Session]:
    """One command, one transaction: committed if the command succeeds, rolled back whole if
    anything refuses, so a failed command never leaves half its changes behind."""
    from sqlalchemy.orm import Session

    engine = open_db(args)
    try:
        with Session(engine, expire_on_commit=False) as session:
            try:
                yield session
                session.commit()
            except _domain_errors() as error:
                session.rollback()
                raise CommandError(str(error)) from error
            except CommandError:
                session.rollback()
                raise
            except Exception as error:
                # A write that lost a race with another station where no domain function
                # said more: nothing was saved, and a traceback would not say why.
                from tourney.events.conflicts import SAME_MOMENT, is_conflict

                if not is_conflict(error, unique_keys=False):
                    raise
                session.rollback()
                raise CommandError(SAME_MOMENT) from error
    finally:
        engine.dispose()


def find_event(session: Session, ref: str) -> EventRow:
    """The event with this id or exact name (case and spacing aside)."""
    from tourney.events.event import all_events
    from tourney.events.staff import same_name

    events = all_events(session)
    if ref.strip().isdigit():
        found = [e for e in events if e.id == int(ref)]
        if found:
            return found[0]
    named = [e for e in events if same_name(e.name, ref)]
    if len(named) == 1:
        return named[0]
    if named:
        raise CommandError(
            f"{len(named)} events are named {ref!r}; give the id: "
            + "; ".join(_event_label(e) for e in named)
        )
    if not events:
        raise CommandError(f"no event {ref!r}: the database has no events (tourney event create)")
    import difflib

    close = difflib.get_close_matches(ref, [e.name for e in events], n=5, cutoff=0.5)
    hint = (
        "did you mean: " + "; ".join(_event_label(e) for e in events if e.name in close)
        if close
        else "see tourney event list"
    )
    raise CommandError(f"no event {ref!r}; {hint}")


def _event_label(event: EventRow) -> str:
    return f"{event.id} = {event.name} ({event.date.isoformat()})"


def find_player(session: Session, event: EventRow, ref: str) -> RegistrationRow:
    """A registered player by name (case and spacing aside), or ``#N``, their number in
    registration order as ``tourney event show`` lists it, when two share a name."""
    from tourney.events.registration import registrations_of
    from tourney.events.staff import same_name

    registrations = registrations_of(session, event)
    text = ref.strip()
    if text.startswith("#") and text[1:].isdigit():
        number = int(text[1:])
        if 1 <= number <= len(registrations):
            return registrations[number - 1]
        raise CommandError(
            f"{event.name} has no player #{number} ({len(registrations)} registered)"
        )
    named = [(n, r) for n, r in enumerate(registrations, start=1) if same_name(r.player.name, ref)]
    if len(named) == 1:
        return named[0][1]
    if named:
        raise CommandError(
            f"{len(named)} players in {event.name} are named {ref!r}; give their number: "
            + ", ".join(f"#{n}" for n, _ in named)
        )
    names = [r.player.name for r in registrations]
    import difflib

    close = difflib.get_close_matches(ref, names, n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    raise CommandError(f"{ref!r} is not registered for {event.name}{hint}")


def acting_staff(
    session: Session, event: EventRow, name: str | None, prefer: Sequence[str]
) -> StaffRow:
    """The staff member named by --as, else the first on staff holding a role of ``prefer``
    (best first). Whether they may do the thing is the domain's call, which cites the rule."""
    from tourney.events.staff import same_name, staff_of

    staff = staff_of(session, event)
    if name is not None:
        for member in staff:
            if same_name(member.name, name):
                return member
        on_staff = ", ".join(f"{m.name} ({m.role})" for m in staff)
        raise CommandError(f"{name!r} is not on the staff of {event.name}; staff: {on_staff}")
    for role in prefer:
        for member in staff:
            if member.role == role:
                return member
    raise CommandError(f"{event.name} has no {' or '.join(prefer)}; say who acts with --as NAME")
