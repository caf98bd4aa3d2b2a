"""Faceoffs (514): who is involved, power totals with flips, ties and the result.

Priority windows open as the faceoff begins (514.2), after each round of flips (514.3,
514.4c) and after the result (514.6); windows nobody can use close at once (510.2).
"""

from __future__ import annotations

from dataclasses import replace

from engine import agenda as a
from engine import characteristics as ch
from engine import registry
from engine.abilities import host_defeat_watched, ignored, layout
from engine.cards import CardType
from engine.scripts.vocabulary import (
    FLIPPED,
    HIGHEST_OPPOSING,
    NEXT_FACEOFF_TOTAL,
    THIS,
    Cards,
    Static,
)
from engine.state import CardInstance, Occurrence, Zone
from engine.table import Table
from engine.trace import FACEOFF, RULE_CHANGE
from engine.view import UNINVOLVED, View, involved_in


def involved_characters(t: Table, f: a.Faceoff) -> list[CardInstance]:
    """The characters involved in ``f`` (514.2a, 514.2b, 514.2c; ``view.involved_in``)."""
    cards = {c.iid: c for c in t.state.in_play()}
    involved = involved_in(f, cards, t.pool, t.state.memo)
    return [c for i, c in cards.items() if i in involved and ch.is_character(t.pool, c)]


def troublemakers_joined(t: Table, f: a.Faceoff) -> list[CardInstance]:
    """In a Troublemaker faceoff, face-up Troublemakers other than the challenged one that an
    effect made involved ("each of your Troublemakers here becomes involved in the faceoff",
    DE109; 514.2d.i): their power is added to the total as the challenged one's is (514.4a.i);
    only the challenged one is defeated (514.5a: "the Troublemaker")."""
    if f.kind is not a.FaceoffKind.TROUBLEMAKER:
        return []
    cards = {c.iid: c for c in t.state.in_play()}
    involved = involved_in(f, cards, t.pool, t.state.memo)
    return [
        c
        for i, c in cards.items()
        if i in involved
        and i != f.troublemaker
        and not c.face_down
        and t.pool[c.card_id].type is CardType.TROUBLEMAKER
    ]


def troublemaker_involved(t: Table, f: a.Faceoff) -> CardInstance | None:
    """The challenged Troublemaker while it is still face-up at its Problem (514.2d)."""
    if f.troublemaker is None or f.troublemaker not in t.state.cards:
        return None
    c = t.card(f.troublemaker)
    if c.zone is not Zone.PLAY or c.face_down or c.area not in f.areas:
        return None
    return c


def effect_troublemakers(t: Table, f: a.Faceoff) -> list[CardInstance]:
    """Face-up Troublemakers an effect named as involved in the faceoff it started (514.2c,
    514.2d.i), not challenged ones: "start a faceoff involving this card and an opposing
    Friend" (EO170, EO174)."""
    if f.kind is not a.FaceoffKind.EFFECT or not f.cards:
        return []
    out = []
    for iid in f.cards:
        c = t.state.cards.get(iid)
        if (
            c is not None
            and c.zone is Zone.PLAY
            and not c.face_down
            and t.pool[c.card_id].type is CardType.TROUBLEMAKER
            and f"{UNINVOLVED}{iid}" not in t.state.memo
        ):
            out.append(c)
    return out


def contributes(t: Table, iid: int) -> bool:
    """Whether a character adds its power to confronting and faceoffs (503.5, 504.2, Stubborn)."""
    c = t.card(iid)
    if c.face_down or c.frightened:
        return False
    return not c.exhausted or t.keyword(iid, "Stubborn") is not None


def adds_to_faceoff(t: Table, iid: int) -> bool:
    """Whether an involved character adds its power to its player's faceoff total (514.4a):
    it contributes, and no "can't contribute its power to faceoffs" modifier (EO147) says
    otherwise."""
    return contributes(t, iid) and iid not in t.view().no_faceoff_power


