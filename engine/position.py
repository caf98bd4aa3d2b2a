"""A whole game state as text, like a chess FEN or a Forge puzzle file, and back.

    mlpccg-position 1
    ruleset cr-3.8
    mode seeded
    seed 7
    rng 3
    next-id 120
    turn 5 player 1 first 0
    player 0 Alice points 4 tokens 2 mulligan no
      deck #40=PR12 #41=PR87 ...        top first; "?" marks an unknown order (observed mode)
      problem-deck #10=PR161 ...
      hand #52=PR30
      discard
      banished #70=CN9@#60                     "@#60": beneath card 60 (glossary: Pumped)
      flip
    play
      #1 PR1 owner 0 at home:0 boosted
      #60 PR33 owner 1 at problem:0 exhausted 'counter=+1 power=2'
    queue
    revealed #52=all #41=1                            hidden cards some know (if any): "all"
                                                      revealed, else who looked at it (410.6)
    phase Main priority 0 clock 4 faceoff none        the phase, the last priority holder,
    effects [...]                                     lasting modifiers (708), triggered
    pending [...]                                     effects waiting for PPP (511.7),
    recent [...]                                      occurrences since the last window
    memo [...]                                        closed (512.4d), "once per" flags
    loop {...}                                        decisions watched for loops (802), if any
    seen [...]                                        decisions this phase, watched for loops
                                                      through priority windows (802.1), if any
    agenda [{"type": "MainPhase"}, ...]
    outcome none

A card in play may end with ``on #12``: it is attached to card 12 (509); ``chosen=blue``
words are what it chose as it entered play (706.1a). A token's card id
spells its printed information (``token:Friend:1:yellow:Critter::``, ``token-copy:PR33``, see
``engine.tokens``), so tokens need no lines of their own (521.1, 520.2).

Words are shell-quoted where needed. ``read_position(write_position(s))`` gives back ``s``.
"""

from __future__ import annotations

import json
import re
import shlex
from collections import Counter
from dataclasses import fields, is_dataclass, replace

from engine import agenda as a
from engine import codec, loops
from engine.areas import Area
from engine.errors import PositionFormatError
from engine.state import (
    PLAYER_ZONES,
    CardInstance,
    GameState,
    LastingEffect,
    Mode,
    Occurrence,
    Outcome,
    PlayerState,
    Zone,
)

HEADER = "mlpccg-position 1"
LONE_SURROGATE_RE = re.compile(r"[\ud800-\udfff]")
RULESET = "cr-3.8"
OPS = codec.registry_of(a.Op)
EXTRA = {
    "LastingEffect": LastingEffect,
    "PendingTrigger": a.PendingTrigger,
    "Occurrence": Occurrence,
    "LoopWatch": a.LoopWatch,
    "LoopStep": a.LoopStep,
}


# Texts of the immutable records a position lists (cards in play, effects, pending, recent,
# the loop watch, the agenda), each written once: a fingerprint writes them at every step.
_ENCODED = codec.TextMemo(codec.json_text)
_PLAY_LINES = codec.TextMemo(lambda c: _play_line(c))


def _q(word: object) -> str:
    return shlex.quote(str(word))


