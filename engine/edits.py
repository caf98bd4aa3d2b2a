"""Judge edits: corrections a judge makes to the state, each with a reason, kept in the record.

They carry out what the engine does not automate yet (manual card text) and fix what players
did at the table. Edits change the state directly; they are not choices and follow no timing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import characteristics as ch
from engine import codec
from engine.areas import Area, AreaKind
from engine.cards import CardType
from engine.errors import EngineError, InvalidEditError
from engine.state import Zone
from engine.table import Table
from engine.tokens import copied_id, is_token


class JudgeEdit:
    """Base of all edits; every edit has a ``reason``."""

    reason: str


@dataclass(frozen=True)
class MoveCard(JudgeEdit):
    """Put a card in a zone (a new card, 410.6) or, within play, at another area (506);
    ``beneath``: banish it to beneath that card in play (410.5, glossary: Pumped)."""

    card: int
    zone: Zone
    reason: str
    area: Area | None = None
    bottom: bool = False  # decks: bottom instead of top
    face_down: bool = False
    beneath: int | None = None


@dataclass(frozen=True)
class SetCounter(JudgeEdit):
    card: int
    name: str
    value: int
    reason: str


@dataclass(frozen=True)
class SetExhausted(JudgeEdit):
    card: int
    exhausted: bool
    reason: str


@dataclass(frozen=True)
class SetFrightened(JudgeEdit):
    card: int
    frightened: bool
    reason: str


@dataclass(frozen=True)
class TurnMane(JudgeEdit):
    card: int
    boosted: bool
    reason: str


@dataclass(frozen=True)
class SetPoints(JudgeEdit):
    player: int
    points: int
    reason: str


@dataclass(frozen=True)
class SetTokens(JudgeEdit):
    player: int
    tokens: int
    reason: str


@dataclass(frozen=True)
class PutTokenIntoPlay(JudgeEdit):
    """Manual card text puts a token into play: ``card_id`` is a token id (521.1) or a token
    copy's (520.2), as ``engine.tokens.token_id`` / ``token_copy_id`` spell them."""

    player: int
    card_id: str
    area: Area
    reason: str


EDITS = codec.registry_of(JudgeEdit)


def edit_to_json(edit: JudgeEdit) -> dict[str, Any]:
    return codec.encode(edit)  # type: ignore[no-any-return]


def edit_from_json(data: Any) -> JudgeEdit:
    return codec.decode(data, EDITS)  # type: ignore[no-any-return]


def _card(t: Table, iid: int, in_play: bool = False) -> None:
    if iid not in t.state.cards:
        raise InvalidEditError(f"there is no card #{iid}")
    if in_play and t.card(iid).zone is not Zone.PLAY:
        raise InvalidEditError(f"{t.name(iid)} is not in play (503.4)")


def _player(t: Table, player: int) -> None:
    if player not in range(len(t.state.players)):
        raise InvalidEditError(f"there is no player {player}")


def apply_edit(t: Table, edit: JudgeEdit) -> None:
    if not edit.reason.strip():
        raise InvalidEditError("a judge edit needs a reason")
    why = f"(judge: {edit.reason})"
    if isinstance(edit, MoveCard):
        _move(t, edit, why)
    elif isinstance(edit, SetCounter):
        _card(t, edit.card, in_play=True)
        if edit.value < 0:
            raise InvalidEditError("a card can't have a negative number of counters (519)")
        counters = dict(t.card(edit.card).counters)
        counters.pop(edit.name, None)
        if edit.value:
            counters[edit.name] = edit.value
        t.update(edit.card, counters=tuple(sorted(counters.items())))
        t.log(f"{t.name(edit.card)} now has {edit.value} {edit.name} counters {why}")
    elif isinstance(edit, SetExhausted):
        _card(t, edit.card, in_play=True)
        c = t.card(edit.card)
        if c.frightened or ch.is_type(t.pool, c, CardType.PROBLEM):
            raise InvalidEditError(f"{t.name(edit.card)} can't ready or exhaust (503.4a, 504.2a)")
        t.update(edit.card, exhausted=edit.exhausted)
        t.log(f"{t.name(edit.card)} is {'exhausted' if edit.exhausted else 'readied'} {why}")
    elif isinstance(edit, SetFrightened):
        _card(t, edit.card, in_play=True)
        c = t.card(edit.card)
        if c.frightened == edit.frightened:
            raise InvalidEditError(
                f"{t.name(edit.card)} is already "
                f"{'frightened' if c.frightened else 'not frightened'} (504.2b)"
            )
        if edit.frightened:
            name = t.name(edit.card)
            new = t.renew(edit.card, frightened=True, face_down=True)  # 504.1, 505.3, 521.4
            t.log(f"{name} is frightened{'' if new is None else f' as #{new}'} {why} (504.1)")
        else:
            t.update(edit.card, frightened=False, face_down=False)
            t.log(f"{t.name(edit.card)} is unfrightened {why} (504.3)")
    elif isinstance(edit, TurnMane):
        _card(t, edit.card, in_play=True)
        if t.pool[t.card(edit.card).card_id].type is not CardType.MANE:
            raise InvalidEditError(f"{t.name(edit.card)} is not a Mane Character (301.2)")
        t.update(edit.card, boosted=edit.boosted)
        side = "Boosted" if edit.boosted else "Start"
        t.log(f"{t.name(edit.card)} is turned to its {side} side {why} (301.2)")
    elif isinstance(edit, SetPoints | SetTokens):
        _player(t, edit.player)
        value = edit.points if isinstance(edit, SetPoints) else edit.tokens
        if value < 0:
            raise InvalidEditError("points and action tokens are never negative (105.2)")
        p = t.state.players[edit.player]
        if isinstance(edit, SetPoints):
            p.points = value
            t.log(f"{p.name} now has {value} points {why}")
            t.check_win()
        else:
            p.tokens = value
            t.log(f"{p.name} now has {value} action tokens {why}")
    elif isinstance(edit, PutTokenIntoPlay):
        _player(t, edit.player)
        if not is_token(edit.card_id):
            raise InvalidEditError(f"{edit.card_id!r} is not a token id (521.1)")
        try:
            t.pool[edit.card_id]
        except (EngineError, ValueError) as e:
            raise InvalidEditError(f"{edit.card_id!r} does not spell a token (521.1): {e}") from e
        if edit.area.kind is AreaKind.PROBLEM and t.problem_at(edit.area) is None:
            raise InvalidEditError(f"there is no Problem at {edit.area} (501.1)")
        if edit.area.owner not in range(len(t.state.players)):
            raise InvalidEditError(f"there is no area {edit.area}")
        copy = copied_id(edit.card_id) != edit.card_id
        t.put_token(edit.card_id, edit.player, edit.area, f"judge: {edit.reason}", copy=copy)
    else:
        raise InvalidEditError(f"unknown edit {edit!r}")