def begin_faceoff(t: Table, f: a.Faceoff) -> list[a.Op]:
    involved = tuple(c.iid for c in (*effect_troublemakers(t, f), *involved_characters(t, f)))
    names = ", ".join(t.name(i) for i in involved) or "no characters"
    tm = f" against {t.name(f.troublemaker)}" if f.troublemaker is not None else ""
    where = ", ".join(t.area_name(area) for area in f.areas)
    if f.kind is a.FaceoffKind.EFFECT and f.areas:  # at a Problem: its characters (CG112)
        text, rules = f"Faceoff started by an effect at {where}", ("514.2c", "514.2e")
    elif f.kind is a.FaceoffKind.EFFECT:  # not at a Problem: the cards are flagged
        text, rules = "Faceoff started by an effect, at no Problem", ("514.2c", "514.2d.i")
    else:
        rule = "514.2a" if f.kind is a.FaceoffKind.TROUBLEMAKER else "514.2b"
        rule = "514.2a.i" if f.cards is not None else rule
        text, rules = f"{f.kind.value.capitalize()} faceoff at {where}{tm}", (rule,)
    tms = (f.troublemaker,) if f.troublemaker is not None else ()
    t.note(FACEOFF, f"{text}: involved {names}", (*involved, *tms), rules=rules)
    t.state.faceoff = f
    t.version += 1
    next_faceoff_totals(t)
    area = f.areas[0] if f.areas else None
    t.emit(Occurrence("faceoff-started", f.challenger, f.troublemaker, area=area, via=f.kind.value))
    return [
        a.PriorityWindow("the faceoff begins"),
        *flips(t, f),
        a.PriorityWindow("after the flips"),
        a.CompareTotals(f),
    ]


def next_faceoff_totals(t: Table) -> None:
    """ "Add its power to your next faceoff this turn" (``AddToTotal(next_faceoff=True)``;
    CN147): as a faceoff begins, each such lasting modifier becomes its player's "faceoff-total"
    for it, until it ends (514.2, 514.4a, 514.6)."""
    s = t.state
    waiting = [e for e in s.effects if e.kind == NEXT_FACEOFF_TOTAL]
    for e in waiting:
        s.effects.remove(e)
        s.effects.append(replace(e, kind="faceoff-total", until="faceoff"))
        t.note(
            RULE_CHANGE,
            f"{t.pool[e.source].name} adds {e.amount} to {t.player_name(e.player or 0)}'s power "
            f"total in this faceoff, their next one (514.4a)",
            numbers=(e.amount,),
            rules=("514.4a",),
        )


def flips(t: Table, f: a.Faceoff | None = None) -> list[a.Op]:
    """514.3: each player flips, plus any additional cards modifiers call for (514.3a); the
    turn player's flips are entered first."""
    me = t.state.turn_player
    extra = [0, 0]
    if f is not None:
        view = t.view()
        for (iid, p), n in view.flip_extra.items():
            if view.is_involved(iid):
                extra[p] += n
                _note_flip_extra(t, iid, p, n)
        for source, st in view.flip_there:  # "during faceoffs at that Problem" (PR146)
            # a faceoff at no Problem (514.2c) has none: the condition is read without one
            areas = f.areas or (None,)
            if any(view.holds(st.condition, source, source.controller, a) for a in areas):
                # ``value`` "opponent": "opponents flip 1 fewer cards" (EO192)
                who = source.controller
                if st.value == "opponent":
                    who = t.state.opponent(who)
                extra[who] += st.amount
                _note_flip_extra(t, source.iid, who, st.amount)
        for _, source, st in view.statics:  # "Opponents flip 1 fewer cards during faceoffs
            # involving at least one of their characters with 4 or more power" (LL50): any
            # faceoff whose start ``condition`` holds for (514.3a)
            if st.kind == "flip-when" and view.holds(st.condition, source, source.controller):
                who = source.controller
                if st.value == "opponent":
                    who = t.state.opponent(who)
                extra[who] += st.amount
                _note_flip_extra(t, source.iid, who, st.amount)
        for e in t.state.effects:  # "flip an additional card during faceoffs until ..." (MT88)
            if e.kind == "extra-flips" and e.player is not None:
                extra[e.player] += e.amount
                t.note(
                    RULE_CHANGE,
                    f"a lasting effect of {t.pool[e.source].name} makes "
                    f"{t.player_name(e.player)} flip {e.amount} more in this faceoff",
                    numbers=(e.amount,),
                    rules=("708.2", "514.3a"),
                )
    return [a.FlipCard(p) for p in (me, t.state.opponent(me)) for _ in range(1 + extra[p])]


