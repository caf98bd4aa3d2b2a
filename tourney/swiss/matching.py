"""The weighted matching behind Swiss pairing (``tourney.swiss.pairing`` describes the rules and
the algorithm): one pod's players as indexes in ranking order, the cost of each pair and of the
bye, and the matching that minimises them.

Plain lists and integers, no dataclasses and no standings: ``tourney swiss pair`` imports this
module and ``tourney.swiss.trf_columns`` alone, so that a pairing from a file starts at once.
"""

from __future__ import annotations

import random
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from itertools import count
from operator import itemgetter
from types import ModuleType

EXACT_LIMIT = 128  # pods this small are matched on the complete graph
_RESERVE = 16  # players per score group in the weighted matching at the first attempt
_REACH = 2  # score groups apart that reserve players are connected across at first
_GREEDY_WINDOW = 24  # how far ahead the greedy pass looks for a legal partner
_RANDOM_RANGE = 256
_RANDOM_BITS = _RANDOM_RANGE.bit_length()  # Random.randrange(256) draws 9 bits until below 256
_MAX_WEIGHT_BITS = 120  # rustworkx matches on i128 and doubles weights internally

# Cost tiers, most important first. A pair's cost and the bye's cost are vectors over these.
_DNP, _REMATCH, _SECOND_BYE, _BYE_RANK, _CROSSINGS, _DIFFERENCE, _REFLOAT, _RANDOM = range(8)
_TIERS = 8


