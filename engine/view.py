"""What every card in play currently is, with continuous modifiers applied (702, 708, 711).

Sources of continuous modifiers: static abilities of face-up cards in play (their scripts and
keywords, 702.1), lasting modifiers created by effects (``GameState.effects``, 708.2) and
counters (519.4). They are applied in timestamp order (711.3); a modifier whose card
description reads traits, colours or keywords depends on the modifiers that change those
(711.3b), so those are applied first (711.4), repeating until nothing changes when they depend
on one another (711.5). Power modifiers are applied last: nothing in the card pool changes a
characteristic based on power.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from engine import characteristics as ch
from engine.agenda import Faceoff, FaceoffKind, LastKnown
from engine.areas import Area, AreaKind
from engine.cards import CHARACTER_TYPES, CardDefinition, CardPool, CardType, Colour, has_title
from engine.scripts import keywords as kw
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    ANY,
    AT_ANOTHER_PROBLEM,
    AT_OPPONENT_PROBLEM,
    AT_PROBLEM,
    BANISHED_THIS_WAY,
    BOOSTED_SIDE,
    DECK_TOP_PRINTED,
    ELSEWHERE,
    FLIPPED,
    HERE,
    HERE_OR_HOME,
    HOME,
    HOST,
    IN_PLAY,
    INVOLVED,
    OPPONENT,
    THERE,
    THIS,
    TURN,
    WAS_INVOLVED,
    WHILE_EXHAUSTED,
    YOU,
    Cards,
    Condition,
    Ref,
    Static,
)
from engine.state import POWER_COUNTER, CardInstance, Zone
from engine.tokens import is_spelled, is_token

if TYPE_CHECKING:
    from engine.table import Table

GRANTS = ("keyword", "trait", "colour")
COLOUR_VALUES = frozenset(c.value for c in Colour)
# Statics granting colours to their own card: Prismatic, and "this card is the chosen color"
# ... and "also have the colors of each opposing character here" (CG79)
SELF_COLOURS = ("prismatic", "chosen-colours", "opposing-colours")


# "loses and can't have abilities" (``Static("lose-abilities")``, or a lasting modifier)
LOSE = "lose-abilities"
# a lasting "pays +[n] to play cards of a type" for one player (``PlayCostChange``; DE116):
# the card types in ``value``, the payer ``player`` (``priority.modified_cost``)
PLAY_COST = "play-cost"
POWER_CONDITIONS = frozenset({"strongest-here", "power", "most-power-here", "colour-power"})


def reads_power(cond: Condition | None) -> bool:
    """Whether ``cond`` reads power (``POWER_CONDITIONS``), also inside "all"."""
    return cond is not None and (
        cond.kind in POWER_CONDITIONS or any(reads_power(c) for c in cond.all_of)
    )


def by_power(st: Static) -> bool:
    """Whether ``st`` grants a keyword that reads power: while a card has at least N power
    (HM16, MT59), or numbered by the card's power (``Static("keyword-power")``, MT28); granted
    once power is worked out (``View._grant_by_power``)."""
    return st.kind == "keyword-power" or (st.kind == "keyword" and reads_power(st.condition))


def whose(who: str, player: int | None, controller: int) -> bool:
    """Whether ``player`` is ``who`` ("you", "opponent", "any") seen from ``controller``."""
    if who == ANY or player is None:
        return who == ANY
    return (player == controller) == (who == YOU)


def printed_side(d: CardDefinition, boosted: bool) -> tuple[object, ...]:
    """A side's printed traits, colours, keywords, power and continuous abilities (301.3)."""
    side = d.boosted if boosted and d.boosted else d
    keywords = {k.name: k.value or 0 for k in side.keywords}
    return (
        frozenset(side.traits),
        tuple(side.colours),
        keywords,
        side.power,
        static_abilities(d, boosted),
    )


def static_abilities(d: CardDefinition, boosted: bool) -> tuple[Static, ...]:
    """A card side's continuous abilities: its script's and its printed keywords' (702.1)."""
    script = script_for(d.id)
    side = d.boosted if boosted and d.boosted else d
    out: list[Static] = []
    if script is not None:
        out += [
            x for x in (script.boosted if boosted else script.abilities) if isinstance(x, Static)
        ]
    for k in side.keywords:
        out += kw.statics(k.name, k.value or 0)
    return tuple(out)


def _functions_outside(st: Static) -> str:
    """Where a continuous ability that affects cards in play functions outside play (701.3):
    "in-discard" (``IN_DISCARD``, DE18), "flipped" (a ``FLIPPED`` power ability on cards other
    than its own, DE55; its own power is read with the faceoff totals,
    ``faceoff.while_flipped_power``), or ""."""
    kind = st.condition.kind if st.condition is not None else ""
    if kind == "in-discard":
        return kind
    if kind == "flipped" and st.kind == "power" and isinstance(st.target, Cards):
        return kind
    return ""


def _has_outside_statics(d: CardDefinition) -> bool:
    """Whether a card has a continuous ability functioning outside play (DE18, DE55)."""
    return any(_functions_outside(st) for st in static_abilities(d, False))


_PRINTED = {
    False: lambda d: printed_side(d, False),
    True: lambda d: printed_side(d, True),
}


# What ``holds`` reads besides the cards: the phase, memo flags
# memo flag of a card involved in the current faceoff at a priority point of it ("that was
# involved", ``WAS_INVOLVED``); "faceoff:" flags end with the faceoff (514.6)
WAS_INVOLVED_FLAG = "faceoff:involved:"
CLOCK_CONDITIONS = frozenset(
    {
        "phase",
        "turn",
        "not-memo",
        "confronted",
        "cards-played",
        "none-confronted",
        "first-turn",
        "not-confronted-this-turn",
        "friend-left-this-turn",
        "no-big-friend-played",
        "friends-entered",
    }
)


def condition_reads_clock(cond: Condition | None) -> bool:
    """Whether ``cond`` reads the phase or memo (``CLOCK_CONDITIONS``), also inside "all"
    ("while ... in the Score Phase, if ...": CN151)."""
    return cond is not None and (
        cond.kind in CLOCK_CONDITIONS or any(condition_reads_clock(c) for c in cond.all_of)
    )


# the memo flag of a card an effect made cease to be involved in the faceoff (514.2d; CG61),
# cleared with the other "faceoff:" flags as the faceoff ends (514.6)
UNINVOLVED = "faceoff:uninvolved:"
# the memo flag of a character an effect made become involved in the faceoff ("one of your
# characters at home becomes involved in the faceoff", DE55): flagged, it stays involved while
# in play until the faceoff ends (514.2d.i), cleared with the other "faceoff:" flags (514.6)
INVOLVED_BY_EFFECT = "faceoff:involved-by-effect:"


def involved_in(
    f: Faceoff,
    cards: Mapping[int, CardInstance],
    pool: CardPool,
    memo: frozenset[str] = frozenset(),
) -> frozenset[int]:
    """The cards in play (``cards``) involved in faceoff ``f`` (514.2): the challenged
    Troublemaker while face-up at its Problem; the challenger's characters at its Problem
    (514.2a) or every character at the Problems (514.2b); or the cards the effect that started
    it names (514.2a.i, 514.2c), while in play (514.2d.i). ``memo``: the game's, where a card
    an effect removed from the faceoff is flagged (``UNINVOLVED``, 514.2d)."""
    out = set()
    tm = cards.get(f.troublemaker) if f.troublemaker is not None else None
    # "Mane Characters can't be involved in Troublemaker faceoffs involving this card" (CG156)
    no_manes = tm is not None and not tm.face_down and bool(keeps_manes_out(pool)[tm.card_id])
    # "Mane Characters can't be involved in faceoffs" on another card in play (FF107)
    no_manes = no_manes or (
        pool.any_card("keeps-manes-out", lambda d: bool(keeps_manes_out(pool)[d.id]))
        and any(
            not c.face_down
            and pool[c.card_id].type is not CardType.TROUBLEMAKER
            and bool(keeps_manes_out(pool)[c.card_id])
            for c in cards.values()
        )
    )
    for iid, c in cards.items():
        if memo and f"{UNINVOLVED}{iid}" in memo:
            continue  # "that character ceases to be involved in the faceoff" (CG61)
        if memo and f"{INVOLVED_BY_EFFECT}{iid}" in memo:
            out.add(iid)  # "... becomes involved in the faceoff" (DE55; 514.2d.i)
            continue
        if iid == f.troublemaker:
            if not c.face_down and c.area in f.areas:
                out.add(iid)
        elif no_manes and pool[c.card_id].type is CardType.MANE:
            continue
        elif f.cards is not None:
            if iid in f.cards:
                out.add(iid)
        elif (
            c.area in f.areas
            and pool[c.card_id].type in CHARACTER_TYPES
            and (f.kind is not FaceoffKind.TROUBLEMAKER or c.controller == f.challenger)
        ):
            out.add(iid)
    return frozenset(out)


def keeps_manes_out(pool: CardPool) -> Mapping[str, object]:
    """Card id -> whether its Troublemaker side keeps Mane Characters out of its faceoffs:
    Static "no-manes-involved" (514.2a; CG156)."""
    return pool.facts(
        "no-manes-involved",
        lambda d: any(st.kind == "no-manes-involved" for st in static_abilities(d, False)),
    )


def played_trait(card_type: CardType, trait: str) -> str:
    """The per-turn count of cards of ``card_type`` with ``trait`` a player played
    (``Table.count_this_turn``, kept by ``Table.count_play``; the condition "none-played",
    FF23, FF31)."""
    return f"play-trait:{card_type.value}:{trait}"


