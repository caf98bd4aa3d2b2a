"""The game state with the card pool and a trace: the primitives every rule is built from.

Zone changes (410) create a new card record with a new instance id (410.6); moving between
areas keeps the card (506). Every primitive writes a trace line citing its rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import fields, is_dataclass, replace
from functools import cache

from engine import characteristics as ch
from engine import manual, registry
from engine.agenda import ApplyManually, ChooseAsEntering, EnteredPlay, LastKnown, Replace
from engine.areas import Area, AreaKind, dilemma_area, home
from engine.cards import CHARACTER_TYPES, CardDefinition, CardPool, CardType
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    FIRST_FRIEND_HERE,
    Cards,
    Condition,
    Discard,
    LoseTokens,
    Replacement,
    Static,
    Trigger,
    Triggered,
)
from engine.state import CardInstance, GameState, Mode, Occurrence, Outcome, Zone
from engine.tokens import copied_id, is_token, original_id
from engine.trace import JUDGE, MOVE, REFUSAL, SCORE, ZONE, TraceEntry
from engine.view import View, played_trait, static_abilities

WINNING_SCORE = 15  # 103.2
# Fields of a card in play that change no ``placement`` (readied or exhausted, counters).
STATUS_FIELDS = frozenset({"exhausted", "counters"})
# Zones whose cards are not public (402.2, 403.2, 404.1): what ``Table.reveal`` records.
HIDDEN_ZONES = frozenset({Zone.DRAW_DECK, Zone.PROBLEM_DECK, Zone.HAND})


def _same(name: object, cached: object, fresh: object) -> None:
    """``Table.check_caches``: fail, saying which part differs, if a cached value is stale."""
    if cached == fresh:
        return
    if isinstance(cached, tuple) and isinstance(fresh, tuple) and len(cached) == len(fresh):
        part = next(i for i, (x, y) in enumerate(zip(cached, fresh, strict=True)) if x != y)
        cached, fresh, name = cached[part], fresh[part], f"{name}[{part}]"
    if isinstance(cached, dict) and isinstance(fresh, dict):
        keys = sorted({*cached, *fresh} - {k for k in cached if cached.get(k) == fresh.get(k)})
        cached = {k: cached.get(k) for k in keys}
        fresh = {k: fresh.get(k) for k in keys}
    raise AssertionError(f"stale cache {name}: cached {cached!r}, recomputed {fresh!r}")


@cache
def occurrence(kind: str, player: int, via: str = "") -> Occurrence:
    """An occurrence naming no card ("phase-start", "drew", "action", ...): the same few recur
    all game, so each is built once (frozen, so shared safely)."""
    return Occurrence(kind, player, via=via)


def turn_order(t: Table, starting: int | None = None) -> list[int]:
    """Players in turn order from ``starting`` (default: the first player)."""
    first = starting if starting is not None else t.state.first_player or 0
    return [first, t.state.opponent(first)]


def _watches_discard(d: CardDefinition) -> bool:
    """Whether a card's script has a trigger on any card entering a discard pile (AD141)."""
    return _watches(d, "entered-discard")


def _watches_self_on_deck(d: CardDefinition) -> bool:
    """Whether a card's script triggers on itself being put on top of its owner's deck
    (``Trigger("put-on-deck", value="this")``, LL100)."""
    script = registry.script_for(d.id)
    return script is not None and any(
        isinstance(x, Triggered) and x.when.event == "put-on-deck" and x.when.value == "this"
        for x in script.abilities
    )


def _watches(d: CardDefinition, event: str) -> bool:
    script = registry.script_for(d.id)
    return script is not None and any(
        isinstance(x, Triggered) and x.when.event == event
        for x in (*script.abilities, *script.boosted)
    )


def replaces_sending_home(d: CardDefinition) -> bool:
    """Whether a card's script replaces a character being sent home (SB107)."""
    script = registry.script_for(d.id)
    return script is not None and any(
        isinstance(x, Replacement) and x.occurrence == "sent-home"
        for x in (*script.abilities, *script.boosted)
    )


def _watches_sent_home(d: CardDefinition) -> bool:
    """Whether a card's script has a trigger on it being sent home (DE56)."""
    script = registry.script_for(d.id)
    return script is not None and any(
        isinstance(x, Triggered) and x.when.event == "sent-home"
        for x in (*script.abilities, *script.boosted)
    )


def _watches_scored(d: CardDefinition) -> bool:
    """Whether a card's script has a trigger on a player scoring points (ST2)."""
    script = registry.script_for(d.id)
    return script is not None and any(
        isinstance(x, Triggered) and x.when.event == "scored"
        for x in (*script.abilities, *script.boosted)
    )