def _note_flip_extra(t: Table, source: int, player: int, n: int) -> None:
    """The trace names the card that changes how many cards a player flips (514.3a)."""
    what = f"{abs(n)} {'more' if n > 0 else 'fewer'} card{'s' * (abs(n) != 1)}"
    t.note(
        RULE_CHANGE,
        f"{t.name(source)} makes {t.player_name(player)} flip {what} in this faceoff",
        cards=(source,),
        numbers=(n,),
        rules=("514.3a",),
    )


def totals(t: Table, f: a.Faceoff) -> tuple[list[int], list[str]]:
    """Each player's power total (514.4a) and what it is made of."""
    n = len(t.state.players)
    total = [0] * n
    parts: list[list[str]] = [[] for _ in range(n)]
    for c in involved_characters(t, f):
        if adds_to_faceoff(t, c.iid):
            power = t.power(c.iid) or 0
            total[c.controller] += power
            parts[c.controller].append(f"{t.name(c.iid)} {power}")
    challenged = troublemaker_involved(t, f)
    for tm in [*([challenged] if challenged else []), *troublemakers_joined(t, f)]:
        side = tm.controller
        if side == f.challenger:
            side = t.state.opponent(side)  # 514.4a.i
        power = t.power(tm.iid) or 0
        total[side] += power
        parts[side].append(f"{t.name(tm.iid)} {power}")
    for c in effect_troublemakers(t, f):  # "a faceoff involving this card and an opposing
        # Friend" on a Troublemaker (514.2c; EO170, EO174): its power is its controller's
        power = t.power(c.iid) or 0
        total[c.controller] += power
        parts[c.controller].append(f"{t.name(c.iid)} {power}")
    view = t.view()
    for area in f.areas:  # "get +1 total power during faceoffs here" (514.4a)
        for p in range(n):
            extra = view.total_extra.get((area, p), 0)
            if extra:
                total[p] += extra
                names = ", ".join(t.name(i) for i in view.changed_by.get(("total", area, p), ()))
                parts[p].append(
                    f"modifier {extra:+d} ({names}, 514.4a)" if names else f"modifier {extra:+d}"
                )
    if f.kind is a.FaceoffKind.TROUBLEMAKER:  # "during Troublemaker faceoffs" (FF104)
        for p in range(n):
            extra = view.troublemaker_total_extra.get(p, 0)
            if extra:
                total[p] += extra
                names = ", ".join(t.name(i) for i in view.changed_by.get(("total", None, p), ()))
                parts[p].append(f"modifier {extra:+d} ({names}, 514.4a)")
    for _, source, st in view.statics:  # "You have +2 power during faceoffs for each of your
        # Resources attached to characters involved in the faceoff" (514.4a, 509; LL64)
        me = source.controller
        if st.kind != "total-per-resource-involved" or not view.holds(st.condition, source, me):
            continue
        k = sum(
            1
            for c in t.state.in_play()
            if c.controller == me
            and c.attached_to in view.involved
            and t.pool[c.card_id].type is CardType.RESOURCE
        )
        if k:
            total[me] += st.amount * k
            parts[me].append(f"{t.name(source.iid)} {st.amount * k:+d} (514.4a)")
    for e in t.state.effects:  # "add ... to your power total for that faceoff" (CG87)
        if e.kind == "faceoff-total" and e.player is not None:
            total[e.player] += e.amount
            parts[e.player].append(f"{t.pool[e.source].name} {e.amount:+d} (514.4a)")
    bonus = flipped_bonus(view, n)
    flipped = {
        iid: (t.pool[t.card(iid).card_id].power or 0)
        + sum(e.amount for e in t.state.effects if e.kind == "power" and iid in e.cards)
        + while_flipped_power(t, view, iid)
        + bonus[p]
        for p in range(n)
        for iid in t.state.players[p].flip
    }
    skipped = highest_ignored(t, view, flipped)
    for p in range(n):
        for iid in t.state.players[p].flip:
            if ignored(t, iid) or iid in skipped:  # 515.4
                by = f" ({skipped[iid]}, 515.4)" if iid in skipped else ""
                parts[p].append(f"ignored {t.name(iid)}{by}")
                continue
            total[p] += flipped[iid]
            parts[p].append(f"flipped {t.name(iid)} {flipped[iid]}")
            for other, amount in while_flipped_opposing_power(t, view, iid, p):
                total[other] += amount
                parts[other].append(f"{t.name(iid)} {amount:+d} (flipped, 514.4a)")
    return total, [" + ".join(x) or "nothing" for x in parts]


