"""Searching a deck and looking at its top or bottom cards (410.6)."""

from __future__ import annotations

from engine.abilities import Ask, Resolver, do, rule_forbidden
from engine.cards import CardType
from engine.choices import (
    Choice,
    ChooseArea,
    ChooseCard,
    ChooseOption,
    DecisionKind,
    Decline,
    PlaceCard,
)
from engine.effects.play import playable_friend
from engine.scripts.vocabulary import (
    HAND_OR_PLAY,
    INTO_HAND_MODE,
    INTO_PLAY_MODE,
    PLAY_FRIGHTENED,
    PROBLEM,
    THIS,
    Cards,
    LookAndPut,
    LookAtBottom,
    LookAtTop,
    Search,
)
from engine.state import Zone


def search(r: Resolver, e: Search) -> Ask | None:
    """Search a deck for a card (518.1: look at all its cards), then shuffle it (518.2)."""
    t = r.t
    searcher = r.players(e.who)[0]
    p = r.players(e.deck_of)[0] if e.deck_of else searcher  # whose deck (AD114)
    if not r.op.accepted and not r.op.count:
        if e.zone is Zone.DISCARD:
            why = rule_forbidden(t, "cant-leave-discard")  # it would take a card out (FF113)
        else:
            why = rule_forbidden(t, "cant-look-in-decks")  # no search, no shuffle (FF113)
        if why:
            r.skip(why)
            return None
    if r.op.accepted:  # the search is over; a deck is shuffled after it (518.2)
        aside = [i for i in r.op.chosen if i in r.s.cards] if e.to == "aside" else []
        deck = r.s.players[p].deck
        for i in aside:  # set aside: not shuffled, kept on top for what follows (AD114)
            deck.remove(i)
        if e.zone is Zone.DRAW_DECK:
            t.shuffle(p, False, "518.2")
        deck[0:0] = aside
        t.version += 1
        if e.to == "aside":
            r.next(chosen=tuple(aside), failed=not aside)
            return None
        r.next()
        return None
    if not r.op.count:  # 518.1: to search a zone is to look at all of its cards
        for i in r.s.zone_list(e.zone, p):
            t.reveal(i, to=searcher)
    found = [c for c in r.targets(e.cards) if c.owner == p]
    if e.to == PLAY_FRIGHTENED:  # played for free: its requirements still apply (PR197)
        found = [c for c in found if playable_friend(r, c)]
    if e.different_names:  # "with different names" (201.1; LL86): not a name found before
        names = {t.pool[r.s.cards[i].card_id].name for i in r.op.chosen if i in r.s.cards}
        found = [c for c in found if t.pool[c.card_id].name not in names]
    seen: dict[str, int] = {}
    for c in found:
        seen.setdefault(c.card_id, c.iid)
    where = "deck" if e.zone is Zone.DRAW_DECK else str(e.zone)
    more = f" ({r.op.count} of up to {e.up_to} found)" if e.up_to > 1 else ""
    whose = "your" if p == searcher else f"{t.player_name(p)}'s"
    return Ask(
        searcher,
        DecisionKind.TARGET,
        f"{t.player_name(searcher)}: search {whose} {where} and choose "
        f"a card, or fail to find (518.1){more} ({r.name})",
        [*(ChooseCard(searcher, i) for i in seen.values()), Decline(searcher)],
    )


def look(r: Resolver, e: LookAtTop) -> Ask | None:
    """Look at the top ``n`` cards of a deck and choose among them (402.3, 705.2f)."""
    t, op, s = r.t, r.op, r.s
    owner = r.players(e.who)[0]
    looker = r.players(e.chooser)[0]
    deck = s.players[owner].problem_deck if e.problem_deck else s.players[owner].deck
    if not (op.accepted and op.chosen) and (why := rule_forbidden(t, "cant-look-in-decks")):
        r.skip(why)  # FF113
        return None
    if not (op.accepted and op.chosen):  # not looked yet; ``chosen`` then holds the
        # looked-at cards (a CHOSEN left by an instruction before, another look, is not)
        if e.optional and (q := r.may("look at the top of the deck", looker)):
            return q
        n = r.number(e.count, THIS) if e.count else e.n
        if e.inspired:
            n = sum(
                1
                for c in s.in_play()
                if c.controller == looker and t.keyword(c.iid, "Inspired") is not None
            )
            s.memo = s.memo | {f"inspired:{looker}"}
        n = min(n, len(deck))
        if n == 0:
            r.skip("there is no card to look at")
            return None
        if any(s.cards[i].unordered for i in deck[:n]):
            t.log(
                f"  judge to apply: {t.player_name(looker)} looks at the top {n} cards "
                f"and puts them back ({r.name}); enter any change by edits"
            )
            r.next()
            return None
        for i in deck[:n]:  # the looker knows them, and where they put them back (402.3)
            t.reveal(i, to=looker)
        t.log(
            f"  {t.player_name(looker)} looks at the top {n} card{'s' * (n != 1)} of "
            f"{t.player_name(owner)}'s {'Problem ' if e.problem_deck else ''}deck "
            f"({r.name})"
        )
        r.stay(accepted=True, count=0, amount=n, chosen=tuple(deck[:n]))
        return None
    if op.amount <= 0:
        r.next()
        return None
    looked = deck[op.count : op.count + op.amount]
    if len(looked) == 1 and not e.bottom and not e.discard:
        r.stay(count=op.count + 1, amount=0)
        return None
    p = looker
    choices: list[Choice] = []
    seen: set[str] = set()
    for iid in looked:
        if s.cards[iid].card_id in seen:
            continue
        seen.add(s.cards[iid].card_id)
        choices.append(PlaceCard(p, iid))
        if e.bottom:
            choices.append(PlaceCard(p, iid, bottom=True))
        if e.discard:  # this one into its owner's discard pile instead (DE72)
            choices.append(ChooseCard(p, iid))
    into = "; a chosen card goes into its owner's discard pile" if e.discard else ""
    return Ask(
        p,
        DecisionKind.ARRANGE,
        f"{t.player_name(p)}: put the looked-at cards back, topmost first (402.3){into} ({r.name})",
        choices,
    )


