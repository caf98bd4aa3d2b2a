"""Counters on cards (519)."""

from __future__ import annotations

from engine.abilities import Ask, Resolver
from engine.scripts.vocabulary import PutCounters, RemoveCounters


def put_counters(r: Resolver, e: PutCounters) -> Ask | None:
    """Put counters on cards (519.1)."""
    t = r.t
    for c in r.refer(e.target):
        counters = dict(c.counters)
        counters[e.name] = counters.get(e.name, 0) + e.n
        t.update(c.iid, counters=tuple(sorted(counters.items())))
        t.log(
            f"  {t.name(c.iid)} gets {e.n} {e.name} counter{'s' * (e.n != 1)} "
            f"({r.name}, 519.1); now {counters[e.name]}"
        )
    r.next()
    return None


def remove_counters(r: Resolver, e: RemoveCounters) -> Ask | None:
    """The instruction "If there are at least [n] counters, remove them" (519.3)."""
    t = r.t
    cards = r.refer(e.target)
    if e.n:  # "remove a [name] counter": that many, not all (519.3; AD194)
        have = [c for c in cards if c.counter(e.name) >= e.n]
        if not have:
            r.skip(f"no {e.name} counter to remove (519.3)")
            return None
        for c in have:
            left = c.counter(e.name) - e.n
            kept = tuple((k, v) for k, v in c.counters if k != e.name)
            counters = tuple(sorted((*kept, (e.name, left)))) if left else kept
            t.update(c.iid, counters=counters)
            t.log(
                f"  {e.n} {e.name} counter{'s' * (e.n != 1)} removed from {t.name(c.iid)} "
                f"({r.name}, 519.3); now {left}"
            )
        r.next()
        return None
    if not any(c.counter(e.name) >= e.at_least for c in cards):
        r.skip(f"fewer than {e.at_least} {e.name} counters to remove (519.3)")
        return None
    for c in cards:
        n = c.counter(e.name)
        counters = tuple((k, v) for k, v in c.counters if k != e.name)
        t.update(c.iid, counters=counters)
        t.log(f"  {n} {e.name} counters are removed from {t.name(c.iid)} ({r.name}, 519.3)")
    r.next()
    return None
