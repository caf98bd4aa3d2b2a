"""Zone changes of cards outside play: drawing, milling, shuffling, replacing a Problem."""

from __future__ import annotations

from dataclasses import replace

from engine import agenda as a
from engine.abilities import (
    Ask,
    Resolver,
    ability,
    problem_replacement,
    replace_problem,
    rule_forbidden,
)
from engine.areas import Area, dilemma_area
from engine.choices import ChooseCard, ChooseOption, DecisionKind, Decline
from engine.effects.guessing import guess_random, judge_note, settle_guesses
from engine.scripts.vocabulary import (
    CHOSEN,
    DECK_TOP,
    OWN_TOKENS,
    THAT,
    Discard,
    DiscardHandToDraw,
    Draw,
    Mill,
    PutDilemma,
    Replacement,
    ReplaceProblem,
    Shuffle,
)
from engine.state import Mode, Zone
from engine.table import Table
from engine.trace import ZONE


def draw(r: Resolver, e: Draw) -> Ask | None:
    """Draw cards (705.2f): each named player, ``n`` times (per action token or per involved
    character when the text says so)."""
    if e.chosen:  # "you may draw it" (AD84): the revealed card on top
        return draw_chosen(r, e)
    n = r.times_tokens(e.n, e.per_tokens_of)
    if e.per_chosen:  # "equal to the number of Friends retired this way" (EO130)
        n *= len(r.op.chosen)
    if e.per is not None:  # "draw a card for each of your Earth Ponies" (FF67): counted now
        n *= len(r.targets(e.per))
    if e.per_discarded:  # "then draw a card for each card discarded this way" (LL68)
        n *= r.discarded_this_way()
    if e.to_hand_size:  # "draw cards until you have 4 or more cards in your hand" (DE28),
        # "... until you reach your maximum hand size" (616.2: 8; EO0)
        p = r.players(e.who)[0]
        n = max(0, e.to_hand_size - len(r.s.players[p].hand))
        if not n:
            r.skip(f"the hand has {e.to_hand_size} or more cards already")
            return None
    if e.to_opponent_hand:  # "draw cards until you have the same number of cards in your
        # hand as your opponent" (LL32): none if the hand has as many already
        hands = r.s.players
        n = max(0, len(hands[r.s.opponent(r.me)].hand) - len(hands[r.me].hand))
        if not n:
            r.skip("the hand has as many cards as the opponent's already")
            return None
    if e.optional and (q := r.may(f"draw {n}")):
        return q
    # a bottom draw done instead of a draw: that same draw, replacements already offered
    asked = e.bottom and isinstance(ability(r.t.pool, r.op.card_id, r.op.ability), Replacement)
    kind = a.DrawBottom if e.bottom else a.DrawCard
    draws = [
        kind(p, "705.2f", asked=asked)
        for p in r.players(e.who)
        for _ in range(n * r.involved_of(p) if e.per_involved else n)
    ]
    r.next(*draws)
    return None


def draw_chosen(r: Resolver, e: Draw) -> Ask | None:
    """ "Reveal the top card of your deck and you may draw it" (AD84): the card CHOSEN, still
    on top of the deck, is drawn (410.4: a draw, so draw replacements and limits apply to it);
    once drawn, CHOSEN is the card it became in the hand (410.6). ``count`` 1: the draw is
    done. A draw replaced or refused (710.1, 104.2) draws no card: not done."""
    t, op = r.t, r.op
    if op.count:
        now = op.chosen[0] if op.chosen else None
        while now in t.became:  # the card it became this step (410.6)
            now = t.became[now]
        drawn = r.s.cards.get(now) if now is not None else None
        if drawn is None or drawn.zone is not Zone.HAND:
            r.next(failed=True, chosen=())
            return None
        r.next(chosen=(drawn.iid,))
        return None
    top = r.refer(DECK_TOP)
    if not op.chosen or not top or top[0].iid != op.chosen[0]:
        r.skip("that card is no longer on top of the deck")
        return None
    if e.optional and (q := r.may(f"draw {t.name(top[0].iid)}")):
        return q
    r.queued.append(a.DrawCard(r.me, "705.2f"))
    r.stay(accepted=True, count=1)
    return None