def look_bottom(r: Resolver, e: LookAtBottom) -> Ask | None:
    """ "Look at the bottom ``n`` cards of your deck. You may put 1 of them on top of
    your deck": the player knows them (402.3); the others stay where they are."""
    t, op, s = r.t, r.op, r.s
    p = r.me
    deck = s.players[p].deck
    if not op.accepted and (why := rule_forbidden(t, "cant-look-in-decks")):
        r.skip(why)  # FF113
        return None
    if not op.accepted:  # not looked yet; ``chosen`` then holds the looked-at cards
        n = min(e.n, len(deck))
        if n == 0:
            r.skip("there is no card to look at")
            return None
        looked = deck[len(deck) - n :]
        if any(s.cards[i].unordered for i in looked):
            t.log(
                f"  judge to apply: {t.player_name(p)} looks at the bottom {n} cards of "
                f"their deck and may put one on top ({r.name}); enter it by edits"
            )
            r.next()
            return None
        for i in looked:
            t.reveal(i, to=p)
        t.log(
            f"  {t.player_name(p)} looks at the bottom {n} card{'s' * (n != 1)} of their "
            f"deck ({r.name}, 402.3)"
        )
        r.stay(accepted=True, chosen=tuple(looked))
        return None
    choices: list[Choice] = []
    seen: set[str] = set()
    for iid in op.chosen:
        if iid in deck and s.cards[iid].card_id not in seen:
            seen.add(s.cards[iid].card_id)
            choices.append(ChooseCard(p, iid))
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: you may put one of them on top of your deck ({r.name})",
        [*choices, Decline(p)],
    )


