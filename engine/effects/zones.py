"""Zone changes of cards outside play: drawing, milling, shuffling, replacing a Problem."""

from __future__ import annotations

from engine import agenda as a
from engine.abilities import Ask, Resolver, replace_problem
from engine.scripts.vocabulary import Draw, Mill, ReplaceProblem, Shuffle
from engine.state import Zone


def draw(r: Resolver, e: Draw) -> Ask | None:
    """Draw cards (705.2f): each named player, ``n`` times (per action token or per involved
    character when the text says so)."""
    if e.optional and (q := r.may(f"draw {e.n}")):
        return q
    n = r.times_tokens(e.n, e.per_tokens_of)
    draws = [
        a.DrawCard(p, "705.2f")
        for p in r.players(e.who)
        for _ in range(n * r.involved_of(p) if e.per_involved else n)
    ]
    r.next(*draws)
    return None


def mill(r: Resolver, e: Mill) -> Ask | None:
    """The instruction "Put the top [n] cards of [a] deck into the discard pile" (705.2f); a
    hidden card not entered in observed mode is left to the judge."""
    t = r.t
    players = r.players(e.who)
    if e.chooser:  # a two-player game: choosing a player is choosing yourself or not
        p = r.players(e.chooser)[0]
        prompt = f"choose yourself to put your top {e.n} cards into the discard pile"
        if q := r.may(prompt, p):
            return q
        players = [p if r.op.count == 0 else r.s.opponent(p)]  # declined: count 1
    for p in players:
        deck = r.s.players[p].deck
        for iid in deck[: e.n]:
            if r.s.cards[iid].unordered:
                t.log(
                    f"  judge to apply: {t.player_name(p)} puts the top card of their "
                    f"deck into the discard pile ({r.name})"
                )
                break
            name = t.name(iid)
            t.put(iid, Zone.DISCARD)
            t.log(
                f"  {t.player_name(p)} puts {name} from the top of their deck into "
                f"their discard pile ({r.name})"
            )
    r.next()
    return None


def shuffle(r: Resolver, e: Shuffle) -> Ask | None:
    """Shuffle decks, first putting a hand or discard pile into them when the text says so
    (801.1)."""
    t = r.t
    for p in r.players(e.who):
        if e.adding is not None:  # "shuffle their hands into their decks" (801.1)
            for iid in list(r.s.players[p].zone_list(e.adding)):
                t.put(iid, Zone.DRAW_DECK)
            what = "hand" if e.adding is Zone.HAND else "discard pile"
            t.log(f"  {t.player_name(p)} puts their {what} into their deck ({r.name})")
        t.shuffle(p, False, r.name)
    r.next()
    return None


def replace_its_problem(r: Resolver, e: ReplaceProblem) -> Ask | None:
    """The instruction "Replace its Problem" (613.2): the Problem this card is at, or was at as
    the ability was activated (712.2)."""
    t, op = r.t, r.op
    # "its Problem": this card's area, or, once a cost took it out of play, where it
    # was as the ability was activated (712.2)
    here = r.source.area if r.source is not None else None
    area = here if here is not None and r.source.zone is Zone.PLAY else op.area
    if area is None or not area.at_problem or t.problem_at(area) is None:
        r.skip("this card is not at a Problem")
        return None
    t.log(f"  {t.area_name(area)} is replaced ({r.name}, 613.2)")
    r.next(*replace_problem(t, area))
    return None
