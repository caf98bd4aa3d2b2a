"""What a player, or a spectator, may know of a game: hidden information as a view of the state
(Comprehensive Rules 3.8, zones 401-409 and face-down cards 505), never a different state.

A *viewer* is a player's index, or ``None`` for a spectator, who sees public information only.
The judge sees everything and needs nothing from here.

Public and hidden, by zone (401.1):
- Draw Deck and Problem Deck: not public to any player, their owner included; how many cards
  are left is public (402.2, 403.2). So is their order: nobody may look at it (401.3).
- Hand: not public; its owner may look at it at any time (404.1).
- Play: public unless otherwise noted (405.1). Face-down Troublemakers are not public (505.1d)
  and have no names (505.1d.i); the player who controls one played it from their own hand
  (609.2c, 404.1) and knows it. Other face-down cards, frightened characters among them
  (504.1), keep public printed information (505.1c).
- Queue: a card played is revealed as it is announced (705.2a), unless it is a Troublemaker
  played face-down (505.1d.i), which is treated as in play.
- Discard pile (406.1), Banished zone (407.1, cards beneath a card included, 410.5) and Flip
  zone (409.1, flipped cards are revealed, 515.1): public.

Trace lines are plain text that name a card as ``display_name`` does: "Title, Subtitle #iid".
``seen_steps`` replays a game and judges each card named in a line where it is *as the line is
written*, so "draws X #57" hides X from everyone but the drawer while "discards X #58" shows it.
A card's name written without its ``#iid`` is hidden too when some card hidden from the viewer
has that name and no public card does.

Revealed and looked-at cards: the state records who knows a card its zone hides
(``CardInstance.revealed``, ``looked_at_by``; ``Table.reveal``). A card revealed by an effect
("reveals their hand", the top cards revealed, a card found by a search and revealed, 518.1)
is known to every player and to spectators; a card looked at (the top cards of a deck, a
searched deck, 518.1, a face-down Troublemaker) to the players who looked at it alone. A zone
change makes a new card (410.6), but whoever saw it go there still knows it (``Table.put``): a
card returned from play to a hand is known to everyone, a card looked at on top of a deck and
then drawn to the looker. Only a shuffle makes cards unknown again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from engine.cards import CardPool, CardType
from engine.characteristics import display_name
from engine.game import KEYFRAME_EVERY, Game, perform
from engine.state import CardInstance, GameState, Zone
from engine.table import Table
from engine.trace import TraceEntry

HIDDEN = "a hidden card"  # what a redacted card mention reads as
_MENTION = re.compile(r"#(\d+)\b")

# Why a card in a zone is hidden from those who may not look, with the rule that says so.
ZONE_RULES = {
    Zone.DRAW_DECK: "cards in a Draw Deck are not public to any player, only how many (402.2)",
    Zone.PROBLEM_DECK: (
        "cards in a Problem Deck are not public to any player, only how many (403.2)"
    ),
    Zone.HAND: "cards in a hand are not public; only their owner may look at them (404.1)",
}
FACE_DOWN_TROUBLEMAKER = (
    "face-down Troublemakers are not public (505.1d); only the player who controls one knows it"
)
LOOKED_AT = "looked at by {who} alone; known to them until it is shuffled away (410.6)"
# The rules that make the other zones public, for tooltips.
PUBLIC_RULES = {
    Zone.PLAY: "cards in play are public (405.1); face-down cards other than Troublemakers too "
    "(505.1c)",
    Zone.QUEUE: "a card played is revealed as it is announced (705.2a)",
    Zone.DISCARD: "cards in the discard pile are public (406.1)",
    Zone.BANISHED: "cards in the banished zone are public (407.1)",
    Zone.FLIP: "cards in the flip zone are public (409.1)",
}


def why_hidden(pool: CardPool, card: CardInstance, viewer: int | None) -> str | None:
    """None if ``viewer`` (a player, or None for a spectator) may know which card this is,
    else why not, citing the rule."""
    if card.revealed or (viewer is not None and viewer in card.looked_at_by):
        return None
    if card.zone in (Zone.PLAY, Zone.QUEUE):
        if card.face_down and pool[card.card_id].type is CardType.TROUBLEMAKER:
            why = None if viewer == card.controller else FACE_DOWN_TROUBLEMAKER
        else:
            return None
    elif card.zone is Zone.HAND and viewer == card.owner:
        return None
    else:
        why = ZONE_RULES.get(card.zone)
    if why is not None and card.looked_at_by:
        who = " and ".join(f"player {p + 1}" for p in card.looked_at_by)
        why = f"{why}; {LOOKED_AT.format(who=who)}"
    return why


def may_see(pool: CardPool, card: CardInstance, viewer: int | None) -> bool:
    return why_hidden(pool, card, viewer) is None


def hidden_cards(state: GameState, pool: CardPool, viewer: int | None) -> dict[int, str]:
    """Every card ``viewer`` may not know, by instance id, with the rule that hides it."""
    out = {}
    for iid, card in state.cards.items():
        why = why_hidden(pool, card, viewer)
        if why is not None:
            out[iid] = why
    return out


def redact(
    text: str,
    cards: Mapping[int, CardInstance],
    pool: CardPool,
    viewer: int | None,
    shown: Collection[str] = (),
) -> str:
    """``text`` as ``viewer`` may read it: each card it names that the viewer may not know, as
    the cards are in ``cards``, reads "a hidden card". ``shown``: card ids the viewer has seen
    anyway (a card played from hand is revealed as it is played, 705.2a).

    A ``#iid`` that is not in ``cards`` is a card nobody can place: hidden.
    """
    out: list[str] = []
    kept: list[str] = []
    at = 0
    known: set[str] | None = None
    for m in _MENTION.finditer(text):
        card = cards.get(int(m.group(1)))
        if card is not None:
            name = display_name(pool, card)
        else:  # a card named by an id it no longer has: any card name written before it
            if known is None:
                known = {pool[c.card_id].name for c in cards.values()}
            before = text[: m.start()]
            name = max((n for n in known if before.endswith(n + " ")), key=len, default="")
            name = f"{name} {m.group(0)}" if name else ""
        start = m.end() - len(name) if name else m.start()
        if not name or text[start : m.end()] != name or start < at:
            continue  # a bare id ("frightened as #9") names no card
        visible = card is not None and (
            may_see(pool, card, viewer) or card.card_id in shown or not _names(pool, card)
        )
        out.append(text[at:start])
        out.append(name if visible else HIDDEN)
        if visible:
            kept.append(name)
        at = m.end()
    out.append(text[at:])
    result = "".join(out)
    names = _unsafe_names(cards, pool, viewer, shown, result)
    if not names:
        return result
    # names written without an id: hide those of hidden cards, leaving the kept mentions alone
    pattern = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
    pieces = (
        re.split("(" + "|".join(re.escape(k) for k in kept) + ")", result) if kept else [result]
    )
    return "".join(piece if piece in kept else pattern.sub(HIDDEN, piece) for piece in pieces)


def redact_entry(
    line: str,
    cards: Mapping[int, CardInstance],
    pool: CardPool,
    viewer: int | None,
    shown: Collection[str] = (),
) -> str:
    """``redact`` for a trace entry: its text, and its data with ``None`` for each card id
    the viewer may not know (a card nobody can place is hidden, as in ``redact``). A plain
    line (a note) stays a plain line."""
    if not isinstance(line, TraceEntry):
        return redact(line, cards, pool, viewer, shown)
    hidden = [
        iid
        for iid in line.cards
        if iid is not None
        and not (
            (card := cards.get(iid)) is not None
            and (may_see(pool, card, viewer) or card.card_id in shown or not _names(pool, card))
        )
    ]
    return line.redacted(redact(line, cards, pool, viewer, shown), hidden)


def _names(pool: CardPool, card: CardInstance) -> bool:
    """Whether the card's name in a trace says which card it is: a face-down Troublemaker's
    says nothing (505.1d.i)."""
    return not (card.face_down and pool[card.card_id].type is CardType.TROUBLEMAKER)


def _unsafe_names(
    cards: Mapping[int, CardInstance],
    pool: CardPool,
    viewer: int | None,
    shown: Collection[str],
    text: str,
) -> set[str]:
    """Names written in ``text`` of cards hidden from ``viewer`` that no public card and
    nothing shown has. A name not in the text changes nothing, so the cards of those names
    are not judged (a trace line names few of the game's cards)."""
    hidden, public = set(), set()
    named: dict[str, str | None] = {}  # card id -> its name if the text has it, else None
    for card in cards.values():
        card_id = card.card_id
        if card_id in named:
            name = named[card_id]
        else:
            name = pool[card_id].name
            name = named[card_id] = name if name in text else None
        if name is None:
            continue
        if card_id in shown or may_see(pool, card, None):
            public.add(name)
        elif not may_see(pool, card, viewer):
            hidden.add(name)
    return hidden - public


@dataclass(frozen=True)
class SeenStep:
    """One step of a game as a viewer may read it: its trace, and what naming its choice needs.

    ``before``: the cards as they were before the step (a choice names them so, 410.6).
    ``shown``: card ids the step's own trace shows the viewer (a card played, discarded,
    flipped), so the choice that did it may name that card too.
    """

    trace: list[str]  # ``engine.trace``: entries, and plain lines (notes)
    before: dict[int, CardInstance]
    shown: frozenset[str]

    def label(self, text: str, pool: CardPool, viewer: int | None) -> str:
        """A description of the step's choice or edit, as ``viewer`` may read it."""
        return redact(text, self.before, pool, viewer, self.shown)


class _RememberingCards(dict[int, CardInstance]):
    """The cards of a state that also keep each card as it was just before it left, and the
    card it became (a new id on every zone change, 410.6): a trace line often names a card by
    the id it had before the move it describes ("discards X #12" as #12 becomes #40)."""

    def __init__(self, cards: Mapping[int, CardInstance]) -> None:
        super().__init__(cards)
        self.gone: dict[int, CardInstance] = {}
        self.became: dict[int, int] = {}
        self._left: int | None = None

    def __delitem__(self, iid: int) -> None:
        self._leave(iid)
        super().__delitem__(iid)

    def pop(self, iid: int, *default: object) -> CardInstance:  # type: ignore[override]
        if iid in self:
            self._leave(iid)
        return super().pop(iid, *default)  # type: ignore[arg-type, return-value]

    def _leave(self, iid: int) -> None:
        self.gone[iid] = self[iid]
        self._left = iid

    def __setitem__(self, iid: int, card: CardInstance) -> None:
        left = self._left
        if iid not in self and left is not None and self.gone[left].card_id == card.card_id:
            self.became[left] = iid  # Table.put: the old card goes, the new one comes (410.6)
            self._left = None
        super().__setitem__(iid, card)

    def find(self, iid: int) -> CardInstance | None:
        return self.get(iid) or self.gone.get(iid)

    def now(self, iid: int) -> CardInstance | None:
        """The card it has become, wherever it is now."""
        while iid in self.became:
            iid = self.became[iid]
        return self.get(iid)


class _Placing(Mapping[int, CardInstance]):
    """Cards where they are as a line is written, else as they last were, else as they were
    before the step: ``placed`` holds those there were before the step or are now, ``find``
    finds the others (cards that came and went during the step)."""

    def __init__(
        self, placed: dict[int, CardInstance], find: Callable[[int], CardInstance | None]
    ) -> None:
        self.placed = placed
        self.find = find

    def __getitem__(self, iid: int) -> CardInstance:
        card = self.placed.get(iid) or self.find(iid)
        if card is None:
            raise KeyError(iid)
        return card

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.placed)

    def __len__(self) -> int:
        return len(self.placed)

    def values(self):  # type: ignore[no-untyped-def]  # every line reads them all
        return self.placed.values()