class Table:
    # Recompute every cached value on each read and fail if it differs (tests and
    # ``engine.selfplay --check-caches``): proves that what invalidates the caches is complete.
    check_caches = False

    def __init__(self, state: GameState, pool: CardPool) -> None:
        self.state = state
        self.pool = pool
        self.trace: list[str] = []  # ``engine.trace``: entries, and plain lines (notes)
        self.version = 0  # bumped by every change to cards, so derived views can be cached
        # Bumped only when which cards are in play, where, or how they are turned, boosted,
        # attached or controlled changes (not by readying, counters, other zones, lasting
        # effects or the clock): values derived from that alone (``derived(placed=True)``:
        # the checks of 511.2-511.6 and 516, the cards with triggered abilities) are kept
        # while only those others change.
        self.placement = 0
        # The bumps of ``version`` made by changes to cards outside play alone (hands, decks,
        # discard piles, flipped and banished cards): a view that read no zone but play
        # (``View.reads_zones``) stays current through them (``view``).
        self.outside_play = 0
        self._view: tuple[GameState, int, int, View] | None = None
        self._derived: dict[str, tuple[GameState, int, object]] = {}
        # (state, placement) at which Pre-Priority Processing's checks and uniqueness found
        # nothing to do (``flow.advance``): most agenda items change nothing they look at.
        self._clean: tuple[GameState, int] | None = None
        self.interrupts: list[object] = []  # agenda items a primitive asks to run next
        self.waves = 0  # waves of triggered effects since the last decision (802.3)
        self.asked: tuple[object, GameState, object] | None = None  # see ResolveRules._ask
        # Cards that left play in this step, as they last existed there, by their id in play
        # (``put``): the occurrence of their leaving and the instruction that made them leave
        # carry the record on (712.2); a token that ceased to exist (521.3, 521.4) is known
        # only by it, and its own "leaves play" abilities look back at it (521.2, 701.3).
        self.left: dict[int, LastKnown] = {}
        # cards that had lost their abilities as they left play ("loses and can't have
        # abilities", ``View.blank``): their leave-play abilities don't trigger (712.2)
        self.left_blank: set[int] = set()
        # Each card's new id, by its old one, as it changes zones (``put``, 410.6) or is turned
        # face-down (``renew``, 505.3); ``Game`` collects them per step (``Game.new_id``).
        self.became: dict[int, int] = {}
        # the banished cards beneath each card as it left play (410.5), by its id in play:
        # "put any cards beneath it into their owner's hand" (``WAS_BENEATH``; CN164)
        self.left_beneath: dict[int, tuple[int, ...]] = {}
        # Hosts leaving play whose attachments stay until Pre-Priority Processing dismisses
        # them (511.2), so they see the host's defeat ("when you defeat that Troublemaker",
        # CN147; ``faceoff.defeat``); elsewhere they go with it (``_unattach``)
        self.unattach_later: set[int] = set()

    # --- derived characteristics (702, 708, 711) -------------------------------------------
    def view(self) -> View:
        """Every card's current power, colours, traits and keywords with modifiers applied.

        Built again when ``version`` changes, unless only cards outside play changed and the
        view read none of them (``View.reads_zones``)."""
        cached = self._view
        if cached is not None and cached[3].tokens_changed(self.state):
            self.version += 1  # "+1 power for each of your action tokens" (AD73)
        if cached is None or cached[0] is not self.state or cached[1] != self.version:
            if cached is not None and self._view_current(cached):  # only what it did not read
                view = cached[3]
                if self.check_caches:
                    _same("view", view.snapshot(), View(self).snapshot())
            else:
                view = View(self)
            cached = self._view = (self.state, self.version, self.version - self.outside_play, view)
        elif self.check_caches:
            _same("view", cached[3].snapshot(), View(self).snapshot())
        return cached[3]

    def _view_current(self, cached: tuple[GameState, int, int, View]) -> bool:
        return cached[0] is self.state and (
            cached[1] == self.version
            or (not cached[3].reads_zones and cached[2] == self.version - self.outside_play)
        )

    def clock_changed(self) -> None:
        """The phase, turn or turn player changed. Cached values go stale only if the current
        view read them (a static ability with a condition); card-only values never do.

        A view that is not current needs nothing: every cached value that reads the view
        built it before the last change to it, so none of them is current either."""
        cached = self._view
        if cached is not None and self._view_current(cached) and cached[3].reads_clock:
            self.version += 1

    def is_clean(self) -> bool:
        """Whether the game's checks (511.2-511.6, 516) found nothing at this placement."""
        clean = self._clean
        return clean is not None and clean[0] is self.state and clean[1] == self._clean_key()

    def mark_clean(self) -> None:
        self._clean = (self.state, self._clean_key())

    def _clean_key(self) -> int | tuple[int, int]:
        """What the checks' findings rest on: where cards are (``placement``), and in a game
        whose cards grant Epic (MT113: "while this card has at least 3 +1 power counters on
        it, it is Epic", MT95) the version too, Epic deciding uniqueness (516.4)."""
        if self.grants_epic():
            return (self.placement, self.version)
        return self.placement

    def grants_epic(self) -> bool:
        """Whether a card of the game can make a card Epic by a modifier (711; MT95, MT113):
        then uniqueness (516.4) may change with counters and modifiers, not only placement."""
        return self.pool.any_card("grants-epic", _grants_epic)

    def derived(self, name: str, compute: Callable[[], object], placed: bool = False) -> object:
        """A value derived from the cards in the state, computed once per state version;
        ``placed``: from where the cards in play are alone, once per ``placement``."""
        cached = self._derived.get(name)
        version = self.placement if placed else self.version
        if cached is None or cached[0] is not self.state or cached[1] != version:
            cached = self._derived[name] = (self.state, version, compute())
        elif self.check_caches:
            _same(name, cached[2], compute())
        return cached[2]

    def power(self, iid: int) -> int | None:
        return self.view().power(iid)

    def colours(self, iid: int) -> tuple[object, ...]:
        return self.view().colours(iid)

    def traits(self, iid: int) -> frozenset[str]:
        return self.view().traits(iid)

    def keyword(self, iid: int, name: str) -> int | None:
        """The keyword's value (0 if it has none) or None if the card lacks it."""
        return self.view().keyword(iid, name)

    def last_known(self, iid: int) -> LastKnown:
        """Card ``iid`` in play as it is now: what is remembered of it once it has left
        (712.2), with its current power, colours and traits (711), and whether it is
        face-down (none of those then: 505.1a, 505.1b), exhausted or frightened (503, 504)."""
        c = self.state.cards[iid]
        view = self.view()
        return LastKnown(
            iid,
            None,
            c.card_id,
            c.owner,
            c.controller,
            c.area,
            view.power(iid),
            tuple(str(colour) for colour in view.colours(iid)),
            tuple(sorted(view.traits(iid))),
            c.counters,
            c.chosen,
            c.face_down,
            c.exhausted,
            c.frightened,
        )

    def emit(self, occurrence: Occurrence) -> None:
        """Something happened: triggered abilities watching for it trigger (704.1b, 704.1c).

        A card entering play with choices still to make as it enters (706.1a) triggers
        "when it enters play" abilities only after them (706.1d): the occurrence waits."""
        if self.interrupts and self._choosing(occurrence.card):
            o = occurrence
            self.interrupts.append(EnteredPlay(o.kind, o.player, o.card, o.card_id, o.area, o.via))
            return
        if occurrence.kind == "played" and occurrence.player is not None:
            self.count_play(occurrence)
        elif occurrence.kind == "discarded" and occurrence.player is not None:
            self.count_this_turn("discard", occurrence.player)  # before triggers read it (EO30)
        elif (
            occurrence.kind == "moved"
            and occurrence.player is not None
            and occurrence.card_id is not None
            and self.pool[occurrence.card_id].type in CHARACTER_TYPES
        ):
            self.count_this_turn("move", occurrence.player)  # characters moved (SB51)
            self.record_move(occurrence)  # FF95
        elif occurrence.kind == "tokens-received" and occurrence.player is not None:
            self.count_this_turn("tokens", occurrence.player, occurrence.amount)  # EO16
        elif (
            occurrence.kind in ("dismissed", "retired", "left-play")
            and occurrence.player is not None
            and occurrence.card_id  # a token's id spells its definition (521.1: not ``get``)
            and self.pool[occurrence.card_id].type is CardType.FRIEND
        ):  # "if a Friend left play this turn" (LL25)
            self.count_this_turn("friend-left", occurrence.player)
        if (
            occurrence.kind in ("played", "put-into-play")
            and occurrence.player is not None
            and occurrence.card_id  # a token's id spells its definition (521.1: not ``get``)
            and self.pool[occurrence.card_id].type is CardType.FRIEND
        ):  # "if it was the third Friend that entered play this turn" (706.1d; LL81)
            self.count_this_turn("friend-entered", occurrence.player)
        self.state.recent.append(occurrence)
        registry.trigger(self, occurrence)
        manual.stop(self, occurrence)  # text the engine does not automate: ask the judge

    def record_move(self, o: Occurrence) -> None:
        """A character moved this turn and the area it was moved from, its previous area
        ("send a character that was moved this turn to its previous area", FF95; 506.1): the
        memo flag ``this-turn:moved-from:<card>:<area>``, the latest move's, ended with the
        turn (616.4); kept only in a game whose cards read it (``turn_counts``)."""
        if o.card is None or o.before is None:
            return
        if not self.pool.any_card("turn-count:moved-from", _reads_count("moved-from")):
            return
        key = f"{MOVED_FROM}{o.card}:"
        kept = frozenset(m for m in self.state.memo if not m.startswith(key))
        self.state.memo = kept | {f"{key}{o.before}"}
        self.clock_changed()

    def previous_area(self, iid: int) -> Area | None:
        """The area card ``iid`` was last moved from this turn (``record_move``), or None."""
        key = f"{MOVED_FROM}{iid}:"
        return next((Area.parse(m[len(key) :]) for m in self.state.memo if m.startswith(key)), None)

    def count_play(self, o: Occurrence) -> None:
        """A card played counts for "cards played this turn" (AD4, CG80) and for its type
        ("one card of each type per turn", CG4), before triggers read it (704.1)."""
        player = o.player
        assert player is not None
        card_id = o.card_id or (self.state.cards[o.card].card_id if o.card is not None else "")
        if self.count_this_turn("play", player) and card_id:
            self.count_this_turn(f"play-type:{self.pool[card_id].type.value}", player)
            d = self.pool[card_id]
            for trait in d.traits:  # "your first Griffon Friend each turn" (FF23, FF31)
                self.count_this_turn(played_trait(d.type, trait), player)
        if (
            card_id
            and o.area is not None
            and o.area.at_problem
            and self.pool[card_id].type is CardType.FRIEND
        ):  # "the first Friend you play to this Problem each turn" (EO4, MT130)
            self.count_this_turn(friend_played_to(o.area), player)
        d = self.pool[card_id] if card_id else None
        if d is not None and d.type is CardType.FRIEND and (d.power or 0) >= 4:
            # "your first Friend with printed power 4 or more each turn" (507.4; LL19)
            self.count_this_turn("play-big-friend", player)

    def _choosing(self, iid: int | None) -> bool:
        return any(isinstance(i, ChooseAsEntering) and i.card == iid for i in self.interrupts)

    def forget_occurrences(self) -> None:
        """A priority window closed (or a turn began): Reactions answer only what happens from
        now on (512.4d), so the record of instances they answered goes too (512.4c)."""
        s = self.state
        s.recent.clear()
        if s.has_memo("react:"):
            s.memo = frozenset(m for m in s.memo if not m.startswith("react:"))

    # --- reading -------------------------------------------------------------------------
    def card(self, iid: int) -> CardInstance:
        return self.state.cards[iid]

    def name(self, iid: int) -> str:
        return ch.display_name(self.pool, self.state.cards[iid])

    def player_name(self, player: int) -> str:
        return self.state.players[player].name

    def area_name(self, area: Area) -> str:
        if area.kind is AreaKind.HOME:
            return f"{self.player_name(area.owner)}'s home"
        problem = self.problem_at(area)
        what = self.pool[problem.card_id].name if problem else "no Problem"
        if area.kind is AreaKind.DILEMMA:
            return f"Dilemma {what} [{area}]" if problem else f"the former Dilemma area [{area}]"
        return f"Problem {what} [{area}]"

    def at(self, area: Area) -> tuple[CardInstance, ...]:
        """The cards in play at ``area`` (501), in play order; worked out once per version."""
        return self.derived("by-area", self._by_area).get(area, ())  # type: ignore[attr-defined, no-any-return]

    def _by_area(self) -> dict[Area, tuple[CardInstance, ...]]:
        out: dict[Area, list[CardInstance]] = {}
        cards = self.state.cards
        for iid in self.state.play:
            c = cards[iid]
            if c.area is not None:
                out.setdefault(c.area, []).append(c)
        return {area: tuple(here) for area, here in out.items()}

    def problem_at(self, area: Area) -> CardInstance | None:
        for c in self.at(area):
            if ch.is_type(self.pool, c, CardType.PROBLEM):
                return c
        return None

    def problem_areas(self) -> list[Area]:
        """Areas with a Problem in play: players' Problems owner by owner (501.1), then
        Dilemmas' areas (522.2a)."""
        return list(self.derived("problem-areas", self._problem_areas, placed=True))  # type: ignore[call-overload]

    def _problem_areas(self) -> list[Area]:
        cards, pool = self.state.cards, self.pool
        return sorted(
            (
                c.area
                for c in (cards[i] for i in self.state.play)
                if c.area is not None and ch.is_type(pool, c, CardType.PROBLEM)
            ),
            key=lambda area: (area.kind is AreaKind.DILEMMA, area),
        )

    def mane_of(self, player: int) -> CardInstance | None:
        for iid in self.state.play:
            c = self.state.cards[iid]
            if c.owner == player and self.pool[c.card_id].type is CardType.MANE:
                return c
        return None

    def home_limit(self, player: int) -> int | None:
        """The player's home limit: their Mane Character's, with modifiers (616.3); None: none.
        Reduced below 0 (two AD56 each taking 2), it is 0: no number of Friends is fewer than
        none, and 616.3 retires Friends down to the limit, so all of them."""
        mane = self.mane_of(player)
        base = None if mane is None else ch.home_limit(self.pool, mane)
        return None if base is None else max(0, base + self.view().home_limit_extra[player])

    def friends_at_home(self, player: int) -> list[int]:
        """The Friends ``player`` controls at their home that count towards their home limit
        (616.3; "Critter Friends don't count towards your home limit")."""
        found = [
            c.iid
            for c in self.at(home(player))
            if c.controller == player
            and (ch.is_type(self.pool, c, CardType.FRIEND) or c.iid in self.view().also_friends)
        ]
        exempt = self.view().home_limit_exempt if found else ()
        return [i for i in found if i not in exempt]

    def problem_bonus(self, problem: CardInstance) -> int:
        """A Problem's bonus points (210.1), as modifiers set them ("that Problem has 0 bonus
        points"), then increased ("this card's Problem's bonus is increased by 1", LL15: an
        increase applies to the bonus as set, whichever came first)."""
        view = self.view()
        set_to = view.problem_bonus.get(problem.area) if problem.area else None
        bonus = set_to if set_to is not None else self.pool[problem.card_id].problem_bonus or 0
        return bonus + (view.problem_bonus_extra.get(problem.area, 0) if problem.area else 0)

    def characters_at(self, area: Area, player: int) -> list[CardInstance]:
        return [
            c for c in self.at(area) if c.controller == player and ch.is_character(self.pool, c)
        ]

    def colour_power(self, player: int, colour: object) -> int:
        """A player's power of a colour (507.3): face-up characters they control in play."""
        return self.derived("colour-power", self._colour_powers).get((player, colour), 0)  # type: ignore[union-attr, no-any-return]

    def _colour_powers(self) -> dict[tuple[int, object], int]:
        view, pool, out = self.view(), self.pool, {}
        for c in self.state.in_play():  # "also a [colour] Friend" too (AD126)
            if ch.is_character(pool, c) or c.iid in view.also_friends:
                for colour in view.colours(c.iid):
                    key = (c.controller, colour)
                    out[key] = out.get(key, 0) + (view.power(c.iid) or 0)
        return out

    def unknown_top(self, player: int, zone: Zone) -> list[int]:
        """Observed mode: the cards on top of a deck whose order nobody knows."""
        out = []
        for iid in self.state.zone_list(zone, player):
            if not self.state.cards[iid].unordered:
                break
            out.append(iid)
        return out

    def log(self, line: str) -> None:
        """Write a line with no data beyond its text: a "note" (``engine.trace``), kept as
        the plain string it is (``trace.entry`` reads it as an entry)."""
        self.write(line)

    def note(
        self,
        kind: str,
        text: str,
        cards: Iterable[int | None] = (),
        numbers: Iterable[int] = (),
        rules: Iterable[str] = (),
    ) -> None:
        """Write a trace entry of ``kind`` from its data; its line is ``text`` followed by
        its rule numbers (``engine.trace``)."""
        self.write(TraceEntry(kind, text, cards, numbers, rules))

    def write(self, line: str) -> None:
        self.trace.append(line)

    def ask_judge(
        self,
        iid: int,
        printed_on: str | None = None,
        texts: tuple[str, ...] | None = None,
        occasion: str = "",
    ) -> None:
        """The card has text the engine does not automate: say so, and stop for the judge to
        apply it with edits (``agenda.ApplyManually``) before the game goes on.
        ``printed_on``: the card id of a Friend whose printed abilities it has (copied);
        ``texts``: only these paragraphs, asked ``occasion`` (``engine.manual.stop``)."""
        c = self.state.cards[iid]
        boosted = "(Boosted) "
        manual = texts or tuple(
            text
            for text in self.pool.facts("manual", _manual_abilities)[printed_on or c.card_id]  # type: ignore[attr-defined]
            if printed_on or text.startswith(boosted) == c.boosted
        )
        if manual and ApplyManually(iid, manual) not in self.interrupts:
            copied = f" (copied from {self.pool[printed_on].name})" if printed_on else ""
            when = f" ({self.name(iid)}, {occasion})" if occasion else ""
            text = f"  not automated, judge to apply{copied}{when}: {' | '.join(manual)}"
            self.note(JUDGE, text, cards=(iid,))
            self.interrupts.append(ApplyManually(iid, manual))

    # --- randomness ----------------------------------------------------------------------
    def rng(self) -> random.Random:
        """The next random source of the seeded mode; the count of draws is part of the state."""
        s = self.state
        s.rng_draws += 1
        return random.Random(f"{s.seed}:{s.rng_draws}")

    # --- zone changes --------------------------------------------------------------------
    def create(self, card_id: str, owner: int, zone: Zone, **fields: object) -> int:
        self.version += 1
        if zone is Zone.PLAY:
            self.placement += 1
        else:
            self.outside_play += 1
        iid = self.state.next_iid
        self.state.next_iid += 1
        fields.setdefault("controller", owner)
        self.state.cards[iid] = CardInstance(iid, card_id, owner, zone, **fields)  # type: ignore[arg-type]
        return iid

    def put(
        self,
        iid: int,
        zone: Zone,
        *,
        area: Area | None = None,
        bottom: bool = False,
        face_down: bool = False,
        player: int | None = None,
        by: int | None = None,
    ) -> int | None:
        """Put a card in a zone as a new card (410.6); returns its new instance id, or None
        for a token, which ceases to exist as it enters a zone other than play (521.3).

        ``by``: the player whose instruction puts it there; a card its owner puts on top of
        their own draw deck is "you put a card on top of your deck" (``Trigger("put-on-deck")``,
        EO5). A hand shuffled into a deck is not put on top of it and names no ``by``.

        Problems that would go to a hand or discard pile go to the bottom of their owner's
        Problem deck instead (303.3); a Dilemma that is no Problem card that would go to a
        Problem deck goes to its owner's discard pile instead (522.3a). A Dilemma enters play
        at an area of its own, whatever ``area`` says, and so does a Problem put into play "as
        a Dilemma" at a Dilemma ``area`` (522.2).
        """
        old = self.state.cards[iid]
        was = self.last_known(iid) if old.zone is Zone.PLAY else None  # 712.2
        if was is not None and iid in self.view().blank:
            self.left_blank.add(iid)
        d = self.pool[old.card_id]
        if d.type is CardType.PROBLEM and zone in (Zone.HAND, Zone.DISCARD):
            zone, bottom = Zone.PROBLEM_DECK, True
        elif d.dilemma and d.type is not CardType.PROBLEM and zone is Zone.PROBLEM_DECK:
            zone, bottom = Zone.DISCARD, False
        if zone is Zone.DISCARD and (source := self._banished_instead(old.owner, d)) is not None:
            zone = Zone.BANISHED  # "if a Friend or Resource would enter your discard pile this
            # phase, banish it instead" (CN127; 710.1, 406)
            self.log(
                f"{self.name(iid)} would enter its owner's discard pile; it is banished "
                f"instead ({source}, 710.1)"
            )
        self.state.zone_list(old.zone, old.owner).remove(iid)
        del self.state.cards[iid]
        self.version += 1  # the card is gone before its attachments leave (511.2)
        if old.zone is Zone.PLAY:
            self.placement += 1
            self._unattach(iid)
            if under := self.beneath(iid):
                self.left_beneath[iid] = tuple(under)
            self._relink_beneath(iid, None)  # 410.5: they stay banished, beneath nothing
        else:
            self.outside_play += 1
        if zone is not Zone.PLAY and is_token(old.card_id):
            if was is not None:
                self.left[iid] = was
            self.log(f"{self.pool[old.card_id].name} #{iid} is a token: it ceases to exist (521.3)")
            return None
        owner = old.owner
        new = self.create(
            old.card_id if zone is Zone.PLAY else original_id(old.card_id),  # (FF76) 410.6
            owner,
            zone,
            area=area,
            face_down=face_down,
            controller=owner if player is None else player,
        )
        as_dilemma = (
            d.type is CardType.PROBLEM and area is not None and area.kind is AreaKind.DILEMMA
        )
        self.became[iid] = new
        if zone in HIDDEN_ZONES:
            self._carry_knowledge(old, new)
        if zone is Zone.PLAY and (d.dilemma or as_dilemma):  # 522.2, 522.2a, 522.2b
            card = self.state.cards[new]
            self.state.cards[new] = replace(card, area=dilemma_area(card.controller, new))
        if was is not None:
            self.left[iid] = replace(was, now=new)
        target = self.state.zone_list(zone, owner)
        if zone in (Zone.DRAW_DECK, Zone.PROBLEM_DECK) and not bottom:
            target.insert(0, new)
        else:
            target.append(new)
        if zone is Zone.PLAY:
            registry.enter_play(self, new)  # 706.1a, 706.1b
        elif zone is Zone.DISCARD and (
            self._discards_watched()
            or self.pool.facts("watches-discard", _watches_discard)[old.card_id]
        ):
            # "when a card enters a discard pile" (AD141): from anywhere; emitted only while
            # a card in play watches for it, or for a card watching itself enter it ("when
            # this card enters your discard pile", DE60), so other games keep their positions
            self.emit(Occurrence("entered-discard", owner, new, old.card_id))
        elif zone is Zone.DRAW_DECK and not bottom and by == owner and self.watched("put-on-deck"):
            # "when you put a card on top of your deck" (EO5): emitted only while a card in play
            # watches for it, like the discard pile's; it names no card, as the card is hidden
            # in the deck and its own abilities don't function there (701.3)
            self_watch = self.pool.facts("watches-self-on-deck", _watches_self_on_deck)
            mine = new if self_watch[old.card_id] else None
            self.emit(Occurrence("put-on-deck", owner, mine, old.card_id))
        elif (
            zone is Zone.DRAW_DECK
            and not bottom
            and by == owner
            and self.pool.facts("watches-self-on-deck", _watches_self_on_deck)[old.card_id]
        ):
            # "when you put this card on top of your deck" (LL100): the card is its own
            # watcher there, its one ability that functions in the deck (701.3)
            self.emit(Occurrence("put-on-deck", owner, new, old.card_id))
        return new

    def _sent_home_watched(self) -> bool:
        watches = self.pool.facts("watches-sent-home", _watches_sent_home)
        return self.derived(  # type: ignore[return-value]
            "sent-home-watch",
            lambda: any(watches[self.state.cards[i].card_id] for i in self.state.play),
            placed=True,
        )

    def _scores_watched(self) -> bool:
        watches = self.pool.facts("watches-scored", _watches_scored)
        return self.derived(  # type: ignore[return-value]
            "scored-watch",
            lambda: any(watches[self.state.cards[i].card_id] for i in self.state.play),
            placed=True,
        )

    def _discards_watched(self) -> bool:
        watches = self.pool.facts("watches-discard", _watches_discard)
        return self.derived(  # type: ignore[return-value]
            "discard-watch",
            lambda: any(watches[self.state.cards[i].card_id] for i in self.state.play),
            placed=True,
        )

    def watched(self, event: str) -> bool:
        """Whether a card in play has a trigger on ``event``: occurrences only some cards read
        ("put-on-deck", EO5; "drew-card", EO145) are emitted only then, so that other games
        keep their recorded positions."""
        if not self.pool.any_card(f"watches:{event}", lambda d: _watches(d, event)):
            return False
        watches = self.pool.facts(f"watches:{event}", lambda d: _watches(d, event))
        return self.derived(  # type: ignore[return-value]
            f"watch:{event}",
            lambda: any(watches[self.state.cards[i].card_id] for i in self.state.play),
            placed=True,
        )

    def put_token(self, card_id: str, player: int, area: Area, why: str, copy: bool = False) -> int:
        """Put a token (521.1) or, with ``copy``, a token copy (520.2) into play face-up at
        ``area`` under ``player``'s control; it enters play like any card of its type (521.2)."""
        iid = self.create(card_id, player, Zone.PLAY, area=area)
        self.state.play.append(iid)
        name = self.pool[copied_id(card_id)].name
        article = "an" if name[:1] in "AEIOU" else "a"
        what, rule = (
            (f"a token copy of {name}", "520.2") if copy else (f"{article} {name} token", "521.1")
        )
        self.log(
            f"  {self.player_name(player)} puts {what} (#{iid}) into play at "
            f"{self.area_name(area)} ({why}, {rule})"
        )
        registry.enter_play(self, iid)  # 521.2: it enters play like any card (706.1a, 706.1b)
        self.emit(Occurrence("put-into-play", player, iid, card_id, area, via=card_id))
        return iid

    def renew(self, iid: int, **fields: object) -> int | None:
        """The same card in the same place as a different card (505.3): counters go (519.3a).

        A token turned face-down (frightened, 504.1) ceases to exist instead: None (521.4)."""
        if self.state.cards[iid].zone is Zone.PLAY and fields.get("face_down"):
            self._unattach(iid)  # 504.1, 511.3
        # After the attachments went: their leaving may have triggered, and values derived
        # then (``derived``) still listed this card under its old id.
        self.version += 1
        self.placement += 1
        if fields.get("face_down") and is_token(self.state.cards[iid].card_id):
            self.left[iid] = self.last_known(iid)
        old = self.state.cards.pop(iid)
        if fields.get("face_down") and is_token(old.card_id):
            self.state.zone_list(old.zone, old.owner).remove(iid)
            self.version += 1  # ``last_known`` above built a view with the token still there
            self.placement += 1
            self.log(
                f"{self.pool[old.card_id].name} #{iid} is a token turned face-down: it ceases "
                f"to exist (521.4)"
            )
            return None
        new = self.state.next_iid
        self.state.next_iid += 1
        # 505.3: a new card; nothing it chose as it entered play carries over (706.1a)
        self.state.cards[new] = replace(
            old, iid=new, counters=(), exhausted=False, chosen=(), **fields
        )
        self.became[iid] = new
        where = self.state.zone_list(old.zone, old.owner)
        where[where.index(iid)] = new
        if old.area is not None and old.area.kind is AreaKind.DILEMMA and old.area.dilemma == iid:
            # 522.3: the Dilemma is still in play, so its area goes on, named by its new id
            area = dilemma_area(old.area.owner, new)
            for other in self.state.play:
                if self.state.cards[other].area == old.area:
                    self.state.cards[other] = replace(self.state.cards[other], area=area)
        if old.zone is Zone.PLAY:
            self._relink_beneath(iid, new)  # the same physical card: what is beneath stays
        return new

    # --- cards beneath cards (410.5, glossary: Pumped, Spend) ------------------------------
    def beneath(self, host: int) -> list[int]:
        """The banished cards beneath card ``host``, in the order they were put there."""
        cards = self.state.cards
        return [i for p in self.state.players for i in p.banished if cards[i].beneath == host]

    def _relink_beneath(self, host: int, new: int | None) -> None:
        for i in self.beneath(host):
            self.state.cards[i] = replace(self.state.cards[i], beneath=new)

    def banish_beneath(self, iid: int, host: int, why: str) -> int | None:
        """Banish a card (410.5) to beneath card ``host`` in play (glossary: Pumped); a token
        ceases to exist instead (521.3): None."""
        name = self.name(iid)
        new = self.put(iid, Zone.BANISHED)
        if new is None:
            self.log(f"  {name} ceases to exist: a token out of play (521.3)")
            return None
        self.state.cards[new] = replace(self.state.cards[new], beneath=host)
        self.log(f"  {name} is banished to beneath {self.name(host)} ({why}, 410.5)")
        return new

    def spend(self, iid: int, why: str) -> int:
        """Spend a card from beneath a card: put it into the discard pile (glossary: Spend)."""
        host = self.state.cards[iid].beneath
        name = self.name(iid)
        new = self.put(iid, Zone.DISCARD)
        under = f" from beneath {self.name(host)}" if host in self.state.cards else ""
        self.log(f"  {name} is spent{under} into the discard pile ({why}, glossary: Spend)")
        return new

    def _unattach(self, host: int) -> None:
        """Attachments of a card leaving play are dismissed by the game (511.2)."""
        if host in self.unattach_later:
            return  # by Pre-Priority Processing (``flow.pre_priority``)
        for other in list(self.state.play):
            c = self.state.cards.get(other)
            if c is not None and c.attached_to == host:
                self.to_discard(other, "dismissed by the game", "511.2")

    def update(self, iid: int, **fields: object) -> CardInstance:
        self.version += 1
        card = replace(self.state.cards[iid], **fields)
        self.state.cards[iid] = card
        if card.zone is not Zone.PLAY:
            self.outside_play += 1
        elif not fields.keys() <= STATUS_FIELDS:
            self.placement += 1
        if fields.get("exhausted") is False and self.state.effects:
            # "... until it is readied" (CG103): lasting effects that end as it readies (503.3)
            until = f"{UNTIL_READIED}{iid}"
            self.state.effects[:] = [e for e in self.state.effects if e.until != until]
        if "area" in fields and card.zone is Zone.PLAY:
            for other in self.state.play:  # 509.3: attachments are always at their host's area
                o = self.state.cards[other]
                if o.attached_to == iid and o.area != card.area:
                    self.state.cards[other] = replace(o, area=card.area)
        return card

    def exhaust(self, iid: int, by: int | None = None) -> None:
        """Card ``iid`` becomes exhausted (503.2): "when ... becomes exhausted" abilities
        trigger (the "exhausted" occurrence, its controller the player). ``by``: the player
        whose instruction or cost exhausts it, for "when you exhaust ..." ("exhausted-by",
        LL109; emitted only while a card in play watches for it, so other games keep their
        recorded positions)."""
        c = self.update(iid, exhausted=True)
        self.emit(Occurrence("exhausted", c.controller, iid, c.card_id, c.area))
        if by is not None and self.watched("exhausted-by") and iid in self.state.cards:
            self.emit(Occurrence("exhausted-by", by, iid, c.card_id, c.area))

    def _carry_knowledge(self, old: CardInstance, new: int) -> None:
        """A card put into a hand or deck is a new card (410.6), yet whoever saw it go there
        knows it: every player if it was public (in play, a discard pile, face-up) or revealed,
        else the players who had looked at it (a card looked at on top of a deck, then drawn).
        Only a shuffle makes a card unknown again (``shuffle``)."""
        if old.revealed or old.zone not in HIDDEN_ZONES and not old.face_down:
            self.reveal(new)
        for player in old.looked_at_by:
            self.reveal(new, player)

    def reveal(self, iid: int, to: int | None = None) -> None:
        """Card ``iid`` is revealed to every player (``to`` None) or looked at by player ``to``:
        they know it while it stays this card (410.6; ``CardInstance.revealed``). Recorded only
        for a card that is not public: in a deck or hand, or face-down (402.2, 404.1, 505.1d)."""
        c = self.state.cards[iid]
        if c.revealed or (c.zone not in HIDDEN_ZONES and not c.face_down):
            return
        if to is None:
            self.state.cards[iid] = replace(c, revealed=True, looked_at_by=())
        elif to not in c.looked_at_by:
            self.state.cards[iid] = replace(c, looked_at_by=tuple(sorted((*c.looked_at_by, to))))
        else:
            return
        self.version += 1
        if c.zone is not Zone.PLAY:
            self.outside_play += 1

    def kept_in_play(self, iid: int) -> str | None:
        """The name of the card whose lasting "can't leave play this turn" covers card ``iid``
        (``Modify(..., "cant-leave-play")``: the cards it named as it was created, 708.2b;
        104.2; EO113; LL136) or whose continuous "can't leave play" does (LL127), or None."""
        for e in self.state.effects:
            if e.kind == "cant-leave-play" and iid in e.cards:
                return self.pool[e.source].name if e.source in self.pool else e.source
        # a continuous one, ``Static("cant-leave-play")``: "While you have 4 or more Friends
        # here, your Friends here can't leave play" (LL127; 104.2)
        if (
            self.state.cards[iid].zone is Zone.PLAY
            and (source := self.view().forbidden_by.get(("leave-play", iid))) is not None
        ):
            return self.name(source)
        return None

    def _banished_instead(self, owner: int, d: CardDefinition) -> str | None:
        """The card whose lasting "if a Friend or Resource would enter your discard pile this
        phase, banish it instead" covers a card ``d`` of ``owner``'s (``RuleChange
        ("discard-banished")``; CN127), by name, or None."""
        for e in self.state.effects:
            if (
                e.kind == "discard-banished"
                and e.player == owner
                and d.type.value in e.value.split("|")
            ):
                return self.pool[e.source].name if e.source in self.pool else e.source
        return None

    def to_discard(self, iid: int, verb: str, rule: str, replaceable: bool = True) -> int | None:
        """Dismiss or retire a card in play (410.1, 410.2); Mane Characters can't leave (301.5).

        Replacement modifiers apply first (710.2); an optional one waits for the affected
        player's choice (710.5), so the card stays until then and None is returned."""
        # the player doing it, carried for replacements (``abilities.actor_of``), is not said
        doing, _, by = verb.rpartition(" by ")
        shown = doing if by.isdigit() else verb
        card = self.state.cards[iid]
        if self.pool[card.card_id].type is CardType.MANE:
            self.log(f"{self.name(iid)} can't leave play, so is not {shown} (301.5)")
            return None
        if (
            card.zone is Zone.PLAY
            and "by the game" not in verb  # can't be stopped, even by a "can't" (104.3)
            and (source := self.kept_in_play(iid)) is not None
        ):
            self.log(f"{self.name(iid)} can't leave play ({source}, 104.2), so is not {shown}")
            return None
        if card.zone is Zone.PLAY and replaceable:
            occurrence = "dismissed" if verb.startswith("dismissed") else "leave-play"
            found = registry.replacing(self, occurrence, card, verb, rule)
            if found:
                source, index, _, card_id = found[0]
                self.interrupts.append(
                    Replace(iid, occurrence, verb, rule, source.iid, index, card_id)
                )
                names = " and ".join(self.name(f[0].iid) for f in found)
                self.log(f"{self.name(iid)} would be {shown}; {names} may replace that (710.1)")
                return None
        name = self.name(iid)
        in_play = card.zone is Zone.PLAY
        if is_token(card.card_id):
            self.log(f"{name} is {shown} ({rule})")
        new = self.put(iid, Zone.DISCARD)
        if new is not None:
            where = (
                "Problem deck bottom (303.3)"
                if self.state.cards[new].zone is Zone.PROBLEM_DECK
                else "banished zone instead (710.1)"
                if self.state.cards[new].zone is Zone.BANISHED
                else "discard pile"
            )
            self.note(ZONE, f"{name} is {shown} to its owner's {where}", (iid, new), rules=(rule,))
        if in_play:
            kind = (
                "dismissed"
                if verb.startswith("dismissed")
                else "retired"
                if verb.startswith("retired")
                else "left-play"
            )
            self.emit(
                Occurrence(
                    kind,
                    card.controller,
                    iid if new is None else new,  # a token: its last id (521.2)
                    card.card_id,
                    card.area,
                    via=ch.card_type(self.pool, card).value,
                    known=self.left[iid],  # 712.2
                )
            )
        return new

    def send_home(
        self, iid: int, rule: str, replaceable: bool = True, to: Area | None = None
    ) -> None:
        """Send a character home (506.5: not a move). Replacement modifiers asking a player
        ("you may send those characters to other Problems instead", SB107; 710.5) wait for
        the answer, the card staying where it is; ``to``: the Problem such a modifier sent
        it to instead (710.1)."""
        card = self.state.cards[iid]
        target = home(card.controller) if to is None else to
        if card.area == target:
            return
        if (
            to is None
            and replaceable
            and card.area is not None
            and card.area.at_problem
            and self.pool.any_card("replaces-sending-home", replaces_sending_home)
            and (found := registry.replacing(self, "sent-home", card, "sent home", rule))
        ):
            source_card, index, _, card_id = found[0]
            self.interrupts.append(
                Replace(iid, "sent-home", "sent home", rule, source_card.iid, index, card_id)
            )
            self.log(
                f"{self.name(iid)} would be sent home; {self.name(source_card.iid)} may replace "
                f"that (710.1)"
            )
            return
        source = self.view().sent_elsewhere.get(iid) if to is None else None
        if source is not None and card.area is not None and card.area.at_problem:
            # "if this card would be sent home from a Problem, it is sent to another Problem
            # instead" (AD65, 710.1): the first other Problem in play (501.1, 522.2a)
            others = [x for x in self.problem_areas() if x != card.area]
            if others:
                target = others[0]
                rule = f"{rule}; instead: {self.name(source)}, 710.1"
        self.update(iid, area=target)
        self.note(
            MOVE, f"{self.name(iid)} is sent to {self.area_name(target)}", (iid,), rules=(rule,)
        )
        if target == home(card.controller) and self._sent_home_watched():
            # "when this card is sent home" (DE56): emitted only while a card in play watches
            # for it, so other games keep their recorded positions
            self.emit(Occurrence("sent-home", card.controller, iid, card.card_id, target))

    def tokens_forbidden(self, player: int) -> str | None:
        """Why ``player`` can't gain action tokens now: a lasting "cant-gain-tokens" modifier
        ("players can't gain action tokens this turn", LL80; 104.2), or None."""
        for e in self.state.effects:
            if e.kind == "cant-gain-tokens" and e.player == player:
                return f"a lasting effect of {self.pool[e.source].name} forbids it (708.2, 104.2)"
        return None

    def score(
        self,
        player: int,
        points: int,
        why: str,
        with_cards: tuple[int, ...] = (),
        check: bool = True,
    ) -> int:
        """Score points (517.2) and end the game at 15 (103.1, 103.2); returns the points
        scored.

        Once the game is over nothing more is scored (103.1). ``check=False``: other players
        score at the same time; the caller checks for a winner once all have (103.2a).

        ``with_cards``: the cards these points are scored "with" (PR5): the characters
        contributing power to the confront (611.3a, 611.4) or to the Problem faceoff won
        (514.4a, 514.5c). During the Score Phase, for a card whose abilities read it
        (``Condition("scored-with")``), its total is kept in the memo as
        ``scored-with:<card>:<points>`` until the turn ends.

        "Players can't score more than 2 points per turn" (AD75, ``Static("turn-limit")``):
        only the points left under the limit are scored, none once it is reached (104.2)."""
        if self.state.outcome is not None:
            return 0
        p = self.state.players[player]
        source = self.view().score_forbidden_by(player) if points > 0 else None
        if source is not None:  # "players can't score points" (104.2; AD28, CG23)
            self.note(
                REFUSAL,
                f"{p.name} scores no points {why}: {self.name(source)} says they can't "
                f"score points",
                cards=(source,),
                rules=("104.2",),
            )
            return 0
        if points > 0 and (limit := self.turn_limit("score", player)) is not None:
            most, source = limit
            left = max(0, most - self.done_this_turn("score", player))
            if points > left:
                self.note(
                    REFUSAL,
                    f"{p.name} would score {points} point{'s' * (points != 1)} {why}, but "
                    f"{self.name(source)} says players can't score more than {most} points "
                    f"per turn: {left} scored (104.2)",
                    cards=(source,),
                    rules=("104.2",),
                )
                points = left
                if not points:
                    return 0
        self.count_this_turn("score", player, points)
        p.points += points
        counting = [i for i in with_cards if registry.counts_scores(self.pool, self.card(i))]
        if counting and points > 0 and self.state.phase == "Score":
            memo = set(self.state.memo)
            for iid in counting:
                key = f"scored-with:{iid}:"
                old = [m for m in memo if m.startswith(key)]
                total = points + sum(int(m[len(key) :]) for m in old)
                memo.difference_update(old)
                memo.add(f"{key}{total}")
            self.state.memo = frozenset(memo)
            self.clock_changed()
        self.note(
            SCORE,
            f"{p.name} scores {points} point{'s' * (points != 1)} {why}; score {p.points}",
            cards=with_cards,
            numbers=(points, p.points),
        )
        if points > 0 and self._scores_watched():
            # "the first time a player scores a point each turn" (ST2; 517.2): emitted only
            # while a card in play watches for it, so other games keep their recorded positions
            self.emit(Occurrence("scored", player, amount=points))
        if check:
            self.check_win()
        return points

    # --- what players did this turn (AD4, AD75, AD77, AD79, RRf2) --------------------------
    def turn_limit(self, what: str, player: int) -> tuple[int, int] | None:
        """The smallest "can't [``what``] more than N per turn" limit on ``player`` now, and
        the card whose modifier sets it (``Static("turn-limit")``, 104.2), or None."""
        return self.view().turn_limits.get((what, player))

    def done_this_turn(self, what: str, player: int) -> int:
        """How many times (points: how many) ``player`` did ``what`` this turn, as kept by
        ``count_this_turn``."""
        key = f"this-turn:{what}:{player}:"
        return next((int(m[len(key) :]) for m in self.state.memo if m.startswith(key)), 0)

    def count_this_turn(self, what: str, player: int, n: int = 1) -> int:
        """Count ``n`` more of ``what`` ``player`` did this turn ("play": cards played,
        "play-type:[type]": cards of that type played, "draw": cards drawn, "score": points,
        "confront": Problems confronted, "discard": cards discarded, "tokens": action tokens
        received, "move": characters moved, "friend-left": Friends that left play, counted
        for their controller, "friend-entered": Friends that entered play, counted for the
        player who played them or put them into play) in the memo,
        ``this-turn:<what>:<player>:<n>``, ended with the turn (616.4); the new total. Kept
        only in a game whose cards read that count (``turn_counts``): what was done before
        such a card entered play counts too, and other games keep their positions (0)."""
        kind = what.partition(":")[0]  # "play-type:Friend" is read as "play-type"
        if n <= 0 or not self.pool.any_card(f"turn-count:{kind}", _reads_count(kind)):
            return 0
        key = f"this-turn:{what}:{player}:"
        total = self.done_this_turn(what, player) + n
        kept = frozenset(m for m in self.state.memo if not m.startswith(key))
        self.state.memo = kept | {f"{key}{total}"}
        self.clock_changed()
        return total

    def check_win(self) -> None:
        s = self.state
        if s.outcome is not None:
            return
        winners = [i for i, p in enumerate(s.players) if p.points >= WINNING_SCORE]
        if len(winners) > 1:
            self.end(Outcome(None, "both players reached 15 points at once: a draw (103.2a)"))
        elif winners:
            name = s.players[winners[0]].name
            self.end(Outcome(winners[0], f"{name} has 15 or more points (103.2)"))

    def end(self, outcome: Outcome) -> None:
        self.state.outcome = outcome
        self.state.agenda.clear()  # 103.1: no further actions are performed
        self.log(f"Game over: {outcome.reason}")

    def shuffle(self, player: int, problem_deck: bool, rule: str) -> None:
        """Shuffle a deck; every card in it becomes a new card (410.6)."""
        p = self.state.players[player]
        zone = Zone.PROBLEM_DECK if problem_deck else Zone.DRAW_DECK
        cards = p.zone_list(zone)
        old = list(cards)
        if self.state.mode is Mode.SEEDED:
            self.rng().shuffle(old)
        cards.clear()
        unordered = self.state.mode is Mode.OBSERVED
        for iid in old:
            card = self.state.cards.pop(iid)
            cards.append(self.create(card.card_id, card.owner, zone, unordered=unordered))
        what = "Problem deck" if problem_deck else "draw deck"
        self.log(f"{p.name} shuffles their {what} ({len(cards)} cards) ({rule}, 410.6)")


