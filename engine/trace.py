"""A game's trace: what each step did, one entry per line, as data first.

A ``TraceEntry`` is the English line (it *is* a ``str``, so code that reads lines keeps
working) and the data it is rendered from: a ``kind``, the instance ids of the cards it names
(``cards``), its numbers and the rule numbers it cites, the line being its text followed by
those rule numbers. The GUI and tests read the data; the sentence is for people.
``Table.note(kind, text, cards, numbers, rules)`` writes an entry; ``Table.log(text)`` writes
a "note", a line with no data, kept as the plain ``str`` it is (a game's trace holds thousands:
a plain string costs the garbage collector nothing). ``entry(line)`` reads any line as an entry
(a plain one as a note), ``of_kind`` picks the entries of a kind.

The kinds, and what their ``cards`` and ``numbers`` hold, in this order:

- ``note``: a line with no data beyond its text (``Table.log``);
- ``play``: the card as played, then the host it is played on, if any; its cost;
- ``cost``: the card paid for (none for a draw), then the cards that change the cost; the
  total, then each part of the sum, the printed cost first (``explain.CostPart``);
- ``move``: the card moved;
- ``score``: the cards the points are scored with; the points, then the new score;
- ``flip``: the card flipped; its power;
- ``faceoff``: as it begins: the characters involved, then the Troublemaker; totals: each
  player's total, player by player; a winner: the winner's player number, then the margin;
- ``rule-change``: the cards whose modifiers change what a rule does (flips, 514.3a; what
  a confront needs, 611.3); by how much;
- ``trigger``: the card whose ability triggers;
- ``refusal``: the card whose "can't" forbids something (104.2);
- ``zone``: a card changing zone or turned face-down (draws, discards, dismissals, cards
  put into a hand, a deck, play or the banished zone, frightened): its old id, then its new
  one (410.6; None if it ceased to exist);
- ``judge``: the card whose text the judge applies.

A viewer who may not know a card reads ``None`` in its place (``redacted``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

NOTE = "note"
PLAY = "play"
COST = "cost"
MOVE = "move"
SCORE = "score"
FLIP = "flip"
FACEOFF = "faceoff"
RULE_CHANGE = "rule-change"
TRIGGER = "trigger"
REFUSAL = "refusal"
ZONE = "zone"
JUDGE = "judge"
KINDS = frozenset(
    {NOTE, PLAY, COST, MOVE, SCORE, FLIP, FACEOFF, RULE_CHANGE, TRIGGER, REFUSAL, ZONE, JUDGE}
)


def render(text: str, rules: Sequence[str]) -> str:
    """The line: ``text`` with its rule numbers after it, "... (609.2b, 508.1d)"."""
    return f"{text} ({', '.join(rules)})" if rules else text


class TraceEntry(str):
    """One line of the trace: the English (the string itself) and the data it says."""

    # (kind, cards, numbers, rules), one attribute: a game writes thousands of entries. A
    # "note" needs no instance data: this default is its data (``note``).
    _data: tuple[str, tuple[int | None, ...], tuple[int, ...], tuple[str, ...]] = (
        NOTE,
        (),
        (),
        (),
    )

    @property
    def kind(self) -> str:
        return self._data[0]

    @property
    def cards(self) -> tuple[int | None, ...]:
        """Instance ids of the cards it names (``None``: one the viewer may not know)."""
        return self._data[1]

    @property
    def numbers(self) -> tuple[int, ...]:
        return self._data[2]

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule numbers it cites, as written after its text."""
        return self._data[3]

    def __new__(
        cls,
        kind: str,
        text: str,
        cards: Iterable[int | None] = (),
        numbers: Iterable[int] = (),
        rules: Iterable[str] = (),
    ) -> TraceEntry:
        if kind not in KINDS:
            raise ValueError(f"unknown trace entry kind {kind!r}; known: {sorted(KINDS)}")
        rules = rules if type(rules) is tuple else tuple(rules)
        cards = cards if type(cards) is tuple else tuple(cards)
        numbers = numbers if type(numbers) is tuple else tuple(numbers)
        self = str.__new__(cls, f"{text} ({', '.join(rules)})" if rules else text)
        self._data = (kind, cards, numbers, rules)
        return self

    def __reduce__(self) -> tuple[object, ...]:  # copy and pickle keep the data
        return (_made, (self.kind, str(self), self.cards, self.numbers, self.rules))

    def __repr__(self) -> str:
        return (
            f"TraceEntry({self.kind!r}, {str(self)!r}, cards={self.cards!r}, "
            f"numbers={self.numbers!r}, rules={self.rules!r})"
        )

    def data(self) -> dict[str, Any]:
        """The entry as JSON-ready data (the text with its rules rendered)."""
        return {
            "kind": self.kind,
            "text": str(self),
            "cards": list(self.cards),
            "numbers": list(self.numbers),
            "rules": list(self.rules),
        }

    def redacted(self, line: str, hidden: Mapping[int, object] | Iterable[int]) -> TraceEntry:
        """The same entry as a viewer reads it: ``line`` (its text with hidden names
        redacted) and ``None`` for each card in ``hidden`` (ids the viewer may not know)."""
        gone = set(hidden)
        cards = tuple(None if c in gone else c for c in self.cards)
        return _made(self.kind, line, cards, self.numbers, self.rules)


def _made(
    kind: str,
    line: str,
    cards: tuple[int | None, ...],
    numbers: tuple[int, ...],
    rules: tuple[str, ...],
) -> TraceEntry:
    """An entry whose line is already rendered."""
    self = str.__new__(TraceEntry, line)
    if kind != NOTE or cards or numbers or rules:
        self._data = (kind, cards, numbers, rules)
    return self


def from_data(data: Mapping[str, Any]) -> TraceEntry:
    """An entry from ``TraceEntry.data``."""
    return _made(
        data["kind"],
        data["text"],
        tuple(data.get("cards", ())),
        tuple(data.get("numbers", ())),
        tuple(data.get("rules", ())),
    )


def note(line: str) -> TraceEntry:
    """A plain line as a "note" (its data are the class defaults: nothing to store)."""
    return str.__new__(TraceEntry, line)


def entry(line: str) -> TraceEntry:
    """A line as an entry: a plain string becomes a "note"."""
    return line if isinstance(line, TraceEntry) else note(line)


def of_kind(lines: Iterable[str], kind: str) -> list[TraceEntry]:
    """The entries of ``kind`` among ``lines`` (a step's trace, or several; plain lines are
    notes)."""
    return [x for x in map(entry, lines) if x.kind == kind]
