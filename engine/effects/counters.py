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
    if not any(c.counter(e.name) >= max(e.at_least, e.n) for c in cards):
        r.skip(f"fewer than {max(e.at_least, e.n)} {e.name} counters to remove (519.3)")
        return None
    if e.optional and (q := r.may(f"remove {e.n or 'all'} {e.name} counter(s)")):
        return q
    for c in cards:
        n = e.n or c.counter(e.name)  # ``n`` of them ("remove a Chaos counter"), or all
        left = c.counter(e.name) - n
        counters = tuple((k, v) for k, v in c.counters if k != e.name)
        if left:
            counters = tuple(sorted((*counters, (e.name, left))))
        t.update(c.iid, counters=counters)
        t.log(f"  {n} {e.name} counters are removed from {t.name(c.iid)} ({r.name}, 519.3)")
    r.next()
    return None
