"""Choices an instruction asks for: a mode, a card (705.2f)."""

from __future__ import annotations

from engine.abilities import Ask, Resolver, ability, active, why_not_named
from engine.cards import CardType, card_names
from engine.choices import Choice, ChooseCard, ChooseOption, DecisionKind, Decline, NameCard
from engine.effects.guessing import guess_random, judge_note, settle_guesses
from engine.scripts.vocabulary import EACH_MODE, Choose, ChooseOne, Name, Play, Static
from engine.state import Mode


def choose_one(r: Resolver, e: ChooseOne) -> Ask | None:
    """The instruction "Choose odd or even": a mode among those that can be done (705.2f);
    "Choose two:" (``ChooseOne.pick``) asks for one, then another of those left: with only
    one that can be done, that one alone (705.2f: as much as can be done)."""
    t, op = r.t, r.op
    p = r.players(e.who)[0]
    chosen = tuple(op.option.split("|")) if op.count else ()  # "Choose two:": the first one
    modes = r.possible_modes(e, chosen)
    if not modes:
        r.skip("no mode can be done")
        return None
    if e.random:  # "choose one at random" (AD17): the game picks among those possible
        if r.s.mode is Mode.SEEDED:
            if (q := guess_random(r, modes)) is not None:  # SB38
                return q
            k = t.rng().randrange(len(modes))
            option = modes[k]
            t.log(f"  {option} is chosen at random ({r.name})")
            settle_guesses(t, k)
            r.next(option=option)
            return None
        return Ask(  # observed: the judge enters the mode chosen at random
            None,
            DecisionKind.TARGET,
            f"Judge: enter the mode chosen at random ({r.name}){judge_note(t)}",
            [ChooseOption(p, o) for o in modes],
        )
    which = "another of" if chosen else "two of" if e.pick == 2 else ""
    each = [ChooseOption(p, EACH_MODE)] if e.pick == 1 and chooses_each(r, p) else []
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: choose {which + ' ' if which else ''}"
        f"{' or '.join(e.options)} ({r.name}, 705.2f)",
        [
            *(ChooseOption(p, o) for o in modes),
            *each,
            *([Decline(p)] if e.optional and not chosen else []),  # "you may choose" (DE116)
        ],
    )


def chooses_each(r: Resolver, p: int) -> bool:
    """Whether player ``p``, choosing one mode while playing a Song card (an Event's own
    text, 304), may choose each instead: they control a card with
    ``Static("song-choose-each")`` (SB136; 705.2f)."""
    t = r.t
    if "Song" not in t.pool[r.op.card_id].traits or not isinstance(
        ability(t.pool, r.op.card_id, r.op.ability), Play
    ):
        return False
    return any(
        isinstance(st, Static) and st.kind == "song-choose-each"
        for iid in t.state.play
        if t.card(iid).controller == p
        for _, st in active(t.pool, t.card(iid))
    )


def choose(r: Resolver, e: Choose) -> Ask | None:
    """The instruction "Choose [n] cards": the next card not yet chosen (705.2f); optional when
    the text says "may"."""
    t, op = r.t, r.op
    cards = r.targets(e.cards)
    if op.count:  # "choose 2 ...": the next one, not one already chosen
        cards = [c for c in cards if c.iid not in op.chosen]
    if e.up_to and op.count and not cards:  # "up to 3": every card that fits is chosen
        r.next(chosen=op.chosen)
        return None
    if not cards or (not e.up_to and len(cards) < e.n - op.count):
        r.skip(f"there are not {e.n} cards to choose" if cards else "nothing to choose")
        return None
    p = r.players(e.chooser)[0]
    choices: list[Choice] = [ChooseCard(p, c.iid) for c in cards]
    if (e.optional and not op.count) or e.up_to:  # "up to": the chooser stops when done
        choices.append(Decline(p))
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: choose a card for {r.name} (705.2f)",
        choices,
    )


def name_one(r: Resolver, e: Name) -> Ask:
    """ "Name a card" (201.1, 201.1b) or "name a card type" (206.2) as an instruction
    (705.2f): the name is kept for the ability's later instructions (``is_named``)."""
    t = r.t
    p = r.players(e.who)[0]
    if e.card_type:
        what, names = "a card type (206.2)", [k.value for k in CardType]
    else:
        kind = " or ".join(str(k) for k in e.types) or "card"
        what, names = f"a {kind} (201.1)", card_names(t.pool, e.types)
    pool = t.pool
    may = "you may " if e.optional else ""  # 712.3: Decline names nothing (LL138)
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: {may}name {what} ({r.name}, 705.2f)",
        [NameCard(p, n) for n in names] + ([Decline(p)] if e.optional else []),
        lambda choice: why_not_named(pool, e, p, choice),
    )
