"""Revealing cards from hand."""

from __future__ import annotations

from engine.abilities import Ask, Resolver, rule_forbidden
from engine.cards import CardType
from engine.choices import (
    Accept,
    Choice,
    ChooseCard,
    ChooseOption,
    DecisionKind,
    Decline,
    PlaceCard,
)
from engine.scripts.vocabulary import (
    CHOSEN,
    GUESSED_RIGHT,
    GUESSED_WRONG,
    GUESSES,
    THIS,
    Cards,
    GuessPower,
    GuessType,
    RevealForPower,
    RevealHigher,
    RevealTop,
    RevealUntil,
    SplitHand,
)
from engine.state import Zone
from engine.trace import ZONE


def reveal_higher(r: Resolver, e: RevealHigher) -> Ask | None:
    """The instruction "Reveal a card from your hand with higher cost than [the card revealed]"
    (705.2f)."""
    t = r.t
    hand = [t.card(i) for i in r.s.players[r.me].hand]
    top = [c for c in r.refer(CHOSEN) if c.zone is Zone.DRAW_DECK]
    if not hand or not top:
        r.next(failed=True)
        r.t.log(f"  {r.name}: no card is revealed from the hand (705.2f)")
        return None
    return r.choose_for(Cards(), hand, "to reveal from your hand", e)


def guess_power(r: Resolver, e: GuessPower) -> Ask | None:
    """The instruction "look at the top card of your deck and choose a number. An opponent
    guesses whether that card's power matches the chosen number and you reveal that card"
    (MT104): the number and the guess are kept in the ability's option while it asks
    ("n:[number]", then "|g:[guess]"); then the card is revealed and compared (507.4)."""
    t, op, s = r.t, r.op, r.s
    deck = s.players[r.me].deck
    if not deck:
        r.skip("there is no card on top of the deck to guess about")
        return None
    top = deck[0]
    if s.cards[top].unordered:
        t.log(f"  judge to apply: the guess about {t.player_name(r.me)}'s top card ({r.name})")
        r.next()
        return None
    opponent = s.opponent(r.me)
    if not op.option and (why := rule_forbidden(t, "cant-look-in-decks")):
        r.skip(why)  # FF113
        return None
    if not op.option:
        t.reveal(top, to=r.me)  # the looker knows it (402.3)
        t.log(f"  {t.player_name(r.me)} looks at the top card of their deck ({r.name})")
        return Ask(
            r.me,
            DecisionKind.TARGET,
            f"{t.player_name(r.me)}: choose a number ({r.name}, 705.2f)",
            [ChooseOption(r.me, str(n)) for n in range(e.most + 1)],
        )
    if "|g:" not in op.option:
        return Ask(
            opponent,
            DecisionKind.TARGET,
            f"{t.player_name(opponent)}: guess whether that card's power is {op.option[2:]} "
            f"({r.name})",
            [ChooseOption(opponent, g) for g in GUESSES],
        )
    number, guess = op.option[2:].split("|g:")
    t.reveal(top)
    printed = t.pool[s.cards[top].card_id].power
    matches = printed is not None and printed == int(number)
    right = (guess == GUESSES[0]) == matches
    t.log(
        f"  {t.player_name(r.me)} reveals {t.name(top)}, printed power {printed}: "
        f"{t.player_name(opponent)} guessed {'right' if right else 'wrong'} ({r.name}, 507.4)"
    )
    r.next(option=GUESSED_RIGHT if right else GUESSED_WRONG, chosen=(top,))
    return None


GUESS = "guess:"  # the option while ``GuessType`` waits: the opponent's guess follows it


