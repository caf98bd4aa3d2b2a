"""Explanations a judge can read out: what a choice costs and why, which rule allows it.

Plain data (frozen, hashable), built by ``Game.explain`` and ``Game.abilities_of``; the
choices themselves are unchanged, so records keep their format.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class CostPart:
    """One part of a cost: ``amount`` action tokens (negative: less), ``why`` in words (the
    printed cost, a keyword, the card whose modifier it is), the rule that says so, and the
    card whose modifier it is, if any."""

    amount: int
    why: str
    rule: str
    source: int | None = None

    def text(self) -> str:
        return f"{self.why}, {self.rule}"


def rules_of(parts: Sequence[CostPart]) -> tuple[str, ...]:
    """The rules the parts cite, each once, in order."""
    return tuple(dict.fromkeys(p.rule for p in parts))


def total(parts: Sequence[CostPart]) -> int:
    """What the parts come to: never below 0 (105.2)."""
    return max(0, sum(p.amount for p in parts))


def cost_text(parts: Sequence[CostPart], paid: int | None = None, rules: bool = True) -> str:
    """The cost as its sum: "2 = printed 1 (609.2a) + 1 (Discord #5, 705.2b)"; without
    ``rules``, "2 = printed 1 + 1 (Discord #5)". ``paid``: the cost actually paid when a floor
    (105.2, "never less than 1", 609.2b) changes the sum."""
    if not parts:
        return "0"
    first, *rest = parts
    out = f"{first.why} {first.amount}" + (f" ({first.rule})" if rules else "")
    for p in rest:
        sign = "+" if p.amount >= 0 else "-"
        out += f" {sign} {abs(p.amount)} ({p.text() if rules else p.why})"
    value = sum(p.amount for p in parts)
    shown = value if paid is None else paid
    if shown != value:
        return f"{shown} = {out}, at least {shown}"
    return f"{shown} = {out}"


@dataclass(frozen=True)
class Explanation:
    """Why a legal choice is allowed and what it costs: the rules that allow it, the action
    tokens it takes (None: it takes none) as the parts of their sum, and the cards that
    change what the rules do for it."""

    rules: tuple[str, ...]
    cost: int | None = None
    parts: tuple[CostPart, ...] = ()
    text: str = ""

    def cost_text(self) -> str:
        return cost_text(self.parts, self.cost) if self.cost is not None else ""


@dataclass(frozen=True)
class AbilityInfo:
    """One of a card's abilities as ``Game.abilities_of`` lists it: its number (its script's
    order, as ``ActivateAbility.ability`` counts it), its printed text, whether the engine
    automates it, and why it can't be used now (None: it can, or it is not used by choice)."""

    number: int
    text: str
    automated: bool
    why_not: str | None
