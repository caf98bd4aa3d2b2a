"""Game records: a JSON header and every choice and judge edit, with a state fingerprint per step,
and every ``KEYFRAME_EVERY`` steps the position after it (``position``, optional: older records
have none).

Loading a record replays it and checks each fingerprint, so a record that no longer reproduces
its game (other card data) is refused instead of silently diverging. Opened with
``check="on visit"``, a record starts from its last saved position instead (its fingerprint
checked) and each earlier step is replayed and checked, from the saved position before it (or
the steps before that, where none is saved), when
the game first goes to it (``Game.state_at``, ``rewind``, ``fork``, ``trace``) or saves
(``Game.check_all`` checks them all): a step that does not replay as recorded is refused then,
with the same ``RecordError``. Each saved position is checked to be the replay of the steps
before it when those steps are checked, so once every step is checked the game is the one
``check="all"`` opens. Fingerprints are compared
only for records of this engine version: another version may write the same state differently
(0.3 added last known information and the loop watch), so an older record is replayed choice by
choice, each checked for legality, and the game is what this engine makes of those choices.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Literal, TypeVar

from engine.areas import Area
from engine.cards import CardPool
from engine.choices import Choice, choice_from_json, choice_to_json
from engine.edits import JudgeEdit, edit_from_json, edit_to_json
from engine.errors import EngineError, RecordError
from engine.game import ACTIONS, KEYFRAME_EVERY, DeckList, Game, fingerprint, starting_state
from engine.position import RULESET, read_position, write_position
from engine.state import GameState, Mode

# 0.2: text the engine does not automate stops for the judge; 0.3: last known information,
# names chosen as cards enter play and the loop watch are part of the state; 0.4: a name is the
# full name (201.1), costs that choose cards, frightened Friends may be moved and referenced
# (505.2, 609.2b), faceoffs started by effects; 0.5: last known information says whether the
# card was face-down, exhausted or frightened (712.2), and a face-down card's has no power; who
# knows a revealed or looked-at card is part of the state (the position's ``revealed`` line, 410.6);
# "when this card enters play" fires when it is put into play too (706.1d); 13 more Premiere
# and 10 more Canterlot Nights cards automated (a judge's edits may now repeat them); state
# triggers and "the first time each turn" flags in the memo, a Resolve's chosen ``option``;
# 0.6: the rest of Crystal Games and Absolute Discord, Rock N' Rave, Celestial Solstice and the
# GF promos automated; what players did this turn counted in the memo where a card reads it;
# 0.7: every tournament card automated (the Odyssey block and the last sets); the turn's first
# priority window opens at the start of the Draw step (601.2a), so a 0.6 record's steps are
# checked for legality only
ENGINE_VERSION = "0.7.0"
RECORD_FORMAT = "mlpccg-game-record 1"
# A surrogate half, as a character or as a JSON escape not paired with its other half.
LONE_SURROGATE_RE = re.compile(
    r"[\ud800-\udfff]|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)


def lone_surrogate(text: str) -> re.Match[str] | None:
    """Where ``text`` holds a lone surrogate (``LONE_SURROGATE_RE``), or None. Text with no
    surrogate character (it encodes as UTF-8) and no ``\\ud..`` escape has none: that check
    is a fraction of the pattern's search over a long record."""
    if "\\ud" not in text and "\\uD" not in text:
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            pass
        else:
            return None
    return LONE_SURROGATE_RE.search(text)


@dataclass
class GameRecord:
    header: dict[str, Any]
    entries: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(
            {"format": RECORD_FORMAT, "header": self.header, "entries": self.entries},
            ensure_ascii=False,
            indent=1,
        )

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        lone = lone_surrogate(text)
        if lone:  # it could be neither printed nor saved again
            line = text.count("\n", 0, lone.start()) + 1
            raise RecordError(f"line {line}: not text (a lone surrogate, {lone.group()!a})")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise RecordError(f"not JSON: {e}") from e
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError(f"not a game record (expected format {RECORD_FORMAT!r})")
        header, entries = data.get("header"), data.get("entries")
        if not isinstance(header, dict):
            raise RecordError("the record has no header (an object)")
        if not isinstance(entries, list):
            raise RecordError("the record has no list of entries")
        for n, entry in enumerate(entries, start=1):
            _check_entry(n, entry)
        return cls(header, entries)


def _check_entry(n: int, entry: object) -> None:
    """A file is untrusted: each step is one choice or one judge edit, as ``record_of`` writes."""
    if not isinstance(entry, dict):
        raise RecordError(f"step {n}: an entry is an object, not {entry!r:.60}")
    kinds = [key for key in ("choice", "edit") if key in entry]
    if len(kinds) != 1:
        raise RecordError(f"step {n}: an entry holds one 'choice' or one 'edit'")
    if not isinstance(entry[kinds[0]], dict):
        raise RecordError(f"step {n}: the {kinds[0]} is an object, not {entry[kinds[0]]!r:.60}")
    if not isinstance(entry.get("fingerprint", ""), str):
        raise RecordError(f"step {n}: the fingerprint is text")
    if not isinstance(entry.get("position", ""), str):
        raise RecordError(f"step {n}: a saved position is text")


