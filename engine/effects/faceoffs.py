"""Instructions about faceoffs (514, 515): flips, and results and endings arranged as it starts."""

from __future__ import annotations

from dataclasses import replace

from engine import agenda as a
from engine import characteristics as ch
from engine import registry
from engine.abilities import Ask, Resolver, cant_challenge, pay_to_challenge
from engine.areas import Area
from engine.cards import CardType
from engine.choices import ChooseCard, DecisionKind
from engine.scripts.vocabulary import (
    HERE,
    NEXT_FACEOFF_TOTAL,
    THIS,
    YOU,
    AddToTotal,
    AtEndOfFaceoff,
    Cards,
    Challenge,
    ConfrontArea,
    EndTheFaceoff,
    FaceoffResult,
    FewerFlips,
    Flip,
    FlipKeepOne,
    Ref,
    StartFaceoff,
)
from engine.state import CardInstance, Zone
from engine.trace import RULE_CHANGE


def flip(r: Resolver, e: Flip) -> Ask | None:
    """Flip cards in the faceoff in progress (515); none without a faceoff."""
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress, so nothing is flipped (515)")
        return None
    flips = [a.FlipCard(p) for p in r.players(e.who) for _ in range(e.n)]
    r.next(*flips)
    return None


def end_the_faceoff(r: Resolver, e: EndTheFaceoff) -> Ask | None:
    """ "End the faceoff" (AD42, AD87): what is left of the faceoff in progress up to its end
    (the priority windows, flips and the comparing of totals to come) is replaced by its end
    (514.6): not resolved yet, no player wins it (514.5); resolved, its result stands and it
    ends now."""
    f = r.s.faceoff
    if f is None:
        r.skip("no faceoff is in progress (514.6)")
        return None
    agenda = r.s.agenda
    end = next(
        (k for k in range(1, len(agenda)) if isinstance(agenda[k], a.CompareTotals | a.EndFaceoff)),
        None,
    )
    if end is None:
        r.skip("the faceoff is ending already (514.6)")
        return None
    if e.optional and (q := r.may("end the faceoff")):
        return q
    if isinstance(agenda[end], a.CompareTotals):  # not resolved: nobody wins (514.5)
        agenda[1 : end + 1] = [a.EndFaceoff(f)]
        r.t.log(f"  {r.name} ends the faceoff: no player wins it (514.5, 514.6)")
    else:  # resolved: its result stands, the faceoff ends now
        agenda[1:end] = []
        r.t.log(f"  {r.name} ends the faceoff (514.6)")
    r.next()
    return None


def fewer_flips(r: Resolver, e: FewerFlips) -> Ask | None:
    """ "Have players flip [n] fewer cards during that faceoff" (514.3a): each player's
    flips of 514.3 still to come, ``n`` fewer (none left: nothing more)."""
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress (514.3a)")
        return None
    agenda = r.s.agenda
    for p in range(len(r.s.players)):
        for _ in range(e.n):  # the flips of 514.3 still to come, each player's
            i = next(
                (i for i, op in enumerate(agenda) if isinstance(op, a.FlipCard) and op.player == p),
                None,
            )
            if i is not None:
                del agenda[i]
    r.t.note(
        RULE_CHANGE,
        f"  each player flips {e.n} fewer card{'s' * (e.n != 1)} in this faceoff "
        f"({r.name}, 514.3a)",
        numbers=(-e.n,),
        rules=("514.3a",),
    )
    r.next()
    return None


def flip_keep_one(r: Resolver, e: FlipKeepOne) -> Ask | None:
    """ "You may flip [n] additional cards, then choose one of the cards flipped this way and
    ignore the rest" (515.1, 515.4): asked, flipped (``count`` 1, CHOSEN the cards flipped
    before), then one kept."""
    t, op = r.t, r.op
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress, so nothing is flipped (515)")
        return None
    mine = r.s.players[r.me].flip
    if op.count == 0:
        n = r.number(e.count, THIS)
        if n <= 0:
            r.skip("it flips no card")
            return None
        if q := r.may(f"flip {n} additional card{'s' * (n != 1)}, then keep one"):
            return q
        flips = [a.FlipCard(r.me) for _ in range(n)]
        r.s.agenda[0:1] = [*flips, replace(op, count=1, chosen=tuple(mine))]
        return None
    new = [i for i in mine if i not in op.chosen]  # "the cards flipped this way"
    if len(new) <= 1:
        r.next(chosen=tuple(new))
        return None
    return Ask(
        r.me,
        DecisionKind.TARGET,
        f"{t.player_name(r.me)}: choose the flipped card to keep; the rest are ignored "
        f"({r.name}, 515.4)",
        [ChooseCard(r.me, i) for i in new],
    )


