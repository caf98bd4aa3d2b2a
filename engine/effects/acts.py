"""Instructions acting on cards (705.2f): exhaust, ready, dismiss, frighten, retire, control."""

from __future__ import annotations

from engine.abilities import Ask, Resolver, can, do
from engine.cards import CardType
from engine.choices import ChooseCard, DecisionKind
from engine.effects.guessing import guess_random, judge_note, settle_guesses
from engine.scripts.vocabulary import ANY, GAIN_CONTROL, Act, Ref, TurnOverEach
from engine.state import Mode, Zone


def act(r: Resolver, e: Act) -> Ask | None:
    """Act on cards (705.2f): exhaust, ready, dismiss, frighten, retire, gain control ... (the
    verb's ``can``/``do``), on the cards it targets, chosen, each, or at random; a "can't"
    leaves a card out (104.2)."""
    t, op = r.t, r.op
    if (
        e.condition is not None
        and r.source is not None
        and not t.view().holds(e.condition, r.source, r.me, op.area)
    ):
        r.next(failed=True)
        return None
    # "that opponent gains control of this card" (CG132): the chooser is who gains it
    gains = e.verb.startswith(GAIN_CONTROL) and e.chooser != ANY
    who = r.players(e.chooser)[0] if gains else r.me
    cards = [c for c in r.targets(e.target) if can(t, e.verb, c, who) is None]
    if e.random and cards and r.s.mode is Mode.SEEDED:
        if (q := guess_random(r, cards)) is not None:  # SB38
            return q
        k = t.rng().randrange(len(cards))
        c = cards[k]
        t.log(f"  {t.name(c.iid)} is chosen at random ({r.name})")
        settle_guesses(t, k)
        do(
            t,
            e.verb,
            c.iid,
            r.me,
            r.name,
            host=r.host_for(e.verb),
            area=r.area_for(e.verb),
        )
        r.next(chosen=(c.iid,))
        return None
    if e.each:
        by = r.players(e.chooser)[0] if e.chooser != ANY else r.me  # "the winner looks"
        if e.optional and cards and (q := r.may(f"{e.verb} each of them", by)):
            return q  # "you may frighten each ...": one question for all (712.3; SB70)
        named = {c.iid for c in cards}
        # an attachment named with its host first: after its host it would have left play
        # with it (509.3, 511.2) before the instruction reached it ("this card and that
        # Friend", AD125)
        cards.sort(key=lambda c: c.attached_to not in named)
        done: list[int] = []
        for c in cards:
            if t.state.cards.get(c.iid) is None:
                # Done to an earlier card, this one left its zone with it (an attachment
                # discarded with its host): it is a new card the instruction can't find (410.6).
                t.log(f"  card #{c.iid} is no longer there ({r.name}, 410.6)")
                continue
            done.append(c.iid)
            do(
                t,
                e.verb,
                c.iid,
                by,
                r.name,
                host=r.host_for(e.verb),
                area=r.area_for(e.verb),
            )
        if e.chosen_done and done:  # "characters exhausted this way" (SB2)
            r.next(chosen=tuple(done))
        else:
            r.next(failed=not cards)
        return None
    if isinstance(e.target, Ref):
        if not cards:  # a card read as it last existed is gone: a new card now (410.6)
            found = [c for c in r.targets(e.target) if c.iid in t.state.cards]
            why = (
                f"can't {e.verb} {t.name(found[0].iid)}: {can(t, e.verb, found[0], r.me)}"
                if found
                else "no such card (410.6)"
            )
            r.skip(why, found[:1])
            return None
        by = r.players(e.chooser)[0] if e.chooser != ANY else r.me
        # "the owners ... may put them into play" (AD94): the chooser says "may" (712.3)
        if e.optional and (q := r.may(f"{e.verb} {t.name(cards[0].iid)}", by)):
            return q
        n = r.up_to(e) if e.verb == "put-counter" else 1
        new = do(
            t,
            e.verb,
            cards[0].iid,
            by,
            r.name,
            n,
            r.host_for(e.verb),
            r.area_for(e.verb),
        )
        # "banish this card and put it into play ...": "it" is the banished card (410.6); "put
        # that Event into your hand and you may pay [1] less to play it" (DE34): in the hand
        card = new if e.verb in ("banish", "to-hand") and new is not None else cards[0].iid
        r.next(chosen=(card,), known=r.remember(cards[0].iid))
        return None
    if e.exactly and op.count == 0:  # all of them or none (SB45): enough cards first
        n = r.up_to(e)
        if len(cards) < n:
            r.skip(f"fewer than {n} cards can be {e.verb} (508.1d)")
            return None
        if e.optional and (q := r.may(f"{e.verb} {n} cards", r.me)):
            return q
        if n == 0:
            r.next()
            return None
    limit = r.up_to(e)
    if e.pay_each and r.s.players[r.me].tokens < e.pay_each:
        limit = op.count  # no more can be paid for (508.1d; HM140)
    if op.count:  # "up to N cards": N different ones (the cards chosen so far are CHOSEN)
        cards = [c for c in cards if c.iid not in op.chosen]
    if op.count >= limit or not cards:
        if op.count == 0:
            found = r.targets(e.target)
            reasons = [f"{t.name(c.iid)}: {why}" for c in found if (why := can(t, e.verb, c, r.me))]
            said = f": {'; '.join(reasons)}" if reasons and not cards else ""
            r.skip(f"no card can be {e.verb}{said}", found if said else ())
        else:
            r.next()
        return None
    if e.random:  # observed: the judge enters the card chosen at random
        return Ask(
            None,
            DecisionKind.TARGET,
            f"Judge: enter the card chosen at random to {e.verb} ({r.name}){judge_note(t)}",
            [ChooseCard(r.me, c.iid) for c in cards],
        )
    return r.choose_for(
        e.target,
        cards,
        f"to {e.verb}",
        e,
        optional=not e.exactly and (e.optional or op.count > 0 or limit > 1),
        why=lambda c: can(t, e.verb, c, r.me),
    )


def turn_over_each(r: Resolver, e: TurnOverEach) -> Ask | None:
    """Turn each character and Troublemaker in play over (FF102): the cards are those in play
    as it begins, each turned once by the verb its kind and side call for (``TurnOverEach``);
    one that has changed zones meanwhile is a new card it can't find (410.6)."""
    t, s = r.t, r.s
    kinds = {CardType.MANE, CardType.FRIEND}
    if e.troublemakers:
        kinds.add(CardType.TROUBLEMAKER)
    cards = [s.cards[i] for i in list(s.play) if t.pool[s.cards[i].card_id].type in kinds]
    for c in cards:
        if s.cards.get(c.iid) is None or s.cards[c.iid].zone is not Zone.PLAY:
            continue
        kind = t.pool[c.card_id].type
        if kind is CardType.MANE:
            verb = "turn-over"
        elif kind is CardType.FRIEND:
            verb = "unfrighten" if c.frightened else "frighten"
        else:
            verb = "uncover" if c.face_down else "turn-face-down"
        why = can(t, verb, s.cards[c.iid], r.me)
        if why is not None:
            t.log(f"  {t.name(c.iid)} is not turned over: {why}")
            continue
        do(t, verb, c.iid, r.me, r.name)
    r.next()
    return None
