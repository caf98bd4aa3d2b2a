"""Moving characters between areas (506, 609.2b) and attaching cards to other hosts (509)."""

from __future__ import annotations

from engine.abilities import (
    Ask,
    Resolver,
    destinations,
    effect_move,
    movable,
    move_card,
    pay_move_toll,
    why_not_there,
    why_unmovable,
)
from engine.choices import Choice, ChooseArea, ChooseCard, DecisionKind
from engine.effects.guessing import guess_random, judge_note, settle_guesses
from engine.scripts.vocabulary import (
    CHOSEN,
    EACH_PROBLEM,
    RANDOM_AREA,
    RANDOM_PROBLEM,
    Move,
    Reattach,
    Ref,
)
from engine.state import CardInstance, Mode


def move(r: Resolver, e: Move) -> Ask | None:
    """Move characters to another area (506.1), by the player the text names (506.1c); "may move
    each" asks once (712.3); a card with nowhere to go is not moved (506.2)."""
    t, op = r.t, r.op
    mover = r.mover(e)  # "that player moves ...": their move (506.1c), their choice
    if e.to == EACH_PROBLEM:
        return move_to_each_problem(r, e, mover)
    if e.each and e.optional and op.count == 0:  # "may move each ...": one question (712.3)
        if op.accepted:
            r.stay(accepted=False, count=1)  # then each in turn, none chosen (506.1)
            return None
        if not any(
            movable(t, c, mover) and destinations(t, c, e.to, r.source, op.area)
            for c in r.targets(e.target)
        ):
            r.skip("no card can be moved (506.2)")
            return None
        return r.may("move each of them", mover)
    if not op.accepted:
        if isinstance(e.target, Ref):
            cards = r.refer(e.target)
            if e.each:  # "move them ...": each card it names in turn (506.6; DE25)
                if op.count >= len(cards):
                    r.next()
                elif movable(t, cards[op.count], mover) and destinations(
                    t, cards[op.count], e.to, r.source, op.area, mover
                ):
                    r.stay(accepted=True)
                else:  # this one can't be moved (506.2): the next
                    r.stay(count=op.count + 1)
                return None
            if not cards or not movable(t, cards[0], mover):
                why = why_unmovable(t, cards[0], mover) if cards else None
                said = f": {why}" if why else ""
                r.skip(f"the card can't be moved (506.2){said}", cards[:1])
                return None
            if e.optional and (q := r.may(f"move {t.name(cards[0].iid)}")):
                return q
            r.stay(accepted=True, chosen=(cards[0].iid,))
            return None
        limit = r.up_to(e)
        if op.count >= limit and not e.each:
            if op.count == 0:
                r.skip("the number of cards to move is 0")
            else:
                r.next()
            return None
        cards = [
            c
            for c in r.targets(e.target)
            if movable(t, c, mover) and destinations(t, c, e.to, r.source, op.area, mover)
        ]
        if op.count and not e.count:  # "up to N Friends": N different ones (CG96)
            cards = [c for c in cards if c.iid not in op.chosen]
        if e.each:  # "move all ...": the next one in play order, no choice (506.1)
            if cards:
                r.stay(accepted=True, chosen=(cards[0].iid,))
            else:
                r.next()
            return None
        if not cards:
            if op.count:
                r.next()
            else:
                found = r.targets(e.target)
                reasons = [
                    f"{t.name(c.iid)}: {why}"
                    for c in found
                    if (why := why_unmovable(t, c, mover) or nowhere(r, c, e, mover))
                ]
                said = f": {'; '.join(reasons)}" if reasons else ""
                r.skip(f"no card can be moved (506.2){said}", found)
            return None
        if e.random:  # "a random Friend" (CGpf12)
            if r.s.mode is Mode.SEEDED:
                if (q := guess_random(r, cards)) is not None:  # SB38
                    return q
                k = t.rng().randrange(len(cards))
                c = cards[k]
                t.log(f"  {t.name(c.iid)} is chosen at random ({r.name})")
                settle_guesses(t, k)
                r.stay(accepted=True, chosen=(c.iid,), amount=limit)
                return None
            return Ask(  # observed: the judge enters the card chosen at random
                None,
                DecisionKind.TARGET,
                f"Judge: enter the card chosen at random to move ({r.name}){judge_note(t)}",
                [ChooseCard(r.me, c.iid) for c in cards],
            )
        return r.choose_for(
            e.target,
            cards,
            "to move",
            e,
            optional=e.optional or op.count > 0 or limit > 1,
            why=lambda c: why_unmovable(t, c, mover) or nowhere(r, c, e, mover),
        )
    chosen = r.refer(e.target if isinstance(e.target, Ref) else CHOSEN)
    if not chosen:
        r.next(failed=True)
        return None
    card = r.moving(e, chosen)
    areas = destinations(t, card, e.to, r.source, op.area, r.mover(e))
    if not areas:
        r.skip(f"{t.name(card.iid)} has nowhere to move (506.2)")
        return None
    if e.to in (RANDOM_PROBLEM, RANDOM_AREA) and len(areas) > 1:  # "to a random Problem"
        # (SB31, SB69), "to random areas" (DE25)
        if r.s.mode is Mode.SEEDED:
            if (q := guess_random(r, areas)) is not None:  # SB38
                return q
            k = t.rng().randrange(len(areas))
            area = areas[k]
            t.log(f"  {t.area_name(area)} is chosen at random ({r.name})")
            settle_guesses(t, k)
            move_card(t, card.iid, area, mover, r.name)
            r.after_move(e)
            return None
        return Ask(  # observed: the judge enters the Problem chosen at random
            None,
            DecisionKind.TARGET,
            f"Judge: enter the {'area' if e.to == RANDOM_AREA else 'Problem'} chosen at random "
            f"for {t.name(card.iid)} ({r.name}){judge_note(t)}",
            [ChooseArea(r.me, area) for area in areas],
        )
    if len(areas) == 1:
        pay_move_toll(t, card.iid, r.name, mover)
        effect_move(t, card.iid, areas[0], mover, r.name)
        r.after_move(e)
        return None
    p = mover

    def refused(choice: Choice) -> str | None:
        if not isinstance(choice, ChooseArea):
            return None
        return why_not_there(t, card, choice.area, p)

    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: choose where {t.name(card.iid)} moves ({r.name}, 506.1)",
        [ChooseArea(p, area) for area in areas],
        refused=refused,
    )


