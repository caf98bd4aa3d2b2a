"""Playing cards by an instruction, free or on a card (705.2f), and copying an effect (520.1)."""

from __future__ import annotations

from engine import agenda as a
from engine import registry
from engine.abilities import (
    ATTACH_TO_CHOSEN,
    PUT_THERE_FACE_DOWN,
    Ask,
    Resolver,
    do,
    layout,
    rule_forbidden,
)
from engine.areas import home
from engine.cards import CardType
from engine.choices import Choice, ChooseArea, DecisionKind
from engine.scripts.vocabulary import (
    CHOSEN,
    THAT,
    THIS,
    Attach,
    Cards,
    CopyEffect,
    PlayFree,
    PutAtProblem,
    PutEachIntoPlay,
    PutResourceIntoPlay,
    Static,
)
from engine.state import CardInstance, Occurrence, Zone


def play_free(r: Resolver, e: PlayFree) -> Ask | None:
    """Play a card by an instruction, free or paying a changed cost (306.1), where the rules let
    it be played (104.2)."""
    t, op = r.t, r.op
    if e.on_this:
        return play_free_on_this(r, e)
    if e.that:
        return play_free_that(r, e)
    friends = CardType.FRIEND in e.types  # "play a Friend from your hand" (DE137)
    if not op.accepted:
        hand = [i for i in r.s.players[r.me].hand if t.pool[t.card(i).card_id].type in e.types]
        if friends:
            hand = [i for i in hand if playable_friend(r, t.card(i))]
        if e.cost_removed:  # "with cost equal to the number of counters removed" (LL135)
            hand = [i for i in hand if (t.pool[t.card(i).card_id].cost or 0) == op.amount]
        if not hand or not t.problem_areas():
            r.skip("there is no card to play")
            return None
        return r.choose_for(
            Cards(), [t.card(i) for i in hand], "to play for free", e, optional=True
        )
    chosen = r.refer(CHOSEN)
    if not chosen:
        r.next(failed=True)
        return None
    view = t.view()
    card = chosen[0]
    forbidden = {  # "Troublemakers can't be played here" (CN187, 104.2)
        area
        for area, who, sel, source in view.cant_play
        if who == r.me and view.fits(sel, card, source, source.controller)
    }
    if friends and t.pool[card.card_id].type is CardType.FRIEND:
        # a Friend goes home or to a Problem (302.1, 609.2a), not where it is barred (CN54)
        forbidden |= set(view.barred_play_areas)
        areas = [x for x in (home(r.me), *t.problem_areas()) if x not in forbidden]
    else:
        areas = [area for area in t.problem_areas() if area not in forbidden]
    if not areas:
        r.skip(f"{t.name(card.iid)} can't be played to any Problem (104.2)")
        return None
    return Ask(
        r.me,
        DecisionKind.TARGET,
        f"{t.player_name(r.me)}: choose the Problem to play it to (306.1)",
        [ChooseArea(r.me, area) for area in areas],
    )


def playable_friend(r: Resolver, card: CardInstance) -> bool:
    """Whether the Friend ``card`` in the hand may be played for free by an instruction
    (DE137): "without paying its cost" waives the cost only, so its play requirements
    (205.1, 609.2a), what its text says you must control (609.2a) and "can't be played"
    modifiers (104.2) still apply."""
    t = r.t
    d = t.pool[card.card_id]
    if any(t.colour_power(r.me, req.colour) < req.amount for req in d.play_requirements):
        return False
    view = t.view()
    if any(
        area is None and who == r.me and view.fits(sel, card, source, who)
        for area, who, sel, source in view.cant_play
    ):
        return False
    return all(
        view.holds(x.condition, card, r.me)
        for x in layout(t.pool, d.id).abilities
        if isinstance(x, Static) and x.kind == "play-requires"
    )


def play_free_on_this(r: Resolver, e: PlayFree) -> Ask | None:
    """ "Play an Accessory on this card for free" (CN80): a Resource from the hand whose
    "Play on ..." allows this card as its host is played on it, attached (509.1, 305.1a);
    "when you play" abilities trigger (705.2g)."""
    t, op = r.t, r.op
    host = r.source
    if host is None or host.zone is not Zone.PLAY:
        r.skip("this card has left play: there is no host to play it on (509.1)")
        return None
    if not op.accepted:
        view = t.view()
        cards = []
        for i in r.s.players[r.me].hand:
            c = t.card(i)
            d = t.pool[c.card_id]
            rule = next((x for x in layout(t.pool, d.id).abilities if isinstance(x, Attach)), None)
            if (
                d.type in e.types
                and (e.trait is None or e.trait in d.traits)
                and rule is not None
                and view.fits(rule.host, host, None, r.me)
            ):
                cards.append(c)
        if not cards:
            r.skip(f"no card in hand can be played on {t.name(host.iid)} (509.1)")
            return None
        return r.choose_for(Cards(), cards, "to play for free", e, optional=True)
    chosen = r.refer(CHOSEN)
    if not chosen:
        r.next(failed=True)
        return None
    new = play_resource(r, chosen[0], host)
    r.next(chosen=(new,))
    return None


