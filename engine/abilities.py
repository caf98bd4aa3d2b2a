"""Abilities at work (7): triggering, Pre-Priority Processing of triggered effects, following
instructions with their choices, activated abilities, Events and replacements.

Card scripts (``engine.scripts``) say *what* an ability is; this module carries it out. An
ability is found by its index in ``all_abilities(card_id)``: the card's script, its keywords,
then the Boosted side's script and keywords, so agenda items refer to abilities by number and
stay plain data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from engine import agenda as a
from engine import characteristics as ch
from engine import registry
from engine.agenda import LastKnown, PendingTrigger
from engine.areas import Area, AreaKind, home
from engine.cards import (
    CHARACTER_TYPES,
    CardDefinition,
    CardPool,
    CardType,
    read_card_type,
    read_name,
)
from engine.choices import (
    Accept,
    Choice,
    ChooseArea,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    DecisionKind,
    Decline,
    NameCard,
    PlaceCard,
)
from engine.scripts import keywords as kw
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    ACTOR,
    ACTOR_OPPONENT,
    AMONG_CHOSEN,
    ANY,
    ANY_CARD,
    ANYWHERE,
    BANISH_NOT_DISCARD,
    BANISHED_THIS_WAY,
    BOOSTED_SIDE,
    BOTTOMED_THIS,
    CANT_UNFRIGHTEN,
    CHALLENGED,
    CHAOS,
    CHOSEN,
    CHOSEN_CONTROLLER,
    COPY_BANISHED,
    COUNTERS_OF_CARD,
    DECK_BOTTOM,
    DECK_TOP,
    EACH_MODE,
    EXCHANGE_CONTROL,
    FEWEST_POINTS,
    FLIPPED,
    GAIN_CONTROL,
    GIVE_CONTROL,
    GUESSED_RANDOM,
    HERE,
    HOST,
    IN_BANISHED,
    IN_DISCARD,
    IN_HAND,
    NOT_LOST,
    OPPONENT,
    PLAY_FRIGHTENED,
    PLAYABLE_BANISHED,
    PLAYABLE_BANISHED_ANY_COLOUR,
    PLAYABLE_BANISHED_FREE,
    PLAYABLE_DISCARD,
    PREVIOUS_AREA,
    RANDOM_AREA,
    RANDOM_GUESS,
    SOLVED_HERE,
    THAT,
    THAT_HOST,
    THERE_OWNER,
    THIS,
    TURN,
    WAS_BENEATH,
    WHILE_THIS_IN_PLAY,
    YOU,
    Ability,
    Act,
    Activated,
    AddPower,
    AsEntersPlay,
    AtEndOfFaceoff,
    AtEndOfPhase,
    AtEndOfTurn,
    AtStartOfYourNextTurn,
    Attach,
    Cards,
    Challenge,
    Choose,
    ChooseOne,
    Condition,
    Discard,
    Effect,
    FaceoffResult,
    FlipKeepOne,
    GuessPower,
    IfYouDo,
    LookAtBottom,
    LookAtTop,
    Mill,
    Modify,
    Move,
    MoveCounters,
    Name,
    NextFlipInstead,
    NextTime,
    Play,
    PlayFree,
    PutResourceIntoPlay,
    PutTokenCopy,
    Quoted,
    Reattach,
    Ref,
    RemoveCounters,
    Replacement,
    RevealHigher,
    RevealTop,
    Search,
    SplitHand,
    StartFaceoff,
    Static,
    Target,
    Trigger,
    Triggered,
    Unless,
    When,
    WhenLeavesProblem,
)
from engine.state import POWER_COUNTER, CardInstance, LastingEffect, Mode, Occurrence, Zone
from engine.table import replaces_sending_home
from engine.tokens import is_token
from engine.trace import MOVE, NOTE, REFUSAL, TRIGGER, ZONE
from engine.view import (
    INVOLVED_BY_EFFECT,
    LOSE,
    UNINVOLVED,
    WHILE_EXHAUSTED,
    static_abilities,
    whose,
)

if TYPE_CHECKING:
    from engine.state import GameState
    from engine.table import Table


# --- which abilities a card has -------------------------------------------------------------
@dataclass(frozen=True)
class Layout:
    abilities: tuple[Ability, ...]
    front: range
    boosted: range
    triggers: frozenset[str]  # occurrence kinds its triggered abilities watch (for ``trigger``)
    face_down: tuple[int, ...] = ()  # triggered abilities that function face-down (505.1a)
    chaos_statics: bool = False  # "while this card is flipped" (``FLIPPED``; faceoff totals)


def definition_layout(d: CardDefinition) -> Layout:
    script = script_for(d.id)
    front: list[Ability] = list(script.abilities) if script else []
    for k in d.keywords:
        front += kw.abilities(k.name, k.value or 0)
    back: list[Ability] = list(script.boosted) if script else []
    if d.boosted is not None:
        for k in d.boosted.keywords:
            back += kw.abilities(k.name, k.value or 0)
    everything = tuple(front + back)
    return Layout(
        everything,
        range(len(front)),
        range(len(front), len(everything)),
        frozenset(
            kind
            for x in everything
            if isinstance(x, Triggered)
            for kind in (x.when.event, *ALSO_WATCHED.get(x.when.event, ()))
        ),
        tuple(i for i, x in enumerate(front) if isinstance(x, Triggered) and x.when.face_down),
        any(isinstance(x, Static) and x.condition == FLIPPED for x in front),
    )


# Trigger events that listen to occurrences of other kinds too (``matches``).
ALSO_WATCHED = {
    "enters-here": ("played", "put-into-play"),
    "enters-play": ("played", "put-into-play"),  # played or put into play (706.1d)
    "event-played": ("played",),
    "leaves-play": ("dismissed", "left-play", "retired"),  # any way of leaving play
    "to-discard": ("dismissed", "left-play", "retired"),  # ... into the discard pile
    "moved-here": ("moved",),
    "mane-moved": ("moved",),
    "this-defeated": ("defeated",),
    "host-defeated": ("defeated",),
    "drew-nth": ("drew",),
    "played-here": ("played",),
    "attached": ("played",),
}


def host_defeat_watched(t: Table, iid: int) -> bool:
    """Whether an attachment on Troublemaker ``iid`` watches for its defeat ("when you defeat
    that Troublemaker", CN147): then its "defeated" occurrence carries the Troublemaker's
    record (712.2); other games keep their recorded occurrences."""
    if not t.pool.any_card("host-defeated", _watches_host_defeat):
        return False
    s = t.state
    return any(
        s.cards[i].attached_to == iid
        and "host-defeated" in layout(t.pool, s.cards[i].card_id).triggers
        for i in s.play
    )


def _watches_host_defeat(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Triggered) and x.when.event == "host-defeated"
        for x in definition_layout(d).abilities
    )


def layout(pool: CardPool, card_id: str) -> Layout:
    return pool.facts("layout", definition_layout)[card_id]  # type: ignore[return-value]


def active(pool: CardPool, card: CardInstance) -> list[tuple[int, Ability]]:
    """The abilities a card has now: its face-up side's (301.3); face-down, only those that
    could function only then (505.1a, ``Trigger.face_down``)."""
    if card.face_down:
        lay = layout(pool, card.card_id)
        return [(i, lay.abilities[i]) for i in lay.face_down]
    lay = layout(pool, card.card_id)
    side = lay.boosted if card.boosted else lay.front
    return [(i, lay.abilities[i]) for i in side]


def blanked(t: Table) -> frozenset[int]:
    """The cards in play that have lost their abilities and can't have any
    (``Static("lose-abilities")`` or such a lasting modifier; ``View.blank``): they have no
    triggered, activated or replacement abilities either. Read from the view only when a
    card in play or a lasting modifier could take abilities away."""
    if not t.derived("blanks", lambda: _blanks_in_play(t), placed=True) and not any(
        e.kind == LOSE for e in t.state.effects
    ):
        return frozenset()
    return t.view().blank


def _blanks_in_play(t: Table) -> bool:
    has = t.pool.facts(
        "blanks",
        lambda d: any(st.kind == LOSE for b in (False, True) for st in static_abilities(d, b)),
    )
    return any(has[t.state.cards[i].card_id] for i in t.state.play)


def counts_scores(pool: CardPool, card: CardInstance) -> bool:
    """Whether one of the card's abilities now reads the points scored with it
    (``Condition("scored-with")``, PR5): only then does ``Table.score`` keep its total."""
    return any(
        isinstance(ab, Triggered)
        and ab.when.condition is not None
        and ab.when.condition.kind == "scored-with"
        for _, ab in active(pool, card)
    )


def ability(pool: CardPool, card_id: str, index: int) -> Ability:
    ab = layout(pool, card_id).abilities[index]
    return ab.ability if isinstance(ab, Quoted) else ab  # as the card it is lent to has it


def copies_abilities(card_id: str) -> bool:
    """ "This card has the printed abilities of that Friend" (``Static("chosen-abilities")``)."""
    script = script_for(card_id)
    return script is not None and any(
        isinstance(x, Static) and x.kind == "chosen-abilities" for x in script.abilities
    )


def _lends(d: CardDefinition) -> bool:
    """Whether a card may give other cards' abilities to a card in play: Teamwork
    (glossary), it copies a Friend's (``copies_abilities``), or it grants a keyword whose
    abilities are triggered or replacements ("have Diligent 2", ``keywords.lender``)."""
    return (
        copies_abilities(d.id)
        or any(
            k.name == "Teamwork" for k in (*d.keywords, *(d.boosted.keywords if d.boosted else ()))
        )
        or any(
            isinstance(ab, Static)
            and (
                (ab.kind == "keyword" and kw.abilities(*_keyword(ab.value)))
                or ab.kind == "grant-quoted"  # "have "Immediate: ..."" (MT36)
            )
            for ab in definition_layout(d).abilities
        )
    )


def _keyword(text: str) -> tuple[str, int]:
    """ "Diligent 2" as (name, value); "Swift" as ("Swift", 0)."""
    name, _, number = text.partition(" ")
    return name, int(number or 0)


def lent(t: Table) -> dict[int, tuple[str, ...]]:
    """Cards in play that have other cards' printed abilities: card -> the card ids they are
    printed on (Teamwork lenders, a copied Friend; ``View.lent``)."""
    if not in_play_watchers(t)[1] and not grants_keywords(t):
        return {}
    return t.view().lent


def grants_keywords(t: Table) -> bool:
    """Whether a lasting effect grants a keyword whose abilities are triggered or
    replacements ("this card has Calming 2 until ...": its abilities are lent, ``lent``)."""
    return any(e.kind == "keyword" and kw.abilities(*_keyword(e.value)) for e in t.state.effects)


def _lends_in_play(t: Table) -> bool:
    has, s = t.pool.facts("lends", _lends), t.state
    return any(has[s.cards[i].card_id] for i in s.play)


def choosable(
    t: Table, c: CardInstance, lenders: dict[int, tuple[str, ...]]
) -> list[tuple[int, str, int, Ability]]:
    """A card's abilities as players choose them (703): (number, card id the ability is
    printed on, its index there, ability); lent ones (Teamwork, a copied Friend) are
    numbered after the card's own layout."""
    if c.iid in blanked(t):  # it lost its abilities ("loses and can't have abilities")
        return []
    out = [(i, c.card_id, i, ab) for i, ab in active(t.pool, c)]
    if c.iid in lenders:
        base = len(layout(t.pool, c.card_id).abilities)
        lent_ones = granted(t, lenders[c.iid])
        out += [(base + k, cid, i, ab) for k, (cid, i, ab) in enumerate(lent_ones)]
    return out


def granted(t: Table, lenders: tuple[str, ...]) -> list[tuple[str, int, Ability]]:
    """(card id, index, ability) of the non-continuous abilities printed on the cards
    ``lenders`` (Friends: one side), which a card in play has from them: found by that card
    id, carried out with "this card" meaning the card that has them. "As ... enters play"
    abilities are left out: gained ones are not applied (706.1a)."""
    out: list[tuple[str, int, Ability]] = []
    for lender in lenders:
        # a Mane Character's Boosted side, gained Boosted side up (301.3; EO203)
        card_id = lender.removeprefix(BOOSTED_SIDE)
        lay = layout(t.pool, card_id)
        side = lay.boosted if card_id != lender else lay.front
        # a card giving abilities in quotes ("grant-quoted", MT36) lends only those, not its
        # own (its keywords' included); limit: such a card lends nothing else (Teamwork)
        quoted = [i for i in side if isinstance(lay.abilities[i], Quoted)]
        for index in quoted or side:
            ab = lay.abilities[index]
            if isinstance(ab, Quoted):
                out.append((card_id, index, ab.ability))
            elif not isinstance(ab, Static | AsEntersPlay):
                out.append((card_id, index, ab))
    return out


# --- triggering (704) -----------------------------------------------------------------------
def _watches_from_discard(d: CardDefinition) -> bool:
    return any(
        isinstance(ab, Triggered) and ab.when.condition == IN_DISCARD
        for ab in definition_layout(d).abilities
    )


def _watches_from_banished(d: CardDefinition) -> bool:
    return any(
        isinstance(ab, Triggered) and functions_in(ab.when.condition, IN_BANISHED)
        for ab in definition_layout(d).abilities
    )


def zone_watchers(t: Table, kind: str) -> list[CardInstance]:
    """The cards outside play with a triggered ability watching for ``kind`` that functions
    where they are (701.3): in a discard pile, "When you play a Griffon Friend while this
    card is in your discard pile" (``IN_DISCARD`` as its condition; FF98); in the banished
    zone, beneath a card too, "At the end of your turn, if this card is banished, ..."
    (``IN_BANISHED``; 410.5; LL145). None in a pool without such a card."""
    s = t.state
    out: list[CardInstance] = []
    for name, watches, zone in (
        ("watches-from-discard", _watches_from_discard, "discard"),
        ("watches-from-banished", _watches_from_banished, "banished"),
    ):
        if not t.pool.any_card(name, watches):
            continue
        out += [
            s.cards[i]
            for p in s.players
            for i in getattr(p, zone)
            if kind in layout(t.pool, s.cards[i].card_id).triggers
            and watches(t.pool[s.cards[i].card_id])
        ]
    return out


def trigger(t: Table, occ: Occurrence) -> None:
    """Every ability watching for ``occ`` triggers once (704.1b) and waits for PPP (704.1c)."""
    s = t.state
    if s.outcome is not None:
        return
    if s.effects:
        next_time(t, occ)
    watching, lending = in_play_watchers(t)
    lending = lending or (bool(s.effects) and grants_keywords(t))
    ids = watching.get(occ.kind, ())
    in_hands = hand_watchers(t)
    in_discard = zone_watchers(t, occ.kind)
    if (
        not ids
        and not lending
        and occ.card is None
        and occ.known is None
        and not in_hands
        and not in_discard
    ):
        return  # nothing in play watches for it or lends abilities, and it names no card
    layouts = t.pool.facts("layout", definition_layout)
    lenders = t.view().lent if lending else {}  # ``lent``
    if lenders:  # cards with lent abilities watch too (Teamwork, a copied Friend)
        keep = {*ids, *lenders}  # type: ignore[misc]
        ids = [i for i in s.play if i in keep]
    watchers = [s.cards[i] for i in ids]  # type: ignore[attr-defined]
    if occ.card is not None and occ.card in s.cards and s.cards[occ.card].zone is not Zone.PLAY:
        watchers.append(s.cards[occ.card])  # leaves-play triggers look back (701.3)
    elif occ.known is not None and occ.known.now is None and occ.card not in s.cards:
        watchers.append(as_it_was(occ.known))  # a token that ceased to exist, too (521.2)
    watchers += [s.cards[i] for i in in_hands if i != occ.card]
    watchers += [c for c in in_discard if c.iid != occ.card]
    # 712.2: the cards at a Problem as it was solved or replaced, for "here" in its triggered
    # effect (``SOLVED_HERE``): they are sent home or dismissed before it resolves (613.2)
    at_problem = (
        tuple(t.last_known(x.iid) for x in t.at(occ.area) if x.iid != occ.card)
        if occ.kind in ("solved", "replaced") and occ.area is not None
        else ()
    )
    blank = blanked(t)
    for c in watchers:
        looks_back = c.zone is not Zone.PLAY and c.iid == occ.card and occ.known is not None
        if looks_back and occ.known.face_down:  # it had no abilities as it left (505.1a)
            continue
        if looks_back and occ.known.iid in t.left_blank:  # lost them as it left (712.2)
            continue
        if c.iid in blank and c.zone is Zone.PLAY:  # "loses and can't have abilities"
            continue
        if c.zone is Zone.FLIP and t.view().lost_while_flipped(c.iid):  # (DE142, 701.3)
            continue
        extra = granted(t, lenders[c.iid]) if c.iid in lenders else []
        if occ.kind not in layouts[c.card_id].triggers and not extra:  # type: ignore[attr-defined]
            continue
        own = (
            active(t.pool, c)
            if c.zone is Zone.PLAY
            else enumerate(layout(t.pool, c.card_id).abilities)
        )
        from_hand = c.iid in in_hands and c.iid != occ.card
        from_discard = c.zone is Zone.DISCARD and c.iid != occ.card  # only those that
        # function there (``zone_watchers``; 701.3)
        if c.zone is Zone.BANISHED and c.iid != occ.card:  # the same (``zone_watchers``)
            own = [
                (i, x)
                for i, x in own
                if isinstance(x, Triggered) and functions_in(x.when.condition, IN_BANISHED)
            ]
        for card_id, index, ab in [*((c.card_id, i, x) for i, x in own), *extra]:
            if isinstance(ab, Triggered) and ab.when.in_hand != from_hand:
                continue  # one that functions in the hand functions only there (701.3)
            if from_discard and isinstance(ab, Triggered) and ab.when.condition != IN_DISCARD:
                continue
            if isinstance(ab, Triggered) and matches(t, ab.when, occ, c, index):
                if ab.when.value == "studious":  # once per faceoff (glossary: Studious)
                    s.memo = s.memo | {f"studious:{c.controller}"}
                if ab.when.value == "random":  # once per faceoff (glossary: Random)
                    s.memo = s.memo | {f"faceoff:random:{c.iid}"}
                if ab.when.first:
                    s.memo = s.memo | {first_key(ab.when, c.iid, index)}
                that = occ.card
                if ab.when.event == "host-defeated" and occ.known is not None:
                    that = occ.known.iid  # the host, read as it last existed (712.2)
                s.pending.append(
                    PendingTrigger(
                        c.controller,
                        c.iid,
                        card_id,
                        index,
                        that,
                        # "send that character to its previous area" (SB87): THERE is where
                        # it came from, as for a Reaction (``priority.moves_back``)
                        occ.before if occ.before is not None and sends_back(ab) else occ.area,
                        occ.amount,
                        occ.player,
                        # the cards that were beneath it as it left play (CN164, 410.5)
                        chosen=(
                            t.left_beneath.get(occ.known.iid, ())
                            if occ.known is not None
                            and t.pool.facts("was-beneath", _reads_was_beneath)[card_id]
                            else ()
                        ),
                        known=((occ.known,) if occ.known is not None else ()) + at_problem,
                    )
                )
                name = t.name(c.iid) if c.iid in s.cards else f"{t.pool[c.card_id].name} #{c.iid}"
                text = f"  {name} triggers ({describe_trigger(ab.when)})"
                t.note(TRIGGER, text, cards=(c.iid,), rules=("704.1",))
    if occ.kind in ALSO_WATCHED["leaves-play"] and occ.known is not None and s.effects:
        return_banished(t, occ.known)


# A lasting effect linking a card banished "until this card leaves play" (its ``cards``) to
# this card (its ``value``, its id in play; HM48, HM78)
BANISHED_UNTIL = "banished-until"


def return_banished(t: Table, gone: LastKnown) -> None:
    """ "Banish ... until this card leaves play" (``Act("banish-until-leaves")``; HM48, HM78):
    as the card ``gone`` leaves play, the cards it banished that way, still banished with the
    id they got (410.6), return to play under their owners' control at their homes, not
    played (706.1d). Ruling: the duration ends as the card leaves play, however it leaves and
    whatever abilities it has then (it is not a triggered ability of the card)."""
    s = t.state
    for linked in [e for e in s.effects if e.kind == BANISHED_UNTIL and e.value == str(gone.iid)]:
        s.effects.remove(linked)
        t.version += 1
        why = f"{t.pool[gone.card_id].name} has left play"
        for iid in linked.cards:
            if iid in s.cards and s.cards[iid].zone is Zone.BANISHED:
                do(t, "put-into-play", iid, s.cards[iid].owner, why)
            else:
                t.log(f"  card #{iid} is no longer banished and does not return ({why}, 410.6)")


def follow_banished(t: Table, old: int, new: int) -> None:
    """A card frightened (505.3: a new card) is still in play (504.1): what it banished "until
    this card leaves play" stays banished until the card it became leaves play; "when this
    card leaves that Problem" (``LEAVES_PROBLEM``) waits for the card it became."""
    s = t.state
    for k, e in enumerate(s.effects):
        if e.kind == BANISHED_UNTIL and e.value == str(old):
            s.effects[k] = replace(e, value=str(new))
            t.version += 1
        elif e.kind == LEAVES_PROBLEM and e.value.split("|")[1] == str(old):
            step, _, problem = e.value.split("|")
            s.effects[k] = replace(e, value=f"{step}|{new}|{problem}")
            t.version += 1


# A lasting effect for "when this card leaves that Problem, ..." (``WhenLeavesProblem``;
# PR211): its ``value`` "<instruction>|<this card's id>|<that Problem's id>", its ``cards``
# the cards CHOSEN as it was created, its ``amount`` the ability's number
LEAVES_PROBLEM = "when-leaves-problem"


def left_problem(t: Table) -> None:
    """ "When this card leaves that Problem" (PR211): each such delayed ability whose card is
    no longer at that Problem (moved, sent home, out of play, or the Problem gone) triggers,
    once (615.1, 704.1c), and waits with the other triggered effects."""
    s = t.state
    for e in [e for e in s.effects if e.kind == LEAVES_PROBLEM]:
        step, host, problem = (int(x) for x in e.value.split("|"))
        card, there = s.cards.get(host), s.cards.get(problem)
        if (
            card is not None
            and there is not None
            and card.zone is Zone.PLAY
            and there.zone is Zone.PLAY
            and card.area == there.area
        ):
            continue
        s.effects.remove(e)
        t.version += 1
        s.pending.append(
            PendingTrigger(e.controller, -1, e.source, e.amount, later=step, chosen=e.cards)
        )
        name = t.pool[e.source].name
        t.note(TRIGGER, f"  {name}'s delayed ability triggers (it has left that Problem, 615.1)")


def next_time(t: Table, occ: Occurrence) -> None:
    """ "The next time ... this turn" (``NextTime``, 708.4): each such modifier whose trigger
    ``occ`` meets triggers, once, and ends. Its trigger is read from its controller's side,
    as a card of theirs would read it (a stand-in at no area: nothing is "here")."""
    s = t.state
    waiting = [e for e in s.effects if e.kind == "next-time"]
    if not waiting:
        return
    for e in waiting:
        step, _, named = e.value.partition("|")  # "with that name" (``NextTime.named``)
        later = program(effects_of(ability(t.pool, e.source, e.amount)))[int(step)][0]
        assert isinstance(later, NextTime)
        me = CardInstance(-1, e.source, e.controller, Zone.PLAY, e.controller, None)
        if named:
            me = replace(me, chosen=(named,))
        if not matches(t, later.when, occ, me):
            continue
        if not later.every:  # "whenever ... until the end of the turn" (LL94) stays
            s.effects.remove(e)
            t.version += 1
        s.pending.append(
            PendingTrigger(
                e.controller,
                -1,
                e.source,
                e.amount,
                occ.card,
                occ.area,
                occ.amount,
                occ.player,
                later=int(step),
                chosen=e.cards,
            )
        )
        t.log(f"  {t.pool[e.source].name}'s triggered modifier triggers (708.4)")