def _manual_abilities(d: CardDefinition) -> tuple[str, ...]:
    return d.manual_abilities


def turn_counts(d: CardDefinition) -> frozenset[str]:
    """What the card reads of what players did this turn (``Table.count_this_turn``): "play"
    for the conditions "cards-played" (AD4) and "played-this-turn" (CG80), "play-type" for
    ``Cards.played_type_this_turn`` (CG4), "confronted" for ``Cards.confronted_this_turn``
    (EO137), "draw" for ``Trigger("drew-nth")`` (RRf2) and the
    condition "drew-this-turn" (CG139), and what its per-turn limits limit
    (``Static("turn-limit")``: AD75, AD77, AD79); "discard" for the condition
    "discarded-this-turn" (EO30); "confront" for the condition "none-confronted" (MT119);
    "move" for "moved-this-turn" (SB51); "friend-entered" for "friends-entered" (LL81)."""
    read = {
        st.value
        for side in (False, True)
        for st in static_abilities(d, side)
        if st.kind == "turn-limit" and st.value
    }
    script = script_for(d.id)
    for piece in _pieces(script) if script is not None else ():
        if isinstance(piece, Condition):
            read.update(_CONDITION_COUNTS.get(piece.kind, ()))
        elif isinstance(piece, Trigger) and piece.event == "drew-nth":
            read.add("draw")
        elif isinstance(piece, Cards) and piece.played_type_this_turn:
            read.add("play-type")
        elif isinstance(piece, LoseTokens) and piece.not_gained_this_turn:
            read.add("tokens")  # "action tokens that weren't gained this turn" (EO16)
        elif isinstance(piece, Cards) and piece.confronted_this_turn:
            read.add("confronted")  # "a Problem you confronted this turn" (EO137)
        elif isinstance(piece, Cards) and piece.moved_this_turn:
            read.add("moved-from")  # "a character that was moved this turn" (FF95)
        elif isinstance(piece, Static) and piece.value == FIRST_FRIEND_HERE:
            read.add("friend-to")  # "your first Friend ... this card's Problem" (EO4, MT130)
        elif isinstance(piece, Discard) and piece.any_number:
            read.add("discard")  # "for each card discarded this way" (LL68, LL3)
    return frozenset(read)