def mill(r: Resolver, e: Mill) -> Ask | None:
    """The instruction "Put the top [n] cards of [a] deck into the discard pile" (705.2f); a
    hidden card not entered in observed mode is left to the judge."""
    t = r.t
    players = r.players(e.who)
    may = f"put the top {e.n} cards of the deck into the discard pile"
    if e.optional and not e.chooser and (q := r.may(may)):  # "you may put ..." (712.3; MT20)
        return q
    if e.chooser:  # a two-player game: choosing a player is choosing yourself or not
        p = r.players(e.chooser)[0]
        prompt = f"choose yourself to put your top {e.n} cards into the discard pile"
        if q := r.may(prompt, p):
            return q
        players = [p if r.op.count == 0 else r.s.opponent(p)]  # declined: count 1
    banished: list[int] = []
    for p in players:
        deck = r.s.players[p].deck
        for iid in deck[: e.n]:
            if r.s.cards[iid].unordered:
                where = "banished zone" if e.banish else "discard pile"
                t.log(
                    f"  judge to apply: {t.player_name(p)} puts the top card of their "
                    f"deck into the {where} ({r.name})"
                )
                break
            name = t.name(iid)
            if e.banish:  # "reveals and banishes" (MT0): public in the banished zone (407.1)
                new = t.put(iid, Zone.BANISHED, by=r.me)
                t.note(
                    ZONE,
                    f"  {t.player_name(p)} reveals and banishes {name} from the top of their deck",
                    (iid, new),
                    rules=(r.name, "410.5"),
                )
                if new is not None:
                    banished.append(new)
                continue
            t.put(iid, Zone.DISCARD)
            t.log(
                f"  {t.player_name(p)} puts {name} from the top of their deck into "
                f"their discard pile ({r.name})"
            )
    if e.banish:
        r.next(chosen=tuple(banished), failed=not banished)
        return None
    r.next()
    return None


def shuffle(r: Resolver, e: Shuffle) -> Ask | None:
    """Shuffle decks, first putting a hand or discard pile into them when the text says so
    (801.1)."""
    t = r.t
    for p in r.players(e.who):
        if e.adding is Zone.DISCARD and (why := rule_forbidden(t, "cant-leave-discard")):
            t.log(f"  {t.player_name(p)}'s discard pile stays: {why}")  # FF113; still shuffles
        elif e.adding is not None:  # "shuffle their hands into their decks" (801.1)
            for iid in list(r.s.players[p].zone_list(e.adding)):
                t.put(iid, Zone.DRAW_DECK)
            what = "hand" if e.adding is Zone.HAND else "discard pile"
            t.log(f"  {t.player_name(p)} puts their {what} into their deck ({r.name})")
        t.shuffle(p, False, r.name)
    r.next()
    return None


def replace_its_problem(r: Resolver, e: ReplaceProblem) -> Ask | None:
    """The instruction "Replace its Problem" (613.2): the Problem this card is at, or was at as
    the ability was activated (712.2). ``each``: every Problem (``replace_each_problem``)."""
    if e.each:
        return replace_each_problem(r, e)
    t, op = r.t, r.op
    # "its Problem": this card's area, or, once a cost took it out of play, where it
    # was as the ability was activated (712.2)
    here = r.source.area if r.source is not None else None
    area = here if here is not None and r.source.zone is Zone.PLAY else op.area
    if e.that or e.chosen:  # "replace it": the Problem the trigger is about; "replace
        # another Problem" (MT103), "replace a Problem" (SB34): the one chosen before; if it
        # is still in play
        problem = r.refer(CHOSEN if e.chosen else THAT)
        area = problem[0].area if problem and problem[0].zone is Zone.PLAY else None
    if area is None or not area.at_problem or t.problem_at(area) is None:
        r.skip("this card is not at a Problem")
        return None
    keeper = kept_unsolved(t, area)
    if keeper is not None:
        r.skip(f"{t.name(keeper)} says its Problem can't be replaced until it is solved (104.2)")
        return None
    ask = problem_replacement(t, t.problem_at(area))  # type: ignore[arg-type]
    if ask is not None:  # "if this card's Problem would be replaced, ... instead" (EO208)
        r.next(ask)
        return None
    t.log(f"  {t.area_name(area)} is replaced ({r.name}, 613.2)")
    r.next(*replace_problem(t, area))
    return None


def kept_unsolved(t: Table, area: Area) -> int | None:
    """The card at ``area`` saying "This card's Problem can't be replaced until it is solved"
    (``Static("cant-be-replaced")``; HM75), or None: an effect can't replace that Problem
    (104.2, 613.2); solving it still does (613.1)."""
    view = t.view()
    for _, source, st in view.statics:
        if st.kind == "cant-be-replaced" and source.area == area:
            return source.iid
    return None


