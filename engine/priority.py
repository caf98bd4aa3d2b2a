"""Actions and priority (510, 512, 609, 703, 705): what a player holding priority may do now.

``actions(t, player, main)`` lists the actions the timing rules allow (512): Main Phase actions
for the turn player in their Main Phase (609.2), "[x] Phase" cards and abilities in that phase
(512.3), Faceoff ones during faceoffs (512.4), Reactions whose condition was met since the last
window closed (512.4d) and Immediate ones at any time (512.5). ``check`` says why an action is
not allowed, with rule numbers; ``take`` carries one out (705.2). Costs are checked in full
before anything is paid (508.1d), so an action that could not be completed is refused and the
game is left exactly as before it (705.2).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations

from engine import agenda as a
from engine import characteristics as ch
from engine import manual, registry
from engine.abilities import (
    ALSO_WATCHED,
    NO_REQUIREMENT,
    _lends,
    as_event_played,
    banished_instead_of_hand,
    can,
    choosable,
    definition_layout,
    do,
    face_up_here,
    fits_about,
    forbidder,
    layout,
    lent,
    matches,
    move_card,
    rule_forbidden,
    unfrighten_forbidder,
    why_not_there,
)
from engine.abilities import paid as paid_tokens
from engine.areas import Area, AreaKind, home
from engine.cards import CHARACTER_TYPES, CardDefinition, CardType, Colour, has_title
from engine.choices import (
    ActivateAbility,
    Choice,
    DrawAction,
    MoveCharacter,
    PlayCard,
    Rally,
    UseManualText,
)
from engine.explain import CostPart, cost_text, rules_of
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    ANY_NUMBER,
    BANISH_NOT_DISCARD,
    BANISHED_FACE_DOWN,
    FACEOFF_PLAY,
    FIRST_FRIEND_HERE,
    FLIPPED,
    HERE,
    MAIN_ACTIONS_ONLY,
    PLAY_SELF,
    PLAYABLE_BANISHED,
    PLAYABLE_DISCARD,
    THIS,
    Act,
    Activated,
    Attach,
    Cards,
    Condition,
    Cost,
    Move,
    Play,
    Ref,
    Replacement,
    Static,
    Target,
    Trigger,
)
from engine.state import CardInstance, LastingEffect, Occurrence, Zone
from engine.table import EVERY_REDUCTION, NEXT_REQUIREMENT, Table, friend_played_to, occurrence
from engine.trace import COST, PLAY
from engine.view import PLAY_COST, View, static_abilities, whose

MAIN = "Main Phase"
PRINTED_MOVE = CostPart(2, "printed", "609.2b")
PRINTED_DRAW = CostPart(1, "printed", "609.2d")


def event_timing(t: Table, card_id: str) -> str:
    """The timing phrase of an Event (512.1); a vanilla Event counts as a Main Phase one."""
    return t.pool.derive("timing", card_id, _timing)  # type: ignore[return-value]


def _timing(d: CardDefinition) -> str:
    lay = definition_layout(d)
    for i in lay.front:
        if isinstance(lay.abilities[i], Play):
            return lay.abilities[i].timing  # type: ignore[union-attr]
    return manual.event_timing(d) or MAIN  # not automated: its printed timing phrase


def _hasty(d: CardDefinition) -> bool:
    """Whether a card may be played as an Immediate action (glossary: Hasty, 512.5): it has
    Hasty, or its script says "Immediate: You may play this card from your hand" as
    ``Static("keyword", THIS, value="Hasty")``, functioning in the hand (701.3; EO212)."""
    if d.keyword("Hasty") is not None:
        return True
    return any(
        isinstance(x, Static) and x.kind == "keyword" and x.value == "Hasty" and x.target == THIS
        for x in definition_layout(d).abilities
    )


def hand_hasty(t: Table, player: int) -> bool:
    """Whether the Friends in ``player``'s hand have Hasty now (512.5): a lasting "hand-hasty"
    modifier of theirs (``HandHasty``; HM101, HM142), or a card of theirs in the flip zone
    whose Chaos says so (``Static("hand-hasty", condition=FLIPPED)``, 701.3; HM142)."""
    s = t.state
    if any(e.kind == "hand-hasty" and e.player == player for e in s.effects):
        return True
    if not s.players[player].flip:
        return False
    says = t.pool.facts("hand-hasty-flipped", _hand_hasty_flipped)
    return any(says[s.cards[i].card_id] for i in s.players[player].flip)


def main_events_immediate(t: Table, player: int) -> bool:
    """Whether ``player`` may play Events with Main Phase timing as Immediate actions now (even
    if it isn't their Main Phase): a lasting "events-immediate" modifier of theirs
    (``RuleChange``; 512.3, 512.5; LL142)."""
    return any(e.kind == "events-immediate" and e.player == player for e in t.state.effects)


def _bars_events_flipped(d: CardDefinition) -> bool:
    """ "Chaos: While this card is flipped, players can't play Events" (LL80):
    ``Static("cant-play-events", condition=FLIPPED)``."""
    return any(
        isinstance(x, Static) and x.kind == "cant-play-events" and x.condition == FLIPPED
        for x in definition_layout(d).abilities
    )


def _hand_hasty_flipped(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Static) and x.kind == "hand-hasty" and x.condition == FLIPPED
        for x in definition_layout(d).abilities
    )


def _main_actions_only(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Static) and x.kind == MAIN_ACTIONS_ONLY
        for x in definition_layout(d).abilities
    )


def main_actions_only(t: Table) -> CardInstance | None:
    """The card in play whose "Players can't play cards, activate abilities, or take actions
    except as a Main Phase action" applies now (``Static(MAIN_ACTIONS_ONLY)``; FF84), or None:
    then a player may take an action (705.1) only as the turn player at their Main Phase
    decision (609.1), never in another priority window (104.2)."""
    if not t.pool.any_card(MAIN_ACTIONS_ONLY, _main_actions_only):
        return None  # no card of the pool says so: one look-up
    view = t.view()
    return next(
        (
            c
            for _, c, st in view.statics
            if st.kind == MAIN_ACTIONS_ONLY and view.holds(st.condition, c, c.controller)
        ),
        None,
    )


def _usable_outside_main(d: CardDefinition) -> bool:
    """Whether a card in hand could ever be played outside the Main Phase (512.4, 512.5)."""
    if d.type is CardType.EVENT:
        return _timing(d) != MAIN
    return _hasty(d) or _faceoff_play(d)


def _faceoff_play(d: CardDefinition) -> bool:
    """ "Faceoff: You may play this card to an area where you have a character involved in a
    faceoff" (``Static(FACEOFF_PLAY)``; CN12): it functions in the hand (701.3)."""
    return any(
        isinstance(x, Static) and x.kind == FACEOFF_PLAY for x in definition_layout(d).abilities
    )


def involved_areas(t: Table, player: int) -> frozenset[Area]:
    """The areas where ``player`` has a character involved in the faceoff in progress
    (514.2): where a card with ``FACEOFF_PLAY`` may be played (CN12)."""
    if t.state.faceoff is None:
        return frozenset()
    view = t.view()
    return frozenset(
        c.area
        for c in t.state.in_play()
        if c.controller == player
        and c.area is not None
        and view.is_involved(c.iid)
        and t.pool[c.card_id].type in CHARACTER_TYPES
    )


def _activated(d: CardDefinition) -> bool:
    return any(isinstance(x, Activated) for x in definition_layout(d).abilities)


# A way a card may give a player an action outside their Main Phase: the timing phrase it
# needs (512) and, for a Reaction, the kinds of occurrence it answers (512.4d), or None: any.
# ANYTIME: it may, whatever the timing (Agile, Hasty, abilities lent or granted).
Way = tuple[str | None, frozenset[str] | None]
ANYTIME: Way = (None, None)


def _ways_from_hand(d: CardDefinition) -> tuple[Way, ...]:
    """How a card in hand could be played outside the Main Phase (``_card_problem``): an
    Event by its timing (512.1), a Reaction one only after what it answers (512.4d); a card
    with Hasty at any time (512.5)."""
    if d.type is not CardType.EVENT:
        lay = definition_layout(d)  # "Immediate: Banish this card from your hand to ..."
        hand = tuple((lay.abilities[i].timing, None) for i in _activated_in_hand(d))  # type: ignore[union-attr]
        if _faceoff_play(d):  # "Faceoff: You may play this card to ..." (CN12; 512.4)
            hand = (*hand, ("Faceoff", None))
        return (ANYTIME,) if _hasty(d) else hand
    timing = _timing(d)
    if timing == MAIN:
        return ()
    lay = definition_layout(d)
    play = next((lay.abilities[i] for i in lay.front if isinstance(lay.abilities[i], Play)), None)
    if play is None:  # not automated: the judge applies it (``engine.manual``)
        return ((timing, manual.event_reaction(d) if "Reaction" in timing else None),)
    react = play.react  # type: ignore[union-attr]
    return ((timing, frozenset(r.event for r in react) if react else None),)


def _ways_from_discard(d: CardDefinition) -> tuple[Way, ...]:
    """How a card in the discard pile could give its owner an action outside their Main
    Phase: "Immediate: Banish this card from your discard pile to ..." (DE17; 701.3)."""
    lay = definition_layout(d)
    return tuple((lay.abilities[i].timing, None) for i in _activated_in_discard(d))  # type: ignore[union-attr]


def _ways_in_play(d: CardDefinition) -> tuple[Way, ...]:
    """How a card in play could give a player an action outside their Main Phase (either
    side, 301.3): an activated ability whose timing is not "Main Phase" (512), answering the
    occurrences its triggers watch (``matches``) if it is a Reaction; a printed Agile (512.5),
    an Agile grant (711) or other cards' abilities lent (``_lends``) at any time.

    A granted keyword brings only continuous abilities (``View``), and none of them grants a
    keyword (tests/engine/test_priority.py), so no other card gives Agile."""
    sides = (d, d.boosted) if d.boosted else (d,)
    if (
        any(k.name == "Agile" for side in sides for k in side.keywords)
        or any(
            st.kind == "keyword" and st.value.split(" ")[0] == "Agile"
            for boosted in (False, True)
            for st in static_abilities(d, boosted)
        )
        or _lends(d)
    ):
        return (ANYTIME,)
    out: list[Way] = []
    for x in definition_layout(d).abilities:
        if isinstance(x, Activated) and x.timing != MAIN and not in_hand(x) and not in_discard(x):
            kinds = {k for r in x.react for k in (r.event, *ALSO_WATCHED.get(r.event, ()))}
            out.append((x.timing, frozenset(kinds) if x.react else None))
    return (*out, *manual.ways(d))  # activated abilities the judge applies


def event_play(t: Table, card_id: str) -> tuple[int, Play] | None:
    lay = layout(t.pool, card_id)
    for i in lay.front:
        if isinstance(lay.abilities[i], Play):
            return i, lay.abilities[i]  # type: ignore[return-value]
    return None


def timing_ok(t: Table, player: int, timing: str, main: bool) -> str | None:
    """Why ``timing`` does not allow ``player`` to act now (512), or None."""
    s = t.state
    if "Immediate" in timing:
        return None  # 512.5
    if "Faceoff" in timing:
        f = s.faceoff
        if f is None:
            return f"{timing!r} is only during a faceoff (512.4)"
        kind = f.family.capitalize() or "effect-started"  # 514.2c: neither of the two
        for named in ("Troublemaker", "Problem"):
            if f"{named} Faceoff" in timing and named != kind:
                return f"{timing!r} is only during a {named} faceoff, this is a {kind} one (512.4a)"
        return None
    if "Reaction" in timing:
        phase = timing.split(" Phase", 1)[0] if " Phase" in timing else None
        if phase and s.phase != phase:
            return f"{timing!r} only reacts during the {phase} Phase (512.4b)"
        return None
    if timing.endswith("Phase"):
        phase = timing[: -len(" Phase")]
        # "Any Phase" is 512.3 with [x] any Phase: the turn player, during any Phase of their
        # turn, not during a faceoff (512.3a)
        if player != s.turn_player:
            return f"{timing!r}: only the turn player may act with it (512.3)"
        if s.faceoff is not None:
            return f"{timing!r} can't be used during a faceoff (512.3a)"
        if phase != "Any" and (s.phase != phase or (phase == "Main" and not main)):
            return f"{timing!r} is only during your {phase} Phase (512.3)"
        return None
    return f"unknown timing phrase {timing!r} (512.1)"


def answers(t: Table, react: Trigger, occ: Occurrence, player: int, event: CardInstance) -> bool:
    """Whether ``occ`` is an instance of an Event Reaction's condition ``react`` for ``player``
    (read from the player's side: "after an opponent plays a Friend")."""
    return (
        occ.kind == react.event
        and whose(react.who, occ.player, player)
        and (not react.value or occ.via == react.value)
        and (react.at_least is None or occ.amount >= react.at_least)
        and fits_about(t, react, occ, event, player)
        and (react.condition is None or t.view().holds(react.condition, event, player, occ.area))
    )


def reacting(
    t: Table, player: int, react: tuple[Trigger, ...], key: str, source: CardInstance, index: int
) -> int | None:
    """The latest occurrence since the last window closed (512.4d) that the Reaction ``react``
    of ``source`` answers and has not answered yet (512.4c: once per instance, ``key``), or
    None. A card in play (an activated Reaction, ``index`` its ability) reads the condition
    as its triggers do (``matches``); an Event in hand from its player's side (``answers``)."""
    s = t.state
    in_play = source.zone is Zone.PLAY
    # the kinds of occurrence it could answer (``matches`` reads these, ``answers`` the first):
    # a loop of actions in one window makes ``recent`` long, and most of it is other kinds
    kinds = {k for trig in react for k in (trig.event, *ALSO_WATCHED.get(trig.event, ()))}
    for n in range(len(s.recent) - 1, -1, -1):
        occ = s.recent[n]
        if occ.kind not in kinds or (s.memo and f"{key}:{n}" in s.memo):
            continue
        for trig in react:
            if (
                matches(t, trig, occ, source, index)
                if in_play
                else answers(t, trig, occ, player, source)
            ):
                return n
    return None


def reaction_met(
    t: Table, player: int, react: tuple[Trigger, ...], key: str, source: CardInstance, index: int
) -> str | None:
    """Why the Reaction can't be played or activated now (512.4c, 512.4d), or None."""
    if not react or reacting(t, player, react, key, source, index) is not None:
        return None
    answered = f"{key}:"
    if any(m.startswith(answered) for m in t.state.memo):
        return (
            "it has already reacted to each instance of its condition since the last priority "
            "window closed: a Reaction answers an instance once (512.4c, 512.4d)"
        )
    return "its Reaction condition has not been met since the last priority window closed (512.4d)"


def react_key(player: int, card_id: str, iid: int | None = None, number: int = 0) -> str:
    """The memo key of a Reaction's answered instances (512.4c): an Event's by card name, an
    activated ability's by the card in play and the ability."""
    return f"react:{player}:{card_id}" if iid is None else f"react:{player}:#{iid}:{number}"


def answer(t: Table, key: str, n: int) -> Occurrence:
    """Mark instance ``n`` as answered (512.4c) and return it."""
    t.state.memo = t.state.memo | {f"{key}:{n}"}
    return t.state.recent[n]


# --- costs (508, 609.2) ---------------------------------------------------------------------
def move_cost(
    t: Table,
    iid: int,
    area: Area | None = None,
    player: int | None = None,
    parts: list[CostPart] | None = None,
) -> int:
    """609.2b: 2, Swift 1 less, plus "pay +[n] to move" modifiers; never less than 1.
    ``parts``: given, the parts of the sum are added to it (``explain.CostPart``)."""
    c = t.card(iid)
    swift = t.keyword(iid, "Swift") is not None
    cost = 2 - (1 if swift else 0)
    if parts is not None:
        parts.append(CostPart(2, "printed", "609.2b"))
        if swift:
            parts.append(CostPart(-1, f"Swift of {t.name(iid)}", "glossary: Swift", iid))
    payer = c.controller if player is None else player
    for where, who, n, both, source in t.view().move_extra:
        if who == payer and (area == where or (both and c.area == where)):
            cost += n
            if parts is not None:
                parts.append(CostPart(n, t.name(source), "705.2b", source))
    view = t.view()
    tolls = [*view.move_toll.get(iid, ()), *view.own_move_toll.get(iid, ())]
    for n, source in tolls if payer == c.controller else ():
        # "can't be moved unless their controller pays [1]" (MT72): paid with the move (508.1)
        cost += n
        if parts is not None:
            parts.append(CostPart(n, t.name(source), "508.1", source))
    for where, who, n, source in t.view().move_away_cost:  # "can't move characters away
        # from here unless they pay [2]" (DE138): paid with the action (508.1)
        if who == payer and c.area == where and area != where:
            cost += n
            if parts is not None:
                parts.append(CostPart(n, t.name(source), "508.1", source))
    return max(1, cost)


def reductions(t: Table, player: int, d: CardDefinition, iid: int) -> list[int]:
    """Indexes of the player's "the next card you play costs less" modifiers that apply to
    card ``iid`` (one naming its cards applies to them only: "to play it", DE34)."""
    out = []
    for i, e in enumerate(t.state.effects):
        if (
            e.kind in ("cost-reduction", EVERY_REDUCTION)
            and e.player == player
            and (not e.cards or iid in e.cards)
        ):
            types, _, colour = e.value.partition("|")
            colour, _, trait = colour.partition("|")  # "the next Accessory" (EO70)
            trait = trait.partition("|")[0]  # then "|minimum" (SB29, FF38)
            # then "|name": "the first card with that card's name" (LL4 Boosted; 201.1)
            name = e.value.split("|", 4)[4] if e.value.count("|") >= 4 else ""
            if (
                (not types or d.type.value in types.split(","))
                and (not colour or colour in {c.value for c in d.colours})
                and (not trait or trait in d.traits)
                and (not name or d.name == name)
            ):
                out.append(i)
    return out


def play_cost(
    t: Table,
    iid: int,
    area: Area | None = None,
    player: int | None = None,
    using: int | None = None,
    on: int | None = None,
    parts: list[CostPart] | None = None,
) -> int:
    """204.1, 609.2a, 609.2c with cost modifiers: opposing increases, then your reductions
    (705.2b). With ``using``: Redeem's cost 3 less, or Transform's cost (glossary); ``on``:
    the host it is played on (509.1), for modifiers of cards played on some hosts only.
    ``parts``: given, the parts of the sum are added to it (``explain.CostPart``)."""
    c = t.card(iid)
    d = t.pool[c.card_id]
    me = c.owner if player is None else player
    troublemaker = d.type is CardType.TROUBLEMAKER
    cost = 1 if troublemaker else d.cost or 0
    if parts is not None:
        parts.append(CostPart(cost, "printed", "609.2c" if troublemaker else "204.1, 609.2a"))
    if using is not None:
        transform = d.keyword("Transform")
        before = cost
        cost = transform.value or 0 if transform is not None else cost - 3
        if parts is not None:
            word = "Transform" if transform is not None else "Redeem"
            parts.append(CostPart(cost - before, word, f"glossary: {word}", using))
        if transform is not None:  # "you pay [1] less for Transform costs" (SB140; 705.2b)
            cost = modified_cost(t, me, cost, "transform", c, None, parts)
    if area is not None:  # "+[1] to play a Friend / a Troublemaker here" (AD185)
        for where, who, n, source, kind in t.view().play_extra:
            if where == area and who == me and kind == d.type.value:
                cost += n
                if parts is not None:
                    parts.append(CostPart(n, t.name(source), "705.2b", source))
    host = None if on is None else t.card(on)
    cost = modified_cost(t, me, cost, "play", c, host, parts)
    for st in played_there_costs(c.card_id, PLAY_SELF):  # "while ..., you may pay [2] less
        # to play this card" (LL7): it functions from the hand (701.3); always taken
        if t.view().holds(st.condition, c, me):
            cost += st.amount
            if parts is not None:
                parts.append(CostPart(st.amount, t.name(iid), "705.2b", iid))
    if area is not None and area.at_problem:
        there = cost_played_there(t, c, area, me)
        cost += there
        if parts is not None and there:
            parts.append(CostPart(there, f"{t.name(iid)} played there", "705.2b", iid))
        if d.type is CardType.FRIEND:
            cost = first_friend_here(t, me, area, cost, parts)
    if c.zone is Zone.BANISHED and free_banished(t, iid):  # "without paying its cost" (FF114)
        if parts is not None:
            parts.append(CostPart(-cost, "played without paying its cost", "609.2a"))
        return 0
    for i in reductions(t, me, d, iid):
        e = t.state.effects[i]
        minimum = e.value.split("|")[3] if e.value.count("|") >= 3 else ""
        # "to a minimum of [1]" (705.2b; SB29, FF38): never below it, nor raised to it
        before = cost
        cost = max(cost - e.amount, min(cost, int(minimum))) if minimum else cost - e.amount
        if parts is not None:
            which = "every" if e.kind == EVERY_REDUCTION else "the next"
            why = f"{t.pool[e.source].name}, {which} card costs less"
            parts.append(CostPart(cost - before, why, "705.2b"))
    return max(0, cost)


def first_here_modifiers(t: Table, player: int) -> list[tuple[CardInstance, Static]]:
    """``player``'s "pay [1] less, to a minimum of [1], to play your first Friend to this
    card's Problem each turn" modifiers in play (``Static("cost", value=FIRST_FRIEND_HERE)``;
    EO4, MT130)."""
    return [
        (source, st)
        for _, source, st in cost_modifiers(t)
        if st.value == FIRST_FRIEND_HERE and source.controller == player
    ]


def first_friend_here(
    t: Table, player: int, area: Area, cost: int, parts: list[CostPart] | None
) -> int:
    """705.2b: ``cost`` for ``player`` to play a Friend to the Problem at ``area`` with their
    "first Friend you play to this card's Problem each turn" reductions there, while they have
    played no Friend there this turn (the one being played is counted as it is played,
    ``Table.count_play``). "You may pay less": always taken; "to a minimum of [n]": never
    below it by this modifier."""
    view = t.view()
    for source, st in first_here_modifiers(t, player):
        if source.area != area or not view.holds(st.condition, source, player):
            continue
        if t.done_this_turn(friend_played_to(area), player):
            continue
        before = cost
        cost = max(cost + st.amount, min(cost, st.minimum))
        if parts is not None and cost != before:
            why = f"{t.name(source.iid)}, the first Friend played there this turn"
            parts.append(CostPart(cost - before, why, "705.2b", source.iid))
    return cost


def played_there_costs(card_id: str, value: str = "play-there") -> list[Static]:
    """A card's own "pay [1] less to play this card to a Problem for each ... there" (CG30);
    ``value`` ``PLAY_SELF``: "while ..., you may pay [2] less to play this card" (LL7)."""
    script = script_for(card_id)
    abilities = script.abilities if script is not None else ()
    return [x for x in abilities if isinstance(x, Static) and x.kind == "cost" and x.value == value]


def cost_played_there(t: Table, c: CardInstance, area: Area, player: int) -> int:
    """705.2b: what ``c``'s own "play-there" cost Statics add (less: negative) to play it to
    the Problem at ``area``; they function from the hand (701.3), ``per`` read with THERE
    that Problem. "You may pay less": always taken, as paying less is never worse."""
    view = t.view()
    return sum(
        st.amount * (len(view.select(st.per, c, player, area)) if st.per is not None else 1)
        for st in played_there_costs(c.card_id)
    )


def cost_modifiers(t: Table) -> list[tuple[int, CardInstance, Static]]:
    """The "pay [n] more / less to ..." continuous modifiers in play (Static kind "cost")."""
    return t.derived(  # type: ignore[return-value]
        "cost-modifiers", lambda: [x for x in t.view().statics if x[2].kind == "cost"]
    )


def modified_cost(
    t: Table,
    player: int,
    cost: int,
    action: str,
    card: CardInstance | None,
    host: CardInstance | None = None,
    parts: list[CostPart] | None = None,
) -> int:
    """705.2b: ``cost`` action tokens for ``player`` to ``action`` ("play", "rally",
    "turn-over", "activate": a "pay [n]" cost of its activated abilities; SB8) ``card``,
    or to "draw" with the draw action (no card; AD173), with the
    modifiers that apply: opposing ones first, then the player's own. The player orders
    their own (705.2b); those "to a minimum of [n]" go first, the order that costs them
    least. ``host``: the card it is played on (509.1).
    ``parts``: given, what each modifier changed is added to it, naming its card."""
    found = cost_modifiers(t)
    lasting = [  # "that opponent pays +[3] to play cards of the chosen type" (DE116)
        e
        for e in t.state.effects
        if e.kind == PLAY_COST
        and e.player == player
        and action == "play"
        and card is not None
        and t.pool[card.card_id].type.value in e.value.split(",")
    ]
    if not found and not lasting:
        return cost
    view = t.view()
    theirs, mine = [], []
    for e in lasting:  # an effect's modifier: its controller's, an opponent's here (705.2b)
        if e.controller == player:
            mine.append((e.amount, 0, -1))
        else:
            theirs.append((e.amount, 0, -1))
    for _, source, st in found:
        me = source.controller
        among = st.value == "turn-over-colours"  # "for each color among ..." (203.1; LL135)
        if ("turn-over" if among else st.value) != action or not whose(st.who, player, me):
            continue
        if card is None:  # an action on no card (the draw action): any target description
            pass
        elif st.target is THIS:
            if card.iid != source.iid:
                continue
        elif not isinstance(st.target, Ref) and not view.fits(st.target, card, source, me):
            continue
        if st.on is not None and not played_on(view, st.on, host, source, me):
            continue
        if not view.holds(st.condition, source, me):
            continue
        n = st.amount
        if st.per is not None:
            selected = view.select(st.per, source, me)
            n *= len({x for c in selected for x in view.colours(c.iid)}) if among else len(selected)
        if st.per_counter:  # "for each Tip counter on this card" (519; AD147)
            n *= source.counter(st.per_counter)
        (mine if me == player else theirs).append((n, st.minimum, source.iid))
    for n, _, iid in theirs:
        cost += n
        if parts is not None:
            parts.append(CostPart(n, _cost_source(t, iid, lasting), "705.2b", _card(iid)))
    for n, minimum, iid in sorted(mine, key=lambda x: -x[1]):
        before = cost
        cost = max(cost + n, min(cost, minimum)) if minimum else cost + n
        if parts is not None:
            why = _cost_source(t, iid, lasting)
            parts.append(CostPart(cost - before, why, "705.2b", _card(iid)))
    return max(0, cost)  # 105.2: a negative cost is paid as zero


def _card(iid: int) -> int | None:
    """A cost part's card: none for a lasting effect's (``_cost_source``)."""
    return iid if iid >= 0 else None


def _cost_source(t: Table, iid: int, lasting: list[LastingEffect]) -> str:
    """What a cost part is named by: its card in play, or (``iid`` -1) the effect whose
    lasting modifier it is (DE116)."""
    if iid >= 0:
        return t.name(iid)
    return f"{t.pool[lasting[0].source].name}'s effect" if lasting else "a lasting effect"


def played_on(
    view: View, on: Target, host: CardInstance | None, source: CardInstance, me: int
) -> bool:
    """Whether a card played on ``host`` is "played on" ``on`` (509.1; PR171, PR182)."""
    if host is None:
        return False
    if on is THIS:
        return host.iid == source.iid
    return isinstance(on, Cards) and view.fits(on, host, source, me)


def on_host_costs(t: Table) -> bool:
    """Whether a cost modifier for cards played on some hosts only is in play (PR171)."""
    return any(st.on is not None for _, _, st in cost_modifiers(t))


def draw_cost(t: Table, player: int, parts: list[CostPart] | None = None) -> int:
    """609.2d: 1 action token, with "using the draw action costs +[1]" modifiers (AD173)."""
    if parts is not None:
        parts.append(PRINTED_DRAW)
    return modified_cost(t, player, 1, "draw", None, parts=parts)


def rally_cost(t: Table, player: int, iid: int, parts: list[CostPart] | None = None) -> int:
    """609.2e: 2 action tokens, with "pay [n] less to rally" modifiers."""
    if parts is not None:
        parts.append(CostPart(2, "printed", "609.2e"))
    return modified_cost(t, player, 2, "rally", t.card(iid), parts=parts)


def token_cost(
    t: Table,
    player: int,
    source: CardInstance,
    ab: Activated | Replacement,
    cost: Cost,
    parts: list[CostPart] | None = None,
) -> int:
    """The action tokens a "pay [n]" cost of ``source``'s ability ``ab`` takes: an ability
    that turns ``source`` over costs what "pay less to turn this card over" makes it.
    ``parts``: given, the parts of the sum are added to it (``explain.CostPart``)."""
    n = cost.n
    if cost.hand:  # "where X is the number of cards in your hand minus 1" (LL3; 105.2)
        n = max(0, len(t.state.players[player].hand) + cost.n)
    if parts is not None:
        parts.append(CostPart(n, "printed", "703.1d"))
    if any(isinstance(e, Act) and e.verb == "turn-over" and e.target is THIS for e in ab.effects):
        return modified_cost(t, player, n, "turn-over", source, parts=parts)
    if isinstance(ab, Activated):  # "you may pay [1] less for the activated abilities of
        # Pirate Ship" (705.2b; SB8)
        return modified_cost(t, player, n, "activate", source, parts=parts)
    return n


def pay(t: Table, player: int, cost: int, rule: str) -> str | None:
    tokens = t.state.players[player].tokens
    if tokens < cost:
        return f"costs {cost} action tokens, {t.player_name(player)} has {tokens} ({rule}, 508.1d)"
    return None


def cost_problem(
    t: Table, player: int, card: int, ab: Activated | Replacement, using: tuple[int, ...] = ()
) -> str | None:
    """Why the whole cost of ``card``'s ability ``ab`` (activated, or a replacement with a
    cost) can't be paid with the cards ``using`` chosen for it (508.1d), or None."""
    c = t.card(card)
    why = chosen_cost_problem(t, player, c, ab.cost, using)
    if why:
        return why
    for cost in ab.cost:
        if cost.of is not None:
            continue  # checked above
        if cost.verb == "exhaust":
            why = can(t, "exhaust", c, player)
            if why:
                return f"{t.name(card)} can't be exhausted to pay the cost: {why} (508.1d, 705.2)"
        elif cost.verb == "exhaust-host":  # "exhaust that Friend": this attachment's host (509)
            if c.attached_to is None:
                return f"{t.name(card)} is not attached to a card to exhaust (509.1, 508.1d)"
            why = can(t, "exhaust", t.card(c.attached_to), player)
            if why:
                return (
                    f"{t.name(c.attached_to)} can't be exhausted to pay the cost: {why} "
                    "(508.1d, 509)"
                )
        elif cost.verb == "pay":
            why = pay(t, player, token_cost(t, player, c, ab, cost), "703.1c")
            if why:
                return why
        elif cost.verb in ("dismiss", "retire", "to-hand", "to-deck-top", "banish"):
            verb = "retire" if cost.verb == "retire" else "dismiss"
            why = can(t, verb, c, player)
            if why:
                return f"{t.name(card)} can't be {verb}d to pay the cost: {why} (508.1d)"
        elif cost.verb == "banish-from-hand":  # 701.3: only from its owner's hand
            if c.zone is not Zone.HAND or player != c.owner:
                return f"{t.name(card)} is not in {t.player_name(player)}'s hand (508.1d, 701.3)"
        elif cost.verb in FROM_DISCARD:  # 701.3: only from its owner's discard pile
            if c.zone is not Zone.DISCARD or player != c.owner:
                return (
                    f"{t.name(card)} is not in {t.player_name(player)}'s discard pile "
                    "(508.1d, 701.3)"
                )
            if why := rule_forbidden(t, "cant-leave-discard"):  # FF113
                return f"{t.name(card)} can't be banished to pay the cost: {why} (508.1d)"
        elif cost.verb == "remove-counters":
            have = c.counter(cost.counter)
            if have < cost.n:
                return (
                    f"{t.name(card)} has {have} {cost.counter} counter{'s' * (have != 1)}, the "
                    f"cost removes {cost.n} (508.1d, 519.3)"
                )
        elif cost.verb == "spend":
            have = len(t.beneath(card))
            if have < cost.n and cost.n != ANY_NUMBER:  # "spend all": any number (SPEND_ALL)
                return (
                    f"{t.name(card)} has {have} card{'s' * (have != 1)} beneath it, the cost "
                    f"spends {cost.n} (508.1d, glossary: Spend)"
                )
    return None


# --- costs that choose cards (703.1d, 705.2c, 508.1) ---------------------------------------
COST_VERBS = {
    "exhaust": "exhausted",
    "retire": "retired",
    "dismiss": "dismissed",
    "discard": "discarded",
    "spend-from": "spent from",
    "banish": "banished",  # "banish a card from your hand / discard pile" (410.5, 406)
}


def cost_candidates(t: Table, player: int, source: CardInstance, cost: Cost) -> list[CardInstance]:
    """The cards ``player`` could choose to pay ``cost`` (``Cost.of``, seen from ``source``):
    those fitting its description that the verb can be done to (104.2a, 508.1c)."""
    assert cost.of is not None
    found = t.view().select(cost.of, source, player)
    if cost.verb == "discard":
        return [c for c in found if c.zone is Zone.HAND]
    return [c for c in found if can(t, cost.verb, c, player) is None]


def ways_to_pay(
    t: Table, player: int, source: CardInstance, costs: tuple[Cost, ...]
) -> list[tuple[int, ...]]:
    """Every choice of cards paying the parts of ``costs`` that choose cards, in their order
    (``ActivateAbility.using``); [()] when no part chooses, [] when they can't be paid.
    Copies of a card in hand are interchangeable: the first ones stand for them, as many as
    the cost discards ("discard 2 cards" may discard two copies, DE127)."""
    ways: list[tuple[int, ...]] = [()]
    for cost in costs:
        if cost.of is None:
            continue
        found = cost_candidates(t, player, source, cost)
        if cost.verb == "discard" or (cost.verb == "banish" and cost.of.zone is not Zone.PLAY):
            firsts: dict[str, list[int]] = {}
            for c in found:
                copies = firsts.setdefault(c.card_id, [])
                if len(copies) < max(cost.n, 1):
                    copies.append(c.iid)
            ids = [i for copies in firsts.values() for i in copies]
        else:
            ids = [c.iid for c in found]
        ways = [
            (*way, *more)
            for way in ways
            for more in combinations([i for i in ids if i not in way], max(cost.n, 1))
        ]
    return ways


def chosen_costs(
    costs: tuple[Cost, ...], using: tuple[int, ...]
) -> list[tuple[Cost, tuple[int, ...]]]:
    """The parts of ``costs`` that choose cards, each with its cards among ``using``."""
    out, at = [], 0
    for cost in costs:
        if cost.of is not None:
            n = max(cost.n, 1)
            out.append((cost, using[at : at + n]))
            at += n
    return out


def chosen_cost_problem(
    t: Table, player: int, source: CardInstance, costs: tuple[Cost, ...], using: tuple[int, ...]
) -> str | None:
    """Why the cards ``using`` can't pay the parts of ``costs`` that choose cards, or None."""
    name = t.name(source.iid)
    needed = sum(max(c.n, 1) for c in costs if c.of is not None)
    if len(using) != needed or len(set(using)) != len(using):
        if needed and len(using) < needed and not ways_to_pay(t, player, source, costs):
            parts = [
                f"{c.verb} {max(c.n, 1)} ({len(cost_candidates(t, player, source, c))} can be)"
                for c in costs
                if c.of is not None
            ]
            return (
                f"{name}'s cost can't be paid in full: it must {' and '.join(parts)} of the "
                f"cards it describes (508.1d, 104.2a)"
            )
        return (
            f"{name}'s cost chooses {needed} different card{'s' * (needed != 1)}, "
            f"{len(using)} given: say which pay it (703.1d, 705.2c)"
        )
    view = t.view()
    for cost, ids in chosen_costs(costs, using):
        assert cost.of is not None
        for iid in ids:
            c = t.state.cards.get(iid)
            if c is None or not view.fits(cost.of, c, source, player):
                what = t.name(iid) if c is not None else f"#{iid}"
                return (
                    f"{what} does not fit the description in {name}'s cost, so it can't pay "
                    f"it (703.1d, 508.1d)"
                )
            if cost.verb != "discard":
                why = can(t, cost.verb, c, player)
                if why:
                    return (
                        f"{t.name(iid)} can't be {COST_VERBS[cost.verb]} to pay {name}'s "
                        f"cost: {why} (104.2a, 508.1d)"
                    )
    return None


def pay_chosen(t: Table, player: int, costs: tuple[Cost, ...], using: tuple[int, ...]) -> list[str]:
    """Pay the parts of ``costs`` that choose cards with the cards ``using`` (705.2c); what
    was done, for the trace. A cost is not replaced (508.1a)."""
    done = []
    for cost, ids in chosen_costs(costs, using):
        for iid in ids:
            name = t.name(iid)
            if cost.verb == "exhaust":
                t.exhaust(iid, player)
                done.append(f"exhausts {name}")
            elif cost.verb == "retire":
                t.to_discard(iid, "retired", "508.1, 410.2", replaceable=False)
                done.append(f"retires {name}")
            elif cost.verb == "spend-from":  # the card first put beneath it (glossary: Spend)
                t.spend(t.beneath(iid)[0], "508.1")
                done.append(f"spends a card from beneath {name}")
            elif cost.verb == "dismiss":
                t.to_discard(iid, "dismissed", "508.1, 410.1", replaceable=False)
                done.append(f"dismisses {name}")
            elif cost.verb == "discard":
                c = t.card(iid)
                new = t.put(iid, Zone.DISCARD)
                t.emit(Occurrence("discarded", c.owner, new, c.card_id))
                done.append(f"discards {name}")
            elif cost.verb == "banish":  # "banish a card from your hand" (HM33), "... from
                # your discard pile" (MT19) (410.5, 406)
                zone = t.card(iid).zone
                where = "discard pile" if zone is Zone.DISCARD else zone.value
                do(t, "banish", iid, player, "508.1, 410.5", replaceable=False)
                done.append(f"banishes {name} from the {where}")
    return done


# --- listing actions ------------------------------------------------------------------------
def areas_for(t: Table, player: int) -> tuple[Area, ...]:
    """Where ``player``'s characters may be: their home and every Problem (501)."""
    return t.derived(("areas", player), lambda: (home(player), *t.problem_areas()), placed=True)  # type: ignore[return-value]


def actions(t: Table, player: int, main: bool) -> list[Choice]:
    """Every action ``player`` may take now; ``main``: they hold priority in their Main Phase."""
    return list(each_action(t, player, main))


def any_action(t: Table, player: int, main: bool) -> bool:
    """Whether ``player`` may take some action now (stops at the first one found)."""
    if not main and not may_act_outside_main(t, player):
        if t.check_caches:
            assert next(each_action(t, player, main), None) is None, "may_act_outside_main"
        return False
    return next(each_action(t, player, main), None) is not None


def may_act_outside_main(t: Table, player: int) -> bool:
    """False when ``player`` surely has no action outside their Main Phase: no card in their
    hand nor in play has a way to give them one (``Way``) that the timing rules allow now (512),
    and no lasting effect grants Agile (711). Most priority windows are decided by this alone,
    without listing the options or reading the view."""
    s = t.state
    if main_actions_only(t) is not None:  # FF84: no action outside a Main Phase action
        return False
    ways = t.derived(("ways-outside-main", player), lambda: _ways_outside_main(t, player))  # type: ignore[call-overload]
    for timing, kinds in ways:
        if timing is None:
            return True
        if kinds is not None and not any(o.kind in kinds for o in s.recent):
            continue  # 512.4d: nothing it answers happened since the last window closed
        if timing_ok(t, player, timing, False) is None:
            return True
    return False


def _ways_outside_main(t: Table, player: int) -> frozenset[Way]:
    s = t.state
    if s.effects and any(
        e.kind == "keyword" and e.value.split(" ")[0] == "Agile" for e in s.effects
    ):
        return frozenset((ANYTIME,))
    if hand_hasty(t, player):  # Friends in hand have Hasty (512.5; HM101, HM142)
        return frozenset((ANYTIME,))
    if main_events_immediate(t, player):  # Main Phase Events as Immediate ones (LL142)
        return frozenset((ANYTIME,))
    cards, from_hand = s.cards, t.pool.facts("ways-from-hand", _ways_from_hand)
    in_play = t.derived("ways-in-play", lambda: _ways_of_cards_in_play(t), placed=True)
    held = [*s.players[player].hand, *playable_banished(t, player)]  # CG62: as in hand
    held += discard_playable(t, player)  # HM74, MT143
    ways = in_play.union(way for i in held for way in from_hand[cards[i].card_id])  # type: ignore[attr-defined]
    in_faceoff = t.pool.facts("from-discard-in-faceoff", _from_discard_in_faceoff)
    if any(in_faceoff[cards[i].card_id] for i in s.players[player].discard):
        ways = ways.union((("Faceoff", None),))  # "during a faceoff" (MT63; 512.4)
    from_discard = t.pool.facts("ways-from-discard", _ways_from_discard)  # DE17
    ways = ways.union(
        way for i in s.players[player].discard for way in from_discard[cards[i].card_id]
    )  # type: ignore[attr-defined]
    return ways  # type: ignore[no-any-return]


def _ways_of_cards_in_play(t: Table) -> frozenset[Way]:
    ways, s = t.pool.facts("ways-in-play", _ways_in_play), t.state
    return frozenset(way for i in s.play for way in ways[s.cards[i].card_id])  # type: ignore[attr-defined]


def each_action(t: Table, player: int, main: bool) -> Iterator[Choice]:
    """The actions of ``actions``, in the same order, one at a time."""
    for choice in options(t, player, main) if not main else each_option(t, player, main):
        if check(t, player, choice, main) is None:
            yield choice


def options(t: Table, player: int, main: bool) -> list[Choice]:
    """Every action ``actions`` considers, before ``check``: a superset of the legal ones.

    Outside the Main Phase the list depends only on the cards, so it is computed once per
    version of them: most priority windows find it empty and close at once."""
    if main:
        return list(each_option(t, player, main))
    return list(
        t.derived(("offphase-options", player), lambda: tuple(each_option(t, player, False)))  # type: ignore[call-overload]
    )


# An action not built yet: its class and arguments. Random agents draw among these and build
# only what they draw (a Main Phase offers dozens of places to play and move to).
Unbuilt = tuple[type[Choice], tuple[object, ...]]


def unbuilt_options(t: Table, player: int, main: bool) -> list[Choice | Unbuilt]:
    """``options``, with the Main Phase's plays and moves left unbuilt (``build``)."""
    if not main:
        return options(t, player, main)  # type: ignore[return-value]
    return _each_option(t, player, main, lazy=True)


def build(option: Choice | Unbuilt) -> Choice:
    return option[0](*option[1]) if type(option) is tuple else option  # type: ignore[index, return-value]


def each_option(t: Table, player: int, main: bool) -> Iterator[Choice]:
    """The actions worth checking, in ``actions``' order: cards in hand (one per card name
    and place), characters to move, activated abilities, rallies and the draw."""
    return iter(_each_option(t, player, main, lazy=False))  # type: ignore[arg-type]


def _each_option(t: Table, player: int, main: bool, lazy: bool) -> list[Choice | Unbuilt]:
    s, pool = t.state, t.pool
    out: list[Choice | Unbuilt] = []
    cards = s.cards
    seen: set[str] = set()
    view = t.view()
    tokens = s.players[player].tokens
    offphase = pool.facts("offphase", _usable_outside_main)
    hasty_hand = not main and hand_hasty(t, player)  # HM101, HM142
    events_now = not main and main_events_immediate(t, player)  # LL142
    activated = pool.facts("activated", _activated)
    # With no modifier to the costs of playing, each card's cost is its printed one (705.2b):
    # one look-up per card instead of ``play_cost``.
    printed = (
        pool.facts("printed-cost", _printed_cost) if main and costs_as_printed(t, player) else None
    )
    for iid in s.players[player].hand:
        card_id = cards[iid].card_id
        if card_id in seen:
            continue  # copies in hand are interchangeable: list the first one only
        seen.add(card_id)
        if (
            not main
            and not offphase[card_id]
            and not (hasty_hand and pool[card_id].type is CardType.FRIEND)
            and not (events_now and pool[card_id].type is CardType.EVENT)
        ):
            continue
        if main:
            if printed is None:
                if not may_play(t, player, iid, main):
                    continue  # no place or way to play it (off-phase lists are kept per version)
            else:  # what ``may_play`` checks, with the cost as printed
                price: int = printed[card_id]  # type: ignore[assignment]
                playable = price <= tokens and _card_problem(t, player, iid, main) is None
                if t.check_caches:
                    assert playable == may_play(t, player, iid, main), "printed-cost"
                if not playable:
                    continue
        if lazy:
            out.extend(play_options_unbuilt(t, player, iid))
        else:
            out.extend(play_options(t, player, iid))
    if main:  # "you may play this card from your discard pile" (701.3)
        from_discard = pool.facts("from-discard", _from_discard)
        for iid in s.players[player].discard:
            card_id = cards[iid].card_id
            if card_id in seen or not from_discard[card_id]:
                continue
            seen.add(card_id)
            if may_play(t, player, iid, main):
                if lazy:
                    out.extend(play_options_unbuilt(t, player, iid))
                else:
                    out.extend(play_options(t, player, iid))
    in_faceoff = pool.facts("from-discard-in-faceoff", _from_discard_in_faceoff)
    for iid in discard_playable(t, player):  # "as though it were in your hand" (HM74, MT143)
        card_id = cards[iid].card_id
        if card_id in seen or (not main and not offphase[card_id] and not in_faceoff[card_id]):
            continue
        seen.add(card_id)
        if may_play(t, player, iid, main):
            out.extend(
                play_options_unbuilt(t, player, iid) if lazy else play_options(t, player, iid)
            )
    for iid in playable_banished(t, player):  # "as though it were in your hand" (CG62)
        card_id = cards[iid].card_id
        if card_id in seen or (not main and not offphase[card_id]):
            continue
        seen.add(card_id)
        if may_play(t, player, iid, main):
            out.extend(
                play_options_unbuilt(t, player, iid) if lazy else play_options(t, player, iid)
            )
    in_hand_abilities = pool.facts("in-hand", _activated_in_hand)
    listed: set[str] = set()
    for iid in s.players[player].hand:  # abilities that function in the hand (701.3)
        card_id = cards[iid].card_id
        if in_hand_abilities[card_id] and card_id not in listed:  # type: ignore[index]
            listed.add(card_id)  # copies in hand are interchangeable
            out += [ActivateAbility(player, iid, n) for n in in_hand_abilities[card_id]]  # type: ignore[index]
    in_discard_abilities = pool.facts("in-discard", _activated_in_discard)
    listed.clear()
    for iid in s.players[player].discard:  # and in the discard pile (701.3; DE17)
        card_id = cards[iid].card_id
        if in_discard_abilities[card_id] and card_id not in listed:  # type: ignore[index]
            listed.add(card_id)
            out += [ActivateAbility(player, iid, n) for n in in_discard_abilities[card_id]]  # type: ignore[index]
    areas: tuple[Area, ...] | None = None
    for iid in s.play:
        c = cards[iid]
        if (
            (tokens or not main)  # every move costs at least 1 (609.2b); see ``options``
            and c.controller == player  # frightened characters too (609.2b, 613.2)
            and pool[c.card_id].type in CHARACTER_TYPES
            and (main or view.keyword(iid, "Agile") is not None)
        ):
            if areas is None:
                areas = areas_for(t, player)
            here = c.area  # not where it already is (506.2)
            if lazy:
                out += [(MoveCharacter, (player, iid, to)) for to in areas if to != here]
            else:
                out += [MoveCharacter(player, iid, to) for to in areas if to != here]
        if c.face_down or (not activated[c.card_id] and iid not in view.lent):
            continue  # face-down cards have no abilities (505.1a)
        for number, _, _, ab in choosable(t, c, view.lent):
            if isinstance(ab, Activated) and (c.controller == player or ab.anyone):
                if any(cost.of is not None for cost in ab.cost):
                    ways = ways_to_pay(t, player, c, ab.cost) or [()]  # none: ``check`` says why
                    out += [ActivateAbility(player, iid, number, way) for way in ways]
                else:
                    out.append(ActivateAbility(player, iid, number))
    out += manual.options(t, player)  # activated abilities the judge applies
    if main:
        for iid in s.play:
            c = s.cards[iid]
            if c.controller == player and c.frightened and unfrighten_forbidder(t, iid) is None:
                out.append(Rally(player, iid))
        out.append(DrawAction(player))
    return out


def additional_costs(t: Table, player: int, iid: int) -> list[int]:
    """Cards ``player`` could retire for Redeem or return for Transform to play ``iid``."""
    d = t.pool[t.card(iid).card_id]
    redeem, transform = d.keyword("Redeem"), d.keyword("Transform")
    if redeem is None and transform is None:
        return []
    out = []
    for c in t.state.in_play():
        other = t.pool[c.card_id]
        if c.controller != player or ch.hidden_troublemaker(t.pool, c):
            continue  # 505.2; a frightened Friend keeps its title (505.1)
        if (
            redeem is not None
            and other.title == d.title
            and other.type in (CardType.FRIEND, CardType.TROUBLEMAKER)
        ) or (
            transform is not None
            and other.type is CardType.FRIEND
            and has_title(other, d.title)  # "title must include this card's title" (201.3a)
            and other.subtitle != d.subtitle
        ):
            out.append(c.iid)
    return out


def play_options(t: Table, player: int, iid: int) -> list[PlayCard]:
    return [build(x) for x in play_options_unbuilt(t, player, iid)]  # type: ignore[misc]


def play_options_unbuilt(t: Table, player: int, iid: int) -> list[PlayCard | Unbuilt]:
    """Where and how ``iid`` may be played; places to play Friends and Troublemakers to are
    left unbuilt (``build``)."""
    d = t.pool[t.card(iid).card_id]
    if d.type is CardType.FRIEND:
        usings = (None, *additional_costs(t, player, iid))
        return [
            (PlayCard, (player, iid, area, None, using))
            for area in areas_for(t, player)
            for using in usings
        ]
    if d.type is CardType.TROUBLEMAKER:
        return [(PlayCard, (player, iid, area)) for area in t.problem_areas()]
    host = attach_rule(t, d.id)
    if host is not None:
        view = t.view()
        return [
            PlayCard(player, iid, c.area, on=c.iid)
            for c in t.state.in_play()
            if view.fits(host.host, c, None, player)
        ]
    return [PlayCard(player, iid)]


PLAYABLE_TYPES = (CardType.FRIEND, CardType.TROUBLEMAKER, CardType.RESOURCE)


def attach_rule(t: Table, card_id: str) -> Attach | None:
    lay = layout(t.pool, card_id)
    return next((x for x in lay.abilities if isinstance(x, Attach)), None)


# --- checking actions -----------------------------------------------------------------------
def check(t: Table, player: int, choice: Choice, main: bool) -> str | None:
    """Why ``player`` can't take ``choice`` now (with rule numbers), or None."""
    s = t.state
    if not main and (only := main_actions_only(t)) is not None:
        return (
            f"{t.name(only.iid)}: players can't play cards, activate abilities or take actions "
            "except as a Main Phase action, the turn player's at their Main Phase decision "
            "(104.2, 609.1)"
        )
    if isinstance(choice, PlayCard):
        return check_play(t, player, choice, main)
    if isinstance(choice, MoveCharacter):
        if choice.card not in s.cards or t.card(choice.card).zone is not Zone.PLAY:
            return f"#{choice.card} is not in play (609.2b)"
        c = t.card(choice.card)
        if c.controller != player or t.pool[c.card_id].type not in CHARACTER_TYPES:
            return f"{t.name(choice.card)} is not a character you control (609.2b)"
        if not main and t.keyword(choice.card, "Agile") is None:
            return "moving is a Main Phase action (609.2b) unless the card has Agile (512.5)"
        if choice.area == c.area:
            return f"{t.name(choice.card)} is already at {t.area_name(choice.area)} (506.2)"
        if choice.area.kind is AreaKind.HOME and choice.area.owner != c.controller:
            return "characters can't be moved to another player's home (506.2)"
        if choice.area.at_problem and t.problem_at(choice.area) is None:
            return f"there is no Problem at {choice.area} (501.1, 522.3)"
        if player in t.view().cant_move.get(choice.card, ()):
            who = forbidder(t, ("move", choice.card, player))
            return (
                f"{t.name(choice.card)} can't be moved by {t.player_name(player)}: {who} "
                "forbids it (104.2, 506)"
            )
        why = why_not_there(t, c, choice.area, player)  # 104.2, naming the card
        if why is not None:
            return f"{t.name(choice.card)} can't be moved there: {why}"
        return pay(t, player, move_cost(t, choice.card, choice.area, player), "609.2b")
    if isinstance(choice, DrawAction):
        if not main:
            return "drawing a card is a Main Phase action (609.2d)"
        if not s.players[player].deck:
            return (
                "the draw deck is empty, so the draw can't happen and can't be paid for "
                "(410.4, 508.1c)"
            )
        limit = t.turn_limit("draw", player)
        if limit is not None and t.done_this_turn("draw", player) >= limit[0]:
            says = (  # a limit of 0: "that player can't draw cards" (EO173)
                "you can't draw cards now"
                if limit[0] == 0
                else f"players can't draw more than {limit[0]} cards per turn"
            )
            return (  # "players can't draw more than 2 cards per turn" (AD79)
                f"{t.name(limit[1])} says {says}, so the draw can't happen and can't be paid "
                "for (104.2, 104.2a)"
            )
        return pay(t, player, draw_cost(t, player), "609.2d")
    if isinstance(choice, Rally):
        if not main:
            return "rallying is a Main Phase action (609.2e)"
        if choice.card not in s.cards or t.card(choice.card).zone is not Zone.PLAY:
            return f"#{choice.card} is not in play (609.2e)"
        c = t.card(choice.card)
        if c.controller != player:
            return f"{t.name(choice.card)} is not yours (609.2e)"
        if not c.frightened:
            return f"{t.name(choice.card)} is not frightened (609.2e)"
        if (source := unfrighten_forbidder(t, choice.card)) is not None:  # CN152
            return f"{t.name(source)} says it can't be unfrightened (104.2, 609.2e)"
        return pay(t, player, rally_cost(t, player, choice.card), "609.2e")
    if isinstance(choice, ActivateAbility):
        return check_activate(t, player, choice, main)
    if isinstance(choice, UseManualText):
        return manual.check(t, player, choice, main)
    return f"a {type(choice).__name__} is not an action (705.1)"


def check_play(t: Table, player: int, choice: PlayCard, main: bool) -> str | None:
    why = _card_problem(t, player, choice.card, main)
    if why:
        return why
    s = t.state
    d = t.pool[t.card(choice.card).card_id]
    name = t.name(choice.card)
    if d.type is CardType.EVENT:
        if choice.area is not None:
            return f"{name}: an Event takes no area (304)"
    elif d.type is CardType.FRIEND:
        if choice.area is None:
            return f"{name}: say where the Friend enters play, home or a Problem (302.1)"
        if choice.area.kind is AreaKind.HOME and choice.area != home(player):
            return f"{name}: Friends enter play at your home or at a Problem (302.1)"
        if choice.area.at_problem and t.problem_at(choice.area) is None:
            return f"there is no Problem at {choice.area} (302.1, 522.3)"
        why = _cant_play_here(t, player, choice)
        if why:
            return why
        if (
            not main
            and s.faceoff is not None
            and not _hasty(d)
            and not hand_hasty(t, player)
            and _faceoff_play(d)
            and choice.area not in involved_areas(t, player)
        ):  # "to an area where you have a character involved in a faceoff" (CN12)
            return (
                f"{name} may be played during a faceoff only to an area where "
                f"{t.player_name(player)} has a character involved in it (514.2, 512.4)"
            )
    elif d.type is CardType.TROUBLEMAKER:
        if choice.area is None or not choice.area.at_problem or t.problem_at(choice.area) is None:
            return f"{name}: Troublemakers are played face-down to a Problem (306.1, 609.2c)"
        why = _cant_play_here(t, player, choice)  # "Troublemakers can't be played here" (CN187)
        if why:
            return why
    else:  # a Resource: ``_card_problem`` refuses the types that can't be played
        host = attach_rule(t, d.id)
        if d.dilemma:
            if choice.area is not None or choice.on is not None:
                return (
                    f"{name} is a Dilemma: it enters play at its own area, not at home or "
                    f"at another Problem (522.2)"
                )
        elif host is not None:
            if choice.on is None or choice.on not in s.cards:
                return f"{name} is played on a card (509.1): say which"
            h = t.card(choice.on)
            if not t.view().fits(host.host, h, None, player):
                return (
                    f"{name} can't be played on {t.name(choice.on)}: it is not a fitting "
                    f"host (509.4)"
                )
            # an attachment is at its host's area (509.3): "Resources can't be played on
            # this Problem or on Friends here" (CG181)
            why = _cant_play_here(t, player, replace(choice, area=h.area))
            if why:
                return why
        elif choice.area is not None and choice.area != home(player):
            return f"{name}: this Resource is played to your home (305.1a)"
    rule = "609.2c" if d.type is CardType.TROUBLEMAKER else "609.2a, 204.1"
    if choice.using is not None:
        if choice.using not in additional_costs(t, player, choice.card):
            return f"{name}: #{choice.using} can't pay its Redeem or Transform cost (glossary)"
        rule = "glossary: Redeem, Transform"
    cost = play_cost(t, choice.card, choice.area, player, choice.using, choice.on)
    return pay(t, player, cost, rule)


def may_play(t: Table, player: int, iid: int, main: bool) -> bool:
    """False when ``player`` can't play ``iid`` now wherever and however they would play it:
    what ``check_play`` checks that does not depend on the place, the host or an additional
    cost fails. The cost first, the cheapest to check: playing a Friend to a Problem only adds
    to it ("play-cost" statics, 609.2a)."""
    d = t.pool[t.card(iid).card_id]
    if (
        t.pool.facts("fixed-cost", _fixed_cost)[d.id]
        and not (d.type is CardType.RESOURCE and on_host_costs(t))  # less on some hosts
        and play_cost(t, iid, None, player)
        # a Friend may cost less at one Problem: "your first Friend ... here" (EO4, MT130)
        - (d.type is CardType.FRIEND and bool(first_here_modifiers(t, player)))
        > t.state.players[player].tokens
    ):
        return False
    return _card_problem(t, player, iid, main) is None


# --- playing a card from the discard pile (cn-manual) ---------------------------------------
def _from_discard(d: CardDefinition) -> bool:
    """ "You may play this card from your discard pile": a continuous ability that functions
    in the discard pile (701.3; ``Static("play-from-discard")``)."""
    return any(
        isinstance(x, Static) and x.kind == "play-from-discard" and x.target is THIS and not x.value
        for x in definition_layout(d).abilities
    )


def _from_discard_in_faceoff(d: CardDefinition) -> bool:
    """ "During a faceoff, you may play this card from your discard pile as if it were in your
    hand" (701.3, 512.4; ``Static("play-from-discard", value="faceoff")``, MT63)."""
    return any(
        isinstance(x, Static)
        and x.kind == "play-from-discard"
        and x.target is THIS
        and x.value == "faceoff"
        for x in definition_layout(d).abilities
    )


def discard_playable(t: Table, player: int) -> list[int]:
    """The cards in ``player``'s discard pile they may play now as though in their hand, by
    something other than the card's own Main Phase "play this card from your discard pile":
    a lasting ``PLAYABLE_DISCARD`` (MT143), a ``Static("play-from-discard", <description>)``
    of a card they control in play (HM74), or the card's own "during a faceoff" one while a
    faceoff is in progress (MT63)."""
    s = t.state
    pile = s.players[player].discard
    if not pile:
        return []

    def compute() -> tuple[int, ...]:
        out = [
            i
            for e in s.effects
            if e.kind == PLAYABLE_DISCARD and e.controller == player
            for i in e.cards
            if i in pile
        ]
        for e in s.effects:  # "until the end of the phase, you may play Friends and Resources
            # from your discard pile" (``RuleChange("play-from-discard")``; CN127)
            if e.kind == "play-from-discard" and e.player == player:
                types = e.value.split("|")
                out += [i for i in pile if t.pool[s.cards[i].card_id].type.value in types]
        view = t.view()
        for _, source, st in view.statics:
            if (
                st.kind == "play-from-discard"
                and isinstance(st.target, Cards)
                and source.controller == player
            ):
                out += [c.iid for c in view.select(st.target, source, player) if c.iid in pile]
        return tuple(out)

    out = list(t.derived(("discard-playable", player), compute))  # type: ignore[call-overload]
    if s.faceoff is not None:  # read as it is asked: a faceoff starting is no new card state
        faceoff = t.pool.facts("from-discard-in-faceoff", _from_discard_in_faceoff)
        out += [i for i in pile if faceoff[s.cards[i].card_id]]
    return list(dict.fromkeys(out))


def _play_requires(d: CardDefinition) -> tuple[Condition, ...]:
    """ "You must control [a card] to play this card": conditions that function in the hand
    (701.3; ``Static("play-requires")``)."""
    return tuple(
        x.condition
        for x in definition_layout(d).abilities
        if isinstance(x, Static) and x.kind == "play-requires" and x.condition is not None
    )


def playable_banished(t: Table, player: int) -> list[int]:
    """The banished cards of ``player`` they may play as though in their hand while they
    remain banished (lasting ``PLAYABLE_BANISHED``, CG62)."""
    s = t.state
    if not s.effects:
        return []
    mine = s.players[player].banished
    banished = {i for q in s.players for i in q.banished}  # any player's (AD206)
    out = [
        i
        for e in s.effects
        if e.kind == PLAYABLE_BANISHED and e.controller == player
        for i in e.cards
        if i in banished
    ]
    if any(e.kind == BANISHED_FACE_DOWN for e in s.effects):  # "as though they were in your
        # hand" (LL41): the cards you own banished face-down by a card named as one of yours
        # whose ability says so
        pool, view = t.pool, t.view()
        names = {
            pool[source.card_id].name
            for _, source, st in view.statics
            if st.kind == "play-banished-face-down" and source.controller == player
        }
        out += [
            i
            for e in s.effects
            if e.kind == BANISHED_FACE_DOWN and pool[e.source].name in names
            for i in e.cards
            if i in mine and i not in out
        ]
    return out


def free_banished(t: Table, iid: int) -> bool:
    """Whether banished card ``iid`` may be played without paying its cost (lasting
    ``PLAYABLE_BANISHED`` with "free", FF114)."""
    return any(
        e.kind == PLAYABLE_BANISHED and e.value == "free" and iid in e.cards
        for e in t.state.effects
    )


def playable_from_discard(t: Table, player: int, iid: int) -> bool:
    """Whether ``iid`` is in ``player``'s discard pile and says it may be played from there
    (701.3). It is played as from the hand: its cost, timing and requirements (609.2a)."""
    if iid not in t.state.players[player].discard:
        return False
    card_id = t.card(iid).card_id
    if t.pool.facts("from-discard", _from_discard)[card_id]:
        # "If a player has 8 or more points, you may play this card from your discard
        # pile" (LL107): the ability's ``condition``, read as the card would be played
        cond = t.pool.facts("from-discard-condition", _from_discard_condition)[card_id]
        if cond is None or t.view().holds(cond, t.card(iid), player):
            return True
    return iid in discard_playable(t, player)


def _from_discard_condition(d: CardDefinition) -> Condition | None:
    """The condition of a card's own "you may play this card from your discard pile"."""
    return next(
        (
            x.condition
            for x in definition_layout(d).abilities
            if isinstance(x, Static) and x.kind == "play-from-discard" and x.target is THIS
        ),
        None,
    )


def _printed_cost(d: CardDefinition) -> int:
    """What playing the card costs when no modifier changes it (204.1, 609.2a, 609.2c); 0
    when Redeem or Transform may change it (``may_play`` then checks no cost)."""
    if not _fixed_cost(d):
        return 0
    return 1 if d.type is CardType.TROUBLEMAKER else d.cost or 0


def costs_as_printed(t: Table, player: int) -> bool:
    """Whether no modifier changes what ``player`` pays to play a card: no cost modifier in
    play and no "the next card you play costs less" of theirs (705.2b, ``play_cost``)."""
    return not cost_modifiers(t) and not any(
        e.kind in ("cost-reduction", EVERY_REDUCTION, PLAY_COST) and e.player == player
        for e in t.state.effects
    )


def _fixed_cost(d: CardDefinition) -> bool:
    """Whether a card's cost is the same however it is played: Redeem and Transform change it
    (glossary)."""
    return (
        d.keyword("Redeem") is None
        and d.keyword("Transform") is None
        and not played_there_costs(d.id)  # less at some Problems (CG30)
    )


def _cant_play_here(t: Table, player: int, choice: PlayCard) -> str | None:
    """Why a "can't be played here" modifier forbids ``choice`` at its area (104.2)."""
    view = t.view()
    friend = t.pool[t.card(choice.card).card_id].type is CardType.FRIEND
    if friend and choice.area in view.barred_play_areas:
        return (
            f"characters can't be played to {t.area_name(choice.area)} for the rest of the "
            "turn (a lasting effect forbids it, 708.2, 104.2)"
        )
    for area, who, sel, source in view.cant_play:
        if (
            area == choice.area
            and who == player
            and view.fits(sel, t.card(choice.card), source, source.controller)
        ):
            return (
                f"{t.name(choice.card)} can't be played to {t.area_name(area)}: "
                f"{t.name(source.iid)} forbids it (104.2)"
            )
    return None


def _card_problem(t: Table, player: int, iid: int, main: bool) -> str | None:
    """Why ``player`` can't play ``iid`` now, wherever and however they would play it, before
    its cost: hand, "can't play" modifiers, timing, requirements (``check_play``)."""
    s = t.state
    if (
        iid not in s.players[player].hand
        and not playable_from_discard(t, player, iid)
        and iid not in playable_banished(t, player)
    ):
        return f"#{iid} is not in {t.player_name(player)}'s hand (609.2a)"
    card = t.card(iid)
    if card.zone is Zone.DISCARD and (why := rule_forbidden(t, "cant-leave-discard")):
        return f"{t.name(iid)} can't be played from the discard pile: {why}"  # FF113
    d = t.pool[card.card_id]
    view = t.view()
    for area, who, sel, source in view.cant_play:
        if area is None and who == player and view.fits(sel, card, source, who):
            return f"{t.name(iid)} can't be played: {t.name(source.iid)} forbids it (104.2)"
    if s.faceoff is not None:  # "opponents can't play cards during faceoffs" (FF92)
        barred = [e for e in s.effects if e.kind == "cant-play-in-faceoffs" and e.player == player]
        if barred:
            return (
                f"{t.name(iid)} can't be played during a faceoff: a lasting effect of "
                f"{t.pool[barred[0].source].name} forbids it (708.2, 104.2)"
            )
    if d.type is CardType.EVENT:  # "opponents can't play Events this turn" (MT92)
        barred = [e for e in s.effects if e.kind == "cant-play-events" and e.player == player]
        if barred:
            return (
                f"{t.name(iid)} can't be played: a lasting effect of "
                f"{t.pool[barred[0].source].name} forbids Events (708.2, 104.2)"
            )
        bars = t.pool.facts("bars-events-flipped", _bars_events_flipped)
        for flipped in (i for q in s.players for i in q.flip):
            if bars[s.cards[flipped].card_id]:  # "Chaos: While this card is flipped, players
                # can't play Events" (LL80; 701.3: it functions in the flip zone)
                return (
                    f"{t.name(iid)} can't be played: {t.name(flipped)} is flipped and forbids "
                    f"Events (701.3, 104.2)"
                )
    if d.type is CardType.EVENT:
        timing = event_timing(t, d.id)
        if timing == MAIN and not main and main_events_immediate(t, player):
            timing = "Immediate"  # "as Immediate actions" (LL142; 512.3)
        why = timing_ok(t, player, timing, main)
        if why:
            return f"{t.name(iid)} has timing {timing!r}: {why}"
        play = event_play(t, d.id)
        if play is None and "Reaction" in timing and not manual.event_reacts(t, d):
            return (
                f"{t.name(iid)}: its Reaction condition has not been met since the last "
                "priority window closed (512.4d; the judge applies its text, which the engine "
                "does not automate)"
            )
        if play is not None:
            why = reaction_met(t, player, play[1].react, react_key(player, d.id), card, play[0])
            if why:
                return f"{t.name(iid)}: {why}"
    elif d.type not in PLAYABLE_TYPES:
        return f"{t.name(iid)}: a {d.type} can't be played (609.2a)"
    elif (
        not main
        and not _hasty(d)
        and not (d.type is CardType.FRIEND and hand_hasty(t, player))
        and not (s.faceoff is not None and _faceoff_play(d))  # CN12: ``check_play``
        and not (  # "during a faceoff, you may play this card from your discard pile" (MT63)
            s.faceoff is not None
            and iid in s.players[player].discard
            and t.pool.facts("from-discard-in-faceoff", _from_discard_in_faceoff)[d.id]
        )
    ):
        return (
            f"{t.name(iid)}: playing a {d.type} is a Main Phase action (609.2a) unless it has "
            f"Hasty (512.5)"
        )
    no_requirement = card.zone is Zone.BANISHED and any(  # "it has no color requirement"
        e.kind == PLAYABLE_BANISHED and e.value == NO_REQUIREMENT and iid in e.cards
        for e in s.effects
    )  # while it remains banished (AD206; 205.1)
    for req in () if no_requirement else d.play_requirements:
        have = t.colour_power(player, req.colour)
        less = requirement_reduction(t, player, req.colour)
        if have < req.amount - less:
            reduced = f" (reduced by {less}, 708.2)" if less else ""
            return (
                f"{t.name(iid)} needs {req} power in play{reduced}, {t.player_name(player)} "
                f"has {have} {req.colour} (205.1)"
            )
    for condition in t.pool.facts("play-requires", _play_requires)[d.id]:  # type: ignore[attr-defined]
        if not view.holds(condition, card, player):
            return f"{t.name(iid)}: its text says what you must control to play it (609.2a)"
    return None


def requirement_reduction(t: Table, player: int, colour: Colour) -> int:
    """How much less power of ``colour`` the play requirements of ``player``'s cards ask
    ("reduce the play requirements of your cards by 2 [Loyalty] until the end of the turn",
    ``ReduceRequirements``, and "... of the next card you play this turn", LL113; 205.1,
    708.2), with the continuous "The play requirements of your cards are reduced by 2 of the
    chosen color" of the cards they control (``Static("requirement-reduction")``, FF115)."""
    lasting = sum(
        e.amount
        for e in t.state.effects
        if e.kind in ("requirement-reduction", NEXT_REQUIREMENT)
        and e.player == player
        and e.value == colour.value
    )
    if not t.pool.any_card("requirement-static", _reduces_requirements):
        return lasting
    return lasting + sum(
        st.amount
        for _, source, st in t.view().statics
        if st.kind == "requirement-reduction"
        and source.controller == player
        and colour.value in source.chosen
    )


def _reduces_requirements(d: CardDefinition) -> bool:
    return "'requirement-reduction'" in repr(script_for(d.id))


def in_hand(ab: object) -> bool:
    """Whether ``ab`` is an activated ability that functions in the hand: "Banish this card
    from your hand to ..." (``BANISH_FROM_HAND``; 701.3). It can't be activated in play."""
    return isinstance(ab, Activated) and any(c.verb == "banish-from-hand" for c in ab.cost)


def in_discard(ab: object) -> bool:
    """Whether ``ab`` is an activated ability that functions in the discard pile: "Banish
    this card from your discard pile to ..." (``BANISH_FROM_DISCARD``; 701.3; DE17). It can't
    be activated in play."""
    return isinstance(ab, Activated) and any(c.verb in FROM_DISCARD for c in ab.cost)


# the costs that take a card from its owner's discard pile: its ability functions there (701.3)
FROM_DISCARD = ("banish-from-discard", "to-hand-from-discard")


def _activated_in_hand(d: CardDefinition) -> tuple[int, ...]:
    """The numbers of a card's activated abilities that function in the hand (``in_hand``)."""
    lay = definition_layout(d)
    return tuple(i for i in lay.front if in_hand(lay.abilities[i]))


def _activated_in_discard(d: CardDefinition) -> tuple[int, ...]:
    """The numbers of a card's activated abilities that function in the discard pile."""
    lay = definition_layout(d)
    return tuple(i for i in lay.front if in_discard(lay.abilities[i]))


def check_activate(t: Table, player: int, choice: ActivateAbility, main: bool) -> str | None:
    s = t.state
    if choice.card in s.players[player].hand:  # an ability that functions there (701.3)
        if (
            choice.ability
            not in t.pool.facts("in-hand", _activated_in_hand)[t.card(choice.card).card_id]
        ):  # type: ignore[operator]
            return f"{t.name(choice.card)}: no ability of it functions in the hand (701.3)"
    elif choice.card in s.players[player].discard:  # the same in the discard pile (DE17)
        if (
            choice.ability
            not in t.pool.facts("in-discard", _activated_in_discard)[t.card(choice.card).card_id]
        ):  # type: ignore[operator]
            return f"{t.name(choice.card)}: no ability of it functions in the discard pile (701.3)"
    elif choice.card not in s.cards or t.card(choice.card).zone is not Zone.PLAY:
        return f"#{choice.card} is not in play (703.1)"
    c = t.card(choice.card)
    abilities = {n: (i, ab) for n, _, i, ab in choosable(t, c, lent(t))}
    index, ab = abilities.get(choice.ability, (-1, None))
    if not isinstance(ab, Activated):
        return f"{t.name(choice.card)} has no activated ability number {choice.ability} (703.1)"
    if c.controller != player and not ab.anyone:
        return f"only the controller of {t.name(choice.card)} may activate it (703.1b)"
    why = timing_ok(t, player, ab.timing, main)
    if why:
        return why
    if ab.react:
        key = react_key(player, c.card_id, c.iid, choice.ability)
        why = reaction_met(t, player, ab.react, key, c, index)
        if why:
            return f"{t.name(choice.card)}'s {ab.timing} ability can't be activated now: {why}"
    if ab.condition is not None and not t.view().holds(ab.condition, c, player):
        return (
            f"{t.name(choice.card)}'s ability can't be activated now: its condition is not "
            f"met (703.1)"
        )
    return cost_problem(t, player, choice.card, ab, choice.using)


# --- taking actions (705.2) -----------------------------------------------------------------
def take(t: Table, player: int, choice: Choice) -> None:
    """705.2: announce, pay, queue, follow the instructions; triggers at the end (705.2g)."""
    p = t.state.players[player]
    if isinstance(choice, PlayCard):
        play(t, player, choice)
    elif isinstance(choice, MoveCharacter):
        # the parts of its sum only when a keyword or a card may change it (705.2b)
        view = t.view()
        changed = (
            bool(view.move_extra or view.move_away_cost)
            or t.keyword(choice.card, "Swift") is not None
        )
        parts: list[CostPart] = [] if changed else [PRINTED_MOVE]
        cost = move_cost(t, choice.card, choice.area, player, parts if changed else None)
        p.tokens -= cost
        note_payment(t, p.name, f"to move {t.name(choice.card)}", choice.card, cost, parts)
        paid_tokens(t, player, cost)
        move_card(t, choice.card, choice.area, player, "609.2b")
    elif isinstance(choice, DrawAction):
        parts = []
        cost = draw_cost(t, player, parts)
        p.tokens -= cost
        note_payment(t, p.name, "to draw a card", None, cost, parts)
        paid_tokens(t, player, cost)
        t.state.agenda.insert(0, a.DrawCard(player, "609.2d"))
    elif isinstance(choice, Rally):
        parts = []
        cost = rally_cost(t, player, choice.card, parts)
        p.tokens -= cost
        paid_tokens(t, player, cost)
        t.update(choice.card, frightened=False, face_down=False)
        what = f"to rally {t.name(choice.card)}"
        note_payment(t, p.name, what, choice.card, cost, parts, ("504.3",))
        rallied = t.card(choice.card)  # "becomes unfrightened" (504.3)
        t.emit(
            Occurrence(
                "unfrightened", rallied.controller, rallied.iid, rallied.card_id, rallied.area
            )
        )
    elif isinstance(choice, ActivateAbility):
        activate(t, player, choice)
    elif isinstance(choice, UseManualText):
        manual.take(t, player, choice)
    t.emit(occurrence("action", player, t.state.phase))  # 705.1: "takes an action"


def note_payment(
    t: Table,
    payer: str,
    what: str,
    card: int | None,
    cost: int,
    parts: list[CostPart],
    rules: tuple[str, ...] = (),
) -> None:
    """The trace entry of a cost paid (705.2c): "Alice pays 2 to move X (609.2b)"; when a
    keyword or another card changed the cost, its sum follows, naming them and their rules:
    "pays 3 to move X: 3 = printed 2 + 1 (Discord #5) (609.2b, 705.2b)"."""
    text = f"{payer} pays {cost} {what}"
    if len(parts) > 1:
        text += f": {cost_text(parts, cost, rules=False)}"
    cards = (card,) if card is not None else ()
    sources = tuple(x.source for x in parts if x.source is not None and x.source != card)
    t.note(
        COST,
        text,
        cards=(*cards, *sources),
        numbers=(cost, *(x.amount for x in parts)),
        rules=(*rules_of(parts), *rules),
    )


def reads_own_power(ab: object) -> bool:
    """Whether an ability's instructions read this card's power once a cost may have retired
    it ("an opponent's Friend with power less than or equal to this card's power", CG195):
    its last known record then travels with the ``Resolve`` (712.2)."""
    if isinstance(ab, Cards):
        return ab.max_power_this
    if isinstance(ab, tuple):
        return any(reads_own_power(x) for x in ab)
    fields = getattr(ab, "__dataclass_fields__", None)
    return fields is not None and any(reads_own_power(getattr(ab, f)) for f in fields)


def reads_here(ab: object) -> bool:
    """Whether an ability's instructions describe cards "here" (``Cards(where=HERE)``), read
    where this card was once a cost may have retired it ("... a Friend here", HM73; 712.2)."""
    if isinstance(ab, Cards):
        return ab.where == HERE
    if isinstance(ab, tuple):
        return any(reads_here(x) for x in ab)
    fields = getattr(ab, "__dataclass_fields__", None)
    return fields is not None and any(reads_here(getattr(ab, f)) for f in fields)


def activate(t: Table, player: int, choice: ActivateAbility) -> None:
    c = t.card(choice.card)
    _, card_id, index, ab = next(x for x in choosable(t, c, lent(t)) if x[0] == choice.ability)
    assert isinstance(ab, Activated)
    occ = None
    if ab.react:  # the instance it answers (512.4c): THAT and THERE are that occurrence's
        key = react_key(player, c.card_id, c.iid, choice.ability)
        n = reacting(t, player, ab.react, key, c, index)
        assert n is not None
        occ = answer(t, key, n)
    p = t.state.players[player]
    paid = []
    spent: tuple[int, ...] = ()  # the cards spent from beneath: CHOSEN ("the cards spent")
    source = choice.card
    name = t.name(choice.card)
    area = c.area
    chosen = chosen_costs(ab.cost, choice.using)
    # "exhaust two of your Pegasus characters here to move another one" (CG183): CHOSEN
    spent = tuple(i for cost, ids in chosen if cost.chosen for i in ids)
    if any(cost.there for cost, _ in chosen):  # "... at a Problem to ... that Problem"
        area = t.card(next(ids for cost, ids in chosen if cost.there)[0]).area
    # "... one of your characters to add that character's power": THAT is the card paid
    that = next((ids[0] for cost, ids in chosen if cost.that), None)
    for cost in ab.cost:
        if cost.of is not None:
            continue  # paid below
        if cost.verb == "exhaust":
            t.exhaust(source, player)
            paid.append(f"exhausts {name}")
        elif cost.verb == "exhaust-host":  # 509: the card this attachment is on
            host = t.card(source).attached_to
            assert host is not None
            t.exhaust(host, player)
            paid.append(f"exhausts {t.name(host)}")
        elif cost.verb == "pay":
            n = token_cost(t, player, c, ab, cost)
            p.tokens -= n
            paid.append(f"pays {n}")
            paid_tokens(t, player, n)
        elif cost.verb == "dismiss":
            t.to_discard(source, "dismissed", "508.1")
            paid.append(f"dismisses {name}")
        elif cost.verb == "retire":
            t.to_discard(source, "retired", "508.1, 410.2")
            paid.append(f"retires {name}")
        elif cost.verb in ("to-hand", "to-hand-from-discard") and banished_instead_of_hand(
            t, t.card(source), "508.1"
        ):
            do(t, "banish", source, player, "508.1, 710.1")  # the cost is paid so (EO146)
            paid.append(f"banishes {name} instead of putting it into its owner's hand")
        elif cost.verb == "to-hand":
            t.put(source, Zone.HAND)
            paid.append(f"puts {name} into its owner's hand")
        elif cost.verb == "to-hand-from-discard":  # "... put it into your hand" (FF136)
            t.put(source, Zone.HAND)
            paid.append(f"puts {name} from their discard pile into their hand")
        elif cost.verb == "to-deck-top":  # "put this card on top of its owner's deck" (DE38)
            t.put(source, Zone.DRAW_DECK)
            paid.append(f"puts {name} on top of its owner's deck")
        elif cost.verb == "banish":  # "Banish this card to ..." (AD58; 410.5)
            do(t, "banish", source, player, "508.1", replaceable=False)  # 508.1a
            paid.append(f"banishes {name}")
        elif cost.verb == "banish-from-hand":  # "Banish this card from your hand" (701.3)
            do(t, "banish", source, player, "508.1, 410.5")
            paid.append(f"banishes {name} from their hand")
        elif cost.verb == "banish-from-discard":  # "... from your discard pile" (DE17)
            do(t, "banish", source, player, "508.1, 410.5")
            paid.append(f"banishes {name} from their discard pile")
        elif cost.verb == "remove-counters":  # 519.3
            counters = dict(t.card(source).counters)
            counters[cost.counter] -= cost.n
            t.update(source, counters=tuple(sorted((k, v) for k, v in counters.items() if v)))
            paid.append(f"removes {cost.n} {cost.counter} counter{'s' * (cost.n != 1)}")
        elif cost.verb == "spend":  # the cards first put beneath it (glossary: Spend)
            under = t.beneath(source)[: cost.n]
            spent = tuple(t.spend(iid, "508.1") for iid in under)
            paid.append(f"spends {len(under)} card{'s' * (len(under) != 1)} from beneath {name}")
    paid += pay_chosen(t, player, ab.cost, choice.using)
    what = " and ".join(paid) or "pays nothing"
    t.log(f"{p.name} {what} to activate {name}'s {ab.timing} ability (703.1, 705.2c)")
    if occ is None:
        # a card paid that left play (retired) is known as it last existed there (712.2);
        # this card too when its instructions read its power (CG195) or its area, "here"
        # (HM33, HM73)
        keep = (that, source) if reads_own_power(ab) or reads_here(ab) else (that,)
        known = tuple(t.left[x] for x in dict.fromkeys(keep) if x in t.left)
        t.state.agenda.insert(
            0,
            a.Resolve(
                player, source, card_id, index, that=that, area=area, known=known, chosen=spent
            ),
        )
        return
    t.state.agenda.insert(
        0,
        a.Resolve(
            player,
            source,
            card_id,
            index,
            that=occ.card,
            # "send that character to its previous area" (CGpf6): THERE is where it came from
            area=occ.before if occ.before is not None and moves_back(ab) else occ.area,
            amount=occ.amount,
            actor=occ.player,
        ),
    )


def moves_back(ab: Activated) -> bool:
    """Whether a Reaction sends the card to its previous area (``Move(..., "previous")``)."""
    return any(isinstance(e, Move) and e.to == "previous" for e in ab.effects)


def play(t: Table, player: int, choice: PlayCard) -> None:
    s = t.state
    p = s.players[player]
    d = t.pool[t.card(choice.card).card_id]
    cost = play_cost(t, choice.card, choice.area, player, choice.using, choice.on)
    parts: list[CostPart] = []
    if (
        choice.using is not None
        or not costs_as_printed(t, player)
        or t.view().play_extra
        or played_there_costs(d.id)
    ):
        play_cost(t, choice.card, choice.area, player, choice.using, choice.on, parts)
    if len(parts) > 1:  # a keyword or another card changed it: its sum, naming them (705.2b)
        sources = tuple(x.source for x in parts if x.source is not None)
        t.note(
            COST,
            f"{t.name(choice.card)} costs {cost_text(parts, cost, rules=False)}",
            cards=(choice.card, *sources),
            numbers=(cost, *(x.amount for x in parts)),
            rules=rules_of(parts),
        )
    used = [
        i for i in reductions(t, player, d, choice.card) if s.effects[i].kind == "cost-reduction"
    ]
    if used:  # one "for every Event until ..." is not spent (HM1)
        del s.effects[used[0]]  # the "next card" reduction is spent (705.2b)
    if any(e.kind == NEXT_REQUIREMENT and e.player == player for e in s.effects):
        # "reduce the play requirement of the next card you play this turn" (LL113): spent
        s.effects = [
            e for e in s.effects if not (e.kind == NEXT_REQUIREMENT and e.player == player)
        ]
        t.version += 1
    p.tokens -= cost
    paid_tokens(t, player, cost)
    if choice.using is not None:  # the additional cost (508.1b)
        if d.keyword("Transform") is not None:
            name = t.name(choice.using)
            t.put(choice.using, Zone.HAND)
            t.log(f"{p.name} returns {name} to hand to Transform (glossary: Transform)")
        else:
            t.to_discard(choice.using, "retired", "glossary: Redeem, 410.2", replaceable=False)
    discarded = choice.card in p.discard  # played from the discard pile (701.3)
    banish = discarded and any(  # "if you do and it would enter your discard pile" (MT143)
        e.kind == PLAYABLE_DISCARD and choice.card in e.cards for e in s.effects
    )
    queued = t.put(choice.card, Zone.QUEUE, player=player)  # 705.2d
    if banish:  # banished instead as its text is done (304.2, 406)
        s.memo = s.memo | {f"{BANISH_NOT_DISCARD}{queued}"}
    if d.type is CardType.EVENT:
        text = f"{p.name} pays {cost} and plays {t.name(queued)}"
        t.note(PLAY, text, cards=(queued,), numbers=(cost,), rules=("609.2a", "304.2"))
        scripted = event_play(t, d.id)
        if scripted is None:
            t.ask_judge(queued)
            new = t.to_discard(queued, "put", "304.2")
            t.emit(Occurrence("played", player, new, d.id, via="event"))
            return
        that = there = actor = None
        if scripted[1].react:
            key = react_key(player, d.id)
            n = reacting(t, player, scripted[1].react, key, t.card(queued), scripted[0])
            assert n is not None
            occ = answer(t, key, n)  # 512.4c: once per instance
            that, there = occ.card, occ.before if occ.before is not None else occ.area
            actor = occ.player
        s.agenda.insert(
            0, a.Resolve(player, queued, d.id, scripted[0], that=that, area=there, actor=actor)
        )
        s.agenda[0:0] = as_event_played(t, player, queued)  # "as an opponent plays" (705.2e)
        return
    area = choice.area or home(player)
    # "Troublemakers played here enter play face-up" (HM133; 706.1b)
    face_up = face_up_here(t, area) if d.type is CardType.TROUBLEMAKER else None
    face_down = d.type is CardType.TROUBLEMAKER and face_up is None
    attached = choice.on if attach_rule(t, d.id) is not None else None
    if attached is not None:
        area = t.card(attached).area or area
    new = t.put(queued, Zone.PLAY, area=area, face_down=face_down, player=player)
    if attached is not None:
        t.update(new, attached_to=attached)
    area = t.card(new).area or area  # a Dilemma's own area (522.2)
    rule = {
        CardType.FRIEND: "609.2a, 302.1",
        CardType.RESOURCE: "609.2a, 522.1, 522.2" if d.dilemma else "609.2a, 305.1a",
        CardType.TROUBLEMAKER: "609.2c, 306.1",
    }[d.type]
    where = f"on {t.name(attached)}" if attached is not None else f"to {t.area_name(area)}"
    if d.dilemma:
        where = f"as a Problem at its own area, {t.area_name(area)}"
    if discarded:
        where = f"from their discard pile {where}"
        rule = f"701.3, {rule}"
    hosts = (attached,) if attached is not None else ()
    text = f"{p.name} pays {cost} and plays {t.name(new)} {where}"
    if face_up is not None:
        text += f"; it enters play face-up ({t.name(face_up)}, 706.1b)"
    t.note(PLAY, text, cards=(new, *hosts), numbers=(cost,), rules=rule.split(", "))
    if not face_down:
        t.ask_judge(new)
    if d.type is CardType.FRIEND and any(e.kind == "hand-hasty" for e in s.effects):
        s.effects = [  # "until you play a Friend" ends (HM101)
            e
            for e in s.effects
            if not (e.kind == "hand-hasty" and e.value == "until-friend" and e.player == player)
        ]
        t.version += 1
    t.emit(Occurrence("played", player, new, d.id, area))  # 705.2g, 706.1d


registry.timing_ok = timing_ok
registry.event_play = event_play
registry.cost_problem = cost_problem
