"""Properties every reachable state must have; self-play checks them after every step."""

from __future__ import annotations

from collections import Counter

from engine import characteristics as ch
from engine.areas import AreaKind
from engine.cards import CardPool, CardType
from engine.state import PLAYER_ZONES, GameState, Zone
from engine.tokens import is_token


def violations(state: GameState, pool: CardPool, cards_owned: list[int] | None = None) -> list[str]:
    """Everything wrong with ``state``; ``cards_owned`` is each player's starting card count
    (tokens are not counted: they appear and cease to exist, 521.1, 521.3).

    Self-play runs this after every step, so the common case is cheap: each zone list is
    walked once, and the count of distinct listed ids shows whether some card is in several
    zones or in none (401.1), which is then described exactly."""
    out: list[str] = []
    cards = state.cards
    listed = 0  # entries in every zone list
    distinct: set[int] = set()
    owned = [0] * len(state.players)
    for p, player in enumerate(state.players):
        if player.points < 0 or player.tokens < 0:
            out.append(f"player {p} has negative points or tokens")
        for zone in PLAYER_ZONES:
            ids = player.zone_list(zone)
            listed += len(ids)
            owned[p] += len(ids)
            distinct.update(ids)
            deck = zone in _DECKS
            for iid in ids:
                c = cards.get(iid)
                if c is None or c.zone is not zone or c.owner != p:
                    out.append(f"#{iid} listed in player {p}'s {zone} but is {c}")
                elif c.area is not None:
                    out.append(f"#{iid} is outside play but at {c.area}")
                elif c.unordered and not deck:
                    out.append(f"#{iid} is marked unordered outside a deck")
                elif c.beneath is not None and (
                    zone is not Zone.BANISHED
                    or c.beneath not in cards
                    or cards[c.beneath].zone is not Zone.PLAY
                ):
                    out.append(f"#{iid} is beneath #{c.beneath}, which is not in play (410.5)")
                elif is_token(c.card_id):
                    out.append(f"token #{iid} is in player {p}'s {zone} (521.3)")
    for iid in state.queue:
        c = cards.get(iid)
        if c is None or c.zone is not Zone.QUEUE:
            out.append(f"#{iid} listed in {Zone.QUEUE} but is {c}")
        elif c.owner < len(owned):
            owned[c.owner] += 1
    problems_at: Counter[int] = Counter()
    for iid in state.play:
        c = cards.get(iid)
        if c is None or c.zone is not Zone.PLAY:
            out.append(f"#{iid} listed in {Zone.PLAY} but is {c}")
            continue
        token = is_token(c.card_id)
        if c.owner < len(owned) and not token:  # tokens come and go (521.1, 521.3)
            owned[c.owner] += 1
        kind = ch.card_type(pool, c)
        if c.area is None:
            out.append(f"#{iid} is in play at no area (405.1)")
        elif pool[c.card_id].dilemma and c.area.dilemma != iid:
            out.append(f"Dilemma #{iid} is not at its own area (522.2)")
        elif kind is CardType.PROBLEM and c.area.kind is AreaKind.DILEMMA:
            if c.area.dilemma != iid:
                out.append(f"Problem #{iid} is at another Dilemma's area (522.2a)")
        elif kind is CardType.PROBLEM:
            if c.area.kind is not AreaKind.PROBLEM:
                out.append(f"Problem #{iid} is not at a Problem area (303.1)")
            problems_at[c.area.owner] += 1
        if c.beneath is not None:
            out.append(f"#{iid} is in play but marked as beneath #{c.beneath}")
        if token and c.face_down:
            out.append(f"token #{iid} is face-down (521.4)")
        if c.frightened and not c.face_down:
            out.append(f"#{iid} is frightened but face-up (504.1)")
        if c.face_down and not c.frightened and kind is not CardType.TROUBLEMAKER:
            out.append(
                f"#{iid} is face-down but is neither frightened nor a Troublemaker (306.1, 504.1)"
            )
        if c.exhausted and (c.frightened or kind is CardType.PROBLEM):
            out.append(f"#{iid} is exhausted but can't be (503.4a, 504.2)")
    listed += len(state.play) + len(state.queue)
    distinct.update(state.play)
    distinct.update(state.queue)
    if listed != len(distinct) or len(distinct) != len(cards) or out:
        out += _zone_counts(state)  # some card is in several zones or in none: say which
    if cards and max(cards) >= state.next_iid:
        out += [f"#{i} is not below next-id {state.next_iid}" for i in cards if i >= state.next_iid]
    if state.turn > 0:
        for p in range(len(state.players)):
            if problems_at[p] > 1:
                out.append(
                    f"player {p}'s Problem area holds {problems_at[p]} Problems, not one "
                    f"(501.1, 613.2)"
                )
    if cards_owned is not None:
        if out:  # the zone lists are not to be trusted: count the cards themselves
            owned = [0] * len(state.players)
            for c in cards.values():
                if c.owner < len(owned) and not is_token(c.card_id):
                    owned[c.owner] += 1
        for p, n in enumerate(cards_owned):
            have = owned[p] if p < len(owned) else 0
            if have != n:
                out.append(f"player {p} owns {have} cards, started with {n}")
    return out


_DECKS = (Zone.DRAW_DECK, Zone.PROBLEM_DECK)


def _zone_counts(state: GameState) -> list[str]:
    """Cards listed in several zones, or in none (401.1)."""
    out: list[str] = []
    seen: Counter[int] = Counter()
    for player in state.players:
        for zone in PLAYER_ZONES:
            seen.update(player.zone_list(zone))
    seen.update(state.play)
    seen.update(state.queue)
    for iid, n in seen.items():
        if n > 1:
            out.append(f"#{iid} is in {n} zones at once (401.1)")
    for iid, c in state.cards.items():
        if iid not in seen:
            out.append(f"#{iid} ({c.card_id}) is in no zone (401.1)")
    return out