def write_position(state: GameState) -> str:
    s = state
    lines = [
        HEADER,
        f"ruleset {RULESET}",
        f"mode {s.mode}",
        f"seed {s.seed}",
        f"rng {s.rng_draws}",
        f"next-id {s.next_iid}",
        f"turn {s.turn} player {s.turn_player} first {s.first_player}",
    ]
    known: list[CardInstance] = []  # the ``revealed`` line
    for i, p in enumerate(s.players):
        mulligan = {None: "undecided", True: "yes", False: "no"}[p.mulligan]
        lines.append(
            f"player {i} {_q(p.name)} points {p.points} tokens {p.tokens} mulligan {mulligan}"
        )
        for zone in PLAYER_ZONES:
            words = [zone.value]
            for iid in p.zone_list(zone):
                c = s.cards[iid]
                if c.revealed or c.looked_at_by:
                    known.append(c)
                under = f"@#{c.beneath}" if c.beneath is not None else ""
                words.append(f"#{iid}={c.card_id}{'?' if c.unordered else ''}{under}")
            lines.append("  " + " ".join(words))
    for zone, ids in ((Zone.PLAY, s.play), (Zone.QUEUE, s.queue)):
        lines.append(zone.value)
        for iid in ids:
            c = s.cards[iid]
            if c.revealed or c.looked_at_by:
                known.append(c)
            lines.append("  " + _PLAY_LINES.text(c))
    if known:  # who knows a card its zone hides (Table.reveal, 410.6)
        lines.append(" ".join(["revealed", *(f"#{c.iid}={_knowers(c)}" for c in known)]))
    faceoff = json.dumps(codec.encode(s.faceoff)) if s.faceoff else "none"
    lines.append(
        f"phase {_q(s.phase or '-')} priority {s.priority} clock {s.clock} faceoff {_q(faceoff)}"
    )
    for name in ("effects", "pending", "recent"):
        lines.append(f"{name} {_ENCODED.json_list(getattr(s, name))}")
    lines.append(f"memo {json.dumps(sorted(s.memo), ensure_ascii=False)}")
    if s.loop is not None:  # only while Pre-Priority Processing is asking (802)
        lines.append(f"loop {_ENCODED.text(s.loop)}")
    if s.seen:  # decisions this phase, watched for loops through priority windows (802.1)
        lines.append(f"seen {loops.seen_text(s.seen)}")
    lines.append(f"agenda {_ENCODED.json_list(s.agenda)}")
    if s.outcome is None:
        lines.append("outcome none")
    else:
        winner = "draw" if s.outcome.winner is None else s.outcome.winner
        lines.append(f"outcome {winner} {s.outcome.reason}")
    return "\n".join(lines) + "\n"


def _knowers(c: CardInstance) -> str:
    return "all" if c.revealed else ",".join(str(p) for p in c.looked_at_by)


def _play_line(c: CardInstance) -> str:
    words = [f"#{c.iid}", _q(c.card_id), "owner", str(c.owner)]
    if c.controller != c.owner:
        words += ["controller", str(c.controller)]
    if c.area is not None:
        words += ["at", str(c.area)]
    for flag, on in (
        ("exhausted", c.exhausted),
        ("frightened", c.frightened),
        ("face-down", c.face_down),
        ("boosted", c.boosted),
    ):
        if on:
            words.append(flag)
    words += [_q(f"counter={name}={value}") for name, value in c.counters]
    words += [_q(f"chosen={value}") for value in c.chosen]  # chosen as it entered (706.1a)
    if c.attached_to is not None:
        words += ["on", f"#{c.attached_to}"]
    return " ".join(words)


class _Lines:
    def __init__(self, text: str) -> None:
        self.lines = [ln for ln in text.splitlines() if ln.strip()]
        self.i = 0

    def peek(self) -> str | None:
        return self.lines[self.i] if self.i < len(self.lines) else None

    def next(self, keyword: str) -> str:
        line = self.peek()
        if line is None or line.strip().split(" ", 1)[0] != keyword:
            raise PositionFormatError(f"line {self.i + 1}: expected {keyword!r}, got {line!r}")
        self.i += 1
        return line.strip()[len(keyword) :].strip()


def _int_or_none(word: str) -> int | None:
    return None if word == "None" else int(word)


def read_position(text: str) -> GameState:
    try:
        return _read(text)
    except PositionFormatError:
        raise
    except (ValueError, KeyError, IndexError, TypeError) as e:
        raise PositionFormatError(f"not a valid position: {e}") from e