class _Witness(Table):
    """A table that writes each trace line as ``viewer`` may read it, as it is written."""

    def __init__(self, state: GameState, pool: CardPool, viewer: int | None) -> None:
        super().__init__(state, pool)
        self.viewer = viewer
        self.before: dict[int, CardInstance] = {}
        self.shown: set[str] = set()

    def start_step(self) -> None:
        cards = _RememberingCards(self.state.cards)
        self.state.cards = cards
        self.before = dict(cards)
        self.shown = set()

    def write(self, line: str) -> None:
        cards = self.state.cards
        before = self.before
        if isinstance(cards, _RememberingCards):
            # now, else as they last were (gone during the step), else as before it
            gone = {iid: c for iid, c in cards.gone.items() if iid in before}
            placing = _Placing({**before, **gone, **cards}, cards.find)
        else:
            placing = _Placing({**before, **cards}, cards.get)
        shown = set()
        for m in _MENTION.finditer(line):
            iid = int(m.group(1))
            card = placing.get(iid)
            if card is not None and may_see(self.pool, card, self.viewer):
                shown.add(card.card_id)
            # a card named as it was, that went where the viewer sees it (a discard, 406.1)
            now = cards.now(iid) if isinstance(cards, _RememberingCards) else None
            if now is not None and may_see(self.pool, now, self.viewer):
                shown.add(now.card_id)
        self.shown |= shown
        self.trace.append(redact_entry(line, placing, self.pool, self.viewer, shown))


