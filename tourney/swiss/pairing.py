"""Swiss pairing (floor rules, Swiss Rounds and Swiss Pairings) as one weighted matching.

Hard constraints: dropped players are not paired (floor rules, Conceding and Dropping); with
``PairingRules.same_pod_only`` each pod is paired on its own (an odd pod gets its own bye, as
draft pods do); the do-not-pair list. Then, in strict priority order (lexicographic):

1. no rematches; if impossible, the fewest (the do-not-pair list ranks above this);
2. an odd number of players: the bye goes to the lowest-ranked player in the lowest score
   group who has not had one; nobody gets a second bye while someone eligible has none;
3. fewest pair-downs, then the smallest point differences (sum of squares, so two one-group
   pair-downs beat one two-group pair-down), then no player paired down (or up) in two
   consecutive rounds;
4. everything else is a seeded random choice: same event and seed, same pairing.

A pair-down is counted once per score-group boundary it crosses: pairing a 9-point player
with a 5-point one, past the 7-point group, counts as two. Counted per *pair* instead, the
fewest-pair-downs rule would rather match the top player against the bottom of the field
than float one player into each intervening group, which is not what a Swiss pairing is
for. With this count the minimum is exactly what parity forces: one crossing for every
boundary with an odd number of players above it (``PairingStats.parity_minimum``).

Pairing never fails. When the constraints cannot all be met, the least-bad pairing comes back
with a ``Bend`` for each rule bent (a rematch, a do-not-pair pair, a second bye, a bye that
skipped a lower-ranked player), and ``RoundPairing.explain`` tells any player why they got
their opponent or their bye.

Algorithm (``tourney.swiss.matching``): every criterion above is a cost on a pair (or on the
bye, an extra vertex); the costs are packed into one integer per edge, each criterion weighted
above the largest total the ones below it can reach, and rustworkx's ``max_weight_matching``
(blossom, maximum cardinality) finds the best perfect matching. Small pods (up to
``EXACT_LIMIT`` players) use the complete graph, so the result is exactly optimal. Large pods
would be too slow that way, so each score group is shuffled (seeded), all but a *reserve* of it
is paired greedily among itself (players from the same score group cost nothing against each
other, so any legal pair is optimal), and only the reserves (a few per group, always including
the bye candidates and anyone the greedy pass could not place) go into the weighted matching,
connected within their group and to groups a couple of score groups away. If that matching is
imperfect or has to bend a rule, the reserves double, reach one group further and it is tried
again, ending with the complete graph, so a reported bend is always one the complete graph
could not avoid. On large pods the pair-down criteria are optimal over the reserves, not proven
optimal over the field (``bench/pairing.py`` measures them against the parity minimum), and a
bend that is really forced costs a complete-graph matching, slow beyond a few thousand players,
though only tiny pods or events with more rounds than sense ever force one.

"Ranked" means the standings (``PairingRules.standings``: match points, then tiebreakers),
with players the tiebreakers cannot separate in seeded random order: in round 1 that is
everyone, so the bye and all pairs are drawn at random.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from tourney.swiss.matching import Pod, pair_pod
from tourney.swiss.model import Event, PlayerId
from tourney.swiss.standings import StandingsRules, ranking


class Rule(StrEnum):
    """Pairing rules that can be bent when nothing else works."""

    DO_NOT_PAIR = "do-not-pair list"
    REMATCH = "no rematches"
    SECOND_BYE = "one bye per player"
    BYE_ORDER = "bye to the lowest-ranked player without one"


@dataclass(frozen=True)
class Bend:
    rule: Rule
    players: tuple[PlayerId, ...]
    message: str


@dataclass(frozen=True)
class PairingRules:
    same_pod_only: bool = False
    do_not_pair: frozenset[frozenset[PlayerId]] = frozenset()
    standings: StandingsRules = field(default_factory=StandingsRules)

    @staticmethod
    def pairs(pairs: Iterable[tuple[PlayerId, PlayerId]]) -> frozenset[frozenset[PlayerId]]:
        """``do_not_pair`` from (a, b) tuples."""
        return frozenset(frozenset(p) for p in pairs)


@dataclass(frozen=True)
class Pairing:
    table: int | None  # None for a bye; tables are numbered from the top of the standings
    player: PlayerId  # the higher-ranked of the two
    opponent: PlayerId | None  # None for a bye

    @property
    def is_bye(self) -> bool:
        return self.opponent is None


@dataclass(frozen=True)
class PairingStats:
    """Figures for judging a pairing (and for the benchmark)."""

    rematches: int
    pair_downs: int  # pairs across score groups
    group_crossings: int  # score-group boundaries crossed, summed over the pairs
    parity_minimum: int  # the fewest crossings parity allows
    byes: int


@dataclass(frozen=True)
class _PlayerContext:
    name: str
    points: int
    rank: int  # 1-based position in the ranking used for pairing
    pod: str | None
    byes: int
    down_last: bool
    up_last: bool


@dataclass(frozen=True)
class _Context:
    players: dict[PlayerId, _PlayerContext]
    opponents: dict[PlayerId, Counter[PlayerId]]
    event: Event
    do_not_pair: frozenset[frozenset[PlayerId]]
    pods: dict[str | None, list[PlayerId]]  # each in ranking order
    same_pod_only: bool


@dataclass(frozen=True)
class RoundPairing:
    round: int
    seed: int
    pairings: tuple[Pairing, ...]  # tables in order, then byes
    bends: tuple[Bend, ...]
    _context: _Context = field(repr=False, compare=False)

    @property
    def pairs(self) -> list[tuple[PlayerId, PlayerId | None]]:
        return [(p.player, p.opponent) for p in self.pairings]

    @property
    def ranking(self) -> tuple[PlayerId, ...]:
        """The players paired this round, best first, as ranked for pairing: the standings,
        with players they cannot separate in seeded random order."""
        players = self._context.players
        return tuple(sorted(players, key=lambda p: players[p].rank))

    @property
    def byes(self) -> tuple[PlayerId, ...]:
        return tuple(p.player for p in self.pairings if p.is_bye)

    def pairing_of(self, player: PlayerId) -> Pairing:
        for pairing in self.pairings:
            if player in (pairing.player, pairing.opponent):
                return pairing
        raise KeyError(f"player {player} is not paired in round {self.round}")

    @property
    def stats(self) -> PairingStats:
        ctx = self._context
        rematches = pair_downs = crossings = minimum = 0
        for pod, pod_members in ctx.pods.items():
            members = set(pod_members)
            groups = _group_sizes(self, pod)
            index = {pts: i for i, pts in enumerate(sorted(groups, reverse=True))}
            above = 0
            for pts in sorted(groups, reverse=True)[:-1]:
                above += groups[pts]
                minimum += above % 2
            for p in self.pairings:
                if p.opponent is None or p.player not in members:
                    continue
                a, b = ctx.players[p.player], ctx.players[p.opponent]
                rematches += ctx.opponents[p.player][p.opponent] > 0
                distance = abs(index[a.points] - index[b.points])
                pair_downs += distance > 0
                crossings += distance
        return PairingStats(rematches, pair_downs, crossings, minimum, len(self.byes))

    def explain(self, player: PlayerId) -> str:
        """Why ``player`` got this opponent or the bye: score groups, pair-downs, byes, and any
        rule bent for them."""
        return _explain(self, player)


def pair_round(
    event: Event,
    seed: int,
    rules: PairingRules | None = None,
    round: int | None = None,
    sitting_out: Iterable[PlayerId] = (),
) -> RoundPairing:
    """Pair ``round`` (default: the round after the last result) of ``event``; results from
    that round on are ignored, so a round can be paired again.

    Dropped players and those in ``sitting_out`` are left out. Deterministic given the event,
    the rules and ``seed``; round 1 (everyone on 0 points) is a seeded random pairing.
    """
    rules = rules or PairingRules()
    round = round if round is not None else event.rounds_played + 1
    if event.rounds_played >= round:  # pairing a round again: only earlier rounds count
        event = event.up_to(round - 1)
    out = set(sitting_out)
    active = [p for p in event.active_players(round) if p.id not in out]
    ctx = _context(event, rules, round, seed, [p.id for p in active])
    pairs: list[tuple[PlayerId, PlayerId]] = []
    byes: list[PlayerId] = []
    bends: list[Bend] = []
    for pod in sorted(ctx.pods, key=lambda name: (name is not None, name or "")):
        rng = random.Random(f"{seed}:{round}:{pod}")
        pod_pairs, bye, pod_bends = _pair_pod(ctx.pods[pod], ctx, rng)
        pairs += pod_pairs
        bends += pod_bends
        if bye is not None:
            byes.append(bye)
    rank = {pid: c.rank for pid, c in ctx.players.items()}
    points = {pid: c.points for pid, c in ctx.players.items()}
    ordered = sorted(
        (tuple(sorted(pair, key=rank.__getitem__)) for pair in pairs),
        key=lambda pair: (-max(points[pair[0]], points[pair[1]]), rank[pair[0]]),
    )
    pairings = [Pairing(i + 1, a, b) for i, (a, b) in enumerate(ordered)]
    pairings += [Pairing(None, b, None) for b in sorted(byes, key=rank.__getitem__)]
    return RoundPairing(round, seed, tuple(pairings), tuple(bends), ctx)


# --- context --------------------------------------------------------------------------------


def _context(
    event: Event, rules: PairingRules, round: int, seed: int, active: list[PlayerId]
) -> _Context:
    table = ranking(event, rules.standings)  # (rank, player), as the standings list them
    tie_break = random.Random(f"{seed}:{round}:ranking")
    noise = {pid: tie_break.random() for _, pid in table}
    order = sorted(table, key=lambda entry: (entry[0], noise[entry[1]]))
    active_set = set(active)
    ranked = [pid for _, pid in order if pid in active_set]
    records = event.records

    # Who was paired down or up last round: compare points before that round.
    points_of = event.scoring.points
    last = round - 1

    def before_last(pid: PlayerId) -> int:
        record = records[pid]
        points = record.points
        for result in reversed(record.results):  # results are in round order
            if result.round < last:
                break
            points -= points_of(result)
        return points

    down_last: set[PlayerId] = set()
    up_last: set[PlayerId] = set()
    for pid in ranked:
        for result in reversed(records[pid].results):
            if result.round < last:
                break
            if result.round == last and result.opponent is not None:
                mine, theirs = before_last(pid), before_last(result.opponent)
                if mine > theirs:
                    down_last.add(pid)
                elif mine < theirs:
                    up_last.add(pid)

    players = {}
    pods: dict[str | None, list[PlayerId]] = defaultdict(list)
    for position, pid in enumerate(ranked):
        rec = records[pid]
        pod = rec.player.pod if rules.same_pod_only else None
        pods[pod].append(pid)
        players[pid] = _PlayerContext(
            name=rec.player.name,
            points=rec.points,
            rank=position + 1,
            pod=rec.player.pod,
            byes=rec.byes,
            down_last=pid in down_last,
            up_last=pid in up_last,
        )
    return _Context(
        players=players,
        opponents={pid: Counter(records[pid].opponents) for pid in ranked},
        event=event,
        do_not_pair=rules.do_not_pair,
        pods=dict(pods),
        same_pod_only=rules.same_pod_only,
    )


# --- the matching (tourney.swiss.matching) -------------------------------------------------


def _pair_pod(
    members: Sequence[PlayerId], ctx: _Context, rng: random.Random
) -> tuple[list[tuple[PlayerId, PlayerId]], PlayerId | None, list[Bend]]:
    pod = _pod(members, ctx)
    pairs, bye = pair_pod(pod, rng)
    ids = pod.ids
    return (
        [(ids[i], ids[j]) for i, j in pairs],
        None if bye is None else ids[bye],
        _bends(pod, pairs, bye, ctx),
    )


def _pod(members: Sequence[PlayerId], ctx: _Context) -> Pod:
    info = [ctx.players[p] for p in members]
    index = {pid: i for i, pid in enumerate(members)}
    met = [{index[o]: k for o, k in ctx.opponents[pid].items() if o in index} for pid in members]
    blocked: list[set[int]] = [set() for _ in members]
    for pair in ctx.do_not_pair:
        a, b = tuple(pair) if len(pair) == 2 else (None, None)
        if a in index and b in index:
            blocked[index[a]].add(index[b])
            blocked[index[b]].add(index[a])
    return Pod(
        members,
        [c.points for c in info],
        [c.byes for c in info],
        [c.down_last for c in info],
        [c.up_last for c in info],
        met,
        blocked,
    )


# --- bends and explanations -----------------------------------------------------------------


def _bends(pod: Pod, pairs: list[tuple[int, int]], bye: int | None, ctx: _Context) -> list[Bend]:
    bends = []
    for i, j in pairs:
        a, b = pod.ids[i], pod.ids[j]
        na, nb = ctx.players[a].name, ctx.players[b].name
        if j in pod.blocked[i]:
            bends.append(
                Bend(
                    Rule.DO_NOT_PAIR,
                    (a, b),
                    f"{na} and {nb} are on the do-not-pair list but meet: no pairing of this "
                    "round keeps every listed pair apart",
                )
            )
        if j in pod.met[i]:
            rounds = ", ".join(str(r) for r in _met_rounds(ctx, a, b))
            bends.append(
                Bend(
                    Rule.REMATCH,
                    (a, b),
                    f"{na} and {nb} meet again (they met in round {rounds}): no pairing of "
                    "this round avoids every rematch",
                )
            )
    if bye is None:
        return bends
    name = ctx.players[pod.ids[bye]].name
    if pod.byes[bye] > 0:
        why = (
            "every player in the pod has had one"
            if pod.fewest_byes > 0 and pod.byes[bye] == pod.fewest_byes
            else "every player without one could only be given it at the cost of a rematch "
            "or a do-not-pair pair"
        )
        bends.append(
            Bend(
                Rule.SECOND_BYE,
                (pod.ids[bye],),
                f"{name} gets another bye (bye number {pod.byes[bye] + 1}): {why}",
            )
        )
    skipped = [k for k in range(bye + 1, pod.n) if pod.byes[k] <= pod.byes[bye]]
    if skipped:
        names = ", ".join(ctx.players[pod.ids[k]].name for k in skipped)
        bends.append(
            Bend(
                Rule.BYE_ORDER,
                (pod.ids[bye], *(pod.ids[k] for k in skipped)),
                f"{name} gets the bye although lower-ranked {names} had no more byes: giving "
                "it to them would have forced a rematch or a do-not-pair pair",
            )
        )
    return bends


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _met_rounds(ctx: _Context, a: PlayerId, b: PlayerId) -> tuple[int, ...]:
    return tuple(r.round for r in ctx.event.record(a).results if r.opponent == b)


def _group_sizes(pairing: RoundPairing, pod: str | None) -> Counter[int]:
    """Players per score (points) in the pod this round, bye recipients left out."""
    ctx = pairing._context
    byes = set(pairing.byes)
    return Counter(ctx.players[p].points for p in ctx.pods[pod] if p not in byes)


def _explain(pairing: RoundPairing, player: PlayerId) -> str:
    ctx = pairing._context
    me = ctx.players[player]
    pod_key = me.pod if ctx.same_pod_only else None
    pod_members = ctx.pods[pod_key]
    pod_text = f" in pod {me.pod}" if ctx.same_pod_only else ""
    table = pairing.pairing_of(player)
    lines = []
    if table.opponent is None:
        lines.append(
            f"Round {pairing.round}: {me.name} has the bye, scored as a win (floor rules, "
            "Scoring: Bye (W))."
        )
        lines.append(_why_bye(pairing, player, pod_members, pod_text))
    else:
        other_id = table.opponent if table.player == player else table.player
        other = ctx.players[other_id]
        sizes = _group_sizes(pairing, pod_key)
        lines.append(
            f"Round {pairing.round}, table {table.table}: {me.name} ({_count(me.points, 'point')}, "
            f"rank {me.rank}) plays {other.name} ({_count(other.points, 'point')}, rank "
            f"{other.rank})."
        )
        if me.points == other.points:
            lines.append(
                f"Both are in the {me.points}-point group ({_count(sizes[me.points], 'player')}"
                f"{pod_text} this round); within a score group opponents are drawn at random "
                "(seeded), avoiding rematches."
            )
        else:
            lines.append(_why_pair_down(pairing, player, other_id, pod_key, pod_text))
        rounds = _met_rounds(ctx, player, other_id)
        if rounds:
            lines.append(
                f"This is a rematch (they met in round {', '.join(map(str, rounds))}): no "
                "pairing of this round avoids every rematch."
            )
        if frozenset((player, other_id)) in ctx.do_not_pair:
            lines.append(
                "They are on the do-not-pair list: no pairing of this round keeps every listed "
                "pair apart."
            )
    return "\n".join(lines)


def _why_pair_down(
    pairing: RoundPairing, player: PlayerId, other_id: PlayerId, pod: str | None, pod_text: str
) -> str:
    ctx = pairing._context
    me, other = ctx.players[player], ctx.players[other_id]
    high, low = (me, other) if me.points > other.points else (other, me)
    sizes = _group_sizes(pairing, pod)
    between = [pts for pts in sizes if low.points < pts < high.points]
    size = sizes[high.points]
    # Players of the higher group who play someone from a group above it.
    from_above = 0
    for p in pairing.pairings:
        if p.opponent is None:
            continue
        pts = {ctx.players[p.player].points, ctx.players[p.opponent].points}
        if high.points in pts and max(pts) > high.points and len(pts) == 2:
            from_above += 1
    text = (
        f"Pair-down: {high.name} from the {high.points}-point group plays {low.name} from the "
        f"{low.points}-point group"
    )
    if between:
        text += f", skipping the {', '.join(str(p) for p in sorted(between, reverse=True))}"
        text += "-point group" + ("s" if len(between) > 1 else "")
    text += ". "
    if (size - from_above) % 2 == 1:
        text += (
            f"The {high.points}-point group has {_count(size, 'player')}{pod_text} this round"
            + (f", {from_above} of them paired up against higher groups" if from_above else "")
            + ", an odd number to pair among themselves, so one of them plays lower."
        )
    else:
        text += (
            f"The {high.points}-point group's {_count(size, 'player')}{pod_text} cannot all be "
            "paired among themselves without a rematch or a do-not-pair pair."
        )
    if between:
        text += " The groups in between had no legal opponent left to offer."
    if high.down_last:
        text += (
            f" {high.name} was also paired down last round; no pairing with as few pair-downs "
            "avoided that."
        )
    return text


def _why_bye(
    pairing: RoundPairing, player: PlayerId, pod_members: list[PlayerId], pod_text: str
) -> str:
    ctx = pairing._context
    me = ctx.players[player]
    lower = pod_members[pod_members.index(player) + 1 :]
    had_bye = [ctx.players[p].name for p in lower if ctx.players[p].byes > 0]
    skipped = [ctx.players[p].name for p in lower if ctx.players[p].byes <= me.byes]
    text = (
        f"There is an odd number of players{pod_text} ({len(pod_members)}), so one gets a bye: "
        "the lowest-ranked player in the lowest score group who has not had one."
    )
    if not lower:
        text += f" {me.name} is ranked last{pod_text} ({_count(me.points, 'point')})."
    else:
        text += f" {me.name} is ranked {me.rank} ({_count(me.points, 'point')})."
        if had_bye:
            text += f" Lower-ranked {', '.join(had_bye)} already had a bye."
        if skipped:
            text += (
                f" Giving it to {', '.join(skipped)} instead would have forced a rematch or a "
                "do-not-pair pair."
            )
    if me.byes:
        text += f" This is {me.name}'s bye number {me.byes + 1}: " + (
            "every player has had one."
            if all(ctx.players[p].byes >= me.byes for p in pod_members)
            else "no other choice avoided a rematch or a do-not-pair pair."
        )
    return text