def flipped_bonus(view: View, n: int) -> list[int]:
    """Each player's "Your flipped cards have +2 power" (``Static("flipped-power")`` of a
    card in play they control; 515.1, DE1): added to each card they flipped (514.4a)."""
    out = [0] * n
    for _, source, st in view.statics:
        if st.kind == "flipped-power" and view.holds(st.condition, source, source.controller):
            # "+1 power for each Muscle counter on this card" (519; LL11)
            each = source.counter(st.per_counter) if st.per_counter else 1
            out[source.controller] += st.amount * each
    return out


def while_flipped_power(t: Table, view: View, iid: int) -> int:
    """Chaos: "While this card is flipped, it has +1 power for each card in your hand": the
    flipped card's own "power" Statics with ``FLIPPED`` (701.3: they function in the flip
    zone), read for its player (513.2) as the totals are compared (514.4a)."""
    c = t.card(iid)
    lay = layout(t.pool, c.card_id)
    total = 0
    if lay.chaos_statics and view.lost_while_flipped(iid):  # it has none there (DE142)
        return 0
    for i in lay.front if lay.chaos_statics else ():
        st = lay.abilities[i]
        if (
            isinstance(st, Static)
            and st.kind == "power"
            and st.condition == FLIPPED
            and st.target == THIS  # "your characters have +1" (DE55) is read by the view
        ):
            if st.value == HIGHEST_OPPOSING:  # "it has power equal to the highest power
                # among opposing cards involved in the faceoff" (LL35): its printed power
                # replaced, before other modifiers add to it (507.1)
                printed = t.pool[c.card_id].power or 0
                total += highest_opposing_involved(t, c.controller) - printed
                continue
            per = len(view.select(st.per, c, c.controller)) if st.per is not None else 1
            total += st.amount * per
    return total


def highest_opposing_involved(t: Table, player: int) -> int:
    """The highest power among the cards involved in the faceoff in progress that an opponent
    of ``player`` controls (514.2: characters, and a Troublemaker involved, whichever side its
    power counts for; flipped cards are not involved); 0 if none has power (505.1b)."""
    f = t.state.faceoff
    if f is None:
        return 0
    challenged = troublemaker_involved(t, f)
    cards = [
        *involved_characters(t, f),
        *([challenged] if challenged else []),
        *troublemakers_joined(t, f),
        *effect_troublemakers(t, f),
    ]
    powers = [t.power(c.iid) for c in cards if c.controller != player]
    return max((p for p in powers if p is not None), default=0)


def while_flipped_opposing_power(
    t: Table, view: View, iid: int, player: int
) -> list[tuple[int, int]]:
    """Chaos: "While this card is flipped, an opposing character involved in the faceoff has
    -1 power for each of your characters involved in the faceoff" (HM63): the flipped card's
    "power-on-one" Statics with ``FLIPPED`` on opposing involved characters, read for its player as
    the totals are compared (514.4a): (opponent, amount) for each opponent with such a
    character. Ruling: which one of them has it makes no difference to the total, power
    being counted below 0 (105.2), so it is added to that player's total."""
    c = t.card(iid)
    lay = layout(t.pool, c.card_id)
    out: list[tuple[int, int]] = []
    me = replace(c, controller=player)
    for i in lay.front if lay.chaos_statics else ():
        st = lay.abilities[i]
        if not (
            isinstance(st, Static)
            and st.kind == "power-on-one"
            and st.condition == FLIPPED
            and isinstance(st.target, Cards)
        ):
            continue
        per = len(view.select(st.per, me, player)) if st.per is not None else 1
        for p in sorted({x.controller for x in view.select(st.target, me, player)}):
            out.append((p, st.amount * per))
    return out


