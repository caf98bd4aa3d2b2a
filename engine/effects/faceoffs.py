"""Instructions about faceoffs (514, 515): flips, and results and endings arranged as it starts."""

from __future__ import annotations

from engine import agenda as a
from engine.abilities import Ask, Resolver
from engine.scripts.vocabulary import AtEndOfFaceoff, FaceoffResult, Flip


def flip(r: Resolver, e: Flip) -> Ask | None:
    """Flip cards in the faceoff in progress (515); none without a faceoff."""
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress, so nothing is flipped (515)")
        return None
    flips = [a.FlipCard(p) for p in r.players(e.who) for _ in range(e.n)]
    r.next(*flips)
    return None


def faceoff_result(r: Resolver, e: FaceoffResult) -> Ask | None:
    """The result of a faceoff the instruction before started: arranged as it started (514.5d)."""
    if r.belongs_to_faceoff():
        r.next()  # arranged as the faceoff started (514.5d, 514.6)
        return None
    r.skip("no faceoff was started by the instruction before (514.5d)")
    return None


def at_end_of_faceoff(r: Resolver, e: AtEndOfFaceoff) -> Ask | None:
    """The instruction "At the end of the faceoff": arranged as the faceoff started, or a
    delayed ability for the faceoff in progress (514.6)."""
    t, op = r.t, r.op
    if r.belongs_to_faceoff():
        r.next()  # arranged as the faceoff started (514.5d, 514.6)
        return None
    if r.s.faceoff is None:
        r.skip("no faceoff is in progress (514.6)")
        return None
    r.lasting("at-end-of-faceoff", op.chosen, op.ability, str(op.step), "faceoff")
    t.log(f"  {r.name}: at the end of the faceoff, its delayed ability will trigger")
    r.next()
    return None