def play_resource(r: Resolver, card: CardInstance, host: CardInstance | None) -> int:
    """``card``, a Resource, is played for free by this ability: attached to ``host``, at
    its area (305.1b, 509.1), or with no host at its owner's home (305.1a); "when you play"
    abilities trigger (705.2g). Returns its id in play."""
    t = r.t
    name = t.name(card.iid)
    area = host.area if host is not None else home(card.owner)
    new = t.put(card.iid, Zone.PLAY, area=area, player=r.me)
    assert new is not None
    if host is not None:
        t.update(new, attached_to=host.iid)
    where = f"on {t.name(host.iid)}" if host is not None else f"to {t.area_name(area)}"
    rule = "305.1b, 509.1" if host is not None else "305.1a"
    t.log(f"  {t.player_name(r.me)} plays {name} {where} for free ({r.name}, {rule})")
    t.ask_judge(new)
    t.emit(Occurrence("played", r.me, new, card.card_id, area, via=r.op.card_id))
    return new


def play_free_that(r: Resolver, e: PlayFree) -> Ask | None:
    """ "Play that Resource from your discard pile for free" (PR32): THAT, if it is still
    in its owner's discard pile (410.6), is played: on a host its player chooses among the
    cards its "Play on ..." allows (509.1), or at home (305.1a)."""
    t, op = r.t, r.op
    found = r.refer(THAT)
    card = found[0] if found else None
    if card is None or card.zone is not e.zone or card.owner != r.me:
        r.skip("that card is no longer in its owner's discard pile (410.6)")
        return None
    if card.zone is Zone.DISCARD and (why := rule_forbidden(t, "cant-leave-discard")):
        r.skip(why)  # FF113
        return None
    rule = next((x for x in layout(t.pool, card.card_id).abilities if isinstance(x, Attach)), None)
    if rule is None:
        play_resource(r, card, None)
        r.next()
        return None
    if not op.accepted:
        view = t.view()
        hosts = [c for c in t.state.in_play() if view.fits(rule.host, c, None, r.me)]
        if not hosts:
            r.skip(f"{t.name(card.iid)} has no card it may be played on (509.1)")
            return None
        return r.choose_for(rule.host, hosts, f"to play {t.name(card.iid)} on", e)
    hosts = r.refer(CHOSEN)
    if not hosts or hosts[0].zone is not Zone.PLAY:
        r.next(failed=True)
        return None
    play_resource(r, card, hosts[0])
    r.next()
    return None


def put_resource_into_play(r: Resolver, e: PutResourceIntoPlay) -> Ask | None:
    """ "You may put it into play" of a revealed Resource (DE44; 706.1d): on a host its
    "Play on ..." allows, chosen by the ability's controller (509.1), or at its owner's home
    (305.1a). The card is read again after the host is chosen: it is still ``target``."""
    t, op = r.t, r.op
    found = [c for c in r.refer(e.target) if c.zone is not Zone.PLAY]
    if not found or t.pool[found[0].card_id].type is not CardType.RESOURCE:
        r.skip("there is no Resource to put into play")
        return None
    card = found[0]
    rule = next((x for x in layout(t.pool, card.card_id).abilities if isinstance(x, Attach)), None)
    # the host chosen (``Resolver.choose``): CHOSEN, a card in play; before, CHOSEN is the
    # revealed card itself
    chosen = [c for c in r.refer(CHOSEN) if c.zone is Zone.PLAY] if op.accepted else []
    if not chosen:
        hosts: list[CardInstance] = []
        if rule is not None:
            view = t.view()
            hosts = [c for c in t.state.in_play() if view.fits(rule.host, c, None, r.me)]
            if not hosts:
                r.skip(f"{t.name(card.iid)} has no card it may be put on (509.1)")
                return None
        if e.optional and (q := r.may(f"put {t.name(card.iid)} into play")):
            return q
        if rule is None:
            new = do(t, "put-into-play", card.iid, r.me, r.name)
            r.next(chosen=(new,) if new is not None else ())
            return None
        return r.choose_for(rule.host, hosts, f"to put {t.name(card.iid)} on", e)
    new = do(t, ATTACH_TO_CHOSEN, card.iid, r.me, r.name, host=chosen[0].iid)
    r.next(chosen=(new,) if new is not None else ())
    return None


