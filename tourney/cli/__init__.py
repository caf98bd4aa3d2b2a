"""The ``tourney`` command: the interface scripts, CI and the rest of the team rely on.

With no command it starts the desktop application. Exit codes: 0 success (for ``deck check``:
legal), 1 a negative answer (deck not legal), 2 input that could not be read or used.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from tourney.cli import (
    cards,
    cut,
    deck,
    event,
    penalty,
    player,
    rounds,
    simulate,
    standings,
    swiss,
)
from tourney.cli.common import CommandError, add_db_option
from tourney.paths import default_database

# One line per command group, in the order `tourney --help` lists them; append new groups.
COMMAND_GROUPS: list[Callable[[argparse._SubParsersAction], None]] = [
    cards.register,
    deck.register,
    event.register,
    player.register,
    rounds.register,
    standings.register,
    cut.register,
    penalty.register,
    swiss.register,
    simulate.register,
    __import__("tourney.cli.print", fromlist=["register"]).register,  # not shadowing print()
    __import__("tourney.cli.limited", fromlist=["register"]).register,
]


class _VersionAction(argparse.Action):
    """``--version``: the version is looked up only when asked for (importlib.metadata is slow
    to import)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        from tourney.version import app_version

        sys.stdout.write(f"tourney {app_version()}\n")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
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
    for register in COMMAND_GROUPS:
        register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.db is None and not getattr(args, "database_optional", False):
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
