"""Premiere (PR) card scripts, keyed by collector number; printed text stays on the cards."""

from __future__ import annotations

from engine.scripts.vocabulary import CardScript

SCRIPTS: dict[str, CardScript] = {}
