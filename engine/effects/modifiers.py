"""Lasting modifiers an instruction creates (708.2): power, colours, keywords, costs, areas."""

from __future__ import annotations

from dataclasses import replace

from engine.abilities import Ask, Resolver
from engine.cards import Colour
from engine.choices import ChooseColour, DecisionKind
from engine.scripts.vocabulary import CHOSEN, THAT, AddPower, BarArea, Cards, CostReduction, Modify
from engine.state import Zone


def bar_area(r: Resolver, e: BarArea) -> Ask | None:
    """The instruction "Characters can't be moved (or played) to [that Problem] until the end of
    [the phase]" (708.2, 104.2)."""
    t, op = r.t, r.op
    area = op.area
    if e.that:  # the Problem THAT card is at now (CG106)
        that = r.refer(THAT)
        area = that[0].area if that and that[0].zone is Zone.PLAY else None
    if area is None or not area.at_problem:
        r.skip("it names no Problem")
        return None
    kind = "barred-move-area" if e.moves_only else "barred-area"
    r.lasting(kind, (), 0, str(area), e.until)
    t.log(
        f"  characters can't be moved {'' if e.moves_only else 'or played '}to "
        f"{t.area_name(area)} until the end of the {e.until} ({r.name}, 708.2, 104.2)"
    )
    r.next()
    return None


def modify(r: Resolver, e: Modify) -> Ask | None:
    """A lasting modifier of power, colour, keyword or trait on chosen cards (708.2); "choose a
    colour" first (705.2f)."""
    t, op = r.t, r.op
    if e.choose_colour:  # "choose a color. That Friend has that color" (705.2f)
        if not op.colour:
            return Ask(
                r.me,
                DecisionKind.TARGET,
                f"{t.player_name(r.me)}: choose a colour ({r.name}, 705.2f)",
                [ChooseColour(r.me, c) for c in Colour],
            )
        e = replace(e, value=op.colour)
    cards = r.targets(e.target)
    if isinstance(e.target, Cards) and not e.each:
        chosen = r.refer(CHOSEN) if op.accepted else []
        if not chosen:
            return r.choose_for(e.target, cards, "for its modifier", e)
        cards = chosen
    if not cards:
        r.skip("its card is gone")
        return None
    if e.per_chosen:  # "for each Event revealed this way" (CG197)
        e = replace(e, amount=e.amount * len(op.chosen))
    if e.until == "while-in-play":  # "while this card remains in play" (AD195): read by
        # the view while this card (its id, 410.6) is in play
        e = replace(e, value=str(op.source))
    r.lasting(e.kind, tuple(c.iid for c in cards), e.amount, e.value, e.until)
    what = (
        (f"{e.amount:+d} {e.value}" if e.amount else f"the colour {e.value}")
        if e.kind == "colour"
        else f"{e.amount:+d} power"
        if e.kind == "power"
        else f"{e.kind} {e.value}"
    )
    until = (
        "while this card remains in play"
        if e.until == "while-in-play"
        else f"until the end of the {e.until}"
    )
    t.log(
        f"  {', '.join(t.name(c.iid) for c in cards)} get{'s' * (len(cards) == 1)} "
        f"{what} {until} ({r.name}, 708.2)"
    )
    r.next(chosen=tuple(c.iid for c in cards))
    return None


def add_power(r: Resolver, e: AddPower) -> Ask | None:
    """The instruction "[This] gets +X power, where X is [that card]'s power", as it last
    existed if it left play (708.2, 712.2)."""
    t = r.t
    cards = r.refer(e.target)
    if cards and cards[0].zone is Zone.PLAY:
        amount = r.number("power", e.of)  # as it last existed, if it left (712.2)
        r.lasting("power", (cards[0].iid,), amount, until=e.until)
        t.log(
            f"  {t.name(cards[0].iid)} gets +{amount} power until the end of the "
            f"{e.until} ({r.name}, 708.2)"
        )
    r.next()
    return None


def cost_reduction(r: Resolver, e: CostReduction) -> Ask | None:
    """The instruction "The next [type] you play this turn costs [n] less" (705.2b)."""
    t = r.t
    value = ",".join(k.value for k in e.types) + (f"|{e.colour}" if e.colour else "")
    for p in r.players(e.who):  # "they must pay +[2]": a negative reduction (AD154)
        r.lasting("cost-reduction", (), e.n, value, "turn", player=p)
        change = f"{e.n} less" if e.n >= 0 else f"+{-e.n} more"
        t.log(
            f"  the next {value or 'card'} {t.player_name(p)} plays this turn costs "
            f"{change} ({r.name}, 705.2b)"
        )
    r.next()
    return None
