"""Guessing a random selection (SB38): "As a random card is selected or a choice is made at
random, guess which option or card will be randomly selected. If you guessed correctly, you may
exhaust this card to score a point."

Each verb that selects at random (a random discard, a random card to act on or to move, a
random mode, a random Problem) asks ``guess_random`` first, with the options in the order it draws
from; once every guesser has guessed it draws, then calls ``settle_guesses`` with the index drawn.
A card with ``Trigger(GUESSED_RANDOM)`` in play, face-up, is a guesser; its controller guesses
(each guess is kept in the memo until the selection is made, so the position text has it). A
right guess is an occurrence naming the card, which its trigger answers. Rulings: a selection
among fewer than two options is no guess (nothing is left to chance); only the seeded mode
draws: in observed mode the judge enters the pick, and the prompt names each guesser for the
judge to apply (``judge_note``); cards hidden from the guesser are offered by their ids
(402.2), not their names.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.abilities import Ask, Resolver, in_play_watchers
from engine.areas import Area
from engine.choices import ChooseOption, DecisionKind
from engine.scripts.vocabulary import GUESSED_RANDOM, RANDOM_GUESS
from engine.state import CardInstance, Mode, Occurrence, Zone
from engine.table import Table

Option = CardInstance | Area | str


def guessers(t: Table) -> list[int]:
    """The cards in play, face-up and not blanked (505.1a, 701.1), whose ability guesses
    random selections (SB38)."""
    watching = in_play_watchers(t)[0].get(GUESSED_RANDOM, ())
    if not watching:
        return []
    blank = t.view().blank
    return [i for i in watching if not t.card(i).face_down and i not in blank]


def judge_note(t: Table) -> str:
    """Observed mode: the judge enters a random pick and applies each guesser's text (SB38),
    named in the prompt so that it is never silent; "" without a guesser."""
    names = [t.name(w) for w in guessers(t)]
    return f"; judge to apply the guess of {', '.join(names)}" if names else ""


def label(t: Table, x: Option, guesser: int) -> str:
    """How an option reads for the guesser: a card by name where they may know it (402.2)."""
    if isinstance(x, Area):
        return t.area_name(x)
    if isinstance(x, str):
        return x
    public = x.zone is Zone.PLAY and not x.face_down
    own = x.zone is Zone.HAND and x.owner == t.card(guesser).controller
    return t.name(x.iid) if public or own or x.revealed else f"card #{x.iid}"


def guess_random(r: Resolver, options: Sequence[Option]) -> Ask | None:
    """The next guesser's question before a random selection among ``options``, or None once
    every guesser has guessed (or nothing is guessed: no guesser, observed mode, fewer than two
    options)."""
    t, s = r.t, r.s
    if s.mode is not Mode.SEEDED or len(options) < 2:
        return None
    for w in guessers(t):
        mine = f"{RANDOM_GUESS}{w}:"
        if any(m.startswith(mine) for m in s.memo):
            continue
        p = t.card(w).controller
        return Ask(
            p,
            DecisionKind.TARGET,
            f"{t.player_name(p)}: guess which will be selected at random ({t.name(w)}, {r.name})",
            [ChooseOption(p, f"{mine}{k}:{label(t, x, w)}") for k, x in enumerate(options)],
        )
    return None


def settle_guesses(t: Table, drawn: int) -> None:
    """The selection is made: option ``drawn`` (its index). Each guesser that guessed it has
    guessed correctly (an occurrence its trigger answers); the guesses are forgotten."""
    s = t.state
    made = sorted(m for m in s.memo if m.startswith(RANDOM_GUESS))
    if not made:
        return
    s.memo = s.memo - frozenset(made)
    for m in made:
        w, k, _ = m.removeprefix(RANDOM_GUESS).split(":", 2)
        card = s.cards.get(int(w))
        if card is None or card.zone is not Zone.PLAY:
            continue
        right = int(k) == drawn
        said = "correctly" if right else "wrong"
        t.log(f"  {t.player_name(card.controller)} guessed {said} ({t.name(card.iid)})")
        if right:
            t.emit(Occurrence(GUESSED_RANDOM, card.controller, card.iid, card.card_id))