def _watches_turned_face_down(d: CardDefinition) -> bool:
    return "turned-face-down" in definition_layout(d).triggers


def _reads_was_beneath(d: CardDefinition) -> bool:
    script = script_for(d.id)
    return script is not None and repr(WAS_BENEATH) in repr(script)


def as_it_was(k: LastKnown) -> CardInstance:
    """The record of a card as it last existed in play (712.2), as a card in play: face-down,
    exhausted or frightened as it was (505, 503, 504)."""
    return CardInstance(
        k.iid,
        k.card_id,
        k.owner,
        Zone.PLAY,
        k.controller,
        k.area,
        exhausted=k.exhausted,
        frightened=k.frightened,
        face_down=k.face_down,
        counters=k.counters,
        chosen=k.chosen,
    )


def state_triggers(t: Table) -> None:
    """Triggers on a state of the game ("when this card has 8 power", ``Trigger("state")``),
    checked as Pre-Priority Processing runs (511.1, 704.1c). Each triggers once each time its
    condition becomes true (704.1b): the memo flag ``state:<card>:<ability>`` says it has
    triggered and the condition has held since; it is dropped at a check where the condition
    is false or the card has no such ability any more (left play, face-down: 505.1a)."""
    s = t.state
    if s.outcome is not None:
        return
    if s.effects:  # "when this card leaves that Problem" (PR211), a delayed ability
        left_problem(t)
    ids = in_play_watchers(t)[0].get("state", ())
    if not ids and not s.has_memo("state:"):
        return
    holding: set[str] = set()
    blank = blanked(t)
    for iid in ids:
        c = s.cards[iid]
        for index, ab in [] if iid in blank else active(t.pool, c):
            if not (isinstance(ab, Triggered) and ab.when.event == "state"):
                continue
            if not t.view().holds(ab.when.condition, c, c.controller):
                continue
            key = f"state:{iid}:{index}"
            holding.add(key)
            if key in s.memo:
                continue  # still true: it triggered as it became true
            s.pending.append(PendingTrigger(c.controller, iid, c.card_id, index, iid, c.area))
            text = f"  {t.name(iid)} triggers ({describe_trigger(ab.when)})"
            t.note(TRIGGER, text, cards=(iid,), rules=("704.1",))
    flags = frozenset(m for m in s.memo if m.startswith("state:"))
    if flags != holding:
        s.memo = (s.memo - flags) | holding


def hand_watchers(t: Table) -> list[int]:
    """Cards in hands with a triggered ability that functions there ("When you move a
    character, you may put this card from your hand into play", SB61; 701.3)."""
    if not t.pool.any_card("hand-triggers", _has_hand_trigger):
        return []
    has = t.pool.facts("hand-triggers", _has_hand_trigger)
    s = t.state
    return [i for p in s.players for i in p.hand if has[s.cards[i].card_id]]


def _has_hand_trigger(d: CardDefinition) -> bool:
    return any(isinstance(x, Triggered) and x.when.in_hand for x in definition_layout(d).abilities)


def in_play_watchers(t: Table) -> tuple[dict[str, tuple[int, ...]], bool]:
    """Occurrence kind -> the cards in play with a triggered ability watching for it, in play
    order; and whether a card in play lends abilities (``lent``), which may watch too. Once
    per ``Table.placement``."""
    return t.derived("watchers", lambda: _watchers(t), placed=True)  # type: ignore[return-value]


def _watchers(t: Table) -> tuple[dict[str, tuple[int, ...]], bool]:
    layouts = t.pool.facts("layout", definition_layout)
    cards = t.state.cards
    out: dict[str, list[int]] = {}
    for i in t.state.play:
        kinds = layouts[cards[i].card_id].triggers  # type: ignore[attr-defined]
        if kinds:
            for kind in kinds:
                out.setdefault(kind, []).append(i)
    return {kind: tuple(ids) for kind, ids in out.items()}, _lends_in_play(t)


def first_key(trig: Trigger, iid: int, index: int) -> str:
    """The memo flag of "the first ..." (``Trigger.first``): kept while the card is in play,
    or, "each turn" (``each_turn``), until the turn ends (616.4; ``flow.LASTING_MEMO``)."""
    return f"{'first-turn' if trig.each_turn else 'first'}:{iid}:{index}"


def describe_trigger(trig: Trigger) -> str:
    return f"when {trig.event}" + (f" {trig.value}" if trig.value else "")


def sends_back(ab: Triggered) -> bool:
    """Whether a triggered ability sends the card it is about to its previous area
    (``Move(..., "previous")``, also after "you may pay ... to", ``IfYouDo``; SB87)."""
    effects = [*ab.effects, *(x for e in ab.effects if isinstance(e, IfYouDo) for x in e.then)]
    return any(isinstance(e, Move) and e.to == "previous" for e in effects)


def matches(t: Table, trig: Trigger, occ: Occurrence, c: CardInstance, index: int = -1) -> bool:
    """Whether ``occ`` meets the trigger condition of ``c``'s ability (704.1)."""
    me, ev, s = c.controller, trig.event, t.state
    if occ.kind != ev and occ.kind not in ALSO_WATCHED.get(ev, ()):
        return False
    problem = c.area is not None and c.area.at_problem
    here = problem and occ.area == c.area
    if ev == "enters-play" and trig.about is not None:  # "one of your Friends enters play"
        ok = whose(trig.who, occ.player, me) and occ.via != "event"  # (706.1d; CGpf12)
        if ok and trig.to_problem:
            ok = occ.area is not None and occ.area.at_problem
    elif ev == "enters-play":  # "when this card enters play": an Event never does (304.2)
        ok = occ.card == c.iid and occ.via != "event"
        if ok and trig.to_problem:
            ok = occ.area is not None and occ.area.at_problem
    elif ev in ("played", "moved", "problem-played", "to-discard", "leaves-play", "retired") or (
        ev == "dismissed" and not trig.here and trig.who == YOU and not trig.value
    ):
        # with ``about``: not this card but one fitting it, by ``who``; "played" with
        # ``value`` "any": any card ``who`` plays ("when you play the last card in your
        # hand", AD10)
        any_card = trig.about is not None or (ev == "played" and trig.value == ANY_CARD)
        ok = whose(trig.who, occ.player, me) if any_card else occ.card == c.iid
        if ok and ev == "moved" and trig.value == "from-here":  # "is moved from this
            # Problem" (506.1; RR10), by anyone; with ``to_problem``: "to another Problem",
            # THERE the Problem it moved to (AD29)
            ok = problem and occ.before == c.area
        elif ok and ev == "moved" and trig.about is None:
            # "when this card is moved" (``who`` ANY): by any player (AD17)
            ok = (occ.player == me or trig.who == ANY) and (
                trig.value != "from-home"
                or (occ.before is not None and occ.before.kind is AreaKind.HOME)
            )
            if ok and trig.value == "to-home":  # "when this card is moved home" (DE56)
                ok = occ.area is not None and occ.area.kind is AreaKind.HOME
        if ok and trig.to_problem:
            ok = occ.area is not None and occ.area.at_problem
        if ok and ev == "to-discard":  # "put into your discard pile from play"
            ok = c.zone is Zone.DISCARD
    elif ev == "event-played":  # "when you play an Event" (its effects may be copied, 520.1)
        ok = occ.via == "event" and whose(trig.who, occ.player, me)
    elif ev == "confronted":  # "when you confront a Problem" with ``anywhere`` (611.4)
        ok = (here or trig.anywhere) and whose(trig.who, occ.player, me)
    elif ev == "won-faceoff":
        ok = whose(trig.who, occ.player, me)
        if ok and trig.here:  # "at this Problem": the faceoff was resolved here (514.2e)
            ok = problem and s.faceoff is not None and c.area in s.faceoff.areas
        elif ok and not trig.anywhere:
            ok = t.view().is_involved(c.iid)
        if ok and trig.value == "studious":
            ok = f"studious:{me}" not in s.memo
        elif ok and trig.value:
            ok = occ.via == trig.value
    elif ev == "this-defeated":  # "when this card is defeated" (514.5a): in the discard
        # pile by then, it looks back (``faceoff``, RR11, CS8)
        ok = occ.card == c.iid
    elif ev == "host-defeated":  # "when you defeat that Troublemaker" (CN147): this
        # attachment's host, named by its record as it left play (712.2)
        ok = (
            whose(trig.who, occ.player, me)
            and occ.known is not None
            and c.attached_to is not None
            and occ.known.iid == c.attached_to
        )
    elif ev == "drew-nth":  # "when you draw your third card during a turn" (410.4; RRf2)
        ok = whose(trig.who, occ.player, me)
    elif ev in ("solved", "replaced"):  # "when this Problem is solved / replaced" (613.1,
        # 613.2): this card is that Problem (a Dilemma too, 522.1)
        ok = occ.card == c.iid
    elif ev == "cutie-marked":  # "when this card becomes Cutie Marked" (glossary: Cutie
        # Mark); with ``about``: "when one of your Friends becomes Cutie Marked" (MT11);
        # ``to_problem``: the card is at a Problem ("to that Friend's Problem")
        ok = occ.card == c.iid if trig.about is None else whose(trig.who, occ.player, me)
        if ok and trig.to_problem:
            ok = occ.area is not None and occ.area.at_problem
    elif ev == "unfrightened" and trig.about is not None:  # "when this or another one of
        # your Friends becomes unfrightened" (504.3; HM21): any card fitting ``about``
        ok = whose(trig.who, occ.player, me)
    elif ev == "entered-discard" and trig.value == "this":  # "when this card enters your
        # discard pile" (DE60): from anywhere; the card there is its own watcher (701.3)
        ok = occ.card == c.iid and c.zone is Zone.DISCARD
    elif ev == "put-on-deck" and trig.value == "this":  # "when you put this card on top of
        # your deck" (LL100): the card in the deck is its own watcher (701.3)
        ok = occ.card == c.iid and c.zone is Zone.DRAW_DECK
    elif ev == "put-on-deck":  # "when you put a card on top of your deck" (EO5): by ``who``
        ok = whose(trig.who, occ.player, me) and c.zone is Zone.PLAY
    elif ev in ("sent-home", GUESSED_RANDOM):  # "when this card is sent home" (DE56;
        # 514.5b, 613.2); "if you guessed correctly" (SB38): this card's guess
        ok = occ.card == c.iid
    elif ev == "turned-over" and trig.about is not None:  # "when an opponent's Mane
        # Character turns over" (301.2; EO203): a card fitting ``about``, whoever turned it
        ok = True
    elif ev in ("turned-over", "unfrightened", "turned-face-down"):  # "when this side of the
        # card is turned face up" (301.2), "when this card becomes unfrightened" (504.3; CG10),
        # "when this card is turned face-down" (505.3: the card it became; CN164)
        ok = occ.card == c.iid
    elif ev == "frightened" and trig.value == "this":  # "when this card becomes frightened"
        # (504.1; HM60, MT7): the card it became (505.3), face-down (``Trigger.face_down``)
        ok = occ.card == c.iid
    elif ev == "counter-put":  # "when you put a +1 power counter on a character here" (``here``,
        # HM122), else "... on this card" (MT113) (519.1, 519.4)
        ok = whose(trig.who, occ.player, me) and (here if trig.here else occ.card == c.iid)
    elif ev == "uncovered":
        if trig.here:
            ok = here and whose(trig.who, occ.player, me)
        elif trig.value == "any":  # "when you uncover a Troublemaker"
            ok = whose(trig.who, occ.player, me)
        else:
            ok = occ.card == c.iid
    elif ev in ("phase-start", "phase-end"):  # no value: any phase
        ok = (not trig.value or occ.via == trig.value) and whose(trig.who, occ.player, me)
    elif ev == "enters-here":
        entered = s.cards.get(occ.card) if occ.card is not None else None
        ok = (
            here
            and entered is not None
            and whose(trig.who, entered.controller, me)
            and t.pool[entered.card_id].type is CardType.FRIEND
            and (not trig.value or trig.value in t.traits(entered.iid))
        )
    elif ev == "moved-here":  # "when [who] moves a Friend to this card's Problem" (506.1c);
        # with ``about``: a card fitting it ("a [Laughter] character")
        moved = s.cards.get(occ.card) if occ.card is not None else None
        ok = (
            here
            and moved is not None
            and whose(trig.who, occ.player, me)
            and (trig.about is not None or t.pool[moved.card_id].type is CardType.FRIEND)
        )
    elif ev in ("mane-moved", "played-here", "attached"):
        about = s.cards.get(occ.card) if occ.card is not None else None
        ok = about is not None and whose(trig.who, occ.player, me)
        if ok and ev == "mane-moved":  # "when you move your Mane Character to a Problem"
            ok = (
                t.pool[about.card_id].type is CardType.MANE  # type: ignore[union-attr]
                and about.controller == occ.player  # type: ignore[union-attr]
                and occ.area is not None
                and occ.area.at_problem
            )
        elif ok and ev == "played-here":  # "when a [type] is played here"
            ok = here and ch.card_type(t.pool, about).value == trig.value  # type: ignore[arg-type]
        elif ok:  # "when you play a Resource on one of your Friends" (509.1)
            host = s.cards.get(about.attached_to) if about.attached_to is not None else None  # type: ignore[union-attr]
            ok = (
                t.pool[about.card_id].type is CardType.RESOURCE  # type: ignore[union-attr]
                and host is not None
                and host.controller == occ.player
                and t.pool[host.card_id].type is CardType.FRIEND
                and (trig.value != "on-this" or host.iid == c.iid)  # "on this card" (EO74)
            )
    elif ev == "faceoff-ending":  # "Chaos: At the end of a faceoff while this card is
        # flipped" (MT96): this flipped card, as the faceoff ends (514.6, 701.3)
        ok = trig.value == CHAOS and occ.card == c.iid and c.zone is Zone.FLIP
    elif ev == "faceoff-ended":  # "At the end of a faceoff, if you didn't lose that
        # faceoff" (LL139; 514.6): the occurrence's player is the winner, None if nobody won
        ok = trig.value != NOT_LOST or occ.player is None or occ.player == me
    elif ev == "flipped" and (trig.value == CHAOS or c.zone is not Zone.PLAY):
        # Chaos (glossary, 701.3): "when this card is flipped" functions in the flip zone, as
        # only there could it; no other ability of a flipped card functions (701.3)
        ok = trig.value == CHAOS and occ.card == c.iid and c.zone is Zone.FLIP
    elif ev == "flipped":  # Random: a flipped 1-power card, once per faceoff per card
        flipped = s.cards.get(occ.card) if occ.card is not None else None
        ok = whose(trig.who, occ.player, me) and flipped is not None
        if ok and trig.value == "random":
            ok = (
                t.pool[flipped.card_id].power == 1  # type: ignore[union-attr]
                and f"faceoff:random:{c.iid}" not in s.memo
            )
    elif ev in ("exhausted", "readied"):  # "when that Friend becomes exhausted" (503.2): this
        # card's host; with ``about``: a card fitting it ("when one or more opposing
        # characters become exhausted", LL2); "when this card readies" (503.3; FF69)
        ok = whose(trig.who, occ.player, me) and (
            trig.about is not None or occ.card == (c.attached_to if trig.value == "host" else c.iid)
        )
    elif ev == "faceoff-started":
        ok = whose(trig.who, occ.player, me) and (
            trig.anywhere or (problem and s.faceoff is not None and c.area in s.faceoff.areas)
        )
        if ok and trig.value == CHALLENGED:  # "when a player challenges this card" (608.4)
            ok = occ.via == "troublemaker" and occ.card == c.iid
    else:
        ok = (
            whose(trig.who, occ.player, me)
            and (not trig.here or here)
            and (not trig.value or occ.via == trig.value)
        )
    if ok and trig.at_least is not None:
        ok = occ.amount >= trig.at_least
    if ok and trig.exactly is not None:
        ok = occ.amount == trig.exactly
    if ok and trig.first:
        ok = first_key(trig, c.iid, index) not in s.memo
    if ok and trig.one_or_more:  # "one or more ...": once for what was done together (LL109)
        ok = not any(w.source == c.iid and w.ability == index for w in s.pending)
    if ok and trig.token is not None:  # "token" / "non-token" cards (521.2)
        about = s.cards.get(occ.card) if occ.card is not None else None
        card_id = occ.card_id or (about.card_id if about is not None else "")
        ok = bool(card_id) and is_token(card_id) is trig.token
    if not ok or not fits_about(t, trig, occ, c, me):
        return False
    cond = seen_from(trig.condition, me, occ.player, s)
    return t.view().holds(cond, c, me, occ.area)


def seen_from(cond: Condition | None, me: int, actor: int | None, s: GameState) -> Condition | None:
    """A condition about "that player's" cards (ACTOR, ACTOR_OPPONENT: the player who did
    what triggered the ability, 513.5) or the turn player's, as seen from ``me``: "if they
    have a [Laughter] character here already"."""
    if cond is None or cond.cards is None:
        return cond
    who = cond.cards.controller
    if who not in (ACTOR, ACTOR_OPPONENT, TURN):
        return cond
    p = s.turn_player if who == TURN or actor is None else actor
    if who == ACTOR_OPPONENT:
        p = s.opponent(p)
    return replace(cond, cards=replace(cond.cards, controller=YOU if p == me else OPPONENT))


def fits_about(t: Table, trig: Trigger, occ: Occurrence, source: CardInstance, me: int) -> bool:
    """``Trigger.about``: the card ``occ`` is about fits the description: as it is now, or,
    for a description of cards in play when it has left play ("after one of your Friends is
    retired"), as it last existed there (712.2: its controller, type, traits, colours and
    power then; a token that ceased to exist too, 521.2)."""
    if trig.about is None:
        return True
    c = t.state.cards.get(occ.card) if occ.card is not None else None
    k = occ.known
    if k is not None and trig.about.zone is Zone.PLAY and (c is None or c.zone is not Zone.PLAY):
        return t.view().fits(trig.about, as_it_was(k), source, me, occ.area, known=k)
    return c is not None and t.view().fits(trig.about, c, source, me, occ.area)


# --- Pre-Priority Processing of triggered effects (511.7) ------------------------------------
# Waves of triggered effects in one go with no player decision in between: more than this is a
# loop of mandatory effects (802.3), which the rules repeat a huge number of times and then end.
LOOP_WAVES = 1000


def schedule_wave(t: Table, opening: bool = False) -> bool:
    """Start a wave of triggered effects (511.7, 511.8); False if none are waiting.

    The player who most recently had priority goes first, or the turn player as a window opens
    (511.7a, 511.7a.i); effects created while these are processed wait for the next wave
    (511.7b)."""
    s = t.state
    if not s.pending:
        return False
    t.waves += 1
    if t.waves > LOOP_WAVES:  # 802.3: a loop of mandatory effects, repeated "enough" times
        names = ", ".join(sorted({t.pool[w.card_id].name for w in s.pending}))
        t.log(
            f"Mandatory loop ({names}): after {LOOP_WAVES} repetitions the next triggered "
            f"effect does not trigger and play proceeds (802.3)"
        )
        s.pending = []
        return False
    waiting, s.pending = list(s.pending), []
    first = decision_order(t, opening)[0]
    ops: list[a.Op] = []
    for p in (first, s.opponent(first)):
        mine = tuple(w for w in waiting if w.controller == p)
        if len(mine) == 1:
            ops.append(resolve_op(mine[0]))
        elif mine:
            ops.append(a.OrderTriggers(p, mine))
    s.agenda[0:0] = ops
    return True


def decision_order(t: Table, opening: bool | None = None) -> list[int]:
    """801.1 (and 511.7a): players in the order they make simultaneous decisions: the player
    who most recently had priority first, or the turn player if a new priority window is
    being opened (or nobody has had priority yet); then the next players in turn order.
    ``opening`` None: whether the next priority window on the agenda is a new one."""
    s = t.state
    if opening is None:
        points = (op for op in s.agenda if isinstance(op, a.PriorityWindow | a.MainPhase))
        window = next(points, None)
        opening = window is not None and window.holder < 0
    first = s.turn_player if opening or s.priority is None else s.priority
    return [first, s.opponent(first)]


def resolve_op(w: PendingTrigger) -> a.Resolve:
    if w.later >= 0:  # a delayed triggered ability (615.1)
        return a.DelayedEffect(
            w.controller,
            w.source,
            w.card_id,
            w.ability,
            chosen=w.chosen,
            later=w.later,
            actor=w.actor,  # the faceoff's winner (514.6)
            # a triggered modifier (``NextTime``, no card in play: source -1) names the card
            # its occurrence is about: "put that Friend into play" (LL138)
            that=w.that if w.source < 0 else None,
        )
    return a.Resolve(
        w.controller,
        w.source,
        w.card_id,
        w.ability,
        that=w.that,
        area=w.area,
        chosen=w.chosen,  # none but ``WAS_BENEATH``'s (CN164)
        amount=w.amount,
        actor=w.actor,
        known=w.known,
    )


# --- following instructions (705.2f, 709) --------------------------------------------------
@dataclass(frozen=True)
class Ask:
    """What an instruction asks. ``read``: for a choice not among ``choices``, why it is not
    accepted, or None when it is (a card named by a description, 201.1b)."""

    player: int | None
    kind: DecisionKind
    prompt: str
    choices: list[Choice]
    read: Callable[[Choice], str | None] | None = None
    # For a choice not among ``choices``: why a rule or a "can't" modifier leaves it out
    # (104.2, naming the card), or None to say only that it is not one of them.
    refused: Callable[[Choice], str | None] | None = None


def why_not_named(pool: CardPool, e: Name, player: int, choice: Choice) -> str | None:
    """Why ``choice`` does not answer "name a card" / "name a card type" (``Name``)."""
    if e.optional and isinstance(choice, Decline) and choice.player == player:
        return None  # "you may name" (712.3; LL138)
    if not isinstance(choice, NameCard) or choice.player != player:
        return "not one of the choices (705.2f)"
    if e.card_type:
        return read_card_type(choice.name)[1] or None
    return read_name(pool, choice.name, e.types)[1] or None


ALWAYS, IF_DONE, IF_NOT_DONE = 0, 1, 2
# verbs leaving play
LEAVING = (
    "dismiss",
    "retire",
    "banish",
    "banish-beneath",
    "banish-beneath-chosen",
    "to-hand",
    "to-deck-top",
    "banish-until-leaves",
)
CUTIE_MARKED = "cutie marked"  # a counter recording the keyword action (519.1)
# ``Act(PAY_FOR, ...)``: the card's controller pays [1] for it, "... unless they pay [1]" per
# card (EO153): the cards paid for are CHOSEN, the others ``Cards(not_chosen=True)``
PAY_FOR = "pay-for"
Program = tuple[tuple[Effect, int], ...]  # (instruction, whether it depends on the last one)