def seen_steps(game: Game, viewer: int | None) -> list[SeenStep]:
    """Every step of ``game`` (0: the set-up) as ``viewer`` may read it, replaying the game
    once from its first state."""
    first = game.initial_state()
    set_up = SeenStep(
        [redact_entry(line, first.cards, game.pool, viewer) for line in game.traces[0]],
        dict(first.cards),
        frozenset(),
    )
    t = _Witness(first, game.pool, viewer)
    out = [set_up]
    for item in game.history:
        t.start_step()
        perform(t, item)
        out.append(SeenStep(t.trace, t.before, frozenset(t.shown)))
        t.trace = []
    return out


class SeenSteps(Sequence[SeenStep]):
    """``seen_steps`` worked out a step at a time, as asked for (a replay shows one step at a
    time): step ``n`` replays from the game's keyframe before it, at most ``KEYFRAME_EVERY``
    steps, and keeps the steps it passes. Each step reads exactly as in ``seen_steps``: a
    step's view depends only on the state before it and what it did. In a record opened
    lazily, the game checks those steps first (``Game.trace``; ``RecordError`` if one does not
    replay as recorded).

    It reads the game's steps as they are: make a new one when they change."""

    def __init__(self, game: Game, viewer: int | None) -> None:
        self.game = game
        self.viewer = viewer
        self._steps: dict[int, SeenStep] = {}

    def __len__(self) -> int:
        return self.game.step + 1

    def __getitem__(self, step: int) -> SeenStep:  # type: ignore[override]
        if not isinstance(step, int):
            raise TypeError("a step is a whole number")
        if step < 0:
            step += len(self)
        if not 0 <= step < len(self):
            raise IndexError(f"step {step} is outside 0..{len(self) - 1}")
        if step not in self._steps:
            self._work_out(step)
        return self._steps[step]

    def _work_out(self, step: int) -> None:
        game, pool = self.game, self.game.pool
        game.trace(step)  # checks the steps from the keyframe before it (a record opened lazily)
        keyframes = game.keyframes()
        if step == 0:
            first = keyframes[0]
            self._steps[0] = SeenStep(
                [redact_entry(line, first.cards, pool, self.viewer) for line in game.trace(0)],
                dict(first.cards),
                frozenset(),
            )
            return
        # the keyframe before the step, then every step up to the next keyframe
        base = max(k for k in keyframes if k < step)
        t = _Witness(keyframes[base].copy(), pool, self.viewer)
        end = min(base + KEYFRAME_EVERY, game.step)
        for n in range(base + 1, end + 1):
            t.start_step()
            perform(t, game.history[n - 1])
            self._steps[n] = SeenStep(t.trace, t.before, frozenset(t.shown))
            t.trace = []
