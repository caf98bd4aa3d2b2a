"""Properties every reachable state must have; self-play checks them after every step."""

from __future__ import annotations

from collections import Counter

from engine.areas import AreaKind
from engine.cards import CardPool, CardType
from engine.state import PLAYER_ZONES, GameState, Zone


def violations(state: GameState, pool: CardPool, cards_owned: list[int] | None = None) -> list[str]:
    """Everything wrong with ``state``; ``cards_owned`` is each player's starting card count."""
    out: list[str] = []
    seen: Counter[int] = Counter()
    for p, player in enumerate(state.players):
        if player.points < 0 or player.tokens < 0:
            out.append(f"player {p} has negative points or tokens")
        for zone in PLAYER_ZONES:
            for iid in player.zone_list(zone):
                seen[iid] += 1
                c = state.cards.get(iid)
                if c is None or c.zone is not zone or c.owner != p:
                    out.append(f"#{iid} listed in player {p}'s {zone} but is {c}")
                elif c.area is not None:
                    out.append(f"#{iid} is outside play but at {c.area}")
                elif c.unordered and zone not in (Zone.DRAW_DECK, Zone.PROBLEM_DECK):
                    out.append(f"#{iid} is marked unordered outside a deck")
    for zone in (Zone.PLAY, Zone.QUEUE):
        for iid in state.zone_list(zone, 0):
            seen[iid] += 1
            c = state.cards.get(iid)
            if c is None or c.zone is not zone:
                out.append(f"#{iid} listed in {zone} but is {c}")
    for iid, n in seen.items():
        if n > 1:
            out.append(f"#{iid} is in {n} zones at once (401.1)")
    for iid, c in state.cards.items():
        if iid not in seen:
            out.append(f"#{iid} ({c.card_id}) is in no zone (401.1)")
        if iid >= state.next_iid:
            out.append(f"#{iid} is not below next-id {state.next_iid}")
        if c.zone is Zone.PLAY:
            kind = pool[c.card_id].type
            if c.area is None:
                out.append(f"#{iid} is in play at no area (405.1)")
            elif kind is CardType.PROBLEM and c.area.kind is not AreaKind.PROBLEM:
                out.append(f"Problem #{iid} is not at a Problem area (303.1)")
            if c.frightened and not c.face_down:
                out.append(f"#{iid} is frightened but face-up (504.1)")
            if c.face_down and not c.frightened and kind is not CardType.TROUBLEMAKER:
                out.append(f"#{iid} is face-down but is neither frightened nor a Troublemaker")
            if c.exhausted and (c.frightened or kind is CardType.PROBLEM):
                out.append(f"#{iid} is exhausted but can't be (503.4a, 504.2)")
    if state.turn > 0:
        for p in range(len(state.players)):
            problems = [
                c
                for c in state.in_play()
                if pool[c.card_id].type is CardType.PROBLEM
                and c.area is not None
                and c.area.owner == p
            ]
            if len(problems) > 1:
                out.append(f"player {p}'s Problem area holds {len(problems)} Problems")
    if cards_owned is not None:
        owned = Counter(c.owner for c in state.cards.values())
        for p, n in enumerate(cards_owned):
            if owned[p] != n:
                out.append(f"player {p} owns {owned[p]} cards, started with {n}")
    return out