@cache
def program(effects: tuple[Effect, ...]) -> Program:
    """The instructions in order (705.2f), "If you do" / "or" parts flagged."""
    out: list[tuple[Effect, int]] = []
    for e in effects:
        if isinstance(e, IfYouDo):
            out.append((e.first, ALWAYS))
            for x in e.then:
                out.append((x, IF_DONE))
                if isinstance(x, ChooseOne) and x.modes:  # "pay [2] to ... +3 or -3" (AD192):
                    # its modes as at the top level; no option is chosen unless it was done
                    for option, mode in zip(x.options, x.modes, strict=True):
                        out += [
                            (When(Condition("option", value=option), (y,)), ALWAYS) for y in mode
                        ]
            out += [(x, IF_NOT_DONE) for x in e.otherwise]  # after Y: skipped (DE108)
        elif isinstance(e, Unless):
            out.append((e.first, ALWAYS))
            out += [(x, IF_NOT_DONE) for x in e.otherwise]
        elif isinstance(e, When):
            for x in e.then:
                if isinstance(x, IfYouDo | Unless):  # "If ..., you may pay [0] to ..." (MT48):
                    # each part under the condition; a part not done for it is not done
                    out += [(When(e.condition, (y,)), dep) for y, dep in program((x,))]
                else:
                    out.append((When(e.condition, (x,)), ALWAYS))
        elif isinstance(e, ChooseOne) and e.modes:  # "Choose one:": the chosen mode only
            out.append((e, ALWAYS))
            for option, mode in zip(e.options, e.modes, strict=True):
                chose = Condition("option", value=option)
                for x in mode:
                    if isinstance(x, When):  # "or if you have fewer points ..., score a
                        # point" (MT92): the mode chosen and its "if" both hold
                        both = Condition("all", all_of=(chose, x.condition))
                        out += [(When(both, (y,)), ALWAYS) for y in x.then]
                    else:
                        out.append((When(chose, (x,)), ALWAYS))
        else:
            out.append((e, ALWAYS))
    return tuple(out)


def effects_of(ab: Ability) -> tuple[Effect, ...]:
    if isinstance(ab, Triggered | Activated | Play | Replacement):
        return ab.effects  # a replacement's: what is done instead (710.1)
    return ()