def _read(text: str) -> GameState:
    r = _Lines(text)
    for n, line in enumerate(r.lines, start=1):
        lone = LONE_SURROGATE_RE.search(line)
        if lone:  # it could be neither printed nor written again
            raise PositionFormatError(f"line {n}: not text (a lone surrogate, {lone.group()!a})")
    if r.peek() != HEADER:
        raise PositionFormatError(f"a position starts with {HEADER!r}")
    r.i += 1
    if r.next("ruleset") != RULESET:
        raise PositionFormatError(f"only the {RULESET} ruleset is known")
    mode = Mode(r.next("mode"))
    seed = _int_or_none(r.next("seed"))
    rng = int(r.next("rng"))
    next_iid = int(r.next("next-id"))
    turn_words = r.next("turn").split()
    state = GameState(
        mode,
        seed,
        [],
        next_iid=next_iid,
        rng_draws=rng,
        turn=int(turn_words[0]),
        turn_player=int(turn_words[2]),
        first_player=_int_or_none(turn_words[4]),
    )
    while (line := r.peek()) is not None and line.startswith("player "):
        words = shlex.split(r.next("player"))
        index, name = int(words[0]), words[1]
        fields = dict(zip(words[2::2], words[3::2], strict=True))
        if index != len(state.players):
            raise PositionFormatError(f"players must be numbered from 0 in order, got {index}")
        mulligan = {"undecided": None, "yes": True, "no": False}[fields["mulligan"]]
        p = PlayerState(name, int(fields["points"]), int(fields["tokens"]), mulligan=mulligan)
        state.players.append(p)
        for zone in PLAYER_ZONES:
            for word in r.next(zone.value).split():
                iid_text, _, card_id = word.partition("=")
                card_id, at, under = card_id.partition("@")
                unordered = card_id.endswith("?")
                iid = _iid(iid_text)
                state.cards[iid] = CardInstance(
                    iid,
                    card_id.rstrip("?"),
                    index,
                    zone,
                    index,
                    unordered=unordered,
                    beneath=_iid(under) if at else None,
                )
                p.zone_list(zone).append(iid)
    for zone in (Zone.PLAY, Zone.QUEUE):
        r.next(zone.value)
        while (line := r.peek()) is not None and line.startswith("  "):
            r.i += 1
            card = _read_play_line(line, zone)
            state.cards[card.iid] = card
            state.zone_list(zone, card.owner).append(card.iid)
    if (line := r.peek()) is not None and line.startswith("revealed "):
        for word in r.next("revealed").split():
            iid_text, _, who = word.partition("=")
            iid = _iid(iid_text)
            if iid not in state.cards:
                raise PositionFormatError(f"revealed: there is no card {iid_text}")
            state.cards[iid] = replace(
                state.cards[iid],
                revealed=who == "all",
                looked_at_by=() if who == "all" else tuple(sorted(int(p) for p in who.split(","))),
            )
    if (line := r.peek()) is not None and line.startswith("phase "):
        words = shlex.split(r.next("phase"))
        fields = dict(zip(words[1::2], words[2::2], strict=True))
        state.phase = "" if words[0] == "-" else words[0]
        state.priority = _int_or_none(fields["priority"])
        state.clock = int(fields["clock"])
        if fields["faceoff"] != "none":
            state.faceoff = codec.decode(
                json.loads(fields["faceoff"]), OPS | {"Faceoff": a.Faceoff}
            )
        state.effects = [codec.decode(d, EXTRA) for d in json.loads(r.next("effects"))]
        state.pending = [codec.decode(d, EXTRA) for d in json.loads(r.next("pending"))]
        state.recent = [codec.decode(d, EXTRA) for d in json.loads(r.next("recent"))]
        memo = json.loads(r.next("memo"))
        if not isinstance(memo, list) or not all(isinstance(flag, str) for flag in memo):
            raise PositionFormatError(f"memo: a list of texts, not {memo!r:.60}")
        state.memo = frozenset(memo)
        if (line := r.peek()) is not None and line.startswith("loop "):
            state.loop = codec.decode(json.loads(r.next("loop")), EXTRA)
        if (line := r.peek()) is not None and line.startswith("seen "):  # older texts: none
            state.seen = tuple(loops.seen_from_json(d) for d in json.loads(r.next("seen")))
    state.agenda = [codec.decode(d, OPS) for d in json.loads(r.next("agenda"))]
    outcome = r.next("outcome")
    if outcome != "none":
        winner, _, reason = outcome.partition(" ")
        state.outcome = Outcome(None if winner == "draw" else int(winner), reason)
    if r.peek() is not None:
        raise PositionFormatError(f"unexpected text after the outcome: {r.peek()!r}")
    if len(state.cards) and max(state.cards) >= next_iid:
        raise PositionFormatError("next-id must be above every card id")
    _check_references(state)
    return state


# Fields of agenda items, effects and choices that name a player (the rest name cards, counts...).
PLAYER_FIELDS = frozenset(
    {"player", "controller", "challenger", "holder", "actor", "drawer", "stopper", "owner"}
)