def guess_type(r: Resolver, e: GuessType) -> Ask | None:
    """Choose a card from your hand, an opponent guesses its card type, reveal it (FF122):
    ``accepted`` once the card is chosen (CHOSEN), ``option`` "guess:[type]" once guessed;
    the answers are carried out by ``guess_type_answer``."""
    t, op, s = r.t, r.op, r.s
    hand = s.players[r.me].hand
    if not op.accepted:
        if not hand:
            r.skip(f"{t.player_name(r.me)} has no card in hand to choose")
            return None
        if any(s.cards[i].unordered for i in hand):
            t.log(f"  judge to apply: the guess about {t.player_name(r.me)}'s card ({r.name})")
            r.next()
            return None
        alike: dict[str, int] = {}  # copies of a card are one choice
        for i in hand:
            alike.setdefault(s.cards[i].card_id, i)
        return Ask(
            r.me,
            DecisionKind.TARGET,
            f"{t.player_name(r.me)}: choose a card from your hand for the opponent to guess its "
            f"card type ({r.name}, 705.2f)",
            [ChooseCard(r.me, i) for i in alike.values()],
        )
    chosen = op.chosen[0]
    opponent = s.opponent(r.me)
    if not op.option.startswith(GUESS):
        return Ask(
            opponent,
            DecisionKind.TARGET,
            f"{t.player_name(opponent)}: guess the card type of the card "
            f"{t.player_name(r.me)} chose (206.2) ({r.name})",
            [ChooseOption(opponent, f"{GUESS}{k.value}") for k in CardType],
        )
    guess = op.option.removeprefix(GUESS)
    t.reveal(chosen)
    kind = t.pool[s.cards[chosen].card_id].type.value
    right = kind == guess
    t.log(
        f"  {t.player_name(r.me)} reveals {t.name(chosen)}, a {kind}: "
        f"{t.player_name(opponent)} guessed {guess}, {'right' if right else 'wrong'} "
        f"({r.name}, 206.2, 410.6)"
    )
    r.next(option=GUESSED_RIGHT if right else GUESSED_WRONG, chosen=(chosen,))
    return None


def guess_type_answer(r: Resolver, e: GuessType, choice: Choice) -> None:
    """Carry out an answer ``guess_type`` asked for: the card chosen, then the guess."""
    if isinstance(choice, ChooseCard):
        r.stay(accepted=True, chosen=(choice.card,))
    elif isinstance(choice, ChooseOption):
        guess = choice.option.removeprefix(GUESS)
        r.t.log(f"  {r.t.player_name(choice.player)} guesses {guess} ({r.name})")
        r.stay(option=choice.option)


def reveal_top(r: Resolver, e: RevealTop) -> Ask | None:
    """Reveal the top card(s) of a deck (410.6), keep those the text names and put the rest
    where it says."""
    t = r.t
    if e.rest == "stay":
        return reveal_top_stays(r, e)
    if (
        e.n > 1
        or e.rest != "discard"
        or e.optional
        or e.may_keep
        or e.per_involved
        or e.count
        or e.per is not None
    ):
        return reveal_top_cards(r, e)
    for p in r.players(e.who):
        deck = r.s.players[p].deck
        if not deck:
            t.log(f"  {t.player_name(p)} has no card to reveal ({r.name})")
            continue
        if r.s.cards[deck[0]].unordered:
            t.log(f"  judge to apply: {t.player_name(p)} reveals their top card ({r.name})")
            continue
        top = deck[0]
        name = t.name(top)
        fits = not e.types or t.pool[t.card(top).card_id].type in e.types
        new = t.put(top, Zone.HAND if fits else Zone.DISCARD)
        if new is not None:  # revealed as it is put there: every player saw which
            t.reveal(new)
        where = "hand" if fits else "discard pile"
        t.log(f"  {t.player_name(p)} reveals {name} and puts it into their {where} ({r.name})")
    r.next()
    return None


def reveal_top_stays(r: Resolver, e: RevealTop) -> Ask | None:
    """ "Reveal the top card of your deck": it stays there, known to every player (410.6),
    and is CHOSEN ("that card") for the instructions after it; ``optional``: "you may
    reveal" (712.3; EO43), declined: not done, nothing CHOSEN. ``n`` more than 1: the top
    ``n`` cards, all staying and CHOSEN (SB5)."""
    t = r.t
    p = r.players(e.who)[0]
    deck = r.s.players[p].deck
    if not deck:
        r.skip(f"{t.player_name(p)} has no card to reveal")
        return None
    if e.optional and (q := r.may("reveal the top card of your deck", p)):
        return q
    if e.n > 1:  # "reveal the top five cards of your deck" (SB5): all stay, all CHOSEN
        top = deck[: e.n]
        if any(r.s.cards[i].unordered for i in top):
            t.log(f"  judge to apply: {t.player_name(p)} reveals the top {e.n} cards ({r.name})")
            r.next(failed=True, chosen=())
            return None
        for i in top:
            t.reveal(i)
        names = ", ".join(t.name(i) for i in top)
        t.log(f"  {t.player_name(p)} reveals {names} from their deck ({r.name})")
        r.next(chosen=tuple(top))
        return None
    if r.s.cards[deck[0]].unordered:
        t.log(f"  judge to apply: {t.player_name(p)} reveals their top card ({r.name})")
        r.next(failed=True, chosen=())
        return None
    t.reveal(deck[0])
    t.log(f"  {t.player_name(p)} reveals {t.name(deck[0])} from their deck ({r.name})")
    r.next(chosen=(deck[0],))
    return None