class Resolver:
    """Carries one ``Resolve`` agenda item forward; see ``flow.ResolveRules``."""

    def __init__(self, t: Table, op: a.Resolve) -> None:
        self.t, self.op = t, op
        self.s = t.state
        self.me = op.controller
        self.queued: list[a.Op] = []  # discards asked about first (``discard_card``)
        self.source = self.s.cards.get(op.source)
        if self.source is None and (gone := self.was(op.source)) is not None:
            # retired as its own ability's cost: as it last existed in play (712.2; HM73),
            # in the zone it went to
            now = self.s.cards.get(gone.now) if gone.now is not None else None
            self.source = replace(as_it_was(gone), zone=now.zone if now else Zone.DISCARD)
        elif self.source is not None and self.source.zone is not Zone.PLAY:
            was = self.was(op.source)
            if was is not None:  # its own leave-play ability: as it last existed (712.2)
                self.source = replace(
                    self.source,
                    controller=was.controller,
                    area=was.area,
                    chosen=was.chosen,
                    face_down=was.face_down,
                    exhausted=was.exhausted,
                    frightened=was.frightened,
                )
        self.name = t.pool[op.card_id].name
        self.prog = program(effects_of(ability(t.pool, op.card_id, op.ability)))
        if isinstance(op, a.DelayedEffect):  # only the delayed part (615.1, 514.6, 514.5d)
            later = self.prog[op.later][0]
            if isinstance(later, When):  # in a "Choose one:" mode (``program``; DE100)
                later = later.then[0]
            assert isinstance(
                later,
                AtEndOfTurn
                | AtEndOfFaceoff
                | FaceoffResult
                | AtStartOfYourNextTurn
                | NextTime
                | AtEndOfPhase
                | NextFlipInstead
                | WhenLeavesProblem,
            )
            self.prog = program(later.effects)

    # --- helpers ---------------------------------------------------------------------------
    def players(self, who: str) -> list[int]:
        if who == THERE_OWNER and self.op.area is not None:
            return [self.op.area.owner]
        if who == FEWEST_POINTS:  # fewer points than every other player; none on a tie
            points = {p: pl.points for p, pl in enumerate(self.s.players)}
            low = min(points.values())
            fewest = [p for p, n in points.items() if n == low]
            return fewest if len(fewest) == 1 else []
        if who == CHOSEN_CONTROLLER:  # "that card's controller", even once it has left play
            k = self.known(CHOSEN)
            return [k.controller] if k is not None else []
        if who in (ACTOR, ACTOR_OPPONENT, TURN):
            p = self.s.turn_player if who == TURN or self.op.actor is None else self.op.actor
            return [p if who != ACTOR_OPPONENT else self.s.opponent(p)]
        return [p for p in decision_order(self.t) if whose(who, p, self.me)]  # 801.1

    def relative(self, who: str) -> str:
        """ "That player" and the turn player as seen from this ability's controller."""
        if who in (ACTOR, ACTOR_OPPONENT, TURN):
            return YOU if self.players(who)[0] == self.me else OPPONENT
        return who

    def opponent(self) -> int:
        return self.s.opponent(self.me)

    def refer(self, ref: Ref) -> list[CardInstance]:
        cards = self.s.cards
        if ref is THIS:
            return [self.source] if self.source is not None else []
        if ref is THAT:
            return [cards[self.op.that]] if self.op.that in cards else []
        if ref is CHOSEN or ref is WAS_BENEATH:  # the trigger names them as CHOSEN (CN164)
            return [cards[i] for i in self.op.chosen if i in cards]
        if ref is DECK_TOP:  # "the top card of your deck"
            deck = self.s.players[self.me].deck
            return [cards[deck[0]]] if deck else []
        if ref is DECK_BOTTOM:  # "the card from the bottom of your deck" (AD93)
            deck = self.s.players[self.me].deck
            return [cards[deck[-1]]] if deck else []
        if ref is BOTTOMED_THIS:  # a flipped card put on the bottom as the faceoff ended
            # (514.6, MT96): the bottom-most card of its owner's deck with its card id, among
            # the ``amount`` cards the faceoff's end put there (none if it went elsewhere)
            deck = self.s.players[self.me].deck[-self.op.amount :] if self.op.amount else []
            same = [i for i in reversed(deck) if cards[i].card_id == self.op.card_id]
            return [cards[same[0]]] if same else []
        if ref is THAT_HOST:
            that = cards.get(self.op.that) if self.op.that is not None else None
            host = that.attached_to if that is not None else None
            return [cards[host]] if host in cards else []
        return self.t.view().refer(ref, self.source) if self.source else []

    def banished_this_way(self, iid: int) -> bool:
        """Whether card ``iid`` was banished by an ability of this card, as the same card in
        play: marked by ``BANISHED_THIS_WAY`` with its id in play (EO60), which a cost that
        banished this card meanwhile has not changed for this (712.2)."""
        was = self.was(self.op.source)
        ids = {str(self.op.source), *((str(was.iid),) if was is not None else ())}
        return any(
            e.kind == BANISHED_THIS_WAY and iid in e.cards and e.value in ids
            for e in self.s.effects
        )

    def was(self, iid: int | None) -> LastKnown | None:
        """Card ``iid`` (its id in play, or after it left) as it last existed in play."""
        for k in self.op.known:
            if iid in (k.iid, k.now):
                return k
        return None

    def known(self, ref: Ref) -> LastKnown | None:
        """The card ``ref`` names as it is in play now, or, once it has left play, as it last
        existed there (712.2, 709.2: as it was when the effect was created); None: neither."""
        cards = self.refer(ref)
        if cards and cards[0].zone is Zone.PLAY:
            return self.t.last_known(cards[0].iid)
        op = self.op
        ids = op.chosen if ref is CHOSEN else (op.that,) if ref is THAT else (op.source,)
        for iid in ids if ref in (THIS, THAT, CHOSEN) else ():
            if (k := self.was(iid)) is not None:
                return k
        if ref is THIS and op.source in self.t.left:  # retired to pay its own cost, the
            # ability resolving at once ("retire this card to gain ... the Harmony counters
            # on it", CS7; 712.2)
            return self.t.left[op.source]
        return None

    def remember(self, iid: int) -> tuple[LastKnown, ...]:
        """The records carried on, with card ``iid`` as it last existed if it has just left
        play (``Table.left``): "retire one of your Friends to ... that Friend's power"."""
        k = self.t.left.get(iid)
        return self.op.known if k is None or k in self.op.known else (*self.op.known, k)

    def number(self, count: str, of: Ref) -> int:
        """ "Equal to [card]'s power / cost", "for each [name] counter on it": read from the
        card in play, or as it last existed once it has left (712.2)."""
        if count == "chosen":  # "for each Friend you exhaust this way", "that many" (HM28)
            return len(self.op.chosen)
        k = self.known(of)
        outside = [c for c in self.refer(of) if c.zone is not Zone.PLAY]
        if k is None and count == "power" and outside:  # never in play: printed (507.4)
            n = self.t.pool[outside[0].card_id].power or 0
            self.t.log(f"  {self.name}: {self.t.name(outside[0].iid)} has printed power {n}")
            return n
        if k is None:
            self.t.log(f"  {self.name}: the card is gone and nothing is known of it (712.2)")
            return 0
        if count == "power":
            if k.power is None:  # face-down: no power, which is not a power of 0 (505.1b)
                self.t.log(f"  {self.name}: the card was face-down and had no power (505.1b)")
                return 0
            n = k.power
        elif count == "cost":
            n = self.t.pool[k.card_id].cost or 0  # a token's is zero (521.1, 520.2)
        elif count.startswith("counter:"):
            n = k.counter(count.removeprefix("counter:"))
        elif count == "colours":  # "the number of colors this card has" (203.1; CG13, CG108)
            n = len(k.colours)  # a face-down card has none (505.1a)
        else:
            raise ValueError(f"unknown count {count!r}")
        if k.iid not in self.s.cards or self.s.cards[k.iid].zone is not Zone.PLAY:
            what = f"number of {count.removeprefix('counter:')} counters" if ":" in count else count
            self.t.log(
                f"  {self.name}: the card has left play; its last known {what} is {n} (701.3)"
            )
        return n

    def up_to(self, e: Act | Move) -> int:
        """How many cards "up to" ``e`` lets its chooser take: ``e.up_to``, or "up to a number
        equal to ..." (``count``) or "up to the number of action tokens your opponent has"
        (``Move.per_tokens_of``, CG96), read as the instruction begins and kept in ``amount``
        while it is being done (CHOSEN then changes to the cards chosen; 709.2)."""
        per_tokens_of = e.per_tokens_of if isinstance(e, Move) else ""
        if not e.count and not per_tokens_of:
            return e.up_to
        if self.op.count or (isinstance(e, Move) and self.op.accepted):
            return self.op.amount
        if per_tokens_of:
            n = self.times_tokens(e.up_to, per_tokens_of)
        elif e.count == "involved-friends":  # "each of their Friends involved" (514.2; CG113)
            p = self.players(e.chooser)[0] if e.chooser != ANY else self.me
            view = self.t.view()
            n = sum(
                1
                for iid in view.involved
                if self.s.cards[iid].controller == p
                and ch.is_type(self.t.pool, self.s.cards[iid], CardType.FRIEND)
            )
        elif e.count.startswith("your-characters"):  # "exhaust an opposing character for each
            # of your characters" (SB76): the ability's controller's characters in play now;
            # "your-characters:Dragon": "for each Dragon character you have" (FF16)
            trait = e.count.partition(":")[2] or None
            n = len(self.targets(Cards(YOU, (CardType.MANE, CardType.FRIEND), trait=trait)))
        elif e.count == "characters-here":  # "for each character here" (501.4; HM118)
            n = len(self.targets(Cards(types=(CardType.MANE, CardType.FRIEND), where=HERE)))
        elif e.count == "tokens":  # "exhaust any number of your Friends here and pay [1]
            # for each Friend you exhaust this way" (HM28): no more than they can pay (508.1d)
            n = self.s.players[self.me].tokens
        elif e.count == "that-cost":  # "equal to that Event's cost" (SB45): THAT's printed
            # cost, wherever it is (204.1)
            that = self.refer(THAT)
            n = (self.t.pool[that[0].card_id].cost or 0) if that else 0
        elif e.count == "chosen-even":  # "for each card with even power revealed this way"
            # (SB5): the cards CHOSEN, printed power (507.4; 0 is even, none is not)
            n = sum(
                1
                for i in self.op.chosen
                if i in self.s.cards
                and (p := self.t.pool[self.s.cards[i].card_id].power) is not None
                and p % 2 == 0
            )
        elif e.count == "chosen-power":  # "equal to the combined power of Friends retired
            # this way" (507.2; EO102): the cards CHOSEN, each as it last existed (712.2)
            n = sum(k.power or 0 for i in self.op.chosen if (k := self.was(i)) is not None)
        else:
            n = self.number(e.count, e.of)
        return n

    def targets(self, target: Target) -> list[CardInstance]:
        if isinstance(target, Ref):
            return self.refer(target)
        if target.controller in (ACTOR, ACTOR_OPPONENT, TURN):
            target = replace(target, controller=self.relative(target.controller))
        if target.host_controller in (ACTOR, ACTOR_OPPONENT, TURN):
            target = replace(target, host_controller=self.relative(target.host_controller))
        among = target.where == AMONG_CHOSEN  # "one of their Friends that was involved"
        if among:
            target = replace(target, where=ANYWHERE)
        was_here = target.where == SOLVED_HERE  # at the Problem as it was solved (712.2)
        if was_here:
            target = replace(target, where=ANYWHERE)
        if target.max_power_this:  # "power less than or equal to this card's power" (CG195)
            target = replace(target, max_power_this=False, max_power=self.number("power", THIS))
        if target.max_power_count:  # "... less than or equal to the number of colors this
            # card has" (CG61)
            n = self.number(target.max_power_count, THIS)
            target = replace(target, max_power_count="", max_power=n)
        target = self.cost_counted(target)
        if target.cost_discarded:  # "with cost equal to the number of cards discarded this
            # way" (LL3 Boosted; 204.1): printed cost
            n = self.discarded_this_way()
            found = self.targets(replace(target, cost_discarded=False, max_cost=n))
            return [c for c in found if self.t.pool[c.card_id].cost == n]
        if target.printed_power_count:  # "printed power equal to the number of ..." (CG138)
            n = self.number(target.printed_power_count, THIS)
            target = replace(target, printed_power_count="", printed_power=n)
        if target.banished_this_way:  # "each Event banished this way" (EO60)
            return [
                c
                for c in self.targets(replace(target, banished_this_way=False))
                if self.banished_this_way(c.iid)
            ]
        name, kind = target.named and bool(self.op.named), target.named_type
        if name or kind:  # named by an instruction of this ability (``Name``)
            target = replace(target, named=False, named_type=False)
        found = self.t.view().select(target, self.source, self.me, self.op.area)
        if name or kind:
            found = [c for c in found if self.is_named(c, name, kind)]
        if among:
            found = [c for c in found if c.iid in self.op.chosen]
        if was_here:
            there = {k.iid for k in self.op.known if k.iid != self.op.source}
            found = [c for c in found if c.iid in there]
        if target.not_that:  # "another", "a different" one than the trigger's card
            found = [c for c in found if c.iid != self.op.that]
        if target.on_that:  # "one of your Resources on that Friend" (509; LL42)
            found = [c for c in found if c.attached_to == self.op.that]
        if target.beneath_chosen:  # "all cards from beneath that Friend" (410.5)
            found = [c for c in found if c.beneath is not None and c.beneath in self.op.chosen]
        if target.power_at_most_chosen:  # "power less than or equal to [its]" (507.1; AD90)
            chosen = [c for c in self.refer(CHOSEN) if c.zone is Zone.PLAY]
            most = self.t.power(chosen[0].iid) if chosen else None
            found = [c for c in found if most is not None and (self.t.power(c.iid) or 0) <= most]
        if target.power_below_chosen:  # "with less power than that Friend" (507.1; SB106)
            shown = [c for c in self.refer(CHOSEN) if c.zone is Zone.DRAW_DECK and c.revealed]
            chosen = [c for c in self.refer(CHOSEN) if c.zone is Zone.PLAY]
            most = self.t.power(chosen[0].iid) if chosen else None
            if shown:  # "less than the revealed card's power" (LL98): printed (507.4)
                most = self.t.pool[shown[0].card_id].power
            found = [c for c in found if most is not None and (self.t.power(c.iid) or 0) < most]
        if target.that_power_less:  # "another one of your characters with 1 less power"
            # than THAT, the trigger's card (507.1; LL1): as it is, or as it last existed
            k = self.known(THAT)
            that = None if k is None else k.power
            want = None if that is None else that - target.that_power_less
            found = [c for c in found if want is not None and self.t.power(c.iid) == want]
        if target.not_chosen:  # "another one of your characters" (CG183)
            found = [c for c in found if c.iid not in self.op.chosen]
        if target.same_name_as_chosen:  # "each card with the same name" (201.1; CG201)
            names = {self.t.pool[c.card_id].name for c in self.refer(CHOSEN)}
            found = [c for c in found if self.t.pool[c.card_id].name in names]
        if target.only_chosen_colour:  # "that have only that color" (203.1; CG158)
            view, chosen = self.t.view(), {self.op.option}
            found = [c for c in found if {x.value for x in view.colours(c.iid)} == chosen]
        return found

    def discarded_this_way(self) -> int:
        """The cards this ability's controller discarded since its ``Discard(any_number=True)``
        began (410.3), which kept their count before in ``amount``: a discard replaced by
        another occurrence is not one (710.1)."""
        return self.t.done_this_turn("discard", self.me) - self.op.amount

    def cost_counted(self, target: Cards) -> Cards:
        """``Cards.max_cost_per`` made a ``max_cost``: "with cost less than or equal to the
        number of [cards]", counted as the instruction is done (204.1; FF87, FF97)."""
        if target.max_cost_per is None:
            return target
        n = len(self.t.view().select(target.max_cost_per, self.source, self.me, self.op.area))
        return replace(target, max_cost_per=None, max_cost=n)

    def next(self, *before: a.Op, **changes: object) -> None:
        changes.setdefault("failed", False)
        changes.setdefault("colour", "")
        op = replace(self.op, step=self.op.step + 1, accepted=False, count=0, **changes)
        self.s.agenda[0:1] = [*self.queued, *before, op]
        self.queued = []

    def stay(self, **changes: object) -> None:
        self.s.agenda[0:1] = [*self.queued, replace(self.op, **changes)]
        self.queued = []

    def skip(self, why: str, refused: Iterable[CardInstance] = ()) -> None:
        """The instruction does nothing: ``why``. ``refused``: the cards a "can't" modifier
        kept it from using; the entry names the cards whose modifiers they are (104.2)."""
        sources = forbidding(self.t, refused)
        kind = REFUSAL if sources else NOTE
        self.t.note(kind, f"  {self.name}: {why}", cards=sources, rules=("705.2f",))
        self.next(failed=True)

    # --- the current instruction -----------------------------------------------------------
    def ask(self) -> Ask | None:
        """The decision the current instruction needs, or None after doing it automatically."""
        if self.op.step >= len(self.prog):
            self.finish()
            return None
        effect, depends = self.prog[self.op.step]
        if (depends == IF_DONE and self.op.failed) or (
            depends == IF_NOT_DONE and not self.op.failed
        ):
            self.next(failed=self.op.failed)
            return None
        if isinstance(effect, When):
            # "if ..." is checked as the instruction begins (705.2f), not again while it
            # asks its questions: by then it may have changed what it reads (a discard
            # emptied the hand, DE50; a card chosen changed CHOSEN)
            begun = self.op.accepted or self.op.count or self.op.colour
            if not begun and not self.holds(effect):
                self.next(failed=True)
                return None
            effect = effect.then[0]
        return self.instruction(effect)

    def possible_modes(self, e: ChooseOne, chosen: tuple[str, ...] = ()) -> tuple[str, ...]:
        """The options of a "Choose one:" that can be done (705.2f): a mode whose first
        instruction acts on a card (``Act``, ``Modify``, ``Move``, ``Challenge``) none fits is
        left out, and one ``chosen`` already ("Choose two:")."""
        if not e.modes:
            return e.options
        out = []
        for option, mode in zip(e.options, e.modes, strict=True):
            if option in chosen:
                continue
            first = mode[0] if mode else None
            target = getattr(first, "target", None)
            if isinstance(first, Challenge):  # "challenge an opposing Troublemaker" (HM85)
                target = first.troublemaker
            acts_on_a_card = isinstance(first, Act | Modify | Move | Challenge) and isinstance(
                target, Cards
            )
            if not acts_on_a_card or self.targets(target):  # type: ignore[arg-type]
                out.append(option)
        return tuple(out)

    def holds(self, w: When) -> bool:
        cond = w.condition
        if cond.kind == "all" and any(c.kind == "option" for c in cond.all_of):
            # a mode's own "if" (MT92): each part read as an instruction's condition is
            return all(self.holds(When(c, w.then)) for c in cond.all_of)
        if cond.kind == "chosen":  # "if it has 0 power or less", "if it was a Critter"
            k = self.known(CHOSEN)  # in play now, or as it last existed there (712.2)
            assert cond.cards is not None
            cond = replace(cond, cards=self.cost_counted(cond.cards))
            assert cond.cards is not None
            if k is None and cond.cards.zone is not Zone.PLAY:  # a card never in play, as it
                # is in its zone: "reveal a card from the top of your deck ... If it's an
                # Event" (HM79)
                shown = self.refer(CHOSEN)
                return bool(shown) and self.t.view().fits(
                    cond.cards, shown[0], self.source, self.me, self.op.area
                )
            return k is not None and self.t.view().fits(
                cond.cards, as_it_was(k), self.source, self.me, self.op.area, known=k
            )
        if cond.kind == "revealed":  # "if it's an Event" (HM107), "if you reveal a Friend
            # this way" (the Carollers, DE7): the card a reveal showed, read in its zone from
            # its printed characteristics (206, 507.4): the top card of your deck while it is
            # there revealed (410.6; the instructions after it may change CHOSEN), else CHOSEN
            assert cond.cards is not None
            top = self.refer(DECK_TOP)
            shown = top if top and top[0].revealed else self.refer(CHOSEN)
            return bool(shown) and self.t.view().fits(
                replace(cond.cards, zone=shown[0].zone), shown[0], self.source, self.me
            )
        if cond.kind == "parity":  # "if that card's printed power matches your choice" (507.4)
            shown = self.refer(CHOSEN)
            printed = self.t.pool[shown[0].card_id].power if shown else None
            if printed is None:
                return False
            # ``value``: a fixed parity, "if that card's power is even" (EO51); else the choice
            return ("even" if printed % 2 == 0 else "odd") == (cond.value or self.op.option)
        if cond.kind == "chosen-named":  # "if that Friend is the named card" (201.1; AD114);
            # "not": "if not", a card being CHOSEN
            shown = self.refer(CHOSEN)
            return bool(shown) and self.is_named(shown[0], kind=False) is (cond.value != "not")
        if cond.kind == "chosen-named-type":  # "if that card has that type" (206.2; CG105)
            shown = self.refer(CHOSEN)
            return bool(shown) and self.is_named(shown[0], name=False, kind=True)
        if cond.kind == "you-won":  # "If you win the faceoff" (514.5d; EO12): ACTOR won
            return self.op.actor == self.me
        if cond.kind == "played-card":  # "as an additional cost to play this card": paid
            # as the card is played, not by a copy of its text (520.1; EO111, EO130)
            return not isinstance(self.op, a.CopiedEffect)
        if cond.kind == "you-lost":  # "If you lose" (514.5d; EO174): another player won
            return self.op.actor is not None and self.op.actor >= 0 and self.op.actor != self.me
        if cond.kind == "option":  # the mode(s) chosen: "Choose one:", "Choose two:"
            return cond.value in self.op.option.split("|")
        if cond.kind == "count" and cond.cards is not None and cond.cards.where == SOLVED_HERE:
            # "each player with at least 1 Friend here" as the Problem was solved (CG168)
            return len(self.targets(cond.cards)) >= cond.n
        if cond.kind == "same-printed-power":  # "if those cards have the same printed power"
            # (507.4): the top card of your deck and THAT card, modifiers ignored (AD192)
            top, that = self.refer(DECK_TOP), self.refer(THAT)
            powers = [self.t.pool[x.card_id].power for x in (*top, *that)]
            return len(powers) == 2 and powers[0] is not None and powers[0] == powers[1]
        if cond.kind == "printed-power":  # "if the printed power of that card is 3 or less"
            shown = self.refer(CHOSEN)  # a revealed card, out of play: printed only (507.4)
            printed = self.t.pool[shown[0].card_id].power if shown else None
            return printed is not None and printed <= cond.n  # no power: not "3 or less"
        if cond.kind == "count" and cond.cards is not None and cond.cards.where == SOLVED_HERE:
            # "each player with a character here" as the Problem was solved (712.2; AD180)
            return len(self.targets(cond.cards)) >= cond.n
        if cond.kind == "revealed-higher":  # "if that card's power is higher than that of
            # the opposing Friend" (EO43): the revealed card CHOSEN, printed (507.4), against
            # THAT's power in play, or as it last existed there (712.2)
            shown = self.refer(CHOSEN)
            printed = self.t.pool[shown[0].card_id].power if shown else None
            k = self.known(THAT)
            theirs = None if k is None else k.power
            return printed is not None and theirs is not None and printed > theirs
        if cond.kind == "points" and self.source is None:  # reads the players only: an
            # Event's delayed "if no player has 8 or more points" (615.1; LL88) has no source
            return self.t.view().holds(cond, None, self.me)  # type: ignore[arg-type]
        if self.source is None:
            return False
        cond = seen_from(cond, self.me, self.op.actor, self.s)  # type: ignore[assignment]
        return self.t.view().holds(cond, self.source, self.me, self.op.area)

    def may(self, prompt: str, player: int | None = None) -> Ask | None:
        if self.op.accepted:
            return None
        p = self.me if player is None else player
        return Ask(
            p,
            DecisionKind.OPTIONAL,
            f"{self.t.player_name(p)}: {prompt}? ({self.name}, 712.3)",
            [Accept(p), Decline(p)],
        )

    def instruction(self, e: Effect) -> Ask | None:
        """Carry out one instruction, or ask what it needs first (705.2f): its verb's function
        (``engine.effects.VERBS``)."""
        verb = registry.verbs.get(type(e))
        if verb is None:
            raise NotImplementedError(f"instruction {e!r}")
        return verb(self, e)  # type: ignore[no-any-return]

    # --- faceoffs started by effects (514.2c, 608.4) ---------------------------------------
    def lasting(
        self,
        kind: str,
        cards: tuple[int, ...],
        amount: int,
        value: str = "",
        until: str = "turn",
        player: int | None = None,
    ) -> None:
        self.s.clock += 1
        self.s.effects.append(
            LastingEffect(
                self.s.clock, self.me, self.op.card_id, kind, cards, amount, value, until, player
            )
        )
        self.t.version += 1

    def choose_for(
        self,
        sel: Cards,
        cards: list[CardInstance],
        purpose: str,
        e: Effect,
        optional: bool = False,
        why: Callable[[CardInstance], str | None] | None = None,
    ) -> Ask | None:
        """Ask for one of ``cards`` (those of ``sel`` the instruction may use). ``why``: for
        a card ``sel`` describes that is not among them, why not (a "can't", 104.2)."""
        if not cards:
            self.skip("no card fits its description")
            return None
        chooser = getattr(e, "chooser", YOU)
        p = self.players(chooser)[0] if chooser != ANY else self.me
        choices: list[Choice] = [ChooseCard(p, c.iid) for c in cards]
        if optional:
            choices.append(Decline(p))
        t, s = self.t, self.s

        def refused(choice: Choice) -> str | None:
            if why is None or not isinstance(choice, ChooseCard) or choice.card not in s.cards:
                return None
            if all(c.iid != choice.card for c in self.targets(sel)):
                return None  # it does not fit the description: not one of the choices
            reason = why(s.cards[choice.card])
            return f"{t.name(choice.card)}: {reason}" if reason else None

        return Ask(
            p,
            DecisionKind.TARGET,
            f"{self.t.player_name(p)}: choose a card {purpose} ({self.name}, 705.2f)",
            choices,
            refused=refused,
        )

    # --- verbs -----------------------------------------------------------------------------
    def times_tokens(self, n: int, whose: str) -> int:
        """``n``, or ``n`` for each action token ``whose`` player has."""
        return n * self.s.players[self.players(whose)[0]].tokens if whose else n

    def involved_of(self, player: int) -> int:
        """How many of ``player``'s characters are involved in the faceoff (514.2): "a card
        for each of their characters involved in the faceoff" (CG109, CG122)."""
        view = self.t.view()
        return sum(
            1
            for iid in view.involved
            if self.s.cards[iid].controller == player
            and ch.is_character(self.t.pool, self.s.cards[iid])
        )

    def is_named(self, c: CardInstance, name: bool = True, kind: bool = True) -> bool:
        """Whether ``c`` has the name (``name``) and is of the card type (``kind``) that this
        ability's instructions named (``Name``); False when nothing was named."""
        op, d = self.op, self.t.pool[c.card_id]
        said = (name and op.named) or (kind and op.named_type)
        if not said:
            return False
        if name and op.named and d.name != op.named:
            return False
        return not (kind and op.named_type and ch.card_type(self.t.pool, c) != op.named_type)

    def discards_before(self, e: Discard) -> int:
        """The discards ``e``'s player made this turn before it (``discarded_this_way``)."""
        return self.t.done_this_turn("discard", self.players(e.who)[0])

    def simultaneous(self, e: Discard) -> bool:
        """Several players each choose cards to discard: they decide one after the other
        (801.1) and the cards are discarded together after the last choice."""
        return not e.random and not e.all and len(self.players(e.who)) > 1

    def discard_card(
        self, victim: int, iid: int, how: str = "", replaceable: bool = True
    ) -> int | None:
        """``victim`` discards ``iid`` (410.3); returns its id in the discard pile (410.6).
        Where a replacement modifier would replace it (710.1; not a cost's, 508.1a), the
        discard waits as an agenda item that asks first (``a.DiscardCard``), done before this
        ability goes on, and None is returned; so do the discards after it."""
        t = self.t
        forced = victim != self.me  # "an opponent would force you to discard"
        if replaceable and (self.queued or discard_replacements(t, victim, iid, forced)):
            self.queued.append(a.DiscardCard(victim, iid, self.name, how, forced))
            return None
        return discard_now(t, victim, iid, self.name, how)

    def discarded(self, e: Discard, new: int | None) -> tuple[int, ...]:
        """CHOSEN once ``new`` is discarded: with it, for ``Discard.chosen_discarded`` (FF2).
        A discard waiting for its replacement question is not known yet (None)."""
        if e.chosen_discarded and new is not None:
            return (*self.op.chosen, new)
        return self.op.chosen

    def mover(self, e: Move) -> int:
        return self.players(e.chooser)[0] if e.chooser != ANY else self.me

    def moving(self, e: Move, chosen: list[CardInstance]) -> CardInstance:
        """The card a move moves now: with ``each`` and a reference to several cards ("move
        them", DE25), the one ``op.count`` names, one at a time (506.6); else the first."""
        if e.each and isinstance(e.target, Ref) and self.op.count < len(chosen):
            return chosen[self.op.count]
        return chosen[0]

    def after_move(self, e: Move) -> None:
        # the next card: of the description, or of a reference to several (506.6; DE25)
        named = isinstance(e.target, Ref)
        if (e.each and named) or (not named and (e.each or self.op.count + 1 < self.up_to(e))):
            self.stay(accepted=False, count=self.op.count + 1)
        elif e.there and isinstance(e.target, Ref):  # "that Problem" from now on (PR115)
            self.next(area=self.refer(e.target)[0].area)
        else:
            self.next()

    def reveal_rest(self, e: RevealTop, kept: int | None, every: bool = False) -> None:
        """``kept`` goes into the hand (``every``: each revealed card of ``e.types``), the
        rest where ``e.rest`` says."""
        t = self.t
        p = self.players(e.who)[0]
        if every:
            keep = [
                i
                for i in self.op.chosen
                if not e.types or t.pool[t.card(i).card_id].type in e.types
            ]
        else:
            keep = [] if kept is None else [kept]
        rest = [i for i in self.op.chosen if i not in keep]
        for iid in keep:
            name = t.name(iid)
            if e.keep_on_top:  # it stays; the rest are put elsewhere, so it ends on top (FF22)
                t.log(f"  {t.player_name(p)} keeps {name} on top of their deck ({self.name})")
                continue
            t.put(iid, Zone.HAND)
            t.log(f"  {t.player_name(p)} puts {name} into their hand ({self.name})")
        if e.rest != "discard":  # they stay in the deck, on top, until placed (402.3)
            self.stay(count=2, amount=len(rest), chosen=tuple(rest))
            return
        for iid in rest:
            name = t.name(iid)
            t.put(iid, Zone.DISCARD)
            t.log(f"  {t.player_name(p)} puts {name} into their discard pile ({self.name})")
        self.next(chosen=())

    def place_revealed(self, e: RevealTop, iid: int, bottom: bool = False) -> None:
        op = self.op
        deck = self.s.players[self.players(e.who)[0]].deck
        # the ones not placed yet are together, below those placed on top before (402.3)
        start = min(deck.index(i) for i in op.chosen if i in deck) if op.chosen else 0
        deck.remove(iid)
        if e.rest == "deck-bottom" or (e.rest == "top-or-bottom" and bottom):
            deck.append(iid)
        else:  # below the ones placed before, above those not placed yet
            deck.insert(start, iid)
        self.stay(chosen=tuple(i for i in op.chosen if i != iid))
        self.t.version += 1

    # --- answering -------------------------------------------------------------------------
    def answer(self, choice: Choice) -> None:
        t, op = self.t, self.op
        effect, _ = self.prog[op.step]
        if isinstance(effect, When):
            effect = effect.then[0]
        if isinstance(choice, ChooseOption) and choice.option.startswith(RANDOM_GUESS):
            # a guess before a random selection (SB38; ``effects.guessing``): kept until it
            # is made, then the instruction goes on
            said = choice.option.removeprefix(RANDOM_GUESS).split(":", 2)[2]
            t.log(f"  {t.player_name(choice.player)} guesses {said} ({self.name})")
            self.s.memo = self.s.memo | {choice.option}
            self.stay()
            return
        if (own := registry.answers.get(type(effect))) is not None:  # the verb's own module
            own(self, effect, choice)
            return
        if isinstance(choice, Accept):
            self.stay(accepted=True)
        elif isinstance(choice, ChooseColour):
            t.log(f"  {t.player_name(choice.player)} chooses {choice.colour.value} ({self.name})")
            self.stay(colour=choice.colour.value)
        elif isinstance(choice, ChooseOption):
            t.log(f"  {t.player_name(choice.player)} chooses {choice.option} ({self.name})")
            if isinstance(effect, SplitHand):  # the pile to banish: the instruction goes on
                self.stay(option=choice.option)
                return
            if isinstance(effect, Discard) and effect.any_number:  # how many random cards
                self.stay(option=choice.option, accepted=True, amount=self.discards_before(effect))
                return
            if isinstance(effect, GuessPower):  # the number, then the guess (MT104)
                said = f"|g:{choice.option}" if op.option else f"n:{choice.option}"
                self.stay(option=op.option + said)
                return
            if isinstance(effect, ChooseOne) and effect.pick > 1:
                chosen = (*(op.option.split("|") if op.count else ()), choice.option)
                if len(chosen) < effect.pick and self.possible_modes(effect, chosen):
                    self.stay(option="|".join(chosen), count=len(chosen))
                    return
                # the chosen modes are followed in their printed order (705.2f)
                chosen = tuple(o for o in effect.options if o in chosen)
                self.next(option="|".join(chosen))
                return
            if isinstance(effect, RemoveCounters):  # "any number of" them: how many (LL135)
                self.stay(option=choice.option, accepted=True)
                return
            if isinstance(effect, ChooseOne) and choice.option == EACH_MODE:  # SB136
                self.next(option="|".join(self.possible_modes(effect)))
                return
            self.next(option=choice.option)
        elif isinstance(choice, NameCard) and isinstance(effect, Name):
            p = t.player_name(choice.player)
            if effect.card_type:
                value = read_card_type(choice.name)[0]
                t.log(f"  {p} names the card type {value} ({self.name}, 206.2)")
                source = self.s.cards.get(op.source)
                if effect.keep and source is not None and source.zone is Zone.PLAY:  # FF134
                    t.update(op.source, chosen=(value,))
                self.next(named_type=value)
            else:
                value = read_name(t.pool, choice.name, effect.types)[0]
                said = "" if value == choice.name else f" ({choice.name!r}, 201.1b)"
                t.log(f"  {p} names {value!r}{said} ({self.name}, 201.1)")
                self.next(named=value)
        elif isinstance(choice, Decline):
            if isinstance(effect, Search):
                what = "another card" if op.count else "a card"
                t.log(f"  {t.player_name(choice.player)} fails to find {what} (518.1)")
                self.stay(accepted=True)
            elif isinstance(effect, LookAtTop):
                self.next()
            elif isinstance(effect, RevealTop) and op.count == 1:  # "you may put one": none
                self.reveal_rest(effect, None)
            elif isinstance(effect, Mill) and effect.chooser:  # the other player is chosen
                self.stay(accepted=True, count=1)
            elif isinstance(effect, SplitHand):  # the first pile is made
                self.stay(amount=1)
            elif isinstance(effect, Discard) and effect.any_number:  # no more: those chosen
                self.stay(accepted=True, amount=self.discards_before(effect))
            elif isinstance(effect, Choose) and effect.up_to:  # "choose up to 3": these (SB100)
                self.next(chosen=op.chosen if op.count else ())
            else:
                self.next(failed=op.count == 0)
        elif isinstance(choice, ChooseArea):
            chosen = self.refer(CHOSEN)
            if isinstance(effect, PlayFree):
                iid = chosen[0].iid
                card_id = chosen[0].card_id
                if t.pool[card_id].type is CardType.FRIEND:  # face-up, as any Friend (DE137)
                    new = t.put(iid, Zone.PLAY, area=choice.area, player=self.me)
                    t.log(
                        f"  {t.player_name(self.me)} plays {t.name(new)} to "
                        f"{t.area_name(choice.area)} without paying its cost ({self.name}, "
                        f"302.1)"
                    )
                    t.ask_judge(new)
                    t.emit(Occurrence("played", self.me, new, card_id, choice.area))
                    self.next()
                    return
                up = face_up_here(t, choice.area)  # "enter play face-up" (HM133)
                new = t.put(iid, Zone.PLAY, area=choice.area, face_down=up is None, player=self.me)
                t.log(
                    f"  {t.player_name(self.me)} plays {t.name(new)} to "
                    f"{t.area_name(choice.area)} for free ({self.name}, 306.1)"
                    + (f"; it enters play face-up ({t.name(up)}, 706.1b)" if up else "")
                )
                t.emit(Occurrence("played", self.me, new, area=choice.area, via=op.card_id))
                self.next()
            else:
                assert isinstance(effect, Move)
                if isinstance(effect.target, Ref):
                    chosen = self.refer(effect.target)
                card = self.moving(effect, chosen)
                pay_move_toll(t, card.iid, self.name, self.mover(effect))
                effect_move(t, card.iid, choice.area, self.mover(effect), self.name)
                self.after_move(effect)
        elif isinstance(choice, ChooseCard):
            self.choose(effect, choice)
        elif isinstance(choice, PlaceCard):
            self.place(choice)

    def compare_revealed(self, shown: int) -> None:
        """``RevealHigher``: card ``shown`` is revealed from the hand; the deck's revealed top
        card (CHOSEN) goes into the hand if ``shown``'s printed power is greater (507.4)."""
        t, op = self.t, self.op
        top = t.card(op.chosen[0])
        t.reveal(shown)
        mine = t.pool[t.card(shown).card_id].power or 0
        theirs = t.pool[top.card_id].power or 0
        t.log(
            f"  {t.player_name(self.me)} reveals {t.name(shown)} from their hand: printed power "
            f"{mine} against {theirs} ({self.name}, 507.4)"
        )
        if mine <= theirs:
            t.log(f"  it is not greater: {t.name(top.iid)} stays on top of the deck")
            self.next(failed=True)
            return
        name = t.name(top.iid)
        new = t.put(top.iid, Zone.HAND)
        assert new is not None
        t.log(f"  {name} is put into {t.player_name(self.me)}'s hand ({self.name})")
        self.next(chosen=(new,))

    def area_for(self, verb: str) -> Area | None:
        """Where "put-into-play-there" puts a card: THERE, "at that Problem" (706.1d; CG85);
        where "stay-there" keeps one (AD167)."""
        return (
            self.op.area
            if verb in ("put-into-play-there", PUT_THERE_FACE_DOWN, "stay-there")
            else None
        )

    def host_for(self, verb: str) -> int | None:
        """The card a "banish ... to beneath" puts the card beneath (410.5): this ability's
        card, or for "banish-beneath-chosen" the card an earlier instruction chose ("banish
        it to beneath one of your Friends with Pumped", CN37)."""
        if verb in ("banish-beneath-chosen", ATTACH_TO_CHOSEN):
            return self.op.chosen[0] if self.op.chosen else None
        return self.op.source

    def choose(self, effect: Effect, choice: ChooseCard) -> None:
        t, op = self.t, self.op
        if isinstance(effect, SplitHand):  # a card into the first pile
            self.stay(chosen=(*op.chosen, choice.card))
            return
        if isinstance(effect, LookAtTop):  # "put any number of them into their owner's
            # discard pile" (DE72): the rest are still to be put back
            name = t.name(choice.card)
            t.put(choice.card, Zone.DISCARD)
            t.log(
                f"  {t.player_name(choice.player)} puts {name} into the discard pile ({self.name})"
            )
            self.stay(amount=op.amount - 1)
            return
        if isinstance(effect, LookAtBottom):  # "put 1 of them on top of your deck"
            name = t.name(choice.card)
            t.put(choice.card, Zone.DRAW_DECK, by=choice.player)
            t.log(
                f"  {t.player_name(choice.player)} puts {name} on top of their deck ({self.name})"
            )
            self.next()
            return
        if isinstance(effect, Discard) and effect.any_number and not effect.random:
            self.stay(chosen=(*op.chosen, choice.card))  # discarded once all are chosen
        elif isinstance(effect, Discard):
            if self.simultaneous(effect):
                self.stay(count=op.count + 1, chosen=(*op.chosen, choice.card))
            else:  # the card's owner discards it, whoever chose it
                owner = t.card(choice.card).owner
                new = self.discard_card(owner, choice.card, "", not effect.cost)
                self.stay(count=op.count + 1, chosen=self.discarded(effect, new))
        elif isinstance(effect, Act):
            limit = self.up_to(effect)  # before CHOSEN becomes the cards chosen
            if effect.pay_each:  # "pay any number of action tokens to ... for each" (HM140)
                self.s.players[self.me].tokens -= effect.pay_each
                t.log(
                    f"  {t.player_name(self.me)} pays {effect.pay_each} for "
                    f"{t.name(choice.card)} ({self.name}, 508.1)"
                )
                paid(t, self.me, effect.pay_each)
            n = limit if effect.verb == "put-counter" else 1
            # "each player puts a card from their hand on top of their deck": the chooser puts
            # it there (``Trigger("put-on-deck")``, EO5); "your opponent exhausts one of their
            # characters": the chooser exhausts it ("exhausted-by", LL109; "frightened-by")
            by = choice.player if effect.verb in ("to-deck-top", "exhaust", "frighten") else self.me
            new = do(
                t,
                effect.verb,
                choice.card,
                by,
                self.name,
                n,
                self.host_for(effect.verb),
                self.area_for(effect.verb),
            )
            known = self.remember(choice.card)
            # "that Friend" after putting it into play is the card in play (410.6); after
            # banishing it, the banished card ("put that Friend into play", CG53; 406)
            follows = effect.verb in (*PUTS_INTO_PLAY, ATTACH_TO_CHOSEN) or effect.verb in (
                "banish",
                "spend",
            )
            card = new if follows and new is not None else choice.card
            if limit > 1 and effect.verb != "put-counter":  # every card chosen so far
                chosen = (*op.chosen, card) if op.count else (card,)
                self.stay(count=op.count + 1, chosen=chosen, known=known, amount=limit)
            elif isinstance(effect.target, Cards) and effect.target.where == AMONG_CHOSEN:
                # "one of them": CHOSEN stays, the rest of them being "the other" next
                self.next(chosen=op.chosen, known=known)
            else:
                self.next(chosen=(card,), known=known)
        elif isinstance(effect, MoveCounters):  # one counter from that card; the receiving
            # card stays CHOSEN for the next one (HM112)
            do(t, "move-counter", choice.card, self.me, self.name, host=op.chosen[0])
            self.stay(count=op.count + 1)
        elif isinstance(effect, Reattach) and (isinstance(effect.target, Ref) or op.accepted):
            moving = self.refer(effect.target if isinstance(effect.target, Ref) else CHOSEN)[0].iid
            host = t.card(choice.card)  # the new host (509.5)
            t.update(moving, attached_to=host.iid, area=host.area)
            t.log(f"  {t.name(moving)} is reattached to {t.name(host.iid)} ({self.name}, 509.5)")
            self.next(chosen=(moving,))
        elif isinstance(effect, Challenge | StartFaceoff):  # the cards, in order
            chosen = (*op.chosen, choice.card) if op.count else (choice.card,)
            self.stay(count=op.count + 1, chosen=chosen)
        elif isinstance(effect, RevealHigher):
            self.compare_revealed(choice.card)
        elif isinstance(effect, Move):  # the number "up to" kept; the cards moved so far stay
            chosen = (choice.card, *op.chosen) if op.count else (choice.card,)
            self.stay(accepted=True, chosen=chosen, amount=self.up_to(effect))
        elif isinstance(effect, PlayFree | Reattach | PutResourceIntoPlay):
            self.stay(accepted=True, chosen=(choice.card,))
        elif isinstance(effect, Choose):
            t.log(f"  {t.player_name(choice.player)} chooses {t.name(choice.card)} ({self.name})")
            chosen = (*op.chosen, choice.card) if op.count else (choice.card,)
            if effect.adding:  # one more card: those CHOSEN before stay CHOSEN (RR8)
                chosen = tuple(dict.fromkeys((*op.chosen, choice.card)))
            if len(chosen) < effect.n and not effect.adding:
                self.stay(count=op.count + 1, chosen=chosen)
            else:
                there = t.card(choice.card).area if effect.there else op.area
                self.next(chosen=chosen, area=there)
        elif isinstance(effect, Modify | PutTokenCopy):
            self.stay(accepted=True, chosen=(choice.card,))
        elif isinstance(effect, Search) and effect.to in ("play", "play-there"):  # "reveal
            # it, put it into play" (518.1, 706.1d: not played); "play-there": at THERE, a
            # Troublemaker face-up at the Problem chosen before (EO95)
            t.reveal(choice.card)
            who = t.player_name(choice.player)
            t.log(f"  {who} finds {t.name(choice.card)} and reveals it ({self.name}, 518.1)")
            verb = "put-into-play-exhausted" if effect.exhausted else "put-into-play"
            if effect.to == "play-there":
                verb = "put-into-play-there"
            do(t, verb, choice.card, self.me, self.name, area=self.area_for(verb))
            self.stay(accepted=op.count + 1 >= effect.up_to, count=op.count + 1)
        elif isinstance(effect, Search) and effect.to == PLAY_FRIGHTENED:  # "play it to your
            # home frightened for free" (PR197): played (counted as a card played, "when you
            # play" and "enters play" abilities of other cards see it), face-down and
            # frightened as it enters (706.1b, 504.1), so it has no abilities of its own that
            # could trigger (505.1a); its cost is not paid
            card_id = t.card(choice.card).card_id
            t.reveal(choice.card)
            who = t.player_name(choice.player)
            t.log(f"  {who} finds {t.name(choice.card)} and reveals it ({self.name}, 518.1)")
            area = home(self.me)
            new = t.put(choice.card, Zone.PLAY, area=area, player=self.me, face_down=True)
            assert new is not None
            t.update(new, frightened=True)
            text = f"  {who} plays {t.name(new)} to {t.area_name(area)} frightened for free"
            t.note(ZONE, text, (choice.card, new), rules=(self.name, "706.1b", "504.1"))
            t.emit(Occurrence("played", self.me, new, card_id, area))
            self.stay(accepted=op.count + 1 >= effect.up_to, count=op.count + 1)
        elif isinstance(effect, AddPower):  # "to one of your Friends involved" (CG114)
            add_power_to(self, effect, choice.card)
        elif isinstance(effect, FlipKeepOne):  # "choose one ... and ignore the rest" (CG43)
            mine = self.s.players[self.me].flip
            for iid in [i for i in mine if i not in op.chosen and i != choice.card]:
                do(t, "ignore", iid, self.me, self.name)
            self.next(chosen=(choice.card,))
        elif isinstance(effect, Search) and effect.to == "aside":  # "set it aside face-down"
            # (AD114): known to the searcher alone (518.1); kept for the next instructions
            t.log(
                f"  {t.player_name(choice.player)} finds a card and sets it aside face-down "
                f"({self.name}, 518.1)"
            )
            self.stay(accepted=True, count=1, chosen=(choice.card,))
        elif isinstance(effect, Search):
            name = t.name(choice.card)
            to = Zone.HAND if effect.to == "hand" else Zone.DRAW_DECK
            found = t.put(choice.card, to, by=choice.player)
            if found is not None:  # revealed as it is put there: every player saw which (518.1)
                t.reveal(found)
            t.log(
                f"  {t.player_name(choice.player)} finds {name}, reveals it and puts it into "
                f"their {effect.to.replace('-', ' ')} ({self.name}, 518.1)"
            )
            if effect.different_names and found is not None:  # "with different names" (LL86)
                self.stay(
                    accepted=op.count + 1 >= effect.up_to,
                    count=op.count + 1,
                    chosen=(*op.chosen, found),
                )
                return
            self.stay(accepted=op.count + 1 >= effect.up_to, count=op.count + 1)
        elif isinstance(effect, RevealTop):  # the revealed card chosen; the others discarded
            self.reveal_rest(effect, choice.card)

    def place(self, choice: PlaceCard) -> None:
        op, s = self.op, self.s
        effect, _ = self.prog[op.step]
        if isinstance(effect, When):  # a "Choose one:" mode's instruction (AD204)
            effect = effect.then[0]
        if isinstance(effect, RevealTop):
            self.place_revealed(effect, choice.card, choice.bottom)
            return
        assert isinstance(effect, LookAtTop)
        owner = self.players(effect.who)[0]
        deck = s.players[owner].problem_deck if effect.problem_deck else s.players[owner].deck
        deck.remove(choice.card)
        if choice.bottom:
            deck.append(choice.card)
            self.stay(amount=op.amount - 1)
        else:
            deck.insert(op.count, choice.card)
            self.stay(count=op.count + 1, amount=op.amount - 1)
        self.t.version += 1

    def finish(self) -> None:
        """The instructions are done; an Event is then put into the discard pile (304.2)."""
        t, op = self.t, self.op
        self.s.agenda.pop(0)
        card = self.s.cards.get(op.source)
        if isinstance(op, a.CopiedEffect | a.DelayedEffect):
            return  # 520.1a: a copied effect is not played and is not a card; 615.1
        if card is not None and card.zone is Zone.QUEUE:
            text = ability(t.pool, op.card_id, op.ability)
            put = text.put if isinstance(text, Play) else ""
            if put.startswith("deck-top:"):  # a mode that puts it there, if chosen (AD111)
                put = "deck-top" if put[len("deck-top:") :] in op.option.split("|") else ""
            host = next((c.iid for c in self.refer(CHOSEN) if c.zone is Zone.PLAY), None)
            if put == "deck-top":  # its last instruction (PR104)
                name = t.name(op.source)
                new = t.put(op.source, Zone.DRAW_DECK, by=op.controller)
                t.log(f"  {name} is put on top of its owner's deck ({self.name}, 304.2)")
            elif put == "beneath-chosen" and host is not None:  # "banish this card to beneath"
                new = t.banish_beneath(op.source, host, f"{self.name}, 304.2")
            elif put == "banish" or f"{BANISH_NOT_DISCARD}{op.source}" in self.s.memo:
                # its last instruction "Banish this card" (CG201), or played from the discard
                # pile by a permission that banishes it instead (MT143)
                self.s.memo = self.s.memo - {f"{BANISH_NOT_DISCARD}{op.source}"}
                name = t.name(op.source)
                new = t.put(op.source, Zone.BANISHED)
                t.log(f"  {name} is banished ({self.name}, 304.2, 406)")
            else:
                new = t.to_discard(op.source, "put", "304.2, 705.2g")
            t.emit(Occurrence("played", op.controller, new, card.card_id, via="event"))


