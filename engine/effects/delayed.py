"""Delayed and triggered modifiers an instruction creates, and phases it adds to the turn."""

from __future__ import annotations

from engine import agenda as a
from engine.abilities import LEAVES_PROBLEM, Ask, Resolver, describe_trigger
from engine.agenda import REST_OF_TURN
from engine.scripts.vocabulary import (
    EXTRA_CONFRONT,
    EXTRA_TURN,
    AdditionalReadyPhase,
    AtEndOfPhase,
    AtEndOfTurn,
    AtStartOfYourNextTurn,
    ExtraConfrontSteps,
    ExtraTurn,
    NewTroublemakerPhase,
    NextFlipInstead,
    NextTime,
    SkipPhase,
    WhenLeavesProblem,
)


def skip_phase(r: Resolver, e: SkipPhase) -> Ask | None:
    """The instruction "Skip the next [phase] Phase" (AD200): a lasting modifier that ends as
    it skips one (``flow.skipped``, 601.3)."""
    r.lasting("skip-phase", (), 0, e.phase, "permanent")
    r.t.log(f"  the next {e.phase} Phase is skipped ({r.name}, 601.3)")
    r.next()
    return None


def additional_ready_phase(r: Resolver, e: AdditionalReadyPhase) -> Ask | None:
    """The instruction "There is an additional Ready Phase before your next End Phase"
    (MT135): the Ready Phase's steps (603, 604, 605) right before this turn's End Phase, in
    the ability's controller's turn (601.3)."""
    t = r.t
    end = next((i for i, x in enumerate(r.s.agenda) if x == a.BeginPhase("End")), None)
    if end is None or r.s.turn_player != r.me:
        r.skip("it is not its controller's turn, with an End Phase still to come (601.3)")
        return None
    r.s.agenda[end:end] = [
        a.BeginPhase("Ready"),
        a.ReadyStep(),
        a.ActionStep(),
        a.DrawStep(),
        a.EndStep("Draw"),
        a.PriorityWindow("end of the draw step"),  # 601.2, 601.2a
        a.EndPhase("Ready"),
    ]
    t.log(f"  an additional Ready Phase comes before the End Phase ({r.name}, 601.3, 603)")
    r.next()
    return None


def extra_confront_steps(r: Resolver, e: ExtraConfrontSteps) -> Ask | None:
    """ "During the next Score Phase, there is an additional Confront Step for each Problem"
    (DE104): a lasting modifier until the end of the turn, whose Score Phase it is (a Main
    Phase Event; 610.1, ``flow.ConfrontRules``)."""
    r.lasting(EXTRA_CONFRONT, (), 1, "", "turn")
    r.t.log(
        f"  the next Score Phase has an additional confront step for each Problem ({r.name}, 610.1)"
    )
    r.next()
    return None


def extra_turn(r: Resolver, e: ExtraTurn) -> Ask | None:
    """The instruction "take an extra turn after this one" (ST1): a lasting modifier that
    ends as its turn begins (``flow.EndTurnRules``, 616.4)."""
    r.lasting(EXTRA_TURN, (), 0, "", "permanent", player=r.me)
    r.t.log(f"  {r.t.player_name(r.me)} will take an extra turn after this one ({r.name}, 616.4)")
    r.next()
    return None


def new_troublemaker_phase(r: Resolver, e: NewTroublemakerPhase) -> Ask | None:
    """The instruction "A new Troublemaker Phase starts after this one", before the Main Phase
    (607, 601.3)."""
    t = r.t
    phase = REST_OF_TURN["troublemaker"][: -len(REST_OF_TURN["main"])]
    main = next((i for i, x in enumerate(r.s.agenda) if x == a.BeginPhase("Main")), None)
    if main is None:
        r.skip("no Main Phase is left this turn to start a Troublemaker Phase before")
        return None
    r.s.agenda[main:main] = phase
    t.log(
        f"  a new Troublemaker Phase starts after this one, before the Main Phase "
        f"({r.name}, 607, 601.3)"
    )
    r.next()
    return None