def reveal_top_cards(r: Resolver, e: RevealTop) -> Ask | None:
    """ "Reveal the top ``n`` cards of your deck, put a revealed [type] into your hand and
    all other revealed cards into your discard pile": the revealed cards are ``chosen``
    until that player chooses one of ``types`` (one of them: no choice, unless
    ``may_keep``). ``count`` is the stage: 0 not revealed yet, 1 revealed, 2 the rest
    being put on the top or at the bottom of the deck (``reveal_arrange``)."""
    t, op = r.t, r.op
    p = r.players(e.who)[0]
    deck = r.s.players[p].deck
    if op.count == 2:
        return reveal_arrange(r, e)
    if op.count == 0:
        n = e.n * r.involved_of(p) if e.per_involved else e.n  # 514.2 (CG117)
        if e.count:  # "equal to the number of colors this card has" (203.1; CG83)
            n = r.number(e.count, THIS)
        if e.per is not None:  # "for each of your Griffon characters" (FF22)
            n = e.n * len(r.targets(e.per))
        if e.optional and (q := r.may(f"reveal the top {n} cards", p)):
            return q
        top = deck[:n]
        if not top:
            r.skip(f"{t.player_name(p)} has no card to reveal")
            return None
        if any(r.s.cards[i].unordered for i in top):
            t.log(
                f"  judge to apply: {t.player_name(p)} reveals the top {len(top)} cards "
                f"({r.name}); enter where they go by edits"
            )
            r.next()
            return None
        for i in top:
            t.reveal(i)
        names = ", ".join(t.name(i) for i in top)
        t.log(f"  {t.player_name(p)} reveals {names} ({r.name})")
        r.stay(accepted=True, count=1, chosen=tuple(top))
        return None
    if e.keep_all:  # "puts each Friend revealed this way into their hand" (CG117)
        r.reveal_rest(e, None, every=True)
        return None
    fitting: dict[str, int] = {}
    for iid in op.chosen:
        if not e.types or t.pool[t.card(iid).card_id].type in e.types:
            fitting.setdefault(t.card(iid).card_id, iid)  # copies are interchangeable
    if len(fitting) > 1 or (fitting and e.may_keep):
        options: list[Choice] = [ChooseCard(p, i) for i in fitting.values()]
        return Ask(
            p,
            DecisionKind.TARGET,
            f"{t.player_name(p)}: choose a revealed card to put "
            f"{'on top of your deck' if e.keep_on_top else 'into your hand'} ({r.name}, 705.2f)",
            [*options, Decline(p)] if e.may_keep else options,
        )
    r.reveal_rest(e, next(iter(fitting.values()), None))
    return None