def add_power_to(r: Resolver, e: AddPower, iid: int) -> None:
    """``AddPower``: card ``iid`` gets ``e.of``'s power until ``e.until`` ends (708.2; as
    ``of`` last existed if it left play, 712.2; printed if it was never in play, 507.4)."""
    t = r.t
    amount = r.number("power", e.of)
    r.lasting("power", (iid,), amount, until=e.until)
    t.log(f"  {t.name(iid)} gets +{amount} power until the end of the {e.until} ({r.name}, 708.2)")
    r.next()


def names_winner(t: Table, card_id: str, index: int, later: int) -> bool:
    """Whether instruction ``later`` of ability ``index`` names "that player" (ACTOR,
    ACTOR_OPPONENT): for a delayed ability at the end of a faceoff, its winner or loser."""

    def names(x: object) -> bool:
        if isinstance(x, str):
            return x in (ACTOR, ACTOR_OPPONENT)
        if isinstance(x, tuple):
            return any(names(y) for y in x)
        fields = getattr(x, "__dataclass_fields__", None)
        return fields is not None and any(names(getattr(x, f)) for f in fields)

    return names(program(effects_of(ability(t.pool, card_id, index)))[later][0])


# --- what verbs can do to a card, and doing it ----------------------------------------------
# a "control" lasting effect's ``until`` for "You control that Friend" on an attachment
# (CG140): it lasts while that attachment, by its id, is on the card (``flow.control_hosts``)
WHILE_ATTACHED = "attached:"
# "... until this card leaves play or is frightened" (EO213): it lasts while the card with the
# ability, by its id, is in play (frightened, it is a new card, 505.3; ``flow.hosts_and_looks``)
WHILE_IN_PLAY = "in-play:"


def gain_control(t: Table, iid: int, by: int, until: str, why: str) -> None:
    """``by`` gains control of card ``iid`` until ``until`` ends (513.2: an effect changes
    its controller): a lasting effect "control" remembers the player who had it, to whom it
    returns as the effect ends (``flow.expire``). A card at its controller's home goes to its
    new controller's home (Crystal Games rulebook, Control); at a Problem it stays there. The
    effect's ``source`` is the ability's name, for the trace."""
    c = t.card(iid)
    area = new_area(c, by)
    s = t.state
    if until == "permanent":  # "gain control of ..." with no duration: it does not end
        t.update(iid, controller=by, area=area)
        t.log(f"  {t.player_name(by)} gains control of {t.name(iid)} ({why}, 513.2)")
        return
    s.clock += 1
    s.effects.append(
        LastingEffect(s.clock, by, why, "control", (iid,), until=until, player=c.controller)
    )
    t.update(iid, controller=by, area=area)
    name, until_end = t.name(iid), f" until the end of the {until}"
    if until == "permanent":  # "gain control of ..." with no end (513.2; AD38, CG132)
        until_end = " for good"
    elif until.startswith(WHILE_ATTACHED):  # "you control that Friend" (CG140)
        until_end = f" while {t.name(int(until[len(WHILE_ATTACHED) :]))} is on it"
    elif until.startswith(WHILE_IN_PLAY):  # "until this card leaves play or is frightened"
        until_end = f" while {t.name(int(until[len(WHILE_IN_PLAY) :]))} stays in play unfrightened"
    t.log(f"  {t.player_name(by)} gains control of {name}{until_end} ({why}, 513.2)")


def new_area(c: CardInstance, controller: int) -> Area | None:
    """Where card ``c`` is once ``controller`` gains control of it (513.2): their home if it is
    at its controller's home (Crystal Games rulebook, Control); an attachment stays with its
    host (509.3); at a Problem it stays."""
    if c.attached_to is None and c.area == home(c.controller):
        return home(controller)
    return c.area


def return_control(t: Table, e: LastingEffect) -> None:
    """A "control" effect ends: the card, if still in play as the same card (410.6), returns
    to the player who controlled it before (513.2), to their home if it is at a home."""
    assert e.player is not None
    c = t.state.cards.get(e.cards[0])
    if c is None or c.zone is not Zone.PLAY or c.controller == e.player:
        return
    t.update(c.iid, controller=e.player, area=new_area(c, e.player))
    t.log(f"{t.player_name(e.player)} controls {t.name(c.iid)} again ({e.source} ends, 513.2)")


def can(t: Table, verb: str, c: CardInstance, by: int) -> str | None:
    """Why ``verb`` can't be done to ``c`` now, or None (a rule number in each answer)."""
    if c.iid not in t.state.cards:  # read as it last existed: it has changed zones since
        return "it is no longer there: a card that changed zones is a new card (410.6)"
    if c.zone is Zone.DISCARD and (why := rule_forbidden(t, "cant-leave-discard")):
        return why  # whatever would move it out of the discard pile (FF113)
    kind = ch.card_type(t.pool, c)
    if verb == "exhaust":
        if c.zone is not Zone.PLAY or kind is CardType.PROBLEM:
            return "only cards in play other than Problems exhaust (503.4, 503.4a)"
        if c.frightened:
            return "frightened cards can't exhaust (504.2a)"
        if c.exhausted:
            return "it is already exhausted (503.2a)"
        if (source := exhausting_forbidder(t, c)) is not None:
            return f"{t.name(source.iid)} says it can't be exhausted (104.2, 104.2a)"
    elif verb == "ready":
        if c.frightened:
            return "frightened cards can't ready (504.2a)"
        if c.area in ready_one_areas(t) and readied_here(t, c.area, by) in t.state.memo:
            return "no more than one character can be readied here during the Ready Phase (104.2)"
        if not c.exhausted:
            return "it is not exhausted (503.3)"
        if ("ready", c.iid) in t.view().forbidden_by:  # "can't ready" (AD18)
            return f"{forbidder(t, ('ready', c.iid))} says it can't ready (104.2)"
    elif verb in LEAVING:
        if kind is CardType.MANE:
            return "Mane Characters can't leave play (301.5)"
        if (source := t.kept_in_play(c.iid)) is not None:  # "can't leave play this turn"
            return f"{source} says it can't leave play (104.2, 708.2b)"
        if verb == "dismiss" and c.iid in t.view().cant_dismiss:
            who = forbidder(t, ("dismiss", c.iid))
            return f"{who} says it can't be dismissed (104.2, 710.1)"
        if verb == "retire" and ("retire", c.iid) in t.view().forbidden_by:  # LL24
            return f"{forbidder(t, ('retire', c.iid))} says it can't be retired (104.2)"
        if by != c.controller and any(
            isinstance(st, Static) and st.kind == "opponents-cant" and verb in st.value.split("|")
            for _, st in active(t.pool, c)
        ):  # "can't be dismissed ... or put into its owner's hand from play by opponents"
            return f"{t.name(c.iid)} says its opponents can't {verb} it (104.2; CG25)"
    elif verb == "frighten":
        if c.frightened:
            return "frightened cards can't become frightened (504.2b)"
        if kind is not CardType.FRIEND:
            return "only Friends stay frightened (511.4)"
        if c.iid in t.view().cant_frighten:
            return f"{forbidder(t, ('frighten', c.iid))} says it can't be frightened (104.2)"
    elif verb == "unfrighten" and not c.frightened:
        return "only a frightened card is unfrightened (504.3)"
    elif verb == "unfrighten" and (source := unfrighten_forbidder(t, c.iid)) is not None:
        return f"{t.name(source)} says it can't be unfrightened (104.2)"
    elif verb == "uncover":
        if not c.face_down or kind is not CardType.TROUBLEMAKER:
            return "only face-down Troublemakers are uncovered (607.3)"
        if (source := uncover_forbidder(t, c)) is not None:
            return f"{t.name(source)} says Troublemakers can't be uncovered there (104.2, 607.3)"
    elif verb.startswith(GAIN_CONTROL) and (c.zone is not Zone.PLAY or c.controller == by):
        return "only a card in play another player controls can change controller (513.2)"
    elif (verb == GIVE_CONTROL or verb.startswith(EXCHANGE_CONTROL)) and c.zone is not Zone.PLAY:
        return "only a card in play can change controller (513.2)"
    elif verb == "turn-over" and kind is not CardType.MANE:
        return "only Mane Characters turn over (301.2)"
    elif verb == "cutie-mark" and (c.zone is not Zone.PLAY or c.counter(CUTIE_MARKED)):
        return "a cutie marked card can't be Cutie Marked (glossary: Cutie Mark)"
    elif verb == "spend" and (c.zone is not Zone.BANISHED or c.beneath is None):
        return "only a card beneath another card can be spent (glossary: Spend)"
    elif verb == "spend-from" and not t.beneath(c.iid):
        return "no card is beneath it to spend (glossary: Spend)"
    elif verb == "ignore" and (c.zone is not Zone.FLIP or ignored(t, c.iid)):
        return "only a flipped card not already ignored can be ignored (515.4a)"
    elif verb == "turn-face-up" and (not c.face_down or kind is not CardType.TROUBLEMAKER):
        return "only a face-down Troublemaker is turned face-up (505.2)"
    elif verb == "turn-face-down" and (c.face_down or kind is not CardType.TROUBLEMAKER):
        return "only a face-up Troublemaker is turned face-down (505)"
    elif verb == "defeat" and (kind is not CardType.TROUBLEMAKER or c.zone is not Zone.PLAY):
        return "only a Troublemaker in play is defeated (514.5a)"
    elif (
        verb in (PLAYABLE_BANISHED, PLAYABLE_BANISHED_FREE, PLAYABLE_BANISHED_ANY_COLOUR)
        and c.zone is not Zone.BANISHED
    ):
        return "only a banished card may be played while it remains banished (406)"
    elif verb == PLAYABLE_DISCARD and c.zone is not Zone.DISCARD:
        return "only a card in a discard pile may be played from it (MT143)"
    elif verb == PAY_FOR and t.state.players[c.controller].tokens < 1:
        return f"{t.player_name(c.controller)} has no action token to pay (508.1d)"
    elif verb == "uninvolve" and c.iid not in t.view().involved:
        return "only a card involved in the faceoff ceases to be (514.2d)"
    elif verb == "move-counter" and (c.zone is not Zone.PLAY or not c.counter(POWER_COUNTER)):
        return "there is no +1 power counter on it to remove (519.3)"
    elif verb == "cancel" and c.zone is not Zone.QUEUE:
        return "only a card being played, in the queue, can be canceled (410.7)"
    elif verb == "involve" and (
        t.state.faceoff is None
        or c.iid in t.view().involved
        or (kind not in CHARACTER_TYPES and kind is not CardType.TROUBLEMAKER)  # DE109
    ):
        return (
            "only a character or Troublemaker not involved becomes involved in a faceoff in "
            "progress (514.2)"
        )
    elif verb == "reveal" and c.zone is not Zone.HAND and not deck_top(t, c):
        return "only a card in a hand or on top of a deck is revealed this way (410.6)"
    elif verb == ATTACH_TO_CHOSEN:
        if c.zone in (Zone.PLAY, Zone.QUEUE):
            return "it is already in play or being played (706.1d)"
        if kind is not CardType.RESOURCE:
            return "only a Resource is put into play attached to a card (509.1)"
        d = t.pool[c.card_id]
        if not any(isinstance(x, Attach) for x in layout(t.pool, c.card_id).abilities) and not (
            d.text and d.text[0].startswith("Play on")
        ):  # "an attachment Resource" (LL45): its "Play on ..." (509.1), scripted or printed
            return "only an attachment Resource is put into play attached to a card (509.1)"
    elif verb in PUTS_INTO_PLAY:
        if c.zone in (Zone.PLAY, Zone.QUEUE):
            return "it is already in play or being played (706.1d)"
        if kind is not CardType.FRIEND and not (
            kind is CardType.TROUBLEMAKER and verb in ("put-into-play-there", PUT_THERE_FACE_DOWN)
        ):  # a Troublemaker "into play here face-up" at a Problem (AD161)
            return "only Friends are put into play by an effect in this engine (302.1)"
        if verb == "put-into-play-at-faceoff" and not faceoff_problem(t):
            return "no faceoff is being resolved at a Problem (514.2)"
    return None


def deck_top(t: Table, c: CardInstance) -> bool:
    """Whether ``c`` is the top card of its owner's draw deck ("reveal that card", AD192)."""
    deck = t.state.players[c.owner].deck
    return c.zone is Zone.DRAW_DECK and bool(deck) and deck[0] == c.iid


# ``Act`` verbs: at its owner's home, the faceoff's Problem, THERE
# "put that card into play frightened" (EO96): at its owner's home, face-down as it enters
# (706.1b, 504.1), so it has no abilities then and its "enters play" ones do not trigger (505.1)
PUT_FRIGHTENED = "put-into-play-frightened"
# "put a Friend from an opponent's discard pile into play under your control" (MT102): at the
# home of the ability's controller, who controls it as it enters (513.1, 706.1d)
PUT_UNDER_YOU = "put-into-play-under-you"
# "put a Troublemaker from your hand into play. (Troublemakers enter play face-down unless
# otherwise stated.)" (LL69): at THERE, the Problem chosen before, face-down (306.1, 505)
PUT_THERE_FACE_DOWN = "put-into-play-there-face-down"
# the value of a lasting ``PLAYABLE_BANISHED`` whose card has no play requirement (AD206)
NO_REQUIREMENT = "no-requirement"
PUTS_INTO_PLAY = (
    "put-into-play",
    PUT_THERE_FACE_DOWN,
    PUT_UNDER_YOU,
    "put-into-play-at-faceoff",
    "put-into-play-there",
    "put-into-play-exhausted",  # "put that card into play exhausted" (706.1b; EO83)
    PUT_FRIGHTENED,
)
# "put an Accessory from your hand into play attached to a Friend" (AD112): a Resource put
# into play attached to the card an earlier instruction chose (CHOSEN), at its area (509.3)
ATTACH_TO_CHOSEN = "put-into-play-on-chosen"


def faceoff_problem(t: Table) -> Area | None:
    """The Problem where the faceoff in progress is being resolved (514.2), or None."""
    f = t.state.faceoff
    return next((x for x in f.areas if x.at_problem), None) if f is not None else None


def problem_event(t: Table, kind: str, problem: CardInstance, area: Area) -> None:
    """The Problem at ``area`` is "solved" (613.1) or "replaced" (613.2): its "when this
    Problem is ..." abilities trigger (``Trigger("solved")``). Emitted only while a card in
    play watches for it, so that games without such a card keep their recorded positions
    (the occurrence would be in ``recent``)."""
    watching, lending = in_play_watchers(t)
    if kind in watching or lending:
        t.emit(
            Occurrence(
                kind,
                problem.controller,
                problem.iid,
                problem.card_id,
                area,
                known=t.last_known(problem.iid),
            )
        )


def problem_replacement(
    t: Table, problem: CardInstance, solved: bool = False, used: tuple[tuple[int, int], ...] = ()
) -> a.Replace | None:
    """The question of a replacement modifier of ``problem`` being replaced ("if this card's
    Problem would be replaced, you may exhaust this card instead", EO208; 710.1, 613.2), the
    ``used`` ones not again (710.3), or None: then it is replaced (``replace_problem``)."""
    verb = "replaced as solved" if solved else "replaced"
    if not t.pool.any_card("replaces-problems", _replaces_problems):
        return sending_home_replacement(t, problem, verb, used)
    found = replacing(t, "problem-replaced", problem, "replaced", "613.2", used)
    if not found:
        return sending_home_replacement(t, problem, verb, used)
    source, index, _, card_id = found[0]
    t.log(f"{t.name(problem.iid)} would be replaced; {t.name(source.iid)} may replace that (710.1)")
    return a.Replace(
        problem.iid, "problem-replaced", verb, "613.2", source.iid, index, card_id, used
    )


def sending_home_replacement(
    t: Table, problem: CardInstance, verb: str, used: tuple[tuple[int, int], ...] = ()
) -> a.Replace | None:
    """The question of a replacement modifier of the characters at ``problem``'s area being
    sent home as it is replaced ("If one or more of your characters would be sent home from
    here, you may send those characters to other Problems instead", SB107; 613.2, 710.1):
    asked before the replacing begins, while the modifier's card is still in play (a
    Dilemma leaves play as it is replaced, 522.3), one question for all of them; or None."""
    if not t.pool.any_card("replaces-sending-home", replaces_sending_home):
        return None
    for source, index, _, card_id in sent_home_modifiers(t, problem, used):
        t.log(
            f"Characters at {t.name(problem.iid)} would be sent home; {t.name(source.iid)} "
            f"may replace that (710.1)"
        )
        return a.Replace(problem.iid, "sent-home", verb, "613.2", source.iid, index, card_id, used)
    return None


def sent_home_modifiers(
    t: Table, problem: CardInstance, used: tuple[tuple[int, int], ...] = ()
) -> list[tuple[CardInstance, int, Replacement, str]]:
    """The "sent-home" replacement modifiers that would replace a character at ``problem``'s
    area being sent home, but those ``used`` (710.3), with another Problem to send it to."""
    out: list[tuple[CardInstance, int, Replacement, str]] = []
    assert problem.area is not None
    for c in t.at(problem.area):
        if not ch.is_character(t.pool, c) or not other_problems(t, c):
            continue
        for f in replacements(t, "sent-home", c):
            if (f[0].iid, f[1]) not in used and all(o[:2] != f[:2] for o in out):
                out.append(f)
    return out