def faceoff_result(r: Resolver, e: FaceoffResult) -> Ask | None:
    """The result of a faceoff the instruction before started: arranged as it started (514.5d)."""
    if belongs_to_faceoff(r):
        r.next()  # arranged as the faceoff started (514.5d, 514.6)
        return None
    r.skip("no faceoff was started by the instruction before (514.5d)")
    return None


def at_end_of_faceoff(r: Resolver, e: AtEndOfFaceoff) -> Ask | None:
    """The instruction "At the end of the faceoff": arranged as the faceoff started, or a
    delayed ability for the faceoff in progress (514.6)."""
    t, op = r.t, r.op
    if belongs_to_faceoff(r):
        r.next()  # arranged as the faceoff started (514.5d, 514.6)
        return None
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress (514.6)")
        return None
    r.lasting("at-end-of-faceoff", op.chosen, op.ability, str(op.step), "faceoff")
    t.log(f"  {r.name}: at the end of the faceoff, its delayed ability will trigger")
    r.next()
    return None


def belongs_to_faceoff(r) -> bool:
    """Whether the current ``FaceoffResult`` / ``AtEndOfFaceoff`` follows (within two
    instructions) the instruction that started a faceoff, and so was arranged then."""
    step = r.op.step
    return any(
        isinstance(r.prog[i][0], Challenge | StartFaceoff) for i in range(max(0, step - 2), step)
    )


def no_faceoff_now(r) -> bool:
    """Faceoffs can't be started during a faceoff (707.4a): one is in progress."""
    if r.s.faceoff is None:
        return False
    r.skip("a faceoff is in progress and faceoffs can't be started during one (707.4a)")
    return True


def challenge(r: Resolver, e: Challenge) -> Ask | None:
    """608.4: challenge a Troublemaker: choose it (count 0), then the character that
    challenges with it, if the effect names one (count 1); then start the faceoff."""
    t, op = r.t, r.op
    if no_faceoff_now(r):
        return None
    if op.count == 0:
        tms = [
            c
            for c in r.targets(e.troublemaker)
            if c.zone is Zone.PLAY
            and not c.face_down
            and ch.is_type(t.pool, c, CardType.TROUBLEMAKER)
            and c.area is not None
            and cant_challenge(t, c, r.me) is None
        ]
        if not tms and (isinstance(e.troublemaker, Ref) or e.optional):
            r.skip("there is no face-up Troublemaker it may challenge (505.2, 608.1)")
            return None
        if e.optional and (q := r.may("challenge a Troublemaker")):  # "you may" (712.3)
            return q
        if isinstance(e.troublemaker, Ref) or len(tms) <= 1:
            if not tms:
                r.skip("there is no face-up Troublemaker it may challenge (505.2, 608.1)")
                return None
            r.stay(count=1, chosen=(tms[0].iid,))
            return None
        return r.choose_for(Cards(), tms, "to challenge", e)
    tm = t.card(op.chosen[0])
    if e.everywhere:  # "with all of your characters in play" (514.2a.i; SB104): flagged
        mine = Cards(YOU, (CardType.MANE, CardType.FRIEND))
        ids = tuple(c.iid for c in r.targets(mine) if c.zone is Zone.PLAY)
        begin_challenge(r, tm, ids, e.power)
        return None
    if e.using is None or isinstance(e.using, Ref) or op.count == 2:
        using: tuple[int, ...] | None = None
        if isinstance(e.using, Ref):
            using = tuple(c.iid for c in r.refer(e.using) if c.zone is Zone.PLAY)
        elif e.using is not None:
            using = op.chosen[1:]
        begin_challenge(r, tm, using, e.power)
        return None
    chars = [c for c in r.targets(e.using) if ch.is_character(t.pool, c)]
    if not chars:
        r.skip("there is no character to challenge with")
        return None
    return r.choose_for(e.using, chars, f"to challenge {t.name(tm.iid)} with", e)


