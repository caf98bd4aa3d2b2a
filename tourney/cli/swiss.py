"""``tourney swiss pair``: pair the next round of a FIDE TRF file, as chess pairing engines do,
so our pairings can be compared with theirs on the same input."""

from __future__ import annotations

import argparse
import gc

from tourney.cli.common import CommandError, add_command, read_file, write_output


def register(commands: argparse._SubParsersAction) -> None:
    group = commands.add_parser("swiss", help="Swiss pairing over TRF files")
    sub = group.add_subparsers(dest="swiss_command", metavar="COMMAND", required=True)
    pair = add_command(
        sub,
        "pair",
        run_pair,
        help="pair the next round of a TRF-16 file",
        description="Read a FIDE TRF-16 file (XXR rounds, XXP forbidden pairs, bbpPairings "
        "BBW/BBD/BBL/BBZ/BBF/BBU points; 'BBL 1.0' for MLP's loss point) and write the next "
        "round in the bbpPairings/JaVaFo format: the number of pairs, then 'a b' per pair "
        "and 'a 0' for the bye.",
        event=False,
        database_optional=True,  # reads and writes files only
    )
    # Paths as given (no pathlib: this command starts in a few hundredths of a second)
    pair.add_argument("file", metavar="FILE.trf")
    pair.add_argument("-p", "--pairings", metavar="OUT", help="default: stdout")
    pair.add_argument("--seed", type=int, default=1, help="seed for ties (default: 1)")


def run_pair(args: argparse.Namespace) -> int:
    from tourney.swiss.trf_columns import TrfError, pair_trf  # not trf: no Event is built

    text = read_file(args.file)
    # A short run that keeps what it makes: the cycle collector would only walk the file's
    # tens of thousands of result tuples again and again (a tenth of the time at 4,096 players).
    collecting = gc.isenabled()
    gc.disable()
    try:
        pairs = pair_trf(text, args.seed)
    except TrfError as error:
        raise CommandError(f"{args.file}: {error}") from error
    finally:
        if collecting:
            gc.enable()
    if write_output(pairs, args.pairings):
        print(f"Paired {pairs.splitlines()[0]} pairs from {args.file} into {args.pairings}")
    return 0
