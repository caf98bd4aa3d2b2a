"""A TRF-16 file read into plain per-player columns and checked, and the next round paired
straight from them (``pair_trf``, what ``tourney swiss pair`` runs).

``tourney.swiss.trf`` describes the format and builds an ``Event`` from these columns
(``read_trf``); every check of the file is made here, once, with the message naming the line
or the player and round. ``pair_trf`` pairs exactly as ``pair_round`` on that ``Event`` with the
default standings would (the tests compare the two on random events), without building
``Result`` objects or the standings' fractions: on thousands of players that is most of the
time, and this module imports neither dataclasses nor the standings, which a command that
starts in a few hundredths of a second cannot afford.
"""

from __future__ import annotations

from itertools import count
from math import gcd, lcm

_FIRST_ROUND_COLUMN = 91  # 0-based start of round 1's opponent field on a 001 line
_COLUMN = 10


class TrfError(ValueError):
    """The TRF text cannot be read; the message names the line."""


# Result kinds: the outcome with how it came about (a forfeit, an unplayed round).
WIN, LOSS, DRAW, FORFEIT_WIN, FORFEIT_LOSS, BYE, UNPLAYED_WIN, UNPLAYED_DRAW, ABSENT = range(9)
OUTCOME_WORDS = ("win", "loss", "draw", "win", "loss", "bye", "win", "draw", "absent")
# Result code -> kind, with an opponent and without one.
_WITH_OPPONENT = {
    **dict.fromkeys("1W", WIN),
    **dict.fromkeys("0L", LOSS),
    **dict.fromkeys("=D", DRAW),
    "+": FORFEIT_WIN,
    "-": FORFEIT_LOSS,
}
_WITHOUT_OPPONENT = {
    "U": BYE,
    **dict.fromkeys("F+", UNPLAYED_WIN),
    "H": UNPLAYED_DRAW,
    **dict.fromkeys("Z- ", ABSENT),
}
# The kinds a player's result may face across the table (a double loss is two losses).
_MIRROR = {
    WIN: (LOSS, FORFEIT_LOSS),
    FORFEIT_WIN: (LOSS, FORFEIT_LOSS),
    LOSS: (WIN, FORFEIT_WIN, LOSS, FORFEIT_LOSS),
    FORFEIT_LOSS: (WIN, FORFEIT_WIN, LOSS, FORFEIT_LOSS),
    DRAW: (DRAW,),
}
# The point line (BBW, BBL, ...) each kind scores by, and 2 × games won + games drawn, byes
# as games won: the numerator of match-win % (tourney.swiss.standings), per kind.
_KIND_SCORED_AS = ("win", "loss", "draw", "win", "forfeit", "bye", "win", "draw", "absent")
_KIND_WON = (2, 0, 1, 2, 0, 2, 0, 0, 0)
_POINT_LINES = {"BBW": "win", "BBD": "draw", "BBL": "loss", "BBZ": "absent", "BBF": "forfeit"}
_COLOURS = frozenset("wbWB- ")
_CODES = frozenset("1W0L=D+-UFHZ ")  # upper-cased as read