def begin_challenge(
    r: Resolver, tm: CardInstance, using: tuple[int, ...] | None, power: int = 0
) -> None:
    t, op = r.t, r.op
    assert tm.area is not None
    pay_to_challenge(t, tm.iid, r.me)
    f = faceoff(r, a.FaceoffKind.TROUBLEMAKER, (tm.area,), tm.iid, using)
    who = "all their characters there (514.2a)"
    if using is not None:
        who = (", ".join(t.name(i) for i in using) or "no character") + " (514.2a.i)"
    t.log(
        f"  {t.player_name(r.me)} challenges {t.name(tm.iid)} at "
        f"{t.area_name(tm.area)} with {who} ({r.name}, 608.4)"
    )
    arrange(r, f, op.chosen)
    if power:  # "your characters involved in
        # the faceoff have +1 power until the end of the faceoff" (SB105): those of the
        # challenger's characters involved as it begins (514.2a), until it ends (514.6)
        mine = [
            c.iid
            for c in t.at(tm.area)
            if c.controller == r.me and ch.is_character(t.pool, c) and not c.face_down
        ]
        if using is not None:
            mine = list(using)
        r.lasting("power", tuple(mine), power, until="faceoff")
        names = ", ".join(t.name(i) for i in mine) or "no character"
        t.log(f"  {names} get {power:+d} power until the end of the faceoff ({r.name}, 708.2)")
    r.next(*registry.begin_faceoff(t, f))


def start_faceoff(r: Resolver, e: StartFaceoff) -> Ask | None:
    """514.2c: the controller chooses one of their cards fitting ``mine`` that some card
    fitting ``theirs`` can face (count 0), then that card (count 1); then the faceoff."""
    t, op = r.t, r.op
    if no_faceoff_now(r):
        return None
    if e.at_problem:
        return start_faceoff_at_problem(r, e)
    if op.count < 2:
        mine = t.card(op.chosen[0]) if op.count == 1 else None
        options = [
            c
            for c in r.targets(e.mine if mine is None else e.theirs)
            if (facing(r, e, c) if mine is None else can_face(r, e, mine, c))
        ]
        if not options:
            r.skip("no two Friends fit its description (705.2f)")
            return None
        if e.optional and mine is None and (q := r.may("start a faceoff")):  # 712.3 (FF67)
            return q
        what = "for the faceoff" if mine is None else f"to face {t.name(mine.iid)}"
        return r.choose_for(e.mine if mine is None else e.theirs, options, what, e)
    f = faceoff(r, a.FaceoffKind.EFFECT, (), None, op.chosen[:2])
    names = " and ".join(t.name(i) for i in op.chosen[:2])
    t.log(f"  {t.player_name(r.me)} starts a faceoff involving {names} ({r.name}, 514.2c)")
    arrange(r, f, op.chosen[:2])
    r.next(*registry.begin_faceoff(t, f))
    return None


def start_faceoff_at_problem(r: Resolver, e: StartFaceoff) -> Ask | None:
    """ "Start a faceoff involving your characters at a Problem and an opponent's
    characters there": the controller chooses a Problem where both have characters; the
    faceoff occurs there (514.2e) and involves the characters there, as they come and go
    (514.2c, 514.2d); only what the effect says follows it (514.5d)."""
    t, op = r.t, r.op
    if op.count == 0:
        options = [
            problem
            for problem in r.targets(Cards(types=(CardType.PROBLEM,)))
            if {c.controller for c in t.at(problem.area) if ch.is_character(t.pool, c)}
            >= {r.me, r.s.opponent(r.me)}
        ]
        if not options:
            r.skip("no Problem has characters of both players (705.2f)")
            return None
        return r.choose_for(Cards(types=(CardType.PROBLEM,)), options, "for the faceoff", e)
    area = t.card(op.chosen[0]).area
    assert area is not None
    f = faceoff(r, a.FaceoffKind.EFFECT, (area,), None, None)
    t.log(
        f"  {t.player_name(r.me)} starts a faceoff at {t.area_name(area)} ({r.name}, "
        f"514.2c, 514.2e)"
    )
    arrange(r, f, ())
    r.next(*registry.begin_faceoff(t, f))
    return None


def facing(r: Resolver, e: StartFaceoff, c: CardInstance) -> bool:
    return any(can_face(r, e, c, x) for x in r.targets(e.theirs))