_CONDITION_COUNTS = {
    "cards-played": ("play",),
    "played-this-turn": ("play",),
    "drew-this-turn": ("draw",),
    "discarded-this-turn": ("discard",),
    "won-problem-faceoff-by": ("problem-margin",),
    "none-confronted": ("confront",),  # MT119, HM144
    "none-played": ("play", "play-trait"),  # FF23, FF31
    "friend-left-this-turn": ("friend-left",),  # LL25
    "no-big-friend-played": ("play-big-friend",),  # LL19
    "not-confronted-this-turn": ("confronted",),  # DE40
    "moved-this-turn": ("move",),
    "won-faceoff-this-turn": ("faceoff-won",),  # LL105
    "friends-entered": ("friend-entered",),  # LL81
}

# the memo flag of a character moved this turn: ``MOVED_FROM<card>:<area it came from>``
MOVED_FROM = "this-turn:moved-from:"


def _pieces(value: object) -> Iterator[object]:
    """Every script piece inside ``value`` (dataclasses and tuples of them), ``value`` too."""
    yield value
    if isinstance(value, tuple):
        for item in value:
            yield from _pieces(item)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from _pieces(getattr(value, f.name))


def _reads_count(what: str) -> Callable[[CardDefinition], bool]:
    return lambda d: what in turn_counts(d)


# a lasting effect's ``until`` for "until it is readied" (CG103), followed by the card's id
UNTIL_READIED = "readied:"
# the lasting effect of ``CostReduction(every=True)``: every card it fits costs less until it
# ends, none spends it ("pay [1] less for Events until the end of the faceoff", HM1; 705.2b)
EVERY_REDUCTION = "cost-reduction-every"
# the lasting effect of ``ReduceRequirements(next_card=True)``: the next card its player plays
# this turn asks less power of that colour, and that play spends it (LL113; 205.1, 708.2)
NEXT_REQUIREMENT = "requirement-reduction-next"


def friend_played_to(area: Area) -> str:
    """The ``count_this_turn`` key of the Friends a player played to the Problem at ``area``
    this turn (EO4, MT130)."""
    return f"friend-to:{area.owner}.{area.dilemma}"


def _grants_epic(d: CardDefinition) -> bool:
    """Whether a card's script can make a card Epic (a trait granted by a modifier, 711), or
    take Unique away ("lose and can't have Unique", LL140): uniqueness then follows them."""
    text = repr(script_for(d.id))
    return "'Epic'" in text or "'lose-trait'" in text