def _check_references(state: GameState) -> None:
    """A position from a file is untrusted: every player it names exists, every card is in
    exactly one place, and what a card is attached to or beneath is a card."""
    players = range(len(state.players))
    if len(state.players) != 2:
        raise PositionFormatError(f"the engine plays two-player games, not {len(state.players)}")
    for what, who in (("turn", state.turn_player), ("first", state.first_player)):
        if who is not None and who not in players:
            raise PositionFormatError(f"{what}: there is no player {who}")
    if state.priority is not None and state.priority not in players:
        raise PositionFormatError(f"phase: priority names no player {state.priority}")
    listed = [*state.play, *state.queue]
    for p in state.players:
        listed += [iid for zone in PLAYER_ZONES for iid in p.zone_list(zone)]
    if len(listed) != len(set(listed)):
        twice = sorted(i for i, n in Counter(listed).items() if n > 1)[:5]
        raise PositionFormatError(
            f"cards listed in two places: {', '.join(f'#{i}' for i in twice)}"
        )
    for iid in state.play:
        if state.cards[iid].area is None:
            raise PositionFormatError(f"card #{iid} is in play but at no area (501.1)")
    for c in state.cards.values():
        if c.owner not in players or c.controller not in players:
            raise PositionFormatError(
                f"card #{c.iid}: there is no player {max(c.owner, c.controller)}"
            )
        if c.area is not None and c.area.owner not in players:
            raise PositionFormatError(f"card #{c.iid}: at an area of no player ({c.area})")
        for link in (c.attached_to, c.beneath):
            if link is not None and link not in state.cards:
                raise PositionFormatError(
                    f"card #{c.iid}: there is no card #{link} for it to be on"
                )
    pending = [*state.agenda, *state.pending, *state.effects, state.faceoff, state.loop]
    for item in pending:
        _check_players(item, players)


def _check_players(value: object, players: range) -> None:
    """Every player a decoded agenda item, effect or faceoff names, at any depth."""
    if isinstance(value, Area):
        if value.owner not in players:
            raise PositionFormatError(f"{value}: there is no player {value.owner}")
    elif isinstance(value, tuple | list):
        for item in value:
            _check_players(item, players)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            item = getattr(value, f.name)
            # -1: no one (yet), as a priority window's holder before anyone holds it
            if f.name in PLAYER_FIELDS and type(item) is int and item not in players and item != -1:
                raise PositionFormatError(f"{type(value).__name__}: {f.name} {item} is no player")
            _check_players(item, players)


def _iid(word: str) -> int:
    if not word.startswith("#"):
        raise PositionFormatError(f"card ids start with '#': {word!r}")
    return int(word[1:])


def _read_play_line(line: str, zone: Zone) -> CardInstance:
    words = shlex.split(line)
    iid, card_id = _iid(words[0]), words[1]
    owner = controller = -1
    area: Area | None = None
    flags: set[str] = set()
    counters: list[tuple[str, int]] = []
    chosen: list[str] = []
    attached: int | None = None
    i = 2
    while i < len(words):
        w = words[i]
        if w in ("owner", "controller", "at", "on"):
            value = words[i + 1]
            if w == "on":
                attached = _iid(value)
            elif w == "owner":
                owner = int(value)
            elif w == "controller":
                controller = int(value)
            else:
                area = Area.parse(value)
            i += 2
            continue
        if w.startswith("counter="):
            name, _, value = w[len("counter=") :].rpartition("=")
            counters.append((name, int(value)))
        elif w.startswith("chosen="):
            chosen.append(w[len("chosen=") :])
        elif w in ("exhausted", "frightened", "face-down", "boosted"):
            flags.add(w)
        else:
            raise PositionFormatError(f"unknown word {w!r} in {line.strip()!r}")
        i += 1
    if owner < 0:
        raise PositionFormatError(f"card #{iid} has no owner")
    return CardInstance(
        iid,
        card_id,
        owner,
        zone,
        owner if controller < 0 else controller,
        area=area,
        exhausted="exhausted" in flags,
        frightened="frightened" in flags,
        face_down="face-down" in flags,
        boosted="boosted" in flags,
        counters=tuple(counters),
        attached_to=attached,
        chosen=tuple(chosen),
    )
