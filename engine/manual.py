"""Text the engine does not automate (``CardDefinition.manual_abilities``): where it stops the
game for the judge, and the actions it offers so that a player can still use that text.

Nothing such a text says may pass silently. A small phrase reader (``read``) reads each
paragraph of printed text the engine does not carry out and says what kind of ability it is
and which occurrences it names (``Reading``):

- an activated ability (703: "Main Phase: ...", "Immediate: ...", "Reaction: After ..."): a
  card in play offers it as an action (``UseManualText``) when its timing allows (512), once
  per priority window (``memo_key``: no loop can form); the judge applies its cost and
  effect. An Event (304) is played as any card is (its printed cost and requirements), and
  the judge applies its text; Reaction Events too, once something they may answer happened
  since the last window closed (512.4d);
- a triggered ability ("When/Whenever/After ...", "At the start of your Score Phase", "If
  ... would ...", 704, 710): the condition clause (up to the first comma) is read for the
  occurrences it names (``PHRASES``: the engine's occurrence kinds, ``Occurrence.kind``, and
  phase and step boundaries); "this card" narrows them to occurrences naming the card, at
  its area or, in a faceoff, one it is involved in (``_about``); a card that left play is
  asked for its "when this card leaves play / is defeated" text;
- a flipped card's text is asked as it is flipped, whatever it says (515.1: "Chaos:" texts
  and the rest); text in play mentioning flips stops at every flip;
- "Play to ..." / "Play on ..." (where the card is played): read as it enters play;
- anything else is continuous (a static ability, 701.2): the judge is asked at the start of
  every phase (each phase is where its effect may next matter: costs in the Main Phase,
  confronts in the Score Phase ...) and at the start of every faceoff, while it is in play.

When unsure, the reader asks: a trigger whose condition names no occurrence it knows stops
as a static does (``recognised`` False), so no text falls through. Every card also stops as
it enters play, is uncovered or turned over (``Table.ask_judge``); the stops here come on top.
The judge applies the text with edits (``Game.edit``) and answers ``JudgeApplied``; a random
judge applies nothing and goes on. Each stop is traced with the card, the occasion and the
text; ``Game.not_automated`` gives, for marks, the cards in play with such text and the text
a choice would leave to the judge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import registry
from engine.cards import CardDefinition, CardPool, CardType
from engine.choices import Choice, JudgeApplied, PlayCard, UseManualText
from engine.state import CardInstance, Occurrence, Zone
from engine.view import involved_in

if TYPE_CHECKING:
    from engine.table import Table

PHASES = ("Ready", "Troublemaker", "Main", "Score", "End")  # 601.3
BOOSTED = "(Boosted) "

# Every phase start and every faceoff: where a continuous text or an unread trigger is asked.
EVERYWHERE = frozenset({*(f"phase-start:{p}" for p in PHASES), "faceoff-started"})

# "Main Phase:", "Immediate:", "Faceoff:", "Problem Faceoff:", "Reaction:", "Score Phase:" ...
_TIMING = re.compile(r"^((?:[A-Z][a-z]+ )*(?:Phase|Immediate|Faceoff|Reaction)(?: Reaction)?):")
# Prefixes that make an ability conditional without being a timing (glossary: Harmony,
# Talented, Chaos): the ability is what follows.
_CONDITIONAL = re.compile(r"^(Chaos|Talented|Harmony(?: [A-Z][a-z]+)*):\s*")
_TRIGGER = re.compile(
    r"^(when|whenever|after|at the (?:start|beginning|end) of|each time|the first time|"
    r"the next time|if .* would|before|while .* flipped)\b"
)
_SELF = re.compile(
    r"\b(this (?:card|friend|character|mane|problem|troublemaker|resource))\b|^\w+ it\b"
)

# The condition phrases of triggered abilities and the occurrence kinds they name (the kinds
# ``Table.emit`` records: ``abilities.Trigger``, ``ALSO_WATCHED``). Read in the lower-cased
# condition clause; several may match.
PHRASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        r"\benters? play|\bput .*into play|\bcomes? into play",
        ("played", "put-into-play", "problem-played"),
    ),
    (r"\bplay(?:s|ed)?\b", ("played",)),
    (r"\bmov(?:e|es|ed)\b", ("moved",)),
    (r"\bconfront", ("confronted",)),
    (r"\bsolved?\b", ("confronted",)),
    (r"\breplaced?\b", ("problem-played",)),
    (r"\bchalleng", ("faceoff-started",)),
    (r"\bfaceoff", ("faceoff-started",)),
    (r"\b(?:wins?|won|lose|loses|lost|ties?|tied)\b", ("won-faceoff", "faceoff-started")),
    (r"\bflip", ("flipped",)),
    (r"\buncover", ("uncovered",)),
    (r"\bdismiss", ("dismissed",)),
    (r"\bretire", ("retired",)),
    (r"\bleaves? play|\bleft play", ("dismissed", "left-play", "retired")),
    (r"\bdiscard", ("discarded", "dismissed", "retired")),
    (r"\bunfrighten|\brall(?:y|ies|ied)\b", ("unfrightened",)),
    (r"\bfrighten", ("frightened",)),
    (r"\bexhaust", ("exhausted",)),
    (r"\bread(?:y|ies|ied)\b", ("phase-start:Ready",)),
    (r"\bdraws?\b(?! step)|\bdrew\b", ("drew",)),
    (r"\bdefeat", ("defeated",)),
    (r"\bscor(?:e|es|ed|ing)\b(?! phase)", ("scored-bonus", "confronted", "defeated")),
    (r"\baction tokens?\b|\bgains? \[|\breceives?\b", ("tokens-received",)),
    (r"\bturn(?:s|ed)? (?:\w+ )?over\b|\bboosted\b|\bturn(?:s|ed)? face[- ]up", ("turned-over",)),
    (r"\bsent home\b|\bsend home\b", ("won-faceoff", "faceoff-started")),
    (r"\btakes? an action\b", ("action",)),
)
_PHASE_AT = re.compile(
    r"\bat the (start|beginning|end) of (?:[\w']+ )*?(ready|troublemaker|main|score|end) phase"
)
_TURN_AT = re.compile(r"\bat the (start|beginning|end) of (?:[\w']+ )*?turn\b")
_STEP_AT = re.compile(r"\bat the (?:start|beginning|end) of (?:[\w']+ )*?(\w+) step\b")


@dataclass(frozen=True)
class Reading:
    """What the phrase reader makes of one paragraph the engine does not automate.

    ``form``: "activated" (a timing phrase, 703), "play" (an Event's text, applied as it
    resolves), "triggered", "entering" (where the card is played: read as it enters play) or
    "static". ``points``: the occurrences it stops at, an occurrence kind ("moved") or a kind
    and what it names ("phase-start:Score"), "self:" in front when only those naming this card
    count; "offered" for an activated ability, "play" for an Event's text, "entering" for
    where it is played (none of them an occurrence). ``recognised``: False when the reader
    found no phrase it knows and stops ``EVERYWHERE`` to be safe. ``answers``: for a
    Reaction (512.4d), the occurrence kinds its condition names (none read: any)."""

    text: str
    form: str
    timing: str = ""
    points: frozenset[str] = frozenset()
    recognised: bool = True
    answers: frozenset[str] = frozenset()

    @property
    def boosted(self) -> bool:
        return self.text.startswith(BOOSTED)


def _condition_points(clause: str, self_only: bool) -> set[str]:
    out: set[str] = set()
    for pattern, kinds in PHRASES:
        if re.search(pattern, clause):
            out.update(kinds)
    for when, phase in _PHASE_AT.findall(clause):
        out.add(f"phase-{'end' if when == 'end' else 'start'}:{phase.capitalize()}")
    for when in _TURN_AT.findall(clause):
        out.add("turn-end" if when == "end" else "phase-start:Ready")  # 601.2, 615.1
    for step in _STEP_AT.findall(clause):
        out.add(f"step-end:{step.capitalize()}")
    if self_only:
        # "when this card is moved": only occurrences naming it; phase boundaries name no card
        out = {p if ":" in p or p == "turn-end" else f"self:{p}" for p in out}
    return out


def read(paragraph: str, card_type: CardType) -> Reading:
    """Read one paragraph of ``CardDefinition.manual_abilities`` (see the module's text)."""
    body = paragraph.removeprefix(BOOSTED)
    timing = _TIMING.match(body)
    if timing:
        if card_type is CardType.EVENT:
            return Reading(paragraph, "play", timing.group(1), frozenset({"play"}))
        rest = body[timing.end() :].strip().lower()
        react = set()
        if "Reaction" in timing.group(1):  # "Reaction: After <occurrence>, ..." (512.4d)
            react = _condition_points(rest.split(",", 1)[0], False)
        kinds = frozenset(x.removeprefix("self:").split(":")[0] for x in react)
        return Reading(
            paragraph, "activated", timing.group(1), frozenset({"offered"}), answers=kinds
        )
    if card_type is CardType.EVENT:  # "Chaos: ..." and the like; the Event's play is above
        points = {"self:flipped"} if "flip" in body.lower() or body.startswith("Chaos") else set()
        return Reading(
            paragraph, "triggered" if points else "play", "", frozenset(points or {"play"})
        )
    chaos = body.startswith("Chaos")
    body = _CONDITIONAL.sub("", body)
    lower = body.lower()
    if re.match(r"^play (?:to|on|only)\b", lower):
        return Reading(paragraph, "entering", "", frozenset({"entering"}))
    if _TRIGGER.match(lower):
        clause = lower.split(",", 1)[0]
        self_only = bool(_SELF.search(clause))
        points = _condition_points(clause, self_only)
        if chaos:
            points.add("self:flipped")
        if points:
            return Reading(paragraph, "triggered", "", frozenset(points))
        return Reading(paragraph, "triggered", "", EVERYWHERE, recognised=False)
    points = set(EVERYWHERE)
    if "flip" in lower or chaos:
        points.add("flipped")
    return Reading(paragraph, "static", "", frozenset(points))


def readings(d: CardDefinition) -> tuple[Reading, ...]:
    """The readings of all a card's text the engine does not automate (both sides)."""
    return tuple(read(text, d.type) for text in d.manual_abilities)


def of(pool: CardPool, card_id: str) -> tuple[Reading, ...]:
    """``readings``, once per card of the pool."""
    return pool.facts("manual-readings", readings)[card_id]  # type: ignore[return-value]


def current(pool: CardPool, c: CardInstance) -> tuple[Reading, ...]:
    """The readings of the side of ``c`` that is face-up (301.2); none for a face-down card,
    which has no abilities (505.1a)."""
    if c.face_down:
        return ()
    return tuple(r for r in of(pool, c.card_id) if r.boosted == c.boosted)


# --- stopping for the judge -----------------------------------------------------------------
def _watchers(t: Table) -> tuple[tuple[int, tuple[Reading, ...]], ...]:
    """The cards in play whose face-up text the engine does not automate, with its readings."""
    s, out = t.state, []
    for iid in s.play:
        c = s.cards[iid]
        found = current(t.pool, c)
        if found:
            out.append((iid, found))
    return tuple(out)


def in_play(t: Table) -> tuple[tuple[int, tuple[Reading, ...]], ...]:
    """``_watchers``, once per ``placement``."""
    return t.derived("manual-in-play", lambda: _watchers(t), placed=True)  # type: ignore[return-value]


def _about(t: Table, occ: Occurrence, iid: int) -> bool:
    """Whether ``occ`` may be about card ``iid`` ("when this card ...", "this card's
    Problem"): it names the card, happened at the card's area, or, during a faceoff, the card
    is involved in it; an occurrence naming neither card nor area may be (ask)."""
    if occ.card == iid:
        return True
    if t.state.faceoff is not None and occ.kind in ("faceoff-started", "won-faceoff", "flipped"):
        return _involved(t, iid)
    if occ.area is not None:
        return t.card(iid).area == occ.area
    return occ.card is None


def _involved(t: Table, iid: int) -> bool:
    """Whether card ``iid`` is involved in the faceoff now (514.2), or is the challenged
    Troublemaker or the Problem it is at."""
    f = t.state.faceoff
    if f is None:
        return True  # no faceoff to tell: ask
    c = t.card(iid)
    if iid == f.troublemaker or (c.area is not None and c.area in f.areas):
        return True
    cards = {x.iid: x for x in t.state.in_play()}
    return iid in involved_in(f, cards, t.pool, t.state.memo)


OCCASIONS = {
    "phase-start": "at the start of the {} Phase",
    "phase-end": "at the end of the {} Phase",
    "step-end": "at the end of the {} step",
    "turn-end": "at the end of the turn",
    "faceoff-started": "as a faceoff starts",
    "flipped": "as a card is flipped",
}
_ENTERING = ("played", "put-into-play", "problem-played", "uncovered", "turned-over")


def _hits(t: Table, occ: Occurrence, iid: int, found: tuple[Reading, ...]) -> tuple[str, ...]:
    key, named, mine = occ.kind, f"{occ.kind}:{occ.via}", f"self:{occ.kind}"
    return tuple(
        r.text
        for r in found
        if key in r.points or named in r.points or (mine in r.points and _about(t, occ, iid))
    )


def stop(t: Table, occ: Occurrence) -> None:
    """After ``occ`` (``Table.emit``): stop for the judge for each card whose text the engine
    does not automate names it: cards in play, a card that just left play ("when this card
    leaves play", 701.3), and a flipped card, whatever its text says (515.1)."""
    s = t.state
    if s.outcome is not None:
        return
    gone = occ.card is not None and occ.card in s.cards and s.cards[occ.card].zone is not Zone.PLAY
    if gone and occ.kind == "flipped":
        flipped = s.cards[occ.card]  # type: ignore[index]
        texts = tuple(r.text for r in of(t.pool, flipped.card_id) if not r.boosted)
        if flipped.zone is Zone.FLIP and texts:
            t.ask_judge(flipped.iid, texts=texts, occasion="flipped (515.1)")
    elif gone and occ.known is not None:  # it left play: its text as it was there (712.2)
        was = s.cards[occ.card]  # type: ignore[index]
        found = tuple(r for r in of(t.pool, was.card_id) if not r.boosted)  # Manes stay in play
        hit = () if occ.known.face_down else _hits(t, occ, was.iid, found)
        if hit:
            t.ask_judge(was.iid, texts=hit, occasion=f"as it left play ({occ.kind})")
    elif occ.kind == "defeated" and occ.card is None:  # the Troublemaker is in a discard pile
        was = max(
            (c for c in s.cards.values() if c.card_id == occ.card_id and c.zone is Zone.DISCARD),
            key=lambda c: c.iid,
            default=None,
        )
        found = () if was is None else tuple(r for r in of(t.pool, was.card_id) if not r.boosted)
        hit = tuple(r.text for r in found if {"defeated", "self:defeated"} & r.points)
        if was is not None and hit:
            t.ask_judge(was.iid, texts=hit, occasion="as it was defeated (514.5a)")
    watching = in_play(t)
    if not watching:
        return
    for iid, found in watching:
        if iid not in s.cards or s.cards[iid].zone is not Zone.PLAY:
            continue
        if occ.card == iid and occ.kind in _ENTERING:
            continue  # asked as it entered play, was uncovered or turned over (ask_judge)
        hit = _hits(t, occ, iid, found)
        if hit:
            pattern = OCCASIONS.get(occ.kind, f"after an occurrence it names: {occ.kind}")
            t.ask_judge(iid, texts=hit, occasion=pattern.format(occ.via))


# --- actions the judge applies ---------------------------------------------------------------
def memo_key(player: int, iid: int, number: int) -> str:
    """Once per priority window per card and text (a "react:" flag: it goes as the window
    closes, ``Table.forget_occurrences``; the Main Phase is one window), so no loop forms from
    these actions, which cost nothing the engine knows; the judge applies further uses by
    edits."""
    return f"react:{player}:manual:#{iid}:{number}"


def options(t: Table, player: int) -> list[Choice]:
    """The manual activated abilities of ``player``'s cards in play (``check`` says which are
    allowed now)."""
    out: list[Choice] = []
    for iid, found in in_play(t):
        c = t.state.cards[iid]
        if c.controller != player:
            continue
        every = of(t.pool, c.card_id)
        for r in found:
            if r.form == "activated":
                out.append(UseManualText(player, iid, every.index(r)))
    return out


def check(t: Table, player: int, choice: UseManualText, main: bool) -> str | None:
    """Why ``player`` can't take ``choice`` now, or None (512, 703.1)."""
    s = t.state
    if choice.card not in s.cards or t.card(choice.card).zone is not Zone.PLAY:
        return f"#{choice.card} is not in play (703.1)"
    c = t.card(choice.card)
    every = of(t.pool, c.card_id)
    if not 0 <= choice.text < len(every) or every[choice.text] not in current(t.pool, c):
        return f"{t.name(choice.card)} has no text number {choice.text} the judge applies (703.1)"
    r = every[choice.text]
    if r.form != "activated":
        return f"{t.name(choice.card)}'s text {r.text!r} is not an activated ability (703.1)"
    if c.controller != player:
        return f"only the controller of {t.name(choice.card)} may activate it (703.1b)"
    why = registry.timing_ok(t, player, r.timing, main)
    if why:
        return why
    if memo_key(player, choice.card, choice.text) in s.memo:
        return (
            f"{t.name(choice.card)}'s text {r.text!r} was already used in this priority window; "
            "the engine offers it once per priority window so that no loop forms; the judge "
            "applies further uses by edits (510)"
        )
    if "Reaction" in r.timing and not reacted(t, r):
        return (
            "its Reaction condition has not been met since the last priority window closed (512.4d)"
        )
    return None


def reacted(t: Table, r: Reading) -> bool:
    """Whether something a manual Reaction may answer happened since the last window closed
    (512.4d): an occurrence of a kind it names, or any occurrence if it names none known."""
    return any(not r.answers or o.kind in r.answers for o in t.state.recent)


def take(t: Table, player: int, choice: UseManualText) -> None:
    """The player activates it; the judge applies its cost and effect (703.1, 705.2)."""
    s = t.state
    s.memo = s.memo | {memo_key(player, choice.card, choice.text)}
    r = of(t.pool, t.card(choice.card).card_id)[choice.text]
    t.log(
        f"{t.player_name(player)} activates {t.name(choice.card)}'s {r.timing} ability, which the "
        f"engine does not automate: the judge applies its cost and effect (703.1, 705.2)"
    )
    t.ask_judge(choice.card, texts=(r.text,), occasion="activated")


def ways(d: CardDefinition) -> tuple[tuple[str, frozenset[str] | None], ...]:
    """``priority.Way``s a card in play gives by manual activated abilities not in the Main
    Phase: its timing, and for a Reaction the kinds it answers (None: any)."""
    out = []
    for r in readings(d):
        if r.form == "activated" and r.timing != "Main Phase":
            kinds = r.answers
            out.append((r.timing, frozenset(kinds) if "Reaction" in r.timing and kinds else None))
    return tuple(out)


def event_reaction(d: CardDefinition) -> frozenset[str] | None:
    """The occurrence kinds a manual Reaction Event answers (512.4d), None: any."""
    for r in readings(d):
        if r.form == "play" and "Reaction" in r.timing:
            body = r.text.split(":", 1)[1].strip().lower()
            kinds = {
                p.removeprefix("self:").split(":")[0]
                for p in _condition_points(body.split(",", 1)[0], False)
            }
            return frozenset(kinds) or None
    return None


def event_reacts(t: Table, d: CardDefinition) -> bool:
    """Whether something a manual Reaction Event may answer happened since the last window
    closed (512.4d): an occurrence of a kind its condition names, or any if none is read."""
    kinds = event_reaction(d)
    return any(kinds is None or o.kind in kinds for o in t.state.recent)


def event_timing(d: CardDefinition) -> str | None:
    """The timing phrase of a manual Event (512.1): its first paragraph with one, past
    "Chaos:" and the like."""
    for r in readings(d):
        if r.form == "play" and r.timing:
            return r.timing
    return None


# --- marks: where a GUI or a test reads what the judge applies -------------------------------
def in_play_texts(t: Table) -> dict[int, tuple[str, ...]]:
    """Each card in play whose face-up text the engine does not automate, with that text."""
    return {iid: tuple(r.text for r in found) for iid, found in in_play(t)}


def choice_texts(t: Table, choice: Choice) -> tuple[str, ...]:
    """The text the judge applies if ``choice`` is made: a card played (its text not
    automated, as it enters play or as the Event resolves), a manual activated ability, the
    text the judge is asked to apply now; () for a choice the engine carries out in full."""
    s = t.state
    if isinstance(choice, UseManualText) and choice.card in s.cards:
        every = of(t.pool, t.card(choice.card).card_id)
        return (every[choice.text].text,) if 0 <= choice.text < len(every) else ()
    if isinstance(choice, PlayCard) and choice.card in s.cards:
        c = t.card(choice.card)
        return tuple(r.text for r in of(t.pool, c.card_id) if not r.boosted)
    if isinstance(choice, JudgeApplied) and s.agenda:
        op = s.agenda[0]
        return tuple(getattr(op, "texts", ()))
    return ()
