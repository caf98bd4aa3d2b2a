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
included) on the first line, then ``a b`` per table and ``a 0`` for a bye.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from math import gcd

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
from tourney.swiss.pairing import PairingRules, RoundPairing, pair_round
from tourney.swiss.standings import standings

_FIRST_ROUND_COLUMN = 91  # 0-based start of round 1's opponent field on a 001 line
_COLUMN = 10


class TrfError(ValueError):
    """The TRF text cannot be read; the message names the line."""


@dataclass(frozen=True)
class TrfTournament:
    event: Event  # player ids are the TRF pairing numbers
    total_rounds: int | None
    rounds_paired: int
    sitting_out: frozenset[PlayerId] = frozenset()  # absent from the round to be paired
    do_not_pair: frozenset[frozenset[PlayerId]] = frozenset()
    tenths_per_point: int = 10  # TRF scores are in tenths; one Scoring point is this many
    warnings: tuple[str, ...] = field(default=())


_POINT_LINES = {"BBW": "win", "BBD": "draw", "BBL": "loss", "BBZ": "absent", "BBF": "forfeit"}


def read_trf(text: str) -> TrfTournament:
    """Read a TRF-16 file (with the bbpPairings extensions above) into an ``Event``."""
    players: list[Player] = []
    entries: dict[PlayerId, dict[int, tuple[PlayerId | None, str]]] = {}
    stated: dict[PlayerId, int] = {}
    tenths = {"win": 10, "draw": 5, "loss": 0, "absent": 0, "forfeit": 0}
    bye_tenths: int | None = None
    total_rounds: int | None = None
    forbidden: set[frozenset[PlayerId]] = set()
    for number, raw in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        line = raw.rstrip("\n")
        code = line[:3]
        try:
            if code == "001":
                player, columns, points = _read_player_line(line)
                if player.id in entries:
                    raise TrfError(f"pairing number {player.id} is repeated")
                players.append(player)
                entries[player.id] = columns
                if points is not None:
                    stated[player.id] = points
            elif code in ("XXR", "142"):
                total_rounds = int(line[3:].strip())
            elif code in _POINT_LINES:
                tenths[_POINT_LINES[code]] = _tenths(line[4:12])
            elif code == "BBU":
                bye_tenths = _tenths(line[4:12])
            elif code == "XXP":
                ids = [int(t) for t in line[3:].split()]
                forbidden.update(frozenset((a, b)) for a in ids for b in ids if a < b)
            elif code in ("013", "310"):
                raise TrfError("team tournaments are not supported")
        except (ValueError, IndexError) as error:
            raise TrfError(f"line {number}: {error}: {line!r}") from None
    tenths["bye"] = tenths["win"] if bye_tenths is None else bye_tenths
    unit = 0
    for value in tenths.values():
        unit = gcd(unit, value)
    unit = unit or 10
    scoring = Scoring(
        win=tenths["win"] // unit,
        draw=tenths["draw"] // unit,
        loss=tenths["loss"] // unit,
        bye=tenths["bye"] // unit,
        forfeit_loss=tenths["forfeit"] // unit,
        absent=tenths["absent"] // unit,
    )

    known = entries.keys()
    paired = 0
    for columns in entries.values():
        for round_, (opponent, code) in columns.items():
            if round_ > paired and (opponent is not None or code == "U" or code == "+"):
                paired = round_
    results: list[Result] = []
    sitting_out: set[PlayerId] = set()
    with_opponent, without_opponent = _WITH_OPPONENT, _WITHOUT_OPPONENT
    for pid, columns in entries.items():
        for round_, (opponent, code) in columns.items():  # in round order, as read
            if round_ > paired:
                if round_ > paired + 1 or opponent is not None:
                    raise TrfError(f"player {pid}: round {round_} is after the last paired round")
                sitting_out.add(pid)
                continue
            if opponent is None:
                kind = without_opponent.get(code)
                if kind is None:
                    raise TrfError(
                        f"player {pid}, round {round_}: result {code!r} needs an opponent"
                    )
            else:
                if opponent not in known:
                    raise TrfError(f"player {pid}, round {round_}: no player {opponent}")
                kind = with_opponent.get(code)
                if kind is None:
                    raise TrfError(
                        f"player {pid}, round {round_}: result {code!r} needs no opponent"
                    )
            results.append(new_result(round_, pid, kind[0], opponent, kind[1]))
    try:
        event = Event(tuple(players), tuple(results), scoring=scoring)
    except EventError as error:
        raise TrfError(str(error)) from None
    warnings = []
    for pid, points in stated.items():
        computed = event.record(pid).points * unit
        if computed != points:
            warnings.append(
                f"player {pid}: the file says {_format_tenths(points)} points, the results "
                f"give {_format_tenths(computed)}"
            )
    return TrfTournament(
        event=event,
        total_rounds=total_rounds,
        rounds_paired=paired,
        sitting_out=frozenset(sitting_out),
        do_not_pair=frozenset(forbidden),
        tenths_per_point=unit,
        warnings=tuple(warnings),
    )