def next_time(r: Resolver, e: NextTime) -> Ask | None:
    """The instruction "The next time ... this turn": a triggered modifier, once, this turn
    (708.4, 616.4)."""
    t, op = r.t, r.op
    if e.until == "faceoff" and r.s.faceoff is None:
        r.skip("no faceoff is in progress (514.6)")
        return None
    value = str(op.step)
    if e.named:  # "with that name": the name is kept with the modifier (201.1; LL138)
        if not op.named:
            r.skip("no name was named")
            return None
        value += f"|{op.named}"
    r.lasting("next-time", op.chosen, op.ability, value, e.until)
    if e.until == "faceoff":
        when = describe_trigger(e.when) + (f", named {op.named!r} (201.1)" if e.named else "")
        t.log(f"  {r.name}: until the end of the faceoff, {when} (708.4, 514.6)")
    else:
        t.log(f"  {r.name}: the next time {describe_trigger(e.when)} this turn (708.4)")
    r.next()
    return None


def at_start_of_your_next_turn(r: Resolver, e: AtStartOfYourNextTurn) -> Ask | None:
    """The instruction "At the start of your next turn": a delayed triggered ability (601.2,
    704)."""
    t, op = r.t, r.op
    kind = "at-next-turn" if e.anyone else "at-your-next-turn"  # "the next turn" (AD105)
    r.lasting(kind, op.chosen, op.ability, str(op.step), "permanent")
    whose = "the" if e.anyone else f"{t.player_name(r.me)}'s"
    t.log(
        f"  {r.name}: at the start of {whose} next turn, its delayed ability will trigger (601.2)"
    )
    r.next()
    return None


def at_end_of_phase(r: Resolver, e: AtEndOfPhase) -> Ask | None:
    """The instruction "At the end of the phase": a delayed triggered ability, triggering as
    the phase in progress ends (601.2, 704)."""
    t, op = r.t, r.op
    if e.phase:  # "at the end of your Score Phase" (LL95): that Phase of its controller's turn
        r.lasting(f"at-end-of-phase:{e.phase}", op.chosen, op.ability, str(op.step), "permanent")
        t.log(
            f"  {r.name}: at the end of {t.player_name(r.me)}'s {e.phase} Phase, its delayed "
            f"ability will trigger (601.2)"
        )
        r.next()
        return None
    r.lasting("at-end-of-phase", op.chosen, op.ability, str(op.step), "permanent")
    t.log(f"  {r.name}: at the end of the phase, its delayed ability will trigger (601.2)")
    r.next()
    return None


def next_flip_instead(r: Resolver, e: NextFlipInstead) -> Ask | None:
    """The instruction "The next time you would flip a card during this faceoff, ... instead"
    (710.1, 515.1): a replacement for the faceoff in progress (``flow.offer_flip_replacements``)."""
    t, op = r.t, r.op
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress (515.1)")
        return None
    r.lasting("next-flip", op.chosen, op.ability, str(op.step), "faceoff", player=r.me)
    t.log(f"  {r.name}: the next time {t.player_name(r.me)} would flip a card, it is replaced")
    r.next()
    return None


def at_end_of_turn(r: Resolver, e: AtEndOfTurn) -> Ask | None:
    """The instruction "At the end of the turn": a delayed triggered ability, triggering in the
    End of Turn step (615.1)."""
    t, op = r.t, r.op
    # a delayed triggered ability: it triggers in the End of Turn step (615.1)
    r.lasting("at-end-of-turn", op.chosen, op.ability, str(op.step))
    t.log(f"  {r.name}: at the end of the turn, its delayed ability will trigger (615.1)")
    r.next()
    return None


def when_leaves_problem(r: Resolver, e: WhenLeavesProblem) -> Ask | None:
    """The instruction "When this card leaves that Problem, ..." (PR211): a delayed triggered
    ability linking this card, as it triggered, to the Problem at the area it triggered at
    (``abilities.left_problem``, 615.1); its CHOSEN are the cards CHOSEN now."""
    t, op = r.t, r.op
    problem = t.problem_at(op.area) if op.area is not None else None
    if problem is None:
        r.skip("this card's ability did not trigger at a Problem")
        return None
    value = f"{op.step}|{op.source}|{problem.iid}"
    r.lasting(LEAVES_PROBLEM, op.chosen, op.ability, value, "permanent")
    where = t.name(problem.iid)
    t.log(f"  {r.name}: when it leaves {where}, its delayed ability will trigger (615.1)")
    r.next()
    return None
