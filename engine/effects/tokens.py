"""Putting tokens and token copies into play (521, 520.2)."""

from __future__ import annotations

from engine.abilities import Ask, Resolver
from engine.areas import AreaKind, home
from engine.cards import Colour
from engine.choices import ChooseColour, DecisionKind
from engine.scripts.vocabulary import (
    AT_ANOTHER_PROBLEM,
    AT_PROBLEM,
    CHOSEN,
    HERE,
    THERE,
    PutToken,
    PutTokenCopy,
    Ref,
)
from engine.state import Zone
from engine.tokens import token_copy_id, token_id


def put_tokens(r: Resolver, e: PutToken) -> Ask | None:
    """521.1: tokens with the specified information enter play."""
    t, op = r.t, r.op
    colours = e.colours
    if e.choose_colour:  # "choose a color and put a ... token with that color"
        if not op.colour:
            p = r.players(e.who)[0]
            return Ask(
                p,
                DecisionKind.TARGET,
                f"{t.player_name(p)}: choose a colour for the token ({r.name}, 705.2f)",
                [ChooseColour(p, c) for c in Colour],
            )
        colours = (*colours, Colour(op.colour))
    card_id = token_id(e.type, e.power, colours, e.traits, e.keywords, e.name)
    n = e.n if not e.count else r.number(e.count, e.of)
    if n <= 0:
        r.skip(f"no {t.pool[card_id].name} token is put into play (a number of 0)")
        return None
    who = r.players(e.who)
    if not who:
        r.skip("there is no player to put them into play")
        return None
    prompt = f"put {n} {t.pool[card_id].name} token(s) into play"
    if e.optional and (q := r.may(prompt, who[0])):  # "[that player] may put"
        return q
    put: list[int] = []
    for p in r.players(e.who):
        if e.where == AT_PROBLEM:
            areas = t.problem_areas()
        elif e.where == HERE:
            here = r.source.area if r.source is not None else None
            areas = [here] if here is not None and here.kind is AreaKind.PROBLEM else []
        else:
            areas = [home(p)]
        for area in areas:
            for _ in range(n):
                put.append(t.put_token(card_id, p, area, r.name))
    r.next(failed=not put, chosen=tuple(put))  # "them", "those tokens"
    return None


def put_token_copies(r: Resolver, e: PutTokenCopy) -> Ask | None:
    """520.2: a token copy of each card: its printed information, cost zero."""
    t, op = r.t, r.op
    if isinstance(e.target, Ref) or e.each:
        cards = r.targets(e.target)
        if isinstance(e.target, Ref) and not any(c.zone is Zone.PLAY for c in cards):
            # "dismiss a Friend here. If you do, put a token copy of that Friend into play"
            # (LL28): the card as it last existed in play (712.2), its printed information
            # all a copy takes (520.2)
            k = r.known(e.target)
            cards = [t.state.cards[k.now]] if k is not None and k.now in t.state.cards else cards
        if not cards:
            r.skip("there is no card to copy")
            return None
        if e.optional and (q := r.may("put a token copy into play")):
            return q
    else:
        cards = r.refer(CHOSEN) if op.accepted else []
        if not cards:
            what = "to put a token copy of into play"
            return r.choose_for(e.target, r.targets(e.target), what, e, e.optional)
    p = r.players(e.who)[0]
    areas = [home(p)]
    if e.where == AT_ANOTHER_PROBLEM:  # "face-up at each other Problem" (DE115; 306.1)
        here = r.source.area if r.source is not None else None
        areas = [x for x in t.problem_areas() if x != here]
    elif e.where == THERE:  # "put a token copy of it into play face-up" beside the
        # Troublemaker just put at the Problem chosen before (SB135; 306.1)
        areas = [op.area] if op.area is not None else []
    for c in cards:
        for area in areas:
            t.put_token(token_copy_id(c.card_id), p, area, r.name, copy=True)
    r.next()
    return None