def look_and_put(r: Resolver, e: LookAndPut) -> Ask | None:
    """Look at (or reveal) the top cards of your deck, then put them where ``e.places`` say,
    one place after the other (402.3, 705.2f): ``accepted`` once looked, ``chosen`` the cards
    not put anywhere yet, ``count`` the place being filled, ``option`` the mode chosen for
    ``HAND_OR_PLAY`` and ``amount`` the Troublemaker waiting for its Problem (its id + 1).
    The answers are carried out by ``look_and_put_answer``."""
    t, op, s = r.t, r.op, r.s
    p = r.me
    deck = s.players[p].deck
    if not op.accepted:
        n = e.n + (len(r.targets(e.more_per)) if e.more_per is not None else 0)
        top = deck[:n]
        if not top:
            r.skip("there is no card to look at")
            return None
        if not e.reveal and (why := rule_forbidden(t, "cant-look-in-decks")):
            r.skip(why)  # revealing is not looking (410.6; FF113)
            return None
        if any(s.cards[i].unordered for i in top):
            t.log(
                f"  judge to apply: {t.player_name(p)} looks at the top {len(top)} cards and "
                f"puts them where {r.name} says; enter it by edits"
            )
            r.next()
            return None
        for i in top:  # revealed: every player knows them (410.6); looked at: the looker
            t.reveal(i, to=None if e.reveal else p)
        if e.reveal:
            names = ", ".join(t.name(i) for i in top)
            t.log(f"  {t.player_name(p)} reveals {names} from their deck ({r.name}, 410.6)")
        else:
            t.log(
                f"  {t.player_name(p)} looks at the top {len(top)} card{'s' * (len(top) != 1)}"
                f" of their deck ({r.name}, 402.3)"
            )
        r.stay(accepted=True, count=0, amount=0, option="", chosen=tuple(top))
        return None
    left = [i for i in op.chosen if i in deck]
    if op.count >= len(e.places) or not left:
        r.next(chosen=(), option="")
        return None
    place = e.places[op.count]
    alike: dict[str, int] = {}  # copies of a card are one choice
    for i in left:
        alike.setdefault(s.cards[i].card_id, i)
    if place == "top-or-bottom":  # each of the others, topmost first (402.3)
        return Ask(
            p,
            DecisionKind.ARRANGE,
            f"{t.player_name(p)}: put the other cards on the top (topmost first) or at the "
            f"bottom of your deck (402.3) ({r.name})",
            [PlaceCard(p, i, bottom=b) for i in alike.values() for b in (False, True)],
        )
    if place == HAND_OR_PLAY:
        troublemakers = [i for i in alike.values() if _is_troublemaker(r, i)]
        if not op.option and troublemakers:
            return Ask(
                p,
                DecisionKind.TARGET,
                f"{t.player_name(p)}: choose one: {INTO_PLAY_MODE}, or {INTO_HAND_MODE} "
                f"({r.name}, 705.2f)",
                [ChooseOption(p, INTO_PLAY_MODE), ChooseOption(p, INTO_HAND_MODE)],
            )
        if op.option == INTO_PLAY_MODE and op.amount:  # its Problem (306.1)
            return Ask(
                p,
                DecisionKind.TARGET,
                f"{t.player_name(p)}: choose the Problem {t.name(op.amount - 1)} enters play at "
                f"(306.1) ({r.name})",
                [ChooseArea(p, c.area) for c in r.targets(Cards(types=PROBLEM))],
            )
        if op.option == INTO_PLAY_MODE:
            alike = {s.cards[i].card_id: i for i in troublemakers}
    if len(alike) == 1 and place != HAND_OR_PLAY:  # one card left: no choice (705.2f)
        _put(r, e, place, next(iter(alike.values())))
        return None
    where = {
        "hand": "into your hand",
        "deck-top": "on top of your deck",
        "deck-bottom": "at the bottom of your deck",
    }.get(place, "into play" if op.option == INTO_PLAY_MODE else "into your hand")
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: choose a card to put {where} ({r.name}, 705.2f)",
        [ChooseCard(p, i) for i in alike.values()],
    )


def _is_troublemaker(r: Resolver, iid: int) -> bool:
    return r.t.pool[r.s.cards[iid].card_id].type is CardType.TROUBLEMAKER


def _put(r: Resolver, e: LookAndPut, place: str, iid: int, bottom: bool = False) -> None:
    """Put looked-at card ``iid`` where ``place`` says; the next place follows, except for
    "top-or-bottom", which takes every card left."""
    t, op, s = r.t, r.op, r.s
    p = r.me
    deck = s.players[p].deck
    rest = tuple(i for i in op.chosen if i != iid)
    name = t.name(iid)
    if place in ("hand", HAND_OR_PLAY):
        new = t.put(iid, Zone.HAND, by=p)
        if new is not None and e.reveal:  # seen as it went there (410.6)
            t.reveal(new)
        t.log(f"  {t.player_name(p)} puts {name} into their hand ({r.name})")
    elif place == "deck-top" or (place == "top-or-bottom" and not bottom):
        # above the cards not placed yet, below those placed on top before (402.3)
        start = min((deck.index(i) for i in op.chosen if i in deck), default=0)
        deck.remove(iid)
        deck.insert(start, iid)
        t.version += 1
        t.log(f"  {t.player_name(p)} puts a card on top of their deck ({r.name}, 402.3)")
    else:
        deck.remove(iid)
        deck.append(iid)
        t.version += 1
        t.log(f"  {t.player_name(p)} puts a card at the bottom of their deck ({r.name}, 402.3)")
    if place == "top-or-bottom":
        r.stay(chosen=rest)
    else:
        r.stay(chosen=rest, count=op.count + 1, option="", amount=0)


def look_and_put_answer(r: Resolver, e: LookAndPut, choice: Choice) -> None:
    """Carry out an answer ``look_and_put`` asked for."""
    t, op = r.t, r.op
    place = e.places[op.count]
    if isinstance(choice, ChooseOption):  # the mode (705.2f)
        t.log(f"  {t.player_name(choice.player)} chooses to {choice.option} ({r.name})")
        r.stay(option=choice.option)
    elif isinstance(choice, PlaceCard):
        _put(r, e, place, choice.card, choice.bottom)
    elif isinstance(choice, ChooseCard) and op.option == INTO_PLAY_MODE:
        r.stay(amount=choice.card + 1)  # its Problem next
    elif isinstance(choice, ChooseCard):
        _put(r, e, place, choice.card)
    elif isinstance(choice, ChooseArea):  # face-up, at that Problem, not played (706.1d)
        iid = op.amount - 1
        do(t, "put-into-play-there", iid, r.me, r.name, area=choice.area)
        r.stay(
            chosen=tuple(i for i in op.chosen if i != iid),
            count=op.count + 1,
            option="",
            amount=0,
        )
