"""A replay: the main line of a disputed game, what-if lines forked from it, and where the judge
is looking.

Pure Python (no Qt): the workspace drives it and tests check it without a window. Nothing the
judge entered is ever lost by acting: acting while looking at an earlier step forks a new
what-if line from there; only ``rewind_here`` forgets later steps, and the window asks first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine import Choice, Decision, Game, GameRecord, GameState, Zone, record_of
from engine.edits import JudgeEdit
from engine.game import KEYFRAME_EVERY
from engine.perspective import SeenStep, SeenSteps, redact
from engine.state import PLAYER_ZONES
from tourney.gui.replay.describe import describe, player_name


@dataclass
class Line:
    """One line of play. ``labels[i]`` describes ``game.history[i]``; None until worked out
    (``Replay.label``), a keyframe block at a time."""

    name: str
    game: Game
    labels: list[str | None] = field(default_factory=list)
    parent: int | None = None  # the line this one was forked from
    fork_step: int = 0  # the last step it shares with its parent


def labels_of(game: Game, start: int = 0, end: int | None = None) -> list[str]:
    """Describe steps ``start`` + 1 to ``end`` (default: the last) of a game, replaying them
    from the state after ``start`` so each card is named as it was. Of a record opened on
    visit, the steps are checked first: a step that does not replay raises ``RecordError``."""
    end = game.step if end is None else end
    if end > start:
        game.trace(end)  # checks the block holding ``end`` (state_at checks up to ``start``)
    scratch = Game(game.pool, game.state_at(start))
    out = []
    for item in game.history[start:end]:
        out.append(describe(scratch.state, game.pool, item))
        if isinstance(item, JudgeEdit):
            scratch.edit(item)
        else:
            scratch.apply(item)
    return out


@dataclass(frozen=True)
class Perspective:
    """Whose eyes the replay is shown through: the judge's (everything, hidden cards
    included) or a viewer's, who sees what the rules let them know (402.2, 403.2, 404.1,
    505.1d): a player (``viewer`` their index) or spectators (``viewer`` None)."""

    judge: bool = True
    viewer: int | None = None

    def title(self, state: GameState | None = None) -> str:
        if self.judge:
            return "Judge (everything)"
        if self.viewer is None:
            return "Spectators (public only)"
        number = f"player {self.viewer + 1}"
        if state is None:
            return f"{number.capitalize()}'s view"
        return f"{player_name(state, self.viewer)}'s view ({number})"

    def explanation(self, state: GameState) -> str:
        """What the perspective shows and hides, with the rules, for tooltips and banners."""
        if self.judge:
            return (
                "Everything, hidden information included: both hands (404.1), face-down "
                "Troublemakers (505.1d). Not for showing to the players."
            )
        hidden = (
            "decks (402.2, 403.2) and face-down Troublemakers (505.1d) are hidden; "
            "cards in play, discard piles, banished and flip zones are public "
            "(405.1, 406.1, 407.1, 409.1), frightened cards too (505.1c)"
        )
        revealed = "while they stay the same cards (410.6)"
        if self.viewer is None:
            return (
                f"Public information only, and cards an effect revealed {revealed}: both "
                f"hands (404.1), {hidden}."
            )
        other = player_name(state, 1 - self.viewer)
        return (
            f"What {player_name(state, self.viewer)} may know: their own hand (404.1), "
            f"their own face-down Troublemakers, and cards revealed to them or that they "
            f"looked at {revealed}; {other}'s hand (404.1), {hidden}."
        )


JUDGE = Perspective()
SPECTATORS = Perspective(judge=False)


def perspectives(players: int = 2) -> list[Perspective]:
    """The judge, each player, then spectators: the order the workspace offers them."""
    return [JUDGE, *(Perspective(False, p) for p in range(players)), SPECTATORS]


@dataclass(frozen=True)
class Comparison:
    """Two lines side by side from where they part: their steps after it and end states."""

    common: int
    steps: tuple[list[str], list[str]]
    summary: list[str]  # what differs at the end, one line each
    same_state: bool


class Replay:
    def __init__(self, game: Game, title: str = "") -> None:
        self.title = title
        # labels are worked out when shown (``label``) or by ``check_next``: opening a long
        # record opened on visit replays none of its earlier steps
        self.lines = [Line("Main line", game, [None] * game.step)]
        self.current = 0
        self.cursor = game.step
        self._preview: tuple[int, int, int, Game] | None = None
        self._seen: dict[tuple[int, int, int | None], SeenSteps] = {}

    # --- where the judge is looking ---
    @property
    def line(self) -> Line:
        return self.lines[self.current]

    @property
    def game(self) -> Game:
        return self.line.game

    @property
    def at_end(self) -> bool:
        return self.cursor == self.game.step

    def position(self) -> Game:
        """A game at the step being looked at: the line itself at its end, else a scratch fork."""
        if self.at_end:
            return self.game
        key = (self.current, self.cursor, self.game.step)
        if self._preview is None or self._preview[:3] != key:
            self._preview = (*key, self.game.fork(self.cursor))
        return self._preview[3]

    def state(self) -> GameState:
        return self.position().state

    def decision(self) -> Decision | None:
        return self.position().current_decision()

    def legal_choices(self) -> list[Choice]:
        return self.position().legal_choices()

    def why_not(self, choice: Choice) -> str | None:
        return self.position().why_not(choice)

    def cost(self, choice: Choice) -> int:
        """Action tokens the choice spends (508): tried on a copy of the position."""
        state = self.state()
        before = [p.tokens for p in state.players]
        scratch = Game(self.game.pool, state.copy())
        scratch.apply(choice)
        after = [p.tokens for p in scratch.state.players]
        return max(0, max(b - a for b, a in zip(before, after, strict=True)))

    # --- what a player or spectators may know (engine.perspective) ---
    def seen(self, viewer: int | None) -> Sequence[SeenStep]:
        """This line's steps as ``viewer`` may read them, each worked out when first shown
        (from the keyframe before it) and kept per line version."""
        key = (self.current, self.game.step, viewer)
        if key not in self._seen:
            self._seen[key] = SeenSteps(self.game, viewer)
        return self._seen[key]

    def trace(self, step: int, perspective: Perspective = JUDGE) -> list[str]:
        """What step ``step`` of this line did, as the perspective may read it."""
        if perspective.judge:
            return self.game.trace(step) if step <= self.game.step else []
        return self.seen(perspective.viewer)[step].trace

    def label(self, step: int, perspective: Perspective = JUDGE) -> str:
        """Step ``step`` (1 and on) described, as the perspective may read it."""
        text = self._label(self.line, step)
        if perspective.judge:
            return text
        seen = self.seen(perspective.viewer)[step]
        return seen.label(text, self.game.pool, perspective.viewer)

    def _label(self, line: Line, step: int) -> str:
        """Step ``step`` of ``line`` described, working out its keyframe block's labels first
        (and so checking those steps of a record opened on visit: ``RecordError`` if one does
        not replay)."""
        text = line.labels[step - 1]
        if text is None:
            base = (step - 1) // KEYFRAME_EVERY * KEYFRAME_EVERY
            end = min(base + KEYFRAME_EVERY, line.game.step)
            line.labels[base:end] = labels_of(line.game, base, end)
            text = line.labels[step - 1]
            assert text is not None
        return text

    def all_labels(self, index: int) -> list[str]:
        """Every step of line ``index`` described."""
        line = self.lines[index]
        return [self._label(line, step) for step in range(1, line.game.step + 1)]

    def check_next(self) -> bool:
        """Check and describe the main line's next keyframe block not yet worked out (a record
        opened on visit is checked this way while the judge is idle); False once all are.
        Raises ``RecordError`` naming the step if one does not replay as recorded."""
        line = self.lines[0]
        for step, text in enumerate(line.labels, start=1):
            if text is None:
                self._label(line, step)
                return any(t is None for t in line.labels[step:])
        line.game.check_all()  # steps forked or rewound away from are checked too
        return False

    def shown(self, text: str, perspective: Perspective = JUDGE) -> str:
        """Any text naming cards as they are at the step looked at, as the perspective may
        read it (a choice, a prompt, a message)."""
        if perspective.judge:
            return text
        return redact(text, self.state().cards, self.game.pool, perspective.viewer)

    def jump(self, step: int) -> None:
        if not 0 <= step <= self.game.step:
            raise IndexError(f"step {step} is outside 0..{self.game.step}")
        self.cursor = step

    def forward(self) -> None:
        self.jump(min(self.cursor + 1, self.game.step))

    def back(self) -> None:
        self.jump(max(self.cursor - 1, 0))

    def switch(self, index: int) -> None:
        self.current = index
        self.cursor = self.game.step

    # --- acting ---
    def act(self, item: Choice | JudgeEdit) -> list[str]:
        """Apply a choice or judge edit at the step looked at; an earlier step forks first.

        Raises the engine's error (illegal choice, invalid edit) and then changes nothing.
        """
        game = self.position()
        label = describe(game.state, game.pool, item)
        lines = game.edit(item) if isinstance(item, JudgeEdit) else game.apply(item)
        if game is not self.game:  # acted at an earlier step: the preview becomes a what-if
            self._add_line(game, self.cursor)
        self.line.labels.append(label)
        self.cursor = game.step
        self._preview = None
        self._seen.clear()
        return lines

    def fork(self, step: int | None = None, name: str = "") -> int:
        """Start a what-if line sharing this line's steps up to ``step`` (default: the cursor)."""
        step = self.cursor if step is None else step
        return self._add_line(self.game.fork(step), step, name)

    def _add_line(self, game: Game, step: int, name: str = "") -> int:
        parent = self.current
        number = sum(1 for line in self.lines if line.parent is not None) + 1
        name = name or f"What if #{number} (from step {step} of {self.line.name})"
        self.lines.append(Line(name, game, self.line.labels[:step], parent, step))
        self.current = len(self.lines) - 1
        self.cursor = step
        self._preview = None
        return self.current

    def rewind_here(self) -> None:
        """Forget this line's steps after the cursor (the window asks the judge first)."""
        self.game.rewind(self.cursor)
        del self.line.labels[self.cursor :]
        self._preview = None
        self._seen.clear()

    def record(self) -> GameRecord:
        return record_of(self.game)

    # --- comparing lines ---
    def compare(self, a: int, b: int) -> Comparison:
        one, two = self.lines[a], self.lines[b]
        common = 0
        limit = min(one.game.step, two.game.step)
        while common < limit and one.game.history[common] == two.game.history[common]:
            common += 1
        s1, s2 = one.game.state, two.game.state
        summary = []
        for p in range(len(s1.players)):
            name = player_name(s1, p)
            p1, p2 = s1.players[p], s2.players[p]
            if p1.points != p2.points:
                summary.append(f"{name}: {p1.points} points vs {p2.points}")
            if p1.tokens != p2.tokens:
                summary.append(f"{name}: {p1.tokens} action tokens vs {p2.tokens}")
            for zone in PLAYER_ZONES:
                n1, n2 = len(s1.zone_list(zone, p)), len(s2.zone_list(zone, p))
                if n1 != n2:
                    summary.append(f"{name}: {n1} cards in {zone} vs {n2}")
            in_play = [sum(1 for c in s.in_play() if c.controller == p) for s in (s1, s2)]
            if in_play[0] != in_play[1]:
                summary.append(f"{name}: {in_play[0]} cards in {Zone.PLAY} vs {in_play[1]}")
        if (s1.turn, s1.turn_player) != (s2.turn, s2.turn_player):
            summary.append(f"turn {s1.turn} vs turn {s2.turn}")
        o1 = s1.outcome.reason if s1.outcome else "game on"
        o2 = s2.outcome.reason if s2.outcome else "game on"
        if o1 != o2:
            summary.append(f"{o1} vs {o2}")
        same = one.game.fingerprint() == two.game.fingerprint()
        labels = (self.all_labels(a)[common:], self.all_labels(b)[common:])
        return Comparison(common, labels, summary, same)