def put_each_into_play(r: Resolver, e: PutEachIntoPlay) -> Ask | None:
    """ "Each player puts each of their Friends and Troublemakers banished this way into
    play" (MT0; 706.1d: not played): the Friends at once, each at its owner's home under its
    owner's control; then each Troublemaker, one at a time, face-down at a Problem its owner
    chooses (306.1, 705.2f), the turn player's first (801.1). CHOSEN holds the Troublemakers
    still to place (a Problem chosen comes back as ``place_troublemaker``)."""
    t, op, s = r.t, r.op, r.s
    if not op.accepted:
        turn = s.turn_player
        found = sorted(
            (c for c in r.targets(e.cards) if c.zone is not Zone.PLAY),
            key=lambda c: c.owner != turn,
        )
        waiting: list[int] = []
        for c in found:
            if t.pool[c.card_id].type is CardType.TROUBLEMAKER:
                waiting.append(c.iid)
            elif t.pool[c.card_id].type is CardType.FRIEND:
                do(t, "put-into-play", c.iid, c.owner, r.name)
        r.stay(accepted=True, chosen=tuple(waiting))
        return None
    left = [i for i in op.chosen if i in s.cards and s.cards[i].zone is not Zone.PLAY]
    problems = t.problem_areas()
    if not left or not problems:
        r.next(chosen=())
        return None
    card = s.cards[left[0]]
    return Ask(
        card.owner,
        DecisionKind.TARGET,
        f"{t.player_name(card.owner)}: choose the Problem where {t.name(card.iid)} enters "
        f"play face-down ({r.name}, 306.1)",
        [ChooseArea(card.owner, area) for area in problems],
    )


def put_each_into_play_answer(r: Resolver, e: PutEachIntoPlay, choice: Choice) -> None:
    """The Problem chosen for the first Troublemaker ``PutEachIntoPlay`` waits to place."""
    assert isinstance(choice, ChooseArea)
    left = [i for i in r.op.chosen if i in r.s.cards and r.s.cards[i].zone is not Zone.PLAY]
    card = r.s.cards[left[0]]
    do(r.t, PUT_THERE_FACE_DOWN, card.iid, card.owner, r.name, area=choice.area)
    r.stay(chosen=tuple(left[1:]))


def copy_effect(r: Resolver, e: CopyEffect) -> Ask | None:
    """520.1: the effect's text is processed again as a new ``CopiedEffect``, after this
    instruction, by ``e.who``; none of the original's decisions carry over."""
    t, op = r.t, r.op
    p = r.players(e.who)[0]
    if e.of is THIS:
        card_id, index, source = op.card_id, op.ability, op.source
    else:
        copied = r.refer(e.of)
        found = registry.event_play(t, copied[0].card_id) if copied else None
        if found is None:
            r.skip("there is no effect to copy")
            return None
        card_id, index, source = copied[0].card_id, found[0], copied[0].iid
    name = t.pool[card_id].name
    if e.optional and (q := r.may(f"copy {name}'s effect", p)):
        return q
    t.log(f"  {t.player_name(p)} copies {name}'s effect ({r.name}, 520.1)")
    r.next(a.CopiedEffect(p, source, card_id, index, area=op.area))
    return None


def put_at_problem(r: Resolver, e: PutAtProblem) -> Ask | None:
    """ "Put that banished Troublemaker into play at a Problem and uncover it" (PR211): the
    ability's controller chooses the Problem (``put_at_problem_answer``); the card enters play
    face-down there (306.1, 706.1d), under its owner's control, and is uncovered (607.3)."""
    t, op = r.t, r.op
    banished = [c for c in r.refer(CHOSEN) if c.zone is Zone.BANISHED]
    if not banished:
        r.skip("that card is no longer banished (410.6)")
        return None
    if not op.accepted:
        return Ask(
            r.me,
            DecisionKind.TARGET,
            f"{t.player_name(r.me)}: choose the Problem to put {t.name(banished[0].iid)} into "
            f"play at (306.1, {r.name})",
            [ChooseArea(r.me, area) for area in t.problem_areas()],
        )
    new = do(t, PUT_THERE_FACE_DOWN, banished[0].iid, r.me, r.name, area=op.area)
    if new is not None and e.uncover and new in r.s.cards:
        do(t, "uncover", new, r.me, r.name)
    r.next(chosen=(new,) if new is not None and new in r.s.cards else ())
    return None


def put_at_problem_answer(r: Resolver, e: PutAtProblem, choice: Choice) -> None:
    """The Problem ``put_at_problem`` asked for: THERE for the instruction."""
    assert isinstance(choice, ChooseArea)
    r.stay(accepted=True, area=choice.area)
