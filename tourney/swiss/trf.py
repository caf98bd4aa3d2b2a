"""FIDE TRF-16 files in, bbpPairings / JaVaFo pairs out, so Swiss events can be exchanged with
chess pairing engines and checked against them.

Read: ``001`` player lines (pairing number, name, points, then one 10-character column per
round: opponent, colour, result), ``XXR`` (or ``142``) the number of rounds, ``XXP`` forbidden
pairs, and bbpPairings' point-system lines ``BBW`` / ``BBD`` / ``BBL`` / ``BBZ`` / ``BBF`` /
``BBU`` (win, draw, loss, zero-point bye, forfeit loss, pairing-allocated bye), which let a
file say that an MLP loss is worth 1 (floor rules, Scoring)::

    BBW  3.0
    BBD  1.0
    BBL  1.0
    BBU  3.0

Without them a file scores like chess (1, ½, 0). Result codes: ``1 W`` win, ``0 L`` loss,
``= D`` draw, ``+ -`` forfeit win / loss (a no-show: ``Ending.NO_SHOW``), and without an
opponent ``U`` pairing-allocated bye, ``F`` / ``H`` full / half point (an unplayed win / draw),
``Z - blank`` absent. A column after the last paired round marks a player who sits out the
round to be paired. Colours are ignored (MLP has none) and written as w for the lower number.

Write: ``write_pairs`` gives the JaVaFo / bbpPairings output: the number of pairs (byes
included) on the first line, then ``a b`` per table and ``a 0`` for a bye. ``pair_trf`` reads
a file and writes the next round so, straight from the file's columns
(``tourney.swiss.trf_columns``, which also makes every check of the file for ``read_trf``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from tourney.swiss import trf_columns
from tourney.swiss.model import (
    Ending,
    Event,
    EventError,
    Outcome,
    Player,
    PlayerId,
    Result,
    Scoring,
    new_result,
)
from tourney.swiss.pairing import RoundPairing
from tourney.swiss.standings import standings
from tourney.swiss.trf_columns import TrfError, pair_trf, read_columns

__all__ = [
    "TrfError",
    "TrfTournament",
    "pair_trf",
    "read_trf",
    "trf_numbers",
    "write_pairs",
    "write_trf",
]


@dataclass(frozen=True)
class TrfTournament:
    event: Event  # player ids are the TRF pairing numbers
    total_rounds: int | None
    rounds_paired: int
    sitting_out: frozenset[PlayerId] = frozenset()  # absent from the round to be paired
    do_not_pair: frozenset[frozenset[PlayerId]] = frozenset()
    tenths_per_point: int = 10  # TRF scores are in tenths; one Scoring point is this many
    warnings: tuple[str, ...] = field(default=())


def read_trf(text: str) -> TrfTournament:
    """Read a TRF-16 file (with the bbpPairings extensions above) into an ``Event``."""
    trf = read_columns(text)  # every check of the file, naming the line or player
    tenths, unit = trf.tenths, trf.unit
    scoring = Scoring(
        win=tenths["win"] // unit,
        draw=tenths["draw"] // unit,
        loss=tenths["loss"] // unit,
        bye=tenths["bye"] // unit,
        forfeit_loss=tenths["forfeit"] // unit,
        absent=tenths["absent"] // unit,
    )
    names = zip(trf.ids, trf.names, strict=True)
    players = tuple(Player(pid, name, seed=pid) for pid, name in names)
    outcomes, ids = _OUTCOMES, trf.ids
    results = tuple(
        new_result(
            round_,
            pid,
            outcomes[kind][0],
            None if opponent is None else ids[opponent],
            outcomes[kind][1],
        )
        for pid, kinds in zip(ids, trf.results, strict=True)
        for round_, opponent, kind in kinds
    )
    try:
        event = Event(players, results, scoring=scoring)
    except EventError as error:
        raise TrfError(str(error)) from None
    warnings = []
    for pid, points in trf.stated.items():
        computed = event.record(pid).points * unit
        if computed != points:
            warnings.append(
                f"player {pid}: the file says {_format_tenths(points)} points, the results "
                f"give {_format_tenths(computed)}"
            )
    return TrfTournament(
        event=event,
        total_rounds=trf.total_rounds,
        rounds_paired=trf.paired,
        sitting_out=frozenset(trf.sitting_out),
        do_not_pair=frozenset(trf.forbidden),
        tenths_per_point=unit,
        warnings=tuple(warnings),
    )


# Result kind (tourney.swiss.trf_columns) -> (outcome, ending).
_OUTCOMES = {
    trf_columns.WIN: (Outcome.WIN, Ending.PLAYED),
    trf_columns.LOSS: (Outcome.LOSS, Ending.PLAYED),
    trf_columns.DRAW: (Outcome.DRAW, Ending.PLAYED),
    trf_columns.FORFEIT_WIN: (Outcome.WIN, Ending.NO_SHOW),
    trf_columns.FORFEIT_LOSS: (Outcome.LOSS, Ending.NO_SHOW),
    trf_columns.BYE: (Outcome.BYE, Ending.BYE),
    trf_columns.UNPLAYED_WIN: (Outcome.WIN, Ending.PLAYED),
    trf_columns.UNPLAYED_DRAW: (Outcome.DRAW, Ending.PLAYED),
    trf_columns.ABSENT: (Outcome.ABSENT, Ending.PLAYED),
}


def _format_tenths(tenths: int) -> str:
    return f"{tenths // 10}.{tenths % 10}"


def trf_numbers(event: Event) -> dict[PlayerId, int]:
    """TRF pairing numbers: 1..N in registration order (seed, then id)."""
    ordered = sorted(event.players, key=lambda p: (p.seed, p.id))
    return {p.id: i + 1 for i, p in enumerate(ordered)}


def write_trf(
    event: Event,
    total_rounds: int | None = None,
    sitting_out: Iterable[PlayerId] = (),
    do_not_pair: Iterable[frozenset[PlayerId]] = (),
    name: str = "",
    tenths_per_point: int = 10,
) -> str:
    """The event as TRF-16 with the bbpPairings point-system lines. Players are numbered by
    ``trf_numbers``; players who dropped or sit out get a ``Z`` in the next round's column."""
    number = trf_numbers(event)
    if len(number) > 9999:
        raise TrfError("TRF-16 numbers players up to 9999")
    rounds = event.rounds_played
    active = {p.id for p in event.active_players(rounds + 1)}
    away = set(sitting_out) | {p.id for p in event.players if p.id not in active}
    rank = {s.player.id: s.rank for s in standings(event)}
    scoring = event.scoring
    lines = [f"012 {name}".rstrip()]
    for player in sorted(event.players, key=lambda p: number[p.id]):
        record = event.record(player.id)
        by_round = {r.round: r for r in record.results}
        points = _format_tenths(record.points * tenths_per_point)
        line = (
            f"001 {number[player.id]:>4}{'':6}{player.name[:33]:<33} {'':4} {'':3} {'':11} "
            f"{'':10} {points:>4} {rank[player.id]:>4}"
        )
        for round_ in range(1, rounds + 1):
            result = by_round.get(round_)
            line += "  " + (_column(result, number) if result else " " * 8)
        if player.id in away:
            line += "  0000 - Z"
        lines.append(line.rstrip())
    if total_rounds is not None:
        lines.append(f"XXR {total_rounds}")
    point_lines = (
        ("BBW", scoring.win),
        ("BBD", scoring.draw),
        ("BBL", scoring.loss),
        ("BBZ", scoring.absent),
        ("BBF", scoring.forfeit_loss),
        ("BBU", scoring.bye),
    )
    for code, points in point_lines:
        lines.append(f"{code} {_format_tenths(points * tenths_per_point):>4}")
    for pair in sorted(sorted(number[p] for p in pair) for pair in do_not_pair):
        lines.append("XXP " + " ".join(str(n) for n in pair))
    return "\n".join(lines) + "\n"