_COLOURS = frozenset("wbWB- ")
_CODES = frozenset("1W0L=D+-UFHZ ")


def _read_player_line(
    line: str,
) -> tuple[Player, dict[int, tuple[PlayerId | None, str]], int | None]:
    if len(line) < 84:
        line = line.ljust(84)
    pid = int(line[4:8])
    if pid < 1:
        raise ValueError("pairing number 0")
    name = line[14:47].strip()
    points_text = line[80:84].strip()
    points = _tenths(points_text) if points_text else None
    columns: dict[int, tuple[PlayerId | None, str]] = {}
    end = len(line.rstrip())
    round_ = 0
    colours, codes = _COLOURS, _CODES
    for start in range(_FIRST_ROUND_COLUMN, end, _COLUMN):
        round_ += 1
        column = line[start : start + 8]
        if column.isspace():
            continue
        if len(column) < 8:
            column = column.ljust(8)
        opponent_text, colour, code = column[0:4], column[5], column[7].upper()
        if colour not in colours:
            raise ValueError(f"round {round_}: colour {colour!r}")
        if code not in codes:
            raise ValueError(f"round {round_}: result {code!r}")
        if opponent_text == "0000" or opponent_text.isspace():
            columns[round_] = (None, code)
            continue
        opponent = int(opponent_text)
        if opponent == pid:
            raise ValueError(f"round {round_}: player {pid} plays themself")
        columns[round_] = (opponent, code)
    return Player(pid, name, seed=pid), columns, points


# Result code -> (outcome, ending), with an opponent and without one.
_WITH_OPPONENT = {
    **dict.fromkeys("1W", (Outcome.WIN, Ending.PLAYED)),
    **dict.fromkeys("0L", (Outcome.LOSS, Ending.PLAYED)),
    **dict.fromkeys("=D", (Outcome.DRAW, Ending.PLAYED)),
    "+": (Outcome.WIN, Ending.NO_SHOW),
    "-": (Outcome.LOSS, Ending.NO_SHOW),
}
_WITHOUT_OPPONENT = {
    "U": (Outcome.BYE, Ending.BYE),
    **dict.fromkeys("F+", (Outcome.WIN, Ending.PLAYED)),
    "H": (Outcome.DRAW, Ending.PLAYED),
    **dict.fromkeys("Z- ", (Outcome.ABSENT, Ending.PLAYED)),
}


def _tenths(text: str) -> int:
    text = text.strip()
    whole, _, fraction = text.partition(".")
    if not whole.isdigit() or (fraction and not fraction.isdigit()) or len(fraction) > 1:
        raise ValueError(f"not a score: {text!r}")
    return int(whole) * 10 + int(fraction or 0)


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


def pair_trf(trf_text: str, seed: int) -> str:
    """Pair the next round of a TRF file and return it in bbpPairings output format (for
    ``tourney swiss pair FILE.trf -p OUT``). Forbidden pairs (``XXP``) are kept apart."""
    trf = read_trf(trf_text)
    if trf.total_rounds is not None and trf.rounds_paired >= trf.total_rounds:
        raise TrfError(f"all {trf.total_rounds} rounds (XXR) are already paired")
    pairing = pair_round(
        trf.event,
        seed,
        PairingRules(do_not_pair=trf.do_not_pair),
        round=trf.rounds_paired + 1,
        sitting_out=trf.sitting_out,
    )
    return write_pairs(pairing)