class View:
    def __init__(self, t: Table, blank: frozenset[int] = frozenset()) -> None:
        """``blank``: cards already known to have lost their abilities (``_lose_abilities``:
        the view is worked out again with them when a loss depends on power)."""
        self.t = t
        s, pool = t.state, t.pool
        self.cards = {i: s.cards[i] for i in s.play}
        self._at: dict[Area | None, list[CardInstance]] | None = None  # by area, when asked
        front, boosted = (
            pool.facts("printed", _PRINTED[False]),
            pool.facts("printed-boosted", _PRINTED[True]),
        )
        # The printed side of each face-up card (``printed_side``; face-down cards have no
        # abilities, traits, colour or power: 505.1a, 505.1b), shared with the card pool's
        # cache; the values modifiers changed are kept apart, replaced, never mutated.
        self._printed: dict[int, tuple] = {  # type: ignore[type-arg]
            iid: (boosted if c.boosted else front)[c.card_id]
            for iid, c in self.cards.items()
            if not c.face_down
        }
        self._traits: dict[int, frozenset[str]] = {}
        self._colours: dict[int, tuple[Colour, ...]] = {}
        self._keywords: dict[int, dict[str, int]] = {}
        # (modifier, keyword, card) of the keywords granted so far (``_apply_grants``, which
        # may run again with Teamwork): each grant is one instance of its keyword (702)
        self._granted: set[tuple[int, str, int]] = set()
        self._power: dict[int, int | None] = {}
        # Set when a description of cards outside play is read (``select``, "experienced"):
        # while building, that makes ``reads_zones``, see ``Table.view``.
        self._read_outside = False
        # Set when a "power" Static reads its controller's action tokens (AD73), or a
        # condition the players' points (EO180): the view is then current only while every
        # player's tokens and points are as they were (``tokens_changed``)
        self.tokens_read = False
        self.involved = self._involved()
        # Cards that lost their abilities and can't have any ("loses and can't have
        # abilities", ``Static("lose-abilities")``): their printed side keeps its traits,
        # colours and power (abilities are the text box, 701.1; 505.1a names traits apart)
        self.blank: frozenset[int] = blank
        # Resources that are "also a [colour] Friend until the end of the phase" (AD126)
        self.also_friends: frozenset[int] = frozenset(
            i for e in s.effects if e.kind == "also-friend" for i in e.cards
        )
        if (
            blank
            or any(st.kind == LOSE for p in self._printed.values() for st in p[4])
            or any(e.kind == LOSE for e in s.effects)
        ):
            self._lose_abilities(power=False)
        statics: list[tuple[int, CardInstance, Static]] = []
        # card -> the card ids whose printed non-continuous abilities it also has (Teamwork
        # lenders, a copied Friend): ``abilities.granted`` reads them
        self.lent: dict[int, tuple[str, ...]] = {}
        copied: dict[int, dict[str, int]] = {}  # keywords as printed, with a copied Friend's
        for iid, printed in self._printed.items():
            mine = printed[4]
            if not mine:
                continue
            c = self.cards[iid]
            if c.chosen and any(st.kind == "chosen-abilities" for st in mine):
                mine = self._copy_abilities(iid, c, mine, front, boosted)  # type: ignore[arg-type]
                copied[iid] = self._keywords_of(iid)
            statics += [(iid, c, st) for st in mine]
        lost = {  # "That Friend loses Teamwork until it is readied" (lasting "loses"; CG103)
            iid: e.value for e in s.effects if e.kind == "loses" for iid in e.cards
        }
        if lost:
            statics = [x for x in statics if not (x[2].kind == "teamwork" and x[0] in lost)]
            for iid in lost:
                if iid in self._printed:
                    kept = {k: v for k, v in self._keywords_of(iid).items() if k != lost[iid]}
                    self._keywords[iid] = kept
        self._apply_grants(statics)  # granted keywords bring their own statics
        # Teamwork reads traits, so it applies after the trait modifiers (711.4); what it
        # lends may grant traits in turn, so they settle together (711.5)
        self.teamwork: dict[int, tuple[int, ...]] = {}  # Friend: Teamwork cards lending to it
        if any(st.kind == "teamwork" for _, _, st in statics):
            for _ in range(3):
                before = self.teamwork
                lent = self._apply_teamwork(statics)
                if not any(st.kind in GRANTS or st.kind in SELF_COLOURS for _, _, st in lent):
                    break
                self._apply_grants(statics + lent)
                if self.teamwork == before:
                    break
            statics += lent
            for borrower, lenders in self.teamwork.items():
                ids = tuple(self.cards[i].card_id for i in lenders)
                self.lent[borrower] = (*self.lent.get(borrower, ()), *ids)
        for iid, c in self.cards.items() if self._keywords else ():
            if iid not in self._keywords:
                continue
            had = copied[iid] if iid in copied else self._printed[iid][2]
            if self._keywords[iid] is not had:
                # a grant replaced the printed keywords (never mutated): its new ones
                for name, value in self._keywords[iid].items():
                    if name in had:  # the instances granted besides it (702): what they add
                        value -= had[name]
                        if value <= 0:
                            continue
                    statics += [(iid, c, st) for st in kw.statics(name, value)]
                    if kw.abilities(name, value):  # its triggers too (``kw.lender``)
                        lender = kw.lender(name, value)
                        self.lent[iid] = (*self.lent.get(iid, ()), lender)
        statics += self._outside_statics(front)
        for _, source, st in statics:  # "Your Troublemakers here have "..."" (MT36)
            if st.kind == "grant-quoted" and self.holds(st.condition, source, source.controller):
                for c in self._targets(st, source):
                    if c.iid in self._printed and c.iid not in self.blank:  # 505.1a
                        self.lent[c.iid] = (*self.lent.get(c.iid, ()), source.card_id)
        if any(st.each_player for _, _, st in statics):
            statics = each_players_side(statics, len(s.players))
        self.statics = statics
        # Conditions that read the phase or memo (``holds``): see ``Table.clock_changed``.
        self.reads_clock = any(condition_reads_clock(st.condition) for _, _, st in statics)
        # (card, trait) it lost and can't have: "Other Friends lose and can't have Unique"
        # (``Static("lose-trait")``, LL140): read by uniqueness (516.3)
        self.lost_traits: set[tuple[int, str]] = set()
        for _, source, st in statics:  # "lose and can't have colors" (AD166): after grants
            if st.kind == "no-colours" and self.holds(st.condition, source, source.controller):
                for c in self._targets(st, source):
                    self._colours[c.iid] = ()
            elif st.kind == "lose-trait" and self.holds(st.condition, source, source.controller):
                for c in self._targets(st, source):  # after grants: it can't have it (104.2)
                    if c.iid in self._printed:
                        self._traits[c.iid] = self.traits(c.iid) - {st.value}
                        self.lost_traits.add((c.iid, st.value))
        self._apply_power()
        if any(by_power(st) for _, _, st in statics):
            self._grant_by_power()
        if any(st.kind == LOSE and reads_power(st.condition) for _, _, st in statics):
            more = self._lost_by_power()
            if more:  # worked out again without their abilities (711.4); it only grows
                self.__init__(t, self.blank | more)  # type: ignore[misc]
                return
        self._globals()
        # Whether this view read cards outside play (a hand, a discard pile, ...): if not, it
        # stays current while only they change.
        self.reads_zones = self._read_outside
        self.tokens_seen = (
            tuple((p.tokens, p.points) for p in s.players) if self.tokens_read else None
        )

    def _lose_abilities(self, power: bool) -> None:
        """ "[Cards] lose and can't have (gain) abilities" (``Static("lose-abilities")``; a
        lasting one, ``LOSE``, on the cards it names): applied in timestamp order (711.3),
        the order the cards entered play, so a card whose abilities an earlier one took
        applies none (two opposing Iron Wills at one Problem: the first one's wins). A card
        that lost them has no keywords and no continuous abilities in the view, gains none
        (grants and Teamwork skip it), and no triggered, activated or replacement ability
        (``abilities.blanked``). Those whose condition reads power (CG73: "while this card
        has power higher than any other Friend here") depend on the power modifiers, so they
        are read once power is worked out (711.3b, 711.4; ``_lost_by_power``), and the view
        is worked out again without the abilities they took."""
        blank = set(self.blank)
        for iid, printed in list(self._printed.items()):
            if iid in blank:
                continue
            c = self.cards[iid]
            for st in printed[4]:
                if st.kind != LOSE or reads_power(st.condition):
                    continue
                if self.holds(st.condition, c, c.controller):  # face-down: none to lose
                    blank.update(x.iid for x in self._targets(st, c) if x.iid in self._printed)
        for e in self.t.state.effects:
            if e.kind == LOSE and self._still_exhausted(e.value):
                blank.update(i for i in e.cards if i in self._printed)
        self.blank = frozenset(blank)
        for iid in self.blank:
            if iid in self._printed:
                traits, colours, _keywords, printed_power, _statics = self._printed[iid]
                self._printed[iid] = (traits, colours, {}, printed_power, ())

    def _grant_by_power(self) -> None:
        """Keywords that read power (``by_power``), granted once power is worked out with
        every power modifier (507.1, 711.4), not with the other keywords (702): those granted
        while a card has at least N power ("While this card has at least 4 power, it has
        Calming 2"; HM16, MT59) and those numbered by the card's power ("This card has
        Eccentric X, where X is this card's power": ``Static("keyword-power", value=...)``;
        MT28: so only a keyword read after power works this way, as Eccentric's confront
        requirement and Showy's move cost are, ``_globals``). Ruling: the power a keyword
        granted this way gives (Competitive) is not read by these conditions, which would make
        them depend on themselves (711.4); it is added to the card's power afterwards."""
        added: list[tuple[int, CardInstance, Static]] = []
        for iid, source, st in list(self.statics):
            if not by_power(st) or not self.holds(st.condition, source, source.controller):
                continue
            if st.kind == "keyword-power":  # this card, numbered by its power
                name, value, cards = st.value, self.power(iid) or 0, [source]
            else:
                name, _, number = st.value.partition(" ")
                value, cards = int(number or 0), self._targets(st, source)
            for c in cards:
                if c.iid not in self._printed or c.iid in self.blank:
                    continue  # a card that lost its abilities can't gain keywords
                if name in self._keywords_of(c.iid):
                    continue
                self._keywords[c.iid] = {**self._keywords_of(c.iid), name: value}
                added += [(c.iid, c, x) for x in kw.statics(name, value)]
                if kw.abilities(name, value):  # its triggers too (``kw.lender``)
                    lender = kw.lender(name, value)
                    self.lent[c.iid] = (*self.lent.get(c.iid, ()), lender)
        if added:
            self.statics = [*self.statics, *added]
            if any(st.kind == "power" for _, _, st in added):
                self._power = {}
                self._apply_power()

    def _outside_statics(
        self, front: Mapping[str, tuple]
    ) -> list[tuple[int, CardInstance, Static]]:  # type: ignore[type-arg]
        """Continuous abilities that function outside play (701.3), of the cards there:
        "While this card is in your discard pile, ..." (``IN_DISCARD``; DE18) and "Chaos:
        While this card is flipped, your characters have +1 power" (``FLIPPED``, on cards in
        play; DE55). In a game holding such a card the view reads those zones
        (``reads_zones``)."""
        s, pool = self.t.state, self.t.pool
        if not pool.any_card("outside-statics", _has_outside_statics):
            return []
        has = pool.facts("outside-statics", _has_outside_statics)
        if not any(has[c.card_id] for c in s.cards.values()):
            return []
        self._read_outside = True
        return [
            (iid, s.cards[iid], st)
            for p in s.players
            for zone, kind in ((p.discard, "in-discard"), (p.flip, "flipped"))
            for iid in zone
            if has[s.cards[iid].card_id]
            for st in front[s.cards[iid].card_id][4]
            if _functions_outside(st) == kind
        ]

    def _lost_by_power(self) -> frozenset[int]:
        """The cards that lose their abilities to a ``LOSE`` static whose condition reads
        power (``_lose_abilities``), not already without them."""
        out: set[int] = set()
        for _, c, st in self.statics:
            if (
                st.kind == LOSE
                and reads_power(st.condition)
                and c.iid not in self.blank
                and self.holds(st.condition, c, c.controller)
            ):
                out.update(x.iid for x in self._targets(st, c) if x.iid in self._printed)
        return frozenset(out - self.blank)

    def _still_exhausted(self, value: str) -> bool:
        """A lasting modifier "while this card remains exhausted" holds while that card is
        in play and exhausted (CGpf14); any other holds."""
        if not value.startswith(WHILE_EXHAUSTED):
            return True
        card = self.cards.get(int(value[len(WHILE_EXHAUSTED) :]))
        return card is not None and card.exhausted

    # --- reading ---------------------------------------------------------------------------
    def power(self, iid: int) -> int | None:
        printed = self._printed.get(iid)
        return None if printed is None else self._power.get(iid, printed[3])

    def colours(self, iid: int) -> tuple[Colour, ...]:
        printed = self._printed.get(iid)
        return () if printed is None else self._colours.get(iid, printed[1])

    def traits(self, iid: int) -> frozenset[str]:
        printed = self._printed.get(iid)
        return frozenset() if printed is None else self._traits.get(iid, printed[0])

    def keyword(self, iid: int, name: str) -> int | None:
        printed = self._printed.get(iid)
        return None if printed is None else self._keywords.get(iid, printed[2]).get(name)

    def tokens_changed(self, state: object) -> bool:
        """Whether a player's action tokens or points changed since this view read them
        (AD73, EO180)."""
        return self.tokens_seen is not None and self.tokens_seen != tuple(
            (p.tokens, p.points)
            for p in state.players  # type: ignore[attr-defined]
        )

    def _colours_of(self, c: CardInstance) -> tuple[Colour, ...]:
        """A card's colours: with modifiers in play, printed elsewhere (203.1)."""
        if c.zone is Zone.PLAY:
            return self.colours(c.iid)
        return () if c.face_down else tuple(self.t.pool[c.card_id].colours)

    def _keywords_of(self, iid: int) -> dict[str, int]:
        return self._keywords.get(iid, self._printed[iid][2])

    def snapshot(self) -> tuple[object, ...]:
        """Everything the view worked out, to compare two views (``Table.check_caches``)."""
        return (
            self.cards,
            list(self.cards),  # in play order
            {i: self.power(i) for i in self._printed},
            {i: self.colours(i) for i in self._printed},
            {i: self.traits(i) for i in self._printed},
            {i: self._keywords_of(i) for i in self._printed},
            self.teamwork,
            self.lent,
            self.involved,
            self.statics,
            self.reads_clock,
            self.reads_zones,
            self.cant_dismiss,
            self.cant_move,
            self.move_toll,
            self.own_move_toll,
            self.cant_move_to,
            self.cant_move_friends_to,
            self.cant_move_characters_to,
            self.cant_move_weaker_to,
            self.barred_areas,
            self.barred_play_areas,
            self.loser_dismissed,
            self.cant_play,
            self.confront_extra,
            self.confront_needs,
            self.cant_confront,
            self.confront_past_troublemakers,
            self.barred_confront,
            self.challenge_needs,
            self.total_extra,
            self.troublemaker_total_extra,
            self.flip_there,
            self.flip_extra,
            self.ignore_highest,
            self.move_extra,
            self.move_away_cost,
            self.play_extra,
            self.home_limit_extra,
            self.home_limit_exempt,
            self.problem_bonus,
            self.problem_bonus_extra,
            self.cant_frighten,
            self.forbidden_by,
            self.changed_by,
            self.no_ready,
            self.turn_limits,
            self.bonus_instead,
            self.sent_elsewhere,
            self.stays_when_solved,
            self.challenge_cost,
            self.blank,
            self.also_friends,
            self.no_faceoff_power,
        )

    def score_forbidden_by(self, player: int) -> int | None:
        """The card whose "can't score points" modifier keeps ``player`` from scoring now
        (104.2), or None: a card in play (``Static("cant-score")``), or a flipped card's
        "Chaos: While this card is flipped, opponents can't score points" (AD28), which
        functions in the flip zone (701.3). Flip piles are read here, at each score, not
        while the view is built, so the view stays current through flips."""
        found = self.forbidden_by.get(("score", player))
        if found is not None:
            return found
        s = self.t.state
        for owner in s.players:
            for iid in owner.flip:
                c = s.cards[iid]
                printed = self.t.pool.facts("printed", _PRINTED[False])[c.card_id]
                for st in printed[4]:  # type: ignore[attr-defined]
                    if (
                        st.kind == "cant-score"
                        and st.condition == FLIPPED
                        and whose(st.who, player, c.controller)
                        and not self.lost_while_flipped(iid)
                    ):
                        return iid
        return None

    def lost_while_flipped(self, iid: int) -> bool:
        """Whether flipped card ``iid`` has lost its abilities: "Opposing flipped cards lose
        and can't have abilities" (DE142), a "lose-abilities" Static of a card in play whose
        description is of flipped cards (``Cards(zone=Zone.FLIP)``), so its Chaos and "while
        flipped" abilities don't function there (701.1, 701.3). Read as asked, as flip piles
        are (``score_forbidden_by``)."""
        c = self.t.state.cards.get(iid)
        if c is None or c.zone is not Zone.FLIP:
            return False
        return any(
            st.kind == LOSE
            and isinstance(st.target, Cards)
            and st.target.zone is Zone.FLIP
            and self.holds(st.condition, source, source.controller)
            and self.fits(st.target, c, source, source.controller)
            for _, source, st in self.statics
        )

    def is_involved(self, iid: int) -> bool:
        return iid in self.involved

    # --- involvement (514.2) ---------------------------------------------------------------
    def _involved(self) -> frozenset[int]:
        f = self.t.state.faceoff
        if f is None:
            return frozenset()
        return involved_in(f, self.cards, self.t.pool, self.t.state.memo)

    # --- selectors and conditions ----------------------------------------------------------
    def fits(
        self,
        sel: Cards,
        c: CardInstance,
        source: CardInstance | None,
        controller: int,
        there: Area | None = None,
        known: LastKnown | None = None,
    ) -> bool:
        """Whether ``c`` fits the description ``sel`` seen from ``controller``. ``known``: a
        card that has left play (or become another card, 505.3), judged as it last existed
        in play (712.2): ``c`` is that record as a card in play, with its controller, area and
        choices, face-down, exhausted or frightened as it was; traits, colours and power are
        the record's, with the modifiers then (711; none face-down). Attachments are not
        recorded: such selectors judge ``c`` as given.
        A face-down card fits unless it is a Troublemaker (505.2), but not a description
        asking for a trait, colour or power (505.1a, 505.1b), nor "ready" or "exhausted"
        when frightened (504.2)."""
        pool = self.t.pool
        d = pool[c.card_id]
        if c.zone is not sel.zone:
            return False
        if sel.zone is Zone.PLAY:
            if sel.face_down and not c.face_down:
                return False  # "a face-down card", "a frightened Friend"
            if not sel.face_down and ch.hidden_troublemaker(pool, c):
                return False  # 505.2; a frightened Friend is still a Friend (505.1)
        if (
            sel.types
            and ch.card_type(pool, c) not in sel.types  # 522.1
            and not (c.iid in self.also_friends and CardType.FRIEND in sel.types)
        ):
            return False
        if sel.controller != ANY and not whose(sel.controller, c.controller, controller):
            return False
        if sel.owner != ANY and not whose(sel.owner, c.owner, controller):
            return False  # "a Friend you own" (LL111; 513.1): whoever controls it
        if sel.other and source is not None and c.iid == source.iid:
            return False
        if sel.with_host and (source is None or c.iid not in (source.iid, source.attached_to)):
            return False  # "this card and that Friend": an attachment and its host (509; AD125)
        if sel.not_host and source is not None and c.iid == source.attached_to:
            return False  # "other" than the attachment's host (509; CG134)
        if sel.host_of_this and (source is None or c.iid != source.attached_to):
            return False  # "that character" on an attachment: its host (509; HM106)
        if sel.boosted is not None and c.boosted is not sel.boosted:
            return False  # "turn ... to its Start side": a Boosted Mane (301.2; CG156)
        if sel.boosted_if_mane and d.type is CardType.MANE and not c.boosted:
            return False  # "a Friend or boosted Mane Character" (301.2; DE21)
        if sel.not_owned and c.owner == c.controller:
            return False  # "a Friend they do not own" (513.2; LL7)
        if sel.token is not None and is_token(c.card_id) is not sel.token:
            return False  # "token" / "non-token" cards (521.2)
        if known is not None:
            traits, power = frozenset(known.traits), known.power
            colours = tuple(Colour(x) for x in known.colours)
        elif sel.zone is Zone.PLAY:
            traits, colours, power = self.traits(c.iid), self.colours(c.iid), self.power(c.iid)
        else:
            traits, colours, power = frozenset(d.traits), d.colours, d.power
        if sel.trait is not None and sel.trait not in traits:
            return False
        if sel.not_trait is not None and sel.not_trait in traits:
            return False
        if sel.colour is not None and sel.colour not in colours:
            return False
        if sel.not_colour is not None and sel.not_colour in colours:
            return False
        if sel.max_power is not None and (power is None or power > sel.max_power):
            return False
        if sel.min_power is not None and (power is None or power < sel.min_power):
            return False
        if sel.power_at_most_printed:  # "power less than or equal to their printed power"
            printed = self._printed[c.iid][3] if c.iid in self._printed else d.power  # FF125
            if power is None or printed is None or power > printed:
                return False  # a face-down card has neither (505.1b)
        if sel.more_power_than_this:  # "with higher power than this card" (507.1; FF133)
            mine = self.power(source.iid) if source and source.zone is Zone.PLAY else None
            if power is None or mine is None or power <= mine:
                return False  # a face-down card has no power (505.1b): never higher
        if sel.weaker_than_this and (
            source is None or power is None or power >= (self.power(source.iid) or 0)
        ):
            return False  # "unless their power is >= this card's power" (507.1; FF71)
        if sel.max_cost is not None and (d.cost is None or d.cost > sel.max_cost):
            return False  # "with cost 2 or less" (204.1): a card without a cost has none
        if sel.power_over_cost and (power is None or d.cost is None or power <= d.cost):
            return False  # "with power greater than its cost" (CG124)
        if sel.printed_power is not None and (c.face_down or d.power != sel.printed_power):
            return False  # 507.4: printed, whatever modifies it; face-down, none (505.1b)
        if (sel.min_printed_power is not None or sel.max_printed_power is not None) and (
            c.face_down
            or d.power is None
            or d.power < (sel.min_printed_power or 0)
            or (sel.max_printed_power is not None and d.power > sel.max_printed_power)
        ):
            return False  # "with printed power 3 or more" (507.4; AD91)
        if sel.no_requirement and d.play_requirements:
            return False  # "a card with no play requirement" (205.1; LL132)
        if sel.title is not None and not has_title(d, sel.title):
            return False  # 201.3, 201.3a
        if sel.card_name is not None and d.name != sel.card_name:
            return False  # "Scootaloo, Forever a Crusader": Title and Subtitle (201.1)
        if sel.keyword is not None and (
            c.face_down  # 505.1a: a face-down card has no keywords
            or (
                self.keyword(c.iid, sel.keyword)
                if sel.zone is Zone.PLAY
                else d.keyword(sel.keyword)
            )
            is None
        ):
            return False  # "a Friend with Pumped"
        if sel.with_counters and not any(k != "cutie marked" for k, _ in c.counters):
            return False  # no counter on it (519.1; the Cutie Mark flag is none)
        if sel.with_counter and not c.counter(sel.with_counter):
            return False  # "your Cutie Marked Friends", "a +1 power counter on ..." (519.1)
        if sel.any_trait and not set(sel.any_trait) & set(traits):
            return False  # "a Dragon or Pegasus" (CG136)
        if sel.unattached and c.attached_to is not None:
            return False  # "non-attachment" (509; CG132)
        if sel.played_type_this_turn and not self.t.done_this_turn(
            f"play-type:{d.type.value}", c.owner
        ):
            return False  # its owner has played a card of its type this turn (CG4)
        if sel.confronted_this_turn and not self.t.done_this_turn(
            f"confronted:{c.iid}", controller
        ):
            return False  # "a Problem you confronted this turn" (611.4; EO137)
        if sel.moved_this_turn and self.t.previous_area(c.iid) is None:
            return False  # "a character that was moved this turn" (506.1; FF95)
        if sel.named and (source is None or d.name not in source.chosen):
            return False  # "with that name": the name it named as it entered (706.1a, 201.1a)
        if sel.named_type and (source is None or str(ch.card_type(pool, c)) not in source.chosen):
            return False  # "with that type": named as it entered; as an instruction: ``Name``
        if sel.any_colour and not set(sel.any_colour) & set(colours):
            return False
        if sel.requirement_shares_colour and (
            source is None
            or not {r.colour for r in d.play_requirements}
            & set(self.colours(source.iid) if source.zone is Zone.PLAY else ())
        ):
            return False  # Talented: "whose play requirement includes ... this card's colors"
        if sel.on_host and (source is None or c.attached_to != source.attached_to):
            return False  # "attached to it": to this attachment's host (509; MT96)
        if sel.on_this and (source is None or c.attached_to != source.iid):
            return False
        if sel.host and (
            c.attached_to not in self.cards
            or ch.card_type(pool, self.cards[c.attached_to]) not in sel.host
            or not whose(sel.host_controller, self.cards[c.attached_to].controller, controller)
        ):
            return False
        if sel.beneath and (source is None or c.beneath != source.iid):
            return False
        if sel.exhausted is not None and (c.frightened or c.exhausted != sel.exhausted):
            return False  # frightened: neither ready nor exhausted (504.2)
        if sel.with_resource and not any(
            o.attached_to == c.iid and pool[o.card_id].type is CardType.RESOURCE
            for o in self.cards.values()
        ):
            return False
        if sel.resource_trait is not None and not any(
            o.attached_to == c.iid
            and pool[o.card_id].type is CardType.RESOURCE
            and sel.resource_trait in self.traits(o.iid)
            for o in self.cards.values()
        ):
            return False  # "with Accessories on them" (509)
        if sel.without_resource and any(
            o.attached_to == c.iid and pool[o.card_id].type is CardType.RESOURCE
            for o in self.cards.values()
        ):
            return False  # "without Resources on them" (509)
        if sel.without_resource_trait is not None and any(
            o.attached_to == c.iid
            and pool[o.card_id].type is CardType.RESOURCE
            and sel.without_resource_trait in self.traits(o.iid)
            for o in self.cards.values()
        ):
            return False  # "without an attached Accessory" (509; EO74, EO116)
        if sel.banished_this_way and not (  # by an ability of ``source`` (406; EO60, MT0)
            source is not None
            and any(
                e.kind == BANISHED_THIS_WAY and c.iid in e.cards and e.value == str(source.iid)
                for e in self.t.state.effects
            )
        ):
            return False
        if sel.zone is not Zone.PLAY:
            return True
        where = sel.where
        if where == HERE:
            return (
                source is not None
                and source.area is not None
                and c.area == source.area
                and source.area.at_problem
            )
        if where == HERE_OR_HOME:
            return source is not None and source.area is not None and c.area == source.area
        if where == THERE:
            return c.area == there
        if where == HOME:
            return c.area is not None and c.area.kind is AreaKind.HOME
        if where == AT_PROBLEM:
            return c.area is not None and c.area.at_problem
        if where == AT_OPPONENT_PROBLEM:
            return c.area is not None and c.area.at_problem and c.area.owner != controller
        if where == ELSEWHERE:  # "at other locations": not in this card's area (LL35)
            return c.area is not None and (source is None or c.area != source.area)
        if where == AT_ANOTHER_PROBLEM:  # "from another Problem"
            return (
                c.area is not None
                and c.area.at_problem
                and (source is None or c.area != source.area)
            )
        if where == INVOLVED:
            return c.iid in self.involved
        if where == WAS_INVOLVED:  # 514.2d: involvement may cease; the memo keeps it
            return c.iid in self.involved or f"{WAS_INVOLVED_FLAG}{c.iid}" in self.t.state.memo
        return True

    def select(
        self, sel: Cards, source: CardInstance | None, controller: int, there: Area | None = None
    ) -> list[CardInstance]:
        if sel.zone is Zone.PLAY:
            pool: Iterator[CardInstance] = iter(self._candidates(sel, source, there))
        else:
            self._read_outside = True
            s = self.t.state
            players = range(len(s.players))
            if sel.controller != ANY:
                players = [p for p in players if whose(sel.controller, p, controller)]
            pool = (s.cards[i] for p in players for i in s.players[p].zone_list(sel.zone))
        found = [c for c in pool if self.fits(sel, c, source, controller, there)]
        if sel.strongest:  # more power than every other card fitting (507.1; CG99)
            powers = {c.iid: self.power(c.iid) or 0 for c in found}
            found = [
                c for c in found if all(powers[c.iid] > n for i, n in powers.items() if i != c.iid)
            ]
        if sel.highest:  # "with the highest power among ...": ties all fit (FF124, FF130)
            among = found
            if sel.highest == "any-controller":  # compared with every player's such cards
                wide = replace(sel, controller=ANY, highest="")
                among = self.select(wide, source, controller, there)
            top = max((self.power(c.iid) or 0 for c in among), default=0)
            found = [c for c in found if (self.power(c.iid) or 0) == top]
        if sel.weakest:  # "a Friend with the least power among ...": ties all fit (AD159)
            low = min((self.power(c.iid) or 0 for c in found), default=0)
            found = [c for c in found if (self.power(c.iid) or 0) == low]
        return found

    def _candidates(
        self, sel: Cards, source: CardInstance | None, there: Area | None
    ) -> Iterable[CardInstance]:
        """The cards in play that may fit ``sel``, in play order: those at the area it names."""
        where = sel.where
        if where in (HERE, HERE_OR_HOME):
            area = source.area if source is not None else None
        elif where == THERE:
            area = there
        else:
            area = None
        return self.cards.values() if area is None else self.at(area)

    def at(self, area: Area) -> list[CardInstance]:
        """The cards in play at ``area``, in play order."""
        if self._at is None:
            self._at = {}
            for c in self.cards.values():
                self._at.setdefault(c.area, []).append(c)
        return self._at.get(area, [])

    def refer(self, ref: Ref, source: CardInstance) -> list[CardInstance]:
        if ref is THIS:
            return [source]
        if ref is HOST and source.attached_to is not None:
            host = self.cards.get(source.attached_to)
            return [host] if host is not None else []
        return []

    def holds(
        self,
        cond: Condition | None,
        source: CardInstance,
        controller: int,
        there: Area | None = None,
    ) -> bool:
        if cond is None:
            return True
        s = self.t.state
        k = cond.kind
        if k == "count":
            assert cond.cards is not None
            return len(self.select(cond.cards, source, controller, there)) >= cond.n
        if k == "none":
            assert cond.cards is not None
            return not self.select(cond.cards, source, controller, there)
        if k == "at-most":  # "while you have 3 or fewer cards in your hand" (DE9)
            assert cond.cards is not None
            return len(self.select(cond.cards, source, controller, there)) <= cond.n
        if k == "not-confronted-this-turn":  # "if this card's Problem was not confronted"
            # (611.4; DE40): by no player this turn; at home it has no Problem
            problem = self.t.problem_at(source.area) if source.area is not None else None
            return problem is not None and not any(
                self.t.done_this_turn(f"confronted:{problem.iid}", p) for p in range(len(s.players))
            )
        if k == "different-names":  # "if no two cards in your hand have the same name" (LL4)
            assert cond.cards is not None
            cards = self.select(cond.cards, source, controller)
            names = [self.t.pool[c.card_id].name for c in cards]
            return len(names) == len(set(names))  # 201.1: Title and Subtitle
        if k == "in-discard":  # "while this card is in your discard pile" (701.3; DE18)
            return source.zone is Zone.DISCARD
        if k == "in-banished":  # "if this card is banished" (701.3; LL145)
            return source.zone is Zone.BANISHED
        if k == "flipped":  # Chaos: "while this card is flipped" (``faceoff.while_flipped_power``)
            return source.zone is Zone.FLIP
        if k == "in-faceoff":  # with ``cards``: "involving this card and at least n of ..."
            f = s.faceoff
            return (
                source.iid in self.involved
                and f is not None
                and (not cond.value or cond.value == f.family)
                and (
                    cond.cards is None
                    or len(self.select(cond.cards, source, controller, there)) >= cond.n
                )
            )
        if k == "phase":
            return s.phase == cond.value
        if k == "cards-played":  # "if you played at least 2 cards this turn" (AD4):
            # ``value`` TURN, the turn player ("that opponent"), or YOU (``Table.count_this_turn``)
            p = s.turn_player if cond.value == TURN else controller
            return self.t.done_this_turn("play", p) >= cond.n
        if k == "turn":  # "during your opponent's ...", "during their turn": it is
            # ``value``'s turn (513.5; AD46, CG139)
            return whose(cond.value, s.turn_player, controller)
        if k == "not-involved":  # "during a faceoff" not involving this card yet (EO18)
            return s.faceoff is not None and source.iid not in self.involved
        if k == "faceoff":  # "during faceoffs"; "during Problem faceoffs" with a value (514.1)
            f = s.faceoff
            return f is not None and (not cond.value or cond.value == f.family)
        if k == "challenger":  # "while [value] is challenging a Troublemaker" (608.1, 514.2a)
            f = s.faceoff
            return (
                f is not None
                and f.kind is FaceoffKind.TROUBLEMAKER
                and whose(cond.value, f.challenger, controller)
            )
        if k == "exhausted":  # "while this card is exhausted" (503.2)
            return source.exhausted
        if k == "ready":  # "while this card is ready": not exhausted (503.3)
            return not source.exhausted
        if k == "host-boosted":  # "while that Mane Character is boosted" (301.2; AD153)
            host = self.cards.get(source.attached_to) if source.attached_to else None
            return host is not None and host.boosted
        if k == "host-in-faceoff":  # of ``value`` kind if given ("a Troublemaker faceoff")
            f = s.faceoff
            return source.attached_to in self.involved and (
                not cond.value or (f is not None and cond.value == f.family)
            )
        if k == "faceoff-here":  # "during (Problem) faceoffs here" (514.1, 514.2e)
            f = s.faceoff
            return (
                f is not None
                and source.area in f.areas
                and (not cond.value or cond.value == f.family)
            )
        if k == "titles":  # your involved characters include n of these titles (201.3a)
            have = [
                self.t.pool[self.cards[i].card_id]
                for i in self.involved
                if self.cards[i].controller == controller
            ]
            found = [w for w in cond.value.split("|") if any(has_title(d, w) for d in have)]
            return len(found) >= cond.n
        if k == "power":  # "when this card has 8 power" (a state trigger; 505.1b: None);
            # ``value`` "at-least": "if this card has at least 4 power" (CG6)
            p = self.power(source.iid)
            if cond.value == "at-most":  # "while this card has 3 or less power" (LL24)
                return p is not None and p <= cond.n
            return p == cond.n if cond.value != "at-least" else p is not None and p >= cond.n
        if k == "confronted":  # "once this Problem has been confronted" (611.4)
            problem = self.t.problem_at(source.area) if source.area is not None else None
            return problem is not None and f"confronted:{problem.iid}" in s.memo
        if k == "scored-with":  # "score at least n points with this card during one Score
            # Phase" (PR5): totals kept by ``Table.score`` until the turn ends (616.4)
            key = f"scored-with:{source.iid}:"
            return any(m.startswith(key) and int(m[len(key) :]) >= cond.n for m in s.memo)
        if k == "more-flipped":  # "if that opponent has more flipped cards than you" (CG86)
            flipped = [len(pl.zone_list(Zone.FLIP)) for pl in s.players]
            return flipped[s.opponent(controller)] > flipped[controller]
        if k == "fewer-points":  # "if an opponent has more points than you" (EO7)
            return s.players[s.opponent(controller)].points > s.players[controller].points
        if k == "more-than-opponent":  # "if you have more Friends than an opponent" (EO4):
            # more cards fit ``cards`` seen from your side than from your opponent's (513.5)
            assert cond.cards is not None
            mine = self.select(cond.cards, source, controller, there)
            theirs = self.select(cond.cards, source, s.opponent(controller), there)
            return len(mine) > len(theirs)
        if k == "counters":  # "while this card has at least n [value] counters on it" (519.1)
            return source.counter(cond.value) >= cond.n
        if k == "counters-exactly":  # "if it has exactly 3 +1 power counters on it" (MT113)
            return source.counter(cond.value) == cond.n
        if k == "no-counters":  # "the last [value] counter" removed: none is left (519.3)
            return source.counter(cond.value) == 0
        if k == "played-this-turn":  # "your first card each turn": you have played exactly
            # n cards this turn, this one included (``Table.count_this_turn``; CG80)
            # ``value`` "opponent": your opponent has ("if it is the second card they have
            # played this turn", LL47)
            p = s.opponent(controller) if cond.value == "opponent" else controller
            return self.t.done_this_turn("play", p) == cond.n
        if k == "drew-this-turn":  # "has already drawn at least n cards this turn": you, or
            # with ``value`` "opponent" your opponent (CG139)
            p = s.opponent(controller) if cond.value == "opponent" else controller
            return self.t.done_this_turn("draw", p) >= cond.n
        if k == "discarded-this-turn":  # "if it's the first card that player has discarded
            # this turn" (EO30): exactly n, the discard that triggers included; ``value``
            # "opponent": your opponent's (``Table.count_this_turn``)
            p = s.opponent(controller) if cond.value == "opponent" else controller
            return self.t.done_this_turn("discard", p) == cond.n
        if k == "moved-this-turn":  # "if that opponent did not move any characters this
            # turn" (SB51): exactly n characters moved (506.1c: by that player, as an action
            # or by an effect); ``value`` "opponent": your opponent's, TURN: the turn player's
            # ("that opponent"; ``Table.count_this_turn``)
            p = s.opponent(controller) if cond.value == "opponent" else controller
            p = s.turn_player if cond.value == TURN else p
            if cond.value == ANY:  # by any player ("the first time a character would be
                # moved this turn", DE25)
                return (
                    sum(self.t.done_this_turn("move", q) for q in range(len(s.players))) == cond.n
                )
            return self.t.done_this_turn("move", p) == cond.n
        if k == "won-faceoff-this-turn":  # "if you won a faceoff this turn" (514.5; LL105)
            return self.t.done_this_turn("faceoff-won", controller) >= cond.n
        if k == "won-problem-faceoff-by":  # "if you won a Problem faceoff by at least 5
            # power this turn" (514.5; EO129): the widest margin this turn
            return self.t.done_this_turn("problem-margin", controller) >= cond.n
        if k == "none-played":  # "your first Griffon Friend each turn" (FF23, FF31): you have
            # played no card of that type and trait this turn (``Table.count_play``)
            assert cond.cards is not None and cond.cards.trait is not None
            return not any(
                self.t.done_this_turn(played_trait(kind, cond.cards.trait), controller)
                for kind in cond.cards.types
            )
        if k == "none-confronted":  # "if no Problems were confronted this turn" (611.4;
            # MT119, HM144): no player has confronted one (``Table.count_this_turn``)
            return all(self.t.done_this_turn("confront", p) == 0 for p in range(len(s.players)))
        if k == "first-turn":  # "your first turn" (601): the first player's is turn 1, the
            # other player's turn 2 (102.3, two players; MT116)
            first = s.first_player if s.first_player is not None else 0
            return s.turn_player == controller and s.turn == (1 if controller == first else 2)
        if k == "played-second":  # "if you did not play first" (102.3; MT116)
            return s.first_player is not None and s.first_player != controller
        if k == "not-memo":
            return f"{cond.value}:{controller}" not in s.memo
        if k == "supportive":  # with your Mane Character that shares a colour with it
            mine = set(self.colours(source.iid))
            return any(
                self.t.pool[c.card_id].type is CardType.MANE
                and c.area == source.area
                and c.controller == controller
                and mine & set(self.colours(c.iid))
                for c in self.cards.values()
            )
        if k == "strongest-here":  # "has power higher than any other Friend here" (CG72)
            # ``value`` "host": "while that Friend has ..." on an attachment (509; CG130)
            card = self.cards.get(source.attached_to) if cond.value == "host" else source
            if card is None:  # an attachment not attached
                return False
            here, mine = card.area, self.power(card.iid)
            if here is None or not here.at_problem or mine is None:
                return False
            return all(
                (self.power(c.iid) or 0) < mine
                for c in self.at(here)
                if c.iid != card.iid and self.t.pool[c.card_id].type is CardType.FRIEND
            )
        if k == "weakest-here":  # "lower power than any other Friends here" (AD71)
            here, mine = source.area, self.power(source.iid)
            if here is None or not here.at_problem or mine is None:
                return False
            return all(
                (self.power(c.iid) or 0) > mine
                for c in self.at(here)
                if c.iid != source.iid and self.t.pool[c.card_id].type is CardType.FRIEND
            )
        if k == "most-power-here":  # "more power at this Problem than any opponent" (507.2)
            here = source.area
            if here is None or not here.at_problem:
                return False
            totals = [0] * len(s.players)
            for c in self.at(here):
                if self.t.pool[c.card_id].type in CHARACTER_TYPES:
                    totals[c.controller] += self.power(c.iid) or 0  # face-down: none (505.1b)
            who = s.opponent(controller) if cond.value == OPPONENT else controller  # AD189
            return all(totals[who] > n for p, n in enumerate(totals) if p != who)
        if k == "colour-power":  # "you have at least n [colour] in play" (507.3)
            colour = Colour(cond.value)
            return (
                sum(
                    self.power(c.iid) or 0
                    for c in self.cards.values()
                    if c.controller == controller
                    and self.t.pool[c.card_id].type in CHARACTER_TYPES
                    and colour in self.colours(c.iid)
                )
                >= cond.n
            )
        if k == "most-here":  # "the player with the most [value] characters here": strictly
            # more of them at this card's area than any other player (CG178); with ``cards``,
            # of its types ("the most Friends here", RR9), for the player it names ("your
            # opponent controls more characters here than you", RR4)
            types = cond.cards.types if cond.cards is not None else CHARACTER_TYPES
            if cond.cards is not None and cond.cards.controller == OPPONENT:
                controller = s.opponent(controller)
            counts = [0] * len(s.players)
            for c in self.at(source.area) if source.area is not None else []:
                if self.t.pool[c.card_id].type in types and (
                    not cond.value or cond.value in self.traits(c.iid)
                ):
                    counts[c.controller] += 1
            mine = counts[controller]
            return mine > 0 and all(mine > n for p, n in enumerate(counts) if p != controller)
        if k == "mixed-colours":  # the cards fitting ``cards`` do not all have the same
            # colours (203.1): "a Friend that is a different color from one of your other
            # Friends" (CSf1), read once that Friend is in play; a card with no colour (a
            # face-down one, 505.1b) is no colour at all, so not a different one
            assert cond.cards is not None
            found = self.select(cond.cards, source, controller, there)
            return len({frozenset(x) for c in found if (x := self.colours(c.iid))}) > 1
        if k == "any":  # "while you have A, B, or C": one of them (CSf2)
            return any(self.holds(x, source, controller, there) for x in cond.all_of)
        if k == "colours":  # "characters that have at least n different colors among them"
            assert cond.cards is not None  # each card's colours, as modified (203.1, 711)
            found = self.select(cond.cards, source, controller, there)
            return len({c for card in found for c in self.colours(card.iid)}) >= cond.n
        if k == "powers":  # "3 or more characters with different power" (507.1; LL1): as
            # many different powers among them, a face-down card having none (505.1b)
            assert cond.cards is not None
            found = self.select(cond.cards, source, controller, there)
            return len({p for card in found if (p := self.power(card.iid)) is not None}) >= cond.n
        if k == "most-attached":  # "a Friend with more [``value``] Resources on it than any
            # other Friend" (509): of ``cards``, or this attachment's host (AD121, AD131)
            if cond.cards is None:
                host = self.cards.get(source.attached_to) if source.attached_to else None
                mine = [host] if host is not None else []
            else:
                mine = self.select(cond.cards, source, controller, there)
            counts: dict[int, int] = {}
            for o in self.cards.values():
                if (
                    o.attached_to is not None
                    and self.t.pool[o.card_id].type is CardType.RESOURCE
                    and (not cond.value or cond.value in self.traits(o.iid))
                ):
                    counts[o.attached_to] = counts.get(o.attached_to, 0) + 1
            friends = [
                c.iid for c in self.cards.values() if self.t.pool[c.card_id].type is CardType.FRIEND
            ]
            return any(
                counts.get(f.iid, 0) > 0
                and all(counts.get(f.iid, 0) > counts.get(o, 0) for o in friends if o != f.iid)
                for f in mine
            )
        if k == "tokens":  # "if an opponent has at least [3]" (``value`` whose; 502)
            return any(
                pl.tokens >= cond.n
                for p, pl in enumerate(s.players)
                if whose(cond.value or YOU, p, controller)
            )
        if k == "all":  # "while ..., if ...": every one of them
            return all(self.holds(x, source, controller, there) for x in cond.all_of)
        if k == "behind":  # "while an opponent has more points than you" (517.1; EO180): the
            # view then stays current only while every player's points are as they were
            self.tokens_read = True
            mine = s.players[controller].points
            return any(p.points > mine for i, p in enumerate(s.players) if i != controller)
        if k == "no-big-friend-played":  # "your first Friend with printed power 4 or more
            # each turn" (LL19): you have played none this turn (507.4)
            return not self.t.done_this_turn("play-big-friend", controller)
        if k == "friend-left-this-turn":  # "if a Friend left play this turn" (LL25): any
            # player's, any way (``Table.count_this_turn`` "friend-left")
            return any(self.t.done_this_turn("friend-left", p) for p in range(len(s.players)))
        if k == "friends-entered":  # "if it was the third Friend that entered play this
            # turn" (LL81): exactly ``n`` Friends, any player's, have entered play this turn,
            # played or put into play (706.1d; ``Table.count_this_turn`` "friend-entered")
            players = range(len(s.players))
            return sum(self.t.done_this_turn("friend-entered", p) for p in players) == cond.n
        if k == "tokens-even":  # "if you have an even number of action tokens" (502; LL40;
            # none is an even number); ``value`` whose, YOU by default (OPPONENT: LL110)
            self.tokens_read = True
            return any(
                pl.tokens % 2 == 0
                for p, pl in enumerate(s.players)
                if whose(cond.value or YOU, p, controller)
            )
        if k == "points":  # "if a player has 8 or more points" (517.1; LL12): as "behind"
            self.tokens_read = True
            if cond.value == "none":  # "if no player has 8 or more points" (LL44's "instead")
                return all(pl.points < cond.n for pl in s.players)
            return any(
                pl.points >= cond.n
                for p, pl in enumerate(s.players)
                if whose(cond.value or ANY, p, controller)
            )
        if k == "over-home-limit":  # "Friends at home in excess of your home limit" (616.3)
            limit = self.t.home_limit(controller)
            return limit is not None and len(self.t.friends_at_home(controller)) > limit
        area = source.area
        if k == "at-problem":
            return area is not None and area.at_problem
        if k == "at-opponent-problem":
            return area is not None and area.at_problem and area.owner != controller
        if k == "at-home":
            return area is not None and area.kind is AreaKind.HOME
        raise ValueError(f"unknown condition {k!r}")

    def _targets(self, st: Static, source: CardInstance) -> list[CardInstance]:
        if isinstance(st.target, Ref):
            return self.refer(st.target, source)
        return self.select(st.target, source, source.controller)

    # --- applying modifiers (711) ----------------------------------------------------------
    def _grant_modifiers(
        self, statics: list[tuple[int, CardInstance, Static]]
    ) -> list[tuple[int, str, str, list[int], int]]:
        """(timestamp, kind, value, card ids, power) of trait/keyword/colour grants."""
        out = []
        for source_iid, source, st in statics:
            if (
                st.kind in ("keyword", "trait", "colour")
                and not by_power(st)
                and self.holds(st.condition, source, source.controller)
            ):
                ids = [c.iid for c in self._targets(st, source)]
                value = st.value
                if st.kind == "keyword" and st.per is not None:  # "Competitive 1 for each of
                    # your characters here" (MT8): its number counts the cards as it is read
                    n = max(st.amount, 1) * len(self.select(st.per, source, source.controller))
                    if not n:
                        continue
                    value = f"{st.value} {n}"
                out.append((source_iid, st.kind, value, ids, 0))
            elif st.kind == "prismatic":
                crystal = [
                    c
                    for c in self.cards.values()
                    if c.controller == source.controller
                    and c.iid != source_iid
                    and "Crystal" in self.traits(c.iid)
                    and self.t.pool[c.card_id].type in CHARACTER_TYPES
                ]
                for c in crystal:
                    for colour in self.colours(c.iid):
                        out.append((source_iid, "colour", colour.value, [source_iid], 0))
            elif st.kind == "opposing-colours" and self.holds(
                st.condition, source, source.controller
            ):  # "also have the colors of each opposing character here" (CG79)
                here = source.area
                theirs = {
                    colour.value
                    for c in (self.at(here) if here is not None and here.at_problem else [])
                    if c.controller != source.controller
                    and self.t.pool[c.card_id].type in CHARACTER_TYPES
                    for colour in self.colours(c.iid)
                }
                ids = [c.iid for c in self._targets(st, source)]
                out += [(source_iid, "colour", value, ids, 0) for value in sorted(theirs)]
            elif st.kind == "chosen-colours":  # chosen as it entered play (706.1a)
                for value in source.chosen:
                    if value in COLOUR_VALUES:
                        out.append((source_iid, "colour", value, [source_iid], 0))
                    elif self._is_card_id(value):  # "the revealed Friend's colors" (LL84): a
                        # card id chosen in the hand, whose printed colours it has (203.1)
                        for colour in self.t.pool[value].colours:
                            out.append((source_iid, "colour", colour.value, [source_iid], 0))
        for e in self.t.state.effects:
            if e.until.startswith(IN_PLAY) and int(e.until[len(IN_PLAY) :]) not in self.cards:
                continue  # it lasts while that card remains in play (410.6; MT133)
            if e.kind in GRANTS:
                out.append((e.stamp, e.kind, e.value, list(e.cards), e.amount))
            elif e.kind == "also-friend":  # "is also a [colour] Friend" (AD126)
                out.append((e.stamp, "colour", e.value, list(e.cards), 0))
        out.sort(key=lambda m: m[0])
        return out

    def _apply_grants(self, statics: list[tuple[int, CardInstance, Static]]) -> None:
        if not self.t.state.effects and not any(
            st.kind in GRANTS or st.kind in SELF_COLOURS for _, _, st in statics
        ):
            return
        granted = self._granted
        for _ in range(3):  # 711.5: interdependent grants settle after a few passes
            changed = False
            for stamp, kind, value, ids, _power in self._grant_modifiers(statics):
                for iid in ids:
                    if iid not in self._printed or (kind == "keyword" and iid in self.blank):
                        continue  # a card that lost its abilities can't gain keywords
                    if kind == "trait" and value not in self.traits(iid):
                        self._traits[iid] = self.traits(iid) | {value}
                        changed = True
                    elif kind == "keyword":
                        name, _, number = value.partition(" ")
                        have = self._keywords_of(iid)
                        if name not in have:
                            self._keywords[iid] = {**have, name: int(number or 0)}
                            granted.add((stamp, name, iid))
                            changed = True
                        elif number and (stamp, name, iid) not in granted:
                            # another instance of a numbered keyword the card has: both
                            # apply (702; FF8, FF85), kept as one number, their sum
                            self._keywords[iid] = {**have, name: have[name] + int(number)}
                            granted.add((stamp, name, iid))
                            changed = True
                    elif kind == "colour" and Colour(value) not in self.colours(iid):
                        self._colours[iid] = (*self.colours(iid), Colour(value))
                        changed = True
            if not changed:
                return

    def _apply_teamwork(
        self, statics: list[tuple[int, CardInstance, Static]]
    ) -> list[tuple[int, CardInstance, Static]]:
        """Teamwork (glossary): your other Friends here sharing a trait with its card also
        have that card's other printed abilities: its printed keywords and its script's
        continuous abilities here, with "this card" meaning the Friend that has them; its
        triggered, activated and replacement abilities through ``abilities.granted``."""
        pool, out = self.t.pool, []
        self.teamwork = {}
        for source_iid, source, st in statics:
            if st.kind != "teamwork" or not self.holds(st.condition, source, source.controller):
                continue
            d = pool[source.card_id]
            side = d.boosted if source.boosted and d.boosted else d
            keywords = {k.name: k.value or 0 for k in side.keywords if k.name != "Teamwork"}
            script = script_for(d.id)
            printed = (
                [
                    x
                    for x in (script.boosted if source.boosted else script.abilities)
                    if isinstance(x, Static)
                ]
                if script is not None
                else []
            )
            mine = self.traits(source_iid)
            for c in self._targets(st, source):
                if not mine & self.traits(c.iid) or c.iid in self.blank:
                    continue
                self.teamwork[c.iid] = (*self.teamwork.get(c.iid, ()), source_iid)
                have = self._keywords_of(c.iid)
                new = {k: v for k, v in keywords.items() if k not in have}
                if new:  # replaced, never mutated: the keyword statics follow below
                    self._keywords[c.iid] = {**have, **new}
                out += [(c.iid, c, x) for x in printed]
        return out

    def _is_card_id(self, value: str) -> bool:
        """Whether a value chosen as a card entered play (706.1a) is a card id (a token's
        too), not a colour or a name."""
        return value in self.t.pool or is_spelled(value)

    def _copy_abilities(
        self,
        iid: int,
        c: CardInstance,
        mine: tuple[Static, ...],
        front: dict[str, tuple[object, ...]],
        boosted: dict[str, tuple[object, ...]],
    ) -> tuple[Static, ...]:
        """ "This card has the printed abilities of that Friend" (``Static("chosen-abilities")``,
        the card id chosen as it entered play, 706.1a): its printed keywords and its
        continuous abilities (script and keyword statics) are this card's, as if printed on
        it, so they apply at this card's own place in the timestamp order (711.3) with "this
        card" meaning this card (201.2); its other abilities through ``abilities.granted``.
        A Mane Character's Boosted side when it was gained Boosted side up (``BOOSTED_SIDE``,
        301.3; EO203)."""
        out = list(mine)
        for card_id in c.chosen:
            if not self._is_card_id(card_id):  # a colour or name it chose too (706.1a)
                continue
            up = BOOSTED_SIDE + card_id in c.chosen
            keywords: dict[str, int] = (boosted if up else front)[card_id][2]  # type: ignore[assignment]
            own = self._keywords_of(iid)
            new = {k: v for k, v in keywords.items() if k not in own}
            if new:  # replaced, never mutated (the pool's printed values are shared)
                self._keywords[iid] = {**own, **new}
            script = script_for(card_id)
            if script is not None:
                side = script.boosted if up else script.abilities
                out += [x for x in side if isinstance(x, Static)]
            for name, value in new.items():
                out += kw.statics(name, value)
            self.lent[iid] = (*self.lent.get(iid, ()), BOOSTED_SIDE + card_id if up else card_id)
        return tuple(out)

    def _apply_power(self) -> None:
        add: dict[int, int] = {}
        for _, source, st in self.statics:
            if st.kind not in ("power", "experienced") or not self.holds(
                st.condition, source, source.controller
            ):
                continue
            amount = st.amount
            if st.kind == "experienced":
                self._read_outside = True  # its discard pile
                name = self.t.pool[source.card_id].name
                s = self.t.state
                amount = sum(
                    1
                    for i in s.players[source.controller].discard
                    if self.t.pool[s.cards[i].card_id].name == name
                )
            if st.per is not None:
                found = self.select(st.per, source, source.controller)
                if st.value == "per-type":  # "for each card type in your discard pile" (206)
                    amount *= len({self.t.pool[c.card_id].type for c in found})
                elif st.value == "colours-among":  # "each color among Friends ..." (203.1; AD83)
                    amount *= len({x for c in found for x in self._colours_of(c)})
                elif st.value == "traits-among":  # "each different Trait among ..." (FF117)
                    amount *= len({x for c in found for x in self.traits(c.iid)})
                else:
                    amount *= len(found)
            if st.value == "per-token":  # "for each of your action tokens" (502; AD73)
                self.tokens_read = True
                amount *= self.t.state.players[source.controller].tokens
            elif st.value == "per-opponent-token":  # "for each action token an opponent has"
                self.tokens_read = True  # (502; LL66)
                amount *= self.t.state.players[self.t.state.opponent(source.controller)].tokens
            elif st.value == DECK_TOP_PRINTED:  # "the printed power of the top card of your
                # deck" (507.4; CN197): none with an empty deck, or one not known (observed mode)
                self._read_outside = True
                deck = self.t.state.players[source.controller].deck
                top = self.t.state.cards[deck[0]] if deck else None
                known = top is not None and not top.unordered
                amount *= (self.t.pool[top.card_id].power or 0) if known else 0  # type: ignore[union-attr]
            if st.value == "per-colour":  # "for each color it has" (203.1a; CG21)
                amount *= len(self.colours(source.iid))
            elif st.value.startswith("counter:"):  # "for each Momentum counter on it" (AD194)
                amount *= source.counter(st.value.removeprefix("counter:"))
            for c in self._targets(st, source):
                add[c.iid] = add.get(c.iid, 0) + amount
        for e in self.t.state.effects:
            if e.kind in ("power", "colour"):
                for iid in e.cards:
                    add[iid] = add.get(iid, 0) + e.amount
        for iid, c in self.cards.items():
            if not c.counters and iid not in add:
                continue
            base = self.power(iid)  # printed
            if base is None:
                continue
            self._power[iid] = base + c.counter(POWER_COUNTER) + add.get(iid, 0)  # 519.4
        for _, source, st in self.statics:  # read after every other power (AD156)
            if st.kind == "power-double" and st.per is not None and source.iid in self._printed:
                # "This card's power is equal to double the power of [a card fitting ``per``]
                # with the highest power": its printed power replaced, modifiers kept
                found = self.select(st.per, source, source.controller)
                highest = max((self.power(c.iid) or 0 for c in found), default=0)
                printed = self._printed[source.iid][3] or 0
                self._power[source.iid] = (self.power(source.iid) or 0) - printed + 2 * highest
        for _, source, st in self.statics:  # after every other power modifier (SB50, FF120)
            if st.kind == "power-doubled" and st.per is not None and source.iid in self._printed:
                # "Double this card's power for each other Pukwudgie in play": doubled once
                # for each card fitting ``per``
                n = len(self.select(st.per, source, source.controller))
                if n and self.power(source.iid) is not None:
                    self._power[source.iid] = (self.power(source.iid) or 0) * 2**n
        for _, source, st in self.statics:  # "this card's power is doubled" (SB80): after
            # every other modifier and counter (507.1), before a power that can't change
            if (  # ``per`` None: doubled once while ``condition`` holds
                st.kind == "power-doubled"
                and st.per is None
                and self.holds(st.condition, source, source.controller)
            ):
                for c in self._targets(st, source):
                    if (p := self.power(c.iid)) is not None:
                        self._power[c.iid] = 2 * p
        for _, source, st in self.statics:  # last of all: nothing changes it (MT120, EO217)
            if st.kind == "power-set" and self.holds(st.condition, source, source.controller):
                # "[cards] have 2 power and can't gain or lose power" (507.1): their power is
                # ``amount`` whatever counters (519.4) and modifiers would add (104.2)
                for c in self._targets(st, source):
                    if self.power(c.iid) is not None:  # a face-down card has none (505.1b)
                        self._power[c.iid] = st.amount

    def _globals(self) -> None:
        """Modifiers on rules rather than cards: confront, costs, home limit, flips."""
        self.confront_extra: dict[tuple[Area, int], int] = {}
        # area, payer, +n, from too, the card whose modifier it is
        self.move_extra: list[tuple[Area, int, int, bool, int]] = []
        self.move_away_cost: list[tuple[Area, int, int, int]] = []  # DE138
        # area, payer, +n, source, the type of card played ("Friend"; "Troublemaker", AD185)
        self.play_extra: list[tuple[Area, int, int, int, str]] = []
        self.home_limit_extra = [0] * len(self.t.state.players)
        self.home_limit_exempt: set[int] = set()  # Friends not counted towards it (616.3)
        self.problem_bonus: dict[Area, int] = {}  # "that Problem has 0 bonus points" (210.1)
        # "This card's Problem's bonus is increased by 1" (210.1; LL15): added after it is set
        self.problem_bonus_extra: dict[Area, int] = {}
        self.flip_extra: dict[tuple[int, int], int] = {}  # (source, player flipping): +n
        self.ignore_highest: list[tuple[int, int]] = []  # (source, player whose card): PR67
        self.cant_move: dict[int, set[int]] = {}  # card: players whose effects can't move it
        # card: (amount, source) of "can't be moved unless their controller pays [1]" (MT72)
        self.move_toll: dict[int, list[tuple[int, int]]] = {}
        # card: (amount, source) of "opponents can't move their characters with Delay counters
        # on them unless they pay [1]" (LL79): paid by its controller's moves only
        self.own_move_toll: dict[int, list[tuple[int, int]]] = {}
        self.cant_move_to: set[tuple[int, Area]] = set()  # (card, a Problem it can't move to)
        # (a Problem, a player who can't move Friends there; CG69)
        self.cant_move_friends_to: set[tuple[Area, int]] = set()
        # of those, where Mane Characters can't be moved by that player either (AD177)
        self.cant_move_characters_to: set[tuple[Area, int]] = set()
        # (a Problem, a player) -> the cards whose "opponents can't move characters with power
        # lower than or equal to this card's power to this card's Problem" bars them (EO68)
        self.cant_move_weaker_to: dict[tuple[Area, int], list[int]] = {}
        self.cant_dismiss: set[int] = set()
        self.cant_frighten: set[int] = set()
        # characters that can't contribute their power to faceoffs (514.4a; EO147)
        self.no_faceoff_power: set[int] = set()
        # The card whose "can't" modifier forbids each thing above (104.2), to name it:
        # ("move", card, player), ("move-to", card, area), ("move-friends-to", area, player),
        # ("dismiss", card), ("frighten", card)
        self.forbidden_by: dict[tuple[object, ...], int] = {}
        # The cards whose modifiers change a number a rule sets, to name them: ("confront",
        # area, player) for ``confront_extra``, ("total", area, player) for ``total_extra``,
        # ("home-limit", player) for ``home_limit_extra``
        self.changed_by: dict[tuple[object, ...], list[int]] = {}
        self.no_ready: set[int] = set()  # cards that don't ready in the Ready step (603.1)
        # "if this card would be sent home from a Problem, it is sent to another Problem
        # instead" (AD65, 710.1): card -> the card whose modifier it is
        self.sent_elsewhere: dict[int, int] = {}
        # Friend: the card whose modifier keeps it at its Problem as that Problem is solved
        # and replaced ("isn't sent home instead", 613.2, 710.1; AD135)
        self.stays_when_solved: dict[int, int] = {}
        self.loser_dismissed: dict[int, int] = {}  # Troublemaker: the card replacing (CN139)
        self.cant_play: list[tuple[Area | None, int, Cards, CardInstance]] = []
        # Problems no character may be moved or played to, by a lasting effect (CN54, 708.2);
        # moved to only (CG106): ``barred_areas`` holds both, ``barred_play_areas`` the first
        self.barred_play_areas: set[Area] = {
            Area.parse(e.value) for e in self.t.state.effects if e.kind == "barred-area"
        }
        self.barred_areas: set[Area] = self.barred_play_areas | {
            Area.parse(e.value) for e in self.t.state.effects if e.kind == "barred-move-area"
        }
        self.confront_needs: dict[tuple[Area, int], int] = {}
        self.cant_confront: dict[tuple[Area, int], int] = {}  # (Problem, player): the source
        # (Problem, player) whom opposing Troublemakers there don't prevent from confronting
        # it (611.3e; EO214): the source
        self.confront_past_troublemakers: dict[tuple[Area, int], int] = {}
        # (Problem, player) that can't be confronted by a lasting effect (708.2; CG58)
        self.barred_confront: set[tuple[Area, int]] = set()
        for e in self.t.state.effects:  # "needs +2 power to confront ... this turn" (CG42)
            if e.kind in ("confront-area", "no-confront-area") and e.player is not None:
                key = (Area.parse(e.value), e.player)
                if e.kind == "no-confront-area":
                    self.barred_confront.add(key)
                else:
                    self.confront_extra[key] = self.confront_extra.get(key, 0) + e.amount
            elif e.kind == "confront" and e.player is not None:  # every Problem (DE98, DE103)
                for problem in self.t.problem_areas():
                    key = (problem, e.player)
                    self.confront_extra[key] = self.confront_extra.get(key, 0) + e.amount
        self.challenge_needs: dict[tuple[int, int], int] = {}  # (Troublemaker, player): Friends
        # "players can't score more than 2 points per turn" (AD75): (what, player) -> the
        # smallest limit and the card whose modifier sets it (104.2; ``Static("turn-limit")``)
        self.turn_limits: dict[tuple[str, int], tuple[int, int]] = {}
        # "if an opponent would score this card's Problem's bonus points, you score them
        # instead" (AD76, 710.1): Problem -> the card whose modifier replaces it, first in play
        self.bonus_instead: dict[Area, int] = {}
        # (Troublemaker, player): the tokens that player pays to challenge it (AD136)
        self.challenge_cost: dict[tuple[int, int], int] = {}
        self.total_extra: dict[tuple[Area, int], int] = {}  # faceoffs there, a player's total
        # "You have +4 power during Troublemaker faceoffs" (FF104): a player's total in every
        # Troublemaker faceoff, wherever its card is (514.4a)
        self.troublemaker_total_extra: dict[int, int] = {}
        players = range(len(self.t.state.players))
        self._lasting_rule_modifiers(players)
        self.flip_there: list[tuple[CardInstance, Static]] = []  # read by ``faceoff.flips``
        for source_iid, source, st in self.statics:
            if st.kind == "flip-there":  # its condition is read with THERE the faceoff's Problem
                self.flip_there.append((source, st))
                continue
            if not self.holds(st.condition, source, source.controller):
                continue
            me, area = source.controller, source.area
            at_problem = area is not None and area.at_problem
            if st.kind == "confront" and at_problem:
                assert area is not None
                amount = st.amount  # ``per``: "+1 power ... for each of [these] here" (RR7)
                if st.per is not None:
                    found = self.select(st.per, source, me)
                    if st.value == "colours-among":  # "for each color among ..." (203.1; EO183)
                        amount *= len({x for c in found for x in self._colours_of(c)})
                    elif st.value == "per-type":  # "for each card type among cards in your
                        # discard pile" (206; LL134): printed types, as "power"'s
                        amount *= len({self.t.pool[c.card_id].type for c in found})
                    else:
                        amount *= len(found)
                if st.per_counter:  # "for each Chorus counter on this card" (519; HM127)
                    amount *= source.counter(st.per_counter)
                for p in players:
                    if whose(st.who, p, me):
                        key = (area, p)
                        self.confront_extra[key] = self.confront_extra.get(key, 0) + amount
                        self.changed_by.setdefault(("confront", *key), []).append(source_iid)
            elif st.kind == "confront-opposing":  # "You need -2 power to confront opposing
                # Problems" (LL129): wild power, as "confront"'s, for ``who`` at every Problem
                # an opponent of this card's controller controls (a Dilemma's area too, 522.2)
                for area_there in self.t.problem_areas():
                    if area_there.owner == me:
                        continue
                    for p in players:
                        if whose(st.who, p, me):
                            key = (area_there, p)
                            self.confront_extra[key] = self.confront_extra.get(key, 0) + st.amount
                            self.changed_by.setdefault(("confront", *key), []).append(source_iid)
            elif st.kind == "move-away-cost" and at_problem:  # "can't move characters away
                # from here unless they pay [2]" (DE138): the move action and effects
                assert area is not None
                self.move_away_cost += [
                    (area, p, st.amount, source_iid) for p in players if whose(st.who, p, me)
                ]
            elif st.kind == "move-cost" and isinstance(st.target, Cards):  # "Opponents pay
                # +[1] to move characters to a Problem for each Delay counter on that Problem"
                # (SB109; 506.3): at each Problem fitting ``target``, wherever this card is
                for problem in self._targets(st, source):
                    n = st.amount * (problem.counter(st.per_counter) if st.per_counter else 1)
                    if n and problem.area is not None and problem.area.at_problem:
                        self.move_extra += [
                            (problem.area, p, n, st.value == "to-or-from", source_iid)
                            for p in players
                            if whose(st.who, p, me)
                        ]
            elif st.kind == "move-cost" and at_problem:
                assert area is not None
                self.move_extra += [
                    (area, p, st.amount, st.value == "to-or-from", source_iid)
                    for p in players
                    if whose(st.who, p, me)
                ]
            elif st.kind == "play-cost" and at_problem:
                assert area is not None
                kind = st.value or CardType.FRIEND.value
                self.play_extra += [
                    (area, p, st.amount, source_iid, kind) for p in players if whose(st.who, p, me)
                ]
            elif st.kind == "home-limit":  # ``value`` "opponent": "your opponent's" (CG161)
                whose_limit = self.t.state.opponent(me) if st.value == "opponent" else me
                amount = st.amount  # ``per``: "reduced by 1 for each ..." (616.3; AD56, AD183)
                if st.per is not None:
                    amount *= len(self.select(st.per, source, me))
                self.home_limit_extra[whose_limit] += amount
                self.changed_by.setdefault(("home-limit", whose_limit), []).append(source_iid)
            elif st.kind == "home-limit-exempt":
                self.home_limit_exempt.update(c.iid for c in self._targets(st, source))
            elif st.kind == "problem-bonus" and at_problem:
                assert area is not None
                self.problem_bonus[area] = st.amount
            elif st.kind == "problem-bonus-add" and at_problem:  # "increased by 1" (LL15)
                assert area is not None
                self.problem_bonus_extra[area] = self.problem_bonus_extra.get(area, 0) + st.amount
            elif st.kind == "flip":
                key = (source_iid, self.t.state.opponent(me) if st.value == "opponent" else me)
                self.flip_extra[key] = self.flip_extra.get(key, 0) + st.amount
            elif st.kind == "ignore-highest":
                self.ignore_highest.append((source_iid, self.t.state.opponent(me)))
            elif st.kind == "move-toll" and (at_problem or st.value == "anywhere"):
                # "... here can't be moved unless their controller pays [1]" (MT72); "anywhere":
                # wherever this card is, "opponents can't move characters unless ..." (SB139)
                for c in self._targets(st, source):
                    self.move_toll.setdefault(c.iid, []).append((st.amount, source_iid))
            elif st.kind == "own-move-toll":  # "opponents can't move their characters with
                # Delay counters on them unless they pay [1]" (LL79): wherever this card is
                for c in self._targets(st, source):
                    if whose(st.who, c.controller, me):
                        self.own_move_toll.setdefault(c.iid, []).append((st.amount, source_iid))
            elif st.kind == "cant-move":
                for c in self._targets(st, source):
                    who = [p for p in players if whose(st.who, p, me)]
                    self.cant_move.setdefault(c.iid, set()).update(who)
                    for p in who:
                        self.forbidden_by.setdefault(("move", c.iid, p), source_iid)
            elif st.kind == "cant-move-here" and at_problem:
                assert area is not None
                for c in self._targets(st, source):
                    self.cant_move_to.add((c.iid, area))
                    self.forbidden_by.setdefault(("move-to", c.iid, area), source_iid)
            elif st.kind == "cant-move-weaker-here" and at_problem:
                assert area is not None
                for p in players:
                    if whose(st.who, p, me):
                        self.cant_move_weaker_to.setdefault((area, p), []).append(source_iid)
            elif st.kind == "cant-move-friends-here" and at_problem:
                assert area is not None
                for p in players:
                    # "players with two or more characters here" (``amount``; EO66)
                    crowded = not st.amount or len(self.t.characters_at(area, p)) >= st.amount
                    if whose(st.who, p, me) and crowded:
                        self.cant_move_friends_to.add((area, p))
                        if st.value == "characters":  # "can't move characters" (AD177)
                            self.cant_move_characters_to.add((area, p))
                        self.forbidden_by.setdefault(("move-friends-to", area, p), source_iid)
            elif st.kind == "cant-dismiss":
                for c in self._targets(st, source):
                    self.cant_dismiss.add(c.iid)
                    self.forbidden_by.setdefault(("dismiss", c.iid), source_iid)
            elif st.kind == "cant-retire":  # "can't be retired" (104.2; LL24): by effects and
                # costs; the home limit's retiring is the rules' own (616.3)
                for c in self._targets(st, source):
                    self.forbidden_by.setdefault(("retire", c.iid), source_iid)
            elif st.kind == "cant-leave-play":  # 104.2; LL127 (``Table.kept_in_play``)
                for c in self._targets(st, source):
                    self.forbidden_by.setdefault(("leave-play", c.iid), source_iid)
            elif st.kind == "cant-frighten":
                for c in self._targets(st, source):
                    self.cant_frighten.add(c.iid)
                    self.forbidden_by.setdefault(("frighten", c.iid), source_iid)
            elif st.kind == "no-faceoff-power":  # "can't contribute its power to faceoffs"
                self.no_faceoff_power.update(c.iid for c in self._targets(st, source))
            elif st.kind == "stays-when-solved":
                for c in self._targets(st, source):
                    self.stays_when_solved.setdefault(c.iid, source_iid)
            elif st.kind == "no-ready":
                self.no_ready.update(c.iid for c in self._targets(st, source))
            elif st.kind == "cant-ready":  # "can't ready": neither in the Ready step (603.1)
                for c in self._targets(st, source):  # nor by an effect (104.2; AD18)
                    self.no_ready.add(c.iid)
                    self.forbidden_by.setdefault(("ready", c.iid), source_iid)
            elif st.kind == "cant-score":  # "players can't score points" (104.2; AD28, CG23)
                for p in players:
                    if whose(st.who, p, me):
                        self.forbidden_by.setdefault(("score", p), source_iid)
            elif st.kind == "sent-elsewhere":
                for c in self._targets(st, source):
                    self.sent_elsewhere.setdefault(c.iid, source_iid)
            elif st.kind == "loser-dismissed":  # 514.5b, 710
                for c in self._targets(st, source):
                    self.loser_dismissed.setdefault(c.iid, source_iid)
            elif st.kind == "cant-play" and isinstance(st.target, Cards):
                where = None if st.value == "anywhere" else area  # None: anywhere
                if where is not None and not at_problem:
                    continue
                self.cant_play += [
                    (where, p, st.target, source) for p in players if whose(st.who, p, me)
                ]
            elif st.kind == "total-power" and st.value == "troublemaker":  # 514.4a; FF104
                self.troublemaker_total_extra[me] = (
                    self.troublemaker_total_extra.get(me, 0) + st.amount
                )
                self.changed_by.setdefault(("total", None, me), []).append(source_iid)
            elif st.kind == "total-power" and at_problem:  # 514.4a
                assert area is not None
                key = (area, me)
                self.total_extra[key] = self.total_extra.get(key, 0) + st.amount
                self.changed_by.setdefault(("total", *key), []).append(source_iid)
            elif st.kind == "confront-needs" and at_problem:
                assert area is not None
                for p in players:
                    if whose(st.who, p, me):
                        self.confront_needs[(area, p)] = st.amount
            elif st.kind == "cant-confront" and at_problem:
                assert area is not None
                for p in players:
                    if whose(st.who, p, me):
                        self.cant_confront[(area, p)] = source_iid
            elif st.kind == "confront-past-troublemakers" and at_problem:
                assert area is not None
                for p in players:
                    if whose(st.who, p, me):
                        self.confront_past_troublemakers.setdefault((area, p), source_iid)
            elif st.kind == "challenge-cost":
                for c in self._targets(st, source):
                    for p in players:
                        if whose(st.who, p, me):
                            key = (c.iid, p)
                            self.challenge_cost[key] = self.challenge_cost.get(key, 0) + st.amount
            elif st.kind == "challenge-needs":
                for p in players:
                    if whose(st.who, p, me):
                        self.challenge_needs[(source_iid, p)] = st.amount
            elif st.kind == "turn-limit":
                for p in players:
                    key = (st.value, p)
                    if (
                        whose(st.who, p, me)
                        and st.amount < self.turn_limits.get(key, (1 << 30,))[0]
                    ):
                        self.turn_limits[key] = (st.amount, source_iid)
            elif st.kind == "bonus-instead" and at_problem:
                assert area is not None
                self.bonus_instead.setdefault(area, source_iid)

    def _lasting_rule_modifiers(self, players: range) -> None:
        """Lasting modifiers (708.2) on a Problem's bonus and on moving characters:
        "that Problem's bonus is 0 until the end of the turn" ("problem-bonus" on the
        Problem, 210.1; AD106), "that character can't be moved until the end of the turn"
        ("cant-move" on cards: by no player or effect, 506, 104.2; AD146, CGpf6) and "[players]
        can't move [their] characters this turn" ("cant-move-characters": ``player`` the
        one who can't, None every player; ``value`` "own": only the characters they
        control; AD106, AD118)."""
        for e in self.t.state.effects:
            if e.kind == "problem-bonus":
                for iid in e.cards:
                    problem = self.cards.get(iid)
                    if problem is not None and problem.area is not None:
                        self.problem_bonus[problem.area] = e.amount
            elif e.kind == "cant-move":
                for iid in e.cards:
                    if iid in self.cards:
                        self.cant_move.setdefault(iid, set()).update(players)
            elif e.kind == "stays-when-solved":  # "when that character's Problem is solved
                # this turn, ... it isn't sent home instead" (613.2, 710.1; HM99): named by
                # itself, the Event being gone
                for iid in e.cards:
                    if iid in self.cards:
                        self.stays_when_solved.setdefault(iid, iid)
            elif e.kind == "cant-move-characters":
                movers = players if e.player is None else (e.player,)
                for c in self.cards.values():
                    if not ch.is_character(self.t.pool, c):
                        continue
                    who = [p for p in movers if e.value != "own" or c.controller == p]
                    if who:
                        self.cant_move.setdefault(c.iid, set()).update(who)
        for e in self.t.state.effects:  # "while this card remains in play" (AD195)
            if e.kind == "no-ready" and (e.until != "while-in-play" or int(e.value) in self.cards):
                self.no_ready.update(e.cards)


# --- Premiere: abilities read from each player's side (PR161, PR167, PR191) ------------------
def each_players_side(
    statics: list[tuple[int, CardInstance, Static]], players: int
) -> list[tuple[int, CardInstance, Static]]:
    """A ``Static`` with ``each_player`` ("while a player has ..., that player's ...") once
    per player, from that player's side: its source as if that player controlled it (513.5),
    so YOU, OPPONENT, the condition and the cards it names are that player's. The card's
    other abilities and its real controller are untouched."""
    out: list[tuple[int, CardInstance, Static]] = []
    for iid, c, st in statics:
        if not st.each_player:
            out.append((iid, c, st))
            continue
        plain = replace(st, each_player=False)
        out += [(iid, replace(c, controller=p), plain) for p in range(players)]
    return out