def sent_home_cards(t: Table, op: a.Replace) -> list[int]:
    """The characters a "sent-home" question (``op``) is about: the one being sent home, or,
    for a Problem being replaced, each character at its area that the modifier would
    replace the sending home of (SB107)."""
    c = t.card(op.card)
    if ch.is_character(t.pool, c):
        return [c.iid]
    assert c.area is not None
    return [
        x.iid
        for x in t.at(c.area)
        if ch.is_character(t.pool, x)
        and other_problems(t, x)
        and any(
            f[0].iid == op.source and f[1] == op.ability for f in replacements(t, "sent-home", x)
        )
    ]


def other_problems(t: Table, c: CardInstance) -> list[Area]:
    """The Problems other than ``c``'s own a character may be sent to instead of home (506.2:
    not its current area; 522.2a: Dilemmas' areas too)."""
    return [x for x in t.problem_areas() if x != c.area]


def _replaces_problems(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Replacement) and x.occurrence == "problem-replaced"
        for x in definition_layout(d).abilities
    )


def replace_problem(t: Table, area: Area, solved: bool = False) -> list[a.Op]:
    """613.2: replace the Problem at ``area``: the characters there go to their controllers'
    homes, its face-up Troublemakers and Resources are dismissed by the game, and the Problem
    goes to the bottom of its owner's Problem deck; the ops returned put the top card of that
    deck into play there. A Dilemma's area ceases to exist instead (522.3). ``solved``: it
    was solved (613.1), so "if that Friend would be sent home, that Friend isn't sent home
    instead" applies (``Static("stays-when-solved")``, 710.1)."""
    problem = t.problem_at(area)
    assert problem is not None
    # "when this Problem is replaced" triggers as the replacing begins, the Problem in play
    problem_event(t, "replaced", problem, area)
    # "if this card would be sent home, it isn't sent home instead" as its Problem is solved
    # (AD25, AD135): a replacement (710.1) of the solved Problem's sending home only (613.2)
    stays = t.view().stays_when_solved if solved else {}
    for c in t.at(area):
        if c.iid in stays:
            why = f"{t.name(stays[c.iid])}, 613.2, 710.1"
            t.log(f"  {t.name(c.iid)} isn't sent home as its Problem is replaced ({why})")
        elif ch.is_character(t.pool, c):  # replacements were asked before (SB107)
            t.send_home(c.iid, "613.2", replaceable=False)
    for c in t.at(area):
        kind = ch.card_type(t.pool, c)  # a Dilemma is a Problem, not a Resource (522.1)
        dismissed = kind is CardType.TROUBLEMAKER and not c.face_down or kind is CardType.RESOURCE
        if dismissed and c.iid in t.state.cards:  # attachments go with their host
            t.to_discard(c.iid, "dismissed by the game", "613.2")
    name = t.name(problem.iid)
    new = t.put(problem.iid, Zone.PROBLEM_DECK, bottom=True)
    if area.kind is AreaKind.DILEMMA:
        discarded = t.card(new).zone is Zone.DISCARD
        where = "discard pile (522.3a)" if discarded else "Problem deck bottom (613.2)"
        t.log(
            f"{name} goes to its owner's {where}; its area ceases to exist and no "
            f"Problem replaces it (522.3)"
        )
        return []
    return [a.RevealProblem(problem.owner)]


def do(
    t: Table,
    verb: str,
    iid: int,
    by: int,
    why: str,
    n: int = 1,
    host: int | None = None,
    area: Area | None = None,
    replaceable: bool = True,
) -> int | None:
    """Carry out ``verb`` on card ``iid`` for the ability ``why``; returns its id afterwards.
    ``host``: the card the ability is on ("banish ... to beneath this card"); ``area``: where
    a "put-into-play" puts it, if not its owner's home ("at this card's Problem");
    ``replaceable`` False: a banishing replacement modifiers were asked about already."""
    name = t.name(iid)
    c = t.card(iid)
    if verb == "banish" and replaceable and c.zone is Zone.PLAY and banish_replaced(t, c, why):
        return None  # the modifier's controller is asked first (710.5); the card stays
    if verb == "exhaust":
        t.log(f"  {name} is exhausted ({why}, 503.2)")
        t.exhaust(iid, by)
    elif verb == "ready":
        ready(t, iid, why)
    elif verb == "dismiss":
        said = f"dismissed by {by}" if by_actor_named(t, by) else "dismissed"
        new = t.to_discard(iid, said, f"{why}, 410.1")
        if new is not None and t.pool.any_card("reads-dismissed-by", _reads_dismissed_by):
            # who dismissed it ("after an opponent dismisses ...", CGpf11): that player
            k = t.left[iid]
            t.emit(Occurrence("dismissed-by", by, new, c.card_id, c.area, via=why, known=k))
        return new
    elif verb == "retire":
        return t.to_discard(iid, "retired", f"{why}, 410.2")
    elif verb == "frighten":
        return frighten(t, iid, why, by=by)
    elif verb == "unfrighten":
        t.update(iid, frightened=False, face_down=False)
        t.log(f"  {name} is unfrightened ({why}, 504.3)")
        t.emit(Occurrence("unfrightened", c.controller, iid, c.card_id, c.area))
    elif verb == "uncover":
        uncover(t, iid, by, why)
    elif verb == "turn-over":  # 301.2: its opposite side becomes face-up, either way
        t.update(iid, boosted=not c.boosted)
        side = "Start" if c.boosted else "Boosted"
        t.log(f"  {name} turns over to its {side} side ({why}, 301.2)")
        t.ask_judge(iid)
        t.emit(Occurrence("turned-over", by, iid, c.card_id, c.area))
    elif verb == "banish-until-leaves":  # "banish ... until this card leaves play" (HM48,
        # HM78): linked to ``host``, this ability's card, by a lasting effect; its leaving play
        # returns the card (``return_banished``). Already gone, the time is over: none (708.2)
        if host is None or host not in t.state.cards or t.card(host).zone is not Zone.PLAY:
            t.log(f"  {name} is not banished: the card it would stay banished for has left play")
            return iid
        new = do(t, "banish", iid, by, why)
        if new is not None:
            s = t.state
            s.clock += 1
            s.effects.append(
                LastingEffect(s.clock, by, why, BANISHED_UNTIL, (new,), 0, str(host), "permanent")
            )
            t.version += 1
            t.log(f"  {name} stays banished until {t.name(host)} leaves play ({why})")
        return new
    elif verb == "turn-face-up":
        turn_face_up(t, iid, by, why, replaceable)
    elif verb == "turn-face-down":
        new = t.renew(iid, face_down=True)  # a token ceases to exist instead (521.4)
        if new is not None:
            t.note(
                ZONE, f"  {name} is turned face-down as #{new}", (iid, new), rules=(why, "505.3")
            )
            if t.pool.any_card("turned-face-down", _watches_turned_face_down):
                # "when this card is turned face-down" (CN164): the card it became watches
                # (``Trigger("turned-face-down", face_down=True)``, 505.3, 505.1a)
                t.emit(Occurrence("turned-face-down", by, new, c.card_id, c.area))
        return new
    elif verb == "send-home":
        t.send_home(iid, why)
    elif verb == "defeat" and (found := replacing(t, "defeat", c, "defeated", why)):
        # "if this card would be defeated, you may ... instead" (710.1; EO178): asked first
        source, index, _, card_id = found[0]
        ask = a.Replace(iid, "defeat", f"defeated by {by}", why, source.iid, index, card_id)
        t.interrupts.append(ask)
        t.log(f"{name} would be defeated; {t.name(source.iid)} may replace that (710.1)")
    elif verb == "defeat":  # "defeat an opponent's Troublemaker" (AD97): as 514.5a says
        points = t.pool[c.card_id].point_value or 0
        t.score(by, points, f"for defeating {name} ({why}, 514.5a)")
        if t.state.outcome is not None:
            return iid
        watched = host_defeat_watched(t, iid)  # its attachments see the defeat (CN147)
        if watched:  # then go (511.2)
            t.unattach_later.add(iid)
        new = t.to_discard(iid, "dismissed", f"{why}, 514.5a")
        t.unattach_later.discard(iid)
        known = t.left.get(iid) if watched else None
        t.emit(Occurrence("defeated", by, None, c.card_id, c.area, known=known))
        return new
    elif verb == "stay-there":  # "it isn't sent home instead" (AD167): see the script
        if area is not None and c.area != area and t.problem_at(area) is not None:
            t.update(iid, area=area)
            t.log(f"  {name} is not sent home: it stays at {t.area_name(area)} ({why}, 613.2)")
    elif verb.startswith(GAIN_CONTROL):
        until = verb[len(GAIN_CONTROL) :]
        if until == WHILE_THIS_IN_PLAY and host is not None:  # this ability's card (EO213)
            until = f"{WHILE_IN_PLAY}{host}"
        gain_control(t, iid, by, until, why)
    elif verb == GIVE_CONTROL:  # "choose an opponent. That opponent gains control of this
        # card" (AD38): for good, to their home if it is at a home (Crystal Games rulebook)
        new_controller = t.state.opponent(by)
        t.update(iid, controller=new_controller, area=new_area(c, new_controller))
        t.log(f"  {t.player_name(new_controller)} gains control of {name} ({why}, 513.2)")
    elif verb.startswith(EXCHANGE_CONTROL):  # "exchange control of those Friends until the
        # end of the Score Phase" (LL90, AD116): this one goes to the other player till then
        gain_control(t, iid, t.state.opponent(c.controller), verb[len(EXCHANGE_CONTROL) :], why)
    elif verb == "to-hand" and banished_instead_of_hand(t, c, why):
        return do(t, "banish", iid, by, f"{why}, 710.1", n, host, area)
    elif verb in ("to-hand", "to-deck-top", "banish", "banish-beneath", "banish-beneath-chosen"):
        if verb.startswith("banish-beneath"):  # 410.5: beneath that card, while it is in play
            if host is None or host not in t.state.cards or t.card(host).zone is not Zone.PLAY:
                t.log(f"  {name} stays: the card to banish it beneath has left play ({why})")
                return iid
            new = t.banish_beneath(iid, host, why)
        else:
            zone, said, rules = {
                "to-hand": (Zone.HAND, "is put into its owner's hand", (why,)),
                "to-deck-top": (Zone.DRAW_DECK, "is put on top of its owner's deck", (why,)),
                "banish": (Zone.BANISHED, "is banished", (why, "406")),
            }[verb]
            new = t.put(iid, zone, by=by)
            t.note(ZONE, f"  {name} {said}", (iid, new), rules=rules)  # its new id (410.6)
        if c.zone is Zone.PLAY:  # "when ... leaves play" looks back at it (701.3, 521.2)
            kind = ch.card_type(t.pool, c).value
            left = iid if new is None else new
            t.emit(
                Occurrence(
                    "left-play", c.controller, left, c.card_id, c.area, via=kind, known=t.left[iid]
                )
            )
        return new
    elif verb == ATTACH_TO_CHOSEN:  # a Resource put into play on ``host`` (509.1, 706.1d)
        target = t.state.cards.get(host) if host is not None else None
        if target is None or target.zone is not Zone.PLAY or target.area is None:
            t.log(f"  {name} has no card in play to be attached to ({why}, 509.1)")
            return None
        new = t.put(iid, Zone.PLAY, area=target.area, player=c.owner)
        assert new is not None
        t.update(new, attached_to=target.iid)
        text = f"  {name} is put into play attached to {t.name(target.iid)}"
        t.note(ZONE, text, (iid, new), rules=(why, "509.1", "706.1d"))
        t.ask_judge(new)
        t.emit(Occurrence("put-into-play", by, new, c.card_id, target.area, via=why))
        return new
    elif verb in PUTS_INTO_PLAY:  # not played: no cost, no "when you play" (706.1d)
        if ch.card_type(t.pool, c) is CardType.TROUBLEMAKER and (
            area is None or not area.at_problem
        ):  # "at this card's Problem" with this card at home (HM80): nowhere to enter
            t.log(f"  {name} is not put into play: Troublemakers enter play at a Problem (306.1)")
            return None
        controller = by if verb == PUT_UNDER_YOU else c.owner  # "under your control" (513.1)
        if area is None:  # "put-into-play-there" with no THERE: its owner's home too
            at_faceoff = verb == "put-into-play-at-faceoff"
            area = faceoff_problem(t) if at_faceoff else home(controller)
        assert area is not None
        frightened = verb == PUT_FRIGHTENED  # in that state as it enters (706.1b, 504.1)
        hidden = frightened or verb == PUT_THERE_FACE_DOWN  # a face-down Troublemaker (306.1)
        new = t.put(iid, Zone.PLAY, area=area, player=controller, face_down=hidden)
        assert new is not None
        if frightened:
            t.update(new, frightened=True)
        state = " frightened" if frightened else " face-down" if hidden else ""
        text = f"  {name} is put into play{state} at {t.area_name(area)}"
        if verb == "put-into-play-exhausted":  # the state it enters play in (706.1b)
            t.update(new, exhausted=True)
            text += ", exhausted (706.1b)"
        t.note(ZONE, text, (iid, new), rules=(why, "706.1d"))
        t.ask_judge(new)
        t.emit(Occurrence("put-into-play", by, new, c.card_id, area, via=why))
        return new
    elif verb == "spend":
        return t.spend(iid, why)
    elif verb == "ignore":  # 515.4: stays flipped, adds no power; never ignored twice (515.4a)
        s = t.state
        s.clock += 1
        s.effects.append(LastingEffect(s.clock, by, why, "ignored", (iid,), until="faceoff"))
        t.version += 1
        t.log(f"  {name} is ignored ({why}, 515.4)")
    elif verb == PLAYABLE_BANISHED_FREE:  # "you may play the banished card without paying its
        # cost until the end of the turn" (FF114): while it keeps its id (410.6), 616.4
        s = t.state
        s.clock += 1
        s.effects.append(
            LastingEffect(s.clock, by, why, PLAYABLE_BANISHED, (iid,), value="free", until="turn")
        )
        t.version += 1
        t.log(
            f"  {t.player_name(by)} may play {name} without paying its cost until the end of "
            f"the turn ({why})"
        )
    elif verb == PLAYABLE_BANISHED_ANY_COLOUR:  # "while that card remains banished, it has
        # no color requirement and the player who defeats this Troublemaker may play that card
        # as though it were in that player's hand" (AD206): for ``by``, while it keeps its id
        s = t.state
        s.clock += 1
        s.effects.append(
            LastingEffect(
                s.clock, by, why, PLAYABLE_BANISHED, (iid,), value=NO_REQUIREMENT, until="permanent"
            )
        )
        t.version += 1
        t.log(
            f"  {t.player_name(by)} may play {name} while it remains banished, with no colour "
            f"requirement ({why}, 205.1)"
        )
    elif verb == PLAYABLE_BANISHED:  # "while that card remains banished, you may play that
        # card as though it were in your hand" (CG62): for good, while it keeps its id (410.6)
        s = t.state
        s.clock += 1
        s.effects.append(
            LastingEffect(s.clock, by, why, PLAYABLE_BANISHED, (iid,), until="permanent")
        )
        t.version += 1
        t.log(f"  {t.player_name(by)} may play {name} while it remains banished ({why})")
    elif verb == PLAYABLE_DISCARD:  # "until the end of the turn, you may play that Event as
        # though it were in your hand" (MT143): while it keeps its id (410.6)
        s = t.state
        s.clock += 1
        s.effects.append(LastingEffect(s.clock, by, why, PLAYABLE_DISCARD, (iid,), until="turn"))
        t.version += 1
        t.log(f"  {t.player_name(by)} may play {name} from their discard pile this turn ({why})")
    elif verb == PAY_FOR:  # "... retires that Friend unless they pay [1]" (EO153)
        payer = c.controller
        t.state.players[payer].tokens -= 1
        t.log(f"  {t.player_name(payer)} pays 1 for {name} ({why}, 508.1)")
        paid(t, payer, 1)
    elif verb == "uninvolve":  # "that character ceases to be involved in the faceoff"
        t.state.memo = t.state.memo | {f"{UNINVOLVED}{iid}"}
        t.version += 1
        t.log(f"  {name} ceases to be involved in the faceoff ({why}, 514.2d)")
    elif verb == "involve":  # "... becomes involved in the faceoff" (DE55): flagged, 514.2d.i
        t.state.memo = t.state.memo | {f"{INVOLVED_BY_EFFECT}{iid}"}
        t.version += 1
        t.log(f"  {name} becomes involved in the faceoff ({why}, 514.2d.i)")
    elif verb == "reveal":  # a card in a hand, known to every player while it stays (410.6)
        t.reveal(iid)
        t.log(f"  {t.player_name(by)} reveals {t.pool[c.card_id].name}, {name} ({why}, 410.6)")
    elif verb == "look-at":
        t.reveal(iid, to=by)  # a face-down card: that player alone knows it now (505.1d)
        # named by its id too, so a replay shows the name to the looker alone (perspective)
        what = f"{t.pool[c.card_id].name}, {name}" if c.face_down else name  # or in a hand
        t.log(f"  {t.player_name(by)} looks at {what} ({why})")
    elif verb == "cutie-mark":  # glossary: a +1 power counter, and it is cutie marked
        counters = dict(c.counters)
        counters[POWER_COUNTER] = counters.get(POWER_COUNTER, 0) + 1
        counters[CUTIE_MARKED] = 1
        t.update(iid, counters=tuple(sorted(counters.items())))
        t.log(f"  {name} is Cutie Marked: a +1 power counter ({why}, glossary: Cutie Mark)")
        # "when this card / one of your Friends becomes Cutie Marked" (MT4, MT11, ...)
        t.emit(Occurrence("cutie-marked", by, iid, c.card_id, c.area))
    elif verb == "put-counter":
        if n > 0 and by == c.controller and ch.is_type(t.pool, c, CardType.FRIEND):
            # "If you would put one or more +1 power counters on one of your Friends, you may
            # put that many plus one on that Friend instead" (SB133; 710.1): one more for each
            # such card of theirs, always taken (more power is never worse, 519.4)
            for _, source, st in t.view().statics:
                if st.kind == "counters-plus-one" and source.controller == by:
                    n += 1
                    t.log(f"  {t.name(source.iid)}: one more counter instead (710.1)")
        counters = dict(c.counters)
        counters[POWER_COUNTER] = counters.get(POWER_COUNTER, 0) + n
        t.update(iid, counters=tuple(sorted(counters.items())))
        t.log(f"  {name} gets {n} +1 power counter{'s' * (n != 1)} ({why}, 519.4)")
        if n > 0 and "counter-put" in in_play_watchers(t)[0]:  # "when you put a +1 power
            # counter on a character here" (HM122): only while a card watches (``paid``)
            t.emit(Occurrence("counter-put", by, iid, c.card_id, c.area, amount=n))
    elif verb == "move-counter":  # from this card onto ``host`` (519.3, 519.1; HM112, MT41)
        onto = t.card(host) if host is not None else None
        if onto is None or onto.zone is not Zone.PLAY or onto.iid == iid:
            t.log(f"  {name}: there is no other card in play to put its counter on ({why})")
            return iid
        counters = dict(c.counters)
        counters[POWER_COUNTER] -= 1
        t.update(iid, counters=tuple(sorted((k, v) for k, v in counters.items() if v)))
        do(t, "put-counter", onto.iid, by, f"{why}: from {name}, 519.3")
    elif verb == "cancel":  # 410.7: from the queue into its owner's discard pile, unresolved
        t.state.agenda[:] = [  # in place: the agenda being carried out (``flow.advance``)
            op for op in t.state.agenda if not (isinstance(op, a.Resolve) and op.source == iid)
        ]
        t.log(f"  {name} is canceled: it does not resolve and has no effect ({why}, 410.7)")
        return t.put(iid, Zone.DISCARD)
    else:
        raise NotImplementedError(f"verb {verb!r}")
    return iid


def _reads_dismissed_by(d: CardDefinition) -> bool:
    return "'dismissed-by'" in repr(script_for(d.id))


def forbids_exhausting(t: Table, c: CardInstance) -> bool:
    """Whether a "can't be exhausted" continuous ability (Static "cant-exhaust") applies to
    ``c``; it takes precedence over anything exhausting it, costs included (104.2, 104.2a).
    Lent and copied ones count too (the view's statics)."""
    return exhausting_forbidder(t, c) is not None


def exhausting_forbidder(t: Table, c: CardInstance) -> CardInstance | None:
    """The card whose "can't be exhausted" ability applies to ``c`` (``forbids_exhausting``)."""
    has, s = t.pool.facts("cant-exhaust", _forbids_exhausting), t.state
    if not lent(t) and not any(has[s.cards[i].card_id] for i in s.play):
        return None
    view = t.view()
    for _, source, ab in view.statics:
        if ab.kind != "cant-exhaust" or not view.holds(ab.condition, source, source.controller):
            continue
        targets = (
            view.refer(ab.target, source)
            if isinstance(ab.target, Ref)
            else view.select(ab.target, source, source.controller)
        )
        if any(x.iid == c.iid for x in targets):
            return source
    return None


def rule_forbidden(t: Table, kind: str) -> str | None:
    """Why no player may now do what a rule-changing ``Static(kind)`` of a card in play
    forbids, naming that card (104.2), or None: "cant-look-in-decks", "Players can't search
    decks or look at cards in decks"; "cant-leave-discard", "Cards can't leave discard
    piles" (FF113). Read only in games with such a card."""
    if not t.pool.any_card(kind, lambda d: _has_static(d, kind)):
        return None
    view = t.view()
    for _, source, st in view.statics:
        if st.kind == kind and view.holds(st.condition, source, source.controller):
            what = RULE_CHANGES[kind]
            return f"{t.name(source.iid)} says {what} (104.2)"
    return None


# what each rule-changing Static of ``rule_forbidden`` forbids, for its refusals
RULE_CHANGES = {
    "cant-look-in-decks": "players can't search decks or look at cards in decks",
    "cant-leave-discard": "cards can't leave discard piles",
}


def _has_static(d: CardDefinition, kind: str) -> bool:
    return any(isinstance(x, Static) and x.kind == kind for x in definition_layout(d).abilities)


def forbidding(t: Table, cards: Iterable[CardInstance]) -> tuple[int, ...]:
    """The cards whose "can't" modifiers name any of ``cards`` (``View.forbidden_by``)."""
    ids = {c.iid for c in cards}
    if not ids:
        return ()
    found = t.view().forbidden_by.items()
    return tuple(dict.fromkeys(src for key, src in found if key[1] in ids))


def forbidder(t: Table, key: tuple[object, ...]) -> str:
    """The card whose "can't" modifier forbids ``key`` (``View.forbidden_by``), by name."""
    source = t.view().forbidden_by.get(key)
    return t.name(source) if source is not None and source in t.state.cards else "a modifier"


def _forbids_exhausting(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Static) and x.kind == "cant-exhaust" for x in definition_layout(d).abilities
    )


def ignored(t: Table, iid: int) -> bool:
    return any(e.kind == "ignored" and iid in e.cards for e in t.state.effects)


