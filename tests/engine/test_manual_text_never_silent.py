"""No text the engine does not automate passes silently: a test generated from the card data.

For every card of the whole pool (all sets) with text the engine does not automate
(``CardDefinition.manual_abilities``), the phrase reader (``engine.manual.read``) finds at least
one point where the game stops for the judge, and a turn played with the card in play stops
for the judge, naming the card and its text, at each point it finds: the start and end of the
phases and steps it names, the faceoffs it is involved in and the occurrences its "When/After
..." phrases name; a flipped card's text is asked; its activated abilities and its play (an
Event) are offered. One turn per card and side on a small shared position keeps it quick.
"""

from __future__ import annotations

import pytest
from script_scenes import OCTGN, whole_pool

from engine import manual
from engine.areas import Area
from engine.cards import CardType
from engine.choices import (
    Challenge,
    DecisionKind,
    EndChallenges,
    EndMainPhase,
    JudgeApplied,
    PassPriority,
    PlayCard,
    UseManualText,
)
from engine.flow import flush_interrupts
from engine.game import Game
from engine.scenario import A_HOME, ALICE, B_PROBLEM, BOB, Board
from engine.state import Occurrence, Zone

DECK = ("V-OR-F110",) * 8  # vanilla Friends: draws and flips with no text


def manual_cards() -> list[str]:
    if not OCTGN.is_dir():
        return []
    pool = whole_pool()
    return sorted(i for i, d in pool.items() if d.manual and not i.startswith("V-"))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "card_id" in metafunc.fixturenames:
        metafunc.parametrize("card_id", manual_cards())


# --- where a card sits for its turn ----------------------------------------------------------
def _board(card_id: str, boosted: bool) -> tuple[Board, int, int]:
    """Alice's turn 3 from its start: the card in play where a Troublemaker faceoff Alice
    starts at Bob's Problem involves it (Friends, Manes, Resources there; a Troublemaker is
    the one challenged; a Problem is Bob's), Orange 3 there to challenge with. Returns the
    board, the card and the Troublemaker challenged."""
    pool = whole_pool()
    d = pool[card_id]
    problems = ("easy", card_id if d.type is CardType.PROBLEM else "easy")
    b = Board(pool, problems=problems, mane=card_id if d.type is CardType.MANE else "V-OR-M")
    b.add(Zone.DRAW_DECK, ALICE, *DECK)
    b.add(Zone.DRAW_DECK, BOB, *DECK)
    b.play("V-OR-F330", ALICE, B_PROBLEM)
    if d.type is CardType.MANE:
        iid = b.mane[ALICE]
        b.table.update(iid, area=B_PROBLEM, boosted=boosted)
    elif d.type is CardType.PROBLEM:
        iid = b.problem[BOB]
    elif d.type is CardType.TROUBLEMAKER:
        iid = b.play(card_id, BOB, B_PROBLEM)
    elif d.type is CardType.EVENT:  # one in hand, one flipped in the faceoff (after the draw)
        (iid,) = b.add(Zone.HAND, ALICE, card_id)
        flipped = b.table.create(card_id, ALICE, Zone.DRAW_DECK)
        b.state.players[ALICE].deck.insert(1, flipped)
    else:
        iid = b.play(card_id, ALICE, None if d.dilemma else B_PROBLEM)
    tm = iid if d.type is CardType.TROUBLEMAKER else b.play("tm-2", BOB, B_PROBLEM)
    for colour in ("OR", "PI", "BL", "PU", "WH", "YE"):  # power of every colour (205.1)
        for _ in range(2):
            b.play(f"V-{colour}-F330", ALICE, A_HOME)
    return b, iid, tm


class Turn:
    """One turn played by simple players: Alice challenges once and ends her Main Phase,
    everyone passes, the judge applies nothing. Records each judge stop (card, texts, trace
    line) and each action of ``watched`` ever legal."""

    def __init__(self, game: Game, watched: list[object]) -> None:
        self.game = game
        self.stops: list[tuple[str, tuple[str, ...]]] = []
        self.watched = watched
        self.legal: set[object] = set()
        self.refused: dict[object, str] = {}

    def play(self, tm: int, limit: int = 400) -> None:
        game, turn, challenged = self.game, self.game.state.turn, False
        for _ in range(limit):
            d = game.current_decision()
            if d is None or game.state.turn != turn:
                return
            options = game.legal_choices()
            if d.kind in (DecisionKind.PRIORITY, DecisionKind.MAIN_PHASE):
                for choice in self.watched:
                    why = game.why_not(choice)  # type: ignore[arg-type]
                    if why is None:
                        self.legal.add(choice)
                    else:
                        self.refused[choice] = why
            if d.kind is DecisionKind.MANUAL:
                (choice,) = options
                assert isinstance(choice, JudgeApplied)
                op = game.state.agenda[0]
                self.stops.append((game.state.cards[choice.card].card_id, op.texts))  # type: ignore[attr-defined]
            elif d.kind is DecisionKind.CHALLENGE:
                wanted = Challenge(ALICE, tm)
                choice = wanted if not challenged and wanted in options else EndChallenges(ALICE)
                challenged = True
            elif d.kind is DecisionKind.MAIN_PHASE:
                choice = EndMainPhase(d.player)  # type: ignore[arg-type]
            elif d.kind is DecisionKind.PRIORITY:
                choice = PassPriority(d.player)  # type: ignore[arg-type]
            else:
                choice = options[0]
            game.apply(choice)
        raise AssertionError(f"the turn did not end: {game.current_decision()}")

    def stopped(self, card_id: str, text: str) -> bool:
        return any(c == card_id and text in texts for c, texts in self.stops)