def highest_ignored(t: Table, view: View, flipped: dict[int, int]) -> dict[int, str]:
    """Flipped cards ignored by "your opponent ignores one of their flipped cards with the
    highest power" (PR67) while its card is involved: for each such modifier, one card with
    the highest power among all that player's flipped cards, ignored ones too (they remain
    flipped, 515.4); if every card with that power is ignored already, it ignores nothing
    (515.4a). Read each time totals are compared (514.4, 514.4c)."""
    out: dict[int, str] = {}
    for source, p in view.ignore_highest:
        if not view.is_involved(source):
            continue
        mine = t.state.players[p].flip
        if not mine:
            continue
        best = max(flipped[i] for i in mine)
        free = [i for i in mine if flipped[i] == best and not ignored(t, i) and i not in out]
        if free:
            out[free[0]] = t.name(source)
    return out


def compare_totals(t: Table, f: a.Faceoff) -> list[a.Op]:
    total, parts = totals(t, f)
    shown = "; ".join(f"{t.player_name(p)} {total[p]} ({parts[p]})" for p in range(len(total)))
    t.note(FACEOFF, f"Faceoff totals: {shown}", numbers=total, rules=("514.4a",))
    best = max(total)
    # "The player with the lowest power total wins faceoffs involving this card" (SB137):
    # a card involved with ``Static("lowest-wins")`` turns 514.5 around (104.2)
    view = t.view()
    lowest = next(
        (c for _, c, st in view.statics if st.kind == "lowest-wins" and view.is_involved(c.iid)),
        None,
    )
    if lowest is not None:
        best = min(total)
        t.note(
            RULE_CHANGE,
            f"{t.name(lowest.iid)}: the player with the lowest power total wins",
            cards=(lowest.iid,),
            rules=("514.5", "104.2"),
        )
    leaders = [p for p, v in enumerate(total) if v == best]
    if len(leaders) > 1:
        if any(t.state.players[p].deck for p in range(len(total))):
            t.log("Totals are tied: each player flips another card (514.4c)")
            return [*flips(t), a.PriorityWindow("after the flips"), a.CompareTotals(f)]
        t.log(
            "Totals are tied and no player has a card left to flip: the faceoff ends without a "
            "winner (514.4c can't continue; 515.1)"
        )
        return [a.EndFaceoff(f)]
    winner = leaders[0]
    margin = abs(
        best - (min if lowest is not None else max)(v for p, v in enumerate(total) if p != winner)
    )
    t.note(
        FACEOFF,
        f"{t.player_name(winner)} wins the faceoff",
        numbers=(winner, margin),
        rules=("514.5",),
    )
    if f.kind in (a.FaceoffKind.PROBLEM, a.FaceoffKind.MULTI_PROBLEM):
        # "if you won a Problem faceoff by at least 5 power this turn" (EO129): the widest
        # margin of the turn is kept, in games whose cards read it (``Table.count_this_turn``)
        t.count_this_turn(
            "problem-margin", winner, margin - t.done_this_turn("problem-margin", winner)
        )
    t.count_this_turn("faceoff-won", winner)  # "if you won a faceoff this turn" (LL105)
    area = f.areas[0] if f.areas else None
    t.emit(Occurrence("won-faceoff", winner, area=area, amount=margin, via=f.family or "effect"))
    resolved = [a.PriorityWindow("the faceoff is resolved"), a.EndFaceoff(f, winner=winner)]
    if f.won >= 0 and f.source is not None:  # 514.5d: the effect's instructions for them
        then = a.DelayedEffect(
            f.challenger,
            f.source,
            f.card_id,
            f.ability,
            chosen=f.cards or (),
            actor=winner,
            later=f.won,
        )
        resolved.insert(0, then)
    if f.kind is a.FaceoffKind.EFFECT:
        return resolved  # neither 514.5a-c: only what the effect says (514.5d)
    if f.kind is a.FaceoffKind.TROUBLEMAKER:
        if winner != f.challenger:
            return [a.SendHomeAfterLoss(f), *resolved]
        tm = troublemaker_involved(t, f)
        if tm is not None:
            # "if this card would be defeated, you may ... instead" (710.1; EO178): asked first
            if found := registry.replacing(t, "defeat", tm, "defeated", "514.5a"):
                source, index, _, card_id = found[0]
                verb = f"defeated by {winner}"
                ask = a.Replace(tm.iid, "defeat", verb, "514.5a", source.iid, index, card_id)
                t.log(f"{t.name(tm.iid)} would be defeated; {t.name(source.iid)} may replace that")
                return [ask, *resolved]
            defeat(t, tm, winner)
            if t.state.outcome is not None:
                return []
        return resolved
    problems = [t.problem_at(area) for area in f.areas]
    bonuses = [t.problem_bonus(p) for p in problems if p is not None]  # 210.1
    with_cards = tuple(
        c.iid
        for c in involved_characters(t, f)
        if c.controller == winner and adds_to_faceoff(t, c.iid)
    )
    bonus = max(bonuses, default=0)
    scorer, why = winner, "as the highest Problem bonus (514.5c)"
    view = t.view()
    for p in problems:  # "if an opponent would score this card's Problem's bonus points, you
        # score them instead" (AD76, 710.1): the Problem whose bonus is the highest
        source = view.bonus_instead.get(p.area) if p is not None and p.area else None
        if source is None or t.problem_bonus(p) != bonus or t.card(source).controller == winner:
            continue
        scorer = t.card(source).controller
        t.log(
            f"{t.player_name(winner)} would score {t.area_name(p.area)}'s bonus points; "
            f"{t.name(source)} replaces that: {t.player_name(scorer)} scores them instead (710.1)"
        )
        why, with_cards = f"instead ({t.name(source)}, 710.1, 517.2)", (source,)
        break
    scored = t.score(scorer, bonus, why, with_cards)
    if t.state.outcome is not None:
        return []
    if scored > 0:  # "when you score a Problem's bonus points"
        t.emit(Occurrence("scored-bonus", scorer, area=f.areas[0], amount=scored))
    return [*resolved, a.SolveStep(f.areas)]


