"""Words for what the engine holds: choices, judge edits, the step of the turn, rules cited.

Pure Python (no Qt) so it is tested without a window. Choices and edits are described from
their fields, so a choice kind the engine adds later reads sensibly without a change here.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from engine import Area, AreaKind, CardPool, CardType, Choice, GameState, Zone
from engine.characteristics import card_type, display_name
from engine.edits import JudgeEdit

# Turn-sequence items of the agenda, as a judge names them (601.3 and the sections cited).
STEP_NAMES = {
    "ChooseStartingProblemStep": "Starting the game: choose Starting Problems (102.2)",
    "FirstPlayerStep": "Starting the game: who goes first (102.3)",
    "MulliganStep": "Starting the game: mulligans (102.4)",
    "PerformMulligans": "Starting the game: mulligans (102.4)",
    "BeginTurn": "Start of turn (602)",
    "ReadyStep": "Ready phase: ready step (603)",
    "ActionStep": "Ready phase: action step (604)",
    "DrawStep": "Ready phase: draw step (605)",
    "UncoverStep": "Troublemaker phase: uncover step (607)",
    "ChallengeStep": "Troublemaker phase: challenge step (608)",
    "MainPhase": "Main phase (609)",
    "ConfrontSteps": "Score phase: confront steps (610)",
    "SolveStep": "Score phase: solve step (613)",
    "EndOfTurnStep": "End phase: end of turn step (615)",
    "WrapUpHandSize": "End phase: wrap-up step, hand size (616.2)",
    "WrapUpHomeLimit": "End phase: wrap-up step, home limit (616.3)",
    "EndTurn": "End phase: wrap-up step (616)",
}
RULE_RE = re.compile(r"\b(\d{3}(?:\.\d+[a-z]?(?:\.[ivx]+)?)?)\b")


def words(class_name: str) -> str:
    """``PlayCard`` -> ``play card``."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", class_name).lower()


def player_name(state: GameState, player: int | None) -> str:
    if player is None:
        return "Judge"
    if 0 <= player < len(state.players):
        return state.players[player].name
    return f"player {player}"


def area_name(state: GameState, pool: CardPool, area: Area) -> str:
    owner = player_name(state, area.owner)
    if area.kind is AreaKind.HOME:
        return f"{owner}'s home"
    problem = next(
        (c for c in state.at(area) if card_type(pool, c) is CardType.PROBLEM),
        None,
    )
    what = "Dilemma" if area.kind is AreaKind.DILEMMA else "Problem"  # 522.2
    return f"{owner}'s {what}" + (f" ({pool[problem.card_id].name})" if problem else "")


def card_name(state: GameState, pool: CardPool, iid: int) -> str:
    card = state.cards.get(iid)
    return display_name(pool, card) if card is not None else f"card #{iid}"


def describe(state: GameState, pool: CardPool, item: Choice | JudgeEdit) -> str:
    """One line for a choice or edit, naming cards as they were in ``state`` (before it)."""
    parts: list[str] = []
    player: int | None = None
    reason = ""
    for field in dataclasses.fields(item):  # type: ignore[arg-type]
        value = getattr(item, field.name)
        if field.name == "player":
            player = value
        elif field.name == "reason":
            reason = value
        elif field.name == "card" and isinstance(value, int):
            parts.append(card_name(state, pool, value))
        elif field.name == "card_id" and isinstance(value, str):
            parts.append(pool[value].name if value in pool else value)
        elif isinstance(value, Area):
            parts.append(f"→ {area_name(state, pool, value)}")
        elif isinstance(value, Zone):
            parts.append(f"→ {value}")
        elif isinstance(value, bool):
            if value:
                parts.append(field.name.replace("_", " "))
            elif field.name in {"take", "exhausted", "frightened", "boosted"}:
                parts.append(f"not {field.name}")
        elif value is not None:
            parts.append(f"{field.name.replace('_', ' ')} {value}")
    verb = words(type(item).__name__)
    if isinstance(item, JudgeEdit):
        return f"Judge edit: {verb} " + " ".join(parts) + f" — {reason}"
    who = player_name(state, player) if player is not None else "Judge"
    return f"{who}: {verb} " + " ".join(parts)


def rules_cited(lines: Iterable[str]) -> list[str]:
    """The rule numbers cited in trace lines, in order, each once: ['609.2a', '508.1d']."""
    found: dict[str, None] = {}
    for line in lines:
        for paren in re.findall(r"\(([^()]*)\)", line):
            for number in RULE_RE.findall(paren):
                found.setdefault(number)
    return list(found)


def turn_step(state: GameState) -> str:
    """Which step of the turn the game is in, from its agenda."""
    if state.outcome is not None:
        return f"Game over: {state.outcome.reason}"
    for op in state.agenda:
        name = type(op).__name__
        if name in STEP_NAMES:
            return STEP_NAMES[name]
    return words(type(state.agenda[0]).__name__).capitalize() if state.agenda else "—"


def faceoff_in_progress(state: GameState) -> object | None:
    """The faceoff being resolved (514), if any: an agenda item carrying one."""
    for op in state.agenda:
        faceoff = getattr(op, "faceoff", None)
        if faceoff is not None:
            return faceoff
    return None
