"""Searching a deck and looking at its top or bottom cards (410.6)."""

from __future__ import annotations

from engine.abilities import Ask, Resolver, rule_forbidden
from engine.choices import Choice, ChooseCard, DecisionKind, Decline, PlaceCard
from engine.scripts.vocabulary import THIS, LookAtBottom, LookAtTop, Search
from engine.state import Zone


def search(r: Resolver, e: Search) -> Ask | None:
    """Search a deck for a card (518.1: look at all its cards), then shuffle it (518.2)."""
    t = r.t
    p = r.players(e.who)[0]
    if not r.op.accepted and not r.op.count:
        if e.zone is Zone.DISCARD:
            why = rule_forbidden(t, "cant-leave-discard")  # it would take a card out (FF113)
        else:
            why = rule_forbidden(t, "cant-look-in-decks")  # no search, no shuffle (FF113)
        if why:
            r.skip(why)
            return None
    if r.op.accepted:  # the search is over; a deck is shuffled after it (518.2)
        if e.zone is Zone.DRAW_DECK:
            t.shuffle(p, False, "518.2")
        r.next()
        return None
    if not r.op.count:  # 518.1: to search a zone is to look at all of its cards
        for i in r.s.zone_list(e.zone, p):
            t.reveal(i, to=p)
    found = [c for c in r.targets(e.cards) if c.owner == p]
    if e.different_names:  # "with different names" (201.1; LL86): not a name found before
        names = {t.pool[r.s.cards[i].card_id].name for i in r.op.chosen if i in r.s.cards}
        found = [c for c in found if t.pool[c.card_id].name not in names]
    seen: dict[str, int] = {}
    for c in found:
        seen.setdefault(c.card_id, c.iid)
    where = "deck" if e.zone is Zone.DRAW_DECK else str(e.zone)
    more = f" ({r.op.count} of up to {e.up_to} found)" if e.up_to > 1 else ""
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: search your {where} and choose "
        f"a card, or fail to find (518.1){more} ({r.name})",
        [*(ChooseCard(p, i) for i in seen.values()), Decline(p)],
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