def replace_each_problem(r: Resolver, e: ReplaceProblem) -> Ask | None:
    """ "Replace each Problem" (613.2; AD176): every Problem in play, one after the other in
    the order of their areas, each as a solved one is replaced; then their replacements."""
    t = r.t
    areas = [x for x in t.problem_areas() if t.problem_at(x) is not None]
    reveals = []
    for area in areas:
        keeper = kept_unsolved(t, area)
        if keeper is not None:  # 104.2 (HM75)
            t.log(f"  {t.area_name(area)} is not replaced: {t.name(keeper)} says it can't be")
            continue
        if (ask := problem_replacement(t, t.problem_at(area))) is not None:  # type: ignore[arg-type]
            reveals.append(ask)  # (EO208)
            continue
        t.log(f"  {t.area_name(area)} is replaced ({r.name}, 613.2)")
        reveals += replace_problem(t, area)
    r.next(*reveals)
    return None


def discard_hand_to_draw(r: Resolver, e: DiscardHandToDraw) -> Ask | None:
    """ "Discard all the cards in your hand to draw that many cards plus one" (LL60): the hand
    discarded at once (410.3), then that many draws and ``plus`` more (410.4)."""
    if e.optional and (q := r.may(f"discard your hand to draw that many plus {e.plus}")):
        return q
    hand = list(r.s.players[r.me].hand)
    for iid in hand:
        r.discard_card(r.me, iid)
    r.next(*(a.DrawCard(r.me, "705.2f") for _ in range(len(hand) + e.plus)))
    return None


def discard(r: Resolver, e: Discard) -> Ask | None:
    """Discard cards from hand, a number or "for each" action token; players discarding at once
    choose in turn (801.1), each card a new instance (410.6)."""
    t = r.t
    if e.any_number:
        return discard_any_number(r, e)
    quotas = discard_quotas(r, e)
    if e.per_tokens_of and not any(n for _, n in quotas):
        r.next()
        return None
    victim, end = quotas[-1][0], 0  # the player choosing now; their last card's count
    for player, n in quotas:
        end += n
        if r.op.count < end:
            victim = player
            break
    hand = [i for i in r.s.players[victim].hand if i not in r.op.chosen]
    if e.types:
        hand = [i for i in hand if t.pool[t.card(i).card_id].type in e.types]
    if e.shares_type:  # "a card that shares a type with that card" (206.1; AD198)
        that = r.refer(THAT)
        kind = t.pool[that[0].card_id].type if that else None
        hand = [i for i in hand if t.pool[t.card(i).card_id].type is kind]
        if not hand and e.optional and len(quotas) == 1 and not r.op.count:
            r.skip("no card in hand shares a type with that card")
            return None
    if e.named:  # "with that name", "with that type"
        hand = [i for i in hand if r.is_named(t.card(i))]
    if e.min_printed_power is not None:  # "a card with 3 or more printed power" (507.4; EO118)
        least = e.min_printed_power
        hand = [
            i for i in hand if (p := t.pool[t.card(i).card_id].power) is not None and p >= least
        ]
    if (e.by or e.named) and r.op.count == 0 and not r.op.accepted:
        for i in r.s.players[victim].hand:
            t.reveal(i)  # known to every player while it stays in that hand (410.6)
        names = ", ".join(t.name(i) for i in r.s.players[victim].hand) or "no cards"
        t.log(f"  {t.player_name(victim)} reveals their hand: {names} ({r.name})")
        r.stay(accepted=True)
        return None
    if r.op.count >= sum(n for _, n in quotas):
        if r.simultaneous(e):  # 801.1: every choice made, the discards happen at once
            together = "at the same time as the others (801.1) "
            for iid in r.op.chosen:
                r.discard_card(t.card(iid).owner, iid, together, not e.cost)
        elif e.chosen_discarded:  # "the discarded card" for what follows (FF2)
            done = tuple(
                i for i in r.op.chosen if i in r.s.cards and r.s.cards[i].zone is Zone.DISCARD
            )
            r.next(chosen=done, failed=not done)
            return None
        r.next(chosen=())
        return None
    if not hand and e.optional and len(quotas) == 1 and not r.op.count:
        r.skip("there is no card to discard")  # "you may discard. If you do" (508.1c; DE108)
        return None
    if not hand:
        r.stay(count=max(end, r.op.count + 1))  # the next player's turn to choose
        return None
    if e.all:
        for iid in list(hand):
            r.discard_card(victim, iid, "", not e.cost)
        r.stay(count=max(end, r.op.count + 1))
        return None
    if e.random and r.s.mode is Mode.SEEDED:
        if (q := guess_random(r, [t.card(i) for i in hand])) is not None:  # SB38
            return q
        k = t.rng().randrange(len(hand))
        iid = hand[k]
        settle_guesses(t, k)
        new = r.discard_card(victim, iid, "at random ", not e.cost)
        r.stay(count=r.op.count + 1, chosen=r.discarded(e, new))
        return None
    chooser: int | None = None if e.random else victim  # observed: the judge enters it
    if e.by:
        chooser = r.players(e.by)[0]
    seen: dict[str, int] = {}
    for iid in hand:
        seen.setdefault(t.card(iid).card_id, iid)
    who = (
        "Judge: enter the card discarded at random by"
        if chooser is None
        else f"{t.player_name(victim)}: choose a card to discard,"
    )
    if e.by:
        who = f"{t.player_name(chooser)}: choose a card from the hand of"  # type: ignore[arg-type]
    return Ask(
        chooser,
        DecisionKind.TARGET,
        f"{who} {t.player_name(victim)} ({r.name}){judge_note(t) if chooser is None else ''}",
        [
            *(ChooseCard(victim if chooser is None else chooser, i) for i in seen.values()),
            *([Decline(chooser)] if e.optional and chooser is not None else []),
        ],
    )