def _column(result: Result, number: dict[PlayerId, int]) -> str:
    if result.opponent is None:
        code = {
            Outcome.BYE: "U",
            Outcome.WIN: "F",
            Outcome.DRAW: "H",
            Outcome.ABSENT: "Z",
        }[result.outcome]
        return f"0000 - {code}"
    me, them = number[result.player], number[result.opponent]
    colour = "w" if me < them else "b"
    if result.ending is Ending.NO_SHOW:
        code = "+" if result.outcome is Outcome.WIN else "-"
    else:
        code = {Outcome.WIN: "1", Outcome.LOSS: "0", Outcome.DRAW: "="}[result.outcome]
    return f"{them:>4} {colour} {code}"


def write_pairs(pairing: RoundPairing, number: dict[PlayerId, int] | None = None) -> str:
    """bbpPairings / JaVaFo output: the number of pairs, then ``a b`` per table (higher-ranked
    first) and ``a 0`` per bye. ``number`` maps player ids to TRF numbers (default: the ids)."""

    def n(player: PlayerId) -> int:
        return number[player] if number is not None else player

    lines = [str(len(pairing.pairings))]
    for p in pairing.pairings:
        lines.append(f"{n(p.player)} {n(p.opponent) if p.opponent is not None else 0}")
    return "\n".join(lines) + "\n"
