"""Swiss pairing speed and quality: one round paired after several simulated rounds.

Goal (issue: tournament core): 512 players in under 0.3 s and 4,096 in under 1 s on one core,
with zero rematches and no more pair-downs than the parity of the score groups forces. For
each size the event is played out round by round with this pairing and random results (wins,
draws, double losses, drops) up to the last round the floor rules suggest; that last round is
then paired ``--repeat`` times from a freshly built ``Event`` (as the storage layer would
build it; "build s" is that validation) and the median and worst pairing times printed, with
the rematches, pairs across score groups, score-group boundaries crossed, and the fewest
crossings parity allows. "exact" marks a field small enough for the complete graph, where the
result is proven optimal: crossings above the parity minimum there are forced by rematches.

Then every weighted matching the pairing handed to rustworkx is solved again with networkx
on the same graph: the time of each, and whether the optimum weights agree.

    uv run python bench/pairing.py [--sizes 64 512 4096] [--seed 1] [--repeat 5] [--complete]

``--complete`` also times both libraries on the complete graph of the 512-player round (what
the sparse graphs avoid; networkx takes about a minute there).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from dataclasses import dataclass

os.environ.setdefault("RAYON_NUM_THREADS", "1")  # one core

import networkx  # noqa: E402
import rustworkx  # noqa: E402

from tourney.swiss import Drop, Event, Player, pair_round, suggested_rounds  # noqa: E402
from tourney.swiss import matching as matching_module  # noqa: E402
from tourney.swiss.model import (  # noqa: E402
    match_bye,
    match_double_loss,
    match_drawn,
    match_won,
)

Graph = tuple[int, list[tuple[int, int, int]]]


@dataclass
class History:
    """The simulated rounds: the slowest pairing and anything short of the goal."""

    slowest: float = 0.0
    rematches: int = 0
    excess_crossings: int = 0  # crossings beyond the parity minimum
    bends: int = 0


def simulate(size: int, rounds: int, seed: int) -> tuple[Event, History]:
    """``rounds`` rounds paired by ``pair_round`` with random results and a few drops."""
    rng = random.Random(seed)
    event = Event(tuple(Player(i, f"Player {i}", seed=i) for i in range(1, size + 1)))
    history = History()
    for round_ in range(1, rounds + 1):
        start = time.perf_counter()
        pairing = pair_round(event, seed)
        history.slowest = max(history.slowest, time.perf_counter() - start)
        stats = pairing.stats
        history.rematches += stats.rematches
        history.excess_crossings += stats.group_crossings - stats.parity_minimum
        history.bends += len(pairing.bends)
        results = []
        for a, b in pairing.pairs:
            if b is None:
                results += match_bye(round_, a)
                continue
            x = rng.random()
            if x < 0.06:
                results += match_drawn(round_, a, b)
            elif x < 0.08:
                results += match_double_loss(round_, a, b)
            else:
                results += match_won(round_, a, b) if x < 0.54 else match_won(round_, b, a)
        drops = [Drop(a, round_) for a, _ in pairing.pairs if rng.random() < 0.01]
        event = event.with_results(results).with_drops(drops)
    return event, history


def capture_graphs() -> list[Graph]:
    """Record every graph the pairing gives rustworkx."""
    graphs: list[Graph] = []
    solve = matching_module._max_weight_matching

    def recording(node_count: int, edges: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
        graphs.append((node_count, edges))
        return solve(node_count, edges)

    matching_module._max_weight_matching = recording
    return graphs


def rustworkx_matching(graph: Graph) -> tuple[float, int]:
    node_count, edges = graph
    g = rustworkx.PyGraph()
    g.add_nodes_from(range(node_count))
    g.add_edges_from(edges)
    start = time.perf_counter()
    matching = rustworkx.max_weight_matching(g, max_cardinality=True, weight_fn=lambda w: w)
    elapsed = time.perf_counter() - start
    weight = {(min(a, b), max(a, b)): w for a, b, w in edges}
    return elapsed, sum(weight[min(a, b), max(a, b)] for a, b in matching)


def networkx_matching(graph: Graph) -> tuple[float, int]:
    node_count, edges = graph
    g = networkx.Graph()
    g.add_nodes_from(range(node_count))
    g.add_weighted_edges_from(edges)
    start = time.perf_counter()
    matching = networkx.max_weight_matching(g, maxcardinality=True)
    elapsed = time.perf_counter() - start
    return elapsed, sum(g[a][b]["weight"] for a, b in matching)


def complete_graph(event: Event, seed: int) -> Graph:
    """The complete graph of the next round, as the small-pod path would build it."""
    graphs = capture_graphs()
    limit = matching_module.EXACT_LIMIT
    matching_module.EXACT_LIMIT = len(event.players)
    try:
        pair_round(event, seed)
    finally:
        matching_module.EXACT_LIMIT = limit
    return graphs[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[64, 512, 4096])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--complete", action="store_true")
    args = parser.parse_args()

    print(
        f"{'players':>7} {'round':>5} {'build s':>7} {'median s':>8} {'max s':>6} {'rematches':>9} "
        f"{'pair-downs':>10} {'crossings':>9} {'parity min':>10} {'bends':>5} {'exact':>5}"
    )
    graphs_by_size: dict[int, list[Graph]] = {}
    histories: dict[int, History] = {}
    events: dict[int, Event] = {}
    for size in args.sizes:
        rounds = suggested_rounds(size).rounds or 3
        event, history = simulate(size, rounds - 1, args.seed)
        histories[size] = history
        events[size] = event
        times = []
        builds = []
        graphs = capture_graphs()
        for _ in range(args.repeat):
            graphs.clear()
            start = time.perf_counter()
            fresh = Event(event.players, event.results, event.drops)  # as storage would build it
            built = time.perf_counter()
            pairing = pair_round(fresh, args.seed)
            builds.append(built - start)
            times.append(time.perf_counter() - built)
        graphs_by_size[size] = list(graphs)
        stats = pairing.stats
        print(
            f"{size:>7} {pairing.round:>5} {statistics.median(builds):>7.3f} "
            f"{statistics.median(times):>8.3f} {max(times):>6.3f} "
            f"{stats.rematches:>9} {stats.pair_downs:>10} {stats.group_crossings:>9} "
            f"{stats.parity_minimum:>10} {len(pairing.bends):>5} "
            f"{str(len(pairing.ranking) <= matching_module.EXACT_LIMIT):>5}"
        )

    print("\nThe simulated rounds before it (round 1 on):")
    print(
        f"{'players':>7} {'rounds':>6} {'worst s':>7} {'rematches':>9} "
        f"{'excess crossings':>16} {'bends':>5}"
    )
    for size, h in histories.items():
        rounds = (suggested_rounds(size).rounds or 3) - 1
        print(
            f"{size:>7} {rounds:>6} {h.slowest:>7.3f} {h.rematches:>9} {h.excess_crossings:>16} "
            f"{h.bends:>5}"
        )

    print("\nSame graphs, both libraries (maximum-weight, maximum-cardinality matching):")
    print(
        f"{'players':>7} {'graph':>13} {'rustworkx s':>11} {'networkx s':>10} {'same optimum':>12}"
    )
    for size, graphs in graphs_by_size.items():
        for node_count, edges in graphs:
            rx_time, rx_weight = rustworkx_matching((node_count, edges))
            nx_time, nx_weight = networkx_matching((node_count, edges))
            shape = f"{node_count}v/{len(edges)}e"
            print(
                f"{size:>7} {shape:>13} {rx_time:>11.4f} {nx_time:>10.3f} "
                f"{str(rx_weight == nx_weight):>12}"
            )
    if args.complete and 512 in events:
        graph = complete_graph(events[512], args.seed)
        rx_time, rx_weight = rustworkx_matching(graph)
        nx_time, nx_weight = networkx_matching(graph)
        print(
            f"{512:>7} {f'{graph[0]}v/{len(graph[1])}e':>13} {rx_time:>11.4f} {nx_time:>10.3f} "
            f"{str(rx_weight == nx_weight):>12}  (complete graph)"
        )


if __name__ == "__main__":
    main()
