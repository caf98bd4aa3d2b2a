"""Calls a low layer makes into a higher one, filled in by the higher layer as it is imported.

The engine's modules form layers (``engine/README.md``, ``tests/engine/test_import_layers.py``):
a module imports only from its own layer or lower ones. Where a rule of a low layer must carry
out something a higher layer defines (a zone change makes abilities trigger, 704; an effect
starts a faceoff, 514.2c), the low layer calls the slot here and the higher module puts its
function in it when it is imported, as a table of implementations (Forge's ``ApiType``).
``import engine`` imports every layer (``engine/__init__.py`` imports ``engine.game``), so
every slot is filled before a game runs; an empty slot says which module fills it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class _Empty:
    def __init__(self, name: str, filler: str) -> None:
        self.name, self.filler = name, filler

    def __call__(self, *args: object, **kwargs: object) -> Any:
        raise RuntimeError(
            f"engine.registry.{self.name} is empty: {self.filler} fills it (import engine)"
        )

    def __contains__(self, item: object) -> bool:
        return self()  # type: ignore[no-any-return]


# engine.cards (CardPool, CardDefinition) <- engine.tokens: a token's id spells its definition
is_token: Callable[..., Any] = _Empty("is_token", "engine.tokens")
is_spelled: Callable[..., Any] = _Empty("is_spelled", "engine.tokens")
token_definition: Callable[..., Any] = _Empty("token_definition", "engine.tokens")
# engine.cards (CardDefinition.manual_abilities) <- engine.scripts: scripts and keywords
script_for: Callable[..., Any] = _Empty("script_for", "engine.scripts")
automated_keywords: frozenset[str] | _Empty = _Empty("automated_keywords", "engine.scripts")

# engine.table <- engine.abilities: triggering (704), entering play (706), replacements (710)
trigger: Callable[..., Any] = _Empty("trigger", "engine.abilities")
enter_play: Callable[..., Any] = _Empty("enter_play", "engine.abilities")
replacing: Callable[..., Any] = _Empty("replacing", "engine.abilities")
counts_scores: Callable[..., Any] = _Empty("counts_scores", "engine.abilities")

# engine.manual, engine.abilities <- engine.priority: timing (512), Events played, costs (508)
timing_ok: Callable[..., Any] = _Empty("timing_ok", "engine.priority")
event_play: Callable[..., Any] = _Empty("event_play", "engine.priority")
cost_problem: Callable[..., Any] = _Empty("cost_problem", "engine.priority")

# engine.abilities <- engine.faceoff: an effect or a challenge starts a faceoff (514.2, 608.4)
begin_faceoff: Callable[..., Any] = _Empty("begin_faceoff", "engine.faceoff")

# engine.loops <- engine.flow: the rules of each kind of agenda item (``flow.STEPS``), to ask
# its decision again and carry out a loop's choices (802.1-802.3)
steps: dict[type, Any] = {}

# engine.abilities (Resolver.instruction) <- engine.effects: the function of each verb
verbs: dict[type, Callable[..., Any]] = {}
# engine.abilities (Resolver.answer) <- engine.effects: a verb that carries out its own
# answers (its module reads the choice and changes the ``Resolve``), keyed by its class
answers: dict[type, Callable[..., Any]] = {}
