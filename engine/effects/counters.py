"""Counters on cards (519)."""

from __future__ import annotations

from engine.abilities import CUTIE_MARKED, Ask, Resolver
from engine.choices import Choice, ChooseCard, ChooseOption, DecisionKind, Decline
from engine.scripts.vocabulary import (
    CHOSEN,
    CHOSEN_COUNTER,
    ChooseCounter,
    MoveCounters,
    PutCounters,
    Ref,
    RemoveCounters,
)
from engine.state import POWER_COUNTER, Zone


def put_counters(r: Resolver, e: PutCounters) -> Ask | None:
    """Put counters on cards (519.1); "you may" when ``optional``."""
    t = r.t
    name = r.op.option if e.name == CHOSEN_COUNTER else e.name
    if not name:
        r.skip("no counter was chosen")
        return None
    if e.optional and (q := r.may(f"put a {name} counter")):
        return q
    for c in r.refer(e.target):
        counters = dict(c.counters)
        counters[name] = counters.get(name, 0) + e.n
        t.update(c.iid, counters=tuple(sorted(counters.items())))
        t.log(
            f"  {t.name(c.iid)} gets {e.n} {name} counter{'s' * (e.n != 1)} "
            f"({r.name}, 519.1); now {counters[name]}"
        )
    r.next()
    return None


def choose_counter(r: Resolver, e: ChooseCounter) -> Ask | None:
    """The instruction "Choose a counter on [that card]" (519.1, 705.2f): one of the kinds of
    counters on the card CHOSEN; kept as the ability's option (a single kind: no question)."""
    t = r.t
    cards = r.refer(CHOSEN)
    names = sorted({k for c in cards for k, n in c.counters if n and k != CUTIE_MARKED})
    if not names:
        r.skip("there is no counter on it (519.1)")
        return None
    return Ask(
        r.me,
        DecisionKind.TARGET,
        f"{t.player_name(r.me)}: choose a counter on {t.name(cards[0].iid)} ({r.name}, 705.2f)",
        [ChooseOption(r.me, n) for n in names],
    )


def remove_counters(r: Resolver, e: RemoveCounters) -> Ask | None:
    """The instruction "If there are at least [n] counters, remove them" (519.3); with a
    description, from each card fitting it that has them ("remove all Delay counters from
    opposing characters", LL79)."""
    t = r.t
    cards = r.targets(e.target)
    if e.any_number:
        return remove_any_number(r, e)
    name = r.op.option if e.name == CHOSEN_COUNTER else e.name
    least = max(e.at_least, e.n)
    if not isinstance(e.target, Ref):
        cards = [c for c in cards if c.counter(name) >= least]
    if not any(c.counter(name) >= least for c in cards):
        r.skip(f"fewer than {least} {name} counters to remove (519.3)")
        return None
    if e.optional and (q := r.may(f"remove {e.n or 'all'} {name} counter(s)")):
        return q
    for c in cards:
        n = e.n or c.counter(name)  # ``n`` of them ("remove a counter", CG136), or all
        left = c.counter(name) - n
        counters = tuple((k, v) for k, v in c.counters if k != name)
        if left:
            counters = tuple(sorted((*counters, (name, left))))
        t.update(c.iid, counters=counters)
        what = f"{n} {name} counters are" if n != 1 else f"a {name} counter is"
        t.log(f"  {what} removed from {t.name(c.iid)} ({r.name}, 519.3)")
    r.next()
    return None


def remove_any_number(r: Resolver, e: RemoveCounters) -> Ask | None:
    """ "Remove any number of [name] counters from it" (519.3; LL135): the ability's
    controller says how many, none to all; the number removed is the ``amount`` the next
    instructions read."""
    t, op = r.t, r.op
    cards = [c for c in r.refer(e.target) if c.zone is Zone.PLAY]
    have = cards[0].counter(e.name) if cards else 0
    if not op.accepted:
        if not have:
            t.log(f"  no {e.name} counter to remove ({r.name}, 519.3)")
            r.next(amount=0)
            return None
        return Ask(
            r.me,
            DecisionKind.TARGET,
            f"{t.player_name(r.me)}: remove how many {e.name} counters from "
            f"{t.name(cards[0].iid)}? (0 to {have}; {r.name}, 519.3)",
            [ChooseOption(r.me, str(n)) for n in range(have + 1)],
        )
    n = min(int(op.option or 0), have)
    if n:
        left = have - n
        counters = tuple((k, v) for k, v in cards[0].counters if k != e.name)
        if left:
            counters = tuple(sorted((*counters, (e.name, left))))
        t.update(cards[0].iid, counters=counters)
    t.log(f"  {n} {e.name} counters are removed from {t.name(cards[0].iid)} ({r.name}, 519.3)")
    r.next(amount=n, option="")
    return None


def move_counters(r: Resolver, e: MoveCounters) -> Ask | None:
    """ "Redistribute any number of +1 power counters on your characters onto [that card]"
    (519.3, 519.1; HM112): one counter at a time, from a card fitting ``source`` other than
    the receiving one, until the player stops or none is left."""
    t, op = r.t, r.op
    if not op.count:  # the receiving card, kept CHOSEN while counters are moved onto it
        onto = [c for c in r.refer(e.to) if c.zone is Zone.PLAY]
        if not onto:
            r.skip("there is no card to put the counters on")
            return None
        r.stay(count=1, chosen=(onto[0].iid,))
        return None
    onto = op.chosen[0]
    cards = [
        c
        for c in r.targets(e.source)
        if c.iid != onto and c.counter(POWER_COUNTER) and c.zone is Zone.PLAY
    ]
    if not cards:
        r.next(chosen=(onto,))
        return None
    p = r.me
    choices: list[Choice] = [ChooseCard(p, c.iid) for c in cards]
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: choose a card to move a +1 power counter from onto "
        f"{t.name(onto)}, or stop ({r.name}, 519.3)",
        [*choices, Decline(p)],
    )