def reveal_arrange(r: Resolver, e: RevealTop) -> Ask | None:
    """The remaining revealed cards go on the top ("deck-top") or at the bottom
    ("deck-bottom") of the deck in the order their player chooses (402.3), one at a time:
    ``chosen`` the ones not placed yet, ``amount`` how many there were."""
    t, op = r.t, r.op
    p = r.players(e.who)[0]
    either = e.rest == "top-or-bottom"  # "on the top or bottom ... in any order" (FF135)
    if len(op.chosen) <= (0 if either else 1):
        if op.chosen:
            r.place_revealed(e, op.chosen[0])
        where = {"deck-top": "on the top", "deck-bottom": "at the bottom"}.get(
            e.rest, "on the top or at the bottom"
        )
        t.log(f"  {t.player_name(p)} puts the other revealed cards {where} of their deck")
        r.next(chosen=(), amount=0)
        return None
    seen: dict[str, int] = {}
    for iid in op.chosen:
        seen.setdefault(t.card(iid).card_id, iid)
    bottom = e.rest == "deck-bottom"
    if either:  # each one on the top (topmost first) or at the bottom (402.3)
        return Ask(
            p,
            DecisionKind.ARRANGE,
            f"{t.player_name(p)}: put the revealed cards on the top (topmost first) or at the "
            f"bottom of your deck (402.3) ({r.name})",
            [PlaceCard(p, i, bottom=b) for i in seen.values() for b in (False, True)],
        )
    return Ask(
        p,
        DecisionKind.ARRANGE,
        f"{t.player_name(p)}: put the revealed cards {'at the bottom' if bottom else 'on top'}"
        f" of your deck, topmost first (402.3) ({r.name})",
        [PlaceCard(p, i, bottom=bottom) for i in seen.values()],
    )


FIRST_PILE, SECOND_PILE = "the first pile", "the second pile"


def split_hand(r: Resolver, e: SplitHand) -> Ask | None:
    """ "That opponent reveals their hand and separates it into two piles. Choose and banish
    one pile" (AD3): the hand is revealed (410.6); its player puts cards into the first pile
    one at a time, ``chosen``, and stops (``amount`` 1: done); the rest is the second. The
    ability's controller chooses a pile (``option``), whose cards are banished (406)."""
    t, op, s = r.t, r.op, r.s
    p = r.players(e.who)[0]
    hand = list(s.players[p].hand)
    if not op.accepted:
        if not hand:
            r.skip(f"{t.player_name(p)} has no card in hand")
            return None
        for i in hand:
            t.reveal(i)  # known to every player while it stays there (410.6)
        names = ", ".join(t.name(i) for i in hand)
        t.log(f"  {t.player_name(p)} reveals their hand: {names} ({r.name}, 410.6)")
        r.stay(accepted=True, chosen=(), count=0, amount=0)
        return None
    first = [i for i in op.chosen if i in hand]
    second = [i for i in hand if i not in first]
    if op.amount == 0:  # still separating
        choices: list[Choice] = [ChooseCard(p, i) for i in second]
        return Ask(
            p,
            DecisionKind.TARGET,
            f"{t.player_name(p)}: put a card into the first pile, or stop: the rest of your "
            f"hand is the second pile ({r.name})",
            [*choices, Decline(p)],
        )
    if not op.option:
        shown = [", ".join(t.name(i) for i in pile) or "no cards" for pile in (first, second)]
        return Ask(
            r.me,
            DecisionKind.TARGET,
            f"{t.player_name(r.me)}: choose a pile to banish: the first pile ({shown[0]}) or "
            f"the second pile ({shown[1]}) ({r.name})",
            [ChooseOption(r.me, FIRST_PILE), ChooseOption(r.me, SECOND_PILE)],
        )
    for i in first if op.option == FIRST_PILE else second:
        name = t.name(i)
        new = t.put(i, Zone.BANISHED)
        t.note(ZONE, f"  {name} is banished", (i, new), rules=(r.name, "406"))
    r.next(chosen=())
    return None


def reveal_until(r: Resolver, e: RevealUntil) -> Ask | None:
    """ "Reveal cards from the top of [a player's] deck until you reveal a [type]" (410.6;
    DE140): the first card of ``types`` from the top is CHOSEN; the cards above it are revealed
    and stay in the deck. Observed mode: the judge enters the cards revealed."""
    t = r.t
    p = r.players(e.who)[0]
    if e.optional and (q := r.may("reveal cards from the top of your deck", p)):  # FF141
        return q
    shown: list[str] = []
    for iid in list(r.s.players[p].deck):
        if r.s.cards[iid].unordered:
            t.log(f"  judge to apply: {t.player_name(p)}'s cards are revealed ({r.name})")
            r.next(failed=True, chosen=())
            return None
        t.reveal(iid)
        shown.append(t.name(iid))
        if t.pool[t.card(iid).card_id].type in e.types:
            t.log(f"  {t.player_name(p)}'s deck reveals {', '.join(shown)} ({r.name}, 410.6)")
            r.next(chosen=(iid,))
            return None
    said = ", ".join(shown) or "no cards"
    t.log(f"  {t.player_name(p)}'s deck reveals {said}: none fits ({r.name}, 410.6)")
    r.next(failed=True, chosen=())
    return None