def discard_any_number(r: Resolver, e: Discard) -> Ask | None:
    """ "Discard any number of cards" (LL68): the player chooses cards one at a time, or none
    more (``Decline``), then discards them (410.3); "any number of random cards" (LL3
    Boosted): they choose how many (105.1), discarded at random. The count of their discards
    before is kept in ``amount`` for "for each card discarded this way"."""
    t, op = r.t, r.op
    p = r.players(e.who)[0]
    hand = r.s.players[p].hand
    if op.accepted and e.random:  # that many, as a plain random discard
        return discard(r, replace(e, n=int(op.option or 0), any_number=False))
    if op.accepted:
        for iid in op.chosen:
            r.discard_card(p, iid, "", not e.cost)
        r.next(chosen=())
        return None
    if e.random:
        return Ask(
            p,
            DecisionKind.TARGET,
            f"{t.player_name(p)}: choose how many random cards to discard ({r.name}, 105.1)",
            [ChooseOption(p, str(k)) for k in range(len(hand) + 1)],
        )
    left = [i for i in hand if i not in op.chosen]
    if not left:
        r.stay(accepted=True, amount=r.discards_before(e))
        return None
    seen: dict[str, int] = {}
    for iid in left:
        seen.setdefault(t.card(iid).card_id, iid)
    more = "another card" if op.chosen else "a card"
    return Ask(
        p,
        DecisionKind.TARGET,
        f"{t.player_name(p)}: choose {more} to discard, or none more ({r.name})",
        [*(ChooseCard(p, i) for i in seen.values()), Decline(p)],
    )


def discard_quotas(r: Resolver, e: Discard) -> list[tuple[int, int]]:
    """Each discarding player and how many cards they discard, in decision order (801.1):
    ``n``, ``n`` for each token one player has, or each their own (``OWN_TOKENS``). No
    token is gained or lost while the discards are chosen."""
    victims = r.players(e.who)
    if e.per_tokens_of == OWN_TOKENS:
        return [(v, e.n * r.s.players[v].tokens) for v in victims]
    n = r.times_tokens(e.n, e.per_tokens_of)
    if e.per_chosen:  # "an opponent discards that many cards" (EO130)
        n *= len(r.op.chosen)
    return [(v, n * r.involved_of(v) if e.per_involved else n) for v in victims]


def put_dilemma(r: Resolver, e: PutDilemma) -> Ask | None:
    """The instruction "put the top card of a Problem deck into play as a Dilemma" (522.2,
    706.1d; FF29): at an area of its own, its owner's (522.2b, 513.1)."""
    t = r.t
    for p in r.players(e.who):
        deck = r.s.players[p].problem_deck
        if not deck:
            r.skip(f"{t.player_name(p)}'s Problem deck is empty")
            return None
        new = t.put(deck[0], Zone.PLAY, area=dilemma_area(p, 0), player=p)
        if new is not None:
            t.log(f"  {t.name(new)} is put into play as a Dilemma ({r.name}, 522.2, 706.1d)")
    r.next()
    return None
