"""Game records: a JSON header and every choice and judge edit, with a state fingerprint per step.

Loading a record replays it and checks each fingerprint, so a record that no longer reproduces
its game (other card data) is refused instead of silently diverging. Fingerprints are compared
only for records of this engine version: another version may write the same state differently
(0.3 added last known information and the loop watch), so an older record is replayed choice by
choice, each checked for legality, and the game is what this engine makes of those choices.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from engine.cards import CardPool
from engine.choices import Choice, choice_from_json, choice_to_json
from engine.edits import JudgeEdit, edit_from_json, edit_to_json
from engine.errors import EngineError, RecordError
from engine.game import DeckList, Game, starting_state
from engine.position import RULESET, read_position, write_position
from engine.state import Mode

# 0.2: text the engine does not automate stops for the judge; 0.3: last known information,
# names chosen as cards enter play and the loop watch are part of the state; 0.4: a name is the
# full name (201.1), costs that choose cards, frightened Friends may be moved and referenced
# (505.2, 609.2b), faceoffs started by effects; 0.5: last known information says whether the
# card was face-down, exhausted or frightened (712.2), and a face-down card's has no power; who
# knows a revealed or looked-at card is part of the state (the position's ``revealed`` line, 410.6);
# "when this card enters play" fires when it is put into play too (706.1d); 13 more Premiere
# and 10 more Canterlot Nights cards automated (a judge's edits may now repeat them); state
# triggers and "the first time each turn" flags in the memo, a Resolve's chosen ``option``
ENGINE_VERSION = "0.5.0"
RECORD_FORMAT = "mlpccg-game-record 1"


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
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise RecordError(f"not JSON: {e}") from e
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError(f"not a game record (expected format {RECORD_FORMAT!r})")
        return cls(data["header"], data["entries"])


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
    for item, print_ in zip(game.history, game.fingerprints(), strict=True):
        entry: dict[str, Any]
        if isinstance(item, JudgeEdit):
            entry = {"edit": edit_to_json(item)}
        else:
            entry = {"choice": choice_to_json(item)}
        entry["fingerprint"] = print_
        entries.append(entry)
    return GameRecord(header, entries)


def load_record(record: GameRecord, pool: CardPool, check_cards: bool = True) -> Game:
    """Replay a record into a ``Game`` positioned at its last step."""
    h = record.header
    if h.get("ruleset") != RULESET:
        raise RecordError(f"record uses ruleset {h.get('ruleset')!r}, the engine knows {RULESET}")
    try:
        if "decks" in h:
            decks = [
                DeckList(d["player"], d["mane"], tuple(d["problems"]), tuple(d["draw"]))
                for d in h["decks"]
            ]
            game = Game(pool, starting_state(pool, decks, Mode(h["mode"]), h["seed"]), decks)
        else:
            game = Game(pool, read_position(h["start_position"]))
    except (KeyError, TypeError) as e:
        raise RecordError(f"incomplete record header: {e}") from e
    if check_cards and pool.fingerprint(card_ids(game)) != h.get("card_db_fingerprint"):
        raise RecordError("the card definitions differ from those the game was recorded with")
    same_engine = h.get("engine_version") == ENGINE_VERSION
    for n, entry in enumerate(record.entries, start=1):
        try:
            if "edit" in entry:
                game.edit(edit_from_json(entry["edit"]))
            else:
                item: Choice = choice_from_json(entry["choice"])
                game.apply(item)
        except EngineError as e:
            raise RecordError(f"step {n} does not replay: {e}") from e
        expected = entry.get("fingerprint") if same_engine else None
        if expected is not None and game.fingerprint() != expected:
            raise RecordError(f"step {n} replays to a different state than recorded")
    return game