def can_face(r: Resolver, e: StartFaceoff, mine: CardInstance, theirs: CardInstance) -> bool:
    """ "An opponent's Friend with equal or greater power" than ``mine``."""
    t = r.t
    return theirs.iid != mine.iid and (
        not e.stronger or (t.power(theirs.iid) or 0) >= (t.power(mine.iid) or 0)
    )


def faceoff(
    r: Resolver,
    kind: a.FaceoffKind,
    areas: tuple[Area, ...],
    troublemaker: int | None,
    cards: tuple[int, ...] | None,
) -> a.Faceoff:
    """The record of the faceoff this instruction starts, naming the ability and the
    ``FaceoffResult`` after the instruction, if any (514.5d)."""
    op = r.op
    won = next(
        (
            i
            for i in range(op.step + 1, min(op.step + 3, len(r.prog)))
            if isinstance(r.prog[i][0], FaceoffResult)
        ),
        -1,
    )
    return a.Faceoff(kind, r.me, areas, troublemaker, cards, op.source, op.card_id, op.ability, won)


def arrange(r: Resolver, f: a.Faceoff, chosen: tuple[int, ...]) -> None:
    """An ``AtEndOfFaceoff`` after the current instruction: its delayed ability, created
    as the faceoff starts (514.6), refers to ``chosen``."""
    op = r.op
    for i in range(op.step + 1, min(op.step + 3, len(r.prog))):
        if isinstance(r.prog[i][0], AtEndOfFaceoff):
            r.lasting("at-end-of-faceoff", chosen, op.ability, str(i), "faceoff")


def add_to_total(r: Resolver, e: AddToTotal) -> Ask | None:
    """The instruction "add that card's printed power to your power total for that faceoff"
    (514.4a): a lasting "faceoff-total" for the ability's controller until the faceoff ends."""
    t = r.t
    if e.next_faceoff:  # "add its power to your next faceoff this turn" (CN147)
        if e.optional and (q := r.may("add its power to your next faceoff this turn")):
            return q
        n = r.number("power", e.of)
        r.lasting(NEXT_FACEOFF_TOTAL, (), n, until="turn", player=r.me)
        t.log(
            f"  {t.player_name(r.me)} will add {n} to their power total in their next faceoff "
            f"this turn ({r.name}, 514.4a)"
        )
        r.next()
        return None
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress (514.4a)")
        return None
    n = r.number("power", e.of)
    r.lasting("faceoff-total", (), n, until="faceoff", player=r.me)
    t.log(
        f"  {t.player_name(r.me)} adds {n} to their power total for the faceoff ({r.name}, 514.4a)"
    )
    r.next()
    return None


def confront_area(r: Resolver, e: ConfrontArea) -> None:
    """ "Players can't confront that Problem that turn", "your opponent needs +2 power to
    confront this card's Problem this turn" (708.2, 611.3; CG58, CG42)."""
    t, area = r.t, r.op.area
    if e.where == HERE:  # this card's Problem, as it last existed in play (712.2)
        k = r.known(THIS)
        area = k.area if k is not None else None
    if area is None or not area.at_problem:
        r.skip("it names no Problem")
        return None
    if e.contributes:  # "contribute its power to confronting a Problem" (DE6, SB57): this card
        r.lasting("confront-contributes", (r.op.source,), 0, str(area), e.until, player=r.me)
        t.log(
            f"  {t.name(r.op.source)} contributes its power to confronting {t.area_name(area)} "
            f"until the end of the {e.until} ({r.name}, 708.2, 611.3a)"
        )
        r.next()
        return None
    for p in r.players(e.who):
        if e.cant:
            r.lasting("no-confront-area", (), 0, str(area), e.until, player=p)
            said = "can't confront"
        elif e.by_traits:  # read by ``flow.confront_check``
            r.lasting("confront-by-traits", (), 0, f"{area};{e.by_traits}", e.until, player=p)
            said = f"meets the requirements with ready {', '.join(e.by_traits.split('|'))} there;"
            said += " may confront"
        elif e.reduce:  # read by ``flow.confront_check``
            r.lasting("confront-reduce", (), e.reduce, str(area), e.until, player=p)
            said = f"needs {e.reduce} power less to confront"
        else:
            r.lasting("confront-area", (), e.amount, str(area), e.until, player=p)
            said = f"needs +{e.amount} power to confront"
        t.log(
            f"  {t.player_name(p)} {said} {t.area_name(area)} until the end of the "
            f"{e.until} ({r.name}, 708.2, 611.3)"
        )
    r.next()
    return None