def _checked_decks(pool: CardPool, decks: object) -> list[DeckList]:
    """The header's deck lists: two, each naming a player, a Mane Character and non-empty
    Problem and draw decks by card ids in the pool (102.1)."""
    if not isinstance(decks, list) or len(decks) != 2:
        raise RecordError("the header's decks are a list of two deck lists")
    out = []
    for p, d in enumerate(decks):
        where = f"deck {p + 1}"
        if not isinstance(d, dict) or not isinstance(d.get("player"), str):
            raise RecordError(f"{where}: a deck list names its player")
        for key in ("problems", "draw"):
            ids = d.get(key)
            if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
                raise RecordError(f"{where}: {key!r} is a non-empty list of card ids")
        if not isinstance(d.get("mane"), str):
            raise RecordError(f"{where}: 'mane' is a card id")
        deck = DeckList(d["player"], d["mane"], tuple(d["problems"]), tuple(d["draw"]))
        for card_id in {deck.mane, *deck.problems, *deck.draw}:
            pool[card_id]  # raises UnknownCardError naming the id
        out.append(deck)
    return out


def card_ids(game: Game) -> set[str]:
    return {c.card_id for c in game.initial_state().cards.values()}


def record_of(game: Game) -> GameRecord:
    initial = game.initial_state()
    header: dict[str, Any] = {
        "engine_version": ENGINE_VERSION,
        "ruleset": RULESET,
        "card_db_fingerprint": game.pool.fingerprint(card_ids(game)),
        "mode": initial.mode.value,
        "seed": initial.seed,
    }
    if game.decks:
        header["decks"] = [asdict(d) for d in game.decks]
    else:
        header["start_position"] = write_position(initial)
    entries = []
    prints = game.fingerprints()
    keyframes = game.keyframes()
    for n, (item, print_) in enumerate(zip(game.history, prints, strict=True), start=1):
        entry: dict[str, Any]
        if isinstance(item, JudgeEdit):
            entry = {"edit": edit_to_json(item)}
        else:
            entry = {"choice": choice_to_json(item)}
        entry["fingerprint"] = print_
        if n in keyframes and n % KEYFRAME_EVERY == 0:
            entry["position"] = write_position(keyframes[n])
        entries.append(entry)
    return GameRecord(header, entries)


T = TypeVar("T")
CARD_FIELDS = ("card", "source", "on", "using")  # an action's fields that name cards


def _check_names(n: int, choice: Choice, state: GameState) -> None:
    """The players a recorded choice names exist, and so do the cards an action (a play, an
    ability, a move) names at its step: the legality check that follows assumes as much. Other
    choices may name a card that has since left (a card the judge applied, 712.2)."""
    players = range(len(state.players))
    for f in fields(choice):  # type: ignore[arg-type]
        value = getattr(choice, f.name)
        if f.name == "player" and value not in players:
            raise RecordError(f"step {n}: there is no player {value}")
        if isinstance(value, Area) and value.owner not in players:
            raise RecordError(f"step {n}: {f.name} {value} is an area of no player")
        if f.name in CARD_FIELDS and isinstance(choice, ACTIONS):
            for iid in value if isinstance(value, tuple) else (value,):
                if iid is not None and iid not in state.cards:
                    raise RecordError(f"step {n}: there is no card #{iid}")


def _decoded(n: int, decode: Callable[[Any], T], data: dict[str, Any]) -> T:
    """A choice or edit as written, refused naming the step when a field is missing or of
    another kind (the codec checks whole numbers, text and flags; not nested shapes)."""
    try:
        return decode(data)
    except EngineError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        what = data.get("type", "entry")
        raise RecordError(f"step {n}: not a valid {what!s:.40}: {type(e).__name__}: {e}") from e


Check = Literal["all", "on visit"]


