"""The verbs of the card-script vocabulary and the function that carries out each.

``VERBS`` maps each instruction (an ``Effect`` class of ``engine.scripts.vocabulary``) to one
function ``verb(resolver, effect) -> Ask | None``: it carries the instruction out, or returns
the question it needs answered first (705.2f, 709). The functions live in one module per family
(zones, points, counters, modifiers, choices, acts, movement, search, reveal, play, tokens,
faceoffs, delayed); the ``Resolver`` keeps the generic following of instructions and the
answers to the questions they ask. ``Resolver.instruction`` looks the verb up through
``engine.registry.verbs``, which this package fills as it is imported (``engine.flow`` imports
it); a new verb is a function in its family module and one line here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import registry
from engine.effects import (
    acts,
    choices,
    counters,
    delayed,
    faceoffs,
    modifiers,
    movement,
    play,
    points,
    reveal,
    search,
    tokens,
    zones,
)
from engine.scripts.vocabulary import (
    Act,
    AddPower,
    AtEndOfFaceoff,
    AtEndOfTurn,
    AtStartOfYourNextTurn,
    BarArea,
    Challenge,
    Choose,
    ChooseOne,
    ConfrontArea,
    CopyEffect,
    CostReduction,
    Discard,
    Draw,
    FaceoffResult,
    Flip,
    GainTokens,
    LookAtBottom,
    LookAtTop,
    LoseTokens,
    Mill,
    Modify,
    Move,
    Name,
    NewTroublemakerPhase,
    NextTime,
    Pay,
    PlayFree,
    PutCounters,
    PutToken,
    PutTokenCopy,
    Reattach,
    RemoveCounters,
    ReplaceProblem,
    RevealHigher,
    RevealTop,
    Score,
    Search,
    Shuffle,
    SkipPhase,
    StartFaceoff,
)

VERBS: dict[type, Callable[..., Any]] = {
    Draw: zones.draw,
    Pay: points.pay,
    GainTokens: points.gain_tokens,
    LoseTokens: points.lose_tokens,
    Score: points.score,
    Mill: zones.mill,
    Discard: zones.discard,
    Name: choices.name_one,
    ChooseOne: choices.choose_one,
    Act: acts.act,
    Choose: choices.choose,
    Move: movement.move,
    NewTroublemakerPhase: delayed.new_troublemaker_phase,
    SkipPhase: delayed.skip_phase,
    ConfrontArea: faceoffs.confront_area,
    BarArea: modifiers.bar_area,
    Modify: modifiers.modify,
    AddPower: modifiers.add_power,
    Search: search.search,
    LookAtTop: search.look,
    LookAtBottom: search.look_bottom,
    PutCounters: counters.put_counters,
    RemoveCounters: counters.remove_counters,
    Flip: faceoffs.flip,
    CostReduction: modifiers.cost_reduction,
    PlayFree: play.play_free,
    RevealHigher: reveal.reveal_higher,
    PutToken: tokens.put_tokens,
    PutTokenCopy: tokens.put_token_copies,
    CopyEffect: play.copy_effect,
    RevealTop: reveal.reveal_top,
    Shuffle: zones.shuffle,
    Reattach: movement.reattach,
    ReplaceProblem: zones.replace_its_problem,
    Challenge: faceoffs.challenge,
    StartFaceoff: faceoffs.start_faceoff,
    FaceoffResult: faceoffs.faceoff_result,
    AtEndOfFaceoff: faceoffs.at_end_of_faceoff,
    NextTime: delayed.next_time,
    AtStartOfYourNextTurn: delayed.at_start_of_your_next_turn,
    AtEndOfTurn: delayed.at_end_of_turn,
}

registry.verbs.update(VERBS)