PHASE_POINTS = ("phase-start:", "phase-end:", "step-end:", "turn-end")


def test_the_phrase_reader_finds_a_stop_point_for_every_text(card_id: str) -> None:
    """Every paragraph is read as something the game stops or offers for: no text falls
    through (a trigger the reader can't read stops everywhere, ``manual.EVERYWHERE``)."""
    for r in manual.readings(whole_pool()[card_id]):
        assert r.points, f"{card_id}: {r.text!r} has no stop point"
        if not r.recognised:
            assert r.points >= manual.EVERYWHERE


def test_every_point_the_text_names_stops_for_the_judge(card_id: str) -> None:
    pool = whole_pool()
    d = pool[card_id]
    sides = [False, True] if d.type is CardType.MANE else [False]
    for boosted in sides:
        readings = [r for r in manual.readings(d) if r.boosted == boosted]
        if not readings:
            continue
        b, iid, tm = _board(card_id, boosted)
        if d.type is CardType.EVENT:
            watched: list[object] = [PlayCard(ALICE, iid)]
        else:
            controller = BOB if d.type in (CardType.TROUBLEMAKER, CardType.PROBLEM) else ALICE
            every = manual.of(pool, card_id)
            watched = [
                UseManualText(controller, iid, every.index(r))
                for r in readings
                if r.form == "activated"
            ]
        game = b.game(at="start", tokens=(20, 20))
        turn = Turn(game, watched)
        turn.play(tm)
        if d.type is CardType.EVENT:  # its text stops as it is flipped (515.1)
            assert turn.stopped(card_id, readings[0].text), f"{card_id} flipped: {turn.stops}"
        for r in readings:
            if r.form in ("triggered", "static") and d.type is not CardType.EVENT:
                timed = {p for p in r.points if p.startswith(PHASE_POINTS)}
                if "faceoff-started" in r.points or "self:faceoff-started" in r.points:
                    timed.add("faceoff")
                if timed and not d.dilemma:
                    assert turn.stopped(card_id, r.text), (
                        f"{card_id}: {r.text!r} ({sorted(timed)}) never stopped: {turn.stops}"
                    )
        for choice in watched:  # offered: legal at some point, or refused only for timing
            why = turn.refused.get(choice, "")
            assert choice in turn.legal or "512" in why, f"{card_id}: {choice} {why}"
        if d.type is not CardType.EVENT:
            _each_occurrence_stops(game, iid, [r for r in readings if r.form == "triggered"])


def _each_occurrence_stops(game: Game, iid: int, readings: list[manual.Reading]) -> None:
    """For the occurrences the triggers name (not phase boundaries, played above): one of
    that kind, naming the card, stops for the judge naming it and the text."""
    t = game._table  # the occurrence as the verbs emit it (``Table.emit``)
    c = game.state.cards.get(iid)
    if c is None or c.zone is not Zone.PLAY:
        return  # it left play during the turn (its own text, applied by nobody)
    for r in readings:
        kinds = {p.removeprefix("self:") for p in r.points if ":" not in p.removeprefix("self:")}
        kinds -= {"turn-end", "played", "put-into-play", "problem-played", "turned-over"}
        kinds -= {"uncovered"}  # asked as it enters play, is uncovered or turned over
        for kind in sorted(kinds):
            area: Area | None = c.area
            t.emit(Occurrence(kind, ALICE, iid, c.card_id, area))
            flush_interrupts(t)
            decision = game.current_decision()
            assert decision is not None and decision.kind is DecisionKind.MANUAL, (
                f"{c.card_id}: {r.text!r} did not stop after {kind!r}"
            )
            texts = game.state.agenda[0].texts  # type: ignore[attr-defined]
            assert r.text in texts, f"{c.card_id} after {kind}: asked {texts}"
            while game.current_decision().kind is DecisionKind.MANUAL:  # type: ignore[union-attr]
                game.apply(game.legal_choices()[0])
            if game.state.cards.get(iid) is None:
                return