def frighten(
    t: Table, iid: int, why: str, replaceable: bool = True, by: int | None = None
) -> int | None:
    """504.1: turned face-down (a new card, 505.3), counters removed, attachments discarded;
    a token ceases to exist instead (521.4): None. Replacement modifiers apply first
    ("if this card would be frightened, you may exhaust it instead", 710.2): an optional one
    waits for the affected player's choice (710.5), so the card stays and None is returned.
    ``by``: the player who frightens it, for "when you frighten a Friend" ("frightened-by",
    LL131; emitted only while a card in play watches for it, so other games keep their
    recorded positions; carried through a replacement's question as "frightened by <n>")."""
    name = t.name(iid)
    watched = by is not None and t.watched("frightened-by")
    # the frightening player is carried in the verb for "frightened-by" triggers and for
    # replacements of a frighten "by an opponent" (SB138)
    verb = f"frightened by {by}" if watched or by_actor_named(t, by) else "frightened"
    if replaceable and (found := replacing(t, "frighten", t.card(iid), verb, why)):
        source, index, _, card_id = found[0]
        t.interrupts.append(a.Replace(iid, "frighten", verb, why, source.iid, index, card_id))
        names = " and ".join(t.name(f[0].iid) for f in found)
        t.log(f"{name} would be frightened; {names} may replace that (710.1)")
        return None
    if is_token(t.card(iid).card_id):
        t.log(f"  {name} is frightened ({why}, 504.1)")
    controller = t.card(iid).controller
    new = t.renew(iid, frightened=True, face_down=True)
    if new is not None and t.state.effects:  # frightened, it is still in play (504.1)
        follow_banished(t, iid, new)
    if new is not None:
        t.note(ZONE, f"  {name} is frightened as #{new}", (iid, new), rules=(why, "504.1"))
        t.emit(Occurrence("frightened", controller, new))
        if watched and new in t.state.cards:
            t.emit(Occurrence("frightened-by", by, new, t.card(new).card_id))
    return new


def frightened_by(verb: str) -> int | None:
    """The player a replacement's question carries as the one frightening the card
    ("frightened by <n>", ``frighten``), or None."""
    return int(verb.rsplit(" ", 1)[1]) if verb.startswith("frightened by ") else None


def actor_of(verb: str) -> int | None:
    """The player a frighten's or dismissal's verb names as doing it ("frightened by <n>",
    "dismissed by <n>"), or None: the game's own (104.3) or not carried."""
    head, _, tail = verb.rpartition(" by ")
    return int(tail) if head in ("frightened", "dismissed") and tail.isdigit() else None


def by_actor_named(t: Table, by: int | None) -> bool:
    """Whether a frighten or dismissal by player ``by`` must carry that player in its verb:
    a card of the pool replaces one done "by an opponent" ("If one of your Friends here would
    be frightened or dismissed by an opponent, ...", SB138; 710.1). Other games keep their
    recorded positions."""
    return by is not None and t.pool.any_card("replaces-by-actor", _replaces_by_actor)


def _replaces_by_actor(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Replacement) and x.occurrence in ("frighten", "dismissed") and x.who != ANY
        for x in definition_layout(d).abilities
    )


def ready(t: Table, iid: int, why: str, replaceable: bool = True) -> bool:
    """503.3: card ``iid`` readies, unless a replacement modifier may replace that ("if this
    card would ready, you may pay [1]. If you do, this card remains exhausted instead",
    CGpf14; 710.1): its controller is asked first (``a.Replace``) and False returned.
    Readied, the lasting modifiers that hold "while this card remains exhausted" end."""
    if replaceable and (found := replacing(t, "ready", t.card(iid), "readied", why)):
        source, index, _, card_id = found[0]
        t.interrupts.append(a.Replace(iid, "ready", "readied", why, source.iid, index, card_id))
        t.log(f"{t.name(iid)} would ready; {t.name(source.iid)} may replace that (710.1)")
        return False
    c = t.update(iid, exhausted=False)
    t.log(f"  {t.name(iid)} is readied ({why}, 503.3)")
    end_while_exhausted(t, iid)
    note_readied(t, iid, t.card(iid).controller)
    if why == "603.1":
        note_readied_in_step(t, iid)
    emit_readied(t, c)
    return True


def move_replacements(
    t: Table,
    c: CardInstance,
    by: int,
    used: tuple[tuple[int, int], ...] = (),
    area: Area | None = None,
) -> list[tuple[CardInstance, int, Replacement, str]]:
    """The replacement modifiers of a move of ``c`` by player ``by`` to ``area``
    (``Replacement("move")``, ``who`` read against ``by``; 710.1, 506.1), but those ``used``
    (710.3). One with ``instead`` OTHER_PROBLEM replaces only a move to a Problem (SB27)."""
    if not t.pool.any_card("replaces-moves", _replaces_moves):
        return []
    to_problem = area is not None and area.at_problem
    return [
        f
        for f in replacements(t, "move", c, by)
        if (f[0].iid, f[1]) not in used and (f[2].instead != OTHER_PROBLEM or to_problem)
    ]


# ``Replacement("move").instead``: "they choose a different Problem and move that character
# there instead" (SB27)
OTHER_PROBLEM = "other-problem"


def _replaces_moves(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Replacement) and x.occurrence == "move"
        for x in definition_layout(d).abilities
    )


def banish_replaced(t: Table, c: CardInstance, why: str) -> bool:
    """Whether a card in play that would be banished waits for a replacement modifier of a
    banishing ("if another one of your Friends would be ... banished, you may retire this
    card instead", ``Replacement("banished")``, SB56; 710.1): its controller is asked
    (``a.Replace``, 710.5). False: none would replace it."""
    if not t.pool.any_card("replaces-banishing", _replaces_banishing):
        return False
    found = replacing(t, "banished", c, "banished", why)
    if not found:
        return False
    source, index, _, card_id = found[0]
    t.interrupts.append(a.Replace(c.iid, "banished", "banished", why, source.iid, index, card_id))
    names = " and ".join(t.name(f[0].iid) for f in found)
    t.log(f"{t.name(c.iid)} would be banished; {names} may replace that (710.1)")
    return True


def _replaces_banishing(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Replacement) and x.occurrence == "banished"
        for x in definition_layout(d).abilities
    )


def banished_instead_of_hand(t: Table, c: CardInstance, why: str) -> bool:
    """Whether a card in play that would be put into its owner's hand is banished instead:
    "if a Friend would be put into a player's hand from play, banish that Friend instead"
    (``Replacement("to-hand", ..., "banish", optional=False)``; 710.1, EO146). It has no
    "may": nobody is asked."""
    if c.zone is not Zone.PLAY:
        return False
    found = [f for f in replacing(t, "to-hand", c, "put into a hand", why) if not f[2].optional]
    if not found:
        return False
    t.log(
        f"  {t.name(c.iid)} would be put into its owner's hand; {t.name(found[0][0].iid)} "
        f"replaces that: it is banished instead (710.1)"
    )
    return True


def uncover(
    t: Table,
    iid: int,
    by: int,
    why: str,
    replaceable: bool = True,
    used: tuple[tuple[int, int], ...] = (),
) -> bool:
    """607.3: face-down Troublemaker ``iid`` is turned face-up by ``by``, unless a replacement
    modifier may replace that ("if a Troublemaker would be uncovered here, you may retire
    this card instead", EO141; 710.1): its controller is asked first (``a.Replace``, the
    ``used`` ones not again, 710.3) and False returned. Uncovered in the Uncover step
    (``why`` starting "607.2"), the step finishes it (Epic, 607.3, then the occurrence:
    ``flow.uncovered``)."""
    c = t.card(iid)
    if replaceable and (found := replacing(t, "uncover", c, "uncovered", why, used)):
        source, index, _, card_id = found[0]
        t.interrupts.append(
            a.Replace(iid, "uncover", f"uncovered by {by}", why, source.iid, index, card_id, used)
        )
        t.log(f"{t.name(iid)} would be uncovered; {t.name(source.iid)} may replace that (710.1)")
        return False
    t.update(iid, face_down=False)
    assert c.area is not None
    if why.startswith(UNCOVER_STEP):
        t.log(f"{t.name(iid)} is uncovered at {t.area_name(c.area)} ({why}, 607.3)")
    else:
        t.log(f"  {t.name(iid)} is uncovered ({why}, 607.3)")
    t.ask_judge(iid)
    if not why.startswith(UNCOVER_STEP):
        t.emit(Occurrence("uncovered", by, iid, c.card_id, c.area))
    return True


UNCOVER_STEP = "607.2"  # ``uncover``'s ``why`` in the Uncover step
# ``Replacement("uncover", ..., STAY_FACE_DOWN)``: "if one of your face-down Troublemakers
# would be turned face-up or uncovered, you may choose to not turn it face-up or uncover it
# instead" (LL62): it stays face-down (710.1); it replaces ``turn_face_up`` too
STAY_FACE_DOWN = "stay-face-down"
# ``a.Replace.verb`` of a Troublemaker turned face-up without being uncovered (HM69, LL62)
TURNED_FACE_UP = "turned face-up by"


def turn_face_up(
    t: Table,
    iid: int,
    by: int,
    why: str,
    replaceable: bool = True,
    used: tuple[tuple[int, int], ...] = (),
) -> bool:
    """ "Turn [a face-down Troublemaker] face-up (This does not cover or uncover it.)" (HM69):
    face-up with no uncovering, so "when ... uncovered" does not trigger (607.3, 505.2);
    unless a ``STAY_FACE_DOWN`` modifier may replace that (LL62, 710.1): its controller is
    asked first (``a.Replace``, the ``used`` ones not again, 710.3) and False returned."""
    found = replacing(t, "uncover", t.card(iid), TURNED_FACE_UP, why, used) if replaceable else []
    found = [f for f in found if f[2].instead == STAY_FACE_DOWN]
    if found:
        source, index, _, card_id = found[0]
        verb = f"{TURNED_FACE_UP} {by}"
        t.interrupts.append(a.Replace(iid, "uncover", verb, why, source.iid, index, card_id, used))
        t.log(
            f"{t.name(iid)} would be turned face-up; {t.name(source.iid)} may replace that (710.1)"
        )
        return False
    t.update(iid, face_down=False)
    t.log(f"  {t.name(iid)} is turned face-up; it is not uncovered ({why}, 505.2)")
    return True


def ready_one_areas(t: Table) -> frozenset[Area]:
    """The Problems where "players can't ready more than one character here" holds now:
    during the Ready Phase, at a card with ``Static("ready-one-here")`` (104.2; EO190)."""
    if t.state.phase != "Ready" or not t.pool.any_card("ready-one-here", _ready_one_here):
        return frozenset()
    view = t.view()
    return frozenset(
        source.area
        for _, source, st in view.statics
        if st.kind == "ready-one-here"
        and source.area is not None
        and source.area.at_problem
        and view.holds(st.condition, source, source.controller)
    )


def readied_here(t: Table, area: Area, player: int) -> str:
    """The memo flag of ``player`` having readied a character at ``area`` this Ready Phase
    (EO190); cleared with the turn's other flags."""
    return f"readied-here:{area}:{player}"


def ready_one_limited(t: Table) -> bool:
    """Whether "opponents can't ready more than one character during their Ready Step" holds
    for the turn player (``Static("ready-one", who=OPPONENT)`` of a card in play: FF16; 603.1,
    104.2). Read by the Ready step only: its readying is all the step does."""
    if not t.pool.any_card("ready-one", _ready_one):
        return False
    view, me = t.view(), t.state.turn_player
    return any(
        st.kind == "ready-one"
        and whose(st.who, me, source.controller)
        and view.holds(st.condition, source, source.controller)
        for _, source, st in view.statics
    )


# the memo flag of the turn player having readied a character in this Ready step while
# ``ready_one_limited`` holds (FF16); the step clears it as it ends
READIED_ONE = "readied-one"


def note_readied_in_step(t: Table, iid: int) -> None:
    """Record a character readied by the Ready step while one at most may be (FF16)."""
    if ch.is_character(t.pool, t.card(iid)) and ready_one_limited(t):
        t.state.memo = t.state.memo | {READIED_ONE}


def _ready_one(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Static) and x.kind == "ready-one" for x in definition_layout(d).abilities
    )


def _ready_one_here(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Static) and x.kind == "ready-one-here" for x in definition_layout(d).abilities
    )


def note_readied(t: Table, iid: int, player: int) -> None:
    """Record a character readied at a "ready one here" Problem during the Ready Phase."""
    area = t.card(iid).area
    if area is not None and area in ready_one_areas(t):
        t.state.memo = t.state.memo | {readied_here(t, area, player)}


def emit_readied(t: Table, c: CardInstance) -> None:
    """ "When this card readies" (503.3; FF69): emitted only while a card in play watches for
    it, as ``problem_event``, so that other games keep their recorded positions."""
    watching, lending = in_play_watchers(t)
    if "readied" in watching or lending:
        t.emit(Occurrence("readied", c.controller, c.iid, c.card_id, c.area))


def end_while_exhausted(t: Table, iid: int) -> None:
    """The lasting modifiers that hold "while this card remains exhausted" (a ``LOSE`` one
    with the value ``while-exhausted:<card>``; CGpf14) end as that card readies (708.2)."""
    key = f"{WHILE_EXHAUSTED}{iid}"
    if any(e.value == key for e in t.state.effects):
        t.state.effects = [e for e in t.state.effects if e.value != key]
        t.version += 1


def unfrighten_forbidder(t: Table, iid: int) -> int | None:
    """The card whose lasting "while this card is exhausted, that card can't be unfrightened"
    (``CANT_UNFRIGHTEN``; CN152) covers frightened card ``iid`` now, or None: it holds while
    that card stays in play exhausted (708.2, 104.2)."""
    for e in t.state.effects:
        if e.kind != CANT_UNFRIGHTEN or iid not in e.cards:
            continue
        if not e.value.startswith(WHILE_EXHAUSTED):
            continue
        source = t.state.cards.get(int(e.value[len(WHILE_EXHAUSTED) :]))
        if source is not None and source.zone is Zone.PLAY and source.exhausted:
            return source.iid
    return None


def uncover_forbidder(t: Table, c: CardInstance) -> int | None:
    """The card whose "Troublemakers can't be uncovered here" (Static "cant-uncover-here",
    CG198) applies to face-down Troublemaker ``c``, at its Problem, or None (104.2)."""
    if c.area is None or not c.area.at_problem:
        return None
    view = t.view()
    for source_iid, source, st in view.statics:
        if (
            st.kind == "cant-uncover-here"
            and source.area == c.area
            and view.holds(st.condition, source, source.controller)
        ):
            return source_iid
    return None


def as_event_played(t: Table, player: int, queued: int) -> list[a.Resolve]:
    """The abilities that resolve "as [a player] plays an Event" (705.2e; ``Trigger(
    "event-playing")``, HM115): for each card in play with one that fits, its resolution,
    THAT the Event in the queue; they are done at once, before the Event's instructions,
    with no player having priority (705.2)."""
    ids = in_play_watchers(t)[0].get("event-playing", ())
    if not ids:
        return []
    card = t.card(queued)
    occ = Occurrence("event-playing", player, queued, card.card_id)
    blank = blanked(t)
    out = []
    for iid in ids:
        c = t.state.cards[iid]
        for index, ab in [] if iid in blank else active(t.pool, c):
            if isinstance(ab, Triggered) and matches(t, ab.when, occ, c, index):
                t.log(f"  {t.name(iid)} applies as {t.name(queued)} is played (705.2e)")
                out.append(a.Resolve(c.controller, iid, c.card_id, index, that=queued))
    return out


def face_up_here(t: Table, area: Area | None) -> int | None:
    """The card whose "Troublemakers played here enter play face-up" (Static
    "troublemakers-face-up", HM133) applies to a Troublemaker played to ``area``, or None:
    it enters play face-up instead of face-down (609.2c, 306.1, 706.1b)."""
    if area is None or not area.at_problem:
        return None
    view = t.view()
    for source_iid, source, st in view.statics:
        if (
            st.kind == "troublemakers-face-up"
            and source.area == area
            and view.holds(st.condition, source, source.controller)
        ):
            return source_iid
    return None


def cant_challenge(t: Table, tm: CardInstance, player: int) -> str | None:
    """Why ``player`` can't challenge Troublemaker ``tm`` for a "challenge-needs" modifier
    ("can't challenge this Troublemaker unless they have at least 3 Friends at its
    Problem") or its own "challenge-at-most" ("can only be challenged by a number of
    characters up to the number of Unity counters on this card", CG166: the characters the
    challenge would involve, theirs at its Problem, 514.2a), or None."""
    if any(e.kind == "cant-be-challenged" and tm.iid in e.cards for e in t.state.effects):
        # "can't be challenged until the end of the turn" (``Modify``; FF122)
        return f"a modifier says {t.name(tm.iid)} can't be challenged (104.2, 608.1)"
    cost = t.view().challenge_cost.get((tm.iid, player), 0)
    if cost > t.state.players[player].tokens:  # "unless they pay [2]" (AD136)
        return (
            f"a modifier says {t.name(tm.iid)} can be challenged only by paying {cost}; "
            f"{t.player_name(player)} has {t.state.players[player].tokens} (104.2, 508.1d)"
        )
    for _, st in active(t.pool, tm):
        if isinstance(st, Static) and st.kind == "challenge-at-most" and tm.area is not None:
            most, have = tm.counter(st.value), len(t.characters_at(tm.area, player))
            if have > most:
                return (
                    f"{t.name(tm.iid)} can be challenged only by up to {most} character"
                    f"{'s' * (most != 1)} ({st.value} counters on it); "
                    f"{t.player_name(player)} has {have} at {t.area_name(tm.area)} (104.2, 608.1)"
                )
    needs = t.view().challenge_needs.get((tm.iid, player), 0)
    if not needs or tm.area is None:
        return None
    # "except by two or more characters" (FF119): Mane Characters count too (514.2a)
    characters = any(
        isinstance(st, Static) and st.kind == "challenge-needs" and st.value == "characters"
        for _, st in active(t.pool, tm)
    )
    kind = "character" if characters else "Friend"
    friends = [
        c
        for c in t.characters_at(tm.area, player)
        if characters or ch.is_type(t.pool, c, CardType.FRIEND)
    ]
    if len(friends) >= needs:
        return None
    return (
        f"{t.player_name(player)} has {len(friends)} {kind}{'s' * (len(friends) != 1)} at "
        f"{t.area_name(tm.area)}; a modifier says {t.name(tm.iid)} can be challenged only with "
        f"at least {needs} there (104.2, 608.1)"
    )


def paid(t: Table, player: int, n: int) -> None:
    """``player`` has paid ``n`` action tokens (508.1): if that left them none, they paid
    their last action token ("when an opponent pays their last action token", AD132; the
    occurrence "paid-last"). Emitted only while a card in play watches for it, so games
    without one keep their recorded positions (it would be in ``recent``)."""
    if n > 0 and t.state.players[player].tokens == 0 and "paid-last" in in_play_watchers(t)[0]:
        t.emit(Occurrence("paid-last", player))


def pay_to_challenge(t: Table, tm: int, player: int) -> None:
    """ "Players can't challenge that Troublemaker unless they pay [2]" (AD136): paid as the
    challenge is made (608.4, 508.1); ``cant_challenge`` checked it can be."""
    cost = t.view().challenge_cost.get((tm, player), 0)
    if cost:
        t.state.players[player].tokens -= cost
        t.version += 1
        t.log(f"{t.player_name(player)} pays {cost} to challenge {t.name(tm)} (508.1)")
        paid(t, player, cost)


def movable(t: Table, c: CardInstance, by: int) -> bool:
    """Whether ``by``'s effects may move ``c``: characters, and Troublemakers an effect
    names (506.4); "can't move" modifiers; "can't move characters away from here unless
    they pay" ones that ``by`` can't pay (``move_away_cost``, 508.1d)."""
    kind = t.pool[c.card_id].type
    if c.zone is not Zone.PLAY or kind not in (*CHARACTER_TYPES, CardType.TROUBLEMAKER):
        return False
    toll = move_toll(t, c, by)
    if toll and (by != c.controller or t.state.players[by].tokens < toll):
        return False  # "can't be moved unless their controller pays [1]" (MT72; 508.1d)
    if move_away_cost(t, c, by) > t.state.players[by].tokens:
        return False
    return by not in t.view().cant_move.get(c.iid, ())


def move_toll(t: Table, c: CardInstance, by: int | None = None) -> int:
    """What ``c``'s controller must pay for it to be moved ("Opposing characters here can't be
    moved unless their controller pays [1]", ``Static("move-toll")``; MT72), or 0; with
    ``by`` another player, only what that player's move would need (an "own-move-toll",
    "opponents can't move their characters ... unless they pay [1]", LL79, is not theirs)."""
    view = t.view()
    tolls = [*view.move_toll.get(c.iid, ())]
    if by is None or by == c.controller:
        tolls += view.own_move_toll.get(c.iid, ())
    return sum(n for n, _ in tolls)


def toll_source(t: Table, iid: int) -> int:
    """The card whose move toll applies to card ``iid`` (the first, for the trace)."""
    view = t.view()
    return [*view.move_toll.get(iid, ()), *view.own_move_toll.get(iid, ())][0][1]


def pay_move_toll(t: Table, iid: int, why: str, by: int | None = None) -> None:
    """An effect of its controller's moves ``iid``: they pay its toll as it moves (508.1; as
    AD136's cost to challenge is paid as the challenge is made); ``movable`` checked they
    can. ``by``: the mover; another player's move pays nothing (LL79's toll is not theirs)."""
    c = t.card(iid)
    if by is not None and by != c.controller:
        return
    toll = move_toll(t, c)
    if toll:
        t.state.players[c.controller].tokens -= toll
        t.version += 1
        source = toll_source(t, iid)
        t.log(
            f"  {t.player_name(c.controller)} pays {toll} to move {t.name(iid)} ({why}; "
            f"{t.name(source)}, 508.1)"
        )
        paid(t, c.controller, toll)


def move_away_cost(t: Table, c: CardInstance, by: int) -> int:
    """What ``by`` must pay to move character ``c`` away from its area: "Opponents can't move
    characters away from here unless they pay [2]" (``Static("move-away-cost")``; DE138;
    506, 508.1), 0 if nothing."""
    away = t.view().move_away_cost
    if not away or t.pool[c.card_id].type not in CHARACTER_TYPES:
        return 0
    return sum(n for where, who, n, _ in away if where == c.area and who == by)


def effect_move(t: Table, iid: int, area: Area, by: int, why: str) -> None:
    """An effect's move of card ``iid`` by player ``by`` (506.1): a "can't move characters
    away from here unless they pay" is paid first (508.1; ``movable`` checked they can, as
    a challenge's "unless they pay" is, AD136), then the card moves (``move_card``)."""
    c = t.card(iid)
    cost = move_away_cost(t, c, by) if area != c.area else 0
    if cost:
        t.state.players[by].tokens -= cost
        t.version += 1
        t.log(f"  {t.player_name(by)} pays {cost} to move {t.name(iid)} away from there (508.1)")
        paid(t, by, cost)
    move_card(t, iid, area, by, why)


def why_unmovable(t: Table, c: CardInstance, by: int) -> str | None:
    """Why ``by``'s effects can't move ``c`` (``movable``), naming the card whose "can't"
    modifier forbids it (104.2), or None."""
    if movable(t, c, by):
        return None
    if by in t.view().cant_move.get(c.iid, ()):
        return f"{forbidder(t, ('move', c.iid, by))} says it can't be moved (104.2, 506)"
    if (toll := move_toll(t, c, by)) and c.zone is Zone.PLAY:
        source = t.name(toll_source(t, c.iid))
        if by != c.controller:  # limit: its controller is not asked to pay for another's move
            return f"{source} says only its controller may move it, paying {toll} (506, 508.1)"
        return f"{source} says it can't be moved unless its controller pays {toll} (508.1d)"
    if (cost := move_away_cost(t, c, by)) > t.state.players[by].tokens:
        return (
            f"moving it away from {t.area_name(c.area)} costs {cost}; "  # type: ignore[arg-type]
            f"{t.player_name(by)} has {t.state.players[by].tokens} (104.2, 508.1d)"
        )
    return "only characters, and Troublemakers an effect names, are moved (506.4)"