def move_to_each_problem(r: Resolver, e: Move, mover: int) -> Ask | None:
    """ "Move one of your Friends to each Problem" (HM85): for each Problem in play in turn
    (``op.count``), the mover chooses one card fitting ``e.target`` not moved yet by this
    instruction that can be moved there (506.2) and moves it; a Problem none can be moved to
    is passed over (705.2f: as much as possible)."""
    t, op = r.t, r.op
    areas = t.problem_areas()
    if op.accepted:  # the card chosen for Problem ``op.count``: the newest CHOSEN
        move_card(t, r.refer(CHOSEN)[0].iid, areas[op.count], mover, r.name)
        r.stay(accepted=False, count=op.count + 1)
        return None
    moved = set(op.chosen) if op.count else set()
    for k in range(op.count, len(areas)):
        cards = [
            c
            for c in r.targets(e.target)
            if c.iid not in moved
            and movable(t, c, mover)
            and areas[k] in destinations(t, c, "a-problem", r.source, op.area, mover)
        ]
        if cards:
            if k != op.count:
                r.stay(count=k, chosen=op.chosen if op.count else ())
                return None
            return r.choose_for(e.target, cards, f"to move to {t.area_name(areas[k])}", e)
    if op.count == 0:
        r.skip("no card can be moved to a Problem (506.2)")
    else:
        r.next()
    return None


def nowhere(r: Resolver, c: CardInstance, e: Move, mover: int) -> str | None:
    """Why ``c`` has nowhere to be moved for ``e``: the "can't" modifiers of the areas it
    could go to (104.2), or None if it has somewhere."""
    t = r.t
    if destinations(t, c, e.to, r.source, r.op.area, mover):
        return None
    reasons = [r for x in t.problem_areas() if (r := why_not_there(t, c, x, mover)) is not None]
    return "; ".join(reasons) or "it has nowhere to be moved (506.2)"


def reattach(r: Resolver, e: Reattach) -> Ask | None:
    """509.5: choose the attachment (unless named), then its new host."""
    t, op = r.t, r.op
    if isinstance(e.target, Ref):
        attachments = r.refer(e.target)
    else:
        attachments = r.refer(CHOSEN) if op.accepted else []
        if not attachments:
            view = t.view()
            found = [
                c
                for c in r.targets(e.target)
                if c.attached_to in r.s.cards
                and (
                    e.from_host is None
                    or view.fits(e.from_host, t.card(c.attached_to), r.source, r.me)
                )
            ]
            return r.choose_for(e.target, found, "to reattach", e, e.optional)
    if not attachments or attachments[0].attached_to is None:
        r.skip("there is no attachment to reattach")
        return None
    moving = attachments[0]
    hosts = [
        c
        for c in r.targets(e.to)
        if c.iid not in (moving.attached_to, moving.iid) and c.area is not None
    ]
    if not hosts:
        r.skip("there is no other card to attach it to (509.5)")
        return None
    named = isinstance(e.target, Ref)
    if e.optional and named and (q := r.may(f"reattach {t.name(moving.iid)}")):
        return q
    p = r.players(e.chooser)[0]
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: choose the card to reattach {t.name(moving.iid)} to "
        f"({r.name}, 509.5)",
        [ChooseCard(p, c.iid) for c in hosts],
    )
