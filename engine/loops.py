"""Loops (802): a series of decisions that brings the game back to the same position.

While no player receives priority, Pre-Priority Processing may ask players to decide (a "you
may", a target, a replacement); each such decision is remembered in ``GameState.loop`` with
the *shape* of the position: everything that decides what can happen next (the cards in play
and where they are, flipped cards, the agenda, waiting triggered effects), with card ids
replaced by their places, so a card that left and came back is the same. What a loop may
change on its way round (points, tokens, hands, decks, lasting modifiers) is not part of it.

When a decision's shape was already seen, a full iteration has been done (802.1). With an
optional action in it, its players name a number of repetitions (802.2, ``NameLoopCount``);
the engine then carries them out by making the iteration's choices again, ending before the
player who named the smallest number would continue the loop, who then can't. A repetition
whose choice is no longer possible, or whose position differs, breaks the loop and play
proceeds (802.4). A loop of mandatory effects with choices in it is repeated until 802.3 ends
it (``abilities.LOOP_WAVES``).

Loops through priority windows: every decision since the phase began is kept in
``GameState.seen``, a player receiving priority as a ``SeenPriority`` (``_seen``: the window,
counts and the card records, which the C runtime copies and compares cheaply) with the choice
made; the cards it names are found in those records (``_ref_then``) only when a loop is found.
The position (``window`` and ``_looks``) is the window, the turn and phase, the agenda, the
memo, the cards in play and how they are, the cards in hands and flip piles. Points, counters
and lasting modifiers are not part of it: a loop may pile them up without end (802.1). What a
loop could run out of (``_no_fewer``: action tokens, cards in the decks, discard piles and
banished zones, counters on each card) may be the same or more, never fewer: a series that
uses them up can't be performed indefinitely.
When a player receives priority in a position seen earlier this phase, the decisions since
then are a full iteration. Every player who held priority in it had the opportunity to act
(802.2), so each names a number. When the repetitions are done, the player who named the
smallest number can't make the action that would continue the loop; if their choice in it
was to pass, they simply decide again (and may break the loop, 802.4).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import replace
from operator import attrgetter, le
from typing import Any

from engine import agenda as a
from engine import codec, registry
from engine.agenda import SeenPriority
from engine.choices import (
    Choice,
    Decision,
    DecisionKind,
    Decline,
    EndMainPhase,
    NameNumber,
    PassPriority,
    choice_from_json,
    choice_to_json,
)
from engine.state import CardInstance
from engine.table import Table, turn_order

# The agenda items that ask for decisions during Pre-Priority Processing; any other decision
# (a player receiving priority, a turn step) ends what loop detection remembers.
WATCHED: tuple[type[a.Op], ...] = (a.Resolve, a.Replace, a.OrderTriggers)
# A player receiving priority (510.1): watched for loops through priority windows.
PRIORITY_POINTS: tuple[type[a.Op], ...] = (a.PriorityWindow, a.MainPhase)
DECIDING = WATCHED + PRIORITY_POINTS
PASSES = (PassPriority.__name__, EndMainPhase.__name__)
# Fields of agenda items and choices that hold card ids.
CARD_FIELDS = frozenset({"card", "source", "that", "chosen", "troublemaker", "on", "using"})
LOOP_LIMIT = 1000  # the most repetitions a player may name: as many as 802.3's waves


def places(t: Table) -> dict[int, str]:
    """Card id -> its place: "p3" is the fourth card of the play zone (then the queue)."""
    s = t.state
    return {iid: f"p{i}" for i, iid in enumerate([*s.play, *s.queue])}


def _ref(t: Table, iid: int, where: dict[int, str]) -> str:
    if iid in where:
        return where[iid]
    c = t.state.cards.get(iid)
    return f"{c.zone}:{c.owner}:{c.card_id}" if c is not None else "gone"


def _canon(t: Table, data: Any, where: dict[int, str], key: str = "") -> Any:
    if isinstance(data, dict):
        return {k: _canon(t, v, where, k) for k, v in data.items()}
    if isinstance(data, list):
        return [_canon(t, v, where, key) for v in data]
    if key in CARD_FIELDS and isinstance(data, int) and not isinstance(data, bool):
        return _ref(t, data, where)
    return data


def shape(t: Table, decision: Decision) -> str:
    """A hash of what decides the game's next steps at ``decision`` (see the module text)."""
    s = t.state
    where = places(t)
    cards = []
    for iid in [*s.play, *s.queue]:
        c = s.cards[iid]
        cards.append(
            [
                c.card_id,
                c.owner,
                c.controller,
                str(c.area),
                c.exhausted,
                c.frightened,
                c.face_down,
                c.boosted,
                list(c.counters),
                _ref(t, c.attached_to, where) if c.attached_to is not None else None,
                list(c.chosen),  # chosen as it entered play (706.1a)
            ]
        )
    data = {
        "turn": [s.turn, s.turn_player, s.phase, s.priority],
        "faceoff": _canon(t, codec.encode(s.faceoff), where),
        "flipped": [[s.cards[i].card_id for i in p.flip] for p in s.players],
        "cards": cards,
        "pending": _canon(t, codec.encode(s.pending), where),
        "agenda": _canon(t, [codec.encode(op) for op in _until_priority(s.agenda)], where),
        "decision": [decision.kind.value, decision.player],
    }
    text = json.dumps(data, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _until_priority(agenda: list[a.Op]) -> list[a.Op]:
    """The agenda up to the next priority window: a loop inside Pre-Priority Processing
    changes nothing after it (the rest of the turn is the same at every iteration)."""
    for i, op in enumerate(agenda):
        if isinstance(op, a.PriorityWindow | a.MainPhase):
            return agenda[: i + 1]
    return agenda


def canonical_choice(t: Table, choice: Choice) -> str:
    return json.dumps(_canon(t, choice_to_json(choice), places(t)), sort_keys=True)


def concrete_choice(t: Table, text: str) -> Choice | None:
    """The choice ``text`` (from ``canonical_choice``) names in the current position."""
    s = t.state
    order = [*s.play, *s.queue]
    missing: list[str] = []

    def resolve(data: Any, key: str = "") -> Any:
        if isinstance(data, dict):
            return {k: resolve(v, k) for k, v in data.items()}
        if key in CARD_FIELDS and isinstance(data, str):
            if data.startswith("p"):
                if int(data[1:]) < len(order):
                    return order[int(data[1:])]
            else:
                zone, owner, card_id = data.split(":", 2)
                for iid, c in s.cards.items():
                    if str(c.zone) == zone and c.owner == int(owner) and c.card_id == card_id:
                        return iid
            missing.append(data)
        return data

    data = resolve(json.loads(text))
    return None if missing else choice_from_json(data)


def watch(t: Table) -> bool:
    """Called as the agenda's first item waits for a decision. Remembers it, or sees that a
    loop has gone round (and asks for its number, 802.2), or carries out a repetition.
    True when it changed the game (the caller carries on), False: ask the decision."""
    s = t.state
    op = s.agenda[0]
    if isinstance(op, PRIORITY_POINTS):
        return _watch_priority(t, op)
    if not isinstance(op, WATCHED):
        if isinstance(op, a.NameLoopCount):
            return False
        if s.loop is not None:
            if s.loop.iteration and s.loop.left >= 0:
                _broken(t, s.loop)
            s.loop = None  # a turn step asks: no loop goes through it (802.1)
        if s.seen:
            s.seen = ()
        return False
    w = s.loop or a.LoopWatch()
    if w.stop is not None:
        return False  # the stopper's decision, with the loop's choice forbidden (802.2)
    decision, options = registry.steps[type(op)].asked(t, op)
    key = shape(t, decision)
    if w.iteration:
        return _repeat(t, op, w, key, options)
    if w.steps and w.steps[-1].key == key and not w.steps[-1].choice:
        return False  # asked again (after an edit, or by a fresh ``Game``)
    for i, step in enumerate(w.steps):
        if step.key == key:
            return _went_round(t, w.steps[i:])
    optional = decision.player is not None and (  # a judge's entry is no player's action
        decision.kind in (DecisionKind.OPTIONAL, DecisionKind.REPLACEMENT)
        or any(isinstance(c, Decline) for c in options)
    )
    s.loop = replace(w, steps=(*w.steps, a.LoopStep(key, decision.player, "", optional)))
    return False


# --- loops through priority windows -----------------------------------------------------------
_CARD = attrgetter(
    "card_id", "owner", "controller", "area", "exhausted", "frightened", "face_down", "boosted"
)
_CARD_ID = attrgetter("card_id")
_ATTACHED = attrgetter("attached_to")
ID_FIELDS = ("card", "on", "using")  # the cards an action names (PlayCard, ActivateAbility, ...)


def _seen(t: Table, op: a.MainPhase | a.PriorityWindow, player: int) -> SeenPriority:
    """A player receiving priority, remembered cheaply (it runs at every priority decision):
    the window and counts, compared first, and the card records themselves, which ``_looks``
    reads only when everything else matches."""
    s = t.state
    get = s.cards.__getitem__
    zones: list[tuple[CardInstance, ...]] = []
    have: list[int] = []
    for p in s.players:
        zones += ((*map(get, p.hand),), (*map(get, p.flip),))
        have += (p.tokens, len(p.deck), len(p.problem_deck), len(p.discard), len(p.banished))
    window = (
        type(op),
        op.holder,
        op.passes,
        op.label if type(op) is a.PriorityWindow else "",
        s.turn,
        s.turn_player,
        s.phase,
        (*map(type, s.agenda),),
        not s.pending,
        (*s.queue,),
        len(s.play),
        (*map(len, zones),),
        s.memo,
        s.faceoff,
    )
    return SeenPriority(window, (*map(get, s.play),), (*zones,), (*have,), player)


# --- the watched decisions as text (the position's ``seen`` line) -----------------------------
_OPS = codec.registry_of(a.Op)
_CARD_KEYS = ("type", "iid", "card_id", "owner", "zone", "controller")


def seen_to_json(e: SeenPriority | a.LoopStep) -> Any:
    """A remembered decision as plain JSON data (``write_position``): card records keep only
    what differs from a fresh card, the window names its classes."""
    if isinstance(e, a.LoopStep):
        return codec.encode(e)
    return {
        "type": "SeenPriority",
        "window": _window_json(e.window),
        "cards": [_card_json(c) for c in e.cards],
        "zones": [[_card_json(c) for c in zone] for zone in e.zones],
        "have": list(e.have),
        "player": e.player,
        "choice": None if e.choice is None else choice_to_json(e.choice),
    }


def seen_text(seen: tuple[SeenPriority | a.LoopStep, ...]) -> str:
    """``json.dumps([seen_to_json(e) for e in seen], ensure_ascii=False)``, the position's
    ``seen`` line: a fingerprint writes it at every step and it holds every decision of the
    phase, so each entry (immutable) is written once (``codec.TextMemo``)."""
    return _SEEN_TEXTS.json_list(seen)


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


def _entry_text(e: SeenPriority | a.LoopStep) -> str:
    """``json.dumps(seen_to_json(e))``, put together from the texts of its card records: the
    same records (the cards in play and in hands) recur in every entry of a phase."""
    if isinstance(e, a.LoopStep):
        return _dumps(seen_to_json(e))
    card = _CARD_TEXTS.text
    cards = ", ".join(map(card, e.cards))
    zones = ", ".join("[" + ", ".join(map(card, zone)) + "]" for zone in e.zones)
    choice = None if e.choice is None else choice_to_json(e.choice)
    return (
        f'{{"type": "SeenPriority", "window": {_dumps(_window_json(e.window))}, '
        f'"cards": [{cards}], "zones": [{zones}], "have": {_dumps(list(e.have))}, '
        f'"player": {_dumps(e.player)}, "choice": {_dumps(choice)}}}'
    )


_SEEN_TEXTS = codec.TextMemo(_entry_text)
_CARD_TEXTS = codec.TextMemo(lambda c: _dumps(_card_json(c)))


def _card_fields() -> tuple[tuple[str, object], ...]:
    return tuple(
        (f.name, f.default)
        for f in dataclasses.fields(CardInstance)
        if f.init and f.name not in _CARD_KEYS
    )


def _card_json(c: CardInstance) -> dict[str, Any]:
    """A card record as ``codec.encode`` writes it, with only the fields that differ from a
    fresh card's beyond its identity (``_CARD_KEYS``)."""
    data: dict[str, Any] = {
        "type": "CardInstance",
        "iid": c.iid,
        "card_id": c.card_id,
        "owner": c.owner,
        "zone": c.zone.value,
        "controller": c.controller,
    }
    for name, default in _CARD_OPTIONAL:
        value = getattr(c, name)
        if value != default:
            data[name] = _plain(value)
    return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return str(value) if hasattr(value, "parse") else [_plain(v) for v in value]
    return value


_CARD_OPTIONAL = _card_fields()


def _window_json(window: tuple[Any, ...]) -> list[Any]:
    """A remembered window (``SeenPriority.window``) as JSON data: classes by name, sets sorted."""
    (op, holder, passes, label, turn, player, phase, agenda, calm, queue, play, sizes, memo,
     faceoff) = window  # fmt: skip
    return [
        op.__name__,
        holder,
        passes,
        label,
        turn,
        player,
        phase,
        [t.__name__ for t in agenda],
        calm,
        list(queue),
        play,
        list(sizes),
        sorted(memo),
        None if faceoff is None else codec.encode(faceoff),
    ]


def seen_from_json(data: Any) -> SeenPriority | a.LoopStep:
    """The inverse of ``seen_to_json`` (``read_position``)."""
    if data.get("type") == "LoopStep":
        return codec.decode(data, {"LoopStep": a.LoopStep})  # type: ignore[no-any-return]
    cards = {"CardInstance": CardInstance}

    def card(d: dict[str, Any]) -> CardInstance:
        return codec.decode({**d, "type": "CardInstance"}, cards)  # type: ignore[no-any-return]

    w = data["window"]
    window = (
        _OPS[w[0]],
        *w[1:7],
        tuple(_OPS[name] for name in w[7]),
        w[8],
        tuple(w[9]),
        w[10],
        tuple(w[11]),
        frozenset(w[12]),
        None if w[13] is None else codec.decode(w[13], _OPS | {"Faceoff": a.Faceoff}),
    )
    return SeenPriority(
        window,
        tuple(card(c) for c in data["cards"]),
        tuple(tuple(card(c) for c in zone) for zone in data["zones"]),
        tuple(data["have"]),
        data["player"],
        None if data["choice"] is None else choice_from_json(data["choice"]),
    )


def _looks(e: SeenPriority) -> tuple[Any, ...]:
    """How the cards in play are (not their counters) and which cards are in hands and flip
    piles: with ``window``, the position of the game (see the module text)."""
    return (
        (*map(_CARD, e.cards),),
        (*map(_ATTACHED, e.cards),),  # hosts keep their ids while their attachments stay
        [sorted(map(_CARD_ID, zone)) for zone in e.zones],
    )


def _no_fewer(then: SeenPriority, now: SeenPriority) -> bool:
    """Nothing a loop could run out of is less than it was: action tokens, cards in the decks,
    discard piles and banished zones (cards beneath cards), counters on each card (519)."""
    if then.have != now.have and not all(map(le, then.have, now.have)):
        return False
    for before, after in zip(then.cards, now.cards, strict=True):
        if before.counters != after.counters:
            left = dict(after.counters)
            if any(left.get(name, 0) < n for name, n in before.counters):
                return False
    return True


def _digest(e: SeenPriority) -> str:
    """A position as a short text that is the same in every run (for ``LoopStep.key``): the
    window and ``_looks`` as JSON, classes by name, areas as text, sets sorted."""
    cards, attached, zones = _looks(e)
    window = _window_json(e.window)
    looks = [
        [[*c[:3], None if c[3] is None else str(c[3]), *c[4:]] for c in cards],
        list(attached),
        zones,
    ]
    text = json.dumps([window, looks], ensure_ascii=False)
    return "priority:" + hashlib.sha256(text.encode()).hexdigest()[:16]


def _ref_then(e: SeenPriority, iid: int) -> str | None:
    """A card an action named, as ``canonical_choice`` names it, from the records kept with
    ``e``: its place in play, or the hand or flip pile it was in; None: not among them."""
    for i, c in enumerate(e.cards):
        if c.iid == iid:
            return f"p{i}"
    for zone in e.zones:
        for c in zone:
            if c.iid == iid:
                return f"{c.zone}:{c.owner}:{c.card_id}"
    return None


def _as_step(e: SeenPriority | a.LoopStep) -> a.LoopStep | None:
    """A remembered decision as a step of an iteration; None if it can't be repeated."""
    if isinstance(e, a.LoopStep):
        return e
    if e.choice is None:
        return None
    data = choice_to_json(e.choice)
    for name in ID_FIELDS:
        value = data.get(name)
        if isinstance(value, list):  # the cards paying a cost (ActivateAbility.using)
            refs = [_ref_then(e, iid) for iid in value]
            if None in refs:
                return None
            data[name] = refs
        elif value is not None:
            data[name] = _ref_then(e, value)
            if data[name] is None:
                return None
    # Holding priority, the player had the opportunity to act: an optional action (802.2).
    return a.LoopStep(_digest(e), e.player, json.dumps(data, sort_keys=True), True)


def _watch_priority(t: Table, op: a.MainPhase | a.PriorityWindow) -> bool:
    s = t.state
    w = s.loop
    if w is not None:
        if w.iteration:
            _, options = registry.steps[type(op)].asked(t, op)
            return _repeat(t, op, w, _digest(_seen(t, op, -1)), options)
        if w.stop is not None:
            return False  # the stopper's decision, with the loop's action forbidden (802.2)
    seen = s.seen
    if w is not None:  # Pre-Priority Processing's decisions since the last window
        seen = (*seen, *w.steps)
        s.loop = None
    if seen and type(seen[-1]) is SeenPriority and seen[-1].choice is None:
        seen = seen[:-1]  # asked again (a fresh ``Game``), or answered by the game (516.2)
    assert s.priority is not None  # set by the window as it gives the holder priority
    now = _seen(t, op, s.priority)
    window = now.window
    looks = None
    for i in range(len(seen) - 1, -1, -1):
        e = seen[i]
        if type(e) is not SeenPriority:
            continue
        if e.window[4:7] != window[4:7]:
            seen = seen[i + 1 :]  # an earlier phase: no loop reaches back there
            break
        if e.window == window and _no_fewer(e, now):
            looks = looks or _looks(now)
            if _looks(e) != looks:
                continue
            steps = [_as_step(x) for x in seen[i:]]
            if all(steps):
                s.seen = ()
                return _went_round(t, tuple(steps), through_priority=True)  # type: ignore[arg-type]
            break
    s.seen = (*seen, now)
    return False


def _went_round(
    t: Table, iteration: tuple[a.LoopStep, ...], through_priority: bool = False
) -> bool:
    s = t.state
    if not any(step.optional for step in iteration):
        t.log(
            "Loop: the position repeats with no optional action in it; it is repeated until "
            "802.3 ends it (802.1, 802.3)"
        )
        s.loop = a.LoopWatch(iteration=iteration, left=-1)
        return True
    deciders = [step.player for step in iteration if step.optional]
    first = deciders[0]  # the next player with an optional action in the loop (802.2)
    assert first is not None
    others = [p for p in turn_order(t, first)[1:] if p in deciders]
    through = (
        " through priority windows (cards in play, hands and the agenda as they were; no "
        "fewer action tokens, cards or counters; points and lasting effects may differ)"
        if through_priority
        else ""
    )
    t.log(
        f"Loop: a full iteration of {len(iteration)} decision{'s' * (len(iteration) != 1)}"
        f"{through} brought the game back to the same position (802.1); "
        f"{t.player_name(first)} names a number of repetitions (802.2)"
    )
    s.loop = None
    s.agenda.insert(0, a.NameLoopCount(iteration, (first, *others)))
    return True


def _repeat(t: Table, op: a.Op, w: a.LoopWatch, key: str, options: list[Choice]) -> bool:
    s = t.state
    step = w.iteration[w.at]
    if w.left == 0 and step.player == w.stopper and step.optional and step.key == key:
        done = f"Loop: {w.done} repetition{'s' * (w.done != 1)} done; "
        if json.loads(step.choice)["type"] in PASSES:
            t.log(
                f"{done}{t.player_name(step.player)} holds priority again and may break the "
                f"loop by taking an action (802.2, 802.4)"
            )
            s.loop = None  # passing is not an action that continues the loop (510.1)
            return False
        t.log(
            f"{done}{t.player_name(step.player)} can't make the choice that would continue the "
            f"loop (802.2)"
        )
        s.loop = a.LoopWatch(stop=step)
        return False
    choice = concrete_choice(t, step.choice) if step.key == key else None
    if choice is None or choice not in options:
        if w.left >= 0:
            _broken(t, w)
        s.loop = None
        return True  # asked normally next time round
    at = w.at + 1
    left, done = w.left, w.done
    if at == len(w.iteration):
        at, done = 0, done + 1
        left = left - 1 if left > 0 else left
    s.loop = replace(w, at=at, left=left, done=done)
    if w.at == 0 and w.left > 0:
        t.log(f"Loop: repetition {w.done + 1} (802.2)")
    if w.left >= 0:
        t.waves = 0  # a decision was made: this is not 802.3's loop of mandatory effects
    registry.steps[type(op)].apply(t, op, choice)
    return True


def _broken(t: Table, w: a.LoopWatch) -> None:
    t.log(
        f"Loop: after {w.done} repetition{'s' * (w.done != 1)} it can't go on as before, "
        f"so it ends and play proceeds (802.4)"
    )


def note_choice(t: Table, choice: Choice) -> None:
    """A player's choice at a watched decision: remembered for repetitions (802.2)."""
    s = t.state
    seen = s.seen
    e = seen[-1] if seen else None
    if type(e) is SeenPriority and e.choice is None and isinstance(s.agenda[0], PRIORITY_POINTS):
        s.seen = (*seen[:-1], SeenPriority(e.window, e.cards, e.zones, e.have, e.player, choice))
        return
    w = s.loop
    if w is None or not s.agenda or not isinstance(s.agenda[0], DECIDING):
        return
    if w.stop is not None:
        s.loop = None  # the stopper decided: the loop is over
        return
    if w.steps and not w.steps[-1].choice:
        last = replace(w.steps[-1], choice=canonical_choice(t, choice))
        s.loop = replace(w, steps=(*w.steps[:-1], last))


def forbidden(t: Table, choice: Choice) -> str | None:
    """Why ``choice`` can't be made: it would continue a loop past its number (802.2)."""
    w = t.state.loop
    if w is None or w.stop is None or not t.state.agenda:
        return None
    if not isinstance(t.state.agenda[0], DECIDING):
        return None
    if canonical_choice(t, choice) != w.stop.choice:
        return None
    return (
        "the loop has been repeated the number of times named; this choice would continue "
        "it (802.2)"
    )


# --- naming the number (802.2) ----------------------------------------------------------------
def smallest(op: a.NameLoopCount) -> tuple[int, int] | None:
    """(player, number): the smallest number named so far and who named it."""
    if not op.named:
        return None
    return min(op.named, key=lambda pn: pn[1])


def chooser(op: a.NameLoopCount) -> int:
    return op.players[len(op.named)]


def number_choices(op: a.NameLoopCount) -> list[Choice]:
    p = chooser(op)
    low = smallest(op)
    if low is None:
        return [NameNumber(p, n) for n in range(LOOP_LIMIT + 1)]
    return [*(NameNumber(p, n) for n in range(low[1])), Decline(p)]


def check_number(op: a.NameLoopCount, choice: Choice) -> str | None:
    if isinstance(choice, Decline):
        if not op.named:
            return "the first player must name a number (802.2)"
        return None
    assert isinstance(choice, NameNumber)
    low = smallest(op)
    if choice.number < 0:
        return "a number of repetitions is not negative (802.2)"
    if low is None and choice.number > LOOP_LIMIT:
        return f"the engine repeats a loop at most {LOOP_LIMIT:,} times (802.2, 802.3)"
    if low is not None and choice.number >= low[1]:
        return f"only a number smaller than {low[1]} may be named now (802.2)"
    return None


def name_number(t: Table, op: a.NameLoopCount, choice: Choice) -> None:
    """Record a number; after the last player, start the repetitions (802.2)."""
    s = t.state
    p = chooser(op)
    if isinstance(choice, NameNumber):
        named = (*op.named, (p, choice.number))
        t.log(f"{t.player_name(p)} names {choice.number} repetitions of the loop (802.2)")
    else:
        named = (*op.named, (p, smallest(op)[1] + 1))  # type: ignore[index]
        t.log(f"{t.player_name(p)} names no smaller number (802.2)")
    op = replace(op, named=named)
    if len(named) < len(op.players):
        s.agenda[0] = op
        return
    stopper, n = smallest(op)  # type: ignore[misc]
    s.agenda.pop(0)
    t.log(
        f"Loop: repeated {n} time{'s' * (n != 1)}, ending before {t.player_name(stopper)} "
        f"would continue it (802.2)"
    )
    s.loop = a.LoopWatch(iteration=op.iteration, left=n, stopper=stopper)
