"""Action tokens and points: paying, gaining and losing tokens, scoring."""

from __future__ import annotations

from engine.abilities import Ask, Resolver, in_play_watchers, paid
from engine.scripts.vocabulary import THIS, GainTokens, LoseTokens, Pay, Score
from engine.state import Occurrence


def pay(r: Resolver, e: Pay) -> Ask | None:
    """Pay action tokens as an instruction (508.1); one who can't pay in full does not (508.1d)."""
    t = r.t
    p = r.players(e.who)[0]
    n = r.number(e.count, THIS) if e.count else e.n  # "equal to the number of ..." (CG138)
    if r.s.players[p].tokens < n:
        r.skip(f"{t.player_name(p)} can't pay {n} (508.1d)")
        return None
    if e.optional and (q := r.may(f"pay {n}", p)):
        return q
    r.s.players[p].tokens -= n
    t.log(f"  {t.player_name(p)} pays {n} ({r.name}, 508.1)")
    paid(t, p, n)
    r.next()
    return None


def gain_tokens(r: Resolver, e: GainTokens) -> Ask | None:
    """Gain action tokens (705.2f), a fixed number, per chosen card or "for each" card; some
    last until the end of the phase."""
    t, op = r.t, r.op
    n = e.n * len(op.chosen) if e.per_chosen else e.n
    if e.count:
        n = r.number(e.count, e.of)
    if e.per is not None:  # "[n] for each [card]" (CG0)
        n = e.n * len(r.targets(e.per))
    for p in r.players(e.who):
        if (why := t.tokens_forbidden(p)) is not None:  # LL80 (104.2)
            t.log(f"  {t.player_name(p)} gains no action tokens ({r.name}): {why}")
            continue
        r.s.players[p].tokens += n
        t.log(
            f"  {t.player_name(p)} gains {n} action token{'s' * (n != 1)} "
            f"({r.name}); now {r.s.players[p].tokens}"
        )
        if e.until_phase_end:
            r.lasting("phase-tokens", (), n, until="phase", player=p)
        t.emit(Occurrence("tokens-received", p, amount=n))
    r.next()
    return None


def lose_tokens(r: Resolver, e: LoseTokens) -> Ask | None:
    """Lose action tokens, as many as the player has up to ``n``; with ``down_to``, those
    above it ("until they have no more than [2]", EO209)."""
    t = r.t
    for p in r.players(e.who):
        player = r.s.players[p]
        lost = min(e.n, player.tokens) if e.down_to is None else max(0, player.tokens - e.down_to)
        if e.not_gained_this_turn:  # keep as many as were received this turn (EO16)
            lost = min(lost, max(0, player.tokens - t.done_this_turn("tokens", p)))
        player.tokens -= lost
        t.log(
            f"  {player.name} loses {lost} action token{'s' * (lost != 1)} "
            f"({r.name}); now {player.tokens}"
        )
        if lost and "tokens-lost" in in_play_watchers(t)[0]:  # "when an opponent loses one
            # or more action tokens" (FF106): emitted only while a card in play watches for
            # it, so games without one keep their recorded positions
            t.emit(Occurrence("tokens-lost", p, amount=lost))
    r.next()
    return None


def score(r: Resolver, e: Score) -> Ask | None:
    """Score points (517.2); players scoring at once may draw at 15 (103.2a), and nothing
    follows the end of the game (103.1)."""
    t, op = r.t, r.op
    n = e.n * len(op.chosen) if e.per_chosen else e.n
    if e.per is not None:  # "a point for each chosen Friend in play" (EO114)
        n = e.n * len(r.targets(e.per))
    if e.bonus_of_there and op.area is not None:
        problem = t.problem_at(op.area)
        n = t.problem_bonus(problem) if problem else 0
    for p in r.players(e.who):  # players scoring at once: a draw at 15 (103.2a)
        t.score(p, n, f"with {r.name} (517.2)", check=False)
    t.check_win()
    if r.s.outcome is None:  # 103.1: no further actions once the game is over
        r.next()
    return None