class Pod:
    """One pod's players as indexes 0..n-1 in ranking order, with the figures the costs need:
    points, byes had, paired down or up last round, how often each pair met (``met[i][j]``)
    and the do-not-pair pairs (``blocked[i]``)."""

    def __init__(
        self,
        ids: Sequence[int],
        points: Sequence[int],
        byes: Sequence[int],
        down_last: Sequence[bool],
        up_last: Sequence[bool],
        met: list[dict[int, int]],
        blocked: list[set[int]],
    ) -> None:
        self.ids = list(ids)
        self.n = len(self.ids)
        self.points = list(points)
        distinct = sorted(set(self.points), reverse=True)
        group_of = {pts: i for i, pts in enumerate(distinct)}
        self.group = [group_of[p] for p in self.points]
        self.group_count = len(distinct)
        unit = 0
        for pts in distinct:
            unit = _gcd(unit, pts - distinct[-1])
        self.unit = unit or 1
        self.byes = list(byes)
        self.down_last = list(down_last)
        self.up_last = list(up_last)
        self.met = met
        self.blocked = blocked
        self.needs_bye = self.n % 2 == 1
        self.fewest_byes = min(self.byes, default=0)

    def allowed(self, i: int, j: int) -> bool:
        return j not in self.met[i] and j not in self.blocked[i]

    def pair_cost(self, i: int, j: int, rng: random.Random) -> list[int]:
        crossings = self.group[i] - self.group[j]
        if crossings:
            points = self.points
            if crossings < 0:
                crossings = -crossings
            high, low = (i, j) if points[i] > points[j] else (j, i)
            difference = ((points[i] - points[j]) // self.unit) ** 2
            refloat = self.down_last[high] + self.up_last[low]
        else:
            difference = refloat = 0
        # rng.randrange(_RANDOM_RANGE), drawn as it draws (same numbers), at a third of the cost
        bits = rng.getrandbits
        noise = bits(_RANDOM_BITS)
        while noise >= _RANDOM_RANGE:
            noise = bits(_RANDOM_BITS)
        blocked = int(j in self.blocked[i])
        return [blocked, self.met[i].get(j, 0), 0, 0, crossings, difference, refloat, noise]

    def bye_cost(self, i: int) -> list[int]:
        cost = [0] * _TIERS
        cost[_SECOND_BYE] = self.byes[i]
        cost[_BYE_RANK] = self.n - 1 - i  # players ranked below i
        return cost


def pair_pod(pod: Pod, rng: random.Random) -> tuple[list[tuple[int, int]], int | None]:
    """The pod's pairs (indexes, lower first) and its bye (an index, or None)."""
    if pod.n == 0:
        return [], None
    if pod.n == 1:
        return [], 0
    if pod.n > EXACT_LIMIT:
        group_sizes = Counter(pod.group)
        for stage in count():
            reserve_size = _RESERVE << stage
            reach = _REACH + stage
            if reserve_size >= max(group_sizes.values()) and reach >= pod.group_count - 1:
                break
            stage_rng = random.Random(f"{rng.random()}:{stage}")
            attempt = _pair_with_reserves(pod, reserve_size, reach, stage_rng)
            if attempt is None:
                continue
            pairs, bye = attempt
            if _bends_only_forced(pod, pairs, bye):
                return pairs, bye
    return _pair_complete(pod, rng)


def _bends_only_forced(pod: Pod, pairs: list[tuple[int, int]], bye: int | None) -> bool:
    """No rule bent (``pairing.Rule``) but one no search can avoid: another bye for a player
    with the fewest byes when everyone in the pod has had one. Anything else is tried again
    with more reserves."""
    met, blocked = pod.met, pod.blocked
    for i, j in pairs:
        if j in blocked[i] or j in met[i]:
            return False
    if bye is None:
        return True
    byes = pod.byes
    if any(byes[k] <= byes[bye] for k in range(bye + 1, pod.n)):
        return False  # the bye skipped a lower-ranked player
    return byes[bye] == 0 or (pod.fewest_byes > 0 and byes[bye] == pod.fewest_byes)


def _pair_complete(pod: Pod, rng: random.Random) -> tuple[list[tuple[int, int]], int | None]:
    """The exact matching on the complete graph (plus the bye vertex)."""
    edges = [(i, j, pod.pair_cost(i, j, rng)) for i in range(pod.n) for j in range(i + 1, pod.n)]
    if pod.needs_bye:
        edges += [(i, pod.n, pod.bye_cost(i)) for i in range(pod.n)]
    matching = _solve(pod.n + pod.needs_bye, edges)
    return _split_bye(pod, matching)


def _split_bye(
    pod: Pod, matching: list[tuple[int, int]]
) -> tuple[list[tuple[int, int]], int | None]:
    bye = None
    pairs = []
    for i, j in matching:
        if j == pod.n:
            bye = i
        elif i == pod.n:
            bye = j
        else:
            pairs.append((min(i, j), max(i, j)))
    return pairs, bye


def _pair_with_reserves(
    pod: Pod, reserve_size: int, reach: int, rng: random.Random
) -> tuple[list[tuple[int, int]], int | None] | None:
    """Pair most of each score group greedily and match the reserves exactly; None if the
    reserves have no perfect matching without a rematch or do-not-pair pair."""
    members: dict[int, list[int]] = defaultdict(list)
    for i in range(pod.n):
        members[pod.group[i]].append(i)
    must: set[int] = set()
    if pod.needs_bye:
        eligible = [i for i in range(pod.n) if pod.byes[i] == pod.fewest_byes]
        must.update(eligible[-4:])
        must.update(range(max(0, pod.n - 2), pod.n))

    reserve: list[int] = []
    pairs: list[tuple[int, int]] = []
    for group in range(pod.group_count):
        players = members[group]
        rng.shuffle(players)
        kept = [i for i in players if i in must]
        rest = [i for i in players if i not in must]
        take = max(0, reserve_size - len(kept))
        kept += rest[:take]
        greedy_pairs, stragglers = _greedy(pod, rest[take:])
        pairs += greedy_pairs
        reserve += kept + stragglers

    reserve.sort()
    position = {i: k for k, i in enumerate(reserve)}
    by_group: dict[int, list[int]] = defaultdict(list)
    for i in reserve:
        by_group[pod.group[i]].append(i)
    # Every legal pair within reach, with pair_cost's vector written out (a legal pair is no
    # rematch and no do-not-pair pair; a later group has fewer points): the edges are most of
    # the time of a large pod's pairing.
    group_of, points, unit = pod.group, pod.points, pod.unit
    down_last, up_last, met, blocked = pod.down_last, pod.up_last, pod.met, pod.blocked
    bits = rng.getrandbits
    edges: list[tuple[int, int, list[int]]] = []
    for a, i in enumerate(reserve):  # a == position[i]
        own = group_of[i]
        met_i, blocked_i, points_i, down_i = met[i], blocked[i], points[i], down_last[i]
        for group in range(own, min(pod.group_count, own + reach + 1)):
            crossings = group - own
            for j in by_group[group]:
                if (crossings or j > i) and j not in met_i and j not in blocked_i:
                    noise = bits(_RANDOM_BITS)  # rng.randrange(_RANDOM_RANGE), as pair_cost
                    while noise >= _RANDOM_RANGE:
                        noise = bits(_RANDOM_BITS)
                    if crossings:
                        difference = ((points_i - points[j]) // unit) ** 2
                        cost = [0, 0, 0, 0, crossings, difference, down_i + up_last[j], noise]
                    else:
                        cost = [0, 0, 0, 0, 0, 0, 0, noise]
                    edges.append((a, position[j], cost))
    bye_vertex = len(reserve)
    if pod.needs_bye:
        edges += [(position[i], bye_vertex, pod.bye_cost(i)) for i in reserve]
    matching = _solve(len(reserve) + pod.needs_bye, edges)
    if 2 * len(matching) != len(reserve) + pod.needs_bye:
        return None
    bye = None
    for a, b in matching:
        if bye_vertex in (a, b) and pod.needs_bye:
            bye = reserve[a if b == bye_vertex else b]
        else:
            i, j = reserve[a], reserve[b]
            pairs.append((min(i, j), max(i, j)))
    return pairs, bye


def _greedy(pod: Pod, order: list[int]) -> tuple[list[tuple[int, int]], list[int]]:
    """Pair players in the given (shuffled) order with the next legal unpaired player."""
    used = [False] * len(order)
    pairs = []
    stragglers = []
    for a in range(len(order)):
        if used[a]:
            continue
        used[a] = True
        seen = 0
        for b in range(a + 1, len(order)):
            if used[b]:
                continue
            if pod.allowed(order[a], order[b]):
                used[b] = True
                pairs.append((min(order[a], order[b]), max(order[a], order[b])))
                break
            seen += 1
            if seen == _GREEDY_WINDOW:
                stragglers.append(order[a])
                break
        else:
            stragglers.append(order[a])
    return pairs, stragglers


def _solve(node_count: int, edges: list[tuple[int, int, list[int]]]) -> list[tuple[int, int]]:
    """Minimum-cost maximum-cardinality matching, the cost vectors compared lexicographically."""
    if not edges:
        return []
    tiers = _TIERS
    while True:
        weighted = _pack(node_count, edges, tiers)
        if weighted is not None:
            break
        tiers -= 1  # drop the least important tier rather than overflow i128
    return _max_weight_matching(node_count, weighted)


def _pack(
    node_count: int, edges: list[tuple[int, int, list[int]]], tiers: int
) -> list[tuple[int, int, int]] | None:
    """Integer weights: each tier weighs more than the most the lower tiers can add up to."""
    matched_edges = node_count // 2
    multipliers = [0] * tiers
    scale = 1
    costs = [cost for _, _, cost in edges]
    for tier in reversed(range(tiers)):
        multipliers[tier] = scale
        largest = max(map(itemgetter(tier), costs))
        scale *= largest * matched_edges + 1
    if scale.bit_length() > _MAX_WEIGHT_BITS:
        return None
    # Dropped tiers weigh nothing. Written out, not summed over a map: thousands of edges.
    m0, m1, m2, m3, m4, m5, m6, m7 = multipliers + [0] * (_TIERS - tiers)
    return [
        (
            i,
            j,
            scale - (c0 * m0 + c1 * m1 + c2 * m2 + c3 * m3 + c4 * m4 + c5 * m5 + c6 * m6 + c7 * m7),
        )
        for i, j, (c0, c1, c2, c3, c4, c5, c6, c7) in edges
    ]


def _max_weight_matching(
    node_count: int, edges: list[tuple[int, int, int]]
) -> list[tuple[int, int]]:
    rustworkx = _rustworkx()
    graph = rustworkx.PyGraph()
    graph.add_nodes_from(range(node_count))
    graph.add_edges_from(edges)
    # int (each weight is one) is a cheaper call than a lambda, once per edge
    matching = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    return sorted((min(a, b), max(a, b)) for a, b in matching)


def _gcd(a: int, b: int) -> int:
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def _rustworkx() -> ModuleType:
    """rustworkx's compiled module, which holds ``PyGraph`` and ``max_weight_matching``. Unless
    the package is already imported, only the compiled module is loaded, registered under its
    own name so that a later ``import rustworkx`` reuses it: the package's ``__init__`` (typing,
    the visitor classes, thousands of lines of wrappers) cost ``tourney swiss pair`` more than
    pairing 512 players does. Anything unusual (a frozen build) imports the package."""
    module = sys.modules.get("rustworkx.rustworkx") or sys.modules.get("rustworkx")
    if module is not None:
        return module
    try:
        from importlib.machinery import (
            EXTENSION_SUFFIXES,
            ExtensionFileLoader,
            ModuleSpec,
            PathFinder,
        )
        from os.path import isfile, join

        package = PathFinder.find_spec("rustworkx")
        folders = package.submodule_search_locations if package is not None else None
        for path in (join(f, "rustworkx" + s) for f in folders or () for s in EXTENSION_SUFFIXES):
            if isfile(path):
                loader = ExtensionFileLoader("rustworkx.rustworkx", path)
                spec = ModuleSpec("rustworkx.rustworkx", loader, origin=path)
                module = loader.create_module(spec)
                loader.exec_module(module)
                sys.modules["rustworkx.rustworkx"] = module
                return module
    except (ImportError, OSError):
        pass
    import rustworkx

    return rustworkx