class TrfColumns:
    """What a TRF file says, checked: players in file order (``ids``, ``names``, the points
    column where given), each player's results as (round, opponent or None, kind) in round
    order (``results``; the opponent by position in ``ids``) and by round (``slots``), the
    scoring in points of ``unit`` tenths, and the rest of the header."""

    __slots__ = (
        "ids",
        "index",
        "names",
        "stated",
        "results",
        "slots",
        "tenths",
        "unit",
        "total_rounds",
        "paired",
        "sitting_out",
        "forbidden",
    )

    def __init__(self) -> None:
        self.ids: list[int] = []
        self.index: dict[int, int] = {}  # pairing number -> position in ids
        self.names: list[str] = []
        self.stated: dict[int, int] = {}  # pairing number -> points column, in tenths
        self.results: list[list[tuple[int, int | None, int]]] = []
        self.slots: list[list[tuple[int, int | None, int] | None]] = []  # [player][round]
        self.tenths: dict[str, int] = {}  # win, draw, loss, absent, forfeit, bye
        self.unit = 10
        self.total_rounds: int | None = None
        self.paired = 0
        self.sitting_out: set[int] = set()
        self.forbidden: set[frozenset[int]] = set()

    def kind_points(self) -> list[int]:
        """Points per result kind, in units."""
        return [self.tenths[name] // self.unit for name in _KIND_SCORED_AS]


def read_columns(text: str) -> TrfColumns:
    """Read and check a TRF-16 file (``tourney.swiss.trf`` describes what is read)."""
    trf = TrfColumns()
    ids, names, stated, index = trf.ids, trf.names, trf.stated, trf.index
    columns: list[list[tuple[int, int | None, str]]] = []
    tenths = {"win": 10, "draw": 5, "loss": 0, "absent": 0, "forfeit": 0}
    bye_tenths: int | None = None
    forbidden = trf.forbidden
    paired = 0  # the last round anyone was paired in: an opponent or a pairing bye
    for number, line in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        code = line[:3]
        try:
            if code == "001":
                pid, name, points, player_columns = _read_player_line(line)
                if pid in index:
                    raise TrfError(f"pairing number {pid} is repeated")
                index[pid] = len(ids)
                ids.append(pid)
                names.append(name)
                columns.append(player_columns)
                if points is not None:
                    stated[pid] = points
                for round_, opponent, result in reversed(player_columns):
                    if opponent is not None or result == "U" or result == "+":
                        paired = max(paired, round_)
                        break
            elif code in ("XXR", "142"):
                trf.total_rounds = int(line[3:].strip())
            elif code in _POINT_LINES:
                tenths[_POINT_LINES[code]] = _tenths(line[4:12])
            elif code == "BBU":
                bye_tenths = _tenths(line[4:12])
            elif code == "XXP":
                numbers = [int(t) for t in line[3:].split()]
                forbidden.update(frozenset((a, b)) for a in numbers for b in numbers if a < b)
            elif code in ("013", "310"):
                raise TrfError("team tournaments are not supported")
        except (ValueError, IndexError) as error:
            raise TrfError(f"line {number}: {error}: {line!r}") from None
    tenths["bye"] = tenths["win"] if bye_tenths is None else bye_tenths
    unit = 0
    for value in tenths.values():
        unit = gcd(unit, value)
    trf.tenths, trf.unit = tenths, unit or 10
    trf.paired = paired

    with_opponent, without_opponent = _WITH_OPPONENT, _WITHOUT_OPPONENT
    results, slots, sitting_out = trf.results, trf.slots, trf.sitting_out
    width = paired + 1
    for pid, player_columns in zip(ids, columns, strict=True):
        kinds: list[tuple[int, int | None, int]] = []
        slot: list[tuple[int, int | None, int] | None] = [None] * width
        for round_, opponent, code in player_columns:  # in round order, as read
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
                entry = (round_, None, kind)
            else:
                other = index.get(opponent)
                if other is None:
                    raise TrfError(f"player {pid}, round {round_}: no player {opponent}")
                kind = with_opponent.get(code)
                if kind is None:
                    raise TrfError(
                        f"player {pid}, round {round_}: result {code!r} needs no opponent"
                    )
                entry = (round_, other, kind)
            kinds.append(entry)
            slot[round_] = entry
        results.append(kinds)
        slots.append(slot)
    _check_mirrors(trf)
    return trf


def _check_mirrors(trf: TrfColumns) -> None:
    """Every game is in the file twice, once per player: the two must name each other and
    agree on the result. Players and rounds are checked in file order."""
    ids, slots, words, mirror = trf.ids, trf.slots, OUTCOME_WORDS, _MIRROR
    for i, kinds in enumerate(trf.results):
        for round_, opponent, kind in kinds:
            if opponent is None:
                continue
            other = slots[opponent][round_]
            if other is None or other[1] != i:
                raise TrfError(
                    f"round {round_}: player {ids[i]} played {ids[opponent]}, "
                    "whose result does not name them"
                )
            if other[2] not in mirror[kind]:
                raise TrfError(
                    f"round {round_}: players {ids[i]} and {ids[opponent]} have results "
                    f"{words[kind]} and {words[other[2]]}, which cannot both be true"
                )


def _read_player_line(line: str) -> tuple[int, str, int | None, list[tuple[int, int | None, str]]]:
    if len(line) < 84:
        line = line.ljust(84)
    pid = int(line[4:8])
    if pid < 1:
        raise ValueError("pairing number 0")
    name = line[14:47].strip()
    points_text = line[80:84].strip()
    points = _tenths(points_text) if points_text else None
    # Most files fill every column in with an opponent (or 0000), a colour and an upper-case
    # code: those are read a field at a time across the line. Anything else (blank or short
    # columns, lower case, a bad field) is read column by column, which names what is wrong.
    rounds = line[_FIRST_ROUND_COLUMN - 2 : len(line.rstrip())]
    if (
        len(rounds) % _COLUMN == 0
        and _COLOURS.issuperset(rounds[7::_COLUMN])
        and _CODES.issuperset(rounds[9::_COLUMN])
    ):
        try:
            opponents = [
                None if text == "0000" else int(text)
                for text in [rounds[k : k + 4] for k in range(2, len(rounds), _COLUMN)]
            ]
        except ValueError:
            pass  # _read_rounds names the column
        else:
            if pid not in opponents:
                return pid, name, points, list(zip(count(1), opponents, rounds[9::_COLUMN]))
    return pid, name, points, _read_rounds(line, pid)


def _read_rounds(line: str, pid: int) -> list[tuple[int, int | None, str]]:
    """The round columns of a 001 line, one by one: blank ones skipped, short ones padded."""
    columns: list[tuple[int, int | None, str]] = []
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
            columns.append((round_, None, code))
            continue
        opponent = int(opponent_text)
        if opponent == pid:
            raise ValueError(f"round {round_}: player {pid} plays themself")
        columns.append((round_, opponent, code))
    return columns


def _tenths(text: str) -> int:
    text = text.strip()
    whole, _, fraction = text.partition(".")
    if not whole.isdigit() or (fraction and not fraction.isdigit()) or len(fraction) > 1:
        raise ValueError(f"not a score: {text!r}")
    return int(whole) * 10 + int(fraction or 0)


def pair_trf(trf_text: str, seed: int) -> str:
    """Pair the next round of a TRF file and return it in bbpPairings output format (for
    ``tourney swiss pair FILE.trf -p OUT``): the number of pairs (byes included), then
    ``a b`` per table, higher-ranked first, and ``a 0`` per bye. Forbidden pairs (``XXP``)
    are kept apart. The same pairing as ``pair_round`` on ``read_trf``'s event with the
    default ``PairingRules`` (standings: match points, OMW%, OOMW%)."""
    trf = read_columns(trf_text)
    if trf.total_rounds is not None and trf.paired >= trf.total_rounds:
        raise TrfError(f"all {trf.total_rounds} rounds (XXR) are already paired")
    return _pair(trf, seed)


def _pair(trf: TrfColumns, seed: int) -> str:
    import random

    from tourney.swiss.matching import Pod, pair_pod

    ids, paired, index = trf.ids, trf.paired, trf.index
    round_ = paired + 1
    n = len(ids)
    kind_points = trf.kind_points()
    kind_won = _KIND_WON
    # One pass over the results: each player's points, match-win figures and opponents (as
    # positions, one per game, in round order).
    points = [0] * n
    byes = [0] * n
    won = [0] * n  # 2 × (games won + byes) + games drawn: the numerator of match-win %
    opponents: list[list[int]] = [[] for _ in range(n)]
    for i, kinds in enumerate(trf.results):
        total = score = 0
        played = opponents[i]
        for _, opponent, kind in kinds:
            total += kind_points[kind]
            score += kind_won[kind]
            if opponent is not None:
                played.append(opponent)
            elif kind == BYE:
                byes[i] += 1
        points[i] = total
        won[i] = score

    order = _ranking(ids, points, byes, won, opponents)
    tie_break = random.Random(f"{seed}:{round_}:ranking")
    noise = [0.0] * n
    for _, i in order:
        noise[i] = tie_break.random()
    order.sort(key=lambda entry: (entry[0], noise[entry[1]]))
    out = trf.sitting_out
    ranked = [i for _, i in order if ids[i] not in out]
    if not ranked:
        return "0\n"

    position = {i: k for k, i in enumerate(ranked)}
    # Paired down or up last round: the two players' points before it compared.
    down_last, up_last = [False] * len(ranked), [False] * len(ranked)
    if paired:
        last = [slot[paired] for slot in trf.slots]
        for k, i in enumerate(ranked):
            mine = last[i]
            if mine is not None and mine[1] is not None:
                theirs = last[mine[1]]
                before = points[i] - kind_points[mine[2]]
                before_theirs = points[mine[1]] - kind_points[theirs[2]]  # type: ignore[index]
                down_last[k] = before > before_theirs
                up_last[k] = before < before_theirs
    met: list[dict[int, int]] = []
    for i in ranked:
        counts: dict[int, int] = {}
        for o in opponents[i]:
            k = position.get(o)
            if k is not None:
                counts[k] = counts.get(k, 0) + 1
        met.append(counts)
    blocked: list[set[int]] = [set() for _ in ranked]
    for pair in trf.forbidden:
        a, b = (position.get(index.get(pid, -1)) for pid in pair)
        if a is not None and b is not None:
            blocked[a].add(b)
            blocked[b].add(a)
    pod_points = [points[i] for i in ranked]
    pod = Pod(
        [ids[i] for i in ranked],
        pod_points,
        [byes[i] for i in ranked],
        down_last,
        up_last,
        met,
        blocked,
    )
    pairs, bye = pair_pod(pod, random.Random(f"{seed}:{round_}:None"))
    # Tables from the top score down, then by the higher-ranked player (as pair_round).
    tables = sorted(
        ((min(a, b), max(a, b)) for a, b in pairs),
        key=lambda pair: (-max(pod_points[pair[0]], pod_points[pair[1]]), pair[0]),
    )
    pod_ids = pod.ids
    lines = [str(len(tables) + (bye is not None))]
    lines += [f"{pod_ids[a]} {pod_ids[b]}" for a, b in tables]
    if bye is not None:
        lines.append(f"{pod_ids[bye]} 0")
    return "\n".join(lines) + "\n"


def _ranking(
    ids: list[int],
    points: list[int],
    byes: list[int],
    won: list[int],
    opponents: list[list[int]],
) -> list[tuple[int, int]]:
    """(rank, index) in standings order under the default chain (match points, OMW%, OOMW%,
    match-win % over games won and byes, each opponent's floored at 1/3; then registration
    order, which in a TRF file is the pairing number), as ``standings.ranking`` gives it. The
    percentages are compared exactly, as integers over a common denominator."""
    n = len(ids)
    matches = [len(opponents[i]) + byes[i] for i in range(n)]
    unit = lcm(3, *{2 * m for m in matches if m})  # every floored match-win % times unit
    third = unit // 3
    floored = [
        max(third, won[i] * (unit // (2 * matches[i]))) if matches[i] else third for i in range(n)
    ]
    games = lcm(*{len(o) for o in opponents if o})  # every OMW% times unit × games
    omw = [
        sum([floored[o] for o in opponents[i]]) * (games // len(opponents[i]))
        if opponents[i]
        else third * games
        for i in range(n)
    ]
    oomw = [
        sum([omw[o] for o in opponents[i]]) * (games // len(opponents[i]))
        if opponents[i]
        else third * games * games
        for i in range(n)
    ]
    keys = sorted(range(n), key=lambda i: (-points[i], -omw[i], -oomw[i], ids[i]))
    ranking = []
    rank = 0
    previous = None
    for position, i in enumerate(keys, 1):
        key = (points[i], omw[i], oomw[i])
        if key != previous:
            rank, previous = position, key
        ranking.append((rank, i))
    return ranking