def why_not_there(t: Table, c: CardInstance, x: Area, mover: int | None) -> str | None:
    """Why a "can't" modifier or a lasting effect keeps ``c`` from being moved to ``x``
    (104.2), naming its card, or None if none does (``destinations``)."""
    view = t.view()
    if (c.iid, x) in view.cant_move_to:
        who = forbidder(t, ("move-to", c.iid, x))
        return f"{who} says it can't be moved to {t.area_name(x)} (104.2, 506)"
    if x in view.barred_areas and t.pool[c.card_id].type is not CardType.TROUBLEMAKER:
        kinds = ("barred-area", "barred-move-area")
        e = next((e for e in t.state.effects if e.kind in kinds and Area.parse(e.value) == x), None)
        who = f"{t.pool[e.source].name}'s effect" if e is not None else "a lasting effect"
        where = t.area_name(x)
        return f"{who} says characters can't be moved to {where} this turn (708.2, 104.2)"
    if (source := weaker_bar(t, c, x, mover)) is not None:
        who, where = t.name(source), t.area_name(x)
        return (
            f"{who} says {t.player_name(mover)} can't move characters with power lower than or "  # type: ignore[arg-type]
            f"equal to its power to {where} (104.2, 506)"
        )
    friends = view.cant_move_friends_to
    kind = t.pool[c.card_id].type
    if (x, mover) in friends and (
        kind is CardType.FRIEND
        or (kind is CardType.MANE and (x, mover) in view.cant_move_characters_to)
    ):
        who, where = forbidder(t, ("move-friends-to", x, mover)), t.area_name(x)
        what = "characters" if (x, mover) in view.cant_move_characters_to else "Friends"
        return f"{who} says {t.player_name(mover)} can't move {what} to {where} (104.2, 506)"
    return None


def weaker_bar(t: Table, c: CardInstance, x: Area, mover: int | None) -> int | None:
    """The card whose "opponents can't move characters with power lower than or equal to this
    card's power to this card's Problem" keeps ``mover`` from moving character ``c`` to ``x``
    (``Static("cant-move-weaker-here")``; 104.2, 507.1; EO68), powers read now, or None."""
    view = t.view()
    if mover is None or not view.cant_move_weaker_to or not ch.is_character(t.pool, c):
        return None
    power = view.power(c.iid) or 0
    for source in view.cant_move_weaker_to.get((x, mover), ()):
        if power <= (view.power(source) or 0):
            return source
    return None


def destinations(
    t: Table,
    c: CardInstance,
    to: str,
    source: CardInstance | None,
    there: Area | None,
    mover: int | None = None,
) -> list[Area]:
    """Where ``c`` may be moved for an instruction saying ``to`` (506.2), by ``mover`` if
    known ("that opponent can't move Friends to this card's Problem", CG69)."""
    if to == "home":
        areas = [home(c.controller)]
    elif to in ("there", "previous"):  # "previous": THERE, where a Reaction's card came from
        areas = [there] if there is not None else []
    elif to == PREVIOUS_AREA:  # where it was last moved from this turn (FF95)
        previous = t.previous_area(c.iid)
        areas = [previous] if previous is not None and previous in t.state.areas() else []
    elif to == "here":
        areas = [source.area] if source is not None and source.area is not None else []
    elif to in ("any", RANDOM_AREA):  # a random one of them (DE25): any area (506.2)
        areas = [home(c.controller), *t.problem_areas()]
    elif to == "no-more-characters" and c.area is not None:  # CN0: compared with its Problem

        def count(area: Area) -> int:
            return sum(len(t.characters_at(area, p)) for p in range(len(t.state.players)))

        areas = [x for x in t.problem_areas() if count(x) <= count(c.area)]
    elif to.startswith("with-your:"):  # "a Problem that has one of your [trait] Friends there"
        # "where you have a Critter or Foal Friend": traits separated by "|" (AD70)
        traits, me = to.removeprefix("with-your:").split("|"), c.controller
        view = t.view()
        areas = [
            x
            for x in t.problem_areas()
            if any(
                t.pool[o.card_id].type is CardType.FRIEND
                and any(trait in view.traits(o.iid) for trait in traits)
                for o in t.characters_at(x, me)
            )
        ]
    elif to == "with-troublemaker":  # "to a Problem with a Troublemaker": face-up (505.2)
        areas = [
            x
            for x in t.problem_areas()
            if any(
                o.area == x and t.pool[o.card_id].type is CardType.TROUBLEMAKER and not o.face_down
                for o in t.state.in_play()
            )
        ]
    elif to == "with-frightened":  # "to a frightened Friend's Problem" (504.1; HM140)
        areas = [
            x
            for x in t.problem_areas()
            if any(
                o.area == x and o.frightened and t.pool[o.card_id].type is CardType.FRIEND
                for o in t.state.in_play()
            )
        ]
    elif to == "another-problem":  # "to a different Problem" than THERE (PR115)
        areas = [x for x in t.problem_areas() if x != there]
    else:
        areas = list(t.problem_areas())
    troublemaker = t.pool[c.card_id].type is CardType.TROUBLEMAKER
    friend = t.pool[c.card_id].type is CardType.FRIEND
    mane = t.pool[c.card_id].type is CardType.MANE
    view = t.view()
    barred = view.cant_move_to  # "... can't be moved here" (506)
    closed = () if troublemaker else view.barred_areas  # "characters can't be moved there"
    return [
        x
        for x in areas
        if x != c.area
        and not (x.kind is AreaKind.HOME and (x.owner != c.controller or troublemaker))  # 506.2a
        and (c.iid, x) not in barred
        and x not in closed
        and not (friend and (x, mover) in view.cant_move_friends_to)
        and not (mane and (x, mover) in view.cant_move_characters_to)
        and weaker_bar(t, c, x, mover) is None
    ]


def move_card(
    t: Table,
    iid: int,
    area: Area,
    by: int,
    why: str,
    replaceable: bool = True,
    used: tuple[tuple[int, int], ...] = (),
) -> None:
    """506.1: put at the new area, then "when moved" abilities trigger (506.1c). Replacement
    modifiers apply first ("if an opponent would move a character, you may retire this card
    instead", EO160; 710.1): the modifier's controller is asked (``a.Replace``, the ``used``
    ones not again, 710.3) and the card stays until then."""
    c = t.card(iid)
    if replaceable and (found := move_replacements(t, c, by, used, area)):
        forced = [f for f in found if f[2].instead == RANDOM_AREA and not f[2].optional]
        if forced:  # no "may": applied with no question (710.1; DE25), before the others
            move_at_random(t, iid, by, why, (*used, (forced[0][0].iid, forced[0][1])), forced[0][0])
            return
        source, index, _, card_id = found[0]
        verb = f"moved by {by} to {area}"  # read back by ``flow.resume_move``
        t.interrupts.append(a.Replace(iid, "move", verb, why, source.iid, index, card_id, used))
        t.log(f"{t.name(iid)} would be moved; {t.name(source.iid)} may replace that (710.1)")
        return
    before = c.area
    t.update(iid, area=area)
    assert before is not None
    text = f"  {t.name(iid)} moves from {t.area_name(before)} to {t.area_name(area)}"
    t.note(MOVE, text, cards=(iid,), rules=(why, "506.1"))
    t.emit(Occurrence("moved", by, iid, c.card_id, area, before))


def move_at_random(
    t: Table, iid: int, by: int, why: str, used: tuple[tuple[int, int], ...], source: CardInstance
) -> None:
    """ "If a character would be moved, and it is the first time a character would be moved
    this turn, that character is moved to a random area instead" (DE25; 710.1): ``by`` moves
    it to an area chosen at random among those it can be moved to (506.2), a move all the same
    (other modifiers may replace it, not ``used`` ones, 710.3); in observed mode the judge
    enters the area (``a.MoveAtRandom``)."""
    areas = destinations(t, t.card(iid), RANDOM_AREA, None, None, by)
    t.log(
        f"{t.name(iid)} would be moved; {t.name(source.iid)}: it is moved to a random area "
        f"instead (710.1)"
    )
    if not areas:
        t.log(f"  {t.name(iid)} has nowhere to move (506.2)")
        return
    if len(areas) > 1 and t.state.mode is not Mode.SEEDED:
        t.interrupts.append(a.MoveAtRandom(iid, by, why, used))
        return
    area = areas[t.rng().randrange(len(areas))] if len(areas) > 1 else areas[0]
    t.log(f"  {t.area_name(area)} is chosen at random ({t.name(source.iid)})")
    move_card(t, iid, area, by, f"{why}; instead: {t.name(source.iid)}, 710.1", used=used)


# --- entering play (706) -------------------------------------------------------------------
def enter_play(t: Table, iid: int) -> None:
    """706.1a, 706.1b: as card ``iid`` is put into play, the "as it enters play" abilities
    that apply to it are found once (a gained one is not processed) and applied in timestamp
    order (the order cards entered play, 711), then modifiers of the state it enters play in.
    Its continuous abilities apply from then on (706.1c); the caller's occurrence makes "when
    it enters play" abilities trigger (706.1d)."""
    entering = t.card(iid)
    has = t.pool.facts("as-enters-play", _has_as_enters_play)
    found: list[tuple[CardInstance, AsEntersPlay, int]] = []
    for other in t.state.play:
        source = t.card(other)
        if not has[source.card_id] or other in blanked(t):
            continue
        view = t.view()
        for index, ab in active(t.pool, source):
            if not isinstance(ab, AsEntersPlay):
                continue
            if isinstance(ab.target, Ref):
                fits = ab.target is THIS and other == iid
            else:
                fits = other != iid and view.fits(ab.target, entering, source, source.controller)
            if fits and view.holds(ab.condition, source, source.controller):
                found.append((source, ab, index))
    for source, ab, index in sorted(found, key=lambda f: f[1].state):  # 706.1a, then 706.1b
        why = f"{t.pool[source.card_id].name}, {'706.1b' if ab.state else '706.1a'}"
        card = t.card(iid)
        if ab.verb in (
            "choose-colour",
            "choose-card",
            "name-card",
            COUNTERS_OF_CARD,
            COPY_BANISHED,
        ):
            # asked next, before any other item and before priority (706.1, 511.1)
            t.interrupts.append(a.ChooseAsEntering(iid, source.iid, source.card_id, index))
        elif ab.verb == "exhaust":
            if can(t, "exhaust", card, source.controller) is None:
                t.update(iid, exhausted=True)
                t.log(f"  {t.name(iid)} enters play exhausted ({why}, 503.2)")
        elif ab.verb == "put-counter":
            n = ab.n
            if ab.of is not None:  # "with a +1 power counter on it for each of your other
                # Earth Pony Friends" (LL136): counted as it enters, from its side (706.1a)
                n *= len(t.view().select(ab.of, t.card(iid), source.controller))
            if n:
                do(t, "put-counter", iid, source.controller, why, n)
        elif ab.verb == "power":
            s = t.state
            s.clock += 1
            s.effects.append(
                LastingEffect(s.clock, source.controller, source.card_id, "power", (iid,), ab.n)
            )
            t.version += 1
            t.log(f"  {t.name(iid)} gets {ab.n:+d} power until the end of the turn ({why}, 708.2)")
        elif ab.verb == LOSE:  # "as an opposing Friend enters play, it loses and can't have
            # abilities until the end of the turn" (SB110): it enters play without them, so
            # its "when this card enters play" abilities do not trigger (706.1a, 706.1d)
            s = t.state
            s.clock += 1
            s.effects.append(
                LastingEffect(s.clock, source.controller, source.card_id, LOSE, (iid,))
            )
            t.version += 1
            t.log(
                f"  {t.name(iid)} loses and can't have abilities until the end of the turn "
                f"({why}, 701.1, 708.2)"
            )
        else:
            raise NotImplementedError(f"as-enters-play verb {ab.verb!r}")


def _has_as_enters_play(d: CardDefinition) -> bool:
    return any(isinstance(x, AsEntersPlay) for x in definition_layout(d).abilities)


# --- replacements (710) ---------------------------------------------------------------------
def discard_now(t: Table, player: int, iid: int, rule: str, how: str = "") -> int | None:
    """``player`` discards ``iid`` from their hand into its owner's discard pile (410.3)."""
    name = t.name(iid)
    new = t.put(iid, Zone.DISCARD)
    text = f"  {t.player_name(player)} discards {name} {how}"
    t.note(ZONE, text.rstrip(), (iid, new), rules=(rule, "410.3"))
    t.emit(Occurrence("discarded", player, new, t.card(new).card_id))
    return new


def discard_replacements(
    t: Table, player: int, iid: int, forced: bool, used: tuple[tuple[int, int], ...] = ()
) -> list[tuple[CardInstance, int, Replacement, str]]:
    """Replacement modifiers that would replace ``player`` discarding card ``iid`` (410.3,
    710.1), not ``used`` ones (710.3): (the card with the modifier, the ability's index, the
    ability, its card id). "If you would discard a card, you may ... instead" of the cards
    ``player`` controls in play (LL144); in their hand (701.3), those "while this card is in
    your hand" (``IN_HAND``: LL22, FF115) and those about this card being discarded (``THIS``:
    CN25). ``forced``: an opponent's instruction makes them discard ("forced-discard")."""
    if not t.pool.any_card("replaces-discards", _replaces_discards):
        return []
    kinds = ("discard", "forced-discard") if forced else ("discard",)
    has = t.pool.facts("replaces-discards", _replaces_discards)
    blank = blanked(t)
    s = t.state
    out = []
    for where, ids in (("play", s.play), ("hand", s.players[player].hand)):
        for sid in ids:
            source = s.cards[sid]
            if not has[source.card_id] or (where == "play" and sid in blank):
                continue
            for index, ab in active(t.pool, source):
                if not isinstance(ab, Replacement) or ab.occurrence not in kinds:
                    continue
                if (sid, index) in used:
                    continue
                in_hand = ab.condition == IN_HAND or ab.target is THIS
                if (where == "hand") != in_hand:  # each functions in one zone only (701.3)
                    continue
                if where == "play" and not whose(ab.who, player, source.controller):
                    continue
                if ab.target is THIS and sid != iid:
                    continue
                if ab.instead == "discard-this" and sid == iid:  # itself instead of itself
                    continue
                out.append((source, index, ab, source.card_id))
    return out


def _replaces_discards(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Replacement) and x.occurrence in ("discard", "forced-discard")
        for x in definition_layout(d).abilities
    )


def replacements(
    t: Table, occurrence: str, c: CardInstance | None, player: int | None = None
) -> list[tuple[CardInstance, int, Replacement, str]]:
    """Replacement modifiers that would replace ``occurrence`` happening to ``c`` (710.1):
    (the card with the modifier, the ability's index, the ability, the card id it is printed
    on); ``player``: who would do it (for "if an opponent would ..."). ``c`` None: the
    occurrence happens to ``player``, not to a card (a draw, 410.4)."""
    out = []
    memo = t.state.memo
    lenders = lent(t)
    has = t.pool.facts("replaces", _replaces)
    blank = blanked(t)
    for iid in (*t.state.play, *discard_replacers(t)):
        source = t.card(iid)
        if iid in blank:  # "loses and can't have abilities"
            continue
        own = (
            [(source.card_id, i, x) for i, x in active(t.pool, source)]
            if has[source.card_id]
            else []
        )
        if iid in lenders:
            own += granted(t, lenders[iid])
        for card_id, index, ab in own:
            if not isinstance(ab, Replacement):
                continue
            if ab.occurrence != occurrence and not (
                ab.occurrence == "leave-play" and occurrence == "dismissed"
            ):
                continue
            if ab.who.startswith("most-here:"):
                if player is None or player != most_here_player(t, ab.who, source):
                    continue
            elif ab.who != ANY and not whose(ab.who, player, source.controller):
                continue
            if ab.once and once_key(ab, source.iid, card_id, index) in memo:
                continue  # used (or declined, 710.3) this faceoff
            if (ab.phase and t.state.phase != ab.phase) or (
                ab.their and player != t.state.turn_player
            ):
                continue  # "during (their) Main Phase": the phase of that player's turn
            view = t.view()
            if c is None:
                fits = player is not None and can_begin(t, ab, source, player)
            elif isinstance(ab.target, Ref):  # this card, or this attachment's host (509)
                fits = (ab.target is THIS and source.iid == c.iid) or (
                    ab.target is HOST and source.attached_to == c.iid
                )
            else:
                fits = view.fits(ab.target, c, source, source.controller)
            if (
                fits
                and view.holds(ab.condition, source, source.controller)
                and replacement_cost_problem(t, ab, source) is None
                and (c is None or instructions_can_begin(t, ab, source, c))
            ):
                out.append((source, index, ab, card_id))
    return out


def instructions_can_begin(
    t: Table, ab: Replacement, source: CardInstance, that: CardInstance
) -> bool:
    """Whether a replacement that does instructions instead ("you may retire one of your
    Resources on that Friend instead", LL42; "retire a number of token Friends equal to that
    Friend's cost instead", LL140) can do its first one to cards of its controller's choice,
    THAT being ``that``, the card the occurrence would happen to: if it can't, doing it would
    replace nothing (508.1c, 508.1d), so the modifier is not offered. A first instruction on
    a card named by reference (THAT, this card) is not checked (710.4)."""
    if ab.instead != "instructions" or not ab.effects:
        return True
    first = ab.effects[0].first if isinstance(ab.effects[0], IfYouDo) else ab.effects[0]
    if not isinstance(first, Act) or isinstance(first.target, Ref):
        return True
    me = source.controller
    sel = first.target
    cards = t.view().select(replace(sel, on_that=False), source, me)
    if sel.on_that:  # "on that Friend": attached to it (509)
        cards = [x for x in cards if x.attached_to == that.iid]
    n = 1
    if first.exactly and first.count == "that-cost":  # exactly that card's cost (204.1);
        # retiring none is not doing it: a card with cost 0 is not kept so (508.1c)
        n = max(t.pool[that.card_id].cost or 0, 1)
    return sum(1 for x in cards if x.iid != that.iid and can(t, first.verb, x, me) is None) >= n


def _replaces_from_discard(d: CardDefinition) -> bool:
    return any(
        isinstance(x, Replacement) and functions_in(x.condition)
        for x in definition_layout(d).abilities
    )


def functions_in(cond: Condition | None, zone: Condition = IN_DISCARD) -> bool:
    """Whether a condition is "while this card is in your discard pile" (``IN_DISCARD``; or
    ``zone``, ``IN_BANISHED``), alone or among those of an "all"."""
    return cond is not None and (cond == zone or (cond.kind == "all" and zone in cond.all_of))


def discard_replacers(t: Table) -> list[int]:
    """The cards in discard piles with a replacement modifier that functions there: "While
    this card is in your discard pile, if one of your Friends would leave play, you may
    banish this card ... instead" (``IN_DISCARD`` in its condition; 701.3, 710.1; LL108).
    None in a pool without one."""
    if not t.pool.any_card("replaces-from-discard", _replaces_from_discard):
        return []
    has = t.pool.facts("replaces-from-discard", _replaces_from_discard)
    return [i for p in t.state.players for i in p.discard if has[t.state.cards[i].card_id]]


def replacement_cost_problem(t: Table, ab: Replacement, source: CardInstance) -> str | None:
    """Why ``source``'s controller can't pay the cost of the replacement ``ab`` ("you may
    retire this card and pay [2] to ... instead"), or None; one that can't be paid in full
    is not offered (508.1d). Checked as an activated ability's cost is."""
    return registry.cost_problem(t, source.controller, source.iid, ab)


def pay_replacement_cost(t: Table, ab: Replacement, source: int, why: str) -> None:
    """Pay the cost of the replacement ``ab`` on ``source`` as it is applied (508.1)."""
    me = t.card(source).controller
    for cost in ab.cost:
        if cost.verb == "pay":
            t.state.players[me].tokens -= cost.n
            t.log(f"  {t.player_name(me)} pays {cost.n} ({why}, 508.1)")
            paid(t, me, cost.n)
        elif cost.verb == "remove-counters":  # "remove a +1 power counter from it" (EO178)
            counters = dict(t.card(source).counters)
            counters[cost.counter] -= cost.n
            t.update(source, counters=tuple(sorted((k, v) for k, v in counters.items() if v)))
            t.log(f"  {t.name(source)} has {cost.n} {cost.counter} counter removed ({why}, 519.3)")
        else:
            do(t, cost.verb, source, me, f"{why}, 508.1")


def most_here_player(t: Table, who: str, source: CardInstance) -> int | None:
    """ "The player with the most [trait] characters here": the one with strictly more at
    ``source``'s area than every other player, or None."""
    trait = who.split(":", 1)[1]
    counts = [0] * len(t.state.players)
    if source.area is not None:
        for c in t.at(source.area):
            if ch.is_character(t.pool, c) and trait in t.traits(c.iid):
                counts[c.controller] += 1
    best = max(counts)
    return counts.index(best) if best and counts.count(best) == 1 else None


def can_begin(t: Table, ab: Replacement, source: CardInstance, player: int) -> bool:
    """Whether the first instruction a replacement does instead can be done ("you may
    exhaust ... to ...", "... instead. If you do, ..."): if it can't, doing it replaces
    nothing (508.1c), so the modifier is not offered. ``player``: whose draw it is."""
    if not ab.effects:
        return True
    first = ab.effects[0].first if isinstance(ab.effects[0], IfYouDo) else ab.effects[0]
    if not isinstance(first, Act):
        return True
    me = source.controller
    if isinstance(first.target, Ref):
        cards = [source] if first.target is THIS else []
    else:
        sel = first.target
        if sel.controller == ACTOR:  # "their": the drawing player's cards
            sel = replace(sel, controller=YOU if player == me else OPPONENT)
        cards = t.view().select(sel, source, me)
    return any(can(t, first.verb, c, me) is None for c in cards)


def _replaces(d: CardDefinition) -> bool:
    return any(isinstance(x, Replacement) for x in definition_layout(d).abilities)


def once_key(ab: Replacement, source: int, card_id: str, index: int) -> str:
    """The memo flag of a "once per faceoff" replacement (cleared as the faceoff ends)."""
    return f"{ab.once}:replace:{source}:{card_id}:{index}"


def replacing(
    t: Table,
    occurrence: str,
    c: CardInstance,
    verb: str,
    rule: str,
    used: tuple[tuple[int, int], ...] = (),
) -> list[tuple[CardInstance, int, Replacement, str]]:
    """The replacement modifiers still attempting to replace ``occurrence`` (710.5a, 710.5b):
    not one already applied to it (710.3); when the game dismisses, only those 104.4 allows
    (104.3: what the game does is not replaced, but a uniqueness dismissal may go elsewhere)."""
    # "by an opponent" (SB138): the player the verb names as doing it (``actor_of``)
    found = [
        f for f in replacements(t, occurrence, c, actor_of(verb)) if (f[0].iid, f[1]) not in used
    ]
    if "by the game" in verb:
        elsewhere = ("deck-top", "hand")
        found = [f for f in found if rule.startswith("516") and f[2].instead in elsewhere]
    return found


registry.trigger = trigger
registry.enter_play = enter_play
registry.replacing = replacing
registry.counts_scores = counts_scores
