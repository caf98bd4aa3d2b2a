"""The ``tourney`` command: the interface scripts, CI and the rest of the team rely on.

With no command it starts the desktop application. Exit codes: 0 success (for ``deck check``:
legal), 1 a negative answer (deck not legal), 2 input that could not be read or used.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from tourney.cli.common import CommandError, add_db_option

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing (slow to import)
if TYPE_CHECKING:
    from typing import Any

# Each top-level command and the module whose ``register`` adds it, in the order `tourney
# --help` lists them; append new groups (a module adding two commands is named for both).
# A command line naming a command imports that module alone: commands start fast however
# many there are.
COMMAND_GROUPS: dict[str, str] = {
    "cards": "tourney.cli.cards",
    "deck": "tourney.cli.deck",
    "event": "tourney.cli.event",
    "player": "tourney.cli.player",
    "round": "tourney.cli.rounds",
    "standings": "tourney.cli.standings",
    "cut": "tourney.cli.cut",
    "bracket": "tourney.cli.cut",
    "penalty": "tourney.cli.penalty",
    "swiss": "tourney.cli.swiss",
    "simulate": "tourney.cli.simulate",
    "print": "tourney.cli.print",
    "limited": "tourney.cli.limited",
    "publish": "tourney.cli.venue",
    "serve": "tourney.cli.venue",
}


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's, as wide as the terminal as ``shutil.get_terminal_size`` measures it, without
    importing shutil (and the compression modules it loads): argparse makes a formatter for
    every argument it is given, on every command line, help or not."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        if width is None:
            width = _terminal_columns() - 2  # as argparse does
        super().__init__(prog, indent_increment, max_help_position, width)


def _terminal_columns() -> int:
    """$COLUMNS, else the terminal's width, else 80 (``shutil.get_terminal_size``)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _Parser(argparse.ArgumentParser):
    """The ``tourney`` command's parsers (subparsers are made of the same class)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)


class _VersionAction(argparse.Action):
    """``--version``: the version is looked up only when asked for (importlib.metadata is slow
    to import)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        from tourney.version import app_version

        sys.stdout.write(f"tourney {app_version()}\n")
        parser.exit()


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, or with ``command`` only that command's group (what parsing a
    command line naming it needs; "" for none, when the line starts the app)."""
    parser = _Parser(
        prog="tourney",
        description="Run My Little Pony CCG tournaments. With no command, start the app.",
    )
    add_db_option(parser, top_level=True)
    parser.add_argument("--version", action=_VersionAction, help="print the version and exit")
    parser.add_argument(
        "--cards",
        metavar="PATH",
        help="OCTGN MLP CCG folder to import before starting, if the database has no cards",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    if command is None:
        modules = list(COMMAND_GROUPS.values())
    else:
        modules = [COMMAND_GROUPS[command]] if command else []
    for module in dict.fromkeys(modules):
        importlib.import_module(module).register(commands)
    return parser


def command_named(argv: Sequence[str]) -> str | None:
    """The command a command line names, if it is one of ours: the first word that is not an
    option or a top-level option's value; "" when it names none and asks for no help (the app
    starts); None when the whole command line must be read (help, a mistyped command)."""
    probe = _Parser(add_help=False, exit_on_error=False)
    for option in ("--db", "--cards"):  # the top-level options that take a value
        probe.add_argument(option)
    try:
        _, rest = probe.parse_known_args(argv)
    except argparse.ArgumentError:
        return None
    word = next((w for w in rest if not w.startswith("-")), None)
    if word is None:
        return None if any(w in ("-h", "--help") for w in rest) else ""
    return word if word in COMMAND_GROUPS else None


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(command_named(argv))
    args = parser.parse_args(argv)
    if args.db is None and not getattr(args, "database_optional", False):
        from tourney.paths import default_database  # pathlib: only for the commands that need it

        args.db = default_database()
    try:
        if args.command is None:
            from tourney.cli.app import start_app

            return start_app(args)
        return int(args.run(args) or 0)
    except CommandError as error:
        # Not print(): importing the submodule tourney.cli.print rebinds ``print`` here.
        sys.stderr.write(f"tourney: {error}\n")
        return error.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and closed early
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