def reveal_for_power(r: Resolver, e: RevealForPower) -> Ask | None:
    """Reveal the top card, then cards from the top until as many Friends as its printed power
    are revealed; keep any number of revealed Friends of ``e.colour``, shuffle the rest into
    the deck (CN46; 410.6, 507.4): ``count`` 0 before revealing, 1 while keeping; ``chosen``
    the revealed cards still in the deck and those put into the hand (by zone). The answers
    are carried out by ``reveal_for_power_answer``."""
    t, op, s = r.t, r.op, r.s
    p = r.me
    deck = s.players[p].deck
    if op.count == 0:
        if not deck:
            r.skip(f"{t.player_name(p)} has no card to reveal")
            return None
        if e.optional and (q := r.may("reveal the top card of your deck", p)):
            return q
        if s.cards[deck[0]].unordered:
            t.log(f"  judge to apply: {t.player_name(p)} reveals their top cards ({r.name})")
            r.next(failed=True, chosen=())
            return None
        need = t.pool[s.cards[deck[0]].card_id].power or 0  # printed (507.4)
        shown: list[int] = []
        friends = 0
        for iid in deck:  # from the top, the first card included (410.6)
            if s.cards[iid].unordered:
                t.log(f"  judge to apply: {t.player_name(p)}'s cards are revealed ({r.name})")
                r.next(failed=True, chosen=())
                return None
            if shown and friends >= need:
                break
            t.reveal(iid)
            shown.append(iid)
            friends += t.pool[s.cards[iid].card_id].type is CardType.FRIEND
        names = ", ".join(t.name(i) for i in shown)
        t.log(
            f"  {t.player_name(p)} reveals {names}: {friends} of {need} Friends "
            f"({r.name}, 410.6, 507.4)"
        )
        r.stay(accepted=True, count=1, chosen=tuple(shown))
        return None
    fitting: dict[str, int] = {}  # copies of a card are one choice
    for iid in op.chosen:
        d = t.pool[s.cards[iid].card_id]
        if (
            s.cards[iid].zone is Zone.DRAW_DECK
            and d.type is CardType.FRIEND
            and (e.colour is None or e.colour in d.colours)
        ):
            fitting.setdefault(s.cards[iid].card_id, iid)
    if fitting:
        return Ask(
            p,
            DecisionKind.TARGET,
            f"{t.player_name(p)}: put a revealed Friend into your hand, or stop ({r.name})",
            [*(ChooseCard(p, i) for i in fitting.values()), Decline(p)],
        )
    _shuffle_revealed(r)
    return None


def _shuffle_revealed(r: Resolver) -> None:
    """The other revealed cards are shuffled into the deck (they are still in it, 410.6);
    CHOSEN is the cards put into the hand."""
    t, op, s = r.t, r.op, r.s
    t.shuffle(r.me, False, f"{r.name}, 410.6")
    kept = tuple(i for i in op.chosen if i in s.cards and s.cards[i].zone is Zone.HAND)
    r.next(chosen=kept)


def reveal_for_power_answer(r: Resolver, e: RevealForPower, choice: Choice) -> None:
    """Carry out an answer ``reveal_for_power`` asked for."""
    t, op = r.t, r.op
    if isinstance(choice, Accept):
        r.stay(accepted=True)
    elif isinstance(choice, Decline) and op.count == 0:  # not revealed: not done (712.3)
        r.next(failed=True, chosen=())
    elif isinstance(choice, Decline):
        _shuffle_revealed(r)
    elif isinstance(choice, ChooseCard):
        name = t.name(choice.card)
        new = t.put(choice.card, Zone.HAND, by=r.me)
        if new is not None:  # seen as it went there (410.6)
            t.reveal(new)
        t.log(f"  {t.player_name(r.me)} puts {name} into their hand ({r.name})")
        rest = tuple(i for i in op.chosen if i != choice.card)
        r.stay(chosen=(*rest, *((new,) if new is not None else ())))