def _move(t: Table, edit: MoveCard, why: str) -> None:
    _card(t, edit.card)
    c = t.card(edit.card)
    kind = t.pool[c.card_id].type
    if edit.zone is Zone.PLAY and t.pool[c.card_id].dilemma:
        if c.zone is Zone.PLAY or edit.area is not None:
            raise InvalidEditError(
                "a Dilemma enters play at its own area and stays there: give no area (522.2)"
            )
    elif edit.zone is Zone.PLAY:
        if edit.area is None:
            raise InvalidEditError("say at which area the card is put into play (405.1)")
        # a Problem put into play "as a Dilemma" (FF29) gets an area of its own (522.2)
        as_dilemma = kind is CardType.PROBLEM and edit.area.kind is AreaKind.DILEMMA
        if as_dilemma and c.zone is Zone.PLAY:
            raise InvalidEditError("a Problem in play can't join a Dilemma's area (522.2a)")
        if not as_dilemma and not t.state.area_exists(edit.area):
            raise InvalidEditError(f"there is no area {edit.area} (501.1, 522.3)")
        if kind is CardType.PROBLEM and not edit.area.at_problem:
            raise InvalidEditError("Problems are only at a Problem area (303.1)")
    elif edit.area is not None:
        raise InvalidEditError("only cards in play are at an area (405.1)")
    if edit.beneath is not None:
        host = t.state.cards.get(edit.beneath)
        if edit.zone is not Zone.BANISHED or host is None or host.zone is not Zone.PLAY:
            raise InvalidEditError("a card goes beneath a card in play by being banished (410.5)")
        if edit.beneath == edit.card:
            raise InvalidEditError("a card can't go beneath itself")
        t.banish_beneath(edit.card, edit.beneath, why)
        return
    if edit.zone is Zone.PROBLEM_DECK and not ch.is_type(t.pool, c, CardType.PROBLEM):
        raise InvalidEditError("only Problems go in a Problem deck (101.3b)")
    if edit.zone is Zone.DRAW_DECK and kind not in (
        CardType.FRIEND,
        CardType.EVENT,
        CardType.RESOURCE,
        CardType.TROUBLEMAKER,
    ):
        raise InvalidEditError(f"a {kind} can't be in a draw deck (101.2)")
    before = t.name(edit.card)
    if c.zone is Zone.PLAY and edit.zone is Zone.PLAY:
        assert edit.area is not None
        t.update(edit.card, area=edit.area, face_down=edit.face_down or c.frightened)
        t.log(f"{before} is moved to {t.area_name(edit.area)} {why}")
        return
    new = t.put(edit.card, edit.zone, area=edit.area, bottom=edit.bottom, face_down=edit.face_down)
    # a Dilemma's own area (522.2); a token that ceased to exist has none (521.3)
    zone, area = (edit.zone, edit.area) if new is None else (t.card(new).zone, t.card(new).area)
    where = f"{zone}" + (f" at {t.area_name(area)}" if area else "")
    t.log(f"{before} is put into {where}{'' if new is None else f' as #{new}'} {why}")