def load_record(
    record: GameRecord, pool: CardPool, check_cards: bool = True, check: Check = "all"
) -> Game:
    """Replay a record into a ``Game`` positioned at its last step.

    ``check="all"``: every step is replayed now, each checked for legality and against its
    fingerprint. ``check="on visit"``: the game starts from the record's last saved position,
    checked against its fingerprint, and replays only the steps after it now; each earlier
    step is replayed and checked as ``"all"`` does when the game first goes to it (see the
    module's text). A record with no saved positions, or from another engine version, is
    opened as ``"all"`` opens it."""
    if check not in ("all", "on visit"):
        raise ValueError(f"check is 'all' or 'on visit', not {check!r}")
    h = record.header
    if h.get("ruleset") != RULESET:
        raise RecordError(f"record uses ruleset {h.get('ruleset')!r}, the engine knows {RULESET}")
    try:
        if "decks" in h:
            decks = _checked_decks(pool, h["decks"])
            mode, seed = Mode(h["mode"]), h["seed"]
            if not (seed is None or type(seed) is int) or (mode is Mode.SEEDED and seed is None):
                raise RecordError(f"the header's seed is a whole number, not {seed!r:.40}")
            game = Game(pool, starting_state(pool, decks, mode, seed), decks)
        elif isinstance(h.get("start_position"), str):
            game = Game(pool, read_position(h["start_position"]))
        else:
            raise RecordError("the header has neither 'decks' nor a 'start_position' text")
    except (KeyError, TypeError, ValueError) as e:
        if isinstance(e, EngineError):
            raise RecordError(f"record header: {e}") from e
        raise RecordError(f"incomplete record header: {e}") from e
    if check_cards and pool.fingerprint(card_ids(game)) != h.get("card_db_fingerprint"):
        raise RecordError("the card definitions differ from those the game was recorded with")
    same_engine = h.get("engine_version") == ENGINE_VERSION
    entries = record.entries
    for n, entry in enumerate(entries, start=1):
        _check_entry(n, entry)
    start = 0
    if check == "on visit" and same_engine and all("fingerprint" in e for e in entries):
        # positions at this engine's keyframe steps; any others are not needed
        keyframes = (n for n, e in enumerate(entries, 1) if "position" in e)
        start = max((n for n in keyframes if n % KEYFRAME_EVERY == 0), default=0)
    if start:
        history = [_item(n, entry) for n, entry in enumerate(entries, start=1)]
        prints = [entry["fingerprint"] for entry in entries]
        state = _saved_position(start, entries[start - 1])
        bases = set(range(0, start, KEYFRAME_EVERY))
        game.open_lazily(history, prints, start, state, bases, _checker(entries))
    for n in range(start + 1, len(entries) + 1):
        _replay(game, n, entries[n - 1], same_engine)
    return game


def _item(n: int, entry: dict[str, Any]) -> Choice | JudgeEdit:
    if "edit" in entry:
        return _decoded(n, edit_from_json, entry["edit"])
    return _decoded(n, choice_from_json, entry["choice"])


def _replay(game: Game, n: int, entry: dict[str, Any], same_engine: bool) -> None:
    """Make step ``n`` of a record in ``game``, checked for legality and, for a record of this
    engine version, against its fingerprint."""
    try:
        item = _item(n, entry)
        if isinstance(item, JudgeEdit):
            game.edit(item)
        else:
            _check_names(n, item, game.state)
            game.apply(item)
    except EngineError as e:
        raise RecordError(f"step {n} does not replay: {e}") from e
    expected = entry.get("fingerprint") if same_engine else None
    if expected is not None and game.fingerprint() != expected:
        raise RecordError(f"step {n} replays to a different state than recorded")


def _saved_position(n: int, entry: dict[str, Any]) -> GameState:
    """The position saved at step ``n``, refused unless it is the state its fingerprint names."""
    try:
        state = read_position(entry["position"])
    except EngineError as e:
        raise RecordError(f"step {n}: the saved position is not a position: {e}") from e
    if fingerprint(state) != entry["fingerprint"]:
        raise RecordError(f"step {n}: the saved position is not the state recorded there")
    return state


def _checker(entries: list[dict[str, Any]]) -> Callable[[Game, int], None]:
    """What checks the steps after keyframe ``base`` of a record opened lazily: replays them
    in a scratch game from the keyframe (the record's saved position, checked against its
    fingerprint), checking each as ``load_record`` does, and gives the game their traces."""

    def check(game: Game, base: int) -> None:
        if game.keyframe_state(base) is None and "position" not in entries[base - 1]:
            game.trace(base)  # no position saved there: the steps before it make it
        state = game.keyframe_state(base)
        if state is None:
            state = _saved_position(base, entries[base - 1])
            game.add_keyframe(base, state)
        scratch = Game(game.pool, state.copy(), game.decks)
        end = min(base + KEYFRAME_EVERY, len(entries), game.step)
        for n in range(base + 1, end + 1):
            _replay(scratch, n, entries[n - 1], True)
        if end == base + KEYFRAME_EVERY and game.keyframe_state(end) is None:
            game.add_keyframe(end, scratch.state)  # checked against its fingerprint
        steps = range(1, scratch.step + 1)
        game.fill(base, [scratch.trace(i) for i in steps], [scratch.new_ids(i) for i in steps])

    return check