def defeat(t: Table, tm: CardInstance, winner: int) -> None:
    """514.5a: ``winner`` defeats the Troublemaker: scores its point value and dismisses it."""
    name = t.name(tm.iid)
    points, fewer = t.pool[tm.card_id].point_value or 0, defeat_points_less(t, tm)
    why = f"for defeating {name} (514.5a)"
    if fewer:  # "they score one fewer points instead" (710.1; AD179)
        points = max(0, points - fewer)
        why = f"for defeating {name}, {fewer} fewer by its Problem (514.5a, 710.1)"
    t.score(winner, points, why)
    if t.state.outcome is not None:
        return
    area = tm.area
    watched = host_defeat_watched(t, tm.iid)  # "when you defeat that Troublemaker" (CN147):
    if watched:  # its attachments see the defeat, then go (511.2)
        t.unattach_later.add(tm.iid)
    new = t.to_discard(tm.iid, "dismissed", "514.5a")
    t.unattach_later.discard(tm.iid)
    # it names the card (in the discard pile now) only for its own "when this card is
    # defeated" (RR11, CS8): games without one keep their recorded ``recent``
    own = new is not None and "this-defeated" in layout(t.pool, tm.card_id).triggers
    known = t.left.get(tm.iid) if own or watched else None
    named = new if own else None
    t.emit(Occurrence("defeated", winner, named, tm.card_id, area, known=known))


def defeat_points_less(t: Table, tm: CardInstance) -> int:
    """ "If a player would score points for defeating a Troublemaker here, they score one
    fewer points instead" (AD179): Statics "defeat-points" of the cards at its Problem."""
    return sum(
        -st.amount
        for _, source, st in t.view().statics
        if st.kind == "defeat-points" and source.area == tm.area
    )


registry.begin_faceoff = begin_faceoff
