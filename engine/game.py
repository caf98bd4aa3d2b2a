"""A game as a sequence of steps: decisions, choices, judge edits, rewind and fork.

Like python-chess's ``Board`` over its move stack: ``apply`` pushes a choice, ``rewind`` goes
back exactly (from the nearest keyframe, then replaying), ``fork`` starts a new line of play.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine import agenda as a
from engine import flow, loops, manual, priority, reasons
from engine.areas import home
from engine.cards import DRAW_DECK_TYPES, CardPool, CardType
from engine.choices import (
    ActivateAbility,
    Choice,
    Concede,
    Decision,
    DecisionKind,
    DismissForUniqueness,
    MoveCharacter,
    PlayCard,
    Reveal,
    UseManualText,
)
from engine.edits import JudgeEdit, apply_edit
from engine.errors import (
    DeckError,
    IllegalChoiceError,
    InconsistentObservationError,
    InvalidEditError,
    UnendingLoopError,
)
from engine.explain import AbilityInfo, Explanation
from engine.position import write_position
from engine.state import GameState, Mode, Outcome, PlayerState, Zone
from engine.table import Table

ACTIONS = (PlayCard, ActivateAbility, MoveCharacter, UseManualText)
KEYFRAME_EVERY = 16  # steps between stored states; rewinding replays fewer than this


@dataclass(frozen=True)
class DeckList:
    """What a player brings (101, 102.1): by card definition id."""

    player: str
    mane: str
    problems: tuple[str, ...]
    draw: tuple[str, ...]


def deck_errors(pool: CardPool, deck: DeckList) -> list[str]:
    """Deckbuilding rules (101), each broken rule as a message with its number."""
    out = []
    if pool[deck.mane].type is not CardType.MANE:
        out.append(f"{deck.mane} is not a Mane Character (102.1)")
    if len(deck.draw) < 45:
        out.append(f"the draw deck has {len(deck.draw)} cards, at least 45 are needed (101.1)")
    for name, n in Counter(pool[i].name for i in deck.draw).items():
        if n > 3:
            out.append(f"{n} copies of {name} in the draw deck, at most 3 (101.2)")
    for card_id in deck.draw:
        if pool[card_id].type not in DRAW_DECK_TYPES:
            d = pool[card_id]
            out.append(f"{d.name} is a {d.type}, not a draw deck card (101.2)")
    if len(deck.problems) != 10:
        out.append(f"the Problem deck has {len(deck.problems)} cards, exactly 10 needed (101.3)")
    for name, n in Counter(pool[i].name for i in deck.problems).items():
        if n > 2:
            out.append(f"{n} copies of {name} in the Problem deck, at most 2 (101.3a)")
    for card_id in deck.problems:
        if pool[card_id].type is not CardType.PROBLEM:
            out.append(f"{pool[card_id].name} is not a Problem (101.3b)")
    if not any(pool[i].starting_problem for i in deck.problems):
        out.append("the Problem deck needs at least one Starting Problem (101.3c)")
    return out


def starting_state(
    pool: CardPool, decks: Sequence[DeckList], mode: Mode, seed: int | None
) -> GameState:
    """102.1: Mane Characters in play Start side up, decks set aside, Starting Problems next."""
    state = GameState(mode, seed, [PlayerState(d.player) for d in decks])
    t = Table(state, pool)
    for p, deck in enumerate(decks):
        state.play.append(t.create(deck.mane, p, Zone.PLAY, area=home(p)))
        player = state.players[p]
        player.problem_deck.extend(t.create(i, p, Zone.PROBLEM_DECK) for i in deck.problems)
        player.deck.extend(t.create(i, p, Zone.DRAW_DECK) for i in deck.draw)
    state.agenda = [
        *(a.ChooseStartingProblemStep(p) for p in range(len(decks))),
        a.PutStartingProblems(),
        a.FirstPlayerStep(),
    ]
    return state


def fingerprint(state: GameState) -> str:
    """A short hash of the whole state (its position text): equal states, equal prints."""
    return hashlib.sha256(write_position(state).encode()).hexdigest()[:16]


def perform(t: Table, item: Choice | JudgeEdit) -> None:
    """Carry out an already checked choice or edit, then everything that follows from it."""
    t.asked = None
    t.left.clear()  # the occurrences and instructions of this step carry what they need (712.2)
    t.left_blank.clear()
    if isinstance(item, JudgeEdit):
        t.state.loop, t.state.seen = None, ()  # an edit: loops are watched afresh (802)
        apply_edit(t, item)
    elif isinstance(item, Concede):
        t.end(
            Outcome(t.state.opponent(item.player), f"{t.player_name(item.player)} conceded (103.4)")
        )
    elif isinstance(item, DismissForUniqueness):
        t.to_discard(item.card, "dismissed by the game", "516.2")
    else:
        op = t.state.agenda[0]
        loops.note_choice(t, item)
        flow.STEPS[type(op)].apply(t, op, item)
    flow.advance(t)


class Game:
    def __init__(self, pool: CardPool, state: GameState, decks: Sequence[DeckList] = ()) -> None:
        self.pool = pool
        self.decks = tuple(decks)
        self._table = Table(state, pool)
        flow.advance(self._table)
        self._keyframes: dict[int, GameState] = {0: state.copy()}
        self.history: list[Choice | JudgeEdit] = []
        self._traces: list[list[str]] = [self._table.trace]  # _traces[i]: what step i did
        self._table.trace = []
        self._prints: list[str] = []  # fingerprints after steps 1, 2 ... as far as known
        self._became: list[dict[int, int]] = [self._table.became]  # new ids, per step (410.6)
        self._table.became = {}
        # A record opened lazily (``record.load_record``): the keyframe steps whose following
        # steps have not been replayed yet, and what replays and checks them. Until then their
        # traces and new ids are empty and their fingerprints are the record's, unchecked.
        self._unchecked: set[int] = set()
        self._check: Callable[[Game, int], None] | None = None

    @classmethod
    def new(
        cls,
        pool: CardPool,
        decks: Sequence[DeckList],
        mode: Mode = Mode.SEEDED,
        seed: int | None = None,
        check_decks: bool = True,
    ) -> Game:
        if len(decks) != 2:
            raise DeckError("the engine plays two-player games")
        if mode is Mode.SEEDED and seed is None:
            raise DeckError("a seeded game needs a seed")
        if check_decks:
            problems = [f"{d.player}: {e}" for d in decks for e in deck_errors(pool, d)]
            if problems:
                raise DeckError("; ".join(problems))
        return cls(pool, starting_state(pool, decks, mode, seed), decks)

    # --- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The live state; treat it as read-only and change it only through choices and edits."""
        return self._table.state

    @property
    def step(self) -> int:
        return len(self.history)

    @property
    def traces(self) -> list[list[str]]:
        """What each step did (0: the set-up), every step replayed and checked first."""
        self.check_all()
        return self._traces

    def trace(self, step: int) -> list[str]:
        """What step ``step`` did (0: the set-up), its steps from the keyframe before it
        replayed and checked first."""
        if not 0 <= step <= self.step:
            raise IndexError(f"step {step} is outside 0..{self.step}")
        self._check_to(step)
        return self._traces[step]

    def check_all(self) -> None:
        """Replay and check every step not yet replayed (a record opened lazily): raises
        ``RecordError`` naming the first step that does not replay as recorded."""
        for base in sorted(self._unchecked):
            self._check_segment(base)

    def _check_to(self, step: int) -> None:
        """Make sure the steps from the keyframe before ``step`` up to it are checked."""
        if self._unchecked and step > 0:
            base = (step - 1) // KEYFRAME_EVERY * KEYFRAME_EVERY
            if base in self._unchecked:
                self._check_segment(base)

    def _check_segment(self, base: int) -> None:
        assert self._check is not None
        self._check(self, base)  # raises, leaving it unchecked, if a step does not replay
        self._unchecked.discard(base)

    def open_lazily(
        self,
        history: list[Choice | JudgeEdit],
        prints: list[str],
        keyframe: int,
        state: GameState,
        unchecked: set[int],
        check: Callable[[Game, int], None],
    ) -> None:
        """Take the steps of a record as known without replaying them (``record.load_record``):
        ``state`` is the state after step ``keyframe`` (a keyframe step, or 0), already
        checked; the steps after it are replayed here. ``check(game, base)`` replays the
        steps after keyframe ``base`` up to the next, checking each, and fills in their
        traces and new ids (``fill``); it is called for each of ``unchecked`` as a step
        after it is first visited."""
        assert keyframe % KEYFRAME_EVERY == 0 and not self.history
        self.history = history[:keyframe]
        self._traces += [[] for _ in range(keyframe)]
        self._became += [{} for _ in range(keyframe)]
        self._prints = prints[:keyframe]
        self._keyframes[keyframe] = state.copy()
        self._table = Table(state, self.pool)
        self._unchecked = set(unchecked)
        self._check = check

    def fill(self, base: int, traces: list[list[str]], became: list[dict[int, int]]) -> None:
        """The traces and new ids of the steps after keyframe ``base``, once checked."""
        self._traces[base + 1 : base + 1 + len(traces)] = traces
        self._became[base + 1 : base + 1 + len(became)] = became

    def keyframe_state(self, step: int) -> GameState | None:
        """The state kept after keyframe step ``step``, if any (shared: copy it to play)."""
        return self._keyframes.get(step)

    def add_keyframe(self, step: int, state: GameState) -> None:
        """A keyframe's state, checked by whoever adds it (a record's saved position)."""
        assert step % KEYFRAME_EVERY == 0 and step <= self.step
        self._keyframes[step] = state.copy()

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    def fingerprint(self) -> str:
        prints = self._prints
        if prints and len(prints) == self.step:
            return prints[-1]
        now = fingerprint(self.state)
        if len(prints) == self.step - 1:
            prints.append(now)
        return now

    def fingerprints(self) -> list[str]:
        """The fingerprint of the state after each step, 1 to ``step`` (a record keeps them).
        Each is worked out once: those not yet known by replaying from the keyframe before
        the first of them."""
        prints = self._prints
        known = len(prints)
        self.check_all()
        if known < self.step:
            base = max(k for k in self._keyframes if k <= known)
            t = Table(self._keyframes[base].copy(), self.pool)
            for n, item in enumerate(self.history[base:], start=base + 1):
                perform(t, item)
                if n > known:
                    prints.append(fingerprint(t.state))
        return list(prints)

    def power(self, card: int) -> int | None:
        """A card's current power with every modifier applied (507.1, 711); None face-down."""
        return self._table.power(card)

    def traits(self, card: int) -> frozenset[str]:
        return self._table.traits(card)

    def colours(self, card: int) -> tuple[object, ...]:
        return self._table.colours(card)

    def new_id(self, old: int) -> int | None:
        """The id card ``old`` has now: a card that changes zones, or is turned face-down,
        becomes a new card with a new id (410.6, 505.3), followed here through each change so
        far. ``old`` itself if it is still that card; None if it has ceased to exist (a token
        that left play, 521.3) or was shuffled into a deck, where nobody can follow it."""
        self.check_all()
        iid = old
        for step in self._became:
            while iid in step:  # hand -> queue -> play in one step (705.2d)
                iid = step[iid]
        return iid if iid in self.state.cards else None

    def new_ids(self, step: int | None = None) -> dict[int, int]:
        """Old id -> new id of every card that changed zones or was turned face-down in
        ``step`` (0: the set-up; default: the last step), as the trace tells it (410.6)."""
        step = self.step if step is None else step
        self._check_to(step)
        return dict(self._became[step])

    def initial_state(self) -> GameState:
        """A copy of the state before the first recorded step."""
        return self._keyframes[0].copy()

    def keyframes(self) -> dict[int, GameState]:
        """The states kept after steps 0, ``KEYFRAME_EVERY``, ... by step, those known so far
        (a record opened lazily adds each as the steps before it are checked): shared with the
        game and never changed by it, so copy one before playing from it."""
        return dict(self._keyframes)

    def current_decision(self) -> Decision | None:
        t = self._table
        if t.state.outcome is not None or not t.state.agenda:
            return None
        violation = flow.uniqueness_violation(t)
        if violation is not None:
            return flow.uniqueness_decision(t, violation)
        op = t.state.agenda[0]
        return flow.STEPS[type(op)].decision(t, op)

    def legal_choices(self) -> list[Choice]:
        t = self._table
        if self.current_decision() is None:
            return []
        violation = flow.uniqueness_violation(t)
        if violation is not None:
            return [DismissForUniqueness(violation[0], i) for i in violation[1]]
        op = t.state.agenda[0]
        options = flow.STEPS[type(op)].candidates(t, op)
        if t.state.loop is not None and t.state.loop.stop is not None:
            options = [c for c in options if loops.forbidden(t, c) is None]  # 802.2
        return options

    def random_choice(self, rng: random.Random) -> Choice | None:
        """One of ``legal_choices()`` picked uniformly at random, without checking them all:
        options are drawn uniformly and an illegal one is set aside before the next draw, so
        the first legal one drawn is uniform over the legal choices (random agents)."""
        t = self._table
        if t.state.outcome is not None or not t.state.agenda:
            return None  # nothing is being decided (``current_decision``)
        op = t.state.agenda[0]
        rules = flow.STEPS[type(op)]
        stop = t.state.loop is not None and t.state.loop.stop is not None  # 802.2
        options = None if stop or flow.uniqueness_violation(t) else rules.unchecked(t, op)
        if options is None:
            choices = self.legal_choices()
            return rng.choice(choices) if choices else None
        while options:
            i = rng.randrange(len(options))
            choice = priority.build(options[i])
            if rules.check(t, op, choice) is None:
                return choice
            options[i] = options[-1]
            options.pop()
        return None

    def play_random(self, rng: random.Random) -> Choice | None:
        """Make a ``random_choice`` (random agents); returns it, or None if there is none.
        The choice is legal by construction, so it is not checked a second time."""
        choice = self.random_choice(rng)
        if choice is not None:
            self._run(choice)
            self._record(choice)
        return choice

    def why_not(self, choice: Choice) -> str | None:
        """None if ``choice`` is legal now, else why not, with rule numbers."""
        t = self._table
        if t.state.outcome is not None:
            return f"the game is over: {t.state.outcome.reason} (103.1)"
        if isinstance(choice, Concede):
            if choice.player not in range(len(t.state.players)):
                return f"there is no player {choice.player}"
            return None
        decision = self.current_decision()
        if decision is None:
            return "nothing is being decided"
        if decision.player is not None and getattr(choice, "player", None) != decision.player:
            return (
                f"{decision.prompt}: it is {t.player_name(decision.player)}'s decision"
                + self._timing_note(choice)
            )
        violation = flow.uniqueness_violation(t)
        if violation is not None:
            if not isinstance(choice, DismissForUniqueness):
                return f"{decision.prompt}: this must be repaired first (516.1)"
            return flow.check_dismiss_for_uniqueness(t, violation, choice)
        op = t.state.agenda[0]
        rules = flow.STEPS[type(op)]
        if not isinstance(choice, rules.accepts):
            return (
                f"{decision.prompt}: a {type(choice).__name__} choice is not what is asked"
                + self._timing_note(choice)
            )
        return rules.check(t, op, choice) or loops.forbidden(t, choice)

    def _timing_note(self, choice: Choice) -> str:
        """For an action asked at the wrong moment: what its own timing rules say (512)."""
        if not isinstance(choice, ACTIONS):
            return ""
        why = priority.check(self._table, choice.player, choice, False)  # type: ignore[attr-defined]
        return f"; besides, {why}" if why else ""

    def not_automated(self, choice: Choice | None = None) -> dict[int, tuple[str, ...]]:
        """Text the engine does not automate, for marks (``engine.manual``): with ``choice``,
        what the judge applies if it is made ({card: texts}, empty if the engine carries it
        out in full); without, each card in play whose face-up text it does not automate."""
        t = self._table
        if choice is None:
            return manual.in_play_texts(t)
        texts = manual.choice_texts(t, choice)
        return {choice.card: texts} if texts else {}  # type: ignore[attr-defined]

    def explain(self, choice: Choice) -> Explanation:
        """Why a legal ``choice`` is allowed and what it costs: the rules that allow it, its
        action tokens as the parts of their sum ("3 = printed 2 (609.2b) + 1 (Discord #5,
        705.2b)"), naming each card that changes them. An illegal one: ``IllegalChoiceError``
        saying why not."""
        why = self.why_not(choice)
        if why is not None:
            raise IllegalChoiceError(why)
        return reasons.explain(self._table, choice, self._main_phase())

    def abilities_of(self, card: int) -> list[AbilityInfo]:
        """Card ``card``'s abilities, numbered as ``ActivateAbility`` counts them, each with
        its printed text, whether the engine automates it and why it can't be used now (None:
        it can), whether or not one is legal now."""
        if card not in self.state.cards:
            raise KeyError(f"there is no card #{card} now (410.6: a card changing zone is new)")
        main = self._main_phase()
        return reasons.abilities_of(self._table, card, self.legal_choices(), main)

    def _main_phase(self) -> bool:
        decision = self.current_decision()
        return decision is not None and decision.kind is DecisionKind.MAIN_PHASE

    def is_legal(self, choice: Choice) -> bool:
        return self.why_not(choice) is None

    # --- changing --------------------------------------------------------------------------
    def apply(self, choice: Choice) -> list[str]:
        """Make a choice; returns the trace of everything it caused."""
        reason = self.why_not(choice)
        if reason is not None:
            error = (
                InconsistentObservationError if isinstance(choice, Reveal) else IllegalChoiceError
            )
            raise error(reason)
        try:
            self._run(choice)
        except UnendingLoopError:
            self.rewind(self.step)  # as it was before the choice (802)
            self._table.trace = []
            raise
        return self._record(choice)

    def edit(self, edit: JudgeEdit) -> list[str]:
        """Apply a judge edit (logged in the record) and carry the game on from it."""
        if self.state.outcome is not None:
            raise InvalidEditError("the game is over; rewind to edit an earlier step")
        saved = self.state.copy()
        try:
            self._run(edit)
        except (InvalidEditError, UnendingLoopError):
            self._table.state = saved
            self._table.trace = []
            self._table.became = {}
            raise
        return self._record(edit)

    def _run(self, item: Choice | JudgeEdit) -> None:
        perform(self._table, item)

    def _record(self, item: Choice | JudgeEdit) -> list[str]:
        self.history.append(item)
        lines, self._table.trace = self._table.trace, []
        self._traces.append(lines)
        self._became.append(self._table.became)
        self._table.became = {}
        if self.step % KEYFRAME_EVERY == 0:
            self._keyframes[self.step] = self.state.copy()
        return lines

    # --- moving in time --------------------------------------------------------------------
    def state_at(self, step: int) -> GameState:
        """A copy of the state after ``step`` choices and edits."""
        if not 0 <= step <= self.step:
            raise IndexError(f"step {step} is outside 0..{self.step}")
        self._check_to(step)
        base = max(k for k in self._keyframes if k <= step)
        t = Table(self._keyframes[base].copy(), self.pool)
        for item in self.history[base:step]:
            perform(t, item)
        return t.state

    def rewind(self, step: int) -> None:
        """Go back to the state after ``step`` steps, forgetting the later ones."""
        state = self.state_at(step)
        self._table.state = state
        del self.history[step:]
        del self._traces[step + 1 :]
        self._unchecked = {b for b in self._unchecked if b < step}
        del self._prints[step:]
        del self._became[step + 1 :]
        for k in [k for k in self._keyframes if k > step]:
            del self._keyframes[k]

    def undo(self) -> Choice | JudgeEdit:
        if not self.history:
            raise IndexError("nothing to undo")
        last = self.history[-1]
        self.rewind(self.step - 1)
        return last

    def fork(self, step: int | None = None) -> Game:
        """An independent game sharing this one's past up to ``step`` (default: now)."""
        step = self.step if step is None else step
        other = Game.__new__(Game)
        other.pool, other.decks = self.pool, self.decks
        other._table = Table(self.state_at(step), self.pool)
        other._keyframes = {k: v for k, v in self._keyframes.items() if k <= step}
        other.history = self.history[:step]
        other._traces = [list(x) for x in self._traces[: step + 1]]
        other._unchecked = {b for b in self._unchecked if b < step}
        other._check = self._check
        other._prints = self._prints[:step]
        other._became = [dict(x) for x in self._became[: step + 1]]
        return other
